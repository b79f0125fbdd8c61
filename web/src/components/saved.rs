//! The list of saved games, read from storage only while it is open.

use crate::browser::storage;
use crate::browser::window::local_time;
use crate::game::Action;
use crate::persist::games::{self, Loaded, Summary};
use solver_core::{Cell, Grid};
use yew::prelude::*;

/// A small picture of the grid: the givens dark, the player's digits in the entry colour.
fn mini_grid(givens: &Grid, entries: &Grid) -> Html {
    let lines = (0..=9).map(|i| {
        let at = (i * 10).to_string();
        let class = if i % 3 == 0 { "box" } else { "line" };
        html! {
            <>
                <line x1={at.clone()} y1="0" x2={at.clone()} y2="90" {class} />
                <line x1="0" y1={at.clone()} x2="90" y2={at} {class} />
            </>
        }
    });
    let digits = Cell::all().filter_map(|cell| {
        let (digit, class) = match (givens.get(cell), entries.get(cell)) {
            (Some(d), _) => (d, "g"),
            (None, Some(d)) => (d, "e"),
            (None, None) => return None,
        };
        let (x, y) = (cell.col() * 10 + 5, cell.row() * 10 + 8);
        Some(html! {
            <text x={x.to_string()} y={y.to_string()} {class}>{ digit.to_string() }</text>
        })
    });
    html! {
        <svg class="mini-grid" viewBox="-1 -1 92 92" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">
            { for lines }
            { for digits }
        </svg>
    }
}

/// "Hard 3.4 · 45/81 filled · 12 Nov, 14:02 · 3:05 played".
fn summary_text(game: &Summary) -> String {
    let mut parts = Vec::new();
    parts.push(game.level.clone().unwrap_or_else(|| "Unrated".into()));
    let filled = game.filled();
    parts.push(format!("{filled}/81 filled ({}%)", filled * 100 / 81));
    parts.push(format!("last played {}", local_time(game.last_played)));
    parts.push(format!(
        "{}:{:02} of play",
        game.elapsed / 60,
        game.elapsed % 60
    ));
    parts.join(" · ")
}

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
    let list = if *open {
        storage::local()
            .map(|s| games::summaries(&s))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    let _ = *refresh;
    html! {
        <div class="saved">
            <button type="button" aria-expanded={open.to_string()} onclick={toggle}>{ "Saved games" }</button>
            if *open {
                if list.is_empty() {
                    <p class="hint">{ "No saved game yet: games save themselves as you play." }</p>
                } else {
                    <ul class="saved-list">
                        { for list.into_iter().map(|game| {
                            let id = game.id.clone();
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
                            let current = id == props.current;
                            html! {
                                <li class="saved-game">
                                    { mini_grid(&game.givens, &game.entries) }
                                    <span class="when">{ summary_text(&game) }</span>
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
