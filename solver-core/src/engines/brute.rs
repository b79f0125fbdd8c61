//! Plain brute force in cell order (seed 002, "Solving sudokus by a brute-force algorithm",
//! and its C listing).
//!
//! Place a 1 in the first empty cell and check it against the cell's row, column and box; if
//! it breaks a rule, advance it to 2, and so on. When a digit fits, move to the next empty
//! cell and start again from 1. When none of the nine digits fits, empty the cell, move back
//! to the previous empty cell and advance its digit. The seed counts **iterations** as "one
//! attempt to place one value in one cell" and gives 641,580,843 for its near-worst-case
//! puzzle. That figure is reproduced (a test checks it) when an iteration is each digit tried
//! in an empty cell (622,577,597 there) plus each time the search steps onto a given's cell
//! (19,003,246 there), where the seed's C listing "places" the given itself; the rule checks
//! are not counted.
//!
//! The search is kept iterative (no recursion) and stops at a cap on iterations with
//! [`Outcome::GaveUp`], so a hostile puzzle cannot hang a browser tab.

use super::{digit, house_masks, Cause, Event, EventLog, Outcome, Report};
use crate::{
    geometry::{Cell, BOX_OF},
    grid::Grid,
};

/// The limits of a brute-force run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BruteOptions {
    /// Stop with [`Outcome::GaveUp`] after this many iterations.
    pub max_iterations: u64,
    /// Stop after this many solutions (1: the first solution).
    pub limit: u64,
    /// Keep at most this many [`Event`]s (0: no recording).
    pub log_cap: usize,
}

impl Default for BruteOptions {
    /// One solution, at most 100 million iterations (well under a second natively).
    fn default() -> BruteOptions {
        BruteOptions {
            max_iterations: 100_000_000,
            limit: 1,
            log_cap: 0,
        }
    }
}

/// What a brute-force run counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BruteStats {
    /// Attempts to place one digit in one cell, the seed's iterations: `tries` plus
    /// `given_visits`.
    pub iterations: u64,
    /// Digits tried in empty cells.
    pub tries: u64,
    /// Times the search stepped onto a given's cell.
    pub given_visits: u64,
    /// Attempts that fitted (digits written).
    pub placements: u64,
    /// Moves back to the previous empty cell.
    pub backtracks: u64,
    /// Solutions found, at most the limit.
    pub solutions: u64,
}

/// Runs brute force on `grid`. The report's grid is the first solution (the lexicographically
/// smallest, as cells and digits are tried in order), or the puzzle.
pub fn solve(grid: &Grid, options: &BruteOptions) -> Report<BruteStats> {
    let log = EventLog::with_cap(options.log_cap);
    let Some(houses) = house_masks(grid) else {
        return Report {
            outcome: Outcome::Illegal,
            grid: *grid,
            stats: BruteStats::default(),
            log,
        };
    };
    let mut search = Search::new(grid, houses, options, log);
    let (stats, gave_up) = search.run();
    search.report(grid, stats, gave_up)
}

/// An empty cell of the search: its rank among the empty cells, its index, row, column and box.
#[derive(Clone, Copy)]
struct At {
    pos: usize,
    i: usize,
    r: usize,
    c: usize,
    b: usize,
}

/// What trying the next digits of one empty cell led to.
enum Step {
    /// A digit fitted and was written.
    Placed,
    /// No digit fits: back to the previous empty cell.
    Exhausted,
    /// The iteration cap was reached.
    GaveUp,
}

/// The board and path of one brute-force run. The counters are not kept here but in a local
/// of [`Search::run`], so that they can stay in registers in the hot loop.
struct Search {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// The empty cells, in order.
    empties: Vec<usize>,
    /// Givens stepped onto after empty cell `k` (`gap[k + 1]`) and before the first (`gap[0]`).
    gap: Vec<u64>,
    max_iterations: u64,
    limit: u64,
    log: EventLog,
    /// The first solution found.
    first: Option<Grid>,
}

impl Search {
    fn new(
        grid: &Grid,
        (rows, cols, boxes): ([u16; 9], [u16; 9], [u16; 9]),
        options: &BruteOptions,
        log: EventLog,
    ) -> Search {
        let cells = *grid.digits();
        let empties: Vec<usize> = (0..81).filter(|&i| cells[i] == 0).collect();
        let mut gap = vec![0u64; empties.len() + 1];
        let mut k = 0;
        for &d in &cells {
            if d == 0 {
                k += 1;
            } else {
                gap[k] += 1;
            }
        }
        Search {
            cells,
            rows,
            cols,
            boxes,
            empties,
            gap,
            max_iterations: options.max_iterations,
            limit: options.limit.max(1),
            log,
            first: None,
        }
    }

