//! The "New puzzle" form as plain data: the values as typed, and the request they make for
//! the generator, or what is wrong with them (checked with the generator's own rules).

use solver_core::generator::classic::{validate, ClassicError};
use solver_core::generator::{ClassicOptions, Method, Options};
use solver_core::rating::{Level, Tenths};
use solver_core::{Symmetry, Technique};

/// What the form asks the engine for.
#[derive(Clone, PartialEq, Debug)]
pub struct NewPuzzleRequest {
    /// The seed, if the user typed one.
    pub seed: Option<u64>,
    /// The generator and its options.
    pub method: Method,
}

impl NewPuzzleRequest {
    /// What to say while it runs, when the level is rare with the symmetry asked for (the
    /// generator's own measure, [`solver_core::generator::rarity_note`]).
    pub fn note(&self) -> Option<String> {
        match &self.method {
            Method::Modern(o) => solver_core::generator::rarity_note(o.level, o.symmetry),
            Method::Classic(_) => None,
        }
    }
}

/// The form's values as typed.
#[derive(Clone, Default)]
pub struct FormValues {
    /// Classic (SUDOGEN) rather than modern.
    pub classic: bool,
    /// A level name, or empty for any.
    pub level: String,
    /// A symmetry name.
    pub symmetry: String,
    /// Minimal puzzles only.
    pub minimal: bool,
    /// The lowest score as typed (empty: no bound).
    pub score_min: String,
    /// The highest score as typed (empty: no bound).
    pub score_max: String,
    /// The code of the technique to practise, or empty for any.
    pub technique: String,
    /// The seed as typed.
    pub seed: String,
    /// Classic: blanks as typed.
    pub blanks: String,
    /// Classic: check solve.
    pub check: bool,
    /// Classic: symmetric.
    pub symmetric: bool,
}

/// The score range the form accepts (Sudoku Explainer's scale).
pub const SCORE_MIN: f32 = 1.0;
/// See [`SCORE_MIN`].
pub const SCORE_MAX: f32 = 12.0;

/// The techniques the form offers to practise: all but the singles (every puzzle has them) and
/// the guess.
pub fn practice_techniques() -> impl Iterator<Item = Technique> {
    Technique::ALL.into_iter().filter(|t| {
        !matches!(
            t,
            Technique::FullHouse
                | Technique::HiddenSingleBox
                | Technique::HiddenSingleLine
                | Technique::NakedSingle
                | Technique::Guess
        )
    })
}

/// The puzzle a first visit starts with: Medium, symmetric, solvable without guessing.
pub fn starter_request() -> NewPuzzleRequest {
    NewPuzzleRequest {
        seed: None,
        method: Method::Modern(Options {
            symmetry: Symmetry::Rot180,
            level: Some(Level::Medium),
            no_guessing: true,
            max_tries: 2000,
            ..Options::default()
        }),
    }
}

/// The levels offered as one-tap buttons, easiest first (a guess is no level to ask for).
pub fn levels() -> impl Iterator<Item = Level> {
    Level::ALL
        .into_iter()
        .filter(|l| *l != Level::NeedsGuessing)
}

/// A new puzzle of `level` with the form's defaults (180° symmetry, no seed): what a level
/// button asks for.
pub fn level_request(level: Level) -> Result<NewPuzzleRequest, String> {
    build_request(&FormValues {
        level: level.name().to_string(),
        symmetry: Symmetry::Rot180.to_string(),
        ..FormValues::default()
    })
}

/// Reads the form's values into a request, or says what is wrong.
pub fn build_request(form: &FormValues) -> Result<NewPuzzleRequest, String> {
    let seed = match form.seed.trim() {
        "" => None,
        s => Some(
            s.parse::<u64>()
                .map_err(|_| format!("the seed {s:?} is not a whole number"))?,
        ),
    };
    let method = if form.classic {
        Method::Classic(classic_options(form)?)
    } else {
        Method::Modern(modern_options(form)?)
    };
    Ok(NewPuzzleRequest { seed, method })
}

/// SUDOGEN's options; its limits are the generator's own ([`validate`]), in the form's words.
fn classic_options(form: &FormValues) -> Result<ClassicOptions, String> {
    let text = form.blanks.trim();
    let blanks: u8 = text
        .parse()
        .map_err(|_| format!("blanks must be a number, not {text:?}"))?;
    let options = ClassicOptions {
        blanks,
        check: form.check,
        symmetric: form.symmetric,
        ..ClassicOptions::default()
    };
    match validate(&options) {
        Ok(()) => Ok(options),
        Err(ClassicError::BlanksOutOfRange { max, check, .. }) => Err(format!(
            "SUDOGEN takes 1 to {max} blanks {}; {blanks} is out of range",
            if check {
                "with check solve"
            } else {
                "without check solve"
            }
        )),
        Err(ClassicError::SymmetricBlanks { .. }) => Err(format!(
            "a symmetric SUDOGEN pattern needs a number of blanks that leaves 0 or 1 when divided by 4; {blanks} leaves {}",
            blanks % 4
        )),
        Err(other) => Err(other.to_string()),
    }
}

