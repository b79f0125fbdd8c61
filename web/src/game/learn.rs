//! Learn as plain data: the lesson open, its worked examples shown step by step, the drill
//! (its position, the player's removals or placement, the verdict, the nudge ladder) and the
//! player's progress. A reducer of its own: nothing here touches the game.

use super::coach::{Advice, HintState};
use super::sheet::Sheet;
use crate::persist::learn::{Mastery, Outcome};
use crate::wire::{Answer, Hinted};
use solver_core::learn::{Attempt, Exercise, Verdict};
use solver_core::logic::Hint;
use solver_core::{Candidate, Cell, CellSet, Digit, Grid, Technique};
use std::rc::Rc;
use yew::Reducible;

/// The parts of a lesson, one on screen at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Part {
    /// The idea and the worked examples.
    #[default]
    Idea,
    /// Your turn: a drill.
    Drill,
}

/// How far a worked example is drawn: the pattern, then its links, then the result.
pub const SHOW_STAGES: [&str; 3] = ["The pattern", "The links", "The result"];

/// A drill on screen.
#[derive(Clone, PartialEq, Debug)]
pub struct Drill {
    /// The position and its answer.
    pub exercise: Exercise,
    /// The candidates the player struck, in order.
    pub struck: Vec<Candidate>,
    /// The digit the player placed, if any.
    pub placed: Option<(Cell, Digit)>,
    /// The cell chosen.
    pub cursor: Option<Cell>,
    /// The last check's verdict and its words.
    pub verdict: Option<(Verdict, String)>,
    /// The nudge ladder for this position, once asked for.
    pub nudge: Option<HintState>,
    /// Whether a nudge or a wrong check came before (a right answer then is not clean).
    pub helped: bool,
}

impl Drill {
    /// A new drill on `exercise`.
    pub fn new(exercise: Exercise) -> Drill {
        Drill {
            exercise,
            struck: Vec::new(),
            placed: None,
            cursor: None,
            verdict: None,
            nudge: None,
            helped: false,
        }
    }

    /// The player's move as the engine checks it.
    pub fn attempt(&self) -> Attempt {
        match self.placed {
            Some((cell, digit)) => Attempt::Place { cell, digit },
            None => Attempt::Remove {
                removed: self.struck.clone(),
            },
        }
    }

    /// The board: the position's digits, its candidates less the struck ones, the placement.
    pub fn sheet(&self) -> Sheet {
        let mut sheet = exercise_sheet(&self.exercise);
        for c in &self.struck {
            let mut left = sheet.centre.get(c.cell);
            left.remove(c.digit);
            sheet.centre.set(c.cell, left);
        }
        if let Some((cell, digit)) = self.placed {
            sheet.entries.set(cell, Some(digit));
        }
        sheet
    }

    /// Whether the verdict on screen is "right".
    pub fn is_right(&self) -> bool {
        matches!(self.verdict, Some((Verdict::Right, _)))
    }
}

/// The board of an exercise: its digits (less the givens) and its candidates.
pub fn exercise_sheet(exercise: &Exercise) -> Sheet {
    let mut sheet = Sheet::default();
    for cell in Cell::all() {
        if exercise.givens.get(cell).is_none() {
            sheet.entries.set(cell, exercise.position.digits.get(cell));
        }
    }
    sheet.centre = exercise.position.candidates;
    sheet
}

/// The highlights of an exercise's step at `shown` (0 the pattern, 1 with its links, 2 with
/// its result), the way hints draw them.
pub fn example_marks(exercise: &Exercise, shown: usize) -> HintState {
    let mut step = exercise.step.clone();
    if shown < 2 {
        step.eliminations.clear();
        step.placements.clear();
    }
    HintState {
        position: exercise.position.digits,
        stage: 3,
        advice: Advice::Modern {
            hint: Box::new(Hint::Step(step)),
            explanation: None,
            summary: None,
        },
        message: String::new(),
        line: 0,
        whole: shown >= 1,
    }
}

/// Learn's state.
#[derive(Clone, PartialEq, Debug)]
pub struct Learn {
    /// The player's progress.
    pub mastery: Mastery,
    /// A note about the progress's storage (unreadable, full), shown until the next change.
    pub note: Option<String>,
    /// The lesson open; none: the list.
    pub open: Option<Technique>,
    /// The part on screen.
    pub part: Part,
    /// The lesson's worked examples (empty until they arrive), or why there are none.
    pub examples: Result<Vec<Exercise>, String>,
    /// The example shown.
    pub example: usize,
    /// How far it is drawn (index into [`SHOW_STAGES`]).
    pub shown: usize,
    /// The drill, or why there is none yet ("Making a position…", a failure).
    pub drill: Result<Drill, String>,
    /// Drills asked for so far in this lesson (part of the next seed).
    pub drills: u64,
    /// Whether the candidate tool strikes (else it places a digit).
    pub striking: bool,
}

