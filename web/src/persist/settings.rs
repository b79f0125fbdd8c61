//! The player's [`Settings`] between visits: `sudoku.settings` holds them in
//! `persist::codec`'s form (earlier versions wrote JSON, still read by `persist::legacy`).
//! Before settings existed, `sudoku.theme` held "light" or "dark" alone: it is still read when
//! there are no settings, and dropped once settings are written. Likewise `sudoku.keep-marks`
//! held "keep marks" alone before it was a setting: it is read while the kept settings predate
//! that field, and dropped once settings are written. Settings that do not read are
//! moved aside to `sudoku.corrupt.sudoku.settings` (never deleted) and the defaults used.

use super::store::Store;
use super::{codec, legacy};
use crate::game::{Settings, Theme};
use serde::Deserialize;
use solver_core::logic::{ChainNotation, Notation};

const SETTINGS: &str = "sudoku.settings";
const OLD_THEME: &str = "sudoku.theme";
const OLD_KEEP_MARKS: &str = "sudoku.keep-marks";
const ASIDE: &str = "sudoku.corrupt.sudoku.settings";

/// The settings kept in `store`, with a message when what was kept could not be read.
pub fn load(store: &mut dyn Store) -> (Settings, Option<String>) {
    match store.get(SETTINGS) {
        Some(text) => match read(&text) {
            Ok((settings, true)) => (settings, None),
            Ok((settings, false)) => (with_old_keep_marks(store, settings), None),
            Err(_) => {
                let kept = store.set(ASIDE, &text);
                if kept {
                    store.remove(SETTINGS);
                }
                let why = "Your settings could not be read: the defaults are used and the old \
                           settings are kept aside in this browser's storage.";
                (Settings::default(), Some(why.to_string()))
            }
        },
        None => {
            let theme = match store.get(OLD_THEME).as_deref() {
                Some("light") => Theme::Light,
                Some("dark") => Theme::Dark,
                _ => Theme::System,
            };
            let settings = Settings {
                theme,
                ..Settings::default()
            };
            (with_old_keep_marks(store, settings), None)
        }
    }
}

/// `settings` with "keep marks" as its key of earlier versions held it (on when present).
fn with_old_keep_marks(store: &dyn Store, settings: Settings) -> Settings {
    Settings {
        keep_marks: store.get(OLD_KEEP_MARKS).is_some(),
        ..settings
    }
}

/// Settings in this version's form (the fields a later version adds after them ignored), or
/// in an earlier version's form or JSON; with whether they are this version's (an earlier
/// one's have no "keep marks").
fn read(text: &str) -> Result<(Settings, bool), String> {
    match codec::decode::<Settings>(text) {
        Some(Ok((settings, _))) => Ok((settings, true)),
        Some(Err(e)) => match codec::decode::<BeforeKeepMarks>(text) {
            Some(Ok((before, _))) => Ok((before.into(), false)),
            _ => match codec::decode::<BeforeChainNotation>(text) {
                Some(Ok((before, _))) => Ok((before.into(), false)),
                _ => Err(e),
            },
        },
        None => legacy::settings(text).map(|settings| (settings, false)),
    }
}

/// The settings as this form held them before "keep marks" was added at their end (postcard
/// writes a record inside a record as its fields in a row, so the earlier record is reused).
#[derive(Deserialize)]
struct BeforeKeepMarks {
    earlier: BeforeChainNotation,
    chain_notation: ChainNotation,
}

impl From<BeforeKeepMarks> for Settings {
    fn from(b: BeforeKeepMarks) -> Settings {
        Settings {
            chain_notation: b.chain_notation,
            ..b.earlier.into()
        }
    }
}

/// The settings as this form held them before the chain notation was added at their end: a
/// record of fewer fields, which postcard cannot read as the longer one.
#[derive(Deserialize)]
struct BeforeChainNotation {
    theme: Theme,
    show_timer: bool,
    check_mistakes: bool,
    keypad_counts: bool,
    centre_as_candidates: bool,
    notation: Notation,
    classic_coach: bool,
}

impl From<BeforeChainNotation> for Settings {
    fn from(b: BeforeChainNotation) -> Settings {
        Settings {
            theme: b.theme,
            show_timer: b.show_timer,
            check_mistakes: b.check_mistakes,
            keypad_counts: b.keypad_counts,
            centre_as_candidates: b.centre_as_candidates,
            notation: b.notation,
            classic_coach: b.classic_coach,
            ..Settings::default()
        }
    }
}

