//! The list of saved games, read from storage only while it is open.

use crate::game::Action;
use crate::hooks::browser::local_time;
use crate::hooks::storage;
use crate::persist::games::Loaded;
use yew::prelude::*;

/// Props of [`SavedGames`].
#[derive(Properties, PartialEq)]
pub struct SavedGamesProps {
    /// The id of the game on screen.
    pub current: String,
    /// Where a resume goes.
    pub on_action: Callback<Action>,
}

/// "Saved games": resume or delete.
#[component]
pub fn SavedGames(props: &SavedGamesProps) -> Html {
    let open = use_state(|| false);
    let refresh = use_state(|| 0u32);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let list = if *open { storage::list() } else { Vec::new() };
    let _ = *refresh;
    html! {
        <div class="saved">
            <button type="button" aria-expanded={open.to_string()} onclick={toggle}>{ "Saved games" }</button>
            if *open {
                if list.is_empty() {
                    <p class="hint">{ "No saved game yet: games save themselves as you play." }</p>
                } else {
                    <ul class="saved-list">
                        { for list.into_iter().map(|(id, givens, saved_at, elapsed)| {
                            let resume = {
                                let on_action = props.on_action.clone();
                                let id = id.clone();
                                Callback::from(move |_: MouseEvent| match storage::load(&id) {
                                    Loaded::Game(saved) => {
                                        on_action.emit(Action::Restore(Box::new(saved.into_game())))
                                    }
                                    Loaded::Nothing => {}
                                    Loaded::SetAside(why) => on_action.emit(Action::Reject(why)),
                                })
                            };
                            let delete = {
                                let id = id.clone();
                                let refresh = refresh.clone();
                                Callback::from(move |_: MouseEvent| {
                                    storage::remove(&id);
                                    refresh.set(*refresh + 1);
                                })
                            };
                            let when = local_time(saved_at);
                            let current = id == props.current;
                            html! {
                                <li>
                                    <code class="mini">{ givens.to_string().chars().take(18).collect::<String>() }{ "…" }</code>
                                    <span class="when">{ format!("{when}, {}:{:02}", elapsed / 60, elapsed % 60) }</span>
                                    if current {
                                        <span class="badge">{ "on screen" }</span>
                                    } else {
                                        <button type="button" class="small" onclick={resume}>{ "Resume" }</button>
                                        <button type="button" class="small" onclick={delete}>{ "Delete" }</button>
                                    }
                                </li>
                            }
                        }) }
                    </ul>
                }
            }
        </div>
    }
}
