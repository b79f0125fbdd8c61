//! The reducer, natively.

use super::*;
use crate::wire::{EngineError, Solved};
use solver_core::logic::Notation;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn reduce(game: Game, action: Action) -> Game {
    (*Rc::new(game).reduce(action)).clone()
}

fn d(n: u8) -> Digit {
    Digit::new_checked(n).unwrap()
}

fn cell(name: &str) -> Cell {
    Cell::all().find(|c| c.to_string() == name).unwrap()
}

fn playing() -> Game {
    let game = reduce(
        Game::default(),
        Action::Load {
            id: "g".into(),
            puzzle: PUZZLE.parse().unwrap(),
            sheet: None,
            source: "a test",
        },
    );
    reduce(
        game,
        Action::Analysed {
            givens: PUZZLE.parse().unwrap(),
            result: Ok(Solved {
                solution: SOLUTION.parse().ok(),
                count: 1,
            }),
        },
    )
}

#[test]
fn givens_are_locked_in_play() {
    let game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c1"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(9)));
    assert_eq!(game.digits().get(cell("r1c1")), Some(d(5)));
    assert!(game.undo.is_empty());
}

#[test]
fn undo_redo_round_trip() {
    let game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(4)));
    let game = reduce(
        game,
        Action::Select {
            cell: cell("r1c4"),
            extend: false,
        },
    );
    let game = reduce(game, Action::DigitWith(d(2), Tool::Corner));
    assert!(game.sheet.corner.get(cell("r1c4")).contains(d(2)));
    let r1c3 = cell("r1c3");
    assert_eq!(game.sheet.entries.get(r1c3), Some(d(4)));
    let game = reduce(game, Action::Undo);
    let game = reduce(game, Action::Undo);
    assert_eq!(game.sheet, Sheet::default());
    let game = reduce(game, Action::Redo);
    assert_eq!(game.sheet.entries.get(r1c3), Some(d(4)));
    assert_eq!(game.redo.len(), 1);
}

