//! Whether a simpler step of another technique was available at each position of a path.
//!
//! `cargo run --release -p solver-core --example simpler_steps -- PUZZLES STEPS [LIMIT]`
//! reads a puzzle file and the output of `sudoku steps --rated` over it (from any build), replays
//! each path step by step from the puzzle's full candidates, and at every position whose step
//! scores 5.0 or more asks this build's techniques, one by one, for a step of another
//! technique that scores less. It prints how many such positions there were, by the technique
//! taken and by the simpler one found: run it on the steps of the build before a change and
//! after it to see what the change filled in.

use solver_core::logic::{all_steps, Candidates, Settings, Technique};
use solver_core::rating::{step_score_tenths, technique_rating};
use solver_core::{parse_puzzle_line, Cell, Digit, Pasted};
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(puzzles), Some(steps)) = (args.first(), args.get(1)) else {
        eprintln!("usage: simpler_steps PUZZLES STEPS [LIMIT]");
        return;
    };
    let limit: usize = args
        .get(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    let (Ok(puzzles), Ok(steps)) = (
        std::fs::read_to_string(puzzles),
        std::fs::read_to_string(steps),
    ) else {
        eprintln!("cannot read the files");
        return;
    };
    let starts = puzzles
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| match parse_puzzle_line(l) {
            Ok(Pasted::Grid(g)) => Some(Candidates::from_grid(&g)),
            Ok(Pasted::Pencil(p)) => Some(p.to_candidates()),
            Err(_) => None,
        });
    let paths = steps
        .split_inclusive(['\n'])
        .fold(vec![Vec::new()], |mut acc, line| {
            let line = line.trim_end();
            if matches!(line, "solved" | "stuck" | "guess needed") || line.starts_with("error") {
                acc.push(Vec::new());
            } else if let Some(last) = acc.last_mut() {
                last.push(line.to_string());
            }
            acc
        });
    let settings = Settings {
        assume_unique: true,
    };
    let (mut positions, mut advanced) = (0, 0);
    let mut simpler: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (mut c, path) in starts.zip(paths).take(limit) {
        for line in path {
            positions += 1;
            let score = line
                .split(' ')
                .next()
                .and_then(|s| s.parse::<f32>().ok())
                .map_or(0, |s| (s * 10.0).round() as u16);
            let taken = name_of(&line);
            if score >= 50 {
                advanced += 1;
                if let Some(other) = simpler_than(&c, score, &taken, &settings) {
                    *simpler.entry((taken.clone(), other)).or_default() += 1;
                }
            }
            replay(&mut c, &line);
        }
    }
    let found: usize = simpler.values().sum();
    println!("{positions} positions, {advanced} scoring 5.0 or more, {found} with a simpler step of another technique");
    for ((taken, other), n) in &simpler {
        println!("{n:6}  {taken} <- {other}");
    }
}

/// The technique name of a `sudoku steps --rated` line: the words between the score and the
/// first effect token.
fn name_of(line: &str) -> String {
    line.split(' ')
        .skip(1)
        .take_while(|w| !is_effect(w))
        .collect::<Vec<_>>()
        .join(" ")
}

fn is_effect(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() >= 6 && b[0] == b'r' && b[2] == b'c' && (b[4] == b'=' || b[4] == b'<')
}

/// Applies the effect tokens (`r1c1=5`, `r1c1<>5`) of a step line.
fn replay(c: &mut Candidates, line: &str) {
    for word in line.split(' ').filter(|w| is_effect(w)) {
        let b = word.as_bytes();
        let cell = Cell::at(usize::from(b[1] - b'1'), usize::from(b[3] - b'1'));
        let digit = b
            .last()
            .and_then(|&d| Digit::new_checked(d.wrapping_sub(b'0')));
        if let (Some(cell), Some(digit)) = (cell, digit) {
            if b[4] == b'=' {
                c.place(cell, digit);
            } else {
                c.eliminate(cell, digit);
            }
        }
    }
}

/// The name of a technique other than `taken` with a step that scores less than `score`.
fn simpler_than(c: &Candidates, score: u16, taken: &str, settings: &Settings) -> Option<String> {
    Technique::ALL
        .into_iter()
        .filter(|&t| t != Technique::Guess && t.name() != taken)
        .filter(|&t| technique_rating(t).1 < score)
        .find(|&t| {
            all_steps(c, t, settings)
                .iter()
                .any(|s| step_score_tenths(s) < score)
        })
        .map(|t| t.name().to_string())
}
