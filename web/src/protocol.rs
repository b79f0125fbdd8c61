//! The messages between the page and the engine worker, and the worker's handler.
//!
//! Plain data, serialised as JSON text: the page never trusts a reply blindly (a reply that does
//! not decode becomes an error message), and this module has no DOM dependency, so
//! `cargo test -p web` exercises [`handle`] natively while the worker runs the same code as wasm.

use serde::{Deserialize, Serialize};
use solver_core::generator::{generate_classic_certified, generate_observed, Generated, Method};
use solver_core::logic::{hint, Explanation, Hint, Notation, Step, Technique};
use solver_core::sudogen::ClassicHint;
use solver_core::Candidate;
use solver_core::{rate, solutions, DigitSet, Grid, Rating, Solutions};

/// A question for the engine.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Request {
    /// Solve the puzzle and say whether the solution is unique.
    Solve {
        /// The givens.
        puzzle: Grid,
    },
    /// The next hint from the player's position.
    Hint {
        /// The givens.
        givens: Grid,
        /// The player's digits.
        entries: Grid,
        /// The player's centre marks (81 sets), when the hint should read them.
        marks: Option<Vec<DigitSet>>,
        /// How to write cells.
        notation: Notation,
    },
    /// SUDOGEN's classic coach: its next hint from this position (givens and digits).
    ClassicHint {
        /// The givens and the player's digits together.
        position: Grid,
        /// How many of the coach's lines for this position the page has shown already: once
        /// no value is forced, the coach goes on line by line (`[1-6] admits 579`, …).
        #[serde(default)]
        skip: u32,
    },
    /// The logical solution path, from the player's position when their digits are right,
    /// else from the givens.
    Steps {
        /// The givens.
        givens: Grid,
        /// The player's digits.
        entries: Grid,
        /// How to write cells.
        notation: Notation,
    },
    /// Rate the puzzle.
    Rate {
        /// The givens.
        puzzle: Grid,
    },
    /// Make a new puzzle.
    Generate {
        /// The seed (same seed and method, same puzzle).
        seed: u64,
        /// Which generator, with its options.
        method: Method,
    },
    /// Run one engine of the algorithm lab.
    Lab(crate::wire::lab::LabRequest),
}

impl Request {
    /// How long the page waits without any message from a worker busy with this request
    /// before it calls the worker dead (the engine's watchdog). Generous: a live worker
    /// answers these within a fraction of it even on a slow phone, and generation sends
    /// [`Response::Progress`] several times a second.
    pub fn silence_limit_ms(&self) -> u32 {
        match self {
            Request::Solve { .. } | Request::ClassicHint { .. } | Request::Generate { .. } => {
                20_000
            }
            Request::Hint { .. } | Request::Steps { .. } => 30_000,
            Request::Rate { .. } => 60_000,
            Request::Lab(_) => 120_000,
        }
    }
}

/// The engine's answer to a [`Request`].
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Response {
    /// The answer to [`Request::Solve`].
    Solved {
        /// The first solution found, if any.
        solution: Option<Grid>,
        /// `0`, `1` or `2` (meaning two or more).
        count: u8,
    },
    /// The answer to [`Request::Hint`].
    Hinted {
        /// The hint.
        hint: Hint,
        /// The hint as one line of text.
        message: String,
        /// The graded explanation, when the hint is a step.
        explanation: Option<Explanation>,
    },
    /// The answer to [`Request::Steps`].
    Path {
        /// The path, or why there is none (no solution, several).
        result: Result<LogicPath, String>,
    },
    /// The answer to [`Request::Rate`].
    Rated {
        /// The rating, or why there is none.
        rating: Result<Rating, String>,
    },
    /// The answer to [`Request::Generate`].
    Generated {
        /// The puzzle, or why there is none.
        result: Result<Generated, String>,
    },
    /// The answer to [`Request::Lab`].
    Lab(crate::wire::lab::LabResponse),
    /// Not an answer: the worker is still on the request and has reached try `done` (of at
    /// most `of`). Sent during long work, so the page can show progress and knows the worker
    /// is alive; the answer follows with the same id.
    Progress {
        /// The try the worker has reached.
        done: u32,
        /// The bound on tries.
        of: u32,
    },
    /// The request could not be read (a version mismatch between page and worker, say).
    Invalid {
        /// What was wrong.
        message: String,
    },
}

/// The logical solution path of a position, as the "Steps" panel shows it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct LogicPath {
    /// The position the path starts from (the givens, or the givens and the player's digits).
    pub start: Grid,
    /// Whether that includes the player's digits.
    pub from_entries: bool,
    /// The steps in order.
    pub steps: Vec<PathStep>,
    /// The position after the last step.
    pub end: Position,
    /// How the path ends, in words.
    pub outcome: String,
}

