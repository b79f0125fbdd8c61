//! The clock: a tick each second while the page is visible, and the colour theme.

use super::browser::{page_visible, prefers_dark};
use super::storage;
use crate::game::{Action, Game};
use gloo_timers::callback::Interval;
use yew::prelude::*;

/// Dispatches [`Action::Tick`] each second the page is visible.
#[hook]
pub fn use_timer(dispatch: UseReducerDispatcher<Game>) {
    use_effect_with((), move |_| {
        let timer = Interval::new(1000, move || {
            if page_visible() {
                dispatch.dispatch(Action::Tick);
            }
        });
        move || drop(timer)
    });
}

/// The colour theme: the system's, unless chosen ("light" or "dark"); a callback switches
/// between light and dark and remembers the choice.
#[hook]
pub fn use_theme() -> Callback<MouseEvent> {
    let chosen = use_state(storage::theme);
    {
        let theme = (*chosen).clone();
        use_effect_with(theme, |theme| {
            if let Some(root) = gloo_utils::document().document_element() {
                let _ = match theme.as_deref() {
                    Some(t) => root.set_attribute("data-theme", t),
                    None => root.remove_attribute("data-theme"),
                };
            }
        });
    }
    Callback::from(move |_: MouseEvent| {
        let is_dark = match chosen.as_deref() {
            Some(t) => t == "dark",
            None => prefers_dark(),
        };
        let next = if is_dark { "light" } else { "dark" };
        storage::set_theme(next);
        chosen.set(Some(next.to_string()));
    })
}
