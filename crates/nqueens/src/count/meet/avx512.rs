//! The counter's innermost loops for processors with AVX-512F, its vector
//! popcount and BMI2: the join eight south placements at a time, kept by a
//! compress, the last ones loaded under a mask; the pair-by-pair count
//! eight at a time; a query of 512 patterns as one register; the 64 x 64
//! bit transpose in eight registers.

use std::arch::x86_64::{
    _mm512_add_epi64, _mm512_and_si512, _mm512_loadu_si512, _mm512_mask_testn_epi64_mask,
    _mm512_mask_xor_epi64, _mm512_maskz_compress_epi64, _mm512_maskz_loadu_epi64, _mm512_or_si512,
    _mm512_permutex_epi64, _mm512_popcnt_epi64, _mm512_reduce_add_epi64, _mm512_set1_epi64,
    _mm512_setzero_si512, _mm512_shuffle_i64x2, _mm512_slli_epi64, _mm512_sllv_epi64,
    _mm512_srli_epi64, _mm512_srlv_epi64, _mm512_storeu_si512, _mm512_testn_epi64_mask,
    _mm512_xor_si512, _pext_u64,
};

use super::kernel::Kernel;
use super::layout::{Chunks, Pack, Shift, Slice, slot};

/// Runs the loop `$run` built for the count and width of `$chunks`, one
/// of those [`Chunks::of`] makes.
macro_rules! by_shape {
    ($run:ident, $chunks:expr) => {
        match ($chunks.count, $chunks.width) {
            (1, 6) => $run!(1, 6),
            (2, 6) => $run!(2, 6),
            (3, 6) => $run!(3, 6),
            (4, 6) => $run!(4, 6),
            (5, 6) => $run!(5, 6),
            (6, 6) => $run!(6, 6),
            (7, 6) => $run!(7, 6),
            (8, 6) => $run!(8, 6),
            (1, 7) => $run!(1, 7),
            (2, 7) => $run!(2, 7),
            (3, 7) => $run!(3, 7),
            (4, 7) => $run!(4, 7),
            (5, 7) => $run!(5, 7),
            _ => unreachable!("chunks of 6 bits or, up to 5 of them, 7"),
        }
    };
}

/// The kernel for processors with AVX-512F, AVX512-VPOPCNTDQ and BMI2;
/// used only by the counter's build for them, which checks first.
pub(super) struct Avx512;

impl Kernel for Avx512 {
    #[inline(always)]
    fn pext(x: u64, mask: u64) -> u64 {
        // SAFETY: only called where the processor has BMI2.
        #[allow(unsafe_code)]
        unsafe {
            _pext_u64(x, mask)
        }
    }

