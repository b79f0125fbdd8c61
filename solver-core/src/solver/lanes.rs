//! The simd128 build's own forms of four of the solver's operations: the grid read by value,
//! the scan for changed words, the candidate counts (naked singles, guess cell) and the
//! state's copy at a guess (wasm32 with `simd128` only). The plain wasm build and native
//! builds keep the scalar forms in `solver.rs`, which LLVM compiles well for x86 but which V8
//! makes longer: 128-bit constants built inline, a `memory.copy` call, a chain of
//! read-modify-writes. Each takes the same words and gives the same result as its scalar form,
//! so the search is the same: `e2e/bench-solver.spec.ts` checks each wasm build's guesses and
//! answers against native's on every data set. The intrinsics are `core::arch::wasm32`'s safe
//! functions.

use super::ALL_WORDS;
use core::arch::wasm32::{
    i32x4_bitmask, i32x4_shuffle, u32x4, u32x4_eq, u32x4_extract_lane, u32x4_splat, u8x16,
    u8x16_bitmask, u8x16_eq, u8x16_splat, v128, v128_and, v128_or,
};

/// The words that differ between `cand` and `seen` ([`super::changed_words`]), four at a
/// time: one 128-bit compare and its lane mask (`i32x4.bitmask`), the last four being the
/// 24th to 27th words (the 24th compared twice). 1-3% faster under V8 than the scalar form, of
/// which LLVM makes compares and selects that V8 fills with vector constants built inline
/// (BENCHMARKS.md, session 15). The last vector is one load, not three words put into lanes
/// one by one: V8 kept two of their addresses in the frame and reloaded them at every turn of
/// `State::settle`'s tight loop (BENCHMARKS.md, session 20).
#[inline(always)]
pub(super) fn changed_words(cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
    let mut same = 0u32;
    for i in (0..24).step_by(4) {
        same |= u32::from(i32x4_bitmask(u32x4_eq(four(cand, i), four(seen, i)))) << i;
    }
    same |= u32::from(i32x4_bitmask(u32x4_eq(four(cand, 23), four(seen, 23)))) >> 1 << 24;
    !same & ALL_WORDS
}

/// Per band, the cells some digit may go to, those two or more may go to and those three or
/// more may go to (`[once, twice, thrice]`, each indexed by band): the three bands side by
/// side in lanes, a digit's three words and the next digit's first being four consecutive
/// words (one load; lane 3 unused), the last digit's the last four words shifted down a lane.
/// The naked singles take the first two, and the last two give the cells with exactly two
/// for the guess cell (`Known`). Session 13's lane form, which LLVM made of three-word
/// gathers, was slower under V8 than the scalar loop; these whole-vector loads are 1-4%
/// faster (BENCHMARKS.md, session 15), and 2% off serg for the guess cell's counts, 1-2% more
/// when they come from the naked singles' pass (sessions 21 and 22).
#[inline(always)]
pub(super) fn counts(cand: &[u32; 27]) -> [[u32; 3]; 3] {
    let (mut once, mut twice, mut thrice) = (u32x4_splat(0), u32x4_splat(0), u32x4_splat(0));
    let mut add = |x: v128| {
        thrice = v128_or(thrice, v128_and(twice, x));
        twice = v128_or(twice, v128_and(once, x));
        once = v128_or(once, x);
    };
    for d in 0..8 {
        add(four(cand, 3 * d));
    }
    let tail = four(cand, 23);
    add(i32x4_shuffle::<1, 2, 3, 3>(tail, tail));
    let lanes = |v: v128| {
        [
            u32x4_extract_lane::<0>(v),
            u32x4_extract_lane::<1>(v),
            u32x4_extract_lane::<2>(v),
        ]
    };
    [lanes(once), lanes(twice), lanes(thrice)]
}

/// A copy of 27 words by seven vector loads (the last one words 23 to 26; LLVM loads only the
/// three it needs) and their lanes, which LLVM stores as vectors: no `memory.copy` call (see
/// [`super::State::branch`]).
#[inline(always)]
pub(super) fn copy_words(words: &[u32; 27]) -> [u32; 27] {
    let mut out = [0u32; 27];
    for i in (0..24).step_by(4) {
        let v = four(words, i);
        out[i] = u32x4_extract_lane::<0>(v);
        out[i + 1] = u32x4_extract_lane::<1>(v);
        out[i + 2] = u32x4_extract_lane::<2>(v);
        out[i + 3] = u32x4_extract_lane::<3>(v);
    }
    let v = four(words, 23);
    out[24] = u32x4_extract_lane::<1>(v);
    out[25] = u32x4_extract_lane::<2>(v);
    out[26] = u32x4_extract_lane::<3>(v);
    out
}

/// Words `i` to `i + 3` as one vector (LLVM loads them with one `v128.load`).
#[inline(always)]
fn four(words: &[u32; 27], i: usize) -> v128 {
    u32x4(words[i], words[i + 1], words[i + 2], words[i + 3])
}

/// The cells of each band holding each value (`cells[10 * b + d]`: bit `q` for cell `27 * b + q`
/// holding `d`, `0` for empty), as [`super::State::new`] reads the grid: per band two 16-byte
/// loads (cells 0-15 and 11-26) and, per value, a compare and its lane mask. The scalar form is
/// 81 read-modify-writes of a small array, each waiting for the one before when two cells in a
/// row hold the same value (BENCHMARKS.md, session 17). A `Grid` holds values 0 to 9 only
/// (`Digit` is 1 to 9), so every cell is in exactly one of the ten masks, as in the scalar form.
#[inline(always)]
pub(super) fn cells_by_value(digits: &[u8; 81]) -> [u32; 30] {
    let mut cells = [0u32; 30];
    for b in 0..3 {
        let (low, high) = (sixteen(digits, 27 * b), sixteen(digits, 27 * b + 11));
        for d in 0..10u8 {
            let value = u8x16_splat(d);
            let low = u32::from(u8x16_bitmask(u8x16_eq(low, value)));
            let high = u32::from(u8x16_bitmask(u8x16_eq(high, value)));
            cells[10 * b + usize::from(d)] = low | high << 11;
        }
    }
    cells
}

/// Bytes `i` to `i + 15` as one vector (LLVM makes wide loads of them: for the two vectors of a
/// band, one `v128.load` and one 8-byte load, three lanes and a shuffle sharing cells 11-15).
#[inline(always)]
fn sixteen(bytes: &[u8; 81], i: usize) -> v128 {
    let b = |k: usize| bytes[i + k];
    u8x16(
        b(0),
        b(1),
        b(2),
        b(3),
        b(4),
        b(5),
        b(6),
        b(7),
        b(8),
        b(9),
        b(10),
        b(11),
        b(12),
        b(13),
        b(14),
        b(15),
    )
}
