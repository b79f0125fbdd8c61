//! Chains told one link at a time in plain words: "If r5c3 is not 7, r6c2 must be 7 (the only
//! other place for 7 in box 4), so r6c2 is not 3 (a cell holds one digit)." The nodes, links
//! and reasons here are shared with the forcing-chain and Nishio walks.

use super::{effect, Notation, WalkLine};
use crate::logic::{Link, LinkKind, Step};
use crate::{
    digit::Digit,
    geometry::{Candidate, Cell, House},
};

/// A node of a chain as the words name it: one candidate, or a group of cells for one digit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Node {
    pub(super) cells: Vec<Cell>,
    pub(super) digit: Digit,
}

/// The node a link end stands for: the group it anchors, or the candidate itself.
pub(super) fn node(step: &Step, x: Candidate) -> Node {
    let group = step.evidence.groups.iter().find(|g| g.anchor() == Some(x));
    match group {
        Some(g) => Node {
            cells: g.cells.iter().collect(),
            digit: g.digit,
        },
        None => Node {
            cells: vec![x.cell],
            digit: x.digit,
        },
    }
}

impl Node {
    /// "r5c3", "r5c1 or r5c2".
    pub(super) fn place(&self, n: Notation) -> String {
        super::or_list(self.cells.iter().map(|&c| n.cell(c)))
    }

    /// "r5c3 is 7", "one of r5c1 and r5c2 is 7".
    pub(super) fn is(&self, n: Notation) -> String {
        match self.cells.as_slice() {
            [one] => format!("{} is {}", n.cell(*one), self.digit),
            _ => format!("one of {} is {}", n.cells(&self.cells), self.digit),
        }
    }

    /// "r5c3 is not 7", "neither r5c1 nor r5c2 is 7", "none of r5c1, r5c2 and r5c3 is 7".
    pub(super) fn is_not(&self, n: Notation) -> String {
        match self.cells.as_slice() {
            [one] => format!("{} is not {}", n.cell(*one), self.digit),
            [a, b] => format!(
                "neither {} nor {} is {}",
                n.cell(*a),
                n.cell(*b),
                self.digit
            ),
            _ => format!("none of {} is {}", n.cells(&self.cells), self.digit),
        }
    }

    /// "r6c2 must be 7", "one of r5c1 and r5c2 must be 7".
    fn must_be(&self, n: Notation) -> String {
        match self.cells.as_slice() {
            [one] => format!("{} must be {}", n.cell(*one), self.digit),
            _ => format!("one of {} must be {}", n.cells(&self.cells), self.digit),
        }
    }
}

/// The rows, columns and boxes every cell of `a` and `b` lies in.
pub(super) fn shared_houses(a: &Node, b: &Node) -> Vec<House> {
    let first = a.cells.first().or(b.cells.first());
    let Some(first) = first else {
        return Vec::new();
    };
    first
        .houses()
        .into_iter()
        .filter(|h| {
            a.cells
                .iter()
                .chain(b.cells.iter())
                .all(|&c| h.cells().contains(c))
        })
        .collect()
}

/// "row 6", "row 6 or box 4".
fn house_or(houses: &[House]) -> String {
    super::or_list(houses.iter().map(|h| h.to_string()))
}

/// Why `from` false makes `to` true.
pub(super) fn strong_reason(from: &Node, to: &Node) -> String {
    if from.cells == to.cells {
        return format!(
            "the cell holds only {} and {}",
            from.digit.min(to.digit),
            from.digit.max(to.digit)
        );
    }
    format!(
        "the only other place for {} in {}",
        to.digit,
        house_or(&shared_houses(from, to))
    )
}

/// Why `from` true makes `to` false.
pub(super) fn weak_reason(from: &Node, to: &Node, n: Notation) -> String {
    if from.cells == to.cells {
        return "a cell holds one digit".to_string();
    }
    let subject = if to.cells.len() > 1 {
        "they share"
    } else {
        "it shares"
    };
    match shared_houses(from, to).first() {
        Some(h) => format!("{subject} {h} with {}", from.place(n)),
        None => "it clashes with it".to_string(),
    }
}

/// "r6c2 must be 7 (the only other place for 7 in box 4)".
pub(super) fn strong_clause(step: &Step, link: &Link, n: Notation) -> String {
    let (from, to) = (node(step, link.from), node(step, link.to));
    format!("{} ({})", to.must_be(n), strong_reason(&from, &to))
}

/// "r6c2 is not 3 (a cell holds one digit)".
pub(super) fn weak_clause(step: &Step, link: &Link, n: Notation) -> String {
    let (from, to) = (node(step, link.from), node(step, link.to));
    format!("{} ({})", to.is_not(n), weak_reason(&from, &to, n))
}

