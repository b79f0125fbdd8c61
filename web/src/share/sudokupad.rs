//! SudokuPad puzzle ids and f-puzzles puzzles (read from public descriptions and code of the
//! formats, no code copied).
//!
//! - A SudokuPad address is the host, an optional `sudoku/`, and a puzzle id (or
//!   `?puzzleid=<id>`). An id that starts with `scl` or `ctc` holds SudokuPad's own puzzle
//!   JSON (usually shortened, see [`super::zipped`]), with `fpuzzles` or `fpuz` f-puzzles
//!   JSON; both compressed with lz-string to base64. An id that starts with `scf` is the
//!   older classic form: the 81 cells as run-length characters, then optional rules (see
//!   `read_scf`). Any other id is a short name that only SudokuPad's server can look up.
//! - An f-puzzles address carries the same compressed f-puzzles JSON in `?load=`.
//!
//! f-puzzles JSON: `size`, `grid` (rows of cells: `value`, `given`, `centerPencilMarks`,
//! `cornerPencilMarks`, `region`), and one key per constraint (`killercage`, `thermometer`,
//! `arrow`, `antiknight`, …). SudokuPad JSON: `cells` (rows of cells, a given has a
//! `value`), `regions`, `cages`, `lines`, `arrows`, `overlays`, `underlays`.
//! Anything beyond the givens and standard boxes is a variant: [`ShareError::Variant`].

use super::sites::{escape_base64, fpuzzles_load, percent_decode, query_param, sudokupad_puzzle};
use super::{zipped, Progress, ShareError, SharedPuzzle};
use serde_json::Value;

/// Compressed data longer than this is refused before decompressing: lz-string can expand
/// its input a great deal, and a classic Sudoku needs a few hundred characters.
pub const MAX_DATA: usize = 8_000;

const PAD: &str = "SudokuPad link";
const FPUZ: &str = "f-puzzles link";

fn damaged(what: &'static str, why: impl Into<String>) -> ShareError {
    ShareError::Damaged {
        what,
        why: why.into(),
    }
}

/// Decompresses lz-string base64 (standard or URL-safe alphabet; a `+` turned into a space
/// by a query string is put back).
pub fn decompress(what: &'static str, data: &str) -> Result<String, ShareError> {
    if data.len() > MAX_DATA {
        return Err(ShareError::WrongLength {
            what,
            found: data.chars().count(),
            needed: "at most 8000 for a classic Sudoku",
        });
    }
    let data = data.trim().replace(' ', "+");
    let wide = lz_str::decompress_from_base64(&data)
        .filter(|w| !w.is_empty())
        .or_else(|| lz_str::decompress_from_encoded_uri_component(&data))
        .filter(|w| !w.is_empty())
        .ok_or_else(|| damaged(what, "its data does not decompress"))?;
    String::from_utf16(&wide).map_err(|_| damaged(what, "its data is not text"))
}

/// Reads a SudokuPad address after its host: `/scl…`, `/sudoku/fpuzzles…`, `/?puzzleid=…`.
pub fn read_sudokupad(path: &str) -> Result<SharedPuzzle, ShareError> {
    let id = match query_param(path, "puzzleid") {
        Some(id) => id,
        None => {
            let p = path.trim_start_matches('/');
            let p = p.strip_prefix("sudoku/").unwrap_or(p);
            p.split(['?', '#']).next().unwrap_or("")
        }
    };
    read_sudokupad_id(&percent_decode(id))
}

/// Reads a SudokuPad puzzle id.
pub fn read_sudokupad_id(id: &str) -> Result<SharedPuzzle, ShareError> {
    let id = id.trim();
    if id.is_empty() {
        return Err(ShareError::Empty);
    }
    for prefix in ["fpuzzles", "fpuz"] {
        if let Some(data) = id.strip_prefix(prefix) {
            return read_fpuzzles_json(PAD, &decompress(PAD, data)?);
        }
    }
    for prefix in ["scl", "ctc"] {
        if let Some(data) = id.strip_prefix(prefix) {
            // SudokuPad also takes the JSON itself, uncompressed.
            let text = if data.trim_start().starts_with('{') {
                data.to_string()
            } else {
                decompress(PAD, data)?
            };
            let json =
                zipped::parse(&text).ok_or_else(|| damaged(PAD, "its puzzle is not JSON"))?;
            return from_sudokupad_json(&json);
        }
    }
    if let Some(data) = id.strip_prefix("scf") {
        return read_scf(data);
    }
    Err(ShareError::NeedsServer { site: "SudokuPad" })
}

