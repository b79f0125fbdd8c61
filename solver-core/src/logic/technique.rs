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
    /// A pointing whose eliminations leave a digit one place in a house: that digit goes there.
    DirectPointing,
    /// A claiming whose eliminations leave a digit one place in a house: that digit goes there.
    DirectClaiming,
    /// A hidden pair whose eliminations leave a digit one place in a house: it goes there.
    DirectHiddenPair,
    /// A cell with a single candidate.
    NakedSingle,
    /// A hidden triple whose eliminations leave a digit one place in a house: it goes there.
    DirectHiddenTriple,
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
    /// Four cells with four digits between them: three in one house and a bivalue cell.
    WxyzWing,
    /// Five cells with five digits between them: four in one house and a bivalue cell.
    VwxyzWing,
    /// Six cells with six digits between them: five in one house and a bivalue cell.
    UvwxyzWing,
    /// Seven cells with seven digits between them: six in one house and a bivalue cell.
    TuvwxyzWing,
    /// Bivalue universal grave plus one: every cell bivalue but one.
    BugPlusOne,
    /// An X-Wing with extra candidates (fins) in one base house.
    FinnedXWing,
    /// An alternating chain of one digit.
    XChain,
    /// Two colours of a digit's conjugate pairs: one colour clashes, or a cell sees both.
    SimpleColouring,
    /// A Swordfish with fins.
    FinnedSwordfish,
    /// A chain of bivalue cells.
    XyChain,
    /// A Jellyfish with fins.
    FinnedJellyfish,
    /// A closed chain alternating strong and weak links all the way round (a continuous nice
    /// loop, Sudoku Explainer's Bidirectional Cycle): one of its two halves is true.
    NiceLoop,
    /// An alternating inference chain over digits and cells (the discontinuous nice loops
    /// included: a chain whose two ends are one candidate, or two of one cell).
    Aic,
    /// A digit assumed in a cell, followed (that digit only) until a house has no place for it.
    Nishio,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Every branch of an assumption (a cell's candidates, or one candidate leading to a
    /// contradiction) agrees, found by following singles.
    ForcingChain,
    /// A forcing chain in which some single needs several removals at once (a cell or house
    /// with more than two choices): Sudoku Explainer's Dynamic Forcing Chain. Found by the
    /// forcing-chain search, which labels each step static or dynamic.
    DynamicForcingChain,
    /// Not a technique: a digit taken from the solution, because no technique applies.
    Guess,
}

