//! Continuous nice loops (Sudoku Explainer's Bidirectional Cycles): a closed chain whose links
//! alternate strong and weak all the way round. Going round it from a false start makes every
//! other node true; going round from a true start, the other half: so exactly one of the two
//! halves is true, and a candidate outside the loop that clashes with a node of each half is
//! false either way.
//!
//! The search runs three times over the AIC's link graph, with one digit's links (an
//! X-Cycle), bivalue cells' (a Y-Cycle) and every link (a Cycle), and goes breadth-first from
//! each candidate with a strong link through the nodes after it (groups are numbered after
//! every candidate), so each loop found is found once, from its lowest candidate (a loop of
//! groups alone is left out); each effect is reported once, with its lowest-scored loop,
//! lowest score first, none above the ceiling.
//!
//! X-Cycles and Cycles may pass through the graph's grouped nodes (never a Y-Cycle: a group
//! is not a cell). A candidate that sees every cell of a group clashes with it, and a grouped
//! loop scores 0.3 more than a plain one of its length; the walk takes groups only while a
//! grouped loop can still score at or under the ceiling.

use super::{cand, chain_step, Graph};
use crate::logic::score::{loop_score_tenths, nice_loop_score_tenths, step_score_tenths};
use crate::logic::{Candidates, Sink, Step, Technique};
use crate::{bitset::DigitSet, geometry::Candidate};
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// A loop is at most this many nodes long.
const MAX_NODES: usize = 10;

/// A set of the 729 candidates, a bit each.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
struct CandSet([u64; 12]);

impl CandSet {
    fn insert(&mut self, n: usize) {
        self.0[n / 64] |= 1 << (n % 64);
    }

    fn contains(&self, n: usize) -> bool {
        self.0[n / 64] & (1 << (n % 64)) != 0
    }

    fn union(&mut self, other: &CandSet) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

/// The candidates of `c` that clash with node `n` of `graph`: its digit in the cells that see
/// all its cells, and for a candidate the other digits of its cell.
fn clashes(c: &Candidates, graph: &Graph, n: usize) -> CandSet {
    let mut set = CandSet::default();
    let (digit, _) = graph.ends(n);
    for cell in (c.cells_with(digit) & graph.sees(n)).iter() {
        set.insert(Candidate { cell, digit }.index());
    }
    if n >= 729 {
        return set;
    }
    let x = cand(n);
    for digit in (c.candidates(x.cell) - DigitSet::single(x.digit)).iter() {
        set.insert(
            Candidate {
                cell: x.cell,
                digit,
            }
            .index(),
        );
    }
    set
}

/// What the loop through `nodes` of `graph` removes (`clash` the candidates each node clashes
/// with, filled when first needed): every candidate off the loop that clashes with a node of
/// each half.
fn eliminations(
    c: &Candidates,
    graph: &Graph,
    clash: &mut [Option<CandSet>],
    nodes: &[usize],
) -> CandSet {
    let mut halves = [CandSet::default(); 2];
    for (i, &n) in nodes.iter().enumerate() {
        halves[i % 2].union(clash[n].get_or_insert_with(|| clashes(c, graph, n)));
    }
    let mut removed = CandSet::default();
    for (w, (a, b)) in halves[0].0.iter().zip(halves[1].0).enumerate() {
        removed.0[w] = a & b;
    }
    for &n in nodes {
        let (digit, cells) = graph.ends(n);
        for cell in cells.iter() {
            let x = Candidate { cell, digit }.index();
            removed.0[x / 64] &= !(1 << (x % 64));
        }
    }
    removed
}

/// Whether the loop through `nodes` of `graph` (strong link first) mixes its kinds of links:
/// neither one digit's nor strong inside bivalue cells and weak between cells all the way (a
/// group is in no such loop of bivalue cells).
fn mixed(graph: &Graph, nodes: &[usize]) -> bool {
    let digit = graph.ends(nodes[0]).0;
    let one_digit = nodes.iter().all(|&n| graph.ends(n).0 == digit);
    let y_cycle = nodes.iter().all(|&n| n < 729)
        && (0..nodes.len()).all(|i| {
            let (a, b) = (cand(nodes[i]), cand(nodes[(i + 1) % nodes.len()]));
            (a.cell == b.cell) == (i % 2 == 0)
        });
    !(one_digit || y_cycle)
}

/// Whether no two nodes of `nodes` of `graph` share a candidate (a group and a candidate
/// inside it, or two groups that overlap): such a ring is left out, as the AIC leaves out a
/// chain that names a candidate twice.
fn disjoint(graph: &Graph, nodes: &[usize]) -> bool {
    let mut seen = CandSet::default();
    nodes.iter().all(|&n| {
        let (digit, cells) = graph.ends(n);
        cells.iter().all(|cell| {
            let x = Candidate { cell, digit }.index();
            let fresh = !seen.contains(x);
            seen.insert(x);
            fresh
        })
    })
}

/// Which links of the graph a loop may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Links {
    /// The start's digit only (an X-Cycle).
    OneDigit,
    /// Strong links inside bivalue cells, weak ones between cells (a Y-Cycle).
    Bivalue,
    /// Any (a Cycle).
    Any,
}

