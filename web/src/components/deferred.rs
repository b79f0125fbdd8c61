//! The root's parts that the first stage of the first render does not need, each a component
//! mounted a few tasks in (`components::app`'s stages): their hooks' code then first runs, and
//! is compiled, in a later task of its own, not in the first stage's (the first visit's
//! blocking time).

use crate::browser::calls::Commands;
use crate::browser::clock::{use_message_expiry, use_timer};
use crate::browser::engine::Engine;
use crate::browser::keyboard::{use_keyboard, use_shortcuts};
use crate::browser::navigation::Navigation;
use crate::browser::printing::use_printing;
use crate::browser::scan::{use_photo_drops, PhotoDrops};
use crate::browser::wake::use_wake_lock;
use crate::components::print::PrintSheet;
use crate::components::stable::use_latest;
use crate::components::views::Views;
use crate::forms::new_puzzle::NewPuzzleRequest;
use crate::game::{Action, Game};
use crate::nav::View;
use solver_core::Technique;
use yew::prelude::*;

/// Props of [`Services`].
#[derive(Properties, PartialEq)]
pub struct ServicesProps {
    /// The game on screen (read only; changes are dispatched).
    pub game: UseReducerHandle<Game>,
    /// The engine's commands, for their keys.
    pub commands: Commands,
    /// Whether the game is on screen (no view covers it): the clock runs only then.
    pub in_sight: bool,
}

/// The page-wide keys, the clock, the screen kept awake while playing, and the message
/// line's expiry. Draws nothing.
#[component]
pub fn Services(props: &ServicesProps) -> Html {
    let game = &props.game;
    use_keyboard(game.dispatcher());
    use_shortcuts(&props.commands);
    use_timer(game.dispatcher(), props.in_sight);
    use_wake_lock(game.timer_running());
    use_message_expiry(game);
    Html::default()
}

/// Props of [`Extras`].
#[derive(Properties, PartialEq)]
pub struct ExtrasProps {
    /// The game on screen (read only; changes are dispatched).
    pub game: UseReducerHandle<Game>,
    /// The view on screen and the history.
    pub nav: Navigation,
    /// The engine worker.
    pub engine: Engine,
    /// Generate a new puzzle.
    pub on_generate: Callback<NewPuzzleRequest>,
    /// The lesson asked for from a hint or a step.
    #[prop_or_default]
    pub lesson: Option<(Technique, u32)>,
    /// Whether the print sheet is mounted yet (a stage after the views).
    pub sheet: bool,
}

/// The menu's views, printing (the print sheet, laid out for the browser's print), and a
/// picture pasted or dropped anywhere on the page.
#[component]
pub fn Extras(props: &ExtrasProps) -> Html {
    let (game, nav) = (&props.game, &props.nav);
    let printing = use_printing(&props.engine, game);
    let photo = use_page_photos(game.dispatcher(), nav);
    let print_current = use_latest(printing.print_current);
    let print_request = use_latest(printing.print_request);
    html! {
        <>
            <Views game={game.clone()} nav={nav.clone()} engine={props.engine.clone()}
                   on_generate={props.on_generate.clone()} on_print_current={print_current}
                   on_print_request={print_request} lesson={props.lesson} {photo} />
            if props.sheet { <PrintSheet job={printing.job} qr={printing.qr} /> }
        </>
    }
}

/// A picture pasted or dropped anywhere on the page opens "Enter, import, export", whose
/// scanner reads it (the view mounts then, if it had not been opened); another kind of file
/// dropped is refused with a message.
#[hook]
fn use_page_photos(
    dispatch: UseReducerDispatcher<Game>,
    nav: &Navigation,
) -> Option<(u32, web_sys::File)> {
    let photo = use_state(|| None::<(u32, web_sys::File)>);
    let open = {
        let photo = photo.clone();
        Callback::from(move |file: web_sys::File| {
            let count = photo.as_ref().map_or(0, |(n, _)| n.wrapping_add(1));
            photo.set(Some((count, file)));
        })
    };
    use_photo_drops(PhotoDrops {
        open,
        show: nav.open.reform(|()| View::PuzzleText),
        refuse: Callback::from(move |why: String| dispatch.dispatch(Action::Reject(why))),
    });
    (*photo).clone()
}
