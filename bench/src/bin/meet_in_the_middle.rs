//! A prototype of the meet-in-the-middle counter for the n-queens total
//! Q(n) (OEIS A000170), next to a plain mirror-halved bitmask backtracking
//! counter, for the counter's next version: the scheme is derived in
//! DESIGN.md ("Counter v2: meet in the middle"), with the figures measured.
//! Not part of the library yet; run it as
//! `RUSTFLAGS="-C target-cpu=native" cargo run --release --bin
//! meet_in_the_middle -- LO HI REPS [nobt] [split_depth]`.
//!
//! Scheme: every solution puts exactly one queen in each row;
//! the rows are split into E (queen in the east column half) and W (queen in
//! the west column half).  For a fixed E the east half-board placements and
//! the west half-board placements are enumerated separately; rows and columns
//! are then automatically consistent and only the diagonals remain to be
//! checked between the two halves.  Counting disjoint (diagonal-mask) pairs
//! is done by a recursive bit split plus a bit-sliced (transposed) matcher.

use std::time::Instant;

// ---------------------------------------------------------------------------
// Plain backtracking (reference and baseline timing)
// ---------------------------------------------------------------------------

fn bt_rec(all: u32, cols: u32, d1: u32, d2: u32) -> u64 {
    if cols == all {
        return 1;
    }
    let mut avail = all & !(cols | d1 | d2);
    let mut c = 0;
    while avail != 0 {
        let bit = avail & avail.wrapping_neg();
        avail ^= bit;
        c += bt_rec(all, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
    c
}

/// First-row queen restricted to the left half and doubled; the middle
/// column (odd n) is counted once.
fn backtrack_count(n: usize) -> u64 {
    let all = (1u32 << n) - 1;
    let mut total = 0;
    for c in 0..n / 2 {
        let bit = 1u32 << c;
        total += 2 * bt_rec(all, bit, bit << 1, bit >> 1);
    }
    if n % 2 == 1 {
        let bit = 1u32 << (n / 2);
        total += bt_rec(all, bit, bit << 1, bit >> 1);
    }
    total
}

// ---------------------------------------------------------------------------
// Half-board enumeration
// ---------------------------------------------------------------------------

/// Diagonal occupancy in board coordinates: d1 bit r+c, d2 bit c-r+n-1.
#[derive(Clone, Copy, Default)]
struct Diags {
    d1: u64,
    d2: u64,
}

struct HalfCtx<'a> {
    n: usize,
    rows: &'a [usize],
    cols: u32,
    fixed: Diags,
}

/// Place one queen in each row of `rows`, on distinct columns of `cols`,
/// with no shared diagonal (also none shared with the fixed queens).
/// Pushes the diagonals used by the placed queens only.
fn half_dfs(ctx: &HalfCtx, i: usize, used: u32, own: Diags, out: &mut Vec<Diags>) {
    if i == ctx.rows.len() {
        out.push(own);
        return;
    }
    let r = ctx.rows[i];
    let n = ctx.n;
    let b1 = own.d1 | ctx.fixed.d1;
    let b2 = own.d2 | ctx.fixed.d2;
    let blocked = ((b1 >> r) | (b2 >> (n - 1 - r))) as u32;
    let mut avail = ctx.cols & !used & !blocked;
    while avail != 0 {
        let c = avail.trailing_zeros() as usize;
        avail &= avail - 1;
        let nd = Diags {
            d1: own.d1 | (1u64 << (r + c)),
            d2: own.d2 | (1u64 << (c + n - 1 - r)),
        };
        half_dfs(ctx, i + 1, used | (1 << c), nd, out);
    }
}

// ---------------------------------------------------------------------------
// Pair matcher: count (x, y) with x & y == 0
// ---------------------------------------------------------------------------

const LANES: usize = 8; // 8 x u64 = 512 bits per slice
const BLK: usize = LANES * 64;

#[derive(Default)]
struct Matcher {
    min_small: usize,
    min_large: usize,
    tr: Vec<[u64; LANES]>, // per block: 64 slices (indexed by bit position)
    valid: Vec<[u64; LANES]>,
    pub stats_pairs: u64,
    pub stats_base: u64,
}

#[inline(always)]
fn pext(x: u64, m: u64) -> u64 {
    #[cfg(target_feature = "bmi2")]
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

fn partition(v: &mut [u64], bit: u64) -> usize {
    // bit-clear elements first
    let mut i = 0;
    let mut j = v.len();
    while i < j {
        if v[i] & bit == 0 {
            i += 1;
        } else {
            j -= 1;
            v.swap(i, j);
        }
    }
    i
}

impl Matcher {
    fn count(
        &mut self,
        a: &mut [u64],
        b: &mut [u64],
        order: &[u64],
        depth: usize,
        rem: u64,
    ) -> u64 {
        if a.is_empty() || b.is_empty() {
            return 0;
        }
        if depth == order.len()
            || a.len().min(b.len()) < self.min_small
            || a.len().max(b.len()) < self.min_large
        {
            return self.base(a, b, rem);
        }
        let bit = order[depth];
        let rem2 = rem & !bit;
        let ka = partition(a, bit);
        let kb = partition(b, bit);
        let (a0, a1) = a.split_at_mut(ka);
        let (b0, b1) = b.split_at_mut(kb);
        let mut t = self.count(a0, b1, order, depth + 1, rem2);
        t += self.count(a1, b0, order, depth + 1, rem2);
        t += self.count(a0, b0, order, depth + 1, rem2);
        t
    }

    fn base(&mut self, a: &[u64], b: &[u64], rem: u64) -> u64 {
        self.stats_pairs += (a.len() * b.len()) as u64;
        self.stats_base += 1;
        let (x, y) = if a.len() >= b.len() { (a, b) } else { (b, a) };
        if y.len() < 8 {
            let mut c = 0u64;
            for &q in y {
                let q = q & rem;
                c += x.iter().filter(|&&p| p & q == 0).count() as u64;
            }
            return c;
        }
        // transpose x into blocks of 512 patterns
        let nb = x.len().div_ceil(BLK);
        self.tr.clear();
        self.tr.resize(nb * 64, [0; LANES]);
        self.valid.clear();
        self.valid.resize(nb, [0; LANES]);
        for blk in 0..nb {
            let lo = blk * BLK;
            let hi = (lo + BLK).min(x.len());
            let mut v = [0u64; LANES];
            for i in 0..hi - lo {
                v[i >> 6] |= 1 << (i & 63);
            }
            self.valid[blk] = v;
            let t = &mut self.tr[blk * 64..blk * 64 + 64];
            let mut m = rem;
            while m != 0 {
                let bb = m.trailing_zeros() as usize;
                m &= m - 1;
                t[bb] = v;
            }
            for i in 0..hi - lo {
                let mut p = x[lo + i] & rem;
                while p != 0 {
                    let bb = p.trailing_zeros() as usize;
                    p &= p - 1;
                    t[bb][i >> 6] &= !(1u64 << (i & 63));
                }
            }
        }
        let mut total = 0u64;
        for blk in 0..nb {
            let t = &self.tr[blk * 64..blk * 64 + 64];
            total += query_block(t, &self.valid[blk], y, rem);
        }
        total
    }
}

#[cfg(all(target_feature = "avx512f", target_feature = "avx512vpopcntdq"))]
fn query_block(t: &[[u64; LANES]], valid: &[u64; LANES], y: &[u64], rem: u64) -> u64 {
    use std::arch::x86_64::*;
    unsafe {
        let v = _mm512_loadu_si512(valid.as_ptr() as *const _);
        let mut sum = _mm512_setzero_si512();
        for &q in y {
            let mut q = q & rem;
            let mut acc = v;
            while q != 0 {
                let bb = q.trailing_zeros() as usize;
                q &= q - 1;
                acc = _mm512_and_si512(
                    acc,
                    _mm512_loadu_si512(t.get_unchecked(bb).as_ptr() as *const _),
                );
            }
            sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(acc));
        }
        _mm512_reduce_add_epi64(sum) as u64
    }
}

#[cfg(not(all(target_feature = "avx512f", target_feature = "avx512vpopcntdq")))]
fn query_block(t: &[[u64; LANES]], valid: &[u64; LANES], y: &[u64], rem: u64) -> u64 {
    let mut total = 0u64;
    for &q in y {
        let mut q = q & rem;
        let mut acc = *valid;
        while q != 0 {
            let bb = q.trailing_zeros() as usize;
            q &= q - 1;
            for k in 0..LANES {
                acc[k] &= t[bb][k];
            }
        }
        total += acc.iter().map(|w| w.count_ones() as u64).sum::<u64>();
    }
    total
}

// ---------------------------------------------------------------------------
// Meet in the middle
// ---------------------------------------------------------------------------

#[derive(Default)]
struct Stats {
    splits: u64,
    east_max: usize,
    west_max: usize,
    east_sum: u64,
    west_sum: u64,
    enum_s: f64,
    match_s: f64,
}

struct Mitm {
    n: usize,
    matcher: Matcher,
    east: Vec<Diags>,
    west: Vec<Diags>,
    ea: Vec<u64>,
    wa: Vec<u64>,
    stats: Stats,
    split_depth: usize,
}

impl Mitm {
    fn new(n: usize) -> Self {
        Mitm {
            n,
            matcher: Matcher {
                min_small: std::env::var("MS")
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(64),
                min_large: std::env::var("ML")
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(8192),
                ..Default::default()
            },
            east: Vec::new(),
            west: Vec::new(),
            ea: Vec::new(),
            wa: Vec::new(),
            stats: Stats::default(),
            split_depth: 12,
        }
    }

    /// Count completions for one row split: east rows `er` on columns `ec`,
    /// west rows `wr` on columns `wc`, fixed queens' diagonals `fixed`.
    fn count_split(&mut self, er: &[usize], ec: u32, wr: &[usize], wc: u32, fixed: Diags) -> u64 {
        let n = self.n;
        let t0 = Instant::now();
        self.east.clear();
        self.west.clear();
        half_dfs(
            &HalfCtx {
                n,
                rows: er,
                cols: ec,
                fixed,
            },
            0,
            0,
            Diags::default(),
            &mut self.east,
        );
        if self.east.is_empty() {
            self.stats.enum_s += t0.elapsed().as_secs_f64();
            return 0;
        }
        half_dfs(
            &HalfCtx {
                n,
                rows: wr,
                cols: wc,
                fixed,
            },
            0,
            0,
            Diags::default(),
            &mut self.west,
        );
        self.stats.splits += 1;
        self.stats.east_max = self.stats.east_max.max(self.east.len());
        self.stats.west_max = self.stats.west_max.max(self.west.len());
        self.stats.east_sum += self.east.len() as u64;
        self.stats.west_sum += self.west.len() as u64;
        if self.west.is_empty() {
            self.stats.enum_s += t0.elapsed().as_secs_f64();
            return 0;
        }
        // diagonals both sides can touch; bits always set on one side
        let (mut oe, mut ae) = (Diags::default(), Diags { d1: !0, d2: !0 });
        for d in &self.east {
            oe.d1 |= d.d1;
            oe.d2 |= d.d2;
            ae.d1 &= d.d1;
            ae.d2 &= d.d2;
        }
        let (mut ow, mut aw) = (Diags::default(), Diags { d1: !0, d2: !0 });
        for d in &self.west {
            ow.d1 |= d.d1;
            ow.d2 |= d.d2;
            aw.d1 &= d.d1;
            aw.d2 &= d.d2;
        }
        let m1 = oe.d1 & ow.d1 & !ae.d1 & !aw.d1;
        let m2 = oe.d2 & ow.d2 & !ae.d2 & !aw.d2;
        let s1 = m1.count_ones();
        self.ea.clear();
        for d in &self.east {
            if d.d1 & aw.d1 != 0 || d.d2 & aw.d2 != 0 {
                continue;
            }
            self.ea.push(pext(d.d1, m1) | (pext(d.d2, m2) << s1));
        }
        self.wa.clear();
        for d in &self.west {
            if d.d1 & ae.d1 != 0 || d.d2 & ae.d2 != 0 {
                continue;
            }
            self.wa.push(pext(d.d1, m1) | (pext(d.d2, m2) << s1));
        }
        let t1 = Instant::now();
        self.stats.enum_s += (t1 - t0).as_secs_f64();
        let nbits = s1 + m2.count_ones();
        let full = if nbits == 64 { !0 } else { (1u64 << nbits) - 1 };
        // split order: bits with largest (east freq * west freq) first
        let mut fe = [0u64; 64];
        let mut fw = [0u64; 64];
        for &p in &self.ea {
            let mut q = p;
            while q != 0 {
                fe[q.trailing_zeros() as usize] += 1;
                q &= q - 1;
            }
        }
        for &p in &self.wa {
            let mut q = p;
            while q != 0 {
                fw[q.trailing_zeros() as usize] += 1;
                q &= q - 1;
            }
        }
        let mut bits: Vec<usize> = (0..nbits as usize).collect();
        bits.sort_by_key(|&b| std::cmp::Reverse(fe[b] * fw[b]));
        let order: Vec<u64> = bits
            .iter()
            .take(self.split_depth)
            .map(|&b| 1u64 << b)
            .collect();
        let mut ea = std::mem::take(&mut self.ea);
        let mut wa = std::mem::take(&mut self.wa);
        let c = self.matcher.count(&mut ea, &mut wa, &order, 0, full);
        self.ea = ea;
        self.wa = wa;
        self.stats.match_s += t1.elapsed().as_secs_f64();
        c
    }

    /// Sum over all row splits of `rows` into (E, W), |E| = popcount(ec).
    /// `sym`: use vertical flip and left-right mirror (needs both fixed
    /// queens and the row/column sets symmetric under them).
    fn count_all(&mut self, rows: &[usize], ec: u32, wc: u32, fixed: Diags, sym: bool) -> u64 {
        let m = rows.len();
        let k = ec.count_ones();
        let full = (1u32 << m) - 1;
        let mut total = 0u64;
        let mut e: u32 = (1 << k) - 1;
        let mut er = Vec::new();
        let mut wr = Vec::new();
        while e <= full {
            let mut w = 1u64;
            if sym {
                let rv = e.reverse_bits() >> (32 - m);
                let cp = full & !e;
                let rc = full & !rv;
                let imgs = [e, rv, cp, rc];
                if imgs.iter().any(|&x| x < e) {
                    w = 0;
                } else {
                    let mut d = imgs.to_vec();
                    d.sort();
                    d.dedup();
                    w = d.len() as u64;
                }
            }
            if w != 0 {
                er.clear();
                wr.clear();
                for (i, &r) in rows.iter().enumerate() {
                    if e >> i & 1 == 1 {
                        er.push(r)
                    } else {
                        wr.push(r)
                    }
                }
                total += w * self.count_split(&er, ec, &wr, wc, fixed);
            }
            // next combination (Gosper)
            let c = e & e.wrapping_neg();
            let r = e + c;
            e = (((r ^ e) >> 2) / c) | r;
        }
        total
    }

    fn total(&mut self) -> u64 {
        let n = self.n;
        let h = n / 2;
        let lowcols: u32 = (1 << h) - 1;
        if n.is_multiple_of(2) {
            let rows: Vec<usize> = (0..n).collect();
            return self.count_all(&rows, lowcols << h, lowcols, Diags::default(), true);
        }
        // odd n: middle row r = h, middle column c = h
        let qd = |r: usize, c: usize| Diags {
            d1: 1u64 << (r + c),
            d2: 1u64 << (c + n - 1 - r),
        };
        let east_cols = lowcols << (h + 1);
        // centre queen: both mirrors still apply
        let rows: Vec<usize> = (0..n).filter(|&r| r != h).collect();
        let mut total = self.count_all(&rows, east_cols, lowcols, qd(h, h), true);
        // middle-row queen at (h, a), middle-column queen at (b, h), a < b < h;
        // the 8 images under the board symmetries are distinct and disjoint.
        for a in 0..h {
            for b in a + 1..h {
                let f1 = qd(h, a);
                let f2 = qd(b, h);
                let fixed = Diags {
                    d1: f1.d1 | f2.d1,
                    d2: f1.d2 | f2.d2,
                };
                let rows: Vec<usize> = (0..n).filter(|&r| r != h && r != b).collect();
                let wc = lowcols & !(1 << a);
                total += 8 * self.count_all(&rows, east_cols, wc, fixed, false);
            }
        }
        total
    }
}

fn known(n: usize) -> Option<u64> {
    const Q: [u64; 22] = [
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
    ];
    Q.get(n).copied()
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let lo: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let hi: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(14);
    let reps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let do_bt = args.get(4).map(|s| s != "nobt").unwrap_or(true);
    let depth: usize = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(12);
    println!(
        "n | Q(n) mitm | ok | mitm s | backtrack s | ratio | splits | east max | west max | enum s | match s | base pairs"
    );
    for n in lo.max(4)..=hi {
        let mut tm = Vec::new();
        let mut tb = Vec::new();
        let mut q = 0;
        let mut st = Stats::default();
        let mut pairs = 0;
        for _ in 0..reps {
            let t = Instant::now();
            let mut m = Mitm::new(n);
            m.split_depth = depth;
            q = m.total();
            tm.push(t.elapsed().as_secs_f64());
            st = m.stats;
            pairs = m.matcher.stats_pairs;
            if do_bt {
                let t = Instant::now();
                let qb = backtrack_count(n);
                tb.push(t.elapsed().as_secs_f64());
                assert_eq!(qb, q, "backtracking disagrees at n={n}");
            }
        }
        let ok = known(n)
            .map(|k| if k == q { "yes" } else { "NO" })
            .unwrap_or("?");
        let mt = median(&mut tm);
        let (bts, ratio) = if do_bt {
            let b = median(&mut tb);
            (format!("{b:.3}"), format!("{:.2}", b / mt))
        } else {
            ("-".into(), "-".into())
        };
        println!(
            "{n} | {q} | {ok} | {mt:.3} | {bts} | {ratio} | {} | {} | {} | {:.3} | {:.3} | {pairs}",
            st.splits, st.east_max, st.west_max, st.enum_s, st.match_s
        );
    }
}
