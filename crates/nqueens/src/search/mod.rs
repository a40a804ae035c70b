//! The textbook searches as step machines, in one place: the backtracking
//! machine of the marks, stack and pairwise methods, the odometer of brute
//! force and the bitmask search one step at a time, with the [`Method`]s
//! that name them and the [`Step`]s they take.
//!
//! [`crate::enumerate`] runs the machines to their end for the solutions
//! ([`solutions_of`]) and [`crate::trace`] shows their every step; each
//! takes them from here and neither from the other, so the two share one
//! copy of every search.

use crate::board::{Line, Square};

mod backtrack;
mod bitmask;
mod brute;
mod method;

pub(crate) use backtrack::{Backtrack, MarkerArrays, PairwiseTest};
pub(crate) use bitmask::{Bitmask, MAX_BITS};
pub(crate) use brute::Odometer;
pub use method::Method;

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The search looks at `square` for the queen of row `square.row`.
    Try {
        /// The square looked at.
        square: Square,
    },
    /// `square` is attacked: `line` is the line that blocks it, numbered as
    /// the marker arrays number them ([`Line::Column`]`(j)`,
    /// [`Line::Diagonal`]`(i+j)`, [`Line::AntiDiagonal`]`(i-j+n)`); `queen`
    /// is the queen on that line when the method knows which one
    /// (pairwise, brute), `None` for marks, bitmask and stack.
    Conflict {
        /// The square ruled out (for brute force, a queen of the sequence
        /// checked).
        square: Square,
        /// The line it shares with a queen standing.
        line: Line,
        /// That queen, when the method knows it.
        queen: Option<Square>,
    },
    /// A queen is put on `square`; the depth is now `square.row + 1`.
    Place {
        /// The square of the new queen.
        square: Square,
    },
    /// The queen on `square` is taken back.
    Backtrack {
        /// The square of the queen taken back.
        square: Square,
    },
    /// All `n` queens stand: the `number`-th solution (from 1);
    /// [`crate::Trace::queens`] holds it.
    Solution {
        /// Which solution this is, counting from 1.
        number: u64,
    },
}

impl Step {
    /// The square the step is about, if it is about one (every step but
    /// [`Step::Solution`]).
    ///
    /// ```
    /// use nqueens::{Square, Step};
    /// let place = Step::Place { square: Square::new(2, 5) };
    /// assert_eq!(place.square(), Some(Square::new(2, 5)));
    /// assert_eq!(Step::Solution { number: 1 }.square(), None);
    /// ```
    pub fn square(&self) -> Option<Square> {
        match *self {
            Step::Try { square }
            | Step::Conflict { square, .. }
            | Step::Place { square }
            | Step::Backtrack { square } => Some(square),
            Step::Solution { .. } => None,
        }
    }
}

/// Runs a step machine to its end for [`crate::for_each_solution`], showing
/// `visit` each solution. Only `Solution` steps are looked at; the others
/// are built and dropped in the same inlined loop, so the optimiser keeps
/// just the state changes.
#[inline(always)]
pub(crate) fn solutions_of<M, F>(mut machine: M, visit: &mut F) -> std::ops::ControlFlow<()>
where
    M: StepMachine,
    F: FnMut(&[usize]) -> std::ops::ControlFlow<()>,
{
    while let Some(step) = machine.step() {
        if let Step::Solution { .. } = step {
            visit(machine.queens())?;
        }
    }
    std::ops::ControlFlow::Continue(())
}

/// A search that advances one step at a time.
pub(crate) trait StepMachine {
    /// The next step, or `None` once the search is over (and ever after).
    fn step(&mut self) -> Option<Step>;

    /// The queens standing now, row 0's first.
    fn queens(&self) -> &[usize];
}
