//! Almost locked sets: ALS-XZ.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// ALS-XZ.
pub(crate) fn xz(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
