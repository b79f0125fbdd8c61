//! Continuous nice loops (Sudoku Explainer's Bidirectional Cycles): positions built for this
//! test from the empty grid with every candidate (the expected eliminations worked out by
//! hand from the loop: one of its two halves is true, so a candidate that clashes with a node
//! of each half is false), and their score by SE's rule (6.5 for one digit's loop or a loop
//! of bivalue cells, 7.0 for others, plus the length rule on the nodes less two).
//!
//! Then loops through grouped nodes (a digit's candidates in the two or three cells where a
//! box and a line cross, true when one of them is): continuous ones (grouped X-Cycles and
//! Cycles, scored 0.3 over a plain loop of their length) and discontinuous ones (grouped AICs
//! whose two ends are in one cell), on one position built by hand and positions from the
//! paths of top1465 (found with `cargo run --release -p solver-core --example grouped_loops --
//! data/puzzles3_magictour_top1465.txt`), each effect checked against the puzzle's solution.

mod common;
#[cfg(feature = "cli")]
use common::sudoku;
use common::{cell, data_file, digit, only, open};
use solver_core::logic::score::step_score_tenths;
use solver_core::logic::{all_steps, next_step, Candidates, Notation, Settings, Step};
use solver_core::{solver, Grid, House, PencilGrid, Technique};

/// Keeps only `digits` (e.g. "12") as candidates of `at`.
fn keep(c: &mut Candidates, at: &str, digits: &str) {
    let dropped = (1..=9u8).filter(|d| !digits.contains(char::from(b'0' + d)));
    dropped.for_each(|d| c.eliminate(cell(at), digit(d)));
}

/// The step's effect tokens (`r1c2<>2`), sorted.
fn effect(step: &Step) -> Vec<String> {
    let mut t: Vec<String> = step
        .effect_tokens()
        .split_whitespace()
        .map(String::from)
        .collect();
    t.sort();
    t
}

/// Bivalue r1c1 {12}, r1c5 {23}, r5c5 {34}, and r5c1 with `last`.
fn ring(last: &str) -> Candidates {
    let mut c = open();
    for (at, ds) in [
        ("r1c1", "12"),
        ("r1c5", "23"),
        ("r5c5", "34"),
        ("r5c1", last),
    ] {
        keep(&mut c, at, ds);
    }
    c
}

/// `rXcY<>d` for each cell of `line` (a row `r5` or a column `c1`) but `skip`.
fn house_but(line: &str, d: u8, skip: &[usize]) -> Vec<String> {
    let (kind, n) = line.split_at(1);
    (1..=9)
        .filter(|i| !skip.contains(i))
        .map(|i| match kind {
            "r" => format!("r{n}c{i}<>{d}"),
            _ => format!("r{i}c{n}<>{d}"),
        })
        .collect()
}

/// Four bivalue cells in a ring, r1c1 {12}, r1c5 {23}, r5c5 {34}, r5c1 {41}: either 1, 3 at
/// r1c1, r5c5 and 2, 4 at r1c5, r5c1 hold, or the other four. So row 1 loses 2 outside the
/// loop, column 5 loses 3, row 5 loses 4, column 1 loses 1.
fn y_ring() -> Candidates {
    ring("14")
}

#[test]
fn a_ring_of_bivalue_cells_is_a_y_cycle_and_the_next_step() {
    let c = y_ring();
    let mut want = house_but("r1", 2, &[1, 5]);
    want.extend(house_but("c5", 3, &[1, 5]));
    want.extend(house_but("r5", 4, &[1, 5]));
    want.extend(house_but("c1", 1, &[1, 5]));
    want.sort();
    let step = next_step(&c).expect("a step");
    assert_eq!(step.technique, Technique::NiceLoop);
    assert_eq!(effect(&step), want);
    assert_eq!(step.technique.name(), "Bidirectional Cycle");
    // Eight nodes: 6.5 plus the length rule on six.
    assert_eq!(step.evidence.links.len(), 8);
    assert_eq!(step_score_tenths(&step), 66);
    // Each XY-Chain reaching one of these eliminations has seven links and scores 6.8.
    let chains = all_steps(&c, Technique::XyChain, &Settings::default());
    assert!(chains.iter().all(|s| step_score_tenths(s) > 66));
}

