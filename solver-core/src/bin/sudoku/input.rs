//! Reading puzzles from a file or stdin, one per line, and writing results without panicking on
//! a closed pipe.

use solver_core::{Grid, ParseError};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

/// One puzzle line of the input.
pub struct PuzzleLine {
    /// 1-based line number in its file.
    #[allow(dead_code)]
    pub line_no: usize,
    /// The puzzle, or why the line is not one.
    pub grid: Result<Grid, ParseError>,
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
            grid: Grid::parse_line_prefix(trimmed),
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
