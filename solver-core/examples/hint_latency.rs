//! Benchmark: how long the next hint takes from every position of a logical solution path.
//!
//! `cargo run --release -p solver-core --example hint_latency -- FILE [LIMIT]` walks the path of
//! each puzzle of FILE (at most LIMIT puzzles) and times `next_step_with` at every position,
//! then prints the 50th and 99th percentiles and the maximum. Native timings; the target
//! (10 ms at the 99th percentile natively, 25 ms in wasm) is in BENCHMARKS.md.

use solver_core::logic::{next_step_with, Candidates, Settings};
use solver_core::Grid;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: hint_latency FILE [LIMIT]");
        return;
    };
    let limit: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return;
        }
    };
    let settings = Settings {
        assume_unique: true,
    };
    let mut times = Vec::new();
    let started = Instant::now();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .take(limit)
    {
        let Ok(grid) = Grid::parse_line_prefix(line) else {
            continue;
        };
        let mut c = Candidates::from_grid(&grid);
        loop {
            let t = Instant::now();
            let step = next_step_with(&c, &settings);
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            match step {
                Some(step) => c.apply(&step),
                None => break,
            }
        }
    }
    if times.is_empty() {
        eprintln!("no puzzle in {path}");
        return;
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{} positions in {:.1} s: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        started.elapsed().as_secs_f64(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
