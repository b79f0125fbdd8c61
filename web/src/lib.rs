//! The web app: a Yew page whose every call into the engine goes through a web worker.
//!
//! - `wire`: the messages between page and worker (plain data; imports only `solver_core`).
//! - `worker`: the worker's handler and the lab's runner (imports `solver_core` and `wire`).
//! - `game`: the page's state and its reducer, one module per concern (no browser binding).
//! - `persist`: saved games, statistics, theme over a key-value store (depends on `game`).
//! - `forms`: the forms' values and the requests they make (plain data).
//! - `share`: links and export formats.
//! - `lab`: the algorithm lab's examples, replay, link and run state (plain data).
//! - `nav`: the screens (`View`): the play screen and the views of its menu (plain data).
//! - `browser`: the only code that touches the browser (window, document, storage, clock,
//!   randomness, service worker, the engine worker): Yew hooks and the services they use.
//! - `components`: the views; `app` lays them out and wires them.
#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod browser;
pub mod components;
pub mod forms;
pub mod game;
pub mod lab;
pub mod nav;
pub mod persist;
pub mod share;
pub mod wire;
pub mod worker;

pub use components::app::App;
