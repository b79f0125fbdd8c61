//! The browser's history and the app's views: opening a view pushes a history entry (the
//! address stays as it is, so every link contract keeps working), and the browser's Back
//! button, like the view's own "Back" button, returns to the game.

use crate::nav::View;
use gloo_events::EventListener;
use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The key of the history entry's state that names the view.
const KEY: &str = "view";

/// Work left for the game screen: it runs once the history is back on the game's entry,
/// so a load that rewrites the address rewrites the game's entry, not the view's.
type Pending = Rc<RefCell<Vec<Box<dyn FnOnce()>>>>;

/// The view on screen and the ways to change it.
#[derive(Clone)]
pub struct Navigation {
    /// The view on screen.
    pub view: View,
    /// Opens a view (from the game or from another view: one Back still returns to the game).
    pub open: Callback<View>,
    /// Back to the game.
    pub back: Callback<()>,
    pending: Pending,
    on_game: Rc<dyn Fn()>,
    /// The views shown so far: a view's content is mounted the first time it opens (not at
    /// start, where it would only slow the first screen) and stays mounted after.
    opened: Rc<RefCell<HashSet<View>>>,
}

impl PartialEq for Navigation {
    fn eq(&self, other: &Self) -> bool {
        self.view == other.view
    }
}

impl Navigation {
    /// Whether `view`'s content is mounted: it is on screen, or it has been.
    pub fn mounted(&self, view: View) -> bool {
        self.view == view || self.opened.borrow().contains(&view)
    }

    /// Back to the game, then `then` (at once when the game is already on screen).
    pub fn back_then(&self, then: impl FnOnce() + 'static) {
        if self.view == View::Play {
            then();
        } else {
            self.pending.borrow_mut().push(Box::new(then));
            (self.on_game)();
        }
    }

    /// A callback that goes back to the game and then hands its value to `to`.
    pub fn back_with<T: 'static>(&self, to: Callback<T>) -> Callback<T> {
        let nav = self.clone();
        Callback::from(move |value: T| {
            let to = to.clone();
            nav.back_then(move || to.emit(value));
        })
    }
}

fn entry_view(state: &JsValue) -> View {
    js_sys::Reflect::get(state, &JsValue::from_str(KEY))
        .ok()
        .and_then(|v| v.as_string())
        .map_or(View::Play, |id| View::from_id(&id))
}

fn history() -> Option<web_sys::History> {
    web_sys::window().and_then(|w| w.history().ok())
}

fn state_for(view: View) -> JsValue {
    let state = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &state,
        &JsValue::from_str(KEY),
        &JsValue::from_str(view.id()),
    );
    state.into()
}

fn run_pending(pending: &Pending) {
    let work: Vec<_> = pending.borrow_mut().drain(..).collect();
    for then in work {
        then();
    }
}

