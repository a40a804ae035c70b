//! Completing boards: against brute-force filtering of all solutions, and
//! on large boards.

use std::ops::ControlFlow;

use nqueens::complete::{Puzzle, count_completions, find_completion, for_each_completion};
use nqueens::{ErrorKind, Square};
use proptest::prelude::*;

use crate::{oracle, reference};

/// Whether `queens` keeps every given queen and avoids every blocked square.
fn respects(puzzle: &Puzzle, queens: &[usize]) -> bool {
    puzzle.queens().iter().all(|q| queens[q.row] == q.col)
        && puzzle.blocked().iter().all(|b| queens[b.row] != b.col)
}

/// A random puzzle on a board of 4 to 8 columns: a few queens (maybe
/// attacking each other: those puzzles must be refused) and blocked squares.
fn puzzle() -> impl Strategy<Value = Puzzle> {
    (4usize..=8).prop_flat_map(|n| {
        let square = (0..n, 0..n).prop_map(|(r, c)| Square::new(r, c));
        (
            Just(n),
            prop::collection::vec(square.clone(), 0..3),
            prop::collection::vec(square, 0..6),
        )
            .prop_map(|(n, queens, blocked)| {
                let mut puzzle = Puzzle::new(n);
                for q in queens {
                    puzzle = puzzle.with_queen(q);
                }
                for b in blocked {
                    puzzle = puzzle.with_blocked(b);
                }
                puzzle
            })
    })
}

proptest! {
    #[test]
    fn completions_are_the_solutions_that_fit(puzzle in puzzle()) {
        let n = puzzle.n();
        match puzzle.check() {
            Err(_) => {
                prop_assert!(count_completions(&puzzle).is_err());
            }
            Ok(()) => {
                let mut found = Vec::new();
                for_each_completion(&puzzle, |queens| {
                    found.push(queens.to_vec());
                    ControlFlow::Continue(())
                }).unwrap();
                found.sort();
                let expected: Vec<Vec<usize>> = oracle::solutions(n)
                    .into_iter()
                    .filter(|q| respects(&puzzle, q))
                    .collect();
                prop_assert_eq!(&found, &expected);
                prop_assert_eq!(count_completions(&puzzle).unwrap(), expected.len() as u128);
                let one = find_completion(&puzzle).unwrap();
                prop_assert_eq!(one.is_some(), !expected.is_empty());
            }
        }
    }
}

#[test]
fn an_empty_board_is_the_plain_problem() {
    for n in 1..=10 {
        assert_eq!(
            count_completions(&Puzzle::new(n)),
            Ok(reference::of(n).total),
            "n = {n}"
        );
    }
}

#[test]
fn bad_puzzles_are_refused_naming_the_squares() {
    let d8 = Square::parse("d8", 8).unwrap();
    let g5 = Square::parse("g5", 8).unwrap();
    let error = find_completion(&Puzzle::new(8).with_queen(d8).with_queen(g5)).unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::PlacedQueensAttack { .. }));
    assert!(
        error.to_string().contains("d8 and g5 share a diagonal"),
        "{error}"
    );

    let error = find_completion(&Puzzle::new(8).with_queen(d8).with_blocked(d8)).unwrap_err();
    assert!(matches!(
        error.kind(),
        ErrorKind::QueenOnBlockedSquare { .. }
    ));
    assert!(error.to_string().contains("d8"), "{error}");

    let error = find_completion(&Puzzle::new(8).with_blocked(Square::new(8, 0))).unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::SquareOffBoard { .. }));
    assert!(find_completion(&Puzzle::new(0)).is_err());
}

#[test]
fn impossible_puzzles_have_no_completion() {
    // Every 4 x 4 solution avoids the corners.
    assert_eq!(
        find_completion(&Puzzle::new(4).with_queen(Square::new(0, 0))),
        Ok(None)
    );
    // No solution at all for n = 3.
    assert_eq!(count_completions(&Puzzle::new(3)), Ok(0));
    // A whole row blocked.
    let mut puzzle = Puzzle::new(6);
    for col in 0..6 {
        puzzle = puzzle.with_blocked(Square::new(2, col));
    }
    assert_eq!(find_completion(&puzzle), Ok(None));
    assert_eq!(count_completions(&puzzle), Ok(0));
}

