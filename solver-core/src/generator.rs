//! Puzzle generators: the modern one (this module) and SUDOGEN's classic one
//! ([`classic`]). Both are deterministic: the same options and seed give the same puzzle,
//! natively and in wasm, because all their randomness comes from [`Rng`].
//!
//! The modern generator makes a random solved grid, then empties the orbits of the chosen
//! [`Symmetry`] in random order, keeping each removal only if the puzzle still has one
//! solution ([`count_solutions`]`(g, 2) == 1`). Without a number of blanks it goes on until no
//! orbit can be emptied (the puzzle is minimal for its symmetry); with one it stops there.
//! Targets (a level, a score range, a technique, strict minimality) are filters over such
//! candidates, tried up to [`Options::max_tries`] times: the result is a puzzle or a clear
//! [`GenerateError::NotFound`], never a hang.
//!
//! Every puzzle carries its [`Certificate`]: seed, options, clue count, uniqueness (checked
//! by the solution counter), level, score and hardest technique from [`crate::rating`].

pub mod budget;
pub mod classic;

use crate::rating::{self, Level, Rating};
use crate::rng::Rng;
use crate::{grid::Grid, logic::Technique, solver::count_solutions, symmetry::Symmetry};
use std::fmt;

pub use budget::{rarity_note, tries_budget};
pub use classic::{generate_classic, ClassicError, ClassicOptions, ClassicPuzzle};

/// A random solved grid drawn from `rng`: the three boxes of the main diagonal filled with
/// shuffled digits, then the rest by a depth-first search that tries candidates in random
/// order (fewest candidates first).
pub fn random_solution(rng: &mut Rng) -> Grid {
    let mut cells = [0u8; 81];
    for b in [0usize, 4, 8] {
        let mut digits: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits);
        for (k, &d) in digits.iter().enumerate() {
            let (r, c) = (b / 3 * 3 + k / 3, b % 3 * 3 + k % 3);
            cells[r * 9 + c] = d;
        }
    }
    let mut masks = Masks::new(&cells);
    if fill(&mut cells, &mut masks, rng) {
        Grid::from_digits(cells).unwrap_or_default()
    } else {
        // Unreachable: any filling of the three diagonal boxes completes.
        Grid::default()
    }
}

struct Masks {
    row: [u16; 9],
    col: [u16; 9],
    bx: [u16; 9],
}

impl Masks {
    fn new(cells: &[u8; 81]) -> Masks {
        let mut m = Masks {
            row: [0; 9],
            col: [0; 9],
            bx: [0; 9],
        };
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                m.flip(i, d);
            }
        }
        m
    }
    fn flip(&mut self, i: usize, d: u8) {
        let bit = 1u16 << (d - 1);
        self.row[i / 9] ^= bit;
        self.col[i % 9] ^= bit;
        self.bx[i / 27 * 3 + i % 9 / 3] ^= bit;
    }
    fn free(&self, i: usize) -> u16 {
        !(self.row[i / 9] | self.col[i % 9] | self.bx[i / 27 * 3 + i % 9 / 3]) & 0x1ff
    }
}

