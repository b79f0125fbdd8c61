//! Between the game's types ([`Grid`], [`Sheet`]) and the plain [`SharedPuzzle`] the link
//! formats read and write (the bit layouts are the same: bit `d - 1` for digit `d`).

use super::{Progress, SharedPuzzle};
use crate::game::sheet::Sheet;
use solver_core::{Cell, Digit, DigitSet, Grid};

fn digit_of(d: u8) -> Option<Digit> {
    Digit::new_checked(d)
}

/// The puzzle and, when given, the player's sheet as a [`SharedPuzzle`].
pub fn to_shared(givens: &Grid, sheet: Option<&Sheet>) -> SharedPuzzle {
    let mut out = SharedPuzzle::new(std::array::from_fn(|i| {
        givens.get(Cell::from_index(i)).map_or(0, |d| d.get())
    }));
    out.progress = sheet.map(|s| {
        let mut p = Progress::default();
        for cell in Cell::all() {
            let i = cell.index();
            p.digits[i] = s.entries.get(cell).map_or(0, |d| d.get());
            p.centre[i] = s.centre.get(cell).bits();
            p.corner[i] = s.corner.get(cell).bits();
            p.colours[i] = s.colours.get(cell);
            p.cand_a[i] = s.cand_a.get(cell).bits();
            p.cand_b[i] = s.cand_b.get(cell).bits();
        }
        p
    });
    out.normalized()
}

/// The givens and, when the shared puzzle carries progress, the sheet.
pub fn from_shared(shared: &SharedPuzzle) -> (Grid, Option<Sheet>) {
    let shared = shared.normalized();
    let mut givens = Grid::EMPTY;
    for cell in Cell::all() {
        givens.set(cell, digit_of(shared.givens[cell.index()]));
    }
    let sheet = shared.progress.as_ref().map(|p| {
        let mut s = Sheet::default();
        for cell in Cell::all() {
            let i = cell.index();
            s.entries.set(cell, digit_of(p.digits[i]));
            s.centre.set(cell, DigitSet::from_bits(p.centre[i]));
            s.corner.set(cell, DigitSet::from_bits(p.corner[i]));
            s.colours.set(cell, p.colours[i]);
            s.cand_a.set(cell, DigitSet::from_bits(p.cand_a[i]));
            s.cand_b.set(cell, DigitSet::from_bits(p.cand_b[i]));
        }
        s.clear_under(&givens);
        s
    });
    (givens, sheet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::compact;

    #[test]
    fn a_position_goes_through_a_compact_link_and_back() {
        let givens: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("a valid line");
        let mut sheet = Sheet::default();
        let (r1c3, r2c2) = (Cell::from_index(2), Cell::from_index(10));
        sheet.entries.set(r1c3, Digit::new_checked(4));
        sheet.centre.set(r2c2, DigitSet::from_bits(0b1_0000_0110));
        sheet.corner.set(r2c2, DigitSet::from_bits(0b110));
        sheet.colours.set(r1c3, 3);
        let text = compact::encode(&to_shared(&givens, Some(&sheet)));
        let back = from_shared(&compact::decode(&text).expect("its own link reads"));
        assert_eq!(back, (givens, Some(sheet)));
        let plain = compact::encode(&to_shared(&givens, None));
        assert_eq!(
            from_shared(&compact::decode(&plain).expect("reads")),
            (givens, None)
        );
        assert!(plain.len() < text.len(), "{plain} {text}");
    }
}
