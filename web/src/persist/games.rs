//! Saved games and statistics, in any [`Store`] (the page's is the
//! browser's localStorage, in `browser::storage`; the tests' a map with a quota). The store and
//! the [`SavedGame`] record are defined in `persist::store`, below `persist::legacy`, which
//! reads earlier versions' JSON into them; this module reads and writes them under their keys.
//!
//! Keys: `sudoku.v1.current` holds the id of the game in progress; `sudoku.v1.game.<id>` holds
//! a [`SavedGame`] in `persist::codec`'s form (earlier versions wrote JSON, still read by
//! `persist::legacy` and rewritten at the game's next save). Nothing leaves the browser. A
//! value that does not read as a saved game of this version is never deleted: it is moved to
//! `sudoku.corrupt.<key>` and reported.

pub use super::store::{SavedGame, Store, SAVED_UNDO, VERSION};

use super::stats::{OldStats, Stats, STATS_VERSION};
use super::store::{check_version, load_versioned, set_aside, unreadable, version_of, Noun};
use super::{codec, legacy};
use crate::game::{Game, Sheet};
use solver_core::Grid;

const PREFIX: &str = "sudoku.v1.game.";
const CURRENT: &str = "sudoku.v1.current";

/// What the "Saved games" list shows of one game.
#[derive(Clone, PartialEq, Debug)]
pub struct Summary {
    /// Its id.
    pub id: String,
    /// The givens.
    pub givens: Grid,
    /// The player's digits (without the givens).
    pub entries: Grid,
    /// The level, when the puzzle was rated.
    pub level: Option<String>,
    /// When it was last played: milliseconds since 1970 of its last save (a game saves at
    /// each change and each second of play).
    pub last_played: f64,
    /// Seconds of play.
    pub elapsed: u32,
}

impl Summary {
    /// Cells filled (givens and the player's digits), out of 81.
    pub fn filled(&self) -> usize {
        self.givens.with_entries(&self.entries).filled_count()
    }
}

/// Reading needs `persist::legacy`, which builds on the record: so here, not in `store`.
impl SavedGame {
    /// Reads a saved game (this version's form, or an earlier version's JSON), or says why it
    /// cannot be one.
    pub fn read(text: &str) -> Result<SavedGame, String> {
        SavedGame::read_with_rest(text).map(|(saved, _)| saved)
    }

    /// [`SavedGame::read`], with the bytes after this version's fields in a record of this
    /// version's form (a later version's fields; none for JSON). The practice flag, added
    /// after the record's first fields, is read when present (not practice when absent).
    pub fn read_with_rest(text: &str) -> Result<(SavedGame, Vec<u8>), String> {
        let Some(read) = version_of(text) else {
            return legacy::saved_game(text).map(|saved| (saved, Vec::new()));
        };
        // The version comes first, so a record of another version is named as such.
        let (version, bytes) = read?;
        check_version(version)?;
        let (mut saved, mut rest) = codec::from_bytes::<SavedGame>(&bytes).map_err(unreadable)?;
        if !rest.is_empty() {
            (saved.practice, rest) = codec::from_bytes::<bool>(rest).map_err(unreadable)?;
        }
        Ok((saved, rest.to_vec()))
    }
}

/// How a save went when it went through.
#[derive(Clone, PartialEq, Debug)]
pub enum Saved {
    /// Saved as it is.
    Whole,
    /// Saved after making room: the text says what was given up.
    MadeRoom(String),
}

/// Undo steps kept when the storage is too full for [`SAVED_UNDO`].
const SAVED_UNDO_WHEN_FULL: usize = 20;

