//! Where each technique's drills come from: the generator with a bound on tries, or the bank
//! alone for techniques too rare to find in the time a drill may take (2 s at p95 in the
//! worker). Measured with `cargo run --release -p solver-core --example learn_drills`
//! (BENCHMARKS.md, "Learn: drills").

use crate::logic::Technique;

/// Where the drills of a technique come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrillSource {
    /// The generator, trying at most `tries` candidate puzzles (then the bank).
    Generated {
        /// The bound on tries.
        tries: u32,
    },
    /// The bank alone.
    Bank,
}

/// Where the drills of `t` come from.
pub fn drill_tries(t: Technique) -> DrillSource {
    use Technique as T;
    match t {
        T::FullHouse
        | T::HiddenSingleBox
        | T::HiddenSingleLine
        | T::NakedSingle
        | T::DirectPointing
        | T::DirectClaiming
        | T::DirectHiddenPair
        | T::Pointing
        | T::Claiming
        | T::NakedPair
        | T::HiddenPair
        | T::NakedTriple
        | T::XWing
        | T::Swordfish
        | T::HiddenTriple
        | T::Skyscraper
        | T::TwoStringKite
        | T::EmptyRectangle
        | T::XyWing
        | T::XyzWing
        | T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle4
        | T::WWing
        | T::WxyzWing
        | T::FinnedXWing
        | T::XChain
        | T::SimpleColouring
        | T::XyChain
        | T::NiceLoop
        | T::Aic
        | T::AlsXz
        | T::DynamicForcingChain => DrillSource::Generated { tries: 200 },
        // Forcing chains (not dynamic) come first in 1 generated puzzle in 20 within 200 tries,
        // and in many of the data sets' hard puzzles: the bank has them.
        _ => DrillSource::Bank,
    }
}
