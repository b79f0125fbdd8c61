//! A bank position in another dress: the digits relabelled, the rows and columns shuffled
//! within their bands and stacks, the bands and stacks shuffled, maybe a transposition. The
//! logic is the same, so the same technique is the simplest step (the caller checks it); the
//! player sees a new grid. This stretches a rare technique's bank positions into as many
//! distinct drills as asked for.

use super::Exercise;
use crate::bitset::DigitSet;
use crate::digit::Digit;
use crate::geometry::Cell;
use crate::grid::Grid;
use crate::logic::Position;
use crate::marks::Marks;
use crate::rng::Rng;

/// Where each cell goes and what each digit becomes.
struct Shuffle {
    /// `cell_to[c]`: the index the content of cell `c` moves to.
    cell_to: [usize; 81],
    /// `digit_to[d - 1]`: the digit `d` becomes.
    digit_to: [u8; 9],
}

impl Shuffle {
    fn new(rng: &mut Rng) -> Shuffle {
        let lines = |rng: &mut Rng| {
            let mut bands = [0usize, 1, 2];
            rng.shuffle(&mut bands);
            let mut order = [0usize; 9];
            for (k, &b) in bands.iter().enumerate() {
                let mut inner = [0usize, 1, 2];
                rng.shuffle(&mut inner);
                for (j, &i) in inner.iter().enumerate() {
                    order[b * 3 + i] = k * 3 + j;
                }
            }
            order
        };
        let rows = lines(rng);
        let cols = lines(rng);
        let transpose = rng.coin();
        let mut cell_to = [0usize; 81];
        for (i, to) in cell_to.iter_mut().enumerate() {
            let (r, c) = (rows[i / 9], cols[i % 9]);
            *to = if transpose { c * 9 + r } else { r * 9 + c };
        }
        let mut digit_to = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digit_to);
        Shuffle { cell_to, digit_to }
    }

    fn digit(&self, d: Digit) -> Option<Digit> {
        Digit::new_checked(self.digit_to[d.index()])
    }

    fn grid(&self, g: &Grid) -> Option<Grid> {
        let mut out = [0u8; 81];
        for cell in Cell::all() {
            if let Some(d) = g.get(cell) {
                out[self.cell_to[cell.index()]] = self.digit(d)?.get();
            }
        }
        Grid::from_digits(out)
    }

    fn marks(&self, m: &Marks) -> Option<Marks> {
        let mut out = Marks::default();
        for cell in Cell::all() {
            let mut set = DigitSet::EMPTY;
            for d in m.get(cell).iter() {
                set.insert(self.digit(d)?);
            }
            out.set(Cell::new_checked(self.cell_to[cell.index()])?, set);
        }
        Some(out)
    }
}

/// `e` in the dress `seed` picks: its givens and position (the step is left to the caller to
/// find again).
pub(super) fn dressed(e: &Exercise, seed: u64) -> Option<(Grid, Position)> {
    let s = Shuffle::new(&mut Rng::new(seed));
    let position = Position {
        digits: s.grid(&e.position.digits)?,
        candidates: s.marks(&e.position.candidates)?,
    };
    Some((s.grid(&e.givens)?, position))
}
