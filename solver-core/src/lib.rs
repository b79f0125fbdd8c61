//! # solver-core: the Sudoku engine
//!
//! Pure Rust, no I/O, no clock, no unseeded randomness and no web dependency, so it builds
//! natively and for `wasm32-unknown-unknown` and gives identical answers on both. The `sudoku`
//! binary (feature `cli`) is the only part that reads files or prints.
//!
//! ## Vocabulary (one word per concept, used in types and docs alike)
//!
//! - **cell**: one of the 81 squares, [`Cell`] `0..81` in row-major order, named `r1c1` … `r9c9`.
//! - **digit**: `1..=9`, [`Digit`].
//! - **house**: a row, a column or a box (never "block", "region" or "unit"), [`House`] `0..27`.
//! - **box**: one of the nine 3×3 houses, numbered 1-9 left to right, top to bottom.
//! - **band / stack**: three boxes side by side in a row / a column of boxes.
//! - **peer**: a cell that shares a house with another cell (each cell has 20).
//! - **given**: a digit of the puzzle as set; **placement**: a digit put in a cell by solving.
//! - **candidate**: a (cell, digit) pair still possible, [`Candidate`]; **elimination**: removing one.
//! - **technique**: a named rule of human solving; **step**: one application of it.
//!
//! ## Example
//!
//! ```
//! use solver_core::{Grid, count_solutions, solve};
//! let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! let grid: Grid = line.parse().expect("a valid line");
//! assert_eq!(count_solutions(&grid, 2), 1);
//! let solution = solve(&grid).expect("solvable");
//! assert!(solution.is_solved());
//! assert!(solution.to_string().starts_with("534678912"));
//! ```
#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod bitset;
mod digit;
pub mod engines;
pub mod generator;
mod geometry;
mod grid;
pub mod learn;
mod line;
pub mod logic;
mod marked;
mod marks;
mod parse;
mod pencil;
pub mod rating;
pub mod rng;
pub mod scan;
pub mod solver;
pub mod sudogen;
pub mod symmetry;

pub use bitset::DigitSet;
pub use digit::Digit;
pub use geometry::{Candidate, Cell, CellSet, House, HouseKind, BOX_OF, HOUSES, HOUSES_OF, PEERS};
pub use grid::Grid;
pub use line::{parse_puzzle_line, CANDIDATE_LINE_LEN};
pub use logic::{next_step, solve_logically, Candidates, Step, Technique};
pub use marked::{count_marked, path_marked, rate_marked, solutions_marked};
pub use marks::Marks;
pub use parse::ParseError;
pub use pencil::{parse_any, Pasted, PencilGrid};
pub use rating::{rate, Level, Rating, Tenths};
pub use solver::{
    count_solutions, count_solutions_with_stats, solutions, solve, Solutions, SolveStats,
};
pub use symmetry::Symmetry;
