//! The solver that answers the questions the app asks most: the first solution, and whether
//! there are 0, 1 or 2+ solutions.
//!
//! ## How it is fast
//!
//! The candidates are kept per digit and per band: `cand[3 * d + b]` is a 27-bit mask of the
//! cells of band `b` (three rows of nine, bit `9 * row_in_band + column`) where digit `d` may
//! still go. One such word holds a whole band's worth of the digit, so the rules work on 27
//! cells at once:
//!
//! - **Within a band** a digit stands once in each of the three rows and once in each of the
//!   three boxes, so the mini-rows (a row ∩ a box, three cells) it occupies form a permutation
//!   of the 3 × 3 mini-row matrix. The band's word is shrunk to its 9-bit mini-row matrix, and a
//!   table keeps only the mini-rows that lie on such a permutation. That one lookup does the
//!   box-line interactions (locked candidates) inside the band, finds a box or row with no
//!   place left (a contradiction), and turns a box whose only cells lie in one row into that
//!   row's only place.
//! - A row left with a single cell for the digit is a **hidden single**: the cell is placed,
//!   the other digits leave it and the column leaves the other two bands.
//! - **Naked singles** (a cell with one digit left) are found 27 cells at a time by counting
//!   "seen once / seen twice" across the nine digit words of a band; a cell seen by no digit
//!   is a contradiction.
//! - **Within a stack** the same permutation rule runs on the mini-columns (a column ∩ a box)
//!   across the three bands of a digit, when the band rules are stuck. A column left with one
//!   cell for the digit needs no rule of its own: the permutation leaves that cell alone in
//!   its box, and the band rule places it. This rule has no table: an entry of a 3 × 3
//!   matrix is on a permutation when the 2 × 2 minor of the other rows and columns holds
//!   one, which is a few shifts and masks on rotated copies, for the three stacks of a band
//!   at once; so the nine digits run side by side in vector lanes (SSE2 natively, simd128 in
//!   the wasm build that has it).
//! - When nothing more follows, the search guesses on a cell with two candidates if there is
//!   one (otherwise on a cell with the fewest), copying the small state for each branch. Of
//!   those cells it takes the one with the most open peers: its placement reaches furthest,
//!   which cuts the guesses on hard puzzles against taking the first one.
//! - **A small search is not worth care.** Both the stack pass and the guess cell's score
//!   cost more than they save when the search ahead is small. So the search looks at the
//!   first guess, which the stack pass has run up to: with 48 or more open cells left
//!   (`CAREFUL`: the hardest sets' roots have 54-61, most of top1465's 49-62) it is careful
//!   from the start; with fewer (grids with many givens: the serg benchmark's 31-47), the
//!   first dive leaves out the stack pass and takes the first cell with two candidates,
//!   which on grids with many solutions usually reaches them without a dead end; once any
//!   branch has met a contradiction, both are back. On serg this costs no extra guesses.
//! - **Stores before wide loads**: the band updates store one 32-bit word at a time, and a
//!   vector load that spans words stored moments before waits for those stores to complete
//!   (a store is not forwarded into a wider load). So a band update that places hidden
//!   singles clears the other digits' words before it stores its own a last time.
//!   The words are kept digit-major (`cand[3 * d + b]`: a digit's three bands side by side,
//!   a band's nine digits three words apart), so a band's nine-word clear is scalar stores
//!   too, and a digit's stack pass reads three neighbouring words. A digit's column clear
//!   touches only the two other bands' words, since the band's own word is written back
//!   anyway.
//! - **Knowing what changed**: a band update runs only on words that changed since it last
//!   ran. The callers say which words they changed (a guess: the cell's words and the
//!   digit's other two; a naked single or the stack pass: the digit's three), and a round of
//!   band updates that placed no hidden single ends the settling, since it changed nothing
//!   but the words it updated. After a round that placed one, natively each update has
//!   reported exactly the words it changed, and the state holds only the candidates and the
//!   open cells (120 bytes, copied at every guess); in wasm, where a scan of 27 words is a
//!   few 128-bit compares (in the simd128 build a compare and a lane mask per four words),
//!   the state also keeps `seen` (the words as last updated) and the scan finds them
//!   (`State::next_round`). Both take the same words in the same order.
//! - **The placements out of the tight loop.** A band update that finds no hidden single (most
//!   of them) is a few table lookups; one that finds some clears nine words and two columns.
//!   So the loop over the words to update does only the first part (`State::filter_word`) and
//!   leaves the loop when a word has singles, which are placed outside it
//!   (`State::place_singles`) before the loop starts again. Same updates in the same order;
//!   the loop that turns most has few values live at once.
//! - **wasm's own forms.** The simd128 build reads the grid's values with sixteen-cell
//!   compares and lane masks where the scalar form makes 81 read-modify-writes of a small
//!   array, each waiting for the one before when two neighbouring cells hold the same value;
//!   in wasm a naked single's digit comes from the cell's nine words at once, not a loop that
//!   stops at the first (`State::only_digit`); the simd128 build counts a cell's candidates
//!   (one, two, three or more) for the three bands at once in lanes, once per naked-singles
//!   pass, and the guess cell takes its two-candidate cells from the last pass (the state has
//!   not changed since); and the stack pass is written in lanes too. The native build keeps
//!   the scalar forms.
//!
//! What each of these is worth, and what was tried and dropped: BENCHMARKS.md, "Decision log".
//!
//! The design follows the published ideas of JCZSolve and tdoku (band-wise bit-parallel
//! propagation, bivalue guessing); the code is this crate's own.
//!
//! A simple baseline solver is kept as a test-only module (`reference`) that the fast solver
//! is checked against.

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod lanes;
#[cfg(test)]
mod reference;
mod tables;
#[cfg(test)]
mod tests;

