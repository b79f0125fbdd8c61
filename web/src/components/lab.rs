//! The algorithm lab: the seeds' engines side by side on one puzzle, each run in the worker
//! (one request per engine, so results arrive engine by engine), with a results table, a bar
//! chart of times, the classic verbose trace, a step-through replay, the annealing cost curve,
//! the TS#8 story and a share link.
//!
//! Views only: the state and its reducer are `lab::run`, the worker, clock, timer and address
//! are `browser::lab`.

use crate::browser::lab::{
    input_value, publish_link, select_value, use_game_puzzle, use_lab, use_lab_engine,
    use_replay_timer, LabEngine,
};
use crate::lab::run::{fmt_ms, story_requests, LabAction, LabModel, Row, Status, SPEEDS};
use crate::lab::{encode, event_text, highlight, replay, Example, EXAMPLES, TS08_RESTORED};
use solver_core::engines::{EngineKind, Event as Step};
use solver_core::Grid;
use yew::prelude::*;

fn sender(lab: &UseReducerHandle<LabModel>) -> Callback<LabAction> {
    let dispatcher = lab.dispatcher();
    Callback::from(move |action| dispatcher.dispatch(action))
}

/// The lab panel (a `<details>` section, open when the address holds a lab link). It runs as
/// its own wasm (`src/bin/lab.rs`), inside the page's lab view; the game's puzzle (the "Current
/// puzzle" choice) comes from the page through `use_game_puzzle`.
#[component]
pub fn Lab() -> Html {
    let puzzle = use_game_puzzle();
    let lab = use_lab();
    let engine = use_lab_engine(lab.dispatcher());
    use_replay_timer(lab.replay.playing, sender(&lab));
    html! {
        <details class="lab-wrap" open={lab.opened}>
            <summary>{ "Algorithm lab" }</summary>
            <div class="lab" data-testid="lab">
                <p class="lab-intro">{ "The seeds' algorithms side by side on one puzzle. Each engine runs in its own request in a worker, with a cap so that none runs forever." }</p>
                if let Some(why) = &lab.link_error {
                    <p class="lab-error" role="alert">{ why }</p>
                }
                { lab_form(&lab, &engine, &puzzle) }
                { lab_results(&lab) }
                if !lab.replayable().is_empty() {
                    { lab_replay(&lab) }
                }
            </div>
        </details>
    }
}

/// The form: the puzzle, the engines and their settings, and the buttons.
fn lab_form(lab: &UseReducerHandle<LabModel>, engine: &LabEngine, puzzle: &Grid) -> Html {
    let send = sender(lab);
    let parsed = lab.puzzle(puzzle);
    let on_run = {
        let (lab, engine, parsed) = (lab.clone(), engine.clone(), parsed.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(puzzle) = parsed {
                engine.start(lab.next_generation(), lab.requests(puzzle), false);
            }
        })
    };
    let on_story = {
        let (lab, engine, send) = (lab.clone(), engine.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            send.emit(LabAction::SetText(TS08_RESTORED.to_string()));
            engine.start(lab.next_generation(), story_requests(), true);
        })
    };
    let on_cancel = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.cancel())
    };
    let on_link = {
        let state = parsed.clone().ok().map(|p| lab.link_state(p));
        let send = send.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(link) = state.as_ref().and_then(|s| publish_link(&encode(s))) {
                send.emit(LabAction::ShowLink(link));
            }
        })
    };
    html! {
        <>
            { puzzle_picker(lab, &parsed, &send) }
            { engine_choice(lab, &send) }
            <div class="lab-buttons">
                <button type="button" data-testid="lab-run" onclick={on_run}
                        disabled={parsed.is_err() || lab.engines.is_empty()}>{ "Run" }</button>
                <button type="button" data-testid="lab-cancel" onclick={on_cancel}
                        disabled={!lab.running}>{ "Cancel" }</button>
                <button type="button" data-testid="lab-story" onclick={on_story}>{ "TS#8 story" }</button>
                <button type="button" data-testid="lab-link-button" onclick={on_link}
                        disabled={parsed.is_err()}>{ "Link" }</button>
            </div>
            if !lab.link.is_empty() {
                <input type="text" readonly=true class="lab-text" data-testid="lab-link"
                       aria-label="Lab link" value={lab.link.clone()} />
            }
        </>
    }
}