/// One step of a [`LogicPath`].
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PathStep {
    /// The step.
    pub step: Step,
    /// It on one line: `Hidden Single r9c3=7`.
    pub line: String,
    /// Its explanation.
    pub explanation: Explanation,
    /// The digits and candidates before it.
    pub before: Position,
}

/// Digits and candidates along a path. (Not a `PencilGrid`: that cannot tell a placed digit
/// from a cell with one candidate left.)
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Position {
    /// The placed digits, givens included.
    pub digits: Grid,
    /// The candidates of the empty cells.
    pub candidates: crate::sheet::Marks,
}

impl Position {
    /// The position `candidates` holds.
    pub fn of(candidates: &solver_core::Candidates) -> Position {
        let mut marks = crate::sheet::Marks::default();
        for cell in solver_core::Cell::all() {
            if candidates.value(cell).is_none() {
                marks.set(cell, candidates.candidates(cell));
            }
        }
        Position {
            digits: candidates.to_grid(),
            candidates: marks,
        }
    }
}

/// The path from the player's position (or from the givens when a digit of theirs is wrong).
pub fn logic_path(givens: &Grid, entries: &Grid, notation: Notation) -> Result<LogicPath, String> {
    let solution = match solutions(givens) {
        Solutions::None => return Err("the puzzle has no solution".into()),
        Solutions::Multiple(_) => return Err("the puzzle has more than one solution".into()),
        Solutions::Unique(s) => s,
    };
    let mut position = *givens;
    for cell in solver_core::Cell::all() {
        if position.get(cell).is_none() {
            position.set(cell, entries.get(cell));
        }
    }
    let from_entries = position != *givens && position.is_extended_by(&solution);
    let start = if from_entries { position } else { *givens };
    let result = solver_core::solve_logically(&start);
    let mut candidates = solver_core::Candidates::from_grid(&start);
    let mut steps = Vec::with_capacity(result.steps.len());
    let guesses = result
        .steps
        .iter()
        .position(|s| s.technique == Technique::Guess);
    for step in result.steps {
        let before = Position::of(&candidates);
        candidates.apply(&step);
        steps.push(PathStep {
            line: format!("{} {}", step.technique.name(), step.effect_tokens()),
            explanation: step.explain_in(notation),
            before,
            step,
        });
    }
    let outcome = match (result.outcome, guesses) {
        (solver_core::logic::Outcome::Solved, _) => {
            format!("Solved by logic alone in {} steps.", steps.len())
        }
        (solver_core::logic::Outcome::GuessNeeded, Some(at)) => format!(
            "Logic alone runs out at step {}: a guess from the solution (flagged) lets it go on.",
            at + 1
        ),
        (solver_core::logic::Outcome::Stuck, _) => "No technique applies any more.".into(),
        _ => "The position has no solution.".into(),
    };
    Ok(LogicPath {
        start,
        from_entries,
        end: Position::of(&candidates),
        steps,
        outcome,
    })
}

/// A request or reply with the number that pairs them.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Envelope<T> {
    /// Chosen by the page, echoed by the worker.
    pub id: u32,
    /// The request or the reply.
    pub body: T,
}

/// What the worker posts once its wasm has loaded and it listens: messages posted to a worker
/// before that would be lost, so the page queues them until it sees this.
pub const READY: &str = "ready";

/// Answers one request. Pure: the worker calls it, and so do the native tests.
pub fn handle(request: Request) -> Response {
    handle_observed(request, &mut |_| {})
}

