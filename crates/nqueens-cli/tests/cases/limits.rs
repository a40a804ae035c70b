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

#[test]
fn a_tour_too_big_for_memory_is_refused_with_its_figure() {
    // The construction needs five bytes a square: 21.5 GB here.
    Test::new()
        .args(["tour", "65534", "--closed", "--format", "json"])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "needs about 21.5 GB of memory, more than the 4.0 GB a run may use",
        );
    // The board format numbers every square first, a word each.
    Test::new()
        .args(["tour", "20000", "--closed"])
        .stdout("")
        .fails(EXIT_ERROR, "needs about 5.2 GB of memory");
}

#[test]
fn a_board_too_big_to_number_is_refused_and_one_without_a_tour_answered() {
    // Squares are numbered in 32 bits.
    Test::new()
        .args(["tour", "100000", "42950", "--closed", "--format", "json"])
        .stdout("")
        .fails(EXIT_ERROR, "32 bits");
    // Both sides odd: the theorem answers before any size matters.
    let run = Test::new()
        .args(["tour", "65535", "--closed"])
        .status(1)
        .stdout("")
        .run();
    assert!(
        run.stderr
            .contains("no closed knight's tour of the 65535 x 65535 board"),
        "{}",
        run.stderr
    );
}
