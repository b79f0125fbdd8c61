//! The only code that touches the browser: window, document, localStorage, the clock,
//! randomness, the service worker and the engine worker. It holds Yew hooks (`use_…`) and the
//! services they use; components call both, and `game`, `persist`, `share`, `wire` and `worker`
//! never do.
//!
//! - `engine`: the bridge to the worker (call, cancel, watchdog, busy).
//! - `calls`: the engine calls of the play screen (analysis, rating, the buttons' commands).
//! - `printing`: print jobs, with new puzzles from the engine.
//! - `qr`: QR codes of links, made by the engine worker.
//! - `opening`: the address, pastes, the text box, resuming the game in progress.
//! - `autosave`: saving after each change and when the page goes away; statistics.
//! - `keyboard`, `clock`: keys; the one-second tick and the theme.
//! - `storage`: localStorage as a store; `window`: clipboard, share, download, print, dates.
//! - `wake`: the screen wake lock while a game is being played.
//! - `tabs`: one game in two tabs (BroadcastChannel: claims, saves, "Continue here").
//! - `navigation`: the views and the browser's history (Back returns to the game).
//! - `learn`: Learn's progress in storage and its engine calls (examples, drills, checks).
//! - `lab`: the algorithm lab's own worker, replay timer and `#lab=` address.
//! - `startup`: the panic hook and the service worker.
//! - `scan`: a photo opened, scaled and turned grey, read in a worker of its own; its checks.

pub mod autosave;
pub mod calls;
pub mod clock;
pub mod engine;
pub mod keyboard;
pub mod lab;
pub mod learn;
pub mod navigation;
pub mod opening;
pub mod printing;
pub mod qr;
pub mod scan;
pub mod startup;
pub mod storage;
pub mod tabs;
pub mod wake;
pub mod window;
