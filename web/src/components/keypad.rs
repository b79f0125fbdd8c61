//! The on-screen keypad: digits and erase, sized for thumbs.

use solver_core::Digit;
use yew::prelude::*;

/// Props of [`Keypad`].
#[derive(Properties, PartialEq)]
pub struct KeypadProps {
    /// A digit, or `None` to erase.
    pub on_enter: Callback<Option<Digit>>,
}

/// Nine digit buttons and an erase button.
#[component]
pub fn Keypad(props: &KeypadProps) -> Html {
    let button = |digit: Option<Digit>| {
        let on_enter = props.on_enter.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_enter.emit(digit));
        let (label, class) = match digit {
            Some(d) => (d.to_string(), "key"),
            None => ("Erase".to_string(), "key erase"),
        };
        html! { <button type="button" {class} {onclick}>{ label }</button> }
    };
    html! {
        <div class="keypad" role="group" aria-label="Keypad">
            { for Digit::ALL.iter().map(|&d| button(Some(d))) }
            { button(None) }
        </div>
    }
}
