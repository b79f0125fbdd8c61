//! Puzzles given with their candidates (a 729-character candidate line, a pasted pencil-mark
//! grid): counting, solving, the logical path and the rating, all from the candidates as given.
//!
//! A solution must agree with the candidates: each empty cell takes one of its own. A
//! candidate that a placed peer holds is dropped first (no solution can use it).
//!
//! The count is a plain search over [`Candidates`] with naked and hidden singles between
//! guesses; as soon as the candidates left are exactly the full candidates of the digits
//! placed (nothing the given marks rule out remains), the fast solver takes over.

use crate::logic::{self, path, Candidates, LogicResult, Outcome, Path, Settings};
use crate::rating::{rate_path, RateError, Rating};
use crate::solver::{count_solutions_with_stats, Solutions};
use crate::{
    digit::Digit,
    geometry::{Cell, House},
    grid::Grid,
};

/// The number of solutions of `start` that agree with its candidates, counting no further
/// than `limit`, and the first one found.
pub fn count_marked(start: &Candidates, limit: usize) -> (usize, Option<Grid>) {
    let mut search = Search {
        limit,
        count: 0,
        first: None,
    };
    if limit > 0 && !start.to_grid().conflicts().is_empty() {
        return (0, None);
    }
    if limit > 0 {
        let mut c = start.clone();
        drop_seen(&mut c);
        search.visit(c);
    }
    (search.count, search.first)
}

/// Whether `start` has no, one or several solutions that agree with its candidates.
pub fn solutions_marked(start: &Candidates) -> Solutions {
    match count_marked(start, 2) {
        (1, Some(g)) => Solutions::Unique(g),
        (n, Some(g)) if n >= 2 => Solutions::Multiple(g),
        _ => Solutions::None,
    }
}

/// The logical solution path from `start` (as [`logic::solve_logically`] walks it from a
/// grid), with the position before each step.
pub fn path_marked(start: &Candidates) -> Path {
    let mut c = start.clone();
    drop_seen(&mut c);
    let result = solve_marked(&c);
    path::with_positions(c, result.steps, result.outcome)
}

/// Rates `start` (as [`crate::rate`] rates a grid): it must have exactly one solution that
/// agrees with its candidates.
pub fn rate_marked(start: &Candidates) -> Result<Rating, RateError> {
    match solutions_marked(start) {
        Solutions::None => Err(RateError::NoSolution),
        Solutions::Multiple(_) => Err(RateError::MultipleSolutions),
        Solutions::Unique(_) => {
            let result = solve_marked(start);
            if result.outcome == Outcome::NoSolution {
                return Err(RateError::NoSolution);
            }
            Ok(rate_path(&result.steps))
        }
    }
}

/// The logical solution from `start`: simplest step first, uniqueness techniques only when
/// the solution is unique, a guess from the solution when the techniques run out.
fn solve_marked(start: &Candidates) -> LogicResult {
    let mut c = start.clone();
    drop_seen(&mut c);
    let (solution, unique) = match solutions_marked(&c) {
        Solutions::None => {
            return LogicResult {
                steps: Vec::new(),
                outcome: Outcome::NoSolution,
                grid: c.to_grid(),
            }
        }
        Solutions::Unique(s) => (s, true),
        Solutions::Multiple(s) => (s, false),
    };
    let settings = Settings {
        assume_unique: unique,
    };
    logic::solve_from(c, Some(&solution), &settings)
}

/// Drops every candidate that a placed peer holds.
fn drop_seen(c: &mut Candidates) {
    for cell in Cell::all() {
        if let Some(d) = c.value(cell) {
            for peer in (c.cells_with(d) & cell.peers()).iter() {
                c.eliminate(peer, d);
            }
        }
    }
}

/// The search state of [`count_marked`].
struct Search {
    limit: usize,
    count: usize,
    first: Option<Grid>,
}

impl Search {
    fn visit(&mut self, mut c: Candidates) {
        if !settle(&mut c) {
            return;
        }
        let grid = c.to_grid();
        if c.is_full() {
            self.found(1, Some(grid));
            return;
        }
        if Candidates::from_grid(&grid) == c {
            let (first, stats) = count_solutions_with_stats(&grid, self.limit - self.count);
            self.found(
                usize::try_from(stats.solutions).unwrap_or(usize::MAX),
                first,
            );
            return;
        }
        let Some(cell) = c
            .empty_cells()
            .iter()
            .min_by_key(|&cell| c.candidates(cell).len())
        else {
            return;
        };
        for d in c.candidates(cell).iter() {
            let mut next = c.clone();
            next.place(cell, d);
            self.visit(next);
            if self.count >= self.limit {
                return;
            }
        }
    }

    fn found(&mut self, n: usize, first: Option<Grid>) {
        self.count += n;
        if self.first.is_none() {
            self.first = first;
        }
    }
}

/// Places naked and hidden singles until none is left; `false` when a cell or a house runs
/// out of room for a digit.
fn settle(c: &mut Candidates) -> bool {
    loop {
        let mut placed = false;
        for cell in c.empty_cells().iter() {
            let set = c.candidates(cell);
            match set.len() {
                0 => return false,
                1 => {
                    if let Some(d) = set.first() {
                        c.place(cell, d);
                        placed = true;
                    }
                }
                _ => {}
            }
        }
        for house in House::all() {
            let missing = Digit::ALL
                .into_iter()
                .filter(|&d| !c.placed_in(house).contains(d));
            for d in missing.collect::<Vec<_>>() {
                let cells = c.cells_with_in(d, house);
                match cells.len() {
                    0 => return false,
                    1 => {
                        if let Some(cell) = cells.first() {
                            c.place(cell, d);
                            placed = true;
                        }
                    }
                    _ => {}
                }
            }
        }
        if !placed {
            return true;
        }
    }
}
