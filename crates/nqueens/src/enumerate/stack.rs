//! Backtracking without recursion: the stack of the recursive version made
//! explicit.
//!
//! `queens[0..depth]` are the queens placed so far and `next[row]` the first
//! column still to try in `row`; going back a row takes its queen off and
//! resumes that row where it left off. Memory is a few arrays of `n`
//! entries, so any board size fits.

use std::ops::ControlFlow;

use super::marks::Marks;

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    let mut queens = vec![0; n];
    let mut next = vec![0; n];
    let mut marks = Marks::new(n);
    let mut row = 0;
    loop {
        let free = (next[row]..n).find(|&col| marks.is_free(n, row, col));
        match free {
            Some(col) => {
                next[row] = col + 1;
                queens[row] = col;
                if row + 1 == n {
                    visit(&queens)?;
                } else {
                    // Push: keep the queen and start the next row afresh.
                    marks.set(n, row, col, true);
                    row += 1;
                    next[row] = 0;
                }
            }
            None => {
                // Pop: this row is exhausted, so take back the queen above.
                if row == 0 {
                    return ControlFlow::Continue(());
                }
                row -= 1;
                marks.set(n, row, queens[row], false);
            }
        }
    }
}
