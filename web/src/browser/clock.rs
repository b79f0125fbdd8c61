//! The clock: a tick each second while the page is visible; the settings and the colour theme.

use super::storage;
use super::window::page_visible;
use crate::game::{Action, Game, Settings, Tone};
use crate::persist;
use gloo_timers::callback::Interval;
use yew::prelude::*;

/// Dispatches [`Action::Tick`] each second the page is visible and the game is on screen
/// (`in_sight`: no view covers it).
#[hook]
pub fn use_timer(dispatch: UseReducerDispatcher<Game>, in_sight: bool) {
    let sight = use_mut_ref(|| in_sight);
    *sight.borrow_mut() = in_sight;
    use_effect_with((), move |_| {
        let timer = Interval::new(1000, move || {
            if page_visible() && *sight.borrow() {
                dispatch.dispatch(Action::Tick);
            }
        });
        move || drop(timer)
    });
}

/// The player's settings: read once at start (with the theme key of earlier versions),
/// written whenever they change, and the theme put on the page (`data-theme`; none follows
/// the system's light or dark setting).
#[hook]
pub fn use_settings(game: &UseReducerHandle<Game>) {
    let last_saved = use_mut_ref(|| None::<Settings>);
    {
        let last_saved = last_saved.clone();
        use_effect_with(game.settings, move |settings| {
            let mut last = last_saved.borrow_mut();
            if last.is_some_and(|s| s != *settings) {
                if let Ok(mut store) = storage::local() {
                    let _ = persist::settings::save(&mut store, settings);
                }
                *last = Some(*settings);
            }
        });
    }
    {
        let dispatch = game.dispatcher();
        use_effect_with((), move |_| {
            let (settings, problem) = match storage::local() {
                Ok(mut store) => persist::settings::load(&mut store),
                Err(_) => (Settings::default(), None),
            };
            *last_saved.borrow_mut() = Some(settings);
            dispatch.dispatch(Action::SettingsLoaded(settings));
            if let Some(why) = problem {
                dispatch.dispatch(Action::Notify(Tone::Problem, why));
            }
        });
    }
    use_effect_with(game.settings.theme, |theme| {
        if let Some(root) = gloo_utils::document().document_element() {
            let _ = match theme.attribute() {
                Some(t) => root.set_attribute("data-theme", t),
                None => root.remove_attribute("data-theme"),
            };
        }
    });
}

/// How long news stays on the message line, in milliseconds (a problem twice as long).
const NEWS_MS: u32 = 8000;

/// Clears the message line once its news is old (a new message starts its own time).
#[hook]
pub fn use_message_expiry(game: &UseReducerHandle<Game>) {
    let dispatch = game.dispatcher();
    use_effect_with(game.message.clone(), move |message| {
        let timer = message.clone().map(|m| {
            let ms = if m.tone == Tone::Problem {
                2 * NEWS_MS
            } else {
                NEWS_MS
            };
            gloo_timers::callback::Timeout::new(ms, move || {
                dispatch.dispatch(Action::Expire(m.text))
            })
        });
        move || drop(timer)
    });
}
