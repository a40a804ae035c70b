//! Queens on the torus: when solutions exist, the linear construction, and
//! the row-by-row counter that uses the translations.
//!
//! On the torus every translation of a solution is a solution, and shifting
//! the columns moves the first row's queen to any column, so the counter
//! searches only the solutions with that queen in column 0 and multiplies
//! by `n`. Classes under the whole group (the square's eight symmetries
//! with the `n²` translations) come from Burnside's lemma: each solution
//! searched adds the size of its stabilizer, and the sum over the solutions
//! with the first queen in column 0, divided by `8 n`, is the number of
//! classes (the stabilizer's size is the same along a translation, so the
//! full sum is `n` times this one, and the group has `8 n²` elements).

use super::rows::{Accumulator, RowSearch, State, Visit};

/// Whether the `n x n` torus has a solution: by Pólya's theorem (1918),
/// exactly when `n` is divisible by neither 2 nor 3.
///
/// ```
/// use nqueens::variant::torus_has_solutions;
/// assert!(torus_has_solutions(5) && torus_has_solutions(25));
/// assert!(!torus_has_solutions(9) && !torus_has_solutions(16));
/// ```
pub fn torus_has_solutions(n: usize) -> bool {
    !n.is_multiple_of(2) && !n.is_multiple_of(3)
}

/// A solution of the `n x n` torus built without search, `q(i) = a·i mod
/// n` with the smallest `a` that works, as the column of each row; `None`
/// exactly when the torus has no solution.
///
/// Why it works: two queens `(i, a·i)` and `(j, a·j)` share a column when
/// `a·(i − j) ≡ 0`, a diagonal when `(a − 1)·(i − j) ≡ 0` and an
/// anti-diagonal when `(a + 1)·(i − j) ≡ 0` (mod `n`). For `i ≠ j` none of
/// these holds exactly when `a`, `a − 1` and `a + 1` are all units mod `n`
/// (coprime to it). Of three consecutive numbers one is even and one is a
/// multiple of 3, so such an `a` exists only when `n` is divisible by
/// neither; then `a = 2` qualifies (1, 2 and 3 are units). That is Pólya's
/// construction, and his theorem says no other `n` has any solution.
///
/// ```
/// use nqueens::variant::torus_construction;
///
/// assert_eq!(torus_construction(5), Some(vec![0, 2, 4, 1, 3]));
/// assert_eq!(torus_construction(6), None);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn torus_construction(n: usize) -> Option<Vec<usize>> {
    let a = torus_multipliers(n).next()?;
    Some(
        (0..n)
            .map(|i| ((a as u128 * i as u128) % n as u128) as usize)
            .collect(),
    )
}

/// The multipliers `a` in `0..n` for which `q(i) = a·i mod n` solves the
/// torus: those with `a`, `a − 1` and `a + 1` all coprime to `n`, in
/// increasing order. For `n = 1` the one queen is a solution, `a = 0`.
///
/// ```
/// use nqueens::variant::torus_multipliers;
/// assert_eq!(torus_multipliers(7).collect::<Vec<_>>(), vec![2, 3, 4, 5]);
/// ```
pub fn torus_multipliers(n: usize) -> impl Iterator<Item = usize> {
    let unit = move |x: usize| gcd(x % n.max(1), n) == 1;
    (0..n).filter(move |&a| n == 1 || (unit(a) && unit(a + n - 1) && unit(a + 1)))
}

fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The counter's search of one torus: the shared row search, with the
/// diagonals wrapping, from the boards with a queen on `(0, 0)`, one per
/// column of row 1's queen.
///
/// Besides the translations, the torus has linear symmetries, maps of
/// `Z_n²` that fix `(0, 0)` and send rows, columns, diagonals and
/// anti-diagonals to lines of those four kinds: the *multipliers*
/// `(r, c) -> (k·r, k·c)` for each unit `k` (coprime to `n`), the square's
/// symmetries, and the turn by 45 degrees `(r, c) -> (r + c, r - c)`,
/// which sends rows to diagonals (and is invertible for odd `n`). Together
/// they are `8 φ(n)` maps, and each maps solutions with a queen on
/// `(0, 0)` to solutions with a queen there.
///
/// A queen `(r, c)` on a unit row has the *slope* `c / r`. A multiplier
/// keeps slopes and, with `k = 1 / r`, moves the queen of row `r` to row
/// 1, where its column is its slope. So of a solution's images, those with
/// the smallest row-1 column are the ones whose row-1 queen has the
/// smallest slope among all the images of all its queens. The search
/// looks only for those: start `s` puts row 1's queen on column `s` and
/// closes every square some image of which has a slope below `s`. Where
/// several images qualify, it keeps the first in row order, counted for
/// all its images; the rest it drops at the leaf.
#[derive(Clone, Debug)]
pub(crate) struct TorusRows {
    n: usize,
    /// Per start: its search (the torus's attacks, and the pairs of
    /// squares its images rule out) and its board.
    starts: Vec<(RowSearch, State)>,
    /// The linear symmetries, one per class modulo the multipliers.
    maps: Vec<[[usize; 2]; 2]>,
    /// `inverse[r]`: `1 / r` mod `n` for a unit `r`, 0 for the others.
    inverse: Vec<usize>,
    /// The order of the group of linear symmetries.
    linear_maps: u128,
}

impl TorusRows {
    pub(crate) fn new(n: usize) -> TorusRows {
        let strikes = move |r, c, r2| attacked(n, r, c, r2);
        let plain = RowSearch::new(n, true, strikes);
        let origin = plain.place(&plain.start(), 0, 0);
        let inverse: Vec<usize> = (0..n)
            .map(|r| (1..n).find(|k| k * r % n == 1).unwrap_or(0))
            .collect();
        let minus = n.saturating_sub(1);
        // The square's symmetries modulo the multiplier -1, and for odd n
        // the same after the 45-degree turn.
        let mut maps = vec![
            [[1, 0], [0, 1]],
            [[1, 0], [0, minus]],
            [[0, 1], [1, 0]],
            [[0, 1], [minus, 0]],
        ];
        if n % 2 == 1 && n > 1 {
            let turn = [[1, 1], [1, minus]];
            let turned: Vec<_> = maps.iter().map(|m| multiply(m, &turn, n)).collect();
            maps.extend(turned);
        }
        let units = inverse.iter().filter(|&&k| k != 0).count().max(1) as u128;
        let mut rows = TorusRows {
            n,
            starts: Vec::new(),
            linear_maps: if n == 1 {
                1
            } else {
                maps.len() as u128 * units
            },
            maps,
            inverse,
        };
        if n < 3 {
            // One queen on the 1 x 1 torus; none on the 2 x 2.
            rows.starts.push((plain.clone(), origin));
            return rows;
        }
        // The smallest slope of any image of each square.
        let smallest: Vec<usize> = (0..n * n)
            .map(|square| rows.smallest_image_slope(square / n, square % n))
            .collect();
        for s in 0..n {
            if plain.free(&origin, 1) >> s & 1 == 0 || smallest[n + s] < s {
                continue;
            }
            let slopes_from = |search: &RowSearch, mut state: State| {
                for r in 2..n {
                    let allowed = (0..n)
                        .filter(|&c| smallest[r * n + c] >= s)
                        .fold(0u32, |mask, c| mask | 1 << c);
                    state = search.restrict(state, r, allowed);
                }
                state
            };
            let row_two = plain.free(&slopes_from(&plain, plain.place(&origin, 1, s)), 2);
            for t in (0..n).filter(|&t| row_two >> t & 1 == 1) {
                let pairs = rows.later_images(s, t);
                let search = RowSearch::new(n, true, |r, c, r2| {
                    strikes(r, c, r2) | pairs[(r * n + c) * n + r2]
                });
                let start = search.place(&search.start(), 0, 0);
                let start = slopes_from(&search, search.place(&start, 1, s));
                if search.free(&start, 2) >> t & 1 == 1 {
                    let start = search.place(&start, 2, t);
                    rows.starts.push((search, start));
                }
            }
        }
        rows
    }

