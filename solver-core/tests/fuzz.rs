//! Fuzzing on stable Rust with proptest: no text makes a parser panic, and what the formatters
//! write parses back. The budget is `FUZZ_CASES` generated inputs per target (default 250,000:
//! four parser targets make 10^6 in this file alone, plus the counter's and web/tests/fuzz.rs's);
//! `FUZZ_CASES=5000000` for a long local run. Each target prints
//! `fuzz <name>: <n> generated inputs, <f> failures (<seconds> s)`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use solver_core::{count_solutions, parse_any, DigitSet, Grid, Pasted, PencilGrid};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(250_000)
}

fn run<S: Strategy>(name: &str, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>) {
    let cases = cases();
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let start = std::time::Instant::now();
    let result = runner.run(&strategy, test);
    println!(
        "fuzz {name}: {cases} generated inputs, {} failures ({:.1} s)",
        u32::from(result.is_err()),
        start.elapsed().as_secs_f64()
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
            prop_assert_eq!(Grid::parse(&grid.to_ss()), Ok(grid));
        }
        let _ = Grid::parse_line_prefix(&text);
        Ok(())
    });
}

/// Text that looks like pencil-mark grids: digit groups, frame characters, some of anything.
fn pencil_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "([1-9]{1,4}[ |]{1,3}){70,90}",
        "([1-9.0]{1,3}[ \n|:+*'.\\-]{1,2}){60,100}",
        "[0-9.]{725,733}",
        "[0-9. |:+*'.\\-\n#a-z]{0,400}",
        "\\PC{0,200}",
        any::<u64>().prop_map(|seed| {
            let mut mix = Mix(seed);
            let p = pencil_from_seed(&mut mix);
            foreign_text(&p, &mut mix)
        }),
    ]
}

/// Checks what `parse_any` read: every writer's output reads back as the same value.
fn check_pasted(pasted: &Pasted) -> Result<(), TestCaseError> {
    match pasted {
        Pasted::Grid(grid) => {
            for text in [
                grid.to_line(),
                grid.to_pretty(),
                grid.to_sdk(),
                grid.to_ss(),
                grid.to_comma_entry(),
            ] {
                prop_assert_eq!(parse_any(&text), Ok(Pasted::Grid(*grid)), "{}", text);
            }
        }
        Pasted::Pencil(p) => {
            prop_assert!(p.has_candidates());
            prop_assert_eq!(parse_any(&p.to_pm_grid()), Ok(Pasted::Pencil(*p)));
            prop_assert_eq!(parse_any(&p.to_candidate_string()), Ok(Pasted::Pencil(*p)));
        }
    }
    Ok(())
}

