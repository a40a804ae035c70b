//! Which boards have tours, answered from the published theorems: no search.

pub use crate::error::NoTourReason;

use crate::board::Square;

/// Whether some open tour covers a `rows x cols` board, from some start.
///
/// The rule is Conrad, Hindrichs, Morsy and Wegener, "Solution of the
/// knight's Hamiltonian path problem on chessboards", Discrete Applied
/// Mathematics 50 (1994) 125-134, with Cull and De Curtins, "Knight's tour
/// revisited", Fibonacci Quarterly 16 (1978) 276-285, for the boards whose
/// sides are both at least 5: with `m <= n`, an open tour exists unless
/// `m = 1` and `n > 1`, or `m = 2`, or `m = 3` and `n` is 3, 5 or 6, or
/// `m = n = 4`. (A 1 x 1 board has its one-square tour.) The test suite
/// checks the narrow boards by exhaustive search.
///
/// ```
/// use nqueens::tour::has_open_tour;
/// assert!(has_open_tour(3, 4));
/// assert!(has_open_tour(5, 5));
/// assert!(!has_open_tour(4, 4));
/// assert!(!has_open_tour(6, 3));
/// ```
pub fn has_open_tour(rows: usize, cols: usize) -> bool {
    rows > 0 && cols > 0 && board_without_open_tour(rows, cols).is_none()
}

/// Whether a closed tour covers a `rows x cols` board.
///
/// Schwenk's theorem ("Which rectangular chessboards have a knight's
/// tour?", Mathematics Magazine 64 (1991) 325-332): with `m <= n`, an
/// `m x n` board has a closed tour unless `m` and `n` are both odd, or `m`
/// is 1, 2 or 4, or `m = 3` and `n` is 4, 6 or 8.
///
/// ```
/// use nqueens::tour::has_closed_tour;
/// assert!(has_closed_tour(6, 6));
/// assert!(has_closed_tour(3, 10));
/// assert!(!has_closed_tour(8, 3));
/// assert!(!has_closed_tour(4, 100));
/// assert!(!has_closed_tour(5, 5));
/// ```
pub fn has_closed_tour(rows: usize, cols: usize) -> bool {
    rows > 0 && cols > 0 && board_without_closed_tour(rows, cols).is_none()
}

/// The check every tour method starts with: the start is on the board, and
/// the theorems do not rule the tour out.
pub(crate) fn check_possible(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
    method: &'static str,
) -> Result<(), crate::Error> {
    super::path::check_square(rows, cols, start, closed, method)?;
    match ruled_out(rows, cols, start, closed) {
        Some(reason) => Err(crate::Error::new(crate::ErrorKind::NoTour {
            rows,
            cols,
            start,
            closed,
            reason,
        })),
        None => Ok(()),
    }
}

/// Why the rules alone rule out a tour from `start`, if they do: the
/// board-wide theorems of [`has_open_tour`] and [`has_closed_tour`], and the
/// colour of the start on boards with an odd number of squares. `None`
/// means that the board has tours; whether one starts at `start` is then
/// certain for closed tours (a cycle can start anywhere) and for every
/// open tour the library has searched for except on a few small or narrow
/// boards (a 5 x 5 board, for one, has squares of the corners' colour from
/// which no tour starts), where the search settles it.
///
/// The start is taken to be on the board, so the board is not empty.
///
/// ```
/// use nqueens::{Square, tour::{ruled_out, NoTourReason}};
/// // b1 on a 5 x 5 board is row 4, column 1: 4 + 1 is odd.
/// let b1 = Square::parse("b1", 5).unwrap();
/// assert_eq!(ruled_out(5, 5, b1, false), Some(NoTourReason::MinorityColour));
/// assert_eq!(ruled_out(5, 5, Square::new(0, 0), false), None);
/// assert_eq!(ruled_out(5, 5, Square::new(0, 0), true), Some(NoTourReason::OddBoard));
/// ```
pub fn ruled_out(rows: usize, cols: usize, start: Square, closed: bool) -> Option<NoTourReason> {
    if closed {
        return board_without_closed_tour(rows, cols);
    }
    if let Some(reason) = board_without_open_tour(rows, cols) {
        return Some(reason);
    }
    // Four lines: see `NoTourReason::InnerStart`.
    let line = match (rows, cols) {
        (4, _) => Some(start.row),
        (_, 4) => Some(start.col),
        _ => None,
    };
    if line.is_some_and(|line| line == 1 || line == 2) {
        return Some(NoTourReason::InnerStart);
    }
    // A path over an odd number of squares alternates colours and has one
    // square more of the colour it starts on.
    if rows % 2 == 1 && cols % 2 == 1 && (start.row + start.col) % 2 == 1 {
        return Some(NoTourReason::MinorityColour);
    }
    None
}

fn board_without_open_tour(rows: usize, cols: usize) -> Option<NoTourReason> {
    let (m, n) = (rows.min(cols), rows.max(cols));
    match (m, n) {
        (1, 1) => None,
        (1, _) => Some(NoTourReason::OneLine),
        (2, _) => Some(NoTourReason::TwoLines),
        (3, 3 | 5 | 6) | (4, 4) => Some(NoTourReason::SmallBoard),
        _ => None,
    }
}

fn board_without_closed_tour(rows: usize, cols: usize) -> Option<NoTourReason> {
    let (m, n) = (rows.min(cols), rows.max(cols));
    match (m, n) {
        (1, _) => Some(NoTourReason::OneLine),
        (2, _) => Some(NoTourReason::TwoLines),
        _ if m % 2 == 1 && n % 2 == 1 => Some(NoTourReason::OddBoard),
        (4, _) => Some(NoTourReason::FourLines),
        (3, 4 | 6 | 8) => Some(NoTourReason::ThreeLines),
        _ => None,
    }
}
