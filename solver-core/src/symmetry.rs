//! Symmetry classes of the pattern of givens: the maps under which the set of given cells of a
//! generated puzzle is invariant, and their orbits (the cells that are given or emptied
//! together).
//!
//! Maps are on (row, column) in `0..9`: `rot180` (r,c)→(8-r,8-c); `rot90` (r,c)→(c,8-r);
//! `horizontal` (r,c)→(8-r,c) (mirror across the horizontal axis); `vertical` (r,c)→(r,8-c);
//! `both-axes` both mirrors (SUDOGEN's symmetric pattern); `diagonal` (r,c)→(c,r);
//! `anti-diagonal` (r,c)→(8-c,8-r); `both-diagonals` both diagonal mirrors; `dihedral` all
//! eight symmetries of the square. Wikipedia's seven classes (seed 002) are among them.

use crate::{
    geometry::{Cell, CellSet},
    grid::Grid,
};
use std::fmt;
use std::str::FromStr;

/// A symmetry class of the pattern of givens.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Symmetry {
    /// No constraint.
    #[default]
    None,
    /// Half-turn: (r,c)→(8-r,8-c).
    Rot180,
    /// Quarter-turn: (r,c)→(c,8-r) (and so also the half-turn).
    Rot90,
    /// Mirror across the horizontal axis: (r,c)→(8-r,c).
    Horizontal,
    /// Mirror across the vertical axis: (r,c)→(r,8-c).
    Vertical,
    /// Both axis mirrors (and so the half-turn): SUDOGEN's symmetric pattern.
    BothAxes,
    /// Mirror across the main diagonal: (r,c)→(c,r).
    Diagonal,
    /// Mirror across the anti-diagonal: (r,c)→(8-c,8-r).
    AntiDiagonal,
    /// Both diagonal mirrors (and so the half-turn).
    BothDiagonals,
    /// All eight symmetries of the square.
    Dihedral,
}

type Map = fn(usize, usize) -> (usize, usize);

fn rot180(r: usize, c: usize) -> (usize, usize) {
    (8 - r, 8 - c)
}
fn rot90(r: usize, c: usize) -> (usize, usize) {
    (c, 8 - r)
}
fn horizontal(r: usize, c: usize) -> (usize, usize) {
    (8 - r, c)
}
fn vertical(r: usize, c: usize) -> (usize, usize) {
    (r, 8 - c)
}
fn diagonal(r: usize, c: usize) -> (usize, usize) {
    (c, r)
}
fn anti_diagonal(r: usize, c: usize) -> (usize, usize) {
    (8 - c, 8 - r)
}