#[test]
fn steps_show_on_the_grid_and_apply_as_one_undoable_change() {
    let givens: Grid = PUZZLE.parse().unwrap();
    let game = playing();
    let path =
        crate::worker::logic_path(&givens, &Grid::EMPTY, Notation::RowColumn).expect("a path");
    let count = path.steps.len();
    let game = reduce(
        game,
        Action::StepsReceived {
            givens,
            result: Ok(Ok(path)),
        },
    );
    let view = game.steps.clone().expect("the panel is open");
    assert_eq!(view.at, 0);
    assert_eq!(
        view.sheet(&givens).entries,
        Grid::EMPTY,
        "nothing placed yet"
    );
    assert!(game
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("from the givens"));
    let game = reduce(game, Action::StepsGo(3));
    let view = game.steps.clone().unwrap();
    // Three placements (the path of this easy puzzle starts with singles) are on the grid.
    let placed = view.sheet(&givens).entries.filled_count();
    assert_eq!(placed, 3);
    let hint = view.hint().expect("step 4 as a hint");
    assert_eq!(hint.stage, 3);
    assert_eq!(
        hint.explanation().unwrap().what,
        view.path.steps[3].explanation.what
    );
    assert_eq!(
        reduce(game.clone(), Action::StepsGo(count + 7))
            .steps
            .unwrap()
            .at,
        count
    );
    // Apply: the three digits become the player's, once, undoably; the panel closes.
    let applied = reduce(game.clone(), Action::StepsApply);
    assert!(applied.steps.is_none());
    assert_eq!(applied.sheet.entries.filled_count(), 3);
    assert!(
        applied.sheet.centre.is_empty(),
        "no elimination yet: no marks"
    );
    assert_eq!(applied.undo.len(), game.undo.len() + 1);
    assert_eq!(reduce(applied, Action::Undo).sheet, game.sheet);
    // Playing a digit closes the panel (it showed the game as it was).
    let moved = reduce(
        game,
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    assert!(moved.steps.is_some(), "selecting changes nothing");
    let typed = reduce(moved, Action::Digit(d(4)));
    assert!(typed.steps.is_none());
}

#[test]
fn digit_first_entry_gives_the_chosen_digit_to_each_tapped_cell() {
    let game = reduce(playing(), Action::ToggleDigitFirst);
    let game = reduce(game, Action::Digit(d(4)));
    assert_eq!((game.armed, game.highlight), (Some(d(4)), Some(d(4))));
    assert_eq!(
        game.sheet,
        Sheet::default(),
        "choosing a digit enters nothing"
    );
    let tap = |game: Game, name: &str| {
        reduce(
            game,
            Action::Select {
                cell: cell(name),
                extend: false,
            },
        )
    };
    let game = tap(game, "r1c3");
    assert_eq!(game.sheet.entries.get(cell("r1c3")), Some(d(4)));
    // A drag paints each cell it enters, once; the tool applies (centre marks here).
    let game = reduce(game, Action::SetTool(Tool::Centre));
    let game = tap(game, "r2c2");
    let game = reduce(game, Action::AddToSelection(cell("r2c3")));
    let game = reduce(game, Action::AddToSelection(cell("r2c3")));
    assert!(game.sheet.centre.get(cell("r2c2")).contains(d(4)));
    assert!(game.sheet.centre.get(cell("r2c3")).contains(d(4)));
    // Tapping again takes it away (a toggle, as with a key).
    let game = tap(game, "r2c2");
    assert!(!game.sheet.centre.get(cell("r2c2")).contains(d(4)));
    // Enter gives it to the selection; Escape puts the digit down, then deselects.
    let game = reduce(game, Action::SetTool(Tool::Digit));
    let game = reduce(
        game,
        Action::Move {
            dr: 0,
            dc: 1,
            extend: false,
        },
    );
    let at = game.cursor.unwrap();
    let game = reduce(game, Action::ApplyArmed);
    assert_eq!(game.sheet.entries.get(at), Some(d(4)));
    let game = reduce(game, Action::Deselect);
    assert_eq!(game.armed, None);
    assert!(!game.selection.is_empty());
    // Off again: a digit key enters into the selection as before.
    let game = reduce(game, Action::ToggleDigitFirst);
    let game = tap(game, "r1c4");
    let game = reduce(game, Action::Digit(d(6)));
    assert_eq!(game.sheet.entries.get(cell("r1c4")), Some(d(6)));
}

#[test]
fn checkpoints_keep_a_position_to_come_back_to() {
    let tap = |game: Game, name: &str, digit: u8| {
        let game = reduce(
            game,
            Action::Select {
                cell: cell(name),
                extend: false,
            },
        );
        reduce(game, Action::Digit(d(digit)))
    };
    let game = tap(playing(), "r1c3", 4);
    let game = reduce(game, Action::SaveCheckpoint);
    assert_eq!(game.checkpoints.len(), 1);
    assert_eq!(game.checkpoints[0].name, "Checkpoint 1");
    let kept = game.sheet;
    // A trial branch: two more digits, another checkpoint, then back to the first.
    let game = tap(tap(game, "r1c4", 1), "r1c6", 2);
    let game = reduce(game, Action::SaveCheckpoint);
    assert_eq!(game.checkpoints[1].name, "Checkpoint 2");
    let game = reduce(game, Action::RenameCheckpoint(0, "before the guess".into()));
    let branch = game.sheet;
    let game = reduce(game, Action::RestoreCheckpoint(0));
    assert_eq!(game.sheet, kept);
    assert!(game
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("before the guess"));
    // Undo returns to the branch; the checkpoints stay.
    let game = reduce(game, Action::Undo);
    assert_eq!(game.sheet, branch);
    assert_eq!(game.checkpoints.len(), 2);
    // Names are cut to the limit; a deleted checkpoint's number is not reused while a
    // higher one exists.
    let game = reduce(game, Action::RenameCheckpoint(1, "x".repeat(500)));
    assert_eq!(game.checkpoints[1].name.len(), CHECKPOINT_NAME_LIMIT);
    let game = reduce(game, Action::DeleteCheckpoint(1));
    let game = reduce(game, Action::DeleteCheckpoint(7));
    let game = reduce(game, Action::SaveCheckpoint);
    assert_eq!(game.checkpoints.len(), 2);
    assert_eq!(game.checkpoints[1].name, "Checkpoint 1");
}

#[test]
fn generation_progress_shows_only_while_generating() {
    let game = reduce(
        Game::default(),
        Action::GenerateProgress { done: 3, of: 10 },
    );
    assert_eq!(game.progress, None, "no generation under way");
    let game = reduce(game, Action::GenerateRequested { note: None });
    let game = reduce(game, Action::GenerateProgress { done: 3, of: 10 });
    assert_eq!(game.progress, Some((3, 10)));
    let game = reduce(
        game,
        Action::GeneratedPuzzle {
            id: "g".into(),
            result: Err(EngineError::Cancelled),
        },
    );
    assert_eq!((game.progress, game.generating), (None, false));
}

#[test]
fn check_finds_wrong_digits_and_marks() {
    let game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(1)));
    let game = reduce(
        game,
        Action::Select {
            cell: cell("r1c4"),
            extend: false,
        },
    );
    let game = reduce(game, Action::DigitWith(d(2), Tool::Centre));
    let game = reduce(game, Action::Check);
    assert_eq!(game.mistakes.len(), 2);
    let text = game.message.unwrap().text;
    assert!(text.contains("r1c3") && text.contains("r1c4"), "{text}");
}

