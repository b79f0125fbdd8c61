//! SUDOKU71 v1.0 (seed 000) and SUDOKUV2 (seed 003), Valentín Albillo's HP-71B solvers,
//! re-enacted line by line.
//!
//! Both run the recursive subprogram `TRY` of the listings:
//!
//! 1. **Forced-cell passes.** Scan the empty cells row by row, column by column. For each,
//!    OR the row, column and box bitboards (bit `d` set for digit `d`, so "all used" is
//!    `1022`); if all nine digits are used the position is inconsistent (`F=3`, the grid is
//!    put back as it was at the start of the pass); if one digit is left, place it at once
//!    ("forced cell"); otherwise record the cell, its number of legal digits and its mask
//!    in the table `A`. Repeat while a pass placed something.
//! 2. **V2 only: the conjugate criterium.** From the recorded cells build, per row, column and
//!    box, the one cell where each digit may still go (`-1` when several); place every such
//!    hidden single, then go back to 1.
//! 3. **Search.** Unless the current depth `W` equals Max Depth, "try every recorded cell":
//!    for each recorded cell with at most Max Width legal digits, in scan order, for each of
//!    its legal digits in increasing order, place it (`W :>Try I.J = V`) and call `TRY` at
//!    depth `W+1`. A solved call ends everything; an inconsistent one is a "(dead end)";
//!    either way the grid is put back before the next trial. When all trials fail the result
//!    is "No solution found" (`F=4`).
//!
//! Details kept on purpose because they shape the search (and so the seed's tables):
//! - The row bitboard is read once per row (`U=R(I)` on line 44/42) while the column and box
//!   bitboards are read per cell, so a digit forced earlier in the same row is not seen by the
//!   later cells of that row until the next pass.
//! - Bitboards are updated by *adding* `2^d` (line 78/98), not OR-ing. The listing relies on
//!   the bit being clear; when a V2 hidden single lands on a digit already used in a house
//!   (possible only in a branch that is already inconsistent) the sum carries into the next
//!   bit, exactly as on the HP-71B. Sums are kept in `u32`, so they never overflow.
//! - V1 rebuilds the bitboards from the grid at every call; V2 builds them once at depth 1 and
//!   passes them down (with snapshots `R2`, `C2`, `B2` to undo a trial).
//! - V2's `F=F*(F#2)` is V1's `IF F=2 THEN F=0`.
//!
//! Inferred where the OCR of the listings is damaged or where the listing is silent:
//! - V1 line 48 reads `BINCMP(L)`, V2 line 48 `BINCMPL` (OCR lost the parentheses): the same
//!   complement. `BINAND(BINCMP(L),1023)-1` clears bit 0 (always set in the complement, as `L`
//!   is a sum of even numbers), so the legal-digit mask is `!L & 1022`.
//! - V1 lines 70 and 72 are split by the OCR ("(dead end)" on its own line); the prose shows
//!   `70 IF F=2 THEN END ELSE IF F=3 AND Z THEN DISP W;": (dead end)"`.
//! - In HP-71B BASIC the statements after `THEN`/`ELSE` up to the end of the line all belong to
//!   that branch (`IF N1(I,V) THEN N1(I,V)=-1 ELSE N1(I,V)=J`; on line 66 `G(H,V)=J` is part of
//!   the `ELSE`), which is how the listings are read here.
//! - The trace lines are rendered as in the articles' sample runs: `1 : 10 forced cells` (V1),
//!   `1 : 10 forced` (V2, whose line 76 prints just "forced"), `1 :>Try 2.1 = 6` (row.column)
//!   and `1 : (dead end)`. The HP-71B prints the "Try" lines even when Verbose is N; here the
//!   whole trace is one recording (the CLI prints it with `--verbose`).
//! - Conflicting givens: the listings would silently build carried bitboards from them and
//!   produce nonsense; this engine reports them as "Illegal?" with the grid untouched, which
//!   is what the article promises for an inconsistent puzzle ("maybe a typo?").
//! - Max Depth is 1-15 and Max Width 2-9 (the listing clamps the width to 2-15, where 10-15
//!   behave as 9); out-of-range values are an error here rather than silently clamped.

