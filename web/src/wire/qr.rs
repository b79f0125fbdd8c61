//! QR codes made by the worker (the `qrcode` crate lives there, not in the page): the page asks
//! with the texts, the worker answers each with its module matrix, which the page draws.

use serde::{Deserialize, Serialize};

/// The most texts one [`crate::wire::Request::QrCodes`] may carry (a print job has at most 24).
pub const QR_TEXTS_MAX: usize = 64;

/// The modules of one QR code: `width` × `width`, dark ones set, row by row, eight to a byte
/// (the first module in the lowest bit).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct QrMatrix {
    /// Modules per side (21 for version 1, up to 177).
    pub width: u32,
    /// The dark modules as bits, `width * width` of them.
    pub bits: Vec<u8>,
}

impl QrMatrix {
    /// A matrix of `width` × `width` modules from `dark`, read row by row.
    pub fn from_modules(width: u32, dark: impl IntoIterator<Item = bool>) -> QrMatrix {
        let mut bits = vec![0u8; (width as usize * width as usize).div_ceil(8)];
        for (i, d) in dark.into_iter().enumerate() {
            if let (true, Some(byte)) = (d, bits.get_mut(i / 8)) {
                *byte |= 1 << (i % 8);
            }
        }
        QrMatrix { width, bits }
    }

    /// Whether the module in column `x`, row `y` is dark (false outside the code).
    pub fn dark(&self, x: u32, y: u32) -> bool {
        if x >= self.width || y >= self.width {
            return false;
        }
        let i = y as usize * self.width as usize + x as usize;
        self.bits.get(i / 8).is_some_and(|b| b >> (i % 8) & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modules_round_trip_through_the_bits() {
        let dark: Vec<bool> = (0..21 * 21).map(|i| i % 3 == 0 || i % 7 == 1).collect();
        let m = QrMatrix::from_modules(21, dark.iter().copied());
        assert_eq!(m.bits.len(), 56);
        for y in 0..21 {
            for x in 0..21 {
                assert_eq!(m.dark(x, y), dark[(y * 21 + x) as usize], "({x}, {y})");
            }
        }
        assert!(!m.dark(21, 0) && !m.dark(0, 21));
    }

    #[test]
    fn short_bits_read_as_light_modules() {
        let m = QrMatrix {
            width: 21,
            bits: vec![0xff],
        };
        assert!(m.dark(7, 0));
        assert!(!m.dark(8, 0) && !m.dark(20, 20));
    }
}
