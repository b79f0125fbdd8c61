//! Sharing: links that carry a puzzle (and progress), and the puzzle or position as text in
//! other programs' formats.

pub mod export;
pub mod link;
