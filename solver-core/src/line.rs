//! One puzzle per line: the contract of the data files and of the `sudoku` command.
//!
//! A line is either an 81-character puzzle (the first 81 characters; anything after them, such
//! as `:count:solution`, is ignored) or a 729-character candidate string (nine characters per
//! cell, the `k`-th being the digit `k` or `.` / `0`: the format of tdoku, Sudoku Explainer's
//! "Sukaku" lines and `sudoku convert --to candidates`). The candidate string is a position:
//! its cells with one candidate are placed digits, the others keep exactly their candidates.

use crate::{
    grid::Grid,
    parse::ParseError,
    pencil::{Pasted, PencilGrid},
};

/// The length of a candidate string: nine characters for each of the 81 cells.
pub const CANDIDATE_LINE_LEN: usize = 729;

/// Reads one puzzle line: [`Pasted::Pencil`] for a 729-character candidate string (always,
/// even when every cell has one candidate, so that a cell with none is kept),
/// [`Pasted::Grid`] for an 81-character puzzle. A line whose leading run of digits and dots
/// is neither 81 nor 729 characters long is [`ParseError::WrongLineLength`].
///
/// ```
/// use solver_core::{parse_puzzle_line, Pasted, PencilGrid, ParseError};
/// let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// let grid = match parse_puzzle_line(line) { Ok(Pasted::Grid(g)) => g, _ => unreachable!() };
/// let marks = PencilGrid::from_grid(&grid).to_candidate_string();
/// assert!(matches!(parse_puzzle_line(&marks), Ok(Pasted::Pencil(_))));
/// assert_eq!(parse_puzzle_line(&line[..80]), Err(ParseError::WrongLineLength { found: 80 }));
/// ```
pub fn parse_puzzle_line(line: &str) -> Result<Pasted, ParseError> {
    let line = line.trim();
    let run = line
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    if run == CANDIDATE_LINE_LEN {
        // The run is ASCII, so 729 is a character boundary.
        return PencilGrid::parse(&line[..run]).map(Pasted::Pencil);
    }
    if run > 81 {
        return Err(ParseError::WrongLineLength { found: run });
    }
    match Grid::parse_line_prefix(line) {
        Err(ParseError::WrongLength { found }) => Err(ParseError::WrongLineLength { found }),
        other => other.map(Pasted::Grid),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_and_suffixes() {
        let puzzle = format!("1{}", ".".repeat(80));
        assert!(matches!(
            parse_puzzle_line(&format!("{puzzle}:1:x")),
            Ok(Pasted::Grid(_))
        ));
        assert!(matches!(
            parse_puzzle_line(&format!("  {puzzle}  ")),
            Ok(Pasted::Grid(_))
        ));
        for n in [1, 80, 82, 728, 730] {
            let err = parse_puzzle_line(&".".repeat(n)).unwrap_err();
            assert_eq!(err, ParseError::WrongLineLength { found: n });
            assert_eq!(
                err.to_string(),
                format!("a puzzle line has 81 characters, or 729 for candidates; this one has {n}")
            );
        }
        let all = "123456789".repeat(81);
        assert!(matches!(parse_puzzle_line(&all), Ok(Pasted::Pencil(_))));
        let misplaced = format!("2{}", &all[1..]);
        assert!(matches!(
            parse_puzzle_line(&misplaced),
            Err(ParseError::MisplacedCandidate { position: 1, .. })
        ));
        assert!(matches!(
            parse_puzzle_line(&format!("{}x", ".".repeat(40))),
            Err(ParseError::InvalidChar { .. })
        ));
    }
}
