//! The shipped bank of positions: worked examples for every lesson, and the drills of the
//! techniques too rare to generate in time. Made by `cargo run --release -p solver-core
//! --example learn_bank` (see its doc and `bank.txt`'s header).
//!
//! One position a line, five fields separated by one space: the technique's variant name
//! (`XWing`), the givens (81 characters), the digits of the position (81), its candidates as
//! a 729-character candidate line (a placed cell holds its digit alone), and the source
//! (the rest of the line). Lines starting with `#` are comments.

use super::{candidates_of, Exercise, UNIQUE};
use crate::bitset::DigitSet;
use crate::digit::Digit;
use crate::geometry::Cell;
use crate::grid::Grid;
use crate::line::CANDIDATE_LINE_LEN;
use crate::logic::{next_step_with, Position, Technique};
use crate::marks::Marks;

/// The bank's text.
pub const BANK: &str = include_str!("bank.txt");

/// The technique's word in the bank: its variant name.
fn word(t: Technique) -> String {
    format!("{t:?}")
}

/// The bank lines of `t`, in order.
pub fn lines(t: Technique) -> impl Iterator<Item = &'static str> {
    let key = word(t);
    BANK.lines()
        .filter(move |l| l.split(' ').next() == Some(key.as_str()))
}

/// The bank's exercises of `t`, in order (a line that no longer reads as one is skipped; the
/// tests check that none is).
pub(super) fn positions(t: Technique) -> impl Iterator<Item = Exercise> {
    lines(t).filter_map(parse)
}

/// The exercise of one bank line: its position, and the step the coach gives there, which
/// must be of the line's technique.
pub(super) fn parse(line: &str) -> Option<Exercise> {
    let mut fields = line.splitn(5, ' ');
    let name = fields.next()?;
    let technique = Technique::ALL.into_iter().find(|&t| word(t) == name)?;
    let givens: Grid = fields.next()?.parse().ok()?;
    let digits: Grid = fields.next()?.parse().ok()?;
    let marks = fields.next()?;
    let source = fields.next()?.trim();
    if marks.len() != CANDIDATE_LINE_LEN || !givens.is_extended_by(&digits) {
        return None;
    }
    let mut candidates = Marks::default();
    for cell in Cell::all().filter(|&c| digits.get(c).is_none()) {
        let nine = marks.get(cell.index() * 9..cell.index() * 9 + 9)?;
        let mut set = DigitSet::EMPTY;
        for ch in nine.chars() {
            if let Some(d) = ch
                .to_digit(10)
                .and_then(|d| u8::try_from(d).ok().and_then(Digit::new_checked))
            {
                set.insert(d);
            }
        }
        candidates.set(cell, set);
    }
    let position = Position { digits, candidates };
    exercise_at(technique, givens, position, format!("bank: {source}"))
}

/// The exercise of `t` at `position` of the puzzle `givens`, when the step the coach gives
/// there is of technique `t`.
pub fn exercise_at(
    t: Technique,
    givens: Grid,
    position: Position,
    source: String,
) -> Option<Exercise> {
    let step = next_step_with(&candidates_of(&position), &UNIQUE)?;
    (step.technique == t).then_some(Exercise {
        technique: t,
        givens,
        position,
        step,
        source,
    })
}

/// The bank line of `e` (its source without the `bank: ` prefix it gets when read).
pub fn bank_line(e: &Exercise) -> String {
    let mut marks = String::with_capacity(CANDIDATE_LINE_LEN);
    for cell in Cell::all() {
        let set = match e.position.digits.get(cell) {
            Some(d) => DigitSet::single(d),
            None => e.position.candidates.get(cell),
        };
        for d in Digit::ALL {
            marks.push(if set.contains(d) { d.to_char() } else { '.' });
        }
    }
    format!(
        "{} {} {} {marks} {}",
        word(e.technique),
        e.givens.to_line(),
        e.position.digits.to_line(),
        e.source
    )
}
