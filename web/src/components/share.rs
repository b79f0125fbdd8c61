//! The "Share" view: "Puzzle only" (the default) or "With my progress"; the
//! link (`#s=`, from `share::choice`), Copy, the phone's share sheet where there is one, a QR
//! code of the link, and the same choice opened in SudokuWiki and SudokuPad (new tabs).

use crate::browser::engine::Engine;
use crate::browser::qr::use_qr_codes;
use crate::browser::window::{copy_text, has_share_sheet, page_base, share_or_copy};
use crate::components::print::qr_svg;
use crate::game::sheet::Sheet;
use crate::game::Action;
use crate::share::choice::{has_progress, links, Choice};
use solver_core::Grid;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`ShareDialog`].
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The givens.
    pub givens: Grid,
    /// The player's sheet (shared only with "With my progress").
    pub sheet: Sheet,
    /// Where messages go (an empty grid has nothing to share).
    pub on_action: Callback<Action>,
    /// The engine worker, which makes the QR code.
    pub engine: Engine,
    /// Whether the view is on screen (the QR code is asked for only then).
    pub open: bool,
}

/// The note under the choice: what goes with the link.
fn choice_note(choice: Choice, progress: bool) -> &'static str {
    match (choice, progress) {
        (_, false) => "You have not written anything yet: the link carries the puzzle.",
        (Choice::PuzzleOnly, true) => {
            "Your digits and marks stay here: a fresh start, no spoilers."
        }
        (Choice::WithProgress, true) => "Your digits, pencil marks and colours go with the link.",
    }
}

/// Copies `link` (or, with `sheet`, offers it to the share sheet) and says how it went in `note`.
fn send(link: String, note: UseStateHandle<String>, sheet: bool) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        let (link, note) = (link.clone(), note.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let text = if sheet {
                match share_or_copy(&link).await {
                    Some(verb) => format!("Link {verb}."),
                    None => "Not sent: copy the link instead.".to_string(),
                }
            } else if copy_text(&link).await {
                "Link copied to the clipboard.".to_string()
            } else {
                "This browser did not allow copying: select the link and copy it.".to_string()
            };
            note.set(text);
        });
    })
}

/// The "Share" view's content: the choice, the link, Copy, the share sheet, the QR code and
/// the other sites' links.
#[component]
pub fn ShareDialog(props: &ShareProps) -> Html {
    let choice = use_state(Choice::default);
    let note = use_state(String::new);
    let links = use_memo((props.givens, props.sheet, *choice), |(g, s, c)| {
        links(&page_base(), g, s, *c)
    });
    let wanted = if props.open {
        vec![links.app.clone()]
    } else {
        Vec::new()
    };
    let qr = use_qr_codes(&props.engine, wanted);
    let progress = has_progress(&props.givens, &props.sheet);
    let pick = |c: Choice| {
        let (choice, note) = (choice.clone(), note.clone());
        Callback::from(move |_: Event| {
            choice.set(c);
            note.set(String::new());
        })
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(field) = e.target_dyn_into::<HtmlInputElement>() {
            field.select();
        }
    });
    let puzzle_only = *choice == Choice::PuzzleOnly || !progress;
    html! {
        <div class="share-body">
            <fieldset class="share-choice">
                <legend>{ "What goes with the link" }</legend>
                <label>
                    <input type="radio" name="share-choice" checked={puzzle_only} autofocus=true
                           onchange={pick(Choice::PuzzleOnly)} />
                    { "Puzzle only" }
                </label>
                <label>
                    <input type="radio" name="share-choice" checked={!puzzle_only} disabled={!progress}
                           onchange={pick(Choice::WithProgress)} />
                    { "With my progress" }
                </label>
            </fieldset>
            <p class="hint">{ choice_note(*choice, progress) }</p>
            <label for="share-link">{ "Share link" }</label>
            <input id="share-link" class="share-link" readonly=true value={links.app.clone()} onfocus={select_all} />
            <div class="share-actions">
                <button type="button" class="primary" onclick={send(links.app.clone(), note.clone(), false)}>{ "Copy" }</button>
                if has_share_sheet() {
                    <button type="button" onclick={send(links.app.clone(), note.clone(), true)}>{ "Send…" }</button>
                }
            </div>
            <p class="share-note" aria-live="polite">{ (*note).clone() }</p>
            <div class="share-qr">{ qr_svg(qr.get(&links.app)) }</div>
            <div class="share-elsewhere">
                <a class="button" href={links.sudokuwiki.clone()} target="_blank" rel="noopener">{ "Open in SudokuWiki" }</a>
                <a class="button" href={links.sudokupad.clone()} target="_blank" rel="noopener">{ "Open in SudokuPad" }</a>
            </div>
            <p class="hint">{ if links.with_progress {
                "SudokuWiki gets your position with its candidates; SudokuPad the puzzle."
            } else {
                "Both get the puzzle."
            } }</p>
        </div>
    }
}
