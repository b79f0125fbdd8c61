//! The browser's localStorage as a [`Store`], and the saved-game calls the page makes on it.
//! Storage that throws (private mode, disabled storage) reads as empty and refuses writes
//! with a message. Each save is checked against what this tab last read or wrote of the game
//! (`persist::tabs`), so a tab never writes over another tab's newer save.

use crate::game::Game;
use crate::persist::games::{self, Loaded, Saved, Store};
use crate::persist::stats::Stats;
use crate::persist::tabs::{self, Checked, Known};
use solver_core::Grid;
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::JsValue;

/// localStorage.
pub struct Local(web_sys::Storage);

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> bool {
        self.0.set_item(key, value).is_ok()
    }
    fn remove(&mut self, key: &str) {
        let _ = self.0.remove_item(key);
    }
    fn keys(&self) -> Vec<String> {
        let count = self.0.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| self.0.key(i).ok().flatten())
            .collect()
    }
}

/// The message shown once at start when nothing can be saved.
pub const NOT_AVAILABLE: &str =
    "Saving is not available in this browser: this game will not be kept.";

thread_local! {
    /// Whether localStorage can be written, found once: `window.localStorage` that throws or
    /// is missing, or a write that throws for another reason than a full storage (a
    /// `SecurityError` where storage is disabled), means it cannot.
    static AVAILABLE: Result<(), String> = probe();
    /// Per game id, the save this tab last read or wrote (see `persist::tabs`).
    static KNOWN: RefCell<HashMap<String, Known>> = RefCell::new(HashMap::new());
}

fn probe() -> Result<(), String> {
    let unavailable = || "saving is not available in this browser (private mode?)".to_string();
    let storage = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(unavailable)?;
    const PROBE: &str = "sudoku.probe";
    match storage.set_item(PROBE, "1") {
        Ok(()) => {
            let _ = storage.remove_item(PROBE);
            Ok(())
        }
        // A full storage still reads, and a save can make room (see `games::save_to`).
        Err(e) if error_name(&e) == "QuotaExceededError" => Ok(()),
        Err(_) => Err(unavailable()),
    }
}

fn error_name(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default()
}

/// Whether this browser lets the page save, or why not.
pub fn available() -> Result<(), String> {
    AVAILABLE.with(Clone::clone)
}

/// The page's localStorage, or why there is none.
pub fn local() -> Result<Local, String> {
    available()?;
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(Local)
        .ok_or_else(|| "saving is not available in this browser (private mode?)".to_string())
}

fn checked(game: &Game, now: f64, anyway: bool) -> Result<Checked, String> {
    let known = KNOWN.with(|k| k.borrow().get(&game.id).copied());
    let result = tabs::save_checked(&mut local()?, game, now, known, anyway)?;
    if let Checked::Saved(_, known, _) = &result {
        KNOWN.with(|k| k.borrow_mut().insert(game.id.clone(), *known));
    }
    Ok(result)
}

/// Saves `game` and marks it current (see [`tabs::save_checked`]): not over a save another
/// tab made since this tab last read or wrote the game ([`Checked::Changed`]).
pub fn save(game: &Game, now: f64) -> Result<Checked, String> {
    if game.id.is_empty() {
        return Ok(Checked::Saved(Saved::Whole, tabs::Known::default(), None));
    }
    checked(game, now, false)
}

/// Saves `game` even over another tab's newer save: the player chose "Keep mine".
pub fn save_anyway(game: &Game, now: f64) -> Result<Checked, String> {
    checked(game, now, true)
}

/// Whether `game` has no move that is not in the save this tab last read or wrote of it.
pub fn is_clean(game: &Game) -> bool {
    KNOWN.with(|k| {
        k.borrow()
            .get(&game.id)
            .is_none_or(|known| known.content == tabs::content(game))
    })
}

/// Loads the game saved as `id`.
pub fn load(id: &str) -> Loaded {
    let loaded = local().map_or(Loaded::Nothing, |mut s| games::load(&mut s, id));
    if let Loaded::Game(saved) = &loaded {
        let known = tabs::known_of(saved);
        KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), known));
    }
    loaded
}

/// The id of the game in progress, if any.
pub fn current_id() -> Option<String> {
    games::current_id(&local().ok()?)
}

/// Every saved game, newest first.
pub fn list() -> Vec<(String, Grid, f64, u32)> {
    local().map(|s| games::list(&s)).unwrap_or_default()
}

/// The newest saved game of `givens`, if any.
pub fn find(givens: &Grid) -> Option<String> {
    games::find(&local().ok()?, givens)
}

/// Deletes a saved game.
pub fn remove(id: &str) {
    if let Ok(mut s) = local() {
        games::remove(&mut s, id);
    }
}

/// The statistics (see [`games::load_stats`]).
pub fn load_stats() -> Result<Stats, String> {
    local().map_or(Ok(Stats::default()), |mut s| games::load_stats(&mut s))
}

/// Writes the statistics.
pub fn save_stats(stats: &Stats) -> Result<(), String> {
    games::save_stats(&mut local()?, stats)
}
