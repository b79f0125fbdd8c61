//! `sudoku rate` and `sudoku steps` on several threads print exactly what one thread prints:
//! the same lines, in the file's order, error lines in their places.
#![cfg(feature = "cli")]

mod common;
use common::{data_file, sudoku};

/// The first 24 puzzles of top1465 with, among them, a line that is not a puzzle, a puzzle
/// with two solutions and one with none, so that error lines must land in their places.
fn input() -> String {
    let text = data_file("puzzles3_magictour_top1465.txt");
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(24)
        .map(str::to_string)
        .collect();
    lines.insert(3, "12345".to_string());
    lines.insert(9, ".".repeat(81));
    lines.insert(15, format!("11{}", ".".repeat(79)));
    lines.join("\n") + "\n"
}

fn run(args: &[&str], jobs: &str) -> Vec<String> {
    let mut all = args.to_vec();
    all.extend(["--jobs", jobs]);
    let (ok, out, err) = sudoku(&all, &input());
    assert!(ok, "{args:?} --jobs {jobs}: {err}");
    out.lines().map(str::to_string).collect()
}

#[test]
fn rate_prints_the_same_lines_on_one_thread_and_on_three() {
    let one = run(&["rate"], "1");
    assert_eq!(one.len(), 27, "one line per input line");
    assert!(one[3].starts_with("error: "), "{}", one[3]);
    assert!(one[9].starts_with("error: "), "{}", one[9]);
    assert!(one[15].starts_with("error: "), "{}", one[15]);
    assert_eq!(one.iter().filter(|l| l.starts_with("error")).count(), 3);
    assert_eq!(run(&["rate"], "3"), one);
}

#[test]
fn steps_prints_the_same_lines_on_one_thread_and_on_three() {
    let args = ["steps", "--rated", "--explain"];
    let one = run(&args, "1");
    // Each puzzle ends with one closing line: how its path ended, or its error.
    let ends = one
        .iter()
        .filter(|l| {
            ["solved", "stuck", "guess needed"].contains(&l.as_str()) || l.starts_with("error")
        })
        .count();
    assert_eq!(ends, 27);
    assert_eq!(run(&args, "3"), one);
}

#[test]
fn zero_jobs_is_refused() {
    let (ok, _, err) = sudoku(&["rate", "--jobs", "0"], "");
    assert!(!ok);
    assert!(err.contains("--jobs"), "{err}");
}
