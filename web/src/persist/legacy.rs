//! What earlier versions stored as JSON (saved games, statistics, settings), read with
//! miniserde's JSON value and taken apart here, as serde's derived impls read it: the same
//! field names and representations (a grid as its 81-character line, marks as 81 numbers,
//! colours as 81 numbers, a unit enum variant as its name), unknown fields ignored, the same
//! fields optional. Read only: this version writes `persist::codec`'s form, so a value read
//! here is rewritten in that form at its next save. The page links no serde_json for it.

use super::stats::{Solved, Stats};
use super::store::{check_version, unreadable, SavedGame};
use crate::game::sheet::Colours;
use crate::game::{Checkpoint, Mode, Settings, Sheet, Snapshot, Theme};
use miniserde::json::{self, Number, Object, Value};
use solver_core::logic::Notation;
use solver_core::{Grid, Marks};

/// A saved game in the JSON of earlier versions; the error says why not (`unreadable (…)`,
/// or the version's own message).
pub fn saved_game(text: &str) -> Result<SavedGame, String> {
    let fields = object_of(text).map_err(unreadable)?;
    let version = u32_of(field(&fields, "version")).map_err(unreadable)?;
    check_version(version)?;
    game_fields(&fields, version).map_err(unreadable)
}

/// Statistics in the JSON of earlier versions; the error says why not.
pub fn stats(text: &str) -> Result<Stats, String> {
    let fields = object_of(text)?;
    Ok(Stats {
        version: u32_of(field(&fields, "version"))?,
        games: list(field(&fields, "games"), |value| {
            let game = object(value)?;
            Ok(Solved {
                id: string(field(game, "id"))?,
                level: string(field(game, "level"))?,
                seconds: u32_of(field(game, "seconds"))?,
                hints: u32_of(field(game, "hints"))?,
                // Not counted while statistics were JSON.
                checks: 0,
                practice: false,
            })
        })?,
    })
}

/// Settings in the JSON of earlier versions: every field may be missing (its default).
pub fn settings(text: &str) -> Result<Settings, String> {
    let fields = object_of(text)?;
    let mut settings = Settings::default();
    let flags = [
        ("show_timer", &mut settings.show_timer),
        ("check_mistakes", &mut settings.check_mistakes),
        ("keypad_counts", &mut settings.keypad_counts),
        ("centre_as_candidates", &mut settings.centre_as_candidates),
        ("classic_coach", &mut settings.classic_coach),
    ];
    for (name, flag) in flags {
        if let Some(value) = fields.get(name) {
            *flag = boolean(value)?;
        }
    }
    if let Some(value) = fields.get("theme") {
        settings.theme = match name(value)? {
            "System" => Theme::System,
            "Light" => Theme::Light,
            "Dark" => Theme::Dark,
            other => return Err(format!("unknown theme `{other}`")),
        };
    }
    if let Some(value) = fields.get("notation") {
        settings.notation = match name(value)? {
            "RowColumn" => Notation::RowColumn,
            "Classic" => Notation::Classic,
            other => return Err(format!("unknown notation `{other}`")),
        };
    }
    Ok(settings)
}

fn game_fields(fields: &Object, version: u32) -> Result<SavedGame, String> {
    Ok(SavedGame {
        version,
        id: string(field(fields, "id"))?,
        givens: grid(field(fields, "givens"))?,
        sheet: sheet(field(fields, "sheet"))?,
        mode: match name(field(fields, "mode"))? {
            "Edit" => Mode::Edit,
            "Play" => Mode::Play,
            other => return Err(format!("unknown mode `{other}`")),
        },
        undo: list(field(fields, "undo"), snapshot)?,
        redo: list(field(fields, "redo"), snapshot)?,
        elapsed: u32_of(field(fields, "elapsed"))?,
        auto_candidates: boolean(field(fields, "auto_candidates"))?,
        saved_at: float(field(fields, "saved_at"))?,
        checkpoints: match fields.get("checkpoints") {
            None => Vec::new(),
            Some(value) => list(value, |v| {
                let checkpoint = object(v)?;
                Ok(Checkpoint {
                    name: string(field(checkpoint, "name"))?,
                    snapshot: snapshot(field(checkpoint, "snapshot"))?,
                })
            })?,
        },
        level: match fields.get("level") {
            None | Some(Value::Null) => None,
            Some(value) => Some(string(value)?),
        },
        // Practice games came after the JSON form.
        practice: false,
    })
}

