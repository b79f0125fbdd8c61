//! A lesson's "Your turn": a drill position on the board, the player's move (strike
//! candidates or place a digit), Check, the verdict read out, a nudge up the hint ladder, and
//! another position.

use crate::browser::engine::Engine;
use crate::browser::learn::{ask_check, ask_drill, ask_nudge};
use crate::components::board::Board;
use crate::game::learn::{example_marks, Drill, Learn, LearnAction};
use crate::game::{Action, HintNext};
use solver_core::learn::Verdict;
use solver_core::logic::Notation;
use solver_core::{Cell, CellSet, Digit, Technique};
use yew::prelude::*;

/// Props of [`drill_part`].
pub struct DrillProps<'a> {
    /// Learn's state.
    pub learn: &'a UseReducerHandle<Learn>,
    /// The technique.
    pub technique: Technique,
    /// The engine worker.
    pub engine: &'a Engine,
    /// How to write cells.
    pub notation: Notation,
}

/// A press that dispatches `action`.
pub fn click(dispatch: &UseReducerDispatcher<Learn>, action: LearnAction) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
}

/// The board's selections as the drill's cursor.
fn board_actions(dispatch: UseReducerDispatcher<Learn>) -> Callback<Action> {
    Callback::from(move |action: Action| match action {
        Action::Select { cell, .. } | Action::Focus(cell) | Action::AddToSelection(cell) => {
            dispatch.dispatch(LearnAction::Cursor(cell))
        }
        _ => {}
    })
}

/// Digits and arrows on the drill's board; every key stays inside Learn (the game hears none).
pub fn drill_keys(
    dispatch: UseReducerDispatcher<Learn>,
    cursor: Option<Cell>,
) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Tab" || e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        e.stop_propagation();
        let at = cursor.unwrap_or(Cell::from_index(0));
        let moved = |dr: i8, dc: i8| {
            let wrap = |x: usize, by: i8| (x as i16 + i16::from(by)).rem_euclid(9) as usize;
            Cell::at(wrap(at.row(), dr), wrap(at.col(), dc))
        };
        let target = match e.key().as_str() {
            "ArrowUp" => moved(-1, 0),
            "ArrowDown" => moved(1, 0),
            "ArrowLeft" => moved(0, -1),
            "ArrowRight" => moved(0, 1),
            key => {
                if let Some(d) = key.parse::<u8>().ok().and_then(Digit::new_checked) {
                    e.prevent_default();
                    dispatch.dispatch(LearnAction::Digit(d));
                }
                return;
            }
        };
        if let Some(cell) = target {
            e.prevent_default();
            dispatch.dispatch(LearnAction::Cursor(cell));
        }
    })
}

/// The words announced after a check.
fn verdict_line(d: &Drill) -> Html {
    match &d.verdict {
        Some((Verdict::Right, message)) => html! {
            <p class="learn-verdict right">{ "Right! " }{ message.clone() }</p>
        },
        Some((Verdict::Nothing, message)) => {
            html! { <p class="learn-verdict">{ message.clone() }</p> }
        }
        Some((_, message)) => html! {
            <p class="learn-verdict wrong">{ "Not quite. " }{ message.clone() }</p>
        },
        None => html! {},
    }
}

/// The nudge ladder's text and its next stage.
fn nudge_box(d: &Drill, dispatch: &UseReducerDispatcher<Learn>) -> Html {
    let Some(h) = &d.nudge else {
        return html! {};
    };
    let more =
        matches!(h.next(), HintNext::PressAgain) || h.walking().is_some_and(|at| !at.at_end());
    let on_more = click(dispatch, LearnAction::NudgeMore);
    html! {
        <div class="learn-nudge">
            <p class="hint-text">{ h.text() }</p>
            if let Some(why) = h.why() {
                <p class="hint-why">{ why.to_string() }</p>
            }
            if more {
                <button type="button" class="small" onclick={on_more}>{ "More help" }</button>
            }
        </div>
    }
}

