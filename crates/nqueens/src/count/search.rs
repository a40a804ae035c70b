//! The counting search: bitboard backtracking over the rows below a
//! subproblem's prefix, with the symmetry rules of its case.
//!
//! # Which solutions are searched
//!
//! Every class of solutions under the eight symmetries has one canonical
//! member, the lexicographically smallest (see [`crate::canonical`]). Its
//! first queen stands at the smallest distance `t` from a corner of any
//! queen on the border (the top and bottom rows, the left and right
//! columns), because each symmetry brings some border queen to the top row
//! and the first entry is compared first. So the search only visits boards
//! where:
//!
//! - **corner case** (`t = 0`, a queen at `(0, 0)`): no other corner holds a
//!   queen (they all share a line with it), and the class's other member with
//!   a queen at `(0, 0)` is the transpose; the canonical one has
//!   `queens[1]` smaller than the row of the queen in column 1, so column 1
//!   is closed in rows `2..=queens[1]`. Every such board is canonical and
//!   stands for eight solutions.
//! - **edge case** (`1 <= t <= (n-1)/2`): the side columns are closed in the
//!   top `t` rows and the bottom `t` rows, the last row's queen stays at
//!   least `t` from both corners, and both side columns must be taken by row
//!   `n-1-t`. The boards that pass are the candidates; each one is compared
//!   with those of its images that also start at `t` to decide whether it is
//!   canonical, and its orbit size (8, 4 or 2) is the number of solutions
//!   it stands for.
//!
//! The total is the sum of orbit sizes of the canonical solutions and the
//! unique count is their number, so both come from one search.

use super::Tally;

/// Board constraints a subproblem's case puts on each row.
pub(super) struct Rows {
    /// `allowed[r]`: columns row `r` may use, before the queens above
    /// attack any.
    pub(super) allowed: [u64; 64],
    /// The row by which both side columns must hold a queen (edge case).
    pub(super) side_deadline: usize,
    /// The side columns' bits, `1 | 1 << (n-1)`; 0 when there is no deadline.
    pub(super) side: u64,
}

/// The rows' masks after some queens are placed: columns taken, and the
/// diagonals that reach the next row, shifted into its columns.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Masks {
    pub(super) columns: u64,
    pub(super) diagonals: u64,
    pub(super) anti_diagonals: u64,
}

impl Masks {
    /// The masks for the row below, with a queen placed at `bit` in this
    /// one. A diagonal `i+j` through column `c` meets the next row at
    /// `c-1`, an anti-diagonal `i-j+n` at `c+1`.
    #[inline(always)]
    pub(super) fn place(self, bit: u64) -> Masks {
        Masks {
            columns: self.columns | bit,
            diagonals: (self.diagonals | bit) >> 1,
            anti_diagonals: (self.anti_diagonals | bit) << 1,
        }
    }

    #[inline(always)]
    fn attacked(self) -> u64 {
        self.columns | self.diagonals | self.anti_diagonals
    }
}

