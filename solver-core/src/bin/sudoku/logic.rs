//! `sudoku steps` and `sudoku rate`.

use crate::input::{emit, read_puzzles};
use clap::Args;
use solver_core::logic::{solve_logically, Outcome};
use solver_core::rating::rate as rate_grid;
use std::io::{self, BufWriter};
use std::path::PathBuf;

#[derive(Args)]
pub struct StepsArgs {
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

#[derive(Args)]
pub struct RateArgs {
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

pub fn steps(args: StepsArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        let grid = match puzzle.grid {
            Ok(grid) => grid,
            Err(e) => {
                emit(&mut out, &format!("error: {e}"))?;
                continue;
            }
        };
        let result = solve_logically(&grid);
        for step in &result.steps {
            emit(
                &mut out,
                &format!("{} {}", step.technique.name(), step.effect_tokens()),
            )?;
        }
        emit(
            &mut out,
            match result.outcome {
                Outcome::Solved => "solved",
                Outcome::Stuck => "stuck",
                Outcome::GuessNeeded => "guess needed",
                Outcome::NoSolution => "error: puzzle has no solution",
            },
        )?;
    }
    Ok(())
}

pub fn rate(args: RateArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        let line = match puzzle.grid {
            Ok(grid) => match rate_grid(&grid) {
                Ok(r) => format!("{} {:.1}", r.level, r.score),
                Err(e) => format!("error: {e}"),
            },
            Err(e) => format!("error: {e}"),
        };
        emit(&mut out, &line)?;
    }
    Ok(())
}
