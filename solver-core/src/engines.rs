//! The seeds' algorithms, each an engine that reports its own statistics, so the app can run
//! them side by side and compare them.
//!
//! | engine | seed | module |
//! |---|---|---|
//! | SUDOKU71 v1 and SUDOKUV2 (HP-71B, V. Albillo) | 000, 003 | [`classic`] |
//! | P. Jordan's forced moves + fewest-possibilities search | 001 | [`jordan`] |
//! | exact cover with dancing links (324 columns, 729 rows) | 002 | [`dlx`] |
//! | plain brute force in cell order | 002 | [`brute`] |
//! | stochastic search (simulated annealing over box-wise permutations) | 002 | [`anneal`] |
//! | enumerator (count up to a cap) and the blank-grid root solution | 002 | [`enumerate`] |
//!
//! Every engine has the same shape: a pure function taking a `&Grid` and its options and
//! returning a [`Report`]: an [`Outcome`], the grid the engine ended with, the engine's own
//! statistics struct, and an optional, capped [`EventLog`] of placements, removals and
//! backtracks that a front end can replay step by step. All of it is plain data (serde
//! behind the `serde` feature), so a web worker can ship it.
//!
//! [`EngineKind`] is the one catalogue of engines a front end offers: the web app's algorithm
//! lab and the `sudoku` command's `--engine` both name their engines through it.

pub mod anneal;
pub mod brute;
pub mod classic;
pub mod dlx;
pub mod enumerate;
pub mod jordan;

use crate::{digit::Digit, geometry::Cell, grid::Grid};
use std::fmt;
use std::str::FromStr;

/// One engine a front end can run: the catalogue shared by the web app's algorithm lab and the
/// `sudoku` command.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EngineKind {
    /// The fast solver ([`crate::solve`], counting up to two solutions).
    Fast,
    /// SUDOKU71 v1.0 (seed 000), [`classic`] with [`classic::Version::V1`].
    V1,
    /// SUDOKUV2 (seed 003), [`classic`] with [`classic::Version::V2`].
    V2,
    /// P. Jordan's forced moves with backtracking (seed 001), [`jordan`].
    Jordan,
    /// Exact cover with dancing links (seed 002), [`dlx`].
    Dlx,
    /// Plain brute force in cell order (seed 002), [`brute`].
    Brute,
    /// Simulated annealing (seed 002), [`anneal`].
    Anneal,
    /// The coach's techniques, no guessing ([`crate::logic`]).
    Logic,
}

impl EngineKind {
    /// Every engine, in the order the lab lists them.
    pub const ALL: [EngineKind; 8] = [
        EngineKind::Fast,
        EngineKind::V1,
        EngineKind::V2,
        EngineKind::Jordan,
        EngineKind::Dlx,
        EngineKind::Brute,
        EngineKind::Anneal,
        EngineKind::Logic,
    ];

    /// The stable short id (`fast`, `v1` …): the lab's links and test ids use it.
    pub fn id(self) -> &'static str {
        match self {
            EngineKind::Fast => "fast",
            EngineKind::V1 => "v1",
            EngineKind::V2 => "v2",
            EngineKind::Jordan => "jordan",
            EngineKind::Dlx => "dlx",
            EngineKind::Brute => "brute",
            EngineKind::Anneal => "anneal",
            EngineKind::Logic => "logic",
        }
    }

    /// The name `sudoku solve --engine` takes: the id, except `classic-v1` and `classic-v2`.
    pub fn command_name(self) -> &'static str {
        match self {
            EngineKind::V1 => "classic-v1",
            EngineKind::V2 => "classic-v2",
            other => other.id(),
        }
    }

    /// The engine whose [`EngineKind::id`] is exactly `id` (the lab's links accept no other
    /// spelling).
    pub fn from_id(id: &str) -> Option<EngineKind> {
        EngineKind::ALL.into_iter().find(|e| e.id() == id)
    }

    /// The name shown to people.
    pub fn label(self) -> &'static str {
        match self {
            EngineKind::Fast => "Fast solver",
            EngineKind::V1 => "Classic V1 (SUDOKU71)",
            EngineKind::V2 => "Classic V2 (SUDOKUV2)",
            EngineKind::Jordan => "Jordan",
            EngineKind::Dlx => "Dancing links",
            EngineKind::Brute => "Brute force",
            EngineKind::Anneal => "Simulated annealing",
            EngineKind::Logic => "Logic only",
        }
    }

    /// Whether the engine is one of the classic HP-71B solvers (it reads Max. Depth, Max.
    /// Width and Verbose).
    pub fn is_classic(self) -> bool {
        matches!(self, EngineKind::V1 | EngineKind::V2)
    }
}

impl fmt::Display for EngineKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A name that is no engine's id or command name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownEngine(pub String);

impl fmt::Display for UnknownEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown engine \"{}\"", self.0)
    }
}

impl std::error::Error for UnknownEngine {}

impl FromStr for EngineKind {
    type Err = UnknownEngine;

    /// Reads an [`EngineKind::id`] or an [`EngineKind::command_name`] (exact spelling).
    fn from_str(name: &str) -> Result<EngineKind, UnknownEngine> {
        EngineKind::ALL
            .into_iter()
            .find(|e| e.id() == name || e.command_name() == name)
            .ok_or_else(|| UnknownEngine(name.to_string()))
    }
}

/// How an engine run ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// A solution was found; [`Report::grid`] holds it.
    Solved,
    /// The search was complete and found no solution.
    NoSolution,
    /// The givens break the rules (two equal digits in a house), or, for the classic engines,
    /// a cell of the puzzle itself has no legal digit ("Illegal?").
    Illegal,
    /// The engine stopped within its own limits (classic Max Depth/Max Width) without a
    /// solution and without proving there is none; [`Report::grid`] holds what it filled in.
    Incomplete,
    /// The engine hit its iteration (or node) cap.
    GaveUp,
}

