//! The hint region: the hint on screen at its current stage, Apply, the log. On phones it
//! takes the keypad's place while a hint is open ("Keypad" brings the keys back); on wide
//! screens it sits beside the grid above the keypad. It never covers the grid.

use crate::game::{Action, HintNext, HintState};
use yew::prelude::*;

/// Props of [`hint_panel`].
#[derive(PartialEq)]
pub struct HintPanelProps {
    /// The hint on screen.
    pub hint: Option<HintState>,
    /// Every hint given for this game.
    pub log: Vec<String>,
    /// The technique explained in one sentence, under the hint's text (the lead wires
    /// `Technique::summary()` here); none: nothing shown.
    pub summary: Option<AttrValue>,
    /// Where presses go.
    pub on_action: Callback<Action>,
    /// Back to the keypad (phones: the panel sits in the keypad's place).
    pub on_keypad: Callback<()>,
}

const STAGES: [&str; 4] = ["Nudge", "Where", "What", "Why"];

/// The hint region (named "Hints"), a polite live region.
pub fn hint_panel(props: &HintPanelProps) -> Html {
    let on_apply = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::ApplyHint))
    };
    let on_keypad = {
        let cb = props.on_keypad.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let current = props.hint.as_ref().map(|h| {
        let stage = usize::from(h.stage.clamp(1, 4)) - 1;
        let stage_name = if h.explanation().is_some() {
            STAGES[stage]
        } else {
            "Hint"
        };
        let footer = match h.next() {
            HintNext::Button(label) => html! {
                <button type="button" class="primary" onclick={on_apply.clone()}>{ label }</button>
            },
            HintNext::PressAgain => html! { <p class="hint-more">{ "Press Hint again for more." }</p> },
            HintNext::NextLine => html! { <p class="hint-more">{ "Press Hint for the coach's next line." }</p> },
            HintNext::Nothing => html! {},
        };
        html! {
            <div class={classes!("hint-now", h.why().is_some().then_some("has-why"))}>
                <div class="hint-head">
                    <p class="hint-stage">{ stage_name }</p>
                    <button type="button" class="small to-keypad" onclick={on_keypad}
                            title="Show the keypad; the hint stays on the grid">{ "Keypad" }</button>
                </div>
                <p class="hint-text">{ h.text() }</p>
                if let Some(why) = h.why() {
                    <p class="hint-why">{ why.to_string() }</p>
                }
                if let Some(summary) = &props.summary {
                    <p class="hint-summary">{ summary.clone() }</p>
                }
                { footer }
            </div>
        }
    });
    html! {
        <section class="hints" role="region" aria-label="Hints" aria-live="polite">
            <h2 class="visually-hidden">{ "Hints" }</h2>
            { current.unwrap_or_else(|| html! {
                <p class="hint">{ "Stuck? Press Hint: a nudge, then where, what and why." }</p>
            }) }
            if !props.log.is_empty() {
                <details class="hint-log">
                    <summary>{ format!("Hint log ({})", props.log.len()) }</summary>
                    <ol>{ for props.log.iter().map(|t| html! { <li>{ t.clone() }</li> }) }</ol>
                </details>
            }
        </section>
    }
}
