//! Saved games in the browser's localStorage.
//!
//! Keys: `sudoku.v1.current` holds the id of the game in progress; `sudoku.v1.game.<id>` holds
//! a [`SavedGame`] as JSON. Nothing leaves the browser. A value that does not read as a saved
//! game of this version is never deleted: it is moved to `sudoku.corrupt.<key>` and reported.

use crate::sheet::Sheet;
use crate::state::{Game, Mode, Snapshot, Tool};
use serde::{Deserialize, Serialize};
use solver_core::Grid;

/// The version of [`SavedGame`] this build writes and reads.
pub const VERSION: u32 = 1;
/// Undo steps kept in a save (the game itself keeps more while the page is open).
pub const SAVED_UNDO: usize = 200;
const PREFIX: &str = "sudoku.v1.game.";
const CURRENT: &str = "sudoku.v1.current";
const CORRUPT: &str = "sudoku.corrupt.";
const THEME: &str = "sudoku.theme";

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
        }
    }

    /// The game to resume.
    pub fn into_game(self, tool: Tool) -> Game {
        let mut sheet = self.sheet;
        sheet.clear_under(&self.givens);
        Game {
            id: self.id,
            givens: self.givens,
            sheet,
            mode: self.mode,
            tool,
            undo: self.undo,
            redo: self.redo,
            elapsed: self.elapsed,
            auto_candidates: self.auto_candidates,
            message: Some(crate::state::Message {
                tone: crate::state::Tone::Info,
                text: "Welcome back: your game is as you left it.".into(),
            }),
            ..Game::default()
        }
    }

    /// Reads a saved game, or says why it cannot be one.
    pub fn from_json(text: &str) -> Result<SavedGame, String> {
        #[derive(Deserialize)]
        struct Versioned {
            version: u32,
        }
        let versioned: Versioned =
            serde_json::from_str(text).map_err(|e| format!("unreadable ({e})"))?;
        if versioned.version != VERSION {
            return Err(format!("saved by another version ({})", versioned.version));
        }
        serde_json::from_str(text).map_err(|e| format!("unreadable ({e})"))
    }
}

fn storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser does not allow saving (private mode?)".to_string())
}

/// Saves `game` and marks it current. The error says why not (quota exceeded, say).
pub fn save(game: &Game, now: f64) -> Result<(), String> {
    if game.id.is_empty() || (game.givens == Grid::EMPTY && game.sheet == Sheet::default()) {
        return Ok(());
    }
    let storage = storage()?;
    let text = serde_json::to_string(&SavedGame::of(game, now)).map_err(|e| e.to_string())?;
    storage
        .set_item(&format!("{PREFIX}{}", game.id), &text)
        .and_then(|_| storage.set_item(CURRENT, &game.id))
        .map_err(|_| "the browser's storage for this site is full".to_string())
}

/// What loading found: a game, nothing, or a problem (with the data moved aside).
pub enum Loaded {
    /// A saved game.
    Game(Box<SavedGame>),
    /// Nothing saved under that id.
    Nothing,
    /// Something unreadable, now kept under another key; the text says what happened.
    SetAside(String),
}

/// Loads the game saved as `id`.
pub fn load(id: &str) -> Loaded {
    let Ok(storage) = storage() else {
        return Loaded::Nothing;
    };
    let key = format!("{PREFIX}{id}");
    let Ok(Some(text)) = storage.get_item(&key) else {
        return Loaded::Nothing;
    };
    match SavedGame::from_json(&text) {
        Ok(saved) => Loaded::Game(Box::new(saved)),
        Err(why) => {
            let aside = format!("{CORRUPT}{key}");
            let _ = storage.set_item(&aside, &text);
            let _ = storage.remove_item(&key);
            Loaded::SetAside(format!(
                "A saved game was {why}; it is kept aside in this browser's storage as \"{aside}\"."
            ))
        }
    }
}

/// The id of the game in progress, if any.
pub fn current_id() -> Option<String> {
    storage().ok()?.get_item(CURRENT).ok().flatten()
}

/// Every saved game's id with its givens and save time, newest first. Unreadable entries are
/// skipped here (they are reported when opened).
pub fn list() -> Vec<(String, Grid, f64, u32)> {
    let Ok(storage) = storage() else {
        return Vec::new();
    };
    let count = storage.length().unwrap_or(0);
    let mut games: Vec<(String, Grid, f64, u32)> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| key.strip_prefix(PREFIX).map(str::to_string))
        .filter_map(|id| {
            let text = storage.get_item(&format!("{PREFIX}{id}")).ok().flatten()?;
            let saved = SavedGame::from_json(&text).ok()?;
            Some((id, saved.givens, saved.saved_at, saved.elapsed))
        })
        .collect();
    games.sort_by(|a, b| b.2.total_cmp(&a.2));
    games
}

/// The newest saved game of `givens`, if any.
pub fn find(givens: &Grid) -> Option<String> {
    list()
        .into_iter()
        .find(|(_, g, _, _)| g == givens)
        .map(|(id, ..)| id)
}

/// Deletes a saved game.
pub fn remove(id: &str) {
    if let Ok(storage) = storage() {
        let _ = storage.remove_item(&format!("{PREFIX}{id}"));
    }
}

/// The chosen colour theme ("light", "dark"), if any.
pub fn theme() -> Option<String> {
    storage().ok()?.get_item(THEME).ok().flatten()
}

/// Remembers the colour theme.
pub fn set_theme(theme: &str) {
    if let Ok(storage) = storage() {
        let _ = storage.set_item(THEME, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver_core::{Cell, Digit};

    #[test]
    fn round_trip_and_refusals() {
        let mut game = Game {
            id: "abc".into(),
            ..Game::default()
        };
        game.givens = format!("53{}", ".".repeat(79)).parse().unwrap();
        game.sheet
            .entries
            .set(Cell::from_index(2), Digit::new_checked(4));
        game.undo = vec![Snapshot::default(); SAVED_UNDO + 5];
        let saved = SavedGame::of(&game, 1.0);
        assert_eq!(saved.undo.len(), SAVED_UNDO);
        let text = serde_json::to_string(&saved).unwrap();
        assert_eq!(SavedGame::from_json(&text), Ok(saved.clone()));
        let restored = saved.into_game(Tool::Digit);
        assert_eq!(
            restored.sheet.entries.get(Cell::from_index(2)),
            Digit::new_checked(4)
        );

        assert!(SavedGame::from_json("{")
            .unwrap_err()
            .starts_with("unreadable"));
        assert!(SavedGame::from_json("null").is_err());
        let old = text.replacen("\"version\":1", "\"version\":0", 1);
        assert_eq!(
            SavedGame::from_json(&old),
            Err("saved by another version (0)".into())
        );
        let bad_grid = text.replacen("53...", "5x...", 1);
        assert!(SavedGame::from_json(&bad_grid).is_err());
    }
}
