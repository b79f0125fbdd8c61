//! The chain search: breadth-first from every node with a strong link at once, one level (one
//! link more) at a time, so that chains come out lowest score first and the search stops as
//! soon as no chain left to find can score low enough.
//!
//! Each effect (what a chain places or removes) is reported once, with its lowest-scored chain
//! over all starts (its shortest: a grouped chain scores 0.3 more than a plain one of its
//! length); ties go to the chain found first (the lower start, then breadth-first order).

use super::{chain_step, conclusions, effect, group_conclusions, unambiguous, Graph, Kind};
use crate::bitset::DigitSet;
use crate::logic::score::chain_score_tenths;
use crate::logic::{Candidates, Sink, Technique};
use std::cell::Cell;
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// A chain is at most this many links long.
const MAX_DEPTH: usize = 40;

/// A chain found and not reported yet.
struct Found {
    score: u16,
    /// Found before every chain with a greater number.
    order: usize,
    path: Vec<usize>,
    key: Vec<u16>,
}

/// A state reached: the start's index, the state (`node * 2 + on`), and where in the level
/// before it was reached from.
#[derive(Clone, Copy)]
struct Reached {
    start: u16,
    state: u16,
    from: u32,
}

/// The searches from every start, advanced together one level at a time.
struct Search<'a> {
    c: &'a Candidates,
    graph: &'a Graph,
    technique: Technique,
    /// The nodes with a strong link, in node order.
    starts: Vec<usize>,
    /// Words of `reached` per start.
    words: usize,
    /// Per start, a bit per state (`node * 2 + on`): reached.
    reached: Vec<u64>,
    /// Every level so far, the last one the current: the states reached (start index, state,
    /// index of the state it was reached from in the level before), by start, then in the
    /// order they were reached.
    levels: Vec<Vec<Reached>>,
    /// The number of links of the current level.
    depth: usize,
    /// Per effect key (see `conclusions`): its chain waiting in `pending`, or `None` once
    /// reported.
    effects: BTreeMap<Vec<u16>, Option<usize>>,
    pending: Vec<Option<Found>>,
    found: usize,
    key: Vec<u16>,
}

