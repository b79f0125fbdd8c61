//! Forcing-chain explanations: each branch of the assumption told link by link, from its root
//! to the one conclusion every branch reaches (or to the contradiction).

use super::{effect, Notation};
use crate::logic::{Link, LinkKind, Role, Step, Technique};
use crate::{Candidate, House};

/// A candidate as a branch states it: `r2c5=7` when true, `r2c5<>3` when removed.
fn node(n: Notation, x: Candidate, on: bool) -> String {
    format!(
        "{}{}{}",
        n.cell(x.cell),
        if on { "=" } else { "<>" },
        x.digit
    )
}

/// The links split into branches: a new branch starts where a link does not continue the
/// previous one.
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

/// One branch: `r2c1=3 -> r2c5<>3 -> r2c5=7`. A weak link leads from a true candidate to a
/// removed one, a strong link from a removed candidate to a placed one (so a line that starts
/// with a strong link starts at a removal already shown).
pub(super) fn branch_text(n: Notation, links: &[Link]) -> String {
    let Some(first) = links.first() else {
        return String::new();
    };
    let mut out = node(n, first.from, first.kind == LinkKind::Weak);
    for link in links {
        out.push_str(" -> ");
        out.push_str(&node(n, link.to, link.kind == LinkKind::Strong));
    }
    out
}

/// Said after the chains of a dynamic forcing chain.
const DYNAMIC_NOTE: &str = " (a digit reached by several of these lines needs all of them: each removes one of the other candidates of its cell, or one of its other places in a row, column or box)";

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The conclusion in words: "r5c5 is 7" / "7 can be removed from r5c5".
fn conclusion(step: &Step, n: Notation) -> String {
    effect(step, n)
}

/// (pointer, what, why) of a forcing-chain step.
pub(super) fn explain(step: &Step, n: Notation) -> (String, String, String) {
    let ev = &step.evidence;
    let name = step.technique.name();
    let eff = conclusion(step, n);
    let chains: Vec<String> = branches(&ev.links)
        .iter()
        .map(|b| branch_text(n, b))
        .collect();
    let mut chains_text = chains.join("; ");
    if step.technique == Technique::DynamicForcingChain {
        chains_text.push_str(DYNAMIC_NOTE);
    }
    let roots: Vec<Candidate> = ev
        .candidates
        .iter()
        .filter(|m| m.role != Role::Off)
        .map(|m| m.candidate)
        .collect();
    let excluded = excluded_text(step, n);
    if step.placements.is_empty() && ev.candidates.len() == 1 {
        let Some(&x) = roots.first() else {
            return (String::new(), String::new(), String::new());
        };
        let clash = clash_text(step, n);
        let assumed = n.cell(x.cell);
        return (
            format!("Look for a {name} from {assumed}"),
            format!(
                "{name}: if {assumed} were {}, {clash}; so {eff}",
                x.digit
            ),
            format!(
                "Assume {assumed} is {}. Follow each chain (-> reads 'so'; = places a digit, <> removes one): {chains_text}. Then {clash}, which cannot be: {assumed} is not {}, and {eff}.",
                x.digit, x.digit
            ),
        );
    }
    let options: Vec<String> = roots.iter().map(|x| x.digit.to_string()).collect();
    if let (Some(house), Some(x)) = (ev.houses.first(), roots.first()) {
        let places: Vec<String> = roots.iter().map(|r| n.cell(r.cell)).collect();
        let d = x.digit;
        return (
            format!("Look for a {name} on {d} in {house}"),
            format!(
                "{name} from the {d} of {house}: wherever it goes ({}), {eff}",
                join_or(&places)
            ),
            format!(
                "The {d} of {house} goes in {}.{excluded} Follow each case (-> reads 'so'; = places a digit, <> removes one): {chains_text}. Every case ends the same way, so {eff}.",
                join_or(&places)
            ),
        );
    }
    let cell = roots.first().map(|x| n.cell(x.cell)).unwrap_or_default();
    (
        format!("Look for a {name} from {cell}"),
        format!(
            "{name} from {cell}: whether it is {}, {eff}",
            join_or(&options)
        ),
        format!(
            "{cell} holds {}.{excluded} Follow each case (-> reads 'so'; = places a digit, <> removes one): {chains_text}. Every case ends the same way, so {eff}.",
            join_or(&options)
        ),
    )
}

/// The roots left out because assuming them leads to a contradiction (a separate Forcing
/// Chain step shows it): " (A 1 in r8c3 leads to a contradiction, so it is left out.)".
fn excluded_text(step: &Step, n: Notation) -> String {
    let out: Vec<String> = step
        .evidence
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| format!("{} in {}", m.candidate.digit, n.cell(m.candidate.cell)))
        .collect();
    if out.is_empty() {
        return String::new();
    }
    format!(
        " ({} leads to a contradiction when assumed, so it is left out.)",
        join_or(&out)
    )
}

/// What the assumption of a contradiction step breaks: "r4c4 would have no candidate left" or
/// "5 would have no place left in row 4".
fn clash_text(step: &Step, n: Notation) -> String {
    let ev = &step.evidence;
    let last = ev.links.last().map(|l| l.to);
    match (ev.houses.first(), last) {
        (Some(house), Some(y)) => no_place(*house, y, n),
        (None, Some(y)) => format!("{} would have no candidate left", n.cell(y.cell)),
        _ => "a contradiction follows".to_string(),
    }
}

fn no_place(house: House, y: Candidate, _n: Notation) -> String {
    format!("{} would have no place left in {house}", y.digit)
}
