//! Queens and pawns (the N+K problem): which pawn sets can hold `n + k`
//! queens, one per class, and the row-by-row counter for one set.
//!
//! A pawn cuts its row and its column in two, and every piece of a row or
//! column holds at most one queen; `n` rows with `k` pawns have at most
//! `n + k` pieces, so `n + k` queens fill every row piece and every column
//! piece exactly once. A pawn on the border, or next to another pawn in a
//! row or column, leaves an empty piece and so no placement: such sets are
//! never searched. The counter goes row by row and places one queen in each
//! piece of the row; a pawn ends the column and the two diagonals that
//! reach it, so their marks are cleared on its row.

use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::symmetry::Symmetry;

use super::plan::Accumulator;

/// The most pawn sets the counter of all sets of `k` pawns examines:
/// `C((n - 2)², k)`. Five million admits one or two pawns on every board a
/// count accepts, and three up to 19 x 19.
pub const MAX_PAWN_SETS: u128 = 5_000_000;

/// Whether a pawn at `square` can be part of a placement on the `n x n`
/// board with others at `pawns`, and if not, why.
pub(crate) fn check_pawns(n: usize, pawns: &[Square]) -> Result<(), Error> {
    for (i, &square) in pawns.iter().enumerate() {
        if square.row >= n || square.col >= n {
            return Err(Error::new(ErrorKind::SquareOffBoard { square, n }));
        }
        if pawns[..i].contains(&square) {
            return Err(Error::new(ErrorKind::RepeatedPawn { square, n }));
        }
        if square.row == 0 || square.col == 0 || square.row == n - 1 || square.col == n - 1 {
            return Err(Error::new(ErrorKind::PawnOnBorder { square, n }));
        }
        if let Some(&other) = pawns[..i].iter().find(|&&p| side_by_side(p, square)) {
            return Err(Error::new(ErrorKind::PawnsSideBySide {
                first: other,
                second: square,
                n,
            }));
        }
    }
    Ok(())
}

fn side_by_side(a: Square, b: Square) -> bool {
    (a.row == b.row && a.col.abs_diff(b.col) == 1) || (a.col == b.col && a.row.abs_diff(b.row) == 1)
}

/// The most pawns that fit on the `n x n` board so that `n + k` queens
/// can be placed at all: pawns off the border and never side by side in a
/// row or column, at most half the inner `(n - 2)²` squares, rounded up.
///
/// ```
/// use nqueens::variant::most_pawns;
/// assert_eq!(most_pawns(2), 0);
/// assert_eq!(most_pawns(3), 1);
/// assert_eq!(most_pawns(8), 18);
/// ```
pub fn most_pawns(n: usize) -> usize {
    let inner = n.saturating_sub(2);
    (inner * inner).div_ceil(2)
}

/// One pawn set of a count, with the symmetries that keep it in place.
#[derive(Clone, Debug)]
pub(crate) struct PawnSet {
    pub(crate) pawns: Vec<Square>,
    /// The square's symmetries other than the identity that map the set to
    /// itself.
    pub(crate) symmetries: Vec<Symmetry>,
}

impl PawnSet {
    pub(crate) fn new(n: usize, mut pawns: Vec<Square>) -> PawnSet {
        pawns.sort_by_key(|s| (s.row, s.col));
        let symmetries = Symmetry::ALL[1..]
            .iter()
            .copied()
            .filter(|s| {
                pawns
                    .iter()
                    .all(|&p| pawns.contains(&s.apply_to_square(p, n)))
            })
            .collect();
        PawnSet { pawns, symmetries }
    }

    /// The number of elements of the square's group that fix the set.
    pub(crate) fn stabilizer(&self) -> usize {
        1 + self.symmetries.len()
    }
}

/// One set of `k` pawns for each class under the square's symmetries, of
/// those where `n + k` queens may fit (off the border, none side by side),
/// in increasing order of their sorted squares; each is the smallest of its
/// images.
pub(crate) fn pawn_set_classes(n: usize, k: usize) -> Result<Vec<PawnSet>, Error> {
    Ok(admissible_sets(n, k, true)?
        .into_iter()
        .map(|pawns| PawnSet::new(n, pawns))
        .collect())
}

