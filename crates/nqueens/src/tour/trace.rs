//! Every step of a knight's-tour search, one at a time: the knight moving
//! on, stepping back from dead ends, and completing tours.
//!
//! A [`TourTrace`] is an iterator over the [`TourStep`]s of the lessons'
//! backtracking ([`TourMethod::Backtrack`], the moves in the fixed order of
//! [`KNIGHT_MOVES`]) or of the same search with the
//! moves sorted by Warnsdorff's rule ([`TourMethod::Warnsdorff`], which
//! reaches a first tour of an 8 x 8 board in a few dozen steps where the
//! fixed order takes thousands or millions).
//!
//! ```
//! use nqueens::tour::{TourStep, TourTrace};
//! use nqueens::{Square, TourMethod};
//!
//! let a5 = Square::new(0, 0);
//! let mut trace = TourTrace::new(5, 5, a5, false, TourMethod::Backtrack).unwrap();
//! // The first move of the fixed order: two rows down, one column right.
//! assert_eq!(
//!     trace.next(),
//!     Some(TourStep::Move { from: a5, to: Square::new(2, 1), number: 2 })
//! );
//! assert_eq!(trace.path(), &[a5, Square::new(2, 1)]);
//!
//! // The rest of the search: the 304 tours from a corner.
//! let tours = trace.by_ref().filter(|step| matches!(step, TourStep::Tour { .. })).count();
//! assert_eq!(tours, 304);
//! assert_eq!(trace.stats().tours, 304);
//! ```
//!
//! # The trace is the search
//!
//! There is one search, the step machine of the search module. Each call
//! takes one step and says what it did; [`for_each_tour`](super::for_each_tour),
//! [`count_tours`](super::count_tours) and the fallbacks of Warnsdorff's
//! rule and of the construction run it in a loop that looks only at the
//! tours, and the trace turns every step into a [`TourStep`]. So the tours
//! a trace reaches are those of [`for_each_tour`](super::for_each_tour), in
//! the same order, and the dead ends it shows are the ones the search
//! really cuts.
//!
//! Turning the search's loop into a machine that can stop after any move
//! costs little. Release builds on a busy 2-core machine, before and after,
//! three rounds each: [`count_tours`](super::count_tours) from a corner of
//! the 5 x 5 board (304 tours, medians of 201 runs) took 0.39 to 0.42 ms
//! before and 0.43 to 0.46 ms after, about 1.1 to 1.2 times as long; from
//! a corner of the 6 x 6 board (524,486 tours, one run a round) 3.2 to
//! 3.4 s before and 3.5 s after, about 1.07 times. A move that a cut takes
//! straight back is one step of the machine, not two, which keeps the loop
//! close to the plain one.
//!
//! # What the steps show
//!
//! The search cuts a branch as soon as some free square can no longer be
//! part of a tour (see the module notes of `search`): such a move shows as
//! a [`TourStep::Move`] straight followed by a [`TourStep::Retreat`] from
//! the same square. A knight whose moves are all tried retreats too, so
//! moves and retreats nest like pushes and pops of the path. A complete
//! path shows as its last move, then [`TourStep::Tour`] when it is a tour
//! (for closed tours: when it closes), then the retreat from its last
//! square; the search goes on to the next tour.
//!
//! Boards that the rules of [`ruled_out`] exclude are refused at once with
//! the reason, as [`find_tour`](super::find_tour) refuses them: their
//! searches would only show a long failure.

use std::iter::FusedIterator;

use super::KNIGHT_MOVES;
use super::TourMethod;
use super::exist::ruled_out;
use super::grid::Grid;
use super::limits::{check_search_grid, search_bytes};
use super::path::check_square;
use super::search::{Event, Order, Search};
use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::memory::{self, NoMemory};

/// One step of a knight's-tour search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TourStep {
    /// The knight moves from `from` to the free square `to`, which becomes
    /// the `number`-th square of the path (the start is square 1).
    Move {
        /// The square the knight leaves, the last of the path before.
        from: Square,
        /// The square it moves to.
        to: Square,
        /// Where `to` stands in the path, from 1.
        number: usize,
    },
    /// The knight steps back from `square`, the last square of the path,
    /// which is free again: a dead end, a move a cut rules out, a square
    /// whose moves are all tried, or the last square of a tour.
    Retreat {
        /// The square taken off the path.
        square: Square,
    },
    /// The path covers the board (and closes, for closed tours): the
    /// `number`-th tour found, from 1; [`TourTrace::path`] holds it.
    Tour {
        /// Which tour this is, counting from 1.
        number: u64,
    },
}

/// What a trace has emitted so far.
///
/// ```
/// use nqueens::tour::TourTrace;
/// use nqueens::{Square, TourMethod};
/// let mut trace = TourTrace::new(3, 4, Square::new(0, 0), false, TourMethod::Backtrack).unwrap();
/// trace.by_ref().for_each(drop);
/// let stats = trace.stats();
/// assert_eq!(stats.tours, 2);
/// assert_eq!(stats.moves, stats.retreats);
/// assert_eq!(stats.steps, stats.moves + stats.retreats + stats.tours);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TourTraceStats {
    /// Every step.
    pub steps: u64,
    /// The [`TourStep::Move`] steps: nodes of the search tree below the
    /// start.
    pub moves: u64,
    /// The [`TourStep::Retreat`] steps.
    pub retreats: u64,
    /// The [`TourStep::Tour`] steps.
    pub tours: u64,
}

