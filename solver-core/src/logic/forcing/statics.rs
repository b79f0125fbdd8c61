//! Static forcing chains: Sudoku Explainer's Cell and Region Forcing Chains. Each assumption
//! is followed by two-choice implications only (a placed candidate removes its cell's other
//! candidates and its digit's other places in its houses; a removed candidate places the other
//! candidate of a bivalue cell, or the other place of its digit in a house where it had two),
//! so that every candidate a branch reaches has one cause, and its chain from the root counts
//! as many candidates as it has links plus one: the "ancestors" SE's length rule scores.
//!
//! The branches are followed in SE's order (every pending placement before the next pending
//! removal, a placement's removals in its cell, then its box, row and column), and a branch
//! stops at its first contradiction (a candidate both placed and removed) with what it had
//! reached: SE keeps such a branch in its cell or region chains, and so do these. The
//! conclusion a chain proves is whatever every branch of a cell (with more than two
//! candidates) or of a digit's places in a house reaches; a house is tried from the first of
//! its places, when that cell has more than two candidates, as SE tries it.

use crate::logic::score::forcing_score_tenths;
use crate::logic::{Evidence, Link, LinkKind, Marked, Role, Step, Technique};
use crate::{
    bitset::DigitSet,
    geometry::{Candidate, CellSet, House},
    logic::Candidates,
};

/// A set of candidates, one bit per candidate index.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Bits([u64; 12]);

impl Bits {
    const EMPTY: Bits = Bits([0; 12]);
    const FULL: Bits = Bits([u64::MAX; 12]);

    fn has(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    fn and(mut self, other: &Bits) -> Bits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            let mut rest = bits;
            std::iter::from_fn(move || {
                let b = rest.trailing_zeros() as usize;
                rest &= rest.wrapping_sub(1);
                (b < 64).then_some(w * 64 + b)
            })
        })
    }
}

/// No cause: the root.
const ROOT: u16 = u16::MAX;

/// What assuming one candidate forces by two-choice implications.
struct Reach {
    /// Candidates placed, the root included.
    on: Bits,
    /// Candidates removed.
    off: Bits,
    /// Every candidate reached, in order: (candidate index * 2 + placed, the cause's node,
    /// links from the root).
    order: Vec<(u16, u16, u16)>,
}

impl Reach {
    /// The chain from the root to `x` in `state`, link by link.
    fn path(&self, x: usize, placed: bool) -> Vec<Link> {
        let mut links = Vec::new();
        let mut node = (x * 2 + usize::from(placed)) as u16;
        while let Some(&(_, cause, _)) = self.order.iter().find(|&&(n, _, _)| n == node) {
            if cause == ROOT || links.len() > 729 {
                break;
            }
            let kind = if node % 2 == 1 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            };
            links.push(Link {
                from: Candidate::from_index(usize::from(cause / 2)),
                to: Candidate::from_index(usize::from(node / 2)),
                kind,
            });
            node = cause;
        }
        links.reverse();
        links
    }
}

/// The two-choice implications of a position, per node (candidate index * 2 + placed): what
/// a placed candidate removes, what a removed one places, in SE's order.
struct Implications {
    /// Where each node's implications start in `to`; the last entry is `to`'s length.
    start: Vec<u32>,
    to: Vec<u16>,
}

impl Implications {
    fn new(c: &Candidates) -> Implications {
        let mut start = Vec::with_capacity(729 * 2 + 1);
        let mut to = Vec::with_capacity(729 * 12);
        let mut next = Vec::with_capacity(32);
        for x in 0..729 {
            let x = Candidate::from_index(x);
            for placed in [false, true] {
                start.push(to.len() as u32);
                next.clear();
                if !c.has(x) {
                    continue;
                }
                if placed {
                    removes(c, x, &mut next);
                } else {
                    places(c, x, &mut next);
                }
                to.extend(next.iter().map(|y| y.index() as u16));
            }
        }
        start.push(to.len() as u32);
        Implications { start, to }
    }

