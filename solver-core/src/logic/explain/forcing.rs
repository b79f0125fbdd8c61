//! Forcing-chain explanations: each assumption (branch) told one forced move at a time, from
//! its root to the one conclusion every branch reaches (or to the contradiction).

use super::walk::{capital, index, join_or, node, shared_houses, weak_reason, Node};
use super::{a_digit, effect, Notation, Stages, WalkLine};
use crate::geometry::{Candidate, House};
use crate::logic::{Link, LinkKind, Role, Step};

/// The links split into runs: a new run starts where a link does not continue the previous
/// one (a branch's first run starts at its root; a later run at a removal already told).
pub(super) fn branches(links: &[Link]) -> Vec<&[Link]> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=links.len() {
        if i == links.len() || links[i].from != links[i - 1].to {
            if i > start {
                out.push(&links[start..i]);
            }
            start = i;
        }
    }
    out
}

/// The assumptions a forcing chain tries (a contradiction's one root included), in order.
fn roots(step: &Step) -> Vec<Candidate> {
    step.evidence
        .candidates
        .iter()
        .filter(|m| m.role != Role::Off)
        .map(|m| m.candidate)
        .collect()
}

/// Whether the step is a contradiction: one assumption that breaks the grid.
fn is_contradiction(step: &Step) -> bool {
    step.placements.is_empty() && step.evidence.candidates.len() == 1
}

/// (pointer, what, why) of a forcing-chain step; the walk tells the chains.
pub(super) fn explain(step: &Step, n: Notation) -> Stages {
    let ev = &step.evidence;
    let name = step.technique.name();
    let eff = effect(step, n);
    let roots = roots(step);
    if is_contradiction(step) {
        let Some(&x) = roots.first() else {
            return (String::new(), String::new(), String::new());
        };
        let clash = clash_text(step, n);
        let assumed = n.cell(x.cell);
        let d = x.digit;
        return (
            format!("Look for a {name} from {assumed}"),
            format!("{name}: if {assumed} were {d}, {clash}; so {eff}"),
            format!(
                "If {assumed} were {d}, one forced move after another would lead to a dead end: {clash}. So {assumed} is not {d}, and {eff}.{}",
                dynamic_note(step)
            ),
        );
    }
    if let (Some(house), Some(x)) = (ev.houses.first(), roots.first()) {
        let places: Vec<String> = roots.iter().map(|r| n.cell(r.cell)).collect();
        let (d, mut places) = (x.digit, join_or(&places));
        let left_out = excluded_text(step, n);
        let what = format!("{name} from the {d} of {house}: wherever it goes ({places}), {eff}");
        if !left_out.is_empty() {
            places.push_str(&format!(" ({left_out})"));
        }
        return (
            format!("Look for a {name} on {d} in {house}"),
            what,
            format!(
                "The {d} of {house} goes in {places}. Follow each place in turn: every one leads, by forced moves, to the same result, so {eff}.{}",
                dynamic_note(step)
            ),
        );
    }
    let options: Vec<String> = roots.iter().map(|x| x.digit.to_string()).collect();
    let cell = roots.first().map(|x| n.cell(x.cell)).unwrap_or_default();
    let options = join_or(&options);
    (
        format!("Look for a {name} from {cell}"),
        format!("{name} from {cell}: whether it is {options}, {eff}"),
        format!(
            "The cell {cell} holds {options}. Follow each digit in turn: every one leads, by forced moves, to the same result, so {eff}.{}",
            dynamic_note(step)
        ),
    )
}

/// Said after a dynamic forcing chain's summary, when a digit in it needs several lines.
fn dynamic_note(step: &Step) -> &'static str {
    let branch_of = branch_of_links(step, &roots(step));
    let several = partial(&step.evidence.links, &branch_of).contains(&true);
    if step.technique == crate::logic::Technique::DynamicForcingChain && several {
        " A digit placed by several lines needs all of them: each takes away one of its rivals."
    } else {
        ""
    }
}

/// "r4c4 must be 9 (no other digit is left for it)".
fn placed(step: &Step, link: &Link, n: Notation) -> String {
    let (from, to) = (node(step, link.from), node(step, link.to));
    let why = if from.cells == to.cells {
        "no other digit is left for it".to_string()
    } else {
        format!(
            "no other place is left for {} in {}",
            to.digit,
            houses_or(&from, &to)
        )
    };
    format!("{} must be {} ({why})", to.place(n), to.digit)
}

/// The houses `from` and `to` share: "row 3", "column 4 or box 5".
fn houses_or(from: &Node, to: &Node) -> String {
    let houses: Vec<String> = shared_houses(from, to)
        .iter()
        .map(House::to_string)
        .collect();
    join_or(&houses)
}

/// A placement that needs several removals, said at each removal but the last: "one place
/// fewer is left for 2 in row 3 besides r3c7", "one digit fewer is left in r1c6 besides 1".
fn narrowed(step: &Step, link: &Link, n: Notation) -> String {
    let (from, to) = (node(step, link.from), node(step, link.to));
    if from.cells == to.cells {
        return format!(
            "one digit fewer is left in {} besides {}",
            to.place(n),
            to.digit
        );
    }
    format!(
        "one place fewer is left for {} in {} besides {}",
        to.digit,
        houses_or(&from, &to),
        to.place(n)
    )
}

