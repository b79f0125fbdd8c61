//! One test per technique family: the explanation of a step found on a fixture grid names every
//! cell, house and digit a player needs to check it. Each fixture is built for this test from
//! the empty grid (every candidate), removing candidates until only the pattern stands; the
//! expected sentences were written by hand from the pattern, not copied from the engine.

mod common;
use common::{cell, digit, only, open};
use solver_core::logic::{all_steps, Candidates, ChainNotation, Notation, Settings, Step};
use solver_core::{House, Technique};

/// Keeps only `digits` as candidates of `at`.
fn cands(c: &mut Candidates, at: &str, digits: &str) {
    for d in 1..=9u8 {
        if !digits.as_bytes().contains(&(b'0' + d)) {
            c.eliminate(cell(at), digit(d));
        }
    }
}

/// The step of `technique` whose effect is `effect` (HoDoKu tokens, in the engine's order).
#[track_caller]
fn step(c: &Candidates, technique: Technique, effect: &str) -> Step {
    let settings = Settings {
        assume_unique: true,
    };
    let steps = all_steps(c, technique, &settings);
    steps
        .iter()
        .find(|s| s.effect_tokens() == effect)
        .cloned()
        .unwrap_or_else(|| {
            let found: Vec<String> = steps.iter().map(|s| s.effect_tokens()).collect();
            panic!("{technique:?}: no step {effect}; found {found:?}")
        })
}

#[test]
fn intersections_name_the_box_the_line_and_the_places() {
    let mut c = open();
    only(&mut c, 3, House::box_(0), &["r1c1", "r1c2"]);
    let s = step(
        &c,
        Technique::Pointing,
        "r1c4<>3 r1c5<>3 r1c6<>3 r1c7<>3 r1c8<>3 r1c9<>3",
    );
    let e = s.explain();
    assert_eq!(e.nudge, "Look for Pointing");
    assert_eq!(
        e.what,
        "In box 1, the 3 can only be in row 1: 3 can be removed from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9."
    );
    assert!(
        e.why
            .contains("In box 1, the 3 must go in r1c1 or r1c2, which both lie in row 1."),
        "{}",
        e.why
    );
    // Three places: "one of …", "all".
    let mut c = open();
    only(&mut c, 5, House::row(1), &["r2c1", "r2c2", "r2c3"]);
    let s = step(
        &c,
        Technique::Claiming,
        "r1c1<>5 r1c2<>5 r1c3<>5 r3c1<>5 r3c2<>5 r3c3<>5",
    );
    let why = s.explain().why;
    assert!(
        why.starts_with(
            "In row 2, the 5 must go in one of r2c1, r2c2 or r2c3, which all lie in box 1."
        ),
        "{why}"
    );
    // Two places of a claiming: "both", no "one of".
    let mut c = open();
    only(&mut c, 5, House::row(1), &["r2c1", "r2c3"]);
    let s = step(
        &c,
        Technique::Claiming,
        "r1c1<>5 r1c2<>5 r1c3<>5 r3c1<>5 r3c2<>5 r3c3<>5",
    );
    let why = s.explain().why;
    assert!(
        why.starts_with("In row 2, the 5 must go in r2c1 or r2c3, which both lie in box 1."),
        "{why}"
    );
}

#[test]
fn subsets_say_which_are_digits_and_which_are_cells() {
    let mut c = open();
    for d in 7..=9 {
        only(&mut c, d, House::box_(8), &["r7c7", "r8c8", "r9c9"]);
    }
    let s = all_steps(&c, Technique::HiddenTriple, &Settings::default());
    let e = s.first().expect("a hidden triple").explain();
    assert!(
        e.what
            .starts_with("In box 9, the digits 7, 8 and 9 can only go in r7c7, r8c8 and r9c9: "),
        "{}",
        e.what
    );
}

#[test]
fn finned_fish_name_base_cover_and_fin() {
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c2", "r1c7"]);
    only(&mut c, 1, House::row(4), &["r5c2", "r5c7", "r5c8"]);
    let e = step(&c, Technique::FinnedXWing, "r4c7<>1 r6c7<>1").explain();
    assert_eq!(
        e.what,
        "Finned X-Wing on 1: in rows 1 and 5, the 1 can only go in columns 2 and 7, or in r5c8 (the fin): 1 can be removed from r4c7 and r6c7."
    );
}

