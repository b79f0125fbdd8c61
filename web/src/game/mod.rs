//! The game: the page's state as plain data ([`Game`]) and the reducer that changes it
//! ([`Action`]s). No browser binding anywhere below this module: no DOM, no worker, no
//! storage, no clock, so `cargo test -p web` runs all of it natively.
//!
//! `reduce` only dispatches: each concern has its module, and one exhaustive match (`part`)
//! hands each action to the module's `apply` that takes it.
//! - `entry`: selection, cursor, tools, digits and marks, digit-first entry, edit/play.
//! - `history`: snapshots, undo/redo, checkpoints.
//! - `check`: comparing with the solution, back to the last correct state, Solve.
//! - `coach`: the hint ladder, modern or classic; `walk`: a chain hint line by line.
//! - `steps`: the "Steps" view of the logical path.
//! - `puzzle`: loading, the engine's analysis and rating, generation.
//! - `clock`: the timer.
//! - `settings`: the player's settings (theme, timer, mistake checking, layout switches).
//! - `message`, `sheet`: the message line; the player's digits, marks and colours.
//! - `tabs`: one game open in two tabs (which tab plays it; the other changes nothing).
//! - `learn`: Learn's own state and reducer (lessons, drills, progress); never the game's.

mod action;
mod check;
mod clock;
mod coach;
mod entry;
mod history;
pub mod learn;
mod level;
mod message;
mod puzzle;
pub mod settings;
pub mod sheet;
pub mod starters;
mod steps;
mod tabs;
mod walk;

pub use action::Action;
pub use coach::{Advice, HintNext, HintPress, HintState, LoggedHint};
pub use history::{Checkpoint, Snapshot, CHECKPOINT_LIMIT, CHECKPOINT_NAME_LIMIT, UNDO_LIMIT};
pub use message::{Message, Tone};
pub use settings::{Setting, Settings, Theme};
pub use sheet::Sheet;
pub use steps::StepsView;
pub use tabs::{changes_saved_game, refreshed, Tab};
pub use walk::WalkAt;

use serde::{Deserialize, Serialize};
use solver_core::generator::{Certificate, Method};
use solver_core::{Cell, CellSet, Digit, Grid, Rating};
use std::rc::Rc;
use yew::Reducible;

/// Entering a puzzle (digits become givens) or playing it (givens are locked).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Mode {
    /// Digits typed become givens.
    #[default]
    Edit,
    /// Givens are locked; digits typed are the player's.
    Play,
}

/// What a digit key does in play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Tool {
    /// Place the digit.
    #[default]
    Digit,
    /// Toggle a centre mark. (The serde names are the first versions' spelling, kept so that
    /// what was saved then still reads.)
    #[serde(rename = "Center")]
    Centre,
    /// Toggle a corner mark.
    Corner,
    /// Colour the cell (digit = colour).
    #[serde(rename = "Color")]
    Colour,
    /// Colour a candidate (digit = the candidate): none, first colour, second colour.
    #[serde(rename = "CandidateColor")]
    CandidateColour,
}

/// A question on screen, answered by one of its two buttons.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// "Show the whole solution?" after a press on Solve.
    Solve,
    /// The puzzle just opened has several solutions: open it anyway, or go back?
    Several,
}

/// What the engine said about the current givens.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Analysis {
    /// Not asked yet (or the grid is empty).
    #[default]
    Unknown,
    /// Asked; waiting.
    Pending,
    /// No solution.
    NoSolution,
    /// Exactly one solution.
    Unique,
    /// Two or more.
    Multiple,
}

