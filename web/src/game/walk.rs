//! A chain hint walked link by link: at the "why" stage the panel shows one line of the chain
//! at a time ("Next" shows the next), and the grid draws only the links named so far, the
//! current line's emphasised. The last line states the conclusion.
//!
//! The lines come from the explanation; until solver-core's `Explanation` carries them
//! (`walk`), [`lines`] builds a plain stand-in from the step's links, one line a link.

use super::coach::{Advice, HintState};
use super::settings::ChainNotation;
use super::sheet::Sheet;
use solver_core::logic::{Hint, Link, LinkKind, Step};
use solver_core::{Candidate, Cell, Grid};

/// One line of a walked chain: its text and the links (indices into the step's
/// `evidence.links`) it adds; `branch`: which forcing branch it belongs to, if any.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WalkLine {
    /// What the line says.
    pub text: String,
    /// The links it adds.
    pub links: Vec<u16>,
    /// The forcing branch (0, 1, …), none for a single chain.
    pub branch: Option<u8>,
}

/// The walk of a step: one line a link, then the conclusion; none for a step without links.
pub fn lines(step: &Step, conclusion: &str) -> Vec<WalkLine> {
    let links = &step.evidence.links;
    if links.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<WalkLine> = Vec::with_capacity(links.len() + 1);
    for (i, l) in links.iter().enumerate() {
        let Ok(index) = u16::try_from(i) else { break };
        // A link shared by two branches is walked once.
        if links[..i].contains(l) {
            continue;
        }
        out.push(WalkLine {
            text: link_text(l),
            links: vec![index],
            branch: None,
        });
    }
    out.push(WalkLine {
        text: format!("So: {conclusion}"),
        links: Vec::new(),
        branch: None,
    });
    out
}

/// The whole chain on one line in `notation`, for experts (a stand-in for the explanation's
/// `chain`): `(5)r1c1=(5)r1c5-(7)r1c5` in Eureka, `5r1c1=5r1c5-7r1c5` in HoDoKu's, strong
/// links `=`, weak `-`; forcing branches apart, separated by `; `.
pub fn chain_text(step: &Step, notation: ChainNotation) -> String {
    let node = |c: Candidate| match notation {
        ChainNotation::Eureka => format!("({}){}", c.digit, c.cell),
        ChainNotation::Hodoku => format!("{}{}", c.digit, c.cell),
    };
    let mut out = String::new();
    let mut last: Option<Candidate> = None;
    for l in &step.evidence.links {
        if last != Some(l.from) {
            if last.is_some() {
                out.push_str("; ");
            }
            out.push_str(&node(l.from));
        }
        out.push(match l.kind {
            LinkKind::Strong => '=',
            LinkKind::Weak => '-',
        });
        out.push_str(&node(l.to));
        last = Some(l.to);
    }
    out
}

fn link_text(l: &Link) -> String {
    let (from, to) = (l.from, l.to);
    match l.kind {
        LinkKind::Strong => format!(
            "If {} is not {}, then {} is {}.",
            from.cell, from.digit, to.cell, to.digit
        ),
        LinkKind::Weak => format!(
            "If {} is {}, then {} is not {}.",
            from.cell, from.digit, to.cell, to.digit
        ),
    }
}

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
    pub fn walk(&self) -> Vec<WalkLine> {
        match (self.step(), self.explanation()) {
            (Some(step), Some(e)) => lines(step, &e.what),
            _ => Vec::new(),
        }
    }

    /// The whole chain in `notation`, when the step is a chain.
    pub fn chain(&self, notation: ChainNotation) -> Option<String> {
        self.step()
            .filter(|s| !s.evidence.links.is_empty())
            .map(|s| chain_text(s, notation))
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
        let bare = |cell: Cell| digits.get(cell).is_none() && sheet.center.get(cell).is_empty();
        let e = &step.evidence;
        step.eliminations.iter().any(|c| bare(c.cell))
            || e.links.iter().any(|l| bare(l.from.cell) || bare(l.to.cell))
    }
}
