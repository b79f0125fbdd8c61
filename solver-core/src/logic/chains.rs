//! Chains: X-Chain, XY-Chain and AIC (alternating inference chains, which include the
//! discontinuous nice loops), and the continuous nice loops (`loops`) over the AIC's graph.
//!
//! A chain alternates strong links (at least one end true: a conjugate pair, or the two
//! candidates of a bivalue cell) and weak links (at most one end true: two candidates of a
//! digit in peer cells, or two candidates of one cell). It starts and ends with a strong link,
//! so if its first candidate is false its last one is true: one of the two ends is true, and
//! any candidate that is weakly linked to both ends is false. If both ends are the same
//! candidate, it is true.
//!
//! X-Chains and AICs may also pass through grouped nodes: a digit's candidates in the two or
//! three cells where a box and a line cross, true when one of them is (a strong link joins a
//! group to the digit's other places in its box or line when those are one cell or one other
//! group; a weak link joins it to what sees all its cells).
//!
//! The search is breadth-first from every node that has a strong link, all starts a link at a
//! time ([`search`]): each effect is reported once, with its lowest-scored chain over all
//! starts (a grouped chain scores 0.3 more than a plain one of its length), steps lowest score
//! first, and the search stops once no chain left can score at or under the best step so far.

use super::{Candidates, Evidence, Group, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

mod loops;
mod search;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// One digit: conjugate pairs and same-digit weak links.
    X,
    /// Bivalue cells joined by same-digit weak links.
    Xy,
    /// Any strong and weak links.
    Aic,
}

fn node(c: Candidate) -> usize {
    c.index()
}

fn cand(n: usize) -> Candidate {
    Candidate::from_index(n)
}

/// The strong links of one node, without an allocation: a candidate has at most one per
/// house (a conjugate candidate or a group) and its bivalue cell's other candidate, four in
/// all; a group at most one in its box and one in its line.
#[derive(Clone, Copy, Default)]
struct Strong {
    len: u8,
    to: [u16; 4],
}

