//! Printing: the puzzle on screen, or a batch of new puzzles from the generator, laid out by
//! the print view and handed to the browser's print dialog.

use super::engine::Engine;
use super::qr::{use_qr_codes, QrCodes};
use super::window::{page_base, print, random_u64};
use crate::forms::print::{current_item, PrintItem, PrintJob, PrintRequest};
use crate::game::{Action, Analysis, Game, Tone};
use crate::share::link::compact_fragment;
use crate::wire::{Answer, EngineError, Request, Response};
use solver_core::generator::{Generated, Method, Options};
use solver_core::Grid;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// The print job on the page, and whether the dialog should open for it.
type Job = UseStateHandle<Option<(PrintJob, bool)>>;

/// What printing offers the page.
pub struct Printing {
    /// The job to lay out for print: the one asked for, else the puzzle on screen (Ctrl+P).
    pub job: Option<PrintJob>,
    /// The QR codes of the job's links ([`print_link`]), made by the worker.
    pub qr: QrCodes,
    /// "Print": the puzzle on screen, one per page.
    pub print_current: Callback<()>,
    /// "Print puzzles": the form's request.
    pub print_request: Callback<PrintRequest>,
}

/// Print jobs for `game`, generating new puzzles on `engine` when asked.
#[hook]
pub fn use_printing(engine: &Engine, game: &UseReducerHandle<Game>) -> Printing {
    let job: Job = use_state(|| None);
    let current = current_item(game.givens, game.solution, game.level_text());
    let on_screen = (game.givens != Grid::EMPTY).then(|| PrintJob {
        per_page: 1,
        answers: false,
        items: vec![current_item(game.givens, game.solution, String::new())],
    });
    let shown = job.as_ref().map(|(j, _)| j.clone()).or(on_screen);
    // The codes of the puzzle on screen (for the browser's own Print) are asked once its
    // analysis and rating are in: not during the first visit's busy start.
    let waiting = game.analysis == Analysis::Pending
        || (game.analysis == Analysis::Unique && game.rating.is_none());
    let links: Vec<String> = shown
        .iter()
        .filter(|_| job.is_some() || !waiting)
        .flat_map(|j| j.items.iter().map(|item| print_link(&item.puzzle)))
        .collect();
    let qr = use_qr_codes(engine, links.clone());
    // Open the print dialog once a job is on the page and the worker has answered for its
    // QR codes (drawn, or given up: the puzzles print either way).
    {
        let job = job.clone();
        let go = job.as_ref().map(|(_, go)| *go && qr.settled(&links));
        use_effect_with(go, move |go| {
            if *go == Some(true) {
                if let Some((j, _)) = (*job).clone() {
                    job.set(Some((j, false)));
                    print();
                }
            }
        });
    }
    Printing {
        job: shown,
        qr,
        print_current: {
            let (job, dispatch, current) = (job.clone(), game.dispatcher(), current.clone());
            Callback::from(move |_: ()| {
                let empty = "Enter or open a puzzle first.";
                one_page(&job, &dispatch, &current, (1, false), empty)
            })
        },
        print_request: {
            let (engine, dispatch) = (engine.clone(), game.dispatcher());
            Callback::from(move |request: PrintRequest| {
                if request.count == 0 {
                    let layout = (request.per_page, request.answers);
                    let empty = "Enter or open a puzzle first, or ask for new ones.";
                    one_page(&job, &dispatch, &current, layout, empty);
                } else {
                    generate_batch(&engine, &dispatch, &job, request);
                }
            })
        },
    }
}

/// The link a printed puzzle's QR code opens: the compact one (fewer characters, a smaller QR
/// version, bigger modules).
pub fn print_link(puzzle: &Grid) -> String {
    format!("{}{}", page_base(), compact_fragment(puzzle))
}

fn one_page(
    job: &Job,
    dispatch: &UseReducerDispatcher<Game>,
    item: &PrintItem,
    (per_page, answers): (u8, bool),
    empty: &str,
) {
    if item.puzzle == Grid::EMPTY {
        dispatch.dispatch(Action::Notify(Tone::Info, empty.into()));
        return;
    }
    let items = vec![item.clone()];
    job.set(Some((
        PrintJob {
            per_page,
            answers,
            items,
        },
        true,
    )));
}

/// A batch being generated for print: the puzzles so far, and whether it was given up.
struct Batch {
    request: PrintRequest,
    items: RefCell<Vec<PrintItem>>,
    aborted: Cell<bool>,
}

fn generate_batch(
    engine: &Engine,
    dispatch: &UseReducerDispatcher<Game>,
    job: &Job,
    request: PrintRequest,
) {
    let options = Options {
        level: request.level,
        no_guessing: true,
        symmetry: solver_core::Symmetry::Rot180,
        max_tries: solver_core::generator::tries_budget(
            request.level,
            solver_core::Symmetry::Rot180,
        ),
        ..Options::default()
    };
    let text = format!("Generating {} puzzles to print…", request.count);
    dispatch.dispatch(Action::Notify(Tone::Info, text));
    let base = random_u64() >> 32;
    let batch = Rc::new(Batch {
        request,
        items: RefCell::new(Vec::new()),
        aborted: Cell::new(false),
    });
    for i in 0..u64::from(batch.request.count) {
        let (batch, job, dispatch) = (batch.clone(), job.clone(), dispatch.clone());
        let seed = base + i;
        let ask = Request::Generate {
            seed,
            method: Method::Modern(options),
        };
        engine.ask(ask, Response::generated, move |result| {
            arrived(&batch, &job, &dispatch, seed, result)
        });
    }
}

fn arrived(
    batch: &Batch,
    job: &Job,
    dispatch: &UseReducerDispatcher<Game>,
    seed: u64,
    result: Answer<Result<Generated, String>>,
) {
    if batch.aborted.get() {
        return;
    }
    let why = match result {
        Ok(Ok(g)) => return add(batch, job, dispatch, seed, g),
        Ok(Err(why)) => format!("Cannot print: {why}."),
        Err(EngineError::Cancelled) => {
            "Cancelled. Nothing was printed; your game is unchanged.".into()
        }
        Err(EngineError::Failed(why)) => {
            format!("Cannot print: the engine failed ({why}). Your game is unchanged.")
        }
    };
    batch.aborted.set(true);
    dispatch.dispatch(Action::Notify(Tone::Problem, why));
}

fn add(batch: &Batch, job: &Job, dispatch: &UseReducerDispatcher<Game>, seed: u64, g: Generated) {
    let level = g
        .certificate
        .rating
        .as_ref()
        .map(|r| format!("{} {}", r.level, r.tenths()))
        .unwrap_or_default();
    batch.items.borrow_mut().push(PrintItem {
        puzzle: g.puzzle,
        solution: Some(g.solution),
        level,
        seed: Some(seed),
    });
    let (done, of) = (batch.items.borrow().len(), batch.request.count);
    if done < usize::from(of) {
        let text = format!("Generated {done} of {of} puzzles…");
        return dispatch.dispatch(Action::Notify(Tone::Info, text));
    }
    job.set(Some((
        PrintJob {
            per_page: batch.request.per_page,
            answers: batch.request.answers,
            items: batch.items.borrow().clone(),
        },
        true,
    )));
    let text = format!("{done} puzzles ready to print.");
    dispatch.dispatch(Action::Notify(Tone::Success, text));
}
