//! The solver that answers the questions the app asks most: the first solution, and whether
//! there are 0, 1 or 2+ solutions.
//!
//! This is the baseline: per-house digit masks, naked singles by choosing the cell with the
//! fewest candidates first, depth-first search. It is the reference the faster engines are
//! checked against.

use crate::{Grid, BOX_OF};

/// What a uniqueness check found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Solutions {
    /// No solution (this includes grids whose givens conflict).
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; the first one found.
    Multiple(Grid),
}

/// The first solution of `grid`, or `None` if it has none.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let mut search = Search::new(grid)?;
    search.limit = 1;
    search.run();
    search.first
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    match Search::new(grid) {
        Some(mut search) => {
            search.limit = limit;
            search.run();
            search.count
        }
        None => 0,
    }
}

/// Whether `grid` has no, one or several solutions.
pub fn solutions(grid: &Grid) -> Solutions {
    let Some(mut search) = Search::new(grid) else {
        return Solutions::None;
    };
    search.limit = 2;
    search.run();
    match (search.count, search.first) {
        (1, Some(g)) => Solutions::Unique(g),
        (n, Some(g)) if n >= 2 => Solutions::Multiple(g),
        _ => Solutions::None,
    }
}

struct Search {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    limit: usize,
    count: usize,
    first: Option<Grid>,
}

impl Search {
    /// `None` when two givens clash.
    #[allow(clippy::needless_range_loop)] // `i` indexes three tables at once
    fn new(grid: &Grid) -> Option<Search> {
        let mut s = Search {
            cells: *grid.digits(),
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            limit: 1,
            count: 0,
            first: None,
        };
        for i in 0..81 {
            let d = s.cells[i];
            if d != 0 {
                let bit = 1u16 << (d - 1);
                let (r, c, b) = (i / 9, i % 9, BOX_OF[i] as usize);
                if (s.rows[r] | s.cols[c] | s.boxes[b]) & bit != 0 {
                    return None;
                }
                s.rows[r] |= bit;
                s.cols[c] |= bit;
                s.boxes[b] |= bit;
            }
        }
        Some(s)
    }

    fn free(&self, i: usize) -> u16 {
        !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[BOX_OF[i] as usize]) & 0x1ff
    }

    fn run(&mut self) {
        // Choose the empty cell with the fewest candidates.
        let mut best = usize::MAX;
        let mut best_count = 10;
        for i in 0..81 {
            if self.cells[i] == 0 {
                let n = self.free(i).count_ones();
                if n < best_count {
                    best = i;
                    best_count = n;
                    if n <= 1 {
                        break;
                    }
                }
            }
        }
        if best == usize::MAX {
            self.count += 1;
            if self.first.is_none() {
                self.first = Grid::from_digits(self.cells);
            }
            return;
        }
        let mut free = self.free(best);
        let (r, c, b) = (best / 9, best % 9, BOX_OF[best] as usize);
        while free != 0 && self.count < self.limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            self.cells[best] = bit.trailing_zeros() as u8 + 1;
            self.rows[r] |= bit;
            self.cols[c] |= bit;
            self.boxes[b] |= bit;
            self.run();
            self.rows[r] &= !bit;
            self.cols[c] &= !bit;
            self.boxes[b] &= !bit;
        }
        self.cells[best] = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_zero_one_many() {
        let unique: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert_eq!(count_solutions(&unique, 2), 1);
        assert!(
            matches!(solutions(&unique), Solutions::Unique(g) if g.is_solved() && unique.is_extended_by(&g))
        );
        assert_eq!(count_solutions(&Grid::EMPTY, 3), 3);
        let mut clash = unique;
        clash.set(crate::Cell::from_index(2), crate::Digit::new_checked(5));
        assert_eq!(count_solutions(&clash, 2), 0);
        assert_eq!(solve(&clash), None);
        assert_eq!(count_solutions(&unique, 0), 0);
    }
}
