//! Continuous nice loops (Sudoku Explainer's Bidirectional Cycles): positions built for this
//! test from the empty grid with every candidate (the expected eliminations worked out by
//! hand from the loop: one of its two halves is true, so a candidate that clashes with a node
//! of each half is false), and their score by SE's rule (6.5 for one digit's loop or a loop
//! of bivalue cells, 7.0 for others, plus the length rule on the nodes less two).

mod common;
use common::{cell, digit, only, open};
use solver_core::logic::score::step_score_tenths;
use solver_core::logic::{all_steps, next_step, Candidates, Notation, Settings, Step};
use solver_core::{House, Technique};

/// Keeps only `digits` (e.g. "12") as candidates of `at`.
fn keep(c: &mut Candidates, at: &str, digits: &str) {
    let dropped = (1..=9u8).filter(|d| !digits.contains(char::from(b'0' + d)));
    dropped.for_each(|d| c.eliminate(cell(at), digit(d)));
}

/// The step's effect tokens (`r1c2<>2`), sorted.
fn effect(step: &Step) -> Vec<String> {
    let mut t: Vec<String> = step
        .effect_tokens()
        .split_whitespace()
        .map(String::from)
        .collect();
    t.sort();
    t
}

/// Bivalue r1c1 {12}, r1c5 {23}, r5c5 {34}, and r5c1 with `last`.
fn ring(last: &str) -> Candidates {
    let mut c = open();
    for (at, ds) in [
        ("r1c1", "12"),
        ("r1c5", "23"),
        ("r5c5", "34"),
        ("r5c1", last),
    ] {
        keep(&mut c, at, ds);
    }
    c
}

/// `rXcY<>d` for each cell of `line` (a row `r5` or a column `c1`) but `skip`.
fn house_but(line: &str, d: u8, skip: &[usize]) -> Vec<String> {
    let (kind, n) = line.split_at(1);
    (1..=9)
        .filter(|i| !skip.contains(i))
        .map(|i| match kind {
            "r" => format!("r{n}c{i}<>{d}"),
            _ => format!("r{i}c{n}<>{d}"),
        })
        .collect()
}

/// Four bivalue cells in a ring, r1c1 {12}, r1c5 {23}, r5c5 {34}, r5c1 {41}: either 1, 3 at
/// r1c1, r5c5 and 2, 4 at r1c5, r5c1 hold, or the other four. So row 1 loses 2 outside the
/// loop, column 5 loses 3, row 5 loses 4, column 1 loses 1.
fn y_ring() -> Candidates {
    ring("14")
}

#[test]
fn a_ring_of_bivalue_cells_is_a_y_cycle_and_the_next_step() {
    let c = y_ring();
    let mut want = house_but("r1", 2, &[1, 5]);
    want.extend(house_but("c5", 3, &[1, 5]));
    want.extend(house_but("r5", 4, &[1, 5]));
    want.extend(house_but("c1", 1, &[1, 5]));
    want.sort();
    let step = next_step(&c).expect("a step");
    assert_eq!(step.technique, Technique::NiceLoop);
    assert_eq!(effect(&step), want);
    assert_eq!(step.technique.name(), "Bidirectional Cycle");
    // Eight nodes: 6.5 plus the length rule on six.
    assert_eq!(step.evidence.links.len(), 8);
    assert_eq!(step_score_tenths(&step), 66);
    // Each XY-Chain reaching one of these eliminations has seven links and scores 6.8.
    let chains = all_steps(&c, Technique::XyChain, &Settings::default());
    assert!(chains.iter().all(|s| step_score_tenths(s) > 66));
}

#[test]
fn a_loop_is_walked_link_by_link_back_to_its_start() {
    let step = next_step(&y_ring()).expect("a step");
    let e = step.explain_in(Notation::RowColumn);
    // A line per strong link (with its weak link), then the closing line.
    assert_eq!(e.walk.len(), 5, "{:#?}", e.walk);
    let first = step.evidence.links.first().expect("links").from;
    let last = step.evidence.links.last().expect("links").to;
    assert_eq!(first, last, "the loop closes on its start");
    assert!(
        e.walk[4].text.contains("one of the two halves"),
        "{}",
        e.walk[4].text
    );
    assert!(e.why.contains("round the loop"), "{}", e.why);
    let linked: Vec<u16> = e.walk.iter().flat_map(|l| l.links.clone()).collect();
    assert_eq!(linked, (0..8).collect::<Vec<u16>>());
}

#[test]
fn one_digits_ring_is_an_x_cycle() {
    // 5 only at r1c1, r1c5 in row 1, r4c5, r4c8 in row 4, r7c8, r7c1 in row 7: the columns
    // join them in a ring of six. Either r1c1, r4c5, r7c8 hold 5 or r1c5, r4c8, r7c1 do, so
    // columns 1, 5 and 8 lose 5 outside the ring.
    let mut c = open();
    only(&mut c, 5, House::row(0), &["r1c1", "r1c5"]);
    only(&mut c, 5, House::row(3), &["r4c5", "r4c8"]);
    only(&mut c, 5, House::row(6), &["r7c8", "r7c1"]);
    let mut want = house_but("c1", 5, &[1, 4, 7]);
    want.extend(house_but("c5", 5, &[1, 4, 7]));
    want.extend(house_but("c8", 5, &[1, 4, 7]));
    want.sort();
    let steps = all_steps(&c, Technique::NiceLoop, &Settings::default());
    let step = steps
        .iter()
        .find(|s| effect(s) == want)
        .unwrap_or_else(|| panic!("{:?}", steps.iter().map(effect).collect::<Vec<_>>()));
    assert_eq!(step.evidence.links.len(), 6);
    assert_eq!(step_score_tenths(step), 65);
}

#[test]
fn a_broken_ring_is_no_loop() {
    // r5c1 with three digits: the ring is open, no loop.
    let c = ring("147");
    let steps = all_steps(&c, Technique::NiceLoop, &Settings::default());
    assert!(
        steps.is_empty(),
        "{:?}",
        steps.iter().map(effect).collect::<Vec<_>>()
    );
}
