//! What is stored, and where: the key-value [`Store`] (the page's is the browser's
//! localStorage, in `browser::storage`; the tests' `persist::test_store`) and the [`SavedGame`]
//! record in this version's form; how any record is read by its version ([`version_of`],
//! [`read_record`]) and, when unreadable, set aside with a message ([`load_versioned`],
//! [`set_aside`]). Reading the JSON of earlier versions (`persist::legacy`) and the keys a
//! game is kept under (`persist::games`) build on this module.

use super::codec;
use crate::game::{Checkpoint, Game, Message, Mode, Sheet, Snapshot, Tone};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use solver_core::Grid;
use std::rc::Rc;

/// The version of [`SavedGame`] this build writes and reads.
pub const VERSION: u32 = 1;
/// Where an unreadable value is moved: this, then its key.
pub const CORRUPT: &str = "sudoku.corrupt.";
/// Undo steps kept in a save (the game itself keeps more while the page is open).
pub const SAVED_UNDO: usize = 200;

/// Where saves go: the browser's localStorage on the page, a map with a quota in the tests.
pub trait Store {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`; `false` when there is no room.
    fn set(&mut self, key: &str, value: &str) -> bool;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A game as stored.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    /// Always [`VERSION`].
    pub version: u32,
    /// Its id (the key's suffix).
    pub id: String,
    /// The givens.
    pub givens: Grid,
    /// The player's sheet.
    pub sheet: Sheet,
    /// Edit or play.
    pub mode: Mode,
    /// Earlier states (the latest [`SAVED_UNDO`]).
    pub undo: Vec<Snapshot>,
    /// Undone states.
    pub redo: Vec<Snapshot>,
    /// Seconds of play.
    pub elapsed: u32,
    /// Whether automatic candidates are on.
    pub auto_candidates: bool,
    /// Milliseconds since 1970 when saved (from the page's clock).
    pub saved_at: f64,
    /// Named checkpoints (absent from saves older than checkpoints: none).
    #[serde(default)]
    pub checkpoints: Vec<Checkpoint>,
    /// The level and score as the page showed them ("Hard 3.4"; absent from older saves and
    /// until the puzzle is rated: none).
    #[serde(default)]
    pub level: Option<String>,
    /// Whether it is a practice game (`Game::is_practice`). Stored after the fields above, as
    /// a later field of the same version ([`SavedGame::to_text`]): a save without it (older)
    /// reads as not practice, and an app that predates it keeps it as a field it does not know.
    #[serde(skip)]
    pub practice: bool,
}

impl SavedGame {
    /// The saved form of `game`, stamped `saved_at`.
    pub fn of(game: &Game, saved_at: f64) -> SavedGame {
        let skip = game.undo.len().saturating_sub(SAVED_UNDO);
        SavedGame {
            version: VERSION,
            id: game.id.clone(),
            givens: game.givens,
            sheet: game.sheet,
            mode: game.mode,
            undo: game.undo[skip..].to_vec(),
            redo: game
                .redo
                .iter()
                .rev()
                .take(SAVED_UNDO)
                .rev()
                .copied()
                .collect(),
            elapsed: game.elapsed,
            auto_candidates: game.auto_candidates,
            saved_at,
            checkpoints: game.checkpoints.clone(),
            level: Some(game.level_text()).filter(|l| !l.is_empty()),
            practice: game.is_practice(),
        }
    }

    /// The game to resume.
    pub fn into_game(self) -> Game {
        let mut sheet = self.sheet;
        sheet.clear_under(&self.givens);
        Game {
            id: self.id,
            givens: self.givens,
            sheet,
            mode: self.mode,
            undo: Rc::new(self.undo),
            redo: Rc::new(self.redo),
            elapsed: self.elapsed,
            auto_candidates: self.auto_candidates,
            checkpoints: self.checkpoints,
            practice: self.practice,
            message: Some(Message {
                tone: Tone::Info,
                text: "Welcome back: your game is as you left it.".into(),
            }),
            ..Game::default()
        }
    }

    /// The game in the stored form: the record's fields, then the practice flag (a field
    /// added after them, read by `SavedGame::read_with_rest` when present).
    pub fn to_text(&self) -> Result<String, String> {
        let mut text = codec::encode(self)?;
        codec::push_bytes(&mut text, &codec::to_bytes(&self.practice)?);
        Ok(text)
    }
}

/// How a record kept under one key is named in the messages about it ("The statistics"
/// were …, they start again; "Your Learn progress" was …, it starts again).
pub struct Noun {
    /// The record, as the subject of a sentence.
    pub name: &'static str,
    /// Whether `name` takes a plural verb.
    pub plural: bool,
}

/// The record under `key`, read by `read` (its error says why not: "unreadable (…)", "from
/// another version (…)"), or the default when there is none. An unreadable record is set aside
/// ([`set_aside`]) and the error is the message for the player, naming `what`;
/// the caller starts again from the default.
pub fn load_versioned<T: Default>(
    store: &mut dyn Store,
    key: &str,
    read: impl FnOnce(&str) -> Result<T, String>,
    what: &Noun,
) -> Result<T, String> {
    let Some(text) = store.get(key) else {
        return Ok(T::default());
    };
    let why = match read(&text) {
        Ok(value) => return Ok(value),
        Err(why) => why,
    };
    let (name, was, it, start) = match what.plural {
        true => (what.name, "were", "they are", "start"),
        false => (what.name, "was", "it is", "starts"),
    };
    Err(match set_aside(store, key, &text) {
        Some(aside) => {
            format!("{name} {was} {why}; {it} kept aside as \"{aside}\" and {start} again.")
        }
        None => {
            let them = if what.plural { "them" } else { "it" };
            format!("{name} {was} {why}; the storage is too full to set {them} aside.")
        }
    })
}

/// "unreadable (`why`)", the reason given for a record that cannot be read.
pub fn unreadable(why: String) -> String {
    format!("unreadable ({why})")
}

/// The version a record in `persist::codec`'s form starts with, and the record's bytes; `None`
/// when the text is not in that form (an earlier version's JSON).
pub fn version_of(text: &str) -> Option<Result<(u32, Vec<u8>), String>> {
    let read = |bytes: Vec<u8>| Ok((codec::from_bytes::<u32>(&bytes)?.0, bytes));
    Some(codec::bytes_of(text)?.and_then(read).map_err(unreadable))
}

/// A record in `persist::codec`'s form whose first field is its version, which must be
/// `version`: the record, or why not ("unreadable (…)", "from another version (…)"). `None`
/// when the text is not in that form.
pub fn read_record<T: DeserializeOwned>(text: &str, version: u32) -> Option<Result<T, String>> {
    Some(version_of(text)?.and_then(|(found, bytes)| {
        if found != version {
            return Err(format!("from another version ({found})"));
        }
        Ok(codec::from_bytes(&bytes).map_err(unreadable)?.0)
    }))
}

/// Moves `text` (the unreadable value of `key`) to a key of its own, `sudoku.corrupt.<key>`
/// (then `.2`, `.3`, … so an earlier copy set aside is never overwritten), and returns that
/// key. When the copy cannot be written (full storage), nothing moves and `None` says so.
pub fn set_aside(store: &mut dyn Store, key: &str, text: &str) -> Option<String> {
    let first = format!("{CORRUPT}{key}");
    let aside = (1..)
        .map(|n| match n {
            1 => first.clone(),
            n => format!("{first}.{n}"),
        })
        .find(|k| store.get(k).is_none())?;
    if !store.set(&aside, text) {
        return None;
    }
    store.remove(key);
    Some(aside)
}

/// Whether a record of `version` is one this build reads, or why not.
pub(super) fn check_version(version: u32) -> Result<(), String> {
    if version > VERSION {
        return Err(format!(
            "saved by a newer version of this app (record version {version}; this one reads {VERSION}): reload the page to get the newer app"
        ));
    }
    if version != VERSION {
        return Err(format!("saved by another version ({version})"));
    }
    Ok(())
}
