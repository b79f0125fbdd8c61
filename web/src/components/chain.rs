//! A hint's chain drawn over the grid: one SVG above the cells (its viewBox in cell units,
//! `0 0 9 9`), each link a gentle curve from its `from` candidate's fixed place in the cell
//! (digit 1 top left … 9 bottom right) to its `to` candidate's, strong links solid and weak
//! links dashed, an arrowhead at the `to` end; the chain's start and end candidates circled.
//! A grouped node (a digit's candidates where a box and a line cross) is boxed: a rounded
//! frame around its candidates' places, and a link to or from it meets the group's candidate
//! nearest the link's other end.
//! While a chain is walked line by line, the current line's links are emphasised and the
//! earlier ones faded.
//! It only draws: `game::HintState::walked_links` and `groups` say what to show. Hidden from
//! assistive technology: the hint's text names the chain link by link.

use solver_core::logic::{Group, Link, LinkKind};
use solver_core::Candidate;
use yew::prelude::*;

/// Props of [`chain_overlay`].
#[derive(PartialEq)]
pub struct ChainOverlayProps {
    /// The links to draw, in chain order (none: nothing is drawn).
    pub links: Vec<Link>,
    /// Of them, the ones the hint's current line adds: drawn emphasised, the others faded
    /// (none: all drawn alike).
    pub current: Vec<Link>,
    /// The chain's grouped nodes: a link end equal to a group's anchor stands for the group.
    pub groups: Vec<Group>,
}

/// The radius of the circle around a candidate, in cells: just outside the disc a highlighted
/// candidate fills (its place, a third of a cell wide); a link starts and ends on it, so it
/// does not cover the digits it joins.
const RING: f64 = 0.2;
/// How far inside its cell a link's end stays, in cells: a candidate at the cell's side has
/// its circle on the cell's edge.
const EDGE: f64 = 0.04;
/// An arrowhead's length and half width, in cells: about 11 by 10 pixels on a phone's grid.
const HEAD: (f64, f64) = (0.26, 0.12);

/// A point in cell units: x across, y down, `(0, 0)` the grid's top left corner.
pub type Point = (f64, f64);

/// Where a candidate sits: the centre of its digit's place in the cell's 3×3 mini-grid.
pub fn spot(c: Candidate) -> Point {
    let slot = f64::from(c.digit.get() - 1);
    let (slot_row, slot_col) = ((slot / 3.0).floor(), slot % 3.0);
    (
        c.cell.col() as f64 + (slot_col + 0.5) / 3.0,
        c.cell.row() as f64 + (slot_row + 0.5) / 3.0,
    )
}

/// One link's curve: start, control point and end of a quadratic Bézier, the ends on the
/// candidates' circles. Every link bows: a long one by an eighth of its length (at most a
/// third of a cell, at least 0.15), to the side away from the middle of the cells it runs
/// along, so it passes beside the digits in between, not through them, and a link and its
/// way back do not overlap; a link between neighbouring candidates of one cell arches over
/// them, so it has a length to be seen.
pub fn curve(link: &Link) -> (Point, Point, Point) {
    curve_between(spot(link.from), spot(link.to))
}

/// The places of a group's candidates (the digit's place in each of its cells).
fn group_spots(group: &Group) -> Vec<Point> {
    group
        .cells
        .iter()
        .map(|cell| {
            spot(Candidate {
                cell,
                digit: group.digit,
            })
        })
        .collect()
}

/// Where a link end is drawn: the candidate's place, or, when the candidate stands for a
/// group, the place of the group's candidate nearest `other`.
pub fn end_spot(c: Candidate, other: Point, groups: &[Group]) -> Point {
    let Some(group) = groups.iter().find(|g| g.anchor() == Some(c)) else {
        return spot(c);
    };
    let dist = |p: &Point| (p.0 - other.0).hypot(p.1 - other.1);
    group_spots(group)
        .into_iter()
        .min_by(|p, q| dist(p).total_cmp(&dist(q)))
        .unwrap_or_else(|| spot(c))
}

