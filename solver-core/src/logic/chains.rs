//! Chains: X-Chain, XY-Chain and AIC (alternating inference chains, which include the
//! discontinuous nice loops).
//!
//! A chain alternates strong links (at least one end true: a conjugate pair, or the two
//! candidates of a bivalue cell) and weak links (at most one end true: two candidates of a
//! digit in peer cells, or two candidates of one cell). It starts and ends with a strong link,
//! so if its first candidate is false its last one is true: one of the two ends is true, and
//! any candidate that is weakly linked to both ends is false. If both ends are the same
//! candidate, it is true.
//!
//! The search is breadth-first from every candidate that has a strong link, so every chain
//! reported is a shortest one for its ends; steps are reported shortest first.

use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{Candidate, Cell, CellSet, Digit, DigitSet, House};
use std::ops::ControlFlow;

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
    c.cell.index() * 9 + c.digit.index()
}

fn cand(n: usize) -> Candidate {
    Candidate {
        cell: Cell::from_index(n / 9),
        digit: Digit::from_index(n % 9),
    }
}

/// The link graph of a position.
struct Graph {
    strong: Vec<Vec<u16>>,
    weak: Vec<Vec<u16>>,
}

impl Graph {
    fn new(c: &Candidates, kind: Kind) -> Graph {
        let mut strong = vec![Vec::new(); 729];
        let mut weak = vec![Vec::new(); 729];
        if kind != Kind::X {
            for cell in c.bivalue_cells().iter() {
                let ds: Vec<Digit> = c.candidates(cell).iter().collect();
                if let [a, b] = ds[..] {
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
            for house in House::all() {
                for digit in Digit::ALL {
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
        for x in c.all() {
            let nx = node(x);
            if strong[nx].is_empty() && kind != Kind::Aic {
                continue;
            }
            let mut targets = Vec::new();
            for peer in (c.cells_with(x.digit) & x.cell.peers()).iter() {
                targets.push(node(Candidate {
                    cell: peer,
                    digit: x.digit,
                }));
            }
            if kind == Kind::Aic {
                for d in (c.candidates(x.cell) - DigitSet::single(x.digit)).iter() {
                    targets.push(node(Candidate {
                        cell: x.cell,
                        digit: d,
                    }));
                }
            }
            weak[nx] = targets
                .into_iter()
                .filter(|&t| !strong[t].is_empty())
                .map(|t| t as u16)
                .collect();
        }
        Graph { strong, weak }
    }
}

/// What a chain from `s` to `e` (one of them true) removes or places.
fn conclusions(c: &Candidates, s: Candidate, e: Candidate) -> (Vec<Candidate>, Vec<Candidate>) {
    if s == e {
        return (vec![s], Vec::new());
    }
    let mut out = Vec::new();
    if s.digit == e.digit {
        let targets = c.cells_with(s.digit) & s.cell.peers() & e.cell.peers();
        out.extend(targets.iter().map(|cell| Candidate {
            cell,
            digit: s.digit,
        }));
    } else if s.cell == e.cell {
        let others = c.candidates(s.cell) - DigitSet::single(s.digit) - DigitSet::single(e.digit);
        out.extend(others.iter().map(|digit| Candidate {
            cell: s.cell,
            digit,
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
                out.push(x);
            }
        }
    }
    (Vec::new(), out)
}

/// A chain found: its length, its nodes, its placements and eliminations.
type Found = (usize, Vec<usize>, Vec<Candidate>, Vec<Candidate>);

/// Chains of `kind`, shortest first.
pub(crate) fn find(c: &Candidates, kind: Kind, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match kind {
        Kind::X => Technique::XChain,
        Kind::Xy => Technique::XyChain,
        Kind::Aic => Technique::Aic,
    };
    let graph = Graph::new(c, kind);
    let mut found = shortest_chains(c, &graph);
    found.sort_by_key(|f| f.0);
    for (_, path, placements, eliminations) in found {
        sink(chain_step(technique, &path, placements, eliminations))?;
    }
    ControlFlow::Continue(())
}

/// Every chain with an effect not found before, breadth-first from each candidate with a
/// strong link, in the order found.
fn shortest_chains(c: &Candidates, graph: &Graph) -> Vec<Found> {
    let mut found: Vec<Found> = Vec::new();
    // State = node * 2 + on.
    let mut parent = vec![u16::MAX; 729 * 2];
    let mut depth = vec![0u8; 729 * 2];
    let mut seen_effects: std::collections::BTreeSet<(Vec<Candidate>, Vec<Candidate>)> =
        std::collections::BTreeSet::new();
    let mut queue: Vec<usize> = Vec::new();
    for s in 0..729 {
        if graph.strong[s].is_empty() {
            continue;
        }
        // Only the states the last search reached are set: clear just those.
        for &state in &queue {
            parent[state] = u16::MAX;
        }
        queue.clear();
        let start = s * 2;
        parent[start] = start as u16;
        depth[start] = 0;
        queue.push(start);
        let mut i = 0;
        while let Some(&state) = queue.get(i) {
            i += 1;
            let (n, on) = (state / 2, state % 2 == 1);
            if on && depth[state] >= 3 {
                let (placements, eliminations) = conclusions(c, cand(s), cand(n));
                if !placements.is_empty() || !eliminations.is_empty() {
                    let effect = (placements.clone(), eliminations.clone());
                    if seen_effects.insert(effect) {
                        let path = path_to(&parent, start, state);
                        found.push((path.len(), path, placements, eliminations));
                    }
                }
            }
            if depth[state] >= 40 {
                continue;
            }
            let next: &[u16] = if on { &graph.weak[n] } else { &graph.strong[n] };
            for &m in next {
                let ns = m as usize * 2 + usize::from(!on);
                if parent[ns] == u16::MAX {
                    parent[ns] = state as u16;
                    depth[ns] = depth[state] + 1;
                    queue.push(ns);
                }
            }
        }
    }
    found
}

/// The nodes from `start` to `state`, following `parent` back.
fn path_to(parent: &[u16], start: usize, state: usize) -> Vec<usize> {
    let mut path = vec![state / 2];
    let mut st = state;
    while st != start {
        st = parent[st] as usize;
        path.push(st / 2);
    }
    path.reverse();
    path
}

/// The step of the chain through the nodes `path`.
fn chain_step(
    technique: Technique,
    path: &[usize],
    placements: Vec<Candidate>,
    eliminations: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(technique);
    step.placements = placements;
    step.eliminations = eliminations;
    let links: Vec<Link> = path
        .windows(2)
        .enumerate()
        .map(|(i, w)| Link {
            from: cand(w[0]),
            to: cand(w[1]),
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
    for &n in path {
        let x = cand(n);
        digits.insert(x.digit);
        if !seen.contains(x.cell) {
            seen.insert(x.cell);
            cells.push(x.cell);
        }
    }
    step.evidence = Evidence {
        cells,
        digits,
        candidates: path
            .iter()
            .enumerate()
            .map(|(i, &n)| Marked {
                candidate: cand(n),
                role: if i % 2 == 0 { Role::Off } else { Role::On },
            })
            .collect(),
        links,
        ..Evidence::default()
    };
    step.normalize()
}
