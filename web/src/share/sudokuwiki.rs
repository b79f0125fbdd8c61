//! SudokuWiki's board strings, as its solver takes them in `?bd=` (described on its "Sudoku
//! String Definitions" page and in the documentation of its `puzzle-coding` package):
//!
//! - 81 characters: the givens, `0` (or `.`) for an empty cell.
//! - 162 characters (2023): two base-32 characters per cell, a 10-bit number whose lowest bit
//!   says "given" and whose bits 1-9 are the cell's digits: one digit is a placed digit, more
//!   are candidates. (A candidate left alone in a cell therefore reads as a placed digit.)
//! - "Version B": a header (`S9B`: type Sudoku, size 9, version B) and 162 characters, two
//!   base-36 characters per cell: 0 empty, 1-9 a given, 10-18 a placed digit (9 more), 19-529
//!   candidates (18 more than the bits of the digits).
//!
//! Placed digits become the player's digits and candidates the centre marks.

use super::sites::sudokuwiki_solver;
use super::{allowed, Progress, ShareError, SharedPuzzle};

const WHAT: &str = "SudokuWiki board";

/// The highest cell value of Version B for 9×9: 18 + all nine digits' bits.
const MAX_B: u32 = 18 + 511;

/// Reads a SudokuWiki board string (the value of `bd=`, percent-decoded).
pub fn read(board: &str) -> Result<SharedPuzzle, ShareError> {
    let board = board.trim();
    let chars: Vec<char> = board.chars().collect();
    match chars.len() {
        0 => Err(ShareError::Empty),
        81 => read_81(&chars),
        162 => read_162(&chars),
        _ if chars[0].is_ascii_alphabetic() && chars.len() >= 3 => read_headed(&chars),
        n => Err(ShareError::WrongLength {
            what: WHAT,
            found: n,
            needed: "81 or 162, or a header such as S9B and 162",
        }),
    }
}

fn read_81(chars: &[char]) -> Result<SharedPuzzle, ShareError> {
    let mut givens = [0u8; 81];
    for (i, &ch) in chars.iter().enumerate() {
        givens[i] = match ch {
            '1'..='9' => ch as u8 - b'0',
            '0' | '.' => 0,
            _ => {
                return Err(ShareError::BadChar {
                    what: WHAT,
                    at: i + 1,
                    ch,
                })
            }
        };
    }
    Ok(SharedPuzzle::new(givens))
}

/// The value of two characters in `radix` (32 or 36), case-insensitive.
fn pair(chars: &[char], i: usize, radix: u32, offset: usize) -> Result<u32, ShareError> {
    let digit = |k: usize| {
        chars[k].to_digit(radix).ok_or(ShareError::BadChar {
            what: WHAT,
            at: k + 1 + offset,
            ch: chars[k],
        })
    };
    Ok(digit(2 * i)? * radix + digit(2 * i + 1)?)
}

fn cell_name(i: usize) -> String {
    format!("r{}c{}", i / 9 + 1, i % 9 + 1)
}

fn read_162(chars: &[char]) -> Result<SharedPuzzle, ShareError> {
    let mut givens = [0u8; 81];
    let mut p = Progress::default();
    for (i, given_digit) in givens.iter_mut().enumerate() {
        let v = pair(chars, i, 32, 0)?;
        let given = v & 1 == 1;
        let bits = (v >> 1) as u16;
        if bits.count_ones() == 1 {
            let d = bits.trailing_zeros() as u8 + 1;
            if given {
                *given_digit = d;
            } else {
                p.digits[i] = d;
            }
        } else if given {
            return Err(ShareError::Damaged {
                what: WHAT,
                why: format!(
                    "{} is marked as a given but holds no single digit",
                    cell_name(i)
                ),
            });
        } else {
            p.centre[i] = bits;
        }
    }
    Ok(with_progress(givens, p))
}

