//! What a count finds and the boards it takes: a leaf below both counters
//! (backtracking and meeting in the middle), so that neither imports the
//! other for them.

use crate::error::{Error, ErrorKind};

/// The largest board the counter accepts. Q(27) is the largest count ever
/// computed; 32 leaves room and keeps the split's tables small.
pub const MAX_COUNT_N: usize = 32;

/// The number of solutions of one board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counts {
    /// The board size.
    pub n: usize,
    /// All solutions (OEIS A000170).
    pub total: u128,
    /// Classes of solutions under the eight symmetries of the square (OEIS
    /// A002562).
    pub unique: u128,
}

/// Refuses the empty board and boards above [`MAX_COUNT_N`].
pub(crate) fn check(n: usize) -> Result<(), Error> {
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
