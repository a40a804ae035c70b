//! Squares, placements, and the lines along which queens attack.
//!
//! # Conventions
//!
//! Rows and columns count from 0; row 0 is the top of the board and column 0
//! its left edge. A [`Placement`] holds one queen per row: `queens[r]` is the
//! column of the queen in row `r`. Square `(i, j)` lies on the diagonal
//! numbered `i + j` and on the anti-diagonal numbered `i - j + n`, the
//! numbering the textbook marker arrays use.
//!
//! In chess notation row 0 is rank `n` and column 0 is file `a`, so on an
//! 8 x 8 board the square `(0, 3)` is `d8` and `(7, 0)` is `a1`.

use std::fmt;

use crate::error::{Error, ErrorKind};

/// The largest board whose files all have a letter (`a` to `z`).
pub const MAX_ALGEBRAIC_N: usize = 26;

/// One square of a board, by row and column (both from 0, row 0 on top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// The row, 0 at the top.
    pub row: usize,
    /// The column, 0 at the left.
    pub col: usize,
}

impl Square {
    /// The square in row `row` and column `col`.
    pub const fn new(row: usize, col: usize) -> Square {
        Square { row, col }
    }

    /// The square in chess notation on an `n x n` board (`d8`), or `None`
    /// when the board has more than 26 files or the square is off the board.
    ///
    /// ```
    /// use nqueens::Square;
    /// assert_eq!(Square::new(0, 3).algebraic(8).as_deref(), Some("d8"));
    /// assert_eq!(Square::new(7, 0).algebraic(8).as_deref(), Some("a1"));
    /// assert_eq!(Square::new(0, 0).algebraic(27), None);
    /// ```
    pub fn algebraic(self, n: usize) -> Option<String> {
        if n > MAX_ALGEBRAIC_N || self.row >= n || self.col >= n {
            return None;
        }
        let file = char::from(b'a' + self.col as u8);
        Some(format!("{file}{}", n - self.row))
    }

    /// Reads a square of an `n x n` board written in chess notation (`d8`,
    /// case-insensitive) or as `row,col` counted from 0. Numbers are plain
    /// digits without a sign or a leading zero, so that a square is written
    /// one way only.
    ///
    /// ```
    /// use nqueens::Square;
    /// assert_eq!(Square::parse("d8", 8), Ok(Square::new(0, 3)));
    /// assert_eq!(Square::parse("D8", 8), Ok(Square::new(0, 3)));
    /// assert_eq!(Square::parse("7,0", 8), Ok(Square::new(7, 0)));
    /// assert_eq!(Square::parse("7, 0", 8), Ok(Square::new(7, 0)));
    /// assert!(Square::parse("i1", 8).is_err());
    /// for text in ["a01", "a+1", "a", "+7,0", "07,0", "7,00", "7,-0", "7,"] {
    ///     assert!(Square::parse(text, 8).is_err(), "{text}");
    /// }
    /// ```
    pub fn parse(text: &str, n: usize) -> Result<Square, Error> {
        let invalid = || {
            Error::new(ErrorKind::InvalidSquare {
                text: text.to_string(),
                n,
            })
        };
        // usize's parser alone would take `+1` and `01`.
        let plain_number = |part: &str| {
            let plain = !part.is_empty()
                && part.bytes().all(|b| b.is_ascii_digit())
                && (part == "0" || !part.starts_with('0'));
            plain.then(|| part.parse::<usize>().ok()).flatten()
        };
        let trimmed = text.trim();
        let square = if let Some((row, col)) = trimmed.split_once(',') {
            let row = plain_number(row.trim()).ok_or_else(invalid)?;
            let col = plain_number(col.trim()).ok_or_else(invalid)?;
            Square::new(row, col)
        } else {
            let mut chars = trimmed.chars();
            let file = chars.next().ok_or_else(invalid)?.to_ascii_lowercase();
            if !file.is_ascii_lowercase() || n > MAX_ALGEBRAIC_N {
                return Err(invalid());
            }
            let rank = plain_number(chars.as_str()).ok_or_else(invalid)?;
            if rank == 0 || rank > n {
                return Err(invalid());
            }
            Square::new(n - rank, usize::from(file as u8 - b'a'))
        };
        if square.row >= n || square.col >= n {
            return Err(invalid());
        }
        Ok(square)
    }

    /// A printable name for the square on an `n x n` board: chess notation
    /// where the board has letters for every file, `(row,col)` otherwise.
    pub fn name(self, n: usize) -> String {
        self.algebraic(n)
            .unwrap_or_else(|| format!("({},{})", self.row, self.col))
    }

    /// The line, if any, that this square shares with `other` on an
    /// `n x n` board (checked in the order row, column, diagonal,
    /// anti-diagonal).
    pub fn shared_line(self, other: Square, n: usize) -> Option<Line> {
        if self.row == other.row {
            Some(Line::Row(self.row))
        } else if self.col == other.col {
            Some(Line::Column(self.col))
        } else if self.row + self.col == other.row + other.col {
            Some(Line::Diagonal(self.row + self.col))
        } else if self.row + other.col == other.row + self.col {
            Some(Line::AntiDiagonal(self.row + n - self.col))
        } else {
            None
        }
    }
}

