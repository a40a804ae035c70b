//! The variant model: every constructor against a definition-level oracle on
//! tiny boards, the classic model against the classic counters, the
//! published counts (OEIS), and Burnside's lemma as a check on unique
//! counts.

use std::collections::BTreeSet;
use std::ops::ControlFlow;

use nqueens::variant::{Defect, MAX_CELLS, MAX_TORUS_SIDE, Model};
use nqueens::{ErrorKind, Method, Square, count_with_unique, for_each_solution};
use proptest::prelude::*;

/// A square as `(row, col)`.
type Sq = (usize, usize);

/// The oracle's rules: whether queens on `a` and `b` attack each other on an
/// `n x n` board, written from each variant's definition.
#[derive(Clone, Copy, Debug)]
enum Rule<'a> {
    Classic,
    Torus,
    Super,
    Pawns(&'a [Square]),
}

fn attack(rule: Rule<'_>, n: usize, a: (usize, usize), b: (usize, usize)) -> bool {
    let (dr, dc) = (b.0 as i64 - a.0 as i64, b.1 as i64 - a.1 as i64);
    let queen = dr == 0 || dc == 0 || dr.abs() == dc.abs();
    match rule {
        Rule::Classic => queen,
        Rule::Torus => {
            let m = n as i64;
            dr == 0 || dc == 0 || (dc - dr).rem_euclid(m) == 0 || (dc + dr).rem_euclid(m) == 0
        }
        Rule::Super => queen || (dr.abs(), dc.abs()) == (1, 2) || (dr.abs(), dc.abs()) == (2, 1),
        Rule::Pawns(pawns) => {
            if !queen {
                return false;
            }
            // Walk from a to b; a pawn on the way blocks.
            let steps = dr.abs().max(dc.abs());
            (1..steps).all(|t| {
                let sq = Square::new(
                    (a.0 as i64 + dr.signum() * t) as usize,
                    (a.1 as i64 + dc.signum() * t) as usize,
                );
                !pawns.contains(&sq)
            })
        }
    }
}

/// Every solution by brute force, as sorted lists of `(row, col)`: for the
/// one-per-row variants every choice of a column per row, for pawns every
/// set of `n + k` free squares.
fn oracle(rule: Rule<'_>, n: usize) -> BTreeSet<Vec<(usize, usize)>> {
    let ok = |set: &[(usize, usize)]| {
        (0..set.len()).all(|i| (i + 1..set.len()).all(|j| !attack(rule, n, set[i], set[j])))
    };
    let mut found = BTreeSet::new();
    match rule {
        Rule::Pawns(pawns) => {
            let free: Vec<(usize, usize)> = (0..n * n)
                .map(|s| (s / n, s % n))
                .filter(|&(r, c)| !pawns.contains(&Square::new(r, c)))
                .collect();
            let k = n + pawns.len();
            // Every set of k free squares, grown in increasing order and
            // abandoned as soon as it holds an attacking pair.
            fn grow(
                free: &[(usize, usize)],
                k: usize,
                from: usize,
                set: &mut Vec<(usize, usize)>,
                fits: &dyn Fn(&[Sq], Sq) -> bool,
                out: &mut BTreeSet<Vec<(usize, usize)>>,
            ) {
                if set.len() == k {
                    out.insert(set.clone());
                    return;
                }
                for i in from..free.len() {
                    if free.len() - i < k - set.len() {
                        break;
                    }
                    if fits(set, free[i]) {
                        set.push(free[i]);
                        grow(free, k, i + 1, set, fits, out);
                        set.pop();
                    }
                }
            }
            let fits = |set: &[(usize, usize)], sq| set.iter().all(|&q| !attack(rule, n, q, sq));
            grow(&free, k, 0, &mut Vec::new(), &fits, &mut found);
            assert!(found.iter().all(|set| ok(set)));
        }
        _ => {
            let total = n.pow(n as u32);
            for mut code in 0..total {
                let set: Vec<(usize, usize)> = (0..n)
                    .map(|r| {
                        let c = code % n;
                        code /= n;
                        (r, c)
                    })
                    .collect();
                if ok(&set) {
                    found.insert(set);
                }
            }
        }
    }
    found
}

/// The oracle's symmetries of a square, written out again here.
fn d4(i: usize, n: usize, (r, c): (usize, usize)) -> (usize, usize) {
    let m = n - 1;
    [
        (r, c),
        (c, m - r),
        (m - r, m - c),
        (m - c, r),
        (r, m - c),
        (m - r, c),
        (c, r),
        (m - c, m - r),
    ][i]
}

