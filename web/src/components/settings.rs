//! The "Settings" view: the theme (System / Light / Dark), the timer, mistake checking, the
//! keypad's counts, cleaning the marks a placed digit rules out, and the coach's expert switches.

use crate::game::{Action, Setting, Settings, Theme};
use solver_core::logic::{ChainNotation, Notation};
use yew::prelude::*;

/// Props of [`settings_panel`].
#[derive(PartialEq)]
pub struct SettingsProps {
    /// The player's settings.
    pub settings: Settings,
    /// Where changes go.
    pub on_action: Callback<Action>,
}

fn switch(
    label: &'static str,
    on: bool,
    send: Callback<Action>,
    action: fn(bool) -> Action,
) -> Html {
    let onchange = Callback::from(move |_: Event| send.emit(action(!on)));
    html! {
        <label class="check">
            <input type="checkbox" checked={on} {onchange} />
            { label }
        </label>
    }
}

/// The settings, each a switch that acts at once.
pub fn settings_panel(props: &SettingsProps) -> Html {
    let s = props.settings;
    let send = props.on_action.clone();
    let themes = Theme::ALL.iter().map(|&theme| {
        let send = send.clone();
        let onchange =
            Callback::from(move |_: Event| send.emit(Action::Setting(Setting::Theme(theme))));
        html! {
            <label class="check">
                <input type="radio" name="theme" checked={s.theme == theme} {onchange} />
                { theme.label() }
            </label>
        }
    });
    html! {
        <div class="settings">
            <fieldset>
                <legend>{ "Theme" }</legend>
                { for themes }
            </fieldset>
            <fieldset>
                <legend>{ "Play" }</legend>
                { switch("Show the timer", s.show_timer, send.clone(), |on| Action::Setting(Setting::ShowTimer(on))) }
                { switch("Mark wrong digits at once (mistake checking)", s.check_mistakes, send.clone(),
                         |on| Action::Setting(Setting::CheckMistakes(on))) }
                { switch("Show how many of each digit are left", s.keypad_counts, send.clone(),
                         |on| Action::Setting(Setting::KeypadCounts(on))) }
                { switch("Remove a placed digit from the pencil marks in its row, column and box", !s.keep_marks,
                         send.clone(), |on| Action::Setting(Setting::KeepMarks(!on))) }
            </fieldset>
            <fieldset>
                <legend>{ "Coach" }</legend>
                { switch("Classic notation ([row-column])", s.notation == Notation::Classic, send.clone(),
                         |on| Action::Setting(Setting::Notation(if on { Notation::Classic } else { Notation::RowColumn }))) }
                { switch("Classic coach (SUDOGEN, forced values only)", s.classic_coach, send.clone(),
                         |on| Action::Setting(Setting::ClassicCoach(on))) }
                { switch("Whole chains in HoDoKu notation (else Eureka)", s.chain_notation == ChainNotation::Hodoku, send,
                         |on| Action::Setting(Setting::ChainNotation(if on { ChainNotation::Hodoku } else { ChainNotation::Eureka }))) }
            </fieldset>
        </div>
    }
}
