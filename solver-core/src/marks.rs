//! [`Marks`]: one digit set per cell, a layer of pencil marks (a player's centre or corner marks,
//! the candidates of a position along a logical path). Plain data, cheap to copy; with the
//! `serde` feature it reads and writes as 81 numbers (the digit sets' bits).

use crate::{bitset::DigitSet, geometry::Cell};

/// One digit set per cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "Vec<u16>", into = "Vec<u16>")
)]
pub struct Marks([DigitSet; 81]);

impl Default for Marks {
    fn default() -> Marks {
        Marks([DigitSet::EMPTY; 81])
    }
}

impl Marks {
    /// The marks of `cell`.
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.0[cell.index()]
    }

    /// Replaces the marks of `cell`.
    pub fn set(&mut self, cell: Cell, marks: DigitSet) {
        self.0[cell.index()] = marks;
    }

    /// Whether no cell has a mark.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|m| m.is_empty())
    }

    /// The 81 sets, cell `r1c1` first.
    pub fn as_array(&self) -> &[DigitSet; 81] {
        &self.0
    }
}

impl From<[DigitSet; 81]> for Marks {
    fn from(sets: [DigitSet; 81]) -> Marks {
        Marks(sets)
    }
}

impl From<Marks> for Vec<u16> {
    fn from(marks: Marks) -> Vec<u16> {
        marks.0.iter().map(|m| m.bits()).collect()
    }
}

impl TryFrom<Vec<u16>> for Marks {
    type Error = String;

    fn try_from(bits: Vec<u16>) -> Result<Marks, String> {
        if bits.len() != 81 {
            return Err(format!("81 cells of marks expected, found {}", bits.len()));
        }
        let mut marks = Marks::default();
        for (i, b) in bits.into_iter().enumerate() {
            marks.0[i] = DigitSet::from_bits(b);
        }
        Ok(marks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digit::Digit;

    #[test]
    fn bits_round_trip_and_wrong_lengths_are_refused() {
        let mut marks = Marks::default();
        let cell = Cell::from_index(10);
        let mut set = DigitSet::EMPTY;
        set.insert(Digit::new_checked(4).expect("4 is a digit"));
        marks.set(cell, set);
        let bits: Vec<u16> = marks.into();
        assert_eq!(Marks::try_from(bits), Ok(marks));
        assert!(Marks::try_from(vec![0u16; 80]).is_err());
        assert!(!marks.is_empty() && Marks::default().is_empty());
    }
}
