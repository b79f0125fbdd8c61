//! The fast solver in wasm, for benchmarking: JavaScript loads the puzzles once with
//! [`Puzzles::new`], then times [`Puzzles::run`] with `performance.now()` (wasm32 has no clock
//! of its own, and the engine reads none). `scripts/bench-wasm.sh` builds this crate and runs
//! `scripts/bench-wasm.mjs` under node. [`Positions`] does the same for the coach's next hint:
//! JavaScript times [`Positions::hint`] at every position of the puzzles' logical paths.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use solver_core::logic::{next_step_with, Candidates, Settings};
use solver_core::{count_solutions, solve, Grid};
use wasm_bindgen::prelude::*;

/// The puzzles of one data file, parsed.
#[wasm_bindgen]
pub struct Puzzles {
    grids: Vec<Grid>,
}

#[wasm_bindgen]
impl Puzzles {
    /// Parses `text` with the CLI's input contract: one puzzle per line, the first 81
    /// characters; `#` lines and empty lines skipped; lines that do not parse are skipped too.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Puzzles {
        let grids = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| Grid::parse_line_prefix(l).ok())
            .collect();
        Puzzles { grids }
    }

    /// The number of puzzles.
    pub fn len(&self) -> usize {
        self.grids.len()
    }

    /// Whether there is no puzzle.
    pub fn is_empty(&self) -> bool {
        self.grids.is_empty()
    }

    /// Runs every puzzle once: `mode` `"first"` solves, anything else counts solutions up
    /// to 2. Returns the solutions found, summed (a check that the work was done).
    pub fn run(&self, mode: &str) -> usize {
        if mode == "first" {
            self.grids.iter().filter(|g| solve(g).is_some()).count()
        } else {
            self.grids.iter().map(|g| count_solutions(g, 2)).sum()
        }
    }
}

/// Every position along the logical solution paths of some puzzles (the positions the
/// native `hint_latency` example times), for timing the next hint one position at a time.
#[wasm_bindgen]
pub struct Positions {
    positions: Vec<Candidates>,
}

#[wasm_bindgen]
impl Positions {
    /// Walks the path of each of the first `limit` puzzles of `text` (as [`Puzzles::new`]
    /// reads it), simplest step first with uniqueness assumed, until no technique applies,
    /// and keeps every position met (untimed).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, limit: usize) -> Positions {
        let settings = Settings {
            assume_unique: true,
        };
        let mut positions = Vec::new();
        for grid in Puzzles::new(text).grids.iter().take(limit) {
            let mut c = Candidates::from_grid(grid);
            loop {
                positions.push(c.clone());
                match next_step_with(&c, &settings) {
                    Some(step) => c.apply(&step),
                    None => break,
                }
            }
        }
        Positions { positions }
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether there is no position.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The next hint at position `i`: whether a technique has a step there (the work to
    /// time; an index past the end has none).
    pub fn hint(&self, i: usize) -> bool {
        let settings = Settings {
            assume_unique: true,
        };
        self.positions
            .get(i)
            .is_some_and(|c| next_step_with(c, &settings).is_some())
    }
}
