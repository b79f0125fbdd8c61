//! The coach: the hint on screen and its ladder (nudge, where, what, why, Apply), from the
//! modern techniques or from SUDOGEN's classic coach, and what a press of "Hint" does.

use super::message::{failed_call, say};
use super::Tone;
use super::{Action, Game};
use crate::wire::{Answer, Hinted, Request};
use solver_core::logic::{Explanation, Group, Hint, Link};
use solver_core::sudogen::ClassicHint;
use solver_core::{Cell, DigitSet, Grid, Technique};

/// A hint given, as the hint log keeps it: its words and the technique it used (the log links
/// to the technique's lesson).
#[derive(Clone, PartialEq, Debug)]
pub struct LoggedHint {
    /// What the hint said.
    pub text: String,
    /// The technique of the step, when the hint is one.
    pub technique: Option<Technique>,
}

/// What the coach advises.
#[derive(Clone, PartialEq, Debug)]
pub enum Advice {
    /// A hint of the modern coach.
    Modern {
        /// The hint (boxed: a step is large).
        hint: Box<Hint>,
        /// The graded explanation, when it is a step.
        explanation: Option<Explanation>,
        /// The technique's idea in one sentence, as the worker answered it (none where no
        /// panel shows it).
        summary: Option<String>,
    },
    /// A line of SUDOGEN's classic coach (none once its transcript is over).
    Classic {
        /// The line.
        hint: Option<ClassicHint>,
        /// Which of the coach's lines for this position it is (0, 1, …).
        line: u32,
    },
}

/// The hint on screen: how far up the ladder the player has gone.
#[derive(Clone, PartialEq, Debug)]
pub struct HintState {
    /// The givens and digits it was computed for (a change of position drops it).
    pub position: Grid,
    /// 1 nudge, 2 where, 3 what, 4 why.
    pub stage: u8,
    /// The advice.
    pub advice: Advice,
    /// It as one line.
    pub message: String,
    /// At the "why" stage of a chain: the line of its walk shown (0 first).
    pub line: usize,
    /// Whether the player asked to see the whole chain at once.
    pub whole: bool,
}

impl HintState {
    /// The graded explanation, when the advice is a step of the modern coach.
    pub fn explanation(&self) -> Option<&Explanation> {
        match &self.advice {
            Advice::Modern { explanation, .. } => explanation.as_ref(),
            Advice::Classic { .. } => None,
        }
    }

    /// The technique's idea in one sentence (`Technique::summary`, answered by the worker),
    /// when the advice is a step of the modern coach.
    pub fn summary(&self) -> Option<String> {
        match &self.advice {
            Advice::Modern { summary, .. } => summary.clone(),
            Advice::Classic { .. } => None,
        }
    }

    /// Whether the classic coach has a next line for this position: its lines that place
    /// nothing and are not its last ("No more forced values", "[1-6] admits 579"); Hint asks
    /// for the next line instead of advancing.
    pub fn classic_goes_on(&self) -> bool {
        match &self.advice {
            Advice::Modern { .. } => false,
            Advice::Classic { hint, .. } => hint.is_some_and(|h| {
                h.placement().is_none() && !h.is_verdict() && h != ClassicHint::NoMoreHints
            }),
        }
    }

    /// The button that acts on the advice, named for what it does, or none when the advice is
    /// not a move: a step or a forced value is applied ("Apply"); a wrong digit is cleared;
    /// marks ruled out by placed digits are removed. "The puzzle has no solution", "more than
    /// one solution", "Solved!", marks that exclude a cell's digit (the player chooses what to
    /// fix) and the classic coach's lines that place nothing get no button.
    pub fn action(&self) -> Option<&'static str> {
        match &self.advice {
            Advice::Modern { hint, .. } => match hint.as_ref() {
                Hint::Step(_) => Some("Apply"),
                Hint::WrongDigit { .. } => Some("Clear the digit"),
                Hint::StaleMarks { .. } => Some("Remove these marks"),
                _ => None,
            },
            Advice::Classic { hint, .. } => hint.and_then(|h| h.placement()).map(|_| "Apply"),
        }
    }

    /// What the panel offers under the text at this stage.
    pub fn next(&self) -> HintNext {
        if self.classic_goes_on() {
            return HintNext::NextLine;
        }
        match self.action() {
            Some(label) if self.stage >= 4 || self.explanation().is_none() => {
                HintNext::Button(label)
            }
            Some(_) => HintNext::PressAgain,
            None => HintNext::Nothing,
        }
    }

    /// The chain links to draw over the grid: those walked so far ([`HintState::walked_links`]).
    pub fn links(&self) -> Vec<Link> {
        self.walked_links().0
    }

    /// The grouped nodes of the chain, while some of its links are drawn.
    pub fn groups(&self) -> Vec<Group> {
        match self.step() {
            Some(step) if !self.links().is_empty() => step.evidence.groups.clone(),
            _ => Vec::new(),
        }
    }

    /// The text for the current stage; from the "why" stage on, the reason comes separately
    /// ([`HintState::why`]).
    pub fn text(&self) -> String {
        match (self.explanation(), self.stage) {
            (Some(e), 1) => e.nudge.clone(),
            (Some(e), 2) => e.pointer.clone(),
            (Some(e), _) => e.what.clone(),
            (None, _) => self.message.clone(),
        }
    }

    /// The reason, at the "why" stage of a step: a paragraph of its own under the "what" line
    /// (some "what" lines end without a full stop; run together, the two read as one sentence:
    /// "…and r3c1 In box 7, …").
    /// None when the reason only repeats the "what" line (a guess).
    pub fn why(&self) -> Option<&str> {
        self.explanation()
            .filter(|e| self.stage >= 4 && e.why != e.what)
            .map(|e| e.why.as_str())
    }
}

