//! The backtracking machine of the marks, stack and pairwise methods: row
//! by row, each row's columns from left to right, with the test for a
//! square supplied by the method.
//!
//! The machine holds what the recursive program holds: the queens of the
//! rows above (`queens[..depth]`), the column the current row's loop has
//! reached (`col`), and the test's own state. Taking back a queen resumes
//! its row at the next column, as returning from a recursive call does.

use crate::board::{Line, Square};

use super::{Step, StepMachine};

/// How a method decides whether a square is attacked, and what it keeps
/// to decide it.
pub(crate) trait SquareTest {
    /// The line that rules out `square` and, when the test knows it, the
    /// queen on that line; `None` when the square is free. `queens` are
    /// the queens of the rows above `square`.
    fn blocker(&self, n: usize, queens: &[usize], square: Square)
    -> Option<(Line, Option<Square>)>;

    /// Records a queen put on `square`.
    fn place(&mut self, n: usize, square: Square);

    /// Records the queen on `square` taken back.
    fn remove(&mut self, n: usize, square: Square);
}

/// The lessons' marker arrays: `column[j]`, `diagonal[i+j]` and
/// `anti_diagonal[i-j+n]` say whether a queen stands on that line, so a
/// test costs three array reads.
#[derive(Clone, Debug)]
pub(crate) struct MarkerArrays {
    column: Vec<bool>,
    diagonal: Vec<bool>,
    anti_diagonal: Vec<bool>,
}

impl MarkerArrays {
    pub(crate) fn new(n: usize) -> MarkerArrays {
        MarkerArrays {
            column: vec![false; n],
            diagonal: vec![false; 2 * n],
            anti_diagonal: vec![false; 2 * n],
        }
    }

    fn set(&mut self, n: usize, square: Square, taken: bool) {
        let Square { row, col } = square;
        self.column[col] = taken;
        self.diagonal[row + col] = taken;
        self.anti_diagonal[row + n - col] = taken;
    }
}

impl SquareTest for MarkerArrays {
    #[inline(always)]
    fn blocker(&self, n: usize, _: &[usize], square: Square) -> Option<(Line, Option<Square>)> {
        let Square { row, col } = square;
        // The order the lessons write the test in: column first.
        if self.column[col] {
            Some((Line::Column(col), None))
        } else if self.diagonal[row + col] {
            Some((Line::Diagonal(row + col), None))
        } else if self.anti_diagonal[row + n - col] {
            Some((Line::AntiDiagonal(row + n - col), None))
        } else {
            None
        }
    }

    #[inline(always)]
    fn place(&mut self, n: usize, square: Square) {
        self.set(n, square, true);
    }

    #[inline(always)]
    fn remove(&mut self, n: usize, square: Square) {
        self.set(n, square, false);
    }
}

/// The pairwise test: a queen in row `k`, column `c` is safe when every
/// earlier row `j` has `A[j] != c` and `|A[j] - c| != k - j`. Nothing to
/// keep; an O(k) test per square.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PairwiseTest;

impl SquareTest for PairwiseTest {
    #[inline(always)]
    fn blocker(
        &self,
        n: usize,
        queens: &[usize],
        square: Square,
    ) -> Option<(Line, Option<Square>)> {
        let Square { row, col } = square;
        let (j, placed) = queens
            .iter()
            .copied()
            .enumerate()
            .find(|&(j, placed)| placed == col || placed.abs_diff(col) == row - j)?;
        let line = if placed == col {
            Line::Column(col)
        } else if placed + j == row + col {
            Line::Diagonal(row + col)
        } else {
            Line::AntiDiagonal(row + n - col)
        };
        Some((line, Some(Square::new(j, placed))))
    }

    #[inline(always)]
    fn place(&mut self, _: usize, _: Square) {}

    #[inline(always)]
    fn remove(&mut self, _: usize, _: Square) {}
}

/// Where the machine is between two steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// About to look at `(depth, col)`, or to go back a row when `col`
    /// has passed the last column.
    Look,
    /// `(depth, col)` has been looked at; the test comes next.
    Test,
    /// All `n` queens stand; the solution is reported next.
    Solved,
    /// The search is over.
    Done,
}

/// Backtracking with the test `T`.
#[derive(Clone, Debug)]
pub(crate) struct Backtrack<T> {
    n: usize,
    /// `queens[..depth]` stand; the rest is scratch.
    queens: Vec<usize>,
    /// The queens standing, which is also the row being filled.
    depth: usize,
    /// The next column to look at in row `depth`.
    col: usize,
    phase: Phase,
    test: T,
    solutions: u64,
}

impl<T: SquareTest> Backtrack<T> {
    pub(crate) fn new(n: usize, test: T) -> Backtrack<T> {
        Backtrack {
            n,
            queens: vec![0; n],
            depth: 0,
            col: 0,
            phase: Phase::Look,
            test,
            solutions: 0,
        }
    }
}

impl<T: SquareTest> StepMachine for Backtrack<T> {
    #[inline(always)]
    fn step(&mut self) -> Option<Step> {
        let n = self.n;
        match self.phase {
            Phase::Look if self.col < n => {
                self.phase = Phase::Test;
                Some(Step::Try {
                    square: Square::new(self.depth, self.col),
                })
            }
            Phase::Look => {
                // Every column of this row is used up: back to the row
                // above, which goes on at its queen's next column.
                if self.depth == 0 {
                    self.phase = Phase::Done;
                    return None;
                }
                self.depth -= 1;
                let square = Square::new(self.depth, self.queens[self.depth]);
                self.test.remove(n, square);
                self.col = square.col + 1;
                Some(Step::Backtrack { square })
            }
            Phase::Test => {
                let square = Square::new(self.depth, self.col);
                match self.test.blocker(n, &self.queens[..self.depth], square) {
                    Some((line, queen)) => {
                        self.col += 1;
                        self.phase = Phase::Look;
                        Some(Step::Conflict {
                            square,
                            line,
                            queen,
                        })
                    }
                    None => {
                        self.test.place(n, square);
                        self.queens[self.depth] = square.col;
                        self.depth += 1;
                        self.col = 0;
                        self.phase = if self.depth == n {
                            // No column is left to look at in the row past
                            // the last, so after the solution comes the
                            // step back.
                            self.col = n;
                            Phase::Solved
                        } else {
                            Phase::Look
                        };
                        Some(Step::Place { square })
                    }
                }
            }
            Phase::Solved => {
                self.solutions += 1;
                self.phase = Phase::Look;
                Some(Step::Solution {
                    number: self.solutions,
                })
            }
            Phase::Done => None,
        }
    }

    #[inline(always)]
    fn queens(&self) -> &[usize] {
        &self.queens[..self.depth]
    }
}