impl Technique {
    /// Every technique, in declaration order.
    pub const ALL: [Technique; 47] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriple,
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
        Technique::WxyzWing,
        Technique::VwxyzWing,
        Technique::UvwxyzWing,
        Technique::TuvwxyzWing,
        Technique::BugPlusOne,
        Technique::FinnedXWing,
        Technique::XChain,
        Technique::SimpleColouring,
        Technique::FinnedSwordfish,
        Technique::XyChain,
        Technique::FinnedJellyfish,
        Technique::NiceLoop,
        Technique::Aic,
        Technique::Nishio,
        Technique::AlsXz,
        Technique::ForcingChain,
        Technique::DynamicForcingChain,
        Technique::Guess,
    ];

    /// The name players know it by (HoDoKu's and Sudoku Explainer's wording).
    pub const fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => "Hidden Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectClaiming => "Direct Claiming",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectHiddenTriple => "Direct Hidden Triple",
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
            Technique::WxyzWing => "WXYZ-Wing",
            Technique::VwxyzWing => "VWXYZ-Wing",
            Technique::UvwxyzWing => "UVWXYZ-Wing",
            Technique::TuvwxyzWing => "TUVWXYZ-Wing",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SimpleColouring => "Simple Colouring",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::XChain => "X-Chain",
            Technique::XyChain => "XY-Chain",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::NiceLoop => "Bidirectional Cycle",
            Technique::Aic => "AIC",
            Technique::Nishio => "Nishio",
            Technique::AlsXz => "ALS-XZ",
            Technique::ForcingChain => "Forcing Chain",
            Technique::DynamicForcingChain => "Dynamic Forcing Chain",
            Technique::Guess => "Guess",
        }
    }

    /// A short stable code (HoDoKu's library codes where HoDoKu has the technique).
    pub const fn code(self) -> &'static str {
        match self {
            Technique::FullHouse => "fh",
            Technique::HiddenSingleBox => "h1b",
            Technique::HiddenSingleLine => "h1",
            Technique::DirectPointing => "dlc1",
            Technique::DirectClaiming => "dlc2",
            Technique::DirectHiddenPair => "dh2",
            Technique::NakedSingle => "n1",
            Technique::DirectHiddenTriple => "dh3",
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
            Technique::WxyzWing => "wxyz",
            Technique::VwxyzWing => "vwxyz",
            Technique::UvwxyzWing => "uvwxyz",
            Technique::TuvwxyzWing => "tuvwxyz",
            Technique::FinnedXWing => "fbf2",
            Technique::SimpleColouring => "sc",
            Technique::FinnedSwordfish => "fbf3",
            Technique::XChain => "x",
            Technique::XyChain => "xyc",
            Technique::FinnedJellyfish => "fbf4",
            Technique::NiceLoop => "cyc",
            Technique::Aic => "aic",
            Technique::Nishio => "nis",
            Technique::AlsXz => "axz",
            Technique::ForcingChain => "fc",
            Technique::DynamicForcingChain => "dfc",
            Technique::Guess => "guess",
        }
    }

    /// The idea of the technique in one plain sentence, for a player who has not met it yet
    /// (shown under a hint). Every term it uses is explained in the sentence itself.
    pub const fn summary(self) -> &'static str {
        summary_of(self)
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

/// [`Technique::summary`]: the idea of each technique in one plain sentence.
const fn summary_of(t: Technique) -> &'static str {
    match t {
        Technique::FullHouse => FULL_HOUSE,
        Technique::HiddenSingleBox => HIDDEN_SINGLE_BOX,
        Technique::HiddenSingleLine => HIDDEN_SINGLE_LINE,
        Technique::DirectPointing => DIRECT_POINTING,
        Technique::DirectClaiming => DIRECT_CLAIMING,
        Technique::DirectHiddenPair => DIRECT_HIDDEN_PAIR,
        Technique::NakedSingle => NAKED_SINGLE,
        Technique::DirectHiddenTriple => DIRECT_HIDDEN_TRIPLE,
        Technique::Pointing => POINTING,
        Technique::Claiming => CLAIMING,
        Technique::NakedPair => NAKED_PAIR,
        Technique::XWing => X_WING,
        Technique::HiddenPair => HIDDEN_PAIR,
        Technique::NakedTriple => NAKED_TRIPLE,
        Technique::Swordfish => SWORDFISH,
        Technique::HiddenTriple => HIDDEN_TRIPLE,
        Technique::Skyscraper => SKYSCRAPER,
        Technique::TwoStringKite => TWO_STRING_KITE,
        Technique::EmptyRectangle => EMPTY_RECTANGLE,
        Technique::XyWing => XY_WING,
        Technique::XyzWing => XYZ_WING,
        Technique::UniqueRectangle1 => UNIQUE_RECTANGLE1,
        Technique::UniqueRectangle2 => UNIQUE_RECTANGLE2,
        Technique::UniqueRectangle3 => UNIQUE_RECTANGLE3,
        Technique::UniqueRectangle4 => UNIQUE_RECTANGLE4,
        Technique::NakedQuad => NAKED_QUAD,
        Technique::Jellyfish => JELLYFISH,
        Technique::HiddenQuad => HIDDEN_QUAD,
        Technique::WWing => W_WING,
        Technique::WxyzWing => WXYZ_WING,
        Technique::VwxyzWing => VWXYZ_WING,
        Technique::UvwxyzWing => UVWXYZ_WING,
        Technique::TuvwxyzWing => TUVWXYZ_WING,
        Technique::BugPlusOne => BUG_PLUS_ONE,
        Technique::FinnedXWing => FINNED_X_WING,
        Technique::XChain => X_CHAIN,
        Technique::SimpleColouring => SIMPLE_COLOURING,
        Technique::FinnedSwordfish => FINNED_SWORDFISH,
        Technique::XyChain => XY_CHAIN,
        Technique::FinnedJellyfish => FINNED_JELLYFISH,
        Technique::NiceLoop => NICE_LOOP,
        Technique::Aic => AIC,
        Technique::Nishio => NISHIO,
        Technique::AlsXz => ALS_XZ,
        Technique::ForcingChain => FORCING_CHAIN,
        Technique::DynamicForcingChain => DYNAMIC_FORCING_CHAIN,
        Technique::Guess => GUESS,
    }
}

