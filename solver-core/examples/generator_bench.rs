//! Generator benchmarks (not a test): `cargo run --release -p solver-core --example
//! generator_bench -- [classic N] [modern N]`.
//!
//! - `classic N`: N puzzles from SUDOGEN's generator, check solve, 45 blanks, seeds 1..=N,
//!   library only (no certificate), single thread: puzzles per second and mean decimations.
//! - `modern N`: for each level (and for each symmetry with no level), N puzzles with seeds
//!   1..=N: median, 90th percentile and maximum time per puzzle, and failures.
//! - `expert N`, `extreme N`: that one row of `modern N` (the browser benchmark,
//!   `e2e/bench-generator.spec.ts`, times the same seeds in the worker).

use solver_core::generator::{generate, generate_classic, ClassicOptions, Options};
use solver_core::{Level, Symmetry};
use std::time::Instant;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let k = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[k]
}

fn classic(n: u64) {
    let options = ClassicOptions {
        blanks: 45,
        check: true,
        ..ClassicOptions::default()
    };
    let start = Instant::now();
    let mut tries = 0u64;
    for seed in 1..=n {
        let p = generate_classic(seed, &options).expect("classic puzzle");
        tries += u64::from(p.tries);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "classic check 45 blanks: {n} puzzles in {secs:.3} s = {:.0} puzzles/s, {:.2} decimations per puzzle",
        n as f64 / secs,
        tries as f64 / n as f64
    );
}

fn modern_row(label: &str, options: &Options, n: u64) {
    let mut times = Vec::new();
    let mut failed = 0;
    let mut tries = 0u64;
    for seed in 1..=n {
        let start = Instant::now();
        match generate(seed, options) {
            Ok(g) => tries += u64::from(g.certificate.tries),
            Err(_) => failed += 1,
        }
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{label:<28} n={n:<4} median {:>8.1} ms  p90 {:>8.1} ms  max {:>8.1} ms  tries/puzzle {:>6.1}  not found {failed}",
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        percentile(&times, 1.0),
        tries as f64 / (n - failed).max(1) as f64,
    );
}

fn modern(n: u64) {
    for sym in Symmetry::ALL {
        let o = Options {
            symmetry: sym,
            ..Options::default()
        };
        modern_row(&format!("symmetry={sym}"), &o, n);
    }
    for level in Level::ALL {
        let o = Options {
            level: Some(level),
            ..Options::default()
        };
        modern_row(&format!("level={level}"), &o, n);
    }
    for level in [Level::Easy, Level::Hard, Level::Expert] {
        let o = Options {
            level: Some(level),
            symmetry: Symmetry::Rot180,
            ..Options::default()
        };
        modern_row(&format!("level={level} rot180"), &o, n);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i + 1 < args.len() {
        let n: u64 = args[i + 1].parse().expect("a count");
        match args[i].as_str() {
            "classic" => classic(n),
            "modern" => modern(n),
            "expert" | "extreme" => {
                let level = if args[i] == "expert" {
                    Level::Expert
                } else {
                    Level::Extreme
                };
                let o = Options {
                    level: Some(level),
                    ..Options::default()
                };
                modern_row(&format!("level={level}"), &o, n);
            }
            other => panic!("unknown benchmark {other}"),
        }
        i += 2;
    }
    if args.is_empty() {
        classic(2000);
        modern(20);
    }
}
