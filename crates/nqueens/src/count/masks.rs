//! The row constraints and masks that the depth-first search (see
//! [`super::search`]) and the batch (see [`super::batch`]) both work
//! with, and the plain backtracking over them that both fall back on.

use super::Tally;

/// Board constraints a subproblem's case puts on each row.
pub(super) struct Rows {
    /// All columns of the board: its lowest `n` bits.
    pub(super) all: u64,
    /// `allowed[r]`: columns row `r` may use, before the queens above
    /// attack any.
    pub(super) allowed: [u64; 64],
    /// The row by which both side columns must hold a queen (edge case).
    pub(super) side_deadline: usize,
    /// The side columns' bits, `1 | 1 << (n-1)`; 0 when there is no deadline.
    pub(super) side: u64,
    /// Where a solution may tie with one of its images.
    pub(super) ties: Ties,
}

/// The squares whose queen can make a candidate start like one of its
/// images, so that only a full comparison decides whether it is canonical
/// and how large its orbit is. Solutions with no queen on any of them
/// stand for eight solutions each, with no comparison.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ties {
    /// `(row, columns)`, rows above the last two: a queen there on one of
    /// the columns makes every solution below a tie.
    pub(super) watched: [(usize, u64); 2],
    /// Columns of the next-to-last row that make a tie.
    pub(super) next_to_last: u64,
    /// Columns of the last row that make a tie.
    pub(super) last: u64,
}

impl Ties {
    /// Whether any solution can tie with an image.
    pub(super) fn can_tie(&self) -> bool {
        self.watched.iter().any(|&(_, columns)| columns != 0)
            || self.next_to_last != 0
            || self.last != 0
    }

    /// No ties: every solution found stands for eight (the corner case).
    pub(super) const NONE: Ties = Ties {
        watched: [(0, 0); 2],
        next_to_last: 0,
        last: 0,
    };
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
    pub(super) fn attacked(self) -> u64 {
        self.columns | self.diagonals | self.anti_diagonals
    }

    /// The squares of the row `k` rows below the next that the queens
    /// placed so far attack.
    #[inline(always)]
    pub(super) fn attacked_below(self, k: u32) -> u64 {
        self.columns | self.diagonals >> k | self.anti_diagonals << k
    }
}

/// Row `row`'s place in the 64-entry row arrays. Boards have at most
/// [`super::MAX_COUNT_N`] rows, so this is `row`; the mask only lets the
/// compiler drop the bounds checks from the hot loop.
#[inline(always)]
pub(super) fn slot(row: usize) -> usize {
    row % 64
}

/// Plain backtracking from `row` to the end, every solution classified:
/// for the last rows of small boards and the rare ties.
pub(super) fn enumerate<const NODES: bool, F>(
    n: usize,
    rows: &Rows,
    row: usize,
    masks: Masks,
    bits: &mut [u64; 64],
    nodes: &mut u64,
    classify: &mut F,
) -> Tally
where
    F: FnMut(&[u64; 64]) -> Tally,
{
    if row == n {
        return classify(bits);
    }
    // The side deadline needs no check here: the rows below it may not use
    // the side columns, so a board that misses it never gets to the end.
    let mut tally = Tally::default();
    let mut free = rows.allowed[row] & !masks.attacked();
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        bits[row] = bit;
        if NODES {
            *nodes += 1;
        }
        tally += enumerate::<NODES, F>(n, rows, row + 1, masks.place(bit), bits, nodes, classify);
    }
    tally
}
