//! The page's entry point: a panic hook that tells the user, the service worker once the page
//! has settled, the app (in place of the first paint's shell).
#![forbid(unsafe_code)]

fn main() {
    web::browser::startup::install_panic_hook();
    // Offline use is not urgent: the service worker's install downloads every file.
    web::browser::startup::when_settled(web::browser::startup::register_service_worker);
    web::browser::lab::keep_start_fragment();
    // The first render in a task after the one that compiled and started the code, and in
    // stages (components::app): shorter tasks. The shell goes once the play screen is whole
    // (no frame shows neither).
    web::browser::startup::after_this_task(|| {
        yew::Renderer::<web::App>::with_root(web::browser::startup::app_host()).render();
    });
}