#[test]
fn undo_to_correct_drops_the_wrong_branch() {
    let mut game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    game = reduce(game, Action::Digit(d(4)));
    game = reduce(
        game,
        Action::Select {
            cell: cell("r1c4"),
            extend: false,
        },
    );
    game = reduce(game, Action::Digit(d(9)));
    game = reduce(
        game,
        Action::Select {
            cell: cell("r1c6"),
            extend: false,
        },
    );
    game = reduce(game, Action::Digit(d(8)));
    let game = reduce(game, Action::UndoToCorrect);
    assert_eq!(game.sheet.entries.get(cell("r1c3")), Some(d(4)));
    assert_eq!(game.sheet.entries.get(cell("r1c4")), None);
}

#[test]
fn auto_candidates_stay_clean() {
    let game = reduce(playing(), Action::ToggleAutoCandidates);
    let r1c3 = cell("r1c3");
    assert_eq!(
        game.sheet.centre.get(r1c3),
        [1, 2, 4].map(d).into_iter().collect()
    );
    let game = reduce(
        game,
        Action::Select {
            cell: r1c3,
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(4)));
    assert!(!game.sheet.centre.get(cell("r2c2")).contains(d(4)));
}

#[test]
fn solving_is_announced_and_stops_the_timer() {
    let mut game = playing();
    game = reduce(game, Action::Tick);
    assert_eq!(game.elapsed, 1);
    let solution: Grid = SOLUTION.parse().unwrap();
    for c in Cell::all() {
        if game.givens.get(c).is_none() {
            game = reduce(
                game,
                Action::Select {
                    cell: c,
                    extend: false,
                },
            );
            game = reduce(game, Action::Digit(solution.get(c).unwrap()));
        }
    }
    assert!(game.is_solved());
    assert!(game
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("Solved in 0:01"));
    assert_eq!(reduce(game.clone(), Action::Tick).elapsed, 1);
}

#[test]
fn a_rejected_paste_keeps_the_game() {
    let game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(4)));
    let after = reduce(
        game.clone(),
        Action::Reject("a grid has 81 cells, this has only 80".into()),
    );
    assert_eq!(after.sheet, game.sheet);
    assert_eq!(after.givens, game.givens);
}

