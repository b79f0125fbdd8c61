//! `sudoku generate`: puzzles from the modern generator or SUDOGEN's classic one, each with
//! its certificate.

use crate::input::emit;
use clap::Args;
use solver_core::generator::{
    self, generate_classic_certified, parse_level, parse_technique, puzzle_seed, ClassicOptions,
    Options,
};
use solver_core::Symmetry;
use std::io::{self, BufWriter, Write};

#[derive(Args)]
pub struct GenerateArgs {
    /// SUDOGEN's classic generator (seed 004) instead of the modern one.
    #[arg(long)]
    classic: bool,
    /// Seed of the first puzzle; puzzle i of a batch uses seed + i (printed in its
    /// certificate). Without it, a seed is taken from the clock and printed.
    #[arg(long)]
    seed: Option<u64>,
    /// How many puzzles.
    #[arg(long, default_value_t = 1)]
    count: u32,
    /// Exactly this many empty cells (classic: 1-51 with --check, 1-62 without; default 45
    /// with --check, 51 without).
    #[arg(long)]
    blanks: Option<u32>,
    /// Only puzzles of this level (as `sudoku rate` prints it: Easy, Medium, Hard, Expert,
    /// Extreme, Guessing).
    #[arg(long)]
    level: Option<String>,
    /// Only puzzles whose solution path uses this technique (e.g. `x-wing`, `xy-wing`).
    #[arg(long)]
    technique: Option<String>,
    /// Only puzzles whose score lies in MIN-MAX (e.g. `3.0-4.5`).
    #[arg(long)]
    score: Option<String>,
    /// Symmetry of the givens: none, rot180, rot90, horizontal, vertical, both-axes,
    /// diagonal, anti-diagonal, both-diagonals, dihedral (classic: none or both-axes).
    #[arg(long, default_value = "none")]
    symmetry: String,
    /// Classic: keep only puzzles that forced values alone solve ("check solve").
    /// Modern: keep only puzzles that techniques solve without guessing.
    #[arg(long)]
    check: bool,
    /// Only minimal puzzles: no single given can be emptied keeping one solution. Without
    /// --blanks every puzzle is already minimal for its symmetry (no orbit of givens can be
    /// emptied); with a symmetry, strictly minimal ones are rarer (raise --tries).
    #[arg(long)]
    minimal: bool,
    /// Give up on a puzzle after this many tries (default: 1000 modern, up to 21900 for
    /// Extreme with a symmetry that makes it rare; 100000 classic).
    #[arg(long)]
    tries: Option<u32>,
    /// Classic: number of equivalence classes (3 are the listing's; more are grids made by the
    /// modern generator from fixed seeds).
    #[arg(long, default_value_t = 3)]
    classes: u32,
    /// Classic: also print SUDOGEN's progress lines (`Gen 1: chk NOK`, …) to stderr.
    #[arg(long)]
    log: bool,
}

/// The seed given, or one from the clock (printed to stderr so the run can be repeated).
fn resolve_seed(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        eprintln!("sudoku: seed {s} (from the clock)");
        s
    })
}

fn parse_score(s: &str) -> Result<(f32, f32), String> {
    let bad = || format!("bad --score `{s}`: expected MIN-MAX, e.g. 3.0-4.5");
    let (lo, hi) = s.split_once(['-', ':']).ok_or_else(bad)?;
    let lo: f32 = lo.trim().parse().map_err(|_| bad())?;
    let hi: f32 = hi.trim().parse().map_err(|_| bad())?;
    if lo
        .partial_cmp(&hi)
        .is_none_or(|o| o == std::cmp::Ordering::Greater)
    {
        return Err(format!(
            "bad --score `{s}`: the score range is empty ({lo} is above {hi})"
        ));
    }
    Ok((lo, hi))
}

