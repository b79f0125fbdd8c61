//! Single-digit patterns: Skyscraper, 2-String Kite and Empty Rectangle.
//!
//! Each is a short chain of one digit: two conjugate pairs (a house where the digit has two
//! places) joined by a weak link. One of the chain's two ends holds the digit, so a cell that
//! sees both ends does not.

use super::{Candidates, Evidence, Link, LinkKind, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House, HouseKind},
};
use std::ops::ControlFlow;

/// The two cells of each conjugate pair of `digit` in houses of the given kinds.
fn pairs(c: &Candidates, digit: Digit, kind: HouseKind) -> Vec<(House, Cell, Cell)> {
    House::all()
        .filter(|h| h.kind() == kind)
        .filter_map(|h| {
            let cells = c.cells_with_in(digit, h);
            let mut it = cells.iter();
            match (cells.len(), it.next(), it.next()) {
                (2, Some(a), Some(b)) => Some((h, a, b)),
                _ => None,
            }
        })
        .collect()
}

/// Skyscraper: two conjugate pairs in parallel lines whose bases share a crossing line.
pub(crate) fn skyscraper(c: &Candidates, digit: Digit, sink: &mut Sink) -> ControlFlow<()> {
    for kind in [HouseKind::Row, HouseKind::Column] {
        let lines = pairs(c, digit, kind);
        let across = |cell: Cell| {
            if kind == HouseKind::Row {
                cell.col()
            } else {
                cell.row()
            }
        };
        for (i, &(h1, a1, a2)) in lines.iter().enumerate() {
            for &(h2, b1, b2) in &lines[i + 1..] {
                for (base1, top1) in [(a1, a2), (a2, a1)] {
                    for (base2, top2) in [(b1, b2), (b2, b1)] {
                        if across(base1) != across(base2) || across(top1) == across(top2) {
                            continue;
                        }
                        let chain = [top1, base1, base2, top2];
                        if let Some(step) =
                            chain_step(c, Technique::Skyscraper, digit, &chain, &[h1, h2])
                        {
                            sink(step)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// 2-String Kite: a conjugate pair in a row and one in a column, with an end of each in the
/// same box.
pub(crate) fn two_string_kite(c: &Candidates, digit: Digit, sink: &mut Sink) -> ControlFlow<()> {
    let rows = pairs(c, digit, HouseKind::Row);
    let cols = pairs(c, digit, HouseKind::Column);
    for &(r, r1, r2) in &rows {
        for &(k, k1, k2) in &cols {
            for (rb, rt) in [(r1, r2), (r2, r1)] {
                for (kb, kt) in [(k1, k2), (k2, k1)] {
                    let distinct = [rb, rt, kb, kt];
                    if rb.box_index() != kb.box_index()
                        || distinct
                            .iter()
                            .enumerate()
                            .any(|(i, x)| distinct[i + 1..].contains(x))
                        || rt.box_index() == rb.box_index()
                        || kt.box_index() == kb.box_index()
                    {
                        continue;
                    }
                    let chain = [rt, rb, kb, kt];
                    if let Some(step) =
                        chain_step(c, Technique::TwoStringKite, digit, &chain, &[r, k])
                    {
                        sink(step)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Empty Rectangle: in a box, the digit lies on one row and one column (a cross); a conjugate
/// pair in a line outside the box has one end on the cross's line; the cell where the pair's
/// other line meets the cross's other line loses the digit.
pub(crate) fn empty_rectangle(c: &Candidates, digit: Digit, sink: &mut Sink) -> ControlFlow<()> {
    for b in 0..9 {
        let bx = House::box_(b);
        let in_box = c.cells_with_in(digit, bx);
        if in_box.len() < 2 {
            continue;
        }
        let (band, stack) = (b / 3 * 3, b % 3 * 3);
        for r in band..band + 3 {
            for k in stack..stack + 3 {
                let (row, col) = (House::row(r), House::column(k));
                let cross = (row.cells() | col.cells()) & bx.cells();
                if !in_box.is_subset(cross)
                    || in_box.is_subset(row.cells())
                    || in_box.is_subset(col.cells())
                {
                    continue;
                }
                // A conjugate pair in a column outside the stack, one end in row r.
                for kk in (0..9).filter(|kk| kk / 3 != b % 3) {
                    let pair = c.cells_with_in(digit, House::column(kk));
                    if pair.len() != 2 {
                        continue;
                    }
                    let Some(near) = Cell::at(r, kk) else {
                        continue;
                    };
                    if !pair.contains(near) {
                        continue;
                    }
                    let Some(far) = (pair - CellSet::single(near)).first() else {
                        continue;
                    };
                    if far.row() / 3 == b / 3 {
                        continue;
                    }
                    let Some(target) = Cell::at(far.row(), k) else {
                        continue;
                    };
                    if let Some(step) = er_step(c, digit, bx, in_box, near, far, target) {
                        sink(step)?;
                    }
                }
                // A conjugate pair in a row outside the band, one end in column k.
                for rr in (0..9).filter(|rr| rr / 3 != b / 3) {
                    let pair = c.cells_with_in(digit, House::row(rr));
                    if pair.len() != 2 {
                        continue;
                    }
                    let Some(near) = Cell::at(rr, k) else {
                        continue;
                    };
                    if !pair.contains(near) {
                        continue;
                    }
                    let Some(far) = (pair - CellSet::single(near)).first() else {
                        continue;
                    };
                    if far.col() / 3 == b % 3 {
                        continue;
                    }
                    let Some(target) = Cell::at(r, far.col()) else {
                        continue;
                    };
                    if let Some(step) = er_step(c, digit, bx, in_box, near, far, target) {
                        sink(step)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn er_step(
    c: &Candidates,
    digit: Digit,
    bx: House,
    in_box: CellSet,
    near: Cell,
    far: Cell,
    target: Cell,
) -> Option<Step> {
    if !c.has(Candidate {
        cell: target,
        digit,
    }) {
        return None;
    }
    let cand = |cell| Candidate { cell, digit };
    let mut step = Step::new(Technique::EmptyRectangle);
    step.eliminations.push(cand(target));
    let mut cells: Vec<Cell> = in_box.iter().collect();
    cells.extend([near, far]);
    step.evidence = Evidence {
        houses: vec![bx],
        cells: cells.clone(),
        digits: DigitSet::single(digit),
        candidates: cells
            .iter()
            .map(|&cell| Marked {
                candidate: cand(cell),
                role: Role::Cause,
            })
            .collect(),
        links: vec![Link {
            from: cand(far),
            to: cand(near),
            kind: LinkKind::Strong,
        }],
        ..Evidence::default()
    };
    Some(step)
}

/// The step for a chain `end1 = a - b = end2` of one digit, if it eliminates anything.
fn chain_step(
    c: &Candidates,
    technique: Technique,
    digit: Digit,
    chain: &[Cell; 4],
    houses: &[House],
) -> Option<Step> {
    let [end1, a, b, end2] = *chain;
    if !a.peers().contains(b) {
        return None;
    }
    let targets = (c.cells_with(digit) & end1.peers() & end2.peers())
        - CellSet::single(a)
        - CellSet::single(b);
    if targets.is_empty() {
        return None;
    }
    let cand = |cell| Candidate { cell, digit };
    let mut step = Step::new(technique);
    step.eliminations = targets.iter().map(cand).collect();
    step.evidence = Evidence {
        houses: houses.to_vec(),
        cells: chain.to_vec(),
        digits: DigitSet::single(digit),
        candidates: chain
            .iter()
            .enumerate()
            .map(|(i, &cell)| Marked {
                candidate: cand(cell),
                role: if i == 0 || i == 3 {
                    Role::On
                } else {
                    Role::Off
                },
            })
            .collect(),
        links: vec![
            Link {
                from: cand(end1),
                to: cand(a),
                kind: LinkKind::Strong,
            },
            Link {
                from: cand(a),
                to: cand(b),
                kind: LinkKind::Weak,
            },
            Link {
                from: cand(b),
                to: cand(end2),
                kind: LinkKind::Strong,
            },
        ],
        ..Evidence::default()
    };
    Some(step.normalize())
}
