//! `sudoku steps --why`: each step's stages, a chain link by link (a forcing chain case by
//! case) and the whole chain in Eureka's or HoDoKu's notation, read on top1465 puzzles whose
//! paths hold an AIC, a house forcing chain, a grouped X-Chain, a cell's dynamic forcing chain
//! and a Bidirectional Cycle. The expected lines were checked by hand against the grids.
#![cfg(feature = "cli")]

mod common;
use common::{data_file, sudoku};

/// top1465's puzzle 818 (line 820 of the file).
const PUZZLE: &str =
    "1...9............1.3.6...7.......5.259..6..3.....7.89.6..7...4.94...8..6......2.5";

/// top1465's puzzle 71: a grouped X-Chain.
const X_CHAIN: &str =
    "3..8.1....5....6.9......4..5..7...8..4..6...........2.2..3.........9.1....7......";

/// top1465's puzzle 9: an X-Chain whose two ends are groups.
const GROUP_ENDS: &str =
    ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........";

/// top1465's puzzle 32: a dynamic forcing chain from a digit's places in a row.
const DYNAMIC: &str =
    "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......";

/// top1465's puzzle 38: a Bidirectional Cycle of four bivalue cells.
const CYCLE: &str =
    ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........";

/// The lines of `steps` with `args` from the step line `first` up to the next step line.
fn block(args: &[&str], first: &str) -> Vec<String> {
    block_of(PUZZLE, args, first)
}

/// [`block`] on `puzzle`.
fn block_of(puzzle: &str, args: &[&str], first: &str) -> Vec<String> {
    let (ok, out, err) = sudoku(args, &format!("{puzzle}\n"));
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .position(|l| *l == first)
        .unwrap_or_else(|| panic!("no step {first:?} in:\n{out}"));
    let end = lines[start + 1..]
        .iter()
        .position(|l| !l.starts_with(' '))
        .map_or(lines.len(), |k| start + 1 + k);
    lines[start..end].iter().map(|l| l.to_string()).collect()
}

#[test]
fn the_puzzles_are_top1465s() {
    let file = data_file("puzzles3_magictour_top1465.txt");
    for puzzle in [PUZZLE, X_CHAIN, GROUP_ENDS, DYNAMIC, CYCLE] {
        assert!(file.lines().any(|l| l.trim() == puzzle), "{puzzle}");
    }
}

#[test]
fn an_aic_is_told_link_by_link_then_written_whole() {
    assert_eq!(
        block(&["steps", "--why"], "AIC r4c4<>8"),
        [
            "AIC r4c4<>8",
            "  Nudge: Look for an AIC",
            "  Where: Look for an AIC on 1, 3, 5 and 8",
            "  What: AIC from r4c4 to r4c5: 8 can be removed from r4c4.",
            "  Why: If r4c4 is not 1, following the 7 links shows that r4c5 is 8. So one of the two ends of the chain is true, and 8 can be removed from r4c4.",
            "  - If r4c4 is not 1, r6c4 must be 1 (the only other place for 1 in column 4 or box 5), so r6c4 is not 5 (a cell holds one digit).",
            "  - Then r8c4 must be 5 (the only other place for 5 in column 4), so r8c4 is not 3 (a cell holds one digit).",
            "  - Then r8c5 must be 3 (the only other place for 3 in row 8 or box 8), so r4c5 is not 3 (it shares column 5 with r8c5).",
            "  - Then r4c5 must be 8 (the cell holds only 3 and 8).",
            "  - So r4c4 is 1 or r4c5 is 8: one of the two ends is true. If r4c4 is 1, it is not 8. If r4c5 is 8, r4c4 cannot be 8 (it shares row 4 with r4c5). Either way, 8 can be removed from r4c4.",
            "  Chain: (1)r4c4=(1)r6c4-(5)r6c4=(5)r8c4-(3)r8c4=(3)r8c5-(3)r4c5=(8)r4c5",
        ]
    );
    let hodoku = block(&["steps", "--why", "--hodoku"], "AIC r4c4<>8");
    assert_eq!(
        hodoku.last().map(String::as_str),
        Some("  Chain: 1- r4c4 =1= r6c4 =5= r8c4 =3= r8c5 -3- r4c5 -8")
    );
}

