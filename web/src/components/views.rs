//! The views the menu opens, each a full screen in place of the play screen with a "Back"
//! button. A view's content is mounted the first time it opens and stays mounted (hidden when
//! not on screen), so a form keeps what was typed and the lab keeps its run. Actions that change the game (a new puzzle, a load, a resumed
//! game, a checkpoint) first return to the game, then act.

use crate::browser::engine::Engine;
use crate::browser::lab::{use_lab_loader, ROOT_ID};
use crate::browser::navigation::Navigation;
use crate::browser::opening::load_text;
use crate::browser::window::new_id;
use crate::components::checkpoints::{checkpoints, CheckpointsProps};
use crate::components::export::ExportPanel;
use crate::components::new_puzzle::NewPuzzle;
use crate::components::print::certificate_text;
use crate::components::print_form::PrintForm;
use crate::components::saved::SavedGames;
use crate::components::settings::{settings_panel, SettingsProps};
use crate::components::share::ShareDialog;
use crate::forms::new_puzzle::NewPuzzleRequest;
use crate::forms::print::PrintRequest;
use crate::game::{Action, Game};
use crate::nav::View;
use solver_core::Grid;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Props of [`Views`].
#[derive(Properties, PartialEq)]
pub struct ViewsProps {
    /// The game (read only; changes go through `on_action`).
    pub game: UseReducerHandle<Game>,
    /// The view on screen and the history.
    pub nav: Navigation,
    /// The engine worker (the Share view's QR code).
    pub engine: Engine,
    /// Generate a new puzzle.
    pub on_generate: Callback<NewPuzzleRequest>,
    /// Print this puzzle.
    pub on_print_current: Callback<()>,
    /// Print new puzzles.
    pub on_print_request: Callback<PrintRequest>,
    /// The lesson asked for from a hint or a step (with a count: asked again, opened again).
    #[prop_or_default]
    pub lesson: Option<(solver_core::Technique, u32)>,
    /// The latest picture pasted or dropped on the page, for the text view's scanner.
    #[prop_or_default]
    pub photo: Option<(u32, web_sys::File)>,
}

/// One view's frame: the "Back" button, the heading, the content (built only once mounted).
fn frame(nav: &Navigation, view: View, content: impl FnOnce() -> Html) -> Html {
    let back = nav.back.reform(|_: MouseEvent| ());
    html! {
        <section class="view" hidden={nav.view != view} aria-label={view.title()}>
            <header class="view-head">
                <button type="button" class="small back" onclick={back}>{ "Back" }</button>
                <h2>{ view.title() }</h2>
            </header>
            <div class="view-body">{ if nav.mounted(view) { content() } else { Html::default() } }</div>
        </section>
    }
}

/// Every view (one shown at a time).
#[component]
pub fn Views(props: &ViewsProps) -> Html {
    let (game, nav) = (&props.game, &props.nav);
    let on_action = {
        let dispatch = game.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch(action))
    };
    let on_reject = on_action.reform(Action::Reject);
    // Resuming a game or going back to a checkpoint shows the grid.
    let to_game = {
        let (nav, on_action) = (nav.clone(), on_action.clone());
        Callback::from(move |action: Action| match action {
            Action::Restore(_) | Action::RestoreCheckpoint(_) => {
                let on_action = on_action.clone();
                nav.back_then(move || on_action.emit(action));
            }
            other => on_action.emit(other),
        })
    };
    let print_now = {
        let (nav, cb) = (nav.clone(), props.on_print_current.clone());
        Callback::from(move |_: MouseEvent| {
            let cb = cb.clone();
            nav.back_then(move || cb.emit(()));
        })
    };
    html! {
        <>
            { frame(nav, View::NewPuzzle, || html! {
                <>
                    <NewPuzzle on_generate={nav.back_with(props.on_generate.clone())} on_reject={on_reject.clone()} />
                    if let Some(c) = &game.certificate {
                        <p class="certificate">{ certificate_text(c) }</p>
                    }
                </>
            }) }
            { frame(nav, View::PuzzleText, || html! { <PuzzleText game={game.clone()} nav={nav.clone()} engine={props.engine.clone()} photo={props.photo.clone()} /> }) }
            { frame(nav, View::Saved, || html! {
                <SavedGames current={game.id.clone()} on_action={to_game.clone()} />
            }) }
            { frame(nav, View::Checkpoints, || html! {
                { checkpoints(&CheckpointsProps { list: game.checkpoints.clone(), can_save: game.givens != Grid::EMPTY, on_action: to_game }) }
            }) }
            { frame(nav, View::Share, || html! {
                if game.givens == Grid::EMPTY {
                    <p class="hint">{ "Enter or open a puzzle first, then share it." }</p>
                } else {
                    <ShareDialog givens={game.givens} sheet={game.sheet} on_action={on_action.clone()}
                                 engine={props.engine.clone()} open={nav.view == View::Share} />
                }
            }) }
            { frame(nav, View::Print, || html! {
                <>
                    <p class="hint">{ "Print this puzzle alone on a page, with a QR code that opens it." }</p>
                    <button type="button" class="primary print-now" onclick={print_now}>{ "Print" }</button>
                    <PrintForm on_print={nav.back_with(props.on_print_request.clone())} {on_reject} />
                </>
            }) }
            { frame(nav, View::Statistics, || html! {
                <crate::components::stats::StatsPanel on_action={on_action.clone()} solved={game.is_solved()} />
            }) }
            { frame(nav, View::Learn, || html! {
                <crate::components::learn::LearnView engine={props.engine.clone()} notation={game.settings.notation}
                    asked={props.lesson} on_practice={nav.back_with(props.on_generate.clone())} />
            }) }
            { frame(nav, View::Settings, || html! {
                { settings_panel(&SettingsProps { settings: game.settings, on_action: on_action.clone() }) }
            }) }
            { frame(nav, View::Help, crate::components::help::help) }
            { frame(nav, View::Lab, || html! { <LabRoot puzzle={game.givens} open={nav.view == View::Lab} /> }) }
        </>
    }
}

