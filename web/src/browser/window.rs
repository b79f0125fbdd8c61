//! Browser calls the views need, in one place: the page's address, the clock, randomness,
//! the clipboard (text and pasted pictures) and the share sheet, downloads, printing, dates,
//! focus and hit-testing.

use js_sys::{Function, Promise, Reflect};
use solver_core::Digit;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DataTransfer, File, Window};

/// The window, where there is one.
pub fn window() -> Option<Window> {
    web_sys::window()
}

/// Milliseconds since 1970, from the page's clock (saved-game ids and times).
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A random number from the browser's cryptographic source (`getrandom`), for seeds; the
/// clock where that source is missing (it is in every browser this app supports).
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| now().to_bits())
}

/// A fresh saved-game id: the time and a random part.
pub fn new_id() -> String {
    format!("{:x}{:04x}", now() as u64, random_u64() & 0xffff)
}

/// The page's address without query or fragment: the base of every link the app makes.
pub fn page_base() -> String {
    window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Calls `navigator[path…](arg)` if the browser has it; the promise, if any.
fn navigator_call(path: &[&str], arg: &JsValue) -> Option<Promise> {
    let mut target: JsValue = window()?.navigator().into();
    let (method, objects) = path.split_last()?;
    for name in objects {
        target = Reflect::get(&target, &JsValue::from_str(name)).ok()?;
        if target.is_undefined() || target.is_null() {
            return None;
        }
    }
    let function: Function = Reflect::get(&target, &JsValue::from_str(method))
        .ok()?
        .dyn_into()
        .ok()?;
    function.call1(&target, arg).ok()?.dyn_into().ok()
}

/// Whether the main pointer is a finger (a phone or tablet).
pub fn is_phone() -> bool {
    window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .map(|m| m.matches())
        .unwrap_or(false)
}

async fn settled(promise: Option<Promise>) -> bool {
    match promise {
        Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
        None => false,
    }
}

/// Copies `text` to the clipboard; whether the browser allowed it.
pub async fn copy_text(text: &str) -> bool {
    settled(navigator_call(&["clipboard", "writeText"], &text.into())).await
}

/// Whether the phone's share sheet is there: a phone whose browser has `navigator.share`
/// (what [`share_or_copy`] opens).
pub fn has_share_sheet() -> bool {
    is_phone()
        && window()
            .and_then(|w| Reflect::has(&JsValue::from(w.navigator()), &"share".into()).ok())
            .unwrap_or(false)
}

/// Offers `url` to the phone's share sheet (on phones only), else copies it: `Some(verb)`
/// ("shared", "copied to the clipboard") when it went through.
pub async fn share_or_copy(url: &str) -> Option<&'static str> {
    if is_phone() {
        let data = js_sys::Object::new();
        let _ = Reflect::set(&data, &"title".into(), &"Sudoku".into());
        let _ = Reflect::set(&data, &"url".into(), &url.into());
        if let Some(p) = navigator_call(&["share"], &data) {
            return settled(Some(p)).await.then_some("shared");
        }
    }
    copy_text(url).await.then_some("copied to the clipboard")
}

/// Offers `text` as a file named `name` (an object URL clicked through a link).
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|e| format!("{e:?}"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
    let document = gloo_utils::document();
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(w) = window() {
        let _ = w.print();
    }
}

/// A time (milliseconds since 1970) in the reader's own words.
pub fn local_time(ms: f64) -> String {
    let date = js_sys::Date::new(&ms.into());
    date.to_locale_string("default", &js_sys::Object::new())
        .into()
}

/// Moves the keyboard focus to the element `id` when the focus is inside an element of
/// class `within` already (so a click elsewhere is never overruled).
pub fn keep_focus_on(id: &str, within: &str) {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    let focus_inside = document
        .active_element()
        .map(|e| e.class_list().contains(within))
        .unwrap_or(false);
    if focus_inside {
        focus_element(id);
    }
}

/// Moves the keyboard focus back to the grid's tab stop: the selected cell, or with none
/// selected the first (as Tab into the grid does), so that a button that goes away does not
/// leave the focus on the page's body.
pub fn focus_grid() {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    let target = document
        .query_selector(".board .cell[tabindex='0']")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = target {
        let _ = el.focus();
    }
}

/// Moves the keyboard focus to the element `id` (when there is one).
pub fn focus_element(id: &str) {
    if let Some(el) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// The value of attribute `attribute` on the element matching `selector` under the point
/// (`x`, `y`) of the viewport (where a finger is).
pub fn attribute_at(x: i32, y: i32, selector: &str, attribute: &str) -> Option<String> {
    window()?
        .document()?
        .element_from_point(x as f32, y as f32)?
        .closest(selector)
        .ok()
        .flatten()?
        .get_attribute(attribute)
}

/// Marks the first render for the end-to-end tests (first-render time).
pub fn mark_first_render() {
    if let Some(performance) = window().and_then(|w| w.performance()) {
        let _ = performance.mark("first-render");
    }
}

/// Whether the page is visible (the timer counts only then).
pub fn page_visible() -> bool {
    gloo_utils::document().visibility_state() == web_sys::VisibilityState::Visible
}

/// The first image file in pasted or dropped data: its `files`, or else its `items` of kind
/// "file" (some browsers fill only one of them).
pub fn image_file(data: &DataTransfer) -> Option<File> {
    let is_image = |f: &File| f.type_().starts_with("image/");
    if let Some(files) = data.files() {
        if let Some(file) = (0..files.length())
            .filter_map(|i| files.get(i))
            .find(is_image)
        {
            return Some(file);
        }
    }
    let items = data.items();
    (0..items.length())
        .filter_map(|i| items.get(i))
        .filter(|item| item.kind() == "file" && item.type_().starts_with("image/"))
        .find_map(|item| item.get_as_file().ok().flatten())
}

/// Whether pasted data is an image and nothing else: no text (a text paste, even one that comes
/// with a picture of itself as spreadsheets copy it, stays a text paste).
pub fn pasted_image(data: &DataTransfer) -> Option<File> {
    let text = data.get_data("text").unwrap_or_default();
    if text.trim().is_empty() {
        image_file(data)
    } else {
        None
    }
}

/// The candidate slot a pointer went down on, when it went down on a cell itself (a cell's
/// candidates sit in a 3×3 mini-grid: 1 top left … 9 bottom right).
pub fn tapped_slot(e: &web_sys::PointerEvent) -> Option<Digit> {
    let cell = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    if !cell.class_list().contains("cell") {
        return None;
    }
    let third = |at: i32, size: i32| (size > 0).then(|| (3 * at.clamp(0, size - 1) / size) as u8);
    let row = third(e.offset_y(), cell.client_height())?;
    let col = third(e.offset_x(), cell.client_width())?;
    Digit::new_checked(row * 3 + col + 1)
}