const FULL_HOUSE: &str =
    "When a row, column or box has only one empty cell left, that cell takes the one \
     digit the row, column or box is still missing.";
const HIDDEN_SINGLE_BOX: &str = "A digit that fits in only one cell of a box goes there.";
const HIDDEN_SINGLE_LINE: &str =
    "A digit that fits in only one cell of a row or column goes there.";
const DIRECT_POINTING: &str =
    "If a digit's places in a box all lie on one row or column, it can go nowhere else \
     on that line; when that leaves the digit one place in another row, column or box, \
     it goes there.";
const DIRECT_CLAIMING: &str =
    "If a digit's places in a row or column all lie in one box, it can go nowhere else \
     in that box; when that leaves the digit one place in another row, column or box, \
     it goes there.";
const DIRECT_HIDDEN_PAIR: &str =
    "If two digits of a row, column or box fit only in the same two cells, those cells \
     hold nothing else; when that leaves another digit one place in a row, column or \
     box, it goes there.";
const NAKED_SINGLE: &str =
    "A cell where every digit but one is already used in its row, column or box takes \
     that last digit.";
const DIRECT_HIDDEN_TRIPLE: &str =
    "If three digits of a row, column or box fit only in the same three cells, those \
     cells hold nothing else; when that leaves another digit one place in a row, column \
     or box, it goes there.";
const POINTING: &str =
    "If a digit's places in a box all lie on one row or column, the digit must be in \
     that part of the line, so it can go nowhere else on that line.";
const CLAIMING: &str =
    "If a digit's places in a row or column all lie in one box, the digit must be in \
     that part of the box, so it can go nowhere else in that box.";
const NAKED_PAIR: &str =
    "Two cells of a row, column or box that can hold only the same two digits take \
     both of them, so no other cell there can have either.";
const X_WING: &str =
    "If a digit fits in exactly the same two columns in each of two rows, these two \
     rows use it up in those columns, so it leaves the rest of both columns (or the \
     same with rows and columns swapped).";
const HIDDEN_PAIR: &str =
    "If two digits of a row, column or box fit only in the same two cells, those cells \
     hold them, so every other digit can be removed from these two cells.";
const NAKED_TRIPLE: &str =
    "Three cells of a row, column or box that can hold only three digits between them \
     take those three, so no other cell there can have them.";
const SWORDFISH: &str =
    "If a digit fits in three rows only within the same three columns, these rows use \
     it up in those columns, so it leaves the rest of the three columns (or the same \
     with rows and columns swapped).";
const HIDDEN_TRIPLE: &str =
    "If three digits of a row, column or box fit only in the same three cells, those \
     cells hold them, so every other digit can be removed from these cells.";
const SKYSCRAPER: &str =
    "A digit with exactly two places in each of two parallel lines, one end of each \
     lined up: one of the two other ends holds it, so a cell sharing a row, column or \
     box with both of them cannot.";
const TWO_STRING_KITE: &str =
    "A digit with exactly two places in a row and in a column, one end of each in the \
     same box: one of the two far ends holds it, so a cell sharing a row, column or \
     box with both cannot.";
const EMPTY_RECTANGLE: &str =
    "A digit whose places in a box all lie on one row and one column, joined to a line \
     where the digit has exactly two places, cannot be in the cell where both lead.";
const XY_WING: &str =
    "A cell that can only be X or Y shares a row, column or box with one cell that can \
     only be X or Z and one that can only be Y or Z: one of those two is Z, so a cell \
     sharing a row, column or box with both cannot be Z.";
