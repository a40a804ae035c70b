//! The knight's tour: a knight visits every square of a board exactly once;
//! a closed tour ends a knight move from where it began.
//!
//! # Conventions
//!
//! The board has `rows x cols` squares, rows and columns counted from 0,
//! row 0 at the top, as for the queens; a square is a [`Square`]. On square
//! boards [`Square::parse`] and [`Square::algebraic`] read and write chess
//! notation (`a1` is row `n - 1`, column 0). The colour of a square is the
//! parity of `row + col`; the corners have `row + col` even (on boards
//! with an odd number of squares, the colour with more squares).
//!
//! A [`Tour`] is the path of squares; [`Tour::numbers`] is the board
//! numbered by the path, as the lessons print it.
//!
//! # Methods
//!
//! | method | finds | cost |
//! |---|---|---|
//! | [`TourMethod::Backtrack`] ([`backtrack()`], [`for_each_tour`], [`count_tours`]) | the first tour, or every tour, in the fixed move order [`KNIGHT_MOVES`] | exponential: small boards only |
//! | [`TourMethod::Warnsdorff`] ([`warnsdorff()`]) | one tour, by the fewest-onward-moves rule with fallbacks | about linear: a 1000 x 1000 board in a fraction of a second |
//! | [`TourMethod::Divide`] ([`divide()`]) | one closed tour, by divide and conquer | linear: a 1000 x 1000 board in milliseconds |
//!
//! # Size and memory
//!
//! Boards have at most 2^32 - 1 squares, and the searches take square
//! boards up to 65,532 a side; [`check_size`] and [`memory_bytes`] say
//! before starting whether a board fits and how much memory a method
//! needs (see the notes of [`check_size`] and [`memory_bytes`]). The
//! methods allocate fallibly: a board too big for the machine is
//! [`ErrorKind::OutOfMemory`], not an abort.
//!
//! # Which boards have tours
//!
//! Answered from the theorems, without search, by [`has_open_tour`],
//! [`has_closed_tour`] and [`ruled_out`]; an impossible request is an
//! [`ErrorKind::NoTour`] error carrying a [`NoTourReason`].
//!
//! # Example
//!
//! ```
//! use nqueens::{Square, TourMethod, find_tour};
//!
//! let a1 = Square::parse("a1", 8).unwrap();
//! let tour = find_tour(8, 8, a1, true, TourMethod::Divide).unwrap();
//! assert!(tour.is_valid() && tour.is_closed());
//! assert_eq!(tour.start(), Some(a1));
//! assert_eq!(tour.numbers()[7][0], 1);
//!
//! assert_eq!(nqueens::tour::count_tours(5, 5, Square::new(0, 0), false), Ok(304));
//! ```

use std::fmt;
use std::str::FromStr;

use crate::board::Square;
pub use crate::error::TourUnsettled;
use crate::error::{Error, ErrorKind};

mod backtrack;
mod construction;
mod divide;
mod exist;
mod grid;
mod limits;
mod path;
mod search;
pub mod trace;
mod warnsdorff;

pub use backtrack::{
    BACKTRACK_STEPS_PER_SECOND, backtrack, backtrack_until, count_tours, estimate_tours,
    for_each_tour,
};
pub use construction::construction_covers;
pub use divide::divide;
pub use exist::{NoTourReason, has_closed_tour, has_open_tour, ruled_out};
pub use limits::{
    MAX_SEARCH_GRID, MAX_SEARCH_SQUARE_SIDE, MAX_SQUARE_SIDE, MAX_SQUARES, check_size, memory_bytes,
};
pub use path::{Tour, TourDefect};
pub use trace::{TourStep, TourTrace, TourTraceStats};
pub use warnsdorff::warnsdorff;

/// The eight knight moves as `(row step, column step)`, in the order the
/// backtracking search tries them: two rows down and one column right
/// first, then round the compass through `(1, 2)`, `(-1, 2)`, `(-2, 1)`,
/// `(-2, -1)`, `(-1, -2)`, `(1, -2)` and `(2, -1)` (the order of the classic
/// textbook program, with its first coordinate the row). Move `k` and move
/// `k ^ 4` are each other's reverse.
pub const KNIGHT_MOVES: [(isize, isize); 8] = [
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
];

