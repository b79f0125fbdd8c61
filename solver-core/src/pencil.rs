//! Pencil-mark grids in and out, and [`parse_any`], the one entry point for pasted text.
//!
//! A [`PencilGrid`] gives every cell a set of digits: one digit is a placed digit (a given or
//! a placement: the text cannot tell them apart, nor a placement from a naked single not yet
//! placed), several are the candidates of an empty cell, none is an empty cell with no
//! candidate left (a broken position: data, not a parse error, like [`Grid::conflicts`]).
//!
//! Formats read by [`PencilGrid::parse`]:
//! - the pencil-mark grid as HoDoKu, Sudoku Explainer, SudokuWiki and the forums print it: 81
//!   groups of digits in row-major order, separated by whitespace and the frame characters
//!   `| : + * ' - =`; lines of frame only (`.-----.-----.`, `:-----+-----:`, `'-----'-----'`,
//!   `+-----+`, `*-----*`) are skipped, as are `#` comment lines. A group is the digits 1-9 of a
//!   cell in any order, each once, or a lone `.` or `0` for a cell with no candidate;
//! - the 729-character candidate string: nine characters per cell, the `k`-th being the digit
//!   `k` or `.` / `0` (`1..4.....` is a cell with candidates 1 and 4).
//!
//! [`PencilGrid::to_pm_grid`] writes the first (aligned columns, HoDoKu's frame shape) and
//! [`PencilGrid::to_candidate_string`] the second; both parse back to the same value.

use crate::parse::{is_frame_char, is_frame_line};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Cell, CellSet},
    grid::Grid,
    logic::Candidates,
    parse::ParseError,
};
use std::fmt;
use std::str::FromStr;

/// A grid with a set of digits per cell: a placed digit (one), candidates (several), or none.
///
/// Serialised (feature `serde`) as its 729-character candidate string.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct PencilGrid {
    cells: [DigitSet; 81],
}

impl PencilGrid {
    /// The pencil-mark grid whose cells hold `cells` (row-major).
    pub const fn new(cells: [DigitSet; 81]) -> PencilGrid {
        PencilGrid { cells }
    }

    /// The digits of `grid`, and for every empty cell the digits none of its peers holds: the
    /// full pencil marks of [`Candidates::from_grid`], before any technique.
    pub fn from_grid(grid: &Grid) -> PencilGrid {
        PencilGrid::from_candidates(&Candidates::from_grid(grid))
    }

