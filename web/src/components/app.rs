//! The root component: owns the game reducer and the engine; wires the address, paste,
//! keyboard, timer, autosave and buttons to actions.

use crate::components::board::Board;
use crate::components::hints::HintPanel;
use crate::components::keypad::Keypad;
use crate::components::new_puzzle::{NewPuzzle, NewPuzzleRequest};
use crate::components::print::{PrintItem, PrintJob, PrintSheet};
use crate::components::print_form::{current_item, PrintForm, PrintRequest};
use crate::components::saved::SavedGames;
use crate::components::toolbar::Toolbar;
use crate::engine::Engine;
use crate::link::{fragment_for, from_location};
use crate::protocol::Request;
use crate::state::{Action, Analysis, Game, Mode, Tone, Tool};
use crate::storage::{self, Loaded};
use gloo_events::EventListener;
use gloo_timers::callback::{Interval, Timeout};
use solver_core::generator::{Method, Options};
use solver_core::{Digit, Grid};
use wasm_bindgen::JsCast;
use web_sys::{HtmlTextAreaElement, KeyboardEvent, Window};
use yew::prelude::*;

/// Where the worker's loader sits, relative to the page so that any sub-path works.
const WORKER_PATH: &str = "./worker_loader.js";

fn window() -> Option<Window> {
    web_sys::window()
}

/// Milliseconds since 1970, from the page's clock (saved-game ids and times).
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A fresh saved-game id.
pub fn new_id() -> String {
    format!(
        "{:x}{:04x}",
        now() as u64,
        (js_sys::Math::random() * 65536.0) as u32
    )
}

/// Opens what the address holds: a shared puzzle (resuming our own game of it when we have
/// one and the link carries no progress), or else the game in progress.
fn open_location(dispatch: &UseReducerDispatcher<Game>, startup: bool) {
    let Some(location) = window().map(|w| w.location()) else {
        return;
    };
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    match from_location(&search, &hash) {
        Ok(Some(shared)) => {
            if shared.sheet.is_none() {
                if let Some(id) = storage::find(&shared.puzzle) {
                    if let Loaded::Game(saved) = storage::load(&id) {
                        dispatch.dispatch(Action::Restore(saved));
                        return;
                    }
                }
            }
            dispatch.dispatch(Action::Load {
                id: new_id(),
                puzzle: shared.puzzle,
                sheet: shared.sheet.map(Box::new),
                source: "the link",
            });
        }
        Ok(None) => {
            if startup {
                resume_current(dispatch);
            }
        }
        Err(e) => {
            if startup {
                resume_current(dispatch);
            }
            dispatch.dispatch(Action::Reject(format!(
                "This link does not hold a puzzle: {e}. Your game is unchanged."
            )));
        }
    }
}

/// Loads a puzzle from text in any format `solver_core::parse_any` reads; a pencil-mark grid
/// brings its candidates as centre marks. `source` names the text in messages ("the pasted
/// text").
fn load_text(dispatch: &UseReducerDispatcher<Game>, text: &str, source: &'static str) {
    match solver_core::parse_any(text.trim()) {
        Ok(solver_core::Pasted::Grid(puzzle)) => dispatch.dispatch(Action::Load {
            id: new_id(),
            puzzle,
            sheet: None,
            source,
        }),
        Ok(solver_core::Pasted::Pencil(pencil)) => dispatch.dispatch(Action::Load {
            id: new_id(),
            puzzle: pencil.grid(),
            sheet: Some(Box::new(crate::export::sheet_of(&pencil))),
            source: "the pencil-mark grid (its candidates are your centre marks)",
        }),
        Err(e) => {
            let what = source.strip_prefix("the ").unwrap_or(source);
            dispatch.dispatch(Action::Reject(format!(
                "The {what} is not a puzzle: {e}. Your game is unchanged."
            )))
        }
    }
}

