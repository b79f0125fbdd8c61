//! Share links. The contract other work builds on, keep it stable:
//!
//! - `#p=<81 characters>` (digits 1-9, `.` or `0` for an empty cell) opens that puzzle.
//! - Progress may follow: `&e=<81>` the player's digits (same alphabet), `&n=<162>` centre marks
//!   and `&k=<162>` corner marks (two base64url characters per cell, bit i = digit i+1).
//! - Compact form: `#c=<text>`: digits 1-9 as they are, a run of 1 to 26 empty cells as one
//!   letter `a` to `z`.
//! - SudokuWiki's `?bd=<81 digits>` (0 for an empty cell) is accepted too, and so are its
//!   162-character and Version B boards (candidates become centre marks).
//! - Short form with everything: `#s=<text>`, this app's versioned compact encoding of the
//!   puzzle and optional progress (`share::compact`).

use crate::game::sheet::{Marks, Sheet};
use solver_core::{Cell, DigitSet, Grid};
use std::fmt;

/// Why a link cannot be read.
#[derive(Clone, PartialEq, Debug)]
pub enum LinkError {
    /// A part has the wrong number of characters.
    WrongLength {
        /// Which part (`p`, `e`, `c`, `bd`, …).
        part: &'static str,
        /// How many it has.
        found: usize,
        /// How many it needs.
        needed: usize,
    },
    /// A character that part does not allow, at this 1-based position.
    BadChar {
        /// Which part.
        part: &'static str,
        /// Where.
        at: usize,
        /// What.
        ch: char,
    },
    /// A compact or foreign part that does not read (the error says why).
    Share(super::ShareError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::WrongLength {
                part,
                found,
                needed,
            } => {
                write!(
                    f,
                    "its \"{part}\" part has {found} characters, it needs {needed}"
                )
            }
            LinkError::Share(e) => write!(f, "{e}"),
            LinkError::BadChar { part, at, ch } => {
                write!(
                    f,
                    "its \"{part}\" part has {ch:?} at position {at}, which is not allowed there"
                )
            }
        }
    }
}

/// A puzzle from a link, with the progress that came with it.
#[derive(Clone, PartialEq, Debug)]
pub struct Shared {
    /// The givens.
    pub puzzle: Grid,
    /// The sharer's progress, if the link carried any.
    pub sheet: Option<Sheet>,
}

fn param<'a>(query: &'a str, name: &str) -> Option<&'a str> {
    let query = query.trim_start_matches(['#', '?']);
    query
        .split('&')
        .find_map(|part| part.strip_prefix(name)?.strip_prefix('='))
}

fn cells(part: &'static str, value: &str, digits_only: bool) -> Result<Grid, LinkError> {
    let mut out = [0u8; 81];
    let mut count = 0;
    for (i, ch) in value.chars().enumerate() {
        let d = match ch {
            '1'..='9' => ch as u8 - b'0',
            '0' => 0,
            '.' if !digits_only => 0,
            _ => {
                return Err(LinkError::BadChar {
                    part,
                    at: i + 1,
                    ch,
                })
            }
        };
        if count < 81 {
            out[count] = d;
        }
        count += 1;
    }
    if count != 81 {
        return Err(LinkError::WrongLength {
            part,
            found: count,
            needed: 81,
        });
    }
    Ok(Grid::from_digits(out).unwrap_or_default())
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn marks_to_text(marks: &Marks) -> String {
    let mut out = String::with_capacity(162);
    for cell in Cell::all() {
        let bits = marks.get(cell).bits() as usize;
        out.push(B64[bits >> 6] as char);
        out.push(B64[bits & 63] as char);
    }
    out
}

fn marks_from_text(part: &'static str, text: &str) -> Result<Marks, LinkError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != 162 {
        return Err(LinkError::WrongLength {
            part,
            found: chars.len(),
            needed: 162,
        });
    }
    let value = |i: usize| {
        B64.iter()
            .position(|&b| b as char == chars[i])
            .ok_or(LinkError::BadChar {
                part,
                at: i + 1,
                ch: chars[i],
            })
    };
    let mut marks = Marks::default();
    for cell in Cell::all() {
        let i = cell.index() * 2;
        let bits = (value(i)? << 6 | value(i + 1)?) as u16;
        marks.set(cell, DigitSet::from_bits(bits));
    }
    Ok(marks)
}

fn compact_decode(text: &str) -> Result<Grid, LinkError> {
    let mut out = [0u8; 81];
    let mut count = 0usize;
    for (i, ch) in text.chars().enumerate() {
        match ch {
            '1'..='9' => {
                if count < 81 {
                    out[count] = ch as u8 - b'0';
                }
                count += 1;
            }
            'a'..='z' => count += (ch as u8 - b'a' + 1) as usize,
            _ => {
                return Err(LinkError::BadChar {
                    part: "c",
                    at: i + 1,
                    ch,
                })
            }
        }
        if count > 81 {
            break;
        }
    }
    if count != 81 {
        return Err(LinkError::WrongLength {
            part: "c",
            found: count,
            needed: 81,
        });
    }
    Ok(Grid::from_digits(out).unwrap_or_default())
}

/// The compact text of `grid` (see the module doc).
pub fn compact_encode(grid: &Grid) -> String {
    let mut out = String::new();
    let mut run = 0u8;
    for &d in grid.digits() {
        if d == 0 {
            run += 1;
            if run == 26 {
                out.push('z');
                run = 0;
            }
        } else {
            if run > 0 {
                out.push((b'a' + run - 1) as char);
                run = 0;
            }
            out.push((b'0' + d) as char);
        }
    }
    if run > 0 {
        out.push((b'a' + run - 1) as char);
    }
    out
}

