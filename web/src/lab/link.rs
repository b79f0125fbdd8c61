//! The lab's share link: `#lab=<puzzle>&engines=…&d=…&w=…&v=…`.

use solver_core::engines::EngineKind;
use solver_core::Grid;

/// The lab's settings, as a share link carries them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LabState {
    /// The puzzle.
    pub puzzle: Grid,
    /// The engines ticked, in [`EngineKind::ALL`] order.
    pub engines: Vec<EngineKind>,
    /// Classic Max. Depth (1-15).
    pub depth: u8,
    /// Classic Max. Width (2-9).
    pub width: u8,
    /// Classic verbose trace.
    pub verbose: bool,
}

/// The fragment for `state`: `#lab=<81 chars>&engines=fast,v2&d=3&w=2&v=1`. Its keys differ
/// from the game's link keys (`p`, `c`, `e`, `n`, `k`), so the game ignores it.
pub fn encode(state: &LabState) -> String {
    let engines: Vec<&str> = state.engines.iter().map(|e| e.id()).collect();
    format!(
        "#lab={}&engines={}&d={}&w={}&v={}",
        state.puzzle,
        engines.join(","),
        state.depth,
        state.width,
        u8::from(state.verbose)
    )
}

fn value<'a>(fragment: &'a str, name: &str) -> Option<&'a str> {
    fragment
        .trim_start_matches(['#', '?'])
        .split('&')
        .find_map(|part| part.strip_prefix(name)?.strip_prefix('='))
}

/// The lab state in `fragment`: `Ok(None)` without a `lab=` part, an error message when a
/// part is malformed. Never panics.
pub fn decode(fragment: &str) -> Result<Option<LabState>, String> {
    let Some(line) = value(fragment, "lab") else {
        return Ok(None);
    };
    if line.chars().count() != 81 {
        return Err(format!(
            "the lab link's puzzle has {} characters, not 81",
            line.chars().count()
        ));
    }
    let puzzle = Grid::parse(line).map_err(|e| format!("the lab link's puzzle: {e}"))?;
    let mut engines = Vec::new();
    if let Some(list) = value(fragment, "engines") {
        for id in list.split(',').filter(|s| !s.is_empty()) {
            let engine =
                EngineKind::from_id(id).ok_or_else(|| format!("unknown engine \"{id}\""))?;
            if !engines.contains(&engine) {
                engines.push(engine);
            }
        }
    }
    engines.sort_by_key(|e| EngineKind::ALL.iter().position(|x| x == e));
    let number = |name: &str, default: u8, range: std::ops::RangeInclusive<u8>| match value(
        fragment, name,
    ) {
        None => Ok(default),
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| format!("{name}={text} is not in {}-{}", range.start(), range.end())),
    };
    let depth = number("d", 1, 1..=15)?;
    let width = number("w", 2, 2..=9)?;
    let verbose = match value(fragment, "v") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => return Err(format!("v={other} is not 0 or 1")),
    };
    Ok(Some(LabState {
        puzzle,
        engines,
        depth,
        width,
        verbose,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::EXAMPLES;

    #[test]
    fn url_state_round_trip() {
        let state = LabState {
            puzzle: EXAMPLES[5].line.parse().unwrap(),
            engines: vec![EngineKind::Fast, EngineKind::V2, EngineKind::Anneal],
            depth: 3,
            width: 9,
            verbose: true,
        };
        let text = encode(&state);
        assert!(text.starts_with("#lab="));
        assert_eq!(decode(&text), Ok(Some(state.clone())));
        // The game's link reader does not take it for a puzzle link.
        assert_eq!(crate::share::link::from_location("", &text), Ok(None));
        assert_eq!(decode("#p=123"), Ok(None));
        assert_eq!(decode(""), Ok(None));
        let empty = LabState {
            engines: Vec::new(),
            ..state
        };
        assert_eq!(decode(&encode(&empty)), Ok(Some(empty)));
    }

    #[test]
    fn bad_url_state_is_an_error_not_a_panic() {
        let line = EXAMPLES[0].line;
        for bad in [
            "#lab=123".to_string(),
            format!("#lab={}x", &line[..80]),
            format!("#lab={line}&engines=fast,warp"),
            format!("#lab={line}&d=0"),
            format!("#lab={line}&d=16"),
            format!("#lab={line}&w=1"),
            format!("#lab={line}&w=x"),
            format!("#lab={line}&v=2"),
            "#lab=ééééé".to_string(),
        ] {
            assert!(decode(&bad).is_err(), "{bad}");
        }
    }
}
