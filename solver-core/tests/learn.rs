//! Learn: the lessons' words, the worked examples and the bank (the coach's simplest step is
//! exactly the shown one), drills (deterministic, distinct), and the check of a move on a real
//! X-Wing position, its expectations worked out from the position by the test itself.

use solver_core::learn::{
    self, bank, bank_lines, candidates_of, check, drill, examples, feedback, lesson, lessons,
    Attempt, Exercise, Family, Verdict,
};
use solver_core::logic::{next_step_with, score::technique_rating, Notation, Settings};
use solver_core::{solve, Candidate, Cell, Digit, Technique};
use std::collections::HashSet;

const UNIQUE: Settings = Settings {
    assume_unique: true,
};

/// The techniques Learn teaches: every one the coach gives, less those the engine never
/// picks as the simplest step (see `never_simplest`).
fn taught() -> Vec<Technique> {
    lessons().into_iter().map(|l| l.technique).collect()
}

/// A position as a key: its digits and candidates.
fn key(e: &Exercise) -> String {
    format!(
        "{} {:?}",
        e.position.digits,
        e.position.candidates.as_array()
    )
}

/// The coach's simplest step in `e`'s position is exactly `e`'s step, of `e`'s technique.
fn assert_simplest(e: &Exercise) {
    let c = candidates_of(&e.position);
    let step = next_step_with(&c, &UNIQUE).expect("a step");
    assert_eq!(step.technique, e.technique, "{}", e.source);
    assert_eq!(step.placements, e.step.placements, "{}", e.source);
    assert_eq!(step.eliminations, e.step.eliminations, "{}", e.source);
    assert!(e.step.is_productive(), "{}", e.source);
    assert!(
        e.givens.is_extended_by(&e.position.digits),
        "{}: the position keeps the givens",
        e.source
    );
    let solution = solve(&e.givens).expect("the givens solve");
    assert!(e.position.digits.is_extended_by(&solution), "{}", e.source);
    assert_eq!(
        solver_core::count_solutions(&e.givens, 2),
        1,
        "{}",
        e.source
    );
}

#[test]
fn lessons_cover_the_coach_in_plain_short_words() {
    let all = lessons();
    for t in Technique::ALL {
        let l = lesson(t);
        assert_eq!(l.is_none(), t == Technique::Guess, "{t:?}");
        assert_eq!(
            learn::family(t),
            l.map(|l| l.family),
            "{t:?}: the page's family"
        );
    }
    assert_eq!(
        learn::listed(),
        taught(),
        "the page's list (no texts) is the lessons' list"
    );
    assert_eq!(
        lesson(Technique::HiddenSingleLine),
        lesson(Technique::HiddenSingleBox)
    );
    assert_eq!(
        all.len(),
        Technique::ALL.len() - 2 - learn::NEVER_SIMPLEST.len()
    );
    let keys: Vec<_> = all
        .iter()
        .map(|l| (l.family, technique_rating(l.technique).1))
        .collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]), "family, then score");
    for f in Family::ALL {
        assert!(
            Technique::ALL
                .iter()
                .any(|&t| lesson(t).is_some_and(|l| l.family == f)),
            "{f:?}"
        );
    }
    for l in &all {
        let words = l.idea.split_whitespace().count();
        assert!(
            (20..=120).contains(&words),
            "{:?}: {words} words",
            l.technique
        );
        let lower = format!(" {} ", l.idea.to_lowercase());
        for banned in [" house", " base ", " cover", " a 8", " unit", " region"] {
            assert!(!lower.contains(banned), "{:?} says {banned:?}", l.technique);
        }
        assert!(!l.expert.is_empty());
    }
}

#[test]
fn every_lesson_has_two_worked_examples_whose_simplest_step_is_shown() {
    for t in taught() {
        let shown = examples(t);
        assert!(shown.len() >= 2, "{t:?}: {} examples", shown.len());
        for e in &shown {
            assert_simplest(e);
            assert!(e.source.starts_with("bank: "), "{}", e.source);
        }
    }
}