/// Writes `settings` (and drops the theme and "keep marks" keys they replace).
pub fn save(store: &mut dyn Store, settings: &Settings) -> Result<(), String> {
    let text = codec::encode(settings)?;
    if store.set(SETTINGS, &text) {
        store.remove(OLD_THEME);
        store.remove(OLD_KEEP_MARKS);
        Ok(())
    } else {
        Err("the browser's storage for this site is full".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::test_store::TestStore;

    /// A store holding `fields` as the settings, in this form (an earlier version's record).
    fn stored_as<T: serde::Serialize>(fields: &T) -> TestStore {
        let mut text = codec::MARK.to_string();
        codec::push_bytes(&mut text, &postcard::to_allocvec(fields).unwrap());
        let mut store = TestStore::default();
        store.set(SETTINGS, &text);
        store
    }

    #[test]
    fn nothing_kept_gives_the_defaults() {
        let (settings, problem) = load(&mut TestStore::default());
        assert_eq!(settings, Settings::default());
        assert_eq!(settings.theme, Theme::System);
        assert!(settings.show_timer && settings.keypad_counts);
        assert!(!settings.check_mistakes && !settings.centre_as_candidates);
        assert!(problem.is_none());
    }

    #[test]
    fn the_old_theme_key_still_reads_and_is_dropped_once_settings_are_saved() {
        let mut store = TestStore::default();
        store.set(OLD_THEME, "dark");
        let (settings, _) = load(&mut store);
        assert_eq!(settings.theme, Theme::Dark);
        store.set(OLD_THEME, "light");
        assert_eq!(load(&mut store).0.theme, Theme::Light);
        let system = Settings {
            theme: Theme::System,
            ..settings
        };
        save(&mut store, &system).unwrap();
        assert_eq!(store.get(OLD_THEME), None);
        assert_eq!(load(&mut store).0.theme, Theme::System);
    }

    #[test]
    fn every_setting_round_trips() {
        let mut store = TestStore::default();
        let chosen = Settings {
            theme: Theme::Light,
            show_timer: false,
            check_mistakes: true,
            keypad_counts: false,
            centre_as_candidates: true,
            notation: solver_core::logic::Notation::Classic,
            classic_coach: true,
            chain_notation: solver_core::logic::ChainNotation::Hodoku,
            keep_marks: true,
        };
        save(&mut store, &chosen).unwrap();
        assert!(store.get(SETTINGS).unwrap().starts_with(codec::MARK));
        assert_eq!(load(&mut store), (chosen, None));
        // As an earlier version wrote them (JSON, before the chain notation): read, then
        // rewritten in this form.
        let chosen = Settings {
            chain_notation: solver_core::logic::ChainNotation::Eureka,
            keep_marks: false,
            ..chosen
        };
        let json = serde_json::to_string(&chosen).unwrap();
        store.set(SETTINGS, &json);
        assert_eq!(load(&mut store), (chosen, None));
        let read = load(&mut store).0;
        save(&mut store, &read).unwrap();
        assert!(store.get(SETTINGS).unwrap().starts_with(codec::MARK));
        assert_eq!(load(&mut store), (chosen, None));
    }

    #[test]
    fn settings_saved_before_the_chain_notation_still_read() {
        // The bytes the previous version wrote: the same fields without the last one.
        let before = (
            Theme::Dark,
            false,
            true,
            false,
            true,
            Notation::Classic,
            true,
        );
        let mut store = stored_as(&before);
        let (settings, problem) = load(&mut store);
        assert!(problem.is_none(), "{problem:?}");
        assert_eq!(settings.theme, Theme::Dark);
        assert!(!settings.show_timer && settings.check_mistakes && !settings.keypad_counts);
        assert!(settings.centre_as_candidates && settings.classic_coach);
        assert_eq!(settings.notation, Notation::Classic);
        assert_eq!(
            settings.chain_notation,
            solver_core::logic::ChainNotation::Eureka
        );
    }

    #[test]
    fn settings_saved_before_keep_marks_still_read_with_its_old_key() {
        // The bytes the previous version wrote: the same fields without the last one.
        let before = (
            (
                Theme::Light,
                true,
                true,
                false,
                false,
                Notation::Classic,
                false,
            ),
            ChainNotation::Hodoku,
        );
        let mut store = stored_as(&before);
        let (settings, problem) = load(&mut store);
        assert!(problem.is_none(), "{problem:?}");
        assert_eq!(settings.theme, Theme::Light);
        assert!(settings.show_timer && settings.check_mistakes && !settings.keypad_counts);
        assert_eq!(settings.notation, Notation::Classic);
        assert_eq!(settings.chain_notation, ChainNotation::Hodoku);
        assert!(!settings.keep_marks, "no old key: off");
        // "Keep marks" was its own key then: read while the settings predate it.
        store.set(OLD_KEEP_MARKS, "1");
        let settings = load(&mut store).0;
        assert!(settings.keep_marks);
        assert_eq!(settings.chain_notation, ChainNotation::Hodoku);
        save(&mut store, &settings).unwrap();
        assert_eq!(store.get(OLD_KEEP_MARKS), None, "dropped once saved");
        assert!(load(&mut store).0.keep_marks);
        // With no settings at all, the old key alone still counts.
        let mut store = TestStore::default();
        store.set(OLD_KEEP_MARKS, "1");
        assert!(load(&mut store).0.keep_marks);
        // Settings of this version decide alone.
        save(&mut store, &Settings::default()).unwrap();
        store.set(OLD_KEEP_MARKS, "1");
        assert!(!load(&mut store).0.keep_marks);
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let mut store = TestStore::default();
        store.set(SETTINGS, r#"{"theme":"Dark","show_timer":false}"#);
        let (settings, problem) = load(&mut store);
        assert!(problem.is_none());
        assert_eq!(settings.theme, Theme::Dark);
        assert!(!settings.show_timer);
        assert!(settings.keypad_counts);
        assert!(
            !settings.classic_coach,
            "settings saved before the coach's switches were"
        );
    }

    #[test]
    fn unreadable_settings_are_kept_aside_and_reported() {
        // Cut inside the earlier fields (one or two bytes less are the earlier, shorter records).
        let mut cut = codec::encode(&Settings::default()).unwrap();
        cut.pop();
        cut.pop();
        cut.pop();
        for bad in [
            "{not json",
            r#"{"theme":"Pink"}"#,
            r#"{"show_timer":1}"#,
            "[]",
            &cut,
        ] {
            let mut store = TestStore::default();
            store.set(SETTINGS, bad);
            let (settings, problem) = load(&mut store);
            assert_eq!(settings, Settings::default());
            assert!(problem.is_some(), "{bad}");
            assert_eq!(store.get(ASIDE).as_deref(), Some(bad));
            assert_eq!(store.get(SETTINGS), None);
        }
    }
}
