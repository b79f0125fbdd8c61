//! Learn's browser side: the progress in localStorage (`persist::learn` does the care), and
//! the engine calls of a lesson (worked examples, a drill, its check, the nudge ladder).

use super::engine::Engine;
use super::storage::local;
use super::window::random_u64;
use crate::game::learn::{Learn, LearnAction};
use crate::game::{Action, Game};
use crate::nav::View;
use crate::persist::learn::{self, Mastery, Outcome};
use crate::wire::{Request, Response};
use solver_core::learn::{Attempt, Exercise};
use solver_core::logic::{ChainNotation, Notation};
use solver_core::{DigitSet, Technique};
use yew::prelude::*;

/// The progress as stored, with a note when it could not be read.
pub fn load_mastery() -> (Mastery, Option<String>) {
    match local() {
        Ok(mut store) => match learn::load(&mut store) {
            Ok(m) => (m, None),
            Err(why) => (Mastery::default(), Some(why)),
        },
        Err(why) => (
            Mastery::default(),
            Some(format!("Your progress is not kept: {why}.")),
        ),
    }
}

/// Applies `change` to the stored progress (see `persist::learn::update`).
pub fn change_mastery(change: impl FnOnce(&mut Mastery)) -> (Mastery, Option<String>) {
    match local() {
        Ok(mut store) => learn::update(&mut store, change),
        Err(why) => {
            let mut m = load_mastery().0;
            change(&mut m);
            (m, Some(format!("Your progress is not kept: {why}.")))
        }
    }
}

/// Counts one check's result.
pub fn record(t: Technique, outcome: Outcome) -> (Mastery, Option<String>) {
    change_mastery(|m| m.apply(t, outcome))
}

/// Learn's state, its progress read once at start.
#[hook]
pub fn use_learn() -> UseReducerHandle<Learn> {
    let learn = use_reducer(Learn::default);
    {
        let dispatch = learn.dispatcher();
        use_effect_with((), move |_| {
            let (m, note) = load_mastery();
            dispatch.dispatch(LearnAction::Mastery(m, note));
        });
    }
    learn
}

/// The game's actions, with a lesson asked for (`Action::OpenLesson`, a link on a hint or a
/// step) opening Learn instead; and the lesson last asked for, with a count (asked again:
/// opened again).
#[hook]
pub fn use_lesson_links(
    dispatch: UseReducerDispatcher<Game>,
    open: &Callback<View>,
) -> (Callback<Action>, Option<(Technique, u32)>) {
    let lesson = use_state(|| None::<(Technique, u32)>);
    let on_action = {
        let (lesson, open) = (lesson.clone(), open.clone());
        Callback::from(move |action: Action| match action {
            Action::OpenLesson(t) => {
                lesson.set(Some((t, (*lesson).map_or(0, |(_, n)| n + 1))));
                open.emit(View::Learn);
            }
            other => dispatch.dispatch(other),
        })
    };
    (on_action, *lesson)
}

/// Asks for the worked examples of `t`.
pub fn ask_examples(engine: &Engine, dispatch: &UseReducerDispatcher<Learn>, t: Technique) {
    let dispatch = dispatch.clone();
    engine.ask(
        Request::Examples { technique: t },
        |r| match r {
            Response::Examples { examples } => Some(examples),
            _ => None,
        },
        move |answer| dispatch.dispatch(LearnAction::Examples(t, answer)),
    );
}

/// Asks for a new drill position of `t` (a fresh seed each time).
pub fn ask_drill(engine: &Engine, dispatch: &UseReducerDispatcher<Learn>, t: Technique) {
    dispatch.dispatch(LearnAction::DrillAsked);
    let dispatch = dispatch.clone();
    let seed = random_u64() >> 11;
    engine.ask(
        Request::Drill { technique: t, seed },
        |r| match r {
            Response::Drilled { result } => Some(result),
            _ => None,
        },
        move |answer| dispatch.dispatch(LearnAction::Drilled(t, answer)),
    );
}

/// Checks the player's move; counts the result in the progress (`helped`: a nudge or a
/// wrong check came before on this position).
pub fn ask_check(
    engine: &Engine,
    dispatch: &UseReducerDispatcher<Learn>,
    exercise: Exercise,
    attempt: Attempt,
    helped: bool,
) {
    let dispatch = dispatch.clone();
    let request = Request::CheckDrill {
        exercise: exercise.clone(),
        attempt,
    };
    engine.ask(
        request,
        |r| match r {
            Response::DrillChecked { verdict, message } => Some((verdict, message)),
            _ => None,
        },
        move |answer| {
            if let Ok((verdict, _)) = &answer {
                if let Some(outcome) = crate::game::learn::outcome(helped, verdict) {
                    let (m, note) = record(exercise.technique, outcome);
                    dispatch.dispatch(LearnAction::Mastery(m, note));
                }
            }
            dispatch.dispatch(LearnAction::Checked(exercise, answer));
        },
    );
}

/// Asks the coach for its hint on the drill's position: the nudge ladder.
pub fn ask_nudge(
    engine: &Engine,
    dispatch: &UseReducerDispatcher<Learn>,
    exercise: Exercise,
    notation: Notation,
) {
    let dispatch = dispatch.clone();
    let marks: Vec<DigitSet> = exercise.position.candidates.as_array().to_vec();
    let request = Request::Hint {
        givens: exercise.givens,
        entries: exercise.position.digits,
        marks: Some(marks),
        notation,
        chain_notation: ChainNotation::default(),
    };
    engine.ask(request, Response::hinted, move |answer| {
        dispatch.dispatch(LearnAction::Nudged(exercise, answer))
    });
}
