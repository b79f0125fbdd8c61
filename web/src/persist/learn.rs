//! The player's progress in Learn: per technique, drills tried and the run of drills solved
//! without a nudge. "Practising" after the first try, "learned" after [`LEARNED_AFTER`] in a
//! row; a learned technique can be reset.
//!
//! Two tabs: a result is applied to the record as stored now ([`record`] reads, applies,
//! writes), so a tab never writes back an older copy over another tab's progress. An
//! unreadable record is set aside (`sudoku.corrupt.…`) and progress starts again, with a
//! message; a full storage refuses the write with a message and keeps what was stored.

use super::codec;
use super::store::{load_versioned, read_record, Noun, Store};
use serde::{Deserialize, Serialize};
use solver_core::Technique;

/// Where the progress is kept.
pub const KEY: &str = "sudoku.v1.learn";
/// Drills solved in a row without a nudge that make a technique learned.
pub const LEARNED_AFTER: u32 = 5;

/// One technique's progress.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Progress {
    /// The technique's stable code (`Technique::code`).
    pub code: String,
    /// Drills checked.
    pub tries: u32,
    /// Drills solved in a row without a nudge or a wrong check.
    pub streak: u32,
    /// Whether it was learned (kept until reset).
    pub learned: bool,
}

/// Every technique tried.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Mastery {
    /// Always 1.
    pub version: u32,
    /// The techniques, in the order first tried.
    pub techniques: Vec<Progress>,
}

/// Where a player stands with a technique.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    /// Never tried.
    New,
    /// Tried, not yet learned.
    Practising,
    /// Learned.
    Learned,
}

impl Standing {
    /// The word shown.
    pub fn word(self) -> &'static str {
        match self {
            Standing::New => "new",
            Standing::Practising => "practising",
            Standing::Learned => "learned",
        }
    }
}

/// The result of one check of a drill.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The right move, with no nudge and no wrong check before on this position.
    Clean,
    /// The right move after a nudge or a wrong check.
    Helped,
    /// A wrong move.
    Wrong,
}

impl Mastery {
    /// The progress of `t`, if tried.
    pub fn of(&self, t: Technique) -> Option<&Progress> {
        self.techniques.iter().find(|p| p.code == t.code())
    }

    /// Where the player stands with `t`.
    pub fn standing(&self, t: Technique) -> Standing {
        match self.of(t) {
            None => Standing::New,
            Some(p) if p.learned => Standing::Learned,
            Some(_) => Standing::Practising,
        }
    }

    /// Applies one check's result.
    pub fn apply(&mut self, t: Technique, outcome: Outcome) {
        self.version = 1;
        let at = match self.techniques.iter().position(|p| p.code == t.code()) {
            Some(at) => at,
            None => {
                self.techniques.push(Progress {
                    code: t.code().to_string(),
                    tries: 0,
                    streak: 0,
                    learned: false,
                });
                self.techniques.len() - 1
            }
        };
        let p = &mut self.techniques[at];
        p.tries = p.tries.saturating_add(1);
        match outcome {
            Outcome::Clean => p.streak = p.streak.saturating_add(1),
            Outcome::Helped | Outcome::Wrong => p.streak = 0,
        }
        if p.streak >= LEARNED_AFTER {
            p.learned = true;
        }
    }

    /// Forgets `t`: new again.
    pub fn reset(&mut self, t: Technique) {
        self.techniques.retain(|p| p.code != t.code());
    }

    /// How many techniques are learned, and how many tried.
    pub fn counts(&self) -> (usize, usize) {
        let learned = self.techniques.iter().filter(|p| p.learned).count();
        (learned, self.techniques.len())
    }
}

/// The stored progress, or why it cannot be read (then it is set aside and starts again).
pub fn load(store: &mut dyn Store) -> Result<Mastery, String> {
    let read = |text: &str| {
        read_record(text, 1)
            .unwrap_or_else(|| Err("unreadable (not in this version's form)".into()))
    };
    let what = Noun {
        name: "Your Learn progress",
        plural: false,
    };
    load_versioned(store, KEY, read, &what)
}

