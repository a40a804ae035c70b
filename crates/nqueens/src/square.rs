//! The coordinates every part of the library speaks in: squares, the lines
//! along which queens attack, and pairs of queens that attack each other.
//! A leaf: it imports no other module of the library, so that the error
//! type can name squares without a circle through [`crate::board`], which
//! re-exports these types and reads squares from text.

use std::fmt;

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

    /// The square `text` names on a `rows x cols` board, as [`Square::parse`]
    /// reads it: `row,col` counted from 0, or a file letter (either case)
    /// and a rank counted from 1 at the bottom row. Numbers are plain
    /// digits, so `a01`, `a+1` and `+1,0` name nothing. `None` for a square
    /// off the board or text that names none.
    ///
    /// ```
    /// use nqueens::Square;
    /// // c1 on a board of 3 rows and 4 columns: the bottom row, column 2.
    /// assert_eq!(Square::on_board("c1", 3, 4), Some(Square::new(2, 2)));
    /// assert_eq!(Square::on_board("e1", 3, 4), None);
    /// assert_eq!(Square::on_board("a01", 3, 4), None);
    /// ```
    pub fn on_board(text: &str, rows: usize, cols: usize) -> Option<Square> {
        // usize's parser alone would take `+1` and `01`.
        let plain_number = |part: &str| {
            let plain = !part.is_empty()
                && part.bytes().all(|b| b.is_ascii_digit())
                && (part == "0" || !part.starts_with('0'));
            plain.then(|| part.parse::<usize>().ok()).flatten()
        };
        let trimmed = text.trim();
        let square = if let Some((row, col)) = trimmed.split_once(',') {
            Square::new(plain_number(row.trim())?, plain_number(col.trim())?)
        } else {
            let mut chars = trimmed.chars();
            let file = chars.next()?.to_ascii_lowercase();
            if !file.is_ascii_lowercase() {
                return None;
            }
            let rank = plain_number(chars.as_str())?;
            if rank == 0 || rank > rows {
                return None;
            }
            Square::new(rows - rank, usize::from(file as u8 - b'a'))
        };
        (square.row < rows && square.col < cols).then_some(square)
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

impl Line {
    /// The squares of this line on an `n x n` board, row by row; none for
    /// a line off the board.
    ///
    /// ```
    /// use nqueens::{Line, Square};
    /// let diagonal: Vec<Square> = Line::Diagonal(1).squares(4).collect();
    /// assert_eq!(diagonal, [Square::new(0, 1), Square::new(1, 0)]);
    /// assert_eq!(Line::AntiDiagonal(4).squares(4).count(), 4);
    /// assert_eq!(Line::Row(4).squares(4).count(), 0);
    /// ```
    pub fn squares(self, n: usize) -> impl Iterator<Item = Square> {
        let one = |col: Option<usize>| col.map_or(0..0, |c| c..c + 1);
        (0..n).flat_map(move |row| {
            let cols = match self {
                Line::Row(r) if r == row => 0..n,
                Line::Row(_) => 0..0,
                Line::Column(c) => c..c + 1,
                // i + j = k: column k - i.
                Line::Diagonal(k) => one(k.checked_sub(row)),
                // i - j + n = k: column i + n - k.
                Line::AntiDiagonal(k) => one((row + n).checked_sub(k)),
            };
            cols.filter(move |&c| c < n)
                .map(move |c| Square::new(row, c))
        })
    }
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
