//! Finds positions on the logical paths of a puzzle file where the next step is a nice loop
//! through a grouped node: a continuous one (a grouped X-Cycle or Cycle), or a discontinuous
//! one (a grouped AIC whose two ends are one candidate, or two candidates of one cell).
//!
//! `cargo run --release -p solver-core --example grouped_loops -- FILE [PER_KIND]` solves each
//! puzzle without uniqueness techniques and prints, for the first `PER_KIND` (3) steps of each
//! kind (then how many there are), the puzzle's line number, the step's number on the path,
//! its kind, score and effect, and the position before it as a 729-character candidate line.
//! A grouped X-Cycle is seldom the lowest step (a grouped X-Chain through the same links
//! scores less): the first `PER_KIND` positions where one is found at all are printed too.

use solver_core::logic::score::step_score_tenths;
use solver_core::logic::{all_steps, solve_with, Candidates, Settings, Step};
use solver_core::{solver, Grid, PencilGrid, Technique};

/// The kind of grouped nice loop `step` is, if it is one.
fn kind(step: &Step) -> Option<&'static str> {
    if step.evidence.groups.is_empty() {
        return None;
    }
    let links = &step.evidence.links;
    let (first, last) = (links.first()?.from, links.last()?.to);
    match step.technique {
        Technique::NiceLoop if step.evidence.digits.len() == 1 => Some("grouped X-Cycle"),
        Technique::NiceLoop => Some("grouped Cycle"),
        Technique::Aic | Technique::XChain if first == last => Some("discontinuous, one candidate"),
        Technique::Aic if first.cell == last.cell => Some("discontinuous, one cell"),
        _ => None,
    }
}

/// Prints `at`, the step's links, score and effect, then the position `c` before it.
fn show(at: &str, step: &Step, c: &Candidates) {
    println!(
        "{at}, {} links, score {}, {}\n{}",
        step.evidence.links.len(),
        step_score_tenths(step),
        step.effect_tokens(),
        PencilGrid::from_candidates(c).to_candidate_string()
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: grouped_loops FILE [PER_KIND]");
        return;
    };
    let per_kind: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return;
        }
    };
    let mut shown: Vec<(&'static str, usize)> = Vec::new();
    let mut found_x = 0;
    for (number, line) in text.lines().enumerate() {
        let Ok(grid) = Grid::parse_line_prefix(line) else {
            continue;
        };
        let solver::Solutions::Unique(solution) = solver::solutions(&grid) else {
            continue;
        };
        let result = solve_with(&grid, Some(&solution), &Settings::default());
        let mut c = Candidates::from_grid(&grid);
        for (i, step) in result.steps.iter().enumerate() {
            if let Some(k) = kind(step) {
                let at = shown.iter().position(|(name, _)| *name == k);
                let at = at.unwrap_or_else(|| {
                    shown.push((k, 0));
                    shown.len() - 1
                });
                shown[at].1 += 1;
                if shown[at].1 <= per_kind {
                    show(
                        &format!("line {} step {}: {k}", number + 1, i + 1),
                        step,
                        &c,
                    );
                }
            }
            if found_x < per_kind && step_score_tenths(step) >= 65 {
                let loops = all_steps(&c, Technique::NiceLoop, &Settings::default());
                let x = loops.iter().find(|s| kind(s) == Some("grouped X-Cycle"));
                if let Some(x) = x {
                    found_x += 1;
                    let at = format!(
                        "line {} before step {}: a grouped X-Cycle",
                        number + 1,
                        i + 1
                    );
                    show(&at, x, &c);
                }
            }
            c.apply(step);
        }
    }
    for (k, n) in shown {
        println!("{k}: {n} steps");
    }
}
