//! Brute force: every sequence of `n` columns in lexicographic order, like an
//! odometer, each checked with the pairwise test. It needs no cleverness and
//! serves as the reference the other methods are compared with, but it
//! visits `n^n` sequences.
//!
//! The search is the odometer machine of [`crate::trace`]: the trace of
//! this method is this search.

use std::ops::ControlFlow;

use crate::trace::{self, Odometer};

/// The largest board brute force accepts: 9^9 is 387 million sequences
/// (seconds); 10^10 would take minutes.
pub(super) const MAX_N: usize = 9;

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    trace::solutions_of(Odometer::new(n), visit)
}
