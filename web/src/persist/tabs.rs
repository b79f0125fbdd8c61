//! One game open in two tabs, as plain data: a save that never writes over another tab's
//! newer save ([`save_checked`]), the notes tabs send each other ([`Note`]) and what a tab
//! does with one ([`react`]). The channel itself (a BroadcastChannel) is in `hooks::tabs`.
//!
//! Each tab remembers, per game, the save it last read or wrote ([`Known`]). A save goes
//! through only when the stored game is still that one; otherwise another tab (or another
//! version of the app) wrote it since, and the save stops with [`Checked::Changed`] until the
//! player chooses. Save times only grow, so a later save never carries an earlier stamp.

use super::games::{self, Saved, SavedGame, Store};
use crate::game::{Game, Tab};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// What a tab knows of the stored copy of one game: when it was saved, and its moves.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Known {
    /// The `saved_at` of the save this tab last read or wrote.
    pub saved_at: f64,
    /// [`content`] of the game as that save held it.
    pub content: u64,
}

/// A fingerprint of what the player did in `game`: givens, sheet, mode, history, checkpoints
/// and the candidates setting (not the time, which runs on its own). Not stored anywhere: it
/// only compares two states of one game in one page.
pub fn content(game: &Game) -> u64 {
    let mut saved = SavedGame::of(game, 0.0);
    saved.elapsed = 0;
    let text = serde_json::to_string(&saved).unwrap_or_default();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// What [`save_checked`] did.
#[derive(Clone, PartialEq, Debug)]
pub enum Checked {
    /// Saved; what the tab now knows of the stored copy; and, when an unreadable copy (another
    /// version's) had to be moved out of the way, the message that says where it went.
    Saved(Saved, Known, Option<String>),
    /// Not saved: the stored game changed since `known` (another tab saved it, or another
    /// version of the app wrote something this one cannot read).
    Changed,
}

/// Saves `game` (see [`games::save_to`]) unless the stored copy changed since `known` (the
/// save this tab last read or wrote; `None`: none, so any stored copy is another tab's).
/// `anyway` saves over a changed copy (the player chose "Keep mine"); an unreadable copy is
/// then set aside first, never overwritten. The save's time is `now`, or just after the
/// stored copy's when the clocks disagree.
pub fn save_checked(
    store: &mut dyn Store,
    game: &Game,
    now: f64,
    known: Option<Known>,
    anyway: bool,
) -> Result<Checked, String> {
    let key = games::game_key(&game.id);
    let mut after = f64::MIN;
    let mut aside = None;
    if let Some(text) = store.get(&key) {
        match SavedGame::from_json(&text) {
            Ok(stored) => {
                if !anyway && known.map(|k| k.saved_at) != Some(stored.saved_at) {
                    return Ok(Checked::Changed);
                }
                after = stored.saved_at;
            }
            Err(_) if !anyway => return Ok(Checked::Changed),
            Err(why) => match games::set_aside(store, &key, &text) {
                Some(to) => {
                    aside = Some(format!(
                        "The stored copy of this game was {why}; it is kept aside as \"{to}\"."
                    ))
                }
                None => {
                    return Err(format!(
                        "the stored copy of this game was {why}, and the storage is too full to set it aside"
                    ))
                }
            },
        }
    }
    let saved_at = if now > after { now } else { after + 1.0 };
    let saved = games::save_to(store, game, saved_at)?;
    let known = Known {
        saved_at,
        content: content(game),
    };
    Ok(Checked::Saved(saved, known, aside))
}

/// What [`Known`] a tab has of a game it just read from a save stamped `saved_at`.
pub fn known_of(saved: &SavedGame) -> Known {
    Known {
        saved_at: saved.saved_at,
        content: content(&saved.clone().into_game()),
    }
}

/// A note from one tab to the others (JSON on the channel).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "lowercase")]
pub enum Note {
    /// "I play game `game` now": a tab opened it, or the player pressed "Continue here".
    Claim {
        /// The sending tab's id.
        tab: String,
        /// The game's id.
        game: String,
    },
    /// "I saved game `game`".
    Saved {
        /// The sending tab's id.
        tab: String,
        /// The game's id.
        game: String,
    },
}

impl Note {
    /// The note as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A note read from the channel; `None` for anything else (another app's message, a
    /// note of a later version).
    pub fn from_json(text: &str) -> Option<Note> {
        serde_json::from_str(text).ok()
    }
}

/// What a tab does with a note.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reaction {
    /// Not about this tab's game: nothing.
    Ignore,
    /// Another tab took this tab's game: write what is not saved yet, then show the game as
    /// [`Tab::Elsewhere`].
    Yield,
    /// Another tab saved this tab's game and this tab has nothing of its own unsaved: show
    /// the saved game (the tab stays in its state).
    Follow,
    /// Another tab saved this tab's game while this tab has moves of its own not saved:
    /// [`Tab::Changed`], the player chooses.
    Changed,
}

/// What the tab `me`, showing game `game` in state `tab`, does with `note`; `clean`: the tab
/// has no move that is not in its last save.
pub fn react(note: &Note, me: &str, game: &str, tab: Tab, clean: bool) -> Reaction {
    let (from, about, claim) = match note {
        Note::Claim { tab, game } => (tab, game, true),
        Note::Saved { tab, game } => (tab, game, false),
    };
    if from == me || about != game || game.is_empty() {
        return Reaction::Ignore;
    }
    match (claim, tab) {
        (true, Tab::Here) => Reaction::Yield,
        (true, _) => Reaction::Ignore,
        (false, Tab::Elsewhere) => Reaction::Follow,
        (false, Tab::Here) if clean => Reaction::Follow,
        (false, Tab::Here) => Reaction::Changed,
        (false, Tab::Changed) => Reaction::Ignore,
    }
}

#[cfg(test)]
mod tests;
