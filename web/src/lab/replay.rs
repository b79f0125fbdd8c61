//! The step-through replay of an engine's event log.

use solver_core::engines::{Cause, Event};
use solver_core::Grid;

/// The grid after the first `upto` events of a run on `puzzle` (placements, removals and
/// annealing swaps), and the last of those events.
pub fn replay(puzzle: &Grid, events: &[Event], upto: usize) -> (Grid, Option<Event>) {
    let mut grid = *puzzle;
    let mut last = None;
    for event in events.iter().take(upto) {
        match *event {
            Event::Place { cell, digit, .. } => grid.set(cell, Some(digit)),
            Event::Remove { cell, .. } => grid.set(cell, None),
            Event::Swap { a, b, .. } => {
                let (da, db) = (grid.get(a), grid.get(b));
                grid.set(a, db);
                grid.set(b, da);
            }
            _ => {}
        }
        last = Some(*event);
    }
    (grid, last)
}

/// One event in words, as the replay shows it under the small grid.
pub fn event_text(event: &Event) -> String {
    match *event {
        Event::Place {
            cell,
            digit,
            depth,
            cause,
        } => {
            let why = match cause {
                Cause::Forced => "forced",
                Cause::Hidden => "hidden single",
                Cause::Guess => "try",
                Cause::Fill => "fill",
            };
            format!("{cell} = {digit} ({why}, depth {depth})")
        }
        Event::Remove { cell, depth } => format!("{cell} emptied (depth {depth})"),
        Event::Backtrack { depth } => format!("backtrack to depth {depth}"),
        Event::Forced { depth, count } => format!("depth {depth}: {count} forced"),
        Event::DeadEnd { depth } => format!("dead end at depth {depth}"),
        Event::Swap { a, b, cost } => format!("swap {a} and {b}, cost {cost}"),
    }
}

/// The cells (indices) the last event touched, and whether it emptied them.
pub fn highlight(last: Option<Event>) -> (Vec<usize>, bool) {
    match last {
        Some(Event::Place { cell, .. }) => (vec![cell.index()], false),
        Some(Event::Remove { cell, .. }) => (vec![cell.index()], true),
        Some(Event::Swap { a, b, .. }) => (vec![a.index(), b.index()], false),
        _ => (Vec::new(), false),
    }
}
