//! Hints from the player's position. The puzzle is the Wikipedia "Sudoku" article's example;
//! its solution is checked with the brute-force solver below, not assumed.

use solver_core::logic::{hint, Hint, Notation};
use solver_core::{solve, Cell, Digit, DigitSet, Grid, Technique};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn setup() -> (Grid, Grid) {
    let givens: Grid = PUZZLE.parse().unwrap();
    let solution = solve(&givens).unwrap();
    assert!(solution.is_solved() && givens.is_extended_by(&solution));
    (givens, solution)
}

fn r(row: usize, col: usize) -> Cell {
    Cell::at(row - 1, col - 1).unwrap()
}

fn wrong_digit_for(solution: &Grid, cell: Cell, avoid: &[Digit]) -> Digit {
    Digit::ALL
        .into_iter()
        .find(|&d| Some(d) != solution.get(cell) && !avoid.contains(&d))
        .unwrap()
}

#[test]
fn a_wrong_entry_comes_first_and_says_where_it_comes_from() {
    let (givens, solution) = setup();
    let cell = r(1, 3);
    // A digit that no peer holds: the player cannot see the mistake.
    let seen: Vec<Digit> = cell.peers().iter().filter_map(|p| givens.get(p)).collect();
    let digit = wrong_digit_for(&solution, cell, &seen);
    let mut entries = Grid::EMPTY;
    entries.set(cell, Some(digit));
    let h = hint(&givens, &entries, None);
    assert_eq!(
        h,
        Hint::WrongDigit {
            cell,
            digit,
            clashes_with: vec![]
        }
    );
    assert!(h
        .message(Notation::RowColumn)
        .contains("checked against the solution"));

    // A digit that clashes with a given: the clash is named.
    let mut entries = Grid::EMPTY;
    entries.set(cell, givens.get(r(1, 1)));
    match hint(&givens, &entries, None) {
        Hint::WrongDigit { clashes_with, .. } => assert_eq!(clashes_with, vec![r(1, 1)]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn marks_that_exclude_the_true_digit_are_reported() {
    let (givens, solution) = setup();
    let cell = r(1, 3);
    let truth = solution.get(cell).unwrap();
    let mut marks = [DigitSet::EMPTY; 81];
    marks[cell.index()] = DigitSet::ALL - DigitSet::single(truth);
    let h = hint(&givens, &Grid::EMPTY, Some(&marks));
    assert_eq!(h, Hint::MarksExcludeSolution { cell });
    assert_eq!(
        h.message(Notation::RowColumn),
        "Your pencil marks in r1c3 leave out the digit that goes there (checked against the solution)."
    );
}

#[test]
fn stale_marks_are_pointed_out_before_a_step() {
    let (givens, _) = setup();
    let cell = r(1, 3);
    // 5 is a given in r1c1: a mark 5 in r1c3 is visibly wrong.
    let mut marks = [DigitSet::EMPTY; 81];
    marks[cell.index()] = DigitSet::ALL;
    match hint(&givens, &Grid::EMPTY, Some(&marks)) {
        Hint::StaleMarks { eliminations } => {
            assert!(eliminations.iter().all(|e| e.cell == cell));
            assert!(eliminations
                .iter()
                .any(|e| e.digit == Digit::new_checked(5).unwrap()));
            assert!(eliminations
                .iter()
                .all(|e| cell.peers().iter().any(|p| givens.get(p) == Some(e.digit))));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_clean_position_gets_the_next_step_and_a_solved_one_says_so() {
    let (givens, solution) = setup();
    match hint(&givens, &Grid::EMPTY, None) {
        Hint::Step(step) => {
            assert!(step.technique <= Technique::NakedSingle, "{step:?}");
            for p in &step.placements {
                assert_eq!(solution.get(p.cell), Some(p.digit));
            }
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(hint(&givens, &solution, None), Hint::Solved);
}

#[test]
fn broken_puzzles_are_reported() {
    assert_eq!(
        hint(&Grid::EMPTY, &Grid::EMPTY, None),
        Hint::MultipleSolutions
    );
    let mut clash: Grid = PUZZLE.parse().unwrap();
    clash.set(r(1, 3), Digit::new_checked(5));
    assert_eq!(hint(&clash, &Grid::EMPTY, None), Hint::NoSolution);
}
