//! The page's state as a reducer: [`Game`] and the [`Action`]s that change it.
//!
//! Pure: no DOM, no worker, no storage, no clock. Side effects (calling the engine, saving,
//! writing the address, the timer) live in components and effects, so `cargo test -p web` runs
//! all of this natively.

use crate::engine::EngineError;
use crate::protocol::{LogicPath, Position, Response};
use crate::sheet::Sheet;
use serde::{Deserialize, Serialize};
use solver_core::generator::{Certificate, Generated};
use solver_core::logic::{Explanation, Hint, Notation};
use solver_core::{Cell, CellSet, Digit, DigitSet, Grid, Rating};
use std::rc::Rc;
use yew::Reducible;

/// How many undo steps a game keeps.
pub const UNDO_LIMIT: usize = 1000;

/// How a message reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Neutral news.
    Info,
    /// Something worked.
    Success,
    /// Something is wrong; the text says what.
    Problem,
}

/// A message shown next to the grid, in a live region. Plain text, never HTML.
#[derive(Clone, PartialEq, Debug)]
pub struct Message {
    /// Its tone.
    pub tone: Tone,
    /// Its text.
    pub text: String,
}

/// The message for an engine answer that is not the one asked for: `what` ("No hint") and why;
/// none for a cancel (the player asked for it).
fn failed_call(what: &str, result: Result<Response, EngineError>) -> Option<Message> {
    match result {
        Ok(Response::Invalid { message }) | Err(EngineError::Failed(message)) => say(
            Tone::Problem,
            format!("{what}: the engine failed ({message}). Your game is safe."),
        ),
        Err(EngineError::Cancelled) => None,
        Ok(_) => say(
            Tone::Problem,
            format!("{what}: the engine gave an unexpected answer."),
        ),
    }
}

fn say(tone: Tone, text: impl Into<String>) -> Option<Message> {
    Some(Message {
        tone,
        text: text.into(),
    })
}

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
    /// Toggle a centre mark.
    Center,
    /// Toggle a corner mark.
    Corner,
    /// Colour the cell (digit = colour).
    Color,
    /// Colour a candidate (digit = the candidate): none, first colour, second colour.
    CandidateColor,
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

/// The givens and the sheet at one moment: what undo restores.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Snapshot {
    /// The givens.
    pub givens: Grid,
    /// The player's sheet.
    pub sheet: Sheet,
}

/// A position the player saved under a name, to come back to (trial and error).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Its name (the player may change it).
    pub name: String,
    /// The position.
    pub snapshot: Snapshot,
}

/// Checkpoints a game keeps (the oldest go first).
pub const CHECKPOINT_LIMIT: usize = 50;
/// The longest name a checkpoint takes, in characters.
pub const CHECKPOINT_NAME_LIMIT: usize = 60;

/// The hint on screen: how far up the ladder the player has gone.
#[derive(Clone, PartialEq, Debug)]
pub struct HintState {
    /// The givens and digits it was computed for (a change of position drops it).
    pub position: Grid,
    /// 1 nudge, 2 where, 3 what, 4 why.
    pub stage: u8,
    /// The hint.
    pub hint: Hint,
    /// It as one line.
    pub message: String,
    /// The graded explanation, when it is a step.
    pub explanation: Option<Explanation>,
    /// For a hint of the classic coach: which of its lines for this position it is (0, 1, …).
    pub classic_line: Option<u32>,
}

impl HintState {
    /// Whether "Apply" has something to do: not for the classic coach's lines that place
    /// nothing ("No more forced values", "[1-6] admits 579"); Hint shows its next line instead.
    pub fn applicable(&self) -> bool {
        self.classic_line.is_none()
            || matches!(self.hint, Hint::Step(_) | Hint::Solved | Hint::NoSolution)
    }

    /// The text for the current stage.
    pub fn text(&self) -> String {
        match (&self.explanation, self.stage) {
            (Some(e), 1) => e.nudge.clone(),
            (Some(e), 2) => e.pointer.clone(),
            (Some(e), 3) => e.what.clone(),
            (Some(e), _) => format!("{} {}", e.what, e.why),
            (None, _) => self.message.clone(),
        }
    }
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
    /// Earlier states, oldest first.
    pub undo: Vec<Snapshot>,
    /// Undone states, most recently undone last.
    pub redo: Vec<Snapshot>,
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
    /// Engine calls under way.
    pub pending: u32,
    /// How far the generation under way has come: (try, bound on tries).
    pub progress: Option<(u32, u32)>,
    /// The hint on screen.
    pub hint: Option<HintState>,
    /// Every hint given for this game, as text.
    pub hint_log: Vec<String>,
    /// How hints write cells.
    pub notation: Notation,
    /// Hints from SUDOGEN's classic coach instead of the modern techniques.
    pub classic_coach: bool,
    /// The rating of the givens, once the engine has it.
    pub rating: Option<Result<Rating, String>>,
    /// The certificate of a generated puzzle.
    pub certificate: Option<Certificate>,
    /// The "Steps" panel, while it is open.
    pub steps: Option<StepsView>,
    /// Named positions to come back to, oldest first.
    pub checkpoints: Vec<Checkpoint>,
    /// Whether "Solve" or "Steps" filled the grid in this session (the game then does not
    /// count in the statistics).
    pub assisted: bool,
}

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
        for cell in Cell::all() {
            if givens.get(cell).is_none() {
                sheet.entries.set(cell, position.digits.get(cell));
                sheet.center.set(cell, position.candidates.get(cell));
            }
        }
        sheet
    }

    /// The step shown as a hint at its "what" stage, for the grid's highlights.
    pub fn hint(&self) -> Option<HintState> {
        let step = self.path.steps.get(self.at)?;
        Some(HintState {
            position: self.position().digits,
            stage: 3,
            hint: Hint::Step(step.step.clone()),
            message: step.line.clone(),
            explanation: Some(step.explanation.clone()),
            classic_line: None,
        })
    }
}

