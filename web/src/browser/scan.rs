//! Reading a puzzle from a photo: the browser opens the picture (`createImageBitmap`, EXIF
//! orientation honoured), draws it at most [`MAX_SIDE`] pixels on the long side, turns it grey and
//! sends it to an engine worker of its own, which recognises the grid; then the check of the
//! grid the user confirms (clashes, no solution, several). A picture pasted or dropped on the
//! page takes the same way as one picked in the file input.
//!
//! Why a worker of its own: "Cancel" terminates the worker it stops (the only real cancel of a
//! busy wasm instance), and cancelling a scan must not cut off the game's hint or analysis. It
//! starts at the first photo and is stopped when the scan ends.

use super::calls::WORKER_PATH;
use super::engine::Engine;
use super::opening::in_field;
use super::window::{image_file, pasted_image};
use crate::wire::scan::{fit, Recognised, ScanFailure, ScanImage};
use crate::wire::{EngineError, Request, Response};
use gloo_events::{EventListener, EventListenerOptions};
use solver_core::{CellSet, Grid};
use std::cell::Cell as Counter;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, DataTransfer, File, FocusOptions, HtmlCanvasElement, HtmlElement,
    ImageBitmap, ImageBitmapOptions, ImageOrientation,
};
use yew::prelude::*;

/// The long side of the photo's thumbnail on the confirm screen.
const THUMBNAIL_SIDE: u32 = 480;

/// Where a scan is.
#[derive(Clone, PartialEq)]
pub enum Stage {
    /// No scan under way.
    Idle,
    /// The browser is opening the picture.
    Opening,
    /// The engine is reading the grid.
    Reading,
    /// The grid read, waiting for the user to confirm it.
    Review(Rc<Photo>),
    /// No grid: why, in words for the user.
    Failed(String),
}

/// A photo read: the grid and the thumbnail shown beside it.
#[derive(PartialEq)]
pub struct Photo {
    /// What the engine read.
    pub read: Recognised,
    /// The photo, small, as a `data:` URL (none if the browser could not make one).
    pub thumbnail: Option<String>,
}

/// The scan's state and what the page can do with it.
#[derive(Clone, PartialEq)]
pub struct Scanner {
    /// Where the scan is.
    pub stage: Stage,
    /// The scan's own engine worker (the confirm screen's checks use it too).
    pub engine: Engine,
    /// Reads the chosen file.
    pub open: Callback<File>,
    /// Ends the scan, whatever it is doing: stops the worker, back to [`Stage::Idle`].
    pub close: Callback<()>,
}

/// The scanner: one scan at a time; a new photo or a close makes older work's answers moot.
#[hook]
pub fn use_scanner() -> Scanner {
    let engine = use_memo((), |_| Engine::new(WORKER_PATH));
    let stage = use_state(|| Stage::Idle);
    // Each scan's number: an answer for an older one (cancelled, replaced) is dropped.
    let current = use_mut_ref(|| Rc::new(Counter::new(0u32)));
    let current: Rc<Counter<u32>> = current.borrow().clone();
    let open = {
        let (engine, set, current) = ((*engine).clone(), stage.setter(), current.clone());
        Callback::from(move |file: File| {
            let scan = current.get().wrapping_add(1);
            current.set(scan);
            if engine.busy() {
                // Still reading an older photo: stop it rather than queue behind it.
                engine.cancel();
            }
            set.set(Stage::Opening);
            let (engine, set, current) = (engine.clone(), set.clone(), current.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let opened = open_photo(&file).await;
                if current.get() != scan {
                    return;
                }
                match opened {
                    Ok((image, thumbnail)) => {
                        set.set(Stage::Reading);
                        recognise(&engine, image, thumbnail, move |stage| {
                            if current.get() == scan {
                                set.set(stage);
                            }
                        });
                    }
                    Err(why) => set.set(Stage::Failed(why)),
                }
            });
        })
    };
    let close = {
        let (engine, set, current) = ((*engine).clone(), stage.setter(), current);
        Callback::from(move |_: ()| {
            current.set(current.get().wrapping_add(1));
            engine.cancel();
            set.set(Stage::Idle);
        })
    };
    Scanner {
        stage: (*stage).clone(),
        engine: (*engine).clone(),
        open,
        close,
    }
}

