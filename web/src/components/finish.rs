//! The finish card: shown when the player completes the grid, with the time against the
//! player's best and average at this level (the statistics this browser keeps), the hints and
//! checks used, and what to do next ("New puzzle" at the same level, "Share").

use crate::browser::storage;
use crate::persist::stats::{clock, Stats};
use yew::prelude::*;

/// Props of [`finish_card`].
#[derive(PartialEq)]
pub struct FinishProps {
    /// The game's saved-game id (left out of the figures it is compared with).
    pub id: String,
    /// Seconds of play.
    pub elapsed: u32,
    /// The level's name, when the puzzle is rated.
    pub level: Option<String>,
    /// Hints asked for.
    pub hints: usize,
    /// Checks made.
    pub checks: u32,
    /// Whether "Solve" or "Steps" filled the grid (the game then does not count).
    pub assisted: bool,
    /// A new puzzle at the same level (or the "New puzzle" view when unrated).
    pub on_new: Callback<()>,
    /// Share this puzzle.
    pub on_share: Callback<()>,
}

/// "Your best at Medium: 4:10 · average 6:02", from the other games solved at `level`.
fn against_the_record(id: &str, level: &str, elapsed: u32) -> String {
    let stats = storage::load_stats().unwrap_or_default();
    let others = Stats {
        games: stats
            .games
            .into_iter()
            .filter(|g| g.id != id && g.level == level)
            .collect(),
        ..Stats::default()
    };
    match others.summary().first() {
        Some(line) if elapsed < line.best => format!(
            "A new best at {level}! The last was {}; your average is {}.",
            clock(line.best),
            clock(line.average)
        ),
        Some(line) => format!(
            "Your best at {level}: {} · average {} over {} games.",
            clock(line.best),
            clock(line.average),
            line.solved
        ),
        None => format!("Your first {level} puzzle solved here."),
    }
}

/// The card; nothing to compare with for a game "Solve" finished.
pub fn finish_card(props: &FinishProps) -> Html {
    let level = props.level.clone().unwrap_or_else(|| "Unrated".to_string());
    let record = if props.assisted {
        "Solved with \"Solve\": this game does not count in your statistics.".to_string()
    } else {
        against_the_record(&props.id, &level, props.elapsed)
    };
    let plural = |n: usize, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    let used = format!(
        "{} · {}",
        plural(props.hints, "hint"),
        plural(props.checks as usize, "check")
    );
    let press = |cb: &Callback<()>| cb.reform(|_: MouseEvent| ());
    html! {
        <section class="finish" aria-label="Solved">
            <h2>{ format!("Solved in {}", clock(props.elapsed)) }</h2>
            <p>{ record }</p>
            <p class="finish-used">{ used }</p>
            <div class="finish-actions">
                <button type="button" class="primary" onclick={press(&props.on_new)}>
                    { if props.level.is_some() { format!("New {level} puzzle") } else { "New puzzle".to_string() } }
                </button>
                <button type="button" onclick={press(&props.on_share)}>{ "Share" }</button>
            </div>
        </section>
    }
}
