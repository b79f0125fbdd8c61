//! SUDOGEN's built-in solver and its classic coach (V. Albillo, HP-71B, 2006; seed 004).
//!
//! The listing's `SUB TRY` is a non-recursive solver that only ever places *forced values*:
//!
//! 1. **"unique digits for a cell"** (a naked single): scanning the empty cells row by row,
//!    left to right, a cell whose row, column and box leave one digit gets it;
//!    printed `[6-3] can only hold 6`;
//! 2. **"unique cells for a digit"** (a hidden single): only when a whole scan found no naked
//!    single, for `U` = 1‥9 and then `V` = 1‥9, the only cell of row `U`, then of column `U`,
//!    then of box `U` that can take digit `V` gets it; printed `[3-4]=only site for 2`;
//!
//! iterated until the grid is full (`F=2`, "Solved!"), a cell has no digit left (`F=3`,
//! "Illegal puzzle") or neither rule applies (`F=4`): then the coach prints
//! "No more forced values", one `[1-6] admits 579` line per empty cell, cells with 2 candidates
//! first, then 3, … (scan order within a count), and "No more hints".
//!
//! With `Z`=0 ([`forced_solve`]) the generator's "check solve" runs it to the end; with `Z`=1
//! ([`ClassicCoach`]) every call places exactly one value and returns its hint, and the next
//! call starts again from a fresh scan of the grid (the masks are rebuilt on every call).
//!
//! Faithfulness notes (what the listing does, kept on purpose, and what had to be inferred):
//! - Line 90 reads the row mask `U=R(I)` once per row and per scan, so a naked single placed
//!   earlier in the same row and scan is not yet seen by the cells after it (the column and box
//!   masks are read live). This only changes the order of placements in a `Z`=0 run; it is
//!   reproduced.
//! - Lines 102-104 record every candidate of the scan, and the hidden-single pass (lines
//!   106-108) places every hidden single it finds from those tables without rebuilding them
//!   (line 111 skips a cell already filled in the same pass). Reproduced.
//! - The listing adds digit bits to its masks (`R(I)=R(I)+D`), which only equals a bitwise OR
//!   when no house holds a digit twice; on a grid whose givens clash its behaviour is
//!   undefined. Here masks are ORed, a grid whose givens clash is reported as
//!   [`TryOutcome::Illegal`] at once, and a run that ends with clashing placements (possible
//!   only on a puzzle without solution) is reported as illegal too.
//! - The text of the hints is the one the seed's examples print (`[6-3] can only hold 6`), the
//!   HP-71B's `DISP` spacing of numbers normalised to one space.

use crate::{bitset::DigitSet, digit::Digit, geometry::Cell, grid::Grid};
use std::fmt;

/// The box of (row, column), 0-based: the listing's `S(I,J)`.
const fn box_of(row: usize, col: usize) -> usize {
    (row / 3) * 3 + col / 3
}

/// Every digit bit 1..=9 set: the listing's `1022`.
const FULL: u16 = 0b11_1111_1110;

/// How a run of SUDOGEN's solver ended (the listing's `F`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TryOutcome {
    /// Every cell was filled by forced values (`F=2`).
    Solved,
    /// A cell admits no digit, or the givens clash (`F=3`).
    Illegal,
    /// Neither rule applies any more (`F=4`).
    Stuck,
}

/// The result of [`forced_solve`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ForcedSolve {
    /// How the run ended.
    pub outcome: TryOutcome,
    /// The grid with every forced value placed.
    pub grid: Grid,
    /// How many values were placed (the listing's `M`).
    pub placed: usize,
}

/// One line of the classic coach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ClassicHint {
    /// A naked single: `[6-3] can only hold 6`. The digit has been placed.
    CanOnlyHold {
        /// The cell.
        cell: Cell,
        /// Its only possible digit.
        digit: Digit,
    },
    /// A hidden single: `[3-4]=only site for 2`. The digit has been placed.
    OnlySite {
        /// The cell.
        cell: Cell,
        /// The digit that has no other place in one of the cell's houses.
        digit: Digit,
    },
    /// `No more forced values`: from now on the hints are candidate lists.
    NoMoreForcedValues,
    /// `[1-6] admits 579`: the digits the cell's houses leave.
    Admits {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        digits: DigitSet,
    },
    /// `Solved!`: the grid is full (last line).
    Solved,
    /// `No more hints` (last line): the grid is as far as forced values take it.
    NoMoreHints,
    /// `Illegal puzzle` (last line): a cell admits no digit, or the givens clash.
    IllegalPuzzle,
}

