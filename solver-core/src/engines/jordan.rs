//! Phillip Jordan's solver (seed 001).
//!
//! 1. **Forced moves**, performed until there are none: *forced possibilities* (a blank
//!    square with a single allowed number) and *forced options* (a number allowed in exactly
//!    one blank square of a row, column or box).
//! 2. With no forced move left, take the blank square with the **fewest possibilities** and
//!    try the first possible number (the seed: "Clearly, 2 is the minimum").
//! 3. **Deadlock**: when a move leaves a blank square with no possible number, remove every
//!    move made since the last phase 2 and try the next number of that square; when its numbers
//!    are used up, go back to the phase 2 before it. Deadlock on every choice of the first
//!    phase 2 means the puzzle has no solution.
//!
//! Inferred where the seed is silent: squares are scanned in row-major order and the first
//! square with the fewest possibilities is taken; numbers are tried in increasing order;
//! forced possibilities are looked for before forced options, houses in the order rows,
//! columns, boxes, and each forced move is performed at once (so a later move is always
//! checked against the earlier ones). As in the seed, only an empty square signals deadlock
//! (a number with no place left in a house leads to one a few moves later).

use super::{digit, house_masks, Cause, Event, EventLog, Outcome, Report};
use crate::geometry::HOUSE_CELLS;
use crate::{
    geometry::{Cell, BOX_OF},
    grid::Grid,
};

/// The limits of a run of P. Jordan's solver.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct JordanOptions {
    /// Stop with [`Outcome::GaveUp`] after this many phase-2 trials (`None`: no cap).
    pub max_guesses: Option<u64>,
    /// Keep at most this many [`Event`]s (0: no recording).
    pub log_cap: usize,
}

/// What a run of P. Jordan's solver counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct JordanStats {
    /// Forced possibilities performed (naked singles).
    pub forced_possibilities: u64,
    /// Forced options performed (hidden singles).
    pub forced_options: u64,
    /// Phase-2 trials (a number tried in the square with the fewest possibilities).
    pub guesses: u64,
    /// Deadlocks met (each one undoes the moves since the last phase 2).
    pub deadlocks: u64,
    /// The most phase-2 trials stacked at once.
    pub max_depth: u16,
}

/// Runs P. Jordan's solver on `grid`. The report's grid is the solution, or the puzzle.
pub fn solve(grid: &Grid, options: &JordanOptions) -> Report<JordanStats> {
    let mut stats = JordanStats::default();
    let mut log = EventLog::with_cap(options.log_cap);
    let Some((rows, cols, boxes)) = house_masks(grid) else {
        return Report {
            outcome: Outcome::Illegal,
            grid: *grid,
            stats,
            log,
        };
    };
    let mut board = Board {
        cells: *grid.digits(),
        rows,
        cols,
        boxes,
    };
    let mut stack: Vec<Frame> = Vec::new();
    let outcome = loop {
        let depth = stack.len() as u16 + 1;
        if board.forced_moves(&mut stats, &mut log, depth) {
            stats.deadlocks += 1;
            if !resume(&mut board, &mut stack, &mut stats, &mut log, options) {
                break if guesses_used_up(options, &stats) {
                    Outcome::GaveUp
                } else {
                    Outcome::NoSolution
                };
            }
            continue;
        }
        // Phase 2: the blank square with the fewest possibilities.
        let Some((cell, free)) = board.fewest_possibilities() else {
            break Outcome::Solved;
        };
        if guesses_used_up(options, &stats) {
            break Outcome::GaveUp;
        }
        let d = free.trailing_zeros() as u8 + 1;
        stack.push((board, cell, free & (free - 1)));
        stats.guesses += 1;
        stats.max_depth = stats.max_depth.max(stack.len() as u16);
        board.place(cell, d, &mut log, stack.len() as u16, Cause::Guess);
    };
    let grid = match outcome {
        Outcome::Solved => Grid::from_digits(board.cells).unwrap_or(*grid),
        _ => *grid,
    };
    Report {
        outcome,
        grid,
        stats,
        log,
    }
}

/// A phase-2 frame: the board before the trial, the square, the numbers not yet tried.
type Frame = (Board, usize, u16);

/// Whether the cap on phase-2 trials is reached.
fn guesses_used_up(options: &JordanOptions, stats: &JordanStats) -> bool {
    options.max_guesses.is_some_and(|cap| stats.guesses >= cap)
}

