//! The search the variants' counters share: one queen per *unit*, the
//! units filled most constrained first.
//!
//! A unit is a row, or for the pawns a piece of a row between pawns; every
//! unit of a solution holds exactly one queen. Each unit keeps the set of
//! its squares no queen attacks; placing a queen strikes out what it
//! attacks in every unit left (one table row for all units). The search
//! then fills the unit with the fewest squares left (of those, the one
//! nearest the middle row), and gives up as soon as a
//! unit has none, or a column that must still get a queen (every column
//! without a pawn: `n` queens fill `n` columns) has no square left in any
//! unit. On the torus every diagonal and anti-diagonal must also get one,
//! and is checked the same way. This prunes more than filling rows top to
//! bottom, at the price of work over all 32 units' words for each queen,
//! which the vector builds do a register at a time.
//!
//! A piece of the search is the list of placements (unit, column) that
//! leads to it from the start, in the order the search makes them; since
//! the order depends only on the board so far, replaying the list gives the
//! same state on any machine.

/// What a search adds up: solutions, and Burnside's numerator.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Accumulator {
    pub(crate) total: u128,
    pub(crate) weighted: u128,
}

impl Accumulator {
    pub(crate) fn add(&mut self, total: u128, weighted: u128) {
        self.total += total;
        self.weighted += weighted;
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512;
mod kernel;

pub(crate) use kernel::RowSearch;
use kernel::{ANTI, Aligned, COLUMNS, DIAGONALS, Kernel, LANES, Lanes, OPEN, Step, WIDTH};

/// The loops of [`RowSearch::next_step`], as the compiler builds them.
struct Portable;

impl Kernel for Portable {
    #[inline(always)]
    fn next_step(search: &RowSearch, lanes: &Lanes) -> Option<Step> {
        search.next_step(lanes)
    }
}

/// A board part filled.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// The lanes a queen strikes out of: [`LANES`] of units' free squares
    /// (for the units not yet filled), then the header.
    lanes: Lanes,
    /// Per unit filled, its queen's column.
    pub(crate) queens: [u8; 32],
}

/// What a piece of the search reports.
pub(crate) trait Visit {
    fn solution(&mut self, queens: &[u8]);
}

impl RowSearch {
    /// The search for `n x n` boards (`n <= 32`), one queen per row,
    /// where a queen on `(r, c)` attacks the squares `attacked(r, c, r2)`
    /// of row `r2 != r`.
    pub(crate) fn new(
        n: usize,
        torus: bool,
        attacked: impl Fn(usize, usize, usize) -> u32,
    ) -> RowSearch {
        let all = u32::MAX >> (32 - n);
        let units: Vec<(u8, u32)> = (0..n).map(|r| (r as u8, all)).collect();
        RowSearch::with_units(n, units, all, torus, |r, c, r2| {
            if r2 == r { 0 } else { attacked(r, c, r2) }
        })
    }

    /// The search for `n x n` boards (`n <= 32`) with the given units (at
    /// most 32, each a row and its squares), where a queen on `(r, c)`
    /// attacks the squares `attacked(r, c, r2)` of row `r2` (its own unit
    /// aside), and the columns of `columns` must each hold a queen.
    pub(crate) fn with_units(
        n: usize,
        units: Vec<(u8, u32)>,
        columns: u32,
        torus: bool,
        attacked: impl Fn(usize, usize, usize) -> u32,
    ) -> RowSearch {
        assert!(
            (1..=32).contains(&n),
            "the unit search takes n from 1 to 32"
        );
        assert!(units.len() <= 32, "the unit search takes at most 32 units");
        // 32 lanes a square, whatever the number of units, so that the
        // loops below have a fixed length the compiler turns into vector
        // operations.
        let mut attacks = vec![Aligned([0; WIDTH]); n * n];
        for r in 0..n {
            for c in 0..n {
                let lanes = &mut attacks[r * n + c].0;
                lanes[COLUMNS] = 1 << c;
                if torus {
                    lanes[DIAGONALS] = 1 << ((c + n - r) % n);
                    lanes[ANTI] = 1 << ((c + r) % n);
                }
                for (u, &(row, mask)) in units.iter().enumerate() {
                    // A queen fills its own unit: the whole lane is struck
                    // out, which spares the search a store of its own.
                    let own = usize::from(row) == r && mask >> c & 1 == 1;
                    if own {
                        lanes[OPEN] |= 1 << u;
                    }
                    lanes[u] = if own {
                        u32::MAX
                    } else {
                        attacked(r, c, usize::from(row)) & mask
                    };
                }
            }
        }
        let mut tie = [0u32; LANES];
        for (u, &(row, _)) in units.iter().enumerate() {
            let rank = (2 * usize::from(row)).abs_diff(n - 1) as u32;
            tie[u] = rank << 8 | u as u32;
        }
        let mut shifts = [0u32; LANES];
        let mut shifts_back = [0u32; LANES];
        for u in 0..n {
            shifts[u] = u as u32;
            // Rotating by 0: `x >> n` is 0 below 32 bits, and `wrapping_shr`
            // of 32 is `x` itself; either way the union is `x`.
            shifts_back[u] = (n - u) as u32;
        }
        RowSearch {
            n,
            all: u32::MAX >> (32 - n),
            units,
            attacks,
            columns,
            torus,
            shifts,
            shifts_back,
            tie,
        }
    }