#[test]
fn wings_name_each_cell_with_what_it_can_hold() {
    let mut c = open();
    cands(&mut c, "r1c1", "123");
    cands(&mut c, "r1c5", "13");
    cands(&mut c, "r2c2", "23");
    let e = step(&c, Technique::XyzWing, "r1c2<>3 r1c3<>3").explain();
    assert_eq!(
        e.what,
        "XYZ-Wing: r1c1 (1, 2 or 3) sees r1c5 (1 or 3) and r2c2 (2 or 3): 3 can be removed from r1c2 and r1c3."
    );
    // Each case of the middle cell is followed to the cell it leaves with the 3.
    assert_eq!(
        e.why,
        "The middle cell r1c1 can only be 1, 2 or 3. If it is 1, r1c5 must be 3; if it is 2, r2c2 must be 3; otherwise it is 3 itself. So 3 is in one of the three cells, and a cell that sees all three cannot be 3: 3 can be removed from r1c2 and r1c3."
    );
    assert_eq!(e.pointer, "Look for an XYZ-Wing whose middle cell is r1c1");

    // W-Wing: r1c1 and r5c5 {12}; the 2 of column 9 is in r1c9 (sees r1c1) or r5c9 (sees
    // r5c5): the strong link's digit 2 and the eliminated 1 are both named.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r5c5", "12");
    only(&mut c, 2, House::column(8), &["r1c9", "r5c9"]);
    let e = step(&c, Technique::WWing, "r1c5<>1 r5c1<>1").explain();
    assert_eq!(
        e.what,
        "W-Wing: r1c1 and r5c5 hold only 2 and 1, and the 2 of column 9 is in r1c9 or r5c9: 1 can be removed from r1c5 and r5c1."
    );
    assert_eq!(e.nudge, "Look for a W-Wing");
}

#[test]
fn empty_rectangle_names_its_box_cross_and_pair() {
    let mut c = open();
    only(&mut c, 1, House::box_(0), &["r1c2", "r2c1"]);
    only(&mut c, 1, House::column(4), &["r1c5", "r7c5"]);
    let e = step(&c, Technique::EmptyRectangle, "r7c1<>1").explain();
    assert_eq!(
        e.what,
        "Empty Rectangle on 1 in box 1 with r1c5 and r7c5: 1 can be removed from r7c1."
    );
    assert_eq!(
        e.why,
        "In box 1, the 1 can only go in row 1 or column 1 (r1c2 and r2c1). In column 5, the 1 is in r1c5 or r7c5. If r7c1 held 1, r7c5 would not (both in row 7), so r1c5 would; then box 1 would have no place left for 1: row 1 is seen by r1c5 and column 1 by r7c1. So 1 can be removed from r7c1."
    );
}

#[test]
fn als_xz_names_both_sets_and_x_and_z() {
    // A = r1c1 {12}; B = r5c1 {13}, r5c2 {23}; X = 1 (r1c1 and r5c1 share column 1), Z = 2.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r5c1", "13");
    cands(&mut c, "r5c2", "23");
    let e = step(
        &c,
        Technique::AlsXz,
        "r1c2<>2 r2c2<>2 r3c2<>2 r4c1<>2 r6c1<>2",
    )
    .explain();
    assert_eq!(
        e.what,
        "ALS-XZ: group A r1c1 (digits 1 and 2) and group B r5c1 and r5c2 (digits 1, 2 and 3), joined by 1, one of them holds 2: 2 can be removed from r1c2, r2c2, r3c2, r4c1 and r6c1."
    );
    assert_eq!(
        e.why,
        "Group A, r1c1 (digits 1 and 2), and group B, r5c1 and r5c2 (digits 1, 2 and 3), each have one digit more than cells. Every 1 of A sees every 1 of B, so at most one group holds 1, and the other then has just as many digits as cells: each of its digits is placed in it. Either way one group holds 2, so a cell that sees every 2 of both groups cannot be 2: 2 can be removed from r1c2, r2c2, r3c2, r4c1 and r6c1."
    );
}

