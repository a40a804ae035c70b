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
use std::sync::atomic::{AtomicBool, Ordering};

use super::KNIGHT_MOVES;
use super::exist::ruled_out;
use super::grid::Grid;
use super::limits::{check_search_grid, search_bytes};
use super::path::{Tour, check_square};
use super::search::{Order, Outcome, Probe, Search};
use super::warnsdorff::plain_path;
use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::estimate::{Estimate, estimate};
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

/// [`backtrack`] that gives up once `stop` is set, with
/// [`ErrorKind::Interrupted`]: the search looks at the flag every 65,536
/// steps (well under a millisecond), so a caller with a deadline (a
/// server's time limit, a user's Ctrl-C) gets its thread back soon after.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use nqueens::{ErrorKind, Square, tour};
///
/// let go = AtomicBool::new(false);
/// let first = tour::backtrack_until(5, 5, Square::new(0, 0), false, &go).unwrap();
/// assert!(first.unwrap().is_valid());
///
/// let stopped = AtomicBool::new(true);
/// let err = tour::backtrack_until(5, 5, Square::new(0, 0), false, &stopped).unwrap_err();
/// assert_eq!(err.kind(), &ErrorKind::Interrupted);
/// ```
pub fn backtrack_until(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    stop: &AtomicBool,
) -> Result<Option<Tour>, Error> {
    /// Steps between two looks at the flag.
    const STRIDE: u64 = 1 << 16;
    let Some((grid, mut search)) = fixed_order_search(rows, cols, start, closed)? else {
        return Ok(None);
    };
    loop {
        if stop.load(Ordering::Relaxed) {
            return Err(Error::new(ErrorKind::Interrupted));
        }
        // The search resumes where its budget ran out.
        let budget = search.steps.saturating_add(STRIDE);
        match search.run(Some(budget), |_| ControlFlow::Break(())) {
            Outcome::Stopped => {
                let path = plain_path(&grid, search.into_path());
                return Ok(Some(Tour::from_indices(rows, cols, path, closed)));
            }
            Outcome::Exhausted => return Ok(None),
            Outcome::OutOfSteps => {}
        }
    }
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
    each_tour(rows, cols, start, closed, &mut visit)
}