/// The view on screen, kept in step with the browser's history: at start, the view of the
/// history entry (a reload stays in its view) or the lab for a `#lab=` address.
#[hook]
pub fn use_navigation() -> Navigation {
    let view = use_state(|| {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        match View::for_fragment(&hash) {
            View::Lab => View::Lab,
            _ => history()
                .and_then(|h| h.state().ok())
                .map_or(View::Play, |s| entry_view(&s)),
        }
    });
    let pending: Pending = use_mut_ref(Vec::new);
    let opened = use_mut_ref(HashSet::new);
    opened.borrow_mut().insert(*view);
    {
        // A `#lab=` address opens the lab over the game: Back returns to the game.
        let view = view.clone();
        use_effect_with((), move |_| {
            let entry = history()
                .and_then(|h| h.state().ok())
                .map_or(View::Play, |s| entry_view(&s));
            if *view == View::Lab && entry != View::Lab {
                if let Some(h) = history() {
                    let _ = h.push_state(&state_for(View::Lab), "");
                }
            }
        });
    }
    {
        let (view, pending) = (view.clone(), pending.clone());
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo_utils::window(), "popstate", move |event| {
                let state = event
                    .dyn_ref::<web_sys::PopStateEvent>()
                    .map_or(JsValue::NULL, |e| e.state());
                let next = entry_view(&state);
                view.set(next);
                if next == View::Play {
                    run_pending(&pending);
                }
            });
            move || drop(listener)
        });
    }
    let open = open_callback(view.clone());
    let on_game: Rc<dyn Fn()> = {
        let (view, pending) = (view.clone(), pending.clone());
        Rc::new(move || {
            let in_view = history()
                .and_then(|h| h.state().ok())
                .is_some_and(|s| entry_view(&s) != View::Play);
            match history() {
                // popstate sets the view and runs the pending work.
                Some(h) if in_view && h.back().is_ok() => {}
                _ => {
                    view.set(View::Play);
                    run_pending(&pending);
                }
            }
        })
    };
    let back = {
        let on_game = on_game.clone();
        Callback::from(move |()| on_game())
    };
    Navigation {
        view: *view,
        open,
        back,
        pending,
        on_game,
        opened,
    }
}

/// Opens a view: a new history entry from the game, the same entry from another view (so one
/// Back returns to the game).
fn open_callback(view: UseStateHandle<View>) -> Callback<View> {
    Callback::from(move |next: View| {
        if next == *view {
            return;
        }
        if let Some(h) = history() {
            let in_view = h.state().ok().is_some_and(|s| entry_view(&s) != View::Play);
            let _ = if in_view {
                h.replace_state(&state_for(next), "")
            } else {
                h.push_state(&state_for(next), "")
            };
        }
        view.set(next);
    })
}

/// The key of a history entry's state that names the panel open over the game.
const LAYER: &str = "layer";

fn layer_of(state: &JsValue) -> Option<String> {
    js_sys::Reflect::get(state, &JsValue::from_str(LAYER))
        .ok()
        .and_then(|v| v.as_string())
}

/// Whether the history entry on top is `name`'s panel's.
fn layer_on_top(name: &str) -> bool {
    history()
        .and_then(|h| h.state().ok())
        .and_then(|s| layer_of(&s))
        .is_some_and(|l| l == name)
}

/// Back closes a panel open over the game (`name`: "steps", "hint"): while `open`, the
/// panel has a history entry of its own on top of the game's, so the browser's (or the
/// phone's) Back closes it instead of leaving the app; a panel closed otherwise takes its
/// entry away. The entry is pushed as the panel opens, in the render that draws it, not in
/// an effect after it: Yew may give the browser a turn between the two, and a Back pressed
/// then, with the panel on screen, would leave the app.
#[hook]
pub fn use_back_closes(name: &'static str, open: bool, close: Callback<()>) {
    let latest = use_mut_ref(|| (open, close.clone()));
    *latest.borrow_mut() = (open, close);
    // Whether the panel was open at the last render: the entry goes on as it opens.
    let was_open = use_mut_ref(|| false);
    let was = std::mem::replace(&mut *was_open.borrow_mut(), open);
    if open && !was && !layer_on_top(name) {
        if let Some(h) = history() {
            let state = state_for(View::Play);
            let _ =
                js_sys::Reflect::set(&state, &JsValue::from_str(LAYER), &JsValue::from_str(name));
            let _ = h.push_state(&state, "");
        }
    }
    use_effect_with(open, move |&open| {
        if !open && layer_on_top(name) {
            if let Some(h) = history() {
                let _ = h.back();
            }
        }
    });
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo_utils::window(), "popstate", move |event| {
            let state = event
                .dyn_ref::<web_sys::PopStateEvent>()
                .map_or(JsValue::NULL, |e| e.state());
            let (open, close) = latest.borrow().clone();
            if open && layer_of(&state).is_none_or(|l| l != name) {
                close.emit(());
            }
        });
        move || drop(listener)
    });
}