/// A link's curve when its ends may be groups: each end at the group candidate nearest the
/// other end's place.
pub fn grouped_curve(link: &Link, groups: &[Group]) -> (Point, Point, Point) {
    let a = end_spot(link.from, spot(link.to), groups);
    let b = end_spot(link.to, a, groups);
    curve_between(a, b)
}

/// A group's frame: the rectangle `(x, y, width, height)` around its candidates' circles.
pub fn frame(group: &Group) -> Option<(f64, f64, f64, f64)> {
    let spots = group_spots(group);
    let (x0, x1) = spots.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.0), hi.max(p.0))
    });
    let (y0, y1) = spots.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1))
    });
    (!spots.is_empty()).then_some({
        (
            x0 - RING,
            y0 - RING,
            x1 - x0 + 2.0 * RING,
            y1 - y0 + 2.0 * RING,
        )
    })
}

/// The curve between two places (see [`curve`]).
pub fn curve_between(a: Point, b: Point) -> (Point, Point, Point) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    let (nx, ny) = (dy / len, -dx / len);
    // Not `clamp`: its assertion would link the float formatter into the page.
    #[allow(clippy::manual_clamp)]
    let bow = if len < 0.6 {
        0.45
    } else {
        (len * 0.25).max(0.3).min(0.66)
    };
    let middle = (a.0 + dx / 2.0, a.1 + dy / 2.0);
    // How far from the middle of its cell a point is, across the link's direction.
    let off_centre = |p: Point| {
        let across = if dy.abs() > dx.abs() { p.0 } else { p.1 };
        (across - across.floor() - 0.5).abs()
    };
    let peak = |side: f64| {
        (
            middle.0 + side * nx * bow / 2.0,
            middle.1 + side * ny * bow / 2.0,
        )
    };
    let side = if off_centre(peak(-1.0)) > off_centre(peak(1.0)) + 1e-9 {
        -1.0
    } else {
        1.0
    };
    let mid = (middle.0 + side * nx * bow, middle.1 + side * ny * bow);
    // Leave each end along the line towards the control point, at the circle's edge, but
    // inside the candidate's cell (a candidate at the cell's side has its circle on the edge).
    let towards = |p: Point, q: Point| {
        let (ex, ey) = (q.0 - p.0, q.1 - p.1);
        let l = ex.hypot(ey).max(1e-9);
        // Not `clamp`: its assertion would link the float formatter into the page.
        let within = |v: f64, of: f64| v.max(of.floor() + EDGE).min(of.floor() + 1.0 - EDGE);
        (
            within(p.0 + ex / l * RING, p.0),
            within(p.1 + ey / l * RING, p.1),
        )
    };
    (towards(a, mid), mid, towards(b, mid))
}

/// The arrowhead at the end of the curve `(start, control, end)`: three points, the tip on
/// the end; smaller on a short link, so it never covers the link's whole length.
pub fn arrowhead((start, control, end): (Point, Point, Point)) -> [Point; 3] {
    let (dx, dy) = (end.0 - control.0, end.1 - control.1);
    let l = dx.hypot(dy).max(1e-9);
    let (ux, uy) = (dx / l, dy / l);
    let scale = ((end.0 - start.0).hypot(end.1 - start.1) * 0.45 / HEAD.0).min(1.0);
    let (length, half) = (HEAD.0 * scale, HEAD.1 * scale);
    let base = (end.0 - ux * length, end.1 - uy * length);
    [
        end,
        (base.0 - uy * half, base.1 + ux * half),
        (base.0 + uy * half, base.1 - ux * half),
    ]
}

