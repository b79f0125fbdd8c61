//! Reading puzzles from a file or stdin, one per line (an 81-character puzzle or a
//! 729-character candidate line, see `solver_core::parse_puzzle_line`), and writing results
//! without panicking on a closed pipe.

use solver_core::logic::Candidates;
use solver_core::{parse_puzzle_line, Grid, ParseError, Pasted};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

/// One puzzle line of the input.
pub struct PuzzleLine {
    /// 1-based line number in its file.
    #[allow(dead_code)]
    pub line_no: usize,
    /// The puzzle, or why the line is not one.
    pub puzzle: Result<Pasted, ParseError>,
}

/// Where a command starts from.
pub enum Start {
    /// The digits of an 81-character line, with the full candidates they leave.
    Grid(Grid),
    /// The candidates of a candidate line, as given.
    Marked(Box<Candidates>),
}

impl PuzzleLine {
    /// The puzzle as digits alone, for the commands that cannot start from candidates: a
    /// candidate line is an error here.
    pub fn grid(&self) -> Result<Grid, String> {
        match &self.puzzle {
            Ok(Pasted::Grid(grid)) => Ok(*grid),
            Ok(Pasted::Pencil(_)) => Err(
                "this command reads 81-character puzzles; solve, count, steps and rate also read candidate lines"
                    .to_string(),
            ),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Where the puzzle starts: its digits, or the candidates of a candidate line.
    pub fn start(&self) -> Result<Start, String> {
        match &self.puzzle {
            Ok(Pasted::Grid(grid)) => Ok(Start::Grid(*grid)),
            Ok(Pasted::Pencil(pencil)) => Ok(Start::Marked(Box::new(pencil.to_candidates()))),
            Err(e) => Err(e.to_string()),
        }
    }
}

/// Reads the puzzle lines of `file`, or of stdin when `file` is `None` or `-`.
pub fn read_puzzles(file: Option<&PathBuf>) -> Result<Vec<PuzzleLine>, String> {
    let reader: Box<dyn BufRead> = match file {
        Some(path) if path.as_os_str() != "-" => Box::new(BufReader::new(
            File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?,
        )),
        _ => Box::new(BufReader::new(io::stdin())),
    };
    let mut puzzles = Vec::new();
    for (i, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| format!("cannot read line {}: {e}", i + 1))?;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        puzzles.push(PuzzleLine {
            line_no: i + 1,
            puzzle: parse_puzzle_line(trimmed),
        });
    }
    Ok(puzzles)
}

/// Writes `text` and a newline to stdout; a closed pipe (`| head`) ends the program quietly.
pub fn emit(out: &mut impl Write, text: &str) -> Result<(), String> {
    match writeln!(out, "{text}") {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(format!("cannot write: {e}")),
    }
}
