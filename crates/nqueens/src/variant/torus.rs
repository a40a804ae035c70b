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
/// diagonals wrapping, from the board with a queen on `(0, 0)`.
#[derive(Clone, Debug)]
pub(crate) struct TorusRows {
    n: usize,
    search: RowSearch,
    start: State,
}

impl TorusRows {
    pub(crate) fn new(n: usize) -> TorusRows {
        let search = RowSearch::new(n, true, |r, c, r2| {
            let k = (r2 + n - r) % n;
            (1 << c) | (1 << ((c + k) % n)) | (1 << ((c + n - k) % n))
        });
        let start = search.place(&search.start(), 0, 0);
        TorusRows { n, search, start }
    }

    /// The pieces of the search: its first `depth` placements.
    pub(crate) fn pieces(&self, depth: usize) -> Vec<Vec<(u8, u8)>> {
        self.search.pieces(&self.start, depth)
    }

    /// Counts the solutions of a piece: `total` is `n` per solution found
    /// (its column shifts), `unique` the sum of their stabilizers' sizes.
    pub(crate) fn count(&self, piece: &[(u8, u8)], acc: &mut Accumulator) {
        let state = self.search.replay(&self.start, piece);
        let mut leaf = TorusLeaf { n: self.n, acc };
        self.search.search(&state, &mut leaf);
    }
}

struct TorusLeaf<'a> {
    n: usize,
    acc: &'a mut Accumulator,
}

impl Visit for TorusLeaf<'_> {
    fn solution(&mut self, queens: &[u8]) {
        let fixed = self.stabilizer(queens);
        self.acc.add(self.n as u128, fixed);
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
        let n = self.n;
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
