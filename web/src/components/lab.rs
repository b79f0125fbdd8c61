//! The algorithm lab: the seeds' engines side by side on one puzzle, each run in the worker
//! (one request per engine, so results arrive engine by engine), with a results table, a bar
//! chart of times, the classic verbose trace, a step-through replay, the annealing cost curve,
//! the TS#8 story and a share link.
//!
//! The lab has its own worker: its Cancel terminates only the lab's runs, and a long run never
//! delays the game's hints and checks.

use crate::hooks::engine::Engine;
use crate::lab::{
    decode, encode, replay, EngineKind, LabRequest, LabResponse, LabState, EXAMPLES, TS08_RESTORED,
    TS08_SEED_TIMES,
};
use crate::wire::EngineError;
use crate::wire::{Request, Response};
use gloo_timers::callback::Interval;
use solver_core::engines::{Cause, Event as Step};
use solver_core::Grid;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Where the worker's loader sits (the same script as the game's engine, a second instance).
const WORKER_PATH: &str = "./worker_loader.js";

/// Props of [`Lab`].
#[derive(Properties, PartialEq)]
pub struct LabProps {
    /// The game's current puzzle (the "Current puzzle" choice).
    pub puzzle: Grid,
}

/// Where a run stands.
#[derive(Clone, PartialEq, Debug)]
enum Status {
    Waiting,
    Running,
    Done(Rc<LabResponse>, f64),
    Failed(String),
    Cancelled,
}

#[derive(Clone, PartialEq, Debug)]
struct Row {
    request: LabRequest,
    status: Status,
}

#[derive(Clone, PartialEq, Debug, Default)]
struct Runs {
    generation: u32,
    rows: Vec<Row>,
    running: bool,
    story: bool,
}

enum RunAction {
    Start(u32, Vec<LabRequest>, bool),
    Running(u32, usize),
    Done(u32, usize, Result<Rc<LabResponse>, String>, f64),
    Finished(u32),
    Cancelled,
}

impl Reducible for Runs {
    type Action = RunAction;

    fn reduce(self: Rc<Self>, action: RunAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            RunAction::Start(generation, requests, story) => {
                next = Runs {
                    generation,
                    rows: requests
                        .into_iter()
                        .map(|request| Row {
                            request,
                            status: Status::Waiting,
                        })
                        .collect(),
                    running: true,
                    story,
                };
            }
            RunAction::Running(generation, i) if generation == next.generation => {
                if let Some(row) = next.rows.get_mut(i) {
                    row.status = Status::Running;
                }
            }
            RunAction::Done(generation, i, result, ms) if generation == next.generation => {
                if let Some(row) = next.rows.get_mut(i) {
                    row.status = match result {
                        Ok(response) => Status::Done(response, ms),
                        Err(why) => Status::Failed(why),
                    };
                }
            }
            RunAction::Finished(generation) if generation == next.generation => {
                next.running = false;
            }
            RunAction::Cancelled => {
                next.running = false;
                for row in &mut next.rows {
                    if matches!(row.status, Status::Waiting | Status::Running) {
                        row.status = Status::Cancelled;
                    }
                }
            }
            _ => return self,
        }
        Rc::new(next)
    }
}

/// Runs `requests[index..]` one after the other, each timed on the page (so the time includes
/// the messages to and from the worker).
fn run_from(
    engine: Engine,
    requests: Rc<Vec<LabRequest>>,
    index: usize,
    generation: u32,
    dispatch: UseReducerDispatcher<Runs>,
) {
    let Some(request) = requests.get(index).cloned() else {
        dispatch.dispatch(RunAction::Finished(generation));
        return;
    };
    dispatch.dispatch(RunAction::Running(generation, index));
    let start = js_sys::Date::now();
    let next_engine = engine.clone();
    engine.call(Request::Lab(request), move |result| {
        let ms = js_sys::Date::now() - start;
        let outcome = match result {
            Ok(Response::Lab(response)) => Ok(Rc::new(response)),
            Ok(other) => Err(format!("unexpected answer {other:?}")),
            Err(EngineError::Cancelled) => {
                dispatch.dispatch(RunAction::Cancelled);
                return;
            }
            Err(EngineError::Failed(why)) => Err(why),
        };
        dispatch.dispatch(RunAction::Done(generation, index, outcome, ms));
        run_from(next_engine, requests, index + 1, generation, dispatch);
    });
}

