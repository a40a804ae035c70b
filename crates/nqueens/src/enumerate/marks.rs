//! Backtracking with marker arrays, as the lessons teach it.
//!
//! `column[j]`, `diagonal[i+j]` and `anti_diagonal[i-j+n]` say whether a
//! queen already stands on that line, so testing square `(i, j)` costs three
//! array reads instead of a look at the whole board.
//!
//! The search is the step machine of [`crate::search`] with the marker
//! arrays as its test: the trace of this method is this search.

use std::ops::ControlFlow;

use crate::search::{self, Backtrack, MarkerArrays};

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    search::solutions_of(Backtrack::new(n, MarkerArrays::new(n)), visit)
}
