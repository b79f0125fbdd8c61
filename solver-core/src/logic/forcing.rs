//! Forcing chains, the last technique before a guess, in Sudoku Explainer's two families.
//!
//! Static (SE's Cell and Region Forcing Chains, [`Technique::ForcingChain`], `statics`):
//! every candidate of a cell with more than two, or every place of a digit in a house, is
//! assumed in turn and followed by two-choice implications only; what every branch reaches
//! is proved. Scored 8.0 plus the length rule on all branches' candidates.
//!
//! Dynamic ([`Technique::DynamicForcingChain`], scored from 8.5), searched only when no static
//! chain scores 8.5 or less: assume a candidate true and follow the singles it forces (naked
//! and hidden singles, as a player would pencil them, a single after several removals too).
//!
//! - Contradiction: if assuming a candidate leads to a cell without candidates or a digit
//!   without a place in a house, the candidate is false.
//! - Cell forcing: if every candidate of a cell forces the same candidate true (or false), it
//!   is.
//! - House forcing: likewise for every place of a digit in a house.
//!
//! Each step states one conclusion (one placement, or the removal of one candidate), with the
//! chain of every branch to it as [`Link`]s, one branch after the other, each from its root.
//! A single that needed several removals (a cell or house with more than two choices) brings
//! the chains to each of them. The dynamic search goes in rounds, simplest first, each only
//! when the ones before found nothing: the two candidates of bivalue cells, then the two
//! places of a digit in a house, then the rest; within a round, the steps whose chains have
//! the fewest distinct links come first.

mod branch;
mod statics;

use super::score::{forcing_score_tenths, step_score_tenths, technique_rating};
use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, House},
};
use branch::{Branch, Clash, State};
use std::ops::ControlFlow;
use std::rc::Rc;

/// What the assumptions of a position force, computed when first needed.
struct Branches<'a> {
    c: &'a Candidates,
    cache: Vec<Option<Rc<Branch>>>,
}

impl Branches<'_> {
    fn get(&mut self, x: Candidate) -> Rc<Branch> {
        let c = self.c;
        self.cache[x.cell.index() * 9 + x.digit.index()]
            .get_or_insert_with(|| Rc::new(Branch::assume(c, x)))
            .clone()
    }
}

/// Which assumptions a round tries, simplest first: each runs only when the ones before found
/// nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Round {
    /// The two candidates of bivalue cells.
    BivalueCells,
    /// The two places of a digit in a house.
    TwoPlaces,
    /// Everything else: cells and houses with three or more choices.
    Rest,
}

/// Forcing chain steps, lowest score first: the static cell and region chains, then, unless
/// one of them (or a step found before, scored `ceiling`) scores no more than a dynamic chain
/// can, the rounds of dynamic branches (each round only when the ones before found nothing),
/// their steps and the static ones reported together, lowest score first.
pub(crate) fn find(c: &Candidates, ceiling: u16, sink: &mut Sink) -> ControlFlow<()> {
    let mut statics = statics::find(c);
    let floor = technique_rating(Technique::DynamicForcingChain).1;
    let chains = std::mem::take(&mut statics.found);
    let best = chains.first().map_or(ceiling, |f| f.score.min(ceiling));
    if best <= floor {
        return chains.iter().try_for_each(|f| sink(statics.step(f)));
    }
    let mut branches = Branches {
        c,
        cache: vec![None; 729],
    };
    for round in [Round::BivalueCells, Round::TwoPlaces, Round::Rest] {
        let mut steps = Vec::new();
        houses(c, &mut branches, round, &mut steps);
        cells(c, &mut branches, round, &mut steps);
        let mut found: Vec<Option<Found>> = steps
            .into_iter()
            .map(|s| Some(Found::Step(Box::new(s))))
            .collect();
        contradictions(c, &mut branches, round, &mut found);
        if !found.is_empty() {
            // The lowest-scored static chains, weighed with the round's steps.
            for f in chains.iter().take(STATICS_KEPT) {
                found.push(Some(Found::Step(Box::new(statics.step(f)))));
            }
            return report(c, &mut branches, found, sink);
        }
    }
    chains.iter().try_for_each(|f| sink(statics.step(f)))
}

/// How many static chains, lowest score first, are weighed against a round's dynamic ones
/// (the engine compares a few steps of equal score for the shortest explanation).
const STATICS_KEPT: usize = 8;

/// A step of a round: built, or a contradiction whose step is built when it may be the
/// next one reported, with the least score its step can have.
enum Found {
    Step(Box<Step>),
    Clash(Candidate, u16),
}

