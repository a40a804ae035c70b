//! What a completion search is given, and what it says as it goes: the
//! puzzle and the progress of a long search. A leaf, so that the searches
//! below `complete` take these without importing `complete` itself.

use std::collections::HashSet;

use crate::board::{Conflict, Square, attacking_pairs};
use crate::error::{Error, ErrorKind};

/// How far a long search has got, as [`Watch::progress`](super::Watch::progress) is told: the
/// search is split into pieces, searched one after another or side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SearchProgress {
    /// Pieces searched so far.
    pub pieces_done: usize,
    /// Pieces in all.
    pub pieces: usize,
    /// Boards the finished pieces visited.
    pub nodes: u64,
}

/// A board to complete: its size, the queens already on it and the squares
/// no queen may use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzle {
    pub(super) n: usize,
    pub(super) queens: Vec<Square>,
    pub(super) blocked: Vec<Square>,
}

impl Puzzle {
    /// An empty `n x n` board.
    pub fn new(n: usize) -> Puzzle {
        Puzzle {
            n,
            queens: Vec::new(),
            blocked: Vec::new(),
        }
    }

    /// The board with a queen placed on `square` too.
    pub fn with_queen(mut self, square: Square) -> Puzzle {
        self.queens.push(square);
        self
    }

    /// The board with `square` blocked too.
    pub fn with_blocked(mut self, square: Square) -> Puzzle {
        self.blocked.push(square);
        self
    }

    /// The board with every square of `line` blocked too: a whole row or
    /// column, or an excluded diagonal (`i + j = k`, [`Line::Diagonal`])
    /// or anti-diagonal (`i - j + n = k`, [`Line::AntiDiagonal`]), as the
    /// excluded-diagonals instances of n-queens completion have them. A
    /// line with no square on the board blocks nothing.
    ///
    /// ```
    /// use nqueens::{Line, complete::{Puzzle, count_completions}};
    /// // Of the 8 x 8 board's 92 solutions, those with no queen on the
    /// // long diagonal a8-h1 (i + j = 7) or the long anti-diagonal a1-h8
    /// // (i - j + 8 = 8).
    /// let puzzle = Puzzle::new(8)
    ///     .with_excluded(Line::Diagonal(7))
    ///     .with_excluded(Line::AntiDiagonal(8));
    /// assert_eq!(count_completions(&puzzle), Ok(12));
    /// ```
    ///
    /// [`Line::Diagonal`]: crate::Line::Diagonal
    /// [`Line::AntiDiagonal`]: crate::Line::AntiDiagonal
    pub fn with_excluded(mut self, line: crate::Line) -> Puzzle {
        self.blocked.extend(line.squares(self.n));
        self
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens placed beforehand.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The blocked squares.
    pub fn blocked(&self) -> &[Square] {
        &self.blocked
    }

    /// Checks the puzzle: squares on the board, no two given queens
    /// attacking each other, no queen on a blocked square.
    pub fn check(&self) -> Result<(), Error> {
        let n = self.n;
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if let Some(&square) = self
            .queens
            .iter()
            .chain(&self.blocked)
            .find(|s| s.row >= n || s.col >= n)
        {
            return Err(Error::new(ErrorKind::SquareOffBoard { square, n }));
        }
        let conflicts: Vec<Conflict> = attacking_pairs(n, &self.queens);
        if !conflicts.is_empty() {
            return Err(Error::new(ErrorKind::PlacedQueensAttack { conflicts, n }));
        }
        let blocked: HashSet<Square> = self.blocked.iter().copied().collect();
        if let Some(&square) = self.queens.iter().find(|q| blocked.contains(q)) {
            return Err(Error::new(ErrorKind::QueenOnBlockedSquare { square, n }));
        }
        Ok(())
    }
}
