//! The algorithm lab's request and answer (moved here from `lab` by the lab's own rework).

pub use crate::lab::{LabRequest, LabResponse};