/// What an engine run produced.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Report<S> {
    /// How the run ended.
    pub outcome: Outcome,
    /// The grid the engine ended with: the solution when [`Outcome::Solved`], otherwise the
    /// engine's partial or original grid (see each engine).
    pub grid: Grid,
    /// The engine's own counters.
    pub stats: S,
    /// The replayable events, if recording was asked for (empty otherwise).
    pub log: EventLog,
}

impl<S> Report<S> {
    /// The solution, if the run found one.
    pub fn solution(&self) -> Option<Grid> {
        (self.outcome == Outcome::Solved).then_some(self.grid)
    }
}

/// Why a digit was placed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Cause {
    /// The cell had one legal digit left (a naked single, a "forced cell", a "forced
    /// possibility").
    Forced,
    /// The digit had one cell left in a house (a hidden single, V2's "conjugate criterium",
    /// P. Jordan's "forced option").
    Hidden,
    /// A trial placement of the search (a guess, the classic engines' "Try").
    Guess,
    /// Anything else an engine writes (brute force's counting, annealing's initial fill).
    Fill,
}

/// One step of an engine run, for replay.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// `digit` placed in `cell` at search depth `depth` (1 = the top level).
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
        /// The search depth (1 = the top level).
        depth: u16,
        /// Why.
        cause: Cause,
    },
    /// `cell` emptied again (undoing a placement).
    Remove {
        /// The cell.
        cell: Cell,
        /// The search depth the removal happens at.
        depth: u16,
    },
    /// The search abandons a branch and returns to `depth`.
    Backtrack {
        /// The depth returned to.
        depth: u16,
    },
    /// Classic engines: the forced-cell passes at `depth` are done and placed `count` digits
    /// (the verbose line "1 : 10 forced cells").
    Forced {
        /// The search depth.
        depth: u16,
        /// Forced digits placed at this node.
        count: u32,
    },
    /// Classic engines: the trial made at `depth` led to a contradiction ("1 : (dead end)").
    DeadEnd {
        /// The search depth of the trial.
        depth: u16,
    },
    /// Annealing: the digits of cells `a` and `b` (same box) were swapped; `cost` after it.
    Swap {
        /// First cell.
        a: Cell,
        /// Second cell.
        b: Cell,
        /// Cost after the swap.
        cost: u32,
    },
}

/// A capped list of [`Event`]s. Recording stops at `cap`; `dropped` counts what did not fit.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EventLog {
    /// The recorded events, oldest first.
    pub events: Vec<Event>,
    /// The most events kept (0: recording is off).
    pub cap: usize,
    /// Events that happened after the log was full.
    pub dropped: u64,
}

impl EventLog {
    /// A log that keeps at most `cap` events (0 records nothing).
    pub fn with_cap(cap: usize) -> EventLog {
        EventLog {
            events: Vec::new(),
            cap,
            dropped: 0,
        }
    }

    /// Whether recording is on.
    pub fn is_on(&self) -> bool {
        self.cap > 0
    }

    /// Whether some events did not fit.
    pub fn is_truncated(&self) -> bool {
        self.dropped > 0
    }

    /// Records `event` if recording is on and there is room.
    pub fn push(&mut self, event: Event) {
        if self.cap == 0 {
            return;
        }
        if self.events.len() < self.cap {
            self.events.push(event);
        } else {
            self.dropped += 1;
        }
    }
}

/// Row, column and box digit masks (bit `d - 1` for digit `d`) of a grid, or `None` when two
/// givens clash. Shared by the engines that refuse conflicting givens up front.
pub(crate) fn house_masks(grid: &Grid) -> Option<([u16; 9], [u16; 9], [u16; 9])> {
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    for (i, &d) in grid.digits().iter().enumerate() {
        if d == 0 {
            continue;
        }
        let bit = 1u16 << (d - 1);
        let (r, c, b) = (i / 9, i % 9, crate::geometry::BOX_OF[i] as usize);
        if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
            return None;
        }
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
    }
    Some((rows, cols, boxes))
}

/// The digit `d` (`1..=9`, from the engine's own arithmetic) as a [`Digit`].
pub(crate) fn digit(d: u8) -> Digit {
    Digit::from_index(usize::from(d.clamp(1, 9)) - 1)
}

#[cfg(test)]
mod tests {
    use super::EngineKind;

    #[test]
    fn catalogue_names_are_distinct_and_read_back() {
        for (i, a) in EngineKind::ALL.into_iter().enumerate() {
            assert_eq!(EngineKind::from_id(a.id()), Some(a));
            assert_eq!(a.id().parse::<EngineKind>(), Ok(a));
            assert_eq!(a.command_name().parse::<EngineKind>(), Ok(a));
            assert_eq!(a.to_string(), a.id());
            for b in &EngineKind::ALL[i + 1..] {
                assert_ne!(a.id(), b.id());
                assert_ne!(a.command_name(), b.command_name());
                assert_ne!(a.label(), b.label());
            }
        }
        assert_eq!("classic-v2".parse::<EngineKind>(), Ok(EngineKind::V2));
        assert_eq!(EngineKind::from_id("classic-v2"), None);
        let unknown = "warp".parse::<EngineKind>();
        assert_eq!(
            unknown.map_err(|e| e.to_string()),
            Err("unknown engine \"warp\"".to_string())
        );
        let classic: Vec<_> = EngineKind::ALL
            .into_iter()
            .filter(|e| e.is_classic())
            .collect();
        assert_eq!(classic, [EngineKind::V1, EngineKind::V2]);
    }
}
