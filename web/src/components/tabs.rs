//! The notice when this tab's game is played in another tab, or was changed by one: what it
//! means and the buttons that settle it; and the tabs' messages to each other
//! (`browser::tabs`), whose hook lives here.

use crate::browser::tabs::{use_tabs, TabCalls};
use crate::game::{Game, Tab};
use yew::prelude::*;

/// Props of [`TabNotice`].
#[derive(Properties, PartialEq)]
pub struct TabNoticeProps {
    /// The game on screen (read only).
    pub game: UseReducerHandle<Game>,
}

/// The tabs of one game (`browser::tabs::use_tabs`) and their notice. Mounted a few tasks into
/// the first render (`components::app`), after the opening: the start-up note that this
/// browser cannot save outlasts the load's message.
#[component]
pub fn TabNotice(props: &TabNoticeProps) -> Html {
    let calls = use_tabs(&props.game);
    tab_notice(props.game.tab, &calls)
}

/// Nothing while this tab plays its game (`tab`); otherwise what happened, "Continue here",
/// or "Load the newer one" and "Keep mine".
fn tab_notice(tab: Tab, calls: &TabCalls) -> Html {
    let press = |call: &Callback<()>| call.reform(|_: MouseEvent| ());
    match tab {
        Tab::Here => html! {},
        Tab::Elsewhere => html! {
            <div class="message info tab-notice" role="alert">
                <p>{ "This game is open in another tab, which plays and saves it. This tab shows its moves and changes nothing." }</p>
                <button type="button" onclick={press(&calls.continue_here)}>{ "Continue here" }</button>
            </div>
        },
        Tab::Changed => html! {
            <div class="message problem tab-notice" role="alert">
                <p>{ "This game was changed in another tab since this tab saved it. Your last moves here are not saved: choose the version to keep." }</p>
                <button type="button" onclick={press(&calls.continue_here)}>{ "Load the newer one" }</button>
                <button type="button" onclick={press(&calls.keep_mine)}>{ "Keep mine" }</button>
            </div>
        },
    }
}
