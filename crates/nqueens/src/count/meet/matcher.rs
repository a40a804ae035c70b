//! Counting the pairs of two lists of bit patterns that share no bit.
//!
//! One side is stored transposed in blocks of [`BLOCK`] patterns: for
//! every bit a slice with a bit set for each pattern that does *not* use
//! it. For each chunk of [`CHUNK`] bits the AND of every subset of its
//! slices is precomputed, so testing a pattern of the other side against a
//! whole block is one load and AND per chunk and one popcount. The
//! transposed side is first bucketed by a few bits both sides use often,
//! the other side grouped by the same bits, and a group meets only the
//! buckets it shares none of them with.

use super::kernel::Kernel;
use super::layout::{CHUNK, LANES, MAX_CHUNKS, Slice};

/// Patterns in a block.
const BLOCK: usize = LANES * 64;
/// The longest list that is transposed when the other is longer: up to
/// here the tables of the longer list cost more than the queries they
/// spare (measured at n = 20 to 22: 1.55 times as fast on the off-centre
/// cases of n = 21, whose lists are about 20,000 and 1,700 long, 1.1
/// times on n = 20's 23,000 and 55,000, the same on n = 22's longer ones).
const SHORT_TRANSPOSED: usize = 30_000;
/// Below this many pairs two lists are matched pair by pair: the tables
/// would cost more than they save (measured at n = 16 and 17).
const BRUTE_PAIRS: usize = 64_000;

/// The matcher's buffers, kept from one count to the next.
#[derive(Default)]
pub(super) struct Matcher {
    /// The transposed side's patterns by their hot bits, as their other
    /// live bits.
    buckets: Vec<Vec<u64>>,
    tables: Vec<Vec<Slice>>,
    /// The other side's patterns by their hot bits, likewise.
    groups: Vec<Vec<u64>>,
}

impl Matcher {
    /// The number of pairs of `east` and `west` with no bit in common.
    /// Both lists may be reordered and shortened.
    #[inline(always)]
    pub(super) fn count<K: Kernel>(&mut self, east: &mut Vec<u64>, west: &mut Vec<u64>) -> u64 {
        if east.is_empty() || west.is_empty() {
            return 0;
        }
        // Bits one side always uses rule out the other side's patterns
        // that use them; bits one side never uses drop out.
        let (east_any, east_all) = reach(east);
        let (west_any, west_all) = reach(west);
        east.retain(|&x| x & west_all == 0);
        west.retain(|&y| y & east_all == 0);
        if east.len() * west.len() <= BRUTE_PAIRS {
            return K::brute(east, west);
        }
        let live = east_any & west_any & !east_all & !west_all;
        // The transposed side's tables cost more per pattern than a query
        // does per block: a short list is transposed, so that the longer
        // one streams past a few blocks; of two long lists the longer is
        // transposed, so that its buckets can be fine.
        let shorter_first = east.len() <= west.len();
        let transpose_shorter = east.len().min(west.len()) <= SHORT_TRANSPOSED;
        let (big, small) = if shorter_first == transpose_shorter {
            (east, west)
        } else {
            (west, east)
        };
        let hot_count = hot_bits(big.len(), small.len()).min(live.count_ones() as usize);
        let hot = hottest(big, small, live, hot_count);
        let rest = live & !hot;
        let chunks = (rest.count_ones() as usize).div_ceil(CHUNK).max(1);
        assert!(chunks <= MAX_CHUNKS, "patterns of at most 48 bits");
        let buckets = 1usize << hot_count;
        if self.buckets.len() < buckets {
            self.buckets.resize_with(buckets, Vec::new);
            self.tables.resize_with(buckets, Vec::new);
            self.groups.resize_with(buckets, Vec::new);
        }
        for b in 0..buckets {
            self.buckets[b].clear();
            self.groups[b].clear();
        }
        for &x in big.iter() {
            self.buckets[K::pext(x, hot) as usize].push(K::pext(x, rest));
        }
        for b in 0..buckets {
            build_tables(&self.buckets[b], chunks, &mut self.tables[b]);
        }
        for &y in small.iter() {
            self.groups[K::pext(y, hot) as usize].push(K::pext(y, rest));
        }
        // Blocks outside, queries inside, so that a block's tables stay in
        // the first-level cache.
        let per_block = chunks << CHUNK;
        let mut total = 0;
        for b in 0..buckets {
            // The groups that share no hot bit with the bucket: the subsets
            // of the bits it lacks.
            let lacks = !b & (buckets - 1);
            let blocks = self.buckets[b].len().div_ceil(BLOCK);
            for block in self.tables[b][..blocks * per_block].chunks_exact(per_block) {
                let mut g = lacks;
                loop {
                    let group = &self.groups[g];
                    if !group.is_empty() {
                        total += K::count_block(block, chunks, group);
                    }
                    if g == 0 {
                        break;
                    }
                    g = (g - 1) & lacks;
                }
            }
        }
        total
    }
}

/// The bits any pattern uses and those every pattern uses.
fn reach(patterns: &[u64]) -> (u64, u64) {
    patterns
        .iter()
        .fold((0, !0), |(any, all), &x| (any | x, all & x))
}

/// The most bits a list is bucketed by.
const MAX_HOT_BITS: usize = 10;

/// The shortest other side for which buckets of one block pay: below it,
/// the tables the extra buckets' partly filled blocks add cost more than
/// the pairs they spare.
const ONE_BLOCK_QUERIES: usize = 16 * BLOCK;

