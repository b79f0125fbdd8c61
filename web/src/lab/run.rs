//! The lab's state as plain data, and its reducer: the form (puzzle text, engines, classic
//! settings), the runs of the last Run (one row per engine request, filled in as the answers
//! arrive), the share link shown, and the step-through replay. The component shows a
//! [`LabModel`] and sends [`LabAction`]s; the engine calls, the clock and the replay timer
//! live in `browser::lab`.

use crate::lab::examples::{EXAMPLES, TS08_RESTORED, TS08_SEED_TIMES};
use crate::lab::link::{decode, LabState};
use crate::wire::lab::{LabRequest, LabResponse};
use solver_core::engines::EngineKind;
use solver_core::Grid;
use std::rc::Rc;

/// The replay speeds offered, in events per tick.
pub const SPEEDS: [usize; 4] = [1, 5, 25, 100];

/// Where one engine's run stands.
#[derive(Clone, PartialEq, Debug)]
pub enum Status {
    /// Queued behind the runs before it.
    Waiting,
    /// Sent to the worker.
    Running,
    /// Answered, after the given milliseconds (measured on the page).
    Done(Rc<LabResponse>, f64),
    /// The worker failed (crashed, or went silent).
    Failed(String),
    /// Cancelled before it answered.
    Cancelled,
}

/// One engine's line in the results.
#[derive(Clone, PartialEq, Debug)]
pub struct Row {
    /// What was asked.
    pub request: LabRequest,
    /// Where it stands.
    pub status: Status,
}

/// A row as the results table shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RowText {
    /// The result column.
    pub result: String,
    /// The time column (empty until answered).
    pub time: String,
    /// The work column (empty until answered).
    pub work: String,
    /// The row's class: `waiting`, `running`, `cancelled`, `failed`, `solved` or `unsolved`.
    pub class: &'static str,
}

impl Row {
    /// The answer, once there is one.
    pub fn response(&self) -> Option<&Rc<LabResponse>> {
        match &self.status {
            Status::Done(response, _) => Some(response),
            _ => None,
        }
    }

