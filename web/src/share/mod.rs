//! Sharing puzzles and positions as text: this app's compact links and other sites' links.
//!
//! Everything here is plain data in, plain data out ([`SharedPuzzle`]), with no DOM and no
//! dependency on the game's own types: an adapter converts. Every reader is total: any input
//! gives `Ok` or a [`ShareError`] that says what is wrong, never a panic.
//!
//! - `link`: the page's own link forms today (`#p=`, progress, `#c=`, `?bd=`).
//! - `choice`: what the share dialog offers: puzzle only or with progress, and its links.
//! - `export`: the puzzle and position in other programs' formats.
//! - `radix`: the exact mixed-radix packing under the compact form.
//! - `compact`: this app's versioned compact encoding of a puzzle and optional progress.
//! - `sudokuwiki`: SudokuWiki's 81- and 162-character board strings and "Version B" strings.
//! - `zipped`: SudokuPad's shortened JSON ("PuzzleZipper") read back as JSON.
//! - `sudokupad`: SudokuPad puzzle ids (`scl`, `ctc`, `fpuzzles`) and f-puzzles JSON.
//! - `foreign`: finds which site a pasted link or string comes from and reads it.
//! - `sites`: the other sites' addresses, each written once.

pub mod adapter;
pub mod choice;
pub mod compact;
pub mod export;
pub mod foreign;
pub mod link;
pub mod radix;
pub mod sites;
pub mod sudokupad;
pub mod sudokuwiki;
pub mod zipped;

use solver_core::Cell;
use std::fmt;

/// Bits of the nine digits in a mark set: bit `d - 1` for digit `d`.
pub const ALL_DIGITS: u16 = 0x1ff;

/// A puzzle, and the position a player reached in it if the link carries one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SharedPuzzle {
    /// The givens, row by row: 1-9, 0 for an empty cell.
    pub givens: [u8; 81],
    /// The player's progress, if any came with the puzzle.
    pub progress: Option<Progress>,
}

/// What a player wrote on a puzzle. Mark sets hold bit `d - 1` for digit `d`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Progress {
    /// The player's digits, 0 for none (never in a given's cell).
    pub digits: [u8; 81],
    /// Centre pencil marks (candidates).
    pub centre: [u16; 81],
    /// Corner pencil marks.
    pub corner: [u16; 81],
    /// Cell colours: 0 for none, 1-9 for the palette.
    pub colours: [u8; 81],
    /// Candidates in the first candidate colour.
    pub cand_a: [u16; 81],
    /// Candidates in the second candidate colour.
    pub cand_b: [u16; 81],
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            digits: [0; 81],
            centre: [0; 81],
            corner: [0; 81],
            colours: [0; 81],
            cand_a: [0; 81],
            cand_b: [0; 81],
        }
    }
}

impl Progress {
    /// Whether nothing at all is written.
    pub fn is_empty(&self) -> bool {
        *self == Progress::default()
    }
}

impl SharedPuzzle {
    /// A puzzle with no progress.
    pub fn new(givens: [u8; 81]) -> SharedPuzzle {
        SharedPuzzle {
            givens,
            progress: None,
        }
    }

    /// The same puzzle in its one canonical form, which every writer writes and every reader
    /// returns: values out of range read as empty; nothing of the player's (digits, marks,
    /// candidate colours) in a given's cell; cell colours stay anywhere.
    pub fn normalized(&self) -> SharedPuzzle {
        let givens = self.givens.map(|d| if d <= 9 { d } else { 0 });
        let progress = self.progress.as_ref().map(|p| {
            let mut out = Progress::default();
            for (i, &given) in givens.iter().enumerate() {
                out.colours[i] = if p.colours[i] <= 9 { p.colours[i] } else { 0 };
                if given != 0 {
                    continue;
                }
                out.digits[i] = if p.digits[i] <= 9 { p.digits[i] } else { 0 };
                out.centre[i] = p.centre[i] & ALL_DIGITS;
                out.corner[i] = p.corner[i] & ALL_DIGITS;
                out.cand_a[i] = p.cand_a[i] & ALL_DIGITS;
                out.cand_b[i] = p.cand_b[i] & ALL_DIGITS;
            }
            out
        });
        SharedPuzzle { givens, progress }
    }

    /// The givens and the player's digits together.
    pub fn all_digits(&self) -> [u8; 81] {
        let mut all = self.givens;
        if let Some(p) = &self.progress {
            for (a, &d) in all.iter_mut().zip(&p.digits) {
                if *a == 0 {
                    *a = d;
                }
            }
        }
        all
    }
}

/// The digits (as bits) that no peer of cell `i` holds in `digits`: the candidates the grid
/// allows there, whatever the cell itself holds.
pub fn allowed(digits: &[u8; 81], i: usize) -> u16 {
    let mut free = ALL_DIGITS;
    for peer in Cell::from_index(i % 81).peers().iter() {
        let d = digits[peer.index()];
        if (1..=9).contains(&d) {
            free &= !(1 << (d - 1));
        }
    }
    free
}

/// Why a link or string cannot be opened. The `Display` text is for the player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ShareError {
    /// Nothing to read.
    Empty,
    /// Not a link or string of any format read here.
    NotRecognised,
    /// A part has the wrong length.
    WrongLength {
        /// Which part, in words ("SudokuWiki board", "the link").
        what: &'static str,
        /// How many characters it has.
        found: usize,
        /// How many it needs, in words ("81 or 162").
        needed: &'static str,
    },
    /// A character that part does not allow, at a 1-based position.
    BadChar {
        /// Which part.
        what: &'static str,
        /// Where.
        at: usize,
        /// What.
        ch: char,
    },
    /// The text is damaged or inconsistent: it reads, but not as a puzzle.
    Damaged {
        /// Which format.
        what: &'static str,
        /// What is wrong, in words.
        why: String,
    },
    /// This app's link from a newer version of the app.
    NewerVersion(char),
    /// A variant puzzle: killer cages, thermometers, arrows, other regions…
    Variant {
        /// Which constraint was found, in words.
        found: String,
    },
    /// Not 9×9.
    WrongSize {
        /// The size found.
        size: usize,
    },
    /// A short id that only the site's own server can turn into a puzzle.
    NeedsServer {
        /// The site.
        site: &'static str,
    },
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => write!(f, "there is nothing to open"),
            ShareError::NotRecognised => {
                write!(
                    f,
                    "this is not a puzzle link or puzzle string this app can read"
                )
            }
            ShareError::WrongLength {
                what,
                found,
                needed,
            } => write!(f, "the {what} has {found} characters, it needs {needed}"),
            ShareError::BadChar { what, at, ch } => write!(
                f,
                "the {what} has {ch:?} at position {at}, which is not allowed there"
            ),
            ShareError::Damaged { what, why } => write!(f, "the {what} is damaged: {why}"),
            ShareError::NewerVersion(v) => write!(
                f,
                "this link was made by a newer version of the app (format {v:?}); reload the page"
            ),
            ShareError::Variant { found } => write!(
                f,
                "only classic Sudoku is supported, and this puzzle has {found}"
            ),
            ShareError::WrongSize { size } => write!(
                f,
                "only classic Sudoku is supported, and this puzzle is {size}×{size}, not 9×9"
            ),
            ShareError::NeedsServer { site } => write!(
                f,
                "this {site} link is a short id that only {site}'s server can look up; \
                 open it there and share the puzzle's full link or its 81 digits"
            ),
        }
    }
}

impl std::error::Error for ShareError {}
