//! The search the variants' counters share: one queen per *unit*, the
//! units filled most constrained first.
//!
//! A unit is a row, or for the pawns a piece of a row between pawns; every
//! unit of a solution holds exactly one queen. Each unit keeps the set of
//! its squares no queen attacks; placing a queen strikes out what it
//! attacks in every unit left (a table lookup per unit). The search then
//! fills the unit with the fewest squares left, and gives up as soon as a
//! unit has none, or a column that must still get a queen (every column
//! without a pawn: `n` queens fill `n` columns) has no square left in any
//! unit. On the torus every diagonal and anti-diagonal must also get one,
//! and is checked the same way. This prunes more than filling rows top to
//! bottom, at the price of about `n` word operations a queen.
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

/// What the search does next.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// Every row holds its queen.
    Full,
    /// Fill this unit.
    Row(usize),
}

/// What one search counts on.
#[derive(Clone, Debug)]
pub(crate) struct RowSearch {
    n: usize,
    all: u32,
    /// Per unit, its row and its squares.
    units: Vec<(u8, u32)>,
    /// `attacks[(r * n + c) * LANES + u]`: the squares of unit `u` a queen
    /// on `(r, c)` attacks.
    attacks: Vec<u32>,
    /// The columns that must each hold a queen, whose coverage is checked.
    columns: u32,
    /// Whether the diagonals wrap, so that each must hold a queen (the
    /// units are then the rows).
    torus: bool,
    /// Per lane, the shifts that rotate its row by the row's index mod n
    /// (`u` and `n - u`, both 0 past the last row).
    shifts: [u32; LANES],
    shifts_back: [u32; LANES],
}

/// The lanes of a state: the most units a search has.
const LANES: usize = 32;

