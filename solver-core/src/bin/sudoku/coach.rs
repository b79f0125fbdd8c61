//! `sudoku coach --classic`: SUDOGEN's coach, one hint per line.

use crate::input::{emit, read_puzzles};
use clap::Args;
use solver_core::sudogen::ClassicCoach;
use std::io::{self, BufWriter};
use std::path::PathBuf;

#[derive(Args)]
pub struct CoachArgs {
    /// SUDOGEN's classic coach (seed 004): forced values, then candidate lists. Required for
    /// now.
    #[arg(long)]
    classic: bool,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

/// Per puzzle: the transcript as SUDOGEN prints it, one hint per line, ending with `Solved!`,
/// `No more hints` or `Illegal puzzle`, then the grid as an 81-character line.
pub fn coach(args: CoachArgs) -> Result<(), String> {
    if !args.classic {
        return Err(
            "only the classic coach is available here: use `sudoku coach --classic [FILE]`"
                .to_string(),
        );
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        match puzzle.grid() {
            Ok(grid) => {
                let mut coach = ClassicCoach::new(&grid);
                for hint in coach.by_ref() {
                    emit(&mut out, &hint.to_string())?;
                }
                emit(&mut out, &coach.grid().to_line())?;
            }
            Err(e) => emit(&mut out, &format!("error: {e}"))?,
        }
    }
    Ok(())
}
