//! One branch of a forcing chain: assume a candidate true and follow the naked and hidden
//! singles it forces, recording for every candidate it decides why (the link that decided
//! it), so that the chain to any conclusion can be read back link by link.

use crate::logic::{Candidates, Link, LinkKind};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};

/// No cause: the root, or a candidate the branch did not decide.
const NONE: u16 = u16::MAX;
/// `via` of a naked single: the last candidate left in its cell.
const NAKED: u8 = 27;
/// `via` of a candidate the branch did not place by a single.
const NONE_VIA: u8 = u8::MAX;

/// What a candidate is in a branch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum State {
    /// Not decided by the branch.
    Open,
    /// Placed.
    True,
    /// Removed.
    False,
}

/// Where a branch ended when it found a contradiction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Clash {
    /// A cell lost every candidate.
    Cell(Cell),
    /// A digit lost every place in a house.
    House(House, Digit),
}

/// What [`Branch::chain_to`] has stated so far.
struct Seen {
    /// Candidates stated (the root, and every candidate of a line given).
    shown: Vec<bool>,
    /// Singles whose other removals were given.
    joined: Vec<bool>,
}

/// What a branch knows of one candidate.
#[derive(Clone, Copy)]
struct Mark {
    state: State,
    /// The candidate whose state decided this one (`NONE` for the root and open ones).
    cause: u16,
    /// Links from the root.
    depth: u16,
    /// For a candidate the branch placed: where it was the last place left, the house index
    /// (0-26) of a hidden single, or [`NAKED`] for a naked single; [`NONE_VIA`] otherwise.
    via: u8,
}

/// The singles an assumption forces.
pub(super) struct Branch {
    /// Per candidate, what the branch knows of it.
    marks: Vec<Mark>,
    /// Every candidate the branch decided, in the order it did.
    decided: Vec<u16>,
    /// The assumed candidate.
    root: u16,
    /// The contradiction reached, if any.
    pub(super) clash: Option<Clash>,
    /// Cells whose candidates changed since the last round (naked singles to look for).
    dirty_cells: CellSet,
    /// Per house, the digits that lost a place since the last round (hidden singles).
    dirty_digits: [DigitSet; 27],
}

fn node(x: Candidate) -> usize {
    x.index()
}

fn cand(n: usize) -> Candidate {
    Candidate::from_index(n)
}

impl Branch {
    /// Follows the singles forced by `root` from the position `c`.
    pub(super) fn assume(c: &Candidates, root: Candidate) -> Branch {
        let mut b = Branch {
            marks: vec![
                Mark {
                    state: State::Open,
                    cause: NONE,
                    depth: 0,
                    via: NONE_VIA,
                };
                729
            ],
            root: node(root) as u16,
            decided: Vec::with_capacity(729),
            clash: None,
            dirty_cells: CellSet::EMPTY,
            dirty_digits: [DigitSet::EMPTY; 27],
        };
        let mut now = c.clone();
        b.marks[node(root)].state = State::True;
        b.place(&mut now, root);
        while b.clash.is_none() && b.round(c, &mut now) {}
        b
    }

    /// The state of `x` in this branch.
    pub(super) fn state(&self, x: Candidate) -> State {
        self.marks[node(x)].state
    }

    /// Every candidate the branch decided (the root excepted).
    pub(super) fn decided(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.decided.iter().map(|&n| cand(usize::from(n)))
    }

    /// How many links lead from the root to `x` (0 for the root).
    pub(super) fn depth(&self, x: Candidate) -> u16 {
        self.marks[node(x)].depth
    }

    /// The path from the root to `x` along each candidate's last cause, link by link: a weak
    /// link from each true candidate to a candidate it removes, a strong link from a removed
    /// candidate to the single it leaves.
    fn path_to(&self, x: Candidate) -> Vec<Link> {
        let mut links = Vec::new();
        let mut n = node(x);
        while self.marks[n].cause != NONE && links.len() < 729 {
            let from = usize::from(self.marks[n].cause);
            let kind = if self.marks[n].state == State::True {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            };
            links.push(Link {
                from: cand(from),
                to: cand(n),
                kind,
            });
            n = from;
        }
        links.reverse();
        links
    }

    /// The other candidates whose removal left the single `n` (all false in the branch): the
    /// rest of its cell in `base` for a naked single, the rest of its house's places for a
    /// hidden one. Empty for a candidate not placed by a single.
    fn parents(&self, base: &Candidates, n: usize) -> Vec<usize> {
        let x = cand(n);
        let others: Vec<usize> = match self.marks[n].via {
            NAKED => (base.candidates(x.cell) - DigitSet::single(x.digit))
                .iter()
                .map(|digit| {
                    node(Candidate {
                        cell: x.cell,
                        digit,
                    })
                })
                .collect(),
            h => match House::all().nth(usize::from(h)) {
                Some(house) => (base.cells_with_in(x.digit, house) - CellSet::single(x.cell))
                    .iter()
                    .map(|cell| {
                        node(Candidate {
                            cell,
                            digit: x.digit,
                        })
                    })
                    .collect(),
                None => Vec::new(),
            },
        };
        others
            .into_iter()
            .filter(|&p| self.marks[p].state == State::False)
            .collect()
    }

