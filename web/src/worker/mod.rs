//! The worker's side: one request in, one answer out. Each arm is a call into `solver_core`;
//! no DOM, so `cargo test -p web` exercises it natively while the worker runs it as wasm.

pub mod bench;
pub mod foreign;
pub mod lab;
mod message;
pub mod qr;
pub mod scan;

pub use message::{handle_bytes, handle_bytes_observed, handle_message, handle_message_observed};

use crate::wire::{codec, LogicPath, PathStep, Request, Response, Tally, GENERATE_MANY_MAX};
use solver_core::generator::{
    generate_classic, generate_classic_certified, generate_observed, Generated, Method,
};
use solver_core::learn;
use solver_core::logic::{self, hint, ChainNotation, Hint, Notation};
use solver_core::{rate, solutions, DigitSet, Grid, Solutions};

/// Answers one request. Pure: the worker calls it, and so do the native tests.
pub fn handle(request: Request) -> Response {
    handle_observed(request, &mut |_| {})
}

/// [`handle`], telling `progress` about long work as it goes ([`Response::Progress`]).
pub fn handle_observed(request: Request, progress: &mut dyn FnMut(Response)) -> Response {
    match request {
        Request::Solve { puzzle } => solve(&puzzle),
        Request::Hint {
            givens,
            entries,
            marks,
            notation,
            chain_notation,
        } => modern_hint(&givens, &entries, marks, (notation, chain_notation)),
        Request::ClassicHint { position, skip } => {
            let hint = solver_core::sudogen::ClassicCoach::new(&position).nth(skip as usize);
            Response::ClassicHinted {
                message: hint.map_or_else(|| "No more hints".to_string(), |h| h.to_string()),
                hint,
            }
        }
        Request::Steps {
            givens,
            entries,
            notation,
        } => Response::Path {
            result: logic_path(&givens, &entries, notation),
        },
        Request::Rate { puzzle } => Response::Rated {
            rating: rate(&puzzle).map_err(|e| e.to_string()),
        },
        Request::Generate { seed, method } => Response::Generated {
            result: generate(seed, method, progress),
        },
        Request::GenerateMany {
            first_seed,
            count,
            method,
        } => Response::GeneratedMany {
            result: generate_many(first_seed, count, &method),
        },
        Request::Lab(request) => match codec::Packed::new(&lab::run(&request)) {
            Ok(packed) => Response::Lab(packed),
            Err(message) => Response::Invalid { message },
        },
        Request::Recognise(image) => Response::Recognised {
            result: scan::read(&image),
        },
        Request::QrCodes { texts } => Response::QrCodes {
            result: qr::codes(&texts),
        },
        Request::ReadForeign { text } => Response::ForeignRead {
            result: foreign::read(&text),
        },
        Request::SolveMany {
            text,
            unique,
            rounds,
            check,
        } => Response::SolvedMany {
            result: bench::solve_many(&text, unique, rounds, check),
        },
        Request::Drill { technique, seed } => Response::Drilled {
            result: learn::drill(technique, seed)
                .ok_or_else(|| format!("no drill for {}", technique.name())),
        },
        Request::Examples { technique } => Response::Examples {
            examples: learn::examples(technique),
        },
        Request::Lesson { technique } => Response::Lesson {
            words: learn::lesson(technique).map(|l| (l.idea.to_string(), l.expert.to_string())),
        },
        Request::CheckDrill { exercise, attempt } => {
            let verdict = learn::check(&exercise, &attempt);
            Response::DrillChecked {
                message: learn::feedback(&exercise, &verdict, Notation::RowColumn),
                verdict,
            }
        }
    }
}

fn solve(puzzle: &Grid) -> Response {
    let (solution, count) = match solutions(puzzle) {
        Solutions::None => (None, 0),
        Solutions::Unique(s) => (Some(s), 1),
        Solutions::Multiple(s) => (Some(s), 2),
    };
    Response::Solved { solution, count }
}

fn modern_hint(
    givens: &Grid,
    entries: &Grid,
    marks: Option<Vec<DigitSet>>,
    (notation, chain_notation): (Notation, ChainNotation),
) -> Response {
    let marks: Option<[DigitSet; 81]> = marks.and_then(|m| m.try_into().ok());
    let hint = hint(givens, entries, marks.as_ref());
    let (explanation, summary) = match &hint {
        Hint::Step(step) => (
            Some(step.explain_with(notation, chain_notation)),
            Some(step.technique.summary().to_string()),
        ),
        _ => (None, None),
    };
    Response::Hinted {
        message: hint.message(notation),
        hint,
        explanation,
        summary,
    }
}

fn generate(
    seed: u64,
    method: Method,
    progress: &mut dyn FnMut(Response),
) -> Result<Generated, String> {
    match method {
        Method::Modern(options) => generate_observed(seed, &options, &mut |done| {
            progress(Response::Progress {
                done,
                of: options.max_tries.max(1),
            })
        }),
        Method::Classic(options) => {
            generate_classic_certified(seed, &options).map(|(p, certificate)| Generated {
                puzzle: p.puzzle,
                solution: p.solution,
                certificate,
            })
        }
    }
    .map_err(|e| e.to_string())
}

/// Makes `count` puzzles with consecutive seeds and keeps the tally (the generator benchmark):
/// the same library calls as the native `generator_bench`, so the times compare.
fn generate_many(first_seed: u64, count: u32, method: &Method) -> Result<Tally, String> {
    if count > GENERATE_MANY_MAX {
        return Err(format!(
            "{count} puzzles asked for; at most {GENERATE_MANY_MAX} per request"
        ));
    }
    let mut tally = Tally {
        made: 0,
        failed: 0,
        tries: 0,
    };
    for seed in (0..count).map(|k| first_seed.wrapping_add(u64::from(k))) {
        let tries = match method {
            Method::Classic(options) => generate_classic(seed, options).map(|p| p.tries).ok(),
            Method::Modern(options) => solver_core::generator::generate(seed, options)
                .map(|g| g.certificate.tries)
                .ok(),
        };
        match tries {
            Some(t) => {
                tally.made += 1;
                tally.tries += u64::from(t);
            }
            None => tally.failed += 1,
        }
    }
    Ok(tally)
}

/// The path from the player's position (or from the givens when a digit of theirs is wrong),
/// each step with its line and explanation in `notation`.
pub fn logic_path(givens: &Grid, entries: &Grid, notation: Notation) -> Result<LogicPath, String> {
    let solution = match solutions(givens) {
        Solutions::None => return Err("the puzzle has no solution".into()),
        Solutions::Multiple(_) => return Err("the puzzle has more than one solution".into()),
        Solutions::Unique(s) => s,
    };
    let position = givens.with_entries(entries);
    let from_entries = position != *givens && position.is_extended_by(&solution);
    let start = if from_entries { position } else { *givens };
    let path = logic::path(&start);
    let outcome = path.outcome_text();
    let steps = path
        .steps
        .into_iter()
        .map(|s| PathStep {
            line: format!("{} {}", s.step.technique.name(), s.step.effect_tokens()),
            explanation: s.step.explain_in(notation),
            before: s.before,
            step: s.step,
        })
        .collect();
    Ok(LogicPath {
        start,
        from_entries,
        steps,
        end: path.end,
        outcome,
    })
}

#[cfg(test)]
mod tests;
