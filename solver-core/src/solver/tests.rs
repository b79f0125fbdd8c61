//! The fast solver against known answers, against the baseline (`reference`), and against
//! itself on random grids.
//!
//! The data sets come from the repository's `data/` folder, or from `SUDOKU_DATA_DIR` when it
//! is set (the full sets; see `data/README.md`). A missing file fails the test.
//! The whole-set runs are `#[ignore]`d; run them on the full sets with
//! `SUDOKU_DATA_DIR=… cargo test -p solver-core --release -- --ignored whole_`.

use super::*;
use crate::rng::Rng;
use crate::{digit::Digit, geometry::Cell};
use proptest::prelude::*;

const SETS: [&str; 5] = [
    "puzzles2_17_clue.txt",
    "puzzles3_magictour_top1465.txt",
    "puzzles5_forum_hardest_1905_11+.txt",
    "puzzles6_forum_hardest_1106.txt",
    "puzzles7_serg_benchmark.txt",
];

/// The one data-set reader of the crate's tests (`data_file`), shared with `tests/common`.
#[path = "../../tests/common/data.rs"]
mod data;
use data::data_file;

/// The puzzle lines of a data file: (line number, puzzle, the rest of the line).
fn puzzle_lines(text: &str) -> Vec<(usize, Grid, String)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let grid =
                Grid::parse_line_prefix(l.trim()).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
            (i + 1, grid, l.get(81..).unwrap_or("").to_string())
        })
        .collect()
}

/// Checks the fast solver on one puzzle against the baseline, with `expected` solutions
/// counted up to 2 if known. Returns the count.
fn check_against_reference(grid: &Grid, what: &str) -> usize {
    let fast = count_solutions(grid, 2);
    let slow = reference::count_solutions(grid, 2);
    assert_eq!(fast, slow, "{what}: fast counts {fast}, baseline {slow}");
    check_solution(grid, fast, what);
    fast
}

/// `solve` and `solutions` agree with a count of `count` (up to 2) and give valid solutions.
fn check_solution(grid: &Grid, count: usize, what: &str) {
    match (count, solve(grid)) {
        (0, None) => {}
        (0, Some(s)) => panic!("{what}: no solution counted but solve gave {s}"),
        (_, None) => panic!("{what}: {count} solutions counted but solve gave none"),
        (_, Some(s)) => {
            assert!(s.is_solved(), "{what}: {s} is not a valid solution");
            assert!(grid.is_extended_by(&s), "{what}: {s} drops a given");
        }
    }
    let verdict = solutions(grid);
    match (count, verdict) {
        (0, Solutions::None) => {}
        (1, Solutions::Unique(s)) | (2, Solutions::Multiple(s)) => {
            assert!(s.is_solved() && grid.is_extended_by(&s), "{what}: {s}");
        }
        _ => panic!("{what}: count {count} but solutions() says {verdict:?}"),
    }
}

#[test]
fn known_answers_of_the_small_sets() {
    for name in ["hp71b-test-suite.txt", "wikipedia-hardest.txt"] {
        let lines = puzzle_lines(&data_file(name));
        assert!(lines.len() >= 4, "{name}: too few puzzles");
        for (line, grid, rest) in lines {
            let what = format!("{name}:{line}");
            let mut fields = rest.trim_start_matches(':').splitn(2, ':');
            let listed: usize = fields
                .next()
                .and_then(|f| f.trim().parse().ok())
                .unwrap_or_else(|| panic!("{what}: no solution count"));
            let solution = fields
                .next()
                .and_then(|f| f.split_whitespace().next())
                .filter(|f| f.len() == 81);
            assert_eq!(count_solutions(&grid, 2), listed, "{what}");
            assert_eq!(check_against_reference(&grid, &what), listed, "{what}");
            if listed == 1 {
                let expected: Grid = solution
                    .unwrap_or_else(|| panic!("{what}: no listed solution"))
                    .parse()
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(solve(&grid), Some(expected), "{what}");
                assert_eq!(reference::solve(&grid), Some(expected), "{what}: baseline");
            }
        }
    }
}

