//! The message line next to the grid: [`Tone`], [`Message`] and how an engine failure reads.

use crate::wire::EngineError;

/// How a message reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Neutral news.
    Info,
    /// Something worked.
    Success,
    /// Something is wrong; the text says what.
    Problem,
}

/// A message shown next to the grid, in a live region. Plain text, never HTML.
#[derive(Clone, PartialEq, Debug)]
pub struct Message {
    /// Its tone.
    pub tone: Tone,
    /// Its text.
    pub text: String,
}

/// A message with `tone` and `text`.
pub fn say(tone: Tone, text: impl Into<String>) -> Option<Message> {
    Some(Message {
        tone,
        text: text.into(),
    })
}

/// The message for a call that got no answer: `what` ("No hint") and why; none for a cancel
/// (the player asked for it).
pub fn failed_call(what: &str, error: EngineError) -> Option<Message> {
    match error {
        EngineError::Failed(message) => say(
            Tone::Problem,
            format!("{what}: the engine failed ({message}). Your game is safe."),
        ),
        EngineError::Cancelled => None,
    }
}

/// "r1c1, r2c2": cells named for a message.
pub fn cell_names(cells: solver_core::CellSet) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
