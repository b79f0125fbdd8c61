//! Nishio (Sudoku Explainer's Nishio Forcing Chain, 7.5 plus the length rule), and the forcing
//! chain whose highlighted cells once named a place its branches left out.
//!
//! The Nishio fixture is built for this test from the empty grid (every candidate), removing
//! candidates of one digit until only the pattern stands; the expected chain was worked out by
//! hand, not copied from the engine.

mod common;
use common::{cell, digit, only};
use solver_core::logic::{all_steps, next_step, Candidates, Role, Settings};
use solver_core::rating::step_score_tenths;
use solver_core::{Cell, Grid, House, Technique};

/// The 1s: box 2 only r1c5 and r2c4, box 3 only r2c8 and r3c7, row 5 only r5c1, r5c4 and r5c7.
/// If r1c1 were 1: row 3 loses r3c1-r3c3 (box 1), so its 1 is r3c7; row 5 loses r5c1 (column
/// 1, to r1c1) and r5c7 (column 7, to r3c7), so its 1 is r5c4; then box 2's places r1c5 (row
/// 1, to r1c1) and r2c4 (column 4, to r5c4) are gone: box 2 has no place for 1. (Houses are
/// read rows, then columns, then boxes, again until nothing changes: row 5 comes before row 2
/// is read again, and box 2 empties in the same round.) Row 7's 1 is forced too (only r7c1 and
/// r7c9, and r7c1 sees r1c1), but box 2's emptying does not rest on it: the step leaves it out.
#[test]
fn nishio_follows_one_digit_to_a_house_with_no_place() {
    let mut c = Candidates::from_grid(&Grid::EMPTY);
    only(&mut c, 1, House::box_(1), &["r1c5", "r2c4"]);
    only(&mut c, 1, House::box_(2), &["r2c8", "r3c7"]);
    only(&mut c, 1, House::row(4), &["r5c1", "r5c4", "r5c7"]);
    only(&mut c, 1, House::row(6), &["r7c1", "r7c9"]);
    let steps = all_steps(&c, Technique::Nishio, &Settings::default());
    let s = steps
        .iter()
        .find(|s| s.effect_tokens() == "r1c1<>1")
        .expect("a Nishio on r1c1");
    assert_eq!(s.placements.len(), 0, "one conclusion: the elimination");
    assert_eq!(s.evidence.cells, [cell("r1c1"), cell("r3c7"), cell("r5c4")]);
    assert_eq!(s.evidence.houses.last(), Some(&House::box_(1)));
    let e = s.explain();
    assert_eq!(e.pointer, "Look for a Nishio on 1 from r1c1");
    assert_eq!(
        e.what,
        "Nishio: if r1c1 were 1, 1 would have no place left in box 2; so 1 can be removed from r1c1."
    );
    let walk: Vec<(Option<u8>, &str, Vec<u16>)> = e
        .walk
        .iter()
        .map(|l| (l.branch, l.text.as_str(), l.links.clone()))
        .collect();
    assert_eq!(
        walk,
        [
            (
                Some(0),
                "Suppose r1c1 is 1, and follow the 1s only (each row, column and box holds one 1).",
                vec![]
            ),
            (
                Some(0),
                "Then the 1 of row 3 must go in r3c7 (r3c1, r3c2 and r3c3 see r1c1).",
                vec![0, 1, 2, 3]
            ),
            (
                Some(0),
                "Then the 1 of row 5 must go in r5c4 (r5c1 sees r1c1 and r5c7 sees r3c7).",
                vec![4, 5, 6]
            ),
            (
                Some(0),
                "Then 1 has no place left in box 2 (r1c5 sees r1c1 and r2c4 sees r5c4).",
                vec![7, 8]
            ),
            (
                None,
                "That cannot be, so r1c1 is not 1: 1 can be removed from r1c1.",
                vec![]
            ),
        ]
    );
    // 9 links (3 + 1, 2 + 1, 2). SE's 7.5 plus the length rule on the contradiction's
    // ancestors, counted by hand: r3c7 placed rests on itself, r3c1-r3c3 removed and r1c1 (5);
    // r5c4 placed on itself, r5c1 and r5c7 removed, and r3c7's 5 (8). Box 2: r2c4 both placed
    // (itself, r1c5 removed, r1c1: 3) and removed (itself and r5c4's 8: 9), 12 in all (r1c5's
    // two sides count 10 + 2, as many). 12 less two passes 4, 6 and 8: 7.8.
    assert_eq!(s.evidence.links.len(), 9);
    assert_eq!(s.evidence.chain_length, 10);
    assert_eq!(step_score_tenths(s), 78);
    // Every elimination the detector reports on this grid empties a house when its 1 is
    // placed and hidden singles of 1 are followed by a second, naive walk.
    for s in &steps {
        let x = s.eliminations[0];
        assert!(naive_nishio(&c, x.cell), "{}", s.effect_tokens());
    }
}

/// Places 1 at `at` and repeats hidden singles of 1 until a house has no place (true) or
/// nothing changes (false).
fn naive_nishio(c: &Candidates, at: Cell) -> bool {
    let one = digit(1);
    let mut c = c.clone();
    c.place(at, one);
    loop {
        let mut changed = false;
        for h in House::all() {
            if !(c.cells_holding(one) & h.cells()).is_empty() {
                continue;
            }
            let places = c.cells_with_in(one, h);
            match places.len() {
                0 => return true,
                1 => {
                    let p = places.first().expect("one place");
                    c.place(p, one);
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            return false;
        }
    }
}

/// The forcing chain on this puzzle takes the 1 of row 8, which has three places: r8c3, r8c5
/// and r8c6. A 1 in r8c3 leads to a contradiction, so only r8c5 and r8c6 are branches: the
/// step highlights those two (not r8c3) and says why r8c3 is left out. Leaving a branch out
/// for its contradiction is the dynamic search's doing (the static one keeps every branch).
#[test]
fn a_house_forcing_chain_highlights_its_branches_and_names_the_place_left_out() {
    let grid: Grid =
        ".......4...2..4..1.7..5..9...3..7....4..6....69.1..8..32....1..85.9...6.....8...3"
            .parse()
            .expect("a puzzle");
    let c = Candidates::from_grid(&grid);
    let s = next_step(&c).expect("a step");
    assert_eq!(s.technique, Technique::DynamicForcingChain);
    assert_eq!(s.evidence.cells, [cell("r8c5"), cell("r8c6")]);
    let off: Vec<Cell> = s
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| m.candidate.cell)
        .collect();
    assert_eq!(off, [cell("r8c3")]);
    let why = s.explain().why;
    assert!(
        why.starts_with(
            "The 1 of row 8 goes in r8c5 or r8c6 (a 1 in r8c3 leads to a contradiction when assumed, so it is left out)."
        ),
        "{why}"
    );
}
