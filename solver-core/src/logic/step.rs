//! [`Step`]: one application of a technique, as plain data the app renders and explains.

use super::Technique;
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, Cell, CellSet, House},
};

/// One application of a technique: what it places, what it eliminates, and the evidence.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Step {
    /// Which technique.
    pub technique: Technique,
    /// The digits it places (one for singles, none for most others).
    pub placements: Vec<Candidate>,
    /// The candidates it removes, sorted by cell then digit.
    pub eliminations: Vec<Candidate>,
    /// Why: the pattern the technique found.
    pub evidence: Evidence,
}

/// The pattern behind a step, as data: which houses, cells and candidates take part, and in
/// which role, and the links of a chain.
///
/// What each field holds depends on the technique (the explanations in
/// [`crate::logic::explain`] read them the same way):
/// - singles: `houses` = the house (hidden single, full house), `cells` = the cell;
/// - intersections: `houses` = `[box, line]` for pointing, `[line, box]` for claiming;
/// - direct moves: the pattern's evidence (intersection or hidden subset), then the house
///   where the placed digit is left with one place appended to `houses`, and the pattern's
///   eliminations as [`Role::Off`] candidates;
/// - subsets: `houses` = the house, `cells` = the subset's cells, `digits` = its digits;
/// - fish: `houses` = base houses, `cover_houses` = cover houses, `digits` = the digit,
///   fins as [`Role::Fin`] candidates;
/// - wings: `cells` = pivot first, then the pincers; `digits` = the digit eliminated;
/// - single-digit patterns, chains, colouring: `links` in chain order, candidates as
///   [`Role::On`] / [`Role::Off`];
/// - forcing chains: `links` = each branch's chain from its root to the conclusion, one
///   branch after the other (a strong link leads to a placed candidate, a weak one to a
///   removed candidate), the roots as [`Role::Cause`] (a contradiction's root as [`Role::On`]);
/// - Nishio: `cells` = the assumed cell then the forced singles, `houses` = their houses then
///   the house left with no place, `links` = weak links from each placement to the places it
///   removes, a strong link to each forced single; a house or cell forcing chain lists a root
///   whose branch is a contradiction as a [`Role::Off`] candidate, not in `cells`;
/// - unique rectangles: `cells` = the four corners, `digits` = the pair;
/// - ALS-XZ: `cells` = both sets, `digits` = `x` and `z` as [`Evidence::digits`] (x first).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Evidence {
    /// The houses the reasoning is about (base houses of a fish).
    pub houses: Vec<House>,
    /// The cover houses of a fish, or the second house of an intersection.
    pub cover_houses: Vec<House>,
    /// The cells of the pattern, in the order the explanation names them.
    pub cells: Vec<Cell>,
    /// The digits of the pattern.
    pub digits: DigitSet,
    /// Candidates to highlight, each with its role.
    pub candidates: Vec<Marked>,
    /// The links of a chain, in order from its start.
    pub links: Vec<Link>,
    /// For forcing chains and Nishio: the length the score's length rule reads. A forcing
    /// chain sums over its branches the candidates each passes through (as true or as false,
    /// its root and end included), less two, as SukakuExplainer counts ancestors; a Nishio
    /// counts its links.
    pub chain_length: u16,
    /// The grouped nodes of a chain (X-Chain, AIC): a link end ([`Link::from`],
    /// [`Link::to`]) that is the candidate of a group's first cell stands for the whole group.
    /// Empty for every other step.
    pub groups: Vec<Group>,
}

/// A grouped node of a chain: the candidates of one digit in the two or three cells where a
/// box and a row or column cross. It is true when one of those cells holds the digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Group {
    /// The digit.
    pub digit: Digit,
    /// The cells (two or three, in one box and one line).
    pub cells: CellSet,
}

impl Group {
    /// The candidate that stands for the group in a [`Link`]: the digit in the first cell.
    pub fn anchor(&self) -> Option<Candidate> {
        self.cells.first().map(|cell| Candidate {
            cell,
            digit: self.digit,
        })
    }
}

/// A candidate of the evidence and how to show it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Marked {
    /// The candidate.
    pub candidate: Candidate,
    /// Its role.
    pub role: Role,
}

/// The role of a highlighted candidate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Role {
    /// Part of the pattern that causes the step (green).
    Cause,
    /// An extra candidate of a finned pattern (a different colour).
    Fin,
    /// True in this branch of a chain, or the first colour.
    On,
    /// False in this branch of a chain, or the second colour.
    Off,
}

/// A link of a chain between two candidates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Link {
    /// Where the link starts.
    pub from: Candidate,
    /// Where it ends.
    pub to: Candidate,
    /// Strong (`from` false ⇒ `to` true) or weak (`from` true ⇒ `to` false).
    pub kind: LinkKind,
}

/// Strong or weak inference.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LinkKind {
    /// At least one end is true.
    Strong,
    /// At most one end is true.
    Weak,
}

impl Step {
    /// A step of `technique` with no evidence yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            evidence: Evidence::default(),
        }
    }

    /// Whether the step changes anything.
    pub fn is_productive(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// HoDoKu's notation of the effect: `r4c5=7` per placement, `r1c2<>3` per elimination,
    /// separated by spaces.
    pub fn effect_tokens(&self) -> String {
        let mut tokens: Vec<String> = self
            .placements
            .iter()
            .map(|p| format!("{}={}", p.cell, p.digit))
            .collect();
        tokens.extend(
            self.eliminations
                .iter()
                .map(|e| format!("{}<>{}", e.cell, e.digit)),
        );
        tokens.join(" ")
    }

    /// The cells that draw the eye first: placements and the pattern's cells.
    pub fn focus_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.placements.iter().map(|p| p.cell).collect();
        for &c in &self.evidence.cells {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        cells
    }

    /// Sorts the eliminations and drops duplicates (detectors call this before reporting).
    pub(crate) fn normalize(mut self) -> Step {
        self.eliminations.sort();
        self.eliminations.dedup();
        self.placements.sort();
        self.placements.dedup();
        self
    }
}
