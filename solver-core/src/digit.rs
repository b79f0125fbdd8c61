//! The digits 1 to 9.

use std::fmt;
use std::num::NonZeroU8;

/// A digit that can stand in a cell: `1..=9`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Digit(NonZeroU8);

impl Digit {
    /// All nine digits in order.
    pub const ALL: [Digit; 9] = {
        let mut all = [Digit(NonZeroU8::MIN); 9];
        let mut i = 0;
        while i < 9 {
            all[i] = Digit::from_index(i);
            i += 1;
        }
        all
    };

    /// The digit `d`, or `None` unless `1 <= d <= 9`.
    pub const fn new_checked(d: u8) -> Option<Digit> {
        match NonZeroU8::new(d) {
            Some(nz) if d <= 9 => Some(Digit(nz)),
            _ => None,
        }
    }

    /// The digit whose zero-based index is `i` (`0` is digit 1). Panics if `i >= 9`;
    /// callers pass indices from the engine's own tables, never user data.
    pub const fn from_index(i: usize) -> Digit {
        assert!(i < 9, "digit index out of range");
        match NonZeroU8::new(i as u8 + 1) {
            Some(nz) => Digit(nz),
            None => unreachable!(),
        }
    }

    /// The digit's value, `1..=9`.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, `0..9`.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit as its character `'1'..='9'`.
    pub const fn to_char(self) -> char {
        (b'0' + self.0.get()) as char
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.get()
    }
}

impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(d: u8) -> Result<Digit, String> {
        Digit::new_checked(d).ok_or_else(|| format!("{d} is not a digit from 1 to 9"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_is_checked() {
        assert_eq!(Digit::new_checked(0), None);
        assert_eq!(Digit::new_checked(10), None);
        for d in 1..=9u8 {
            let digit = Digit::new_checked(d).unwrap();
            assert_eq!(digit.get(), d);
            assert_eq!(Digit::from_index(digit.index()), digit);
        }
        assert_eq!(Digit::ALL.map(Digit::get), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
}