const XYZ_WING: &str =
    "A cell that can only be X, Y or Z shares a row, column or box with one cell that \
     can only be X or Z and one that can only be Y or Z: one of the three is Z, so a \
     cell sharing a row, column or box with all three cannot be Z.";
const UNIQUE_RECTANGLE1: &str =
    "Four cells on two rows, two columns and two boxes cannot all end with the same \
     two digits, or the puzzle would have two solutions, so the one corner with more \
     digits cannot be either of the two.";
const UNIQUE_RECTANGLE2: &str =
    "Four cells on two rows, two columns and two boxes cannot all end with the same \
     two digits, so the one extra digit their other corners share is in one of them, \
     and no cell sharing a row, column or box with those corners can have it.";
const UNIQUE_RECTANGLE3: &str =
    "Four cells on two rows, two columns and two boxes cannot all end with the same \
     two digits, so the extra digits of two corners act as one more cell, which with \
     other cells of their row, column or box holds exactly as many digits as cells, \
     and those digits leave the rest of it.";
const UNIQUE_RECTANGLE4: &str =
    "Four cells on two rows, two columns and two boxes cannot all end with the same \
     two digits, so when one of the two must be in two of the corners, the other one \
     can be removed from both.";
const NAKED_QUAD: &str =
    "Four cells of a row, column or box that can hold only four digits between them \
     take those four, so no other cell there can have them.";
const JELLYFISH: &str =
    "If a digit fits in four rows only within the same four columns, these rows use it \
     up in those columns, so it leaves the rest of the four columns (or the same with \
     rows and columns swapped).";
const HIDDEN_QUAD: &str =
    "If four digits of a row, column or box fit only in the same four cells, those \
     cells hold them, so every other digit can be removed from these cells.";
const W_WING: &str =
    "Two cells that can each be only X or Y, joined by a line where X has exactly two \
     places, each in line or box with one of them: one of the two cells is Y, so a \
     cell sharing a row, column or box with both cannot be Y.";
const WXYZ_WING: &str =
    "Three cells of a row, column or box that hold only four digits between them, and \
     a cell that can only be X or Z sharing a row, column or box with each of the three \
     that can be X: if that cell is X, the three take the other digits, Z among them, \
     so Z is in one of the four, and a cell sharing a row, column or box with every Z \
     of them cannot be Z.";
const VWXYZ_WING: &str =
    "Four cells of a row, column or box that hold only five digits between them, and a \
     cell that can only be X or Z sharing a row, column or box with each of the four \
     that can be X: if that cell is X, the four take the other digits, Z among them, so \
     Z is in one of the five, and a cell sharing a row, column or box with every Z of \
     them cannot be Z.";
const UVWXYZ_WING: &str =
    "Five cells of a row, column or box that hold only six digits between them, and a \
     cell that can only be X or Z sharing a row, column or box with each of the five \
     that can be X: if that cell is X, the five take the other digits, Z among them, so \
     Z is in one of the six, and a cell sharing a row, column or box with every Z of \
     them cannot be Z.";
const TUVWXYZ_WING: &str =
    "Six cells of a row, column or box that hold only seven digits between them, and a \
     cell that can only be X or Z sharing a row, column or box with each of the six \
     that can be X: if that cell is X, the six take the other digits, Z among them, so \
     Z is in one of the seven, and a cell sharing a row, column or box with every Z of \
     them cannot be Z.";
const BUG_PLUS_ONE: &str =
    "When every empty cell but one can hold exactly two digits, the puzzle would have \
     two solutions unless that one cell takes the one of its digits possible in three \
     cells of its row, column or box.";
const FINNED_X_WING: &str =
    "An X-Wing (a digit in the same two columns of two rows) with a few extra places \
     in one box, the fin: either the X-Wing or the fin holds the digit, so a cell in \
     that box which the X-Wing would clear cannot have it.";
const X_CHAIN: &str =
    "A chain of one digit that alternates 'if not here, then there' and 'if here, then \
     not there': one of its two ends holds the digit, so a cell sharing a row, column \
     or box with both ends cannot.";