impl Symmetry {
    /// Every class, in the order the page's form lists them.
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::Horizontal,
        Symmetry::Vertical,
        Symmetry::BothAxes,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothDiagonals,
        Symmetry::Dihedral,
    ];

    /// The name the CLI takes and prints (`rot180`, `both-axes`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::Horizontal => "horizontal",
            Symmetry::Vertical => "vertical",
            Symmetry::BothAxes => "both-axes",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::Dihedral => "dihedral",
        }
    }

    /// Maps that generate the class (every map of the class is a composition of them).
    fn generators(self) -> &'static [Map] {
        match self {
            Symmetry::None => &[],
            Symmetry::Rot180 => &[rot180],
            Symmetry::Rot90 => &[rot90],
            Symmetry::Horizontal => &[horizontal],
            Symmetry::Vertical => &[vertical],
            Symmetry::BothAxes => &[horizontal, vertical],
            Symmetry::Diagonal => &[diagonal],
            Symmetry::AntiDiagonal => &[anti_diagonal],
            Symmetry::BothDiagonals => &[diagonal, anti_diagonal],
            Symmetry::Dihedral => &[rot90, horizontal],
        }
    }

    /// The image of `cell` under each generating map.
    pub fn images(self, cell: Cell) -> impl Iterator<Item = Cell> {
        let (r, c) = (cell.row(), cell.col());
        self.generators().iter().map(move |m| {
            let (r2, c2) = m(r, c);
            Cell::from_index(r2 * 9 + c2)
        })
    }

    /// The orbit of `cell`: every cell the class's maps take it to, itself included.
    pub fn orbit(self, cell: Cell) -> CellSet {
        let mut orbit = CellSet::single(cell);
        let mut todo = vec![cell];
        while let Some(x) = todo.pop() {
            for y in self.images(x) {
                if !orbit.contains(y) {
                    orbit.insert(y);
                    todo.push(y);
                }
            }
        }
        orbit
    }

    /// The orbits that partition the 81 cells, ordered by their first cell.
    pub fn orbits(self) -> Vec<CellSet> {
        let mut seen = CellSet::EMPTY;
        let mut orbits = Vec::new();
        for cell in Cell::all() {
            if !seen.contains(cell) {
                let orbit = self.orbit(cell);
                seen |= orbit;
                orbits.push(orbit);
            }
        }
        orbits
    }

    /// Whether the set `cells` is invariant under the class's maps.
    pub fn holds_for(self, cells: CellSet) -> bool {
        cells
            .iter()
            .all(|cell| self.images(cell).all(|y| cells.contains(y)))
    }

    /// Whether the given cells of `grid` form a pattern of this class.
    pub fn holds(self, grid: &Grid) -> bool {
        self.holds_for(grid.filled())
    }

    /// Whether a union of orbits has exactly `blanks` cells (so a puzzle of this class can
    /// have that many empty cells).
    pub fn can_blank(self, blanks: usize) -> bool {
        if blanks > 81 {
            return false;
        }
        let mut reachable = [false; 82];
        reachable[0] = true;
        for orbit in self.orbits() {
            let n = orbit.len();
            for total in (n..=81).rev() {
                if reachable[total - n] {
                    reachable[total] = true;
                }
            }
        }
        reachable[blanks]
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A symmetry name that is not one of [`Symmetry::ALL`]'s.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownSymmetry(pub String);

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        write!(
            f,
            "unknown symmetry `{}` (expected one of: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownSymmetry {}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    /// Parses a name of [`Symmetry::name`] (case-insensitive, `_` for `-` accepted).
    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        let key = s.trim().to_ascii_lowercase().replace('_', "-");
        Symmetry::ALL
            .into_iter()
            .find(|sym| sym.name() == key)
            .ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(r: usize, c: usize) -> Cell {
        Cell::from_index(r * 9 + c)
    }

    #[test]
    fn orbit_sizes() {
        // (orbit count, [number of orbits of size 1, 2, 4, 8])
        let expected = [
            (Symmetry::None, [81, 0, 0, 0]),
            (Symmetry::Rot180, [1, 40, 0, 0]),
            (Symmetry::Rot90, [1, 0, 20, 0]),
            (Symmetry::Horizontal, [9, 36, 0, 0]),
            (Symmetry::Vertical, [9, 36, 0, 0]),
            (Symmetry::BothAxes, [1, 8, 16, 0]),
            (Symmetry::Diagonal, [9, 36, 0, 0]),
            (Symmetry::AntiDiagonal, [9, 36, 0, 0]),
            (Symmetry::BothDiagonals, [1, 8, 16, 0]),
            (Symmetry::Dihedral, [1, 0, 8, 6]), // axes and diagonals: 4 + 4 orbits of 4
        ];
        for (sym, sizes) in expected {
            let orbits = sym.orbits();
            let mut counts = [0; 4];
            for o in &orbits {
                let k = match o.len() {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    n => panic!("{sym}: orbit of {n}"),
                };
                counts[k] += 1;
            }
            assert_eq!(counts, sizes, "{sym}");
            assert_eq!(orbits.iter().map(|o| o.len()).sum::<usize>(), 81);
        }
    }

    #[test]
    fn maps_as_the_issue_states_them() {
        let x = at(1, 2);
        assert!(Symmetry::Rot180.orbit(x).contains(at(7, 6)));
        assert!(Symmetry::Rot90.orbit(x).contains(at(2, 7)));
        assert!(Symmetry::Horizontal.orbit(x).contains(at(7, 2)));
        assert!(Symmetry::Vertical.orbit(x).contains(at(1, 6)));
        assert!(Symmetry::Diagonal.orbit(x).contains(at(2, 1)));
        assert!(Symmetry::AntiDiagonal.orbit(x).contains(at(6, 7)));
        assert_eq!(Symmetry::Dihedral.orbit(x).len(), 8);
    }

    #[test]
    fn names_round_trip() {
        for sym in Symmetry::ALL {
            assert_eq!(sym.name().parse::<Symmetry>(), Ok(sym));
        }
        assert_eq!("BOTH_AXES".parse::<Symmetry>(), Ok(Symmetry::BothAxes));
        assert!("spiral".parse::<Symmetry>().is_err());
    }

    #[test]
    fn feasible_blank_counts() {
        assert!(Symmetry::Rot90.can_blank(45));
        assert!(!Symmetry::Rot90.can_blank(46));
        assert!(!Symmetry::Dihedral.can_blank(2));
        assert!(Symmetry::None.can_blank(64));
        assert!(Symmetry::Rot180.can_blank(0));
    }
}