fn puzzle_picker(
    lab: &LabModel,
    parsed: &Result<Grid, String>,
    send: &Callback<LabAction>,
) -> Html {
    let on_example = send.reform(|e: Event| LabAction::PickExample(select_value(&e)));
    let on_text = send.reform(|e: InputEvent| LabAction::SetText(input_value(&e)));
    let text = &lab.text;
    let option = |x: &Example| {
        html! { <option value={x.name} selected={*text == x.line}>{ x.name }</option> }
    };
    html! {
        <div class="lab-puzzle">
            <label for="lab-example">{ "Puzzle" }</label>
            <select id="lab-example" data-testid="lab-example" onchange={on_example}>
                <option value="" selected={text.is_empty()}>{ "Current puzzle" }</option>
                <optgroup label="HP-71B Test Suite">
                    { for EXAMPLES[..13].iter().map(option) }
                    <option value="TS08*" selected={*text == TS08_RESTORED}>{ "TS08 as in the seed (20 givens)" }</option>
                </optgroup>
                <optgroup label="Hardest (Wikipedia)">
                    { for EXAMPLES[13..].iter().map(option) }
                </optgroup>
            </select>
            <input type="text" class="lab-text" data-testid="lab-text" aria-label="Puzzle line"
                   spellcheck="false" placeholder="(the current puzzle) or paste 81 characters"
                   value={text.clone()} oninput={on_text} />
            if let Err(why) = parsed {
                <p class="lab-error">{ why }</p>
            }
        </div>
    }
}

fn engine_choice(lab: &LabModel, send: &Callback<LabAction>) -> Html {
    let check = |kind: EngineKind| {
        let onchange = send.reform(move |_: Event| LabAction::ToggleEngine(kind));
        html! {
            <label class="lab-check">
                <input type="checkbox" data-testid={format!("lab-engine-{}", kind.id())}
                       checked={lab.engines.contains(&kind)} {onchange} />
                { kind.label() }
            </label>
        }
    };
    html! {
        <fieldset class="lab-engines">
            <legend>{ "Engines" }</legend>
            { for EngineKind::ALL.into_iter().map(check) }
            <div class="lab-classic">
                <label>{ "Max. Depth " }
                    <input type="number" min="1" max="15" data-testid="lab-depth"
                           value={lab.depth.to_string()}
                           onchange={send.reform(|e: Event| LabAction::SetDepth(input_value(&e)))} />
                </label>
                <label>{ "Max. Width " }
                    <input type="number" min="2" max="9" data-testid="lab-width"
                           value={lab.width.to_string()}
                           onchange={send.reform(|e: Event| LabAction::SetWidth(input_value(&e)))} />
                </label>
                <label class="lab-check">
                    <input type="checkbox" data-testid="lab-verbose" checked={lab.verbose}
                           onchange={send.reform(|_: Event| LabAction::ToggleVerbose)} />
                    { "Verbose" }
                </label>
            </div>
        </fieldset>
    }
}

/// The TS#8 story, the results table, the agreement, the time chart, the classic traces and
/// the annealing curves.
fn lab_results(lab: &LabModel) -> Html {
    let rows = &lab.rows;
    html! {
        <>
            if lab.story {
                <p class="lab-story">{ "TS#8 of the HP-71B Test Suite (seed 003), with its 20 givens restored: on Emu71, V1 at Max. Depth 5, Max. Width 3 took 3 h 10 min 30 s; V2 solved it at 1-2 in 10 s (4 min 44 s on a real HP-71B; V1 there would take well over 4 days). Our times are beside them." }</p>
            }
            if !rows.is_empty() {
                <table class="lab-results" data-testid="lab-results">
                    <thead><tr>
                        <th>{ "Engine" }</th><th>{ "Result" }</th><th>{ "Time" }</th>
                        if lab.story { <th>{ "HP-71B / Emu71" }</th> }
                        <th>{ "Work" }</th>
                    </tr></thead>
                    <tbody>
                        { for rows.iter().map(|row| result_row(row, lab.story)) }
                    </tbody>
                </table>
                <p class="lab-note">{ "Times are measured on this page around each request, so they include the messages to and from the worker (and, for the first run after opening the page or a Cancel, starting the worker)." }</p>
                if let Some(text) = lab.agreement() {
                    <p class="lab-agree" data-testid="lab-agree">{ text }</p>
                }
                { bar_chart(rows) }
            }
            { for rows.iter().filter_map(|row| {
                let text = row.trace_text()?;
                Some(html! {
                    <pre class="lab-trace" data-testid={format!("lab-trace-{}", row.request.engine.id())}>
                        { text }
                    </pre>
                })
            }) }
            { for rows.iter().filter_map(Row::response).filter(|r| r.curve.len() >= 2).map(|r| cost_plot(&r.curve)) }
        </>
    }
}