impl Default for Learn {
    fn default() -> Learn {
        Learn {
            mastery: Mastery::default(),
            note: None,
            open: None,
            part: Part::Idea,
            examples: Ok(Vec::new()),
            example: 0,
            shown: 0,
            drill: Err(MAKING.into()),
            drills: 0,
            striking: true,
        }
    }
}

/// What can happen in Learn.
#[derive(Clone, PartialEq, Debug)]
pub enum LearnAction {
    /// The progress read from storage, with a note if any.
    Mastery(Mastery, Option<String>),
    /// Open a technique's lesson.
    Open(Technique),
    /// Back to the list.
    List,
    /// Show a part of the lesson.
    Part(Part),
    /// The worked examples arrived.
    Examples(Technique, Answer<Vec<Exercise>>),
    /// Show worked example `n`.
    Example(usize),
    /// Draw the example up to stage `n`.
    Show(usize),
    /// A drill was asked for.
    DrillAsked,
    /// A drill position arrived.
    Drilled(Technique, Answer<Result<Exercise, String>>),
    /// Choose a cell of the drill.
    Cursor(Cell),
    /// The digit tool: strike (true) or place (false).
    Striking(bool),
    /// A digit on the chosen cell: strike or restore that candidate, or place or lift it.
    Digit(Digit),
    /// A tap on a cell's candidate slot: chooses the cell and, with the strike tool or on the
    /// cell already chosen in a drill whose answer is removals, strikes that candidate or
    /// restores it.
    Tap(Cell, Digit),
    /// Undo every move on the drill's board.
    Reset,
    /// The verdict on the player's move.
    Checked(Exercise, Answer<(Verdict, String)>),
    /// The next stage of the nudge ladder arrived or was asked for.
    Nudged(Exercise, Answer<Hinted>),
    /// Show the next stage of the nudge.
    NudgeMore,
}

/// "Making a position…": the drill's place while the engine works.
pub const MAKING: &str = "Making a position for you…";

impl Reducible for Learn {
    type Action = LearnAction;

