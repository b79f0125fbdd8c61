//! The worker's side of the wire: one envelope in, one out, in the form it came in. The page
//! sends postcard bytes ([`crate::wire::codec`]); JSON text is also understood, so that a test
//! or a benchmark page can drive the worker by hand (`e2e/bench-generator.spec.ts` posts
//! `{"id":1,"body":{"GenerateMany":{…}}}` and reads the JSON answer).
//!
//! Never panics on bad input: a message that does not decode is answered with
//! [`Response::Invalid`] under the request's id where that can be read (0 otherwise).

use super::handle_observed;
use crate::wire::{codec, Envelope, Request, Response};

/// Answers one request sent as postcard bytes, in postcard bytes.
pub fn handle_bytes(bytes: &[u8]) -> Vec<u8> {
    handle_bytes_observed(bytes, &mut |_| {})
}

/// [`handle_bytes`], handing `post` each progress envelope (bytes) as the work goes.
pub fn handle_bytes_observed(bytes: &[u8], post: &mut dyn FnMut(Vec<u8>)) -> Vec<u8> {
    let request = codec::decode(bytes).map_err(|why| (codec::readable_id(bytes), why));
    answer(request, bytes_reply, post)
}

/// Answers one request sent as JSON text, in JSON text.
pub fn handle_message(text: &str) -> String {
    handle_message_observed(text, &mut |_| {})
}

/// [`handle_message`], handing `post` each progress envelope (JSON text) as the work goes.
pub fn handle_message_observed(text: &str, post: &mut dyn FnMut(String)) -> String {
    let request = serde_json::from_str(text).map_err(|e| (readable_id(text), e.to_string()));
    answer(request, json_reply, post)
}

/// The reply to a request or to why it could not be read, each message made by `encode`.
fn answer<M>(
    request: Result<Envelope<Request>, (u32, String)>,
    encode: fn(&Envelope<Response>) -> M,
    post: &mut dyn FnMut(M),
) -> M {
    let reply = match request {
        Ok(Envelope { id, body }) => Envelope {
            id,
            body: handle_observed(body, &mut |body| post(encode(&Envelope { id, body }))),
        },
        Err((id, why)) => Envelope {
            id,
            body: Response::Invalid {
                message: format!("unreadable request: {why}"),
            },
        },
    };
    encode(&reply)
}

fn bytes_reply(reply: &Envelope<Response>) -> Vec<u8> {
    codec::encode(reply)
        .or_else(|why| {
            codec::encode(&Envelope {
                id: reply.id,
                body: Response::Invalid {
                    message: format!("cannot encode the reply: {why}"),
                },
            })
        })
        // Not reached (an id and a text always encode); an empty message would reach the
        // page as an unreadable reply, an engine error, not a hang.
        .unwrap_or_default()
}

fn json_reply(reply: &Envelope<Response>) -> String {
    serde_json::to_string(reply).unwrap_or_else(|why| {
        let message = format!("cannot encode the reply: {why}");
        serde_json::json!({ "id": reply.id, "body": { "Invalid": { "message": message } } })
            .to_string()
    })
}

/// The id of a JSON request that does not decode, where it can be read (0 otherwise).
fn readable_id(text: &str) -> u32 {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
        .and_then(|id| u32::try_from(id).ok())
        .unwrap_or(0)
}
