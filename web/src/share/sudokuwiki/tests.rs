use super::*;
use crate::share::compact;
use proptest::prelude::*;

/// Version B strings and the puzzles they start from, as SudokuWiki's strategy pages link them
/// ("Load Example" and "From the Start"). Taken from public copies of those pages found with
/// the search tools: the Alternating Inference Chains page (AIC Rule 1) and a BUG example.
const AIC_POSITION: &str = "S9B1v8j4i6a046b83030b020c074j0z09060d4j0z7v4q02030683074j090r0c4j0f4q020z071v3f162b0b2i0h0i0c082b020c0i2r0z0f040c050a0907020d0h0f0g0h06040z0z030b090d020i0f080c0g0z0z";
const AIC_START: &str =
    "000040030207009600000236070900000207000000000802000004050972000006400309020080000";
const BUG_POSITION: &str = "S9B0b080i070d060e010c0d0c06050i0a0b0g080a0g050c0b0h04090f0h0e070r0f7q7n0u0b8i0d0n0208077n1i0e8i0b0n0r0e7q081q0g0e09080f0g0d030b0a030f0d0h0a02070e0i0g010b090c050f080d";
const BUG_START: &str =
    "080706010006500008005000490007000000000287000000000800098000300300002700010905080";

/// The 162-character example of a public sudoku library's SudokuWiki-format test: a 9×9
/// puzzle with every candidate its givens allow, then r1c2 placed as 2 (found with the search
/// tools, via its comment naming SudokuWiki's "Sudoku String Definitions").
const LEGACY: &str = "8104jk4s5e0ujalgnqhm0m0921d68mp2tgli3i413g8og18q059g3qiu11ikocac41q2okimieaei4oc0h1141o4i6mkakmk03a4q4r009jk5s0s03ks4cgsh821816s2s81116cisg803kc7cg174cceeae0h545c";

/// Every mark is a candidate the digits allow, and (when `exact`) every empty cell holds
/// exactly the candidates the givens allow.
fn marks_fit(p: &SharedPuzzle, exact: bool) {
    let all = p.all_digits();
    let progress = p.progress.as_ref().unwrap();
    for i in 0..81 {
        let marks = progress.centre[i];
        if all[i] != 0 {
            assert_eq!(marks, 0, "cell {i}");
        } else if exact {
            assert_eq!(marks, allowed(&p.givens, i), "cell {i}");
        } else {
            assert_eq!(marks & !allowed(&all, i), 0, "cell {i}: {marks:b}");
            assert_ne!(marks, 0, "cell {i}");
        }
    }
}

#[test]
fn reads_version_b_from_the_strategy_pages() {
    for (position, start) in [(AIC_POSITION, AIC_START), (BUG_POSITION, BUG_START)] {
        let p = read(position).unwrap();
        assert_eq!(board_81(&p.givens), start);
        marks_fit(&p, false);
        let progress = p.progress.as_ref().unwrap();
        assert!(progress.digits.iter().any(|&d| d != 0));
        // Written back, it is the same string (these have candidates in every empty cell).
        assert_eq!(version_b(&p), position);
        // Lower-case and upper-case read the same.
        assert_eq!(read(&position.to_ascii_uppercase()), Ok(p));
    }
    // r1c1 of the AIC example is "1v" = 67: candidates 67 - 18 = 49 = {1, 5, 6}.
    let p = read(AIC_POSITION).unwrap();
    assert_eq!(p.progress.unwrap().centre[0], 0b11_0001);
}

#[test]
fn reads_the_162_character_form() {
    let p = read(LEGACY).unwrap();
    assert_eq!(p.givens[0], 8);
    let progress = p.progress.as_ref().unwrap();
    assert_eq!(progress.digits[1], 2);
    marks_fit(&p, true);
    assert_eq!(legacy_162(&p), LEGACY);
}

#[test]
fn reads_81_characters() {
    let p = read(AIC_START).unwrap();
    assert_eq!(p.progress, None);
    assert_eq!(p.givens[4], 4);
    assert_eq!(read(&AIC_START.replace('0', ".")), Ok(p));
}

