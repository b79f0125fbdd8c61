//! Continuous nice loops (Bidirectional Cycles) in plain words: the loop told link by link
//! from a false start back to it, then why either half of it holds.

use super::walk::{capital, link_lines, node};
use super::{article, digits, effect, patterns::Stages, Notation, WalkLine};
use crate::logic::Step;

/// The pointer, what and why of a loop.
pub(super) fn stages(step: &Step, n: Notation) -> Option<Stages> {
    let name = step.technique.name();
    let ev = &step.evidence;
    let start = node(step, ev.links.first()?.from);
    let eff = effect(step, n);
    let d = digits(ev.digits);
    let pointer = format!("Look for {}{name} on {d}", article(name));
    let what = format!(
        "{name} of {} links through {}: {eff}",
        ev.links.len(),
        start.place(n)
    );
    let why = format!(
        "If {}, following the {} links round the loop comes back to it, so every other candidate of the loop is true; if it is, the others are. One half of the loop is true either way, and {eff}.",
        start.is_not(n),
        ev.links.len(),
    );
    Some((pointer, what, why))
}

/// The walk of a loop: a line per strong link with the weak link after it, the last one
/// back at the start, then the closing line.
pub(super) fn walk(step: &Step, n: Notation) -> Vec<WalkLine> {
    let Some(first) = step.evidence.links.first() else {
        return Vec::new();
    };
    let start = node(step, first.from);
    let mut lines = link_lines(step, n);
    let text = format!(
        "The loop is back where it began: {}, as first supposed, so the loop holds together. Starting from \"{}\" instead, every link turns the other way. So one of the two halves of the loop is true, and a candidate that clashes with a candidate of each half is false. {}.",
        start.is_not(n),
        start.is(n),
        capital(&effect(step, n)),
    );
    lines.push(WalkLine {
        text,
        links: Vec::new(),
        branch: None,
    });
    lines
}
