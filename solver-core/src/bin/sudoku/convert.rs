//! `sudoku convert`: a puzzle, or a file of puzzles, in another format.
//!
//! Input (a file argument or stdin): when the first line that is neither empty nor a `#`
//! comment is a puzzle line (its first 81 characters are a grid and it is not longer run of
//! grid characters, such as a 729-character candidate string), the input is a batch, one
//! puzzle per line as for every other subcommand; each line may also be a 729-character
//! candidate string. Otherwise the whole input is one puzzle in any format
//! [`solver_core::parse_any`] reads: a pretty or `.ss` grid, `.sdk`, the comma entry, a
//! pencil-mark grid. A puzzle that does not parse prints `error: <message>`.
//!
//! Output: `line`, `zeros`, `comma`, `sdk`, `ss`, `pretty` write the digits (of a pencil-mark
//! input, its placed digits); `pm` writes a pencil-mark grid and `candidates` the
//! 729-character string: a pencil-mark input keeps its own candidates, a plain grid gets the
//! full candidates of its digits (every digit no peer holds, before any technique). Several
//! multi-line results are separated by an empty line.

use crate::input::emit;
use clap::{Args, ValueEnum};
use solver_core::{parse_any, parse_puzzle_line, ParseError, Pasted, PencilGrid};
use std::fs;
use std::io::{self, BufWriter, Read};
use std::path::PathBuf;

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    /// 81 characters, `.` for an empty cell.
    Line,
    /// 81 characters, `0` for an empty cell.
    Zeros,
    /// HP-71B comma entry: 81 numbers separated by commas.
    Comma,
    /// SadMan's `.sdk`: nine lines of nine characters.
    Sdk,
    /// Simple Sudoku's `.ss`: `53.|.7.|...` rows and `-----------` between bands.
    Ss,
    /// The 13-line grid with `+-------+` borders.
    Pretty,
    /// A pencil-mark grid (HoDoKu's frame shape, aligned columns).
    Pm,
    /// The 729-character candidate string, nine characters per cell.
    Candidates,
}

#[derive(Args)]
pub struct ConvertArgs {
    /// The output format.
    #[arg(long, value_enum)]
    to: Format,
    /// The input: one puzzle in any format, or one puzzle per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

pub fn convert(args: ConvertArgs) -> Result<(), String> {
    let text = match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        _ => {
            let mut text = String::new();
            io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            text
        }
    };
    let puzzle_lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let batch = puzzle_lines.first().is_some_and(|l| is_puzzle_line(l));
    let results: Vec<Result<Pasted, ParseError>> = if batch {
        puzzle_lines.iter().map(|l| parse_puzzle_line(l)).collect()
    } else {
        vec![parse_any(&text)]
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let multi_line = !matches!(
        args.to,
        Format::Line | Format::Zeros | Format::Comma | Format::Candidates
    );
    for (i, result) in results.iter().enumerate() {
        if multi_line && i > 0 {
            emit(&mut out, "")?;
        }
        let written = match result {
            Ok(pasted) => write(pasted, args.to),
            Err(e) => format!("error: {e}"),
        };
        emit(&mut out, written.trim_end_matches('\n'))?;
    }
    Ok(())
}

/// A line of a batch: an 81-character puzzle (the grid characters stop there) or a
/// candidate line.
fn is_puzzle_line(line: &str) -> bool {
    parse_puzzle_line(line).is_ok()
}

fn write(pasted: &Pasted, to: Format) -> String {
    let grid = pasted.grid();
    let pencil = || match pasted {
        Pasted::Pencil(p) => *p,
        Pasted::Grid(g) => PencilGrid::from_grid(g),
    };
    match to {
        Format::Line => grid.to_line(),
        Format::Zeros => grid.to_line_zeros(),
        Format::Comma => grid.to_comma_entry(),
        Format::Sdk => grid.to_sdk(),
        Format::Ss => grid.to_ss(),
        Format::Pretty => grid.to_pretty(),
        Format::Pm => pencil().to_pm_grid(),
        Format::Candidates => pencil().to_candidate_string(),
    }
}
