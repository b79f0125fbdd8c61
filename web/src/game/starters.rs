//! A first visit's puzzle, at once: Medium puzzles made beforehand by our own generator
//! (`starter_request`'s options, seeds 2026-2033), so the grid is filled before the engine
//! worker has even loaded. The page picks one at random (`browser::window::random_u64`).
//!
//! Made with `sudoku generate --seed 2026 --count 8 --level Medium --symmetry rot180 --check
//! --tries 2000`; the test below makes them again and rates them.

use solver_core::Grid;

/// The first seed of [`STARTERS`]: puzzle `i` comes from seed `STARTER_SEED + i`.
pub const STARTER_SEED: u64 = 2026;

/// The ready-made Medium puzzles, 81 characters each.
pub const STARTERS: [&str; 8] = [
    "..16...8.......7..89.51.6...6.1......19.8.53......2.7...3.76.29..6.......4...18..",
    ".16.....823...6.7..7.2.....3.....5.6...5.9...1.2.....4.....3.6..8.6...176.....48.",
    "4.9..5.1...68...9...7.9...3...4..5......2......3..6...6...3.1...2...73...1.2..7.9",
    "1..8.9..3..96.2..1.3.....2..65..8.3.....9.....8.1..26..9.....5.7..9.53..5..4.1..7",
    "..7...261.2.6.......8.3...4....6.489...2.4...145.8....7...9.5.......3.9.984...6..",
    ".....9..7..1.659..89..3....742...3.............9...671....8..25..795.1..2..4.....",
    "...6.3...25...9..4..9...8.55489..2.............2..49561.4...6..3..4...21...7.2...",
    "..2..6..91..3.......69.582...9....15...1.8...25....4...236.19.......9..49..4..1..",
];

/// The starter puzzle for the random number `pick` (any value: it is taken modulo the list).
pub fn starter(pick: u64) -> Grid {
    let i = (pick % STARTERS.len() as u64) as usize;
    STARTERS[i].parse().unwrap_or(Grid::EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::new_puzzle::starter_request;
    use solver_core::generator::{generate, Method};
    use solver_core::rating::Level;
    use solver_core::{count_solutions, rate};

    #[test]
    fn each_starter_is_our_generators_unique_medium_puzzle_of_its_seed() {
        let Method::Modern(options) = starter_request().method else {
            panic!("the starter is a modern puzzle");
        };
        for (i, line) in STARTERS.iter().enumerate() {
            let puzzle: Grid = line.parse().expect("81 characters");
            assert_eq!(
                count_solutions(&puzzle, 2),
                1,
                "starter {i} has one solution"
            );
            let rating = rate(&puzzle).expect("a unique puzzle rates");
            assert_eq!(rating.level, Level::Medium, "starter {i}: {rating:?}");
            let seed = STARTER_SEED + i as u64;
            let made = generate(seed, &options).expect("the seed makes a puzzle");
            assert_eq!(made.puzzle, puzzle, "starter {i} is seed {seed}'s puzzle");
        }
    }

    #[test]
    fn every_pick_gives_a_starter_and_all_are_reached() {
        let picks: Vec<Grid> = (0..16).map(starter).collect();
        assert!(picks.iter().all(|g| *g != Grid::EMPTY));
        assert_eq!(picks[0], picks[8]);
        assert_eq!(starter(u64::MAX), starter(u64::MAX % 8));
        let mut distinct = picks.clone();
        distinct.sort_by_key(|g| g.to_line());
        distinct.dedup();
        assert_eq!(distinct.len(), STARTERS.len());
    }
}
