//! Reading grids from text.
//!
//! [`Grid::parse`] accepts, and tells apart by itself:
//! - the 81-character line: `1`-`9` for a digit, `.` or `0` for an empty cell;
//! - the same spread over several lines with separators, so that pretty grids paste:
//!   whitespace and `|`, `-`, `+` are ignored (SUDOGEN's 80-column printout, Simple Sudoku's
//!   `.ss`, the compact nine-line style), and a frame line (only `. - + * : ' | =` characters,
//!   with a run of three `-` or `=`, such as HoDoKu's `.-------.-------.-------.` or Simple
//!   Sudoku's `*-----------*`) is skipped as a whole, so its `.` corners are not cells;
//! - SadMan's `.sdk`: `#` comment lines are skipped, as is a leading `[Puzzle]` section header;
//!   a later section (such as `[State]`) ends the puzzle;
//! - the HP-71B comma entry: 81 numbers `0`-`9` separated by commas.
//!
//! Errors name the position and the character, so the UI can point at them.

use crate::{geometry::Cell, grid::Grid};
use std::fmt;
use std::str::FromStr;

/// Why a text is not a grid.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ParseError {
    /// A character that is neither a digit, an empty-cell mark nor a separator.
    InvalidChar {
        /// The character.
        ch: char,
        /// 1-based line of the text.
        line: usize,
        /// 1-based column (in characters) on that line.
        column: usize,
        /// The index of the cell it would have filled, if that is below 81.
        cell: Option<Cell>,
    },
    /// The text holds a number of cells other than 81.
    WrongLength {
        /// How many cells were found.
        found: usize,
    },
    /// In a comma entry, an item that is not a number from 0 to 9.
    InvalidNumber {
        /// 1-based position of the item in the list.
        position: usize,
        /// The item as written (cut to 12 characters).
        text: String,
    },
    /// In a pencil-mark grid, a group of characters that is not a set of candidates: a digit
    /// written twice (`112`), or `.` / `0` mixed with digits (`1.2`).
    InvalidGroup {
        /// The group as written (cut to 12 characters).
        text: String,
        /// 1-based line of the text.
        line: usize,
        /// 1-based column (in characters) where the group starts.
        column: usize,
        /// The cell the group would have described, if that is below 81.
        cell: Option<Cell>,
    },
    /// A puzzle line (one puzzle per line, as the `sudoku` command reads them) whose puzzle is
    /// neither 81 characters long nor a 729-character candidate string.
    WrongLineLength {
        /// How many cells (or puzzle characters) the line holds.
        found: usize,
    },
    /// A pencil-mark grid with a number of groups of candidates other than 81.
    WrongGroupCount {
        /// How many groups were found.
        found: usize,
    },
    /// In the 729-character candidate string (nine characters per cell), a digit out of its
    /// place: the `k`-th character of a cell holds digit `k` or `.` / `0`.
    MisplacedCandidate {
        /// The character.
        ch: char,
        /// 1-based position in the string.
        position: usize,
        /// The cell it belongs to.
        cell: Cell,
    },
}

