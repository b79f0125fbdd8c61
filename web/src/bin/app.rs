//! The page's entry point.
fn main() {
    yew::Renderer::<web::App>::new().render();
}