/// Classes by the oracle: a set counts when it is the smallest of its
/// images under the variant's group.
fn oracle_unique(rule: Rule<'_>, n: usize, solutions: &BTreeSet<Vec<(usize, usize)>>) -> usize {
    let mut maps: Vec<Box<dyn Fn(Sq) -> Sq>> = Vec::new();
    for i in 0..8 {
        match rule {
            Rule::Torus => {
                for a in 0..n {
                    for b in 0..n {
                        maps.push(Box::new(move |(r, c)| d4(i, n, ((r + a) % n, (c + b) % n))));
                    }
                }
            }
            Rule::Pawns(pawns) => {
                let keeps = pawns.iter().all(|p| {
                    let (r, c) = d4(i, n, (p.row, p.col));
                    pawns.contains(&Square::new(r, c))
                });
                if keeps {
                    maps.push(Box::new(move |sq| d4(i, n, sq)));
                }
            }
            _ => maps.push(Box::new(move |sq| d4(i, n, sq))),
        }
    }
    solutions
        .iter()
        .filter(|s| {
            maps.iter().all(|g| {
                let mut image: Vec<_> = s.iter().map(|&sq| g(sq)).collect();
                image.sort();
                **s <= image
            })
        })
        .count()
}

fn model_of(rule: Rule<'_>, n: usize) -> Model {
    match rule {
        Rule::Classic => Model::classic(n),
        Rule::Torus => Model::torus(n),
        Rule::Super => Model::superqueens(n),
        Rule::Pawns(pawns) => Model::with_pawns(n, pawns),
    }
    .unwrap()
}

fn model_solutions(model: &Model) -> BTreeSet<Vec<(usize, usize)>> {
    let mut found = BTreeSet::new();
    model.for_each_solution(|cells| {
        assert!(cells.windows(2).all(|w| w[0] < w[1]), "cells sorted");
        assert_eq!(model.check(cells), Ok(()));
        let set: Vec<_> = cells
            .iter()
            .map(|&c| {
                let sq = model.square(c).unwrap();
                (sq.row, sq.col)
            })
            .collect();
        assert!(found.insert(set), "each solution once");
        ControlFlow::Continue(())
    });
    found
}

#[track_caller]
fn agrees_with_oracle(rule: Rule<'_>, n: usize) {
    let model = model_of(rule, n);
    let expected = oracle(rule, n);
    let found = model_solutions(&model);
    assert_eq!(found, expected, "{rule:?}, n = {n}");
    let counts = model.count_with_unique();
    assert_eq!(counts.total, expected.len() as u128, "{rule:?}, n = {n}");
    assert_eq!(
        counts.unique,
        oracle_unique(rule, n, &expected) as u128,
        "{rule:?}, n = {n}"
    );
    assert_eq!(model.count(), counts.total);
    assert_eq!(model.find().is_some(), !expected.is_empty());
    assert_eq!(
        burnside(&model),
        counts.unique,
        "Burnside, {rule:?}, n = {n}"
    );
}

/// Unique solutions by Burnside's lemma: the mean over the group of the
/// number of solutions each symmetry fixes.
fn burnside(model: &Model) -> u128 {
    let g = model.symmetries().len();
    let mut fixed = 0u128;
    model.for_each_solution(|cells| {
        fixed += (0..g).filter(|&i| model.image(i, cells) == cells).count() as u128;
        ControlFlow::Continue(())
    });
    assert_eq!(fixed % g as u128, 0, "Burnside's sum divides by |G|");
    fixed / g as u128
}

#[test]
fn one_per_row_variants_match_the_oracle() {
    for n in 1..=6 {
        agrees_with_oracle(Rule::Classic, n);
        agrees_with_oracle(Rule::Torus, n);
        agrees_with_oracle(Rule::Super, n);
    }
}

#[test]
fn pawns_match_the_oracle() {
    for n in 1..=7 {
        for p in 0..n * n {
            let pawns = [Square::new(p / n, p % n)];
            agrees_with_oracle(Rule::Pawns(&pawns), n);
        }
    }
    // No pawns: the classic count with no groups to lean on.
    agrees_with_oracle(Rule::Pawns(&[]), 6);
    // Two pawns, symmetric and not.
    for pawns in [
        [Square::new(1, 1), Square::new(3, 3)],
        [Square::new(1, 2), Square::new(2, 1)],
        [Square::new(0, 1), Square::new(2, 2)],
    ] {
        agrees_with_oracle(Rule::Pawns(&pawns), 6);
    }
}

