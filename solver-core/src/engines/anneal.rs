//! Stochastic search (seed 002, "Solving sudokus via stochastic search / optimization
//! methods"): simulated annealing over box-wise permutations, after R. Lewis, "Metaheuristics
//! can solve Sudoku puzzles" (the seed's reference 3).
//!
//! - **State**: the givens stay; every box is filled with its missing digits, so boxes are
//!   always right and only rows and columns can be wrong.
//! - **Cost**: the number of digits missing from each row plus each column (0 = solved).
//! - **Move**: swap the digits of two non-given cells of one box. The initial fill and the
//!   moves prefer (a bounded number of random draws) digits that clash with no given of their
//!   row or column, which shrinks the space the search wanders in.
//! - **Schedule**: the initial temperature is the standard deviation of the cost over a short
//!   random walk; a move that does not raise the cost is always taken, one that raises it by
//!   `δ` with probability `exp(-δ/T)`; after each chain of moves (as many as the squared number
//!   of empty cells divided by 4, at least 50) `T` is multiplied by the cooling factor; when the
//!   best cost has not improved for a number of chains the temperature is reheated to its
//!   initial value.
//! - **Honesty**: a stochastic search cannot prove that there is no solution. It stops at
//!   [`AnnealOptions::max_iterations`] moves with [`Outcome::GaveUp`], reporting the best
//!   state it saw (full, with conflicts) as the grid.
//!
//! Determinism: all randomness comes from [`Rng`]; `exp` is computed here with `+ - * /`
//! only (IEEE-exact on every platform), never the platform's libm, so a seed gives the same
//! run natively and in wasm.

use super::{house_masks, Cause, Event, EventLog, Outcome, Report};
use crate::geometry::HOUSE_CELLS;
use crate::rng::Rng;
use crate::{geometry::Cell, grid::Grid};

/// The settings of an annealing run.
#[derive(Clone, Copy, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AnnealOptions {
    /// The random seed.
    pub seed: u64,
    /// Stop with [`Outcome::GaveUp`] after this many moves.
    pub max_iterations: u64,
    /// The factor the temperature is multiplied by after each chain (0 < α < 1).
    pub cooling: f64,
    /// Reheat after this many chains without a new best cost.
    pub reheat_after: u32,
    /// Keep at most this many points of the cost curve (at least 2).
    pub curve_cap: usize,
    /// Keep at most this many [`Event`]s (0: no recording).
    pub log_cap: usize,
}

impl Default for AnnealOptions {
    fn default() -> AnnealOptions {
        AnnealOptions {
            seed: 1,
            max_iterations: 2_000_000,
            cooling: 0.97,
            reheat_after: 100,
            curve_cap: 256,
            log_cap: 0,
        }
    }
}

/// What an annealing run counted.
#[derive(Clone, PartialEq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AnnealStats {
    /// Moves proposed.
    pub iterations: u64,
    /// Moves taken.
    pub accepted: u64,
    /// Times a new best cost was reached.
    pub improvements: u64,
    /// Times the temperature was reset to its initial value.
    pub reheats: u32,
    /// The cost of the initial fill.
    pub initial_cost: u32,
    /// The lowest cost seen (0 when solved).
    pub best_cost: u32,
    /// The initial temperature.
    pub initial_temperature: f64,
    /// The temperature at the end.
    pub final_temperature: f64,
    /// `(iteration, cost)` samples, evenly spaced over the run, at most `curve_cap` of them:
    /// when full, every other point is dropped and the spacing doubles.
    pub curve: Vec<(u64, u32)>,
}

/// Runs simulated annealing on `grid`. The report's grid is the solution, or (gave up) the
/// best full grid seen, or (illegal: a house with clashing givens) the puzzle.
pub fn solve(grid: &Grid, options: &AnnealOptions) -> Report<AnnealStats> {
    let mut stats = AnnealStats::default();
    let mut log = EventLog::with_cap(options.log_cap);
    if house_masks(grid).is_none() {
        return Report {
            outcome: Outcome::Illegal,
            grid: *grid,
            stats,
            log,
        };
    }
    let mut rng = Rng::new(options.seed);
    let state = State::fill(grid, &mut rng, &mut log);
    stats.initial_cost = state.cost;
    stats.best_cost = state.cost;
    let mut curve = Curve::new(options.curve_cap);
    curve.push(0, state.cost);
    let mut run = Run {
        best: state.cells,
        state,
        rng,
        stats,
        log,
        curve,
    };
    if run.state.cost != 0 && !run.state.movable.is_empty() {
        run.anneal(options);
    }
    run.finish(grid)
}