/// The digit's index of node `n` of `graph` (a candidate's is its index modulo 9).
fn digit_of(graph: &Graph, n: usize) -> usize {
    match n.checked_sub(729).and_then(|g| graph.groups.get(g)) {
        Some(g) => g.0.index(),
        None => n % 9,
    }
}

impl Links {
    /// Whether a loop from node `s` may take the link from `a` to `b` (a candidate's cell is
    /// its index divided by 9).
    fn allow(self, graph: &Graph, s: usize, (a, b): (usize, usize), strong: bool) -> bool {
        match self {
            Links::OneDigit => digit_of(graph, b) == digit_of(graph, s),
            Links::Bivalue => a < 729 && b < 729 && (a / 9 == b / 9) == strong,
            Links::Any => true,
        }
    }
}

/// Whether a loop of `links` may start at node `s` (a loop is found from its lowest node):
/// `s` has a strong link on to a later node, and a weak link back from one (below `end`).
fn may_start(graph: &Graph, links: Links, s: usize, end: usize) -> bool {
    let later = |strong: bool| {
        move |&m: &u16| -> bool {
            let m = usize::from(m);
            m < end && m > s && links.allow(graph, s, (s, m), strong)
        }
    };
    graph.strong[s].iter().any(later(true)) && graph.weak(s).iter().any(later(false))
}

/// The breadth-first search of the graph from one start at a time, its buffers kept between
/// starts.
struct Walker<'a> {
    graph: &'a Graph,
    /// Per state (`node * 2 + on`): the state it was reached from, `u32::MAX` if not reached.
    parent: Vec<u32>,
    touched: Vec<usize>,
    /// Per node: whether it has a weak link back to the current start (it closes a loop).
    closes: Vec<bool>,
    /// Per node: whether it has a strong link to a node that closes a loop.
    near: Vec<bool>,
    /// The states of the level searched and of the next one.
    level: Vec<usize>,
    next: Vec<usize>,
    /// The nodes the walk may pass through are those below this: 729 without the groups.
    end: usize,
}