/// A board part filled.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// Per unit, its squares still free (for the units not yet filled).
    free: [u32; 32],
    /// The units not yet filled.
    rows: u32,
    /// The columns, and on the torus the diagonals (`c - r` mod n) and
    /// anti-diagonals (`c + r` mod n), with no queen yet.
    columns: u32,
    diagonals: u32,
    anti: u32,
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
        let mut attacks = vec![0u32; n * n * LANES];
        for r in 0..n {
            for c in 0..n {
                for (u, &(row, mask)) in units.iter().enumerate() {
                    attacks[(r * n + c) * LANES + u] = attacked(r, c, usize::from(row)) & mask;
                }
            }
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
        }
    }

    /// The empty board.
    pub(crate) fn start(&self) -> State {
        let mut free = [0; 32];
        for (slot, &(_, mask)) in free.iter_mut().zip(&self.units) {
            *slot = mask;
        }
        State {
            free,
            rows: low_bits(self.units.len()),
            columns: self.columns,
            diagonals: self.all,
            anti: self.all,
            queens: [0; 32],
        }
    }

    /// The row of each unit.
    pub(crate) fn unit_row(&self, unit: usize) -> usize {
        usize::from(self.units[unit].0)
    }

    /// `state` with row `row` limited to the columns of `allowed`.
    pub(crate) fn restrict(&self, mut state: State, row: usize, allowed: u32) -> State {
        state.free[row] &= allowed;
        state
    }

    fn modn(&self, x: usize) -> usize {
        x % self.n
    }

    /// `state` with a queen on column `col` of unit `unit`, which must be
    /// free.
    #[inline(always)]
    pub(crate) fn place(&self, state: &State, unit: usize, col: usize) -> State {
        let n = self.n;
        let row = self.unit_row(unit);
        let mut next = *state;
        next.rows &= !(1 << unit);
        next.columns &= !(1 << col);
        if self.torus {
            next.diagonals &= !(1 << self.modn(col + n - row));
            next.anti &= !(1 << self.modn(col + row));
        }
        next.queens[unit] = col as u8;
        let table: &[u32; LANES] = self.attacks[(row * n + col) * LANES..][..LANES]
            .try_into()
            .expect("a square's table has a lane per unit");
        let mut open = next.rows;
        while open != 0 {
            let u = open.trailing_zeros() as usize;
            open &= open - 1;
            next.free[u] &= !table[u];
        }
        next.free[unit] = 0;
        next
    }

    /// What to branch on next: the row with the fewest free squares (the
    /// first of those), or `None` when the state cannot be completed by
    /// what the checks see. (Also forcing the square of a column or
    /// diagonal with one free square left measured twice as slow: the
    /// coverage check already drops those states once the square is gone.)
    #[inline(always)]
    fn next_step(&self, state: &State) -> Option<Step> {
        if state.rows == 0 {
            return Some(Step::Full);
        }
        let (mut best, mut fewest) = (0, u32::MAX);
        let (mut columns, mut diagonals, mut anti) = (0u32, 0u32, 0u32);
        let mut open = state.rows;
        while open != 0 {
            let u = open.trailing_zeros() as usize;
            open &= open - 1;
            let free = state.free[u];
            let count = free.count_ones();
            if count < fewest {
                if count == 0 {
                    return None;
                }
                (best, fewest) = (u, count);
            }
            columns |= free;
            if self.torus {
                // Square (r, c) is on diagonal c - r and anti-diagonal c + r;
                // on the torus the units are the rows.
                let (by, back) = (self.shifts[u], self.shifts_back[u]);
                diagonals |= (free.wrapping_shr(by) | free.wrapping_shl(back)) & self.all;
                anti |= (free.wrapping_shl(by) | free.wrapping_shr(back)) & self.all;
            }
        }
        if state.columns & !columns != 0 {
            return None;
        }
        if self.torus && (state.diagonals & !diagonals != 0 || state.anti & !anti != 0) {
            return None;
        }
        Some(Step::Row(best))
    }

    /// The squares to try next: a row's free squares, or one forced square.
    fn choices(&self, state: &State, step: Step) -> Option<(usize, u32)> {
        match step {
            Step::Full => None,
            Step::Row(row) => Some((row, state.free[row])),
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
        let Some(step) = self.next_step(state) else {
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
    /// On x86-64 the search is compiled twice, as the classic counter's
    /// is: for any processor, and for those with AVX2, POPCNT, BMI1 and
    /// BMI2 (Intel's since 2013, AMD's since 2015), where the loops over
    /// the 32 lanes become a few vector operations and each popcount one
    /// instruction. Which one runs is decided here.
    pub(crate) fn search<V: Visit>(&self, state: &State, visit: &mut V) {
        #[cfg(test)]
        if PORTABLE_ONLY.with(std::cell::Cell::get) {
            return self.search_anywhere(state, visit);
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.search_avx2(state, visit) };
        }
        self.search_anywhere(state, visit);
    }

    /// [`RowSearch::search`] compiled for processors with AVX2; the whole
    /// search is inlined into it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    fn search_avx2<V: Visit>(&self, state: &State, visit: &mut V) {
        self.search_anywhere(state, visit);
    }

    /// The search, with a stack of its own rather than recursion, so that
    /// it inlines whole into each build.
    #[inline(always)]
    fn search_anywhere<V: Visit>(&self, state: &State, visit: &mut V) {
        let units = self.units.len();
        let Some(step) = self.next_step(state) else {
            return;
        };
        let Some((unit, free)) = self.choices(state, step) else {
            visit.solution(&state.queens[..units]);
            return;
        };
        // Per depth: the board, the unit being filled and its squares not
        // yet tried. A unit is filled per level, so `units + 1` levels.
        let mut stack = [(*state, 0usize, 0u32); LANES + 1];
        stack[0] = (*state, unit, free);
        let mut depth = 0;
        loop {
            let (board, unit, untried) = &mut stack[depth];
            if *untried == 0 {
                if depth == 0 {
                    return;
                }
                depth -= 1;
                continue;
            }
            let col = untried.trailing_zeros() as usize;
            *untried &= *untried - 1;
            let child = self.place(board, *unit, col);
            match self.next_step(&child) {
                None => {}
                Some(Step::Full) => visit.solution(&child.queens[..units]),
                Some(Step::Row(next)) => {
                    depth += 1;
                    stack[depth] = (child, next, child.free[next]);
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

#[cfg(test)]
thread_local! {
    /// Set by the tests to run the build for any processor on this thread.
    static PORTABLE_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
mod tests {
    use super::PORTABLE_ONLY;
    use crate::Plan;
    use crate::variant::Variant;

    #[test]
    fn the_search_for_any_processor_counts_as_the_chosen_one() {
        let cases = [
            (13, Variant::Torus),
            (12, Variant::Superqueens),
            (9, Variant::Pawns { count: 1 }),
            (9, Variant::Pawns { count: 2 }),
        ];
        for (n, variant) in cases {
            let plan = Plan::variant(n, &variant).unwrap();
            for index in 0..plan.len() {
                let chosen = plan.count_subproblem(index);
                PORTABLE_ONLY.with(|only| only.set(true));
                let anywhere = plan.count_subproblem(index);
                PORTABLE_ONLY.with(|only| only.set(false));
                assert_eq!(chosen, anywhere, "{variant:?}, n = {n}, subproblem {index}");
            }
        }
    }
}
