//! The length the engine compares to break ties between equally scored steps (the shortest
//! reasoning first). It is the length of the `why` stage as the engine first measured it,
//! before the player texts were reworded and chains were told link by link, so that a change
//! of words never changes which step the engine takes. Texts that kept their length are
//! measured as they are now; the others by their first wording's template.

mod lengths;

use super::forcing::branches;
use super::patterns::{bent_set_written, cell_braced, wing_cells};
use super::{digits, effect, explain, join, Notation};
use crate::geometry::Candidate;
use crate::logic::{LinkKind, Role, Step, Technique};

/// The tie-break length of `step`'s reasoning.
pub(crate) fn reading_len(step: &Step) -> usize {
    use Technique as T;
    let n = Notation::RowColumn;
    // Only the texts that kept their first wording (or changed by a fixed length) are built.
    let why = || explain(step, n).why.chars().count();
    let first = match step.technique {
        // "so r1c1 = 5." became "so r1c1 is 5.".
        T::FullHouse | T::NakedSingle => why().checked_sub(1),
        T::DirectPointing | T::DirectClaiming | T::DirectHiddenPair | T::DirectHiddenTriple => {
            lengths::direct(step).unwrap_or_else(why).checked_sub(1)
        }
        T::Pointing | T::Claiming => lengths::intersection(step),
        T::NakedPair | T::NakedTriple | T::NakedQuad => Some(lengths::naked_subset(step)),
        T::HiddenPair | T::HiddenTriple | T::HiddenQuad => Some(lengths::hidden_subset(step)),
        T::HiddenSingleBox | T::HiddenSingleLine => hidden_single(step, n),
        T::BugPlusOne => Some(format!("Without the extra candidate, every empty cell would be bivalue and each digit would appear twice in each house: such a grid has two solutions. The puzzle has one, so {}.", effect(step, n)).chars().count()),
        T::XyWing | T::XyzWing => wing(step, n),
        T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::FinnedSwordfish
        | T::FinnedJellyfish => Some(fish(step, n)),
        T::Skyscraper | T::TwoStringKite | T::SimpleColouring | T::XChain | T::XyChain | T::Aic => {
            Some(chain(step, n))
        }
        T::ForcingChain | T::DynamicForcingChain => forcing(step, n),
        T::Nishio => nishio(step, n),
        T::WxyzWing | T::VwxyzWing | T::UvwxyzWing | T::TuvwxyzWing => bent_set(step, n),
        _ => None,
    };
    first.unwrap_or_else(why)
}

fn hidden_single(step: &Step, _n: Notation) -> Option<usize> {
    let (p, house) = (step.placements.first()?, step.evidence.houses.first()?);
    let d = p.digit;
    let text = format!(
        "Every other cell of {house} is filled or sees a {d} in another house, so {d} must go in {}.",
        p.cell
    );
    Some(text.chars().count())
}

/// The first wording wrote every cell with its digits in braces, the hinge too where the why
/// now names it alone.
fn bent_set(step: &Step, n: Notation) -> Option<usize> {
    let (_, _, why) = bent_set_written(step, n, cell_braced)?;
    let hinge = *step.evidence.cells.first()?;
    let braces = cell_braced(step, hinge, n).chars().count() - n.cell(hinge).chars().count();
    Some(why.chars().count() + braces)
}

fn wing(step: &Step, n: Notation) -> Option<usize> {
    let (_, p, pa, pb) = wing_cells(step, n)?;
    let z = digits(step.evidence.digits);
    let eff = effect(step, n);
    let text = if step.technique == Technique::XyWing {
        format!("The pivot {p} holds one of its two digits. Either one leaves one of the pincers {pa} and {pb} (both seen by the pivot) with {z} only. So one pincer holds {z}, and a cell that sees both pincers cannot: {eff}.")
    } else {
        format!("The pivot {p} sees the pincers {pa} and {pb}. Whatever the pivot holds, {z} ends up in the pivot or in a pincer, so a cell that sees all three cannot hold {z}: {eff}.")
    };
    Some(text.chars().count())
}

fn fish(step: &Step, n: Notation) -> usize {
    let ev = &step.evidence;
    let d = digits(ev.digits);
    let base = join(ev.houses.iter().map(|h| h.to_string()));
    let cover = join(ev.cover_houses.iter().map(|h| h.to_string()));
    let eff = effect(step, n);
    let fins = super::patterns::fins(step);
    let text = if fins.is_empty() {
        format!("In {base}, the {d} can only go in {cover}. Each base line takes one {d} there, so the {d}s of {cover} are all within {base}, and the other cells of {cover} cannot hold {d}: {eff}.")
    } else {
        let fin = n.cells(&fins);
        format!("In {base}, the {d} can only go in {cover}, except for the fin {fin}. If no fin holds {d}, the fish stands and the other cells of {cover} lose {d}; if a fin does, the cells it sees lose {d}. The cells that are both lose {d} either way: {eff}.")
    };
    text.chars().count()
}

/// A chain node as first written: `r1c1#5`, a group `(r1c1 r1c2)#5`.
fn node_text(step: &Step, x: Candidate) -> String {
    match step.evidence.groups.iter().find(|g| g.anchor() == Some(x)) {
        Some(g) => {
            let cells: Vec<String> = g.cells.iter().map(|c| c.to_string()).collect();
            format!("({})#{}", cells.join(" "), g.digit)
        }
        None => format!("{}#{}", x.cell, x.digit),
    }
}

