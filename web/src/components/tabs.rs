//! The notice when this tab's game is played in another tab, or was changed by one: what it
//! means and the buttons that settle it.

use crate::browser::tabs::TabCalls;
use crate::game::Tab;
use yew::prelude::*;

/// Props of [`tab_notice`].
#[derive(PartialEq)]
pub struct TabNoticeProps {
    /// The tab's state for its game.
    pub tab: Tab,
    /// What the buttons do.
    pub calls: TabCalls,
}

/// Nothing while this tab plays its game; otherwise what happened, "Continue here", or
/// "Load the newer one" and "Keep mine".
pub fn tab_notice(props: &TabNoticeProps) -> Html {
    let press = |call: &Callback<()>| call.reform(|_: MouseEvent| ());
    match props.tab {
        Tab::Here => html! {},
        Tab::Elsewhere => html! {
            <div class="message info tab-notice" role="alert">
                <p>{ "This game is open in another tab, which plays and saves it. This tab shows its moves and changes nothing." }</p>
                <button type="button" onclick={press(&props.calls.continue_here)}>{ "Continue here" }</button>
            </div>
        },
        Tab::Changed => html! {
            <div class="message problem tab-notice" role="alert">
                <p>{ "This game was changed in another tab since this tab saved it. Your last moves here are not saved: choose the version to keep." }</p>
                <button type="button" onclick={press(&props.calls.continue_here)}>{ "Load the newer one" }</button>
                <button type="button" onclick={press(&props.calls.keep_mine)}>{ "Keep mine" }</button>
            </div>
        },
    }
}
