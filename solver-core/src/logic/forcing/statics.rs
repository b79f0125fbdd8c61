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

/// A set of nodes (candidate index * 2 + placed), one bit each.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Nodes([u64; 23]);

impl Nodes {
    const EMPTY: Nodes = Nodes([0; 23]);
    const FULL: Nodes = Nodes([u64::MAX; 23]);

    #[cfg(test)]
    fn has(&self, n: usize) -> bool {
        self.0[n / 64] & (1 << (n % 64)) != 0
    }

    fn insert(&mut self, n: usize) {
        self.0[n / 64] |= 1 << (n % 64);
    }

    /// Adds `n` unless the same candidate's other state (`n ^ 1`, in the same word) is in
    /// the set: `None` then, else whether `n` is new.
    fn add(&mut self, n: usize) -> Option<bool> {
        let word = &mut self.0[n / 64];
        if *word & (1 << ((n ^ 1) % 64)) != 0 {
            return None;
        }
        let bit = 1 << (n % 64);
        let new = *word & bit == 0;
        *word |= bit;
        Some(new)
    }

    fn remove(&mut self, n: usize) {
        self.0[n / 64] &= !(1 << (n % 64));
    }

    fn and(mut self, other: &Nodes) -> Nodes {
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

/// A node reached by a branch: the node, the cause's node, links from the root.
type Reached = (u16, u16, u16);

/// What assuming one candidate forces by two-choice implications.
struct Reach {
    /// The nodes reached: the candidates placed (the root included) and removed.
    nodes: Nodes,
    /// Where the nodes reached are in the walks' shared list, in the order reached.
    at: std::ops::Range<usize>,
}

impl Reach {
    /// The chain from the root to `x` in `state`, link by link; `order` is the walks' list.
    fn path(&self, order: &[Reached], x: usize, placed: bool) -> Vec<Link> {
        let order = order.get(self.at.clone()).unwrap_or_default();
        let mut links = Vec::new();
        let mut node = (x * 2 + usize::from(placed)) as u16;
        while let Some(&(_, cause, _)) = order.iter().find(|&&(n, _, _)| n == node) {
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

/// The two-choice implications of a position, per node: the nodes a placed candidate
/// removes, and a removed one places, in SE's order.
struct Implications {
    /// Where each node's implications start in `to`; the last entry is `to`'s length.
    start: Vec<u32>,
    to: Vec<u16>,
}

impl Implications {
    fn new(c: &Candidates) -> Implications {
        let mut start = Vec::with_capacity(729 * 2 + 1);
        let mut to = Vec::with_capacity(729 * 12);
        for x in 0..729 {
            let x = Candidate::from_index(x);
            let has = c.has(x);
            start.push(to.len() as u32);
            if has {
                places(c, x, &mut to);
            }
            start.push(to.len() as u32);
            if has {
                removes(c, x, &mut to);
            }
        }
        start.push(to.len() as u32);
        Implications { start, to }
    }

    /// The nodes node `n` implies (removed if `n` is placed, placed if it is removed).
    fn of(&self, n: usize) -> &[u16] {
        let (a, b) = (self.start[n] as usize, self.start[n + 1] as usize);
        &self.to[a..b]
    }
}

/// The node of `x` removed.
fn removed(x: Candidate) -> u16 {
    (x.index() * 2) as u16
}

/// The nodes a placed `x` removes, in SE's order: its cell's other candidates, then its
/// digit's other places in its box, its row outside the box, its column outside the box.
fn removes(c: &Candidates, x: Candidate, out: &mut Vec<u16>) {
    let cell = x.cell;
    for digit in (c.candidates(cell) - DigitSet::single(x.digit)).iter() {
        out.push(removed(Candidate { cell, digit }));
    }
    let [row, column, box_] = cell.houses();
    let places = c.cells_with(x.digit) - CellSet::single(cell);
    let in_box = places & box_.cells();
    let in_row = (places & row.cells()) - box_.cells();
    let in_column = (places & column.cells()) - box_.cells();
    for cell in in_box.iter().chain(in_row.iter()).chain(in_column.iter()) {
        out.push(removed(Candidate {
            cell,
            digit: x.digit,
        }));
    }
}

/// The nodes a removed `x` places: the other candidate of a bivalue cell, then the other
/// place of its digit in its box, row and column where it had two.
fn places(c: &Candidates, x: Candidate, out: &mut Vec<u16>) {
    let others = c.candidates(x.cell) - DigitSet::single(x.digit);
    if let Some(digit) = others.only() {
        out.push(
            removed(Candidate {
                cell: x.cell,
                digit,
            }) + 1,
        );
    }
    let [row, column, box_] = x.cell.houses();
    for house in [box_, row, column] {
        let rest = c.cells_with_in(x.digit, house) - CellSet::single(x.cell);
        if let Some(cell) = rest.only() {
            out.push(
                removed(Candidate {
                    cell,
                    digit: x.digit,
                }) + 1,
            );
        }
    }
}

/// Follows the two-choice implications of assuming `root`, until nothing is left to follow
/// or a candidate would be both placed and removed, adding the nodes reached to `order`. As
/// SE does, every pending placement is followed before the next pending removal, each kind
/// in the order reached.
fn reach(imp: &Implications, root: Candidate, order: &mut Vec<Reached>) -> Reach {
    let first = order.len();
    let mut nodes = Nodes::EMPTY;
    let root = usize::from(removed(root) + 1);
    nodes.insert(root);
    order.push((root as u16, ROOT, 0));
    // The next entries of `order` to follow: placements, removals.
    let (mut on_at, mut off_at) = (first, first);
    'walk: loop {
        while order.get(on_at).is_some_and(|e| e.0 % 2 == 0) {
            on_at += 1;
        }
        let at = if on_at < order.len() {
            on_at += 1;
            on_at - 1
        } else {
            while order.get(off_at).is_some_and(|e| e.0 % 2 == 1) {
                off_at += 1;
            }
            if off_at == order.len() {
                break;
            }
            off_at += 1;
            off_at - 1
        };
        let (cause, _, depth) = order[at];
        // What a placement removes, or a removal places: a clash if it is already the
        // other way.
        for &y in imp.of(usize::from(cause)) {
            match nodes.add(usize::from(y)) {
                None => break 'walk,
                Some(true) => order.push((y, cause, depth + 1)),
                Some(false) => {}
            }
        }
    }
    Reach {
        nodes,
        at: first..order.len(),
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
    /// Per candidate, its branch's place in `walks` once followed.
    index: Vec<Option<u16>>,
    walks: Vec<Reach>,
    /// The nodes every branch reached, one branch after the other.
    order: Vec<Reached>,
    /// Per node, links from the root of the branch being scored (`ROOT`: not reached).
    depths: Vec<u16>,
}

impl Reaches {
    fn new(c: &Candidates) -> Reaches {
        Reaches {
            imp: Implications::new(c),
            index: vec![None; 729],
            walks: Vec::new(),
            order: Vec::new(),
            depths: vec![ROOT; 729 * 2],
        }
    }

    /// The branch of `x`, followed if it is not yet.
    fn get(&mut self, x: Candidate) -> &Reach {
        let i = match self.index[x.index()] {
            Some(i) => usize::from(i),
            None => {
                self.walks.push(reach(&self.imp, x, &mut self.order));
                self.index[x.index()] = Some((self.walks.len() - 1) as u16);
                self.walks.len() - 1
            }
        };
        &self.walks[i]
    }

    /// The chain of the branch of `x` to `y` in `state`, link by link.
    fn path(&mut self, x: Candidate, y: Candidate, placed: bool) -> Vec<Link> {
        self.get(x);
        let order = &self.order;
        let walk = self.index[x.index()].and_then(|i| self.walks.get(usize::from(i)));
        walk.map_or_else(Vec::new, |r| r.path(order, y.index(), placed))
    }

    /// What every branch of `roots` reaches, as conclusions with their scores.
    fn agree(&mut self, roots: &[Candidate], house: Option<House>, out: &mut Vec<Found>) {
        // No root is common to every branch (its own branch places it, every other one
        // removes it first), so the roots are left out from the start. The branches already
        // followed are taken first: once nothing is common, the others need not be followed.
        // Each kind goes last root first: a root in a later cell is likelier to be needed by
        // that cell's own chains, still to come, than the first root is.
        let mut common = Nodes::FULL;
        for &x in roots {
            common.remove(x.index() * 2);
            common.remove(x.index() * 2 + 1);
        }
        for followed in [true, false] {
            for &x in roots.iter().rev() {
                if self.index[x.index()].is_some() != followed {
                    continue;
                }
                common = common.and(&self.get(x).nodes);
                if common == Nodes::EMPTY {
                    return;
                }
            }
        }
        // Placements first, then removals.
        let targets: Vec<usize> = (common.iter().filter(|n| n % 2 == 1))
            .chain(common.iter().filter(|n| n % 2 == 0))
            .collect();
        let mut ancestors = vec![0u16; targets.len()];
        for &x in roots {
            let walk = self.index[x.index()].and_then(|i| self.walks.get(usize::from(i)));
            let Some(order) = walk.and_then(|r| self.order.get(r.at.clone())) else {
                continue;
            };
            for &(n, _, d) in order {
                self.depths[usize::from(n)] = d;
            }
            for (sum, &t) in ancestors.iter_mut().zip(&targets) {
                *sum = sum.saturating_add(self.depths[t].saturating_add(1));
            }
            for &(n, _, _) in order {
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
            links.extend(self.reaches.path(x, f.target, f.placed));
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
        let mut order = Vec::new();
        let r = reach(&imp, x(0, 0, 1), &mut order);
        // r1c1 = 1 removes its 2, which leaves row 1's 2 to r1c9: two links.
        let two = x(0, 8, 2).index();
        assert!(r.nodes.has(two * 2 + 1));
        let path = r.path(&order, two, true);
        assert_eq!(path.len(), 2);
        assert_eq!(path[0].kind, LinkKind::Weak);
        assert_eq!(path[1].kind, LinkKind::Strong);
        // r2c2 loses its 1 first, so r2c2 = 3 is followed (removing r3c3's 3) before r3c3's
        // removed 1 is: placing r3c3's 3 then is the contradiction that ends the branch.
        let (a, b) = (x(1, 1, 3).index(), x(2, 2, 3).index());
        assert!(r.nodes.has(a * 2 + 1));
        assert!(r.nodes.has(b * 2) && !r.nodes.has(b * 2 + 1));
    }
}
