//! Reading a puzzle from a photo, over the wire: the page sends the photo as grey pixels (scaled
//! down to at most [`MAX_SIDE`] pixels on the long side, one byte a pixel in the message: 786 KB
//! for a 1024×768 photo), the worker answers with the digits it read and how sure it is of
//! each. Plain data: `solver_core::scan` itself is only linked into
//! the worker.

use serde::{Deserialize, Serialize};
use solver_core::Grid;
use std::fmt;

/// The longest side, in pixels, of the image the page sends (the engine reads at most this).
pub const MAX_SIDE: u32 = 1024;

/// Below this confidence (`0..=1`) a cell is shown as uncertain on the confirm screen.
pub const UNSURE_BELOW: f32 = 0.8;

/// A photo as the engine reads it: grey levels, row-major, 0 = black.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct ScanImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height` grey levels: a byte string in the message, its bytes as they are
    /// (a list of numbers in JSON).
    #[serde(with = "serde_bytes")]
    pub grey: Vec<u8>,
}

impl ScanImage {
    /// The image of `width × height` RGBA pixels (a canvas's `ImageData`) in grey, with the
    /// engine's weights (Rec. 601 in integers); `None` when `rgba` is not that size.
    pub fn from_rgba(width: u32, height: u32, rgba: &[u8]) -> Option<ScanImage> {
        let pixels = (width as usize).checked_mul(height as usize)?;
        if rgba.len() != pixels.checked_mul(4)? {
            return None;
        }
        let grey = rgba
            .chunks_exact(4)
            .map(|p| {
                let [r, g, b] = [0, 1, 2].map(|i| u32::from(p[i]));
                ((77 * r + 150 * g + 29 * b) >> 8) as u8
            })
            .collect();
        Some(ScanImage {
            width,
            height,
            grey,
        })
    }
}

/// The size a `width × height` photo is drawn at before it is sent: the same shape, the long
/// side at most [`MAX_SIDE`] (never enlarged), at least 1 pixel a side.
pub fn fit(width: u32, height: u32) -> (u32, u32) {
    let long = width.max(height);
    if long <= MAX_SIDE {
        return (width.max(1), height.max(1));
    }
    let scale = |side: u32| {
        ((u64::from(side) * u64::from(MAX_SIDE) + u64::from(long) / 2) / u64::from(long)) as u32
    };
    (scale(width).max(1), scale(height).max(1))
}

/// What the engine read.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Recognised {
    /// The digits read, as givens (empty where the cell read empty).
    pub puzzle: Grid,
    /// How sure the engine is of each cell (81 values in `0..=1`, row-major).
    pub confidence: Vec<f32>,
    /// Quarter turns clockwise the photo needed to read upright.
    pub quarter_turns: u8,
}

impl Recognised {
    /// Whether the engine was unsure of the cell at `index` (0..81).
    pub fn unsure(&self, index: usize) -> bool {
        self.confidence
            .get(index)
            .is_some_and(|&c| c < UNSURE_BELOW)
    }
}

/// Why no grid was read.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum ScanFailure {
    /// The picture is too small to hold a readable grid (or empty).
    TooSmall,
    /// No Sudoku grid was found in it.
    NoGrid,
    /// The pixels did not match the declared size (a page bug, or a bad message).
    BadImage(String),
}

impl fmt::Display for ScanFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanFailure::TooSmall => f.write_str("the picture is too small to read a grid from"),
            ScanFailure::NoGrid => f.write_str("no Sudoku grid was found in it"),
            ScanFailure::BadImage(why) => write!(f, "the picture could not be read ({why})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_the_shape_and_never_enlarges() {
        assert_eq!(fit(640, 480), (640, 480));
        assert_eq!(fit(4000, 3000), (1024, 768));
        assert_eq!(fit(960, 1280), (768, 1024));
        assert_eq!(fit(1, 100_000), (1, 1024));
        assert_eq!(fit(0, 0), (1, 1));
    }

    #[test]
    fn grey_uses_the_engine_weights_and_checks_the_size() {
        let rgba = [
            255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 0,
        ];
        let image = ScanImage::from_rgba(2, 2, &rgba).unwrap();
        assert_eq!(image.grey, vec![255, 0, 76, 149]);
        assert!(ScanImage::from_rgba(3, 2, &rgba).is_none());
        assert!(ScanImage::from_rgba(u32::MAX, u32::MAX, &rgba).is_none());
    }

    #[test]
    fn pixels_travel_as_they_are_and_bad_ones_are_refused() {
        use crate::wire::codec::{decode, encode};
        use crate::wire::Envelope;
        let image = Envelope {
            id: 5,
            body: ScanImage {
                width: 3,
                height: 1,
                grey: vec![0, 128, 255],
            },
        };
        // The id, width and height as varints, the pixels' count, then the pixels themselves.
        let bytes = encode(&image).unwrap();
        assert_eq!(bytes, [5, 3, 1, 3, 0, 128, 255]);
        assert_eq!(decode::<ScanImage>(&bytes), Ok(image.clone()));
        assert!(decode::<ScanImage>(&bytes[..6]).is_err());
        // In JSON (the worker's text messages), a list of numbers; a number past 255 is refused.
        let text = serde_json::to_string(&image.body).unwrap();
        assert_eq!(text, r#"{"width":3,"height":1,"grey":[0,128,255]}"#);
        assert_eq!(
            serde_json::from_str::<ScanImage>(&text).unwrap(),
            image.body
        );
        let bad = r#"{"width":3,"height":1,"grey":[0,128,256]}"#;
        assert!(serde_json::from_str::<ScanImage>(bad).is_err());
    }
}
