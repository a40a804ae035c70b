//! The n-queens problem: place `n` queens on an `n x n` board so that no two
//! share a row, a column or a diagonal.
//!
//! This crate holds the algorithms; the `nqueens` command-line tool is a thin
//! layer over it. It offers:
//!
//! - every method of searching the lessons teach, each finding all
//!   solutions in lexicographic order ([`for_each_solution`], [`Method`]);
//! - every step of those searches, one at a time, for watching
//!   backtracking at work ([`Trace`], [`Step`]);
//! - the lessons' programs in Python, Pascal, Java and C++, built in as
//!   text, with each step of a search mapped to its line and the
//!   variables a debugger would show there ([`lesson`]);
//! - the classes of solutions under the eight symmetries of the square
//!   ([`Symmetry`], [`canonical`], [`for_each_unique_solution`]);
//! - exact counts, total and unique, in `u128` ([`count()`],
//!   [`count_with_unique`]);
//! - one solution for any `n`, written down by the classical explicit
//!   construction and streamed in constant memory ([`construct()`]);
//! - a random solution for boards of millions of queens by local search,
//!   the same for the same seed everywhere ([`random_solution`]);
//! - completions of a board with queens already placed and squares blocked,
//!   for boards of any size ([`complete`], [`find_completion`]);
//! - checks of a placement that name every attacking pair
//!   ([`Placement::conflicts`], [`attacking_pairs`]), and for hostile input
//!   a count of them all with the first few listed, in linear time
//!   ([`attacking_pairs_bounded`]);
//! - the knight's tour on any rectangular board, open or closed: the
//!   lessons' backtracking with every tour counted, Warnsdorff's rule, and
//!   a linear-time divide-and-conquer construction, with the theorems that
//!   say which boards have tours ([`tour`], [`find_tour`], [`Tour`]);
//! - Knuth's estimate of the size of a backtracking search before it runs,
//!   for the searches that can run for ages: counting knight's tours and
//!   counting completions ([`estimate`]);
//! - the variants (queens on the torus, superqueens, queens and pawns) as
//!   instances of one constraint model, searched, counted and checked by
//!   the same code ([`variant::Model`]);
//! - queen domination on any of those boards: the fewest queens that
//!   cover every square, independent or not, every minimum set counted in
//!   all and up to symmetry, and small dominating sets of large boards by
//!   local search ([`domination`]);
//! - queens in the n x n x n cube: the n² of one on every vertical line
//!   counted, streamed and constructed, and the most that fit ([`cube`]);
//! - queens and knights together, none attacking another: the most of
//!   each that fit and every placement at that size ([`queens_knights`]);
//! - peaceable queens: the largest white and black armies that do not
//!   attack each other ([`peaceable`]);
//! - any of those problems written for a general solver: DIMACS CNF for
//!   SAT solvers and exact cover for Knuth's DLX programs ([`export`]).
//!
//! # Conventions
//!
//! A solution is a [`Placement`]: `queens[r]` is the column of the queen in
//! row `r`, rows and columns counted from 0, row 0 at the top and column 0
//! at the left. See [`board`] for the diagonals and chess notation.
//!
//! # Example
//!
//! ```
//! use std::ops::ControlFlow;
//! use nqueens::{for_each_solution, Method};
//!
//! // The first solution of the eight queens puzzle, in lexicographic order.
//! let mut first = None;
//! for_each_solution(8, Method::Bitmask, |queens| {
//!     first = Some(queens.to_vec());
//!     ControlFlow::Break(())
//! })
//! .unwrap();
//! assert_eq!(first, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
//!
//! assert_eq!(nqueens::count(10), Ok(724));
//! ```

mod army;
mod bitset;
pub mod board;
pub mod complete;
pub mod construct;
pub mod count;
pub mod cube;
pub mod dispatch;
pub mod domination;
pub mod enumerate;
mod error;
pub mod estimate;
pub mod export;
mod fingerprint;
pub mod lesson;
pub mod local_search;
mod memory;
pub mod message;
pub mod peaceable;
pub mod queens_knights;
mod search;
mod square;
pub mod symmetry;
pub mod tour;
pub mod trace;
pub mod variant;

pub use board::{
    AttackReport, Conflict, Line, Placement, Square, attacking_pairs, attacking_pairs_bounded,
    is_solution,
};
pub use complete::{Puzzle, count_completions, find_completion, for_each_completion};
pub use construct::{Construction, construct, construct_placement};
pub use count::{Counts, MAX_COUNT_N, Plan, Tally, count, count_with_nodes, count_with_unique};
pub use enumerate::{Method, for_each_solution, for_each_unique_solution, solutions};
pub use error::{Error, ErrorKind};
pub use local_search::{RandomSolution, SearchStats, random_solution};
pub use message::{Message, MessageArg};
pub use symmetry::{Symmetry, SymmetryScratch, canonical, is_canonical, orbit_size};
pub use tour::{Tour, TourDefect, TourMethod, TourStep, TourTrace, find_tour};
pub use trace::{Step, Trace, TraceStats};
