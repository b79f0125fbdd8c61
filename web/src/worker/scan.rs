//! The worker's side of reading a photo: the page's grey pixels into `solver_core::scan`, its
//! answer into the wire's plain data. Only the worker links the recogniser.

use crate::wire::scan::{Recognised, ScanFailure, ScanImage};
use solver_core::scan::{recognise, Image, PixelFormat, ScanError};
use solver_core::Grid;

/// Reads the puzzle in `image`.
pub fn read(image: &ScanImage) -> Result<Recognised, ScanFailure> {
    let (width, height) = (image.width as usize, image.height as usize);
    if width.checked_mul(height) != Some(image.grey.len()) {
        return Err(ScanFailure::BadImage(format!(
            "{} bytes for {width}×{height} pixels",
            image.grey.len()
        )));
    }
    let scan = recognise(&Image {
        width,
        height,
        format: PixelFormat::Grey,
        pixels: &image.grey,
    })
    .map_err(|e| match e {
        ScanError::EmptyImage | ScanError::ImageTooSmall => ScanFailure::TooSmall,
        ScanError::NoGridFound => ScanFailure::NoGrid,
        ScanError::BufferTooShort => ScanFailure::BadImage(e.to_string()),
    })?;
    let mut digits = [0u8; 81];
    for (slot, cell) in digits.iter_mut().zip(&scan.cells) {
        *slot = cell.digit.filter(|d| (1..=9).contains(d)).unwrap_or(0);
    }
    let puzzle = Grid::from_digits(digits)
        .ok_or_else(|| ScanFailure::BadImage("a digit out of range".into()))?;
    let mut confidence: Vec<f32> = scan.cells.iter().map(|c| c.confidence).collect();
    confidence.resize(81, 0.0);
    Ok(Recognised {
        puzzle,
        confidence,
        quarter_turns: scan.quarter_turns,
    })
}
