//! Fuzzing on stable Rust with proptest: no text makes a parser panic, and what the formatters
//! write parses back. The budget is `FUZZ_CASES` generated inputs per target (default 350,000:
//! over 10^6 across this file and web/tests/fuzz.rs); `FUZZ_CASES=5000000` for a long local run.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use solver_core::{count_solutions, Grid};

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(350_000)
}

fn run<S: Strategy>(name: &str, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>) {
    let cases = cases();
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, test);
    println!(
        "fuzz {name}: {cases} generated inputs, {} failures",
        u32::from(result.is_err())
    );
    if let Err(e) = result {
        panic!("fuzz {name} failed: {e}");
    }
}

/// Text that looks like puzzles: mostly digits, dots and separators, some of anything.
fn puzzle_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9.]{70,90}",
        "[0-9., |+\\-\n#\\[\\]a-z]{0,240}",
        "\\PC{0,160}",
        "([0-9]{1,2},){75,85}[0-9]{0,2}",
    ]
}

#[test]
fn parsers_never_panic() {
    run("Grid::parse", puzzle_like(), |text| {
        if let Ok(grid) = Grid::parse(&text) {
            prop_assert_eq!(Grid::parse(&grid.to_string()), Ok(grid));
            prop_assert_eq!(Grid::parse(&grid.to_pretty()), Ok(grid));
            prop_assert_eq!(Grid::parse(&grid.to_comma_entry()), Ok(grid));
            prop_assert_eq!(Grid::parse(&grid.to_sdk()), Ok(grid));
        }
        let _ = Grid::parse_line_prefix(&text);
        Ok(())
    });
}

#[test]
fn random_grids_never_panic_the_counter() {
    // Fewer cases: each one runs the solver (conflicts, no solution, many solutions).
    let strategy = proptest::collection::vec(prop_oneof![6 => Just(0u8), 1 => 1u8..10], 81);
    let cases = (cases() / 20).max(1000);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, |cells| {
        let mut array = [0u8; 81];
        array.copy_from_slice(&cells);
        let grid = Grid::from_digits(array).ok_or_else(|| TestCaseError::fail("digits above 9"))?;
        let n = count_solutions(&grid, 2);
        prop_assert!(n <= 2);
        if !grid.conflicts().is_empty() {
            prop_assert_eq!(n, 0);
        }
        Ok(())
    });
    println!(
        "fuzz count_solutions: {cases} generated inputs, {} failures",
        u32::from(result.is_err())
    );
    result.unwrap_or_else(|e| panic!("fuzz count_solutions failed: {e}"));
}
