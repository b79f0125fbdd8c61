//! Uniqueness: unique rectangles, BUG+1.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// Unique rectangle of `kind`.
pub(crate) fn rectangle(_c: &Candidates, _kind: u8, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
/// BUG+1.
pub(crate) fn bug_plus_one(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
