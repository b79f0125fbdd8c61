//! Nishio explanations: the assumption, each forced single with the cells that lost the digit
//! and the placement each one sees, then the house left with no place.

use super::{effect, Notation, Stages};
use crate::logic::{Link, LinkKind, Step};
use crate::{Cell, House};

/// "r3c1, r3c2 and r3c3 see r1c1 and r2c8 sees r3c7": why each other place of a house lost
/// the digit, grouped by the placement that took it away.
fn seen(n: Notation, links: &[Link]) -> String {
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

/// (pointer, what, why) of a Nishio step.
pub(super) fn explain(step: &Step, n: Notation) -> Option<Stages> {
    let ev = &step.evidence;
    let x = *step.eliminations.first()?;
    let (d, assumed) = (x.digit, n.cell(x.cell));
    let empty: House = *ev.houses.last()?;
    let eff = effect(step, n);
    // Split the links at each strong link: one part per forced single, the rest for the
    // emptied house.
    let mut parts: Vec<&[Link]> = Vec::new();
    let mut start = 0;
    for (i, l) in ev.links.iter().enumerate() {
        if l.kind == LinkKind::Strong {
            parts.push(&ev.links[start..=i]);
            start = i + 1;
        }
    }
    let last = &ev.links[start..];
    let mut text = format!(
        "Assume {assumed} is {d} and follow the {d}s only (each row, column and box holds one {d})."
    );
    for (part, (house, cell)) in parts
        .iter()
        .zip(ev.houses.iter().zip(ev.cells.iter().skip(1)))
    {
        let why = seen(n, part);
        let why = if why.is_empty() {
            String::new()
        } else {
            format!("{why}, so ")
        };
        text.push_str(&format!(
            " In {house}, {why}the {d} goes in {}.",
            n.cell(*cell)
        ));
    }
    let why_empty = seen(n, last);
    text.push_str(&format!(
        " In {empty}, {why_empty}: {d} has no place left in {empty}, which cannot be. So {assumed} is not {d}: {eff}."
    ));
    Some((
        format!("Look for a Nishio on {d} from {assumed}"),
        format!("Nishio: if {assumed} were {d}, {d} would have no place left in {empty}; so {eff}"),
        text,
    ))
}
