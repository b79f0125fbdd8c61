//! The messages between the page and the engine worker: plain data in an [`Envelope`], sent as
//! postcard bytes ([`codec`]). Imports only `solver_core`: the page's types never travel.
//!
//! Each answer the page waits for has a typed form (`Solved`, `Hinted`, …) and a function that
//! takes it out of a [`Response`] (`Response::solved`, …): the engine bridge turns any other
//! reply into an [`EngineError`] once, so the game's actions carry typed results.

pub mod codec;
pub mod foreign;
pub mod lab;
pub mod qr;
pub mod scan;

use serde::{Deserialize, Serialize};
use solver_core::generator::{Generated, Method};
use solver_core::learn::{Attempt, Exercise, Verdict};
use solver_core::logic::{ChainNotation, Explanation, Hint, Notation, Position, Step, Technique};
use solver_core::sudogen::ClassicHint;
use solver_core::{DigitSet, Grid, Rating};
use std::fmt;

/// A question for the engine.
// `CheckDrill` carries a whole exercise (a few hundred bytes): requests travel one at a time,
// and the Learn API the page builds against takes the exercise unboxed.
#[allow(clippy::large_enum_variant)]
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
        /// How to write the whole chain of a chain step.
        #[serde(default)]
        chain_notation: ChainNotation,
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
    /// Make `count` puzzles with the seeds `first_seed`, `first_seed + 1`, … and answer only
    /// how many came out: the generator benchmark, which times this request from the page.
    /// Classic puzzles come without their certificates, as in the native `generator_bench`.
    GenerateMany {
        /// The first seed.
        first_seed: u64,
        /// How many puzzles (at most [`GENERATE_MANY_MAX`]).
        count: u32,
        /// Which generator, with its options.
        method: Method,
    },
    /// Run one engine of the algorithm lab.
    Lab(lab::LabRequest),
    /// Read the puzzle in a photo.
    Recognise(scan::ScanImage),
    /// The QR code of each text (at most [`qr::QR_TEXTS_MAX`]).
    QrCodes {
        /// The texts (links).
        texts: Vec<String>,
    },
    /// Read a link or board string of another Sudoku site (SudokuWiki, SudokuPad, f-puzzles,
    /// sudoku.coach).
    ReadForeign {
        /// The pasted or typed text.
        text: String,
    },
    /// Run the fast solver `rounds` times over the puzzles of `text` and answer only the
    /// tally: the solver benchmark, which times this request from the page (`rounds` 0 times
    /// the parsing and the messages alone). With `check`, one more pass makes the tally's
    /// digest of the first solutions and its sum of guesses, to compare builds with each
    /// other and with the CLI.
    SolveMany {
        /// One puzzle per line, its first 81 characters; empty lines and `#` lines skipped.
        text: String,
        /// Count up to 2 solutions (`true`), or stop at the first.
        unique: bool,
        /// How many runs over the puzzles (at most [`SOLVE_MANY_MAX_ROUNDS`]).
        rounds: u32,
        /// Whether to make [`SolveTally::digest`] and [`SolveTally::guesses`].
        check: bool,
    },
    /// Learn: a drill of `technique` (the same seed, the same exercise).
    Drill {
        /// The technique to practise.
        technique: Technique,
        /// The seed.
        seed: u64,
    },
    /// Learn: the worked examples of `technique`.
    Examples {
        /// The technique.
        technique: Technique,
    },
    /// Learn: the words of the lesson of `technique` (the page does not carry them).
    Lesson {
        /// The technique.
        technique: Technique,
    },
    /// Learn: check a player's move in a drill.
    CheckDrill {
        /// The drill.
        exercise: Exercise,
        /// The move.
        attempt: Attempt,
    },
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
            Request::Lab(_) | Request::GenerateMany { .. } | Request::SolveMany { .. } => 120_000,
            // Well under a second on this machine; a slow phone gets ample room.
            Request::Recognise(_) => 30_000,
            Request::QrCodes { .. } | Request::ReadForeign { .. } => 20_000,
            // A drill takes at most about 2 s in the worker on this machine (BENCHMARKS.md,
            // "Learn: drills"); examples and checks far less.
            Request::Drill { .. }
            | Request::Examples { .. }
            | Request::Lesson { .. }
            | Request::CheckDrill { .. } => 30_000,
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
        /// The technique's idea in one plain sentence (`Technique::summary`), when the hint is
        /// a step: answered here so that the page does not carry every technique's sentence.
        summary: Option<String>,
    },
    /// The answer to [`Request::ClassicHint`].
    ClassicHinted {
        /// The coach's line; none once its transcript is over ("No more hints").
        hint: Option<ClassicHint>,
        /// The line as SUDOGEN printed it.
        message: String,
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
    /// The answer to [`Request::GenerateMany`].
    GeneratedMany {
        /// The puzzles made, or why none were tried.
        result: Result<Tally, String>,
    },
    /// The answer to [`Request::Lab`], packed: the page's decoder skips it (the lab's own wasm
    /// unpacks it).
    Lab(codec::Packed<lab::LabResponse>),
    /// The answer to [`Request::Recognise`].
    Recognised {
        /// The grid read, or why there is none.
        result: Result<scan::Recognised, scan::ScanFailure>,
    },
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
    /// The answer to [`Request::QrCodes`]: one code per text, in order (none for a text too
    /// long for a QR code), or why there are none.
    QrCodes {
        /// The codes.
        result: Result<Vec<Option<qr::QrMatrix>>, String>,
    },
    /// The answer to [`Request::ReadForeign`].
    ForeignRead {
        /// The puzzle, or why there is none.
        result: Result<foreign::ForeignPuzzle, foreign::ForeignRefusal>,
    },
    /// The answer to [`Request::SolveMany`].
    SolvedMany {
        /// The tally, or why nothing was run (an unreadable line, too many puzzles).
        result: Result<SolveTally, String>,
    },
    /// The answer to [`Request::Drill`].
    Drilled {
        /// The exercise, or why there is none.
        result: Result<Exercise, String>,
    },
    /// The answer to [`Request::Examples`].
    Examples {
        /// The worked examples (none for a technique without a lesson).
        examples: Vec<Exercise>,
    },
    /// The answer to [`Request::Lesson`].
    Lesson {
        /// The idea in plain words and the line for experts (none for a technique without a
        /// lesson).
        words: Option<(String, String)>,
    },
    /// The answer to [`Request::CheckDrill`].
    DrillChecked {
        /// The verdict.
        verdict: Verdict,
        /// The verdict in words (cells as `r4c5`).
        message: String,
    },
}

