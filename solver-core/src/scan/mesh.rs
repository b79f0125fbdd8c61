//! Refining the cells against the grid lines: the frame's homography puts the 20 lines where a
//! flat page would have them, but a curved or folded page bends them and a faint corner moves
//! the frame. Here each line is looked for near its expected place, piece by piece, in a
//! straightened copy with a margin; a smooth curve through the pieces gives where the lines
//! cross, and each cell is then sampled between its own four crossings.

use super::cells::{CELL, SIDE};

/// Pixels of margin around the straightened copy the lines are looked for in: the reach and
/// the paper beside a line.
pub const MARGIN: usize = REACH + 8;
/// Side of that copy.
pub const COARSE: usize = SIDE + 2 * MARGIN;
/// How far from its expected place a line is looked for (pixels of the copy).
const REACH: usize = 10;
/// How much darker than the paper beside it a line piece must be (grey levels).
const MIN_CONTRAST: f32 = 6.0;
/// A piece further than this from its line's curve is left out (pixels).
const OUTLIER: f32 = 2.5;

/// Where the lines cross: `offsets[k][l]` is the (x, y) displacement, in pixels of the
/// straightened grid, of the crossing of horizontal line `k` and vertical line `l` (0..=9)
/// from its place on a flat page.
#[derive(Clone, Debug, PartialEq)]
pub struct Mesh {
    /// Displacements, indexed by horizontal line then vertical line.
    pub offsets: [[(f32, f32); 10]; 10],
}

impl Mesh {
    /// No displacement: the flat page.
    pub fn flat() -> Mesh {
        Mesh {
            offsets: [[(0.0, 0.0); 10]; 10],
        }
    }

    /// Finds the lines in `coarse` (a [`COARSE`]² straightened copy with [`MARGIN`] around the
    /// grid, 0 = black).
    pub fn find(coarse: &[u8]) -> Mesh {
        if coarse.len() < COARSE * COARSE {
            return Mesh::flat();
        }
        let mut mesh = Mesh::flat();
        for k in 0..10 {
            let across = line_curve(coarse, k, false);
            let down = line_curve(coarse, k, true);
            for l in 0..10 {
                let at = (l * CELL) as f32;
                mesh.offsets[k][l].1 = across.at(at);
                mesh.offsets[l][k].0 = down.at(at);
            }
        }
        mesh
    }

    /// The point of the flat straightened grid (pixels, `0..SIDE`) that the point `(x, y)` of
    /// the refined grid comes from.
    pub fn source(&self, x: f32, y: f32) -> (f32, f32) {
        let c = CELL as f32;
        let (j, i) = (
            ((x / c).floor().max(0.0) as usize).min(8),
            ((y / c).floor().max(0.0) as usize).min(8),
        );
        let (s, t) = (x / c - j as f32, y / c - i as f32);
        let o = &self.offsets;
        let blend = |f: fn(&(f32, f32)) -> f32| {
            let top = f(&o[i][j]) * (1.0 - s) + f(&o[i][j + 1]) * s;
            let bottom = f(&o[i + 1][j]) * (1.0 - s) + f(&o[i + 1][j + 1]) * s;
            top * (1.0 - t) + bottom * t
        };
        (x + blend(|p| p.0), y + blend(|p| p.1))
    }
}

/// A line's displacement from its expected place as a function of the position along it:
/// `a + b p + c p²` (p in pixels of the straightened grid), held constant from half a cell
/// beyond the pieces it was fitted to (a curve is not trusted far from its data).
#[derive(Clone, Copy, Debug, Default)]
struct Curve {
    coefficients: [f32; 3],
    span: (f32, f32),
}

impl Curve {
    fn new(coefficients: [f32; 3], points: &[(f32, f32)]) -> Curve {
        let reach = (CELL / 2) as f32;
        let first = points.iter().map(|p| p.0).fold(f32::MAX, f32::min);
        let last = points.iter().map(|p| p.0).fold(f32::MIN, f32::max);
        Curve {
            coefficients,
            span: (first - reach, last + reach),
        }
    }

