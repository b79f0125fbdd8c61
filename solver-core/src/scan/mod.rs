//! Reading a printed puzzle from a photo: plain arithmetic on pixels, no I/O, deterministic.
//!
//! The stages, each in its own module: [`image`] (checked input, greyscale, downscaled so large
//! photos take bounded time), [`threshold`] (adaptive threshold), [`frame`] (the outer frame: the
//! largest grid-like quadrilateral among the ink's connected components), [`warp`] (the
//! homography that undoes the perspective), [`cells`] (81 cells, empty or digit, and the
//! normalised 20×20 digit image), [`classify`] (the checked-in digit model). [`recognise`] runs
//! them all and tries the four quarter turns when the digits read badly upright; [`mesh`]
//! refines the cells against the grid lines inside [`warp`].
//!
//! Never panics on any pixels: sizes are checked before any allocation and every index is
//! bounded by the image it reads.

pub mod cells;
pub mod classify;
pub mod frame;
pub mod image;
pub mod mesh;
pub mod threshold;
pub mod warp;

pub use self::image::{Image, PixelFormat};

use cells::{CellRead, WarpedGrid};
use warp::Quad;

/// Why no grid could be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// Width or height is zero, or width × height × channels overflows.
    EmptyImage,
    /// The pixel buffer is shorter than width × height × channels.
    BufferTooShort,
    /// The image is too small to hold a readable grid (under 64 pixels on a side).
    ImageTooSmall,
    /// No grid-like quadrilateral was found.
    NoGridFound,
}

impl std::fmt::Display for ScanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScanError::EmptyImage => "empty image",
            ScanError::BufferTooShort => "pixel buffer shorter than the declared size",
            ScanError::ImageTooSmall => "image too small",
            ScanError::NoGridFound => "no grid found",
        })
    }
}

impl std::error::Error for ScanError {}

/// One cell as read: its digit (`None` for empty) and how sure the reader is, in `0..=1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScannedCell {
    /// The digit read, or `None` for an empty cell.
    pub digit: Option<u8>,
    /// Confidence in `0..=1`: low for smudges, handwriting and ambiguous glyphs.
    pub confidence: f32,
}

/// A grid read from a photo.
#[derive(Clone, Debug, PartialEq)]
pub struct Scan {
    /// The 81 cells in row-major order, as they read after the chosen rotation.
    pub cells: Vec<ScannedCell>,
    /// The frame's corners in the input image's pixels: top-left, top-right, bottom-right,
    /// bottom-left (before the rotation).
    pub corners: [(f32, f32); 4],
    /// Quarter turns clockwise applied to the grid to read it upright (0..4).
    pub quarter_turns: u8,
}

impl Scan {
    /// The puzzle as an 81-character line, `.` for empty.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|c| match c.digit {
                Some(d) => char::from(b'0' + d),
                None => '.',
            })
            .collect()
    }
}

/// Mean log-confidence below which the other quarter turns are tried.
const TRY_ROTATIONS_BELOW: f32 = -0.05;

/// Reads the puzzle in `image`: the whole pipeline.
pub fn recognise(image: &Image<'_>) -> Result<Scan, ScanError> {
    let grey = image::prepare(image)?;
    let quad = frame::find_frame(&grey).ok_or(ScanError::NoGridFound)?;
    let grid = warp::warp_grid(&grey, &quad).ok_or(ScanError::NoGridFound)?;
    let model = classify::model();
    let (reads, turns) = read_best_rotation(&grid, model);
    let scale = grey.scale;
    let corners = quad.0.map(|(x, y)| (x * scale, y * scale));
    let cells = reads.iter().map(CellRead::scanned).collect();
    Ok(Scan {
        cells,
        corners,
        quarter_turns: turns,
    })
}

/// Reads the warped grid upright and, if the digits read with low confidence, turned by one,
/// two and three quarters; keeps the best reading (upright on ties).
pub fn read_best_rotation(grid: &WarpedGrid, model: &classify::Model) -> (Vec<CellRead>, u8) {
    let upright = cells::read_cells(grid, model);
    let mut best_score = rotation_score(&upright);
    let mut best = (upright, 0u8);
    if best_score >= TRY_ROTATIONS_BELOW {
        return best;
    }
    let mut turned = grid.clone();
    for turns in 1..4u8 {
        turned = turned.rotated_clockwise();
        let reads = cells::read_cells(&turned, model);
        let score = rotation_score(&reads);
        if score > best_score + 0.02 {
            best_score = score;
            best = (reads, turns);
        }
    }
    best
}

/// Mean natural log of how much the inked cells look like digits (minus infinity when no cell
/// holds ink). The model learnt turned digits as "no digit", so a wrong turn scores low.
fn rotation_score(reads: &[CellRead]) -> f32 {
    let digits: Vec<f32> = reads
        .iter()
        .filter(|r| r.has_ink)
        .map(|r| r.digit_likeness.max(1e-6).ln())
        .collect();
    if digits.is_empty() {
        return f32::NEG_INFINITY;
    }
    digits.iter().sum::<f32>() / digits.len() as f32
}

/// The frame found in `image`, in the prepared (downscaled) image's pixels, for the tests of
/// each stage.
pub fn find_frame(image: &Image<'_>) -> Result<(Quad, f32), ScanError> {
    let grey = image::prepare(image)?;
    let quad = frame::find_frame(&grey).ok_or(ScanError::NoGridFound)?;
    Ok((quad, grey.scale))
}

/// The warped grid of `image` (frame found and perspective undone), for the training program
/// and the tests: the same code path as [`recognise`].
pub fn warped_grid(image: &Image<'_>) -> Result<WarpedGrid, ScanError> {
    let grey = image::prepare(image)?;
    let quad = frame::find_frame(&grey).ok_or(ScanError::NoGridFound)?;
    warp::warp_grid(&grey, &quad).ok_or(ScanError::NoGridFound)
}
