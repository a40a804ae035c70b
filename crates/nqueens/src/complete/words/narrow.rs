//! The board as 32 lanes of 32 bits, one a row, in two AVX-512 registers,
//! for boards of up to 32 rows on processors with AVX-512 and its vector
//! popcount.
//!
//! Placing a queen is one variable shift each way of the queen's bit by
//! each lane's distance to its row, and an and-not, on both registers. The
//! look at the empty rows (dead and single rows by a vector popcount, the
//! columns that one or two rows can take by folding the lanes in halves,
//! the row of least weighed size by a vector minimum) costs the same few
//! dozen instructions however many rows are empty, where the word-a-row
//! layout loops over them. A filled row's lane is cleared, so that it
//! drops out of the column masks without a test.

use std::arch::x86_64::{
    __m512, __m512i, _CMP_EQ_OQ, _mm512_abs_epi32, _mm512_and_si512, _mm512_cmp_ps_mask,
    _mm512_cvtepi32_ps, _mm512_cvtsi512_si32, _mm512_load_ps, _mm512_load_si512,
    _mm512_mask_cmpeq_epi32_mask, _mm512_mask_mul_ps, _mm512_mask_testn_epi32_mask,
    _mm512_maskz_andnot_epi32, _mm512_min_ps, _mm512_or_si512, _mm512_popcnt_epi32,
    _mm512_reduce_min_ps, _mm512_set1_epi32, _mm512_set1_ps, _mm512_setr_epi32,
    _mm512_shuffle_epi32, _mm512_shuffle_i32x4, _mm512_sllv_epi32, _mm512_srlv_epi32,
    _mm512_store_si512, _mm512_sub_epi32, _mm512_ternarylogic_epi32, _mm512_test_epi32_mask,
};

use super::search::{Board, Search, Survey, Weights};

/// The largest board in this layout.
pub(crate) const MAX_ROWS: usize = 32;

/// The lanes of a register.
const LANES: usize = 16;

/// The free squares of every empty row (a filled row's lane is zero),
/// which rows are empty and which columns taken, and the queens; the lanes
/// start on a cache line.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
pub(crate) struct Narrow {
    free: [u32; MAX_ROWS],
    empty_rows: u32,
    used_cols: u32,
    queens: [u8; MAX_ROWS],
}

/// OR of three inputs, as `_mm512_ternarylogic_epi32` spells it.
const OR3: i32 = 0xFE;
/// Shuffles that swap the halves of a register: of 256, 128, 64 and 32
/// bits.
const SWAP_256: i32 = 0b01_00_11_10;
const SWAP_128: i32 = 0b10_11_00_01;
const SWAP_64: i32 = 0b01_00_11_10;
const SWAP_32: i32 = 0b10_11_00_01;

impl Narrow {
    /// Lanes `half * 16..half * 16 + 16`.
    #[inline(always)]
    #[allow(unsafe_code)]
    fn lanes(&self, half: usize) -> __m512i {
        debug_assert!(half < 2);
        // SAFETY: the lanes lie inside `free`, which starts on a cache
        // line, so the 16 from a multiple of 16 are aligned; this layout
        // is only used where the processor has AVX-512.
        unsafe { _mm512_load_si512(self.free.as_ptr().add(half * LANES).cast()) }
    }

    #[inline(always)]
    #[allow(unsafe_code)]
    fn set_lanes(&mut self, half: usize, lanes: __m512i) {
        debug_assert!(half < 2);
        // SAFETY: as in `lanes`.
        unsafe { _mm512_store_si512(self.free.as_mut_ptr().add(half * LANES).cast(), lanes) }
    }
}

/// The inverse weights of rows `half * 16..half * 16 + 16`.
#[inline(always)]
#[allow(unsafe_code)]
fn inverse_weights(weights: &Weights, half: usize) -> __m512 {
    // SAFETY: `Weights` starts on a cache line with `inverse`, of 64
    // lanes, so 16 from `half * 16` lie inside it, aligned.
    unsafe { _mm512_load_ps(weights.inverse.as_ptr().add(half * LANES)) }
}

