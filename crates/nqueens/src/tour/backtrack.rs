//! The lessons' method: from the start, try the eight moves in the fixed
//! order of [`KNIGHT_MOVES`], depth first, stepping back from every dead
//! end.
//!
//! The search is the textbook one with additions that change nothing it
//! finds, only how soon it gives up on a branch: the board is an array with
//! a margin of two squares (no bounds checks), every free square keeps its
//! count of free neighbours, and a branch ends as soon as some free square
//! can no longer be part of a tour (a square nobody can reach, or two that
//! could each only be last; see the notes of the search module), or on a
//! board of four rows or columns as soon as it breaks the shape every tour
//! there has. Tours come out in the order the fixed move order makes: the
//! first tour is the lessons' first tour.

use std::ops::ControlFlow;

use super::KNIGHT_MOVES;
use super::exist::ruled_out;
use super::grid::Grid;
use super::limits::{check_search_grid, search_bytes};
use super::path::{Tour, check_square};
use super::search::{Order, Outcome, Search};
use super::warnsdorff::plain_path;
use crate::board::Square;
use crate::error::Error;
use crate::memory::NoMemory;

/// The first tour from `start` in the fixed move order, or `None` when no
/// tour starts there (the search then explored every path).
///
/// The search is exponential. With its cuts it finds the first tour from a
/// corner of the square boards 5 x 5 to 8 x 8 in well under a millisecond,
/// but from some starts of 9 x 9 and larger boards it can run for hours
/// (the lessons' point); use [`crate::tour::warnsdorff()`] or
/// [`crate::tour::divide()`] for big boards.
///
/// ```
/// use nqueens::{Square, tour};
/// let first = tour::backtrack(5, 5, Square::new(0, 0), false).unwrap().unwrap();
/// assert!(first.is_valid());
/// assert_eq!(first.get(1), Some(Square::new(2, 1))); // two down, one right
/// assert_eq!(tour::backtrack(5, 5, Square::new(0, 1), false).unwrap(), None);
/// ```
pub fn backtrack(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
) -> Result<Option<Tour>, Error> {
    let Some((grid, mut search)) = fixed_order_search(rows, cols, start, closed)? else {
        return Ok(None);
    };
    // The search's own path becomes the tour: no copy of it as squares.
    Ok(match search.run(None, |_| ControlFlow::Break(())) {
        Outcome::Stopped => Some(Tour::from_indices(
            rows,
            cols,
            plain_path(&grid, search.into_path()),
            closed,
        )),
        Outcome::Exhausted | Outcome::OutOfSteps => None,
    })
}

/// The lessons' search from `start`, or `None` when the rules exclude the
/// board.
fn fixed_order_search(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
) -> Result<Option<(Grid, Search)>, Error> {
    check_square(rows, cols, start, closed, "backtrack")?;
    if ruled_out(rows, cols, start, closed).is_some() {
        return Ok(None);
    }
    check_search_grid(rows, cols, closed, "backtrack")?;
    let grid = Grid::with_order(rows, cols, KNIGHT_MOVES);
    let search = Search::new(&grid, Order::Fixed, closed, &[grid.index(start)], None)
        .map_err(|no: NoMemory| no.error("backtrack", search_bytes(rows, cols, closed, false)))?;
    Ok(Some((grid, search)))
}

/// Calls `visit` with every tour from `start`, in the order of the fixed
/// move order, until it returns [`ControlFlow::Break`]. Closed tours are the
/// open ones whose last square is a knight move from the start, so each
/// cycle through `start` comes once in each direction.
///
/// Boards the rules of [`crate::tour::ruled_out`] exclude return at once.
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::{Square, tour};
/// let mut ends = Vec::new();
/// tour::for_each_tour(3, 4, Square::new(0, 0), false, |path| {
///     ends.push(path[11]);
///     ControlFlow::Continue(())
/// })
/// .unwrap();
/// assert_eq!(ends.len(), 2);
/// ```
pub fn for_each_tour<F>(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    mut visit: F,
) -> Result<(), Error>
where
    F: FnMut(&[Square]) -> ControlFlow<()>,
{
    let Some((grid, mut search)) = fixed_order_search(rows, cols, start, closed)? else {
        return Ok(());
    };
    // Filled at the first tour, so that a search which finds none holds no
    // sixteen bytes a square for it.
    let mut squares = Vec::new();
    // Whether the visitor stopped early is the visitor's own knowledge.
    let _outcome = search.run(None, |path| {
        squares.clear();
        squares.extend(path.iter().map(|&index| grid.square(index as usize)));
        visit(&squares)
    });
    Ok(())
}

/// The number of tours from `start` that [`for_each_tour`] visits: an
/// enumeration, so 304 from a corner of the 5 x 5 board at once, 524,486
/// from a corner of the 6 x 6 board in a second or two, and out of reach
/// beyond.
///
/// ```
/// use nqueens::{Square, tour};
/// assert_eq!(tour::count_tours(5, 5, Square::new(0, 0), false), Ok(304));
/// assert_eq!(tour::count_tours(5, 5, Square::new(0, 1), false), Ok(0));
/// ```
pub fn count_tours(rows: usize, cols: usize, start: Square, closed: bool) -> Result<u64, Error> {
    let mut count = 0u64;
    for_each_tour(rows, cols, start, closed, |_| {
        count += 1;
        ControlFlow::Continue(())
    })?;
    Ok(count)
}
