//! The lookup tables and bit helpers of the fast solver (see the parent module's docs for
//! the layout of a band word: bit `9 * row_in_band + column`).

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// For a 9-bit row of a band: bit `k` set when the row has a cell in box column `k`.
/// Bytes rather than words (and [`ALONE`] 16-bit), loaded zero-extended: Chromium's V8 folds a
/// 32-bit load into the `or` that uses it and still emits the load on its own, so each lookup
/// was two loads there. A third of the size too.
pub(super) const SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// The six permutations of three things.
pub(super) const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For a 3 × 3 mini-row matrix `m` (bit `3 * row + box`): the cells of the mini-rows that lie
/// on a permutation (one mini-row per row and per box) inside `m`; 0 if there is none.
pub(super) const KEEP: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let mut bits = 0u32;
            let mut cells = 0u32;
            let mut r = 0;
            while r < 3 {
                bits |= 1 << (3 * r + perm[r]);
                cells |= 7 << (9 * r + 3 * perm[r]);
                r += 1;
            }
            if m & bits == bits {
                t[m as usize] |= cells;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// A 9-bit row itself if it has exactly one cell, else 0.
pub(super) const ALONE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut x: u16 = 0;
    while x < 512 {
        if x.count_ones() == 1 {
            t[x as usize] = x;
        }
        x += 1;
    }
    t
};

/// The stack rule on three rows of three 3 × 3 matrices at once: row `r` of matrix `k` is
/// bits `3 * k .. 3 * k + 3` of `rows[r]`. Keeps the entries that lie on a permutation (one
/// entry per row and per column) inside their matrix, so none of a matrix that has none. An
/// entry is on one exactly when the 2 × 2 minor of the other two rows and the other two
/// columns holds a permutation of its own. Only shifts and masks, so that a loop over the
/// digits runs it in vector lanes (see [`State::stacks`](super::State)).
#[inline(always)]
pub(super) fn on_permutations(rows: [u32; 3]) -> [u32; 3] {
    let next = rows.map(next_column);
    let after = rows.map(column_after_next);
    [
        rows[0] & (next[1] & after[2] | after[1] & next[2]),
        rows[1] & (next[2] & after[0] | after[2] & next[0]),
        rows[2] & (next[0] & after[1] | after[0] & next[1]),
    ]
}

/// Within each group of three bits, bit `c` takes bit `c + 1` (mod 3).
const fn next_column(x: u32) -> u32 {
    (x >> 1) & 0o333_333_333 | (x << 2) & 0o444_444_444
}

/// Within each group of three bits, bit `c` takes bit `c + 2` (mod 3).
const fn column_after_next(x: u32) -> u32 {
    (x >> 2) & 0o111_111_111 | (x << 1) & 0o666_666_666
}

/// Bit `3 * g` set when group `g` of three bits of `x` has a bit set.
pub(super) const fn groups(x: u32) -> u32 {
    (x | x >> 1 | x >> 2) & 0o111_111_111
}

/// For a cell `q` of a band: the other cells of its row and its box in that band.
pub(super) const BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut q = 0;
    while q < 27 {
        let (row, col) = (q / 9, q % 9);
        let mut mask = 0x1ffu32 << (9 * row);
        let mut r = 0;
        while r < 3 {
            mask |= 7 << (9 * r + 3 * (col / 3));
            r += 1;
        }
        t[q] = mask & !(1 << q);
        q += 1;
    }
    t
};

/// For a cell `q` of a band: the three cells of its column in the band.
pub(super) const COLUMN_OF: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut q = 0;
    while q < 27 {
        t[q] = column(q as u32 % 9);
        q += 1;
    }
    t
};

/// The three cells of column `c` in a band.
pub(super) const fn column(c: u32) -> u32 {
    (1 | 1 << 9 | 1 << 18) << c
}

/// The columns (as 9 bits) that a band mask touches.
pub(super) const fn columns_of(mask: u32) -> u32 {
    (mask | mask >> 9 | mask >> 18) & 0x1ff
}

/// The columns of a 9-bit column set spread over the three rows of a band.
pub(super) const fn spread(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}
