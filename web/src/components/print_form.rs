//! The form named "Print puzzles": puzzles per page, how many new puzzles of which level, and
//! an answer key. Printing N new puzzles of a level is one action.

use crate::forms::print::{parse_request, PrintRequest};
use solver_core::rating::Level;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`PrintForm`].
#[derive(Properties, PartialEq)]
pub struct PrintFormProps {
    /// Called with the request.
    pub on_print: Callback<PrintRequest>,
    /// Called with a reason the request is refused.
    pub on_reject: Callback<String>,
}

/// The print form.
#[component]
pub fn PrintForm(props: &PrintFormProps) -> Html {
    let (per_page, count, level, answers) = (
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    );
    // Controlled: a re-render of the page (the timer ticks every second) must not reset it.
    let count_text = use_state(|| "0".to_string());
    let on_count = {
        let count_text = count_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                count_text.set(input.value());
            }
        })
    };
    let onsubmit = {
        let (per_page, count, level, answers) = (
            per_page.clone(),
            count.clone(),
            level.clone(),
            answers.clone(),
        );
        let on_print = props.on_print.clone();
        let on_reject = props.on_reject.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let select = |n: &NodeRef| {
                n.cast::<HtmlSelectElement>()
                    .map(|s| s.value())
                    .unwrap_or_default()
            };
            let input = |n: &NodeRef| n.cast::<HtmlInputElement>();
            match parse_request(
                &select(&per_page),
                &input(&count).map(|i| i.value()).unwrap_or_default(),
                &select(&level),
                input(&answers).map(|i| i.checked()).unwrap_or(false),
            ) {
                Ok(request) => on_print.emit(request),
                Err(why) => on_reject.emit(format!("Cannot print: {why}.")),
            }
        })
    };
    html! {
        <form class="print-form" aria-label="Print puzzles" {onsubmit}>
            <h2>{ "Print puzzles" }</h2>
            <label>{ "Per page " }
                <select ref={per_page}>
                    { for ["1", "2", "4", "6"].iter().map(|n| html! { <option value={*n} selected={*n == "1"}>{ *n }</option> }) }
                </select>
            </label>
            <label>{ "New puzzles " }<input ref={count} type="number" min="0" max="24" value={(*count_text).clone()} oninput={on_count} inputmode="numeric" /></label>
            <label>{ "Level " }
                <select ref={level}>
                    <option value="">{ "Any" }</option>
                    { for Level::ALL.iter().filter(|l| **l != Level::NeedsGuessing).map(|l| html! {
                        <option value={l.name()} selected={*l == Level::Medium}>{ l.name() }</option>
                    }) }
                </select>
            </label>
            <label class="check"><input ref={answers} type="checkbox" />{ "Answer key" }</label>
            <p class="hint">{ "0 new puzzles prints the one on screen." }</p>
            <button type="submit">{ "Print puzzles" }</button>
        </form>
    }
}
