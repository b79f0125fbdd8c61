//! Forcing chains.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// Forcing chains.
pub(crate) fn find(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
