//! Wings: XY-Wing, XYZ-Wing, W-Wing, and the bent sets WXYZ-Wing and VWXYZ-Wing.
//!
//! Each has a set of cells of which at least one must hold a digit `z`; any cell that sees all
//! of them loses `z`.

use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House, HouseKind},
};
use std::ops::ControlFlow;

/// XY-Wing: pivot `xy` sees pincers `xz` and `yz`; one pincer holds `z`.
pub(crate) fn xy_wing(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let bivalue = c.bivalue_cells();
    for pivot in bivalue.iter() {
        let pc = c.candidates(pivot);
        let wings: Vec<Cell> = (bivalue & pivot.peers())
            .iter()
            .filter(|&w| (c.candidates(w) & pc).len() == 1)
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (c.candidates(a), c.candidates(b));
                let z = (ca & cb) - pc;
                if z.len() != 1 || (ca & pc) == (cb & pc) {
                    continue;
                }
                let Some(zd) = z.first() else { continue };
                let targets = c.cells_with(zd) & a.peers() & b.peers();
                if targets.is_empty() {
                    continue;
                }
                sink(wing(c, Technique::XyWing, &[pivot, a, b], zd, targets))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// XYZ-Wing: pivot `xyz` sees pincers `xz` and `yz`; the pivot or a pincer holds `z`.
pub(crate) fn xyz_wing(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let bivalue = c.bivalue_cells();
    for pivot in c.empty_cells().iter() {
        let pc = c.candidates(pivot);
        if pc.len() != 3 {
            continue;
        }
        let wings: Vec<Cell> = (bivalue & pivot.peers())
            .iter()
            .filter(|&w| c.candidates(w).is_subset(pc))
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (c.candidates(a), c.candidates(b));
                if ca == cb {
                    continue;
                }
                let z = ca & cb;
                let Some(zd) = z.first() else { continue };
                let targets = c.cells_with(zd) & a.peers() & b.peers() & pivot.peers();
                if targets.is_empty() {
                    continue;
                }
                sink(wing(c, Technique::XyzWing, &[pivot, a, b], zd, targets))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// W-Wing: two bivalue cells `xy` joined by a strong link on `x`: one of them holds `y`.
pub(crate) fn w_wing(c: &Candidates, sink: &mut Sink) -> ControlFlow<()> {
    let bivalue: Vec<Cell> = c.bivalue_cells().iter().collect();
    for (i, &p) in bivalue.iter().enumerate() {
        for &q in &bivalue[i + 1..] {
            let pair = c.candidates(p);
            if c.candidates(q) != pair || p.peers().contains(q) {
                continue;
            }
            for x in pair.iter() {
                let Some(y) = (pair - DigitSet::single(x)).first() else {
                    continue;
                };
                let targets = c.cells_with(y) & p.peers() & q.peers();
                if targets.is_empty() {
                    continue;
                }
                for house in House::all() {
                    let ends = c.cells_with_in(x, house);
                    if ends.len() != 2 || ends.contains(p) || ends.contains(q) {
                        continue;
                    }
                    let cells: Vec<Cell> = ends.iter().collect();
                    let (e1, e2) = match (cells.first(), cells.get(1)) {
                        (Some(&a), Some(&b)) if p.peers().contains(a) && q.peers().contains(b) => {
                            (a, b)
                        }
                        (Some(&a), Some(&b)) if p.peers().contains(b) && q.peers().contains(a) => {
                            (b, a)
                        }
                        _ => continue,
                    };
                    let mut step = wing(c, Technique::WWing, &[p, q, e1, e2], y, targets);
                    let cand = |cell, digit| Candidate { cell, digit };
                    let link = |from, to, kind| Link { from, to, kind };
                    step.evidence.links = vec![
                        link(cand(p, y), cand(p, x), LinkKind::Strong),
                        link(cand(p, x), cand(e1, x), LinkKind::Weak),
                        link(cand(e1, x), cand(e2, x), LinkKind::Strong),
                        link(cand(e2, x), cand(q, x), LinkKind::Weak),
                        link(cand(q, x), cand(q, y), LinkKind::Strong),
                    ];
                    step.evidence.houses = vec![house];
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn wing(c: &Candidates, technique: Technique, cells: &[Cell], z: Digit, targets: CellSet) -> Step {
    let mut step = Step::new(technique);
    step.eliminations = targets
        .iter()
        .map(|cell| Candidate { cell, digit: z })
        .collect();
    step.evidence = Evidence {
        cells: cells.to_vec(),
        digits: DigitSet::single(z),
        candidates: cells
            .iter()
            .flat_map(|&cell| {
                c.candidates(cell).iter().map(move |digit| Marked {
                    candidate: Candidate { cell, digit },
                    role: if digit == z { Role::Fin } else { Role::Cause },
                })
            })
            .collect(),
        ..Evidence::default()
    };
    step.normalize()
}

/// WXYZ-Wing (`size` 4), VWXYZ-Wing (5), UVWXYZ-Wing (6) and TUVWXYZ-Wing (7), Sudoku
/// Explainer's bent sets: `size - 1`
/// cells of one house holding `size` digits between them (an almost locked set), and a
/// bivalue cell `xz` outside it whose `x` sees every `x` of the set. If the bivalue cell is
/// `x`, the set loses `x` and is locked with its other digits, `z` among them; so `z` is in
/// the bivalue cell or in a cell of the set, and a cell that sees all of those loses `z`.
pub(crate) fn bent_set(
    c: &Candidates,
    size: usize,
    memo: &mut AlsMemo,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let technique = match size {
        4 => Technique::WxyzWing,
        5 => Technique::VwxyzWing,
        6 => Technique::UvwxyzWing,
        _ => Technique::TuvwxyzWing,
    };
    // The hinges: bivalue cells.
    let bivalue = c.bivalue_cells();
    if bivalue.is_empty() {
        return ControlFlow::Continue(());
    }
    for house in House::all() {
        for &(cells, digits) in house_sets(c, house, size, &mut memo[house.index()]) {
            // A hinge holds two of the set's digits (no other digit) and sees every cell of
            // the set that holds one of them.
            let other_digits = (!digits)
                .iter()
                .fold(CellSet::EMPTY, |acc, d| acc | c.cells_with(d));
            for hinge in (bivalue - other_digits - cells).iter() {
                let pair = c.candidates(hinge);
                for x in pair.iter() {
                    let Some(z) = (pair - DigitSet::single(x)).first() else {
                        continue;
                    };
                    if !(c.cells_with(x) & cells).is_subset(hinge.peers()) {
                        continue;
                    }
                    let holders = c.cells_with(z) & cells;
                    let targets = holders
                        .iter()
                        .fold(c.cells_with(z) & hinge.peers(), |acc, h| acc & h.peers())
                        - cells;
                    if targets.is_empty() {
                        continue;
                    }
                    let all: Vec<Cell> = std::iter::once(hinge).chain(cells.iter()).collect();
                    let mut step = wing(c, technique, &all, z, targets);
                    step.evidence.houses = vec![house];
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Per house, the last bent-set search of one size there: the house's empty cells and their
/// candidates, and the almost locked sets found (cells, digits) in the order found. A house
/// unchanged since is not searched again.
pub(crate) type AlsMemo = [Option<(HouseContents, Vec<(CellSet, DigitSet)>)>; 27];

/// A house's empty cells and the candidates of its nine cells.
type HouseContents = (CellSet, [DigitSet; 9]);

/// The almost locked sets of `size - 1` cells and `size` digits in `house` (none that lies
/// in an earlier house too), in lexicographic order of their cells; from `memo` when the house
/// is unchanged since its last search, which it then records.
fn house_sets<'m>(
    c: &Candidates,
    house: House,
    size: usize,
    memo: &'m mut Option<(HouseContents, Vec<(CellSet, DigitSet)>)>,
) -> &'m [(CellSet, DigitSet)] {
    let contents = (
        c.empty_cells() & house.cells(),
        house.cell_list().map(|x| c.candidates(x)),
    );
    if !memo.as_ref().is_some_and(|m| m.0 == contents) {
        let open: Vec<Cell> = house
            .cell_list()
            .into_iter()
            .filter(|&x| c.value(x).is_none() && c.candidates(x).len() <= size)
            .collect();
        // A prefix holding more than `size` digits makes no almost locked set.
        let add = |acc: DigitSet, x: Cell| {
            let digits = acc | c.candidates(x);
            (digits.len() <= size).then_some(digits)
        };
        let mut sets = Vec::new();
        let _ = super::combinations(
            &open,
            size - 1,
            DigitSet::EMPTY,
            &add,
            &mut |set, digits| {
                let cells: CellSet = set.iter().copied().collect();
                if digits.len() == size && !in_earlier_house(house, cells) {
                    sets.push((cells, digits));
                }
                ControlFlow::Continue(())
            },
        );
        *memo = Some((contents, sets));
    }
    memo.as_ref().map_or(&[], |m| m.1.as_slice())
}

/// Whether the set `cells` of `house` lies in a house searched before it too (a row or a
/// column, when `house` is a box): it was reported there.
fn in_earlier_house(house: House, cells: CellSet) -> bool {
    if house.kind() != HouseKind::Box {
        return false;
    }
    let Some(first) = cells.first() else {
        return false;
    };
    let [row, column, _] = first.houses();
    cells.is_subset(row.cells()) || cells.is_subset(column.cells())
}
