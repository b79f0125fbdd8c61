//! The player's sheet: the digits they placed, their centre and corner pencil marks and their
//! cell colours. Plain data, cheap to copy, so that every change can be kept for undo.

use serde::{Deserialize, Serialize};
use solver_core::{Cell, CellSet, Digit, DigitSet, Grid};

pub use solver_core::Marks;

/// Cell colours: 0 for none, 1-9 for the palette.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct Colours([u8; 81]);

impl Default for Colours {
    fn default() -> Colours {
        Colours([0; 81])
    }
}

impl Colours {
    /// The colour of `cell`, 0 for none.
    pub fn get(&self, cell: Cell) -> u8 {
        self.0[cell.index()]
    }
    /// Sets the colour of `cell` (values above 9 mean none).
    pub fn set(&mut self, cell: Cell, colour: u8) {
        self.0[cell.index()] = if colour <= 9 { colour } else { 0 };
    }
}

impl From<Colours> for Vec<u8> {
    fn from(colours: Colours) -> Vec<u8> {
        colours.0.to_vec()
    }
}

impl TryFrom<Vec<u8>> for Colours {
    type Error = String;
    fn try_from(values: Vec<u8>) -> Result<Colours, String> {
        let array: [u8; 81] = values
            .try_into()
            .map_err(|v: Vec<u8>| format!("81 colours expected, found {}", v.len()))?;
        Ok(Colours(array.map(|c| if c <= 9 { c } else { 0 })))
    }
}

/// Everything the player has written on the puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Sheet {
    /// Digits placed by the player (never in a given's cell).
    pub entries: Grid,
    /// Centre pencil marks (candidates). (Serialised as "center", the first versions' name.)
    #[serde(rename = "center")]
    pub centre: Marks,
    /// Corner pencil marks (where a digit can go in a box).
    pub corner: Marks,
    /// Cell colours. (Serialised as "colors", the first versions' name.)
    #[serde(default, rename = "colors")]
    pub colours: Colours,
    /// Candidates coloured with the first candidate colour (as in colouring: one side of a chain).
    #[serde(default)]
    pub cand_a: Marks,
    /// Candidates coloured with the second candidate colour (the other side).
    #[serde(default)]
    pub cand_b: Marks,
}

/// The candidates of `cell` given the digits in `digits`: those no peer holds.
pub fn candidates(digits: &Grid, cell: Cell) -> DigitSet {
    if digits.get(cell).is_some() {
        return DigitSet::EMPTY;
    }
    let mut free = DigitSet::ALL;
    for peer in cell.peers().iter() {
        if let Some(d) = digits.get(peer) {
            free.remove(d);
        }
    }
    free
}

impl Sheet {
    /// The givens and the player's digits together.
    pub fn digits(&self, givens: &Grid) -> Grid {
        givens.with_entries(&self.entries)
    }

    /// Drops whatever the sheet holds in the cells of givens (after the givens change).
    pub fn clear_under(&mut self, givens: &Grid) {
        for cell in givens.filled().iter() {
            self.entries.set(cell, None);
            self.centre.set(cell, DigitSet::EMPTY);
            self.corner.set(cell, DigitSet::EMPTY);
            self.cand_a.set(cell, DigitSet::EMPTY);
            self.cand_b.set(cell, DigitSet::EMPTY);
        }
    }

    /// Cycles the colour of candidate `digit` in the empty ones of `cells`: none, the first
    /// colour, the second, none (all cells follow the first one's step).
    pub fn cycle_candidate_colour(&mut self, givens: &Grid, cells: CellSet, digit: Digit) {
        let digits = self.digits(givens);
        let empty: Vec<Cell> = cells.iter().filter(|&c| digits.get(c).is_none()).collect();
        let Some(&first) = empty.first() else {
            return;
        };
        let (to_a, to_b) = match (
            self.cand_a.get(first).contains(digit),
            self.cand_b.get(first).contains(digit),
        ) {
            (false, false) => (true, false),
            (true, _) => (false, true),
            (false, true) => (false, false),
        };
        for cell in empty {
            for (layer, on) in [(&mut self.cand_a, to_a), (&mut self.cand_b, to_b)] {
                let mut m = layer.get(cell);
                if on {
                    m.insert(digit);
                } else {
                    m.remove(digit);
                }
                layer.set(cell, m);
            }
        }
    }

    /// Removes `digit` from the pencil marks of the peers of `cell` (automatic cleaning).
    pub fn clean_peers(&mut self, cell: Cell, digit: Digit) {
        for peer in cell.peers().iter() {
            for layer in [
                &mut self.centre,
                &mut self.corner,
                &mut self.cand_a,
                &mut self.cand_b,
            ] {
                let mut m = layer.get(peer);
                m.remove(digit);
                layer.set(peer, m);
            }
        }
    }

    /// Fills the centre marks of every empty cell with its candidates.
    pub fn fill_candidates(&mut self, givens: &Grid) {
        let digits = self.digits(givens);
        for cell in Cell::all() {
            self.centre.set(cell, candidates(&digits, cell));
        }
    }

