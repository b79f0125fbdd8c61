//! Soundness of the logic engine: no step ever places a digit other than the solution's or
//! eliminates the solution's digit. The solution comes from the brute-force solver, checked
//! with `Grid::is_solved` and `is_extended_by`.

mod common;
use solver_core::logic::{all_steps, solve_logically, Candidates, Outcome, Settings, Step};
use solver_core::{solve, Grid, Technique};

fn data(name: &str) -> Vec<Grid> {
    common::data_file(name)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse_line_prefix(l).expect("a puzzle line"))
        .collect()
}

fn check_step(puzzle: &Grid, solution: &Grid, step: &Step) {
    for p in &step.placements {
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "unsound placement {p} by {:?} in {puzzle}",
            step.technique
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "unsound elimination {e} by {:?} in {puzzle}: {step:?}",
            step.technique
        );
    }
    assert!(step.is_productive(), "empty step {step:?}");
}

/// Solves every unique puzzle logically and checks every step of the path; with `every`,
/// also checks every step of every technique at each position of the path.
fn check_puzzles(puzzles: &[Grid], every: bool) -> (usize, usize) {
    let mut solved = 0;
    let mut unique = 0;
    for puzzle in puzzles {
        if solver_core::count_solutions(puzzle, 2) != 1 {
            continue;
        }
        unique += 1;
        let solution = solve(puzzle).expect("unique puzzle has a solution");
        assert!(solution.is_solved() && puzzle.is_extended_by(&solution));
        let result = solve_logically(puzzle);
        assert_ne!(result.outcome, Outcome::Stuck, "{puzzle}");
        assert_eq!(result.grid, solution, "{puzzle}");
        if result.outcome == Outcome::Solved {
            solved += 1;
        }
        let mut c = Candidates::from_grid(puzzle);
        for step in &result.steps {
            check_step(puzzle, &solution, step);
            if every {
                for t in Technique::ALL {
                    for s in all_steps(
                        &c,
                        t,
                        &Settings {
                            assume_unique: true,
                        },
                    ) {
                        check_step(puzzle, &solution, &s);
                    }
                }
            }
            c.apply(step);
        }
    }
    (solved, unique)
}

#[test]
fn steps_are_sound_on_hp71b_suite() {
    let (_, unique) = check_puzzles(&data("hp71b-test-suite.txt"), true);
    assert!(unique >= 10);
}

#[test]
fn steps_are_sound_on_wikipedia_hardest() {
    let (_, unique) = check_puzzles(&data("wikipedia-hardest.txt"), true);
    assert!(unique >= 4);
}

#[test]
fn steps_are_sound_on_top1465_sample() {
    let puzzles: Vec<Grid> = data("puzzles3_magictour_top1465.txt")
        .into_iter()
        .step_by(25)
        .collect();
    let (_, unique) = check_puzzles(&puzzles, true);
    assert_eq!(unique, puzzles.len());
}

/// All of top1465, the chosen path only (run with `cargo test --release -- --ignored`).
#[test]
#[ignore]
fn steps_are_sound_on_all_top1465() {
    let puzzles = data("puzzles3_magictour_top1465.txt");
    let (solved, unique) = check_puzzles(&puzzles, false);
    eprintln!("top1465: {solved} of {unique} solved without a guess");
}
