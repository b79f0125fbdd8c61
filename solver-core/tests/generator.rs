//! The generators: determinism, symmetry, uniqueness, blanks, levels.

use solver_core::generator::{
    generate, generate_batch, generate_classic, parse_level, ClassicOptions, GenerateError, Options,
};
use solver_core::sudogen::{forced_solve, TryOutcome};
use solver_core::{count_solutions, rate, Cell, Grid, Level, Symmetry, Technique};

/// The maps of each class written out again, independently of `symmetry.rs`.
type Map = fn(usize, usize) -> (usize, usize);

fn maps(sym: Symmetry) -> Vec<Map> {
    let rot180: Map = |r, c| (8 - r, 8 - c);
    let rot90: Map = |r, c| (c, 8 - r);
    let hor: Map = |r, c| (8 - r, c);
    let ver: Map = |r, c| (r, 8 - c);
    let diag: Map = |r, c| (c, r);
    let anti: Map = |r, c| (8 - c, 8 - r);
    match sym {
        Symmetry::None => vec![],
        Symmetry::Rot180 => vec![rot180],
        Symmetry::Rot90 => vec![rot90, rot180],
        Symmetry::Horizontal => vec![hor],
        Symmetry::Vertical => vec![ver],
        Symmetry::BothAxes => vec![hor, ver, rot180],
        Symmetry::Diagonal => vec![diag],
        Symmetry::AntiDiagonal => vec![anti],
        Symmetry::BothDiagonals => vec![diag, anti, rot180],
        Symmetry::Dihedral => vec![rot90, rot180, hor, ver, diag, anti],
    }
}

fn assert_symmetric(puzzle: &Grid, sym: Symmetry) {
    for r in 0..9 {
        for c in 0..9 {
            let given = puzzle.digits()[r * 9 + c] != 0;
            for m in maps(sym) {
                let (r2, c2) = m(r, c);
                assert_eq!(
                    given,
                    puzzle.digits()[r2 * 9 + c2] != 0,
                    "{sym}: r{}c{} vs r{}c{} in {puzzle}",
                    r + 1,
                    c + 1,
                    r2 + 1,
                    c2 + 1
                );
            }
        }
    }
}

#[test]
fn modern_same_seed_same_puzzle() {
    let o = Options {
        symmetry: Symmetry::Rot180,
        ..Options::default()
    };
    let a = generate(42, &o).expect("generates");
    let b = generate(42, &o).expect("generates");
    assert_eq!(a, b);
    let c = generate(43, &o).expect("generates");
    assert_ne!(a.puzzle, c.puzzle);
    // A batch's puzzle i is the single puzzle of seed + i.
    let batch = generate_batch(42, 3, &o);
    assert_eq!(batch[0].as_ref().expect("ok"), &a);
    assert_eq!(batch[1].as_ref().expect("ok"), &c);
}

#[test]
fn every_symmetry_holds_cell_by_cell_and_puzzles_are_unique() {
    for sym in Symmetry::ALL {
        for seed in 0..3 {
            let g = generate(
                seed,
                &Options {
                    symmetry: sym,
                    ..Options::default()
                },
            )
            .unwrap_or_else(|e| panic!("{sym}: {e}"));
            assert_symmetric(&g.puzzle, sym);
            assert!(sym.holds(&g.puzzle));
            assert_eq!(count_solutions(&g.puzzle, 2), 1, "{sym} {}", g.puzzle);
            assert!(g.solution.is_solved());
            assert!(g.puzzle.is_extended_by(&g.solution));
            assert!(g.certificate.unique);
            assert_eq!(g.certificate.clues, g.puzzle.filled_count());
            assert_eq!(g.certificate.symmetry, sym);
            // Orbit-minimal: no orbit of givens can be emptied keeping one solution.
            for cell in Cell::all().filter(|&c| g.puzzle.get(c).is_some()) {
                let mut h = g.puzzle;
                for x in sym.orbit(cell).iter() {
                    h.set(x, None);
                }
                assert!(
                    count_solutions(&h, 2) > 1,
                    "{sym}: orbit of {cell} removable"
                );
            }
        }
    }
}

#[test]
fn modern_blanks_are_exact() {
    for (sym, blanks) in [
        (Symmetry::None, 50),
        (Symmetry::Rot90, 45),
        (Symmetry::BothAxes, 47),
        (Symmetry::Dihedral, 41),
    ] {
        let g = generate(
            7,
            &Options {
                symmetry: sym,
                blanks: Some(blanks),
                ..Options::default()
            },
        )
        .unwrap_or_else(|e| panic!("{sym} {blanks}: {e}"));
        assert_eq!(81 - g.puzzle.filled_count(), usize::from(blanks));
        assert_symmetric(&g.puzzle, sym);
        assert_eq!(count_solutions(&g.puzzle, 2), 1);
    }
}