#[test]
fn edit_mode_enters_givens_and_refuses_play_on_clashes() {
    let game = reduce(
        Game::default(),
        Action::Select {
            cell: cell("r1c1"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(5)));
    let game = reduce(
        game,
        Action::Move {
            dr: 0,
            dc: 1,
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(5)));
    assert_eq!(game.givens.filled_count(), 2);
    let game = reduce(game, Action::SetMode(Mode::Play));
    assert_eq!(game.mode, Mode::Edit);
    assert_eq!(game.message.unwrap().tone, Tone::Problem);
}

#[test]
fn a_stale_answer_is_dropped() {
    let game = playing();
    let answer = Action::Analysed {
        givens: Grid::EMPTY,
        result: Ok(Solved {
            solution: None,
            count: 0,
        }),
    };
    let after = reduce(game.clone(), answer);
    assert_eq!(
        (after.givens, after.solution, after.analysis),
        (game.givens, game.solution, game.analysis)
    );
}

#[test]
fn multi_selection_marks_many_cells() {
    let mut game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    game = reduce(
        game,
        Action::Select {
            cell: cell("r1c4"),
            extend: true,
        },
    );
    game = reduce(game, Action::DigitWith(d(2), Tool::Centre));
    assert!(game.sheet.centre.get(cell("r1c3")).contains(d(2)));
    assert!(game.sheet.centre.get(cell("r1c4")).contains(d(2)));
    game = reduce(
        game,
        Action::Move {
            dr: 0,
            dc: -1,
            extend: false,
        },
    );
    assert_eq!(game.selection.len(), 1);
}

#[test]
fn a_first_visit_plays_a_ready_made_puzzle_unless_another_took_its_place() {
    let first = || Action::FirstVisit {
        id: "first".into(),
        puzzle: crate::game::starters::starter(3),
    };
    let arrived = reduce(Game::default(), first());
    assert_eq!(arrived.id, "first");
    assert_eq!(arrived.givens, crate::game::starters::starter(3));
    assert_eq!(
        arrived.mode,
        Mode::Play,
        "no Edit mode unless the user asks"
    );
    let text = arrived
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(text.contains("A Medium puzzle to start with"), "{text}");

    // A puzzle on the grid, or one asked for, is never replaced.
    let pasted = reduce(
        Game::default(),
        Action::Load {
            id: "pasted".into(),
            puzzle: PUZZLE.parse().unwrap(),
            sheet: None,
            source: "the pasted text",
        },
    );
    let after = reduce(pasted.clone(), first());
    assert_eq!((after.id.as_str(), after.givens), ("pasted", pasted.givens));
    let asked = reduce(Game::default(), Action::GenerateRequested { note: None });
    let rare = Action::GenerateRequested {
        note: Some("Extreme puzzles are rare with the dihedral symmetry.".into()),
    };
    let said = reduce(Game::default(), rare).message.map(|m| m.text);
    assert_eq!(
        said.as_deref(),
        Some("Generating a puzzle… Extreme puzzles are rare with the dihedral symmetry.")
    );
    let after = reduce(asked, first());
    assert_eq!(after.givens, Grid::EMPTY);
    assert!(after.generating, "the puzzle asked for is still awaited");
    let before = playing();
    let after = reduce(before.clone(), first());
    assert_eq!(after.givens, before.givens);
    assert_eq!(after.message, before.message);
}

fn select(game: Game, name: &str) -> Game {
    reduce(
        game,
        Action::Select {
            cell: cell(name),
            extend: false,
        },
    )
}

#[test]
fn digits_left_count_givens_and_the_players_digits() {
    let game = playing();
    let givens: Grid = PUZZLE.parse().unwrap();
    let mut expected = [9u8; 9];
    for c in Cell::all().filter_map(|c| givens.get(c)) {
        expected[usize::from(c.get() - 1)] -= 1;
    }
    assert_eq!(game.digits_left(), expected);
    // r1c3 is 4 in the solution: one fewer 4 to place.
    let game = reduce(select(game, "r1c3"), Action::Digit(d(4)));
    let mut after = expected;
    after[3] -= 1;
    assert_eq!(game.digits_left(), after);
    // Marks are not digits.
    let game = reduce(select(game, "r1c4"), Action::DigitWith(d(6), Tool::Corner));
    assert_eq!(game.digits_left(), after);
    // A finished grid has nothing left; extra copies never go below zero.
    let mut full = Game {
        givens: SOLUTION.parse().unwrap(),
        ..Game::default()
    };
    assert_eq!(full.digits_left(), [0; 9]);
    full.givens.set(cell("r1c1"), Some(d(9)));
    assert_eq!(full.digits_left()[8], 0);
    assert_eq!(full.digits_left()[4], 1, "the 5 that was replaced");
}

#[test]
fn solve_with_nothing_to_solve_answers_at_once() {
    let empty = reduce(Game::default(), Action::RevealSolution);
    let message = empty.message.clone().unwrap();
    assert!(message.text.contains("empty"), "{}", message.text);
    assert!(!message.text.contains("Still solving"));
    assert!(Game::default().nothing_to_solve().is_some());

    let mut done = playing();
    for (i, c) in Cell::all().enumerate() {
        if done.givens.get(c).is_none() {
            done.sheet
                .entries
                .set(c, Digit::new_checked(SOLUTION.as_bytes()[i] - b'0'));
        }
    }
    let before = done.clone();
    let after = reduce(done, Action::RevealSolution);
    assert!(after.message.unwrap().text.starts_with("Already solved"));
    assert_eq!(after.undo.len(), before.undo.len(), "nothing recorded");
    // Even before the engine has answered (no solution known yet).
    let unanalysed = Game {
        solution: None,
        analysis: Analysis::Unknown,
        ..before
    };
    assert!(unanalysed.nothing_to_solve().is_some());
    // A puzzle with empty cells has something to solve.
    assert_eq!(playing().nothing_to_solve(), None);
}

#[test]
fn undo_never_crosses_the_switch_from_edit_to_play() {
    let mut game = Game::default();
    for (name, digit) in [("r1c1", 5), ("r1c2", 3), ("r2c1", 6)] {
        game = reduce(select(game, name), Action::Digit(d(digit)));
    }
    assert_eq!(game.givens.filled_count(), 3);
    assert_eq!(game.undo.len(), 3);
    let game = reduce(game, Action::SetMode(Mode::Play));
    assert_eq!(game.mode, Mode::Play);
    let game = reduce(select(game, "r1c3"), Action::Digit(d(4)));
    let game = reduce(game, Action::Undo);
    assert_eq!(
        game.sheet.entries.get(cell("r1c3")),
        None,
        "the play move goes"
    );
    let stuck = reduce(game.clone(), Action::Undo);
    assert_eq!(stuck.givens.filled_count(), 3, "no given goes");
    assert!(stuck
        .message
        .unwrap()
        .text
        .starts_with("Undo stops where play began"));
    // Back to last correct stops there too.
    let mut wrong = reduce(select(game.clone(), "r1c3"), Action::Digit(d(9)));
    wrong.solution = Some(SOLUTION.parse().unwrap());
    let back = reduce(wrong, Action::UndoToCorrect);
    assert_eq!(back.givens.filled_count(), 3);
    // In Edit mode the history of the givens is there again.
    let editing = reduce(game, Action::SetMode(Mode::Edit));
    let editing = reduce(editing, Action::Undo);
    assert_eq!(editing.givens.filled_count(), 2);
}

#[test]
fn a_puzzle_without_a_unique_solution_is_not_kept_as_a_game() {
    let several = |count| {
        answer(
            open(Game::default(), &format!("1{}", ".".repeat(80))),
            count,
        )
    };
    assert!(playing().kept_as_game());
    let two = several(2);
    assert_eq!((two.mode, two.analysis), (Mode::Play, Analysis::Multiple));
    assert!(!two.kept_as_game());
    assert!(two.message.unwrap().text.contains("not kept"));
    assert!(!several(0).kept_as_game());
    // A puzzle being entered is kept while it is entered.
    let entering = Game {
        mode: Mode::Edit,
        ..several(2)
    };
    assert!(entering.kept_as_game());
}

#[test]
fn focus_selects_the_cell_it_lands_on_and_arrows_move_from_there() {
    let game = reduce(playing(), Action::Focus(cell("r1c1")));
    assert_eq!(game.selection, CellSet::single(cell("r1c1")));
    assert_eq!(game.cursor, Some(cell("r1c1")));
    let game = reduce(
        game,
        Action::Move {
            dr: 0,
            dc: 1,
            extend: false,
        },
    );
    assert_eq!(game.cursor, Some(cell("r1c2")));
    // A click selects first (with Ctrl: several cells); the focus that follows keeps that.
    let game = reduce(
        game,
        Action::Select {
            cell: cell("r3c3"),
            extend: true,
        },
    );
    let game = reduce(game, Action::Focus(cell("r3c3")));
    assert_eq!(game.selection.len(), 2);
}

#[test]
fn a_tab_whose_game_is_played_elsewhere_changes_nothing_and_says_so() {
    let game = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Digit(d(4)));
    let game = reduce(
        game,
        Action::Select {
            cell: cell("r1c4"),
            extend: false,
        },
    );
    let game = reduce(game, Action::Tab(Tab::Elsewhere));
    assert_eq!(game.tab, Tab::Elsewhere);
    let before = game.clone();
    for action in [
        Action::Digit(d(6)),
        Action::Undo,
        Action::Clear,
        Action::SaveCheckpoint,
        Action::SetMode(Mode::Edit),
        Action::ToggleAutoCandidates,
        Action::Tick,
    ] {
        let after = reduce(game.clone(), action.clone());
        assert!(
            !changes_saved_game(&before, &after),
            "{action:?} changed it"
        );
        if action != Action::Tick {
            assert_eq!(after.message.unwrap().text, tabs::REFUSED, "{action:?}");
        }
    }
    // Looking is allowed: selecting, moving the cursor, highlighting.
    let moved = reduce(
        game.clone(),
        Action::Move {
            dr: 0,
            dc: 1,
            extend: false,
        },
    );
    assert_eq!(moved.cursor, Some(cell("r1c5")));
    // Another puzzle is this tab's own, played here.
    let other = reduce(
        game.clone(),
        Action::Load {
            id: "other".into(),
            puzzle: PUZZLE.parse().unwrap(),
            sheet: None,
            source: "a test",
        },
    );
    assert_eq!((other.id.as_str(), other.tab), ("other", Tab::Here));
    // "Continue here": the tab plays again.
    let here = reduce(game, Action::Tab(Tab::Here));
    let played = reduce(here, Action::Digit(d(6)));
    assert_eq!(played.digits().get(cell("r1c4")), Some(d(6)));
}

