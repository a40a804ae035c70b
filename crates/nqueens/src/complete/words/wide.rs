//! The board as a word of 64 bits per row, for any processor and any
//! board of up to 64 rows.

use super::search::{Board, MAX_ROWS, Search, Survey, Weights, full};

/// The free squares of every row (those of a filled row no longer
/// matter), which rows are empty and which columns taken, and the queens.
#[derive(Clone, Copy)]
pub(crate) struct Wide {
    free: [u64; MAX_ROWS],
    empty_rows: u64,
    used_cols: u64,
    queens: [u8; MAX_ROWS],
}

impl Board for Wide {
    fn empty(n: usize) -> Wide {
        debug_assert!(n <= MAX_ROWS);
        let full = full(n);
        let mut board = Wide {
            free: [0; MAX_ROWS],
            empty_rows: full,
            used_cols: 0,
            queens: [0; MAX_ROWS],
        };
        board.free[..n].fill(full);
        board
    }

    fn block(&mut self, row: usize, col: usize) {
        self.free[row] &= !(1 << col);
    }

    fn queens(&self) -> &[u8] {
        &self.queens
    }

    #[inline(always)]
    fn empty_rows(&self) -> u64 {
        self.empty_rows
    }

    #[inline(always)]
    fn used_cols(&self) -> u64 {
        self.used_cols
    }

    #[inline(always)]
    fn free(&self, row: usize) -> u64 {
        self.free[row]
    }

    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        self.empty_rows &= !(1 << row);
        self.used_cols |= 1 << col;
        self.queens[row] = col as u8;
        let queen = 1u64 << col;
        let mut rows = self.empty_rows;
        while rows != 0 {
            let other = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            // Bits shifted past either end of the word fall off: those
            // diagonals leave the board.
            let distance = other.abs_diff(row);
            self.free[other] &= !(queen | queen << distance | queen >> distance);
        }
    }

    #[inline(always)]
    fn copy_rows(&mut self, other: &Wide, n: usize) {
        self.free[..n].copy_from_slice(&other.free[..n]);
        self.queens[..n].copy_from_slice(&other.queens[..n]);
        self.empty_rows = other.empty_rows;
        self.used_cols = other.used_cols;
    }

    #[inline(always)]
    fn survey(&self, weights: &Weights) -> Survey {
        let mut survey = Survey {
            dead: 0,
            single: 0,
            once: 0,
            twice: 0,
            best: 0,
        };
        let mut best_weighed = f32::INFINITY;
        let mut rows = self.empty_rows;
        while rows != 0 {
            let row = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let free = self.free[row];
            let size = free.count_ones();
            survey.dead |= u64::from(size == 0) << row;
            survey.single |= u64::from(size == 1) << row;
            survey.twice |= survey.once & free;
            survey.once |= free;
            let weighed = weights.weigh(row, size);
            if weighed < best_weighed {
                (survey.best, best_weighed) = (row, weighed);
            }
        }
        survey
    }

    #[inline(always)]
    fn rows_of(&self, col: usize) -> u64 {
        let mut rows = self.empty_rows;
        let mut taking = 0;
        while rows != 0 {
            let row = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            taking |= (self.free[row] >> col & 1) << row;
        }
        taking
    }

    /// On x86-64 the search is compiled twice, for any processor and for
    /// those with POPCNT, BMI1 and BMI2 (Intel's since 2013, AMD's since
    /// 2015): counting a row's free squares is one instruction there and a
    /// dozen elsewhere, and the search counts them for every empty row at
    /// every step. Which one runs is decided here.
    fn search(search: &mut Search<'_, Wide>, node: Wide) -> bool {
        #[cfg(target_arch = "x86_64")]
        if has_bmi() {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { search_bmi(search, node) };
        }
        search.search_with(node)
    }

    fn open(n: usize, root: Wide) -> Vec<Wide> {
        #[cfg(target_arch = "x86_64")]
        if has_bmi() {
            // SAFETY: as in `search`.
            #[allow(unsafe_code)]
            return unsafe { open_bmi(n, root) };
        }
        super::search::pieces(n, root)
    }
}

/// Whether the build for POPCNT, BMI1 and BMI2 may run.
#[cfg(target_arch = "x86_64")]
fn has_bmi() -> bool {
    !crate::dispatch::portable_only() && crate::dispatch::has_bmi()
}

/// The search compiled for processors with POPCNT, BMI1 and BMI2; the
/// whole search is inlined into it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn search_bmi(search: &mut Search<'_, Wide>, node: Wide) -> bool {
    search.search_with(node)
}

/// The tree opened into pieces, in the same build as the search.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn open_bmi(n: usize, root: Wide) -> Vec<Wide> {
    super::search::pieces(n, root)
}