impl Strong {
    /// Whether the node has no strong link (read without making the slice).
    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, n: u16) {
        // Never full (see above); a fifth link would be a bug in the graph, not in the input.
        if let Some(slot) = self.to.get_mut(usize::from(self.len)) {
            *slot = n;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for Strong {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        &self.to[..usize::from(self.len)]
    }
}

impl std::ops::DerefMut for Strong {
    fn deref_mut(&mut self) -> &mut [u16] {
        &mut self.to[..usize::from(self.len)]
    }
}

/// The link graph of a position. Nodes `0..729` are candidates (`cell * 9 + digit`); the
/// nodes after them are grouped nodes (X-Chain and AIC only): a digit's candidates in the two
/// or three cells where a box and a line cross, true when one of them is. Only the groups
/// with a strong link are kept (a node without one is never on a chain).
struct Graph {
    strong: Vec<Strong>,
    /// The weak links of node `n` are `weak_edges[weak_start[n]..weak_start[n + 1]]`, only
    /// to nodes with a strong link, and only from those (no chain passes through the others).
    weak_start: Vec<u32>,
    weak_edges: Vec<u16>,
    groups: Vec<(Digit, CellSet)>,
    /// Per group, the cells that see all its cells.
    group_sees: Vec<CellSet>,
}

/// The cells every cell of `cells` sees (`cells` itself excluded; every cell when `cells` is
/// empty).
pub(crate) fn seen_by_all(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(!CellSet::EMPTY, |acc, cell| acc & cell.peers())
}

/// Every grouped node of `c` of a digit not in `skip`: per box, per row then column crossing
/// it, per digit.
fn find_groups(c: &Candidates, skip: DigitSet) -> Vec<(Digit, CellSet)> {
    // At most one per segment (54) and digit.
    let mut groups = Vec::with_capacity(54 * 9);
    for b in 0..9 {
        let bx = House::box_(b);
        let (r0, c0) = (b / 3 * 3, b % 3 * 3);
        let lines = [
            House::row(r0),
            House::row(r0 + 1),
            House::row(r0 + 2),
            House::column(c0),
            House::column(c0 + 1),
            House::column(c0 + 2),
        ];
        for line in lines {
            let segment = bx.cells() & line.cells();
            for digit in Digit::ALL.into_iter().filter(|&d| !skip.contains(d)) {
                let cells = c.cells_with(digit) & segment;
                if cells.len() >= 2 {
                    groups.push((digit, cells));
                }
            }
        }
    }
    groups
}

/// Drops the groups without a strong link, renumbering the links to the others (in order).
fn keep_linked_groups(
    groups: Vec<(Digit, CellSet)>,
    mut strong: Vec<Strong>,
) -> (Vec<(Digit, CellSet)>, Vec<Strong>) {
    if strong[729..].iter().all(|s| !s.is_empty()) {
        return (groups, strong);
    }
    let mut renumber = vec![u16::MAX; groups.len()];
    let mut kept = Vec::with_capacity(groups.len());
    for (g, &group) in groups.iter().enumerate() {
        if !strong[729 + g].is_empty() {
            renumber[g] = (729 + kept.len()) as u16;
            kept.push(group);
        }
    }
    let groups_strong = strong.split_off(729);
    strong.extend(groups_strong.into_iter().filter(|s| !s.is_empty()));
    for links in &mut strong {
        for n in links.iter_mut() {
            if let Some(g) = (*n as usize).checked_sub(729) {
                *n = renumber[g];
            }
        }
    }
    (kept, strong)
}

impl Graph {
    /// The graph of `kind`, without the strong links of the digits in `skip` (X-Chain only:
    /// then no chain passes through them).
    fn new(c: &Candidates, kind: Kind, skip: DigitSet) -> Graph {
        let groups = if kind == Kind::Xy {
            Vec::new()
        } else {
            find_groups(c, skip)
        };
        let mut strong = vec![Strong::default(); 729 + groups.len()];
        if kind != Kind::X {
            for cell in c.bivalue_cells().iter() {
                let mut ds = c.candidates(cell).iter();
                if let (Some(a), Some(b)) = (ds.next(), ds.next()) {
                    let (na, nb) = (
                        node(Candidate { cell, digit: a }),
                        node(Candidate { cell, digit: b }),
                    );
                    strong[na].push(nb as u16);
                    strong[nb].push(na as u16);
                }
            }
        }
        if kind != Kind::Xy {
            conjugate_links(c, skip, &mut strong);
            group_strong_links(c, &groups, &mut strong);
        }
        let (groups, strong) = keep_linked_groups(groups, strong);
        let total = strong.len();
        let group_sees: Vec<CellSet> = groups.iter().map(|g| seen_by_all(g.1)).collect();
        let mut by_digit: [Vec<usize>; 9] =
            std::array::from_fn(|_| Vec::with_capacity(groups.len()));
        for (g, (digit, _)) in groups.iter().enumerate() {
            by_digit[digit.index()].push(g);
        }
        let mut weak_start = Vec::with_capacity(total + 1);
        let mut weak_edges: Vec<u16> = Vec::with_capacity(16 * total);
        let linked = |t: usize| !strong[t].is_empty();
        for (nx, links) in strong.iter().enumerate().take(729) {
            weak_start.push(weak_edges.len() as u32);
            if links.is_empty() {
                continue;
            }
            let x = cand(nx);
            for peer in (c.cells_with(x.digit) & x.cell.peers()).iter() {
                let t = node(Candidate {
                    cell: peer,
                    digit: x.digit,
                });
                if linked(t) {
                    weak_edges.push(t as u16);
                }
            }
            if kind == Kind::Aic {
                for d in (c.candidates(x.cell) - DigitSet::single(x.digit)).iter() {
                    let t = node(Candidate {
                        cell: x.cell,
                        digit: d,
                    });
                    if linked(t) {
                        weak_edges.push(t as u16);
                    }
                }
            }
            for &g in &by_digit[x.digit.index()] {
                // The group's cells all see x's cell.
                if group_sees[g].contains(x.cell) {
                    weak_edges.push((729 + g) as u16);
                }
            }
        }
        let links = (&mut weak_start, &mut weak_edges);
        group_weak_links(c, &groups, &group_sees, &by_digit, &strong, links);
        weak_start.push(weak_edges.len() as u32);
        Graph {
            strong,
            weak_start,
            weak_edges,
            groups,
            group_sees,
        }
    }

    /// The cells that see all the cells of node `n`.
    fn sees(&self, n: usize) -> CellSet {
        match n.checked_sub(729).and_then(|g| self.group_sees.get(g)) {
            Some(&sees) => sees,
            None => cand(n).cell.peers(),
        }
    }

    /// The nodes weakly linked to node `n`.
    fn weak(&self, n: usize) -> &[u16] {
        &self.weak_edges[self.weak_start[n] as usize..self.weak_start[n + 1] as usize]
    }

    /// The digit and cells of node `n`.
    fn ends(&self, n: usize) -> (Digit, CellSet) {
        match n.checked_sub(729).and_then(|g| self.groups.get(g)) {
            Some(&g) => g,
            None => {
                let x = cand(n);
                (x.digit, CellSet::single(x.cell))
            }
        }
    }
}

/// Strong links between the two places of a digit not in `skip` in a house (conjugate pairs).
fn conjugate_links(c: &Candidates, skip: DigitSet, strong: &mut [Strong]) {
    for house in House::all() {
        for digit in Digit::ALL.into_iter().filter(|&d| !skip.contains(d)) {
            let cells = c.cells_with_in(digit, house);
            if cells.len() != 2 {
                continue;
            }
            let mut it = cells.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                let (na, nb) = (
                    node(Candidate { cell: a, digit }),
                    node(Candidate { cell: b, digit }),
                );
                if !strong[na].contains(&(nb as u16)) {
                    strong[na].push(nb as u16);
                    strong[nb].push(na as u16);
                }
            }
        }
    }
}

