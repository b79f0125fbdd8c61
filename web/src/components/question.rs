//! The question on screen ([`Question`]): its text and its two answers, over the controls.

use crate::game::{Action, Question};
use yew::prelude::*;

/// Props of [`question_bar`].
#[derive(PartialEq)]
pub struct QuestionProps {
    /// The question, if any.
    pub question: Option<Question>,
    /// Where the answers go.
    pub on_action: Callback<Action>,
    /// Shows the solution (asking the engine when it is not known yet).
    pub on_solve: Callback<()>,
}

/// The question and its answers; nothing when there is none.
pub fn question_bar(props: &QuestionProps) -> Html {
    let Some(question) = props.question else {
        return html! {};
    };
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let (text, yes, yes_press, no, no_action) = match question {
        Question::Solve => {
            let on_solve = props.on_solve.clone();
            (
                "Show the whole solution? The timer stops and the game does not count in your statistics.",
                "Show solution",
                Callback::from(move |_: MouseEvent| on_solve.emit(())),
                "Keep playing",
                Action::Dismiss,
            )
        }
        Question::Several => (
            "This puzzle has more than one solution: hints and Check cannot help with it. Open it anyway?",
            "Open it anyway",
            send(Action::Dismiss),
            "Back to my game",
            Action::BackToPrevious,
        ),
    };
    html! {
        <div class="question" role="alertdialog" aria-label="Question" aria-describedby="question-text">
            <p id="question-text">{ text }</p>
            <div class="question-answers">
                <button type="button" onclick={send(no_action)}>{ no }</button>
                <button type="button" class="primary" onclick={yes_press}>{ yes }</button>
            </div>
        </div>
    }
}
