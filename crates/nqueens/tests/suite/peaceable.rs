//! Peaceable queens: the exact search against brute force on small boards,
//! the published largest sizes, and every placement found against a check
//! written from the rules.

use nqueens::ErrorKind;
use nqueens::peaceable::{Breach, Peaceable};

use crate::reference::sequence;

/// Whether queens on `a` and `b` share a line of the `n x n` board.
fn share_line(n: usize, a: usize, b: usize) -> bool {
    let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
    dr == 0 || dc == 0 || dr == dc
}

fn at_peace(n: usize, white: &[usize], black: &[usize]) -> bool {
    white.len() == black.len()
        && white
            .iter()
            .all(|&w| black.iter().all(|&b| w != b && !share_line(n, w, b)))
}

/// The largest `m`, by brute force: every white set, with the black
/// queens on every cell no white queen attacks.
fn oracle_most(n: usize) -> usize {
    let cells = n * n;
    let mut best = 0;
    for mask in 0u32..1 << cells {
        let white: Vec<usize> = (0..cells).filter(|c| mask >> c & 1 == 1).collect();
        let safe = (0..cells)
            .filter(|&c| white.iter().all(|&w| w != c && !share_line(n, w, c)))
            .count();
        best = best.max(white.len().min(safe));
    }
    best
}

#[test]
fn most_agrees_with_brute_force_on_small_boards() {
    for n in 1..=4 {
        assert_eq!(
            Peaceable::new(n).unwrap().most().size,
            oracle_most(n),
            "n = {n}"
        );
    }
}

#[test]
fn most_matches_the_published_values() {
    let published = sequence("A250000");
    for n in 1..=8 {
        let most = Peaceable::new(n).unwrap().most();
        assert_eq!(most.size as u128, published[n - 1], "n = {n}");
        assert!(at_peace(n, &most.white, &most.black), "n = {n}: {most:?}");
        assert_eq!(
            Peaceable::new(n).unwrap().check(&most.white, &most.black),
            Ok(())
        );
    }
}

#[test]
#[ignore = "about 20 s: run with --ignored"]
fn most_on_the_9_board() {
    let most = Peaceable::new(9).unwrap().most();
    assert_eq!(most.size as u128, sequence("A250000")[8]);
    assert!(at_peace(9, &most.white, &most.black));
}

#[test]
fn check_names_the_breach() {
    let problem = Peaceable::new(4).unwrap();
    assert_eq!(
        problem.check(&[16], &[0]),
        Err(Breach::OffBoard { cell: 16 })
    );
    assert_eq!(problem.check(&[3], &[3]), Err(Breach::Shared { cell: 3 }));
    assert_eq!(
        problem.check(&[0, 1], &[6]),
        Err(Breach::Unequal { white: 2, black: 1 })
    );
    assert_eq!(
        problem.check(&[0, 1], &[6, 15]),
        Err(Breach::Attack {
            white: 0,
            black: 15
        })
    );
}

#[test]
fn sizes_outside_the_search_are_refused() {
    assert_eq!(
        *Peaceable::new(0).unwrap_err().kind(),
        ErrorKind::EmptyBoard
    );
    assert!(matches!(
        Peaceable::new(17).unwrap_err().kind(),
        ErrorKind::TooLarge { max: 16, .. }
    ));
}