fn fill(cells: &mut [u8; 81], masks: &mut Masks, rng: &mut Rng) -> bool {
    let mut best: Option<(usize, u16)> = None;
    for (i, &cell) in cells.iter().enumerate() {
        if cell == 0 {
            let free = masks.free(i);
            if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                best = Some((i, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
    }
    let Some((i, free)) = best else {
        return true;
    };
    let mut digits: Vec<u8> = (1..=9u8).filter(|d| free & (1 << (d - 1)) != 0).collect();
    rng.shuffle(&mut digits);
    for d in digits {
        cells[i] = d;
        masks.flip(i, d);
        if fill(cells, masks, rng) {
            return true;
        }
        masks.flip(i, d);
        cells[i] = 0;
    }
    false
}

/// Whether no given of `grid` can be emptied without losing uniqueness (and it is unique).
pub fn is_minimal(grid: &Grid) -> bool {
    if count_solutions(grid, 2) != 1 {
        return false;
    }
    grid.filled().iter().all(|cell| {
        let mut g = *grid;
        g.set(cell, None);
        count_solutions(&g, 2) > 1
    })
}

/// The seed of puzzle `index` of a batch started with `seed`: `seed + index` (wrapping), so
/// puzzle 0 is the batch seed itself and `--seed <printed seed> --count 1` regenerates any
/// puzzle of a batch.
pub const fn puzzle_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_add(index)
}

/// What the modern generator is asked for.
#[derive(Clone, Copy, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// The symmetry class of the pattern of givens.
    pub symmetry: Symmetry,
    /// Exactly this many empty cells; `None`: as many as uniqueness allows.
    pub blanks: Option<u8>,
    /// Only puzzles of this level.
    pub level: Option<Level>,
    /// Only puzzles whose score is in this range (inclusive).
    pub score: Option<(f32, f32)>,
    /// Only puzzles whose solution path (simplest step first) uses this technique.
    pub technique: Option<Technique>,
    /// Only puzzles that techniques alone solve (level is not "needs guessing").
    pub no_guessing: bool,
    /// Only minimal puzzles: no single given can be emptied keeping one solution.
    pub minimal: bool,
    /// Candidate puzzles tried before giving up.
    pub max_tries: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            symmetry: Symmetry::None,
            blanks: None,
            level: None,
            score: None,
            technique: None,
            no_guessing: false,
            minimal: false,
            max_tries: 1000,
        }
    }
}

impl Options {
    /// Checks the options before any work: the blanks count must be reachable with the
    /// symmetry and leave at least 17 clues, a level and a technique must agree.
    pub fn validate(&self) -> Result<(), GenerateError> {
        if let Some(b) = self.blanks {
            if b > 64 {
                return Err(GenerateError::TooManyBlanks { blanks: b });
            }
            if !self.symmetry.can_blank(usize::from(b)) {
                return Err(GenerateError::SymmetryCannotGive {
                    symmetry: self.symmetry,
                    blanks: b,
                });
            }
        }
        if let Some((lo, hi)) = self.score {
            if lo
                .partial_cmp(&hi)
                .is_none_or(|o| o == std::cmp::Ordering::Greater)
            {
                return Err(GenerateError::EmptyScoreRange { min: lo, max: hi });
            }
        }
        if let (Some(level), Some(t)) = (self.level, self.technique) {
            if rating::technique_rating(t).0 > level {
                return Err(GenerateError::TechniqueAboveLevel {
                    technique: t,
                    level,
                });
            }
        }
        if self.no_guessing && self.level == Some(Level::NeedsGuessing) {
            return Err(GenerateError::TechniqueAboveLevel {
                technique: Technique::Guess,
                level: Level::Extreme,
            });
        }
        Ok(())
    }

    fn needs_rating(&self) -> bool {
        self.level.is_some() || self.score.is_some() || self.technique.is_some() || self.no_guessing
    }

    fn accepts(&self, rating: Option<&Rating>) -> bool {
        let Some(r) = rating else {
            return !self.needs_rating();
        };
        self.level.is_none_or(|l| r.level == l)
            && self
                .score
                .is_none_or(|(lo, hi)| r.score >= lo && r.score <= hi)
            && self
                .technique
                .is_none_or(|t| r.counts.iter().any(|&(u, _)| u == t))
            && (!self.no_guessing || r.level != Level::NeedsGuessing)
    }
}

/// Which generator made a puzzle, with its options.
#[derive(Clone, Copy, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Method {
    /// The modern generator.
    Modern(Options),
    /// SUDOGEN's classic generator.
    Classic(ClassicOptions),
}

