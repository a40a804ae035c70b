//! Every step of a search, one at a time: the backtracking made visible.
//!
//! A [`Trace`] is an iterator over the [`Step`]s of the search a [`Method`]
//! makes: the squares it looks at, the line that rules a square out, the
//! queens it places and takes back, and the solutions it reaches. The
//! steps come out as the search takes them, so a trace of any length runs
//! in memory proportional to `n`, and stopping early is dropping the
//! iterator.
//!
//! ```
//! use nqueens::{Line, Method, Square, Step, Trace};
//!
//! let mut trace = Trace::new(4, Method::Marks).unwrap();
//! assert_eq!(trace.next(), Some(Step::Try { square: Square::new(0, 0) }));
//! assert_eq!(trace.next(), Some(Step::Place { square: Square::new(0, 0) }));
//! assert_eq!(trace.next(), Some(Step::Try { square: Square::new(1, 0) }));
//! // Row 1, column 0: the column marker of the queen above is set.
//! assert_eq!(
//!     trace.next(),
//!     Some(Step::Conflict { square: Square::new(1, 0), line: Line::Column(0), queen: None })
//! );
//! assert_eq!(trace.queens(), &[0]);
//!
//! // The rest of the search: two solutions.
//! let solutions = trace.filter(|step| matches!(step, Step::Solution { .. })).count();
//! assert_eq!(solutions, 2);
//! ```
//!
//! # The trace is the search
//!
//! [`crate::for_each_solution`] runs the textbook methods (marks,
//! pairwise, stack, brute) on the same step machines, ignoring every step
//! but the solutions, so what a trace shows is what those searches do, and
//! the test suite holds the solutions of both to the same order. The
//! machines return each step as a value that the enumeration drops at
//! once; after inlining, the optimiser removes the work of building it.
//!
//! The default bitmask enumeration keeps its own recursive loop, whose
//! three masks travel as arguments in registers; a machine that can stop
//! after any step must keep them in memory, which costs that tight loop
//! more than it costs the others. The bitmask trace follows the same rule
//! (the lowest free column of each row first) and the test suite checks
//! that both give the same solutions in the same order.
//!
//! # What each method shows
//!
//! An iterator cannot pause inside a recursive call, so every backtracking
//! machine keeps what the recursion keeps, the column each row's loop has
//! reached, on an explicit stack. The steps are those of the recursive
//! program, in its order.
//!
//! | method | `Try` | `Conflict` | `Place` / `Backtrack` |
//! |---|---|---|---|
//! | [`Method::Marks`], [`Method::Stack`] | every column of the row, left to right | the first marker found set: column, then `i+j`, then `i-j+n`; `queen` is `None` (a marker does not say whose it is) | a queen on a free square / the queen of a row whose columns are used up |
//! | [`Method::Pairwise`] | every column of the row, left to right | the first earlier queen, from row 0 down, on the square's column or a diagonal; `queen` names it | as above |
//! | [`Method::Bitmask`] | the lowest free column of the row's mask | none: the mask leaves every attacked square out at once, so the search never looks at one | as above |
//! | [`Method::Brute`] | each column the odometer sets | one per rejected sequence: the first pair the check finds, the later queen as `square` and the earlier as `queen` | the odometer setting a row's column / clearing it before a turn |
//!
//! Marks and stack give the same steps: the stack method is the recursion
//! made explicit, which is what the machine does for both.
//!
//! Brute force turns an odometer over all `n^n` sequences. A turn takes
//! back the queens of the rows that move (the last row, and the rows
//! before it that wrap around) and puts them on their new columns, each
//! with a `Try` and a `Place`; when all `n` queens stand, the check goes
//! through the rows and emits either the first `Conflict` it finds or a
//! `Solution`. Sequences are never cut short, so the brute trace of `n`
//! has a little over `4 n^n` steps (1.7 billion at `n = 9`).
//!
//! Boards wider than 64 columns have no single-word mask: there the
//! bitmask trace shows the marks machine, as the bitmask enumeration hands
//! over to the stack search.
//!
//! # Counts
//!
//! [`TraceStats`] counts what was emitted: `steps` every step, `nodes`
//! the `Place` steps, `conflicts` the `Conflict` steps and `solutions` the
//! `Solution` steps. So `nodes` is the number of nodes of the search tree
//! below the root for the backtracking methods (every partial placement
//! the search reaches), and for brute force the number of columns the
//! odometer set, about `n^n * n / (n - 1)`.

use std::iter::FusedIterator;

use crate::error::Error;
use crate::search::StepMachine;
use crate::search::{Backtrack, Bitmask, MAX_BITS, MarkerArrays, Method, Odometer, PairwiseTest};

