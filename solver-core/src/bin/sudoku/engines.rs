//! `sudoku classic`, and the engines behind `sudoku solve --engine`.
//!
//! `solve` prints one line per puzzle: the 81-digit solution; `none` when the engine proved
//! there is none (or the givens clash); `gave up` when the engine stopped at its cap (brute
//! force, annealing, a classic node cap) or within its own limits (classic Max Depth/Width)
//! without an answer; `error: <message>` for a line that is not a puzzle.

use crate::input::{emit, read_puzzles, Start};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::Args;
use solver_core::engines::anneal::{self, AnnealOptions};
use solver_core::engines::brute::{self, BruteOptions};
use solver_core::engines::classic::{self, ClassicOptions, Version};
use solver_core::engines::dlx::{self, DlxOptions};
use solver_core::engines::jordan::{self, JordanOptions};
use solver_core::engines::{EngineKind, Outcome, Report};
use solver_core::{logic, Grid};
use std::io::{self, BufWriter};
use std::path::PathBuf;

/// The engines `solve --engine` offers (of the catalogue, all but the lab's logic-only run),
/// in the order `--help` lists them, each with its help line.
const OFFERED: [(EngineKind, &str); 7] = [
    (EngineKind::Fast, "The fast solver"),
    (EngineKind::Dlx, "Exact cover with dancing links"),
    (
        EngineKind::Brute,
        "Plain brute force in cell order (cap: --max-iterations, default 1,000,000,000)",
    ),
    (
        EngineKind::Jordan,
        "P. Jordan's forced moves and fewest-possibilities search",
    ),
    (
        EngineKind::Anneal,
        "Simulated annealing (cap: --max-iterations moves, default 2,000,000; --seed)",
    ),
    (
        EngineKind::V1,
        "SUDOKU71 v1, run as the article advises: (1-2), then deeper and wider up to (15-4) \
         until it solves; clash guard on (cap: --max-iterations calls of TRY in all, default \
         1,000,000)",
    ),
    (EngineKind::V2, "SUDOKUV2, run like classic-v1"),
];

/// `--engine`'s parser: the offered engines' command names, read with the catalogue's
/// `FromStr`.
fn engine_parser() -> impl TypedValueParser<Value = EngineKind> {
    PossibleValuesParser::new(
        OFFERED.map(|(kind, help)| PossibleValue::new(kind.command_name()).help(help)),
    )
    .try_map(|name| name.parse::<EngineKind>())
}

