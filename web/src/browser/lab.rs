//! The lab's browser side, and the only lab code that touches it: the lab's own engine worker
//! (one request per engine, timed with the page's clock), the replay timer, the address (the
//! `#lab=` link read at start and written back by Link), and the values of the form's fields.
//!
//! The lab has its own worker: its Cancel terminates only the lab's runs, and a long run never
//! delays the game's hints and checks.
//!
//! The lab is its own wasm (`src/bin/lab.rs`), so the page does not carry its code: the page
//! keeps an empty element ([`ROOT_ID`]) in the lab's view and [`use_lab_loader`] adds the lab's
//! scripts the first time the view opens; the lab renders into that element. The game's puzzle
//! (the lab's "current puzzle") crosses over as the element's `data-puzzle` attribute, with a
//! [`PUZZLE_EVENT`] on the element when it changes ([`use_game_puzzle`] on the lab's side).

use crate::browser::engine::Engine;
use crate::lab::run::{LabAction, LabModel};
use crate::wire::lab::LabRequest;
use crate::wire::EngineError;
use crate::wire::{Request, Response};
use gloo_events::EventListener;
use gloo_timers::callback::Interval;
use solver_core::Grid;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlScriptElement, HtmlSelectElement};
use yew::prelude::*;

/// The id of the element the lab's wasm renders into (in the lab's view of the page).
pub const ROOT_ID: &str = "lab-root";

/// The attribute of [`ROOT_ID`] that holds the game's puzzle, an 81-character line (the page
/// writes it in `components::views`).
const PUZZLE_ATTRIBUTE: &str = "data-puzzle";

/// The attribute of [`ROOT_ID`] that holds the address's fragment at the page's start (the
/// page writes it in `components::views`, from [`use_lab_loader`]).
const FRAGMENT_ATTRIBUTE: &str = "data-fragment";

/// The event the page fires on [`ROOT_ID`] when the game's puzzle changed.
const PUZZLE_EVENT: &str = "lab-puzzle";

/// The lab's scripts, in the order they must run: wasm-bindgen's glue (it defines the global
/// `wasm_bindgen`), then the line that starts it with `lab_bg.wasm`.
const SCRIPTS: [&str; 2] = ["./lab.js", "./lab_start.js"];

/// Said in the lab's view when its scripts could not be loaded.
const LOAD_FAILED: &str =
    "The algorithm lab could not be loaded (offline?). Go back and open it again to retry.";

/// Where the worker's loader sits (the same script as the game's engine, a second instance).
const WORKER_PATH: &str = "./worker_loader.js";

/// Milliseconds between two ticks of the replay.
const REPLAY_TICK_MS: u32 = 120;

impl Reducible for LabModel {
    type Action = LabAction;

    fn reduce(self: Rc<Self>, action: LabAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// The lab's state, opened from the `#lab=` link (if any) the page's address held at start.
#[hook]
pub fn use_lab() -> UseReducerHandle<LabModel> {
    use_reducer(|| LabModel::from_fragment(&start_fragment()))
}

/// The address's fragment when the page started, as the page kept it in [`FRAGMENT_ATTRIBUTE`]
/// (the game may have rewritten the address before the lab loaded); the address's own
/// fragment when there is no such attribute.
fn start_fragment() -> String {
    root()
        .and_then(|root| root.get_attribute(FRAGMENT_ATTRIBUTE))
        .unwrap_or_else(location_hash)
}

thread_local! {
    /// The address's fragment as the page's code started, before the first render's effects
    /// (the game rewrites the address when it opens a game).
    static PAGE_START_FRAGMENT: std::cell::OnceCell<String> = const { std::cell::OnceCell::new() };
}

/// Keeps the address's fragment as the page's code starts, for [`use_lab_loader`]: the lab's
/// view is built a few tasks into the first render, after the address may have changed.
pub fn keep_start_fragment() {
    PAGE_START_FRAGMENT.with(|fragment| {
        let _ = fragment.set(location_hash());
    });
}

fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The lab's engine: runs requests one after the other and reports to the lab's reducer.
#[derive(Clone, PartialEq)]
pub struct LabEngine {
    engine: Engine,
    dispatch: UseReducerDispatcher<LabModel>,
}

impl LabEngine {
    /// Cancels what runs, then starts Run `generation` of `requests`.
    pub fn start(&self, generation: u32, requests: Vec<LabRequest>, story: bool) {
        self.engine.cancel();
        self.dispatch
            .dispatch(LabAction::Start(generation, requests.clone(), story));
        run_from(
            self.engine.clone(),
            Rc::new(requests),
            0,
            generation,
            self.dispatch.clone(),
        );
    }

    /// Stops the run at once (the worker is terminated).
    pub fn cancel(&self) {
        self.engine.cancel();
    }
}

/// The lab's own engine worker, reporting to `dispatch`.
#[hook]
pub fn use_lab_engine(dispatch: UseReducerDispatcher<LabModel>) -> LabEngine {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    LabEngine {
        engine: (*engine).clone(),
        dispatch,
    }
}

/// Runs `requests[index..]` one after the other, each timed on the page (so the time includes
/// the messages to and from the worker).
fn run_from(
    engine: Engine,
    requests: Rc<Vec<LabRequest>>,
    index: usize,
    generation: u32,
    dispatch: UseReducerDispatcher<LabModel>,
) {
    let Some(request) = requests.get(index).cloned() else {
        dispatch.dispatch(LabAction::Finished(generation));
        return;
    };
    dispatch.dispatch(LabAction::Running(generation, index));
    let start = js_sys::Date::now();
    let next_engine = engine.clone();
    engine.call(Request::Lab(request), move |result| {
        let ms = js_sys::Date::now() - start;
        let outcome = match result {
            Ok(Response::Lab(packed)) => packed.unpack().map(Rc::new),
            Ok(other) => Err(format!("unexpected answer {other:?}")),
            Err(EngineError::Cancelled) => {
                dispatch.dispatch(LabAction::Cancelled);
                return;
            }
            Err(EngineError::Failed(why)) => Err(why),
        };
        dispatch.dispatch(LabAction::Done(generation, index, outcome, ms));
        run_from(next_engine, requests, index + 1, generation, dispatch);
    });
}

/// While `playing`, sends [`LabAction::Tick`] every 120 ms.
#[hook]
pub fn use_replay_timer(playing: bool, send: Callback<LabAction>) {
    use_effect_with(playing, move |&playing| {
        let timer =
            playing.then(|| Interval::new(REPLAY_TICK_MS, move || send.emit(LabAction::Tick)));
        move || drop(timer)
    });
}

/// Puts `fragment` in the address (replacing the history entry) and returns the whole link.
pub fn publish_link(fragment: &str) -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    let base = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(fragment));
    }
    Some(format!("{base}{fragment}"))
}

