//! Entry: selection and cursor, tools, digits and marks, digit-first entry, edit or play.

use super::message::say;
use super::{Action, Analysis, Game, Mode, Tone, Tool};
use solver_core::{Cell, CellSet, Digit, Grid};

/// The entry actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Select { cell, extend } => select(next, prev, cell, extend),
        Action::AddToSelection(cell) => add_to_selection(next, prev, cell),
        Action::Focus(cell) => {
            if prev.cursor != Some(cell) {
                next.selection = CellSet::single(cell);
                next.cursor = Some(cell);
            }
        }
        Action::Deselect => {
            if prev.armed.is_some() {
                next.armed = None;
                next.highlight = None;
            } else {
                next.selection = CellSet::EMPTY;
            }
        }
        Action::ToggleDigitFirst => {
            next.digit_first = !prev.digit_first;
            next.armed = None;
        }
        Action::ApplyArmed => {
            if let Some(d) = prev.armed {
                next.enter(d, prev.tool);
            }
        }
        Action::Move { dr, dc, extend } => move_cursor(next, prev, dr, dc, extend),
        Action::Digit(digit) if prev.digit_first => {
            next.armed = if prev.armed == Some(digit) {
                None
            } else {
                Some(digit)
            };
            next.highlight = next.armed;
        }
        Action::Digit(digit) => next.enter(digit, prev.tool),
        Action::DigitWith(digit, tool) => next.enter(digit, tool),
        Action::Erase => erase(next),
        Action::SetTool(tool) => next.tool = tool,
        Action::SetMode(Mode::Play) if prev.mode == Mode::Edit => start_play(next, prev),
        Action::SetMode(mode) => {
            next.mode = mode;
            if mode == Mode::Edit {
                next.message = say(Tone::Info, "Editing: digits you type become givens.");
            }
        }
        Action::ToggleAutoCandidates => {
            next.auto_candidates = !prev.auto_candidates;
            if next.auto_candidates {
                let before = next.snapshot();
                next.sheet.fill_candidates(&prev.givens);
                next.record(before);
            }
        }
        Action::Highlight(digit) => next.highlight = digit,
        Action::HideHint => next.hint = None,
        other => return Some(other),
    }
    None
}

fn select(next: &mut Game, prev: &Game, cell: Cell, extend: bool) {
    if extend {
        if let Some(cursor) = next.cursor {
            next.selection.insert(cursor);
        }
        if next.selection.contains(cell) && next.cursor != Some(cell) {
            next.selection.remove(cell);
        } else {
            next.selection.insert(cell);
        }
    } else {
        next.selection = CellSet::single(cell);
    }
    next.cursor = Some(cell);
    match prev.armed {
        // Digit first: the tapped cell gets the chosen digit at once.
        Some(d) if !extend => next.enter(d, prev.tool),
        _ => {
            if let Some(d) = next.digits().get(cell) {
                next.highlight = Some(d);
            }
        }
    }
}

fn add_to_selection(next: &mut Game, prev: &Game, cell: Cell) {
    if let Some(d) = prev.armed {
        // Digit first: a drag paints the chosen digit on each cell it enters.
        if !prev.selection.contains(cell) {
            next.selection = CellSet::single(cell);
            next.enter(d, prev.tool);
        }
        next.selection = prev.selection | CellSet::single(cell);
    } else {
        next.selection.insert(cell);
    }
    next.cursor = Some(cell);
}

fn move_cursor(next: &mut Game, prev: &Game, dr: i8, dc: i8, extend: bool) {
    let from = prev.cursor.unwrap_or(Cell::from_index(40));
    let row = (from.row() as i8 + dr).rem_euclid(9) as usize;
    let col = (from.col() as i8 + dc).rem_euclid(9) as usize;
    if let Some(cell) = Cell::at(row, col) {
        next.cursor = Some(cell);
        if extend {
            next.selection.insert(from);
            next.selection.insert(cell);
        } else {
            next.selection = CellSet::single(cell);
        }
        // The same-digit highlight follows the keyboard as it follows a tap.
        if let (None, Some(d)) = (prev.armed, next.digits().get(cell)) {
            next.highlight = Some(d);
        }
    }
}