use crate::grid::Grid;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use lanes::{cells_by_value, changed_words, copy_words, counts};
use tables::{
    columns_of, groups, on_permutations, spread, ALONE, BAND, BAND_PEERS, COLUMN_OF, KEEP, SHRINK,
};

/// What a uniqueness check found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Solutions {
    /// No solution (this includes grids whose givens conflict).
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; the first one found.
    Multiple(Grid),
}

/// What the search did, for comparing engines and rating how much guessing a grid needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SolveStats {
    /// Guesses made: branches tried on a cell while another of its candidates was still
    /// open (the last candidate, tried after the others failed, is not counted).
    pub guesses: u64,
    /// Solutions found (capped at the limit asked for).
    pub solutions: u64,
}

/// The first solution of `grid`, or `None` if it has none.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let mut search = Search::new(1);
    search.start(grid);
    search.first.and_then(Grid::from_digits)
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let mut search = Search::new(limit);
    search.keep_first = false;
    search.start(grid);
    search.count
}

/// Counts the solutions of `grid` up to `limit` like [`count_solutions`], and reports the
/// search's statistics and the first solution found.
pub fn count_solutions_with_stats(grid: &Grid, limit: usize) -> (Option<Grid>, SolveStats) {
    if limit == 0 {
        return (None, SolveStats::default());
    }
    let mut search = Search::new(limit);
    search.start(grid);
    let stats = SolveStats {
        guesses: search.guesses,
        solutions: search.count as u64,
    };
    (search.first.and_then(Grid::from_digits), stats)
}

/// Whether `grid` has no, one or several solutions.
pub fn solutions(grid: &Grid) -> Solutions {
    let mut search = Search::new(2);
    search.start(grid);
    match (search.count, search.first.and_then(Grid::from_digits)) {
        (1, Some(g)) => Solutions::Unique(g),
        (n, Some(g)) if n >= 2 => Solutions::Multiple(g),
        _ => Solutions::None,
    }
}

