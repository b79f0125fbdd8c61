//! The root component: lays out the page and wires the hooks to the views. No logic here:
//! the game decides, the hooks call the browser and the engine.

use crate::components::board::Board;
use crate::components::hints::HintPanel;
use crate::components::keypad::Keypad;
use crate::components::new_puzzle::NewPuzzle;
use crate::components::print::{certificate_text, PrintSheet};
use crate::components::print_form::PrintForm;
use crate::components::saved::SavedGames;
use crate::components::toolbar::Toolbar;
use crate::game::{Action, Game, Mode, Tone};
use crate::hooks::autosave::{use_autosave, use_statistics};
use crate::hooks::calls::{use_analysis, use_commands, use_engine};
use crate::hooks::clock::{use_theme, use_timer};
use crate::hooks::keyboard::use_keyboard;
use crate::hooks::opening::{load_text, use_opening};
use crate::hooks::printing::use_printing;
use solver_core::Grid;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The app.
#[component]
pub fn App() -> Html {
    let (engine, busy) = use_engine();
    let game = use_reducer(Game::default);
    use_keyboard(game.dispatcher());
    use_timer(game.dispatcher());
    crate::hooks::wake::use_wake_lock(game.timer_running());
    use_analysis(&engine, &game);
    use_autosave(&game);
    use_statistics(&game);
    let tabs = crate::hooks::tabs::use_tabs(&game);
    let on_theme = use_theme();
    let commands = use_commands(&engine, &game);
    use_opening(game.dispatcher(), commands.starter.clone());
    crate::hooks::keyboard::use_shortcuts(&commands);
    let printing = use_printing(&engine, &game);
    let text_ref = use_node_ref();
    let on_action = {
        let dispatch = game.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch(action))
    };
    let on_reject = {
        let dispatch = game.dispatcher();
        Callback::from(move |why: String| dispatch.dispatch(Action::Reject(why)))
    };
    let on_load_text = {
        let (dispatch, text_ref) = (game.dispatcher(), text_ref.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Some(field) = text_ref.cast::<HtmlTextAreaElement>() {
                load_text(&dispatch, &field.value(), "the text box");
            }
        })
    };
    let (message_class, message_text) = match &game.message {
        Some(m) => (
            match m.tone {
                Tone::Info => "message info",
                Tone::Success => "message success",
                Tone::Problem => "message problem",
            },
            m.text.clone(),
        ),
        None => ("message", String::new()),
    };
    let (m, s) = (game.elapsed / 60, game.elapsed % 60);

    html! {
        <main class={classes!("app", game.is_solved().then_some("solved"))}>
            <header class="masthead">
                <h1>{ "Sudoku" }</h1>
                <div class="status-line">
                    <span class="mode-badge">{ if game.mode == Mode::Edit { "Editing" } else { "Playing" } }</span>
                    // Always there, with room kept: the rating arriving must not move the grid.
                    <span class="level" title="Level and score (Sudoku Explainer scale) of the hardest step">
                        { game.level_text() }
                    </span>
                    <span class="timer" role="timer" aria-label="Time">{ format!("{m}:{s:02}") }</span>
                    <button type="button" class="small" onclick={on_action.reform(|_: MouseEvent| Action::TogglePause)}>
                        { if game.paused { "Resume" } else { "Pause" } }
                    </button>
                    <button type="button" class="small" onclick={on_theme}>{ "Theme" }</button>
                </div>
            </header>
            <section class="play" aria-label="Puzzle">
                <div class={classes!("board-wrap", game.paused.then_some("paused"))}>
                    // While "Steps" is open the grid shows the path's position and step.
                    <Board givens={game.givens}
                           sheet={game.steps.as_ref().map_or(game.sheet, |v| v.sheet(&game.givens))}
                           selection={game.selection}
                           cursor={game.cursor} conflicts={game.conflicts()} mistakes={game.mistakes}
                           highlight={game.highlight} auto_candidates={game.auto_candidates}
                           hint={game.steps.as_ref().map_or_else(|| game.hint.clone(), |v| v.hint())}
                           on_action={on_action.clone()} />
                    if game.paused {
                        <div class="pause-cover">{ "Paused" }</div>
                    }
                </div>
                <p class={message_class} role="status" aria-live="polite">{ message_text }</p>
                <crate::components::tabs::TabNotice tab={game.tab} calls={tabs} />
                if let (Some((done, of)), true) = (game.progress, busy) {
                    <p class="progress">
                        <progress max={of.to_string()} value={done.to_string()} aria-label="Generation progress" />
                        { format!(" try {done} of at most {of}") }
                    </p>
                }
                if let Some(view) = &game.steps {
                    <crate::components::steps::StepsPanel view={view.clone()} on_action={on_action.clone()} />
                }
                <HintPanel hint={game.hint.clone()} log={game.hint_log.clone()} notation={game.notation} classic_coach={game.classic_coach}
                           on_action={on_action.clone()} />
                <Keypad tool={game.tool} mode={game.mode} digit_first={game.digit_first} armed={game.armed} left={Some(game.digits_left())}
                        on_action={on_action.clone()} />
                <crate::components::checkpoints::Checkpoints list={game.checkpoints.clone()}
                        can_save={game.givens != Grid::EMPTY} on_action={on_action.clone()} />
                <Toolbar mode={game.mode} auto_candidates={game.auto_candidates}
                         can_undo={!game.undo.is_empty()} can_redo={!game.redo.is_empty()}
                         {busy} givens={game.givens} sheet={game.sheet}
                         on_action={on_action.clone()} on_solve={commands.solve} on_cancel={commands.cancel}
                         on_hint={commands.hint} on_print={printing.print_current} on_steps={commands.steps}
                         with_solution={commands.with_solution} />
                <PrintSheet job={printing.job} />
            </section>
            <section class="side">
                <NewPuzzle on_generate={commands.generate} on_reject={on_reject.clone()} />
                <PrintForm on_print={printing.print_request} {on_reject} />
                <crate::components::scan::ScanPanel on_action={on_action.clone()} />
                if let Some(c) = &game.certificate {
                    <p class="certificate">{ certificate_text(c) }</p>
                }
                <form class="load" onsubmit={on_load_text}>
                    <label for="puzzle-text">{ "Puzzle text" }</label>
                    <textarea id="puzzle-text" ref={text_ref} rows="3" spellcheck="false"
                        placeholder="81 characters: 1-9 for a given, . or 0 for an empty cell. Pretty grids, .sdk, .ss, comma lists and pencil-mark grids work too." />
                    <button type="submit">{ "Load" }</button>
                </form>
                <p class="hint">{ "Tip: paste a puzzle anywhere on the page to load it." }</p>
                <crate::components::export::ExportPanel givens={game.givens} sheet={game.sheet} on_action={on_action.clone()} />
                <SavedGames current={game.id.clone()} on_action={on_action.clone()} />
                <crate::components::stats::StatsPanel on_action={on_action.clone()} solved={game.is_solved()} />
                <crate::components::lab::Lab puzzle={game.givens} />
                <crate::components::help::Shortcuts />
            </section>
        </main>
    }
}