use super::{digit, house_masks, Cause, Event, EventLog, Outcome, Report};
use crate::{
    geometry::{Cell, BOX_OF},
    grid::Grid,
};
use std::fmt;

/// Which listing to run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Version {
    /// SUDOKU71 v1.0 (seed 000): forced cells only.
    V1,
    /// SUDOKUV2 (seed 003): forced cells and the conjugate criterium (hidden singles).
    V2,
}

/// The search limits and switches of a classic run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClassicOptions {
    /// Which listing.
    pub version: Version,
    /// Max. Depth, 1-15: the deepest level of `TRY` (1 = no trial at all).
    pub max_depth: u8,
    /// Max. Width, 2-9: cells with more legal digits than this are not tried.
    pub max_width: u8,
    /// Stop with [`Outcome::GaveUp`] after this many calls of `TRY` (`None`: no cap, as on
    /// the calculator). Deep searches grow exponentially; the app should set a cap.
    pub max_nodes: Option<u64>,
    /// Keep at most this many [`Event`]s (0: no recording). The verbose trace is rendered
    /// from them by [`trace_lines`].
    pub log_cap: usize,
    /// Check each forced digit against the current bitboards before placing it, and treat a
    /// clash as a dead end. The listings do not (see the module docs): a digit forced with
    /// the row bitboard read at the start of the row, or a V2 hidden single, can clash with a
    /// digit placed earlier in the same pass when the branch is already inconsistent; the
    /// sums then carry and the search can end with "SOLVED!" on a grid that breaks the rules.
    /// Off (faithful) by default; on for anything that needs a correct answer.
    pub guard: bool,
}

/// A Max. Depth or Max. Width outside the listing's range.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionsError {
    /// Max. Depth not in 1-15.
    Depth(u32),
    /// Max. Width not in 2-9.
    Width(u32),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::Depth(d) => write!(f, "Max. Depth must be 1-15, not {d}"),
            OptionsError::Width(w) => write!(f, "Max. Width must be 2-9, not {w}"),
        }
    }
}

impl std::error::Error for OptionsError {}

impl ClassicOptions {
    /// Options for `version` with Max. Depth `depth` (1-15) and Max. Width `width` (2-9), no
    /// node cap and no recording.
    pub fn new(version: Version, depth: u32, width: u32) -> Result<ClassicOptions, OptionsError> {
        let max_depth = u8::try_from(depth)
            .ok()
            .filter(|d| (1..=15).contains(d))
            .ok_or(OptionsError::Depth(depth))?;
        let max_width = u8::try_from(width)
            .ok()
            .filter(|w| (2..=9).contains(w))
            .ok_or(OptionsError::Width(width))?;
        Ok(ClassicOptions {
            version,
            max_depth,
            max_width,
            max_nodes: None,
            log_cap: 0,
            guard: false,
        })
    }

    /// The same options with the clash guard on or off (see [`ClassicOptions::guard`]).
    pub fn with_guard(mut self, guard: bool) -> ClassicOptions {
        self.guard = guard;
        self
    }

    /// The same options with a cap on calls of `TRY`.
    pub fn with_max_nodes(mut self, max_nodes: u64) -> ClassicOptions {
        self.max_nodes = Some(max_nodes);
        self
    }

    /// The same options, recording up to `cap` events.
    pub fn with_log(mut self, cap: usize) -> ClassicOptions {
        self.log_cap = cap;
        self
    }
}

/// What a classic run counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClassicStats {
    /// Calls of `TRY` (search nodes).
    pub nodes: u64,
    /// Trial placements ("Try" lines).
    pub tries: u64,
    /// Trials whose call found an inconsistency ("(dead end)" lines).
    pub dead_ends: u64,
    /// Digits placed because their cell had one legal digit left.
    pub forced: u64,
    /// V2: digits placed by the conjugate criterium.
    pub hidden: u64,
    /// Forced-cell passes over the grid.
    pub passes: u64,
    /// The deepest `TRY` level reached.
    pub max_depth_reached: u16,
    /// Times a limit cut the search: a node at Max. Depth, or a cell skipped for having more
    /// than Max. Width legal digits. With none, "No solution found" is a proof.
    pub limit_hits: u64,
    /// Forced digits that clashed with a digit already in their house: placed and carried
    /// into the next bit (faithful) or turned into a dead end (guard on).
    pub clashes: u64,
    /// The listing ended with "SOLVED!" on a grid that breaks the rules (possible only with
    /// the guard off, after a clash). The outcome is then [`Outcome::Incomplete`].
    pub bogus_solution: bool,
}