fn fmt_ms(ms: f64) -> String {
    if ms >= 10_000.0 {
        format!("{:.1} s", ms / 1000.0)
    } else {
        format!("{ms:.0} ms")
    }
}

fn settings_text(request: &LabRequest) -> String {
    if request.engine.is_classic() {
        format!("depth {}, width {}", request.depth, request.width)
    } else {
        String::new()
    }
}

fn event_text(event: &Step) -> String {
    match *event {
        Step::Place {
            cell,
            digit,
            depth,
            cause,
        } => {
            let why = match cause {
                Cause::Forced => "forced",
                Cause::Hidden => "hidden single",
                Cause::Guess => "try",
                Cause::Fill => "fill",
            };
            format!("{cell} = {digit} ({why}, depth {depth})")
        }
        Step::Remove { cell, depth } => format!("{cell} emptied (depth {depth})"),
        Step::Backtrack { depth } => format!("backtrack to depth {depth}"),
        Step::Forced { depth, count } => format!("depth {depth}: {count} forced"),
        Step::DeadEnd { depth } => format!("dead end at depth {depth}"),
        Step::Swap { a, b, cost } => format!("swap {a} and {b}, cost {cost}"),
    }
}

fn bar_chart(rows: &[Row]) -> Html {
    let done: Vec<(&Row, f64)> = rows
        .iter()
        .filter_map(|r| match &r.status {
            Status::Done(_, ms) => Some((r, *ms)),
            _ => None,
        })
        .collect();
    if done.is_empty() {
        return html! {};
    }
    let max = done.iter().map(|(_, ms)| *ms).fold(1.0_f64, f64::max);
    let (label_w, bar_w, row_h) = (150.0, 220.0, 22.0);
    let height = row_h * done.len() as f64 + 4.0;
    html! {
        <svg class="lab-chart" data-testid="lab-chart" role="img" aria-label="Time per engine"
             viewBox={format!("0 0 {} {height}", label_w + bar_w + 70.0)}>
            { for done.iter().enumerate().map(|(i, (row, ms))| {
                let y = 2.0 + row_h * i as f64;
                let w = (ms / max * bar_w).max(1.0);
                html! {
                    <g>
                        <text x="0" y={format!("{}", y + 15.0)} class="lab-chart-label">
                            { row.request.engine.label() }
                        </text>
                        <rect x={format!("{label_w}")} y={format!("{}", y + 3.0)}
                              width={format!("{w:.1}")} height={format!("{}", row_h - 6.0)}
                              class="lab-bar" />
                        <text x={format!("{:.1}", label_w + w + 4.0)} y={format!("{}", y + 15.0)}
                              class="lab-chart-label">{ fmt_ms(*ms) }</text>
                    </g>
                }
            }) }
        </svg>
    }
}

fn cost_plot(curve: &[(u64, u32)]) -> Html {
    if curve.len() < 2 {
        return html! {};
    }
    let (w, h) = (360.0, 120.0);
    let max_x = curve.iter().map(|p| p.0).max().unwrap_or(1).max(1) as f64;
    let max_y = f64::from(curve.iter().map(|p| p.1).max().unwrap_or(1).max(1));
    let points: Vec<String> = curve
        .iter()
        .map(|&(x, y)| {
            format!(
                "{:.1},{:.1}",
                30.0 + x as f64 / max_x * (w - 40.0),
                h - 20.0 - f64::from(y) / max_y * (h - 30.0)
            )
        })
        .collect();
    html! {
        <figure class="lab-curve">
            <svg data-testid="lab-curve" role="img" aria-label="Annealing cost over iterations"
                 viewBox={format!("0 0 {w} {h}")}>
                <line x1="30" y1={format!("{}", h - 20.0)} x2={format!("{}", w - 10.0)}
                      y2={format!("{}", h - 20.0)} class="lab-axis" />
                <line x1="30" y1="10" x2="30" y2={format!("{}", h - 20.0)} class="lab-axis" />
                <text x="0" y="16" class="lab-chart-label">{ format!("{max_y:.0}") }</text>
                <text x="18" y={format!("{}", h - 22.0)} class="lab-chart-label">{ "0" }</text>
                <text x={format!("{}", w - 10.0)} y={format!("{}", h - 4.0)} text-anchor="end"
                      class="lab-chart-label">{ format!("{max_x:.0} iterations") }</text>
                <polyline points={points.join(" ")} class="lab-line" />
            </svg>
            <figcaption>{ "Simulated annealing: cost (rule breaks) over iterations" }</figcaption>
        </figure>
    }
}

