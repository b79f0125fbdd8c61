//! One game open in two tabs: the tabs tell each other over a BroadcastChannel when one opens
//! a game ("claim") and when one saves it. The tab that opened the game last plays it; a tab
//! whose game another tab took shows that tab's saves and changes nothing until the player
//! presses "Continue here". What each note means is plain data in `persist::tabs`.
//!
//! Where BroadcastChannel is missing, no note is sent: every save is still checked against
//! the stored copy (`browser::storage`), so a tab that saves over another's newer save stops and
//! asks instead. Also the start-up notice when this browser cannot save at all.

use super::storage;
use super::window::{new_id, now};
use crate::game::{refreshed, Action, Game, Tab, Tone};
use crate::persist::games::Loaded;
use crate::persist::tabs::{content, known_of, react, Checked, Note, Reaction};
use gloo_events::EventListener;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The channel's name (all tabs of this site on this browser).
const CHANNEL_NAME: &str = "sudoku.tabs";

thread_local! {
    static CHANNEL: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
    /// This tab's id in the notes.
    static ME: String = new_id();
}

fn me() -> String {
    ME.with(Clone::clone)
}

fn announce(note: &Note) {
    CHANNEL.with(|channel| {
        if let Some(channel) = &*channel.borrow() {
            let _ = channel.post_message(&JsValue::from_str(&note.to_text()));
        }
    });
}

/// Tells the other tabs that this tab saved game `id`.
pub fn saved(id: &str) {
    announce(&Note::Saved {
        tab: me(),
        game: id.to_string(),
    });
}

/// What the notice under the grid can do.
#[derive(Clone, PartialEq)]
pub struct TabCalls {
    /// "Continue here" / "Load the newer one": the latest save of the game, played here.
    pub continue_here: Callback<()>,
    /// "Keep mine": this tab's version saved over the other tab's.
    pub keep_mine: Callback<()>,
}

/// Shows the latest save of `game` in state `tab`, with `message`; `false` when there is none.
/// `moves_only`: not when the save has the same moves as the game shown (another tab's clock
/// saves every second; the message line is not rewritten for that).
fn show_saved(
    game: &Game,
    tab: Tab,
    message: &str,
    moves_only: bool,
    dispatch: &UseReducerDispatcher<Game>,
) -> bool {
    match storage::load(&game.id) {
        Loaded::Game(saved) if moves_only && known_of(&saved).content == content(game) => true,
        Loaded::Game(saved) => {
            let shown = refreshed(game, saved.into_game(), tab, message);
            dispatch.dispatch(Action::Restore(Box::new(shown)));
            true
        }
        Loaded::Nothing => false,
        Loaded::SetAside(why) => {
            dispatch.dispatch(Action::Reject(why));
            false
        }
    }
}

/// Shows what another tab saved of `game`, in the same tab state.
pub fn follow(game: &Game, dispatch: &UseReducerDispatcher<Game>) {
    let message = match game.tab {
        Tab::Elsewhere => "The other tab's latest moves.",
        _ => "Brought up to date with your other tab.",
    };
    show_saved(game, game.tab, message, true, dispatch);
}

fn on_note(note: &Note, game: &Game, dispatch: &UseReducerDispatcher<Game>) {
    match react(note, &me(), &game.id, game.tab, storage::is_clean(game)) {
        Reaction::Ignore => {}
        Reaction::Yield => {
            // What this tab has not saved yet is written before the other tab goes on.
            let unsaved = !storage::is_clean(game);
            match unsaved.then(|| storage::save(game, now())) {
                Some(Ok(Checked::Changed)) => dispatch.dispatch(Action::Tab(Tab::Changed)),
                Some(Ok(Checked::Saved(..))) => {
                    saved(&game.id);
                    dispatch.dispatch(Action::Tab(Tab::Elsewhere));
                }
                _ => dispatch.dispatch(Action::Tab(Tab::Elsewhere)),
            }
        }
        Reaction::Follow => follow(game, dispatch),
        Reaction::Changed => dispatch.dispatch(Action::Tab(Tab::Changed)),
    }
}

/// Listens to the other tabs (where BroadcastChannel exists) and says once at start when
/// this browser cannot save.
#[hook]
fn use_channel(latest: Rc<RefCell<Game>>, dispatch: UseReducerDispatcher<Game>) {
    use_effect_with((), move |_| {
        if storage::available().is_err() {
            dispatch.dispatch(Action::Notify(
                Tone::Problem,
                storage::NOT_AVAILABLE.to_string(),
            ));
        }
        // A browser without BroadcastChannel throws here: the tabs then only check on save.
        let channel = web_sys::BroadcastChannel::new(CHANNEL_NAME).ok();
        let listener = channel.as_ref().map(|channel| {
            EventListener::new(channel, "message", move |event| {
                let text = event
                    .dyn_ref::<web_sys::MessageEvent>()
                    .and_then(|e| e.data().as_string());
                if let Some(note) = text.as_deref().and_then(Note::from_text) {
                    let game = latest.borrow().clone();
                    on_note(&note, &game, &dispatch);
                }
            })
        });
        CHANNEL.with(|c| *c.borrow_mut() = channel);
        move || {
            drop(listener);
            if let Some(channel) = CHANNEL.with(|c| c.borrow_mut().take()) {
                channel.close();
            }
        }
    });
}

/// The tabs of one game: claims the game whenever this tab opens one (or takes one back),
/// follows the other tabs' notes, and gives the notice's buttons.
#[hook]
pub fn use_tabs(game: &UseReducerHandle<Game>) -> TabCalls {
    let latest = use_mut_ref(Game::default);
    *latest.borrow_mut() = (**game).clone();
    use_channel(latest.clone(), game.dispatcher());
    use_effect_with((game.id.clone(), game.tab == Tab::Here), |(id, here)| {
        if *here && !id.is_empty() {
            announce(&Note::Claim {
                tab: me(),
                game: id.clone(),
            });
        }
    });
    let continue_here = {
        let (latest, dispatch) = (latest.clone(), game.dispatcher());
        Callback::from(move |()| {
            let game = latest.borrow().clone();
            let message = "You play this game here now; other tabs show it.";
            if !show_saved(&game, Tab::Here, message, false, &dispatch) {
                dispatch.dispatch(Action::Tab(Tab::Here));
            }
        })
    };
    let keep_mine = {
        let dispatch = game.dispatcher();
        Callback::from(move |()| {
            let game = latest.borrow().clone();
            match storage::save_anyway(&game, now()) {
                Ok(Checked::Saved(_, _, aside)) => {
                    saved(&game.id);
                    dispatch.dispatch(Action::Tab(Tab::Here));
                    let text = aside.unwrap_or_else(|| "Your version is saved.".into());
                    dispatch.dispatch(Action::Notify(Tone::Info, text));
                }
                Ok(Checked::Outdated | Checked::Changed) => {}
                Err(why) => dispatch.dispatch(Action::Notify(
                    Tone::Problem,
                    format!("Could not save: {why}. Your game stays open in this tab."),
                )),
            }
        })
    };
    TabCalls {
        continue_here,
        keep_mine,
    }
}
