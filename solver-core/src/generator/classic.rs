//! SUDOGEN's classic generator (seed 004, lines 31-47 of the listing), driven by [`Rng`].
//!
//! 1. A relabelling `L`: the identity, then 20 swaps of two random entries (lines 31-32).
//! 2. An equivalence class chosen at random and decoded from its `DATA` string (lines 33-35):
//!    character `k` of the string gives the two-digit number `NUM(c)-23`, whose digits are
//!    cells `2k` and `2k+1` (row-major); each decoded digit `d` becomes `L(d)`.
//! 3. 20 rounds of: swap two columns of a stack, then two rows of a band (lines 36-38; the
//!    second line is drawn by `FNV`, one of the two other lines of the first one's band).
//! 4. Transposition with probability one half (line 39).
//! 5. Decimation (lines 60-67): `T` random filled cells emptied; or, symmetric, the centre if
//!    `T` is odd, then `T DIV 4` times a random filled cell off the middle row and column and
//!    its three mirror images (so the middle row and column keep every other digit).
//! 6. "Check solve" (lines 46-47): the puzzle is kept only if SUDOGEN's solver fills it by
//!    forced values alone; otherwise step 5 starts again on the same solved grid
//!    (`Gen 1: chk NOK`, `Gen 2: chk OK!`).
//!
//! The HP-71B's `RND` is replaced by [`Rng`]: `FNR` is `below(9)+1`, `RND<.5` is `coin()`,
//! so a seed gives the same puzzle on every platform (not the HP-71B's puzzle for
//! `RANDOMIZE n`).

use crate::rng::Rng;
use crate::sudogen::is_forced_solvable;
use crate::{grid::Grid, symmetry::Symmetry};
use std::fmt;

/// The listing's three `DATA` strings (lines 80-82), as the seed's OCR gives them.
///
/// The second string's last character was lost by the OCR: decoded as printed, its last cell
/// reads 2, which repeats a digit of row 9; 1 is the only digit that makes the grid valid
/// (row 9 lacks it), and [`class_grid`] puts it there.
pub const DATA: [&str; 3] = [
    r#"Xi^Bs$pFOFtX)4/Xj(O^Bso6scD)P;4FAJyV>WiP!"#,
    r#"[,>Db@Z3tx9Q#Z*K;kBQTx-[u`&&Uk`tu^K[i`wM."#,
    r#"7*Mck\i`JQ^;H1Q/r`u;^iP#=OH*P[.G;H0(2D$yS"#,
];

/// The largest number of blanks with the check (the listing's `M=62-11*G`).
pub const MAX_BLANKS_CHECKED: u8 = 51;
/// The largest number of blanks without the check.
pub const MAX_BLANKS_UNCHECKED: u8 = 62;

/// Seed of the extra classes' grids: fixed, so class `k` is the same grid everywhere.
const EXTRA_CLASS_SEED: u64 = 0x5ad0_6e2e_0000_0000;

/// Decodes a `DATA` string with the listing's `NUM(B$[K DIV 2+1])-23` rule: the 81 digits,
/// `None` if the string is too short or a character gives a number outside 11..=99 or a 0
/// digit in a used position.
pub fn decode(data: &str) -> Option<[u8; 81]> {
    let bytes = data.as_bytes();
    let mut cells = [0u8; 81];
    for (k, cell) in cells.iter_mut().enumerate() {
        let number = i32::from(*bytes.get(k / 2)?) - 23;
        if !(10..=99).contains(&number) {
            return None;
        }
        let digit = if k % 2 == 0 { number / 10 } else { number % 10 };
        if digit == 0 {
            return None;
        }
        *cell = digit as u8;
    }
    Some(cells)
}

/// The solved grid of base class `index` (`0..3` the listing's, then `extra` more grids made
/// by the modern generator from a fixed seed), `None` past the end.
pub fn class_grid(index: usize, extra: usize) -> Option<Grid> {
    if let Some(data) = DATA.get(index) {
        let mut cells = decode(data)?;
        if index == 1 {
            // The OCR-damaged last cell (see [`DATA`]): row 9 lacks exactly one digit.
            let row9 = &cells[72..80];
            cells[80] = (1..=9u8).find(|d| !row9.contains(d))?;
        }
        return Grid::from_digits(cells).filter(Grid::is_solved);
    }
    let k = index - DATA.len();
    (k < extra).then(|| super::random_solution(&mut Rng::new(EXTRA_CLASS_SEED + k as u64)))
}

