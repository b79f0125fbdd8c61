//! Explanations of Sudoku Explainer's direct moves: the pattern (pointing, claiming, hidden
//! pair or triple) told as its own explanation tells it, then the house where its
//! eliminations leave the digit with one place.

use super::{explain, Notation, Stages};
use crate::logic::{Role, Step, Technique};

/// The pattern behind a direct move, as the step its own technique would report.
fn pattern(step: &Step) -> Option<Step> {
    let base = match step.technique {
        Technique::DirectPointing => Technique::Pointing,
        Technique::DirectClaiming => Technique::Claiming,
        Technique::DirectHiddenPair => Technique::HiddenPair,
        Technique::DirectHiddenTriple => Technique::HiddenTriple,
        _ => return None,
    };
    let mut p = Step::new(base);
    p.evidence = step.evidence.clone();
    p.evidence.houses.pop()?;
    p.evidence.candidates.retain(|m| m.role != Role::Off);
    p.eliminations = step
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| m.candidate)
        .collect();
    Some(p)
}

/// (pointer, what, why) of a direct move.
pub(super) fn explain_direct(step: &Step, n: Notation) -> Option<Stages> {
    let name = step.technique.name();
    let placed = step.placements.first()?;
    let house = step.evidence.houses.last()?;
    let p = pattern(step)?;
    let inner = explain(&p, n);
    let cell = n.cell(placed.cell);
    let d = placed.digit;
    let pointer = inner.pointer.replacen(p.technique.name(), name, 1);
    let what = inner.what.trim_end_matches('.');
    Some((
        pointer,
        format!("{what}. That leaves {cell} as the only place for {d} in {house}: {cell} is {d}"),
        format!(
            "{} That leaves {cell} as the only place for {d} in {house}, so {cell} is {d}.",
            inner.why
        ),
    ))
}
