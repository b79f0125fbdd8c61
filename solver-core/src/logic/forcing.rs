//! Forcing chains, the last technique before a guess: assume a candidate true and follow the
//! singles it forces (naked and hidden singles, as a player would pencil them).
//!
//! - Contradiction: if assuming a candidate leads to a cell without candidates or a digit
//!   without a place in a house, the candidate is false.
//! - Cell forcing: if every candidate of a cell forces the same placement or elimination,
//!   it holds.
//! - House forcing: likewise for every place of a digit in a house.
//!
//! Cells with few candidates are tried first, so the reasoning stays as short as it can.

use super::{Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{Candidate, Cell, Digit, DigitSet, House};
use std::ops::ControlFlow;

/// What assuming a candidate forces: `None` for a contradiction, else the position reached.
/// Where an assumption leads: the position reached (`None` for a contradiction) and the number
/// of singles followed to get there.
#[derive(Clone)]
struct Branch {
    result: Option<Candidates>,
    length: u16,
}

/// What assuming `x` forces.
fn assume(c: &Candidates, x: Candidate) -> Branch {
    let mut length = 0;
    let result = propagate(c, x, &mut length);
    Branch { result, length }
}

fn propagate(c: &Candidates, x: Candidate, length: &mut u16) -> Option<Candidates> {
    let mut c = c.clone();
    c.place(x.cell, x.digit);
    loop {
        let mut progress = false;
        for cell in c.empty_cells().iter() {
            let cands = c.candidates(cell);
            match (cands.len(), cands.first()) {
                (0, _) => return None,
                (1, Some(d)) => {
                    c.place(cell, d);
                    *length += 1;
                    progress = true;
                }
                _ => {}
            }
        }
        let empty = c.empty_cells();
        for house in House::all() {
            if (house.cells() & empty).is_empty() {
                continue;
            }
            for digit in Digit::ALL {
                if !(c.cells_holding(digit) & house.cells()).is_empty() {
                    continue;
                }
                let places = c.cells_with_in(digit, house);
                match (places.len(), places.first()) {
                    (0, _) => return None,
                    (1, Some(cell)) => {
                        c.place(cell, digit);
                        *length += 1;
                        progress = true;
                    }
                    _ => {}
                }
            }
        }
        if !progress {
            return Some(c);
        }
    }
}

/// Forcing chain steps.
pub(crate) fn find(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let empty = c.empty_cells();
    let mut by_size: Vec<Cell> = empty.iter().collect();
    by_size.sort_by_key(|&cell| (c.candidates(cell).len(), cell.index()));
    // What each assumption forces, computed when first needed: index cell * 9 + digit.
    let mut cache: Vec<Option<Branch>> = vec![None; 729];
    let mut outcome = |x: Candidate| -> Branch {
        let slot = &mut cache[x.cell.index() * 9 + x.digit.index()];
        slot.get_or_insert_with(|| assume(c, x)).clone()
    };
    // Cell forcing on bivalue cells first, then contradictions, then larger cells, then houses.
    for pass in 0..2 {
        for &cell in &by_size {
            let n = c.candidates(cell).len();
            if (pass == 0) != (n == 2) {
                continue;
            }
            let branches: Vec<(Candidate, Branch)> = c
                .candidates(cell)
                .iter()
                .map(|digit| {
                    let x = Candidate { cell, digit };
                    (x, outcome(x))
                })
                .collect();
            if let Some(step) = common(c, &branches, cell_evidence(cell)) {
                sink(step)?;
            }
        }
        if pass == 0 {
            for &cell in &by_size {
                for digit in c.candidates(cell).iter() {
                    let x = Candidate { cell, digit };
                    let branch = outcome(x);
                    if branch.result.is_none() {
                        let mut step = Step::new(Technique::ForcingChain);
                        step.eliminations.push(x);
                        step.evidence = Evidence {
                            cells: vec![x.cell],
                            digits: DigitSet::single(x.digit),
                            candidates: vec![Marked {
                                candidate: x,
                                role: Role::On,
                            }],
                            chain_length: branch.length + 1,
                            ..Evidence::default()
                        };
                        sink(step)?;
                    }
                }
            }
        }
    }
    for house in House::all() {
        for digit in Digit::ALL {
            let places = c.cells_with_in(digit, house);
            if places.len() < 2 || c.placed_in(house).contains(digit) {
                continue;
            }
            let branches: Vec<(Candidate, Branch)> = places
                .iter()
                .map(|cell| {
                    let x = Candidate { cell, digit };
                    (x, outcome(x))
                })
                .collect();
            let ev = Evidence {
                houses: vec![house],
                cells: places.iter().collect(),
                digits: DigitSet::single(digit),
                ..Evidence::default()
            };
            if let Some(step) = common(c, &branches, ev) {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn cell_evidence(cell: Cell) -> Evidence {
    Evidence {
        cells: vec![cell],
        ..Evidence::default()
    }
}

/// What every branch agrees on (a branch that ends in a contradiction agrees with anything).
fn common(
    c: &Candidates,
    branches: &[(Candidate, Branch)],
    mut evidence: Evidence,
) -> Option<Step> {
    let mut placed: Option<[u8; 81]> = None;
    let mut removed: Option<Vec<DigitSet>> = None;
    for (_, branch) in branches {
        let Some(r) = &branch.result else { continue };
        let mut values = [0u8; 81];
        let mut gone = vec![DigitSet::EMPTY; 81];
        for cell in c.empty_cells().iter() {
            if let Some(d) = r.value(cell) {
                values[cell.index()] = d.get();
            }
            gone[cell.index()] = c.candidates(cell) - r.candidates(cell);
            if let Some(d) = r.value(cell) {
                gone[cell.index()].remove(d);
            }
        }
        placed = Some(match placed {
            None => values,
            Some(p) => {
                let mut out = [0u8; 81];
                for i in 0..81 {
                    if p[i] == values[i] {
                        out[i] = p[i];
                    }
                }
                out
            }
        });
        removed = Some(match removed {
            None => gone,
            Some(g) => g.iter().zip(&gone).map(|(a, b)| *a & *b).collect(),
        });
    }
    let (Some(placed), Some(removed)) = (placed, removed) else {
        // Every branch is a contradiction: the position is broken; say nothing.
        return None;
    };
    let mut step = Step::new(Technique::ForcingChain);
    for cell in c.empty_cells().iter() {
        if let Some(digit) = Digit::new_checked(placed[cell.index()]) {
            step.placements.push(Candidate { cell, digit });
        }
        for digit in removed[cell.index()].iter() {
            step.eliminations.push(Candidate { cell, digit });
        }
    }
    // A placement already implies its cell's other candidates and its peers' candidates of the
    // same digit are gone: keep only the eliminations it does not imply.
    let placements = step.placements.clone();
    step.eliminations.retain(|e| {
        !placements
            .iter()
            .any(|p| p.cell == e.cell || (p.digit == e.digit && p.cell.peers().contains(e.cell)))
    });
    if !step.is_productive() {
        return None;
    }
    evidence
        .candidates
        .extend(branches.iter().map(|(candidate, _)| Marked {
            candidate: *candidate,
            role: Role::Cause,
        }));
    evidence.digits |= branches.iter().map(|(b, _)| b.digit).collect::<DigitSet>();
    evidence.chain_length = branches.iter().map(|(_, b)| b.length + 1).sum();
    step.evidence = evidence;
    Some(step.normalize())
}