/// How many bits to bucket a list of `len` patterns by, when the other side
/// has `queries`: about two blocks a bucket, one where `queries` reaches
/// [`ONE_BLOCK_QUERIES`], up to [`MAX_HOT_BITS`]. Each hot bit the two
/// sides use half the time spares about a quarter of the pairs, but a
/// bucket's tables cost about three loads a slice to build (measured at
/// n = 21). Over a sample of east-row sets of n = 22 this takes 0.71 of
/// the loads of two blocks a bucket and at most 8 bits, for 1.3 times the
/// tables; the shorter lists of n = 21's off-centre cases keep theirs.
fn hot_bits(len: usize, queries: usize) -> usize {
    let per_bucket = if queries >= ONE_BLOCK_QUERIES { 1 } else { 2 };
    let mut bits = 0;
    while bits < MAX_HOT_BITS && (len >> bits) > per_bucket * BLOCK {
        bits += 1;
    }
    bits
}

/// The `count` bits of `live` that rule out the most pairs (used most
/// often on both sides), judged from a sample of each side.
fn hottest(big: &[u64], small: &[u64], live: u64, count: usize) -> u64 {
    if count == 0 {
        return 0;
    }
    let frequencies = |patterns: &[u64]| {
        let mut uses = [0u64; 64];
        for &x in patterns.iter().step_by(patterns.len().div_ceil(256)) {
            let mut bits = x & live;
            while bits != 0 {
                uses[bits.trailing_zeros() as usize] += 1;
                bits &= bits - 1;
            }
        }
        uses
    };
    let (on_big, on_small) = (frequencies(big), frequencies(small));
    let mut bits: Vec<usize> = (0..64).filter(|&b| live >> b & 1 == 1).collect();
    bits.sort_by_key(|&b| std::cmp::Reverse(on_big[b] * on_small[b]));
    bits[..count].iter().map(|&b| 1u64 << b).sum()
}

/// The tables of `patterns`: per block, per chunk, per subset of the
/// chunk's bits, the slice of the block's patterns that use none of them.
fn build_tables(patterns: &[u64], chunks: usize, out: &mut Vec<Slice>) {
    let blocks = patterns.len().div_ceil(BLOCK);
    let per_block = chunks << CHUNK;
    // Every slice of the first `blocks` tables is written below: a buffer
    // kept from an earlier count is not cleared first.
    if out.len() < blocks * per_block {
        out.resize(blocks * per_block, Slice([0; LANES]));
    }
    for (block, table) in patterns.chunks(BLOCK).zip(out.chunks_exact_mut(per_block)) {
        let mut valid = [0u64; LANES];
        for i in 0..block.len() {
            valid[i >> 6] |= 1 << (i & 63);
        }
        // Per bit, the block's patterns that do not use it; padding uses
        // every bit, so it is in no slice.
        let mut slices = [[0u64; LANES]; 64];
        for (k, words) in block.chunks(64).enumerate() {
            let mut matrix = [!0u64; 64];
            matrix[..words.len()].copy_from_slice(words);
            transpose(&mut matrix);
            for (slice, &column) in slices.iter_mut().zip(&matrix).take(chunks * CHUNK) {
                slice[k] = !column;
            }
        }
        for (c, chunk) in table.chunks_exact_mut(1 << CHUNK).enumerate() {
            // The first chunk's empty subset carries the valid lanes, the
            // others' are all ones.
            chunk[0] = Slice(if c == 0 { valid } else { [!0; LANES] });
            for subset in 1usize..1 << CHUNK {
                let lowest = &slices[c * CHUNK + subset.trailing_zeros() as usize];
                let mut slice = chunk[subset & (subset - 1)];
                for (word, &mask) in slice.0.iter_mut().zip(lowest) {
                    *word &= mask;
                }
                chunk[subset] = slice;
            }
        }
    }
}

/// Transposes a 64 x 64 bit matrix: afterwards bit `i` of word `b` is what
/// bit `b` of word `i` was. Each step swaps the off-diagonal blocks of
/// side `j` in every block of side `2j`.
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

#[cfg(test)]
mod tests {
    use super::super::kernel::Portable;
    use super::{Matcher, transpose};

    #[test]
    fn the_transpose_swaps_bit_and_word() {
        let mut words = [0u64; 64];
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for word in words.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *word = x;
        }
        let mut t = words;
        transpose(&mut t);
        for (i, word) in words.iter().enumerate() {
            for (b, column) in t.iter().enumerate() {
                assert_eq!(column >> i & 1, word >> b & 1, "bit {b} of word {i}");
            }
        }
    }

    #[test]
    fn the_matcher_counts_as_trying_every_pair() {
        // Lists large enough for buckets and several blocks, sparse
        // enough that many pairs share no bit.
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x & x.rotate_left(17) & x.rotate_left(31) & 0x3_ffff_ffff
        };
        // The last two are long enough for the most hot bits; the short
        // list is transposed but in the one pair where both are long.
        let both_long = (super::SHORT_TRANSPOSED + 900, super::SHORT_TRANSPOSED + 100);
        for (e, w) in [
            (3000, 2500),
            (700, 90),
            (40, 5000),
            (600_000, 400),
            both_long,
        ] {
            let east: Vec<u64> = (0..e).map(|_| next()).collect();
            let west: Vec<u64> = (0..w).map(|_| next()).collect();
            let expected: u64 = west
                .iter()
                .map(|&y| east.iter().filter(|&&x| x & y == 0).count() as u64)
                .sum();
            let got = Matcher::default().count::<Portable>(&mut east.clone(), &mut west.clone());
            assert_eq!(got, expected, "{e} x {w}");
        }
    }
}