/// The rows and boxes of a band that hold a cell of `given` (the cells of a band given one
/// digit), or `Dead` if a row or a box holds two.
fn houses_of(given: u32) -> Result<u32, Dead> {
    // The union of the givens' peers is their rows and boxes less the givens themselves,
    // unless a given is the peer of another.
    let (mut peers, mut cells) = (0, given);
    while cells != 0 {
        let q = cells.trailing_zeros().min(26) as usize;
        cells &= cells - 1;
        peers |= BAND_PEERS[q];
    }
    if peers & given != 0 {
        return Err(Dead);
    }
    Ok(peers | given)
}

/// The words that differ between `cand` and `seen`, as a bit mask (bit `i` for word `i`):
/// how wasm finds the words to update after a round that placed a hidden single (see
/// [`State::next_round`]). This is the plain wasm build's form (V8 runs it faster than 27
/// chained scalar compares); the simd128 build's is in `lanes`.
/// Natively the state has no `seen`; the function stays compiled there for its test.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[inline(always)]
fn changed_words(cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
    let mut dirty = 0u32;
    for i in 0..27 {
        dirty |= u32::from(cand[i] != seen[i]) << i;
    }
    dirty
}

/// The cells of each band holding each value (`cells[10 * b + d]`: bit `q` for cell
/// `27 * b + q` holding `d`, `0` for empty); the simd128 build's form is in `lanes`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn cells_by_value(digits: &[u8; 81]) -> [u32; 30] {
    let mut cells = [0u32; 30];
    for (b, band) in digits.chunks_exact(27).enumerate() {
        for (q, &d) in band.iter().enumerate() {
            cells[10 * b + usize::from(d).min(9)] |= 1 << q;
        }
    }
    cells
}

/// What the last naked-singles pass of [`State::propagate`] leaves for [`State::guess_cell`]:
/// in the simd128 build the open cells with exactly two candidates, per band (the state has
/// not changed since, and the pass had the counts in lanes); natively nothing, since the
/// naked singles there do not count three candidates and the guess cell counts on its own.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
type Known = [u32; 3];
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
type Known = ();

/// The cells of band `b` some digit may go to, those two or more may go to and those three or
/// more may go to (`[once, twice, thrice]`); the simd128 build's form, the three bands at once,
/// is in `lanes`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn band_counts(cand: &[u32; 27], b: usize) -> [u32; 3] {
    let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
    for d in 0..9 {
        let x = cand[3 * d + b];
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
    }
    [once, twice, thrice]
}

/// Bit `bit` (the word's own, or its place among a band's nine) if the word `x` loses a cell
/// of `cells`: natively, where each band update reports the words it changed; 0 in wasm, where
/// a scan finds them (see [`State::next_round`]).
#[inline(always)]
fn lost(x: u32, cells: u32, bit: usize) -> u32 {
    if cfg!(target_arch = "wasm32") {
        0
    } else {
        u32::from(x & cells != 0) << bit
    }
}

/// In wasm, the bit a band update that placed a hidden single sets in its result (natively
/// its result is exact, and this is 0).
const PLACED: u32 = if cfg!(target_arch = "wasm32") {
    1 << 31
} else {
    0
};

/// Natively, the bit of word 0 that a band update of it clears from the words changed before
/// in its round (it leaves the word settled); 0 in wasm, where the round's result only says
/// whether a single was placed.
const UPDATED: u32 = if cfg!(target_arch = "wasm32") { 0 } else { 1 };

/// All 27 words (bit `3 * d + b` for digit `d` in band `b`).
const ALL_WORDS: u32 = (1 << 27) - 1;

/// The words a guess of digit `d` in a cell changes, given the cell's words (bit `3 * e + b`
/// for each candidate `e` of the cell, in its band `b`): those, and `d`'s words in the other
/// two bands.
fn placement_words(cell_words: u32, d: usize) -> u32 {
    cell_words | 7 << (3 * d)
}