/// Initial temperature: the standard deviation of the cost over a short random walk from
/// `state` (at least 0.5).
fn initial_temperature(state: &State, rng: &mut Rng) -> f64 {
    let mut walk = state.clone();
    let samples: Vec<f64> = (0..200)
        .map(|_| {
            let (a, b) = walk.random_move(rng);
            walk.swap(a, b);
            f64::from(walk.cost)
        })
        .collect();
    let mean = samples.iter().sum::<f64>() / samples.len() as f64;
    let var = samples.iter().map(|c| (c - mean) * (c - mean)).sum::<f64>() / samples.len() as f64;
    var.sqrt().max(0.5)
}

/// An annealing run after the initial fill.
struct Run {
    state: State,
    /// The cells of the lowest-cost state seen.
    best: [u8; 81],
    rng: Rng,
    stats: AnnealStats,
    log: EventLog,
    curve: Curve,
}

impl Run {
    /// Chains of moves at falling temperature, reheating when the best cost stalls, until
    /// the cost is 0 or the moves run out.
    fn anneal(&mut self, options: &AnnealOptions) {
        let free: u64 = self.state.free_boxes.iter().map(|b| b.len() as u64).sum();
        let t0 = initial_temperature(&self.state, &mut self.rng);
        let mut t = t0;
        self.stats.initial_temperature = t0;
        let chain = (free * free / 4).max(50);
        let cooling = if options.cooling > 0.0 && options.cooling < 1.0 {
            options.cooling
        } else {
            0.97
        };
        let mut since_best = 0u32;
        while self.stats.iterations < options.max_iterations {
            let Some(improved) = self.chain(chain, t, options.max_iterations) else {
                break;
            };
            t *= cooling;
            if improved {
                since_best = 0;
            } else {
                since_best += 1;
                if since_best >= options.reheat_after.max(1) {
                    t = t0;
                    since_best = 0;
                    self.stats.reheats += 1;
                }
            }
        }
        self.stats.final_temperature = t;
        self.curve.push(self.stats.iterations, self.state.cost);
    }

    /// Up to `length` moves at temperature `t`. Returns whether the best cost improved, or
    /// `None` when the run is over (solved, or `max_iterations` reached).
    fn chain(&mut self, length: u64, t: f64, max_iterations: u64) -> Option<bool> {
        let mut improved = false;
        for _ in 0..length {
            if self.stats.iterations >= max_iterations {
                return None;
            }
            self.stats.iterations += 1;
            let (a, b) = self.state.random_move(&mut self.rng);
            let before = self.state.cost;
            self.state.swap(a, b);
            let delta = i64::from(self.state.cost) - i64::from(before);
            let take = delta <= 0 || self.rng.unit_f64() < exp_neg(delta as f64 / t);
            if !take {
                self.state.swap(a, b);
                continue;
            }
            self.stats.accepted += 1;
            self.log.push(Event::Swap {
                a: Cell::from_index(a),
                b: Cell::from_index(b),
                cost: self.state.cost,
            });
            if self.state.cost < self.stats.best_cost {
                self.stats.best_cost = self.state.cost;
                self.stats.improvements += 1;
                self.best = self.state.cells;
                improved = true;
            }
            if self.state.cost == 0 {
                return None;
            }
            self.curve
                .maybe_push(self.stats.iterations, self.state.cost);
        }
        Some(improved)
    }

    /// The report: solved, or gave up with the best state seen.
    fn finish(mut self, puzzle: &Grid) -> Report<AnnealStats> {
        self.stats.curve = self.curve.points;
        let (outcome, grid) = if self.state.cost == 0 {
            (Outcome::Solved, Grid::from_digits(self.state.cells))
        } else {
            (Outcome::GaveUp, Grid::from_digits(self.best))
        };
        Report {
            outcome,
            grid: grid.unwrap_or(*puzzle),
            stats: self.stats,
            log: self.log,
        }
    }
}