fn chain(step: &Step, n: Notation) -> usize {
    let ev = &step.evidence;
    let eff = effect(step, n);
    let d = digits(ev.digits);
    if step.technique == Technique::SimpleColouring {
        let text = format!("Colour the conjugate pairs of {d} alternately: one colour is all true, the other all false. {eff}.");
        return text.chars().count();
    }
    let mut text = ev
        .links
        .first()
        .map(|l| node_text(step, l.from))
        .unwrap_or_default();
    for link in &ev.links {
        text.push_str(if link.kind == LinkKind::Strong {
            " = "
        } else {
            " - "
        });
        text.push_str(&node_text(step, link.to));
    }
    let start = ev
        .links
        .first()
        .map(|l| node_text(step, l.from))
        .unwrap_or_default();
    let end = ev
        .links
        .last()
        .map(|l| node_text(step, l.to))
        .unwrap_or_default();
    let grouped = if ev.groups.is_empty() {
        ""
    } else {
        " A group in brackets is the digit's places where a box and a line cross: it is true when one of its cells holds the digit."
    };
    format!("In the chain {text}, '=' joins two candidates of which at least one is true, '-' two of which at most one is.{grouped} If {start} is false, {end} is true: one of the two ends is true, so {eff}.").chars().count()
}

/// A forcing chain's branches as first written: `r2c1=3 -> r2c5<>3 -> r2c5=7; ...`.
fn forcing_chains(step: &Step) -> String {
    let node =
        |x: Candidate, on: bool| format!("{}{}{}", x.cell, if on { "=" } else { "<>" }, x.digit);
    let parts: Vec<String> = branches(&step.evidence.links)
        .iter()
        .filter_map(|b| {
            let first = b.first()?;
            let mut out = node(first.from, first.kind == LinkKind::Weak);
            for link in b.iter() {
                out.push_str(" -> ");
                out.push_str(&node(link.to, link.kind == LinkKind::Strong));
            }
            Some(out)
        })
        .collect();
    let mut text = parts.join("; ");
    if step.technique == Technique::DynamicForcingChain {
        text.push_str(" (a digit reached by several of these lines needs all of them: each removes one of the other candidates of its cell, or one of its other places in a row, column or box)");
    }
    text
}

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

fn forcing(step: &Step, n: Notation) -> Option<usize> {
    let ev = &step.evidence;
    let eff = effect(step, n);
    let chains = forcing_chains(step);
    let roots: Vec<Candidate> = ev
        .candidates
        .iter()
        .filter(|m| m.role != Role::Off)
        .map(|m| m.candidate)
        .collect();
    let off: Vec<String> = ev
        .candidates
        .iter()
        .filter(|m| m.role == Role::Off)
        .map(|m| format!("{} in {}", m.candidate.digit, m.candidate.cell))
        .collect();
    let excluded = if off.is_empty() {
        String::new()
    } else {
        format!(
            " ({} leads to a contradiction when assumed, so it is left out.)",
            join_or(&off)
        )
    };
    if step.placements.is_empty() && ev.candidates.len() == 1 {
        let x = *roots.first()?;
        let last = ev.links.last().map(|l| l.to);
        let clash = match (ev.houses.first(), last) {
            (Some(house), Some(y)) => format!("{} would have no place left in {house}", y.digit),
            (None, Some(y)) => format!("{} would have no candidate left", y.cell),
            _ => "a contradiction follows".to_string(),
        };
        let d = x.digit;
        return Some(format!("Assume {} is {d}. Follow each chain (-> reads 'so'; = places a digit, <> removes one): {chains}. Then {clash}, which cannot be: {} is not {d}, and {eff}.", x.cell, x.cell).chars().count());
    }
    let text = if let (Some(house), Some(x)) = (ev.houses.first(), roots.first()) {
        let places: Vec<String> = roots.iter().map(|r| r.cell.to_string()).collect();
        format!("The {} of {house} goes in {}.{excluded} Follow each case (-> reads 'so'; = places a digit, <> removes one): {chains}. Every case ends the same way, so {eff}.", x.digit, join_or(&places))
    } else {
        let options: Vec<String> = roots.iter().map(|x| x.digit.to_string()).collect();
        let cell = roots
            .first()
            .map(|x| x.cell.to_string())
            .unwrap_or_default();
        format!("{cell} holds {}.{excluded} Follow each case (-> reads 'so'; = places a digit, <> removes one): {chains}. Every case ends the same way, so {eff}.", join_or(&options))
    };
    Some(text.chars().count())
}

fn nishio(step: &Step, n: Notation) -> Option<usize> {
    let ev = &step.evidence;
    let x = *step.eliminations.first()?;
    let (d, assumed) = (x.digit, x.cell);
    let empty = *ev.houses.last()?;
    let (parts, (_, rest)) = super::nishio::parts(&ev.links);
    let mut text = format!("Assume {assumed} is {d} and follow the {d}s only (each row, column and box holds one {d}).");
    for ((_, part), (house, cell)) in parts
        .iter()
        .zip(ev.houses.iter().zip(ev.cells.iter().skip(1)))
    {
        let why = super::nishio::seen(n, part);
        let why = if why.is_empty() {
            String::new()
        } else {
            format!("{why}, so ")
        };
        text.push_str(&format!(" In {house}, {why}the {d} goes in {cell}."));
    }
    let why_empty = super::nishio::seen(n, rest);
    text.push_str(&format!(" In {empty}, {why_empty}: {d} has no place left in {empty}, which cannot be. So {assumed} is not {d}: {}.", effect(step, n)));
    Some(text.chars().count())
}