    #[inline(always)]
    fn join(north: (u64, u64), south: &[u64], shift: Shift, pack: Pack, out: &mut Vec<u64>) {
        // Room for every placement kept and for the last whole store.
        out.reserve(south.len() + 8);
        let mut len = out.len();
        let (anti_shift, diag_shift) = shift.amounts();
        // SAFETY: the processor has AVX-512F (the build's promise); the
        // masked loads read only lanes below `south.len()`; each store
        // writes 8 lanes from `len`, which stays below the length before
        // the call plus the placements kept so far, inside the capacity
        // reserved above.
        #[allow(unsafe_code)]
        unsafe {
            let dst = out.as_mut_ptr();
            let broadcast = |x: u64| _mm512_set1_epi64(x as i64);
            let (north_anti, north_diag) = (broadcast(north.0), broadcast(north.1));
            let (by_anti, by_diag) = (broadcast(anti_shift), broadcast(diag_shift));
            let low = broadcast(0xffff_ffff);
            let (anti_from, anti_mask) = (
                broadcast(u64::from(pack.anti_from)),
                broadcast(pack.anti_mask),
            );
            let (diag_from, diag_mask) = (
                broadcast(u64::from(pack.diag_from)),
                broadcast(pack.diag_mask),
            );
            let diag_at = broadcast(u64::from(pack.diag_at));
            // Eight placements a step; the last step's missing lanes are
            // neither loaded nor kept, so that a short list (most are a
            // few placements) takes one step and no scalar tail.
            let mut i = 0;
            while i < south.len() {
                let lanes = if south.len() - i >= 8 {
                    0xff
                } else {
                    (1u8 << (south.len() - i)) - 1
                };
                let placement = _mm512_maskz_loadu_epi64(lanes, south.as_ptr().add(i).cast());
                let anti = _mm512_sllv_epi64(_mm512_and_si512(placement, low), by_anti);
                let diag = _mm512_sllv_epi64(_mm512_srli_epi64::<32>(placement), by_diag);
                let clash = _mm512_or_si512(
                    _mm512_and_si512(anti, north_anti),
                    _mm512_and_si512(diag, north_diag),
                );
                let keep = _mm512_mask_testn_epi64_mask(lanes, clash, clash);
                let anti = _mm512_and_si512(
                    _mm512_srlv_epi64(_mm512_or_si512(anti, north_anti), anti_from),
                    anti_mask,
                );
                let diag = _mm512_and_si512(
                    _mm512_srlv_epi64(_mm512_or_si512(diag, north_diag), diag_from),
                    diag_mask,
                );
                let pattern = _mm512_or_si512(anti, _mm512_sllv_epi64(diag, diag_at));
                _mm512_storeu_si512(
                    dst.add(len).cast(),
                    _mm512_maskz_compress_epi64(keep, pattern),
                );
                len += keep.count_ones() as usize;
                i += 8;
            }
            out.set_len(len);
        }
    }

    #[inline(always)]
    fn brute(xs: &[u64], ys: &[u64]) -> u64 {
        let whole = xs.len() / 8 * 8;
        let mut total = 0u64;
        for &y in ys {
            // SAFETY: the processor has AVX-512F; each load reads 8 lanes
            // below `whole`.
            #[allow(unsafe_code)]
            unsafe {
                let yv = _mm512_set1_epi64(y as i64);
                let mut i = 0;
                while i < whole {
                    let x = _mm512_loadu_si512(xs.as_ptr().add(i).cast());
                    total += u64::from(_mm512_testn_epi64_mask(x, yv).count_ones());
                    i += 8;
                }
            }
            total += xs[whole..]
                .iter()
                .map(|&x| u64::from(x & y == 0))
                .sum::<u64>();
        }
        total
    }

    #[inline(always)]
    fn count_block(block: &[Slice], chunks: Chunks, queries: &[u64], lanes: Slice) -> u64 {
        // SAFETY: the processor has AVX-512F and VPOPCNTDQ; every slot a
        // query's chunks name is inside the block's table (the matcher
        // builds the slices of every chunk).
        #[allow(unsafe_code)]
        unsafe {
            let base = block.as_ptr();
            let lanes = _mm512_loadu_si512(lanes.0.as_ptr().cast());
            let mut sum = _mm512_setzero_si512();
            // The chunks fixed per loop, so that each unrolls and each
            // slot is a shift and a mask of the query held in a register.
            macro_rules! run {
                ($chunks:literal, $width:literal) => {
                    for &q in queries {
                        let load =
                            |c: usize| _mm512_loadu_si512(base.add(slot(q, c, $width)).cast());
                        let mut acc = _mm512_and_si512(lanes, load(0));
                        let mut c = 1;
                        while c < $chunks {
                            acc = _mm512_and_si512(acc, load(c));
                            c += 1;
                        }
                        sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
                    }
                };
            }
            by_shape!(run, chunks);
            _mm512_reduce_add_epi64(sum) as u64
        }
    }

