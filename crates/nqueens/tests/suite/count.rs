//! Counts against the published values, and the split into subproblems.

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use nqueens::count::Method;
use nqueens::{Plan, Tally, count, count_with_nodes, count_with_unique};

use crate::{oracle, reference};

/// The largest n counted in the default test run; larger ones are in the
/// ignored test below (`cargo test --release -- --ignored`).
const ROUTINE_MAX_N: usize = 15;

#[test]
fn totals_and_unique_counts_match_oeis() {
    for n in 1..=ROUTINE_MAX_N {
        let counts = count_with_unique(n).unwrap();
        let expected = reference::of(n);
        assert_eq!(counts.n, n);
        assert_eq!(counts.total, expected.total, "A000170, n = {n}");
        assert_eq!(counts.unique, expected.unique, "A002562, n = {n}");
        assert_eq!(count(n), Ok(expected.total), "n = {n}");
    }
}

#[test]
fn every_method_counts_as_oeis_serially_and_in_parallel() {
    for method in Method::ALL {
        for n in 1..=ROUTINE_MAX_N {
            let expected = reference::of(n);
            let plan = Plan::with_method(n, method).unwrap();
            assert_eq!(plan.method(), Some(method));
            let serial = plan.count_serial();
            assert_eq!(plan.count(), serial, "{method:?}, n = {n}");
            let counts = plan.counts(serial);
            assert_eq!(
                (counts.total, counts.unique),
                (expected.total, expected.unique),
                "{method:?}, n = {n}"
            );
        }
    }
}

#[test]
fn the_meet_in_the_middle_counts_match_oeis() {
    for n in 1..=16 {
        let expected = reference::of(n);
        let counts = nqueens::count::meet::counts(n).unwrap();
        assert_eq!(counts.total, expected.total, "A000170, n = {n}");
        assert_eq!(counts.unique, expected.unique, "A002562, n = {n}");
    }
}

#[test]
fn the_solutions_the_turns_keep_match_oeis() {
    the_solutions_the_turns_keep_match_oeis_to(20, 24);
}

/// The two largest boards of each table, which take most of the time.
#[test]
#[ignore = "the largest boards of the tables: run with --ignored"]
fn the_solutions_the_turns_keep_match_oeis_to_the_tables_end() {
    the_solutions_the_turns_keep_match_oeis_to(22, 26);
}

fn the_solutions_the_turns_keep_match_oeis_to(half_to: usize, quarter_to: usize) {
    let (half, quarter) = (
        reference::sequence("A032522"),
        reference::sequence("A033148"),
    );
    for n in 1..=half_to {
        assert_eq!(
            nqueens::count::meet::fixed_by_half_turn(n),
            Ok(half[n - 1]),
            "A032522, n = {n}"
        );
    }
    for n in 1..=quarter_to {
        assert_eq!(
            nqueens::count::meet::fixed_by_quarter_turn(n),
            Ok(quarter[n - 1]),
            "A033148, n = {n}"
        );
    }
}

#[test]
fn the_solutions_the_turns_keep_are_those_of_the_oracle() {
    for n in 1..=10 {
        let all = oracle::solutions(n);
        let last = n - 1;
        // The half turn sends row r's queen to row last - r; the quarter
        // turn (r, c) -> (c, last - r) puts in row c the column last - r.
        let half = all
            .iter()
            .filter(|q| (0..n).all(|r| q[last - r] == last - q[r]));
        let quarter = all.iter().filter(|q| (0..n).all(|r| q[q[r]] == last - r));
        assert_eq!(
            nqueens::count::meet::fixed_by_half_turn(n),
            Ok(half.count() as u128),
            "half turn, n = {n}"
        );
        assert_eq!(
            nqueens::count::meet::fixed_by_quarter_turn(n),
            Ok(quarter.count() as u128),
            "quarter turn, n = {n}"
        );
    }
}

#[test]
fn counts_match_the_oracle() {
    for n in 1..=10 {
        let solutions = oracle::solutions(n);
        let mut classes: Vec<Vec<usize>> = solutions.iter().map(|q| oracle::canonical(q)).collect();
        classes.sort();
        classes.dedup();
        let counts = count_with_unique(n).unwrap();
        assert_eq!(
            (counts.total, counts.unique),
            (solutions.len() as u128, classes.len() as u128),
            "n = {n}"
        );
    }
}

#[test]
#[ignore = "takes minutes; run with --ignored in a release build"]
fn large_counts_match_the_reference() {
    for n in ROUTINE_MAX_N + 1..=18 {
        let expected = reference::of(n);
        for method in Method::ALL {
            let plan = Plan::with_method(n, method).unwrap();
            let counts = plan.counts(plan.count());
            assert_eq!(
                (counts.total, counts.unique),
                (expected.total, expected.unique),
                "{method:?}, n = {n}"
            );
        }
        assert_eq!(
            nqueens::count::meet::total(n),
            Ok(expected.total),
            "n = {n}"
        );
    }
}

