//! "Scan a photo": the button and its file input (phones offer the camera; a picture pasted or
//! dropped on the page comes here too, from the page's listener in `components::app`), the busy state with
//! Cancel, and the confirm screen: the grid read and the photo (a thumbnail on phones, "Larger"
//! to compare), uncertain cells marked, every cell editable, the app's checks (clashes, no
//! solution, several), then "Use this puzzle" (while givens clash, "Fix the red cells" first).
//! The screen is a dialog over the page, wherever the button sits.

use crate::browser::engine::Engine;
use crate::browser::scan::{use_dialog_focus, use_scanner, use_verdict, Photo, Stage};
use crate::browser::window::{focus_element, new_id};
use crate::game::Action;
use solver_core::{Cell, Digit, Grid};
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The scan panel's properties.
#[derive(Properties, PartialEq)]
pub struct ScanPanelProps {
    /// Loads the confirmed puzzle as a new game.
    pub on_action: Callback<Action>,
    /// The latest picture pasted or dropped on the page (with a count: the same file again
    /// is read again), read when it arrives.
    #[prop_or_default]
    pub dropped: Option<(u32, web_sys::File)>,
}

/// The "Scan a photo" button, and the scan's dialog while one is under way.
#[component]
pub fn ScanPanel(props: &ScanPanelProps) -> Html {
    let scanner = use_scanner();
    let (input, button, dialog) = (use_node_ref(), use_node_ref(), use_node_ref());
    use_dialog_focus(&scanner.stage, dialog.clone(), button.clone());
    {
        let open = scanner.open.clone();
        use_effect_with(props.dropped.clone(), move |dropped| {
            if let Some((_, file)) = dropped {
                open.emit(file.clone());
            }
        });
    }
    let pick = {
        let input = input.clone();
        Callback::from(move |_: ()| {
            if let Some(input) = input.cast::<HtmlInputElement>() {
                input.click();
            }
        })
    };
    let on_change = {
        let open = scanner.open.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                open.emit(file);
            }
            // The same file chosen again must fire `change` again.
            input.set_value("");
        })
    };
    let close = scanner.close.clone();
    let on_use = {
        let (on_action, close) = (props.on_action.clone(), close.clone());
        Callback::from(move |puzzle: Grid| {
            on_action.emit(Action::Load {
                id: new_id(),
                puzzle,
                sheet: None,
                source: "the photo",
            });
            close.emit(());
        })
    };
    let retry = {
        let (pick, close) = (pick.clone(), close.clone());
        Callback::from(move |_: ()| {
            close.emit(());
            pick.emit(());
        })
    };
    let body = match &scanner.stage {
        Stage::Idle => Html::default(),
        Stage::Opening | Stage::Reading => busy(&scanner.stage, &close),
        Stage::Failed(why) => failed(why, &retry, &close),
        Stage::Review(photo) => html! {
            <Review photo={photo.clone()} engine={scanner.engine.clone()}
                    on_use={on_use} on_retry={retry.clone()} on_cancel={close.clone()} />
        },
    };
    html! {
        <div class="scan">
            <button type="button" ref={button} onclick={pick.reform(|_: MouseEvent| ())}>{ "Scan a photo" }</button>
            <input ref={input} type="file" accept="image/*" capture="environment" class="visually-hidden"
                   aria-label="Photo of a puzzle" tabindex="-1" onchange={on_change} />
            if scanner.stage != Stage::Idle {
                <div class="scan-cover">
                    <div class="scan-dialog" role="dialog" aria-modal="true" aria-labelledby="scan-title"
                         ref={dialog} tabindex="-1" onkeydown={keys(&close)}>
                        <h2 id="scan-title">{ "Scan a photo" }</h2>
                        { body }
                    </div>
                </div>
            }
        </div>
    }
}

/// Escape closes the dialog; no key pressed in it reaches the game's shortcuts behind it.
fn keys(close: &Callback<()>) -> Callback<KeyboardEvent> {
    let close = close.clone();
    Callback::from(move |event: KeyboardEvent| {
        event.stop_propagation();
        if event.key() == "Escape" {
            close.emit(());
        }
    })
}

