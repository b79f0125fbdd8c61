//! Explanations: every [`Step`] explains itself in four stages of plain text, from a nudge to
//! the full reasoning, so a hint can reveal a little at a time.
//!
//! Cells are written `r4c5` by default, or SUDOGEN's classic `[4-5]` (row-column) with
//! [`Notation::Classic`].

mod cycle;
mod direct;
mod forcing;
mod measure;
mod nishio;
mod notation;
mod patterns;
mod walk;

pub(crate) use measure::reading_len;

use super::{Step, Technique};
use crate::{
    bitset::DigitSet,
    geometry::{Cell, House},
};
use patterns::Stages;

/// How cells are written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Notation {
    /// `r4c5` (HoDoKu, Sudoku Explainer).
    #[default]
    RowColumn,
    /// `[4-5]`, row then column (SUDOGEN, the HP-71B program of 1988).
    Classic,
}

impl Notation {
    /// `cell` in this notation.
    pub fn cell(self, cell: Cell) -> String {
        match self {
            Notation::RowColumn => cell.to_string(),
            Notation::Classic => format!("[{}-{}]", cell.row() + 1, cell.col() + 1),
        }
    }

    fn cells(self, cells: &[Cell]) -> String {
        join(cells.iter().map(|&c| self.cell(c)))
    }
}

/// How the whole chain is written for experts ([`Explanation::chain`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChainNotation {
    /// Eureka: `(7)r5c3=(7)r6c2-(3)r6c2=(3)r6c7`, a group as `(7)r5c12`.
    #[default]
    Eureka,
    /// HoDoKu's: cells, each link with the digit it reaches (an AIC: `7- r5c3 =7= r6c2 =3= r6c7 -3`),
    /// a group as `r5c12`; a forcing chain as the candidates it sets or removes (`r1c9=7 r7c9<>7`).
    Hodoku,
}

/// A step's explanation, from the smallest clue to the full reasoning.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Explanation {
    /// Which technique to look for: "Look for a Hidden Single".
    pub nudge: String,
    /// Where: "Look for a Hidden Single in box 5".
    pub pointer: String,
    /// What it yields: "r4c5 is the only place for 7 in box 5".
    pub what: String,
    /// Why, in plain words (for a chain, the short summary of [`Explanation::walk`]).
    pub why: String,
    /// A chain told one link at a time (empty for a step that is not a chain).
    pub walk: Vec<WalkLine>,
    /// The whole chain at once in a standard notation for experts (empty for non-chains).
    pub chain: String,
}

/// One line of a chain's walk: one link, or a short run of links that follow trivially.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WalkLine {
    /// The sentence.
    pub text: String,
    /// Indices into the step's [`Evidence::links`](super::Evidence::links) this line adds.
    pub links: Vec<u16>,
    /// For forcing chains and Nishio, the branch (assumption) the line follows; `None` for
    /// ordinary chains and for the closing line that joins every branch.
    pub branch: Option<u8>,
}

impl Step {
    /// The explanation of this step in the default notation.
    pub fn explain(&self) -> Explanation {
        self.explain_in(Notation::RowColumn)
    }

    /// The explanation of this step with cells written in `notation`.
    pub fn explain_in(&self, n: Notation) -> Explanation {
        self.explain_with(n, ChainNotation::default())
    }

    /// The explanation with cells written in `n` and the expert chain line in `c`.
    pub fn explain_with(&self, n: Notation, c: ChainNotation) -> Explanation {
        let mut e = explain(self, n);
        e.chain = notation::chain_line(self, c);
        e
    }
}

fn join(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        _ => format!(
            "{} and {}",
            items[..items.len() - 1].join(", "),
            items[items.len() - 1]
        ),
    }
}

fn digits(d: DigitSet) -> String {
    join(d.iter().map(|d| d.to_string()))
}

/// "rows 1 and 5", "column 2 and box 3".
fn houses(h: &[House]) -> String {
    let kinds: Vec<_> = h.iter().map(|h| h.kind()).collect();
    if h.len() > 1 && kinds.windows(2).all(|k| k[0] == k[1]) {
        let word = h[0].to_string();
        let word = word.split(' ').next().unwrap_or_default();
        return format!(
            "{word}s {}",
            join(h.iter().map(|h| (h.number() + 1).to_string()))
        );
    }
    join(h.iter().map(|h| h.to_string()))
}

/// "a 7", "an 8": a digit with its article.
fn a_digit(d: crate::digit::Digit) -> String {
    if d.get() == 8 {
        format!("an {d}")
    } else {
        format!("a {d}")
    }
}

fn article(name: &str) -> &'static str {
    if matches!(
        name,
        "Pointing" | "Claiming" | "Direct Pointing" | "Direct Claiming" | "Simple Colouring"
    ) {
        // Said as a kind of move: "Look for Pointing", not "a Pointing".
        return "";
    }
    match name.chars().next() {
        // Said as letters: "an X-Wing", "an XY-Wing", "an AIC", "an ALS-XZ"; but "a Unique …".
        Some('A' | 'E' | 'I' | 'O' | 'X') => "an ",
        _ => "a ",
    }
}

