//! `sudoku steps` and `sudoku rate`.

use crate::batch;
use crate::input::{emit, read_puzzles, PuzzleLine};
use clap::Args;
use solver_core::count_solutions;
use solver_core::logic::{self, ChainNotation, Explanation, Notation, Outcome};
use solver_core::rating::rate as rate_grid;
use std::io::{self, BufWriter};
use std::num::NonZeroUsize;
use std::path::PathBuf;

#[derive(Args)]
pub struct StepsArgs {
    /// After each step, print its explanation (the "what" stage), indented by two spaces.
    #[arg(long)]
    explain: bool,
    /// After each step, print its full reasoning: the stages, a chain link by link (a forcing
    /// chain branch by branch), and the whole chain in Eureka's notation.
    #[arg(long)]
    why: bool,
    /// With --why: write the chain line in HoDoKu's notation instead of Eureka's.
    #[arg(long)]
    hodoku: bool,
    /// With --explain or --why: write cells as SUDOGEN's `[row-col]` instead of `r1c1`.
    #[arg(long)]
    classic: bool,
    /// Start each step line with its score on Sudoku Explainer's scale (`4.2 XY-Wing ...`).
    #[arg(long)]
    rated: bool,
    /// Threads to work on (default: every core); the output is the same in any case.
    #[arg(long)]
    jobs: Option<NonZeroUsize>,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

#[derive(Args)]
pub struct RateArgs {
    /// Threads to work on (default: every core); the output is the same in any case.
    #[arg(long)]
    jobs: Option<NonZeroUsize>,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

pub fn steps(args: StepsArgs) -> Result<(), String> {
    let puzzles = read_puzzles(args.file.as_ref())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let work = |puzzle: &PuzzleLine| steps_lines(puzzle, &args);
    batch::in_order(&puzzles, batch::threads(args.jobs), work, |lines| {
        lines.iter().try_for_each(|line| emit(&mut out, line))
    })
}

/// What `sudoku steps` prints for one puzzle: a line per step (and its explanation), then how
/// the path ended; or one error line.
fn steps_lines(puzzle: &PuzzleLine, args: &StepsArgs) -> Vec<String> {
    let grid = match &puzzle.grid {
        Ok(grid) => grid,
        Err(e) => return vec![format!("error: {e}")],
    };
    if count_solutions(grid, 2) >= 2 {
        return vec!["error: puzzle has more than one solution".to_string()];
    }
    let notation = if args.classic {
        Notation::Classic
    } else {
        Notation::RowColumn
    };
    // The same path, position by position, as the page's "Steps" view walks.
    let result = logic::path(grid);
    let mut lines = Vec::new();
    for step in result.steps.iter().map(|s| &s.step) {
        lines.push(format!(
            "{}{} {}",
            score(args.rated, step),
            step.technique.name(),
            step.effect_tokens()
        ));
        if args.explain {
            lines.push(format!("  {}", step.explain_in(notation).what));
        }
        if args.why {
            let chain = if args.hodoku {
                ChainNotation::Hodoku
            } else {
                ChainNotation::Eureka
            };
            why_lines(&step.explain_with(notation, chain), &mut lines);
        }
    }
    lines.push(
        match result.outcome {
            Outcome::Solved => "solved",
            Outcome::Stuck => "stuck",
            Outcome::GuessNeeded => "guess needed",
            Outcome::NoSolution => "error: puzzle has no solution",
        }
        .to_string(),
    );
    lines
}

/// `--why`: the stages, the walk (a forcing chain's branches numbered from 1, each line
/// indented under its branch), and the chain line, each indented by two spaces.
fn why_lines(e: &Explanation, lines: &mut Vec<String>) {
    lines.push(format!("  Nudge: {}", e.nudge));
    lines.push(format!("  Where: {}", e.pointer));
    lines.push(format!("  What: {}", e.what));
    lines.push(format!("  Why: {}", e.why));
    let mut branch = None;
    for line in &e.walk {
        if line.branch != branch {
            if let Some(b) = line.branch {
                lines.push(format!("  Case {}:", u16::from(b) + 1));
            }
            branch = line.branch;
        }
        let indent = if line.branch.is_some() { "    " } else { "  " };
        lines.push(format!("{indent}- {}", line.text));
    }
    if !e.chain.is_empty() {
        lines.push(format!("  Chain: {}", e.chain));
    }
}

pub fn rate(args: RateArgs) -> Result<(), String> {
    let puzzles = read_puzzles(args.file.as_ref())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let work = |puzzle: &PuzzleLine| match &puzzle.grid {
        Ok(grid) => match rate_grid(grid) {
            Ok(r) => format!("{} {:.1}", r.level, r.score),
            Err(e) => format!("error: {e}"),
        },
        Err(e) => format!("error: {e}"),
    };
    batch::in_order(&puzzles, batch::threads(args.jobs), work, |line| {
        emit(&mut out, &line)
    })
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