#[test]
fn a_house_forcing_chain_is_told_case_by_case() {
    assert_eq!(
        block(&["steps", "--why"], "Dynamic Forcing Chain r1c4<>5"),
        [
            "Dynamic Forcing Chain r1c4<>5",
            "  Nudge: Look for a Dynamic Forcing Chain",
            "  Where: Look for a Dynamic Forcing Chain on 5 in row 3",
            "  What: Dynamic Forcing Chain from the 5 of row 3: wherever it goes (r3c5 or r3c6), 5 can be removed from r1c4.",
            "  Why: The 5 of row 3 goes in r3c5 or r3c6 (a 5 in r3c3 leads to a contradiction when assumed, so it is left out). Follow each place in turn: every one leads, by forced moves, to the same result, so 5 can be removed from r1c4.",
            "  Case 1:",
            "    - Suppose r3c5 is 5. Then r1c4 is not 5 (it shares box 2 with r3c5).",
            "  Case 2:",
            "    - Suppose r3c6 is 5. Then r1c4 is not 5 (it shares box 2 with r3c6).",
            "  - A 5 in r3c3 leads to a contradiction when assumed, so it is left out. In every case, 5 can be removed from r1c4.",
            "  Chain: (5)r3c5-(5)r1c4; (5)r3c6-(5)r1c4",
        ]
    );
}

#[test]
fn explain_keeps_one_indented_line_per_step() {
    let lines = block(&["steps", "--explain"], "AIC r4c4<>8");
    assert_eq!(
        lines,
        [
            "AIC r4c4<>8",
            "  AIC from r4c4 to r4c5: 8 can be removed from r4c4."
        ]
    );
}

#[test]
fn a_grouped_x_chain_is_told_link_by_link_then_written_whole() {
    let step = "X-Chain r9c7<>9";
    assert_eq!(
        block_of(X_CHAIN, &["steps", "--why"], step),
        [
            "X-Chain r9c7<>9",
            "  Nudge: Look for an X-Chain",
            "  Where: Look for an X-Chain on 9",
            "  What: X-Chain from r4c7 to r9c1: 9 can be removed from r9c7.",
            "  Why: If r4c7 is not 9, following the 3 links shows that r9c1 is 9. So one of the two ends of the chain is true, and 9 can be removed from r9c7.",
            "  - If r4c7 is not 9, one of r4c2 and r4c3 must be 9 (the only other place for 9 in row 4), so r6c1 is not 9 (it shares box 4 with r4c2 or r4c3).",
            "  - Then r9c1 must be 9 (the only other place for 9 in column 1).",
            "  - Either way, r4c7 or r9c1 is 9, so r9c7, which sees both, cannot be 9: it would clash with the one that is.",
            "  Chain: (9)r4c7=(9)r4c23-(9)r6c1=(9)r9c1",
        ]
    );
    let hodoku = block_of(X_CHAIN, &["steps", "--why", "--hodoku"], step);
    assert_eq!(
        hodoku.last().map(String::as_str),
        Some("  Chain: r4c7 =9= r4c23 -9- r6c1 =9= r9c1")
    );
}

#[test]
fn an_x_chain_between_two_groups_names_every_cell_of_both_ends() {
    let step = "X-Chain r9c7<>4 r9c9<>4";
    let lines = block_of(GROUP_ENDS, &["steps", "--why"], step);
    assert_eq!(
        lines[5..],
        [
            "  - If none of r7c7, r7c8 and r7c9 is 4, r7c5 must be 4 (the only other place for 4 in row 7), so r2c5 is not 4 (it shares column 5 with r7c5).",
            "  - Then one of r3c5 and r3c6 must be 4 (the only other place for 4 in box 2), so r3c8 is not 4 (it shares row 3 with r3c5 or r3c6).",
            "  - Then one of r7c8, r8c8 and r9c8 must be 4 (the only other place for 4 in column 8).",
            "  - Either way, 4 is in r7c7, r7c8 or r7c9 or in r7c8, r8c8 or r9c8, so r9c7 and r9c9, which see all of those cells, cannot be 4: they would clash with the one that is.",
            "  Chain: (4)r7c789=(4)r7c5-(4)r2c5=(4)r3c56-(4)r3c8=(4)r789c8",
        ]
    );
    let hodoku = block_of(GROUP_ENDS, &["steps", "--why", "--hodoku"], step);
    assert_eq!(
        hodoku.last().map(String::as_str),
        Some("  Chain: r7c789 =4= r7c5 -4- r2c5 =4= r3c56 -4- r3c8 =4= r789c8")
    );
}

