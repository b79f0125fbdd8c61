//! Times Learn's drills: `cargo run --release -p solver-core --example learn_drills [SEEDS]`
//! calls `learn::drill(t, seed)` for seeds 0..SEEDS (default 20) for every technique Learn
//! teaches, and prints per technique its p50, p95 and slowest time, how many drills came from
//! the generator and how many from the bank, how many distinct positions came out, and the
//! slowest `learn::check` of the coach's own move in those drills.

use solver_core::learn::{check, drill, drill_tries, lessons, Attempt, DrillSource};
use solver_core::logic::Technique;
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let mut taught: Vec<Technique> = lessons().into_iter().map(|l| l.technique).collect();
    taught.insert(2, Technique::HiddenSingleLine);
    println!("| technique | source | drills (generated / bank) | distinct | p50 ms | p95 ms | max ms | check, max ms |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for t in taught {
        let (mut times, mut checks) = (Vec::new(), Vec::new());
        let (mut generated, mut banked, mut missing) = (0, 0, 0);
        let mut seen = HashSet::new();
        for seed in 0..seeds {
            let start = Instant::now();
            let e = drill(t, seed);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            match e {
                Some(e) => {
                    let attempt = match e.step.placements.first() {
                        Some(p) => Attempt::Place {
                            cell: p.cell,
                            digit: p.digit,
                        },
                        None => Attempt::Remove {
                            removed: e.step.eliminations.clone(),
                        },
                    };
                    let start = Instant::now();
                    let _ = check(&e, &attempt);
                    checks.push(start.elapsed().as_secs_f64() * 1000.0);
                    if e.source.starts_with("generated") {
                        generated += 1;
                    } else {
                        banked += 1;
                    }
                    seen.insert(format!(
                        "{} {:?}",
                        e.position.digits,
                        e.position.candidates.as_array()
                    ));
                }
                None => missing += 1,
            }
        }
        let slowest_check = checks.iter().copied().fold(0.0, f64::max);
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        let source = match drill_tries(t) {
            DrillSource::Generated { tries } => format!("generated ({tries} tries)"),
            DrillSource::Bank => "bank".to_string(),
        };
        let gap = if missing > 0 {
            format!(", {missing} none")
        } else {
            String::new()
        };
        let name = match t {
            Technique::HiddenSingleBox => "Hidden Single (box)",
            Technique::HiddenSingleLine => "Hidden Single (row or column)",
            _ => t.name(),
        };
        println!(
            "| {name} | {source} | {generated} / {banked}{gap} | {} | {:.1} | {:.1} | {:.1} | {slowest_check:.1} |",
            seen.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
}
