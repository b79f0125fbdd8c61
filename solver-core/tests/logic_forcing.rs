//! Forcing chains, static and dynamic, read back from their links alone: every link must be
//! a rule a person can check on the grid at that point of the reading (a true candidate
//! removes its cell's other digits and the digit from its peers; a candidate is placed only
//! when every other candidate of its cell, or every other place of its digit in a house, was
//! shown removed before), and the branches must reach the step's conclusion. A dynamic step
//! needs a placement with several removals; a static one has none.

mod common;

use common::{cell, digit};
use solver_core::logic::{solve_logically, Candidates, Link, LinkKind, Role, Step};
use solver_core::rating::step_score_tenths;
use solver_core::{Candidate, Grid, House, Technique};
use std::collections::HashSet;

/// The first `n` puzzles of a data file (comment lines skipped).
fn puzzles(text: &str, n: usize) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(n)
        .map(|l| l.trim().parse().expect("a puzzle line"))
        .collect()
}

/// What one branch has shown so far.
struct Reading {
    root: Candidate,
    on: HashSet<Candidate>,
    off: HashSet<Candidate>,
}

impl Reading {
    fn from_root(root: Candidate) -> Reading {
        Reading {
            root,
            on: HashSet::from([root]),
            off: HashSet::new(),
        }
    }

    /// Checks `link` against what was shown and the position `c`; records its end. A
    /// placement may be stated by its last removal before the others are shown (the lines to
    /// a single with several removals each end at it), but it must be justified by the time
    /// it is used.
    fn follow(&mut self, c: &Candidates, link: &Link) -> Result<(), String> {
        let (from, to) = (link.from, link.to);
        match link.kind {
            LinkKind::Weak => {
                let same_cell = from.cell == to.cell && from.digit != to.digit;
                let peers = from.digit == to.digit && from.cell.peers().contains(to.cell);
                if !self.on.contains(&from) || !(same_cell || peers) || !c.has(to) {
                    return Err(format!("weak link {from} -> {to} not checkable"));
                }
                if from != self.root && !self.justified(c, from) {
                    return Err(format!("{from} used before all its removals are shown"));
                }
                self.off.insert(to);
            }
            LinkKind::Strong => {
                let rival = (from.cell == to.cell && from.digit != to.digit)
                    || (from.digit == to.digit && from.cell.peers().contains(to.cell));
                if !self.off.contains(&from) || !rival || !c.has(to) {
                    return Err(format!("strong link {from} -> {to} not checkable"));
                }
                self.on.insert(to);
            }
        }
        Ok(())
    }

    /// Whether the placement `x` is justified by the removals shown: every other candidate of
    /// its cell, or every other place of its digit in one of its houses.
    fn justified(&self, c: &Candidates, x: Candidate) -> bool {
        let cell_done = c
            .candidates(x.cell)
            .iter()
            .filter(|&d| d != x.digit)
            .all(|d| {
                self.off.contains(&Candidate {
                    cell: x.cell,
                    digit: d,
                })
            });
        let house_done = x.cell.houses().iter().any(|&h| {
            c.cells_with_in(x.digit, h)
                .iter()
                .filter(|&cell| cell != x.cell)
                .all(|cell| {
                    self.off.contains(&Candidate {
                        cell,
                        digit: x.digit,
                    })
                })
        });
        cell_done || house_done
    }

    /// Whether `link` can continue this branch (its start was shown as it needs).
    fn continues(&self, link: &Link) -> bool {
        match link.kind {
            LinkKind::Weak => self.on.contains(&link.from),
            LinkKind::Strong => self.off.contains(&link.from),
        }
    }
}

/// Reads `step`'s links branch by branch, checking each link; returns the branches'
/// readings.
fn read(c: &Candidates, step: &Step) -> Result<Vec<Reading>, String> {
    let roots: Vec<Candidate> = step
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role != Role::Off)
        .map(|m| m.candidate)
        .collect();
    let mut done: Vec<Reading> = Vec::new();
    let mut now: Option<Reading> = None;
    for link in &step.evidence.links {
        let continues = now.as_ref().is_some_and(|r| r.continues(link));
        if !continues {
            if !roots.contains(&link.from) || link.kind != LinkKind::Weak {
                return Err(format!("{} -> {} starts nowhere", link.from, link.to));
            }
            done.extend(now.take());
            now = Some(Reading::from_root(link.from));
        }
        if let Some(r) = now.as_mut() {
            r.follow(c, link)?;
        }
    }
    done.extend(now);
    Ok(done)
}

