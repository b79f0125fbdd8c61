//! Sudoku Explainer's "direct" moves: a pointing, claiming, hidden pair or hidden triple
//! whose eliminations leave a digit with one place in a house. The step places that one
//! digit (SE's Direct Pointing 1.7, Direct Claiming 1.9, Direct Hidden Pair 2.0, Direct
//! Hidden Triple 2.5); the pattern's eliminations are its evidence, not its effect. As in SE
//! (read, not copied), the single is looked for only where the pattern leads the eye: a
//! pointing's other boxes on its line, a claiming's other parallel lines through its box, a
//! hidden subset's own house.
//!
//! Evidence: the pattern's own (see [`super::intersections`], [`super::subsets`]), with the
//! house where the digit is left with one place appended to `houses` (so it is always the
//! last), and the pattern's eliminations as [`Role::Off`] candidates.

use super::{Candidates, Marked, Role, Sink, Step, Technique};
use crate::geometry::{Candidate, House};
use std::ops::ControlFlow;

/// One step of `technique` (a direct move) per hidden single each pattern leaves (one digit
/// each): `patterns` are the position's pointings, claimings, hidden pairs or hidden triples
/// (see [`super::Patterns`]).
pub(crate) fn report(
    c: &Candidates,
    technique: Technique,
    patterns: &[Step],
    sink: &mut Sink,
) -> ControlFlow<()> {
    for pattern in patterns {
        for (single, house) in singles_left(c, pattern) {
            sink(step(technique, pattern, single, house))?;
        }
    }
    ControlFlow::Continue(())
}

/// The houses where SE looks for the single a pattern leaves: for a pointing (box, line)
/// the other boxes on the line; for a claiming (line, box) the other lines of the same kind
/// through the box; for a hidden subset its own house.
fn target_houses(pattern: &Step) -> Vec<House> {
    let ev = &pattern.evidence;
    let Some(&house) = ev.houses.first() else {
        return Vec::new();
    };
    match ev.cover_houses.first() {
        None => vec![house],
        Some(&cover) => House::all()
            .filter(|&h| {
                h != house && h.kind() == house.kind() && (h.cells() & cover.cells()).len() == 3
            })
            .collect(),
    }
}

/// The hidden singles `pattern`'s eliminations leave in its [`target_houses`] that were not
/// there before, each once.
fn singles_left(c: &Candidates, pattern: &Step) -> Vec<(Candidate, House)> {
    let mut after = c.clone();
    after.apply(pattern);
    let mut found: Vec<(Candidate, House)> = Vec::new();
    for house in target_houses(pattern) {
        for digit in pattern.eliminations.iter().map(|e| e.digit) {
            if after.placed_in(house).contains(digit) || c.cells_with_in(digit, house).len() < 2 {
                continue;
            }
            let places = after.cells_with_in(digit, house);
            let (Some(cell), 1) = (places.first(), places.len()) else {
                continue;
            };
            let single = Candidate { cell, digit };
            if !found.iter().any(|&(s, _)| s == single) {
                found.push((single, house));
            }
        }
    }
    found
}

fn step(technique: Technique, pattern: &Step, single: Candidate, house: House) -> Step {
    let mut step = Step::new(technique);
    step.placements.push(single);
    step.evidence = pattern.evidence.clone();
    step.evidence.houses.push(house);
    step.evidence
        .candidates
        .extend(pattern.eliminations.iter().map(|&e| Marked {
            candidate: e,
            role: Role::Off,
        }));
    step
}