    /// The digits of `grid`, and `candidates[i]` for every empty cell `i` (kept as given, even
    /// empty or ruled out by a peer). The candidates of filled cells are ignored.
    pub fn from_grid_and_candidates(grid: &Grid, candidates: &[DigitSet; 81]) -> PencilGrid {
        let mut cells = *candidates;
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                cells[cell.index()] = DigitSet::single(d);
            }
        }
        PencilGrid { cells }
    }

    /// The placed digits and candidates of a [`Candidates`] position (for example after some
    /// steps of [`crate::logic`]).
    pub fn from_candidates(candidates: &Candidates) -> PencilGrid {
        let mut cells = [DigitSet::EMPTY; 81];
        for cell in Cell::all() {
            cells[cell.index()] = match candidates.value(cell) {
                Some(d) => DigitSet::single(d),
                None => candidates.candidates(cell),
            };
        }
        PencilGrid { cells }
    }

    /// Reads a pencil-mark grid or a 729-character candidate string (see the module docs).
    pub fn parse(text: &str) -> Result<PencilGrid, ParseError> {
        let trimmed = text.trim();
        if is_candidate_string(trimmed) {
            return parse_candidate_string(trimmed);
        }
        let mut cells = [DigitSet::EMPTY; 81];
        let mut found = 0usize;
        for token in tokens(text) {
            let set = token_set(&token, found)?;
            if let Some(slot) = cells.get_mut(found) {
                *slot = set;
            }
            found += 1;
        }
        if found != 81 {
            return Err(ParseError::WrongGroupCount { found });
        }
        Ok(PencilGrid { cells })
    }

    /// The sets of all 81 cells, row-major.
    pub const fn cells(&self) -> &[DigitSet; 81] {
        &self.cells
    }

    /// The set of `cell`: one digit if placed, its candidates otherwise.
    pub const fn get(&self, cell: Cell) -> DigitSet {
        self.cells[cell.index()]
    }

    /// The placed digits (cells with exactly one digit) as a grid.
    pub fn grid(&self) -> Grid {
        let mut digits = [0u8; 81];
        for (d, set) in digits.iter_mut().zip(self.cells.iter()) {
            if set.len() == 1 {
                *d = set.first().map_or(0, Digit::get);
            }
        }
        Grid::from_digits(digits).unwrap_or_default()
    }

    /// The candidates of every cell: empty for a placed cell (and for a cell with none).
    pub fn candidates(&self) -> [DigitSet; 81] {
        self.cells
            .map(|s| if s.len() == 1 { DigitSet::EMPTY } else { s })
    }

    /// The cells with neither a digit nor a candidate (the position is broken there).
    pub fn cells_without_candidates(&self) -> CellSet {
        Cell::all()
            .filter(|c| self.cells[c.index()].is_empty())
            .collect()
    }

    /// Whether some cell has two or more candidates (a grid of placed digits alone is not
    /// really a pencil-mark grid).
    pub fn has_candidates(&self) -> bool {
        self.cells.iter().any(|s| s.len() >= 2)
    }

    /// The position as [`Candidates`] for the techniques: placed digits placed, each empty
    /// cell with exactly its candidates (none for [`PencilGrid::cells_without_candidates`]).
    pub fn to_candidates(&self) -> Candidates {
        let grid = self.grid();
        let marks = self.candidates();
        let mut c = Candidates::from_marks(&grid, &marks);
        for cell in self.cells_without_candidates().iter() {
            for d in c.candidates(cell).iter() {
                c.eliminate(cell, d);
            }
        }
        c
    }

    /// The pencil-mark grid as text: 13 lines, aligned columns, HoDoKu's frame shape
    /// (`.---.` above, `:---+---:` between bands, `'---'` below), `.` for a cell with no
    /// candidate. [`PencilGrid::parse`] and [`parse_any`] read it back.
    ///
    /// ```text
    /// .----------------.-------------.----------------.
    /// | 5    3     12  | 26   7   1  | 89    124  2   |
    /// ```
    pub fn to_pm_grid(&self) -> String {
        let texts: Vec<String> = self.cells.iter().map(|&s| set_text(s)).collect();
        let mut widths = [1usize; 9];
        for (i, t) in texts.iter().enumerate() {
            widths[i % 9] = widths[i % 9].max(t.len());
        }
        let segment = |b: usize| widths[b * 3..b * 3 + 3].iter().sum::<usize>() + 2 + 4;
        let frame = |left: char, mid: char, right: char| {
            let mut line = String::new();
            line.push(left);
            for b in 0..3 {
                line.push_str(&"-".repeat(segment(b)));
                line.push(if b == 2 { right } else { mid });
            }
            line.push('\n');
            line
        };
        let mut out = frame('.', '.', '.');
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str(&frame(':', '+', ':'));
            }
            out.push('|');
            for b in 0..3 {
                out.push(' ');
                for k in 0..3 {
                    let col = b * 3 + k;
                    let t = &texts[row * 9 + col];
                    out.push_str(t);
                    let pad = widths[col] - t.len() + if k == 2 { 1 } else { 2 };
                    out.push_str(&" ".repeat(pad));
                }
                out.push('|');
            }
            out.push('\n');
        }
        out.push_str(&frame('\'', '\'', '\''));
        out
    }

    /// The 729-character candidate string: nine characters per cell, the `k`-th the digit `k`
    /// if the cell's set holds it, `.` otherwise. [`PencilGrid::parse`] reads it back.
    pub fn to_candidate_string(&self) -> String {
        let mut out = String::with_capacity(729);
        for set in &self.cells {
            for d in Digit::ALL {
                out.push(if set.contains(d) { d.to_char() } else { '.' });
            }
        }
        out
    }
}

