//! Sudoku Explainer's direct moves (Direct Pointing 1.7, Direct Claiming 1.9, Direct Hidden
//! Pair 2.0, Direct Hidden Triple 2.5): a pointing, claiming or hidden subset whose
//! eliminations leave a hidden single, which the step places.
//!
//! The pattern fixtures are built for this test from the empty grid (every candidate), removing
//! candidates until only the pattern stands; the expected placements and sentences were worked
//! out by hand from the definition, not copied from the engine. The published examples are the
//! 17-clue puzzles of Gordon Royle's collection that Sudoku Explainer itself rates 1.7 and 2.0
//! (`tests/data/se_ratings.txt`, measured with SukakuExplainer): their hardest step must be the
//! direct move SE names, at SE's score.

mod common;
use common::{cell, digit, only, open};
use solver_core::logic::{all_steps, next_step, Candidates, Role, Settings, Step};
use solver_core::{rate, Grid, House, Technique};

/// The one step of `technique` from `c`, which places `placed` (`r2c5=3`).
#[track_caller]
fn the_step(c: &Candidates, technique: Technique, placed: &str) -> Step {
    let steps = all_steps(c, technique, &Settings::default());
    let found: Vec<String> = steps.iter().map(|s| s.effect_tokens()).collect();
    assert_eq!(found, [placed], "{technique:?}");
    steps.into_iter().next().expect("one step")
}

/// Box 1's 3 only in r1c1 and r1c2 (row 1); box 2's 3 only in r1c5 and r2c5. The pointing
/// removes 3 from r1c5, which leaves box 2 one place for 3: r2c5.
fn pointing_fixture() -> Candidates {
    let mut c = open();
    only(&mut c, 3, House::box_(0), &["r1c1", "r1c2"]);
    only(&mut c, 3, House::box_(1), &["r1c5", "r2c5"]);
    c
}

#[test]
fn direct_pointing_places_the_single_it_leaves_in_another_box_of_its_line() {
    let c = pointing_fixture();
    let s = the_step(&c, Technique::DirectPointing, "r2c5=3");
    assert!(s.eliminations.is_empty(), "places one digit, nothing else");
    assert_eq!(s.evidence.houses.last(), Some(&House::box_(1)));
    let off: Vec<String> = s
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| format!("{}#{}", m.candidate.cell, m.candidate.digit))
        .collect();
    assert!(off.contains(&"r1c5#3".to_string()), "{off:?}");
    let e = s.explain();
    assert_eq!(e.nudge, "Look for Direct Pointing");
    assert_eq!(e.pointer, "Look for Direct Pointing of 3 in box 1");
    assert!(
        e.why
            .starts_with("In box 1, the 3 must go in r1c1 or r1c2, which both lie in row 1."),
        "{}",
        e.why
    );
    assert!(
        e.why
            .ends_with("That leaves r2c5 as the only place for 3 in box 2, so r2c5 is 3."),
        "{}",
        e.why
    );
    assert!(e.what.ends_with("r2c5 is 3."), "{}", e.what);
    // 1.7 comes before a naked single (2.3).
    let mut c = pointing_fixture();
    for d in 1..=8 {
        c.eliminate(cell("r9c9"), digit(d));
    }
    let first = next_step(&c).expect("a step");
    assert_eq!(first.technique, Technique::DirectPointing);
    assert_eq!(first.effect_tokens(), "r2c5=3");
}

#[test]
fn a_single_in_a_house_se_does_not_look_at_is_no_direct_move() {
    // Box 1's 3 in row 1 again, but the single it leaves is in column 5 (r1c5 or r6c5), not
    // in a box of row 1: SE does not call that direct, and neither do we.
    let mut c = open();
    only(&mut c, 3, House::box_(0), &["r1c1", "r1c2"]);
    only(&mut c, 3, House::column(4), &["r1c5", "r6c5"]);
    assert!(all_steps(&c, Technique::DirectPointing, &Settings::default()).is_empty());
    assert!(!all_steps(&c, Technique::Pointing, &Settings::default()).is_empty());
}

