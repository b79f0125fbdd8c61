//! The lengths of the texts that are measured often (pointing, claiming, subsets and the direct
//! moves built on them), computed from the step's parts without writing the text: each
//! template below is its text in [`super::super`] with a `{}` for every part.

use crate::bitset::DigitSet;
use crate::digit::Digit;
use crate::geometry::{House, HouseKind};
use crate::logic::{Evidence, Role, Step, Technique};

/// The length of a cell, `r1c1`.
const CELL: usize = 4;

/// The length of `template` with each `{}` replaced by a part of the given length.
fn filled(template: &str, parts: &[usize]) -> usize {
    debug_assert_eq!(template.matches("{}").count(), parts.len());
    template.len() - 2 * parts.len() + parts.iter().sum::<usize>()
}

/// The length of `k` items of `total` length joined as `a, b and c`.
fn joined(k: usize, total: usize) -> usize {
    match k {
        0 | 1 => total,
        _ => total + ", ".len() * (k - 2) + " and ".len(),
    }
}

/// The length of `k` items of `total` length as alternatives: `a or b`, `one of a, b or c`.
fn alternatives(k: usize, total: usize) -> usize {
    match k {
        0 | 1 => total,
        2 => total + " or ".len(),
        _ => "one of ".len() + total + ", ".len() * (k - 2) + " or ".len(),
    }
}

/// `row 1`, `column 1`, `box 1`.
fn house(h: &House) -> usize {
    match h.kind() {
        HouseKind::Row => "row 1".len(),
        HouseKind::Column => "column 1".len(),
        HouseKind::Box => "box 1".len(),
    }
}

fn digits(d: DigitSet) -> usize {
    joined(d.len(), d.len())
}

/// `k` cells joined as `r1c1, r1c2 and r1c3`.
fn cells(k: usize) -> usize {
    joined(k, k * CELL)
}

/// The effect in words: `k` placements, then the eliminated digits grouped by digit.
fn effect(placements: usize, eliminated: impl Iterator<Item = Digit>) -> usize {
    let mut per_digit = [0; 9];
    for d in eliminated {
        per_digit[d.index()] += 1;
    }
    let placed = placements * filled("{} is {}", &[CELL, 1]);
    let removed = per_digit
        .iter()
        .filter(|&&k| k > 0)
        .map(|&k| filled("{} can be removed from {}", &[1, cells(k)]));
    let parts = placements + per_digit.iter().filter(|&&k| k > 0).count();
    if parts == 0 {
        return "nothing changes".len();
    }
    placed + removed.sum::<usize>() + "; ".len() * (parts - 1)
}

fn step_effect(step: &Step) -> usize {
    effect(
        step.placements.len(),
        step.eliminations.iter().map(|e| e.digit),
    )
}

/// Pointing and Claiming, with `houses` the pattern's houses and `eff` its effect's length.
fn intersection_why(ev: &Evidence, houses: &[House], eff: usize) -> Option<usize> {
    let (h, o) = (house(houses.first()?), house(ev.cover_houses.first()?));
    let (d, k) = (digits(ev.digits), ev.cells.len());
    let all = if k == 2 { "both".len() } else { "all".len() };
    Some(filled(
        "In {}, the {} must go in {}, which {} lie in {}. So the {} of {} is in {}, and no other cell of {} can hold {}: {}.",
        &[h, d, alternatives(k, k * CELL), all, o, d, o, h, o, d, eff],
    ))
}

/// Hidden subsets, with `h` the house and `eff` the effect's length.
fn hidden_why(ev: &Evidence, h: Option<&House>, eff: usize) -> usize {
    filled(
        "In {}, the digits {} have no place but {}, so these cells hold them and nothing else: {}.",
        &[
            h.map_or(0, house),
            digits(ev.digits),
            cells(ev.cells.len()),
            eff,
        ],
    )
}

/// The length of a Pointing's or a Claiming's reasoning.
pub(super) fn intersection(step: &Step) -> Option<usize> {
    intersection_why(&step.evidence, &step.evidence.houses, step_effect(step))
}

