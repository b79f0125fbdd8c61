//! Sudoku Explainer's bent sets of six and seven cells (UVWXYZ- and TUVWXYZ-Wing): an almost
//! locked set of five or six cells in one house and a bivalue cell, scored 6.6 as
//! SukakuExplainer scores them.

use solver_core::logic::{all_steps, Candidates, Settings, Step};
use solver_core::rating::step_score_tenths;
use solver_core::Technique;

mod common;
use common::{cell, digit, open};

fn cands(c: &mut Candidates, at: &str, digits: &str) {
    for d in 1..=9u8 {
        if !digits.as_bytes().contains(&(b'0' + d)) {
            c.eliminate(cell(at), digit(d));
        }
    }
}

fn effects(steps: &[Step]) -> Vec<String> {
    steps.iter().map(|s| s.effect_tokens()).collect()
}

/// Row 1's first `set.len()` cells hold `set` and the bivalue cell r2c2 holds `hinge`.
fn fixture(set: &[&str], hinge: &str) -> Candidates {
    let mut c = open();
    for (i, digits) in set.iter().enumerate() {
        cands(&mut c, &format!("r1c{}", i + 1), digits);
    }
    cands(&mut c, "r2c2", hinge);
    c
}

#[test]
fn uvwxyz_wing() {
    // Five cells of row 1 hold 1-6 between them; r2c2 {16} sees both 1s of the set (r1c1 and
    // r1c3, in its box). If r2c2 is 1, the five cells take 2-6, so 6 is in r1c5 or r2c2: the
    // cells of row 2 in box 2 see both and lose 6.
    let c = fixture(&["12", "23", "134", "45", "56"], "16");
    let steps = all_steps(&c, Technique::UvwxyzWing, &Settings::default());
    let step = steps
        .iter()
        .find(|s| s.effect_tokens() == "r2c4<>6 r2c5<>6 r2c6<>6")
        .unwrap_or_else(|| panic!("found {:?}", effects(&steps)));
    assert_eq!(step.evidence.cells[0], cell("r2c2"));
    assert_eq!(step.evidence.cells.len(), 6);
    assert_eq!(step_score_tenths(step), 66);
    assert_eq!(step.technique.name(), "UVWXYZ-Wing");
    assert!(!step.explain().why.is_empty());
    // With the second 1 in r1c4, out of r2c2's sight, r2c2 being 1 no longer locks the set:
    // no step.
    let c = fixture(&["12", "23", "34", "145", "56"], "16");
    assert!(all_steps(&c, Technique::UvwxyzWing, &Settings::default()).is_empty());
}

#[test]
fn tuvwxyz_wing() {
    // Six cells of row 1 hold 1-7; r2c2 {17} sees both 1s: 7 is in r1c6 or r2c2.
    let c = fixture(&["12", "23", "134", "45", "56", "67"], "17");
    let steps = all_steps(&c, Technique::TuvwxyzWing, &Settings::default());
    let step = steps
        .iter()
        .find(|s| s.effect_tokens() == "r2c4<>7 r2c5<>7 r2c6<>7")
        .unwrap_or_else(|| panic!("found {:?}", effects(&steps)));
    assert_eq!(step.evidence.cells.len(), 7);
    assert_eq!(step_score_tenths(step), 66);
    // The six-cell search does not report the five-cell wing, nor the five-cell one this.
    assert!(
        effects(&all_steps(&c, Technique::UvwxyzWing, &Settings::default()))
            .iter()
            .all(|e| !e.contains("<>7"))
    );
}