    /// The pairs of squares that cannot both hold a queen when rows 1 and
    /// 2 hold theirs on columns `s` and `t` and the board is to be the
    /// first of its images: those that some image (of smallest slope `s`,
    /// with row 1's queen on column `s`) puts in row 2 left of column `t`.
    /// As `pairs[(r * n + c) * n + r2]`: the squares of row `r2` paired
    /// with `(r, c)`.
    fn later_images(&self, s: usize, t: usize) -> Vec<u32> {
        let n = self.n;
        let mut pairs = vec![0u32; n * n * n];
        for map in &self.maps {
            let undo = self.invert(map);
            for r in 1..n {
                for c in 0..n {
                    let (r2, c2) = self.apply(map, r, c);
                    if self.slope(r2, c2) != Some(s) {
                        continue;
                    }
                    // The image by `map` and the multiplier 1 / r2 sends
                    // (r, c) to (1, s); what it sends to (2, col) is the
                    // preimage by `map` of (2 r2, col r2).
                    for col in 0..t {
                        let (qr, qc) = self.apply(&undo, 2 * r2 % n, col * r2 % n);
                        if (qr, qc) != (r, c) {
                            pairs[(r * n + c) * n + qr] |= 1 << qc;
                            pairs[(qr * n + qc) * n + r] |= 1 << c;
                        }
                    }
                }
            }
        }
        pairs
    }

    /// The inverse of one of the linear symmetries (whose determinant is
    /// a unit).
    fn invert(&self, map: &[[usize; 2]; 2]) -> [[usize; 2]; 2] {
        let n = self.n;
        let det = (map[0][0] * map[1][1] + n * n - map[0][1] * map[1][0] % n) % n;
        let k = self.inverse[det];
        let neg = |x: usize| (n - x % n) % n;
        [
            [map[1][1] * k % n, neg(map[0][1]) * k % n],
            [neg(map[1][0]) * k % n, map[0][0] * k % n],
        ]
    }

    /// The slope of `(r, c)` mod `n`, when `r` is a unit.
    fn slope(&self, r: usize, c: usize) -> Option<usize> {
        let k = self.inverse[r];
        (k != 0).then(|| c * k % self.n)
    }

    fn apply(&self, map: &[[usize; 2]; 2], r: usize, c: usize) -> (usize, usize) {
        let n = self.n;
        (
            (map[0][0] * r + map[0][1] * c) % n,
            (map[1][0] * r + map[1][1] * c) % n,
        )
    }

    /// The smallest slope of the images of `(r, c)` (`n` when none has a
    /// slope).
    fn smallest_image_slope(&self, r: usize, c: usize) -> usize {
        self.maps
            .iter()
            .filter_map(|map| {
                let (r2, c2) = self.apply(map, r, c);
                self.slope(r2, c2)
            })
            .min()
            .unwrap_or(self.n)
    }

    /// The pieces of the search: for each start (by index), the
    /// placements of its first `depth` steps.
    pub(crate) fn pieces(&self, depth: usize) -> Vec<(u32, Vec<(u8, u8)>)> {
        let mut out = Vec::new();
        for (index, (search, start)) in self.starts.iter().enumerate() {
            for piece in search.pieces(start, depth) {
                out.push((index as u32, piece));
            }
        }
        out
    }

    /// Counts the solutions of a piece: `total` is what each solution
    /// found stands for (its images under the linear symmetries, each with
    /// its `n` column shifts), `unique` the sum of their stabilizers'
    /// sizes in the torus group.
    pub(crate) fn count(&self, start: u32, piece: &[(u8, u8)], acc: &mut Accumulator) {
        let (search, start) = &self.starts[start as usize];
        let state = search.replay(start, piece);
        let mut leaf = TorusLeaf { rows: self, acc };
        search.search(&state, &mut leaf);
    }