fn modern_options(form: &FormValues) -> Result<Options, String> {
    let level = form.level.parse::<Level>().ok();
    let symmetry: Symmetry = form
        .symmetry
        .parse()
        .map_err(|_| format!("unknown symmetry {:?}", form.symmetry))?;
    let score = score_range(&form.score_min, &form.score_max)?;
    let technique = match form.technique.as_str() {
        "" => None,
        name => Some(name.parse::<Technique>()?),
    };
    let options = Options {
        symmetry,
        level,
        score,
        technique,
        // Puzzles rated anyway (a level, score or technique asked for) must not need a guess.
        no_guessing: level.is_some_and(|l| l != Level::NeedsGuessing)
            || score.is_some()
            || technique.is_some(),
        minimal: form.minimal,
        // Each level and symmetry class its own bound: Extreme with dihedral symmetry needs
        // about 3,600 tries per puzzle (the generator's measure).
        max_tries: solver_core::generator::tries_budget(level, symmetry),
        ..Options::default()
    };
    options.validate().map_err(|e| e.to_string())?;
    Ok(options)
}

/// The score range typed (none when both ends are empty).
fn score_range(min: &str, max: &str) -> Result<Option<(f32, f32)>, String> {
    if min.trim().is_empty() && max.trim().is_empty() {
        return Ok(None);
    }
    let bound = |text: &str, which: &str, default: f32| -> Result<f32, String> {
        match text.trim() {
            "" => Ok(default),
            t => match decimal(t) {
                Some(x) if (SCORE_MIN..=SCORE_MAX).contains(&x) => Ok(x),
                _ => Err(format!(
                    "the {which} score must be a number from {} to {}, not {t:?}",
                    Tenths::of(SCORE_MIN),
                    Tenths::of(SCORE_MAX)
                )),
            },
        }
    };
    let (lo, hi) = (
        bound(min, "lowest", SCORE_MIN)?,
        bound(max, "highest", SCORE_MAX)?,
    );
    if lo > hi {
        return Err(format!(
            "the lowest score ({}) is above the highest ({})",
            Tenths::of(lo),
            Tenths::of(hi)
        ));
    }
    Ok(Some((lo, hi)))
}