/// What the hint panel offers under the hint's text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintNext {
    /// A button that acts on the advice, with its label ("Apply", "Clear the digit", …).
    Button(&'static str),
    /// The ladder has further stages before the button (the panel offers "More").
    PressAgain,
    /// The classic coach has a next line for this position.
    NextLine,
    /// Nothing: the advice is not a move (no solution, solved, no more hints, …).
    Nothing,
}

/// What a press of "Hint" does.
#[derive(Clone, PartialEq, Debug)]
pub enum HintPress {
    /// Show the next stage of the hint on screen.
    Advance,
    /// Nothing to hint at: say so.
    Refuse(String),
    /// Ask the engine, then dispatch [`Action::HintReceived`] with `position` and
    /// `classic_line`.
    Ask {
        /// The question (boxed: it is large).
        request: Box<Request>,
        /// The position it is about.
        position: Grid,
        /// For the classic coach: which of its lines is asked for.
        classic_line: Option<u32>,
    },
}

impl Game {
    /// What a press of "Hint" does now: the next stage of the hint on screen, or (for a new
    /// position, or the classic coach's next line) a question for the engine.
    pub fn hint_press(&self) -> HintPress {
        let position = self.digits();
        let current = self.hint.as_ref().filter(|h| h.position == position);
        // The classic coach goes on with its next line once the current one places nothing.
        let next_classic_line = current.and_then(|h| match h.advice {
            Advice::Classic { line, .. } if h.classic_goes_on() => Some(line + 1),
            _ => None,
        });
        if current.is_some() && !(self.settings.classic_coach && next_classic_line.is_some()) {
            return HintPress::Advance;
        }
        if self.givens == Grid::EMPTY {
            return HintPress::Refuse("Enter or open a puzzle first.".into());
        }
        if self.settings.classic_coach {
            let skip = next_classic_line.unwrap_or(0);
            return HintPress::Ask {
                request: Box::new(Request::ClassicHint { position, skip }),
                position,
                classic_line: Some(skip),
            };
        }
        let marks = (!self.sheet.centre.is_empty())
            .then(|| Cell::all().map(|c| self.sheet.centre.get(c)).collect());
        HintPress::Ask {
            request: Box::new(Request::Hint {
                givens: self.givens,
                entries: self.sheet.entries,
                marks,
                notation: self.settings.notation,
                chain_notation: self.settings.chain_notation,
            }),
            position,
            classic_line: None,
        }
    }
}

/// The coach's actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::HintReceived {
            position,
            classic_line,
            result,
        } => {
            if position == prev.digits() {
                received(next, position, classic_line, result);
            }
        }
        Action::HintAdvance => {
            if let Some(h) = next.hint.as_mut() {
                match h.walking() {
                    Some(at) if !at.at_end() => h.line = at.line + 1,
                    _ => h.stage = (h.stage + 1).min(4),
                }
            }
        }
        Action::HintWholeChain => {
            if let Some(h) = next.hint.as_mut() {
                h.whole = !h.whole;
            }
        }
        Action::HintFillCandidates => fill_for_hint(next, prev),
        Action::ApplyHint => apply_hint(next, prev),
        other => return Some(other),
    }
    None
}

