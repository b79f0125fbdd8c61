//! The puzzle: loading one (a link, a paste, a saved game, a new one from the generator), and
//! what the engine says about it (solvable? unique? its rating).

use super::check::no_solution;
use super::message::{cell_names, say};
use super::{Action, Analysis, Game, Mode, Question, Sheet, Tone};
use crate::wire::{Answer, EngineError, Solved};
use solver_core::generator::Generated;
use solver_core::Grid;
use std::rc::Rc;

/// The puzzle's actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::AssignId(id) => {
            if prev.id.is_empty() {
                next.id = id;
            }
        }
        Action::Clear => clear(next),
        Action::Load {
            id,
            puzzle,
            sheet,
            source,
        } => load(next, prev, id, puzzle, sheet.map(|s| *s), source),
        Action::BackToPrevious => next.back_to_previous(),
        Action::Resume(saved) => resume(next, prev, *saved),
        Action::Restore(saved) => {
            *next = Game {
                tool: prev.tool,
                ..*saved
            }
        }
        Action::Reject(why) => next.message = say(Tone::Problem, why),
        Action::Notify(tone, text) => next.message = say(tone, text),
        Action::Expire(text) => {
            if prev.message.as_ref().is_some_and(|m| m.text == text) {
                next.message = None;
            }
        }
        Action::AnalysisStarted(givens) => {
            if givens == prev.givens {
                next.analysis = Analysis::Pending;
            }
        }
        Action::Analysed { givens, result } => {
            if givens == prev.givens {
                analysed(next, prev, result);
            }
        }
        Action::Rated { givens, result } => {
            if givens == prev.givens {
                next.rating = result.ok();
            }
        }
        Action::GenerateRequested { note } => {
            next.generating = true;
            next.progress = None;
            let text = match note {
                Some(note) => format!("Generating a puzzle… {note}"),
                None => "Generating a puzzle…".to_string(),
            };
            next.message = say(Tone::Info, text);
        }
        Action::FirstVisit { id, puzzle } => {
            let untouched = prev.givens == Grid::EMPTY && prev.sheet == Sheet::default();
            if untouched && !prev.generating {
                *next = Game {
                    message: say(
                        Tone::Success,
                        // The same text as index.html's first paint: the first visit's largest paint stays there.
                        "A Medium puzzle to start with. For another, open the menu: New puzzle.",
                    ),
                    ..loaded(prev, id, puzzle, None, "")
                };
            }
        }
        Action::GenerateProgress { done, of } => {
            if prev.generating {
                next.progress = Some((done, of));
            }
        }
        Action::GeneratedPuzzle { id, result } => generated(next, prev, id, result),
        other => return Some(other),
    }
    None
}

impl Game {
    /// Whether autosave keeps this game: not a puzzle being played that the engine found to
    /// have no solution or several (a puzzle being entered is kept while it is entered).
    pub fn kept_as_game(&self) -> bool {
        !(self.mode == Mode::Play
            && matches!(self.analysis, Analysis::NoSolution | Analysis::Multiple))
    }
}

fn clear(next: &mut Game) {
    let before = next.snapshot();
    match next.mode {
        Mode::Edit => {
            next.givens = Grid::EMPTY;
            next.sheet = Sheet::default();
        }
        Mode::Play => next.sheet = Sheet::default(),
    }
    next.record(before);
    next.message = say(Tone::Info, "Cleared. Undo brings it back.");
}

/// Opens `puzzle`. A game on screen is never replaced by a puzzle that cannot be played:
/// givens that clash are refused at once, and the game is kept until the engine has found the
/// new puzzle playable (see [`analysed`]). With no puzzle on screen, such a puzzle opens, with
/// the reason, to be fixed.
fn load(
    next: &mut Game,
    prev: &Game,
    id: String,
    puzzle: Grid,
    sheet: Option<Sheet>,
    source: &str,
) {
    if prev.givens == Grid::EMPTY {
        return *next = loaded(prev, id, puzzle, sheet, source);
    }
    let clashes = puzzle.conflicts();
    if !clashes.is_empty() {
        next.message = say(
            Tone::Problem,
            format!(
                "Not opened: the givens of {source} break the rules ({} clash). Your game is unchanged.",
                cell_names(clashes)
            ),
        );
        return;
    }
    let kept = Game {
        previous: None,
        question: None,
        ..prev.clone()
    };
    *next = Game {
        previous: Some(Rc::new(kept)),
        ..loaded(prev, id, puzzle, sheet, source)
    };
}