    /// The texts of the row's columns.
    pub fn text(&self) -> RowText {
        let plain = |result: &str, class| RowText {
            result: result.to_string(),
            time: String::new(),
            work: String::new(),
            class,
        };
        match &self.status {
            Status::Waiting => plain("waiting", "waiting"),
            Status::Running => plain("running…", "running"),
            Status::Cancelled => plain("cancelled", "cancelled"),
            Status::Failed(why) => plain(why, "failed"),
            Status::Done(r, ms) => RowText {
                result: r.result.clone(),
                time: fmt_ms(*ms),
                work: r
                    .work
                    .iter()
                    .map(|(n, v)| format!("{n} {v}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                class: if r.solved { "solved" } else { "unsolved" },
            },
        }
    }

    /// The classic settings under the engine's name (empty for the others).
    pub fn settings_text(&self) -> String {
        let request = &self.request;
        if request.engine.is_classic() {
            format!("depth {}, width {}", request.depth, request.width)
        } else {
            String::new()
        }
    }

    /// The seed's HP-71B and Emu71 times for this engine (TS#8 story), or empty.
    pub fn seed_times(&self) -> String {
        TS08_SEED_TIMES
            .iter()
            .find(|t| t.0 == self.request.engine)
            .map(|t| format!("{} / {}", t.3, t.4))
            .unwrap_or_default()
    }

    /// The classic verbose trace block: heading, trace, verdict and the pretty grid.
    pub fn trace_text(&self) -> Option<String> {
        let r = self.response().filter(|r| !r.trace.is_empty())?;
        Some(format!(
            "{}  (Max. Depth {}, Max. Width {})\n{}\n{}\n{}",
            r.engine.label(),
            self.request.depth,
            self.request.width,
            r.trace.join("\n"),
            r.result,
            r.grid.to_pretty()
        ))
    }
}

/// A time in milliseconds as the table shows it (`812 ms`, `12.3 s`).
pub fn fmt_ms(ms: f64) -> String {
    if ms >= 10_000.0 {
        format!("{:.1} s", ms / 1000.0)
    } else {
        format!("{ms:.0} ms")
    }
}

/// The step-through replay's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The row replayed (an index into [`LabModel::rows`]).
    pub pick: Option<usize>,
    /// Events applied so far.
    pub step: usize,
    /// Events per tick when playing (one of [`SPEEDS`]).
    pub speed: usize,
    /// Whether the timer advances the replay.
    pub playing: bool,
}

impl Default for Replay {
    fn default() -> Replay {
        Replay {
            pick: None,
            step: 0,
            speed: 1,
            playing: false,
        }
    }
}

/// Everything the lab shows.
#[derive(Clone, PartialEq, Debug)]
pub struct LabModel {
    /// Why the address's lab link could not be read, if it could not.
    pub link_error: Option<String>,
    /// Whether the panel starts open (the address held a lab link, good or bad).
    pub opened: bool,
    /// The puzzle field (empty: the game's puzzle).
    pub text: String,
    /// The engines ticked.
    pub engines: Vec<EngineKind>,
    /// Classic Max. Depth (1-15).
    pub depth: u8,
    /// Classic Max. Width (2-9).
    pub width: u8,
    /// Classic verbose trace.
    pub verbose: bool,
    /// The share link shown (empty until asked for).
    pub link: String,
    /// Which Run the rows belong to: answers of an older Run are ignored.
    pub generation: u32,
    /// One row per engine of the last Run.
    pub rows: Vec<Row>,
    /// Whether a Run is under way.
    pub running: bool,
    /// Whether the last Run was the TS#8 story (the table shows the seed's times).
    pub story: bool,
    /// The step-through replay.
    pub replay: Replay,
}

/// What happens to the lab.
#[derive(Clone, PartialEq, Debug)]
pub enum LabAction {
    /// The puzzle field was typed in.
    SetText(String),
    /// An example was picked by its option value (`""`: the current puzzle).
    PickExample(String),
    /// An engine was ticked or unticked.
    ToggleEngine(EngineKind),
    /// Max. Depth was typed (kept within 1-15; ignored when not a number).
    SetDepth(String),
    /// Max. Width was typed (kept within 2-9; ignored when not a number).
    SetWidth(String),
    /// Verbose was ticked or unticked.
    ToggleVerbose,
    /// The share link to show.
    ShowLink(String),
    /// A Run (`generation`, its requests, whether it is the TS#8 story) began.
    Start(u32, Vec<LabRequest>, bool),
    /// Request `index` of Run `generation` was sent.
    Running(u32, usize),
    /// Request `index` of Run `generation` was answered (or failed) after the milliseconds.
    Done(u32, usize, Result<Rc<LabResponse>, String>, f64),
    /// Every request of Run `generation` was answered.
    Finished(u32),
    /// The run was cancelled: the requests not yet answered are marked so.
    Cancelled,
    /// A run was picked for the replay by its option value (`""`: none).
    PickRun(String),
    /// One event further.
    Step,
    /// The replay slider moved to this value.
    Seek(String),
    /// Play or pause (Play at the end starts again from the beginning).
    TogglePlay,
    /// The replay speed was picked (events per tick).
    SetSpeed(String),
    /// The replay timer ticked.
    Tick,
}

impl LabModel {
    /// The lab as the address `fragment` opens it: the link's settings, or the defaults (every
    /// engine, depth 2, width 2) with the reason when the link is bad.
    pub fn from_fragment(fragment: &str) -> LabModel {
        let (state, link_error) = match decode(fragment) {
            Ok(state) => (state, None),
            Err(why) => (None, Some(format!("The lab link is not valid: {why}"))),
        };
        let opened = state.is_some() || link_error.is_some();
        let state = state.as_ref();
        LabModel {
            link_error,
            opened,
            text: state.map(|s| s.puzzle.to_string()).unwrap_or_default(),
            engines: state.map_or_else(|| EngineKind::ALL.to_vec(), |s| s.engines.clone()),
            depth: state.map_or(2, |s| s.depth),
            width: state.map_or(2, |s| s.width),
            verbose: state.is_some_and(|s| s.verbose),
            link: String::new(),
            generation: 0,
            rows: Vec::new(),
            running: false,
            story: false,
            replay: Replay::default(),
        }
    }

