//! The quadrant tables and the half-board placements joined from them.

use super::kernel::Kernel;

/// Every placement of one quadrant (at most one queen per local row and
/// column, no two on a board diagonal), grouped by (rows, columns).
#[derive(Clone, Debug)]
pub(super) struct Quadrant {
    /// The quadrant's side.
    side: usize,
    /// `start[rows << side | cols]..start[.. + 1]` index the placements.
    start: Vec<u32>,
    /// Board anti-diagonals `r + c` used.
    anti: Vec<u64>,
    /// Board diagonals `c - r + n - 1` used.
    diag: Vec<u64>,
    /// The diagonals both halves of the board reach, packed as the
    /// matcher takes them.
    packed: Vec<u64>,
    /// Per row set, the column sets that have placements.
    nonempty: Vec<Vec<u32>>,
}

impl Quadrant {
    /// The quadrant of board rows `rows` and columns `cols` of the `n x n`
    /// board (local row `i` is `rows[i]`, local column `j` is `cols[j]`),
    /// each placement's shared diagonals packed by `pack`.
    pub(super) fn new(n: usize, rows: &[usize], cols: &[usize], pack: (u64, u64)) -> Quadrant {
        let side = rows.len();
        debug_assert_eq!(side, cols.len());
        let mut found = Vec::new();
        extend(n, rows, cols, 0, (0, 0), (0, 0), &mut found);
        let keys = 1usize << (2 * side);
        let mut start = vec![0u32; keys + 1];
        for &(key, _, _) in &found {
            start[key as usize + 1] += 1;
        }
        for k in 0..keys {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let (mut anti, mut diag) = (vec![0; found.len()], vec![0; found.len()]);
        for &(key, a, d) in &found {
            let at = next[key as usize] as usize;
            next[key as usize] += 1;
            anti[at] = a;
            diag[at] = d;
        }
        let shift = pack.0.count_ones();
        let packed = anti
            .iter()
            .zip(&diag)
            .map(|(&a, &d)| compress(a, pack.0) | compress(d, pack.1) << shift)
            .collect();
        Quadrant {
            side,
            start,
            anti,
            diag,
            packed,
            nonempty: Vec::new(),
        }
        .indexed()
    }

    /// The placements that use none of the diagonals of `fixed`.
    pub(super) fn avoiding(&self, fixed: (u64, u64)) -> Quadrant {
        let keys = self.start.len() - 1;
        let mut start = Vec::with_capacity(keys + 1);
        let (mut anti, mut diag, mut packed) = (Vec::new(), Vec::new(), Vec::new());
        start.push(0);
        for key in 0..keys {
            for i in self.start[key] as usize..self.start[key + 1] as usize {
                if self.anti[i] & fixed.0 == 0 && self.diag[i] & fixed.1 == 0 {
                    anti.push(self.anti[i]);
                    diag.push(self.diag[i]);
                    packed.push(self.packed[i]);
                }
            }
            start.push(anti.len() as u32);
        }
        Quadrant {
            side: self.side,
            start,
            anti,
            diag,
            packed,
            nonempty: Vec::new(),
        }
        .indexed()
    }

    /// Lists, per row set, the column sets that have placements.
    fn indexed(mut self) -> Quadrant {
        let side = self.side;
        self.nonempty = (0..1u32 << side)
            .map(|rows| {
                (0..1u32 << side)
                    .filter(|&cols| !self.range(rows, cols).is_empty())
                    .collect()
            })
            .collect();
        self
    }

    fn range(&self, rows: u32, cols: u32) -> std::ops::Range<usize> {
        let key = (rows << self.side | cols) as usize;
        self.start[key] as usize..self.start[key + 1] as usize
    }
}

/// Adds every placement of local rows `i..` to `out` as (key, anti, diag).
fn extend(
    n: usize,
    rows: &[usize],
    cols: &[usize],
    i: usize,
    key: (u32, u32),
    used: (u64, u64),
    out: &mut Vec<(u32, u64, u64)>,
) {
    let side = rows.len();
    if i == side {
        out.push((key.0 << side | key.1, used.0, used.1));
        return;
    }
    // Row i empty, or its queen on a free column.
    extend(n, rows, cols, i + 1, key, used, out);
    let r = rows[i];
    for (j, &c) in cols.iter().enumerate() {
        let (anti, diag) = (1u64 << (r + c), 1u64 << (c + n - 1 - r));
        if key.1 >> j & 1 == 1 || used.0 & anti != 0 || used.1 & diag != 0 {
            continue;
        }
        let key = (key.0 | 1 << i, key.1 | 1 << j);
        extend(
            n,
            rows,
            cols,
            i + 1,
            key,
            (used.0 | anti, used.1 | diag),
            out,
        );
    }
}

/// The bits of `x` under `mask`, moved down next to each other (what
/// BMI2's `pext` does), for building tables.
pub(super) fn compress(x: u64, mask: u64) -> u64 {
    let (mut out, mut k, mut m) = (0, 0, mask);
    while m != 0 {
        out |= (x >> m.trailing_zeros() & 1) << k;
        k += 1;
        m &= m - 1;
    }
    out
}

/// A half of the board: its north and south quadrants, on the same
/// columns.
pub(super) struct Half<'a> {
    pub(super) north: &'a Quadrant,
    pub(super) south: &'a Quadrant,
    /// The local columns the half may use (all but a fixed queen's).
    pub(super) cols: u32,
}

impl Half<'_> {
    /// Pushes the packed shared diagonals of every placement of the local
    /// north rows `north_rows` and south rows `south_rows` on the half's
    /// columns with no diagonal twice (the quadrants hold only placements
    /// that avoid the fixed queens).
    #[inline(always)]
    pub(super) fn placements<K: Kernel>(
        &self,
        north_rows: u32,
        south_rows: u32,
        out: &mut Vec<u64>,
    ) {
        if north_rows.count_ones() + south_rows.count_ones() != self.cols.count_ones() {
            return;
        }
        let (n, s) = (self.north, self.south);
        for &north_cols in &n.nonempty[north_rows as usize] {
            if north_cols & !self.cols != 0 {
                continue;
            }
            let south = s.range(south_rows, self.cols & !north_cols);
            if south.is_empty() {
                continue;
            }
            let (anti, diag, packed) = (
                &s.anti[south.clone()],
                &s.diag[south.clone()],
                &s.packed[south.clone()],
            );
            for p in n.range(north_rows, north_cols) {
                K::join((n.anti[p], n.diag[p], n.packed[p]), anti, diag, packed, out);
            }
        }
    }
}
