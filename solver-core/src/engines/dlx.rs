//! Exact cover with dancing links (seed 002, "Exact Cover in solving sudokus"; D. Knuth's
//! Algorithm X with dancing links).
//!
//! The universe has 324 elements, the columns of the matrix: `R×C` (a digit in each cell),
//! `R×V` (each digit in each row), `C×V` and `B×V`. Each of the 729 rows of the matrix is the
//! set `S(i,j,k,l)` of one digit `l` in one cell `(i,j)` of box `k`: four nodes. The givens
//! are selected first (a given whose columns are already covered clashes with another: the
//! puzzle is [`Outcome::Illegal`]); then the search repeatedly covers the column with the
//! fewest rows left (the "choose the k which returns failure in the shortest time" ordering
//! the seed describes) and tries each of its rows.
//!
//! The links live in one arena of `u16` indices (node 0 is the root, 1-324 the column
//! headers, then 4 × 729 row nodes): safe Rust, no pointers.

use super::{digit, Cause, Event, EventLog, Outcome, Report};
use crate::{
    geometry::{Cell, BOX_OF},
    grid::Grid,
};

/// Columns of the matrix: 4 × 81.
pub const COLUMNS: usize = 324;
/// Rows of the matrix: 9 digits × 81 cells.
pub const ROWS: usize = 729;

const ROOT: usize = 0;
const NODES: usize = 1 + COLUMNS + 4 * ROWS;

/// The limits of a dancing-links run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DlxOptions {
    /// Stop after this many solutions (1: first solution; 2: uniqueness check).
    pub limit: u64,
    /// Keep at most this many solutions in [`DlxStats::found`] (the first one is always the
    /// report's grid).
    pub keep: usize,
    /// Stop with [`Outcome::GaveUp`] after this many search nodes (`None`: no cap).
    pub max_nodes: Option<u64>,
    /// Keep at most this many [`Event`]s (0: no recording).
    pub log_cap: usize,
}

impl Default for DlxOptions {
    fn default() -> DlxOptions {
        DlxOptions {
            limit: 1,
            keep: 0,
            max_nodes: None,
            log_cap: 0,
        }
    }
}

/// What a dancing-links run counted.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DlxStats {
    /// Search nodes (calls of the recursive search, Knuth's "nodes").
    pub nodes: u64,
    /// Link updates: nodes unlinked from a list while covering (Knuth's "updates").
    pub updates: u64,
    /// Rows tried that were not the only row of their column (guesses).
    pub guesses: u64,
    /// Solutions found, at most the limit.
    pub solutions: u64,
    /// The deepest search level reached (rows chosen beyond the givens).
    pub max_depth: u16,
    /// The first [`DlxOptions::keep`] solutions.
    pub found: Vec<Grid>,
}

