//! The puzzle and the player's position as text, in the formats other Sudoku programs read.
//!
//! Plain functions of the givens and the sheet (no DOM), so the tests run natively; every
//! format here reads back through `solver_core::Grid::parse` (the tests check it).

use crate::game::Sheet;
use solver_core::PencilGrid;
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
    /// Simple Sudoku's `.ss`: nine lines with `|` between the boxes and `-----------` between
    /// the bands.
    Ss,
    /// The position as a pencil-mark grid (HoDoKu's frame shape): the digits, and for each
    /// empty cell the player's centre marks, or where it has none, the digits no peer holds.
    PencilMarks,
    /// The HP-71B comma entry: 81 numbers, `0` for an empty cell.
    Comma,
}

impl Format {
    /// Every format, in the order the panel lists them.
    pub const ALL: [Format; 6] = [
        Format::Line,
        Format::Position,
        Format::PencilMarks,
        Format::Sdk,
        Format::Ss,
        Format::Comma,
    ];

    /// What the panel calls it.
    pub fn label(self) -> &'static str {
        match self {
            Format::Line => "Puzzle: 81-character line",
            Format::Position => "Position: givens and your digits, 81 characters",
            Format::PencilMarks => "Position: pencil-mark grid",
            Format::Sdk => "Puzzle: .sdk file",
            Format::Ss => "Puzzle: .ss file (Simple Sudoku)",
            Format::Comma => "Puzzle: comma list (HP-71B)",
        }
    }

    /// A short stable name (the select's value).
    pub fn id(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Position => "position",
            Format::PencilMarks => "pm",
            Format::Sdk => "sdk",
            Format::Ss => "ss",
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
            Format::Ss => "ss",
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

/// The position's pencil marks: the player's centre marks where a cell has some, else the
/// digits none of its peers holds.
pub fn pencil_marks(givens: &Grid, sheet: &Sheet) -> PencilGrid {
    let grid = position(givens, sheet);
    let mut cells = PencilGrid::from_grid(&grid).candidates();
    for cell in Cell::all() {
        let marks = sheet.centre.get(cell);
        if grid.get(cell).is_none() && !marks.is_empty() {
            cells[cell.index()] = marks;
        }
    }
    PencilGrid::from_grid_and_candidates(&grid, &cells)
}

/// The sheet a pasted pencil-mark grid stands for: its candidates as centre marks (its digits
/// become the givens).
pub fn sheet_of(pencil: &PencilGrid) -> Sheet {
    let mut sheet = Sheet::default();
    let candidates = pencil.candidates();
    let grid = pencil.grid();
    for cell in Cell::all() {
        if grid.get(cell).is_none() {
            sheet.centre.set(cell, candidates[cell.index()]);
        }
    }
    sheet
}

/// The text of `format` for this puzzle and sheet.
pub fn export(format: Format, givens: &Grid, sheet: &Sheet) -> String {
    match format {
        Format::Line => givens.to_line(),
        Format::Position => position(givens, sheet).to_line(),
        Format::PencilMarks => pencil_marks(givens, sheet).to_pm_grid(),
        Format::Sdk => format!("#A exported by Sudoku\n{}", givens.to_sdk()),
        Format::Ss => givens.to_ss(),
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
    fn pencil_marks_read_back_as_the_marks() {
        let givens: Grid = PUZZLE.parse().unwrap();
        let mut sheet = Sheet::default();
        let (r1c3, r1c4) = (Cell::from_index(2), Cell::from_index(3));
        sheet.entries.set(r1c3, Digit::new_checked(4));
        let marks = solver_core::DigitSet::from_bits(0b110); // 1 and 2
        sheet.centre.set(r1c4, marks);
        let text = export(Format::PencilMarks, &givens, &sheet);
        let Ok(solver_core::Pasted::Pencil(back)) = solver_core::parse_any(&text) else {
            panic!("not read back as pencil marks:\n{text}");
        };
        assert_eq!(back.grid(), position(&givens, &sheet));
        let read = sheet_of(&back);
        assert_eq!(read.centre.get(r1c4), marks, "the player's marks");
        // Elsewhere, the digits no peer holds: r1c6 sees 1-9 except 2, 4, 6, 8 (row 1 has
        // 5, 3, 4, 7; column 6 has 5, 3; box 2 has 7, 1, 9, 5).
        let r1c6 = Cell::from_index(5);
        let expected: Vec<u8> = (1..=9)
            .filter(|d| {
                !position(&givens, &sheet)
                    .digits()
                    .iter()
                    .enumerate()
                    .any(|(i, &g)| g == *d && Cell::from_index(i).peers().contains(r1c6))
            })
            .collect();
        let got: Vec<u8> = read.centre.get(r1c6).iter().map(|d| d.get()).collect();
        assert_eq!(got, expected);
        assert_eq!(got, [2, 6, 8]);
    }

    #[test]
    fn every_format_reads_back() {
        let givens: Grid = PUZZLE.parse().unwrap();
        let mut sheet = Sheet::default();
        let r1c3 = Cell::from_index(2);
        sheet.entries.set(r1c3, Digit::new_checked(4));
        for format in Format::ALL {
            let text = export(format, &givens, &sheet);
            let back = solver_core::parse_any(&text)
                .unwrap_or_else(|e| panic!("{format:?}: {e}\n{text}"))
                .grid();
            let expected = if matches!(format, Format::Position | Format::PencilMarks) {
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
