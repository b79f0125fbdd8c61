//! Chains: X-Chain, XY-Chain, AIC.

use super::{Candidates, Sink};
use std::ops::ControlFlow;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// One digit.
    X,
    /// Bivalue cells.
    Xy,
    /// Anything.
    Aic,
}

/// Chains of `kind`.
pub(crate) fn find(_c: &Candidates, _kind: Kind, _sink: &mut Sink) -> ControlFlow<()> {
    ControlFlow::Continue(())
}
