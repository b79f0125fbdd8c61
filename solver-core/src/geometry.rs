//! Cells, cell sets, houses and candidates, and the geometry tables, computed once at compile time.
//!
//! ```text
//!        c1 c2 c3   c4 c5 c6   c7 c8 c9
//!   r1 | 00 01 02 | 03 04 05 | 06 07 08 |   box 1 | box 2 | box 3
//!   r2 | 09 10 11 | 12 13 14 | 15 16 17 |
//!   r3 | 18 19 20 | 21 22 23 | 24 25 26 |
//!   r4 | 27 28 29 | 30 31 32 | 33 34 35 |   box 4 | box 5 | box 6
//!   ...
//!   r9 | 72 73 74 | 75 76 77 | 78 79 80 |   box 7 | box 8 | box 9
//! ```

use crate::bitset::bitset_ops;
use crate::digit::Digit;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// One of the 81 cells, `0..81` in row-major order. Displays as `r1c1` … `r9c9`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Cell(u8);

impl Cell {
    /// The cell with row-major index `i`, or `None` unless `i < 81`.
    pub const fn new_checked(i: usize) -> Option<Cell> {
        if i < 81 {
            Some(Cell(i as u8))
        } else {
            None
        }
    }
    /// The cell with row-major index `i`. Panics if `i >= 81`: for indices from the engine's
    /// own loops and tables, never for user data (use [`Cell::new_checked`]).
    pub const fn from_index(i: usize) -> Cell {
        assert!(i < 81, "cell index out of range");
        Cell(i as u8)
    }
    /// The cell at zero-based `row` and `col` (`0..9` each), or `None` if out of range.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }
    /// The row-major index, `0..81`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The zero-based row, `0..9`.
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }
    /// The zero-based column, `0..9`.
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }
    /// The zero-based box, `0..9`, left to right then top to bottom.
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }
    /// Every cell in row-major order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell::from_index)
    }
    /// The three houses of the cell: its row, column and box.
    pub const fn houses(self) -> [House; 3] {
        HOUSES_OF[self.index()]
    }
    /// The 20 cells that share a house with this one.
    pub const fn peers(self) -> CellSet {
        PEERS[self.index()]
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<Cell> for u8 {
    fn from(c: Cell) -> u8 {
        c.0
    }
}

impl TryFrom<u8> for Cell {
    type Error = String;
    fn try_from(i: u8) -> Result<Cell, String> {
        Cell::new_checked(i as usize).ok_or_else(|| format!("{i} is not a cell index below 81"))
    }
}

/// Which kind of house: a row, a column or a box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HouseKind {
    /// A row of nine cells.
    Row,
    /// A column of nine cells.
    Column,
    /// A 3×3 box.
    Box,
}

/// One of the 27 houses: rows `0..9`, then columns `9..18`, then boxes `18..27`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct House(u8);

impl House {
    /// The house with index `i`, or `None` unless `i < 27`.
    pub const fn new_checked(i: usize) -> Option<House> {
        if i < 27 {
            Some(House(i as u8))
        } else {
            None
        }
    }
    /// The row `r` (`0..9`).
    pub const fn row(r: usize) -> House {
        assert!(r < 9);
        House(r as u8)
    }
    /// The column `c` (`0..9`).
    pub const fn column(c: usize) -> House {
        assert!(c < 9);
        House(9 + c as u8)
    }
    /// The box `b` (`0..9`).
    pub const fn box_(b: usize) -> House {
        assert!(b < 9);
        House(18 + b as u8)
    }
    /// Every house: rows, columns, boxes.
    pub fn all() -> impl Iterator<Item = House> {
        (0..27u8).map(House)
    }
    /// The index `0..27`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Row, column or box.
    pub const fn kind(self) -> HouseKind {
        match self.0 / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }
    /// The zero-based number within its kind, `0..9`.
    pub const fn number(self) -> usize {
        self.0 as usize % 9
    }
    /// Its nine cells as a set.
    pub const fn cells(self) -> CellSet {
        HOUSES[self.index()]
    }
    /// Its nine cells in reading order.
    pub const fn cell_list(self) -> [Cell; 9] {
        HOUSE_CELLS[self.index()]
    }
}

impl fmt::Display for House {
    /// `row 1`, `column 4`, `box 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind() {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        write!(f, "{kind} {}", self.number() + 1)
    }
}

impl fmt::Debug for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A candidate: a digit that may still go in a cell. Displays as `r4c5#7`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Candidate {
    /// Where.
    pub cell: Cell,
    /// What.
    pub digit: Digit,
}

