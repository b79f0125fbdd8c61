//! How an [`Envelope`] travels between page and worker: postcard bytes (a `Uint8Array` whose
//! buffer is transferred, not copied).
//!
//! Why postcard rather than JSON text: the page decodes every answer of the worker, and
//! serde_json's decoder with the derived field-name matching of every answer type is large in
//! the page's wasm (BENCHMARKS.md, "Decision log"). Postcard is not self-describing: a
//! struct is its fields in order, an enum its variant's index then its fields, integers are
//! varints, a byte string is its length then the bytes. The derived `Deserialize` impls then
//! only need their `visit_seq` and `visit_enum`, and a photo's pixels travel as they are.
//!
//! Page and worker come from the same build, so they always agree on the layout; a message
//! that does not decode still gets a clear error (an [`Invalid`](super::Response::Invalid)
//! answer from the worker, an engine error in the page), never a hang.

use super::Envelope;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// The bytes of `envelope`.
pub fn encode<T: Serialize>(envelope: &Envelope<T>) -> Result<Vec<u8>, String> {
    postcard::to_allocvec(envelope).map_err(|e| e.to_string())
}

/// The envelope in `bytes`, or why it cannot be read (too short, a value out of range, bytes
/// left over after it).
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<Envelope<T>, String> {
    match postcard::take_from_bytes(bytes) {
        Ok((envelope, [])) => Ok(envelope),
        Ok((_, rest)) => Err(format!(
            "bytes after the end of the message: {}",
            rest.len()
        )),
        Err(e) => Err(e.to_string()),
    }
}

/// A `T` carried as its own postcard bytes inside a message: decoding the message only reads
/// the bytes, and only the code that [`unpack`](Packed::unpack)s them carries `T`'s decoder.
/// For answers the page never reads (the lab's, which its own wasm reads), so that the page's
/// decoder of every answer does not grow with them.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Packed<T> {
    #[serde(with = "serde_bytes")]
    bytes: Vec<u8>,
    #[serde(skip)]
    of: PhantomData<T>,
}

impl<T: Serialize + DeserializeOwned> Packed<T> {
    /// `value` as its bytes.
    pub fn new(value: &T) -> Result<Packed<T>, String> {
        postcard::to_allocvec(value)
            .map(|bytes| Packed {
                bytes,
                of: PhantomData,
            })
            .map_err(|e| e.to_string())
    }

    /// The value back, or why its bytes do not read.
    pub fn unpack(&self) -> Result<T, String> {
        postcard::from_bytes(&self.bytes).map_err(|e| e.to_string())
    }
}

/// The id at the start of an envelope's bytes, where it can be read even though the rest does
/// not decode (0 otherwise): the answer to an unreadable request still reaches its caller.
pub fn readable_id(bytes: &[u8]) -> u32 {
    postcard::take_from_bytes::<u32>(bytes).map_or(0, |(id, _)| id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Request, Response};

    #[test]
    fn an_envelope_comes_back_as_it_went() {
        let request = Envelope {
            id: 300,
            body: Request::ClassicHint {
                position: solver_core::Grid::EMPTY,
                skip: 5,
            },
        };
        let bytes = encode(&request).unwrap();
        assert_eq!(decode::<Request>(&bytes), Ok(request));
        // The id first, as a varint (300 = 0b10_0101100: two bytes), then the variant's index.
        assert_eq!(&bytes[..3], &[0xac, 0x02, 2]);
        assert_eq!(readable_id(&bytes), 300);
    }

    #[test]
    fn a_packed_value_travels_inside_an_answer_and_unpacks_as_it_went() {
        use crate::wire::lab::LabResponse;
        use solver_core::engines::EngineKind;
        let mut answer = LabResponse::result_only(
            EngineKind::ALL[0],
            solver_core::Grid::EMPTY,
            "solved".into(),
        );
        answer.work.push(("nodes".into(), 300));
        let reply = Envelope {
            id: 7,
            body: Response::Lab(Packed::new(&answer).unwrap()),
        };
        let back = decode::<Response>(&encode(&reply).unwrap()).unwrap();
        let Response::Lab(packed) = back.body else {
            panic!("{back:?}");
        };
        assert_eq!(packed.unpack(), Ok(answer));
    }

    #[test]
    fn short_long_and_foreign_bytes_are_refused_with_a_reason() {
        let reply = Envelope {
            id: 1,
            body: Response::Progress { done: 3, of: 9 },
        };
        let bytes = encode(&reply).unwrap();
        assert!(decode::<Response>(&bytes[..bytes.len() - 1]).is_err());
        let mut long = bytes.clone();
        long.push(0);
        assert_eq!(
            decode::<Response>(&long),
            Err("bytes after the end of the message: 1".to_string())
        );
        // JSON text is not an envelope in bytes.
        let json = br#"{"id":1,"body":{"Progress":{"done":3,"of":9}}}"#;
        assert!(decode::<Response>(json).is_err());
        assert!(decode::<Response>(&[]).is_err());
        // A variant index past the last one.
        assert!(decode::<Response>(&[1, 100]).is_err());
        assert_eq!(readable_id(&[]), 0);
        assert!(Packed::<Vec<u32>> {
            bytes: vec![5, 1],
            of: PhantomData
        }
        .unpack()
        .is_err());
        assert_eq!(readable_id(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0);
    }
}