    /// The empty board.
    pub(crate) fn start(&self) -> State {
        let mut lanes = [0; WIDTH];
        for (slot, &(_, mask)) in lanes.iter_mut().zip(&self.units) {
            *slot = mask;
        }
        lanes[OPEN] = low_bits(self.units.len());
        lanes[COLUMNS] = self.columns;
        lanes[DIAGONALS] = self.all;
        lanes[ANTI] = self.all;
        State {
            lanes,
            queens: [0; 32],
        }
    }

    /// The free squares of unit `unit` in `state`.
    pub(crate) fn free(&self, state: &State, unit: usize) -> u32 {
        state.lanes[unit]
    }

    /// `state` with row `row` limited to the columns of `allowed`.
    pub(crate) fn restrict(&self, mut state: State, row: usize, allowed: u32) -> State {
        state.lanes[row] &= allowed;
        state
    }

    /// `state` with a queen on column `col` of unit `unit`, which must be
    /// free.
    pub(crate) fn place(&self, state: &State, unit: usize, col: usize) -> State {
        State {
            lanes: self.strike_out(&state.lanes, unit, col),
            queens: {
                let mut queens = state.queens;
                queens[unit] = col as u8;
                queens
            },
        }
    }

    /// What to branch on next: the row with the fewest free squares (the
    /// first of those), or `None` when the state cannot be completed by
    /// what the checks see. (Also forcing the square of a column or
    /// diagonal with one free square left measured twice as slow: the
    /// coverage check already drops those states once the square is gone.)
    #[inline(always)]
    fn next_step(&self, lanes: &Lanes) -> Option<Step> {
        let open = lanes[OPEN];
        if open == 0 {
            return Some(Step::Full);
        }
        // Each loop runs over all the lanes, with no branch, so that it
        // becomes a few vector operations; a filled unit (or a lane past
        // the last unit) has no free square, so it adds nothing to the
        // unions.
        let free: &[u32; LANES] = lanes[..LANES].try_into().expect("the units' lanes");
        let mut empty = 0u32;
        let mut columns = 0u32;
        for (u, &squares) in free.iter().enumerate() {
            empty |= u32::from(squares == 0) << u;
            columns |= squares;
        }
        if empty & open != 0 || lanes[COLUMNS] & !columns != 0 {
            return None;
        }
        if self.torus {
            // Square (r, c) is on diagonal c - r and anti-diagonal c + r;
            // on the torus the units are the rows.
            let (mut diagonals, mut anti) = (0u32, 0u32);
            for ((&squares, &by), &back) in free.iter().zip(&self.shifts).zip(&self.shifts_back) {
                diagonals |= squares.wrapping_shr(by) | squares.wrapping_shl(back);
                anti |= squares.wrapping_shl(by) | squares.wrapping_shr(back);
            }
            if lanes[DIAGONALS] & !(diagonals & self.all) != 0
                || lanes[ANTI] & !(anti & self.all) != 0
            {
                return None;
            }
        }
        // The open unit with the fewest free squares, ties broken by
        // [`RowSearch::tie`]: the smallest of `count << 16 | tie`, a filled
        // unit (no free square) counting as many.
        let mut keys = [0u32; LANES];
        for ((key, &squares), &tie) in keys.iter_mut().zip(free).zip(&self.tie) {
            *key = if squares == 0 {
                u32::MAX
            } else {
                squares.count_ones() << 16 | tie
            };
        }
        let first = keys.iter().fold(u32::MAX, |low, &key| low.min(key));
        Some(Step::Row((first & 0xff) as usize))
    }

    /// The squares to try next: a row's free squares, or one forced square.
    fn choices(&self, state: &State, step: Step) -> Option<(usize, u32)> {
        match step {
            Step::Full => None,
            Step::Row(row) => Some((row, state.lanes[row])),
        }
    }

    /// The pieces of the search from `state`: the placements of its first
    /// `depth` steps (fewer where a board fills sooner), in search order.
    pub(crate) fn pieces(&self, state: &State, depth: usize) -> Vec<Vec<(u8, u8)>> {
        let mut out = Vec::new();
        self.extend_pieces(state, depth, &mut Vec::new(), &mut out);
        out
    }