impl ClassicHint {
    /// Whether this is the last hint of a transcript.
    pub const fn is_final(self) -> bool {
        matches!(
            self,
            ClassicHint::Solved | ClassicHint::NoMoreHints | ClassicHint::IllegalPuzzle
        )
    }

    /// The cell the hint is about, if any (for highlighting).
    pub const fn cell(self) -> Option<Cell> {
        match self {
            ClassicHint::CanOnlyHold { cell, .. }
            | ClassicHint::OnlySite { cell, .. }
            | ClassicHint::Admits { cell, .. } => Some(cell),
            _ => None,
        }
    }

    /// The digit the hint places (a forced value), if any.
    pub const fn placement(self) -> Option<crate::geometry::Candidate> {
        match self {
            ClassicHint::CanOnlyHold { cell, digit } | ClassicHint::OnlySite { cell, digit } => {
                Some(crate::geometry::Candidate { cell, digit })
            }
            _ => None,
        }
    }

    /// Whether the hint is a conclusion about the whole puzzle (solved, or illegal) rather
    /// than a line about one cell.
    pub const fn is_verdict(self) -> bool {
        matches!(self, ClassicHint::Solved | ClassicHint::IllegalPuzzle)
    }
}

/// SUDOGEN's cell notation: `[row-column]`, 1-based.
struct Classic(Cell);

impl fmt::Display for Classic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}-{}]", self.0.row() + 1, self.0.col() + 1)
    }
}

impl fmt::Display for ClassicHint {
    /// The line exactly as SUDOGEN prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ClassicHint::CanOnlyHold { cell, digit } => {
                write!(f, "{} can only hold {digit}", Classic(cell))
            }
            ClassicHint::OnlySite { cell, digit } => {
                write!(f, "{}=only site for {digit}", Classic(cell))
            }
            ClassicHint::NoMoreForcedValues => f.write_str("No more forced values"),
            ClassicHint::Admits { cell, digits } => {
                write!(f, "{} admits {digits}", Classic(cell))
            }
            ClassicHint::Solved => f.write_str("Solved!"),
            ClassicHint::NoMoreHints => f.write_str("No more hints"),
            ClassicHint::IllegalPuzzle => f.write_str("Illegal puzzle"),
        }
    }
}

/// An empty cell as the last scan saw it: the listing's row of `A(K,·)`.
#[derive(Clone, Copy, Debug)]
struct Open {
    cell: u8,
    /// Number of candidates (`A(K,3)`).
    count: u8,
    /// Digits its houses use, bit `d` for digit `d` (`A(K,4)`, the listing's `L`).
    used: u16,
}

/// How one `CALL TRY` ended.
enum End {
    /// `Z`=1 only: one value was placed.
    Placed(ClassicHint),
    Solved,
    Illegal,
    /// No forced value: the empty cells of the last scan, in scan order.
    Stuck(Vec<Open>),
}

/// The listing's `SUB TRY(P,F,Z,…)` on `p` (0 = empty); `coach` is `Z`=1.
fn try_grid(p: &mut [u8; 81], coach: bool, placed: &mut usize) -> End {
    if has_clash(p) {
        return End::Illegal;
    }
    let mut masks = Masks::of(p);
    let mut open: Vec<Open> = Vec::with_capacity(81);
    loop {
        match naked_scan(p, &mut masks, &mut open, coach, placed) {
            Err(end) => return end,
            Ok(1) => continue, // line 99: scan again
            Ok(2) => {
                return if has_clash(p) {
                    End::Illegal
                } else {
                    End::Solved
                }
            }
            Ok(_) => {}
        }
        let sites = Sites::of(&open);
        match place_hidden(p, &mut masks, &sites, coach, placed) {
            Err(end) => return end,
            Ok(true) => {}
            Ok(false) => {
                return if has_clash(p) {
                    End::Illegal
                } else {
                    End::Stuck(open)
                }
            }
        }
    }
}