/// The line the HP-71B shell prints at the end of a run: `SOLVED!`, `Illegal?` or
/// `No solution found` (`SOLVED!` also for a bogus solution, as the calculator would).
pub fn verdict_line(report: &Report<ClassicStats>) -> &'static str {
    if report.stats.bogus_solution {
        "SOLVED!"
    } else {
        verdict(report.outcome)
    }
}

/// The line the HP-71B shell prints for an outcome: `SOLVED!`, `Illegal?` or
/// `No solution found`.
pub fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Solved => "SOLVED!",
        Outcome::Illegal => "Illegal?",
        Outcome::NoSolution | Outcome::Incomplete | Outcome::GaveUp => "No solution found",
    }
}

/// The verbose trace of a recorded run, one line per event as the listings print them.
pub fn trace_lines(log: &EventLog, version: Version) -> Vec<String> {
    let forced = match version {
        Version::V1 => "forced cells",
        Version::V2 => "forced",
    };
    log.events
        .iter()
        .filter_map(|event| match *event {
            Event::Forced { depth, count } => Some(format!("{depth} : {count} {forced}")),
            Event::Place {
                cell,
                digit,
                depth,
                cause: Cause::Guess,
            } => Some(format!(
                "{depth} :>Try {}.{} = {digit}",
                cell.row() + 1,
                cell.col() + 1
            )),
            Event::DeadEnd { depth } => Some(format!("{depth} : (dead end)")),
            _ => None,
        })
        .collect()
}

/// Runs SUDOKU71 v1 or SUDOKUV2 on `grid`.
///
/// The report's grid is, as on the calculator: the solution (`SOLVED!`); the grid as it was
/// at the start of the failing pass, which for a puzzle is the puzzle itself (`Illegal?`); or
/// the grid with the top level's forced digits filled in (`No solution found`:
/// [`Outcome::NoSolution`] when no limit cut the search, so none exists, otherwise
/// [`Outcome::Incomplete`]). With a node cap: [`Outcome::GaveUp`] and the puzzle.
pub fn solve(grid: &Grid, options: &ClassicOptions) -> Report<ClassicStats> {
    let mut search = Search {
        max_depth: u16::from(options.max_depth.clamp(1, 15)),
        max_width: u32::from(options.max_width.clamp(2, 9)),
        max_nodes: options.max_nodes,
        guard: options.guard,
        aborted: false,
        stats: ClassicStats::default(),
        log: EventLog::with_cap(options.log_cap),
    };
    if house_masks(grid).is_none() {
        return Report {
            outcome: Outcome::Illegal,
            grid: *grid,
            stats: search.stats,
            log: search.log,
        };
    }
    let mut p = *grid.digits();
    let flag = match options.version {
        Version::V1 => search.try_v1(&mut p, 1),
        Version::V2 => {
            let mut boards = Boards::of(&p);
            search.try_v2(&mut p, &mut boards, 1)
        }
    };
    let bogus = flag == Flag::Solved && Grid::from_digits(p).is_none_or(|g| !g.is_solved());
    search.stats.bogus_solution = bogus && !search.aborted;
    let outcome = if search.aborted {
        Outcome::GaveUp
    } else {
        match flag {
            Flag::Solved if bogus => Outcome::Incomplete,
            Flag::Solved => Outcome::Solved,
            Flag::Illegal => Outcome::Illegal,
            Flag::Unsolved if search.stats.limit_hits == 0 => Outcome::NoSolution,
            Flag::Unsolved => Outcome::Incomplete,
        }
    };
    let grid = if outcome == Outcome::GaveUp {
        *grid
    } else {
        Grid::from_digits(p).unwrap_or(*grid)
    };
    Report {
        outcome,
        grid,
        stats: search.stats,
        log: search.log,
    }
}

