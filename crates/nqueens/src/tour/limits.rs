//! How large a board each tour method takes, and the memory it needs:
//! the figures to check before starting (see [`check_size`] and
//! [`memory_bytes`]).

use super::TourMethod;
use super::construction::construction_covers;
use super::path::check_board;
use crate::error::{Error, ErrorKind};

/// The most squares a tour's board may have: squares are numbered in 32
/// bits.
pub const MAX_SQUARES: u64 = u32::MAX as u64;

/// The most entries the grid of a search may have, the board with a margin
/// of two squares all round: `(rows + 4) x (cols + 4)`, numbered in 32 bits.
pub const MAX_SEARCH_GRID: u64 = 1 << 32;

/// The largest square board a tour may cover ([`MAX_SQUARES`]).
pub const MAX_SQUARE_SIDE: usize = 65_535;

/// The largest square board the searches take ([`MAX_SEARCH_GRID`]).
pub const MAX_SEARCH_SQUARE_SIDE: usize = 65_532;

/// The largest board on which Warnsdorff's fallbacks cut split boards.
pub(crate) const SPLIT_CUT_SQUARES: usize = 10_000;

/// Bytes allowed for the small tables: the block tours the construction
/// finds on first use, the strip seeds, a search's scratch.
const SMALL_BYTES: u64 = 1 << 16;

/// Whether `method` searches on this board, rather than constructing.
fn searches(rows: usize, cols: usize, method: TourMethod) -> bool {
    method != TourMethod::Divide || !construction_covers(rows, cols)
}

/// Whether a `rows x cols` board is within the size limits of `method`:
/// not empty, at most [`MAX_SQUARES`] squares, and for a method that
/// searches on this board at most [`MAX_SEARCH_GRID`] entries with the
/// margin. The errors are those the method itself gives,
/// [`ErrorKind::EmptyBoard`] and [`ErrorKind::TourUnsupported`]; memory is
/// not checked (see [`memory_bytes`]).
///
/// A [`Tour`](crate::Tour) numbers its squares `row * cols + col` in 32
/// bits, so a board has at most [`MAX_SQUARES`] = `2^32 - 1` squares:
/// square boards up to [`MAX_SQUARE_SIDE`] = 65,535 a side, and a side of
/// 100,000 only with at most 42,949 on the other. The searches
/// (Warnsdorff's rule, the lessons' backtracking, and `divide` on the
/// boards it does not construct) number the board with a margin of two
/// squares all round in 32 bits too, so `(rows + 4) x (cols + 4)` is at
/// most [`MAX_SEARCH_GRID`] = `2^32`: square boards up to
/// [`MAX_SEARCH_SQUARE_SIDE`] = 65,532 a side, and 100,000 with at most
/// 42,943. So the largest square tours the methods make are 65,534 a side
/// by the construction (65,535 is odd, without closed tours, and its open
/// tours would come from a search) and 65,532 by a search. The methods
/// check these limits before they start.
///
/// ```
/// use nqueens::TourMethod;
/// use nqueens::tour::{MAX_SEARCH_SQUARE_SIDE, MAX_SQUARE_SIDE, check_size};
///
/// // The construction covers this board: only the squares count.
/// assert!(check_size(65_534, 65_534, true, TourMethod::Divide).is_ok());
/// assert!(check_size(65_534, 65_534, true, TourMethod::Warnsdorff).is_err());
/// let side = MAX_SEARCH_SQUARE_SIDE;
/// assert!(check_size(side, side, false, TourMethod::Warnsdorff).is_ok());
/// assert!(check_size(side + 1, side + 1, false, TourMethod::Warnsdorff).is_err());
/// let side = MAX_SQUARE_SIDE + 1;
/// assert!(check_size(side, side, true, TourMethod::Divide).is_err());
/// assert!(check_size(100_000, 42_949, true, TourMethod::Divide).is_ok());
/// ```
pub fn check_size(rows: usize, cols: usize, closed: bool, method: TourMethod) -> Result<(), Error> {
    check_board(rows, cols, closed, method.name())?;
    if searches(rows, cols, method) {
        check_search_grid(rows, cols, closed, method.name())?;
    }
    Ok(())
}