/// The lane numbers of the rows in a half: 0 to 15, or 16 to 31.
#[inline(always)]
#[allow(unsafe_code)]
fn row_numbers(half: usize) -> __m512i {
    let from = (half * LANES) as i32;
    // SAFETY: only used where the processor has AVX-512.
    unsafe {
        _mm512_setr_epi32(
            from,
            from + 1,
            from + 2,
            from + 3,
            from + 4,
            from + 5,
            from + 6,
            from + 7,
            from + 8,
            from + 9,
            from + 10,
            from + 11,
            from + 12,
            from + 13,
            from + 14,
            from + 15,
        )
    }
}

/// One fold of the column masks: lane `i` takes in the lane that `swap`
/// brings to it, so that a column is twice taken where it is twice in
/// either or once in each.
#[inline(always)]
#[allow(unsafe_code)]
fn fold(once: __m512i, twice: __m512i, swap: impl Fn(__m512i) -> __m512i) -> (__m512i, __m512i) {
    let (once_swapped, twice_swapped) = (swap(once), swap(twice));
    // SAFETY: only used where the processor has AVX-512.
    unsafe {
        (
            _mm512_or_si512(once, once_swapped),
            _mm512_ternarylogic_epi32::<OR3>(
                twice,
                twice_swapped,
                _mm512_and_si512(once, once_swapped),
            ),
        )
    }
}

/// The mask of a half's lanes within a mask of 32 rows.
#[inline(always)]
fn half_mask(rows: u64, half: usize) -> u16 {
    (rows >> (half * LANES)) as u16
}

