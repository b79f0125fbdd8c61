//! One fixture per technique. Unless a comment says otherwise, each position is constructed
//! for this test (by the author of the logic engine): start from the empty grid with every
//! candidate, then remove candidates so that exactly the pattern named stands out. The
//! expected eliminations were worked out by hand from the technique's definition (the
//! reasoning is in the comment above each case), not copied from the engine's output.

mod common;
use common::{cell, digit, only, open};
use solver_core::logic::{all_steps, next_step, Candidates, Notation, Settings, Step};
use solver_core::{Cell, Grid, House, Technique};

/// Keeps only `digits` (e.g. "12") as candidates of `at`.
fn cands(c: &mut Candidates, at: &str, digits: &str) {
    let keep: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
    for d in 1..=9 {
        if !keep.contains(&d) {
            c.eliminate(cell(at), digit(d));
        }
    }
}

fn tokens(step: &Step) -> Vec<String> {
    let mut t: Vec<String> = step
        .effect_tokens()
        .split(' ')
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    t.sort();
    t
}

/// Checks that `technique` finds a step with exactly the effect `expect` (tokens `r1c1=5`,
/// `r1c1<>5`, any order) from `c`.
#[track_caller]
fn check(c: &Candidates, technique: Technique, expect: &[&str]) -> Step {
    let mut want: Vec<String> = expect.iter().map(|s| s.to_string()).collect();
    want.sort();
    let settings = Settings {
        assume_unique: true,
    };
    let steps = all_steps(c, technique, &settings);
    let found: Vec<Vec<String>> = steps.iter().map(tokens).collect();
    match steps.iter().find(|s| tokens(s) == want) {
        Some(step) => {
            assert_eq!(step.technique, technique);
            step.clone()
        }
        None => panic!("{technique:?}: expected {want:?}, found {found:?}"),
    }
}

/// Elimination tokens of `d` from each of `cells`.
fn elims(d: u8, cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| format!("{c}<>{d}")).collect()
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn full_house() {
    // Row 1 holds 1 to 8: r1c9 is its last cell and takes 9.
    let grid: Grid = format!("12345678.{}", ".".repeat(72)).parse().unwrap();
    let c = Candidates::from_grid(&grid);
    let step = check(&c, Technique::FullHouse, &["r1c9=9"]);
    assert_eq!(next_step(&c), Some(step));
}

#[test]
fn hidden_single_prefers_box_over_row() {
    // 5 has one place in box 1 (r2c2) and, separately, one place in row 4 (r4c6).
    let mut c = open();
    only(&mut c, 5, House::box_(0), &["r2c2"]);
    only(&mut c, 5, House::row(3), &["r4c6"]);
    check(&c, Technique::HiddenSingleBox, &["r2c2=5"]);
    check(&c, Technique::HiddenSingleLine, &["r4c6=5"]);
    let first = next_step(&c).expect("a step");
    assert_eq!(first.technique, Technique::HiddenSingleBox);
}

#[test]
fn naked_single() {
    let mut c = open();
    cands(&mut c, "r3c3", "7");
    let step = check(&c, Technique::NakedSingle, &["r3c3=7"]);
    assert_eq!(next_step(&c), Some(step));
}

