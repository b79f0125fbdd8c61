//! The straightened grid split into 81 cells: in each, the ink component nearest the centre
//! (grid lines and specks at the edges left out) decides empty or digit, and the digit is
//! normalised to a [`FEATURE_SIDE`]² image for the classifier. The training program renders
//! whole grids and calls the same code, so training and recognition see the same features.

use super::classify::{Model, FEATURES, FEATURE_SIDE};
use super::threshold;
use super::ScannedCell;

/// Pixels per cell side in the straightened grid.
pub const CELL: usize = 32;
/// Pixels per side of the straightened grid.
pub const SIDE: usize = 9 * CELL;
/// Side of the box the digit's longer side is scaled to, inside the normalised image.
const GLYPH_BOX: f32 = 16.0;
/// Pixels left out at each edge of a cell when looking for its digit.
const MARGIN: usize = 3;
/// Offset below the local mean that counts as ink in a cell.
const INK_OFFSET: u32 = 12;

/// The straightened grid: [`SIDE`] × [`SIDE`] grey pixels, row-major.
#[derive(Clone, Debug, PartialEq)]
pub struct WarpedGrid {
    /// Grey levels, 0 = black.
    pub data: Vec<u8>,
}

/// A cell's digit as the classifier sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct DigitImage {
    /// Ink coverage in `0..=1`, row-major, [`FEATURE_SIDE`]².
    pub features: Vec<f32>,
    /// Ink pixels of the chosen component.
    pub ink: usize,
}

/// One cell's reading.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellRead {
    /// The digit, `None` for empty (or for ink the model takes for no printed digit).
    pub digit: Option<u8>,
    /// Confidence in `0..=1`.
    pub confidence: f32,
    /// Whether the cell held an ink component at all (the empty/digit stage's answer).
    pub has_ink: bool,
    /// The probability of the likeliest digit 1-9 (0 when no ink): how well the ink reads as a
    /// digit, used to choose the rotation.
    pub digit_likeness: f32,
}

impl CellRead {
    /// The public form of this reading.
    pub fn scanned(&self) -> ScannedCell {
        ScannedCell {
            digit: self.digit,
            confidence: self.confidence,
        }
    }
}

impl WarpedGrid {
    /// The grid turned a quarter clockwise.
    pub fn rotated_clockwise(&self) -> WarpedGrid {
        let mut data = vec![255u8; SIDE * SIDE];
        for y in 0..SIDE {
            for x in 0..SIDE {
                data[y * SIDE + x] = self
                    .data
                    .get((SIDE - 1 - x) * SIDE + y)
                    .copied()
                    .unwrap_or(255);
            }
        }
        WarpedGrid { data }
    }

    /// Each cell's digit image, `None` for a cell without a central ink component.
    pub fn digit_images(&self) -> Vec<Option<DigitImage>> {
        self.digit_images_at(INK_OFFSET)
    }

    /// The same with ink darker than the local mean by `offset` grey levels.
    fn digit_images_at(&self, offset: u32) -> Vec<Option<DigitImage>> {
        if self.data.len() < SIDE * SIDE {
            return vec![None; 81];
        }
        let ink = threshold::adaptive(&self.data, SIDE, SIDE, CELL / 2, offset);
        (0..81).map(|cell| cell_digit(&ink, cell)).collect()
    }
}

/// Ink offsets besides [`INK_OFFSET`] whose digit images are read too when a cell reads with
/// under [`SURE`] probability, the class probabilities averaged: a blurred digit on the edge
/// between two readings is decided by how it reads at a lighter and a darker threshold as well.
const SECOND_OPINIONS: [u32; 2] = [8, 16];
/// The probability from which a cell's first reading is taken as it is.
const SURE: f32 = 0.95;