/// A saved game of a pasted puzzle, resumed (the game on screen when it is that game).
fn resume(next: &mut Game, prev: &Game, saved: Game) {
    if saved.id == prev.id {
        next.message = say(Tone::Info, "You are playing this puzzle already.");
    } else {
        *next = Game {
            tool: prev.tool,
            message: say(Tone::Info, "Resumed your saved game of this puzzle."),
            ..saved
        };
    }
}

impl Game {
    /// Back to the game a load replaced (nothing when there is none).
    pub(super) fn back_to_previous(&mut self) {
        if let Some(previous) = self.previous.take() {
            *self = Game {
                tool: self.tool,
                message: say(Tone::Info, "Back to your game."),
                ..(*previous).clone()
            };
        }
    }
}

fn loaded(prev: &Game, id: String, puzzle: Grid, sheet: Option<Sheet>, source: &str) -> Game {
    let mut sheet = sheet.unwrap_or_default();
    sheet.clear_under(&puzzle);
    Game {
        id,
        givens: puzzle,
        sheet,
        mode: if puzzle == Grid::EMPTY {
            Mode::Edit
        } else {
            Mode::Play
        },
        tool: prev.tool,
        message: say(
            Tone::Info,
            format!(
                "Loaded the puzzle from {source}: {} givens.",
                puzzle.filled_count()
            ),
        ),
        ..Game::default()
    }
}

fn analysed(next: &mut Game, prev: &Game, result: Answer<Solved>) {
    let Solved { solution, count } = match result {
        Ok(solved) => solved,
        Err(error) => {
            next.analysis = Analysis::Unknown;
            if let EngineError::Failed(message) = error {
                next.message = say(
                    Tone::Problem,
                    format!("The engine failed: {message}. Your game is safe."),
                );
            }
            return;
        }
    };
    next.solution = if count == 1 { solution } else { None };
    next.analysis = match count {
        0 => Analysis::NoSolution,
        1 => Analysis::Unique,
        _ => Analysis::Multiple,
    };
    if prev.mode == Mode::Play && prev.previous.is_some() {
        match count {
            0 => {
                next.back_to_previous();
                next.message = say(
                    Tone::Problem,
                    "The puzzle you opened has no solution, so it was not opened. Your game is unchanged.",
                );
                return;
            }
            1 => next.previous = None,
            _ => next.question = Some(Question::Several),
        }
    }
    if prev.mode == Mode::Edit || count != 1 {
        next.message = match count {
            0 => say(Tone::Problem, no_solution(&prev.givens)),
            1 => say(Tone::Success, "This puzzle has a unique solution."),
            _ if prev.mode == Mode::Play => say(
                Tone::Info,
                "This puzzle has more than one solution, so it is not kept in Saved games.",
            ),
            _ => say(Tone::Info, "This puzzle has more than one solution."),
        };
    }
}

fn generated(next: &mut Game, prev: &Game, id: String, result: Answer<Result<Generated, String>>) {
    next.generating = false;
    next.progress = None;
    let why = match result {
        Ok(Ok(g)) => return *next = new_puzzle(prev, id, g),
        Ok(Err(why)) => format!("No puzzle: {why}. Your game is unchanged."),
        Err(EngineError::Cancelled) => {
            return next.message = say(Tone::Info, "Generation cancelled. Your game is unchanged.")
        }
        Err(EngineError::Failed(message)) => {
            format!("No puzzle: the engine failed ({message}). Your game is unchanged.")
        }
    };
    next.message = say(Tone::Problem, why);
}

fn new_puzzle(prev: &Game, id: String, g: Generated) -> Game {
    let Generated {
        puzzle,
        solution,
        certificate,
    } = g;
    Game {
        id,
        givens: puzzle,
        mode: Mode::Play,
        tool: prev.tool,
        solution: Some(solution).filter(|_| certificate.unique),
        analysis: if certificate.unique {
            Analysis::Unique
        } else {
            Analysis::Unknown
        },
        rating: certificate.rating.clone().map(Ok),
        message: say(
            Tone::Success,
            format!("New puzzle: {} givens.", puzzle.filled_count()),
        ),
        certificate: Some(certificate),
        ..Game::default()
    }
}
