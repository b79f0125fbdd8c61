//! Rating: levels and scores follow the path, errors for broken puzzles, and scores agree with
//! Sudoku Explainer's (measured separately, see `tests/data/se_ratings.txt`).

use solver_core::logic::solve_logically;
use solver_core::rating::{rate, rate_path, technique_rating, RateError};
use solver_core::{Digit, Grid, Level, Technique};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn a_singles_puzzle_is_easy_and_its_score_is_its_hardest_step() {
    let grid: Grid = EASY.parse().unwrap();
    let r = rate(&grid).unwrap();
    let path = solve_logically(&grid);
    assert!(path
        .steps
        .iter()
        .all(|s| s.technique <= Technique::NakedSingle));
    assert_eq!(r.level, Level::Easy);
    let hardest = path
        .steps
        .iter()
        .map(|s| technique_rating(s.technique).1)
        .max()
        .unwrap();
    assert_eq!((r.score * 10.0).round() as u16, hardest);
    assert_eq!(r.steps, path.steps.len());
    assert_eq!(r.counts.iter().map(|(_, n)| n).sum::<usize>(), r.steps);
    assert_eq!(rate_path(&path.steps), r);
}

#[test]
fn broken_puzzles_are_errors() {
    assert_eq!(rate(&Grid::EMPTY), Err(RateError::MultipleSolutions));
    let mut clash: Grid = EASY.parse().unwrap();
    clash.set(solver_core::Cell::from_index(2), Digit::new_checked(5));
    assert_eq!(rate(&clash), Err(RateError::NoSolution));
}

#[test]
fn levels_print_as_rate_prints_them() {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(
        names,
        ["Easy", "Medium", "Hard", "Expert", "Extreme", "Guessing"]
    );
}

/// The target: within 1.0 of Sudoku Explainer's ER on at least 90% of puzzles.
#[test]
fn scores_are_within_one_of_sudoku_explainer_on_nine_in_ten() {
    let text = include_str!("data/se_ratings.txt");
    let mut total = 0;
    let mut close = 0;
    let mut exact = 0;
    // Sums of our score less SE's, over all puzzles and over those SE rates 8.0 or more.
    let (mut diff, mut hard_diff, mut hard) = (0.0f64, 0.0f64, 0);
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (puzzle, er) = line.split_once(' ').expect("puzzle ER");
        let er: f32 = er.trim().parse().expect("a number");
        let grid: Grid = puzzle.parse().expect("a puzzle");
        let ours = rate(&grid).expect("unique").score;
        total += 1;
        if (ours - er).abs() <= 1.0 + 1e-4 {
            close += 1;
        }
        if (ours - er).abs() < 0.05 {
            exact += 1;
        }
        diff += f64::from(ours - er);
        if er >= 8.0 - 1e-4 {
            hard += 1;
            hard_diff += f64::from(ours - er);
        }
    }
    println!(
        "Sudoku Explainer agreement: {exact} of {total} exact, {close} within 1.0, mean \
         difference {:+.2}; on the {hard} rated 8.0 or more, mean difference {:+.2}",
        diff / f64::from(total),
        hard_diff / f64::from(hard.max(1)),
    );
    assert!(total >= 100, "{total} rated puzzles");
    assert!(
        close * 10 >= total * 9,
        "{close} of {total} within 1.0 of Sudoku Explainer"
    );
}
