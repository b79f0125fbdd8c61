//! The algorithm lab's runner: one [`LabRequest`] in, one [`LabResponse`] out. Pure, so the
//! worker calls it and so do the native tests.
//!
//! Every run is capped (node, guess or iteration caps below), so no request runs forever; the
//! page can also cancel a run by terminating the worker.

use crate::wire::lab::{LabRequest, LabResponse};
use solver_core::engines::classic::{self, ClassicOptions, Version};
use solver_core::engines::{anneal, brute, dlx, jordan, Cause, EngineKind, Event, Outcome, Report};
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

/// Runs one engine. Pure and capped: the worker calls it, and so do the native tests.
pub fn run(request: &LabRequest) -> LabResponse {
    match request.engine {
        EngineKind::Fast => run_fast(request),
        EngineKind::V1 => run_classic(request, Version::V1),
        EngineKind::V2 => run_classic(request, Version::V2),
        EngineKind::Jordan => run_jordan(request),
        EngineKind::Dlx => run_dlx(request),
        EngineKind::Brute => run_brute(request),
        EngineKind::Anneal => run_anneal(request),
        EngineKind::Logic => run_logic(request),
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

fn w(name: &str, value: u64) -> (String, u64) {
    (name.to_string(), value)
}

fn checked(puzzle: &Grid, grid: &Grid) -> bool {
    grid.is_solved() && puzzle.is_extended_by(grid)
}

/// The answer for an engine `report`: solved only when the engine says so and the grid checks.
fn from_report<S>(
    request: &LabRequest,
    report: Report<S>,
    result: String,
    work: Vec<(String, u64)>,
) -> LabResponse {
    let solved = report.outcome == Outcome::Solved && checked(&request.puzzle, &report.grid);
    LabResponse {
        solved,
        grid: report.grid,
        work,
        events: report.log.events,
        dropped: report.log.dropped,
        ..LabResponse::result_only(request.engine, request.puzzle, result)
    }
}

fn run_fast(request: &LabRequest) -> LabResponse {
    let puzzle = &request.puzzle;
    let (solution, stats) = count_solutions_with_stats(puzzle, 2);
    let result = match stats.solutions {
        0 => "no solution",
        1 => "solved (unique)",
        _ => "solved (two or more solutions)",
    };
    let grid = solution.unwrap_or(*puzzle);
    LabResponse {
        solved: checked(puzzle, &grid),
        grid,
        work: vec![w("guesses", stats.guesses), w("solutions", stats.solutions)],
        ..LabResponse::result_only(request.engine, *puzzle, result.to_string())
    }
}

fn run_classic(request: &LabRequest, version: Version) -> LabResponse {
    let options =
        match ClassicOptions::new(version, u32::from(request.depth), u32::from(request.width)) {
            Ok(o) => o
                .with_guard(true)
                .with_max_nodes(CLASSIC_NODES)
                .with_log(LOG_CAP),
            Err(e) => {
                let result = format!("bad settings: {e}");
                return LabResponse::result_only(request.engine, request.puzzle, result);
            }
        };
    let report = classic::solve(&request.puzzle, &options);
    let mut result = classic::verdict_line(&report).to_string();
    if report.outcome == Outcome::GaveUp {
        result.push_str(" (node cap reached)");
    } else if report.stats.bogus_solution {
        result.push_str(" (bogus: the grid breaks the rules)");
    }
    let trace = if request.verbose {
        classic_trace(&report, version)
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

/// The classic verbose trace, with a last line saying how many events were not recorded.
fn classic_trace<S>(report: &Report<S>, version: Version) -> Vec<String> {
    let mut lines = classic::trace_lines(&report.log, version);
    if report.log.is_truncated() {
        lines.push(format!(
            "… ({} more events not recorded)",
            report.log.dropped
        ));
    }
    lines
}

fn run_jordan(request: &LabRequest) -> LabResponse {
    let options = jordan::JordanOptions {
        max_guesses: Some(JORDAN_GUESSES),
        log_cap: LOG_CAP,
    };
    let report = jordan::solve(&request.puzzle, &options);
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

fn run_dlx(request: &LabRequest) -> LabResponse {
    let options = dlx::DlxOptions {
        limit: 1,
        keep: 0,
        max_nodes: Some(DLX_NODES),
        log_cap: LOG_CAP,
    };
    let report = dlx::solve(&request.puzzle, &options);
    let s = &report.stats;
    let work = vec![
        w("nodes", s.nodes),
        w("guesses", s.guesses),
        w("updates", s.updates),
    ];
    let result = outcome_text(report.outcome).to_string();
    from_report(request, report, result, work)
}

fn run_brute(request: &LabRequest) -> LabResponse {
    let options = brute::BruteOptions {
        max_iterations: BRUTE_ITERATIONS,
        limit: 1,
        log_cap: LOG_CAP,
    };
    let report = brute::solve(&request.puzzle, &options);
    let s = report.stats;
    let work = vec![
        w("iterations", s.iterations),
        w("backtracks", s.backtracks),
        w("placements", s.placements),
    ];
    let result = outcome_text(report.outcome).to_string();
    from_report(request, report, result, work)
}

fn run_anneal(request: &LabRequest) -> LabResponse {
    let options = anneal::AnnealOptions {
        max_iterations: ANNEAL_ITERATIONS,
        log_cap: LOG_CAP,
        ..anneal::AnnealOptions::default()
    };
    let report = anneal::solve(&request.puzzle, &options);
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

fn run_logic(request: &LabRequest) -> LabResponse {
    let puzzle = &request.puzzle;
    let unique = solver_core::count_solutions(puzzle, 2) == 1;
    let settings = logic::Settings {
        assume_unique: unique,
    };
    let r = logic::solve_with(puzzle, None, &settings);
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
        solved: checked(puzzle, &r.grid),
        grid: r.grid,
        work: vec![
            w("steps", r.steps.len() as u64),
            w("placements", placements),
            w("eliminations", eliminations),
        ],
        events,
        ..LabResponse::result_only(request.engine, *puzzle, result.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::{replay, EXAMPLES, TS08_RESTORED, TS08_SEED_TIMES};

    fn request(engine: EngineKind, line: &str, depth: u8, width: u8) -> LabRequest {
        LabRequest {
            engine,
            puzzle: line.parse().unwrap(),
            depth,
            width,
            verbose: true,
        }
    }

    /// Every engine on a Test Suite puzzle: each solution is valid and equals the fast
    /// solver's (the puzzle is unique).
    #[test]
    fn every_engine_agrees_on_ts04() {
        let line = EXAMPLES[2].line;
        let reference = solver_core::solve(&line.parse().unwrap()).unwrap();
        for engine in EngineKind::ALL {
            let response = run(&request(engine, line, 2, 2));
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
        let r = run(&request(EngineKind::V1, line, 1, 2));
        assert_eq!(r.result, "No solution found");
        assert_eq!(r.trace, ["1 : 10 forced cells"]);
        assert!(!r.solved);
        let r = run(&request(EngineKind::V1, line, 2, 2));
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
            let r = run(&request(engine, line, 1, 2));
            assert_eq!(r.grid, reference, "{engine:?}");
        }
        let r = run(&request(EngineKind::Logic, line, 1, 2));
        assert!(r.result.starts_with("stuck"), "{}", r.result);
        // Annealing on an easy puzzle: the curve is recorded and ends at the best cost.
        let r = run(&request(EngineKind::Anneal, EXAMPLES[0].line, 1, 2));
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
            let r = run(&LabRequest {
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
        let r = run(&request(EngineKind::V2, EXAMPLES[0].line, 0, 2));
        assert!(r.result.starts_with("bad settings"), "{}", r.result);
        let clash = format!("55{}", ".".repeat(79));
        for engine in EngineKind::ALL {
            let r = run(&request(engine, &clash, 1, 2));
            assert!(!r.solved, "{engine:?}");
        }
    }

    #[test]
    fn replay_reaches_the_engine_grid() {
        let line = EXAMPLES[0].line;
        let puzzle: Grid = line.parse().unwrap();
        for engine in [EngineKind::Jordan, EngineKind::Brute, EngineKind::V2] {
            let r = run(&request(engine, line, 1, 2));
            assert_eq!(r.dropped, 0, "{engine:?}");
            let (grid, last) = replay(&puzzle, &r.events, r.events.len());
            assert_eq!(grid, r.grid, "{engine:?}");
            assert_eq!(last, r.events.last().copied());
            assert_eq!(replay(&puzzle, &r.events, 0), (puzzle, None));
        }
    }
}