/// Props of [`LabRoot`].
#[derive(Properties, PartialEq)]
struct LabRootProps {
    /// The game's puzzle (the lab's "current puzzle").
    puzzle: Grid,
    /// Whether the lab's view is on screen (its wasm loads the first time).
    open: bool,
}

/// The lab's place: its own wasm renders into this element, loaded the first time the view
/// opens, so the page does not carry the lab's code (`browser::lab`).
#[component]
fn LabRoot(props: &LabRootProps) -> Html {
    let fragment = use_lab_loader(props.open, props.puzzle);
    html! { <div id={ROOT_ID} data-puzzle={props.puzzle.to_line()} data-fragment={fragment}></div> }
}

/// Props of [`PuzzleText`].
#[derive(Properties, PartialEq)]
struct PuzzleTextProps {
    game: UseReducerHandle<Game>,
    nav: Navigation,
    engine: Engine,
    photo: Option<(u32, web_sys::File)>,
}

/// "Enter, import, export": enter a puzzle by hand, load one from text, export this one.
#[component]
fn PuzzleText(props: &PuzzleTextProps) -> Html {
    let text_ref = use_node_ref();
    let on_load_text = {
        let (dispatch, text_ref, nav) =
            (props.game.dispatcher(), text_ref.clone(), props.nav.clone());
        let engine = props.engine.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Some(field) = text_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            let text = field.value();
            // A puzzle that reads is shown on the grid; a refusal is explained here.
            if solver_core::parse_any(text.trim()).is_ok() {
                let dispatch = dispatch.clone();
                let engine = engine.clone();
                nav.back_then(move || load_text(&dispatch, &engine, &text, "the text box"));
            } else {
                load_text(&dispatch, &engine, &text, "the text box");
            }
        })
    };
    let on_enter = {
        let (dispatch, nav) = (props.game.dispatcher(), props.nav.clone());
        Callback::from(move |_: MouseEvent| {
            let dispatch = dispatch.clone();
            nav.back_then(move || {
                dispatch.dispatch(Action::Load {
                    id: new_id(),
                    puzzle: Grid::EMPTY,
                    sheet: None,
                    source: "an empty grid",
                });
                dispatch.dispatch(Action::Notify(
                    crate::game::Tone::Info,
                    "Type or tap the givens, then press Play.".into(),
                ));
            });
        })
    };
    let on_action = {
        let dispatch = props.game.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch(action))
    };
    // A photo's puzzle, accepted, is shown on the grid.
    let on_scanned = {
        let (nav, on_action) = (props.nav.clone(), on_action.clone());
        Callback::from(move |action: Action| match action {
            Action::Load { .. } => {
                let on_action = on_action.clone();
                nav.back_then(move || on_action.emit(action));
            }
            other => on_action.emit(other),
        })
    };
    html! {
        <>
            <div class="enter">
                <button type="button" class="primary" onclick={on_enter}>{ "Enter a puzzle" }</button>
                <p class="hint">{ "An empty grid: type or tap the givens, then press Play. Your game stays in Saved games." }</p>
            </div>
            <crate::components::scan::ScanPanel on_action={on_scanned} dropped={props.photo.clone()} />
            <form class="load" onsubmit={on_load_text}>
                <label for="puzzle-text">{ "Puzzle text" }</label>
                <textarea id="puzzle-text" ref={text_ref} rows="4" spellcheck="false"
                    placeholder="81 characters: 1-9 for a given, . or 0 for an empty cell. Pretty grids, .sdk, .ss, comma lists and pencil-mark grids work too." />
                <button type="submit">{ "Load" }</button>
            </form>
            <p class="hint">{ "Tip: paste a puzzle anywhere on the page to load it." }</p>
            <ExportPanel givens={props.game.givens} sheet={props.game.sheet} on_action={on_action.clone()} />
        </>
    }
}
