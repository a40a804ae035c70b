//! The knight's tour: every tour checked by a checker that shares nothing
//! with the library, the counts against the published ones, the rules
//! against exhaustive search on the small and narrow boards, and every
//! method from every start on the boards the brief names.

use std::ops::ControlFlow;

use nqueens::tour::{
    self, NoTourReason, construction_covers, count_tours, for_each_tour, has_closed_tour,
    has_open_tour, ruled_out,
};
use nqueens::{ErrorKind, Square, Tour, TourDefect, TourMethod, find_tour};

/// Why `squares` is not a knight's tour of the board, if it is not: every
/// square once, every step a knight move, and for a closed tour the last
/// square a knight move from the first.
fn check(rows: usize, cols: usize, squares: &[Square], closed: bool) -> Result<(), String> {
    let knight = |a: Square, b: Square| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        dr * dc == 2
    };
    if squares.len() != rows * cols {
        return Err(format!("{} squares, not {}", squares.len(), rows * cols));
    }
    let mut seen = vec![false; rows * cols];
    for (k, &square) in squares.iter().enumerate() {
        if square.row >= rows || square.col >= cols {
            return Err(format!("move {k}: {square:?} is off the board"));
        }
        let at = &mut seen[square.row * cols + square.col];
        if *at {
            return Err(format!("move {k}: {square:?} again"));
        }
        *at = true;
        if k > 0 && !knight(squares[k - 1], square) {
            return Err(format!("move {k}: {:?} to {square:?}", squares[k - 1]));
        }
    }
    if closed && squares.len() > 1 && !knight(squares[squares.len() - 1], squares[0]) {
        return Err("the tour does not close".to_string());
    }
    Ok(())
}

/// Checks a tour the library returned: valid by the independent checker and
/// by its own, on the right board, from the right start.
fn assert_tour(tour: &Tour, rows: usize, cols: usize, start: Square, closed: bool) {
    let squares: Vec<Square> = tour.squares().collect();
    if let Err(why) = check(rows, cols, &squares, closed) {
        panic!("{rows} x {cols} from {start:?}, closed {closed}: {why}");
    }
    assert!(tour.is_valid(), "{rows} x {cols} from {start:?}");
    assert_eq!((tour.rows(), tour.cols()), (rows, cols));
    assert_eq!(tour.start(), Some(start), "{rows} x {cols}");
    assert_eq!(tour.is_closed(), closed);
}

