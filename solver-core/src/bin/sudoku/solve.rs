//! `sudoku solve` and `sudoku count`.

use crate::input::{emit, read_puzzles, Start};
use clap::Args;
use solver_core::{count_marked, count_solutions};
use std::io::{self, BufWriter};
use std::path::PathBuf;

#[derive(Args)]
pub struct SolveArgs {
    #[command(flatten)]
    engine: crate::engines::EngineArgs,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

#[derive(Args)]
pub struct CountArgs {
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 2)]
    limit: usize,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

pub fn solve(args: SolveArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        let line = match puzzle.start() {
            Ok(start) => crate::engines::solve_start(&args.engine, &start),
            Err(e) => format!("error: {e}"),
        };
        emit(&mut out, &line)?;
    }
    Ok(())
}

pub fn count(args: CountArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        let line = match puzzle.start() {
            Ok(Start::Grid(grid)) => count_solutions(&grid, args.limit).to_string(),
            Ok(Start::Marked(c)) => count_marked(&c, args.limit).0.to_string(),
            Err(e) => format!("error: {e}"),
        };
        emit(&mut out, &line)?;
    }
    Ok(())
}
