//! The page's side of the engine worker: send a [`Request`], get a callback with the
//! [`Response`], cancel for real. Both travel as postcard bytes ([`crate::wire::codec`]) in a
//! `Uint8Array` whose buffer is transferred.
//!
//! Why not yew-agent: its oneshot and reactor agents cannot terminate a busy worker (their
//! "destroy" is a message the worker only reads once its computation is over), and a panic in the
//! worker leaves their futures waiting forever. Here a cancel calls `Worker::terminate()`, a crash
//! (the worker's `error` event) fails every pending call with a message, and either way the next
//! call starts a fresh worker.
//!
//! A worker can also die without a word (killed by the browser under memory pressure, a wasm
//! file that never arrives). A watchdog catches that: while calls are pending, some message
//! (the `READY`, a [`Response::Progress`], an answer) must come within a time limit —
//! [`START_LIMIT_MS`] for the start, [`Request::silence_limit_ms`] of the call the worker is
//! on after that — or the worker is terminated and the calls fail with a message.

use crate::wire::{codec, typed, Answer, EngineError, Envelope, Request, Response, READY};
use gloo_timers::callback::Timeout;
use js_sys::{Array, Uint8Array};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// How long a new worker may take to say [`READY`] while calls wait for it.
pub const START_LIMIT_MS: u32 = 20_000;

type Reply = Box<dyn FnOnce(Result<Response, EngineError>)>;
type OnProgress = Box<dyn Fn(u32, u32)>;

struct Pending {
    done: Reply,
    on_progress: Option<OnProgress>,
    /// The call's [`Request::silence_limit_ms`].
    limit_ms: u32,
}

struct Running {
    worker: Worker,
    /// Whether the worker has said [`READY`]; until then requests wait in `queue`.
    ready: bool,
    queue: Vec<Vec<u8>>,
    // Kept alive as long as the worker; dropping them would detach the handlers.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

#[derive(Default)]
struct Inner {
    path: String,
    running: Option<Running>,
    next_id: u32,
    /// The calls waiting for an answer, by id (a few at most: a list, no map's generic code).
    pending: Vec<(u32, Pending)>,
    /// Armed while calls are pending; reset by every message from the worker.
    watchdog: Option<Timeout>,
    /// Told whether calls are pending, each time that changes.
    on_busy: Option<Rc<dyn Fn(bool)>>,
}

/// A handle on the engine worker, shared through a Yew context.
#[derive(Clone)]
pub struct Engine(Rc<RefCell<Inner>>);

impl PartialEq for Engine {
    fn eq(&self, other: &Engine) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Engine {
    /// An engine whose worker script is at `path` (relative to the page, so that the app works
    /// under any sub-path). The worker starts at the first call.
    pub fn new(path: &str) -> Engine {
        Engine(Rc::new(RefCell::new(Inner {
            path: path.to_string(),
            ..Inner::default()
        })))
    }

    /// Sends `request`; `done` is called once with the typed answer that `take` finds in the
    /// reply, or the reason there is none (a reply of another kind is an error, said here once).
    pub fn ask<T: 'static>(
        &self,
        request: Request,
        take: fn(Response) -> Option<T>,
        done: impl FnOnce(Answer<T>) + 'static,
    ) {
        self.call(request, move |reply| done(typed(reply, take)));
    }

    /// Calls `on_busy` with whether calls are pending, now and each time that changes.
    pub fn on_busy(&self, on_busy: impl Fn(bool) + 'static) {
        let on_busy: Rc<dyn Fn(bool)> = Rc::new(on_busy);
        self.0.borrow_mut().on_busy = Some(on_busy.clone());
        on_busy(self.busy());
    }

    /// Tells the busy listener, if calls went from none to some or back.
    fn busy_changed(&self, was: bool) {
        let (now, listener) = {
            let inner = self.0.borrow();
            (!inner.pending.is_empty(), inner.on_busy.clone())
        };
        if now != was {
            if let Some(listener) = listener {
                listener(now);
            }
        }
    }

