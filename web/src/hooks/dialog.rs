//! A modal `<dialog>` that follows the page's state: shown with `showModal` (the page behind
//! becomes inert, the focus moves in), closed by Escape, and the focus back on its opener.

use gloo_events::EventListener;
use web_sys::{HtmlDialogElement, HtmlElement};
use yew::prelude::*;

/// The dialog's and its opener's node refs, for a dialog open while `open` is true.
/// `on_closed` runs when the browser closes it (Escape), so the state follows.
#[hook]
pub fn use_modal(open: bool, on_closed: Callback<()>) -> (NodeRef, NodeRef) {
    let dialog = use_node_ref();
    let opener = use_node_ref();
    let was_open = use_mut_ref(|| false);
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            let listener = dialog
                .cast::<HtmlElement>()
                .map(|d| EventListener::new(&d, "close", move |_| on_closed.emit(())));
            move || drop(listener)
        });
    }
    {
        let (dialog, opener) = (dialog.clone(), opener.clone());
        use_effect_with(open, move |&open| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                if open && !d.open() {
                    let _ = d.show_modal();
                } else if !open && d.open() {
                    d.close();
                }
            }
            // Back to the opener only after the dialog was open (never at the first render).
            if !open && std::mem::replace(&mut *was_open.borrow_mut(), false) {
                if let Some(b) = opener.cast::<HtmlElement>() {
                    let _ = b.focus();
                }
            }
            *was_open.borrow_mut() |= open;
        });
    }
    (dialog, opener)
}
