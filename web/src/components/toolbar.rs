//! The buttons under the grid: mode, candidates, undo/redo, check, solve, share, clear.

use crate::link::{compact_fragment, fragment_for, fragment_with_progress};
use crate::sheet::Sheet;
use crate::state::{Action, Mode, Tone};
use solver_core::Grid;
use wasm_bindgen::JsValue;
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

/// The page's address without query or fragment: the base of every link the app makes.
pub fn page_base() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Calls `navigator[method](arg)` if the browser has it; the promise, if any.
pub(crate) fn navigator_call(path: &[&str], arg: &JsValue) -> Option<js_sys::Promise> {
    let mut target: JsValue = web_sys::window()?.navigator().into();
    let (method, objects) = path.split_last()?;
    for name in objects {
        target = js_sys::Reflect::get(&target, &JsValue::from_str(name)).ok()?;
        if target.is_undefined() || target.is_null() {
            return None;
        }
    }
    let function: js_sys::Function = js_sys::Reflect::get(&target, &JsValue::from_str(method))
        .ok()?
        .dyn_into()
        .ok()?;
    function.call1(&target, arg).ok()?.dyn_into().ok()
}

use wasm_bindgen::JsCast;

fn is_phone() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .map(|m| m.matches())
        .unwrap_or(false)
}

/// The toolbar.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let link = use_state(String::new);
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
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
            let share_data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&share_data, &"title".into(), &"Sudoku".into());
            let _ = js_sys::Reflect::set(&share_data, &"url".into(), &url.clone().into());
            let promise = if is_phone() {
                navigator_call(&["share"], &share_data)
            } else {
                None
            };
            let (promise, verb) = match promise {
                Some(p) => (Some(p), "shared"),
                None => (
                    navigator_call(&["clipboard", "writeText"], &url.into()),
                    "copied to the clipboard",
                ),
            };
            wasm_bindgen_futures::spawn_local(async move {
                let ok = match promise {
                    Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
                    None => false,
                };
                let text = if ok {
                    format!("{what} {verb}. It is also shown below.")
                } else {
                    format!("{what} is shown below: copy it from there.")
                };
                on_action.emit(Action::Notify(Tone::Success, text));
            });
        })
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
                <button type="button" onclick={on_share}>{ "Share" }</button>
                <button type="button" onclick={on_print}>{ "Print" }</button>
                <button type="button" onclick={send(Action::Clear)}>{ "Clear" }</button>
            </div>
            if !link.is_empty() {
                <div class="share-out">
                    <label for="share-link">{ "Share link" }</label>
                    <input id="share-link" readonly=true value={(*link).clone()} />
                    <span class="hint">{ format!("Short form: {}{}", page_base(), compact_fragment(&props.givens)) }</span>
                </div>
            }
        </div>
    }
}
