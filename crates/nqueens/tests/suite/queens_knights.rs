//! Queens and knights: the search against brute force over every pair of
//! cell sets on small boards, the published largest sizes and counts, and
//! every placement found against a check written from the rules.

use std::ops::ControlFlow;

use nqueens::ErrorKind;
use nqueens::queens_knights::{Clash, QueensKnights};

use crate::reference::sequence;

/// Whether a piece on `a` attacks `b` on the `n x n` board, from the rules:
/// a queen along a row, column or diagonal, a knight by a (1, 2) jump.
fn attacks(n: usize, queen: bool, a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
    let (dr, dc) = (ra.abs_diff(rb), ca.abs_diff(cb));
    if a == b {
        return false;
    }
    if queen {
        dr == 0 || dc == 0 || dr == dc
    } else {
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    }
}

fn peaceful(n: usize, queens: &[usize], knights: &[usize]) -> bool {
    let all: Vec<usize> = queens.iter().chain(knights).copied().collect();
    queens
        .iter()
        .all(|&q| all.iter().all(|&t| !attacks(n, true, q, t)))
        && knights
            .iter()
            .all(|&k| all.iter().all(|&t| !attacks(n, false, k, t)))
}

/// Every set of `size` cells below `cells`, in lexicographic order.
fn subsets(cells: usize, size: usize, visit: &mut dyn FnMut(&[usize])) {
    fn grow(
        cells: usize,
        size: usize,
        from: usize,
        set: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]),
    ) {
        if set.len() == size {
            return visit(set);
        }
        for c in from..cells {
            set.push(c);
            grow(cells, size, c + 1, set, visit);
            set.pop();
        }
    }
    grow(cells, size, 0, &mut Vec::new(), visit);
}

/// The placements of `m` queens and `m` knights, by brute force.
fn oracle_count(n: usize, m: usize) -> u128 {
    let mut total = 0;
    subsets(n * n, m, &mut |queens| {
        if !peaceful(n, queens, &[]) {
            return;
        }
        subsets(n * n, m, &mut |knights| {
            if knights.iter().all(|k| !queens.contains(k)) && peaceful(n, queens, knights) {
                total += 1;
            }
        });
    });
    total
}

#[test]
fn counts_agree_with_brute_force_on_small_boards() {
    for (n, sizes) in [(1, 0..=1), (2, 0..=1), (3, 0..=2), (4, 0..=2), (5, 0..=3)] {
        let problem = QueensKnights::new(n).unwrap();
        for m in sizes {
            assert_eq!(problem.count(m).0, oracle_count(n, m), "n = {n}, m = {m}");
        }
    }
}

#[test]
fn largest_matches_the_published_values() {
    let most = sequence("queens_knights_most");
    let counts = sequence("queens_knights_count");
    for n in 1..=9 {
        let largest = QueensKnights::new(n).unwrap().largest();
        assert_eq!(largest.pieces as u128, most[n - 1], "n = {n}");
        if n >= 4 {
            assert_eq!(largest.total, counts[n - 4], "n = {n}");
        }
    }
}

#[test]
#[ignore = "a few seconds: run with --ignored"]
fn largest_on_the_10_board() {
    let largest = QueensKnights::new(10).unwrap().largest();
    assert_eq!((largest.pieces, largest.total), (7, 8));
}

#[test]
fn every_placement_passes_the_rules_and_classes_are_consistent() {
    for n in 4..=8 {
        let problem = QueensKnights::new(n).unwrap();
        let largest = problem.largest();
        let (mut seen, mut fixed) = (0u128, 0u128);
        let mut previous: Option<(Vec<usize>, Vec<usize>)> = None;
        problem.for_each(largest.pieces, |army| {
            assert!(peaceful(n, &army.queens, &army.knights), "{army:?}");
            assert_eq!(problem.check(&army.queens, &army.knights), Ok(()));
            let key = (army.queens.clone(), army.knights.clone());
            assert!(
                previous.as_ref() < Some(&key),
                "placements come in order, once each"
            );
            previous = Some(key);
            seen += 1;
            fixed += problem.stabilizer(army) as u128;
            ControlFlow::Continue(())
        });
        assert_eq!(seen, largest.total);
        // Burnside: the stabilizers sum to eight times the classes.
        assert_eq!(fixed, 8 * largest.unique, "n = {n}");
    }
}

#[test]
fn check_names_the_attack() {
    let problem = QueensKnights::new(5).unwrap();
    assert_eq!(
        problem.check(&[0], &[25]),
        Err(Clash::OffBoard { cell: 25 })
    );
    assert_eq!(problem.check(&[0], &[0]), Err(Clash::Shared { cell: 0 }));
    assert_eq!(
        problem.check(&[0, 13], &[24]),
        Err(Clash::Unequal {
            queens: 2,
            knights: 1
        })
    );
    // a5 and e1 share the long diagonal.
    assert_eq!(
        problem.check(&[0], &[24]),
        Err(Clash::QueenAttacks {
            queen: 0,
            target: 24
        })
    );
    // A knight on c4 attacks a queen on a5.
    assert_eq!(
        problem.check(&[0], &[7]),
        Err(Clash::KnightAttacks {
            knight: 7,
            target: 0
        })
    );
    assert_eq!(problem.check(&[], &[]), Ok(()));
}

#[test]
fn sizes_outside_the_search_are_refused() {
    assert_eq!(
        *QueensKnights::new(0).unwrap_err().kind(),
        ErrorKind::EmptyBoard
    );
    assert!(matches!(
        QueensKnights::new(17).unwrap_err().kind(),
        ErrorKind::TooLarge { max: 16, .. }
    ));
}
