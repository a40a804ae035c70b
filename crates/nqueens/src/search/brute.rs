//! Brute force, one step at a time: an odometer over all `n^n` sequences
//! of columns, each full sequence checked with the pairwise test.
//!
//! The odometer's last row turns fastest. A turn takes back the queen of
//! the last row; if it can move right it does, otherwise it wraps to
//! column 0 and the row above turns too, and so on up. The queens taken
//! back are then put on their new columns, top row first. Once all `n`
//! stand, the check compares each row with every row above it and stops
//! at the first pair that attacks, as the lessons' `all` over the rows
//! does.

use crate::board::{Line, Square};

use super::backtrack::{PairwiseTest, SquareTest};
use super::{Step, StepMachine};

/// The largest board brute force accepts: 9^9 is 387 million sequences
/// (seconds); 10^10 would take minutes.
pub(super) const MAX_N: usize = 9;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// About to set row `depth` to `queens[depth]`.
    Look,
    /// Row `depth`'s column has been looked at; the queen goes there next.
    Put,
    /// All `n` queens stand; the check comes next.
    Check,
    /// Taking back queens until a row can turn.
    Turn,
    /// Every sequence has been checked.
    Done,
}

/// The brute-force machine.
#[derive(Clone, Debug)]
pub(crate) struct Odometer {
    n: usize,
    /// The columns of the sequence: `queens[..depth]` stand, the rest are
    /// the columns their rows are set to next.
    queens: Vec<usize>,
    depth: usize,
    phase: Phase,
    solutions: u64,
}

impl Odometer {
    pub(crate) fn new(n: usize) -> Odometer {
        Odometer {
            n,
            queens: vec![0; n],
            depth: 0,
            phase: Phase::Look,
            solutions: 0,
        }
    }

    /// The first pair of the sequence that attacks, row by row and, within
    /// a row, against the rows above from the top: the later queen, the
    /// line, the earlier queen.
    #[inline(always)]
    fn first_attack(&self) -> Option<(Square, Line, Square)> {
        let (n, queens) = (self.n, &self.queens);
        (1..n).find_map(|row| {
            let square = Square::new(row, queens[row]);
            let (line, queen) = PairwiseTest.blocker(n, &queens[..row], square)?;
            Some((
                square,
                line,
                queen.expect("the pairwise test names the queen"),
            ))
        })
    }
}

impl StepMachine for Odometer {
    #[inline(always)]
    fn step(&mut self) -> Option<Step> {
        let n = self.n;
        match self.phase {
            Phase::Look => {
                self.phase = Phase::Put;
                Some(Step::Try {
                    square: Square::new(self.depth, self.queens[self.depth]),
                })
            }
            Phase::Put => {
                let square = Square::new(self.depth, self.queens[self.depth]);
                self.depth += 1;
                self.phase = if self.depth == n {
                    Phase::Check
                } else {
                    Phase::Look
                };
                Some(Step::Place { square })
            }
            Phase::Check => {
                self.phase = Phase::Turn;
                match self.first_attack() {
                    Some((square, line, queen)) => Some(Step::Conflict {
                        square,
                        line,
                        queen: Some(queen),
                    }),
                    None => {
                        self.solutions += 1;
                        Some(Step::Solution {
                            number: self.solutions,
                        })
                    }
                }
            }
            Phase::Turn => {
                self.depth -= 1;
                let row = self.depth;
                let square = Square::new(row, self.queens[row]);
                if square.col + 1 < n {
                    // This row turns; the rows below it have wrapped to 0.
                    self.queens[row] += 1;
                    self.phase = Phase::Look;
                } else if row == 0 {
                    self.phase = Phase::Done;
                } else {
                    self.queens[row] = 0;
                }
                Some(Step::Backtrack { square })
            }
            Phase::Done => None,
        }
    }

    #[inline(always)]
    fn queens(&self) -> &[usize] {
        &self.queens[..self.depth]
    }
}
