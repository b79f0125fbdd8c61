//! Two tabs over one store, natively.

use super::*;
use crate::game::Action;
use crate::persist::test_store::TestStore;
use solver_core::{Cell, Digit};
use std::collections::BTreeMap;
use std::rc::Rc;
use yew::Reducible;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn cell(i: usize) -> Cell {
    Cell::from_index(i)
}

fn opened() -> Game {
    Game {
        id: "g".into(),
        givens: PUZZLE.parse().unwrap(),
        mode: crate::game::Mode::Play,
        ..Game::default()
    }
}

/// `game` with `digit` played in cell `i`.
fn play(game: &Game, i: usize, digit: u8) -> Game {
    let selected = Rc::new(game.clone()).reduce(Action::Select {
        cell: cell(i),
        extend: false,
    });
    (*selected.reduce(Action::Digit(Digit::new_checked(digit).unwrap()))).clone()
}

fn saved(store: &TestStore, id: &str) -> SavedGame {
    SavedGame::read(&store.get(&games::game_key(id)).unwrap()).unwrap()
}

fn known(checked: Checked) -> Known {
    match checked {
        Checked::Saved(_, known, None) => known,
        other => panic!("not saved: {other:?}"),
    }
}

#[test]
fn a_tab_never_saves_over_a_newer_save_of_another_tab() {
    let mut store = TestStore::default();
    // Tab A opens and plays r1c3 = 4.
    let a = play(&opened(), 2, 4);
    let a_known = known(save_checked(&mut store, &a, 100.0, None, false).unwrap());
    // Tab B opens the same game (reads A's save) and plays r1c4 = 6.
    let b_read = saved(&store, "g");
    let b_known = known_of(&b_read);
    let b = play(&b_read.into_game(), 3, 6);
    let b_known = known(save_checked(&mut store, &b, 200.0, Some(b_known), false).unwrap());
    // A, not told, plays r1c6 = 8 on its old copy: the save stops, B's moves stay stored.
    let a2 = play(&a, 5, 8);
    assert_eq!(
        save_checked(&mut store, &a2, 300.0, Some(a_known), false),
        Ok(Checked::Changed)
    );
    assert_eq!(saved(&store, "g").saved_at, 200.0);
    let stored = saved(&store, "g").into_game();
    assert_eq!(stored.digits().get(cell(3)), Digit::new_checked(6));
    // A, with no move since its save, only counting time: it should show B's game.
    let a_ticked = Game {
        elapsed: a.elapsed + 1,
        ..a.clone()
    };
    assert_eq!(
        save_checked(&mut store, &a_ticked, 300.0, Some(a_known), false),
        Ok(Checked::Outdated)
    );
    // A game this tab never read, found stored: another tab's, not overwritten either.
    assert_eq!(
        save_checked(&mut store, &a2, 300.0, None, false),
        Ok(Checked::Changed)
    );
    // B goes on: its own save is the stored one.
    let b2 = play(&b, 5, 8);
    assert!(save_checked(&mut store, &b2, 400.0, Some(b_known), false).is_ok());
    // A chooses "Keep mine": written, over B's, as the player asked.
    let kept = known(save_checked(&mut store, &a2, 350.0, Some(a_known), true).unwrap());
    assert_eq!(
        kept.saved_at, 401.0,
        "a later save, even with a clock behind"
    );
    assert_eq!(kept.content, content(&a2));
    assert_eq!(saved(&store, "g").into_game().sheet, a2.sheet);
}

#[test]
fn a_save_that_only_counted_time_is_saved_over() {
    let mut store = TestStore::default();
    let a = play(&opened(), 2, 4);
    let a_known = known(save_checked(&mut store, &a, 100.0, None, false).unwrap());
    // B reads it and only its clock runs (a visible tab saves every second).
    let b_read = saved(&store, "g");
    let b_known = known_of(&b_read);
    let b = Game {
        elapsed: 30,
        ..b_read.into_game()
    };
    known(save_checked(&mut store, &b, 200.0, Some(b_known), false).unwrap());
    // A's move goes over it: no move of B's is lost.
    let a2 = play(&a, 3, 6);
    let k = known(save_checked(&mut store, &a2, 300.0, Some(a_known), false).unwrap());
    assert_eq!(k.saved_at, 300.0);
    assert_eq!(saved(&store, "g").sheet, a2.sheet);
}

