//! The Exercises view's generated questions, each from a seed (the same
//! seed, the same question) with its answer worked out by the library's
//! [`Square::shared_line`]: the page checks the student's answer against
//! it and explains it, and keeps no rule of the board of its own.
//!
//! Two kinds need a position made up for them: which rows the next
//! column's queen may take (the pairwise lesson's `A[k]`), and which
//! marker stops a queen (the marker lesson's `a[j]`, `b[i+j]`,
//! `c[i-j+n]`). The other kinds ask the existing API: the solutions of a
//! board (`/api/solutions`) and a program's steps (`/api/lesson`).

use nqueens::Square;
use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use serde::Serialize;

use crate::output::steps::line_record;

/// The boards the exercises are set on: large enough to need thought,
/// small enough to work out by hand.
pub(super) const MIN_EXERCISE_N: usize = 4;
pub(super) const MAX_EXERCISE_N: usize = 8;

/// The questions made up here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// [`next_question`].
    Next,
    /// [`marker_question`].
    Marker,
}

/// A queen that stops a square, and the line they share.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub(super) struct Blocker {
    /// The queen, `[row, col]`.
    queen: [usize; 2],
    /// `row`, `column`, `diagonal` or `anti-diagonal`, as a trace names it.
    line: &'static str,
    /// The line's number: `i+j` for a diagonal, `i-j+n` for an anti-diagonal.
    index: usize,
}

/// One square of the question and the queens that stop it (none: free).
#[derive(Debug, Serialize)]
pub(super) struct Candidate {
    square: [usize; 2],
    blockers: Vec<Blocker>,
}

/// "Queens stand at `A[0..k-1]`: which values can `A[k]` take?", in the
/// pairwise lesson's convention: `A[c]` is the row of the queen in
/// column `c`.
#[derive(Debug, Serialize)]
pub(super) struct NextQuestion {
    n: usize,
    /// `A[0..k-1]`.
    a: Vec<usize>,
    /// `k`, the column asked about.
    k: usize,
    /// Row by row, the squares of column `k`.
    candidates: Vec<Candidate>,
}

/// "Which marker stops the queen at `(i, j)`?", in the marker lesson's
/// convention: the queens stand in rows `0..i-1`, `x[r]` the column of
/// row `r`'s queen.
#[derive(Debug, Serialize)]
pub(super) struct MarkerQuestion {
    n: usize,
    /// `x[0..i-1]`.
    x: Vec<usize>,
    /// The square `[i, j]` asked about.
    square: [usize; 2],
    /// Every queen that stops it; most questions have one.
    blockers: Vec<Blocker>,
}

/// The queens of `queens` (as squares) that share a line with `square`.
fn blockers(queens: &[Square], square: Square, n: usize) -> Vec<Blocker> {
    queens
        .iter()
        .filter_map(|&queen| {
            let (line, index) = line_record(queen.shared_line(square, n)?);
            Some(Blocker {
                queen: [queen.row, queen.col],
                line,
                index,
            })
        })
        .collect()
}

/// A draw from `0..bound` (`bound` is at most 8 here: the modulo's bias
/// is far below anything a student would see).
fn below(rng: &mut Xoshiro256PlusPlus, bound: usize) -> usize {
    (rng.next_u64() % bound as u64) as usize
}

/// `depth` queens in rows `0..depth`, none attacking another, each put at
/// random on a square the ones above leave free; `None` when a row has
/// none left.
fn random_rows(n: usize, depth: usize, rng: &mut Xoshiro256PlusPlus) -> Option<Vec<usize>> {
    let mut queens: Vec<Square> = Vec::with_capacity(depth);
    for row in 0..depth {
        let free: Vec<usize> = (0..n)
            .filter(|&col| blockers(&queens, Square::new(row, col), n).is_empty())
            .collect();
        if free.is_empty() {
            return None;
        }
        queens.push(Square::new(row, free[below(rng, free.len())]));
    }
    Some(queens.iter().map(|queen| queen.col).collect())
}

/// A position of 1 to n-1 queens, as [`random_rows`] makes it; a dead end
/// is drawn again (at n >= 4 one in a few draws at most).
fn random_position(n: usize, rng: &mut Xoshiro256PlusPlus) -> Vec<usize> {
    loop {
        let depth = 1 + below(rng, n - 1);
        if let Some(queens) = random_rows(n, depth, rng) {
            return queens;
        }
    }
}

/// The question of `seed` about the next column on an `n x n` board.
pub(super) fn next_question(n: usize, seed: u64) -> NextQuestion {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    // Queens in rows 0..k-1 transposed are queens in columns 0..k-1: the
    // same position, seen as the pairwise lesson sees it.
    let a = random_position(n, &mut rng);
    let queens: Vec<Square> = a
        .iter()
        .enumerate()
        .map(|(col, &row)| Square::new(row, col))
        .collect();
    let k = a.len();
    let candidates = (0..n)
        .map(|row| Candidate {
            square: [row, k],
            blockers: blockers(&queens, Square::new(row, k), n),
        })
        .collect();
    NextQuestion {
        n,
        a,
        k,
        candidates,
    }
}

