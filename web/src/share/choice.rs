//! What the share dialog offers: "Puzzle only" or "With my progress", and for that choice this
//! app's link (the compact `#s=` form), SudokuWiki's solver address and a SudokuPad address.
//!
//! The dialog writes `#s=` only: it is the short form (a puzzle in about 25 characters, a
//! position with marks in about 75) and the only one that carries colours. The plain `#p=<81>`
//! stays the documented form the address bar shows, and every older form still opens.

use super::adapter::to_shared;
use super::link::fragment_short;
use super::{sudokupad, sudokuwiki};
use crate::game::sheet::Sheet;
use solver_core::Grid;

/// What goes with the puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Choice {
    /// The givens alone: no spoilers (the default).
    #[default]
    PuzzleOnly,
    /// The givens and everything the player wrote: digits, marks, colours.
    WithProgress,
}

/// The addresses the dialog shows for one choice.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Links {
    /// This app's link: `base` and the `#s=` fragment.
    pub app: String,
    /// SudokuWiki's solver: the 81-digit board, or with progress the Version B string (the
    /// player's digits, and candidates in every other cell: the player's centre marks where
    /// there are some).
    pub sudokuwiki: String,
    /// SudokuPad: the puzzle (SudokuPad links carry no progress).
    pub sudokupad: String,
    /// Whether the links carry the player's progress (never for "Puzzle only", nor when
    /// nothing is written).
    pub with_progress: bool,
}

/// Whether the player has written anything outside the givens' cells.
pub fn has_progress(givens: &Grid, sheet: &Sheet) -> bool {
    to_shared(givens, Some(sheet))
        .progress
        .is_some_and(|p| !p.is_empty())
}

/// The links for `choice`; `base` is the page's address without query or fragment.
pub fn links(base: &str, givens: &Grid, sheet: &Sheet, choice: Choice) -> Links {
    let with_progress = choice == Choice::WithProgress && has_progress(givens, sheet);
    let sheet = with_progress.then_some(sheet);
    let shared = to_shared(givens, sheet);
    Links {
        app: format!("{base}{}", fragment_short(givens, sheet)),
        sudokuwiki: sudokuwiki::solver_url(&shared),
        sudokupad: sudokupad::sudokupad_url(&shared),
        with_progress,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::share::foreign::{self, Site};
    use crate::share::link::from_location;
    use solver_core::{Cell, Digit, DigitSet};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const BASE: &str = "https://example.org/sudoku/";

    fn givens() -> Grid {
        PUZZLE.parse().expect("a valid line")
    }

    /// r1c3 = 4, centre marks 2 and 6 in r1c4, corner mark 1 in r2c2, colour 3 on r1c1.
    fn played() -> Sheet {
        let mut sheet = Sheet::default();
        sheet
            .entries
            .set(Cell::from_index(2), Digit::new_checked(4));
        sheet
            .centre
            .set(Cell::from_index(3), DigitSet::from_bits(0b10_0010));
        sheet
            .corner
            .set(Cell::from_index(10), DigitSet::from_bits(1));
        sheet.colours.set(Cell::from_index(0), 3);
        sheet
    }

    fn fragment(link: &str) -> &str {
        link.strip_prefix(BASE)
            .expect("the link starts with the base")
    }

    #[test]
    fn puzzle_only_carries_no_progress() {
        let links = links(BASE, &givens(), &played(), Choice::PuzzleOnly);
        assert!(!links.with_progress);
        assert!(fragment(&links.app).starts_with("#s=1"), "{}", links.app);
        assert!(fragment(&links.app).len() <= 60, "{}", links.app);
        let opened = from_location("", fragment(&links.app))
            .expect("reads")
            .expect("a puzzle");
        assert_eq!((opened.puzzle, opened.sheet), (givens(), None));
        assert_eq!(
            links.sudokuwiki,
            format!(
                "{}{}",
                crate::share::sites::sudokuwiki_solver(),
                PUZZLE.replace('.', "0")
            )
        );
    }

    #[test]
    fn with_progress_carries_digits_marks_and_colours() {
        let links = links(BASE, &givens(), &played(), Choice::WithProgress);
        assert!(links.with_progress);
        assert!(fragment(&links.app).len() <= 120, "{}", links.app);
        let opened = from_location("", fragment(&links.app))
            .expect("reads")
            .expect("a puzzle");
        assert_eq!((opened.puzzle, opened.sheet), (givens(), Some(played())));
        let puzzle_only = self::links(BASE, &givens(), &played(), Choice::PuzzleOnly);
        assert_ne!(links.app, puzzle_only.app);
    }

    #[test]
    fn sudokuwiki_gets_the_position_and_its_candidates() {
        let links = links(BASE, &givens(), &played(), Choice::WithProgress);
        let (site, read) = foreign::read(&links.sudokuwiki).expect("SudokuWiki's link reads");
        assert_eq!(site, Site::SudokuWiki);
        assert!(links.sudokuwiki.contains("S9B"), "{}", links.sudokuwiki);
        let progress = read.progress.clone().expect("the position came along");
        assert_eq!(progress.digits[2], 4);
        // The player's centre marks are the candidates where written; elsewhere the grid's.
        assert_eq!(progress.centre[3], 0b10_0010);
        assert_eq!(
            progress.centre[4 * 9 + 4],
            crate::share::allowed(&read.all_digits(), 4 * 9 + 4)
        );
        assert_eq!(read.givens, to_shared(&givens(), None).givens);
    }

    #[test]
    fn sudokupad_gets_the_puzzle() {
        for choice in [Choice::PuzzleOnly, Choice::WithProgress] {
            let links = links(BASE, &givens(), &played(), choice);
            let (site, read) = foreign::read(&links.sudokupad).expect("SudokuPad's link reads");
            assert_eq!(site, Site::SudokuPad);
            assert_eq!(read, to_shared(&givens(), None));
        }
    }

    #[test]
    fn nothing_written_means_no_progress_to_share() {
        let empty = Sheet::default();
        assert!(!has_progress(&givens(), &empty));
        assert!(has_progress(&givens(), &played()));
        let with = links(BASE, &givens(), &empty, Choice::WithProgress);
        assert!(!with.with_progress);
        assert_eq!(with, links(BASE, &givens(), &empty, Choice::PuzzleOnly));
        // A colour is progress too.
        let mut coloured = Sheet::default();
        coloured.colours.set(Cell::from_index(80), 2);
        assert!(has_progress(&givens(), &coloured));
    }
}