/// The (Max. Depth, Max. Width) pairs [`solve_escalating`] tries, in order: the articles'
/// advice ("begin with (1-2) and increase them if no solution is found", "it's best to
/// restrict Width to the range 2-4 and increase Depth instead"), widening only when a depth
/// fails at width 2 and 4.
pub const ESCALATION: [(u8, u8); 30] = {
    let mut pairs = [(1, 2); 30];
    let mut depth = 1;
    while depth <= 15 {
        let k = (depth - 1) * 2;
        pairs[k] = (depth as u8, 2);
        pairs[k + 1] = (depth as u8, 4);
        depth += 1;
    }
    pairs
};

/// Solves `grid` the way the articles tell a user to: run the listing at (1-2), and if it
/// finds nothing, again with the next pair of [`ESCALATION`], until one solves, proves there
/// is no solution, or `max_nodes` calls of `TRY` in all are spent ([`Outcome::GaveUp`]). The
/// clash guard is on, so a solution is always valid. Returns the last run's report (its
/// `nodes` counts all runs) and the (depth, width) it used.
///
/// A single run at (15-9) is not a practical default: when the first trial at depth 1 is
/// wrong, the search below it may not end for hours (TS15 with V2 is such a case).
pub fn solve_escalating(
    grid: &Grid,
    version: Version,
    max_nodes: u64,
) -> (Report<ClassicStats>, (u8, u8)) {
    let mut spent = 0u64;
    let mut last = None;
    for (depth, width) in ESCALATION {
        let options = ClassicOptions {
            version,
            max_depth: depth,
            max_width: width,
            max_nodes: Some(max_nodes.saturating_sub(spent)),
            log_cap: 0,
            guard: true,
        };
        let mut report = solve(grid, &options);
        spent = spent.saturating_add(report.stats.nodes);
        report.stats.nodes = spent;
        match report.outcome {
            Outcome::Incomplete if spent < max_nodes => last = Some((report, (depth, width))),
            _ => return (report, (depth, width)),
        }
    }
    last.unwrap_or_else(|| {
        let options = ClassicOptions {
            version,
            max_depth: 1,
            max_width: 2,
            max_nodes: Some(0),
            log_cap: 0,
            guard: true,
        };
        (solve(grid, &options), (1, 2))
    })
}

/// `F` of the listings: 2 solved, 3 illegal, 4 no solution found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Flag {
    Solved,
    Illegal,
    Unsolved,
}

/// The row, column and box bitboards `R`, `C`, `B`: bit `d` for digit `d`, built by sums.
#[derive(Clone, Copy)]
struct Boards {
    r: [u32; 9],
    c: [u32; 9],
    b: [u32; 9],
}

impl Boards {
    /// Lines 38-42 (V1) and 36-38 (V2): add `E(P(I,J))` for every filled cell.
    fn of(p: &[u8; 81]) -> Boards {
        let mut boards = Boards {
            r: [0; 9],
            c: [0; 9],
            b: [0; 9],
        };
        for (cell, &d) in p.iter().enumerate() {
            if d != 0 {
                boards.add(cell, 1 << d);
            }
        }
        boards
    }

    /// Whether bit `d` is already set in the row, column or box bitboard of `cell`.
    fn clashes(&self, cell: usize, d: u32) -> bool {
        let (i, j, h) = (cell / 9, cell % 9, BOX_OF[cell] as usize);
        (self.r[i] | self.c[j] | self.b[h]) & d != 0
    }

    /// Line 78 (V1) / 98 (V2): `R(I)=R(I)+D @ C(J)=C(J)+D @ B(H)=B(H)+D`.
    fn add(&mut self, cell: usize, d: u32) {
        let (i, j, h) = (cell / 9, cell % 9, BOX_OF[cell] as usize);
        self.r[i] = self.r[i].saturating_add(d);
        self.c[j] = self.c[j].saturating_add(d);
        self.b[h] = self.b[h].saturating_add(d);
    }
}

/// A recorded cell of the table `A(81,4)`: the cell, its number of legal digits `N` and its
/// used-digit mask `L`.
#[derive(Clone, Copy, Default)]
struct Recorded {
    cell: u8,
    n: u32,
    l: u32,
}

/// What one forced-cell pass ended with.
enum Pass {
    /// `F=2`: no empty cell.
    Solved,
    /// `F=3`: a cell with no legal digit; the grid (and V2's bitboards) are restored.
    Illegal,
    /// `F=1`: something was forced, pass again.
    Forced,
    /// `F=0`: empty cells left, nothing forced; `A(1..K)` holds them.
    Stuck,
}