/// Everything needed to trust and reproduce a generated puzzle.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Certificate {
    /// The seed: the same seed and options give the same puzzle.
    pub seed: u64,
    /// The generator and its options.
    pub method: Method,
    /// The symmetry class of the pattern of givens.
    pub symmetry: Symmetry,
    /// Number of givens.
    pub clues: usize,
    /// Whether the puzzle has exactly one solution (checked by the solution counter).
    pub unique: bool,
    /// Its rating (`None` when it is not unique: only unique puzzles are rated).
    pub rating: Option<Rating>,
    /// Candidates (modern) or decimations (classic) tried.
    pub tries: u32,
}

impl Certificate {
    /// The certificate of `puzzle`, made by `method` from `seed` after `tries` tries;
    /// `rating` if already computed.
    pub fn new(
        puzzle: &Grid,
        seed: u64,
        method: Method,
        symmetry: Symmetry,
        tries: u32,
        rating: Option<Rating>,
    ) -> Certificate {
        let unique = count_solutions(puzzle, 2) == 1;
        let rating = if unique {
            rating.or_else(|| rating::rate(puzzle).ok())
        } else {
            None
        };
        Certificate {
            seed,
            method,
            symmetry,
            clues: puzzle.filled_count(),
            unique,
            rating,
            tries,
        }
    }
}

/// A technique's name as one word: spaces become `-` (`Naked-Single`, `X-Wing`).
pub fn technique_word(t: Technique) -> String {
    t.name().replace(' ', "-")
}

impl fmt::Display for Certificate {
    /// `key=value` words: `seed=… generator=… symmetry=… clues=… unique=yes|no level=…
    /// score=… hardest=…`, then the options and the tries.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let generator = match self.method {
            Method::Modern(_) => "modern",
            Method::Classic(_) => "classic",
        };
        write!(
            f,
            "seed={} generator={generator} symmetry={} clues={} unique={}",
            self.seed,
            self.symmetry,
            self.clues,
            if self.unique { "yes" } else { "no" }
        )?;
        match &self.rating {
            Some(r) => write!(
                f,
                " level={} score={:.1} hardest={}",
                r.level,
                r.score,
                technique_word(r.hardest)
            )?,
            None => write!(f, " level=- score=- hardest=-")?,
        }
        match self.method {
            Method::Modern(o) => {
                if let Some(b) = o.blanks {
                    write!(f, " blanks={b}")?;
                }
                if let Some(l) = o.level {
                    write!(f, " want-level={l}")?;
                }
                if let Some((lo, hi)) = o.score {
                    write!(f, " want-score={lo:.1}-{hi:.1}")?;
                }
                if let Some(t) = o.technique {
                    write!(f, " want-technique={}", technique_word(t))?;
                }
                if o.no_guessing {
                    write!(f, " check=yes")?;
                }
                if o.minimal {
                    write!(f, " minimal=yes")?;
                }
            }
            Method::Classic(o) => {
                write!(
                    f,
                    " blanks={} check={} classes={}",
                    o.blanks,
                    if o.check { "yes" } else { "no" },
                    3 + u32::from(o.extra_classes)
                )?;
            }
        }
        write!(f, " tries={}", self.tries)
    }
}

