//! Candidate lines (729 characters, nine per cell) read as positions everywhere a puzzle line is
//! read: the library's `parse_puzzle_line` and marked search, and the `sudoku` commands.
#![cfg(feature = "cli")]

use solver_core::{
    count_marked, count_solutions, parse_puzzle_line, solve, Cell, Grid, Pasted, PencilGrid,
};

mod common;
use common::{data_file, sudoku};

const SETS: [&str; 7] = [
    "hp71b-test-suite.txt",
    "puzzles2_17_clue.txt",
    "puzzles3_magictour_top1465.txt",
    "puzzles5_forum_hardest_1905_11+.txt",
    "puzzles6_forum_hardest_1106.txt",
    "puzzles7_serg_benchmark.txt",
    "wikipedia-hardest.txt",
];

fn puzzle_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

fn pencil(line: &str) -> PencilGrid {
    match parse_puzzle_line(line) {
        Ok(Pasted::Pencil(p)) => p,
        other => panic!("not a candidate line: {other:?}"),
    }
}

#[test]
fn every_data_set_round_trips_with_the_same_count() {
    let mut checked = 0;
    for set in SETS {
        let text = data_file(set);
        for line in puzzle_lines(&text) {
            let Ok(Pasted::Grid(grid)) = parse_puzzle_line(line) else {
                panic!("{set}: not a puzzle line: {line}");
            };
            let marks = PencilGrid::from_grid(&grid).to_candidate_string();
            let back = pencil(&marks);
            assert!(grid.is_extended_by(&back.grid()), "{set}: {line}");
            let (n, first) = count_marked(&back.to_candidates(), 2);
            assert_eq!(n, count_solutions(&grid, 2), "{set}: {line}");
            if n == 1 {
                assert_eq!(first, solve(&grid), "{set}: {line}");
            }
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}

/// A cell of `grid` left empty with two or more candidates, and its solution digit.
fn open_cell(grid: &Grid, solution: &Grid, p: &PencilGrid) -> (Cell, char) {
    let cell = Cell::all()
        .find(|&c| grid.get(c).is_none() && p.get(c).len() >= 3)
        .expect("an open cell");
    let digit = solution.get(cell).expect("solved").to_char();
    (cell, digit)
}

#[test]
fn solutions_respect_the_candidates() {
    let text = data_file("puzzles3_magictour_top1465.txt");
    for line in puzzle_lines(&text).step_by(97) {
        let grid: Grid = line[..81].parse().expect("a puzzle");
        let solution = solve(&grid).expect("solvable");
        let full = PencilGrid::from_grid(&grid);
        let (cell, digit) = open_cell(&grid, &solution, &full);
        let marks = full.to_candidate_string();
        let at = cell.index() * 9;
        // Striking the solution's digit leaves no solution.
        let place = digit as usize - '1' as usize;
        let mut struck = marks.clone();
        struck.replace_range(at + place..at + place + 1, ".");
        assert_eq!(count_marked(&pencil(&struck).to_candidates(), 2).0, 0);
        // Striking another candidate keeps the one solution.
        let other = full
            .get(cell)
            .iter()
            .map(|d| d.to_char())
            .find(|&d| d != digit)
            .expect("another candidate");
        let place = other as usize - '1' as usize;
        let mut kept = marks.clone();
        kept.replace_range(at + place..at + place + 1, ".");
        let (n, first) = count_marked(&pencil(&kept).to_candidates(), 2);
        assert_eq!((n, first), (1, Some(solution)));
    }
    // A grid with many solutions: the candidates pick out those that agree with them.
    let empty = Grid::default();
    let mut marks = PencilGrid::from_grid(&empty).to_candidate_string();
    assert_eq!(count_marked(&pencil(&marks).to_candidates(), 5).0, 5);
    // r1c1..r1c3 may hold only 1, 2 and 3, and r2c1 only 4 or 5: still many.
    for (cell, keep) in [(0, "123"), (1, "123"), (2, "123"), (9, "45")] {
        let text: String = (1..=9)
            .map(|d| {
                let ch = char::from(b'0' + d);
                if keep.contains(ch) {
                    ch
                } else {
                    '.'
                }
            })
            .collect();
        marks.replace_range(cell * 9..cell * 9 + 9, &text);
    }
    let c = pencil(&marks).to_candidates();
    let (n, first) = count_marked(&c, 3);
    assert_eq!(n, 3);
    let first = first.expect("a solution");
    assert!(first.is_solved());
    assert!(first.to_line().starts_with(['1', '2', '3']));
    assert!(matches!(first.to_line().as_bytes()[9], b'4' | b'5'));
}

#[test]
fn every_command_starts_from_the_candidates() {
    let text = data_file("puzzles3_magictour_top1465.txt");
    let lines: Vec<&str> = puzzle_lines(&text).take(4).map(|l| &l[..81]).collect();
    let input = lines.join("\n");
    let (ok, marks, err) = sudoku(&["convert", "--to", "candidates"], &input);
    assert!(ok, "{err}");
    assert!(marks.lines().all(|l| l.len() == 729));
    for command in [
        vec!["count"],
        vec!["solve"],
        vec!["rate", "--jobs", "1"],
        vec!["steps", "--jobs", "1"],
    ] {
        let (ok, from_lines, _) = sudoku(&command, &input);
        assert!(ok);
        let (ok, from_marks, err) = sudoku(&command, &marks);
        assert!(ok, "{command:?}: {err}");
        assert_eq!(from_marks, from_lines, "{command:?}");
        assert!(!from_marks.contains("error"), "{command:?}: {from_marks}");
    }
    let (ok, back, _) = sudoku(&["convert", "--to", "line"], &marks);
    assert!(ok);
    for (back, line) in back.lines().zip(&lines) {
        let (b, l): (Grid, Grid) = (back.parse().expect("a line"), line.parse().expect("a line"));
        assert!(l.is_extended_by(&b), "{back} {line}");
    }
}

#[test]
fn a_struck_candidate_changes_the_answers() {
    let line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let grid: Grid = line.parse().expect("a puzzle");
    let solution = solve(&grid).expect("solvable");
    let full = PencilGrid::from_grid(&grid);
    let (cell, digit) = open_cell(&grid, &solution, &full);
    let mut marks = full.to_candidate_string();
    let at = cell.index() * 9 + (digit as usize - '1' as usize);
    marks.replace_range(at..at + 1, ".");
    let (ok, out, _) = sudoku(&["count"], &marks);
    assert!(ok);
    assert_eq!(out.trim(), "0");
    let (ok, out, _) = sudoku(&["solve"], &marks);
    assert!(ok);
    assert_eq!(out.trim(), "none");
    let (ok, out, _) = sudoku(&["rate"], &marks);
    assert!(ok);
    assert_eq!(out.trim(), "error: puzzle has no solution");
}

#[test]
fn lines_of_other_lengths_are_clear_errors() {
    let line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let marks = PencilGrid::from_grid(&line.parse().expect("a puzzle")).to_candidate_string();
    for (text, found) in [
        (&line[..80], 80),
        (&marks[..728], 728),
        (&format!("{marks}1"), 730),
    ] {
        for command in ["count", "solve", "rate", "steps"] {
            let (ok, out, _) = sudoku(&[command], text);
            assert!(ok, "{command}");
            assert_eq!(
                out.trim(),
                format!(
                    "error: a puzzle line has 81 characters, or 729 for candidates; this one has {found}"
                ),
                "{command}"
            );
        }
    }
    // A digit out of its place in a cell names its position.
    let misplaced = format!("9{}", &marks[1..]);
    let (ok, out, _) = sudoku(&["count"], &misplaced);
    assert!(ok);
    assert!(
        out.starts_with("error: character '9' at position 1"),
        "{out}"
    );
    // The engines that read digits alone say so.
    let (ok, out, _) = sudoku(&["solve", "--engine", "dlx"], &marks);
    assert!(ok);
    assert_eq!(
        out.trim(),
        "error: only the fast engine solves a candidate line, not dlx"
    );
}
