//! The whole chain at once for experts, in Eureka's notation (`(7)r5c3=(7)r6c2-(3)r6c2`) or
//! HoDoKu's. Eureka writes every candidate, `=` a strong link and `-` a weak one. HoDoKu writes
//! cells, each link with the digit it reaches between its signs (`r5c3 =7= r6c2 -3- r4c2`),
//! a cell's own link left out; an AIC or XY-Chain adds its end digits outside
//! (`7- r5c3 ... -3`), a loop the digits it closes on (`7= r5c3 ... =9`). A forcing chain's
//! branches are written one after the other, separated by `; `: in HoDoKu's form as the
//! candidates each sets or removes (`r1c9=7 r7c9<>7 r7c3=7`).

use super::walk::{node, Node};
use super::ChainNotation;
use crate::logic::{Link, LinkKind, Step, Technique};

/// The chain line of `step`, or an empty string when the step is not a chain.
pub(super) fn chain_line(step: &Step, c: ChainNotation) -> String {
    use Technique as T;
    let alternating = matches!(
        step.technique,
        T::Skyscraper | T::TwoStringKite | T::XChain | T::XyChain | T::NiceLoop | T::Aic
    );
    let forcing = matches!(
        step.technique,
        T::ForcingChain | T::DynamicForcingChain | T::Nishio
    );
    match c {
        _ if !alternating && !forcing => String::new(),
        ChainNotation::Hodoku if alternating => hodoku_chain(step),
        ChainNotation::Hodoku => join_branches(step, hodoku_branch),
        ChainNotation::Eureka => join_branches(step, eureka_branch),
    }
}

/// Each run of links written by `write`, separated by `; `.
fn join_branches(step: &Step, write: fn(&Step, &[Link]) -> String) -> String {
    let parts: Vec<String> = super::forcing::branches(&step.evidence.links)
        .into_iter()
        .filter(|links| !links.is_empty())
        .map(|links| write(step, links))
        .collect();
    parts.join("; ")
}

/// `(7)r5c3=(7)r6c2-(3)r6c2`.
fn eureka_branch(step: &Step, links: &[Link]) -> String {
    let mut out = links
        .first()
        .map(|l| format!("({}){}", l.from.digit, place(&node(step, l.from))))
        .unwrap_or_default();
    for link in links {
        out.push(if link.kind == LinkKind::Strong {
            '='
        } else {
            '-'
        });
        let to = node(step, link.to);
        out.push_str(&format!("({}){}", to.digit, place(&to)));
    }
    out
}

/// `r1c9=7 r7c9<>7 r7c3=7`: the assumption, then what each link sets or removes.
fn hodoku_branch(step: &Step, links: &[Link]) -> String {
    let entry =
        |x: &Node, on: bool| format!("{}{}{}", place(x), if on { "=" } else { "<>" }, x.digit);
    let mut out: Vec<String> = links
        .first()
        .map(|l| entry(&node(step, l.from), l.kind == LinkKind::Weak))
        .into_iter()
        .collect();
    for link in links {
        out.push(entry(&node(step, link.to), link.kind == LinkKind::Strong));
    }
    out.join(" ")
}

/// `7- r5c3 =7= r6c2 -3- r4c2 =3= r4c9 -3`: HoDoKu's chain of an alternating chain or loop.
fn hodoku_chain(step: &Step) -> String {
    let links = &step.evidence.links;
    let (Some(first), Some(last)) = (links.first(), links.last()) else {
        return String::new();
    };
    let start = node(step, first.from);
    let mut out = place(&start);
    let mut cells = start.cells.clone();
    for link in links {
        let to = node(step, link.to);
        if to.cells == cells {
            continue;
        }
        let sign = if link.kind == LinkKind::Strong {
            '='
        } else {
            '-'
        };
        out.push_str(&format!(" {sign}{}{sign} {}", to.digit, place(&to)));
        cells = to.cells;
    }
    match step.technique {
        Technique::XyChain | Technique::Aic => {
            format!("{}- {out} -{}", first.from.digit, last.to.digit)
        }
        Technique::NiceLoop => {
            // The loop closes on its start cell: the digit it comes back in by, and the digit
            // of the first candidate outside that cell.
            let back = links
                .iter()
                .rev()
                .take_while(|l| node(step, l.from).cells == start.cells)
                .last()
                .map_or(last.to.digit, |l| l.from.digit);
            let out_by = links
                .iter()
                .map(|l| node(step, l.to))
                .find(|x| x.cells != start.cells)
                .map_or(first.from.digit, |x| x.digit);
            format!("{back}= {out} ={out_by}")
        }
        _ => out,
    }
}

/// `r5c3`; a group on one row `r5c12`, on one column `r45c3`.
fn place(x: &Node) -> String {
    let rows: Vec<usize> = dedup(x.cells.iter().map(|c| c.row() + 1));
    let cols: Vec<usize> = dedup(x.cells.iter().map(|c| c.col() + 1));
    let digits = |v: &[usize]| -> String { v.iter().map(|d| d.to_string()).collect() };
    format!("r{}c{}", digits(&rows), digits(&cols))
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
