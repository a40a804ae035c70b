//! The commands, each run against the library with a checked configuration.

use std::io::{self, Write};
use std::thread;

use anyhow::{Context, anyhow};

use crate::cli::Command;
use crate::text;

pub mod compare;
pub mod complete;
pub mod completions;
pub mod count;
pub mod cube;
pub mod dominate;
pub mod export;
pub mod find;
pub mod knights;
pub mod man;
pub mod peaceable;
pub mod phase;
pub mod render;
pub mod serve;
pub mod solve;
pub mod tour;
pub mod trace;
pub mod verify;
pub mod watch;

/// Stack for everything but a search's recursion: the visitor, the
/// printer, the library's frames above the first row.
const BASE_STACK_BYTES: usize = 8 << 20;
/// Stack per row of recursion, with room to spare: the deepest frame
/// measured, in an unoptimised build, is under 128 bytes.
const STACK_BYTES_PER_ROW: usize = 1 << 10;

/// Output is written in blocks this large; a pipe takes them whole.
const OUTPUT_BUFFER_BYTES: usize = 64 << 10;

/// How a command ended when it ended without an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Success,
    /// No solution exists, or a placement checked is not one.
    Failure,
    /// Ctrl-C stopped a count, whose checkpoint is saved.
    Interrupted,
}

/// Runs `command`; `tree` builds the whole command line with its help, for
/// the commands that describe the tool itself.
pub fn run(command: Command, tree: impl FnOnce() -> clap::Command) -> anyhow::Result<Outcome> {
    match command {
        Command::Solve(args) => solve::run(args),
        Command::Count(args) => count::run(args),
        Command::Merge(args) => count::merge::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Find(args) => find::run(args),
        Command::Dominate(args) => dominate::run(args),
        Command::Knights(args) => knights::run(args),
        Command::Peaceable(args) => peaceable::run(args),
        Command::Cube(args) => cube::run(args),
        Command::Export(args) => export::run(args),
        Command::Complete(args) => complete::run(args),
        Command::Tour(args) => tour::run(args),
        Command::Render(args) => render::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Phase(args) => phase::run(args),
        Command::Watch(args) => watch::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Trace(args) => trace::run(args),
        Command::Completions(args) => completions::run(args, tree()),
        Command::Man(args) => man::run(args, tree()),
    }
}

/// Runs `search` on a thread whose stack holds a recursion `rows` deep:
/// the recursive searches go one frame per row, beyond the default stack
/// of a thread once a board has thousands of rows.
fn on_deep_stack<T, F>(rows: usize, search: F) -> anyhow::Result<T>
where
    T: Send + 'static,
    F: FnOnce() -> anyhow::Result<T> + Send + 'static,
{
    let stack_bytes = BASE_STACK_BYTES.saturating_add(rows.saturating_mul(STACK_BYTES_PER_ROW));
    thread::Builder::new()
        .name("search".to_string())
        .stack_size(stack_bytes)
        .spawn(search)
        .with_context(text::search_thread_failed)?
        .join()
        .map_err(|_| anyhow!(text::search_thread_died()))?
}

/// Writes a line to standard error. A failure to do so cannot be reported
/// anywhere, so it is ignored rather than allowed to panic.
pub fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

pub fn warn(message: &str) {
    note(&format!("{}{message}", text::warning_prefix()));
}
