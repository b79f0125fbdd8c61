//! SudokuPad's shortened JSON ("PuzzleZipper", read here from public descriptions of it, no
//! code copied) turned back into JSON. SudokuPad shortens its puzzle JSON before compressing
//! it:
//!
//! - keys lose their quotes (`{cells:…}`), and common keys are abbreviated (`ce` for `cells`,
//!   `v` for `value`, … see [`long_key`]);
//! - strings use single quotes when the text has no double quote;
//! - empty objects in arrays are left out (`[,{v:1}]`, `[]` for `[{}]`);
//! - after a colon, `t` and `f` stand for `true` and `false`, `#0` and `#F` for black and
//!   white, and six bare hex digits for a colour.
//!
//! [`to_json`] undoes these, and [`parse`] also accepts plain JSON.

use serde_json::Value;

/// The long key of an abbreviated one, or the key itself.
pub fn long_key(key: &str) -> &str {
    match key {
        "c" => "color",
        "ca" => "cages",
        "ct" => "center",
        "c1" => "borderColor",
        "c2" => "backgroundColor",
        "ce" => "cells",
        "cs" => "cellSize",
        "a" => "arrows",
        "o" => "overlays",
        "u" => "underlays",
        "w" => "width",
        "h" => "height",
        "v" => "value",
        "vd" => "videos",
        "l" => "lines",
        "r" => "rounded",
        "re" => "regions",
        "fs" => "fontSize",
        "th" => "thickness",
        "hl" => "headLength",
        "wp" => "wayPoints",
        "t" => "title",
        "te" => "text",
        "d" => "duration",
        "d2" => "d",
        other => other,
    }
}

/// Reads plain or shortened JSON, with every key in its long form.
pub fn parse(text: &str) -> Option<Value> {
    let value = serde_json::from_str(text)
        .ok()
        .or_else(|| serde_json::from_str(&to_json(text)).ok())?;
    Some(lengthen_keys(value))
}

fn lengthen_keys(value: Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (long_key(&k).to_string(), lengthen_keys(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(lengthen_keys).collect()),
        other => other,
    }
}

const STRUCTURE: &[char] = &['{', '}', '[', ']', ',', ':'];

/// Shortened JSON as JSON text (which may still fail to parse if the input was not JSON).
pub fn to_json(text: &str) -> String {
    let quote = if text.contains('"') { '"' } else { '\'' };
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    // The last structural character written, for the empty-object and value rules.
    let mut last = ' ';
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        if ch == quote {
            i = copy_string(&chars, i, quote, &mut out);
            last = '"';
        } else if STRUCTURE.contains(&ch) {
            if matches!(last, '[' | ',') && matches!(ch, ',' | ']' | '}') {
                out.push_str("{}");
            }
            out.push(ch);
            last = ch;
            i += 1;
        } else if ch.is_whitespace() {
            out.push(ch);
            i += 1;
        } else {
            let start = i;
            while i < chars.len()
                && !STRUCTURE.contains(&chars[i])
                && chars[i] != quote
                && !chars[i].is_whitespace()
            {
                i += 1;
            }
            let token: String = chars[start..i].iter().collect();
            let is_key = chars[i..].iter().find(|c| !c.is_whitespace()) == Some(&':');
            out.push_str(&bare(&token, is_key, last == ':'));
            last = 'x';
        }
    }
    out
}

/// Copies the string starting at `chars[start]` (a `quote`) as a JSON string; returns the index
/// after it.
fn copy_string(chars: &[char], start: usize, quote: char, out: &mut String) -> usize {
    out.push('"');
    let mut i = start + 1;
    while i < chars.len() {
        let ch = chars[i];
        if ch == '\\' && i + 1 < chars.len() {
            let next = chars[i + 1];
            if next == '\'' {
                out.push('\'');
            } else {
                out.push('\\');
                out.push(next);
            }
            i += 2;
            continue;
        }
        if ch == quote {
            out.push('"');
            return i + 1;
        }
        if ch == '"' {
            out.push_str("\\\"");
        } else {
            out.push(ch);
        }
        i += 1;
    }
    out.push('"');
    i
}

/// A bare token as JSON: a key is quoted; after a colon the shortened values are expanded.
fn bare(token: &str, is_key: bool, after_colon: bool) -> String {
    if is_key {
        return format!("\"{token}\"");
    }
    if after_colon {
        match token {
            "t" => return "true".into(),
            "f" => return "false".into(),
            "#0" => return "\"#000000\"".into(),
            "#F" => return "\"#FFFFFF\"".into(),
            _ if token.len() == 6 && token.chars().all(|c| c.is_ascii_hexdigit()) => {
                return format!("\"#{token}\"")
            }
            _ => {}
        }
    }
    token.to_string()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn undoes_the_shortening() {
        let zipped = "{ce:[[{v:5},,{v:'3'}],[]],ca:[{ce:[[0,1]],v:'title: It\\'s'}],re:[],\
                      o:[{c:FF0000,r:t,x:f,b:#0}],cs:50}";
        let value = parse(zipped).unwrap();
        assert_eq!(
            value,
            json!({
                "cells": [[{"value": 5}, {}, {"value": "3"}], [{}]],
                "cages": [{"cells": [[0, 1]], "value": "title: It's"}],
                "regions": [{}],
                "overlays": [{"color": "#FF0000", "rounded": true, "x": false, "b": "#000000"}],
                "cellSize": 50
            })
        );
        assert_eq!(parse("{\"cells\":[]}"), Some(json!({"cells": []})));
        assert_eq!(parse("{a:'unterminated"), None);
        assert_eq!(parse("not json at all"), None);
    }
}
