//! [`Technique`]: the catalogue of human solving rules, roughly from simplest to hardest.

use std::fmt;

/// A named rule of human solving. Variants are declared roughly in order of difficulty; `Ord`
/// follows the declaration. The engine tries them by their floor score in
/// [`crate::rating::technique_rating`] and takes the lowest-scored step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a house.
    FullHouse,
    /// The only cell of a box where a digit can go.
    HiddenSingleBox,
    /// The only cell of a row or a column where a digit can go.
    HiddenSingleLine,
    /// A cell with a single candidate.
    NakedSingle,
    /// The candidates of a digit in a box all lie in one row or column.
    Pointing,
    /// The candidates of a digit in a row or column all lie in one box.
    Claiming,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// A digit confined to the same two columns in two rows (or the reverse).
    XWing,
    /// Two digits confined to the same two cells of a house.
    HiddenPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// A digit confined to the same three columns in three rows (or the reverse).
    Swordfish,
    /// Three digits confined to the same three cells of a house.
    HiddenTriple,
    /// Two conjugate pairs of a digit in parallel lines, joined at one end.
    Skyscraper,
    /// Conjugate pairs of a digit in a row and a column, joined in a box.
    TwoStringKite,
    /// A digit's candidates in a box on one row and one column, with a conjugate pair.
    EmptyRectangle,
    /// A bivalue pivot `xy` seeing two bivalue pincers `xz` and `yz`.
    XyWing,
    /// A pivot `xyz` seeing two bivalue pincers `xz` and `yz`.
    XyzWing,
    /// Unique rectangle type 1: three corners bivalue, the fourth loses the pair.
    UniqueRectangle1,
    /// Unique rectangle type 2: the two or three corners that are not bivalue share one extra
    /// candidate.
    UniqueRectangle2,
    /// Unique rectangle type 3: the extra candidates form a naked subset with other cells.
    UniqueRectangle3,
    /// Unique rectangle type 4: one of the pair's digits is confined to the roof.
    UniqueRectangle4,
    /// Four cells of a house with four candidates between them.
    NakedQuad,
    /// A digit confined to the same four columns in four rows (or the reverse).
    Jellyfish,
    /// Four digits confined to the same four cells of a house.
    HiddenQuad,
    /// Two equal bivalue cells joined by a conjugate pair of one of their digits.
    WWing,
    /// Bivalue universal grave plus one: every cell bivalue but one.
    BugPlusOne,
    /// An X-Wing with extra candidates (fins) in one base house.
    FinnedXWing,
    /// An alternating chain of one digit.
    XChain,
    /// Two colours of a digit's conjugate pairs: one colour clashes, or a cell sees both.
    SimpleColoring,
    /// A Swordfish with fins.
    FinnedSwordfish,
    /// A chain of bivalue cells.
    XyChain,
    /// A Jellyfish with fins.
    FinnedJellyfish,
    /// An alternating inference chain over digits and cells (nice loops included).
    Aic,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Every branch of an assumption (a cell's candidates, or one candidate leading to a
    /// contradiction) agrees, found by following singles.
    ForcingChain,
    /// Not a technique: a digit taken from the solution, because no technique applies.
    Guess,
}

