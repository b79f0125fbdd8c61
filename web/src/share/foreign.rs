//! Opens what a player pastes or visits from another site: finds the site from the address (or
//! the shape of a bare string) and hands it to that site's reader.
//!
//! Read here: SudokuWiki (`?bd=` with 81, 162 or Version B strings), sudoku.coach
//! (`/<language>/solver/<81>` and `/play/<81>`), SudokuPad (`sudokupad.app/<id>`, also under
//! Cracking the Cryptic's app) and f-puzzles (`?load=`). A bare board string (81 or 162
//! characters, `S9B…`) or a SudokuPad id (`scl…`, `scf…`, `fpuzzles…`) is read as well.

use super::sites::{
    after_host, host_of, is_site, percent_decode, query_param, CTC_APP, FPUZZLES, SUDOKUPAD,
    SUDOKUWIKI, SUDOKU_COACH,
};
use super::{sudokupad, sudokuwiki, ShareError, SharedPuzzle};

/// The site a puzzle came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Site {
    /// SudokuWiki.
    SudokuWiki,
    /// sudoku.coach.
    SudokuCoach,
    /// SudokuPad (or Cracking the Cryptic's app).
    SudokuPad,
    /// f-puzzles.
    FPuzzles,
}

impl Site {
    /// Every site read here.
    pub const ALL: [Site; 4] = [
        Site::SudokuWiki,
        Site::SudokuCoach,
        Site::SudokuPad,
        Site::FPuzzles,
    ];

    /// The site's name, for the player.
    pub fn name(self) -> &'static str {
        match self {
            Site::SudokuWiki => "SudokuWiki",
            Site::SudokuCoach => "sudoku.coach",
            Site::SudokuPad => "SudokuPad",
            Site::FPuzzles => "f-puzzles",
        }
    }
}

/// Longer pastes are refused before any reading (the longest link read is a few thousand).
pub const MAX_TEXT: usize = 20_000;

/// Reads a link or string from another site. `Err(NotRecognised)` means "not another site's":
/// the caller may then try its own formats.
pub fn read(text: &str) -> Result<(Site, SharedPuzzle), ShareError> {
    let text = precheck(text)?;
    match host_of(text) {
        Some(host) => read_address(&host, text),
        None => read_bare(text),
    }
}

/// The text [`read`] reads: trimmed of the brackets or quotes a link pasted from a chat or a
/// page often comes in; refused when empty or longer than [`MAX_TEXT`]. Cheap: the page checks
/// this before it sends the text to the worker, which reads it.
pub fn precheck(text: &str) -> Result<&str, ShareError> {
    let text = text
        .trim()
        .trim_start_matches(['<', '(', '[', '"', '\''])
        .trim_end_matches(['>', ')', ']', '"', '\'', ',', ';'])
        .trim();
    if text.is_empty() {
        return Err(ShareError::Empty);
    }
    if text.len() > MAX_TEXT {
        return Err(ShareError::WrongLength {
            what: "pasted text",
            found: text.chars().count(),
            needed: "at most 20000",
        });
    }
    Ok(text)
}

fn read_address(host: &str, address: &str) -> Result<(Site, SharedPuzzle), ShareError> {
    let path = after_host(address);
    if is_site(host, SUDOKUWIKI) {
        return read_sudokuwiki(path).map(|p| (Site::SudokuWiki, p));
    }
    if is_site(host, SUDOKU_COACH) {
        return read_coach(path).map(|p| (Site::SudokuCoach, p));
    }
    if is_site(host, SUDOKUPAD) || is_site(host, CTC_APP) {
        return sudokupad::read_sudokupad(path).map(|p| (Site::SudokuPad, p));
    }
    if is_site(host, FPUZZLES) {
        let load = query_param(path, "load").ok_or(ShareError::Damaged {
            what: "f-puzzles link",
            why: "it has no puzzle (load=)".into(),
        })?;
        return sudokupad::read_fpuzzles_load(load).map(|p| (Site::FPuzzles, p));
    }
    Err(ShareError::NotRecognised)
}

/// SudokuWiki solver pages for other puzzle types than classic Sudoku.
const SUDOKUWIKI_VARIANT_PAGES: &[(&str, &str)] = &[
    ("sudokux", "the diagonals of Sudoku X"),
    ("windoku", "the four extra boxes of Windoku"),
    ("jigsaw", "jigsaw regions"),
    ("killer", "killer cages"),
    ("kenken", "KenKen cages"),
    ("kendoku", "KenKen cages"),
    ("str8ts", "Str8ts compartments"),
];

fn read_sudokuwiki(path: &str) -> Result<SharedPuzzle, ShareError> {
    let page = path
        .split(['?', '#'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if let Some((_, found)) = SUDOKUWIKI_VARIANT_PAGES
        .iter()
        .find(|(name, _)| page.contains(name))
    {
        return Err(ShareError::Variant {
            found: (*found).to_string(),
        });
    }
    let board = query_param(path, "bd").ok_or(ShareError::Damaged {
        what: "SudokuWiki link",
        why: "it has no board (bd=)".into(),
    })?;
    sudokuwiki::read(&percent_decode(board))
}

/// sudoku.coach: `/<language>/<solver|play>/<81 characters>`; `/<language>/s/<id>` is a short
/// id on its server.
fn read_coach(path: &str) -> Result<SharedPuzzle, ShareError> {
    let path = path.split(['?', '#']).next().unwrap_or("");
    let parts: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let what = "sudoku.coach link";
    match parts.as_slice() {
        [_, "s", _] | ["s", _] => Err(ShareError::NeedsServer {
            site: "sudoku.coach",
        }),
        [.., "solver" | "play", data] => {
            let board = percent_decode(data);
            match board.chars().count() {
                81 => sudokuwiki::read(&board).map_err(|e| match e {
                    ShareError::BadChar { at, ch, .. } => ShareError::BadChar { what, at, ch },
                    other => other,
                }),
                n => Err(ShareError::WrongLength {
                    what,
                    found: n,
                    needed: "81 digits",
                }),
            }
        }
        _ => Err(ShareError::Damaged {
            what,
            why: "it does not hold a puzzle (solver or play and 81 digits)".into(),
        }),
    }
}

fn read_bare(text: &str) -> Result<(Site, SharedPuzzle), ShareError> {
    // The shortest `scf` id (an empty grid) has 17 characters; the compressed forms more.
    let looks_like_pad = ["scl", "ctc", "fpuzzles", "fpuz"]
        .iter()
        .any(|p| text.starts_with(p) && text.len() > 20)
        || (text.starts_with("scf") && text.len() >= 17 && !text.contains(char::is_whitespace));
    if looks_like_pad {
        return sudokupad::read_sudokupad_id(text).map(|p| (Site::SudokuPad, p));
    }
    let n = text.chars().count();
    let headed = n == 165 && text.starts_with(|c: char| c.is_ascii_alphabetic());
    let board =
        (n == 81 || n == 162) && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '.');
    if headed || board {
        return sudokuwiki::read(text).map(|p| (Site::SudokuWiki, p));
    }
    Err(ShareError::NotRecognised)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
