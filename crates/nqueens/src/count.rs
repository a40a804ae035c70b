//! Counting solutions without listing them.
//!
//! The count runs the bitboard search of [`crate::Method::Bitmask`] with two
//! savings: a mirror image of a solution is a solution, so only placements
//! whose first queen stands in the left half are searched and counted
//! twice (a queen in the middle column of an odd board, once); and the
//! search keeps no queens, only the three masks, when classes are not
//! wanted.

use crate::error::{Error, ErrorKind};
use crate::symmetry::SymmetryScratch;

/// The largest board the counter accepts (one machine word per mask).
pub const MAX_COUNT_N: usize = u64::BITS as usize;

/// The number of solutions of one board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counts {
    /// The board size.
    pub n: usize,
    /// All solutions (OEIS A000170).
    pub total: u128,
    /// Classes of solutions under the eight symmetries of the square (OEIS
    /// A002562), when they were counted.
    pub unique: Option<u128>,
}

/// The number of solutions of the `n`-queens problem.
///
/// ```
/// assert_eq!(nqueens::count(8), Ok(92));
/// assert_eq!(nqueens::count(3), Ok(0));
/// ```
pub fn count(n: usize) -> Result<u128, Error> {
    check(n)?;
    let all_columns = u64::MAX >> (MAX_COUNT_N - n);
    let mut total = 0u128;
    for first in 0..n.div_ceil(2) {
        let bit = 1u64 << first;
        let below = u128::from(count_below(all_columns, bit, bit >> 1, bit << 1));
        total += below * mirror_weight(n, first);
    }
    Ok(total)
}

/// The number of solutions and of classes of solutions under the symmetries
/// of the square.
///
/// ```
/// let counts = nqueens::count_with_unique(8).unwrap();
/// assert_eq!((counts.total, counts.unique), (92, Some(12)));
/// ```
pub fn count_with_unique(n: usize) -> Result<Counts, Error> {
    check(n)?;
    let all_columns = u64::MAX >> (MAX_COUNT_N - n);
    let mut tally = ClassTally {
        queens: vec![0; n],
        scratch: SymmetryScratch::new(),
        total: 0,
        unique: 0,
    };
    for first in 0..n.div_ceil(2) {
        let bit = 1u64 << first;
        tally.queens[0] = first;
        let weight = mirror_weight(n, first);
        tally.walk(1, all_columns, bit, bit >> 1, bit << 1, weight);
    }
    Ok(Counts {
        n,
        total: tally.total,
        unique: Some(tally.unique),
    })
}

fn check(n: usize) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::new(ErrorKind::EmptyBoard));
    }
    if n > MAX_COUNT_N {
        return Err(Error::new(ErrorKind::TooLarge {
            method: "count",
            n,
            max: MAX_COUNT_N,
            instead: None,
        }));
    }
    Ok(())
}

/// How many solutions each solution with its first queen in column `first`
/// stands for: itself and its mirror image, unless it is in the middle
/// column, where the mirror image is among the solutions counted.
fn mirror_weight(n: usize, first: usize) -> u128 {
    if n % 2 == 1 && first == n / 2 { 1 } else { 2 }
}

/// Solutions below a row whose attacked columns and diagonals are given,
/// counting the rows down until no column is left.
fn count_below(all_columns: u64, columns: u64, diagonals: u64, anti_diagonals: u64) -> u64 {
    if columns == all_columns {
        return 1;
    }
    let mut free = all_columns & !(columns | diagonals | anti_diagonals);
    let mut solutions = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        solutions += count_below(
            all_columns,
            columns | bit,
            (diagonals | bit) >> 1,
            (anti_diagonals | bit) << 1,
        );
    }
    solutions
}

/// The search that also sorts solutions into classes: it needs the queens
/// themselves to test whether a solution is its class's canonical member.
struct ClassTally {
    queens: Vec<usize>,
    scratch: SymmetryScratch,
    total: u128,
    unique: u128,
}

impl ClassTally {
    fn walk(
        &mut self,
        row: usize,
        all_columns: u64,
        columns: u64,
        diagonals: u64,
        anti_diagonals: u64,
        weight: u128,
    ) {
        if row == self.queens.len() {
            self.total += weight;
            // Every class has a canonical member with its first queen in the
            // left half, and that member is among the solutions searched.
            if self.scratch.is_canonical(&self.queens) {
                self.unique += 1;
            }
            return;
        }
        let mut free = all_columns & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.queens[row] = bit.trailing_zeros() as usize;
            self.walk(
                row + 1,
                all_columns,
                columns | bit,
                (diagonals | bit) >> 1,
                (anti_diagonals | bit) << 1,
                weight,
            );
        }
    }
}