/// Weak links from each grouped node (all have a strong link): to the candidates with a
/// strong link and the groups of its digit that see all its cells.
fn group_weak_links(
    c: &Candidates,
    groups: &[(Digit, CellSet)],
    group_sees: &[CellSet],
    by_digit: &[Vec<usize>; 9],
    strong: &[Strong],
    (weak_start, weak_edges): (&mut Vec<u32>, &mut Vec<u16>),
) {
    for (&(digit, _), &sees) in groups.iter().zip(group_sees) {
        weak_start.push(weak_edges.len() as u32);
        for cell in (c.cells_with(digit) & sees).iter() {
            let t = node(Candidate { cell, digit });
            if !strong[t].is_empty() {
                weak_edges.push(t as u16);
            }
        }
        for &h in &by_digit[digit.index()] {
            if groups[h].1.is_subset(sees) {
                weak_edges.push((729 + h) as u16);
            }
        }
    }
}

/// Strong links with a grouped node at one end at least: in the group's box and in its line,
/// the digit's other places are one cell or another group.
fn group_strong_links(c: &Candidates, groups: &[(Digit, CellSet)], strong: &mut [Strong]) {
    // Per segment and digit, its group.
    let mut index = [[u16::MAX; 9]; 54];
    for (g, &(digit, cells)) in groups.iter().enumerate() {
        if let Some(s) = segment(cells) {
            index[s][digit.index()] = g as u16;
        }
    }
    let group_of = |digit: Digit, cells: CellSet| {
        let g = usize::from(index[segment(cells)?][digit.index()]);
        (groups.get(g)?.1 == cells).then_some(729 + g)
    };
    for (g, &(digit, cells)) in groups.iter().enumerate() {
        let ng = 729 + g;
        let Some(first) = cells.first() else { continue };
        for house in first.houses() {
            if !cells.is_subset(house.cells()) {
                continue;
            }
            let rest = c.cells_with_in(digit, house) - cells;
            let other = match rest.only() {
                Some(cell) => Some(node(Candidate { cell, digit })),
                None => group_of(digit, rest),
            };
            if let Some(o) = other {
                if !strong[ng].contains(&(o as u16)) {
                    strong[ng].push(o as u16);
                    strong[o].push(ng as u16);
                }
            }
        }
    }
}

