//! The play screen's buttons (Hint, Undo, Redo, Check, Solve; Play while entering a
//! puzzle) and the "Share" view's button with its link.

use crate::game::sheet::Sheet;
use crate::game::{Action, Mode, Tone};
use crate::hooks::browser::{page_base, share_or_copy};
use crate::share::link::{fragment_for, fragment_short, fragment_with_progress};
use solver_core::Grid;
use yew::prelude::*;

/// Props of [`Toolbar`].
#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    /// Edit or play.
    pub mode: Mode,
    /// Whether there is something to undo.
    pub can_undo: bool,
    /// Whether there is something to redo.
    pub can_redo: bool,
    /// Whether the engine is working (Solve becomes Cancel).
    pub busy: bool,
    /// Where the presses go.
    pub on_action: Callback<Action>,
    /// Solve.
    pub on_solve: Callback<()>,
    /// Cancel the engine's work.
    pub on_cancel: Callback<()>,
    /// Hint (one stage per press).
    pub on_hint: Callback<()>,
    /// Runs an action that needs the solution (Check) once it is known.
    pub with_solution: Callback<Action>,
}

/// The play screen's buttons, always in sight.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let press = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_check = {
        let cb = props.with_solution.clone();
        Callback::from(move |_: MouseEvent| cb.emit(Action::Check))
    };
    html! {
        <div class="toolbar actions" role="group" aria-label="Actions">
            if props.mode == Mode::Edit {
                <button type="button" class="primary" title="Stop entering givens and play this puzzle"
                        onclick={send(Action::SetMode(Mode::Play))}>{ "Play" }</button>
            }
            <button type="button" class="primary" onclick={press(&props.on_hint)}>{ "Hint" }</button>
            <button type="button" disabled={!props.can_undo} onclick={send(Action::Undo)}>{ "Undo" }</button>
            <button type="button" disabled={!props.can_redo} onclick={send(Action::Redo)}>{ "Redo" }</button>
            <button type="button" onclick={on_check}>{ "Check" }</button>
            // Distinct keys: a click on Cancel must never land on a Solve button reusing its node.
            if props.busy {
                <button key="cancel" type="button" class="primary" onclick={press(&props.on_cancel)}>{ "Cancel" }</button>
            } else {
                <button key="solve" type="button" onclick={press(&props.on_solve)}>{ "Solve" }</button>
            }
        </div>
    }
}

/// Props of [`SharePanel`].
#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    /// The givens (for Share).
    pub givens: Grid,
    /// The player's sheet (for Share with progress).
    pub sheet: Sheet,
    /// Where the messages go.
    pub on_action: Callback<Action>,
}

/// "Share": a link to the puzzle (with the progress, if any), shared or copied, and shown.
#[component]
pub fn SharePanel(props: &SharePanelProps) -> Html {
    let link = use_state(String::new);
    let on_share = {
        let link = link.clone();
        let on_action = props.on_action.clone();
        let (givens, sheet) = (props.givens, props.sheet);
        Callback::from(move |_: MouseEvent| {
            if givens == Grid::EMPTY {
                on_action.emit(Action::Notify(
                    Tone::Info,
                    "Enter a puzzle first, then share it.".into(),
                ));
                return;
            }
            let progress = sheet != Sheet::default();
            let url = format!(
                "{}{}",
                page_base(),
                if progress {
                    fragment_with_progress(&givens, &sheet)
                } else {
                    fragment_for(&givens)
                }
            );
            link.set(url.clone());
            let on_action = on_action.clone();
            let what = if progress {
                "Link to the puzzle and your progress"
            } else {
                "Link to the puzzle"
            };
            wasm_bindgen_futures::spawn_local(async move {
                let text = match share_or_copy(&url).await {
                    Some(verb) => format!("{what} {verb}. It is also shown below."),
                    None => format!("{what} is shown below: copy it from there."),
                };
                on_action.emit(Action::Notify(Tone::Success, text));
            });
        })
    };
    html! {
        <div class="share">
            <p class="hint">{ "A link opens this puzzle, with your progress, in any browser." }</p>
            <button type="button" class="primary" onclick={on_share}>{ "Share" }</button>
            if !link.is_empty() {
                <div class="share-out">
                    <label for="share-link">{ "Share link" }</label>
                    <input id="share-link" readonly=true value={(*link).clone()} />
                    <span class="hint">{ format!("Short form: {}{}", page_base(),
                        fragment_short(&props.givens, (props.sheet != Sheet::default()).then_some(&props.sheet))) }</span>
                </div>
            }
        </div>
    }
}