/// The effect in words: "r4c5 = 7" / "7 can be removed from r1c2 and r1c3".
fn effect(step: &Step, n: Notation) -> String {
    let mut parts = Vec::new();
    for p in &step.placements {
        parts.push(format!("{} is {}", n.cell(p.cell), p.digit));
    }
    // Group eliminations by digit.
    for d in crate::digit::Digit::ALL {
        let cells: Vec<Cell> = step
            .eliminations
            .iter()
            .filter(|e| e.digit == d)
            .map(|e| e.cell)
            .collect();
        if !cells.is_empty() {
            parts.push(format!("{d} can be removed from {}", n.cells(&cells)));
        }
    }
    if parts.is_empty() {
        "nothing changes".to_string()
    } else {
        parts.join("; ")
    }
}

fn explain(step: &Step, n: Notation) -> Explanation {
    use Technique as T;
    let name = step.technique.name();
    let nudge = if step.technique == T::Guess {
        "No technique applies here: a guess is needed".to_string()
    } else {
        format!("Look for {}{name}", article(name))
    };
    let stages = match step.technique {
        T::FullHouse | T::HiddenSingleBox | T::HiddenSingleLine => single(step, n),
        T::NakedSingle => naked_single(step, n),
        T::Pointing | T::Claiming => intersection(step, n),
        T::DirectPointing | T::DirectClaiming | T::DirectHiddenPair | T::DirectHiddenTriple => {
            direct::explain_direct(step, n)
        }
        T::NakedPair | T::NakedTriple | T::NakedQuad => Some(naked_subset(step, n)),
        T::HiddenPair | T::HiddenTriple | T::HiddenQuad => Some(hidden_subset(step, n)),
        T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::FinnedSwordfish
        | T::FinnedJellyfish => Some(patterns::fish(step, n)),
        T::XyWing | T::XyzWing => patterns::wing(step, n),
        T::WWing => patterns::w_wing(step, n),
        T::WxyzWing | T::VwxyzWing | T::UvwxyzWing | T::TuvwxyzWing => patterns::bent_set(step, n),
        T::EmptyRectangle => patterns::empty_rectangle(step, n),
        T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4
        | T::BugPlusOne => Some(uniqueness(step, n)),
        T::Skyscraper | T::TwoStringKite | T::SimpleColouring | T::XChain | T::XyChain | T::Aic => {
            Some(chain(step, n))
        }
        T::NiceLoop => cycle::stages(step, n),
        T::AlsXz => patterns::als_xz(step, n),
        T::ForcingChain | T::DynamicForcingChain => Some(forcing::explain(step, n)),
        T::Nishio => nishio::explain(step, n),
        _ => None,
    };
    let Some((pointer, what, why)) = stages else {
        return generic(step, n, nudge);
    };
    let walk = match step.technique {
        T::Skyscraper | T::TwoStringKite | T::XChain | T::XyChain | T::Aic => {
            walk::chain_walk(step, n)
        }
        T::NiceLoop => cycle::walk(step, n),
        T::ForcingChain | T::DynamicForcingChain => forcing::walk(step, n),
        T::Nishio => nishio::walk(step, n),
        _ => Vec::new(),
    };
    Explanation {
        nudge,
        pointer,
        what: sentence(what, n),
        why,
        walk,
        chain: String::new(),
    }
}

/// Full House and Hidden Singles: one digit, one place in a house.
fn single(step: &Step, n: Notation) -> Option<Stages> {
    let name = step.technique.name();
    let (p, house) = (step.placements.first()?, step.evidence.houses.first()?);
    let full_house = step.technique == Technique::FullHouse;
    let cell = n.cell(p.cell);
    let what = if n == Notation::Classic {
        format!("{cell}=only site for {}", p.digit)
    } else if full_house {
        format!(
            "{cell} is the last empty cell of {house}: it takes {}",
            p.digit
        )
    } else {
        format!("{cell} is the only place for {} in {house}", p.digit)
    };
    let why = if full_house {
        format!(
            "{house} has one empty cell, {cell}, and one missing digit, {}, so {cell} is {}.",
            p.digit, p.digit
        )
    } else {
        format!(
            "Every other cell of {house} is filled, or already sees {} in its own row, column or box, so {} must go in {cell}.",
            a_digit(p.digit), p.digit
        )
    };
    Some((
        format!("Look for {}{name} in {house}", article(name)),
        what,
        why,
    ))
}

/// Naked Single: one candidate left in a cell.
fn naked_single(step: &Step, n: Notation) -> Option<Stages> {
    let p = step.placements.first()?;
    let cell = n.cell(p.cell);
    let what = format!("{cell} can only hold {}", p.digit);
    Some((
        format!("Look for a Naked Single in row {}", p.cell.row() + 1),
        what,
        format!(
            "The row, column and box of {cell} already hold every digit but {}, so {cell} is {}.",
            p.digit, p.digit
        ),
    ))
}

