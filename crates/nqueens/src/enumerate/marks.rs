//! Recursive backtracking with marker arrays, as the lessons teach it.
//!
//! `column[j]`, `diagonal[i+j]` and `anti_diagonal[i-j+n]` say whether a
//! queen already stands on that line, so testing square `(i, j)` costs three
//! array reads instead of a look at the whole board.

use std::ops::ControlFlow;

pub(super) struct Marks {
    pub(super) column: Vec<bool>,
    pub(super) diagonal: Vec<bool>,
    pub(super) anti_diagonal: Vec<bool>,
}

impl Marks {
    pub(super) fn new(n: usize) -> Marks {
        Marks {
            column: vec![false; n],
            diagonal: vec![false; 2 * n],
            anti_diagonal: vec![false; 2 * n],
        }
    }

    pub(super) fn is_free(&self, n: usize, row: usize, col: usize) -> bool {
        !self.column[col] && !self.diagonal[row + col] && !self.anti_diagonal[row + n - col]
    }

    pub(super) fn set(&mut self, n: usize, row: usize, col: usize, taken: bool) {
        self.column[col] = taken;
        self.diagonal[row + col] = taken;
        self.anti_diagonal[row + n - col] = taken;
    }
}

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let mut queens = vec![0; n];
    let mut marks = Marks::new(n);
    place_row(0, &mut queens, &mut marks, visit)
}

fn place_row<F>(
    row: usize,
    queens: &mut [usize],
    marks: &mut Marks,
    visit: &mut F,
) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let n = queens.len();
    if row == n {
        return visit(queens);
    }
    for col in 0..n {
        if marks.is_free(n, row, col) {
            queens[row] = col;
            marks.set(n, row, col, true);
            let flow = place_row(row + 1, queens, marks, visit);
            marks.set(n, row, col, false);
            flow?;
        }
    }
    ControlFlow::Continue(())
}