fn busy(stage: &Stage, close: &Callback<()>) -> Html {
    let what = if *stage == Stage::Opening {
        "Opening the photo…"
    } else {
        "Reading the grid…"
    };
    html! {
        <>
            <p class="scan-busy" role="status">
                <progress aria-label="Reading the photo" />
                <span>{ what }</span>
            </p>
            <div class="actions">
                <button type="button" onclick={close.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        </>
    }
}

fn failed(why: &str, retry: &Callback<()>, close: &Callback<()>) -> Html {
    html! {
        <>
            <p class="message problem" role="alert">{ why.to_string() }</p>
            <div class="actions">
                <button type="button" class="primary" onclick={retry.reform(|_: MouseEvent| ())}>{ "Try another photo" }</button>
                <button type="button" onclick={close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
        </>
    }
}

/// The confirm screen's properties.
#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    /// The photo and what was read in it.
    pub photo: Rc<Photo>,
    /// The engine that checks the grid.
    pub engine: Engine,
    /// "Use this puzzle", with the grid as corrected.
    pub on_use: Callback<Grid>,
    /// "Try another photo".
    pub on_retry: Callback<()>,
    /// "Cancel": the game stays as it was.
    pub on_cancel: Callback<()>,
}

/// The grid read, editable, with the checks and the three ways out.
#[component]
pub fn Review(props: &ReviewProps) -> Html {
    let grid = use_state_eq(|| props.photo.read.puzzle);
    let edited = use_state_eq(|| [false; 81]);
    let verdict = use_verdict(&props.engine, *grid);
    let zoomed = use_state_eq(|| false);
    let on_cell = {
        let (grid, edited) = (grid.clone(), edited.clone());
        Callback::from(move |(index, digit): (usize, Option<Digit>)| {
            let (mut next, mut marks) = (*grid, *edited);
            if let Some(cell) = Cell::new_checked(index) {
                next.set(cell, digit);
                marks[index] = true;
            }
            grid.set(next);
            edited.set(marks);
        })
    };
    let unsure: Vec<bool> = (0..81)
        .map(|i| props.photo.read.unsure(i) && !edited[i])
        .collect();
    let unsure_count = unsure.iter().filter(|&&u| u).count();
    let givens = grid.filled_count();
    let conflicts: Vec<usize> = grid.conflicts().iter().map(|c| c.index()).collect();
    let tone = if verdict.sound() {
        "scan-verdict ok"
    } else {
        "scan-verdict warn"
    };
    let on_zoom = {
        let zoomed = zoomed.clone();
        Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
    };
    let ways_out = WaysOut {
        sound: verdict.sound(),
        first_red: conflicts.first().copied().and_then(Cell::new_checked),
        grid: (givens > 0).then_some(*grid),
    };
    html! {
        <div class={classes!("scan-review", zoomed.then_some("zoomed"))}>
            <p class="scan-help">
                { "Compare the grid with the photo and fix any misread digit: tap a cell and type. " }
                if unsure_count > 0 {
                    { format!("{unsure_count} uncertain cell{} marked.", if unsure_count == 1 { " is" } else { "s are" }) }
                }
            </p>
            if let Some(src) = &props.photo.thumbnail {
                <div class="scan-photo-box">
                    <img class="scan-photo" src={src.clone()} alt="The photo" />
                    <button type="button" class="small scan-zoom" aria-pressed={zoomed.to_string()} onclick={on_zoom}>
                        { if *zoomed { "Smaller" } else { "Larger" } }
                    </button>
                </div>
            }
            { scan_grid(&ScanGridProps { grid: *grid, unsure, conflicts, on_cell }) }
            <p class={tone} role="status">{ verdict.text(givens) }</p>
            { ways_out.buttons(props) }
        </div>
    }
}

/// What the confirm screen's buttons depend on.
struct WaysOut {
    /// Whether the grid has exactly one solution.
    sound: bool,
    /// The first clashing cell, if any.
    first_red: Option<Cell>,
    /// The grid to play, unless it is empty.
    grid: Option<Grid>,
}

impl WaysOut {
    /// "Use this puzzle" first; while givens clash, "Fix the red cells" first (it takes the
    /// focus to the first red cell) and "Use this puzzle anyway" after it.
    fn buttons(&self, props: &ReviewProps) -> Html {
        let use_label = if self.sound {
            "Use this puzzle"
        } else {
            "Use this puzzle anyway"
        };
        let on_use = {
            let (on_use, grid) = (props.on_use.clone(), self.grid);
            Callback::from(move |_: MouseEvent| {
                if let Some(grid) = grid {
                    on_use.emit(grid);
                }
            })
        };
        let fix = self.first_red.map(|cell| {
            let id = scan_cell_id(cell);
            Callback::from(move |_: MouseEvent| focus_element(&id))
        });
        html! {
            <div class="actions">
                if let Some(onclick) = fix.clone() {
                    <button type="button" class="primary" {onclick}>{ "Fix the red cells" }</button>
                }
                <button type="button" class={classes!(fix.is_none().then_some("primary"))}
                        disabled={self.grid.is_none()} onclick={on_use}>{ use_label }</button>
                <button type="button" onclick={props.on_retry.reform(|_: MouseEvent| ())}>{ "Try another photo" }</button>
                <button type="button" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        }
    }
}

/// The DOM id of a cell's field on the confirm screen.
fn scan_cell_id(cell: Cell) -> String {
    format!("scan-{cell}")
}

/// The editable grid's properties.
#[derive(PartialEq)]
pub struct ScanGridProps {
    /// The digits.
    pub grid: Grid,
    /// The cells read with low confidence (81, row-major).
    pub unsure: Vec<bool>,
    /// The indices of clashing cells.
    pub conflicts: Vec<usize>,
    /// A cell changed: its index and new digit.
    pub on_cell: Callback<(usize, Option<Digit>)>,
}

/// 81 one-digit fields: a tap (or Tab) and a digit corrects a cell; anything else empties it.
pub fn scan_grid(props: &ScanGridProps) -> Html {
    let cells = Cell::all().map(|cell| {
        let index = cell.index();
        let digit = props.grid.get(cell);
        let unsure = props.unsure.get(index).copied().unwrap_or(false);
        let class = classes!(
            "scan-cell",
            format!("c{} r{}", cell.col() + 1, cell.row() + 1),
            unsure.then_some("unsure"),
            props.conflicts.contains(&index).then_some("conflict"),
        );
        let label = if unsure {
            format!("{cell}, uncertain")
        } else {
            cell.to_string()
        };
        let on_cell = props.on_cell.clone();
        let oninput = Callback::from(move |event: InputEvent| {
            let field: HtmlInputElement = event.target_unchecked_into();
            on_cell.emit((index, typed_digit(&field.value())));
        });
        let onfocus = Callback::from(|event: FocusEvent| {
            let field: HtmlInputElement = event.target_unchecked_into();
            field.select();
        });
        html! {
            <input id={scan_cell_id(cell)} {class} aria-label={label} inputmode="numeric" autocomplete="off"
                   value={digit.map(|d| d.to_string()).unwrap_or_default()} {oninput} {onfocus} />
        }
    });
    html! {
        <div class="scan-grid" role="group" aria-label="Scanned grid">{ for cells }</div>
    }
}

/// The digit a field now holds: the last 1-9 typed, none for anything else (0, space, erased).
fn typed_digit(value: &str) -> Option<Digit> {
    value
        .chars()
        .rev()
        .find_map(|c| c.to_digit(10))
        .and_then(|d| Digit::new_checked(d as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_keeps_the_last_digit_typed() {
        assert_eq!(typed_digit("57"), Digit::new_checked(7));
        assert_eq!(typed_digit("5"), Digit::new_checked(5));
        assert_eq!(typed_digit(""), None);
        assert_eq!(typed_digit("0"), None);
        assert_eq!(typed_digit("x"), None);
    }
}
