//! The play screen's buttons (Hint, Undo, Redo, Check, Solve; Play while entering a
//! puzzle).

use crate::game::{Action, Mode};
use yew::prelude::*;

/// Props of [`toolbar`].
#[derive(PartialEq)]
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
pub fn toolbar(props: &ToolbarProps) -> Html {
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
