//! History: snapshots of the givens and the sheet, undo and redo, named checkpoints.

use super::message::say;
use super::{Action, Analysis, Game, Mode, Sheet, Tone};
use serde::{Deserialize, Serialize};
use solver_core::{CellSet, Grid};
use std::rc::Rc;

/// How many undo steps a game keeps.
pub const UNDO_LIMIT: usize = 1000;
/// Checkpoints a game keeps (the oldest go first).
pub const CHECKPOINT_LIMIT: usize = 50;
/// The longest name a checkpoint takes, in characters.
pub const CHECKPOINT_NAME_LIMIT: usize = 60;

/// Why Undo stops at the switch from Edit to Play.
const PLAY_STARTED: &str =
    "Undo stops where play began: the givens are locked. Switch to Edit to change them.";

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

/// The history actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Undo if prev.undo.last().is_some_and(|s| prev.locks_out(s)) => {
            next.message = say(Tone::Info, PLAY_STARTED);
        }
        Action::Redo if prev.redo.last().is_some_and(|s| prev.locks_out(s)) => {
            next.message = say(Tone::Info, PLAY_STARTED);
        }
        Action::Undo if prev.undo.is_empty() && prev.previous.is_some() => {
            next.back_to_previous();
        }
        Action::Undo => match Rc::make_mut(&mut next.undo).pop() {
            Some(snapshot) => {
                let now = next.snapshot();
                Rc::make_mut(&mut next.redo).push(now);
                next.restore(snapshot);
                next.mistakes = CellSet::EMPTY;
            }
            None => next.message = say(Tone::Info, "Nothing to undo."),
        },
        Action::Redo => match Rc::make_mut(&mut next.redo).pop() {
            Some(snapshot) => {
                let now = next.snapshot();
                Rc::make_mut(&mut next.undo).push(now);
                next.restore(snapshot);
                next.mistakes = CellSet::EMPTY;
            }
            None => next.message = say(Tone::Info, "Nothing to redo."),
        },
        Action::SaveCheckpoint => save_checkpoint(next, prev),
        Action::RenameCheckpoint(i, name) => {
            if let Some(c) = next.checkpoints.get_mut(i) {
                c.name = name.chars().take(CHECKPOINT_NAME_LIMIT).collect();
            }
        }
        Action::RestoreCheckpoint(i) => {
            if let Some(c) = prev.checkpoints.get(i) {
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
        other => return Some(other),
    }
    None
}

fn save_checkpoint(next: &mut Game, prev: &Game) {
    let number = prev
        .checkpoints
        .iter()
        .filter_map(|c| c.name.strip_prefix("Checkpoint ")?.parse::<usize>().ok())
        .max()
        .unwrap_or(0)
        + 1;
    let name = format!("Checkpoint {number}");
    next.checkpoints.push(Checkpoint {
        name: name.clone(),
        snapshot: prev.snapshot(),
    });
    if next.checkpoints.len() > CHECKPOINT_LIMIT {
        next.checkpoints.remove(0);
    }
    next.message = say(
        Tone::Success,
        format!("{name} saved: you can come back to it."),
    );
}

impl Game {
    /// The givens and the sheet now.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            givens: self.givens,
            sheet: self.sheet,
        }
    }

    /// Whether going back to `snapshot` would change the givens while playing (undo and redo
    /// never cross a switch from Edit to Play: a given never disappears in play).
    pub(super) fn locks_out(&self, snapshot: &Snapshot) -> bool {
        self.mode == Mode::Play && snapshot.givens != self.givens
    }

    /// Puts `snapshot` back (what the engine knew about other givens is forgotten).
    pub(super) fn restore(&mut self, snapshot: Snapshot) {
        if snapshot.givens != self.givens {
            self.forget_analysis();
        }
        self.givens = snapshot.givens;
        self.sheet = snapshot.sheet;
        self.hint = None;
    }

    /// Forgets what the engine said about the givens.
    pub(super) fn forget_analysis(&mut self) {
        self.solution = None;
        self.analysis = Analysis::Unknown;
        self.rating = None;
    }

    /// Records `before` for undo when the state moved away from it.
    pub(super) fn record(&mut self, before: Snapshot) {
        if before == self.snapshot() {
            return;
        }
        let undo = Rc::make_mut(&mut self.undo);
        undo.push(before);
        if undo.len() > UNDO_LIMIT {
            undo.remove(0);
        }
        Rc::make_mut(&mut self.redo).clear();
        self.mistakes = CellSet::EMPTY;
        if self
            .hint
            .as_ref()
            .is_some_and(|h| h.position != self.digits())
        {
            self.hint = None;
        }
        if before.givens != self.givens {
            self.forget_analysis();
            self.certificate = None;
            self.practice = false;
            self.hint_log.clear();
        }
    }

    /// Steps back while `wrong` holds of the state; how many steps it took.
    pub(super) fn undo_while(&mut self, wrong: impl Fn(&Snapshot) -> bool) -> usize {
        let mut steps = 0;
        while wrong(&self.snapshot()) {
            if self.undo.last().is_none_or(|s| self.locks_out(s)) {
                break;
            }
            let Some(snapshot) = Rc::make_mut(&mut self.undo).pop() else {
                break;
            };
            let now = self.snapshot();
            Rc::make_mut(&mut self.redo).push(now);
            self.restore(snapshot);
            steps += 1;
        }
        steps
    }
}
