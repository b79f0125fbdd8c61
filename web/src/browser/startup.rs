//! What the page does once at start: a panic hook that tells the user, the service worker
//! (offline use), where the app renders, the first paint's shell taken away once painted, the
//! app in its place, and the work nobody waits for held until the page has settled.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Shows a visible message instead of a dead page when the app panics. The game was saved on
/// its last change (autosave), so a reload brings it back.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let detail = info.to_string();
        web_sys::console::error_1(&JsValue::from_str(&detail));
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(body) = document.body() else { return };
        if let Ok(banner) = document.create_element("div") {
            banner.set_class_name("crash");
            let _ = banner.set_attribute("role", "alert");
            // Plain text only: the panic message is never parsed as HTML.
            banner.set_text_content(Some(
                "Something went wrong in the app. Your game was saved as of your last move: reload the page to go on.",
            ));
            let _ = body.prepend_with_node_1(&banner);
        }
    }));
}

/// Registers the service worker (offline use), where the browser allows it.
pub fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator: JsValue = window.navigator().into();
    let Ok(container) = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
    else {
        return;
    };
    if container.is_undefined() {
        return;
    }
    let Ok(register) = js_sys::Reflect::get(&container, &JsValue::from_str("register")) else {
        return;
    };
    if let Ok(register) = wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(register) {
        // A refusal (an http page that is not localhost, say) only means no offline use.
        if let Ok(promise) = register.call1(&container, &JsValue::from_str("./sw.js")) {
            if let Ok(promise) = wasm_bindgen::JsCast::dyn_into::<js_sys::Promise>(promise) {
                let ignore =
                    wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
                let _ = promise.catch(&ignore);
                ignore.forget();
            }
        }
    }
}

/// Where the app renders: `index.html`'s `#app`, beside the shell (the body where there is
/// none). Not the body itself: Yew empties the element it renders into, and the shell taken
/// away before its paint is recorded leaves the app's own, later paint the largest.
pub fn app_host() -> web_sys::Element {
    gloo_utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo_utils::body().into())
}

/// Removes the shell `index.html` paints first (`#shell`: the play screen with an empty grid,
/// shown while the app's code loads) once the browser has recorded its paint: `static/shell.js`
/// marks it `data-painted` then (at the largest-paint record of one of its elements, or two
/// frames after it shows where the browser keeps no such record); after a second at most, for
/// a hidden tab gives no frames. Until then the app renders behind it ([`app_host`]), hidden by
/// the stylesheet (`#shell ~ #app`), so the app never paints before the shell and the first
/// visit's largest paint stays the shell's.
pub fn remove_shell() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(shell) = window.document().and_then(|d| d.get_element_by_id("shell")) else {
        return;
    };
    let fallback = {
        let shell = shell.clone();
        gloo_timers::callback::Timeout::new(1_000, move || shell.remove())
    };
    remove_when_painted(window, shell, fallback);
}

/// Each animation frame: `shell` goes once it is marked painted.
fn remove_when_painted(
    window: web_sys::Window,
    shell: web_sys::Element,
    fallback: gloo_timers::callback::Timeout,
) {
    if shell.has_attribute("data-painted") {
        fallback.cancel();
        shell.remove();
        return;
    }
    let next = {
        let window = window.clone();
        wasm_bindgen::closure::Closure::once_into_js(move || {
            remove_when_painted(window, shell, fallback)
        })
    };
    let _ = window.request_animation_frame(next.unchecked_ref::<js_sys::Function>());
}

thread_local! {
    /// [`after_this_task`]'s queue: one job for each message on its way to `port1`.
    static LATER: std::cell::RefCell<Option<Later>> = const { std::cell::RefCell::new(None) };
}

/// A message channel to this page's own thread, and the jobs its messages run, in order.
struct Later {
    channel: web_sys::MessageChannel,
    jobs: std::collections::VecDeque<Box<dyn FnOnce()>>,
}