/// The engine options of `sudoku solve`.
#[derive(Args, Clone, Copy, Debug)]
pub struct EngineArgs {
    /// Which engine solves.
    #[arg(long, value_parser = engine_parser(), default_value = "fast")]
    engine: EngineKind,
    /// The engine's cap: iterations (brute), moves (anneal), TRY calls (classic), guesses
    /// (jordan), search nodes (dlx). A capped run prints `gave up`.
    #[arg(long)]
    max_iterations: Option<u64>,
    /// Random seed of the annealing engine.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The `solve` output line for a puzzle line: the engine on a grid; on a candidate line, the
/// fast solver's search that respects the candidates (the other engines read digits only).
pub fn solve_start(args: &EngineArgs, start: &Start) -> String {
    match start {
        Start::Grid(grid) => solve_line(args, grid),
        Start::Marked(c) if args.engine == EngineKind::Fast => solver_core::count_marked(c, 1)
            .1
            .map_or_else(|| "none".to_string(), |s| s.to_line()),
        Start::Marked(_) => format!(
            "error: only the fast engine solves a candidate line, not {}",
            args.engine.command_name()
        ),
    }
}

/// The `solve` output line for `grid`.
fn solve_line(args: &EngineArgs, grid: &Grid) -> String {
    let cap = args.max_iterations;
    match args.engine {
        EngineKind::Fast => {
            solver_core::solve(grid).map_or_else(|| "none".to_string(), |s| s.to_line())
        }
        EngineKind::Dlx => line(&dlx::solve(
            grid,
            &DlxOptions {
                max_nodes: cap,
                ..DlxOptions::default()
            },
        )),
        EngineKind::Brute => line(&brute::solve(
            grid,
            &BruteOptions {
                max_iterations: cap.unwrap_or(1_000_000_000),
                ..BruteOptions::default()
            },
        )),
        EngineKind::Jordan => line(&jordan::solve(
            grid,
            &JordanOptions {
                max_guesses: cap,
                ..JordanOptions::default()
            },
        )),
        EngineKind::Anneal => {
            let defaults = AnnealOptions::default();
            line(&anneal::solve(
                grid,
                &AnnealOptions {
                    seed: args.seed,
                    max_iterations: cap.unwrap_or(defaults.max_iterations),
                    ..defaults
                },
            ))
        }
        EngineKind::V1 | EngineKind::V2 => {
            let version = if args.engine == EngineKind::V1 {
                Version::V1
            } else {
                Version::V2
            };
            let (report, _) = classic::solve_escalating(grid, version, cap.unwrap_or(1_000_000));
            line(&report)
        }
        EngineKind::Logic => logic_line(grid),
    }
}

/// The logic-only run (not offered by `--engine`, whose parser only takes [`OFFERED`]): the
/// solution when the techniques alone solve, `none` for no solution, `gave up` otherwise.
fn logic_line(grid: &Grid) -> String {
    let settings = logic::Settings {
        assume_unique: solver_core::count_solutions(grid, 2) == 1,
    };
    let result = logic::solve_with(grid, None, &settings);
    match result.outcome {
        logic::Outcome::Solved => result.grid.to_line(),
        logic::Outcome::NoSolution => "none".to_string(),
        logic::Outcome::Stuck | logic::Outcome::GuessNeeded => "gave up".to_string(),
    }
}

fn line<S>(report: &Report<S>) -> String {
    match report.outcome {
        Outcome::Solved => report.grid.to_line(),
        Outcome::NoSolution | Outcome::Illegal => "none".to_string(),
        Outcome::Incomplete | Outcome::GaveUp => "gave up".to_string(),
    }
}

/// `sudoku classic`: the HP-71B solvers with their own limits and trace.
#[derive(Args)]
pub struct ClassicArgs {
    /// 1 = SUDOKU71 v1.0 (seed 000), 2 = SUDOKUV2 (seed 003).
    #[arg(long = "version", value_name = "1|2", value_parser = clap::value_parser!(u8).range(1..=2))]
    listing: u8,
    /// Max. Depth, 1-15.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=15))]
    depth: u32,
    /// Max. Width, 2-9.
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..=9))]
    width: u32,
    /// Print the search trace ("1 : 10 forced cells", "1 :>Try 2.1 = 6", "1 : (dead end)").
    #[arg(long)]
    verbose: bool,
    /// Turn a forced digit that clashes with its house into a dead end (the listings do not,
    /// and can then print SOLVED! on a broken grid).
    #[arg(long)]
    guard: bool,
    /// Stop after this many calls of TRY and print `No solution found` with the puzzle.
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Puzzle file, one per line (stdin if absent or `-`).
    file: Option<PathBuf>,
}

/// The most trace events kept per puzzle with `--verbose`.
const TRACE_CAP: usize = 5_000_000;

/// Runs `sudoku classic`.
pub fn classic(args: ClassicArgs) -> Result<(), String> {
    let version = if args.listing == 1 {
        Version::V1
    } else {
        Version::V2
    };
    let mut options =
        ClassicOptions::new(version, args.depth, args.width).map_err(|e| e.to_string())?;
    options.guard = args.guard;
    options.max_nodes = args.max_nodes;
    if args.verbose {
        options.log_cap = TRACE_CAP;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for puzzle in read_puzzles(args.file.as_ref())? {
        let grid = match puzzle.grid() {
            Ok(grid) => grid,
            Err(e) => {
                emit(&mut out, &format!("error: {e}"))?;
                continue;
            }
        };
        let report = classic::solve(&grid, &options);
        if args.verbose {
            for trace in classic::trace_lines(&report.log, version) {
                emit(&mut out, &trace)?;
            }
            if report.log.is_truncated() {
                emit(
                    &mut out,
                    &format!("(trace truncated: {} more events)", report.log.dropped),
                )?;
            }
        }
        emit(&mut out, classic::verdict_line(&report))?;
        emit(&mut out, &report.grid.to_line())?;
    }
    Ok(())
}