#[test]
fn parse_any_never_panics() {
    let strategy = prop_oneof![puzzle_like(), pencil_like()];
    let kinds = [AtomicUsize::new(0), AtomicUsize::new(0)];
    run("parse_any", strategy, |text| {
        match parse_any(&text) {
            Ok(pasted) => {
                kinds[usize::from(matches!(pasted, Pasted::Pencil(_)))].fetch_add(1, Relaxed);
                check_pasted(&pasted)?
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        let _ = PencilGrid::parse(&text);
        Ok(())
    });
    let [grids, pencils] = kinds.map(AtomicUsize::into_inner);
    println!("  of which read as grids: {grids}, as pencil-mark grids: {pencils}");
    // The generators must reach both kinds, or the round trips above test nothing.
    assert!(grids > 0 && pencils > 0);
}

/// splitmix64: turns one generated seed into as many values as a case needs (much cheaper than
/// 81 proptest value trees; proptest still drives and reports the seed).
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A pencil-mark grid from a seed: cells with no digit (1 in 10), one digit (placed, 3 in
/// 10) or any set (6 in 10).
fn pencil_from_seed(mix: &mut Mix) -> PencilGrid {
    let mut cells = [DigitSet::EMPTY; 81];
    for c in cells.iter_mut() {
        *c = match mix.below(10) {
            0 => DigitSet::EMPTY,
            1..=3 => DigitSet::from_bits(1 << mix.below(9)),
            _ => DigitSet::from_bits(mix.below(512) as u16),
        };
    }
    PencilGrid::new(cells)
}

/// `p` written as other tools might: digits in any order, any separators, optional frame
/// lines, a comment, no alignment. An oracle independent of `PencilGrid::to_pm_grid`.
fn foreign_text(p: &PencilGrid, mix: &mut Mix) -> String {
    const SEPARATORS: [&str; 7] = [" ", "  ", "|", " | ", "\t", " : ", "*"];
    const FRAMES: [&str; 4] = [
        "+-------+-------+-------+",
        ".---------.---------.",
        ":----+----:",
        "*-----------*",
    ];
    let mut out = String::new();
    if mix.below(4) == 0 {
        out.push_str("# pencil marks\n");
    }
    for (i, set) in p.cells().iter().enumerate() {
        if i % 27 == 0 && mix.below(2) == 0 {
            out.push_str(FRAMES[mix.below(4) as usize]);
            out.push('\n');
        }
        let mut digits: Vec<char> = set.iter().map(|d| d.to_char()).collect();
        if digits.is_empty() {
            digits.push(if mix.below(2) == 0 { '.' } else { '0' });
        }
        // A random rotation, sometimes reversed: any order is the same set.
        let k = mix.below(digits.len() as u64) as usize;
        digits.rotate_left(k);
        if mix.below(2) == 0 {
            digits.reverse();
        }
        out.extend(digits);
        out.push_str(if i % 9 == 8 {
            "\n"
        } else {
            SEPARATORS[mix.below(SEPARATORS.len() as u64) as usize]
        });
    }
    out
}

#[test]
fn pencil_writers_round_trip() {
    run("PencilGrid writers", any::<u64>(), |seed| {
        let mut mix = Mix(seed);
        let p = pencil_from_seed(&mut mix);
        let pm = p.to_pm_grid();
        prop_assert_eq!(PencilGrid::parse(&pm), Ok(p), "{}", pm);
        prop_assert_eq!(PencilGrid::parse(&p.to_candidate_string()), Ok(p));
        let foreign = foreign_text(&p, &mut mix);
        prop_assert_eq!(PencilGrid::parse(&foreign), Ok(p), "{}", foreign);
        let expected = if p.has_candidates() {
            Pasted::Pencil(p)
        } else {
            Pasted::Grid(p.grid())
        };
        prop_assert_eq!(parse_any(&pm), Ok(expected));
        prop_assert_eq!(parse_any(&p.to_candidate_string()), Ok(expected));
        // The candidates view and the placed digits describe the same cells.
        let candidates = p.to_candidates();
        for (i, set) in p.cells().iter().enumerate() {
            let cell = solver_core::Cell::from_index(i);
            if set.len() == 1 {
                prop_assert_eq!(candidates.value(cell).map(DigitSet::single), Some(*set));
            } else {
                prop_assert_eq!(candidates.value(cell), None);
                prop_assert_eq!(candidates.candidates(cell), *set);
            }
        }
        Ok(())
    });
}

/// Edits `text` from a seed: one to three times, delete, duplicate or replace a character.
fn mutate(text: &str, mix: &mut Mix) -> String {
    const REPLACEMENTS: [char; 13] = [
        '1', '5', '9', '0', '.', ' ', '|', '-', '\n', ':', 'x', ',', '#',
    ];
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=mix.below(3) {
        if chars.is_empty() {
            break;
        }
        let i = mix.below(chars.len() as u64) as usize;
        match mix.below(3) {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, chars[i]),
            _ => chars[i] = REPLACEMENTS[mix.below(REPLACEMENTS.len() as u64) as usize],
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_pencil_grids_parse_or_fail_cleanly() {
    let outcomes = [AtomicUsize::new(0), AtomicUsize::new(0)];
    run("mutated pencil-mark grids", any::<u64>(), |seed| {
        let mut mix = Mix(seed);
        let p = pencil_from_seed(&mut mix);
        let text = match mix.below(3) {
            0 => p.to_candidate_string(),
            1 => foreign_text(&p, &mut mix),
            _ => p.to_pm_grid(),
        };
        let mutated = mutate(&text, &mut mix);
        let result = parse_any(&mutated);
        outcomes[usize::from(result.is_ok())].fetch_add(1, Relaxed);
        match result {
            Ok(pasted) => check_pasted(&pasted)?,
            Err(e) => {
                // An error that names a cell names one of the 81.
                prop_assert!(!e.to_string().is_empty());
                if let Some(cell) = e.cell() {
                    prop_assert!(cell.index() < 81);
                }
            }
        }
        Ok(())
    });
    let [errors, parsed] = outcomes.map(AtomicUsize::into_inner);
    println!("  of which parsed: {parsed}, errors: {errors}");
    assert!(errors > 0 && parsed > 0);
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
