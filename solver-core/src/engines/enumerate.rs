//! Counting every solution up to a cap (seed 002, "Standard Sudoku solver and enumerator"),
//! and the blank grid's root solution (seed 002, "Solving a blank sudoku grid").
//!
//! The enumerator runs the dancing-links engine ([`super::dlx`]) without stopping at the first
//! solution; it is exact below the cap.

use super::brute::{self, BruteOptions};
use super::dlx::{self, DlxOptions, DlxStats};
use super::Outcome;
use crate::grid::Grid;

/// What the enumerator found.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Enumeration {
    /// Solutions counted, at most the cap.
    pub count: u64,
    /// Whether the count is exact (false: it reached the cap, there may be more).
    pub complete: bool,
    /// Whether the givens clash (then `count` is 0).
    pub illegal: bool,
    /// The first solutions, at most the number asked to keep.
    pub solutions: Vec<Grid>,
    /// The dancing-links counters of the run.
    pub stats: DlxStats,
}

/// Counts the solutions of `grid` up to `cap`, keeping the first `keep` of them.
pub fn enumerate(grid: &Grid, cap: u64, keep: usize) -> Enumeration {
    if cap == 0 {
        return Enumeration {
            count: 0,
            complete: false,
            illegal: false,
            solutions: Vec::new(),
            stats: DlxStats::default(),
        };
    }
    let report = dlx::solve(
        grid,
        &DlxOptions {
            limit: cap,
            keep,
            max_nodes: None,
            log_cap: 0,
        },
    );
    let mut stats = report.stats;
    let solutions = std::mem::take(&mut stats.found);
    Enumeration {
        count: stats.solutions,
        complete: stats.solutions < cap,
        illegal: report.outcome == Outcome::Illegal,
        solutions,
        stats,
    }
}

/// The number of solutions of `grid`, counting no further than `cap`.
pub fn count(grid: &Grid, cap: u64) -> u64 {
    enumerate(grid, cap, 0).count
}

/// The root solution of the blank grid, by the seed's polynomial-time construction for an
/// `n² × n²` grid (here `n = 3`): row `n·i + j` is the sequence `x mod n², x+1 mod n², …`,
/// where `x` starts at 0 and moves on by 1 after each row and by `n` more at each row
/// within a band. The result starts `123456789 456789123 789123456 234567891 …`.
pub fn root_solution() -> Grid {
    const N: usize = 3;
    let mut cells = [0u8; 81];
    let mut x = 0usize;
    // for (i = 0; i < n; i++, x++) for (j = 0; j < n; j++, x += n) for (k = 0; k < n*n; k++, x++)
    for i in 0..N {
        for j in 0..N {
            for k in 0..N * N {
                cells[(N * i + j) * 9 + k] = (x % (N * N)) as u8 + 1;
                x += 1;
            }
            x += N;
        }
        x += 1;
    }
    Grid::from_digits(cells).unwrap_or(Grid::EMPTY)
}

/// The lexicographically first solved grid (`123456789 456789123 789123456 214365897 …`):
/// the first solution brute force finds for the blank grid. It is not the seed's root
/// solution, which differs from the fourth row on.
pub fn lexicographically_first() -> Grid {
    brute::solve(&Grid::EMPTY, &BruteOptions::default())
        .solution()
        .unwrap_or(Grid::EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_solution_is_the_seeds() {
        let root = root_solution();
        assert!(root.is_solved());
        // As printed in seed 002 (rows 1-9).
        let seed =
            "123456789456789123789123456234567891567891234891234567345678912678912345912345678";
        assert_eq!(root.to_line(), seed);
        let lex = lexicographically_first();
        assert!(lex.is_solved());
        assert!(lex
            .to_line()
            .starts_with("123456789456789123789123456214365897"));
        assert_ne!(lex, root);
    }

    #[test]
    fn counts_with_cap() {
        let e = enumerate(&Grid::EMPTY, 10, 3);
        assert_eq!((e.count, e.complete, e.solutions.len()), (10, false, 3));
        let one = enumerate(&root_solution(), 10, 3);
        assert_eq!((one.count, one.complete), (1, true));
        assert_eq!(count(&Grid::EMPTY, 0), 0);
    }
}