/// For each link, whether it is a strong link whose placement needs a later removal too: a
/// later strong link of the same branch leads to the same candidate.
fn partial(links: &[Link], branch_of: &[Option<u8>]) -> Vec<bool> {
    (0..links.len())
        .map(|i| {
            links[i].kind == LinkKind::Strong
                && (i + 1..links.len()).any(|j| {
                    links[j].kind == LinkKind::Strong
                        && links[j].to == links[i].to
                        && branch_of[j] == branch_of[i]
                })
        })
        .collect()
}

/// "r4c4 is not 2 (it shares row 4 with r4c8)".
fn removed(step: &Step, link: &Link, n: Notation) -> String {
    let (from, to): (Node, Node) = (node(step, link.from), node(step, link.to));
    format!("{} ({})", to.is_not(n), weak_reason(&from, &to, n))
}

fn clause(step: &Step, link: &Link, partial: bool, n: Notation) -> String {
    match link.kind {
        LinkKind::Strong if partial => narrowed(step, link, n),
        LinkKind::Strong => placed(step, link, n),
        LinkKind::Weak => removed(step, link, n),
    }
}

/// The branch (the index of its assumption) each link belongs to, as the walk tells them: a
/// run from a root by a removal opens that root's branch; any other run stays in the branch.
fn branch_of_links(step: &Step, roots: &[Candidate]) -> Vec<Option<u8>> {
    let mut out = Vec::with_capacity(step.evidence.links.len());
    let mut branch: Option<u8> = None;
    for run in branches(&step.evidence.links) {
        let first = run[0];
        let root = roots.iter().position(|&r| r == first.from);
        if let Some(k) = root.and_then(|k| u8::try_from(k).ok()) {
            if first.kind == LinkKind::Weak {
                branch = Some(k);
            }
        }
        out.extend(run.iter().map(|_| branch));
    }
    out
}

/// The walk: each branch from its assumption, a line per forced move (a removal and the
/// placement it leads to), then the closing line.
pub(super) fn walk(step: &Step, n: Notation) -> Vec<WalkLine> {
    let roots = roots(step);
    let branch_of = branch_of_links(step, &roots);
    let partial = partial(&step.evidence.links, &branch_of);
    let mut lines = Vec::new();
    let mut branch: Option<u8> = None;
    let mut offset = 0;
    for run in branches(&step.evidence.links) {
        let (start, first) = (offset, run[0]);
        offset += run.len();
        let root = roots.iter().position(|&r| r == first.from);
        let from = node(step, first.from);
        let known = match first.kind {
            LinkKind::Weak => from.is(n),
            LinkKind::Strong => from.is_not(n),
        };
        let mut prefix = match root.map(|k| u8::try_from(k).ok()) {
            Some(k) if first.kind == LinkKind::Weak && k != branch => {
                branch = k;
                format!("Suppose {known}. Then ")
            }
            Some(_) => format!("Also, since {known}, "),
            None => format!("As {known} (see above), "),
        };
        let mut i = 0;
        while i < run.len() {
            let mut text = format!("{prefix}{}", clause(step, &run[i], partial[start + i], n));
            let mut taken = vec![index(start + i)];
            if let Some(next) = run.get(i + 1).filter(|l| l.kind != run[i].kind) {
                let next_partial = partial[start + i + 1];
                text.push_str(&format!(", so {}", clause(step, next, next_partial, n)));
                taken.push(index(start + i + 1));
            }
            text.push('.');
            i += taken.len();
            lines.push(WalkLine {
                text,
                links: taken,
                branch,
            });
            prefix = "Then ".to_string();
        }
    }
    lines.push(WalkLine {
        text: closing(step, &roots, n),
        links: Vec::new(),
        branch: None,
    });
    lines
}

/// The closing line: the contradiction, or what every branch reaches.
fn closing(step: &Step, roots: &[Candidate], n: Notation) -> String {
    let eff = effect(step, n);
    if is_contradiction(step) {
        let Some(x) = roots.first() else {
            return capital(&eff);
        };
        return format!(
            "Then {}, which cannot be. So {} is not {}: {eff}.",
            clash_text(step, n),
            n.cell(x.cell),
            x.digit
        );
    }
    match excluded_text(step, n) {
        left_out if left_out.is_empty() => format!("In every case, {eff}."),
        left_out => format!("{} In every case, {eff}.", capital(&format!("{left_out}."))),
    }
}

/// The roots left out because assuming them leads to a contradiction (a separate Forcing
/// Chain step shows it): "a 1 in r8c3 leads to a contradiction when assumed, so it is left
/// out", or an empty string.
fn excluded_text(step: &Step, n: Notation) -> String {
    let out: Vec<String> = step
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| {
            format!(
                "{} in {}",
                a_digit(m.candidate.digit),
                n.cell(m.candidate.cell)
            )
        })
        .collect();
    if out.is_empty() {
        return String::new();
    }
    format!(
        "{} leads to a contradiction when assumed, so it is left out",
        join_or(&out)
    )
}

/// What the assumption of a contradiction step breaks: "r4c4 would have no digit left" or
/// "5 would have no place left in row 4".
fn clash_text(step: &Step, n: Notation) -> String {
    let ev = &step.evidence;
    let last = ev.links.last().map(|l| l.to);
    match (ev.houses.first(), last) {
        (Some(house), Some(y)) => format!("{} would have no place left in {house}", y.digit),
        (None, Some(y)) => format!("{} would have no digit left", n.cell(y.cell)),
        _ => "a contradiction would follow".to_string(),
    }
}