    /// Everything the branch needed to reach `targets`, link by link, and whether that is a
    /// dynamic chain. Each target's path along last causes is given from the last candidate
    /// already stated (the root at first), so lines start where an earlier line, or the
    /// assumption, left off. Before it, for every single on it that needed more than one
    /// removal (its cell or house had more than two choices in `base`), the line to each
    /// other removal, continued by its strong link to the single, so that every removal a
    /// placement needs is shown. A chain is dynamic when it has such a single (Sudoku
    /// Explainer's Dynamic Forcing Chain); with only bivalue cells and two-place houses it is
    /// a static one.
    pub(super) fn chain_to(&self, base: &Candidates, targets: &[Candidate]) -> (Vec<Link>, bool) {
        let mut out = Vec::new();
        let mut seen = Seen {
            shown: vec![false; 729],
            joined: vec![false; 729],
        };
        seen.shown[usize::from(self.root)] = true;
        let mut dynamic = false;
        for &x in targets {
            dynamic |= self.collect(base, node(x), &mut out, &mut seen);
        }
        (out, dynamic)
    }

    /// [`Branch::chain_to`] for node `n`, appending to `out`; `seen` marks the candidates
    /// already stated and the singles whose other removals are. True when a single with
    /// several removals was met.
    fn collect(&self, base: &Candidates, n: usize, out: &mut Vec<Link>, seen: &mut Seen) -> bool {
        if seen.shown[n] || out.len() > 4 * 729 {
            return false;
        }
        let path = self.path_to(cand(n));
        let mut dynamic = false;
        for link in &path {
            let to = node(link.to);
            if seen.shown[to] || seen.joined[to] || link.kind != LinkKind::Strong {
                continue;
            }
            seen.joined[to] = true;
            let by = node(link.from);
            for p in self.parents(base, to) {
                if p == by {
                    continue;
                }
                dynamic = true;
                self.collect(base, p, out, seen);
                out.push(Link {
                    from: cand(p),
                    to: link.to,
                    kind: LinkKind::Strong,
                });
            }
        }
        let start = path
            .iter()
            .rposition(|l| seen.shown[node(l.to)])
            .map_or(0, |i| i + 1);
        out.extend_from_slice(&path[start..]);
        for link in &path {
            seen.shown[node(link.to)] = true;
        }
        dynamic
    }

    /// Places `x` in `now`, marking what it removes as false: the cell's other candidates,
    /// then the digit in the cell's peers.
    fn place(&mut self, now: &mut Candidates, x: Candidate) {
        let from = node(x);
        let depth = self.marks[from].depth + 1;
        for d in (now.candidates(x.cell) - DigitSet::single(x.digit)).iter() {
            self.remove(
                Candidate {
                    cell: x.cell,
                    digit: d,
                },
                from,
                depth,
            );
        }
        for cell in (now.cells_with(x.digit) & x.cell.peers()).iter() {
            self.remove(
                Candidate {
                    cell,
                    digit: x.digit,
                },
                from,
                depth,
            );
        }
        now.place(x.cell, x.digit);
    }

    /// Marks `r`, removed by placing the candidate `from`, as false.
    fn remove(&mut self, r: Candidate, from: usize, depth: u16) {
        self.dirty_cells.insert(r.cell);
        for h in r.cell.houses() {
            self.dirty_digits[h.index()].insert(r.digit);
        }
        let n = node(r);
        if self.marks[n].state == State::Open {
            self.marks[n].state = State::False;
            self.decided.push(n as u16);
            self.marks[n].cause = from as u16;
            self.marks[n].depth = depth;
        }
    }

    /// Marks `x` true because `by` (the last of the candidates it needed removed) is false;
    /// `via` says where it was the last choice left (a house index, or [`NAKED`]).
    fn force(&mut self, now: &mut Candidates, x: Candidate, by: usize, via: u8) {
        let n = node(x);
        self.marks[n].state = State::True;
        self.marks[n].via = via;
        self.decided.push(n as u16);
        self.marks[n].cause = by as u16;
        self.marks[n].depth = self.marks[by].depth + 1;
        self.place(now, x);
    }

