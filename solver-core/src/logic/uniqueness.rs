//! Uniqueness techniques: unique rectangles (types 1 to 4) and BUG+1. They hold only for
//! puzzles with exactly one solution, so the engine uses them only under
//! [`super::Settings::assume_unique`].
//!
//! A unique rectangle is four empty cells in two rows, two columns and two boxes that all
//! admit the same two digits `a` and `b`. If they held only `a` and `b`, the digits could be
//! swapped between them, giving a second solution, so some cell must hold something else.

use super::{combinations, Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

/// Four empty cells in two rows, two columns and two boxes whose candidates share two digits
/// or more: the places of a unique rectangle.
pub(crate) struct Rectangle {
    corners: [Cell; 4],
    common: DigitSet,
    /// How many corners are bivalue.
    bivalue: usize,
}

/// Unique rectangles of `kind` (1, 2, 3 or 4), on the rectangles of `c` (found once per
/// position: `found` keeps them for the other kinds).
pub(crate) fn rectangle(
    c: &Candidates,
    kind: u8,
    found: &mut Option<Vec<Rectangle>>,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let technique = match kind {
        1 => Technique::UniqueRectangle1,
        2 => Technique::UniqueRectangle2,
        3 => Technique::UniqueRectangle3,
        _ => Technique::UniqueRectangle4,
    };
    // Every type needs at least two corners holding exactly the pair, but type 2 with the
    // extra digit on three corners, which needs one.
    let least = if kind == 2 { 1 } else { 2 };
    for rect in found.get_or_insert_with(|| rectangles(c)).iter() {
        if rect.bivalue < least {
            continue;
        }
        let corners = &rect.corners;
        let digits: Vec<Digit> = rect.common.iter().collect();
        for (i, &a) in digits.iter().enumerate() {
            for &b in &digits[i + 1..] {
                let pair = DigitSet::single(a) | DigitSet::single(b);
                let step = match kind {
                    1 => type1(c, corners, pair),
                    2 => type2(c, corners, pair),
                    3 => {
                        type3(c, corners, pair, technique, sink)?;
                        None
                    }
                    _ => type4(c, corners, pair, a, b),
                };
                if let Some(mut step) = step {
                    step.technique = technique;
                    sink(step.normalize())?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every [`Rectangle`] of `c`, by rows, then columns.
fn rectangles(c: &Candidates) -> Vec<Rectangle> {
    let bivalue = c.bivalue_cells();
    let at = |r: usize, k: usize| c.candidates(Cell::from_index(r * 9 + k));
    let mut found = Vec::new();
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                // A cell holding a digit has no candidates: no pair is common then.
                let first = at(r1, c1) & at(r2, c1);
                if first.len() < 2 {
                    continue;
                }
                for c2 in c1 + 1..9 {
                    // Two boxes: the rows share a band or the columns a stack, not both.
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let common = first & at(r1, c2) & at(r2, c2);
                    if common.len() < 2 {
                        continue;
                    }
                    let corners = [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
                        .map(|(r, k)| Cell::from_index(r * 9 + k));
                    let bivalue = corners.iter().filter(|&&x| bivalue.contains(x)).count();
                    found.push(Rectangle {
                        corners,
                        common,
                        bivalue,
                    });
                }
            }
        }
    }
    found
}

fn ur_step(
    c: &Candidates,
    corners: &[Cell; 4],
    pair: DigitSet,
    eliminations: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(Technique::UniqueRectangle1);
    step.eliminations = eliminations;
    step.evidence = Evidence {
        cells: corners.to_vec(),
        digits: pair,
        candidates: corners
            .iter()
            .flat_map(|&cell| {
                c.candidates(cell).iter().map(move |digit| Marked {
                    candidate: Candidate { cell, digit },
                    role: if pair.contains(digit) {
                        Role::Cause
                    } else {
                        Role::Fin
                    },
                })
            })
            .collect(),
        ..Evidence::default()
    };
    step
}

/// Floor (cells holding exactly the pair) and roof (the others).
fn split(c: &Candidates, corners: &[Cell; 4], pair: DigitSet) -> (Vec<Cell>, Vec<Cell>) {
    corners.iter().partition(|&&x| c.candidates(x) == pair)
}

fn type1(c: &Candidates, corners: &[Cell; 4], pair: DigitSet) -> Option<Step> {
    let (floor, roof) = split(c, corners, pair);
    if floor.len() != 3 {
        return None;
    }
    let &target = roof.first()?;
    let elims = pair
        .iter()
        .map(|digit| Candidate {
            cell: target,
            digit,
        })
        .collect();
    Some(ur_step(c, corners, pair, elims))
}

/// Type 2: the corners that are not bivalue (two, or three) all hold the pair plus one and the
/// same extra digit `x`: one of them holds `x`, so a cell that sees all of them cannot.
fn type2(c: &Candidates, corners: &[Cell; 4], pair: DigitSet) -> Option<Step> {
    let (floor, roof) = split(c, corners, pair);
    if !(1..=2).contains(&floor.len()) {
        return None;
    }
    let extra = c.candidates(*roof.first()?) - pair;
    if extra.len() != 1 || roof.iter().any(|&r| c.candidates(r) - pair != extra) {
        return None;
    }
    let x = extra.first()?;
    let targets = roof.iter().fold(c.cells_with(x), |acc, r| acc & r.peers());
    if targets.is_empty() {
        return None;
    }
    let elims = targets
        .iter()
        .map(|cell| Candidate { cell, digit: x })
        .collect();
    Some(ur_step(c, corners, pair, elims))
}

fn type3(
    c: &Candidates,
    corners: &[Cell; 4],
    pair: DigitSet,
    technique: Technique,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let (floor, roof) = split(c, corners, pair);
    let (Some(&p), Some(&q)) = (roof.first(), roof.get(1)) else {
        return ControlFlow::Continue(());
    };
    if floor.len() != 2 || !p.peers().contains(q) {
        return ControlFlow::Continue(());
    }
    let extra = (c.candidates(p) | c.candidates(q)) - pair;
    if extra.len() < 2 {
        return ControlFlow::Continue(());
    }
    for house in House::all().filter(|h| h.cells().contains(p) && h.cells().contains(q)) {
        let others: Vec<Cell> = (house.cells() - CellSet::single(p) - CellSet::single(q))
            .iter()
            .filter(|&x| c.value(x).is_none())
            .collect();
        for size in 1..=3usize {
            // A prefix holding more than `size + 1` digits with the extra ones makes no subset.
            let add = |acc: DigitSet, x: Cell| {
                let digits = acc | c.candidates(x);
                (digits.len() <= size + 1).then_some(digits)
            };
            combinations(&others, size, extra, &add, &mut |set, digits| {
                if digits.len() != size + 1 {
                    return ControlFlow::Continue(());
                }
                let used: CellSet = set.iter().copied().collect();
                let mut elims = Vec::new();
                for cell in others.iter().filter(|x| !used.contains(**x)) {
                    for digit in (c.candidates(*cell) & digits).iter() {
                        elims.push(Candidate { cell: *cell, digit });
                    }
                }
                if elims.is_empty() {
                    return ControlFlow::Continue(());
                }
                let mut step = ur_step(c, corners, pair, elims);
                step.technique = technique;
                step.evidence.houses = vec![house];
                step.evidence.cells.extend(set.iter().copied());
                sink(step.normalize())
            })?;
        }
    }
    ControlFlow::Continue(())
}

fn type4(c: &Candidates, corners: &[Cell; 4], pair: DigitSet, a: Digit, b: Digit) -> Option<Step> {
    let (floor, roof) = split(c, corners, pair);
    if floor.len() != 2 {
        return None;
    }
    let (&p, &q) = (roof.first()?, roof.get(1)?);
    let both = CellSet::single(p) | CellSet::single(q);
    for house in House::all().filter(|h| both.is_subset(h.cells())) {
        for (locked, other) in [(a, b), (b, a)] {
            if c.cells_with_in(locked, house) == both {
                let elims = vec![
                    Candidate {
                        cell: p,
                        digit: other,
                    },
                    Candidate {
                        cell: q,
                        digit: other,
                    },
                ];
                let mut step = ur_step(c, corners, pair, elims);
                step.evidence.houses = vec![house];
                return Some(step);
            }
        }
    }
    None
}

/// BUG+1: every empty cell is bivalue but one with three candidates, and every digit appears
/// twice in each house except one digit of that cell, which appears three times in its houses.
/// Without that digit the grid would be a deadly pattern, so the cell holds it.
pub(crate) fn bug_plus_one(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let mut odd = None;
    for cell in c.empty_cells().iter() {
        match c.candidates(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return ControlFlow::Continue(()),
        }
    }
    let Some(cell) = odd else {
        return ControlFlow::Continue(());
    };
    let mut extra = None;
    for house in House::all() {
        for digit in Digit::ALL {
            let n = c.cells_with_in(digit, house).len();
            match n {
                0 | 2 => {}
                3 if house.cells().contains(cell) && c.has(Candidate { cell, digit }) => {
                    if extra.is_some_and(|d| d != digit) {
                        return ControlFlow::Continue(());
                    }
                    extra = Some(digit);
                }
                _ => return ControlFlow::Continue(()),
            }
        }
    }
    let Some(digit) = extra else {
        return ControlFlow::Continue(());
    };
    if cell
        .houses()
        .iter()
        .any(|&h| c.cells_with_in(digit, h).len() != 3)
    {
        return ControlFlow::Continue(());
    }
    let mut step = Step::new(Technique::BugPlusOne);
    step.placements.push(Candidate { cell, digit });
    step.evidence.cells.push(cell);
    step.evidence.digits = DigitSet::single(digit);
    sink(step)
}
