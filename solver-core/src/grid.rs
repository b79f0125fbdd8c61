//! The [`Grid`] value: 81 cells, each empty or holding a digit.

use crate::{
    digit::Digit,
    geometry::{Cell, CellSet, House},
};
use std::fmt;

/// A Sudoku grid: 81 cells in row-major order, each empty or holding a digit.
///
/// A grid may break the rules (two 5s in a row): that is data, reported by
/// [`Grid::conflicts`], never a parse error, so the UI can highlight it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Grid {
    cells: [u8; 81],
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::EMPTY
    }
}

impl Grid {
    /// The grid with no digit.
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// The grid whose cells are `cells`, `0` for empty. `None` if any value exceeds 9.
    pub fn from_digits(cells: [u8; 81]) -> Option<Grid> {
        cells.iter().all(|&d| d <= 9).then_some(Grid { cells })
    }

    /// The cells as numbers, `0` for empty, `1..=9` for a digit.
    pub const fn digits(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The digit in `cell`, if any.
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new_checked(self.cells[cell.index()])
    }

    /// Puts `digit` in `cell`, or empties it with `None`.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// The cells that hold a digit.
    pub fn filled(&self) -> CellSet {
        Cell::all()
            .filter(|&c| self.cells[c.index()] != 0)
            .collect()
    }

    /// The number of cells that hold a digit.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// The cells whose digit also stands in one of their peers.
    pub fn conflicts(&self) -> CellSet {
        let mut conflicts = CellSet::EMPTY;
        for house in House::all() {
            let mut seen: [Option<Cell>; 10] = [None; 10];
            for cell in house.cell_list() {
                let d = self.cells[cell.index()] as usize;
                if d == 0 {
                    continue;
                }
                if let Some(first) = seen[d] {
                    conflicts.insert(first);
                    conflicts.insert(cell);
                } else {
                    seen[d] = Some(cell);
                }
            }
        }
        conflicts
    }

    /// Whether the grid is full and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.conflicts().is_empty()
    }

    /// Whether `other` keeps every digit of `self` (a solution of a puzzle does).
    pub fn is_extended_by(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&a, &b)| a == 0 || a == b)
    }

    /// The player's position: these givens with the digits of `entries` in the cells the givens
    /// leave empty (an entry under a given is ignored). The one place where givens and a
    /// player's digits are put together.
    pub fn with_entries(&self, entries: &Grid) -> Grid {
        let mut position = *self;
        for (cell, &entry) in position.cells.iter_mut().zip(entries.cells.iter()) {
            if *cell == 0 {
                *cell = entry;
            }
        }
        position
    }

    /// The 81-character line with `.` for an empty cell (the same as `to_string()`).
    pub fn to_line(&self) -> String {
        self.to_string()
    }

    /// The 81-character line with `0` for an empty cell.
    pub fn to_line_zeros(&self) -> String {
        self.cells.iter().map(|&d| (b'0' + d) as char).collect()
    }

    /// The HP-71B comma entry: 81 numbers separated by commas, `0` for an empty cell.
    pub fn to_comma_entry(&self) -> String {
        let numbers: Vec<String> = self.cells.iter().map(u8::to_string).collect();
        numbers.join(",")
    }

    /// A 13-line grid with box borders, in the style of SUDOGEN's 80-column printout.
    pub fn to_pretty(&self) -> String {
        let border = "+-------+-------+-------+\n";
        let mut out = String::from(border);
        for row in 0..9 {
            for col in 0..9 {
                if col == 0 {
                    out.push('|');
                } else if col % 3 == 0 {
                    out.push_str(" |");
                }
                out.push(' ');
                out.push(match self.cells[row * 9 + col] {
                    0 => '.',
                    d => (b'0' + d) as char,
                });
            }
            out.push_str(" |\n");
            if row % 3 == 2 {
                out.push_str(border);
            }
        }
        out
    }

    /// Nine lines of nine characters, `.` for empty: the `.sdk` body.
    pub fn to_sdk(&self) -> String {
        let line = self.to_line();
        let mut out = String::with_capacity(90);
        for row in 0..9 {
            out.push_str(&line[row * 9..row * 9 + 9]);
            out.push('\n');
        }
        out
    }
}

impl Grid {
    /// Simple Sudoku's `.ss` text: eleven lines, boxes split by `|` within a row and by a
    /// `-----------` line between bands, `.` for an empty cell. [`Grid::parse`] reads it back.
    ///
    /// ```text
    /// 53.|.7.|...
    /// 6..|195|...
    /// .98|...|.6.
    /// -----------
    /// ```
    pub fn to_ss(&self) -> String {
        let line = self.to_line();
        let mut out = String::with_capacity(11 * 12);
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str("-----------\n");
            }
            let cells = &line[row * 9..row * 9 + 9];
            out.push_str(&cells[0..3]);
            out.push('|');
            out.push_str(&cells[3..6]);
            out.push('|');
            out.push_str(&cells[6..9]);
            out.push('\n');
        }
        out
    }
}

impl fmt::Display for Grid {
    /// The 81-character line, `.` for an empty cell; it parses back to the same grid.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: String = self
            .cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect();
        f.write_str(&line)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

impl From<Grid> for String {
    fn from(grid: Grid) -> String {
        grid.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn conflicts_are_reported_not_rejected() {
        let mut grid: Grid = PUZZLE.parse().unwrap();
        assert!(grid.conflicts().is_empty());
        // A second 5 in row 1, column 3: clashes with r1c1 (row, box).
        grid.set(Cell::from_index(2), Digit::new_checked(5));
        let names: Vec<String> = grid.conflicts().iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["r1c1", "r1c3"]);
    }

    #[test]
    fn formats_round_trip() {
        let grid: Grid = PUZZLE.parse().unwrap();
        assert_eq!(grid.to_string(), PUZZLE);
        assert_eq!(grid.to_line_zeros().parse::<Grid>().unwrap(), grid);
        assert_eq!(grid.to_comma_entry().parse::<Grid>().unwrap(), grid);
        assert_eq!(grid.to_pretty().parse::<Grid>().unwrap(), grid);
        assert_eq!(grid.to_sdk().parse::<Grid>().unwrap(), grid);
        assert_eq!(grid.to_ss().parse::<Grid>().unwrap(), grid);
        let ss = grid.to_ss();
        let lines: Vec<&str> = ss.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], "53.|.7.|...");
        assert_eq!(lines[3], "-----------");
        assert_eq!(lines[10], "...|.8.|.79");
        assert_eq!(grid.filled_count(), 30);
        assert!(grid
            .to_pretty()
            .starts_with("+-------+-------+-------+\n| 5 3 . | . 7 . |"));
    }
}
