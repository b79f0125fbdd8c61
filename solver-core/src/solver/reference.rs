//! The baseline solver: per-house digit masks, the cell with the fewest candidates first,
//! depth-first search. Slow but simple enough to trust; the fast solver is checked against it.

use crate::{geometry::BOX_OF, grid::Grid};

/// The first solution of `grid`, or `None` if it has none.
pub(crate) fn solve(grid: &Grid) -> Option<Grid> {
    let mut search = Search::new(grid)?;
    search.limit = 1;
    search.run();
    search.first
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub(crate) fn count_solutions(grid: &Grid, limit: usize) -> usize {
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

/// Like [`count_solutions`], but gives up (`None`) after `budget` search nodes, so that tests
/// can skip the rare grid on which this simple search would take minutes.
pub(crate) fn count_solutions_within(grid: &Grid, limit: usize, budget: u64) -> Option<usize> {
    if limit == 0 {
        return Some(0);
    }
    match Search::new(grid) {
        Some(mut search) => {
            search.limit = limit;
            search.budget = budget;
            search.run();
            (search.nodes <= budget).then_some(search.count)
        }
        None => Some(0),
    }
}

struct Search {
    /// Nodes visited, and the number after which the search stops.
    nodes: u64,
    budget: u64,
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
            nodes: 0,
            budget: u64::MAX,
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
        self.nodes += 1;
        if self.nodes > self.budget {
            return;
        }
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
        while free != 0 && self.count < self.limit && self.nodes <= self.budget {
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
