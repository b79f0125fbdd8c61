//! The keyboard: what a key does anywhere on the page (outside text fields): the game's own
//! actions ([`key_action`]) and the commands that need the engine ([`command_key`]: H for
//! Hint, K for Check).

use super::calls::Commands;
use super::opening::in_field;
use crate::game::{Action, Game, Tool};
use gloo_events::{EventListener, EventListenerOptions};
use solver_core::Digit;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// What a key does anywhere on the page (outside text fields), if anything.
pub fn key_action(key: &str, code: &str, shift: bool, ctrl: bool) -> Option<Action> {
    if ctrl {
        return match key.to_ascii_lowercase().as_str() {
            "z" if shift => Some(Action::Redo),
            "z" => Some(Action::Undo),
            "y" => Some(Action::Redo),
            _ => None,
        };
    }
    // The digit from the physical key, so that Shift+1 (which types '!') is still a 1.
    let digit = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))
        .and_then(|d| d.parse::<u8>().ok())
        .or_else(|| key.parse::<u8>().ok().filter(|_| key.len() == 1));
    if let Some(d) = digit {
        return match Digit::new_checked(d) {
            Some(d) if shift => Some(Action::DigitWith(d, Tool::Corner)),
            Some(d) => Some(Action::Digit(d)),
            None => Some(Action::Erase),
        };
    }
    let step = |dr, dc| Action::Move {
        dr,
        dc,
        extend: shift,
    };
    Some(match key {
        "ArrowUp" => step(-1, 0),
        "ArrowDown" => step(1, 0),
        "ArrowLeft" => step(0, -1),
        "ArrowRight" => step(0, 1),
        "Delete" | "Backspace" | "." => Action::Erase,
        "Escape" => Action::Deselect,
        "Enter" => Action::ApplyArmed,
        "z" | "Z" => Action::SetTool(Tool::Digit),
        "x" | "X" => Action::SetTool(Tool::Corner),
        "c" | "C" => Action::SetTool(Tool::Centre),
        "v" | "V" => Action::SetTool(Tool::Colour),
        "b" | "B" => Action::SetTool(Tool::CandidateColour),
        _ => return None,
    })
}

/// A command behind a key that needs the engine.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Command {
    /// "Hint" (H): the next stage of the hint, or a new one.
    Hint,
    /// "Check" (K: C is the centre-mark tool).
    Check,
}

/// The engine command of a key pressed outside a text field, if any (no modifier).
pub fn command_key(key: &str, shift: bool, ctrl: bool) -> Option<Command> {
    if ctrl || shift {
        return None;
    }
    match key {
        "h" | "H" => Some(Command::Hint),
        "k" | "K" => Some(Command::Check),
        _ => None,
    }
}

/// A key pressed for the game: a keydown outside a text field, with its modifiers.
struct GameKey {
    key: String,
    code: String,
    shift: bool,
    /// Control or Command (⌘).
    ctrl: bool,
    alt: bool,
}

/// The one guard of both key listeners: `None` for a key typed in a text field (the field's
/// own) or an event that is not a key.
fn game_key(event: &web_sys::Event) -> Option<GameKey> {
    if in_field(event) {
        return None;
    }
    let e = event.dyn_ref::<KeyboardEvent>()?;
    Some(GameKey {
        key: e.key(),
        code: e.code(),
        shift: e.shift_key(),
        ctrl: e.ctrl_key() || e.meta_key(),
        alt: e.alt_key(),
    })
}

/// Whether the key went to a control that Enter presses (a button, a link, a summary).
fn on_control(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| {
            e.closest("button, a[href], summary, [role=button]")
                .ok()
                .flatten()
        })
        .is_some()
}

/// Runs the engine command of each key pressed outside a text field (the latest `commands`:
/// they carry the game they were made for).
#[hook]
pub fn use_shortcuts(commands: &Commands) {
    let latest = use_mut_ref(|| commands.clone());
    *latest.borrow_mut() = commands.clone();
    use_effect_with((), move |_| {
        let on_key = EventListener::new_with_options(
            &gloo_utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                let Some(k) = game_key(event) else {
                    return;
                };
                let Some(command) = command_key(&k.key, k.shift, k.ctrl || k.alt) else {
                    return;
                };
                event.prevent_default();
                let commands = latest.borrow().clone();
                match command {
                    Command::Hint => commands.hint.emit(()),
                    Command::Check => commands.with_solution.emit(Action::Check),
                }
            },
        );
        move || drop(on_key)
    });
}

/// Dispatches the action of each key pressed outside a text field.
#[hook]
pub fn use_keyboard(dispatch: UseReducerDispatcher<Game>) {
    use_effect_with((), move |_| {
        let on_key = EventListener::new_with_options(
            &gloo_utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                let Some(k) = game_key(event).filter(|k| !k.alt) else {
                    return;
                };
                // Enter on a button presses that button, not the armed digit.
                if k.key == "Enter" && on_control(event) {
                    return;
                }
                if let Some(action) = key_action(&k.key, &k.code, k.shift, k.ctrl) {
                    event.prevent_default();
                    dispatch.dispatch(action);
                }
            },
        );
        move || drop(on_key)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        let d = |n| Digit::new_checked(n).unwrap();
        assert_eq!(
            key_action("7", "Digit7", false, false),
            Some(Action::Digit(d(7)))
        );
        assert_eq!(
            key_action("!", "Digit1", true, false),
            Some(Action::DigitWith(d(1), Tool::Corner))
        );
        assert_eq!(key_action("0", "Digit0", false, false), Some(Action::Erase));
        assert_eq!(key_action("z", "KeyZ", false, true), Some(Action::Undo));
        assert_eq!(key_action("Z", "KeyZ", true, true), Some(Action::Redo));
        assert_eq!(
            key_action("c", "KeyC", false, false),
            Some(Action::SetTool(Tool::Centre))
        );
        assert_eq!(key_action("c", "KeyC", false, true), None);
        assert_eq!(key_action("F7", "F7", false, false), None);
        // The engine's commands take keys no game action uses.
        assert_eq!(command_key("h", false, false), Some(Command::Hint));
        assert_eq!(command_key("K", false, false), Some(Command::Check));
        assert_eq!(command_key("h", false, true), None);
        for key in ["h", "H", "k", "K"] {
            assert_eq!(key_action(key, "", false, false), None, "{key}");
        }
    }
}
