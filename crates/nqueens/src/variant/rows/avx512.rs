//! The search's step written with AVX-512 for the processors that have it
//! with its vector popcount: a board's 48 lanes are three registers, so
//! placing a queen is three loads, three and-nots and three stores, and
//! the checks and the count of each unit's free squares are a few
//! instructions on those registers, where the compiler's own vector code
//! for the portable loops takes several hundred.

use std::arch::x86_64::{
    __m512i, _mm_extract_epi32, _mm512_andnot_si512, _mm512_castsi512_si128, _mm512_cvtsi512_si32,
    _mm512_load_si512, _mm512_loadu_si512, _mm512_mask_mov_epi32, _mm512_min_epu32,
    _mm512_or_si512, _mm512_popcnt_epi32, _mm512_reduce_min_epu32, _mm512_reduce_or_epi32,
    _mm512_set1_epi32, _mm512_slli_epi32, _mm512_sllv_epi32, _mm512_srlv_epi32, _mm512_store_si512,
    _mm512_test_epi32_mask,
};

use super::kernel::{Aligned, Kernel, LANES, Lanes, RowSearch, Step};

/// The kernel for processors with AVX-512F and AVX512-VPOPCNTDQ.
pub(super) struct Avx512;

impl Kernel for Avx512 {
    #[inline(always)]
    fn next_step(search: &RowSearch, lanes: &Lanes) -> Option<Step> {
        // SAFETY: this kernel is only used by `RowSearch::search_avx512`,
        // which runs only where the processor has these instructions; the
        // loads read 16 lanes each inside arrays of `WIDTH` lanes.
        #[allow(unsafe_code)]
        unsafe {
            let [low, high, header] = [0, 16, LANES].map(|from| load(lanes, from));
            next_step(search, low, high, header)
        }
    }

    #[inline(always)]
    fn place_and_step(
        search: &RowSearch,
        parent: &Aligned,
        unit: usize,
        col: usize,
        child: &mut Aligned,
    ) -> Option<Step> {
        // SAFETY: as above; a table row and the boards are `Aligned` (on a
        // cache line), so the loads and stores of 16 lanes at 0, 16 and 32
        // are aligned.
        #[allow(unsafe_code)]
        unsafe {
            let table = search.table_row(unit, col);
            let strikes = [0, 16, LANES].map(|from| load_aligned(table, from));
            let mut lanes = [0, 16, LANES].map(|from| load_aligned(&parent.0, from));
            for (lane, (struck, from)) in lanes
                .iter_mut()
                .zip(strikes.into_iter().zip([0, 16, LANES]))
            {
                *lane = _mm512_andnot_si512(struck, *lane);
                _mm512_store_si512(child.0.as_mut_ptr().add(from).cast(), *lane);
            }
            let [low, high, header] = lanes;
            next_step(search, low, high, header)
        }
    }
}

/// Loads lanes `from..from + 16` of `lanes`.
#[inline(always)]
#[allow(unsafe_code)]
unsafe fn load<const N: usize>(lanes: &[u32; N], from: usize) -> __m512i {
    debug_assert!(from + 16 <= N);
    // SAFETY: 16 lanes from `from` lie inside the array (the caller's
    // promise); the load needs no alignment.
    unsafe { _mm512_loadu_si512(lanes.as_ptr().add(from).cast()) }
}

/// Loads lanes `from..from + 16` of a board or table row, which starts
/// on a cache line.
#[inline(always)]
#[allow(unsafe_code)]
unsafe fn load_aligned<const N: usize>(lanes: &[u32; N], from: usize) -> __m512i {
    debug_assert!(from + 16 <= N && from.is_multiple_of(16));
    // SAFETY: the lanes lie inside the array, and `lanes` starts on a
    // cache line (the caller's promise), so `from` a multiple of 16 is
    // aligned to 64 bytes.
    unsafe { _mm512_load_si512(lanes.as_ptr().add(from).cast()) }
}

/// The same decision as `RowSearch::next_step`, lane for lane, on a
/// board held in three registers: the units' lanes `low` and `high` and
/// the `header`.
#[inline(always)]
#[allow(unsafe_code)]
unsafe fn next_step(
    search: &RowSearch,
    low: __m512i,
    high: __m512i,
    header: __m512i,
) -> Option<Step> {
    // SAFETY (the whole block): the caller runs where the processor has
    // AVX-512F and VPOPCNTDQ; every load stays inside its array.
    unsafe {
        let head = _mm512_castsi512_si128(header);
        let open = _mm512_cvtsi512_si32(header) as u32;
        if open == 0 {
            return Some(Step::Full);
        }
        let nonempty = u32::from(_mm512_test_epi32_mask(low, low))
            | u32::from(_mm512_test_epi32_mask(high, high)) << 16;
        if open & !nonempty != 0 {
            return None;
        }
        let columns = _mm512_reduce_or_epi32(_mm512_or_si512(low, high)) as u32;
        if _mm_extract_epi32::<1>(head) as u32 & !columns != 0 {
            return None;
        }
        if search.torus {
            let (by_low, by_high) = (load(&search.shifts, 0), load(&search.shifts, 16));
            let (back_low, back_high) =
                (load(&search.shifts_back, 0), load(&search.shifts_back, 16));
            // A shift of 32 gives 0 here where the portable loop's wrapping
            // shift gives the word itself; that lane's other shift is 0,
            // which gives the word, so the unions agree.
            let diagonals = _mm512_or_si512(
                _mm512_or_si512(
                    _mm512_srlv_epi32(low, by_low),
                    _mm512_sllv_epi32(low, back_low),
                ),
                _mm512_or_si512(
                    _mm512_srlv_epi32(high, by_high),
                    _mm512_sllv_epi32(high, back_high),
                ),
            );
            let anti = _mm512_or_si512(
                _mm512_or_si512(
                    _mm512_sllv_epi32(low, by_low),
                    _mm512_srlv_epi32(low, back_low),
                ),
                _mm512_or_si512(
                    _mm512_sllv_epi32(high, by_high),
                    _mm512_srlv_epi32(high, back_high),
                ),
            );
            let diagonals = _mm512_reduce_or_epi32(diagonals) as u32 & search.all;
            let anti = _mm512_reduce_or_epi32(anti) as u32 & search.all;
            if _mm_extract_epi32::<2>(head) as u32 & !diagonals != 0
                || _mm_extract_epi32::<3>(head) as u32 & !anti != 0
            {
                return None;
            }
        }
        // The open unit with the fewest free squares, ties broken as the
        // portable loop breaks them: the smallest of `count << 16 | tie`,
        // where a filled unit (no free square) counts as many. One
        // reduction, and the unit is in its low bits.
        let many = _mm512_set1_epi32(i32::MAX);
        let keys_low = _mm512_or_si512(
            _mm512_slli_epi32::<16>(_mm512_popcnt_epi32(low)),
            load(&search.tie, 0),
        );
        let keys_high = _mm512_or_si512(
            _mm512_slli_epi32::<16>(_mm512_popcnt_epi32(high)),
            load(&search.tie, 16),
        );
        let keys_low = _mm512_mask_mov_epi32(many, nonempty as u16, keys_low);
        let keys_high = _mm512_mask_mov_epi32(many, (nonempty >> 16) as u16, keys_high);
        let first = _mm512_reduce_min_epu32(_mm512_min_epu32(keys_low, keys_high));
        Some(Step::Row((first & 0xff) as usize))
    }
}
