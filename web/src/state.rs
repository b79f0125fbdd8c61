//! The page's state as a reducer: `Game` and the `Action`s that change it.
//!
//! Pure: no DOM, no worker, no storage. Side effects (calling the engine, writing the address)
//! live in components and effects, so `cargo test -p web` runs this natively.

use crate::engine::EngineError;
use crate::protocol::Response;
use solver_core::{Cell, CellSet, Digit, Grid};
use std::rc::Rc;
use yew::Reducible;

/// How a message reads: as news, a success or a problem.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Neutral news.
    Info,
    /// Something worked.
    Success,
    /// Something is wrong; the text says what.
    Problem,
}

/// A message shown next to the grid, in a live region.
#[derive(Clone, PartialEq, Debug)]
pub struct Message {
    /// Its tone.
    pub tone: Tone,
    /// Its text (plain text, never rendered as HTML).
    pub text: String,
}

impl Message {
    fn new(tone: Tone, text: impl Into<String>) -> Option<Message> {
        Some(Message {
            tone,
            text: text.into(),
        })
    }
}

/// Everything the page shows.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Game {
    /// The puzzle being entered: its digits are givens.
    pub puzzle: Grid,
    /// The solution, once the engine has found it for this very puzzle.
    pub solution: Option<Grid>,
    /// The cell with the keyboard focus.
    pub selected: Option<Cell>,
    /// The latest message.
    pub message: Option<Message>,
    /// Whether the engine is working for us.
    pub busy: bool,
}

/// What can happen to a [`Game`].
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    /// Select a cell.
    Select(Cell),
    /// Move the selection by rows and columns, wrapping around the edges.
    Move(i8, i8),
    /// Put a digit in the selected cell, or empty it.
    Enter(Option<Digit>),
    /// Replace the puzzle (a paste, a link, the text box); `source` says where it came from.
    Load {
        /// The new puzzle.
        puzzle: Grid,
        /// "the link", "the pasted text", …
        source: &'static str,
    },
    /// Something the user gave us was not a puzzle; the game stays as it is.
    Reject(String),
    /// The engine was asked to solve.
    SolveStarted,
    /// The engine answered for `puzzle`.
    SolveFinished {
        /// The puzzle that was asked about: an answer for an older puzzle is dropped.
        puzzle: Grid,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// Empty the grid.
    Clear,
}

impl Game {
    /// The cells whose digit clashes with a peer's.
    pub fn conflicts(&self) -> CellSet {
        self.puzzle.conflicts()
    }
}

impl Reducible for Game {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Select(cell) => next.selected = Some(cell),
            Action::Move(dr, dc) => {
                let from = self.selected.unwrap_or(Cell::from_index(0));
                let row = (from.row() as i8 + dr).rem_euclid(9) as usize;
                let col = (from.col() as i8 + dc).rem_euclid(9) as usize;
                next.selected = Cell::at(row, col).or(self.selected);
            }
            Action::Enter(digit) => {
                let Some(cell) = self.selected else {
                    return self;
                };
                if self.puzzle.get(cell) == digit && self.solution.is_none() {
                    return self;
                }
                next.puzzle.set(cell, digit);
                next.solution = None;
                next.message = None;
            }
            Action::Load { puzzle, source } => {
                next.puzzle = puzzle;
                next.solution = None;
                next.message = Message::new(
                    Tone::Info,
                    format!(
                        "Loaded the puzzle from {source}: {} givens.",
                        puzzle.filled_count()
                    ),
                );
            }
            Action::Reject(why) => next.message = Message::new(Tone::Problem, why),
            Action::SolveStarted => {
                let conflicts = self.conflicts();
                if !conflicts.is_empty() {
                    let cells: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
                    next.message = Message::new(
                        Tone::Problem,
                        format!("The givens break the rules: {} clash.", cells.join(", ")),
                    );
                } else {
                    next.busy = true;
                    next.message = Message::new(Tone::Info, "Solving…");
                }
            }
            Action::SolveFinished { puzzle, result } => {
                next.busy = false;
                if puzzle != self.puzzle {
                    return Rc::new(next);
                }
                let (solution, message) = match result {
                    Ok(Response::Solved { solution: None, .. }) => (
                        None,
                        Message::new(
                            Tone::Problem,
                            "This puzzle has no solution. Check the givens.",
                        ),
                    ),
                    Ok(Response::Solved {
                        solution: Some(s),
                        count: 1,
                    }) => (
                        Some(s),
                        Message::new(Tone::Success, "Solved. The solution is unique."),
                    ),
                    Ok(Response::Solved {
                        solution: Some(s), ..
                    }) => (
                        Some(s),
                        Message::new(
                            Tone::Info,
                            "This puzzle has more than one solution; here is one of them.",
                        ),
                    ),
                    Ok(Response::Invalid { message }) | Err(EngineError::Failed(message)) => (
                        None,
                        Message::new(Tone::Problem, format!("The engine failed: {message}")),
                    ),
                    Err(EngineError::Cancelled) => (None, Message::new(Tone::Info, "Cancelled.")),
                };
                next.solution = solution;
                next.message = message;
            }
            Action::Clear => {
                next.puzzle = Grid::EMPTY;
                next.solution = None;
                next.message = None;
            }
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reduce(game: Game, action: Action) -> Game {
        (*Rc::new(game).reduce(action)).clone()
    }

    #[test]
    fn a_rejected_paste_keeps_the_grid() {
        let puzzle: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
        let game = reduce(
            Game::default(),
            Action::Load {
                puzzle,
                source: "the link",
            },
        );
        let game = reduce(
            game,
            Action::Reject("a grid has 81 cells, this has only 80".into()),
        );
        assert_eq!(game.puzzle, puzzle);
        assert_eq!(game.message.as_ref().map(|m| m.tone), Some(Tone::Problem));
    }

    #[test]
    fn conflicting_givens_are_not_sent_to_the_engine() {
        let puzzle: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        let game = reduce(
            Game::default(),
            Action::Load {
                puzzle,
                source: "the link",
            },
        );
        let game = reduce(game, Action::SolveStarted);
        assert!(!game.busy);
        assert!(game.message.unwrap().text.contains("r1c1, r1c2"));
    }

    #[test]
    fn a_stale_answer_is_dropped() {
        let game = reduce(Game::default(), Action::SolveStarted);
        assert!(game.busy);
        let game = reduce(game, Action::Select(Cell::from_index(0)));
        let game = reduce(game, Action::Enter(Digit::new_checked(4)));
        let answer = Action::SolveFinished {
            puzzle: Grid::EMPTY,
            result: Ok(Response::Solved {
                solution: solver_core::solve(&Grid::EMPTY),
                count: 2,
            }),
        };
        let game = reduce(game, answer);
        assert!(!game.busy);
        assert_eq!(game.solution, None);
    }

    #[test]
    fn moves_wrap() {
        let game = reduce(Game::default(), Action::Move(-1, -1));
        assert_eq!(
            game.selected.map(|c| c.to_string()).as_deref(),
            Some("r9c9")
        );
    }
}
