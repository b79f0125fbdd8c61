//! Finding the puzzle's outer frame: the ink's connected components (the grid's lines all touch
//! its frame, so a printed grid is one component), each one's four extreme corners, and the
//! largest one whose pixels lie on the lines of a 9×9 grid once straightened.

use super::image::Grey;
use super::threshold;
use super::warp::{corners, Homography, Quad, UNIT_SQUARE};

/// One connected component of ink: pixel count, bounding box and the extreme corners.
#[derive(Clone, Debug)]
struct Component {
    pixels: Vec<(u16, u16)>,
    corners: [(usize, usize); 4],
}

/// Offset below the local mean that counts as ink in the frame search.
const INK_OFFSET: u32 = 8;
/// Share of a candidate's pixels that must lie near the straightened grid's lines.
const MIN_ON_LINES: f32 = 0.6;

/// The largest grid-like quadrilateral in `grey`, or `None`.
pub fn find_frame(grey: &Grey) -> Option<Quad> {
    let (w, h) = (grey.width, grey.height);
    let radius = (w.min(h) / 40).max(3);
    let ink = threshold::adaptive(&grey.data, w, h, radius, INK_OFFSET);
    let min_extent = w.min(h) / 6;
    let mut candidates: Vec<(f32, Quad)> = components(&ink, w, h, min_extent)
        .into_iter()
        .filter_map(|c| {
            let quad = Quad(c.corners.map(|(x, y)| (x as f32, y as f32)));
            if !quad.is_plausible() {
                return None;
            }
            let on_lines = share_on_lines(&c, &quad)?;
            (on_lines >= MIN_ON_LINES).then(|| (quad.area() * on_lines, quad))
        })
        .collect();
    candidates.sort_by(|a, b| b.0.total_cmp(&a.0));
    candidates.first().map(|&(_, quad)| quad)
}

/// The share of the component's pixels within a fifth of a cell of one of the 20 lines of a
/// 9×9 grid, once the quad is mapped to the unit square (`None` if it cannot be).
fn share_on_lines(component: &Component, quad: &Quad) -> Option<f32> {
    let map = Homography::from_points(&corners(quad), &UNIT_SQUARE)?;
    let step = (component.pixels.len() / 4000).max(1);
    let (mut near, mut total) = (0usize, 0usize);
    for &(x, y) in component.pixels.iter().step_by(step) {
        total += 1;
        let Some((u, v)) = map.apply(f64::from(x), f64::from(y)) else {
            continue;
        };
        let off = |t: f64| ((t * 9.0) - (t * 9.0).round()).abs();
        if off(u) < 0.2 || off(v) < 0.2 {
            near += 1;
        }
    }
    Some(near as f32 / total.max(1) as f32)
}

/// The connected components (8-neighbourhood) whose bounding box is at least `min_extent`
/// pixels in both directions.
fn components(ink: &[bool], w: usize, h: usize, min_extent: usize) -> Vec<Component> {
    let mut seen = vec![false; ink.len()];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for start in 0..ink.len().min(w * h) {
        if !ink[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let mut pixels = Vec::new();
        while let Some(at) = stack.pop() {
            let (x, y) = (at % w, at / w);
            pixels.push((x as u16, y as u16));
            for (nx, ny) in neighbours(x, y, w, h) {
                let n = ny * w + nx;
                if ink[n] && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        if let Some(c) = summarise(pixels, min_extent) {
            found.push(c);
        }
    }
    found
}

/// The up to eight neighbours of (x, y) inside a `w` × `h` image.
fn neighbours(x: usize, y: usize, w: usize, h: usize) -> impl Iterator<Item = (usize, usize)> {
    (-1i64..=1)
        .flat_map(|dy| (-1i64..=1).map(move |dx| (dx, dy)))
        .filter(|&d| d != (0, 0))
        .filter_map(move |(dx, dy)| {
            let (nx, ny) = (x as i64 + dx, y as i64 + dy);
            (nx >= 0 && ny >= 0 && (nx as usize) < w && (ny as usize) < h)
                .then_some((nx as usize, ny as usize))
        })
}

/// Bounding box and extreme corners of a component, or `None` when it is too small.
fn summarise(pixels: Vec<(u16, u16)>, min_extent: usize) -> Option<Component> {
    let first = *pixels.first()?;
    let p = (usize::from(first.0), usize::from(first.1));
    let (mut min, mut max) = (p, p);
    let mut corners = [p; 4];
    let key = |(x, y): (usize, usize)| {
        let (x, y) = (x as i64, y as i64);
        [-(x + y), x - y, x + y, y - x]
    };
    let mut best = key(p);
    for &(x, y) in &pixels {
        let p = (usize::from(x), usize::from(y));
        min = (min.0.min(p.0), min.1.min(p.1));
        max = (max.0.max(p.0), max.1.max(p.1));
        let k = key(p);
        for i in 0..4 {
            if k[i] > best[i] {
                best[i] = k[i];
                corners[i] = p;
            }
        }
    }
    if max.0 - min.0 < min_extent || max.1 - min.1 < min_extent {
        return None;
    }
    Some(Component { pixels, corners })
}