impl<'a> Walker<'a> {
    fn new(graph: &'a Graph) -> Walker<'a> {
        let nodes = graph.strong.len();
        Walker {
            graph,
            parent: vec![u32::MAX; nodes * 2],
            touched: Vec::new(),
            closes: vec![false; nodes],
            near: vec![false; nodes],
            level: Vec::new(),
            next: Vec::new(),
            end: nodes,
        }
    }

    /// Marks the nodes that close a loop on `s` and those one strong link before them
    /// (unmarking the previous start's first).
    fn mark_ends(&mut self, s: usize, previous: Option<usize>) {
        let graph = self.graph;
        let flag = |on: bool, closes: &mut Vec<bool>, near: &mut Vec<bool>, s: usize| {
            for &m in graph.weak(s) {
                let m = usize::from(m);
                closes[m] = on;
                for &p in graph.strong[m].iter() {
                    near[usize::from(p)] = on;
                }
            }
        };
        if let Some(previous) = previous {
            flag(false, &mut self.closes, &mut self.near, previous);
        }
        flag(true, &mut self.closes, &mut self.near, s);
    }

    /// The loops of `kind` through `s` (each the tree path to a node that closes on `s` with
    /// a weak link), `most` nodes at most, as lists of nodes from `s`. The last two levels
    /// keep only the states that can still close the loop in time (the others are on no loop
    /// found, and the states they would have reached are of the other parity).
    fn loops_from(&mut self, kind: Links, s: usize, most: usize) -> Vec<Vec<usize>> {
        for &t in &self.touched {
            self.parent[t] = u32::MAX;
        }
        self.touched.clear();
        let start = s * 2;
        self.parent[start] = start as u32;
        self.touched.push(start);
        let (mut level, mut next) = (
            std::mem::take(&mut self.level),
            std::mem::take(&mut self.next),
        );
        level.clear();
        level.push(start);
        let mut loops = Vec::new();
        // The deepest level that can close a loop (odd: an "on" state).
        let last = (most - 1) | 1;
        let last = if last < most { last } else { last - 2 };
        for depth in 1..=last {
            next.clear();
            let keep: &[bool] = if depth == last {
                &self.closes
            } else if depth + 1 == last {
                &self.near
            } else {
                &[]
            };
            for &state in &level {
                let (n, on) = (state / 2, state % 2 == 1);
                let links: &[u16] = if on {
                    self.graph.weak(n)
                } else {
                    &self.graph.strong[n]
                };
                // Each loop is found once, from its lowest node.
                let later = |m: &&u16| {
                    let m = usize::from(**m);
                    m < self.end && m > s && kind.allow(self.graph, s, (n, m), !on)
                };
                for &m in links.iter().filter(later) {
                    if !keep.is_empty() && !keep[usize::from(m)] {
                        continue;
                    }
                    let ns = usize::from(m) * 2 + usize::from(!on);
                    if self.parent[ns] == u32::MAX {
                        self.parent[ns] = state as u32;
                        self.touched.push(ns);
                        next.push(ns);
                    }
                }
            }
            if depth >= 3 && depth % 2 == 1 {
                for &state in &next {
                    let closes = kind.allow(self.graph, s, (state / 2, s), false);
                    if closes && self.closes[state / 2] {
                        loops.extend(self.path(state));
                    }
                }
            }
            std::mem::swap(&mut level, &mut next);
        }
        (self.level, self.next) = (level, next);
        loops
    }

    /// The nodes from the start to `state`, if none comes twice.
    fn path(&self, mut state: usize) -> Option<Vec<usize>> {
        let mut nodes = vec![state / 2];
        while self.parent[state] as usize != state {
            state = self.parent[state] as usize;
            nodes.push(state / 2);
        }
        nodes.reverse();
        let mut sorted = nodes.clone();
        sorted.sort_unstable();
        sorted.dedup();
        (sorted.len() == nodes.len()).then_some(nodes)
    }
}

/// The nodes a loop of `links` may pass through, below the returned node: the groups too when
/// a grouped loop of such links can still score at or under `ceiling`.
fn walk_end(graph: &Graph, links: Links, ceiling: u16) -> usize {
    let grouped = match links {
        Links::OneDigit => nice_loop_score_tenths(false, 4, true) <= ceiling,
        Links::Bivalue => false,
        Links::Any => nice_loop_score_tenths(true, 4, true) <= ceiling,
    };
    if grouped {
        graph.strong.len()
    } else {
        729
    }
}

/// The step of the loop through `nodes` (from its start, strong link first) of `graph`,
/// removing `removed`.
fn loop_step(graph: &Graph, nodes: &[usize], removed: &CandSet) -> Step {
    let list = (0..729)
        .filter(|&n| removed.contains(n))
        .map(cand)
        .collect();
    let mut path = nodes.to_vec();
    path.push(nodes[0]);
    let mut step = chain_step(Technique::NiceLoop, graph, &path, Vec::new(), list);
    // The start closes the loop: its marks are there once.
    let start_cells = graph.ends(nodes[0]).1.len();
    let kept = step.evidence.candidates.len().saturating_sub(start_cells);
    step.evidence.candidates.truncate(kept);
    step
}

/// Nice loops, lowest score first, none scored above `ceiling` (read again after each step
/// reported: the caller may lower it).
pub(super) fn report(
    c: &Candidates,
    graph: &Graph,
    ceiling: &std::cell::Cell<u16>,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let most = (4..=MAX_NODES)
        .take_while(|&k| loop_score_tenths(false, k) <= ceiling.get())
        .last();
    let Some(most) = most else {
        return ControlFlow::Continue(());
    };
    let mut clash: Vec<Option<CandSet>> = vec![None; graph.strong.len()];
    // Per effect, its lowest-scored loop so far: (score, nodes, order found, step).
    let mut best: BTreeMap<CandSet, (u16, usize, usize, Step)> = BTreeMap::new();
    let mut order = 0;
    // One walker for the three searches: its marks and buffers are reset as it goes.
    let mut walker = Walker::new(graph);
    let mut previous = None;
    for links in [Links::OneDigit, Links::Bivalue, Links::Any] {
        // A loop of any links that is neither of the first two kinds scores 7.0 or more.
        if links == Links::Any && loop_score_tenths(true, 4) > ceiling.get() {
            break;
        }
        let end = walk_end(graph, links, ceiling.get());
        walker.end = end;
        // Only from candidates: a loop of groups alone is left out.
        for s in (0..729).filter(|&s| may_start(graph, links, s, end)) {
            walker.mark_ends(s, previous);
            previous = Some(s);
            for nodes in walker.loops_from(links, s, most) {
                let grouped = nodes.iter().any(|&n| n >= 729);
                let score = nice_loop_score_tenths(mixed(graph, &nodes), nodes.len(), grouped);
                order += 1;
                if score > ceiling.get() || (grouped && !disjoint(graph, &nodes)) {
                    continue;
                }
                let removed = eliminations(c, graph, &mut clash, &nodes);
                if removed == CandSet::default() {
                    continue;
                }
                if best
                    .get(&removed)
                    .is_some_and(|b| (b.0, b.1) <= (score, nodes.len()))
                {
                    continue;
                }
                let step = loop_step(graph, &nodes, &removed);
                debug_assert_eq!(step_score_tenths(&step), score);
                best.insert(removed, (score, nodes.len(), order, step));
            }
        }
    }
    let mut ready: Vec<_> = best.into_values().collect();
    ready.sort_unstable_by_key(|e| (e.0, e.1, e.2));
    for (score, _, _, step) in ready {
        if score <= ceiling.get() {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}
