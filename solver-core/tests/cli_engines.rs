//! `sudoku classic` and `sudoku solve --engine` as a user runs them.
#![cfg(feature = "cli")]

use std::process::Output;

mod common;

fn sudoku(args: &[&str], stdin: &str) -> Output {
    common::run_sudoku(args, stdin)
}

const CASE2: &str =
    "45......6..3..1..7....23.......4.25...93.21...81.7.......58....9..7..8..7......64\n";

#[test]
fn classic_prints_the_seed_trace_verdict_and_grid() {
    let out = sudoku(
        &[
            "classic",
            "--version",
            "1",
            "--depth",
            "2",
            "--width",
            "2",
            "--verbose",
        ],
        CASE2,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "1 : 10 forced cells",
            "1 :>Try 2.1 = 6",
            "1 : (dead end)",
            "1 :>Try 2.1 = 8",
            "2 : 0 forced cells",
            "1 :>Try 2.2 = 6",
            "1 : (dead end)",
            "1 :>Try 2.2 = 9",
            "SOLVED!",
            "452897316893651427176423985637148259549362178281975643324586791965714832718239564",
        ]
    );
    let quiet = sudoku(
        &["classic", "--version", "2", "--depth", "1", "--width", "2"],
        CASE2,
    );
    let text = String::from_utf8(quiet.stdout).expect("utf-8");
    assert_eq!(
        text.lines().next(),
        Some("SOLVED!"),
        "V2 needs no trial here"
    );
}

#[test]
fn classic_rejects_out_of_range_limits() {
    for args in [
        ["classic", "--version", "1", "--depth", "0", "--width", "2"],
        ["classic", "--version", "1", "--depth", "16", "--width", "2"],
        ["classic", "--version", "1", "--depth", "2", "--width", "10"],
        ["classic", "--version", "3", "--depth", "2", "--width", "2"],
    ] {
        let out = sudoku(&args, CASE2);
        assert!(!out.status.success(), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("invalid value"));
    }
}

#[test]
fn solve_with_each_engine() {
    let input = format!("{CASE2}garbage\n");
    let expected =
        "452897316893651427176423985637148259549362178281975643324586791965714832718239564";
    for engine in [
        "fast",
        "dlx",
        "brute",
        "jordan",
        "anneal",
        "classic-v1",
        "classic-v2",
    ] {
        let out = sudoku(&["solve", "--engine", engine], &input);
        assert!(out.status.success(), "{engine}");
        let text = String::from_utf8(out.stdout).expect("utf-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{engine}");
        assert_eq!(lines[0], expected, "{engine}");
        assert!(lines[1].starts_with("error: "), "{engine}");
    }
    let capped = sudoku(
        &["solve", "--engine", "brute", "--max-iterations", "10"],
        CASE2,
    );
    assert_eq!(String::from_utf8_lossy(&capped.stdout).trim(), "gave up");
}
