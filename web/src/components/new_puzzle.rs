//! The form named "New puzzle": the modern generator (level, score range, technique to
//! practise, symmetry, minimal) or SUDOGEN's classic one (blanks, check solve, symmetric), with
//! an optional seed.

use solver_core::generator::{ClassicOptions, Method, Options};
use solver_core::rating::Level;
use solver_core::{Symmetry, Technique};
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
    /// The lowest score as typed (empty: no bound).
    pub score_min: String,
    /// The highest score as typed (empty: no bound).
    pub score_max: String,
    /// The code of the technique to practise, or empty for any.
    pub technique: String,
    /// The seed as typed.
    pub seed: String,
    /// Classic: blanks as typed.
    pub blanks: String,
    /// Classic: check solve.
    pub check: bool,
    /// Classic: symmetric.
    pub symmetric: bool,
}

/// The score range the form accepts (Sudoku Explainer's scale).
pub const SCORE_MIN: f32 = 1.0;
/// See [`SCORE_MIN`].
pub const SCORE_MAX: f32 = 12.0;

/// The techniques the form offers to practise: all but the singles (every puzzle has them) and
/// the guess.
pub fn practice_techniques() -> impl Iterator<Item = Technique> {
    Technique::ALL.into_iter().filter(|t| {
        !matches!(
            t,
            Technique::FullHouse
                | Technique::HiddenSingleBox
                | Technique::HiddenSingleLine
                | Technique::NakedSingle
                | Technique::Guess
        )
    })
}

/// Reads the form's values into a request, or says what is wrong.
pub fn build_request(form: &FormValues) -> Result<NewPuzzleRequest, String> {
    let FormValues {
        classic,
        level,
        symmetry,
        minimal,
        score_min,
        score_max,
        technique,
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
        let bound = |text: &str, which: &str, default: f32| -> Result<f32, String> {
            match text.trim() {
                "" => Ok(default),
                t => match t.replace(',', ".").parse::<f32>() {
                    Ok(x) if (SCORE_MIN..=SCORE_MAX).contains(&x) => Ok(x),
                    _ => Err(format!(
                        "the {which} score must be a number from {SCORE_MIN:.1} to {SCORE_MAX:.1}, not {t:?}"
                    )),
                },
            }
        };
        let score = if score_min.trim().is_empty() && score_max.trim().is_empty() {
            None
        } else {
            let (lo, hi) = (
                bound(&score_min, "lowest", SCORE_MIN)?,
                bound(&score_max, "highest", SCORE_MAX)?,
            );
            if lo > hi {
                return Err(format!(
                    "the lowest score ({lo:.1}) is above the highest ({hi:.1})"
                ));
            }
            Some((lo, hi))
        };
        let technique = match technique.as_str() {
            "" => None,
            code => Some(
                Technique::ALL
                    .into_iter()
                    .find(|t| t.code() == code)
                    .ok_or_else(|| format!("unknown technique {code:?}"))?,
            ),
        };
        let options = Options {
            symmetry,
            level,
            score,
            technique,
            // Puzzles rated anyway (a level, score or technique asked for) must not need a guess.
            no_guessing: level.is_some_and(|l| l != Level::NeedsGuessing)
                || score.is_some()
                || technique.is_some(),
            minimal,
            max_tries: 2000,
            ..Options::default()
        };
        options.validate().map_err(|e| e.to_string())?;
        Method::Modern(options)
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
                <fieldset class="score">
                    <legend>{ "Score (1.0-12.0, optional)" }</legend>
                    <label>{ "From " }<input ref={score_min} type="text" inputmode="decimal" size="4" placeholder="1.0" /></label>
                    <label>{ "to " }<input ref={score_max} type="text" inputmode="decimal" size="4" placeholder="12.0" /></label>
                </fieldset>
                <label>{ "Technique to practise " }
                    // `selected` on every option: Yew inserts options last first, and without
                    // it the first one inserted (the last) would start selected.
                    <select ref={technique}>
                        <option value="" selected=true>{ "Any" }</option>
                        { for practice_techniques().map(|t| html! {
                            <option value={t.code()} selected=false>{ t.name() }</option>
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

    fn modern(level: &str, lo: &str, hi: &str, technique: &str) -> Result<Options, String> {
        let form = FormValues {
            level: level.into(),
            symmetry: "none".into(),
            score_min: lo.into(),
            score_max: hi.into(),
            technique: technique.into(),
            ..FormValues::default()
        };
        build_request(&form).map(|r| match r.method {
            Method::Modern(o) => o,
            Method::Classic(_) => panic!("modern expected"),
        })
    }

    #[test]
    fn score_range_and_technique_are_checked() {
        let o = modern("", "3,5", "", "").unwrap();
        assert_eq!(o.score, Some((3.5, SCORE_MAX)));
        assert!(o.no_guessing);
        assert_eq!(modern("", "", "", "").unwrap().score, None);
        assert!(modern("", "5", "4", "")
            .unwrap_err()
            .contains("above the highest"));
        assert!(modern("", "0.5", "", "")
            .unwrap_err()
            .contains("from 1.0 to 12.0"));
        assert!(modern("", "x", "", "")
            .unwrap_err()
            .contains("lowest score"));
        let xwing = Technique::XWing;
        assert_eq!(
            modern("", "", "", xwing.code()).unwrap().technique,
            Some(xwing)
        );
        assert!(modern("", "", "", "nope")
            .unwrap_err()
            .contains("unknown technique"));
        // A technique harder than the level cannot be in its puzzles.
        let err = modern("Easy", "", "", Technique::AlsXz.code()).unwrap_err();
        assert!(err.contains("an Easy puzzle never needs"), "{err}");
        // Every technique offered has a code that reads back.
        for t in practice_techniques() {
            assert_eq!(modern("", "", "", t.code()).unwrap().technique, Some(t));
        }
    }
}