#[test]
fn a_game_saved_by_another_tab_comes_in_with_what_this_tab_knew() {
    let mine = reduce(
        playing(),
        Action::Select {
            cell: cell("r1c3"),
            extend: false,
        },
    );
    let mut theirs = reduce(mine.clone(), Action::Digit(d(4)));
    // As a save brings it back: no solution, no selection.
    theirs.solution = None;
    theirs.analysis = Analysis::Unknown;
    theirs.selection = CellSet::EMPTY;
    let shown = refreshed(&mine, theirs.clone(), Tab::Elsewhere, "From the other tab.");
    assert_eq!(shown.digits().get(cell("r1c3")), Some(d(4)));
    assert_eq!(shown.solution, mine.solution);
    assert_eq!(shown.analysis, Analysis::Unique);
    assert_eq!(shown.selection, mine.selection);
    assert_eq!(shown.tab, Tab::Elsewhere);
    assert_eq!(shown.message.unwrap().text, "From the other tab.");
    // Another puzzle under the same id keeps nothing of this one's analysis.
    let mut other = theirs;
    other.givens = Grid::EMPTY;
    let shown = refreshed(&mine, other, Tab::Here, "x");
    assert_eq!(shown.solution, None);
}

#[test]
fn placing_a_digit_cleans_its_peers_marks_and_one_undo_brings_them_back() {
    let mut game = playing();
    // Marks of 4 in the row (r1c4), the column (r5c3), the box (r2c2), and elsewhere (r9c9
    // has none to lose: r5c5 is no peer of r1c3).
    for (name, corner) in [
        ("r1c4", false),
        ("r5c3", true),
        ("r2c2", false),
        ("r5c5", false),
    ] {
        game = select(game, name);
        let tool = if corner { Tool::Corner } else { Tool::Centre };
        game = reduce(game, Action::DigitWith(d(4), tool));
        game = reduce(game, Action::DigitWith(d(7), Tool::Centre));
    }
    let marked = game.sheet;
    let undo_depth = game.undo.len();
    let game = reduce(select(game, "r1c3"), Action::Digit(d(4)));
    assert_eq!(game.sheet.entries.get(cell("r1c3")), Some(d(4)));
    assert!(!game.sheet.centre.get(cell("r1c4")).contains(d(4)));
    assert!(!game.sheet.corner.get(cell("r5c3")).contains(d(4)));
    assert!(!game.sheet.centre.get(cell("r2c2")).contains(d(4)));
    assert!(
        game.sheet.centre.get(cell("r5c5")).contains(d(4)),
        "not a peer"
    );
    assert!(
        game.sheet.centre.get(cell("r1c4")).contains(d(7)),
        "other digits stay"
    );
    assert_eq!(game.undo.len(), undo_depth + 1, "one step");
    let undone = reduce(game, Action::Undo);
    assert_eq!(
        undone.sheet, marked,
        "the digit and the marks come back together"
    );

    // With "keep marks" on, the marks stay.
    let kept = reduce(playing(), Action::Setting(Setting::KeepMarks(true)));
    let kept = reduce(select(kept, "r1c4"), Action::DigitWith(d(4), Tool::Centre));
    let kept = reduce(select(kept, "r1c3"), Action::Digit(d(4)));
    assert!(kept.sheet.centre.get(cell("r1c4")).contains(d(4)));
    // The choice outlives a load.
    let loaded = reduce(
        kept,
        Action::Load {
            id: "h".into(),
            puzzle: PUZZLE.parse().unwrap(),
            sheet: None,
            source: "a test",
        },
    );
    assert!(loaded.settings.keep_marks);
}

