//! The web app: a Yew page whose every call into the engine goes through a web worker.
//!
//! - `protocol`: the messages to and from the worker, and the worker's pure handler.
//! - `engine`: the page's handle on the worker (call, cancel, crash recovery).
//! - `wire`: the messages between page and worker (so far the lab's).
//! - `worker`: the worker's side (so far the lab's runner).
//! - `lab`: the algorithm lab's plain data: examples, replay, share link, state and reducer.
//! - `hooks`: the browser calls (so far the lab's engine, timer and address).
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
pub mod hooks;
pub mod lab;
pub mod link;
pub mod protocol;
pub mod sheet;
pub mod state;
pub mod stats;
pub mod storage;
pub mod wire;
pub mod worker;

pub use components::app::App;