#[test]
fn content_ignores_the_time_but_not_a_move() {
    let game = opened();
    let later = Game {
        elapsed: 99,
        ..game.clone()
    };
    assert_eq!(content(&game), content(&later));
    assert_ne!(content(&game), content(&play(&game, 2, 4)));
    let mut store = TestStore::default();
    let k = known(save_checked(&mut store, &game, 1.0, None, false).unwrap());
    assert_eq!(known_of(&saved(&store, "g")), k);
}

/// The race of `e2e/tabs.spec.ts` under load: B saved before its rating arrived, A took the
/// game from that save, then B's rating arrived and B's clock saved again (now with the
/// level): A's next save must go through, the level being no move.
#[test]
fn a_save_that_only_added_the_level_is_saved_over() {
    let rated = |game: Game| Game {
        rating: Some(solver_core::rating::rate(&game.givens).map_err(|e| e.to_string())),
        ..game
    };
    let mut store = TestStore::default();
    let b = play(&opened(), 2, 4);
    let b_known = known(save_checked(&mut store, &b, 100.0, None, false).unwrap());
    assert_eq!(saved(&store, "g").level, None);
    let a_read = saved(&store, "g");
    let a_known = known_of(&a_read);
    let a = rated(a_read.into_game());
    assert_eq!(content(&a), content(&b), "the level is not a move");
    let b_ticked = Game {
        elapsed: 5,
        ..rated(b)
    };
    known(save_checked(&mut store, &b_ticked, 200.0, Some(b_known), false).unwrap());
    assert!(saved(&store, "g").level.is_some());
    let a_ticked = Game { elapsed: 6, ..a };
    let k = known(save_checked(&mut store, &a_ticked, 300.0, Some(a_known), false).unwrap());
    assert_eq!(k.saved_at, 300.0);
}