/// A row or a column with no square left is answered before any search: on
/// a board this size a search would never end.
#[test]
fn a_dead_row_or_column_is_refused_at_once() {
    let n = 40;
    let mut row = Puzzle::new(n);
    let mut column = Puzzle::new(n);
    for k in 0..n {
        row = row.with_blocked(Square::new(17, k));
        column = column.with_blocked(Square::new(k, 17));
    }
    // A column whose squares are attacked or blocked: the queen on (0, 1)
    // fills row 0 and attacks (1, 0), the rest of column 0 is blocked.
    let mut attacked = Puzzle::new(n).with_queen(Square::new(0, 1));
    for k in 2..n {
        attacked = attacked.with_blocked(Square::new(k, 0));
    }
    for puzzle in [row, column, attacked] {
        assert_eq!(find_completion(&puzzle), Ok(None));
        assert_eq!(count_completions(&puzzle), Ok(0));
        let mut seen = 0;
        for_each_completion(&puzzle, |_| {
            seen += 1;
            ControlFlow::Continue(())
        })
        .unwrap();
        assert_eq!(seen, 0);
        let estimate = nqueens::complete::estimate_completions(&puzzle, 0).unwrap();
        assert_eq!(estimate.nodes(), 0.0);
    }
}

#[test]
fn large_boards_with_few_queens_complete() {
    for (n, step) in [(10_000, 1000), (3000, usize::MAX)] {
        let solution = nqueens::random_solution(n, 9).unwrap();
        let mut puzzle = Puzzle::new(n);
        for row in (0..n).step_by(step) {
            puzzle = puzzle.with_queen(Square::new(row, solution.queens[row] as usize));
        }
        // Blocked squares off the known solution, so one still exists.
        for k in 0..100 {
            let square = Square::new(k * 37 % n, k * 91 % n);
            if solution.queens[square.row] as usize != square.col {
                puzzle = puzzle.with_blocked(square);
            }
        }
        let found = find_completion(&puzzle)
            .unwrap()
            .expect("a completion exists");
        assert!(oracle::is_solution(found.queens()));
        assert!(respects(&puzzle, found.queens()));
    }
}

#[test]
fn a_hundred_by_hundred_board_with_twenty_queens_placed() {
    // Twenty queens taken from a constructed solution of another size would
    // not do: take them from a random solution of this size, so that a
    // completion is known to exist, and let the search find its own.
    let n = 100;
    for seed in 0..3 {
        let solution = nqueens::random_solution(n, seed).unwrap();
        let mut puzzle = Puzzle::new(n);
        for row in (0..n).step_by(5) {
            puzzle = puzzle.with_queen(Square::new(row, solution.queens[row] as usize));
        }
        let found = find_completion(&puzzle)
            .unwrap()
            .expect("a completion exists");
        assert!(oracle::is_solution(found.queens()));
        assert!(respects(&puzzle, found.queens()));
    }
}

#[test]
fn boards_wider_than_a_machine_word() {
    let n = 130;
    let puzzle = Puzzle::new(n)
        .with_queen(Square::new(0, 129))
        .with_queen(Square::new(129, 1));
    let found = find_completion(&puzzle)
        .unwrap()
        .expect("a completion exists");
    assert!(oracle::is_solution(found.queens()));
    assert!(respects(&puzzle, found.queens()));
}

/// Excluded diagonals (i + j = k) and anti-diagonals (i - j + n = k),
/// every pair of one of each on boards up to 7 and the solutions that keep
/// off both, read off the solutions themselves rather than off blocked
/// squares.
#[test]
fn excluded_diagonals_keep_every_queen_off_them() {
    use nqueens::Line;
    for n in 4..=7 {
        let solutions = oracle::solutions(n);
        for diagonal in 0..=2 * n - 2 {
            for anti in 1..2 * n {
                let puzzle = Puzzle::new(n)
                    .with_excluded(Line::Diagonal(diagonal))
                    .with_excluded(Line::AntiDiagonal(anti));
                let expected = solutions
                    .iter()
                    .filter(|queens| {
                        queens
                            .iter()
                            .enumerate()
                            .all(|(i, &j)| i + j != diagonal && i + n - j != anti)
                    })
                    .count();
                assert_eq!(
                    count_completions(&puzzle).unwrap(),
                    expected as u128,
                    "n = {n}, i+j = {diagonal}, i-j+n = {anti}"
                );
            }
        }
        // Lines off the board exclude nothing.
        let off = Puzzle::new(n)
            .with_excluded(Line::Diagonal(2 * n - 1))
            .with_excluded(Line::AntiDiagonal(0))
            .with_excluded(Line::Row(n));
        assert_eq!(count_completions(&off).unwrap(), solutions.len() as u128);
    }
}

