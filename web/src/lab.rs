//! The algorithm lab's plain data: which engines there are, the request the page sends to the
//! worker for one engine run and the answer, the handler that runs an engine (pure, so
//! `cargo test -p web` runs it natively), the built-in example puzzles, the replay of an event
//! log, and the lab's share-link state (`#lab=<puzzle>&engines=…&d=…&w=…&v=…`).
//!
//! Every run is capped (node, guess or iteration caps below), so no request runs forever; the
//! page can also cancel a run by terminating the worker.

use serde::{Deserialize, Serialize};
use solver_core::engines::classic::{self, ClassicOptions, Version};
use solver_core::engines::{anneal, brute, dlx, jordan, Cause, Event, EventLog, Outcome, Report};
use solver_core::{count_solutions_with_stats, logic, Grid};

/// Events kept for the step-through replay (and the classic verbose trace).
pub const LOG_CAP: usize = 4000;
/// Classic engines: calls of `TRY` before giving up.
pub const CLASSIC_NODES: u64 = 3_000_000;
/// Jordan: phase-2 trials before giving up.
pub const JORDAN_GUESSES: u64 = 2_000_000;
/// Dancing links: search nodes before giving up.
pub const DLX_NODES: u64 = 5_000_000;
/// Brute force: iterations before giving up.
pub const BRUTE_ITERATIONS: u64 = 50_000_000;
/// Annealing: moves before giving up.
pub const ANNEAL_ITERATIONS: u64 = 2_000_000;

/// One of the lab's engines.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum EngineKind {
    /// The app's fast solver (counts up to two solutions).
    Fast,
    /// SUDOKU71 v1.0 (seed 000).
    V1,
    /// SUDOKUV2 (seed 003).
    V2,
    /// P. Jordan's forced moves with backtracking (seed 001).
    Jordan,
    /// Exact cover with dancing links (seed 002).
    Dlx,
    /// Plain brute force in cell order (seed 002).
    Brute,
    /// Simulated annealing (seed 002).
    Anneal,
    /// The coach's techniques, no guessing.
    Logic,
}

impl EngineKind {
    /// Every engine, in the lab's order.
    pub const ALL: [EngineKind; 8] = [
        EngineKind::Fast,
        EngineKind::V1,
        EngineKind::V2,
        EngineKind::Jordan,
        EngineKind::Dlx,
        EngineKind::Brute,
        EngineKind::Anneal,
        EngineKind::Logic,
    ];

    /// The short name used in links and test ids.
    pub fn id(self) -> &'static str {
        match self {
            EngineKind::Fast => "fast",
            EngineKind::V1 => "v1",
            EngineKind::V2 => "v2",
            EngineKind::Jordan => "jordan",
            EngineKind::Dlx => "dlx",
            EngineKind::Brute => "brute",
            EngineKind::Anneal => "anneal",
            EngineKind::Logic => "logic",
        }
    }

    /// The engine named `id` (see [`EngineKind::id`]).
    pub fn from_id(id: &str) -> Option<EngineKind> {
        EngineKind::ALL.into_iter().find(|e| e.id() == id)
    }

    /// The name shown on the page.
    pub fn label(self) -> &'static str {
        match self {
            EngineKind::Fast => "Fast solver",
            EngineKind::V1 => "Classic V1 (SUDOKU71)",
            EngineKind::V2 => "Classic V2 (SUDOKUV2)",
            EngineKind::Jordan => "Jordan",
            EngineKind::Dlx => "Dancing links",
            EngineKind::Brute => "Brute force",
            EngineKind::Anneal => "Simulated annealing",
            EngineKind::Logic => "Logic only",
        }
    }

    /// Whether the engine reads Max. Depth, Max. Width and Verbose.
    pub fn is_classic(self) -> bool {
        matches!(self, EngineKind::V1 | EngineKind::V2)
    }
}

