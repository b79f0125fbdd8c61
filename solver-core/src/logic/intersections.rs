//! Locked candidates: pointing (a box's candidates of a digit lie on one line) and claiming
//! (a line's candidates of a digit lie in one box).

use super::{Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, CellSet, House, HouseKind},
};
use std::ops::ControlFlow;

/// Pointing when `pointing`, else claiming.
pub(crate) fn find(c: &Candidates, pointing: bool, sink: &mut Sink) -> ControlFlow<()> {
    let technique = if pointing {
        Technique::Pointing
    } else {
        Technique::Claiming
    };
    for house in House::all().filter(|h| (h.kind() == HouseKind::Box) == pointing) {
        for digit in Digit::ALL {
            let cells = c.cells_with_in(digit, house);
            // Two cells or more: the houses that could hold them all are those through the first.
            let (Some(first), None) = (cells.first(), cells.only()) else {
                continue;
            };
            let crossing = match house.kind() {
                HouseKind::Box => [House::row(first.row()), House::column(first.col())],
                _ => [House::box_(first.box_index()); 2],
            };
            let distinct = if house.kind() == HouseKind::Box { 2 } else { 1 };
            for &other in &crossing[..distinct] {
                if !cells.is_subset(other.cells()) {
                    continue;
                }
                let targets = c.cells_with_in(digit, other) - house.cells();
                if targets.is_empty() {
                    continue;
                }
                sink(step(technique, digit, house, other, cells, targets))?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn step(
    technique: Technique,
    digit: Digit,
    house: House,
    other: House,
    cells: CellSet,
    targets: CellSet,
) -> Step {
    let mut step = Step::new(technique);
    step.eliminations = targets
        .iter()
        .map(|cell| Candidate { cell, digit })
        .collect();
    step.evidence = Evidence {
        houses: vec![house],
        cover_houses: vec![other],
        cells: cells.iter().collect(),
        digits: DigitSet::single(digit),
        candidates: cells
            .iter()
            .map(|cell| Marked {
                candidate: Candidate { cell, digit },
                role: Role::Cause,
            })
            .collect(),
        ..Evidence::default()
    };
    step.normalize()
}