/// Reads the puzzle of an address: its query (`?bd=`) and fragment (`#p=`, `#c=`).
/// `Ok(None)` when it carries no puzzle at all.
pub fn from_location(search: &str, fragment: &str) -> Result<Option<Shared>, LinkError> {
    if let Some(text) = param(fragment, "s") {
        return shared(super::compact::decode(text));
    }
    if let Some(bd) = param(search, "bd").filter(|bd| bd.len() != 81) {
        return shared(super::sudokuwiki::read(bd));
    }
    let puzzle = if let Some(p) = param(fragment, "p") {
        cells("p", p, false)?
    } else if let Some(c) = param(fragment, "c") {
        compact_decode(c)?
    } else if let Some(bd) = param(search, "bd") {
        cells("bd", bd, false)?
    } else {
        return Ok(None);
    };
    let entries = param(fragment, "e")
        .map(|e| cells("e", e, false))
        .transpose()?;
    let centre = param(fragment, "n")
        .map(|n| marks_from_text("n", n))
        .transpose()?;
    let corner = param(fragment, "k")
        .map(|k| marks_from_text("k", k))
        .transpose()?;
    let sheet = (entries.is_some() || centre.is_some() || corner.is_some()).then(|| Sheet {
        entries: entries.unwrap_or_default(),
        centre: centre.unwrap_or_default(),
        corner: corner.unwrap_or_default(),
        ..Sheet::default()
    });
    Ok(Some(Shared { puzzle, sheet }))
}

fn shared(
    read: Result<super::SharedPuzzle, super::ShareError>,
) -> Result<Option<Shared>, LinkError> {
    let (puzzle, sheet) = super::adapter::from_shared(&read.map_err(LinkError::Share)?);
    Ok(Some(Shared { puzzle, sheet }))
}

/// The short fragment `#s=` for `grid`, with the player's progress when `sheet` is given.
pub fn fragment_short(grid: &Grid, sheet: Option<&Sheet>) -> String {
    format!(
        "#s={}",
        super::compact::encode(&super::adapter::to_shared(grid, sheet))
    )
}

/// The plain fragment for `grid`: `#p=` and its 81-character line.
pub fn fragment_for(grid: &Grid) -> String {
    format!("#p={grid}")
}

/// The fragment for `grid` with the player's progress (digits and marks that are set).
pub fn fragment_with_progress(grid: &Grid, sheet: &Sheet) -> String {
    let mut out = fragment_for(grid);
    if sheet.entries != Grid::EMPTY {
        out.push_str(&format!("&e={}", sheet.entries));
    }
    if !sheet.centre.is_empty() {
        out.push_str(&format!("&n={}", marks_to_text(&sheet.centre)));
    }
    if !sheet.corner.is_empty() {
        out.push_str(&format!("&k={}", marks_to_text(&sheet.corner)));
    }
    out
}

/// The compact fragment: `#c=` and [`compact_encode`].
pub fn compact_fragment(grid: &Grid) -> String {
    format!("#c={}", compact_encode(grid))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use solver_core::Digit;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn reads_the_contract() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let plain = from_location("", &format!("#p={}", PUZZLE.replace('.', "0")))
            .unwrap()
            .unwrap();
        assert_eq!(
            plain,
            Shared {
                puzzle: grid,
                sheet: None
            }
        );
        assert_eq!(
            from_location("", &fragment_for(&grid))
                .unwrap()
                .unwrap()
                .puzzle,
            grid
        );
        assert_eq!(from_location("", ""), Ok(None));
        assert_eq!(from_location("?x=1", "#other=1"), Ok(None));
        let bd = from_location(&format!("?bd={}", PUZZLE.replace('.', "0")), "")
            .unwrap()
            .unwrap();
        assert_eq!(bd.puzzle, grid);
        let compact = compact_fragment(&grid);
        assert!(compact.len() < 81, "{compact}");
        assert_eq!(from_location("", &compact).unwrap().unwrap().puzzle, grid);
    }

    #[test]
    fn progress_round_trips() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut sheet = Sheet::default();
        sheet
            .entries
            .set(Cell::from_index(2), Digit::new_checked(4));
        sheet.centre.set(Cell::from_index(3), DigitSet::ALL);
        sheet
            .corner
            .set(Cell::from_index(80), DigitSet::single(Digit::from_index(8)));
        let shared = from_location("", &fragment_with_progress(&grid, &sheet))
            .unwrap()
            .unwrap();
        assert_eq!(shared.sheet, Some(sheet));
    }

    #[test]
    fn malformed_links_say_why() {
        let err = from_location("", "#p=123").unwrap_err();
        assert_eq!(
            err,
            LinkError::WrongLength {
                part: "p",
                found: 3,
                needed: 81
            }
        );
        let bad = format!("#p={}x{}", ".".repeat(10), ".".repeat(70));
        assert_eq!(
            from_location("", &bad),
            Err(LinkError::BadChar {
                part: "p",
                at: 11,
                ch: 'x'
            })
        );
        assert!(from_location("", "#p=<script>")
            .unwrap_err()
            .to_string()
            .contains("'<'"));
        assert!(from_location("", "#c=zzzz").is_err());
        let e = format!("#p={PUZZLE}&n=AB");
        assert!(from_location("", &e)
            .unwrap_err()
            .to_string()
            .contains("162"));
    }

    proptest! {
        #[test]
        fn never_panics(search in "\\PC{0,300}", fragment in "\\PC{0,400}") {
            let _ = from_location(&search, &fragment);
        }

        #[test]
        fn compact_round_trips(cells in proptest::collection::vec(0u8..10, 81)) {
            let mut array = [0u8; 81];
            array.copy_from_slice(&cells);
            let grid = Grid::from_digits(array).unwrap();
            prop_assert_eq!(compact_decode(&compact_encode(&grid)), Ok(grid));
        }
    }
}
