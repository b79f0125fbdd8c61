//! The lessons: one per technique the coach gives, the idea in plain words and a line for
//! experts (Eureka notation or a short formula). Our own text.

use crate::logic::score::technique_rating;
use crate::logic::Technique;

/// A family of techniques, in the order Learn teaches them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Family {
    /// Full house, hidden and naked singles.
    Singles,
    /// Pointing and claiming.
    Intersections,
    /// Naked and hidden pairs, triples and quads.
    Subsets,
    /// X-Wing, Swordfish, Jellyfish, with or without fins.
    Fish,
    /// XY-, XYZ-, W-Wing and the bent sets.
    Wings,
    /// Skyscraper, 2-String Kite, Empty Rectangle.
    SingleDigit,
    /// Simple colours.
    Colouring,
    /// X-, XY-chains and alternating chains.
    Chains,
    /// Unique rectangles and BUG+1.
    Uniqueness,
    /// Almost locked sets.
    Als,
    /// Nishio and forcing chains.
    Forcing,
}

impl Family {
    /// Every family, in Learn's order.
    pub const ALL: [Family; 11] = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Fish,
        Family::Wings,
        Family::SingleDigit,
        Family::Colouring,
        Family::Chains,
        Family::Uniqueness,
        Family::Als,
        Family::Forcing,
    ];

    /// The family's name.
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "Singles",
            Family::Intersections => "Pointing and claiming",
            Family::Subsets => "Pairs, triples and quads",
            Family::Fish => "Fish",
            Family::Wings => "Wings",
            Family::SingleDigit => "Single-digit patterns",
            Family::Colouring => "Colouring",
            Family::Chains => "Chains",
            Family::Uniqueness => "Uniqueness",
            Family::Als => "Almost locked sets",
            Family::Forcing => "Forcing chains",
        }
    }
}

/// What Learn teaches about one technique.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Lesson {
    /// The technique.
    pub technique: Technique,
    /// Its family.
    pub family: Family,
    /// The idea in plain words (at most about 120 words).
    pub idea: &'static str,
    /// The line for experts: Eureka notation or a formula.
    pub expert: &'static str,
}

/// Techniques the coach never gave as the simplest step in any position of the bank's
/// search (`examples/learn_bank.rs`): Simple Colouring's removals are found first as X-Chains,
/// which score lower, and no Direct Claiming came first in the data sets or the generator's
/// puzzles. Their lessons exist ([`lesson`]) but Learn does not list them.
pub const NEVER_SIMPLEST: [Technique; 2] = [Technique::DirectClaiming, Technique::SimpleColouring];

/// Every lesson, in Learn's order: by family, then by score.
pub fn lessons() -> Vec<Lesson> {
    listed().into_iter().filter_map(lesson).collect()
}

/// The techniques Learn lists, in its order (by family, then by score), without their texts:
/// what the page needs to list them (the worker answers a lesson's words).
pub fn listed() -> Vec<Technique> {
    let mut all: Vec<(Family, Technique)> = Technique::ALL
        .into_iter()
        .filter(|&t| t != Technique::HiddenSingleLine && !NEVER_SIMPLEST.contains(&t))
        .filter_map(|t| Some((family(t)?, t)))
        .collect();
    all.sort_by_key(|&(f, t)| (f, technique_rating(t).1, t));
    all.into_iter().map(|(_, t)| t).collect()
}

/// The family of the lesson that teaches `t`; `None` for a technique without a lesson.
pub fn family(t: Technique) -> Option<Family> {
    use Family as F;
    use Technique as T;
    Some(match t {
        T::FullHouse | T::HiddenSingleBox | T::HiddenSingleLine | T::NakedSingle => F::Singles,
        T::Pointing | T::Claiming | T::DirectPointing | T::DirectClaiming => F::Intersections,
        T::NakedPair
        | T::HiddenPair
        | T::NakedTriple
        | T::HiddenTriple
        | T::NakedQuad
        | T::HiddenQuad
        | T::DirectHiddenPair
        | T::DirectHiddenTriple => F::Subsets,
        T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::FinnedSwordfish
        | T::FinnedJellyfish => F::Fish,
        T::Skyscraper | T::TwoStringKite | T::EmptyRectangle => F::SingleDigit,
        T::XyWing
        | T::XyzWing
        | T::WWing
        | T::WxyzWing
        | T::VwxyzWing
        | T::UvwxyzWing
        | T::TuvwxyzWing => F::Wings,
        T::SimpleColouring => F::Colouring,
        T::XChain | T::XyChain | T::Aic | T::NiceLoop => F::Chains,
        T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4
        | T::BugPlusOne => F::Uniqueness,
        T::AlsXz => F::Als,
        T::Nishio | T::ForcingChain | T::DynamicForcingChain => F::Forcing,
        _ => return None,
    })
}