/// About `n` items spread evenly over `items` (every `len / n`-th, from the first): the same
/// share of the list whether it is a full set or the repository's subset.
fn spread<T>(items: &[T], n: usize) -> impl Iterator<Item = &T> {
    items.iter().step_by((items.len() / n.max(1)).max(1))
}

#[test]
fn a_sample_of_each_data_set_agrees_with_the_baseline() {
    for name in SETS {
        let lines = puzzle_lines(&data_file(name));
        // The smallest set (forum_hardest_1106) has 375 puzzles, the subsets about 500.
        assert!(lines.len() >= 375, "{name}: only {} puzzles", lines.len());
        // The baseline is slow on some 17-clue puzzles and on the hardest set (1106): sample
        // those more thinly.
        let n = if name.contains("17_clue") || name.contains("1106") {
            120
        } else {
            250
        };
        let mut checked = 0;
        for (line, grid, _) in spread(&lines, n) {
            let count = check_against_reference(grid, &format!("{name}:{line}"));
            let expected = if name.contains("serg") { 2 } else { 1 };
            assert_eq!(count, expected, "{name}:{line}");
            checked += 1;
        }
        assert!(checked >= n, "{name}: only {checked} puzzles sampled");
    }
}

/// The number of puzzles in serg's full set, and in the repository's every-20th subset.
const SERG_FULL: usize = 10_000;
const SERG_SUBSET: usize = 500;

#[test]
fn every_serg_puzzle_has_two_solutions() {
    let lines = puzzle_lines(&data_file("puzzles7_serg_benchmark.txt"));
    assert!(
        matches!(lines.len(), SERG_FULL | SERG_SUBSET),
        "serg: {} puzzles, neither the full set ({SERG_FULL}) nor the subset ({SERG_SUBSET})",
        lines.len()
    );
    for (line, grid, _) in &lines {
        assert_eq!(count_solutions(grid, 2), 2, "serg:{line}");
    }
}

/// Runs every puzzle of every set: valid solutions and the counts the data README reports
/// (all unique, serg all 2+). About 10 s in release.
#[test]
#[ignore = "whole data sets: run with --release -- --ignored"]
fn whole_data_sets() {
    for name in SETS {
        let expected = if name.contains("serg") { 2 } else { 1 };
        for (line, grid, _) in puzzle_lines(&data_file(name)) {
            let what = format!("{name}:{line}");
            assert_eq!(count_solutions(&grid, 2), expected, "{what}");
            check_solution(&grid, expected, &what);
        }
    }
}

/// Every puzzle of the three smaller hard sets against the baseline (slow: minutes).
#[test]
#[ignore = "slow: the baseline on whole sets; run with --release -- --ignored"]
fn whole_sets_against_the_baseline() {
    for name in &SETS[1..] {
        for (line, grid, _) in puzzle_lines(&data_file(name)) {
            check_against_reference(&grid, &format!("{name}:{line}"));
        }
    }
}

#[test]
fn edge_cases() {
    // The empty grid: many solutions; the count stops at the limit.
    assert_eq!(count_solutions(&Grid::EMPTY, 3), 3);
    assert_eq!(count_solutions(&Grid::EMPTY, 1), 1);
    assert_eq!(count_solutions(&Grid::EMPTY, 0), 0);
    let first = solve(&Grid::EMPTY).expect("the empty grid has solutions");
    assert!(first.is_solved());
    assert!(matches!(solutions(&Grid::EMPTY), Solutions::Multiple(g) if g.is_solved()));
    // A solved grid is its own only solution; blanking one cell keeps it unique.
    assert_eq!(count_solutions(&first, 3), 1);
    assert_eq!(solve(&first), Some(first));
    let mut one_hole = first;
    one_hole.set(Cell::from_index(40), None);
    assert_eq!(solve(&one_hole), Some(first));
    // Conflicting givens: no solution, whatever else the grid holds.
    let mut clash = Grid::EMPTY;
    clash.set(Cell::from_index(0), Digit::new_checked(7));
    clash.set(Cell::from_index(80), Digit::new_checked(7));
    assert_eq!(count_solutions(&clash, 2), 2);
    clash.set(Cell::from_index(8), Digit::new_checked(7)); // same row as r1c1
    assert_eq!(count_solutions(&clash, 2), 0);
    assert_eq!(solve(&clash), None);
    assert_eq!(solutions(&clash), Solutions::None);
    // A full grid with one clash.
    let mut broken = first;
    let (a, b) = (first.digits()[0], first.digits()[1]);
    broken.set(Cell::from_index(0), Digit::new_checked(b));
    assert_ne!(a, b);
    assert_eq!(count_solutions(&broken, 2), 0);
    // A cell with no candidate left although no two givens clash: r1c9 sees 1-8 in its row
    // and 9 in its column.
    let dead: Grid =
        "12345678.........9..............................................................."
            .parse()
            .expect("a valid line");
    assert!(dead.conflicts().is_empty());
    assert_eq!(count_solutions(&dead, 2), 0);
    assert_eq!(reference::count_solutions(&dead, 2), 0);
}