#[test]
fn every_bank_position_still_has_its_technique_as_the_simplest_step() {
    let mut lines = 0;
    for t in Technique::ALL {
        let positions = bank(t);
        assert_eq!(
            positions.len(),
            bank_lines(t).count(),
            "{t:?}: unreadable lines"
        );
        for e in &positions {
            assert_simplest(e);
        }
        lines += positions.len();
        let distinct: HashSet<_> = positions.iter().map(key).collect();
        assert_eq!(distinct.len(), positions.len(), "{t:?}: a position twice");
    }
    let written = learn::BANK.lines().filter(|l| !l.starts_with('#')).count();
    assert_eq!(lines, written, "every bank line names a technique");
}

#[test]
fn drills_are_deterministic_distinct_and_of_their_technique() {
    // Generated, bank-only with 24 positions, bank-only with fewer than 20 (variants).
    for t in [
        Technique::NakedPair,
        Technique::XWing,
        Technique::NakedQuad,
        Technique::HiddenQuad,
    ] {
        let mut seen = HashSet::new();
        for seed in 0..20 {
            let e = drill(t, seed).expect("a drill");
            assert_eq!(drill(t, seed).as_ref(), Some(&e), "{t:?} seed {seed}");
            assert_eq!(e.technique, t);
            assert_simplest(&e);
            seen.insert(key(&e));
        }
        assert_eq!(seen.len(), 20, "{t:?}: distinct positions");
    }
    assert_eq!(drill(Technique::Guess, 1), None);
}

/// Every technique, 20 seeds each: slow (the measuring example times the same calls).
#[test]
#[ignore]
fn every_taught_technique_has_twenty_distinct_drills() {
    for t in taught() {
        let seen: HashSet<_> = (0..20)
            .map(|seed| {
                let e = drill(t, seed).unwrap_or_else(|| panic!("{t:?} seed {seed}"));
                assert_simplest(&e);
                key(&e)
            })
            .collect();
        assert_eq!(seen.len(), 20, "{t:?}");
    }
}

/// The X-Wings of digit `d` in `e`'s position, found by the test itself: two rows (or two
/// columns) where `d` has exactly the same two places; each with the candidates it removes
/// (`d` in those two columns, or rows, outside the pattern).
fn x_wings(e: &Exercise, d: Digit) -> Vec<Vec<Candidate>> {
    let c = candidates_of(&e.position);
    let has = |r: usize, col: usize| {
        c.has(Candidate {
            cell: Cell::new_checked(r * 9 + col).unwrap(),
            digit: d,
        })
    };
    let mut found = Vec::new();
    for by_rows in [true, false] {
        let at = |line: usize, k: usize| if by_rows { has(line, k) } else { has(k, line) };
        let places = |line: usize| (0..9).filter(|&k| at(line, k)).collect::<Vec<_>>();
        for a in 0..9 {
            for b in a + 1..9 {
                let (pa, pb) = (places(a), places(b));
                if pa.len() != 2 || pa != pb {
                    continue;
                }
                let mut removed = Vec::new();
                for &k in &pa {
                    for line in (0..9).filter(|&l| l != a && l != b && at(l, k)) {
                        let (r, col) = if by_rows { (line, k) } else { (k, line) };
                        removed.push(Candidate {
                            cell: Cell::new_checked(r * 9 + col).unwrap(),
                            digit: d,
                        });
                    }
                }
                if !removed.is_empty() {
                    removed.sort();
                    found.push(removed);
                }
            }
        }
    }
    found
}