/// [`handle`], telling `progress` about long work as it goes ([`Response::Progress`]).
pub fn handle_observed(request: Request, progress: &mut dyn FnMut(Response)) -> Response {
    match request {
        Request::Solve { puzzle } => match solutions(&puzzle) {
            Solutions::None => Response::Solved {
                solution: None,
                count: 0,
            },
            Solutions::Unique(solution) => Response::Solved {
                solution: Some(solution),
                count: 1,
            },
            Solutions::Multiple(solution) => Response::Solved {
                solution: Some(solution),
                count: 2,
            },
        },
        Request::Hint {
            givens,
            entries,
            marks,
            notation,
        } => {
            let marks: Option<[DigitSet; 81]> = marks.and_then(|m| m.try_into().ok());
            let hint = hint(&givens, &entries, marks.as_ref());
            let explanation = match &hint {
                Hint::Step(step) => Some(step.explain_in(notation)),
                _ => None,
            };
            Response::Hinted {
                message: hint.message(notation),
                hint,
                explanation,
            }
        }
        Request::ClassicHint { position, skip } => {
            let hint = solver_core::sudogen::ClassicCoach::new(&position).nth(skip as usize);
            let message = hint.map_or_else(|| "No more hints".to_string(), |h| h.to_string());
            // Shown as a step: a forced value is a placement the page can apply.
            let step = match hint {
                Some(ClassicHint::CanOnlyHold { cell, digit }) => {
                    Some((Technique::NakedSingle, cell, digit))
                }
                Some(ClassicHint::OnlySite { cell, digit }) => {
                    Some((Technique::HiddenSingleBox, cell, digit))
                }
                _ => None,
            };
            let hint = match (step, hint) {
                (Some((technique, cell, digit)), _) => {
                    let mut step = Step::new(technique);
                    step.placements.push(Candidate { cell, digit });
                    step.evidence.cells.push(cell);
                    Hint::Step(step)
                }
                // No forced value: the page shows the coach's own line ("[1-6] admits 579") and
                // only needs the cell to highlight, which this variant carries.
                (None, Some(ClassicHint::Admits { cell, .. })) => {
                    Hint::MarksExcludeSolution { cell }
                }
                (None, Some(ClassicHint::Solved)) => Hint::Solved,
                (None, Some(ClassicHint::IllegalPuzzle)) => Hint::NoSolution,
                _ => Hint::StaleMarks {
                    eliminations: Vec::new(),
                },
            };
            Response::Hinted {
                hint,
                message,
                explanation: None,
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
            result: match method {
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
            .map_err(|e| e.to_string()),
        },
        Request::Lab(request) => Response::Lab(crate::worker::lab::run(&request)),
    }
}

/// The worker's side of the wire: one JSON envelope in, one JSON envelope out. Never panics on
/// bad input; a message that does not decode is answered with [`Response::Invalid`] (id 0 if
/// even the id is unreadable).
pub fn handle_message(text: &str) -> String {
    handle_message_observed(text, &mut |_| {})
}

/// [`handle_message`], handing `post` each progress envelope (JSON text) as the work goes.
pub fn handle_message_observed(text: &str, post: &mut dyn FnMut(String)) -> String {
    let reply = match serde_json::from_str::<Envelope<Request>>(text) {
        Ok(Envelope { id, body }) => Envelope {
            id,
            body: handle_observed(body, &mut |body| {
                if let Ok(text) = serde_json::to_string(&Envelope { id, body }) {
                    post(text);
                }
            }),
        },
        Err(e) => {
            let id = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
                .and_then(|id| u32::try_from(id).ok())
                .unwrap_or(0);
            Envelope {
                id,
                body: Response::Invalid {
                    message: format!("unreadable request: {e}"),
                },
            }
        }
    };
    serde_json::to_string(&reply).unwrap_or_else(|e| {
        format!(
            r#"{{"id":{},"body":{{"Invalid":{{"message":"cannot encode reply: {e}"}}}}}}"#,
            reply.id
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn solve_round_trip_through_json() {
        let request = Envelope {
            id: 7,
            body: Request::Solve {
                puzzle: PUZZLE.parse().unwrap(),
            },
        };
        let text = handle_message(&serde_json::to_string(&request).unwrap());
        let reply: Envelope<Response> = serde_json::from_str(&text).unwrap();
        assert_eq!(reply.id, 7);
        match reply.body {
            Response::Solved {
                solution: Some(s),
                count: 1,
            } => {
                assert!(s.is_solved());
                assert!(
                    request.body
                        == Request::Solve {
                            puzzle: PUZZLE.parse().unwrap()
                        }
                );
                assert!(PUZZLE.parse::<Grid>().unwrap().is_extended_by(&s));
            }
            other => panic!("unexpected reply {other:?}"),
        }
    }

    #[test]
    fn counts_none_and_many() {
        assert_eq!(
            handle(Request::Solve {
                puzzle: Grid::EMPTY
            }),
            Response::Solved {
                solution: solver_core::solve(&Grid::EMPTY),
                count: 2
            }
        );
        let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert_eq!(
            handle(Request::Solve { puzzle: clash }),
            Response::Solved {
                solution: None,
                count: 0
            }
        );
    }

    #[test]
    fn generation_reports_progress_under_the_request_id() {
        let options = solver_core::generator::Options {
            level: Some(solver_core::rating::Level::Hard),
            ..Default::default()
        };
        let request = Envelope {
            id: 9,
            body: Request::Generate {
                seed: 3,
                method: Method::Modern(options),
            },
        };
        let mut posted = Vec::new();
        let text = handle_message_observed(&serde_json::to_string(&request).unwrap(), &mut |t| {
            posted.push(t)
        });
        let reply: Envelope<Response> = serde_json::from_str(&text).unwrap();
        let Response::Generated { result: Ok(g) } = reply.body else {
            panic!("unexpected reply {:?}", reply.body);
        };
        assert_eq!(posted.len() as u32, g.certificate.tries);
        for (i, text) in posted.iter().enumerate() {
            let p: Envelope<Response> = serde_json::from_str(text).unwrap();
            assert_eq!(p.id, 9);
            assert_eq!(
                p.body,
                Response::Progress {
                    done: i as u32 + 1,
                    of: options.max_tries
                }
            );
        }
        // The same answer as without an observer.
        assert_eq!(
            text,
            handle_message(&serde_json::to_string(&request).unwrap())
        );
    }

    #[test]
    fn the_classic_coach_goes_on_line_by_line_as_its_transcript_does() {
        // top1465 #3: one forced value, then no more, then each open cell's digits.
        let puzzle: Grid =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .parse()
                .unwrap();
        let mut after_first = puzzle;
        let transcript: Vec<String> = solver_core::sudogen::ClassicCoach::new(&puzzle)
            .map(|h| h.to_string())
            .collect();
        assert!(transcript.len() > 10, "{transcript:?}");
        // The first line places r9c3 = 7; the page applies it and asks again from there.
        let Response::Hinted {
            hint: Hint::Step(step),
            message,
            ..
        } = handle(Request::ClassicHint {
            position: puzzle,
            skip: 0,
        })
        else {
            panic!("the first line places a digit");
        };
        assert_eq!(message, transcript[0]);
        after_first.set(step.placements[0].cell, Some(step.placements[0].digit));
        for (skip, expected) in transcript[1..].iter().enumerate() {
            let Response::Hinted { message, .. } = handle(Request::ClassicHint {
                position: after_first,
                skip: skip as u32,
            }) else {
                panic!("no hint");
            };
            assert_eq!(&message, expected, "line {skip} after the placement");
        }
        // Old pages sent no `skip`: it reads as 0.
        let old = r#"{"id":1,"body":{"ClassicHint":{"position":"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"}}}"#;
        let reply: Envelope<Response> = serde_json::from_str(&handle_message(old)).unwrap();
        assert!(matches!(reply.body, Response::Hinted { message, .. } if message == transcript[0]));
    }

    #[test]
    fn the_path_starts_from_right_digits_and_replays_to_the_solution() {
        let givens: Grid = PUZZLE.parse().unwrap();
        let solution = solver_core::solve(&givens).unwrap();
        // No digits: from the givens; every step's "before" is the replay of the ones before.
        let path = logic_path(&givens, &Grid::EMPTY, Notation::RowColumn).unwrap();
        assert!(!path.from_entries);
        assert_eq!(path.start, givens);
        assert!(
            path.outcome.starts_with("Solved by logic alone"),
            "{}",
            path.outcome
        );
        assert_eq!(path.end.digits, solution);
        let mut c = solver_core::Candidates::from_grid(&givens);
        for s in &path.steps {
            assert_eq!(s.before, Position::of(&c));
            assert!(s.line.starts_with(s.step.technique.name()));
            c.apply(&s.step);
        }
        // A right digit: from the player's position, one step fewer.
        let r1c3 = solver_core::Cell::from_index(2);
        let mut entries = Grid::EMPTY;
        entries.set(r1c3, solution.get(r1c3));
        let mine = logic_path(&givens, &entries, Notation::RowColumn).unwrap();
        assert!(mine.from_entries);
        assert_eq!(mine.start.get(r1c3), solution.get(r1c3));
        assert_eq!(mine.steps.len() + 1, path.steps.len());
        // A wrong digit: from the givens again.
        entries.set(r1c3, solver_core::Digit::new_checked(1));
        let back = logic_path(&givens, &entries, Notation::RowColumn).unwrap();
        assert!(!back.from_entries);
        assert_eq!(back.steps.len(), path.steps.len());
        // No path for a puzzle with several solutions or none.
        assert!(logic_path(&Grid::EMPTY, &Grid::EMPTY, Notation::RowColumn)
            .unwrap_err()
            .contains("more than one"));
        let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert!(logic_path(&clash, &Grid::EMPTY, Notation::RowColumn)
            .unwrap_err()
            .contains("no solution"));
    }

    #[test]
    fn garbage_gets_an_answer_not_a_panic() {
        for text in [
            "",
            "{",
            r#"{"id":3,"body":"nope"}"#,
            r#"{"id":4,"body":{"Solve":{"puzzle":"12"}}}"#,
        ] {
            let reply: Envelope<Response> = serde_json::from_str(&handle_message(text)).unwrap();
            assert!(matches!(reply.body, Response::Invalid { .. }), "{text}");
        }
        let reply: Envelope<Response> = serde_json::from_str(&handle_message(
            r#"{"id":4,"body":{"Solve":{"puzzle":"12"}}}"#,
        ))
        .unwrap();
        assert_eq!(reply.id, 4);
    }
}
