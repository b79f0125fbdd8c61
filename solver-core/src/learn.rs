//! Learn: a lesson per technique the coach gives, worked examples from a shipped bank, drills
//! made from the generator (the bank when a technique is too rare to find in time), and the
//! check of a player's move against every instance of the technique in the position.
//!
//! A drill is HoDoKu's "learning mode": a puzzle whose solution path needs the technique,
//! played along that path up to the position just before the first step of the technique.
//! There, the technique is the simplest step the coach gives ([`crate::logic::next_step_with`]).

mod bank;
mod lessons;
mod sources;
mod variant;

pub use bank::{bank_line, exercise_at, lines as bank_lines, BANK};
pub use lessons::{family, lesson, lessons, listed, Family, Lesson, NEVER_SIMPLEST};
pub use sources::{drill_tries, DrillSource};

use crate::digit::Digit;
use crate::generator::{generate, Options};
use crate::geometry::{Candidate, Cell};
use crate::grid::Grid;
use crate::logic::{all_steps, path, Candidates, Notation, Position, Settings, Step, Technique};
use crate::solver::solve;

/// A position to learn from: the puzzle, the position just before the step, and the step.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Exercise {
    /// The technique this exercise is about.
    pub technique: Technique,
    /// The puzzle, with one solution.
    pub givens: Grid,
    /// The digits and candidates just before the step.
    pub position: Position,
    /// The step the coach gives there (its technique is `technique`).
    pub step: Step,
    /// How the position was made: `generated: seed 1234`, `bank: top1465 #312 step 14`.
    pub source: String,
}

/// A player's move in a drill.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Attempt {
    /// A digit placed in a cell.
    Place {
        /// Where.
        cell: Cell,
        /// What.
        digit: Digit,
    },
    /// Candidates removed.
    Remove {
        /// The removed candidates.
        removed: Vec<Candidate>,
    },
}

/// What the check says about an [`Attempt`].
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Verdict {
    /// The move the technique makes (any instance of it in the position).
    Right,
    /// A removal the technique does not give.
    DoesNotFollow {
        /// The first such removal.
        candidate: Candidate,
    },
    /// Right so far, `count` removals missing.
    Missing {
        /// How many removals of the instance are missing.
        count: usize,
    },
    /// A digit the technique does not place there.
    WrongPlacement {
        /// Where.
        cell: Cell,
        /// What.
        digit: Digit,
    },
    /// No move made.
    Nothing,
}

impl Verdict {
    /// The verdict in plain words, cells written in `n`.
    pub fn message(&self, n: Notation) -> String {
        match *self {
            Verdict::Right => "Right: that is the move.".into(),
            Verdict::DoesNotFollow { candidate } => format!(
                "{} can still go in {}: that removal does not follow.",
                candidate.digit,
                n.cell(candidate.cell)
            ),
            Verdict::Missing { count: 1 } => "These removals are right, one is missing.".into(),
            Verdict::Missing { count } => {
                format!("These removals are right, {count} are missing.")
            }
            Verdict::WrongPlacement { cell, digit } => {
                format!("This step does not place {digit} in {}.", n.cell(cell))
            }
            Verdict::Nothing => "Place a digit or remove candidates first.".into(),
        }
    }
}

/// The verdict in plain words for the player of `exercise`: as [`Verdict::message`], but a
/// removal that does not follow is told apart by the solution: "6 can still go in r3c8" when
/// 6 is the cell's digit, "Nothing here rules out 6 in r3c8 yet" when it is not.
pub fn feedback(exercise: &Exercise, verdict: &Verdict, n: Notation) -> String {
    match *verdict {
        Verdict::DoesNotFollow { candidate }
            if solve(&exercise.givens)
                .is_some_and(|s| s.get(candidate.cell) != Some(candidate.digit)) =>
        {
            format!(
                "Nothing here rules out {} in {} yet: that removal does not follow.",
                candidate.digit,
                n.cell(candidate.cell)
            )
        }
        _ => verdict.message(n),
    }
}

/// What the coach assumes in a drill: the givens have one solution.
const UNIQUE: Settings = Settings {
    assume_unique: true,
};

/// The candidates of `position` as the engine reads them.
pub fn candidates_of(position: &Position) -> Candidates {
    Candidates::from_marks(&position.digits, position.candidates.as_array())
}

/// The worked examples of `t`: the first positions of the shipped bank for it.
pub fn examples(t: Technique) -> Vec<Exercise> {
    bank::positions(t).take(EXAMPLES).collect()
}

/// Every bank position of `t` that still reads as an exercise of `t` (the tests check that
/// this is every bank line of `t`, [`bank_lines`]).
pub fn bank(t: Technique) -> Vec<Exercise> {
    bank::positions(t).collect()
}

/// How many worked examples a lesson shows.
pub const EXAMPLES: usize = 3;