/// The value of one character of an `scf` grid: `0`-`9` are 0-9, `A`-`Z` 10-35, `a`-`z` 36-61.
fn scf_value(ch: char) -> Option<u32> {
    let c = ch as u32;
    match ch {
        '0'..='9' => Some(c - '0' as u32),
        'A'..='Z' => Some(c - 'A' as u32 + 10),
        'a'..='z' => Some(c - 'a' as u32 + 36),
        _ => None,
    }
}

/// The character of an `scf` grid for a value 0-61 (see [`scf_value`]).
fn scf_char(v: u8) -> char {
    let (base, v) = match v {
        0..=9 => (b'0', v),
        10..=35 => (b'A', v - 10),
        _ => (b'a', v.min(61) - 36),
    };
    char::from(base + v)
}

/// Reads SudokuPad's older classic form, `scf` and then:
/// - the 81 cells row by row, one character per run: its value `v` ([`scf_value`]) is the
///   cell's digit `v % 10` (0 for empty) followed by `v / 10` empty cells;
/// - then the puzzle's extra rules, after a `*` or straight after the 81st cell: `w` Windoku,
///   `x` X-Sudoku, and `t` (title) or `a` (author) followed by text up to a lone `*` (`**`
///   stands for a star).
///
/// A run that passes the 81st cell is cut there, as SudokuPad does.
fn read_scf(data: &str) -> Result<SharedPuzzle, ShareError> {
    let (grid, after_star) = match data.split_once('*') {
        Some((grid, rules)) => (grid, Some(rules)),
        None => (data, None),
    };
    let mut givens = [0u8; 81];
    let mut cell = 0usize;
    let mut rest = "";
    for (at, (i, ch)) in grid.char_indices().enumerate() {
        if cell >= 81 {
            rest = &grid[i..];
            break;
        }
        let v = scf_value(ch).ok_or(ShareError::BadChar {
            what: PAD,
            at: at + 4,
            ch,
        })?;
        givens[cell] = (v % 10) as u8;
        cell += 1 + (v / 10) as usize;
    }
    if cell < 81 {
        return Err(damaged(
            PAD,
            format!("its grid stops after {cell} of the 81 cells"),
        ));
    }
    check_scf_rules(after_star.unwrap_or(rest))?;
    Ok(SharedPuzzle::new(givens))
}

/// Refuses the extra rules of an `scf` id (Windoku, X-Sudoku); a title and an author are fine.
fn check_scf_rules(rules: &str) -> Result<(), ShareError> {
    let mut found: Vec<&str> = Vec::new();
    let mut chars = rules.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            'w' => found.push("Windoku's four extra boxes"),
            'x' => found.push("X-Sudoku's two diagonals"),
            't' | 'a' => {
                // Text up to a lone star; a doubled star is part of the text.
                while let Some(c) = chars.next() {
                    if c == '*' && chars.next_if_eq(&'*').is_none() {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    found.dedup();
    match found.is_empty() {
        true => Ok(()),
        false => Err(variant(found.join(" and "))),
    }
}

/// SudokuPad's older classic id (`scf…`) of the puzzle's givens: the shortest SudokuPad form,
/// 14 to 84 characters after `scf`.
pub fn scf_id(puzzle: &SharedPuzzle) -> String {
    let givens = puzzle.normalized().givens;
    let mut out = String::from("scf");
    let mut i = 0;
    while i < 81 {
        let empty_after = givens[i + 1..]
            .iter()
            .take(5)
            .take_while(|&&d| d == 0)
            .count();
        out.push(scf_char(givens[i] + 10 * empty_after as u8));
        i += 1 + empty_after;
    }
    out
}

/// Reads the `load=` value of an f-puzzles address.
pub fn read_fpuzzles_load(load: &str) -> Result<SharedPuzzle, ShareError> {
    read_fpuzzles_json(FPUZ, &decompress(FPUZ, &percent_decode(load))?)
}

fn variant(found: impl Into<String>) -> ShareError {
    ShareError::Variant {
        found: found.into(),
    }
}

/// A digit from a JSON number or string, 0 for none; `Err` for a value no 9×9 cell holds.
fn digit(what: &'static str, v: Option<&Value>) -> Result<u8, ShareError> {
    let n = match v {
        None | Some(Value::Null) => return Ok(0),
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) if s.trim().is_empty() => return Ok(0),
        Some(Value::String(s)) => s.trim().parse::<u64>().ok(),
        Some(_) => None,
    };
    match n {
        Some(d @ 0..=9) => Ok(d as u8),
        _ => Err(damaged(what, "a cell holds something that is not a digit")),
    }
}

/// The rows of a square grid of cell objects (`{}` for an empty cell), checked to be 9×9.
fn rows<'a>(
    what: &'static str,
    grid: Option<&'a Value>,
) -> Result<Vec<&'a Vec<Value>>, ShareError> {
    let rows = grid
        .and_then(Value::as_array)
        .ok_or_else(|| damaged(what, "it has no grid"))?;
    let rows: Vec<&Vec<Value>> = rows
        .iter()
        .map(|r| {
            r.as_array()
                .ok_or_else(|| damaged(what, "a row is not a list"))
        })
        .collect::<Result<_, _>>()?;
    if rows.len() != 9 {
        return Err(ShareError::WrongSize { size: rows.len() });
    }
    if rows.iter().any(|r| r.len() != 9) {
        return Err(damaged(what, "its rows are not 9 cells long"));
    }
    Ok(rows)
}

