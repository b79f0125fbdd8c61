//! The coach's order: at every position of a solution path, the next step is the lowest-scored
//! step any technique reports there, and forcing steps state one conclusion.

use solver_core::logic::{all_steps, next_step_with, Candidates, Settings};
use solver_core::rating::step_score_tenths;
use solver_core::{Grid, Technique};

/// The first puzzles of `tests/data/se_ratings.txt` (top1465 lines 1, 11, 21, ...).
fn puzzles(n: usize) -> Vec<Grid> {
    include_str!("data/se_ratings.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .take(n)
        .map(|l| l.split(' ').next().unwrap_or("").parse().expect("a puzzle"))
        .collect()
}

#[test]
fn the_next_step_is_the_lowest_scored_available() {
    let settings = Settings {
        assume_unique: true,
    };
    let mut checked = 0;
    for grid in puzzles(4) {
        let mut c = Candidates::from_grid(&grid);
        while let Some(step) = next_step_with(&c, &settings) {
            assert_ne!(step.technique, Technique::Guess);
            assert!(step.placements.len() <= 1, "{step:?}");
            let score = step_score_tenths(&step);
            // Singles are many and cheap; compare from the first non-single on.
            if score >= 26 {
                for t in Technique::ALL {
                    for other in all_steps(&c, t, &settings) {
                        assert!(
                            step_score_tenths(&other) >= score,
                            "{:?} ({score}) chosen over {:?} ({})",
                            step.technique,
                            other.technique,
                            step_score_tenths(&other)
                        );
                    }
                }
                checked += 1;
            }
            c.apply(&step);
        }
    }
    assert!(checked >= 20, "{checked} positions checked");
}
