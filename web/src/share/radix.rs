//! A mixed-radix coder: a sequence of choices, each a value below its own radix, packed
//! exactly into one big number and written in base64url (most significant character first).
//!
//! A choice among `r` values costs `log2(r)` bits, not a rounded-up number of bits, so a
//! digit costs 3.17 bits and a flag 1. The first choice pushed is the number's lowest part, so
//! a reader can take the choices in the order they were written, each radix chosen from what
//! it has read so far.

/// The base64url alphabet (RFC 4648, section 5): URL-safe, no padding.
pub const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of a base64url character.
pub fn digit_value(ch: char) -> Option<u32> {
    ALPHABET
        .iter()
        .position(|&b| b as char == ch)
        .map(|i| i as u32)
}

/// An unsigned big number, little-endian 32-bit limbs, no trailing zero limbs.
#[derive(Clone, Default, Debug)]
struct BigNum(Vec<u32>);

impl BigNum {
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self = self * m + a`.
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }

    /// Divides by `d` (at least 1) and returns the remainder.
    fn div_rem(&mut self, d: u32) -> u32 {
        let d = u64::from(d.max(1));
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rem << 32) | u64::from(*limb);
            *limb = (v / d) as u32;
            rem = v % d;
        }
        self.trim();
        rem as u32
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

/// Collects choices, then writes them as base64url text.
#[derive(Default, Debug)]
pub struct Encoder {
    choices: Vec<(u32, u32)>,
}

impl Encoder {
    /// A new, empty encoder.
    pub fn new() -> Encoder {
        Encoder::default()
    }

    /// Appends the choice `value` among `radix` values (`value < radix`; a radix of 0 or 1
    /// carries no information).
    pub fn push(&mut self, value: u32, radix: u32) {
        debug_assert!(value < radix.max(1), "{value} is not below {radix}");
        self.choices
            .push((value.min(radix.saturating_sub(1)), radix.max(1)));
    }

    /// Appends one bit.
    pub fn bit(&mut self, on: bool) {
        self.push(u32::from(on), 2);
    }

    /// Appends `v >= 1` as an Elias gamma code (short for small numbers): as many zero bits
    /// as `v` has bits after its leading one, then `v` itself from its leading one.
    pub fn gamma(&mut self, v: u32) {
        let v = v.max(1);
        let width = 31 - v.leading_zeros();
        for _ in 0..width {
            self.bit(false);
        }
        for i in (0..=width).rev() {
            self.bit(v >> i & 1 == 1);
        }
    }

    /// The text: base64url digits of the packed number, most significant first (empty when
    /// every choice is 0).
    pub fn finish(&self) -> String {
        let mut n = BigNum::default();
        for &(value, radix) in self.choices.iter().rev() {
            n.mul_add(radix, value);
        }
        let mut out = Vec::new();
        while !n.is_zero() {
            out.push(ALPHABET[n.div_rem(64) as usize]);
        }
        out.iter().rev().map(|&b| b as char).collect()
    }
}

/// Reads choices back from base64url text, in the order they were pushed.
#[derive(Debug)]
pub struct Decoder {
    n: BigNum,
}

/// The text held a character outside base64url: (1-based position, character).
pub type BadDigit = (usize, char);

impl Decoder {
    /// Reads `text` (base64url digits, most significant first).
    pub fn new(text: &str) -> Result<Decoder, BadDigit> {
        let mut n = BigNum::default();
        for (i, ch) in text.chars().enumerate() {
            let v = digit_value(ch).ok_or((i + 1, ch))?;
            n.mul_add(64, v);
        }
        Ok(Decoder { n })
    }

    /// The next choice among `radix` values.
    pub fn take(&mut self, radix: u32) -> u32 {
        if radix <= 1 {
            return 0;
        }
        self.n.div_rem(radix)
    }

    /// The next bit.
    pub fn bit(&mut self) -> bool {
        self.take(2) == 1
    }

    /// The next Elias gamma code, or `None` if it is longer than 31 bits (damaged text).
    pub fn gamma(&mut self) -> Option<u32> {
        let mut width = 0;
        while !self.bit() {
            width += 1;
            if width > 31 || self.n.is_zero() {
                return None;
            }
        }
        let mut v = 1u32;
        for _ in 0..width {
            v = v << 1 | u32::from(self.bit());
        }
        Some(v)
    }

    /// Whether every choice has been read (nothing is left over).
    pub fn is_done(&self) -> bool {
        self.n.is_zero()
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_digit_costs_log2_9_bits() {
        let mut e = Encoder::new();
        for i in 0..60 {
            e.push(8 - i % 9, 9);
        }
        // 60 digits: 60 * log2(9) = 190.2 bits = 32 characters, not 60 * 4 / 6 = 40.
        assert_eq!(e.finish().len(), 32);
    }

    proptest! {
        #[test]
        fn choices_round_trip(choices in proptest::collection::vec((0u32..1000, 1u32..1000), 0..200)) {
            let mut e = Encoder::new();
            let choices: Vec<(u32, u32)> = choices.into_iter().map(|(v, r)| (v % r, r)).collect();
            for &(v, r) in &choices {
                e.push(v, r);
            }
            e.gamma(1);
            e.gamma(77);
            let text = e.finish();
            let mut d = Decoder::new(&text).unwrap();
            for &(v, r) in &choices {
                prop_assert_eq!(d.take(r), v);
            }
            prop_assert_eq!(d.gamma(), Some(1));
            prop_assert_eq!(d.gamma(), Some(77));
            prop_assert!(d.is_done());
        }
    }
}