/// Whether a JSON value holds anything: `true`, a non-empty list or object, a number or a
/// non-empty string.
fn is_set(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => false,
        Value::Array(a) => a.iter().any(is_set),
        Value::Object(o) => !o.is_empty(),
        Value::String(s) => !s.is_empty(),
        _ => true,
    }
}

/// SudokuPad's puzzle JSON (keys in their long form) as a classic puzzle.
pub fn from_sudokupad_json(json: &Value) -> Result<SharedPuzzle, ShareError> {
    let rows = rows(PAD, json.get("cells"))?;
    for (key, name) in [
        ("lines", "lines (thermometers, arrows, whispers…)"),
        ("arrows", "arrows"),
        (
            "overlays",
            "marks drawn over the grid (circles, dots, numbers…)",
        ),
        (
            "underlays",
            "marks drawn under the grid (shading, circles…)",
        ),
    ] {
        if json.get(key).is_some_and(is_set) {
            return Err(variant(name));
        }
    }
    let background = json.pointer("/metadata/bgimage");
    if background.is_some_and(is_set) {
        return Err(variant("a background image, which may draw constraints"));
    }
    let cages = json.get("cages").and_then(Value::as_array);
    if cages.is_some_and(|c| c.iter().any(|cage| cage.get("cells").is_some_and(is_set))) {
        return Err(variant("cages (killer cages or extra regions)"));
    }
    if let Some(regions) = json.get("regions").filter(|r| is_set(r)) {
        check_boxes(regions)?;
    }
    let mut givens = [0u8; 81];
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            givens[r * 9 + c] = digit(PAD, cell.get("value"))?;
        }
    }
    Ok(SharedPuzzle::new(givens))
}

/// Checks that SudokuPad's `regions` (lists of `[row, col]`) are the nine standard boxes.
fn check_boxes(regions: &Value) -> Result<(), ShareError> {
    let irregular = || variant("irregular regions (jigsaw)");
    let regions = regions.as_array().ok_or_else(irregular)?;
    if regions.len() != 9 {
        return Err(irregular());
    }
    for region in regions {
        let cells = region.as_array().ok_or_else(irregular)?;
        let boxes: Vec<Option<u64>> = cells
            .iter()
            .map(|rc| {
                let r = rc.get(0)?.as_u64().filter(|&r| r < 9)?;
                let c = rc.get(1)?.as_u64().filter(|&c| c < 9)?;
                Some(r / 3 * 3 + c / 3)
            })
            .collect();
        if cells.len() != 9 || boxes.iter().any(|b| b.is_none() || *b != boxes[0]) {
            return Err(irregular());
        }
    }
    Ok(())
}

/// f-puzzles keys that are not constraints.
const FPUZZLES_PLAIN: &[&str] = &[
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "disabledlogic",
    "truecandidatesoptions",
];

