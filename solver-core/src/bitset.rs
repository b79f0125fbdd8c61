//! Typed bitsets: a [`DigitSet`] can never be passed where a
//! [`CellSet`](crate::CellSet) (made by the same macro in `geometry`) is expected.

use crate::digit::Digit;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// A set of digits, bit `i` standing for digit `i + 1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DigitSet(u16);

macro_rules! bitset_ops {
    ($set:ident, $bits:ty, $item:ty, $width:expr, $to_index:expr, $from_index:expr, $count:expr) => {
        impl $set {
            /// The empty set.
            pub const EMPTY: $set = $set(0);
            /// The set of every element.
            pub const ALL: $set = $set(((1 as $bits) << $width) - 1);

            /// The set whose bits are `bits`; bits past the last element are dropped.
            pub const fn from_bits(bits: $bits) -> $set {
                $set(bits & Self::ALL.0)
            }
            /// The raw bits.
            pub const fn bits(self) -> $bits {
                self.0
            }
            /// The set holding only `item`.
            pub const fn single(item: $item) -> $set {
                $set((1 as $bits) << $to_index(item))
            }
            /// Whether `item` is in the set.
            pub const fn contains(self, item: $item) -> bool {
                self.0 & ((1 as $bits) << $to_index(item)) != 0
            }
            /// Adds `item`.
            pub fn insert(&mut self, item: $item) {
                self.0 |= (1 as $bits) << $to_index(item);
            }
            /// Removes `item`.
            pub fn remove(&mut self, item: $item) {
                self.0 &= !((1 as $bits) << $to_index(item));
            }
            /// The number of elements.
            pub const fn len(self) -> usize {
                $count(self.0)
            }
            /// The one element, if the set has exactly one (cheaper than `len() == 1`: no
            /// population count, which the baseline x86-64 target computes in software).
            pub fn only(self) -> Option<$item> {
                (self.0 != 0 && self.0 & (self.0 - 1) == 0)
                    .then(|| $from_index(self.0.trailing_zeros() as usize))
            }
            /// Whether the set is empty.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// The smallest element, if any.
            pub fn first(self) -> Option<$item> {
                (self.0 != 0).then(|| $from_index(self.0.trailing_zeros() as usize))
            }
            /// Whether every element of `self` is in `other`.
            pub const fn is_subset(self, other: $set) -> bool {
                self.0 & !other.0 == 0
            }
            /// The elements in increasing order.
            pub fn iter(self) -> impl Iterator<Item = $item> {
                let mut bits = self.0;
                std::iter::from_fn(move || {
                    if bits == 0 {
                        return None;
                    }
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    Some($from_index(i))
                })
            }
        }

        impl BitOr for $set {
            type Output = $set;
            fn bitor(self, rhs: $set) -> $set {
                $set(self.0 | rhs.0)
            }
        }
        impl BitOrAssign for $set {
            fn bitor_assign(&mut self, rhs: $set) {
                self.0 |= rhs.0;
            }
        }
        impl BitAnd for $set {
            type Output = $set;
            fn bitand(self, rhs: $set) -> $set {
                $set(self.0 & rhs.0)
            }
        }
        impl BitAndAssign for $set {
            fn bitand_assign(&mut self, rhs: $set) {
                self.0 &= rhs.0;
            }
        }
        impl Sub for $set {
            type Output = $set;
            fn sub(self, rhs: $set) -> $set {
                $set(self.0 & !rhs.0)
            }
        }
        impl Not for $set {
            type Output = $set;
            fn not(self) -> $set {
                $set(!self.0 & Self::ALL.0)
            }
        }
        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> $set {
                let mut set = $set::EMPTY;
                for item in iter {
                    set.insert(item);
                }
                set
            }
        }
    };
}
pub(crate) use bitset_ops;

const fn digit_index(d: Digit) -> usize {
    d.index()
}

/// The number of elements of a digit set's bits, looked up: the baseline x86-64 target has
/// no population-count instruction, and the engine counts digit sets in its hottest loops.
const fn digit_count(bits: u16) -> usize {
    DIGIT_COUNTS[(bits & 0x1ff) as usize] as usize
}

/// The number of set bits of a 9-bit mask (a house's places of a digit, say), looked up.
pub(crate) const fn count_nine(bits: u16) -> usize {
    digit_count(bits)
}

/// Per 9-bit value, its number of set bits.
const DIGIT_COUNTS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u16).count_ones() as u8;
        i += 1;
    }
    table
};

bitset_ops!(
    DigitSet,
    u16,
    Digit,
    9,
    digit_index,
    Digit::from_index,
    digit_count
);

impl DigitSet {
    /// The union of two sets, usable in `const` tables.
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }
}

impl fmt::Debug for DigitSet {
    /// Digits run together, as players write candidates: `{579}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        write!(f, "}}")
    }
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cell, CellSet};

    #[test]
    fn digit_set_operations() {
        let d = |n| Digit::new_checked(n).unwrap();
        let mut s: DigitSet = [d(5), d(7), d(9)].into_iter().collect();
        assert_eq!(s.len(), 3);
        assert_eq!(format!("{s:?}"), "{579}");
        s.remove(d(7));
        assert!(!s.contains(d(7)));
        assert_eq!(s.first(), Some(d(5)));
        assert_eq!((!s).len(), 7);
        assert_eq!(DigitSet::ALL.len(), 9);
        assert!(s.is_subset(DigitSet::ALL));
        assert_eq!(DigitSet::from_bits(u16::MAX), DigitSet::ALL);
    }

    #[test]
    fn digit_set_len_counts_every_set() {
        for bits in 0..512u16 {
            let set = DigitSet::from_bits(bits);
            assert_eq!(set.len(), set.iter().count(), "{bits:#b}");
        }
    }

    #[test]
    fn cell_set_operations() {
        let all: Vec<Cell> = CellSet::ALL.iter().collect();
        assert_eq!(all.len(), 81);
        assert_eq!(all[80].index(), 80);
        let s = CellSet::single(Cell::from_index(80)) | CellSet::single(Cell::from_index(0));
        assert_eq!(s.len(), 2);
        assert_eq!((CellSet::ALL - s).len(), 79);
        assert_eq!((!s).len(), 79);
    }
}
