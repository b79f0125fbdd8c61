//! The coach: the hint on screen and its ladder (nudge, where, what, why, Apply), from the
//! modern techniques or from SUDOGEN's classic coach, and what a press of "Hint" does.

use super::message::failed_call;
use super::{Action, Game};
use crate::wire::{Answer, Hinted, Request};
use solver_core::logic::{Explanation, Hint};
use solver_core::sudogen::ClassicHint;
use solver_core::{Cell, DigitSet, Grid};

/// What the coach advises.
#[derive(Clone, PartialEq, Debug)]
pub enum Advice {
    /// A hint of the modern coach.
    Modern {
        /// The hint (boxed: a step is large).
        hint: Box<Hint>,
        /// The graded explanation, when it is a step.
        explanation: Option<Explanation>,
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
}

impl HintState {
    /// The graded explanation, when the advice is a step of the modern coach.
    pub fn explanation(&self) -> Option<&Explanation> {
        match &self.advice {
            Advice::Modern { explanation, .. } => explanation.as_ref(),
            Advice::Classic { .. } => None,
        }
    }

    /// The technique's idea in one sentence (`Technique::summary`), when the advice is a step of
    /// the modern coach.
    pub fn summary(&self) -> Option<&'static str> {
        match &self.advice {
            Advice::Modern { hint, .. } => match hint.as_ref() {
                Hint::Step(step) => Some(step.technique.summary()),
                _ => None,
            },
            Advice::Classic { .. } => None,
        }
    }

    /// Whether "Apply" has something to do: not for the classic coach's lines that place
    /// nothing ("No more forced values", "[1-6] admits 579"); Hint shows its next line instead.
    pub fn applicable(&self) -> bool {
        match &self.advice {
            Advice::Modern { .. } => true,
            Advice::Classic { hint, .. } => {
                hint.is_some_and(|h| h.placement().is_some() || h.is_verdict())
            }
        }
    }

    /// The text for the current stage.
    pub fn text(&self) -> String {
        match (self.explanation(), self.stage) {
            (Some(e), 1) => e.nudge.clone(),
            (Some(e), 2) => e.pointer.clone(),
            (Some(e), 3) => e.what.clone(),
            (Some(e), _) => format!("{} {}", e.what, e.why),
            (None, _) => self.message.clone(),
        }
    }
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
            Advice::Classic { line, .. } if !h.applicable() => Some(line + 1),
            _ => None,
        });
        if current.is_some() && !(self.classic_coach && next_classic_line.is_some()) {
            return HintPress::Advance;
        }
        if self.givens == Grid::EMPTY {
            return HintPress::Refuse("Enter or open a puzzle first.".into());
        }
        if self.classic_coach {
            let skip = next_classic_line.unwrap_or(0);
            return HintPress::Ask {
                request: Box::new(Request::ClassicHint { position, skip }),
                position,
                classic_line: Some(skip),
            };
        }
        let marks = (!self.sheet.center.is_empty())
            .then(|| Cell::all().map(|c| self.sheet.center.get(c)).collect());
        HintPress::Ask {
            request: Box::new(Request::Hint {
                givens: self.givens,
                entries: self.sheet.entries,
                marks,
                notation: self.notation,
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
                h.stage = (h.stage + 1).min(4);
            }
        }
        Action::ApplyHint => apply_hint(next, prev),
        Action::SetNotation(notation) => next.notation = notation,
        Action::SetClassicCoach(on) => {
            next.classic_coach = on;
            next.hint = None;
        }
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
        }) => (Advice::Modern { hint, explanation }, message),
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
    };
    next.hint_log.push(
        state
            .explanation()
            .map_or(state.message.clone(), |e| e.what.clone()),
    );
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

fn apply_modern(next: &mut Game, prev: &Game, hint: &Hint) {
    match hint {
        Hint::Step(step) => {
            if next.sheet.center.is_empty() && !step.eliminations.is_empty() {
                // Eliminations need marks to act on: write the candidates first.
                next.sheet.fill_candidates(&prev.givens);
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
        self.sheet.center.set(cell, DigitSet::EMPTY);
        self.sheet.corner.set(cell, DigitSet::EMPTY);
        if self.auto_candidates {
            self.sheet.clean_peers(cell, digit);
        }
    }

    /// Takes candidates out of the centre marks.
    fn remove_marks(&mut self, eliminations: &[solver_core::Candidate]) {
        for e in eliminations {
            let mut m = self.sheet.center.get(e.cell);
            m.remove(e.digit);
            self.sheet.center.set(e.cell, m);
        }
    }
}
