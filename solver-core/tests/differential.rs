//! Differential tests: the fast solver, dancing links and brute force agree on the
//! number of solutions (counted up to 2) and, when there is one, on the solution.
//!
//! Cases: puzzles of the data sets (the repository's `data/`, or the full sets in
//! `SUDOKU_DATA_DIR`: see `data/README.md`),
//! puzzles dug from seeded random solutions (`generator::random_solution`, then givens emptied
//! while the solution stays unique), and from each unique puzzle three variants:
//! - **fewer givens**: one to four givens emptied (often two or more solutions);
//! - **wrong digit**: a digit added to an empty cell that no peer holds but that differs from
//!   the solution: no visible clash, yet no solution (every solution of the new puzzle would
//!   solve the old one, whose only solution has another digit there);
//! - **clash**: a digit added next to the same digit in a house (illegal, no solution);
//!
//! and random subsets of random solutions (any number of solutions).
//!
//! Brute force has an iteration cap; it is compared only when it finished (found two
//! solutions or ended under the cap), and the test prints how many cases each engine was
//! compared on. The CI run (`differential_ci`) checks a few thousand cases; the long run is
//!
//! ```text
//! cargo test --release -p solver-core --test differential -- --ignored --nocapture
//! ```
//!
//! which checks up to 16,000 puzzles of each data set (every third of the full 17-clue and
//! forum_hardest_1905_11+ sets, all of the others and of the repository's subsets) with their
//! variants, 2,000 dug puzzles with theirs and 20,000 random subsets: over 10^5 cases on the
//! full sets (`SUDOKU_DATA_DIR`), 39,849 on the repository's `data/`.

mod common;
use common::data_file;
use solver_core::engines::brute::{self, BruteOptions};
use solver_core::engines::dlx::{self, DlxOptions};
use solver_core::engines::Outcome;
use solver_core::generator::random_solution;
use solver_core::rng::Rng;
use solver_core::{count_solutions, solve, Cell, Digit, Grid};
use std::time::Instant;

const DATA_FILES: [&str; 7] = [
    "hp71b-test-suite.txt",
    "wikipedia-hardest.txt",
    "puzzles3_magictour_top1465.txt",
    "puzzles6_forum_hardest_1106.txt",
    "puzzles7_serg_benchmark.txt",
    "puzzles2_17_clue.txt",
    "puzzles5_forum_hardest_1905_11+.txt",
];

/// About `n` puzzles of a data file, spread evenly over it (every `len / n`-th from the
/// first; all of them when it has `n` or fewer), so a full set and the repository's subset
/// give a sample of the same size.
fn puzzles(name: &str, n: usize) -> Vec<Grid> {
    let text = data_file(name);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert!(!lines.is_empty(), "{name}: no puzzles");
    lines
        .iter()
        .step_by((lines.len() / n.max(1)).max(1))
        .map(|l| Grid::parse_line_prefix(l).unwrap_or_else(|e| panic!("{name}: {l}: {e}")))
        .collect()
}

#[derive(Default, Debug)]
struct Tally {
    /// Puzzles taken from the data files (each checked, with its variants if it is unique).
    data_puzzles: u64,
    cases: u64,
    /// Cases with 0, 1 and 2+ solutions (by the fast solver, which the others matched).
    by_count: [u64; 3],
    /// Cases whose givens clash.
    clashing: u64,
    /// Cases where dancing links was compared (all of them).
    dlx_compared: u64,
    /// Cases where brute force finished under its cap and was compared.
    brute_compared: u64,
    /// Cases where brute force stopped at its cap (not compared on the count).
    brute_capped: u64,
}

/// A solution must be solved and keep the puzzle's givens.
fn assert_solves(puzzle: &Grid, solution: &Grid, what: &str) {
    assert!(
        solution.is_solved() && puzzle.is_extended_by(solution),
        "{what}: {solution} does not solve {puzzle}"
    );
}

