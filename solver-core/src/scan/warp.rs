//! Undoing the perspective: the homography that maps the frame's four corners to a square, and
//! the warped (straightened) grid sampled through it.

use super::cells::{WarpedGrid, CELL, SIDE};
use super::image::Grey;
use super::mesh::{Mesh, COARSE, MARGIN};

/// A quadrilateral: top-left, top-right, bottom-right, bottom-left, in image pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quad(pub [(f32, f32); 4]);

impl Quad {
    /// Area by the shoelace formula (positive for the clockwise-on-screen order above).
    pub fn area(&self) -> f32 {
        let p = &self.0;
        let mut twice = 0.0;
        for i in 0..4 {
            let (a, b) = (p[i], p[(i + 1) % 4]);
            twice += a.0 * b.1 - b.0 * a.1;
        }
        twice / 2.0
    }

    /// Convex with the corners in order, and no side under half the longest one.
    pub(super) fn is_plausible(&self) -> bool {
        let p = &self.0;
        let mut sides = [0.0f32; 4];
        for i in 0..4 {
            let (a, b, c) = (p[i], p[(i + 1) % 4], p[(i + 2) % 4]);
            let cross = (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0);
            if cross.is_nan() || cross <= 0.0 {
                return false;
            }
            sides[i] = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        }
        let longest = sides.iter().copied().fold(0.0, f32::max);
        sides.iter().all(|&s| s >= 0.5 * longest)
    }
}

/// A plane projective map: `(x, y) -> ((a x + b y + c) / (g x + h y + 1), (d x + e y + f) / (…))`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The map taking each `from[i]` to `to[i]`, or `None` when the points are degenerate
    /// (three in a line, repeated, not finite).
    pub fn from_points(from: &[(f64, f64); 4], to: &[(f64, f64); 4]) -> Option<Homography> {
        let mut m = [[0.0f64; 9]; 8];
        for i in 0..4 {
            let ((x, y), (u, v)) = (from[i], to[i]);
            m[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            m[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        solve_8(m).map(Homography)
    }

    /// The image of `(x, y)`, or `None` on the line sent to infinity.
    pub fn apply(&self, x: f64, y: f64) -> Option<(f64, f64)> {
        let h = &self.0;
        let w = h[6] * x + h[7] * y + 1.0;
        if w.abs() < 1e-12 || !w.is_finite() {
            return None;
        }
        Some((
            (h[0] * x + h[1] * y + h[2]) / w,
            (h[3] * x + h[4] * y + h[5]) / w,
        ))
    }
}

/// Gaussian elimination with partial pivoting on an 8×9 augmented matrix.
fn solve_8(mut m: [[f64; 9]; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let pivot = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        let size = m[pivot][col].abs();
        if size.is_nan() || size <= 1e-9 {
            return None;
        }
        m.swap(col, pivot);
        for row in 0..8 {
            if row != col {
                let factor = m[row][col] / m[col][col];
                let pivot_row = m[col];
                for (value, p) in m[row].iter_mut().zip(pivot_row).skip(col) {
                    *value -= factor * p;
                }
            }
        }
    }
    let mut out = [0.0; 8];
    for (i, value) in out.iter_mut().enumerate() {
        *value = m[i][8] / m[i][i];
        if !value.is_finite() {
            return None;
        }
    }
    Some(out)
}

/// The corners of the unit square in the frame's order (top-left, top-right, bottom-right,
/// bottom-left).
pub const UNIT_SQUARE: [(f64, f64); 4] = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];

/// The quad's corners as `f64` pairs.
pub fn corners(quad: &Quad) -> [(f64, f64); 4] {
    quad.0.map(|(x, y)| (f64::from(x), f64::from(y)))
}

/// The grid inside `quad`, straightened to a [`SIDE`] × [`SIDE`] square (bilinear samples),
/// each cell taken between the grid lines' crossings as [`Mesh::find`] sees them.
pub fn warp_grid(grey: &Grey, quad: &Quad) -> Option<WarpedGrid> {
    let map = Homography::from_points(&UNIT_SQUARE, &corners(quad))?;
    let side = SIDE as f64;
    let sample = |x: f64, y: f64| -> Option<u8> {
        let (x, y) = map.apply(x / side, y / side)?;
        Some(grey.sample(x as f32, y as f32).round() as u8)
    };
    let mut coarse = vec![255u8; COARSE * COARSE];
    let margin = MARGIN as f64;
    for v in 0..COARSE {
        for u in 0..COARSE {
            coarse[v * COARSE + u] = sample(u as f64 + 0.5 - margin, v as f64 + 0.5 - margin)?;
        }
    }
    let mesh = Mesh::find(&coarse);
    let mut data = vec![255u8; SIDE * SIDE];
    for v in 0..SIDE {
        for u in 0..SIDE {
            let (x, y) = mesh.source(u as f32 + 0.5, v as f32 + 0.5);
            data[v * SIDE + u] = sample(f64::from(x), f64::from(y))?;
        }
    }
    debug_assert_eq!(SIDE, 9 * CELL);
    Some(WarpedGrid { data })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_homography_maps_its_four_points_and_rejects_collinear_ones() {
        let to = [(10.0, 12.0), (90.0, 5.0), (100.0, 95.0), (3.0, 80.0)];
        let map = Homography::from_points(&UNIT_SQUARE, &to).expect("a proper quad");
        for (from, to) in UNIT_SQUARE.iter().zip(to) {
            let (x, y) = map.apply(from.0, from.1).expect("finite");
            assert!((x - to.0).abs() < 1e-6 && (y - to.1).abs() < 1e-6);
        }
        let line = [(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0)];
        assert_eq!(Homography::from_points(&UNIT_SQUARE, &line), None);
    }
}