/// Saves `game` and marks it current. When the storage is full, makes room in this order:
/// finished games (oldest first, never the unreadable copies set aside), then this game's undo
/// history (down to [`SAVED_UNDO_WHEN_FULL`] steps, then none). The error says why not.
/// A game with no id or nothing on it is not saved.
pub fn save_to(store: &mut dyn Store, game: &Game, now: f64) -> Result<Saved, String> {
    if game.id.is_empty() || (game.givens == Grid::EMPTY && game.sheet == Sheet::default()) {
        return Ok(Saved::Whole);
    }
    let key = format!("{PREFIX}{}", game.id);
    let saved = SavedGame::of(game, now);
    let text = saved.to_text()?;
    let mut done = store.set(&key, &text);
    let mut removed = 0usize;
    if !done {
        for id in finished_games(store, &game.id) {
            store.remove(&format!("{PREFIX}{id}"));
            removed += 1;
            done = store.set(&key, &text);
            if done {
                break;
            }
        }
    }
    let mut kept_undo = None;
    for keep in [SAVED_UNDO_WHEN_FULL, 0] {
        if done {
            break;
        }
        let mut smaller = saved.clone();
        let skip = smaller.undo.len().saturating_sub(keep);
        smaller.undo.drain(..skip);
        smaller.redo.truncate(keep);
        let text = smaller.to_text()?;
        done = store.set(&key, &text);
        kept_undo = Some(keep);
    }
    if !(done && store.set(CURRENT, &game.id)) {
        return Err("the browser's storage for this site is full".to_string());
    }
    let mut gave_up = Vec::new();
    if removed > 0 {
        gave_up.push(match removed {
            1 => "removed 1 finished game".to_string(),
            n => format!("removed {n} finished games"),
        });
    }
    match kept_undo {
        Some(0) => gave_up.push("saved this game without its undo history".to_string()),
        Some(n) => gave_up.push(format!("kept only the last {n} undo steps of this game")),
        None => {}
    }
    Ok(if gave_up.is_empty() {
        Saved::Whole
    } else {
        Saved::MadeRoom(format!("The storage was full: {}.", gave_up.join(" and ")))
    })
}

