//! The `divide` method: the construction of [`super::construction`] where
//! it applies, and a search where it does not. Kept apart from the
//! construction, which the Warnsdorff search also uses, so that the two
//! modules do not import each other.

use super::construction::constructed;
use super::exist::check_possible;
use super::limits::construction_bytes;
use super::path::Tour;
use super::warnsdorff::{closed_search, warnsdorff};
use crate::board::Square;
use crate::error::Error;
use crate::memory::NoMemory;

/// A closed tour of a `rows x cols` board by the divide-and-conquer
/// construction, run from `start`; with `closed` false the same cycle is
/// returned as an open tour (which happens to close).
///
/// The construction takes linear time: a 1000 x 1000 board takes a few
/// milliseconds. It covers every board that has a closed tour (see
/// [`crate::tour::construction_covers`]); open tours of the other boards come from
/// [`crate::tour::warnsdorff()`]. (Should the search for a block's tour
/// ever fail, which none does, closed tours would come from the search
/// with the closing constraint instead.)
///
/// ```
/// use nqueens::{Square, tour};
/// let tour = tour::divide(1000, 1000, Square::new(500, 500), true).unwrap();
/// assert_eq!(tour.len(), 1_000_000);
/// assert_eq!(tour.start(), Some(Square::new(500, 500)));
/// assert!(tour.is_valid());
/// ```
pub fn divide(rows: usize, cols: usize, start: Square, closed: bool) -> Result<Tour, Error> {
    check_possible(rows, cols, start, closed, "divide")?;
    let out_of_memory = |no: NoMemory| no.error("divide", construction_bytes(rows, cols));
    match constructed(rows, cols, start, closed).map_err(out_of_memory)? {
        Some(tour) => Ok(tour),
        None if closed => closed_search(rows, cols, start, "divide"),
        None => warnsdorff(rows, cols, start, false),
    }
}
