//! The "Steps" view: the logical path of the puzzle, one step at a time on the grid, and
//! making a position of it the game.

use super::message::{failed_call, say};
use super::{Action, Advice, Game, HintState, Sheet, Tone};
use crate::wire::{Answer, LogicPath};
use solver_core::logic::{Hint, Position};
use solver_core::{Cell, Grid};
use std::rc::Rc;

/// The "Steps" panel: a logical solution path and the step on the grid.
#[derive(Clone, PartialEq, Debug)]
pub struct StepsView {
    /// The path (shared: the game is cloned at every action).
    pub path: Rc<LogicPath>,
    /// The step shown: `0..steps.len()`, or `steps.len()` for the end of the path.
    pub at: usize,
}

impl StepsView {
    /// The digits and candidates before the step shown (after the last step at the end).
    pub fn position(&self) -> Position {
        self.path
            .steps
            .get(self.at)
            .map_or(self.path.end, |s| s.before)
    }

    /// The sheet that shows [`StepsView::position`] over `givens`: the placed digits as
    /// entries, the candidates of the empty cells as centre marks.
    pub fn sheet(&self, givens: &Grid) -> Sheet {
        let position = self.position();
        let mut sheet = Sheet::default();
        for cell in Cell::all().filter(|&c| givens.get(c).is_none()) {
            sheet.entries.set(cell, position.digits.get(cell));
            sheet.centre.set(cell, position.candidates.get(cell));
        }
        sheet
    }

    /// The step shown as a hint at its "what" stage, for the grid's highlights.
    pub fn hint(&self) -> Option<HintState> {
        let step = self.path.steps.get(self.at)?;
        Some(HintState {
            position: self.position().digits,
            stage: 3,
            advice: Advice::Modern {
                hint: Box::new(Hint::Step(step.step.clone())),
                explanation: Some(step.explanation.clone()),
                summary: None,
            },
            message: step.line.clone(),
            line: 0,
            whole: true,
        })
    }
}

/// The actions of the "Steps" view; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::StepsReceived { givens, result } => {
            if givens == prev.givens {
                received(next, prev, result);
            }
        }
        Action::StepsGo(n) => {
            if let Some(view) = next.steps.as_mut() {
                view.at = n.min(view.path.steps.len());
            }
        }
        Action::StepsApply => {
            if let Some(view) = prev.steps.clone() {
                make_it_the_game(next, prev, &view);
            }
        }
        Action::StepsClose => next.steps = None,
        other => return Some(other),
    }
    None
}

fn received(next: &mut Game, prev: &Game, result: Answer<Result<LogicPath, String>>) {
    match result {
        Ok(Ok(path)) => {
            let start = if path.from_entries {
                "from your position"
            } else if prev.sheet.entries != Grid::EMPTY {
                "from the givens (a digit of yours is not the solution's)"
            } else {
                "from the givens"
            };
            next.message = say(
                Tone::Info,
                format!("{} steps {start}. {}", path.steps.len(), path.outcome),
            );
            next.hint = None;
            next.steps = Some(StepsView {
                path: Rc::new(path),
                at: 0,
            });
        }
        Ok(Err(why)) => next.message = say(Tone::Problem, format!("No steps: {why}.")),
        Err(error) => {
            if let Some(m) = failed_call("No steps", error) {
                next.message = Some(m);
            }
        }
    }
}

fn make_it_the_game(next: &mut Game, prev: &Game, view: &StepsView) {
    let before = next.snapshot();
    let mut sheet = view.sheet(&prev.givens);
    // Marks only where the path has removed candidates so far; digits always.
    let eliminated = view.path.steps[..view.at]
        .iter()
        .any(|s| !s.step.eliminations.is_empty());
    if !eliminated && prev.sheet.centre.is_empty() {
        sheet.centre = Default::default();
    }
    sheet.corner = prev.sheet.corner;
    sheet.colours = prev.sheet.colours;
    next.sheet = sheet;
    next.steps = None;
    next.hint = None;
    next.assisted |= view.at == view.path.steps.len();
    next.record(before);
    let which = if view.at < view.path.steps.len() {
        format!("The position before step {}", view.at + 1)
    } else {
        "The end of the path".to_string()
    };
    next.message = say(
        Tone::Success,
        format!("{which} is now your game (Undo takes it back)."),
    );
    next.announce_solved(before);
}
