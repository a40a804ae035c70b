//! The plain count for boards too small for the symmetric split (n < 4),
//! and for those too small to meet in the middle (n < 6): every solution
//! enumerated by the bitboard search and tested for being its class's
//! canonical member.

use super::Tally;
use crate::symmetry::SymmetryScratch;

/// Counts the `n x n` board, adding every queen placed to `nodes`.
pub(super) fn count(n: usize, nodes: &mut u64) -> Tally {
    let mut walk = Walk {
        queens: vec![0; n],
        scratch: SymmetryScratch::new(),
        tally: Tally::default(),
        nodes: 0,
    };
    let all_columns = u64::MAX >> (u64::BITS as usize - n);
    walk.row(0, all_columns, 0, 0, 0);
    *nodes += walk.nodes;
    walk.tally
}

struct Walk {
    queens: Vec<usize>,
    scratch: SymmetryScratch,
    tally: Tally,
    nodes: u64,
}

impl Walk {
    fn row(&mut self, row: usize, all_columns: u64, columns: u64, diagonals: u64, anti: u64) {
        if row == self.queens.len() {
            self.tally.total += 1;
            if self.scratch.is_canonical(&self.queens) {
                self.tally.unique += 1;
            }
            return;
        }
        let mut free = all_columns & !(columns | diagonals | anti);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.nodes += 1;
            self.queens[row] = bit.trailing_zeros() as usize;
            self.row(
                row + 1,
                all_columns,
                columns | bit,
                (diagonals | bit) >> 1,
                (anti | bit) << 1,
            );
        }
    }
}
