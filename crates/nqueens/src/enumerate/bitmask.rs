//! Backtracking over bitboards.
//!
//! Bit `c` of a mask stands for column `c` of the current row. Three masks
//! hold the columns and the two kinds of diagonal already attacked; moving
//! down a row shifts the diagonal masks one column, so the free squares of a
//! row are `!(columns | diagonals | anti_diagonals)`, found in one step.

use std::ops::ControlFlow;

use crate::search::{self, Backtrack, MAX_BITS, MarkerArrays};

pub(super) fn search<F>(n: usize, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    if n > MAX_BITS {
        // Wider boards have no single-word mask; the explicit-stack search
        // finds the same solutions in the same order.
        // Past 64 columns the masks do not fit a word: the marker arrays.
        return search::solutions_of(Backtrack::new(n, MarkerArrays::new(n)), visit);
    }
    let all_columns = u64::MAX >> (MAX_BITS - n);
    let mut queens = vec![0; n];
    place_row(0, all_columns, 0, 0, 0, &mut queens, visit)
}

fn place_row<F>(
    row: usize,
    all_columns: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
    queens: &mut [usize],
    visit: &mut F,
) -> ControlFlow<()>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    if row == queens.len() {
        return visit(queens);
    }
    let mut free = all_columns & !(columns | diagonals | anti_diagonals);
    while free != 0 {
        // The lowest set bit is the leftmost free column, which keeps the
        // solutions in lexicographic order.
        let bit = free & free.wrapping_neg();
        free ^= bit;
        queens[row] = bit.trailing_zeros() as usize;
        // A diagonal i+j through column c meets the next row at c-1, an
        // anti-diagonal i-j+n at c+1.
        place_row(
            row + 1,
            all_columns,
            columns | bit,
            (diagonals | bit) >> 1,
            (anti_diagonals | bit) << 1,
            queens,
            visit,
        )?;
    }
    ControlFlow::Continue(())
}
