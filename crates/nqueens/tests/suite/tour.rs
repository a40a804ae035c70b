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
