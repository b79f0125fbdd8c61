//! Single-digit patterns: Skyscraper, 2-String Kite, Empty Rectangle.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// Skyscraper.
pub(crate) fn skyscraper(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
/// 2-String Kite.
pub(crate) fn two_string_kite(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
/// Empty Rectangle.
pub(crate) fn empty_rectangle(_c: &Candidates, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
