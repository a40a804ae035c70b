//! One solution for any `n`, written down directly: no search at all.
//!
//! The construction is the classical one (Hoffman, Loessi and Moore, 1969;
//! Bernhardsson, 1991), in the usual form of a case split on `n mod 6`, as
//! the Wikipedia article on the eight queens puzzle states it. With rows
//! and columns counted from 1 it lists, row by row, the even columns and
//! then the odd ones:
//!
//! | `n mod 6` | columns, counted from 1 |
//! |---|---|
//! | 0, 1, 4, 5 | every even column `2, 4, ..`, then every odd one `1, 3, ..` |
//! | 2 | `2, 4, .., n` then `3, 1, 7, 9, .., n-1, 5` |
//! | 3 | `4, 6, .., n-1, 2` then `5, 7, .., n, 1, 3` |
//!
//! This crate counts from 0, so every number above is one less here: row
//! `r` of the result holds its queen in column `listed[r] - 1`. For
//! `n = 8` that is `1 3 5 7 2 0 6 4`, and for `n = 4` it is `1 3 0 2`, the
//! first solution in lexicographic order. (Some sources read the list as
//! the row of each column's queen instead; that is the same board turned
//! about its main diagonal, which is a solution too.)
//!
//! # Why the case split
//!
//! Counted from 0, the plain list puts row `r < h` (with `h = n / 2`) in
//! column `2r + 1` and row `h + k` in column `2k`. Within each half the
//! queens climb by two columns a row, so they never share a diagonal;
//! across the halves the anti-diagonals never meet, and the diagonals
//! `r + c` meet exactly when `h - 1` is a multiple of 3, which is
//! `n mod 6` equal to 2 (or 3, whose last row only adds the corner queen
//! `(n-1, n-1)`). Those two cases move a few queens out of the way, as in
//! the table. The test suite checks every board from 4 to 100,000 and some
//! far larger ones, each residue mod 6 among them.
//!
//! # Example
//!
//! ```
//! let queens: Vec<usize> = nqueens::construct(8).unwrap().collect();
//! assert_eq!(queens, [1, 3, 5, 7, 2, 0, 6, 4]);
//! assert!(nqueens::is_solution(&queens));
//!
//! // A billion rows stream past without the placement ever being stored.
//! let mut rows = nqueens::construct(1_000_000_000).unwrap();
//! assert_eq!(rows.len(), 1_000_000_000);
//! assert_eq!(rows.nth(999_999_999), Some(999_999_998));
//! ```

use std::iter::FusedIterator;

use crate::board::Placement;
use crate::error::{Error, ErrorKind};

/// A stretch of rows whose columns climb by two: `start`, `start + 2`, ...
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Run {
    start: usize,
    len: usize,
}

impl Run {
    /// The run of every second column from `start` up to `last` inclusive.
    fn up_to(start: usize, last: usize) -> Run {
        Run {
            start,
            len: if last >= start {
                (last - start) / 2 + 1
            } else {
                0
            },
        }
    }

    fn single(column: usize) -> Run {
        Run {
            start: column,
            len: 1,
        }
    }
}

/// The most runs any case needs (`n mod 6 = 2` and `3` have five).
const MAX_RUNS: usize = 5;

/// The runs of the construction for `n >= 4`, in row order, padded with
/// empty runs.
fn runs(n: usize) -> [Run; MAX_RUNS] {
    let empty = Run::default();
    match n % 6 {
        // 1-based: 2, 4, .., n then 3, 1, 7, 9, .., n-1, 5.
        2 => [
            Run::up_to(1, n - 1),
            Run::single(2),
            Run::single(0),
            Run::up_to(6, n - 2),
            Run::single(4),
        ],
        // 1-based: 4, 6, .., n-1, 2 then 5, 7, .., n, 1, 3.
        3 => [
            Run::up_to(3, n - 2),
            Run::single(1),
            Run::up_to(4, n - 1),
            Run::single(0),
            Run::single(2),
        ],
        // 1-based: the even columns, then the odd ones.
        _ => [
            Run::up_to(1, n - 1),
            Run::up_to(0, n - 1),
            empty,
            empty,
            empty,
        ],
    }
}

/// The columns of the constructed solution, row by row (see the [module
/// documentation](self) for which solution it is).
///
/// It holds a handful of words whatever `n` is, so a board of a billion
/// rows streams in constant memory. [`Iterator::nth`] skips ahead in O(1)
/// and [`Iterator::fold`] (hence `for_each`, `sum`, ...) runs a tight loop
/// per run of rows.
#[derive(Clone, Debug)]
pub struct Construction {
    runs: [Run; MAX_RUNS],
    /// The run the next column comes from.
    run: usize,
    /// The next column of that run.
    next: usize,
    /// Columns still to come from that run.
    left_in_run: usize,
    /// Columns still to come in all.
    left: usize,
}

