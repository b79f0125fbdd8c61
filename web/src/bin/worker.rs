//! The engine worker's entry point: one JSON request in, one JSON reply out.
//!
//! Runs as a classic dedicated worker (Trunk's `data-type="worker"` emits its loader,
//! `worker.js`). A panic traps the wasm instance; the page sees the worker's `error` event,
//! reports it and starts a fresh worker for the next call.

/// The least time between two progress messages, in milliseconds.
#[cfg(target_arch = "wasm32")]
const PROGRESS_MS: f64 = 250.0;

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        // Progress goes out at most every PROGRESS_MS: enough for the page's watchdog and
        // progress line, few enough messages to cost nothing.
        let mut last = js_sys::Date::now();
        let reply = web::worker::handle_message_observed(&text, &mut |progress| {
            let now = js_sys::Date::now();
            if now - last >= PROGRESS_MS {
                last = now;
                let _ = reply_to.post_message(&progress.into());
            }
        });
        // A failed post means the page is gone: nothing left to tell.
        let _ = reply_to.post_message(&reply.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&web::wire::READY.into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser; build it with trunk");
}
