//! Synthetic test photos: a printed grid with random givens in a system font, seen in
//! perspective on a page with uneven light, blurred and noisy. Rendered by the test, never
//! committed.

use ab_glyph::{Font, FontVec, PxScale, ScaleFont};
use solver_core::rng::Rng;
use solver_core::scan::warp::Homography;

/// Where Debian's font packages put their files.
pub const FONT_DIRS: [&str; 4] = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/liberation",
    "/usr/share/fonts/truetype/freefont",
    "/usr/share/fonts/truetype/noto",
];

/// The fonts the scenes use (those present).
const SCENE_FONTS: [&str; 8] = [
    "DejaVuSans.ttf",
    "DejaVuSerif-Bold.ttf",
    "LiberationSans-Regular.ttf",
    "LiberationSerif-Regular.ttf",
    "FreeSans.ttf",
    "FreeSerifBold.ttf",
    "NotoSans-Regular.ttf",
    "NotoSerif-Bold.ttf",
];

pub struct NamedFont {
    pub name: String,
    pub font: FontVec,
}

/// The scene fonts found on this machine.
pub fn load_fonts() -> Vec<NamedFont> {
    SCENE_FONTS
        .iter()
        .filter_map(|name| {
            let bytes = FONT_DIRS
                .iter()
                .find_map(|dir| std::fs::read(format!("{dir}/{name}")).ok())?;
            Some(NamedFont {
                name: name.to_string(),
                font: FontVec::try_from_vec(bytes).ok()?,
            })
        })
        .collect()
}

/// A rendered test photo and the puzzle it shows.
pub struct Scene {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
    pub puzzle: String,
}

/// Paper pixels per cell of the flat grid.
const PAPER_CELL: usize = 48;
const PAPER: usize = 9 * PAPER_CELL + 40;

/// Scene number `case`: random givens, a perspective view, light falling off across the page,
/// a blur and noise, all from the seed.
pub fn render_scene(font: &NamedFont, case: u64) -> Scene {
    let mut rng = Rng::new(0x5ca9 + case);
    let puzzle: String = (0..81)
        .map(|_| {
            if rng.below(100) < 35 {
                char::from(b'1' + rng.below(9) as u8)
            } else {
                '.'
            }
        })
        .collect();
    let paper = render_paper(font, &puzzle);
    let (width, height) = (640usize, 480usize);
    let jitter = |rng: &mut Rng, r: f64| (rng.unit_f64() - 0.5) * 2.0 * r;
    let corners = [(150.0, 60.0), (490.0, 60.0), (500.0, 420.0), (140.0, 420.0)]
        .map(|(x, y)| (x + jitter(&mut rng, 40.0), y + jitter(&mut rng, 30.0)));
    let m = 20.0;
    let g = (9 * PAPER_CELL) as f64 + m;
    let grid_corners = [(m, m), (g, m), (g, g), (m, g)];
    let to_paper = Homography::from_points(&corners, &grid_corners).expect("a proper quad");
    let light = (rng.unit_f64() * 0.4, rng.unit_f64() * 0.4);
    let mut pixels = vec![0u8; width * height];
    for y in 0..height {
        for x in 0..width {
            let (fx, fy) = (x as f64 / width as f64, y as f64 / height as f64);
            let white = 235.0 * (1.0 - light.0 * fx - light.1 * fy);
            let ink = to_paper
                .apply(x as f64, y as f64)
                .map(|(u, v)| paper_at(&paper, u, v))
                .unwrap_or(0.0);
            let noise = jitter(&mut rng, 12.0);
            pixels[y * width + x] = (white * (1.0 - 0.85 * ink) + noise).clamp(0.0, 255.0) as u8;
        }
    }
    Scene {
        width,
        height,
        pixels: box_blur(&pixels, width, height),
        puzzle,
    }
}

/// Ink coverage of the flat page at (u, v), nearest pixel, 0 off the page.
fn paper_at(paper: &[f32], u: f64, v: f64) -> f64 {
    if u < 0.0 || v < 0.0 || u >= PAPER as f64 || v >= PAPER as f64 {
        return 0.0;
    }
    f64::from(paper[v as usize * PAPER + u as usize])
}

/// The flat page: grid lines (thick every three cells) and the givens, as ink coverage.
fn render_paper(font: &NamedFont, puzzle: &str) -> Vec<f32> {
    let mut paper = vec![0.0f32; PAPER * PAPER];
    let origin = 20usize;
    for i in 0..=9 {
        let thick = if i % 3 == 0 { 4 } else { 2 };
        let at = origin + i * PAPER_CELL - thick / 2;
        for t in 0..thick {
            for s in origin - 2..origin + 9 * PAPER_CELL + 2 {
                paper[(at + t) * PAPER + s] = 1.0;
                paper[s * PAPER + at + t] = 1.0;
            }
        }
    }
    let scaled = font.font.as_scaled(PxScale::from(PAPER_CELL as f32 * 0.8));
    for (cell, ch) in puzzle.chars().enumerate().filter(|(_, c)| *c != '.') {
        let glyph = scaled.scaled_glyph(ch);
        let Some(outline) = font.font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        let cx = origin as f32 + ((cell % 9) as f32 + 0.5) * PAPER_CELL as f32;
        let cy = origin as f32 + ((cell / 9) as f32 + 0.5) * PAPER_CELL as f32;
        let left = (cx - bounds.width() / 2.0) as i64;
        let top = (cy - bounds.height() / 2.0) as i64;
        outline.draw(|x, y, c| {
            let (px, py) = (left + i64::from(x), top + i64::from(y));
            if px >= 0 && py >= 0 && (px as usize) < PAPER && (py as usize) < PAPER {
                let at = py as usize * PAPER + px as usize;
                paper[at] = paper[at].max(c);
            }
        });
    }
    paper
}

/// A 3×3 box blur (edges kept).
fn box_blur(pixels: &[u8], w: usize, h: usize) -> Vec<u8> {
    let mut out = pixels.to_vec();
    for y in 1..h - 1 {
        for x in 1..w - 1 {
            let mut sum = 0u32;
            for dy in 0..3 {
                for dx in 0..3 {
                    sum += u32::from(pixels[(y + dy - 1) * w + x + dx - 1]);
                }
            }
            out[y * w + x] = (sum / 9) as u8;
        }
    }
    out
}

/// `pixels` (`w` × `h`, grey) turned `turns` quarters clockwise: (width, height, pixels).
pub fn rotate_pixels(w: usize, h: usize, pixels: &[u8], turns: u8) -> (usize, usize, Vec<u8>) {
    let (mut w, mut h, mut data) = (w, h, pixels.to_vec());
    for _ in 0..turns {
        let mut out = vec![0u8; w * h];
        for y in 0..h {
            for x in 0..w {
                // (x, y) goes to (h - 1 - y, x) in the turned image of width h.
                out[x * h + (h - 1 - y)] = data[y * w + x];
            }
        }
        (w, h, data) = (h, w, out);
    }
    (w, h, data)
}
