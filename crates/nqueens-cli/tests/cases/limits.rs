//! Requests too big for the machine are refused before anything is
//! allocated, with the figure and the limit.

use crate::harness::{EXIT_ERROR, Test};

#[test]
fn a_random_solution_too_big_for_memory_is_refused_with_its_figure() {
    let run = Test::new()
        .args(["find", "1000000000", "--method", "random"])
        .status(EXIT_ERROR)
        .stdout("")
        .run();
    assert!(
        run.stderr
            .contains("needs about 4.7 GB of memory, more than the 4.0 GB a run may use"),
        "{}",
        run.stderr
    );
}