impl<'a> Search<'a> {
    fn new(c: &'a Candidates, graph: &'a Graph, technique: Technique) -> Search<'a> {
        let nodes = graph.strong.len();
        let starts: Vec<usize> = (0..nodes)
            .filter(|&n| !graph.strong[n].is_empty())
            .collect();
        let words = (nodes * 2).div_ceil(64);
        let mut reached = vec![0u64; starts.len() * words];
        let mut first = Vec::with_capacity(starts.len());
        for (si, &s) in starts.iter().enumerate() {
            reached[si * words + s * 2 / 64] |= 1 << (s * 2 % 64);
            first.push(Reached {
                start: si as u16,
                state: (s * 2) as u16,
                from: 0,
            });
        }
        Search {
            c,
            graph,
            technique,
            starts,
            words,
            reached,
            levels: vec![first],
            depth: 0,
            effects: BTreeMap::new(),
            pending: Vec::new(),
            found: 0,
            key: Vec::new(),
        }
    }

    /// The score of a plain chain of `links` links (the lowest a chain of that length has).
    fn plain(&self, links: usize) -> u16 {
        chain_score_tenths(self.technique, links, false)
    }

    /// Checks the chains ending at the current level, then reaches the next level; the
    /// digits of the chains found go into `digits`.
    fn advance(&mut self, digits: &mut DigitSet) {
        if self.depth >= 3 && self.depth % 2 == 1 {
            for i in 0..self.current().len() {
                self.check(i, digits);
            }
        }
        let mut next = Vec::with_capacity(self.current().len() * 2);
        if self.depth < MAX_DEPTH {
            let (graph, words) = (self.graph, self.words);
            let current = self.levels.last().map_or(&[][..], Vec::as_slice);
            for (i, r) in current.iter().enumerate() {
                let (si, state) = (usize::from(r.start), usize::from(r.state));
                let (n, on) = (state / 2, state % 2 == 1);
                let links: &[u16] = if on { graph.weak(n) } else { &graph.strong[n] };
                let seen = &mut self.reached[si * words..(si + 1) * words];
                for &m in links {
                    let ns = usize::from(m) * 2 + usize::from(!on);
                    let bit = 1u64 << (ns % 64);
                    if seen[ns / 64] & bit == 0 {
                        seen[ns / 64] |= bit;
                        next.push(Reached {
                            start: r.start,
                            state: ns as u16,
                            from: i as u32,
                        });
                    }
                }
            }
        }
        self.levels.push(next);
        self.depth += 1;
    }

    /// The states of the current level.
    fn current(&self) -> &[Reached] {
        self.levels.last().map_or(&[], Vec::as_slice)
    }

    /// The nodes from the start to the state at `i` in the current level.
    fn path(&self, mut i: usize) -> Vec<usize> {
        let mut path = Vec::with_capacity(self.levels.len());
        for level in self.levels.iter().rev() {
            let Some(r) = level.get(i) else { break };
            path.push(usize::from(r.state) / 2);
            i = r.from as usize;
        }
        path.reverse();
        path
    }

    /// The chain from start `si` to `state` (an "on" state): kept if it has an effect with
    /// no lower-scored chain found before.
    fn check(&mut self, i: usize, digits: &mut DigitSet) {
        let r = self.current()[i];
        let (s, n) = (self.starts[usize::from(r.start)], usize::from(r.state) / 2);
        self.key.clear();
        if s < 729 && n < 729 {
            conclusions(self.c, super::cand(s), super::cand(n), &mut self.key);
        } else {
            group_conclusions(self.c, self.graph, (s, n), &mut self.key);
        }
        // An effect places or removes something when its key is more than `PLACED`.
        if self.key.len() <= 1 {
            return;
        }
        let waiting = match self.effects.get(self.key.as_slice()) {
            Some(None) => return,
            Some(&Some(i)) => Some(i),
            None => None,
        };
        let path = self.path(i);
        let grouped = path.iter().any(|&p| p >= 729);
        if grouped && !unambiguous(self.graph, &path) {
            return;
        }
        let score = chain_score_tenths(self.technique, path.len() - 1, grouped);
        let waiting_score = waiting.and_then(|i| self.pending[i].as_ref().map(|f| f.score));
        if waiting_score.is_some_and(|w| w <= score) {
            return;
        }
        digits.insert(self.graph.ends(s).0);
        let found = Found {
            score,
            order: self.found,
            path,
            key: self.key.clone(),
        };
        self.found += 1;
        match waiting {
            Some(i) => self.pending[i] = Some(found),
            None => {
                self.effects
                    .insert(self.key.clone(), Some(self.pending.len()));
                self.pending.push(Some(found));
            }
        }
    }

    /// Reports the chains waiting with a score of at most `bound`, lowest score first, then
    /// shortest, then in the order found.
    fn report(&mut self, bound: u16, sink: &mut Sink) -> ControlFlow<()> {
        let mut ready: Vec<(u16, usize, usize, usize)> = self
            .pending
            .iter()
            .enumerate()
            .filter_map(|(i, f)| {
                let f = f.as_ref()?;
                (f.score <= bound).then_some((f.score, f.path.len(), f.order, i))
            })
            .collect();
        ready.sort_unstable();
        for (_, _, _, i) in ready {
            let Some(f) = self.pending[i].take() else {
                continue;
            };
            let (placements, eliminations) = effect(&f.key);
            self.effects.insert(f.key, None);
            sink(chain_step(
                self.technique,
                self.graph,
                &f.path,
                placements,
                eliminations,
            ))?;
        }
        ControlFlow::Continue(())
    }

    /// The digits of the starts whose search has not ended.
    fn open_digits(&self) -> DigitSet {
        self.current()
            .iter()
            .map(|r| self.graph.ends(self.starts[usize::from(r.start)]).0)
            .collect()
    }
}

/// Chains of `kind` (X-Chains: without the digits of `skip`), lowest score first, none scored
/// above `ceiling`. `found` gets the digits of the chains found (of their first node), and
/// `complete` every digit whose starts were searched to the end.
pub(super) fn report(
    c: &Candidates,
    (kind, skip): (Kind, DigitSet),
    graph: &mut super::GraphCache,
    ceiling: &Cell<u16>,
    (found, complete): (&mut DigitSet, &mut DigitSet),
    sink: &mut Sink,
) -> ControlFlow<()> {
    let technique = match kind {
        Kind::X => Technique::XChain,
        Kind::Xy => Technique::XyChain,
        Kind::Aic => Technique::Aic,
    };
    if chain_score_tenths(technique, 3, false) > ceiling.get() {
        return ControlFlow::Continue(());
    }
    let own;
    let graph = if kind == Kind::Aic {
        graph.get(c)
    } else {
        own = Graph::new(c, kind, skip);
        &own
    };
    let mut search = Search::new(c, graph, technique);
    let flow = run(&mut search, ceiling, found, sink);
    *complete = DigitSet::ALL - search.open_digits() - skip;
    flow
}

/// Advances `search` level by level, reporting each chain once no chain still to be found
/// can score lower, until no chain left can score `ceiling` or less.
fn run(
    search: &mut Search,
    ceiling: &Cell<u16>,
    found: &mut DigitSet,
    sink: &mut Sink,
) -> ControlFlow<()> {
    while !search.current().is_empty() {
        search.advance(found);
        let checked = search.depth - 1;
        if checked < 3 || checked.is_multiple_of(2) {
            continue;
        }
        // Every chain still to be found has at least `checked + 2` links.
        let next = search.plain(checked + 2);
        search.report(next, sink)?;
        if next > ceiling.get() {
            return ControlFlow::Continue(());
        }
    }
    search.report(u16::MAX, sink)
}
