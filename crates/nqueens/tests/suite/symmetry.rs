//! The symmetries of the square as properties: they keep solutions
//! solutions, form a group, and canonical forms behave.

use std::collections::HashSet;

use nqueens::{Method, Square, Symmetry, SymmetryScratch, canonical, is_canonical, orbit_size};
use proptest::prelude::*;

use crate::{oracle, reference};

/// A random permutation of `1..=max_n` columns (not always a solution).
fn permutation(max_n: usize) -> impl Strategy<Value = Vec<usize>> {
    (1..=max_n).prop_flat_map(|n| Just((0..n).collect::<Vec<usize>>()).prop_shuffle())
}

/// A random solution for a board of 4 to 10 columns.
fn solution() -> impl Strategy<Value = Vec<usize>> {
    (4usize..=10).prop_flat_map(|n| {
        let all = oracle::solutions(n);
        (0..all.len()).prop_map(move |k| all[k].clone())
    })
}

proptest! {
    #[test]
    fn symmetries_keep_solutions_solutions(queens in solution()) {
        for symmetry in Symmetry::ALL {
            prop_assert!(oracle::is_solution(&symmetry.apply(&queens)), "{:?}", symmetry);
        }
    }

    #[test]
    fn symmetries_keep_non_solutions_non_solutions(queens in permutation(9)) {
        for symmetry in Symmetry::ALL {
            prop_assert_eq!(oracle::is_solution(&symmetry.apply(&queens)), oracle::is_solution(&queens));
        }
    }

    #[test]
    fn canonical_form_is_idempotent_and_in_the_orbit(queens in permutation(10)) {
        let form = canonical(&queens);
        prop_assert_eq!(canonical(&form), form.clone());
        prop_assert!(is_canonical(&form));
        prop_assert_eq!(is_canonical(&queens), form == queens);
        prop_assert_eq!(form.clone(), oracle::canonical(&queens));
        let images: HashSet<Vec<usize>> = Symmetry::ALL.iter().map(|s| s.apply(&queens)).collect();
        prop_assert!(images.contains(&form));
        prop_assert_eq!(orbit_size(&queens), images.len());
        // Every member of the orbit has the same canonical form.
        for image in &images {
            prop_assert_eq!(canonical(image), form.clone());
        }
    }

    #[test]
    fn squares_and_placements_move_alike(queens in permutation(10)) {
        let n = queens.len();
        for symmetry in Symmetry::ALL {
            let image = symmetry.apply(&queens);
            for (row, &col) in queens.iter().enumerate() {
                let moved = symmetry.apply_to_square(Square::new(row, col), n);
                prop_assert_eq!(image[moved.row], moved.col);
            }
        }
    }
}

#[test]
fn the_symmetries_form_the_dihedral_group() {
    let queens: Vec<usize> = vec![0, 4, 7, 5, 2, 6, 1, 3];
    let quarter = |q: &[usize]| Symmetry::Rotate90.apply(q);
    assert_eq!(
        quarter(&quarter(&queens)),
        Symmetry::Rotate180.apply(&queens)
    );
    assert_eq!(
        quarter(&quarter(&quarter(&queens))),
        Symmetry::Rotate270.apply(&queens)
    );
    assert_eq!(quarter(&quarter(&quarter(&quarter(&queens)))), queens);
    for reflection in [
        Symmetry::FlipHorizontal,
        Symmetry::FlipVertical,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ] {
        assert_eq!(
            reflection.apply(&reflection.apply(&queens)),
            queens,
            "{reflection:?}"
        );
    }
    let images: HashSet<Vec<usize>> = Symmetry::ALL.iter().map(|s| s.apply(&queens)).collect();
    assert_eq!(
        images.len(),
        8,
        "an asymmetric placement has eight distinct images"
    );
}

#[test]
fn orbit_sizes_add_up_to_the_total() {
    let mut scratch = SymmetryScratch::new();
    for n in 1..=10 {
        let mut total = 0;
        let mut classes = 0;
        nqueens::for_each_unique_solution(n, Method::Bitmask, |queens| {
            total += scratch.orbit_size(queens) as u128;
            classes += 1;
            std::ops::ControlFlow::Continue(())
        })
        .unwrap();
        let expected = reference::of(n);
        assert_eq!(
            (total, classes),
            (expected.total, expected.unique),
            "n = {n}"
        );
    }
}
