//! The root component: lays out the one-screen app and wires the browser calls to the views. No logic
//! here: the game decides, `browser` calls the browser and the engine.
//!
//! The play screen: a one-line masthead (title, level, timer, Pause, Menu), the message line,
//! then the grid as large as fits and the controls (hint or steps panel, keypad, the game's
//! buttons) under it in portrait and beside it in landscape (CSS only: `static/style.css`).
//! Every other view replaces the play screen (`components::views`), with Back to return.

use crate::browser::autosave::{use_autosave, use_statistics};
use crate::browser::calls::{use_analysis, use_commands, use_engine};
use crate::browser::clock::use_settings;
use crate::browser::navigation::{use_back_closes, use_navigation, Navigation};
use crate::browser::opening::use_opening;
use crate::components::board::Board;
use crate::components::deferred::{Extras, Services};
use crate::components::finish::{finish_card, FinishProps};
use crate::components::hints::{hint_panel, HintPanelProps};
use crate::components::keypad::{keypad, KeypadProps};
use crate::components::menu::Menu;
use crate::components::question::{question_bar, QuestionProps};
use crate::components::stable::use_latest;
use crate::components::steps::{steps_panel, StepsPanelProps};
use crate::components::tabs::TabNotice;
use crate::components::toolbar::{toolbar, ToolbarProps};
use crate::forms::new_puzzle::{level_request, NewPuzzleRequest};
use crate::game::{Action, Game, Mode, Tone};
use crate::nav::View;
use solver_core::rating::Level;
use yew::prelude::*;

// The stages of the first render (`startup::use_start_stage`), a task each: the masthead and
// the message line with the root's hooks' first run, then the grid, the controls, the keys,
// clock and tabs (`deferred::Services`, `tabs::TabNotice`), the menu (the play screen whole:
// the shell goes), the views with printing (`deferred::Extras`), the print sheet.
const BOARD: u8 = 1;
const CONTROLS: u8 = 2;
const SERVICES: u8 = 3;
const MENU: u8 = 4;
const VIEWS: u8 = 5;
const PRINT_SHEET: u8 = 6;

/// The app.
#[component]
pub fn App() -> Html {
    let (engine, busy) = use_engine();
    let game = use_reducer(Game::default);
    let nav = use_navigation();
    use_analysis(&engine, &game);
    use_autosave(&game);
    use_statistics(&game);
    use_settings(&game);
    let commands = use_commands(&engine, &game);
    use_opening(game.dispatcher(), &engine);
    // The first render in stages, a task each; the shell goes once the play screen is whole.
    let stage = crate::browser::startup::use_start_stage(PRINT_SHEET, MENU);
    // Phones: "Expand" gives the hint the keypad's room too, until "Keypad" or a new hint.
    let (hint_expanded, on_expand) = use_hint_expanded(&game);
    // A lesson asked for from a hint or a step opens Learn; everything else goes to the game.
    let (on_action, lesson) = crate::browser::learn::use_lesson_links(game.dispatcher(), &nav.open);
    // The components' callbacks keep their identity: a worker's answer that changes only the
    // level or the print sheet re-renders neither the grid, the menu nor the views.
    let on_action = use_latest(on_action);
    let on_open = use_latest(nav.open.clone());
    let on_steps = use_latest(nav.back_with(commands.steps.clone()));
    let with_solution = use_latest(commands.with_solution.clone());
    let on_generate = use_latest(commands.generate.clone());
    // A tap on the level says what it means.
    let level_open = use_state(|| false);
    // The browser's Back closes what is open over the game before it leaves the game.
    use_back_closes(
        "steps",
        game.steps.is_some(),
        on_action.reform(|()| Action::StepsClose),
    );
    use_back_closes(
        "hint",
        game.hint.is_some(),
        on_action.reform(|()| Action::HideHint),
    );
    let (m, s) = (game.elapsed / 60, game.elapsed % 60);
    let controls = classes!(
        "controls",
        game.hint.is_some().then_some("hint-open"),
        (game.hint.is_some() && hint_expanded).then_some("hint-expanded"),
        game.steps.is_some().then_some("steps-open"),
    );

    html! {
        <main class={classes!("app", game.is_solved().then_some("solved"))}>
            <header class="masthead">
                <h1>{ "Sudoku" }</h1>
                if game.mode == Mode::Edit {
                    <span class="mode-badge">{ "Editing" }</span>
                }
                // Always there, with room kept: the rating arriving must not move the grid.
                <button type="button" class="level" aria-expanded={(*level_open).to_string()}
                        title="Level and score of the hardest step: tap for what they mean"
                        onclick={let l = level_open.clone(); move |_: MouseEvent| l.set(!*l)}>
                    { game.level_text() }
                </button>
                if game.settings.show_timer {
                    <span class="timer" role="timer" aria-label="Time">{ format!("{m}:{s:02}") }</span>
                }
                <button type="button" class="small" onclick={on_action.reform(|_: MouseEvent| Action::TogglePause)}>
                    { if game.paused { "Resume" } else { "Pause" } }
                </button>
                if stage >= MENU {
                    <Menu mode={game.mode} auto_candidates={game.auto_candidates} {on_open}
                          {on_steps} on_action={on_action.clone()} with_solution={with_solution.clone()} />
                }
            </header>
            { status_area(&game, busy, stage >= SERVICES, &commands.cancel, &level_open) }
            <section class="play" aria-label="Puzzle" hidden={nav.view != View::Play}>
                if stage >= BOARD {
                    <div class="board-area">
                        <div class={classes!("board-wrap", game.paused.then_some("paused"))}>
                            // While "Steps" is open the grid shows the path's position and step.
                            <Board givens={game.givens}
                                   sheet={game.steps.as_ref().map_or(game.sheet, |v| v.sheet(&game.givens))}
                                   selection={game.selection}
                                   cursor={game.cursor} conflicts={game.conflicts()} mistakes={game.shown_mistakes()}
                                   highlight={game.highlight}
                                   hint={game.steps.as_ref().map_or_else(|| game.hint.clone(), |v| v.hint())}
                                   on_action={on_action.clone()} />
                            if game.paused {
                                <div class="pause-cover">{ "Paused" }</div>
                            }
                        </div>
                    </div>
                }
                <div class={controls}>
                    if stage >= CONTROLS {
                        if let Some(view) = &game.steps {
                            { steps_panel(&StepsPanelProps { view: view.clone(), on_action: on_action.clone() }) }
                        }
                        { hint_panel(&HintPanelProps {
                            hint: game.hint.clone(),
                            log: game.hint_log.clone(),
                            summary: game.hint.as_ref().and_then(|h| h.summary()).map(AttrValue::from),
                            lacks_marks: game.hint.as_ref().is_some_and(|h| h.lacks_marks(&game.sheet, &game.digits())),
                            chain: game.hint.as_ref().and_then(|h| h.chain()).map(str::to_string),
                            expanded: hint_expanded,
                            on_action: on_action.clone(),
                            on_expand,
                        }) }
                        if game.is_solved() {
                            { finish(&game, &commands.generate, &nav) }
                        }
                        { question_bar(&QuestionProps {
                            question: game.question,
                            on_action: on_action.clone(),
                            on_solve: commands.solve.clone(),
                        }) }
                        { keypad(&KeypadProps {
                            tool: game.tool,
                            mode: game.mode,
                            digit_first: game.digit_first,
                            armed: game.armed,
                            left: Some(game.digits_left()),
                            counts: game.settings.keypad_counts,
                            on_action: on_action.clone(),
                        }) }
                        { toolbar(&ToolbarProps {
                            mode: game.mode,
                            can_undo: game.can_undo(),
                            can_redo: !game.redo.is_empty(),
                            solved: game.is_solved(),
                            on_action: on_action.clone(),
                            on_hint: commands.hint.clone(),
                            with_solution: commands.with_solution.clone(),
                        }) }
                    }
                </div>
            </section>
            if stage >= SERVICES {
                <Services game={game.clone()} commands={commands.clone()} in_sight={nav.view == View::Play} />
            }
            if stage >= VIEWS {
                <Extras game={game.clone()} nav={nav.clone()} engine={engine.clone()} {on_generate} {lesson}
                        sheet={stage >= PRINT_SHEET} />
            }
        </main>
    }
}

