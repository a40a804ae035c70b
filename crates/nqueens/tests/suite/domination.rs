//! Queen domination: the exact search against brute force over every set
//! of queens on small boards (classic, torus, pawns, superqueens), the
//! published counts (OEIS), the check against a naive coverage test, and
//! the local search's sets against the check.

use std::collections::BTreeSet;
use std::ops::ControlFlow;

use nqueens::domination::{Domination, Shortfall, spencer_bound};
use nqueens::variant::Model;
use nqueens::{ErrorKind, Square};
use proptest::prelude::*;

use crate::reference::sequence;

/// Whether a queen on `a` covers `b` on the board of `model`: the same
/// square, or a line of the model holding both (written from the model's
/// lines, not its bitsets).
fn covers(model: &Model, a: usize, b: usize) -> bool {
    a == b
        || model
            .lines()
            .iter()
            .any(|l| l.contains(&a) && l.contains(&b))
}

fn attacks(model: &Model, a: usize, b: usize) -> bool {
    a != b
        && model
            .lines()
            .iter()
            .any(|l| l.contains(&a) && l.contains(&b))
}

/// The minimum size, every minimum set, and the classes by canonical forms,
/// by brute force: every set of 1, 2, ... cells in turn.
fn oracle(model: &Model, independent: bool) -> (usize, BTreeSet<Vec<usize>>, usize) {
    let cells = model.cells();
    let dominates = |set: &[usize]| (0..cells).all(|c| set.iter().any(|&q| covers(model, q, c)));
    for size in 1..=cells {
        let mut found = BTreeSet::new();
        let mut set = Vec::new();
        fn grow(
            cells: usize,
            size: usize,
            from: usize,
            set: &mut Vec<usize>,
            fits: &dyn Fn(&[usize], usize) -> bool,
            visit: &mut dyn FnMut(&[usize]),
        ) {
            if set.len() == size {
                visit(set);
                return;
            }
            for c in from..cells {
                if fits(set, c) {
                    set.push(c);
                    grow(cells, size, c + 1, set, fits, visit);
                    set.pop();
                }
            }
        }
        let fits =
            |set: &[usize], c: usize| !independent || set.iter().all(|&q| !attacks(model, q, c));
        grow(cells, size, 0, &mut set, &fits, &mut |s| {
            if dominates(s) {
                found.insert(s.to_vec());
            }
        });
        if !found.is_empty() {
            let classes = found.iter().filter(|s| model.canonical(s) == **s).count();
            return (size, found, classes);
        }
    }
    unreachable!("every cell at once dominates")
}

fn minimum_sets(domination: &Domination) -> (usize, BTreeSet<Vec<usize>>) {
    let mut sets = BTreeSet::new();
    let size = domination
        .for_each_minimum(|queens| {
            let mut sorted = queens.to_vec();
            sorted.sort_unstable();
            assert!(sets.insert(sorted), "a set visited twice");
            ControlFlow::Continue(())
        })
        .unwrap();
    (size, sets)
}

fn agrees_with_oracle(model: &Model, what: &str) {
    for independent in [false, true] {
        let domination = if independent {
            Domination::independent(model)
        } else {
            Domination::new(model)
        };
        let (size, sets, classes) = oracle(model, independent);
        let minimum = domination.minimum().unwrap();
        assert_eq!(
            minimum.size, size,
            "{what}, independent {independent}: size"
        );
        assert_eq!(
            minimum.total,
            sets.len() as u128,
            "{what}, independent {independent}: total"
        );
        assert_eq!(
            minimum.unique, classes as u128,
            "{what}, independent {independent}: unique"
        );
        assert_eq!(minimum_sets(&domination), (size, sets), "{what}: the sets");
    }
}

#[test]
fn the_exact_search_matches_brute_force_on_every_small_board() {
    for n in 1..=6 {
        agrees_with_oracle(&Model::classic(n).unwrap(), &format!("classic {n}"));
    }
    agrees_with_oracle(&Model::torus(5).unwrap(), "torus 5");
    agrees_with_oracle(&Model::torus(6).unwrap(), "torus 6");
    agrees_with_oracle(&Model::superqueens(5).unwrap(), "superqueens 5");
    let pawns = [Square::new(1, 1), Square::new(3, 2)];
    agrees_with_oracle(&Model::with_pawns(5, &pawns).unwrap(), "pawns on 5 x 5");
}