/// Pointing and Claiming: a digit of one house confined to its crossing with another.
fn intersection(step: &Step, n: Notation) -> Option<Stages> {
    let name = step.technique.name();
    let ev = &step.evidence;
    let (h, o) = (ev.houses.first()?, ev.cover_houses.first()?);
    let eff = effect(step, n);
    let d = digits(ev.digits);
    let places = or_list(ev.cells.iter().map(|&c| n.cell(c)));
    let all = if ev.cells.len() == 2 { "both" } else { "all" };
    Some((
        format!("Look for {name} of {d} in {h}"),
        format!("In {h}, the {d} can only be in {o}: {eff}"),
        format!(
            "In {h}, the {d} must go in {places}, which {all} lie in {o}. So the {d} of {o} is in {h}, and no other cell of {o} can hold {d}: {eff}."
        ),
    ))
}

/// Naked Pair, Triple and Quad.
fn naked_subset(step: &Step, n: Notation) -> Stages {
    let name = step.technique.name();
    let ev = &step.evidence;
    let house = ev.houses.first().map(|h| h.to_string()).unwrap_or_default();
    let cells = n.cells(&ev.cells);
    let eff = effect(step, n);
    let d = digits(ev.digits);
    (
        format!("Look for {}{name} in {house}", article(name)),
        format!("In {house}, the cells {cells} hold only the digits {d}: {eff}"),
        format!(
            "The {} cells {cells} of {house} have no candidates but {d} between them, so these digits fill them, and no other cell of {house} can hold them: {eff}.",
            ev.cells.len()
        ),
    )
}

/// Hidden Pair, Triple and Quad.
fn hidden_subset(step: &Step, n: Notation) -> Stages {
    let name = step.technique.name();
    let ev = &step.evidence;
    let house = ev.houses.first().map(|h| h.to_string()).unwrap_or_default();
    let cells = n.cells(&ev.cells);
    let eff = effect(step, n);
    let d = digits(ev.digits);
    (
        format!("Look for {}{name} in {house}", article(name)),
        format!("In {house}, the digits {d} can only go in {cells}: {eff}"),
        format!(
            "In {house}, the digits {d} have no place but {cells}, so these cells hold them and nothing else: {eff}."
        ),
    )
}

/// Unique Rectangles and BUG+1: patterns a unique puzzle cannot hold.
fn uniqueness(step: &Step, n: Notation) -> Stages {
    let name = step.technique.name();
    let ev = &step.evidence;
    let cells = n.cells(&ev.cells);
    let eff = effect(step, n);
    let d = digits(ev.digits);
    let why = if step.technique == Technique::BugPlusOne {
        format!(
            "Without that one extra digit, every empty cell would have exactly two digits left and each digit two places in each row, column and box: such a grid has two solutions. The puzzle has one, so {eff}."
        )
    } else {
        format!(
            "If the rectangle {cells} held only {d}, the two digits could be swapped and the puzzle would have two solutions. It has one, so {eff}."
        )
    };
    (
        format!("Look for {}{name} on {d}", article(name)),
        format!("{name} {cells} on {d}: {eff}"),
        why,
    )
}

/// Single-digit chains, colouring, XY-Chains and AICs: a chain whose ends cannot both be false.
fn chain(step: &Step, n: Notation) -> Stages {
    let name = step.technique.name();
    let ev = &step.evidence;
    let eff = effect(step, n);
    let d = digits(ev.digits);
    let pointer = format!("Look for {}{name} on {d}", article(name));
    let ends = (ev.links.first(), ev.links.last());
    let (Some(first), Some(last), false) =
        (ends.0, ends.1, step.technique == Technique::SimpleColouring)
    else {
        let why = format!(
            "Colour the places of {d} in two colours, switching colour along each row, column or box where {d} has only two places: one colour is all true, the other all false. {}.",
            walk::capital(&eff)
        );
        return (pointer, format!("{name} on {d}: {eff}"), why);
    };
    let (start, end) = (walk::node(step, first.from), walk::node(step, last.to));
    let what = format!("{name} from {} to {}: {eff}", start.place(n), end.place(n));
    let why = format!(
        "If {}, following the {} links shows that {}. So one of the two ends of the chain is true, and {eff}.",
        start.is_not(n),
        ev.links.len(),
        end.is(n)
    );
    (pointer, what, why)
}

/// Ends `text` with a full stop, so that stages shown one after another read as sentences
/// (SUDOGEN's classic lines stay as the 1988 program printed them).
fn sentence(mut text: String, n: Notation) -> String {
    if n == Notation::RowColumn && !text.ends_with(['.', '!', '?']) {
        text.push('.');
    }
    text
}

/// `a`, `a or b`, `one of a, b or c`: alternatives, never "and" ("one of" only for three or
/// more).
fn or_list(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        [rest @ .., last] => format!("one of {} or {last}", rest.join(", ")),
    }
}

fn generic(step: &Step, n: Notation, nudge: String) -> Explanation {
    let eff = effect(step, n);
    let what = match step.technique {
        Technique::Guess => format!("Guess: {eff} (taken from the solution)"),
        _ => format!("{}: {eff}", step.technique.name()),
    };
    let what = sentence(what, n);
    Explanation {
        pointer: nudge.clone(),
        nudge,
        why: what.clone(),
        what,
        walk: Vec::new(),
        chain: String::new(),
    }
}