fn received(next: &mut Game, position: Grid, classic_line: Option<u32>, result: Answer<Hinted>) {
    let (advice, message) = match result {
        Ok(Hinted::Modern {
            hint,
            message,
            explanation,
            summary,
        }) => (
            Advice::Modern {
                hint,
                explanation,
                summary,
            },
            message,
        ),
        Ok(Hinted::Classic { hint, message }) => (
            Advice::Classic {
                hint,
                line: classic_line.unwrap_or(0),
            },
            message,
        ),
        Err(error) => {
            if let Some(m) = failed_call("No hint", error) {
                next.message = Some(m);
            }
            return;
        }
    };
    let state = HintState {
        position,
        stage: 1,
        advice,
        message,
        line: 0,
        whole: false,
    };
    next.hint_log.push(LoggedHint {
        text: state
            .explanation()
            .map_or(state.message.clone(), |e| e.what.clone()),
        technique: state.step().map(|s| s.technique),
    });
    next.hint = Some(state);
    next.message = None;
}

fn apply_hint(next: &mut Game, prev: &Game) {
    let Some(h) = prev.hint.clone() else {
        return;
    };
    let before = next.snapshot();
    match &h.advice {
        Advice::Modern { hint, .. } => apply_modern(next, prev, hint),
        Advice::Classic {
            hint: Some(hint), ..
        } => {
            if let Some(p) = hint.placement() {
                next.place_hinted(p.cell, p.digit);
            }
        }
        Advice::Classic { hint: None, .. } => {}
    }
    next.hint = None;
    next.record(before);
    next.announce_solved(before);
}

/// "Fill candidates": the hint acts on candidates the player has not written; write them
/// all (one undoable change) and say so.
fn fill_for_hint(next: &mut Game, prev: &Game) {
    let before = next.snapshot();
    next.sheet.fill_candidates(&prev.givens);
    next.record(before);
    next.message = say(Tone::Info, FILLED);
}

/// What the message line says when Apply wrote the candidates to remove some.
pub const FILLED_TO_APPLY: &str =
    "Candidates filled in to apply the step: each empty cell now shows the digits it can still hold.";

/// What the message line says once the coach has written the candidates.
pub const FILLED: &str =
    "Candidates filled in: each empty cell now shows the digits it can still hold.";

fn apply_modern(next: &mut Game, prev: &Game, hint: &Hint) {
    match hint {
        Hint::Step(step) => {
            if next.sheet.centre.is_empty() && !step.eliminations.is_empty() {
                // Eliminations need marks to act on: write the candidates first, and say so.
                next.sheet.fill_candidates(&prev.givens);
                next.message = say(Tone::Info, FILLED_TO_APPLY);
            }
            for p in &step.placements {
                next.place_hinted(p.cell, p.digit);
            }
            next.remove_marks(&step.eliminations);
        }
        Hint::WrongDigit { cell, .. } => next.sheet.entries.set(*cell, None),
        Hint::StaleMarks { eliminations } => next.remove_marks(eliminations),
        _ => {}
    }
}

impl Game {
    /// Places a digit the coach found (never over a given), clearing the cell's marks.
    fn place_hinted(&mut self, cell: Cell, digit: solver_core::Digit) {
        if self.givens.get(cell).is_some() {
            return;
        }
        self.sheet.entries.set(cell, Some(digit));
        self.sheet.centre.set(cell, DigitSet::EMPTY);
        self.sheet.corner.set(cell, DigitSet::EMPTY);
        if self.auto_candidates {
            self.sheet.clean_peers(cell, digit);
        }
    }

