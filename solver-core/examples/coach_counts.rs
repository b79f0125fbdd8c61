//! The coach's must-show counts over a puzzle file.
//!
//! `cargo run --release -p solver-core --example coach_counts -- FILE [LIMIT]` solves each
//! puzzle as `sudoku rate` does (simplest step first, uniqueness assumed, a guess from the
//! solution only when no technique has a step) and prints, per technique, how many steps of
//! the paths use it, then three checks: steps that place more than one digit, chain steps
//! whose summary and link-by-link walk leave out a cell of their links or groups, and guesses
//! taken while a technique still had a step.

use solver_core::logic::{next_step_with, solve_with, Candidates, Settings, Technique};
use solver_core::{solver, Grid};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: coach_counts FILE [LIMIT]");
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
    let mut counts = [0usize; Technique::ALL.len()];
    let (mut puzzles, mut steps, mut multi, mut unnamed, mut chain_steps) = (0, 0, 0, 0, 0);
    let (mut guesses, mut early_guesses, mut grouped) = (0, 0, 0);
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .take(limit)
    {
        let Ok(grid) = Grid::parse_line_prefix(line) else {
            continue;
        };
        let solver::Solutions::Unique(solution) = solver::solutions(&grid) else {
            continue;
        };
        puzzles += 1;
        let result = solve_with(&grid, Some(&solution), &settings);
        let mut c = Candidates::from_grid(&grid);
        for step in &result.steps {
            steps += 1;
            if let Some(i) = Technique::ALL.iter().position(|&t| t == step.technique) {
                counts[i] += 1;
            }
            if step.placements.len() > 1 {
                multi += 1;
            }
            if step.technique == Technique::Guess {
                guesses += 1;
                if next_step_with(&c, &settings).is_some() {
                    early_guesses += 1;
                }
            }
            if !step.evidence.links.is_empty() {
                chain_steps += 1;
                // What the player can read: the summary and the link-by-link walk.
                let explanation = step.explain();
                let walk = explanation.walk.iter().map(|line| line.text.as_str());
                let why = std::iter::once(explanation.why.as_str())
                    .chain(walk)
                    .collect::<Vec<_>>()
                    .join(" ");
                if !step.evidence.groups.is_empty() {
                    grouped += 1;
                }
                let group_cells = step.evidence.groups.iter().flat_map(|g| g.cells.iter());
                let missing = step
                    .evidence
                    .links
                    .iter()
                    .flat_map(|l| [l.from.cell, l.to.cell])
                    .chain(group_cells)
                    .find(|cell| !why.contains(&cell.to_string()));
                if let Some(cell) = missing {
                    unnamed += 1;
                    if unnamed <= 5 {
                        eprintln!("{} leaves out {cell}: {why}", step.technique.name());
                    }
                }
            }
            c.apply(step);
        }
    }
    println!("{puzzles} puzzles, {steps} steps");
    for (t, n) in Technique::ALL.iter().zip(counts) {
        if n > 0 {
            println!("{:>7}  {} ({})", n, t.name(), t.code());
        }
    }
    println!("steps placing more than one digit: {multi}");
    println!("chain steps (with links): {chain_steps}, whose summary and walk leave out a cell of a link or group: {unnamed}");
    println!("chain steps through a grouped node: {grouped}");
    println!("guesses: {guesses}, taken while a technique had a step: {early_guesses}");
}
