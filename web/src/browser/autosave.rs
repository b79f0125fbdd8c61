//! Autosave: every change is written 200 ms after the last one, and at once when the page is
//! hidden or closed; a game replaced before its save was written is written first. Only the
//! tab that plays a game saves it, and never over another tab's newer save (`browser::tabs`). Also the
//! statistics: a game the player solves (not with "Solve") counts once.

use super::opening::write_location;
use super::storage;
use super::window::{new_id, now};
use crate::game::{Action, Game, Tab, Tone};
use crate::persist::games::Saved;
use crate::persist::stats::Solved;
use crate::persist::tabs::Checked;
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use solver_core::Grid;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Saves `game`; `replaced`: another game took its place in this tab (a conflict then keeps
/// this one as a separate saved game instead of asking).
fn save_now(game: &Game, dispatch: &UseReducerDispatcher<Game>, replaced: bool) {
    // Only the tab that plays a game saves it (see `game::tabs`).
    if game.tab != Tab::Here {
        return;
    }
    if !game.kept_as_game() {
        // No unique solution: not a game to come back to (an earlier save of it goes).
        return storage::remove(&game.id);
    }
    // Said once, not at every autosave while the storage stays full or unavailable.
    thread_local!(static SAID: RefCell<String> = const { RefCell::new(String::new()) });
    let say_once = |tone, what: String| {
        if SAID.with(|said| said.replace(what.clone())) != what {
            dispatch.dispatch(Action::Notify(tone, what));
        }
    };
    match storage::save(game, now()) {
        Ok(Checked::Saved(saved, _, aside)) => {
            super::tabs::saved(&game.id);
            match saved {
                Saved::Whole => SAID.with(|said| said.borrow_mut().clear()),
                Saved::MadeRoom(what) => say_once(Tone::Info, what),
            }
            if let Some(aside) = aside {
                dispatch.dispatch(Action::Notify(Tone::Info, aside));
            }
        }
        Ok(Checked::Changed) if replaced => {
            let copy = Game {
                id: new_id(),
                ..game.clone()
            };
            save_now(&copy, dispatch, true);
            dispatch.dispatch(Action::Notify(
                Tone::Info,
                "The game you left was changed in another tab meanwhile: your version of it is kept as a separate saved game.".into(),
            ));
        }
        // Nothing of this tab's own to save: what the other tab saved is shown.
        Ok(Checked::Outdated) if !replaced => super::tabs::follow(game, dispatch),
        Ok(Checked::Outdated) => {}
        Ok(Checked::Changed) => dispatch.dispatch(Action::Tab(Tab::Changed)),
        // Said once at start (`browser::tabs`): nothing can be saved in this browser.
        Err(_) if storage::available().is_err() => {}
        Err(why) => say_once(
            Tone::Problem,
            format!("Could not save: {why}. Your game stays open in this tab."),
        ),
    }
}

type Pending = Rc<RefCell<Option<Timeout>>>;

/// The game a pending save is for: the game on screen (`latest`), unless another game has
/// replaced it and the autosave effect has not run for that one yet (`seen`: the game as the
/// effect last saw it). Yew may yield to the browser between rendering a new game and running
/// its effects; a save timer firing in that gap must still write the game it was set for
/// (writing `latest` there lost a game solved just before a link opened another).
fn pending_game<'a>(seen: &'a Game, latest: &'a Game) -> &'a Game {
    if seen.id == latest.id {
        latest
    } else {
        seen
    }
}

/// Writes the pending save at once when the page is hidden or closed.
#[hook]
fn use_flush(
    games: [Rc<RefCell<Game>>; 2],
    pending: Pending,
    dispatch: UseReducerDispatcher<Game>,
) {
    use_effect_with((), move |_| {
        let flush = Rc::new(move || {
            if pending.borrow_mut().take().is_some() {
                let [seen, latest] = &games;
                save_now(
                    pending_game(&seen.borrow(), &latest.borrow()),
                    &dispatch,
                    false,
                );
            }
        });
        let on_hide = {
            let flush = flush.clone();
            EventListener::new(&gloo_utils::window(), "pagehide", move |_| flush())
        };
        let on_visibility =
            EventListener::new(&gloo_utils::document(), "visibilitychange", move |_| {
                if !super::window::page_visible() {
                    flush()
                }
            });
        move || drop((on_hide, on_visibility))
    });
}

/// Saves the game after each change, keeps the address in step with the puzzle, and gives a
/// new game with content its id.
#[hook]
pub fn use_autosave(game: &UseReducerHandle<Game>) {
    let latest = use_mut_ref(Game::default);
    *latest.borrow_mut() = (**game).clone();
    let pending: Pending = use_mut_ref(|| None);
    // The game as the last run of the effect below saw it: when another game replaces it (a
    // link, a saved game, a new puzzle) before its save was written, it is written first.
    let previous = use_mut_ref(Game::default);
    use_flush(
        [previous.clone(), latest.clone()],
        pending.clone(),
        game.dispatcher(),
    );
    let key = (
        game.givens,
        game.sheet,
        game.mode,
        game.undo.len(),
        game.redo.len(),
        game.elapsed,
        game.auto_candidates,
        game.id.clone(),
        game.checkpoints.clone(),
        game.analysis,
    );
    let content = game.givens != Grid::EMPTY || game.sheet != Default::default();
    let (id_missing, givens, dispatch) = (game.id.is_empty(), game.givens, game.dispatcher());
    use_address(givens, game.id.clone());
    let first = use_mut_ref(|| true);
    use_effect_with(key, move |_| {
        let before = std::mem::replace(&mut *previous.borrow_mut(), latest.borrow().clone());
        if std::mem::replace(&mut *first.borrow_mut(), false) {
            return;
        }
        if pending.borrow_mut().take().is_some() && before.id != latest.borrow().id {
            save_now(&before, &dispatch, true);
        }
        if id_missing {
            if content {
                dispatch.dispatch(Action::AssignId(new_id()));
            }
            return;
        }
        let timer = {
            let pending = pending.clone();
            Timeout::new(200, move || {
                if pending.borrow_mut().take().is_some() {
                    let (seen, latest) = (previous.borrow(), latest.borrow());
                    save_now(pending_game(&seen, &latest), &dispatch, false);
                }
            })
        };
        *pending.borrow_mut() = Some(timer);
    });
}

/// Keeps the address in step with the puzzle: written when another game comes (its id: a
/// link, a saved game, a new puzzle, even of the same givens, so that a progress link is not
/// reopened by a reload) or the givens change, not at every change of the game. The clock
/// changes it every second, and a write then could land between a link the player opens in
/// the address bar and its `hashchange`, putting the old puzzle back before the link is
/// read. Not at the first render either, which comes before the address has been read.
#[hook]
fn use_address(givens: Grid, id: String) {
    let first = use_mut_ref(|| true);
    use_effect_with((givens, id), move |(givens, id)| {
        if !std::mem::replace(&mut *first.borrow_mut(), false) && !id.is_empty() {
            write_location(givens);
        }
    });
}

/// Statistics: a game the player solves (not with "Solve") counts once, with its level, time
/// and hints; a game solved already when it was opened is not counted again.
#[hook]
pub fn use_statistics(game: &UseReducerHandle<Game>) {
    let solved_now = game.is_solved() && !game.assisted;
    let record = Solved::of(game);
    let dispatch = game.dispatcher();
    // The games seen unsolved in this page (a few: a list, no set type's generic code).
    let seen_unsolved = use_mut_ref(Vec::<String>::new);
    if !game.is_solved() && !game.id.is_empty() && !seen_unsolved.borrow().contains(&game.id) {
        seen_unsolved.borrow_mut().push(game.id.clone());
    }
    use_effect_with((game.id.clone(), solved_now), move |(id, solved)| {
        let seen = *solved && {
            let mut list = seen_unsolved.borrow_mut();
            let at = list.iter().position(|s| s == id);
            at.map(|at| list.swap_remove(at)).is_some()
        };
        if seen {
            let result = storage::load_stats().and_then(|mut stats| {
                stats.record(record);
                storage::save_stats(&stats)
            });
            if let Err(why) = result {
                dispatch.dispatch(Action::Notify(Tone::Problem, why));
            }
        }
    });
}
