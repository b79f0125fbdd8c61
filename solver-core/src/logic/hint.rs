//! Hints from the player's position: first what is wrong on the board, then the next step.

use super::{next_step_with, Candidates, Notation, Settings, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell},
    grid::Grid,
    solver,
};

/// What a hint tells the player, in the order [`hint`] checks for it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Hint {
    /// The givens have no solution.
    NoSolution,
    /// The givens have more than one solution (uniqueness techniques stay off).
    MultipleSolutions,
    /// Every cell is filled correctly.
    Solved,
    /// A digit the player placed is not the solution's. `clashes_with` lists the peers that
    /// hold the same digit (what the player can see); when it is empty, the hint comes from the
    /// solution, and [`Hint::message`] says so.
    WrongDigit {
        /// The cell.
        cell: Cell,
        /// The digit the player put there.
        digit: Digit,
        /// Peers holding the same digit.
        clashes_with: Vec<Cell>,
    },
    /// The player's pencil marks in `cell` exclude its true digit (found from the solution).
    MarksExcludeSolution {
        /// The cell.
        cell: Cell,
    },
    /// Pencil marks that a digit placed in a peer already rules out.
    StaleMarks {
        /// The marks to remove.
        eliminations: Vec<Candidate>,
    },
    /// The next logical step.
    Step(Step),
}

impl Hint {
    /// The hint as one line of plain text (the step's `what` stage for [`Hint::Step`]).
    pub fn message(&self, n: Notation) -> String {
        match self {
            Hint::NoSolution => "The puzzle has no solution.".to_string(),
            Hint::MultipleSolutions => "The puzzle has more than one solution.".to_string(),
            Hint::Solved => "Solved!".to_string(),
            Hint::WrongDigit {
                cell,
                digit,
                clashes_with,
            } => {
                if clashes_with.is_empty() {
                    format!(
                        "The {digit} in {} is wrong (checked against the solution).",
                        n.cell(*cell)
                    )
                } else {
                    let others: Vec<String> = clashes_with.iter().map(|&c| n.cell(c)).collect();
                    format!(
                        "The {digit} in {} clashes with the {digit} in {}.",
                        n.cell(*cell),
                        others.join(", ")
                    )
                }
            }
            Hint::MarksExcludeSolution { cell } => format!(
                "Your pencil marks in {} leave out the digit that goes there (checked against the solution).",
                n.cell(*cell)
            ),
            Hint::StaleMarks { eliminations } => {
                let items: Vec<String> = eliminations
                    .iter()
                    .map(|e| format!("{} from {}", e.digit, n.cell(e.cell)))
                    .collect();
                format!(
                    "Some marks are ruled out by digits already placed: remove {}.",
                    items.join(", ")
                )
            }
            Hint::Step(step) => step.explain_in(n).what,
        }
    }
}

/// The hint for a player who has the `givens`, has entered the digits of `entries` (cells
/// that hold givens are ignored there) and, optionally, has written the pencil marks `marks`
/// (an empty set for a cell means it is not pencilled: see [`Candidates::from_marks`]).
///
/// Checks, in order: the puzzle has one solution; no entered digit is wrong; no pencil marks
/// exclude a cell's true digit; no marks are ruled out by placed digits; then the simplest
/// step from the position (uniqueness techniques allowed, as the puzzle is unique). When no
/// technique applies, the step is a [`Technique::Guess`] from the solution.
///
/// What the player can see: wrong digits that clash with a peer say so
/// ([`Hint::WrongDigit::clashes_with`]); the others, and marks excluding a true digit, come
/// from the solution, and their messages say "checked against the solution". Without `marks`,
/// the step is found from full pencil marks (every digit no peer holds), which the player can
/// work out from the grid. A [`Technique::Guess`] step says it is a guess in its explanation.
pub fn hint(givens: &Grid, entries: &Grid, marks: Option<&[DigitSet; 81]>) -> Hint {
    let solution = match solver::solutions(givens) {
        solver::Solutions::None => return Hint::NoSolution,
        solver::Solutions::Multiple(_) => return Hint::MultipleSolutions,
        solver::Solutions::Unique(s) => s,
    };
    let position = givens.with_entries(entries);
    for cell in Cell::all() {
        if givens.get(cell).is_some() {
            continue;
        }
        if let (Some(digit), Some(truth)) = (position.get(cell), solution.get(cell)) {
            if digit != truth {
                let clashes_with = cell
                    .peers()
                    .iter()
                    .filter(|&p| position.get(p) == Some(digit))
                    .collect();
                return Hint::WrongDigit {
                    cell,
                    digit,
                    clashes_with,
                };
            }
        }
    }
    if position == solution {
        return Hint::Solved;
    }
    let candidates = match marks {
        Some(marks) => {
            for cell in Cell::all() {
                let written = marks[cell.index()];
                if position.get(cell).is_none() && !written.is_empty() {
                    if let Some(truth) = solution.get(cell) {
                        if !written.contains(truth) {
                            return Hint::MarksExcludeSolution { cell };
                        }
                    }
                }
            }
            let c = Candidates::from_marks(&position, marks);
            let full = Candidates::from_grid(&position);
            let stale: Vec<Candidate> = c.all().filter(|&cand| !full.has(cand)).collect();
            if !stale.is_empty() {
                return Hint::StaleMarks {
                    eliminations: stale,
                };
            }
            c
        }
        None => Candidates::from_grid(&position),
    };
    let settings = Settings {
        assume_unique: true,
    };
    match next_step_with(&candidates, &settings) {
        Some(step) => Hint::Step(step),
        None => {
            let cell = candidates
                .empty_cells()
                .iter()
                .min_by_key(|&c| (candidates.candidates(c).len(), c.index()));
            match cell.and_then(|cell| solution.get(cell).map(|digit| (cell, digit))) {
                Some((cell, digit)) => {
                    let mut step = Step::new(Technique::Guess);
                    step.placements.push(Candidate { cell, digit });
                    step.evidence.cells.push(cell);
                    step.evidence.digits = candidates.candidates(cell);
                    Hint::Step(step)
                }
                None => Hint::Solved,
            }
        }
    }
}
