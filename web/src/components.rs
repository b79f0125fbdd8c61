//! The Yew components, one per file.

pub mod app;
pub mod board;
pub mod keypad;
pub mod saved;
pub mod toolbar;
