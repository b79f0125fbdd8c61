//! Helpers shared by the integration tests: the data sets, and the `sudoku` command run as a
//! user would. (Each test file uses some of them.)
#![allow(dead_code)]

mod data;
mod fixture;
// Not every test file reads data (as `dead_code` above, for the same reason).
#[allow(unused_imports)]
pub use data::data_file;
#[allow(unused_imports)]
pub use fixture::{cell, digit, only, open};

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `sudoku args…` with `stdin` as its input and returns its exit status and output.
///
/// The input is written from another thread and a broken pipe is ignored: a run that ends early
/// (an argument error, or stdin closed under load) is judged by its output and exit status.
#[cfg(feature = "cli")]
pub fn run_sudoku(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sudoku binary runs");
    let mut input = child.stdin.take().expect("a stdin pipe");
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().expect("sudoku ends");
    let _ = writer.join();
    out
}

/// [`run_sudoku`] as (success, stdout, stderr) text.
#[cfg(feature = "cli")]
pub fn sudoku(args: &[&str], stdin: &str) -> (bool, String, String) {
    let out = run_sudoku(args, stdin);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