impl fmt::Display for PencilGrid {
    /// The pencil-mark grid of [`PencilGrid::to_pm_grid`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pm_grid())
    }
}

impl fmt::Debug for PencilGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PencilGrid({})", self.to_candidate_string())
    }
}

impl FromStr for PencilGrid {
    type Err = ParseError;
    /// See [`PencilGrid::parse`].
    fn from_str(text: &str) -> Result<PencilGrid, ParseError> {
        PencilGrid::parse(text)
    }
}

impl From<PencilGrid> for String {
    fn from(grid: PencilGrid) -> String {
        grid.to_candidate_string()
    }
}

impl TryFrom<String> for PencilGrid {
    type Error = ParseError;
    fn try_from(text: String) -> Result<PencilGrid, ParseError> {
        PencilGrid::parse(&text)
    }
}

/// What a pasted text holds: a plain grid, or a grid with pencil marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pasted {
    /// A grid of digits (any format of [`Grid::parse`], or a pencil-mark grid with no cell of
    /// two or more candidates).
    Grid(Grid),
    /// A pencil-mark grid with candidates in at least one cell.
    Pencil(PencilGrid),
}

impl Pasted {
    /// The digits: the grid, or the placed digits of the pencil-mark grid.
    pub fn grid(&self) -> Grid {
        match self {
            Pasted::Grid(g) => *g,
            Pasted::Pencil(p) => p.grid(),
        }
    }

    /// The candidates of every cell (empty for placed ones), if the text had pencil marks.
    pub fn candidates(&self) -> Option<[DigitSet; 81]> {
        match self {
            Pasted::Grid(_) => None,
            Pasted::Pencil(p) => Some(p.candidates()),
        }
    }
}

impl FromStr for Pasted {
    type Err = ParseError;
    /// See [`parse_any`].
    fn from_str(text: &str) -> Result<Pasted, ParseError> {
        parse_any(text)
    }
}

/// Reads any pasted text: every format of [`Grid::parse`] (81-character line, pretty and
/// `.ss` grids, `.sdk`, comma entry) and of [`PencilGrid::parse`] (pencil-mark grid,
/// 729-character candidate string).
///
/// How the formats are told apart: a text that [`Grid::parse`] reads is a [`Pasted::Grid`]
/// (an 81-character line, a pretty grid with one digit or `.` per cell). Otherwise a text that
/// [`PencilGrid::parse`] reads is a [`Pasted::Pencil`], or a [`Pasted::Grid`] of its placed
/// digits if no cell has two or more candidates. When neither reads it, the error is the
/// pencil-mark one if the text looks like pencil marks (the candidate-string shape, or more
/// than 27 groups with some group of two or more digits), the grid one otherwise. Givens that
/// clash still parse: [`Grid::conflicts`] reports them.
///
/// ```
/// use solver_core::{parse_any, Cell, Pasted, PencilGrid, Grid};
/// let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// let grid: Grid = line.parse().unwrap();
/// // Plain formats give the grid.
/// assert_eq!(parse_any(&grid.to_ss()), Ok(Pasted::Grid(grid)));
/// // A pencil-mark grid gives its placed digits and the candidates of the other cells.
/// let text = PencilGrid::from_grid(&grid).to_pm_grid();
/// let pasted = parse_any(&text).unwrap();
/// assert!(grid.is_extended_by(&pasted.grid()));
/// let candidates = pasted.candidates().expect("pencil marks");
/// let r1c3: String = candidates[2].iter().map(|d| d.to_char()).collect();
/// assert_eq!(r1c3, "124");
/// // Errors say what and where.
/// let err = parse_any(&text.replacen("124", "1x4", 1)).unwrap_err();
/// assert_eq!(err.cell(), Some(Cell::from_index(2)));
/// ```
pub fn parse_any(text: &str) -> Result<Pasted, ParseError> {
    let plain = match Grid::parse(text) {
        Ok(grid) => return Ok(Pasted::Grid(grid)),
        Err(e) => e,
    };
    match PencilGrid::parse(text) {
        Ok(p) if p.has_candidates() => Ok(Pasted::Pencil(p)),
        Ok(p) => Ok(Pasted::Grid(p.grid())),
        Err(pencil) if looks_like_pencil_marks(text) => Err(pencil),
        Err(_) => Err(plain),
    }
}

