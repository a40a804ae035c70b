//! The variants' row-by-row counters (through `Plan::variant`): against the
//! generic model wherever it is cheap, and against the published counts.
//! The largest published values are in `#[ignore]`d tests, for a release
//! run: `cargo test --release -- --ignored variant_counts`.

use nqueens::variant::{
    Model, Variant, pawn_set_classes, pawn_sets, torus_construction, torus_has_solutions,
    torus_multipliers,
};
use nqueens::{Counts, ErrorKind, Plan, Square};
use proptest::prelude::*;

use crate::reference::sequence;

fn fast(n: usize, variant: &Variant) -> Counts {
    let plan = Plan::variant(n, variant).unwrap();
    let counts = plan.counts(plan.count_serial());
    // Threads share the same subproblems: the sum does not depend on them.
    assert_eq!(plan.counts(plan.count()), counts, "{variant:?}, n = {n}");
    counts
}

fn core(n: usize, variant: &Variant) -> (u128, u128) {
    let counts = variant.model(n).unwrap().count_with_unique();
    (counts.total, counts.unique)
}

/// The one-pawn placements and classes through the generic model: every
/// pawn set's count, and the classes of each class's smallest set.
fn core_over_pawn_sets(n: usize, k: usize) -> (u128, u128) {
    let all: u128 = pawn_sets(n, k)
        .unwrap()
        .iter()
        .map(|set| Model::with_pawns(n, set).unwrap().count())
        .sum();
    let classes: u128 = pawn_set_classes(n, k)
        .unwrap()
        .iter()
        .map(|set| {
            Model::with_pawns(n, set)
                .unwrap()
                .count_with_unique()
                .unique
        })
        .sum();
    (all, classes)
}

#[test]
fn one_per_row_counters_match_the_model() {
    for variant in [Variant::Torus, Variant::Superqueens] {
        for n in 1..=11 {
            let counts = fast(n, &variant);
            assert_eq!(
                (counts.total, counts.unique),
                core(n, &variant),
                "{variant:?}, n = {n}"
            );
        }
    }
}

/// The counts of `variant` for each of `sizes` against the published
/// sequences `totals` and `classes` (both from n = 1).
fn assert_tables(
    variant: &Variant,
    totals: &str,
    classes: &str,
    sizes: impl Iterator<Item = usize>,
) {
    let (all, unique) = (sequence(totals), sequence(classes));
    for n in sizes {
        let counts = fast(n, variant);
        assert_eq!(counts.total, all[n - 1], "{totals}, n = {n}");
        assert_eq!(counts.unique, unique[n - 1], "{classes}, n = {n}");
    }
}

#[test]
fn torus_counts_match_a051906_and_a053994() {
    let totals = sequence("A051906");
    let classes = sequence("A053994");
    // 23, the first board past 19 with solutions, takes most of the time:
    // it runs with 25 under `--ignored`.
    for n in 1..=22 {
        let counts = fast(n, &Variant::Torus);
        assert_eq!(counts.total, totals[n - 1], "A051906, n = {n}");
        if n % 2 == 1 {
            assert_eq!(counts.unique, classes[n / 2], "A053994, board {n}");
        }
        // Every translation of a solution is one.
        assert_eq!(counts.total % n as u128, 0, "n = {n}");
        assert_eq!(counts.total > 0, torus_has_solutions(n), "Pólya, n = {n}");
    }
}

#[test]
#[ignore = "half a minute: run with --release -- --ignored"]
fn torus_counts_match_a051906_at_23_and_25() {
    let totals = sequence("A051906");
    let classes = sequence("A053994");
    let counts = fast(23, &Variant::Torus);
    assert_eq!(counts.total, totals[22], "A051906, n = 23");
    assert_eq!(counts.unique, classes[11], "A053994, board 23");
    let counts = fast(25, &Variant::Torus);
    assert_eq!(counts.total, totals[24], "A051906, n = 25");
    assert_eq!(counts.unique, classes[12], "A053994, board 25");
}

#[test]
fn torus_construction_is_a_solution_exactly_when_one_exists() {
    for n in 1..=200 {
        let built = torus_construction(n);
        assert_eq!(built.is_some(), torus_has_solutions(n), "n = {n}");
        if let Some(columns) = built {
            if n <= 32 {
                let cells: Vec<usize> =
                    columns.iter().enumerate().map(|(r, c)| r * n + c).collect();
                assert_eq!(Model::torus(n).unwrap().check(&cells), Ok(()), "n = {n}");
            }
            // The definition, on any n: no two queens share a column or a
            // diagonal mod n.
            for i in 0..n {
                for j in 0..i {
                    let (a, b) = (columns[i], columns[j]);
                    assert_ne!(a, b, "n = {n}");
                    assert_ne!((a + n - i % n) % n, (b + n - j % n) % n, "n = {n}");
                    assert_ne!((a + i) % n, (b + j) % n, "n = {n}");
                }
            }
        }
    }
    // a works exactly when a, a - 1 and a + 1 are units: for 7, 2..=5.
    assert_eq!(torus_multipliers(7).collect::<Vec<_>>(), [2, 3, 4, 5]);
    assert_eq!(torus_multipliers(25).count(), 10);
    assert_eq!(torus_multipliers(9).count(), 0);
}

#[test]
fn superqueen_counts_match_a051223_and_a051224() {
    assert_tables(&Variant::Superqueens, "A051223", "A051224", 1..=16);
}

#[test]
#[ignore = "minutes: run with --release -- --ignored"]
fn superqueen_counts_match_a051223_to_20() {
    assert_tables(&Variant::Superqueens, "A051223", "A051224", 17..=20);
}

