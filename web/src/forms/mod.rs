//! The forms' values as plain data and what they ask for: read and checked here, natively
//! tested; the components only collect the fields and show the result.

pub mod new_puzzle;
pub mod print;
