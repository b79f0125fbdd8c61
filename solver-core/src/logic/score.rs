//! The score table: each technique's [`Level`] and base score on Sudoku Explainer's scale,
//! and the score of one step. The engine takes the lowest-scored step ([`crate::logic`]); a
//! puzzle's rating ([`crate::rating`]) is built on the same scores.
//!
//! One table, [`technique_rating`], gives each technique its level and base score. The base
//! scores are those of Sudoku Explainer v1.2.1's published scale where it has the technique
//! (1.0 full house, 1.2 / 1.5 hidden single in a box / a line, 1.7 / 1.9 direct pointing /
//! claiming, 2.0 direct hidden pair, 2.3 naked single, 2.5 direct hidden triple, 2.6 / 2.8
//! pointing / claiming, 3.0 naked pair, 3.2 X-Wing, 3.4 hidden pair, 3.6 naked triple, 3.8
//! Swordfish, 4.0 hidden triple, 4.2 XY-Wing, 4.4 XYZ-Wing, 4.5-5.0 unique rectangles, 5.0
//! naked quad, 5.2 Jellyfish, 5.4 hidden quad, 5.6-6.0 BUG, 6.5-6.9 X-chains, 6.6-7.0
//! Y-cycles, 7.0-8.0 bidirectional cycles, 7.1-7.5 forcing chains, 7.6-8.1 Nishio, 8.0+
//! cell/region forcing chains, 8.5+ dynamic forcing chains); for techniques it lacks (Skyscraper, W-Wing, ALS-XZ, …) the
//! score of the Sudoku Explainer chain that finds the same elimination. Chains add 0.1 each
//! time their length passes 4, 6, 8, 12, 16, 24, 32, … links (the scale's length rule).
//!
//! Levels (the highest level of any step in the path):
//! - **Easy**: singles, and SE's direct moves (a pointing, claiming or hidden pair / triple
//!   that leaves a hidden single, scored 1.7-2.5 as SE does).
//! - **Medium**: intersections, naked and hidden pairs and triples.
//! - **Hard**: basic fish, quads, XY- / XYZ- / WXYZ- / W-Wing, unique rectangles, BUG+1,
//!   Skyscraper, 2-String Kite, Empty Rectangle.
//! - **Expert**: finned fish, VWXYZ-Wing, simple colouring, X- / XY-chains, AIC (grouped
//!   nodes too), ALS-XZ.
//! - **Extreme**: Nishio, forcing chains (static and dynamic).
//! - **Guessing**: techniques alone do not solve it.

use super::{technique_name_key, LinkKind, Step, Technique};
use std::fmt;