/// Runs `f` in a task after this one: work split into shorter tasks (the first visit's blocking
/// time). A message to the page itself, not a timer: neither a background tab's slowed timers
/// nor a test's held clock delays it.
pub fn after_this_task(f: impl FnOnce() + 'static) {
    let job: Box<dyn FnOnce()> = Box::new(f);
    let refused = LATER.with(|later| {
        let mut later = later.borrow_mut();
        if later.is_none() {
            *later = new_later();
        }
        match later.as_mut() {
            Some(l) if l.channel.port2().post_message(&JsValue::NULL).is_ok() => {
                l.jobs.push_back(job);
                None
            }
            _ => Some(job),
        }
    });
    // No message channel (no browser with WebAssembly lacks one): a timer then.
    if let Some(job) = refused {
        gloo_timers::callback::Timeout::new(0, job).forget();
    }
}

/// The channel whose messages run [`after_this_task`]'s jobs, one a message.
fn new_later() -> Option<Later> {
    let channel = web_sys::MessageChannel::new().ok()?;
    let on_message = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(|| {
        let job = LATER.with(|later| later.borrow_mut().as_mut()?.jobs.pop_front());
        if let Some(job) = job {
            job();
        }
    });
    channel
        .port1()
        .set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Lives as long as the page, like the channel it answers.
    on_message.forget();
    Some(Later {
        channel,
        jobs: std::collections::VecDeque::new(),
    })
}

/// Work held for later, in the order it was asked for.
type Jobs = Vec<Box<dyn FnOnce()>>;

thread_local! {
    /// [`when_settled`]'s jobs while the page has not settled; `None` once it has.
    static UNSETTLED: std::cell::RefCell<Option<Jobs>> = const { std::cell::RefCell::new(Some(Vec::new())) };
}

/// Runs `f` once the page has settled (the first render whole, then the browser idle), or now
/// if it has: work nobody is waiting for, whose own threads would otherwise compete with the
/// first render for the processor (the service worker's install, the engine worker's start for
/// the puzzle's analysis; on a phone's few cores, the first visit's blocking time).
pub fn when_settled(f: impl FnOnce() + 'static) {
    let job: Box<dyn FnOnce()> = Box::new(f);
    let now = UNSETTLED.with(|jobs| match jobs.borrow_mut().as_mut() {
        Some(jobs) => {
            jobs.push(job);
            None
        }
        None => Some(job),
    });
    if let Some(job) = now {
        job();
    }
}

/// The first render is whole: [`when_settled`]'s jobs run at the browser's next idle moment.
fn settle() {
    let jobs = UNSETTLED.with(|jobs| jobs.borrow_mut().take());
    if let Some(jobs) = jobs.filter(|jobs| !jobs.is_empty()) {
        when_idle(move || jobs.into_iter().for_each(|job| job()));
    }
}

/// The stage of the app's first render, a task each: 0 at the first render, then one more
/// each task up to `last`. What is built only at a later stage (the controls, the menu, the
/// views, the print sheet) keeps each task short: each also compiles the code it runs for the
/// first time (the first visit's blocking time). The first paint's shell goes at stage `whole`
/// ([`remove_shell`]): the app renders hidden behind it until then. The page settles at `last`
/// ([`when_settled`]).
#[hook]
pub fn use_start_stage(last: u8, whole: u8) -> u8 {
    let stage = use_state_eq(|| 0u8);
    {
        let setter = stage.setter();
        use_effect_with(*stage, move |&now| {
            if now == whole {
                remove_shell();
            }
            if now < last {
                after_this_task(move || setter.set(now + 1));
            } else {
                settle();
            }
        });
    }
    *stage
}

/// Runs `f` at the browser's next idle moment, or after half a second if the page is never idle
/// so long (a busy or slow device): work nobody waits for, kept out of the first visit's busy
/// tasks, and still done soon.
pub fn when_idle(f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let has_idle =
        js_sys::Reflect::has(&window, &JsValue::from_str("requestIdleCallback")).unwrap_or(false);
    if !has_idle {
        return after_this_task(f);
    }
    // Whichever comes first runs `f`; the other finds it gone.
    let once = std::rc::Rc::new(std::cell::RefCell::new(Some(f)));
    let run = move || {
        let f = once.borrow_mut().take();
        if let Some(f) = f {
            f();
        }
    };
    let on_idle = {
        let run = run.clone();
        wasm_bindgen::closure::Closure::once_into_js(run)
    };
    gloo_timers::callback::Timeout::new(500, run).forget();
    let _ = window.request_idle_callback(on_idle.unchecked_ref::<js_sys::Function>());
}
