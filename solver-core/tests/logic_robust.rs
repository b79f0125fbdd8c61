//! No grid or pencil-mark set, however broken, makes the logic engine panic.

use proptest::prelude::*;
use solver_core::logic::{all_steps, hint, next_step, Candidates, Settings};
use solver_core::{DigitSet, Grid, Technique};

fn grid_from(cells: &[u8]) -> Grid {
    let mut digits = [0u8; 81];
    for (d, &c) in digits.iter_mut().zip(cells) {
        *d = if c > 9 { 0 } else { c };
    }
    Grid::from_digits(digits).expect("digits 0-9")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_position_is_handled(
        cells in proptest::collection::vec(0u8..30, 81),
        sparse in proptest::collection::vec(0u8..120, 81),
        marks in proptest::collection::vec(0u16..512, 81),
    ) {
        let grid = grid_from(&cells);
        let mut pencil = [DigitSet::EMPTY; 81];
        for (m, &bits) in pencil.iter_mut().zip(&marks) {
            *m = DigitSet::from_bits(bits);
        }
        let c = Candidates::from_marks(&grid, &pencil);
        let _ = next_step(&c);
        for t in Technique::ALL {
            let _ = all_steps(&c, t, &Settings { assume_unique: true });
        }
        let _ = hint(&grid, &Grid::EMPTY, Some(&pencil));
        let _ = solver_core::rating::rate(&grid);
        // Few digits, few conflicts: the deeper techniques get to run.
        let c = Candidates::from_grid(&grid_from(&sparse));
        let _ = next_step(&c);
        for t in Technique::ALL {
            let _ = all_steps(&c, t, &Settings { assume_unique: true });
        }
    }
}
