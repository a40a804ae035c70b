//! Finding every solution, in lexicographic order of `queens`, by each of the
//! methods the lessons teach.
//!
//! Every method reports each solution to a visitor as a slice `queens` (the
//! column of each row's queen) and stops early when the visitor returns
//! [`ControlFlow::Break`]. No method stores the solutions it has found, so
//! enumeration runs in memory proportional to `n` however many there are.
//!
//! All methods find the same solutions in the same order; they differ in how
//! they test a square and how they remember where they are:
//!
//! | method | test for a square | state |
//! |---|---|---|
//! | [`Method::Bitmask`] | three bit masks, all free squares of a row at once | recursion |
//! | [`Method::Marks`] | marker arrays for columns, `i+j` and `i-j+n` | the recursion's frames, kept on an explicit stack |
//! | [`Method::Pairwise`] | `A[k] != A[j]` and `abs(A[k] - A[j]) != k - j` for every earlier row `j` | the same |
//! | [`Method::Stack`] | marker arrays | an explicit stack, no recursion |
//! | [`Method::Brute`] | the pairwise test on every one of the `n^n` sequences | a counter |
//!
//! Marks, pairwise, stack and brute force run on the step machines a
//! [`crate::Trace`] runs on, so a trace shows exactly the search they
//! make; a machine that can stop after any step keeps the recursion's
//! frames explicitly, which makes marks and stack one search. The bitmask
//! search keeps its own recursive loop, which is faster than a machine
//! could be; the test suite holds its trace to the same solutions in the
//! same order.

use std::ops::ControlFlow;

use crate::board::Placement;
use crate::error::Error;
use crate::search::{self, Backtrack, MarkerArrays, Odometer, PairwiseTest};
use crate::symmetry::SymmetryScratch;

pub use crate::search::Method;

mod bitmask;

/// Calls `visit` with every solution of the `n`-queens problem, in
/// lexicographic order, until it returns [`ControlFlow::Break`].
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::{for_each_solution, Method};
///
/// let mut found = Vec::new();
/// for_each_solution(4, Method::Marks, |queens| {
///     found.push(queens.to_vec());
///     ControlFlow::Continue(())
/// })
/// .unwrap();
/// assert_eq!(found, vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
/// ```
pub fn for_each_solution<F>(n: usize, method: Method, mut visit: F) -> Result<(), Error>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    each_solution(n, method, &mut visit)
}

/// [`for_each_solution`]'s searches, compiled here once for every caller:
/// a generic body would be compiled in the caller's crate, with the
/// caller's optimisation (the binary's tests build it unoptimised).
fn each_solution(
    n: usize,
    method: Method,
    mut visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> Result<(), Error> {
    method.check(n)?;
    // Whether the visitor stopped early is the visitor's own knowledge.
    let _stopped = match method {
        Method::Bitmask => bitmask::search(n, &mut visit),
        // The others are the step machines a trace runs: what they test and
        // how they keep their place is in the table above. Marks and stack
        // are one machine, whose explicit frames are the recursion's.
        Method::Marks | Method::Stack => {
            search::solutions_of(Backtrack::new(n, MarkerArrays::new(n)), &mut visit)
        }
        Method::Pairwise => search::solutions_of(Backtrack::new(n, PairwiseTest), &mut visit),
        Method::Brute => search::solutions_of(Odometer::new(n), &mut visit),
    };
    Ok(())
}

/// Calls `visit` with the canonical member of every class of solutions under
/// the eight symmetries of the square (see [`crate::canonical`]), in
/// lexicographic order, until it returns [`ControlFlow::Break`].
///
/// ```
/// use std::ops::ControlFlow;
/// let mut classes = 0;
/// nqueens::for_each_unique_solution(8, nqueens::Method::Bitmask, |_| {
///     classes += 1;
///     ControlFlow::Continue(())
/// })
/// .unwrap();
/// assert_eq!(classes, 12);
/// ```
pub fn for_each_unique_solution<F>(n: usize, method: Method, mut visit: F) -> Result<(), Error>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let mut scratch = SymmetryScratch::new();
    // A canonical solution has its first queen in the left half (its mirror
    // image starts at n - 1 - queens[0]), so the search stops once the
    // first row passes the middle.
    let last_first_column = (n.saturating_sub(1)) / 2;
    for_each_solution(n, method, |queens| {
        if queens[0] > last_first_column {
            return ControlFlow::Break(());
        }
        if scratch.is_canonical(queens) {
            visit(queens)?;
        }
        ControlFlow::Continue(())
    })
}

/// Every solution, in lexicographic order.
///
/// ```
/// let all = nqueens::solutions(6, nqueens::Method::Bitmask).unwrap();
/// assert_eq!(all.len(), 4);
/// assert!(all.iter().all(|p| p.is_solution()));
/// ```
pub fn solutions(n: usize, method: Method) -> Result<Vec<Placement>, Error> {
    let mut all = Vec::new();
    for_each_solution(n, method, |queens| {
        all.push(Placement::new(queens.to_vec()).expect("a solution is a placement"));
        ControlFlow::Continue(())
    })?;
    Ok(all)
}