#[test]
fn a_loop_is_walked_link_by_link_back_to_its_start() {
    let step = next_step(&y_ring()).expect("a step");
    let e = step.explain_in(Notation::RowColumn);
    // A line per strong link (with its weak link), then the closing line.
    assert_eq!(e.walk.len(), 5, "{:#?}", e.walk);
    let first = step.evidence.links.first().expect("links").from;
    let last = step.evidence.links.last().expect("links").to;
    assert_eq!(first, last, "the loop closes on its start");
    assert!(
        e.walk[4].text.contains("one of the two halves"),
        "{}",
        e.walk[4].text
    );
    assert!(e.why.contains("round the loop"), "{}", e.why);
    let linked: Vec<u16> = e.walk.iter().flat_map(|l| l.links.clone()).collect();
    assert_eq!(linked, (0..8).collect::<Vec<u16>>());
}

#[test]
fn one_digits_ring_is_an_x_cycle() {
    // 5 only at r1c1, r1c5 in row 1, r4c5, r4c8 in row 4, r7c8, r7c1 in row 7: the columns
    // join them in a ring of six. Either r1c1, r4c5, r7c8 hold 5 or r1c5, r4c8, r7c1 do, so
    // columns 1, 5 and 8 lose 5 outside the ring.
    let mut c = open();
    only(&mut c, 5, House::row(0), &["r1c1", "r1c5"]);
    only(&mut c, 5, House::row(3), &["r4c5", "r4c8"]);
    only(&mut c, 5, House::row(6), &["r7c8", "r7c1"]);
    let mut want = house_but("c1", 5, &[1, 4, 7]);
    want.extend(house_but("c5", 5, &[1, 4, 7]));
    want.extend(house_but("c8", 5, &[1, 4, 7]));
    want.sort();
    let steps = all_steps(&c, Technique::NiceLoop, &Settings::default());
    let step = steps
        .iter()
        .find(|s| effect(s) == want)
        .unwrap_or_else(|| panic!("{:?}", steps.iter().map(effect).collect::<Vec<_>>()));
    assert_eq!(step.evidence.links.len(), 6);
    assert_eq!(step_score_tenths(step), 65);
}

#[test]
fn a_broken_ring_is_no_loop() {
    // r5c1 with three digits: the ring is open, no loop.
    let c = ring("147");
    let steps = all_steps(&c, Technique::NiceLoop, &Settings::default());
    assert!(
        steps.is_empty(),
        "{:?}",
        steps.iter().map(effect).collect::<Vec<_>>()
    );
}

/// The tokens of `text`, sorted.
fn tokens(text: &str) -> Vec<String> {
    let mut t: Vec<String> = text.split_whitespace().map(String::from).collect();
    t.sort();
    t
}

/// The position of a 729-character candidate line.
fn position(line: &str) -> Candidates {
    PencilGrid::parse(line)
        .expect("a candidate line")
        .to_candidates()
}

/// Checks that `puzzle` is in top1465, that `c` agrees with its solution, and that the
/// solution keeps no candidate `step` removes.
#[track_caller]
fn removals_are_true(puzzle: &str, c: &Candidates, step: &Step) {
    let file = data_file("puzzles3_magictour_top1465.txt");
    assert!(file.lines().any(|l| l.trim() == puzzle), "{puzzle}");
    let grid = Grid::parse_line_prefix(puzzle).expect("a puzzle");
    let solver::Solutions::Unique(solution) = solver::solutions(&grid) else {
        panic!("{puzzle} has one solution");
    };
    for cell in solver_core::Cell::all() {
        let Some(d) = solution.get(cell) else {
            panic!("the solution is full");
        };
        assert!(c.candidates(cell).contains(d) || c.value(cell) == Some(d));
    }
    assert!(!step.eliminations.is_empty());
    for x in &step.eliminations {
        assert_ne!(solution.get(x.cell), Some(x.digit), "{x:?} is the solution");
    }
}

#[test]
fn a_grouped_x_cycle_removes_what_sees_a_node_of_each_half() {
    // 5 in column 5 only at r4c5, r5c5 (a group) and r8c5; in column 6 only at r6c6 and r8c6.
    // r8c5 = {r4c5 r5c5} - r6c6 = r8c6 - r8c5: either r8c5 and r6c6 hold 5, or the group and
    // r8c6 do. So box 5 loses 5 outside the group and r6c6, and row 8 and box 8 outside r8c5
    // and r8c6.
    let mut c = open();
    only(&mut c, 5, House::column(4), &["r4c5", "r5c5", "r8c5"]);
    only(&mut c, 5, House::column(5), &["r6c6", "r8c6"]);
    let want = tokens(
        "r4c4<>5 r5c4<>5 r6c4<>5 r7c4<>5 r9c4<>5 \
         r8c1<>5 r8c2<>5 r8c3<>5 r8c4<>5 r8c7<>5 r8c8<>5 r8c9<>5",
    );
    let steps = all_steps(&c, Technique::NiceLoop, &Settings::default());
    let step = steps
        .iter()
        .find(|s| effect(s) == want)
        .unwrap_or_else(|| panic!("{:?}", steps.iter().map(effect).collect::<Vec<_>>()));
    assert_eq!(step.evidence.links.len(), 4);
    assert_eq!(step.evidence.groups.len(), 1);
    assert_eq!(step.evidence.digits.len(), 1);
    // 6.5 for a loop of one digit, plus 0.3 for the group.
    assert_eq!(step_score_tenths(step), 68);
    let group = &step.evidence.groups[0];
    assert_eq!((group.digit, group.cells.len()), (digit(5), 2));
}