#[test]
fn domination_counts_match_a075458_a002564_and_a002563() {
    let (gamma, total, unique) = (
        sequence("A075458"),
        sequence("A002564"),
        sequence("A002563"),
    );
    for n in 1..=12 {
        let minimum = Domination::new(&Model::classic(n).unwrap())
            .minimum()
            .unwrap();
        assert_eq!(minimum.size as u128, gamma[n - 1], "gamma, n = {n}");
        assert_eq!(minimum.total, total[n - 1], "sets, n = {n}");
        assert_eq!(minimum.unique, unique[n - 1], "classes, n = {n}");
        assert!(minimum.size >= spencer_bound(n), "the lower bound, n = {n}");
    }
}

#[test]
fn independent_domination_counts_match_a075324_a002568_and_a002567() {
    let (size, total, unique) = (
        sequence("A075324"),
        sequence("A002568"),
        sequence("A002567"),
    );
    for n in 1..=13 {
        let minimum = Domination::independent(&Model::classic(n).unwrap())
            .minimum()
            .unwrap();
        assert_eq!(minimum.size as u128, size[n - 1], "i, n = {n}");
        assert_eq!(minimum.total, total[n - 1], "sets, n = {n}");
        assert_eq!(minimum.unique, unique[n - 1], "classes, n = {n}");
    }
}

/// n = 13 and 14: about 5 s and 4.5 minutes on two cores.
#[test]
#[ignore = "minutes: run with --ignored in a release test"]
fn domination_counts_at_13_and_14() {
    let (gamma, total, unique) = (
        sequence("A075458"),
        sequence("A002564"),
        sequence("A002563"),
    );
    let (size, itotal, iunique) = (
        sequence("A075324"),
        sequence("A002568"),
        sequence("A002567"),
    );
    for n in 13..=14 {
        let minimum = Domination::new(&Model::classic(n).unwrap())
            .minimum()
            .unwrap();
        assert_eq!(
            (minimum.size as u128, minimum.total, minimum.unique),
            (gamma[n - 1], total[n - 1], unique[n - 1]),
            "n = {n}"
        );
        let minimum = Domination::independent(&Model::classic(n).unwrap())
            .minimum()
            .unwrap();
        assert_eq!(
            (minimum.size as u128, minimum.total, minimum.unique),
            (size[n - 1], itotal[n - 1], iunique[n - 1]),
            "independent, n = {n}"
        );
    }
}

#[test]
fn the_local_search_finds_sets_of_the_domination_number_up_to_25() {
    let gamma = sequence("A075458");
    for n in 1..=25 {
        let domination = Domination::new(&Model::classic(n).unwrap());
        let size = gamma[n - 1] as usize;
        let found = (0..4).find_map(|seed| domination.search_of_size(size, seed, 200_000));
        let queens = found.unwrap_or_else(|| panic!("no set of {size} for n = {n}"));
        assert_eq!(queens.len(), size);
        assert_eq!(domination.check(&queens), Ok(()), "n = {n}");
    }
}

#[test]
fn the_local_search_finds_independent_sets_of_i_up_to_18() {
    let sizes = sequence("A075324");
    for n in 1..=18 {
        let model = Model::classic(n).unwrap();
        let domination = Domination::independent(&model);
        let size = sizes[n - 1] as usize;
        let found = (0..4).find_map(|seed| domination.search_of_size(size, seed, 200_000));
        let queens = found.unwrap_or_else(|| panic!("no set of {size} for n = {n}"));
        assert_eq!(domination.check(&queens), Ok(()), "n = {n}");
        assert!(
            queens
                .iter()
                .all(|&a| queens.iter().all(|&b| !attacks(&model, a, b)))
        );
    }
}