    /// The puzzle to run: the field's, or the game's when the field is empty.
    pub fn puzzle(&self, game: &Grid) -> Result<Grid, String> {
        let text = self.text.trim();
        if !text.is_empty() {
            Grid::parse(text).map_err(|e| format!("Not a puzzle: {e}"))
        } else if *game == Grid::EMPTY {
            Err("Load a puzzle in the game, pick an example or paste one here.".to_string())
        } else {
            Ok(*game)
        }
    }

    /// One request per ticked engine, in [`EngineKind::ALL`] order.
    pub fn requests(&self, puzzle: Grid) -> Vec<LabRequest> {
        EngineKind::ALL
            .into_iter()
            .filter(|e| self.engines.contains(e))
            .map(|engine| LabRequest {
                engine,
                puzzle,
                depth: self.depth,
                width: self.width,
                verbose: self.verbose,
            })
            .collect()
    }

    /// The settings a share link carries.
    pub fn link_state(&self, puzzle: Grid) -> LabState {
        LabState {
            puzzle,
            engines: self.engines.clone(),
            depth: self.depth,
            width: self.width,
            verbose: self.verbose,
        }
    }

    /// The generation the next Run takes.
    pub fn next_generation(&self) -> u32 {
        self.generation.wrapping_add(1)
    }

    /// Once a Run is over: whether the solutions found agree.
    pub fn agreement(&self) -> Option<String> {
        let agreed: Vec<Grid> = self
            .rows
            .iter()
            .filter_map(Row::response)
            .filter(|r| r.solved)
            .map(|r| r.grid)
            .collect();
        let first = agreed.first()?;
        if self.running {
            None
        } else if agreed.iter().all(|g| g == first) {
            Some(format!(
                "All {} solutions found are valid and identical.",
                agreed.len()
            ))
        } else {
            Some("The engines found different valid solutions: the puzzle has several.".to_string())
        }
    }

    /// The rows whose answers carry events, with their indices (the replay's choices).
    pub fn replayable(&self) -> Vec<(usize, &Rc<LabResponse>)> {
        self.rows
            .iter()
            .enumerate()
            .filter_map(|(i, row)| Some((i, row.response()?)))
            .filter(|(_, r)| !r.events.is_empty())
            .collect()
    }

    /// The replayed run: its puzzle and its answer.
    pub fn picked(&self) -> Option<(Grid, &Rc<LabResponse>)> {
        let row = self.rows.get(self.replay.pick?)?;
        Some((row.request.puzzle, row.response()?))
    }

    /// The number of events of the replayed run (0 without one).
    pub fn replay_total(&self) -> usize {
        self.picked().map_or(0, |(_, r)| r.events.len())
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: LabAction) {
        match action {
            LabAction::Start(..)
            | LabAction::Running(..)
            | LabAction::Done(..)
            | LabAction::Finished(_)
            | LabAction::Cancelled => self.apply_run(action),
            LabAction::PickRun(_)
            | LabAction::Step
            | LabAction::Seek(_)
            | LabAction::TogglePlay
            | LabAction::SetSpeed(_)
            | LabAction::Tick => self.apply_replay(action),
            _ => self.apply_form(action),
        }
    }

    fn apply_form(&mut self, action: LabAction) {
        match action {
            LabAction::SetText(text) => self.text = text,
            LabAction::PickExample(value) => self.text = example_line(&value),
            LabAction::ToggleEngine(kind) => {
                if let Some(i) = self.engines.iter().position(|e| *e == kind) {
                    self.engines.remove(i);
                } else {
                    self.engines.push(kind);
                }
            }
            LabAction::SetDepth(text) => set_number(&mut self.depth, &text, 1, 15),
            LabAction::SetWidth(text) => set_number(&mut self.width, &text, 2, 9),
            LabAction::ToggleVerbose => self.verbose = !self.verbose,
            LabAction::ShowLink(link) => self.link = link,
            _ => {}
        }
    }

