//! Opening a puzzle: from the page's address (at start and when it changes), from text pasted
//! anywhere on the page or typed in the text box, or the game in progress; and keeping the
//! address in step with the puzzle.

use super::engine::Engine;
use super::storage;
use super::window::{new_id, pasted_image, random_u64, window};
use crate::game::starters::starter;
use crate::game::{Action, Game};
use crate::nav::View;
use crate::persist::games::Loaded;
use crate::share::adapter::from_shared;
use crate::share::export::sheet_of;
use crate::share::link::{fragment_for, from_location};
use crate::share::{compact, foreign, ShareError};
use crate::wire::foreign::{ForeignPuzzle, ForeignRefusal};
use crate::wire::{Request, Response};
use gloo_events::{EventListener, EventListenerOptions};
use solver_core::{Grid, Pasted};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Opens what the address holds: a shared puzzle (resuming our own game of it when we have
/// one and the link carries no progress), or else, at start (`startup`), the game in progress,
/// or on a first visit one of the ready-made Medium puzzles, at once.
pub fn open_location(dispatch: &UseReducerDispatcher<Game>, startup: bool) {
    let Some(location) = window().map(|w| w.location()) else {
        return;
    };
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    match from_location(&search, &hash) {
        Ok(Some(shared)) => {
            if shared.sheet.is_none() {
                if let Some(Loaded::Game(saved)) =
                    storage::find(&shared.puzzle).map(|id| storage::load(&id))
                {
                    dispatch.dispatch(Action::Restore(Box::new(saved.into_game())));
                    return;
                }
            }
            dispatch.dispatch(Action::Load {
                id: new_id(),
                puzzle: shared.puzzle,
                sheet: shared.sheet.map(Box::new),
                source: "the link",
            });
        }
        Ok(None) => {
            // An address that opens another view (the lab's link) makes no puzzle for the grid
            // behind it.
            if startup && !resume_current(dispatch) && View::for_fragment(&hash) == View::Play {
                dispatch.dispatch(Action::FirstVisit {
                    id: new_id(),
                    puzzle: starter(random_u64()),
                });
            }
        }
        Err(e) => {
            if startup {
                resume_current(dispatch);
            }
            dispatch.dispatch(Action::Reject(format!(
                "This link does not hold a puzzle: {e}. Your game is unchanged."
            )));
        }
    }
}

/// Loads a puzzle from text in any format `solver_core::parse_any` reads (a puzzle with a
/// saved game resumes that game); a pencil-mark grid
/// brings its candidates as centre marks; this app's own links are read here too. Anything
/// else goes to the worker, which reads other sites' links (`worker::foreign`). `source` names
/// the text in messages ("the pasted text").
pub fn load_text(
    dispatch: &UseReducerDispatcher<Game>,
    engine: &Engine,
    text: &str,
    source: &'static str,
) {
    let plain_error = match solver_core::parse_any(text.trim()) {
        Ok(Pasted::Grid(puzzle)) => {
            // A puzzle the player has a game of: that game, resumed.
            if let Some(Loaded::Game(saved)) = storage::find(&puzzle).map(|id| storage::load(&id)) {
                return dispatch.dispatch(Action::Resume(Box::new(saved.into_game())));
            }
            return dispatch.dispatch(Action::Load {
                id: new_id(),
                puzzle,
                sheet: None,
                source,
            });
        }
        Ok(Pasted::Pencil(pencil)) => {
            return dispatch.dispatch(Action::Load {
                id: new_id(),
                puzzle: pencil.grid(),
                sheet: Some(Box::new(sheet_of(&pencil))),
                source: "the pencil-mark grid (its candidates are your centre marks)",
            })
        }
        Err(e) => e.to_string(),
    };
    if let Some(Ok(Some(shared))) = own_link(text.trim()) {
        return dispatch.dispatch(Action::Load {
            id: new_id(),
            puzzle: shared.puzzle,
            sheet: shared.sheet.map(Box::new),
            source: "the link",
        });
    }
    let what = source.strip_prefix("the ").unwrap_or(source);
    let text = match foreign::precheck(text) {
        Ok(text) => text.to_string(),
        Err(e) => return dispatch.dispatch(refusal(what, &plain_error, e)),
    };
    let dispatch = dispatch.clone();
    let request = Request::ReadForeign { text };
    engine.ask(request, Response::foreign_read, move |answer| {
        dispatch.dispatch(match answer {
            Ok(Ok(read)) => from_another_site(read, what),
            Ok(Err(ForeignRefusal::NotRecognised)) => {
                refusal(what, &plain_error, ShareError::NotRecognised)
            }
            Ok(Err(ForeignRefusal::Unreadable(why))) => Action::Reject(format!(
                "The {what} cannot be opened: {why}. Your game is unchanged."
            )),
            Err(e) => Action::Reject(format!(
                "The {what} cannot be opened: {e}. Your game is unchanged."
            )),
        })
    });
}

/// A link of this app pasted as text (its `?…` and `#…` parts), if it is one.
fn own_link(
    text: &str,
) -> Option<Result<Option<crate::share::link::Shared>, crate::share::link::LinkError>> {
    let hash = text.find('#')?;
    let search = text[..hash].find('?').map_or("", |q| &text[q..hash]);
    Some(from_location(search, &text[hash..]))
}

/// Why a text is not a puzzle: `plain_error` when it is not another site's either.
fn refusal(what: &str, plain_error: &str, e: ShareError) -> Action {
    match e {
        ShareError::NotRecognised | ShareError::Empty => Action::Reject(format!(
            "The {what} is not a puzzle: {plain_error}. Your game is unchanged."
        )),
        e => Action::Reject(format!(
            "The {what} cannot be opened: {e}. Your game is unchanged."
        )),
    }
}

/// The puzzle the worker read from another site's link or board string (SudokuWiki,
/// SudokuPad, f-puzzles, sudoku.coach), in the app's compact encoding.
fn from_another_site(read: ForeignPuzzle, what: &str) -> Action {
    match compact::decode(&read.compact) {
        Ok(shared) => {
            let (puzzle, sheet) = from_shared(&shared);
            let site = foreign::Site::ALL.into_iter().map(foreign::Site::name);
            Action::Load {
                id: new_id(),
                puzzle,
                sheet: sheet.map(Box::new),
                source: site
                    .into_iter()
                    .find(|s| *s == read.site)
                    .unwrap_or("another site"),
            }
        }
        Err(e) => Action::Reject(format!(
            "The {what} cannot be opened: {e}. Your game is unchanged."
        )),
    }
}

/// Restores the game in progress; false when there is none and nothing to report.
fn resume_current(dispatch: &UseReducerDispatcher<Game>) -> bool {
    let Some(id) = storage::current_id() else {
        return false;
    };
    match storage::load(&id) {
        Loaded::Game(saved) => dispatch.dispatch(Action::Restore(Box::new(saved.into_game()))),
        Loaded::Nothing => return false,
        Loaded::SetAside(why) => dispatch.dispatch(Action::Reject(why)),
    }
    true
}

/// Writes the puzzle into the address without a new history entry, so a reload keeps it.
pub fn write_location(puzzle: &Grid) {
    let Some(window) = window() else { return };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let url = if *puzzle == Grid::EMPTY {
        path
    } else {
        format!("{path}{}", fragment_for(puzzle))
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Whether an event comes from a text field (where keys and pastes are the field's own).
pub fn in_field(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
        .unwrap_or(false)
}

/// Opens the address at start (or a first visit's puzzle) and whenever it changes, and a
/// puzzle pasted anywhere on the page outside a text field.
#[hook]
pub fn use_opening(dispatch: UseReducerDispatcher<Game>, engine: &Engine) {
    let engine = engine.clone();
    use_effect_with((), move |_| {
        super::window::mark_first_render();
        open_location(&dispatch, true);
        let on_paste = {
            let dispatch = dispatch.clone();
            EventListener::new_with_options(
                &gloo_utils::document(),
                "paste",
                EventListenerOptions::enable_prevent_default(),
                move |event| {
                    if in_field(event) {
                        return;
                    }
                    let Some(event) = event.dyn_ref::<web_sys::ClipboardEvent>() else {
                        return;
                    };
                    let Some(data) = event.clipboard_data() else {
                        return;
                    };
                    // A picture alone is the scan's (`super::scan::use_photo_drops`).
                    if pasted_image(&data).is_some() {
                        return;
                    }
                    let Ok(text) = data.get_data("text") else {
                        return;
                    };
                    event.prevent_default();
                    load_text(&dispatch, &engine, &text, "the pasted text");
                },
            )
        };
        let on_hash = EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
            open_location(&dispatch, false)
        });
        move || drop((on_paste, on_hash))
    });
}