/// Reads the 81 cells of `grid` with `model`.
pub fn read_cells(grid: &WarpedGrid, model: &Model) -> Vec<CellRead> {
    let mut others: Option<Vec<Vec<Option<DigitImage>>>> = None;
    grid.digit_images()
        .into_iter()
        .enumerate()
        .map(|(cell, image)| match image {
            None => CellRead {
                digit: None,
                confidence: 1.0,
                has_ink: false,
                digit_likeness: 0.0,
            },
            Some(image) => {
                let mut probabilities = model.probabilities(&image.features);
                if probabilities.iter().all(|&p| p < SURE) {
                    let others = others.get_or_insert_with(|| {
                        SECOND_OPINIONS
                            .iter()
                            .map(|&offset| grid.digit_images_at(offset))
                            .collect()
                    });
                    let mut opinions = 1.0;
                    for other in others.iter().filter_map(|o| o[cell].as_ref()) {
                        let p = model.probabilities(&other.features);
                        for (sum, q) in probabilities.iter_mut().zip(p) {
                            *sum += q;
                        }
                        opinions += 1.0;
                    }
                    probabilities = probabilities.map(|p| p / opinions);
                }
                let (class, p) = probabilities.iter().copied().enumerate().fold(
                    (0, f32::MIN),
                    |best, (i, p)| if p > best.1 { (i, p) } else { best },
                );
                let likeness = probabilities[1..].iter().copied().fold(0.0, f32::max);
                CellRead {
                    digit: (class > 0).then_some(class as u8),
                    confidence: p.clamp(0.0, 1.0),
                    has_ink: true,
                    digit_likeness: likeness.clamp(0.0, 1.0),
                }
            }
        })
        .collect()
}