fn looks_like_pencil_marks(text: &str) -> bool {
    if is_candidate_string(text.trim()) {
        return true;
    }
    let mut groups = 0usize;
    let mut multi = false;
    for token in tokens(text) {
        groups += 1;
        multi |= token.text.len() >= 2 && token.text.bytes().all(|b| matches!(b, b'1'..=b'9'));
    }
    multi && groups > 27
}

fn set_text(set: DigitSet) -> String {
    if set.is_empty() {
        ".".to_string()
    } else {
        set.iter().map(Digit::to_char).collect()
    }
}

fn is_candidate_string(trimmed: &str) -> bool {
    trimmed.len() == 729 && trimmed.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

fn parse_candidate_string(trimmed: &str) -> Result<PencilGrid, ParseError> {
    let mut cells = [DigitSet::EMPTY; 81];
    for (i, b) in trimmed.bytes().enumerate() {
        let cell = Cell::from_index((i / 9).min(80));
        let place = i % 9;
        match b {
            b'.' | b'0' => {}
            _ if usize::from(b.wrapping_sub(b'0')) == place + 1 => {
                cells[cell.index()].insert(Digit::from_index(place));
            }
            _ => {
                return Err(ParseError::MisplacedCandidate {
                    ch: char::from(b),
                    position: i + 1,
                    cell,
                })
            }
        }
    }
    Ok(PencilGrid { cells })
}

/// A run of non-separator characters on a cell line.
struct Token<'a> {
    text: &'a str,
    /// 1-based line.
    line: usize,
    /// 1-based column (in characters) of its first character.
    column: usize,
}

fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || (is_frame_char(ch) && ch != '.')
}

/// The groups of a pencil-mark text, skipping comment and frame lines.
fn tokens(text: &str) -> impl Iterator<Item = Token<'_>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with('#') && !is_frame_line(line))
        .flat_map(|(line_no, line)| {
            let mut out = Vec::new();
            let mut start: Option<(usize, usize)> = None; // (byte, column)
            for (column, (byte, ch)) in line.char_indices().enumerate() {
                if is_separator(ch) {
                    if let Some((b, c)) = start.take() {
                        out.push(Token {
                            text: &line[b..byte],
                            line: line_no + 1,
                            column: c + 1,
                        });
                    }
                } else if start.is_none() {
                    start = Some((byte, column));
                }
            }
            if let Some((b, c)) = start {
                out.push(Token {
                    text: &line[b..],
                    line: line_no + 1,
                    column: c + 1,
                });
            }
            out
        })
}

