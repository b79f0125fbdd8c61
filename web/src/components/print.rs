//! What the paper shows: the puzzle, its level and seed, and a QR code that opens it in the app.
//! Hidden on screen; the print stylesheet shows only this.

use crate::link::fragment_for;
use solver_core::generator::{Certificate, Method};
use solver_core::{Cell, Grid, Rating};
use yew::prelude::*;

/// Props of [`PrintSheet`].
#[derive(Properties, PartialEq)]
pub struct PrintSheetProps {
    /// The puzzle.
    pub givens: Grid,
    /// Its certificate, when generated here.
    pub certificate: Option<Certificate>,
    /// Its rating, when known.
    pub rating: Option<Result<Rating, String>>,
}

/// One line describing a certificate: generator, seed, symmetry, clues, uniqueness, level.
pub fn certificate_text(c: &Certificate) -> String {
    let method = match c.method {
        Method::Modern(_) => "modern generator",
        Method::Classic(_) => "SUDOGEN classic generator",
    };
    let rating = c
        .rating
        .as_ref()
        .map(|r| {
            format!(
                ", {} {:.1}, hardest step: {}",
                r.level,
                r.score,
                r.hardest.name()
            )
        })
        .unwrap_or_default();
    format!(
        "Made by the {method} from seed {}: {} symmetry, {} clues, {}{rating}.",
        c.seed,
        c.symmetry,
        c.clues,
        if c.unique {
            "unique solution"
        } else {
            "solution not unique"
        },
    )
}

/// The QR code of `text` as an SVG path (dark modules), drawn by Yew, never as raw HTML.
pub fn qr_svg(text: &str) -> Html {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return html! {};
    };
    let width = code.width();
    let colors = code.to_colors();
    let mut path = String::new();
    for (i, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            path.push_str(&format!("M{} {}h1v1h-1z", i % width + 4, i / width + 4));
        }
    }
    let size = width + 8;
    html! {
        <svg class="qr" viewBox={format!("0 0 {size} {size}")} role="img" aria-label="QR code of the puzzle's link"
             xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">
            <rect width={size.to_string()} height={size.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}

/// The printed page.
#[component]
pub fn PrintSheet(props: &PrintSheetProps) -> Html {
    if props.givens == Grid::EMPTY {
        return html! {};
    }
    let base = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default();
    let link = format!("{base}{}", fragment_for(&props.givens));
    let level = match &props.rating {
        Some(Ok(r)) => format!("{} ({:.1})", r.level, r.score),
        _ => String::new(),
    };
    let seed = props
        .certificate
        .as_ref()
        .map(|c| format!("seed {}", c.seed))
        .unwrap_or_default();
    html! {
        <section class="print-sheet" aria-hidden="true">
            <div class="print-head">
                <strong>{ "Sudoku" }</strong>
                <span>{ level }</span>
                <span>{ seed }</span>
            </div>
            <table class="print-grid">
                { for (0..9).map(|r| html! {
                    <tr>{ for (0..9).filter_map(|c| Cell::at(r, c)).map(|cell| html! {
                        <td>{ props.givens.get(cell).map(|d| d.to_string()).unwrap_or_default() }</td>
                    }) }</tr>
                }) }
            </table>
            <div class="print-foot">
                { qr_svg(&link) }
                <p>{ "Scan to open this puzzle in the app, for hints and checking." }<br />
                   <small>{ link.clone() }</small></p>
            </div>
        </section>
    }
}