/// The candidates to circle: where the chain (or each branch of a forcing chain) starts, a
/// `from` that no link leads to, and where it ends, a `to` that no link leaves; a closed loop
/// has neither, and its first candidate is circled.
pub fn ends(links: &[Link]) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    for l in links {
        let start = !links.iter().any(|m| m.to == l.from);
        let end = !links.iter().any(|m| m.from == l.to);
        for (c, keep) in [(l.from, start), (l.to, end)] {
            if keep && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    if out.is_empty() {
        out.extend(links.first().map(|l| l.from));
    }
    out
}

/// `x` with three decimals, as `format!("{:.3}")` writes it, in integer arithmetic: the page
/// does not link the float formatter for the chain's coordinates (see `rating::Tenths`).
fn num(x: f64) -> String {
    // Coordinates stay within a few cells of the grid: far inside i64 in thousandths.
    let milli = (x * 1000.0).round_ties_even() as i64;
    let sign = if x.is_sign_negative() { "-" } else { "" };
    let m = milli.unsigned_abs();
    format!("{sign}{}.{:03}", m / 1000, m % 1000)
}

fn link_view(link: &Link, groups: &[Group], look: Option<&'static str>) -> Html {
    let (a, c, b) = grouped_curve(link, groups);
    let d = format!(
        "M{} {} Q{} {} {} {}",
        num(a.0),
        num(a.1),
        num(c.0),
        num(c.1),
        num(b.0),
        num(b.1)
    );
    let head: Vec<String> = arrowhead((a, c, b))
        .iter()
        .map(|p| format!("{},{}", num(p.0), num(p.1)))
        .collect();
    let kind = match link.kind {
        LinkKind::Strong => "strong",
        LinkKind::Weak => "weak",
    };
    html! {
        <g class={classes!("link", kind, look)} data-from={link.from.to_string()} data-to={link.to.to_string()}>
            <path class="link-line" {d} />
            <polygon class="link-head" points={head.join(" ")} />
        </g>
    }
}

/// The overlay: nothing when there are no links.
pub fn chain_overlay(props: &ChainOverlayProps) -> Html {
    if props.links.is_empty() {
        return html! {};
    }
    html! {
        <svg class="chain" viewBox="0 0 9 9" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            { for props.groups.iter().filter_map(|g| frame(g).map(|f| (g, f))).map(|(g, (x, y, w, h))| html! {
                <rect class="chain-group" x={num(x)} y={num(y)} width={num(w)} height={num(h)} rx={num(RING)}
                      data-digit={g.digit.to_string()} data-cells={g.cells.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")} />
            }) }
            { for props.links.iter().map(|l| {
                let look = match (props.current.is_empty(), props.current.contains(l)) {
                    (true, _) => None,
                    (false, true) => Some("current"),
                    (false, false) => Some("earlier"),
                };
                link_view(l, &props.groups, look)
            }) }
            { for ends(&props.links).into_iter().filter(|c| !props.groups.iter().any(|g| g.anchor() == Some(*c))).map(|c| {
                let (x, y) = spot(c);
                html! { <circle class="chain-end" cx={num(x)} cy={num(y)} r={num(RING)} data-candidate={c.to_string()} /> }
            }) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver_core::{Cell, Digit};

    fn cand(row: usize, col: usize, digit: u8) -> Candidate {
        Candidate {
            cell: Cell::at(row, col).expect("a cell"),
            digit: Digit::new_checked(digit).expect("a digit"),
        }
    }

    fn link(from: Candidate, to: Candidate, kind: LinkKind) -> Link {
        Link { from, to, kind }
    }

    #[test]
    fn candidates_sit_at_their_fixed_places() {
        let close = |p: Point, q: Point| (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9;
        assert!(close(spot(cand(0, 0, 1)), (1.0 / 6.0, 1.0 / 6.0)));
        assert!(close(spot(cand(0, 0, 5)), (0.5, 0.5)));
        assert!(close(spot(cand(0, 0, 9)), (5.0 / 6.0, 5.0 / 6.0)));
        // r3c8's 3: top right of the cell in row 3, column 8.
        assert!(close(
            spot(cand(2, 7, 3)),
            (7.0 + 5.0 / 6.0, 2.0 + 1.0 / 6.0)
        ));
        // r9c1's 7: bottom left.
        assert!(close(spot(cand(8, 0, 7)), (1.0 / 6.0, 8.0 + 5.0 / 6.0)));
    }

    #[test]
    fn a_curve_ends_on_its_candidates_circles_inside_their_cells() {
        let (from, to) = (cand(0, 2, 5), cand(0, 7, 5));
        let (a, c, b) = curve(&link(from, to, LinkKind::Strong));
        let dist = |p: Point, q: Point| (p.0 - q.0).hypot(p.1 - q.1);
        assert!((dist(a, spot(from)) - RING).abs() < 1e-9);
        assert!(dist(b, spot(to)) <= RING + 1e-9 && dist(b, spot(to)) > RING / 2.0);
        assert_eq!((a.0.floor(), a.1.floor()), (2.0, 0.0), "start in r1c3");
        assert_eq!((b.0.floor(), b.1.floor()), (7.0, 0.0), "end in r1c8");
        // Along row 1 through the middle of its cells: either side is as good; the left one
        // (up, for a link to the right) is taken, a sixth of a cell or more off the row's middle.
        assert!(c.1 < spot(from).1 - 0.3, "control point {c:?}");
        // Down column 3 along its candidates' left third: the curve bows left, towards the
        // column's edge, away from the digits in the middle of the cells it passes.
        let (from, to) = (cand(1, 2, 4), cand(5, 2, 4));
        let (_, c, _) = curve(&link(from, to, LinkKind::Weak));
        assert!(c.0 < spot(from).0 - 0.3, "control point {c:?}");
        // A link that leaves a candidate at the cell's side ends inside the cell.
        let (from, to) = (cand(5, 2, 4), cand(5, 7, 4));
        let ends = [
            curve(&link(from, to, LinkKind::Weak)).2,
            curve(&link(to, from, LinkKind::Weak)).0,
        ];
        for p in ends {
            assert!(p.0 >= 7.0 + EDGE - 1e-9 && p.0 < 8.0, "{p:?} in r6c8");
            assert!(spot(to).0 - p.0 > RING / 2.0, "{p:?} off the 4's centre");
        }
        // Along the right third, it bows right.
        let (_, c, _) = curve(&link(cand(1, 2, 6), cand(5, 2, 6), LinkKind::Weak));
        assert!(c.0 > spot(cand(1, 2, 6)).0 + 0.3, "control point {c:?}");
        // Within one cell, from corner to corner: bowed off the 5 in the middle.
        let (a, c, b) = curve(&link(cand(3, 3, 1), cand(3, 3, 9), LinkKind::Strong));
        let cross = (c.0 - a.0) * (b.1 - a.1) - (c.1 - a.1) * (b.0 - a.0);
        assert!(cross.abs() > 0.1, "{a:?} {c:?} {b:?}");
        // Neighbours in one cell: an arch whose ends are apart, each on its circle.
        let (from, to) = (cand(1, 2, 5), cand(1, 2, 4));
        let (a, c, b) = curve(&link(from, to, LinkKind::Weak));
        assert!(dist(a, b) > 0.1 && dist(c, spot(from)) > RING);
        assert!(
            (dist(a, spot(from)) - RING).abs() < 1e-9 && (dist(b, spot(to)) - RING).abs() < 1e-9
        );
    }

    #[test]
    fn the_arrowhead_points_along_the_curve_at_its_end() {
        let [tip, l, r] = arrowhead(((-1.0, 0.0), (0.0, 0.0), (1.0, 0.0)));
        assert_eq!(tip, (1.0, 0.0));
        assert!((l.0 - (1.0 - HEAD.0)).abs() < 1e-9 && (l.0 - r.0).abs() < 1e-9);
        assert!((l.1 + r.1).abs() < 1e-9 && (l.1 - r.1).abs() > 0.1);
        // On a short link, a smaller head: under half the link's length.
        let [tip, l, _] = arrowhead(((0.9, 0.0), (0.95, 0.05), (1.0, 0.0)));
        assert!(tip.0 - l.0 < 0.05 && tip.0 - l.0 > 0.0, "{l:?}");
    }

    #[test]
    fn a_group_is_framed_and_its_links_meet_its_nearest_candidate() {
        // The 5s of r1c1-r1c3 (box 1 on row 1), linked to r5c2's 5 and on to r1c9's 5.
        let cells: solver_core::CellSet = [(0, 0), (0, 1), (0, 2)]
            .into_iter()
            .filter_map(|(r, c)| Cell::at(r, c))
            .collect();
        let group = Group {
            digit: Digit::new_checked(5).expect("a digit"),
            cells,
        };
        let anchor = group.anchor().expect("an anchor");
        assert_eq!(anchor, cand(0, 0, 5));
        let (x, y, w, h) = frame(&group).expect("a frame");
        assert!((x - (0.5 - RING)).abs() < 1e-9 && (y - (0.5 - RING)).abs() < 1e-9);
        assert!((w - (2.0 + 2.0 * RING)).abs() < 1e-9 && (h - 2.0 * RING).abs() < 1e-9);
        let groups = [group];
        // From below r1c2: the link leaves the group at r1c2's 5, not at the anchor r1c1.
        let down = link(anchor, cand(4, 1, 5), LinkKind::Weak);
        let (a, _, _) = grouped_curve(&down, &groups);
        assert_eq!(a.0.floor(), 1.0, "{a:?} in column 2");
        // Towards r1c9: at r1c3's 5, the group's right end.
        let right = link(cand(0, 8, 5), anchor, LinkKind::Strong);
        let (_, _, b) = grouped_curve(&right, &groups);
        assert_eq!(b.0.floor(), 2.0, "{b:?} in column 3");
        // A candidate that is no group's anchor is drawn at its own place.
        assert_eq!(
            end_spot(cand(4, 1, 5), (0.0, 0.0), &groups),
            spot(cand(4, 1, 5))
        );
    }

    #[test]
    fn the_chain_is_circled_where_it_starts_and_ends() {
        let (a, b, c, d) = (cand(0, 0, 1), cand(0, 0, 2), cand(4, 0, 2), cand(4, 4, 2));
        let chain = [
            link(a, b, LinkKind::Strong),
            link(b, c, LinkKind::Weak),
            link(c, d, LinkKind::Strong),
        ];
        assert_eq!(ends(&chain), vec![a, d]);
        // Two branches from one root: the root and both ends.
        let e = cand(8, 8, 3);
        let branches = [link(a, b, LinkKind::Weak), link(a, e, LinkKind::Weak)];
        assert_eq!(ends(&branches), vec![a, b, e]);
        // A loop: its first candidate.
        let looped = [link(a, b, LinkKind::Strong), link(b, a, LinkKind::Weak)];
        assert_eq!(ends(&looped), vec![a]);
        assert!(ends(&[]).is_empty());
    }

    #[test]
    fn coordinates_read_as_the_float_formatter_writes_them() {
        // What the overlay writes: places, curves, arrowheads and frames over many links.
        let mut points = Vec::new();
        for (i, from) in (0..81 * 9).step_by(7).enumerate() {
            let to = (from * 13 + i * 31 + 5) % (81 * 9);
            let at = |n: usize| cand(n / 81, n / 9 % 9, (n % 9) as u8 + 1);
            let (a, c, b) = curve(&link(at(from), at(to), LinkKind::Weak));
            points.extend([a, c, b, spot(at(from))]);
            points.extend(arrowhead((a, c, b)));
        }
        for p in points {
            for x in [p.0, p.1, p.0 - RING, p.1 - p.0] {
                assert_eq!(num(x), format!("{x:.3}"), "{x}");
            }
        }
        // Anything else to the nearest thousandth (an exact tie in binary may round the
        // other way than the float formatter's exact decimal expansion: 0.0005 cells).
        for i in -30000..30000 {
            let x = f64::from(i) / 3001.0;
            let back: f64 = num(x).parse().expect("a number");
            assert!((back - x).abs() <= 0.0005 + 1e-12, "{x}");
        }
        assert_eq!(num(-0.0001), format!("{:.3}", -0.0001f64));
        assert_eq!(num(-0.0), format!("{:.3}", -0.0f64));
    }
}
