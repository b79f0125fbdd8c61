//! Callbacks that keep one identity across renders: a child component whose props hold them
//! (and nothing else that changed) skips the parent's re-render, as when a worker's answer
//! changes only the level or the print sheet's codes (the first visit's blocking time).

use yew::prelude::*;

/// `callback` under the same identity on every render, calling the latest render's `callback`.
#[hook]
pub fn use_latest<T: 'static>(callback: Callback<T>) -> Callback<T> {
    let latest = use_mut_ref(|| callback.clone());
    *latest.borrow_mut() = callback;
    let stable = use_memo((), move |_| {
        Callback::from(move |value: T| {
            // Cloned out first: the call may re-render, which replaces the latest one.
            let current = latest.borrow().clone();
            current.emit(value);
        })
    });
    (*stable).clone()
}