#[test]
fn pointing_and_claiming() {
    // Box 1's 3s lie in row 1 (r1c1, r1c2): row 1 loses 3 outside box 1.
    let mut c = open();
    only(&mut c, 3, House::box_(0), &["r1c1", "r1c2"]);
    let e = elims(3, &["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]);
    check(&c, Technique::Pointing, &refs(&e));
    // Row 9's 4s lie in box 9 (r9c8, r9c9): box 9 loses 4 outside row 9.
    let mut c = open();
    only(&mut c, 4, House::row(8), &["r9c8", "r9c9"]);
    let e = elims(4, &["r7c7", "r7c8", "r7c9", "r8c7", "r8c8", "r8c9"]);
    check(&c, Technique::Claiming, &refs(&e));
}

#[test]
fn naked_and_hidden_subsets() {
    // Naked pair {1,2} in r1c1, r1c2: the rest of row 1 loses 1 and 2.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c2", "12");
    let mut e = elims(1, &["r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]);
    e.extend(elims(
        2,
        &["r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"],
    ));
    check(&c, Technique::NakedPair, &refs(&e));

    // Naked triple {1,2,3} in column 5 at r1, r2, r3 ({12}, {23}, {13}).
    let mut c = open();
    cands(&mut c, "r1c5", "12");
    cands(&mut c, "r2c5", "23");
    cands(&mut c, "r3c5", "13");
    let rest = ["r4c5", "r5c5", "r6c5", "r7c5", "r8c5", "r9c5"];
    let mut e = elims(1, &rest);
    e.extend(elims(2, &rest));
    e.extend(elims(3, &rest));
    check(&c, Technique::NakedTriple, &refs(&e));

    // Hidden pair: in row 1, 1 and 2 can only go in r1c1 and r1c2, which lose 3-9.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c1", "r1c2"]);
    only(&mut c, 2, House::row(0), &["r1c1", "r1c2"]);
    let mut e = Vec::new();
    for d in 3..=9 {
        e.extend(elims(d, &["r1c1", "r1c2"]));
    }
    check(&c, Technique::HiddenPair, &refs(&e));

    // Hidden triple: in box 9, 7, 8 and 9 only in r7c7, r8c8, r9c9.
    let mut c = open();
    for d in 7..=9 {
        only(&mut c, d, House::box_(8), &["r7c7", "r8c8", "r9c9"]);
    }
    let mut e = Vec::new();
    for d in 1..=6 {
        e.extend(elims(d, &["r7c7", "r8c8", "r9c9"]));
    }
    check(&c, Technique::HiddenTriple, &refs(&e));

    // Naked quad {1,2,3,4} in row 9, c1-c4: c5-c9 lose 1-4.
    let mut c = open();
    for (at, ds) in [
        ("r9c1", "12"),
        ("r9c2", "23"),
        ("r9c3", "34"),
        ("r9c4", "14"),
    ] {
        cands(&mut c, at, ds);
    }
    let rest = ["r9c5", "r9c6", "r9c7", "r9c8", "r9c9"];
    let mut e = Vec::new();
    for d in 1..=4 {
        e.extend(elims(d, &rest));
    }
    check(&c, Technique::NakedQuad, &refs(&e));
}

#[test]
fn basic_and_finned_fish() {
    // X-Wing on 1: rows 1 and 5 hold 1 only in columns 2 and 7.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c2", "r1c7"]);
    only(&mut c, 1, House::row(4), &["r5c2", "r5c7"]);
    let mut e = Vec::new();
    for r in [2, 3, 4, 6, 7, 8, 9] {
        e.push(format!("r{r}c2<>1"));
        e.push(format!("r{r}c7<>1"));
    }
    let step = check(&c, Technique::XWing, &refs(&e));
    assert_eq!(step.evidence.houses, vec![House::row(0), House::row(4)]);
    assert_eq!(
        step.evidence.cover_houses,
        vec![House::column(1), House::column(6)]
    );

    // Swordfish on 6: rows 1, 5, 9 hold 6 only in columns 2, 5, 8.
    let mut c = open();
    only(&mut c, 6, House::row(0), &["r1c2", "r1c5"]);
    only(&mut c, 6, House::row(4), &["r5c5", "r5c8"]);
    only(&mut c, 6, House::row(8), &["r9c2", "r9c8"]);
    let mut e = Vec::new();
    for r in [2, 3, 4, 6, 7, 8] {
        for k in [2, 5, 8] {
            e.push(format!("r{r}c{k}<>6"));
        }
    }
    check(&c, Technique::Swordfish, &refs(&e));

    // Finned X-Wing on 1: as above, plus a fin r5c8 in box 6. Only the cover cells of
    // column 7 in box 6 outside row 5 (r4c7, r6c7) see the fin.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c2", "r1c7"]);
    only(&mut c, 1, House::row(4), &["r5c2", "r5c7", "r5c8"]);
    check(&c, Technique::FinnedXWing, &["r4c7<>1", "r6c7<>1"]);
    assert!(all_steps(&c, Technique::XWing, &Settings::default()).is_empty());
}

#[test]
fn wings() {
    // XY-Wing: pivot r1c1 {12}, pincers r1c5 {13} and r5c1 {23}. One pincer is 3, so r5c5
    // (which sees both) is not.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c5", "13");
    cands(&mut c, "r5c1", "23");
    let step = check(&c, Technique::XyWing, &["r5c5<>3"]);
    assert_eq!(
        step.evidence.cells,
        vec![cell("r1c1"), cell("r1c5"), cell("r5c1")]
    );
    // The same elimination is an XY-Chain r1c5#3 = r1c5#1 - r1c1#1 = r1c1#2 - r5c1#2 = r5c1#3.
    check(&c, Technique::XyChain, &["r5c5<>3"]);
    check(&c, Technique::Aic, &["r5c5<>3"]);

    // XYZ-Wing: pivot r1c1 {123}, pincers r1c5 {13} and r2c2 {23}: 3 is in one of the three,
    // so r1c2 and r1c3 (which see all three) lose 3.
    let mut c = open();
    cands(&mut c, "r1c1", "123");
    cands(&mut c, "r1c5", "13");
    cands(&mut c, "r2c2", "23");
    check(&c, Technique::XyzWing, &["r1c2<>3", "r1c3<>3"]);

    // W-Wing: r1c1 and r5c5 are {12}; column 9 holds 2 only in r1c9 and r5c9, which see
    // them. One of r1c1, r5c5 is 1, so r1c5 and r5c1 lose 1.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r5c5", "12");
    only(&mut c, 2, House::column(8), &["r1c9", "r5c9"]);
    check(&c, Technique::WWing, &["r1c5<>1", "r5c1<>1"]);
}

#[test]
fn single_digit_patterns() {
    // Skyscraper on 1: rows 1 and 5 hold 1 only at c1/c5 and c1/c6. The bases share column
    // 1, so one of the tops r1c5, r5c6 is 1. Cells that see both and still hold 1: r4c5 and
    // r6c5 (column 5, box 5), r2c6 and r3c6 (box 2, column 6).
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c1", "r1c5"]);
    only(&mut c, 1, House::row(4), &["r5c1", "r5c6"]);
    let e = elims(1, &["r2c6", "r3c6", "r4c5", "r6c5"]);
    check(&c, Technique::Skyscraper, &refs(&e));
    check(&c, Technique::XChain, &refs(&e));

    // 2-String Kite on 1: row 1 holds 1 only at c2, c8; column 1 only at r3, r7. r1c2 and
    // r3c1 share box 1, so r1c8 or r7c1 is 1: r7c8 sees both.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c2", "r1c8"]);
    only(&mut c, 1, House::column(0), &["r3c1", "r7c1"]);
    check(&c, Technique::TwoStringKite, &["r7c8<>1"]);

    // Empty Rectangle on 1: box 1 holds 1 only at r1c2 and r2c1 (row 1 and column 1);
    // column 5 holds 1 only at r1c5 and r7c5. If r7c5 is not 1, r1c5 is, box 1's 1 is in
    // column 1, so r7c1 is not 1; if r7c5 is 1, r7c1 is not either.
    let mut c = open();
    only(&mut c, 1, House::box_(0), &["r1c2", "r2c1"]);
    only(&mut c, 1, House::column(4), &["r1c5", "r7c5"]);
    check(&c, Technique::EmptyRectangle, &["r7c1<>1"]);
}

#[test]
fn simple_colouring_wrap() {
    // Conjugate pairs of 1: r1c1-r1c5 (row 1), r1c5-r5c5 (column 5), r5c5-r5c2 (row 5),
    // r5c2-r2c2 (column 2). Colours: {r1c1, r5c5, r2c2} and {r1c5, r5c2}. r1c1 and r2c2
    // share box 1, so the first colour is false.
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c1", "r1c5"]);
    only(&mut c, 1, House::column(4), &["r1c5", "r5c5"]);
    only(&mut c, 1, House::row(4), &["r5c5", "r5c2"]);
    only(&mut c, 1, House::column(1), &["r5c2", "r2c2"]);
    check(
        &c,
        Technique::SimpleColouring,
        &["r1c1<>1", "r2c2<>1", "r5c5<>1"],
    );
}

#[test]
fn unique_rectangles() {
    // Corners r1c1, r1c4, r2c1, r2c4 (boxes 1 and 2) on {12}.
    let corners = ["r1c1", "r1c4", "r2c1", "r2c4"];
    // Type 1: three corners are {12}: r2c4 loses 1 and 2.
    let mut c = open();
    for at in &corners[..3] {
        cands(&mut c, at, "12");
    }
    check(&c, Technique::UniqueRectangle1, &["r2c4<>1", "r2c4<>2"]);
    assert!(
        all_steps(&c, Technique::UniqueRectangle1, &Settings::default()).is_empty(),
        "uniqueness techniques stay off unless the puzzle is known unique"
    );

    // Type 2: floor r1c1, r2c1 {12}; roof r1c4, r2c4 {123}: one roof cell is 3, so column 4
    // and box 2 lose 3 elsewhere.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r2c1", "12");
    cands(&mut c, "r1c4", "123");
    cands(&mut c, "r2c4", "123");
    let mut cells: Vec<String> = (3..=9).map(|r| format!("r{r}c4")).collect();
    for r in 1..=3 {
        for k in 5..=6 {
            cells.push(format!("r{r}c{k}"));
        }
    }
    let e = elims(3, &refs(&cells));
    check(&c, Technique::UniqueRectangle2, &refs(&e));

    // Type 3: roof r1c4 {123}, r2c4 {124}; r5c4 {34} makes a naked pair {34} with the roof in
    // column 4: the rest of column 4 loses 3 and 4.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r2c1", "12");
    cands(&mut c, "r1c4", "123");
    cands(&mut c, "r2c4", "124");
    cands(&mut c, "r5c4", "34");
    let rest = ["r3c4", "r4c4", "r6c4", "r7c4", "r8c4", "r9c4"];
    let mut e = elims(3, &rest);
    e.extend(elims(4, &rest));
    check(&c, Technique::UniqueRectangle3, &refs(&e));

    // Type 2 with the extra digit on three corners: r1c1 {12}; r1c4, r2c1, r2c4 {123}. If none
    // held 3 the rectangle would be deadly, so one does: r2c5 and r2c6 (row 2 and box 2) see
    // all three and lose 3.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    for x in ["r1c4", "r2c1", "r2c4"] {
        cands(&mut c, x, "123");
    }
    check(&c, Technique::UniqueRectangle2, &["r2c5<>3", "r2c6<>3"]);

    // Type 4: floor {12}; column 4 holds 1 only in the roof: the roof loses 2.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r2c1", "12");
    only(&mut c, 1, House::column(3), &["r1c4", "r2c4"]);
    check(&c, Technique::UniqueRectangle4, &["r1c4<>2", "r2c4<>2"]);
}

#[test]
fn als_xz() {
    // A = r1c1 {12}; B = r5c1 {13}, r5c2 {23} (two cells, three digits). x = 1 is restricted
    // (r1c1 and r5c1 share column 1). So one of A, B holds 2: r1c1 or r5c2. Cells seeing both
    // lose 2: r1c2, r2c2, r3c2 (box 1 / row 1 with column 2) and r4c1, r6c1 (column 1 with
    // box 4).
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r5c1", "13");
    cands(&mut c, "r5c2", "23");
    let e = elims(2, &["r1c2", "r2c2", "r3c2", "r4c1", "r6c1"]);
    check(&c, Technique::AlsXz, &refs(&e));
}

#[test]
fn forcing_chain_contradiction() {
    // r1c1 {12}, r1c2 {12}, r2c1 {13}. If r2c1 were 1, r1c1 and r1c2 would both have to be
    // 2 (box 1): a contradiction, so r2c1 is not 1.
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c2", "12");
    cands(&mut c, "r2c1", "13");
    let steps = all_steps(&c, Technique::ForcingChain, &Settings::default());
    assert!(
        steps.iter().any(|s| s
            .eliminations
            .iter()
            .any(|e| e.cell == cell("r2c1") && e.digit == digit(1))),
        "{steps:?}"
    );
}

#[test]
fn explanations_in_stages() {
    let mut c = open();
    only(&mut c, 7, House::box_(4), &["r4c5"]);
    let step = check(&c, Technique::HiddenSingleBox, &["r4c5=7"]);
    let e = step.explain();
    assert_eq!(e.nudge, "Look for a Hidden Single");
    assert_eq!(e.pointer, "Look for a Hidden Single in box 5");
    assert_eq!(e.what, "r4c5 is the only place for 7 in box 5.");
    assert!(e.why.contains("so 7 must go in r4c5"), "{}", e.why);
    let classic = step.explain_in(Notation::Classic);
    assert_eq!(classic.what, "[4-5]=only site for 7");

    let mut c = open();
    cands(&mut c, "r6c3", "6");
    let step = check(&c, Technique::NakedSingle, &["r6c3=6"]);
    assert_eq!(
        step.explain_in(Notation::Classic).what,
        "[6-3] can only hold 6"
    );
    assert_eq!(step.explain().what, "r6c3 can only hold 6.");

    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c2", "r1c7"]);
    only(&mut c, 1, House::row(4), &["r5c2", "r5c7"]);
    let step = &all_steps(&c, Technique::XWing, &Settings::default())[0];
    let e = step.explain();
    assert_eq!(e.nudge, "Look for an X-Wing");
    assert_eq!(e.pointer, "Look for an X-Wing on 1");
    assert!(
        e.why
            .starts_with("In rows 1 and 5, the 1 can only go in columns 2 and 7."),
        "{}",
        e.why
    );
}

/// Snapshots of the "what" stage, reviewed by hand against the positions above.
#[test]
fn explanation_snapshots() {
    let mut c = open();
    only(&mut c, 1, House::row(0), &["r1c1", "r1c5"]);
    only(&mut c, 1, House::row(4), &["r5c1", "r5c6"]);
    let e = elims(1, &["r2c6", "r3c6", "r4c5", "r6c5"]);
    let s = check(&c, Technique::Skyscraper, &refs(&e));
    assert_eq!(
        s.explain().what,
        "Skyscraper from r1c5 to r5c6: 1 can be removed from r2c6, r3c6, r4c5 and r6c5."
    );
    assert_eq!(s.explain().pointer, "Look for a Skyscraper on 1");

    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c5", "13");
    cands(&mut c, "r5c1", "23");
    let s = check(&c, Technique::XyWing, &["r5c5<>3"]);
    assert_eq!(
        s.explain().what,
        "XY-Wing: r1c1 (1 or 2) sees r1c5 (1 or 3) and r5c1 (2 or 3): 3 can be removed from r5c5."
    );
    assert_eq!(
        s.explain().why,
        "The middle cell r1c1 can only be 1 or 2. If it is 1, r1c5 must be 3; if it is 2, r5c1 must be 3. Either way one of r1c5 and r5c1 is 3, so a cell that sees both cannot be 3: 3 can be removed from r5c5."
    );
    assert_eq!(
        s.explain_in(Notation::Classic).what,
        "XY-Wing: [1-1] (1 or 2) sees [1-5] (1 or 3) and [5-1] (2 or 3): 3 can be removed from [5-5]"
    );

    let mut c = open();
    for at in ["r1c1", "r1c4", "r2c1"] {
        cands(&mut c, at, "12");
    }
    let s = check(&c, Technique::UniqueRectangle1, &["r2c4<>1", "r2c4<>2"]);
    assert_eq!(s.explain().nudge, "Look for a Unique Rectangle Type 1");
    assert!(s
        .explain()
        .why
        .contains("the puzzle would have two solutions"));

    // r1c1 and r1c2 are {12}, r2c1 is {13}: either digit of r1c1 leaves r2c1 = 3 (a chain
    // from a bivalue cell: SE's dynamic rule tries those, its static rule does not).
    let mut c = open();
    cands(&mut c, "r1c1", "12");
    cands(&mut c, "r1c2", "12");
    cands(&mut c, "r2c1", "13");
    let steps = all_steps(&c, Technique::ForcingChain, &Settings::default());
    let s = steps
        .iter()
        .find(|s| !s.placements.is_empty())
        .expect("a cell forcing chain");
    assert_eq!(s.placements.len(), 1);
    assert!(s.eliminations.is_empty());
    let e = s.explain();
    assert_eq!(
        e.what,
        "Dynamic Forcing Chain from r1c1: whether it is 1 or 2, r2c1 is 3."
    );
    // Each branch link by link: r1c1=1 removes the 1 of r2c1, leaving 3; r1c1=2 removes the 2
    // of r1c2, which is then 1 and removes the 1 of r2c1.
    let walk: Vec<(Option<u8>, &str)> =
        e.walk.iter().map(|l| (l.branch, l.text.as_str())).collect();
    assert_eq!(
        walk,
        [
            (Some(0), "Suppose r1c1 is 1. Then r2c1 is not 1 (it shares column 1 with r1c1), so r2c1 must be 3 (no other digit is left for it)."),
            (Some(1), "Suppose r1c1 is 2. Then r1c2 is not 2 (it shares row 1 with r1c1), so r1c2 must be 1 (no other digit is left for it)."),
            (Some(1), "Then r2c1 is not 1 (it shares box 1 with r1c2), so r2c1 must be 3 (no other digit is left for it)."),
            (None, "In every case, r2c1 is 3."),
        ]
    );
    assert_eq!(
        e.chain,
        "(1)r1c1-(1)r2c1=(3)r2c1; (2)r1c1-(2)r1c2=(1)r1c2-(1)r2c1=(3)r2c1"
    );
    // The contradiction: r2c1=1 leaves r1c1 and r1c2 both 2.
    let s = steps
        .iter()
        .find(|s| {
            s.eliminations
                == [solver_core::Candidate {
                    cell: cell("r2c1"),
                    digit: digit(1),
                }]
        })
        .expect("the contradiction");
    assert!(
        s.explain()
            .what
            .starts_with("Dynamic Forcing Chain: if r2c1 were 1, "),
        "{}",
        s.explain().what
    );
    let walk: Vec<String> = s.explain().walk.into_iter().map(|l| l.text).collect();
    assert_eq!(
        walk,
        [
            "Suppose r2c1 is 1. Then r1c2 is not 1 (it shares box 1 with r2c1).",
            "Also, since r2c1 is 1, r1c1 is not 1 (it shares column 1 with r2c1), so r1c1 must be 2 (no other digit is left for it).",
            "Then r1c2 is not 2 (it shares row 1 with r1c1).",
            "Then r1c2 would have no digit left, which cannot be. So r2c1 is not 1: 1 can be removed from r2c1.",
        ]
    );
}

#[test]
fn bug_plus_one() {
    // A position reached while solving puzzles3_magictour_top1465.txt's puzzle
    // ..9..63...72..........17..51..3..9..........86.84....1.6.........1.2....9.3...45.
    // (candidates from the placed digits alone). Checked here: every empty cell is bivalue
    // but r5c5, which has three candidates; the solution (from the brute-force solver) has 7
    // in r5c5, which is what BUG+1 must place.
    let grid: Grid =
        "81925637457284316934691728515.3..9.62.......86.84....1465739812781524693923...457"
            .parse()
            .unwrap();
    let c = Candidates::from_grid(&grid);
    let empty: Vec<Cell> = c.empty_cells().iter().collect();
    let odd: Vec<Cell> = empty
        .iter()
        .copied()
        .filter(|&x| c.candidates(x).len() != 2)
        .collect();
    assert_eq!(odd, vec![cell("r5c5")]);
    assert_eq!(c.candidates(cell("r5c5")).len(), 3);
    let solution = solver_core::solve(&grid).expect("solvable");
    assert_eq!(solution.get(cell("r5c5")), Some(digit(7)));
    check(&c, Technique::BugPlusOne, &["r5c5=7"]);
    assert!(all_steps(&c, Technique::BugPlusOne, &Settings::default()).is_empty());
}

/// A position written as a pencil-mark grid (one row per line, `|` between boxes; letters
/// and `-` that mark a pattern's cells or eliminations are ignored): one digit is a placed
/// digit, several are the cell's candidates.
fn pencil_marks(text: &str) -> Candidates {
    let tokens: Vec<String> = text
        .lines()
        .flat_map(|line| line.split(|ch: char| ch.is_whitespace() || ch == '|'))
        .map(|t| t.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|t| !t.is_empty())
        .collect();
    assert_eq!(tokens.len(), 81, "81 cells");
    let givens: String = tokens
        .iter()
        .map(|t| if t.len() == 1 { t.as_str() } else { "." })
        .collect();
    let grid: Grid = givens.parse().expect("grid");
    let mut marks = [solver_core::DigitSet::EMPTY; 81];
    for (i, t) in tokens.iter().enumerate() {
        if t.len() > 1 {
            marks[i] = t.bytes().map(|b| digit(b - b'0')).collect();
        }
    }
    Candidates::from_marks(&grid, &marks)
}

#[test]
fn bent_sets_wxyz_and_vwxyz() {
    // WXYZ-Wing, from the Crystal Man's technique pages (WXYZ-Wing, second example, letters
    // A-I for rows): r7c3 {1237}, r9c1 {12}, r7c5 {13}, r7c7 {17}, Z = 1, "1 can be removed
    // from G2". As Sudoku Explainer reads it: r7c3, r7c5 and r7c7 of row 7 hold only 1, 2, 3
    // and 7; r9c1 {12} sees the only 2 of them (r7c3, box 7). If r9c1 is 2 the row's three
    // cells are 1, 3 and 7, so 1 is in r9c1 or in one of the three; r7c1 and r7c2 see all
    // four (r7c1 holds no 1 here, as in the source's grid).
    let mut c = open();
    cands(&mut c, "r7c3", "1237");
    cands(&mut c, "r9c1", "12");
    cands(&mut c, "r7c5", "13");
    cands(&mut c, "r7c7", "17");
    cands(&mut c, "r7c1", "2345689");
    let step = check(&c, Technique::WxyzWing, &["r7c2<>1"]);
    assert_eq!(
        step.evidence.cells,
        vec![cell("r9c1"), cell("r7c3"), cell("r7c5"), cell("r7c7")]
    );
    // SukakuExplainer's score: 5.5, plus 0.1 when the largest cell has three candidates;
    // here it has four.
    assert_eq!(solver_core::rating::step_score_tenths(&step), 55);

    // The two examples of the Sudoku Players' Forum thread "Why does Enjoy Sudoku call these
    // patterns WXYZ-wings?", as posted (their marks: A the hinge, B and C the set).
    // Example 1: WXYZ (6825) r4c6, r4c3, (r5c1, r6c3) => -6 r4c1.
    let c = pencil_marks(
        "| 8 6 1 | 37 37 9 | 2 4 5 |
         | 4 5 7 | 6 2 1 | 3 9 8 |
         | 3 29 29 | 4 58 58 | 7 6 1 |
         | 12-6 1278 B28 | 278 4 A68 | 9 5 3 |
         |C256 278 4 | 9 578 3 | 1 28 67 |
         | 9 3 C25 | 127 157 568 | 4 28 67 |
         | 7 89 3589 | 38 3689 2 | 56 1 4 |
         | 125 1289 23589 | 138 13689 4 | 56 7 29 |
         | 12 4 6 | 5 19 7 | 8 3 29 |",
    );
    let step = check(&c, Technique::WxyzWing, &["r4c1<>6"]);
    assert_eq!(step.evidence.cells[0], cell("r4c6"));
    assert_eq!(solver_core::rating::step_score_tenths(&step), 56);
    // Example 2: VWXYZ (13689) r4c8, r4c2, r6c123 => -9 r4c3, r6c8. The set is r4c2, r6c1,
    // r6c2 and r6c3 of box 4 (digits 1, 3, 6, 8, 9), the hinge r4c8 {39} sees its only 3.
    let c = pencil_marks(
        "| 9 5 1278 | 127 17 3 | 267 4 1678 |
         | 126 167 127 | 4 8 9 | 237 5 137 |
         | 4 178 3 | 1257 157 6 | 9 278 178 |
         | 7 B36 5-9 | 56 2 8 | 1 A39 4 |
         | 135 2 4 | 157 9 157 | 8 6 37 |
         |C168 C168 C189 | 167 3 4 | 27 27-9 5 |
         | 125 137 6 | 8 157 1257 | 4 37 9 |
         | 125 9 1257 | 3 4 1257 | 567 78 678 |
         | 358 4 578 | 9 6 57 | 357 1 2 |",
    );
    let step = check(&c, Technique::VwxyzWing, &["r4c3<>9", "r6c8<>9"]);
    assert_eq!(step.evidence.cells[0], cell("r4c8"));
    // 6.2 plus 0.2 for a largest cell of three candidates.
    assert_eq!(solver_core::rating::step_score_tenths(&step), 64);
    // The hinge must see every X of the set: moved to r8c8 {12}, it sees r7c7 but not
    // r7c3 (the only 2) nor r7c5 (a 1), so neither digit can be X and there is no step.
    let mut c = open();
    cands(&mut c, "r7c3", "1237");
    cands(&mut c, "r8c8", "12");
    cands(&mut c, "r7c5", "13");
    cands(&mut c, "r7c7", "17");
    assert!(all_steps(&c, Technique::WxyzWing, &Settings::default()).is_empty());
}

#[test]
fn grouped_x_chain() {
    // The loop of SudokuWiki's "Grouped X-Cycles" (figure 1; rows A-J without I): the 4s
    // at D3, the group D7|D8|D9, F8, J8, J2 and G3, i.e. r4c3, (r4c7 r4c8 r4c9), r6c8,
    // r9c8, r9c2 and r7c3. Here only those strong links are made: column 3 holds 4 only in
    // r4c3 and r7c3, row 9 only in r9c2 and r9c8, box 6 only in row 4's group and r6c8.
    // The chain r7c3 = r4c3 - (r4c7 r4c8 r4c9) = r6c8 - r9c8 = r9c2 needs the group (box 6's
    // 4 is in the group or in r6c8): one of r7c3 and r9c2 holds 4, so the rest of box 7
    // (r7c1, r7c2, r8c1, r8c2) cannot.
    let mut c = open();
    only(&mut c, 4, House::column(2), &["r4c3", "r7c3"]);
    only(&mut c, 4, House::row(8), &["r9c2", "r9c8"]);
    only(&mut c, 4, House::box_(5), &["r4c7", "r4c8", "r4c9", "r6c8"]);
    let want = elims(4, &["r7c1", "r7c2", "r8c1", "r8c2"]);
    let step = check(&c, Technique::XChain, &refs(&want));
    let group = solver_core::logic::Group {
        digit: digit(4),
        cells: [cell("r4c7"), cell("r4c8"), cell("r4c9")]
            .into_iter()
            .collect(),
    };
    assert_eq!(step.evidence.groups, vec![group]);
    assert_eq!(step.evidence.links.len(), 5, "{}", step.explain().what);
    // The group stands in its links as its first candidate, r4c7#4.
    assert!(step
        .evidence
        .links
        .iter()
        .any(|l| l.from.cell == cell("r4c7") || l.to.cell == cell("r4c7")));
    // Three strong links, 5.4, and 0.3 for the group: SukakuExplainer's 5.7.
    assert_eq!(solver_core::rating::step_score_tenths(&step), 57);
    // Without the group's strong link (a 4 left in r5c7 of box 6), no X-Chain removes these.
    let mut c2 = open();
    only(&mut c2, 4, House::column(2), &["r4c3", "r7c3"]);
    only(&mut c2, 4, House::row(8), &["r9c2", "r9c8"]);
    only(
        &mut c2,
        4,
        House::box_(5),
        &["r4c7", "r4c8", "r4c9", "r5c7", "r6c8"],
    );
    let steps = all_steps(&c2, Technique::XChain, &Settings::default());
    assert!(steps.iter().all(|s| tokens(s) != want), "{:?}", steps.len());
}
