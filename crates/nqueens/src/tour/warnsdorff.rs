//! Warnsdorff's rule (1823): always move to the free square with the fewest
//! onward moves. Ties are where plain implementations fail, and they fail
//! more often the bigger the board; here they go to the square farther from
//! the centre of the board (Arnd Roth's rule), which keeps the knight
//! sweeping round the edge before it turns inwards, and then to the fixed
//! move order.
//!
//! The rule drives a depth-first search with the cuts of the search
//! module, so a move that strands a square is taken back at once instead
//! of running into a dead end hundreds of moves later; on boards of four
//! rows or columns the search also knows the shape every tour there has
//! (the middle step joins the inner lines, see `NoTourReason::InnerStart`),
//! which turns a hopeless search into a straight run. When the search still
//! goes astray the fallbacks take over in turn, and none answers "no tour"
//! without a proof:
//!
//! 1. the same search under each of the other seven symmetries of the move
//!    order (which changes how the last ties fall), each with a budget of a
//!    few steps a square;
//! 2. on boards with closed tours, the divide-and-conquer construction,
//!    whose cycle, opened at the start, is an open tour;
//! 3. the search with the moves in the fixed order of each symmetry, not
//!    sorted at all: on narrow boards (5 x 11 from `(2, 2)`, for one) that
//!    finds at once tours that Warnsdorff's order misses;
//! 4. on boards of up to 10,000 squares, the Warnsdorff-ordered search
//!    again under each move order with one more cut, of branches whose free
//!    squares have fallen apart (a pass over the board a step, so it is
//!    kept for the boards that need it: narrow ones, where a stranded region
//!    is the usual failure);
//! 5. one last, longer run of that search.
//!
//! Every stage is a complete search cut short by a budget, so one that runs
//! out of branches has proved that no tour starts here, whatever its order.
//! When every budget runs out (about a second of work in all on small
//! boards, a few seconds on a board of a million squares) the answer is
//! [`ErrorKind::TourUnsupported`], never a hang.
//!
//! Roth's rule alone, without the cuts, finds a tour from about 99% of the
//! starts on square boards of 5 to 30 and from typical starts on boards of
//! a million squares. With them, the test suite finds a tour (or proves
//! there is none) from every start of every square board from 5 to 30 and
//! of every rectangle up to 12 x 12; one-off runs did the same for every
//! rectangle up to 30 x 30 (111,447 starts, 9 seconds in all) and every
//! square board up to 80 x 80 (another 164,425 starts, 40 seconds).

use std::ops::ControlFlow;

use super::KNIGHT_MOVES;
use super::construction::constructed;
use super::exist::{NoTourReason, check_possible};
use super::grid::Grid;
use super::limits::{SPLIT_CUT_SQUARES, check_search_grid, search_bytes};
use super::path::Tour;
use super::search::{Order, Outcome, Search};
use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::memory::NoMemory;

/// Steps a square allowed to each attempt of the first three stages, plus
/// a fixed allowance for small boards.
const STEPS_PER_SQUARE: u64 = 4;
const STEPS_EXTRA: u64 = 20_000;

/// Work allowed to each attempt of the fourth stage, and to the last.
const SPLIT_BUDGET: u64 = 2_000_000;
const FINAL_BUDGET: u64 = 20_000_000;

/// The eight symmetries of the move order: [`KNIGHT_MOVES`] with rows
/// flipped, columns flipped and the two swapped, in every combination.
fn symmetric_orders() -> [[(isize, isize); 8]; 8] {
    std::array::from_fn(|symmetry| {
        KNIGHT_MOVES.map(|(mut dr, mut dc)| {
            if symmetry & 1 != 0 {
                dr = -dr;
            }
            if symmetry & 2 != 0 {
                dc = -dc;
            }
            if symmetry & 4 != 0 {
                std::mem::swap(&mut dr, &mut dc);
            }
            (dr, dc)
        })
    })
}

/// What a search attempt settled.
enum Found {
    Tour(Vec<u32>),
    NoTour,
    Undecided,
}

/// One search from `start`, its moves sorted by `rule`.
fn attempt(
    grid: &Grid,
    start: Square,
    closed: bool,
    rule: Order,
    cut_splits: bool,
    budget: u64,
) -> Result<Found, NoMemory> {
    let mut search = Search::new(grid, rule, closed, &[grid.index(start)], None)?;
    search.cut_splits = cut_splits;
    let outcome = search.run(Some(budget), |_| ControlFlow::Break(()));
    Ok(match outcome {
        Outcome::Stopped => Found::Tour(plain_path(grid, search.into_path())),
        Outcome::Exhausted => Found::NoTour,
        Outcome::OutOfSteps => Found::Undecided,
    })
}

