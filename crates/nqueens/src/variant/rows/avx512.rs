//! The search's choice of the next unit, written with AVX-512 for the
//! processors that have it with its vector popcount: the 32 units' lanes
//! are two registers, so the checks and the count of each unit's free
//! squares are a few instructions, where the compiler's own vector code
//! for the portable loops takes several hundred.

use std::arch::x86_64::{
    __m512i, _mm512_loadu_si512, _mm512_mask_mov_epi32, _mm512_min_epu32, _mm512_or_si512,
    _mm512_popcnt_epi32, _mm512_reduce_min_epu32, _mm512_reduce_or_epi32, _mm512_set1_epi32,
    _mm512_slli_epi32, _mm512_sllv_epi32, _mm512_srlv_epi32, _mm512_test_epi32_mask,
};

use super::{ANTI, COLUMNS, DIAGONALS, Kernel, LANES, Lanes, OPEN, RowSearch, Step};

/// The kernel for processors with AVX-512F and AVX512-VPOPCNTDQ.
pub(super) struct Avx512;

impl Kernel for Avx512 {
    #[inline(always)]
    fn next_step(search: &RowSearch, lanes: &Lanes) -> Option<Step> {
        // SAFETY: this kernel is only used by `RowSearch::search_avx512`,
        // which runs only where the processor has these instructions; the
        // loads read 16 lanes each inside arrays of `LANES` lanes.
        #[allow(unsafe_code)]
        unsafe {
            next_step(search, lanes)
        }
    }
}

/// Loads lanes `from..from + 16` of `lanes`.
#[inline(always)]
#[allow(unsafe_code)]
unsafe fn load(lanes: &[u32; LANES], from: usize) -> __m512i {
    debug_assert!(from + 16 <= LANES);
    // SAFETY: 16 lanes from `from` lie inside the array (the caller's
    // promise); the load needs no alignment.
    unsafe { _mm512_loadu_si512(lanes.as_ptr().add(from).cast()) }
}

/// The same decision as `RowSearch::next_step`, lane for lane.
#[inline(always)]
#[allow(unsafe_code)]
unsafe fn next_step(search: &RowSearch, lanes: &Lanes) -> Option<Step> {
    let open = lanes[OPEN];
    if open == 0 {
        return Some(Step::Full);
    }
    let units: &[u32; LANES] = lanes[..LANES].try_into().expect("the units' lanes");
    // SAFETY (the whole block): the caller runs where the processor has
    // AVX-512F and VPOPCNTDQ; every load stays inside its array.
    unsafe {
        let (low, high) = (load(units, 0), load(units, 16));
        let nonempty = u32::from(_mm512_test_epi32_mask(low, low))
            | u32::from(_mm512_test_epi32_mask(high, high)) << 16;
        if open & !nonempty != 0 {
            return None;
        }
        let columns = _mm512_reduce_or_epi32(_mm512_or_si512(low, high)) as u32;
        if lanes[COLUMNS] & !columns != 0 {
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
            if lanes[DIAGONALS] & !diagonals != 0 || lanes[ANTI] & !anti != 0 {
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