/// Ids of the saved games other than `except` whose grid is complete and right, oldest first.
fn finished_games(store: &dyn Store, except: &str) -> Vec<String> {
    summaries(store)
        .into_iter()
        .rev()
        .filter(|s| s.id != except && s.givens.with_entries(&s.entries).is_solved())
        .map(|s| s.id)
        .collect()
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
pub fn load(store: &mut dyn Store, id: &str) -> Loaded {
    let key = format!("{PREFIX}{id}");
    let Some(text) = store.get(&key) else {
        return Loaded::Nothing;
    };
    match SavedGame::read(&text) {
        Ok(saved) => Loaded::Game(Box::new(saved)),
        Err(why) => Loaded::SetAside(match set_aside(store, &key, &text) {
            Some(aside) => format!(
                "A saved game was {why}; it is kept aside in this browser's storage as \"{aside}\"."
            ),
            None => format!(
                "A saved game was {why}; the storage is too full to set it aside, so it stays as \"{key}\"."
            ),
        }),
    }
}

/// The key of the game saved as `id`.
pub fn game_key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The id of the game in progress, if any.
pub fn current_id(store: &dyn Store) -> Option<String> {
    store.get(CURRENT)
}

/// Every saved game's id with its givens, save time and seconds of play, newest first.
/// Unreadable entries are skipped here (they are reported when opened).
pub fn list(store: &dyn Store) -> Vec<(String, Grid, f64, u32)> {
    summaries(store)
        .into_iter()
        .map(|s| (s.id, s.givens, s.last_played, s.elapsed))
        .collect()
}

/// What "Saved games" shows of every readable saved game, most recently played first.
pub fn summaries(store: &dyn Store) -> Vec<Summary> {
    let mut games: Vec<Summary> = Vec::new();
    for id in store
        .keys()
        .into_iter()
        .filter_map(|key| key.strip_prefix(PREFIX).map(str::to_string))
    {
        let Some(Ok(saved)) = store
            .get(&format!("{PREFIX}{id}"))
            .map(|text| SavedGame::read(&text))
        else {
            continue;
        };
        // Each put in its place as it is read (no sort: the page would carry a sort's code
        // for this alone); games saved at the same time keep the order they were read in.
        let at = games.partition_point(|g| g.last_played >= saved.saved_at);
        games.insert(
            at,
            Summary {
                id,
                givens: saved.givens,
                entries: saved.sheet.entries,
                level: saved.level,
                last_played: saved.saved_at,
                elapsed: saved.elapsed,
            },
        );
    }
    games
}

/// The newest saved game of `givens`, if any.
pub fn find(store: &dyn Store, givens: &Grid) -> Option<String> {
    summaries(store)
        .into_iter()
        .find(|s| s.givens == *givens)
        .map(|s| s.id)
}

/// Deletes a saved game.
pub fn remove(store: &mut dyn Store, id: &str) {
    store.remove(&format!("{PREFIX}{id}"));
}

const STATS: &str = "sudoku.v1.stats";
/// What [`load_stats`] says of statistics a newer version of the app saved.
pub const NEWER_STATS: &str =
    "Statistics were saved by a newer version of the app; reload to see them.";

/// The statistics, or why they cannot be read (the unreadable text is then kept under
/// `sudoku.corrupt.sudoku.v1.stats` and the statistics start again). This version's form, or
/// an earlier version's JSON.
pub fn load_stats(store: &mut dyn Store) -> Result<Stats, String> {
    // A newer version's statistics (that app open in another tab, or used before this older
    // one was loaded from a cache): left as they are, neither set aside nor written over.
    if let Some(Ok((version, _))) = store.get(STATS).as_deref().and_then(version_of) {
        if version > STATS_VERSION {
            return Err(NEWER_STATS.to_string());
        }
    }
    let what = Noun {
        name: "The statistics",
        plural: true,
    };
    load_versioned(store, STATS, read_stats, &what)
}

/// Statistics in any form a version wrote: this version's, version 1's (made this version's),
/// or the JSON of the versions before (the same fields as version 1).
fn read_stats(text: &str) -> Result<Stats, String> {
    let Some(read) = version_of(text) else {
        return legacy::stats(text).and_then(|stats| match stats.version {
            1 => Ok(Stats {
                version: STATS_VERSION,
                ..stats
            }),
            v => Err(format!("from another version ({v})")),
        });
    };
    let (version, bytes) = read?;
    match version {
        1 => codec::from_bytes::<OldStats>(&bytes).map(|(old, _)| old.into()),
        STATS_VERSION => codec::from_bytes::<Stats>(&bytes).map(|(stats, _)| stats),
        v => return Err(format!("from another version ({v})")),
    }
    .map_err(unreadable)
}

/// Writes the statistics.
pub fn save_stats(store: &mut dyn Store, stats: &Stats) -> Result<(), String> {
    let text = codec::encode(stats)?;
    if store.set(STATS, &text) {
        Ok(())
    } else {
        Err("the browser's storage for this site is full".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Checkpoint, Snapshot};
    use crate::persist::store::CORRUPT;
    use crate::persist::test_store::TestStore;
    use solver_core::{Cell, Digit};
    use std::rc::Rc;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn game(id: &str, solved: bool, undo: usize) -> Game {
        let givens: Grid = PUZZLE.parse().unwrap();
        let mut game = Game {
            id: id.into(),
            givens,
            ..Game::default()
        };
        if solved {
            let solution = solver_core::solve(&givens).unwrap();
            for cell in Cell::all() {
                if givens.get(cell).is_none() {
                    game.sheet.entries.set(cell, solution.get(cell));
                }
            }
        }
        game.undo = Rc::new(vec![Snapshot::default(); undo]);
        game
    }

    fn size(game: &Game) -> usize {
        SavedGame::of(game, 0.0).to_text().unwrap().len()
    }

    /// `saved` as the versions before `persist::codec` wrote it.
    fn json(saved: &SavedGame) -> String {
        serde_json::to_string(saved).unwrap()
    }

    #[test]
    fn a_full_store_gives_up_finished_games_first_then_history() {
        let current = game("now", false, SAVED_UNDO);
        let finished = [game("old", true, 0), game("older", true, 0)];
        let unfinished = game("open", false, 0);
        let mut store = TestStore::default();
        for (i, g) in finished.iter().chain([&unfinished]).enumerate() {
            // "older" was saved first.
            let at = if g.id == "older" { 1.0 } else { 2.0 + i as f64 };
            assert_eq!(save_to(&mut store, g, at), Ok(Saved::Whole));
        }
        store.map.insert(format!("{CORRUPT}x"), "kept aside".into());
        // Room for the current game only after one finished game goes.
        store.bytes = store.used() + size(&current) - size(&finished[0]) / 2;
        let saved = save_to(&mut store, &current, 9.0).unwrap();
        assert_eq!(
            saved,
            Saved::MadeRoom("The storage was full: removed 1 finished game.".into())
        );
        assert!(
            store.get(&format!("{PREFIX}older")).is_none(),
            "oldest first"
        );
        assert!(store.get(&format!("{PREFIX}old")).is_some());
        assert!(
            store.get(&format!("{PREFIX}open")).is_some(),
            "never an open game"
        );
        assert!(
            store.get(&format!("{CORRUPT}x")).is_some(),
            "never a set-aside copy"
        );
        assert_eq!(store.get(CURRENT).as_deref(), Some("now"));

        // No finished game left to remove: the history goes, the game is saved.
        store.remove(&format!("{PREFIX}now"));
        store.remove(&format!("{PREFIX}old"));
        store.bytes = store.used() + size(&game("now", false, 5));
        let saved = save_to(&mut store, &current, 10.0).unwrap();
        assert!(
            matches!(&saved, Saved::MadeRoom(t) if t.contains("without its undo history")),
            "{saved:?}"
        );
        let back = SavedGame::read(&store.get(&format!("{PREFIX}now")).unwrap()).unwrap();
        assert_eq!((back.givens, back.undo.len()), (current.givens, 0));

        // Not even that fits: an error, and the older save of this game is still there.
        let before = store.get(&format!("{PREFIX}now"));
        store.bytes = store.used() - 1;
        assert!(save_to(&mut store, &current, 11.0).is_err());
        assert_eq!(store.get(&format!("{PREFIX}now")), before);
    }

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
        game.undo = Rc::new(vec![Snapshot::default(); SAVED_UNDO + 5]);
        let saved = SavedGame::of(&game, 1.0);
        assert_eq!(saved.undo.len(), SAVED_UNDO);
        // This version's form, and an earlier version's JSON.
        for text in [saved.to_text().unwrap(), json(&saved)] {
            assert_eq!(SavedGame::read(&text), Ok(saved.clone()), "{text}");
            let bad_grid = text.replacen("53...", "5x...", 1);
            assert_ne!(bad_grid, text);
            let why = SavedGame::read(&bad_grid).unwrap_err();
            assert!(why.starts_with("unreadable"), "{why}");
        }
        let restored = saved.clone().into_game();
        assert_eq!(
            restored.sheet.entries.get(Cell::from_index(2)),
            Digit::new_checked(4)
        );

        for bad in ["{", "null", "", "pc1:", "pc1:\u{7}"] {
            let why = SavedGame::read(bad).unwrap_err();
            assert!(why.starts_with("unreadable"), "{bad}: {why}");
        }
        let mut text = saved.to_text().unwrap();
        text.truncate(text.len() - 200);
        let cut = SavedGame::read(&text).unwrap_err();
        assert!(cut.starts_with("unreadable"), "{cut}");
        let old = json(&saved).replacen("\"version\":1", "\"version\":0", 1);
        assert_eq!(
            SavedGame::read(&old),
            Err("saved by another version (0)".into())
        );
        for version in [0, 2] {
            let other = SavedGame {
                version,
                ..saved.clone()
            };
            let why = SavedGame::read(&other.to_text().unwrap()).unwrap_err();
            match version {
                0 => assert_eq!(why, "saved by another version (0)"),
                _ => assert!(why.starts_with("saved by a newer version"), "{why}"),
            }
        }
    }

    #[test]
    fn a_json_save_of_the_previous_version_loads_and_is_rewritten_in_this_form() {
        let mut store = TestStore::default();
        let mut before = game("old", false, 3);
        before
            .sheet
            .centre
            .set(Cell::from_index(2), solver_core::DigitSet::from_bits(0b110));
        before.sheet.colours.set(Cell::from_index(3), 4);
        before.elapsed = 77;
        let saved = SavedGame::of(&before, 1_763_880_000_123.0);
        store.map.insert(format!("{PREFIX}old"), json(&saved));
        store.map.insert(CURRENT.into(), "old".into());
        let Loaded::Game(loaded) = load(&mut store, "old") else {
            panic!("the JSON save did not load")
        };
        assert_eq!(*loaded, saved);
        let resumed = loaded.into_game();
        assert_eq!(save_to(&mut store, &resumed, 2e12), Ok(Saved::Whole));
        let text = store.get(&format!("{PREFIX}old")).unwrap();
        assert!(text.starts_with(codec::MARK), "{text}");
        // Characters, as the browser's storage counts them (UTF-16 units: one per byte here).
        let (chars, json_chars) = (text.chars().count(), json(&saved).len());
        assert!(chars < json_chars * 3 / 5, "{chars} against {json_chars}");
        let again = SavedGame::read(&text).unwrap();
        assert_eq!(
            (again.sheet, again.undo.len(), again.elapsed, again.saved_at),
            (saved.sheet, 3, 77, 2e12)
        );
    }

    #[test]
    fn checkpoints_are_saved_and_older_saves_without_them_still_load() {
        let mut game = Game {
            id: "cp".into(),
            givens: format!("53{}", ".".repeat(79)).parse().unwrap(),
            ..Game::default()
        };
        game.checkpoints.push(Checkpoint {
            name: "before the guess".into(),
            snapshot: Snapshot::default(),
        });
        let saved = SavedGame::of(&game, 1.0);
        let back = SavedGame::read(&saved.to_text().unwrap()).unwrap();
        assert_eq!(back.into_game().checkpoints, game.checkpoints);
        let text = json(&saved);
        let back = SavedGame::read(&text).unwrap().into_game();
        assert_eq!(back.checkpoints, game.checkpoints);
        // A save written before checkpoints existed (the first version's shape): no such field.
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value.as_object_mut().unwrap().remove("checkpoints");
        let old = SavedGame::read(&value.to_string()).expect("an older save loads");
        assert!(old.checkpoints.is_empty());
        assert_eq!(old.givens, game.givens);
    }

    #[test]
    fn summaries_show_level_progress_and_last_play_and_older_saves_still_read() {
        let mut store = TestStore::default();
        let mut rated = game("rated", false, 0);
        rated.rating = Some(Ok(solver_core::rate(&rated.givens).unwrap()));
        rated
            .sheet
            .entries
            .set(Cell::from_index(2), Digit::new_checked(4));
        save_to(&mut store, &rated, 5.0).unwrap();
        let text = store.get(&format!("{PREFIX}rated")).unwrap();
        let level = SavedGame::read(&text).unwrap().level;
        assert!(level.is_some_and(|l| text.contains(&l)), "{text}");
        // A save written before levels existed (an early version's shape): no such field.
        let text = json(&SavedGame::read(&text).unwrap());
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value.as_object_mut().unwrap().remove("level");
        value["saved_at"] = 1.0.into();
        store.map.insert(format!("{PREFIX}old"), value.to_string());
        store.map.insert(format!("{PREFIX}bad"), "{".into());
        let list = summaries(&store);
        assert_eq!(list.len(), 2, "the unreadable one is skipped");
        let (new, old) = (&list[0], &list[1]);
        assert_eq!(new.id, "rated");
        assert_eq!(new.level.as_deref(), Some(rated.level_text().as_str()));
        assert!(new.level.as_deref().unwrap().starts_with("Easy"));
        assert_eq!(new.filled(), 31, "30 givens and one digit");
        assert_eq!(new.last_played, 5.0);
        assert_eq!(old.level, None);
        assert_eq!(old.givens, rated.givens);
        assert!(SavedGame::read(&value.to_string()).is_ok());
    }

    #[test]
    fn saved_games_are_listed_newest_first_whatever_order_they_are_read_in() {
        let mut store = TestStore::default();
        for (id, at) in [("c", 3.0), ("a", 1.0), ("d", 4.0), ("b", 2.0), ("e", 2.5)] {
            save_to(&mut store, &game(id, false, 0), at).unwrap();
        }
        let ids: Vec<String> = summaries(&store).into_iter().map(|s| s.id).collect();
        assert_eq!(ids, ["d", "c", "e", "b", "a"]);
        let times: Vec<f64> = list(&store).into_iter().map(|(_, _, at, _)| at).collect();
        assert_eq!(times, [4.0, 3.0, 2.5, 2.0, 1.0]);
    }

    #[test]
    fn a_practice_game_stays_practice_after_a_reload_and_older_saves_are_not_practice() {
        use crate::persist::stats::Solved;
        use solver_core::generator::{Certificate, Method, Options};
        let mut store = TestStore::default();
        let mut practice = game("p", false, 2);
        let options = Options {
            technique: Some(solver_core::Technique::XWing),
            ..Options::default()
        };
        practice.certificate = Some(Certificate::new(
            &practice.givens,
            1,
            Method::Modern(options),
            options.symmetry,
            1,
            None,
        ));
        assert!(Solved::of(&practice).practice);
        save_to(&mut store, &practice, 1.0).unwrap();
        // A reload: the game comes back from its save, without the certificate.
        let Loaded::Game(saved) = load(&mut store, "p") else {
            panic!("the practice game did not load")
        };
        let resumed = saved.into_game();
        assert!(resumed.certificate.is_none());
        assert!(Solved::of(&resumed).practice, "still practice");
        // Saved again from the resumed game, it stays practice.
        save_to(&mut store, &resumed, 2.0).unwrap();
        let Loaded::Game(again) = load(&mut store, "p") else {
            panic!("the practice game did not load again")
        };
        assert!(again.practice);
        // An ordinary game is not practice.
        save_to(&mut store, &game("o", false, 0), 3.0).unwrap();
        let Loaded::Game(ordinary) = load(&mut store, "o") else {
            panic!("the ordinary game did not load")
        };
        assert!(!Solved::of(&ordinary.into_game()).practice);
        // A save written before the flag (the record's fields alone) reads, as not practice;
        // an app from before the flag reads the flag as a later field and keeps it.
        let text = store.get(&format!("{PREFIX}p")).unwrap();
        let older = codec::encode(&*again).unwrap();
        assert_eq!(text.strip_prefix(older.as_str()), Some("\u{101}"));
        let (read, rest) = SavedGame::read_with_rest(&older).unwrap();
        assert_eq!((read.practice, rest.len()), (false, 0));
        let bytes = codec::bytes_of(&text).unwrap().unwrap();
        let (fields, later) = codec::from_bytes::<SavedGame>(&bytes).unwrap();
        assert_eq!((fields.givens, later), (practice.givens, &[1u8][..]));
        // Editing the givens makes it another puzzle: no longer practice.
        use crate::game::{Action, Mode};
        use yew::Reducible;
        let mut edited = Rc::new(again.into_game());
        let cell = Cell::from_index(2);
        for action in [
            Action::SetMode(Mode::Edit),
            Action::Select {
                cell,
                extend: false,
            },
            Action::Digit(Digit::new_checked(4).unwrap()),
        ] {
            edited = edited.reduce(action);
        }
        assert_ne!(edited.givens, practice.givens);
        assert!(!edited.is_practice());
    }

    #[test]
    fn statistics_of_version_one_still_read_and_a_newer_version_is_left_as_it_is() {
        let mut store = TestStore::default();
        // Version 1's record: no checks, no practice flag.
        let old = (
            1u32,
            vec![("a".to_string(), "Hard".to_string(), 600u32, 2u32)],
        );
        store.set(STATS, &codec::encode(&old).unwrap());
        let stats = load_stats(&mut store).unwrap();
        assert_eq!(stats.version, STATS_VERSION);
        let game = &stats.games[0];
        assert_eq!((game.id.as_str(), game.seconds, game.hints), ("a", 600, 2));
        assert_eq!((game.checks, game.practice), (0, false));
        // Written back in this version's form, it reads the same.
        save_stats(&mut store, &stats).unwrap();
        assert_eq!(load_stats(&mut store), Ok(stats.clone()));
        // The JSON of the versions before.
        let json = r#"{"version":1,"games":[{"id":"a","level":"Hard","seconds":600,"hints":2}]}"#;
        store.set(STATS, json);
        assert_eq!(load_stats(&mut store), Ok(stats.clone()));
        // A newer version's (its record may hold more than this version reads): left as it
        // is, with a message; a solved game is not recorded over it.
        let newer = (
            STATS_VERSION + 1,
            stats.games.clone(),
            "a newer field".to_string(),
        );
        let text = codec::encode(&newer).unwrap();
        store.set(STATS, &text);
        for _ in 0..2 {
            assert_eq!(load_stats(&mut store), Err(NEWER_STATS.to_string()));
        }
        let recorded = load_stats(&mut store).and_then(|mut stats| {
            stats.record(stats.games[0].clone());
            save_stats(&mut store, &stats)
        });
        assert!(recorded.is_err());
        assert_eq!(store.get(STATS), Some(text));
        assert!(store.get(&format!("{CORRUPT}{STATS}")).is_none());
        // An unreadable one is set aside, with a message, and the statistics start again.
        store.set(STATS, &format!("{}\u{102}\u{1ff}", codec::MARK));
        let why = load_stats(&mut store).unwrap_err();
        assert!(why.starts_with("The statistics were unreadable"), "{why}");
        assert!(why.contains("they are kept aside"), "{why}");
        assert!(store.get(&format!("{CORRUPT}{STATS}")).is_some());
        assert_eq!(load_stats(&mut store), Ok(Stats::default()));
        // "Reset statistics" saves none, which read back as none, with no message.
        save_stats(&mut store, &Stats::default()).unwrap();
        assert_eq!(load_stats(&mut store), Ok(Stats::default()));
    }
}