pub fn generate(args: GenerateArgs) -> Result<(), String> {
    let symmetry: Symmetry = args.symmetry.parse().map_err(|e| format!("{e}"))?;
    if args.count == 0 {
        return Err("--count must be at least 1".to_string());
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let failed = if args.classic {
        let options = classic_options(&args, symmetry)?;
        generate_classic(&mut out, &args, &options)?
    } else {
        let options = modern_options(&args, symmetry)?;
        generate_modern(&mut out, &args, &options)?
    };
    out.flush().map_err(|e| format!("cannot write: {e}"))?;
    if failed > 0 {
        return Err(format!("{failed} of {} puzzles not generated", args.count));
    }
    Ok(())
}

/// The classic generator's options from the arguments, refusing the modern generator's flags.
fn classic_options(args: &GenerateArgs, symmetry: Symmetry) -> Result<ClassicOptions, String> {
    if args.level.is_some() || args.technique.is_some() || args.score.is_some() {
        return Err("the classic generator targets a number of blanks only: \
             --level, --technique and --score need the modern generator"
            .to_string());
    }
    if args.minimal {
        return Err("the classic generator does not make minimal puzzles: drop --minimal".into());
    }
    let symmetric = match symmetry {
        Symmetry::None => false,
        Symmetry::BothAxes => true,
        other => {
            return Err(format!(
                "the classic generator knows only its both-axes pattern, not {other}"
            ))
        }
    };
    if !(3..=258).contains(&args.classes) {
        return Err(format!("--classes {} is out of range: 3-258", args.classes));
    }
    let blanks = args.blanks.unwrap_or(if args.check { 45 } else { 51 });
    let options = ClassicOptions {
        blanks: u8::try_from(blanks).unwrap_or(u8::MAX),
        check: args.check,
        symmetric,
        extra_classes: (args.classes - 3) as u8,
        max_tries: args.tries.unwrap_or(ClassicOptions::default().max_tries),
    };
    generator::classic::validate(&options).map_err(|e| e.to_string())?;
    Ok(options)
}

/// Runs the classic generator `--count` times; returns how many puzzles failed.
fn generate_classic(
    out: &mut impl Write,
    args: &GenerateArgs,
    options: &ClassicOptions,
) -> Result<u32, String> {
    let mut failed = 0u32;
    let seed = resolve_seed(args.seed);
    for i in 0..u64::from(args.count) {
        let s = puzzle_seed(seed, i);
        match generate_classic_certified(s, options) {
            Ok((p, cert)) => {
                if args.log {
                    for line in p.log() {
                        eprintln!("{line}");
                    }
                }
                emit(out, &format!("{}  # {cert}", p.puzzle))?;
            }
            Err(e) => {
                failed += 1;
                emit(out, &format!("error: {e}  # seed={s}"))?;
            }
        }
    }
    Ok(failed)
}

/// The modern generator's options from the arguments, refusing the classic one's `--log`.
fn modern_options(args: &GenerateArgs, symmetry: Symmetry) -> Result<Options, String> {
    if args.log {
        return Err("--log shows the classic generator's progress: add --classic".into());
    }
    let level = match &args.level {
        Some(l) => Some(parse_level(l).ok_or_else(|| {
            format!(
                "unknown level `{l}` (expected Easy, Medium, Hard, Expert, Extreme or Guessing)"
            )
        })?),
        None => None,
    };
    let technique =
        match &args.technique {
            Some(t) => Some(parse_technique(t).ok_or_else(|| {
                format!("unknown technique `{t}` (e.g. x-wing, xy-wing, swordfish)")
            })?),
            None => None,
        };
    let score = args.score.as_deref().map(parse_score).transpose()?;
    let blanks = match args.blanks {
        Some(b) => Some(u8::try_from(b).map_err(|_| {
            format!("{b} blanks is too many: a puzzle with one solution has at least 17 clues (at most 64 blanks)")
        })?),
        None => None,
    };
    let options = Options {
        symmetry,
        blanks,
        level,
        score,
        technique,
        no_guessing: args.check,
        minimal: args.minimal,
        // Extreme with a symmetry that makes it rare gets the page's longer bound.
        max_tries: args.tries.unwrap_or_else(|| {
            match generator::budget::mean_tries(level, symmetry) {
                Some(_) => generator::tries_budget(level, symmetry),
                None => Options::default().max_tries,
            }
        }),
    };
    options.validate().map_err(|e| e.to_string())?;
    Ok(options)
}

/// Runs the modern generator `--count` times; returns how many puzzles failed.
fn generate_modern(
    out: &mut impl Write,
    args: &GenerateArgs,
    options: &Options,
) -> Result<u32, String> {
    let mut failed = 0u32;
    let seed = resolve_seed(args.seed);
    for i in 0..u64::from(args.count) {
        let s = puzzle_seed(seed, i);
        match generator::generate(s, options) {
            Ok(g) => emit(out, &format!("{}  # {}", g.puzzle, g.certificate))?,
            Err(e) => {
                failed += 1;
                emit(out, &format!("error: {e}  # seed={s}"))?;
            }
        }
    }
    Ok(failed)
}
