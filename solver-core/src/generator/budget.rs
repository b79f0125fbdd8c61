//! How long a search for a level and a symmetry class should go on, and what a person asking
//! for a rare pairing should be told first.
//!
//! Extreme puzzles (the path needs a forcing chain) are rare among the minimal puzzles of the
//! symmetry classes with many orbits of givens: their puzzles keep more clues and rate lower.
//! The table below is the mean number of candidates tried per Extreme puzzle found, measured
//! over 20 seeds per class and rounded up (BENCHMARKS.md, "Extreme puzzles per symmetry
//! class"); the bound on tries is six times that mean. A try succeeds independently of the
//! others, so `6 × mean` tries all fail for about e⁻⁶ ≈ 0.25% of seeds (five times failed
//! once in the 20 dihedral seeds measured: seed 13 needed 19,365 tries, 5.3 times the mean).

use super::Options;
use crate::rating::Level;
use crate::symmetry::Symmetry;

/// The bound on tries every search gets at least (the page's bound before this table).
pub const MIN_TRIES: u32 = 2000;

/// Mean candidates tried per Extreme puzzle found, per symmetry class (see the module doc).
fn extreme_mean_tries(symmetry: Symmetry) -> u32 {
    match symmetry {
        Symmetry::None => 70,
        Symmetry::Rot180 => 250,
        Symmetry::Rot90 => 1500,
        Symmetry::Horizontal => 560,
        Symmetry::Vertical => 530,
        Symmetry::BothAxes => 2850,
        Symmetry::Diagonal => 200,
        Symmetry::AntiDiagonal => 180,
        Symmetry::BothDiagonals => 310,
        Symmetry::Dihedral => 3650,
    }
}

/// Mean candidates tried per puzzle found for `level` with `symmetry`, where measured (Extreme
/// only; the other levels find a puzzle in a few dozen tries).
pub fn mean_tries(level: Option<Level>, symmetry: Symmetry) -> Option<u32> {
    (level == Some(Level::Extreme)).then(|| extreme_mean_tries(symmetry))
}

/// The bound on tries for a search of `level` with `symmetry`: six times the mean tries per
/// puzzle found, and never under [`MIN_TRIES`].
pub fn tries_budget(level: Option<Level>, symmetry: Symmetry) -> u32 {
    mean_tries(level, symmetry).map_or(MIN_TRIES, |mean| mean.saturating_mul(6).max(MIN_TRIES))
}

/// Options for `level` with `symmetry` and everything else at its default, with
/// [`tries_budget`] as the bound on tries.
pub fn options_for(level: Option<Level>, symmetry: Symmetry) -> Options {
    Options {
        symmetry,
        level,
        max_tries: tries_budget(level, symmetry),
        ..Options::default()
    }
}

/// What to tell a person before they ask for `level` with `symmetry`, when such puzzles are
/// rare (a thousand candidates or more per puzzle found): `None` otherwise.
pub fn rarity_note(level: Option<Level>, symmetry: Symmetry) -> Option<String> {
    let mean = mean_tries(level, symmetry).filter(|&m| m >= 1000)?;
    let level = level?;
    Some(format!(
        "{level} puzzles are rare with the {symmetry} symmetry: about one candidate in {} \
         qualifies, so finding one can take several seconds.",
        thousands(mean)
    ))
}

/// `n` with a comma between thousands (2,850).
fn thousands(n: u32) -> String {
    if n < 1000 {
        n.to_string()
    } else {
        format!("{},{:03}", n / 1000, n % 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_grow_with_rarity_and_never_fall_under_the_minimum() {
        assert_eq!(tries_budget(None, Symmetry::Dihedral), MIN_TRIES);
        assert_eq!(
            tries_budget(Some(Level::Expert), Symmetry::Dihedral),
            MIN_TRIES
        );
        assert_eq!(
            tries_budget(Some(Level::Extreme), Symmetry::None),
            MIN_TRIES
        );
        assert_eq!(
            tries_budget(Some(Level::Extreme), Symmetry::Dihedral),
            6 * extreme_mean_tries(Symmetry::Dihedral)
        );
        for s in Symmetry::ALL {
            let budget = tries_budget(Some(Level::Extreme), s);
            assert!(
                budget >= MIN_TRIES && budget >= 6 * extreme_mean_tries(s),
                "{s}"
            );
            assert_eq!(options_for(Some(Level::Extreme), s).max_tries, budget);
        }
    }

    #[test]
    fn only_rare_pairings_carry_a_note() {
        assert_eq!(rarity_note(Some(Level::Extreme), Symmetry::None), None);
        assert_eq!(rarity_note(Some(Level::Hard), Symmetry::Dihedral), None);
        assert_eq!(rarity_note(None, Symmetry::Dihedral), None);
        let note = rarity_note(Some(Level::Extreme), Symmetry::BothAxes).expect("rare");
        assert_eq!(
            note,
            "Extreme puzzles are rare with the both-axes symmetry: about one candidate in 2,850 \
             qualifies, so finding one can take several seconds."
        );
    }
}
