//! Brute force: every sequence of `n` columns in lexicographic order, like an
//! odometer, each checked with the pairwise test. It needs no cleverness and
//! serves as the reference the other methods are compared with, but it
//! visits `n^n` sequences.

use std::ops::ControlFlow;

use super::pairwise::is_safe;

/// The largest board brute force accepts: 9^9 is 387 million sequences
/// (seconds); 10^10 would take minutes.
pub(super) const MAX_N: usize = 9;

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let mut queens = vec![0; n];
    loop {
        if (1..n).all(|row| is_safe(&queens, row, queens[row])) {
            visit(&queens)?;
        }
        // Advance the odometer: the last row turns fastest.
        let mut row = n;
        loop {
            if row == 0 {
                return ControlFlow::Continue(());
            }
            row -= 1;
            queens[row] += 1;
            if queens[row] < n {
                break;
            }
            queens[row] = 0;
        }
    }
}
