//! Forcing chains, static and dynamic, read back from their links alone: every link must be
//! a rule a person can check on the grid at that point of the reading (a true candidate
//! removes its cell's other digits and the digit from its peers; a candidate is placed only
//! when every other candidate of its cell, or every other place of its digit in a house, was
//! shown removed before), and the branches must reach the step's conclusion. A dynamic step
//! needs a placement with several removals; a static one has none.

use solver_core::logic::{solve_logically, Candidates, Link, LinkKind, Role, Step};
use solver_core::{Candidate, Grid, Technique};
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
                let is_dynamic = is_dynamic(&c, step);
                assert_eq!(
                    is_dynamic,
                    kind == Technique::DynamicForcingChain,
                    "{grid}: {kind} whose placements {} several removals",
                    if is_dynamic { "need" } else { "never need" }
                );
                if is_dynamic {
                    dynamic += 1;
                } else {
                    stat += 1;
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
