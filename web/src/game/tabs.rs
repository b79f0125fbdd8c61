//! One game open in two tabs: whether this tab is the one that plays it ([`Tab`]), the guard
//! that keeps a tab that is not from changing (and so from saving over) the other tab's moves,
//! and a saved game brought into the tab without losing what the tab shows about it.

use super::message::say;
use super::{Game, Tone};

/// Whether this tab plays its game, or another tab does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Tab {
    /// This tab plays the game and saves it.
    #[default]
    Here,
    /// Another tab took the game: this one shows its saved moves and changes nothing until the
    /// player presses "Continue here".
    Elsewhere,
    /// Saving found the game changed by another tab since this tab last read or wrote it:
    /// this tab saves nothing until the player chooses which version to keep.
    Changed,
}

/// The message shown when a change is refused because another tab has the game.
pub const REFUSED: &str =
    "Not changed: this game is open in another tab. Press \"Continue here\" to play it here.";

/// Whether `next` changes what is saved of `prev`'s game (its id, givens, sheet, mode,
/// history, checkpoints, candidates setting or time).
pub fn changes_saved_game(prev: &Game, next: &Game) -> bool {
    prev.id != next.id
        || prev.givens != next.givens
        || prev.sheet != next.sheet
        || prev.mode != next.mode
        || prev.undo != next.undo
        || prev.redo != next.redo
        || prev.checkpoints != next.checkpoints
        || prev.auto_candidates != next.auto_candidates
        || prev.elapsed != next.elapsed
}

/// The reducer's guard: in a tab that does not play its game, only an action that
/// `brings_game` (in the reducer) or opens another game may change the saved game. Returns the game to keep instead of `next` when
/// the change is refused.
pub(super) fn refused(prev: &Game, next: &Game, brings_game: bool) -> Option<Game> {
    // Another game (a link, a paste, a new puzzle) is this tab's own: it is played here.
    let other_game = next.id != prev.id;
    if prev.tab == Tab::Here || brings_game || other_game || !changes_saved_game(prev, next) {
        return None;
    }
    let mut kept = prev.clone();
    kept.message = say(Tone::Problem, REFUSED);
    Some(kept)
}

/// `saved` (this game as another tab saved it) as this tab should show it: the saved moves,
/// with what the tab knew about the puzzle (solution, rating, certificate, hints) and how the
/// player was looking at it (selection, cursor, tool, highlight) kept when the
/// givens are the same; in tab state `tab`, with `message`.
pub fn refreshed(current: &Game, saved: Game, tab: Tab, message: &str) -> Game {
    let same_puzzle = current.givens == saved.givens;
    let mut game = Game {
        tool: current.tool,
        digit_first: current.digit_first,
        armed: current.armed,
        highlight: current.highlight,
        paused: current.paused,
        tab,
        message: say(Tone::Info, message),
        ..saved
    };
    if same_puzzle {
        game.selection = current.selection;
        game.cursor = current.cursor;
        game.solution = current.solution;
        game.analysis = current.analysis;
        game.rating = current.rating.clone();
        game.certificate = current.certificate.clone();
        game.hint_log = current.hint_log.clone();
        game.assisted = current.assisted;
    }
    game
}