/// A search's path of grid indices turned, in place, into the row-major
/// indices of a [`Tour`]: no second copy of a path of millions of squares.
pub(crate) fn plain_path(grid: &Grid, mut path: Vec<u32>) -> Vec<u32> {
    for index in &mut path {
        *index = grid.plain(*index as usize);
    }
    path
}

/// One stage of the fallback chain.
#[derive(Clone, Copy, Debug)]
enum Stage {
    /// The search with the moves in `order`, sorted by `rule`.
    Search {
        rule: Order,
        order: [(isize, isize); 8],
        cut_splits: bool,
        budget: u64,
    },
    /// The divide-and-conquer construction.
    Construction,
}

/// The stages of the module notes, in order, for a board of `squares`.
fn stages(squares: usize) -> Vec<Stage> {
    let orders = symmetric_orders();
    let split_cut = squares <= SPLIT_CUT_SQUARES;
    let plain = squares as u64 * STEPS_PER_SQUARE + STEPS_EXTRA;
    let each = |rule, cut_splits, budget| {
        orders.map(|order| Stage::Search {
            rule,
            order,
            cut_splits,
            budget,
        })
    };
    let mut stages = Vec::with_capacity(26);
    stages.extend(each(Order::Warnsdorff, false, plain));
    stages.push(Stage::Construction);
    stages.extend(each(Order::Fixed, false, plain));
    if split_cut {
        stages.extend(each(Order::Warnsdorff, true, SPLIT_BUDGET));
    }
    stages.push(Stage::Search {
        rule: Order::Warnsdorff,
        order: orders[0],
        cut_splits: split_cut,
        budget: FINAL_BUDGET,
    });
    stages
}

/// The fallback chain shared by open and closed tours.
fn search_with_fallbacks(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    method: &'static str,
) -> Result<Tour, Error> {
    check_search_grid(rows, cols, closed, method)?;
    let out_of_memory = |no: NoMemory| no.error(method, search_bytes(rows, cols, closed, true));
    for stage in stages(rows * cols) {
        let found = match stage {
            Stage::Construction => match constructed(rows, cols, start, closed) {
                Ok(Some(tour)) => return Ok(tour),
                Ok(None) => continue,
                Err(no) => return Err(out_of_memory(no)),
            },
            Stage::Search {
                rule,
                order,
                cut_splits,
                budget,
            } => {
                let grid = Grid::with_order(rows, cols, order);
                attempt(&grid, start, closed, rule, cut_splits, budget).map_err(out_of_memory)?
            }
        };
        match found {
            Found::Tour(path) => return Ok(Tour::from_indices(rows, cols, path, closed)),
            // The search is complete whatever the order: a proof.
            Found::NoTour => {
                return Err(Error::new(ErrorKind::NoTour {
                    rows,
                    cols,
                    start,
                    closed,
                    reason: NoTourReason::Searched,
                }));
            }
            Found::Undecided => {}
        }
    }
    Err(Error::new(ErrorKind::TourUnsupported {
        rows,
        cols,
        closed,
        method,
        reason: crate::error::TourUnsettled::GaveUp,
    }))
}

/// A tour from `start` by Warnsdorff's rule, with the fallbacks of the
/// module notes; closed tours are searched for with the closing constraint
/// (the last square must be a knight move from the start).
///
/// The answer is a tour, or [`ErrorKind::NoTour`] when the rules of
/// [`crate::tour::ruled_out`] or a complete search prove there is none, or
/// [`ErrorKind::TourUnsupported`] when a big board defeats every attempt
/// (no board the test suite tries does).
///
/// ```
/// use nqueens::{ErrorKind, Square, tour};
/// let tour = tour::warnsdorff(8, 8, Square::new(0, 0), false).unwrap();
/// assert!(tour.is_valid());
///
/// let big = tour::warnsdorff(1001, 1001, Square::new(500, 500), false).unwrap();
/// assert!(big.is_valid());
///
/// let err = tour::warnsdorff(5, 5, Square::parse("b1", 5).unwrap(), false).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::NoTour { .. }));
/// ```
pub fn warnsdorff(rows: usize, cols: usize, start: Square, closed: bool) -> Result<Tour, Error> {
    check_possible(rows, cols, start, closed, "warnsdorff")?;
    search_with_fallbacks(rows, cols, start, closed, "warnsdorff")
}

/// The closed-tour search for boards the construction does not cover,
/// reported under `method`.
pub(crate) fn closed_search(
    rows: usize,
    cols: usize,
    start: Square,
    method: &'static str,
) -> Result<Tour, Error> {
    search_with_fallbacks(rows, cols, start, true, method)
}