    /// The search loop, iterative. Returns the counts and whether it gave up at the cap.
    fn run(&mut self) -> (BruteStats, bool) {
        let mut stats = BruteStats::default();
        count_givens(&mut stats, self.gap[0].min(self.max_iterations));
        let mut pos = 0usize;
        loop {
            if pos == self.empties.len() {
                if self.solution_found(&mut stats) {
                    return (stats, false);
                }
                pos -= 1;
                stats.backtracks += 1;
            }
            let i = self.empties[pos];
            let at = At {
                pos,
                i,
                r: i / 9,
                c: i % 9,
                b: BOX_OF[i] as usize,
            };
            let current = self.lift(at);
            match self.advance(&mut stats, at, current) {
                Step::Placed => {
                    pos += 1;
                    let steps = self.gap[pos].min(self.max_iterations - stats.iterations);
                    count_givens(&mut stats, steps);
                    continue;
                }
                Step::GaveUp => return (stats, true),
                Step::Exhausted => {}
            }
            // No digit fits: back to the previous empty cell.
            if pos == 0 {
                return (stats, false);
            }
            pos -= 1;
            stats.backtracks += 1;
            self.log.push(Event::Backtrack {
                depth: pos as u16 + 1,
            });
        }
    }

    /// Counts a full grid and keeps the first one. Returns true when the search should stop.
    #[inline]
    fn solution_found(&mut self, stats: &mut BruteStats) -> bool {
        stats.solutions += 1;
        if self.first.is_none() {
            self.first = Grid::from_digits(self.cells);
        }
        stats.solutions >= self.limit || self.empties.is_empty()
    }

    /// Empties the cell `at`; returns the digit it held (0: none).
    #[inline]
    fn lift(&mut self, at: At) -> u8 {
        let current = self.cells[at.i];
        if current != 0 {
            let bit = !(1u16 << (current - 1));
            self.rows[at.r] &= bit;
            self.cols[at.c] &= bit;
            self.boxes[at.b] &= bit;
            self.cells[at.i] = 0;
            if self.log.is_on() {
                self.log.push(Event::Remove {
                    cell: Cell::from_index(at.i),
                    depth: at.pos as u16 + 1,
                });
            }
        }
        current
    }

    /// Tries the digits after `current` in the cell `at` and writes the first that fits.
    #[inline]
    fn advance(&mut self, stats: &mut BruteStats, at: At, current: u8) -> Step {
        let At { pos, i, r, c, b } = at;
        let used = self.rows[r] | self.cols[c] | self.boxes[b];
        for d in current + 1..=9 {
            if stats.iterations >= self.max_iterations {
                return Step::GaveUp;
            }
            stats.iterations += 1;
            stats.tries += 1;
            let bit = 1u16 << (d - 1);
            if used & bit == 0 {
                self.cells[i] = d;
                self.rows[r] |= bit;
                self.cols[c] |= bit;
                self.boxes[b] |= bit;
                stats.placements += 1;
                if self.log.is_on() {
                    self.log.push(Event::Place {
                        cell: Cell::from_index(i),
                        digit: digit(d),
                        depth: pos as u16 + 1,
                        cause: Cause::Fill,
                    });
                }
                return Step::Placed;
            }
        }
        Step::Exhausted
    }

    /// The report: solved if a solution was found, else gave up or no solution.
    fn report(self, puzzle: &Grid, stats: BruteStats, gave_up: bool) -> Report<BruteStats> {
        let outcome = if stats.solutions > 0 {
            Outcome::Solved
        } else if gave_up {
            Outcome::GaveUp
        } else {
            Outcome::NoSolution
        };
        Report {
            outcome,
            grid: self.first.unwrap_or(*puzzle),
            stats,
            log: self.log,
        }
    }
}

/// Counts `n` steps onto givens, each one an iteration.
#[inline]
fn count_givens(stats: &mut BruteStats, n: u64) {
    stats.given_visits += n;
    stats.iterations += n;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_and_empty_grids() {
        let blank = solve(&Grid::EMPTY, &BruteOptions::default());
        assert_eq!(blank.outcome, Outcome::Solved);
        assert!(blank.grid.is_solved());
        // Lexicographically first: the first row counts up.
        assert!(blank
            .grid
            .to_line()
            .starts_with("123456789456789123789123456"));
        let full = solve(&blank.grid, &BruteOptions::default());
        assert_eq!(full.outcome, Outcome::Solved);
        // The C listing steps onto each of the 81 givens once.
        assert_eq!(full.stats.iterations, 81);
        assert_eq!(full.stats.tries, 0);
    }

    #[test]
    fn cap_gives_up() {
        let options = BruteOptions {
            max_iterations: 10,
            ..BruteOptions::default()
        };
        let report = solve(&Grid::EMPTY, &options);
        assert_eq!(report.outcome, Outcome::GaveUp);
        assert_eq!(report.stats.iterations, 10);
        assert_eq!(report.stats.given_visits, 0);
    }
}
