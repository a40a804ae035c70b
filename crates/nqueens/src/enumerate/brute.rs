//! Brute force: every sequence of `n` columns in lexicographic order, like an
//! odometer, each checked with the pairwise test. It needs no cleverness and
//! serves as the reference the other methods are compared with, but it
//! visits `n^n` sequences.
//!
//! The search is the odometer machine of [`crate::search`]: the trace of
//! this method is this search.

use std::ops::ControlFlow;

use crate::search::{self, Odometer};

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    search::solutions_of(Odometer::new(n), visit)
}
