//! Checking against the solution: "Check", "Back to last correct", "Solve", and the
//! announcement when the player completes the grid.

use super::message::{cell_names, say};
use super::{Action, Analysis, Game, Mode, Question, Snapshot, Tone};
use solver_core::{Cell, CellSet, DigitSet, Grid};

/// The checking actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Check => match prev.solution {
            None => next.message = say(Tone::Info, unknown_solution(prev.analysis)),
            Some(solution) => {
                next.checks = prev.checks.saturating_add(1);
                check(next, prev, &solution)
            }
        },
        Action::UndoToCorrect => match prev.solution {
            None => {
                next.message = say(
                    Tone::Info,
                    "The solution is not known yet; try again in a moment.",
                )
            }
            Some(solution) => undo_to_correct(next, &solution),
        },
        Action::RevealSolution => {
            next.question = None;
            reveal(next, prev)
        }
        Action::AskSolve => match (prev.nothing_to_solve(), prev.analysis) {
            (Some(why), _) => next.message = say(Tone::Info, why),
            // No single answer to show: the reason, at once.
            (None, Analysis::NoSolution | Analysis::Multiple) => reveal(next, prev),
            (None, _) => next.question = Some(Question::Solve),
        },
        Action::Dismiss => next.question = None,
        other => return Some(other),
    }
    None
}

fn unknown_solution(analysis: Analysis) -> &'static str {
    match analysis {
        Analysis::NoSolution => {
            "This puzzle has no solution, so there is nothing to check against."
        }
        Analysis::Multiple => "This puzzle has several solutions, so digits cannot be checked.",
        _ => "The solution is not known yet; try again in a moment.",
    }
}

fn check(next: &mut Game, prev: &Game, solution: &Grid) {
    let mut wrong = CellSet::EMPTY;
    let mut marks_wrong = CellSet::EMPTY;
    for cell in Cell::all().filter(|&c| prev.givens.get(c).is_none()) {
        let truth = solution.get(cell);
        if let Some(d) = prev.sheet.entries.get(cell) {
            if truth != Some(d) {
                wrong.insert(cell);
            }
        } else {
            let marks = prev.sheet.centre.get(cell);
            if !marks.is_empty() && truth.is_some_and(|t| !marks.contains(t)) {
                marks_wrong.insert(cell);
            }
        }
    }
    next.mistakes = wrong | marks_wrong;
    next.message = match (wrong.len(), marks_wrong.len()) {
        (0, 0) => say(Tone::Success, "No mistakes so far."),
        (0, _) => say(
            Tone::Problem,
            format!(
                "Your marks exclude the right digit in {}.",
                cell_names(marks_wrong)
            ),
        ),
        (_, 0) => say(
            Tone::Problem,
            format!("Wrong digits in {}.", cell_names(wrong)),
        ),
        _ => say(
            Tone::Problem,
            format!(
                "Wrong digits in {}; your marks exclude the right digit in {}.",
                cell_names(wrong),
                cell_names(marks_wrong)
            ),
        ),
    };
}

fn undo_to_correct(next: &mut Game, solution: &Grid) {
    let steps = next.undo_while(|s: &Snapshot| {
        Cell::all().any(|c| {
            s.sheet
                .entries
                .get(c)
                .is_some_and(|d| solution.get(c) != Some(d))
        })
    });
    next.mistakes = CellSet::EMPTY;
    next.message = say(
        Tone::Info,
        match steps {
            0 => "No wrong digit: nothing to undo.".to_string(),
            1 => "Went back 1 step, to the last state without a wrong digit.".to_string(),
            n => format!("Went back {n} steps, to the last state without a wrong digit."),
        },
    );
}

fn reveal(next: &mut Game, prev: &Game) {
    if let Some(why) = prev.nothing_to_solve() {
        next.message = say(Tone::Info, why);
        return;
    }
    match (prev.analysis, prev.solution) {
        (_, Some(solution)) => {
            next.assisted = true;
            let before = next.snapshot();
            for cell in Cell::all().filter(|&c| prev.givens.get(c).is_none()) {
                next.sheet.entries.set(cell, solution.get(cell));
                next.sheet.centre.set(cell, DigitSet::EMPTY);
                next.sheet.corner.set(cell, DigitSet::EMPTY);
            }
            next.mode = Mode::Play;
            next.record(before);
            next.message = say(
                Tone::Success,
                "Solved. The solution is unique. Undo takes it back.",
            );
        }
        (Analysis::NoSolution, None) => {
            next.message = say(Tone::Problem, no_solution(&prev.givens))
        }
        (Analysis::Multiple, None) => {
            next.message = say(
                Tone::Info,
                "This puzzle has more than one solution, so there is no single answer to show.",
            )
        }
        _ => next.message = say(Tone::Info, "Still solving…"),
    }
}

/// Why `givens` have no solution: the clashing cells, or the plain fact.
pub(super) fn no_solution(givens: &Grid) -> String {
    let clashes = givens.conflicts();
    if clashes.is_empty() {
        "This puzzle has no solution. Check the givens.".to_string()
    } else {
        format!("The givens break the rules: {} clash.", cell_names(clashes))
    }
}

impl Game {
    /// Why "Solve" has nothing to do (an empty grid, a grid already complete and right), or
    /// none: the page then asks the engine. Answered at once, without the engine.
    pub fn nothing_to_solve(&self) -> Option<&'static str> {
        if self.givens == Grid::EMPTY {
            Some("The grid is empty: enter or open a puzzle first, then Solve fills it in.")
        } else if self.digits().is_solved() && self.solution.is_none_or(|s| s == self.digits()) {
            Some("Already solved: there is nothing left to fill in.")
        } else {
            None
        }
    }

    /// Says "Solved in m:ss" when this change completed the grid.
    pub(super) fn announce_solved(&mut self, before: Snapshot) {
        let was = Game {
            givens: before.givens,
            sheet: before.sheet,
            mode: self.mode,
            solution: self.solution,
            ..Game::default()
        };
        if self.is_solved() && !was.is_solved() {
            let (m, s) = (self.elapsed / 60, self.elapsed % 60);
            self.message = say(Tone::Success, format!("Solved in {m}:{s:02}. Well done!"));
        }
    }
}
