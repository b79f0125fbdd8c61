//! Other sites' links read in the worker (SudokuWiki, SudokuPad, f-puzzles, sudoku.coach: their
//! readers, lz-string and the JSON value parser stay out of the page). The puzzle comes back in
//! the app's own compact encoding (`share::compact`, as in a `#s=` link), which the page reads.

use serde::{Deserialize, Serialize};

/// A puzzle read from another site's link or board string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ForeignPuzzle {
    /// The site's name, for the player ("SudokuPad").
    pub site: String,
    /// The puzzle and any progress, in the compact encoding of a `#s=` link.
    pub compact: String,
}

/// Why a text gave no puzzle.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ForeignRefusal {
    /// Not another site's link or string: the page says why it is not one of its own formats.
    NotRecognised,
    /// Another site's, but it cannot be opened (a variant, damaged): why, in words.
    Unreadable(String),
}
