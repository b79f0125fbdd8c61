//! The solver benchmark's side in the worker ([`Request::SolveMany`](crate::wire::Request)):
//! the fast solver over a whole data set, timed by the page around the request (the worker
//! reads no clock), like `sudoku bench` natively and `scripts/bench-wasm.sh` under node.

use crate::wire::{SolveTally, SOLVE_MANY_MAX, SOLVE_MANY_MAX_ROUNDS};
use solver_core::{count_solutions, count_solutions_with_stats, solve, Grid};

/// Reads the puzzles of `text`, runs the solver `rounds` times over them and, with `check`,
/// makes the digest of their first solutions and sums the guesses made on the way.
pub fn solve_many(
    text: &str,
    unique: bool,
    rounds: u32,
    check: bool,
) -> Result<SolveTally, String> {
    if rounds > SOLVE_MANY_MAX_ROUNDS {
        return Err(format!(
            "{rounds} runs asked for; at most {SOLVE_MANY_MAX_ROUNDS} per request"
        ));
    }
    let grids = read(text)?;
    let mut found = 0;
    for _ in 0..rounds {
        found = if unique {
            grids.iter().map(|g| count_solutions(g, 2) as u64).sum()
        } else {
            grids.iter().filter(|g| solve(g).is_some()).count() as u64
        };
    }
    let (digest, guesses) = if check {
        let (digest, guesses) = check_pass(&grids, unique);
        (Some(digest), Some(guesses))
    } else {
        (None, None)
    };
    Ok(SolveTally {
        puzzles: grids.len() as u32,
        solutions: found,
        digest,
        guesses,
    })
}

/// The puzzles, one per line (the first 81 characters, as the `sudoku` command reads them);
/// empty lines and `#` lines are skipped, and any other line that does not read is an error
/// naming it.
fn read(text: &str) -> Result<Vec<Grid>, String> {
    let mut grids = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if grids.len() == SOLVE_MANY_MAX {
            return Err(format!("more than {SOLVE_MANY_MAX} puzzles"));
        }
        let grid = Grid::parse_line_prefix(line).map_err(|e| format!("line {}: {e}", n + 1))?;
        grids.push(grid);
    }
    Ok(grids)
}

/// 32-bit FNV-1a over the lines `sudoku solve` prints for `grids`: each first solution as 81
/// digits, or `none`, then a line feed; and the guesses made, summed. With `unique`, the
/// search counts up to 2 (the same search stops at the same first solution), else it stops
/// at the first, as `sudoku bench --stats` does in each mode.
fn check_pass(grids: &[Grid], unique: bool) -> (u32, u64) {
    let mut hash = Fnv::default();
    let mut guesses = 0;
    for grid in grids {
        let (first, stats) = count_solutions_with_stats(grid, if unique { 2 } else { 1 });
        guesses += stats.guesses;
        match first {
            Some(s) => s.digits().iter().for_each(|&d| hash.byte(b'0' + d)),
            None => b"none".iter().for_each(|&b| hash.byte(b)),
        }
        hash.byte(b'\n');
    }
    (hash.0, guesses)
}

/// 32-bit FNV-1a (offset basis 2166136261, prime 16777619).
struct Fnv(u32);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0x811c_9dc5)
    }
}

impl Fnv {
    fn byte(&mut self, b: u8) {
        self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UNIQUE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// Two 5s in the first row: no solution.
    const CLASH: &str =
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn fnv(text: &str) -> u32 {
        text.bytes().fold(0x811c_9dc5, |h: u32, b| {
            (h ^ u32::from(b)).wrapping_mul(16_777_619)
        })
    }

    #[test]
    fn fnv_1a_matches_the_published_vectors() {
        assert_eq!(fnv(""), 0x811c_9dc5);
        assert_eq!(fnv("a"), 0xe40c_292c);
        assert_eq!(fnv("foobar"), 0xbf9c_f968);
        let mut hash = Fnv::default();
        b"foobar".iter().for_each(|&b| hash.byte(b));
        assert_eq!(hash.0, 0xbf9c_f968);
    }

    /// The guesses of a count up to `limit`, summed over `grids`.
    fn guesses(grids: &[Grid], limit: usize) -> u64 {
        grids
            .iter()
            .map(|g| count_solutions_with_stats(g, limit).1.guesses)
            .sum()
    }

    #[test]
    fn counts_and_digest_follow_the_solver() {
        let empty = ".".repeat(81);
        let text = format!("# a comment\n{UNIQUE}\n\n{empty}   trailing words\n{CLASH}\n");
        let grids: Vec<Grid> = [UNIQUE, &empty, CLASH]
            .iter()
            .map(|l| l.parse().unwrap())
            .collect();
        let lines: String = grids
            .iter()
            .map(|g| solve(g).map_or("none".to_string(), |s| s.to_line()) + "\n")
            .collect();
        let unique = solve_many(&text, true, 3, true).unwrap();
        assert_eq!(
            unique,
            SolveTally {
                puzzles: 3,
                solutions: 1 + 2,
                digest: Some(fnv(&lines)),
                guesses: Some(guesses(&grids, 2)),
            }
        );
        // The worker's arm answers the same.
        let request = crate::wire::Request::SolveMany {
            text: text.clone(),
            unique: true,
            rounds: 1,
            check: true,
        };
        assert_eq!(
            crate::worker::handle(request),
            crate::wire::Response::SolvedMany { result: Ok(unique) }
        );
        let first = solve_many(&text, false, 1, true).unwrap();
        assert_eq!((first.solutions, first.digest), (2, unique.digest));
        assert_eq!(first.guesses, Some(guesses(&grids, 1)));
        // The empty grid needs guesses, so the sums are not trivially zero.
        assert!(first.guesses > Some(0) && unique.guesses >= first.guesses);
        // No run: the puzzles are read, nothing is solved, no digest without `check`.
        assert_eq!(
            solve_many(&text, true, 0, false),
            Ok(SolveTally {
                puzzles: 3,
                solutions: 0,
                digest: None,
                guesses: None,
            })
        );
    }

    #[test]
    fn bad_input_is_refused_with_the_line() {
        let why = solve_many(&format!("{UNIQUE}\n# c\n12x\n"), true, 1, false).unwrap_err();
        assert!(why.starts_with("line 3: "), "{why}");
        let why = solve_many(UNIQUE, true, SOLVE_MANY_MAX_ROUNDS + 1, false).unwrap_err();
        assert!(why.contains("at most"), "{why}");
        let many = format!("{UNIQUE}\n").repeat(SOLVE_MANY_MAX + 1);
        let why = solve_many(&many, false, 0, false).unwrap_err();
        assert!(why.contains("more than"), "{why}");
    }
}
