//! Squares, notation and conflict listing.

use nqueens::{Line, Placement, Square, attacking_pairs, attacking_pairs_bounded};
use proptest::prelude::*;

use crate::oracle;

#[test]
fn algebraic_notation_follows_the_chess_board() {
    let solution = Placement::new(vec![3, 6, 2, 7, 1, 4, 0, 5]).unwrap();
    let names: Vec<String> = solution
        .squares()
        .map(|s| s.algebraic(8).unwrap())
        .collect();
    assert_eq!(names.join(" "), "d8 g7 c6 h5 b4 e3 a2 f1");
}

#[test]
fn conflicts_name_each_attacking_pair_and_its_line() {
    // d8 and g5 share an anti-diagonal, a1 and a4 a column, e4 and a4 a row.
    let squares: Vec<Square> = ["d8", "g5", "a1", "a4", "e4"]
        .iter()
        .map(|s| Square::parse(s, 8).unwrap())
        .collect();
    let conflicts = attacking_pairs(8, &squares);
    let described: Vec<(String, String, Line)> = conflicts
        .iter()
        .map(|c| (c.first.name(8), c.second.name(8), c.line))
        .collect();
    assert_eq!(
        described,
        vec![
            ("d8".into(), "g5".into(), Line::AntiDiagonal(5)),
            ("a4".into(), "e4".into(), Line::Row(4)),
            ("a4".into(), "a1".into(), Line::Column(0)),
        ]
    );
}

#[test]
fn squares_read_in_both_notations() {
    assert_eq!(Square::parse("A1", 8), Ok(Square::new(7, 0)));
    assert_eq!(Square::parse(" 0 , 7 ", 8), Ok(Square::new(0, 7)));
    for bad in ["", "a0", "a9", "i1", "8,0", "1;2", "-1,2", "aa", "z1"] {
        assert!(Square::parse(bad, 8).is_err(), "{bad:?}");
    }
    // Past 26 files there are no letters; row,col still works.
    assert!(Square::parse("a1", 30).is_err());
    assert_eq!(Square::parse("29,0", 30), Ok(Square::new(29, 0)));
    assert_eq!(Square::new(29, 0).name(30), "(29,0)");
}

#[test]
fn placements_check_their_columns() {
    assert!(Placement::new(vec![]).is_err());
    assert!(Placement::new(vec![0, 2]).is_err());
    assert!(Placement::from_one_based(&[0, 1]).is_err());
    assert_eq!(
        Placement::new(vec![1, 3, 0, 2]).unwrap().to_string(),
        "1 3 0 2"
    );
}

/// Checks both listings against the oracle: the bounded one gives the
/// oracle's first `limit` pairs and its count.
#[track_caller]
fn assert_pairs(n: usize, queens: &[Square], limit: usize) {
    let expected = oracle::attacking_pairs(n, queens);
    assert_eq!(attacking_pairs(n, queens), expected, "{n}: {queens:?}");
    let report = attacking_pairs_bounded(n, queens, limit).unwrap();
    assert_eq!(report.total, expected.len() as u128, "{n}: {queens:?}");
    assert_eq!(
        report.pairs,
        expected[..limit.min(expected.len())],
        "{n}, limit {limit}: {queens:?}"
    );
    assert_eq!(report.is_complete(), limit >= expected.len());
}

#[test]
fn pairs_agree_with_the_definition_on_every_small_board() {
    for n in 1..=4 {
        for set in 0u32..1 << (n * n) {
            let queens: Vec<Square> = (0..n * n)
                .filter(|&i| set >> i & 1 == 1)
                .map(|i| Square::new(i / n, i % n))
                .collect();
            for limit in [0, 1, 2, 5, usize::MAX] {
                assert_pairs(n, &queens, limit);
            }
        }
    }
}

#[test]
fn hostile_piles_are_counted_without_listing_them() {
    // Ten thousand queens on one square: one pair for every two of them,
    // each named by the row.
    let pile = vec![Square::new(3, 5); 10_000];
    let report = attacking_pairs_bounded(8, &pile, 4).unwrap();
    assert_eq!(report.total, 10_000 * 9_999 / 2);
    assert_eq!(report.pairs.len(), 4);
    assert!(report.pairs.iter().all(|c| c.line == Line::Row(3)));
    // Ten thousand queens down column 0, and as many along one diagonal.
    let column: Vec<Square> = (0..10_000).map(|row| Square::new(row, 0)).collect();
    let report = attacking_pairs_bounded(10_000, &column, 3).unwrap();
    assert_eq!(report.total, 10_000 * 9_999 / 2);
    assert_eq!(report.pairs[2].second, Square::new(3, 0));
    let diagonal: Vec<Square> = (0..10_000).map(|i| Square::new(i, i)).collect();
    let report = attacking_pairs_bounded(10_000, &diagonal, 1).unwrap();
    assert_eq!(report.total, 10_000 * 9_999 / 2);
    assert_eq!(report.pairs[0].line, Line::AntiDiagonal(10_000));
}

