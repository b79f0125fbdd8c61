//! Fish: X-Wing, Swordfish, Jellyfish, and their finned (and sashimi) forms.
//!
//! A fish of size `n` for a digit: `n` base lines (rows, or columns) whose candidates of the
//! digit all lie in `n` cover lines of the other direction. One of the base candidates in each
//! base line is true, so the cover lines are filled by them and lose the digit elsewhere. With
//! fins (base candidates outside the cover lines, all in one box), only the cover cells that
//! also see every fin lose the digit: either a fin is true, or the fish stands.

use super::{combinations, Candidates, Evidence, Marked, Role, Sink, Step, Technique};
use crate::{Candidate, CellSet, Digit, DigitSet, House, BOX_OF};
use std::ops::ControlFlow;

/// Basic fish of `size` (2, 3 or 4).
pub(crate) fn basic(c: &Candidates, size: usize, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    search(c, size, false, technique, sink)
}

/// Finned or sashimi fish of `size` (2, 3 or 4).
pub(crate) fn finned(c: &Candidates, size: usize, sink: &mut Sink) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::FinnedXWing,
        3 => Technique::FinnedSwordfish,
        _ => Technique::FinnedJellyfish,
    };
    search(c, size, true, technique, sink)
}

fn search(
    c: &Candidates,
    size: usize,
    fins: bool,
    technique: Technique,
    sink: &mut Sink,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        let all = c.cells_with(digit);
        for rows_are_base in [true, false] {
            let line = |i: usize| {
                if rows_are_base {
                    (House::row(i), House::column(i))
                } else {
                    (House::column(i), House::row(i))
                }
            };
            let max_base = if fins { size + 2 } else { size };
            let bases: Vec<House> = (0..9)
                .map(|i| line(i).0)
                .filter(|h| (1..=max_base).contains(&(all & h.cells()).len()))
                .filter(|h| fins || (all & h.cells()).len() >= 2)
                .collect();
            if bases.len() < size {
                continue;
            }
            combinations(&bases, size, &mut |base| {
                let base_cells = base.iter().fold(CellSet::EMPTY, |acc, h| acc | h.cells());
                let cands = all & base_cells;
                let cover_index: Vec<usize> = (0..9)
                    .filter(|&i| !(cands & line(i).1.cells()).is_empty())
                    .collect();
                if !fins {
                    if cover_index.len() != size {
                        return ControlFlow::Continue(());
                    }
                    let cover: Vec<House> = cover_index.iter().map(|&i| line(i).1).collect();
                    let cover_cells = cover.iter().fold(CellSet::EMPTY, |acc, h| acc | h.cells());
                    let targets = (all & cover_cells) - base_cells;
                    if targets.is_empty() {
                        return ControlFlow::Continue(());
                    }
                    return sink(step(
                        technique,
                        digit,
                        base,
                        &cover,
                        cands,
                        CellSet::EMPTY,
                        targets,
                    ));
                }
                if cover_index.len() <= size {
                    // No room for a fin: a basic fish (or less), found elsewhere.
                    return ControlFlow::Continue(());
                }
                combinations(&cover_index, size, &mut |chosen| {
                    let cover: Vec<House> = chosen.iter().map(|&i| line(i).1).collect();
                    let cover_cells = cover.iter().fold(CellSet::EMPTY, |acc, h| acc | h.cells());
                    let fin_cells = cands - cover_cells;
                    let Some(first_fin) = fin_cells.first() else {
                        return ControlFlow::Continue(());
                    };
                    let fin_box = House::box_(BOX_OF[first_fin.index()] as usize);
                    if !fin_cells.is_subset(fin_box.cells()) {
                        return ControlFlow::Continue(());
                    }
                    let targets = (all & cover_cells & fin_box.cells()) - base_cells;
                    if targets.is_empty() {
                        return ControlFlow::Continue(());
                    }
                    sink(step(
                        technique,
                        digit,
                        base,
                        &cover,
                        cands - fin_cells,
                        fin_cells,
                        targets,
                    ))
                })
            })?;
        }
    }
    ControlFlow::Continue(())
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
        links: Vec::new(),
    };
    step.normalize()
}