/// Lines 88-89 (and 113): the digit masks of rows, columns and boxes, bit `d` for digit `d`.
struct Masks {
    r: [u16; 9],
    c: [u16; 9],
    b: [u16; 9],
}

impl Masks {
    fn of(p: &[u8; 81]) -> Masks {
        let mut masks = Masks {
            r: [0; 9],
            c: [0; 9],
            b: [0; 9],
        };
        for (i, &d) in p.iter().enumerate() {
            if d != 0 {
                masks.add(i / 9, i % 9, 1u16 << d);
            }
        }
        masks
    }

    /// Digit bit `bit` placed at (row `i`, column `j`).
    fn add(&mut self, i: usize, j: usize, bit: u16) {
        self.r[i] |= bit;
        self.c[j] |= bit;
        self.b[box_of(i, j)] |= bit;
    }
}

/// Line 90: one scan for naked singles, row by row, left to right; `open` gets the empty cells
/// that were not placed. `Ok` is the listing's `F` after the scan (2 = no empty cell, 1 = a
/// value placed, 0 = none); `Err` ends the call (a cell with no digit, or `Z`=1's one value).
fn naked_scan(
    p: &mut [u8; 81],
    masks: &mut Masks,
    open: &mut Vec<Open>,
    coach: bool,
    placed: &mut usize,
) -> Result<u8, End> {
    let mut f = 2u8;
    open.clear();
    for i in 0..9 {
        let u = masks.r[i]; // read once per row: see the module notes
        for j in 0..9 {
            let idx = i * 9 + j;
            if p[idx] != 0 {
                continue;
            }
            if f == 2 {
                f = 0;
            }
            let l = u | masks.c[j] | masks.b[box_of(i, j)];
            if l == FULL {
                return Err(End::Illegal); // line 92
            }
            let d = !l & FULL;
            let n = d.count_ones() as u8;
            if n != 1 {
                open.push(Open {
                    cell: idx as u8,
                    count: n,
                    used: l,
                });
                continue;
            }
            // Line 96: place it.
            let digit = d.trailing_zeros() as u8;
            p[idx] = digit;
            f = 1;
            *placed += 1;
            masks.add(i, j, d);
            if coach {
                return Err(End::Placed(ClassicHint::CanOnlyHold {
                    cell: Cell::from_index(idx),
                    digit: Digit::from_index(usize::from(digit - 1)),
                }));
            }
        }
    }
    Ok(f)
}

/// Lines 100-105: for each house and digit, the only cell that admits it (0 = none, -1 =
/// several), 1-based. Rows (`n1`) and columns (`n2`) keep the other coordinate, boxes keep
/// both (`n3` the row, `g` the column).
struct Sites {
    n1: [[i8; 10]; 9],
    n2: [[i8; 10]; 9],
    n3: [[i8; 10]; 9],
    g: [[i8; 10]; 9],
}

impl Sites {
    fn of(open: &[Open]) -> Sites {
        let mut s = Sites {
            n1: [[0; 10]; 9],
            n2: [[0; 10]; 9],
            n3: [[0; 10]; 9],
            g: [[0; 10]; 9],
        };
        for o in open {
            let idx = usize::from(o.cell);
            let (i, j) = (idx / 9, idx % 9);
            let h = box_of(i, j);
            for v in 1..=9usize {
                if o.used & (1 << v) != 0 {
                    continue;
                }
                let (ii, jj) = (i as i8 + 1, j as i8 + 1);
                s.n1[i][v] = if s.n1[i][v] != 0 { -1 } else { jj };
                s.n2[j][v] = if s.n2[j][v] != 0 { -1 } else { ii };
                if s.n3[h][v] != 0 {
                    s.n3[h][v] = -1;
                } else {
                    s.n3[h][v] = ii;
                    s.g[h][v] = jj;
                }
            }
        }
        s
    }
}

