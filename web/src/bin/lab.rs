//! The algorithm lab's entry point: its own wasm, so the page does not carry the lab's code.
//!
//! Trunk builds it as a "worker" target (wasm-bindgen's no-modules glue, `lab.js`, with no
//! hash in its name); the page adds `lab.js` and `static/lab_start.js` the first time the lab's
//! view opens (`web::browser::lab::use_lab_loader`), and this renders the lab into the view's
//! empty element.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    use yew::prelude::*;

    /// Nothing: the first, discarded root (see below).
    #[component]
    fn Spare() -> Html {
        html! {}
    }

    web::browser::startup::install_panic_hook();
    let Some(root) = web::browser::lab::root() else {
        return;
    };
    // Yew numbers the roots it renders from 1 in each wasm instance, and the page's app (one
    // root, number 1, no portals) also sees the lab's events, as the lab sits inside it. A first
    // root, discarded at once, gives the lab the number 2: each app then leaves the other's
    // events alone.
    if let Ok(spare) = gloo_utils::document().create_element("div") {
        yew::Renderer::<Spare>::with_root(spare).render().destroy();
    }
    yew::Renderer::<web::components::lab::Lab>::with_root(root).render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the lab runs in a browser; build it with trunk");
}
