//! A long `complete` watched: a progress bar of the pieces the library
//! splits the search into, and Ctrl-C to stop it.
//!
//! The bar follows `count`'s: on standard error, and only when that is a
//! terminal. Most completions take milliseconds, so it is drawn only once
//! the search has run a while, rather than flashing up and away.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget};
use nqueens::complete::{SearchProgress, Watch};

use crate::console::{self, note};
use crate::output::progress::bar_style;

/// How long a search runs before its bar is drawn.
const SHOW_AFTER: Duration = Duration::from_millis(500);

/// How often the spinner and the elapsed time move while no piece ends.
const TICK: Duration = Duration::from_millis(200);

/// The watch on one search: its stop flag, set by Ctrl-C, and its bar.
#[derive(Debug)]
pub struct Watcher {
    stop: Arc<AtomicBool>,
    /// Set once the search is over, when Ctrl-C has nothing left to stop.
    over: Arc<AtomicBool>,
    bar: ProgressBar,
    /// The most pieces and nodes told so far: pieces end on several
    /// threads, whose reports may come out of order.
    done: AtomicUsize,
    nodes: AtomicU64,
    /// The thread that draws the bar after [`SHOW_AFTER`], and the channel
    /// whose closing tells it the search is over.
    reveal: Option<(mpsc::Sender<()>, JoinHandle<()>)>,
}

impl Watcher {
    /// Starts watching: Ctrl-C (or SIGTERM, or SIGHUP) stops the search
    /// rather than the process from now on. `counting` chooses the line
    /// said when a second Ctrl-C ends the process.
    pub fn start(counting: bool) -> Watcher {
        let stop = Arc::new(AtomicBool::new(false));
        let over = Arc::new(AtomicBool::new(false));
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        if let Some(style) = bar_style(TEMPLATE) {
            bar.set_style(style);
        }
        catch_ctrl_c(Arc::clone(&stop), Arc::clone(&over), bar.clone(), counting);
        Watcher {
            stop,
            over,
            bar,
            done: AtomicUsize::new(0),
            nodes: AtomicU64::new(0),
            reveal: None,
        }
    }

    /// Runs `search` with the stop flag and the bar; the bar is gone when
    /// it returns, leaving standard error as it was for what is printed
    /// next. A Ctrl-C from then on ends the process at once, as it would
    /// with no handler.
    pub fn search<T>(mut self, search: impl FnOnce(Watch<'_>) -> T) -> T {
        // The time shown is the search's, not the estimate's before it.
        self.bar.reset_elapsed();
        self.bar.set_message(t!("complete-progress-none"));
        if std::io::stderr().is_terminal() {
            let (closed, wait) = mpsc::channel::<()>();
            let bar = self.bar.clone();
            let thread = thread::spawn(move || {
                if wait.recv_timeout(SHOW_AFTER) == Err(mpsc::RecvTimeoutError::Timeout) {
                    bar.set_draw_target(ProgressDrawTarget::stderr());
                    bar.enable_steady_tick(TICK);
                }
            });
            self.reveal = Some((closed, thread));
        }
        let report = |progress: SearchProgress| self.report(progress);
        let watch = Watch {
            stop: Some(&self.stop),
            progress: Some(&report),
        };
        let result = search(watch);
        self.finish();
        result
    }

    fn report(&self, progress: SearchProgress) {
        let done = self.done.fetch_max(progress.pieces_done, Ordering::Relaxed);
        let nodes = self.nodes.fetch_max(progress.nodes, Ordering::Relaxed);
        let (done, nodes) = (done.max(progress.pieces_done), nodes.max(progress.nodes));
        self.bar.set_length(progress.pieces as u64);
        self.bar.set_position(done as u64);
        self.bar.set_message(t!(
            "complete-progress",
            done = done,
            pieces = progress.pieces,
            nodes = nodes
        ));
    }

    fn finish(&mut self) {
        self.over.store(true, Ordering::SeqCst);
        if let Some((closed, thread)) = self.reveal.take() {
            drop(closed);
            // The bar is drawn, if it is, before it is cleared.
            let _ = thread.join();
        }
        self.bar.finish_and_clear();
    }
}

/// However a search ends (an error, a panic), the bar goes.
impl Drop for Watcher {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The bar: what is done of the pieces, in time and in nodes. No time is
/// guessed for the rest: pieces differ in size by orders of magnitude.
const TEMPLATE: &str = "{spinner} {elapsed_precise} [{wide_bar}] {msg}";

/// Sets `stop` on the first Ctrl-C (or SIGTERM, or SIGHUP), for the search
/// to end with no answer; ends the process on a second, for a user who will
/// not wait, and on any once the search is `over` (while its answer is
/// printed, say). A handler that cannot be set leaves Ctrl-C ending the
/// process at once, as it always has.
fn catch_ctrl_c(stop: Arc<AtomicBool>, over: Arc<AtomicBool>, bar: ProgressBar, counting: bool) {
    let search_over = Arc::clone(&over);
    let _ = console::catch_interrupts(
        move || !search_over.load(Ordering::SeqCst) && !stop.swap(true, Ordering::SeqCst),
        move || {
            if !over.load(Ordering::SeqCst) {
                bar.finish_and_clear();
                note(&interrupted(counting));
            }
        },
    );
}

/// The line said when Ctrl-C stops a search.
pub fn interrupted(counting: bool) -> String {
    if counting {
        t!("complete-interrupted-count")
    } else {
        t!("complete-interrupted")
    }
}
