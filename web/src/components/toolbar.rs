//! The buttons under the grid: mode, candidates, undo/redo, check, solve, share (its dialog is
//! `share.rs`), clear.

use crate::components::share::ShareButton;
use crate::game::sheet::Sheet;
use crate::game::{Action, Mode};
use solver_core::Grid;
use yew::prelude::*;

/// Props of [`Toolbar`].
#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    /// Edit or play.
    pub mode: Mode,
    /// Whether automatic candidates are on.
    pub auto_candidates: bool,
    /// Whether there is something to undo.
    pub can_undo: bool,
    /// Whether there is something to redo.
    pub can_redo: bool,
    /// Whether the engine is working (Solve becomes Cancel).
    pub busy: bool,
    /// The givens (for Share).
    pub givens: Grid,
    /// The player's sheet (for Share with progress).
    pub sheet: Sheet,
    /// Where the presses go.
    pub on_action: Callback<Action>,
    /// Solve.
    pub on_solve: Callback<()>,
    /// Cancel the engine's work.
    pub on_cancel: Callback<()>,
    /// Hint (one stage per press).
    pub on_hint: Callback<()>,
    /// Print.
    pub on_print: Callback<()>,
    /// Steps: the logical solution path.
    pub on_steps: Callback<()>,
    /// Runs an action that needs the solution (Check, Back to last correct) once it is known.
    pub with_solution: Callback<Action>,
}

/// The toolbar.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let on_solve = {
        let cb = props.on_solve.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let needs_solution = |action: Action| {
        let cb = props.with_solution.clone();
        Callback::from(move |_: MouseEvent| cb.emit(action.clone()))
    };
    let on_hint = {
        let cb = props.on_hint.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_print = {
        let cb = props.on_print.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_steps = {
        let cb = props.on_steps.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let editing = props.mode == Mode::Edit;
    html! {
        <div class="toolbar">
            <div class="actions" role="group" aria-label="Mode">
                <button type="button" class={classes!(editing.then_some("on"))} aria-pressed={editing.to_string()}
                        onclick={send(Action::SetMode(Mode::Edit))}>{ "Edit" }</button>
                <button type="button" class={classes!((!editing).then_some("on"))} aria-pressed={(!editing).to_string()}
                        onclick={send(Action::SetMode(Mode::Play))}>{ "Play" }</button>
                <label class="check">
                    <input type="checkbox" checked={props.auto_candidates} disabled={editing}
                           onchange={{
                               let on_action = props.on_action.clone();
                               Callback::from(move |_: Event| on_action.emit(Action::ToggleAutoCandidates))
                           }} />
                    { "Auto candidates" }
                </label>
            </div>
            <div class="actions" role="group" aria-label="Actions">
                <button type="button" class="primary" onclick={on_hint}>{ "Hint" }</button>
                <button type="button" disabled={!props.can_undo} onclick={send(Action::Undo)}>{ "Undo" }</button>
                <button type="button" disabled={!props.can_redo} onclick={send(Action::Redo)}>{ "Redo" }</button>
                <button type="button" onclick={needs_solution(Action::Check)}>{ "Check" }</button>
                <button type="button" onclick={needs_solution(Action::UndoToCorrect)}>{ "Back to last correct" }</button>
                // Distinct keys: a click on Cancel must never land on a Solve button reusing its node.
                if props.busy {
                    <button key="cancel" type="button" class="primary" onclick={on_cancel}>{ "Cancel" }</button>
                } else {
                    <button key="solve" type="button" onclick={on_solve}>{ "Solve" }</button>
                }
                <button type="button" onclick={on_steps}>{ "Steps" }</button>
                <ShareButton givens={props.givens} sheet={props.sheet} on_action={props.on_action.clone()} />
                <button type="button" onclick={on_print}>{ "Print" }</button>
                <button type="button" onclick={send(Action::Clear)}>{ "Clear" }</button>
            </div>
        </div>
    }
}
