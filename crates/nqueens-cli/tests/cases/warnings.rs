//! Runs that cannot finish soon say so once, on standard error, before
//! they start.

use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::harness::nqueens;

/// How long a warning may take to come: it is printed before the search.
const WARNING_WITHIN: Duration = Duration::from_secs(30);

/// The first line the binary writes on standard error for `args` (empty if
/// none comes in time); the run is then stopped, as it may go on for hours.
pub(super) fn first_warning(args: &[&str]) -> String {
    let mut child = nqueens()
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let stderr = child.stderr.take().expect("stderr is piped");
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stderr).read_line(&mut line);
        let _ = sender.send(line);
    });
    let line = receiver.recv_timeout(WARNING_WITHIN).unwrap_or_default();
    child.kill().expect("the run stops");
    child.wait().expect("the run ends");
    line
}

#[test]
fn first_solutions_of_large_boards_are_warned_about() {
    let line = first_warning(&["solve", "40", "--limit", "1", "--format", "list"]);
    assert!(line.starts_with("nqueens: warning: "), "{line}");
    assert!(line.contains("nqueens find 40"), "{line}");
}

#[test]
fn counting_every_tour_of_a_large_board_is_warned_about() {
    for args in [
        &["tour", "8", "--from", "a1", "--count"][..],
        &["tour", "30", "--count", "--from", "a1"],
        &["tour", "8", "--from", "a1", "--all", "--format", "list"],
    ] {
        let line = first_warning(args);
        assert!(line.starts_with("nqueens: warning: "), "{args:?}: {line}");
        assert!(line.contains("steps"), "{args:?}: {line}");
    }
}

#[test]
fn a_picture_of_a_large_board_s_first_solution_is_warned_about() {
    let line = first_warning(&["render", "40"]);
    assert!(line.starts_with("nqueens: warning: "), "{line}");
    assert!(line.contains("nqueens find 40"), "{line}");
}

#[test]
fn a_long_comparison_is_warned_about() {
    let line = first_warning(&["compare", "14", "--no-limits"]);
    assert!(
        line.starts_with("nqueens: warning: this comparison may take about "),
        "{line}"
    );
    assert!(line.contains("without --no-limits"), "{line}");
    let line = first_warning(&["compare", "16", "--runs", "100"]);
    assert!(line.contains("a smaller N or fewer methods"), "{line}");
    let line = first_warning(&["compare", "16", "--no-limits", "--lang", "vi"]);
    assert!(line.contains("lần so sánh này có thể mất"), "{line}");
}

#[test]
fn a_long_random_search_is_warned_about_with_its_memory() {
    let line = first_warning(&["find", "200000000", "--method", "random"]);
    assert!(
        line.starts_with(
            "nqueens: warning: the local search of the 200000000 x 200000000 board may take about "
        ),
        "{line}"
    );
    assert!(line.contains(" and 937.6 MB of memory;"), "{line}");
}

#[test]
fn a_count_of_minutes_is_warned_about_off_a_terminal() {
    // No progress bar in a pipe: without the warning it would say nothing
    // for minutes.
    let line = first_warning(&["count", "21"]);
    assert!(
        line.starts_with("nqueens: warning: the 21 x 21 board has about "),
        "{line}"
    );
    assert!(line.contains("counting them would take about "), "{line}");
    assert!(line.ends_with(" minutes\n"), "{line}");
}

#[test]
fn a_count_refused_without_force_says_so_once_forced() {
    let line = first_warning(&["count", "25", "--force"]);
    assert!(
        line.starts_with("nqueens: warning: the 25 x 25 board has about "),
        "{line}"
    );
    assert!(line.ends_with("would take years\n"), "{line}");
}

#[test]
fn searches_of_seconds_are_warned_about_off_a_terminal() {
    // Each of these took 3 to 11 s on two cores with nothing on standard
    // error, twice that on a busy machine; the warning comes first.
    for (args, words) in [
        (&["knights", "12", "--count"][..], "this search may take "),
        (&["peaceable", "9"], "proving the largest size may take "),
        (
            &["cube", "14", "--count"],
            "the search of this cube may take ",
        ),
    ] {
        let line = first_warning(args);
        assert!(line.starts_with("nqueens: warning: "), "{args:?}: {line}");
        assert!(line.contains(words), "{args:?}: {line}");
    }
    let line = first_warning(&["--lang", "vi", "cube", "14", "--count"]);
    assert!(line.contains("n = 14 mất 9.4 s"), "{line}");
}