#[test]
fn a_hundred_thousand_queens_are_checked() {
    let solution = nqueens::construct_placement(100_000).unwrap();
    let squares: Vec<Square> = solution.squares().collect();
    assert!(attacking_pairs(100_000, &squares).is_empty());
    let report = attacking_pairs_bounded(100_000, &squares, 10).unwrap();
    assert_eq!(report.total, 0);
    // A few queens moved on a board small enough for the oracle.
    let mut broken: Vec<Square> = nqueens::construct_placement(2_000)
        .unwrap()
        .squares()
        .collect();
    for k in [0, 7, 500, 1999] {
        broken[k].col = broken[k + 1 - 2 * (k / 1999)].col;
    }
    assert_pairs(2_000, &broken, 3);
    assert_pairs(2_000, &broken, usize::MAX);
}

#[test]
fn queens_off_the_board_are_refused_by_the_bounded_check() {
    let err = attacking_pairs_bounded(4, &[Square::new(0, 0), Square::new(1, 4)], 10).unwrap_err();
    assert_eq!(
        err.kind(),
        &nqueens::ErrorKind::SquareOffBoard {
            square: Square::new(1, 4),
            n: 4
        }
    );
    assert_eq!(attacking_pairs_bounded(0, &[], 10).unwrap().total, 0);
}

/// Queens anywhere on a board up to 12 x 12, repeats allowed, in any
/// order, with a limit.
fn scattered() -> impl Strategy<Value = (usize, Vec<Square>, usize)> {
    (1usize..=12).prop_flat_map(|n| {
        (
            Just(n),
            prop::collection::vec((0..n, 0..n).prop_map(|(r, c)| Square::new(r, c)), 0..80),
            prop_oneof![0usize..40, Just(usize::MAX)],
        )
    })
}

proptest! {
    #[test]
    fn pairs_agree_with_the_definition((n, queens, limit) in scattered()) {
        assert_pairs(n, &queens, limit);
    }

    #[test]
    fn pairs_of_placements_agree_with_the_definition(
        queens in (1usize..40).prop_flat_map(|n| prop::collection::vec(0..n, n)),
        limit in 0usize..50,
    ) {
        let placement = Placement::new(queens).unwrap();
        let squares: Vec<Square> = placement.squares().collect();
        prop_assert_eq!(placement.conflicts(), oracle::attacking_pairs(placement.n(), &squares));
        assert_pairs(placement.n(), &squares, limit);
    }

    #[test]
    fn is_solution_agrees_with_the_definition(queens in (1usize..10).prop_flat_map(|n| prop::collection::vec(0..n, n))) {
        let placement = Placement::new(queens.clone()).unwrap();
        prop_assert_eq!(placement.is_solution(), oracle::is_solution(&queens));
        prop_assert_eq!(nqueens::is_solution(&queens), oracle::is_solution(&queens));
        prop_assert_eq!(placement.conflicts().is_empty(), oracle::is_solution(&queens));
    }

    #[test]
    fn every_conflict_is_a_real_attack(queens in (1usize..10).prop_flat_map(|n| prop::collection::vec(0..n, n))) {
        let placement = Placement::new(queens).unwrap();
        for conflict in placement.conflicts() {
            let (a, b) = (conflict.first, conflict.second);
            let real = match conflict.line {
                Line::Row(r) => a.row == r && b.row == r,
                Line::Column(c) => a.col == c && b.col == c,
                Line::Diagonal(d) => a.row + a.col == d && b.row + b.col == d,
                Line::AntiDiagonal(d) => {
                    a.row + placement.n() - a.col == d && b.row + placement.n() - b.col == d
                }
            };
            prop_assert!(real, "{:?}", conflict);
        }
    }

    #[test]
    fn algebraic_names_read_back(n in 1usize..=26, row in 0usize..26, col in 0usize..26) {
        let square = Square::new(row % n, col % n);
        let name = square.algebraic(n).unwrap();
        prop_assert_eq!(Square::parse(&name, n), Ok(square));
    }
}
