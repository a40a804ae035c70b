//! Counting the pairs of two lists of bit patterns that share no bit.
//!
//! One side is stored transposed in blocks of [`BLOCK`] patterns: for
//! every bit a slice with a bit set for each pattern that does *not* use
//! it. For each chunk of 6 or 7 bits the AND of every subset of its
//! slices is precomputed, so testing a pattern of the other side against a
//! whole block is one load and AND per chunk and one popcount. The
//! transposed side is first bucketed by a few bits both sides use often,
//! the other side grouped by the same bits, and a group meets only the
//! buckets it shares none of them with. The buckets are packed end to end
//! into the blocks, so that few lanes stay empty; a group counts only the
//! lanes of a block's buckets it may meet.

use super::kernel::Kernel;
use super::layout::{Chunks, LANES, MAX_CHUNKS, Slice};

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
    /// The buckets one after another, in Gray-code order of their hot
    /// bits, and where each starts.
    packed: Vec<u64>,
    starts: Vec<(usize, usize)>,
    tables: Vec<Slice>,
    /// The other side's patterns by their hot bits, likewise.
    groups: Vec<Vec<u64>>,
    /// The buckets in the block being counted, with their lanes.
    members: Vec<(usize, Slice)>,
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
        let chunks = Chunks::of(rest.count_ones() as usize);
        assert!(chunks.count <= MAX_CHUNKS, "patterns of at most 48 bits");
        let buckets = 1usize << hot_count;
        if self.buckets.len() < buckets {
            self.buckets.resize_with(buckets, Vec::new);
            self.groups.resize_with(buckets, Vec::new);
        }
        for b in 0..buckets {
            self.buckets[b].clear();
            self.groups[b].clear();
        }
        for &x in big.iter() {
            self.buckets[K::pext(x, hot) as usize].push(K::pext(x, rest));
        }
        if hot_count == 0 {
            // One bucket, of a block or two: each query meets them all,
            // and is read where it lies rather than copied into a group.
            build_tables::<K>(&self.buckets[0], chunks, &mut self.tables);
            let blocks = self.buckets[0].len().div_ceil(BLOCK);
            let tables = &self.tables[..blocks * chunks.slices()];
            return K::count_blocks(tables, chunks, small, rest);
        }
        // The buckets packed into whole blocks, so that no lane is left
        // empty between them; a block then holds a few buckets, and a
        // query group counts only the lanes of those it shares no hot bit
        // with. In Gray-code order, neighbours differ in one hot bit: the
        // groups that meet one of them meet the other too, mostly.
        self.packed.clear();
        self.starts.clear();
        for i in 0..buckets {
            let b = i ^ (i >> 1);
            self.starts.push((b, self.packed.len()));
            self.packed.extend_from_slice(&self.buckets[b]);
        }
        self.starts.push((0, self.packed.len()));
        build_tables::<K>(&self.packed, chunks, &mut self.tables);
        for &y in small.iter() {
            self.groups[K::pext(y, hot) as usize].push(K::pext(y, rest));
        }
        // Blocks outside, queries inside, so that a block's tables stay in
        // the first-level cache.
        let per_block = chunks.slices();
        let blocks = self.packed.len().div_ceil(BLOCK);
        let mut total = 0;
        let mut next = 0;
        for (k, block) in self.tables[..blocks * per_block]
            .chunks_exact(per_block)
            .enumerate()
        {
            let (from, to) = (k * BLOCK, (k + 1) * BLOCK);
            // The buckets with patterns in this block.
            self.members.clear();
            while next + 1 < self.starts.len() && self.starts[next].1 < to {
                let ((b, start), (_, end)) = (self.starts[next], self.starts[next + 1]);
                if end > from && end > start {
                    self.members
                        .push((b, lanes(start.max(from) - from, end.min(to) - from)));
                }
                if end > to {
                    break;
                }
                next += 1;
            }
            let members = &self.members;
            for (m, &(b, _)) in members.iter().enumerate() {
                // The groups that share no hot bit with the bucket (the
                // subsets of the bits it lacks), but for those an earlier
                // bucket of the block has counted.
                let lacks = !b & (buckets - 1);
                let mut g = lacks;
                loop {
                    let group = &self.groups[g];
                    if !group.is_empty() && members[..m].iter().all(|&(e, _)| e & g != 0) {
                        let mut mask = [0u64; LANES];
                        for &(_, lanes) in members[m..].iter().filter(|&&(e, _)| e & g == 0) {
                            for (word, &lane) in mask.iter_mut().zip(&lanes.0) {
                                *word |= lane;
                            }
                        }
                        total += K::count_block(block, chunks, group, Slice(mask));
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

/// The lanes `from..to` of a block, as a slice.
fn lanes(from: usize, to: usize) -> Slice {
    let mut out = [0u64; LANES];
    for (k, word) in out.iter_mut().enumerate() {
        let (low, high) = (
            from.clamp(64 * k, 64 * k + 64),
            to.clamp(64 * k, 64 * k + 64),
        );
        if high > low {
            let len = high - low;
            let ones = if len == 64 { !0 } else { (1u64 << len) - 1 };
            *word = ones << (low - 64 * k);
        }
    }
    Slice(out)
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
#[inline(always)]
fn build_tables<K: Kernel>(patterns: &[u64], chunks: Chunks, out: &mut Vec<Slice>) {
    let blocks = patterns.len().div_ceil(BLOCK);
    let (per_block, width) = (chunks.slices(), chunks.width);
    // Every slice of the first `blocks` tables is written below: a buffer
    // kept from an earlier count is not cleared first.
    if out.len() < blocks * per_block {
        out.resize(blocks * per_block, Slice([0; LANES]));
    }
    for (block, table) in patterns.chunks(BLOCK).zip(out.chunks_exact_mut(per_block)) {
        let valid = lanes(0, block.len()).0;
        // Per bit, the block's patterns that do not use it; padding uses
        // every bit, so it is in no slice.
        let mut slices = [[0u64; LANES]; 64];
        for (k, words) in block.chunks(64).enumerate() {
            let mut matrix = [!0u64; 64];
            matrix[..words.len()].copy_from_slice(words);
            K::transpose(&mut matrix);
            for (slice, &column) in slices.iter_mut().zip(&matrix).take(chunks.count * width) {
                slice[k] = !column;
            }
        }
        for (c, chunk) in table.chunks_exact_mut(1 << width).enumerate() {
            // The first chunk's empty subset carries the valid lanes, the
            // others' are all ones.
            chunk[0] = Slice(if c == 0 { valid } else { [!0; LANES] });
            for subset in 1usize..1 << width {
                let lowest = &slices[c * width + subset.trailing_zeros() as usize];
                let mut slice = chunk[subset & (subset - 1)];
                for (word, &mask) in slice.0.iter_mut().zip(lowest) {
                    *word &= mask;
                }
                chunk[subset] = slice;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::kernel::{Kernel, Portable};
    use super::Matcher;

    /// The transpose of the build for AVX-512, compiled for it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn transpose_avx512(words: &mut [u64; 64]) {
        super::super::avx512::Avx512::transpose(words);
    }

    /// The matcher of the build for AVX-512, compiled for it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vpopcntdq,bmi2,popcnt")]
    fn count_avx512(east: &mut Vec<u64>, west: &mut Vec<u64>) -> u64 {
        Matcher::default().count::<super::super::avx512::Avx512>(east, west)
    }

    /// Both builds' counts of the pairs of `east` and `west`, then the
    /// count from trying every pair.
    fn counts(east: &[u64], west: &[u64]) -> (Vec<u64>, u64) {
        let expected: u64 = west
            .iter()
            .map(|&y| east.iter().filter(|&&x| x & y == 0).count() as u64)
            .sum();
        let mut got =
            vec![Matcher::default().count::<Portable>(&mut east.to_vec(), &mut west.to_vec())];
        #[cfg(target_arch = "x86_64")]
        if crate::dispatch::has_avx512() {
            // SAFETY: the processor has what the build is compiled for.
            #[allow(unsafe_code)]
            got.push(unsafe { count_avx512(&mut east.to_vec(), &mut west.to_vec()) });
        }
        (got, expected)
    }

    #[test]
    fn the_transpose_swaps_bit_and_word() {
        let mut builds: Vec<fn(&mut [u64; 64])> = vec![Portable::transpose];
        #[cfg(target_arch = "x86_64")]
        if crate::dispatch::has_avx512() {
            // SAFETY: the processor has AVX-512F, checked just above.
            #[allow(unsafe_code)]
            builds.push(|words| unsafe { transpose_avx512(words) });
        }
        let mut words = [0u64; 64];
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for word in words.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *word = x;
        }
        for transpose in builds {
            let mut t = words;
            transpose(&mut t);
            for (i, word) in words.iter().enumerate() {
                for (b, column) in t.iter().enumerate() {
                    assert_eq!(column >> i & 1, word >> b & 1, "bit {b} of word {i}");
                }
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
        // Pair by pair (700 x 90); without hot bits, over two blocks and
        // one (1000 and 40 transposed); the last two long enough for the
        // most hot bits. The short list is transposed but in the one pair
        // where both are long.
        let both_long = (super::SHORT_TRANSPOSED + 900, super::SHORT_TRANSPOSED + 100);
        for (e, w) in [
            (3000, 2500),
            (700, 90),
            (1000, 3000),
            (40, 5000),
            (600_000, 400),
            both_long,
        ] {
            let east: Vec<u64> = (0..e).map(|_| next()).collect();
            let west: Vec<u64> = (0..w).map(|_| next()).collect();
            let (got, expected) = counts(&east, &west);
            for count in got {
                assert_eq!(count, expected, "{e} x {w}");
            }
        }
    }

    #[test]
    fn every_width_of_pattern_counts_as_trying_every_pair() {
        // Patterns of 1 to 48 bits, each bit used a quarter of the time,
        // take every count and width of chunk; lists of 300 are past
        // trying pair by pair.
        let mut x: u64 = 0x853c_49e6_748f_ea9b;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x & x.rotate_left(29)
        };
        for bits in 1..=48 {
            let width = (1u64 << bits) - 1;
            let mut list = |len: usize| -> Vec<u64> { (0..len).map(|_| next() & width).collect() };
            let (east, west) = (list(300), list(400));
            let (got, expected) = counts(&east, &west);
            for count in got {
                assert_eq!(count, expected, "patterns of {bits} bits");
            }
        }
    }
}
