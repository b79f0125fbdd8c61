//! Fish: X-Wing, Swordfish, Jellyfish, and their finned (and sashimi) forms.
//!
//! A fish of size `n` for a digit: `n` base lines (rows, or columns) whose candidates of the
//! digit all lie in `n` cover lines of the other direction. One of the base candidates in each
//! base line is true, so the cover lines are filled by them and lose the digit elsewhere. With
//! fins (base candidates outside the cover lines, all in one box), only the cover cells that
//! also see every fin lose the digit: either a fin is true, or the fish stands.

use super::{Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{
    bitset::DigitSet,
    digit::Digit,
    geometry::{Candidate, CellSet, House},
};
use std::ops::ControlFlow;

/// Basic fish of `size` (2, 3 or 4) for `digit`.
pub(crate) fn basic(c: &Candidates, size: usize, digit: Digit, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    search(c, size, false, technique, digit, sink)
}

/// Finned or sashimi fish of `size` (2, 3 or 4) for `digit`.
pub(crate) fn finned(
    c: &Candidates,
    size: usize,
    digit: Digit,
    sink: &mut Sink,
) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::FinnedXWing,
        3 => Technique::FinnedSwordfish,
        _ => Technique::FinnedJellyfish,
    };
    search(c, size, true, technique, digit, sink)
}

