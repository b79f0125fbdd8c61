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
            if cells.len() < 2 {
                continue;
            }
            let crossing = crossing_houses(house);
            let distinct = if house.kind() == HouseKind::Box { 6 } else { 3 };
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

/// The houses of the other kind that cross `house` in three cells: a box's three rows and
/// three columns, or a line's three boxes.
fn crossing_houses(house: House) -> [House; 6] {
    let n = house.number();
    match house.kind() {
        HouseKind::Box => {
            let (r, c) = (n / 3 * 3, n % 3 * 3);
            [
                House::row(r),
                House::row(r + 1),
                House::row(r + 2),
                House::column(c),
                House::column(c + 1),
                House::column(c + 2),
            ]
        }
        HouseKind::Row => {
            let b = n / 3 * 3;
            let boxes = [House::box_(b), House::box_(b + 1), House::box_(b + 2)];
            [boxes[0], boxes[1], boxes[2], boxes[0], boxes[1], boxes[2]]
        }
        HouseKind::Column => {
            let b = n / 3;
            let boxes = [House::box_(b), House::box_(b + 3), House::box_(b + 6)];
            [boxes[0], boxes[1], boxes[2], boxes[0], boxes[1], boxes[2]]
        }
    }
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