fn sheet(value: &Value) -> Result<Sheet, String> {
    let fields = object(value)?;
    let optional = |name: &str| fields.get(name).map_or(Ok(Marks::default()), marks);
    Ok(Sheet {
        entries: grid(field(fields, "entries"))?,
        centre: marks(field(fields, "center"))?,
        corner: marks(field(fields, "corner"))?,
        colours: match fields.get("colors") {
            None => Colours::default(),
            Some(value) => Colours::try_from(list(value, |v| small(v, u8::MAX.into()))?)?,
        },
        cand_a: optional("cand_a")?,
        cand_b: optional("cand_b")?,
    })
}

fn snapshot(value: &Value) -> Result<Snapshot, String> {
    let fields = object(value)?;
    Ok(Snapshot {
        givens: grid(field(fields, "givens"))?,
        sheet: sheet(field(fields, "sheet"))?,
    })
}

fn grid(value: &Value) -> Result<Grid, String> {
    Grid::parse(name(value)?).map_err(|e| e.to_string())
}

fn marks(value: &Value) -> Result<Marks, String> {
    Marks::try_from(list(value, |v| small(v, u16::MAX.into()))?)
}

fn object_of(text: &str) -> Result<Object, String> {
    match json::from_str::<Value>(text) {
        Ok(Value::Object(fields)) => Ok(fields),
        Ok(_) => Err("not a JSON object".into()),
        Err(_) => Err("not JSON".into()),
    }
}

fn object(value: &Value) -> Result<&Object, String> {
    match value {
        Value::Object(fields) => Ok(fields),
        _ => Err("an object expected".into()),
    }
}

/// The field `name`; a missing one reads as `null`, which no required field accepts.
fn field<'a>(fields: &'a Object, name: &str) -> &'a Value {
    const NULL: &Value = &Value::Null;
    fields.get(name).unwrap_or(NULL)
}

fn list<T>(value: &Value, item: impl Fn(&Value) -> Result<T, String>) -> Result<Vec<T>, String> {
    match value {
        Value::Array(items) => items.iter().map(item).collect(),
        _ => Err("a list expected".into()),
    }
}

fn name(value: &Value) -> Result<&str, String> {
    match value {
        Value::String(text) => Ok(text),
        _ => Err("a string expected".into()),
    }
}

fn string(value: &Value) -> Result<String, String> {
    name(value).map(str::to_string)
}

fn boolean(value: &Value) -> Result<bool, String> {
    match value {
        Value::Bool(b) => Ok(*b),
        _ => Err("true or false expected".into()),
    }
}

/// A whole number from 0 to `max`.
fn small<T: TryFrom<u64>>(value: &Value, max: u64) -> Result<T, String> {
    match value {
        Value::Number(Number::U64(n)) if *n <= max => {
            T::try_from(*n).map_err(|_| format!("{n} is out of range"))
        }
        _ => Err(format!("a whole number up to {max} expected")),
    }
}

fn u32_of(value: &Value) -> Result<u32, String> {
    small(value, u32::MAX.into())
}

fn float(value: &Value) -> Result<f64, String> {
    match value {
        Value::Number(Number::F64(x)) => Ok(*x),
        Value::Number(Number::U64(n)) => Ok(*n as f64),
        Value::Number(Number::I64(n)) => Ok(*n as f64),
        _ => Err("a number expected".into()),
    }
}

#[cfg(test)]
mod tests;
