//! `sudoku steps --why`: each step's stages, a chain link by link (a forcing chain case by
//! case) and the whole chain in Eureka's notation, read on a top1465 puzzle whose path holds
//! house forcing chains and AICs. The expected lines were checked by hand against the grid.
#![cfg(feature = "cli")]

mod common;
use common::{data_file, sudoku};

/// top1465's puzzle 818 (line 820 of the file).
const PUZZLE: &str =
    "1...9............1.3.6...7.......5.259..6..3.....7.89.6..7...4.94...8..6......2.5";

/// The lines of `steps` with `args` from the step line `first` up to the next step line.
fn block(args: &[&str], first: &str) -> Vec<String> {
    let (ok, out, err) = sudoku(args, &format!("{PUZZLE}\n"));
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
fn the_puzzle_is_top1465s() {
    assert!(data_file("puzzles3_magictour_top1465.txt")
        .lines()
        .any(|l| l.trim() == PUZZLE));
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
        Some("  Chain: 1r4c4 =1r6c4 -5r6c4 =5r8c4 -3r8c4 =3r8c5 -3r4c5 =8r4c5")
    );
}

#[test]
fn a_house_forcing_chain_is_told_case_by_case() {
    assert_eq!(
        block(&["steps", "--why"], "Forcing Chain r1c4<>5"),
        [
            "Forcing Chain r1c4<>5",
            "  Nudge: Look for a Forcing Chain",
            "  Where: Look for a Forcing Chain on 5 in row 3",
            "  What: Forcing Chain from the 5 of row 3: wherever it goes (r3c5 or r3c6), 5 can be removed from r1c4.",
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
