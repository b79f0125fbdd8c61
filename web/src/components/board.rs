//! The 9×9 grid, following the ARIA grid pattern: 9 rows of 9 gridcells whose accessible
//! names start with the cell's name (`r1c1` … `r9c9`) and say what the cell holds; one cell
//! is in the tab order at a time (the cursor).

use crate::game::sheet::Sheet;
use crate::game::{Action, Advice, HintState};
use solver_core::logic::{Hint, Role};
use solver_core::{Cell, CellSet, Digit, DigitSet, Grid};
use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The givens.
    pub givens: Grid,
    /// The player's sheet.
    pub sheet: Sheet,
    /// The selected cells.
    pub selection: CellSet,
    /// The cursor.
    pub cursor: Option<Cell>,
    /// Cells breaking the rules.
    pub conflicts: CellSet,
    /// Cells found wrong by "Check".
    pub mistakes: CellSet,
    /// The digit to highlight everywhere.
    pub highlight: Option<Digit>,
    /// The hint on screen, highlighted as far as its stage allows.
    #[prop_or_default]
    pub hint: Option<HintState>,
    /// Where selections go.
    pub on_action: Callback<Action>,
    /// The cells' DOM ids start with this (each board on the page has its own).
    #[prop_or(AttrValue::Static("cell"))]
    pub id_prefix: AttrValue,
    /// A tap on a cell's candidate goes here (with the candidate's slot), not to `on_action`.
    #[prop_or_default]
    pub on_candidate: Option<Callback<(Cell, Digit)>>,
}

/// What a hint highlights: houses, cells, and candidates with a CSS class each.
#[derive(Default)]
struct HintMarks {
    houses: CellSet,
    cells: CellSet,
    /// In the order marked: a later mark of the same candidate wins. A list, not a map: a
    /// hint marks a few dozen candidates, and a map type costs the page its generic code.
    candidates: Vec<(Cell, Digit, &'static str)>,
}

/// The hint's highlights. A candidate is marked only where the player has it written (a
/// digit placed is marked anywhere): a removal is never drawn in a cell without that mark.
fn hint_marks(hint: &HintState, sheet: &Sheet) -> HintMarks {
    let mut out = HintMarks::default();
    let mut mark = |cell: Cell, digit: Digit, class: &'static str| {
        if class == "place" || sheet.centre.get(cell).contains(digit) {
            out.candidates.push((cell, digit, class));
        }
    };
    let modern = match &hint.advice {
        Advice::Modern { hint, .. } => hint.as_ref(),
        Advice::Classic { hint: Some(h), .. } => {
            // A forced value: its cell and digit from the "what" stage on; "[1-6] admits
            // 579": its cell.
            match h.placement() {
                Some(p) if hint.stage >= 3 => {
                    mark(p.cell, p.digit, "place");
                    out.cells.insert(p.cell);
                }
                Some(_) => {}
                None => {
                    if let Some(cell) = h.cell() {
                        out.cells.insert(cell);
                    }
                }
            }
            return out;
        }
        Advice::Classic { hint: None, .. } => return out,
    };
    let step = match modern {
        Hint::Step(step) => step,
        Hint::WrongDigit { cell, .. } | Hint::MarksExcludeSolution { cell } => {
            out.cells.insert(*cell);
            return out;
        }
        Hint::StaleMarks { eliminations } => {
            for r in eliminations {
                mark(r.cell, r.digit, "elim");
            }
            return out;
        }
        _ => return out,
    };
    let e = &step.evidence;
    if hint.stage >= 3 {
        for m in &e.candidates {
            let class = match m.role {
                Role::Cause => "cause",
                Role::Fin => "fin",
                Role::On => "on",
                Role::Off => "off",
            };
            mark(m.candidate.cell, m.candidate.digit, class);
        }
        for p in &step.placements {
            mark(p.cell, p.digit, "place");
        }
        for r in &step.eliminations {
            mark(r.cell, r.digit, "elim");
        }
    }
    if hint.stage >= 2 {
        for h in e.houses.iter().chain(e.cover_houses.iter()) {
            out.houses |= h.cells();
        }
    }
    if hint.stage >= 3 {
        out.cells = e.cells.iter().copied().collect();
        for p in &step.placements {
            out.cells.insert(p.cell);
        }
    }
    out
}

/// The DOM id of a cell's element on the board whose ids start with `prefix`.
pub fn cell_id(prefix: &str, cell: Cell) -> String {
    format!("{prefix}-{cell}")
}

