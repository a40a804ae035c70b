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
        Progress::drawn_on(ProgressDrawTarget::stderr(), cost)
    }

    fn drawn_on(target: ProgressDrawTarget, cost: u64) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(cost), target);
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

    /// A handle that removes the bar from another thread, as a signal
    /// handler about to end the process must.
    pub fn remover(&self) -> Remover {
        Remover(self.bar.clone())
    }
}

/// However a count ends (an error, Ctrl-C), the bar goes: left drawn, it
/// would stay on the screen above the next line, frozen.
impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// Removes a [`Progress`] bar from any thread.
#[derive(Clone, Debug)]
pub struct Remover(ProgressBar);

impl Remover {
    pub fn clear(&self) {
        self.0.finish_and_clear();
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

#[cfg(test)]
mod tests {
    use std::io;
    use std::sync::{Arc, Mutex};

    use indicatif::TermLike;

    use super::*;

    /// A terminal that keeps what was drawn on its one line.
    #[derive(Clone, Debug, Default)]
    struct Line(Arc<Mutex<String>>);

    impl TermLike for Line {
        fn width(&self) -> u16 {
            80
        }
        fn move_cursor_up(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn write_line(&self, text: &str) -> io::Result<()> {
            self.write_str(text)
        }
        fn write_str(&self, text: &str) -> io::Result<()> {
            self.0.lock().unwrap().push_str(text);
            Ok(())
        }
        fn clear_line(&self) -> io::Result<()> {
            self.0.lock().unwrap().clear();
            Ok(())
        }
        fn flush(&self) -> io::Result<()> {
            Ok(())
        }
    }

    fn drawn(line: &Line) -> String {
        line.0.lock().unwrap().clone()
    }

    #[test]
    fn a_bar_dropped_unfinished_leaves_the_screen() {
        let line = Line::default();
        let progress =
            Progress::drawn_on(ProgressDrawTarget::term_like(Box::new(line.clone())), 10);
        progress.advance(5, 1, 2, 3);
        progress.bar.tick();
        assert!(
            drawn(&line).contains("1/2 subproblems"),
            "{:?}",
            drawn(&line)
        );
        // As when a count ends with an error.
        drop(progress);
        assert_eq!(drawn(&line).trim(), "");
    }

    #[test]
    fn a_bar_is_removed_from_another_thread() {
        let line = Line::default();
        let progress =
            Progress::drawn_on(ProgressDrawTarget::term_like(Box::new(line.clone())), 10);
        progress.advance(5, 1, 2, 3);
        progress.bar.tick();
        let remover = progress.remover();
        std::thread::spawn(move || remover.clear()).join().unwrap();
        assert_eq!(drawn(&line).trim(), "");
        drop(progress);
    }
}