/// The value of the text or number field an event came from.
pub fn input_value<E: TargetCast>(event: &E) -> String {
    event.target_unchecked_into::<HtmlInputElement>().value()
}

/// The value of the `<select>` an event came from.
pub fn select_value<E: TargetCast>(event: &E) -> String {
    event.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The element the lab renders into, when the page has it.
pub fn root() -> Option<Element> {
    gloo_utils::document().get_element_by_id(ROOT_ID)
}

/// The page's side: adds the lab's scripts the first time `open` is true (again after a failed
/// load), and tells a running lab when the game's `puzzle` changed. Returns the address's
/// fragment as the page's code started ([`keep_start_fragment`]), for the lab's root: the lab
/// reads its `#lab=` link from it, as the game rewrites the address when it resumes or loads a
/// game.
#[hook]
pub fn use_lab_loader(open: bool, puzzle: Grid) -> String {
    let start = use_memo((), |_| {
        PAGE_START_FRAGMENT
            .with(|fragment| fragment.get().cloned())
            .unwrap_or_else(location_hash)
    });
    let loaded = use_mut_ref(|| Rc::new(Cell::new(false)));
    use_effect_with(open, move |&open| {
        let loaded = loaded.borrow().clone();
        if open && !loaded.get() {
            loaded.set(true);
            load_scripts(loaded);
        }
    });
    use_effect_with(puzzle, |_| {
        if let (Some(root), Ok(event)) = (root(), web_sys::Event::new(PUZZLE_EVENT)) {
            let _ = root.dispatch_event(&event);
        }
    });
    (*start).clone()
}

/// Appends the lab's scripts to the page (run in order, not async); a script that fails to load
/// says so in the lab's view and lets the next opening try again.
fn load_scripts(loaded: Rc<Cell<bool>>) {
    let document = gloo_utils::document();
    let (Some(head), Some(root)) = (document.head(), root()) else {
        return;
    };
    root.set_text_content(None);
    for src in SCRIPTS {
        let Ok(script) = document
            .create_element("script")
            .map(JsCast::unchecked_into::<HtmlScriptElement>)
        else {
            return;
        };
        script.set_src(src);
        script.set_async(false);
        let (loaded, root) = (loaded.clone(), root.clone());
        EventListener::once(&script, "error", move |_| {
            loaded.set(false);
            root.set_text_content(Some(LOAD_FAILED));
        })
        .forget();
        let _ = head.append_child(&script);
    }
}

/// The lab's side: the game's puzzle, kept up to date with the page's [`PUZZLE_EVENT`]s.
#[hook]
pub fn use_game_puzzle() -> Grid {
    let puzzle = use_state(read_puzzle);
    {
        let puzzle = puzzle.clone();
        use_effect_with((), move |_| {
            let listener = root().map(|root| {
                EventListener::new(&root, PUZZLE_EVENT, move |_| puzzle.set(read_puzzle()))
            });
            move || drop(listener)
        });
    }
    *puzzle
}

/// The puzzle in the root's [`PUZZLE_ATTRIBUTE`] (an empty grid when there is none).
fn read_puzzle() -> Grid {
    root()
        .and_then(|root| root.get_attribute(PUZZLE_ATTRIBUTE))
        .and_then(|line| Grid::parse(&line).ok())
        .unwrap_or(Grid::EMPTY)
}