    /// How many linear symmetries map `q` (whose row-1 column is the
    /// smallest slope of its images) to itself, or `None` when one maps
    /// it to another such board that comes first in row order.
    fn linear_stabilizer(&self, q: &[u8]) -> Option<u128> {
        let n = self.n;
        if n < 2 {
            return Some(1);
        }
        let smallest = usize::from(q[1]);
        let mut fixing = 0;
        let mut image = [0u8; 32];
        for map in &self.maps {
            for (r, &c) in q.iter().enumerate().skip(1) {
                let (r2, c2) = self.apply(map, r, usize::from(c));
                if self.slope(r2, c2) != Some(smallest) {
                    continue;
                }
                // The image by this map and the multiplier 1 / r2 has its
                // row-1 queen on column `smallest`.
                let k = self.inverse[r2];
                for (x, &y) in q.iter().enumerate() {
                    let (a, b) = self.apply(map, x, usize::from(y));
                    image[a * k % n] = (b * k % n) as u8;
                }
                match image[..n].cmp(q) {
                    std::cmp::Ordering::Less => return None,
                    std::cmp::Ordering::Equal => fixing += 1,
                    std::cmp::Ordering::Greater => {}
                }
            }
        }
        // Each map fixing q is found once per coset: the multiplier is
        // determined by where row 1's queen goes.
        Some(fixing)
    }
}

/// The squares of row `r2` that a queen on `(r, c)` of the `n x n` torus
/// attacks: its column and its two wrapping diagonals.
fn attacked(n: usize, r: usize, c: usize, r2: usize) -> u32 {
    let k = (r2 + n - r) % n;
    (1u32 << c) | (1 << ((c + k) % n)) | (1 << ((c + n - k) % n))
}

/// The product `a · b` of 2 x 2 matrices mod `n`.
fn multiply(a: &[[usize; 2]; 2], b: &[[usize; 2]; 2], n: usize) -> [[usize; 2]; 2] {
    let mut out = [[0; 2]; 2];
    for (i, row) in out.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = (a[i][0] * b[0][j] + a[i][1] * b[1][j]) % n;
        }
    }
    out
}

struct TorusLeaf<'a> {
    rows: &'a TorusRows,
    acc: &'a mut Accumulator,
}

impl Visit for TorusLeaf<'_> {
    fn solution(&mut self, queens: &[u8]) {
        let Some(fixing) = self.rows.linear_stabilizer(queens) else {
            return;
        };
        // The images under the linear symmetries; the stabilizer in the
        // torus group is the same for each (they normalize that group).
        let images = self.rows.linear_maps / fixing;
        let fixed = self.stabilizer(queens);
        self.acc.add(images * self.rows.n as u128, images * fixed);
    }
}