/// A generated puzzle with its solution and certificate.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution (the only one when the certificate says unique).
    pub solution: Grid,
    /// Its certificate.
    pub certificate: Certificate,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum GenerateError {
    /// More than 64 blanks: no puzzle with fewer than 17 clues has one solution.
    TooManyBlanks {
        /// The number asked for.
        blanks: u8,
    },
    /// No union of the symmetry's orbits has that many cells.
    SymmetryCannotGive {
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// The number of blanks asked for.
        blanks: u8,
    },
    /// The score range is empty.
    EmptyScoreRange {
        /// Its lower end.
        min: f32,
        /// Its upper end.
        max: f32,
    },
    /// A puzzle of that level never needs that technique.
    TechniqueAboveLevel {
        /// The technique asked for.
        technique: Technique,
        /// The level asked for.
        level: Level,
    },
    /// No candidate matched within the bound on tries.
    NotFound {
        /// How many candidates were tried.
        tries: u32,
    },
    /// The classic generator refused its options or gave up.
    Classic(ClassicError),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GenerateError::TooManyBlanks { blanks } => write!(
                f,
                "{blanks} blanks is too many: a puzzle with one solution has at least 17 clues \
                 (at most 64 blanks)"
            ),
            GenerateError::SymmetryCannotGive { symmetry, blanks } => write!(
                f,
                "symmetry {symmetry} cannot give {blanks} blanks: its orbits of cells cannot \
                 add up to that number"
            ),
            // Without the numbers: formatting an `f32` would link the float formatter into the
            // page, whose form checks its range itself (the CLI's `--score` says which it read).
            GenerateError::EmptyScoreRange { .. } => {
                write!(
                    f,
                    "the score range is empty: its lower end is above its upper end"
                )
            }
            GenerateError::TechniqueAboveLevel { technique, level } => {
                let article = if matches!(level, Level::Easy | Level::Expert | Level::Extreme) {
                    "an"
                } else {
                    "a"
                };
                write!(
                    f,
                    "{article} {level} puzzle never needs {}: the technique's level is higher",
                    technique.name()
                )
            }
            GenerateError::NotFound { tries } => write!(
                f,
                "could not find one in {tries} tries (raise the bound on tries or relax the target)"
            ),
            GenerateError::Classic(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<ClassicError> for GenerateError {
    fn from(e: ClassicError) -> GenerateError {
        match e {
            ClassicError::NotFound { tries } => GenerateError::NotFound { tries },
            e => GenerateError::Classic(e),
        }
    }
}

/// Empties orbits of `symmetry` from `solution` in random order while the puzzle stays
/// unique; stops at `blanks` empty cells if given (`None` if that count was not reached).
fn carve(rng: &mut Rng, solution: &Grid, symmetry: Symmetry, blanks: Option<u8>) -> Option<Grid> {
    let mut orbits = symmetry.orbits();
    rng.shuffle(&mut orbits);
    let target = blanks.map(usize::from);
    let mut grid = *solution;
    let mut empty = 0usize;
    for orbit in orbits {
        if target == Some(empty) {
            break;
        }
        if target.is_some_and(|t| empty + orbit.len() > t) {
            continue;
        }
        for cell in orbit.iter() {
            grid.set(cell, None);
        }
        if count_solutions(&grid, 2) == 1 {
            empty += orbit.len();
        } else {
            for cell in orbit.iter() {
                grid.set(cell, solution.get(cell));
            }
        }
    }
    target.is_none_or(|t| t == empty).then_some(grid)
}

/// Generates one puzzle from `seed` with the modern generator.
pub fn generate(seed: u64, options: &Options) -> Result<Generated, GenerateError> {
    generate_observed(seed, options, &mut |_| {})
}

/// [`generate`], calling `on_try` with the number of each try as it starts (1, 2, …): a
/// caller can show progress or prove it is alive. The result is the same as `generate`'s.
pub fn generate_observed(
    seed: u64,
    options: &Options,
    on_try: &mut dyn FnMut(u32),
) -> Result<Generated, GenerateError> {
    options.validate()?;
    let mut rng = Rng::new(seed);
    for tries in 1..=options.max_tries.max(1) {
        on_try(tries);
        let solution = random_solution(&mut rng);
        let Some(puzzle) = carve(&mut rng, &solution, options.symmetry, options.blanks) else {
            continue;
        };
        if options.minimal && !is_minimal(&puzzle) {
            continue;
        }
        let rating = if options.needs_rating() {
            let Ok(r) = rating::rate(&puzzle) else {
                continue;
            };
            if !options.accepts(Some(&r)) {
                continue;
            }
            Some(r)
        } else {
            None
        };
        let certificate = Certificate::new(
            &puzzle,
            seed,
            Method::Modern(*options),
            options.symmetry,
            tries,
            rating,
        );
        return Ok(Generated {
            puzzle,
            solution,
            certificate,
        });
    }
    Err(GenerateError::NotFound {
        tries: options.max_tries.max(1),
    })
}

/// Generates one puzzle from `seed` with SUDOGEN's classic generator, with its certificate.
pub fn generate_classic_certified(
    seed: u64,
    options: &ClassicOptions,
) -> Result<(ClassicPuzzle, Certificate), GenerateError> {
    let p = generate_classic(seed, options)?;
    let symmetry = p.symmetry(options);
    let certificate = Certificate::new(
        &p.puzzle,
        seed,
        Method::Classic(*options),
        symmetry,
        p.tries,
        None,
    );
    Ok((p, certificate))
}

/// `count` puzzles: puzzle `i` from seed [`puzzle_seed`]`(seed, i)`.
pub fn generate_batch(
    seed: u64,
    count: u32,
    options: &Options,
) -> Vec<Result<Generated, GenerateError>> {
    (0..u64::from(count))
        .map(|i| generate(puzzle_seed(seed, i), options))
        .collect()
}

/// The level named `s` (see `Level`'s `FromStr`).
pub fn parse_level(s: &str) -> Option<Level> {
    s.parse().ok()
}

/// The technique named `s`: its name or its short code (see `Technique`'s `FromStr`).
pub fn parse_technique(s: &str) -> Option<Technique> {
    s.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_solutions_are_solved_and_seeded() {
        let a = random_solution(&mut Rng::new(3));
        assert!(a.is_solved());
        assert_eq!(a, random_solution(&mut Rng::new(3)));
        assert_ne!(a, random_solution(&mut Rng::new(4)));
    }

    #[test]
    fn parse_names() {
        assert_eq!(parse_level("expert"), Some(Level::Expert));
        assert_eq!(parse_level("Guessing"), Some(Level::NeedsGuessing));
        assert_eq!(parse_level("nope"), None);
        assert_eq!(parse_technique("x-wing"), Some(Technique::XWing));
        assert_eq!(parse_technique("X_Wing"), Some(Technique::XWing));
        assert_eq!(
            parse_technique("Naked-Single"),
            Some(Technique::NakedSingle)
        );
        assert_eq!(parse_technique("bf2"), Some(Technique::XWing));
        for t in Technique::ALL {
            let back = parse_technique(&technique_word(t)).expect("parses");
            assert_eq!(back.name(), t.name());
        }
    }

    #[test]
    fn option_errors() {
        let o = Options {
            symmetry: Symmetry::Rot90,
            blanks: Some(46),
            ..Options::default()
        };
        assert!(matches!(
            generate(1, &o),
            Err(GenerateError::SymmetryCannotGive { .. })
        ));
        let o = Options {
            blanks: Some(65),
            ..Options::default()
        };
        assert!(matches!(
            generate(1, &o),
            Err(GenerateError::TooManyBlanks { .. })
        ));
        let o = Options {
            level: Some(Level::Easy),
            technique: Some(Technique::XWing),
            ..Options::default()
        };
        assert!(o.validate().is_err());
    }

    #[test]
    fn bound_on_tries_gives_not_found() {
        // Easy puzzles with 64 blanks (17 clues) do not come out of a handful of tries.
        let o = Options {
            blanks: Some(64),
            max_tries: 2,
            ..Options::default()
        };
        let e = generate(5, &o).expect_err("too hard to find");
        assert_eq!(e, GenerateError::NotFound { tries: 2 });
        assert!(e.to_string().contains("could not find one in 2 tries"));
        let mut seen = Vec::new();
        let observed = generate_observed(5, &o, &mut |t| seen.push(t));
        assert_eq!(observed, Err(e));
        assert_eq!(seen, [1, 2]);
    }

    #[test]
    fn observed_generation_reports_each_try_and_finds_the_same_puzzle() {
        let o = Options {
            level: Some(Level::Hard),
            ..Options::default()
        };
        let mut seen = Vec::new();
        let observed = generate_observed(11, &o, &mut |t| seen.push(t)).expect("a hard puzzle");
        assert_eq!(generate(11, &o).expect("a hard puzzle"), observed);
        let tries = observed.certificate.tries;
        assert_eq!(seen, (1..=tries).collect::<Vec<_>>());
    }
}