/// Deadlock: goes back to the latest phase 2 with a number left to try and tries that number.
/// Returns false when no phase 2 has one left, or the cap on trials is reached.
fn resume(
    board: &mut Board,
    stack: &mut Vec<Frame>,
    stats: &mut JordanStats,
    log: &mut EventLog,
    options: &JordanOptions,
) -> bool {
    while let Some((saved, cell, rest)) = stack.pop() {
        if log.is_on() {
            log_undo(board, &saved, stack.len() as u16 + 1, log);
        }
        *board = saved;
        if rest != 0 {
            if guesses_used_up(options, stats) {
                return false;
            }
            let d = rest.trailing_zeros() as u8 + 1;
            stack.push((*board, cell, rest & (rest - 1)));
            stats.guesses += 1;
            board.place(cell, d, log, stack.len() as u16, Cause::Guess);
            return true;
        }
    }
    false
}

/// Records the removal of every number placed since `saved`, then the backtrack.
fn log_undo(board: &Board, saved: &Board, depth: u16, log: &mut EventLog) {
    for i in 0..81 {
        if board.cells[i] != saved.cells[i] {
            log.push(Event::Remove {
                cell: Cell::from_index(i),
                depth,
            });
        }
    }
    log.push(Event::Backtrack { depth });
}

#[derive(Clone, Copy)]
struct Board {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Board {
    /// The first blank square (row-major) with the fewest possibilities, and its
    /// possibilities; `None` when no square is blank.
    fn fewest_possibilities(&self) -> Option<(usize, u16)> {
        let mut best: Option<(usize, u16)> = None;
        for i in 0..81 {
            if self.cells[i] == 0 {
                let free = self.free(i);
                if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                    best = Some((i, free));
                }
            }
        }
        best
    }

    fn free(&self, i: usize) -> u16 {
        !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[BOX_OF[i] as usize]) & 0x1ff
    }

    fn place(&mut self, i: usize, d: u8, log: &mut EventLog, depth: u16, cause: Cause) {
        let bit = 1u16 << (d - 1);
        self.cells[i] = d;
        self.rows[i / 9] |= bit;
        self.cols[i % 9] |= bit;
        self.boxes[BOX_OF[i] as usize] |= bit;
        if log.is_on() {
            log.push(Event::Place {
                cell: Cell::from_index(i),
                digit: digit(d),
                depth,
                cause,
            });
        }
    }

    /// Phase 1: performs forced moves until there are none. Returns true on deadlock.
    fn forced_moves(&mut self, stats: &mut JordanStats, log: &mut EventLog, depth: u16) -> bool {
        loop {
            let mut moved = false;
            // Forced possibilities.
            for i in 0..81 {
                if self.cells[i] != 0 {
                    continue;
                }
                let free = self.free(i);
                if free == 0 {
                    return true;
                }
                if free.count_ones() == 1 {
                    self.place(
                        i,
                        free.trailing_zeros() as u8 + 1,
                        log,
                        depth,
                        Cause::Forced,
                    );
                    stats.forced_possibilities += 1;
                    moved = true;
                }
            }
            if moved {
                continue;
            }
            // Forced options: a number allowed in exactly one blank square of a house.
            for house in &HOUSE_CELLS {
                for d in 1..=9u8 {
                    let bit = 1u16 << (d - 1);
                    let mut only = None;
                    let mut count = 0;
                    for &cell in house {
                        let i = cell.index();
                        if self.cells[i] == 0 && self.free(i) & bit != 0 {
                            count += 1;
                            only = Some(i);
                        }
                    }
                    if let (1, Some(i)) = (count, only) {
                        self.place(i, d, log, depth, Cause::Hidden);
                        stats.forced_options += 1;
                        moved = true;
                    }
                }
            }
            if !moved {
                return false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_grid_and_clash() {
        let report = solve(&Grid::EMPTY, &JordanOptions::default());
        assert_eq!(report.outcome, Outcome::Solved);
        assert!(report.grid.is_solved());
        let mut clash = ".".repeat(81);
        clash.replace_range(0..2, "77");
        let clash: Grid = clash.parse().expect("a grid line");
        assert_eq!(
            solve(&clash, &JordanOptions::default()).outcome,
            Outcome::Illegal
        );
    }
}
