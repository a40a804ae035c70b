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
//! Marks, pairwise, stack and brute force run on the step machines of
//! [`crate::trace`], so a [`crate::Trace`] shows exactly the search they
//! make; a machine that can stop after any step keeps the recursion's
//! frames explicitly, which makes marks and stack one search. The bitmask
//! search keeps its own recursive loop, which is faster than a machine
//! could be; the test suite holds its trace to the same solutions in the
//! same order.

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use crate::board::Placement;
use crate::error::{Error, ErrorKind};
use crate::symmetry::SymmetryScratch;

mod bitmask;
mod brute;
mod marks;
mod pairwise;
mod stack;

/// A way of searching for solutions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Backtracking over bitboards: one machine word holds the free squares
    /// of a row (the fastest; boards above 64 columns fall back to
    /// [`Method::Stack`]).
    #[default]
    Bitmask,
    /// Recursive backtracking with marker arrays for the columns and both
    /// diagonals: an O(1) test per square.
    Marks,
    /// Recursive backtracking that tests a square against every queen placed
    /// so far: an O(k) test in row `k`.
    Pairwise,
    /// Backtracking with an explicit stack instead of recursion.
    Stack,
    /// Every one of the `n^n` sequences of columns, keeping the valid ones.
    Brute,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; 5] = [
        Method::Bitmask,
        Method::Marks,
        Method::Pairwise,
        Method::Stack,
        Method::Brute,
    ];

    /// The method's name: `bitmask`, `marks`, `pairwise`, `stack` or `brute`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Bitmask => "bitmask",
            Method::Marks => "marks",
            Method::Pairwise => "pairwise",
            Method::Stack => "stack",
            Method::Brute => "brute",
        }
    }

    /// The largest board the method accepts, if it has a limit.
    ///
    /// Brute force visits `n^n` sequences: 387 million at n = 9, ten
    /// billion at n = 10, which is where it stops being a demonstration.
    pub fn max_n(self) -> Option<usize> {
        match self {
            Method::Brute => Some(brute::MAX_N),
            _ => None,
        }
    }

    /// Refuses sizes the method cannot handle.
    pub(crate) fn check(self, n: usize) -> Result<(), Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        match self.max_n() {
            Some(max) if n > max => Err(Error::new(ErrorKind::TooLarge {
                method: self.name(),
                n,
                max,
                instead: Some(Method::Bitmask.name()),
            })),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Method {
    type Err = String;

    fn from_str(text: &str) -> Result<Method, String> {
        Method::ALL
            .into_iter()
            .find(|method| method.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown method {text:?}; expected one of {}",
                    names.join(", ")
                )
            })
    }
}

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
    method.check(n)?;
    // Whether the visitor stopped early is the visitor's own knowledge.
    let _stopped = match method {
        Method::Bitmask => bitmask::search(n, &mut visit),
        Method::Marks => marks::search(n, &mut visit),
        Method::Pairwise => pairwise::search(n, &mut visit),
        Method::Stack => stack::search(n, &mut visit),
        Method::Brute => brute::search(n, &mut visit),
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