/// What the conjugate criterium did.
enum Conjugate {
    /// Placed at least one digit.
    Placed,
    /// Found nothing.
    Nothing,
    /// Guard on: a hidden single clashed; the grid as it was before the sweep.
    Clash([u8; 81]),
}

struct Search {
    max_depth: u16,
    max_width: u32,
    max_nodes: Option<u64>,
    guard: bool,
    aborted: bool,
    stats: ClassicStats,
    log: EventLog,
}

impl Search {
    /// Counts a call of `TRY`; false when the node cap is reached.
    fn enter(&mut self, w: u16) -> bool {
        self.stats.nodes += 1;
        self.stats.max_depth_reached = self.stats.max_depth_reached.max(w);
        if self.max_nodes.is_some_and(|cap| self.stats.nodes > cap) {
            self.aborted = true;
        }
        !self.aborted
    }

    fn place(&mut self, p: &mut [u8; 81], cell: usize, d: u8, w: u16, cause: Cause) {
        p[cell] = d;
        if self.log.is_on() {
            self.log.push(Event::Place {
                cell: Cell::from_index(cell),
                digit: digit(d),
                depth: w,
                cause,
            });
        }
    }

    /// `MAT P=T`, recording the cells it empties.
    fn restore(&mut self, p: &mut [u8; 81], t: &[u8; 81], w: u16) {
        if self.log.is_on() {
            for cell in 0..81 {
                if p[cell] != t[cell] {
                    self.log.push(Event::Remove {
                        cell: Cell::from_index(cell),
                        depth: w,
                    });
                }
            }
        }
        *p = *t;
    }

    /// One forced-cell pass (V1 lines 44-58, V2 lines 40-56). Places forced digits, updates
    /// `boards`, fills `a` and returns its length `K` with the pass result. On `Illegal`,
    /// `p` is back to `t`; the caller restores V2's bitboards.
    fn pass(
        &mut self,
        p: &mut [u8; 81],
        boards: &mut Boards,
        a: &mut [Recorded; 81],
        m: &mut u32,
        w: u16,
    ) -> (Pass, usize) {
        self.stats.passes += 1;
        let t = *p;
        let mut f = 2;
        let mut k = 0;
        for i in 0..9 {
            let u = boards.r[i]; // read once per row, as on line 44 (V1) / 42 (V2)
            for j in 0..9 {
                let v = boards.c[j];
                let cell = i * 9 + j;
                if p[cell] != 0 {
                    continue;
                }
                k += 1;
                let h = BOX_OF[cell] as usize;
                if f == 2 {
                    f = 0;
                }
                let l = u | v | boards.b[h];
                if l == 1022 {
                    self.restore(p, &t, w);
                    return (Pass::Illegal, k);
                }
                let d = (!l & 1023).saturating_sub(1);
                let n = (d & 0x3fe).count_ones();
                if n == 1 {
                    if boards.clashes(cell, d) {
                        self.stats.clashes += 1;
                        if self.guard {
                            self.restore(p, &t, w);
                            return (Pass::Illegal, k);
                        }
                    }
                    self.place(p, cell, d.trailing_zeros() as u8, w, Cause::Forced);
                    f = 1;
                    *m += 1;
                    self.stats.forced += 1;
                    boards.add(cell, d);
                } else if let Some(slot) = a.get_mut(k - 1) {
                    *slot = Recorded {
                        cell: cell as u8,
                        n,
                        l,
                    };
                }
            }
        }
        let pass = match f {
            2 => Pass::Solved,
            1 => Pass::Forced,
            _ => Pass::Stuck,
        };
        (pass, k)
    }

    /// Emits the "W : M forced cells" line and says whether the node may search deeper.
    fn may_search(&mut self, w: u16, m: u32) -> bool {
        self.log.push(Event::Forced { depth: w, count: m });
        if w >= self.max_depth {
            self.stats.limit_hits += 1;
            return false;
        }
        true
    }

