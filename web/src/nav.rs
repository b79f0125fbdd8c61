//! The screens of the app as plain data: the play screen and the views reached from its menu.
//! No browser binding: `browser::navigation` keeps the browser's history in step with a [`View`].

/// What fills the screen: the game, or one view replacing it (with a "Back" button).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum View {
    /// The grid, the keypad and the game's buttons.
    #[default]
    Play,
    /// The "New puzzle" form and the last puzzle's certificate.
    NewPuzzle,
    /// Enter a puzzle, load one from text, export this one.
    PuzzleText,
    /// Print this puzzle or new ones.
    Print,
    /// A link to this puzzle.
    Share,
    /// Saved games.
    Saved,
    /// Named positions of this game.
    Checkpoints,
    /// Games solved by level.
    Statistics,
    /// Lessons and drills, one per technique.
    Learn,
    /// The algorithm lab.
    Lab,
    /// Switches and the colour theme.
    Settings,
    /// Keyboard shortcuts.
    Help,
}

impl View {
    /// Every view the menu lists, in its order.
    pub const MENU: [View; 11] = [
        View::NewPuzzle,
        View::PuzzleText,
        View::Saved,
        View::Checkpoints,
        View::Share,
        View::Print,
        View::Statistics,
        View::Learn,
        View::Settings,
        View::Help,
        View::Lab,
    ];

    /// The name on the menu and the view's heading.
    pub fn title(self) -> &'static str {
        match self {
            View::Play => "Game",
            View::NewPuzzle => "New puzzle",
            View::PuzzleText => "Enter, import, export",
            View::Print => "Print",
            View::Share => "Share",
            View::Saved => "Saved games",
            View::Checkpoints => "Checkpoints",
            View::Statistics => "Statistics",
            View::Learn => "Learn",
            View::Lab => "Algorithm lab",
            View::Settings => "Settings",
            View::Help => "Help",
        }
    }

    /// The view's id in a history entry's state (stable: entries outlive a deploy).
    pub fn id(self) -> &'static str {
        match self {
            View::Play => "play",
            View::NewPuzzle => "new",
            View::PuzzleText => "text",
            View::Print => "print",
            View::Share => "share",
            View::Saved => "saved",
            View::Checkpoints => "checkpoints",
            View::Statistics => "stats",
            View::Learn => "learn",
            View::Lab => "lab",
            View::Settings => "settings",
            View::Help => "help",
        }
    }

    /// The view of a history entry's id; anything else is the play screen.
    pub fn from_id(id: &str) -> View {
        View::MENU
            .into_iter()
            .find(|v| v.id() == id)
            .unwrap_or(View::Play)
    }

    /// The view an address opens at start: the lab for a `#lab=` link, else the game.
    pub fn for_fragment(fragment: &str) -> View {
        if fragment.starts_with("#lab=") {
            View::Lab
        } else {
            View::Play
        }
    }
}

#[cfg(test)]
mod tests {
    use super::View;

    #[test]
    fn every_menu_view_reads_back_from_its_id_and_names_are_distinct() {
        for v in View::MENU {
            assert_eq!(View::from_id(v.id()), v);
            assert_ne!(v, View::Play);
        }
        let mut titles: Vec<_> = View::MENU.iter().map(|v| v.title()).collect();
        titles.sort_unstable();
        titles.dedup();
        assert_eq!(titles.len(), View::MENU.len());
    }

    #[test]
    fn unknown_ids_and_addresses_open_the_game() {
        assert_eq!(View::from_id(""), View::Play);
        assert_eq!(View::from_id("play"), View::Play);
        assert_eq!(View::from_id("<b>"), View::Play);
        assert_eq!(View::for_fragment("#lab=123&engines=v1"), View::Lab);
        assert_eq!(View::for_fragment("#p=53..7"), View::Play);
        assert_eq!(View::for_fragment(""), View::Play);
    }
}