/// `exp(-x)` for `x >= 0` with basic arithmetic only: `e^-x = (e^-1)^k · e^-f`, `f` in
/// `[0, 1)` by a Taylor series. Accurate to a few ulps, identical on every IEEE platform.
fn exp_neg(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 {
        return 1.0;
    }
    if x > 700.0 {
        return 0.0;
    }
    const E_INV: f64 = 0.367_879_441_171_442_33;
    let k = x.floor();
    let f = x - k;
    // e^-f, Taylor series to 20 terms (f < 1, error below 1e-19).
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=20 {
        term *= -f / f64::from(n);
        sum += term;
    }
    let mut result = sum;
    let mut i = 0.0;
    while i < k {
        result *= E_INV;
        if result == 0.0 {
            break;
        }
        i += 1.0;
    }
    result
}

/// Shuffles tried per box for an initial fill clear of the givens.
const FILL_SHUFFLES: u32 = 100;
/// Draws per move for a swap clear of the givens.
const MOVE_DRAWS: u32 = 16;

/// Samples of the cost curve, thinned to stay under a cap.
struct Curve {
    points: Vec<(u64, u32)>,
    cap: usize,
    stride: u64,
    next: u64,
}

impl Curve {
    fn new(cap: usize) -> Curve {
        Curve {
            points: Vec::new(),
            cap: cap.max(2),
            stride: 1,
            next: 0,
        }
    }

    fn push(&mut self, iteration: u64, cost: u32) {
        if self.points.last().is_some_and(|&(i, _)| i == iteration) {
            return;
        }
        if self.points.len() >= self.cap {
            let mut keep = false;
            self.points.retain(|_| {
                keep = !keep;
                keep
            });
            self.stride *= 2;
        }
        self.points.push((iteration, cost));
        self.next = iteration + self.stride;
    }

    fn maybe_push(&mut self, iteration: u64, cost: u32) {
        if iteration >= self.next {
            self.push(iteration, cost);
        }
    }
}

/// A full assignment: givens plus a permutation of each box's missing digits.
#[derive(Clone)]
struct State {
    cells: [u8; 81],
    /// Bit `d` set when digit `d` clashes with no given of the cell's row or column.
    allowed: [u16; 81],
    /// How many times each digit stands in each row / column.
    row_count: [[u8; 10]; 9],
    col_count: [[u8; 10]; 9],
    /// The non-given cells of each box.
    free_boxes: Vec<Vec<usize>>,
    /// The boxes with at least two non-given cells (the ones a move can use).
    movable: Vec<usize>,
    cost: u32,
}

impl State {
    fn fill(grid: &Grid, rng: &mut Rng, log: &mut EventLog) -> State {
        let mut cells = *grid.digits();
        // Digits each cell may hold without clashing with a given of its row or column.
        let mut allowed = [0u16; 81];
        for (i, slot) in allowed.iter_mut().enumerate() {
            let mut used = 0u16;
            for k in 0..9 {
                used |= 1 << cells[i / 9 * 9 + k];
                used |= 1 << cells[k * 9 + i % 9];
            }
            *slot = if cells[i] != 0 { 0x3fe } else { !used & 0x3fe };
        }
        let mut free_boxes = Vec::with_capacity(9);
        for house in &HOUSE_CELLS[18..27] {
            let mut present = [false; 10];
            let mut free = Vec::new();
            for &cell in house {
                let d = cells[cell.index()];
                if d == 0 {
                    free.push(cell.index());
                } else {
                    present[usize::from(d)] = true;
                }
            }
            let mut missing: Vec<u8> = (1..=9u8).filter(|&d| !present[usize::from(d)]).collect();
            // A random order that keeps every digit clear of the givens of its row and
            // column, if a few shuffles find one.
            for _ in 0..FILL_SHUFFLES {
                rng.shuffle(&mut missing);
                if free
                    .iter()
                    .zip(missing.iter())
                    .all(|(&i, &d)| allowed[i] & (1 << d) != 0)
                {
                    break;
                }
            }
            for (&i, &d) in free.iter().zip(missing.iter()) {
                cells[i] = d;
                if log.is_on() {
                    log.push(Event::Place {
                        cell: Cell::from_index(i),
                        digit: super::digit(d),
                        depth: 1,
                        cause: Cause::Fill,
                    });
                }
            }
            free_boxes.push(free);
        }
        let movable = (0..9).filter(|&b| free_boxes[b].len() >= 2).collect();
        let mut state = State {
            cells,
            allowed,
            row_count: [[0; 10]; 9],
            col_count: [[0; 10]; 9],
            free_boxes,
            movable,
            cost: 0,
        };
        for (i, &d) in cells.iter().enumerate() {
            state.row_count[i / 9][usize::from(d)] += 1;
            state.col_count[i % 9][usize::from(d)] += 1;
        }
        state.cost = (0..9)
            .map(|k| missing(&state.row_count[k]) + missing(&state.col_count[k]))
            .sum();
        state
    }

