//! A prototype of the meet-in-the-middle counter for the n-queens total
//! Q(n) (OEIS A000170), for the counter's next version: the scheme is
//! derived in DESIGN.md ("Counter v2: meet in the middle"), with the figures
//! measured. Not part of the library yet; run it as
//! `RUSTFLAGS="-C target-cpu=native" cargo run --release --bin
//! meet_in_the_middle -- LO HI [REPS]`.
//!
//! Every solution puts one queen in each row; the rows whose queen stands
//! in the east half of the columns are its *east rows* E. For one E, the
//! east half-placements (rows E on the east columns) are joined from two
//! quadrant tables (north-east and south-east), and so are the west ones;
//! a solution is then an (east, west) pair with no diagonal in common.
//! The quadrant tables (every placement of queens on an h x h quadrant, at
//! most one per row and column, by row set and column set) are built once.

use std::time::Instant;

// ---------------------------------------------------------------------------
// Quadrant tables
// ---------------------------------------------------------------------------

/// Every partial placement of one quadrant: queens on distinct local rows
/// and columns, no two on a board diagonal, grouped by (rows, columns).
struct Quadrant {
    h: usize,
    /// `start[rows << h | cols]..start[.. + 1]` index `d1` and `d2`.
    start: Vec<u32>,
    /// Board anti-diagonals `r + c` and diagonals `c - r + n - 1` used.
    d1: Vec<u64>,
    d2: Vec<u64>,
    /// The diagonals both halves reach, packed as the matcher takes them.
    packed: Vec<u64>,
    /// Per row set, the column sets that have placements.
    nonempty: Vec<Vec<u32>>,
}