    /// Sends `request`; `done` is called once, with the answer or the reason there is none.
    pub fn call(
        &self,
        request: Request,
        done: impl FnOnce(Result<Response, EngineError>) + 'static,
    ) {
        self.start(request, None, Box::new(done));
    }

    /// [`Engine::call`], with `on_progress(done, of)` called on each [`Response::Progress`]
    /// the worker sends before the answer.
    pub fn call_with_progress(
        &self,
        request: Request,
        on_progress: impl Fn(u32, u32) + 'static,
        done: impl FnOnce(Result<Response, EngineError>) + 'static,
    ) {
        self.start(request, Some(Box::new(on_progress)), Box::new(done));
    }

    fn start(&self, request: Request, on_progress: Option<OnProgress>, done: Reply) {
        if let Err(why) = self.ensure_running() {
            done(Err(EngineError::Failed(why)));
            return;
        }
        let bytes = {
            let mut inner = self.0.borrow_mut();
            inner.next_id = inner.next_id.wrapping_add(1).max(1);
            let id = inner.next_id;
            let limit_ms = request.silence_limit_ms();
            match codec::encode(&Envelope { id, body: request }) {
                Ok(bytes) => {
                    inner.pending.push((
                        id,
                        Pending {
                            done,
                            on_progress,
                            limit_ms,
                        },
                    ));
                    bytes
                }
                Err(e) => {
                    drop(inner);
                    done(Err(EngineError::Failed(format!(
                        "cannot encode the request: {e}"
                    ))));
                    return;
                }
            }
        };
        self.post(bytes);
        self.busy_changed(false);
        if self.0.borrow().watchdog.is_none() {
            self.arm_watchdog();
        }
    }

    /// Posts now if the worker is ready, else queues.
    fn post(&self, bytes: Vec<u8>) {
        let worker = {
            let mut inner = self.0.borrow_mut();
            let Some(running) = inner.running.as_mut() else {
                return;
            };
            if !running.ready {
                running.queue.push(bytes);
                return;
            }
            running.worker.clone()
        };
        let array = Uint8Array::from(bytes.as_slice());
        if let Err(e) = worker.post_message_with_transfer(&array, &Array::of1(&array.buffer())) {
            self.fail_all(EngineError::Failed(format!(
                "cannot reach the worker: {e:?}"
            )));
        }
    }

    /// Whether calls are waiting for an answer.
    pub fn busy(&self) -> bool {
        !self.0.borrow().pending.is_empty()
    }

    /// Stops the worker at once, whatever it is doing; every pending call gets
    /// [`EngineError::Cancelled`].
    pub fn cancel(&self) {
        self.fail_all(EngineError::Cancelled);
    }
}

impl Engine {
    /// (Re)starts the watchdog for the call the worker is on (the oldest pending one), or
    /// stops it when nothing is pending.
    fn arm_watchdog(&self) {
        let limit = {
            let inner = self.0.borrow();
            let ready = inner.running.as_ref().is_some_and(|r| r.ready);
            let oldest = inner
                .pending
                .iter()
                .min_by_key(|(id, _)| *id)
                .map(|(_, p)| p);
            oldest.map(|p| {
                if ready {
                    p.limit_ms
                } else {
                    START_LIMIT_MS.max(p.limit_ms)
                }
            })
        };
        let timeout = limit.map(|limit| {
            let weak: Weak<RefCell<Inner>> = Rc::downgrade(&self.0);
            Timeout::new(limit, move || {
                if let Some(inner) = weak.upgrade() {
                    let ready = inner.borrow().running.as_ref().is_some_and(|r| r.ready);
                    // This closure is running: leak it rather than drop it from inside itself.
                    if let Some(me) = inner.borrow_mut().watchdog.take() {
                        me.forget();
                    }
                    let seconds = limit / 1000;
                    let why = if ready {
                        format!("no answer in {seconds} s, so it was stopped; try again")
                    } else {
                        format!("it did not start within {seconds} s; try again")
                    };
                    Engine(inner).fail_all(EngineError::Failed(why));
                }
            })
        });
        // Dropping the previous timeout cancels it.
        self.0.borrow_mut().watchdog = timeout;
    }