    /// A reason for `x` that needs one removal only, if it has one: the other candidate of its
    /// cell when the cell has two in `base`, or the other place of its digit in a house where
    /// it has two, removed already (the earliest such removal). Such a link keeps a chain
    /// static.
    fn two_choice_reason(&self, base: &Candidates, x: Candidate) -> Option<(usize, u8)> {
        let mut best: Option<(usize, u8)> = None;
        let mut consider = |n: usize, via: u8| {
            let earlier = best.is_none_or(|(b, _)| self.marks[n].depth < self.marks[b].depth);
            if self.marks[n].state == State::False && earlier {
                best = Some((n, via));
            }
        };
        let others = base.candidates(x.cell) - DigitSet::single(x.digit);
        if let (1, Some(d)) = (others.len(), others.first()) {
            consider(
                node(Candidate {
                    cell: x.cell,
                    digit: d,
                }),
                NAKED,
            );
        }
        for house in x.cell.houses() {
            let rest = base.cells_with_in(x.digit, house) - CellSet::single(x.cell);
            if let (1, Some(cell)) = (rest.len(), rest.first()) {
                consider(
                    node(Candidate {
                        cell,
                        digit: x.digit,
                    }),
                    house.index() as u8,
                );
            }
        }
        best
    }

    /// The removed candidate among `xs` decided last (they are all false in the branch).
    fn last_removed(&self, xs: impl Iterator<Item = Candidate>) -> usize {
        xs.map(node)
            .filter(|&n| self.marks[n].state == State::False)
            .max_by_key(|&n| self.marks[n].depth)
            .unwrap_or(NONE as usize)
    }

    /// One pass of naked then hidden singles where candidates changed since the last pass;
    /// false when nothing changed.
    fn round(&mut self, base: &Candidates, now: &mut Candidates) -> bool {
        let cells = std::mem::replace(&mut self.dirty_cells, CellSet::EMPTY) & now.empty_cells();
        let houses = std::mem::replace(&mut self.dirty_digits, [DigitSet::EMPTY; 27]);
        let mut progress = false;
        for cell in cells.iter() {
            if now.value(cell).is_some() {
                continue;
            }
            let cands = now.candidates(cell);
            if cands.is_empty() {
                self.clash = Some(Clash::Cell(cell));
                return false;
            }
            if let Some(digit) = cands.only() {
                let others = (base.candidates(cell) - cands)
                    .iter()
                    .map(|d| Candidate { cell, digit: d });
                let by = self.last_removed(others);
                if by == NONE as usize {
                    continue;
                }
                let x = Candidate { cell, digit };
                let (by, via) = self.two_choice_reason(base, x).unwrap_or((by, NAKED));
                self.force(now, x, by, via);
                progress = true;
            }
        }
        for house in House::all() {
            for digit in houses[house.index()].iter() {
                if !(now.cells_holding(digit) & house.cells()).is_empty() {
                    continue;
                }
                let places = now.cells_with_in(digit, house);
                if places.is_empty() {
                    self.clash = Some(Clash::House(house, digit));
                    return false;
                }
                if let Some(cell) = places.only() {
                    let others = (base.cells_with_in(digit, house) - places)
                        .iter()
                        .map(|c| Candidate { cell: c, digit });
                    let by = self.last_removed(others);
                    if by == NONE as usize {
                        continue;
                    }
                    let x = Candidate { cell, digit };
                    let reason = self.two_choice_reason(base, x);
                    let (by, via) = reason.unwrap_or((by, house.index() as u8));
                    self.force(now, x, by, via);
                    progress = true;
                }
            }
        }
        progress || !self.dirty_cells.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    fn x(cell: usize, digit: usize) -> Candidate {
        Candidate {
            cell: Cell::from_index(cell),
            digit: Digit::from_index(digit - 1),
        }
    }

    #[test]
    fn a_single_with_a_two_choice_reason_keeps_the_chain_static() {
        let mut c = Candidates::from_grid(&Grid::EMPTY);
        // r1c1 holds 1, 2, 3; row 1 has its 1 in r1c1 and r1c9 only.
        for d in 4..=9 {
            c.eliminate(Cell::from_index(0), Digit::from_index(d - 1));
        }
        for cell in 1..8 {
            c.eliminate(Cell::from_index(cell), Digit::from_index(0));
        }
        // r1c9 = 5 removes r1c9's 1: r1c1 = 1 is the last place of 1 in row 1.
        let branch = Branch::assume(&c, x(8, 5));
        let one = x(0, 1);
        assert_eq!(branch.state(one), State::True);
        let row = House::row(0).index() as u8;
        assert_eq!(
            branch.two_choice_reason(&c, one),
            Some((node(x(8, 1)), row))
        );
        assert!(!branch.chain_to(&c, &[one]).1);
        // Nothing removed r1c1's 2 or 3: no two-choice reason for r1c1 = 2 (its cell has
        // three candidates and 2 has nine places in each of its houses).
        assert_eq!(branch.two_choice_reason(&c, x(0, 2)), None);
    }
}