fn read_headed(chars: &[char]) -> Result<SharedPuzzle, ShareError> {
    let kind = chars[0].to_ascii_uppercase();
    if kind != 'S' {
        return Err(ShareError::Variant {
            found: variant_name(kind),
        });
    }
    let size = chars[1].to_digit(36).unwrap_or(0) as usize;
    if size != 9 {
        return Err(ShareError::WrongSize { size });
    }
    let version = chars[2].to_ascii_uppercase();
    if version != 'B' {
        return Err(ShareError::Damaged {
            what: WHAT,
            why: format!("its version {version:?} is not one this app knows (B)"),
        });
    }
    let body = &chars[3..];
    if body.len() != 162 {
        return Err(ShareError::WrongLength {
            what: WHAT,
            found: chars.len(),
            needed: "165 (S9B and 162)",
        });
    }
    let mut givens = [0u8; 81];
    let mut p = Progress::default();
    for (i, given) in givens.iter_mut().enumerate() {
        match pair(body, i, 36, 3)? {
            0 => {}
            v @ 1..=9 => *given = v as u8,
            v @ 10..=18 => p.digits[i] = (v - 9) as u8,
            v @ 19..=MAX_B => p.centre[i] = (v - 18) as u16,
            v => {
                return Err(ShareError::Damaged {
                    what: WHAT,
                    why: format!("{} has the value {v}, above {MAX_B}", cell_name(i)),
                })
            }
        }
    }
    Ok(with_progress(givens, p))
}

/// The constraint a SudokuWiki puzzle type adds to classic Sudoku, in words.
fn variant_name(kind: char) -> String {
    match kind {
        'X' => "the diagonals of Sudoku X",
        'W' => "the four extra boxes of Windoku",
        'J' => "jigsaw regions",
        'L' => "killer cages",
        'M' => "killer cages and jigsaw regions",
        'K' | 'D' => "KenKen cages",
        'T' => "Str8ts compartments",
        _ => "a puzzle type this app does not know",
    }
    .to_string()
}

fn with_progress(givens: [u8; 81], progress: Progress) -> SharedPuzzle {
    SharedPuzzle {
        givens,
        progress: (!progress.is_empty()).then_some(progress),
    }
    .normalized()
}

/// The marks written for the empty cell `i`: the player's centre marks, or the candidates the
/// grid allows when the player has none there (SudokuWiki needs candidates in every cell).
fn candidates_for(puzzle: &SharedPuzzle, all: &[u8; 81], i: usize) -> u16 {
    let centre = puzzle.progress.as_ref().map_or(0, |p| p.centre[i]);
    if centre != 0 {
        centre
    } else {
        allowed(all, i)
    }
}

/// The 81-character board of the givens (`0` for an empty cell).
pub fn board_81(givens: &[u8; 81]) -> String {
    givens
        .iter()
        .map(|&d| char::from(b'0' + if d <= 9 { d } else { 0 }))
        .collect()
}

/// The Version B string (`S9B` and 162 characters) of a position: givens, the player's
/// digits, and candidates in every other cell (see [`candidates_for`]).
pub fn version_b(puzzle: &SharedPuzzle) -> String {
    let puzzle = puzzle.normalized();
    let all = puzzle.all_digits();
    let mut out = String::from("S9B");
    for i in 0..81 {
        let v = if puzzle.givens[i] != 0 {
            u32::from(puzzle.givens[i])
        } else if all[i] != 0 {
            9 + u32::from(all[i])
        } else {
            match candidates_for(&puzzle, &all, i) {
                0 => 0,
                bits => 18 + u32::from(bits),
            }
        };
        push_pair(&mut out, v, 36);
    }
    out
}

/// The 162-character (2023) string of a position, as [`version_b`] chooses its contents. A
/// cell left with one candidate reads back as a placed digit: that is the format.
pub fn legacy_162(puzzle: &SharedPuzzle) -> String {
    let puzzle = puzzle.normalized();
    let all = puzzle.all_digits();
    let mut out = String::new();
    for i in 0..81 {
        let v = if all[i] != 0 {
            1 << all[i] | u32::from(puzzle.givens[i] != 0)
        } else {
            u32::from(candidates_for(&puzzle, &all, i)) << 1
        };
        push_pair(&mut out, v, 32);
    }
    out
}

fn push_pair(out: &mut String, v: u32, radix: u32) {
    for d in [v / radix % radix, v % radix] {
        out.push(char::from_digit(d, radix).unwrap_or('0'));
    }
}

/// The address that opens a position in SudokuWiki's solver: the 81-character board for a
/// puzzle without progress, else [`version_b`] with the player's digits and candidates.
pub fn solver_url(puzzle: &SharedPuzzle) -> String {
    match &puzzle.progress {
        None => format!("{}{}", sudokuwiki_solver(), board_81(&puzzle.givens)),
        Some(_) => format!("{}{}", sudokuwiki_solver(), version_b(puzzle)),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