fn mini_grid(puzzle: &Grid, grid: &Grid, last: Option<Step>) -> Html {
    let (hot, back) = match last {
        Some(Step::Place { cell, .. }) => (vec![cell.index()], false),
        Some(Step::Remove { cell, .. }) => (vec![cell.index()], true),
        Some(Step::Swap { a, b, .. }) => (vec![a.index(), b.index()], false),
        _ => (Vec::new(), false),
    };
    html! {
        <div class="lab-grid" data-testid="lab-replay-grid">
            { for (0..81).map(|i| {
                let d = grid.digits()[i];
                let given = puzzle.digits()[i] != 0;
                let class = classes!(
                    "lab-cell",
                    given.then_some("given"),
                    hot.contains(&i).then_some(if back { "back" } else { "hot" }),
                );
                html! { <span {class}>{ if d == 0 { String::new() } else { d.to_string() } }</span> }
            }) }
        </div>
    }
}

fn initial_state() -> (Option<LabState>, Option<String>) {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    match decode(&hash) {
        Ok(state) => (state, None),
        Err(why) => (None, Some(format!("The lab link is not valid: {why}"))),
    }
}

/// The lab panel (a `<details>` section, open when the address holds a lab link).
#[component]
pub fn Lab(props: &LabProps) -> Html {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    let loaded = use_memo((), |_| initial_state());
    let opened = loaded.0.is_some() || loaded.1.is_some();
    let text = use_state(|| {
        loaded
            .0
            .as_ref()
            .map(|s| s.puzzle.to_string())
            .unwrap_or_default()
    });
    let engines = use_state(|| {
        loaded
            .0
            .as_ref()
            .map(|s| s.engines.clone())
            .unwrap_or_else(|| EngineKind::ALL.to_vec())
    });
    let depth = use_state(|| loaded.0.as_ref().map_or(2, |s| s.depth));
    let width = use_state(|| loaded.0.as_ref().map_or(2, |s| s.width));
    let verbose = use_state(|| loaded.0.as_ref().is_some_and(|s| s.verbose));
    let link = use_state(String::new);
    let runs = use_reducer(Runs::default);
    let replay_pick = use_state(|| None::<usize>);
    let step = use_state(|| 0usize);
    let speed = use_state(|| 1usize);
    let playing = use_state(|| false);

    // The puzzle: the text field, or the game's puzzle when the field is empty.
    let parsed: Result<Grid, String> = if text.trim().is_empty() {
        if props.puzzle == Grid::EMPTY {
            Err("Load a puzzle in the game, pick an example or paste one here.".to_string())
        } else {
            Ok(props.puzzle)
        }
    } else {
        Grid::parse(text.trim()).map_err(|e| format!("Not a puzzle: {e}"))
    };

    let start = {
        let engine = engine.clone();
        let runs = runs.clone();
        let replay_pick = replay_pick.clone();
        move |requests: Vec<LabRequest>, story: bool| {
            engine.cancel();
            let generation = runs.generation.wrapping_add(1);
            runs.dispatch(RunAction::Start(generation, requests.clone(), story));
            replay_pick.set(None);
            run_from(
                (*engine).clone(),
                Rc::new(requests),
                0,
                generation,
                runs.dispatcher(),
            );
        }
    };

    let on_run = {
        let start = start.clone();
        let parsed = parsed.clone();
        let engines = engines.clone();
        let (depth, width, verbose) = (*depth, *width, *verbose);
        Callback::from(move |_: MouseEvent| {
            if let Ok(puzzle) = parsed {
                let requests = EngineKind::ALL
                    .into_iter()
                    .filter(|e| engines.contains(e))
                    .map(|engine| LabRequest {
                        engine,
                        puzzle,
                        depth,
                        width,
                        verbose,
                    })
                    .collect();
                start(requests, false);
            }
        })
    };
    let on_story = {
        let start = start.clone();
        let text = text.clone();
        Callback::from(move |_: MouseEvent| {
            text.set(TS08_RESTORED.to_string());
            let puzzle: Grid = TS08_RESTORED.parse().unwrap_or_default();
            let requests = TS08_SEED_TIMES
                .iter()
                .map(|&(engine, depth, width, _, _)| LabRequest {
                    engine,
                    puzzle,
                    depth,
                    width,
                    verbose: false,
                })
                .collect();
            start(requests, true);
        })
    };
    let on_cancel = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.cancel())
    };
    let on_example = {
        let text = text.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let line = EXAMPLES
                .iter()
                .find(|x| x.name == value)
                .map(|x| x.line.to_string())
                .or_else(|| (value == "TS08*").then(|| TS08_RESTORED.to_string()))
                .unwrap_or_default();
            text.set(line);
        })
    };
    let on_text = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let number = |state: &UseStateHandle<u8>, lo: u8, hi: u8| {
        let state = state.clone();
        Callback::from(move |e: Event| {
            if let Ok(n) = e
                .target_unchecked_into::<HtmlInputElement>()
                .value()
                .parse::<u8>()
            {
                state.set(n.clamp(lo, hi));
            }
        })
    };
    let on_link = {
        let link = link.clone();
        let state = parsed.clone().ok().map(|puzzle| LabState {
            puzzle,
            engines: (*engines).clone(),
            depth: *depth,
            width: *width,
            verbose: *verbose,
        });
        Callback::from(move |_: MouseEvent| {
            let (Some(state), Some(window)) = (state.as_ref(), web_sys::window()) else {
                return;
            };
            let location = window.location();
            let base = format!(
                "{}{}",
                location.origin().unwrap_or_default(),
                location.pathname().unwrap_or_default()
            );
            let fragment = encode(state);
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(&fragment),
                );
            }
            link.set(format!("{base}{fragment}"));
        })
    };

    // Replay timer.
    let pick_events: Option<(Grid, Rc<LabResponse>)> = replay_pick.and_then(|i| {
        runs.rows.get(i).and_then(|row| match &row.status {
            Status::Done(r, _) => Some((row.request.puzzle, r.clone())),
            _ => None,
        })
    });
    let total = pick_events.as_ref().map_or(0, |(_, r)| r.events.len());
    {
        let step = step.clone();
        let playing_handle = playing.clone();
        let speed = *speed;
        use_effect_with((*playing, *step >= total, speed), move |(on, at_end, _)| {
            let timer = (*on && !*at_end).then(|| {
                let step = step.clone();
                let current = *step;
                let counter = std::cell::Cell::new(current);
                Interval::new(120, move || {
                    let next = (counter.get() + speed).min(total);
                    counter.set(next);
                    step.set(next);
                })
            });
            if *on && *at_end {
                playing_handle.set(false);
            }
            move || drop(timer)
        });
    }

    let rows = &runs.rows;
    let agreed: Vec<Grid> = rows
        .iter()
        .filter_map(|r| match &r.status {
            Status::Done(resp, _) if resp.solved => Some(resp.grid),
            _ => None,
        })
        .collect();
    let agreement = if agreed.is_empty() || runs.running {
        None
    } else if agreed.iter().all(|g| *g == agreed[0]) {
        Some(format!(
            "All {} solutions found are valid and identical.",
            agreed.len()
        ))
    } else {
        Some("The engines found different valid solutions: the puzzle has several.".to_string())
    };

    html! {
        <details class="lab-wrap" open={opened}>
            <summary>{ "Algorithm lab" }</summary>
            <div class="lab" data-testid="lab">
                <p class="lab-intro">{ "The seeds' algorithms side by side on one puzzle. Each engine runs in its own request in a worker, with a cap so that none runs forever." }</p>
                if let Some(why) = &loaded.1 {
                    <p class="lab-error" role="alert">{ why }</p>
                }
                <div class="lab-puzzle">
                    <label for="lab-example">{ "Puzzle" }</label>
                    <select id="lab-example" data-testid="lab-example" onchange={on_example}>
                        <option value="" selected={text.is_empty()}>{ "Current puzzle" }</option>
                        <optgroup label="HP-71B Test Suite">
                            { for EXAMPLES[..13].iter().map(|x| html! {
                                <option value={x.name} selected={*text == x.line}>{ x.name }</option>
                            }) }
                            <option value="TS08*" selected={*text == TS08_RESTORED}>{ "TS08 as in the seed (20 givens)" }</option>
                        </optgroup>
                        <optgroup label="Hardest (Wikipedia)">
                            { for EXAMPLES[13..].iter().map(|x| html! {
                                <option value={x.name} selected={*text == x.line}>{ x.name }</option>
                            }) }
                        </optgroup>
                    </select>
                    <input type="text" class="lab-text" data-testid="lab-text" aria-label="Puzzle line"
                           spellcheck="false" placeholder="(the current puzzle) or paste 81 characters"
                           value={(*text).clone()} oninput={on_text} />
                    if let Err(why) = &parsed {
                        <p class="lab-error">{ why }</p>
                    }
                </div>
                <fieldset class="lab-engines">
                    <legend>{ "Engines" }</legend>
                    { for EngineKind::ALL.into_iter().map(|kind| {
                        let engines = engines.clone();
                        let checked = engines.contains(&kind);
                        let onchange = Callback::from(move |_: Event| {
                            let mut list = (*engines).clone();
                            if let Some(i) = list.iter().position(|e| *e == kind) {
                                list.remove(i);
                            } else {
                                list.push(kind);
                            }
                            engines.set(list);
                        });
                        html! {
                            <label class="lab-check">
                                <input type="checkbox" data-testid={format!("lab-engine-{}", kind.id())}
                                       {checked} {onchange} />
                                { kind.label() }
                            </label>
                        }
                    }) }
                    <div class="lab-classic">
                        <label>{ "Max. Depth " }
                            <input type="number" min="1" max="15" data-testid="lab-depth"
                                   value={depth.to_string()} onchange={number(&depth, 1, 15)} />
                        </label>
                        <label>{ "Max. Width " }
                            <input type="number" min="2" max="9" data-testid="lab-width"
                                   value={width.to_string()} onchange={number(&width, 2, 9)} />
                        </label>
                        <label class="lab-check">
                            <input type="checkbox" data-testid="lab-verbose" checked={*verbose}
                                   onchange={{
                                       let verbose = verbose.clone();
                                       Callback::from(move |_: Event| verbose.set(!*verbose))
                                   }} />
                            { "Verbose" }
                        </label>
                    </div>
                </fieldset>
                <div class="lab-buttons">
                    <button type="button" data-testid="lab-run" onclick={on_run}
                            disabled={parsed.is_err() || engines.is_empty()}>{ "Run" }</button>
                    <button type="button" data-testid="lab-cancel" onclick={on_cancel}
                            disabled={!runs.running}>{ "Cancel" }</button>
                    <button type="button" data-testid="lab-story" onclick={on_story}>{ "TS#8 story" }</button>
                    <button type="button" data-testid="lab-link-button" onclick={on_link}
                            disabled={parsed.is_err()}>{ "Link" }</button>
                </div>
                if !link.is_empty() {
                    <input type="text" readonly=true class="lab-text" data-testid="lab-link"
                           aria-label="Lab link" value={(*link).clone()} />
                }
                if runs.story {
                    <p class="lab-story">{ "TS#8 of the HP-71B Test Suite (seed 003), with its 20 givens restored: on Emu71, V1 at Max. Depth 5, Max. Width 3 took 3 h 10 min 30 s; V2 solved it at 1-2 in 10 s (4 min 44 s on a real HP-71B; V1 there would take well over 4 days). Our times are beside them." }</p>
                }
                if !rows.is_empty() {
                    <table class="lab-results" data-testid="lab-results">
                        <thead><tr>
                            <th>{ "Engine" }</th><th>{ "Result" }</th><th>{ "Time" }</th>
                            if runs.story { <th>{ "HP-71B / Emu71" }</th> }
                            <th>{ "Work" }</th>
                        </tr></thead>
                        <tbody>
                        { for rows.iter().map(|row| {
                            let kind = row.request.engine;
                            let (result, time, work, class) = match &row.status {
                                Status::Waiting => ("waiting".to_string(), String::new(), String::new(), "waiting"),
                                Status::Running => ("running…".to_string(), String::new(), String::new(), "running"),
                                Status::Cancelled => ("cancelled".to_string(), String::new(), String::new(), "cancelled"),
                                Status::Failed(why) => (why.clone(), String::new(), String::new(), "failed"),
                                Status::Done(r, ms) => (
                                    r.result.clone(),
                                    fmt_ms(*ms),
                                    r.work.iter().map(|(n, v)| format!("{n} {v}")).collect::<Vec<_>>().join(", "),
                                    if r.solved { "solved" } else { "unsolved" },
                                ),
                            };
                            let seed = TS08_SEED_TIMES.iter().find(|t| t.0 == kind)
                                .map(|t| format!("{} / {}", t.3, t.4)).unwrap_or_default();
                            html! {
                                <tr class={class} data-testid={format!("lab-row-{}", kind.id())}>
                                    <th scope="row">{ kind.label() }<small>{ settings_text(&row.request) }</small></th>
                                    <td data-testid="lab-result">{ result }</td>
                                    <td data-testid="lab-time">{ time }</td>
                                    if runs.story { <td>{ seed }</td> }
                                    <td data-testid="lab-work">{ work }</td>
                                </tr>
                            }
                        }) }
                        </tbody>
                    </table>
                    <p class="lab-note">{ "Times are measured on this page around each request, so they include the messages to and from the worker (and, for the first run after opening the page or a Cancel, starting the worker)." }</p>
                    if let Some(text) = agreement {
                        <p class="lab-agree" data-testid="lab-agree">{ text }</p>
                    }
                    { bar_chart(rows) }
                }
                { for rows.iter().filter_map(|row| match &row.status {
                    Status::Done(r, _) if !r.trace.is_empty() => Some(html! {
                        <pre class="lab-trace" data-testid={format!("lab-trace-{}", r.engine.id())}>
                            { format!("{}  (Max. Depth {}, Max. Width {})\n{}\n{}\n{}",
                                r.engine.label(), row.request.depth, row.request.width,
                                r.trace.join("\n"), r.result, r.grid.to_pretty()) }
                        </pre>
                    }),
                    _ => None,
                }) }
                { for rows.iter().filter_map(|row| match &row.status {
                    Status::Done(r, _) if r.curve.len() >= 2 => Some(cost_plot(&r.curve)),
                    _ => None,
                }) }
                if rows.iter().any(|r| matches!(&r.status, Status::Done(resp, _) if !resp.events.is_empty())) {
                    <div class="lab-replay">
                        <h3>{ "Step-through" }</h3>
                        <div class="lab-buttons">
                            <select data-testid="lab-replay-pick" aria-label="Run to replay" onchange={{
                                let replay_pick = replay_pick.clone();
                                let step = step.clone();
                                let playing = playing.clone();
                                Callback::from(move |e: Event| {
                                    let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                                    replay_pick.set(v.parse().ok());
                                    step.set(0);
                                    playing.set(false);
                                })
                            }}>
                                <option value="" selected={replay_pick.is_none()}>{ "Pick a run" }</option>
                                { for rows.iter().enumerate().filter_map(|(i, row)| match &row.status {
                                    Status::Done(r, _) if !r.events.is_empty() => Some(html! {
                                        <option value={i.to_string()} selected={*replay_pick == Some(i)}>
                                            { format!("{} ({} events{})", r.engine.label(), r.events.len(),
                                                if r.dropped > 0 { ", truncated" } else { "" }) }
                                        </option>
                                    }),
                                    _ => None,
                                }) }
                            </select>
                            <button type="button" data-testid="lab-play" disabled={pick_events.is_none()} onclick={{
                                let playing = playing.clone();
                                let step = step.clone();
                                Callback::from(move |_: MouseEvent| {
                                    if *step >= total { step.set(0); }
                                    playing.set(!*playing)
                                })
                            }}>{ if *playing { "Pause" } else { "Play" } }</button>
                            <button type="button" data-testid="lab-step" disabled={pick_events.is_none() || *step >= total} onclick={{
                                let step = step.clone();
                                Callback::from(move |_: MouseEvent| step.set((*step + 1).min(total)))
                            }}>{ "Step" }</button>
                            <label>{ "Speed " }
                                <select aria-label="Speed" onchange={{
                                    let speed = speed.clone();
                                    Callback::from(move |e: Event| {
                                        let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                                        speed.set(v.parse().unwrap_or(1));
                                    })
                                }}>
                                    { for [1usize, 5, 25, 100].into_iter().map(|n| html! {
                                        <option value={n.to_string()} selected={*speed == n}>{ format!("{n} events/tick") }</option>
                                    }) }
                                </select>
                            </label>
                        </div>
                        if let Some((puzzle, r)) = &pick_events {
                            <input type="range" min="0" max={total.to_string()} value={step.to_string()}
                                   aria-label="Replay position" class="lab-slider" oninput={{
                                       let step = step.clone();
                                       Callback::from(move |e: InputEvent| {
                                           let v = e.target_unchecked_into::<HtmlInputElement>().value();
                                           step.set(v.parse().unwrap_or(0));
                                       })
                                   }} />
                            {{
                                let (grid, last) = replay(puzzle, &r.events, *step);
                                html! {
                                    <>
                                        { mini_grid(puzzle, &grid, last) }
                                        <p class="lab-event" data-testid="lab-event">
                                            { format!("{} / {}: {}", *step, total,
                                                last.map(|e| event_text(&e)).unwrap_or_else(|| "start".to_string())) }
                                        </p>
                                    </>
                                }
                            }}
                        }
                    </div>
                }
            </div>
        </details>
    }
}
