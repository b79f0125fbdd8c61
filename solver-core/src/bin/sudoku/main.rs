//! `sudoku`: the engine on the command line.
//!
//! Input contract shared by every subcommand: a file argument or stdin, one puzzle per line;
//! the first 81 characters of a line are the puzzle; lines starting with `#` and empty lines
//! are skipped; anything after the 81 characters is ignored, so `puzzle:count:solution` data
//! files work as they are. A 729-character candidate line (nine characters per cell, as
//! `convert --to candidates` writes it) is a position: `solve`, `count`, `steps` and `rate`
//! start from its candidates (a solution must agree with them); the other commands say they
//! need an 81-character puzzle. A line that is not a puzzle prints `error: <message>` and the
//! run carries on. `convert` also reads a whole input holding one puzzle in any format (pretty,
//! `.ss`, `.sdk`, pencil-mark grid): see its module.

mod batch;
mod bench;
mod coach;
mod convert;
mod engines;
mod generate;
mod input;
mod logic;
mod scan;
mod solve;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "sudoku",
    version,
    about = "Solve, count, rate, coach and generate Sudoku puzzles"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print each puzzle's first solution, or `none`, or `gave up` (a capped engine).
    Solve(solve::SolveArgs),
    /// Print each puzzle's number of solutions, capped at --limit.
    Count(solve::CountArgs),
    /// Print each puzzle's logical solution path: one step per line (technique, then
    /// `rXcY=D` placements and `rXcY<>D` eliminations), then `solved`, `stuck` or `guess needed`.
    Steps(logic::StepsArgs),
    /// Print each puzzle's difficulty: `<level> <score>`, e.g. `Hard 4.2`.
    Rate(logic::RateArgs),
    /// Coach each puzzle: `--classic` prints SUDOGEN's transcript, one hint per line, ending
    /// with `Solved!`, `No more hints` or `Illegal puzzle`, then the grid as one line.
    Coach(coach::CoachArgs),
    /// Generate puzzles: each line the puzzle, then `  # ` and its certificate.
    Generate(generate::GenerateArgs),
    /// Time an engine on puzzle files: puzzles/s and µs/puzzle per file, single thread.
    Bench(bench::BenchArgs),
    /// Write a puzzle in another format: line, zeros, comma, sdk, ss, pretty, pm (pencil-mark
    /// grid) or candidates (729 characters). Reads one puzzle in any format, or one per line.
    Convert(convert::ConvertArgs),
    /// Run the HP-71B solvers SUDOKU71 v1 / SUDOKUV2 with their Max. Depth and Max. Width.
    Classic(engines::ClassicArgs),
    /// Read a printed puzzle from each photo (JPEG or PNG): one line per image, the puzzle
    /// (`.` for empty) or `error: <why>`.
    Scan(scan::ScanArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::solve(args),
        Command::Count(args) => solve::count(args),
        Command::Steps(args) => logic::steps(args),
        Command::Rate(args) => logic::rate(args),
        Command::Coach(args) => coach::coach(args),
        Command::Generate(args) => generate::generate(args),
        Command::Bench(args) => bench::bench(args),
        Command::Classic(args) => engines::classic(args),
        Command::Convert(args) => convert::convert(args),
        Command::Scan(args) => scan::scan(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::FAILURE
        }
    }
}