#[test]
fn a_discontinuous_grouped_loop_on_one_candidate_places_it() {
    // 5 in column 5 only at r4c5, r5c5 (a group) and r8c5; in row 6 only at r6c6 and r6c9; in
    // row 8 only at r8c5 and r8c9. If r8c5 is not 5, the group is, so r6c6 is not (box 5),
    // r6c9 is, r8c9 is not (column 9), and r8c5 is: a grouped X-Chain from r8c5 to itself, the
    // one chain that places it (its only strong links are to the group and r8c9).
    let mut c = open();
    only(&mut c, 5, House::column(4), &["r4c5", "r5c5", "r8c5"]);
    only(&mut c, 5, House::row(5), &["r6c6", "r6c9"]);
    only(&mut c, 5, House::row(7), &["r8c5", "r8c9"]);
    let steps = all_steps(&c, Technique::XChain, &Settings::default());
    let step = steps
        .iter()
        .find(|s| effect(s) == ["r8c5=5"])
        .unwrap_or_else(|| panic!("{:?}", steps.iter().map(effect).collect::<Vec<_>>()));
    let first = step.evidence.links.first().expect("links").from;
    let last = step.evidence.links.last().expect("links").to;
    assert_eq!((first, last), (first, first), "both ends are r8c5");
    assert_eq!(step.evidence.links.len(), 5);
    assert_eq!(step.evidence.groups.len(), 1);
    // An X-Chain of three strong links, 5.4, plus 0.3 for the group (SE's 5.7).
    assert_eq!(step_score_tenths(step), 57);
}

/// top1465's puzzle on line 15 of the file, and the position on its path before step 26.
const CYCLE_PUZZLE: &str =
    "6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..";
const CYCLE_POSITION: &str = ".....6.......5.7..........9.234......2345.....2345....1.34..7..12.45...........8..23..........5..8..23............7.....45..8.1...........4.6..9...456..9....56..9...4.........5.78.1.............6..9.23.5..8......6..9..3...7...2..5.....2..5.7..1...5.7..........9.......8.123...........6....23.5.7..1.....7..12..........4.....1...5.7...2..........4.6...1..4...891..45.7.....45.7891....6789..3......1....67.91.....7....3.........4.6...12.4...8912.4..7...2.4..7.9....5.........6.89.2...67.9.23.....91.........23..........5......34.......34.6.8....4.6.89......7....3..6..9.......8....4.6.......5.7..1234.6...........9.234.67..1..4.6......456...1.3.56.....3.....9...4.6.......5.7..1.34.6.8.1.34..7....34.678..2..........456.891.3.56..9";

/// top1465's puzzle on line 23 of the file, and the position on its path before step 34.
const AIC_PUZZLE: &str =
    "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";
const AIC_POSITION: &str = "....56..9....56.89.....6.8.......7...2.........3...........6..9...4.....1..........3.....9......7...2.4........4...891.............6....2.....89.23.5.....2..5......3..6..91.........2.4.........5.......4...8....4...89.2...6.89.23..67...2...67...2.........3.56.........7.....4....9....56...1..........34.6..........8....456..91...56.......56.8.1....6.8...3.........456.8..2.4...89......7...2..56....2.456..9...4.......3.56.8.........9.2.....8.....5678..2....78..23..6...1.........2..56.........7.9.2.4....9....5.........6......4..78..2.4..78.1.........2......9..3.............8..2...6.....3......1................9....5.....2.4.6....2...67...2.4.67..1....67.9.2.4.6..91....6....2.4.......3.......2.4..7......5.....2...6..9.......8.";

