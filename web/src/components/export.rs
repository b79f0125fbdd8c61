//! "Export": the puzzle or the position as text for other programs: copy or download.

use crate::browser::window::{copy_text, download};
use crate::game::sheet::Sheet;
use crate::game::{Action, Tone};
use crate::share::export::{export, Format};
use solver_core::Grid;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`ExportPanel`].
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// The givens.
    pub givens: Grid,
    /// The player's sheet.
    pub sheet: Sheet,
    /// Where messages go.
    pub on_action: Callback<Action>,
}

/// The "Export" panel.
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let format = use_state(|| Format::Line);
    let text = export(*format, &props.givens, &props.sheet);
    let empty = props.givens == Grid::EMPTY;
    let on_format = {
        let format = format.clone();
        Callback::from(move |e: Event| {
            if let Some(f) = e
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|s| Format::from_id(&s.value()))
            {
                format.set(f);
            }
        })
    };
    let on_copy = {
        let (text, on_action) = (text.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let (text, on_action) = (text.clone(), on_action.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy_text(&text).await;
                on_action.emit(if ok {
                    Action::Notify(Tone::Success, "Copied to the clipboard.".into())
                } else {
                    Action::Notify(
                        Tone::Problem,
                        "This browser did not allow copying: select the text and copy it.".into(),
                    )
                });
            });
        })
    };
    let on_download = {
        let (text, on_action, format) = (text.clone(), props.on_action.clone(), *format);
        let name = format!(
            "sudoku-{}.{}",
            &props.givens.to_line_zeros()[..9],
            format.extension()
        );
        Callback::from(move |_: MouseEvent| {
            if let Err(why) = download(&name, &text) {
                on_action.emit(Action::Notify(
                    Tone::Problem,
                    format!("Could not download: {why}. Select the text and copy it."),
                ));
            }
        })
    };
    html! {
        <details class="export">
            <summary>{ "Export" }</summary>
            <label>{ "Format " }
                <select onchange={on_format}>
                    { for Format::ALL.iter().map(|f| html! {
                        <option value={f.id()} selected={*f == *format}>{ f.label() }</option>
                    }) }
                </select>
            </label>
            <textarea readonly=true rows="4" spellcheck="false" aria-label="Exported text"
                      value={if empty { String::new() } else { text }} />
            <div class="actions">
                <button type="button" onclick={on_copy} disabled={empty}>{ "Copy" }</button>
                <button type="button" onclick={on_download} disabled={empty}>{ "Download" }</button>
            </div>
        </details>
    }
}
