//! The logical solution path with the position before each step: what the CLI's `steps`
//! prints and the page's "Steps" view walks through.

use super::{solve_logically, Candidates, LogicResult, Outcome, Step, Technique};
use crate::{grid::Grid, marks::Marks};

/// Digits and candidates at one point of a path. (Not a `PencilGrid`: that cannot tell a
/// placed digit from a cell with one candidate left.)
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Position {
    /// The placed digits, givens included.
    pub digits: Grid,
    /// The candidates of the empty cells (none for a filled cell).
    pub candidates: Marks,
}

impl Position {
    /// The position `candidates` holds.
    pub fn of(candidates: &Candidates) -> Position {
        let mut marks = Marks::default();
        for cell in crate::geometry::Cell::all() {
            if candidates.value(cell).is_none() {
                marks.set(cell, candidates.candidates(cell));
            }
        }
        Position {
            digits: candidates.to_grid(),
            candidates: marks,
        }
    }
}

/// One step of a [`Path`] with the position it was found in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PathStep {
    /// The step.
    pub step: Step,
    /// The digits and candidates before it.
    pub before: Position,
}

/// A logical solution path: [`solve_logically`]'s steps, each with the position before it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Path {
    /// The steps in order.
    pub steps: Vec<PathStep>,
    /// The position after the last step.
    pub end: Position,
    /// How the path ended.
    pub outcome: Outcome,
}

impl Path {
    /// The index of the first [`Technique::Guess`] step, if the path needs one.
    pub fn first_guess(&self) -> Option<usize> {
        self.steps
            .iter()
            .position(|s| s.step.technique == Technique::Guess)
    }

    /// How the path ends, in words ("Solved by logic alone in 12 steps.").
    pub fn outcome_text(&self) -> String {
        match (self.outcome, self.first_guess()) {
            (Outcome::Solved, _) => {
                format!("Solved by logic alone in {} steps.", self.steps.len())
            }
            (Outcome::GuessNeeded, Some(at)) => format!(
                "Logic alone runs out at step {}: a guess from the solution (flagged) lets it go on.",
                at + 1
            ),
            (Outcome::Stuck, _) => "No technique applies any more.".into(),
            _ => "The position has no solution.".into(),
        }
    }
}

/// The logical solution path from `start` (see [`solve_logically`]), with the position
/// before each step.
pub fn path(start: &Grid) -> Path {
    let LogicResult { steps, outcome, .. } = solve_logically(start);
    with_positions(Candidates::from_grid(start), steps, outcome)
}

/// The path of `steps` taken from `candidates`, with the position before each step.
pub(crate) fn with_positions(
    mut candidates: Candidates,
    steps: Vec<Step>,
    outcome: Outcome,
) -> Path {
    let mut out = Vec::with_capacity(steps.len());
    for step in steps {
        let before = Position::of(&candidates);
        candidates.apply(&step);
        out.push(PathStep { step, before });
    }
    Path {
        steps: out,
        end: Position::of(&candidates),
        outcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_position_is_the_one_before_its_step() {
        let grid: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("a valid line");
        let p = path(&grid);
        assert_eq!(p.outcome, Outcome::Solved);
        assert_eq!(p.steps[0].before.digits, grid);
        for pair in p.steps.windows(2) {
            let mut c = Candidates::from_grid(&pair[0].before.digits);
            for cell in crate::geometry::Cell::all() {
                if pair[0].before.digits.get(cell).is_none() {
                    for d in crate::digit::Digit::ALL {
                        if !pair[0].before.candidates.get(cell).contains(d) {
                            c.eliminate(cell, d);
                        }
                    }
                }
            }
            c.apply(&pair[0].step);
            assert_eq!(Position::of(&c), pair[1].before);
        }
        assert!(p.end.digits.is_solved());
        assert_eq!(p.first_guess(), None);
        assert!(p.outcome_text().starts_with("Solved by logic alone"));
    }
}
