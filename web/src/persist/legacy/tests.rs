//! The JSON of earlier versions (made here with serde_json from the same derived impls that
//! wrote it) reads back as the same values.

use super::*;
use crate::game::Game;
use crate::persist::games::VERSION;
use solver_core::{Cell, Digit, DigitSet};
use std::rc::Rc;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A game with something in every field a save has.
fn busy_game() -> SavedGame {
    let mut game = Game {
        id: "g-1\"quoted\"".into(),
        givens: PUZZLE.parse().unwrap(),
        mode: Mode::Play,
        elapsed: 4_000_000,
        auto_candidates: true,
        ..Game::default()
    };
    let sheet = &mut game.sheet;
    sheet
        .entries
        .set(Cell::from_index(2), Digit::new_checked(4));
    sheet
        .centre
        .set(Cell::from_index(3), DigitSet::from_bits(0b1010));
    sheet.corner.set(Cell::from_index(5), DigitSet::ALL);
    sheet.colours.set(Cell::from_index(6), 9);
    sheet
        .cand_a
        .set(Cell::from_index(7), DigitSet::from_bits(0b10));
    sheet
        .cand_b
        .set(Cell::from_index(8), DigitSet::from_bits(0b100));
    let snapshot = Snapshot {
        givens: game.givens,
        sheet: game.sheet,
    };
    game.undo = Rc::new(vec![Snapshot::default(), snapshot]);
    game.redo = Rc::new(vec![snapshot]);
    game.checkpoints.push(Checkpoint {
        name: "before the guess: é ✓ \\ \n".into(),
        snapshot,
    });
    let mut saved = SavedGame::of(&game, 1_763_880_000_123.5);
    saved.level = Some("Hard 3.4".into());
    saved
}

#[test]
fn a_saved_game_reads_back_field_for_field() {
    let saved = busy_game();
    let text = serde_json::to_string(&saved).unwrap();
    assert_eq!(saved_game(&text), Ok(saved.clone()));
    // Without the fields older saves lack, and with one this version does not know.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let fields = value.as_object_mut().unwrap();
    fields.remove("checkpoints");
    fields.remove("level");
    fields.insert("later".into(), serde_json::json!({"a": [1, 2.5, null]}));
    let sheet = fields["sheet"].as_object_mut().unwrap();
    for name in ["colors", "cand_a", "cand_b"] {
        sheet.remove(name);
    }
    let old = saved_game(&value.to_string()).unwrap();
    assert_eq!((old.checkpoints.len(), old.level), (0, None));
    assert_eq!(old.sheet.entries, saved.sheet.entries);
    assert_eq!(old.sheet.centre, saved.sheet.centre);
    assert_eq!(old.sheet.colours, Colours::default());
    assert_eq!(old.sheet.cand_a, Marks::default());
    assert_eq!((old.undo, old.redo), (saved.undo, saved.redo));
}

#[test]
fn what_is_not_a_saved_game_says_why() {
    let text = serde_json::to_string(&busy_game()).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let broken = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut copy = value.clone();
        change(&mut copy);
        saved_game(&copy.to_string()).unwrap_err()
    };
    let missing = broken(&|v| {
        v.as_object_mut().unwrap().remove("sheet");
    });
    assert!(missing.starts_with("unreadable"), "{missing}");
    for (field, bad) in [
        ("givens", serde_json::json!("5x")),
        ("mode", serde_json::json!("Solve")),
        ("elapsed", serde_json::json!(-1)),
        ("elapsed", serde_json::json!(1.5)),
        ("undo", serde_json::json!({})),
        ("saved_at", serde_json::json!("today")),
    ] {
        let why = broken(&|v| v[field] = bad.clone());
        assert!(why.starts_with("unreadable"), "{field}: {why}");
    }
    let marks = broken(&|v| v["sheet"]["center"] = serde_json::json!([1, 2, 3]));
    assert!(marks.contains("81"), "{marks}");
    value["version"] = (VERSION + 1).into();
    let newer = saved_game(&value.to_string()).unwrap_err();
    assert!(newer.starts_with("saved by a newer version"), "{newer}");
    value["version"] = 0.into();
    assert_eq!(
        saved_game(&value.to_string()),
        Err("saved by another version (0)".into())
    );
    for bad in ["{", "", "null", "[]", "{\"version\":1,\"undo\":[0,0,"] {
        let why = saved_game(bad).unwrap_err();
        assert!(why.starts_with("unreadable"), "{bad}: {why}");
    }
}

#[test]
fn statistics_and_settings_read_back() {
    let mut stats = Stats::default();
    stats.record(Solved {
        id: "a".into(),
        level: "Hard".into(),
        seconds: 600,
        hints: 2,
        checks: 0,
        practice: false,
    });
    let text = serde_json::to_string(&stats).unwrap();
    assert_eq!(super::stats(&text), Ok(stats));
    assert!(super::stats(r#"{"version":1,"games":[{"id":"#).is_err());
    assert!(super::stats(r#"{"version":1,"games":[{"id":"a"}]}"#).is_err());
    assert!(super::stats(r#"{"games":[]}"#).is_err());

    let chosen = Settings {
        theme: Theme::Dark,
        show_timer: false,
        check_mistakes: true,
        keypad_counts: false,
        centre_as_candidates: true,
        notation: Notation::Classic,
        classic_coach: true,
        chain_notation: solver_core::logic::ChainNotation::Eureka,
        keep_marks: false,
    };
    let text = serde_json::to_string(&chosen).unwrap();
    assert_eq!(settings(&text), Ok(chosen));
    let light = Settings {
        theme: Theme::Light,
        ..Settings::default()
    };
    assert_eq!(settings(&serde_json::to_string(&light).unwrap()), Ok(light));
    assert_eq!(settings("{}"), Ok(Settings::default()));
    assert!(settings(r#"{"notation":"Other"}"#).is_err());
}
