//! The target "the simplest step you find equals what a careful expert would play first",
//! checked on positions from the published literature. Each fixture in
//! `tests/data/literature_fixtures.txt` is an example position of a SudokuWiki.org strategy
//! page (placed digits and the candidates left, as the page shows it) with the removals (or
//! placements) the page makes there. For each we check that:
//!
//! - the position is the real one: the placed digits have one solution, and every cell's digit
//!   of it is among the cell's candidates (a mistyped mark would fail here), and no published
//!   removal is a solution digit (and every published placement is);
//! - our detector of that technique finds exactly the published removals (the union of its
//!   steps that remove nothing else: a page may show two wings at once);
//! - our coach's first move (`next_step_with`, the lowest score on Sudoku Explainer's scale)
//!   is either a step of that technique within the published removals (`first: same`), the
//!   simpler step the record names, scored lower than the published technique's step
//!   (`first: simpler …`), or another step the record names at the same score (`first: equal
//!   …`, a tie the coach breaks differently from the page). The records' `why:` lines give
//!   the reasoning for both moves, by hand.

use solver_core::logic::{all_steps, next_step_with, Candidates, Settings, Step};
use solver_core::rating::step_score_tenths;
use solver_core::{PencilGrid, Solutions, Technique};
use std::collections::BTreeSet;

const FIXTURES: &str = include_str!("data/literature_fixtures.txt");

/// What the coach must play first at a fixture.
#[derive(Debug)]
enum First {
    /// A step of the published technique, removing only published candidates.
    Same,
    /// This lower-scored step (technique and effect tokens).
    Simpler(Technique, BTreeSet<String>),
    /// This other step at the published step's score.
    Equal(Technique, BTreeSet<String>),
}

#[derive(Debug)]
struct Fixture {
    /// The page's technique (a record may name two, `A+B`: hidden singles in boxes and lines).
    techniques: Vec<Technique>,
    source: String,
    position: PencilGrid,
    published: BTreeSet<String>,
    first: First,
}

/// The technique whose `Debug` name is `name`.
#[track_caller]
fn technique(name: &str) -> Technique {
    Technique::ALL
        .into_iter()
        .find(|t| format!("{t:?}") == name)
        .unwrap_or_else(|| panic!("no technique {name}"))
}

fn token_set(text: &str) -> BTreeSet<String> {
    text.split_whitespace().map(String::from).collect()
}

/// A step's effect as HoDoKu tokens (`r1c2=3`, `r1c2<>3`).
fn tokens(step: &Step) -> BTreeSet<String> {
    token_set(&step.effect_tokens())
}

/// A `first:` line: `same`, or `simpler` / `equal` then a technique and its effect.
#[track_caller]
fn parse_first(text: &str) -> First {
    if text == "same" {
        return First::Same;
    }
    let (kind, rest) = text.split_once(' ').expect("a kind and a step");
    let (name, effect) = rest.split_once(' ').expect("a technique and its effect");
    let step = (technique(name), token_set(effect));
    match kind {
        "simpler" => First::Simpler(step.0, step.1),
        "equal" => First::Equal(step.0, step.1),
        _ => panic!("bad first line {text}"),
    }
}

fn parse_record(record: &str) -> Fixture {
    let mut lines = record.lines().filter(|l| !l.trim().is_empty());
    let techniques = lines
        .next()
        .expect("a technique line")
        .trim()
        .split('+')
        .map(technique)
        .collect();
    let (mut source, mut rows, mut published, mut first) = (String::new(), Vec::new(), None, None);
    for line in lines {
        if let Some(s) = line.strip_prefix("source: ") {
            source = s.to_string();
        } else if line.starts_with("why: ") {
            continue;
        } else if let Some(p) = line.strip_prefix("published: ") {
            published = Some(token_set(p));
        } else if let Some(f) = line.strip_prefix("first: ") {
            first = Some(parse_first(f.trim()));
        } else {
            rows.push(line);
        }
    }
    assert_eq!(rows.len(), 9, "{source}: nine rows of pencil marks");
    let position = PencilGrid::parse(&rows.join("\n")).expect("a pencil-mark grid");
    Fixture {
        techniques,
        published: published.expect("a published line"),
        first: first.expect("a first line"),
        source,
        position,
    }
}

fn fixtures() -> Vec<Fixture> {
    let body: String = FIXTURES
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    body.split("== ")
        .filter(|r| !r.trim().is_empty())
        .map(parse_record)
        .collect()
}

fn settings() -> Settings {
    Settings {
        assume_unique: true,
    }
}

/// The steps of the fixture's technique that remove only published candidates.
fn published_steps(f: &Fixture, c: &Candidates) -> Vec<Step> {
    f.techniques
        .iter()
        .flat_map(|&t| all_steps(c, t, &settings()))
        .filter(|s| tokens(s).is_subset(&f.published))
        .collect()
}

#[test]
fn fixtures_are_read() {
    let all = fixtures();
    assert_eq!(all.len(), 38);
    for f in &all {
        assert!(f.source.contains("sudokuwiki.org"), "{}", f.source);
        assert!(!f.published.is_empty(), "{}", f.source);
    }
}