#[test]
fn direct_claiming_places_the_single_it_leaves_in_another_line_through_its_box() {
    // Row 2's 5 only in r2c1 and r2c2 (box 1); row 1's 5 only in r1c3 and r1c7. The claiming
    // removes 5 from r1c3: row 1's 5 is r1c7.
    let mut c = open();
    only(&mut c, 5, House::row(1), &["r2c1", "r2c2"]);
    only(&mut c, 5, House::row(0), &["r1c3", "r1c7"]);
    let s = the_step(&c, Technique::DirectClaiming, "r1c7=5");
    let e = s.explain();
    assert_eq!(e.nudge, "Look for Direct Claiming");
    assert!(
        e.why
            .starts_with("In row 2, the 5 must go in r2c1 or r2c2, which both lie in box 1."),
        "{}",
        e.why
    );
    assert!(
        e.why
            .ends_with("That leaves r1c7 as the only place for 5 in row 1, so r1c7 is 5."),
        "{}",
        e.why
    );
}

#[test]
fn direct_hidden_pair_and_triple_place_the_single_left_in_their_house() {
    // Row 1: 1 and 2 only in r1c1 and r1c2; 3 only in r1c2 and r1c5. The pair clears r1c2 of
    // 3, so row 1's 3 is r1c5.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c1", "r1c2"]);
    only(&mut c, 2, House::row(0), &["r1c1", "r1c2"]);
    only(&mut c, 3, House::row(0), &["r1c2", "r1c5"]);
    let s = the_step(&c, Technique::DirectHiddenPair, "r1c5=3");
    let e = s.explain();
    assert_eq!(e.nudge, "Look for a Direct Hidden Pair");
    assert!(
        e.why
            .starts_with("In row 1, the digits 1 and 2 have no place but r1c1 and r1c2"),
        "{}",
        e.why
    );
    assert!(e.why.contains("3 can be removed from r1c2"), "{}", e.why);
    assert!(
        e.why
            .ends_with("That leaves r1c5 as the only place for 3 in row 1, so r1c5 is 3."),
        "{}",
        e.why
    );
    // Box 9: 7, 8 and 9 only in r7c7, r8c8 and r9c9; 4 only in r7c7 and r8c9: r8c9 = 4.
    let mut c = open();
    for d in 7..=9 {
        only(&mut c, d, House::box_(8), &["r7c7", "r8c8", "r9c9"]);
    }
    only(&mut c, 4, House::box_(8), &["r7c7", "r8c9"]);
    let s = the_step(&c, Technique::DirectHiddenTriple, "r8c9=4");
    let e = s.explain();
    assert!(
        e.why
            .starts_with("In box 9, the digits 7, 8 and 9 have no place but r7c7, r8c8 and r9c9"),
        "{}",
        e.why
    );
    assert!(
        e.why
            .ends_with("That leaves r8c9 as the only place for 4 in box 9, so r8c9 is 4."),
        "{}",
        e.why
    );
}

/// The published 17-clue puzzles SE rates 1.7 and 2.0: their hardest step is SE's direct move,
/// at SE's score, and every direct step of the path places the solution's digit.
#[test]
fn puzzles_se_rates_as_direct_moves_rate_the_same() {
    let text = include_str!("data/se_ratings.txt");
    let mut seen = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((puzzle, er)) = line.split_once(' ') else {
            continue;
        };
        let want = match er.trim() {
            "1.7" => Technique::DirectPointing,
            "2.0" => Technique::DirectHiddenPair,
            _ => continue,
        };
        let grid: Grid = puzzle.parse().expect("a puzzle");
        let r = rate(&grid).expect("unique");
        assert_eq!(format!("{:.1}", r.score), er.trim(), "{puzzle}");
        assert_eq!(r.hardest, want, "{puzzle}");
        let solution = solver_core::solve(&grid).expect("solvable");
        let path = solver_core::logic::solve_logically(&grid);
        for s in path.steps.iter().filter(|s| s.technique == want) {
            assert_eq!(s.placements.len(), 1, "{puzzle}");
            let p = s.placements[0];
            assert_eq!(solution.get(p.cell), Some(p.digit), "{puzzle}");
        }
        seen += 1;
    }
    assert!(seen >= 10, "{seen} puzzles");
}