#[test]
fn chains_name_every_link() {
    // XY-Chain r1c5#3 = r1c5#1 - r1c1#1 = r1c1#2 - r5c1#2 = r5c1#3.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c5", "13");
    cands(&mut c, "r5c1", "23");
    let s = step(&c, Technique::XyChain, "r5c5<>3");
    assert_eq!(s.evidence.links.len(), 5);
    let e = s.explain();
    let lines: Vec<&str> = e.walk.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        lines,
        [
            "If r1c5 is not 3, r1c5 must be 1 (the cell holds only 1 and 3), so r1c1 is not 1 (it shares row 1 with r1c5).",
            "Then r1c1 must be 2 (the cell holds only 1 and 2), so r5c1 is not 2 (it shares column 1 with r1c1).",
            "Then r5c1 must be 3 (the cell holds only 2 and 3).",
            "Either way, r1c5 or r5c1 is 3, so r5c5, which sees both, cannot be 3: it would clash with the one that is.",
        ]
    );
    // Every link once, in order; the conclusion adds none; no branches.
    let links: Vec<u16> = e.walk.iter().flat_map(|l| l.links.clone()).collect();
    assert_eq!(links, [0, 1, 2, 3, 4]);
    assert!(e.walk.iter().all(|l| l.branch.is_none()));
    assert_eq!(e.chain, "(3)r1c5=(1)r1c5-(1)r1c1=(2)r1c1-(2)r5c1=(3)r5c1");
    assert_eq!(
        s.explain_with(Notation::RowColumn, ChainNotation::Hodoku)
            .chain,
        "3- r1c5 -1- r1c1 -2- r5c1 -3"
    );
    assert!(e.why.len() <= 300, "{}", e.why);
    assert!(!e.why.contains('#') && !e.why.contains("->"), "{}", e.why);
}

#[test]
fn bent_sets_name_the_set_its_house_the_hinge_x_and_z() {
    // The Crystal Man's WXYZ-Wing (second example): r7c3, r7c5, r7c7 of row 7 hold 1, 2, 3
    // and 7; r9c1 {12} sees the set's only 2, so 1 is in r9c1 or one of the three.
    let mut c = open();
    cands(&mut c, "r7c3", "1237");
    cands(&mut c, "r9c1", "12");
    cands(&mut c, "r7c5", "13");
    cands(&mut c, "r7c7", "17");
    cands(&mut c, "r7c1", "2345689");
    let e = step(&c, Technique::WxyzWing, "r7c2<>1").explain();
    assert_eq!(e.pointer, "Look for a WXYZ-Wing in row 7");
    assert_eq!(
        e.what,
        "WXYZ-Wing: r7c3 (1, 2, 3 or 7), r7c5 (1 or 3) and r7c7 (1 or 7) of row 7 hold only 1, 2, 3 and 7 between them, and r9c1 (1 or 2) sees every 2 of them: 1 can be removed from r7c2."
    );
    assert_eq!(
        e.why,
        "The three cells r7c3 (1, 2, 3 or 7), r7c5 (1 or 3) and r7c7 (1 or 7) of row 7 hold only the digits 1, 2, 3 and 7 between them: one digit more than cells. r9c1 can only be 2 or 1, and it shares a row, column or box with every cell of the set that can be 2 (r7c3). If r9c1 is 2, none of those is 2, so the three cells hold the other three digits, 1 among them. So 1 is in r9c1 or in one of r7c3, r7c5 or r7c7, and a cell that shares a row, column or box with all of them cannot hold 1: 1 can be removed from r7c2."
    );
}

#[test]
fn grouped_chains_write_the_group_and_say_what_it_means() {
    // SudokuWiki's grouped X-Cycle (see logic_techniques): column 3's 4 in r4c3 or r7c3,
    // row 9's in r9c2 or r9c8, box 6's in r4c7, r4c8, r4c9 (one group) or r6c8.
    let mut c = open();
    only(&mut c, 4, House::column(2), &["r4c3", "r7c3"]);
    only(&mut c, 4, House::row(8), &["r9c2", "r9c8"]);
    only(&mut c, 4, House::box_(5), &["r4c7", "r4c8", "r4c9", "r6c8"]);
    let s = step(&c, Technique::XChain, "r7c1<>4 r7c2<>4 r8c1<>4 r8c2<>4");
    let e = s.explain();
    let walk: Vec<&str> = e.walk.iter().map(|l| l.text.as_str()).collect();
    // r7c3 and r4c3 are column 3's places, r4c789 (a group) and r6c8 box 6's, r9c8 and r9c2
    // row 9's; row 4 and column 8 join them.
    assert_eq!(e.chain, "(4)r7c3=(4)r4c3-(4)r4c789=(4)r6c8-(4)r9c8=(4)r9c2");
    assert_eq!(
        s.explain_with(Notation::RowColumn, ChainNotation::Hodoku)
            .chain,
        "r7c3 =4= r4c3 -4- r4c789 =4= r6c8 -4- r9c8 =4= r9c2"
    );
    assert!(
        walk.iter()
            .any(|l| l.contains("one of r4c7, r4c8 and r4c9 must be 4")
                || l.contains("none of r4c7, r4c8 and r4c9 is 4")),
        "{walk:#?}"
    );
    let all = walk.join(" ");
    for cell in ["r7c3", "r4c3", "r6c8", "r9c8", "r9c2", "r7c1", "r8c2"] {
        assert!(all.contains(cell), "{cell} missing: {all}");
    }
}
