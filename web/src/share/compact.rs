//! This app's compact link text for a puzzle with optional progress: URL-safe, versioned.
//!
//! The text is a version character ([`VERSION`]) and then base64url digits of one number
//! packing a sequence of exact choices ([`super::radix`]), in this order:
//!
//! 1. a check value (1 of 64) over everything below, so a changed or lost character is
//!    reported instead of opening another puzzle;
//! 2. each cell: given or not, and its digit (1 of 9);
//! 3. whether progress follows; if so:
//! 4. the player's digits: whether there are any; then for each other cell whether it holds
//!    one and which, as a choice among the candidates the givens allow (with an escape for a
//!    digit the givens rule out);
//! 5. centre marks, then corner marks, for the cells without a given, in two classes (cells
//!    with a player's digit, empty cells): a flag when the class has no marks at all, else
//!    which of "the candidates the grid allows" (A), "none" and "a set written out" is most
//!    common, and per cell a 1- or 2-bit code saying which; a written-out set is a bit per
//!    digit of A plus, rarely, the digits outside A;
//! 6. cell colours: the coloured cells as gaps (Elias gamma) and each colour (1 of 9);
//! 7. the two candidate-colour layers: their candidates as gaps.
//!
//! So marks cost little where they match the grid's own candidates, which is what a player's
//! marks mostly are. Decoding is total: any text gives a position or a [`ShareError`].

use super::radix::{Decoder, Encoder};
use super::{allowed, Progress, ShareError, SharedPuzzle};

/// The format's version: the first character of the text.
pub const VERSION: char = '1';

/// Longer texts are refused before decoding (the longest position is under 1,400 characters).
pub const MAX_LEN: usize = 2_000;

const WHAT: &str = "compact link";

fn damaged(why: &str) -> ShareError {
    ShareError::Damaged {
        what: WHAT,
        why: why.to_string(),
    }
}

/// The compact text of `puzzle` (its [`SharedPuzzle::normalized`] form).
pub fn encode(puzzle: &SharedPuzzle) -> String {
    let p = puzzle.normalized();
    let mut e = Encoder::new();
    e.push(check(&p), 64);
    for &g in &p.givens {
        e.bit(g != 0);
        if g != 0 {
            e.push(u32::from(g - 1), 9);
        }
    }
    e.bit(p.progress.is_some());
    if let Some(progress) = &p.progress {
        write_progress(&mut e, &p.givens, progress);
    }
    format!("{VERSION}{}", e.finish())
}

/// Reads a compact text made by [`encode`]. Surrounding white space is ignored.
pub fn decode(text: &str) -> Result<SharedPuzzle, ShareError> {
    let text = text.trim();
    let mut chars = text.chars();
    let version = chars.next().ok_or(ShareError::Empty)?;
    if version != VERSION {
        return Err(if version.is_ascii_alphanumeric() {
            ShareError::NewerVersion(version)
        } else {
            ShareError::BadChar {
                what: WHAT,
                at: 1,
                ch: version,
            }
        });
    }
    let count = text.chars().count();
    if count > MAX_LEN {
        return Err(ShareError::WrongLength {
            what: WHAT,
            found: count,
            needed: "at most 2000",
        });
    }
    let mut d = Decoder::new(chars.as_str()).map_err(|(at, ch)| ShareError::BadChar {
        what: WHAT,
        at: at + 1,
        ch,
    })?;
    let sum = d.take(64);
    let mut givens = [0u8; 81];
    for g in &mut givens {
        if d.bit() {
            *g = d.take(9) as u8 + 1;
        }
    }
    let progress = if d.bit() {
        Some(read_progress(&mut d, &givens)?)
    } else {
        None
    };
    if !d.is_done() {
        return Err(damaged("it holds more than a position"));
    }
    let out = SharedPuzzle { givens, progress };
    if check(&out) != sum {
        return Err(damaged("a character was changed or lost"));
    }
    Ok(out)
}

/// FNV-1a over the position, folded to 6 bits.
fn check(p: &SharedPuzzle) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    let mut eat = |b: u8| {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    };
    p.givens.iter().for_each(|&b| eat(b));
    if let Some(q) = &p.progress {
        eat(1);
        q.digits.iter().chain(&q.colours).for_each(|&b| eat(b));
        for layer in [&q.centre, &q.corner, &q.cand_a, &q.cand_b] {
            layer
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .for_each(&mut eat);
        }
    }
    (h ^ h >> 6 ^ h >> 12 ^ h >> 18 ^ h >> 24 ^ h >> 30) & 63
}