    /// Takes candidates out of the centre marks.
    fn remove_marks(&mut self, eliminations: &[solver_core::Candidate]) {
        for e in eliminations {
            let mut m = self.sheet.centre.get(e.cell);
            m.remove(e.digit);
            self.sheet.centre.set(e.cell, m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::walk::tests::{aic_step, state, AIC};
    use solver_core::logic::Notation;
    use solver_core::sudogen::ClassicHint;

    fn classic(hint: Option<ClassicHint>) -> HintState {
        HintState {
            position: Grid::EMPTY,
            stage: 1,
            advice: Advice::Classic { hint, line: 0 },
            message: hint.map_or(String::new(), |h| h.to_string()),
            line: 0,
            whole: false,
        }
    }

    #[test]
    fn the_hint_log_keeps_each_hint_s_technique_after_it_is_applied() {
        use std::rc::Rc;
        use yew::Reducible;
        let reduce = |g: Game, a: Action| (*Rc::new(g).reduce(a)).clone();
        let givens: Grid = AIC.parse().expect("the puzzle");
        let game = Game {
            givens,
            mode: crate::game::Mode::Play,
            ..Game::default()
        };
        let hint = aic_step();
        let Hint::Step(step) = &hint else {
            unreachable!()
        };
        let (technique, explanation) = (step.technique, step.explain_in(Notation::RowColumn));
        let received = Action::HintReceived {
            position: game.digits(),
            classic_line: None,
            result: Ok(Hinted::Modern {
                hint: Box::new(hint.clone()),
                message: hint.message(Notation::RowColumn),
                explanation: Some(explanation.clone()),
                summary: Some("the worker's sentence".to_string()),
            }),
        };
        let shown = reduce(game, received);
        let summary = shown.hint.as_ref().and_then(HintState::summary);
        assert_eq!(summary.as_deref(), Some("the worker's sentence"));
        let game = reduce(shown, Action::ApplyHint);
        assert!(game.hint.is_none(), "the hint was applied");
        assert_eq!(
            game.hint_log,
            vec![LoggedHint {
                text: explanation.what,
                technique: Some(technique),
            }]
        );
    }

    #[test]
    fn the_ladder_offers_apply_after_why_and_the_reason_apart() {
        let h = aic_step();
        for stage in 1..=3 {
            let s = state(h.clone(), stage);
            assert_eq!(s.next(), HintNext::PressAgain, "stage {stage}");
            assert_eq!(s.why(), None);
        }
        let s = state(h, 4);
        assert_eq!(s.next(), HintNext::Button("Apply"));
        let e = s.explanation().expect("a step explains itself");
        // The "what" line and the reason are two paragraphs, never one run-on line.
        assert_eq!(s.text(), e.what);
        assert_eq!(s.why(), Some(e.why.as_str()));
        // A guess's reason only repeats its line: shown once.
        let mut guess = solver_core::logic::Step::new(solver_core::Technique::Guess);
        guess.placements.push(solver_core::Candidate {
            cell: Cell::from_index(0),
            digit: solver_core::Digit::new_checked(5).expect("a digit"),
        });
        let s = state(Hint::Step(guess), 4);
        let e = s.explanation().expect("a guess explains itself");
        assert_eq!(e.why, e.what, "the case this guards");
        assert_eq!(s.why(), None);
    }

    #[test]
    fn messages_that_are_not_moves_offer_no_button() {
        let cell = Cell::from_index(2);
        for h in [
            Hint::NoSolution,
            Hint::MultipleSolutions,
            Hint::Solved,
            Hint::MarksExcludeSolution { cell },
        ] {
            for stage in 1..=4 {
                assert_eq!(state(h.clone(), stage).next(), HintNext::Nothing, "{h:?}");
                assert_eq!(state(h.clone(), stage).action(), None, "{h:?}");
            }
        }
        let digit = solver_core::Digit::new_checked(1).expect("a digit");
        let wrong = Hint::WrongDigit {
            cell,
            digit,
            clashes_with: vec![],
        };
        assert_eq!(state(wrong, 1).next(), HintNext::Button("Clear the digit"));
        let stale = Hint::StaleMarks {
            eliminations: vec![solver_core::Candidate { cell, digit }],
        };
        assert_eq!(
            state(stale, 1).next(),
            HintNext::Button("Remove these marks")
        );
        for (h, next) in [
            (None, HintNext::Nothing),
            (Some(ClassicHint::Solved), HintNext::Nothing),
            (Some(ClassicHint::NoMoreHints), HintNext::Nothing),
            (Some(ClassicHint::IllegalPuzzle), HintNext::Nothing),
            (Some(ClassicHint::NoMoreForcedValues), HintNext::NextLine),
            (
                Some(ClassicHint::Admits {
                    cell,
                    digits: DigitSet::EMPTY,
                }),
                HintNext::NextLine,
            ),
            (
                Some(ClassicHint::CanOnlyHold { cell, digit }),
                HintNext::Button("Apply"),
            ),
        ] {
            assert_eq!(classic(h).next(), next, "{h:?}");
        }
    }

    #[test]
    fn hint_asks_the_classic_coach_for_its_next_line_only_while_it_has_one() {
        let givens: Grid = AIC.parse().expect("the puzzle");
        let mut game = Game {
            givens,
            ..Game::default()
        };
        game.settings.classic_coach = true;
        let with = |h: Option<ClassicHint>| HintState {
            position: givens,
            ..classic(h)
        };
        game.hint = Some(with(Some(ClassicHint::NoMoreForcedValues)));
        assert!(matches!(
            game.hint_press(),
            HintPress::Ask {
                classic_line: Some(1),
                ..
            }
        ));
        for last in [
            None,
            Some(ClassicHint::NoMoreHints),
            Some(ClassicHint::Solved),
        ] {
            game.hint = Some(with(last));
            assert_eq!(game.hint_press(), HintPress::Advance, "{last:?}");
        }
    }
}