/// Writes `mastery`; refused (storage unchanged) when full.
fn save(store: &mut dyn Store, mastery: &Mastery) -> Result<(), String> {
    let text = codec::encode(mastery)?;
    if store.set(KEY, &text) {
        Ok(())
    } else {
        Err("The browser's storage for this site is full: this result is not kept.".to_string())
    }
}

/// Applies `change` to the progress as stored now and writes it: the new progress, and a
/// message when something went wrong (unreadable before, or not written).
pub fn update(
    store: &mut dyn Store,
    change: impl FnOnce(&mut Mastery),
) -> (Mastery, Option<String>) {
    let (mut mastery, note) = match load(store) {
        Ok(m) => (m, None),
        Err(why) => (Mastery::default(), Some(why)),
    };
    let before = mastery.clone();
    change(&mut mastery);
    if let Err(why) = save(store, &mastery) {
        return (before, Some(why));
    }
    (mastery, note)
}

/// [`update`] with one check's result.
pub fn record(store: &mut dyn Store, t: Technique, outcome: Outcome) -> (Mastery, Option<String>) {
    update(store, |m| m.apply(t, outcome))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::test_store::TestStore;

    const X: Technique = Technique::XWing;

    #[test]
    fn practising_after_one_try_learned_after_five_clean_in_a_row() {
        let mut m = Mastery::default();
        assert_eq!(m.standing(X), Standing::New);
        m.apply(X, Outcome::Wrong);
        assert_eq!(m.standing(X), Standing::Practising);
        for _ in 0..4 {
            m.apply(X, Outcome::Clean);
        }
        m.apply(X, Outcome::Helped); // a nudge breaks the run
        for _ in 0..4 {
            m.apply(X, Outcome::Clean);
        }
        assert_eq!(m.standing(X), Standing::Practising);
        m.apply(X, Outcome::Clean);
        assert_eq!(m.standing(X), Standing::Learned);
        m.apply(X, Outcome::Wrong); // learned stays until reset
        assert_eq!(m.standing(X), Standing::Learned);
        assert_eq!(m.counts(), (1, 1));
        m.reset(X);
        assert_eq!(m.standing(X), Standing::New);
    }

    #[test]
    fn two_tabs_add_up_instead_of_overwriting() {
        let mut store = TestStore::default();
        // Each tab applies its result to what is stored now, not to its own older copy.
        let (first, _) = record(&mut store, X, Outcome::Clean);
        let (second, note) = record(&mut store, Technique::Swordfish, Outcome::Wrong);
        assert_eq!(first.counts(), (0, 1));
        assert_eq!(second.counts(), (0, 2));
        assert_eq!(note, None);
        assert_eq!(load(&mut store).ok(), Some(second));
    }

    #[test]
    fn corrupt_progress_is_set_aside_with_a_message() {
        let mut store = TestStore::default();
        store.set(KEY, "pc1:\u{1ff}garbage");
        let (m, note) = record(&mut store, X, Outcome::Clean);
        assert_eq!(m.standing(X), Standing::Practising);
        assert!(note.is_some_and(|n| n.contains("kept aside")));
        assert!(store.get("sudoku.corrupt.sudoku.v1.learn").is_some());
        assert!(load(&mut store).is_ok());
    }

    #[test]
    fn a_full_storage_keeps_what_was_stored_and_says_so() {
        let mut store = TestStore::default();
        record(&mut store, X, Outcome::Clean);
        store.full = true;
        let (m, note) = record(&mut store, X, Outcome::Clean);
        assert_eq!(m.of(X).map(|p| p.streak), Some(1));
        assert!(note.is_some_and(|n| n.contains("full")));
        assert_eq!(
            load(&mut store).ok().and_then(|m| m.of(X).map(|p| p.tries)),
            Some(1)
        );
    }
}
