//! Explanations of wings, fish, the Empty Rectangle and ALS-XZ: each names every cell, house
//! and digit a player needs to check the step on the grid.

use super::{digits, effect, houses, Notation};
use crate::logic::{Role, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Cell, House},
};

/// (pointer, what, why) of a stage triple.
pub(super) type Stages = (String, String, String);

/// The candidates the evidence marks in `cell` (what the cell held when the step was found).
fn held(step: &Step, cell: Cell) -> DigitSet {
    step.evidence
        .candidates
        .iter()
        .filter(|m| m.candidate.cell == cell)
        .map(|m| m.candidate.digit)
        .collect()
}

/// `r2c7 (1 or 3)`, `r2c8 (1, 3 or 5)`: the cell and the digits it can hold, in words.
fn cell_with(step: &Step, cell: Cell, n: Notation) -> String {
    format!("{} ({})", n.cell(cell), choices(held(step, cell)))
}

/// `r2c7 {13}`: the cell and its digits as the first wording of wings and bent sets wrote them,
/// which their tie-break lengths still measure (`measure`).
pub(super) fn cell_braced(step: &Step, cell: Cell, n: Notation) -> String {
    let ds: String = held(step, cell).iter().map(|d| d.to_string()).collect();
    format!("{} {{{ds}}}", n.cell(cell))
}

/// A wing's pivot, and the pivot and both pincers written with their digits (the first
/// wording's, for the tie-break length).
pub(super) fn wing_cells(step: &Step, n: Notation) -> Option<(Cell, String, String, String)> {
    let [pivot, a, b] = step.evidence.cells[..] else {
        return None;
    };
    Some((
        pivot,
        cell_braced(step, pivot, n),
        cell_braced(step, a, n),
        cell_braced(step, b, n),
    ))
}

/// A cell's candidates as alternatives: `7 or 8`, `1, 2 or 3`.
fn choices(ds: DigitSet) -> String {
    let ds: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
    match ds.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => ds.concat(),
    }
}

/// XY-Wing and XYZ-Wing, in words: the middle cell (the pivot) first, then the two cells it
/// sees (the pincers), each with what it can hold; the why follows each case of the middle
/// cell to the pincer it leaves with the removed digit.
pub(super) fn wing(step: &Step, n: Notation) -> Option<Stages> {
    let [pivot, a, b] = step.evidence.cells[..] else {
        return None;
    };
    let name = step.technique.name();
    let z = step.evidence.digits.first()?;
    let eff = effect(step, n);
    let (p, ca, cb) = (n.cell(pivot), n.cell(a), n.cell(b));
    let (held_p, held_a, held_b) = (held(step, pivot), held(step, a), held(step, b));
    // The middle cell's digit that leaves each pincer with `z` only.
    let xa = choices((held_p & held_a) - DigitSet::single(z));
    let xb = choices((held_p & held_b) - DigitSet::single(z));
    let what = format!(
        "{name}: {p} ({}) sees {ca} ({}) and {cb} ({}): {eff}",
        choices(held_p),
        choices(held_a),
        choices(held_b)
    );
    let cases = format!("If it is {xa}, {ca} must be {z}; if it is {xb}, {cb} must be {z}");
    let why = if step.technique == Technique::XyWing {
        format!("The middle cell {p} can only be {}. {cases}. Either way one of {ca} and {cb} is {z}, so a cell that sees both cannot be {z}: {eff}.", choices(held_p))
    } else {
        format!("The middle cell {p} can only be {}. {cases}; otherwise it is {z} itself. So {z} is in one of the three cells, and a cell that sees all three cannot be {z}: {eff}.", choices(held_p))
    };
    Some((
        format!("Look for {}{name} whose middle cell is {p}", article(name)),
        what,
        why,
    ))
}

