//! Local statistics: the games the player solved, by level (kept in this browser only).
//!
//! Plain data: [`Stats`] is what `persist::games` keeps under `sudoku.v1.stats`; [`Stats::summary`]
//! is what the "Statistics" panel shows. A game counts once (its id), only when the player
//! solved it without "Solve". A practice game (generated to use a technique, from Learn or the
//! New puzzle form) is counted apart, out of the times by level.

use crate::game::Game;
use serde::{Deserialize, Serialize};

/// Games kept (the oldest go first).
pub const STATS_LIMIT: usize = 2000;
/// The version of [`Stats`] this build writes (1 had no checks and no practice flag:
/// [`OldStats`]).
pub const STATS_VERSION: u32 = 2;

/// One solved game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Solved {
    /// The saved game's id (a game counts once).
    pub id: String,
    /// Its level as the rating names it, or "Unrated".
    pub level: String,
    /// Seconds of play.
    pub seconds: u32,
    /// Hints asked for.
    pub hints: u32,
    /// Checks made (none in records of version 1, which did not count them).
    #[serde(default)]
    pub checks: u32,
    /// Whether it was a practice game, generated to use one technique.
    #[serde(default)]
    pub practice: bool,
}

impl Solved {
    /// The record of `game`, as it stands.
    pub fn of(game: &Game) -> Solved {
        Solved {
            id: game.id.clone(),
            level: match &game.rating {
                Some(Ok(r)) => r.level.to_string(),
                _ => "Unrated".to_string(),
            },
            seconds: game.elapsed,
            hints: u32::try_from(game.hint_log.len()).unwrap_or(u32::MAX),
            checks: game.checks,
            practice: game.is_practice(),
        }
    }
}

/// Every game solved, oldest first.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Stats {
    /// [`STATS_VERSION`].
    pub version: u32,
    /// The games.
    pub games: Vec<Solved>,
}

/// No game, in this version's form (what "Reset statistics" saves reads back as such).
impl Default for Stats {
    fn default() -> Stats {
        Stats {
            version: STATS_VERSION,
            games: Vec::new(),
        }
    }
}

/// A solved game as version 1 stored it.
#[derive(Deserialize)]
struct OldSolved {
    id: String,
    level: String,
    seconds: u32,
    hints: u32,
}

/// The statistics as version 1 stored them, read and made this version's [`Stats`].
#[derive(Deserialize)]
pub struct OldStats {
    _version: u32,
    games: Vec<OldSolved>,
}

impl From<OldStats> for Stats {
    fn from(old: OldStats) -> Stats {
        let games = old.games.into_iter().map(|g| Solved {
            id: g.id,
            level: g.level,
            seconds: g.seconds,
            hints: g.hints,
            checks: 0,
            practice: false,
        });
        Stats {
            version: STATS_VERSION,
            games: games.collect(),
        }
    }
}

/// One line of the panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LevelLine {
    /// The level.
    pub level: String,
    /// Games solved.
    pub solved: usize,
    /// The fastest, in seconds.
    pub best: u32,
    /// The mean, in seconds (rounded).
    pub average: u32,
    /// Of them, solved without a hint.
    pub without_hints: usize,
    /// Of them, solved without a check.
    pub without_checks: usize,
}

/// The order of the levels in the panel.
const ORDER: [&str; 7] = [
    "Easy", "Medium", "Hard", "Expert", "Extreme", "Guessing", "Unrated",
];

impl Stats {
    /// Records a solved game (replacing an earlier record of the same id).
    pub fn record(&mut self, game: Solved) {
        self.version = STATS_VERSION;
        self.games.retain(|g| g.id != game.id);
        self.games.push(game);
        if self.games.len() > STATS_LIMIT {
            let extra = self.games.len() - STATS_LIMIT;
            self.games.drain(..extra);
        }
    }

    /// Practice games solved (not in [`Stats::summary`]).
    pub fn practice_solved(&self) -> usize {
        self.games.iter().filter(|g| g.practice).count()
    }