#[test]
fn solve_asks_first_and_shows_nothing_until_confirmed() {
    let game = reduce(playing(), Action::AskSolve);
    assert_eq!(game.question, Some(Question::Solve));
    assert_eq!(game.sheet, playing().sheet, "nothing shown yet");
    let dismissed = reduce(game.clone(), Action::Dismiss);
    assert_eq!(dismissed.question, None);
    assert_eq!(dismissed.sheet, playing().sheet);
    let solved = reduce(game, Action::RevealSolution);
    assert!(solved.is_solved());
    assert_eq!(solved.question, None);
    // Nothing to solve: the answer comes at once, without the question.
    let empty = reduce(Game::default(), Action::AskSolve);
    assert_eq!(empty.question, None);
    assert!(empty.message.is_some());
}

fn open(game: Game, puzzle: &str) -> Game {
    reduce(
        game,
        Action::Load {
            id: "new".into(),
            puzzle: puzzle.parse().unwrap(),
            sheet: None,
            source: "the pasted text",
        },
    )
}

fn answer(game: Game, count: u8) -> Game {
    let givens = game.givens;
    reduce(
        game,
        Action::Analysed {
            givens,
            result: Ok(Solved {
                solution: None,
                count,
            }),
        },
    )
}

#[test]
fn a_puzzle_that_cannot_be_played_is_refused_and_the_game_stays() {
    // With nothing on screen, it opens, to be fixed.
    let empty = open(Game::default(), &format!("55{}", ".".repeat(79)));
    assert_eq!(empty.givens.filled_count(), 2);
    let game = reduce(select(playing(), "r1c3"), Action::Digit(d(4)));
    // Clashing givens: refused at once, with the cells.
    let clash = open(game.clone(), &format!("55{}", ".".repeat(79)));
    assert_eq!((clash.givens, clash.sheet), (game.givens, game.sheet));
    assert_eq!(clash.undo, game.undo);
    let text = clash.message.unwrap().text;
    assert!(
        text.contains("r1c1, r1c2") && text.contains("unchanged"),
        "{text}"
    );
    // No solution: the engine's answer gives the game back, whole.
    let opened = open(game.clone(), &format!("1{}", ".".repeat(80)));
    assert_ne!(opened.givens, game.givens);
    assert!(opened.can_undo(), "a load in doubt can be undone");
    let refused = answer(opened, 0);
    assert_eq!((refused.id.as_str(), refused.givens), ("g", game.givens));
    assert_eq!((refused.sheet, refused.undo.len()), (game.sheet, 1));
    assert!(refused.message.unwrap().text.contains("no solution"));
}