    /// SUDOKU71 v1.0, `SUB TRY` (lines 36-78).
    fn try_v1(&mut self, p: &mut [u8; 81], w: u16) -> Flag {
        if !self.enter(w) {
            return Flag::Unsolved;
        }
        let mut boards = Boards::of(p);
        let mut a = [Recorded::default(); 81];
        let mut m = 0;
        let k = loop {
            match self.pass(p, &mut boards, &mut a, &mut m, w) {
                (Pass::Forced, _) => continue,
                (Pass::Solved, _) => return Flag::Solved,
                (Pass::Illegal, _) => return Flag::Illegal,
                (Pass::Stuck, k) => break k,
            }
        };
        if !self.may_search(w, m) {
            return Flag::Unsolved;
        }
        let t = *p;
        for rec in a.iter().take(k).copied() {
            if rec.n > self.max_width {
                self.stats.limit_hits += 1;
                continue;
            }
            let cell = rec.cell as usize;
            for v in 1..=9u8 {
                if rec.l & (1 << v) != 0 {
                    continue;
                }
                self.stats.tries += 1;
                self.place(p, cell, v, w, Cause::Guess);
                let f = self.try_v1(p, w + 1);
                if self.aborted {
                    return Flag::Unsolved;
                }
                if f == Flag::Solved {
                    return Flag::Solved;
                }
                self.after_trial(f, p, &t, w);
            }
        }
        Flag::Unsolved
    }

    /// Line 70/88 (dead end) and 72/90 (`MAT P=T`).
    fn after_trial(&mut self, f: Flag, p: &mut [u8; 81], t: &[u8; 81], w: u16) {
        if f == Flag::Illegal {
            self.stats.dead_ends += 1;
            self.log.push(Event::DeadEnd { depth: w });
        }
        self.restore(p, t, w);
        self.log.push(Event::Backtrack { depth: w });
    }

    /// SUDOKUV2, `SUB TRY` (lines 30-98).
    fn try_v2(&mut self, p: &mut [u8; 81], boards: &mut Boards, w: u16) -> Flag {
        if !self.enter(w) {
            return Flag::Unsolved;
        }
        let mut a = [Recorded::default(); 81];
        let mut m = 0;
        let k = loop {
            let snapshot = *boards; // MAT R2=R @ MAT C2=C @ MAT B2=B (line 40)
            let k = match self.pass(p, boards, &mut a, &mut m, w) {
                (Pass::Forced, _) => continue,
                (Pass::Solved, _) => return Flag::Solved,
                (Pass::Illegal, _) => {
                    *boards = snapshot;
                    return Flag::Illegal;
                }
                (Pass::Stuck, k) => k,
            };
            match self.conjugate(p, boards, &a[..k.min(81)], &mut m, w) {
                Conjugate::Placed => {}
                Conjugate::Nothing => break k,
                Conjugate::Clash(t) => {
                    self.restore(p, &t, w);
                    *boards = snapshot;
                    return Flag::Illegal;
                }
            }
        };
        if !self.may_search(w, m) {
            return Flag::Unsolved;
        }
        let t = *p;
        let snapshot = *boards;
        for rec in a.iter().take(k).copied() {
            if rec.n > self.max_width {
                self.stats.limit_hits += 1;
                continue;
            }
            let cell = rec.cell as usize;
            for v in 1..=9u8 {
                if rec.l & (1 << v) != 0 {
                    continue;
                }
                self.stats.tries += 1;
                self.place(p, cell, v, w, Cause::Guess);
                boards.add(cell, 1 << v);
                let f = self.try_v2(p, boards, w + 1);
                if self.aborted {
                    return Flag::Unsolved;
                }
                if f == Flag::Solved {
                    return Flag::Solved;
                }
                self.after_trial(f, p, &t, w);
                *boards = snapshot;
            }
        }
        Flag::Unsolved
    }