/// Lines 105-111: places the hidden singles of `sites`, rows then columns then boxes, for each
/// `U` then `V`, skipping a cell filled earlier in the pass. `Ok` says whether any was placed;
/// `Err` is `Z`=1's one value.
fn place_hidden(
    p: &mut [u8; 81],
    masks: &mut Masks,
    sites: &Sites,
    coach: bool,
    placed: &mut usize,
) -> Result<bool, End> {
    let Sites { n1, n2, n3, g } = sites;
    let mut any = false;
    for u in 0..9usize {
        for v in 1..=9usize {
            let found = [
                (n1[u][v] > 0).then(|| (u, n1[u][v] as usize - 1)),
                (n2[u][v] > 0).then(|| (n2[u][v] as usize - 1, u)),
                (n3[u][v] > 0).then(|| (n3[u][v] as usize - 1, g[u][v] as usize - 1)),
            ];
            for (i, j) in found.into_iter().flatten() {
                // Line 111.
                let idx = i * 9 + j;
                if p[idx] != 0 {
                    continue;
                }
                any = true;
                *placed += 1;
                p[idx] = v as u8;
                if coach {
                    return Err(End::Placed(ClassicHint::OnlySite {
                        cell: Cell::from_index(idx),
                        digit: Digit::from_index(v - 1),
                    }));
                }
                masks.add(i, j, 1u16 << v);
            }
        }
    }
    Ok(any)
}

/// Whether some house holds a digit twice.
fn has_clash(p: &[u8; 81]) -> bool {
    let mut r = [0u16; 9];
    let mut c = [0u16; 9];
    let mut b = [0u16; 9];
    for (i, &d) in p.iter().enumerate() {
        if d == 0 {
            continue;
        }
        let bit = 1u16 << d;
        let (row, col, bx) = (i / 9, i % 9, box_of(i / 9, i % 9));
        if r[row] & bit != 0 || c[col] & bit != 0 || b[bx] & bit != 0 {
            return true;
        }
        r[row] |= bit;
        c[col] |= bit;
        b[bx] |= bit;
    }
    false
}

/// Runs SUDOGEN's solver to the end (`CALL TRY(P,F,0,…)`): every forced value it can find.
///
/// The generator's "check solve" accepts a puzzle when this returns [`TryOutcome::Solved`]:
/// such a puzzle has a unique solution that naked and hidden singles alone reach.
pub fn forced_solve(grid: &Grid) -> ForcedSolve {
    let mut p = *grid.digits();
    let mut placed = 0;
    let outcome = match try_grid(&mut p, false, &mut placed) {
        End::Solved => TryOutcome::Solved,
        End::Illegal => TryOutcome::Illegal,
        End::Stuck(_) | End::Placed(_) => TryOutcome::Stuck,
    };
    ForcedSolve {
        outcome,
        // `p` only ever receives digits 1..=9.
        grid: Grid::from_digits(p).unwrap_or(*grid),
        placed,
    }
}

/// Whether SUDOGEN's "check solve" accepts `grid`: forced values alone solve it.
pub fn is_forced_solvable(grid: &Grid) -> bool {
    let mut p = *grid.digits();
    let mut placed = 0;
    matches!(try_grid(&mut p, false, &mut placed), End::Solved)
}

/// SUDOGEN's coach (`CALL TRY(D,F,1,…)` in a loop, lines 53-56): one hint per call of
/// [`Iterator::next`], in the listing's order, ending with [`ClassicHint::Solved`],
/// [`ClassicHint::NoMoreHints`] or [`ClassicHint::IllegalPuzzle`]; then `None`.
///
/// Each forced-value hint places its digit in [`ClassicCoach::grid`]; the candidate lists
/// that follow "No more forced values" place nothing.
///
/// ```
/// use solver_core::sudogen::ClassicCoach;
/// let line = "....54.9.2469.3.1.....612..48...6.5..57..9.....3..8..9.32...976...69243....8.712.";
/// let mut coach = ClassicCoach::new(&line.parse().expect("a puzzle"));
/// assert_eq!(coach.next().map(|h| h.to_string()).as_deref(), Some("[3-4] can only hold 7"));
/// ```
#[derive(Clone, Debug)]
pub struct ClassicCoach {
    grid: Grid,
    pending: Vec<ClassicHint>,
    done: bool,
}

impl ClassicCoach {
    /// The coach for a puzzle (or for any position: the givens and the player's digits).
    pub fn new(grid: &Grid) -> ClassicCoach {
        ClassicCoach {
            grid: *grid,
            pending: Vec::new(),
            done: false,
        }
    }

    /// The grid with every value hinted so far placed (what `CALL SDP(D,Y)` prints at the end).
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Whether the last hint has been given.
    pub fn is_done(&self) -> bool {
        self.done && self.pending.is_empty()
    }
}

