//! "Statistics": games solved in this browser, by level, read from storage while open;
//! practice games (a puzzle made for one technique) counted apart.

use crate::browser::storage;
use crate::game::{Action, Tone};
use crate::persist::stats::{clock, Stats};
use yew::prelude::*;

/// Props of [`StatsPanel`].
#[derive(Properties, PartialEq)]
pub struct StatsProps {
    /// Where messages go.
    pub on_action: Callback<Action>,
    /// Whether the game on screen is solved (the panel re-reads the statistics when it changes).
    pub solved: bool,
}

/// The "Statistics" panel: a table by level, and a reset that asks first.
#[component]
pub fn StatsPanel(props: &StatsProps) -> Html {
    let open = use_state(|| false);
    let confirm = use_state(|| false);
    let revision = use_state(|| 0u32);
    let toggle = {
        let (open, confirm) = (open.clone(), confirm.clone());
        Callback::from(move |_: MouseEvent| {
            open.set(!*open);
            confirm.set(false);
        })
    };
    // Read when opened, after a reset and when the game on screen is solved; a problem is
    // said once per reading (statistics set aside, or a newer version's left as they are).
    let loaded = use_memo((*open, *revision, props.solved), |(open, ..)| {
        open.then(storage::load_stats)
    });
    {
        let on_action = props.on_action.clone();
        use_effect_with(loaded.clone(), move |loaded| {
            if let Some(Err(why)) = loaded.as_ref() {
                on_action.emit(Action::Notify(Tone::Problem, why.clone()));
            }
        });
    }
    let (stats, problem) = match loaded.as_ref() {
        Some(Ok(stats)) => (stats.clone(), None),
        Some(Err(why)) => (Stats::default(), Some(why.clone())),
        None => (Stats::default(), None),
    };
    let on_reset = {
        let (confirm, revision, on_action) =
            (confirm.clone(), revision.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            if !*confirm {
                confirm.set(true);
                return;
            }
            let result = storage::save_stats(&Stats::default());
            on_action.emit(match result {
                Ok(()) => Action::Notify(Tone::Info, "Statistics reset.".into()),
                Err(why) => Action::Notify(Tone::Problem, format!("Could not reset: {why}.")),
            });
            confirm.set(false);
            revision.set(*revision + 1);
        })
    };
    let (lines, practice) = (stats.summary(), stats.practice_solved());
    html! {
        <div class="stats">
            <button type="button" aria-expanded={open.to_string()} onclick={toggle}>{ "Statistics" }</button>
            if let (true, Some(why)) = (*open, problem) {
                <p class="hint">{ why }</p>
            } else if *open {
                if lines.is_empty() && practice == 0 {
                    <p class="hint">{ "No game solved yet in this browser. Games solved with \"Solve\" do not count." }</p>
                } else {
                    if !lines.is_empty() {
                        <table class="stats-table">
                            <caption class="visually-hidden">{ "Games solved by level" }</caption>
                            <thead><tr>
                                <th scope="col">{ "Level" }</th><th scope="col">{ "Solved" }</th>
                                <th scope="col">{ "Best" }</th><th scope="col">{ "Average" }</th>
                                <th scope="col">{ "No hints" }</th><th scope="col">{ "No checks" }</th>
                            </tr></thead>
                            <tbody>
                                { for lines.iter().map(|l| html! {
                                    <tr>
                                        <th scope="row">{ &l.level }</th><td>{ l.solved }</td>
                                        <td>{ clock(l.best) }</td><td>{ clock(l.average) }</td>
                                        <td>{ l.without_hints }</td><td>{ l.without_checks }</td>
                                    </tr>
                                }) }
                            </tbody>
                        </table>
                    }
                    if practice > 0 {
                        <p class="stats-practice">{ practice_line(practice) }</p>
                    }
                    <button type="button" class="small" onclick={on_reset}>
                        { if *confirm { "Really reset? Press again" } else { "Reset statistics" } }
                    </button>
                }
                { crate::components::learn::learn_summary() }
            }
        </div>
    }
}

/// "Practice: 3 solved (…)": practice games are out of the times by level.
fn practice_line(n: usize) -> String {
    let games = if n == 1 { "game" } else { "games" };
    format!("Practice: {n} {games} solved (puzzles made for one technique, kept out of the times by level).")
}
