//! The puzzle data sets, by the one rule of `data/README.md`: the repository's `data/` folder
//! (small sets whole, subsets of the large ones), or the folder `SUDOKU_DATA_DIR` names (the
//! full sets) when it is set and not empty. Used by the integration tests (through
//! `tests/common`) and by the unit tests of `src/solver/tests.rs` (as a `#[path]` module).

use std::path::PathBuf;

/// The folder the data sets are read from.
fn data_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_DATA_DIR").filter(|dir| !dir.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data"),
    }
}

/// The text of the data set `name`. A missing file fails the test with the path it tried:
/// the data sets are part of the tests, never skipped.
pub fn data_file(name: &str) -> String {
    let path = data_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "data set {name}: cannot read {}: {e} (the tests read the repository's data/ folder, \
             or SUDOKU_DATA_DIR when it is set: see data/README.md)",
            path.display()
        )
    })
}
