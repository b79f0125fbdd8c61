//! The form named "New puzzle": the modern generator (level, symmetry, minimal) or SUDOGEN's
//! classic one (blanks, check solve, symmetric), with an optional seed.

use solver_core::generator::{ClassicOptions, Method, Options};
use solver_core::rating::Level;
use solver_core::Symmetry;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What the form asks the engine for.
#[derive(Clone, PartialEq, Debug)]
pub struct NewPuzzleRequest {
    /// The seed, if the user typed one.
    pub seed: Option<u64>,
    /// The generator and its options.
    pub method: Method,
}

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

/// The form's values as typed.
#[derive(Clone, Default)]
pub struct FormValues {
    /// Classic (SUDOGEN) rather than modern.
    pub classic: bool,
    /// A level name, or empty for any.
    pub level: String,
    /// A symmetry name.
    pub symmetry: String,
    /// Minimal puzzles only.
    pub minimal: bool,
    /// The seed as typed.
    pub seed: String,
    /// Classic: blanks as typed.
    pub blanks: String,
    /// Classic: check solve.
    pub check: bool,
    /// Classic: symmetric.
    pub symmetric: bool,
}

/// Reads the form's values into a request, or says what is wrong.
pub fn build_request(form: &FormValues) -> Result<NewPuzzleRequest, String> {
    let FormValues {
        classic,
        level,
        symmetry,
        minimal,
        seed,
        blanks,
        check,
        symmetric,
    } = form.clone();
    let seed = match seed.trim() {
        "" => None,
        s => Some(
            s.parse::<u64>()
                .map_err(|_| format!("the seed {s:?} is not a whole number"))?,
        ),
    };
    let method = if classic {
        let blanks: u8 = blanks
            .trim()
            .parse()
            .map_err(|_| format!("blanks must be a number, not {:?}", blanks.trim()))?;
        let most = if check { 51 } else { 62 };
        if !(1..=most).contains(&blanks) {
            return Err(format!(
                "SUDOGEN takes 1 to {most} blanks {}; {blanks} is out of range",
                if check {
                    "with check solve"
                } else {
                    "without check solve"
                }
            ));
        }
        if symmetric && blanks % 4 > 1 {
            return Err(format!(
                "a symmetric SUDOGEN pattern needs a number of blanks that leaves 0 or 1 when divided by 4; {blanks} leaves {}",
                blanks % 4
            ));
        }
        Method::Classic(ClassicOptions {
            blanks,
            check,
            symmetric,
            ..ClassicOptions::default()
        })
    } else {
        let level = Level::ALL.into_iter().find(|l| l.name() == level.as_str());
        let symmetry: Symmetry = symmetry
            .parse()
            .map_err(|_| format!("unknown symmetry {symmetry:?}"))?;
        Method::Modern(Options {
            symmetry,
            level,
            no_guessing: level.is_some_and(|l| l != Level::NeedsGuessing),
            minimal,
            max_tries: 2000,
            ..Options::default()
        })
    };
    Ok(NewPuzzleRequest { seed, method })
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
    let set_classic = |v: bool| {
        let classic = classic.clone();
        Callback::from(move |_: Event| classic.set(v))
    };
    html! {
        <form class="new-puzzle" aria-label="New puzzle" {onsubmit}>
            <h2>{ "New puzzle" }</h2>
            <fieldset class="method">
                <legend>{ "Generator" }</legend>
                <label class="check"><input type="radio" name="method" checked={!*classic} onchange={set_classic(false)} />{ "Modern" }</label>
                <label class="check"><input type="radio" name="method" checked={*classic} onchange={set_classic(true)} />{ "Classic (SUDOGEN)" }</label>
            </fieldset>
            if *classic {
                <label>{ "Blanks " }<input ref={blanks} type="number" min="1" max="62" value={(*blanks_text).clone()} oninput={on_blanks} inputmode="numeric" /></label>
                <label class="check"><input ref={check} type="checkbox" checked=true />{ "Check solve (unique, no guessing)" }</label>
                <label class="check"><input ref={symmetric} type="checkbox" />{ "Symmetric" }</label>
            } else {
                <label>{ "Level " }
                    <select ref={level}>
                        <option value="">{ "Any" }</option>
                        { for Level::ALL.iter().filter(|l| **l != Level::NeedsGuessing).map(|l| html! {
                            <option value={l.name()} selected={*l == Level::Medium}>{ l.name() }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Symmetry " }
                    <select ref={symmetry}>
                        { for Symmetry::ALL.iter().map(|s| html! {
                            <option value={s.to_string()} selected={*s == Symmetry::Rot180}>{ s.to_string() }</option>
                        }) }
                    </select>
                </label>
                <label class="check"><input ref={minimal} type="checkbox" />{ "Minimal" }</label>
            }
            <label>{ "Seed " }<input ref={seed} type="text" inputmode="numeric" placeholder="random" size="12" /></label>
            <button type="submit" class="primary">{ "New puzzle" }</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic(blanks: &str, check: bool, symmetric: bool, seed: &str) -> FormValues {
        FormValues {
            classic: true,
            blanks: blanks.into(),
            check,
            symmetric,
            seed: seed.into(),
            ..FormValues::default()
        }
    }

    #[test]
    fn the_seed_limits_are_enforced() {
        let err = build_request(&classic("52", true, false, "")).unwrap_err();
        assert!(err.contains("1 to 51"), "{err}");
        assert!(build_request(&classic("62", false, false, "")).is_ok());
        let err = build_request(&classic("46", true, true, "")).unwrap_err();
        assert!(err.contains("divided by 4"), "{err}");
        assert!(build_request(&classic("45", true, false, "x"))
            .unwrap_err()
            .contains("seed"));
        let form = FormValues {
            level: "Hard".into(),
            symmetry: "rot90".into(),
            minimal: true,
            seed: "7".into(),
            ..FormValues::default()
        };
        let modern = build_request(&form).unwrap();
        assert_eq!(modern.seed, Some(7));
        assert!(
            matches!(modern.method, Method::Modern(o) if o.level == Some(Level::Hard) && o.minimal && o.no_guessing)
        );
    }
}
