//! The page's entry point: a panic hook that tells the user, the service worker, the app.
#![forbid(unsafe_code)]

fn main() {
    web::browser::startup::install_panic_hook();
    web::browser::startup::register_service_worker();
    yew::Renderer::<web::App>::new().render();
}
