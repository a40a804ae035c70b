//! The knight's-tour trace: its tours are the enumeration's, in order; its
//! steps nest like pushes and pops of the path; every move is a knight
//! move to a free square; and it refuses what it cannot trace.

use std::ops::ControlFlow;

use nqueens::tour::{TourStep, TourTrace, for_each_tour};
use nqueens::{ErrorKind, Square, TourMethod, find_tour};

/// Every tour [`for_each_tour`] visits, in its order.
fn enumerated(rows: usize, cols: usize, start: Square, closed: bool) -> Vec<Vec<Square>> {
    let mut tours = Vec::new();
    for_each_tour(rows, cols, start, closed, |path| {
        tours.push(path.to_vec());
        ControlFlow::Continue(())
    })
    .unwrap();
    tours
}

/// Every tour the trace reaches, in its order, read from
/// [`TourTrace::path`] at each [`TourStep::Tour`].
fn traced(trace: &mut TourTrace) -> Vec<Vec<Square>> {
    let mut tours = Vec::new();
    while let Some(step) = trace.next() {
        if let TourStep::Tour { number } = step {
            tours.push(trace.path().to_vec());
            assert_eq!(number, tours.len() as u64, "tours are numbered from 1");
        }
    }
    tours
}

fn is_knight_move(a: Square, b: Square) -> bool {
    a.row.abs_diff(b.row) * a.col.abs_diff(b.col) == 2
}

/// Runs the trace to its end checking every step against a path of its
/// own: moves push, retreats pop the last square, every move is a knight
/// move to a free square of the board, tours cover the board (and close
/// when asked to). Returns the tours seen.
fn check_nesting(mut trace: TourTrace) -> u64 {
    let (rows, cols, closed) = (trace.rows(), trace.cols(), trace.closed());
    let start = trace.start();
    let mut path = vec![start];
    let mut visited = vec![false; rows * cols];
    visited[start.row * cols + start.col] = true;
    let mut tours = 0;
    for step in trace.by_ref() {
        match step {
            TourStep::Move { from, to, number } => {
                assert_eq!(Some(&from), path.last(), "a move starts at the knight");
                assert!(to.row < rows && to.col < cols, "{to:?} is off the board");
                assert!(is_knight_move(from, to), "{from:?} to {to:?}");
                let seen = &mut visited[to.row * cols + to.col];
                assert!(!*seen, "{to:?} is on the path already");
                *seen = true;
                path.push(to);
                assert_eq!(number, path.len());
            }
            TourStep::Retreat { square } => {
                assert!(path.len() > 1, "the start is never taken back");
                assert_eq!(path.pop(), Some(square), "a retreat leaves the last square");
                visited[square.row * cols + square.col] = false;
            }
            TourStep::Tour { number } => {
                tours += 1;
                assert_eq!(number, tours);
                assert_eq!(path.len(), rows * cols, "a tour covers the board");
                if closed {
                    assert!(is_knight_move(path[path.len() - 1], start), "it closes");
                }
            }
        }
    }
    // Everything taken back: the search is over.
    assert_eq!(path, vec![start]);
    assert_eq!(trace.path(), &[start]);
    let stats = trace.stats();
    assert_eq!(stats.moves, stats.retreats);
    assert_eq!(stats.tours, tours);
    assert_eq!(stats.steps, stats.moves + stats.retreats + stats.tours);
    tours
}

#[test]
fn tours_are_for_each_tours_in_order_5x5_from_a_corner() {
    let corner = Square::new(0, 0);
    let expected = enumerated(5, 5, corner, false);
    assert_eq!(expected.len(), 304);
    let mut trace = TourTrace::new(5, 5, corner, false, TourMethod::Backtrack).unwrap();
    assert_eq!(traced(&mut trace), expected);
}