/// Reports the steps `found` lowest score first, those that place something first among
/// equals, then in the order found; a contradiction's step is built only once no step
/// left scores less than its least score.
fn report(
    c: &Candidates,
    b: &mut Branches,
    mut found: Vec<Option<Found>>,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let least = |f: &Found| match f {
        Found::Step(s) => step_score_tenths(s),
        Found::Clash(_, least) => *least,
    };
    while let Some(level) = found.iter().flatten().map(least).min() {
        let mut built = false;
        for item in found.iter_mut() {
            if let Some(Found::Clash(x, least)) = *item {
                if least <= level {
                    *item = contradiction(c, b, x).map(|s| Found::Step(Box::new(s)));
                    built = true;
                }
            }
        }
        if built {
            continue;
        }
        for places in [true, false] {
            for item in found.iter_mut() {
                let next = matches!(item, Some(Found::Step(s))
                    if step_score_tenths(s) == level && s.placements.is_empty() != places);
                if !next {
                    continue;
                }
                if let Some(Found::Step(step)) = item.take() {
                    sink(*step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The round in which the assumption `x` is first tried.
fn round_of(c: &Candidates, x: Candidate) -> Round {
    if c.candidates(x.cell).len() == 2 {
        return Round::BivalueCells;
    }
    let bilocal = x
        .cell
        .houses()
        .iter()
        .any(|&h| c.cells_with_in(x.digit, h).len() == 2);
    if bilocal {
        Round::TwoPlaces
    } else {
        Round::Rest
    }
}

/// The candidates of the round whose branch ends in a contradiction, each with the least
/// score its step can have.
fn contradictions(c: &Candidates, b: &mut Branches, round: Round, out: &mut Vec<Option<Found>>) {
    let all: Vec<Candidate> = c.all().collect();
    for x in all {
        if round_of(c, x) != round {
            continue;
        }
        let branch = b.get(x);
        let Some(clash) = branch.clash else { continue };
        let removed = clash_removed(c, clash);
        // The chain passes through the root and every removal, and through each candidate
        // on the way to the deepest removal.
        let deepest = removed.iter().map(|&r| branch.depth(r)).max().unwrap_or(0);
        let ancestors = (usize::from(deepest) + 1).max(removed.len() + 1);
        let least =
            forcing_score_tenths(Technique::DynamicForcingChain, ancestors.saturating_sub(2));
        out.push(Some(Found::Clash(x, least)));
    }
}

/// The candidates a contradiction removed: every candidate of its cell, or every place of
/// its digit in its house.
fn clash_removed(c: &Candidates, clash: Clash) -> Vec<Candidate> {
    match clash {
        Clash::Cell(cell) => c
            .candidates(cell)
            .iter()
            .map(|digit| Candidate { cell, digit })
            .collect(),
        Clash::House(house, digit) => c
            .cells_with_in(digit, house)
            .iter()
            .map(|cell| Candidate { cell, digit })
            .collect(),
    }
}

/// The step of the contradiction the assumption `x` leads to (`None` if it leads to none).
fn contradiction(c: &Candidates, b: &mut Branches, x: Candidate) -> Option<Step> {
    let branch = b.get(x);
    let clash = branch.clash?;
    let removed = clash_removed(c, clash);
    let (links, _) = branch.chain_to(c, &removed);
    let mut step = Step::new(Technique::DynamicForcingChain);
    step.eliminations.push(x);
    let (houses, cells) = match clash {
        Clash::Cell(cell) => (Vec::new(), vec![x.cell, cell]),
        Clash::House(house, _) => (vec![house], vec![x.cell]),
    };
    let digits = match clash {
        Clash::House(_, d) => DigitSet::single(x.digit) | DigitSet::single(d),
        Clash::Cell(_) => DigitSet::single(x.digit),
    };
    step.evidence = Evidence {
        houses,
        cells,
        digits,
        candidates: vec![Marked {
            candidate: x,
            role: Role::On,
        }],
        chain_length: ancestors(&links).saturating_sub(2),
        links,
        ..Evidence::default()
    };
    Some(step)
}

fn cells(c: &Candidates, b: &mut Branches, round: Round, out: &mut Vec<Step>) {
    for cell in c.empty_cells().iter() {
        let n = c.candidates(cell).len();
        let wanted = match round {
            Round::BivalueCells => n == 2,
            Round::TwoPlaces => false,
            Round::Rest => n > 2,
        };
        if !wanted {
            continue;
        }
        let roots: Vec<Candidate> = c
            .candidates(cell)
            .iter()
            .map(|digit| Candidate { cell, digit })
            .collect();
        let ev = Evidence {
            cells: vec![cell],
            ..Evidence::default()
        };
        if let Some(step) = agreement(c, b, &roots, ev) {
            out.push(step);
        }
    }
}

fn houses(c: &Candidates, b: &mut Branches, round: Round, out: &mut Vec<Step>) {
    for house in House::all() {
        for digit in Digit::ALL {
            let places = c.cells_with_in(digit, house);
            let wanted = match round {
                Round::BivalueCells => false,
                Round::TwoPlaces => places.len() == 2,
                Round::Rest => places.len() > 2,
            };
            if !wanted || c.placed_in(house).contains(digit) {
                continue;
            }
            let roots: Vec<Candidate> = places
                .iter()
                .map(|cell| Candidate { cell, digit })
                .collect();
            let ev = Evidence {
                houses: vec![house],
                cells: places.iter().collect(),
                ..Evidence::default()
            };
            if let Some(step) = agreement(c, b, &roots, ev) {
                out.push(step);
            }
        }
    }
}

/// The one conclusion every branch of `roots` agrees on, a placement if there is one, with the
/// shortest chains (a branch
/// that ends in a contradiction is left out: its root is false), as a step.
fn agreement(
    c: &Candidates,
    b: &mut Branches,
    roots: &[Candidate],
    mut evidence: Evidence,
) -> Option<Step> {
    let live: Vec<(Candidate, Rc<Branch>)> = roots
        .iter()
        .map(|&x| (x, b.get(x)))
        .filter(|(_, br)| br.clash.is_none())
        .collect();
    // One live branch means the others are contradictions: those steps come from
    // `contradictions`, simpler to read.
    if live.len() < 2 {
        return None;
    }
    // A placement first (it settles a cell), then the shortest chains.
    let mut best: Option<(bool, u32, Candidate)> = None;
    for y in live[0].1.decided() {
        if roots.contains(&y) || !c.has(y) {
            continue;
        }
        let first = live[0].1.state(y);
        if first == State::Open || live.iter().any(|(_, br)| br.state(y) != first) {
            continue;
        }
        let length: u32 = live.iter().map(|(_, br)| u32::from(br.depth(y))).sum();
        let key = (first != State::True, length, y);
        if best.is_none_or(|b| key < b) {
            best = Some(key);
        }
    }
    let (removed, _, y) = best?;
    let mut links = Vec::new();
    let mut length: u16 = 0;
    for (_, br) in &live {
        let (chain, _) = br.chain_to(c, &[y]);
        length = length.saturating_add(ancestors(&chain));
        links.extend(chain);
    }
    let mut step = Step::new(Technique::DynamicForcingChain);
    if removed {
        step.eliminations.push(y);
    } else {
        step.placements.push(y);
    }
    // The highlighted cells are the live branches' roots; a root whose branch ends in a
    // contradiction is kept as an Off candidate, so the explanation can say it is left out.
    evidence
        .cells
        .retain(|&cell| live.iter().any(|(x, _)| x.cell == cell));
    evidence.candidates = roots
        .iter()
        .map(|&x| Marked {
            candidate: x,
            role: if live.iter().any(|(y, _)| *y == x) {
                Role::Cause
            } else {
                Role::Off
            },
        })
        .collect();
    evidence.digits = roots.iter().map(|x| x.digit).collect::<DigitSet>();
    evidence.chain_length = length.saturating_sub(2);
    evidence.links = links;
    step.evidence = evidence;
    Some(step)
}

/// How many candidates, each as assumed true or false, the chain `links` of one branch
/// passes through (its root and its end included): SukakuExplainer's ancestor count, which a
/// step sums over its branches and scores by the length rule less two.
fn ancestors(links: &[Link]) -> u16 {
    // A bit per candidate and state (`index * 2 + true`).
    let mut seen = [0u64; 729 * 2 / 64 + 1];
    let mut count = 0u16;
    for l in links {
        let strong = l.kind == LinkKind::Strong;
        for (x, on) in [(l.from, !strong), (l.to, strong)] {
            let bit = x.index() * 2 + usize::from(on);
            let (word, mask) = (bit / 64, 1u64 << (bit % 64));
            if seen[word] & mask == 0 {
                seen[word] |= mask;
                count = count.saturating_add(1);
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Cell;

    fn x(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: Cell::from_index(cell),
            digit: Digit::ALL[usize::from(digit - 1)],
        }
    }

    fn link(from: Candidate, to: Candidate, kind: LinkKind) -> Link {
        Link { from, to, kind }
    }

    #[test]
    fn ancestors_count_each_candidate_and_state_once() {
        let (a, b, c, d) = (x(0, 1), x(0, 2), x(1, 2), x(1, 3));
        // a off, b on, c off, d on: four candidates for three links.
        let chain = [
            link(a, b, LinkKind::Strong),
            link(b, c, LinkKind::Weak),
            link(c, d, LinkKind::Strong),
        ];
        assert_eq!(ancestors(&chain), 4);
        // A single that needed two removals: d on from c off and from a second removal e
        // off. The link c-d is told twice (once per removal's chain); five links, but five
        // candidates too, each once.
        let e = x(2, 3);
        let mut dynamic = chain.to_vec();
        dynamic.push(link(b, e, LinkKind::Weak));
        dynamic.push(link(e, d, LinkKind::Strong));
        dynamic.push(link(c, d, LinkKind::Strong));
        assert_eq!(ancestors(&dynamic), 5);
    }
}