impl Quadrant {
    /// The quadrant of board rows `rows` and columns `cols` (its local row
    /// `i` is `rows[i]`, local column `j` is `cols[j]`).
    fn new(n: usize, rows: &[usize], cols: &[usize]) -> Quadrant {
        let h = rows.len();
        assert_eq!(h, cols.len());
        let mut found: Vec<(u32, u64, u64)> = Vec::new();
        fn extend(
            n: usize,
            rows: &[usize],
            cols: &[usize],
            i: usize,
            key: (u32, u32),
            d: (u64, u64),
            out: &mut Vec<(u32, u64, u64)>,
        ) {
            let h = rows.len();
            if i == h {
                out.push((key.0 << h | key.1, d.0, d.1));
                return;
            }
            extend(n, rows, cols, i + 1, key, d, out);
            let r = rows[i];
            for (j, &c) in cols.iter().enumerate() {
                if key.1 >> j & 1 == 1 {
                    continue;
                }
                let (b1, b2) = (1u64 << (r + c), 1u64 << (c + n - 1 - r));
                if d.0 & b1 != 0 || d.1 & b2 != 0 {
                    continue;
                }
                extend(
                    n,
                    rows,
                    cols,
                    i + 1,
                    (key.0 | 1 << i, key.1 | 1 << j),
                    (d.0 | b1, d.1 | b2),
                    out,
                );
            }
        }
        extend(n, rows, cols, 0, (0, 0), (0, 0), &mut found);
        let keys = 1usize << (2 * h);
        let mut start = vec![0u32; keys + 1];
        for &(key, _, _) in &found {
            start[key as usize + 1] += 1;
        }
        for k in 0..keys {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let (mut d1, mut d2) = (vec![0; found.len()], vec![0; found.len()]);
        for &(key, a, b) in &found {
            let at = fill[key as usize] as usize;
            fill[key as usize] += 1;
            d1[at] = a;
            d2[at] = b;
        }
        Quadrant {
            h,
            start,
            d1,
            d2,
            packed: Vec::new(),
            nonempty: Vec::new(),
        }
        .indexed()
    }

    /// Lists, per row set, the column sets that have placements.
    fn indexed(mut self) -> Quadrant {
        let h = self.h;
        self.nonempty = (0..1u32 << h)
            .map(|rows| {
                (0..1u32 << h)
                    .filter(|&cols| !self.range(rows, cols).is_empty())
                    .collect()
            })
            .collect();
        self
    }

    /// Fills in each placement's packed shared diagonals.
    fn pack(&mut self, pack: (u64, u64)) {
        let shift = pack.0.count_ones();
        self.packed = self
            .d1
            .iter()
            .zip(&self.d2)
            .map(|(&a, &b)| pext(a, pack.0) | pext(b, pack.1) << shift)
            .collect();
    }

    fn range(&self, rows: u32, cols: u32) -> std::ops::Range<usize> {
        let key = (rows << self.h | cols) as usize;
        self.start[key] as usize..self.start[key + 1] as usize
    }

    fn len(&self) -> usize {
        self.d1.len()
    }

    /// The placements that use none of the diagonals of `fixed`.
    fn avoiding(&self, fixed: (u64, u64)) -> Quadrant {
        let keys = self.start.len() - 1;
        let mut start = Vec::with_capacity(keys + 1);
        let (mut d1, mut d2, mut packed) = (Vec::new(), Vec::new(), Vec::new());
        start.push(0);
        for key in 0..keys {
            for i in self.start[key] as usize..self.start[key + 1] as usize {
                if self.d1[i] & fixed.0 == 0 && self.d2[i] & fixed.1 == 0 {
                    d1.push(self.d1[i]);
                    d2.push(self.d2[i]);
                    packed.push(self.packed[i]);
                }
            }
            start.push(d1.len() as u32);
        }
        Quadrant {
            h: self.h,
            start,
            d1,
            d2,
            packed,
            nonempty: Vec::new(),
        }
        .indexed()
    }
}

#[inline(always)]
fn pext(x: u64, m: u64) -> u64 {
    #[cfg(target_feature = "bmi2")]
    // SAFETY: compiled only where the target has BMI2.
    unsafe {
        std::arch::x86_64::_pext_u64(x, m)
    }
    #[cfg(not(target_feature = "bmi2"))]
    {
        let mut r = 0;
        let mut k = 0;
        let mut mm = m;
        while mm != 0 {
            let b = mm.trailing_zeros();
            r |= ((x >> b) & 1) << k;
            k += 1;
            mm &= mm - 1;
        }
        r
    }
}

/// A half of the board: two quadrants on the same columns.
struct Half<'a> {
    north: &'a Quadrant,
    south: &'a Quadrant,
    /// The local columns the half may use (all but a fixed queen's).
    cols: u32,
}

impl Half<'_> {
    /// Pushes the diagonals (packed by `m1`, `m2`) of every placement of
    /// the local north rows `rn` and south rows `rs` on the half's columns
    /// that has no diagonal twice (the quadrants hold only placements
    /// that avoid the fixed queens).
    fn placements(&self, rn: u32, rs: u32, out: &mut Vec<u64>) {
        let k = rn.count_ones();
        let total = self.cols.count_ones();
        if k + rs.count_ones() != total {
            return;
        }
        let (n, s) = (self.north, self.south);
        for &cn in &n.nonempty[rn as usize] {
            if cn & !self.cols != 0 {
                continue;
            }
            let cs = self.cols & !cn;
            let south = s.range(rs, cs);
            if south.is_empty() {
                continue;
            }
            let (q1, q2, qp) = (
                &s.d1[south.clone()],
                &s.d2[south.clone()],
                &s.packed[south.clone()],
            );
            for p in n.range(rn, cn) {
                join(n.d1[p], n.d2[p], n.packed[p], q1, q2, qp, out);
            }
        }
    }
}

