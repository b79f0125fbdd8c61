//! QR codes from the worker: the page asks for the codes of some texts and draws the module
//! matrices that come back (`components::print::qr_svg`); the `qrcode` crate is not in the page.

use super::engine::Engine;
use super::startup::when_settled;
use crate::wire::qr::QrMatrix;
use crate::wire::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The codes known for some texts: `None` while the worker has not answered (or could not).
#[derive(Clone, PartialEq, Default, Debug)]
pub struct QrCodes {
    /// The texts last answered for.
    texts: Rc<Vec<String>>,
    /// Their codes: one per text, none for a text the worker refused; `None` when it failed.
    codes: Option<Rc<Vec<Option<QrMatrix>>>>,
}

impl QrCodes {
    /// The code of `text`, if it was asked for and has arrived.
    pub fn get(&self, text: &str) -> Option<&QrMatrix> {
        let i = self.texts.iter().position(|t| t == text)?;
        self.codes.as_ref()?.get(i)?.as_ref()
    }

    /// Whether the worker has answered for exactly `texts` (with codes or with a failure).
    pub fn settled(&self, texts: &[String]) -> bool {
        !texts.is_empty() && self.texts.as_slice() == texts
    }
}

/// Asks `engine` for the QR codes of `texts` whenever they change (nothing while empty), once
/// the page has settled: neither the engine's start nor the answer's re-render comes in the
/// busy start. A failed call settles with no codes: the view shows the rest without them.
#[hook]
pub fn use_qr_codes(engine: &Engine, texts: Vec<String>) -> QrCodes {
    let state = use_state(QrCodes::default);
    // The texts last asked for: a late answer for older texts is dropped.
    let latest = use_mut_ref(|| Rc::new(Vec::new()));
    {
        let (engine, state) = (engine.clone(), state.clone());
        use_effect_with(texts, move |texts| {
            let texts = Rc::new(texts.clone());
            *latest.borrow_mut() = texts.clone();
            if !texts.is_empty() {
                when_settled(move || ask(&engine, state, latest, texts));
            }
        });
    }
    (*state).clone()
}

/// Asks for the codes of `texts` unless newer texts replaced them meanwhile.
fn ask(
    engine: &Engine,
    state: UseStateHandle<QrCodes>,
    latest: Rc<RefCell<Rc<Vec<String>>>>,
    texts: Rc<Vec<String>>,
) {
    if *latest.borrow() != texts {
        return;
    }
    let request = Request::QrCodes {
        texts: texts.to_vec(),
    };
    engine.ask(request, Response::qr_codes, move |answer| {
        let codes = answer.ok().and_then(Result::ok);
        if *latest.borrow() == texts {
            state.set(QrCodes {
                texts,
                codes: codes.map(Rc::new),
            });
        }
    });
}
