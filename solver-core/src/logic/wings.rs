//! Wings: XY-Wing, XYZ-Wing, W-Wing.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// XY-Wing.
pub(crate) fn xy_wing(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
/// XYZ-Wing.
pub(crate) fn xyz_wing(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
/// W-Wing.
pub(crate) fn w_wing(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