/// Whether a strong link is a plain one in the position `c`: `from` and `to` are the two
/// candidates of a cell, or the two places of a digit in a house.
fn two_choice(c: &Candidates, l: &Link) -> bool {
    let cell = l.from.cell == l.to.cell && c.candidates(l.to.cell).len() == 2;
    let house = l.from.digit == l.to.digit
        && l.to.cell.houses().iter().any(|&h| {
            let places = c.cells_with_in(l.to.digit, h);
            places.len() == 2 && places.contains(l.from.cell)
        });
    cell || house
}

/// Whether `step` is dynamic when read in the position `c`: a placement that is not a plain
/// strong link, or a contradiction that empties a cell or house of more than two choices.
fn is_dynamic(c: &Candidates, step: &Step) -> bool {
    let links = &step.evidence.links;
    let placements = links
        .iter()
        .any(|l| l.kind == LinkKind::Strong && !two_choice(c, l));
    // A contradiction names the emptied house (and its digit besides the assumed one), or
    // the assumed cell then the emptied cell.
    let ev = &step.evidence;
    let contradiction = ev.candidates.len() == 1
        && match (ev.houses.first(), ev.candidates.first()) {
            (Some(&h), Some(x)) => {
                let other = ev.digits.iter().find(|&d| d != x.candidate.digit);
                let d = other.unwrap_or(x.candidate.digit);
                c.cells_with_in(d, h).len() > 2
            }
            _ => ev
                .cells
                .get(1)
                .is_some_and(|&cell| c.candidates(cell).len() > 2),
        };
    placements || contradiction
}

/// Checks one forcing step against the position `c` it was found in.
fn check(c: &Candidates, step: &Step) -> Result<(), String> {
    let readings = read(c, step)?;
    if let [x] = step.eliminations[..] {
        if step.evidence.candidates.len() == 1 {
            // A contradiction: its one branch empties a cell or a house.
            let r = readings.first().ok_or("no branch")?;
            let empty_cell = c.empty_cells().iter().any(|cell| {
                !c.candidates(cell).is_empty()
                    && c.candidates(cell)
                        .iter()
                        .all(|d| r.off.contains(&Candidate { cell, digit: d }))
            });
            let empty_house = solver_core::House::all().any(|h| {
                solver_core::Digit::ALL.into_iter().any(|d| {
                    let places = c.cells_with_in(d, h);
                    !places.is_empty()
                        && places
                            .iter()
                            .all(|cell| r.off.contains(&Candidate { cell, digit: d }))
                })
            });
            if readings.len() != 1 || !(empty_cell || empty_house) {
                return Err(format!("assuming {x} shows no contradiction"));
            }
            return Ok(());
        }
        if readings.len() < 2 || !readings.iter().all(|r| r.off.contains(&x)) {
            return Err(format!("not every branch removes {x}"));
        }
        return Ok(());
    }
    let [y] = step.placements[..] else {
        return Err("one conclusion expected".into());
    };
    if readings.len() < 2
        || !readings
            .iter()
            .all(|r| r.on.contains(&y) && r.justified(c, y))
    {
        return Err(format!("not every branch places {y}"));
    }
    Ok(())
}

#[test]
fn every_forcing_chain_reads_back_from_its_links() {
    let mut grids = puzzles(
        include_str!("../../data/puzzles6_forum_hardest_1106.txt"),
        4,
    );
    grids.extend(puzzles(
        include_str!("../../data/puzzles5_forum_hardest_1905_11+.txt"),
        4,
    ));
    let (mut stat, mut dynamic) = (0, 0);
    for grid in &grids {
        let path = solve_logically(grid);
        let mut c = Candidates::from_grid(grid);
        for step in &path.steps {
            let kind = step.technique;
            if matches!(
                kind,
                Technique::ForcingChain | Technique::DynamicForcingChain
            ) {
                if let Err(e) = check(&c, step) {
                    panic!("{grid}: {kind} {step:?}: {e}");
                }
                // A static chain never needs several removals for a placement; the dynamic
                // search finds chains of both kinds (SE's Dynamic Forcing Chains include the
                // contradictions and bivalue cells its static search does not try).
                if kind == Technique::ForcingChain {
                    assert!(
                        !is_dynamic(&c, step),
                        "{grid}: a static {kind} whose placements need several removals"
                    );
                    stat += 1;
                } else {
                    dynamic += 1;
                }
            }
            c.apply(step);
        }
    }
    assert!(stat > 0 && dynamic > 0, "{stat} static, {dynamic} dynamic");
}