/// The question of `seed` about a stopped square on an `n x n` board: a
/// square of the next row that some queen stops, one stopped by a single
/// queen where the row has one.
pub(super) fn marker_question(n: usize, seed: u64) -> MarkerQuestion {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let x = random_position(n, &mut rng);
    let queens: Vec<Square> = x
        .iter()
        .enumerate()
        .map(|(row, &col)| Square::new(row, col))
        .collect();
    let i = x.len();
    let stopped: Vec<(usize, Vec<Blocker>)> = (0..n)
        .map(|j| (j, blockers(&queens, Square::new(i, j), n)))
        .filter(|(_, blockers)| !blockers.is_empty())
        .collect();
    let single: Vec<&(usize, Vec<Blocker>)> = stopped
        .iter()
        .filter(|(_, blockers)| blockers.len() == 1)
        .collect();
    // The queen above stops its column in row i: `stopped` is never empty.
    let (j, blockers) = if single.is_empty() {
        let at = below(&mut rng, stopped.len());
        stopped.into_iter().nth(at).expect("a square below a queen")
    } else {
        let at = below(&mut rng, single.len());
        let j = single[at].0;
        stopped
            .into_iter()
            .find(|(col, _)| *col == j)
            .expect("drawn from these")
    };
    MarkerQuestion {
        n,
        x,
        square: [i, j],
        blockers,
    }
}

/// The line a blocker names, for the tests.
#[cfg(test)]
fn line_of(blocker: &Blocker) -> nqueens::Line {
    use nqueens::Line;
    match blocker.line {
        "row" => Line::Row(blocker.index),
        "column" => Line::Column(blocker.index),
        "diagonal" => Line::Diagonal(blocker.index),
        _ => Line::AntiDiagonal(blocker.index),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens::Line;

    #[test]
    fn the_rows_left_for_the_next_column_are_those_the_search_tries_safely() {
        for n in MIN_EXERCISE_N..=MAX_EXERCISE_N {
            for seed in 0..200 {
                let question = next_question(n, seed);
                assert!((1..n).contains(&question.k), "n {n} seed {seed}");
                assert_eq!(question.a.len(), question.k);
                // The pairwise lesson's own test, written out: row i of
                // column k is free when no A[c] equals i and none is on a
                // diagonal, |A[c] - i| != |c - k|.
                for (row, candidate) in question.candidates.iter().enumerate() {
                    let free = question
                        .a
                        .iter()
                        .enumerate()
                        .all(|(c, &r)| r != row && r.abs_diff(row) != c.abs_diff(question.k));
                    assert_eq!(
                        candidate.blockers.is_empty(),
                        free,
                        "n {n} seed {seed} row {row}"
                    );
                    assert_eq!(candidate.square, [row, question.k]);
                    for blocker in &candidate.blockers {
                        assert_ne!(blocker.line, "column", "a column holds one queen");
                    }
                }
                // The queens given attack no one.
                for (c, &r) in question.a.iter().enumerate() {
                    for (d, &s) in question.a.iter().enumerate().skip(c + 1) {
                        assert!(
                            r != s && r.abs_diff(s) != c.abs_diff(d),
                            "n {n} seed {seed}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_marker_that_stops_a_square_is_the_marker_arrays_entry() {
        let mut single = 0;
        for n in MIN_EXERCISE_N..=MAX_EXERCISE_N {
            for seed in 0..200 {
                let question = marker_question(n, seed);
                let [i, j] = question.square;
                assert_eq!(i, question.x.len());
                assert!(!question.blockers.is_empty(), "n {n} seed {seed}");
                single += usize::from(question.blockers.len() == 1);
                for blocker in &question.blockers {
                    let [row, col] = blocker.queen;
                    assert_eq!(question.x[row], col);
                    // The entry of a[j], b[i+j] or c[i-j+n] the queen set.
                    let expected = if col == j {
                        Line::Column(j)
                    } else if row + col == i + j {
                        Line::Diagonal(i + j)
                    } else {
                        assert_eq!(row + n - col, i + n - j, "n {n} seed {seed}");
                        Line::AntiDiagonal(i + n - j)
                    };
                    assert_eq!(line_of(blocker), expected, "n {n} seed {seed}");
                }
            }
        }
        // Most questions have one answer.
        assert!(single > 5 * 200 * 3 / 4, "{single}");
    }

    #[test]
    fn a_seed_gives_the_same_question() {
        let first = serde_json::to_string(&marker_question(6, 42)).unwrap();
        assert_eq!(
            first,
            serde_json::to_string(&marker_question(6, 42)).unwrap()
        );
        let first = serde_json::to_string(&next_question(6, 42)).unwrap();
        assert_eq!(first, serde_json::to_string(&next_question(6, 42)).unwrap());
    }
}