/// One engine run, as the page asks the worker for it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LabRequest {
    /// Which engine.
    pub engine: EngineKind,
    /// The puzzle.
    pub puzzle: Grid,
    /// Classic Max. Depth (1-15).
    pub depth: u8,
    /// Classic Max. Width (2-9).
    pub width: u8,
    /// Classic: keep the verbose trace.
    pub verbose: bool,
}

/// One engine's answer.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct LabResponse {
    /// Which engine.
    pub engine: EngineKind,
    /// The result in the engine's own words (`SOLVED!`, `solved`, `gave up (cap)` …).
    pub result: String,
    /// Whether the engine returned a valid solution of the puzzle (checked here).
    pub solved: bool,
    /// The grid the engine ended with (solution, partial grid or puzzle).
    pub grid: Grid,
    /// The engine's own measures of work, `(name, value)`.
    pub work: Vec<(String, u64)>,
    /// Classic verbose trace lines (empty unless asked for).
    pub trace: Vec<String>,
    /// The recorded events for the replay (capped at [`LOG_CAP`]).
    pub events: Vec<Event>,
    /// Events that did not fit in the log.
    pub dropped: u64,
    /// Annealing: `(iteration, cost)` samples.
    pub curve: Vec<(u64, u32)>,
}

impl LabResponse {
    /// The headline work measure (the first one), for the table's sort of "how much".
    pub fn main_work(&self) -> Option<&(String, u64)> {
        self.work.first()
    }
}

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Solved => "solved",
        Outcome::NoSolution => "no solution",
        Outcome::Illegal => "illegal givens",
        Outcome::Incomplete => "stopped at its limits",
        Outcome::GaveUp => "gave up (cap reached)",
    }
}

fn log_parts(log: EventLog) -> (Vec<Event>, u64) {
    (log.events, log.dropped)
}

fn w(name: &str, value: u64) -> (String, u64) {
    (name.to_string(), value)
}

fn checked(puzzle: &Grid, grid: &Grid) -> bool {
    grid.is_solved() && puzzle.is_extended_by(grid)
}

fn from_report<S>(
    request: &LabRequest,
    report: Report<S>,
    result: String,
    work: Vec<(String, u64)>,
) -> LabResponse {
    let solved = report.outcome == Outcome::Solved && checked(&request.puzzle, &report.grid);
    let (events, dropped) = log_parts(report.log);
    LabResponse {
        engine: request.engine,
        result,
        solved,
        grid: report.grid,
        work,
        trace: Vec::new(),
        events,
        dropped,
        curve: Vec::new(),
    }
}

