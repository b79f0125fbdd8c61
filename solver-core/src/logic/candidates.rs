//! [`Candidates`]: the pencil-mark grid the techniques read.
//!
//! Two views are kept in step: per cell, the digits still possible ([`DigitSet`]); per digit,
//! the cells where it is still possible ([`CellSet`]). A cell that holds a digit has no
//! candidates.

use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
    grid::Grid,
};

/// A pencil-mark grid: the digits placed so far and the candidates of every empty cell.
///
/// Not serialisable on purpose: send the [`Grid`] and the marks, and rebuild it with
/// [`Candidates::from_marks`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    values: [u8; 81],
    cells: [DigitSet; 81],
    digits: [CellSet; 9],
    placed: [CellSet; 9],
    empty: CellSet,
}

impl Candidates {
    /// The candidates of `grid` as a player with full pencil marks would write them: every empty
    /// cell admits every digit that none of its peers holds. Works for givens alone and for
    /// givens plus a player's entries (pass the merged grid).
    pub fn from_grid(grid: &Grid) -> Candidates {
        let mut c = Candidates {
            values: [0; 81],
            cells: [DigitSet::ALL; 81],
            digits: [CellSet::ALL; 9],
            placed: [CellSet::EMPTY; 9],
            empty: CellSet::ALL,
        };
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                c.place(cell, d);
            }
        }
        c
    }

    /// The givens and entries of `grid`, with the player's own pencil marks `marks` for the empty
    /// cells. An empty cell whose mark set is empty counts as not pencilled yet and gets the full
    /// candidates of [`Candidates::from_grid`]. Marks are kept as written, even where a placed
    /// peer rules them out: the caller decides whether to point that out (see
    /// [`crate::logic::hint`]).
    pub fn from_marks(grid: &Grid, marks: &[DigitSet; 81]) -> Candidates {
        let full = Candidates::from_grid(grid);
        let mut c = full.clone();
        for cell in Cell::all() {
            let written = marks[cell.index()];
            if c.value(cell).is_none() && !written.is_empty() {
                for d in (full.candidates(cell) - written).iter() {
                    c.eliminate(cell, d);
                }
                for d in (written - full.candidates(cell)).iter() {
                    c.cells[cell.index()].insert(d);
                    c.digits[d.index()].insert(cell);
                }
            }
        }
        c
    }

    /// The digit in `cell`, if any.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::new_checked(self.values[cell.index()])
    }

    /// The candidates of `cell` (empty when the cell holds a digit).
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.cells[cell.index()]
    }

    /// The cells where `digit` is still a candidate.
    pub fn cells_with(&self, digit: Digit) -> CellSet {
        self.digits[digit.index()]
    }

    /// The cells of `house` where `digit` is still a candidate.
    pub fn cells_with_in(&self, digit: Digit, house: House) -> CellSet {
        self.digits[digit.index()] & house.cells()
    }

    /// Whether `candidate` is still possible.
    pub fn has(&self, candidate: Candidate) -> bool {
        self.cells[candidate.cell.index()].contains(candidate.digit)
    }

    /// The cells that hold no digit.
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// The cells that hold `digit`.
    pub fn cells_holding(&self, digit: Digit) -> CellSet {
        self.placed[digit.index()]
    }

    /// The cells that hold no digit and have exactly two candidates.
    pub fn bivalue_cells(&self) -> CellSet {
        Cell::all()
            .filter(|&c| self.cells[c.index()].len() == 2)
            .collect()
    }

    /// The digits placed in `house`.
    pub fn placed_in(&self, house: House) -> DigitSet {
        house
            .cell_list()
            .into_iter()
            .filter_map(|cell| self.value(cell))
            .collect()
    }

    /// Every candidate still possible, cell by cell.
    pub fn all(&self) -> impl Iterator<Item = Candidate> + '_ {
        Cell::all().flat_map(move |cell| {
            self.cells[cell.index()]
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
    }

    /// The number of candidates still possible.
    pub fn count(&self) -> usize {
        self.cells.iter().map(|s| s.len()).sum()
    }

    /// Puts `digit` in `cell`: the cell loses its candidates and its peers lose `digit`.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        if let Some(old) = self.value(cell) {
            self.placed[old.index()].remove(cell);
        }
        self.values[cell.index()] = digit.get();
        self.placed[digit.index()].insert(cell);
        self.empty.remove(cell);
        for d in self.cells[cell.index()].iter() {
            self.digits[d.index()].remove(cell);
        }
        self.cells[cell.index()] = DigitSet::EMPTY;
        // Only the peers that still have `digit` change (`cells` and `digits` are two views
        // of the same candidates, kept in step by every method here).
        let losing = self.digits[digit.index()] & cell.peers();
        for peer in losing.iter() {
            self.cells[peer.index()].remove(digit);
        }
        self.digits[digit.index()] = self.digits[digit.index()] - cell.peers();
    }

    /// Removes the candidate `digit` from `cell` (nothing happens if it was not there).
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) {
        self.cells[cell.index()].remove(digit);
        self.digits[digit.index()].remove(cell);
    }

    /// Applies the placements and eliminations of a step.
    pub fn apply(&mut self, step: &super::Step) {
        for e in &step.eliminations {
            self.eliminate(e.cell, e.digit);
        }
        for p in &step.placements {
            self.place(p.cell, p.digit);
        }
    }

    /// The placed digits as a grid.
    pub fn to_grid(&self) -> Grid {
        Grid::from_digits(self.values).unwrap_or_default()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether the position is visibly broken: an empty cell without candidates, a digit with
    /// no place left in a house that lacks it, or two equal digits in a house.
    pub fn is_broken(&self) -> bool {
        // Two equal digits in a house: a placed digit that a peer holds too.
        let clash = Cell::all().any(|cell| {
            self.value(cell)
                .is_some_and(|d| !(self.placed[d.index()] & cell.peers()).is_empty())
        });
        if clash {
            return true;
        }
        if Cell::all().any(|c| self.values[c.index()] == 0 && self.cells[c.index()].is_empty()) {
            return true;
        }
        House::all().any(|h| {
            let placed = self.placed_in(h);
            Digit::ALL
                .iter()
                .any(|&d| !placed.contains(d) && self.cells_with_in(d, h).is_empty())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn from_grid_removes_peer_digits() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let c = Candidates::from_grid(&grid);
        let r1c3 = Cell::from_index(2);
        // Row 1 holds 5 3 7, column 3 holds 8, box 1 holds 5 3 6 9 8: left 1 2 4.
        assert_eq!(format!("{:?}", c.candidates(r1c3)), "{124}");
        assert!(c.candidates(Cell::from_index(0)).is_empty());
        assert_eq!(c.value(Cell::from_index(0)).map(Digit::get), Some(5));
        for cand in c.all() {
            assert!(c.cells_with(cand.digit).contains(cand.cell));
        }
        assert_eq!(c.to_grid(), grid);
        assert!(!c.is_broken());
    }

    #[test]
    fn marks_are_kept_as_written() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut marks = [DigitSet::EMPTY; 81];
        let d = |n| Digit::new_checked(n).unwrap();
        marks[2] = [d(1), d(5)].into_iter().collect();
        let c = Candidates::from_marks(&grid, &marks);
        assert_eq!(format!("{:?}", c.candidates(Cell::from_index(2))), "{15}");
        assert!(c.cells_with(d(5)).contains(Cell::from_index(2)));
        // Unpencilled cells get full candidates.
        assert_eq!(
            c.candidates(Cell::from_index(3)),
            Candidates::from_grid(&grid).candidates(Cell::from_index(3))
        );
    }
}
