//! The logic engine: human solving techniques that report [`Step`] values.
//!
//! # Brief overview
//!
//! A [`Candidates`] value is the pencil-mark grid. Each technique family lives in its own file
//! under `logic/` as pure functions `fn(&Candidates, …, &mut Sink) -> ControlFlow<()>`: they
//! report every step they find to the sink, which decides whether to stop at the first one
//! ([`next_step`]) or collect them all ([`all_steps`]). The next step is the lowest-scored
//! one on the rating scale (one table, [`score::technique_rating`]), ties going to the
//! shortest explanation; [`solve_logically`] applies the simplest step again and again.
//!
//! Architecture invariant: no technique calls the brute-force solver to decide a step. Only the
//! last resort, [`Technique::Guess`], takes a digit from the solution, and says so.
//!
//! ```
//! use solver_core::{logic, Grid};
//! let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse().expect("a valid line");
//! let result = logic::solve_logically(&grid);
//! assert_eq!(result.outcome, logic::Outcome::Solved);
//! assert!(result.steps.iter().all(|s| s.is_productive()));
//! ```

mod als;
mod candidates;
mod chains;
mod colouring;
mod direct;
pub mod explain;
mod fish;
mod forcing;
mod hint;
mod intersections;
mod nishio;
pub mod path;
pub mod score;
mod single_digit;
mod singles;
mod step;
mod subsets;
mod technique;
mod uniqueness;
mod wings;

pub use candidates::Candidates;
pub use explain::{ChainNotation, Explanation, Notation, WalkLine};
pub use hint::{hint, Hint};
pub use path::{path, Path, PathStep, Position};
pub use step::{Evidence, Group, Link, LinkKind, Marked, Role, Step};
pub(crate) use technique::name_key as technique_name_key;
pub use technique::Technique;

use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, CellSet},
    grid::Grid,
    solver,
};
use score::{step_score_tenths, technique_rating};
use std::ops::ControlFlow;

/// Where detectors report their steps: `Break` stops the search.
pub(crate) type Sink<'a> = dyn FnMut(Step) -> ControlFlow<()> + 'a;

/// What the engine may assume.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Settings {
    /// The puzzle is known to have exactly one solution, so uniqueness techniques (unique
    /// rectangles, BUG+1) may be used.
    pub assume_unique: bool,
}

/// How a logical solution attempt ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// Every cell was filled by techniques alone.
    Solved,
    /// No technique applies any more (and no guess was allowed or possible).
    Stuck,
    /// Techniques alone did not suffice: the path contains [`Technique::Guess`] steps, each
    /// a digit taken from the solution. The grid was then solved.
    GuessNeeded,
    /// The puzzle has no solution (its givens clash or lead to a contradiction).
    NoSolution,
}

/// The logical solution path of a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LogicResult {
    /// The steps in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub outcome: Outcome,
    /// The grid reached.
    pub grid: Grid,
}

/// The simplest step from `c`, without uniqueness techniques.
pub fn next_step(c: &Candidates) -> Option<Step> {
    next_step_with(c, &Settings::default())
}

/// The simplest step from `c` under `settings`: the lowest-scored step available on the
/// rating scale ([`score::step_score_tenths`]), and among equal scores the one with
/// the shortest explanation. Never returns [`Technique::Guess`].
pub fn next_step_with(c: &Candidates, settings: &Settings) -> Option<Step> {
    next_step_memo(c, settings, &mut Memo::default())
}

