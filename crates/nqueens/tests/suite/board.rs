//! Squares, notation and conflict listing.

use nqueens::{Line, Placement, Square, attacking_pairs};
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

proptest! {
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