#[test]
fn a_dynamic_forcing_chain_is_told_case_by_case() {
    let step = "Dynamic Forcing Chain r1c3<>7";
    let lines = block_of(DYNAMIC, &["steps", "--why"], step);
    assert_eq!(
        lines[..5],
        [
            "Dynamic Forcing Chain r1c3<>7",
            "  Nudge: Look for a Dynamic Forcing Chain",
            "  Where: Look for a Dynamic Forcing Chain on 3 in row 1",
            "  What: Dynamic Forcing Chain from the 3 of row 1: wherever it goes (r1c2 or r1c3), 7 can be removed from r1c3.",
            "  Why: The 3 of row 1 goes in r1c2 or r1c3. Follow each place in turn: every one leads, by forced moves, to the same result, so 7 can be removed from r1c3. A digit placed by several lines needs all of them: each takes away one of its rivals.",
        ]
    );
    // r7c2 = 2 needs both its 3 and its 9 removed (from r1c2 and from r4c2): the first removal
    // is said to leave one digit fewer, the second places the 2.
    let at = |text: &str| {
        lines
            .iter()
            .position(|l| l.contains(text))
            .unwrap_or_else(|| panic!("no line with {text:?} in {lines:#?}"))
    };
    let fewer = at("r7c2 is not 3 (it shares column 2 with r1c2), so one digit fewer is left in r7c2 besides 2.");
    let placed = at("Then r7c2 is not 9 (it shares column 2 with r4c2), so r7c2 must be 2 (no other digit is left for it).");
    assert!(fewer < placed && placed < at("  Case 2:"));
    assert_eq!(
        lines[at("  Case 2:") + 1],
        "    - Suppose r1c3 is 3. Then r1c3 is not 7 (a cell holds one digit)."
    );
    let hodoku = block_of(DYNAMIC, &["steps", "--why", "--hodoku"], step);
    assert_eq!(
        hodoku.last().map(String::as_str),
        Some("  Chain: r1c2=3 r7c2<>3 r7c2=2; r1c2=3 r4c2<>3 r4c2=9 r7c2<>9 r7c2=2 r7c4<>2 r7c4=9; r4c2=9 r9c2<>9 r9c1=9; r7c2=2 r7c8<>2 r7c8=8 r7c4<>8 r7c4=9 r9c4<>9 r9c1=9; r7c4=9 r9c5<>9 r9c1=9 r9c1<>7 r7c3=7 r1c3<>7; r1c3=3 r1c3<>7")
    );
}

#[test]
fn a_bidirectional_cycle_is_walked_round_to_its_start() {
    let step = "Bidirectional Cycle r1c1<>4 r2c1<>4 r3c1<>4";
    assert_eq!(
        block_of(CYCLE, &["steps", "--why"], step),
        [
            step,
            "  Nudge: Look for a Bidirectional Cycle",
            "  Where: Look for a Bidirectional Cycle on 4, 5, 8 and 9",
            "  What: Bidirectional Cycle of 8 links through r5c1: 4 can be removed from r1c1, r2c1 and r3c1.",
            "  Why: If r5c1 is not 4, following the 8 links round the loop comes back to it, so every other candidate of the loop is true; if it is, the others are. One half of the loop is true either way, and 4 can be removed from r1c1, r2c1 and r3c1.",
            "  - If r5c1 is not 4, r5c1 must be 5 (the cell holds only 4 and 5), so r5c5 is not 5 (it shares row 5 with r5c1).",
            "  - Then r5c5 must be 9 (the cell holds only 5 and 9), so r7c5 is not 9 (it shares column 5 with r5c5).",
            "  - Then r7c5 must be 8 (the cell holds only 8 and 9), so r7c1 is not 8 (it shares row 7 with r7c5).",
            "  - Then r7c1 must be 4 (the cell holds only 4 and 8), so r5c1 is not 4 (it shares column 1 with r7c1).",
            "  - The loop is back where it began: r5c1 is not 4, as first supposed, so the loop holds together. Starting from \"r5c1 is 4\" instead, every link turns the other way. So one of the two halves of the loop is true, and a candidate that clashes with a candidate of each half is false. 4 can be removed from r1c1, r2c1 and r3c1.",
            "  Chain: (4)r5c1=(5)r5c1-(5)r5c5=(9)r5c5-(9)r7c5=(8)r7c5-(8)r7c1=(4)r7c1-(4)r5c1",
        ]
    );
    // HoDoKu's continuous loop: the digit it comes back by, the cells with the digit each
    // link reaches, and the digit it leaves its start by.
    let hodoku = block_of(CYCLE, &["steps", "--why", "--hodoku"], step);
    assert_eq!(
        hodoku.last().map(String::as_str),
        Some("  Chain: 4= r5c1 -5- r5c5 -9- r7c5 -8- r7c1 -4- r5c1 =5")
    );
}
