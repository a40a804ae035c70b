//! Backtracking with the pairwise test: a queen in row `k`, column `c` is
//! safe when every earlier row `j` has `A[j] != c` and `|A[j] - c| != k - j`.
//! No markers, but an O(k) test per square.
//!
//! The search is the step machine of [`crate::search`] with the pairwise
//! test: the trace of this method is this search.

use std::ops::ControlFlow;

use crate::search::{self, Backtrack, PairwiseTest};

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    search::solutions_of(Backtrack::new(n, PairwiseTest), visit)
}