/// A decimal number as typed ("4", "4.5", ".5", "4,5"; an optional "+"), without `f32`'s
/// parser (3.8 KB of the page's wasm): digits and one point or comma, at most six decimals
/// kept. The same `f32` as `parse::<f32>()` gives: a whole number under 2^24 divided by a
/// power of ten, both exact, rounds once.
fn decimal(text: &str) -> Option<f32> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    let (whole, part) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + part.len() == 0 || !all_digits(whole) || !all_digits(part) {
        return None;
    }
    // Beyond 2^24 the division would round twice; no score has that many digits.
    let part = &part[..part.len().min(6)];
    let n: u32 = format!("{whole}{part}")
        .parse()
        .ok()
        .filter(|&n| n < 1 << 24)?;
    Some(n as f32 / 10u32.pow(part.len() as u32) as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_button_asks_for_its_level_with_the_form_defaults() {
        let offered: Vec<Level> = levels().collect();
        assert_eq!(offered.len(), 5, "Easy to Extreme, no guessing");
        for level in offered {
            let NewPuzzleRequest { seed, method } = level_request(level).unwrap();
            assert_eq!(seed, None);
            let Method::Modern(o) = method else {
                panic!("the modern generator")
            };
            assert_eq!((o.level, o.symmetry), (Some(level), Symmetry::Rot180));
            assert!(o.no_guessing && o.validate().is_ok());
        }
    }

    #[test]
    fn a_first_visit_asks_for_a_medium_puzzle_the_generator_accepts() {
        let NewPuzzleRequest { seed, method } = starter_request();
        assert_eq!(seed, None, "a first visit gets a fresh puzzle each time");
        let Method::Modern(options) = method else {
            panic!("the starter is a modern puzzle");
        };
        assert_eq!(options.level, Some(Level::Medium));
        assert!(options.no_guessing);
        assert_eq!(options.validate().map_err(|e| e.to_string()), Ok(()));
    }

    #[test]
    fn rare_pairings_get_more_tries_and_say_so() {
        let form = |level: &str, symmetry: &str| FormValues {
            level: level.into(),
            symmetry: symmetry.into(),
            ..FormValues::default()
        };
        let request = build_request(&form("Extreme", "dihedral")).expect("a request");
        let Method::Modern(options) = &request.method else {
            panic!("a modern request");
        };
        assert!(options.max_tries > 2000, "{}", options.max_tries);
        let note = request
            .note()
            .expect("Extreme with dihedral symmetry is rare");
        assert!(
            note.contains("Extreme") && note.contains("dihedral"),
            "{note}"
        );
        let request = build_request(&form("Medium", "rot180")).expect("a request");
        assert_eq!(request.note(), None);
        assert!(matches!(request.method, Method::Modern(o) if o.max_tries >= 2000));
        assert_eq!(
            build_request(&classic("45", true, false, "")).map(|r| r.note()),
            Ok(None)
        );
    }

    fn classic(blanks: &str, check: bool, symmetric: bool, seed: &str) -> FormValues {
        FormValues {
            classic: true,
            blanks: blanks.into(),
            check,
            symmetric,
            seed: seed.into(),
            ..FormValues::default()
        }
    }

    #[test]
    fn the_seed_limits_are_enforced() {
        let err = build_request(&classic("52", true, false, "")).unwrap_err();
        assert!(err.contains("1 to 51"), "{err}");
        assert!(build_request(&classic("62", false, false, "")).is_ok());
        let err = build_request(&classic("46", true, true, "")).unwrap_err();
        assert!(err.contains("divided by 4"), "{err}");
        assert!(build_request(&classic("45", true, false, "x"))
            .unwrap_err()
            .contains("seed"));
        let form = FormValues {
            level: "Hard".into(),
            symmetry: "rot90".into(),
            minimal: true,
            seed: "7".into(),
            ..FormValues::default()
        };
        let modern = build_request(&form).unwrap();
        assert_eq!(modern.seed, Some(7));
        assert!(
            matches!(modern.method, Method::Modern(o) if o.level == Some(Level::Hard) && o.minimal && o.no_guessing)
        );
    }

    fn modern(level: &str, lo: &str, hi: &str, technique: &str) -> Result<Options, String> {
        let form = FormValues {
            level: level.into(),
            symmetry: "none".into(),
            score_min: lo.into(),
            score_max: hi.into(),
            technique: technique.into(),
            ..FormValues::default()
        };
        build_request(&form).map(|r| match r.method {
            Method::Modern(o) => o,
            Method::Classic(_) => panic!("modern expected"),
        })
    }

    #[test]
    fn score_range_and_technique_are_checked() {
        let o = modern("", "3,5", "", "").unwrap();
        assert_eq!(o.score, Some((3.5, SCORE_MAX)));
        assert!(o.no_guessing);
        assert_eq!(modern("", "", "", "").unwrap().score, None);
        assert!(modern("", "5", "4", "")
            .unwrap_err()
            .contains("above the highest"));
        assert!(modern("", "0.5", "", "")
            .unwrap_err()
            .contains("from 1.0 to 12.0"));
        assert!(modern("", "x", "", "")
            .unwrap_err()
            .contains("lowest score"));
        assert_eq!(
            modern("", "5", "4", "").unwrap_err(),
            "the lowest score (5.0) is above the highest (4.0)"
        );
        assert_eq!(
            modern("", "", "12.5", "").unwrap_err(),
            "the highest score must be a number from 1.0 to 12.0, not \"12.5\""
        );
        let xwing = Technique::XWing;
        assert_eq!(
            modern("", "", "", xwing.code()).unwrap().technique,
            Some(xwing)
        );
        assert!(modern("", "", "", "nope")
            .unwrap_err()
            .contains("unknown technique"));
        // A technique harder than the level cannot be in its puzzles.
        let err = modern("Easy", "", "", Technique::AlsXz.code()).unwrap_err();
        assert!(err.contains("an Easy puzzle never needs"), "{err}");
        // Every technique offered has a code that reads back.
        for t in practice_techniques() {
            assert_eq!(modern("", "", "", t.code()).unwrap().technique, Some(t));
        }
    }

    #[test]
    fn scores_read_as_f32_parses_them() {
        for t in [
            "1",
            "4.2",
            "4,2",
            "+4.2",
            ".5",
            "5.",
            "007.25",
            "11.95",
            "12.000000",
            "3.141592",
            "0",
            "12.0000001",
        ] {
            let expected: f32 = t.replace(',', ".").parse().unwrap();
            assert_eq!(decimal(t), Some(expected), "{t}");
        }
        for tenths in 0..=130u16 {
            let t = format!("{}.{}", tenths / 10, tenths % 10);
            assert_eq!(decimal(&t), t.parse().ok(), "{t}");
        }
        for t in [
            "", ".", "+", "x", "4.2.1", "4,2,1", "-1", "1e1", "inf", "NaN", "4 2", "١",
        ] {
            assert_eq!(decimal(t), None, "{t}");
        }
    }
}