    fn apply_run(&mut self, action: LabAction) {
        match action {
            LabAction::Start(generation, requests, story) => {
                self.generation = generation;
                self.rows = requests
                    .into_iter()
                    .map(|request| Row {
                        request,
                        status: Status::Waiting,
                    })
                    .collect();
                self.running = true;
                self.story = story;
                self.replay = Replay {
                    speed: self.replay.speed,
                    ..Replay::default()
                };
            }
            LabAction::Running(generation, i) => self.set_status(generation, i, Status::Running),
            LabAction::Done(generation, i, result, ms) => {
                let status = match result {
                    Ok(response) => Status::Done(response, ms),
                    Err(why) => Status::Failed(why),
                };
                self.set_status(generation, i, status);
            }
            LabAction::Finished(generation) if generation == self.generation => {
                self.running = false;
            }
            LabAction::Cancelled => {
                self.running = false;
                for row in &mut self.rows {
                    if matches!(row.status, Status::Waiting | Status::Running) {
                        row.status = Status::Cancelled;
                    }
                }
            }
            _ => {}
        }
    }

    fn set_status(&mut self, generation: u32, i: usize, status: Status) {
        if generation != self.generation {
            return;
        }
        if let Some(row) = self.rows.get_mut(i) {
            row.status = status;
        }
    }

