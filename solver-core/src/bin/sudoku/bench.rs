//! `sudoku bench`: time an engine on puzzle files, single thread.

use crate::input::{emit, read_puzzles};
use clap::{Args, ValueEnum};
use solver_core::{count_solutions, count_solutions_with_stats, solve, Grid};
use std::io::{self, BufWriter};
use std::path::PathBuf;
use std::time::Instant;

/// The engines `bench` can time.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Engine {
    /// The bit-parallel solver behind `solve` and `count`.
    Fast,
}

/// What each puzzle is asked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Mode {
    /// The first solution.
    First,
    /// The number of solutions, counting up to 2 (a uniqueness check).
    Unique,
}

#[derive(Args)]
pub struct BenchArgs {
    /// The engine to time.
    #[arg(long, value_enum, default_value_t = Engine::Fast)]
    engine: Engine,
    /// First solution, or uniqueness check (count up to 2).
    #[arg(long, value_enum, default_value_t = Mode::Unique)]
    mode: Mode,
    /// Time each file this many times (after one untimed warm-up run) and report the median.
    #[arg(long, default_value_t = 1)]
    runs: u32,
    /// Also report the mean number of guesses per puzzle (an extra, untimed pass).
    #[arg(long)]
    stats: bool,
    /// Puzzle files, one puzzle per line.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// Runs `engine` over `grids` once; returns (solutions found, summed over puzzles).
fn run_once(engine: Engine, mode: Mode, grids: &[Grid]) -> usize {
    match (engine, mode) {
        (Engine::Fast, Mode::First) => grids.iter().filter(|g| solve(g).is_some()).count(),
        (Engine::Fast, Mode::Unique) => grids.iter().map(|g| count_solutions(g, 2)).sum(),
    }
}

pub fn bench(args: BenchArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    let runs = args.runs.max(1);
    emit(
        &mut out,
        &format!(
            "# engine {:?}, mode {:?}, median of {runs} run(s), single thread",
            args.engine, args.mode
        )
        .to_lowercase(),
    )?;
    emit(
        &mut out,
        "# file\tpuzzles\ttotal_ms\tpuzzles_per_s\tus_per_puzzle\tsolutions_found",
    )?;
    for file in &args.files {
        let mut grids = Vec::new();
        for puzzle in read_puzzles(Some(file))? {
            match puzzle.grid() {
                Ok(grid) => grids.push(grid),
                Err(e) => emit(&mut out, &format!("error: {e}"))?,
            }
        }
        let mut times = Vec::new();
        // One untimed warm-up run (caches, branch predictors), as the wasm benchmark does.
        let mut found = run_once(args.engine, args.mode, &grids);
        for _ in 0..runs {
            let start = Instant::now();
            found = run_once(args.engine, args.mode, &grids);
            times.push(start.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        let secs = times[times.len() / 2];
        let n = grids.len().max(1) as f64;
        let name = file.file_name().map_or_else(
            || file.display().to_string(),
            |f| f.to_string_lossy().into(),
        );
        let guesses = if args.stats {
            let limit = if args.mode == Mode::First { 1 } else { 2 };
            let total: u64 = grids
                .iter()
                .map(|g| count_solutions_with_stats(g, limit).1.guesses)
                .sum();
            format!(
                "\tguesses_per_puzzle {:.2}\tguesses {total}",
                total as f64 / n
            )
        } else {
            String::new()
        };
        emit(
            &mut out,
            &format!(
                "{name}\t{}\t{:.1}\t{:.0}\t{:.2}\t{found}{guesses}",
                grids.len(),
                secs * 1e3,
                n / secs,
                secs * 1e6 / n
            ),
        )?;
    }
    Ok(())
}
