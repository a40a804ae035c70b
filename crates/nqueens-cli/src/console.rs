//! What every command shares with the terminal and the shell: a line on
//! standard error, how a command ended and the exit status that says so,
//! Ctrl-C, and the thread a deep search runs on. Below the commands: it
//! knows none of them.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use anyhow::{Context, anyhow};

use crate::text;

/// The status of a run that found no solution, or a placement that is not
/// one.
pub const EXIT_FAILURE: u8 = 1;
/// The status of a run that stopped on an error, said in one line.
pub const EXIT_ERROR: u8 = 2;
/// What shells report for a process ended by SIGINT (128 + 2), so that a
/// script sees an interrupted count as interrupted.
pub const EXIT_INTERRUPTED: u8 = 130;

/// Output is written in blocks this large; a pipe takes them whole.
pub const OUTPUT_BUFFER_BYTES: usize = 64 << 10;

/// Stack for everything but a search's recursion: the visitor, the
/// printer, the library's frames above the first row.
const BASE_STACK_BYTES: usize = 8 << 20;
/// Stack per row of recursion, with room to spare: the deepest frame
/// measured, in an unoptimised build, is under 128 bytes.
const STACK_BYTES_PER_ROW: usize = 1 << 10;

/// How a command ended when it ended without an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Success,
    /// No solution exists, or a placement checked is not one.
    Failure,
    /// Ctrl-C stopped a count, whose checkpoint is saved.
    Interrupted,
}

impl Outcome {
    /// The status the process ends with.
    pub fn exit_code(self) -> ExitCode {
        match self {
            Outcome::Success => ExitCode::SUCCESS,
            Outcome::Failure => ExitCode::from(EXIT_FAILURE),
            Outcome::Interrupted => ExitCode::from(EXIT_INTERRUPTED),
        }
    }
}

/// Writes a line to standard error. A failure to do so cannot be reported
/// anywhere, so it is ignored rather than allowed to panic.
pub fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// A note that starts with the word for a warning.
pub fn warn(message: &str) {
    note(&format!("{}{message}", text::warning_prefix()));
}

/// Ends the process as Ctrl-C would have, but with the status of an
/// interrupted run rather than a signal.
pub fn exit_interrupted() -> ! {
    std::process::exit(i32::from(EXIT_INTERRUPTED))
}

/// Catches Ctrl-C (and SIGTERM, and SIGHUP) for a command that stops
/// cleanly: the first press runs `first`, which says whether the command
/// will stop by itself; a press it will not stop for, and any later press,
/// runs `last` and ends the process, for a user who will not wait.
pub fn catch_interrupts(
    first: impl Fn() -> bool + Send + 'static,
    last: impl Fn() + Send + 'static,
) -> Result<(), ctrlc::Error> {
    let presses = AtomicUsize::new(0);
    ctrlc::set_handler(move || {
        if presses.fetch_add(1, Ordering::SeqCst) == 0 && first() {
            return;
        }
        last();
        exit_interrupted();
    })
}

/// Runs `search` on a thread whose stack holds a recursion `rows` deep:
/// the recursive searches go one frame per row, beyond the default stack
/// of a thread once a board has thousands of rows.
pub fn on_deep_stack<T, F>(rows: usize, search: F) -> anyhow::Result<T>
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