#[test]
fn pawn_counter_matches_the_model() {
    for (k, largest) in [(1, 8), (2, 7), (3, 7)] {
        for n in 1..=largest {
            let fit = nqueens::variant::most_pawns(n) >= k;
            let variant = Variant::Pawns { count: k };
            if !fit {
                let err = Plan::variant(n, &variant).unwrap_err();
                assert!(
                    matches!(err.kind(), ErrorKind::PawnsDoNotFit { .. }),
                    "{err}"
                );
                continue;
            }
            let counts = fast(n, &variant);
            assert_eq!(
                (counts.total, counts.unique),
                core_over_pawn_sets(n, k),
                "k = {k}, n = {n}"
            );
        }
    }
}

#[test]
fn pawn_counts_match_the_published_tables() {
    for (k, total, unique, largest) in [
        (1, "A103330", "A103331", 13),
        (2, "A129551", "A129552", 11),
        (3, "A129553", "A129554", 10),
    ] {
        let (totals, classes) = (sequence(total), sequence(unique));
        for n in 1..=largest {
            if nqueens::variant::most_pawns(n) < k {
                assert_eq!(totals[n - 1], 0, "{total}, n = {n}");
                continue;
            }
            let counts = fast(n, &Variant::Pawns { count: k });
            assert_eq!(counts.total, totals[n - 1], "{total}, n = {n}");
            assert_eq!(counts.unique, classes[n - 1], "{unique}, n = {n}");
        }
    }
}

#[test]
#[ignore = "minutes: run with --release -- --ignored"]
fn one_pawn_counts_match_a103330_to_17() {
    assert_tables(&Variant::Pawns { count: 1 }, "A103330", "A103331", 14..=17);
}

#[test]
fn given_pawns_add_up_to_the_count_over_all_pawns() {
    // Nine queens and one pawn on 8 x 8: each pawn square's count and
    // classes agree with the model, and all of them add up to 128.
    let mut all = 0;
    for set in pawn_sets(8, 1).unwrap() {
        let counts = fast(
            8,
            &Variant::PawnsAt {
                squares: set.clone(),
            },
        );
        let (total, unique) = core(8, &Variant::PawnsAt { squares: set });
        assert_eq!((counts.total, counts.unique), (total, unique));
        all += counts.total;
    }
    assert_eq!(all, 128);
}

#[test]
fn pawn_sets_are_checked() {
    let at = |squares: &[(usize, usize)]| Variant::PawnsAt {
        squares: squares.iter().map(|&(r, c)| Square::new(r, c)).collect(),
    };
    let kind = |variant: Variant| Plan::variant(8, &variant).unwrap_err().kind().clone();
    assert!(matches!(
        kind(at(&[(0, 3)])),
        ErrorKind::PawnOnBorder { .. }
    ));
    assert!(matches!(
        kind(at(&[(3, 3), (3, 4)])),
        ErrorKind::PawnsSideBySide { .. }
    ));
    assert!(matches!(
        kind(at(&[(3, 3), (3, 3)])),
        ErrorKind::RepeatedPawn { .. }
    ));
    assert!(matches!(
        kind(at(&[(8, 3)])),
        ErrorKind::SquareOffBoard { .. }
    ));
    assert!(matches!(
        kind(Variant::Pawns { count: 19 }),
        ErrorKind::PawnsDoNotFit { max: 18, .. }
    ));
    assert!(matches!(
        Plan::variant(28, &Variant::Pawns { count: 4 })
            .unwrap_err()
            .kind(),
        ErrorKind::TooManyPawnSets { .. }
    ));
    // The search has a unit for each of the n + k row pieces, at most 32.
    assert!(matches!(
        Plan::variant(32, &Variant::Pawns { count: 1 })
            .unwrap_err()
            .kind(),
        ErrorKind::TooLarge { max: 31, .. }
    ));
    assert!(matches!(
        Plan::variant(33, &Variant::Torus).unwrap_err().kind(),
        ErrorKind::TooLarge { .. }
    ));
}

#[test]
fn plans_differ_by_variant() {
    let prints: Vec<u64> = [
        Variant::Classic,
        Variant::Torus,
        Variant::Superqueens,
        Variant::Pawns { count: 1 },
    ]
    .iter()
    .map(|v| Plan::variant(13, v).unwrap().fingerprint())
    .collect();
    for (i, a) in prints.iter().enumerate() {
        assert!(!prints[..i].contains(a), "fingerprints repeat: {prints:?}");
    }
    for v in [Variant::Torus, Variant::Pawns { count: 2 }] {
        assert_eq!(Plan::variant(9, &v).unwrap().problem(), v);
        assert_eq!(Variant::from_tag(&v.tag()), Some(v));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn given_pawns_count_as_the_model_does(
        n in 4usize..=8,
        picks in proptest::collection::vec((1usize..7, 1usize..7), 1..=3),
    ) {
        let mut squares: Vec<Square> = picks
            .iter()
            .map(|&(r, c)| Square::new(r.min(n - 2), c.min(n - 2)))
            .collect();
        squares.sort_by_key(|s| (s.row, s.col));
        squares.dedup();
        let variant = Variant::PawnsAt { squares };
        match Plan::variant(n, &variant) {
            Ok(plan) => {
                let counts = plan.counts(plan.count_serial());
                prop_assert_eq!((counts.total, counts.unique), core(n, &variant));
            }
            // Side by side: the model counts none.
            Err(_) => prop_assert_eq!(core(n, &variant).0, 0),
        }
    }
}