impl Candidate {
    /// The index `0..729`, `cell * 9 + digit` (zero-based): a candidate's node in the link
    /// graphs and tables of the engine.
    pub const fn index(self) -> usize {
        self.cell.index() * 9 + self.digit.index()
    }

    /// The candidate with index `i` (see [`Candidate::index`]). Panics if `i >= 729`: for
    /// indices from the engine's own tables, never for user data.
    pub const fn from_index(i: usize) -> Candidate {
        Candidate {
            cell: Cell::from_index(i / 9),
            digit: Digit::from_index(i % 9),
        }
    }
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.cell, self.digit)
    }
}

impl fmt::Debug for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

const fn house_cell_index(house: usize, k: usize) -> usize {
    match house / 9 {
        0 => house * 9 + k,
        1 => k * 9 + (house - 9),
        _ => {
            let b = house - 18;
            (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
        }
    }
}

/// The cells of each house in reading order.
pub const HOUSE_CELLS: [[Cell; 9]; 27] = {
    let mut t = [[Cell(0); 9]; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            t[h][k] = Cell(house_cell_index(h, k) as u8);
            k += 1;
        }
        h += 1;
    }
    t
};

/// The cells of each house as a set.
pub const HOUSES: [CellSet; 27] = {
    let mut t = [CellSet::EMPTY; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            t[h] = t[h].union(CellSet::single(HOUSE_CELLS[h][k]));
            k += 1;
        }
        h += 1;
    }
    t
};

/// The box (`0..9`) of each cell.
pub const BOX_OF: [u8; 81] = {
    let mut t = [0; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = Cell(i as u8).box_index() as u8;
        i += 1;
    }
    t
};

/// The row, column and box of each cell.
pub const HOUSES_OF: [[House; 3]; 81] = {
    let mut t = [[House(0); 3]; 81];
    let mut i = 0;
    while i < 81 {
        let c = Cell(i as u8);
        t[i] = [
            House::row(c.row()),
            House::column(c.col()),
            House::box_(c.box_index()),
        ];
        i += 1;
    }
    t
};

/// The 20 peers of each cell.
pub const PEERS: [CellSet; 81] = {
    let mut t = [CellSet::EMPTY; 81];
    let mut i = 0;
    while i < 81 {
        let [r, c, b] = HOUSES_OF[i];
        t[i] = HOUSES[r.index()]
            .union(HOUSES[c.index()])
            .union(HOUSES[b.index()])
            .minus(CellSet::single(Cell(i as u8)));
        i += 1;
    }
    t
};

/// A set of cells, bit `i` standing for cell `i` (row-major).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CellSet(u128);

const fn cell_index(c: Cell) -> usize {
    c.index()
}

const fn cell_count(bits: u128) -> usize {
    bits.count_ones() as usize
}

bitset_ops!(
    CellSet,
    u128,
    Cell,
    81,
    cell_index,
    Cell::from_index,
    cell_count
);

impl CellSet {
    /// The union of two sets, usable in `const` tables.
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
    /// The set without `other`, usable in `const` tables.
    pub const fn minus(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidate_index_is_cell_then_digit_and_round_trips() {
        let c = Candidate {
            cell: Cell::from_index(10),
            digit: Digit::from_index(4),
        };
        assert_eq!(c.index(), 94);
        for i in 0..729 {
            assert_eq!(Candidate::from_index(i).index(), i);
        }
    }

    #[test]
    fn counts_hold() {
        assert_eq!(Cell::all().count(), 81);
        assert_eq!(House::all().count(), 27);
        for house in House::all() {
            assert_eq!(house.cells().len(), 9, "{house}");
            assert!(house.cell_list().iter().all(|c| house.cells().contains(*c)));
        }
        for cell in Cell::all() {
            assert_eq!(cell.peers().len(), 20, "{cell}");
            assert!(!cell.peers().contains(cell));
            for house in cell.houses() {
                assert!(house.cells().contains(cell));
            }
            let containing = House::all().filter(|h| h.cells().contains(cell)).count();
            assert_eq!(containing, 3);
        }
    }

    #[test]
    fn names() {
        assert_eq!(Cell::from_index(0).to_string(), "r1c1");
        assert_eq!(Cell::from_index(80).to_string(), "r9c9");
        assert_eq!(
            Cell::at(3, 4).map(|c| c.to_string()).as_deref(),
            Some("r4c5")
        );
        assert_eq!(Cell::at(3, 4).map(Cell::box_index), Some(4));
        assert_eq!(House::box_(4).to_string(), "box 5");
        assert_eq!(House::column(0).to_string(), "column 1");
        assert_eq!(House::box_(8).cell_list()[0].to_string(), "r7c7");
    }
}
