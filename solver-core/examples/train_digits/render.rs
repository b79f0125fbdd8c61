//! Synthetic straightened grids for training: grid lines a little off their places, digits
//! from many fonts with random scale, stretch, shift, rotation and stroke weight, scribbles
//! and turned digits as "no digit", uneven light, blur and noise. The recogniser's own
//! `digit_images` then cuts and normalises the cells, exactly as for a photo.

use ab_glyph::{Font, FontVec, PxScale, ScaleFont};
use solver_core::rng::Rng;
use solver_core::scan::cells::{WarpedGrid, CELL, SIDE};

/// A digit glyph rasterised once, large, as coverage in `0..=1`.
pub struct Glyph {
    pub width: usize,
    pub height: usize,
    pub coverage: Vec<f32>,
}

/// The glyphs of 1-9 of `font`, rasterised at 96 px.
pub fn glyphs(font: &FontVec) -> Option<Vec<Glyph>> {
    let scaled = font.as_scaled(PxScale::from(96.0));
    (1..=9u8)
        .map(|d| {
            let outline = font.outline_glyph(scaled.scaled_glyph(char::from(b'0' + d)))?;
            let bounds = outline.px_bounds();
            let (width, height) = (bounds.width() as usize + 1, bounds.height() as usize + 1);
            let mut coverage = vec![0.0f32; width * height];
            outline.draw(|x, y, c| {
                if let Some(v) = coverage.get_mut(y as usize * width + x as usize) {
                    *v = v.max(c);
                }
            });
            Some(Glyph {
                width,
                height,
                coverage,
            })
        })
        .collect()
}

/// What a synthetic cell holds: 0 = empty or ink that is no printed digit, 1-9 a digit.
pub struct Rendered {
    pub grid: WarpedGrid,
    pub labels: [u8; 81],
}

fn uniform(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    lo + (hi - lo) * rng.unit_f64()
}

/// One synthetic grid in the glyphs of one font.
pub fn render_grid(font: &[Glyph], rng: &mut Rng) -> Rendered {
    let mut ink = vec![0.0f32; SIDE * SIDE];
    draw_lines(&mut ink, rng);
    let mut labels = [0u8; 81];
    for (cell, label) in labels.iter_mut().enumerate() {
        let roll = rng.below(100);
        let (cx, cy) = (
            ((cell % 9) as f64 + 0.5) * CELL as f64,
            ((cell / 9) as f64 + 0.5) * CELL as f64,
        );
        if roll < 45 {
            let digit = 1 + rng.below(9) as u8;
            *label = digit;
            draw_glyph(&mut ink, &font[usize::from(digit - 1)], (cx, cy), 0, rng);
        } else if roll < 52 {
            let digit = 1 + rng.below(9) as u8;
            let turns = 1 + rng.below(3) as u8;
            let symmetric = turns == 2 && matches!(digit, 1 | 6 | 8 | 9);
            if !symmetric {
                draw_glyph(
                    &mut ink,
                    &font[usize::from(digit - 1)],
                    (cx, cy),
                    turns,
                    rng,
                );
            }
        } else if roll < 56 {
            draw_scribble(&mut ink, (cx, cy), rng);
        }
    }
    Rendered {
        grid: WarpedGrid {
            data: photograph(&ink, rng),
        },
        labels,
    }
}

/// The 20 grid lines, thicker every three cells, each shifted and tilted a little.
fn draw_lines(ink: &mut [f32], rng: &mut Rng) {
    for i in 0..=9 {
        let thick = if i % 3 == 0 {
            uniform(rng, 1.5, 4.0)
        } else {
            uniform(rng, 0.8, 2.2)
        };
        for vertical in [false, true] {
            let at = (i * CELL) as f64 + uniform(rng, -2.5, 2.5);
            let tilt = uniform(rng, -0.01, 0.01);
            for s in 0..SIDE {
                let centre = at + tilt * s as f64;
                let lo = (centre - thick / 2.0).floor().max(0.0) as usize;
                let hi = ((centre + thick / 2.0).ceil() as usize).min(SIDE);
                for t in lo..hi {
                    let at = if vertical { s * SIDE + t } else { t * SIDE + s };
                    ink[at] = 1.0;
                }
            }
        }
    }
}