/// The cells without a given, in order.
fn free_cells(givens: &[u8; 81]) -> Vec<usize> {
    (0..81).filter(|&i| givens[i] == 0).collect()
}

fn write_progress(e: &mut Encoder, givens: &[u8; 81], p: &Progress) {
    let free = free_cells(givens);
    let any = free.iter().any(|&i| p.digits[i] != 0);
    e.bit(any);
    if any {
        for &i in &free {
            e.bit(p.digits[i] != 0);
            if p.digits[i] != 0 {
                write_choice(e, p.digits[i], allowed(givens, i));
            }
        }
    }
    let mut all = *givens;
    for &i in &free {
        all[i] = p.digits[i];
    }
    for layer in [&p.centre, &p.corner] {
        write_marks(e, &free, &all, &p.digits, layer);
    }
    let coloured: Vec<usize> = (0..81).filter(|&i| p.colours[i] != 0).collect();
    write_positions(e, &coloured);
    for &i in &coloured {
        e.push(u32::from(p.colours[i] - 1), 9);
    }
    for layer in [&p.cand_a, &p.cand_b] {
        let positions: Vec<usize> = (0..free.len() * 9)
            .filter(|&k| layer[free[k / 9]] >> (k % 9) & 1 == 1)
            .collect();
        write_positions(e, &positions);
    }
}

fn read_progress(d: &mut Decoder, givens: &[u8; 81]) -> Result<Progress, ShareError> {
    let free = free_cells(givens);
    let mut p = Progress::default();
    if d.bit() {
        for &i in &free {
            if d.bit() {
                p.digits[i] = read_choice(d, allowed(givens, i));
            }
        }
    }
    let mut all = *givens;
    for &i in &free {
        all[i] = p.digits[i];
    }
    p.centre = read_marks(d, &free, &all, &p.digits)?;
    p.corner = read_marks(d, &free, &all, &p.digits)?;
    for i in read_positions(d, 81)? {
        p.colours[i] = d.take(9) as u8 + 1;
    }
    for layer in [&mut p.cand_a, &mut p.cand_b] {
        for k in read_positions(d, free.len() * 9)? {
            layer[free[k / 9]] |= 1 << (k % 9);
        }
    }
    Ok(p)
}

/// The digits of a mark set, in order.
fn digits_of(set: u16) -> Vec<u8> {
    (1..=9).filter(|d| set >> (d - 1) & 1 == 1).collect()
}

/// Digit `d` as a choice among the digits of `set`, or an escape and the digit.
fn write_choice(e: &mut Encoder, d: u8, set: u16) {
    let options = digits_of(set);
    let n = options.len() as u32;
    match options.iter().position(|&o| o == d) {
        Some(k) => e.push(k as u32, n + 1),
        None => {
            e.push(n, n + 1);
            e.push(u32::from(d - 1), 9);
        }
    }
}

fn read_choice(d: &mut Decoder, set: u16) -> u8 {
    let options = digits_of(set);
    let k = d.take(options.len() as u32 + 1) as usize;
    match options.get(k) {
        Some(&digit) => digit,
        None => d.take(9) as u8 + 1,
    }
}

/// How a cell's marks relate to the candidates the grid allows there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Exactly those candidates.
    Same,
    /// No marks.
    Empty,
    /// Another set, written out.
    Other,
}

/// The six orders of the three kinds; the first gets a 1-bit code, the others 2 bits.
const ORDERS: [[Kind; 3]; 6] = {
    use Kind::*;
    [
        [Same, Empty, Other],
        [Same, Other, Empty],
        [Empty, Same, Other],
        [Empty, Other, Same],
        [Other, Same, Empty],
        [Other, Empty, Same],
    ]
};

fn kind(marks: u16, allowed: u16) -> Kind {
    if marks == allowed {
        Kind::Same
    } else if marks == 0 {
        Kind::Empty
    } else {
        Kind::Other
    }
}