/// Runs one engine. Pure and capped: the worker calls it, and so do the native tests.
pub fn handle(request: &LabRequest) -> LabResponse {
    let puzzle = &request.puzzle;
    match request.engine {
        EngineKind::Fast => {
            let (solution, stats) = count_solutions_with_stats(puzzle, 2);
            let result = match stats.solutions {
                0 => "no solution",
                1 => "solved (unique)",
                _ => "solved (two or more solutions)",
            };
            let grid = solution.unwrap_or(*puzzle);
            LabResponse {
                engine: request.engine,
                result: result.to_string(),
                solved: checked(puzzle, &grid),
                grid,
                work: vec![w("guesses", stats.guesses), w("solutions", stats.solutions)],
                trace: Vec::new(),
                events: Vec::new(),
                dropped: 0,
                curve: Vec::new(),
            }
        }
        EngineKind::V1 | EngineKind::V2 => {
            let version = if request.engine == EngineKind::V1 {
                Version::V1
            } else {
                Version::V2
            };
            let options = match ClassicOptions::new(
                version,
                u32::from(request.depth),
                u32::from(request.width),
            ) {
                Ok(o) => o
                    .with_guard(true)
                    .with_max_nodes(CLASSIC_NODES)
                    .with_log(LOG_CAP),
                Err(e) => {
                    return LabResponse {
                        engine: request.engine,
                        result: format!("bad settings: {e}"),
                        solved: false,
                        grid: *puzzle,
                        work: Vec::new(),
                        trace: Vec::new(),
                        events: Vec::new(),
                        dropped: 0,
                        curve: Vec::new(),
                    }
                }
            };
            let report = classic::solve(puzzle, &options);
            let mut result = classic::verdict_line(&report).to_string();
            if report.outcome == Outcome::GaveUp {
                result.push_str(" (node cap reached)");
            } else if report.stats.bogus_solution {
                result.push_str(" (bogus: the grid breaks the rules)");
            }
            let trace = if request.verbose {
                let mut lines = classic::trace_lines(&report.log, version);
                if report.log.is_truncated() {
                    lines.push(format!(
                        "… ({} more events not recorded)",
                        report.log.dropped
                    ));
                }
                lines
            } else {
                Vec::new()
            };
            let s = report.stats;
            let work = vec![
                w("nodes", s.nodes),
                w("tries", s.tries),
                w("dead ends", s.dead_ends),
                w("forced cells", s.forced),
                w("conjugates", s.hidden),
                w("max depth", u64::from(s.max_depth_reached)),
            ];
            let mut response = from_report(request, report, result, work);
            response.trace = trace;
            response
        }
        EngineKind::Jordan => {
            let options = jordan::JordanOptions {
                max_guesses: Some(JORDAN_GUESSES),
                log_cap: LOG_CAP,
            };
            let report = jordan::solve(puzzle, &options);
            let s = report.stats;
            let work = vec![
                w("guesses", s.guesses),
                w("deadlocks", s.deadlocks),
                w("forced possibilities", s.forced_possibilities),
                w("forced options", s.forced_options),
            ];
            let result = outcome_text(report.outcome).to_string();
            from_report(request, report, result, work)
        }
        EngineKind::Dlx => {
            let options = dlx::DlxOptions {
                limit: 1,
                keep: 0,
                max_nodes: Some(DLX_NODES),
                log_cap: LOG_CAP,
            };
            let report = dlx::solve(puzzle, &options);
            let s = &report.stats;
            let work = vec![
                w("nodes", s.nodes),
                w("guesses", s.guesses),
                w("updates", s.updates),
            ];
            let result = outcome_text(report.outcome).to_string();
            from_report(request, report, result, work)
        }
        EngineKind::Brute => {
            let options = brute::BruteOptions {
                max_iterations: BRUTE_ITERATIONS,
                limit: 1,
                log_cap: LOG_CAP,
            };
            let report = brute::solve(puzzle, &options);
            let s = report.stats;
            let work = vec![
                w("iterations", s.iterations),
                w("backtracks", s.backtracks),
                w("placements", s.placements),
            ];
            let result = outcome_text(report.outcome).to_string();
            from_report(request, report, result, work)
        }
        EngineKind::Anneal => {
            let options = anneal::AnnealOptions {
                max_iterations: ANNEAL_ITERATIONS,
                log_cap: LOG_CAP,
                ..anneal::AnnealOptions::default()
            };
            let report = anneal::solve(puzzle, &options);
            let s = &report.stats;
            let work = vec![
                w("iterations", s.iterations),
                w("accepted", s.accepted),
                w("reheats", u64::from(s.reheats)),
                w("best cost", u64::from(s.best_cost)),
            ];
            let curve = s.curve.clone();
            let result = outcome_text(report.outcome).to_string();
            let mut response = from_report(request, report, result, work);
            response.curve = curve;
            response
        }
        EngineKind::Logic => {
            let unique = solver_core::count_solutions(puzzle, 2) == 1;
            let r = logic::solve_with(
                puzzle,
                None,
                &logic::Settings {
                    assume_unique: unique,
                },
            );
            let mut events = Vec::new();
            let mut placements = 0u64;
            let mut eliminations = 0u64;
            for step in &r.steps {
                eliminations += step.eliminations.len() as u64;
                for p in &step.placements {
                    placements += 1;
                    if events.len() < LOG_CAP {
                        events.push(Event::Place {
                            cell: p.cell,
                            digit: p.digit,
                            depth: 1,
                            cause: Cause::Forced,
                        });
                    }
                }
            }
            let result = match r.outcome {
                logic::Outcome::Solved => "solved by logic",
                logic::Outcome::Stuck => "stuck (no technique applies)",
                logic::Outcome::GuessNeeded => "needed a guess",
                logic::Outcome::NoSolution => "no solution",
            };
            LabResponse {
                engine: request.engine,
                result: result.to_string(),
                solved: checked(puzzle, &r.grid),
                grid: r.grid,
                work: vec![
                    w("steps", r.steps.len() as u64),
                    w("placements", placements),
                    w("eliminations", eliminations),
                ],
                trace: Vec::new(),
                events,
                dropped: 0,
                curve: Vec::new(),
            }
        }
    }
}

