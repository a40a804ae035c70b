//! The commands, each run against the library with a checked configuration.

use std::io::{self, Write};

use crate::config::Config;
use crate::text;

mod count;
mod merge;
mod solve;
mod verify;

pub use merge::MergeError;

/// How a command ended when it ended without an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Success,
    /// No solution exists, or a placement checked is not one.
    Failure,
    /// Ctrl-C stopped a count, whose checkpoint is saved.
    Interrupted,
}

pub fn run(config: Config) -> anyhow::Result<Outcome> {
    match config {
        Config::Solve(config) => solve::run(config),
        Config::Count(config) => count::run(&config),
        Config::Merge(config) => merge::run(&config),
        Config::Verify(config) => verify::run(&config),
    }
}

/// Writes a line to standard error. A failure to do so cannot be reported
/// anywhere, so it is ignored rather than allowed to panic.
pub fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

pub fn warn(message: &str) {
    note(&format!("{}{message}", text::WARNING_PREFIX));
}
