//! Nishio (Sudoku Explainer's "Nishio Forcing Chain", 7.5 plus the length rule): assume a
//! digit in a cell and follow that digit only. Every cell the assumed (or a forced) digit sees
//! loses it; a row, column or box left with one place for it takes it there (a hidden single);
//! and so on. If a row, column or box is left with no place for the digit, the assumption was
//! false: the digit is removed from the cell. As in SE, the chain follows one digit (SE's
//! Nishio uses only links of the same digit; read, not copied).
//!
//! Evidence: `cells` = the assumed cell, then the forced singles in order; `houses` = the
//! house of each forced single, then the house left empty (always last); `digits` = the digit;
//! `links` = for each forced single, a weak link from the placement that removed each other
//! place of its house to that place, then a strong link from the last to the single; then a
//! weak link to each place of the emptied house. Only the forced singles the contradiction
//! rests on are kept. `chain_length` = SE's complexity less two: the candidates (as placed
//! or removed) the contradiction's two sides rest on, counted as SE's dynamic chains count a
//! hidden single's ancestors (every other place of its house, removed, and what removed it).

use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

/// Every Nishio step of the digits not in `skip` (known to have none), lowest complexity
/// first, then fewest links;
/// `found` gets the digits that have one. A digit's steps read only its candidates and the
/// cells that hold it.
pub(crate) fn find(
    c: &Candidates,
    skip: DigitSet,
    found: &mut DigitSet,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let mut steps = Vec::new();
    for digit in Digit::ALL.into_iter().filter(|&d| !skip.contains(d)) {
        for cell in c.cells_with(digit).iter() {
            if let Some(step) = assume(c, Candidate { cell, digit }) {
                found.insert(digit);
                steps.push(step);
            }
        }
    }
    steps.sort_by_key(|s| (s.evidence.chain_length, s.evidence.links.len()));
    for step in steps {
        sink(step)?;
    }
    ControlFlow::Continue(())
}

/// The digit's places while the assumption is followed.
struct Trail {
    digit: Digit,
    /// Cells that may still take the digit.
    open: CellSet,
    /// Cells that hold it (givens, placed digits, the assumption and the forced singles).
    holding: CellSet,
    /// Which placement removed the digit from each cell.
    remover: [Option<Cell>; 81],
}

impl Trail {
    fn place(&mut self, cell: Cell) {
        for r in (self.open & cell.peers()).iter() {
            self.remover[r.index()] = Some(cell);
        }
        self.open = self.open - cell.peers();
        self.open.remove(cell);
        self.holding.insert(cell);
    }

    fn candidate(&self, cell: Cell) -> Candidate {
        Candidate {
            cell,
            digit: self.digit,
        }
    }

    /// Weak links from each remover to the removed places of `house` (but `keep`).
    fn removals(&self, c: &Candidates, house: House, keep: Option<Cell>, links: &mut Vec<Link>) {
        for r in c.cells_with_in(self.digit, house).iter() {
            if Some(r) == keep {
                continue;
            }
            if let Some(by) = self.remover[r.index()] {
                links.push(Link {
                    from: self.candidate(by),
                    to: self.candidate(r),
                    kind: LinkKind::Weak,
                });
            }
        }
    }
}

/// The Nishio step eliminating `x`, if following its digit empties a house.
fn assume(c: &Candidates, x: Candidate) -> Option<Step> {
    let mut t = Trail {
        digit: x.digit,
        open: c.cells_with(x.digit),
        holding: c.cells_holding(x.digit),
        remover: [None; 81],
    };
    t.place(x.cell);
    let mut forced: Vec<(Cell, House)> = Vec::new();
    loop {
        let mut progress = false;
        for house in House::all() {
            if !(t.holding & house.cells()).is_empty() {
                continue;
            }
            let places = t.open & house.cells();
            if places.is_empty() {
                let (needed, complexity) = contradiction(c, &t, x.cell, &forced, house);
                forced.retain(|&(q, _)| needed.on.contains(q));
                return Some(step(c, x, &t, &forced, (house, complexity)));
            }
            if let Some(q) = places.only() {
                forced.push((q, house));
                t.place(q);
                progress = true;
            }
        }
        if !progress {
            return None;
        }
    }
}