    fn extend_pieces(
        &self,
        state: &State,
        depth: usize,
        path: &mut Vec<(u8, u8)>,
        out: &mut Vec<Vec<(u8, u8)>>,
    ) {
        let Some(step) = self.next_step(&state.lanes) else {
            return;
        };
        let Some((row, mut free)) = self.choices(state, step).filter(|_| path.len() < depth) else {
            out.push(path.clone());
            return;
        };
        while free != 0 {
            let col = free.trailing_zeros() as usize;
            free &= free - 1;
            path.push((row as u8, col as u8));
            self.extend_pieces(&self.place(state, row, col), depth, path, out);
            path.pop();
        }
    }

    /// `state` after the placements of a piece.
    pub(crate) fn replay(&self, state: &State, path: &[(u8, u8)]) -> State {
        path.iter().fold(*state, |s, &(r, c)| {
            self.place(&s, usize::from(r), usize::from(c))
        })
    }

    /// Visits every solution that completes `state`.
    ///
    /// On x86-64 the search is compiled three times: for any processor;
    /// for those with AVX2, POPCNT, BMI1 and BMI2 (Intel's since 2013,
    /// AMD's since 2015), where the loops over the 32 lanes become vector
    /// operations, as the classic counter's are; and for those with
    /// AVX-512 and its vector popcount (Intel's since Ice Lake, AMD's
    /// since Zen 4), where the choice of the next unit is the kernel of
    /// `rows/avx512.rs`. Which one runs is decided here.
    pub(crate) fn search<V: Visit>(&self, state: &State, visit: &mut V) {
        if crate::dispatch::portable_only() {
            return self.search_with::<V, Portable>(state, visit);
        }
        #[cfg(target_arch = "x86_64")]
        if crate::dispatch::has_avx512() {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.search_avx512(state, visit) };
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") && crate::dispatch::has_bmi() {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.search_avx2(state, visit) };
        }
        self.search_with::<V, Portable>(state, visit);
    }

    /// [`RowSearch::search`] compiled for processors with AVX2; the whole
    /// search is inlined into it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    fn search_avx2<V: Visit>(&self, state: &State, visit: &mut V) {
        self.search_with::<V, Portable>(state, visit);
    }

    /// [`RowSearch::search`] compiled for processors with AVX-512 and its
    /// vector popcount.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vpopcntdq,popcnt,bmi1,bmi2")]
    fn search_avx512<V: Visit>(&self, state: &State, visit: &mut V) {
        self.search_with::<V, avx512::Avx512>(state, visit);
    }

    /// The search, with a stack of its own rather than recursion, so that
    /// it inlines whole into each build.
    #[inline(always)]
    fn search_with<V: Visit, K: Kernel>(&self, state: &State, visit: &mut V) {
        let units = self.units.len();
        let Some(step) = K::next_step(self, &state.lanes) else {
            return;
        };
        let Some((unit, free)) = self.choices(state, step) else {
            visit.solution(&state.queens[..units]);
            return;
        };
        // Per depth: the board, the unit being filled and its squares not
        // yet tried, in arrays of their own (a word stored next to a board
        // would stall the board's next copy). A unit is filled per level,
        // so `units + 1` levels.
        let mut boards = [Aligned(state.lanes); LANES + 1];
        let mut filling = [0usize; LANES + 1];
        let mut untried = [0u32; LANES + 1];
        (filling[0], untried[0]) = (unit, free);
        // Each unit's queen, on the current path.
        let mut queens = state.queens;
        let mut depth = 0;
        loop {
            if untried[depth] == 0 {
                if depth == 0 {
                    return;
                }
                depth -= 1;
                continue;
            }
            let col = untried[depth].trailing_zeros() as usize;
            untried[depth] &= untried[depth] - 1;
            let unit = filling[depth];
            queens[unit] = col as u8;
            // The child is written where it will stay if the search goes
            // down to it, so that it is never copied.
            let (parents, children) = boards.split_at_mut(depth + 1);
            let child = &mut children[0];
            match K::place_and_step(self, &parents[depth], unit, col, child) {
                None => {}
                Some(Step::Full) => visit.solution(&queens[..units]),
                Some(Step::Row(next)) => {
                    untried[depth + 1] = child.0[next];
                    depth += 1;
                    filling[depth] = next;
                }
            }
        }
    }
}

/// The mask of the `count` lowest bits (`count <= 32`).
fn low_bits(count: usize) -> u32 {
    if count >= 32 {
        u32::MAX
    } else {
        (1 << count) - 1
    }
}
