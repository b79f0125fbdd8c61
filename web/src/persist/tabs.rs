//! One game open in two tabs, as plain data: a save that never writes over another tab's
//! newer save ([`save_checked`]), the notes tabs send each other ([`Note`]) and what a tab
//! does with one ([`react`]). The channel itself (a BroadcastChannel) is in `browser::tabs`.
//!
//! Each tab remembers, per game, the save it last read or wrote ([`Known`]). A save goes
//! through only when the stored game is still that one; otherwise another tab (or another
//! version of the app) wrote it since, and the save stops: [`Checked::Outdated`] when this tab
//! has no move of its own since (it shows the stored game), else [`Checked::Changed`] until the
//! player chooses. Save times only grow, so a later save never carries an earlier stamp.

use super::codec;
use super::games::{self, Saved};
use super::store::{set_aside, SavedGame, Store};
use crate::game::{Game, Tab};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// What a tab knows of the stored copy of one game: when it was saved, and its moves.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Known {
    /// The `saved_at` of the save this tab last read or wrote.
    pub saved_at: f64,
    /// [`content`] of the game as that save held it.
    pub content: u64,
}

/// A fingerprint of what the player did in `game`: givens, sheet, mode, history, checkpoints
/// and the candidates setting; not the time, which runs on its own, nor the level, which the
/// worker's rating adds to a tab's saves a moment after it opens the game (with it, a tab that
/// took a game back before the other tab's rating arrived saw the other tab's next save as a
/// move and stopped saving). Not stored anywhere: it only compares two states of one game in
/// one page.
pub fn content(game: &Game) -> u64 {
    let mut saved = SavedGame::of(game, 0.0);
    saved.elapsed = 0;
    saved.level = None;
    let text = saved.to_text().unwrap_or_default();
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
    /// Not saved: another tab saved moves of this game since `known`, and this tab has none
    /// of its own since: the tab should show the stored game.
    Outdated,
    /// Not saved: the stored game and this tab's both have moves since `known` (or another
    /// version of the app wrote something this one cannot read): the player chooses.
    Changed,
}

/// Saves `game` (see [`games::save_to`]) unless the stored copy has moves made since `known`
/// (the save this tab last read or wrote; `None`: none, so any stored copy is another tab's).
/// A stored copy that differs from `known` only in its time is saved over.
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
        match SavedGame::read(&text) {
            Ok(stored) => {
                after = stored.saved_at;
                if !anyway && known.map(|k| k.saved_at) != Some(stored.saved_at) {
                    let theirs = known_of(&stored).content;
                    let known = known.map(|k| k.content);
                    // The other tab only counted time: this save goes over it.
                    if Some(theirs) != known {
                        return Ok(if Some(content(game)) == known {
                            Checked::Outdated
                        } else {
                            Checked::Changed
                        });
                    }
                }
            }
            Err(_) if !anyway => return Ok(Checked::Changed),
            Err(why) => match set_aside(store, &key, &text) {
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
    let later_fields = store
        .get(&key)
        .map(|t| fields_unknown_here(&t))
        .unwrap_or_default();
    let saved = games::save_to(store, game, saved_at)?;
    keep_fields(store, &key, later_fields);
    let known = Known {
        saved_at,
        content: content(game),
    };
    Ok(Checked::Saved(saved, known, aside))
}

/// The fields of a stored game that this version does not write: a later version's, after
/// this version's in a record of the same version (a newer app open in another tab wrote it).
fn fields_unknown_here(text: &str) -> Vec<u8> {
    SavedGame::read_with_rest(text)
        .map(|(_, rest)| rest)
        .unwrap_or_default()
}

/// Puts `fields` back after the game just saved under `key`, so an older app's save does not
/// drop what a newer one keeps. Best effort: with no room, the save stands without them.
fn keep_fields(store: &mut dyn Store, key: &str, fields: Vec<u8>) {
    if fields.is_empty() {
        return;
    }
    let Some(mut written) = store.get(key) else {
        return;
    };
    if !matches!(codec::bytes_of(&written), Some(Ok(_))) {
        return;
    }
    codec::push_bytes(&mut written, &fields);
    store.set(key, &written);
}

/// What [`Known`] a tab has of a game it just read from a save stamped `saved_at`.
pub fn known_of(saved: &SavedGame) -> Known {
    Known {
        saved_at: saved.saved_at,
        content: content(&saved.clone().into_game()),
    }
}

/// A note from one tab to the others (text in `persist::codec`'s form on the channel).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
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
    /// The note as text for the channel.
    pub fn to_text(&self) -> String {
        codec::encode(self).unwrap_or_default()
    }

    /// A note read from the channel; `None` for anything else (another app's message, a
    /// note of an earlier version, which were JSON, or of a later one).
    pub fn from_text(text: &str) -> Option<Note> {
        match codec::decode(text)? {
            Ok((note, rest)) if rest.is_empty() => Some(note),
            _ => None,
        }
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