/// The grid after the first `upto` events of a run on `puzzle` (placements, removals and
/// annealing swaps), and the last of those events.
pub fn replay(puzzle: &Grid, events: &[Event], upto: usize) -> (Grid, Option<Event>) {
    let mut grid = *puzzle;
    let mut last = None;
    for event in events.iter().take(upto) {
        match *event {
            Event::Place { cell, digit, .. } => grid.set(cell, Some(digit)),
            Event::Remove { cell, .. } => grid.set(cell, None),
            Event::Swap { a, b, .. } => {
                let (da, db) = (grid.get(a), grid.get(b));
                grid.set(a, db);
                grid.set(b, da);
            }
            _ => {}
        }
        last = Some(*event);
    }
    (grid, last)
}

/// One built-in example puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Example {
    /// Its name (`TS01`, `Easter Monster` …).
    pub name: &'static str,
    /// The 81-character line.
    pub line: &'static str,
}

/// The built-in examples: the HP-71B SUDOKUV2 Test Suite (V. Albillo, seed 003, as recovered
/// in shared/data/hp71b-test-suite.txt: TS02 and TS05 lost their givens, TS08 one of its 20
/// givens, so it has two or more solutions) and the hardest puzzles listed on Wikipedia's
/// "Algorithmics of sudoku" page in 2009 (seed 002, shared/data/wikipedia-hardest.txt).
pub const EXAMPLES: [Example; 17] = [
    Example {
        name: "TS01",
        line: ".5...14..2.3...7...7.3..182..4.5...7...1.3...8...2.6..185..6.9...2...8.3..64...7.",
    },
    Example {
        name: "TS03",
        line: "32....7....98..3.......6..2.5...9..3.4.....2.7..3...4.1..7.......6..25....4....86",
    },
    Example {
        name: "TS04",
        line: "45......6..3..1..7....23.......4.25...93.21...81.7.......58....9..7..8..7......64",
    },
    Example {
        name: "TS06",
        line: ".....4..7..85.1..4.5....28..7.4.......19.35.......8.7..24....6.8..1.23..5..8.....",
    },
    Example {
        name: "TS07",
        line: "...........783......5..264...26...7..4.....8..6...32...284..5......961...........",
    },
    Example {
        name: "TS08",
        line: "6.....54..3..27........9..........5...4...8..26..........8........46..7..59.....2",
    },
    Example {
        name: "TS09",
        line: ".7..1..9.9..8....7..3.....6.4...15...3.....1...27...6.5.....6..6....5..2.8..2..7.",
    },
    Example {
        name: "TS10",
        line: "2..67......6...2.14.....8..5....93...3.....5...28....7..1.....47.8...6......53..8",
    },
    Example {
        name: "TS11",
        line: ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.",
    },
    Example {
        name: "TS12",
        line: "..2.1.9.....5.4...45..8..377..263..8.........5..879..269..2..54...9.6.....1.4.6..",
    },
    Example {
        name: "TS13",
        line: ".....9.......147....2......7......865...3...294......1......4....625.......8.....",
    },
    Example {
        name: "TS14",
        line: "....4..3.98.6.1.........2..........1..4.5.7..6..........5.........9.8.76.7..3....",
    },
    Example {
        name: "TS15",
        line: ".2..........6....3.74.8.........3..2.8..4..1.6..5.........1.78.5....9..........4.",
    },
    Example {
        name: "Easter Monster",
        line: "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    },
    Example {
        name: "tarek071223170000-052",
        line: "..1..4.......6.3.5...9.....8.....7.3.......285...7.6..3...8...6..92......4...1...",
    },
    Example {
        name: "golden nugget",
        line: ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
    },
    Example {
        name: "col-02-08-071",
        line: ".2.4.37.........32........4.4.2...7.8...5.........1...5.....9...3.9....7..1..86..",
    },
];

/// TS#8 as the seed ran it, with 20 givens: the recovered 19 ([`EXAMPLES`]' `TS08`) plus the
/// 3 at r4c9. The seed's table prints TS#8's solution; of the cells that solution fills, r4c9
/// is the only one whose digit makes the puzzle unique (the web-page table lost the last cell
/// of row 4), and with it V2 solves at Max. Depth 1, Max. Width 2 as the seed reports.
pub const TS08_RESTORED: &str =
    "6.....54..3..27........9..........53..4...8..26..........8........46..7..59.....2";

/// The seed's times for TS#8 (seed 003, the Test Suite table and the notes on its example):
/// `(version, depth, width, HP-71B, Emu71)`.
pub const TS08_SEED_TIMES: [(EngineKind, u8, u8, &str, &str); 2] = [
    (
        EngineKind::V1,
        5,
        3,
        "well over 4 days (estimated)",
        "3 h 10 min 30 s",
    ),
    (EngineKind::V2, 1, 2, "4 min 44 s", "10 s"),
];

/// The lab's settings, as a share link carries them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LabState {
    /// The puzzle.
    pub puzzle: Grid,
    /// The engines ticked, in [`EngineKind::ALL`] order.
    pub engines: Vec<EngineKind>,
    /// Classic Max. Depth (1-15).
    pub depth: u8,
    /// Classic Max. Width (2-9).
    pub width: u8,
    /// Classic verbose trace.
    pub verbose: bool,
}

