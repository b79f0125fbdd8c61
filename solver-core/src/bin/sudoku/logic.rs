//! `sudoku steps` and `sudoku rate`.

use crate::input::{emit, read_puzzles};
use clap::Args;
use solver_core::count_solutions;
use solver_core::logic::{self, Notation, Outcome};
use solver_core::rating::rate as rate_grid;
use std::io::{self, BufWriter};
use std::path::PathBuf;

#[derive(Args)]
pub struct StepsArgs {
    /// After each step, print its explanation (the "what" stage), indented by two spaces.
    #[arg(long)]
    explain: bool,
    /// With --explain: write cells as SUDOGEN's `[row-col]` instead of `r1c1`.
    #[arg(long)]
    classic: bool,
    /// Start each step line with its score on Sudoku Explainer's scale (`4.2 XY-Wing ...`).
    #[arg(long)]
    rated: bool,
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
        if count_solutions(&grid, 2) >= 2 {
            emit(&mut out, "error: puzzle has more than one solution")?;
            continue;
        }
        // The same path, position by position, as the page's "Steps" view walks.
        let result = logic::path(&grid);
        for step in result.steps.iter().map(|s| &s.step) {
            emit(
                &mut out,
                &format!(
                    "{}{} {}",
                    score(args.rated, step),
                    step.technique.name(),
                    step.effect_tokens()
                ),
            )?;
            if args.explain {
                let notation = if args.classic {
                    Notation::Classic
                } else {
                    Notation::RowColumn
                };
                emit(&mut out, &format!("  {}", step.explain_in(notation).what))?;
            }
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

/// With `--rated`, the step's score on Sudoku Explainer's scale and a space (`4.2 `).
fn score(rated: bool, step: &solver_core::logic::Step) -> String {
    if rated {
        let tenths = solver_core::rating::step_score_tenths(step);
        format!("{:.1} ", f32::from(tenths) / 10.0)
    } else {
        String::new()
    }
}
