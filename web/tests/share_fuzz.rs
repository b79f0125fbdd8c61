//! Fuzzing the share decoders (`web::share`): whatever the text, each reader returns a puzzle
//! or an error, never a panic, and what it returns is in canonical form. Inputs: arbitrary
//! strings, strings in each format's alphabet and length, valid links with random edits
//! (SudokuPad's `scf` ids too), and arbitrary JSON for the SudokuPad and f-puzzles readers. Budget: `FUZZ_CASES` inputs
//! per target (default 20,000); the count run is printed.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use web::share::{compact, foreign, sudokupad, sudokuwiki, zipped, Progress, SharedPuzzle};

fn run<S: Strategy>(name: &str, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>) {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000u32);
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

/// A read puzzle must be canonical: what every writer writes and every reader returns.
fn canonical(p: &SharedPuzzle) -> Result<(), TestCaseError> {
    prop_assert_eq!(p, &p.normalized());
    Ok(())
}

fn check<E>(result: Result<SharedPuzzle, E>) -> Result<(), TestCaseError> {
    match result {
        Ok(p) => canonical(&p),
        Err(_) => Ok(()),
    }
}

/// Random edits: (kind, position, character); kind 0 replaces, 1 inserts, 2 deletes.
fn edits() -> impl Strategy<Value = Vec<(u8, usize, char)>> {
    proptest::collection::vec((0u8..3, any::<usize>(), any::<char>()), 1..4)
}

