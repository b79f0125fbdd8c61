//! The messages between the page and the worker.
pub mod lab;