    /// The candidates node `n` implies (removed if `n` is placed, placed if it is removed).
    fn of(&self, n: usize) -> &[u16] {
        let (a, b) = (self.start[n] as usize, self.start[n + 1] as usize);
        &self.to[a..b]
    }
}

/// The candidates a placed `x` removes, in SE's order: its cell's other candidates, then its
/// digit's other places in its box, its row outside the box, its column outside the box.
fn removes(c: &Candidates, x: Candidate, out: &mut Vec<Candidate>) {
    let cell = x.cell;
    for digit in (c.candidates(cell) - DigitSet::single(x.digit)).iter() {
        out.push(Candidate { cell, digit });
    }
    let [row, column, box_] = cell.houses();
    let places = c.cells_with(x.digit) - CellSet::single(cell);
    let in_box = places & box_.cells();
    let in_row = (places & row.cells()) - box_.cells();
    let in_column = (places & column.cells()) - box_.cells();
    for cell in in_box.iter().chain(in_row.iter()).chain(in_column.iter()) {
        out.push(Candidate {
            cell,
            digit: x.digit,
        });
    }
}

/// The candidates a removed `x` places: the other candidate of a bivalue cell, then the other
/// place of its digit in its box, row and column where it had two.
fn places(c: &Candidates, x: Candidate, out: &mut Vec<Candidate>) {
    let others = c.candidates(x.cell) - DigitSet::single(x.digit);
    if let (1, Some(digit)) = (others.len(), others.first()) {
        out.push(Candidate {
            cell: x.cell,
            digit,
        });
    }
    let [row, column, box_] = x.cell.houses();
    for house in [box_, row, column] {
        let rest = c.cells_with_in(x.digit, house) - CellSet::single(x.cell);
        if let (1, Some(cell)) = (rest.len(), rest.first()) {
            out.push(Candidate {
                cell,
                digit: x.digit,
            });
        }
    }
}

/// Follows the two-choice implications of assuming `root`, until nothing is left to follow
/// or a candidate would be both placed and removed. As SE does, every pending placement is
/// followed before the next pending removal, each kind in the order reached.
fn reach(imp: &Implications, root: Candidate, scratch: &mut Vec<(u16, u16, u16)>) -> Reach {
    scratch.clear();
    let mut r = Reach {
        on: Bits::EMPTY,
        off: Bits::EMPTY,
        order: std::mem::take(scratch),
    };
    follow(imp, root, &mut r);
    // Kept at its length; the scratch keeps the capacity for the next branch.
    let order = r.order.clone();
    *scratch = std::mem::replace(&mut r.order, order);
    r
}

/// [`reach`]'s walk, into `r`.
fn follow(imp: &Implications, root: Candidate, r: &mut Reach) {
    let root = root.index();
    r.on.insert(root);
    r.order.push(((root * 2 + 1) as u16, ROOT, 0));
    // The next entries of `order` to follow: placements, removals.
    let (mut on_at, mut off_at) = (0, 0);
    loop {
        while r.order.get(on_at).is_some_and(|e| e.0 % 2 == 0) {
            on_at += 1;
        }
        let at = if on_at < r.order.len() {
            on_at += 1;
            on_at - 1
        } else {
            while r.order.get(off_at).is_some_and(|e| e.0 % 2 == 1) {
                off_at += 1;
            }
            if off_at == r.order.len() {
                return;
            }
            off_at += 1;
            off_at - 1
        };
        let (cause, _, depth) = r.order[at];
        let on = cause % 2 == 1;
        for &y in imp.of(usize::from(cause)) {
            let y = usize::from(y);
            // What a placement removes, or a removal places.
            let (clash, done) = if on {
                (r.on.has(y), r.off.has(y))
            } else {
                (r.off.has(y), r.on.has(y))
            };
            if clash {
                return;
            }
            if done {
                continue;
            }
            r.order
                .push(((y * 2 + usize::from(!on)) as u16, cause, depth + 1));
            if on {
                r.off.insert(y);
            } else {
                r.on.insert(y);
            }
        }
    }
}