/// W-Wing: two equal bivalue cells, and the two ends of a strong link on one of their digits.
pub(super) fn w_wing(step: &Step, n: Notation) -> Option<Stages> {
    let ev = &step.evidence;
    let [p, q, e1, e2] = ev.cells[..] else {
        return None;
    };
    let link = ev.links.get(2)?;
    let house = ev.houses.first()?;
    let x = link.from.digit;
    let y = digits(ev.digits);
    let eff = effect(step, n);
    let (cp, cq) = (n.cell(p), n.cell(q));
    let (c1, c2) = (n.cell(e1), n.cell(e2));
    Some((
        format!("Look for a W-Wing on {x} and {y}"),
        format!(
            "W-Wing: {cp} and {cq} hold only {x} and {y}, and the {x} of {house} is in {c1} or {c2}: {eff}"
        ),
        format!(
            "The {x} of {house} goes in {c1} or {c2}; {c1} sees {cp} and {c2} sees {cq}. So one of {cp} and {cq} is not {x}: it is {y}. A cell that sees both cannot hold {y}: {eff}."
        ),
    ))
}

/// The fins of a finned fish (none for a basic one).
pub(super) fn fins(step: &Step) -> Vec<Cell> {
    step.evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Fin)
        .map(|m| m.candidate.cell)
        .collect()
}

/// Basic and finned fish: digit, base houses, cover houses and fins.
pub(super) fn fish(step: &Step, n: Notation) -> Stages {
    let ev = &step.evidence;
    let name = step.technique.name();
    let d = digits(ev.digits);
    let base = houses(&ev.houses);
    let cover = houses(&ev.cover_houses);
    let eff = effect(step, n);
    let fins = fins(step);
    let lines = ["", "one line", "two lines", "three lines", "four lines"]
        .get(ev.houses.len())
        .copied()
        .unwrap_or("lines");
    if fins.is_empty() {
        return (
            format!("Look for {}{name} on {d}", article(name)),
            format!("{name} on {d}: in {base}, the {d} can only go in {cover}: {eff}"),
            format!(
                "In {base}, the {d} can only go in {cover}. These {lines} each take one {d}, all of them in {cover}, so {cover} get their {d}s from {base}, and no other cell of {cover} can hold {d}: {eff}."
            ),
        );
    }
    let fin = n.cells(&fins);
    (
        format!("Look for {}{name} on {d}", article(name)),
        format!(
            "{name} on {d}: in {base}, the {d} can only go in {cover}, or in {fin} (the fin): {eff}"
        ),
        format!(
            "In {base}, the {d} can only go in {cover}, except for {fin} (the fin). If the fin does not hold {d}, {base} take the {d}s of {cover}, and no other cell of {cover} can hold {d}; if it does, no cell that shares its box can. The cells that are in both cases lose {d} either way: {eff}."
        ),
    )
}

/// Empty Rectangle: the box, the two lines of its cross, and the conjugate pair.
pub(super) fn empty_rectangle(step: &Step, n: Notation) -> Option<Stages> {
    let ev = &step.evidence;
    let bx = *ev.houses.first()?;
    let link = ev.links.first()?;
    let target = step.eliminations.first()?.cell;
    let (far, near) = (link.from.cell, link.to.cell);
    let d = link.from.digit;
    let band = bx.number() / 3;
    let through = |cell: Cell| {
        if cell.row() / 3 == band {
            House::row(cell.row())
        } else {
            House::column(cell.col())
        }
    };
    let shared = |a: Cell, b: Cell| {
        if a.row() == b.row() {
            House::row(a.row())
        } else {
            House::column(a.col())
        }
    };
    let (line_near, line_target) = (through(near), through(target));
    let in_box: Vec<Cell> = ev
        .cells
        .iter()
        .copied()
        .filter(|&x| x != near && x != far)
        .collect();
    let eff = effect(step, n);
    let (cn, cf, ct) = (n.cell(near), n.cell(far), n.cell(target));
    Some((
        format!("Look for an Empty Rectangle on {d} in {bx}"),
        format!("Empty Rectangle on {d} in {bx} with {cn} and {cf}: {eff}"),
        format!(
            "In {bx}, the {d} can only go in {line_near} or {line_target} ({}). In {}, the {d} is in {cn} or {cf}. If {ct} held {d}, {cf} would not (both in {}), so {cn} would; then {bx} would have no place left for {d}: {line_near} is seen by {cn} and {line_target} by {ct}. So {eff}.",
            n.cells(&in_box),
            shared(near, far),
            shared(target, far)
        ),
    ))
}

