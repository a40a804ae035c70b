//! The bitmask search, one step at a time.
//!
//! Bit `c` of a mask stands for column `c` of a row. Entering a row, the
//! search computes the row's free squares at once,
//! `!(columns | diagonals | anti_diagonals)`, and then takes the free
//! columns lowest first; it never looks at an attacked square, so its
//! trace has no `Conflict` steps. The masks of every row entered are kept
//! on a stack, which is what the recursive version keeps in its frames.

use crate::board::Square;

use super::{Step, StepMachine};

/// Columns that fit in the search's machine word.
pub(crate) const MAX_BITS: usize = u64::BITS as usize;

/// The masks of one row: the free columns not yet taken, and the lines
/// attacked on entering it.
#[derive(Clone, Copy, Debug, Default)]
struct Row {
    free: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// About to take the lowest free column of row `depth`, or to go back
    /// a row when none is left.
    Look,
    /// Column `col` of row `depth` has been taken from the free mask; it
    /// is placed next.
    Take {
        col: usize,
    },
    /// All `n` queens stand.
    Solved,
    Done,
}

#[derive(Clone, Debug)]
pub(crate) struct Bitmask {
    n: usize,
    all_columns: u64,
    queens: Vec<usize>,
    /// `rows[r]` for every row entered: `rows[..=depth]` (all `n + 1`
    /// entries at a solution).
    rows: Vec<Row>,
    depth: usize,
    phase: Phase,
    solutions: u64,
}

impl Bitmask {
    pub(crate) fn new(n: usize) -> Bitmask {
        debug_assert!((1..=MAX_BITS).contains(&n));
        let all_columns = u64::MAX >> (MAX_BITS - n);
        let mut rows = vec![Row::default(); n + 1];
        rows[0].free = all_columns;
        Bitmask {
            n,
            all_columns,
            queens: vec![0; n],
            rows,
            depth: 0,
            phase: Phase::Look,
            solutions: 0,
        }
    }
}

impl StepMachine for Bitmask {
    fn step(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Look => {
                let row = &mut self.rows[self.depth];
                if row.free != 0 {
                    // The lowest set bit is the leftmost free column, which
                    // keeps the solutions in lexicographic order.
                    let bit = row.free & row.free.wrapping_neg();
                    row.free ^= bit;
                    let col = bit.trailing_zeros() as usize;
                    self.phase = Phase::Take { col };
                    return Some(Step::Try {
                        square: Square::new(self.depth, col),
                    });
                }
                if self.depth == 0 {
                    self.phase = Phase::Done;
                    return None;
                }
                self.depth -= 1;
                Some(Step::Backtrack {
                    square: Square::new(self.depth, self.queens[self.depth]),
                })
            }
            Phase::Take { col } => {
                let bit = 1u64 << col;
                let here = self.rows[self.depth];
                // A diagonal i+j through column c meets the next row at
                // c-1, an anti-diagonal i-j+n at c+1.
                let columns = here.columns | bit;
                let diagonals = (here.diagonals | bit) >> 1;
                let anti_diagonals = (here.anti_diagonals | bit) << 1;
                self.queens[self.depth] = col;
                let square = Square::new(self.depth, col);
                self.depth += 1;
                self.rows[self.depth] = Row {
                    free: self.all_columns & !(columns | diagonals | anti_diagonals),
                    columns,
                    diagonals,
                    anti_diagonals,
                };
                self.phase = if self.depth == self.n {
                    // Every column is taken, so the row past the last has
                    // nothing free: after the solution comes the step back.
                    Phase::Solved
                } else {
                    Phase::Look
                };
                Some(Step::Place { square })
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

    fn queens(&self) -> &[usize] {
        &self.queens[..self.depth]
    }
}
