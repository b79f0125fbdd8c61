//! Singles: full house, hidden single (box, then row and column), naked single.

use super::{Candidates, Evidence, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, House, HouseKind},
};
use std::ops::ControlFlow;

/// The last empty cell of a house takes the house's missing digit.
pub(crate) fn full_house(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    for house in House::all() {
        let empty = house.cells() & c.empty_cells();
        let Some(cell) = empty.only() else { continue };
        if let Some(digit) = (!c.placed_in(house)).only() {
            if !c.candidates(cell).contains(digit) {
                continue;
            }
            sink(single(
                Technique::FullHouse,
                Candidate { cell, digit },
                Some(house),
            ))?;
        }
    }
    ControlFlow::Continue(())
}

/// A digit with one place left in a house: boxes when `boxes`, else rows and columns.
pub(crate) fn hidden_single(c: &Candidates, boxes: bool, sink: &mut Sink) -> ControlFlow<()> {
    let technique = if boxes {
        Technique::HiddenSingleBox
    } else {
        Technique::HiddenSingleLine
    };
    for house in House::all().filter(|h| (h.kind() == HouseKind::Box) == boxes) {
        let placed = c.placed_in(house);
        for digit in Digit::ALL {
            if placed.contains(digit) {
                continue;
            }
            let places = c.cells_with_in(digit, house);
            if let Some(cell) = places.only() {
                sink(single(technique, Candidate { cell, digit }, Some(house)))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A cell with one candidate left.
pub(crate) fn naked_single(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    for cell in c.empty_cells().iter() {
        let cands = c.candidates(cell);
        if let Some(digit) = cands.only() {
            sink(single(
                Technique::NakedSingle,
                Candidate { cell, digit },
                None,
            ))?;
        }
    }
    ControlFlow::Continue(())
}

fn single(technique: Technique, placement: Candidate, house: Option<House>) -> Step {
    let mut step = Step::new(technique);
    step.placements.push(placement);
    step.evidence = Evidence {
        houses: house.into_iter().collect(),
        cells: vec![placement.cell],
        digits: DigitSet::single(placement.digit),
        ..Evidence::default()
    };
    step
}