    /// V2 lines 58-76 and 96-98: the conjugate criterium. Says whether it placed a digit
    /// (`N`), or (guard on) met a clash.
    fn conjugate(
        &mut self,
        p: &mut [u8; 81],
        boards: &mut Boards,
        recorded: &[Recorded],
        m: &mut u32,
        w: u16,
    ) -> Conjugate {
        let t = *p;
        // N1(row, digit) = the column, N2(column, digit) = the row, N3(box, digit) = the row
        // and G(box, digit) = the column of the only recorded cell where the digit is legal;
        // -1 when there are several, 0 when none. Rows and columns are 1-based as in BASIC.
        let mut n1 = [[0i8; 10]; 9];
        let mut n2 = [[0i8; 10]; 9];
        let mut n3 = [[0i8; 10]; 9];
        let mut g = [[0i8; 10]; 9];
        for rec in recorded {
            let cell = rec.cell as usize;
            let (i, j, h) = (cell / 9, cell % 9, BOX_OF[cell] as usize);
            for v in 1..=9 {
                if rec.l & (1 << v) != 0 {
                    continue;
                }
                n1[i][v] = if n1[i][v] != 0 { -1 } else { j as i8 + 1 };
                n2[j][v] = if n2[j][v] != 0 { -1 } else { i as i8 + 1 };
                if n3[h][v] != 0 {
                    n3[h][v] = -1;
                } else {
                    n3[h][v] = i as i8 + 1;
                    g[h][v] = j as i8 + 1;
                }
            }
        }
        let mut placed = false;
        for u in 0..9 {
            for v in 1..=9 {
                let targets = [
                    (n1[u][v] > 0).then(|| u * 9 + (n1[u][v] as usize - 1)),
                    (n2[u][v] > 0).then(|| (n2[u][v] as usize - 1) * 9 + u),
                    (n3[u][v] > 0 && g[u][v] > 0)
                        .then(|| (n3[u][v] as usize - 1) * 9 + (g[u][v] as usize - 1)),
                ];
                for cell in targets.into_iter().flatten() {
                    // Line 96: IF P(I,J) THEN RETURN ELSE M=M+1 @ N=1 @ P(I,J)=V ...
                    if cell >= 81 || p[cell] != 0 {
                        continue;
                    }
                    if boards.clashes(cell, 1 << v) {
                        self.stats.clashes += 1;
                        if self.guard {
                            return Conjugate::Clash(t);
                        }
                    }
                    *m += 1;
                    placed = true;
                    self.stats.hidden += 1;
                    self.place(p, cell, v as u8, w, Cause::Hidden);
                    boards.add(cell, 1 << v);
                }
            }
        }
        if placed {
            Conjugate::Placed
        } else {
            Conjugate::Nothing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_range_checked() {
        assert!(ClassicOptions::new(Version::V1, 1, 2).is_ok());
        assert!(ClassicOptions::new(Version::V2, 15, 9).is_ok());
        assert_eq!(
            ClassicOptions::new(Version::V1, 0, 2),
            Err(OptionsError::Depth(0))
        );
        assert_eq!(
            ClassicOptions::new(Version::V1, 16, 2),
            Err(OptionsError::Depth(16))
        );
        assert_eq!(
            ClassicOptions::new(Version::V1, 2, 1),
            Err(OptionsError::Width(1))
        );
        assert_eq!(
            ClassicOptions::new(Version::V1, 2, 10),
            Err(OptionsError::Width(10))
        );
    }

    #[test]
    fn conflicting_givens_are_illegal_and_untouched() {
        let mut line = ".".repeat(81);
        line.replace_range(0..2, "55");
        let grid: Grid = line.parse().expect("a grid line");
        for version in [Version::V1, Version::V2] {
            let options = ClassicOptions::new(version, 3, 3).expect("valid options");
            let report = solve(&grid, &options);
            assert_eq!(report.outcome, Outcome::Illegal);
            assert_eq!(report.grid, grid);
        }
    }

    #[test]
    fn a_cell_without_digits_is_illegal() {
        // r1c9 sees 1-8 in its row and 9 in its column: no legal digit, at depth 1.
        let line = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let grid: Grid = line.parse().expect("a grid line");
        for version in [Version::V1, Version::V2] {
            let options = ClassicOptions::new(version, 2, 2).expect("valid options");
            assert_eq!(solve(&grid, &options).outcome, Outcome::Illegal);
        }
    }

    #[test]
    fn node_cap_gives_up() {
        let grid = Grid::EMPTY;
        let options = ClassicOptions::new(Version::V1, 15, 9)
            .expect("valid options")
            .with_max_nodes(5);
        let report = solve(&grid, &options);
        assert!(matches!(report.outcome, Outcome::GaveUp | Outcome::Solved));
        assert!(report.stats.nodes <= 6);
    }
}
