//! The "Learn" view: every technique the coach gives, by family in the order of their scores,
//! with its level, score and the player's standing; a suggested next lesson; a lesson per
//! technique (the idea, worked examples drawn step by step, "Your turn" drills, a practice
//! puzzle). Its own state (`game::learn`): the game is never touched, and no key pressed here
//! reaches it.

use crate::browser::engine::Engine;
use crate::browser::learn::{ask_drill, ask_examples, change_mastery, use_learn};
use crate::components::board::Board;
use crate::components::learn_drill::{click, drill_part, DrillProps};
use crate::forms::new_puzzle::NewPuzzleRequest;
use crate::game::learn::{example_marks, exercise_sheet, Learn, LearnAction, Part, SHOW_STAGES};
use crate::game::Action;
use crate::persist::learn::{Mastery, Standing, LEARNED_AFTER};
use crate::wire::{Answer, Request, Response};
use solver_core::generator::{Method, Options};
use solver_core::learn::{family, listed, Family};
use solver_core::logic::Notation;
use solver_core::rating::technique_rating;
use solver_core::{CellSet, Technique};
use yew::prelude::*;

/// Props of [`LearnView`].
#[derive(Properties, PartialEq)]
pub struct LearnProps {
    /// The engine worker.
    pub engine: Engine,
    /// How to write cells (Settings).
    pub notation: Notation,
    /// The lesson asked for from a hint or a step (with a count, so the same one asked again
    /// opens again).
    #[prop_or_default]
    pub asked: Option<(Technique, u32)>,
    /// Start a practice puzzle (a new game).
    pub on_practice: Callback<NewPuzzleRequest>,
}

/// "Hard · 3.2" (chains and sets of cells score more when longer: "6.6 and up").
fn level_line(t: Technique) -> String {
    let (level, tenths) = technique_rating(t);
    let grows = matches!(
        t,
        Technique::XChain
            | Technique::Aic
            | Technique::XyChain
            | Technique::ForcingChain
            | Technique::DynamicForcingChain
            | Technique::Nishio
            | Technique::AlsXz
            | Technique::WxyzWing
            | Technique::VwxyzWing
    );
    let score = format!("{}.{}", tenths / 10, tenths % 10);
    if grows {
        format!("{} · score {score} and up", level.name())
    } else {
        format!("{} · score {score}", level.name())
    }
}

/// The easiest technique not yet learned.
fn suggested(all: &[Technique], mastery: &Mastery) -> Option<Technique> {
    all.iter()
        .copied()
        .filter(|&t| mastery.standing(t) != Standing::Learned)
        .min_by_key(|&t| technique_rating(t).1)
}

/// The list of lessons by family.
fn lesson_list(learn: &Learn, open: &Callback<Technique>) -> Html {
    let all = listed();
    let (learned, tried) = learn.mastery.counts();
    let item = |t: Technique| {
        let standing = learn.mastery.standing(t);
        html! {
            <li>
                <button type="button" class="learn-item" onclick={open.reform(move |_: MouseEvent| t)}>
                    <span class="learn-name">{ t.name() }</span>
                    <span class="learn-level">{ level_line(t) }</span>
                    <span class={classes!("learn-standing", standing.word())}>{ standing.word() }</span>
                </button>
            </li>
        }
    };
    html! {
        <div class="learn-list">
            <p class="learn-summary">{ format!("{learned} learned, {} practising, of {} techniques.", tried - learned, all.len()) }</p>
            if let Some(t) = suggested(&all, &learn.mastery) {
                <p class="learn-next">
                    { "Suggested next: " }
                    <button type="button" class="primary" onclick={open.reform(move |_: MouseEvent| t)}>{ t.name() }</button>
                </p>
            }
            { for Family::ALL.iter().map(|&f| {
                let of: Vec<Technique> = all.iter().copied().filter(|&t| family(t) == Some(f)).collect();
                html! {
                    if !of.is_empty() {
                        <section class="learn-family" aria-label={f.name()}>
                            <h3>{ f.name() }</h3>
                            <ul>{ for of.into_iter().map(item) }</ul>
                        </section>
                    }
                }
            }) }
        </div>
    }
}

