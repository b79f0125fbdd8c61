//! The algorithm lab's runner (moved here from `lab` by the lab's own rework).

pub use crate::lab::handle;
