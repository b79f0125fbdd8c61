//! Nice loops through grouped nodes (a digit's candidates in the two or three cells where a
//! box and a line cross, true when one of them is): continuous ones (grouped X-Cycles and
//! Cycles, Bidirectional Cycles scored 0.3 over a plain loop of their length) and
//! discontinuous ones (grouped AICs whose two ends are in one cell), on positions from the
//! paths of top1465 (found with `cargo run --release -p solver-core --example grouped_loops --
//! data/puzzles3_magictour_top1465.txt`) and one built by hand. Each effect is checked against
//! the puzzle's solution.

mod common;
use common::{data_file, digit, only, open};
use solver_core::logic::score::step_score_tenths;
use solver_core::logic::{all_steps, next_step, Candidates, Settings, Step};
use solver_core::{solver, Grid, House, PencilGrid, Technique};

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
