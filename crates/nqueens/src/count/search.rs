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
//! unique count is their number, so both come from one search. A candidate
//! can only tie with an image when a side queen stands in row `t` or
//! `n-1-t`, or the last queen in column `t` or `n-1-t` (or `t` is the middle
//! column); all others are canonical with eight images, so the last two rows
//! are counted with no comparison and only those few candidates are
//! compared entry by entry ([`Ties`]).

use std::cell::Cell;

use super::Tally;
use super::batch::{BATCH_ROWS, Batch, Drain};
use super::masks::{self, Masks, Rows, Ties, slot};

thread_local! {
    /// Each thread's batch, reused by every subproblem it counts. It is
    /// taken out while a search uses it, not borrowed through
    /// [`std::thread::LocalKey::with`]: the search would then run in a
    /// closure that `with` calls, which need not be inlined into the caller
    /// and so would lack the instructions the caller is compiled for (see
    /// `count_below` in [`super::plan`]).
    static BATCH: Cell<Option<Batch>> = const { Cell::new(None) };
}

/// Runs the search from row `start` down and returns what it found. Rows
/// `0..start` of `bits` must hold the prefix (one bit per row, the bit of
/// the row's column). Solutions on a tie square (see [`Ties`]) are passed
/// to `classify` with their bits, and what it returns is added; every other
/// solution is one class of eight.
///
/// The rows above the last [`BATCH_ROWS`] are searched depth first; each
/// board that gets through them goes to this thread's [`Batch`], which
/// works the bottom rows many boards at a time. The depth-first loop keeps
/// its own stack instead of recursing, holding only rows with columns left
/// to try, and both parts drop a branch before it is entered when the next
/// row, or the one after it, is already full.
///
/// With `NODES`, `nodes` grows by one for every queen placed (see
/// [`super::count_with_nodes`]); without it the counter compiles away.
#[inline(always)]
pub(super) fn search<const NODES: bool, F>(
    n: usize,
    rows: &Rows,
    start: usize,
    masks: Masks,
    bits: &mut [u64; 64],
    nodes: &mut u64,
    classify: &mut F,
) -> Tally
where
    F: FnMut(&[u64; 64]) -> Tally,
{
    if start + 2 >= n {
        return masks::enumerate::<NODES, F>(n, rows, start, masks, bits, nodes, classify);
    }
    // The first batch row: at most `n - 3`, as `start` is.
    let first = start.max(n.saturating_sub(BATCH_ROWS));
    let mut batch = BATCH.take().unwrap_or_else(Batch::new);
    let mut drain = Drain::<NODES, F> {
        n,
        rows,
        first,
        bits,
        nodes,
        classify,
        tally: Tally::default(),
        plain: 0,
    };
    depth_first(rows, start, masks, &mut batch, &mut drain);
    batch.drain(&mut drain);
    let mut tally = drain.tally;
    tally.total += 8 * u128::from(drain.plain);
    tally.unique += u128::from(drain.plain);
    BATCH.set(Some(batch));
    tally
}

/// Whether a queen in `bits` above row `first` stands on a watched tie
/// square.
#[inline(always)]
fn tie_above(ties: &Ties, bits: &[u64; 64], first: usize) -> bool {
    ties.watched
        .iter()
        .any(|&(row, columns)| row < first && bits[slot(row)] & columns != 0)
}

/// The depth-first part of [`search`]: rows `start` to `drain.first - 1`,
/// every board that reaches row `drain.first` pushed to `batch`.
#[inline(always)]
fn depth_first<const NODES: bool, F>(
    rows: &Rows,
    start: usize,
    masks: Masks,
    batch: &mut Batch,
    drain: &mut Drain<'_, NODES, F>,
) where
    F: FnMut(&[u64; 64]) -> Tally,
{
    let first = drain.first;
    let mut free = rows.allowed[slot(start)] & !masks.attacked();
    if start == first {
        // The batch's lists are empty when a search starts, so there is room.
        if free != 0 {
            let tie = tie_above(&rows.ties, drain.bits, first);
            batch.push(drain, masks, free, tie);
        }
        return;
    }
    // The stack holds only rows with columns left to try, with the masks
    // they are tried under, so that finishing a row's last column goes
    // straight back to the nearest row with work left. The masks live in
    // plain `u64` arrays and variables, not in `Masks` values, so that no
    // pop reads a struct whose parts were just stored one by one (a stall
    // for the load's forwarding).
    let mut saved_row = [0usize; 64];
    let mut saved_free = [0u64; 64];
    let mut saved_columns = [0u64; 64];
    let mut saved_diagonals = [0u64; 64];
    let mut saved_anti = [0u64; 64];
    let mut depth = 0;
    let mut row = start;
    let (mut columns, mut diagonals, mut anti) =
        (masks.columns, masks.diagonals, masks.anti_diagonals);
    loop {
        if free == 0 {
            if depth == 0 {
                break;
            }
            depth -= 1;
            row = saved_row[slot(depth)];
            free = saved_free[slot(depth)];
            columns = saved_columns[slot(depth)];
            diagonals = saved_diagonals[slot(depth)];
            anti = saved_anti[slot(depth)];
            continue;
        }
        let bit = free & free.wrapping_neg();
        free ^= bit;
        drain.bits[slot(row)] = bit;
        if NODES {
            *drain.nodes += 1;
        }
        let below_columns = columns | bit;
        let below_diagonals = (diagonals | bit) >> 1;
        let below_anti = (anti | bit) << 1;
        let mut next_free =
            rows.allowed[slot(row + 1)] & !(below_columns | below_diagonals | below_anti);
        if row + 1 == rows.side_deadline {
            // Rows below may not use the side columns: whichever is still
            // empty must be taken here, and both cannot be.
            let missing = rows.side & !below_columns;
            if missing == rows.side {
                next_free = 0;
            } else if missing != 0 {
                next_free &= missing;
            }
        }
        // Queens further down only attack more, so when the row after the
        // next is already full the branch is dead too (`row + 2 < n - 1`).
        let two_below =
            rows.allowed[slot(row + 2)] & !(below_columns | below_diagonals >> 1 | below_anti << 1);
        if (next_free == 0) | (two_below == 0) {
            continue;
        }
        if row + 1 == first {
            let below = Masks {
                columns: below_columns,
                diagonals: below_diagonals,
                anti_diagonals: below_anti,
            };
            if batch.is_full() {
                batch.drain(drain);
            }
            let tie = tie_above(&rows.ties, drain.bits, first);
            batch.push(drain, below, next_free, tie);
            continue;
        }
        // Saved always, kept only when columns are left in this row.
        saved_row[slot(depth)] = row;
        saved_free[slot(depth)] = free;
        saved_columns[slot(depth)] = columns;
        saved_diagonals[slot(depth)] = diagonals;
        saved_anti[slot(depth)] = anti;
        depth += usize::from(free != 0);
        columns = below_columns;
        diagonals = below_diagonals;
        anti = below_anti;
        row += 1;
        free = next_free;
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