#[test]
fn tours_are_for_each_tours_in_order_from_every_start_of_small_boards() {
    for (rows, cols, closed) in [(3, 4, false), (3, 7, false), (4, 5, false), (5, 6, true)] {
        for row in 0..rows {
            for col in 0..cols {
                let start = Square::new(row, col);
                let expected = enumerated(rows, cols, start, closed);
                match TourTrace::new(rows, cols, start, closed, TourMethod::Backtrack) {
                    Ok(mut trace) => {
                        assert_eq!(traced(&mut trace), expected, "{rows} x {cols} {start:?}");
                    }
                    // Refused by the rules, which the enumeration obeys too.
                    Err(err) => {
                        assert!(matches!(err.kind(), ErrorKind::NoTour { .. }), "{err}");
                        assert!(expected.is_empty(), "{rows} x {cols} {start:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn steps_nest_and_every_move_is_a_knight_move_to_a_free_square() {
    let corner = Square::new(0, 0);
    let open = TourTrace::new(5, 5, corner, false, TourMethod::Backtrack).unwrap();
    assert_eq!(check_nesting(open), 304);
    let centre = Square::new(2, 2);
    let open = TourTrace::new(5, 5, centre, false, TourMethod::Backtrack).unwrap();
    assert_eq!(check_nesting(open), 64);
    let closed = TourTrace::new(3, 10, corner, true, TourMethod::Backtrack).unwrap();
    let closed_tours = check_nesting(closed);
    assert_eq!(closed_tours as usize, enumerated(3, 10, corner, true).len());
    assert!(closed_tours > 0);
    let warnsdorff = TourTrace::new(5, 5, corner, false, TourMethod::Warnsdorff).unwrap();
    assert_eq!(
        check_nesting(warnsdorff),
        304,
        "another order, the same tours"
    );
}

#[test]
fn the_warnsdorff_order_reaches_a_tour_of_8x8_at_once() {
    let a1 = Square::new(7, 0);
    let mut trace = TourTrace::new(8, 8, a1, false, TourMethod::Warnsdorff).unwrap();
    let steps_to_tour = trace
        .by_ref()
        .position(|step| matches!(step, TourStep::Tour { .. }))
        .expect("a tour");
    // 63 moves, give or take a few dead ends.
    assert!(steps_to_tour < 1000, "{steps_to_tour} steps");
    // Its first tour is the one Warnsdorff's rule finds first.
    let found = find_tour(8, 8, a1, false, TourMethod::Warnsdorff).unwrap();
    assert_eq!(trace.path(), found.squares().collect::<Vec<_>>());
}

#[test]
fn the_fixed_order_reaches_the_lessons_first_tour_of_8x8() {
    let a1 = Square::new(7, 0);
    let mut trace = TourTrace::new(8, 8, a1, false, TourMethod::Backtrack).unwrap();
    assert!(
        trace
            .by_ref()
            .any(|step| matches!(step, TourStep::Tour { number: 1 }))
    );
    let found = find_tour(8, 8, a1, false, TourMethod::Backtrack).unwrap();
    assert_eq!(trace.path(), found.squares().collect::<Vec<_>>());
}

#[test]
fn a_finished_trace_stays_finished() {
    let mut trace = TourTrace::new(3, 4, Square::new(0, 0), false, TourMethod::Backtrack).unwrap();
    trace.by_ref().for_each(drop);
    let stats = trace.stats();
    assert_eq!(trace.next(), None);
    assert_eq!(trace.next(), None);
    assert_eq!(trace.stats(), stats);
}

#[test]
fn a_one_square_board_is_one_tour_without_moves() {
    let mut trace = TourTrace::new(1, 1, Square::new(0, 0), false, TourMethod::Backtrack).unwrap();
    assert_eq!(trace.next(), Some(TourStep::Tour { number: 1 }));
    assert_eq!(trace.path(), &[Square::new(0, 0)]);
    assert_eq!(trace.next(), None);
}

#[test]
fn refuses_what_it_cannot_trace() {
    let a1 = Square::new(7, 0);
    let err = TourTrace::new(8, 8, a1, true, TourMethod::Divide).unwrap_err();
    assert!(
        matches!(
            err.kind(),
            ErrorKind::NotASearch {
                method: "divide",
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("without searching"), "{err}");

    let err = TourTrace::new(4, 4, Square::new(0, 0), false, TourMethod::Backtrack).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::NoTour { .. }), "{err}");
    // An odd board: the tours start on the majority colour only.
    let err = TourTrace::new(5, 5, Square::new(0, 1), false, TourMethod::Backtrack).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::NoTour { .. }), "{err}");

    let err = TourTrace::new(5, 5, Square::new(5, 0), false, TourMethod::Backtrack).unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::SquareOffTourBoard { .. }),
        "{err}"
    );
    let err = TourTrace::new(0, 5, Square::new(0, 0), false, TourMethod::Backtrack).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::EmptyBoard);
}