    /// One line per level that has games other than practice, easiest first.
    pub fn summary(&self) -> Vec<LevelLine> {
        let rank = |level: &str| {
            ORDER
                .iter()
                .position(|l| *l == level)
                .unwrap_or(ORDER.len())
        };
        let counted = || self.games.iter().filter(|g| !g.practice);
        // Each level once, kept in order as it is found (no sort: the page would carry a
        // sort's code for this alone).
        let mut levels: Vec<&str> = Vec::new();
        for level in counted().map(|g| g.level.as_str()) {
            if let Err(at) = levels.binary_search_by_key(&(rank(level), level), |l| (rank(l), l)) {
                levels.insert(at, level);
            }
        }
        levels
            .into_iter()
            .map(|level| {
                let games: Vec<&Solved> = counted().filter(|g| g.level == level).collect();
                let total: u64 = games.iter().map(|g| u64::from(g.seconds)).sum();
                let n = games.len() as u64;
                LevelLine {
                    level: level.to_string(),
                    solved: games.len(),
                    best: games.iter().map(|g| g.seconds).min().unwrap_or(0),
                    average: u32::try_from((total + n / 2) / n.max(1)).unwrap_or(u32::MAX),
                    without_hints: games.iter().filter(|g| g.hints == 0).count(),
                    without_checks: games.iter().filter(|g| g.checks == 0).count(),
                }
            })
            .collect()
    }
}

/// `m:ss`, or `h:mm:ss` from an hour on.
pub fn clock(seconds: u32) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(id: &str, level: &str, seconds: u32, hints: u32) -> Solved {
        Solved {
            id: id.into(),
            level: level.into(),
            seconds,
            hints,
            checks: 0,
            practice: false,
        }
    }

    #[test]
    fn summary_by_level_counts_each_game_once() {
        let mut stats = Stats::default();
        stats.record(solved("a", "Hard", 600, 2));
        stats.record(solved("b", "Easy", 100, 0));
        stats.record(solved("c", "Hard", 301, 0));
        stats.record(solved("c", "Hard", 300, 0)); // the same game again: replaced
        stats.record(solved("d", "Unrated", 50, 0));
        let lines = stats.summary();
        let levels: Vec<&str> = lines.iter().map(|l| l.level.as_str()).collect();
        assert_eq!(levels, ["Easy", "Hard", "Unrated"]);
        assert_eq!(
            lines[1],
            LevelLine {
                level: "Hard".into(),
                solved: 2,
                best: 300,
                average: 450,
                without_hints: 1,
                without_checks: 2,
            }
        );
        assert_eq!(stats.version, STATS_VERSION);
        assert_eq!(
            (clock(59), clock(61), clock(3723)),
            ("0:59".into(), "1:01".into(), "1:02:03".into())
        );
    }

    #[test]
    fn no_statistics_are_of_this_version() {
        assert_eq!(Stats::default().version, STATS_VERSION);
    }

    #[test]
    fn the_oldest_go_past_the_limit() {
        let mut stats = Stats::default();
        for i in 0..STATS_LIMIT + 3 {
            stats.record(solved(&i.to_string(), "Easy", 1, 0));
        }
        assert_eq!(stats.games.len(), STATS_LIMIT);
        assert_eq!(stats.games[0].id, "3");
    }

    #[test]
    fn checks_are_counted_and_practice_games_kept_out_of_the_times() {
        use solver_core::generator::{Certificate, Method, Options};
        let givens: solver_core::Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let certificate = |technique| {
            let options = Options {
                technique,
                ..Options::default()
            };
            let method = Method::Modern(options);
            Certificate::new(&givens, 1, method, options.symmetry, 1, None)
        };
        let mut game = Game {
            id: "p".into(),
            givens,
            elapsed: 90,
            checks: 2,
            certificate: Some(certificate(Some(solver_core::Technique::XWing))),
            ..Game::default()
        };
        let practice = Solved::of(&game);
        assert_eq!((practice.checks, practice.practice), (2, true));
        game.certificate = Some(certificate(None));
        game.id = "o".into();
        let ordinary = Solved::of(&game);
        assert_eq!((ordinary.checks, ordinary.practice), (2, false));
        let mut stats = Stats::default();
        stats.record(practice);
        assert!(stats.summary().is_empty(), "practice is not in the times");
        assert_eq!(stats.practice_solved(), 1);
        stats.record(ordinary);
        stats.record(solved("n", "Unrated", 200, 0));
        let lines = stats.summary();
        assert_eq!(lines.len(), 1);
        assert_eq!((lines[0].solved, lines[0].best), (2, 90));
        assert_eq!((lines[0].without_hints, lines[0].without_checks), (2, 1));
        assert_eq!(stats.practice_solved(), 1);
    }
}
