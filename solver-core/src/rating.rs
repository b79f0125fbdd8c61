//! Difficulty rating: a named [`Level`] and a score on Sudoku Explainer's scale.
//!
//! The puzzle is solved with [`crate::logic`], simplest step first; its score is the score of
//! the hardest step (Sudoku Explainer's "ER"), and its level the highest level of any step;
//! the table of levels and scores is [`crate::logic::score`].

pub use crate::logic::score::{step_score_tenths, technique_rating, Level};

use crate::logic::{self, Outcome, Step, Technique};
use crate::{grid::Grid, solver};
use std::fmt;

/// A puzzle's difficulty.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rating {
    /// The named level.
    pub level: Level,
    /// The score of the hardest step on Sudoku Explainer's scale (one decimal).
    pub score: f32,
    /// The technique of the hardest step (the first one, if several tie).
    pub hardest: Technique,
    /// How many steps of each technique the path took, in [`Technique::ALL`] order; techniques
    /// not used are left out.
    pub counts: Vec<(Technique, usize)>,
    /// The path's length.
    pub steps: usize,
}

impl Rating {
    /// The score in tenths ("4.2" is 42), to be written as [`Tenths`] does.
    pub fn tenths(&self) -> Tenths {
        Tenths::of(self.score)
    }
}

/// A score in tenths of Sudoku Explainer's scale. Its `Display` writes it with one decimal
/// ("4.2"), the text `format!("{:.1}", score)` gives, in integer arithmetic: the page shows
/// scores without linking the float formatter (about 13 KB of its wasm).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Tenths(pub u16);

impl Tenths {
    /// `x` rounded to tenths as `{:.1}` rounds (an exact tie to even; `x` times ten is exact
    /// in `f64`); a negative or NaN `x` gives 0, one above 6,553.5 saturates.
    pub fn of(x: f32) -> Tenths {
        Tenths((f64::from(x) * 10.0).round_ties_even() as u16)
    }
}

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// Why a grid cannot be rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RateError {
    /// No solution.
    NoSolution,
    /// More than one solution.
    MultipleSolutions,
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RateError::NoSolution => "puzzle has no solution",
            RateError::MultipleSolutions => "puzzle has more than one solution",
        })
    }
}

impl std::error::Error for RateError {}

/// Rates a puzzle with exactly one solution.
pub fn rate(grid: &Grid) -> Result<Rating, RateError> {
    let solution = match solver::solutions(grid) {
        solver::Solutions::None => return Err(RateError::NoSolution),
        solver::Solutions::Multiple(_) => return Err(RateError::MultipleSolutions),
        solver::Solutions::Unique(s) => s,
    };
    let result = logic::solve_with(
        grid,
        Some(&solution),
        &logic::Settings {
            assume_unique: true,
        },
    );
    if result.outcome == Outcome::NoSolution {
        return Err(RateError::NoSolution);
    }
    Ok(rate_path(&result.steps))
}

/// Rates a solution path (as [`crate::logic::solve_logically`] returns it).
pub fn rate_path(steps: &[Step]) -> Rating {
    let mut level = Level::Easy;
    let mut best = 0;
    let mut hardest = Technique::FullHouse;
    let mut counts = [0usize; Technique::ALL.len()];
    for step in steps {
        let (l, _) = technique_rating(step.technique);
        level = level.max(l);
        let score = step_score_tenths(step);
        if score > best {
            best = score;
            hardest = step.technique;
        }
        if let Some(i) = Technique::ALL.iter().position(|&t| t == step.technique) {
            counts[i] += 1;
        }
    }
    Rating {
        level,
        score: f32::from(best) / 10.0,
        hardest,
        counts: Technique::ALL
            .iter()
            .zip(counts)
            .filter(|&(_, n)| n > 0)
            .map(|(&t, n)| (t, n))
            .collect(),
        steps: steps.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_read_as_the_float_formatter_writes_them() {
        // Every score a rating can have, as `rate_path` makes it.
        for t in 0..=200u16 {
            let score = f32::from(t) / 10.0;
            assert_eq!(Tenths::of(score), Tenths(t));
            assert_eq!(Tenths::of(score).to_string(), format!("{score:.1}"));
        }
        // Typed bounds with more decimals round as `{:.1}` does, ties to even included.
        for x in [4.25f32, 4.35, 4.05, 11.95, 1.04, 7.999, 12.0, 1.0] {
            assert_eq!(Tenths::of(x).to_string(), format!("{x:.1}"), "{x}");
        }
        assert_eq!(Tenths::of(-1.0), Tenths(0));
        assert_eq!(Tenths::of(f32::NAN), Tenths(0));
    }
}
