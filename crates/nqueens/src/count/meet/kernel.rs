//! The counter's innermost loops, once for any processor and once (in
//! `avx512.rs`) for those with AVX-512.

use super::layout::{Chunks, LANES, Pack, Shift, Slice, slot};

/// The loops a build of the counter runs.
pub(super) trait Kernel {
    /// The bits of `x` under `mask`, moved down next to each other.
    fn pext(x: u64, mask: u64) -> u64;

    /// Pushes the packed pattern of the half made of the north placement
    /// (its board diagonals `north`) and each south placement of `south`
    /// (put on the board by `shift`) that shares no diagonal with it.
    fn join(north: (u64, u64), south: &[u64], shift: Shift, pack: Pack, out: &mut Vec<u64>);

    /// The pairs of `xs` and `ys` with no bit in common, each pair tried.
    fn brute(xs: &[u64], ys: &[u64]) -> u64;

    /// The pairs of one block's patterns in `lanes` and `queries` (each
    /// the live bits outside the hot ones, whose chunks pick the table
    /// slices) with no bit in common.
    fn count_block(block: &[Slice], chunks: Chunks, queries: &[u64], lanes: Slice) -> u64;

    /// The pairs of the patterns of `tables` (whole blocks' tables cut in
    /// `chunks`) and `queries` with no bit in common, where
    /// the tables' bits are the bits of `live` and no bits are hot: each
    /// query's live bits are gathered once and tried on every block.
    fn count_blocks(tables: &[Slice], chunks: Chunks, queries: &[u64], live: u64) -> u64;

    /// Transposes a 64 x 64 bit matrix: afterwards bit `i` of word `b` is
    /// what bit `b` of word `i` was.
    fn transpose(words: &mut [u64; 64]);
}

/// The loops as the compiler builds them for any processor.
pub(super) struct Portable;

impl Kernel for Portable {
    #[inline(always)]
    fn pext(x: u64, mask: u64) -> u64 {
        let (mut out, mut k, mut m) = (0, 0, mask);
        while m != 0 {
            out |= (x >> m.trailing_zeros() & 1) << k;
            k += 1;
            m &= m - 1;
        }
        out
    }

    #[inline(always)]
    fn join(north: (u64, u64), south: &[u64], shift: Shift, pack: Pack, out: &mut Vec<u64>) {
        for &placement in south {
            let (anti, diag) = shift.board(placement);
            if (north.0 & anti) | (north.1 & diag) == 0 {
                out.push(pack.pattern(north.0 | anti, north.1 | diag));
            }
        }
    }

    #[inline(always)]
    fn brute(xs: &[u64], ys: &[u64]) -> u64 {
        ys.iter()
            .map(|&y| xs.iter().map(|&x| u64::from(x & y == 0)).sum::<u64>())
            .sum()
    }

    #[inline(always)]
    fn count_block(block: &[Slice], chunks: Chunks, queries: &[u64], lanes: Slice) -> u64 {
        queries
            .iter()
            .map(|&q| disjoint_in(block, chunks, q, lanes))
            .sum()
    }

    #[inline(always)]
    fn count_blocks(tables: &[Slice], chunks: Chunks, queries: &[u64], live: u64) -> u64 {
        let all = Slice([!0; LANES]);
        let mut total = 0u64;
        for &q in queries {
            let q = Self::pext(q, live);
            for block in tables.chunks_exact(chunks.slices()) {
                total += disjoint_in(block, chunks, q, all);
            }
        }
        total
    }

    /// Each step swaps the off-diagonal blocks of side `j` in every block
    /// of side `2j`.
    #[inline(always)]
    fn transpose(words: &mut [u64; 64]) {
        let mut j = 32;
        let mut mask: u64 = 0x0000_0000_ffff_ffff;
        while j != 0 {
            for k in 0..64 {
                if k & j == 0 {
                    let t = ((words[k] >> j) ^ words[k + j]) & mask;
                    words[k + j] ^= t;
                    words[k] ^= t << j;
                }
            }
            j >>= 1;
            mask ^= mask << j;
        }
    }
}

/// The patterns of one block's `lanes` that share no bit with the query
/// `q` (its live bits outside the hot ones).
#[inline(always)]
fn disjoint_in(block: &[Slice], chunks: Chunks, q: u64, lanes: Slice) -> u64 {
    let mut acc = lanes.0;
    for c in 0..chunks.count {
        let slice = &block[slot(q, c, chunks.width)].0;
        for k in 0..LANES {
            acc[k] &= slice[k];
        }
    }
    acc.iter().map(|w| u64::from(w.count_ones())).sum()
}