/// Whether the hint is expanded, and its toggle: folded again for each new hint.
#[hook]
fn use_hint_expanded(game: &Game) -> (bool, Callback<()>) {
    let expanded = use_state(|| false);
    {
        let expanded = expanded.clone();
        let shown = game.hint.as_ref().map(|h| h.message.clone());
        use_effect_with(shown, move |_| expanded.set(false));
    }
    let toggle = {
        let expanded = expanded.clone();
        Callback::from(move |()| expanded.set(!*expanded))
    };
    (*expanded, toggle)
}

/// The finish card of the solved game on screen, wired to a new puzzle at its level (the
/// "New puzzle" view when it has none) and to Share.
fn finish(game: &Game, generate: &Callback<NewPuzzleRequest>, nav: &Navigation) -> Html {
    let level = match &game.rating {
        Some(Ok(r)) if r.level != Level::NeedsGuessing => Some(r.level),
        _ => None,
    };
    let on_new = {
        let (generate, open) = (generate.clone(), nav.open.clone());
        Callback::from(move |()| match level.map(level_request) {
            Some(Ok(request)) => generate.emit(request),
            _ => open.emit(View::NewPuzzle),
        })
    };
    finish_card(&FinishProps {
        id: game.id.clone(),
        elapsed: game.elapsed,
        level: level.map(|l| l.name().to_string()),
        hints: game.hint_log.len(),
        checks: game.checks,
        assisted: game.assisted,
        on_new,
        on_share: nav.open.reform(|()| View::Share),
    })
}

/// The message line, the tabs' notice, and while the engine works its progress with Cancel.
fn status_area(
    game: &UseReducerHandle<Game>,
    busy: bool,
    tabs: bool,
    cancel: &Callback<()>,
    level_open: &UseStateHandle<bool>,
) -> Html {
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
    html! {
        <div class="status-area">
            <p class={message_class} role="status" aria-live="polite">{ message_text }</p>
            if let (true, Some(note)) = (**level_open, game.level_note()) {
                <p class="level-note" onclick={let l = level_open.clone(); move |_: MouseEvent| l.set(false)}>
                    { format!("{}: {note}", game.level_text()) }
                </p>
            }
            // The tabs' notice, and their messages, once the opening's are in.
            if tabs { <TabNotice game={game.clone()} /> }
            if busy {
                // The engine's work is cancelled here, beside its progress: never from a
                // button that another one takes the place of.
                <p class="progress">
                    if let Some((done, of)) = game.progress {
                        <progress max={of.to_string()} value={done.to_string()} aria-label="Generation progress" />
                        { format!(" try {done} of at most {of} ") }
                    } else {
                        { "Working… " }
                    }
                    <button type="button" class="small" onclick={cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                </p>
            }
        </div>
    }
}
