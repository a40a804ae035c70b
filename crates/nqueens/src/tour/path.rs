//! A knight's tour as a path of squares, and its check.

use std::fmt;

use crate::board::Square;
use crate::error::{Error, ErrorKind};

/// A knight's path over a `rows x cols` board: the squares in the order the
/// knight visits them, and whether the path is meant to be closed (its last
/// square a knight move from its first).
///
/// A `Tour` from the searches and the construction of this module is always
/// valid; [`Tour::new`] accepts any path of squares on the board so that
/// [`Tour::defect`] can say what is wrong with one.
///
/// ```
/// use nqueens::{Square, Tour, TourDefect};
/// // The 3 x 4 board: twelve squares, each once, each step a knight move.
/// let path = [
///     (0, 0), (1, 2), (2, 0), (0, 1), (1, 3), (2, 1),
///     (0, 2), (2, 3), (1, 1), (0, 3), (2, 2), (1, 0),
/// ]
/// .map(|(row, col)| Square::new(row, col));
/// let tour = Tour::new(3, 4, path, false).unwrap();
/// assert!(tour.is_valid());
/// assert_eq!(tour.to_string(), " 1  4  7 10\n12  9  2  5\n 3  6 11  8\n");
///
/// // As a closed tour it fails: (1, 0) is not a knight move from (0, 0).
/// let closed = Tour::new(3, 4, path, true).unwrap();
/// assert!(matches!(closed.defect(), Some(TourDefect::NotClosed { .. })));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Tour {
    rows: usize,
    cols: usize,
    closed: bool,
    /// Row-major indices `row * cols + col`, in the order of the path.
    path: Vec<u32>,
}

/// What is wrong with a [`Tour`]: the first fault along the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TourDefect {
    /// The square at position `again` of the path (counted from 0) was
    /// visited before, at position `first`.
    Repeated {
        /// The square.
        square: Square,
        /// Its first position.
        first: usize,
        /// Its second position.
        again: usize,
    },
    /// The step into position `index` is not a knight move.
    NotAKnightMove {
        /// The position the step leads to.
        index: usize,
        /// The square before it.
        from: Square,
        /// The square at `index`.
        to: Square,
    },
    /// The path has `len` squares where the board has `squares`.
    WrongLength {
        /// The path's length.
        len: usize,
        /// The board's squares.
        squares: usize,
    },
    /// The tour is meant to be closed, but its last square is not a knight
    /// move from its first.
    NotClosed {
        /// The last square.
        last: Square,
        /// The first square.
        first: Square,
    },
}

impl fmt::Display for TourDefect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |s: &Square| format!("({},{})", s.row, s.col);
        match self {
            TourDefect::Repeated {
                square,
                first,
                again,
            } => write!(
                f,
                "square {} is visited twice, at moves {} and {}",
                name(square),
                first + 1,
                again + 1
            ),
            TourDefect::NotAKnightMove { index, from, to } => write!(
                f,
                "move {} from {} to {} is not a knight move",
                index + 1,
                name(from),
                name(to)
            ),
            TourDefect::WrongLength { len, squares } => {
                write!(f, "the path has {len} squares, the board {squares}")
            }
            TourDefect::NotClosed { last, first } => write!(
                f,
                "the tour is not closed: its last square {} is not a knight move from its first {}",
                name(last),
                name(first)
            ),
        }
    }
}