/// Sends `image` to the engine; `done` gets the review or the failure.
fn recognise(
    engine: &Engine,
    image: ScanImage,
    thumbnail: Option<String>,
    done: impl FnOnce(Stage) + 'static,
) {
    engine.ask(
        Request::Recognise(image),
        Response::recognised,
        move |answer| {
            done(match answer {
                Ok(Ok(read)) => Stage::Review(Rc::new(Photo { read, thumbnail })),
                Ok(Err(failure)) => Stage::Failed(failure_text(&failure)),
                Err(EngineError::Cancelled) => Stage::Idle,
                Err(EngineError::Failed(why)) => Stage::Failed(format!(
                    "The photo could not be read: the engine failed ({why}). Your game is unchanged."
                )),
            })
        },
    );
}

/// The user's message for a photo the engine could not read.
pub fn failure_text(failure: &ScanFailure) -> String {
    let advice = match failure {
        ScanFailure::NoGrid | ScanFailure::TooSmall => {
            " Try another photo: the whole grid in view, flat, sharp and well lit."
        }
        ScanFailure::BadImage(_) => "",
    };
    // No `to_uppercase` here: its Unicode tables would add 13 KB to the app.
    format!("No puzzle read: {failure}.{advice} Your game is unchanged.")
}

/// Opens `file` as a picture and draws it for the engine (grey, at most [`MAX_SIDE`] pixels on
/// the long side) and as a thumbnail; the error is the user's message.
async fn open_photo(file: &File) -> Result<(ScanImage, Option<String>), String> {
    let not_a_picture = |_| {
        format!(
            "“{}” is not a picture this browser can open. Your game is unchanged.",
            file.name()
        )
    };
    let window = web_sys::window().ok_or("No window.")?;
    let options = ImageBitmapOptions::new();
    options.set_image_orientation(ImageOrientation::FromImage);
    let promise = window
        .create_image_bitmap_with_blob_and_image_bitmap_options(file, &options)
        .map_err(not_a_picture)?;
    let bitmap: ImageBitmap = JsFuture::from(promise)
        .await
        .map_err(not_a_picture)?
        .unchecked_into();
    let drawn = draw(&bitmap);
    bitmap.close();
    drawn.map_err(|e| format!("The photo could not be drawn ({e:?}). Your game is unchanged."))
}

/// The bitmap at the engine's size in grey, and a thumbnail.
fn draw(bitmap: &ImageBitmap) -> Result<(ScanImage, Option<String>), JsValue> {
    let (width, height) = fit(bitmap.width(), bitmap.height());
    let (canvas, context) = canvas(width, height)?;
    context.draw_image_with_image_bitmap_and_dw_and_dh(
        bitmap,
        0.0,
        0.0,
        f64::from(width),
        f64::from(height),
    )?;
    let data = context.get_image_data(0.0, 0.0, f64::from(width), f64::from(height))?;
    let image = ScanImage::from_rgba(width, height, &data.data())
        .ok_or_else(|| JsValue::from_str("pixels of an unexpected size"))?;
    let scale = (f64::from(THUMBNAIL_SIDE) / f64::from(width.max(height))).min(1.0);
    let small = |side: u32| ((f64::from(side) * scale).round() as u32).max(1);
    let (tw, th) = (small(width), small(height));
    let thumbnail = canvas_thumbnail(&canvas, tw, th).ok();
    Ok((image, thumbnail))
}

/// A thumbnail of `source` at `width × height`, as a JPEG `data:` URL.
fn canvas_thumbnail(
    source: &HtmlCanvasElement,
    width: u32,
    height: u32,
) -> Result<String, JsValue> {
    let (canvas, context) = canvas(width, height)?;
    context.draw_image_with_html_canvas_element_and_dw_and_dh(
        source,
        0.0,
        0.0,
        f64::from(width),
        f64::from(height),
    )?;
    canvas.to_data_url_with_type_and_encoder_options("image/jpeg", &JsValue::from_f64(0.8))
}

