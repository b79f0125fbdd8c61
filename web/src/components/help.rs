//! Help: the keyboard shortcuts.

use yew::prelude::*;

/// The keyboard shortcuts, listed.
pub fn shortcuts() -> Html {
    html! {
        <details class="help">
            <summary>{ "Keyboard shortcuts" }</summary>
            <dl>
                <dt>{ "1-9" }</dt><dd>{ "Enter a digit with the current tool" }</dd>
                <dt>{ "Shift + 1-9" }</dt><dd>{ "Corner mark" }</dd>
                <dt>{ "Z, X, C, V, B" }</dt><dd>{ "Tools: normal, corner, centre, cell colour, candidate colour" }</dd>
                <dt>{ "Tab" }</dt><dd>{ "Into the grid: selects the cell it lands on" }</dd>
                <dt>{ "Arrows" }</dt><dd>{ "Move (with Shift: extend the selection)" }</dd>
                <dt>{ "Ctrl/Shift + click, drag" }</dt><dd>{ "Select several cells" }</dd>
                <dt>{ "Delete, Backspace, 0" }</dt><dd>{ "Erase" }</dd>
                <dt>{ "Digit first" }</dt><dd>{ "Choose a digit, then tap or drag over cells (Enter gives it to the selection, Escape puts it down)" }</dd>
                <dt>{ "H" }</dt><dd>{ "Hint (again: the next stage of the hint)" }</dd>
                <dt>{ "K" }</dt><dd>{ "Check your digits and marks" }</dd>
                <dt>{ "Ctrl+Z" }</dt><dd>{ "Undo" }</dd>
                <dt>{ "Ctrl+Y, Ctrl+Shift+Z" }</dt><dd>{ "Redo" }</dd>
                <dt>{ "Esc" }</dt><dd>{ "Clear the selection" }</dd>
            </dl>
        </details>
    }
}
