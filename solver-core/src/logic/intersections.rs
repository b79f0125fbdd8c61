//! Locked candidates: pointing (a box's candidates of a digit lie on one line) and claiming
//! (a line's candidates of a digit lie in one box).

use super::{Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, CellSet, House, HouseKind},
};
use std::ops::ControlFlow;

/// Per digit, its cells when last searched and the steps found for it then.
pub(crate) type DigitMemo = [Option<(CellSet, Vec<Step>)>; 9];

/// Every pointing (when `pointing`, else claiming) of `c`, house by house, then digit by
/// digit, searching again only the digits whose cells changed since `memo` last saw them (a
/// step reads only its digit's cells).
pub(crate) fn find_all(c: &Candidates, pointing: bool, memo: &mut DigitMemo) -> Vec<Step> {
    let mut steps = Vec::new();
    for digit in Digit::ALL {
        let cells = c.cells_with(digit);
        let known = &mut memo[digit.index()];
        if known.as_ref().is_none_or(|(was, _)| *was != cells) {
            let mut found = Vec::new();
            for house in houses(pointing) {
                let _ = in_house(c, pointing, house, digit, &mut |step| {
                    found.push(step);
                    ControlFlow::Continue(())
                });
            }
            *known = Some((cells, found));
        }
        steps.extend(known.iter().flat_map(|(_, found)| found.iter().cloned()));
    }
    // House by house (the sort is stable: digits stay in order).
    steps.sort_by_key(|step| step.evidence.houses.first().map(|h| h.index()));
    steps
}

/// The boxes when `pointing`, else the lines.
fn houses(pointing: bool) -> impl Iterator<Item = House> {
    House::all().filter(move |h| (h.kind() == HouseKind::Box) == pointing)
}

/// The steps of `digit` in `house`.
fn in_house(
    c: &Candidates,
    pointing: bool,
    house: House,
    digit: Digit,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let technique = if pointing {
        Technique::Pointing
    } else {
        Technique::Claiming
    };
    let cells = c.cells_with_in(digit, house);
    // Two cells or more: the houses that could hold them all are those through the first.
    let (Some(first), None) = (cells.first(), cells.only()) else {
        return ControlFlow::Continue(());
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
