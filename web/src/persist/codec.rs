//! The stored form of what `persist` keeps (saved games, statistics, settings) and of the
//! tabs' notes: a value's postcard bytes as text, after the mark [`MARK`]. Each byte is one
//! character: printable ASCII (`' '` to `'~'`) as itself, any other byte `U+0100 + byte`, so
//! the text has no control character and one UTF-16 unit per byte, and the strings inside
//! (a game's id, its givens) stay readable in the browser's storage.
//!
//! Why not JSON: the page then links no JSON writer or self-describing decoder (postcard is
//! already there for the worker's messages). Values without the mark are an earlier
//! version's JSON (`persist::legacy`). A later version may add fields at the end of a record
//! of the same version: [`decode`] stops after this version's fields and hands back the bytes
//! after them, which a save puts back (see `persist::tabs`).

use serde::de::DeserializeOwned;
use serde::Serialize;

/// What starts every value in this form (JSON never starts with it).
pub const MARK: &str = "pc1:";

/// `value` in the stored form.
pub fn encode<T: Serialize>(value: &T) -> Result<String, String> {
    let bytes = to_bytes(value)?;
    let mut text = String::with_capacity(MARK.len() + bytes.len());
    text.push_str(MARK);
    push_bytes(&mut text, &bytes);
    Ok(text)
}

/// `value`'s bytes (to append to a record with [`push_bytes`]).
pub fn to_bytes<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    postcard::to_allocvec(value).map_err(|e| e.to_string())
}

/// Appends `bytes` to a text in the stored form.
pub fn push_bytes(text: &mut String, bytes: &[u8]) {
    text.extend(bytes.iter().map(|&b| match b {
        b' '..=b'~' => char::from(b),
        _ => char::from_u32(0x100 + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER),
    }));
}

/// The bytes of a text in the stored form; `None` when the text is not in this form (no
/// mark), an error when a character after the mark stands for no byte.
pub fn bytes_of(text: &str) -> Option<Result<Vec<u8>, String>> {
    let body = text.strip_prefix(MARK)?;
    Some(
        body.chars()
            .map(|c| match u32::from(c) {
                n @ 0x20..=0x7e => Ok(n as u8),
                n @ 0x100..=0x1ff => Ok((n - 0x100) as u8),
                n => Err(format!("character U+{n:04X} in a stored value")),
            })
            .collect(),
    )
}

/// A value read from its bytes, with the bytes after it (a later version's fields).
pub fn from_bytes<T: DeserializeOwned>(bytes: &[u8]) -> Result<(T, &[u8]), String> {
    postcard::take_from_bytes(bytes).map_err(|e| e.to_string())
}

/// A value read from its stored form, with the bytes after it; `None` when the text is not in
/// this form.
pub fn decode<T: DeserializeOwned>(text: &str) -> Option<Result<(T, Vec<u8>), String>> {
    let bytes = match bytes_of(text)? {
        Ok(bytes) => bytes,
        Err(why) => return Some(Err(why)),
    };
    Some(from_bytes(&bytes).map(|(value, rest)| (value, rest.to_vec())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_round_trips_and_printable_text_stays_readable() {
        let bytes: Vec<u8> = (0..=255).collect();
        let mut text = MARK.to_string();
        push_bytes(&mut text, &bytes);
        assert_eq!(bytes_of(&text), Some(Ok(bytes)));
        assert!(text.chars().all(|c| !c.is_control()), "{text:?}");
        let (value, rest): (String, _) = decode(&encode(&"53..7").unwrap()).unwrap().unwrap();
        assert_eq!((value.as_str(), rest.len()), ("53..7", 0));
        assert!(encode(&"53..7").unwrap().contains("53..7"));
    }

    #[test]
    fn other_texts_are_not_this_form_and_bad_characters_are_refused() {
        assert!(decode::<u32>("{\"version\":1}").is_none());
        assert!(decode::<u32>("").is_none());
        assert!(bytes_of(&format!("{MARK}a\u{7}")).unwrap().is_err());
        assert!(bytes_of(&format!("{MARK}\u{2603}")).unwrap().is_err());
        // Cut short: an error, never a panic.
        let text = encode(&("id".to_string(), 7u32)).unwrap();
        let mut cut = text.clone();
        cut.pop();
        assert!(decode::<(String, u32)>(&cut).unwrap().is_err());
        // Bytes after the value are handed back.
        let mut longer = text.clone();
        push_bytes(&mut longer, &[1, 2, 200]);
        let (value, rest) = decode::<(String, u32)>(&longer).unwrap().unwrap();
        assert_eq!((value, rest), (("id".to_string(), 7), vec![1, 2, 200]));
    }
}