fn resume_current(dispatch: &UseReducerDispatcher<Game>) {
    let Some(id) = storage::current_id() else {
        return;
    };
    match storage::load(&id) {
        Loaded::Game(saved) => dispatch.dispatch(Action::Restore(saved)),
        Loaded::Nothing => {}
        Loaded::SetAside(why) => dispatch.dispatch(Action::Reject(why)),
    }
}

fn save_now(game: &Game, dispatch: &UseReducerDispatcher<Game>) {
    match storage::save(game, now()) {
        Ok(storage::Saved::Whole) => {}
        Ok(storage::Saved::MadeRoom(what)) => {
            // Said once, not at every autosave while the storage stays full.
            thread_local!(static SAID: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) });
            if SAID.with(|said| said.replace(what.clone())) != what {
                dispatch.dispatch(Action::Notify(Tone::Info, what));
            }
        }
        Err(why) => dispatch.dispatch(Action::Notify(
            Tone::Problem,
            format!("Could not save: {why}. Your game stays open in this tab."),
        )),
    }
}

/// Writes the puzzle into the address without a new history entry, so a reload keeps it.
fn write_location(puzzle: &Grid) {
    let Some(window) = window() else { return };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let url = if *puzzle == Grid::EMPTY {
        path
    } else {
        format!("{path}{}", fragment_for(puzzle))
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// What a key does anywhere on the page (outside text fields), if anything.
pub fn key_action(key: &str, code: &str, shift: bool, ctrl: bool) -> Option<Action> {
    if ctrl {
        return match key.to_ascii_lowercase().as_str() {
            "z" if shift => Some(Action::Redo),
            "z" => Some(Action::Undo),
            "y" => Some(Action::Redo),
            _ => None,
        };
    }
    // The digit from the physical key, so that Shift+1 (which types '!') is still a 1.
    let digit = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))
        .and_then(|d| d.parse::<u8>().ok())
        .or_else(|| key.parse::<u8>().ok().filter(|_| key.len() == 1));
    if let Some(d) = digit {
        return match Digit::new_checked(d) {
            Some(d) if shift => Some(Action::DigitWith(d, Tool::Corner)),
            Some(d) => Some(Action::Digit(d)),
            None => Some(Action::Erase),
        };
    }
    let extend = shift;
    Some(match key {
        "ArrowUp" => Action::Move {
            dr: -1,
            dc: 0,
            extend,
        },
        "ArrowDown" => Action::Move {
            dr: 1,
            dc: 0,
            extend,
        },
        "ArrowLeft" => Action::Move {
            dr: 0,
            dc: -1,
            extend,
        },
        "ArrowRight" => Action::Move {
            dr: 0,
            dc: 1,
            extend,
        },
        "Delete" | "Backspace" | "." => Action::Erase,
        "Escape" => Action::Deselect,
        "Enter" => Action::ApplyArmed,
        "z" | "Z" => Action::SetTool(Tool::Digit),
        "x" | "X" => Action::SetTool(Tool::Corner),
        "c" | "C" => Action::SetTool(Tool::Center),
        "v" | "V" => Action::SetTool(Tool::Color),
        "b" | "B" => Action::SetTool(Tool::CandidateColor),
        _ => return None,
    })
}

