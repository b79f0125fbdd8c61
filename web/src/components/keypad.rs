//! The on-screen keypad: digits, erase and the tools, sized for thumbs.

use crate::game::{Action, Mode, Tool};
use solver_core::Digit;
use yew::prelude::*;

/// Props of [`keypad`].
#[derive(PartialEq)]
pub struct KeypadProps {
    /// The current tool (its button is pressed).
    pub tool: Tool,
    /// Edit or play (tools only matter in play).
    pub mode: Mode,
    /// Whether digit-first entry is on.
    pub digit_first: bool,
    /// In digit-first entry, the digit chosen.
    pub armed: Option<Digit>,
    /// How many of each digit are left to place (`Game::digits_left`); none: no counts.
    pub left: Option<[u8; 9]>,
    /// Whether the keys show the counts (a setting; a finished digit is dimmed either way).
    pub counts: bool,
    /// Where the presses go.
    pub on_action: Callback<Action>,
}

/// Nine digit buttons, erase, and the tool switch.
pub fn keypad(props: &KeypadProps) -> Html {
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let tool_button = |tool: Tool, label: &'static str, key: &'static str| {
        let pressed = props.tool == tool;
        html! {
            <button type="button" class={classes!("tool", pressed.then_some("on"))}
                    aria-pressed={pressed.to_string()} title={format!("{label} ({key})")}
                    disabled={props.mode == Mode::Edit}
                    onclick={send(Action::SetTool(tool))}>{ label }</button>
        }
    };
    html! {
        <div class="keypad-wrap">
            <div class="keypad" role="group" aria-label="Keypad">
                { for Digit::ALL.iter().map(|&d| {
                    // In digit-first entry a digit key is a switch: the chosen digit is pressed.
                    let armed = props.armed == Some(d);
                    // The name stays the digit; the count is its description and a badge.
                    let left = props.left.map(|l| l[usize::from(d.get() - 1)]);
                    let done = left == Some(0);
                    let shown = left.filter(|_| props.counts);
                    // With the colour tool a key shows the colour it gives.
                    let colour = props.tool == Tool::Colour && props.mode == Mode::Play;
                    html! {
                        <button type="button" class={classes!("key", armed.then_some("on"), done.then_some("done"), colour.then_some("colour"))}
                                aria-label={if colour { format!("Colour {d}") } else { d.to_string() }}
                                aria-description={shown.map(|n| format!("{n} left"))}
                                aria-pressed={props.digit_first.then(|| armed.to_string())}
                                onclick={send(Action::Digit(d))}>
                            if colour {
                                <span class={format!("swatch colour-{d}")} aria-hidden="true"></span>
                            } else {
                                { d.to_string() }
                            }
                            if let Some(n) = shown.filter(|_| !colour) {
                                <span class="left" aria-hidden="true">{ n.to_string() }</span>
                            }
                        </button>
                    }
                }) }
                <button type="button" class="key erase" onclick={send(Action::Erase)}>{ "Erase" }</button>
            </div>
            <div class="tools" role="group" aria-label="Entry tool">
                { tool_button(Tool::Digit, "Normal", "Z") }
                { tool_button(Tool::Corner, "Corner", "X") }
                { tool_button(Tool::Centre, "Centre", "C") }
                { tool_button(Tool::Colour, "Colour", "V") }
                { tool_button(Tool::CandidateColour, "Mark colour", "B") }
            </div>
            <button type="button" class={classes!("digit-first", props.digit_first.then_some("on"))}
                    aria-pressed={props.digit_first.to_string()}
                    title="Choose a digit first, then tap the cells that get it"
                    onclick={send(Action::ToggleDigitFirst)}>{ "Digit first" }</button>
        </div>
    }
}
