//! `sudoku convert` as a user runs it: every output format parses back to the same puzzle.
#![cfg(feature = "cli")]

use solver_core::{parse_any, Cell, Grid, Pasted, PencilGrid};

mod common;
use common::sudoku;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn every_format_parses_back() {
    let grid: Grid = PUZZLE.parse().expect("a grid");
    for to in ["line", "zeros", "comma", "sdk", "ss", "pretty"] {
        let (ok, out, err) = sudoku(&["convert", "--to", to], &format!("{PUZZLE}:1:x\n"));
        assert!(ok, "{to}: {err}");
        assert_eq!(Grid::parse(&out), Ok(grid), "{to}: {out}");
        // And back to a line through the command itself (multi-line input).
        let (ok, line, _) = sudoku(&["convert", "--to", "line"], &out);
        assert!(ok);
        assert_eq!(line.trim(), PUZZLE, "{to} back to line");
    }
    // A plain grid gets its full candidates.
    let (ok, pm, _) = sudoku(&["convert", "--to", "pm"], PUZZLE);
    assert!(ok);
    let pencil = PencilGrid::parse(&pm).expect("a pencil-mark grid");
    assert_eq!(pencil, PencilGrid::from_grid(&grid));
    assert!(grid.is_extended_by(&pencil.grid()));
    // r1c3: 1, 2 or 4 (row 1 holds 3 5 7, column 3 holds 8, box 1 holds 3 5 6 8 9).
    let r1c3: String = pencil
        .get(Cell::from_index(2))
        .iter()
        .map(|d| d.to_char())
        .collect();
    assert_eq!(r1c3, "124");
    // A pencil-mark grid keeps its candidates through pm and candidates.
    let (ok, cands, _) = sudoku(&["convert", "--to", "candidates"], &pm);
    assert!(ok);
    assert_eq!(cands.trim().len(), 729);
    assert_eq!(PencilGrid::parse(cands.trim()), Ok(pencil));
    let (ok, pm2, _) = sudoku(&["convert", "--to", "pm"], &cands);
    assert!(ok);
    assert_eq!(pm2, pm);
    match parse_any(&pm2) {
        Ok(Pasted::Pencil(p)) => assert_eq!(p, pencil),
        other => panic!("{other:?}"),
    }
}

#[test]
fn batches_and_errors() {
    let input = format!("# two puzzles and a bad line\n{PUZZLE}\n\nnot a puzzle\n{PUZZLE}:1\n");
    let (ok, out, _) = sudoku(&["convert", "--to", "zeros"], &input);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], PUZZLE.replace('.', "0"));
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], lines[0]);
    // Multi-line results are separated by an empty line.
    let (ok, out, _) = sudoku(&["convert", "--to", "ss"], &format!("{PUZZLE}\n{PUZZLE}\n"));
    assert!(ok);
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 2);
    assert_eq!(Grid::parse(blocks[0]), Grid::parse(blocks[1]));
    // One truncated grid: one error naming what is wrong.
    let cut: String = PUZZLE.chars().take(80).collect();
    let (ok, out, _) = sudoku(&["convert", "--to", "line"], &format!("{cut}\n"));
    assert!(ok);
    assert_eq!(out.trim(), "error: a grid has 81 cells, this has only 80");
    let (ok, _, err) = sudoku(&["convert", "--to", "json"], PUZZLE);
    assert!(!ok);
    assert!(err.contains("json"));
}
