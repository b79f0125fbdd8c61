//! The hint region: the hint on screen at its current stage, Apply, the log, the notation.

use crate::game::{Action, HintState};
use solver_core::logic::Notation;
use yew::prelude::*;

/// Props of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    /// The hint on screen.
    pub hint: Option<HintState>,
    /// Every hint given for this game.
    pub log: Vec<String>,
    /// How cells are written.
    pub notation: Notation,
    /// Whether hints come from SUDOGEN's classic coach.
    pub classic_coach: bool,
    /// Where presses go.
    pub on_action: Callback<Action>,
}

const STAGES: [&str; 4] = ["Nudge", "Where", "What", "Why"];

/// The hint region (named "Hints").
#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let on_apply = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::ApplyHint))
    };
    let on_notation = {
        let on_action = props.on_action.clone();
        let classic = props.notation == Notation::Classic;
        Callback::from(move |_: Event| {
            on_action.emit(Action::SetNotation(if classic {
                Notation::RowColumn
            } else {
                Notation::Classic
            }))
        })
    };
    let on_classic = {
        let on_action = props.on_action.clone();
        let on = props.classic_coach;
        Callback::from(move |_: Event| on_action.emit(Action::SetClassicCoach(!on)))
    };
    let current = props.hint.as_ref().map(|h| {
        let stage = usize::from(h.stage.clamp(1, 4)) - 1;
        let stage_name = if h.explanation().is_some() {
            STAGES[stage]
        } else {
            "Hint"
        };
        html! {
            <div class="hint-now">
                <p class="hint-stage">{ stage_name }</p>
                <p class="hint-text">{ h.text() }</p>
                if !h.applicable() {
                    <p class="hint-more">{ "Press Hint for the coach's next line." }</p>
                } else if h.stage >= 4 || h.explanation().is_none() {
                    <button type="button" class="primary" onclick={on_apply}>{ "Apply" }</button>
                } else {
                    <p class="hint-more">{ "Press Hint again for more." }</p>
                }
            </div>
        }
    });
    html! {
        <section class="hints" role="region" aria-label="Hints">
            <h2 class="visually-hidden">{ "Hints" }</h2>
            { current.unwrap_or_else(|| html! {
                <p class="hint">{ "Stuck? Press Hint: a nudge, then where, what and why." }</p>
            }) }
            <label class="check">
                <input type="checkbox" checked={props.notation == Notation::Classic} onchange={on_notation} />
                { "Classic notation ([row-column])" }
            </label>
            <label class="check">
                <input type="checkbox" checked={props.classic_coach} onchange={on_classic} />
                { "Classic coach (SUDOGEN, forced values only)" }
            </label>
            if !props.log.is_empty() {
                <details class="hint-log">
                    <summary>{ format!("Hint log ({})", props.log.len()) }</summary>
                    <ol>{ for props.log.iter().map(|t| html! { <li>{ t.clone() }</li> }) }</ol>
                </details>
            }
        </section>
    }
}