/// Whether any tour starts at `start`, by a plain depth-first search over
/// every path (cut only where a free square can no longer be reached), for
/// small boards. Shares nothing with the library.
fn oracle_exists(rows: usize, cols: usize, start: Square, closed: bool) -> bool {
    const MOVES: [(isize, isize); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let neighbours = |square: usize| {
        let (row, col) = ((square / cols) as isize, (square % cols) as isize);
        MOVES.iter().filter_map(move |&(dr, dc)| {
            let (r, c) = (row + dr, col + dc);
            let on_board = r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols;
            on_board.then(|| r as usize * cols + c as usize)
        })
    };
    fn extend(
        here: usize,
        placed: usize,
        visited: &mut [bool],
        goal: &dyn Fn(usize) -> bool,
        neighbours: &dyn Fn(usize) -> Vec<usize>,
    ) -> bool {
        if placed == visited.len() {
            return goal(here);
        }
        for next in neighbours(here) {
            if visited[next] {
                continue;
            }
            visited[next] = true;
            // A free square beside the square just left, with no free
            // square beside it, can never be reached (the knight's graph is
            // bipartite, so it is not beside `next` either).
            let stranded = placed + 1 < visited.len()
                && neighbours(here)
                    .into_iter()
                    .any(|u| !visited[u] && neighbours(u).iter().all(|&w| visited[w]));
            if !stranded && extend(next, placed + 1, visited, goal, neighbours) {
                return true;
            }
            visited[next] = false;
        }
        false
    }
    let first = start.row * cols + start.col;
    let start_neighbours: Vec<usize> = neighbours(first).collect();
    let goal = |last: usize| !closed || start_neighbours.contains(&last);
    let mut visited = vec![false; rows * cols];
    visited[first] = true;
    extend(first, 1, &mut visited, &goal, &|s| neighbours(s).collect())
}

fn every_square(rows: usize, cols: usize) -> impl Iterator<Item = Square> {
    (0..rows).flat_map(move |row| (0..cols).map(move |col| Square::new(row, col)))
}

fn no_tour_reason(result: Result<Tour, nqueens::Error>) -> NoTourReason {
    match result {
        Err(err) => match err.kind() {
            ErrorKind::NoTour { reason, .. } => *reason,
            other => panic!("expected NoTour, got {other:?}"),
        },
        Ok(tour) => panic!("expected no tour, got one from {:?}", tour.start()),
    }
}

mod rules {
    use super::*;

    #[test]
    fn the_impossible_boards_have_no_tour_from_any_square() {
        for (rows, cols, reason) in [
            (2, 2, NoTourReason::TwoLines),
            (3, 3, NoTourReason::SmallBoard),
            (4, 4, NoTourReason::SmallBoard),
            (3, 5, NoTourReason::SmallBoard),
            (6, 3, NoTourReason::SmallBoard),
            (1, 7, NoTourReason::OneLine),
            (2, 9, NoTourReason::TwoLines),
        ] {
            assert!(!has_open_tour(rows, cols) && !has_closed_tour(rows, cols));
            for start in every_square(rows, cols) {
                for method in TourMethod::ALL {
                    let found = find_tour(rows, cols, start, false, method);
                    assert_eq!(no_tour_reason(found), reason, "{rows} x {cols} {method}");
                    let found = find_tour(rows, cols, start, true, method);
                    assert!(no_tour_reason(found).is_board_wide());
                }
            }
        }
    }

    #[test]
    fn five_by_five_from_b1_is_the_minority_colour() {
        // a1 is row 4, column 0: b1 is row 4, column 1, and 4 + 1 is odd.
        let b1 = Square::parse("b1", 5).unwrap();
        assert_eq!(b1, Square::new(4, 1));
        for method in TourMethod::ALL {
            let found = find_tour(5, 5, b1, false, method);
            assert_eq!(no_tour_reason(found), NoTourReason::MinorityColour);
        }
        let err = find_tour(5, 5, b1, false, TourMethod::Warnsdorff).unwrap_err();
        assert!(err.to_string().contains("starts at b1"), "{err}");
        // ... and a1, the corner, has 304 tours.
        let a1 = Square::parse("a1", 5).unwrap();
        assert_eq!(count_tours(5, 5, a1, false), Ok(304));
    }

    #[test]
    fn closed_tours_follow_schwenk() {
        // 5 x 5: both sides odd.
        let found = find_tour(5, 5, Square::new(0, 0), true, TourMethod::Divide);
        assert_eq!(no_tour_reason(found), NoTourReason::OddBoard);
        // Four lines, however long.
        for n in 1..=40 {
            for (rows, cols) in [(4, n), (n, 4)] {
                assert!(!has_closed_tour(rows, cols), "{rows} x {cols}");
                for method in TourMethod::ALL {
                    let found = find_tour(rows, cols, Square::new(0, 0), true, method);
                    assert!(no_tour_reason(found).is_board_wide());
                }
            }
        }
        for n in [4, 6, 8] {
            let found = find_tour(3, n, Square::new(0, 0), true, TourMethod::Warnsdorff);
            assert_eq!(no_tour_reason(found), NoTourReason::ThreeLines);
        }
        assert!(has_closed_tour(3, 10) && has_closed_tour(12, 3) && has_closed_tour(5, 6));
        assert!(!has_closed_tour(3, 11) && !has_closed_tour(7, 9));
    }

    #[test]
    fn three_by_four_has_an_open_tour_but_no_closed_one() {
        let tour = find_tour(3, 4, Square::new(0, 0), false, TourMethod::Warnsdorff).unwrap();
        assert_tour(&tour, 3, 4, Square::new(0, 0), false);
        let found = find_tour(3, 4, Square::new(0, 0), true, TourMethod::Warnsdorff);
        assert_eq!(no_tour_reason(found), NoTourReason::ThreeLines);
    }

    #[test]
    fn a_single_square_is_an_open_tour() {
        let tour = find_tour(1, 1, Square::new(0, 0), false, TourMethod::Warnsdorff).unwrap();
        assert_eq!(tour.len(), 1);
        assert!(tour.is_valid());
        assert_eq!(count_tours(1, 1, Square::new(0, 0), false), Ok(1));
        let found = find_tour(1, 1, Square::new(0, 0), true, TourMethod::Divide);
        assert!(no_tour_reason(found).is_board_wide());
    }

    /// The board-wide rules of Conrad et al. and Schwenk, and the start rules
    /// (colour, inner lines of four-line boards), against exhaustive search
    /// on every board of up to 28 squares with a side below 5: each board
    /// has a tour exactly when the rules say so, and no square the rules
    /// exclude has one. (Starts are taken up to the board's reflections, and
    /// closed tours from one corner: a cycle passes every square.)
    #[test]
    fn the_rules_agree_with_exhaustive_search_on_narrow_boards() {
        for rows in 1..=4 {
            for cols in rows..=(28 / rows) {
                let closed = oracle_exists(rows, cols, Square::new(0, 0), true);
                assert_eq!(
                    closed,
                    has_closed_tour(rows, cols),
                    "{rows} x {cols} closed"
                );
                let mut any = false;
                let quarter = every_square(rows.div_ceil(2), cols.div_ceil(2));
                for start in quarter {
                    if ruled_out(rows, cols, start, false).is_some() {
                        assert!(
                            !oracle_exists(rows, cols, start, false),
                            "{rows} x {cols} from {start:?}"
                        );
                    } else if !any {
                        any = oracle_exists(rows, cols, start, false);
                    }
                }
                assert_eq!(any, has_open_tour(rows, cols), "{rows} x {cols}");
            }
        }
    }

    /// The rule does not stop at what the oracle can reach: a few longer
    /// narrow boards have tours from a corner.
    #[test]
    fn long_narrow_boards_have_open_tours() {
        for (rows, cols) in [
            (3, 7),
            (3, 8),
            (3, 9),
            (3, 40),
            (4, 5),
            (4, 30),
            (40, 4),
            (4, 1000),
        ] {
            assert!(has_open_tour(rows, cols));
            let tour = tour::warnsdorff(rows, cols, Square::new(0, 0), false).unwrap();
            assert_tour(&tour, rows, cols, Square::new(0, 0), false);
        }
    }

    #[test]
    fn reasons_read_well() {
        let err = find_tour(4, 4, Square::new(0, 0), false, TourMethod::Warnsdorff).unwrap_err();
        assert_eq!(
            err.to_string(),
            "no open knight's tour of the 4 x 4 board: 3 x 3, 3 x 5, 3 x 6 and 4 x 4 are the \
             boards of three or more rows and columns without an open tour (Conrad et al., 1994)"
        );
        let err = find_tour(4, 9, Square::new(1, 3), false, TourMethod::Warnsdorff).unwrap_err();
        assert!(err.to_string().contains("starts at (1,3)"), "{err}");
        let err = find_tour(3, 3, Square::new(3, 0), false, TourMethod::Warnsdorff).unwrap_err();
        assert!(matches!(err.kind(), ErrorKind::SquareOffTourBoard { .. }));
        let err = find_tour(0, 3, Square::new(0, 0), false, TourMethod::Warnsdorff).unwrap_err();
        assert_eq!(err.kind(), &ErrorKind::EmptyBoard);
    }
}

mod backtrack {
    use super::*;

    #[test]
    fn five_by_five_counts() {
        assert_eq!(count_tours(5, 5, Square::new(0, 0), false), Ok(304));
        let mut total = 0;
        for start in every_square(5, 5) {
            total += count_tours(5, 5, start, false).unwrap();
        }
        assert_eq!(total, 1728);
    }

    /// Closed tours from a fixed start are the undirected cycles twice over:
    /// 9,862 on the 6 x 6 board, 8 on 5 x 6, 16 on 3 x 10 and 176 on 3 x 12.
    #[test]
    fn closed_counts() {
        for (rows, cols, cycles) in [(6, 6, 9862), (5, 6, 8), (3, 10, 16), (3, 12, 176)] {
            assert_eq!(
                count_tours(rows, cols, Square::new(0, 0), true),
                Ok(2 * cycles),
                "{rows} x {cols}"
            );
        }
    }

    #[test]
    fn every_tour_is_valid_and_different() {
        for start in every_square(5, 5) {
            let mut seen = std::collections::HashSet::new();
            for_each_tour(5, 5, start, false, |squares| {
                check(5, 5, squares, false).unwrap();
                assert_eq!(squares[0], start);
                assert!(seen.insert(squares.to_vec()));
                ControlFlow::Continue(())
            })
            .unwrap();
            assert_eq!(seen.len() as u64, count_tours(5, 5, start, false).unwrap());
        }
        for_each_tour(6, 6, Square::new(2, 3), true, |squares| {
            check(6, 6, squares, true).unwrap();
            ControlFlow::Continue(())
        })
        .unwrap();
    }

    #[test]
    fn the_first_tour_follows_the_move_order() {
        let first = tour::backtrack(5, 5, Square::new(0, 0), false)
            .unwrap()
            .unwrap();
        assert_tour(&first, 5, 5, Square::new(0, 0), false);
        // The first move tried, two down and one right, leads to a tour.
        assert_eq!(first.get(1), Some(Square::new(2, 1)));
        let mut listed = None;
        for_each_tour(5, 5, Square::new(0, 0), false, |squares| {
            listed = Some(squares.to_vec());
            ControlFlow::Break(())
        })
        .unwrap();
        assert_eq!(listed, Some(first.squares().collect()));
    }

    #[test]
    fn stops_when_asked() {
        let mut seen = 0;
        for_each_tour(5, 5, Square::new(0, 0), false, |_| {
            seen += 1;
            if seen == 10 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
        assert_eq!(seen, 10);
    }

    #[test]
    fn no_tour_is_none_or_an_error() {
        // b2 of the 5 x 5 board: the corners' colour, and 56 tours.
        assert_eq!(count_tours(5, 5, Square::new(1, 1), false), Ok(56));
        // The exhaustive search proves these three squares have none.
        for (rows, cols, start) in [(3, 7, (1, 3)), (3, 8, (1, 2)), (3, 8, (1, 5))] {
            let start = Square::new(start.0, start.1);
            assert_eq!(tour::backtrack(rows, cols, start, false), Ok(None));
            let found = find_tour(rows, cols, start, false, TourMethod::Backtrack);
            assert_eq!(no_tour_reason(found), NoTourReason::Searched);
            let found = find_tour(rows, cols, start, false, TourMethod::Warnsdorff);
            assert_eq!(no_tour_reason(found), NoTourReason::Searched);
            assert!(!oracle_exists(rows, cols, start, false));
        }
    }
}

mod warnsdorff {
    use super::*;

    /// Every start of every square board from 5 to 30: a tour, or for the
    /// minority colour of the odd boards the rule that there is none.
    #[test]
    fn every_start_on_square_boards_5_to_30() {
        for n in 5..=30 {
            for start in every_square(n, n) {
                match tour::warnsdorff(n, n, start, false) {
                    Ok(tour) => assert_tour(&tour, n, n, start, false),
                    Err(err) => {
                        assert!(n % 2 == 1 && (start.row + start.col) % 2 == 1, "{err}");
                        assert!(matches!(
                            err.kind(),
                            ErrorKind::NoTour {
                                reason: NoTourReason::MinorityColour,
                                ..
                            }
                        ));
                    }
                }
            }
        }
    }

    /// Every start of every rectangle up to 12 x 12: a tour, or a reason the
    /// oracle confirms.
    #[test]
    fn every_start_on_rectangles_to_12() {
        for rows in 1..=12 {
            for cols in 1..=12 {
                for start in every_square(rows, cols) {
                    match tour::warnsdorff(rows, cols, start, false) {
                        Ok(tour) => assert_tour(&tour, rows, cols, start, false),
                        Err(err) => {
                            let ErrorKind::NoTour { reason, .. } = err.kind() else {
                                panic!("{rows} x {cols} from {start:?}: {err}");
                            };
                            if *reason == NoTourReason::Searched {
                                assert!(!oracle_exists(rows, cols, start, false));
                            } else {
                                assert_eq!(ruled_out(rows, cols, start, false), Some(*reason));
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn closed_tours_from_every_start_of_small_boards() {
        for (rows, cols) in [(6, 6), (5, 6), (6, 8), (3, 10), (8, 8)] {
            for start in every_square(rows, cols) {
                let tour = tour::warnsdorff(rows, cols, start, true).unwrap();
                assert_tour(&tour, rows, cols, start, true);
            }
        }
    }

    #[test]
    fn a_million_squares() {
        for (n, start) in [(1000, (0, 0)), (1000, (500, 500)), (1001, (500, 500))] {
            let start = Square::new(start.0, start.1);
            let tour = tour::warnsdorff(n, n, start, false).unwrap();
            assert_tour(&tour, n, n, start, false);
        }
    }
}

mod divide {
    use super::*;

    #[test]
    fn closed_tours_of_even_boards_6_to_200() {
        for n in (6..=200).step_by(2) {
            let start = Square::new(n / 3, n - 1);
            let tour = tour::divide(n, n, start, true).unwrap();
            assert_tour(&tour, n, n, start, true);
        }
    }

    #[test]
    fn closed_tours_of_rectangles() {
        for rows in 3..=24 {
            for cols in 3..=24 {
                if !has_closed_tour(rows, cols) {
                    continue;
                }
                assert!(construction_covers(rows, cols), "{rows} x {cols}");
                let start = Square::new(rows - 1, cols / 2);
                let tour = tour::divide(rows, cols, start, true).unwrap();
                assert_tour(&tour, rows, cols, start, true);
            }
        }
        for (rows, cols) in [
            (5, 1000),
            (1000, 7),
            (3, 1002),
            (1000, 3),
            (999, 1000),
            (1000, 1002),
        ] {
            let start = Square::new(rows / 2, cols / 2);
            let tour = tour::divide(rows, cols, start, true).unwrap();
            assert_tour(&tour, rows, cols, start, true);
        }
    }

    #[test]
    fn every_start_of_a_few_boards() {
        for (rows, cols) in [(6, 6), (5, 6), (7, 10), (3, 10), (3, 14)] {
            for start in every_square(rows, cols) {
                let tour = tour::divide(rows, cols, start, true).unwrap();
                assert_tour(&tour, rows, cols, start, true);
                let open = tour::divide(rows, cols, start, false).unwrap();
                assert_tour(&open, rows, cols, start, false);
                assert!(open.returns_to_start());
            }
        }
    }

    #[test]
    fn a_million_squares() {
        let start = Square::new(123, 456);
        let tour = tour::divide(1000, 1000, start, true).unwrap();
        assert_tour(&tour, 1000, 1000, start, true);
    }

    #[test]
    fn open_tours_without_a_closed_one_come_from_the_search() {
        for (rows, cols) in [(7, 7), (5, 5), (4, 9), (3, 7)] {
            let tour = tour::divide(rows, cols, Square::new(0, 0), false).unwrap();
            assert_tour(&tour, rows, cols, Square::new(0, 0), false);
        }
        assert!(!construction_covers(7, 7) && !construction_covers(4, 10));
    }
}

mod tour_type {
    use super::*;

    fn squares(list: &[(usize, usize)]) -> Vec<Square> {
        list.iter()
            .map(|&(row, col)| Square::new(row, col))
            .collect()
    }

    #[test]
    fn defects_are_named() {
        let repeated = Tour::new(3, 4, squares(&[(0, 0), (1, 2), (0, 0)]), false).unwrap();
        assert_eq!(
            repeated.defect(),
            Some(TourDefect::Repeated {
                square: Square::new(0, 0),
                first: 0,
                again: 2
            })
        );
        let jump = Tour::new(3, 4, squares(&[(0, 0), (1, 2), (1, 3)]), false).unwrap();
        assert!(matches!(
            jump.defect(),
            Some(TourDefect::NotAKnightMove { index: 2, .. })
        ));
        let short = Tour::new(3, 4, squares(&[(0, 0), (1, 2)]), false).unwrap();
        assert_eq!(
            short.defect(),
            Some(TourDefect::WrongLength {
                len: 2,
                squares: 12
            })
        );
        let open = tour::warnsdorff(3, 4, Square::new(0, 0), false).unwrap();
        let claimed = Tour::new(3, 4, open.squares(), true).unwrap();
        assert!(matches!(
            claimed.defect(),
            Some(TourDefect::NotClosed { .. })
        ));
        assert!(Tour::new(3, 4, squares(&[(3, 0)]), false).is_err());
        assert!(claimed.defect().unwrap().to_string().contains("not closed"));
    }

    #[test]
    fn numbers_turning_and_reversing() {
        let tour = tour::divide(6, 6, Square::new(0, 0), true).unwrap();
        let numbers = tour.numbers();
        for (k, square) in tour.squares().enumerate() {
            assert_eq!(numbers[square.row][square.col], k + 1);
        }
        let turned = tour.starting_at(Square::new(3, 4)).unwrap();
        assert_tour(&turned, 6, 6, Square::new(3, 4), true);
        let back = tour.reversed();
        assert!(back.is_valid());
        assert_eq!(back.end(), Some(Square::new(0, 0)));
        let open = tour::warnsdorff(5, 5, Square::new(0, 0), false).unwrap();
        assert_eq!(open.starting_at(Square::new(2, 2)), None);
        let printed = open.to_string();
        assert_eq!(printed.lines().count(), 5);
        assert!(
            printed
                .lines()
                .all(|line| line.split_whitespace().count() == 5)
        );
    }

    #[test]
    fn methods_by_name() {
        for method in TourMethod::ALL {
            assert_eq!(method.name().parse::<TourMethod>(), Ok(method));
            assert_eq!(method.to_string(), method.name());
        }
        assert!("greedy".parse::<TourMethod>().is_err());
        assert_eq!(TourMethod::default(), TourMethod::Warnsdorff);
    }
}

/// The checker of paths given from outside, [`Tour::defect`]: every way a
/// step can be wrong is refused, and only those.
mod checker {
    use proptest::prelude::*;

    use super::*;

    fn path(list: &[(usize, usize)]) -> Vec<Square> {
        list.iter()
            .map(|&(row, col)| Square::new(row, col))
            .collect()
    }

    /// The first defect by the documented rule, computed independently:
    /// along the path, a repeated square or a step that is not a knight
    /// move (one square across and two along, or two and one), then the
    /// length, then the closing step.
    fn first_defect(
        rows: usize,
        cols: usize,
        squares: &[Square],
        closed: bool,
    ) -> Option<TourDefect> {
        let knight = |a: Square, b: Square| {
            let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
            matches!((dr, dc), (1, 2) | (2, 1))
        };
        for (k, &square) in squares.iter().enumerate() {
            if let Some(first) = squares[..k].iter().position(|&s| s == square) {
                return Some(TourDefect::Repeated {
                    square,
                    first,
                    again: k,
                });
            }
            if k > 0 && !knight(squares[k - 1], square) {
                return Some(TourDefect::NotAKnightMove {
                    index: k,
                    from: squares[k - 1],
                    to: square,
                });
            }
        }
        if squares.len() != rows * cols {
            return Some(TourDefect::WrongLength {
                len: squares.len(),
                squares: rows * cols,
            });
        }
        let (first, last) = (squares[0], squares[squares.len() - 1]);
        if closed && !(squares.len() > 1 && knight(last, first)) {
            return Some(TourDefect::NotClosed { last, first });
        }
        None
    }

    /// Every step from the middle of a board by up to three rows and three
    /// columns: the eight knight moves pass, every other step is refused,
    /// (1,1), (2,2), (0,3), (0,1) and (3,3) among them, in each direction.
    #[test]
    fn every_step_but_a_knight_move_is_refused() {
        let from = Square::new(3, 3);
        for dr in -3isize..=3 {
            for dc in -3isize..=3 {
                let to = Square::new(
                    from.row.wrapping_add_signed(dr),
                    from.col.wrapping_add_signed(dc),
                );
                let tour = Tour::new(7, 7, [from, to], false).unwrap();
                let expected = if (dr, dc) == (0, 0) {
                    TourDefect::Repeated {
                        square: from,
                        first: 0,
                        again: 1,
                    }
                } else if dr.abs() * dc.abs() == 2 {
                    TourDefect::WrongLength {
                        len: 2,
                        squares: 49,
                    }
                } else {
                    TourDefect::NotAKnightMove { index: 1, from, to }
                };
                assert_eq!(tour.defect(), Some(expected), "step ({dr}, {dc})");
            }
        }
    }

    /// The steps named in the bug reports, each after knight moves and in
    /// each direction: refused where it stands.
    #[test]
    fn named_bad_steps_are_refused_within_a_path() {
        for (dr, dc) in [
            (1, 1),
            (2, 2),
            (0, 3),
            (0, 1),
            (3, 3),
            (1, 0),
            (3, 0),
            (1, 3),
            (2, 0),
        ] {
            for flip in 0..4 {
                let (dr, dc): (isize, isize) = (
                    if flip & 1 == 0 { dr } else { -dr },
                    if flip & 2 == 0 { dc } else { -dc },
                );
                // Two knight moves to `from`, then the bad step.
                let from = Square::new(4, 4);
                let to = Square::new(
                    from.row.wrapping_add_signed(dr),
                    from.col.wrapping_add_signed(dc),
                );
                let mut squares = path(&[(7, 5), (6, 3)]);
                squares.extend([from, to]);
                let tour = Tour::new(8, 8, squares.iter().copied(), false).unwrap();
                assert_eq!(
                    tour.defect(),
                    Some(TourDefect::NotAKnightMove { index: 3, from, to }),
                    "step ({dr}, {dc})"
                );
                assert!(!tour.is_valid());
            }
        }
    }

    /// Full tours whose only fault is the closing step: 5 x 5 tours (both
    /// ends on the corners' colour) and 6 x 6 ones (the ends of opposite
    /// colours), one for each step from the last square back to the first.
    #[test]
    fn every_bad_closing_step_is_refused() {
        let mut wanted: Vec<(usize, usize)> = vec![(1, 1), (2, 2), (3, 3), (0, 2), (2, 0), (0, 4)];
        let mut odd: Vec<(usize, usize)> = vec![(0, 1), (0, 3), (1, 0), (3, 0), (1, 4), (0, 5)];
        let mut closing = 0;
        let mut check_tours = |rows: usize, cols: usize, wanted: &mut Vec<(usize, usize)>| {
            for start in every_square(rows, cols) {
                for_each_tour(rows, cols, start, false, |squares| {
                    let (first, last) = (squares[0], squares[squares.len() - 1]);
                    let step = (first.row.abs_diff(last.row), first.col.abs_diff(last.col));
                    let claimed = Tour::new(rows, cols, squares.iter().copied(), true).unwrap();
                    if matches!(step, (1, 2) | (2, 1)) {
                        assert_eq!(claimed.defect(), None);
                        closing += 1;
                    } else {
                        assert_eq!(
                            claimed.defect(),
                            Some(TourDefect::NotClosed { last, first }),
                            "{step:?}"
                        );
                        // The same path as an open tour is fine.
                        let open = Tour::new(rows, cols, squares.iter().copied(), false).unwrap();
                        assert_eq!(open.defect(), None);
                        wanted.retain(|&w| w != step);
                    }
                    if wanted.is_empty() {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .unwrap();
                if wanted.is_empty() {
                    break;
                }
            }
        };
        check_tours(5, 5, &mut wanted);
        check_tours(6, 6, &mut odd);
        assert_eq!(wanted, [], "closing steps not met on 5 x 5");
        assert_eq!(odd, [], "closing steps not met on 6 x 6");
        assert!(closing > 0, "some tours close");
        // A closed tour of one square, and of a path of one step.
        let lone = Tour::new(1, 1, [Square::new(0, 0)], true).unwrap();
        assert!(matches!(lone.defect(), Some(TourDefect::NotClosed { .. })));
        let step = Tour::new(3, 3, path(&[(0, 0), (1, 2)]), true).unwrap();
        assert!(matches!(
            step.defect(),
            Some(TourDefect::WrongLength { .. })
        ));
    }

    #[test]
    fn repeats_lengths_and_squares_off_the_board_are_refused() {
        let tour = tour::divide(6, 6, Square::new(0, 0), true).unwrap();
        let squares: Vec<Square> = tour.squares().collect();
        assert_eq!(
            Tour::new(6, 6, squares.iter().copied(), true)
                .unwrap()
                .defect(),
            None
        );
        // One square short, and one too many (which repeats a square).
        let short = Tour::new(6, 6, squares[..35].iter().copied(), false).unwrap();
        assert_eq!(
            short.defect(),
            Some(TourDefect::WrongLength {
                len: 35,
                squares: 36
            })
        );
        let mut long = squares.clone();
        long.push(squares[1]);
        let long = Tour::new(6, 6, long, false).unwrap();
        assert_eq!(
            long.defect(),
            Some(TourDefect::Repeated {
                square: squares[1],
                first: 1,
                again: 36
            })
        );
        // The closing step back onto the start, as a square of the path.
        let mut round = squares.clone();
        round.push(squares[0]);
        let round = Tour::new(6, 6, round, true).unwrap();
        assert!(matches!(
            round.defect(),
            Some(TourDefect::Repeated {
                first: 0,
                again: 36,
                ..
            })
        ));
        // A repeat reached by knight moves: there and back.
        let back = Tour::new(6, 6, path(&[(0, 0), (1, 2), (0, 0)]), false).unwrap();
        assert!(matches!(
            back.defect(),
            Some(TourDefect::Repeated { again: 2, .. })
        ));
        let empty = Tour::new(6, 6, [], false).unwrap();
        assert_eq!(
            empty.defect(),
            Some(TourDefect::WrongLength {
                len: 0,
                squares: 36
            })
        );
        for off in [(6, 0), (0, 6), (6, 6), (usize::MAX, 0), (0, usize::MAX)] {
            let mut bad = squares.clone();
            bad[10] = Square::new(off.0, off.1);
            let err = Tour::new(6, 6, bad, false).unwrap_err();
            assert!(
                matches!(
                    err.kind(),
                    ErrorKind::SquareOffTourBoard {
                        rows: 6,
                        cols: 6,
                        ..
                    }
                ),
                "{off:?}: {err}"
            );
        }
    }

    /// A valid tour, changed at random: what the checker says matches the
    /// independent rule exactly.
    fn mutated() -> impl Strategy<Value = (usize, usize, Vec<Square>, bool)> {
        let boards = prop_oneof![
            Just((5usize, 5usize, false)),
            Just((6, 6, true)),
            Just((3, 4, false)),
            Just((5, 6, true))
        ];
        (
            boards,
            0usize..4,
            any::<u64>(),
            0usize..40,
            0usize..40,
            0usize..6,
        )
            .prop_map(|((rows, cols, closed), change, seed, a, b, c)| {
                let start = Square::new(0, 0);
                let tour = if closed {
                    tour::divide(rows, cols, start, true).unwrap()
                } else {
                    tour::warnsdorff(rows, cols, start, false).unwrap()
                };
                let mut squares: Vec<Square> = tour.squares().collect();
                let len = squares.len();
                let (a, b) = (a % len, b % len);
                match change {
                    0 => squares.swap(a, b),
                    1 => squares[a] = Square::new(c % rows, (seed as usize) % cols),
                    2 => squares.truncate(a.max(1)),
                    _ => squares[a.min(b)..=a.max(b)].reverse(),
                }
                (rows, cols, squares, closed)
            })
    }

    proptest! {
        #[test]
        fn the_checker_follows_the_rule((rows, cols, squares, closed) in mutated()) {
            let tour = Tour::new(rows, cols, squares.iter().copied(), closed).unwrap();
            let expected = first_defect(rows, cols, &squares, closed);
            prop_assert_eq!(tour.defect(), expected);
            prop_assert_eq!(tour.is_valid(), check(rows, cols, &squares, closed).is_ok());
        }
    }
}

/// What each method holds at its peak against its estimate, boards too big
/// for memory answered with an error, and the size limits.
mod size_and_memory {
    use nqueens::tour::{
        MAX_SEARCH_GRID, MAX_SEARCH_SQUARE_SIDE, MAX_SQUARE_SIDE, MAX_SQUARES, TourTrace,
        check_size, memory_bytes,
    };

    use super::*;
    use crate::memory;

    /// Allocations above this fail in the tests of big boards, so that
    /// nothing big is ever allocated.
    const REFUSE_ABOVE: usize = 1 << 26;

    #[track_caller]
    fn assert_within_estimate(
        rows: usize,
        cols: usize,
        start: Square,
        closed: bool,
        method: TourMethod,
    ) {
        let (found, bytes) = memory::peak(|| find_tour(rows, cols, start, closed, method));
        let estimate = memory_bytes(rows, cols, closed, method);
        if let Ok(tour) = &found {
            assert_tour(tour, rows, cols, start, closed);
        }
        assert!(
            bytes <= estimate,
            "{rows} x {cols} from {start:?}, closed {closed}, {method}: {bytes} > {estimate}"
        );
    }

    #[test]
    fn the_estimate_bounds_what_each_method_holds() {
        for rows in 3..=12 {
            for cols in 3..=12 {
                for start in [Square::new(0, 0), Square::new(rows / 2, cols / 2)] {
                    for closed in [false, true] {
                        for method in [TourMethod::Warnsdorff, TourMethod::Divide] {
                            assert_within_estimate(rows, cols, start, closed, method);
                        }
                    }
                }
            }
        }
        for (rows, cols) in [(5, 5), (6, 6), (3, 4), (3, 7), (5, 6), (8, 8)] {
            for closed in [false, true] {
                assert_within_estimate(
                    rows,
                    cols,
                    Square::new(0, 0),
                    closed,
                    TourMethod::Backtrack,
                );
            }
        }
        for (rows, cols) in [
            (3, 1000),
            (1000, 3),
            (4, 1000),
            (1000, 4),
            (99, 101),
            (300, 300),
            (1001, 1001),
        ] {
            for closed in [false, true] {
                for method in [TourMethod::Warnsdorff, TourMethod::Divide] {
                    assert_within_estimate(rows, cols, Square::new(0, 0), closed, method);
                }
            }
        }
    }

    #[test]
    fn the_estimate_is_close_on_large_boards() {
        for (closed, method) in [
            (true, TourMethod::Divide),
            (false, TourMethod::Divide),
            (true, TourMethod::Warnsdorff),
            (false, TourMethod::Warnsdorff),
        ] {
            let (tour, bytes) =
                memory::peak(|| find_tour(1000, 1000, Square::new(0, 0), closed, method).unwrap());
            assert_eq!(tour.len(), 1_000_000);
            let estimate = memory_bytes(1000, 1000, closed, method);
            assert!(
                bytes <= estimate && estimate < bytes + bytes / 50,
                "{method}, closed {closed}: {estimate} for {bytes}"
            );
        }
    }

    #[track_caller]
    fn assert_out_of_memory(
        result: Result<impl std::fmt::Debug, nqueens::Error>,
        name: &str,
        bytes: u64,
    ) {
        let err = result.unwrap_err();
        assert!(
            matches!(
                err.kind(),
                ErrorKind::OutOfMemory { method, bytes: b, .. } if *method == name && *b == bytes
            ),
            "{err:?}"
        );
        assert!(err.to_string().contains("bytes of memory"), "{err}");
    }

    /// `nqueens tour 65534 --closed` needs 21.5 GB: without them it is an
    /// error that says so, not an abort.
    #[test]
    fn boards_too_big_for_memory_are_an_error_not_an_abort() {
        let a1 = Square::new(65_533, 0);
        let big = memory::refusing_above(REFUSE_ABOVE, || {
            find_tour(65_534, 65_534, a1, true, TourMethod::Divide)
        });
        let bytes = memory_bytes(65_534, 65_534, true, TourMethod::Divide);
        assert_eq!(bytes.div_ceil(100_000_000), 215);
        assert_out_of_memory(big, "divide", bytes);
        let corner = Square::new(0, 0);
        for (method, closed) in [
            (TourMethod::Warnsdorff, false),
            (TourMethod::Warnsdorff, true),
            (TourMethod::Backtrack, false),
            (TourMethod::Divide, false),
        ] {
            let found = memory::refusing_above(REFUSE_ABOVE, || {
                find_tour(30_000, 30_000, corner, closed, method)
            });
            let bytes = memory_bytes(30_000, 30_000, closed, method);
            assert_out_of_memory(found, method.name(), bytes);
        }
        // An open tour of a board without closed ones comes from the search.
        let odd = memory::refusing_above(REFUSE_ABOVE, || {
            find_tour(30_001, 30_001, corner, false, TourMethod::Divide)
        });
        let bytes = memory_bytes(30_001, 30_001, false, TourMethod::Divide);
        assert_eq!(
            bytes,
            memory_bytes(30_001, 30_001, false, TourMethod::Warnsdorff)
        );
        assert_out_of_memory(odd, "warnsdorff", bytes);
        let trace = memory::refusing_above(REFUSE_ABOVE, || {
            TourTrace::new(30_000, 30_000, corner, false, TourMethod::Warnsdorff)
        });
        assert!(matches!(
            trace.unwrap_err().kind(),
            ErrorKind::OutOfMemory { .. }
        ));
    }

    /// Near the limits every method answers as `check_size` says: outside
    /// them `TourUnsupported` (unless the theorems answer first), inside
    /// them the work starts (and runs out of the little memory allowed).
    #[test]
    fn the_size_limits_are_where_check_size_says() {
        let sides = [
            (65_532, 65_532),
            (65_533, 65_533),
            (65_534, 65_534),
            (65_535, 65_535),
            (65_536, 65_536),
            (65_535, 65_536),
            (100_000, 42_943),
            (100_000, 42_944),
            (100_000, 42_949),
            (100_000, 42_950),
            (u32::MAX as usize, 1),
            (usize::MAX, usize::MAX),
        ];
        let mut refused = 0;
        for (rows, cols) in sides {
            for (rows, cols) in [(rows, cols), (cols, rows)] {
                for closed in [false, true] {
                    for method in TourMethod::ALL {
                        let start = Square::new(0, 0);
                        let found = memory::refusing_above(REFUSE_ABOVE, || {
                            find_tour(rows, cols, start, closed, method)
                        });
                        let size = check_size(rows, cols, closed, method);
                        let what = format!("{rows} x {cols}, closed {closed}, {method}");
                        match found.unwrap_err().kind() {
                            ErrorKind::NoTour { .. } => {
                                assert!(ruled_out(rows, cols, start, closed).is_some(), "{what}");
                            }
                            ErrorKind::TourUnsupported { .. } => {
                                assert!(size.is_err(), "{what}");
                                refused += 1;
                            }
                            ErrorKind::OutOfMemory { .. } => assert!(size.is_ok(), "{what}"),
                            other => panic!("{what}: {other:?}"),
                        }
                    }
                }
            }
        }
        assert!(refused > 20, "{refused}");
        // The figures of the module notes.
        assert_eq!(MAX_SQUARES, 65_535 * 65_537);
        assert_eq!(MAX_SQUARE_SIDE * MAX_SQUARE_SIDE, 4_294_836_225);
        assert!(((MAX_SQUARE_SIDE + 1) as u64).pow(2) > MAX_SQUARES);
        assert!(((MAX_SEARCH_SQUARE_SIDE + 4) as u64).pow(2) <= MAX_SEARCH_GRID);
        assert!(((MAX_SEARCH_SQUARE_SIDE + 5) as u64).pow(2) > MAX_SEARCH_GRID);
        assert!(
            check_size(
                MAX_SEARCH_SQUARE_SIDE,
                MAX_SEARCH_SQUARE_SIDE,
                true,
                TourMethod::Backtrack
            )
            .is_ok()
        );
        assert!(check_size(0, 5, false, TourMethod::Divide).is_err());
    }
}