fn marks_text(marks: DigitSet) -> String {
    marks
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A cell's classes and accessible name: what it holds, its marks and colours, clashes,
/// mistakes, hint highlights, selection and the digit highlighted.
fn cell_look(
    props: &BoardProps,
    cell: Cell,
    digit: Option<Digit>,
    marks: &HintMarks,
) -> (Classes, String) {
    let given = props.givens.get(cell);
    let (cand_a, cand_b) = (props.sheet.cand_a.get(cell), props.sheet.cand_b.get(cell));
    // A coloured candidate shows even where it is not (or no longer) a centre mark.
    let centre = props.sheet.centre.get(cell) | cand_a | cand_b;
    let corner = props.sheet.corner.get(cell);
    let mut class = classes!(
        "cell",
        format!("r{}", cell.row() + 1),
        format!("c{}", cell.col() + 1)
    );
    let mut label = match (given, digit) {
        (Some(d), _) => {
            class.push("given");
            format!("{cell}, given {d}")
        }
        (None, Some(d)) => {
            class.push("entry");
            format!("{cell}, {d}")
        }
        (None, None) => {
            let mut l = format!("{cell}, empty");
            if !centre.is_empty() {
                l.push_str(&format!(", candidates {}", marks_text(centre)));
            }
            if !corner.is_empty() {
                l.push_str(&format!(", corner {}", marks_text(corner)));
            }
            if !cand_a.is_empty() {
                l.push_str(&format!(", colour A {}", marks_text(cand_a)));
            }
            if !cand_b.is_empty() {
                l.push_str(&format!(", colour B {}", marks_text(cand_b)));
            }
            l
        }
    };
    let colour = props.sheet.colours.get(cell);
    if colour > 0 {
        class.push(format!("colour-{colour}"));
    }
    if props.conflicts.contains(cell) {
        class.push("conflict");
        label.push_str(", clashes");
    }
    if props.mistakes.contains(cell) {
        class.push("mistake");
        label.push_str(", wrong");
    }
    if marks.houses.contains(cell) {
        class.push("hint-house");
    }
    if marks.cells.contains(cell) {
        class.push("hint-cell");
    }
    let selected = props.selection.contains(cell);
    if selected {
        class.push("selected");
    }
    if props.cursor == Some(cell) {
        class.push("cursor");
    } else if props.cursor.is_some_and(|c| c.peers().contains(cell)) {
        class.push("peer");
    }
    if let Some(h) = props.highlight {
        if digit == Some(h) {
            class.push("same");
        } else if digit.is_none() && (centre.contains(h) || corner.contains(h)) {
            class.push("has-mark");
        }
    }
    (class, label)
}

/// Candidates at fixed places: a 3×3 mini-grid, digit `d` in slot `d` (1 top left … 9 bottom
/// right); a coloured candidate keeps its colour.
fn fixed_candidates(centre: DigitSet, cand_a: DigitSet, cand_b: DigitSet) -> Html {
    html! {
        // Still "centre-marks": the colours and the tests that find marks by it keep working.
        <span class="centre-marks cands" aria-hidden="true">
            { for Digit::ALL.iter().map(|&d| {
                let class = classes!(
                    "cand",
                    format!("n{d}"),
                    cand_a.contains(d).then_some("ca"),
                    cand_b.contains(d).then_some("cb"),
                );
                html! { <span {class}>{ if centre.contains(d) { d.to_string() } else { String::new() } }</span> }
            }) }
        </span>
    }
}

/// What a cell shows: its digit, the hint's candidates, or its marks. Centre marks sit at
/// fixed places, as candidates and as the hint's candidates do: one layout for every cell,
/// large enough to read on a phone.
fn cell_content(sheet: &Sheet, cell: Cell, digit: Option<Digit>, marks: &HintMarks) -> Html {
    let (cand_a, cand_b) = (sheet.cand_a.get(cell), sheet.cand_b.get(cell));
    // A coloured candidate shows even where it is not (or no longer) a centre mark.
    let centre = sheet.centre.get(cell) | cand_a | cand_b;
    let corner = sheet.corner.get(cell);
    let overlay = digit.is_none() && marks.candidates.iter().any(|&(c, ..)| c == cell);
    match (digit, overlay) {
        (Some(d), _) => html! { <span class="digit" aria-hidden="true">{ d.to_string() }</span> },
        (None, true) => html! {
            <span class="hint-cands cands" aria-hidden="true">
                { for Digit::ALL.iter().map(|&d| {
                    let role = marks.candidates.iter().rev().find(|&&(c, x, _)| c == cell && x == d).map(|&(.., class)| class);
                    let shown = role.is_some() || centre.contains(d);
                    html! { <span class={classes!("hc", "cand", format!("n{d}"), role)}>{ if shown { d.to_string() } else { String::new() } }</span> }
                }) }
            </span>
        },
        (None, false) => html! {
            <>
                if !centre.is_empty() {
                    { fixed_candidates(centre, cand_a, cand_b) }
                }
                if !corner.is_empty() {
                    <span class="corner-marks" aria-hidden="true">
                        { for corner.iter().enumerate().map(|(i, d)| html! {
                            <span class={format!("k k{}", i + 1)}>{ d.to_string() }</span>
                        }) }
                    </span>
                }
            </>
        },
    }
}

/// The grid.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    // Whether a pointer went down on the grid and is still down: only then does entering a
    // cell extend the selection (a touch enters its cell before it goes down).
    let dragging = use_mut_ref(|| false);
    // Keep the keyboard focus on the cursor when it moves by the keyboard.
    {
        let prefix = props.id_prefix.clone();
        use_effect_with(props.cursor, move |cursor| {
            let Some(cell) = cursor else { return };
            crate::browser::window::keep_focus_on(&cell_id(&prefix, *cell), "cell");
        });
    }

    let digits = props.sheet.digits(&props.givens);
    let marks = props
        .hint
        .as_ref()
        .map(|h| hint_marks(h, &props.sheet))
        .unwrap_or_default();
    // No chain over cells whose candidates the player has not written.
    let drawn = props
        .hint
        .as_ref()
        .filter(|h| !h.lacks_marks(&props.sheet, &digits));
    let (links, current) = drawn.map(HintState::walked_links).unwrap_or_default();
    let groups = drawn.map(HintState::groups).unwrap_or_default();
    let focusable = props.cursor.unwrap_or(Cell::from_index(0));
    let rows = (0..9).map(|row| {
        let cells = (0..9).filter_map(move |col| Cell::at(row, col)).map(|cell| {
            let digit = digits.get(cell);
            let (class, label) = cell_look(props, cell, digit, &marks);
            let selected = props.selection.contains(cell);
            let onpointerdown = {
                let on_action = props.on_action.clone();
                let on_candidate = props.on_candidate.clone();
                let dragging = dragging.clone();
                Callback::from(move |e: PointerEvent| {
                    let slot = on_candidate.as_ref().zip(crate::browser::window::tapped_slot(&e));
                    if let Some((on_candidate, digit)) = slot {
                        on_candidate.emit((cell, digit));
                        return;
                    }
                    *dragging.borrow_mut() = true;
                    let extend = e.ctrl_key() || e.meta_key() || e.shift_key();
                    on_action.emit(Action::Select { cell, extend });
                })
            };
            let onpointerenter = {
                let on_action = props.on_action.clone();
                let dragging = dragging.clone();
                Callback::from(move |e: PointerEvent| {
                    if *dragging.borrow() && e.buttons() & 1 == 1 && e.pointer_type() == "mouse" {
                        on_action.emit(Action::AddToSelection(cell));
                    }
                })
            };
            // Tab landing on a cell selects it (a click has selected it already).
            let onfocus = {
                let on_action = props.on_action.clone();
                Callback::from(move |_: FocusEvent| on_action.emit(Action::Focus(cell)))
            };
            let content = cell_content(&props.sheet, cell, digit, &marks);
            html! {
                <div role="gridcell" id={cell_id(&props.id_prefix, cell)} data-index={cell.index().to_string()} {class} aria-label={label}
                     aria-selected={selected.to_string()}
                     tabindex={if cell == focusable { "0" } else { "-1" }} {onpointerdown} {onpointerenter} {onfocus}>
                    { content }
                </div>
            }
        });
        html! { <div role="row" class="row">{ for cells }</div> }
    });

    let stop_drag = {
        let dragging = dragging.clone();
        Callback::from(move |_: PointerEvent| *dragging.borrow_mut() = false)
    };
    // A touch (or pen) stays captured by the cell it started on, so the cells it moves over get
    // no pointerenter: find the cell under it instead.
    let onpointermove = {
        let on_action = props.on_action.clone();
        let dragging = dragging.clone();
        Callback::from(move |e: PointerEvent| {
            if !*dragging.borrow() || e.pointer_type() == "mouse" || e.buttons() & 1 == 0 {
                return;
            }
            let under = crate::browser::window::attribute_at(
                e.client_x(),
                e.client_y(),
                "[role=gridcell]",
                "data-index",
            )
            .and_then(|i| i.parse::<usize>().ok())
            .and_then(Cell::new_checked);
            if let Some(cell) = under {
                on_action.emit(Action::AddToSelection(cell));
            }
        })
    };
    html! {
        <div class="board" role="grid" aria-label="Sudoku grid" aria-multiselectable="true"
             onpointerup={stop_drag.clone()} onpointercancel={stop_drag.clone()} onpointerleave={stop_drag}
             {onpointermove}>
            { for rows }
            { crate::components::chain::chain_overlay(&crate::components::chain::ChainOverlayProps { links, current, groups }) }
        </div>
    }
}
