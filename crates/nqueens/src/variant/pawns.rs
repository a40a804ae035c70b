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

use super::rows::{Accumulator, RowSearch, Visit};

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
    class_size(n, squares).is_some()
}

/// The number of distinct images of the sorted `squares` under the
/// square's symmetries, if they are the smallest of them (as sorted lists
/// of `(row, column)`): the size of the class they stand for.
pub(crate) fn class_size(n: usize, squares: &[Square]) -> Option<usize> {
    let key: Vec<(usize, usize)> = squares.iter().map(|s| (s.row, s.col)).collect();
    let mut images: Vec<Vec<(usize, usize)>> = Vec::with_capacity(8);
    for g in Symmetry::ALL {
        let mut image: Vec<(usize, usize)> = squares
            .iter()
            .map(|&s| {
                let t = g.apply_to_square(s, n);
                (t.row, t.col)
            })
            .collect();
        image.sort_unstable();
        if image < key {
            return None;
        }
        images.push(image);
    }
    images.sort();
    images.dedup();
    Some(images.len())
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

/// The counter's search of one pawn set: the shared unit search, a unit
/// for each piece of a row between pawns, lines stopping at the pawns.
#[derive(Clone, Debug)]
pub(crate) struct PawnRows {
    n: usize,
    search: RowSearch,
    /// The symmetries other than the identity fixing the pawn set, for
    /// the stabilizer of each solution.
    symmetries: Vec<Symmetry>,
}

impl PawnRows {
    pub(crate) fn new(n: usize, set: &PawnSet) -> PawnRows {
        let mut pawn = vec![false; n * n];
        let mut pawn_columns = 0u32;
        for p in &set.pawns {
            pawn[p.row * n + p.col] = true;
            pawn_columns |= 1 << p.col;
        }
        let mut units = Vec::new();
        for r in 0..n {
            let mut start = 0;
            for c in 0..=n {
                if c == n || pawn[r * n + c] {
                    if c > start {
                        let width = c - start;
                        let mask = (u32::MAX >> (32 - width)) << start;
                        units.push((r as u8, mask));
                    }
                    start = c + 1;
                }
            }
        }
        // The squares a queen attacks, row by row: along the eight
        // directions until a pawn or the edge.
        let mut attacked = vec![0u32; n * n * n];
        for r in 0..n {
            for c in 0..n {
                let rows = &mut attacked[(r * n + c) * n..][..n];
                for (dr, dc) in [
                    (-1, -1),
                    (-1, 0),
                    (-1, 1),
                    (0, -1),
                    (0, 1),
                    (1, -1),
                    (1, 0),
                    (1, 1),
                ] {
                    let (mut r2, mut c2) = (r as isize + dr, c as isize + dc);
                    while (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2) {
                        let (ru, cu) = (r2 as usize, c2 as usize);
                        if pawn[ru * n + cu] {
                            break;
                        }
                        rows[ru] |= 1 << cu;
                        (r2, c2) = (r2 + dr, c2 + dc);
                    }
                }
            }
        }
        let all = u32::MAX >> (32 - n);
        let search = RowSearch::with_units(n, units, all & !pawn_columns, false, |r, c, r2| {
            attacked[(r * n + c) * n + r2]
        });
        PawnRows {
            n,
            search,
            symmetries: set.symmetries.clone(),
        }
    }

    /// The pieces of the search: its first `depth` placements.
    pub(crate) fn pieces(&self, depth: usize) -> Vec<Vec<(u8, u8)>> {
        self.search.pieces(&self.search.start(), depth)
    }

    /// Counts the placements of a piece, each `weight` times; `unique`
    /// gets `weight` times each one's stabilizer size within the set's
    /// symmetries.
    pub(crate) fn count(&self, piece: &[(u8, u8)], weight: u128, acc: &mut Accumulator) {
        let state = self.search.replay(&self.search.start(), piece);
        let mut leaf = PawnLeaf {
            rows: self,
            weight,
            acc,
        };
        self.search.search(&state, &mut leaf);
    }

    /// How many of the pawn set's symmetries (the identity included) map
    /// the queens `rows` to themselves.
    fn stabilizer(&self, rows: &[u32]) -> u128 {
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

struct PawnLeaf<'a> {
    rows: &'a PawnRows,
    weight: u128,
    acc: &'a mut Accumulator,
}

impl Visit for PawnLeaf<'_> {
    fn solution(&mut self, queens: &[u8]) {
        let fixed = if self.rows.symmetries.is_empty() {
            1
        } else {
            let mut rows = [0u32; 32];
            for (unit, &col) in queens.iter().enumerate() {
                rows[self.rows.search.unit_row(unit)] |= 1 << col;
            }
            self.rows.stabilizer(&rows[..self.rows.n])
        };
        self.acc.add(self.weight, self.weight * fixed);
    }
}
