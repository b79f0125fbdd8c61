//! The player's settings: the theme, the timer, mistake checking and the layout switches
//! other parts read. They change only by [`Action::Setting`] and [`Action::SettingsLoaded`]:
//! loading or resuming a game keeps them (see `Game::reduce`).

use super::Game;
use serde::{Deserialize, Serialize};
use solver_core::logic::{ChainNotation, Notation};
use solver_core::{Cell, CellSet};

/// The colour theme.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl Theme {
    /// The three, in the order the Settings view offers them.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The name the Settings view shows.
    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "System",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    /// The page's `data-theme` attribute (none: the system's).
    pub fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}

/// What the player chose in Settings (kept between visits by `persist::settings`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The colour theme.
    pub theme: Theme,
    /// Whether the masthead shows the timer.
    pub show_timer: bool,
    /// Whether a digit that differs from the solution is marked at once.
    pub check_mistakes: bool,
    /// Whether each digit key shows how many of that digit are left to place.
    pub keypad_counts: bool,
    /// Whether centre marks sit in fixed places, 1 top left … 9 bottom right, like candidates.
    pub centre_as_candidates: bool,
    /// How hints write cells: r1c1, or SUDOGEN's [1-1].
    pub notation: Notation,
    /// Hints from SUDOGEN's classic coach instead of the modern techniques.
    pub classic_coach: bool,
    /// How a hint writes a whole chain.
    pub chain_notation: ChainNotation,
    /// Whether placing a digit keeps the player's marks of that digit in its row, column
    /// and box (off: they go, as in Good Sudoku).
    pub keep_marks: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::System,
            show_timer: true,
            check_mistakes: false,
            keypad_counts: true,
            centre_as_candidates: false,
            notation: Notation::RowColumn,
            classic_coach: false,
            chain_notation: ChainNotation::Eureka,
            keep_marks: false,
        }
    }
}

/// One setting changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setting {
    /// The colour theme.
    Theme(Theme),
    /// Show or hide the timer.
    ShowTimer(bool),
    /// Mark wrong digits at once, or only on "Check".
    CheckMistakes(bool),
    /// Counts on the digit keys.
    KeypadCounts(bool),
    /// Centre marks in fixed places.
    CentreAsCandidates(bool),
    /// Write cells as r1c1 or as SUDOGEN's [1-1].
    Notation(Notation),
    /// Take hints from SUDOGEN's classic coach (or the modern one).
    ClassicCoach(bool),
    /// Write whole chains in Eureka or HoDoKu notation.
    ChainNotation(ChainNotation),
    /// Keep the player's pencil marks when a digit is placed (or clean its peers' marks).
    KeepMarks(bool),
}

impl Settings {
    /// These settings with `change` made.
    pub fn with(mut self, change: Setting) -> Settings {
        match change {
            Setting::Theme(t) => self.theme = t,
            Setting::ShowTimer(on) => self.show_timer = on,
            Setting::CheckMistakes(on) => self.check_mistakes = on,
            Setting::KeypadCounts(on) => self.keypad_counts = on,
            Setting::CentreAsCandidates(on) => self.centre_as_candidates = on,
            Setting::Notation(n) => self.notation = n,
            Setting::ClassicCoach(on) => self.classic_coach = on,
            Setting::ChainNotation(n) => self.chain_notation = n,
            Setting::KeepMarks(on) => self.keep_marks = on,
        }
        self
    }
}

impl Game {
    /// The cells the grid marks as wrong: those of the last "Check", and with mistake checking
    /// on, every player's digit that differs from the solution (once the solution is known).
    pub fn shown_mistakes(&self) -> CellSet {
        let mut cells = self.mistakes;
        if let (true, Some(solution)) = (self.settings.check_mistakes, self.solution) {
            for cell in Cell::all() {
                let placed = self.sheet.entries.get(cell);
                if placed.is_some() && placed != solution.get(cell) {
                    cells.insert(cell);
                }
            }
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Mode};
    use crate::wire::Solved;
    use solver_core::{Digit, Grid};
    use std::rc::Rc;
    use yew::Reducible;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn reduce(game: Game, action: Action) -> Game {
        (*Rc::new(game).reduce(action)).clone()
    }

    fn load(game: Game, puzzle: &str) -> Game {
        reduce(
            game,
            Action::Load {
                id: "g".into(),
                puzzle: puzzle.parse().unwrap(),
                sheet: None,
                source: "a test",
            },
        )
    }

    #[test]
    fn settings_change_one_at_a_time_and_survive_a_load_and_a_resume() {
        let mut game = Game::default();
        for change in [
            Setting::Theme(Theme::Dark),
            Setting::ShowTimer(false),
            Setting::CheckMistakes(true),
            Setting::KeypadCounts(false),
            Setting::CentreAsCandidates(true),
            Setting::Notation(Notation::Classic),
            Setting::ClassicCoach(true),
            Setting::ChainNotation(ChainNotation::Hodoku),
            Setting::KeepMarks(true),
        ] {
            game = reduce(game, Action::Setting(change));
        }
        let chosen = Settings {
            theme: Theme::Dark,
            show_timer: false,
            check_mistakes: true,
            keypad_counts: false,
            centre_as_candidates: true,
            notation: Notation::Classic,
            classic_coach: true,
            chain_notation: ChainNotation::Hodoku,
            keep_marks: true,
        };
        assert_eq!(game.settings, chosen);
        let game = load(game, PUZZLE);
        assert_eq!(game.settings, chosen, "a load keeps the settings");
        let resumed = reduce(game, Action::Restore(Box::default()));
        assert_eq!(
            resumed.settings, chosen,
            "a resumed game keeps the settings"
        );
        let reset = reduce(resumed, Action::SettingsLoaded(Settings::default()));
        assert_eq!(reset.settings, Settings::default());
    }

    #[test]
    fn mistake_checking_marks_wrong_digits_once_the_solution_is_known() {
        let mut game = load(Game::default(), PUZZLE);
        assert_eq!(game.mode, Mode::Play);
        let (right, wrong) = (Cell::all().nth(2).unwrap(), Cell::all().nth(3).unwrap());
        game.sheet.entries.set(right, Digit::new_checked(4));
        game.sheet.entries.set(wrong, Digit::new_checked(2));
        let on = reduce(game.clone(), Action::Setting(Setting::CheckMistakes(true)));
        assert!(on.shown_mistakes().is_empty(), "no solution known yet");
        let solved = Action::Analysed {
            givens: PUZZLE.parse().unwrap(),
            result: Ok(Solved {
                solution: SOLUTION.parse::<Grid>().ok(),
                count: 1,
            }),
        };
        let on = reduce(on, solved.clone());
        assert_eq!(on.shown_mistakes().iter().collect::<Vec<_>>(), vec![wrong]);
        let off = reduce(game, solved);
        assert!(
            off.shown_mistakes().is_empty(),
            "off: only Check marks mistakes"
        );
    }
}