#[test]
fn a_copy_this_version_cannot_read_is_never_written_over() {
    let mut store = TestStore::default();
    let game = play(&opened(), 2, 4);
    let newer = r#"{"version":2,"id":"g","board":"whatever a newer app keeps"}"#;
    let key = games::game_key("g");
    store.set(&key, newer);
    let k = Known {
        saved_at: 0.0,
        content: 0,
    };
    assert_eq!(
        save_checked(&mut store, &game, 5.0, Some(k), false),
        Ok(Checked::Changed)
    );
    assert_eq!(store.get(&key).as_deref(), Some(newer));
    // "Keep mine": the newer copy is set aside first, and said where.
    match save_checked(&mut store, &game, 6.0, Some(k), true).unwrap() {
        Checked::Saved(_, _, Some(message)) => {
            assert!(message.contains("newer version"), "{message}");
            assert!(
                message.contains("sudoku.corrupt.sudoku.v1.game.g"),
                "{message}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        store.get("sudoku.corrupt.sudoku.v1.game.g").as_deref(),
        Some(newer)
    );
    assert_eq!(saved(&store, "g").sheet, game.sheet);
    // With no room to set it aside, nothing is written over it.
    let mut full = TestStore {
        map: BTreeMap::from([(key.clone(), newer.to_string())]),
        room: 1,
        ..TestStore::default()
    };
    assert!(save_checked(&mut full, &game, 7.0, Some(k), true).is_err());
    assert_eq!(full.get(&key).as_deref(), Some(newer));
}

#[test]
fn unreadable_copies_set_aside_keep_each_other() {
    let mut store = TestStore::default();
    let key = games::game_key("g");
    for (n, text) in ["{broken", r#"{"version":7}"#].into_iter().enumerate() {
        store.set(&key, text);
        let games::Loaded::SetAside(message) = games::load(&mut store, "g") else {
            panic!("not set aside")
        };
        let aside = match n {
            0 => "sudoku.corrupt.sudoku.v1.game.g".to_string(),
            _ => "sudoku.corrupt.sudoku.v1.game.g.2".to_string(),
        };
        assert!(message.contains(&aside), "{message}");
        assert_eq!(store.get(&aside).as_deref(), Some(text));
        assert!(store.get(&key).is_none());
    }
    assert!(store.map["sudoku.corrupt.sudoku.v1.game.g.2"].contains("7"));
    // A newer version's save says so, and what to do.
    store.set(&key, r#"{"version":7}"#);
    let games::Loaded::SetAside(message) = games::load(&mut store, "g") else {
        panic!("not set aside")
    };
    assert!(message.contains("newer version of this app"), "{message}");
    assert!(message.contains("reload the page"), "{message}");
    // No room to set it aside: it stays where it is, and the message says so.
    let mut full = TestStore {
        map: BTreeMap::from([(key.clone(), "{broken".to_string())]),
        room: 1,
        ..TestStore::default()
    };
    let games::Loaded::SetAside(message) = games::load(&mut full, "g") else {
        panic!("not reported")
    };
    assert!(message.contains("stays"), "{message}");
    assert_eq!(full.get(&key).as_deref(), Some("{broken"));
}

#[test]
fn an_older_save_without_the_newer_fields_still_loads() {
    let game = play(&opened(), 2, 4);
    let mut value = serde_json::to_value(SavedGame::of(&game, 1.0)).unwrap();
    value.as_object_mut().unwrap().remove("checkpoints");
    let mut store = TestStore::default();
    store.set(&games::game_key("g"), &value.to_string());
    let games::Loaded::Game(back) = games::load(&mut store, "g") else {
        panic!("an older save did not load")
    };
    assert_eq!(back.sheet, game.sheet);
    // A JSON save with a field this version does not know loads too.
    value
        .as_object_mut()
        .unwrap()
        .insert("a_later_field".into(), serde_json::json!([1, 2]));
    store.set(&games::game_key("g"), &value.to_string());
    let games::Loaded::Game(back) = games::load(&mut store, "g") else {
        panic!("a JSON save with a later field did not load")
    };
    assert_eq!(back.sheet, game.sheet);
    // And a save in this version's form with fields a newer app (same record version) wrote
    // after this version's.
    let mut text = back.to_text().unwrap();
    let later = [3, 1, 2, 0xff];
    codec::push_bytes(&mut text, &later);
    store.set(&games::game_key("g"), &text);
    let games::Loaded::Game(back) = games::load(&mut store, "g") else {
        panic!("a save with a later field did not load")
    };
    // This version's save keeps those fields for the newer app.
    let k = known_of(&back);
    let moved = play(&back.into_game(), 3, 6);
    known(save_checked(&mut store, &moved, 2.0, Some(k), false).unwrap());
    let written = store.get(&games::game_key("g")).unwrap();
    let (_, rest) = SavedGame::read_with_rest(&written).unwrap();
    assert_eq!(rest, later);
    assert_eq!(saved(&store, "g").sheet, moved.sheet);
}

#[test]
fn what_a_tab_does_with_each_note() {
    let claim = Note::Claim {
        tab: "other".into(),
        game: "g".into(),
    };
    let saved = Note::Saved {
        tab: "other".into(),
        game: "g".into(),
    };
    use Reaction::*;
    assert_eq!(react(&claim, "me", "g", Tab::Here, true), Yield);
    assert_eq!(react(&claim, "me", "g", Tab::Here, false), Yield);
    assert_eq!(react(&claim, "me", "g", Tab::Elsewhere, true), Ignore);
    assert_eq!(react(&claim, "me", "g", Tab::Changed, false), Ignore);
    assert_eq!(react(&saved, "me", "g", Tab::Elsewhere, true), Follow);
    assert_eq!(react(&saved, "me", "g", Tab::Here, true), Follow);
    assert_eq!(react(&saved, "me", "g", Tab::Here, false), Changed);
    assert_eq!(react(&saved, "me", "g", Tab::Changed, false), Ignore);
    // Another game, this tab's own note, no game: nothing.
    assert_eq!(react(&claim, "me", "h", Tab::Here, true), Ignore);
    assert_eq!(react(&claim, "other", "g", Tab::Here, true), Ignore);
    assert_eq!(react(&saved, "me", "", Tab::Here, true), Ignore);
}

#[test]
fn notes_read_back_and_nothing_else_reads_as_one() {
    let note = Note::Saved {
        tab: "t".into(),
        game: "g".into(),
    };
    assert_eq!(Note::from_text(&note.to_text()), Some(note.clone()));
    let claim = Note::Claim {
        tab: "t".into(),
        game: "g".into(),
    };
    assert_eq!(Note::from_text(&claim.to_text()), Some(claim.clone()));
    assert_ne!(claim.to_text(), note.to_text());
    let mut longer = note.to_text();
    codec::push_bytes(&mut longer, &[0]);
    // An earlier version's JSON note, another message, a later version's note kind.
    let later = format!("{}\u{102}\u{101}t\u{101}g", codec::MARK);
    for text in [
        "",
        "null",
        "{}",
        r#"{"note":"claim","tab":"t","game":"g"}"#,
        "[1]",
        codec::MARK,
        &later,
        &longer,
    ] {
        assert_eq!(Note::from_text(text), None, "{text}");
    }
}