/// What the classic generator is asked for (the listing's prompts).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClassicOptions {
    /// Number of empty cells (`# Blanks`): 1-51 with the check, 1-62 without.
    pub blanks: u8,
    /// "Check solve": keep only puzzles that forced values alone solve.
    pub check: bool,
    /// "Symmetric": mirror in both axes (blanks must be ≡ 0 or 1 mod 4).
    pub symmetric: bool,
    /// Equivalence classes beyond the listing's three.
    pub extra_classes: u8,
    /// Decimations tried before giving up (the listing never gives up).
    pub max_tries: u32,
}

impl Default for ClassicOptions {
    /// The listing's defaults: check solve, not symmetric, 45 blanks.
    fn default() -> ClassicOptions {
        ClassicOptions {
            blanks: 45,
            check: true,
            symmetric: false,
            extra_classes: 0,
            max_tries: 100_000,
        }
    }
}

/// Why the classic generator could not give a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClassicError {
    /// `blanks` is outside `1..=max` (51 with the check, 62 without).
    BlanksOutOfRange {
        /// The number asked for.
        blanks: u8,
        /// The limit for this mode.
        max: u8,
        /// Whether the check was asked for.
        check: bool,
    },
    /// A symmetric puzzle needs a number of blanks ≡ 0 or 1 mod 4.
    SymmetricBlanks {
        /// The number asked for.
        blanks: u8,
    },
    /// `max_tries` decimations all failed the check.
    NotFound {
        /// How many were tried.
        tries: u32,
    },
}

impl fmt::Display for ClassicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ClassicError::BlanksOutOfRange { blanks, max, check } => write!(
                f,
                "{blanks} blanks is out of range: the classic generator takes 1-{max} blanks {}",
                if check {
                    "with the solvability check"
                } else {
                    "without the solvability check"
                }
            ),
            ClassicError::SymmetricBlanks { blanks } => write!(
                f,
                "{blanks} blanks cannot be symmetric: the classic symmetric pattern needs a \
                 multiple of 4 or a multiple of 4 plus 1 (e.g. {} or {})",
                blanks / 4 * 4,
                blanks / 4 * 4 + 1
            ),
            ClassicError::NotFound { tries } => write!(
                f,
                "could not find one in {tries} tries: no decimation passed the solvability check"
            ),
        }
    }
}

impl std::error::Error for ClassicError {}

/// A puzzle from the classic generator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClassicPuzzle {
    /// The puzzle.
    pub puzzle: Grid,
    /// The solved grid it was cut from (its only solution when the check was on).
    pub solution: Grid,
    /// The equivalence class used (0-based; 0-2 are the listing's).
    pub class: u8,
    /// Whether the grid was transposed.
    pub transposed: bool,
    /// How many decimations were made (the listing's `W`); all but the last failed the check.
    pub tries: u32,
    /// Whether the check was on.
    pub checked: bool,
}

impl ClassicPuzzle {
    /// The progress lines SUDOGEN displays while generating: `Gen 1: chk NOK`, …,
    /// `Gen 3: chk OK!` with the check, `Gen 1:` without.
    pub fn log(&self) -> Vec<String> {
        if !self.checked {
            return vec!["Gen 1:".to_string()];
        }
        (1..=self.tries)
            .map(|w| {
                let verdict = if w == self.tries { "OK!" } else { "NOK" };
                format!("Gen {w}: chk {verdict}")
            })
            .collect()
    }

    /// The symmetry class of the pattern of givens that was asked for.
    pub fn symmetry(&self, options: &ClassicOptions) -> Symmetry {
        if options.symmetric {
            Symmetry::BothAxes
        } else {
            Symmetry::None
        }
    }
}

/// Checks the options as the listing's line 25 does.
pub fn validate(options: &ClassicOptions) -> Result<(), ClassicError> {
    let max = if options.check {
        MAX_BLANKS_CHECKED
    } else {
        MAX_BLANKS_UNCHECKED
    };
    if options.blanks < 1 || options.blanks > max {
        return Err(ClassicError::BlanksOutOfRange {
            blanks: options.blanks,
            max,
            check: options.check,
        });
    }
    if options.symmetric && options.blanks % 4 > 1 {
        return Err(ClassicError::SymmetricBlanks {
            blanks: options.blanks,
        });
    }
    Ok(())
}