#[test]
fn bad_boards_say_why() {
    assert_eq!(read(""), Err(ShareError::Empty));
    assert!(matches!(
        read("123"),
        Err(ShareError::WrongLength { found: 3, .. })
    ));
    let bad = format!("{}x{}", &AIC_START[..10], &AIC_START[11..]);
    assert_eq!(
        read(&bad),
        Err(ShareError::BadChar {
            what: WHAT,
            at: 11,
            ch: 'x'
        })
    );
    let x = format!("X9B{}", &AIC_POSITION[3..]);
    let err = read(&x).unwrap_err();
    assert!(matches!(err, ShareError::Variant { .. }));
    assert!(err.to_string().contains("only classic Sudoku"), "{err}");
    assert_eq!(
        read(&format!("S6B{}", &AIC_POSITION[3..])),
        Err(ShareError::WrongSize { size: 6 })
    );
    assert!(matches!(
        read(&format!("S9C{}", &AIC_POSITION[3..])),
        Err(ShareError::Damaged { .. })
    ));
    // "zz" = 1295, above the highest value 529.
    let high = format!("S9Bzz{}", &AIC_POSITION[5..]);
    assert!(read(&high).unwrap_err().to_string().contains("r1c1"));
    // A given with two digits in the 162 form.
    let two = format!("07{}", &LEGACY[2..]);
    assert!(read(&two).unwrap_err().to_string().contains("r1c1"));
}

#[test]
fn solver_url_for_a_puzzle_and_a_position() {
    let solver = crate::share::sites::sudokuwiki_solver();
    let plain = read(AIC_START).unwrap();
    assert_eq!(solver_url(&plain), format!("{solver}{AIC_START}"));
    let position = read(AIC_POSITION).unwrap();
    let url = solver_url(&position);
    assert_eq!(url.len(), solver.len() + 165);
    assert_eq!(read(url.strip_prefix(&solver).unwrap()), Ok(position));
}

/// A position whose every empty cell has centre marks (SudokuWiki's strings need them).
fn arb_position() -> impl Strategy<Value = SharedPuzzle> {
    (
        proptest::collection::vec(0u8..=9, 81),
        proptest::collection::vec(0u8..=9, 81),
        proptest::collection::vec(1u16..=511, 81),
    )
        .prop_map(|(g, d, m)| {
            let givens: [u8; 81] = g.try_into().unwrap();
            let mut p = Progress::default();
            for i in 0..81 {
                if givens[i] == 0 {
                    p.digits[i] = d[i];
                    if d[i] == 0 {
                        p.centre[i] = m[i];
                    }
                }
            }
            SharedPuzzle {
                givens,
                progress: Some(p),
            }
        })
}

/// What a reader returns for `position`: its normal form, where a grid with no empty cell (all
/// givens, as proptest found) carries no progress at all rather than an empty one.
fn as_read(position: &SharedPuzzle) -> SharedPuzzle {
    let mut expected = position.normalized();
    if expected.progress.as_ref().is_some_and(Progress::is_empty) {
        expected.progress = None;
    }
    expected
}

proptest! {
    #[test]
    fn version_b_round_trips(position in arb_position()) {
        prop_assert_eq!(read(&version_b(&position)), Ok(as_read(&position)));
    }

    #[test]
    fn legacy_round_trips_but_single_candidates(position in arb_position()) {
        let mut expected = position.normalized();
        let Some(p) = expected.progress.as_mut() else {
            return Ok(());
        };
        for i in 0..81 {
            if p.centre[i].count_ones() == 1 {
                p.digits[i] = p.centre[i].trailing_zeros() as u8 + 1;
                p.centre[i] = 0;
            }
        }
        prop_assert_eq!(read(&legacy_162(&position)), Ok(as_read(&expected)));
    }

    #[test]
    fn compact_carries_what_sudokuwiki_carries(position in arb_position()) {
        let from_wiki = read(&version_b(&position)).unwrap();
        prop_assert_eq!(compact::decode(&compact::encode(&from_wiki)), Ok(from_wiki));
    }
}
