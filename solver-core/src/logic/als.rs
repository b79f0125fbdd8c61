//! Almost locked sets: ALS-XZ.
//!
//! An almost locked set (ALS) is `n` cells of one house with `n + 1` candidates between them.
//! Two ALSs share a restricted common digit `x` when every `x` of one sees every `x` of the
//! other: at most one of them holds `x`, so the other is locked. Then, for each other common
//! digit `z`, one of the two sets holds `z`, and any cell that sees every `z` of both loses it.

use super::{Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};
use std::ops::ControlFlow;

struct Als {
    house: House,
    cells: CellSet,
    digits: DigitSet,
    /// Per digit, the cells that see every cell of the set holding it as a candidate.
    sees: [CellSet; 9],
}

/// Every ALS of `c`, house by house, then by size, each set of cells in the lexicographic
/// order of its cells (the first house that holds a set names it).
fn find_sets(c: &Candidates) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for house in House::all() {
        let open: Vec<Cell> = house
            .cell_list()
            .into_iter()
            .filter(|&x| c.value(x).is_none())
            .collect();
        for size in 1..=4usize.min(open.len().saturating_sub(1)).max(1) {
            let mut chosen = Vec::with_capacity(size);
            sets_of_size(
                c,
                &open,
                size,
                0,
                DigitSet::EMPTY,
                &mut chosen,
                &mut |cells, digits| {
                    let set: CellSet = cells.iter().copied().collect();
                    if seen.insert(set.bits()) {
                        let mut sees = [CellSet::EMPTY; 9];
                        for d in digits.iter() {
                            sees[d.index()] = seen_by_all(set & c.cells_with(d));
                        }
                        sets.push(Als {
                            house,
                            cells: set,
                            digits,
                            sees,
                        });
                    }
                },
            );
        }
    }
    sets
}

/// Calls `found` with every `size`-subset of `open` (from index `start` on, extending
/// `chosen`, whose candidates are `digits`) holding exactly `size + 1` candidates, in
/// lexicographic order. A prefix with more candidates than that is not extended: its
/// candidates only grow.
fn sets_of_size(
    c: &Candidates,
    open: &[Cell],
    size: usize,
    start: usize,
    digits: DigitSet,
    chosen: &mut Vec<Cell>,
    found: &mut dyn FnMut(&[Cell], DigitSet),
) {
    if chosen.len() == size {
        if digits.len() == size + 1 {
            found(chosen, digits);
        }
        return;
    }
    let need = size - chosen.len();
    for i in start..open.len() {
        if open.len() - i < need {
            break;
        }
        let with = digits | c.candidates(open[i]);
        if with.len() > size + 1 {
            continue;
        }
        chosen.push(open[i]);
        sets_of_size(c, open, size, i + 1, with, chosen, found);
        chosen.pop();
    }
}

/// The cells that see every cell of `cells`.
fn seen_by_all(cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, x| acc & x.peers())
}

/// ALS-XZ eliminations.
pub(crate) fn xz(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let sets = find_sets(c);
    // Per cell, the sets that hold it: bit `j` of its `words` words for set `j`.
    let words = sets.len().div_ceil(64);
    let mut holding = vec![0u64; 81 * words];
    for (j, set) in sets.iter().enumerate() {
        for cell in set.cells.iter() {
            holding[cell.index() * words + j / 64] |= 1 << (j % 64);
        }
    }
    let mut near = vec![0u64; words];
    for (i, a) in sets.iter().enumerate() {
        // A set sharing a restricted common digit `x` with `a` has a cell holding `x` that
        // sees every `x` of `a`: only the sets holding such a cell are tried, in order.
        let sees = a.digits.iter().fold(CellSet::EMPTY, |acc, x| {
            acc | (a.sees[x.index()] & c.cells_with(x))
        });
        near.fill(0);
        for cell in sees.iter() {
            let row = &holding[cell.index() * words..][..words];
            near.iter_mut().zip(row).for_each(|(n, h)| *n |= h);
        }
        for (w, &bits) in near.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let j = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                match sets.get(j) {
                    Some(b) if j > i => pair(c, a, b, sink)?,
                    _ => continue,
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The ALS-XZ steps of the sets `a` and `b`.
fn pair(c: &Candidates, a: &Als, b: &Als, sink: &mut Sink) -> ControlFlow<()> {
    if !(a.cells & b.cells).is_empty() {
        return ControlFlow::Continue(());
    }
    let common = a.digits & b.digits;
    if common.len() < 2 {
        return ControlFlow::Continue(());
    }
    for x in common.iter() {
        let xb = b.cells & c.cells_with(x);
        if !xb.is_subset(a.sees[x.index()]) {
            continue;
        }
        let mut elims = Vec::new();
        let mut zs = DigitSet::EMPTY;
        for z in (common - DigitSet::single(x)).iter() {
            // The cells that see every z of both sets.
            let sees = a.sees[z.index()] & b.sees[z.index()];
            let targets = (c.cells_with(z) & sees) - a.cells - b.cells;
            if !targets.is_empty() {
                zs.insert(z);
            }
            elims.extend(targets.iter().map(|cell| Candidate { cell, digit: z }));
        }
        if elims.is_empty() {
            continue;
        }
        sink(step(c, (a, b), x, zs, elims))?;
    }
    ControlFlow::Continue(())
}

/// The step of the sets `a` and `b` with restricted common `x`, removing `elims` of `zs`.
fn step(
    c: &Candidates,
    (a, b): (&Als, &Als),
    x: Digit,
    zs: DigitSet,
    elims: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(Technique::AlsXz);
    step.eliminations = elims;
    let cells = a.cells | b.cells;
    step.evidence = Evidence {
        houses: vec![a.house, b.house],
        cells: a.cells.iter().chain(b.cells.iter()).collect(),
        digits: DigitSet::single(x) | zs,
        candidates: cells
            .iter()
            .flat_map(|cell| {
                c.candidates(cell).iter().map(move |digit: Digit| Marked {
                    candidate: Candidate { cell, digit },
                    role: if digit == x {
                        Role::Off
                    } else if zs.contains(digit) {
                        Role::Fin
                    } else {
                        Role::Cause
                    },
                })
            })
            .collect(),
        ..Evidence::default()
    };
    step.normalize()
}