/// A named difficulty level, from easiest to hardest.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// Singles and direct moves (a pointing or hidden subset that leaves a hidden single).
    Easy,
    /// Intersections and pairs / triples.
    Medium,
    /// Basic fish, quads, wings, uniqueness, single-digit patterns.
    Hard,
    /// Finned fish, colouring, chains, ALS.
    Expert,
    /// Forcing chains.
    Extreme,
    /// Techniques alone do not solve it: printed as "Guessing".
    NeedsGuessing,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
        Level::NeedsGuessing,
    ];

    /// The name `sudoku rate` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Extreme => "Extreme",
            Level::NeedsGuessing => "Guessing",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The level and base score (in tenths of Sudoku Explainer's scale) of each technique: the
/// one table the engine's order comes from. The base score is the lowest score a step of the
/// technique can have ([`step_score_tenths`] adds the length rule for chains and ALS), and
/// [`crate::logic::next_step`] returns the lowest-scored step available.
pub const fn technique_rating(t: Technique) -> (Level, u16) {
    use Level::*;
    use Technique as T;
    match t {
        T::FullHouse => (Easy, 10),
        T::HiddenSingleBox => (Easy, 12),
        T::HiddenSingleLine => (Easy, 15),
        // SE's direct moves: a pointing, claiming or hidden pair / triple that leaves a hidden
        // single, which the step places. Easy: on SE's scale they sit among the singles (a
        // puzzle that needs nothing harder rates below a naked single's 2.3).
        T::DirectPointing => (Easy, 17),
        T::DirectClaiming => (Easy, 19),
        T::DirectHiddenPair => (Easy, 20),
        T::NakedSingle => (Easy, 23),
        T::DirectHiddenTriple => (Easy, 25),
        T::Pointing => (Medium, 26),
        T::Claiming => (Medium, 28),
        T::NakedPair => (Medium, 30),
        T::XWing => (Hard, 32),
        T::HiddenPair => (Medium, 34),
        T::NakedTriple => (Medium, 36),
        T::Swordfish => (Hard, 38),
        T::HiddenTriple => (Medium, 40),
        // SukakuExplainer's "Turbot Fish" family: 4.0 Skyscraper (two parallel lines), 4.1
        // 2-String Kite (a row and a column), 4.2 through a box (our Empty Rectangle).
        T::Skyscraper => (Hard, 40),
        T::TwoStringKite => (Hard, 41),
        T::EmptyRectangle => (Hard, 42),
        T::XyWing => (Hard, 42),
        // A Finned X-Wing is SukakuExplainer's grouped two-strong-link chain (4.0 + 0.3 for the
        // group node the fin and its corner make), not a fish of its own.
        T::FinnedXWing => (Expert, 43),
        T::XyzWing => (Hard, 44),
        // SE's unique loops: 4.5 for a rectangle of types 1, 2 and 4; type 3 adds 0.1 for the
        // naked subset the extra digits form.
        T::UniqueRectangle1 | T::UniqueRectangle2 | T::UniqueRectangle4 => (Hard, 45),
        T::UniqueRectangle3 => (Hard, 46),
        T::NakedQuad => (Hard, 50),
        T::Jellyfish => (Hard, 52),
        T::HiddenQuad => (Hard, 54),
        // A three-strong-link chain (5.4) whose outer links are bivalue cells; the extra 0.1 is
        // our judgement (SE 1.2.1 has no W-Wing).
        T::WWing => (Hard, 55),
        // SukakuExplainer's bent sets of four and five cells (an almost locked set in one
        // house and a bivalue cell): 5.5 and 6.2, plus 0.1 or 0.2 by the largest cell
        // (see `step_score_tenths`), as SukakuExplainer scores them. This is the floor.
        T::WxyzWing => (Hard, 55),
        T::VwxyzWing => (Expert, 62),
        // SukakuExplainer's bent sets of six and seven cells: 6.6 whatever their cells hold.
        T::UvwxyzWing | T::TuvwxyzWing => (Expert, 66),
        T::BugPlusOne => (Hard, 56),
        // Strong-link chains: 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4 for 2 to 8 strong links
        // (see `step_score_tenths`); this is the floor.
        T::XChain => (Expert, 54),
        // Not in SE 1.2.1. SukakuExplainer rates a grouped three-strong-link chain 5.7, which
        // covers only the simplest finned Swordfish; 6.2 keeps the others below X-chains.
        T::FinnedSwordfish => (Expert, 62),
        T::SimpleColouring => (Expert, 65),
        T::XyChain => (Expert, 66),
        T::FinnedJellyfish => (Expert, 66),
        T::Aic => (Expert, 70),
        T::NiceLoop => (Expert, 65),
        // SE has no ALS rule: it finds an ALS-XZ's eliminations with a cell or region forcing
        // chain, 8.2 plus the length rule on the sets' cells (see `step_score_tenths`): 8.3-8.4
        // for the usual sets of three to six cells. This is the floor.
        T::AlsXz => (Expert, 82),
        // SE's Nishio Forcing Chain: 7.5 plus the length rule on its links.
        T::Nishio => (Extreme, 75),
        // SE's Cell and Region Forcing Chains: 8.0 plus the length rule on all branches.
        T::ForcingChain => (Extreme, 80),
        // SE's Dynamic Forcing Chain: 8.5 plus the length rule, its length counting the
        // chains to every removal a single needed.
        T::DynamicForcingChain => (Extreme, 85),
        T::Guess => (NeedsGuessing, 100),
        // `Technique` is non-exhaustive only for other crates; this arm keeps the table total
        // if a variant is added before the table learns it.
        #[allow(unreachable_patterns)]
        _ => (NeedsGuessing, 100),
    }
}

/// The score of one step in tenths: the technique's base score, plus the length rule for
/// chains.
pub fn step_score_tenths(step: &Step) -> u16 {
    let (_, base) = technique_rating(step.technique);
    let links = step.evidence.links.len();
    match step.technique {
        Technique::XChain | Technique::Aic | Technique::XyChain => {
            chain_score_tenths(step.technique, links, !step.evidence.groups.is_empty())
        }
        Technique::ForcingChain | Technique::DynamicForcingChain | Technique::Nishio => {
            forcing_score_tenths(step.technique, usize::from(step.evidence.chain_length))
        }
        Technique::AlsXz => base + length_bonus(step.evidence.cells.len() + 2),
        Technique::NiceLoop => nice_loop_score_tenths(
            loop_is_mixed(step),
            step.evidence.links.len(),
            !step.evidence.groups.is_empty(),
        ),
        Technique::WxyzWing | Technique::VwxyzWing => base + bent_set_bonus(step),
        _ => base,
    }
}

/// The score in tenths of a forcing chain or Nishio step of `technique` whose chains pass
/// through `chain_length` candidates (less two): what [`step_score_tenths`] gives its step.
pub(crate) fn forcing_score_tenths(technique: Technique, chain_length: usize) -> u16 {
    technique_rating(technique).1 + length_bonus(chain_length)
}

/// The score in tenths of a chain step of `technique` (X-Chain, XY-Chain or AIC) with `links`
/// links, through a grouped node or not: what [`step_score_tenths`] gives its step, known
/// before the step is built.
pub(crate) fn chain_score_tenths(technique: Technique, links: usize, grouped: bool) -> u16 {
    let (_, base) = technique_rating(technique);
    match technique {
        Technique::XChain => {
            // Strong links in a chain of `links` links (it starts and ends with one).
            const BY_STRONG_LINKS: [u16; 8] = [0, 40, 54, 58, 62, 66, 70, 74];
            let strong = links.div_ceil(2);
            let table = BY_STRONG_LINKS.get(strong.saturating_sub(1)).copied();
            let cycle = 65 + length_bonus(links);
            table.map_or(cycle, |t| t.max(base).min(cycle)) + group_bonus(grouped)
        }
        Technique::Aic => base + length_bonus(links) + group_bonus(grouped),
        _ => base + length_bonus(links),
    }
}

/// The score in tenths of a continuous nice loop (SE's Bidirectional Cycles: the table's
/// floor is the X- and Y-Cycles') of `nodes` nodes (as many links), `mixed` when it is neither one digit's loop nor a loop of bivalue cells: SE's Bidirectional Cycle,
/// 6.5 or 7.0 plus the length rule on its nodes less two (SE counts the loop's candidates,
/// less two).
pub(crate) fn loop_score_tenths(mixed: bool, nodes: usize) -> u16 {
    let base = if mixed {
        70
    } else {
        technique_rating(Technique::NiceLoop).1
    };
    base + length_bonus(nodes.saturating_sub(2))
}

/// The score in tenths of a continuous nice loop, through a grouped node or not: a grouped
/// loop scores 0.3 more than a plain one of its length, as a grouped chain does.
pub(crate) fn nice_loop_score_tenths(mixed: bool, nodes: usize, grouped: bool) -> u16 {
    loop_score_tenths(mixed, nodes) + group_bonus(grouped)
}

/// Whether a loop's step mixes its kinds of links: neither all of one digit (an X-Cycle) nor
/// strong inside bivalue cells and weak between cells all the way (a Y-Cycle).
fn loop_is_mixed(step: &Step) -> bool {
    let links = &step.evidence.links;
    let one_digit = step.evidence.digits.len() == 1;
    let y_cycle = links.iter().all(|l| match l.kind {
        LinkKind::Strong => l.from.cell == l.to.cell,
        LinkKind::Weak => l.from.cell != l.to.cell,
    });
    !(one_digit || y_cycle)
}

/// A chain through grouped nodes: +0.3, SukakuExplainer's step from a chain of two or three
/// strong links to the same chain with a group (4.0 to 4.3, 5.4 to 5.7), applied to chains of
/// every length and to AICs (our judgement: SE 1.2.1 has no grouped chains below its dynamic
/// forcing chains).
fn group_bonus(grouped: bool) -> u16 {
    if grouped {
        3
    } else {
        0
    }
}

/// SukakuExplainer's rule for a bent set of `n` cells (4 or 5): the middle size of the
/// largest cell (3 candidates) is the hardest to see, the extremes the easiest: `n - 3`
/// tenths less the distance of the largest cell's size from 3.
fn bent_set_bonus(step: &Step) -> u16 {
    let ev = &step.evidence;
    let largest = ev
        .cells
        .iter()
        .map(|&cell| {
            ev.candidates
                .iter()
                .filter(|m| m.candidate.cell == cell)
                .count()
        })
        .max()
        .unwrap_or(2);
    let n = ev.cells.len();
    let bonus = n.saturating_sub(3).saturating_sub(largest.abs_diff(3));
    u16::try_from(bonus).unwrap_or(0)
}

/// +1 tenth each time `links` passes 4, 6, 8, 12, 16, 24, 32, 48, …
fn length_bonus(links: usize) -> u16 {
    let mut bonus = 0;
    let mut ceiling = 4;
    let mut odd = false;
    while links > ceiling && bonus < 20 {
        bonus += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    bonus
}

impl std::str::FromStr for Level {
    type Err = String;

    /// A level by the name `sudoku rate` prints, in any case (`needs-guessing` too).
    fn from_str(s: &str) -> Result<Level, String> {
        let key = technique_name_key(s);
        Level::ALL
            .into_iter()
            .find(|l| {
                technique_name_key(l.name()) == key
                    || (*l == Level::NeedsGuessing && key == "needsguessing")
            })
            .ok_or_else(|| {
                format!(
                    "unknown level {:?} (expected Easy, Medium, Hard, Expert, Extreme or Guessing)",
                    s.trim()
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_scores_follow_search_order_within_families() {
        assert_eq!(technique_rating(Technique::HiddenSingleBox).1, 12);
        assert_eq!(technique_rating(Technique::NakedSingle).1, 23);
        assert_eq!(technique_rating(Technique::XWing).1, 32);
        assert_eq!(Level::NeedsGuessing.name(), "Guessing");
        for t in Technique::ALL {
            assert!(technique_rating(t).1 >= 10, "{t:?}");
        }
    }

    #[test]
    fn length_rule() {
        assert_eq!(length_bonus(3), 0);
        assert_eq!(length_bonus(4), 0);
        assert_eq!(length_bonus(5), 1);
        assert_eq!(length_bonus(7), 2);
        assert_eq!(length_bonus(9), 3);
        assert_eq!(length_bonus(13), 4);
    }
}
