//! A chain hint walked line by line: at the "why" stage the panel shows one line of the
//! explanation's walk at a time ("Next link" shows the next), and the grid draws only the
//! links named so far, the current line's emphasised. The last line states the conclusion.

use super::coach::{Advice, HintState};
use super::sheet::Sheet;
use solver_core::logic::{Hint, Link, Step, WalkLine};
use solver_core::{Cell, Grid};

/// Where the walk stands: the current line and how many lines there are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WalkAt {
    /// The line shown (0 first).
    pub line: usize,
    /// The lines in all.
    pub of: usize,
}

impl WalkAt {
    /// Whether the line shown is the last.
    pub fn at_end(self) -> bool {
        self.line + 1 >= self.of
    }
}

impl HintState {
    /// The step of the modern coach this hint is, if any.
    pub fn step(&self) -> Option<&Step> {
        match &self.advice {
            Advice::Modern { hint, .. } => match hint.as_ref() {
                Hint::Step(step) => Some(step),
                _ => None,
            },
            Advice::Classic { .. } => None,
        }
    }

    /// The chain's lines, none for a step that is not a chain.
    pub fn walk(&self) -> &[WalkLine] {
        self.explanation().map_or(&[], |e| e.walk.as_slice())
    }

    /// The whole chain on one line, in the notation the hint was asked in (Settings), when the
    /// step is a chain.
    pub fn chain(&self) -> Option<&str> {
        self.explanation()
            .map(|e| e.chain.as_str())
            .filter(|c| !c.is_empty())
    }

    /// Where the walk stands at the "why" stage of a chain; none otherwise.
    pub fn walking(&self) -> Option<WalkAt> {
        let of = self.walk().len();
        (self.stage >= 4 && of > 0).then_some(WalkAt {
            line: self.line.min(of - 1),
            of,
        })
    }

    /// The links drawn: those of the lines walked so far, each once, and of them the current
    /// line's (emphasised). The whole chain from the "what" stage on when the player asked for
    /// it ([`HintState::whole`]); none before the "why" stage otherwise.
    pub fn walked_links(&self) -> (Vec<Link>, Vec<Link>) {
        let Some(step) = self.step() else {
            return (Vec::new(), Vec::new());
        };
        let all = &step.evidence.links;
        let mut drawn: Vec<Link> = Vec::with_capacity(all.len());
        let mut current: Vec<Link> = Vec::new();
        let push = |list: &mut Vec<Link>, l: Link| {
            if !list.contains(&l) {
                list.push(l);
            }
        };
        if self.whole && self.stage >= 3 {
            all.iter().for_each(|&l| push(&mut drawn, l));
            return (drawn, current);
        }
        let Some(at) = self.walking() else {
            return (drawn, current);
        };
        for (i, line) in self.walk().iter().enumerate().take(at.line + 1) {
            for l in line.links.iter().filter_map(|&k| all.get(usize::from(k))) {
                push(&mut drawn, *l);
                if i == at.line {
                    push(&mut current, *l);
                }
            }
        }
        (drawn, current)
    }