/// The most puzzles one [`Request::GenerateMany`] makes: a benchmark's worth, and a bound on
/// how long one request keeps the worker.
pub const GENERATE_MANY_MAX: u32 = 100_000;

/// What a [`Request::GenerateMany`] made.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Tally {
    /// Puzzles made.
    pub made: u32,
    /// Seeds that gave none (the generator gave up).
    pub failed: u32,
    /// The generator's tries over all of them (decimations for the classic generator).
    pub tries: u64,
}

/// The most puzzles one [`Request::SolveMany`] reads (the largest benchmark set has 49,158).
pub const SOLVE_MANY_MAX: usize = 100_000;

/// The most runs one [`Request::SolveMany`] makes.
pub const SOLVE_MANY_MAX_ROUNDS: u32 = 100;

/// What a [`Request::SolveMany`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SolveTally {
    /// Puzzles read.
    pub puzzles: u32,
    /// Solutions found in one run, summed over the puzzles (counted up to 2 each, or 1 when
    /// stopping at the first): a check that the runs did the work.
    pub solutions: u64,
    /// With `check`: 32-bit FNV-1a over what `sudoku solve` prints for the puzzles (each
    /// first solution as 81 digits, or `none`, and a line feed), so a page can compare it
    /// with the native command's output.
    pub digest: Option<u32>,
    /// With `check`: the guesses the search made for those first solutions (counting up to 2,
    /// or stopping at the first), summed over the puzzles, as `sudoku bench --stats` prints
    /// them natively: equal when the wasm build searches exactly as the native one.
    pub guesses: Option<u64>,
}

/// The answer to [`Request::Solve`], typed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Solved {
    /// The first solution found, if any.
    pub solution: Option<Grid>,
    /// `0`, `1` or `2` (meaning two or more).
    pub count: u8,
}

/// The answer to [`Request::Hint`] or [`Request::ClassicHint`], typed.
#[derive(Clone, PartialEq, Debug)]
pub enum Hinted {
    /// A hint of the modern coach.
    Modern {
        /// The hint (boxed: a step is large).
        hint: Box<Hint>,
        /// The hint as one line of text.
        message: String,
        /// The graded explanation, when the hint is a step.
        explanation: Option<Explanation>,
        /// The technique's idea in one sentence, when the hint is a step.
        summary: Option<String>,
    },
    /// A line of SUDOGEN's classic coach.
    Classic {
        /// The line; none once the transcript is over.
        hint: Option<ClassicHint>,
        /// The line as SUDOGEN printed it.
        message: String,
    },
}