/// Runs the three engines on `puzzle` and checks that they agree. `expected`, when known
/// independently (a variant built to have no solution), must be the count too.
fn check(puzzle: &Grid, expected: Option<usize>, brute_cap: u64, tally: &mut Tally) {
    let fast = count_solutions(puzzle, 2);
    if let Some(expected) = expected {
        assert_eq!(fast, expected, "fast solver count of {puzzle}");
    }
    let first = solve(puzzle);
    assert_eq!(first.is_some(), fast > 0, "solve vs count on {puzzle}");
    if let Some(s) = &first {
        assert_solves(puzzle, s, "fast solver");
    }
    let clashing = !puzzle.conflicts().is_empty();
    if clashing {
        assert_eq!(fast, 0, "clashing givens have no solution: {puzzle}");
    }

    // Dancing links: count up to 2, keep both solutions.
    let dlx = dlx::solve(
        puzzle,
        &DlxOptions {
            limit: 2,
            keep: 2,
            ..DlxOptions::default()
        },
    );
    assert_eq!(dlx.stats.solutions, fast as u64, "dlx count of {puzzle}");
    match fast {
        0 => {
            let expected_outcome = if clashing {
                Outcome::Illegal
            } else {
                Outcome::NoSolution
            };
            assert_eq!(dlx.outcome, expected_outcome, "dlx on {puzzle}");
        }
        _ => {
            assert_eq!(dlx.outcome, Outcome::Solved, "dlx on {puzzle}");
            for s in &dlx.stats.found {
                assert_solves(puzzle, s, "dlx");
            }
            if fast == 1 {
                assert_eq!(Some(dlx.grid), first, "dlx solution of {puzzle}");
            } else {
                assert_eq!(dlx.stats.found.len(), 2);
                assert_ne!(dlx.stats.found[0], dlx.stats.found[1], "{puzzle}");
            }
        }
    }
    tally.dlx_compared += 1;

    // Brute force: count up to 2 under a cap.
    let brute = brute::solve(
        puzzle,
        &BruteOptions {
            max_iterations: brute_cap,
            limit: 2,
            log_cap: 0,
        },
    );
    if brute.stats.solutions > 0 {
        assert_solves(puzzle, &brute.grid, "brute force");
    }
    let finished = brute.outcome != Outcome::GaveUp
        && (brute.stats.solutions >= 2 || brute.stats.iterations < brute_cap);
    if finished {
        assert_eq!(
            brute.stats.solutions, fast as u64,
            "brute count of {puzzle}"
        );
        match fast {
            0 if clashing => assert_eq!(brute.outcome, Outcome::Illegal),
            0 => assert_eq!(brute.outcome, Outcome::NoSolution),
            1 => assert_eq!(Some(brute.grid), first, "brute solution of {puzzle}"),
            _ => {}
        }
        tally.brute_compared += 1;
    } else {
        assert!(brute.stats.solutions < 2);
        tally.brute_capped += 1;
    }

    tally.cases += 1;
    tally.by_count[fast.min(2)] += 1;
    tally.clashing += u64::from(clashing);
}

/// A unique puzzle dug from a random solution: givens emptied in random order while the
/// solution stays unique.
fn dug_puzzle(rng: &mut Rng) -> Grid {
    let solution = random_solution(rng);
    let mut puzzle = solution;
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    for i in order {
        let cell = Cell::from_index(i);
        let kept = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(cell, kept);
        }
    }
    puzzle
}