/// A static forcing chain found, before its step is built: its branches' roots and where it
/// was found, its conclusion and score.
pub(super) struct Found {
    /// The branches' assumptions, in order.
    roots: Vec<Candidate>,
    /// The house of a region chain.
    house: Option<House>,
    /// The candidate every branch reaches, and whether it is placed (else removed).
    target: Candidate,
    placed: bool,
    /// Candidates of all branches' chains, SE's complexity.
    ancestors: u16,
    /// The step's score in tenths.
    pub(super) score: u16,
}

/// The branches of each candidate, computed when first needed.
struct Reaches {
    imp: Implications,
    cache: Vec<Option<Reach>>,
    /// The walk's buffer, reused from branch to branch.
    scratch: Vec<(u16, u16, u16)>,
    /// Per node, links from the root of the branch being scored (`ROOT`: not reached).
    depths: Vec<u16>,
}

impl Reaches {
    fn new(c: &Candidates) -> Reaches {
        Reaches {
            imp: Implications::new(c),
            cache: (0..729).map(|_| None).collect(),
            scratch: Vec::with_capacity(729 * 2),
            depths: vec![ROOT; 729 * 2],
        }
    }

    fn get(&mut self, x: Candidate) -> &Reach {
        let (imp, scratch) = (&self.imp, &mut self.scratch);
        self.cache[x.index()].get_or_insert_with(|| reach(imp, x, scratch))
    }

    /// What every branch of `roots` reaches, as conclusions with their scores.
    fn agree(&mut self, roots: &[Candidate], house: Option<House>, out: &mut Vec<Found>) {
        let (mut on, mut off) = (Bits::FULL, Bits::FULL);
        for &x in roots {
            let r = self.get(x);
            on = on.and(&r.on);
            off = off.and(&r.off);
        }
        if on == Bits::EMPTY && off == Bits::EMPTY {
            return;
        }
        let targets: Vec<usize> = (on.iter().map(|y| y * 2 + 1))
            .chain(off.iter().map(|y| y * 2))
            .collect();
        let mut ancestors = vec![0u16; targets.len()];
        for &x in roots {
            let Some(r) = self.cache[x.index()].as_ref() else {
                continue;
            };
            for &(n, _, d) in &r.order {
                self.depths[usize::from(n)] = d;
            }
            for (sum, &t) in ancestors.iter_mut().zip(&targets) {
                *sum = sum.saturating_add(self.depths[t].saturating_add(1));
            }
            for &(n, _, _) in &r.order {
                self.depths[usize::from(n)] = ROOT;
            }
        }
        for (&t, &ancestors) in targets.iter().zip(&ancestors) {
            let length = usize::from(ancestors).saturating_sub(2);
            out.push(Found {
                roots: roots.to_vec(),
                house,
                target: Candidate::from_index(t / 2),
                placed: t % 2 == 1,
                ancestors,
                score: forcing_score_tenths(Technique::ForcingChain, length),
            });
        }
    }
}

/// The static cell and region forcing chains of a position.
pub(super) struct Statics {
    reaches: Reaches,
    /// Every chain found, lowest score first (placements first among equals, then the
    /// fewest ancestors, then in the order found).
    pub(super) found: Vec<Found>,
}