/// Pushes `packed | qp[i]` for each south placement `i` that shares no
/// diagonal with the north one (`p1`, `p2`).
#[cfg(target_feature = "avx512f")]
fn join(p1: u64, p2: u64, packed: u64, q1: &[u64], q2: &[u64], qp: &[u64], out: &mut Vec<u64>) {
    use std::arch::x86_64::*;
    out.reserve(q1.len() + 8);
    let mut len = out.len();
    // SAFETY: the target has AVX-512F; each store writes 8 lanes at `len`,
    // below the reserved capacity (at most `q1.len()` are kept, plus 8 of
    // room for the last store); the loads read 8 lanes inside the slices.
    unsafe {
        let dst = out.as_mut_ptr();
        let (b1, b2, bp) = (
            _mm512_set1_epi64(p1 as i64),
            _mm512_set1_epi64(p2 as i64),
            _mm512_set1_epi64(packed as i64),
        );
        let whole = q1.len() / 8 * 8;
        let mut i = 0;
        while i < whole {
            let a = _mm512_loadu_si512(q1.as_ptr().add(i).cast());
            let b = _mm512_loadu_si512(q2.as_ptr().add(i).cast());
            let clash = _mm512_or_si512(_mm512_and_si512(a, b1), _mm512_and_si512(b, b2));
            let keep = _mm512_testn_epi64_mask(clash, clash);
            let pattern = _mm512_or_si512(_mm512_loadu_si512(qp.as_ptr().add(i).cast()), bp);
            _mm512_storeu_si512(
                dst.add(len).cast(),
                _mm512_maskz_compress_epi64(keep, pattern),
            );
            len += keep.count_ones() as usize;
            i += 8;
        }
        while i < q1.len() {
            let clash = (p1 & q1[i]) | (p2 & q2[i]);
            *dst.add(len) = packed | qp[i];
            len += usize::from(clash == 0);
            i += 1;
        }
        out.set_len(len);
    }
}

/// Pushes `packed | qp[i]` for each south placement `i` that shares no
/// diagonal with the north one (`p1`, `p2`).
#[cfg(not(target_feature = "avx512f"))]
fn join(p1: u64, p2: u64, packed: u64, q1: &[u64], q2: &[u64], qp: &[u64], out: &mut Vec<u64>) {
    for i in 0..q1.len() {
        if (p1 & q1[i]) | (p2 & q2[i]) == 0 {
            out.push(packed | qp[i]);
        }
    }
}

// ---------------------------------------------------------------------------
// Matcher: count pairs (x, y) with x & y == 0
// ---------------------------------------------------------------------------

const LANES: usize = 8;
const BLOCK: usize = LANES * 64;
const CHUNK: usize = 6;
type Slice = [u64; LANES];

#[derive(Default)]
struct Matcher {
    /// Per bucket: its blocks' tables, `chunks << CHUNK` slices a block.
    tables: Vec<Vec<Slice>>,
    chunks: usize,
    pub pairs: u64,
    buckets: Vec<Vec<u64>>,
    groups: Vec<Vec<[u16; MAX_CHUNKS]>>,
    kernel_s: f64,
    build_s: f64,
}

/// The most chunks of a pattern's bits.
const MAX_CHUNKS: usize = 8;