/// Everything the page shows.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Game {
    /// The saved-game key: the same puzzle resumed keeps its id.
    pub id: String,
    /// The puzzle's givens.
    pub givens: Grid,
    /// The player's digits, marks and colours.
    pub sheet: Sheet,
    /// Edit or play.
    pub mode: Mode,
    /// What digit keys do in play.
    pub tool: Tool,
    /// Selected cells.
    pub selection: CellSet,
    /// The cell with the keyboard focus.
    pub cursor: Option<Cell>,
    /// Whether centre marks are kept as the candidates, cleaned as digits are placed.
    pub auto_candidates: bool,
    /// A digit whose every occurrence is highlighted.
    pub highlight: Option<Digit>,
    /// Digit-first entry: a digit key chooses the digit, then each tapped cell gets it.
    pub digit_first: bool,
    /// In digit-first entry, the digit chosen.
    pub armed: Option<Digit>,
    /// Earlier states, oldest first (shared: copying the game does not copy the history).
    pub undo: Rc<Vec<Snapshot>>,
    /// Undone states, most recently undone last.
    pub redo: Rc<Vec<Snapshot>>,
    /// The solution of the givens, once the engine found it.
    pub solution: Option<Grid>,
    /// What the engine said about the givens.
    pub analysis: Analysis,
    /// Cells found wrong by the last "Check" (until the next change).
    pub mistakes: CellSet,
    /// Seconds of play.
    pub elapsed: u32,
    /// Whether the timer is paused by the player.
    pub paused: bool,
    /// The latest message.
    pub message: Option<Message>,
    /// Whether a new puzzle was asked for and has not arrived.
    pub generating: bool,
    /// How far the generation under way has come: (try, bound on tries).
    pub progress: Option<(u32, u32)>,
    /// The hint on screen.
    pub hint: Option<HintState>,
    /// Every hint given for this game: its words and its technique.
    pub hint_log: Vec<LoggedHint>,
    /// The rating of the givens, once the engine has it.
    pub rating: Option<Result<Rating, String>>,
    /// The certificate of a generated puzzle.
    pub certificate: Option<Certificate>,
    /// Whether the game is practice (a puzzle generated to use one technique), as its save
    /// says: a resumed game has no certificate. See [`Game::is_practice`].
    pub practice: bool,
    /// The "Steps" panel, while it is open.
    pub steps: Option<StepsView>,
    /// Named positions to come back to, oldest first.
    pub checkpoints: Vec<Checkpoint>,
    /// Whether "Solve" or "Steps" filled the grid in this session (the game then does not
    /// count in the statistics).
    pub assisted: bool,
    /// Whether this tab plays the game or another tab does (`tabs`).
    pub tab: Tab,
    /// The player's settings (kept when a game is loaded or resumed).
    pub settings: Settings,
    /// How many times "Check" compared the grid with the solution in this game.
    pub checks: u32,
    /// The question on screen, if any.
    pub question: Option<Question>,
    /// The game a load replaced, until the engine found the new puzzle playable: a puzzle
    /// without a solution gives it back, and Undo returns to it from the new one's start.
    pub previous: Option<Rc<Game>>,
}

impl Game {
    /// Givens and player's digits together.
    pub fn digits(&self) -> Grid {
        self.sheet.digits(&self.givens)
    }

    /// Cells whose digit clashes with a peer's.
    pub fn conflicts(&self) -> CellSet {
        self.digits().conflicts()
    }

    /// Whether the puzzle is complete and breaks no rule (and matches the solution if known).
    pub fn is_solved(&self) -> bool {
        self.givens != Grid::EMPTY
            && self.mode == Mode::Play
            && self.digits().is_solved()
            && self.solution.is_none_or(|s| s == self.digits())
    }

    /// Whether this is a practice game: generated to use one technique (its certificate says
    /// so), or saved as one.
    pub fn is_practice(&self) -> bool {
        self.practice
            || self
                .certificate
                .as_ref()
                .is_some_and(|c| matches!(&c.method, Method::Modern(o) if o.technique.is_some()))
    }

    /// Whether the timer should count.
    pub fn timer_running(&self) -> bool {
        self.mode == Mode::Play
            && !self.paused
            && self.tab == Tab::Here
            && !self.is_solved()
            && self.givens != Grid::EMPTY
    }

    /// Whether Undo has something to take back (a step, or the load of this puzzle).
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || self.previous.is_some()
    }

    /// The level and score as the page shows them ("Hard 3.4"), empty until rated.
    pub fn level_text(&self) -> String {
        match &self.rating {
            Some(Ok(r)) => format!("{} {}", r.level, r.tenths()),
            _ => String::new(),
        }
    }
}

/// A module's part of the reducer: it changes the next game for the actions it knows, given
/// the game before (and hands back an action it does not know: none reaches it, see [`part`]).
type Part = fn(&mut Game, &Game, Action) -> Option<Action>;

