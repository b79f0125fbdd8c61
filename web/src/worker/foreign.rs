//! Other sites' links and board strings, read here rather than in the page: the readers
//! (`share::foreign` and the sites' modules, lz-string, JSON values) are linked into the worker
//! only. The answer carries the puzzle in the app's compact encoding.

use crate::share::{compact, foreign, ShareError};
use crate::wire::foreign::{ForeignPuzzle, ForeignRefusal};

/// Reads `text` as another site's link or string.
pub fn read(text: &str) -> Result<ForeignPuzzle, ForeignRefusal> {
    match foreign::read(text) {
        Ok((site, shared)) => Ok(ForeignPuzzle {
            site: site.name().to_string(),
            compact: compact::encode(&shared),
        }),
        Err(ShareError::NotRecognised | ShareError::Empty) => Err(ForeignRefusal::NotRecognised),
        Err(e) => Err(ForeignRefusal::Unreadable(e.to_string())),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::share::{Progress, SharedPuzzle};

    #[test]
    fn a_foreign_puzzle_with_progress_comes_back_whole_in_the_compact_encoding() {
        let mut givens = [0u8; 81];
        givens[0] = 5;
        givens[40] = 3;
        let mut progress = Progress::default();
        progress.digits[1] = 7;
        progress.centre[2] = 0b1_0000_0011;
        let shared = SharedPuzzle {
            givens,
            progress: Some(progress),
        };
        let link = format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd={}",
            crate::share::sudokuwiki::version_b(&shared)
        );
        let read = read(&link).expect("SudokuWiki's link reads");
        assert_eq!(read.site, "SudokuWiki");
        let (_, direct) = foreign::read(&link).unwrap();
        assert_eq!(compact::decode(&read.compact), Ok(direct.normalized()));
    }

    #[test]
    fn refusals_say_whether_the_text_was_another_sites() {
        assert_eq!(read("hello"), Err(ForeignRefusal::NotRecognised));
        assert_eq!(read("   "), Err(ForeignRefusal::NotRecognised));
        let Err(ForeignRefusal::Unreadable(why)) = read("https://sudokupad.app/sclnotlzstring")
        else {
            panic!("a damaged SudokuPad id is another site's, unreadable");
        };
        assert!(!why.is_empty());
    }
}