    fn reduce(self: Rc<Self>, action: LearnAction) -> Rc<Self> {
        let mut next = (*self).clone();
        apply(&mut next, action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

fn apply(next: &mut Learn, action: LearnAction) {
    use LearnAction as A;
    match action {
        A::Mastery(m, note) => {
            next.mastery = m;
            next.note = note;
        }
        A::Open(t) => {
            *next = Learn {
                mastery: std::mem::take(&mut next.mastery),
                note: next.note.take(),
                open: Some(t),
                ..Learn::default()
            };
        }
        A::List => next.open = None,
        A::Part(p) => next.part = p,
        A::Examples(t, answer) if next.open == Some(t) => {
            next.examples = answer.map_err(|e| e.to_string());
            next.example = 0;
            next.shown = 0;
        }
        A::Example(n) => {
            let count = next.examples.as_ref().map_or(0, Vec::len);
            if n < count {
                next.example = n;
                next.shown = 0;
            }
        }
        A::Show(n) => next.shown = n.min(SHOW_STAGES.len() - 1),
        A::DrillAsked => {
            next.drills += 1;
            next.drill = Err(MAKING.into());
        }
        A::Drilled(t, answer) if next.open == Some(t) => {
            next.drill = match answer {
                Ok(Ok(exercise)) => Ok(Drill::new(exercise)),
                Ok(Err(why)) => Err(format!("No position could be made: {why}")),
                Err(e) => Err(format!("No position could be made: {e}")),
            };
        }
        A::Checked(exercise, answer) => checked(next, &exercise, answer),
        A::Nudged(exercise, answer) => {
            if let Some(d) = next.drill.as_mut().ok().filter(|d| d.exercise == exercise) {
                d.helped = true;
                d.nudge = match answer {
                    Ok(Hinted::Modern {
                        hint,
                        message,
                        explanation,
                        summary,
                    }) => Some(HintState {
                        position: exercise.position.digits,
                        stage: 1,
                        advice: Advice::Modern {
                            hint,
                            explanation,
                            summary,
                        },
                        message,
                        line: 0,
                        whole: false,
                    }),
                    _ => None,
                };
            }
        }
        other => drill_move(next, other),
    }
}

/// The player's moves on the drill's board and the nudge's next stage.
fn drill_move(next: &mut Learn, action: LearnAction) {
    use LearnAction as A;
    if let A::Striking(on) = action {
        next.striking = on;
        return;
    }
    let striking = next.striking;
    let Ok(d) = next.drill.as_mut() else {
        return;
    };
    match action {
        A::Cursor(cell) => d.cursor = Some(cell),
        A::Tap(cell, digit) => {
            let chosen = d.cursor.replace(cell);
            let c = Candidate { cell, digit };
            let written = d.exercise.position.candidates.get(cell).contains(digit);
            let free = d.exercise.position.digits.get(cell).is_none()
                && d.placed.is_none_or(|(at, _)| at != cell);
            // A second tap on the chosen cell strikes whatever the tool when the answer is
            // removals: placing is the keypad's job there.
            let again = chosen == Some(cell) && d.exercise.step.placements.is_empty();
            if (striking || again) && free && (written || d.struck.contains(&c)) {
                d.verdict = None;
                d.placed = None;
                toggle_strike(d, cell, digit);
            }
        }
        A::Digit(digit) => {
            let Some(cell) = d.cursor else { return };
            if d.exercise.position.digits.get(cell).is_some() {
                return;
            }
            d.verdict = None;
            if striking {
                d.placed = None;
                toggle_strike(d, cell, digit);
            } else {
                d.struck.clear();
                d.placed = match d.placed {
                    Some(p) if p == (cell, digit) => None,
                    _ => Some((cell, digit)),
                };
            }
        }
        A::Reset => {
            d.struck.clear();
            d.placed = None;
            d.verdict = None;
        }
        A::NudgeMore => {
            if let Some(h) = d.nudge.as_mut() {
                match h.walking() {
                    Some(at) if !at.at_end() => h.line = at.line + 1,
                    _ => h.stage = (h.stage + 1).min(4),
                }
            }
        }
        _ => {}
    }
}

/// Strikes the candidate `digit` of `cell`, or puts it back; a digit that is not a candidate
/// there is left alone.
fn toggle_strike(d: &mut Drill, cell: Cell, digit: Digit) {
    let c = Candidate { cell, digit };
    if let Some(at) = d.struck.iter().position(|&s| s == c) {
        d.struck.remove(at);
    } else if d.exercise.position.candidates.get(cell).contains(digit) {
        d.struck.push(c);
    }
}

/// A verdict arrived: shown on the drill it is about; a right answer draws the pattern.
fn checked(next: &mut Learn, exercise: &Exercise, answer: Answer<(Verdict, String)>) {
    let Some(d) = next.drill.as_mut().ok().filter(|d| &d.exercise == exercise) else {
        return;
    };
    match answer {
        Ok((verdict, message)) => {
            if verdict != Verdict::Right && verdict != Verdict::Nothing {
                d.helped = true;
            }
            d.verdict = Some((verdict, message));
        }
        Err(e) => d.verdict = Some((Verdict::Nothing, format!("The check failed: {e}"))),
    }
}

/// The result to count for a verdict on a drill (`helped`: a nudge or a wrong check came
/// before): right (clean or helped) or wrong; nothing for "no move made".
pub fn outcome(helped: bool, verdict: &Verdict) -> Option<Outcome> {
    match verdict {
        Verdict::Right if helped => Some(Outcome::Helped),
        Verdict::Right => Some(Outcome::Clean),
        Verdict::Nothing => None,
        _ => Some(Outcome::Wrong),
    }
}

impl Learn {
    /// The example on screen, if any.
    pub fn example(&self) -> Option<&Exercise> {
        self.examples.as_ref().ok()?.get(self.example)
    }

    /// The cells of the drill's board that hold a digit (not to be chosen for a move).
    pub fn filled(&self) -> CellSet {
        self.drill.as_ref().map_or(CellSet::EMPTY, |d| {
            Cell::all()
                .filter(|&c| d.exercise.position.digits.get(c).is_some())
                .collect()
        })
    }

    /// The givens of the drill on screen.
    pub fn givens(&self) -> Grid {
        self.drill
            .as_ref()
            .map_or(Grid::EMPTY, |d| d.exercise.givens)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::walk::tests::{aic_step, AIC};
    use solver_core::logic::{Candidates, Position};

    /// The AIC puzzle's first step as an exercise.
    fn exercise() -> Exercise {
        let givens: Grid = AIC.parse().expect("the puzzle");
        let Hint::Step(step) = aic_step() else {
            panic!("a step")
        };
        Exercise {
            technique: step.technique,
            givens,
            position: Position::of(&Candidates::from_grid(&givens)),
            step,
            source: "test".into(),
        }
    }

    fn run(learn: Learn, actions: Vec<LearnAction>) -> Learn {
        let mut learn = Rc::new(learn);
        for a in actions {
            learn = learn.reduce(a);
        }
        (*learn).clone()
    }

    fn cell(name: &str) -> Cell {
        Cell::all().find(|c| c.to_string() == name).expect("a cell")
    }

    #[test]
    fn strikes_toggle_a_placement_replaces_them_and_the_board_shows_both() {
        let e = exercise();
        let t = e.technique;
        let r1c3 = cell("r1c3");
        let cands = e.position.candidates.get(r1c3);
        let (d, other) = {
            let mut it = cands.iter();
            (it.next().expect("a candidate"), it.next().expect("two"))
        };
        let absent = Digit::ALL
            .into_iter()
            .find(|&x| !cands.contains(x))
            .expect("one not there");
        let learn = run(
            Learn::default(),
            vec![
                LearnAction::Open(t),
                LearnAction::Drilled(t, Ok(Ok(e.clone()))),
                LearnAction::Cursor(r1c3),
                LearnAction::Digit(d),
                LearnAction::Digit(other),
                LearnAction::Digit(other),  // struck again: back
                LearnAction::Digit(absent), // not a candidate there: nothing
            ],
        );
        let drill = learn.drill.as_ref().expect("a drill");
        assert_eq!(
            drill.struck,
            vec![Candidate {
                cell: r1c3,
                digit: d
            }]
        );
        assert!(!drill.sheet().centre.get(r1c3).contains(d));
        assert!(drill.sheet().centre.get(r1c3).contains(other));
        assert_eq!(
            drill.attempt(),
            Attempt::Remove {
                removed: drill.struck.clone()
            }
        );
        // The place tool: a digit replaces the strikes; a given's cell takes nothing.
        let r1c1 = cell("r1c1");
        let learn = run(
            learn,
            vec![
                LearnAction::Striking(false),
                LearnAction::Digit(other),
                LearnAction::Cursor(r1c1),
                LearnAction::Digit(other),
            ],
        );
        let drill = learn.drill.as_ref().expect("a drill");
        assert!(drill.struck.is_empty());
        assert_eq!(
            drill.attempt(),
            Attempt::Place {
                cell: r1c3,
                digit: other
            }
        );
        assert_eq!(drill.sheet().entries.get(r1c3), Some(other));
        assert_eq!(drill.sheet().entries.get(r1c1), None);
    }

    #[test]
    fn a_tap_on_a_candidate_strikes_it_and_a_second_restores_it() {
        let (e, r1c3) = (exercise(), cell("r1c3"));
        let cands = e.position.candidates.get(r1c3);
        let d = cands.iter().next().expect("a candidate");
        let absent = (!cands).iter().next().expect("one not there");
        let t = e.technique;
        let struck = |learn: &Learn| learn.drill.as_ref().expect("a drill").struck.clone();
        let learn = run(
            Learn::default(),
            vec![
                LearnAction::Open(t),
                LearnAction::Drilled(t, Ok(Ok(e.clone()))),
                LearnAction::Tap(r1c3, d),
                LearnAction::Tap(r1c3, absent), // an empty slot: the cell chosen, nothing struck
            ],
        );
        assert_eq!(
            struck(&learn),
            vec![Candidate {
                cell: r1c3,
                digit: d
            }]
        );
        assert_eq!(learn.drill.as_ref().expect("a drill").cursor, Some(r1c3));
        let learn = run(learn, vec![LearnAction::Tap(r1c3, d)]);
        assert!(struck(&learn).is_empty());
        // With the place tool a tap only chooses the cell; a given's cell never strikes.
        let r1c1 = cell("r1c1");
        let learn = run(
            learn,
            vec![
                LearnAction::Tap(r1c1, d),
                LearnAction::Striking(false),
                LearnAction::Tap(r1c3, d),
            ],
        );
        assert!(struck(&learn).is_empty());
        assert_eq!(learn.drill.as_ref().expect("a drill").cursor, Some(r1c3));
    }

    #[test]
    fn a_tap_on_the_chosen_cell_strikes_with_either_tool_when_the_answer_is_removals() {
        let (e, r1c3) = (exercise(), cell("r1c3"));
        assert!(e.step.placements.is_empty() && !e.step.eliminations.is_empty());
        let d = e
            .position
            .candidates
            .get(r1c3)
            .iter()
            .next()
            .expect("a candidate");
        let t = e.technique;
        let struck = |learn: &Learn| learn.drill.as_ref().expect("a drill").struck.clone();
        let place_tool = vec![
            LearnAction::Open(t),
            LearnAction::Drilled(t, Ok(Ok(e.clone()))),
            LearnAction::Striking(false),
        ];
        // The first tap chooses the cell, the second strikes, the third restores.
        let chosen = run(Learn::default(), place_tool.clone());
        let chosen = run(chosen, vec![LearnAction::Tap(r1c3, d)]);
        assert!(struck(&chosen).is_empty());
        let learn = run(chosen.clone(), vec![LearnAction::Tap(r1c3, d)]);
        assert_eq!(
            struck(&learn),
            vec![Candidate {
                cell: r1c3,
                digit: d
            }]
        );
        assert!(!learn.striking, "the tool is left as it was");
        let learn = run(learn, vec![LearnAction::Tap(r1c3, d)]);
        assert!(struck(&learn).is_empty());
        // Another cell's candidate only moves the choice there.
        let (other, d2) = Cell::all()
            .filter(|&c| c != r1c3)
            .find_map(|c| Some((c, e.position.candidates.get(c).iter().next()?)))
            .expect("another cell with candidates");
        let learn = run(chosen, vec![LearnAction::Tap(other, d2)]);
        assert!(struck(&learn).is_empty());
        // A drill whose answer is a placement: with the place tool a tap only chooses.
        let mut placing = e.clone();
        placing.step.placements = vec![Candidate {
            cell: r1c3,
            digit: d,
        }];
        placing.step.eliminations.clear();
        let mut actions = place_tool;
        actions[1] = LearnAction::Drilled(t, Ok(Ok(placing)));
        actions.extend([LearnAction::Tap(r1c3, d), LearnAction::Tap(r1c3, d)]);
        assert!(struck(&run(Learn::default(), actions)).is_empty());
    }

    #[test]
    fn a_wrong_check_or_a_nudge_makes_the_next_right_answer_helped() {
        let e = exercise();
        let t = e.technique;
        let wrong = Verdict::Missing { count: 1 };
        let learn = run(
            Learn::default(),
            vec![
                LearnAction::Open(t),
                LearnAction::Drilled(t, Ok(Ok(e.clone()))),
                LearnAction::Checked(e.clone(), Ok((wrong.clone(), "1 missing".into()))),
            ],
        );
        let drill = learn.drill.as_ref().expect("a drill");
        assert!(drill.helped && !drill.is_right());
        assert_eq!(
            outcome(drill.helped, &Verdict::Right),
            Some(Outcome::Helped)
        );
        assert_eq!(outcome(false, &Verdict::Right), Some(Outcome::Clean));
        assert_eq!(outcome(false, &wrong), Some(Outcome::Wrong));
        assert_eq!(outcome(false, &Verdict::Nothing), None);
        // A verdict about another position (an older drill) changes nothing.
        let mut old = e.clone();
        old.source = "older".into();
        let same = run(
            learn.clone(),
            vec![LearnAction::Checked(
                old,
                Ok((Verdict::Right, String::new())),
            )],
        );
        assert_eq!(same, learn);
        // Drilled for another lesson than the one open: ignored.
        let other = run(
            learn.clone(),
            vec![LearnAction::Drilled(
                Technique::XWing,
                Err(crate::wire::EngineError::Cancelled),
            )],
        );
        assert_eq!(other, learn);
    }

    #[test]
    fn an_example_is_drawn_pattern_then_links_then_result() {
        let e = exercise();
        let pattern = example_marks(&e, 0);
        let links = example_marks(&e, 1);
        let result = example_marks(&e, 2);
        assert!(pattern.step().is_some_and(|s| s.eliminations.is_empty()));
        assert!(pattern.walked_links().0.is_empty());
        assert!(!links.walked_links().0.is_empty());
        assert!(links.step().is_some_and(|s| s.eliminations.is_empty()));
        assert_eq!(
            result.step().map(|s| &s.eliminations),
            Some(&e.step.eliminations)
        );
        assert!(!e.step.eliminations.is_empty());
    }
}
