//! The web app: a Yew page whose every call into the engine goes through a web worker.
//!
//! - `protocol`: the messages to and from the worker, and the worker's pure handler.
//! - `engine`: the page's handle on the worker (call, cancel, crash recovery).
//! - `lab`: the algorithm lab's requests, engine runs, examples and share state.
//! - `state`: the page's state as a reducer (no DOM).
//! - `export`: the puzzle and position as text in other programs' formats.
//! - `link`: share links (`#p=`, progress, compact form, `?bd=`).
//! - `sheet`: the player's digits, marks and colours.
//! - `stats`: games solved, by level (local statistics).
//! - `storage`: saved games in localStorage.
//! - `components`: the Yew components.
#![warn(missing_docs)]

pub mod components;
pub mod engine;
pub mod export;
pub mod lab;
pub mod link;
pub mod protocol;
pub mod share;
pub mod sheet;
pub mod state;
pub mod stats;
pub mod storage;

pub use components::app::App;