/// A random subset of `n` cells of a random solution.
fn random_subset(rng: &mut Rng, n: usize) -> Grid {
    let solution = random_solution(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut puzzle = Grid::EMPTY;
    for &i in &order[..n] {
        let cell = Cell::from_index(i);
        puzzle.set(cell, solution.get(cell));
    }
    puzzle
}

/// Checks a unique puzzle and its three variants.
fn check_with_variants(puzzle: &Grid, rng: &mut Rng, brute_cap: u64, tally: &mut Tally) {
    check(puzzle, None, brute_cap, tally);
    let Some(solution) = solve(puzzle) else {
        return;
    };
    if count_solutions(puzzle, 2) != 1 {
        return;
    }
    let filled: Vec<Cell> = puzzle.filled().iter().collect();
    let empty: Vec<Cell> = Cell::all().filter(|&c| puzzle.get(c).is_none()).collect();

    // Fewer givens.
    let mut fewer = *puzzle;
    for _ in 0..=rng.below(4) {
        let cell = filled[rng.index(filled.len())];
        fewer.set(cell, None);
    }
    check(&fewer, None, brute_cap, tally);

    // A wrong digit that clashes with no peer: no solution.
    let start = rng.index(empty.len().max(1));
    let wrong = (0..empty.len()).find_map(|k| {
        let cell = empty[(start + k) % empty.len()];
        let seen: Vec<u8> = cell
            .peers()
            .iter()
            .filter_map(|p| puzzle.get(p).map(Digit::get))
            .collect();
        let right = solution.get(cell).map(Digit::get);
        (1..=9u8)
            .find(|d| Some(*d) != right && !seen.contains(d))
            .map(|d| (cell, d))
    });
    if let Some((cell, d)) = wrong {
        let mut broken = *puzzle;
        broken.set(cell, Digit::new_checked(d));
        assert!(broken.conflicts().is_empty());
        check(&broken, Some(0), brute_cap, tally);
    }

    // A clash: an empty cell gets the digit of one of its given peers.
    if let Some(&cell) = empty.get(rng.index(empty.len().max(1))) {
        if let Some(d) = cell.peers().iter().find_map(|p| puzzle.get(p)) {
            let mut clash = *puzzle;
            clash.set(cell, Some(d));
            assert!(!clash.conflicts().is_empty());
            check(&clash, Some(0), brute_cap, tally);
        }
    }
}

/// The whole run: about `per_file` puzzles of each data file with their variants, `dug` dug
/// puzzles with their variants, `subsets` random subsets.
fn run(per_file: usize, dug: u64, subsets: u64, brute_cap: u64) -> Tally {
    let start = Instant::now();
    let mut tally = Tally::default();
    let mut rng = Rng::new(20261122);
    for name in DATA_FILES {
        // `per_file` is above 19, so the two small files (the multiple-solution and named
        // cases) are taken whole.
        for puzzle in puzzles(name, per_file) {
            check_with_variants(&puzzle, &mut rng, brute_cap, &mut tally);
            tally.data_puzzles += 1;
        }
    }
    for seed in 0..dug {
        let mut rng = Rng::new(seed);
        let puzzle = dug_puzzle(&mut rng);
        assert_eq!(count_solutions(&puzzle, 2), 1);
        check_with_variants(&puzzle, &mut rng, brute_cap, &mut tally);
    }
    for seed in 0..subsets {
        let mut rng = Rng::new(1_000_000 + seed);
        let n = 17 + rng.index(30);
        check(&random_subset(&mut rng, n), None, brute_cap, &mut tally);
    }
    println!(
        "differential: {} cases ({} no solution, {} unique, {} two or more; {} clashing) in {:.1} s; \
         compared: fast solver {}, dancing links {}, brute force {} ({} stopped at its cap of {} iterations)",
        tally.cases,
        tally.by_count[0],
        tally.by_count[1],
        tally.by_count[2],
        tally.clashing,
        start.elapsed().as_secs_f64(),
        tally.cases,
        tally.dlx_compared,
        tally.brute_compared,
        tally.brute_capped,
        brute_cap,
    );
    tally
}

#[test]
fn differential_ci() {
    let tally = run(150, 200, 1000, 1_000_000);
    // 150 or all of each of the 7 files (4 and 15 in the small ones), spread over the set.
    assert!(tally.data_puzzles >= 5 * 150 + 19, "{tally:?}");
    assert!(tally.cases >= 2000, "{tally:?}");
    // Every kind of case is reached, or the comparison proves little.
    assert!(tally.by_count.iter().all(|&n| n >= 100), "{tally:?}");
    assert!(tally.clashing >= 100, "{tally:?}");
    assert!(tally.brute_compared * 2 >= tally.cases, "{tally:?}");
}

#[test]
#[ignore = "long: 4 * 10^4 cases (10^5 on the full sets); run with --release -- --ignored --nocapture"]
fn differential_long() {
    let tally = run(16_000, 2000, 20_000, 1_000_000);
    // Every puzzle of the repository's data/ (3,339), every third of the large full sets.
    assert!(tally.data_puzzles >= 3339, "{tally:?}");
    // A data puzzle gives one case at least (itself), a dug one two (itself and fewer givens),
    // a random subset one.
    assert!(
        tally.cases >= tally.data_puzzles + 2 * 2000 + 20_000,
        "{tally:?}"
    );
    assert!(tally.by_count.iter().all(|&n| n >= 1000), "{tally:?}");
}

/// The harness is live: a wrong independent expectation fails it.
#[test]
#[should_panic(expected = "fast solver count")]
fn a_wrong_expectation_fails() {
    let mut rng = Rng::new(7);
    let puzzle = dug_puzzle(&mut rng);
    check(&puzzle, Some(0), 1000, &mut Tally::default());
}
