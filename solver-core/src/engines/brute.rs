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
use crate::{Cell, Grid, BOX_OF};

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
    let mut stats = BruteStats::default();
    let mut log = EventLog::with_cap(options.log_cap);
    let Some((mut rows, mut cols, mut boxes)) = house_masks(grid) else {
        return Report {
            outcome: Outcome::Illegal,
            grid: *grid,
            stats,
            log,
        };
    };
    let limit = options.limit.max(1);
    let mut cells = *grid.digits();
    let empties: Vec<usize> = (0..81).filter(|&i| cells[i] == 0).collect();
    // Givens stepped onto after empty cell `k` (`gap[k + 1]`) and before the first (`gap[0]`).
    let mut gap = vec![0u64; empties.len() + 1];
    let mut k = 0;
    for &d in &cells {
        if d == 0 {
            k += 1;
        } else {
            gap[k] += 1;
        }
    }
    let count = |stats: &mut BruteStats, n: u64| {
        stats.given_visits += n;
        stats.iterations += n;
    };
    count(&mut stats, gap[0].min(options.max_iterations));
    let mut first: Option<Grid> = None;
    let mut gave_up = false;
    let mut pos = 0usize;
    'search: loop {
        if pos == empties.len() {
            stats.solutions += 1;
            if first.is_none() {
                first = Grid::from_digits(cells);
            }
            if stats.solutions >= limit || empties.is_empty() {
                break;
            }
            pos -= 1;
            stats.backtracks += 1;
        }
        let i = empties[pos];
        let (r, c, b) = (i / 9, i % 9, BOX_OF[i] as usize);
        let current = cells[i];
        if current != 0 {
            let bit = !(1u16 << (current - 1));
            rows[r] &= bit;
            cols[c] &= bit;
            boxes[b] &= bit;
            cells[i] = 0;
            if log.is_on() {
                log.push(Event::Remove {
                    cell: Cell::from_index(i),
                    depth: pos as u16 + 1,
                });
            }
        }
        let used = rows[r] | cols[c] | boxes[b];
        for d in current + 1..=9 {
            if stats.iterations >= options.max_iterations {
                gave_up = true;
                break 'search;
            }
            stats.iterations += 1;
            stats.tries += 1;
            let bit = 1u16 << (d - 1);
            if used & bit == 0 {
                cells[i] = d;
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
                stats.placements += 1;
                if log.is_on() {
                    log.push(Event::Place {
                        cell: Cell::from_index(i),
                        digit: digit(d),
                        depth: pos as u16 + 1,
                        cause: Cause::Fill,
                    });
                }
                pos += 1;
                let steps = gap[pos].min(options.max_iterations - stats.iterations);
                count(&mut stats, steps);
                continue 'search;
            }
        }
        // No digit fits: back to the previous empty cell.
        if pos == 0 {
            break;
        }
        pos -= 1;
        stats.backtracks += 1;
        log.push(Event::Backtrack {
            depth: pos as u16 + 1,
        });
    }
    let outcome = if stats.solutions > 0 {
        Outcome::Solved
    } else if gave_up {
        Outcome::GaveUp
    } else {
        Outcome::NoSolution
    };
    Report {
        outcome,
        grid: first.unwrap_or(*grid),
        stats,
        log,
    }
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
