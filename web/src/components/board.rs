//! The 9×9 grid, following the ARIA grid pattern: 9 rows of 9 gridcells whose accessible
//! names start with the cell's name (`r1c1` … `r9c9`), one focusable cell at a time.

use crate::state::Action;
use solver_core::{Cell, CellSet, Digit, Grid};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The givens.
    pub puzzle: Grid,
    /// The solution, shown in the empty cells when present.
    pub solution: Option<Grid>,
    /// The selected cell.
    pub selected: Option<Cell>,
    /// Cells to mark as breaking the rules.
    pub conflicts: CellSet,
    /// Where selections, moves and entries go.
    pub on_action: Callback<Action>,
}

fn cell_id(cell: Cell) -> String {
    format!("cell-{cell}")
}

/// What a key does on the grid, if anything.
fn key_action(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowUp" => Action::Move(-1, 0),
        "ArrowDown" => Action::Move(1, 0),
        "ArrowLeft" => Action::Move(0, -1),
        "ArrowRight" => Action::Move(0, 1),
        "Delete" | "Backspace" | "0" | "." | " " => Action::Enter(None),
        _ => {
            let mut chars = key.chars();
            let d = chars.next()?.to_digit(10)?;
            if chars.next().is_some() {
                return None;
            }
            Action::Enter(Digit::new_checked(d as u8))
        }
    })
}

/// The grid.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    // Keep the keyboard focus on the selected cell when it moves by the keyboard.
    {
        let selected = props.selected;
        use_effect_with(selected, move |selected| {
            let Some(cell) = selected else { return };
            let Some(document) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            let focus_in_grid = document
                .active_element()
                .map(|e| e.class_list().contains("cell"))
                .unwrap_or(false);
            if focus_in_grid {
                if let Some(el) = document
                    .get_element_by_id(&cell_id(*cell))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = el.focus();
                }
            }
        });
    }

    let onkeydown = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            if let Some(action) = key_action(&event.key()) {
                event.prevent_default();
                on_action.emit(action);
            }
        })
    };

    let focusable = props.selected.unwrap_or(Cell::from_index(0));
    let rows = (0..9).map(|row| {
        let cells = (0..9)
            .filter_map(move |col| Cell::at(row, col))
            .map(|cell| {
                let given = props.puzzle.get(cell);
                let solved = props
                    .solution
                    .and_then(|s| s.get(cell))
                    .filter(|_| given.is_none());
                let mut class = classes!(
                    "cell",
                    format!("r{}", row + 1),
                    format!("c{}", cell.col() + 1)
                );
                let label = match (given, solved) {
                    (Some(d), _) => {
                        class.push("given");
                        format!("{cell}, given {d}")
                    }
                    (None, Some(d)) => {
                        class.push("solution");
                        format!("{cell}, {d}")
                    }
                    (None, None) => format!("{cell}, empty"),
                };
                if props.conflicts.contains(cell) {
                    class.push("conflict");
                }
                if props.selected == Some(cell) {
                    class.push("selected");
                }
                let onclick = {
                    let on_action = props.on_action.clone();
                    Callback::from(move |_: MouseEvent| on_action.emit(Action::Select(cell)))
                };
                let text = given.or(solved).map(|d| d.to_string()).unwrap_or_default();
                html! {
                    <div role="gridcell" id={cell_id(cell)} {class} aria-label={label}
                         aria-selected={(props.selected == Some(cell)).to_string()}
                         tabindex={if cell == focusable { "0" } else { "-1" }} {onclick}>
                        { text }
                    </div>
                }
            });
        html! { <div role="row" class="row">{ for cells }</div> }
    });

    html! {
        <div class="board" role="grid" aria-label="Sudoku grid" {onkeydown}>
            { for rows }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        assert_eq!(key_action("7"), Some(Action::Enter(Digit::new_checked(7))));
        assert_eq!(key_action("Backspace"), Some(Action::Enter(None)));
        assert_eq!(key_action("ArrowLeft"), Some(Action::Move(0, -1)));
        assert_eq!(key_action("F7"), None);
        assert_eq!(key_action("a"), None);
    }
}