fn mutate(text: &str, edits: &[(u8, usize, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(kind, at, ch) in edits {
        let len = chars.len();
        match kind {
            0 if len > 0 => chars[at % len] = ch,
            1 => chars.insert(at % (len + 1), ch),
            _ if len > 0 => {
                chars.remove(at % len);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn cells(max: u8) -> impl Strategy<Value = [u8; 81]> {
    proptest::collection::vec(prop_oneof![3 => Just(0u8), 1 => 0..=max], 81)
        .prop_map(|v| v.try_into().unwrap())
}

fn layer() -> impl Strategy<Value = [u16; 81]> {
    proptest::collection::vec(prop_oneof![Just(0u16), 0u16..512], 81)
        .prop_map(|v| v.try_into().unwrap())
}

fn position() -> impl Strategy<Value = SharedPuzzle> {
    let progress = (cells(9), layer(), layer(), cells(9), layer(), layer()).prop_map(
        |(digits, centre, corner, colours, cand_a, cand_b)| Progress {
            digits,
            centre,
            corner,
            colours,
            cand_a,
            cand_b,
        },
    );
    (cells(9), proptest::option::of(progress))
        .prop_map(|(givens, progress)| SharedPuzzle { givens, progress }.normalized())
}

#[test]
fn compact_never_panics() {
    let text = prop_oneof![
        "\\PC{0,300}",
        "1[A-Za-z0-9_\\-]{0,400}",
        (position(), edits()).prop_map(|(p, e)| mutate(&compact::encode(&p), &e)),
    ];
    run("share::compact::decode", text, |text| {
        check(compact::decode(&text))
    });
}

#[test]
fn compact_round_trips_and_catches_edits() {
    run(
        "share::compact round trip",
        (position(), edits()),
        |(p, e)| {
            let text = compact::encode(&p);
            prop_assert_eq!(compact::decode(&text), Ok(p.clone()));
            // An edit that reads as a position reads as a canonical one.
            check(compact::decode(&mutate(&text, &e)))
        },
    );
}

#[test]
fn sudokuwiki_never_panics() {
    let text = prop_oneof![
        "\\PC{0,200}",
        "[0-9.]{81}",
        "[0-9a-vA-Vw-z]{162}",
        "[SXJ][0-9A-Z][A-C][0-9a-zA-Z]{160,164}",
        (position(), edits()).prop_map(|(p, e)| mutate(&sudokuwiki::version_b(&p), &e)),
        (position(), edits()).prop_map(|(p, e)| mutate(&sudokuwiki::legacy_162(&p), &e)),
    ];
    run("share::sudokuwiki::read", text, |text| {
        check(sudokuwiki::read(&text))
    });
}

#[test]
fn sudokupad_and_fpuzzles_never_panic() {
    let text = prop_oneof![
        "\\PC{0,200}",
        "(scl|ctc|fpuzzles|fpuz|scf)[A-Za-z0-9+/=% \\-_]{0,400}",
        (cells(9), edits()).prop_map(|(g, e)| {
            let url = sudokupad::sudokupad_url(&SharedPuzzle::new(g));
            mutate(url.rsplit('/').next().unwrap_or(""), &e)
        }),
    ];
    run("share::sudokupad ids and load=", text, |text| {
        check(sudokupad::read_sudokupad_id(&text))?;
        check(sudokupad::read_sudokupad(&text))?;
        check(sudokupad::read_fpuzzles_load(&text))
    });
}

#[test]
fn sudokupad_scf_never_panics() {
    let text = prop_oneof![
        "scf[0-9A-Za-z]{0,90}",
        "scf[0-9A-Za-z*%]{0,90}[*]?[wxta*0-9A-Za-z% ]{0,30}",
        "scf\\PC{0,120}",
        (cells(9), edits())
            .prop_map(|(g, e)| { mutate(&sudokupad::scf_id(&SharedPuzzle::new(g)), &e) }),
    ];
    run("share::sudokupad scf ids", text, |text| {
        check(sudokupad::read_sudokupad_id(&text))?;
        check(sudokupad::read_sudokupad(&format!("/{text}")))?;
        check(foreign::read(&text).map(|(_, p)| p))
    });
}

/// Arbitrary JSON using the keys the readers look at.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (-3i64..20).prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[0-9a-z#]{0,4}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 200, 12, |inner| {
        let key = prop_oneof![
            proptest::sample::select(vec![
                "cells",
                "ce",
                "value",
                "v",
                "regions",
                "cages",
                "lines",
                "size",
                "grid",
                "given",
                "region",
                "centerPencilMarks",
                "metadata",
                "bgimage",
            ])
            .prop_map(String::from),
            "[a-z]{1,3}",
        ];
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..10).prop_map(Value::Array),
            proptest::collection::vec((key, inner), 0..6)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

#[test]
fn puzzle_json_never_panics() {
    run("share JSON readers", json(), |value| {
        check(sudokupad::from_sudokupad_json(&value))?;
        let text = value.to_string();
        check(sudokupad::read_fpuzzles_json("fuzz", &text))?;
        let _ = zipped::parse(&text);
        let _ = zipped::parse(&text.replace('"', "'"));
        Ok(())
    });
}

#[test]
fn zipped_json_never_panics() {
    run(
        "share::zipped::parse",
        "[{}\\[\\],:'\"a-z0-9#\\\\ ]{0,200}",
        |text| {
            let _ = zipped::parse(&text);
            Ok(())
        },
    );
}

#[test]
fn foreign_links_never_panic() {
    let seeds = [
        "https://www.sudokuwiki.org/sudoku.htm?bd=",
        "https://sudoku.coach/en/play/",
        "https://sudoku.coach/en/s/",
        "https://sudokupad.app/",
        "https://app.crackingthecryptic.com/sudoku/",
        "https://f-puzzles.com/?load=",
    ];
    let text = prop_oneof![
        "\\PC{0,300}",
        (0..seeds.len(), "\\PC{0,200}").prop_map(move |(i, rest)| format!("{}{rest}", seeds[i])),
        (position(), edits()).prop_map(|(p, e)| mutate(&sudokuwiki::solver_url(&p), &e)),
        (cells(9), edits())
            .prop_map(|(g, e)| { mutate(&sudokupad::fpuzzles_url(&SharedPuzzle::new(g)), &e) }),
        (cells(9), edits()).prop_map(|(g, e)| {
            let id = sudokupad::scf_id(&SharedPuzzle::new(g));
            mutate(&format!("https://sudokupad.app/{id}"), &e)
        }),
    ];
    run("share::foreign::read", text, |text| {
        check(foreign::read(&text).map(|(_, p)| p))
    });
}
