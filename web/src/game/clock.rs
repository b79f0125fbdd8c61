//! The clock: seconds of play, pause and resume.

use super::{Action, Game};

/// The clock's actions; the others are handed back.
pub(super) fn apply(next: &mut Game, prev: &Game, action: Action) -> Option<Action> {
    match action {
        Action::Tick => {
            if prev.timer_running() {
                next.elapsed = prev.elapsed.saturating_add(1);
            }
        }
        Action::TogglePause => next.paused = !prev.paused,
        other => return Some(other),
    }
    None
}