impl Board for Narrow {
    fn empty(n: usize) -> Narrow {
        debug_assert!(n <= MAX_ROWS);
        let full = super::search::full(n) as u32;
        let mut board = Narrow {
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
        u64::from(self.empty_rows)
    }

    #[inline(always)]
    fn used_cols(&self) -> u64 {
        u64::from(self.used_cols)
    }

    #[inline(always)]
    fn free(&self, row: usize) -> u64 {
        u64::from(self.free[row])
    }

    #[inline(always)]
    #[allow(unsafe_code)]
    fn place(&mut self, row: usize, col: usize) {
        self.empty_rows &= !(1 << row);
        self.used_cols |= 1 << col;
        self.queens[row] = col as u8;
        for half in 0..2 {
            let keep = half_mask(u64::from(self.empty_rows), half);
            // SAFETY: only used where the processor has AVX-512.
            let lanes = unsafe {
                let queen = _mm512_set1_epi32(1 << col);
                let distance = _mm512_abs_epi32(_mm512_sub_epi32(
                    row_numbers(half),
                    _mm512_set1_epi32(row as i32),
                ));
                // A shift by 32 or more gives zero: the diagonal has left
                // the board.
                let struck = _mm512_ternarylogic_epi32::<OR3>(
                    queen,
                    _mm512_sllv_epi32(queen, distance),
                    _mm512_srlv_epi32(queen, distance),
                );
                _mm512_maskz_andnot_epi32(keep, struck, self.lanes(half))
            };
            self.set_lanes(half, lanes);
        }
    }

    #[inline(always)]
    fn copy_rows(&mut self, other: &Narrow, _n: usize) {
        *self = *other;
    }

    #[inline(always)]
    #[allow(unsafe_code)]
    fn survey(&self, weights: &Weights) -> Survey {
        let empty = u64::from(self.empty_rows);
        let [low, high] = [self.lanes(0), self.lanes(1)];
        let [keep_low, keep_high] = [half_mask(empty, 0), half_mask(empty, 1)];
        // SAFETY: only used where the processor has AVX-512 and its vector
        // popcount.
        unsafe {
            let dead = u64::from(_mm512_mask_testn_epi32_mask(keep_low, low, low))
                | u64::from(_mm512_mask_testn_epi32_mask(keep_high, high, high)) << LANES;
            let [size_low, size_high] = [_mm512_popcnt_epi32(low), _mm512_popcnt_epi32(high)];
            let one = _mm512_set1_epi32(1);
            let single = u64::from(_mm512_mask_cmpeq_epi32_mask(keep_low, size_low, one))
                | u64::from(_mm512_mask_cmpeq_epi32_mask(keep_high, size_high, one)) << LANES;
            if dead | single != 0 {
                // The search looks no further.
                return Survey {
                    dead,
                    single,
                    once: 0,
                    twice: 0,
                    best: 0,
                };
            }

            // Fold the lanes in halves down to one.
            let mut once = _mm512_or_si512(low, high);
            let mut twice = _mm512_and_si512(low, high);
            (once, twice) = fold(once, twice, |v| _mm512_shuffle_i32x4::<SWAP_256>(v, v));
            (once, twice) = fold(once, twice, |v| _mm512_shuffle_i32x4::<SWAP_128>(v, v));
            (once, twice) = fold(once, twice, |v| _mm512_shuffle_epi32::<SWAP_64>(v));
            (once, twice) = fold(once, twice, |v| _mm512_shuffle_epi32::<SWAP_32>(v));

            // Filled rows weigh infinitely.
            let infinite = _mm512_set1_ps(f32::INFINITY);
            let weighed_low = _mm512_mask_mul_ps(
                infinite,
                keep_low,
                _mm512_cvtepi32_ps(size_low),
                inverse_weights(weights, 0),
            );
            let weighed_high = _mm512_mask_mul_ps(
                infinite,
                keep_high,
                _mm512_cvtepi32_ps(size_high),
                inverse_weights(weights, 1),
            );
            let least = _mm512_set1_ps(_mm512_reduce_min_ps(_mm512_min_ps(
                weighed_low,
                weighed_high,
            )));
            let least_rows = u64::from(_mm512_cmp_ps_mask::<_CMP_EQ_OQ>(weighed_low, least))
                | u64::from(_mm512_cmp_ps_mask::<_CMP_EQ_OQ>(weighed_high, least)) << LANES;

            Survey {
                dead,
                single,
                once: u64::from(_mm512_cvtsi512_si32(once) as u32),
                twice: u64::from(_mm512_cvtsi512_si32(twice) as u32),
                best: least_rows.trailing_zeros() as usize,
            }
        }
    }

    #[inline(always)]
    #[allow(unsafe_code)]
    fn rows_of(&self, col: usize) -> u64 {
        // SAFETY: only used where the processor has AVX-512.
        unsafe {
            let bit = _mm512_set1_epi32(1 << col);
            u64::from(_mm512_test_epi32_mask(self.lanes(0), bit))
                | u64::from(_mm512_test_epi32_mask(self.lanes(1), bit)) << LANES
        }
    }

    fn search(search: &mut Search<'_, Narrow>, node: Narrow) -> bool {
        debug_assert!(crate::dispatch::has_avx512());
        // SAFETY: this layout is only chosen where the processor has
        // AVX-512 and its vector popcount, which is all the function's
        // `target_feature` asks.
        #[allow(unsafe_code)]
        unsafe {
            search_avx512(search, node)
        }
    }

    fn open(n: usize, root: Narrow) -> Vec<Narrow> {
        debug_assert!(crate::dispatch::has_avx512());
        // SAFETY: as in `search`.
        #[allow(unsafe_code)]
        unsafe {
            open_avx512(n, root)
        }
    }
}

/// The search compiled for processors with AVX-512 and its vector
/// popcount; the whole search is inlined into it.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vpopcntdq,popcnt,bmi1,bmi2")]
fn search_avx512(search: &mut Search<'_, Narrow>, node: Narrow) -> bool {
    search.search_with(node)
}

/// The tree opened into pieces, in the same build as the search.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vpopcntdq,popcnt,bmi1,bmi2")]
fn open_avx512(n: usize, root: Narrow) -> Vec<Narrow> {
    super::search::pieces(n, root)
}
