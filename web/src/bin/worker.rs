//! The engine worker's entry point: one request in, one reply out, in the form the request
//! came in: postcard bytes (a `Uint8Array`, the page's form; replies go back the same way with
//! their buffer transferred) or JSON text (tests and the benchmark page; see
//! `web::worker::handle_message`).
//!
//! Runs as a classic dedicated worker (Trunk's `data-type="worker"` emits its loader,
//! `worker.js`). A panic traps the wasm instance; the page sees the worker's `error` event,
//! reports it and starts a fresh worker for the next call.
#![forbid(unsafe_code)]

/// The least time between two progress messages, in milliseconds.
#[cfg(target_arch = "wasm32")]
const PROGRESS_MS: f64 = 250.0;

#[cfg(target_arch = "wasm32")]
fn main() {
    use js_sys::{Array, Uint8Array};
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    // A failed post means the page is gone: nothing left to tell.
    let post_bytes = move |bytes: Vec<u8>| {
        let array = Uint8Array::from(bytes.as_slice());
        let _ = reply_to.post_message_with_transfer(&array, &Array::of1(&array.buffer()));
    };
    let reply_to = scope.clone();
    let post_text = move |text: String| {
        let _ = reply_to.post_message(&JsValue::from(text));
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // Progress goes out at most every PROGRESS_MS: enough for the page's watchdog and
        // progress line, few enough messages to cost nothing.
        let mut last = js_sys::Date::now();
        let mut due = move || {
            let now = js_sys::Date::now();
            let due = now - last >= PROGRESS_MS;
            if due {
                last = now;
            }
            due
        };
        let data = event.data();
        if let Some(array) = data.dyn_ref::<Uint8Array>() {
            let reply = web::worker::handle_bytes_observed(&array.to_vec(), &mut |progress| {
                if due() {
                    post_bytes(progress);
                }
            });
            post_bytes(reply);
        } else {
            let text = data.as_string().unwrap_or_default();
            let reply = web::worker::handle_message_observed(&text, &mut |progress| {
                if due() {
                    post_text(progress);
                }
            });
            post_text(reply);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&web::wire::READY.into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser; build it with trunk");
}
