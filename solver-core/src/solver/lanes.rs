//! The simd128 build's own forms of five of the solver's operations: the grid read by value,
//! the scan for changed words, the candidate counts (naked singles, guess cell), the stack
//! pass and the state's copy at a guess (wasm32 with `simd128` only). The plain wasm build
//! and native builds keep the scalar forms in `solver.rs`, which LLVM compiles well for x86
//! but which V8 makes longer: 128-bit constants built inline, a `memory.copy` call, a chain
//! of read-modify-writes, columns put into lanes one by one. Each takes the same words and
//! gives the same result as its scalar form, so the search is the same:
//! `e2e/bench-solver.spec.ts` checks each wasm build's guesses and answers against native's on
//! every data set. The intrinsics are `core::arch::wasm32`'s safe functions.

use super::ALL_WORDS;
use core::arch::wasm32::{
    i32x4_all_true, i32x4_bitmask, i32x4_shuffle, u32x4, u32x4_eq, u32x4_extract_lane, u32x4_shl,
    u32x4_shr, u32x4_splat, u8x16, u8x16_bitmask, u8x16_eq, u8x16_splat, v128, v128_and, v128_not,
    v128_or,
};

/// The words that differ between `cand` and `seen` ([`super::changed_words`]), four at a
/// time: one 128-bit compare and its lane mask (`i32x4.bitmask`), the last four being the
/// 24th to 27th words (the 24th compared twice). Faster under V8 than the scalar form, of
/// which LLVM makes compares and selects that V8 fills with vector constants built inline.
/// The last vector is one load, not three words put into lanes one by one: V8 keeps the
/// addresses of such words in the frame and reloads them at every turn of
/// `State::settle`'s tight loop.
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
/// for the guess cell (`Known`). Whole-vector loads: a lane form that gathers three words per
/// vector is slower under V8 than the scalar loop.
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
        put(&mut out, i, four(words, i));
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
/// row hold the same value. A `Grid` holds values 0 to 9 only
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

/// The stack pass ([`super::State::stacks`]) in lanes: narrows `cand` and returns the words
/// that lost cells (bit `i` for word `i`), or `None` (`cand` untouched) if a stack has no
/// permutation left. LLVM's own vector form of the scalar pass puts the columns into lanes
/// one by one (`replace_lane`) and shuffles them across its twelve lanes; here four digits'
/// words (three vectors) are turned band-wise with six shuffles and back with six, and the
/// words are narrowed and compared a vector at a time. The last group is digit 8 and three
/// digits that may go anywhere, as in the scalar form. It matters most on the hardest
/// puzzles, where every node of the careful search runs the pass.
#[inline(always)]
pub(super) fn stacks(cand: &mut [u32; 27]) -> Option<u32> {
    let words = [0, 4, 8, 12, 16, 20, 23].map(|i| four(cand, i));
    let cols = words.map(|v| {
        let v = v128_or(v128_or(v, u32x4_shr(v, 9)), u32x4_shr(v, 18));
        v128_and(v, u32x4_splat(0x1ff))
    });
    let anywhere = u32x4_splat(0x1ff);
    let kept = [
        on_permutations4(by_band(cols[0], cols[1], cols[2])),
        on_permutations4(by_band(cols[3], cols[4], cols[5])),
        on_permutations4([
            i32x4_shuffle::<1, 4, 4, 4>(cols[6], anywhere),
            i32x4_shuffle::<2, 4, 4, 4>(cols[6], anywhere),
            i32x4_shuffle::<3, 4, 4, 4>(cols[6], anywhere),
        ]),
    ];
    let full = u32x4_splat(0o111);
    let mut covered = full;
    for k in &kept {
        let all = v128_and(v128_and(groups4(k[0]), groups4(k[1])), groups4(k[2]));
        covered = v128_and(covered, all);
    }
    if !i32x4_all_true(u32x4_eq(covered, full)) {
        return None;
    }
    let [k0, k1, k2] = by_word(kept[0]);
    let [k3, k4, k5] = by_word(kept[1]);
    let [e0, e1, e2] = kept[2];
    // Words 23 to 26: word 23's keep (the last lane of words 20 to 23's) and digit 8's three.
    let eight = i32x4_shuffle::<0, 4, 5, 5>(e0, i32x4_shuffle::<0, 4, 4, 4>(e1, e2));
    let k6 = i32x4_shuffle::<3, 4, 5, 6>(k5, eight);
    let mut lost = 0u32;
    for (j, k) in [k0, k1, k2, k3, k4, k5, k6].into_iter().enumerate() {
        let old = words[j];
        let new = v128_and(old, v128_or(v128_or(k, u32x4_shl(k, 9)), u32x4_shl(k, 18)));
        let changed = u32::from(i32x4_bitmask(v128_not(u32x4_eq(new, old))));
        if j < 6 {
            lost |= changed << (4 * j);
            put(cand, 4 * j, new);
        } else {
            lost |= changed >> 1 << 24;
            put(cand, 23, new);
        }
    }
    Some(lost)
}

