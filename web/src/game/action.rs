//! [`Action`]: everything that can happen to a [`Game`]. Engine answers arrive typed.

use super::{Game, Mode, Setting, Settings, Tab, Tone, Tool};
use crate::game::sheet::Sheet;
use crate::wire::{Answer, Hinted, LogicPath, Solved};
use solver_core::generator::Generated;
use solver_core::{Cell, Digit, Grid, Rating};

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
    /// The keyboard focus landed on a cell (Tab): it becomes the selection, unless it is the
    /// cursor already (a click selects before it focuses).
    Focus(Cell),
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
    /// A saved game, resumed (the tool in hand stays).
    Restore(Box<Game>),
    /// Something the user gave us was refused; the game stays as it is.
    Reject(String),
    /// News to show.
    Notify(Tone, String),
    /// The message with this text is old news: it goes (unless another took its place).
    Expire(String),
    /// The engine was asked about these givens.
    AnalysisStarted(Grid),
    /// The engine's answer about `givens` (dropped if the givens changed since).
    Analysed {
        /// The givens asked about.
        givens: Grid,
        /// The answer.
        result: Answer<Solved>,
    },
    /// Fill in the solution (it must be known).
    RevealSolution,
    /// "Solve" was pressed: ask "Show the whole solution?" before anything is shown.
    AskSolve,
    /// Put away the question on screen (the answer that changes nothing).
    Dismiss,
    /// Go back to the game a load replaced (the puzzle opened is dropped).
    BackToPrevious,
    /// A pasted puzzle the player has a saved game of: that game, resumed.
    Resume(Box<Game>),
    /// Put the hint on screen away (the browser's Back over the hint panel).
    HideHint,
    /// Open the lesson of a technique in Learn (a link on a hint or a step). The page opens
    /// the Learn view; the game itself does not change.
    OpenLesson(solver_core::Technique),
    /// The engine's hint for `position` (givens + digits at the time).
    HintReceived {
        /// The position asked about.
        position: Grid,
        /// For the classic coach: which of its lines for this position was asked for.
        classic_line: Option<u32>,
        /// The answer.
        result: Answer<Hinted>,
    },
    /// One more stage of the hint on screen.
    HintAdvance,
    /// Carry out the hint on screen (placements and eliminations).
    ApplyHint,
    /// Write every empty cell's candidates, for a hint that acts on candidates not written.
    HintFillCandidates,
    /// Show the hint's whole chain at once, or walk it again line by line.
    HintWholeChain,
    /// The engine rated `givens`.
    Rated {
        /// The givens rated.
        givens: Grid,
        /// The answer.
        result: Answer<Result<Rating, String>>,
    },
    /// The engine's logical path for `givens`.
    StepsReceived {
        /// The givens it was asked for.
        givens: Grid,
        /// The answer.
        result: Answer<Result<LogicPath, String>>,
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
    /// The engine was asked for a new puzzle; `note` says why it may take a while.
    GenerateRequested {
        /// E.g. "Extreme puzzles are rare with the dihedral symmetry: …".
        note: Option<String>,
    },
    /// A first visit (nothing to resume, no puzzle in the address): play one of the
    /// ready-made Medium puzzles (`game::starters`), unless a puzzle is already on the grid.
    FirstVisit {
        /// The new game's id.
        id: String,
        /// The puzzle.
        puzzle: Grid,
    },
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
        result: Answer<Result<Generated, String>>,
    },
    /// One second passed with the page visible.
    Tick,
    /// Pause or resume the timer.
    TogglePause,
    /// This tab plays its game, or another tab took it, or changed it (`game::tabs`).
    Tab(Tab),
    /// Change one setting.
    Setting(Setting),
    /// The settings saved in an earlier visit.
    SettingsLoaded(Settings),
}
