//! The worker's side: pure handlers, tested natively.
pub mod lab;