/// Four digits' words (three vectors: words `3d + b` in order) as their bands' vectors (digit
/// by digit in lanes): `[band 0, band 1, band 2]`.
#[inline(always)]
fn by_band(a: v128, b: v128, c: v128) -> [v128; 3] {
    [
        i32x4_shuffle::<0, 1, 2, 5>(i32x4_shuffle::<0, 3, 6, 6>(a, b), c),
        i32x4_shuffle::<0, 1, 2, 6>(i32x4_shuffle::<1, 4, 7, 7>(a, b), c),
        i32x4_shuffle::<0, 1, 4, 7>(i32x4_shuffle::<2, 5, 5, 5>(a, b), c),
    ]
}

/// The inverse of [`by_band`].
#[inline(always)]
fn by_word([b0, b1, b2]: [v128; 3]) -> [v128; 3] {
    [
        i32x4_shuffle::<0, 1, 4, 3>(i32x4_shuffle::<0, 4, 4, 1>(b0, b1), b2),
        i32x4_shuffle::<0, 1, 6, 3>(i32x4_shuffle::<1, 5, 5, 2>(b1, b2), b0),
        i32x4_shuffle::<2, 4, 5, 3>(b2, i32x4_shuffle::<3, 7, 7, 7>(b0, b1)),
    ]
}

/// [`super::on_permutations`] on four digits at once, a band per vector.
#[inline(always)]
fn on_permutations4(rows: [v128; 3]) -> [v128; 3] {
    let mask = |x: v128, m: u32| v128_and(x, u32x4_splat(m));
    let next = rows.map(|x| {
        v128_or(
            mask(u32x4_shr(x, 1), 0o333_333_333),
            mask(u32x4_shl(x, 2), 0o444_444_444),
        )
    });
    let after = rows.map(|x| {
        v128_or(
            mask(u32x4_shr(x, 2), 0o111_111_111),
            mask(u32x4_shl(x, 1), 0o666_666_666),
        )
    });
    let on = |r: v128, i: usize, j: usize| {
        v128_and(
            r,
            v128_or(v128_and(next[i], after[j]), v128_and(after[i], next[j])),
        )
    };
    [on(rows[0], 1, 2), on(rows[1], 2, 0), on(rows[2], 0, 1)]
}

/// [`super::groups`] lane by lane.
#[inline(always)]
fn groups4(x: v128) -> v128 {
    let x = v128_or(v128_or(x, u32x4_shr(x, 1)), u32x4_shr(x, 2));
    v128_and(x, u32x4_splat(0o111_111_111))
}

/// Stores the four lanes of `v` as words `i` to `i + 3` (LLVM stores them as one vector).
#[inline(always)]
fn put(words: &mut [u32; 27], i: usize, v: v128) {
    words[i] = u32x4_extract_lane::<0>(v);
    words[i + 1] = u32x4_extract_lane::<1>(v);
    words[i + 2] = u32x4_extract_lane::<2>(v);
    words[i + 3] = u32x4_extract_lane::<3>(v);
}
