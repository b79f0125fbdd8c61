//! The browser's localStorage as a [`Store`], and the saved-game calls the page makes on it.
//! Storage that throws (private mode, disabled storage) reads as empty and refuses writes
//! with a message.

use crate::game::Game;
use crate::persist::games::{self, Loaded, Saved, Store};
use crate::persist::stats::Stats;
use solver_core::Grid;

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

/// The page's localStorage, or why there is none.
pub fn local() -> Result<Local, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(Local)
        .ok_or_else(|| "this browser does not allow saving (private mode?)".to_string())
}

/// Saves `game` and marks it current (see [`games::save_to`]).
pub fn save(game: &Game, now: f64) -> Result<Saved, String> {
    if game.id.is_empty() {
        return Ok(Saved::Whole);
    }
    games::save_to(&mut local()?, game, now)
}

/// Loads the game saved as `id`.
pub fn load(id: &str) -> Loaded {
    local().map_or(Loaded::Nothing, |mut s| games::load(&mut s, id))
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
