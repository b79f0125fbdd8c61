//! The algorithm lab's plain data (no browser binding): the built-in example puzzles
//! ([`examples`]), the replay of an engine's event log ([`replay`]), the `#lab=` share link
//! ([`link`]), and the lab's state with its reducer ([`run`]). The messages to the worker are
//! in `wire::lab`, the runner in `worker::lab`, the engine and timer calls in `browser::lab`,
//! the views in `components::lab`.

pub mod examples;
pub mod link;
pub mod replay;
pub mod run;

pub use examples::{Example, EXAMPLES, TS08_RESTORED, TS08_SEED_TIMES};
pub use link::{decode, encode, LabState};
pub use replay::{event_text, highlight, replay};
pub use run::{LabAction, LabModel, Row, RowText, Status};