/// The sets of `k` pawns where `n + k` queens may fit, in increasing order
/// of their sorted squares: all of them, or only those that are the
/// smallest of their images.
pub(crate) fn admissible_sets(
    n: usize,
    k: usize,
    classes_only: bool,
) -> Result<Vec<Vec<Square>>, Error> {
    let max = most_pawns(n);
    if k > max {
        return Err(Error::new(ErrorKind::PawnsDoNotFit { pawns: k, n, max }));
    }
    let inner: Vec<Square> = (1..n.saturating_sub(1))
        .flat_map(|r| (1..n - 1).map(move |c| Square::new(r, c)))
        .collect();
    let sets = binomial(inner.len() as u128, k as u128);
    if sets > MAX_PAWN_SETS {
        return Err(Error::new(ErrorKind::TooManyPawnSets {
            pawns: k,
            n,
            sets,
            max: MAX_PAWN_SETS,
        }));
    }
    let mut out = Vec::new();
    let mut chosen: Vec<usize> = Vec::with_capacity(k);
    let mut squares: Vec<Square> = Vec::with_capacity(k);
    choose(&inner, k, 0, &mut chosen, &mut |indices| {
        squares.clear();
        squares.extend(indices.iter().map(|&i| inner[i]));
        if !classes_only || is_smallest_image(n, &squares) {
            out.push(squares.clone());
        }
    });
    Ok(out)
}

/// Every `k`-subset of `inner` (as increasing index lists) with no two
/// pawns side by side, in lexicographic order.
fn choose(
    inner: &[Square],
    k: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    visit: &mut dyn FnMut(&[usize]),
) {
    if chosen.len() == k {
        visit(chosen);
        return;
    }
    let left = k - chosen.len();
    for i in from..inner.len().saturating_sub(left - 1) {
        if chosen.iter().any(|&j| side_by_side(inner[j], inner[i])) {
            continue;
        }
        chosen.push(i);
        choose(inner, k, i + 1, chosen, visit);
        chosen.pop();
    }
}

/// Whether the sorted `squares` are the smallest (as sorted lists of
/// `(row, column)`) of their images under the square's symmetries.
pub(crate) fn is_smallest_image(n: usize, squares: &[Square]) -> bool {
    let key: Vec<(usize, usize)> = squares.iter().map(|s| (s.row, s.col)).collect();
    let mut image = Vec::with_capacity(squares.len());
    Symmetry::ALL[1..].iter().all(|s| {
        image.clear();
        image.extend(squares.iter().map(|&p| {
            let q = s.apply_to_square(p, n);
            (q.row, q.col)
        }));
        image.sort_unstable();
        key <= image
    })
}

fn binomial(n: u128, k: u128) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut value: u128 = 1;
    for i in 0..k {
        // Exact at every step: the product of i + 1 consecutive numbers is
        // divisible by (i + 1)!; saturate far above any bound used.
        value = value.saturating_mul(n - i) / (i + 1);
    }
    value
}

/// The counter's search of one pawn set.
pub(crate) struct PawnRows {
    n: usize,
    all: u64,
    /// Per row, the pawns' columns.
    pawns: Vec<u64>,
    /// Per row, its pieces between pawns, left to right.
    pieces: Vec<Vec<u64>>,
    /// The symmetries other than the identity fixing the pawn set, as maps
    /// of squares, for the stabilizer of each solution.
    symmetries: Vec<Symmetry>,
}

/// The attacks on the next row.
#[derive(Clone, Copy, Default)]
struct Masks {
    columns: u64,
    diagonals: u64,
    anti: u64,
}

impl PawnRows {
    pub(crate) fn new(n: usize, set: &PawnSet) -> PawnRows {
        let all = u64::MAX >> (64 - n);
        let mut pawns = vec![0u64; n];
        for p in &set.pawns {
            pawns[p.row] |= 1 << p.col;
        }
        let pieces = pawns
            .iter()
            .map(|&row| {
                let mut pieces = Vec::new();
                let mut start = 0;
                for c in 0..=n {
                    if c == n || row & (1 << c) != 0 {
                        if c > start {
                            pieces.push((all >> (n - (c - start))) << start);
                        }
                        start = c + 1;
                    }
                }
                pieces
            })
            .collect();
        PawnRows {
            n,
            all,
            pawns,
            pieces,
            symmetries: set.symmetries.clone(),
        }
    }

    /// The row's free squares: its pawns end the lines that reach them.
    fn arrive(&self, row: usize, m: Masks) -> (Masks, u64) {
        let pawns = self.pawns[row];
        let m = Masks {
            columns: m.columns & !pawns,
            diagonals: m.diagonals & !pawns,
            anti: m.anti & !pawns,
        };
        (m, self.all & !(m.columns | m.diagonals | m.anti | pawns))
    }