/// The open cells at the first guess from which the search runs the stack pass and scores its
/// guesses from the start; with fewer, it does neither until a branch meets a contradiction
/// (see the module docs).
const CAREFUL: u32 = 48;

/// The two bands other than band `b`.
const OTHER: [[usize; 2]; 3] = [[1, 2], [2, 0], [0, 1]];

/// A contradiction: the position has no solution.
struct Dead;

/// The search state: small and `Copy`, so a guess copies it.
#[derive(Clone, Copy)]
struct State {
    /// `cand[3 * d + b]`: cells of band `b` where digit `d` may go.
    cand: [u32; 27],
    /// wasm only: `cand` as it was when last propagated; a difference means work to do.
    #[cfg(target_arch = "wasm32")]
    seen: [u32; 27],
    /// Cells of each band not placed yet.
    unsolved: [u32; 3],
}

impl State {
    /// The state with the givens of `grid` placed, or `Dead` if two givens clash. All givens
    /// are placed at once, digit by digit: the same state as placing them one by one.
    #[allow(clippy::needless_range_loop)] // `b` indexes `g` and `cand`
    fn new(grid: &Grid) -> Result<State, Dead> {
        // `cells[10 * b + d]`: the cells of band `b` given digit `d`, or empty for `d` = 0.
        let cells = cells_by_value(grid.digits());
        let mut state = State {
            cand: [0; 27],
            #[cfg(target_arch = "wasm32")]
            seen: [0; 27],
            unsolved: [cells[0], cells[10], cells[20]],
        };
        for d in 0..9 {
            let g = [cells[1 + d], cells[11 + d], cells[21 + d]];
            let c = g.map(columns_of);
            if c[0] & c[1] | c[0] & c[2] | c[1] & c[2] != 0 {
                return Err(Dead); // a column given `d` in two bands
            }
            let taken = spread(c[0] | c[1] | c[2]);
            for b in 0..3 {
                state.cand[3 * d + b] = (state.unsolved[b] & !taken & !houses_of(g[b])?) | g[b];
            }
        }
        Ok(state)
    }

    /// A copy of the state for a guess's branch. In the simd128 build the words go through
    /// vector loads and stores: a plain copy of the 228 bytes is a `memory.copy` call, which
    /// V8 makes dearer than the fifteen loads and stores.
    #[inline(always)]
    fn branch(&self) -> State {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return State {
            cand: copy_words(&self.cand),
            seen: copy_words(&self.seen),
            unsolved: self.unsolved,
        };
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        *self
    }

    /// Places digit `d` in cell `q` of band `b`: its peers lose `d`, the cell loses the
    /// other digits.
    fn place(&mut self, d: usize, b: usize, q: u32) {
        let bit = 1u32 << q;
        let own = self.cand[3 * d + b] & !BAND_PEERS[q as usize];
        self.clear_column(d, b, COLUMN_OF[q as usize]);
        for e in 0..9 {
            self.cand[3 * e + b] &= !bit;
        }
        self.cand[3 * d + b] = own;
        self.unsolved[b] &= !bit;
    }

    /// The first part of the band update of word `i` (digit `d = i / 3` in band `b = i % 3`; see
    /// the module docs): the word keeps the mini-rows on a permutation, and is stored (in wasm
    /// in `seen` too). Its hidden singles, the cells alone in their row and not placed yet, are
    /// returned for [`State::place_singles`]; `Dead` if the word is left empty.
    #[inline(always)]
    fn filter_word(&mut self, i: usize) -> Result<u32, Dead> {
        let mut a = self.cand[i];
        let shrink = |x: u32| u32::from(SHRINK[(x & 0x1ff) as usize]);
        let m = shrink(a) | shrink(a >> 9) << 3 | shrink(a >> 18) << 6;
        a &= KEEP[(m & 0x1ff) as usize];
        if a == 0 {
            return Err(Dead);
        }
        // Rows with a single cell left for `d` (after KEEP no row is empty).
        let alone = |x: u32| u32::from(ALONE[(x & 0x1ff) as usize]);
        let singles = alone(a) | alone(a >> 9) << 9 | alone(a >> 18) << 18;
        self.cand[i] = a;
        #[cfg(target_arch = "wasm32")]
        {
            self.seen[i] = a;
        }
        Ok(singles & self.unsolved[i % 3])
    }

