//! Building candidate grids for technique fixtures: cells by name, digits, the open grid, and
//! a digit kept only at some places of a house.

use solver_core::logic::Candidates;
use solver_core::{Cell, Digit, Grid, House};

/// The cell named `r5c3`.
#[track_caller]
pub fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    assert!(
        b.len() == 4 && b[0] == b'r' && b[2] == b'c',
        "bad cell {name}"
    );
    Cell::at((b[1] - b'1') as usize, (b[3] - b'1') as usize).expect("cell in range")
}

/// The digit `d` (1-9).
#[track_caller]
pub fn digit(d: u8) -> Digit {
    Digit::new_checked(d).expect("digit")
}

/// An empty grid with every candidate open.
pub fn open() -> Candidates {
    Candidates::from_grid(&Grid::EMPTY)
}

/// Keeps `d` in `house` only at the cells `keep`.
pub fn only(c: &mut Candidates, d: u8, house: House, keep: &[&str]) {
    let keep: Vec<Cell> = keep.iter().map(|k| cell(k)).collect();
    for x in house.cell_list() {
        if !keep.contains(&x) {
            c.eliminate(x, digit(d));
        }
    }
}
