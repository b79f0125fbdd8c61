//! The whole chain at once for experts, in Eureka's notation (`(7)r5c3=(7)r6c2-(3)r6c2`) or
//! HoDoKu's (`7r5c3 =7r6c2 -3r6c2`): `=` a strong link, `-` a weak one. A forcing chain's
//! branches are written one after the other, separated by `; `.

use super::walk::{node, Node};
use super::ChainNotation;
use crate::logic::{LinkKind, Step, Technique};

/// The chain line of `step`, or an empty string when the step is not a chain.
pub(super) fn chain_line(step: &Step, c: ChainNotation) -> String {
    use Technique as T;
    let chained = matches!(
        step.technique,
        T::Skyscraper
            | T::TwoStringKite
            | T::XChain
            | T::XyChain
            | T::NiceLoop
            | T::Aic
            | T::ForcingChain
            | T::DynamicForcingChain
            | T::Nishio
    );
    if !chained {
        return String::new();
    }
    let parts: Vec<String> = super::forcing::branches(&step.evidence.links)
        .into_iter()
        .filter_map(|links| {
            let first = links.first()?;
            let mut out = node_text(&node(step, first.from), c);
            for link in links {
                out.push_str(match (c, link.kind) {
                    (ChainNotation::Eureka, LinkKind::Strong) => "=",
                    (ChainNotation::Eureka, LinkKind::Weak) => "-",
                    (ChainNotation::Hodoku, LinkKind::Strong) => " =",
                    (ChainNotation::Hodoku, LinkKind::Weak) => " -",
                });
                out.push_str(&node_text(&node(step, link.to), c));
            }
            Some(out)
        })
        .collect();
    parts.join("; ")
}

/// `(7)r5c3` / `7r5c3`; a group on one row `(7)r5c12`, on one column `(7)r45c3`.
fn node_text(x: &Node, c: ChainNotation) -> String {
    let rows: Vec<usize> = dedup(x.cells.iter().map(|c| c.row() + 1));
    let cols: Vec<usize> = dedup(x.cells.iter().map(|c| c.col() + 1));
    let digits = |v: &[usize]| -> String { v.iter().map(|d| d.to_string()).collect() };
    let place = format!("r{}c{}", digits(&rows), digits(&cols));
    match c {
        ChainNotation::Eureka => format!("({}){place}", x.digit),
        ChainNotation::Hodoku => format!("{}{place}", x.digit),
    }
}

/// The values in order of first appearance, each once.
fn dedup(values: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut out = Vec::new();
    for v in values {
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}