#[test]
fn positions_are_consistent_with_their_solution() {
    for f in fixtures() {
        let grid = f.position.grid();
        let Solutions::Unique(solution) = solver_core::solutions(&grid) else {
            panic!("{}: the placed digits must have one solution", f.source);
        };
        let mut placed = BTreeSet::new();
        for cell in solver_core::Cell::all() {
            let digit = solution.get(cell).expect("a full grid");
            assert!(
                f.position.get(cell).contains(digit),
                "{}: {cell} has lost its digit {digit}",
                f.source
            );
            let removal = format!("{cell}<>{digit}");
            assert!(
                !f.published.contains(&removal),
                "{}: {removal} removes the solution",
                f.source
            );
            placed.insert(format!("{cell}={digit}"));
        }
        for t in f.published.iter().filter(|t| !t.contains("<>")) {
            assert!(placed.contains(t), "{}: {t} is not the solution", f.source);
        }
    }
}

#[test]
fn our_detector_finds_the_published_removals() {
    for f in fixtures() {
        let c = f.position.to_candidates();
        let steps = published_steps(&f, &c);
        let found: BTreeSet<String> = steps.iter().flat_map(tokens).collect();
        assert_eq!(found, f.published, "{:?} at {}", f.techniques, f.source);
    }
}

#[test]
fn first_move_is_the_published_one_or_simpler() {
    for f in fixtures() {
        let c = f.position.to_candidates();
        let first = next_step_with(&c, &settings()).expect("a step");
        let published_score = published_steps(&f, &c)
            .iter()
            .map(step_score_tenths)
            .min()
            .expect("a published step");
        match &f.first {
            First::Same => {
                assert!(f.techniques.contains(&first.technique), "{}", f.source);
                assert!(tokens(&first).is_subset(&f.published), "{}", f.source);
                assert_eq!(step_score_tenths(&first), published_score, "{}", f.source);
            }
            First::Simpler(technique, effect) => {
                assert_eq!(first.technique, *technique, "{}", f.source);
                assert_eq!(&tokens(&first), effect, "{}", f.source);
                assert!(
                    step_score_tenths(&first) < published_score,
                    "{}: {} is not simpler than {}",
                    f.source,
                    step_score_tenths(&first),
                    published_score
                );
            }
            First::Equal(technique, effect) => {
                assert_eq!(first.technique, *technique, "{}", f.source);
                assert_eq!(&tokens(&first), effect, "{}", f.source);
                assert_eq!(step_score_tenths(&first), published_score, "{}", f.source);
            }
        }
    }
}

/// Nishio, as Sudopedia's "Nishio" page defines it
/// (http://sudopedia.enjoysudoku.com/Nishio.html): place one candidate, follow that digit
/// alone, and remove the candidate when a house is left with no place for it; the page adds
/// that single-digit techniques make it needed less often. No published position for that
/// narrow Nishio was found as text (SudokuWiki's "Nishio Forcing Chains" is a multi-digit
/// chain; the examples of A. Brouwer's "Sudoku solving" pages and of sudoku9x9.com are
/// pictures). So the check uses the published single-digit positions above (fish, finned fish,
/// box/line, colouring, empty rectangle, X-Cycles): every removal their page makes is also a
/// Nishio of ours, and the coach still plays the page's pattern or a simpler one (Nishio scores
/// 7.5 and up).
///
/// For example, X-Wing example 1: if r1c4 were 7, row 2's 7 would go in r2c8 (r2c4 sees r1c4),
/// and row 6 would have no place left (r6c4 sees r1c4, r6c8 sees r2c8). The Jellyfish is left
/// out: if r2c1 were 2, rows 1, 4, 6 and 9 would need four places for 2 in columns 5, 8 and 9,
/// a contradiction no single house shows, so following one digit's singles finds no Nishio for
/// r2c1 or r7c1 (it finds the other six).
#[test]
fn nishio_covers_the_published_single_digit_moves() {
    let single_digit = [
        Technique::XWing,
        Technique::Swordfish,
        Technique::FinnedXWing,
        Technique::FinnedSwordfish,
        Technique::XChain,
        Technique::Claiming,
        Technique::SimpleColouring,
        Technique::EmptyRectangle,
    ];
    let mut checked = 0;
    for f in fixtures() {
        if !f.techniques.iter().any(|t| single_digit.contains(t)) {
            continue;
        }
        let c = f.position.to_candidates();
        let nishio: BTreeSet<String> = all_steps(&c, Technique::Nishio, &settings())
            .iter()
            .flat_map(tokens)
            .collect();
        assert!(
            f.published.is_subset(&nishio),
            "{}: Nishio misses {:?}",
            f.source,
            f.published.difference(&nishio).collect::<Vec<_>>()
        );
        let first = next_step_with(&c, &settings()).expect("a step");
        assert_ne!(first.technique, Technique::Nishio, "{}", f.source);
        checked += 1;
    }
    assert_eq!(checked, 15);
}