/// [`for_each_tour`]'s search, compiled here once with the library's
/// optimisation rather than in each caller's crate with its own.
fn each_tour(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    visit: &mut dyn FnMut(&[Square]) -> ControlFlow<()>,
) -> Result<(), Error> {
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

/// Steps a second that [`count_tours`] and [`for_each_tour`] take (a step
/// is a move tried), for turning [`estimate_tours`] into time: measured on
/// boards of five and six columns on a small cloud machine, where it runs
/// from 5 to 10 million. Orders of magnitude only.
pub const BACKTRACK_STEPS_PER_SECOND: f64 = 1e7;

/// Knuth's estimate ([`crate::estimate`]) of the search that
/// [`count_tours`] and [`for_each_tour`] make from `start`: the same tree,
/// its nodes the steps of the search and one for the start (so
/// [`Estimate::log10_cost`] is in steps, see [`BACKTRACK_STEPS_PER_SECOND`])
/// and its solutions the tours.
///
/// Deterministic for a given `seed`. The probes visit a few million
/// squares at most, a few tenths of a second. Boards the rules rule out
/// are not searched: no nodes, no tours, no probes. The number of steps is
/// close (within a few tens of percent on the boards the tests count
/// exactly); the number of tours is rougher, as tours are rare leaves of
/// the tree.
///
/// ```
/// use nqueens::{Square, tour};
///
/// // Counting the tours from a1 of the chessboard: more than 10^15 steps,
/// // years at any speed.
/// let a1 = Square::parse("a1", 8).unwrap();
/// let eight = tour::estimate_tours(8, 8, a1, false, 0).unwrap();
/// assert!(eight.log10_seconds_at(tour::BACKTRACK_STEPS_PER_SECOND) > 8.0);
///
/// // 304 tours from a corner of the 5 x 5 board, found in 8036 steps.
/// let five = tour::estimate_tours(5, 5, Square::new(0, 0), false, 0).unwrap();
/// assert!((150.0..600.0).contains(&five.solutions()));
/// assert!((4000.0..16000.0).contains(&five.nodes()));
/// ```
pub fn estimate_tours(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    seed: u64,
) -> Result<Estimate, Error> {
    /// Squares visited by all probes together, at most.
    const WORK: usize = 1 << 22;
    /// Most probes: small boards need many, as most probes end early.
    const MOST: usize = 1 << 16;
    check_square(rows, cols, start, closed, "backtrack")?;
    if ruled_out(rows, cols, start, closed).is_some() {
        return Ok(Estimate::exact(0.0, 0.0, 1.0));
    }
    check_search_grid(rows, cols, closed, "backtrack")?;
    let grid = Grid::with_order(rows, cols, KNIGHT_MOVES);
    let mut search = Search::new(&grid, Order::Fixed, closed, &[grid.index(start)], None)
        .map_err(|no: NoMemory| no.error("backtrack", search_bytes(rows, cols, closed, false)))?;
    let probes = (WORK / grid.squares()).clamp(64, MOST) as u64;
    Ok(estimate(&mut Probe::new(&mut search), probes, seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps of the search [`count_tours`] makes, and its tours.
    fn search_size(rows: usize, cols: usize, start: Square, closed: bool) -> (u64, u64) {
        let grid = Grid::with_order(rows, cols, KNIGHT_MOVES);
        let mut search = Search::new(&grid, Order::Fixed, closed, &[grid.index(start)], None)
            .expect("a small board fits in memory");
        let mut tours = 0;
        let _ = search.run(None, |_| {
            tours += 1;
            ControlFlow::Continue(())
        });
        (search.steps, tours)
    }

    #[test]
    fn estimates_are_close_to_the_exact_sizes() {
        let boards = [
            (5, 5, Square::new(0, 0), false),
            (5, 5, Square::new(2, 2), false),
            (4, 5, Square::new(0, 0), false),
            (6, 6, Square::new(0, 0), false),
            (6, 6, Square::new(0, 0), true),
        ];
        for (rows, cols, start, closed) in boards {
            let (steps, tours) = search_size(rows, cols, start, closed);
            let mut sum = 0.0;
            for seed in 0..4 {
                let found = estimate_tours(rows, cols, start, closed, seed).unwrap();
                assert_eq!(
                    found,
                    estimate_tours(rows, cols, start, closed, seed).unwrap()
                );
                let off = found.nodes() / (steps + 1) as f64;
                // Within 35% on these boards; the bounds leave room.
                assert!(
                    (0.5..2.0).contains(&off),
                    "{rows} x {cols} from {start:?}, seed {seed}: {found:?}, {steps} steps"
                );
                sum += off;
                // Tours are rare leaves: only the open tours of the small
                // boards are hit often enough to check.
                if !closed {
                    let off = found.solutions() / tours as f64;
                    assert!((0.4..2.5).contains(&off), "{found:?}, {tours} tours");
                }
            }
            let mean = sum / 4.0;
            assert!((0.7..1.4).contains(&mean), "{rows} x {cols}: mean {mean}");
        }
    }

    #[test]
    fn boards_ruled_out_are_not_searched() {
        let found = estimate_tours(5, 5, Square::new(0, 1), false, 0).unwrap();
        assert_eq!((found.nodes(), found.probes), (0.0, 0));
        assert_eq!(count_tours(5, 5, Square::new(0, 1), false), Ok(0));
    }

    #[test]
    fn large_boards_are_estimated_in_one_go() {
        let found = estimate_tours(30, 30, Square::new(29, 0), false, 0).unwrap();
        assert!(!found.truncated && found.log10_nodes > 100.0, "{found:?}");
    }
}
