//! The hint region: a panel of fixed height beside the grid (under it on phones, above the
//! keypad), so the grid never changes size with the hint. Its text scrolls inside it ("More
//! below" while there is more); its buttons (Fill candidates, More, Next link, Apply, the
//! whole chain, Expand) stay in a row at its foot. On phones "Expand" lets it take the keypad's
//! place too. A chain is walked line by line at the "why" stage. It never covers the grid.

use crate::game::{Action, HintNext, HintState, LoggedHint};
use yew::prelude::*;

/// Props of [`hint_panel`].
#[derive(PartialEq)]
pub struct HintPanelProps {
    /// The hint on screen.
    pub hint: Option<HintState>,
    /// Every hint given for this game, each with its lesson's link.
    pub log: Vec<LoggedHint>,
    /// The technique explained in one sentence, under the hint's text (the lead wires
    /// `Technique::summary()` here); none: nothing shown.
    pub summary: Option<AttrValue>,
    /// Whether the step acts on candidates the player has not written
    /// (`HintState::lacks_marks`): the panel offers to fill them in.
    pub lacks_marks: bool,
    /// The whole chain in the player's chain notation, when the step is a chain.
    pub chain: Option<String>,
    /// Whether the panel is expanded over the keypad (phones).
    pub expanded: bool,
    /// Where presses go.
    pub on_action: Callback<Action>,
    /// Expand the panel over the keypad, or back.
    pub on_expand: Callback<()>,
}

const STAGES: [&str; 4] = ["Nudge", "Where", "What", "Why"];

/// What the panel says when the step works on candidates the player has not written.
pub const UNWRITTEN: &str = "This step works on candidates, and some of its cells have none \
     written yet. Fill in the candidates to follow it on the grid.";

/// The text of the hint at its stage: the line, the walk's line or the reason, the summary.
fn body(h: &HintState, props: &HintPanelProps) -> Html {
    let stage = usize::from(h.stage.clamp(1, 4)) - 1;
    let stage_name = if h.explanation().is_some() {
        STAGES[stage]
    } else {
        "Hint"
    };
    let walk = h.walking().filter(|_| !h.whole);
    let line = walk.and_then(|at| h.walk().get(at.line).map(|l| l.text.clone()));
    html! {
        <div class={classes!("hint-now", h.why().is_some().then_some("has-why"))}>
            <div class="hint-head">
                <p class="hint-stage">{ stage_name }</p>
                if let Some(at) = walk {
                    <p class="hint-walk-at">{ format!("Link {} of {}", at.line + 1, at.of) }</p>
                }
            </div>
            if props.lacks_marks {
                <p class="hint-unwritten">{ UNWRITTEN }</p>
            }
            <p class="hint-text">{ h.text() }</p>
            if let Some(line) = line {
                <p class={classes!("hint-walk", walk.is_some_and(|at| at.at_end()).then_some("last"))}>{ line }</p>
            } else if let Some(why) = h.why() {
                <p class="hint-why">{ why.to_string() }</p>
            }
            if let (true, Some(chain)) = (h.whole && h.stage >= 3, &props.chain) {
                <p class="hint-chain"><code>{ chain.clone() }</code></p>
            }
            if let Some(summary) = &props.summary {
                <p class="hint-summary">{ summary.clone() }</p>
            }
            { crate::components::learn::lesson_link(h.step().map(|s| s.technique), &props.on_action) }
            if let HintNext::NextLine = h.next() {
                <p class="hint-more">{ "Press Hint for the coach's next line." }</p>
            }
        </div>
    }
}

/// The row of buttons at the panel's foot.
fn actions(h: &HintState, props: &HintPanelProps) -> Html {
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| {
            // A button that changes the board goes away with it: the focus goes back to
            // the grid, not to the page.
            let to_grid = matches!(action, Action::ApplyHint | Action::HintFillCandidates);
            on_action.emit(action.clone());
            if to_grid {
                crate::browser::window::focus_grid();
            }
        })
    };
    let walk = h.walking().filter(|_| !h.whole);
    let advance = match (h.next(), walk) {
        (HintNext::PressAgain, _) => Some("More"),
        (_, Some(at)) if !at.at_end() => Some("Next link"),
        _ => None,
    };
    let apply = match h.next() {
        HintNext::Button(label) => Some(label),
        _ => None,
    };
    let whole_label = if h.whole {
        "Link by link"
    } else {
        "Whole chain"
    };
    html! {
        <>
            if props.lacks_marks {
                <button type="button" class="primary fill" onclick={send(Action::HintFillCandidates)}>
                    { "Fill candidates" }
                </button>
            }
            if let Some(label) = advance {
                <button type="button" class="advance" onclick={send(Action::HintAdvance)}>{ label }</button>
            }
            if let Some(label) = apply {
                <button type="button" class="primary" onclick={send(Action::ApplyHint)}>{ label }</button>
            }
            if props.chain.is_some() && h.stage >= 3 && !props.lacks_marks {
                <button type="button" class="whole" aria-pressed={h.whole.to_string()}
                        title="Show the whole chain at once, in the notation chosen in Settings"
                        onclick={send(Action::HintWholeChain)}>{ whole_label }</button>
            }
        </>
    }
}

/// The hint region (named "Hints"), a polite live region.
pub fn hint_panel(props: &HintPanelProps) -> Html {
    let on_expand = {
        let cb = props.on_expand.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let (text, buttons) = match props.hint.as_ref() {
        Some(h) => (body(h, props), actions(h, props)),
        None => (
            html! { <p class="hint">{ "Stuck? Press Hint: a nudge, then where, what and why." }</p> },
            html! {},
        ),
    };
    html! {
        <section class={classes!("hints", props.hint.is_some().then_some("has-hint"), props.expanded.then_some("expanded"))}
                 role="region" aria-label="Hints" aria-live="polite">
            <h2 class="visually-hidden">{ "Hints" }</h2>
            <div class="hint-scroll">
                { text }
                if !props.log.is_empty() {
                    <details class="hint-log">
                        <summary>{ format!("Hint log ({})", props.log.len()) }</summary>
                        <ol>{ for props.log.iter().map(|h| html! {
                            <li>{ h.text.clone() }{ " " }{ crate::components::learn::lesson_link(h.technique, &props.on_action) }</li>
                        }) }</ol>
                    </details>
                }
            </div>
            <p class="hint-more-below" aria-hidden="true">{ "More below ↓" }</p>
            <div class="hint-actions">
                { buttons }
                if props.hint.is_some() {
                    <button type="button" class="small to-keypad" aria-expanded={props.expanded.to_string()} onclick={on_expand}
                            title="Give the hint the keypad's room too, or bring the keypad back">
                        { if props.expanded { "Keypad" } else { "Expand" } }
                    </button>
                }
            </div>
        </section>
    }
}
