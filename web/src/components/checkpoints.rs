//! "Checkpoints": named positions to come back to, for trial and error.

use crate::game::{Action, Checkpoint, CHECKPOINT_NAME_LIMIT};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`checkpoints`].
#[derive(PartialEq)]
pub struct CheckpointsProps {
    /// The game's checkpoints, oldest first.
    pub list: Vec<Checkpoint>,
    /// Whether there is a puzzle to keep a position of.
    pub can_save: bool,
    /// Where presses go.
    pub on_action: Callback<Action>,
}

/// The checkpoint bar: "Save checkpoint", then each checkpoint with its name (editable),
/// "Go back" and "Delete".
pub fn checkpoints(props: &CheckpointsProps) -> Html {
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    html! {
        <details class="checkpoints">
            <summary>{ format!("Checkpoints ({})", props.list.len()) }</summary>
            <button type="button" onclick={send(Action::SaveCheckpoint)} disabled={!props.can_save}>
                { "Save checkpoint" }
            </button>
            if !props.list.is_empty() {
                <ol class="checkpoint-list">
                    { for props.list.iter().enumerate().rev().map(|(i, c)| {
                        // Controlled by the game state: the page re-renders every second.
                        let on_rename = {
                            let on_action = props.on_action.clone();
                            Callback::from(move |e: InputEvent| {
                                if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                                    on_action.emit(Action::RenameCheckpoint(i, input.value()));
                                }
                            })
                        };
                        html! {
                            <li key={i}>
                                <input type="text" value={c.name.clone()} oninput={on_rename}
                                       maxlength={CHECKPOINT_NAME_LIMIT.to_string()}
                                       aria-label={format!("Name of checkpoint {}", i + 1)} />
                                <button type="button" onclick={send(Action::RestoreCheckpoint(i))}
                                        aria-label={format!("Go back to {}", c.name)}>{ "Go back" }</button>
                                <button type="button" class="small" onclick={send(Action::DeleteCheckpoint(i))}
                                        aria-label={format!("Delete {}", c.name)}>{ "Delete" }</button>
                            </li>
                        }
                    }) }
                </ol>
            }
        </details>
    }
}