/// The 8-neighbourhood: thin diagonal strokes (of a 7, a 2) hold together only through corners.
const NEIGHBOURS: [(isize, isize); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// A component inside one cell's window, in window coordinates.
#[derive(Clone, Copy)]
struct Blob {
    count: usize,
    min: (usize, usize),
    max: (usize, usize),
}

/// The digit of `cell` (0..81) from the grid's ink mask, if a central component is there.
fn cell_digit(ink: &[bool], cell: usize) -> Option<DigitImage> {
    let (x0, y0) = ((cell % 9) * CELL + MARGIN, (cell / 9) * CELL + MARGIN);
    let n = CELL - 2 * MARGIN;
    let window: Vec<bool> = (0..n * n)
        .map(|i| ink[(y0 + i / n) * SIDE + x0 + i % n])
        .collect();
    let blob = central_blob(&window, n)?;
    let features = normalise(&window, n, &blob);
    Some(DigitImage {
        features,
        ink: blob.count,
    })
}

/// The digit's ink in the `n` × `n` window: the largest component whose box centre lies in
/// the cell's middle half and which is tall enough for a printed digit; failing that, the
/// union of the pieces near the middle that touch no edge (a thin 7 or 2 the threshold broke),
/// if that union passes the same test.
fn central_blob(window: &[bool], n: usize) -> Option<Blob> {
    let blobs = window_components(window, n);
    let best = blobs
        .iter()
        .filter(|b| is_digit_like(b, n))
        .max_by_key(|b| b.count);
    if let Some(best) = best {
        return Some(with_near_pieces(*best, &blobs, n));
    }
    let (lo, hi) = (n as f32 * 0.2, n as f32 * 0.8);
    let mut union: Option<Blob> = None;
    for blob in &blobs {
        let (cx, cy) = blob.centre();
        let inside = blob.min.0 > 0 && blob.min.1 > 0 && blob.max.0 < n - 1 && blob.max.1 < n - 1;
        if !(inside && blob.count >= 4 && cx >= lo && cx <= hi && cy >= lo && cy <= hi) {
            continue;
        }
        union = Some(match union {
            None => *blob,
            Some(u) => Blob {
                count: u.count + blob.count,
                min: (u.min.0.min(blob.min.0), u.min.1.min(blob.min.1)),
                max: (u.max.0.max(blob.max.0), u.max.1.max(blob.max.1)),
            },
        });
    }
    union.filter(|u| is_digit_like(u, n))
}

/// `blob` with the pieces of a faint digit the threshold broke off it: those that touch no edge
/// of the window and lie within [`NEAR`] pixels of its box (the bar of a faint 7 above its
/// stem), as long as the whole stays digit-like.
fn with_near_pieces(blob: Blob, blobs: &[Blob], n: usize) -> Blob {
    let mut union = blob;
    let mut taken = vec![false; blobs.len()];
    loop {
        let mut grew = false;
        for (piece, taken) in blobs.iter().zip(taken.iter_mut()) {
            let inside =
                piece.min.0 > 0 && piece.min.1 > 0 && piece.max.0 < n - 1 && piece.max.1 < n - 1;
            if *taken || !inside || piece.count < 4 || !union.is_near(piece) {
                continue;
            }
            let merged = union.merged(piece);
            if merged.is_digit_like_box(n) {
                *taken = true;
                union = merged;
                grew = true;
            }
        }
        if !grew {
            return union;
        }
    }
}

/// How close (pixels between boxes) a broken-off piece must be to join the digit.
const NEAR: usize = 4;

/// Box centre in the middle half of the window, tall enough, not spanning it.
fn is_digit_like(blob: &Blob, n: usize) -> bool {
    let (lo, hi) = (n as f32 * 0.25, n as f32 * 0.75);
    let (cx, cy) = blob.centre();
    let height = blob.max.1 - blob.min.1 + 1;
    let width = blob.max.0 - blob.min.0 + 1;
    let central = cx >= lo && cx <= hi && cy >= lo && cy <= hi;
    central && height * 10 >= CELL * 3 && blob.count >= 12 && width < n && height < n
}

impl Blob {
    /// Whether the boxes are at most [`NEAR`] pixels apart.
    fn is_near(&self, other: &Blob) -> bool {
        let gap = |a0: usize, a1: usize, b0: usize, b1: usize| {
            b0.saturating_sub(a1).max(a0.saturating_sub(b1))
        };
        gap(self.min.0, self.max.0, other.min.0, other.max.0) <= NEAR
            && gap(self.min.1, self.max.1, other.min.1, other.max.1) <= NEAR
    }

    fn merged(&self, other: &Blob) -> Blob {
        Blob {
            count: self.count + other.count,
            min: (self.min.0.min(other.min.0), self.min.1.min(other.min.1)),
            max: (self.max.0.max(other.max.0), self.max.1.max(other.max.1)),
        }
    }

    /// A box a printed digit could fill: under 85% of the window on each side.
    fn is_digit_like_box(&self, n: usize) -> bool {
        let width = self.max.0 - self.min.0 + 1;
        let height = self.max.1 - self.min.1 + 1;
        width * 20 < n * 17 && height * 20 < n * 17
    }

    fn centre(&self) -> (f32, f32) {
        (
            (self.min.0 + self.max.0) as f32 / 2.0,
            (self.min.1 + self.max.1) as f32 / 2.0,
        )
    }
}

/// The 8-connected components of the `n` × `n` window.
fn window_components(window: &[bool], n: usize) -> Vec<Blob> {
    let mut seen = vec![false; n * n];
    let mut blobs = Vec::new();
    let mut stack = Vec::new();
    for start in 0..n * n {
        if !window[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let mut blob = Blob {
            count: 0,
            min: (n, n),
            max: (0, 0),
        };
        while let Some(at) = stack.pop() {
            let (x, y) = (at % n, at / n);
            blob.count += 1;
            blob.min = (blob.min.0.min(x), blob.min.1.min(y));
            blob.max = (blob.max.0.max(x), blob.max.1.max(y));
            for (dx, dy) in NEIGHBOURS {
                let (nx, ny) = (x.wrapping_add_signed(dx), y.wrapping_add_signed(dy));
                if nx < n && ny < n && window[ny * n + nx] && !seen[ny * n + nx] {
                    seen[ny * n + nx] = true;
                    stack.push(ny * n + nx);
                }
            }
        }
        blobs.push(blob);
    }
    blobs
}

/// The ink inside the blob's box, scaled so its longer side is [`GLYPH_BOX`] pixels and
/// centred in a [`FEATURE_SIDE`]² image; each output pixel is its 4×4 sub-samples' coverage.
fn normalise(window: &[bool], n: usize, blob: &Blob) -> Vec<f32> {
    let (bw, bh) = (blob.max.0 - blob.min.0 + 1, blob.max.1 - blob.min.1 + 1);
    let scale = GLYPH_BOX / bw.max(bh) as f32;
    let centre = (
        (blob.min.0 + blob.max.0 + 1) as f32 / 2.0,
        (blob.min.1 + blob.max.1 + 1) as f32 / 2.0,
    );
    let half = FEATURE_SIDE as f32 / 2.0;
    let mut out = vec![0.0f32; FEATURES];
    for oy in 0..FEATURE_SIDE {
        for ox in 0..FEATURE_SIDE {
            let mut hits = 0u32;
            for sy in 0..4 {
                for sx in 0..4 {
                    let fx = (ox as f32 + (sx as f32 + 0.5) / 4.0 - half) / scale + centre.0;
                    let fy = (oy as f32 + (sy as f32 + 0.5) / 4.0 - half) / scale + centre.1;
                    let (x, y) = (fx.floor(), fy.floor());
                    let inside = x >= blob.min.0 as f32
                        && y >= blob.min.1 as f32
                        && x <= blob.max.0 as f32
                        && y <= blob.max.1 as f32;
                    if inside && window[y as usize * n + x as usize] {
                        hits += 1;
                    }
                }
            }
            out[oy * FEATURE_SIDE + ox] = hits as f32 / 16.0;
        }
    }
    out
}
