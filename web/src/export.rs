//! The puzzle and the player's position as text, in the formats other Sudoku programs read.
//!
//! Plain functions of the givens and the sheet (no DOM), so the tests run natively; every
//! format here reads back through `solver_core::Grid::parse` (the tests check it).

use crate::sheet::Sheet;
use solver_core::{Cell, Grid};

/// A format the "Export" panel offers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// The givens as one 81-character line, `.` for an empty cell.
    Line,
    /// The givens and the player's digits as one 81-character line.
    Position,
    /// SadMan's `.sdk`: a header comment, then nine lines of nine.
    Sdk,
    /// The HP-71B comma entry: 81 numbers, `0` for an empty cell.
    Comma,
}

impl Format {
    /// Every format, in the order the panel lists them.
    pub const ALL: [Format; 4] = [Format::Line, Format::Position, Format::Sdk, Format::Comma];

    /// What the panel calls it.
    pub fn label(self) -> &'static str {
        match self {
            Format::Line => "Puzzle: 81-character line",
            Format::Position => "Position: givens and your digits, 81 characters",
            Format::Sdk => "Puzzle: .sdk file",
            Format::Comma => "Puzzle: comma list (HP-71B)",
        }
    }

    /// A short stable name (the select's value).
    pub fn id(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Position => "position",
            Format::Sdk => "sdk",
            Format::Comma => "comma",
        }
    }

    /// The format named `id`.
    pub fn from_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == id)
    }

    /// The file name extension for a download.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Sdk => "sdk",
            _ => "txt",
        }
    }
}

/// The givens with the player's digits filled in.
pub fn position(givens: &Grid, sheet: &Sheet) -> Grid {
    let mut grid = *givens;
    for cell in Cell::all() {
        if grid.get(cell).is_none() {
            grid.set(cell, sheet.entries.get(cell));
        }
    }
    grid
}

/// The text of `format` for this puzzle and sheet.
pub fn export(format: Format, givens: &Grid, sheet: &Sheet) -> String {
    match format {
        Format::Line => givens.to_line(),
        Format::Position => position(givens, sheet).to_line(),
        Format::Sdk => format!("#A exported by Sudoku\n{}", givens.to_sdk()),
        Format::Comma => givens.to_comma_entry(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver_core::Digit;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn every_format_reads_back() {
        let givens: Grid = PUZZLE.parse().unwrap();
        let mut sheet = Sheet::default();
        let r1c3 = Cell::from_index(2);
        sheet.entries.set(r1c3, Digit::new_checked(4));
        for format in Format::ALL {
            let text = export(format, &givens, &sheet);
            let back = Grid::parse(&text).unwrap_or_else(|e| panic!("{format:?}: {e}\n{text}"));
            let expected = if format == Format::Position {
                let mut g = givens;
                g.set(r1c3, Digit::new_checked(4));
                g
            } else {
                givens
            };
            assert_eq!(back, expected, "{format:?}");
            assert_eq!(Format::from_id(format.id()), Some(format));
        }
        assert_eq!(Format::from_id("nope"), None);
    }
}
