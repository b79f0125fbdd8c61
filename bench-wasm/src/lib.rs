//! The fast solver in wasm, for benchmarking: JavaScript loads the puzzles once with
//! [`Puzzles::new`], then times [`Puzzles::run`] with `performance.now()` (wasm32 has no clock
//! of its own, and the engine reads none). `scripts/bench-wasm.sh` builds this crate and runs
//! `scripts/bench-wasm.mjs` under node.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

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