const SIMPLE_COLOURING: &str =
    "Colour a digit's places in two colours along lines where it has exactly two \
     places: one colour is all true, so a colour met twice in one row, column or box \
     is false, and a cell in line or box with both colours cannot have the digit.";
const FINNED_SWORDFISH: &str =
    "A Swordfish (a digit in the same three columns of three rows) with a few extra \
     places in one box, the fin: a cell in that box which the Swordfish would clear \
     cannot have the digit.";
const XY_CHAIN: &str =
    "A chain of cells that can each be only one of two digits, where each cell's \
     second digit is the next cell's first: if the first cell is not Z the last one \
     is, so a cell sharing a row, column or box with both ends cannot be Z.";
const FINNED_JELLYFISH: &str =
    "A Jellyfish (a digit in the same four columns of four rows) with a few extra \
     places in one box, the fin: a cell in that box which the Jellyfish would clear \
     cannot have the digit.";
const NICE_LOOP: &str =
    "A closed loop of digits in cells where 'if this is false, that is true' and 'if this \
     is true, that is false' take turns all the way round: either every other digit of it \
     is true or the rest are, so a candidate that clashes with one of each is false.";
const AIC: &str =
    "A chain of digits in cells that alternates 'if this is false, that is true' and \
     'if this is true, that is false': one of its two ends is true, so anything that \
     clashes with both ends is false.";
const NISHIO: &str =
    "Assume a digit in a cell and follow only that digit: the cells it sees lose it, and \
     a row, column or box left with one place for it takes it there; if a row, column or \
     box is left with no place at all, the assumption was wrong.";
const ALS_XZ: &str = "Two groups of cells that each can hold one digit more than they have cells, \
     linked by a digit X that only one of them can take: one group or the other then \
     holds their common digit Z, so a cell in line or box with every Z of both cannot \
     be Z.";
const FORCING_CHAIN: &str =
    "Try each possibility of a cell or of a digit in a row, column or box, and follow \
     the singles each forces: what every possibility leads to is true, and a digit \
     that leads to a contradiction is false.";
const DYNAMIC_FORCING_CHAIN: &str =
    "A forcing chain where a digit is placed only once several of its rivals are gone \
     (its other candidates, or its other places in a row, column or box): each of those \
     removals is followed from the start, and what every possibility leads to is true.";
const GUESS: &str =
    "No rule of logic applies here, so one digit is taken from the solution to go on: \
     this step is a guess, not a deduction.";

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
            // HoDoKu's name for it.
            .or_else(|| (key == name_key("Simple Colors")).then_some(Technique::SimpleColouring))
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
        assert_eq!("simple colors".parse(), Ok(Technique::SimpleColouring));
        assert_eq!("Simple-Colouring".parse(), Ok(Technique::SimpleColouring));
        assert_eq!(Technique::HiddenSingleBox.name(), "Hidden Single");
    }

    #[test]
    fn every_technique_has_its_own_one_sentence_summary() {
        let mut seen = std::collections::BTreeSet::new();
        for t in Technique::ALL {
            let s = t.summary();
            assert!(!s.trim().is_empty(), "{t:?} has no summary");
            assert!(s.ends_with('.'), "{t:?}: {s:?} ends without a full stop");
            assert!(
                s.chars().next().is_some_and(char::is_uppercase),
                "{t:?}: {s:?} starts without a capital"
            );
            assert!(!s.contains("  "), "{t:?}: {s:?} has a double space");
            assert!(seen.insert(s), "{t:?} shares its summary {s:?}");
        }
        // Each technique has its own sentence.
        assert!(Technique::HiddenSingleBox.summary().contains("of a box"));
        assert!(Technique::HiddenSingleLine
            .summary()
            .contains("row or column"));
        assert!(Technique::XWing.summary().contains("two columns"));
        assert!(Technique::Jellyfish.summary().contains("four rows"));
        assert!(Technique::AlsXz.summary().contains("Two groups of cells"));
        assert!(Technique::Guess.summary().contains("guess"));
    }
}