impl Iterator for ClassicCoach {
    type Item = ClassicHint;

    fn next(&mut self) -> Option<ClassicHint> {
        if !self.pending.is_empty() {
            return Some(self.pending.remove(0));
        }
        if self.done {
            return None;
        }
        let mut p = *self.grid.digits();
        let mut placed = 0;
        let end = try_grid(&mut p, true, &mut placed);
        if let Some(grid) = Grid::from_digits(p) {
            self.grid = grid;
        }
        match end {
            End::Placed(hint) => Some(hint),
            End::Solved => {
                self.done = true;
                Some(ClassicHint::Solved)
            }
            End::Illegal => {
                self.done = true;
                Some(ClassicHint::IllegalPuzzle)
            }
            End::Stuck(mut open) => {
                // Lines 71-76: N = 2..9, then scan order.
                self.done = true;
                open.sort_by_key(|o| o.count); // stable: keeps scan order within a count
                self.pending = open
                    .iter()
                    .map(|o| ClassicHint::Admits {
                        cell: Cell::from_index(usize::from(o.cell)),
                        digits: DigitSet::from_bits((!o.used & FULL) >> 1),
                    })
                    .collect();
                self.pending.push(ClassicHint::NoMoreHints);
                Some(ClassicHint::NoMoreForcedValues)
            }
        }
    }
}

/// The whole classic coaching session for `grid`: every hint in order (the last one is
/// `Solved!`, `No more hints` or `Illegal puzzle`) and the grid printed at the end.
pub fn classic_transcript(grid: &Grid) -> (Vec<ClassicHint>, Grid) {
    let mut coach = ClassicCoach::new(grid);
    let hints: Vec<ClassicHint> = coach.by_ref().collect();
    (hints, *coach.grid())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Grid {
        s.parse().expect("test grid")
    }

    #[test]
    fn hint_texts() {
        let cell = Cell::at(5, 2).expect("cell");
        let six = Digit::new_checked(6).expect("digit");
        assert_eq!(
            ClassicHint::CanOnlyHold { cell, digit: six }.to_string(),
            "[6-3] can only hold 6"
        );
        assert_eq!(
            ClassicHint::OnlySite { cell, digit: six }.to_string(),
            "[6-3]=only site for 6"
        );
        let digits: DigitSet = [5u8, 7, 9]
            .iter()
            .filter_map(|&d| Digit::new_checked(d))
            .collect();
        assert_eq!(
            ClassicHint::Admits { cell, digits }.to_string(),
            "[6-3] admits 579"
        );
    }

    #[test]
    fn clashing_givens_are_illegal() {
        let mut line = String::from("11");
        line.push_str(&".".repeat(79));
        let g = grid(&line);
        assert_eq!(forced_solve(&g).outcome, TryOutcome::Illegal);
        let (hints, _) = classic_transcript(&g);
        assert_eq!(hints, vec![ClassicHint::IllegalPuzzle]);
    }

    #[test]
    fn a_cell_without_candidates_is_illegal() {
        // r1c9 sees 1-8 in its row and 9 in its column.
        let mut line = String::from("12345678.");
        line.push_str("........9");
        line.push_str(&".".repeat(63));
        let g = grid(&line);
        assert_eq!(forced_solve(&g).outcome, TryOutcome::Illegal);
    }

    #[test]
    fn full_grid_is_solved_at_once() {
        let s = grid(
            "658271439213894756479365182924658317567143928831927645185736294742519863396482571",
        );
        assert!(s.is_solved());
        assert_eq!(forced_solve(&s).outcome, TryOutcome::Solved);
        assert_eq!(classic_transcript(&s).0, vec![ClassicHint::Solved]);
    }

    #[test]
    fn empty_grid_is_stuck_with_81_lists() {
        let (hints, g) = classic_transcript(&Grid::EMPTY);
        assert_eq!(g, Grid::EMPTY);
        assert_eq!(hints.len(), 1 + 81 + 1);
        assert_eq!(hints[0], ClassicHint::NoMoreForcedValues);
        assert_eq!(hints[1].to_string(), "[1-1] admits 123456789");
        assert_eq!(hints[82], ClassicHint::NoMoreHints);
    }
}