/// The constraint an f-puzzles key stands for, in words.
fn fpuzzles_constraint(key: &str) -> String {
    match key {
        "killercage" | "cage" => "killer cages".into(),
        "thermometer" => "thermometers".into(),
        "arrow" => "arrows".into(),
        "diagonal+" | "diagonal-" => "a diagonal".into(),
        "antiknight" => "the anti-knight rule".into(),
        "antiking" => "the anti-king rule".into(),
        "littlekillersum" => "little killer sums".into(),
        "sandwichsum" => "sandwich sums".into(),
        "extraregion" => "extra regions".into(),
        "odd" | "even" => "odd or even cells".into(),
        "difference" | "ratio" | "xv" | "nonconsecutive" => "dots or X/V marks".into(),
        other => format!("f-puzzles' \"{other}\""),
    }
}

/// Digits from an f-puzzles list of pencil marks, as bits.
fn mark_bits(v: Option<&Value>) -> u16 {
    v.and_then(Value::as_array).map_or(0, |a| {
        a.iter()
            .filter_map(Value::as_u64)
            .filter(|d| (1..=9).contains(d))
            .fold(0, |bits, d| bits | 1 << (d - 1))
    })
}

/// f-puzzles JSON as a classic puzzle; digits that are not givens and pencil marks become
/// progress.
pub fn read_fpuzzles_json(what: &'static str, text: &str) -> Result<SharedPuzzle, ShareError> {
    let json: Value =
        serde_json::from_str(text).map_err(|_| damaged(what, "its puzzle is not JSON"))?;
    let map = json
        .as_object()
        .ok_or_else(|| damaged(what, "its puzzle is not an object"))?;
    match map.get("size").and_then(Value::as_u64) {
        Some(9) => {}
        Some(size) => {
            return Err(ShareError::WrongSize {
                size: size as usize,
            })
        }
        None => return Err(damaged(what, "it has no size")),
    }
    if let Some((key, _)) = map
        .iter()
        .find(|(k, v)| !FPUZZLES_PLAIN.contains(&k.as_str()) && is_set(v))
    {
        return Err(variant(fpuzzles_constraint(key)));
    }
    let rows = rows(what, map.get("grid"))?;
    let mut givens = [0u8; 81];
    let mut p = Progress::default();
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            let i = r * 9 + c;
            if let Some(region) = cell.get("region").and_then(Value::as_u64) {
                if region as usize != r / 3 * 3 + c / 3 {
                    return Err(variant("irregular regions (jigsaw)"));
                }
            }
            let d = digit(what, cell.get("value"))?;
            if cell.get("given").and_then(Value::as_bool) == Some(true) {
                givens[i] = d;
            } else {
                p.digits[i] = d;
                p.centre[i] = mark_bits(cell.get("centerPencilMarks"));
                p.corner[i] = mark_bits(cell.get("cornerPencilMarks"));
            }
        }
    }
    let progress = (!p.is_empty()).then_some(p);
    Ok(SharedPuzzle { givens, progress }.normalized())
}

/// f-puzzles JSON for the puzzle's givens (progress is left out: links share the puzzle).
/// Written as text: only digits go in, and the app then needs no JSON value writer.
pub fn fpuzzles_json(puzzle: &SharedPuzzle) -> String {
    let givens = puzzle.normalized().givens;
    let rows: Vec<String> = givens
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&d| match d {
                    0 => "{}".to_string(),
                    d => format!("{{\"value\":{d},\"given\":true}}"),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("{{\"size\":9,\"grid\":[{}]}}", rows.join(","))
}

/// The compressed f-puzzles data of the puzzle, escaped for an address.
fn fpuzzles_data(puzzle: &SharedPuzzle) -> String {
    escape_base64(&lz_str::compress_to_base64(fpuzzles_json(puzzle).as_str()))
}

/// A SudokuPad address that opens the puzzle.
pub fn sudokupad_url(puzzle: &SharedPuzzle) -> String {
    format!("{}fpuzzles{}", sudokupad_puzzle(), fpuzzles_data(puzzle))
}

/// An f-puzzles address that opens the puzzle.
pub fn fpuzzles_url(puzzle: &SharedPuzzle) -> String {
    format!("{}{}", fpuzzles_load(), fpuzzles_data(puzzle))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