/// The fragment for `state`: `#lab=<81 chars>&engines=fast,v2&d=3&w=2&v=1`. Its keys differ
/// from the game's link keys (`p`, `c`, `e`, `n`, `k`), so the game ignores it.
pub fn encode(state: &LabState) -> String {
    let engines: Vec<&str> = state.engines.iter().map(|e| e.id()).collect();
    format!(
        "#lab={}&engines={}&d={}&w={}&v={}",
        state.puzzle,
        engines.join(","),
        state.depth,
        state.width,
        u8::from(state.verbose)
    )
}

fn value<'a>(fragment: &'a str, name: &str) -> Option<&'a str> {
    fragment
        .trim_start_matches(['#', '?'])
        .split('&')
        .find_map(|part| part.strip_prefix(name)?.strip_prefix('='))
}

/// The lab state in `fragment`: `Ok(None)` without a `lab=` part, an error message when a
/// part is malformed. Never panics.
pub fn decode(fragment: &str) -> Result<Option<LabState>, String> {
    let Some(line) = value(fragment, "lab") else {
        return Ok(None);
    };
    if line.chars().count() != 81 {
        return Err(format!(
            "the lab link's puzzle has {} characters, not 81",
            line.chars().count()
        ));
    }
    let puzzle = Grid::parse(line).map_err(|e| format!("the lab link's puzzle: {e}"))?;
    let mut engines = Vec::new();
    if let Some(list) = value(fragment, "engines") {
        for id in list.split(',').filter(|s| !s.is_empty()) {
            let engine =
                EngineKind::from_id(id).ok_or_else(|| format!("unknown engine \"{id}\""))?;
            if !engines.contains(&engine) {
                engines.push(engine);
            }
        }
    }
    engines.sort_by_key(|e| EngineKind::ALL.iter().position(|x| x == e));
    let number = |name: &str, default: u8, range: std::ops::RangeInclusive<u8>| match value(
        fragment, name,
    ) {
        None => Ok(default),
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| format!("{name}={text} is not in {}-{}", range.start(), range.end())),
    };
    let depth = number("d", 1, 1..=15)?;
    let width = number("w", 2, 2..=9)?;
    let verbose = match value(fragment, "v") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => return Err(format!("v={other} is not 0 or 1")),
    };
    Ok(Some(LabState {
        puzzle,
        engines,
        depth,
        width,
        verbose,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(engine: EngineKind, line: &str, depth: u8, width: u8) -> LabRequest {
        LabRequest {
            engine,
            puzzle: line.parse().unwrap(),
            depth,
            width,
            verbose: true,
        }
    }

    /// A data file from the repository's `data/`, or from `SUDOKU_DATA_DIR` when it is set
    /// (the rule of data/README.md).
    fn data(name: &str) -> String {
        let dir = std::env::var("SUDOKU_DATA_DIR").unwrap_or_default();
        let dir = match dir.as_str() {
            "" => format!("{}/../data", env!("CARGO_MANIFEST_DIR")),
            _ => dir,
        };
        let path = format!("{dir}/{name}");
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("data file {path}: {e}"))
    }

    /// The embedded examples are exactly the data files' puzzle lines, in order.
    #[test]
    fn examples_match_the_data_files() {
        let mut lines = Vec::new();
        for file in ["hp71b-test-suite.txt", "wikipedia-hardest.txt"] {
            for line in data(file).lines() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let (puzzle, rest) = line.split_once(':').unwrap();
                let label = rest.split('#').nth(1).unwrap().trim();
                lines.push((puzzle.to_string(), label.to_string()));
            }
        }
        // The Test Suite file also holds two SUDOGEN examples (EX5, EX6), not Test Suite puzzles.
        lines.retain(|(_, label)| !label.starts_with("EX"));
        assert_eq!(lines.len(), EXAMPLES.len());
        for ((puzzle, label), example) in lines.iter().zip(EXAMPLES) {
            assert_eq!(puzzle, example.line, "{}", example.name);
            assert!(
                label.starts_with(example.name),
                "{label} vs {}",
                example.name
            );
        }
    }

    /// Every engine on a Test Suite puzzle: each solution is valid and equals the fast
    /// solver's (the puzzle is unique).
    #[test]
    fn every_engine_agrees_on_ts04() {
        let line = EXAMPLES[2].line;
        let reference = solver_core::solve(&line.parse().unwrap()).unwrap();
        for engine in EngineKind::ALL {
            let response = handle(&request(engine, line, 2, 2));
            assert_eq!(response.engine, engine);
            if engine == EngineKind::Logic {
                // TS04 is solvable by singles; the coach solves it.
                assert_eq!(response.result, "solved by logic");
            }
            assert!(response.solved, "{engine:?}: {}", response.result);
            assert_eq!(response.grid, reference, "{engine:?}");
            assert!(!response.work.is_empty());
        }
    }

    #[test]
    fn seed000_case2_verbose_depth1_then_depth2() {
        let line = EXAMPLES[2].line; // TS04 is seed 000's test case #2.
        let r = handle(&request(EngineKind::V1, line, 1, 2));
        assert_eq!(r.result, "No solution found");
        assert_eq!(r.trace, ["1 : 10 forced cells"]);
        assert!(!r.solved);
        let r = handle(&request(EngineKind::V1, line, 2, 2));
        assert_eq!(r.result, "SOLVED!");
        assert_eq!(
            r.trace.first().map(String::as_str),
            Some("1 : 10 forced cells")
        );
        assert!(r.trace.iter().any(|l| l == "1 :>Try 2.2 = 9"));
        assert!(r.solved);
    }

    #[test]
    fn hardest_puzzle_and_anneal_curve() {
        let line = EXAMPLES[13].line; // Easter Monster
        let reference = solver_core::solve(&line.parse().unwrap()).unwrap();
        for engine in [EngineKind::Fast, EngineKind::Jordan, EngineKind::Dlx] {
            let r = handle(&request(engine, line, 1, 2));
            assert_eq!(r.grid, reference, "{engine:?}");
        }
        let r = handle(&request(EngineKind::Logic, line, 1, 2));
        assert!(r.result.starts_with("stuck"), "{}", r.result);
        // Annealing on an easy puzzle: the curve is recorded and ends at the best cost.
        let r = handle(&request(EngineKind::Anneal, EXAMPLES[0].line, 1, 2));
        assert!(r.curve.len() >= 2);
        if r.solved {
            assert_eq!(
                r.grid,
                solver_core::solve(&EXAMPLES[0].line.parse().unwrap()).unwrap()
            );
        }
    }

    #[test]
    fn ts08_restored_is_the_seed_puzzle() {
        // TS#8's solution as printed in the seed's Test Suite table.
        let seed_solution: Grid = concat!(
            "692381547435627189187549236918274653574936821",
            "263158794746892315321465978859713462"
        )
        .parse()
        .unwrap();
        let recovered: Grid = EXAMPLES[5].line.parse().unwrap();
        let restored: Grid = TS08_RESTORED.parse().unwrap();
        assert_eq!(restored.filled_count(), 20);
        assert!(recovered.is_extended_by(&restored));
        assert!(restored.is_extended_by(&seed_solution) && seed_solution.is_solved());
        assert_eq!(solver_core::count_solutions(&restored, 2), 1);
        for (engine, depth, width, _, _) in TS08_SEED_TIMES {
            let r = handle(&LabRequest {
                engine,
                puzzle: restored,
                depth,
                width,
                verbose: false,
            });
            assert_eq!(r.result, "SOLVED!", "{engine:?}");
            assert_eq!(r.grid, seed_solution);
        }
    }

    #[test]
    fn bad_settings_and_illegal_givens_answer() {
        let r = handle(&request(EngineKind::V2, EXAMPLES[0].line, 0, 2));
        assert!(r.result.starts_with("bad settings"), "{}", r.result);
        let clash = format!("55{}", ".".repeat(79));
        for engine in EngineKind::ALL {
            let r = handle(&request(engine, &clash, 1, 2));
            assert!(!r.solved, "{engine:?}");
        }
    }

    #[test]
    fn replay_reaches_the_engine_grid() {
        let line = EXAMPLES[0].line;
        let puzzle: Grid = line.parse().unwrap();
        for engine in [EngineKind::Jordan, EngineKind::Brute, EngineKind::V2] {
            let r = handle(&request(engine, line, 1, 2));
            assert_eq!(r.dropped, 0, "{engine:?}");
            let (grid, last) = replay(&puzzle, &r.events, r.events.len());
            assert_eq!(grid, r.grid, "{engine:?}");
            assert_eq!(last, r.events.last().copied());
            assert_eq!(replay(&puzzle, &r.events, 0), (puzzle, None));
        }
    }

    #[test]
    fn url_state_round_trip() {
        let state = LabState {
            puzzle: EXAMPLES[5].line.parse().unwrap(),
            engines: vec![EngineKind::Fast, EngineKind::V2, EngineKind::Anneal],
            depth: 3,
            width: 9,
            verbose: true,
        };
        let text = encode(&state);
        assert!(text.starts_with("#lab="));
        assert_eq!(decode(&text), Ok(Some(state.clone())));
        // The game's link reader does not take it for a puzzle link.
        assert_eq!(crate::link::from_location("", &text), Ok(None));
        assert_eq!(decode("#p=123"), Ok(None));
        assert_eq!(decode(""), Ok(None));
        let empty = LabState {
            engines: Vec::new(),
            ..state
        };
        assert_eq!(decode(&encode(&empty)), Ok(Some(empty)));
    }

    #[test]
    fn bad_url_state_is_an_error_not_a_panic() {
        let line = EXAMPLES[0].line;
        for bad in [
            "#lab=123".to_string(),
            format!("#lab={}x", &line[..80]),
            format!("#lab={line}&engines=fast,warp"),
            format!("#lab={line}&d=0"),
            format!("#lab={line}&d=16"),
            format!("#lab={line}&w=1"),
            format!("#lab={line}&w=x"),
            format!("#lab={line}&v=2"),
            "#lab=ééééé".to_string(),
        ] {
            assert!(decode(&bad).is_err(), "{bad}");
        }
    }
}
