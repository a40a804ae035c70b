//! The solutions a turn of the board maps to themselves (OEIS A032522 for
//! the half turn, A033148 for the quarter turn), which Burnside's lemma
//! needs beside the total for the classes.
//!
//! A solution fixed by a turn is fixed by its orbits of squares: placing a
//! queen places its images with it, so the search fills the rows in order
//! and skips those an image has filled. The half turn leaves about half of
//! the rows to choose, the quarter turn a quarter, so these searches are
//! far smaller than the count of all solutions.

/// Which turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Turn {
    Half,
    Quarter,
}

/// The number of solutions of the `n x n` board (`n <= 32`) that `turn`
/// maps to themselves.
pub(super) fn fixed_by(n: usize, turn: Turn) -> u128 {
    assert!((1..=32).contains(&n), "n from 1 to 32");
    let board = Board {
        n,
        turn,
        rows: 0,
        cols: 0,
        anti: 0,
        diag: 0,
    };
    board.count(0)
}

/// The lines the queens placed so far hold.
#[derive(Clone, Copy)]
struct Board {
    n: usize,
    turn: Turn,
    rows: u64,
    cols: u64,
    anti: u64,
    diag: u64,
}

impl Board {
    /// The solutions that complete this board, rows from `row` on.
    fn count(&self, row: usize) -> u128 {
        let n = self.n;
        let Some(row) = (row..n).find(|&r| self.rows >> r & 1 == 0) else {
            return 1;
        };
        let mut total = 0;
        for col in 0..n {
            if let Some(next) = self.with_orbit(row, col) {
                total += next.count(row + 1);
            }
        }
        total
    }

    /// The board with queens on `(row, col)` and its images under the
    /// turn, or `None` when two of them, or one of them and a queen
    /// already placed, share a line.
    fn with_orbit(&self, row: usize, col: usize) -> Option<Board> {
        let last = self.n - 1;
        let mut board = *self;
        let (mut r, mut c) = (row, col);
        loop {
            board = board.with_queen(r, c)?;
            (r, c) = match self.turn {
                Turn::Half => (last - r, last - c),
                Turn::Quarter => (c, last - r),
            };
            if (r, c) == (row, col) {
                return Some(board);
            }
        }
    }

    fn with_queen(mut self, r: usize, c: usize) -> Option<Board> {
        let (row, col) = (1u64 << r, 1u64 << c);
        let (anti, diag) = (1u64 << (r + c), 1u64 << (c + self.n - 1 - r));
        if self.rows & row != 0
            || self.cols & col != 0
            || self.anti & anti != 0
            || self.diag & diag != 0
        {
            return None;
        }
        self.rows |= row;
        self.cols |= col;
        self.anti |= anti;
        self.diag |= diag;
        Some(self)
    }
}
