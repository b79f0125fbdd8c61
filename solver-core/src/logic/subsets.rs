//! Naked and hidden subsets (pairs, triples, quads), parameterised by size.

use super::{combinations, Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{Candidate, Cell, CellSet, Digit, DigitSet, House};
use std::ops::ControlFlow;

/// `size` cells of a house whose candidates together are `size` digits: those digits leave
/// the rest of the house.
pub(crate) fn naked(c: &Candidates, size: usize, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    for house in House::all() {
        let cells = house.cell_list();
        let (mut open, mut n) = (cells, 0);
        for cell in cells {
            if (2..=size).contains(&c.candidates(cell).len()) {
                open[n] = cell;
                n += 1;
            }
        }
        let open = &open[..n];
        let empty_count = (house.cells() & c.empty_cells()).len();
        if open.len() < size || empty_count <= size {
            continue;
        }
        // A prefix whose cells hold more than `size` digits makes no subset.
        let add = |acc: DigitSet, cell: Cell| {
            let digits = acc | c.candidates(cell);
            (digits.len() <= size).then_some(digits)
        };
        combinations(open, size, DigitSet::EMPTY, &add, &mut |cells, digits| {
            if digits.len() != size {
                return ControlFlow::Continue(());
            }
            let subset: CellSet = cells.iter().copied().collect();
            let mut step = Step::new(technique);
            for cell in (house.cells() - subset).iter() {
                for digit in (c.candidates(cell) & digits).iter() {
                    step.eliminations.push(Candidate { cell, digit });
                }
            }
            if step.eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            step.evidence = evidence(c, house, cells, digits);
            sink(step.normalize())
        })?;
    }
    ControlFlow::Continue(())
}

/// `size` digits of a house confined to `size` cells: those cells lose every other digit.
pub(crate) fn hidden(c: &Candidates, size: usize, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for house in House::all() {
        let placed = c.placed_in(house);
        if 9 - placed.len() <= size {
            continue;
        }
        let (mut open, mut n) = (Digit::ALL, 0);
        for d in Digit::ALL {
            if !placed.contains(d) && (2..=size).contains(&c.cells_with_in(d, house).len()) {
                open[n] = d;
                n += 1;
            }
        }
        let open = &open[..n];
        if open.len() < size {
            continue;
        }
        // A prefix whose digits lie in more than `size` cells makes no subset.
        let add = |acc: CellSet, d: Digit| {
            let cells = acc | c.cells_with_in(d, house);
            (cells.len() <= size).then_some(cells)
        };
        combinations(open, size, CellSet::EMPTY, &add, &mut |digits, cells| {
            if cells.len() != size {
                return ControlFlow::Continue(());
            }
            let digit_set: DigitSet = digits.iter().copied().collect();
            let mut step = Step::new(technique);
            for cell in cells.iter() {
                for digit in (c.candidates(cell) - digit_set).iter() {
                    step.eliminations.push(Candidate { cell, digit });
                }
            }
            if step.eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            let cell_list: Vec<Cell> = cells.iter().collect();
            step.evidence = evidence(c, house, &cell_list, digit_set);
            sink(step.normalize())
        })?;
    }
    ControlFlow::Continue(())
}

fn evidence(c: &Candidates, house: House, cells: &[Cell], digits: DigitSet) -> Evidence {
    Evidence {
        houses: vec![house],
        cells: cells.to_vec(),
        digits,
        candidates: cells
            .iter()
            .flat_map(|&cell| {
                (c.candidates(cell) & digits)
                    .iter()
                    .map(move |digit| Marked {
                        candidate: Candidate { cell, digit },
                        role: Role::Cause,
                    })
            })
            .collect(),
        ..Evidence::default()
    }
}