fn result_row(row: &Row, story: bool) -> Html {
    let kind = row.request.engine;
    let text = row.text();
    html! {
        <tr class={text.class} data-testid={format!("lab-row-{}", kind.id())}>
            <th scope="row">{ kind.label() }<small>{ row.settings_text() }</small></th>
            <td data-testid="lab-result">{ text.result }</td>
            <td data-testid="lab-time">{ text.time }</td>
            if story { <td>{ row.seed_times() }</td> }
            <td data-testid="lab-work">{ text.work }</td>
        </tr>
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

/// The step-through replay: pick a run, play, step, speed, slider, small grid, event line.
fn lab_replay(lab: &UseReducerHandle<LabModel>) -> Html {
    let send = sender(lab);
    let replay_state = &lab.replay;
    let total = lab.replay_total();
    let picked = lab.picked();
    html! {
        <div class="lab-replay">
            <h3>{ "Step-through" }</h3>
            <div class="lab-buttons">
                <select data-testid="lab-replay-pick" aria-label="Run to replay"
                        onchange={send.reform(|e: Event| LabAction::PickRun(select_value(&e)))}>
                    <option value="" selected={replay_state.pick.is_none()}>{ "Pick a run" }</option>
                    { for lab.replayable().into_iter().map(|(i, r)| html! {
                        <option value={i.to_string()} selected={replay_state.pick == Some(i)}>
                            { format!("{} ({} events{})", r.engine.label(), r.events.len(),
                                if r.dropped > 0 { ", truncated" } else { "" }) }
                        </option>
                    }) }
                </select>
                <button type="button" data-testid="lab-play" disabled={picked.is_none()}
                        onclick={send.reform(|_: MouseEvent| LabAction::TogglePlay)}>
                    { if replay_state.playing { "Pause" } else { "Play" } }
                </button>
                <button type="button" data-testid="lab-step"
                        disabled={picked.is_none() || replay_state.step >= total}
                        onclick={send.reform(|_: MouseEvent| LabAction::Step)}>{ "Step" }</button>
                <label>{ "Speed " }
                    <select aria-label="Speed"
                            onchange={send.reform(|e: Event| LabAction::SetSpeed(select_value(&e)))}>
                        { for SPEEDS.into_iter().map(|n| html! {
                            <option value={n.to_string()} selected={replay_state.speed == n}>{ format!("{n} events/tick") }</option>
                        }) }
                    </select>
                </label>
            </div>
            if let Some((puzzle, r)) = picked {
                <input type="range" min="0" max={total.to_string()} value={replay_state.step.to_string()}
                       aria-label="Replay position" class="lab-slider"
                       oninput={send.reform(|e: InputEvent| LabAction::Seek(input_value(&e)))} />
                { replay_view(&puzzle, &r.events, replay_state.step, total) }
            }
        </div>
    }
}

fn replay_view(puzzle: &Grid, events: &[Step], step: usize, total: usize) -> Html {
    let (grid, last) = replay(puzzle, events, step);
    let event = last.map_or_else(|| "start".to_string(), |e| event_text(&e));
    html! {
        <>
            { mini_grid(puzzle, &grid, last) }
            <p class="lab-event" data-testid="lab-event">{ format!("{step} / {total}: {event}") }</p>
        </>
    }
}

fn mini_grid(puzzle: &Grid, grid: &Grid, last: Option<Step>) -> Html {
    let (hot, back) = highlight(last);
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
