//! What the paper shows: the puzzle, its level and seed, and a QR code that opens it in the app.
//! Hidden on screen; the print stylesheet shows only this.

use crate::browser::printing::print_link;
use crate::browser::qr::QrCodes;
pub use crate::forms::print::{PrintItem, PrintJob};
use crate::wire::qr::QrMatrix;
use solver_core::generator::{Certificate, Method};
use solver_core::{Cell, Grid};
use yew::prelude::*;

/// Props of [`PrintSheet`].
#[derive(Properties, PartialEq)]
pub struct PrintSheetProps {
    /// What to print.
    pub job: Option<PrintJob>,
    /// The QR codes of the puzzles' links.
    pub qr: QrCodes,
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
                ", {} {}, hardest step: {}",
                r.level,
                r.tenths(),
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

/// A QR code as an SVG path (dark modules), drawn by Yew, never as raw HTML; while the worker
/// has not answered, an empty box of the same size, so nothing moves when it comes.
pub fn qr_svg(code: Option<&QrMatrix>) -> Html {
    let Some(code) = code else {
        return html! { <div class="qr-pending" aria-hidden="true"></div> };
    };
    let width = code.width;
    let mut path = String::new();
    for y in 0..width {
        for x in (0..width).filter(|&x| code.dark(x, y)) {
            path.push_str(&format!("M{} {}h1v1h-1z", x + 4, y + 4));
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

fn grid_table(grid: &Grid, class: &'static str) -> Html {
    html! {
        <table class={class}>
            { for (0..9).map(|r| html! {
                <tr>{ for (0..9).filter_map(|c| Cell::at(r, c)).map(|cell| html! {
                    <td>{ grid.get(cell).map(|d| d.to_string()).unwrap_or_default() }</td>
                }) }</tr>
            }) }
        </table>
    }
}

/// The printed pages: hidden on screen, the only thing the print stylesheet shows.
#[component]
pub fn PrintSheet(props: &PrintSheetProps) -> Html {
    let Some(job) = &props.job else {
        return html! {};
    };
    let per_page = usize::from(job.per_page.clamp(1, 6));
    let total = job.items.len();
    let pages = job.items.chunks(per_page).enumerate().map(|(p, chunk)| {
        html! {
            <div class={classes!("print-page", format!("per-{per_page}"))}>
                { for chunk.iter().enumerate().map(|(i, item)| {
                    let n = p * per_page + i + 1;
                    let link = print_link(&item.puzzle);
                    html! {
                        <div class="print-item">
                            { grid_table(&item.puzzle, "print-grid") }
                            <div class="print-side">
                                <p class="print-title">
                                    <strong>{ if total > 1 { format!("Sudoku {n}") } else { "Sudoku".to_string() } }</strong>
                                    <br />{ item.level.clone() }
                                    if let Some(seed) = item.seed {
                                        <br /><small>{ format!("seed {seed}") }</small>
                                    }
                                </p>
                                <figure class="print-qr">
                                    { qr_svg(props.qr.get(&link)) }
                                    <figcaption class="print-caption">{ "Scan for hints" }</figcaption>
                                </figure>
                            </div>
                        </div>
                    }
                }) }
            </div>
        }
    });
    let answers = job.answers.then(|| {
        html! {
            <div class="print-page answers">
                <h2>{ "Answers" }</h2>
                <div class="answer-list">
                    { for job.items.iter().enumerate().map(|(i, item)| html! {
                        <div class="answer">
                            <p>{ format!("Sudoku {}", i + 1) }</p>
                            { match item.solution {
                                Some(s) => grid_table(&s, "answer-grid"),
                                None => html! { <p>{ "(no unique solution)" }</p> },
                            } }
                        </div>
                    }) }
                </div>
            </div>
        }
    });
    html! {
        <section class="print-sheet" aria-hidden="true">
            { for pages }
            { answers.unwrap_or_default() }
        </section>
    }
}
