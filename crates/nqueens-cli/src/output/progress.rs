//! The progress bar of a long count, and the spinner of other long runs
//! (`compare`'s rungs, `find`'s local search), on standard error and only
//! when that is a terminal: a log or a pipe gets no stream of redrawn
//! lines, and standard output carries the result alone.

use std::fmt;
use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

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
        if let Some(style) = bar_style(&progress_template()) {
            bar.set_style(style.with_key("left", time_left));
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
/// [`count_progress`] and `{left}` from [`time_left`].
fn progress_template() -> String {
    "{spinner} {elapsed_precise} [{wide_bar}] {msg}, {left}".to_string()
}

/// The time left, once anything is done to extrapolate from. indicatif's
/// own `{eta}` reads 0 until then, which a count of hours must not claim;
/// and the first subproblems of a large board can take minutes.
fn time_left(state: &ProgressState, out: &mut dyn fmt::Write) {
    let text = if state.pos() == 0 || state.per_sec() <= 0.0 {
        t!("progress-estimating")
    } else {
        t!(
            "count-progress-left",
            time = format!("{:#}", HumanDuration(state.eta()))
        )
    };
    let _ = out.write_str(&text);
}

/// A line that shows a long run is alive where it has no measure of its
/// progress: a spinner, the time spent and what is under way. Drawn, like
/// [`Progress`], only on a terminal.
#[derive(Debug)]
pub struct Spinner {
    bar: ProgressBar,
}

impl Spinner {
    /// A spinner saying `message`, shown unless standard error is not a
    /// terminal.
    pub fn new(message: String) -> Spinner {
        let target = if std::io::stderr().is_terminal() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        Spinner::drawn_on(target, message)
    }

    fn drawn_on(target: ProgressDrawTarget, message: String) -> Spinner {
        let bar = ProgressBar::with_draw_target(None, target);
        // The template is fixed text, so it always parses.
        if let Ok(style) = ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}") {
            bar.set_style(style);
        }
        bar.set_message(message);
        if !bar.is_hidden() {
            bar.enable_steady_tick(TICK);
        }
        Spinner { bar }
    }

    /// Says what is under way now.
    pub fn say(&self, message: String) {
        self.bar.set_message(message);
    }
}

/// However the run ends, the spinner goes.
impl Drop for Spinner {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// The bar's filled, current and empty cells.
const PROGRESS_CHARS: &str = "=> ";

/// The style of every bar the tool draws: `template`, with the same cells
/// for what is done, what is under way and what is left.
pub fn bar_style(template: &str) -> Option<ProgressStyle> {
    // The templates are fixed text, so they always parse.
    ProgressStyle::with_template(template)
        .ok()
        .map(|style| style.progress_chars(PROGRESS_CHARS))
}

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
    fn no_time_left_is_claimed_before_anything_is_done() {
        let line = Line::default();
        let progress =
            Progress::drawn_on(ProgressDrawTarget::term_like(Box::new(line.clone())), 10);
        progress.advance(0, 0, 2, 0);
        progress.bar.tick();
        let before = drawn(&line);
        assert!(before.ends_with(", estimating"), "{before:?}");
        assert!(!before.contains("0s"), "{before:?}");
        std::thread::sleep(Duration::from_millis(50));
        progress.advance(5, 1, 2, 3);
        progress.bar.tick();
        let after = drawn(&line);
        assert!(after.ends_with(" left"), "{after:?}");
        assert!(!after.contains("estimating"), "{after:?}");
    }

    #[test]
    fn a_spinner_says_what_is_under_way_and_leaves_no_trace() {
        let line = Line::default();
        let spinner = Spinner::drawn_on(
            ProgressDrawTarget::term_like(Box::new(line.clone())),
            "n = 14: pairwise".to_string(),
        );
        spinner.bar.tick();
        assert!(
            drawn(&line).contains("n = 14: pairwise"),
            "{:?}",
            drawn(&line)
        );
        spinner.say("n = 14: marks".to_string());
        spinner.bar.tick();
        assert!(drawn(&line).contains("n = 14: marks"), "{:?}", drawn(&line));
        drop(spinner);
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
