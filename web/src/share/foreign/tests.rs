use super::*;
use crate::share::{compact, sudokupad::sudokupad_url};

/// Addresses as they appear on public pages (found with the search tools):
/// - a blog post's figure links to sudoku.coach's player ("An easy classical sudoku");
const COACH_PLAY: &str = "https://sudoku.coach/en/play/000070200000000384306850790905004800070500400200100065600000100408901003500300049";
/// - a code comment links a position to sudoku.coach's solver ("Hell Board 01");
const COACH_SOLVER: &str = "https://sudoku.coach/en/solver/478215936396748251521369487930000600100600590600090700269000874814976325753482169";
/// - a browser extension's README links a sudoku.coach short id;
const COACH_SHORT: &str = "https://sudoku.coach/en/s/JCDs";
/// - SudokuWiki's Exocet page links Fata Morgana; its AIC page a Version B position;
const WIKI_81: &str = "https://www.sudokuwiki.org/sudoku.htm?bd=000000003001005600090040070000009050700050008050402000080020090003500100600000000";
const WIKI_B: &str = "https://www.sudokuwiki.org/sudoku.htm?bd=S9B1v8j4i6a046b83030b020c074j0z09060d4j0z7v4q02030683074j090r0c4j0f4q020z071v3f162b0b2i0h0i0c082b020c0i2r0z0f040c050a0907020d0h0f0g0h06040z0z030b090d020i0f080c0g0z0z";
/// - the README of Sudoku-Bench gives a SudokuPad short id;
const PAD_SHORT: &str = "https://sudokupad.app/wsj7iunsg6";
/// - the README of the `sudoku-formats` package an f-puzzles link (a 1 in r1c1).
const FPUZZLES: &str = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";

fn board(digits: &str) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (i, c) in digits.chars().enumerate() {
        out[i] = c.to_digit(10).unwrap() as u8;
    }
    out
}

#[test]
fn reads_each_site() {
    let (site, p) = read(COACH_PLAY).unwrap();
    assert_eq!(site, Site::SudokuCoach);
    assert_eq!(p, SharedPuzzle::new(board(&COACH_PLAY[29..])));
    let (_, p) = read(COACH_SOLVER).unwrap();
    assert_eq!(p.givens[0], 4);
    assert_eq!(sudokuwiki::board_81(&p.givens), COACH_SOLVER[31..]);
    let (site, p) = read(WIKI_81).unwrap();
    assert_eq!((site, p.givens[8]), (Site::SudokuWiki, 3));
    let (_, p) = read(WIKI_B).unwrap();
    assert!(p.progress.is_some());
    let (site, p) = read(FPUZZLES).unwrap();
    assert_eq!((site, p.givens[0]), (Site::FPuzzles, 1));
    // In brackets or quotes, as pasted from a chat.
    assert_eq!(read(&format!("<{WIKI_81}>")).unwrap().1.givens[8], 3);
    assert_eq!(
        read(&format!("(\"{COACH_PLAY}\"),")).unwrap().0,
        Site::SudokuCoach
    );
    // With a different case, without the scheme, with white space around.
    assert_eq!(
        read(&format!("  {}\n", &WIKI_81[8..])).unwrap().1.givens[8],
        3
    );
    assert_eq!(
        read(&WIKI_81.replace("sudokuwiki", "SudokuWiki"))
            .unwrap()
            .0,
        Site::SudokuWiki
    );
}

#[test]
fn reads_sudokupad_under_both_hosts_and_bare() {
    let mut givens = [0u8; 81];
    givens[10] = 7;
    let puzzle = SharedPuzzle::new(givens);
    let url = sudokupad_url(&puzzle);
    assert_eq!(read(&url), Ok((Site::SudokuPad, puzzle.clone())));
    let id = url.rsplit('/').next().unwrap();
    let ctc = format!("https://{CTC_APP}/sudoku/{id}");
    assert_eq!(read(&ctc), Ok((Site::SudokuPad, puzzle.clone())));
    assert_eq!(
        read(&percent_decode(id)),
        Ok((Site::SudokuPad, puzzle.clone()))
    );
    // The older `scf` form, as a link under both hosts and bare.
    let scf = crate::share::sudokupad::scf_id(&puzzle);
    assert_eq!(scf, "scfoUvooooooooooe");
    for text in [
        format!("https://sudokupad.app/{scf}"),
        format!("https://{CTC_APP}/sudoku/{scf}"),
        scf.clone(),
    ] {
        assert_eq!(read(&text), Ok((Site::SudokuPad, puzzle.clone())), "{text}");
    }
    assert_eq!(read("scf is a word"), Err(ShareError::NotRecognised));
}

#[test]
fn bare_board_strings() {
    let (site, p) = read(&WIKI_B[WIKI_B.find("S9B").unwrap()..]).unwrap();
    assert_eq!(site, Site::SudokuWiki);
    assert!(p.progress.is_some());
    assert_eq!(
        read(&".".repeat(81)),
        Ok((Site::SudokuWiki, SharedPuzzle::new([0; 81])))
    );
}

#[test]
fn what_cannot_be_read_says_why() {
    assert_eq!(read(""), Err(ShareError::Empty));
    assert_eq!(
        read(COACH_SHORT),
        Err(ShareError::NeedsServer {
            site: "sudoku.coach"
        })
    );
    assert_eq!(
        read(PAD_SHORT),
        Err(ShareError::NeedsServer { site: "SudokuPad" })
    );
    assert_eq!(
        read("https://example.com/?bd=1"),
        Err(ShareError::NotRecognised)
    );
    assert_eq!(read("hello there"), Err(ShareError::NotRecognised));
    let x = WIKI_81.replace("sudoku.htm", "SudokuX.htm");
    assert!(matches!(read(&x), Err(ShareError::Variant { .. })));
    assert!(matches!(
        read("https://www.sudokuwiki.org/sudoku.htm"),
        Err(ShareError::Damaged { .. })
    ));
    assert!(matches!(
        read("https://sudoku.coach/en/play/123"),
        Err(ShareError::WrongLength { found: 3, .. })
    ));
    let bad = COACH_PLAY.replacen("0000702", "000070x", 1);
    assert!(matches!(
        read(&bad),
        Err(ShareError::BadChar {
            what: "sudoku.coach link",
            ch: 'x',
            ..
        })
    ));
    assert!(matches!(
        read("https://f-puzzles.com/?id=abc"),
        Err(ShareError::Damaged { .. })
    ));
    assert!(matches!(
        read(&"x".repeat(MAX_TEXT + 1)),
        Err(ShareError::WrongLength { .. })
    ));
}

#[test]
fn a_foreign_position_travels_in_a_compact_link() {
    let (_, p) = read(WIKI_B).unwrap();
    let text = compact::encode(&p);
    println!(
        "the AIC position: {} characters as SudokuWiki's, {} compact",
        WIKI_B.len(),
        text.len()
    );
    assert!(text.len() < 120, "{text}");
    assert_eq!(compact::decode(&text), Ok(p));
}