impl Matcher {
    /// The number of pairs of `east` and `west` with no bit in common.
    fn count(&mut self, east: &mut Vec<u64>, west: &mut Vec<u64>) -> u64 {
        if east.is_empty() || west.is_empty() {
            return 0;
        }
        // Bits one side always uses rule out the other side's patterns
        // that use them; bits one side never uses drop out.
        let (mut oe, mut ae) = (0u64, !0u64);
        for &x in east.iter() {
            oe |= x;
            ae &= x;
        }
        let (mut ow, mut aw) = (0u64, !0u64);
        for &y in west.iter() {
            ow |= y;
            aw &= y;
        }
        east.retain(|&x| x & aw == 0);
        west.retain(|&y| y & ae == 0);
        if east.is_empty() || west.is_empty() {
            return 0;
        }
        if east.len() * west.len() <= BRUTE_PAIRS {
            // Too few pairs to pay for the tables.
            return brute(east, west);
        }
        let live = oe & ow & !ae & !aw;
        // The larger side is transposed.
        let (big, small) = if east.len() >= west.len() {
            (east, west)
        } else {
            (west, east)
        };
        // Hot bits: bucket the big side by them, so that a query skips
        // the buckets it clashes with.
        let hot_count = hot_bits(big.len()).min(live.count_ones() as usize);
        let hot = if hot_count == 0 {
            0
        } else {
            let mut freq_big = [0u32; 64];
            let mut freq_small = [0u32; 64];
            // A sample is enough to rank the bits.
            for &x in big.iter().step_by(big.len().div_ceil(256)) {
                let mut q = x & live;
                while q != 0 {
                    freq_big[q.trailing_zeros() as usize] += 1;
                    q &= q - 1;
                }
            }
            for &x in small.iter().step_by(small.len().div_ceil(256)) {
                let mut q = x & live;
                while q != 0 {
                    freq_small[q.trailing_zeros() as usize] += 1;
                    q &= q - 1;
                }
            }
            let mut bits: Vec<usize> = (0..64).filter(|&b| live >> b & 1 == 1).collect();
            bits.sort_by_key(|&b| {
                std::cmp::Reverse(u64::from(freq_big[b]) * u64::from(freq_small[b]))
            });
            bits[..hot_count].iter().map(|&b| 1u64 << b).sum()
        };
        let rest = live & !hot;
        let rest_bits = rest.count_ones() as usize;
        self.chunks = rest_bits.div_ceil(CHUNK).max(1);
        assert!(self.chunks <= MAX_CHUNKS, "{rest_bits} bits");
        let nb = 1usize << hot_count;
        self.buckets
            .resize_with(nb.max(self.buckets.len()), Vec::new);
        for b in &mut self.buckets[..nb] {
            b.clear();
        }
        for &x in big.iter() {
            self.buckets[pext(x, hot) as usize].push(pext(x, rest));
        }
        self.tables.resize_with(nb.max(self.tables.len()), Vec::new);
        let build_start = Instant::now();
        for b in 0..nb {
            build_tables(&self.buckets[b], self.chunks, &mut self.tables[b]);
        }
        self.build_s += build_start.elapsed().as_secs_f64();
        // The small side grouped by its hot bits; bucket b meets group g
        // where b & g == 0. Blocks outside, queries inside, so that a
        // block's tables stay in the first-level cache.
        self.groups.resize_with(nb.max(self.groups.len()), Vec::new);
        for g in &mut self.groups[..nb] {
            g.clear();
        }
        for &y in small.iter() {
            let q = pext(y, rest);
            let mut slots = [0u16; MAX_CHUNKS];
            for (c, slot) in slots.iter_mut().enumerate().take(self.chunks) {
                *slot = ((c << CHUNK) | ((q >> (c * CHUNK)) as usize & ((1 << CHUNK) - 1))) as u16;
            }
            self.groups[pext(y, hot) as usize].push(slots);
        }
        let per_block = self.chunks << CHUNK;
        let kernel_start = Instant::now();
        let mut total = 0;
        for b in 0..nb {
            let tables = &self.tables[b];
            if tables.is_empty() {
                continue;
            }
            for block in tables.chunks_exact(per_block) {
                for g in 0..nb {
                    if g & b != 0 || self.groups[g].is_empty() {
                        continue;
                    }
                    total += count_block(block, self.chunks, &self.groups[g]);
                    self.pairs += (self.groups[g].len() * BLOCK) as u64;
                }
            }
        }
        self.kernel_s += kernel_start.elapsed().as_secs_f64();
        total
    }
}