/// The constructed solution of the `n`-queens problem, as an iterator over
/// the column of each row's queen (row 0 first).
///
/// Fails with [`ErrorKind::EmptyBoard`] for `n = 0` and
/// [`ErrorKind::NoSolution`] for `n = 2` and `n = 3`. For `n = 1` the one
/// queen stands in column 0.
///
/// ```
/// use nqueens::ErrorKind;
///
/// let rows = nqueens::construct(9).unwrap();
/// assert_eq!(rows.len(), 9);
/// assert_eq!(rows.collect::<Vec<_>>(), [3, 5, 7, 1, 4, 6, 8, 0, 2]);
///
/// assert_eq!(nqueens::construct(1).unwrap().collect::<Vec<_>>(), [0]);
/// let err = nqueens::construct(3).unwrap_err();
/// assert_eq!(err.kind(), &ErrorKind::NoSolution { n: 3 });
/// ```
pub fn construct(n: usize) -> Result<Construction, Error> {
    let runs = match n {
        0 => return Err(Error::new(ErrorKind::EmptyBoard)),
        1 => {
            let mut runs = [Run::default(); MAX_RUNS];
            runs[0] = Run::single(0);
            runs
        }
        2 | 3 => return Err(Error::new(ErrorKind::NoSolution { n })),
        _ => runs(n),
    };
    Ok(Construction {
        runs,
        run: 0,
        next: runs[0].start,
        left_in_run: runs[0].len,
        left: n,
    })
}

/// The constructed solution of the `n`-queens problem as a [`Placement`]
/// (`n` words of memory; use [`construct`] to stream it instead).
///
/// ```
/// let p = nqueens::construct_placement(6).unwrap();
/// assert_eq!(p.queens(), &[1, 3, 5, 0, 2, 4]);
/// assert!(p.is_solution());
/// ```
pub fn construct_placement(n: usize) -> Result<Placement, Error> {
    let rows = construct(n)?;
    let mut queens = Vec::with_capacity(n);
    queens.extend(rows);
    Placement::new(queens)
}

impl Construction {
    /// Moves to the next run that has columns left; only called while some
    /// column is still to come, so one exists.
    #[cold]
    fn next_run(&mut self) {
        while self.left_in_run == 0 {
            self.run += 1;
            let run = self.runs[self.run];
            self.next = run.start;
            self.left_in_run = run.len;
        }
    }
}

impl Iterator for Construction {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        // A board has at most five runs, so this branch is almost never
        // taken and the common path is an add and two decrements.
        if self.left_in_run == 0 {
            self.next_run();
        }
        let column = self.next;
        // Wrapping: past the last column of a board near `usize::MAX` this
        // may overflow, and the value is never used.
        self.next = self.next.wrapping_add(2);
        self.left_in_run -= 1;
        self.left -= 1;
        Some(column)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }

    fn count(self) -> usize {
        self.left
    }

    fn nth(&mut self, mut skip: usize) -> Option<usize> {
        if skip >= self.left {
            self.left = 0;
            self.left_in_run = 0;
            return None;
        }
        // Whole runs are skipped at once, so this is O(1) for any `skip`.
        self.left -= skip;
        while skip > 0 {
            if self.left_in_run == 0 {
                self.next_run();
            }
            let step = skip.min(self.left_in_run);
            self.next = self.next.wrapping_add(step.wrapping_mul(2));
            self.left_in_run -= step;
            skip -= step;
        }
        self.next()
    }

    fn fold<B, F>(self, init: B, mut f: F) -> B
    where
        F: FnMut(B, usize) -> B,
    {
        // One counted loop per run: no per-row bookkeeping, so a consumer
        // such as a checksum or a formatter sees a plain arithmetic
        // sequence.
        let mut acc = init;
        if self.left == 0 {
            return acc;
        }
        let first = self.next;
        acc = (0..self.left_in_run).fold(acc, |acc, k| f(acc, first + 2 * k));
        for run in &self.runs[self.run + 1..] {
            let start = run.start;
            acc = (0..run.len).fold(acc, |acc, k| f(acc, start + 2 * k));
        }
        acc
    }
}

impl ExactSizeIterator for Construction {}

impl FusedIterator for Construction {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_cover_every_row() {
        for n in 4..200 {
            let total: usize = runs(n).iter().map(|run| run.len).sum();
            assert_eq!(total, n, "n = {n}");
        }
    }

    #[test]
    fn the_largest_boards_do_not_overflow() {
        // usize::MAX - 2, - 1 and itself fall in the cases 1, 2 and 3 mod 6
        // on 64-bit machines (0, 1 and 2 on 32-bit ones).
        for n in [usize::MAX - 2, usize::MAX - 1, usize::MAX] {
            let mut rows = construct(n).unwrap();
            let last = rows.nth(n - 2).and(rows.next()).unwrap();
            assert_eq!(rows.next(), None);
            let expected = match n % 6 {
                2 => 4,
                3 => 2,
                _ => n - 2 + n % 2,
            };
            assert_eq!(last, expected, "n = {n}");
        }
    }

    #[test]
    fn fold_and_nth_agree_with_next() {
        for n in [1, 4, 5, 8, 9, 14, 15, 22, 100, 101] {
            let all: Vec<usize> = construct(n).unwrap().collect();
            for skip in 0..=n {
                let mut rows = construct(n).unwrap();
                assert_eq!(rows.nth(skip), all.get(skip).copied(), "n = {n}");
                assert_eq!(rows.len(), n.saturating_sub(skip + 1));
                let rest: Vec<usize> = rows.fold(Vec::new(), |mut v, c| {
                    v.push(c);
                    v
                });
                assert_eq!(rest, all[(skip + 1).min(n)..], "n = {n}, skip = {skip}");
            }
        }
    }
}
