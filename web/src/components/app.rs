//! The root component: owns the game reducer and the engine, wires the address, paste and
//! buttons to actions.

use crate::components::board::Board;
use crate::components::keypad::Keypad;
use crate::engine::Engine;
use crate::link::{fragment_for, puzzle_from_fragment};
use crate::protocol::Request;
use crate::state::{Action, Game, Tone};
use gloo_events::EventListener;
use solver_core::{Digit, Grid};
use wasm_bindgen::JsCast;
use web_sys::{HtmlTextAreaElement, Window};
use yew::prelude::*;

/// Where the worker's loader sits, relative to the page so that any sub-path works.
const WORKER_PATH: &str = "./worker_loader.js";

fn window() -> Option<Window> {
    web_sys::window()
}

/// Loads the puzzle of the address, if it has one; a malformed one is reported.
fn load_from_location(dispatch: &UseReducerDispatcher<Game>) {
    let Some(hash) = window().and_then(|w| w.location().hash().ok()) else {
        return;
    };
    match puzzle_from_fragment(&hash) {
        Ok(Some(puzzle)) => dispatch.dispatch(Action::Load {
            puzzle,
            source: "the link",
        }),
        Ok(None) => {}
        Err(e) => dispatch.dispatch(Action::Reject(format!(
            "This link does not hold a puzzle: {e}."
        ))),
    }
}

/// Writes the puzzle into the address without a new history entry, so a reload keeps it.
fn write_location(puzzle: &Grid) {
    let Some(window) = window() else { return };
    let location = window.location();
    let base = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let url = if *puzzle == Grid::EMPTY {
        base
    } else {
        format!("{base}{}", fragment_for(puzzle))
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The app.
#[component]
pub fn App() -> Html {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    let game = use_reducer(Game::default);
    let text_ref = use_node_ref();

    // The address, pastes anywhere on the page, and address changes.
    {
        let dispatch = game.dispatcher();
        use_effect_with((), move |_| {
            load_from_location(&dispatch);
            let document = gloo_utils::document();
            let on_paste = {
                let dispatch = dispatch.clone();
                EventListener::new(&document, "paste", move |event| {
                    let in_field = event
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .map(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA"))
                        .unwrap_or(false);
                    if in_field {
                        return;
                    }
                    let Some(event) = event.dyn_ref::<web_sys::ClipboardEvent>() else {
                        return;
                    };
                    let Some(text) = event.clipboard_data().and_then(|d| d.get_data("text").ok())
                    else {
                        return;
                    };
                    event.prevent_default();
                    match Grid::parse(text.trim()) {
                        Ok(puzzle) => dispatch.dispatch(Action::Load {
                            puzzle,
                            source: "the pasted text",
                        }),
                        Err(e) => dispatch.dispatch(Action::Reject(format!(
                            "The pasted text is not a puzzle: {e}. The grid is unchanged."
                        ))),
                    }
                })
            };
            let on_hash = {
                let dispatch = dispatch.clone();
                EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    load_from_location(&dispatch)
                })
            };
            move || drop((on_paste, on_hash))
        });
    }

    // Keep the address in step with the puzzle (not on the first render: a malformed link
    // stays in the address bar for the user to fix).
    {
        let first = use_mut_ref(|| true);
        use_effect_with(game.puzzle, move |puzzle| {
            if std::mem::replace(&mut *first.borrow_mut(), false) {
                return;
            }
            write_location(puzzle);
        });
    }

    let on_action = {
        let dispatch = game.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch(action))
    };
    let on_enter = {
        let dispatch = game.dispatcher();
        let selected = game.selected;
        Callback::from(move |digit: Option<Digit>| {
            if selected.is_none() {
                dispatch.dispatch(Action::Select(solver_core::Cell::from_index(0)));
            }
            dispatch.dispatch(Action::Enter(digit));
        })
    };
    let on_solve = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let puzzle = game.puzzle;
        let has_conflicts = !game.conflicts().is_empty();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::SolveStarted);
            if has_conflicts {
                return;
            }
            let dispatch = dispatch.clone();
            engine.call(Request::Solve { puzzle }, move |result| {
                dispatch.dispatch(Action::SolveFinished { puzzle, result })
            });
        })
    };
    let on_cancel = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.cancel())
    };
    let on_clear = {
        let dispatch = game.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Clear))
    };
    let on_load_text = {
        let dispatch = game.dispatcher();
        let text_ref = text_ref.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Some(field) = text_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            match Grid::parse(field.value().trim()) {
                Ok(puzzle) => dispatch.dispatch(Action::Load {
                    puzzle,
                    source: "the text box",
                }),
                Err(e) => dispatch.dispatch(Action::Reject(format!(
                    "The text is not a puzzle: {e}. The grid is unchanged."
                ))),
            }
        })
    };

    let (message_class, message_text) = match &game.message {
        Some(m) => (
            match m.tone {
                Tone::Info => "message info",
                Tone::Success => "message success",
                Tone::Problem => "message problem",
            },
            m.text.clone(),
        ),
        None => ("message", String::new()),
    };

    html! {
        <main class="app">
            <header class="masthead">
                <h1>{ "Sudoku" }</h1>
            </header>
            <section class="play" aria-label="Puzzle">
                <Board puzzle={game.puzzle} solution={game.solution} selected={game.selected}
                       conflicts={game.conflicts()} on_action={on_action} />
                <p class={message_class} role="status" aria-live="polite">{ message_text }</p>
                <Keypad {on_enter} />
                <div class="actions">
                    if game.busy {
                        <button type="button" class="primary" onclick={on_cancel}>{ "Cancel" }</button>
                    } else {
                        <button type="button" class="primary" onclick={on_solve}>{ "Solve" }</button>
                    }
                    <button type="button" onclick={on_clear}>{ "Clear" }</button>
                </div>
            </section>
            <section class="side">
                <form class="load" onsubmit={on_load_text}>
                    <label for="puzzle-text">{ "Puzzle text" }</label>
                    <textarea id="puzzle-text" ref={text_ref} rows="3" spellcheck="false"
                        placeholder="81 characters: 1-9 for a given, . or 0 for an empty cell. Pretty grids, .sdk, .ss and comma lists work too." />
                    <button type="submit">{ "Load" }</button>
                </form>
                <p class="hint">{ "Tip: paste a puzzle anywhere on the page to load it." }</p>
            </section>
        </main>
    }
}
