//! SudokuPad puzzle ids and f-puzzles puzzles (read from public descriptions and code of the
//! formats, no code copied).
//!
//! - A SudokuPad address is the host, an optional `sudoku/`, and a puzzle id (or
//!   `?puzzleid=<id>`). An id that starts with `scl` or `ctc` holds SudokuPad's own puzzle
//!   JSON (usually shortened, see [`super::zipped`]), with `fpuzzles` or `fpuz` f-puzzles
//!   JSON; both compressed with lz-string to base64. Any other id is a short name that only
//!   SudokuPad's server can look up.
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
    if id.starts_with("scf") {
        return Err(damaged(
            PAD,
            "it is in SudokuPad's older \"scf\" format, which this app cannot read; open it in \
             SudokuPad and share it again",
        ));
    }
    Err(ShareError::NeedsServer { site: "SudokuPad" })
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