    fn at(&self, p: f32) -> f32 {
        let [a, b, c] = self.coefficients;
        let p = p.clamp(self.span.0, self.span.1.max(self.span.0));
        (a + b * p + c * p * p).clamp(-(REACH as f32), REACH as f32)
    }
}

/// The curve of line `k`: horizontal (`down` false) or vertical, from its nine pieces.
fn line_curve(coarse: &[u8], k: usize, down: bool) -> Curve {
    let mut points: Vec<(f32, f32)> = (0..9)
        .filter_map(|piece| {
            let offset = piece_offset(coarse, k, piece, down)?;
            Some(((piece * CELL + CELL / 2) as f32, offset))
        })
        .collect();
    let mut curve = fit(&points);
    for _ in 0..2 {
        let before = points.len();
        points.retain(|&(p, d)| (curve.at(p) - d).abs() <= OUTLIER);
        if points.len() == before {
            break;
        }
        curve = fit(&points);
    }
    curve
}

/// Least squares through `points`: a parabola from 5 points spread over at least 5 cells, a
/// straight line from 2, a constant from 1, zero from none.
fn fit(points: &[(f32, f32)]) -> Curve {
    let spread = points.iter().map(|p| p.0).fold(f32::MIN, f32::max)
        - points.iter().map(|p| p.0).fold(f32::MAX, f32::min);
    match points.len() {
        0 => Curve::default(),
        1 => Curve::new([points[0].1, 0.0, 0.0], points),
        n => {
            let degree = if n >= 5 && spread >= (5 * CELL) as f32 {
                2
            } else {
                1
            };
            // Centred and scaled positions keep the normal equations well conditioned.
            let mid = (SIDE / 2) as f64;
            let scale = (SIDE / 2) as f64;
            let mut m = [[0.0f64; 4]; 3];
            for &(p, d) in points {
                let q = (f64::from(p) - mid) / scale;
                let powers = [1.0, q, q * q];
                for r in 0..=degree {
                    for c in 0..=degree {
                        m[r][c] += powers[r] * powers[c];
                    }
                    m[r][3] += powers[r] * f64::from(d);
                }
            }
            let Some(coef) = solve(&mut m, degree + 1) else {
                let mean = points.iter().map(|p| p.1).sum::<f32>() / n as f32;
                return Curve::new([mean, 0.0, 0.0], points);
            };
            // Back from the centred, scaled variable to p itself.
            let (c0, c1, c2) = (coef[0], coef[1] / scale, coef[2] / (scale * scale));
            let coefficients = [
                (c0 - c1 * mid + c2 * mid * mid) as f32,
                (c1 - 2.0 * c2 * mid) as f32,
                c2 as f32,
            ];
            Curve::new(coefficients, points)
        }
    }
}

/// Gaussian elimination on the first `n` rows of an augmented `n` × (`n` + 1) system (the
/// right-hand side in column 3).
fn solve(m: &mut [[f64; 4]; 3], n: usize) -> Option<[f64; 3]> {
    for col in 0..n {
        let pivot = (col..n).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-9 {
            return None;
        }
        m.swap(col, pivot);
        for row in 0..n {
            if row != col {
                let factor = m[row][col] / m[col][col];
                let pivot_row = m[col];
                for (value, p) in m[row].iter_mut().zip(pivot_row).skip(col) {
                    *value -= factor * p;
                }
            }
        }
    }
    let mut out = [0.0; 3];
    for (i, value) in out.iter_mut().enumerate().take(n) {
        *value = m[i][3] / m[i][i];
    }
    out.iter().all(|v| v.is_finite()).then_some(out)
}

