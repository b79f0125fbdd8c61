//! The engine calls the page makes: the worker handle and whether it is busy, the analysis of
//! every new puzzle, and the commands behind the buttons (hint, solve, check, steps, new
//! puzzle, cancel). Each command asks the game what to do and dispatches the typed answer.

use super::engine::Engine;
use super::startup::when_settled;
use super::window::{new_id, random_u64};
use crate::forms::new_puzzle::NewPuzzleRequest;
use crate::game::{Action, Analysis, Game, HintPress, Tone};
use crate::wire::{Request, Response};
use solver_core::Grid;
use yew::prelude::*;

/// Where the worker's loader sits, relative to the page so that any sub-path works.
pub const WORKER_PATH: &str = "./worker_loader.js";

/// The engine worker, and whether it is working on something (its own count of calls).
#[hook]
pub fn use_engine() -> (Engine, bool) {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    let busy = use_state_eq(|| false);
    {
        let (engine, busy) = (engine.clone(), busy.setter());
        use_effect_with((), move |_| engine.on_busy(move |b| busy.set(b)));
    }
    ((*engine).clone(), *busy)
}

/// Asks the engine to solve `givens`, then dispatches the answer and `then` (if any).
fn analyse(
    engine: &Engine,
    dispatch: &UseReducerDispatcher<Game>,
    givens: Grid,
    then: Option<Action>,
) {
    dispatch.dispatch(Action::AnalysisStarted(givens));
    let dispatch = dispatch.clone();
    engine.ask(
        Request::Solve { puzzle: givens },
        Response::solved,
        move |result| {
            dispatch.dispatch(Action::Analysed { givens, result });
            if let Some(action) = then {
                dispatch.dispatch(action);
            }
        },
    );
}

/// Asks about every new set of givens (solvable? unique?), and rates a unique puzzle once. The
/// first asking waits for the page to settle (it starts the engine worker), and is dropped if
/// the givens changed meanwhile.
#[hook]
pub fn use_analysis(engine: &Engine, game: &UseReducerHandle<Game>) {
    let on_screen = use_mut_ref(|| Grid::EMPTY);
    {
        let (engine, dispatch) = (engine.clone(), game.dispatcher());
        use_effect_with(game.givens, move |&givens| {
            *on_screen.borrow_mut() = givens;
            if givens != Grid::EMPTY {
                when_settled(move || {
                    if *on_screen.borrow() == givens {
                        analyse(&engine, &dispatch, givens, None);
                    }
                });
            }
        });
    }
    let (engine, dispatch, known) = (engine.clone(), game.dispatcher(), game.rating.is_some());
    use_effect_with((game.givens, game.analysis), move |(givens, analysis)| {
        if *analysis == Analysis::Unique && !known {
            let givens = *givens;
            engine.ask(
                Request::Rate { puzzle: givens },
                Response::rated,
                move |result| dispatch.dispatch(Action::Rated { givens, result }),
            );
        }
    });
}

/// The commands behind the play screen's buttons.
#[derive(Clone, PartialEq)]
pub struct Commands {
    /// Hint: the next stage, or a new hint from the engine.
    pub hint: Callback<()>,
    /// Solve: always asks the engine (which also restarts a worker that died), then reveals.
    pub solve: Callback<()>,
    /// Runs an action that needs the solution (Check, Back to last correct) once it is known.
    pub with_solution: Callback<Action>,
    /// Steps: the logical path.
    pub steps: Callback<()>,
    /// A new puzzle from the generator.
    pub generate: Callback<NewPuzzleRequest>,
    /// Stops the engine's work at once.
    pub cancel: Callback<()>,
}

/// The commands for `game` on `engine`.
#[hook]
pub fn use_commands(engine: &Engine, game: &UseReducerHandle<Game>) -> Commands {
    let generate = generate(engine, game.dispatcher());
    Commands {
        hint: hint(engine, game),
        solve: solve(engine, game),
        with_solution: with_solution(engine, game),
        steps: steps(engine, game),
        generate,
        cancel: {
            let engine = engine.clone();
            Callback::from(move |_: ()| engine.cancel())
        },
    }
}

fn hint(engine: &Engine, game: &UseReducerHandle<Game>) -> Callback<()> {
    let (engine, press, dispatch) = (engine.clone(), game.hint_press(), game.dispatcher());
    Callback::from(move |_: ()| match press.clone() {
        HintPress::Advance => dispatch.dispatch(Action::HintAdvance),
        HintPress::Refuse(why) => dispatch.dispatch(Action::Notify(Tone::Info, why)),
        HintPress::Ask {
            request,
            position,
            classic_line,
        } => {
            let dispatch = dispatch.clone();
            engine.ask(*request, Response::hinted, move |result| {
                dispatch.dispatch(Action::HintReceived {
                    position,
                    classic_line,
                    result,
                })
            });
        }
    })
}

fn solve(engine: &Engine, game: &UseReducerHandle<Game>) -> Callback<()> {
    let (engine, dispatch, givens) = (engine.clone(), game.dispatcher(), game.givens);
    let nothing = game.nothing_to_solve().is_some();
    Callback::from(move |_: ()| {
        if nothing || !givens.conflicts().is_empty() {
            dispatch.dispatch(Action::RevealSolution);
        } else {
            analyse(&engine, &dispatch, givens, Some(Action::RevealSolution));
        }
    })
}

fn with_solution(engine: &Engine, game: &UseReducerHandle<Game>) -> Callback<Action> {
    let (engine, dispatch) = (engine.clone(), game.dispatcher());
    let (givens, known) = (game.givens, game.solution.is_some());
    Callback::from(move |action: Action| {
        if known || givens == Grid::EMPTY || !givens.conflicts().is_empty() {
            dispatch.dispatch(action);
        } else {
            analyse(&engine, &dispatch, givens, Some(action));
        }
    })
}

fn steps(engine: &Engine, game: &UseReducerHandle<Game>) -> Callback<()> {
    let (engine, dispatch) = (engine.clone(), game.dispatcher());
    let (givens, entries, notation) = (game.givens, game.sheet.entries, game.settings.notation);
    Callback::from(move |_: ()| {
        if givens == Grid::EMPTY {
            let why = "Enter or open a puzzle first.".into();
            dispatch.dispatch(Action::Notify(Tone::Info, why));
            return;
        }
        let dispatch = dispatch.clone();
        let request = Request::Steps {
            givens,
            entries,
            notation,
        };
        engine.ask(request, Response::path, move |result| {
            dispatch.dispatch(Action::StepsReceived { givens, result })
        });
    })
}

fn generate(engine: &Engine, dispatch: UseReducerDispatcher<Game>) -> Callback<NewPuzzleRequest> {
    let engine = engine.clone();
    Callback::from(move |request: NewPuzzleRequest| {
        let seed = request.seed.unwrap_or_else(|| random_u64() >> 11);
        dispatch.dispatch(Action::GenerateRequested {
            note: request.note(),
        });
        let on_progress = {
            let dispatch = dispatch.clone();
            move |done, of| dispatch.dispatch(Action::GenerateProgress { done, of })
        };
        let dispatch = dispatch.clone();
        let request = Request::Generate {
            seed,
            method: request.method,
        };
        engine.call_with_progress(request, on_progress, move |reply| {
            let result = crate::wire::typed(reply, Response::generated);
            dispatch.dispatch(Action::GeneratedPuzzle {
                id: new_id(),
                result,
            })
        });
    })
}
