//! SUDOGEN's classic coach against the transcripts printed in seed 004.
//!
//! The expected lines are transcribed from the seed's examples (`...` stands where the seed's
//! printout elides lines); the puzzles of examples 5 and 6 come from the shared data set
//! (EX5, EX6 of `hp71b-test-suite.txt`); examples 2-4's puzzles are read off the seed's
//! printed grids.

mod common;
use common::data_file;
use solver_core::sudogen::{classic_transcript, forced_solve, ClassicHint, TryOutcome};
use solver_core::{count_solutions, solutions, Cell, DigitSet, Grid, Solutions};

/// The puzzle line of the test suite entry whose comment starts with `name`.
fn suite_puzzle(name: &str) -> (Grid, Option<Grid>) {
    let text = data_file("hp71b-test-suite.txt");
    let line = text
        .lines()
        .find(|l| l.contains(&format!("# {name},")))
        .unwrap_or_else(|| panic!("{name} missing from hp71b-test-suite.txt"));
    let fields: Vec<&str> = line.split(':').collect();
    let puzzle: Grid = fields[0].parse().expect("puzzle");
    let solution = fields
        .get(2)
        .map(|s| s.split_whitespace().next().unwrap_or(""))
        .filter(|s| s.len() == 81)
        .map(|s| s.parse().expect("solution"));
    (puzzle, solution)
}

/// Checks `got` against `expected`, where a `...` line stands for one or more lines.
fn assert_matches(got: &[String], expected: &[&str]) {
    let gap = expected.iter().position(|&l| l == "...");
    match gap {
        None => assert_eq!(got, expected),
        Some(k) => {
            let (head, tail) = (&expected[..k], &expected[k + 1..]);
            assert!(
                got.len() > head.len() + tail.len(),
                "transcript too short: {got:#?}"
            );
            assert_eq!(&got[..head.len()], head, "first lines; transcript {got:#?}");
            assert_eq!(
                &got[got.len() - tail.len()..],
                tail,
                "last lines; transcript {got:#?}"
            );
        }
    }
}

/// The digits the peers of `cell` leave in `grid` (computed independently of the coach).
fn candidates(grid: &Grid, cell: Cell) -> DigitSet {
    let mut set = DigitSet::ALL;
    for peer in cell.peers().iter() {
        if let Some(d) = grid.get(peer) {
            set.remove(d);
        }
    }
    set
}

/// Independent checks of a transcript: placements agree with `solution`, admits lines list
/// exactly the candidates of every empty cell, fewest first.
fn check_consistency(puzzle: &Grid, hints: &[ClassicHint], end: &Grid, solution: &Grid) {
    assert!(puzzle.is_extended_by(end));
    assert!(end.is_extended_by(solution));
    let mut placed = 0;
    for h in hints {
        if let ClassicHint::CanOnlyHold { cell, digit } | ClassicHint::OnlySite { cell, digit } = *h
        {
            assert_eq!(solution.get(cell), Some(digit), "{h}");
            placed += 1;
        }
    }
    assert_eq!(placed, end.filled_count() - puzzle.filled_count());
    let admits: Vec<(Cell, DigitSet)> = hints
        .iter()
        .filter_map(|h| match *h {
            ClassicHint::Admits { cell, digits } => Some((cell, digits)),
            _ => None,
        })
        .collect();
    if matches!(hints.last(), Some(ClassicHint::NoMoreHints)) {
        assert_eq!(admits.len(), 81 - end.filled_count());
        for w in admits.windows(2) {
            assert!(w[0].1.len() <= w[1].1.len(), "ordered by candidate count");
        }
        for &(cell, digits) in &admits {
            assert_eq!(end.get(cell), None);
            assert_eq!(digits, candidates(end, cell), "{cell}");
            assert!(digits.contains(solution.get(cell).expect("full solution")));
        }
    } else {
        assert!(admits.is_empty());
    }
}

fn texts(hints: &[ClassicHint]) -> Vec<String> {
    hints.iter().map(ToString::to_string).collect()
}

#[test]
fn example_5_fully_solvable() {
    let (puzzle, solution) = suite_puzzle("EX5");
    let solution = solution.expect("EX5 has its solution in the data set");
    let (hints, end) = classic_transcript(&puzzle);
    assert_matches(
        &texts(&hints),
        &[
            "[3-4] can only hold 7",
            "[1-4] can only hold 2",
            "[2-5] can only hold 8",
            "[3-2] can only hold 9",
            "[7-6] can only hold 5",
            "...",
            "[9-3] can only hold 4",
            "[9-5] can only hold 3",
            "Solved!",
        ],
    );
    assert_eq!(end, solution);
    assert!(end.is_solved());
    check_consistency(&puzzle, &hints, &end, &solution);
    assert_eq!(forced_solve(&puzzle).outcome, TryOutcome::Solved);
    assert_eq!(forced_solve(&puzzle).grid, solution);
}

#[test]
fn example_6_not_fully_solvable() {
    let (puzzle, _) = suite_puzzle("EX6");
    let (hints, end) = classic_transcript(&puzzle);
    assert_matches(
        &texts(&hints),
        &[
            "[5-5] can only hold 6",
            "[7-3] can only hold 9",
            "[3-3] can only hold 6",
            "[3-7] can only hold 9",
            "[7-7] can only hold 1",
            "[2-2]=only site for 9",
            "[2-7]=only site for 4",
            "No more forced values",
            "[1-3] admits 35",
            "[2-6] admits 57",
            "...",
            "[6-9] admits 13689",
            "No more hints",
        ],
    );
    // The partly solved grid the seed prints after "No more hints".
    let printed: Grid = concat!(
        ".4..2..8.",
        ".9..8.4..",
        "786431952",
        "....9....",
        "921368574",
        "....4....",
        "839276145",
        "....1....",
        ".1..5..6."
    )
    .parse()
    .expect("grid");
    assert_eq!(end, printed);
    // The puzzle has several solutions; every forced value holds in all of them.
    assert!(count_solutions(&puzzle, 2) >= 2);
    let Solutions::Multiple(some) = solutions(&end) else {
        panic!("EX6 keeps several solutions")
    };
    check_consistency(&puzzle, &hints, &end, &some);
    assert_eq!(forced_solve(&puzzle).outcome, TryOutcome::Stuck);
    assert_eq!(forced_solve(&puzzle).grid, printed);
}