/// A line of the board along which a queen attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// The row with this number.
    Row(usize),
    /// The column with this number.
    Column(usize),
    /// The diagonal of squares `(i, j)` with `i + j` equal to this number.
    Diagonal(usize),
    /// The anti-diagonal of squares `(i, j)` with `i - j + n` equal to this
    /// number.
    AntiDiagonal(usize),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(r) => write!(f, "row {r}"),
            Line::Column(c) => write!(f, "column {c}"),
            Line::Diagonal(d) => write!(f, "diagonal i+j={d}"),
            Line::AntiDiagonal(d) => write!(f, "anti-diagonal i-j+n={d}"),
        }
    }
}

/// Two queens that attack each other, and the line they share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The first queen (the one earlier in reading order).
    pub first: Square,
    /// The second queen.
    pub second: Square,
    /// The line both stand on.
    pub line: Line,
}

/// Every pair of queens among `queens` that attack each other on an
/// `n x n` board, in reading order of the pairs.
///
/// A queen attacks along a line whatever stands between, as the n-queens
/// problem counts it. The check is quadratic in the number of queens, which
/// is what listing every pair costs in the worst case.
///
/// ```
/// use nqueens::{attacking_pairs, Line, Square};
/// // d8 and g5 both have row - column = -3.
/// let pairs = attacking_pairs(8, &[Square::new(0, 3), Square::new(3, 6)]);
/// assert_eq!(pairs.len(), 1);
/// assert_eq!(pairs[0].line, Line::AntiDiagonal(0 + 8 - 3));
/// ```
pub fn attacking_pairs(n: usize, queens: &[Square]) -> Vec<Conflict> {
    let mut sorted = queens.to_vec();
    sorted.sort();
    let mut conflicts = Vec::new();
    for (k, &first) in sorted.iter().enumerate() {
        for &second in &sorted[k + 1..] {
            if let Some(line) = first.shared_line(second, n) {
                conflicts.push(Conflict {
                    first,
                    second,
                    line,
                });
            }
        }
    }
    conflicts
}

/// One queen in each row of an `n x n` board: `queens()[r]` is the column of
/// the queen in row `r`. A placement need not be a solution; see
/// [`Placement::is_solution`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    queens: Vec<usize>,
}

impl Placement {
    /// A placement from the column of each row's queen, counted from 0.
    ///
    /// ```
    /// use nqueens::Placement;
    /// let p = Placement::new(vec![1, 3, 0, 2]).unwrap();
    /// assert!(p.is_solution());
    /// assert!(Placement::new(vec![0, 4, 1, 2]).is_err());
    /// ```
    pub fn new(queens: Vec<usize>) -> Result<Placement, Error> {
        let n = queens.len();
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if let Some((row, &col)) = queens.iter().enumerate().find(|&(_, &c)| c >= n) {
            return Err(Error::new(ErrorKind::ColumnOutOfRange { row, col, n }));
        }
        Ok(Placement { queens })
    }

    /// A placement from columns counted from 1, the convention of the Pascal
    /// and Java lessons.
    ///
    /// ```
    /// use nqueens::Placement;
    /// let p = Placement::from_one_based(&[2, 4, 1, 3]).unwrap();
    /// assert_eq!(p.queens(), &[1, 3, 0, 2]);
    /// ```
    pub fn from_one_based(columns: &[usize]) -> Result<Placement, Error> {
        let n = columns.len();
        let mut queens = Vec::with_capacity(n);
        for (row, &col) in columns.iter().enumerate() {
            if col == 0 || col > n {
                return Err(Error::new(ErrorKind::ColumnOutOfRange {
                    row,
                    col: col.wrapping_sub(1),
                    n,
                }));
            }
            queens.push(col - 1);
        }
        Placement::new(queens)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.queens.len()
    }

    /// The column of each row's queen.
    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    /// The placement's columns, giving up the placement.
    pub fn into_queens(self) -> Vec<usize> {
        self.queens
    }

    /// The squares the queens stand on, row by row.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.queens
            .iter()
            .enumerate()
            .map(|(row, &col)| Square::new(row, col))
    }

    /// Whether no two queens attack each other, checked in O(n).
    pub fn is_solution(&self) -> bool {
        is_solution(&self.queens)
    }

    /// Every attacking pair; empty exactly when this is a solution.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let squares: Vec<Square> = self.squares().collect();
        attacking_pairs(self.n(), &squares)
    }
}

impl fmt::Display for Placement {
    /// The columns separated by spaces, as in `1 3 0 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, col) in self.queens.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{col}")?;
        }
        Ok(())
    }
}

/// Whether `queens` (the column of each row's queen) is a solution of the
/// `queens.len()`-queens problem, checked in O(n) time with one marker per
/// column and per diagonal.
///
/// ```
/// assert!(nqueens::is_solution(&[1, 3, 0, 2]));
/// assert!(!nqueens::is_solution(&[0, 2, 1, 3]));
/// assert!(!nqueens::is_solution(&[0, 9]));
/// ```
pub fn is_solution(queens: &[usize]) -> bool {
    let n = queens.len();
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    for (row, &col) in queens.iter().enumerate() {
        if col >= n {
            return false;
        }
        let (d, a) = (row + col, row + n - col);
        if columns[col] || diagonals[d] || anti_diagonals[a] {
            return false;
        }
        columns[col] = true;
        diagonals[d] = true;
        anti_diagonals[a] = true;
    }
    true
}
