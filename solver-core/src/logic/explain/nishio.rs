//! Nishio explanations: the assumption, each forced single with the cells that lost the digit
//! and the placement each one sees, then the house left with no place.

use super::walk::index;
use super::{effect, Notation, Stages, WalkLine};
use crate::geometry::{Cell, House};
use crate::logic::{Link, LinkKind, Step};

/// "r3c1, r3c2 and r3c3 see r1c1 and r2c8 sees r3c7": why each other place of a house lost
/// the digit, grouped by the placement that took it away.
pub(super) fn seen(n: Notation, links: &[Link]) -> String {
    let mut groups: Vec<(Cell, Vec<Cell>)> = Vec::new();
    for l in links.iter().filter(|l| l.kind == LinkKind::Weak) {
        match groups.iter_mut().find(|(by, _)| *by == l.from.cell) {
            Some((_, cells)) => cells.push(l.to.cell),
            None => groups.push((l.from.cell, vec![l.to.cell])),
        }
    }
    let parts = groups.into_iter().map(|(by, cells)| {
        let verb = if cells.len() == 1 { "sees" } else { "see" };
        format!("{} {verb} {}", n.cells(&cells), n.cell(by))
    });
    super::join(parts)
}

/// A run of links and the index of its first link.
pub(super) type Part<'a> = (usize, &'a [Link]);

/// The links split at each strong link: one part per forced single (the weak links that
/// took the digit's other places, then the strong link to the single), and the rest, which
/// empties a house. Each part comes with the index of its first link.
pub(super) fn parts(links: &[Link]) -> (Vec<Part<'_>>, Part<'_>) {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, l) in links.iter().enumerate() {
        if l.kind == LinkKind::Strong {
            parts.push((start, &links[start..=i]));
            start = i + 1;
        }
    }
    (parts, (start, &links[start..]))
}

/// (pointer, what, why) of a Nishio step; the walk tells each forced single.
pub(super) fn explain(step: &Step, n: Notation) -> Option<Stages> {
    let x = *step.eliminations.first()?;
    let (d, assumed) = (x.digit, n.cell(x.cell));
    let empty: House = *step.evidence.houses.last()?;
    let eff = effect(step, n);
    Some((
        format!("Look for a Nishio on {d} from {assumed}"),
        format!("Nishio: if {assumed} were {d}, {d} would have no place left in {empty}; so {eff}"),
        format!(
            "Suppose {assumed} is {d} and follow the {d}s only: each row, column and box holds one {d}. The forced {d}s leave {empty} with no place for {d}, which cannot be. So {assumed} is not {d}: {eff}."
        ),
    ))
}

/// The walk: the assumption, a line per forced single, the emptied house, the conclusion.
pub(super) fn walk(step: &Step, n: Notation) -> Vec<WalkLine> {
    let ev = &step.evidence;
    let (Some(x), Some(&empty)) = (step.eliminations.first(), ev.houses.last()) else {
        return Vec::new();
    };
    let (d, assumed) = (x.digit, n.cell(x.cell));
    let line = |text: String, start: usize, len: usize, branch: Option<u8>| WalkLine {
        text,
        links: (start..start + len).map(index).collect(),
        branch,
    };
    let mut lines = vec![line(
        format!("Suppose {assumed} is {d}, and follow the {d}s only (each row, column and box holds one {d})."),
        0,
        0,
        Some(0),
    )];
    let (parts, (rest_start, rest)) = parts(&ev.links);
    for ((start, part), (house, cell)) in parts
        .iter()
        .zip(ev.houses.iter().zip(ev.cells.iter().skip(1)))
    {
        let why = seen(n, part);
        let why = if why.is_empty() {
            String::new()
        } else {
            format!(" ({why})")
        };
        let text = format!("Then the {d} of {house} must go in {}{why}.", n.cell(*cell));
        lines.push(line(text, *start, part.len(), Some(0)));
    }
    let text = format!("Then {d} has no place left in {empty} ({}).", seen(n, rest));
    lines.push(line(text, rest_start, rest.len(), Some(0)));
    let text = format!(
        "That cannot be, so {assumed} is not {d}: {}.",
        effect(step, n)
    );
    lines.push(line(text, 0, 0, None));
    lines
}