/// A worked example on the board, drawn step by step.
fn example_part(learn: &Learn, dispatch: &UseReducerDispatcher<Learn>) -> Html {
    let count = learn.examples.as_ref().map_or(0, Vec::len);
    let Some(e) = learn.example() else {
        let text = match &learn.examples {
            Err(why) => format!("The examples could not be loaded: {why}"),
            Ok(_) => "Loading the examples…".to_string(),
        };
        return html! { <p class="hint">{ text }</p> };
    };
    let go = |n: usize| click(dispatch, LearnAction::Example(n));
    let show = |n: usize| click(dispatch, LearnAction::Show(n));
    let at = learn.example;
    let words = [
        "The cells and candidates that make the pattern.",
        "The links: on a solid line one end must be true; on a dashed line, not both.",
        match e.step.placements.is_empty() {
            true => "What it removes: the crossed-out candidates.",
            false => "What it places: the digit shown.",
        },
    ];
    html! {
        <div class="learn-example">
            <div class="learn-board">
                <Board givens={e.givens} sheet={exercise_sheet(e)} selection={CellSet::EMPTY} cursor={None}
                       conflicts={CellSet::EMPTY} mistakes={CellSet::EMPTY} highlight={None}
                       hint={Some(example_marks(e, learn.shown))} on_action={Callback::from(|_: Action| ())} id_prefix="example" />
            </div>
            <div class="learn-side">
                <div class="actions" role="group" aria-label="Draw the example">
                    { for SHOW_STAGES.iter().enumerate().map(|(i, name)| html! {
                        <button type="button" aria-pressed={(learn.shown == i).to_string()}
                                class={classes!((learn.shown == i).then_some("on"))} onclick={show(i)}>{ *name }</button>
                    }) }
                </div>
                <p class="learn-stage" aria-live="polite">{ words[learn.shown] }</p>
                <div class="actions" role="group" aria-label="Examples">
                    <button type="button" disabled={at == 0} onclick={go(at.saturating_sub(1))}>{ "Previous example" }</button>
                    <button type="button" disabled={at + 1 >= count} onclick={go(at + 1)}>{ "Next example" }</button>
                </div>
                <p class="learn-example-at">{ format!("Example {} of {count} · from {}", at + 1, e.source) }</p>
            </div>
        </div>
    }
}

/// The words of the lesson on screen, as the worker answered them (the page does not carry
/// the lesson texts): the technique and its words, or why they could not be had.
type Words = UseStateHandle<Option<(Technique, Answer<Option<(String, String)>>)>>;

/// Asks the worker for the words of the lesson of `t`.
fn ask_words(engine: &Engine, words: &Words, t: Technique) {
    words.set(None);
    let words = words.clone();
    engine.ask(
        Request::Lesson { technique: t },
        Response::lesson,
        move |answer| {
            words.set(Some((t, answer)));
        },
    );
}

/// The idea in plain words and the line for experts, once the worker has answered them.
fn lesson_text(t: Technique, words: &Words) -> Html {
    match &**words {
        Some((of, Ok(Some((idea, expert))))) if *of == t => html! {
            <div class="learn-text">
                <p class="learn-idea">{ idea.clone() }</p>
                <details class="learn-expert">
                    <summary>{ "For experts" }</summary>
                    <p>{ expert.clone() }</p>
                </details>
            </div>
        },
        Some((of, Err(why))) if *of == t => html! {
            <p class="hint">{ format!("The lesson could not be loaded: {why}") }</p>
        },
        _ => html! {},
    }
}