fn search(
    c: &Candidates,
    size: usize,
    fins: bool,
    technique: Technique,
    digit: Digit,
    sink: &mut Sink,
) -> ControlFlow<()> {
    for rows_are_base in [true, false] {
        let fish = Fish::new(c, digit, rows_are_base, size, technique);
        let valid = fish.valid_bases(fins);
        if popcount(valid) < size {
            continue;
        }
        for subset in Subsets::new(valid, size) {
            if fins {
                fish.finned(subset, sink)?;
            } else {
                fish.basic(subset, sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// One digit's fish in one direction. Sets of lines are 9-bit masks: bit `i` is line `i`.
/// `cover[i]` is the set of cover lines where base line `i` has the digit. No allocation until
/// a step is found.
struct Fish {
    digit: Digit,
    all: CellSet,
    rows_are_base: bool,
    cover: [u16; 9],
    size: usize,
    technique: Technique,
}

impl Fish {
    fn new(
        c: &Candidates,
        digit: Digit,
        rows_are_base: bool,
        size: usize,
        technique: Technique,
    ) -> Fish {
        let all = c.cells_with(digit);
        let mut cover = [0u16; 9];
        for x in all.iter() {
            let (b, k) = if rows_are_base {
                (x.row(), x.col())
            } else {
                (x.col(), x.row())
            };
            cover[b] |= 1 << k;
        }
        Fish {
            digit,
            all,
            rows_are_base,
            cover,
            size,
            technique,
        }
    }

    /// The base lines with a fitting number of candidates.
    fn valid_bases(&self, fins: bool) -> u16 {
        let max_base = if fins { self.size + 2 } else { self.size };
        let min_base = if fins { 1 } else { 2 };
        let mut valid = 0u16;
        for (i, m) in self.cover.iter().enumerate() {
            if (min_base..=max_base).contains(&popcount(*m)) {
                valid |= 1 << i;
            }
        }
        valid
    }

    /// Base line `i` and cover line `i`.
    fn line(&self, i: usize) -> (House, House) {
        if self.rows_are_base {
            (House::row(i), House::column(i))
        } else {
            (House::column(i), House::row(i))
        }
    }

    fn house(&self, i: usize, base: bool) -> House {
        let (b, k) = self.line(i);
        if base {
            b
        } else {
            k
        }
    }

    fn cells_of(&self, mask: u16, base: bool) -> CellSet {
        lines(mask).fold(CellSet::EMPTY, |acc, i| acc | self.house(i, base).cells())
    }

    fn houses_of(&self, mask: u16, base: bool) -> Vec<House> {
        lines(mask).map(|i| self.house(i, base)).collect()
    }

    /// Cover lines of the base candidates of `subset`, per third of the base lines.
    fn by_third(&self, subset: u16) -> [u16; 3] {
        let mut by_third = [0u16; 3];
        let mut bits = subset;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            by_third[i / 3] |= self.cover[i];
            bits &= bits - 1;
        }
        by_third
    }

    /// The basic fish on base lines `subset`, if its candidates fill `size` cover lines.
    fn basic(&self, subset: u16, sink: &mut Sink) -> ControlFlow<()> {
        let [a, b, c] = self.by_third(subset);
        let union = a | b | c;
        if popcount(union) != self.size {
            return ControlFlow::Continue(());
        }
        let base_cells = self.cells_of(subset, true);
        let targets = (self.all & self.cells_of(union, false)) - base_cells;
        if targets.is_empty() {
            return ControlFlow::Continue(());
        }
        sink(step(
            self.technique,
            self.digit,
            &self.houses_of(subset, true),
            &self.houses_of(union, false),
            self.all & base_cells,
            CellSet::EMPTY,
            targets,
        ))
    }

    /// The finned fish on base lines `subset`, with their fins in each box in turn.
    fn finned(&self, subset: u16, sink: &mut Sink) -> ControlFlow<()> {
        let by_third = self.by_third(subset);
        let union = by_third[0] | by_third[1] | by_third[2];
        if popcount(union) <= self.size {
            // No room for a fin: a basic fish (or less), found elsewhere.
            return ControlFlow::Continue(());
        }
        // The fins lie in one box; every base candidate outside it must be covered,
        // and the other cover lines are worth taking only where they cross the box.
        for b in 0..9usize {
            self.finned_in_box(b, subset, by_third, union, sink)?;
        }
        ControlFlow::Continue(())
    }

    fn finned_in_box(
        &self,
        b: usize,
        subset: u16,
        by_third: [u16; 3],
        union: u16,
        sink: &mut Sink,
    ) -> ControlFlow<()> {
        // The box spans base lines `base_third * 3 ..` and cover lines `cover_third * 3 ..`.
        let (base_third, cover_third) = if self.rows_are_base {
            (b / 3, b % 3)
        } else {
            (b % 3, b / 3)
        };
        let box_covers = 0b111u16 << (3 * cover_third);
        let box_bases = 0b111u16 << (3 * base_third);
        if subset & box_bases == 0 {
            return ControlFlow::Continue(());
        }
        let must = (0..3).fold(0u16, |acc, t| {
            acc | if t == base_third {
                by_third[t] & !box_covers
            } else {
                by_third[t]
            }
        });
        let must_count = popcount(must);
        if must_count > self.size {
            return ControlFlow::Continue(());
        }
        let free = self.size - must_count;
        let optional = box_covers & !must;
        // Every submask of `optional` (at most three bits), largest first.
        let mut next = Some(optional);
        while let Some(extra) = next {
            next = (extra != 0).then(|| (extra - 1) & optional);
            if popcount(extra) != free {
                continue;
            }
            let chosen = must | extra;
            if union & !chosen == 0 {
                continue; // no fin
            }
            self.finned_with_covers(b, subset, chosen, sink)?;
        }
        ControlFlow::Continue(())
    }

    /// The finned fish on base lines `subset` and cover lines `chosen`, its fins in box `b`.
    fn finned_with_covers(
        &self,
        b: usize,
        subset: u16,
        chosen: u16,
        sink: &mut Sink,
    ) -> ControlFlow<()> {
        let fin_box = House::box_(b);
        let base_cells = self.cells_of(subset, true);
        let cands = self.all & base_cells;
        let cover_cells = self.cells_of(chosen, false);
        let fin_cells = cands - cover_cells;
        let targets = (self.all & cover_cells & fin_box.cells()) - base_cells;
        if targets.is_empty() || !fin_cells.is_subset(fin_box.cells()) {
            return ControlFlow::Continue(());
        }
        sink(step(
            self.technique,
            self.digit,
            &self.houses_of(subset, true),
            &self.houses_of(chosen, false),
            cands - fin_cells,
            fin_cells,
            targets,
        ))
    }
}

/// The lines of a 9-bit mask, in order.
fn lines(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |i| mask & (1 << i) != 0)
}

/// The `size`-subsets of the lines of `valid`, by Gosper's hack over their positions.
struct Subsets {
    index: [usize; 9],
    n: usize,
    pick: u32,
}

impl Subsets {
    fn new(valid: u16, size: usize) -> Subsets {
        let mut index = [0usize; 9];
        let mut n = 0;
        for i in lines(valid) {
            index[n] = i;
            n += 1;
        }
        Subsets {
            index,
            n,
            pick: (1 << size) - 1,
        }
    }
}

impl Iterator for Subsets {
    type Item = u16;

    fn next(&mut self) -> Option<u16> {
        let pick = self.pick;
        if pick >= 1 << self.n {
            return None;
        }
        let mut subset = 0u16;
        let mut bits = pick;
        while bits != 0 {
            subset |= 1 << self.index[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        let low = pick & pick.wrapping_neg();
        let ripple = pick + low;
        self.pick = (((ripple ^ pick) >> 2) / low) | ripple;
        Some(subset)
    }
}

/// The number of lines in a 9-bit mask (a table: the portable target has no popcount
/// instruction).
fn popcount(mask: u16) -> usize {
    const TABLE: [u8; 512] = {
        let mut t = [0u8; 512];
        let mut i = 1;
        while i < 512 {
            t[i] = t[i / 2] + (i % 2) as u8;
            i += 1;
        }
        t
    };
    usize::from(TABLE[usize::from(mask & 0x1ff)])
}

fn step(
    technique: Technique,
    digit: Digit,
    base: &[House],
    cover: &[House],
    body: CellSet,
    fins: CellSet,
    targets: CellSet,
) -> Step {
    let mut step = Step::new(technique);
    step.eliminations = targets
        .iter()
        .map(|cell| Candidate { cell, digit })
        .collect();
    let mark = |cell, role| Marked {
        candidate: Candidate { cell, digit },
        role,
    };
    let mut candidates: Vec<Marked> = body.iter().map(|cell| mark(cell, Role::Cause)).collect();
    candidates.extend(fins.iter().map(|cell| mark(cell, Role::Fin)));
    step.evidence = Evidence {
        houses: base.to_vec(),
        cover_houses: cover.to_vec(),
        cells: (body | fins).iter().collect(),
        digits: DigitSet::single(digit),
        candidates,
        ..Evidence::default()
    };
    step.normalize()
}
