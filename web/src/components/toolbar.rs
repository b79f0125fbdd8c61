//! The play screen's buttons (Hint, Undo, Redo, Check, Solve; Play while entering a
//! puzzle). Solve only asks ("Show the whole solution?", `components::question`); the
//! engine's work is cancelled beside its progress, never from this row.

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
    /// Whether the puzzle is solved (the play controls rest).
    pub solved: bool,
    /// Where the presses go.
    pub on_action: Callback<Action>,
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
            <button type="button" class="primary" disabled={props.solved} onclick={press(&props.on_hint)}>{ "Hint" }</button>
            <button type="button" disabled={!props.can_undo} onclick={send(Action::Undo)}>{ "Undo" }</button>
            <button type="button" disabled={!props.can_redo} onclick={send(Action::Redo)}>{ "Redo" }</button>
            <button type="button" disabled={props.solved} onclick={on_check}>{ "Check" }</button>
            <button type="button" disabled={props.solved} onclick={send(Action::AskSolve)}>{ "Solve" }</button>
        </div>
    }
}
