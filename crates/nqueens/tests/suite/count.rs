//! Counts against the published values.

use nqueens::{count, count_with_unique};

use crate::reference;

/// The largest n counted in the default test run; larger ones are in the
/// ignored tests below (`cargo test -- --ignored`).
const ROUTINE_MAX_N: usize = 14;

#[test]
fn totals_match_oeis_a000170() {
    for n in 1..=ROUTINE_MAX_N {
        assert_eq!(count(n), Ok(reference::of(n).total), "n = {n}");
    }
}

#[test]
fn unique_counts_match_oeis_a002562() {
    for n in 1..=ROUTINE_MAX_N {
        let counts = count_with_unique(n).unwrap();
        let expected = reference::of(n);
        assert_eq!(counts.n, n);
        assert_eq!(counts.total, expected.total, "n = {n}");
        assert_eq!(counts.unique, Some(expected.unique), "n = {n}");
    }
}

#[test]
#[ignore = "takes tens of seconds; run with --ignored"]
fn large_counts_match_the_reference() {
    for n in ROUTINE_MAX_N + 1..=16 {
        let counts = count_with_unique(n).unwrap();
        let expected = reference::of(n);
        assert_eq!(
            (counts.total, counts.unique),
            (expected.total, Some(expected.unique)),
            "n = {n}"
        );
    }
}

#[test]
fn sizes_beyond_one_word_are_refused() {
    assert!(count(0).is_err());
    assert!(count(65).is_err());
    assert!(count_with_unique(65).is_err());
}