/// The length of a Hidden Pair's, Triple's or Quad's reasoning.
pub(super) fn hidden_subset(step: &Step) -> usize {
    hidden_why(
        &step.evidence,
        step.evidence.houses.first(),
        step_effect(step),
    )
}

/// The length of a Naked Pair's, Triple's or Quad's reasoning.
pub(super) fn naked_subset(step: &Step) -> usize {
    let ev = &step.evidence;
    let k = ev.cells.len();
    let h = ev.houses.first().map_or(0, house);
    let count = k.checked_ilog10().map_or(1, |l| l as usize + 1);
    filled(
        "The {} cells {} of {} have no candidates but {} between them, so these digits fill them, and no other cell of {} can hold them: {}.",
        &[count, cells(k), h, digits(ev.digits), h, step_effect(step)],
    )
}

/// The length of a direct move's reasoning: its pattern's, then the hidden single it leaves.
pub(super) fn direct(step: &Step) -> Option<usize> {
    let ev = &step.evidence;
    let placed = step.placements.first().map(|_| CELL)?;
    let (last, houses) = ev.houses.split_last()?;
    let off = ev.candidates.iter().filter(|m| m.role == Role::Off);
    let eff = effect(0, off.map(|m| m.candidate.digit));
    let pattern = match step.technique {
        Technique::DirectPointing | Technique::DirectClaiming => intersection_why(ev, houses, eff)?,
        _ => hidden_why(ev, houses.first(), eff),
    };
    let single = filled(
        " That leaves {} as the only place for {} in {}, so {} is {}.",
        &[placed, 1, house(last), placed, 1],
    );
    Some(pattern + single)
}

#[cfg(test)]
mod tests {
    use crate::logic::explain::{explain, Notation};
    use crate::logic::{all_steps, solve_logically, Candidates, Settings, Step, Technique};
    use crate::Grid;
    use Technique as T;

    /// How a kind's length is computed.
    type Length = fn(&Step) -> Option<usize>;

    /// The kinds whose length is computed, and how.
    const COVERED: [(Technique, Length); 12] = [
        (T::DirectPointing, super::direct),
        (T::DirectClaiming, super::direct),
        (T::DirectHiddenPair, super::direct),
        (T::DirectHiddenTriple, super::direct),
        (T::Pointing, super::intersection),
        (T::Claiming, super::intersection),
        (T::NakedPair, |s| Some(super::naked_subset(s))),
        (T::NakedTriple, |s| Some(super::naked_subset(s))),
        (T::NakedQuad, |s| Some(super::naked_subset(s))),
        (T::HiddenPair, |s| Some(super::hidden_subset(s))),
        (T::HiddenTriple, |s| Some(super::hidden_subset(s))),
        (T::HiddenQuad, |s| Some(super::hidden_subset(s))),
    ];

    /// Every step of the covered kinds at every position along the solution paths of hard
    /// puzzles: its computed length is the length of its text written out.
    #[test]
    fn computed_lengths_are_the_written_lengths() {
        let text = include_str!("../../../../../data/puzzles3_magictour_top1465.txt");
        let settings = Settings {
            assume_unique: true,
        };
        let mut measured = [0usize; Technique::ALL.len()];
        for line in text.lines().filter(|l| !l.starts_with('#')).take(40) {
            let grid: Grid = line.parse().expect("a puzzle line of the data set");
            let mut c = Candidates::from_grid(&grid);
            for step in solve_logically(&grid).steps {
                for (technique, length) in COVERED {
                    for found in all_steps(&c, technique, &settings) {
                        let written = explain(&found, Notation::RowColumn).why;
                        assert_eq!(length(&found), Some(written.chars().count()), "{written}");
                        measured[technique as usize] += 1;
                    }
                }
                c.apply(&step);
            }
        }
        for t in [
            T::DirectPointing,
            T::DirectClaiming,
            T::DirectHiddenPair,
            T::Pointing,
        ]
        .into_iter()
        .chain([
            T::Claiming,
            T::NakedPair,
            T::NakedTriple,
            T::HiddenPair,
            T::HiddenTriple,
        ]) {
            assert!(measured[t as usize] > 0, "no {t:?} measured");
        }
    }
}