#[test]
fn a_dynamic_chain_names_every_removal_its_placements_need() {
    let grid: Grid =
        "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
            .parse()
            .unwrap();
    let path = solve_logically(&grid);
    let step = path
        .steps
        .iter()
        .find(|s| s.technique == Technique::DynamicForcingChain)
        .expect("a dynamic forcing chain on this puzzle");
    let e = step.explain();
    // Every link is told once, in order: each line names where its links lead, and where
    // they start (there or in an earlier line).
    let told: Vec<u16> = e.walk.iter().flat_map(|l| l.links.clone()).collect();
    let all: Vec<u16> = (0..step.evidence.links.len() as u16).collect();
    assert_eq!(told, all);
    let mut so_far = String::new();
    for line in &e.walk {
        so_far.push_str(&line.text);
        for &i in &line.links {
            let link = step.evidence.links[usize::from(i)];
            let (from, to) = (link.from.cell.to_string(), link.to.cell.to_string());
            assert!(line.text.contains(&to), "{to} missing from: {}", line.text);
            assert!(
                so_far.contains(&from),
                "{from} missing before: {}",
                line.text
            );
        }
    }
    assert!(e.why.contains("needs all of them"), "{}", e.why);
    assert!(step.evidence.chain_length as usize <= step.evidence.links.len());
}

/// The position before the first step of `grid`'s path that `is_it` accepts, and that step.
fn first_on_path(grid: &Grid, is_it: impl Fn(&Step) -> bool) -> (Candidates, Step) {
    let path = solve_logically(grid);
    let mut c = Candidates::from_grid(grid);
    for step in path.steps {
        if is_it(&step) {
            return (c, step);
        }
        c.apply(&step);
    }
    panic!("{grid}: no such step on the path");
}

fn top1465(n: usize) -> Grid {
    let all = puzzles(include_str!("../../data/puzzles3_magictour_top1465.txt"), n);
    all[n - 1]
}

fn candidate(name: &str, d: u8) -> Candidate {
    Candidate {
        cell: cell(name),
        digit: digit(d),
    }
}

/// Sudoku Explainer's first Forcing Chain on top1465 #1 (8.3, r5c4<>3) is a region chain:
/// the 9 of column 4 goes in r1c4, r3c4 or r5c4, and each place removes the 3 from r5c4 by
/// two-choice links alone. The coach finds the same step, scored alike.
#[test]
fn a_static_region_forcing_chain_matches_sudoku_explainer() {
    let (c, step) = first_on_path(&top1465(1), |s| s.technique == Technique::ForcingChain);
    assert_eq!(step.eliminations, [candidate("r5c4", 3)]);
    assert_eq!(step_score_tenths(&step), 83);
    assert_eq!(step.evidence.houses, [House::column(3)]);
    let roots: Vec<Candidate> = step
        .evidence
        .candidates
        .iter()
        .map(|m| m.candidate)
        .collect();
    let expected = [
        candidate("r1c4", 9),
        candidate("r3c4", 9),
        candidate("r5c4", 9),
    ];
    assert_eq!(roots, expected);
    check(&c, &step).expect("every branch reads back");
    assert!(!is_dynamic(&c, &step));
}

/// A cell chain: on top1465 #2's path, r7c7 holds 1, 2 or 7, and each removes the 9 from
/// r9c5 by two-choice links alone; three branches whose chains pass through 12 candidates in
/// all (the length rule's 10 adds 0.4 to the 8.0 base).
#[test]
fn a_static_cell_forcing_chain_scores_by_its_ancestors() {
    let (c, step) = first_on_path(&top1465(2), |s| {
        s.technique == Technique::ForcingChain && s.evidence.houses.is_empty()
    });
    assert_eq!(step.eliminations, [candidate("r9c5", 9)]);
    assert_eq!(step.evidence.cells, [cell("r7c7")]);
    assert_eq!(step_score_tenths(&step), 84);
    check(&c, &step).expect("every branch reads back");
    // Each branch counts its candidates from the root to the conclusion (links + 1).
    let branches = read(&c, &step).expect("branches").len();
    let ancestors = step.evidence.links.len() + branches;
    assert_eq!(usize::from(step.evidence.chain_length), ancestors - 2);
}

/// A contradiction: on top1465 #2's path, a 1 in r9c2 would leave the 7 of column 9 no
/// place, through singles some of which need several removals: a Dynamic Forcing Chain.
#[test]
fn a_contradiction_is_a_dynamic_forcing_chain() {
    let (c, step) = first_on_path(&top1465(2), |s| {
        s.technique == Technique::DynamicForcingChain && s.evidence.candidates.len() == 1
    });
    assert_eq!(step.eliminations, [candidate("r9c2", 1)]);
    assert_eq!(step_score_tenths(&step), 90);
    check(&c, &step).expect("the branch reads back to its contradiction");
    assert!(is_dynamic(&c, &step));
    let why = step.explain().why;
    assert!(
        why.contains("7 would have no place left in column 9"),
        "{why}"
    );
    assert!(why.contains("needs all of them"), "{why}");
}