/// `FNR`: a random number 1..=9, as a 0-based index.
fn fnr(rng: &mut Rng) -> usize {
    rng.below(9) as usize
}

/// `FNV`: one of the two other lines of line `u`'s band (0-based).
fn fnv(rng: &mut Rng, u: usize) -> usize {
    let step = usize::from(rng.coin());
    (u + 1 + step) % 3 + 3 * (u / 3)
}

/// Generates a puzzle as SUDOGEN does, from `seed`.
pub fn generate_classic(
    seed: u64,
    options: &ClassicOptions,
) -> Result<ClassicPuzzle, ClassicError> {
    validate(options)?;
    let mut rng = Rng::new(seed);
    // Lines 31-32: the relabelling.
    let mut l: [u8; 10] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for _ in 0..20 {
        let i = fnr(&mut rng) + 1;
        let j = fnr(&mut rng) + 1;
        l.swap(i, j);
    }
    // Line 33: the class (`MOD(FNR,3)+1` for the listing's three; uniform in general).
    let classes = DATA.len() + usize::from(options.extra_classes);
    let class = rng.below(classes as u32) as usize;
    let base = class_grid(class, usize::from(options.extra_classes)).unwrap_or_else(|| {
        // Unreachable: every class decodes (tested); fall back to the first.
        class_grid(0, 0).unwrap_or_default()
    });
    // Lines 34-35: relabel.
    let mut a = [[0u8; 9]; 9];
    for (k, &d) in base.digits().iter().enumerate() {
        a[k / 9][k % 9] = l[usize::from(d)];
    }
    // Lines 36-39: 20 rounds of column then row swaps within stacks and bands.
    for _ in 0..20 {
        let u = fnr(&mut rng);
        let v = fnv(&mut rng, u);
        for row in a.iter_mut() {
            row.swap(u, v);
        }
        let u = fnr(&mut rng);
        let v = fnv(&mut rng, u);
        a.swap(u, v);
    }
    let transposed = rng.coin();
    if transposed {
        let t = a;
        for (i, row) in a.iter_mut().enumerate() {
            for (j, x) in row.iter_mut().enumerate() {
                *x = t[j][i];
            }
        }
    }
    let mut cells = [0u8; 81];
    for (k, x) in cells.iter_mut().enumerate() {
        *x = a[k / 9][k % 9];
    }
    let solution = Grid::from_digits(cells).unwrap_or_default();
    // Lines 40-47: decimate, check, and decimate anew until the check passes.
    let mut w = 0u32;
    loop {
        w += 1;
        let puzzle = decimate(&mut rng, &solution, options);
        if !options.check || is_forced_solvable(&puzzle) {
            return Ok(ClassicPuzzle {
                puzzle,
                solution,
                class: class as u8,
                transposed,
                tries: w,
                checked: options.check,
            });
        }
        if w >= options.max_tries {
            return Err(ClassicError::NotFound { tries: w });
        }
    }
}