pub use crate::search::Step;

/// What a trace has emitted so far.
///
/// ```
/// let mut trace = nqueens::Trace::new(4, nqueens::Method::Marks).unwrap();
/// trace.by_ref().for_each(drop);
/// let stats = trace.stats();
/// assert_eq!(stats.solutions, 2);
/// assert_eq!(stats.nodes, 16);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TraceStats {
    /// Every step.
    pub steps: u64,
    /// Queens placed: the [`Step::Place`] steps.
    pub nodes: u64,
    /// Squares ruled out (sequences, for brute force): the
    /// [`Step::Conflict`] steps.
    pub conflicts: u64,
    /// The [`Step::Solution`] steps.
    pub solutions: u64,
}

/// The steps of one method's search of the `n`-queens problem, as an
/// iterator. See the [module documentation](self) for what each method
/// shows.
#[derive(Clone, Debug)]
pub struct Trace {
    n: usize,
    method: Method,
    machine: Machine,
    stats: TraceStats,
}

/// The step machine behind a trace.
#[derive(Clone, Debug)]
enum Machine {
    Marks(Backtrack<MarkerArrays>),
    Pairwise(Backtrack<PairwiseTest>),
    Bitmask(Bitmask),
    Brute(Odometer),
}

impl Trace {
    /// The trace of `method`'s search of the `n x n` board, before its
    /// first step.
    ///
    /// # Errors
    ///
    /// The same as [`crate::for_each_solution`]: `n = 0`, or a board
    /// larger than the method accepts (brute force stops at 9).
    ///
    /// ```
    /// use nqueens::{ErrorKind, Method, Trace};
    /// assert_eq!(Trace::new(0, Method::Marks).unwrap_err().kind(), &ErrorKind::EmptyBoard);
    /// assert!(Trace::new(10, Method::Brute).is_err());
    /// ```
    pub fn new(n: usize, method: Method) -> Result<Trace, Error> {
        method.check(n)?;
        let machine = match method {
            Method::Bitmask if n <= MAX_BITS => Machine::Bitmask(Bitmask::new(n)),
            Method::Bitmask | Method::Marks | Method::Stack => {
                Machine::Marks(Backtrack::new(n, MarkerArrays::new(n)))
            }
            Method::Pairwise => Machine::Pairwise(Backtrack::new(n, PairwiseTest)),
            Method::Brute => Machine::Brute(Odometer::new(n)),
        };
        Ok(Trace {
            n,
            method,
            machine,
            stats: TraceStats::default(),
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The method searching.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The queens standing now, row 0's first: `queens()[r]` is the column
    /// of the queen in row `r`, and there are [`Trace::depth`] of them.
    /// Right after a [`Step::Solution`] this is the solution.
    pub fn queens(&self) -> &[usize] {
        match &self.machine {
            Machine::Marks(machine) => machine.queens(),
            Machine::Pairwise(machine) => machine.queens(),
            Machine::Bitmask(machine) => machine.queens(),
            Machine::Brute(machine) => machine.queens(),
        }
    }

    /// How many queens stand now.
    pub fn depth(&self) -> usize {
        self.queens().len()
    }

    /// What the trace has emitted so far.
    pub fn stats(&self) -> TraceStats {
        self.stats
    }

    /// Runs the trace through its remaining steps and returns its totals,
    /// for a caller that wants the counts and not the steps.
    ///
    /// ```
    /// let mut trace = nqueens::Trace::new(6, nqueens::Method::Marks)?;
    /// let stats = trace.run_to_end();
    /// assert_eq!(stats.solutions, 4);
    /// assert_eq!(trace.next(), None);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn run_to_end(&mut self) -> TraceStats {
        // Drained here rather than by the caller: the loop is then compiled
        // with the library's optimisation, not the caller's.
        for _ in self.by_ref() {}
        self.stats
    }
}

impl Iterator for Trace {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        let step = match &mut self.machine {
            Machine::Marks(machine) => machine.step(),
            Machine::Pairwise(machine) => machine.step(),
            Machine::Bitmask(machine) => machine.step(),
            Machine::Brute(machine) => machine.step(),
        }?;
        self.stats.steps += 1;
        match step {
            Step::Place { .. } => self.stats.nodes += 1,
            Step::Conflict { .. } => self.stats.conflicts += 1,
            Step::Solution { .. } => self.stats.solutions += 1,
            Step::Try { .. } | Step::Backtrack { .. } => {}
        }
        Some(step)
    }
}

// Every machine returns `None` for good once its search is over.
impl FusedIterator for Trace {}