#[test]
fn minimal_puzzles_are_minimal() {
    let g = generate(
        3,
        &Options {
            minimal: true,
            ..Options::default()
        },
    )
    .expect("generates");
    for cell in Cell::all().filter(|&c| g.puzzle.get(c).is_some()) {
        let mut h = g.puzzle;
        h.set(cell, None);
        assert!(count_solutions(&h, 2) > 1);
    }
}

#[test]
fn generated_levels_agree_with_the_rating() {
    for name in ["Easy", "Medium", "Hard"] {
        let level = parse_level(name).expect("level");
        let g = generate(
            11,
            &Options {
                level: Some(level),
                ..Options::default()
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let r = rate(&g.puzzle).expect("unique");
        assert_eq!(r.level, level);
        let cert = g.certificate.rating.expect("rated");
        assert_eq!(cert.level, level);
        assert_eq!(cert.score, r.score);
        assert_eq!(cert.hardest, r.hardest);
        assert_ne!(r.level, Level::NeedsGuessing, "no guessing for a level");
    }
}

#[test]
fn technique_and_no_guessing_targets() {
    let g = generate(
        5,
        &Options {
            technique: Some(Technique::XWing),
            no_guessing: true,
            ..Options::default()
        },
    )
    .expect("an X-Wing puzzle in 1000 tries");
    let r = rate(&g.puzzle).expect("unique");
    assert!(r.counts.iter().any(|&(t, _)| t == Technique::XWing));
    assert_ne!(r.level, Level::NeedsGuessing);
}

#[test]
fn extreme_with_the_dihedral_symmetry_is_found_within_its_budget() {
    // Seed 109 finds no Extreme dihedral puzzle in 2,000 tries, the least any budget allows.
    let options =
        solver_core::generator::budget::options_for(Some(Level::Extreme), Symmetry::Dihedral);
    assert!(options.max_tries > 2000);
    let g = generate(109, &options).expect("an Extreme dihedral puzzle within the budget");
    assert!(g.certificate.tries > 2000 && g.certificate.tries <= options.max_tries);
    assert_symmetric(&g.puzzle, Symmetry::Dihedral);
    let r = rate(&g.puzzle).expect("unique");
    assert_eq!(r.level, Level::Extreme);
    assert!(
        matches!(
            r.hardest,
            Technique::ForcingChain | Technique::DynamicForcingChain
        ),
        "{:?}",
        r.hardest
    );
    let note = solver_core::generator::rarity_note(Some(Level::Extreme), Symmetry::Dihedral);
    assert!(note.is_some_and(|n| n.contains("rare with the dihedral symmetry")));
}

#[test]
fn a_bound_on_tries_never_hangs() {
    let e = generate(
        1,
        &Options {
            level: Some(Level::Extreme),
            symmetry: Symmetry::Dihedral,
            max_tries: 3,
            ..Options::default()
        },
    );
    // Either found in three tries or a clear error: never a hang.
    if let Err(e) = e {
        assert_eq!(e, GenerateError::NotFound { tries: 3 });
    }
}

#[test]
fn classic_check_solve_puzzles_fall_to_forced_values() {
    for symmetric in [false, true] {
        for seed in 0..20 {
            let options = ClassicOptions {
                blanks: 45,
                check: true,
                symmetric,
                ..ClassicOptions::default()
            };
            let p = generate_classic(seed, &options).expect("generates");
            assert_eq!(81 - p.puzzle.filled_count(), 45);
            let run = forced_solve(&p.puzzle);
            assert_eq!(run.outcome, TryOutcome::Solved);
            assert!(run.grid.is_solved());
            assert!(p.puzzle.is_extended_by(&run.grid));
            assert_eq!(count_solutions(&p.puzzle, 2), 1);
            if symmetric {
                assert_symmetric(&p.puzzle, Symmetry::BothAxes);
            }
            assert_eq!(p, generate_classic(seed, &options).expect("again"));
        }
    }
}

#[test]
fn classic_blanks_counts_exact_over_the_whole_range() {
    for blanks in 1..=62u8 {
        let check = blanks <= 40;
        let options = ClassicOptions {
            blanks,
            check,
            symmetric: false,
            extra_classes: 2,
            ..ClassicOptions::default()
        };
        let p = generate_classic(u64::from(blanks), &options).expect("generates");
        assert_eq!(81 - p.puzzle.filled_count(), usize::from(blanks));
        assert!(p.puzzle.is_extended_by(&p.solution));
        assert!(p.solution.is_solved());
        if blanks % 4 <= 1 {
            let sym = ClassicOptions {
                symmetric: true,
                ..options
            };
            let p = generate_classic(u64::from(blanks), &sym).expect("generates");
            assert_eq!(81 - p.puzzle.filled_count(), usize::from(blanks));
            assert_symmetric(&p.puzzle, Symmetry::BothAxes);
        }
    }
}
