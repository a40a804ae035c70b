//! Recursive backtracking with the pairwise test: a queen in row `k`,
//! column `c` is safe when every earlier row `j` has `A[j] != c` and
//! `|A[j] - c| != k - j`. No markers, but an O(k) test per square.

use std::ops::ControlFlow;

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let mut queens = vec![0; n];
    place_row(0, &mut queens, visit)
}

/// Whether a queen at `(row, col)` is safe from the queens in rows
/// `0..row` of `queens`.
pub(super) fn is_safe(queens: &[usize], row: usize, col: usize) -> bool {
    queens[..row]
        .iter()
        .enumerate()
        .all(|(j, &placed)| placed != col && placed.abs_diff(col) != row - j)
}

fn place_row<F>(row: usize, queens: &mut [usize], visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let n = queens.len();
    if row == n {
        return visit(queens);
    }
    for col in 0..n {
        if is_safe(queens, row, col) {
            queens[row] = col;
            place_row(row + 1, queens, visit)?;
        }
    }
    ControlFlow::Continue(())
}