/// [`next_step_with`], skipping the searches `memo` knows find nothing in `c` (it learns
/// from this search in turn). The step is the one [`next_step_with`] returns.
fn next_step_memo(c: &Candidates, settings: &Settings, memo: &mut Memo) -> Option<Step> {
    memo.patterns = Patterns::default();
    memo.graph = chains::GraphCache::default();
    // Taken out while the searches borrow the memo.
    let mut lengths = std::mem::take(&mut memo.lengths);
    let mut best: Option<Ranked> = None;
    // The best score so far: the chain searches stop before chains that score more.
    let ceiling = std::cell::Cell::new(u16::MAX);
    for technique in by_floor_score() {
        let floor = technique_rating(technique).1;
        if best.as_ref().is_some_and(|b| b.score < floor) {
            break;
        }
        let mut seen = 0;
        let _ = find(technique, c, settings, (memo, &ceiling), &mut |step| {
            seen += 1;
            let score = step_score_tenths(&step);
            let better = match &best {
                None => true,
                Some(b) if score != b.score => score < b.score,
                // Singles' explanations are one template each: the first is as short as any.
                Some(_) if is_single(technique) => false,
                Some(b) => lengths.of(&step) < b.explanation_len(&mut lengths),
            };
            if better {
                ceiling.set(score);
                best = Some(Ranked::new(score, step));
            }
            let exhausted = match &best {
                Some(b) => {
                    is_single(b.step.technique)
                        || (shortest_first(technique) && score > b.score)
                        || seen >= TIE_CANDIDATES
                }
                None => false,
            };
            if exhausted {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    }
    memo.lengths = lengths;
    best.map(|b| b.step)
}

/// Singles: one explanation template each, so the first step found is as short as any.
fn is_single(t: Technique) -> bool {
    matches!(
        t,
        Technique::FullHouse
            | Technique::HiddenSingleBox
            | Technique::HiddenSingleLine
            | Technique::NakedSingle
    )
}
/// How many steps of one technique are compared for the shortest explanation.
const TIE_CANDIDATES: usize = 4;

/// A candidate for the next step, with its score and (computed when needed) the length of
/// its explanation.
struct Ranked {
    score: u16,
    step: Step,
    len: std::cell::OnceCell<usize>,
}

impl Ranked {
    fn new(score: u16, step: Step) -> Ranked {
        Ranked {
            score,
            step,
            len: std::cell::OnceCell::new(),
        }
    }

    fn explanation_len(&self, lengths: &mut Lengths) -> usize {
        *self.len.get_or_init(|| lengths.of(&self.step))
    }
}

/// The tie-break lengths of the steps measured last along a solution path: a step's length
/// depends on the step alone, and a step found at one position is often found again at the
/// next ones.
#[derive(Default)]
struct Lengths(Vec<(Step, usize)>);

/// How many measured steps [`Lengths`] keeps.
const LENGTHS_KEPT: usize = 32;

impl Lengths {
    /// The length of the full reasoning a player reads, as the engine measures it for ties.
    fn of(&mut self, step: &Step) -> usize {
        if let Some(&(_, len)) = self.0.iter().find(|(s, _)| s == step) {
            return len;
        }
        let len = explain::reading_len(step);
        if self.0.len() >= LENGTHS_KEPT {
            self.0.remove(0);
        }
        self.0.push((step.clone(), len));
        len
    }
}

/// Techniques whose detector reports its steps in order of score (shortest chain first).
fn shortest_first(t: Technique) -> bool {
    matches!(
        t,
        Technique::XChain
            | Technique::XyChain
            | Technique::NiceLoop
            | Technique::Aic
            | Technique::ForcingChain
            | Technique::DynamicForcingChain
            | Technique::Nishio
    )
}

/// Every technique but [`Technique::Guess`], lowest base score first (the search order).
fn by_floor_score() -> impl Iterator<Item = Technique> {
    BY_FLOOR_SCORE
        .into_iter()
        .filter(|&t| t != Technique::Guess)
}

/// Every technique, lowest base score first, equal scores in declaration order (sorted once,
/// when the crate is compiled).
const BY_FLOOR_SCORE: [Technique; Technique::ALL.len()] = {
    let mut order = Technique::ALL;
    let mut i = 1;
    while i < order.len() {
        let mut j = i;
        while j > 0 && floor_key(order[j]) < floor_key(order[j - 1]) {
            let t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    order
};

/// The search order's key of `t`: its base score, then its place in the declaration.
const fn floor_key(t: Technique) -> u32 {
    (technique_rating(t).1 as u32) << 8 | t as u32
}

/// Every step of `technique` available from `c`.
pub fn all_steps(c: &Candidates, technique: Technique, settings: &Settings) -> Vec<Step> {
    let mut steps = Vec::new();
    let ceiling = std::cell::Cell::new(u16::MAX);
    let memo = (&mut Memo::default(), &ceiling);
    let _ = find(technique, c, settings, memo, &mut |step| {
        steps.push(step);
        ControlFlow::Continue(())
    });
    steps
}

/// Solves `grid` step by step, simplest technique first, assuming uniqueness only when the
/// grid has exactly one solution. When techniques run out, takes a [`Technique::Guess`] step
/// from the solution (the cell with fewest candidates, first in reading order) and goes on.
pub fn solve_logically(grid: &Grid) -> LogicResult {
    let (solution, unique) = match solver::solutions(grid) {
        solver::Solutions::None => {
            return LogicResult {
                steps: Vec::new(),
                outcome: Outcome::NoSolution,
                grid: *grid,
            }
        }
        solver::Solutions::Unique(s) => (s, true),
        solver::Solutions::Multiple(s) => (s, false),
    };
    solve_with(
        grid,
        Some(&solution),
        &Settings {
            assume_unique: unique,
        },
    )
}

/// Solves `grid` step by step under `settings`. With a `solution`, guesses from it when
/// stuck; without one, stops with [`Outcome::Stuck`].
pub fn solve_with(grid: &Grid, solution: Option<&Grid>, settings: &Settings) -> LogicResult {
    solve_from(Candidates::from_grid(grid), solution, settings)
}

/// [`solve_with`] from a position given with its candidates (a pencil-mark grid or a
/// 729-character candidate line) rather than from the full candidates of its digits.
pub fn solve_from(start: Candidates, solution: Option<&Grid>, settings: &Settings) -> LogicResult {
    let mut c = start;
    let mut steps = Vec::new();
    let mut guessed = false;
    let mut memo = Memo::default();
    while !c.is_full() {
        if c.is_broken() {
            return LogicResult {
                steps,
                outcome: Outcome::NoSolution,
                grid: c.to_grid(),
            };
        }
        let step = match next_step_memo(&c, settings, &mut memo) {
            Some(step) => step,
            None => match solution.and_then(|s| guess(&c, s)) {
                Some(step) => {
                    guessed = true;
                    step
                }
                None => {
                    return LogicResult {
                        steps,
                        outcome: Outcome::Stuck,
                        grid: c.to_grid(),
                    }
                }
            },
        };
        c.apply(&step);
        steps.push(step);
    }
    let outcome = if !c.to_grid().is_solved() {
        Outcome::NoSolution
    } else if guessed {
        Outcome::GuessNeeded
    } else {
        Outcome::Solved
    };
    LogicResult {
        steps,
        outcome,
        grid: c.to_grid(),
    }
}

/// A guess the solution confirms: the solution's digit in the empty cell with the fewest
/// candidates.
fn guess(c: &Candidates, solution: &Grid) -> Option<Step> {
    let cell = c
        .empty_cells()
        .iter()
        .filter(|&cell| c.candidates(cell).len() >= 2)
        .min_by_key(|&cell| (c.candidates(cell).len(), cell.index()))?;
    let digit = solution.get(cell)?;
    let mut step = Step::new(Technique::Guess);
    step.placements.push(Candidate { cell, digit });
    step.evidence.cells.push(cell);
    step.evidence.digits = c.candidates(cell);
    Some(step)
}

/// What earlier searches along one solution path found nothing in: per technique that looks
/// at one digit at a time, and per digit, the digit's cells when its search last found no
/// step. Such a search reads nothing but the digit's cells, so while they are the same it
/// finds nothing again and is skipped.
struct Memo {
    empty: [[Option<CellSet>; 9]; Technique::ALL.len()],
    /// Nishio: per digit, its cells and the cells that hold it when its search last found
    /// no step.
    nishio: [Option<(CellSet, CellSet)>; 9],
    /// The patterns of the position searched now.
    patterns: Patterns,
    /// The AIC's link graph of the position searched now.
    graph: chains::GraphCache,
    /// Naked subsets of 2, 3 and 4 cells, then hidden ones: per house, its contents when the
    /// search last found nothing in it.
    subsets: [subsets::HouseMemo; 6],
    /// Pointings, then claimings: per digit, the steps of its last search.
    intersections: [intersections::DigitMemo; 2],
    /// The tie-break lengths measured last.
    lengths: Lengths,
    /// Bent sets of 4 to 7 cells: per house, the almost locked sets of its last search.
    bent_sets: [wings::AlsMemo; 4],
}

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            empty: [[None; 9]; Technique::ALL.len()],
            nishio: [None; 9],
            patterns: Patterns::default(),
            graph: chains::GraphCache::default(),
            subsets: [[None; 27]; 6],
            intersections: Default::default(),
            lengths: Lengths::default(),
            bent_sets: Default::default(),
        }
    }
}

/// The slot of [`Memo::subsets`] for naked (else hidden) subsets of `size` (2 to 4).
fn subset_slot(naked: bool, size: usize) -> usize {
    usize::from(!naked) * 3 + size.clamp(2, 4) - 2
}

/// The pointings, claimings, hidden pairs and hidden triples of one position, each searched
/// once: SE's direct moves (a pattern that leaves a hidden single) read them, and the plain
/// techniques then take them, in the order their search reports them.
#[derive(Default)]
struct Patterns {
    found: [Option<Vec<Step>>; 4],
    /// The places of unique rectangles, found once for the four types.
    rectangles: Option<Vec<uniqueness::Rectangle>>,
}

impl Patterns {
    /// The patterns of `technique` (a direct move or its plain pattern) in `c` (pointings and
    /// claimings searched again only for the digits changed since `intersections` saw them,
    /// hidden subsets only in the houses `subsets` does not know to have none).
    fn get(
        &mut self,
        technique: Technique,
        c: &Candidates,
        (subsets, intersections): (
            &mut [subsets::HouseMemo; 6],
            &mut [intersections::DigitMemo; 2],
        ),
    ) -> &mut Vec<Step> {
        use Technique as T;
        let i = match technique {
            T::DirectPointing | T::Pointing => 0,
            T::DirectClaiming | T::Claiming => 1,
            T::DirectHiddenPair | T::HiddenPair => 2,
            _ => 3,
        };
        self.found[i].get_or_insert_with(|| {
            if i < 2 {
                return intersections::find_all(c, i == 0, &mut intersections[i]);
            }
            // Hidden pairs (slot 2) and triples (slot 3).
            let (mut steps, memo) = (Vec::new(), &mut subsets[subset_slot(false, i)]);
            let _ = subsets::hidden(c, i, memo, &mut |step| {
                steps.push(step);
                ControlFlow::Continue(())
            });
            steps
        })
    }
}

impl Memo {
    /// Runs `search` (the steps of `technique` for one digit, reading only that digit's
    /// cells) for every digit in turn, skipping those known to find nothing.
    fn per_digit(
        &mut self,
        technique: Technique,
        c: &Candidates,
        sink: &mut Sink,
        mut search: impl FnMut(Digit, &mut Sink) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let known = &mut self.empty[technique as usize];
        for digit in Digit::ALL {
            let cells = c.cells_with(digit);
            if known[digit.index()] == Some(cells) {
                continue;
            }
            let mut reported = false;
            let flow = search(digit, &mut |step| {
                reported = true;
                sink(step)
            });
            known[digit.index()] = (!reported).then_some(cells);
            flow?;
        }
        ControlFlow::Continue(())
    }
}

impl Memo {
    /// X-Chains, skipping the digits known to have none (an X-Chain reads only its digit's
    /// cells; its search is one for every digit, reported together lowest score first, none
    /// above `ceiling`).
    fn x_chains(
        &mut self,
        c: &Candidates,
        ceiling: &std::cell::Cell<u16>,
        sink: &mut Sink,
    ) -> ControlFlow<()> {
        let known = &mut self.empty[Technique::XChain as usize];
        let mut skip = DigitSet::EMPTY;
        for digit in Digit::ALL {
            if known[digit.index()] == Some(c.cells_with(digit)) {
                skip.insert(digit);
            }
        }
        let (mut found, mut complete) = (DigitSet::EMPTY, DigitSet::EMPTY);
        let flow = chains::find_x(c, skip, ceiling, (&mut found, &mut complete), sink);
        for digit in Digit::ALL.into_iter().filter(|&d| !skip.contains(d)) {
            let none = complete.contains(digit) && !found.contains(digit);
            known[digit.index()] = none.then_some(c.cells_with(digit));
        }
        flow
    }
}

impl Memo {
    /// Nishio steps, skipping the digits known to have none.
    fn nishio(&mut self, c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
        let key = |d: Digit| Some((c.cells_with(d), c.cells_holding(d)));
        let skip: DigitSet = Digit::ALL
            .into_iter()
            .filter(|&d| self.nishio[d.index()] == key(d))
            .collect();
        let mut found = DigitSet::EMPTY;
        let flow = nishio::find(c, skip, &mut found, sink);
        for d in Digit::ALL.into_iter().filter(|&d| !skip.contains(d)) {
            self.nishio[d.index()] = if found.contains(d) { None } else { key(d) };
        }
        flow
    }
}

/// Runs the detector of one technique.
fn find(
    technique: Technique,
    c: &Candidates,
    settings: &Settings,
    (memo, ceiling): (&mut Memo, &std::cell::Cell<u16>),
    sink: &mut Sink,
) -> ControlFlow<()> {
    use Technique as T;
    if technique.needs_uniqueness() && !settings.assume_unique {
        return ControlFlow::Continue(());
    }
    match technique {
        T::FullHouse => singles::full_house(c, sink),
        T::HiddenSingleBox => singles::hidden_single(c, true, sink),
        T::HiddenSingleLine => singles::hidden_single(c, false, sink),
        T::NakedSingle => singles::naked_single(c, sink),
        T::DirectPointing | T::DirectClaiming | T::DirectHiddenPair | T::DirectHiddenTriple => {
            let memos = (&mut memo.subsets, &mut memo.intersections);
            let patterns = memo.patterns.get(technique, c, memos);
            direct::report(c, technique, patterns, sink)
        }
        T::Pointing | T::Claiming | T::HiddenPair | T::HiddenTriple => {
            let memos = (&mut memo.subsets, &mut memo.intersections);
            let steps = std::mem::take(memo.patterns.get(technique, c, memos));
            steps.into_iter().try_for_each(sink)
        }
        T::NakedPair | T::NakedTriple | T::NakedQuad => {
            let size = match technique {
                T::NakedPair => 2,
                T::NakedTriple => 3,
                _ => 4,
            };
            subsets::naked(c, size, &mut memo.subsets[subset_slot(true, size)], sink)
        }
        T::HiddenQuad => subsets::hidden(c, 4, &mut memo.subsets[subset_slot(false, 4)], sink),
        T::XWing => memo.per_digit(technique, c, sink, |d, s| fish::basic(c, 2, d, s)),
        T::Swordfish => memo.per_digit(technique, c, sink, |d, s| fish::basic(c, 3, d, s)),
        T::Jellyfish => memo.per_digit(technique, c, sink, |d, s| fish::basic(c, 4, d, s)),
        T::FinnedXWing => memo.per_digit(technique, c, sink, |d, s| fish::finned(c, 2, d, s)),
        T::FinnedSwordfish => memo.per_digit(technique, c, sink, |d, s| fish::finned(c, 3, d, s)),
        T::FinnedJellyfish => memo.per_digit(technique, c, sink, |d, s| fish::finned(c, 4, d, s)),
        T::XyWing => wings::xy_wing(c, sink),
        T::XyzWing => wings::xyz_wing(c, sink),
        T::WWing => wings::w_wing(c, sink),
        T::WxyzWing => wings::bent_set(c, 4, &mut memo.bent_sets[0], sink),
        T::VwxyzWing => wings::bent_set(c, 5, &mut memo.bent_sets[1], sink),
        T::UvwxyzWing => wings::bent_set(c, 6, &mut memo.bent_sets[2], sink),
        T::TuvwxyzWing => wings::bent_set(c, 7, &mut memo.bent_sets[3], sink),
        T::Skyscraper => {
            memo.per_digit(technique, c, sink, |d, s| single_digit::skyscraper(c, d, s))
        }
        T::TwoStringKite => memo.per_digit(technique, c, sink, |d, s| {
            single_digit::two_string_kite(c, d, s)
        }),
        T::EmptyRectangle => memo.per_digit(technique, c, sink, |d, s| {
            single_digit::empty_rectangle(c, d, s)
        }),
        T::SimpleColouring => memo.per_digit(technique, c, sink, |d, s| colouring::simple(c, d, s)),
        T::XChain => memo.x_chains(c, ceiling, sink),
        T::XyChain => chains::find(c, chains::Kind::Xy, (&mut memo.graph, ceiling), sink),
        T::NiceLoop => chains::find_loops(c, &mut memo.graph, ceiling, sink),
        T::Aic => chains::find(c, chains::Kind::Aic, (&mut memo.graph, ceiling), sink),
        T::UniqueRectangle1 => uniqueness::rectangle(c, 1, &mut memo.patterns.rectangles, sink),
        T::UniqueRectangle2 => uniqueness::rectangle(c, 2, &mut memo.patterns.rectangles, sink),
        T::UniqueRectangle3 => uniqueness::rectangle(c, 3, &mut memo.patterns.rectangles, sink),
        T::UniqueRectangle4 => uniqueness::rectangle(c, 4, &mut memo.patterns.rectangles, sink),
        T::BugPlusOne => uniqueness::bug_plus_one(c, sink),
        T::AlsXz => als::xz(c, sink),
        T::ForcingChain => forcing::find(c, ceiling.get(), sink),
        // Reported by the forcing-chain search above, which searches both families and
        // weighs their steps together.
        T::DynamicForcingChain => ControlFlow::Continue(()),
        T::Nishio => memo.nishio(c, sink),
        T::Guess => ControlFlow::Continue(()),
    }
}

/// Calls `f` with every `k`-element combination of `items` whose fold by `add` (from `init`)
/// is accepted, with that fold, in lexicographic order, until it breaks. `add` refuses a
/// prefix by returning `None`; a refused prefix is not extended, so `add` must refuse every
/// extension of a prefix it refuses (a union that only grows, checked against a bound).
pub(crate) fn combinations<T: Copy, S: Copy>(
    items: &[T],
    k: usize,
    init: S,
    add: &impl Fn(S, T) -> Option<S>,
    f: &mut impl FnMut(&[T], S) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn rec<T: Copy, S: Copy>(
        items: &[T],
        (chosen, len): (&mut [T], usize),
        start: usize,
        acc: S,
        add: &impl Fn(S, T) -> Option<S>,
        f: &mut impl FnMut(&[T], S) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if len == chosen.len() {
            return f(chosen, acc);
        }
        let need = chosen.len() - len;
        for i in start..items.len() {
            if items.len() - i < need {
                break;
            }
            let Some(next) = add(acc, items[i]) else {
                continue;
            };
            chosen[len] = items[i];
            rec(items, (&mut *chosen, len + 1), i + 1, next, add, f)?;
        }
        ControlFlow::Continue(())
    }
    let Some(&first) = items.first() else {
        return if k == 0 {
            f(&[], init)
        } else {
            ControlFlow::Continue(())
        };
    };
    // The chosen items, on the stack for the usual sizes (the first item fills the slots
    // not chosen yet).
    let mut stack = [first; 8];
    let mut heap = Vec::new();
    let chosen: &mut [T] = match stack.get_mut(..k) {
        Some(chosen) => chosen,
        None => {
            heap.resize(k, first);
            &mut heap
        }
    };
    rec(items, (chosen, 0), 0, init, add, f)
}