/// The digit keys and the tool: strike a candidate, or place a digit.
fn drill_keypad(learn: &Learn, dispatch: &UseReducerDispatcher<Learn>) -> Html {
    let tool = |on: bool, label: &'static str| {
        let pressed = learn.striking == on;
        html! {
            <button type="button" class={classes!("tool", pressed.then_some("on"))} aria-pressed={pressed.to_string()}
                    onclick={click(dispatch, LearnAction::Striking(on))}>{ label }</button>
        }
    };
    html! {
        <div class="learn-keypad">
            <div class="tools" role="group" aria-label="What a digit does">
                { tool(true, "Remove candidate") }
                { tool(false, "Place digit") }
            </div>
            <div class="keypad" role="group" aria-label="Digits">
                { for Digit::ALL.iter().map(|&d| html! {
                    <button type="button" class="key" onclick={click(dispatch, LearnAction::Digit(d))}>
                        { d.to_string() }
                    </button>
                }) }
            </div>
        </div>
    }
}

/// "Your turn".
pub fn drill_part(props: &DrillProps) -> Html {
    let (learn, t) = (props.learn, props.technique);
    let dispatch = learn.dispatcher();
    let next = {
        let (engine, dispatch) = (props.engine.clone(), dispatch.clone());
        Callback::from(move |_: MouseEvent| ask_drill(&engine, &dispatch, t))
    };
    let d = match &learn.drill {
        Ok(d) => d,
        Err(why) => {
            return html! {
                <div class="learn-drill">
                    <p class="hint" aria-live="polite">{ why.clone() }</p>
                    <button type="button" onclick={next}>{ "Try again" }</button>
                </div>
            }
        }
    };
    let check = {
        let (engine, dispatch, d) = (props.engine.clone(), dispatch.clone(), d.clone());
        Callback::from(move |_: MouseEvent| {
            ask_check(
                &engine,
                &dispatch,
                d.exercise.clone(),
                d.attempt(),
                d.helped,
            )
        })
    };
    let nudge = {
        let (engine, dispatch, notation) = (props.engine.clone(), dispatch.clone(), props.notation);
        let exercise = d.exercise.clone();
        Callback::from(move |_: MouseEvent| {
            ask_nudge(&engine, &dispatch, exercise.clone(), notation)
        })
    };
    let right = d.is_right();
    let hint = if right {
        Some(example_marks(&d.exercise, 2))
    } else {
        d.nudge.clone()
    };
    let moves = d.struck.len() + usize::from(d.placed.is_some());
    html! {
        <div class="learn-drill" onkeydown={drill_keys(dispatch.clone(), d.cursor)}>
            <div class="learn-board">
                <Board givens={d.exercise.givens} sheet={d.sheet()} selection={d.cursor.into_iter().collect::<CellSet>()}
                       cursor={d.cursor} conflicts={CellSet::EMPTY} mistakes={CellSet::EMPTY} highlight={None}
                       {hint} on_action={board_actions(dispatch.clone())} id_prefix="drill"
                       on_candidate={dispatch.to_callback().reform(|(cell, digit)| LearnAction::Tap(cell, digit))} />
            </div>
            <div class="learn-side">
                <div class="learn-result" role="status" aria-live="polite">
                    { verdict_line(d) }
                    <p class="learn-moves">{ match moves {
                        0 => "Your move: remove what this technique rules out (tap a candidate; tap again to bring it back), or place its digit.".to_string(),
                        1 => "1 move made.".to_string(),
                        n => format!("{n} candidates removed."),
                    } }</p>
                </div>
                { nudge_box(d, &dispatch) }
                if !right {
                    { drill_keypad(learn, &dispatch) }
                }
                <div class="actions">
                    if right {
                        <button type="button" class="primary" onclick={next}>{ "Next position" }</button>
                    } else {
                        <button type="button" class="primary" onclick={check}>{ "Check" }</button>
                        <button type="button" class="small" onclick={click(&dispatch, LearnAction::Reset)}>{ "Undo moves" }</button>
                        if d.nudge.is_none() {
                            <button type="button" class="small" onclick={nudge}>{ "Nudge" }</button>
                        }
                        <button type="button" class="small" onclick={next}>{ "Another" }</button>
                    }
                </div>
            </div>
        </div>
    }
}