/// A digit glyph at `centre`, turned `turns` quarters, with random size, stretch, shift,
/// rotation and stroke weight.
fn draw_glyph(ink: &mut [f32], glyph: &Glyph, centre: (f64, f64), turns: u8, rng: &mut Rng) {
    let height = CELL as f64 * uniform(rng, 0.45, 0.82);
    let scale = height / glyph.height as f64;
    let (sx, sy) = (scale * uniform(rng, 0.8, 1.2), scale);
    let angle = uniform(rng, -0.1, 0.1) + f64::from(turns) * std::f64::consts::FRAC_PI_2;
    let (sin, cos) = angle.sin_cos();
    let centre = (
        centre.0 + uniform(rng, -3.0, 3.0),
        centre.1 + uniform(rng, -3.0, 3.0),
    );
    let weight = uniform(rng, -0.25, 0.25) as f32;
    let reach = (CELL / 2 + 2) as i64;
    for dy in -reach..=reach {
        for dx in -reach..=reach {
            let (x, y) = (centre.0 as i64 + dx, centre.1 as i64 + dy);
            if x < 0 || y < 0 || x >= SIDE as i64 || y >= SIDE as i64 {
                continue;
            }
            let (rx, ry) = (x as f64 - centre.0, y as f64 - centre.1);
            let u = (cos * rx + sin * ry) / sx + glyph.width as f64 / 2.0;
            let v = (-sin * rx + cos * ry) / sy + glyph.height as f64 / 2.0;
            let c = coverage(glyph, u, v);
            let c = ((c - 0.5) * 1.5 + 0.5 + weight).clamp(0.0, 1.0);
            let at = y as usize * SIDE + x as usize;
            ink[at] = ink[at].max(c);
        }
    }
}

/// Bilinear coverage of the glyph at (u, v), 0 outside.
fn coverage(glyph: &Glyph, u: f64, v: f64) -> f32 {
    if u < 0.0 || v < 0.0 || u >= (glyph.width - 1) as f64 || v >= (glyph.height - 1) as f64 {
        return 0.0;
    }
    let (x, y) = (u as usize, v as usize);
    let (fx, fy) = ((u - x as f64) as f32, (v - y as f64) as f32);
    let at = |x: usize, y: usize| glyph.coverage[y * glyph.width + x];
    let top = at(x, y) * (1.0 - fx) + at(x + 1, y) * fx;
    let bottom = at(x, y + 1) * (1.0 - fx) + at(x + 1, y + 1) * fx;
    top * (1.0 - fy) + bottom * fy
}

/// A few random strokes near the centre: handwriting, smudges, pencil marks.
fn draw_scribble(ink: &mut [f32], centre: (f64, f64), rng: &mut Rng) {
    let strokes = 1 + rng.below(3);
    for _ in 0..strokes {
        let a = (
            centre.0 + uniform(rng, -9.0, 9.0),
            centre.1 + uniform(rng, -9.0, 9.0),
        );
        let b = (
            centre.0 + uniform(rng, -9.0, 9.0),
            centre.1 + uniform(rng, -9.0, 9.0),
        );
        for k in 0..=40 {
            let t = f64::from(k) / 40.0;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            if x >= 0.0 && y >= 0.0 && (x as usize) < SIDE && (y as usize) < SIDE {
                ink[y as usize * SIDE + x as usize] = 1.0;
            }
        }
    }
}

/// Ink coverage to grey: paper with light falling off, ink of random darkness, noise, blur.
fn photograph(ink: &[f32], rng: &mut Rng) -> Vec<u8> {
    let paper = uniform(rng, 150.0, 250.0);
    let darkness = uniform(rng, 0.55, 0.95);
    let light = (uniform(rng, -0.3, 0.3), uniform(rng, -0.3, 0.3));
    let noise = uniform(rng, 0.0, 18.0);
    let mut grey: Vec<f64> = (0..SIDE * SIDE)
        .map(|i| {
            let (fx, fy) = (
                (i % SIDE) as f64 / SIDE as f64,
                (i / SIDE) as f64 / SIDE as f64,
            );
            let white = paper * (1.0 + light.0 * (fx - 0.5) + light.1 * (fy - 0.5));
            white * (1.0 - darkness * f64::from(ink[i])) + uniform(rng, -noise, noise)
        })
        .collect();
    for _ in 0..rng.below(3) {
        grey = blur(&grey);
    }
    grey.iter().map(|v| v.clamp(0.0, 255.0) as u8).collect()
}

/// A 3×3 box blur (edges kept).
fn blur(grey: &[f64]) -> Vec<f64> {
    let mut out = grey.to_vec();
    for y in 1..SIDE - 1 {
        for x in 1..SIDE - 1 {
            let mut sum = 0.0;
            for dy in 0..3 {
                for dx in 0..3 {
                    sum += grey[(y + dy - 1) * SIDE + x + dx - 1];
                }
            }
            out[y * SIDE + x] = sum / 9.0;
        }
    }
    out
}
