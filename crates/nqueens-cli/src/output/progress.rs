//! The progress bar of a long count, on standard error and only when that
//! is a terminal: a log or a pipe gets no stream of redrawn lines, and
//! standard output carries the result alone.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How often the spinner and the elapsed time move while no subproblem
/// finishes (at n = 27 one can take minutes).
const TICK: Duration = Duration::from_millis(200);

#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
}

impl Progress {
    /// A bar for `cost`, the summed estimated cost of the subproblems this
    /// run counts, shown unless `quiet` or standard error is not a
    /// terminal.
    ///
    /// The bar advances by each subproblem's estimated cost, not by one per
    /// subproblem: sizes vary a hundredfold, and an ETA from plain counts
    /// would swing with them. A resumed count's bar covers what is left.
    pub fn new(quiet: bool, cost: u64) -> Progress {
        if quiet || !std::io::stderr().is_terminal() {
            return Progress {
                bar: ProgressBar::hidden(),
            };
        }
        let bar = ProgressBar::with_draw_target(Some(cost), ProgressDrawTarget::stderr());
        // The template is fixed text, so it always parses.
        if let Ok(style) = ProgressStyle::with_template(&progress_template()) {
            bar.set_style(style.progress_chars(PROGRESS_CHARS));
        }
        bar.enable_steady_tick(TICK);
        Progress { bar }
    }

    /// Whether the bar is drawn.
    pub fn is_shown(&self) -> bool {
        !self.bar.is_hidden()
    }

    /// Moves the bar on by `cost` and shows the subproblems done and the
    /// solutions found so far.
    pub fn advance(&self, cost: u64, done: usize, covered: usize, solutions: u128) {
        self.bar.inc(cost);
        self.bar
            .set_message(count_progress(done, covered, solutions));
    }

    /// Runs `f` (which writes to standard error) with the bar out of the way.
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        self.bar.suspend(f)
    }

    /// Removes the bar, leaving the terminal as it was.
    pub fn clear(&self) {
        self.bar.finish_and_clear();
    }
}

/// The progress bar: indicatif's template, with `{msg}` from
/// [`count_progress`].
fn progress_template() -> String {
    format!(
        "{{spinner}} {{elapsed_precise}} [{{wide_bar}}] {{msg}}, {{eta}} {}",
        t!("count-progress-left")
    )
}

/// The bar's filled, current and empty cells.
const PROGRESS_CHARS: &str = "=> ";

fn count_progress(done: usize, covered: usize, solutions: u128) -> String {
    t!(
        "count-progress",
        done = done,
        covered = covered,
        solutions = solutions.to_string()
    )
}