/// The segment holding `cells` (`box * 6 + line`, the box's rows then its columns) when
/// they lie in one line, reckoned from the box of the first.
fn segment(cells: CellSet) -> Option<usize> {
    let first = cells.first()?;
    let [row, column, _] = first.houses();
    let line = if cells.is_subset(row.cells()) {
        first.row() % 3
    } else if cells.is_subset(column.cells()) {
        3 + first.col() % 3
    } else {
        return None;
    };
    Some(first.box_index() * 6 + line)
}

/// Ends a placement list in an effect key: the nodes before it are placed, those after it
/// removed.
const PLACED: u16 = u16::MAX;

/// Writes to `key` what a chain between nodes `s` and `e` of `graph`, one of them a group (one
/// end true), removes.
fn group_conclusions(c: &Candidates, graph: &Graph, (sn, en): (usize, usize), key: &mut Vec<u16>) {
    key.push(PLACED);
    let (s, e) = (graph.ends(sn), graph.ends(en));
    if s == e {
        return;
    }
    if s.0 == e.0 {
        let targets = c.cells_with(s.0) & graph.sees(sn) & graph.sees(en);
        key.extend(
            targets
                .iter()
                .map(|cell| node(Candidate { cell, digit: s.0 }) as u16),
        );
        return;
    }
    let from = key.len();
    for (a, b) in [(s, e), (e, s)] {
        if let (1, Some(cell)) = (b.1.len(), b.1.first()) {
            let x = Candidate { cell, digit: a.0 };
            if a.1.is_subset(cell.peers()) && c.has(x) {
                key.push(node(x) as u16);
            }
        }
    }
    // Node order is candidate order.
    key[from..].sort_unstable();
}

/// Writes to `key` what a chain from `s` to `e` (one of them true) places, then [`PLACED`],
/// then what it removes.
fn conclusions(c: &Candidates, s: Candidate, e: Candidate, key: &mut Vec<u16>) {
    if s == e {
        key.extend([node(s) as u16, PLACED]);
        return;
    }
    key.push(PLACED);
    if s.digit == e.digit {
        let targets = c.cells_with(s.digit) & s.cell.peers() & e.cell.peers();
        key.extend(targets.iter().map(|cell| {
            node(Candidate {
                cell,
                digit: s.digit,
            }) as u16
        }));
    } else if s.cell == e.cell {
        let others = c.candidates(s.cell) - DigitSet::single(s.digit) - DigitSet::single(e.digit);
        key.extend(others.iter().map(|digit| {
            node(Candidate {
                cell: s.cell,
                digit,
            }) as u16
        }));
    } else if s.cell.peers().contains(e.cell) {
        for x in [
            Candidate {
                cell: e.cell,
                digit: s.digit,
            },
            Candidate {
                cell: s.cell,
                digit: e.digit,
            },
        ] {
            if c.has(x) {
                key.push(node(x) as u16);
            }
        }
    }
}

/// The placements and eliminations of an effect key.
fn effect(key: &[u16]) -> (Vec<Candidate>, Vec<Candidate>) {
    let split = key.iter().position(|&n| n == PLACED).unwrap_or(key.len());
    let list = |nodes: &[u16]| nodes.iter().map(|&n| cand(n as usize)).collect();
    (
        list(&key[..split]),
        list(key.get(split + 1..).unwrap_or(&[])),
    )
}

/// The AIC's link graph of the position searched now, built when first needed: the nice
/// loops and the AIC search read the same one.
#[derive(Default)]
pub(crate) struct GraphCache(Option<Graph>);

impl GraphCache {
    fn get(&mut self, c: &Candidates) -> &Graph {
        self.0
            .get_or_insert_with(|| Graph::new(c, Kind::Aic, DigitSet::EMPTY))
    }
}