/// A detached canvas of `width × height` with its 2D context, smoothing at high quality.
fn canvas(
    width: u32,
    height: u32,
) -> Result<(HtmlCanvasElement, CanvasRenderingContext2d), JsValue> {
    let canvas: HtmlCanvasElement = gloo_utils::document()
        .create_element("canvas")?
        .unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
        .unchecked_into();
    // Not in web-sys's bindings: a photo scaled down 4× without it aliases thin grid lines.
    js_sys::Reflect::set(&context, &"imageSmoothingQuality".into(), &"high".into())?;
    Ok((canvas, context))
}

/// Moves the keyboard focus into `dialog` each time the scan reaches a new stage (so Escape and
/// a screen reader find it), and back to `button` when the scan ends.
#[hook]
pub fn use_dialog_focus(stage: &Stage, dialog: NodeRef, button: NodeRef) {
    let kind = match stage {
        Stage::Idle => 0u8,
        Stage::Opening => 1,
        Stage::Reading => 2,
        Stage::Review(_) => 3,
        Stage::Failed(_) => 4,
    };
    let was = use_mut_ref(|| 0u8);
    use_effect_with(kind, move |&kind| {
        let target = match (*was.borrow(), kind) {
            (0, 0) => None,
            (_, 0) => button.cast::<HtmlElement>(),
            _ => dialog.cast::<HtmlElement>(),
        };
        *was.borrow_mut() = kind;
        if let Some(element) = target {
            // The button may be far down a phone's page: the focus must not scroll there.
            let options = FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = element.focus_with_options(&options);
        }
    });
}

/// What a photo pasted or dropped on the page calls.
#[derive(Clone)]
pub struct PhotoDrops {
    /// Reads the picture (the scan's `open`).
    pub open: Callback<File>,
    /// Shows the view that holds the scan's dialog.
    pub show: Callback<()>,
    /// A dropped file that is not a picture: the message for the user.
    pub refuse: Callback<String>,
}

/// A picture pasted (outside a text field) or dropped anywhere on the page goes where the file
/// input's goes: `show`, then `open`. A dropped file of another kind is refused with a message.
#[hook]
pub fn use_photo_drops(calls: PhotoDrops) {
    let latest = use_mut_ref(|| calls.clone());
    *latest.borrow_mut() = calls;
    use_effect_with((), move |_| {
        let document = gloo_utils::document();
        let take = move |file: File| {
            let calls = latest.borrow().clone();
            if file.type_().starts_with("image/") {
                calls.show.emit(());
                calls.open.emit(file);
            } else {
                calls.refuse.emit(format!(
                    "“{}” is not a picture: drop a photo or screenshot of a puzzle. Your game is unchanged.",
                    file.name()
                ));
            }
        };
        let active = EventListenerOptions::enable_prevent_default;
        let on_paste = {
            let take = take.clone();
            EventListener::new_with_options(&document, "paste", active(), move |event| {
                let data = event
                    .dyn_ref::<web_sys::ClipboardEvent>()
                    .and_then(|e| e.clipboard_data());
                if let (false, Some(file)) = (in_field(event), data.and_then(|d| pasted_image(&d)))
                {
                    event.prevent_default();
                    take(file);
                }
            })
        };
        // Files dragged over the page may be dropped anywhere (the browser would open them).
        let on_drag = EventListener::new_with_options(&document, "dragover", active(), |event| {
            if dragged_files(event).is_some() {
                event.prevent_default();
            }
        });
        let on_drop = EventListener::new_with_options(&document, "drop", active(), move |event| {
            let Some(data) = dragged_files(event) else {
                return;
            };
            event.prevent_default();
            let first = data.files().and_then(|files| files.get(0));
            if let Some(file) = image_file(&data).or(first) {
                take(file);
            }
        });
        move || drop((on_paste, on_drag, on_drop))
    });
}