    /// Toggles `digit` in one layer of marks over `cells` (the empty ones): added to all if any
    /// lacks it, else removed from all, as in SudokuPad.
    pub fn toggle_mark(&mut self, givens: &Grid, cells: CellSet, digit: Digit, corner: bool) {
        let digits = self.digits(givens);
        let empty: Vec<Cell> = cells.iter().filter(|&c| digits.get(c).is_none()).collect();
        let layer = if corner {
            &mut self.corner
        } else {
            &mut self.centre
        };
        let all_have = empty.iter().all(|&c| layer.get(c).contains(digit));
        for cell in empty {
            let mut m = layer.get(cell);
            if all_have {
                m.remove(digit);
            } else {
                m.insert(digit);
            }
            layer.set(cell, m);
        }
    }

    /// Empties `cells`: the digit first; where there is none, the marks; then the colour.
    pub fn erase(&mut self, cells: CellSet) {
        let has_digit = cells.iter().any(|c| self.entries.get(c).is_some());
        let has_marks = cells.iter().any(|c| {
            !(self.centre.get(c) | self.corner.get(c) | self.cand_a.get(c) | self.cand_b.get(c))
                .is_empty()
        });
        for cell in cells.iter() {
            if has_digit {
                self.entries.set(cell, None);
            } else if has_marks {
                self.centre.set(cell, DigitSet::EMPTY);
                self.corner.set(cell, DigitSet::EMPTY);
                self.cand_a.set(cell, DigitSet::EMPTY);
                self.cand_b.set(cell, DigitSet::EMPTY);
            } else {
                self.colours.set(cell, 0);
            }
        }
    }
}

#[cfg(test)]
mod candidate_colour_tests {
    use super::*;

    #[test]
    fn candidate_colours_cycle_and_follow_the_marks() {
        let givens: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
        let (r1c1, r1c2, r2c2) = (
            Cell::from_index(0),
            Cell::from_index(1),
            Cell::from_index(10),
        );
        let d3 = Digit::new_checked(3).unwrap();
        let mut sheet = Sheet::default();
        let cells = CellSet::single(r1c2) | CellSet::single(r2c2) | CellSet::single(r1c1);
        sheet.cycle_candidate_colour(&givens, cells, d3);
        assert!(sheet.cand_a.get(r1c2).contains(d3) && sheet.cand_a.get(r2c2).contains(d3));
        assert!(sheet.cand_a.get(r1c1).is_empty(), "never on a given");
        sheet.cycle_candidate_colour(&givens, cells, d3);
        assert!(!sheet.cand_a.get(r1c2).contains(d3) && sheet.cand_b.get(r1c2).contains(d3));
        sheet.cycle_candidate_colour(&givens, cells, d3);
        assert!(sheet.cand_a.get(r1c2).is_empty() && sheet.cand_b.get(r1c2).is_empty());
        // A 3 placed in a peer takes the colour off, as it takes the mark off.
        sheet.cycle_candidate_colour(&givens, cells, d3);
        sheet.clean_peers(Cell::from_index(8), d3);
        assert!(sheet.cand_a.get(r1c2).is_empty());
        assert!(sheet.cand_a.get(r2c2).contains(d3), "not a peer of r1c9");
        // Erase takes the colours with the marks; old saves without the layers still read.
        sheet.erase(CellSet::single(r2c2));
        assert!(sheet.cand_a.get(r2c2).is_empty());
        let text = serde_json::to_string(&Sheet::default()).unwrap();
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value.as_object_mut().unwrap().remove("cand_a");
        value.as_object_mut().unwrap().remove("cand_b");
        assert_eq!(
            serde_json::from_value::<Sheet>(value).unwrap(),
            Sheet::default()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: u8) -> Digit {
        Digit::new_checked(n).unwrap()
    }

    #[test]
    fn toggling_marks_follows_the_majority_rule() {
        let mut sheet = Sheet::default();
        let cells: CellSet = [Cell::from_index(0), Cell::from_index(1)]
            .into_iter()
            .collect();
        sheet
            .centre
            .set(Cell::from_index(0), DigitSet::single(d(4)));
        sheet.toggle_mark(&Grid::EMPTY, cells, d(4), false);
        assert!(sheet.centre.get(Cell::from_index(1)).contains(d(4)));
        sheet.toggle_mark(&Grid::EMPTY, cells, d(4), false);
        assert!(sheet.centre.is_empty());
    }

    #[test]
    fn candidates_and_cleaning() {
        let givens: Grid = format!("12{}", ".".repeat(79)).parse().unwrap();
        let mut sheet = Sheet::default();
        sheet.fill_candidates(&givens);
        let r1c3 = Cell::from_index(2);
        assert_eq!(sheet.centre.get(r1c3).len(), 7);
        assert!(sheet.centre.get(Cell::from_index(0)).is_empty());
        sheet.entries.set(r1c3, Some(d(3)));
        sheet.clean_peers(r1c3, d(3));
        assert!(!sheet.centre.get(Cell::from_index(8)).contains(d(3)));
        assert!(sheet.centre.get(Cell::from_index(80)).contains(d(3)));
    }

    #[test]
    fn corrupt_layers_are_refused_or_sanitised() {
        assert!(serde_json::from_str::<Marks>("[1,2,3]").is_err());
        let wide = format!("[{}]", vec!["65535"; 81].join(","));
        let marks: Marks = serde_json::from_str(&wide).unwrap();
        assert_eq!(marks.get(Cell::from_index(0)), DigitSet::ALL);
        let colours = format!("[{}]", vec!["200"; 81].join(","));
        assert_eq!(
            serde_json::from_str::<Colours>(&colours)
                .unwrap()
                .get(Cell::from_index(3)),
            0
        );
    }
}