/// Runs dancing links on `grid`: the first solution, and the number of solutions up to
/// `options.limit` in the stats. The report's grid is the first solution, or the puzzle.
pub fn solve(grid: &Grid, options: &DlxOptions) -> Report<DlxStats> {
    let mut links = Links::new();
    let mut search = Search {
        limit: options.limit.max(1),
        keep: options.keep,
        max_nodes: options.max_nodes,
        aborted: false,
        stats: DlxStats::default(),
        log: EventLog::with_cap(options.log_cap),
        chosen: Vec::with_capacity(81),
        cells: *grid.digits(),
        first: None,
    };
    // Select the givens' rows.
    for (cell, &d) in grid.digits().iter().enumerate() {
        if d == 0 {
            continue;
        }
        let row = cell * 9 + usize::from(d) - 1;
        if !links.select_given(row) {
            return Report {
                outcome: Outcome::Illegal,
                grid: *grid,
                stats: search.stats,
                log: search.log,
            };
        }
    }
    search.run(&mut links, 1);
    let outcome = if search.stats.solutions > 0 {
        Outcome::Solved
    } else if search.aborted {
        Outcome::GaveUp
    } else {
        Outcome::NoSolution
    };
    Report {
        outcome,
        grid: search.first.unwrap_or(*grid),
        stats: search.stats,
        log: search.log,
    }
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub fn count(grid: &Grid, limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    let options = DlxOptions {
        limit,
        ..DlxOptions::default()
    };
    solve(grid, &options).stats.solutions
}

/// The four columns of matrix row `row` (= cell × 9 + digit index).
fn columns_of(row: usize) -> [usize; 4] {
    let (cell, d) = (row / 9, row % 9);
    let (r, c, b) = (cell / 9, cell % 9, BOX_OF[cell] as usize);
    [
        1 + cell,
        1 + 81 + r * 9 + d,
        1 + 162 + c * 9 + d,
        1 + 243 + b * 9 + d,
    ]
}

/// The toroidal doubly linked lists, as index arrays.
struct Links {
    left: [u16; NODES],
    right: [u16; NODES],
    up: [u16; NODES],
    down: [u16; NODES],
    /// The column header of each node (a header's is itself).
    column: [u16; NODES],
    /// The matrix row of each row node.
    row: [u16; NODES],
    /// Rows left in each column.
    size: [u16; 1 + COLUMNS],
    /// Whether each column is covered (to detect clashing givens).
    covered: [bool; 1 + COLUMNS],
    updates: u64,
}

impl Links {
    fn new() -> Links {
        let mut l = Links {
            left: [0; NODES],
            right: [0; NODES],
            up: [0; NODES],
            down: [0; NODES],
            column: [0; NODES],
            row: [0; NODES],
            size: [0; 1 + COLUMNS],
            covered: [false; 1 + COLUMNS],
            updates: 0,
        };
        // Root and headers in one horizontal ring.
        for h in 0..=COLUMNS {
            l.left[h] = if h == 0 { COLUMNS as u16 } else { h as u16 - 1 };
            l.right[h] = if h == COLUMNS { 0 } else { h as u16 + 1 };
            l.up[h] = h as u16;
            l.down[h] = h as u16;
            l.column[h] = h as u16;
        }
        let mut next = 1 + COLUMNS;
        for row in 0..ROWS {
            let first = next;
            for (k, col) in columns_of(row).into_iter().enumerate() {
                let n = next;
                next += 1;
                l.column[n] = col as u16;
                l.row[n] = row as u16;
                // Append at the bottom of the column.
                let last = l.up[col] as usize;
                l.up[n] = last as u16;
                l.down[n] = col as u16;
                l.down[last] = n as u16;
                l.up[col] = n as u16;
                l.size[col] += 1;
                // Horizontal ring of the row's four nodes.
                l.left[n] = if k == 0 {
                    (first + 3) as u16
                } else {
                    n as u16 - 1
                };
                l.right[n] = if k == 3 { first as u16 } else { n as u16 + 1 };
            }
        }
        l
    }

    fn cover(&mut self, c: usize) {
        self.covered[c] = true;
        let (l, r) = (self.left[c] as usize, self.right[c] as usize);
        self.right[l] = r as u16;
        self.left[r] = l as u16;
        self.updates += 1;
        let mut i = self.down[c] as usize;
        while i != c {
            let mut j = self.right[i] as usize;
            while j != i {
                let (u, d) = (self.up[j] as usize, self.down[j] as usize);
                self.down[u] = d as u16;
                self.up[d] = u as u16;
                self.size[self.column[j] as usize] -= 1;
                self.updates += 1;
                j = self.right[j] as usize;
            }
            i = self.down[i] as usize;
        }
    }

    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c] as usize;
        while i != c {
            let mut j = self.left[i] as usize;
            while j != i {
                let (u, d) = (self.up[j] as usize, self.down[j] as usize);
                self.size[self.column[j] as usize] += 1;
                self.down[u] = j as u16;
                self.up[d] = j as u16;
                j = self.left[j] as usize;
            }
            i = self.up[i] as usize;
        }
        let (l, r) = (self.left[c] as usize, self.right[c] as usize);
        self.right[l] = c as u16;
        self.left[r] = c as u16;
        self.covered[c] = false;
    }

    /// Covers the four columns of a given's row; false if one is already covered.
    fn select_given(&mut self, row: usize) -> bool {
        let cols = columns_of(row);
        if cols.iter().any(|&c| self.covered[c]) {
            return false;
        }
        for c in cols {
            self.cover(c);
        }
        true
    }
}