/// The lesson that teaches `t` (a hidden single in a line shares the hidden single's).
pub fn lesson(t: Technique) -> Option<Lesson> {
    let taught = match t {
        Technique::HiddenSingleLine => Technique::HiddenSingleBox,
        _ => t,
    };
    let (idea, expert) = words(taught)?;
    Some(Lesson {
        technique: taught,
        family: family(taught)?,
        idea,
        expert,
    })
}

/// A lesson's idea in plain words and its line for experts.
fn words(t: Technique) -> Option<(&'static str, &'static str)> {
    use Technique as T;
    Some(match t {
        T::FullHouse => ("Look for a row, a column or a box with only one empty cell left. Eight digits are already there, so the missing one goes in that cell. This is the easiest move in Sudoku: count what is there and name what is not.", "Full House: |row, column or box| = 8 placed ⇒ the ninth digit goes in the last cell."),
        T::HiddenSingleBox | T::HiddenSingleLine => ("Every box, row and column needs each digit once. Pick a digit, say 7, and a box that has no 7 yet. Cross out the cells of the box that see a 7 in their row or column, and the cells already filled. When only one cell is left, the 7 must go there, even if that cell has other candidates too. The same works along a row or a column.", "Hidden Single: digit d has one place in a box, row or column ⇒ d goes there."),
        T::NakedSingle => ("Look at one empty cell and list the digits already in its row, its column and its box. If eight different digits are there, only one is left for the cell, and it goes there. With candidates written in, this is a cell with a single candidate.", "Naked Single: candidates(cell) = {d} ⇒ cell = d."),
        T::Pointing => ("Inside a box, the candidates of a digit may all lie on one row (or one column). The box needs that digit somewhere, so it will be on that row inside the box. Then the rest of that row, outside the box, cannot hold the digit: remove it there.", "Pointing: (d) box ∩ row holds every d of the box ⇒ d off the rest of the row."),
        T::Claiming => ("The other way round from pointing: in a row (or a column), the candidates of a digit may all lie inside one box. The row needs that digit, so it will be in that box. Then the other cells of the box cannot hold it: remove the digit from them.", "Claiming: (d) row ∩ box holds every d of the row ⇒ d off the rest of the box."),
        T::DirectPointing => ("A pointing that finishes the job at once: the digit's candidates in a box lie on one row or column, which removes the digit from the rest of that line. After those removals, some row, column or box has only one place left for a digit, and that digit goes there.", "Direct Pointing: Pointing, then a Hidden Single the removals leave."),
        T::DirectClaiming => ("A claiming that finishes the job at once: the digit's candidates in a row or column all sit in one box, which removes the digit from the rest of that box. After those removals, a digit has only one place left in some row, column or box, and it goes there.", "Direct Claiming: Claiming, then a Hidden Single the removals leave."),
        T::NakedPair => ("Two cells of the same row, column or box hold the same two candidates, say 3 and 8, and nothing else. One of them will be 3 and the other 8, we just do not know which. Either way the 3 and the 8 of that row, column or box are used up, so remove 3 and 8 from its other cells.", "Naked Pair: cells A, B = {x,y} in one row, column or box ⇒ x, y off its other cells."),
        T::HiddenPair => ("In a row, column or box, two digits can only go in the same two cells. Those two cells must take those two digits, so they cannot hold anything else: remove their other candidates. The pair is hidden among the other candidates until you look digit by digit.", "Hidden Pair: digits x, y confined to cells A, B ⇒ A, B = {x,y}."),
        T::NakedTriple => ("Three cells of one row, column or box hold only three digits between them (each cell need not hold all three). Those three cells will use up those three digits, so the other cells there cannot hold them: remove them.", "Naked Triple: three cells ⊆ {x,y,z} ⇒ x, y, z off the other cells."),
        T::HiddenTriple => ("In a row, column or box, three digits can only go in the same three cells. Those cells must hold those digits, so remove every other candidate from them.", "Hidden Triple: digits x, y, z confined to three cells ⇒ those cells ⊆ {x,y,z}."),
        T::NakedQuad => ("Four cells of one row, column or box hold only four digits between them. Those four cells use up those four digits, so remove them from the other cells there.", "Naked Quad: four cells ⊆ four digits ⇒ those digits off the other cells."),
        T::HiddenQuad => ("In a row, column or box, four digits can only go in the same four cells. Those cells must hold those four digits: remove every other candidate from them.", "Hidden Quad: four digits confined to four cells ⇒ those cells keep only them."),
        T::DirectHiddenPair => ("A hidden pair that finishes the job at once: two digits can only go in the same two cells of a row, column or box, so those cells lose their other candidates. After that, a digit has one place left somewhere, and it goes there.", "Direct Hidden Pair: Hidden Pair, then the Hidden Single it leaves."),
        T::DirectHiddenTriple => ("A hidden triple that finishes the job at once: three digits can only go in the same three cells, so those cells lose their other candidates, and a digit is left with one place somewhere: it goes there.", "Direct Hidden Triple: Hidden Triple, then the Hidden Single it leaves."),
        T::XWing => ("Pick a digit. In two rows, that digit can only go in the same two columns. Each of the two rows needs the digit once, and they cannot both use the same column. So the digit goes once in each of those two columns, inside those two rows. No other cell of those two columns can hold it: remove it there. The same works with columns and rows swapped.", "X-Wing: (d) r1 ⊆ {cA,cB}, r2 ⊆ {cA,cB} ⇒ d off cA, cB outside r1, r2."),
        T::Swordfish => ("The X-Wing with three rows: a digit's candidates in three rows all lie within the same three columns. The three rows need three of that digit, one in each of those columns. So the rest of those three columns cannot hold it. The same works with columns and rows swapped.", "Swordfish: (d) three rows ⊆ three columns ⇒ d off the rest of those columns."),
        T::Jellyfish => ("The X-Wing with four rows: a digit's candidates in four rows all lie within the same four columns. Those rows place their four copies in those columns, so remove the digit from the rest of the four columns. Rows and columns can be swapped.", "Jellyfish: (d) four rows ⊆ four columns ⇒ d off the rest of those columns."),
        T::FinnedXWing => ("An X-Wing with an extra candidate or two, the fin, next to one corner in the same box. Either the X-Wing holds, or the fin is true. A cell that would lose the digit to the X-Wing and also sees the fin loses it either way: remove the digit there.", "Finned X-Wing: X-Wing on d or a fin is d ⇒ d off cells seeing the fin and an X-Wing column."),
        T::FinnedSwordfish => ("A Swordfish with extra candidates, the fin, in one box. Either the Swordfish holds, or the fin is true. Cells that the Swordfish would clear and that also see every fin lose the digit.", "Finned Swordfish: Swordfish on d or a fin ⇒ d off cells in both reaches."),
        T::FinnedJellyfish => ("A Jellyfish with extra candidates, the fin, in one box. Either the Jellyfish holds, or the fin is true. Cells that the Jellyfish would clear and that also see every fin lose the digit.", "Finned Jellyfish: Jellyfish on d or a fin ⇒ d off cells in both reaches."),
        T::Skyscraper => ("Pick a digit that has exactly two places in each of two rows. At one end, the two pairs sit in the same column; at the other end they do not. The two places in that shared column cannot both hold the digit, so in at least one of the rows the digit sits at the loose end. So one of the two loose ends holds the digit, and a cell that sees both loose ends cannot. The same works with two columns.", "Skyscraper: (d) a=b - c=d with b, c in one column ⇒ d off cells seeing a and d."),
        T::TwoStringKite => ("A digit has exactly two places in a row and exactly two in a column, and one end of each sits in the same box. Those two ends cannot both be the digit, so one of the far ends is. A cell that sees both far ends cannot hold the digit.", "2-String Kite: (d) row pair = box = column pair ⇒ d off cells seeing both far ends."),
        T::EmptyRectangle => ("In a box, a digit's candidates all lie on one row and one column of the box, so the box's digit is on that row or on that column. Outside the box, the digit has exactly two places in a column, one of them on the box's row. If that one is the digit, the box's row is used up and the box's digit is on its column; if not, the other place is the digit. The cell that sees both, on the box's column and the other place's row, loses the digit.", "Empty Rectangle: (d) box row/column = pair ⇒ d off the crossing cell."),
        T::XyWing => ("A cell with two candidates, say 3 and 5, sees two other cells with two candidates: one with 3 and 7, one with 5 and 7. If the middle cell is 3, the first is 7; if it is 5, the second is 7. Either way one of the two outer cells is 7, so a cell that sees both cannot be 7.", "XY-Wing: xy pivot, xz and yz pincers ⇒ z off cells seeing both pincers."),
        T::XyzWing => ("Like the XY-Wing, but the middle cell holds all three digits, say 3, 5 and 7, and sees a 3-7 cell and a 5-7 cell. Whatever the middle is, one of the three cells is 7. A cell that sees all three cannot be 7.", "XYZ-Wing: xyz pivot, xz and yz pincers ⇒ z off cells seeing all three."),
        T::WWing => ("Two cells far apart both hold the same two candidates, say 4 and 9. Somewhere, the 9 has exactly two places, one seeing each of those cells. One of those places is 9, so one of the two cells is not 9 and must be 4. A cell that sees both cannot be 4.", "W-Wing: xy … (y)=(y) … xy ⇒ x off cells seeing both xy cells."),
        T::WxyzWing => ("Four cells hold just four digits between them: three in one row, column or box and one two-candidate cell. One digit, whose copies do not all see each other, must still be somewhere among them. A cell that sees every copy of it cannot hold it.", "WXYZ-Wing: 4 cells, 4 digits, one unrestricted digit z ⇒ z off cells seeing every z."),
        T::VwxyzWing => ("Five cells hold just five digits between them: four in one row, column or box and one two-candidate cell. One digit must be somewhere among them; a cell that sees every copy of it cannot hold it.", "VWXYZ-Wing: 5 cells, 5 digits ⇒ z off cells seeing every z."),
        T::UvwxyzWing => ("Six cells hold just six digits between them: five in one row, column or box and one two-candidate cell. One digit must be somewhere among them; a cell that sees every copy of it cannot hold it.", "UVWXYZ-Wing: 6 cells, 6 digits ⇒ z off cells seeing every z."),
        T::TuvwxyzWing => ("Seven cells hold just seven digits between them: six in one row, column or box and one two-candidate cell. One digit must be somewhere among them; a cell that sees every copy of it cannot hold it.", "TUVWXYZ-Wing: 7 cells, 7 digits ⇒ z off cells seeing every z."),
        T::SimpleColouring => ("Pick a digit and find its pairs: rows, columns or boxes where it has exactly two places. Colour the two places of each pair with two colours, one each, linking pairs that share a cell. One colour is the digit, the other is not. If one colour clashes with itself, the other colour is the digit. A cell that sees both colours loses the digit.", "Simple Colouring: two-colour the strong links of d ⇒ a clashing colour is false; cells seeing both colours lose d."),
        T::XChain => ("Follow one digit. Where it has exactly two places in a row, column or box, if one is not the digit, the other is. Chain such pairs together, each next pair starting in a cell that sees the end of the last one. If the first cell of the chain is not the digit, the push goes all the way through and the last one is. So one of the two ends holds the digit, and a cell that sees both ends cannot.", "X-Chain: (d) a=b-c=…=z ⇒ d off cells seeing a and z."),
        T::XyChain => ("A chain of cells with two candidates each, one after the other, each seeing the next and sharing a digit with it. If the first cell is not its outside digit, the chain pushes through to make the last cell that digit. So one end or the other holds it, and cells that see both ends lose it.", "XY-Chain: (x=a)-(a=b)-…-(c=x) over two-candidate cells ⇒ x off cells seeing both ends."),
        T::Aic => ("The general chain: it mixes digits and cells. Each link says either 'if this is false, that is true' (a digit with two places, a cell with two candidates) or 'if this is true, that is false'. The chain alternates them. Then one of its two ends is true, and a candidate that sees both ends is removed.", "AIC: a=b-c=…=z, alternating strong and weak links ⇒ ¬(candidates seeing a and z)."),
        T::NiceLoop => ("A chain that closes on itself. Each link says either 'if this is not the digit, that one is' (a digit with two places in a row, column or box, or a cell with two candidates) or 'if this is the digit, that one is not' (candidates that see each other, or share a cell). Round the loop the two kinds take turns, so the loop splits into two halves: one half is all true and the other all false, though we do not know which. Either way, a candidate that sees a member of each half cannot be true: remove it.", "Continuous nice loop: (a)r1c1=(a)r1c5-(a)r5c5=…-(a)r1c1 ⇒ every weak link acts as strong; a candidate seeing both ends of a weak link is false."),
        T::UniqueRectangle1 => ("A good puzzle has one solution. Four cells at the corners of a rectangle, in two rows, two columns and two boxes, cannot all hold just the same two digits: they could be swapped, giving two solutions. If three corners hold only that pair, the fourth corner cannot be either of them: remove them.", "Unique Rectangle 1: three corners {x,y} ⇒ x, y off the fourth."),
        T::UniqueRectangle2 => ("Four corners of a rectangle over two boxes share two digits. Two corners hold the pair plus the same extra digit. One of those two must be the extra digit, or the puzzle would have two solutions. Any cell that sees both loses that extra digit.", "Unique Rectangle 2: roof {x,y,z} twice ⇒ z off cells seeing both."),
        T::UniqueRectangle3 => ("Four corners of a rectangle share two digits; two corners carry extra digits. Those extras must hold at least one digit, so together with other cells of the same row, column or box they act like one more cell of a naked subset: remove those digits from the rest.", "Unique Rectangle 3: roof extras + cells = naked subset ⇒ its digits off the rest."),
        T::UniqueRectangle4 => ("Four corners of a rectangle share two digits. In the two corners with extras, one of the pair, say 6, has no other place in their row, column or box: one of them is 6. The other digit of the pair cannot be in both, so remove it from both.", "Unique Rectangle 4: x confined to the roof ⇒ y off both roof cells."),
        T::BugPlusOne => ("When every empty cell has two candidates except one cell with three, and each digit has two places in every row, column and box, the puzzle would have two solutions without that cell's extra digit. So the one digit that appears three times in its row, column and box goes there.", "BUG+1: all bivalue but one cell ⇒ the triple-counted digit is true."),
        T::AlsXz => ("An almost locked set is a group of cells in one row, column or box with one digit more than cells: N cells, N + 1 digits. Take two such sets that share a digit x whose copies all see each other, so only one set can have it. Then the other shared digit z is in one set or the other. A cell that sees every z of both sets loses z.", "ALS-XZ: A, B almost locked, restricted common x ⇒ z off cells seeing every z of A and B."),
        T::Nishio => ("Assume one candidate is true and follow only that digit: each placement removes it from the cells it sees. If some row, column or box ends up with no place for the digit, the assumption was wrong: remove that candidate.", "Nishio: d in cell ⇒ a row, column or box without d ⇒ d off the cell."),
        T::ForcingChain => ("Try every choice of a cell with three or more digits (or every place of a digit in a row, column or box), and follow what each one forces: a placed digit removes its rivals, and a cell with two digits, or a digit with two places, that loses one keeps the other. If every choice leads to the same digit in the same cell, or the same removal, that result is certain.", "Forcing Chain: every choice of a cell or a digit's places ⇒ the same conclusion, by two-choice steps only."),
        T::DynamicForcingChain => ("A forcing chain that follows every forced move, such as a cell left with one digit after losing two, and may start from a cell with two digits. Follow each choice with all the removals it brings; if every choice agrees, or one breaks the puzzle, you have your move.", "Dynamic Forcing Chain: every forced move followed ⇒ the same conclusion, or a dead end."),
        _ => return None,
    })
}
