//! Help: the screen, the tools, the hint ladder, the levels with their scores, and the
//! keyboard shortcuts.

use solver_core::rating::{technique_rating, Level};
use solver_core::Technique;
use yew::prelude::*;

/// The shortcuts and what they do, in the order listed.
const SHORTCUTS: [(&str, &str); 13] = [
    ("1-9", "Enter a digit with the current tool"),
    ("Shift + 1-9", "Corner mark"),
    ("Z, X, C, V, B", "Tools: normal, corner, centre, colour, mark colour"),
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

/// The tools on the keypad and what a digit key does with each.
const TOOLS: [(&str, &str); 6] = [
    ("Normal", "Places the digit. It also leaves the pencil marks of that digit in its row, column and box (Settings can keep them)."),
    ("Corner", "Pencil marks in the cell's corners: where a digit can go in a box."),
    ("Centre", "Pencil marks in the middle: the digits the cell can still hold, each at its own place (1 top left … 9 bottom right)."),
    ("Colour", "Paints the cell: each key shows its colour."),
    ("Mark colour", "Colours one pencil mark, first colour, second colour, none: the two sides of a colouring chain."),
    ("Digit first", "Choose a digit, then tap or drag over the cells that get it."),
];

/// The lowest and highest base scores of the techniques at `level` (Sudoku Explainer's
/// scale, in tenths), from the engine's own table.
fn score_range(level: Level) -> Option<(u16, u16)> {
    let scores = Technique::ALL.into_iter().filter_map(|t| {
        let (l, score) = technique_rating(t);
        (l == level).then_some(score)
    });
    scores.fold(None, |range, s| match range {
        None => Some((s, s)),
        Some((lo, hi)) => Some((lo.min(s), hi.max(s))),
    })
}

fn tenths(t: u16) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// The whole of Help: how to play on this screen, the tools, the hints, the levels, the keys.
pub fn help() -> Html {
    let levels = Level::ALL.into_iter().filter_map(|level| {
        let (lo, hi) = score_range(level)?;
        Some(html! {
            <><dt>{ level.name() }</dt><dd>{ format!("Steps scored {} to {}", tenths(lo), tenths(hi)) }</dd></>
        })
    });
    html! {
        <div class="help-all">
            <section class="help">
                <h3>{ "The screen" }</h3>
                <p>{ "Tap a cell, then a digit on the keypad (or type it). Drag to select several cells.                       The top line shows the level, the time, Pause and Menu; under the grid are the keypad,                       the tools, and Hint, Undo, Redo, Check and Solve. Solve asks before it shows the answer.                       Your game is saved as you play: Menu, Saved games, brings back any of them." }</p>
            </section>
            <section class="help">
                <h3>{ "The tools" }</h3>
                <dl>{ for TOOLS.iter().map(|&(tool, what)| html! { <><dt>{ tool }</dt><dd>{ what }</dd></> }) }</dl>
            </section>
            <section class="help">
                <h3>{ "Hints" }</h3>
                <p>{ "Each press of Hint tells a little more: first where to look, then which technique,                       then the cells and candidates it uses, and last what it places or removes (Apply does it for you).                       Check compares your digits and centre marks with the solution, only when you ask." }</p>
            </section>
            <section class="help">
                <h3>{ "Levels" }</h3>
                <p>{ "A puzzle's level is that of the hardest step it needs; its score is that step's score                       on Sudoku Explainer's scale (higher is harder)." }</p>
                <dl>{ for levels }</dl>
            </section>
            { shortcuts() }
        </div>
    }
}

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
