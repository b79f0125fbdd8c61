//! What the level and score in the masthead mean ("Hard 4.2"), in a sentence for a tap on
//! them: the scale, and the scores the level's techniques have on it (from solver-core's
//! table, `technique_rating`).

use super::Game;
use solver_core::rating::{technique_rating, Level, Tenths};
use solver_core::Technique;

/// The lowest and highest base score (tenths) of the techniques of `level`.
pub fn score_range(level: Level) -> Option<(u16, u16)> {
    Technique::ALL
        .iter()
        .map(|&t| technique_rating(t))
        .filter(|&(l, _)| l == level)
        .fold(None, |range, (_, s)| match range {
            None => Some((s, s)),
            Some((lo, hi)) => Some((lo.min(s), hi.max(s))),
        })
}

/// The sentence for `level`: what its techniques score; chains score more the longer they
/// are, so the levels with chains have no top.
pub fn level_sentence(level: Level) -> String {
    let scale = "The number scores the puzzle's hardest step on Sudoku Explainer's scale, \
                 from 1.0 (the last cell of a house) to 10.0 (only guessing works).";
    let range = match (level, score_range(level)) {
        (Level::NeedsGuessing, _) => "Guessing: techniques alone do not solve it.".to_string(),
        (Level::Expert | Level::Extreme, Some((lo, _))) => format!(
            "{level} puzzles need a step that scores {} or more (longer chains score more).",
            Tenths(lo)
        ),
        (_, Some((lo, hi))) => format!(
            "{level} puzzles' hardest steps score {} to {}.",
            Tenths(lo),
            Tenths(hi)
        ),
        (_, None) => String::new(),
    };
    format!("{range} {scale}")
}

impl Game {
    /// What the masthead's level means, once the puzzle is rated.
    pub fn level_note(&self) -> Option<String> {
        match &self.rating {
            Some(Ok(r)) => Some(level_sentence(r.level)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_says_what_its_scores_are() {
        assert_eq!(score_range(Level::Easy), Some((10, 25)));
        let hard = level_sentence(Level::Hard);
        assert!(
            hard.starts_with("Hard puzzles' hardest steps score 3.2 to 5.6."),
            "{hard}"
        );
        assert!(level_sentence(Level::Expert).contains("4.3 or more"));
        assert!(level_sentence(Level::NeedsGuessing).starts_with("Guessing: "));
        for level in Level::ALL {
            assert!(
                level_sentence(level).contains("Sudoku Explainer"),
                "{level}"
            );
        }
    }
}
