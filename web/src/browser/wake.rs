//! Keeping the screen awake while a game is being played (the Screen Wake Lock API,
//! `navigator.wakeLock.request('screen')`). The browser drops the lock when the page is hidden,
//! so it is asked for again when the page is visible again; it is released when the game stops
//! (solved, paused, left). Where the API is missing or refuses, nothing happens.

use gloo_events::EventListener;
use js_sys::{Function, Promise, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The lock held, if any (a `WakeLockSentinel`).
type Held = Rc<RefCell<Option<JsValue>>>;

/// `navigator.wakeLock`, where the browser has it.
fn wake_lock() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    let lock = Reflect::get(&navigator, &JsValue::from_str("wakeLock")).ok()?;
    (!lock.is_undefined() && !lock.is_null()).then_some(lock)
}

/// Calls `target.name(arg?)` if it is a function; its result.
fn call(target: &JsValue, name: &str, arg: Option<&JsValue>) -> Option<JsValue> {
    let f = Reflect::get(target, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    match arg {
        Some(a) => f.call1(target, a),
        None => f.call0(target),
    }
    .ok()
}

/// Asks for the screen lock and keeps it in `held` when granted (`undefined` there while the
/// request is under way). A lock granted after the game stopped is given back at once; a
/// refusal is ignored: the screen then sleeps as it would anyway.
fn acquire(held: &Held, wanted: &Rc<RefCell<bool>>) {
    if held.borrow().is_some() {
        return;
    }
    let Some(lock) = wake_lock() else { return };
    let Some(promise) = call(&lock, "request", Some(&JsValue::from_str("screen"))) else {
        return;
    };
    let Ok(promise) = promise.dyn_into::<Promise>() else {
        return;
    };
    *held.borrow_mut() = Some(JsValue::UNDEFINED);
    let (held, wanted) = (held.clone(), wanted.clone());
    wasm_bindgen_futures::spawn_local(async move {
        let granted = wasm_bindgen_futures::JsFuture::from(promise).await.ok();
        let pending = held.borrow().as_ref().is_some_and(JsValue::is_undefined);
        match granted {
            Some(sentinel) if pending && *wanted.borrow() => {
                *held.borrow_mut() = Some(sentinel);
            }
            Some(sentinel) => {
                if pending {
                    held.borrow_mut().take();
                }
                give_back(&sentinel);
            }
            None if pending => drop(held.borrow_mut().take()),
            None => {}
        }
    });
}

/// Releases one sentinel (a refusal, when it was released already, needs no answer).
fn give_back(sentinel: &JsValue) {
    if let Some(promise) = call(sentinel, "release", None) {
        if let Ok(promise) = promise.dyn_into::<Promise>() {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
            });
        }
    }
}

/// Lets the screen sleep again (a request under way gives its lock back when granted).
fn release(held: &Held) {
    let taken = held.borrow_mut().take();
    if let Some(sentinel) = taken.filter(|s| !s.is_undefined()) {
        give_back(&sentinel);
    }
}

/// Keeps the screen awake while `playing` (e.g. `Game::timer_running`).
#[hook]
pub fn use_wake_lock(playing: bool) {
    let held: Held = use_mut_ref(|| None);
    let wanted = use_mut_ref(|| false);
    *wanted.borrow_mut() = playing;
    {
        let (held, wanted) = (held.clone(), wanted.clone());
        use_effect_with((), move |_| {
            let on_visibility =
                EventListener::new(&gloo_utils::document(), "visibilitychange", move |_| {
                    if super::window::page_visible() && *wanted.borrow() {
                        // The browser released the lock while hidden: ask again.
                        let released = held.borrow().as_ref().is_some_and(|s| {
                            Reflect::get(s, &JsValue::from_str("released"))
                                .is_ok_and(|r| r.is_truthy())
                        });
                        if released {
                            held.borrow_mut().take();
                        }
                        acquire(&held, &wanted);
                    }
                });
            move || drop(on_visibility)
        });
    }
    use_effect_with(playing, move |playing| {
        if *playing {
            acquire(&held, &wanted);
        } else {
            release(&held);
        }
    });
}