#[test]
fn stats_count_guesses_and_solutions() {
    let easter: Grid =
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
            .parse()
            .expect("a valid line");
    let (first, stats) = count_solutions_with_stats(&easter, 2);
    assert_eq!(stats.solutions, 1);
    assert!(stats.guesses > 0, "Easter Monster needs guessing");
    assert_eq!(first, solve(&easter));
    let (_, stats) = count_solutions_with_stats(&Grid::EMPTY, 5);
    assert_eq!(stats.solutions, 5);
    let (none, stats) = count_solutions_with_stats(&Grid::EMPTY, 0);
    assert_eq!((none, stats), (None, SolveStats::default()));
}

/// A solved grid drawn from `seed`: a few random givens, solved by the fast solver (the
/// baseline can take minutes on a sparse grid with no solution).
fn random_solution(seed: u64) -> Grid {
    let mut rng = Rng::new(seed);
    loop {
        let mut grid = Grid::EMPTY;
        for _ in 0..8 {
            let cell = Cell::from_index(rng.index(81));
            let digit = Digit::new_checked(rng.below(9) as u8 + 1);
            let mut next = grid;
            next.set(cell, digit);
            if next.conflicts().is_empty() {
                grid = next;
            }
        }
        if let Some(solution) = solve(&grid) {
            assert!(solution.is_solved() && grid.is_extended_by(&solution));
            return solution;
        }
    }
}

/// Search nodes after which the baseline gives up on a random grid (about a second).
const BUDGET: u64 = 2_000_000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Random solved grid, random cells emptied (from a few to almost all, so unique,
    /// multiple and, with a wrong digit put in, contradictory grids all come up): fast and
    /// baseline agree on the count up to 3, and every answer is a valid solution.
    #[test]
    fn fast_agrees_with_the_baseline(
        seed in any::<u64>(),
        keep in 0u32..60,
        wrong in proptest::option::of((0usize..81, 1u8..=9)),
    ) {
        let solution = random_solution(seed);
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut grid = solution;
        let mut cells: Vec<usize> = (0..81).collect();
        rng.shuffle(&mut cells);
        for &i in &cells[keep as usize..] {
            grid.set(Cell::from_index(i), None);
        }
        // A wrong digit among very few givens can send the baseline on a search of minutes,
        // so contradictions are made from grids that keep at least 20 of their digits.
        let wrong = wrong.filter(|_| keep >= 20);
        if let Some((i, d)) = wrong {
            grid.set(Cell::from_index(i), Digit::new_checked(d));
        }
        let fast = count_solutions(&grid, 3);
        let slow = reference::count_solutions_within(&grid, 3, BUDGET);
        prop_assume!(slow.is_some(), "the baseline gave up");
        prop_assert_eq!(Some(fast), slow, "{}", grid);
        if wrong.is_none() {
            prop_assert!(fast >= 1, "{} came from a solution", grid);
        }
        match solve(&grid) {
            Some(s) => {
                prop_assert!(fast >= 1);
                prop_assert!(s.is_solved() && grid.is_extended_by(&s), "{} -> {}", grid, s);
            }
            None => prop_assert_eq!(fast, 0),
        }
        let (first, stats) = count_solutions_with_stats(&grid, 3);
        prop_assert_eq!(stats.solutions as usize, fast);
        prop_assert_eq!(first.is_some(), fast > 0);
    }

    /// Random grids of random digits (mostly contradictory): the same answers, no panic.
    #[test]
    fn random_digits_agree(cells in proptest::collection::vec(0u8..=9, 81), density in 1u32..8) {
        let mut digits = [0u8; 81];
        for (i, &d) in cells.iter().enumerate() {
            // Keep about density/8 of the cells, picked by position and digit.
            if (i as u32 * 7 + u32::from(d)) % 8 < density {
                digits[i] = d;
            }
        }
        let grid = Grid::from_digits(digits).expect("digits 0-9");
        let slow = reference::count_solutions_within(&grid, 2, BUDGET);
        prop_assume!(slow.is_some(), "the baseline gave up");
        prop_assert_eq!(Some(count_solutions(&grid, 2)), slow, "{}", grid);
    }
}

