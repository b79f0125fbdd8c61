//! The "Steps" panel: the logical solution path, one step at a time on the grid.

use crate::game::{Action, StepsView};
use yew::prelude::*;

/// Props of [`steps_panel`].
#[derive(PartialEq)]
pub struct StepsPanelProps {
    /// The path and the step shown.
    pub view: StepsView,
    /// Where presses go.
    pub on_action: Callback<Action>,
}

/// The "Steps" region: the step shown with its explanation, controls, and the numbered list.
pub fn steps_panel(props: &StepsPanelProps) -> Html {
    let view = &props.view;
    let count = view.path.steps.len();
    let go = |n: usize| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::StepsGo(n)))
    };
    let send = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let current = match view.path.steps.get(view.at) {
        Some(step) => html! {
            <>
                <p class="hint-stage">{ format!("Step {} of {count}", view.at + 1) }</p>
                <p class="hint-text">{ &step.explanation.what }</p>
                if step.explanation.why != step.explanation.what {
                    <p class="steps-why">{ &step.explanation.why }</p>
                }
                { crate::components::learn::lesson_link(Some(step.step.technique), &props.on_action) }
            </>
        },
        None => html! {
            <>
                <p class="hint-stage">{ format!("End, after {count} steps") }</p>
                <p class="hint-text">{ &view.path.outcome }</p>
            </>
        },
    };
    html! {
        <section class="steps" role="region" aria-label="Steps">
            <h2 class="steps-title">{ "Steps" }</h2>
            <div aria-live="polite">{ current }</div>
            <div class="actions" role="group" aria-label="Step through">
                <button type="button" onclick={go(0)} disabled={view.at == 0}>{ "First" }</button>
                <button type="button" onclick={go(view.at.saturating_sub(1))} disabled={view.at == 0}>{ "Previous" }</button>
                <button type="button" class="primary" onclick={go(view.at + 1)} disabled={view.at >= count}>{ "Next" }</button>
                <button type="button" onclick={go(count)} disabled={view.at >= count}>{ "Last" }</button>
            </div>
            <div class="actions">
                <button type="button" onclick={send(Action::StepsApply)}>{ "Apply up to here" }</button>
                <button type="button" onclick={send(Action::StepsClose)}>{ "Close" }</button>
            </div>
            <details class="steps-list">
                <summary>{ format!("All {count} steps") }</summary>
                <ol>
                    { for view.path.steps.iter().enumerate().map(|(i, s)| {
                        let here = i == view.at;
                        let class = classes!((s.step.technique == solver_core::Technique::Guess).then_some("guess"));
                        html! {
                            <li key={i} {class}>
                                <button type="button" class="link" aria-current={here.then_some("step")}
                                        onclick={go(i)}>{ &s.line }</button>
                            </li>
                        }
                    }) }
                </ol>
            </details>
        </section>
    }
}