/// Where piece `piece` (0..9) of line `k` lies, as a displacement from its expected place, or
/// `None` when no line shows there. A row (or column) of the piece is scored by how dark its
/// pixels are with a quarter of them left out, so a digit's stroke, which spans part of a
/// cell, does not pass for the line, which spans all of it.
fn piece_offset(coarse: &[u8], k: usize, piece: usize, down: bool) -> Option<f32> {
    let expected = MARGIN + k * CELL;
    let start = MARGIN + piece * CELL + 3;
    let len = CELL - 6;
    let pixel = |along: usize, across: usize| -> u8 {
        let (x, y) = if down {
            (across, along)
        } else {
            (along, across)
        };
        coarse[y * COARSE + x]
    };
    let lo = expected.saturating_sub(REACH + 6).max(1);
    let hi = (expected + REACH + 6).min(COARSE - 2);
    let mut scores = vec![f32::MAX; COARSE];
    let mut values = vec![0u16; len];
    for (across, score) in scores.iter_mut().enumerate().take(hi + 1).skip(lo) {
        for (i, value) in values.iter_mut().enumerate() {
            let along = start + i;
            *value = u16::from(pixel(along, across - 1))
                + 2 * u16::from(pixel(along, across))
                + u16::from(pixel(along, across + 1));
        }
        values.sort_unstable();
        *score = f32::from(values[len * 3 / 4]) / 4.0;
    }
    let from = expected.saturating_sub(REACH).max(lo + 6);
    let to = (expected + REACH).min(hi.saturating_sub(6));
    // How much darker the row is than the paper on both sides of it, less a little for the
    // distance from the expected place (the nearer of two lines is the one looked for).
    let depth = |at: usize| {
        let side = |range: [usize; 3]| range.iter().map(|&a| scores[a]).fold(f32::MIN, f32::max);
        let paper = side([at - 4, at - 5, at - 6]).min(side([at + 4, at + 5, at + 6]));
        paper - scores[at]
    };
    let penalty = |at: usize| 0.3 * (at as f32 - expected as f32).abs();
    let best =
        (from..=to).max_by(|&a, &b| (depth(a) - penalty(a)).total_cmp(&(depth(b) - penalty(b))))?;
    if depth(best) < MIN_CONTRAST {
        return None;
    }
    // Parabolic interpolation between the neighbours for a sub-pixel position.
    let (l, c, r) = (scores[best - 1], scores[best], scores[best + 1]);
    let denominator = l - 2.0 * c + r;
    let shift = if best > lo && best < hi && denominator > 1e-3 {
        (0.5 * (l - r) / denominator).clamp(-0.5, 0.5)
    } else {
        0.0
    };
    Some(best as f32 + shift - expected as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A straightened copy with the 20 lines drawn, horizontal line `k` moved by `shift(k, x)`.
    fn drawn(shift: impl Fn(usize, usize) -> usize) -> Vec<u8> {
        let mut data = vec![200u8; COARSE * COARSE];
        for k in 0..10 {
            for x in MARGIN..MARGIN + SIDE {
                let y = MARGIN + k * CELL + shift(k, x) - 4;
                data[y * COARSE + x] = 40;
                data[(y + 1) * COARSE + x] = 40;
            }
            for y in MARGIN..MARGIN + SIDE {
                let x = MARGIN + k * CELL;
                data[y * COARSE + x] = 40;
            }
        }
        data
    }

    #[test]
    fn lines_in_their_places_give_a_flat_mesh() {
        let mesh = Mesh::find(&drawn(|_, _| 4));
        for row in &mesh.offsets {
            for &(dx, dy) in row {
                assert!(dx.abs() < 0.6 && dy.abs() < 0.6, "{dx} {dy}");
            }
        }
        assert_eq!(Mesh::find(&[]), Mesh::flat());
    }

    #[test]
    fn a_bent_line_is_followed() {
        // Line 4 sags by up to 6 pixels in the middle, like a curved page.
        let sag = |k: usize, x: usize| {
            let t = (x as f32 - MARGIN as f32) / SIDE as f32;
            4 + if k == 4 {
                (24.0 * t * (1.0 - t)).round() as usize
            } else {
                0
            }
        };
        let mesh = Mesh::find(&drawn(sag));
        let middle = mesh.offsets[4][4].1;
        assert!((middle - 5.5).abs() < 1.2, "{middle}");
        assert!(mesh.offsets[4][0].1.abs() < 1.5, "{:?}", mesh.offsets[4][0]);
        assert!(mesh.offsets[3][4].1.abs() < 0.6);
        let (x, y) = mesh.source(4.5 * CELL as f32, 4.0 * CELL as f32);
        assert!(
            (x - 4.5 * CELL as f32).abs() < 0.6 && (y - 4.0 * CELL as f32 - middle).abs() < 1.0
        );
    }
}