impl ParseError {
    /// The cell the error points at, where there is one.
    pub fn cell(&self) -> Option<Cell> {
        match self {
            ParseError::InvalidChar { cell, .. } => *cell,
            ParseError::InvalidNumber { position, .. } => Cell::new_checked(position - 1),
            ParseError::InvalidGroup { cell, .. } => *cell,
            ParseError::MisplacedCandidate { cell, .. } => Some(*cell),
            ParseError::WrongLength { .. }
            | ParseError::WrongLineLength { .. }
            | ParseError::WrongGroupCount { .. } => None,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::InvalidChar {
                ch,
                line,
                column,
                cell,
            } => {
                write!(
                    f,
                    "unexpected character {ch:?} at line {line}, column {column}"
                )?;
                if let Some(cell) = cell {
                    write!(f, " (cell {cell})")?;
                }
                write!(f, ": use 1-9 for a digit and . or 0 for an empty cell")
            }
            ParseError::WrongLength { found } if *found < 81 => {
                write!(f, "a grid has 81 cells, this has only {found}")
            }
            ParseError::WrongLength { found } => {
                write!(f, "a grid has 81 cells, this has {found}")
            }
            ParseError::WrongLineLength { found } => {
                write!(
                    f,
                    "a puzzle line has 81 characters, or 729 for candidates; this one has {found}"
                )
            }
            ParseError::InvalidNumber { position, text } => {
                write!(
                    f,
                    "item {position} of the list, {text:?}, is not a number from 0 to 9"
                )
            }
            ParseError::InvalidGroup {
                text,
                line,
                column,
                cell,
            } => {
                write!(f, "the group {text:?} at line {line}, column {column}")?;
                if let Some(cell) = cell {
                    write!(f, " (cell {cell})")?;
                }
                write!(
                    f,
                    " is not a set of candidates: write each digit 1-9 once, or a lone . for a cell with none"
                )
            }
            ParseError::WrongGroupCount { found } => {
                write!(
                    f,
                    "a pencil-mark grid has 81 groups of candidates, one per cell; this has {found}"
                )
            }
            ParseError::MisplacedCandidate { ch, position, cell } => {
                let place = (position - 1) % 9 + 1;
                write!(
                    f,
                    "character {ch:?} at position {position} of the candidate string (cell {cell}): place {place} of a cell holds the digit {place}, or . or 0"
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl Grid {
    /// Reads a grid in any of the formats this module lists.
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        if text.contains(',') {
            parse_comma_entry(text)
        } else {
            parse_cells(text)
        }
    }

    /// Reads the first 81 characters of a line as a puzzle, ignoring the rest: the contract of
    /// the data files (`puzzle:count:solution`) and of the `sudoku` command.
    pub fn parse_line_prefix(line: &str) -> Result<Grid, ParseError> {
        let end = line.char_indices().nth(81).map_or(line.len(), |(i, _)| i);
        parse_cells(&line[..end])
    }
}

fn parse_cells(text: &str) -> Result<Grid, ParseError> {
    let mut cells = [0u8; 81];
    let mut found = 0usize;
    for (line_no, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') {
            continue;
        }
        if trimmed.starts_with('[') {
            if found == 0 {
                continue;
            }
            break;
        }
        if is_frame_line(line) {
            continue;
        }
        for (column, ch) in line.chars().enumerate() {
            let digit = match ch {
                '1'..='9' => ch as u8 - b'0',
                '.' | '0' => 0,
                c if c.is_whitespace() || matches!(c, '|' | '-' | '+') => continue,
                _ => {
                    return Err(ParseError::InvalidChar {
                        ch,
                        line: line_no + 1,
                        column: column + 1,
                        cell: Cell::new_checked(found),
                    })
                }
            };
            if found < 81 {
                cells[found] = digit;
            }
            found += 1;
        }
    }
    if found != 81 {
        return Err(ParseError::WrongLength { found });
    }
    Ok(Grid::from_digits(cells).unwrap_or_default())
}

/// The characters a drawn frame is made of.
pub(crate) fn is_frame_char(ch: char) -> bool {
    matches!(ch, '.' | '-' | '+' | '*' | ':' | '\'' | '|' | '=')
}

/// Whether `line` is a line of a drawn frame: frame characters and whitespace only, with a run
/// of three `-` or `=` (so a row of nine `.` empty cells is never one).
pub(crate) fn is_frame_line(line: &str) -> bool {
    (line.contains("---") || line.contains("==="))
        && line.chars().all(|c| c.is_whitespace() || is_frame_char(c))
}

fn parse_comma_entry(text: &str) -> Result<Grid, ParseError> {
    let items: Vec<&str> = text.trim().trim_end_matches(',').split(',').collect();
    let mut cells = [0u8; 81];
    for (i, item) in items.iter().enumerate() {
        let item = item.trim();
        let value = match item.parse::<u8>() {
            Ok(v) if v <= 9 => v,
            _ => {
                return Err(ParseError::InvalidNumber {
                    position: i + 1,
                    text: item.chars().take(12).collect(),
                })
            }
        };
        if i < 81 {
            cells[i] = value;
        }
    }
    if items.len() != 81 {
        return Err(ParseError::WrongLength { found: items.len() });
    }
    Ok(Grid::from_digits(cells).unwrap_or_default())
}

impl FromStr for Grid {
    type Err = ParseError;
    /// Any of the text formats of this module: see [`Grid::parse`].
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        Grid::parse(text)
    }
}

impl TryFrom<String> for Grid {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Grid, ParseError> {
        Grid::parse(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn errors_name_the_position() {
        let short = ".".repeat(80);
        assert_eq!(
            Grid::parse(&short),
            Err(ParseError::WrongLength { found: 80 })
        );
        let bad = format!("{}x{}", ".".repeat(40), ".".repeat(40));
        let err = Grid::parse(&bad).unwrap_err();
        assert_eq!(err.cell().map(|c| c.to_string()).as_deref(), Some("r5c5"));
        assert_eq!(
            err.to_string(),
            "unexpected character 'x' at line 1, column 41 (cell r5c5): use 1-9 for a digit and . or 0 for an empty cell"
        );
        let comma = format!("{}12", "0,".repeat(80));
        let err = Grid::parse(&comma).unwrap_err();
        assert_eq!(
            err,
            ParseError::InvalidNumber {
                position: 81,
                text: "12".into()
            }
        );
    }

    #[test]
    fn sdk_with_header_and_state() {
        let text = "#A Someone\n[Puzzle]\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n[State]\n534678912\n";
        let grid = Grid::parse(text).unwrap();
        assert_eq!(grid.to_string().len(), 81);
        assert!(grid.to_string().starts_with("53..7....6..195"));
    }

    #[test]
    fn framed_grids_skip_their_frame_lines() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        // Simple Sudoku's framed copy.
        let ss = "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n";
        assert_eq!(Grid::parse(ss).map(|g| g.to_line()), Ok(line.to_string()));
        // HoDoKu's frame: its `.` corners are not empty cells.
        let hodoku = Grid::parse(line)
            .unwrap()
            .to_pretty()
            .replace("+-------+-------+-------+", ".-------.-------.-------.");
        assert_eq!(
            Grid::parse(&hodoku).map(|g| g.to_line()),
            Ok(line.to_string())
        );
        // A row of nine empty cells is not a frame line.
        assert!(!is_frame_line("........."));
        assert!(is_frame_line(":-------+-------+-------:"));
    }

    #[test]
    fn line_prefix_ignores_the_rest() {
        let line = format!("{}:1:{}", "1".repeat(81), "2".repeat(81));
        assert!(Grid::parse_line_prefix(&line).is_ok());
        assert!(Grid::parse(&line).is_err());
    }

    proptest! {
        #[test]
        fn never_panics(text in "\\PC{0,200}") {
            let _ = Grid::parse(&text);
            let _ = Grid::parse_line_prefix(&text);
        }

        #[test]
        fn round_trips(cells in proptest::array::uniform32(0u8..10), rest in proptest::collection::vec(0u8..10, 49)) {
            let mut all = [0u8; 81];
            all[..32].copy_from_slice(&cells);
            all[32..].copy_from_slice(&rest);
            let grid = Grid::from_digits(all).unwrap();
            prop_assert_eq!(Grid::parse(&grid.to_string()), Ok(grid));
            prop_assert_eq!(Grid::parse(&grid.to_pretty()), Ok(grid));
            prop_assert_eq!(Grid::parse(&grid.to_comma_entry()), Ok(grid));
        }
    }
}