#[test]
fn greedy_and_smallest_found_sets_dominate() {
    for n in 1..=20 {
        let model = Model::classic(n).unwrap();
        for domination in [Domination::new(&model), Domination::independent(&model)] {
            assert_eq!(
                domination.check(&domination.greedy()),
                Ok(()),
                "greedy, n = {n}"
            );
            let small = domination.smallest_found(0, 20_000, spencer_bound(n));
            assert_eq!(domination.check(&small), Ok(()), "smallest found, n = {n}");
            assert!(small.len() <= domination.greedy().len());
            assert!(small.len() >= spencer_bound(n));
        }
    }
}

#[test]
fn the_exact_search_refuses_boards_past_16() {
    let error = Domination::new(&Model::classic(17).unwrap())
        .minimum()
        .unwrap_err();
    assert!(matches!(
        error.kind(),
        ErrorKind::TooLarge { n: 17, max: 16, .. }
    ));
}

#[test]
fn stabilizers_are_those_of_the_group() {
    let domination = Domination::new(&Model::classic(3).unwrap());
    // The centre is fixed by all eight; a corner by the diagonal's two.
    assert_eq!(domination.stabilizer(&[4]), 8);
    assert_eq!(domination.stabilizer(&[0]), 2);
    assert_eq!(domination.symmetry_count(), 8);
}

#[test]
fn check_names_repeats_attacks_and_cells_off_the_board() {
    let model = Model::classic(4).unwrap();
    let independent = Domination::independent(&model);
    assert_eq!(
        independent.check(&[0, 0]),
        Err(Shortfall::Repeated { cell: 0 })
    );
    assert_eq!(
        independent.check(&[16]),
        Err(Shortfall::OffModel { cell: 16 })
    );
    assert_eq!(
        independent.check(&[0, 5, 10]),
        Err(Shortfall::Attack {
            first: 0,
            second: 5
        })
    );
    // The plain problem allows attacking queens: three on the long
    // diagonal cover the 4 x 4 board; two of them leave d2 and c1.
    assert_eq!(Domination::new(&model).check(&[0, 5, 10]), Ok(()));
    assert_eq!(
        Domination::new(&model).check(&[0, 5]),
        Err(Shortfall::Uncovered {
            cells: vec![11, 14]
        })
    );
}

proptest! {
    #[test]
    fn check_agrees_with_the_naive_coverage(set in proptest::collection::btree_set(0usize..49, 0..9)) {
        let model = Model::classic(7).unwrap();
        let queens: Vec<usize> = set.into_iter().collect();
        let uncovered: Vec<usize> = (0..49)
            .filter(|&c| !queens.iter().any(|&q| covers(&model, q, c)))
            .collect();
        let expected = if uncovered.is_empty() {
            Ok(())
        } else {
            Err(Shortfall::Uncovered { cells: uncovered })
        };
        prop_assert_eq!(Domination::new(&model).check(&queens), expected);
    }
}

#[test]
fn a_stop_flag_left_clear_changes_nothing_and_one_set_ends_the_search() {
    use std::sync::atomic::{AtomicBool, Ordering};
    for n in 4..=9 {
        let domination = Domination::new(&Model::classic(n).unwrap());
        let clear = AtomicBool::new(false);
        let minimum = domination.minimum().unwrap();
        assert_eq!(
            domination.count_of_size_until(minimum.size, &clear),
            Ok(minimum),
            "n = {n}"
        );
        let mut sets = Vec::new();
        let size = domination
            .for_each_minimum_until(&clear, |queens| {
                sets.push(queens.to_vec());
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(size, minimum.size, "n = {n}");
        assert_eq!(sets.len() as u128, minimum.total, "n = {n}");
        // The flag set at the first set found: the search stops at the
        // next node, visiting no other set.
        let stop = AtomicBool::new(false);
        let mut visits = 0;
        let stopped = domination.for_each_minimum_until(&stop, |_| {
            visits += 1;
            stop.store(true, Ordering::Relaxed);
            ControlFlow::Continue(())
        });
        assert_eq!(stopped.unwrap_err().kind(), &ErrorKind::Interrupted);
        assert_eq!(visits, 1, "n = {n}");
    }
}
