//! The share-link contract: `#p=<81 characters>` (digits 1-9, `.` or `0` for an empty cell)
//! opens that puzzle as givens. Other issues build on it; keep it stable.

use solver_core::Grid;
use std::fmt;

/// Why a link's puzzle cannot be read.
#[derive(Clone, PartialEq, Debug)]
pub enum LinkError {
    /// The `p=` value is not 81 characters long.
    WrongLength(usize),
    /// A character other than 1-9, `.` or `0`, at this 1-based position.
    BadChar(usize, char),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::WrongLength(n) => {
                write!(
                    f,
                    "the link's puzzle has {n} characters, it needs exactly 81"
                )
            }
            LinkError::BadChar(at, ch) => write!(
                f,
                "the link's puzzle has {:?} at position {at}: only 1-9, . and 0 are allowed",
                ch
            ),
        }
    }
}

/// Reads the puzzle of a location fragment (`#p=…`, with or without the `#`).
/// `Ok(None)` when the fragment carries no puzzle at all.
pub fn puzzle_from_fragment(fragment: &str) -> Result<Option<Grid>, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let Some(value) = fragment.split('&').find_map(|part| part.strip_prefix("p=")) else {
        return Ok(None);
    };
    let count = value.chars().count();
    if let Some((i, ch)) = value
        .chars()
        .enumerate()
        .find(|(_, ch)| !matches!(ch, '1'..='9' | '.' | '0'))
    {
        if count == 81 || i < 81 {
            return Err(LinkError::BadChar(i + 1, ch));
        }
    }
    if count != 81 {
        return Err(LinkError::WrongLength(count));
    }
    Grid::parse(value)
        .map(Some)
        .map_err(|_| LinkError::WrongLength(count))
}

/// The fragment that opens `grid`: `#p=` and its 81-character line.
pub fn fragment_for(grid: &Grid) -> String {
    format!("#p={grid}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_contract() {
        let line = format!("53..7....{}", "0".repeat(72));
        let grid = puzzle_from_fragment(&format!("#p={line}"))
            .unwrap()
            .unwrap();
        assert_eq!(grid.filled_count(), 3);
        assert_eq!(puzzle_from_fragment(&fragment_for(&grid)), Ok(Some(grid)));
        assert_eq!(puzzle_from_fragment(""), Ok(None));
        assert_eq!(puzzle_from_fragment("#other=1"), Ok(None));
    }

    #[test]
    fn malformed_links_say_why() {
        assert_eq!(
            puzzle_from_fragment("#p=123"),
            Err(LinkError::WrongLength(3))
        );
        let bad = format!("#p={}x{}", ".".repeat(10), ".".repeat(70));
        assert_eq!(puzzle_from_fragment(&bad), Err(LinkError::BadChar(11, 'x')));
        let spaced = format!("#p={} {}", ".".repeat(40), ".".repeat(40));
        assert_eq!(
            puzzle_from_fragment(&spaced),
            Err(LinkError::BadChar(41, ' '))
        );
        assert!(puzzle_from_fragment("#p=<script>")
            .unwrap_err()
            .to_string()
            .contains("'<'"));
    }
}