/// Lines 60-67: empties `options.blanks` cells of `solution`, at random or symmetrically.
fn decimate(rng: &mut Rng, solution: &Grid, options: &ClassicOptions) -> Grid {
    let mut d = *solution.digits();
    let t = usize::from(options.blanks);
    if options.symmetric {
        if t % 2 == 1 {
            d[40] = 0;
        }
        for _ in 0..t / 4 {
            let (i, j) = loop {
                let i = fnr(rng);
                let j = fnr(rng);
                if i != 4 && j != 4 && d[i * 9 + j] != 0 {
                    break (i, j);
                }
            };
            for (r, c) in [(i, j), (i, 8 - j), (8 - i, j), (8 - i, 8 - j)] {
                d[r * 9 + c] = 0;
            }
        }
    } else {
        for _ in 0..t {
            loop {
                let i = fnr(rng);
                let j = fnr(rng);
                if d[i * 9 + j] != 0 {
                    d[i * 9 + j] = 0;
                    break;
                }
            }
        }
    }
    Grid::from_digits(d).unwrap_or(*solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudogen::{forced_solve, TryOutcome};

    #[test]
    fn data_strings_decode_to_solved_grids() {
        // The seed's DATA strings (copied from the listing, lines 80-82).
        let seed_text = [
            "Xi^Bs$pFOFtX)4/Xj(O^Bso6scD)P;4FAJyV>WiP!",
            "[,>Db@Z3tx9Q#Z*K;kBQTx-[u`&&Uk`tu^K[i`wM.",
            "7*Mck\\i`JQ^;H1Q/r`u;^iP#=OH*P[.G;H0(2D$yS",
        ];
        assert_eq!(DATA, seed_text);
        let first = decode(DATA[0]).expect("decodes");
        assert!(Grid::from_digits(first).expect("digits").is_solved());
        let third = decode(DATA[2]).expect("decodes");
        assert!(Grid::from_digits(third).expect("digits").is_solved());
        // The damaged one: as printed only its last cell is wrong, and only 1 repairs it.
        let second = decode(DATA[1]).expect("decodes");
        assert_eq!(second[80], 2);
        let valid: Vec<u8> = (1..=9)
            .filter(|&d| {
                let mut cells = second;
                cells[80] = d;
                Grid::from_digits(cells).expect("digits").is_solved()
            })
            .collect();
        assert_eq!(valid, vec![1]);
        assert_eq!(class_grid(1, 0).map(|g| g.digits()[80]), Some(1));
        for k in 0..3 {
            assert!(class_grid(k, 0).expect("class").is_solved());
        }
        assert_eq!(class_grid(3, 0), None);
        let extra = class_grid(4, 2).expect("extra class");
        assert!(extra.is_solved());
        assert_eq!(class_grid(4, 2), Some(extra));
    }

    #[test]
    fn blanks_are_exact_and_puzzles_come_from_their_solution() {
        for (blanks, check, symmetric) in [
            (1, true, false),
            (30, true, false),
            (45, true, true),
            (44, true, true),
            (62, false, false),
            (61, false, true),
            (51, true, false),
        ] {
            let options = ClassicOptions {
                blanks,
                check,
                symmetric,
                ..ClassicOptions::default()
            };
            for seed in 0..5 {
                let p = generate_classic(seed, &options).expect("generates");
                assert_eq!(81 - p.puzzle.filled_count(), usize::from(blanks));
                assert!(p.solution.is_solved());
                assert!(p.puzzle.is_extended_by(&p.solution));
                if check {
                    let run = forced_solve(&p.puzzle);
                    assert_eq!(run.outcome, TryOutcome::Solved);
                    assert_eq!(run.grid, p.solution);
                    assert_eq!(crate::solver::count_solutions(&p.puzzle, 2), 1);
                }
                if symmetric {
                    assert!(Symmetry::BothAxes.holds(&p.puzzle));
                    // The listing never empties the middle row and column (centre aside).
                    for k in 0..9 {
                        if k != 4 {
                            assert_ne!(p.puzzle.digits()[4 * 9 + k], 0);
                            assert_ne!(p.puzzle.digits()[k * 9 + 4], 0);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn same_seed_same_puzzle() {
        let options = ClassicOptions::default();
        let a = generate_classic(7, &options).expect("generates");
        let b = generate_classic(7, &options).expect("generates");
        assert_eq!(a, b);
        let c = generate_classic(8, &options).expect("generates");
        assert_ne!(a.puzzle, c.puzzle);
    }

    #[test]
    fn out_of_range_is_an_error() {
        let bad = |blanks, check, symmetric| {
            generate_classic(
                1,
                &ClassicOptions {
                    blanks,
                    check,
                    symmetric,
                    ..ClassicOptions::default()
                },
            )
        };
        assert!(matches!(
            bad(52, true, false),
            Err(ClassicError::BlanksOutOfRange { max: 51, .. })
        ));
        assert!(matches!(
            bad(63, false, false),
            Err(ClassicError::BlanksOutOfRange { max: 62, .. })
        ));
        assert!(matches!(
            bad(0, false, false),
            Err(ClassicError::BlanksOutOfRange { .. })
        ));
        assert!(matches!(
            bad(42, true, true),
            Err(ClassicError::SymmetricBlanks { blanks: 42 })
        ));
        let message = bad(42, true, true).expect_err("error").to_string();
        assert!(message.contains("40 or 41"), "{message}");
    }

    #[test]
    fn log_lines() {
        let p = ClassicPuzzle {
            puzzle: Grid::EMPTY,
            solution: Grid::EMPTY,
            class: 0,
            transposed: false,
            tries: 3,
            checked: true,
        };
        assert_eq!(
            p.log(),
            vec!["Gen 1: chk NOK", "Gen 2: chk NOK", "Gen 3: chk OK!"]
        );
    }
}