#[test]
fn a_puzzle_with_several_solutions_asks_and_undo_returns_to_the_game() {
    let game = reduce(select(playing(), "r1c3"), Action::Digit(d(4)));
    let several = answer(open(game.clone(), &format!("1{}", ".".repeat(80))), 2);
    assert_eq!(several.question, Some(Question::Several));
    // "Back to my game".
    let back = reduce(several.clone(), Action::BackToPrevious);
    assert_eq!(
        (back.givens, back.sheet, back.id.as_str()),
        (game.givens, game.sheet, "g")
    );
    assert_eq!(back.question, None);
    // "Open it anyway", a move, then Undo twice: the move, then the load.
    let anyway = reduce(several, Action::Dismiss);
    let moved = reduce(select(anyway, "r5c5"), Action::Digit(d(3)));
    let undone = reduce(moved, Action::Undo);
    assert_eq!(undone.givens.filled_count(), 1);
    let undone = reduce(undone, Action::Undo);
    assert_eq!((undone.givens, undone.sheet), (game.givens, game.sheet));
    // A puzzle found unique forgets the game it replaced.
    let unique = answer(open(game, PUZZLE), 1);
    assert!(unique.previous.is_none() && !unique.can_undo());
}

#[test]
fn a_saved_game_of_a_pasted_puzzle_resumes() {
    let game = reduce(select(playing(), "r1c3"), Action::Digit(d(4)));
    let other = Game {
        id: "other".into(),
        ..Game::default()
    };
    let same = reduce(game.clone(), Action::Resume(Box::new(game.clone())));
    assert_eq!(same.sheet, game.sheet);
    assert!(same.message.unwrap().text.contains("already"));
    let resumed = reduce(other, Action::Resume(Box::new(game.clone())));
    assert_eq!((resumed.id.as_str(), resumed.sheet), ("g", game.sheet));
}

#[test]
fn checks_are_counted_and_the_same_digit_highlight_follows_the_arrows() {
    let game = reduce(playing(), Action::Check);
    let game = reduce(game, Action::Check);
    assert_eq!(game.checks, 2);
    // r1c1 holds a 5; the arrow to r1c2 (a 3) moves the highlight with it.
    let game = reduce(
        select(game, "r1c1"),
        Action::Move {
            dr: 0,
            dc: 1,
            extend: false,
        },
    );
    assert_eq!(game.highlight, Some(d(3)));
}

#[test]
fn old_news_goes_but_not_newer_news() {
    let game = reduce(playing(), Action::Notify(Tone::Info, "first".into()));
    let newer = reduce(game.clone(), Action::Notify(Tone::Info, "second".into()));
    let kept = reduce(newer, Action::Expire("first".into()));
    assert_eq!(kept.message.unwrap().text, "second");
    assert_eq!(reduce(game, Action::Expire("first".into())).message, None);
}