/// Checks that a search's padded grid of a `rows x cols` board can be
/// numbered in 32 bits.
pub(crate) fn check_search_grid(
    rows: usize,
    cols: usize,
    closed: bool,
    method: &'static str,
) -> Result<(), Error> {
    if grid_entries(rows, cols) <= MAX_SEARCH_GRID {
        return Ok(());
    }
    Err(Error::new(ErrorKind::TourUnsupported {
        rows,
        cols,
        closed,
        method,
        reason: crate::error::TourUnsettled::MarginTooWide,
    }))
}

fn grid_entries(rows: usize, cols: usize) -> u64 {
    (rows as u64)
        .saturating_add(4)
        .saturating_mul((cols as u64).saturating_add(4))
}

/// The bytes `method` holds at its peak to find a tour of a `rows x cols`
/// board, closed or open, the tour included; an upper bound in practice,
/// which the test suite checks against the allocations it measures. A
/// board the theorems rule out costs nothing, whatever this says.
///
/// With `S = rows x cols` squares and `G = (rows + 4) x
/// (cols + 4)` entries of the padded grid:
///
/// | method | bytes |
/// |---|---|
/// | [`divide`](crate::tour::divide()), on the boards it constructs | `5 S`: a byte of two moves a square, and the tour's four |
/// | a search: [`warnsdorff`](crate::tour::warnsdorff()), [`backtrack`](crate::tour::backtrack()), and `divide` on other boards | `2 G + 5 S`, `3 G + 5 S` for closed tours, plus `G` for open tours of a board of four rows or columns |
///
/// plus 64 KiB for small tables, and on boards of up to 10,000 squares
/// `4 G + 8 S` for the cut of Warnsdorff's last fallbacks. A grid entry's
/// bytes are whether it is free, its free neighbours and, for closed
/// tours, whether the tour may end there; a square's five are the path
/// (which becomes the tour) and the move to resume at. So the closed tour
/// of the 65,534 x 65,534 board by the construction needs about 21.5 GB,
/// and an open tour of the largest board the searches take, 65,532 x
/// 65,532, by Warnsdorff's rule about 30 GB.
///
/// The methods allocate fallibly: when the memory cannot be had, the
/// answer is [`ErrorKind::OutOfMemory`] holding this figure.
///
/// ```
/// use nqueens::TourMethod;
/// use nqueens::tour::memory_bytes;
///
/// // The construction: five bytes a square.
/// let divide = memory_bytes(1000, 1000, true, TourMethod::Divide);
/// assert_eq!(divide, 5_000_000 + 65_536);
/// // Warnsdorff's rule, closed: three bytes an entry of the padded grid
/// // and five a square.
/// let search = memory_bytes(1000, 1000, true, TourMethod::Warnsdorff);
/// assert_eq!(search, 3 * 1004 * 1004 + 5_000_000 + 65_536);
/// ```
pub fn memory_bytes(rows: usize, cols: usize, closed: bool, method: TourMethod) -> u64 {
    if searches(rows, cols, method) {
        search_bytes(rows, cols, closed, method != TourMethod::Backtrack)
    } else {
        construction_bytes(rows, cols)
    }
}

/// The construction's peak: the move bytes and the tour read off them.
pub(crate) fn construction_bytes(rows: usize, cols: usize) -> u64 {
    squares(rows, cols)
        .saturating_mul(5)
        .saturating_add(SMALL_BYTES)
}

/// A search's peak, with Warnsdorff's fallbacks (`fallbacks`) or alone.
pub(crate) fn search_bytes(rows: usize, cols: usize, closed: bool, fallbacks: bool) -> u64 {
    let (s, g) = (squares(rows, cols), grid_entries(rows, cols));
    let four_lines = !closed && (rows == 4 || cols == 4);
    // Per entry: free, free neighbours, may close, inner line.
    let per_entry = 2 + u64::from(closed) + u64::from(four_lines);
    let mut bytes = g
        .saturating_mul(per_entry)
        .saturating_add(s.saturating_mul(5))
        .saturating_add(SMALL_BYTES);
    if fallbacks && s <= SPLIT_CUT_SQUARES as u64 {
        // The split cut's marks and its stack.
        bytes += 4 * g + 8 * s;
    }
    if fallbacks && construction_covers(rows, cols) {
        bytes = bytes.max(construction_bytes(rows, cols));
    }
    bytes
}

fn squares(rows: usize, cols: usize) -> u64 {
    (rows as u64).saturating_mul(cols as u64)
}
