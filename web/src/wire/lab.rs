//! The algorithm lab's messages: the request the page sends the worker for one engine run, and
//! the answer. Plain data.

use serde::{Deserialize, Serialize};
use solver_core::engines::{EngineKind, Event};
use solver_core::Grid;

/// One engine run, as the page asks the worker for it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LabRequest {
    /// Which engine.
    pub engine: EngineKind,
    /// The puzzle.
    pub puzzle: Grid,
    /// Classic Max. Depth (1-15).
    pub depth: u8,
    /// Classic Max. Width (2-9).
    pub width: u8,
    /// Classic: keep the verbose trace.
    pub verbose: bool,
}

/// One engine's answer.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct LabResponse {
    /// Which engine.
    pub engine: EngineKind,
    /// The result in the engine's own words (`SOLVED!`, `solved`, `gave up (cap)` …).
    pub result: String,
    /// Whether the engine returned a valid solution of the puzzle (checked by the runner).
    pub solved: bool,
    /// The grid the engine ended with (solution, partial grid or puzzle).
    pub grid: Grid,
    /// The engine's own measures of work, `(name, value)`.
    pub work: Vec<(String, u64)>,
    /// Classic verbose trace lines (empty unless asked for).
    pub trace: Vec<String>,
    /// The recorded events for the replay (capped by the runner).
    pub events: Vec<Event>,
    /// Events that did not fit in the log.
    pub dropped: u64,
    /// Annealing: `(iteration, cost)` samples.
    pub curve: Vec<(u64, u32)>,
}

impl LabResponse {
    /// An answer that is only a result line: the puzzle back, nothing solved, no work.
    pub fn result_only(engine: EngineKind, puzzle: Grid, result: String) -> LabResponse {
        LabResponse {
            engine,
            result,
            solved: false,
            grid: puzzle,
            work: Vec::new(),
            trace: Vec::new(),
            events: Vec::new(),
            dropped: 0,
            curve: Vec::new(),
        }
    }

    /// The headline work measure (the first one), for the table's sort of "how much".
    pub fn main_work(&self) -> Option<&(String, u64)> {
        self.work.first()
    }
}