    /// Whether the step acts on candidates the player has not written: a cell it removes
    /// from, or a chain runs through, is empty and has no centre marks.
    pub fn lacks_marks(&self, sheet: &Sheet, digits: &Grid) -> bool {
        let Some(step) = self.step() else {
            return false;
        };
        let bare = |cell: Cell| digits.get(cell).is_none() && sheet.centre.get(cell).is_empty();
        let e = &step.evidence;
        step.eliminations.iter().any(|c| bare(c.cell))
            || e.links.iter().any(|l| bare(l.from.cell) || bare(l.to.cell))
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::game::coach::{FILLED, FILLED_TO_APPLY};
    use crate::game::{Action, Game};
    use solver_core::logic::{hint, Group, Notation};
    use std::rc::Rc;
    use yew::Reducible;

    /// A puzzle whose first step is an AIC of five links, none through a group
    /// (forum_hardest_1905_11+; the WXYZ/VWXYZ wings now come first in the top1465 position used
    /// before).
    pub const AIC: &str =
        "98.7..6..7..6..5......4..8.6...73....5....3....95....65..3..9...9......2..1....3.";

    /// `hint` on screen at `stage`, explained in r1c1 notation.
    pub fn state(hint: Hint, stage: u8) -> HintState {
        let explanation = match &hint {
            Hint::Step(step) => Some(step.explain_in(Notation::RowColumn)),
            _ => None,
        };
        HintState {
            position: Grid::EMPTY,
            stage,
            message: hint.message(Notation::RowColumn),
            line: 0,
            whole: false,
            advice: Advice::Modern {
                hint: Box::new(hint),
                explanation,
                summary: None,
            },
        }
    }

    /// The AIC's first step, from the givens alone.
    pub fn aic_step() -> Hint {
        let givens: Grid = AIC.parse().expect("the puzzle");
        let h = hint(&givens, &Grid::EMPTY, None);
        assert!(
            matches!(&h, Hint::Step(s) if s.technique.name() == "AIC"),
            "{h:?}"
        );
        h
    }

    fn reduce(game: Game, action: Action) -> Game {
        (*Rc::new(game).reduce(action)).clone()
    }

    /// The AIC puzzle in play with its first hint on screen at `stage`.
    fn game_with_hint(stage: u8) -> Game {
        let givens: Grid = AIC.parse().expect("the puzzle");
        let mut game = Game {
            givens,
            mode: crate::game::Mode::Play,
            ..Game::default()
        };
        game.hint = Some(HintState {
            position: game.digits(),
            ..state(aic_step(), stage)
        });
        game
    }

    #[test]
    fn a_chain_is_walked_one_line_at_a_time_at_the_why_stage() {
        let h = aic_step();
        let Hint::Step(step) = &h else { unreachable!() };
        let all = step.evidence.links.clone();
        assert_eq!(all.len(), 5);
        for stage in 1..=3 {
            assert_eq!(state(h.clone(), stage).walked_links(), (vec![], vec![]));
            assert_eq!(state(h.clone(), stage).walking(), None);
        }
        let mut game = game_with_hint(4);
        let shown = |g: &Game| g.hint.clone().expect("the hint");
        let walk = shown(&game).walk().to_vec();
        let of = walk.len();
        assert!(of >= 2, "{walk:?}");
        let mut expected: Vec<Link> = Vec::new();
        for (line, w) in walk.iter().enumerate() {
            let s = shown(&game);
            assert_eq!(s.walking(), Some(WalkAt { line, of }));
            let current: Vec<Link> = w.links.iter().map(|&i| all[usize::from(i)]).collect();
            for l in &current {
                if !expected.contains(l) {
                    expected.push(*l);
                }
            }
            assert_eq!(s.walked_links(), (expected.clone(), current), "line {line}");
            game = reduce(game, Action::HintAdvance);
        }
        // By the last line every link is drawn; a further press stays there.
        assert_eq!(expected.len(), all.len());
        let s = shown(&game);
        assert!(s.walking().is_some_and(WalkAt::at_end));
        assert_eq!(s.walked_links().0, expected);
        // "Whole chain": every link from the "what" stage on, none emphasised, and back.
        let mut game = game_with_hint(3);
        game = reduce(game, Action::HintWholeChain);
        assert_eq!(shown(&game).walked_links(), (all.clone(), vec![]));
        game = reduce(game, Action::HintWholeChain);
        assert_eq!(shown(&game).walked_links(), (vec![], vec![]));
        // Advice that is not a step draws nothing and has no chain to show.
        assert!(state(Hint::NoSolution, 4).walked_links().0.is_empty());
        assert_eq!(state(Hint::NoSolution, 4).chain(), None);
        let chain = shown(&game)
            .chain()
            .map(str::to_string)
            .expect("the chain's line");
        let first = all[0].from;
        assert!(
            chain.starts_with(&format!("({}){}=", first.digit, first.cell)),
            "{chain}"
        );
    }

    #[test]
    fn a_chain_s_groups_show_with_its_links_and_a_shared_link_is_drawn_once() {
        let Hint::Step(mut step) = aic_step() else {
            unreachable!()
        };
        let first = step.evidence.links[0];
        let cells = (0..3)
            .filter_map(|col| Cell::at(first.from.cell.row(), first.from.cell.col() / 3 * 3 + col))
            .collect();
        let group = Group {
            digit: first.from.digit,
            cells,
        };
        step.evidence.groups.push(group);
        step.evidence.links.push(first);
        assert!(state(Hint::Step(step.clone()), 3).groups().is_empty());
        assert_eq!(state(Hint::Step(step.clone()), 4).groups(), vec![group]);
        let whole = HintState {
            whole: true,
            ..state(Hint::Step(step.clone()), 3)
        };
        assert_eq!(whole.links().len(), step.evidence.links.len() - 1);
    }

    #[test]
    fn a_hint_on_candidates_not_written_offers_to_fill_them_and_apply_says_so() {
        let game = game_with_hint(1);
        let s = game.hint.clone().expect("the hint");
        assert!(s.lacks_marks(&game.sheet, &game.digits()));
        // One tap writes them, undoably, and says so; the hint stays, now on written marks.
        let filled = reduce(game.clone(), Action::HintFillCandidates);
        assert!(!s.lacks_marks(&filled.sheet, &filled.digits()));
        assert_eq!(filled.hint.as_ref().map(|h| h.stage), Some(1));
        assert_eq!(
            filled.message.as_ref().map(|m| m.text.as_str()),
            Some(FILLED)
        );
        assert!(reduce(filled.clone(), Action::Undo).sheet.centre.is_empty());
        // Apply on a bare board writes the candidates it removes from, and says so.
        let applied = reduce(game, Action::ApplyHint);
        assert_eq!(
            applied.message.as_ref().map(|m| m.text.as_str()),
            Some(FILLED_TO_APPLY)
        );
        assert!(applied.hint.is_none());
        // Written marks: nothing to offer, nothing said on Apply.
        let applied = reduce(filled, Action::ApplyHint);
        assert_ne!(
            applied.message.map(|m| m.text),
            Some(FILLED_TO_APPLY.to_string())
        );
    }
}
