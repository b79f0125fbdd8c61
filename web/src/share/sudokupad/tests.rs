use super::*;
use crate::share::sites::{fpuzzles_load, sudokupad_puzzle};
use proptest::prelude::*;
use serde_json::json;

/// The f-puzzles address in the README of the `sudoku-formats` package (lisudoku): a 9×9
/// grid with a 1 given in r1c1.
const FPUZZLES_README: &str = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";

/// Test data in SudokuPad's own puzzle tools (`PuzzleTools.runTests`): an empty 9×9
/// f-puzzles grid, and a 3×3 one with the `fpuzzles` prefix.
const FPUZZLES_EMPTY_9: &str =
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssW0iQA=";
const FPUZZLES_3: &str = "fpuzzlesN4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA==";

/// "Parity Fish" by Marty Sears, as linked in the README of SakanaAI's Sudoku-Bench: a
/// SudokuPad `scl` link in the shortened JSON, a variant (dots drawn over the grid).
const PARITY_FISH: &str = "https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA";

fn path(address: &str) -> &str {
    crate::share::sites::after_host(address)
}

#[test]
fn reads_the_fpuzzles_readme_link() {
    let load = query_param(FPUZZLES_README, "load").unwrap();
    let p = read_fpuzzles_load(load).unwrap();
    let mut givens = [0u8; 81];
    givens[0] = 1;
    assert_eq!(p, SharedPuzzle::new(givens));
    // The same data as a SudokuPad id, and with `+` turned into a space by a query string.
    assert_eq!(read_sudokupad_id(&format!("fpuzzles{load}")), Ok(p.clone()));
    assert_eq!(read_fpuzzles_load(&load.replace('+', " ")), Ok(p));
}

#[test]
fn reads_sudokupads_own_test_data() {
    assert_eq!(
        read_sudokupad_id(&format!("fpuzzles{FPUZZLES_EMPTY_9}")),
        Ok(SharedPuzzle::new([0; 81]))
    );
    assert_eq!(
        read_sudokupad_id(FPUZZLES_3),
        Err(ShareError::WrongSize { size: 3 })
    );
}

