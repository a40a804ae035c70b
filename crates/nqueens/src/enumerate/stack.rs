//! Backtracking without recursion: the stack of the recursive version made
//! explicit.
//!
//! `queens[0..depth]` are the queens placed so far and the current row
//! resumes at the column after the one it last tried; going back a row
//! takes its queen off and resumes that row where it left off. Memory is a
//! few arrays of `n` entries, so any board size fits.
//!
//! This is exactly the step machine of [`crate::search`] with the marker
//! arrays, which keeps its state that way so that it can stop after any
//! step; the marks method runs on it too, so the two find the same
//! solutions by the same steps.

use std::ops::ControlFlow;

use crate::search::{self, Backtrack, MarkerArrays};

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    search::solutions_of(Backtrack::new(n, MarkerArrays::new(n)), visit)
}