/// Every static cell and region forcing chain of `c`.
pub(super) fn find(c: &Candidates) -> Statics {
    let mut reaches = Reaches::new(c);
    let mut found = Vec::new();
    for cell in c.empty_cells().iter() {
        let digits = c.candidates(cell);
        if digits.len() <= 2 {
            continue;
        }
        for digit in digits.iter() {
            let [row, column, box_] = cell.houses();
            for house in [box_, row, column] {
                let places = c.cells_with_in(digit, house);
                if places.len() < 2 || places.first() != Some(cell) {
                    continue;
                }
                let roots: Vec<Candidate> = places
                    .iter()
                    .map(|cell| Candidate { cell, digit })
                    .collect();
                reaches.agree(&roots, Some(house), &mut found);
            }
        }
        let roots: Vec<Candidate> = digits
            .iter()
            .map(|digit| Candidate { cell, digit })
            .collect();
        reaches.agree(&roots, None, &mut found);
    }
    found.sort_by_key(|f| (f.score, !f.placed, f.ancestors));
    Statics { reaches, found }
}

impl Statics {
    /// The step of the chain `f`: each branch's chain from its root to the conclusion, one
    /// after the other.
    pub(super) fn step(&mut self, f: &Found) -> Step {
        let mut step = Step::new(Technique::ForcingChain);
        if f.placed {
            step.placements.push(f.target);
        } else {
            step.eliminations.push(f.target);
        }
        let mut links = Vec::new();
        for &x in &f.roots {
            links.extend(self.reaches.get(x).path(f.target.index(), f.placed));
        }
        let cells: CellSet = f.roots.iter().map(|x| x.cell).collect();
        step.evidence = Evidence {
            houses: f.house.into_iter().collect(),
            cells: cells.iter().collect(),
            digits: f.roots.iter().map(|x| x.digit).collect::<DigitSet>(),
            candidates: f
                .roots
                .iter()
                .map(|&candidate| Marked {
                    candidate,
                    role: Role::Cause,
                })
                .collect(),
            chain_length: f.ancestors.saturating_sub(2),
            links,
            ..Evidence::default()
        };
        step
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digit::Digit;
    use crate::geometry::Cell;
    use crate::grid::Grid;

    fn x(row: usize, col: usize, digit: usize) -> Candidate {
        Candidate {
            cell: Cell::from_index(row * 9 + col),
            digit: Digit::from_index(digit - 1),
        }
    }

    fn keep(c: &mut Candidates, row: usize, col: usize, digits: &[usize]) {
        let cell = Cell::from_index(row * 9 + col);
        for d in 1..=9 {
            if !digits.contains(&d) {
                c.eliminate(cell, Digit::from_index(d - 1));
            }
        }
    }

    #[test]
    fn a_branch_follows_placements_first_and_stops_at_its_first_contradiction() {
        let mut c = Candidates::from_grid(&Grid::EMPTY);
        // r1c1 {1,2}; row 1's 2 only in r1c1 and r1c9; r2c2 and r3c3 {1,3}, the 3 of box 1
        // only there.
        keep(&mut c, 0, 0, &[1, 2]);
        keep(&mut c, 1, 1, &[1, 3]);
        keep(&mut c, 2, 2, &[1, 3]);
        for col in 1..8 {
            c.eliminate(Cell::from_index(col), Digit::from_index(1));
        }
        for cell in [1, 2, 9, 11, 18, 19] {
            c.eliminate(Cell::from_index(cell), Digit::from_index(2));
        }
        let imp = Implications::new(&c);
        let r = reach(&imp, x(0, 0, 1), &mut Vec::new());
        // r1c1 = 1 removes its 2, which leaves row 1's 2 to r1c9: two links.
        let two = x(0, 8, 2).index();
        assert!(r.on.has(two));
        let path = r.path(two, true);
        assert_eq!(path.len(), 2);
        assert_eq!(path[0].kind, LinkKind::Weak);
        assert_eq!(path[1].kind, LinkKind::Strong);
        // r2c2 loses its 1 first, so r2c2 = 3 is followed (removing r3c3's 3) before r3c3's
        // removed 1 is: placing r3c3's 3 then is the contradiction that ends the branch.
        let (a, b) = (x(1, 1, 3).index(), x(2, 2, 3).index());
        assert!(r.on.has(a));
        assert!(r.off.has(b) && !r.on.has(b));
    }
}