#[test]
fn example_2_symmetric_generated_puzzle() {
    // Example 2's puzzle and solution as the seed prints them.
    let puzzle: Grid = concat!(
        ".5.479.6.",
        "9...2...8",
        ".1..6..9.",
        "..7.9.6..",
        "6491.7825",
        "..3.8.7..",
        ".9..1..8.",
        "2...4...3",
        ".7.952.4."
    )
    .parse()
    .expect("grid");
    let solution: Grid = concat!(
        "852479361",
        "936521478",
        "714863592",
        "187295634",
        "649137825",
        "523684719",
        "495316287",
        "261748953",
        "378952146"
    )
    .parse()
    .expect("grid");
    assert_eq!(81 - puzzle.filled_count(), 45);
    let (hints, end) = classic_transcript(&puzzle);
    assert_matches(
        &texts(&hints),
        &[
            "[5-5] can only hold 3",
            "[6-2] can only hold 2",
            "[4-2] can only hold 8",
            "[6-8] can only hold 1",
            "[4-8] can only hold 3",
            "[4-9] can only hold 4",
            "[4-6] can only hold 5",
            "[4-1] can only hold 1",
            "[4-4] can only hold 2",
            "...",
            "[9-7] can only hold 1",
            "[9-9] can only hold 6",
            "Solved!",
        ],
    );
    assert_eq!(end, solution);
    check_consistency(&puzzle, &hints, &end, &solution);
}

/// Examples 3 and 4 generate puzzles without the check: the coach runs out of forced values.
fn stuck_example(puzzle: &str, blanks: usize, expected: &[&str], printed_end: &str) {
    let puzzle: Grid = puzzle.parse().expect("grid");
    assert_eq!(81 - puzzle.filled_count(), blanks);
    let (hints, end) = classic_transcript(&puzzle);
    assert_matches(&texts(&hints), expected);
    let printed: Grid = printed_end.parse().expect("grid");
    assert_eq!(end, printed);
    let Some(solution) = solver_core::solve(&end) else {
        panic!("the example's puzzle is solvable")
    };
    check_consistency(&puzzle, &hints, &end, &solution);
}

#[test]
fn example_3_unchecked_56_blanks() {
    // Read off the seed's OCR'd grids. Row 4 prints as `6 5 . 4 . . . . 8 3` (ten tokens):
    // the only reading with 56 blanks and no clash that gives the printed transcript is
    // `6.4....83` (the `5` is an OCR artefact; `5.4....83` clashes with row 5's 5 in box 4).
    stuck_example(
        concat!(
            "......3.4",
            ".......62",
            "..25...17",
            "6.4....83",
            "..5.6274.",
            ".23......",
            "..6......",
            "......52.",
            "..98....6"
        ),
        56,
        &[
            "[1-8]=only site for 5",
            "[6-8] can only hold 9",
            "[5-9] can only hold 1",
            "[4-7] can only hold 2",
            "[6-7] can only hold 6",
            "[6-9] can only hold 5",
            "[5-4]=only site for 3",
            "No more forced values",
            "[2-7] admits 89",
            "[3-7] admits 89",
            "[5-1] admits 89",
            "[5-2] admits 89",
            "[7-8] admits 37",
            "[7-9] admits 89",
            "[8-9] admits 89",
            "[9-7] admits 14",
            "[9-8] admits 37",
            "...",
            "[7-1] admits 1234578",
            "[7-5] admits 1234579",
            "No more hints",
        ],
        concat!(
            "......354",
            ".......62",
            "..25...17",
            "6.4...283",
            "..5362741",
            ".23...695",
            "..6......",
            "......52.",
            "..98....6"
        ),
    );
}

#[test]
fn example_4_unchecked_symmetric_49_blanks() {
    stuck_example(
        concat!(
            ".41.3.59.",
            ".2..1..3.",
            "...975...",
            "....6....",
            "1927.8356",
            "....9....",
            "...127...",
            ".1..8..6.",
            ".79.5.18."
        ),
        49,
        &[
            "[5-5] can only hold 4",
            "[7-8] can only hold 4",
            "[7-7] can only hold 9",
            "[2-1]=only site for 9",
            "[2-3]=only site for 5",
            "[1-1]=only site for 7",
            "[4-9]=only site for 9",
            "[8-6]=only site for 9",
            "No more forced values",
            "[1-6] admits 26",
            "[1-9] admits 28",
            "[2-6] admits 46",
            "[3-8] admits 12",
            "[7-9] admits 35",
            "[8-3] admits 34",
            "[8-4] admits 34",
            "[8-7] admits 27",
            "[9-9] admits 23",
            "...",
            "[6-3] admits 34678",
            "[6-9] admits 12478",
            "No more hints",
        ],
        concat!(
            "741.3.59.",
            "925.1..3.",
            "...975...",
            "....6...9",
            "192748356",
            "....9....",
            "...12794.",
            ".1..89.6.",
            ".79.5.18."
        ),
    );
}
