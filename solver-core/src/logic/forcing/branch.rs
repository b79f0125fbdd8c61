//! One branch of a forcing chain: assume a candidate true and follow the naked and hidden
//! singles it forces, recording for every candidate it decides why (the link that decided
//! it), so that the chain to any conclusion can be read back link by link.

use crate::logic::{Candidates, Link, LinkKind};
use crate::{Candidate, Cell, CellSet, Digit, DigitSet, House};

/// No cause: the root, or a candidate the branch did not decide.
const NONE: u16 = u16::MAX;

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

/// The singles an assumption forces.
pub(super) struct Branch {
    state: Vec<State>,
    /// The candidate whose state decided this one (`NONE` for the root and open ones).
    cause: Vec<u16>,
    /// Links from the root.
    depth: Vec<u16>,
    /// Every candidate the branch decided, in the order it did.
    decided: Vec<u16>,
    /// The contradiction reached, if any.
    pub(super) clash: Option<Clash>,
    /// Cells whose candidates changed since the last round (naked singles to look for).
    dirty_cells: CellSet,
    /// Per house, the digits that lost a place since the last round (hidden singles).
    dirty_digits: [DigitSet; 27],
}

fn node(x: Candidate) -> usize {
    x.cell.index() * 9 + x.digit.index()
}

fn cand(n: usize) -> Candidate {
    Candidate {
        cell: Cell::from_index(n / 9),
        digit: Digit::from_index(n % 9),
    }
}

impl Branch {
    /// Follows the singles forced by `root` from the position `c`.
    pub(super) fn assume(c: &Candidates, root: Candidate) -> Branch {
        let mut b = Branch {
            state: vec![State::Open; 729],
            cause: vec![NONE; 729],
            depth: vec![0; 729],
            decided: Vec::with_capacity(729),
            clash: None,
            dirty_cells: CellSet::EMPTY,
            dirty_digits: [DigitSet::EMPTY; 27],
        };
        let mut now = c.clone();
        b.state[node(root)] = State::True;
        b.place(&mut now, root);
        while b.clash.is_none() && b.round(c, &mut now) {}
        b
    }

    /// The state of `x` in this branch.
    pub(super) fn state(&self, x: Candidate) -> State {
        self.state[node(x)]
    }

    /// Every candidate the branch decided (the root excepted).
    pub(super) fn decided(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.decided.iter().map(|&n| cand(usize::from(n)))
    }

    /// How many links lead from the root to `x` (0 for the root).
    pub(super) fn depth(&self, x: Candidate) -> u16 {
        self.depth[node(x)]
    }

    /// The chain from the root to `x`, link by link: a weak link from each true candidate to
    /// a candidate it removes, a strong link from a removed candidate to the single it leaves.
    pub(super) fn chain_to(&self, x: Candidate) -> Vec<Link> {
        let mut links = Vec::new();
        let mut n = node(x);
        while self.cause[n] != NONE && links.len() < 729 {
            let from = usize::from(self.cause[n]);
            let kind = if self.state[n] == State::True {
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

    /// Places `x` in `now`, marking what it removes as false: the cell's other candidates,
    /// then the digit in the cell's peers.
    fn place(&mut self, now: &mut Candidates, x: Candidate) {
        let from = node(x);
        let depth = self.depth[from] + 1;
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
        if self.state[n] == State::Open {
            self.state[n] = State::False;
            self.decided.push(n as u16);
            self.cause[n] = from as u16;
            self.depth[n] = depth;
        }
    }

    /// Marks `x` true because `by` (the last of the candidates it needed removed) is false.
    fn force(&mut self, now: &mut Candidates, x: Candidate, by: usize) {
        let n = node(x);
        self.state[n] = State::True;
        self.decided.push(n as u16);
        self.cause[n] = by as u16;
        self.depth[n] = self.depth[by] + 1;
        self.place(now, x);
    }

    /// The removed candidate among `xs` decided last (they are all false in the branch).
    fn last_removed(&self, xs: impl Iterator<Item = Candidate>) -> usize {
        xs.map(node)
            .filter(|&n| self.state[n] == State::False)
            .max_by_key(|&n| self.depth[n])
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
                self.force(now, Candidate { cell, digit }, by);
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
                    self.force(now, Candidate { cell, digit }, by);
                    progress = true;
                }
            }
        }
        progress || !self.dirty_cells.is_empty()
    }
}