/// What can happen to a [`Game`].
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    /// Select a cell; `extend` adds it to the selection (Ctrl/Shift).
    Select {
        /// The cell.
        cell: Cell,
        /// Keep the other selected cells.
        extend: bool,
    },
    /// Add a cell to the selection (a mouse drag).
    AddToSelection(Cell),
    /// Select nothing.
    Deselect,
    /// Give the game its saved-game id.
    AssignId(String),
    /// Move the cursor, wrapping around the edges; `extend` keeps the selection.
    Move {
        /// Rows down (negative: up).
        dr: i8,
        /// Columns right (negative: left).
        dc: i8,
        /// Keep the other selected cells.
        extend: bool,
    },
    /// A digit key with the current tool (in digit-first entry: choose that digit).
    Digit(Digit),
    /// Turn digit-first entry on or off.
    ToggleDigitFirst,
    /// In digit-first entry: give the chosen digit to the selected cells (Enter).
    ApplyArmed,
    /// A digit key with a given tool (Shift + digit: corner mark).
    DigitWith(Digit, Tool),
    /// Empty the selected cells.
    Erase,
    /// Choose the tool.
    SetTool(Tool),
    /// Switch between entering and playing.
    SetMode(Mode),
    /// Turn automatic candidates on or off.
    ToggleAutoCandidates,
    /// Highlight every occurrence of a digit (or none).
    Highlight(Option<Digit>),
    /// Undo the last change.
    Undo,
    /// Redo the last undone change.
    Redo,
    /// Go back to the last state without a wrong digit.
    UndoToCorrect,
    /// Compare the player's digits and marks with the solution.
    Check,
    /// Empty the sheet (play) or the whole grid (edit).
    Clear,
    /// A new puzzle (a paste, a link, the text box, a saved game…).
    Load {
        /// Its saved-game id.
        id: String,
        /// The givens.
        puzzle: Grid,
        /// Progress that came with it (a shared link's).
        sheet: Option<Box<Sheet>>,
        /// "the link", "the pasted text", …
        source: &'static str,
    },
    /// A saved game, resumed.
    Restore(Box<crate::storage::SavedGame>),
    /// Something the user gave us was refused; the game stays as it is.
    Reject(String),
    /// News to show.
    Notify(Tone, String),
    /// The engine was asked about these givens.
    AnalysisStarted(Grid),
    /// The engine's answer about `givens` (dropped if the givens changed since).
    Analysed {
        /// The givens asked about.
        givens: Grid,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// Fill in the solution (it must be known).
    RevealSolution,
    /// Some other engine work started (it shows "Cancel").
    WorkStarted,
    /// That work ended.
    WorkFinished,
    /// The engine was asked for a hint.
    HintRequested,
    /// The engine's hint for `position` (givens + digits at the time).
    HintReceived {
        /// The position asked about.
        position: Grid,
        /// For the classic coach: which of its lines for this position was asked for.
        classic_line: Option<u32>,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// One more stage of the hint on screen.
    HintAdvance,
    /// Carry out the hint on screen (placements and eliminations).
    ApplyHint,
    /// Write cells as r1c1 or as SUDOGEN's [1-1].
    SetNotation(Notation),
    /// Take hints from SUDOGEN's classic coach (or the modern one).
    SetClassicCoach(bool),
    /// The engine rated `givens`.
    Rated {
        /// The givens rated.
        givens: Grid,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// The engine was asked for the logical path.
    StepsRequested,
    /// The engine's logical path for `givens`.
    StepsReceived {
        /// The givens it was asked for.
        givens: Grid,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// Show step `n` of the path (the path's length: its end).
    StepsGo(usize),
    /// Put the position before the step shown into the game (one undoable change).
    StepsApply,
    /// Close the "Steps" panel.
    StepsClose,
    /// Keep the current position as a checkpoint ("Checkpoint 1", 2, …).
    SaveCheckpoint,
    /// Rename checkpoint `i`.
    RenameCheckpoint(usize, String),
    /// Go back to checkpoint `i` (one undoable change).
    RestoreCheckpoint(usize),
    /// Forget checkpoint `i`.
    DeleteCheckpoint(usize),
    /// The engine was asked for a new puzzle.
    GenerateRequested,
    /// The generation under way has reached try `done` of at most `of`.
    GenerateProgress {
        /// The try reached.
        done: u32,
        /// The bound on tries.
        of: u32,
    },
    /// The engine's new puzzle (with a fresh saved-game id).
    GeneratedPuzzle {
        /// Its saved-game id.
        id: String,
        /// The answer.
        result: Result<Response, EngineError>,
    },
    /// One second passed with the page visible.
    Tick,
    /// Pause or resume the timer.
    TogglePause,
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

    /// Whether the timer should count.
    pub fn timer_running(&self) -> bool {
        self.mode == Mode::Play && !self.paused && !self.is_solved() && self.givens != Grid::EMPTY
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            givens: self.givens,
            sheet: self.sheet,
        }
    }

    fn restore(&mut self, snapshot: Snapshot) {
        if snapshot.givens != self.givens {
            self.solution = None;
            self.analysis = Analysis::Unknown;
            self.rating = None;
        }
        self.givens = snapshot.givens;
        self.sheet = snapshot.sheet;
        self.hint = None;
    }

    /// Records `before` for undo when the state moved away from it.
    fn record(&mut self, before: Snapshot) {
        if before != self.snapshot() {
            self.undo.push(before);
            if self.undo.len() > UNDO_LIMIT {
                self.undo.remove(0);
            }
            self.redo.clear();
            self.mistakes = CellSet::EMPTY;
            if self
                .hint
                .as_ref()
                .is_some_and(|h| h.position != self.digits())
            {
                self.hint = None;
            }
            if before.givens != self.givens {
                self.solution = None;
                self.analysis = Analysis::Unknown;
                self.rating = None;
                self.certificate = None;
                self.hint_log.clear();
            }
        }
    }

    /// The selected cells, or the cursor's cell.
    fn targets(&self) -> CellSet {
        if self.selection.is_empty() {
            self.cursor.map(CellSet::single).unwrap_or_default()
        } else {
            self.selection
        }
    }

    fn enter(&mut self, digit: Digit, tool: Tool) {
        let cells = self.targets();
        if cells.is_empty() {
            self.message = say(Tone::Info, "Select a cell first.");
            return;
        }
        let before = self.snapshot();
        match (self.mode, tool) {
            (Mode::Edit, _) => {
                for cell in cells.iter() {
                    self.givens.set(cell, Some(digit));
                }
                self.sheet.clear_under(&self.givens);
                self.message = None;
            }
            (Mode::Play, Tool::Digit) => {
                let free: Vec<Cell> = cells
                    .iter()
                    .filter(|&c| self.givens.get(c).is_none())
                    .collect();
                let all_have = free
                    .iter()
                    .all(|&c| self.sheet.entries.get(c) == Some(digit));
                for &cell in &free {
                    self.sheet
                        .entries
                        .set(cell, if all_have { None } else { Some(digit) });
                    if !all_have && self.auto_candidates {
                        self.sheet.clean_peers(cell, digit);
                    }
                }
                self.highlight = Some(digit);
            }
            (Mode::Play, Tool::Center) => {
                self.sheet.toggle_mark(&self.givens, cells, digit, false);
            }
            (Mode::Play, Tool::Corner) => {
                self.sheet.toggle_mark(&self.givens, cells, digit, true);
            }
            (Mode::Play, Tool::CandidateColor) => {
                self.sheet.cycle_candidate_color(&self.givens, cells, digit);
            }
            (Mode::Play, Tool::Color) => {
                let color = digit.get();
                let all_have = cells.iter().all(|c| self.sheet.colors.get(c) == color);
                for cell in cells.iter() {
                    self.sheet
                        .colors
                        .set(cell, if all_have { 0 } else { color });
                }
            }
        }
        self.record(before);
        self.announce_solved(before);
    }

    fn announce_solved(&mut self, before: Snapshot) {
        let was = Game {
            givens: before.givens,
            sheet: before.sheet,
            ..self.clone()
        };
        if self.is_solved() && !was.is_solved() {
            let (m, s) = (self.elapsed / 60, self.elapsed % 60);
            self.message = say(Tone::Success, format!("Solved in {m}:{s:02}. Well done!"));
        }
    }
}

impl Reducible for Game {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Select { cell, extend } => {
                if extend {
                    if let Some(cursor) = next.cursor {
                        next.selection.insert(cursor);
                    }
                    if next.selection.contains(cell) && next.cursor != Some(cell) {
                        next.selection.remove(cell);
                    } else {
                        next.selection.insert(cell);
                    }
                } else {
                    next.selection = CellSet::single(cell);
                }
                next.cursor = Some(cell);
                match self.armed {
                    // Digit first: the tapped cell gets the chosen digit at once.
                    Some(d) if !extend => next.enter(d, self.tool),
                    _ => {
                        if let Some(d) = next.digits().get(cell) {
                            next.highlight = Some(d);
                        }
                    }
                }
            }
            Action::AddToSelection(cell) => {
                if let Some(d) = self.armed {
                    // Digit first: a drag paints the chosen digit on each cell it enters.
                    if !self.selection.contains(cell) {
                        next.selection = CellSet::single(cell);
                        next.enter(d, self.tool);
                    }
                    next.selection = self.selection | CellSet::single(cell);
                } else {
                    next.selection.insert(cell);
                }
                next.cursor = Some(cell);
            }
            Action::Deselect => {
                if self.armed.is_some() {
                    next.armed = None;
                    next.highlight = None;
                } else {
                    next.selection = CellSet::EMPTY;
                }
            }
            Action::ToggleDigitFirst => {
                next.digit_first = !self.digit_first;
                next.armed = None;
            }
            Action::ApplyArmed => {
                if let Some(d) = self.armed {
                    next.enter(d, self.tool);
                }
            }
            Action::AssignId(id) => {
                if self.id.is_empty() {
                    next.id = id;
                }
            }
            Action::Move { dr, dc, extend } => {
                let from = self.cursor.unwrap_or(Cell::from_index(40));
                let row = (from.row() as i8 + dr).rem_euclid(9) as usize;
                let col = (from.col() as i8 + dc).rem_euclid(9) as usize;
                if let Some(cell) = Cell::at(row, col) {
                    next.cursor = Some(cell);
                    if extend {
                        next.selection.insert(from);
                        next.selection.insert(cell);
                    } else {
                        next.selection = CellSet::single(cell);
                    }
                }
            }
            Action::Digit(digit) if self.digit_first => {
                next.armed = if self.armed == Some(digit) {
                    None
                } else {
                    Some(digit)
                };
                next.highlight = next.armed;
            }
            Action::Digit(digit) => next.enter(digit, self.tool),
            Action::DigitWith(digit, tool) => next.enter(digit, tool),
            Action::Erase => {
                let cells = next.targets();
                let before = next.snapshot();
                match next.mode {
                    Mode::Edit => {
                        for cell in cells.iter() {
                            next.givens.set(cell, None);
                        }
                    }
                    Mode::Play => {
                        let free = cells - next.givens.filled();
                        next.sheet.erase(free);
                    }
                }
                next.record(before);
            }
            Action::SetTool(tool) => next.tool = tool,
            Action::SetMode(Mode::Play) if self.mode == Mode::Edit => {
                if self.givens == Grid::EMPTY {
                    next.message = say(Tone::Problem, "Enter or paste a puzzle first.");
                } else if !self.givens.conflicts().is_empty() {
                    next.message = say(
                        Tone::Problem,
                        "The givens break the rules; fix the red cells first.",
                    );
                } else if self.analysis == Analysis::NoSolution {
                    next.message = say(
                        Tone::Problem,
                        "This puzzle has no solution; fix the givens first.",
                    );
                } else {
                    next.mode = Mode::Play;
                    next.message = match self.analysis {
                        Analysis::Multiple => say(
                            Tone::Info,
                            "Playing. Note: this puzzle has more than one solution.",
                        ),
                        _ => say(Tone::Info, "Playing: the givens are locked."),
                    };
                }
            }
            Action::SetMode(mode) => {
                next.mode = mode;
                if mode == Mode::Edit {
                    next.message = say(Tone::Info, "Editing: digits you type become givens.");
                }
            }
            Action::ToggleAutoCandidates => {
                next.auto_candidates = !self.auto_candidates;
                if next.auto_candidates {
                    let before = next.snapshot();
                    next.sheet.fill_candidates(&self.givens);
                    next.record(before);
                }
            }
            Action::Highlight(digit) => next.highlight = digit,
            Action::Undo => match next.undo.pop() {
                Some(snapshot) => {
                    next.redo.push(next.snapshot());
                    next.restore(snapshot);
                    next.mistakes = CellSet::EMPTY;
                }
                None => next.message = say(Tone::Info, "Nothing to undo."),
            },
            Action::Redo => match next.redo.pop() {
                Some(snapshot) => {
                    next.undo.push(next.snapshot());
                    next.restore(snapshot);
                    next.mistakes = CellSet::EMPTY;
                }
                None => next.message = say(Tone::Info, "Nothing to redo."),
            },
            Action::UndoToCorrect => match self.solution {
                None => {
                    next.message = say(
                        Tone::Info,
                        "The solution is not known yet; try again in a moment.",
                    )
                }
                Some(solution) => {
                    let wrong = |s: &Snapshot| {
                        Cell::all().any(|c| {
                            s.sheet
                                .entries
                                .get(c)
                                .is_some_and(|d| solution.get(c) != Some(d))
                        })
                    };
                    let mut steps = 0;
                    while wrong(&next.snapshot()) {
                        let Some(snapshot) = next.undo.pop() else {
                            break;
                        };
                        next.redo.push(next.snapshot());
                        next.restore(snapshot);
                        steps += 1;
                    }
                    next.mistakes = CellSet::EMPTY;
                    next.message = say(
                        Tone::Info,
                        match steps {
                            0 => "No wrong digit: nothing to undo.".to_string(),
                            1 => "Went back 1 step, to the last state without a wrong digit."
                                .to_string(),
                            n => format!(
                                "Went back {n} steps, to the last state without a wrong digit."
                            ),
                        },
                    );
                }
            },
            Action::Check => match self.solution {
                None => {
                    next.message = say(
                        Tone::Info,
                        match self.analysis {
                            Analysis::NoSolution => {
                                "This puzzle has no solution, so there is nothing to check against."
                            }
                            Analysis::Multiple => {
                                "This puzzle has several solutions, so digits cannot be checked."
                            }
                            _ => "The solution is not known yet; try again in a moment.",
                        },
                    )
                }
                Some(solution) => {
                    let mut wrong = CellSet::EMPTY;
                    let mut marks_wrong = CellSet::EMPTY;
                    for cell in Cell::all() {
                        let truth = solution.get(cell);
                        if let Some(d) = self.sheet.entries.get(cell) {
                            if self.givens.get(cell).is_none() && truth != Some(d) {
                                wrong.insert(cell);
                            }
                        } else if self.givens.get(cell).is_none() {
                            let marks = self.sheet.center.get(cell);
                            if !marks.is_empty() && truth.is_some_and(|t| !marks.contains(t)) {
                                marks_wrong.insert(cell);
                            }
                        }
                    }
                    next.mistakes = wrong | marks_wrong;
                    let names = |set: CellSet| {
                        set.iter()
                            .map(|c| c.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    next.message = match (wrong.len(), marks_wrong.len()) {
                        (0, 0) => say(Tone::Success, "No mistakes so far."),
                        (0, _) => say(
                            Tone::Problem,
                            format!(
                                "Your marks exclude the right digit in {}.",
                                names(marks_wrong)
                            ),
                        ),
                        (_, 0) => say(Tone::Problem, format!("Wrong digits in {}.", names(wrong))),
                        _ => say(
                            Tone::Problem,
                            format!(
                                "Wrong digits in {}; your marks exclude the right digit in {}.",
                                names(wrong),
                                names(marks_wrong)
                            ),
                        ),
                    };
                }
            },
            Action::Clear => {
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
            Action::Load {
                id,
                puzzle,
                sheet,
                source,
            } => {
                let mut sheet = sheet.map(|s| *s).unwrap_or_default();
                sheet.clear_under(&puzzle);
                next = Game {
                    id,
                    givens: puzzle,
                    sheet,
                    mode: if puzzle == Grid::EMPTY {
                        Mode::Edit
                    } else {
                        Mode::Play
                    },
                    tool: self.tool,
                    message: say(
                        Tone::Info,
                        format!(
                            "Loaded the puzzle from {source}: {} givens.",
                            puzzle.filled_count()
                        ),
                    ),
                    ..Game::default()
                };
            }
            Action::Restore(saved) => {
                next = saved.into_game(self.tool);
            }
            Action::Reject(why) => next.message = say(Tone::Problem, why),
            Action::Notify(tone, text) => next.message = say(tone, text),
            Action::AnalysisStarted(givens) => {
                next.pending += 1;
                if givens == self.givens {
                    next.analysis = Analysis::Pending;
                }
            }
            Action::Analysed { givens, result } => {
                next.pending = next.pending.saturating_sub(1);
                if givens != self.givens {
                    return Rc::new(next);
                }
                match result {
                    Ok(Response::Solved { solution, count }) => {
                        next.solution = if count == 1 { solution } else { None };
                        next.analysis = match count {
                            0 => Analysis::NoSolution,
                            1 => Analysis::Unique,
                            _ => Analysis::Multiple,
                        };
                        if self.mode == Mode::Edit || count != 1 {
                            next.message = match count {
                                0 if !givens.conflicts().is_empty() => {
                                    let cells: Vec<String> =
                                        givens.conflicts().iter().map(|c| c.to_string()).collect();
                                    say(
                                        Tone::Problem,
                                        format!(
                                            "The givens break the rules: {} clash.",
                                            cells.join(", ")
                                        ),
                                    )
                                }
                                0 => say(
                                    Tone::Problem,
                                    "This puzzle has no solution. Check the givens.",
                                ),
                                1 => say(Tone::Success, "This puzzle has a unique solution."),
                                _ => say(Tone::Info, "This puzzle has more than one solution."),
                            };
                        }
                    }
                    Ok(
                        Response::Hinted { .. }
                        | Response::Rated { .. }
                        | Response::Generated { .. }
                        | Response::Progress { .. }
                        | Response::Path { .. }
                        | Response::Lab(..),
                    ) => {
                        next.analysis = Analysis::Unknown;
                    }
                    Ok(Response::Invalid { message }) | Err(EngineError::Failed(message)) => {
                        next.analysis = Analysis::Unknown;
                        next.message = say(
                            Tone::Problem,
                            format!("The engine failed: {message}. Your game is safe."),
                        );
                    }
                    Err(EngineError::Cancelled) => next.analysis = Analysis::Unknown,
                }
            }
            Action::RevealSolution => match (self.analysis, self.solution) {
                (_, Some(solution)) => {
                    next.assisted = true;
                    let before = next.snapshot();
                    for cell in Cell::all() {
                        if self.givens.get(cell).is_none() {
                            next.sheet.entries.set(cell, solution.get(cell));
                            next.sheet.center.set(cell, DigitSet::EMPTY);
                            next.sheet.corner.set(cell, DigitSet::EMPTY);
                        }
                    }
                    next.mode = Mode::Play;
                    next.record(before);
                    next.message = say(
                        Tone::Success,
                        "Solved. The solution is unique. Undo takes it back.",
                    );
                }
                (Analysis::NoSolution, None) => {
                    next.message = if self.givens.conflicts().is_empty() {
                        say(
                            Tone::Problem,
                            "This puzzle has no solution. Check the givens.",
                        )
                    } else {
                        let cells: Vec<String> = self
                            .givens
                            .conflicts()
                            .iter()
                            .map(|c| c.to_string())
                            .collect();
                        say(
                            Tone::Problem,
                            format!("The givens break the rules: {} clash.", cells.join(", ")),
                        )
                    }
                }
                (Analysis::Multiple, None) => next.message = say(
                    Tone::Info,
                    "This puzzle has more than one solution, so there is no single answer to show.",
                ),
                _ => next.message = say(Tone::Info, "Still solving…"),
            },
            Action::HintRequested | Action::WorkStarted => next.pending += 1,
            Action::WorkFinished => next.pending = next.pending.saturating_sub(1),
            Action::HintReceived {
                position,
                classic_line,
                result,
            } => {
                next.pending = next.pending.saturating_sub(1);
                if position != self.digits() {
                    return Rc::new(next);
                }
                match result {
                    Ok(Response::Hinted {
                        hint,
                        message,
                        explanation,
                    }) => {
                        let log_text = explanation
                            .as_ref()
                            .map_or(message.clone(), |e| e.what.clone());
                        next.hint_log.push(log_text);
                        next.hint = Some(HintState {
                            position,
                            stage: 1,
                            hint,
                            message,
                            explanation,
                            classic_line,
                        });
                        next.message = None;
                    }
                    other => {
                        if let Some(m) = failed_call("No hint", other) {
                            next.message = Some(m);
                        }
                    }
                }
            }
            Action::HintAdvance => {
                if let Some(h) = next.hint.as_mut() {
                    h.stage = (h.stage + 1).min(4);
                }
            }
            Action::ApplyHint => {
                let Some(h) = self.hint.clone() else {
                    return self;
                };
                let before = next.snapshot();
                match &h.hint {
                    Hint::Step(step) => {
                        let empty_marks = next.sheet.center.is_empty();
                        if empty_marks && !step.eliminations.is_empty() {
                            // Eliminations need marks to act on: write the candidates first.
                            next.sheet.fill_candidates(&self.givens);
                        }
                        for p in &step.placements {
                            if next.givens.get(p.cell).is_none() {
                                next.sheet.entries.set(p.cell, Some(p.digit));
                                next.sheet.center.set(p.cell, DigitSet::EMPTY);
                                next.sheet.corner.set(p.cell, DigitSet::EMPTY);
                                if next.auto_candidates {
                                    next.sheet.clean_peers(p.cell, p.digit);
                                }
                            }
                        }
                        for e in &step.eliminations {
                            let mut m = next.sheet.center.get(e.cell);
                            m.remove(e.digit);
                            next.sheet.center.set(e.cell, m);
                        }
                    }
                    Hint::WrongDigit { cell, .. } => next.sheet.entries.set(*cell, None),
                    Hint::StaleMarks { eliminations } => {
                        for e in eliminations {
                            let mut m = next.sheet.center.get(e.cell);
                            m.remove(e.digit);
                            next.sheet.center.set(e.cell, m);
                        }
                    }
                    _ => {}
                }
                next.hint = None;
                next.record(before);
                next.announce_solved(before);
            }
            Action::SetNotation(notation) => next.notation = notation,
            Action::SetClassicCoach(on) => {
                next.classic_coach = on;
                next.hint = None;
            }
            Action::Rated { givens, result } => {
                next.pending = next.pending.saturating_sub(1);
                if givens == self.givens {
                    next.rating = match result {
                        Ok(Response::Rated { rating }) => Some(rating),
                        _ => None,
                    };
                }
            }
            Action::StepsRequested => next.pending += 1,
            Action::StepsReceived { givens, result } => {
                next.pending = next.pending.saturating_sub(1);
                if givens != self.givens {
                    return Rc::new(next);
                }
                match result {
                    Ok(Response::Path { result: Ok(path) }) => {
                        let start = if path.from_entries {
                            "from your position"
                        } else if self.sheet.entries != Grid::EMPTY {
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
                    Ok(Response::Path { result: Err(why) }) => {
                        next.message = say(Tone::Problem, format!("No steps: {why}."));
                    }
                    other => {
                        if let Some(m) = failed_call("No steps", other) {
                            next.message = Some(m);
                        }
                    }
                }
            }
            Action::StepsGo(n) => {
                if let Some(view) = next.steps.as_mut() {
                    view.at = n.min(view.path.steps.len());
                }
            }
            Action::StepsApply => {
                let Some(view) = self.steps.clone() else {
                    return self;
                };
                let before = next.snapshot();
                let mut sheet = view.sheet(&self.givens);
                // Marks only where the path has removed candidates so far; digits always.
                let eliminated = view.path.steps[..view.at]
                    .iter()
                    .any(|s| !s.step.eliminations.is_empty());
                if !eliminated && self.sheet.center.is_empty() {
                    sheet.center = Default::default();
                }
                sheet.corner = self.sheet.corner;
                sheet.colors = self.sheet.colors;
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
            Action::StepsClose => next.steps = None,
            Action::SaveCheckpoint => {
                let number = self
                    .checkpoints
                    .iter()
                    .filter_map(|c| c.name.strip_prefix("Checkpoint ")?.parse::<usize>().ok())
                    .max()
                    .unwrap_or(0)
                    + 1;
                let name = format!("Checkpoint {number}");
                next.checkpoints.push(Checkpoint {
                    name: name.clone(),
                    snapshot: self.snapshot(),
                });
                if next.checkpoints.len() > CHECKPOINT_LIMIT {
                    next.checkpoints.remove(0);
                }
                next.message = say(
                    Tone::Success,
                    format!("{name} saved: you can come back to it."),
                );
            }
            Action::RenameCheckpoint(i, name) => {
                if let Some(c) = next.checkpoints.get_mut(i) {
                    c.name = name.chars().take(CHECKPOINT_NAME_LIMIT).collect();
                }
            }
            Action::RestoreCheckpoint(i) => {
                if let Some(c) = self.checkpoints.get(i) {
                    let before = next.snapshot();
                    next.restore(c.snapshot);
                    next.record(before);
                    next.message = say(
                        Tone::Info,
                        format!("Back at \"{}\" (Undo returns to where you were).", c.name),
                    );
                }
            }
            Action::DeleteCheckpoint(i) => {
                if i < next.checkpoints.len() {
                    next.checkpoints.remove(i);
                }
            }
            Action::GenerateRequested => {
                next.pending += 1;
                next.progress = None;
                next.message = say(Tone::Info, "Generating a puzzle…");
            }
            Action::GenerateProgress { done, of } => {
                if self.pending > 0 {
                    next.progress = Some((done, of));
                }
            }
            Action::GeneratedPuzzle { id, result } => {
                next.pending = next.pending.saturating_sub(1);
                next.progress = None;
                match result {
                    Ok(Response::Generated {
                        result:
                            Ok(Generated {
                                puzzle,
                                solution,
                                certificate,
                            }),
                    }) => {
                        next = Game {
                            id,
                            givens: puzzle,
                            mode: Mode::Play,
                            tool: self.tool,
                            notation: self.notation,
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
                            pending: next.pending,
                            ..Game::default()
                        };
                    }
                    Ok(Response::Generated { result: Err(why) }) => {
                        next.message = say(
                            Tone::Problem,
                            format!("No puzzle: {why}. Your game is unchanged."),
                        )
                    }
                    Err(EngineError::Cancelled) => {
                        next.message =
                            say(Tone::Info, "Generation cancelled. Your game is unchanged.")
                    }
                    Ok(Response::Invalid { message }) | Err(EngineError::Failed(message)) => {
                        next.message = say(
                            Tone::Problem,
                            format!(
                                "No puzzle: the engine failed ({message}). Your game is unchanged."
                            ),
                        )
                    }
                    Ok(_) => {
                        next.message = say(
                            Tone::Problem,
                            "No puzzle: the engine gave an unexpected answer.",
                        )
                    }
                }
            }
            Action::Tick => {
                if self.timer_running() {
                    next.elapsed = self.elapsed.saturating_add(1);
                }
            }
            Action::TogglePause => next.paused = !self.paused,
        }
        // The panel shows a path for this game as it was: a change of the game closes it.
        if next.givens != self.givens || next.sheet != self.sheet {
            next.steps = None;
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

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn reduce(game: Game, action: Action) -> Game {
        (*Rc::new(game).reduce(action)).clone()
    }

    fn d(n: u8) -> Digit {
        Digit::new_checked(n).unwrap()
    }

    fn cell(name: &str) -> Cell {
        Cell::all().find(|c| c.to_string() == name).unwrap()
    }

    fn playing() -> Game {
        let game = reduce(
            Game::default(),
            Action::Load {
                id: "g".into(),
                puzzle: PUZZLE.parse().unwrap(),
                sheet: None,
                source: "a test",
            },
        );
        reduce(
            game,
            Action::Analysed {
                givens: PUZZLE.parse().unwrap(),
                result: Ok(Response::Solved {
                    solution: SOLUTION.parse().ok(),
                    count: 1,
                }),
            },
        )
    }

    #[test]
    fn givens_are_locked_in_play() {
        let game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c1"),
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(9)));
        assert_eq!(game.digits().get(cell("r1c1")), Some(d(5)));
        assert!(game.undo.is_empty());
    }

    #[test]
    fn undo_redo_round_trip() {
        let game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(4)));
        let game = reduce(
            game,
            Action::Select {
                cell: cell("r1c4"),
                extend: false,
            },
        );
        let game = reduce(game, Action::DigitWith(d(2), Tool::Corner));
        assert!(game.sheet.corner.get(cell("r1c4")).contains(d(2)));
        let r1c3 = cell("r1c3");
        assert_eq!(game.sheet.entries.get(r1c3), Some(d(4)));
        let game = reduce(game, Action::Undo);
        let game = reduce(game, Action::Undo);
        assert_eq!(game.sheet, Sheet::default());
        let game = reduce(game, Action::Redo);
        assert_eq!(game.sheet.entries.get(r1c3), Some(d(4)));
        assert_eq!(game.redo.len(), 1);
    }

    #[test]
    fn steps_show_on_the_grid_and_apply_as_one_undoable_change() {
        let givens: Grid = PUZZLE.parse().unwrap();
        let game = playing();
        let path = crate::protocol::logic_path(&givens, &Grid::EMPTY, Notation::RowColumn)
            .expect("a path");
        let count = path.steps.len();
        let game = reduce(game, Action::StepsRequested);
        let game = reduce(
            game,
            Action::StepsReceived {
                givens,
                result: Ok(Response::Path { result: Ok(path) }),
            },
        );
        assert_eq!(game.pending, 0);
        let view = game.steps.clone().expect("the panel is open");
        assert_eq!(view.at, 0);
        assert_eq!(
            view.sheet(&givens).entries,
            Grid::EMPTY,
            "nothing placed yet"
        );
        assert!(game
            .message
            .as_ref()
            .unwrap()
            .text
            .contains("from the givens"));
        let game = reduce(game, Action::StepsGo(3));
        let view = game.steps.clone().unwrap();
        // Three placements (the path of this easy puzzle starts with singles) are on the grid.
        let placed = view.sheet(&givens).entries.filled_count();
        assert_eq!(placed, 3);
        let hint = view.hint().expect("step 4 as a hint");
        assert_eq!(hint.stage, 3);
        assert_eq!(
            hint.explanation.unwrap().what,
            view.path.steps[3].explanation.what
        );
        assert_eq!(
            reduce(game.clone(), Action::StepsGo(count + 7))
                .steps
                .unwrap()
                .at,
            count
        );
        // Apply: the three digits become the player's, once, undoably; the panel closes.
        let applied = reduce(game.clone(), Action::StepsApply);
        assert!(applied.steps.is_none());
        assert_eq!(applied.sheet.entries.filled_count(), 3);
        assert!(
            applied.sheet.center.is_empty(),
            "no elimination yet: no marks"
        );
        assert_eq!(applied.undo.len(), game.undo.len() + 1);
        assert_eq!(reduce(applied, Action::Undo).sheet, game.sheet);
        // Playing a digit closes the panel (it showed the game as it was).
        let moved = reduce(
            game,
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        assert!(moved.steps.is_some(), "selecting changes nothing");
        let typed = reduce(moved, Action::Digit(d(4)));
        assert!(typed.steps.is_none());
    }

    #[test]
    fn digit_first_entry_gives_the_chosen_digit_to_each_tapped_cell() {
        let game = reduce(playing(), Action::ToggleDigitFirst);
        let game = reduce(game, Action::Digit(d(4)));
        assert_eq!((game.armed, game.highlight), (Some(d(4)), Some(d(4))));
        assert_eq!(
            game.sheet,
            Sheet::default(),
            "choosing a digit enters nothing"
        );
        let tap = |game: Game, name: &str| {
            reduce(
                game,
                Action::Select {
                    cell: cell(name),
                    extend: false,
                },
            )
        };
        let game = tap(game, "r1c3");
        assert_eq!(game.sheet.entries.get(cell("r1c3")), Some(d(4)));
        // A drag paints each cell it enters, once; the tool applies (centre marks here).
        let game = reduce(game, Action::SetTool(Tool::Center));
        let game = tap(game, "r2c2");
        let game = reduce(game, Action::AddToSelection(cell("r2c3")));
        let game = reduce(game, Action::AddToSelection(cell("r2c3")));
        assert!(game.sheet.center.get(cell("r2c2")).contains(d(4)));
        assert!(game.sheet.center.get(cell("r2c3")).contains(d(4)));
        // Tapping again takes it away (a toggle, as with a key).
        let game = tap(game, "r2c2");
        assert!(!game.sheet.center.get(cell("r2c2")).contains(d(4)));
        // Enter gives it to the selection; Escape puts the digit down, then deselects.
        let game = reduce(game, Action::SetTool(Tool::Digit));
        let game = reduce(
            game,
            Action::Move {
                dr: 0,
                dc: 1,
                extend: false,
            },
        );
        let at = game.cursor.unwrap();
        let game = reduce(game, Action::ApplyArmed);
        assert_eq!(game.sheet.entries.get(at), Some(d(4)));
        let game = reduce(game, Action::Deselect);
        assert_eq!(game.armed, None);
        assert!(!game.selection.is_empty());
        // Off again: a digit key enters into the selection as before.
        let game = reduce(game, Action::ToggleDigitFirst);
        let game = tap(game, "r1c4");
        let game = reduce(game, Action::Digit(d(6)));
        assert_eq!(game.sheet.entries.get(cell("r1c4")), Some(d(6)));
    }

    #[test]
    fn checkpoints_keep_a_position_to_come_back_to() {
        let tap = |game: Game, name: &str, digit: u8| {
            let game = reduce(
                game,
                Action::Select {
                    cell: cell(name),
                    extend: false,
                },
            );
            reduce(game, Action::Digit(d(digit)))
        };
        let game = tap(playing(), "r1c3", 4);
        let game = reduce(game, Action::SaveCheckpoint);
        assert_eq!(game.checkpoints.len(), 1);
        assert_eq!(game.checkpoints[0].name, "Checkpoint 1");
        let kept = game.sheet;
        // A trial branch: two more digits, another checkpoint, then back to the first.
        let game = tap(tap(game, "r1c4", 1), "r1c6", 2);
        let game = reduce(game, Action::SaveCheckpoint);
        assert_eq!(game.checkpoints[1].name, "Checkpoint 2");
        let game = reduce(game, Action::RenameCheckpoint(0, "before the guess".into()));
        let branch = game.sheet;
        let game = reduce(game, Action::RestoreCheckpoint(0));
        assert_eq!(game.sheet, kept);
        assert!(game
            .message
            .as_ref()
            .unwrap()
            .text
            .contains("before the guess"));
        // Undo returns to the branch; the checkpoints stay.
        let game = reduce(game, Action::Undo);
        assert_eq!(game.sheet, branch);
        assert_eq!(game.checkpoints.len(), 2);
        // Names are cut to the limit; a deleted checkpoint's number is not reused while a
        // higher one exists.
        let game = reduce(game, Action::RenameCheckpoint(1, "x".repeat(500)));
        assert_eq!(game.checkpoints[1].name.len(), CHECKPOINT_NAME_LIMIT);
        let game = reduce(game, Action::DeleteCheckpoint(1));
        let game = reduce(game, Action::DeleteCheckpoint(7));
        let game = reduce(game, Action::SaveCheckpoint);
        assert_eq!(game.checkpoints.len(), 2);
        assert_eq!(game.checkpoints[1].name, "Checkpoint 1");
    }

    #[test]
    fn generation_progress_shows_only_while_generating() {
        let game = reduce(
            Game::default(),
            Action::GenerateProgress { done: 3, of: 10 },
        );
        assert_eq!(game.progress, None, "no generation under way");
        let game = reduce(game, Action::GenerateRequested);
        let game = reduce(game, Action::GenerateProgress { done: 3, of: 10 });
        assert_eq!(game.progress, Some((3, 10)));
        let game = reduce(
            game,
            Action::GeneratedPuzzle {
                id: "g".into(),
                result: Err(EngineError::Cancelled),
            },
        );
        assert_eq!((game.progress, game.pending), (None, 0));
    }

    #[test]
    fn check_finds_wrong_digits_and_marks() {
        let game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(1)));
        let game = reduce(
            game,
            Action::Select {
                cell: cell("r1c4"),
                extend: false,
            },
        );
        let game = reduce(game, Action::DigitWith(d(2), Tool::Center));
        let game = reduce(game, Action::Check);
        assert_eq!(game.mistakes.len(), 2);
        let text = game.message.unwrap().text;
        assert!(text.contains("r1c3") && text.contains("r1c4"), "{text}");
    }

    #[test]
    fn undo_to_correct_drops_the_wrong_branch() {
        let mut game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        game = reduce(game, Action::Digit(d(4)));
        game = reduce(
            game,
            Action::Select {
                cell: cell("r1c4"),
                extend: false,
            },
        );
        game = reduce(game, Action::Digit(d(9)));
        game = reduce(
            game,
            Action::Select {
                cell: cell("r1c6"),
                extend: false,
            },
        );
        game = reduce(game, Action::Digit(d(8)));
        let game = reduce(game, Action::UndoToCorrect);
        assert_eq!(game.sheet.entries.get(cell("r1c3")), Some(d(4)));
        assert_eq!(game.sheet.entries.get(cell("r1c4")), None);
    }

    #[test]
    fn auto_candidates_stay_clean() {
        let game = reduce(playing(), Action::ToggleAutoCandidates);
        let r1c3 = cell("r1c3");
        assert_eq!(
            game.sheet.center.get(r1c3),
            [1, 2, 4].map(d).into_iter().collect()
        );
        let game = reduce(
            game,
            Action::Select {
                cell: r1c3,
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(4)));
        assert!(!game.sheet.center.get(cell("r2c2")).contains(d(4)));
    }

    #[test]
    fn solving_is_announced_and_stops_the_timer() {
        let mut game = playing();
        game = reduce(game, Action::Tick);
        assert_eq!(game.elapsed, 1);
        let solution: Grid = SOLUTION.parse().unwrap();
        for c in Cell::all() {
            if game.givens.get(c).is_none() {
                game = reduce(
                    game,
                    Action::Select {
                        cell: c,
                        extend: false,
                    },
                );
                game = reduce(game, Action::Digit(solution.get(c).unwrap()));
            }
        }
        assert!(game.is_solved());
        assert!(game
            .message
            .as_ref()
            .unwrap()
            .text
            .starts_with("Solved in 0:01"));
        assert_eq!(reduce(game.clone(), Action::Tick).elapsed, 1);
    }

    #[test]
    fn a_rejected_paste_keeps_the_game() {
        let game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(4)));
        let after = reduce(
            game.clone(),
            Action::Reject("a grid has 81 cells, this has only 80".into()),
        );
        assert_eq!(after.sheet, game.sheet);
        assert_eq!(after.givens, game.givens);
    }

    #[test]
    fn edit_mode_enters_givens_and_refuses_play_on_clashes() {
        let game = reduce(
            Game::default(),
            Action::Select {
                cell: cell("r1c1"),
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(5)));
        let game = reduce(
            game,
            Action::Move {
                dr: 0,
                dc: 1,
                extend: false,
            },
        );
        let game = reduce(game, Action::Digit(d(5)));
        assert_eq!(game.givens.filled_count(), 2);
        let game = reduce(game, Action::SetMode(Mode::Play));
        assert_eq!(game.mode, Mode::Edit);
        assert_eq!(game.message.unwrap().tone, Tone::Problem);
    }

    #[test]
    fn a_stale_answer_is_dropped() {
        let game = playing();
        let answer = Action::Analysed {
            givens: Grid::EMPTY,
            result: Ok(Response::Solved {
                solution: None,
                count: 0,
            }),
        };
        let after = reduce(game.clone(), answer);
        assert_eq!(
            (after.givens, after.solution, after.analysis),
            (game.givens, game.solution, game.analysis)
        );
    }

    #[test]
    fn multi_selection_marks_many_cells() {
        let mut game = reduce(
            playing(),
            Action::Select {
                cell: cell("r1c3"),
                extend: false,
            },
        );
        game = reduce(
            game,
            Action::Select {
                cell: cell("r1c4"),
                extend: true,
            },
        );
        game = reduce(game, Action::DigitWith(d(2), Tool::Center));
        assert!(game.sheet.center.get(cell("r1c3")).contains(d(2)));
        assert!(game.sheet.center.get(cell("r1c4")).contains(d(2)));
        game = reduce(
            game,
            Action::Move {
                dr: 0,
                dc: -1,
                extend: false,
            },
        );
        assert_eq!(game.selection.len(), 1);
    }
}