    /// The second part of the band update of word `i`: places its hidden singles `singles`, so
    /// the band's other words lose those cells and the digit's other bands their columns. The
    /// other words it changed, natively (bit `3 * e + c` for digit `e` in band `c`): the band's
    /// words that held those cells and the digit's words that lost their columns (the band's
    /// nine bits gathered at fixed places, `3 * e`, and shifted into band `b`'s once, which
    /// is cheaper than a variable shift by `3 * e + b` per word). In wasm: [`PLACED`].
    #[inline(always)]
    fn place_singles(&mut self, i: usize, singles: u32) -> u32 {
        let (d, b) = (i / 3, i % 3);
        let a = self.cand[i];
        let mut lost9 = 0;
        self.unsolved[b] &= !singles;
        for e in 0..9 {
            let x = self.cand[3 * e + b];
            lost9 |= lost(x, singles, 3 * e);
            self.cand[3 * e + b] = x & !singles;
        }
        let changed = lost9 << b | self.clear_column(d, b, spread(columns_of(singles))) | PLACED;
        // Stored last (the clearing above also cleared cells of this word).
        self.cand[i] = a;
        changed & !(UPDATED << i)
    }

    /// Removes `cols` (columns, repeated in each row) from digit `d` in the two bands other
    /// than `b`. Band `b`'s own word needs no clearing: its caller overwrites it with a word
    /// that already lacks those cells (they are in the box and column of a placed cell).
    /// Two single stores, not a pair of neighbouring words (see the module docs).
    /// The words it changed, as for [`lost`].
    #[inline(always)]
    fn clear_column(&mut self, d: usize, b: usize, cols: u32) -> u32 {
        let (o1, o2) = (OTHER[b][0], OTHER[b][1]);
        let (x1, x2) = (self.cand[3 * d + o1], self.cand[3 * d + o2]);
        self.cand[3 * d + o1] = x1 & !cols;
        self.cand[3 * d + o2] = x2 & !cols;
        lost(x1, cols, 3 * d + o1) | lost(x2, cols, 3 * d + o2)
    }

    /// Band updates until nothing changes, starting with the words in `dirty`: every word
    /// changed since its last update, and maybe some that were not (their update changes
    /// nothing). The updates run in rounds, each on the words the round before changed after
    /// updating them ([`State::next_round`]); a round that placed no hidden single changed no
    /// word but the ones it updated, and ends the loop. Within a round the inner loop makes
    /// the first part of each update and leaves as soon as one has hidden singles, which are
    /// placed outside it (see the module docs).
    fn settle(&mut self, mut dirty: u32) -> Result<(), Dead> {
        while dirty != 0 {
            let mut changed = 0;
            loop {
                let (i, singles) = loop {
                    if dirty == 0 {
                        break (0, 0);
                    }
                    let i = dirty.trailing_zeros() as usize;
                    dirty &= dirty - 1;
                    changed &= !(UPDATED << i);
                    let singles = self.filter_word(i)?;
                    if singles != 0 {
                        break (i, singles);
                    }
                };
                if singles == 0 {
                    break;
                }
                changed |= self.place_singles(i, singles);
            }
            dirty = self.next_round(changed);
        }
        Ok(())
    }