fn erase(next: &mut Game) {
    let cells = next.targets();
    let before = next.snapshot();
    match next.mode {
        Mode::Edit => {
            for cell in cells.iter() {
                next.givens.set(cell, None);
            }
        }
        Mode::Play => {
            let free = cells - next.givens.filled();
            next.sheet.erase(free);
        }
    }
    next.record(before);
}

fn start_play(next: &mut Game, prev: &Game) {
    if prev.givens == Grid::EMPTY {
        next.message = say(Tone::Problem, "Enter or paste a puzzle first.");
    } else if !prev.givens.conflicts().is_empty() {
        next.message = say(
            Tone::Problem,
            "The givens break the rules; fix the red cells first.",
        );
    } else if prev.analysis == Analysis::NoSolution {
        next.message = say(
            Tone::Problem,
            "This puzzle has no solution; fix the givens first.",
        );
    } else {
        next.mode = Mode::Play;
        next.message = match prev.analysis {
            Analysis::Multiple => say(
                Tone::Info,
                "Playing. Note: this puzzle has more than one solution.",
            ),
            _ => say(Tone::Info, "Playing: the givens are locked."),
        };
    }
}

impl Game {
    /// How many of each digit are left to place (index 0: digit 1): 9 minus the givens and
    /// the player's digits showing it, never below 0 (clashing extra copies count as placed).
    pub fn digits_left(&self) -> [u8; 9] {
        let mut left = [9u8; 9];
        let digits = self.digits();
        for d in Cell::all().filter_map(|c| digits.get(c)) {
            let slot = &mut left[usize::from(d.get() - 1)];
            *slot = slot.saturating_sub(1);
        }
        left
    }

    /// The selected cells, or the cursor's cell.
    pub(super) fn targets(&self) -> CellSet {
        if self.selection.is_empty() {
            self.cursor.map(CellSet::single).unwrap_or_default()
        } else {
            self.selection
        }
    }

    /// A digit key with `tool` on the selected cells.
    pub(super) fn enter(&mut self, digit: Digit, tool: Tool) {
        let cells = self.targets();
        if cells.is_empty() {
            self.message = say(Tone::Info, "Select a cell first.");
            return;
        }
        let before = self.snapshot();
        match (self.mode, tool) {
            (Mode::Edit, _) => {
                for cell in cells.iter() {
                    self.givens.set(cell, Some(digit));
                }
                self.sheet.clear_under(&self.givens);
                self.message = None;
            }
            (Mode::Play, Tool::Digit) => self.place(cells, digit),
            (Mode::Play, Tool::Centre) => {
                self.sheet.toggle_mark(&self.givens, cells, digit, false);
            }
            (Mode::Play, Tool::Corner) => {
                self.sheet.toggle_mark(&self.givens, cells, digit, true);
            }
            (Mode::Play, Tool::CandidateColour) => {
                self.sheet
                    .cycle_candidate_colour(&self.givens, cells, digit);
            }
            (Mode::Play, Tool::Colour) => {
                let colour = digit.get();
                let all_have = cells.iter().all(|c| self.sheet.colours.get(c) == colour);
                for cell in cells.iter() {
                    self.sheet
                        .colours
                        .set(cell, if all_have { 0 } else { colour });
                }
            }
        }
        self.record(before);
        self.announce_solved(before);
    }

    /// Places `digit` in the free cells of `cells`, or takes it away where all have it.
    fn place(&mut self, cells: CellSet, digit: Digit) {
        let free: Vec<Cell> = cells
            .iter()
            .filter(|&c| self.givens.get(c).is_none())
            .collect();
        let all_have = free
            .iter()
            .all(|&c| self.sheet.entries.get(c) == Some(digit));
        for &cell in &free {
            self.sheet
                .entries
                .set(cell, if all_have { None } else { Some(digit) });
            if !all_have && (self.auto_candidates || !self.settings.keep_marks) {
                self.sheet.clean_peers(cell, digit);
            }
        }
        self.highlight = Some(digit);
    }
}
