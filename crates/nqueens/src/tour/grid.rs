//! The board as the searches see it: a row-major array with a margin of two
//! squares all round, so that a knight move is one addition and never needs
//! a bounds check (the margin squares are simply never free).

use crate::board::Square;
use crate::memory::{self, NoMemory};

use super::KNIGHT_MOVES;

/// Squares of the margin on each side: a knight jumps at most two.
const MARGIN: usize = 2;

/// A rows x cols board laid out with a margin.
#[derive(Clone, Debug)]
pub(crate) struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// Columns of the padded array, margins included.
    pub width: usize,
    /// The eight knight moves as steps in the padded array, in the order of
    /// [`KNIGHT_MOVES`] (or of a permutation of it, see [`Grid::with_order`]).
    pub steps: [isize; 8],
    /// The same moves as `(row step, column step)`.
    pub moves: [(isize, isize); 8],
}

impl Grid {
    pub fn new(rows: usize, cols: usize) -> Grid {
        Grid::with_order(rows, cols, KNIGHT_MOVES)
    }

    /// A grid whose moves are tried in `order` instead of [`KNIGHT_MOVES`].
    pub fn with_order(rows: usize, cols: usize, order: [(isize, isize); 8]) -> Grid {
        let width = cols + 2 * MARGIN;
        let steps = order.map(|(dr, dc)| dr * width as isize + dc);
        Grid {
            rows,
            cols,
            width,
            steps,
            moves: order,
        }
    }

    /// Entries of the padded array.
    pub fn len(&self) -> usize {
        (self.rows + 2 * MARGIN) * self.width
    }

    /// Squares of the board proper.
    pub fn squares(&self) -> usize {
        self.rows * self.cols
    }

    pub fn index(&self, square: Square) -> usize {
        (square.row + MARGIN) * self.width + square.col + MARGIN
    }

    pub fn square(&self, index: usize) -> Square {
        Square::new(index / self.width - MARGIN, index % self.width - MARGIN)
    }

    /// The square's index in the plain row-major numbering of [`super::Tour`].
    pub fn plain(&self, index: usize) -> u32 {
        let square = self.square(index);
        (square.row * self.cols + square.col) as u32
    }

    /// `index + step`; every step from a board square stays in the array.
    #[inline]
    pub fn jump(index: usize, step: isize) -> usize {
        index.wrapping_add_signed(step)
    }

    /// True on the board, false in the margin.
    pub fn on_board(&self) -> Result<Vec<bool>, NoMemory> {
        let mut free = memory::filled(self.len(), false)?;
        for row in 0..self.rows {
            let first = self.index(Square::new(row, 0));
            free[first..first + self.cols].fill(true);
        }
        Ok(free)
    }

    /// For every square, how many of its knight moves land on a free square.
    pub fn degrees(&self, free: &[bool]) -> Result<Vec<u8>, NoMemory> {
        let mut degree = memory::filled(self.len(), 0u8)?;
        for (index, d) in degree.iter_mut().enumerate() {
            if free[index] {
                *d = self
                    .steps
                    .iter()
                    .filter(|&&step| free[Grid::jump(index, step)])
                    .count() as u8;
            }
        }
        Ok(degree)
    }
}