    fn leave(&self, m: Masks, queens: u64) -> Masks {
        Masks {
            columns: m.columns | queens,
            diagonals: ((m.diagonals | queens) << 1) & self.all,
            anti: (m.anti | queens) >> 1,
        }
    }

    /// Every way to fill the row `row` (one queen in each of its pieces)
    /// given the attacks `m` from above, as column sets.
    fn row_choices(&self, row: usize, m: Masks, visit: &mut dyn FnMut(u64)) {
        let (_, free) = self.arrive(row, m);
        self.fill(row, 0, free, 0, visit);
    }

    fn fill(&self, row: usize, piece: usize, free: u64, chosen: u64, visit: &mut dyn FnMut(u64)) {
        let Some(&mask) = self.pieces[row].get(piece) else {
            visit(chosen);
            return;
        };
        let mut bits = free & mask;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits ^= bit;
            self.fill(row, piece + 1, free, chosen | bit, visit);
        }
    }

    fn replay(&self, prefix: &[u64]) -> Masks {
        let mut m = Masks::default();
        for (row, &queens) in prefix.iter().enumerate() {
            let (arrived, _) = self.arrive(row, m);
            m = self.leave(arrived, queens);
        }
        m
    }

    /// The prefixes of `depth` rows (at most `n`): each row's queens as a
    /// column set, in the search's order.
    pub(crate) fn prefixes(&self, depth: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut prefix = Vec::new();
        self.extend_prefixes(depth.min(self.n), &mut prefix, &mut out);
        out
    }

    fn extend_prefixes(&self, depth: usize, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if prefix.len() == depth {
            out.push(prefix.clone());
            return;
        }
        let m = self.replay(prefix);
        let mut choices = Vec::new();
        self.row_choices(prefix.len(), m, &mut |queens| choices.push(queens));
        for queens in choices {
            prefix.push(queens);
            self.extend_prefixes(depth, prefix, out);
            prefix.pop();
        }
    }

    /// Counts the placements that begin with `prefix`, each `weight`
    /// times; `unique` gets `weight` times each one's stabilizer size
    /// within the set's symmetries.
    pub(crate) fn count(&self, prefix: &[u64], weight: u128, acc: &mut Accumulator) {
        let mut rows = [0u64; 64];
        rows[..prefix.len()].copy_from_slice(prefix);
        let m = self.replay(prefix);
        self.search(prefix.len(), m, &mut rows, weight, acc);
    }

    fn search(
        &self,
        row: usize,
        m: Masks,
        rows: &mut [u64; 64],
        weight: u128,
        acc: &mut Accumulator,
    ) {
        if row == self.n {
            acc.add(weight, weight * self.stabilizer(&rows[..self.n]));
            return;
        }
        let (arrived, mut free) = self.arrive(row, m);
        if self.pawns[row] == 0 {
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                rows[row] = bit;
                self.search(row + 1, self.leave(arrived, bit), rows, weight, acc);
            }
            return;
        }
        self.fill_and_search(row, 0, free, 0, arrived, rows, weight, acc);
    }

    #[allow(clippy::too_many_arguments)]
    fn fill_and_search(
        &self,
        row: usize,
        piece: usize,
        free: u64,
        chosen: u64,
        arrived: Masks,
        rows: &mut [u64; 64],
        weight: u128,
        acc: &mut Accumulator,
    ) {
        let Some(&mask) = self.pieces[row].get(piece) else {
            rows[row] = chosen;
            self.search(row + 1, self.leave(arrived, chosen), rows, weight, acc);
            return;
        };
        let mut bits = free & mask;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits ^= bit;
            self.fill_and_search(
                row,
                piece + 1,
                free,
                chosen | bit,
                arrived,
                rows,
                weight,
                acc,
            );
        }
    }

    /// How many of the pawn set's symmetries (the identity included) map
    /// the queens `rows` to themselves.
    fn stabilizer(&self, rows: &[u64]) -> u128 {
        let n = self.n;
        1 + self
            .symmetries
            .iter()
            .filter(|s| {
                rows.iter().enumerate().all(|(r, &bits)| {
                    let mut bits = bits;
                    while bits != 0 {
                        let c = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let to = s.apply_to_square(Square::new(r, c), n);
                        if rows[to.row] & (1 << to.col) == 0 {
                            return false;
                        }
                    }
                    true
                })
            })
            .count() as u128
    }
}