struct Search {
    limit: u64,
    keep: usize,
    max_nodes: Option<u64>,
    aborted: bool,
    stats: DlxStats,
    log: EventLog,
    chosen: Vec<u16>,
    cells: [u8; 81],
    first: Option<Grid>,
}

impl Search {
    fn done(&self) -> bool {
        self.aborted || self.stats.solutions >= self.limit
    }

    fn run(&mut self, links: &mut Links, depth: u16) {
        self.stats.nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(depth - 1);
        if self.max_nodes.is_some_and(|cap| self.stats.nodes > cap) {
            self.aborted = true;
            return;
        }
        if links.right[ROOT] as usize == ROOT {
            self.found();
            return;
        }
        // The column with the fewest rows.
        let mut best = links.right[ROOT] as usize;
        let mut c = best;
        while c != ROOT {
            if links.size[c] < links.size[best] {
                best = c;
                if links.size[c] == 0 {
                    break;
                }
            }
            c = links.right[c] as usize;
        }
        if links.size[best] == 0 {
            return;
        }
        let forced = links.size[best] == 1;
        links.cover(best);
        let mut r = links.down[best] as usize;
        while r != best && !self.done() {
            let row = links.row[r] as usize;
            let (cell, d) = (row / 9, (row % 9) as u8 + 1);
            if !forced {
                self.stats.guesses += 1;
            }
            self.cells[cell] = d;
            self.chosen.push(row as u16);
            if self.log.is_on() {
                self.log.push(Event::Place {
                    cell: Cell::from_index(cell),
                    digit: digit(d),
                    depth,
                    cause: if forced { Cause::Forced } else { Cause::Guess },
                });
            }
            let mut j = links.right[r] as usize;
            while j != r {
                links.cover(links.column[j] as usize);
                j = links.right[j] as usize;
            }
            self.stats.updates = links.updates;
            self.run(links, depth + 1);
            let mut j = links.left[r] as usize;
            while j != r {
                links.uncover(links.column[j] as usize);
                j = links.left[j] as usize;
            }
            self.chosen.pop();
            self.cells[cell] = 0;
            // Once the search is over the solution stays on the board for a replay.
            if self.log.is_on() && !self.done() {
                self.log.push(Event::Remove {
                    cell: Cell::from_index(cell),
                    depth,
                });
                self.log.push(Event::Backtrack { depth });
            }
            r = links.down[r] as usize;
        }
        links.uncover(best);
        self.stats.updates = links.updates;
    }

    fn found(&mut self) {
        self.stats.solutions += 1;
        if let Some(grid) = Grid::from_digits(self.cells) {
            if self.first.is_none() {
                self.first = Some(grid);
            }
            if self.stats.found.len() < self.keep {
                self.stats.found.push(grid);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_shape() {
        let links = Links::new();
        assert!(links.size[1..].iter().all(|&s| s == 9));
        // Every row covers one cell, one row-digit, one column-digit and one box-digit column.
        for row in 0..ROWS {
            let cols = columns_of(row);
            assert!(cols[0] <= 81 && cols[1] <= 162 && cols[2] <= 243 && cols[3] <= 324);
        }
    }

    #[test]
    fn blank_grid_and_clashes() {
        assert_eq!(count(&Grid::EMPTY, 5), 5);
        let report = solve(&Grid::EMPTY, &DlxOptions::default());
        assert!(report.grid.is_solved());
        let mut clash = ".".repeat(81);
        clash.replace_range(0..2, "11");
        let clash: Grid = clash.parse().expect("a grid line");
        assert_eq!(
            solve(&clash, &DlxOptions::default()).outcome,
            Outcome::Illegal
        );
        assert_eq!(count(&clash, 2), 0);
    }
}