impl Technique {
    /// Every technique, in declaration order.
    pub const ALL: [Technique; 36] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::WWing,
        Technique::BugPlusOne,
        Technique::FinnedXWing,
        Technique::XChain,
        Technique::SimpleColoring,
        Technique::FinnedSwordfish,
        Technique::XyChain,
        Technique::FinnedJellyfish,
        Technique::Aic,
        Technique::AlsXz,
        Technique::ForcingChain,
        Technique::Guess,
    ];

    /// The name players know it by (HoDoKu's and Sudoku Explainer's wording).
    pub const fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => "Hidden Single",
            Technique::NakedSingle => "Naked Single",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::XyWing => "XY-Wing",
            Technique::XyzWing => "XYZ-Wing",
            Technique::UniqueRectangle1 => "Unique Rectangle Type 1",
            Technique::UniqueRectangle2 => "Unique Rectangle Type 2",
            Technique::UniqueRectangle3 => "Unique Rectangle Type 3",
            Technique::UniqueRectangle4 => "Unique Rectangle Type 4",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::BugPlusOne => "BUG+1",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::EmptyRectangle => "Empty Rectangle",
            Technique::WWing => "W-Wing",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SimpleColoring => "Simple Colors",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::XChain => "X-Chain",
            Technique::XyChain => "XY-Chain",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::Aic => "AIC",
            Technique::AlsXz => "ALS-XZ",
            Technique::ForcingChain => "Forcing Chain",
            Technique::Guess => "Guess",
        }
    }

    /// A short stable code (HoDoKu's library codes where HoDoKu has the technique).
    pub const fn code(self) -> &'static str {
        match self {
            Technique::FullHouse => "fh",
            Technique::HiddenSingleBox => "h1b",
            Technique::HiddenSingleLine => "h1",
            Technique::NakedSingle => "n1",
            Technique::Pointing => "lc1",
            Technique::Claiming => "lc2",
            Technique::NakedPair => "n2",
            Technique::XWing => "bf2",
            Technique::HiddenPair => "h2",
            Technique::NakedTriple => "n3",
            Technique::Swordfish => "bf3",
            Technique::HiddenTriple => "h3",
            Technique::XyWing => "xy",
            Technique::XyzWing => "xyz",
            Technique::UniqueRectangle1 => "u1",
            Technique::UniqueRectangle2 => "u2",
            Technique::UniqueRectangle3 => "u3",
            Technique::UniqueRectangle4 => "u4",
            Technique::NakedQuad => "n4",
            Technique::Jellyfish => "bf4",
            Technique::HiddenQuad => "h4",
            Technique::BugPlusOne => "bug1",
            Technique::Skyscraper => "sk",
            Technique::TwoStringKite => "2sk",
            Technique::EmptyRectangle => "er",
            Technique::WWing => "w",
            Technique::FinnedXWing => "fbf2",
            Technique::SimpleColoring => "sc",
            Technique::FinnedSwordfish => "fbf3",
            Technique::XChain => "x",
            Technique::XyChain => "xyc",
            Technique::FinnedJellyfish => "fbf4",
            Technique::Aic => "aic",
            Technique::AlsXz => "axz",
            Technique::ForcingChain => "fc",
            Technique::Guess => "guess",
        }
    }

    /// Whether the technique relies on the puzzle having a single solution.
    pub const fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::BugPlusOne
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name's letters and digits in lower case (`X-Wing`, `x_wing` and `xwing` are alike).
pub(crate) fn name_key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '+')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl std::str::FromStr for Technique {
    type Err = String;

    /// A technique by its short code (`bf2`) or its name, in any case, with spaces, `-` or `_`
    /// alike (`x-wing`, `Naked Single`).
    fn from_str(s: &str) -> Result<Technique, String> {
        let key = name_key(s);
        let by = |f: fn(Technique) -> &'static str| {
            Technique::ALL.into_iter().find(|&t| name_key(f(t)) == key)
        };
        by(Technique::code)
            .or_else(|| by(Technique::name))
            .ok_or_else(|| {
                format!(
                    "unknown technique {:?} (e.g. x-wing, xy-wing, swordfish)",
                    s.trim()
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_in_declaration_order_and_complete() {
        for pair in Technique::ALL.windows(2) {
            assert!(pair[0] < pair[1], "{:?} before {:?}", pair[0], pair[1]);
        }
        let codes: std::collections::BTreeSet<_> =
            Technique::ALL.iter().map(|t| t.code()).collect();
        assert_eq!(codes.len(), Technique::ALL.len(), "codes are unique");
        assert_eq!(Technique::XWing.name(), "X-Wing");
        assert_eq!(Technique::HiddenSingleBox.name(), "Hidden Single");
    }
}