    fn ensure_running(&self) -> Result<(), String> {
        if self.0.borrow().running.is_some() {
            return Ok(());
        }
        let path = self.0.borrow().path.clone();
        let worker = Worker::new(&path).map_err(|e| format!("cannot start {path}: {e:?}"))?;
        let weak = Rc::downgrade(&self.0);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                Engine(inner).receive(event.data());
            }
        });
        let weak = Rc::downgrade(&self.0);
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            if let Some(inner) = weak.upgrade() {
                let message = event.message();
                let why = if message.is_empty() {
                    "the worker stopped".to_string()
                } else {
                    message
                };
                Engine(inner).fail_all(EngineError::Failed(why));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.0.borrow_mut().running = Some(Running {
            worker,
            ready: false,
            queue: Vec::new(),
            _on_message: on_message,
            _on_error: on_error,
        });
        Ok(())
    }

    fn receive(&self, data: JsValue) {
        if data.as_string().as_deref() == Some(READY) {
            let queue = match self.0.borrow_mut().running.as_mut() {
                Some(running) => {
                    running.ready = true;
                    std::mem::take(&mut running.queue)
                }
                None => Vec::new(),
            };
            for bytes in queue {
                self.post(bytes);
            }
            self.arm_watchdog();
            return;
        }
        let reply = match data.dyn_ref::<Uint8Array>() {
            Some(array) => codec::decode::<Response>(&array.to_vec()),
            None => Err("a reply that is not bytes".to_string()),
        };
        match reply {
            Ok(Envelope {
                id,
                body: Response::Progress { done, of },
            }) => {
                self.arm_watchdog();
                let inner = self.0.borrow();
                if let Some(on_progress) =
                    pending_call(&inner.pending, id).and_then(|p| p.on_progress.as_ref())
                {
                    on_progress(done, of);
                }
            }
            Ok(Envelope { id, body }) => {
                let pending = {
                    let list = &mut self.0.borrow_mut().pending;
                    let at = list.iter().position(|(i, _)| *i == id);
                    at.map(|at| list.remove(at).1)
                };
                self.arm_watchdog();
                if let Some(Pending { done, .. }) = pending {
                    match body {
                        Response::Invalid { message } => done(Err(EngineError::Failed(message))),
                        body => done(Ok(body)),
                    }
                    self.busy_changed(true);
                }
            }
            Err(why) => self.fail_all(EngineError::Failed(format!("unreadable reply: {why}"))),
        }
    }

    /// Terminates the worker and answers every pending call with `error`. The callbacks run
    /// after the borrow is released, so they may call the engine again.
    fn fail_all(&self, error: EngineError) {
        let (running, pending, watchdog) = {
            let mut inner = self.0.borrow_mut();
            (
                inner.running.take(),
                std::mem::take(&mut inner.pending),
                inner.watchdog.take(),
            )
        };
        drop(watchdog);
        if let Some(running) = running {
            running.worker.set_onmessage(None);
            running.worker.set_onerror(None);
            running.worker.terminate();
        }
        // In the order the calls were made: `start` pushes each call at the end (no sort, whose
        // code the page would carry for this alone).
        let had = !pending.is_empty();
        for (_, p) in pending {
            (p.done)(Err(error.clone()));
        }
        if had {
            self.busy_changed(true);
        }
    }
}

/// The pending call with this id.
fn pending_call(list: &[(u32, Pending)], id: u32) -> Option<&Pending> {
    list.iter().find(|(i, _)| *i == id).map(|(_, p)| p)
}