/// Runs the search from row `start` down, calling `leaf` with the queens of
/// each solution as one bit per row (`bits[r]` has the bit of row `r`'s
/// column). Rows `0..start` of `bits` must hold the prefix.
///
/// The loop keeps its own stack instead of recursing, and handles the last
/// two rows inline: they hold most of the nodes, and there the stack traffic
/// would cost more than the work.
#[inline(always)]
pub(super) fn search<F>(
    n: usize,
    rows: &Rows,
    start: usize,
    masks: Masks,
    bits: &mut [u64; 64],
    leaf: &mut F,
) where
    F: FnMut(&[u64; 64]),
{
    let last = n - 1;
    if start > last {
        leaf(bits);
        return;
    }
    if start + 1 >= last {
        search_last_two(rows, start, last, masks, bits, leaf);
        return;
    }
    let mut saved_free = [0u64; 64];
    let mut saved_masks = [Masks::default(); 64];
    let mut row = start;
    let mut current = masks;
    let mut free = rows.allowed[row] & !current.attacked();
    loop {
        if free == 0 {
            if row == start {
                return;
            }
            row -= 1;
            free = saved_free[row];
            current = saved_masks[row];
            continue;
        }
        let bit = free & free.wrapping_neg();
        free ^= bit;
        bits[row] = bit;
        let below = current.place(bit);
        if row + 2 == last {
            search_last_two(rows, row + 1, last, below, bits, leaf);
            continue;
        }
        let mut next_free = rows.allowed[row + 1] & !below.attacked();
        if row + 1 == rows.side_deadline {
            // Rows below may not use the side columns: whichever is still
            // empty must be taken here, and both cannot be.
            let missing = rows.side & !below.columns;
            if missing == rows.side {
                next_free = 0;
            } else if missing != 0 {
                next_free &= missing;
            }
        }
        // A dead end is dropped here, before it costs a push and a pop.
        if next_free == 0 {
            continue;
        }
        saved_free[row] = free;
        saved_masks[row] = current;
        current = below;
        row += 1;
        free = next_free;
    }
}

/// The search from `row` when at most two rows are left.
#[inline(always)]
fn search_last_two<F>(
    rows: &Rows,
    row: usize,
    last: usize,
    masks: Masks,
    bits: &mut [u64; 64],
    leaf: &mut F,
) where
    F: FnMut(&[u64; 64]),
{
    let mut free = rows.allowed[row] & !masks.attacked();
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        bits[row] = bit;
        if row == last {
            leaf(bits);
            continue;
        }
        // One column is left for the last row; it is free or it is not.
        let last_free = rows.allowed[last] & !masks.place(bit).attacked();
        if last_free != 0 {
            bits[last] = last_free;
            leaf(bits);
        }
    }
}

/// What a candidate of the edge case with first queen at distance `t`
/// contributes: nothing when it is not canonical, else one class and its
/// orbit's solutions.
pub(super) fn classify_edge(n: usize, t: usize, bits: &[u64; 64]) -> Tally {
    let m = n - 1;
    let column = |row: usize| bits[row].trailing_zeros() as usize;
    let (mut left, mut right) = (0, 0);
    for (row, &bit) in bits[1..m].iter().enumerate() {
        if bit == 1 {
            left = row + 1;
        } else if bit == 1 << m {
            right = row + 1;
        }
    }
    let bottom = column(m);
    // The first entry of each image of the board, in the order of
    // `Symmetry::ALL` after the identity.
    let image_starts = [m - left, m - bottom, right, m - t, bottom, left, m - right];
    if image_starts.iter().all(|&start| start > t) {
        // The common case: every image starts later, so this board is the
        // smallest and no symmetry fixes it.
        return Tally {
            total: 8,
            unique: 1,
        };
    }
    // A tie on the first entry: compare the tied images entry by entry.
    let mut queens = [0usize; 64];
    let mut inverse = [0usize; 64];
    for (row, queen) in queens[..n].iter_mut().enumerate() {
        *queen = column(row);
        inverse[*queen] = row;
    }
    let image_at = |symmetry: usize, k: usize| match symmetry {
        0 => m - inverse[k],
        1 => m - queens[m - k],
        2 => inverse[m - k],
        3 => m - queens[k],
        4 => queens[m - k],
        5 => inverse[k],
        _ => m - inverse[m - k],
    };
    let mut fixed_by = 1;
    for (symmetry, &start) in image_starts.iter().enumerate() {
        if start > t {
            continue;
        }
        let order = (0..n)
            .map(|k| queens[k].cmp(&image_at(symmetry, k)))
            .find(|order| order.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal);
        match order {
            std::cmp::Ordering::Greater => return Tally::default(),
            std::cmp::Ordering::Equal => fixed_by += 1,
            std::cmp::Ordering::Less => {}
        }
    }
    Tally {
        total: 8 / fixed_by,
        unique: 1,
    }
}