/// A drill for `t`: from the generator (a puzzle whose path needs `t`, seeded by `seed`,
/// within [`drill_tries`]), else a bank position picked by `seed`. The same seed gives the
/// same exercise. `None` for [`Technique::Guess`] and for a technique with neither.
pub fn drill(t: Technique, seed: u64) -> Option<Exercise> {
    if t == Technique::Guess {
        return None;
    }
    if let DrillSource::Generated { tries } = drill_tries(t) {
        if let Some(e) = generated(t, seed, tries) {
            return Some(e);
        }
    }
    from_bank(t, seed)
}

/// A bank drill: the bank position `seed` picks; after one round through the bank, that
/// position relabelled and reshuffled by `seed` ([`variant`]), when the coach's simplest step
/// there is still of `t`.
fn from_bank(t: Technique, seed: u64) -> Option<Exercise> {
    let bank: Vec<&'static str> = bank::lines(t).collect();
    let len = u64::try_from(bank.len()).ok().filter(|&n| n > 0)?;
    let pick = usize::try_from(seed % len).ok()?;
    let e = bank.get(pick).and_then(|line| bank::parse(line))?;
    if seed < len {
        return Some(e);
    }
    let source = format!("{}, relabelled and reshuffled by seed {seed}", e.source);
    variant::dressed(&e, seed)
        .and_then(|(givens, position)| exercise_at(t, givens, position, source))
        .or(Some(e))
}

/// A generated drill: the puzzle `generate` makes for `t` from `seed`, played along its path
/// to the position before the first step of `t`.
fn generated(t: Technique, seed: u64, max_tries: u32) -> Option<Exercise> {
    let options = Options {
        technique: Some(t),
        max_tries,
        ..Options::default()
    };
    let puzzle = generate(seed, &options).ok()?.puzzle;
    let p = path(&puzzle);
    let at = p.steps.into_iter().find(|s| s.step.technique == t)?;
    Some(Exercise {
        technique: t,
        givens: puzzle,
        position: at.before,
        step: at.step,
        source: format!("generated: seed {seed}"),
    })
}

/// The techniques whose steps count as the move of an exercise of `t`: those of its lesson
/// (a hidden single in a box or in a line).
fn same_lesson(t: Technique) -> Vec<Technique> {
    let taught = lesson(t).map(|l| l.technique);
    Technique::ALL
        .into_iter()
        .filter(|&u| u == t || (taught.is_some() && lesson(u).map(|l| l.technique) == taught))
        .collect()
}

/// Checks `attempt` in `exercise`'s position: right if it is the placement or exactly the
/// removals of any instance of the technique there.
pub fn check(exercise: &Exercise, attempt: &Attempt) -> Verdict {
    let c = candidates_of(&exercise.position);
    let mut instances: Vec<Step> = same_lesson(exercise.technique)
        .into_iter()
        .flat_map(|t| all_steps(&c, t, &UNIQUE))
        .collect();
    instances.push(exercise.step.clone());
    match attempt {
        Attempt::Place { cell, digit } => {
            let placed = Candidate {
                cell: *cell,
                digit: *digit,
            };
            if instances.iter().any(|s| s.placements.contains(&placed)) {
                Verdict::Right
            } else {
                Verdict::WrongPlacement {
                    cell: *cell,
                    digit: *digit,
                }
            }
        }
        Attempt::Remove { removed } => {
            check_removals(&c, &exercise.givens, &instances, removed.clone())
        }
    }
}

/// The verdict on removing `removed` (the candidates not in `c` are ignored).
fn check_removals(
    c: &Candidates,
    givens: &Grid,
    instances: &[Step],
    mut removed: Vec<Candidate>,
) -> Verdict {
    removed.retain(|&x| c.has(x));
    removed.sort();
    removed.dedup();
    if removed.is_empty() {
        return Verdict::Nothing;
    }
    let solution = solve(givens);
    if let Some(&candidate) = removed
        .iter()
        .find(|x| solution.is_some_and(|s| s.get(x.cell) == Some(x.digit)))
    {
        return Verdict::DoesNotFollow { candidate };
    }
    let sets: Vec<Vec<Candidate>> = instances
        .iter()
        .map(|s| {
            let mut e = s.eliminations.clone();
            e.sort();
            e
        })
        .collect();
    if sets.contains(&removed) {
        return Verdict::Right;
    }
    let missing = sets
        .iter()
        .filter(|e| removed.iter().all(|x| e.contains(x)))
        .map(|e| e.len() - removed.len())
        .min();
    if let Some(count) = missing {
        return Verdict::Missing { count };
    }
    // The instance that gives most of the removals; the first removal it does not give.
    let best = sets.iter().max_by_key(|e| {
        (
            removed.iter().filter(|x| e.contains(x)).count(),
            usize::MAX - e.len(),
        )
    });
    removed
        .iter()
        .find(|x| best.is_none_or(|e| !e.contains(x)))
        .or(removed.first())
        .map_or(Verdict::Nothing, |&candidate| Verdict::DoesNotFollow {
            candidate,
        })
}