impl TorusLeaf<'_> {
    /// The number of elements of the torus group (the square's eight
    /// symmetries, each with the `n²` translations) that map the solution
    /// `q` to itself.
    ///
    /// For a linear part `σ` (one of the eight, as maps of `Z_n²` fixing
    /// the origin; the square's versions differ from these by a
    /// translation, which does not change the group), the translations `t`
    /// with `t(σ(q)) = q` are counted: `σ(q)` is a permutation `u`, and `t`
    /// moves rows by `-a` and columns by `b` exactly when `u(j) = q(j + a)
    /// + b` for every `j`. Row by row, `u(1) - u(0)` must be the gap
    /// `q(a + 1) - q(a)`, so only the rows `a` with that gap are tried.
    fn stabilizer(&self, q: &[u8]) -> u128 {
        let n = self.rows.n;
        let mut inverse = [0u8; 64];
        for (r, &c) in q.iter().enumerate() {
            inverse[usize::from(c)] = r as u8;
        }
        // gaps[g]: the rows a with q(a + 1) - q(a) = g (mod n).
        let mut gaps = [0u64; 64];
        for a in 0..n {
            let next = if a + 1 == n { 0 } else { a + 1 };
            let gap = (usize::from(q[next]) + n - usize::from(q[a])) % n;
            gaps[gap] |= 1 << a;
        }
        let modn = |x: usize| if x >= n { x - n } else { x };
        let neg = |x: usize| if x == 0 { 0 } else { n - x };
        let mut fixed = 0u128;
        for swap in [false, true] {
            let p: &[u8] = if swap { &inverse[..n] } else { q };
            for rows_negated in [false, true] {
                for columns_negated in [false, true] {
                    // u(j) = ±p(±j).
                    let u = |j: usize| {
                        let j = if rows_negated { neg(j) } else { j };
                        let v = usize::from(p[j]);
                        if columns_negated { neg(v) } else { v }
                    };
                    let (u0, u1) = (u(0), u(1 % n));
                    let gap = modn(u1 + n - u0);
                    let mut candidates = gaps[gap];
                    while candidates != 0 {
                        let a = candidates.trailing_zeros() as usize;
                        candidates &= candidates - 1;
                        let b = modn(u0 + n - usize::from(q[a]));
                        if (0..n).all(|j| u(j) == modn(usize::from(q[modn(j + a)]) + b)) {
                            fixed += 1;
                        }
                    }
                }
            }
        }
        fixed
    }
}

#[cfg(test)]
mod tests {
    use super::{Accumulator, RowSearch, TorusLeaf, TorusRows, Visit, attacked};

    /// The plain search: every solution with a queen on (0, 0), each
    /// counted `n` times and with its stabilizer, no other symmetry used.
    fn without_linear_symmetries(n: usize) -> Accumulator {
        struct Plain<'a>(TorusLeaf<'a>);
        impl Visit for Plain<'_> {
            fn solution(&mut self, queens: &[u8]) {
                let fixed = self.0.stabilizer(queens);
                self.0.acc.add(self.0.rows.n as u128, fixed);
            }
        }
        let rows = TorusRows::new(n);
        let search = RowSearch::new(n, true, |r, c, r2| attacked(n, r, c, r2));
        let origin = search.place(&search.start(), 0, 0);
        let mut acc = Accumulator::default();
        search.search(
            &origin,
            &mut Plain(TorusLeaf {
                rows: &rows,
                acc: &mut acc,
            }),
        );
        acc
    }

    fn with_linear_symmetries(n: usize) -> Accumulator {
        let rows = TorusRows::new(n);
        let mut acc = Accumulator::default();
        for (start, _) in rows.pieces(0) {
            rows.count(start, &[], &mut acc);
        }
        acc
    }

    #[test]
    fn the_linear_symmetries_change_no_count() {
        for n in 1..=19 {
            let (plain, reduced) = (without_linear_symmetries(n), with_linear_symmetries(n));
            assert_eq!(
                (plain.total, plain.weighted),
                (reduced.total, reduced.weighted),
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_linear_symmetries_are_invertible_and_the_ruled_out_pairs_symmetric() {
        for n in [5, 7, 11, 13, 25] {
            let rows = TorusRows::new(n);
            assert_eq!(
                rows.linear_maps,
                8 * (1..n).filter(|&k| rows.inverse[k] != 0).count() as u128
            );
            for map in &rows.maps {
                let undo = rows.invert(map);
                for (r, c) in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
                    let (r2, c2) = rows.apply(map, r, c);
                    assert_eq!(rows.apply(&undo, r2, c2), (r, c), "n = {n}, {map:?}");
                }
            }
            let pairs = rows.later_images(2, n / 2);
            for a in 0..n * n {
                for b in 0..n * n {
                    let pair = |x: usize, y: usize| pairs[x * n + y / n] >> (y % n) & 1;
                    assert_eq!(pair(a, b), pair(b, a), "n = {n}, squares {a} and {b}");
                }
            }
        }
    }
}