/// Chains of `kind`, lowest score first, none scored above `ceiling` (read again after each
/// step reported: the caller may lower it). An AIC search reads `graph`, the position's.
pub(crate) fn find(
    c: &Candidates,
    kind: Kind,
    (graph, ceiling): (&mut GraphCache, &std::cell::Cell<u16>),
    sink: &mut Sink,
) -> ControlFlow<()> {
    let mut digits = DigitSet::EMPTY;
    let mut complete = DigitSet::EMPTY;
    let found = (&mut digits, &mut complete);
    let kind_skip = (kind, DigitSet::EMPTY);
    search::report(c, kind_skip, graph, ceiling, found, sink)
}

/// Continuous nice loops (Bidirectional X-Cycles, Y-Cycles and Cycles) over the position's
/// `graph`, lowest score first, none scored above `ceiling`.
pub(crate) fn find_loops(
    c: &Candidates,
    graph: &mut GraphCache,
    ceiling: &std::cell::Cell<u16>,
    sink: &mut Sink,
) -> ControlFlow<()> {
    loops::report(c, graph.get(c), ceiling, sink)
}

/// X-Chains of the digits not in `skip`, lowest score first, none above `ceiling` (an
/// X-Chain reads only its digit's cells: those of `skip` are known to have none). `found`
/// gets the digits that have one, `complete` those whose search ran to its end (a digit in
/// `complete` but not in `found` has none), whether or not `sink` stops early.
pub(crate) fn find_x(
    c: &Candidates,
    skip: DigitSet,
    ceiling: &std::cell::Cell<u16>,
    (found, complete): (&mut DigitSet, &mut DigitSet),
    sink: &mut Sink,
) -> ControlFlow<()> {
    let mut unused = GraphCache::default();
    search::report(
        c,
        (Kind::X, skip),
        &mut unused,
        ceiling,
        (found, complete),
        sink,
    )
}

/// Whether every node of `path` has its own anchor candidate (a group is written as the
/// candidate of its first cell; a chain where that candidate is also a node is left out). A
/// chain that ends on its start (a discontinuous loop) names it twice.
fn unambiguous(graph: &Graph, path: &[usize]) -> bool {
    let mut anchors = std::collections::BTreeSet::new();
    let nodes = match path {
        [first, rest @ .., last] if first == last => &path[..=rest.len()],
        _ => path,
    };
    nodes.iter().all(|&n| {
        let (digit, cells) = graph.ends(n);
        cells
            .first()
            .is_some_and(|cell| anchors.insert(node(Candidate { cell, digit })))
    })
}

/// The step of the chain through the nodes `path`.
fn chain_step(
    technique: Technique,
    graph: &Graph,
    path: &[usize],
    placements: Vec<Candidate>,
    eliminations: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(technique);
    step.placements = placements;
    step.eliminations = eliminations;
    let anchor = |n: usize| {
        let (digit, cells) = graph.ends(n);
        Candidate {
            cell: cells.first().unwrap_or(Cell::from_index(0)),
            digit,
        }
    };
    let links: Vec<Link> = path
        .windows(2)
        .enumerate()
        .map(|(i, w)| Link {
            from: anchor(w[0]),
            to: anchor(w[1]),
            kind: if i % 2 == 0 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            },
        })
        .collect();
    let mut cells: Vec<Cell> = Vec::new();
    let mut digits = DigitSet::EMPTY;
    let mut seen = CellSet::EMPTY;
    let mut candidates = Vec::new();
    let mut groups = Vec::new();
    for (i, &n) in path.iter().enumerate() {
        let (digit, node_cells) = graph.ends(n);
        digits.insert(digit);
        if n >= 729 {
            groups.push(Group {
                digit,
                cells: node_cells,
            });
        }
        for cell in node_cells.iter() {
            if !seen.contains(cell) {
                seen.insert(cell);
                cells.push(cell);
            }
            candidates.push(Marked {
                candidate: Candidate { cell, digit },
                role: if i % 2 == 0 { Role::Off } else { Role::On },
            });
        }
    }
    step.evidence = Evidence {
        cells,
        digits,
        candidates,
        links,
        groups,
        ..Evidence::default()
    };
    step.normalize()
}