    fn apply_replay(&mut self, action: LabAction) {
        let total = self.replay_total();
        let replay = &mut self.replay;
        match action {
            LabAction::PickRun(value) => {
                replay.pick = value.parse().ok();
                replay.step = 0;
                replay.playing = false;
            }
            LabAction::Step => replay.step = (replay.step + 1).min(total),
            LabAction::Seek(value) => replay.step = value.parse::<usize>().unwrap_or(0).min(total),
            LabAction::TogglePlay => {
                if replay.step >= total {
                    replay.step = 0;
                }
                replay.playing = !replay.playing;
            }
            LabAction::SetSpeed(value) => replay.speed = value.parse().unwrap_or(1),
            LabAction::Tick if replay.playing => {
                replay.step = (replay.step + replay.speed).min(total);
            }
            _ => {}
        }
        // Playing stops at the end of the log.
        let total = self.replay_total();
        if self.replay.step >= total {
            self.replay.playing = false;
        }
    }
}

fn set_number(value: &mut u8, text: &str, lo: u8, hi: u8) {
    if let Ok(n) = text.parse::<u8>() {
        *value = n.clamp(lo, hi);
    }
}

/// The puzzle line of the example whose option value is `value` (`TS08*`: TS#8 as the seed
/// ran it), or empty (the current puzzle).
pub fn example_line(value: &str) -> String {
    EXAMPLES
        .iter()
        .find(|x| x.name == value)
        .map(|x| x.line.to_string())
        .or_else(|| (value == "TS08*").then(|| TS08_RESTORED.to_string()))
        .unwrap_or_default()
}

/// The TS#8 story's requests: V1 and V2 at the seed's settings on TS#8 with its 20 givens.
pub fn story_requests() -> Vec<LabRequest> {
    let puzzle: Grid = TS08_RESTORED.parse().unwrap_or_default();
    TS08_SEED_TIMES
        .iter()
        .map(|&(engine, depth, width, _, _)| LabRequest {
            engine,
            puzzle,
            depth,
            width,
            verbose: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver_core::engines::Event;

    const TS04: &str = EXAMPLES[2].line;

    fn model() -> LabModel {
        LabModel::from_fragment("")
    }

    fn apply(model: &mut LabModel, actions: impl IntoIterator<Item = LabAction>) {
        for action in actions {
            model.apply(action);
        }
    }

    /// An answer: solved with `grid` or not, with `events` replay events.
    fn answer(engine: EngineKind, grid: Grid, solved: bool, events: usize) -> Rc<LabResponse> {
        Rc::new(LabResponse {
            solved,
            grid,
            work: vec![("nodes".to_string(), 7), ("tries".to_string(), 2)],
            events: vec![Event::Forced { depth: 1, count: 1 }; events],
            ..LabResponse::result_only(engine, grid, "SOLVED!".to_string())
        })
    }

    fn started(engines: &[EngineKind]) -> LabModel {
        let mut m = model();
        let puzzle: Grid = TS04.parse().unwrap();
        m.engines = engines.to_vec();
        let requests = m.requests(puzzle);
        m.apply(LabAction::Start(m.next_generation(), requests, false));
        m
    }

    #[test]
    fn opens_from_the_address() {
        let m = model();
        assert_eq!(m.engines, EngineKind::ALL);
        assert_eq!((m.depth, m.width, m.verbose), (2, 2, false));
        assert!(!m.opened && m.link_error.is_none() && m.text.is_empty());
        let m = LabModel::from_fragment(&format!("#lab={TS04}&engines=v2,fast&d=3&w=4&v=1"));
        assert!(m.opened && m.link_error.is_none());
        assert_eq!(m.text, TS04);
        assert_eq!(m.engines, [EngineKind::Fast, EngineKind::V2]);
        assert_eq!((m.depth, m.width, m.verbose), (3, 4, true));
        let m = LabModel::from_fragment("#lab=123&engines=warp");
        assert!(m.opened);
        let why = m.link_error.unwrap_or_default();
        assert!(why.starts_with("The lab link is not valid: "), "{why}");
        assert_eq!(m.engines, EngineKind::ALL);
    }

    #[test]
    fn the_form_edits_the_settings() {
        let mut m = model();
        let game: Grid = EXAMPLES[0].line.parse().unwrap();
        assert_eq!(m.puzzle(&game), Ok(game));
        assert!(m
            .puzzle(&Grid::EMPTY)
            .unwrap_err()
            .starts_with("Load a puzzle"));
        m.apply(LabAction::PickExample("TS04".to_string()));
        assert_eq!(m.text, TS04);
        assert_eq!(m.puzzle(&game), Ok(TS04.parse().unwrap()));
        m.apply(LabAction::PickExample("TS08*".to_string()));
        assert_eq!(m.text, TS08_RESTORED);
        m.apply(LabAction::PickExample(String::new()));
        assert_eq!(m.puzzle(&game), Ok(game));
        m.apply(LabAction::SetText("12x".to_string()));
        assert!(m.puzzle(&game).unwrap_err().starts_with("Not a puzzle"));
        let depth_width = |m: &LabModel| (m.depth, m.width);
        apply(
            &mut m,
            [
                LabAction::SetDepth("0".into()),
                LabAction::SetWidth("1".into()),
            ],
        );
        assert_eq!(depth_width(&m), (1, 2));
        apply(
            &mut m,
            [
                LabAction::SetDepth("99".into()),
                LabAction::SetWidth("10".into()),
            ],
        );
        assert_eq!(depth_width(&m), (15, 9));
        apply(
            &mut m,
            [
                LabAction::SetDepth("x".into()),
                LabAction::SetWidth("".into()),
            ],
        );
        assert_eq!(depth_width(&m), (15, 9));
        apply(
            &mut m,
            [LabAction::ToggleVerbose, LabAction::ShowLink("L".into())],
        );
        assert!(m.verbose);
        assert_eq!(m.link, "L");
    }

    #[test]
    fn requests_follow_the_catalogue_order() {
        let mut m = model();
        m.engines.clear();
        for kind in [
            EngineKind::Logic,
            EngineKind::Fast,
            EngineKind::V1,
            EngineKind::Dlx,
        ] {
            m.apply(LabAction::ToggleEngine(kind));
        }
        m.apply(LabAction::ToggleEngine(EngineKind::Dlx));
        let puzzle: Grid = TS04.parse().unwrap();
        let requests = m.requests(puzzle);
        let kinds: Vec<EngineKind> = requests.iter().map(|r| r.engine).collect();
        assert_eq!(kinds, [EngineKind::Fast, EngineKind::V1, EngineKind::Logic]);
        assert!(requests.iter().all(|r| r.puzzle == puzzle && r.depth == 2));
        assert_eq!(m.link_state(puzzle).engines, m.engines);
        let story: Vec<(EngineKind, u8, u8)> = story_requests()
            .iter()
            .map(|r| (r.engine, r.depth, r.width))
            .collect();
        assert_eq!(story, [(EngineKind::V1, 5, 3), (EngineKind::V2, 1, 2)]);
    }

    #[test]
    fn a_run_fills_its_rows_and_ignores_older_runs() {
        let mut m = started(&[EngineKind::Fast, EngineKind::V1, EngineKind::Dlx]);
        let generation = m.generation;
        assert_eq!(generation, 1);
        assert!(m.running);
        assert!(m.rows.iter().all(|r| r.status == Status::Waiting));
        let solution = solver_core::solve(&TS04.parse().unwrap()).unwrap();
        apply(
            &mut m,
            [
                LabAction::Running(generation, 0),
                LabAction::Done(generation - 1, 1, Err("old".into()), 1.0),
                LabAction::Done(
                    generation,
                    0,
                    Ok(answer(EngineKind::Fast, solution, true, 0)),
                    5.0,
                ),
            ],
        );
        assert_eq!(
            m.rows[1].status,
            Status::Waiting,
            "an older run's answer is ignored"
        );
        m.apply(LabAction::Running(generation, 1));
        assert_eq!(m.rows[1].status, Status::Running);
        assert_eq!(m.rows[0].text().class, "solved");
        assert_eq!(m.rows[0].text().time, "5 ms");
        assert_eq!(m.rows[0].text().work, "nodes 7, tries 2");
        assert_eq!(m.rows[2].text().result, "waiting");
        apply(
            &mut m,
            [
                LabAction::Done(generation, 1, Err("the worker crashed".into()), 9.0),
                LabAction::Running(generation, 2),
                LabAction::Done(
                    generation,
                    2,
                    Ok(answer(EngineKind::Dlx, solution, true, 3)),
                    12_345.0,
                ),
            ],
        );
        assert_eq!(m.rows[1].text().result, "the worker crashed");
        assert_eq!(m.rows[1].text().class, "failed");
        assert_eq!(m.rows[2].text().time, "12.3 s");
        assert_eq!(m.agreement(), None, "not while running");
        m.apply(LabAction::Finished(generation - 1));
        assert!(m.running);
        m.apply(LabAction::Finished(generation));
        assert!(!m.running);
        assert_eq!(
            m.agreement().as_deref(),
            Some("All 2 solutions found are valid and identical.")
        );
        assert_eq!(m.rows[1].settings_text(), "depth 2, width 2");
        assert_eq!(m.rows[0].settings_text(), "");
    }

    #[test]
    fn cancel_marks_what_did_not_answer() {
        let mut m = started(&[EngineKind::Fast, EngineKind::V1, EngineKind::V2]);
        let g = m.generation;
        let grid: Grid = TS04.parse().unwrap();
        let other = solver_core::solve(&grid).unwrap();
        apply(
            &mut m,
            [
                LabAction::Done(g, 0, Ok(answer(EngineKind::Fast, grid, false, 0)), 1.0),
                LabAction::Running(g, 1),
                LabAction::Cancelled,
            ],
        );
        assert!(!m.running);
        assert_eq!(m.rows[0].text().class, "unsolved");
        assert_eq!(m.rows[1].status, Status::Cancelled);
        assert_eq!(m.rows[2].text().result, "cancelled");
        assert_eq!(m.agreement(), None, "nothing solved");
        // Two different solutions (a made-up second one): the puzzle has several.
        let mut m = started(&[EngineKind::Fast, EngineKind::Dlx]);
        let g = m.generation;
        apply(
            &mut m,
            [
                LabAction::Done(g, 0, Ok(answer(EngineKind::Fast, other, true, 0)), 1.0),
                LabAction::Done(g, 1, Ok(answer(EngineKind::Dlx, grid, true, 0)), 1.0),
                LabAction::Finished(g),
            ],
        );
        assert!(m.agreement().unwrap_or_default().contains("different"));
    }

    #[test]
    fn the_replay_steps_plays_and_stops_at_the_end() {
        let mut m = started(&[EngineKind::Fast, EngineKind::V1]);
        let g = m.generation;
        let grid: Grid = TS04.parse().unwrap();
        apply(
            &mut m,
            [
                LabAction::Done(g, 0, Ok(answer(EngineKind::Fast, grid, true, 0)), 1.0),
                LabAction::Done(g, 1, Ok(answer(EngineKind::V1, grid, true, 7)), 1.0),
            ],
        );
        let choices: Vec<usize> = m.replayable().iter().map(|(i, _)| *i).collect();
        assert_eq!(choices, [1]);
        assert_eq!(m.replay_total(), 0);
        m.apply(LabAction::TogglePlay);
        assert!(!m.replay.playing, "nothing picked, nothing plays");
        apply(&mut m, [LabAction::PickRun("1".into()), LabAction::Step]);
        assert_eq!((m.replay_total(), m.replay.step), (7, 1));
        apply(
            &mut m,
            [LabAction::SetSpeed("5".into()), LabAction::TogglePlay],
        );
        assert!(m.replay.playing);
        m.apply(LabAction::Tick);
        assert_eq!(m.replay.step, 6);
        assert!(m.replay.playing);
        m.apply(LabAction::Tick);
        assert_eq!(m.replay.step, 7);
        assert!(!m.replay.playing, "stops at the end");
        m.apply(LabAction::Tick);
        assert_eq!(m.replay.step, 7);
        m.apply(LabAction::TogglePlay);
        assert_eq!(
            (m.replay.step, m.replay.playing),
            (0, true),
            "Play at the end restarts"
        );
        apply(&mut m, [LabAction::Seek("99".into())]);
        assert_eq!((m.replay.step, m.replay.playing), (7, false));
        apply(
            &mut m,
            [LabAction::Seek("x".into()), LabAction::SetSpeed("?".into())],
        );
        assert_eq!((m.replay.step, m.replay.speed), (0, 1));
        m.apply(LabAction::SetSpeed("25".into()));
        let requests = m.requests(grid);
        m.apply(LabAction::Start(m.next_generation(), requests, true));
        assert_eq!(
            m.replay,
            Replay {
                speed: 25,
                ..Replay::default()
            }
        );
        assert!(m.story && m.picked().is_none());
    }

    #[test]
    fn story_rows_show_the_seed_times_and_traces() {
        let mut m = model();
        m.apply(LabAction::Start(1, story_requests(), true));
        assert_eq!(
            m.rows[0].seed_times(),
            "well over 4 days (estimated) / 3 h 10 min 30 s"
        );
        assert_eq!(m.rows[1].seed_times(), "4 min 44 s / 10 s");
        assert_eq!(m.rows[0].trace_text(), None);
        let grid: Grid = TS08_RESTORED.parse().unwrap();
        let mut response = (*answer(EngineKind::V1, grid, false, 0)).clone();
        response.trace = vec!["1 : 3 forced cells".to_string()];
        m.apply(LabAction::Done(1, 0, Ok(Rc::new(response)), 1.0));
        let trace = m.rows[0].trace_text().unwrap_or_default();
        assert!(trace.starts_with("Classic V1 (SUDOKU71)  (Max. Depth 5, Max. Width 3)\n1 : 3 forced cells\nSOLVED!\n"), "{trace}");
        assert_eq!(fmt_ms(9_999.4), "9999 ms");
    }
}