/// The app.
#[component]
pub fn App() -> Html {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    let game = use_reducer(Game::default);
    let text_ref = use_node_ref();
    let dark = use_state(storage::theme);
    // The print job on the page, and whether the dialog should open for it.
    let print_job = use_state(|| None::<(PrintJob, bool)>);

    // The address, pastes anywhere on the page, address changes, keys, the timer.
    {
        let dispatch = game.dispatcher();
        use_effect_with((), move |_| {
            // The first render is on screen: a mark the end-to-end tests read (first-render time).
            if let Some(performance) = gloo_utils::window().performance() {
                let _ = performance.mark("first-render");
            }
            open_location(&dispatch, true);
            let document = gloo_utils::document();
            let in_field = |event: &web_sys::Event| {
                event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .map(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
                    .unwrap_or(false)
            };
            let on_paste = {
                let dispatch = dispatch.clone();
                EventListener::new(&document, "paste", move |event| {
                    if in_field(event) {
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
                    load_text(&dispatch, &text, "the pasted text");
                })
            };
            let on_hash = {
                let dispatch = dispatch.clone();
                EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    open_location(&dispatch, false)
                })
            };
            let on_key = {
                let dispatch = dispatch.clone();
                EventListener::new(&document, "keydown", move |event| {
                    if in_field(event) {
                        return;
                    }
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.alt_key() {
                        return;
                    }
                    let ctrl = e.ctrl_key() || e.meta_key();
                    if let Some(action) = key_action(&e.key(), &e.code(), e.shift_key(), ctrl) {
                        e.prevent_default();
                        dispatch.dispatch(action);
                    }
                })
            };
            let timer = {
                let dispatch = dispatch.clone();
                Interval::new(1000, move || {
                    let visible = gloo_utils::document().visibility_state()
                        == web_sys::VisibilityState::Visible;
                    if visible {
                        dispatch.dispatch(Action::Tick);
                    }
                })
            };
            move || drop((on_paste, on_hash, on_key, timer))
        });
    }

    // Ask the engine about every new set of givens: solvable? unique? (kept for Check, Solve).
    {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        use_effect_with(game.givens, move |givens| {
            let givens = *givens;
            if givens != Grid::EMPTY {
                dispatch.dispatch(Action::AnalysisStarted(givens));
                let dispatch = dispatch.clone();
                engine.call(Request::Solve { puzzle: givens }, move |result| {
                    dispatch.dispatch(Action::Analysed { givens, result })
                });
            }
        });
    }

    // Rate the puzzle once it is known to be unique (the level shows beside the timer).
    {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let known = game.rating.is_some();
        use_effect_with((game.givens, game.analysis), move |(givens, analysis)| {
            if *analysis == Analysis::Unique && !known {
                let givens = *givens;
                dispatch.dispatch(Action::WorkStarted);
                let dispatch = dispatch.clone();
                engine.call(Request::Rate { puzzle: givens }, move |result| {
                    dispatch.dispatch(Action::Rated { givens, result })
                });
            }
        });
    }

    // Autosave every change (written 200 ms after the last one, and at once when the page is
    // hidden or closed), and keep the address in step with the puzzle.
    let latest = use_mut_ref(Game::default);
    *latest.borrow_mut() = (*game).clone();
    let save_timer = use_mut_ref(|| None::<Timeout>);
    {
        let latest = latest.clone();
        let save_timer = save_timer.clone();
        let dispatch = game.dispatcher();
        use_effect_with((), move |_| {
            let flush = move |_: &web_sys::Event| {
                if save_timer.borrow_mut().take().is_some() {
                    save_now(&latest.borrow(), &dispatch);
                }
            };
            let flush = std::rc::Rc::new(flush);
            let on_hide = {
                let flush = flush.clone();
                EventListener::new(&gloo_utils::window(), "pagehide", move |e| flush(e))
            };
            let on_visibility =
                EventListener::new(&gloo_utils::document(), "visibilitychange", move |e| {
                    if gloo_utils::document().visibility_state() == web_sys::VisibilityState::Hidden
                    {
                        flush(e)
                    }
                });
            move || drop((on_hide, on_visibility))
        });
    }
    {
        let dispatch = game.dispatcher();
        let key = (
            game.givens,
            game.sheet,
            game.mode,
            game.undo.len(),
            game.redo.len(),
            game.elapsed,
            game.auto_candidates,
            game.id.clone(),
            game.checkpoints.clone(),
        );
        let (id_missing, content) = (
            game.id.is_empty(),
            game.givens != Grid::EMPTY || game.sheet != Default::default(),
        );
        let givens = game.givens;
        let first = use_mut_ref(|| true);
        // The game as the last run of this effect saw it: when another game replaces it (a
        // link, a saved game, a new puzzle) before its save was written, it is written now.
        let previous = use_mut_ref(Game::default);
        let latest = latest.clone();
        use_effect_with(key, move |_| {
            let before = std::mem::replace(&mut *previous.borrow_mut(), latest.borrow().clone());
            if std::mem::replace(&mut *first.borrow_mut(), false) {
                return;
            }
            let unsaved = save_timer.borrow_mut().take().is_some();
            if unsaved && before.id != latest.borrow().id {
                save_now(&before, &dispatch);
            }
            if id_missing {
                if content {
                    dispatch.dispatch(Action::AssignId(new_id()));
                }
                return;
            }
            write_location(&givens);
            let timer = {
                let save_timer = save_timer.clone();
                Timeout::new(200, move || {
                    if save_timer.borrow_mut().take().is_some() {
                        save_now(&latest.borrow(), &dispatch);
                    }
                })
            };
            *save_timer.borrow_mut() = Some(timer);
        });
    }

    // Statistics: a game the player solves (not "Solve") counts once, with its level, time
    // and hints.
    {
        let solved_now = game.is_solved() && !game.assisted;
        let record = crate::stats::Solved {
            id: game.id.clone(),
            level: match &game.rating {
                Some(Ok(r)) => r.level.to_string(),
                _ => "Unrated".to_string(),
            },
            seconds: game.elapsed,
            hints: u32::try_from(game.hint_log.len()).unwrap_or(u32::MAX),
        };
        let dispatch = game.dispatcher();
        // Solved already when it was opened: counted then (or before this feature), not now.
        let seen_unsolved = use_mut_ref(std::collections::HashSet::<String>::new);
        if !game.is_solved() && !game.id.is_empty() {
            seen_unsolved.borrow_mut().insert(game.id.clone());
        }
        use_effect_with((game.id.clone(), solved_now), move |(id, solved)| {
            if *solved && seen_unsolved.borrow_mut().remove(id) {
                let result = storage::load_stats().and_then(|mut stats| {
                    stats.record(record);
                    storage::save_stats(&stats)
                });
                if let Err(why) = result {
                    dispatch.dispatch(Action::Notify(Tone::Problem, why));
                }
            }
        });
    }

    // The colour theme: the system's, unless chosen.
    {
        let theme = (*dark).clone();
        use_effect_with(theme, |theme| {
            if let Some(root) = gloo_utils::document().document_element() {
                let _ = match theme.as_deref() {
                    Some(t) => root.set_attribute("data-theme", t),
                    None => root.remove_attribute("data-theme"),
                };
            }
        });
    }

    let on_action = {
        let dispatch = game.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch(action))
    };
    // Check and "Back to last correct" need the solution: when it is not known yet, ask for it
    // first and act on the answer.
    let with_solution = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let (givens, known) = (game.givens, game.solution.is_some());
        Callback::from(move |action: Action| {
            if known || givens == Grid::EMPTY || !givens.conflicts().is_empty() {
                dispatch.dispatch(action);
                return;
            }
            dispatch.dispatch(Action::AnalysisStarted(givens));
            let dispatch = dispatch.clone();
            engine.call(Request::Solve { puzzle: givens }, move |result| {
                dispatch.dispatch(Action::Analysed { givens, result });
                dispatch.dispatch(action);
            });
        })
    };
    // Solve always asks the engine (it also restarts a worker that died), then reveals.
    let on_solve = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let givens = game.givens;
        Callback::from(move |_: ()| {
            if !givens.conflicts().is_empty() || givens == Grid::EMPTY {
                dispatch.dispatch(Action::RevealSolution);
                return;
            }
            dispatch.dispatch(Action::AnalysisStarted(givens));
            let dispatch = dispatch.clone();
            engine.call(Request::Solve { puzzle: givens }, move |result| {
                dispatch.dispatch(Action::Analysed { givens, result });
                dispatch.dispatch(Action::RevealSolution);
            });
        })
    };
    let on_steps = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let (givens, entries, notation) = (game.givens, game.sheet.entries, game.notation);
        Callback::from(move |_: ()| {
            if givens == Grid::EMPTY {
                dispatch.dispatch(Action::Notify(
                    Tone::Info,
                    "Enter or open a puzzle first.".into(),
                ));
                return;
            }
            dispatch.dispatch(Action::StepsRequested);
            let dispatch = dispatch.clone();
            let request = Request::Steps {
                givens,
                entries,
                notation,
            };
            engine.call(request, move |result| {
                dispatch.dispatch(Action::StepsReceived { givens, result })
            });
        })
    };
    let on_hint = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        let position = game.digits();
        let current = game.hint.as_ref().is_some_and(|h| h.position == position);
        // The classic coach's next line for the same position, once its current line places
        // nothing (no value is forced: it goes on with each cell's admissible digits).
        let next_classic_line = game
            .hint
            .as_ref()
            .filter(|h| h.position == position && !h.applicable())
            .and_then(|h| h.classic_line)
            .map(|line| line + 1);
        let (givens, sheet, notation, classic) =
            (game.givens, game.sheet, game.notation, game.classic_coach);
        Callback::from(move |_: ()| {
            if current && !(classic && next_classic_line.is_some()) {
                dispatch.dispatch(Action::HintAdvance);
                return;
            }
            if givens == Grid::EMPTY {
                dispatch.dispatch(Action::Notify(
                    Tone::Info,
                    "Enter or open a puzzle first.".into(),
                ));
                return;
            }
            let marks = (!sheet.center.is_empty()).then(|| {
                solver_core::Cell::all()
                    .map(|c| sheet.center.get(c))
                    .collect()
            });
            dispatch.dispatch(Action::HintRequested);
            let dispatch = dispatch.clone();
            let classic_line = classic.then(|| next_classic_line.unwrap_or(0));
            let request = if let Some(skip) = classic_line {
                Request::ClassicHint { position, skip }
            } else {
                Request::Hint {
                    givens,
                    entries: sheet.entries,
                    marks,
                    notation,
                }
            };
            engine.call(request, move |result| {
                dispatch.dispatch(Action::HintReceived {
                    position,
                    classic_line,
                    result,
                })
            });
        })
    };
    let on_generate = {
        let dispatch = game.dispatcher();
        let engine = engine.clone();
        Callback::from(move |request: NewPuzzleRequest| {
            let seed = request
                .seed
                .unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64);
            dispatch.dispatch(Action::GenerateRequested);
            let on_progress = {
                let dispatch = dispatch.clone();
                move |done, of| dispatch.dispatch(Action::GenerateProgress { done, of })
            };
            let dispatch = dispatch.clone();
            engine.call_with_progress(
                Request::Generate {
                    seed,
                    method: request.method,
                },
                on_progress,
                move |result| {
                    dispatch.dispatch(Action::GeneratedPuzzle {
                        id: new_id(),
                        result,
                    })
                },
            );
        })
    };
    let on_reject = {
        let dispatch = game.dispatcher();
        Callback::from(move |why: String| dispatch.dispatch(Action::Reject(why)))
    };
    let level_text = match &game.rating {
        Some(Ok(r)) => format!("{} {:.1}", r.level, r.score),
        _ => String::new(),
    };
    let on_print = {
        let print_job = print_job.clone();
        let item = current_item(game.givens, game.solution, level_text.clone());
        let dispatch = game.dispatcher();
        Callback::from(move |_: ()| {
            if item.puzzle == Grid::EMPTY {
                dispatch.dispatch(Action::Notify(
                    Tone::Info,
                    "Enter or open a puzzle first.".into(),
                ));
                return;
            }
            print_job.set(Some((
                PrintJob {
                    per_page: 1,
                    answers: false,
                    items: vec![item.clone()],
                },
                true,
            )));
        })
    };
    let on_print_request = {
        let print_job = print_job.clone();
        let engine = engine.clone();
        let dispatch = game.dispatcher();
        let current = current_item(game.givens, game.solution, level_text);
        Callback::from(move |request: PrintRequest| {
            if request.count == 0 {
                if current.puzzle == Grid::EMPTY {
                    dispatch.dispatch(Action::Notify(
                        Tone::Info,
                        "Enter or open a puzzle first, or ask for new ones.".into(),
                    ));
                    return;
                }
                let job = PrintJob {
                    per_page: request.per_page,
                    answers: request.answers,
                    items: vec![current.clone()],
                };
                print_job.set(Some((job, true)));
                return;
            }
            let base = (js_sys::Math::random() * 4_294_967_295.0) as u64;
            let items = std::rc::Rc::new(std::cell::RefCell::new(Vec::<PrintItem>::new()));
            let options = Options {
                level: request.level,
                no_guessing: true,
                symmetry: solver_core::Symmetry::Rot180,
                max_tries: 2000,
                ..Options::default()
            };
            dispatch.dispatch(Action::Notify(
                Tone::Info,
                format!("Generating {} puzzles to print…", request.count),
            ));
            let aborted = std::rc::Rc::new(std::cell::Cell::new(false));
            for i in 0..u64::from(request.count) {
                let (items, print_job, dispatch) =
                    (items.clone(), print_job.clone(), dispatch.clone());
                let (request, aborted) = (request.clone(), aborted.clone());
                let seed = base + i;
                dispatch.dispatch(Action::WorkStarted);
                engine.call(
                    Request::Generate {
                        seed,
                        method: Method::Modern(options),
                    },
                    move |result| {
                        dispatch.dispatch(Action::WorkFinished);
                        if aborted.get() {
                            return;
                        }
                        let stop = |text: String| {
                            aborted.set(true);
                            dispatch.dispatch(Action::Notify(Tone::Problem, text));
                        };
                        match result {
                            Ok(crate::protocol::Response::Generated { result: Ok(g) }) => {
                                let level = g
                                    .certificate
                                    .rating
                                    .as_ref()
                                    .map(|r| format!("{} {:.1}", r.level, r.score))
                                    .unwrap_or_default();
                                items.borrow_mut().push(PrintItem {
                                    puzzle: g.puzzle,
                                    solution: Some(g.solution),
                                    level,
                                    seed: Some(seed),
                                });
                                let done = items.borrow().len();
                                if done == usize::from(request.count) {
                                    let job = PrintJob {
                                        per_page: request.per_page,
                                        answers: request.answers,
                                        items: items.borrow().clone(),
                                    };
                                    print_job.set(Some((job, true)));
                                    dispatch.dispatch(Action::Notify(
                                        Tone::Success,
                                        format!("{done} puzzles ready to print."),
                                    ));
                                } else {
                                    dispatch.dispatch(Action::Notify(
                                        Tone::Info,
                                        format!("Generated {done} of {} puzzles…", request.count),
                                    ));
                                }
                            }
                            Ok(crate::protocol::Response::Generated { result: Err(why) }) => {
                                stop(format!("Cannot print: {why}."))
                            }
                            Err(crate::engine::EngineError::Cancelled) => stop(
                                "Cancelled. Nothing was printed; your game is unchanged.".into(),
                            ),
                            Err(crate::engine::EngineError::Failed(why)) => stop(format!(
                                "Cannot print: the engine failed ({why}). Your game is unchanged."
                            )),
                            Ok(_) => {
                                stop("Cannot print: the engine gave an unexpected answer.".into())
                            }
                        }
                    },
                );
            }
        })
    };
    // Open the print dialog once a job is on the page.
    {
        let print_job = print_job.clone();
        use_effect_with(print_job.as_ref().map(|(_, go)| *go), move |go| {
            if *go == Some(true) {
                if let Some((job, _)) = (*print_job).clone() {
                    print_job.set(Some((job, false)));
                    if let Some(w) = window() {
                        let _ = w.print();
                    }
                }
            }
        });
    }
    let on_cancel = {
        let engine = engine.clone();
        Callback::from(move |_: ()| engine.cancel())
    };
    let on_theme = {
        let dark = dark.clone();
        Callback::from(move |_: MouseEvent| {
            let system_dark = window()
                .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
                .map(|m| m.matches())
                .unwrap_or(false);
            let is_dark = match dark.as_deref() {
                Some(t) => t == "dark",
                None => system_dark,
            };
            let next = if is_dark { "light" } else { "dark" };
            storage::set_theme(next);
            dark.set(Some(next.to_string()));
        })
    };
    let on_load_text = {
        let dispatch = game.dispatcher();
        let text_ref = text_ref.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Some(field) = text_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            load_text(&dispatch, &field.value(), "the text box");
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
    let (m, s) = (game.elapsed / 60, game.elapsed % 60);
    let solved = game.is_solved();

    html! {
        <main class={classes!("app", solved.then_some("solved"))}>
            <header class="masthead">
                <h1>{ "Sudoku" }</h1>
                <div class="status-line">
                    <span class="mode-badge">{ if game.mode == Mode::Edit { "Editing" } else { "Playing" } }</span>
                    // Always there, with room kept: the rating arriving must not move the grid.
                    <span class="level" title="Level and score (Sudoku Explainer scale) of the hardest step">
                        { match &game.rating {
                            Some(Ok(rating)) => format!("{} {:.1}", rating.level, rating.score),
                            _ => String::new(),
                        } }
                    </span>
                    <span class="timer" role="timer" aria-label="Time">{ format!("{m}:{s:02}") }</span>
                    <button type="button" class="small" onclick={{
                        let dispatch = game.dispatcher();
                        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::TogglePause))
                    }}>{ if game.paused { "Resume" } else { "Pause" } }</button>
                    <button type="button" class="small" onclick={on_theme}>{ "Theme" }</button>
                </div>
            </header>
            <section class="play" aria-label="Puzzle">
                <div class={classes!("board-wrap", game.paused.then_some("paused"))}>
                    // While "Steps" is open the grid shows the path's position and step.
                    <Board givens={game.givens}
                           sheet={game.steps.as_ref().map_or(game.sheet, |v| v.sheet(&game.givens))}
                           selection={game.selection}
                           cursor={game.cursor} conflicts={game.conflicts()} mistakes={game.mistakes}
                           highlight={game.highlight}
                           hint={game.steps.as_ref().map_or_else(|| game.hint.clone(), |v| v.hint())}
                           on_action={on_action.clone()} />
                    if game.paused {
                        <div class="pause-cover">{ "Paused" }</div>
                    }
                </div>
                <p class={message_class} role="status" aria-live="polite">{ message_text }</p>
                if let (Some((done, of)), true) = (game.progress, game.pending > 0) {
                    <p class="progress">
                        <progress max={of.to_string()} value={done.to_string()} aria-label="Generation progress" />
                        { format!(" try {done} of at most {of}") }
                    </p>
                }
                if let Some(view) = &game.steps {
                    <crate::components::steps::StepsPanel view={view.clone()} on_action={on_action.clone()} />
                }
                <HintPanel hint={game.hint.clone()} log={game.hint_log.clone()} notation={game.notation} classic_coach={game.classic_coach}
                           on_action={on_action.clone()} />
                <Keypad tool={game.tool} mode={game.mode} digit_first={game.digit_first} armed={game.armed}
                        on_action={on_action.clone()} />
                <crate::components::checkpoints::Checkpoints list={game.checkpoints.clone()}
                        can_save={game.givens != Grid::EMPTY} on_action={on_action.clone()} />
                <Toolbar mode={game.mode} auto_candidates={game.auto_candidates}
                         can_undo={!game.undo.is_empty()} can_redo={!game.redo.is_empty()}
                         busy={game.pending > 0} givens={game.givens} sheet={game.sheet}
                         on_action={on_action.clone()} {on_solve} {on_cancel} {on_hint} {on_print} {on_steps} {with_solution} />
                <PrintSheet job={print_job.as_ref().map(|(job, _)| job.clone()).or_else(|| {
                    // Ctrl+P without a job prints the puzzle on screen.
                    (game.givens != Grid::EMPTY).then(|| PrintJob {
                        per_page: 1,
                        answers: false,
                        items: vec![current_item(game.givens, game.solution, String::new())],
                    })
                })} />
            </section>
            <section class="side">
                <NewPuzzle {on_generate} on_reject={on_reject.clone()} />
                <PrintForm on_print={on_print_request} {on_reject} />
                if let Some(c) = &game.certificate {
                    <p class="certificate">{ crate::components::print::certificate_text(c) }</p>
                }
                <form class="load" onsubmit={on_load_text}>
                    <label for="puzzle-text">{ "Puzzle text" }</label>
                    <textarea id="puzzle-text" ref={text_ref} rows="3" spellcheck="false"
                        placeholder="81 characters: 1-9 for a given, . or 0 for an empty cell. Pretty grids, .sdk, .ss, comma lists and pencil-mark grids work too." />
                    <button type="submit">{ "Load" }</button>
                </form>
                <p class="hint">{ "Tip: paste a puzzle anywhere on the page to load it." }</p>
                <crate::components::export::ExportPanel givens={game.givens} sheet={game.sheet} on_action={on_action.clone()} />
                <SavedGames current={game.id.clone()} on_action={on_action.clone()} />
                <crate::components::stats::StatsPanel on_action={on_action.clone()} solved={game.is_solved()} />
                <crate::components::lab::Lab puzzle={game.givens} />
                <details class="help">
                    <summary>{ "Keyboard shortcuts" }</summary>
                    <dl>
                        <dt>{ "1-9" }</dt><dd>{ "Enter a digit with the current tool" }</dd>
                        <dt>{ "Shift + 1-9" }</dt><dd>{ "Corner mark" }</dd>
                        <dt>{ "Z, X, C, V, B" }</dt><dd>{ "Tools: normal, corner, centre, cell colour, candidate colour" }</dd>
                        <dt>{ "Arrows" }</dt><dd>{ "Move (with Shift: extend the selection)" }</dd>
                        <dt>{ "Ctrl/Shift + click, drag" }</dt><dd>{ "Select several cells" }</dd>
                        <dt>{ "Delete, Backspace, 0" }</dt><dd>{ "Erase" }</dd>
                        <dt>{ "Digit first" }</dt><dd>{ "Choose a digit, then tap or drag over cells (Enter gives it to the selection, Escape puts it down)" }</dd>
                        <dt>{ "Ctrl+Z, Ctrl+Y" }</dt><dd>{ "Undo, redo" }</dd>
                        <dt>{ "Esc" }</dt><dd>{ "Clear the selection" }</dd>
                    </dl>
                </details>
            </section>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        let d = |n| Digit::new_checked(n).unwrap();
        assert_eq!(
            key_action("7", "Digit7", false, false),
            Some(Action::Digit(d(7)))
        );
        assert_eq!(
            key_action("!", "Digit1", true, false),
            Some(Action::DigitWith(d(1), Tool::Corner))
        );
        assert_eq!(key_action("0", "Digit0", false, false), Some(Action::Erase));
        assert_eq!(key_action("z", "KeyZ", false, true), Some(Action::Undo));
        assert_eq!(key_action("Z", "KeyZ", true, true), Some(Action::Redo));
        assert_eq!(
            key_action("c", "KeyC", false, false),
            Some(Action::SetTool(Tool::Center))
        );
        assert_eq!(key_action("c", "KeyC", false, true), None);
        assert_eq!(key_action("F7", "F7", false, false), None);
    }
}