/// Whether two squares are a knight move apart.
pub(crate) fn knight_apart(a: Square, b: Square) -> bool {
    let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
    (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
}

/// Checks that a `rows x cols` board can be toured here: not empty, and
/// small enough for 32-bit square numbers. `method` and `closed` name the
/// request in the error.
pub(crate) fn check_board(
    rows: usize,
    cols: usize,
    closed: bool,
    method: &'static str,
) -> Result<(), Error> {
    if rows == 0 || cols == 0 {
        return Err(Error::new(ErrorKind::EmptyBoard));
    }
    match rows.checked_mul(cols) {
        Some(squares) if squares <= u32::MAX as usize => Ok(()),
        _ => Err(Error::new(ErrorKind::TourUnsupported {
            rows,
            cols,
            closed,
            method,
            reason: crate::error::TourUnsettled::TooManySquares,
        })),
    }
}

/// Checks the board and that `square` is on it.
pub(crate) fn check_square(
    rows: usize,
    cols: usize,
    square: Square,
    closed: bool,
    method: &'static str,
) -> Result<(), Error> {
    check_board(rows, cols, closed, method)?;
    if square.row >= rows || square.col >= cols {
        return Err(Error::new(ErrorKind::SquareOffTourBoard {
            square,
            rows,
            cols,
        }));
    }
    Ok(())
}

impl Tour {
    /// A path over a `rows x cols` board, checked only for squares off the
    /// board; see [`Tour::is_valid`] for the rest.
    ///
    /// ```
    /// use nqueens::{Square, Tour};
    /// let short = Tour::new(3, 3, [Square::new(0, 0), Square::new(2, 1)], false).unwrap();
    /// assert!(!short.is_valid());
    /// assert!(Tour::new(3, 3, [Square::new(3, 0)], false).is_err());
    /// ```
    pub fn new<I>(rows: usize, cols: usize, squares: I, closed: bool) -> Result<Tour, Error>
    where
        I: IntoIterator<Item = Square>,
    {
        check_board(rows, cols, closed, "tour")?;
        let mut path = Vec::new();
        for square in squares {
            check_square(rows, cols, square, closed, "tour")?;
            path.push((square.row * cols + square.col) as u32);
        }
        Ok(Tour {
            rows,
            cols,
            closed,
            path,
        })
    }

    /// A tour from row-major indices the library has produced.
    pub(crate) fn from_indices(rows: usize, cols: usize, path: Vec<u32>, closed: bool) -> Tour {
        Tour {
            rows,
            cols,
            closed,
            path,
        }
    }

    /// Rows of the board.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the tour is meant to be closed, its last square a knight move
    /// from its first (which [`Tour::is_valid`] then checks).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Whether the last square is a knight move from the first, closed tour
    /// or not: an open tour may happen to close.
    pub fn returns_to_start(&self) -> bool {
        match (self.path.first(), self.path.last()) {
            (Some(&first), Some(&last)) if self.path.len() > 1 => {
                knight_apart(self.square_at(first), self.square_at(last))
            }
            _ => false,
        }
    }

    /// Squares on the path.
    pub fn len(&self) -> usize {
        self.path.len()
    }

    /// Whether the path has no square (never so for a found tour).
    pub fn is_empty(&self) -> bool {
        self.path.is_empty()
    }

    fn square_at(&self, index: u32) -> Square {
        let index = index as usize;
        Square::new(index / self.cols, index % self.cols)
    }

    /// The square at position `k` of the path (from 0), if there is one.
    pub fn get(&self, k: usize) -> Option<Square> {
        self.path.get(k).map(|&index| self.square_at(index))
    }

    /// The first square.
    pub fn start(&self) -> Option<Square> {
        self.get(0)
    }

    /// The last square.
    pub fn end(&self) -> Option<Square> {
        self.path.last().map(|&index| self.square_at(index))
    }

    /// The squares in the order of the path.
    pub fn squares(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.path.iter().map(|&index| self.square_at(index))
    }

    /// The path as row-major indices `row * cols + col`: the compact form,
    /// four bytes a square.
    pub fn indices(&self) -> &[u32] {
        &self.path
    }

    /// Whether the path is a knight's tour: every square of the board
    /// exactly once, every step a knight move, and for a closed tour the
    /// last square a knight move from the first. Linear time.
    ///
    /// ```
    /// use nqueens::{Square, Tour};
    /// let tour = nqueens::find_tour(6, 6, Square::new(0, 0), true, Default::default()).unwrap();
    /// assert!(tour.is_valid());
    /// ```
    pub fn is_valid(&self) -> bool {
        self.defect().is_none()
    }

    /// The first thing wrong with the path, if anything: a square visited
    /// twice or a step that is not a knight move (whichever comes first along
    /// the path), then a path of the wrong length, then a closed tour that
    /// does not close.
    pub fn defect(&self) -> Option<TourDefect> {
        // A bit a square, not a position: the first visit of a repeated
        // square is looked up once, when the repeat is found.
        let mut seen = vec![0u64; (self.rows * self.cols).div_ceil(64)];
        let mut previous: Option<Square> = None;
        for (k, &index) in self.path.iter().enumerate() {
            let square = self.square_at(index);
            let (word, bit) = (&mut seen[index as usize / 64], 1 << (index % 64));
            if *word & bit != 0 {
                let first = self.path[..k]
                    .iter()
                    .position(|&earlier| earlier == index)
                    .expect("a square seen before is on the path before");
                return Some(TourDefect::Repeated {
                    square,
                    first,
                    again: k,
                });
            }
            *word |= bit;
            if let Some(from) = previous
                && !knight_apart(from, square)
            {
                return Some(TourDefect::NotAKnightMove {
                    index: k,
                    from,
                    to: square,
                });
            }
            previous = Some(square);
        }
        let squares = self.rows * self.cols;
        if self.path.len() != squares {
            return Some(TourDefect::WrongLength {
                len: self.path.len(),
                squares,
            });
        }
        if self.closed && !self.returns_to_start() {
            let (first, last) = (self.get(0)?, self.end()?);
            return Some(TourDefect::NotClosed { last, first });
        }
        None
    }

    /// The board numbered by the path: `numbers()[row][col]` is the move on
    /// which the knight reaches the square, counted from 1 for the start,
    /// and 0 for a square the path misses.
    ///
    /// ```
    /// use nqueens::Square;
    /// let tour = nqueens::find_tour(5, 5, Square::new(0, 0), false, Default::default()).unwrap();
    /// let numbers = tour.numbers();
    /// assert_eq!(numbers[0][0], 1);
    /// let mut all: Vec<usize> = numbers.concat();
    /// all.sort();
    /// assert_eq!(all, (1..=25).collect::<Vec<_>>());
    /// ```
    pub fn numbers(&self) -> Vec<Vec<usize>> {
        let mut numbers = vec![vec![0; self.cols]; self.rows];
        for (k, &index) in self.path.iter().enumerate() {
            let square = self.square_at(index);
            numbers[square.row][square.col] = k + 1;
        }
        numbers
    }

    /// The same closed tour, run from `square`: the cycle turned so that it
    /// starts there, in the same direction. `None` when the tour is not
    /// closed or does not pass through `square`.
    ///
    /// ```
    /// use nqueens::Square;
    /// let tour = nqueens::find_tour(6, 6, Square::new(0, 0), true, Default::default()).unwrap();
    /// let turned = tour.starting_at(Square::new(2, 3)).unwrap();
    /// assert_eq!(turned.start(), Some(Square::new(2, 3)));
    /// assert!(turned.is_valid());
    /// ```
    pub fn starting_at(&self, square: Square) -> Option<Tour> {
        if !self.closed || square.row >= self.rows || square.col >= self.cols {
            return None;
        }
        let target = (square.row * self.cols + square.col) as u32;
        let at = self.path.iter().position(|&index| index == target)?;
        let mut path = Vec::with_capacity(self.path.len());
        path.extend_from_slice(&self.path[at..]);
        path.extend_from_slice(&self.path[..at]);
        Some(Tour { path, ..*self })
    }

    /// The same path run backwards.
    pub fn reversed(&self) -> Tour {
        let mut path = self.path.clone();
        path.reverse();
        Tour { path, ..*self }
    }
}

impl fmt::Debug for Tour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tour")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("closed", &self.closed)
            .field("len", &self.path.len())
            .field("start", &self.start())
            .finish_non_exhaustive()
    }
}

impl fmt::Display for Tour {
    /// The numbered board ([`Tour::numbers`]), one line a row, the numbers
    /// right-aligned in columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (self.rows * self.cols).to_string().len();
        for row in self.numbers() {
            let mut line = String::with_capacity(row.len() * (width + 1));
            for (k, number) in row.iter().enumerate() {
                if k > 0 {
                    line.push(' ');
                }
                line.push_str(&format!("{number:>width$}"));
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}