/// A way of finding a tour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TourMethod {
    /// The lessons' backtracking: moves in the fixed order, depth first
    /// ([`backtrack()`]).
    Backtrack,
    /// Warnsdorff's rule with Roth's tie-break and fallbacks ([`warnsdorff()`]).
    #[default]
    Warnsdorff,
    /// Divide and conquer after Parberry ([`divide()`]).
    Divide,
}

impl TourMethod {
    /// Every method, the default first.
    pub const ALL: [TourMethod; 3] = [
        TourMethod::Warnsdorff,
        TourMethod::Backtrack,
        TourMethod::Divide,
    ];

    /// The method's name: `backtrack`, `warnsdorff` or `divide`.
    pub fn name(self) -> &'static str {
        match self {
            TourMethod::Backtrack => "backtrack",
            TourMethod::Warnsdorff => "warnsdorff",
            TourMethod::Divide => "divide",
        }
    }
}

impl fmt::Display for TourMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TourMethod {
    type Err = String;

    fn from_str(text: &str) -> Result<TourMethod, String> {
        TourMethod::ALL
            .into_iter()
            .find(|method| method.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = TourMethod::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown method {text:?}; expected one of {}",
                    names.join(", ")
                )
            })
    }
}

/// A knight's tour of a `rows x cols` board from `start`, closed or open,
/// by `method`.
///
/// Errors: [`ErrorKind::EmptyBoard`], [`ErrorKind::SquareOffTourBoard`],
/// [`ErrorKind::NoTour`] when the rules or a complete search prove there is
/// no such tour (the backtracking search proves it by running out of
/// paths), [`ErrorKind::TourUnsupported`] when a search gives up or the
/// board is beyond the method's size limits ([`check_size`]), and
/// [`ErrorKind::OutOfMemory`] when the method's tables, about
/// [`memory_bytes`], cannot be allocated.
///
/// ```
/// use nqueens::{ErrorKind, Square, TourMethod, find_tour, tour::NoTourReason};
///
/// let tour = find_tour(5, 5, Square::new(0, 0), false, TourMethod::Backtrack).unwrap();
/// assert!(tour.is_valid());
///
/// let err = find_tour(4, 4, Square::new(0, 0), false, TourMethod::Warnsdorff).unwrap_err();
/// assert!(matches!(
///     err.kind(),
///     ErrorKind::NoTour { reason: NoTourReason::SmallBoard, .. }
/// ));
/// ```
pub fn find_tour(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    method: TourMethod,
) -> Result<Tour, Error> {
    find_tour_until(
        rows,
        cols,
        start,
        closed,
        method,
        &std::sync::atomic::AtomicBool::new(false),
    )
}

/// [`find_tour`] that gives up with [`ErrorKind::Interrupted`] once `stop`
/// is set: the exponential backtracking looks at the flag as it goes (see
/// [`backtrack_until`]); Warnsdorff's rule and the construction take time
/// linear in the squares and finish regardless.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use nqueens::{ErrorKind, Square, TourMethod, tour::find_tour_until};
///
/// let go = AtomicBool::new(false);
/// let tour = find_tour_until(6, 6, Square::new(0, 0), false, TourMethod::Backtrack, &go);
/// assert!(tour.unwrap().is_valid());
///
/// let stopped = AtomicBool::new(true);
/// let err = find_tour_until(6, 6, Square::new(0, 0), false, TourMethod::Backtrack, &stopped);
/// assert_eq!(err.unwrap_err().kind(), &ErrorKind::Interrupted);
/// ```
pub fn find_tour_until(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    method: TourMethod,
    stop: &std::sync::atomic::AtomicBool,
) -> Result<Tour, Error> {
    match method {
        TourMethod::Warnsdorff => warnsdorff(rows, cols, start, closed),
        TourMethod::Divide => divide(rows, cols, start, closed),
        TourMethod::Backtrack => {
            backtrack_until(rows, cols, start, closed, stop)?.ok_or_else(|| {
                Error::new(ErrorKind::NoTour {
                    rows,
                    cols,
                    start,
                    closed,
                    reason: ruled_out(rows, cols, start, closed).unwrap_or(NoTourReason::Searched),
                })
            })
        }
    }
}
