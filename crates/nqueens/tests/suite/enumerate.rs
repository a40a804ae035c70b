//! Every method against the oracle: the same solutions, in the same order,
//! each one valid.

use std::ops::ControlFlow;

use nqueens::{Method, for_each_solution, for_each_unique_solution};

use crate::{oracle, reference};

/// Every solution `method` finds, in its order.
pub(crate) fn collect(n: usize, method: Method) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    for_each_solution(n, method, |queens| {
        found.push(queens.to_vec());
        ControlFlow::Continue(())
    })
    .unwrap();
    found
}

/// One test module per method, with the same tests in each (the way memchr
/// instantiates its property tests for every implementation).
macro_rules! method_tests {
    ($module:ident, $method:expr, $exhaustive_up_to:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn matches_the_oracle() {
                for n in 1..=$exhaustive_up_to {
                    let found = collect(n, $method);
                    assert_eq!(found, oracle::solutions(n), "n = {n}");
                    assert!(found.iter().all(|q| oracle::is_solution(q)), "n = {n}");
                    assert_eq!(found.len() as u128, reference::of(n).total, "n = {n}");
                }
            }

            #[test]
            fn stops_when_asked() {
                for (n, limit) in [(4, 1), (6, 3), (8, 7)] {
                    let mut seen = 0;
                    for_each_solution(n, $method, |_| {
                        seen += 1;
                        if seen == limit {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                    .unwrap();
                    assert_eq!(seen, limit, "n = {n}");
                }
            }

            #[test]
            fn unique_solutions_are_the_canonical_ones() {
                for n in 1..=$exhaustive_up_to.min(9) {
                    let mut unique = Vec::new();
                    for_each_unique_solution(n, $method, |queens| {
                        unique.push(queens.to_vec());
                        ControlFlow::Continue(())
                    })
                    .unwrap();
                    let mut expected: Vec<Vec<usize>> = oracle::solutions(n)
                        .iter()
                        .map(|q| oracle::canonical(q))
                        .collect();
                    expected.sort();
                    expected.dedup();
                    assert_eq!(unique, expected, "n = {n}");
                    assert_eq!(unique.len() as u128, reference::of(n).unique, "n = {n}");
                }
            }

            #[test]
            fn refuses_an_empty_board() {
                let error =
                    for_each_solution(0, $method, |_| ControlFlow::Continue(())).unwrap_err();
                assert_eq!(error.kind(), &nqueens::ErrorKind::EmptyBoard);
            }
        }
    };
}

method_tests!(bitmask, Method::Bitmask, 12);
method_tests!(marks, Method::Marks, 12);
method_tests!(pairwise, Method::Pairwise, 11);
method_tests!(stack, Method::Stack, 12);
method_tests!(brute, Method::Brute, 8);

#[test]
fn brute_force_refuses_large_boards_and_names_a_better_method() {
    let error = for_each_solution(10, Method::Brute, |_| ControlFlow::Continue(())).unwrap_err();
    assert!(matches!(
        error.kind(),
        nqueens::ErrorKind::TooLarge {
            n: 10,
            max: 9,
            instead: Some("bitmask"),
            ..
        }
    ));
    let message = error.to_string();
    assert!(
        message.contains('9') && message.contains("bitmask"),
        "{message}"
    );
}

#[test]
fn methods_parse_from_their_names() {
    for method in Method::ALL {
        assert_eq!(method.name().parse::<Method>(), Ok(method));
    }
    assert!("fast".parse::<Method>().unwrap_err().contains("bitmask"));
}

#[test]
fn the_eight_queens_start_as_the_lessons_say() {
    let all = nqueens::solutions(8, Method::default()).unwrap();
    assert_eq!(all.len(), 92);
    assert_eq!(all[0].queens(), &[0, 4, 7, 5, 2, 6, 1, 3]);
    assert_eq!(all[91].queens(), &[7, 3, 0, 2, 5, 1, 6, 4]);
}