/// The steps of a knight's-tour search from one start, as an iterator. See
/// the [module documentation](self).
#[derive(Clone, Debug)]
pub struct TourTrace {
    method: TourMethod,
    closed: bool,
    search: Search,
    /// The path as squares, kept beside the search's grid indices so that
    /// [`TourTrace::path`] can lend it.
    path: Vec<Square>,
    /// Whether the search took the last move back in the same step, so
    /// that the retreat is due next.
    bounced: bool,
    stats: TourTraceStats,
}

impl TourTrace {
    /// The trace of `method`'s search for tours of a `rows x cols` board
    /// from `start` (closed ones if `closed`), before its first step.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::EmptyBoard`], [`ErrorKind::SquareOffTourBoard`],
    /// [`ErrorKind::TourUnsupported`] for a board of more than 2^32 - 1
    /// squares, [`ErrorKind::NoTour`] when the rules of [`ruled_out`] say
    /// no such tour exists, and [`ErrorKind::NotASearch`] for
    /// [`TourMethod::Divide`], which builds its tours from blocks without
    /// searching.
    ///
    /// ```
    /// use nqueens::tour::TourTrace;
    /// use nqueens::{ErrorKind, Square, TourMethod};
    ///
    /// let a1 = Square::new(7, 0);
    /// let err = TourTrace::new(8, 8, a1, true, TourMethod::Divide).unwrap_err();
    /// assert!(matches!(err.kind(), ErrorKind::NotASearch { .. }));
    /// // No open tour of the 4 x 4 board exists.
    /// let err = TourTrace::new(4, 4, Square::new(0, 0), false, TourMethod::Backtrack).unwrap_err();
    /// assert!(matches!(err.kind(), ErrorKind::NoTour { .. }));
    /// ```
    pub fn new(
        rows: usize,
        cols: usize,
        start: Square,
        closed: bool,
        method: TourMethod,
    ) -> Result<TourTrace, Error> {
        let order = match method {
            TourMethod::Backtrack => Order::Fixed,
            TourMethod::Warnsdorff => Order::Warnsdorff,
            TourMethod::Divide => {
                return Err(Error::new(ErrorKind::NotASearch {
                    method: method.name(),
                }));
            }
        };
        check_square(rows, cols, start, closed, method.name())?;
        if let Some(reason) = ruled_out(rows, cols, start, closed) {
            return Err(Error::new(ErrorKind::NoTour {
                rows,
                cols,
                start,
                closed,
                reason,
            }));
        }
        check_search_grid(rows, cols, closed, method.name())?;
        let grid = Grid::with_order(rows, cols, KNIGHT_MOVES);
        let out_of_memory = |no: NoMemory| {
            // The search's tables, and sixteen bytes a square for the path.
            let squares = (rows as u64).saturating_mul(cols as u64);
            let bytes = search_bytes(rows, cols, closed, false)
                .saturating_add(squares.saturating_mul(size_of::<Square>() as u64));
            no.error(method.name(), bytes)
        };
        let search =
            Search::new(&grid, order, closed, &[grid.index(start)], None).map_err(out_of_memory)?;
        let mut path = memory::with_capacity(rows * cols).map_err(out_of_memory)?;
        path.push(start);
        Ok(TourTrace {
            method,
            closed,
            search,
            path,
            bounced: false,
            stats: TourTraceStats::default(),
        })
    }

    /// Rows of the board.
    pub fn rows(&self) -> usize {
        self.search.grid().rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> usize {
        self.search.grid().cols
    }

    /// The square the knight starts from.
    pub fn start(&self) -> Square {
        self.path[0]
    }

    /// Whether the search is for closed tours.
    pub fn closed(&self) -> bool {
        self.closed
    }

    /// The method searching.
    pub fn method(&self) -> TourMethod {
        self.method
    }

    /// The knight's path now, the start first and the knight's square last.
    /// Right after a [`TourStep::Tour`] this is the tour.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// What the trace has emitted so far.
    pub fn stats(&self) -> TourTraceStats {
        self.stats
    }

    fn moved(&mut self, index: u32) -> TourStep {
        let from = *self.path.last().expect("the start is never taken back");
        let to = self.search.grid().square(index as usize);
        self.path.push(to);
        TourStep::Move {
            from,
            to,
            number: self.path.len(),
        }
    }

    fn retreated(&mut self) -> TourStep {
        let square = self.path.pop().expect("a move to take back");
        TourStep::Retreat { square }
    }
}

impl Iterator for TourTrace {
    type Item = TourStep;

    fn next(&mut self) -> Option<TourStep> {
        let step = if std::mem::take(&mut self.bounced) {
            self.retreated()
        } else {
            match self.search.step(None) {
                Event::Moved(index) => self.moved(index),
                Event::Bounced(index) => {
                    self.bounced = true;
                    self.moved(index)
                }
                Event::Retreated(_) => self.retreated(),
                Event::Tour => TourStep::Tour {
                    number: self.stats.tours + 1,
                },
                // No budget: the search never runs out of steps.
                Event::Exhausted | Event::OutOfSteps => return None,
            }
        };
        self.stats.steps += 1;
        match step {
            TourStep::Move { .. } => self.stats.moves += 1,
            TourStep::Retreat { .. } => self.stats.retreats += 1,
            TourStep::Tour { .. } => self.stats.tours += 1,
        }
        Some(step)
    }
}

// Once exhausted, the search says so on every later step.
impl FusedIterator for TourTrace {}
