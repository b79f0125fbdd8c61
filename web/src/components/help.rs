//! Help: the keyboard shortcuts.

use yew::prelude::*;

/// The shortcuts and what they do, in the order listed.
const SHORTCUTS: [(&str, &str); 13] = [
    ("1-9", "Enter a digit with the current tool"),
    ("Shift + 1-9", "Corner mark"),
    ("Z, X, C, V, B", "Tools: normal, corner, centre, cell colour, candidate colour"),
    ("Tab", "Into the grid: selects the cell it lands on"),
    ("Arrows", "Move (with Shift: extend the selection)"),
    ("Ctrl/Shift + click, drag", "Select several cells"),
    ("Delete, Backspace, 0", "Erase"),
    ("Digit first", "Choose a digit, then tap or drag over cells (Enter gives it to the selection, Escape puts it down)"),
    ("H", "Hint (again: the next stage of the hint)"),
    ("K", "Check your digits and marks"),
    ("Ctrl+Z", "Undo"),
    ("Ctrl+Y, Ctrl+Shift+Z", "Redo"),
    ("Esc", "Clear the selection"),
];

/// The keyboard shortcuts, listed.
pub fn shortcuts() -> Html {
    html! {
        <details class="help">
            <summary>{ "Keyboard shortcuts" }</summary>
            <dl>
                { for SHORTCUTS.iter().map(|&(keys, what)| html! { <><dt>{ keys }</dt><dd>{ what }</dd></> }) }
            </dl>
        </details>
    }
}