    /// The words to update after a round whose updates returned `changed`. Natively those
    /// are exact: the words changed after their own update in the round. In wasm a scan of
    /// `cand` against `seen` is cheaper than the exact masks (a few 128-bit compares against
    /// nine scalar ones per hidden single), so `changed` only says whether a single was
    /// placed (see the module docs).
    #[inline(always)]
    fn next_round(&self, changed: u32) -> u32 {
        #[cfg(target_arch = "wasm32")]
        if changed != 0 {
            return changed_words(&self.cand, &self.seen);
        }
        changed
    }

    /// Places every naked single; the words it changed (a placed digit's three), `Ok(0)` if
    /// there was none. In the simd128 build `known` gets the open cells with two candidates
    /// as they were before the placements (see [`Known`]).
    fn naked_singles(&mut self, known: &mut Known) -> Result<u32, Dead> {
        // In the simd128 build the three bands' counts are taken at once, in lanes, before any
        // placement: the same fixpoint, so the same search (see [`counts`]).
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let [once, twice, thrice] = counts(&self.cand);
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        for b in 0..3 {
            known[b] = self.unsolved[b] & twice[b] & !thrice[b];
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let () = *known;
        let mut found = 0u32;
        for b in 0..3 {
            #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
            let [once, twice, _] = band_counts(&self.cand, b);
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            let (once, twice) = (once[b], twice[b]);
            if once != BAND {
                return Err(Dead);
            }
            let mut singles = self.unsolved[b] & !twice;
            while singles != 0 {
                let q = singles.trailing_zeros();
                singles &= singles - 1;
                let d = self.only_digit(b, q)?;
                self.place(d, b, q);
                found |= 7 << (3 * d);
            }
        }
        Ok(found)
    }

    /// The digit of a cell of band `b` that no two digits may go to (a naked single), or `Dead`
    /// if no digit may go there any more (a single placed before took its last one). Natively
    /// the first digit whose word holds the cell; in wasm the cell's words all at once (nine
    /// loads and shifts, no loop): under V8 a loop that stops early costs more, where natively
    /// the loop is the cheaper form.
    #[inline(always)]
    fn only_digit(&self, b: usize, q: u32) -> Result<usize, Dead> {
        if cfg!(target_arch = "wasm32") {
            match self.cell_words(b, q) {
                0 => Err(Dead),
                words => Ok(words.trailing_zeros() as usize / 3),
            }
        } else {
            let bit = 1u32 << q;
            (0..9)
                .find(|&d| self.cand[3 * d + b] & bit != 0)
                .ok_or(Dead)
        }
    }

    /// The stack-wise mirror of [`State::filter_word`], for every digit: within a stack a digit
    /// occupies one mini-column (a column ∩ a box) per band and per column, so the mini-columns
    /// off every such permutation go. The words it changed (a changed digit's three), `Ok(0)`
    /// if none. (A column left with one cell for the digit needs no rule of its own: the
    /// permutation leaves that cell alone in its box, and the band update then places
    /// it.) Every digit, every time (a cache of the last pass's words costs more than it
    /// saves), with no table: [`on_permutations`] is shifts and masks, so the digits run side
    /// by side in vector lanes (12 lanes, the last three a digit that may go anywhere). The
    /// simd128 build has its own form, `lanes::stacks`.
    fn stacks(&mut self) -> Result<u32, Dead> {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            let lost = lanes::stacks(&mut self.cand).ok_or(Dead)?;
            Ok(groups(lost) * 7)
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        self.scalar_stacks()
    }

    /// The stack pass's scalar form (natively, and in the plain wasm build).
    #[inline(always)]
    #[cfg_attr(
        all(target_arch = "wasm32", target_feature = "simd128"),
        allow(dead_code)
    )]
    fn scalar_stacks(&mut self) -> Result<u32, Dead> {
        // `cols[3 * d + b]`: the columns where digit `d` may go in band `b`.
        let mut cols = [0x1ffu32; 36];
        for (c, &a) in cols.iter_mut().zip(&self.cand) {
            *c = columns_of(a);
        }
        // Each digit's columns become the columns it keeps, in place: a second array's
        // stores and loads cost more in wasm.
        let mut covered = 0o111;
        for c in cols.chunks_exact_mut(3) {
            let kept = on_permutations([c[0], c[1], c[2]]);
            // A stack with no permutation keeps nothing, in every band.
            covered &= groups(kept[0]) & groups(kept[1]) & groups(kept[2]);
            c.copy_from_slice(&kept);
        }
        if covered != 0o111 {
            return Err(Dead);
        }
        let mut lost = 0u32;
        for (i, (x, &k)) in self.cand.iter_mut().zip(&cols).enumerate() {
            let a = *x & spread(k);
            lost |= u32::from(a != *x) << i;
            *x = a;
        }
        // A digit's three words for each word that lost a cell.
        Ok(groups(lost) * 7)
    }

    /// Propagates until a guess is needed, the grid is full, or a contradiction shows; with
    /// `stacks` false, without the stack pass. `dirty`: as for [`State::settle`]. What it
    /// returns is for [`State::guess_cell`].
    fn propagate(&mut self, stacks: bool, mut dirty: u32) -> Result<Known, Dead> {
        #[allow(clippy::let_unit_value)] // natively `Known` is `()`
        let mut known = Known::default();
        loop {
            self.settle(dirty)?;
            dirty = self.naked_singles(&mut known)?;
            if dirty != 0 {
                continue;
            }
            if self.unsolved == [0; 3] || !stacks {
                return Ok(known);
            }
            dirty = self.stacks()?;
            if dirty == 0 {
                return Ok(known);
            }
        }
    }

    /// The cell to guess on, as (band, cell in band): of the cells with two candidates (or, if
    /// there is none, of the cells with the fewest candidates), the one with the most open
    /// peers (first in cell order on a tie) if `scored`, else the first. `known`: what the
    /// last [`State::propagate`] returned, the state unchanged since.
    #[allow(clippy::needless_range_loop)] // `b` indexes `cand`, `unsolved` and `pairs`
    fn guess_cell(&self, scored: bool, known: Known) -> (usize, u32) {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let mut pairs = known;
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let mut pairs = {
            let () = known;
            let mut pairs = [0u32; 3];
            for b in 0..3 {
                let [_, twice, thrice] = band_counts(&self.cand, b);
                pairs[b] = self.unsolved[b] & twice & !thrice;
            }
            pairs
        };
        // Not `pairs == [0; 3]`: in wasm that reads the words just stored as one 64-bit load,
        // which waits for the stores to complete.
        if pairs[0] | pairs[1] | pairs[2] == 0 {
            pairs = self.fewest_candidates();
        }
        if !scored {
            let b = if pairs[0] != 0 {
                0
            } else if pairs[1] != 0 {
                1
            } else {
                2
            };
            return (b, pairs[b].trailing_zeros());
        }
        // Score = open peers (the degree heuristic: a guess there settles the most): the open
        // cells of its row and box in its band, and of its column in the other two bands,
        // counted in one 64-bit word.
        let mut best = (0usize, 0u32, 0u32);
        for b in 0..3 {
            let (o1, o2) = ((b + 1) % 3, (b + 2) % 3);
            let mut cells = pairs[b];
            while cells != 0 {
                let q = cells.trailing_zeros();
                cells &= cells - 1;
                let col = COLUMN_OF[q as usize];
                // The column's cells in the other two bands, side by side (bits c + 9k and
                // c + 9k + 1).
                let outside = self.unsolved[o1] & col | (self.unsolved[o2] & col) << 1;
                let peers =
                    u64::from(self.unsolved[b] & BAND_PEERS[q as usize]) | u64::from(outside) << 32;
                let score = peers.count_ones();
                if score > best.2 {
                    best = (b, q, score);
                }
            }
        }
        (best.0, best.1)
    }

    /// The open cells with the fewest candidates (three or more: the caller has found no cell
    /// with two), per band.
    #[allow(clippy::needless_range_loop)] // `b` indexes `counts`, `cand` and `unsolved`
    fn fewest_candidates(&self) -> [u32; 3] {
        // Bit-sliced counters: `n[k]` holds bit k of each cell's candidate count.
        let mut counts = [[0u32; 4]; 3];
        for b in 0..3 {
            let n = &mut counts[b];
            for d in 0..9 {
                let mut carry = self.cand[3 * d + b];
                for plane in n.iter_mut() {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
        }
        for k in 3..10u32 {
            let mut cells = [0u32; 3];
            for b in 0..3 {
                let n = &counts[b];
                let mut m = self.unsolved[b];
                for (bit, plane) in n.iter().enumerate() {
                    m &= if k >> bit & 1 != 0 { *plane } else { !*plane };
                }
                cells[b] = m;
            }
            if cells != [0; 3] {
                return cells;
            }
        }
        self.unsolved
    }

    /// The words of band `b` that hold cell `q`: bit `3 * d + b` for each candidate `d`.
    fn cell_words(&self, b: usize, q: u32) -> u32 {
        let mut words = 0;
        for d in 0..9 {
            words |= (self.cand[3 * d + b] >> q & 1) << (3 * d + b);
        }
        words
    }

    /// The number of open cells.
    fn open(&self) -> u32 {
        self.unsolved.iter().map(|u| u.count_ones()).sum()
    }

    /// The digits of a full state, `0` for none.
    fn digits(&self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for b in 0..3 {
            for d in 0..9 {
                let mut x = self.cand[3 * d + b];
                while x != 0 {
                    let q = x.trailing_zeros() as usize;
                    x &= x - 1;
                    cells[27 * b + q] = d as u8 + 1;
                }
            }
        }
        cells
    }
}

/// A depth-first search that stops at `limit` solutions.
struct Search {
    limit: usize,
    count: usize,
    first: Option<[u8; 81]>,
    guesses: u64,
    /// Whether the search runs the stack pass and scores its guesses: from the first guess on
    /// if the root left [`CAREFUL`] or more open cells, else from the first contradiction.
    careful: bool,
    /// Whether to write out the first solution (a count alone does not need it).
    keep_first: bool,
}

impl Search {
    fn new(limit: usize) -> Search {
        Search {
            limit,
            count: 0,
            first: None,
            guesses: 0,
            careful: false,
            keep_first: true,
        }
    }

    fn start(&mut self, grid: &Grid) {
        if let Ok(mut state) = State::new(grid) {
            self.run(&mut state, ALL_WORDS);
        }
    }

    /// Searches on from `state`; `dirty` as for [`State::settle`].
    fn run(&mut self, state: &mut State, dirty: u32) {
        // The stack pass runs before the first guess and on a careful search (see the module
        // docs).
        let stacks = self.guesses == 0 || self.careful;
        let Ok(known) = state.propagate(stacks, dirty) else {
            self.careful = true;
            return;
        };
        if state.unsolved == [0; 3] {
            self.count += 1;
            if self.keep_first && self.first.is_none() {
                self.first = Some(state.digits());
            }
            return;
        }
        if self.guesses == 0 {
            // The first guess: how much is left to search.
            self.careful |= state.open() >= CAREFUL;
        }
        let (b, q) = state.guess_cell(self.careful, known);
        let words = state.cell_words(b, q);
        let mut untried = words;
        while untried != 0 {
            let d = untried.trailing_zeros() as usize / 3;
            untried &= untried - 1;
            let dirty = placement_words(words, d);
            if untried == 0 {
                // The last candidate: no copy needed.
                state.place(d, b, q);
                self.run(state, dirty);
                return;
            }
            self.guesses += 1;
            let mut next = state.branch();
            next.place(d, b, q);
            self.run(&mut next, dirty);
            if self.count >= self.limit {
                return;
            }
        }
    }
}