fn token_set(token: &Token<'_>, index: usize) -> Result<DigitSet, ParseError> {
    let cell = Cell::new_checked(index);
    let invalid_group = || ParseError::InvalidGroup {
        text: token.text.chars().take(12).collect(),
        line: token.line,
        column: token.column,
        cell,
    };
    if token.text == "." || token.text == "0" {
        return Ok(DigitSet::EMPTY);
    }
    let mut set = DigitSet::EMPTY;
    for (k, ch) in token.text.chars().enumerate() {
        match ch {
            '1'..='9' => {
                let d = Digit::from_index(usize::from(ch as u8 - b'1'));
                if set.contains(d) {
                    return Err(invalid_group());
                }
                set.insert(d);
            }
            '.' | '0' => return Err(invalid_group()),
            _ => {
                return Err(ParseError::InvalidChar {
                    ch,
                    line: token.line,
                    column: token.column + k,
                    cell,
                })
            }
        }
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The pencil-mark grid of Sudopedia's "Pencilmark" article (HoDoKu's frame shape).
    const SUDOPEDIA: &str = "\
.------------------.------------------.------------------.
| 19    7     169  | 2     156   3    | 459   8     49   |
| 3     4     5    | 7     9     8    | 1     2     6    |
| 2     169   8    | 16    4     156  | 3579  35    379  |
:------------------+------------------+------------------:
| 4     136   1367 | 5     1367  9    | 8     36    2    |
| 17    5     12367| 8     12367 4    | 367   9     37   |
| 8     369   23679| 36    2367  26   | 34567 3456  1    |
:------------------+------------------+------------------:
| 1579  139   13479| 13469 12356 1256 | 23469 346   8    |
| 159   8     1349 | 13469 12356 1256 | 23469 7     349  |
| 6     2     349  | 349   8     7    | 349   1     5    |
'------------------'------------------'------------------'
";

    fn set(digits: &str) -> DigitSet {
        digits
            .chars()
            .filter_map(|c| Digit::new_checked(c.to_digit(10)? as u8))
            .collect()
    }

    #[test]
    fn reads_a_hodoku_style_grid() {
        let p = PencilGrid::parse(SUDOPEDIA).unwrap();
        let at = |r: usize, c: usize| p.get(Cell::at(r, c).unwrap());
        assert_eq!(at(0, 0), set("19"));
        assert_eq!(at(0, 1), set("7"));
        assert_eq!(at(4, 2), set("12367"));
        assert_eq!(at(4, 3), set("8"));
        assert_eq!(at(8, 8), set("5"));
        // Row 2 is solved: 345 798 126.
        assert!(p.grid().to_line()[9..18].eq("345798126"));
        assert!(p.candidates()[9].is_empty());
        assert_eq!(p.candidates()[0], set("19"));
        assert!(p.grid().conflicts().is_empty());
        // Every candidate is consistent with the placed digits.
        let plain = PencilGrid::from_grid(&p.grid());
        for i in 0..81 {
            assert!(p.cells()[i].is_subset(plain.cells()[i]), "cell {i}");
        }
        match parse_any(SUDOPEDIA).unwrap() {
            Pasted::Pencil(q) => assert_eq!(q, p),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn writer_round_trips_and_is_aligned() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let p = PencilGrid::from_grid(&grid);
        let text = p.to_pm_grid();
        assert_eq!(PencilGrid::parse(&text), Ok(p));
        assert_eq!(parse_any(&text), Ok(Pasted::Pencil(p)));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert!(lines.iter().all(|l| l.chars().count() == lines[0].len()));
        assert!(lines[0].starts_with(".-") && lines[0].ends_with("-."));
        assert!(lines[4].starts_with(":-") && lines[4].contains('+'));
        assert!(lines[12].starts_with("'-"));
        assert!(lines[1].starts_with("| 5 "));
        // The `|` of each line line up.
        let bars: Vec<usize> = lines[1].match_indices('|').map(|(i, _)| i).collect();
        for l in &lines[1..12] {
            if l.starts_with('|') {
                let b: Vec<usize> = l.match_indices('|').map(|(i, _)| i).collect();
                assert_eq!(b, bars);
            }
        }
        // Naked singles read as placed digits (r5c5 can only be 5): the grid only grows.
        assert!(grid.is_extended_by(&p.grid()));
        assert_eq!(
            p.grid().get(Cell::at(4, 4).unwrap()).map(Digit::get),
            Some(5)
        );
        assert!(p.grid().filled_count() > grid.filled_count());
        let s = p.to_candidate_string();
        assert_eq!(s.len(), 729);
        assert_eq!(PencilGrid::parse(&s), Ok(p));
        assert_eq!(&s[..9], "....5....");
        // r1c3: digits none of its peers holds.
        assert_eq!(p.get(Cell::from_index(2)), set("124"));
    }

    #[test]
    fn empty_cells_and_writing_them() {
        let mut cells = [DigitSet::ALL; 81];
        cells[30] = DigitSet::EMPTY;
        cells[31] = set("4");
        let p = PencilGrid::new(cells);
        assert_eq!(
            p.cells_without_candidates()
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>(),
            ["r4c4"]
        );
        assert_eq!(PencilGrid::parse(&p.to_pm_grid()), Ok(p));
        assert_eq!(PencilGrid::parse(&p.to_candidate_string()), Ok(p));
        let c = p.to_candidates();
        assert!(c.candidates(Cell::from_index(30)).is_empty());
        assert_eq!(c.value(Cell::from_index(31)).map(Digit::get), Some(4));
        assert_eq!(c.candidates(Cell::from_index(0)), DigitSet::ALL);
    }

    #[test]
    fn plain_grids_stay_plain() {
        let grid: Grid = PUZZLE.parse().unwrap();
        for text in [
            grid.to_line(),
            grid.to_pretty(),
            grid.to_sdk(),
            grid.to_ss(),
            grid.to_comma_entry(),
        ] {
            assert_eq!(parse_any(&text), Ok(Pasted::Grid(grid)), "{text}");
        }
        // A solved grid's .ss has three-digit groups: still a plain grid.
        let solved = crate::solver::solve(&grid).unwrap();
        assert_eq!(parse_any(&solved.to_ss()), Ok(Pasted::Grid(solved)));
        // A pencil-mark grid of placed digits and dots only is a plain grid.
        let p = PencilGrid::from_grid_and_candidates(&grid, &[DigitSet::EMPTY; 81]);
        assert_eq!(parse_any(&p.to_pm_grid()), Ok(Pasted::Grid(grid)));
        // HoDoKu-style frames around a plain grid: the corners are not cells.
        let framed = grid
            .to_pretty()
            .replacen('+', ".", 4)
            .replace("+-------+-------+-------+", ":-------+-------+-------:");
        assert_eq!(Grid::parse(&framed), Ok(grid), "{framed}");
        // Clashing givens parse.
        let clash = format!("55{}", &PUZZLE[2..]);
        let pasted = parse_any(&clash).unwrap();
        assert!(!pasted.grid().conflicts().is_empty());
        assert_eq!(pasted.candidates(), None);
    }

    #[test]
    fn errors_are_typed_and_placed() {
        // A truncated pencil-mark grid: the last row is missing.
        let cut: String = SUDOPEDIA.lines().take(11).collect::<Vec<_>>().join("\n");
        assert_eq!(
            parse_any(&cut),
            Err(ParseError::WrongGroupCount { found: 72 })
        );
        assert_eq!(
            ParseError::WrongGroupCount { found: 72 }.to_string(),
            "a pencil-mark grid has 81 groups of candidates, one per cell; this has 72"
        );
        // A digit written twice in r2c4 (line 3 of the text).
        let dup = SUDOPEDIA.replacen("| 7     9 ", "| 77    9 ", 1);
        let err = parse_any(&dup).unwrap_err();
        assert_eq!(
            err,
            ParseError::InvalidGroup {
                text: "77".into(),
                line: 3,
                column: 22,
                cell: Cell::at(1, 3)
            }
        );
        assert_eq!(
            err.to_string(),
            "the group \"77\" at line 3, column 22 (cell r2c4) is not a set of candidates: write each digit 1-9 once, or a lone . for a cell with none"
        );
        // A letter in r1c2.
        let bad = SUDOPEDIA.replacen("| 19    7 ", "| 19    x ", 1);
        let err = parse_any(&bad).unwrap_err();
        assert_eq!(err.cell().map(|c| c.to_string()).as_deref(), Some("r1c2"));
        assert!(matches!(
            err,
            ParseError::InvalidChar {
                ch: 'x',
                line: 2,
                column: 9,
                ..
            }
        ));
        // A plain grid's error stays a plain grid's error.
        let short = &PUZZLE[..80];
        assert_eq!(parse_any(short), Err(ParseError::WrongLength { found: 80 }));
        // A candidate string with a digit out of place (a 5 at place 4 of r1c1).
        let mut s = PencilGrid::new([DigitSet::ALL; 81]).to_candidate_string();
        s.replace_range(3..4, "5");
        let err = parse_any(&s).unwrap_err();
        assert_eq!(
            err,
            ParseError::MisplacedCandidate {
                ch: '5',
                position: 4,
                cell: Cell::from_index(0)
            }
        );
        assert!(err
            .to_string()
            .contains("place 4 of a cell holds the digit 4"));
    }
}