#[test]
fn the_counting_search_places_the_pinned_queens() {
    // testdata/symmetric-nodes.txt: the library's own tests check the same
    // numbers with the batch's short test lists.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/symmetric-nodes.txt"
    );
    let text = std::fs::read_to_string(path).expect("testdata/symmetric-nodes.txt is readable");
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
    {
        let (n, expected) = line.split_once(' ').expect("a line is `n nodes`");
        let n: usize = n.parse().expect("n");
        let (counts, nodes) = count_with_nodes(n).unwrap();
        assert_eq!(counts, count_with_unique(n).unwrap(), "n = {n}");
        assert_eq!(nodes, expected.parse::<u64>().expect("nodes"), "n = {n}");
        checked += 1;
    }
    assert_eq!(checked, 10);
}

#[test]
fn subproblems_add_up_in_any_order_and_any_slices() {
    for method in Method::ALL {
        let plan = Plan::with_method(13, method).unwrap();
        let whole = plan.count_serial();
        let per_subproblem: Vec<Tally> =
            (0..plan.len()).map(|i| plan.count_subproblem(i)).collect();
        for slices in [1, 2, 3, 8, 100] {
            let mut sum = Tally::default();
            for slice in 0..slices {
                sum += (slice..plan.len())
                    .step_by(slices)
                    .map(|i| per_subproblem[i])
                    .sum();
            }
            assert_eq!(sum, whole, "{method:?}, {slices} slices");
        }
        // Backwards, as threads might finish them.
        let reversed: Tally = (0..plan.len()).rev().map(|i| per_subproblem[i]).sum();
        assert_eq!(reversed, whole, "{method:?}");
    }
}

#[test]
fn parallel_counting_reports_every_requested_subproblem_once() {
    for method in Method::ALL {
        let plan = Plan::with_method(12, method).unwrap();
        let indices: Vec<usize> = (0..plan.len()).filter(|i| i % 3 != 1).collect();
        let seen = Mutex::new(Vec::new());
        plan.count_parallel(&indices, &AtomicBool::new(false), |index, tally| {
            seen.lock().unwrap().push((index, tally));
        });
        let mut seen = seen.into_inner().unwrap();
        seen.sort_by_key(|&(index, _)| index);
        let expected: Vec<(usize, Tally)> = indices
            .iter()
            .map(|&i| (i, plan.count_subproblem(i)))
            .collect();
        assert_eq!(seen, expected, "{method:?}");

        // Once stopped, nothing more is started.
        let stopped = Mutex::new(0);
        plan.count_parallel(&indices, &AtomicBool::new(true), |_, _| {
            *stopped.lock().unwrap() += 1
        });
        assert_eq!(stopped.into_inner().unwrap(), 0, "{method:?}");
    }
}

#[test]
fn the_split_is_fixed_for_its_version() {
    // Checkpoints and shards from other processes rely on subproblem i
    // meaning the same thing everywhere: changing the split must change
    // SPLIT_VERSION, and then these values.
    assert_eq!(nqueens::count::SPLIT_VERSION, 2);
    for (method, len, fingerprint) in [
        (Method::Backtrack, 6870, FINGERPRINTS_16[0]),
        (Method::Meet, MEET_UNITS_16, FINGERPRINTS_16[1]),
    ] {
        let plan = Plan::with_method(16, method).unwrap();
        assert_eq!(plan.len(), len, "{method:?}");
        let again = Plan::with_method(16, method).unwrap();
        assert_eq!(plan.fingerprint(), again.fingerprint());
        let seventeen = Plan::with_method(17, method).unwrap();
        assert_ne!(plan.fingerprint(), seventeen.fingerprint());
        assert_eq!(plan.fingerprint(), fingerprint, "{method:?}");
        assert!((0..plan.len()).all(|i| plan.estimated_cost(i) >= 1));
    }
    let [backtrack, meet] = Method::ALL.map(|method| Plan::with_method(16, method).unwrap());
    assert_ne!(backtrack.fingerprint(), meet.fingerprint());
}

const FINGERPRINTS_16: [u64; 2] = [1_881_558_969_689_669_626, 17_229_931_561_208_439_616];
const MEET_UNITS_16: usize = 3300;

#[test]
fn sizes_beyond_the_counter_are_refused() {
    assert!(count(0).is_err());
    assert!(count(nqueens::MAX_COUNT_N + 1).is_err());
    assert!(Plan::new(nqueens::MAX_COUNT_N + 1).is_err());
    assert!(Plan::new(nqueens::MAX_COUNT_N).is_ok());
}