/// The open cells with the fewest candidates (three or more), counted cell by cell.
fn fewest_by_cells(state: &State) -> Option<[u32; 3]> {
    let count = |b: usize, q: u32| {
        (0..9)
            .filter(|&d| state.cand[3 * d + b] >> q & 1 != 0)
            .count()
    };
    let open = |b: usize| (0..27).filter(move |&q| state.unsolved[b] >> q & 1 != 0);
    let fewest = (0..3)
        .flat_map(|b| open(b).map(move |q| count(b, q)))
        .filter(|&n| n >= 3)
        .min()?;
    let mut cells = [0u32; 3];
    for (b, mask) in cells.iter_mut().enumerate() {
        for q in open(b).filter(|&q| count(b, q) == fewest) {
            *mask |= 1 << q;
        }
    }
    Some(cells)
}

#[test]
fn fewest_candidates_agrees_with_a_cell_by_cell_count() {
    let mut checked = 0;
    for name in ["puzzles6_forum_hardest_1106.txt", "puzzles2_17_clue.txt"] {
        for (line, grid, _) in puzzle_lines(&data_file(name)).iter().take(200) {
            let Ok(mut state) = State::new(grid) else {
                panic!("{name}:{line}: the givens clash");
            };
            // Before propagation (counts up to 9), and after (the state a guess sees).
            for propagated in [false, true] {
                if propagated && state.propagate(true, ALL_WORDS).is_err() {
                    break;
                }
                if let Some(expected) = fewest_by_cells(&state) {
                    assert_eq!(state.fewest_candidates(), expected, "{name}:{line}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 300, "only {checked} states checked");
    let empty = State::new(&Grid::EMPTY).unwrap_or_else(|_| panic!("the empty grid"));
    assert_eq!(empty.fewest_candidates(), [(1 << 27) - 1; 3]);
}

/// The cell a guess takes, found cell by cell: of the open cells with two candidates (else
/// with the fewest), the first in cell order, or with `scored` the first of those with the
/// most open peers.
fn guess_by_cells(state: &State, scored: bool) -> (usize, u32) {
    let open = |cell: usize| state.unsolved[cell / 27] >> (cell % 27) & 1 != 0;
    let count = |cell: usize| {
        (0..9)
            .filter(|&d| state.cand[3 * d + cell / 27] >> (cell % 27) & 1 != 0)
            .count()
    };
    let fewest = (0..81).filter(|&c| open(c)).map(count).min().unwrap_or(0);
    let target = if (0..81).any(|c| open(c) && count(c) == 2) {
        2
    } else {
        fewest
    };
    let open_peers = |cell: usize| {
        let (r, c) = (cell / 9, cell % 9);
        (0..81)
            .filter(|&o| o != cell && open(o))
            .filter(|&o| o / 9 == r || o % 9 == c || (o / 27, o % 9 / 3) == (r / 3, c / 3))
            .count()
    };
    let mut best: Option<(usize, usize)> = None;
    for cell in (0..81).filter(|&c| open(c) && count(c) == target) {
        let score = if scored { open_peers(cell) } else { 0 };
        if best.is_none_or(|(_, s)| score > s) {
            best = Some((cell, score));
        }
    }
    let cell = best.map_or(0, |(cell, _)| cell);
    (cell / 27, (cell % 27) as u32)
}

/// The starting states of the first `n` puzzles of 1106 and of serg, each with its name for
/// messages.
fn sample_states(n: usize) -> Vec<(String, State)> {
    let mut states = Vec::new();
    for name in [
        "puzzles6_forum_hardest_1106.txt",
        "puzzles7_serg_benchmark.txt",
    ] {
        for (line, grid, _) in puzzle_lines(&data_file(name)).iter().take(n) {
            let what = format!("{name}:{line}");
            let Ok(state) = State::new(grid) else {
                panic!("{what}: the givens clash")
            };
            states.push((what, state));
        }
    }
    states
}

#[test]
fn guess_cell_agrees_with_a_cell_by_cell_choice() {
    let mut checked = 0;
    for (what, mut state) in sample_states(100) {
        // Down the path of each guess's first candidate.
        while let Ok(known) = state.propagate(true, ALL_WORDS) {
            if state.unsolved == [0; 3] {
                break;
            }
            for scored in [false, true] {
                let expected = guess_by_cells(&state, scored);
                assert_eq!(state.guess_cell(scored, known), expected, "{what} {scored}");
            }
            checked += 1;
            let (b, q) = state.guess_cell(true, known);
            let first = state.cell_words(b, q).trailing_zeros() as usize / 3;
            state.place(first, b, q);
        }
    }
    assert!(checked >= 300, "only {checked} states checked");
}

proptest! {
    /// The changed-words mask has bit `i` set exactly when word `i` differs.
    #[test]
    fn changed_words_marks_exactly_the_differing_words(
        seen in prop::array::uniform27(0u32..1 << 27),
        changes in prop::array::uniform27(prop::option::weighted(0.3, 1u32..1 << 27)),
    ) {
        let mut cand = seen;
        for (word, change) in cand.iter_mut().zip(changes) {
            *word ^= change.unwrap_or(0);
        }
        let mask = changed_words(&cand, &seen);
        for i in 0..27 {
            prop_assert_eq!(mask >> i & 1 == 1, cand[i] != seen[i], "word {}", i);
        }
        prop_assert_eq!(mask >> 27, 0);
    }
}

/// The words that differ between `a` and `b`, as bits `3 * d + b`.
fn differing(a: &[u32; 27], b: &[u32; 27]) -> u32 {
    (0..27).fold(0, |mask, i| mask | u32::from(a[i] != b[i]) << i)
}

/// The band update of word `i` as [`State::settle`] makes it: the word's rule, then its
/// hidden singles placed; what it changed as [`State::place_singles`] reports it.
fn update_band(state: &mut State, i: usize) -> Result<u32, Dead> {
    let singles = state.filter_word(i)?;
    Ok(if singles != 0 {
        state.place_singles(i, singles)
    } else {
        0
    })
}

/// `propagate` without the changed-word masks: every round of band updates runs on all 27
/// words, until a round changes nothing.
fn propagate_scanning(state: &mut State) -> Result<(), Dead> {
    loop {
        loop {
            let before = state.cand;
            for i in 0..27 {
                update_band(state, i)?;
            }
            if state.cand == before {
                break;
            }
        }
        if state.naked_singles(&mut Known::default())? != 0 {
            continue;
        }
        if state.unsolved == [0; 3] || state.stacks()? == 0 {
            return Ok(());
        }
    }
}

/// Each band update of a word of `state` reports exactly the other words it changed (the
/// native contract of [`State::place_singles`]).
fn check_update_masks(state: &State, what: &str) {
    for i in 0..27 {
        let mut updated = *state;
        if let Ok(mask) = update_band(&mut updated, i) {
            let changed = differing(&updated.cand, &state.cand) & !(1 << i);
            assert_eq!(mask, changed, "{what}: word {i}");
        }
    }
}

/// The stack pass reports exactly the digits whose words it changed (all three words of each).
fn check_stack_mask(state: &State, what: &str) {
    let mut after = *state;
    if let Ok(mask) = after.stacks() {
        let words = differing(&after.cand, &state.cand);
        let digits = (0..9).fold(0, |m, d| {
            m | if words >> (3 * d) & 7 != 0 {
                7 << (3 * d)
            } else {
                0
            }
        });
        assert_eq!(mask, digits, "{what}: the stack pass's mask");
    }
}

/// Propagates `state` both ways, with `dirty` and by full scans: the same outcome, and when
/// alive the same state.
fn propagate_both_ways(state: &mut State, dirty: u32, what: &str) -> Result<Known, Dead> {
    let mut scanned = *state;
    let (fast, slow) = (
        state.propagate(true, dirty),
        propagate_scanning(&mut scanned),
    );
    assert_eq!(fast.is_ok(), slow.is_ok(), "{what}");
    if fast.is_ok() {
        assert_eq!(
            (state.cand, state.unsolved),
            (scanned.cand, scanned.unsolved),
            "{what}"
        );
    }
    fast
}

/// The masks that `settle` starts from (after a guess, a naked single or the stack pass) and
/// the ones band updates return leave out no changed word: along guess paths, propagating
/// with them reaches the same state as updating every word every round, and each update's
/// mask is exact. A mask that missed a word would leave that word unsettled (a weaker state)
/// or settle it later (a different one).
#[test]
fn changed_word_masks_reach_the_state_of_full_scans() {
    let mut compared = 0;
    for (what, mut state) in sample_states(100) {
        check_update_masks(&state, &what);
        check_stack_mask(&state, &what);
        let mut dirty = ALL_WORDS;
        // Down the path of each cell's last candidate, as the search takes it.
        while let Ok(known) = propagate_both_ways(&mut state, dirty, &what) {
            compared += 1;
            if state.unsolved == [0; 3] {
                break;
            }
            let (b, q) = state.guess_cell(true, known);
            let words = state.cell_words(b, q);
            let Some(last) = words.checked_ilog2() else {
                break;
            };
            let d = last as usize / 3;
            let before = state.cand;
            state.place(d, b, q);
            dirty = placement_words(words, d);
            check_update_masks(&state, &what);
            check_stack_mask(&state, &what);
            let left_out = differing(&state.cand, &before) & !dirty;
            assert_eq!(left_out, 0, "{what}: a changed word left out");
        }
    }
    assert!(compared >= 300, "only {compared} states compared");
}

/// The entries of a 3 × 3 matrix (bit `3 * row + column`) that lie on a permutation inside
/// it, by trying the six permutations.
fn on_a_permutation(m: u32) -> u32 {
    tables::PERMUTATIONS.iter().fold(0, |kept, p| {
        let bits = (0..3).fold(0, |b, r| b | 1 << (3 * r + p[r]));
        if m & bits == bits {
            kept | bits
        } else {
            kept
        }
    })
}

/// The stack rule without tables keeps exactly the entries on a permutation, for every 3 × 3
/// matrix in each of the three places of a row triple, whatever the other two hold.
#[test]
fn on_permutations_keeps_exactly_the_entries_on_a_permutation() {
    let row = |m: u32, r: u32| (m >> (3 * r)) & 7;
    for place in 0..3 {
        for m in 0..512u32 {
            let others = [0o777, m ^ 0o525, m.rotate_left(4) & 0o777][place as usize];
            let rows: [u32; 3] = std::array::from_fn(|r| {
                let r = r as u32;
                (0..3).fold(0, |x, k| {
                    x | if k == place {
                        row(m, r)
                    } else {
                        row(others, r)
                    } << (3 * k)
                })
            });
            let kept = on_permutations(rows);
            let got = (0..3).fold(0, |x, r| {
                x | ((kept[r as usize] >> (3 * place)) & 7) << (3 * r)
            });
            assert_eq!(got, on_a_permutation(m), "matrix {m:#o} in place {place}");
        }
    }
}
