//! Printing as plain data: the "Print puzzles" form's request, and the job the print view
//! lays out (puzzles, per page, answer key).

use solver_core::rating::Level;
use solver_core::Grid;

/// One puzzle on paper.
#[derive(Clone, PartialEq, Debug)]
pub struct PrintItem {
    /// The givens.
    pub puzzle: Grid,
    /// Its solution, for the answer key.
    pub solution: Option<Grid>,
    /// Level and score, when known ("Hard 4.2").
    pub level: String,
    /// The seed it was generated from, if any.
    pub seed: Option<u64>,
}

/// What to print: puzzles, how many per page, and whether to add an answer key.
#[derive(Clone, PartialEq, Debug)]
pub struct PrintJob {
    /// 1, 2, 4 or 6.
    pub per_page: u8,
    /// Answer key on separate pages.
    pub answers: bool,
    /// The puzzles.
    pub items: Vec<PrintItem>,
}

/// What the form asks for.
#[derive(Clone, PartialEq, Debug)]
pub struct PrintRequest {
    /// 1, 2, 4 or 6 per page.
    pub per_page: u8,
    /// New puzzles to generate; 0 prints the puzzle on screen.
    pub count: u8,
    /// Their level.
    pub level: Option<Level>,
    /// Add an answer key.
    pub answers: bool,
}

/// Reads the form; the count must be 0 to 24.
pub fn parse_request(
    per_page: &str,
    count: &str,
    level: &str,
    answers: bool,
) -> Result<PrintRequest, String> {
    let per_page = match per_page {
        "1" => 1,
        "2" => 2,
        "4" => 4,
        "6" => 6,
        other => {
            return Err(format!(
                "{other:?} puzzles per page is not offered (1, 2, 4 or 6)"
            ))
        }
    };
    let count: u8 = count
        .trim()
        .parse()
        .ok()
        .filter(|n| *n <= 24)
        .ok_or_else(|| {
            format!(
                "the number of new puzzles must be 0 to 24, not {:?}",
                count.trim()
            )
        })?;
    let level = level.parse::<Level>().ok();
    Ok(PrintRequest {
        per_page,
        count,
        level,
        answers,
    })
}

/// An item for the puzzle on screen.
pub fn current_item(puzzle: Grid, solution: Option<Grid>, level: String) -> PrintItem {
    PrintItem {
        puzzle,
        solution,
        level,
        seed: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_checked() {
        assert_eq!(
            parse_request("6", "12", "Hard", true),
            Ok(PrintRequest {
                per_page: 6,
                count: 12,
                level: Some(Level::Hard),
                answers: true
            })
        );
        assert!(parse_request("3", "1", "", false)
            .unwrap_err()
            .contains("per page"));
        assert!(parse_request("1", "25", "", false)
            .unwrap_err()
            .contains("0 to 24"));
        assert!(parse_request("1", "-1", "", false).is_err());
    }
}
