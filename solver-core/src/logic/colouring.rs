//! Simple colouring (single-digit colouring): the conjugate pairs of a digit form clusters;
//! colour each cluster with two alternating colours. One colour is all true and the other all
//! false. Colour trap: a cell that sees both colours loses the digit. Colour wrap: two cells of
//! one colour see each other, so that colour is false.

use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

/// Simple colouring traps and wraps.
pub(crate) fn simple(c: &Candidates, digit: Digit, sink: &mut Sink) -> ControlFlow<()> {
    let all = c.cells_with(digit);
    let partners = conjugates(c, digit);
    let mut seen = CellSet::EMPTY;
    for start in all.iter() {
        if seen.contains(start) || partners[start.index()].is_empty() {
            continue;
        }
        let (colour, links) = cluster(&partners, digit, start, &mut seen);
        if colour[0].len() + colour[1].len() < 3 {
            continue;
        }
        // Wrap: a colour that sees itself is false.
        for side in colour {
            let clash = side.iter().any(|cell| !(cell.peers() & side).is_empty());
            if clash {
                sink(colouring_step(digit, colour, &links, side))?;
            }
        }
        // Trap: a cell outside the cluster that sees both colours.
        let sees = |set: CellSet| {
            set.iter()
                .fold(CellSet::EMPTY, |acc, cell| acc | cell.peers())
        };
        let targets = (all & sees(colour[0]) & sees(colour[1])) - colour[0] - colour[1];
        if !targets.is_empty() {
            sink(colouring_step(digit, colour, &links, targets))?;
        }
    }
    ControlFlow::Continue(())
}

/// Conjugate pair adjacency of `digit`: the partners of each cell.
fn conjugates(c: &Candidates, digit: Digit) -> [CellSet; 81] {
    let mut partners = [CellSet::EMPTY; 81];
    for house in House::all() {
        let cells = c.cells_with_in(digit, house);
        if cells.len() == 2 {
            let mut it = cells.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                partners[a.index()].insert(b);
                partners[b.index()].insert(a);
            }
        }
    }
    partners
}

/// Breadth-first colouring of the cluster of `start`: its two colours and the links that
/// reached each cell. Marks the cluster's cells in `seen`.
fn cluster(
    partners: &[CellSet; 81],
    digit: Digit,
    start: Cell,
    seen: &mut CellSet,
) -> ([CellSet; 2], Vec<Link>) {
    let mut colour = [CellSet::EMPTY, CellSet::EMPTY];
    let mut links = Vec::new();
    let mut queue = vec![(start, 0usize)];
    colour[0].insert(start);
    seen.insert(start);
    let mut i = 0;
    while let Some(&(cell, side)) = queue.get(i) {
        i += 1;
        for next in partners[cell.index()].iter() {
            if !seen.contains(next) {
                seen.insert(next);
                colour[1 - side].insert(next);
                queue.push((next, 1 - side));
                links.push(Link {
                    from: Candidate { cell, digit },
                    to: Candidate { cell: next, digit },
                    kind: LinkKind::Strong,
                });
            }
        }
    }
    (colour, links)
}

/// The step that removes `digit` from `targets` by the cluster coloured `colour`.
fn colouring_step(digit: Digit, colour: [CellSet; 2], links: &[Link], targets: CellSet) -> Step {
    let mut step = Step::new(Technique::SimpleColouring);
    step.eliminations = targets
        .iter()
        .map(|cell| Candidate { cell, digit })
        .collect();
    let mark = |cell: Cell, role| Marked {
        candidate: Candidate { cell, digit },
        role,
    };
    let mut candidates: Vec<Marked> = colour[0].iter().map(|cell| mark(cell, Role::On)).collect();
    candidates.extend(colour[1].iter().map(|cell| mark(cell, Role::Off)));
    step.evidence = Evidence {
        cells: (colour[0] | colour[1]).iter().collect(),
        digits: DigitSet::single(digit),
        candidates,
        links: links.to_vec(),
        ..Evidence::default()
    };
    step.normalize()
}
