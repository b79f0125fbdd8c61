//! Simple colouring.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// Simple colouring.
pub(crate) fn simple(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