    /// Two distinct non-given cells of a random box that has two, preferring (a few draws)
    /// a swap that puts neither digit next to an equal given of its row or column.
    fn random_move(&self, rng: &mut Rng) -> (usize, usize) {
        let mut pair = (0, 0);
        for _ in 0..MOVE_DRAWS {
            let b = self.movable[rng.index(self.movable.len())];
            let free = &self.free_boxes[b];
            let x = rng.index(free.len());
            let mut y = rng.index(free.len() - 1);
            if y >= x {
                y += 1;
            }
            let (a, c) = (free[x], free[y]);
            pair = (a, c);
            if self.allowed[a] & (1 << self.cells[c]) != 0
                && self.allowed[c] & (1 << self.cells[a]) != 0
            {
                break;
            }
        }
        pair
    }

    /// Swaps the digits of cells `a` and `b` (same box) and updates the cost.
    fn swap(&mut self, a: usize, b: usize) {
        let (da, db) = (usize::from(self.cells[a]), usize::from(self.cells[b]));
        let lines = [(true, a / 9), (true, b / 9), (false, a % 9), (false, b % 9)];
        let before: u32 = self.lines_cost(&lines);
        self.row_count[a / 9][da] -= 1;
        self.row_count[b / 9][db] -= 1;
        self.col_count[a % 9][da] -= 1;
        self.col_count[b % 9][db] -= 1;
        self.row_count[a / 9][db] += 1;
        self.row_count[b / 9][da] += 1;
        self.col_count[a % 9][db] += 1;
        self.col_count[b % 9][da] += 1;
        self.cells.swap(a, b);
        let after = self.lines_cost(&lines);
        self.cost = self.cost - before + after;
    }

    /// The cost of the distinct rows and columns among `lines`.
    fn lines_cost(&self, lines: &[(bool, usize); 4]) -> u32 {
        let mut total = 0;
        for (k, &(is_row, n)) in lines.iter().enumerate() {
            if lines[..k].contains(&(is_row, n)) {
                continue;
            }
            total += if is_row {
                missing(&self.row_count[n])
            } else {
                missing(&self.col_count[n])
            };
        }
        total
    }
}

/// Digits missing from a line, given how often each digit stands in it.
fn missing(count: &[u8; 10]) -> u32 {
    count[1..].iter().filter(|&&n| n == 0).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_neg_matches_libm_closely() {
        for k in 0..200 {
            let x = f64::from(k) * 0.037;
            let ours = exp_neg(x);
            let theirs = (-x).exp();
            assert!((ours - theirs).abs() <= 1e-14 * theirs.max(1e-300), "{x}");
        }
        assert_eq!(exp_neg(0.0), 1.0);
        assert_eq!(exp_neg(1e6), 0.0);
    }

    #[test]
    fn curve_stays_under_its_cap() {
        let mut curve = Curve::new(8);
        for i in 0..1000 {
            curve.maybe_push(i, (i % 7) as u32);
        }
        assert!(curve.points.len() <= 8);
        assert!(curve.points.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(curve.points.last().is_some_and(|&(i, _)| i > 500));
    }
}
