//! The lab's browser side, and the only lab code that touches it: the lab's own engine worker
//! (one request per engine, timed with the page's clock), the replay timer, the address (the
//! `#lab=` link read at start and written back by Link), and the values of the form's fields.
//!
//! The lab has its own worker: its Cancel terminates only the lab's runs, and a long run never
//! delays the game's hints and checks.

use crate::hooks::engine::Engine;
use crate::lab::run::{LabAction, LabModel};
use crate::wire::lab::LabRequest;
use crate::wire::EngineError;
use crate::wire::{Request, Response};
use gloo_timers::callback::Interval;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

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

/// The lab's state, opened from the address's `#lab=` link (if any).
#[hook]
pub fn use_lab() -> UseReducerHandle<LabModel> {
    use_reducer(|| LabModel::from_fragment(&location_hash()))
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
            Ok(Response::Lab(response)) => Ok(Rc::new(response)),
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