#[test]
fn a_variant_says_so() {
    let err = read_sudokupad(path(PARITY_FISH)).unwrap_err();
    assert!(matches!(err, ShareError::Variant { .. }), "{err:?}");
    assert!(err
        .to_string()
        .starts_with("only classic Sudoku is supported"));
    // Its JSON without the dots and background image is a classic grid (standard boxes).
    let text = decompress(PAD, path(PARITY_FISH).trim_start_matches("/scl")).unwrap();
    let mut json = zipped::parse(&text).unwrap();
    json.as_object_mut().unwrap().remove("overlays");
    assert!(matches!(
        from_sudokupad_json(&json),
        Err(ShareError::Variant { .. })
    ));
    json["metadata"].as_object_mut().unwrap().remove("bgimage");
    assert_eq!(from_sudokupad_json(&json), Ok(SharedPuzzle::new([0; 81])));
    // f-puzzles constraints.
    let killer = r#"{"size":9,"grid":[],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]}"#;
    let err = read_fpuzzles_json(FPUZ, killer).unwrap_err();
    assert_eq!(
        err.to_string(),
        "only classic Sudoku is supported, and this puzzle has killer cages"
    );
    let mut jigsaw: Value =
        serde_json::from_str(&fpuzzles_json(&SharedPuzzle::new([0; 81]))).unwrap();
    jigsaw["grid"][0][3]["region"] = json!(0);
    assert!(matches!(
        read_fpuzzles_json(FPUZ, &jigsaw.to_string()),
        Err(ShareError::Variant { .. })
    ));
    assert!(matches!(
        read_fpuzzles_json(FPUZ, r#"{"size":9,"grid":[],"diagonal+":true}"#),
        Err(ShareError::Variant { .. })
    ));
}

#[test]
fn short_ids_and_damaged_data_say_why() {
    // The short id of the same README ("https://sudokupad.app/wsj7iunsg6").
    let err = read_sudokupad("/wsj7iunsg6").unwrap_err();
    assert_eq!(err, ShareError::NeedsServer { site: "SudokuPad" });
    assert!(err.to_string().contains("server"));
    assert_eq!(read_sudokupad("/"), Err(ShareError::Empty));
    assert!(matches!(
        read_sudokupad_id("sclN4Ig!!"),
        Err(ShareError::Damaged { .. })
    ));
    assert!(matches!(
        read_sudokupad_id("scfABC"),
        Err(ShareError::Damaged { .. })
    ));
    let long = format!("scl{}", "A".repeat(MAX_DATA + 1));
    assert!(matches!(
        read_sudokupad_id(&long),
        Err(ShareError::WrongLength { .. })
    ));
    let not_json = lz_str::compress_to_base64("hello");
    assert!(read_fpuzzles_load(&not_json)
        .unwrap_err()
        .to_string()
        .contains("JSON"));
}

#[test]
fn reads_the_forms_of_a_sudokupad_address() {
    let mut givens = [0u8; 81];
    givens[40] = 5;
    let puzzle = SharedPuzzle::new(givens);
    let url = sudokupad_url(&puzzle);
    let id = url.strip_prefix(&sudokupad_puzzle()).unwrap();
    for path in [
        format!("/{id}"),
        format!("/sudoku/{id}"),
        format!("/{id}?setting-nogrid=1"),
        format!("/?puzzleid={id}"),
    ] {
        assert_eq!(read_sudokupad(&path), Ok(puzzle.clone()), "{path}");
    }
    // scl and ctc with SudokuPad's JSON, compressed or not.
    let json = r#"{"cells":[[{"value":5}],[],[],[],[],[],[],[],[]],"regions":[]}"#;
    let err = read_sudokupad_id(&format!("scl{}", lz_str::compress_to_base64(json)));
    assert!(matches!(err, Err(ShareError::Damaged { .. })), "{err:?}");
    let cells: Vec<Value> = (0..9)
        .map(|r| {
            Value::Array(
                (0..9)
                    .map(|c| {
                        if r == 4 && c == 4 {
                            json!({"v": 5})
                        } else {
                            json!({})
                        }
                    })
                    .collect(),
            )
        })
        .collect();
    let json = json!({"ce": cells, "cs": 50}).to_string();
    assert_eq!(read_sudokupad_id(&format!("ctc{json}")), Ok(puzzle.clone()));
    let zipped = json
        .replace('"', "'")
        .replace("'ce'", "ce")
        .replace("'v'", "v")
        .replace("'cs'", "cs");
    assert_eq!(
        read_sudokupad_id(&format!(
            "scl{}",
            lz_str::compress_to_base64(zipped.as_str())
        )),
        Ok(puzzle)
    );
}

/// "A blank grid" in SudokuPad's older `scf` form, given "for testing" in a public notes file
/// on SudokuPad's puzzle formats (JavaScript console helpers for Sam Cappleman-Lynes' CtC
/// format). Thirteen `o` are 78 empty cells; the last `k` (value 46) is a 6 and four empty
/// cells, cut at the 81st: SudokuPad's own decoder reads it as one given, a 6 in r9c7.
const SCF_BLANK: &str = "https://sudokupad.app/scfoooooooooooook";

/// The puzzle of the e2e tests (`53..7....6..195…`) in the `scf` form, written by hand with
/// the run-length rule of SudokuPad's own `scf` encoder (its puzzle tools, read not copied),
/// independently of [`scf_id`].
const SCF_CLASSIC: &str = "scf5NlQ19j9mGca3OIN1bWGk2m41TjS79";
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn givens_of(text: &str) -> [u8; 81] {
    let mut g = [0u8; 81];
    for (cell, ch) in g.iter_mut().zip(text.chars()) {
        *cell = ch.to_digit(10).unwrap_or(0) as u8;
    }
    g
}

#[test]
fn reads_scf_ids() {
    let mut six = [0u8; 81];
    six[78] = 6;
    assert_eq!(read_sudokupad(path(SCF_BLANK)), Ok(SharedPuzzle::new(six)));
    assert_eq!(
        read_sudokupad_id("scfoooooooooooooK"),
        Ok(SharedPuzzle::new([0; 81]))
    );
    let classic = SharedPuzzle::new(givens_of(CLASSIC));
    assert_eq!(read_sudokupad_id(SCF_CLASSIC), Ok(classic.clone()));
    assert_eq!(scf_id(&classic), SCF_CLASSIC);
    for address in [
        format!("/{SCF_CLASSIC}"),
        format!("/sudoku/{SCF_CLASSIC}?setting-nogrid=1"),
        format!("/?puzzleid={SCF_CLASSIC}"),
        // A title and an author (a star in the title doubled) are not rules.
        format!("/{SCF_CLASSIC}*tBox%20**x**%20one*aSomeone"),
    ] {
        assert_eq!(read_sudokupad(&address), Ok(classic.clone()), "{address}");
    }
    // The 81 cells written with no runs at all read the same.
    let plain: String = CLASSIC
        .chars()
        .map(|c| if c == '.' { '0' } else { c })
        .collect();
    assert_eq!(read_sudokupad_id(&format!("scf{plain}")), Ok(classic));
}

#[test]
fn scf_variants_and_damage_say_why() {
    for (id, found) in [
        (format!("{SCF_CLASSIC}*w"), "Windoku's four extra boxes"),
        (format!("{SCF_CLASSIC}*x"), "X-Sudoku's two diagonals"),
        // With no star the rules follow the 81st cell.
        (format!("{SCF_CLASSIC}x"), "X-Sudoku's two diagonals"),
        (
            format!("{SCF_CLASSIC}*tWindows*wx"),
            "Windoku's four extra boxes and X-Sudoku's two diagonals",
        ),
    ] {
        let err = read_sudokupad_id(&id).unwrap_err();
        assert_eq!(
            err,
            ShareError::Variant {
                found: found.into()
            },
            "{id}"
        );
        assert!(err
            .to_string()
            .starts_with("only classic Sudoku is supported"));
    }
    let short = read_sudokupad_id("scf5NlQ19j9").unwrap_err();
    assert_eq!(
        short.to_string(),
        "the SudokuPad link is damaged: its grid stops after 20 of the 81 cells"
    );
    assert_eq!(
        read_sudokupad_id("scf5N-Q19j9mGca3OIN1bWGk2m41TjS79"),
        Err(ShareError::BadChar {
            what: PAD,
            at: 6,
            ch: '-'
        })
    );
    assert!(matches!(
        read_sudokupad_id("scf"),
        Err(ShareError::Damaged { .. })
    ));
}

#[test]
fn fpuzzles_progress_is_read() {
    let mut json: Value =
        serde_json::from_str(&fpuzzles_json(&SharedPuzzle::new([0; 81]))).unwrap();
    json["grid"][0][0] = json!({"value": 4});
    json["grid"][0][1] = json!({"centerPencilMarks": [1, 2, 9], "cornerPencilMarks": [3]});
    let p = read_fpuzzles_json(FPUZ, &json.to_string()).unwrap();
    let progress = p.progress.unwrap();
    assert_eq!(progress.digits[0], 4);
    assert_eq!(progress.centre[1], 0b1_0000_0011);
    assert_eq!(progress.corner[1], 0b100);
}

fn arb_givens() -> impl Strategy<Value = [u8; 81]> {
    proptest::collection::vec(prop_oneof![Just(0u8), 1u8..=9], 81)
        .prop_map(|v| v.try_into().unwrap())
}

proptest! {
    #[test]
    fn links_round_trip(givens in arb_givens()) {
        let puzzle = SharedPuzzle::new(givens);
        let pad = sudokupad_url(&puzzle);
        prop_assert!(pad.chars().all(|c| c.is_ascii_alphanumeric() || "%:/.".contains(c)), "{}", pad);
        prop_assert_eq!(read_sudokupad(path(&pad)), Ok(puzzle.clone()));
        let scf = scf_id(&puzzle);
        prop_assert!(scf.len() <= 84 && scf.chars().all(|c| c.is_ascii_alphanumeric()), "{}", scf);
        prop_assert_eq!(read_sudokupad_id(&scf), Ok(puzzle.clone()));
        let fpuz = fpuzzles_url(&puzzle);
        let load = fpuz.strip_prefix(&fpuzzles_load()).unwrap();
        prop_assert_eq!(read_fpuzzles_load(load), Ok(puzzle));
    }
}

#[test]
fn the_written_fpuzzles_json_is_the_classic_grid() {
    let mut givens = [0u8; 81];
    givens[0] = 5;
    givens[80] = 9;
    givens[40] = 12; // out of range: written as empty, as every writer does
    let text = fpuzzles_json(&SharedPuzzle::new(givens));
    let value: Value = serde_json::from_str(&text).expect("valid JSON");
    let cell = |i: usize| match i {
        0 => json!({"value": 5, "given": true}),
        80 => json!({"value": 9, "given": true}),
        _ => json!({}),
    };
    let grid: Vec<Value> = (0..9)
        .map(|r| Value::Array((0..9).map(|c| cell(r * 9 + c)).collect()))
        .collect();
    assert_eq!(value, json!({"size": 9, "grid": grid}));
    let mut expected = [0u8; 81];
    expected[0] = 5;
    expected[80] = 9;
    assert_eq!(
        read_fpuzzles_json(FPUZ, &text),
        Ok(SharedPuzzle::new(expected))
    );
}