impl Response {
    /// The answer to a solve.
    pub fn solved(self) -> Option<Solved> {
        match self {
            Response::Solved { solution, count } => Some(Solved { solution, count }),
            _ => None,
        }
    }

    /// The answer to a hint, modern or classic.
    pub fn hinted(self) -> Option<Hinted> {
        match self {
            Response::Hinted {
                hint,
                message,
                explanation,
                summary,
            } => Some(Hinted::Modern {
                hint: Box::new(hint),
                message,
                explanation,
                summary,
            }),
            Response::ClassicHinted { hint, message } => Some(Hinted::Classic { hint, message }),
            _ => None,
        }
    }

    /// The answer to a request for the logical path.
    pub fn path(self) -> Option<Result<LogicPath, String>> {
        match self {
            Response::Path { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a rating.
    pub fn rated(self) -> Option<Result<Rating, String>> {
        match self {
            Response::Rated { rating } => Some(rating),
            _ => None,
        }
    }

    /// The answer to a generation.
    pub fn generated(self) -> Option<Result<Generated, String>> {
        match self {
            Response::Generated { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a photo read.
    pub fn recognised(self) -> Option<Result<scan::Recognised, scan::ScanFailure>> {
        match self {
            Response::Recognised { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a request to read another site's link.
    pub fn foreign_read(self) -> Option<Result<foreign::ForeignPuzzle, foreign::ForeignRefusal>> {
        match self {
            Response::ForeignRead { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a request for QR codes.
    pub fn qr_codes(self) -> Option<Result<Vec<Option<qr::QrMatrix>>, String>> {
        match self {
            Response::QrCodes { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a drill request.
    pub fn drilled(self) -> Option<Result<Exercise, String>> {
        match self {
            Response::Drilled { result } => Some(result),
            _ => None,
        }
    }

    /// The answer to a request for worked examples.
    pub fn examples(self) -> Option<Vec<Exercise>> {
        match self {
            Response::Examples { examples } => Some(examples),
            _ => None,
        }
    }

    /// The answer to a request for a lesson's words.
    pub fn lesson(self) -> Option<Option<(String, String)>> {
        match self {
            Response::Lesson { words } => Some(words),
            _ => None,
        }
    }

    /// The answer to a drill check: the verdict and its message.
    pub fn drill_checked(self) -> Option<(Verdict, String)> {
        match self {
            Response::DrillChecked { verdict, message } => Some((verdict, message)),
            _ => None,
        }
    }
}

/// Why a call got no answer.
#[derive(Clone, PartialEq, Debug)]
pub enum EngineError {
    /// The user (or a newer request) cancelled it.
    Cancelled,
    /// The worker failed: it could not start, crashed, or answered nonsense.
    Failed(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Cancelled => f.write_str("cancelled"),
            EngineError::Failed(why) => write!(f, "the engine failed: {why}"),
        }
    }
}

/// An answer of type `T`, or why there is none.
pub type Answer<T> = Result<T, EngineError>;

/// Takes the typed answer out of a reply: [`Response::Invalid`] and a reply of another kind
/// become [`EngineError::Failed`] here, once, for every call.
pub fn typed<T>(reply: Answer<Response>, take: fn(Response) -> Option<T>) -> Answer<T> {
    match reply? {
        Response::Invalid { message } => Err(EngineError::Failed(message)),
        reply => take(reply).ok_or_else(|| EngineError::Failed("an unexpected answer".into())),
    }
}

/// The logical solution path of a position, as the "Steps" view shows it.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_answers_turn_other_replies_into_errors() {
        let solved = Response::Solved {
            solution: None,
            count: 0,
        };
        assert_eq!(
            typed(Ok(solved.clone()), Response::solved),
            Ok(Solved {
                solution: None,
                count: 0
            })
        );
        assert!(matches!(
            typed(Ok(solved), Response::rated),
            Err(EngineError::Failed(_))
        ));
        let invalid = Response::Invalid {
            message: "bad".into(),
        };
        assert_eq!(
            typed(Ok(invalid), Response::solved),
            Err(EngineError::Failed("bad".into()))
        );
        assert_eq!(
            typed(Err(EngineError::Cancelled), Response::solved),
            Err(EngineError::Cancelled)
        );
    }
}