/// The walk of an alternating chain (X-Chain, XY-Chain, AIC, Skyscraper, Kite): a line per
/// strong link with the weak link after it, then the conclusion.
pub(super) fn chain_walk(step: &Step, n: Notation) -> Vec<WalkLine> {
    let links = &step.evidence.links;
    let (Some(first), Some(last)) = (links.first(), links.last()) else {
        return Vec::new();
    };
    let mut lines = link_lines(step, n);
    lines.push(WalkLine {
        text: conclusion(step, &node(step, first.from), &node(step, last.to), n),
        links: Vec::new(),
        branch: None,
    });
    lines
}

/// A line per strong link of an alternating chain or loop, with the weak link after it.
pub(super) fn link_lines(step: &Step, n: Notation) -> Vec<WalkLine> {
    let links = &step.evidence.links;
    let mut lines = Vec::new();
    let mut i = 0;
    while i < links.len() {
        let link = &links[i];
        let opening = i == 0;
        let (mut text, mut taken) = match link.kind {
            LinkKind::Strong => {
                let start = node(step, link.from).is_not(n);
                let clause = strong_clause(step, link, n);
                if opening {
                    (format!("If {start}, {clause}"), vec![i])
                } else {
                    (format!("Then {clause}"), vec![i])
                }
            }
            LinkKind::Weak => {
                let start = node(step, link.from).is(n);
                (
                    format!("If {start}, {}", weak_clause(step, link, n)),
                    vec![i],
                )
            }
        };
        if link.kind == LinkKind::Strong {
            if let Some(next) = links.get(i + 1).filter(|l| l.kind == LinkKind::Weak) {
                text.push_str(&format!(", so {}", weak_clause(step, next, n)));
                taken.push(i + 1);
            }
        }
        text.push('.');
        i += taken.len();
        lines.push(WalkLine {
            text,
            links: taken.into_iter().map(index).collect(),
            branch: None,
        });
    }
    lines
}

/// A link's index as the walk records it.
pub(super) fn index(i: usize) -> u16 {
    u16::try_from(i).unwrap_or(u16::MAX)
}

/// The closing line of a chain: one of its two ends is true, and what follows.
fn conclusion(step: &Step, start: &Node, end: &Node, n: Notation) -> String {
    let eff = effect(step, n);
    if start == end {
        return format!(
            "So {} either way: if it is not, the chain makes it so. {}.",
            start.is(n),
            capital(&eff)
        );
    }
    let d = start.digit;
    let targets: Vec<Cell> = step.eliminations.iter().map(|e| e.cell).collect();
    let same_digit = end.digit == d && step.eliminations.iter().all(|e| e.digit == d);
    if same_digit && step.placements.is_empty() && !targets.is_empty() {
        let (verb, pronoun) = if targets.len() == 1 {
            ("sees", "it")
        } else {
            ("see", "they")
        };
        if start.cells.len() == 1 && end.cells.len() == 1 {
            return format!(
                "Either way, {} or {} is {d}, so {}, which {verb} both, cannot be {d}: {pronoun} would clash with the one that is.",
                start.place(n),
                end.place(n),
                n.cells(&targets),
            );
        }
        let cells = |x: &Node| join_or(&x.cells.iter().map(|&c| n.cell(c)).collect::<Vec<_>>());
        return format!(
            "Either way, {d} is in {} or in {}, so {}, which {verb} all of those cells, cannot be {d}: {pronoun} would clash with the one that is.",
            cells(start),
            cells(end),
            n.cells(&targets),
        );
    }
    format!(
        "So {} or {}: one of the two ends is true. {} {} Either way, {eff}.",
        start.is(n),
        end.is(n),
        if_true(step, start, n),
        if_true(step, end, n)
    )
}

/// What an end of the chain rules out when it is true: "If r4c4 is 1, it is not 8." /
/// "If r4c5 is 8, r4c4 cannot be 8 (it shares row 4 with r4c5)."
fn if_true(step: &Step, end: &Node, n: Notation) -> String {
    let mut parts = Vec::new();
    for x in &step.eliminations {
        if end.cells == [x.cell] && end.digit != x.digit {
            parts.push(format!("it is not {}", x.digit));
        } else if end.digit == x.digit {
            let target = Node {
                cells: vec![x.cell],
                digit: x.digit,
            };
            if let Some(h) = shared_houses(end, &target).first() {
                parts.push(format!(
                    "{} cannot be {} (it shares {h} with {})",
                    n.cell(x.cell),
                    x.digit,
                    end.place(n)
                ));
            }
        }
    }
    for p in &step.placements {
        if end.cells == [p.cell] && end.digit == p.digit {
            parts.push(format!("{} is {}", n.cell(p.cell), p.digit));
        }
    }
    if parts.is_empty() {
        return String::new();
    }
    format!("If {}, {}.", end.is(n), parts.join("; "))
}

/// `text` with its first letter in upper case.
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `a`, `a or b`, `a, b or c`.
pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
