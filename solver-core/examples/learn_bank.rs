//! Makes Learn's bank, `solver-core/src/learn/bank.txt`:
//!
//! `cargo run --release -p solver-core --example learn_bank > solver-core/src/learn/bank.txt`
//!
//! Walks the solution paths of the puzzle files in `data/` (see `data/README.md` for their
//! sources) in order and keeps, per technique, the position before its first step in a
//! puzzle, until the technique has its quota: [`learn::EXAMPLES`] for a technique whose drills
//! are generated, [`BANK_DRILLS`] for one whose drills come from the bank alone. Techniques
//! still short then get puzzles from the generator (`Options { technique, .. }`, seeds 1, 2,
//! … up to [`GENERATE_SEEDS`]: a count, not a time, so that the bank is the same on any
//! machine and under any load). Every kept position is checked: the coach's simplest step
//! there is of its technique. A summary goes to stderr.

use solver_core::generator::{generate, Options};
use solver_core::learn::{self, bank_line, drill_tries, exercise_at, DrillSource};
use solver_core::logic::{path, Technique};
use solver_core::{count_solutions, Grid};
use std::collections::HashSet;

/// Positions a bank-only technique gets: at least 20 distinct drills.
const BANK_DRILLS: usize = 24;
/// The generator's seeds per technique still short after the data files.
const GENERATE_SEEDS: u64 = 120;
/// The data files, with their short names in the sources.
const FILES: [(&str, &str); 4] = [
    ("data/puzzles3_magictour_top1465.txt", "top1465"),
    ("data/puzzles6_forum_hardest_1106.txt", "forum-hardest-1106"),
    ("data/puzzles2_17_clue.txt", "17-clue"),
    (
        "data/puzzles5_forum_hardest_1905_11+.txt",
        "forum-hardest-1905",
    ),
];

fn quota(t: Technique) -> usize {
    match drill_tries(t) {
        DrillSource::Generated { .. } => learn::EXAMPLES,
        DrillSource::Bank => BANK_DRILLS,
    }
}

struct Bank {
    lines: Vec<Vec<String>>,
    /// The positions kept, as their digits and candidates.
    seen: HashSet<String>,
}

impl Bank {
    fn short(&self, t: Technique) -> bool {
        t != Technique::Guess && self.lines[t as usize].len() < quota(t)
    }

    /// Keeps the position before the first step of each short technique in `puzzle`'s path.
    fn take(&mut self, puzzle: &Grid, source: &str) {
        let p = path(puzzle);
        let mut seen = Vec::new();
        for (k, s) in p.steps.into_iter().enumerate() {
            let t = s.step.technique;
            if seen.contains(&t) || !self.short(t) {
                continue;
            }
            seen.push(t);
            let at = format!("{source} step {}", k + 1);
            let key = format!("{} {:?}", s.before.digits, s.before.candidates.as_array());
            if !self.seen.insert(key) {
                eprintln!("skipped {at}: a position seen before");
                continue;
            }
            match exercise_at(t, *puzzle, s.before, at.clone()) {
                Some(e) => self.lines[t as usize].push(bank_line(&e)),
                None => eprintln!("skipped {at}: the coach's step there is not {t:?}"),
            }
        }
    }
}

fn main() {
    let mut bank = Bank {
        lines: vec![Vec::new(); Technique::ALL.len()],
        seen: HashSet::new(),
    };
    for (file, name) in FILES {
        let Ok(text) = std::fs::read_to_string(file) else {
            eprintln!("cannot read {file} (run from the repository root)");
            return;
        };
        let puzzles = text
            .lines()
            .filter(|l| !l.starts_with('#') && l.len() >= 81);
        for (i, line) in puzzles.enumerate() {
            if let Ok(g) = Grid::parse_line_prefix(line) {
                if count_solutions(&g, 2) == 1 {
                    bank.take(&g, &format!("{name} #{}", i + 1));
                }
            }
        }
        eprintln!(
            "after {name}: {} positions",
            bank.lines.iter().map(Vec::len).sum::<usize>()
        );
    }
    for t in Technique::ALL {
        for seed in 1..=GENERATE_SEEDS {
            if !bank.short(t) {
                break;
            }
            let options = Options {
                technique: Some(t),
                max_tries: 500,
                ..Options::default()
            };
            if let Ok(g) = generate(seed, &options) {
                bank.take(&g.puzzle, &format!("generator seed {seed} technique {t:?}"));
            }
        }
    }
    println!("# Learn's bank: technique, givens, digits, candidates (729), source. Made by");
    println!("# cargo run --release -p solver-core --example learn_bank > solver-core/src/learn/bank.txt");
    println!("# from the puzzle files of data/ (data/README.md) and the generator (seeded).");
    for t in Technique::ALL {
        for line in &bank.lines[t as usize] {
            println!("{line}");
        }
        eprintln!("{t:?}: {} of {}", bank.lines[t as usize].len(), quota(t));
    }
}