/// A lesson's heading, its parts' switch and the part on screen.
fn lesson_view(
    props: &LearnProps,
    learn: &UseReducerHandle<Learn>,
    t: Technique,
    words: &Words,
) -> Html {
    let dispatch = learn.dispatcher();
    let standing = learn.mastery.standing(t);
    let streak = learn.mastery.of(t).map_or(0, |p| p.streak);
    let part = |p: Part, label: &'static str| {
        let on = learn.part == p;
        html! {
            <button type="button" role="tab" aria-selected={on.to_string()} class={classes!("tab", "small", on.then_some("on"))}
                    onclick={click(&dispatch, LearnAction::Part(p))}>{ label }</button>
        }
    };
    let reset = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let (m, note) = change_mastery(|m| m.reset(t));
            dispatch.dispatch(LearnAction::Mastery(m, note));
        })
    };
    let practice = {
        let on_practice = props.on_practice.clone();
        let level = Some(technique_rating(t).0);
        Callback::from(move |_: MouseEvent| {
            let options = Options {
                technique: Some(t),
                level,
                no_guessing: true,
                ..Options::default()
            };
            on_practice.emit(NewPuzzleRequest {
                seed: None,
                method: Method::Modern(options),
            });
        })
    };
    html! {
        <div class="learn-lesson">
            <div class="learn-lesson-head">
                <button type="button" class="small" onclick={click(&dispatch, LearnAction::List)}>{ "All techniques" }</button>
                <h3>{ t.name() }</h3>
                <span class={classes!("learn-standing", standing.word())}>{ standing.word() }</span>
                if standing != Standing::New {
                    <span class="learn-streak">{ format!("{streak} of {LEARNED_AFTER} in a row") }</span>
                    <button type="button" class="small" onclick={reset}>{ "Reset" }</button>
                }
            </div>
            <div class="learn-parts" role="tablist" aria-label="Lesson">
                { part(Part::Idea, "The idea") }
                { part(Part::Drill, "Your turn") }
                <button type="button" class="tab small" onclick={practice}
                        title="A whole puzzle that needs this technique, as a new game">{ "Practice puzzle" }</button>
            </div>
            if learn.part == Part::Idea {
                { lesson_text(t, words) }
                { example_part(learn, &dispatch) }
            } else {
                { drill_part(&DrillProps { learn, technique: t, engine: &props.engine, notation: props.notation }) }
            }
        </div>
    }
}

/// Learn's line in Statistics: techniques learned and practising (read from storage).
pub fn learn_summary() -> Html {
    let (m, _) = crate::browser::learn::load_mastery();
    let (learned, tried) = m.counts();
    html! {
        <p class="learn-summary">{ format!("Learn: {learned} techniques learned, {} practising.", tried - learned) }</p>
    }
}

/// "What is an X-Wing?": a link to the lesson of `t`, when Learn has one.
pub fn lesson_link(t: Option<Technique>, on_action: &Callback<Action>) -> Html {
    let Some(t) = t.filter(|&t| family(t).is_some()) else {
        return html! {};
    };
    let name = t.name();
    let article = match name.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'X') => "an",
        _ => "a",
    };
    html! {
        <button type="button" class="link learn-link" onclick={on_action.reform(move |_: MouseEvent| Action::OpenLesson(t))}>
            { format!("What is {article} {name}?") }
        </button>
    }
}

/// The Learn view.
#[component]
pub fn LearnView(props: &LearnProps) -> Html {
    let learn = use_learn();
    let words: Words = use_state(|| None);
    let open = {
        let (engine, dispatch) = (props.engine.clone(), learn.dispatcher());
        let words = words.clone();
        Callback::from(move |t: Technique| {
            dispatch.dispatch(LearnAction::Open(t));
            ask_words(&engine, &words, t);
            ask_examples(&engine, &dispatch, t);
            ask_drill(&engine, &dispatch, t);
        })
    };
    {
        let open = open.clone();
        use_effect_with(props.asked, move |asked| {
            if let Some((t, _)) = asked {
                open.emit(*t);
            }
        });
    }
    // No key pressed in Learn reaches the game.
    let keep_keys = Callback::from(|e: KeyboardEvent| {
        if e.key() != "Tab" {
            e.stop_propagation();
        }
    });
    html! {
        <div class="learn" onkeydown={keep_keys}>
            if let Some(note) = &learn.note {
                <p class="learn-note" role="status">{ note.clone() }</p>
            }
            { match learn.open {
                Some(t) => lesson_view(props, &learn, t, &words),
                None => lesson_list(&learn, &open),
            } }
        </div>
    }
}