    #[inline(always)]
    fn count_blocks(tables: &[Slice], chunks: Chunks, queries: &[u64], live: u64) -> u64 {
        let per_block = chunks.slices();
        let blocks = tables.len() / per_block;
        // SAFETY: the processor has AVX-512F, VPOPCNTDQ and BMI2; every
        // slot a query's chunks name is inside its block's table, and the
        // blocks are inside `tables`.
        #[allow(unsafe_code)]
        unsafe {
            let base = tables.as_ptr();
            let mut sum = _mm512_setzero_si512();
            macro_rules! run {
                ($chunks:literal, $width:literal) => {
                    for &q in queries {
                        let q = _pext_u64(q, live);
                        let mut block = base;
                        for _ in 0..blocks {
                            let load =
                                |c: usize| _mm512_loadu_si512(block.add(slot(q, c, $width)).cast());
                            let mut acc = load(0);
                            let mut c = 1;
                            while c < $chunks {
                                acc = _mm512_and_si512(acc, load(c));
                                c += 1;
                            }
                            sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
                            block = block.add(per_block);
                        }
                    }
                };
            }
            by_shape!(run, chunks);
            _mm512_reduce_add_epi64(sum) as u64
        }
    }

    /// The steps of the portable transpose, on eight registers of eight
    /// words: the swaps of side 32, 16 and 8 pair whole registers, those
    /// of side 4, 2 and 1 pair lanes of one register, brought together by
    /// a shuffle.
    #[inline(always)]
    fn transpose(words: &mut [u64; 64]) {
        // SAFETY: the processor has AVX-512F; the loads and stores cover
        // the 64 words in eight runs of eight.
        #[allow(unsafe_code)]
        unsafe {
            let at = |r: usize| words.as_ptr().add(8 * r).cast();
            let mut v = [_mm512_setzero_si512(); 8];
            for (r, reg) in v.iter_mut().enumerate() {
                *reg = _mm512_loadu_si512(at(r));
            }
            let broadcast = |x: u64| _mm512_set1_epi64(x as i64);
            // Swaps between registers `r` and `r + step`.
            macro_rules! across {
                ($j:literal, $mask:expr, $step:literal) => {
                    let mask = broadcast($mask);
                    for r in 0..8 {
                        if r & $step == 0 {
                            let (a, b) = (v[r], v[r + $step]);
                            let t = _mm512_and_si512(
                                _mm512_xor_si512(_mm512_srli_epi64::<$j>(a), b),
                                mask,
                            );
                            v[r + $step] = _mm512_xor_si512(b, t);
                            v[r] = _mm512_xor_si512(a, _mm512_slli_epi64::<$j>(t));
                        }
                    }
                };
            }
            // Swaps between lanes `l` (in `low`) and `l + j` of a register,
            // whose shuffle `partner` brings each lane's partner to it.
            macro_rules! within {
                ($j:literal, $mask:expr, $low:literal, $partner:expr) => {
                    let mask = broadcast($mask);
                    for reg in v.iter_mut() {
                        let a = *reg;
                        let t = _mm512_and_si512(
                            _mm512_xor_si512(_mm512_srli_epi64::<$j>(a), $partner(a)),
                            mask,
                        );
                        // The high lanes take their partner's `t`, the low
                        // ones their own shifted back.
                        let high = _mm512_xor_si512(a, $partner(t));
                        *reg = _mm512_mask_xor_epi64(high, $low, a, _mm512_slli_epi64::<$j>(t));
                    }
                };
            }
            across!(32, 0x0000_0000_ffff_ffff, 4);
            across!(16, 0x0000_ffff_0000_ffff, 2);
            across!(8, 0x00ff_00ff_00ff_00ff, 1);
            within!(4, 0x0f0f_0f0f_0f0f_0f0f, 0x0f, |x| _mm512_shuffle_i64x2::<
                0b0100_1110,
            >(x, x));
            within!(2, 0x3333_3333_3333_3333, 0x33, |x| _mm512_permutex_epi64::<
                0b0100_1110,
            >(x));
            within!(1, 0x5555_5555_5555_5555, 0x55, |x| _mm512_permutex_epi64::<
                0b1011_0001,
            >(x));
            for (r, reg) in v.iter().enumerate() {
                _mm512_storeu_si512(words.as_mut_ptr().add(8 * r).cast(), *reg);
            }
        }
    }
}