/// The pairs of `xs` and `ys` with no bit in common, each pair tried.
#[cfg(target_feature = "avx512f")]
fn brute(xs: &[u64], ys: &[u64]) -> u64 {
    use std::arch::x86_64::*;
    let whole = xs.len() / 8 * 8;
    let mut total = 0u64;
    for &y in ys {
        // SAFETY: the target has AVX-512F; each load reads 8 lanes below
        // `whole`.
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

/// The pairs of `xs` and `ys` with no bit in common, each pair tried.
#[cfg(not(target_feature = "avx512f"))]
fn brute(xs: &[u64], ys: &[u64]) -> u64 {
    let mut total = 0u64;
    for &y in ys {
        total += xs.iter().map(|&x| u64::from(x & y == 0)).sum::<u64>();
    }
    total
}

/// Below this many pairs a split's lists are matched pair by pair: the
/// tables would cost more than they save (measured at n = 16 and 17).
const BRUTE_PAIRS: usize = 64_000;

/// How many hot bits to bucket a list of `len` patterns by: buckets of one
/// or two blocks each.
fn hot_bits(len: usize) -> usize {
    let mut b = 0;
    while b < 8 && (len >> b) > 2 * BLOCK {
        b += 1;
    }
    b
}

/// The transposed tables of `patterns`: per block of 512, per chunk of
/// `CHUNK` bits, per subset of the chunk, the slice with a bit set for
/// each pattern (of the block) that uses none of the subset's bits.
fn build_tables(patterns: &[u64], chunks: usize, out: &mut Vec<Slice>) {
    out.clear();
    let blocks = patterns.len().div_ceil(BLOCK);
    let per_block = chunks << CHUNK;
    out.resize(blocks * per_block, [0; LANES]);
    for blk in 0..blocks {
        let lo = blk * BLOCK;
        let hi = (lo + BLOCK).min(patterns.len());
        // Slices per bit: set where the pattern does not use the bit.
        let mut valid = [0u64; LANES];
        for i in 0..hi - lo {
            valid[i >> 6] |= 1 << (i & 63);
        }
        // Slices per bit: set where the pattern does not use the bit. A
        // padding pattern uses every bit, so it is in no slice.
        let mut slices = [[0u64; LANES]; 64];
        for k in 0..LANES {
            let mut words = [!0u64; 64];
            let from = (lo + 64 * k).min(hi);
            let to = (from + 64).min(hi);
            if from == to {
                // Only padding: in no slice.
                break;
            }
            words[..to - from].copy_from_slice(&patterns[from..to]);
            transpose(&mut words);
            for (b, slice) in slices.iter_mut().enumerate().take(chunks * CHUNK) {
                slice[k] = !words[b];
            }
        }
        let table = &mut out[blk * per_block..(blk + 1) * per_block];
        for c in 0..chunks {
            let t = &mut table[c << CHUNK..(c + 1) << CHUNK];
            // The first chunk's empty subset carries the valid lanes; the
            // others' are all ones.
            t[0] = if c == 0 { valid } else { [!0; LANES] };
            for sub in 1usize..1 << CHUNK {
                let low = sub.trailing_zeros() as usize;
                let prev = t[sub & (sub - 1)];
                let s = &slices[c * CHUNK + low];
                let mut v = [0u64; LANES];
                for k in 0..LANES {
                    v[k] = prev[k] & s[k];
                }
                t[sub] = v;
            }
        }
    }
}

/// The pairs of one block's patterns and `queries` (each the slices its
/// chunks pick) with no bit in common.
/// Transposes a 64 x 64 bit matrix: afterwards bit `i` of word `b` is what
/// bit `b` of word `i` was. Each step swaps the off-diagonal blocks of
/// side `j` in every block of side `2j`.
fn transpose(w: &mut [u64; 64]) {
    let mut j = 32;
    let mut m: u64 = 0x0000_0000_ffff_ffff;
    while j != 0 {
        for k in 0..64 {
            if k & j == 0 {
                let t = ((w[k] >> j) ^ w[k + j]) & m;
                w[k + j] ^= t;
                w[k] ^= t << j;
            }
        }
        j >>= 1;
        m ^= m << j;
    }
}

#[cfg(all(target_feature = "avx512f", target_feature = "avx512vpopcntdq"))]
fn count_block(block: &[Slice], chunks: usize, queries: &[[u16; MAX_CHUNKS]]) -> u64 {
    use std::arch::x86_64::*;
    // SAFETY: the target has AVX-512F and VPOPCNTDQ; every slot is inside
    // the block's table.
    unsafe {
        let base = block.as_ptr();
        let load = |i: u16| _mm512_loadu_si512(base.add(usize::from(i)).cast());
        let mut sum = _mm512_setzero_si512();
        macro_rules! run {
            ($k:literal) => {
                for q in queries {
                    let mut acc = load(q[0]);
                    for c in 1..$k {
                        acc = _mm512_and_si512(acc, load(q[c]));
                    }
                    sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
                }
            };
        }
        match chunks {
            1 => run!(1),
            2 => run!(2),
            3 => run!(3),
            4 => run!(4),
            5 => run!(5),
            6 => run!(6),
            7 => run!(7),
            _ => run!(8),
        }
        _mm512_reduce_add_epi64(sum) as u64
    }
}

/// The pairs of one block's patterns and `queries` (each the slices its
/// chunks pick) with no bit in common.
#[cfg(not(all(target_feature = "avx512f", target_feature = "avx512vpopcntdq")))]
fn count_block(block: &[Slice], chunks: usize, queries: &[[u16; MAX_CHUNKS]]) -> u64 {
    let mut total = 0u64;
    for q in queries {
        let mut acc = block[usize::from(q[0])];
        for &i in &q[1..chunks] {
            for k in 0..LANES {
                acc[k] &= block[usize::from(i)][k];
            }
        }
        total += acc.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
    }
    total
}

// ---------------------------------------------------------------------------
// The count
// ---------------------------------------------------------------------------

#[derive(Default, Clone, Copy)]
struct Stats {
    splits: u64,
    patterns: u64,
    enum_s: f64,
    match_s: f64,
    table_entries: usize,
}

struct Counter {
    n: usize,
    h: usize,
    nw: Quadrant,
    ne: Quadrant,
    sw: Quadrant,
    se: Quadrant,
    north_rows: Vec<usize>,
    south_rows: Vec<usize>,
    matcher: Matcher,
    east: Vec<u64>,
    west: Vec<u64>,
    stats: Stats,
}

impl Counter {
    fn new(n: usize) -> Counter {
        let h = n / 2;
        // Odd n: the middle row and column are left out of the quadrants.
        let north_rows: Vec<usize> = (0..h).collect();
        let south_rows: Vec<usize> = (n - h..n).collect();
        let west_cols: Vec<usize> = (0..h).collect();
        let east_cols: Vec<usize> = (n - h..n).collect();
        let mut nw = Quadrant::new(n, &north_rows, &west_cols);
        let mut ne = Quadrant::new(n, &north_rows, &east_cols);
        let mut sw = Quadrant::new(n, &south_rows, &west_cols);
        let mut se = Quadrant::new(n, &south_rows, &east_cols);
        // The diagonals both halves reach (east columns n - h.., west ..h).
        let reach = |cols: &[usize]| {
            let (mut a, mut b) = (0u64, 0u64);
            for r in 0..n {
                for &c in cols {
                    a |= 1 << (r + c);
                    b |= 1 << (c + n - 1 - r);
                }
            }
            (a, b)
        };
        let (e1, e2) = reach(&east_cols);
        let (w1, w2) = reach(&west_cols);
        let pack = (e1 & w1, e2 & w2);
        for q in [&mut nw, &mut ne, &mut sw, &mut se] {
            q.pack(pack);
        }
        let table_entries = nw.len() + ne.len() + sw.len() + se.len();
        Counter {
            n,
            h,
            nw,
            ne,
            sw,
            se,
            north_rows,
            south_rows,
            matcher: Matcher::default(),
            east: Vec::new(),
            west: Vec::new(),
            stats: Stats {
                table_entries,
                ..Stats::default()
            },
        }
    }

    /// The count for east rows `east_rows` (a mask of board rows), the
    /// other free rows `west_rows`, and the local columns each half may
    /// use (the quadrants hold only placements that avoid fixed queens).
    fn count_split(
        &mut self,
        east_rows: u64,
        west_rows: u64,
        east_cols: u32,
        west_cols: u32,
    ) -> u64 {
        let local = |rows: &[usize], mask: u64| -> u32 {
            rows.iter()
                .enumerate()
                .filter(|&(_, &r)| mask >> r & 1 == 1)
                .map(|(i, _)| 1u32 << i)
                .sum()
        };
        let t0 = Instant::now();
        self.east.clear();
        self.west.clear();
        let east = Half {
            north: &self.ne,
            south: &self.se,
            cols: east_cols,
        };
        east.placements(
            local(&self.north_rows, east_rows),
            local(&self.south_rows, east_rows),
            &mut self.east,
        );
        if !self.east.is_empty() {
            let west = Half {
                north: &self.nw,
                south: &self.sw,
                cols: west_cols,
            };
            west.placements(
                local(&self.north_rows, west_rows),
                local(&self.south_rows, west_rows),
                &mut self.west,
            );
        }
        let t1 = Instant::now();
        self.stats.enum_s += (t1 - t0).as_secs_f64();
        self.stats.splits += 1;
        self.stats.patterns += (self.east.len() + self.west.len()) as u64;
        let mut e = std::mem::take(&mut self.east);
        let mut w = std::mem::take(&mut self.west);
        let c = self.matcher.count(&mut e, &mut w);
        self.east = e;
        self.west = w;
        self.stats.match_s += t1.elapsed().as_secs_f64();
        c
    }

    /// The sum over every split of the free rows `rows` into `h` east rows
    /// and the rest; with `symmetric`, one split per class under the
    /// vertical flip (reversed rows) and the mirror (complement).
    fn count_all(
        &mut self,
        rows: &[usize],
        east_cols: u32,
        west_cols: u32,
        symmetric: bool,
    ) -> u64 {
        let m = rows.len();
        let k = east_cols.count_ones();
        let full: u64 = (1 << m) - 1;
        let mut total = 0;
        let mut e: u64 = (1 << k) - 1;
        while e <= full {
            let weight = if symmetric {
                let rev = e.reverse_bits() >> (64 - m);
                let images = [e, rev, full & !e, full & !rev];
                if images.iter().any(|&x| x < e) {
                    0
                } else {
                    let mut d = images.to_vec();
                    d.sort_unstable();
                    d.dedup();
                    d.len() as u64
                }
            } else {
                1
            };
            if weight != 0 {
                let (mut er, mut wr) = (0u64, 0u64);
                for (i, &r) in rows.iter().enumerate() {
                    if e >> i & 1 == 1 {
                        er |= 1 << r;
                    } else {
                        wr |= 1 << r;
                    }
                }
                total += weight * self.count_split(er, wr, east_cols, west_cols);
            }
            let c = e & e.wrapping_neg();
            let r = e + c;
            e = (((r ^ e) >> 2) / c) | r;
        }
        total
    }

    fn total(&mut self) -> u64 {
        let (n, h) = (self.n, self.h);
        let all_cols: u32 = (1 << h) - 1;
        if n % 2 == 0 {
            let rows: Vec<usize> = (0..n).collect();
            return self.count_all(&rows, all_cols, all_cols, true);
        }
        let queen = |r: usize, c: usize| (1u64 << (r + c), 1u64 << (c + n - 1 - r));
        // The centre queen: the mirrors still apply.
        let rows: Vec<usize> = (0..n).filter(|&r| r != h).collect();
        let centre = queen(h, h);
        let saved = [&self.nw, &self.ne, &self.sw, &self.se].map(|q| q.avoiding(centre));
        let [nw, ne, sw, se] = saved;
        let saved = [
            std::mem::replace(&mut self.nw, nw),
            std::mem::replace(&mut self.ne, ne),
            std::mem::replace(&mut self.sw, sw),
            std::mem::replace(&mut self.se, se),
        ];
        let mut total = self.count_all(&rows, all_cols, all_cols, true);
        let [nw, ne, sw, se] = saved;
        (self.nw, self.ne, self.sw, self.se) = (nw, ne, sw, se);
        // The middle row's queen on (h, a), the middle column's on (b, h),
        // a < b < h: the eight images of the pair are distinct.
        for a in 0..h {
            for b in a + 1..h {
                let (f1, f2) = (queen(h, a), queen(b, h));
                let fixed = (f1.0 | f2.0, f1.1 | f2.1);
                let rows: Vec<usize> = (0..n).filter(|&r| r != h && r != b).collect();
                let whole = [&self.nw, &self.ne, &self.sw, &self.se].map(|q| q.avoiding(fixed));
                let [nw, ne, sw, se] = whole;
                let saved = [
                    std::mem::replace(&mut self.nw, nw),
                    std::mem::replace(&mut self.ne, ne),
                    std::mem::replace(&mut self.sw, sw),
                    std::mem::replace(&mut self.se, se),
                ];
                // Local west column a is board column a.
                total += 8 * self.count_all(&rows, all_cols, all_cols & !(1 << a), false);
                let [nw, ne, sw, se] = saved;
                (self.nw, self.ne, self.sw, self.se) = (nw, ne, sw, se);
            }
        }
        total
    }
}

const Q: [u64; 24] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365596,
    2279184,
    14772512,
    95815104,
    666090624,
    4968057848,
    39029188884,
    314666222712,
    2691008701644,
    24233937684440,
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let lo: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let hi: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(14);
    let reps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    println!(
        "n | Q(n) | ok | seconds (median) | splits | patterns | table entries | halves s | tables s | matching s | other s | pairs tested"
    );
    for n in lo.max(6)..=hi {
        let mut times = Vec::new();
        let mut result = (0, Stats::default(), 0.0, 0.0, 0);
        for _ in 0..reps {
            let t = Instant::now();
            let mut counter = Counter::new(n);
            let q = counter.total();
            times.push(t.elapsed().as_secs_f64());
            let m = &counter.matcher;
            result = (q, counter.stats, m.build_s, m.kernel_s, m.pairs);
        }
        times.sort_by(f64::total_cmp);
        let (q, st, build_s, kernel_s, pairs) = result;
        let ok = if Q.get(n) == Some(&q) { "yes" } else { "NO" };
        println!(
            "{n} | {q} | {ok} | {:.3} | {} | {} | {} | {:.3} | {build_s:.3} | {kernel_s:.3} | {:.3} | {pairs}",
            times[times.len() / 2],
            st.splits,
            st.patterns,
            st.table_entries,
            st.enum_s,
            st.match_s - build_s - kernel_s
        );
    }
}

#[cfg(test)]
mod tests {
    use super::{Counter, Q, transpose};

    #[test]
    fn the_transpose_swaps_bit_and_word() {
        let mut w = [0u64; 64];
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for v in w.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *v = x;
        }
        let mut t = w;
        transpose(&mut t);
        for (i, word) in w.iter().enumerate() {
            for (b, column) in t.iter().enumerate() {
                assert_eq!(column >> i & 1, word >> b & 1, "bit {b} of word {i}");
            }
        }
    }

    #[test]
    fn the_counts_are_the_published_ones() {
        for (n, &q) in Q.iter().enumerate().take(15).skip(6) {
            assert_eq!(Counter::new(n).total(), q, "n = {n}");
        }
    }
}
