//! Local statistics: the games the player solved, by level (kept in this browser only).
//!
//! Plain data: [`Stats`] is what `persist::games` keeps under `sudoku.v1.stats`; [`Stats::summary`]
//! is what the "Statistics" panel shows. A game counts once (its id), only when the player
//! solved it without "Solve".

use serde::{Deserialize, Serialize};

/// Games kept (the oldest go first).
pub const STATS_LIMIT: usize = 2000;

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
}

/// Every game solved, oldest first.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Stats {
    /// Always 1.
    pub version: u32,
    /// The games.
    pub games: Vec<Solved>,
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
}

/// The order of the levels in the panel.
const ORDER: [&str; 7] = [
    "Easy", "Medium", "Hard", "Expert", "Extreme", "Guessing", "Unrated",
];

impl Stats {
    /// Records a solved game (replacing an earlier record of the same id).
    pub fn record(&mut self, game: Solved) {
        self.version = 1;
        self.games.retain(|g| g.id != game.id);
        self.games.push(game);
        if self.games.len() > STATS_LIMIT {
            let extra = self.games.len() - STATS_LIMIT;
            self.games.drain(..extra);
        }
    }

    /// One line per level that has games, easiest first.
    pub fn summary(&self) -> Vec<LevelLine> {
        let rank = |level: &str| {
            ORDER
                .iter()
                .position(|l| *l == level)
                .unwrap_or(ORDER.len())
        };
        let mut levels: Vec<&str> = self.games.iter().map(|g| g.level.as_str()).collect();
        levels.sort_by_key(|l| (rank(l), l.to_string()));
        levels.dedup();
        levels
            .into_iter()
            .map(|level| {
                let games: Vec<&Solved> = self.games.iter().filter(|g| g.level == level).collect();
                let total: u64 = games.iter().map(|g| u64::from(g.seconds)).sum();
                let n = games.len() as u64;
                LevelLine {
                    level: level.to_string(),
                    solved: games.len(),
                    best: games.iter().map(|g| g.seconds).min().unwrap_or(0),
                    average: u32::try_from((total + n / 2) / n.max(1)).unwrap_or(u32::MAX),
                    without_hints: games.iter().filter(|g| g.hints == 0).count(),
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
            }
        );
        assert_eq!(stats.version, 1);
        assert_eq!(
            (clock(59), clock(61), clock(3723)),
            ("0:59".into(), "1:01".into(), "1:02:03".into())
        );
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
}