#[test]
fn a_grouped_cycle_is_the_next_step_with_its_exact_removals_and_score() {
    let c = position(CYCLE_POSITION);
    let step = next_step(&c).expect("a step");
    assert_eq!(step.technique, Technique::NiceLoop);
    assert_eq!(
        effect(&step),
        tokens("r3c9<>5 r4c1<>1 r4c4<>1 r5c7<>1 r5c7<>7 r5c9<>1")
    );
    // Digits 1, 2 and 7 with a group of two 7s: a Cycle of 8 nodes, 7.0 plus the length rule
    // on six (0.1), plus 0.3 for the group.
    assert_eq!(step.evidence.links.len(), 8);
    assert_eq!(step.evidence.digits.len(), 3);
    assert_eq!(step.evidence.groups.len(), 1);
    assert_eq!(step_score_tenths(&step), 74);
    let first = step.evidence.links.first().expect("links").from;
    let last = step.evidence.links.last().expect("links").to;
    assert_eq!(first, last, "the loop closes on its start");
    removals_are_true(CYCLE_PUZZLE, &c, &step);
}

#[test]
fn a_discontinuous_grouped_loop_is_a_grouped_aic_whose_ends_share_a_cell() {
    let c = position(AIC_POSITION);
    let step = next_step(&c).expect("a step");
    assert_eq!(step.technique, Technique::Aic);
    assert_eq!(effect(&step), tokens("r5c9<>2 r5c9<>5 r5c9<>6"));
    let first = step.evidence.links.first().expect("links").from;
    let last = step.evidence.links.last().expect("links").to;
    assert_eq!(first.cell, last.cell, "both ends in one cell");
    assert_ne!(first.digit, last.digit);
    assert!(!step.evidence.groups.is_empty());
    assert_eq!(step.evidence.links.len(), 5);
    assert_eq!(step_score_tenths(&step), 74);
    removals_are_true(AIC_PUZZLE, &c, &step);
}

/// `sudoku steps --why` tells the grouped Cycle of [`CYCLE_PUZZLE`] link by link, the group
/// named by its cells (the page's walk reads the same lines). Checked by hand on the grid.
#[cfg(feature = "cli")]
#[test]
fn a_grouped_cycle_is_told_link_by_link_with_its_group_named_by_cells() {
    let (ok, out, err) = sudoku(&["steps", "--why"], &format!("{CYCLE_PUZZLE}\n"));
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let first = "Bidirectional Cycle r3c9<>5 r4c1<>1 r4c4<>1 r5c7<>1 r5c7<>7 r5c9<>1";
    let start = lines
        .iter()
        .position(|l| *l == first)
        .unwrap_or_else(|| panic!("no step {first:?} in:\n{out}"));
    assert_eq!(
        lines[start..start + 11],
        [
            "Bidirectional Cycle r3c9<>5 r4c1<>1 r4c4<>1 r5c7<>1 r5c7<>7 r5c9<>1",
            "  Nudge: Look for a Bidirectional Cycle",
            "  Where: Look for a Bidirectional Cycle on 1, 2 and 7",
            "  What: Bidirectional Cycle of 8 links through r3c9: 1 can be removed from r4c1, r4c4, r5c7 and r5c9; 5 can be removed from r3c9; 7 can be removed from r5c7.",
            "  Why: If r3c9 is not 2, following the 8 links round the loop comes back to it, so every other candidate of the loop is true; if it is, the others are. One half of the loop is true either way, and 1 can be removed from r4c1, r4c4, r5c7 and r5c9; 5 can be removed from r3c9; 7 can be removed from r5c7.",
            "  - If r3c9 is not 2, r6c9 must be 2 (the only other place for 2 in column 9), so r4c8 is not 2 (it shares box 6 with r6c9).",
            "  - Then r4c8 must be 1 (the cell holds only 1 and 2), so r4c7 is not 1 (it shares row 4 with r4c8).",
            "  - Then r4c7 must be 7 (the cell holds only 1 and 7), so neither r1c7 nor r3c7 is 7 (they share column 7 with r4c7).",
            "  - Then r3c9 must be 7 (the only other place for 7 in box 3), so r3c9 is not 2 (a cell holds one digit).",
            "  - The loop is back where it began: r3c9 is not 2, as first supposed, so the loop holds together. Starting from \"r3c9 is 2\" instead, every link turns the other way. So one of the two halves of the loop is true, and a candidate that clashes with a candidate of each half is false. 1 can be removed from r4c1, r4c4, r5c7 and r5c9; 5 can be removed from r3c9; 7 can be removed from r5c7.",
            "  Chain: (2)r3c9=(2)r6c9-(2)r4c8=(1)r4c8-(1)r4c7=(7)r4c7-(7)r13c7=(7)r3c9-(2)r3c9",
        ]
    );
}