/// The drag's data when it carries files (not text or a link).
fn dragged_files(event: &web_sys::Event) -> Option<DataTransfer> {
    let data = event.dyn_ref::<web_sys::DragEvent>()?.data_transfer()?;
    data.types()
        .includes(&JsValue::from_str("Files"), 0)
        .then_some(data)
}

/// What the checks say about the grid on the confirm screen.
#[derive(Clone, PartialEq)]
pub enum Verdict {
    /// No digit at all.
    Empty,
    /// Givens that break the rules (found here, no engine needed).
    Clash(CellSet),
    /// Waiting for the engine.
    Checking,
    /// No solution.
    NoSolution,
    /// Exactly one solution.
    Unique,
    /// Two or more solutions.
    Several,
    /// The engine could not say.
    Unknown(String),
}

impl Verdict {
    /// Whether the puzzle can be played as it is, without a warning.
    pub fn sound(&self) -> bool {
        *self == Verdict::Unique
    }

    /// The verdict in words.
    pub fn text(&self, givens: usize) -> String {
        match self {
            Verdict::Empty => "No digit was read. Enter the givens, or try another photo.".into(),
            Verdict::Clash(cells) => format!(
                "These givens clash: {}. Fix the misread digits (compare them with the photo).",
                cells.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")
            ),
            Verdict::Checking => format!("{givens} givens. Checking the puzzle…"),
            Verdict::NoSolution => format!(
                "{givens} givens, but no solution: a digit is probably misread. Compare the marked cells with the photo."
            ),
            Verdict::Unique => format!("{givens} givens and one solution: ready to play."),
            Verdict::Several => format!(
                "{givens} givens, but more than one solution: a given is probably missing. You can play it, but Check and hints need a single solution."
            ),
            Verdict::Unknown(why) => format!("{givens} givens. The check failed ({why})."),
        }
    }
}

/// The checks of `grid` the app makes on any puzzle it loads: clashes here, the solutions in
/// `engine`; answers for an older grid are dropped.
#[hook]
pub fn use_verdict(engine: &Engine, grid: Grid) -> Verdict {
    let verdict = use_state(|| Verdict::Checking);
    let latest = use_mut_ref(|| grid);
    {
        let (engine, set, latest) = (engine.clone(), verdict.setter(), latest.clone());
        use_effect_with(grid, move |grid| {
            let grid = *grid;
            *latest.borrow_mut() = grid;
            let clashes = grid.conflicts();
            if grid == Grid::EMPTY {
                set.set(Verdict::Empty);
            } else if !clashes.is_empty() {
                set.set(Verdict::Clash(clashes));
            } else {
                set.set(Verdict::Checking);
                let request = Request::Solve { puzzle: grid };
                engine.ask(request, Response::solved, move |answer| {
                    if *latest.borrow() != grid {
                        return;
                    }
                    set.set(match answer {
                        Ok(solved) => match solved.count {
                            0 => Verdict::NoSolution,
                            1 => Verdict::Unique,
                            _ => Verdict::Several,
                        },
                        Err(EngineError::Cancelled) => Verdict::Checking,
                        Err(EngineError::Failed(why)) => Verdict::Unknown(why),
                    })
                });
            }
        });
    }
    (*verdict).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_say_what_happened_and_that_the_game_is_kept() {
        let text = failure_text(&ScanFailure::NoGrid);
        assert_eq!(
            text,
            "No puzzle read: no Sudoku grid was found in it. Try another photo: the whole grid in view, flat, sharp and well lit. Your game is unchanged."
        );
        assert!(failure_text(&ScanFailure::BadImage("3 bytes".into())).contains("(3 bytes)."));
    }

    #[test]
    fn verdicts_name_the_clashing_cells_and_warn_when_not_unique() {
        let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        let text = Verdict::Clash(clash.conflicts()).text(2);
        assert!(text.contains("r1c1, r1c2"), "{text}");
        assert!(Verdict::Several.text(20).contains("more than one solution"));
        assert!(Verdict::Unique.sound() && !Verdict::Several.sound());
    }
}
