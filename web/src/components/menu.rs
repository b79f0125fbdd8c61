//! The masthead's "Menu": first what players use most (New puzzle, Saved games, Learn, Share,
//! Print, Settings, Help), then this game's less frequent actions (auto candidates, back to
//! the last correct state, checkpoints, Steps, editing the givens, clearing), then the tools
//! (entering and exporting puzzles, statistics, the algorithm lab).

use crate::game::{Action, Mode};
use crate::nav::View;
use yew::prelude::*;

/// The menu button's DOM id (the focus returns to it when Escape closes the menu).
const MENU_BUTTON: &str = "menu-button";

/// The views players use most, first in the menu.
const FIRST: [View; 7] = [
    View::NewPuzzle,
    View::Saved,
    View::Learn,
    View::Share,
    View::Print,
    View::Settings,
    View::Help,
];

/// The tools, last in the menu (with Checkpoints under "This game": every view of
/// `View::MENU` once).
const TOOLS: [View; 3] = [View::PuzzleText, View::Statistics, View::Lab];

/// Props of [`Menu`].
#[derive(Properties, PartialEq)]
pub struct MenuProps {
    /// Edit or play.
    pub mode: Mode,
    /// Whether automatic candidates are on.
    pub auto_candidates: bool,
    /// Opens a view.
    pub on_open: Callback<View>,
    /// Steps: the logical solution path (shown beside the grid).
    pub on_steps: Callback<()>,
    /// Where the game's actions go.
    pub on_action: Callback<Action>,
    /// Runs an action that needs the solution (Back to last correct) once it is known.
    pub with_solution: Callback<Action>,
}

/// The "Menu" button and, while open, its list (closed by a choice, Escape or a tap outside).
#[component]
pub fn Menu(props: &MenuProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && *open {
                open.set(false);
                // The focus goes back to the button that opened the menu, not to the page.
                crate::browser::window::focus_element(MENU_BUTTON);
            }
        })
    };
    // A choice closes the menu, then acts.
    let choose = |then: Callback<()>| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set(false);
            then.emit(());
        })
    };
    let view_item = |view: View| {
        let on_open = props.on_open.clone();
        html! {
            <button type="button" class="menu-item" onclick={choose(Callback::from(move |()| on_open.emit(view)))}>
                { view.title() }
            </button>
        }
    };
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        choose(Callback::from(move |()| on_action.emit(action.clone())))
    };
    let on_auto = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: Event| on_action.emit(Action::ToggleAutoCandidates))
    };
    let back_to_correct = {
        let cb = props.with_solution.clone();
        choose(Callback::from(move |()| cb.emit(Action::UndoToCorrect)))
    };
    let editing = props.mode == Mode::Edit;
    html! {
        <div class="menu-wrap" onkeydown={on_key}>
            <button type="button" id={MENU_BUTTON} class="small menu-button" aria-expanded={(*open).to_string()}
                    aria-controls="app-menu" onclick={toggle}>{ "Menu" }</button>
            if *open {
                <div class="menu-backdrop" onclick={close}></div>
                <nav id="app-menu" class="menu" aria-label="Menu">
                    <div class="menu-views">
                        { for FIRST.into_iter().map(view_item) }
                    </div>
                    <div class="menu-game" role="group" aria-label="This game">
                        <label class="check">
                            <input type="checkbox" checked={props.auto_candidates} disabled={editing} onchange={on_auto} />
                            { "Auto candidates" }
                        </label>
                        <button type="button" class="menu-item" onclick={back_to_correct}>{ "Back to last correct" }</button>
                        { view_item(View::Checkpoints) }
                        <button type="button" class="menu-item" onclick={choose(props.on_steps.clone())}>{ "Steps" }</button>
                        if editing {
                            <button type="button" class="menu-item" onclick={act(Action::SetMode(Mode::Play))}>{ "Play these givens" }</button>
                        } else {
                            <button type="button" class="menu-item" onclick={act(Action::SetMode(Mode::Edit))}>{ "Edit the givens" }</button>
                        }
                        <button type="button" class="menu-item" onclick={act(Action::Clear)}>
                            { if editing { "Clear the grid" } else { "Clear my entries" } }
                        </button>
                    </div>
                    <div class="menu-tools" role="group" aria-label="Tools">
                        { for TOOLS.into_iter().map(view_item) }
                    </div>
                </nav>
            }
        </div>
    }
}