/// The cells of `free` with (`true`) or without a player's digit.
fn class(free: &[usize], player: &[u8; 81], with_digit: bool) -> Vec<usize> {
    free.iter()
        .copied()
        .filter(|&i| (player[i] != 0) == with_digit)
        .collect()
}

fn write_marks(
    e: &mut Encoder,
    free: &[usize],
    all: &[u8; 81],
    player: &[u8; 81],
    layer: &[u16; 81],
) {
    for with_digit in [false, true] {
        let cells = class(free, player, with_digit);
        let none = cells.iter().all(|&i| layer[i] == 0);
        e.bit(none);
        if none {
            continue;
        }
        let kinds: Vec<Kind> = cells
            .iter()
            .map(|&i| kind(layer[i], allowed(all, i)))
            .collect();
        let count = |k: Kind| kinds.iter().filter(|&&x| x == k).count();
        // The most common kind first, then the next (ties keep the table's order).
        let order = (0..ORDERS.len())
            .max_by_key(|&o| {
                let [a, b, _] = ORDERS[o];
                (count(a), count(b), usize::MAX - o)
            })
            .unwrap_or(0);
        e.push(order as u32, ORDERS.len() as u32);
        for (&i, &k) in cells.iter().zip(&kinds) {
            let rank = ORDERS[order].iter().position(|&x| x == k).unwrap_or(0);
            e.bit(rank > 0);
            if rank > 0 {
                e.bit(rank > 1);
            }
            if k == Kind::Other {
                write_set(e, layer[i], allowed(all, i));
            }
        }
    }
}

fn read_marks(
    d: &mut Decoder,
    free: &[usize],
    all: &[u8; 81],
    player: &[u8; 81],
) -> Result<[u16; 81], ShareError> {
    let mut layer = [0u16; 81];
    for with_digit in [false, true] {
        if d.bit() {
            continue;
        }
        let order = ORDERS
            .get(d.take(ORDERS.len() as u32) as usize)
            .ok_or_else(|| damaged("a mark layer is unreadable"))?;
        for i in class(free, player, with_digit) {
            let rank = if d.bit() { 1 + usize::from(d.bit()) } else { 0 };
            let a = allowed(all, i);
            layer[i] = match order[rank] {
                Kind::Same => a,
                Kind::Empty => 0,
                Kind::Other => read_set(d, a),
            };
        }
    }
    Ok(layer)
}

/// A mark set as a bit per digit of `allowed`, then whether any digit outside it follows.
fn write_set(e: &mut Encoder, marks: u16, allowed: u16) {
    for d in 0..9 {
        if allowed >> d & 1 == 1 {
            e.bit(marks >> d & 1 == 1);
        }
    }
    let extra = marks & !allowed & super::ALL_DIGITS;
    e.bit(extra != 0);
    if extra != 0 {
        for d in 0..9 {
            if allowed >> d & 1 == 0 {
                e.bit(extra >> d & 1 == 1);
            }
        }
    }
}

fn read_set(d: &mut Decoder, allowed: u16) -> u16 {
    let mut marks = 0u16;
    for digit in 0..9 {
        if allowed >> digit & 1 == 1 && d.bit() {
            marks |= 1 << digit;
        }
    }
    if d.bit() {
        for digit in 0..9 {
            if allowed >> digit & 1 == 0 && d.bit() {
                marks |= 1 << digit;
            }
        }
    }
    marks
}

/// A sorted set of positions: their count, then the gaps between them (Elias gamma).
fn write_positions(e: &mut Encoder, positions: &[usize]) {
    e.gamma(positions.len() as u32 + 1);
    let mut next = 0;
    for &p in positions {
        e.gamma((p - next) as u32 + 1);
        next = p + 1;
    }
}

fn read_positions(d: &mut Decoder, universe: usize) -> Result<Vec<usize>, ShareError> {
    let bad = || damaged("a list of cells is unreadable");
    let count = d.gamma().ok_or_else(bad)? as usize - 1;
    if count > universe {
        return Err(bad());
    }
    let mut out = Vec::with_capacity(count);
    let mut next = 0usize;
    for _ in 0..count {
        let p = next + d.gamma().ok_or_else(bad)? as usize - 1;
        if p >= universe {
            return Err(bad());
        }
        out.push(p);
        next = p + 1;
    }
    Ok(out)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
