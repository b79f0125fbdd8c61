//! "New puzzle": one button per level (Easy … Extreme), and under "More options" the form:
//! the modern generator (level, score range, technique to
//! practise, symmetry, minimal) or SUDOGEN's classic one (blanks, check solve, symmetric), with
//! an optional seed.

use crate::forms::new_puzzle::{
    build_request, level_request, levels, practice_techniques, FormValues, NewPuzzleRequest,
};
use solver_core::rating::Level;
use solver_core::Symmetry;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`NewPuzzle`].
#[derive(Properties, PartialEq)]
pub struct NewPuzzleProps {
    /// Called with a valid request.
    pub on_generate: Callback<NewPuzzleRequest>,
    /// Called with the reason a request is refused.
    pub on_reject: Callback<String>,
}

fn value(node: &NodeRef) -> String {
    if let Some(select) = node.cast::<HtmlSelectElement>() {
        return select.value();
    }
    node.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

fn checked(node: &NodeRef) -> bool {
    node.cast::<HtmlInputElement>()
        .map(|i| i.checked())
        .unwrap_or(false)
}

/// The generator form.
#[component]
pub fn NewPuzzle(props: &NewPuzzleProps) -> Html {
    let classic = use_state(|| false);
    // Controlled: a re-render of the page (the timer ticks every second) must not reset it.
    let blanks_text = use_state(|| "45".to_string());
    let on_blanks = {
        let blanks_text = blanks_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                blanks_text.set(input.value());
            }
        })
    };
    let (level, symmetry, minimal, seed, blanks, check, symmetric) = (
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    );
    let (score_min, score_max, technique) = (use_node_ref(), use_node_ref(), use_node_ref());
    let onsubmit = {
        let (level, symmetry, minimal, seed, blanks, check, symmetric) = (
            level.clone(),
            symmetry.clone(),
            minimal.clone(),
            seed.clone(),
            blanks.clone(),
            check.clone(),
            symmetric.clone(),
        );
        let (score_min, score_max, technique) =
            (score_min.clone(), score_max.clone(), technique.clone());
        let classic = classic.clone();
        let on_generate = props.on_generate.clone();
        let on_reject = props.on_reject.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let form = FormValues {
                classic: *classic,
                level: value(&level),
                symmetry: value(&symmetry),
                minimal: checked(&minimal),
                score_min: value(&score_min),
                score_max: value(&score_max),
                technique: value(&technique),
                seed: value(&seed),
                blanks: value(&blanks),
                check: checked(&check),
                symmetric: checked(&symmetric),
            };
            match build_request(&form) {
                Ok(request) => on_generate.emit(request),
                Err(why) => on_reject.emit(format!("Cannot generate: {why}.")),
            }
        })
    };
    let set_classic = {
        let classic = classic.clone();
        move |v: bool| {
            let classic = classic.clone();
            Callback::from(move |_: Event| classic.set(v))
        }
    };
    let refs = Refs {
        level,
        symmetry,
        minimal,
        seed,
        blanks,
        check,
        symmetric,
        score_min,
        score_max,
        technique,
    };
    let level_button = |level: Level| {
        let (on_generate, on_reject) = (props.on_generate.clone(), props.on_reject.clone());
        let onclick = Callback::from(move |_: MouseEvent| match level_request(level) {
            Ok(request) => on_generate.emit(request),
            Err(why) => on_reject.emit(format!("Cannot generate: {why}.")),
        });
        html! { <button type="button" class="level-button" {onclick}>{ level.name() }</button> }
    };
    html! {
        <div class="new-puzzle-choice">
            <div class="levels" role="group" aria-label="Level">
                { for levels().map(level_button) }
            </div>
            <details class="more-options">
                <summary>{ "More options" }</summary>
                { options_form(onsubmit, *classic, set_classic, (*blanks_text).clone(), on_blanks, refs) }
            </details>
        </div>
    }
}

/// The form's fields, by their node refs.
struct Refs {
    level: NodeRef,
    symmetry: NodeRef,
    minimal: NodeRef,
    seed: NodeRef,
    blanks: NodeRef,
    check: NodeRef,
    symmetric: NodeRef,
    score_min: NodeRef,
    score_max: NodeRef,
    technique: NodeRef,
}

/// The expert's form, under "More options": the generator, its options and a seed.
fn options_form(
    onsubmit: Callback<SubmitEvent>,
    classic: bool,
    set_classic: impl Fn(bool) -> Callback<Event>,
    blanks_text: String,
    on_blanks: Callback<InputEvent>,
    refs: Refs,
) -> Html {
    html! {
        <form class="new-puzzle" aria-label="New puzzle" {onsubmit}>
            <fieldset class="method">
                <legend>{ "Generator" }</legend>
                <label class="check"><input type="radio" name="method" checked={!classic} onchange={set_classic(false)} />{ "Modern" }</label>
                <label class="check"><input type="radio" name="method" checked={classic} onchange={set_classic(true)} />{ "Classic (SUDOGEN)" }</label>
            </fieldset>
            if classic {
                <label>{ "Blanks " }<input ref={refs.blanks} type="number" min="1" max="62" value={blanks_text} oninput={on_blanks} inputmode="numeric" /></label>
                <label class="check"><input ref={refs.check} type="checkbox" checked=true />{ "Check solve (unique, no guessing)" }</label>
                <label class="check"><input ref={refs.symmetric} type="checkbox" />{ "Symmetric" }</label>
            } else {
                <label>{ "Level " }
                    <select ref={refs.level}>
                        <option value="">{ "Any" }</option>
                        { for Level::ALL.iter().filter(|l| **l != Level::NeedsGuessing).map(|l| html! {
                            <option value={l.name()} selected={*l == Level::Medium}>{ l.name() }</option>
                        }) }
                    </select>
                </label>
                <fieldset class="score">
                    <legend>{ "Score (1.0-12.0, optional)" }</legend>
                    <label>{ "From " }<input ref={refs.score_min} type="text" inputmode="decimal" size="4" placeholder="1.0" /></label>
                    <label>{ "to " }<input ref={refs.score_max} type="text" inputmode="decimal" size="4" placeholder="12.0" /></label>
                </fieldset>
                <label>{ "Technique to practise " }
                    // `selected` on every option: Yew inserts options last first, and without
                    // it the first one inserted (the last) would start selected.
                    <select ref={refs.technique}>
                        <option value="" selected=true>{ "Any" }</option>
                        { for practice_techniques().map(|t| html! {
                            <option value={t.code()} selected=false>{ t.name() }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Symmetry " }
                    <select ref={refs.symmetry}>
                        { for Symmetry::ALL.iter().map(|s| html! {
                            <option value={s.to_string()} selected={*s == Symmetry::Rot180}>{ s.to_string() }</option>
                        }) }
                    </select>
                </label>
                <label class="check"><input ref={refs.minimal} type="checkbox" />{ "Minimal" }</label>
            }
            <label>{ "Seed " }<input ref={refs.seed} type="text" inputmode="numeric" placeholder="random" size="12" /></label>
            <button type="submit" class="primary">{ "New puzzle" }</button>
        </form>
    }
}