#[test]
fn classic_model_matches_the_classic_counters() {
    for n in 1..=10 {
        let model = Model::classic(n).unwrap();
        let counts = model.count_with_unique();
        let classic = count_with_unique(n).unwrap();
        assert_eq!(
            (counts.total, counts.unique),
            (classic.total, classic.unique),
            "n = {n}"
        );
    }
    for n in 1..=8 {
        let mut expected = BTreeSet::new();
        for_each_solution(n, Method::Bitmask, |queens| {
            let mut cells: Vec<usize> =
                queens.iter().enumerate().map(|(r, &c)| r * n + c).collect();
            cells.sort();
            expected.insert(cells);
            ControlFlow::Continue(())
        })
        .unwrap();
        let mut found = BTreeSet::new();
        Model::classic(n).unwrap().for_each_solution(|cells| {
            found.insert(cells.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(found, expected, "n = {n}");
    }
}

#[test]
fn torus_counts_match_a051906() {
    let expected = [1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524];
    for (n, &total) in (1..).zip(&expected) {
        assert_eq!(Model::torus(n).unwrap().count(), total, "A051906, n = {n}");
    }
}

#[test]
fn superqueen_counts_match_a051223_and_a051224() {
    let total = [1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44, 156];
    let unique = [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 6, 22];
    for n in 1..=12 {
        let counts = Model::superqueens(n).unwrap().count_with_unique();
        assert_eq!(counts.total, total[n - 1], "A051223, n = {n}");
        assert_eq!(counts.unique, unique[n - 1], "A051224, n = {n}");
    }
}

#[test]
fn one_pawn_counts_match_a103330_and_a103331() {
    let total = [0, 0, 0, 0, 0, 16, 20, 128];
    let unique = [0, 0, 0, 0, 0, 2, 3, 16];
    for n in 1..=8 {
        let (mut all, mut classes) = (0, 0);
        for p in 0..n * n {
            let pawn = Square::new(p / n, p % n);
            let model = Model::with_pawns(n, &[pawn]).unwrap();
            let counts = model.count_with_unique();
            all += counts.total;
            // A class of (pawn, queens) placements: count it at the pawn
            // square smallest in its orbit, up to the pawn's stabiliser.
            let smallest = (0..8).all(|i| {
                let (r, c) = d4(i, n, (pawn.row, pawn.col));
                (pawn.row, pawn.col) <= (r, c)
            });
            if smallest {
                classes += counts.unique;
            }
        }
        assert_eq!(all, total[n - 1], "A103330, n = {n}");
        assert_eq!(classes, unique[n - 1], "A103331, n = {n}");
    }
}

#[test]
fn unique_counts_obey_burnside() {
    for n in 1..=8 {
        let model = Model::classic(n).unwrap();
        assert_eq!(
            burnside(&model),
            model.count_with_unique().unique,
            "classic n = {n}"
        );
    }
    for n in [5, 7, 11] {
        let model = Model::torus(n).unwrap();
        assert_eq!(
            burnside(&model),
            model.count_with_unique().unique,
            "torus n = {n}"
        );
    }
    for n in [10, 11] {
        let model = Model::superqueens(n).unwrap();
        assert_eq!(
            burnside(&model),
            model.count_with_unique().unique,
            "super n = {n}"
        );
    }
    for pawns in [
        vec![Square::new(3, 3)],
        vec![Square::new(2, 2), Square::new(4, 4)],
    ] {
        let model = Model::with_pawns(7, &pawns).unwrap();
        assert_eq!(
            burnside(&model),
            model.count_with_unique().unique,
            "{pawns:?}"
        );
    }
}

#[test]
fn symmetries_map_lines_to_lines_and_solutions_to_solutions() {
    let models = [
        Model::classic(5).unwrap(),
        Model::torus(5).unwrap(),
        Model::superqueens(6).unwrap(),
        Model::with_pawns(6, &[Square::new(2, 2), Square::new(3, 3)]).unwrap(),
        Model::with_pawns(5, &[Square::new(0, 1)]).unwrap(),
    ];
    for model in &models {
        let sets = |lists: &[Vec<usize>]| -> BTreeSet<Vec<usize>> {
            lists
                .iter()
                .map(|l| {
                    let mut l = l.clone();
                    l.sort();
                    l
                })
                .collect()
        };
        let lines = sets(model.lines());
        assert_eq!(
            model.symmetries()[0],
            (0..model.cells()).collect::<Vec<_>>()
        );
        for g in 0..model.symmetries().len() {
            let images = |all: &BTreeSet<Vec<usize>>| -> BTreeSet<Vec<usize>> {
                all.iter().map(|l| model.image(g, l)).collect()
            };
            assert_eq!(images(&lines), lines);
            model.for_each_solution(|cells| {
                assert_eq!(model.check(&model.image(g, cells)), Ok(()));
                ControlFlow::Continue(())
            });
        }
    }
    assert_eq!(Model::torus(5).unwrap().symmetries().len(), 200);
    assert_eq!(Model::classic(5).unwrap().symmetries().len(), 8);
    assert_eq!(Model::classic(1).unwrap().symmetries().len(), 1);
    let centre = Model::with_pawns(5, &[Square::new(2, 2)]).unwrap();
    assert_eq!(centre.symmetries().len(), 8);
    let edge = Model::with_pawns(5, &[Square::new(0, 2)]).unwrap();
    assert_eq!(edge.symmetries().len(), 2);
}

#[test]
fn check_names_the_first_attacking_pair() {
    let model = Model::classic(6).unwrap();
    // (0,1), (2,2), (3,1), (5,3): the first pair sharing a line is
    // (0,1) and (3,1), a column, before (2,2) and (3,1), a diagonal.
    let cells = [1, 14, 19, 33];
    let Err(Defect::Attack {
        first,
        second,
        line,
    }) = model.check(&cells)
    else {
        panic!("an attack");
    };
    assert_eq!((first, second), (1, 19));
    let line = &model.lines()[line];
    assert!(line.contains(&1) && line.contains(&19));
    assert_eq!(model.check(&[36]), Err(Defect::OffModel { cell: 36 }));
    assert_eq!(model.check(&[1, 1]), Err(Defect::Repeated { cell: 1 }));
    assert_eq!(model.check(&[1, 9]), Err(Defect::EmptyGroup { group: 2 }));
    let pawns = Model::with_pawns(3, &[Square::new(1, 1)]).unwrap();
    // A pawn between them: no attack, but too few queens.
    let (a, b) = (
        pawns.cell(Square::new(0, 0)).unwrap(),
        pawns.cell(Square::new(2, 2)).unwrap(),
    );
    assert_eq!(
        pawns.check(&[a, b]),
        Err(Defect::WrongCount {
            expected: 4,
            found: 2
        })
    );
}

#[test]
fn errors_have_kinds() {
    assert_eq!(
        Model::classic(0).unwrap_err().kind(),
        &ErrorKind::EmptyBoard
    );
    for err in [
        Model::classic(65).unwrap_err(),
        Model::new(MAX_CELLS + 1, vec![], vec![], 0, vec![]).unwrap_err(),
    ] {
        assert!(matches!(
            err.kind(),
            ErrorKind::ModelTooLarge { max: MAX_CELLS, .. }
        ));
    }
    assert!(Model::classic(64).is_ok());
    assert!(matches!(
        Model::torus(MAX_TORUS_SIDE + 1).unwrap_err().kind(),
        ErrorKind::TooLarge {
            method: "torus",
            ..
        }
    ));
    assert!(matches!(
        Model::with_pawns(4, &[Square::new(4, 0)])
            .unwrap_err()
            .kind(),
        ErrorKind::SquareOffBoard { .. }
    ));
    for err in [
        Model::new(2, vec![vec![0, 2]], vec![], 1, vec![]).unwrap_err(),
        Model::new(2, vec![], vec![vec![0, 1], vec![1]], 1, vec![]).unwrap_err(),
        Model::new(2, vec![], vec![], 1, vec![vec![0, 0]]).unwrap_err(),
    ] {
        assert!(
            matches!(err.kind(), ErrorKind::InvalidModel { .. }),
            "{err}"
        );
    }
}

proptest! {
    #[test]
    fn check_agrees_with_the_oracle_rules(squares in proptest::collection::btree_set(0usize..36, 0..8)) {
        let n = 6;
        let model = Model::superqueens(n).unwrap();
        let cells: Vec<usize> = squares.into_iter().collect();
        let at = |c: usize| (c / n, c % n);
        let first_pair = (0..cells.len())
            .flat_map(|i| (i + 1..cells.len()).map(move |j| (i, j)))
            .find(|&(i, j)| attack(Rule::Super, n, at(cells[i]), at(cells[j])));
        match (model.check(&cells), first_pair) {
            (Err(Defect::Attack { first, second, .. }), Some((i, j))) => {
                prop_assert_eq!((first, second), (cells[i], cells[j]));
            }
            (Err(Defect::Attack { .. }), None) => prop_assert!(false, "no attack by the rules"),
            (_, Some(_)) => prop_assert!(false, "an attack by the rules"),
            (_, None) => {}
        }
    }
}