/// The part of the reducer that takes `action`: one exhaustive match, so that an action no
/// part takes does not compile.
fn part(action: &Action) -> Part {
    use Action as A;
    match action {
        A::Setting(_) | A::SettingsLoaded(_) => settings_part,
        A::Select { .. }
        | A::Focus(_)
        | A::AddToSelection(_)
        | A::Deselect
        | A::Move { .. }
        | A::Digit(_)
        | A::ToggleDigitFirst
        | A::ApplyArmed
        | A::DigitWith(..)
        | A::Erase
        | A::SetTool(_)
        | A::SetMode(_)
        | A::ToggleAutoCandidates
        | A::Highlight(_)
        | A::HideHint => entry::apply,
        A::Undo
        | A::Redo
        | A::SaveCheckpoint
        | A::RenameCheckpoint(..)
        | A::RestoreCheckpoint(_)
        | A::DeleteCheckpoint(_) => history::apply,
        A::Check | A::UndoToCorrect | A::RevealSolution | A::AskSolve | A::Dismiss => check::apply,
        A::HintReceived { .. }
        | A::HintAdvance
        | A::ApplyHint
        | A::HintFillCandidates
        | A::HintWholeChain => coach::apply,
        A::StepsReceived { .. } | A::StepsGo(_) | A::StepsApply | A::StepsClose => steps::apply,
        A::AssignId(_)
        | A::Clear
        | A::Load { .. }
        | A::BackToPrevious
        | A::Resume(_)
        | A::Restore(_)
        | A::Reject(_)
        | A::Notify(..)
        | A::Expire(_)
        | A::AnalysisStarted(_)
        | A::Analysed { .. }
        | A::Rated { .. }
        | A::GenerateRequested { .. }
        | A::FirstVisit { .. }
        | A::GenerateProgress { .. }
        | A::GeneratedPuzzle { .. } => puzzle::apply,
        A::Tick | A::TogglePause => clock::apply,
        A::Tab(_) => tab_part,
        A::OpenLesson(_) => learn_part,
    }
}

/// A lesson asked for from a hint or a step: Learn's business, not the game's.
fn learn_part(_: &mut Game, _: &Game, _: Action) -> Option<Action> {
    None
}

/// The settings' part of the reducer (here, so that `settings` stays plain data that
/// `action` can name).
fn settings_part(next: &mut Game, _prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Setting(change) => {
            next.settings = next.settings.with(change);
            if let Setting::ClassicCoach(_) = change {
                // The hint on screen came from the other coach.
                next.hint = None;
            }
        }
        Action::SettingsLoaded(settings) => next.settings = settings,
        other => return Some(other),
    }
    None
}

/// The tabs' action; the others are handed back. (The notice under the grid says what the
/// state means; the message line stays as it was.)
fn tab_part(next: &mut Game, _prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Tab(tab) => next.tab = tab,
        other => return Some(other),
    }
    None
}

/// Whether `action` brings in a saved game (`Restore`) or another tab state: the only changes
/// a tab that does not play its game takes.
fn brings_game(action: &Action) -> bool {
    matches!(action, Action::Restore(_) | Action::Tab(_))
}

impl Reducible for Game {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        if action == Action::Tick && !self.timer_running() {
            return self;
        }
        let changes_settings = matches!(action, Action::Setting(_) | Action::SettingsLoaded(_));
        let mut next = (*self).clone();
        let may_bring_game = brings_game(&action);
        let rest = part(&action)(&mut next, &self, action);
        debug_assert!(
            rest.is_none(),
            "an action handed to a part that does not take it"
        );
        // Settings belong to the player, not to the game: a load or a resume keeps them.
        if !changes_settings {
            next.settings = self.settings;
        }
        // The panel shows a path for this game as it was, and a question is about the game
        // as it was: a change of the game closes both.
        if next.givens != self.givens || next.sheet != self.sheet {
            next.steps = None;
            if next.question == self.question {
                next.question = None;
            }
        }
        if let Some(kept) = tabs::refused(&self, &next, may_bring_game) {
            next = kept;
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests;
