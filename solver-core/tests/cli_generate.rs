//! The `sudoku coach --classic` and `sudoku generate` commands, run as a user would.

mod common;
use common::sudoku;

#[test]
fn coach_classic_prints_transcript_then_grid() {
    // EX5 of hp71b-test-suite.txt (seed 004, example 5), with its data-file tail.
    let ex5 =
        "....54.9.2469.3.1.....612..48...6.5..57..9.....3..8..9.32...976...69243....8.712.:1:x\n";
    let (ok, out, err) = sudoku(&["coach", "--classic"], ex5);
    assert!(ok, "sudoku coach failed: {err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "[3-4] can only hold 7");
    assert_eq!(lines[lines.len() - 2], "Solved!");
    let grid: solver_core::Grid = lines[lines.len() - 1].parse().expect("a grid line");
    assert!(grid.is_solved());
    // One hint per empty cell, then Solved! and the grid.
    assert_eq!(
        lines.len(),
        ex5.chars().take(81).filter(|&c| c == '.').count() + 2
    );
    let (ok, _, err) = sudoku(&["coach"], ex5);
    assert!(!ok);
    assert!(err.contains("--classic"));
    let (ok, out, _) = sudoku(&["coach", "--classic"], "12\n");
    assert!(ok);
    assert!(out.starts_with("error: "));
}

#[test]
fn generate_batch_seeds_reproduce_single_puzzles() {
    let (ok, out, _) = sudoku(
        &[
            "generate",
            "--seed",
            "10",
            "--count",
            "3",
            "--symmetry",
            "rot180",
        ],
        "",
    );
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    for (i, line) in lines.iter().enumerate() {
        let (puzzle, cert) = line.split_once("  # ").expect("certificate");
        let grid: solver_core::Grid = puzzle.parse().expect("puzzle");
        assert_eq!(solver_core::count_solutions(&grid, 2), 1);
        let seed = format!("seed={}", 10 + i);
        assert!(cert.split(' ').any(|w| w == seed), "{cert}");
        for key in [
            "symmetry=rot180",
            "unique=yes",
            "level=",
            "score=",
            "hardest=",
            "clues=",
        ] {
            assert!(cert.contains(key), "{key} in {cert}");
        }
        let (ok, again, _) = sudoku(
            &[
                "generate",
                "--seed",
                &(10 + i).to_string(),
                "--count",
                "1",
                "--symmetry",
                "rot180",
            ],
            "",
        );
        assert!(ok);
        assert_eq!(again.trim_end(), *line);
    }
}

#[test]
fn generate_classic_and_bad_options() {
    let (ok, out, _) = sudoku(
        &[
            "generate",
            "--classic",
            "--check",
            "--blanks",
            "45",
            "--symmetry",
            "both-axes",
            "--seed",
            "4",
            "--count",
            "2",
        ],
        "",
    );
    assert!(ok);
    for line in out.lines() {
        let grid: solver_core::Grid = line[..81].parse().expect("puzzle");
        assert_eq!(grid.filled_count(), 81 - 45);
        assert!(solver_core::Symmetry::BothAxes.holds(&grid));
        assert!(line.contains("unique=yes"));
    }
    for bad in [
        &["generate", "--classic", "--check", "--blanks", "52"][..],
        &["generate", "--classic", "--blanks", "63"],
        &[
            "generate",
            "--classic",
            "--blanks",
            "42",
            "--symmetry",
            "both-axes",
        ],
        &["generate", "--classic", "--symmetry", "rot90"],
        &["generate", "--symmetry", "spiral"],
        &["generate", "--symmetry", "rot90", "--blanks", "46"],
        &["generate", "--blanks", "65"],
        &["generate", "--level", "impossible"],
        &["generate", "--technique", "telepathy"],
    ] {
        let (ok, out, err) = sudoku(bad, "");
        assert!(!ok, "{bad:?} should fail");
        assert!(out.is_empty(), "{bad:?} printed {out}");
        assert!(err.starts_with("sudoku: "), "{bad:?}: {err}");
    }
    // An empty score range names what was read.
    let (ok, _, err) = sudoku(&["generate", "--score", "5.5-4.25"], "");
    assert!(!ok);
    assert!(err.contains("5.5 is above 4.25"), "{err}");
}