/// Whether `queens` is a solution with no queen on one of `lines`, checked
/// square by square, apart from the library.
fn keeps_off(queens: &[usize], lines: &[nqueens::Line]) -> bool {
    use nqueens::Line;
    let n = queens.len();
    oracle::is_solution(queens)
        && queens.iter().enumerate().all(|(i, &j)| {
            lines.iter().all(|line| match *line {
                Line::Diagonal(k) => i + j != k,
                Line::AntiDiagonal(k) => i + n != j + k,
                _ => unreachable!("only diagonals are excluded"),
            })
        })
}

/// Random instances of the excluded-diagonals benchmark, every prefix of
/// each list on boards of 4 to 10: the count is the number of solutions
/// that keep off the lines, found by brute force, so every "no completion"
/// is confirmed by the exhaustive oracle; a completion found keeps off them
/// in a check of its own.
#[test]
fn random_excluded_diagonal_instances_agree_with_brute_force() {
    use nqueens::complete::ExcludedDiagonals;
    let mut with_and_without = [0usize; 2];
    for n in 4..=10 {
        let solutions = oracle::solutions(n);
        for seed in 0..6 {
            let list = ExcludedDiagonals::random(n, 4.min(n - 1), seed).unwrap();
            for d in 0..=list.lines().len() {
                let lines = &list.lines()[..d];
                let puzzle = list.first(d);
                let expected = solutions.iter().filter(|q| keeps_off(q, lines)).count();
                let what = format!("n = {n}, seed {seed}, d = {d}");
                assert_eq!(count_completions(&puzzle), Ok(expected as u128), "{what}");
                match find_completion(&puzzle).unwrap() {
                    Some(found) => assert!(keeps_off(found.queens(), lines), "{what}"),
                    None => assert_eq!(expected, 0, "{what}"),
                }
                with_and_without[usize::from(expected == 0)] += 1;
            }
        }
    }
    // Both answers come up often enough to test both.
    assert!(
        with_and_without.iter().all(|&k| k > 50),
        "{with_and_without:?}"
    );
}

/// The list generator keeps its promise: every row and column keeps at
/// least `min_free` squares off the excluded lines, and no line can be
/// added without breaking that.
#[test]
fn random_lists_leave_every_row_and_column_enough_squares() {
    use nqueens::Line;
    use nqueens::complete::ExcludedDiagonals;
    for (n, min_free, seed) in [(8, 4, 0), (12, 4, 1), (20, 4, 2), (30, 4, 3), (9, 2, 4)] {
        let list = ExcludedDiagonals::random(n, min_free, seed).unwrap();
        let off = |row: usize, col: usize, lines: &[Line]| {
            lines.iter().any(|line| match *line {
                Line::Diagonal(k) => row + col == k,
                Line::AntiDiagonal(k) => row + n == col + k,
                _ => false,
            })
        };
        let free_counts = |lines: &[Line]| {
            let rows: Vec<usize> = (0..n)
                .map(|r| (0..n).filter(|&c| !off(r, c, lines)).count())
                .collect();
            let cols: Vec<usize> = (0..n)
                .map(|c| (0..n).filter(|&r| !off(r, c, lines)).count())
                .collect();
            rows.into_iter().chain(cols).min().unwrap()
        };
        assert!(free_counts(list.lines()) >= min_free, "n = {n}");
        let all = (0..2 * n - 1)
            .map(Line::Diagonal)
            .chain((1..2 * n).map(Line::AntiDiagonal));
        for line in all.filter(|line| !list.lines().contains(line)) {
            let mut more = list.lines().to_vec();
            more.push(line);
            assert!(
                free_counts(&more) < min_free,
                "n = {n}: {line} could be added"
            );
        }
    }
}

/// A watched search stops when told, and says so rather than "no".
#[test]
fn a_stopped_search_is_interrupted_not_answered() {
    use nqueens::complete::{Watch, count_completions_watched, find_completion_watched};
    use std::sync::atomic::AtomicBool;
    let stop = AtomicBool::new(true);
    let watch = Watch {
        stop: Some(&stop),
        ..Watch::default()
    };
    // Q(20) is far out of reach of a search that must stop at once.
    let count = count_completions_watched(&Puzzle::new(20), watch);
    assert_eq!(count.unwrap_err().kind(), &ErrorKind::Interrupted);
    let puzzle = Puzzle::new(20)
        .with_queen(Square::new(0, 0))
        .with_queen(Square::new(1, 2));
    let found = find_completion_watched(&puzzle, watch);
    assert_eq!(found.unwrap_err().kind(), &ErrorKind::Interrupted);
}