/// Candidates of the chain, as placed (`on`) or removed (`off`): one digit's cells.
#[derive(Clone, Copy, Default)]
struct Nodes {
    on: CellSet,
    off: CellSet,
}

impl Nodes {
    fn len(self) -> usize {
        self.on.len() + self.off.len()
    }

    fn union(self, other: Nodes) -> Nodes {
        Nodes {
            on: self.on | other.on,
            off: self.off | other.off,
        }
    }
}

/// What the contradiction in the emptied house `empty` rests on, and SE's complexity: as in
/// SE's dynamic chains, one place of the house is both placed (its house's other places all
/// removed: their ancestors) and removed (by what removed it); the place with the fewest
/// ancestors on both sides counts. A placement's ancestors: itself, then for a forced single
/// every other place of its house with what removed it.
fn contradiction(
    c: &Candidates,
    t: &Trail,
    root: Cell,
    forced: &[(Cell, House)],
    empty: House,
) -> (Nodes, usize) {
    let mut placed = [Nodes::default(); 81];
    placed[root.index()].on = CellSet::single(root);
    for &(q, house) in forced {
        let mut a = Nodes {
            on: CellSet::single(q),
            off: CellSet::EMPTY,
        };
        for r in (c.cells_with_in(t.digit, house) - CellSet::single(q)).iter() {
            a = a.union(removed(&placed, t, r));
        }
        placed[q.index()] = a;
    }
    let places = c.cells_with_in(t.digit, empty);
    let mut best = (Nodes::default(), usize::MAX);
    for e in places.iter() {
        let mut on = Nodes {
            on: CellSet::single(e),
            off: CellSet::EMPTY,
        };
        for r in (places - CellSet::single(e)).iter() {
            on = on.union(removed(&placed, t, r));
        }
        let off = removed(&placed, t, e);
        if on.len() + off.len() < best.1 {
            best = (on.union(off), on.len() + off.len());
        }
    }
    best
}

/// The ancestors of `r` removed: itself and the placement that removed it with its own.
fn removed(placed: &[Nodes; 81], t: &Trail, r: Cell) -> Nodes {
    let mut a = t.remover[r.index()].map_or(Nodes::default(), |p| placed[p.index()]);
    a.off.insert(r);
    a
}

/// The step of a chain from `x` through the `forced` singles to the house `empty` left with no
/// place, of SE's complexity `complexity`.
fn step(
    c: &Candidates,
    x: Candidate,
    t: &Trail,
    forced: &[(Cell, House)],
    (empty, complexity): (House, usize),
) -> Step {
    let mut links = Vec::new();
    for &(q, house) in forced {
        let start = links.len();
        t.removals(c, house, Some(q), &mut links);
        if let Some(last) = links[start..].last().map(|l| l.to) {
            links.push(Link {
                from: last,
                to: t.candidate(q),
                kind: LinkKind::Strong,
            });
        }
    }
    t.removals(c, empty, None, &mut links);
    let mut step = Step::new(Technique::Nishio);
    step.eliminations.push(x);
    let mut candidates = vec![Marked {
        candidate: x,
        role: Role::On,
    }];
    candidates.extend(forced.iter().map(|&(q, _)| Marked {
        candidate: t.candidate(q),
        role: Role::On,
    }));
    candidates.extend(c.cells_with_in(x.digit, empty).iter().map(|cell| Marked {
        candidate: t.candidate(cell),
        role: Role::Off,
    }));
    step.evidence = Evidence {
        cells: std::iter::once(x.cell)
            .chain(forced.iter().map(|&(q, _)| q))
            .collect(),
        houses: forced
            .iter()
            .map(|&(_, h)| h)
            .chain(std::iter::once(empty))
            .collect(),
        digits: DigitSet::single(x.digit),
        candidates,
        chain_length: u16::try_from(complexity.saturating_sub(2)).unwrap_or(u16::MAX),
        links,
        ..Evidence::default()
    };
    step
}