#[test]
fn check_judges_moves_in_a_real_x_wing_position() {
    let e = examples(Technique::XWing)
        .into_iter()
        .next()
        .expect("an example");
    let d = e.step.eliminations[0].digit;
    let wings = x_wings(&e, d);
    let own = wings
        .iter()
        .find(|w| **w == e.step.eliminations)
        .expect("the test finds the coach's X-Wing");
    // Right: exactly its removals, in any order.
    let mut reversed = own.clone();
    reversed.reverse();
    assert_eq!(
        check(&e, &Attempt::Remove { removed: reversed }),
        Verdict::Right
    );
    // One missing (when the X-Wing removes more than one), unless another X-Wing removes
    // exactly the rest.
    if own.len() > 1 {
        let fewer = own[1..].to_vec();
        if !wings.contains(&fewer) {
            assert_eq!(
                check(&e, &Attempt::Remove { removed: fewer }),
                Verdict::Missing { count: 1 }
            );
        }
    }
    // A removal that does not follow: the digit in a cell where the solution has it (one of
    // the X-Wing's own corners is such a cell).
    let solution = solve(&e.givens).expect("solvable");
    let c = candidates_of(&e.position);
    let corner = c
        .all()
        .find(|x| x.digit == d && solution.get(x.cell) == Some(d))
        .expect("an unplaced d");
    let mut wrong = own.clone();
    wrong.push(corner);
    let verdict = check(&e, &Attempt::Remove { removed: wrong });
    assert_eq!(verdict, Verdict::DoesNotFollow { candidate: corner });
    assert_eq!(
        feedback(&e, &verdict, Notation::RowColumn),
        verdict.message(Notation::RowColumn)
    );
    assert_eq!(
        verdict.message(Notation::RowColumn),
        format!(
            "{d} can still go in {}: that removal does not follow.",
            corner.cell
        )
    );
    // A candidate no X-Wing of any digit removes (and not the solution's): does not follow.
    let all_wings: Vec<Candidate> = Digit::ALL
        .into_iter()
        .flat_map(|k| x_wings(&e, k))
        .flatten()
        .collect();
    let stray = c
        .all()
        .find(|x| !all_wings.contains(x) && solution.get(x.cell) != Some(x.digit))
        .expect("a candidate no X-Wing removes");
    let verdict = check(
        &e,
        &Attempt::Remove {
            removed: vec![stray],
        },
    );
    assert_eq!(verdict, Verdict::DoesNotFollow { candidate: stray });
    assert_eq!(
        feedback(&e, &verdict, Notation::RowColumn),
        format!(
            "Nothing here rules out {} in {} yet: that removal does not follow.",
            stray.digit, stray.cell
        )
    );
    // An X-Wing places nothing: any placement is wrong, even the solution's digit.
    let empty = c.empty_cells().first().expect("an empty cell");
    let digit = solution.get(empty).expect("solved");
    let placed = check(&e, &Attempt::Place { cell: empty, digit });
    assert_eq!(placed, Verdict::WrongPlacement { cell: empty, digit });
    assert_eq!(
        placed.message(Notation::RowColumn),
        format!("This step does not place {digit} in {empty}.")
    );
    assert_eq!(
        check(&e, &Attempt::Remove { removed: vec![] }),
        Verdict::Nothing
    );
    // Every other X-Wing of the position is right too.
    for w in &wings {
        assert_eq!(
            check(&e, &Attempt::Remove { removed: w.clone() }),
            Verdict::Right
        );
    }
}

#[test]
fn check_accepts_the_placement_of_a_single() {
    let e = examples(Technique::NakedSingle)
        .into_iter()
        .next()
        .expect("an example");
    let c = candidates_of(&e.position);
    // Every cell with one candidate left is a naked single: placing it is right.
    let lone: Vec<Cell> = c
        .empty_cells()
        .iter()
        .filter(|&cell| c.candidates(cell).len() == 1)
        .collect();
    assert!(!lone.is_empty());
    for cell in lone {
        let digit = c.candidates(cell).first().expect("one");
        assert_eq!(check(&e, &Attempt::Place { cell, digit }), Verdict::Right);
    }
    assert_eq!(
        Verdict::Missing { count: 2 }.message(Notation::RowColumn),
        "These removals are right, 2 are missing."
    );
}