/// ALS-XZ: the two sets, the restricted common digit X and the eliminated digits Z.
pub(super) fn als_xz(step: &Step, n: Notation) -> Option<Stages> {
    let ev = &step.evidence;
    let (a, b) = split_sets(step)?;
    let x: Digit = ev
        .candidates
        .iter()
        .find(|m| m.role == Role::Off)?
        .candidate
        .digit;
    let z = digits(ev.digits - DigitSet::single(x));
    let eff = effect(step, n);
    let set = |cells: &[Cell]| {
        let ds = cells
            .iter()
            .fold(DigitSet::EMPTY, |acc, &c| acc | held(step, c));
        format!("{} (digits {})", n.cells(cells), digits(ds))
    };
    let (sa, sb) = (set(&a), set(&b));
    Some((
        format!("Look for two groups of cells joined by the digit {x} (an ALS-XZ)"),
        format!("ALS-XZ: group A {sa} and group B {sb}, joined by {x}, one of them holds {z}: {eff}"),
        format!(
            "Group A, {sa}, and group B, {sb}, each have one digit more than cells. Every {x} of A sees every {x} of B, so at most one group holds {x}, and the other then has just as many digits as cells: each of its digits is placed in it. Either way one group holds {z}, so a cell that sees every {z} of both groups cannot be {z}: {eff}."
        ),
    ))
}

/// The two sets of an ALS-XZ (listed one after the other in the evidence): the split where
/// the first set lies in the first house, the second in the second, and each has one digit
/// more than cells.
fn split_sets(step: &Step) -> Option<(Vec<Cell>, Vec<Cell>)> {
    let ev = &step.evidence;
    let (ha, hb) = (ev.houses.first()?, ev.houses.get(1)?);
    let cells = &ev.cells;
    let digits_of = |xs: &[Cell]| {
        xs.iter()
            .fold(DigitSet::EMPTY, |acc, &c| acc | held(step, c))
            .len()
    };
    (1..cells.len()).find_map(|k| {
        let (a, b) = cells.split_at(k);
        let ok = a.iter().all(|c| ha.cells().contains(*c))
            && b.iter().all(|c| hb.cells().contains(*c))
            && digits_of(a) == a.len() + 1
            && digits_of(b) == b.len() + 1;
        ok.then(|| (a.to_vec(), b.to_vec()))
    })
}

fn article(name: &str) -> &'static str {
    super::article(name)
}

/// WXYZ- to TUVWXYZ-Wing: the bivalue cell first, then the cells of the set in its house.
pub(super) fn bent_set(step: &Step, n: Notation) -> Option<Stages> {
    bent_set_written(step, n, cell_with)
}

/// [`bent_set`] with each cell and its digits written by `write`.
pub(super) fn bent_set_written(
    step: &Step,
    n: Notation,
    write: fn(&Step, Cell, Notation) -> String,
) -> Option<Stages> {
    let ev = &step.evidence;
    let (&hinge, set) = ev.cells.split_first()?;
    let house = ev.houses.first()?;
    let z = ev.digits.first()?;
    let x = (held(step, hinge) - ev.digits).first()?;
    let name = step.technique.name();
    let eff = effect(step, n);
    let all = set
        .iter()
        .fold(DigitSet::EMPTY, |acc, &c| acc | held(step, c));
    let listed = super::join(set.iter().map(|&c| write(step, c, n)));
    let with = |d: Digit| -> Vec<Cell> {
        set.iter()
            .copied()
            .filter(|&c| held(step, c).contains(d))
            .collect()
    };
    let (xs, zs) = (with(x), with(z));
    let h = write(step, hinge, n);
    let count = ["", "one", "two", "three", "four", "five", "six"]
        .get(set.len())
        .copied()
        .unwrap_or("the");
    Some((
        format!("Look for {}{name} in {house}", super::article(name)),
        format!(
            "{name}: {listed} of {house} hold only {} between them, and {h} sees every {x} of them: {eff}",
            digits(all)
        ),
        format!(
            "The {count} cells {listed} of {house} hold only the digits {} between them: one digit more than cells. {} can only be {x} or {z}, and it shares a row, column or box with every cell of the set that can be {x} ({}). If {} is {x}, none of those is {x}, so the {count} cells hold the other {count} digits, {z} among them. So {z} is in {} or in {}, and a cell that shares a row, column or box with all of them cannot hold {z}: {eff}.",
            digits(all),
            n.cell(hinge),
            n.cells(&xs),
            n.cell(hinge),
            n.cell(hinge),
            super::or_list(zs.iter().map(|&c| n.cell(c))),
        ),
    ))
}
