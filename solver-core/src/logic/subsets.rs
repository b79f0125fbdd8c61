//! Naked and hidden subsets (pairs, triples, quads), parameterised by size.

use super::{combinations, Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::{count_nine, DigitSet},
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

/// What a house holds: per cell, its candidates and its digit. A subset search of one house
/// reads nothing else (its steps, their eliminations and evidence lie in the house).
type HouseKey = [u16; 9];

/// Per house, its contents when a subset search of one size last found no step in it: while
/// they are the same it finds none again, and the house is skipped.
pub(crate) type HouseMemo = [Option<HouseKey>; 27];

fn house_key(c: &Candidates, house: House) -> HouseKey {
    house.cell_list().map(|cell| {
        let value = c.value(cell).map_or(0, |d| u16::from(d.get()));
        c.candidates(cell).bits() | value << 9
    })
}

/// Runs `search` (one house's steps) on every house in order, skipping the houses `memo`
/// knows to have none, and learning the houses found to have none.
fn per_house(
    c: &Candidates,
    memo: &mut HouseMemo,
    sink: &mut Sink,
    mut search: impl FnMut(House, &mut Sink) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for house in House::all() {
        let key = house_key(c, house);
        let known = &mut memo[house.index()];
        if *known == Some(key) {
            continue;
        }
        let mut reported = false;
        let flow = search(house, &mut |step| {
            reported = true;
            sink(step)
        });
        *known = (!reported).then_some(key);
        flow?;
    }
    ControlFlow::Continue(())
}

/// `size` cells of a house whose candidates together are `size` digits: those digits leave
/// the rest of the house.
pub(crate) fn naked(
    c: &Candidates,
    size: usize,
    memo: &mut HouseMemo,
    sink: &mut Sink,
) -> ControlFlow<()> {
    per_house(c, memo, sink, |house, sink| naked_in(c, size, house, sink))
}

/// [`naked`] in one house.
fn naked_in(c: &Candidates, size: usize, house: House, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
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
        return ControlFlow::Continue(());
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
    })
}

/// `size` digits of a house confined to `size` cells: those cells lose every other digit.
pub(crate) fn hidden(
    c: &Candidates,
    size: usize,
    memo: &mut HouseMemo,
    sink: &mut Sink,
) -> ControlFlow<()> {
    per_house(c, memo, sink, |house, sink| hidden_in(c, size, house, sink))
}

/// [`hidden`] in one house.
fn hidden_in(c: &Candidates, size: usize, house: House, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let placed = c.placed_in(house);
    if 9 - placed.len() <= size {
        return ControlFlow::Continue(());
    }
    // Per digit, its places in the house: bit `k` for the house's `k`-th cell.
    let house_cells = house.cell_list();
    let mut places = [0u16; 9];
    for (k, &cell) in house_cells.iter().enumerate() {
        for d in c.candidates(cell).iter() {
            places[d.index()] |= 1 << k;
        }
    }
    let (mut open, mut n) = (Digit::ALL, 0);
    for d in Digit::ALL {
        if !placed.contains(d) && (2..=size).contains(&count_nine(places[d.index()])) {
            open[n] = d;
            n += 1;
        }
    }
    let open = &open[..n];
    if open.len() < size {
        return ControlFlow::Continue(());
    }
    // A prefix whose digits lie in more than `size` places makes no subset.
    let add = |acc: u16, d: Digit| {
        let union = acc | places[d.index()];
        (count_nine(union) <= size).then_some(union)
    };
    combinations(open, size, 0, &add, &mut |digits, union| {
        if count_nine(union) != size {
            return ControlFlow::Continue(());
        }
        let cells: Vec<Cell> = (0..9)
            .filter(|k| union & 1 << k != 0)
            .map(|k| house_cells[k])
            .collect();
        let digit_set: DigitSet = digits.iter().copied().collect();
        let mut step = Step::new(technique);
        for &cell in &cells {
            for digit in (c.candidates(cell) - digit_set).iter() {
                step.eliminations.push(Candidate { cell, digit });
            }
        }
        if step.eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        step.evidence = evidence(c, house, &cells, digit_set);
        sink(step.normalize())
    })
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
