//! Squares, placements, and the lines along which queens attack.
//!
//! # Conventions
//!
//! Rows and columns count from 0; row 0 is the top of the board and column 0
//! its left edge. A [`Placement`] holds one queen per row: `queens[r]` is the
//! column of the queen in row `r`. Square `(i, j)` lies on the diagonal
//! numbered `i + j` and on the anti-diagonal numbered `i - j + n`, the
//! numbering the textbook marker arrays use.
//!
//! In chess notation row 0 is rank `n` and column 0 is file `a`, so on an
//! 8 x 8 board the square `(0, 3)` is `d8` and `(7, 0)` is `a1`.

use std::fmt;

use crate::error::{Error, ErrorKind};
use crate::memory::{self, NoMemory, filled};
pub use crate::square::{Conflict, Line, MAX_ALGEBRAIC_N, Square};

// Reading a square from text can fail with the library's error, so it
// lives here rather than in the leaf that defines `Square`.
impl Square {
    /// Reads a square of an `n x n` board written in chess notation (`d8`,
    /// case-insensitive) or as `row,col` counted from 0. Numbers are plain
    /// digits without a sign or a leading zero, so that a square is written
    /// one way only.
    ///
    /// ```
    /// use nqueens::Square;
    /// assert_eq!(Square::parse("d8", 8), Ok(Square::new(0, 3)));
    /// assert_eq!(Square::parse("D8", 8), Ok(Square::new(0, 3)));
    /// assert_eq!(Square::parse("7,0", 8), Ok(Square::new(7, 0)));
    /// assert_eq!(Square::parse("7, 0", 8), Ok(Square::new(7, 0)));
    /// assert!(Square::parse("i1", 8).is_err());
    /// for text in ["a01", "a+1", "a", "+7,0", "07,0", "7,00", "7,-0", "7,"] {
    ///     assert!(Square::parse(text, 8).is_err(), "{text}");
    /// }
    /// ```
    pub fn parse(text: &str, n: usize) -> Result<Square, Error> {
        let invalid = || {
            Error::new(ErrorKind::InvalidSquare {
                text: text.to_string(),
                n,
            })
        };
        // Past 26 files some columns have no letter, so letters name none.
        let named = text.trim().starts_with(|c: char| c.is_ascii_alphabetic());
        if named && n > MAX_ALGEBRAIC_N {
            return Err(invalid());
        }
        Square::on_board(text, n, n).ok_or_else(invalid)
    }
}

/// Every pair of queens among `queens` that attack each other on an
/// `n x n` board, in reading order of the pairs.
///
/// The queens are sorted in reading order (by row, then column) and the
/// pairs listed in that order: each queen with every later one it attacks,
/// the pair named by the first line of [`Square::shared_line`] they share.
/// Two queens on the same square share a row. A queen attacks along a
/// line whatever stands between, as the n-queens problem counts it.
///
/// The list can hold a pair for every two queens; time is linear in `n`,
/// the queens and the pairs listed (see [`attacking_pairs_bounded`], which
/// counts them all but lists only the first few).
///
/// ```
/// use nqueens::{attacking_pairs, Line, Square};
/// // d8 and g5 both have row - column = -3.
/// let pairs = attacking_pairs(8, &[Square::new(0, 3), Square::new(3, 6)]);
/// assert_eq!(pairs.len(), 1);
/// assert_eq!(pairs[0].line, Line::AntiDiagonal(0 + 8 - 3));
/// ```
pub fn attacking_pairs(n: usize, queens: &[Square]) -> Vec<Conflict> {
    let on_board = queens.iter().all(|s| s.row < n && s.col < n);
    // Few queens on a big board, or no room for the tables: every pair is
    // tried, as the definition says.
    if on_board
        && tables_pay(n, queens.len())
        && let Ok(lines) = Lines::new(n, queens)
    {
        let mut pairs = Vec::new();
        lines.list(usize::MAX, &mut pairs);
        return pairs;
    }
    pairwise(n, queens)
}

/// Attacking pairs counted in full and listed up to a limit, as
/// [`attacking_pairs_bounded`] returns them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttackReport {
    /// The first pairs [`attacking_pairs`] lists, in its order: as many as
    /// the limit asked for, or all of them if there are fewer.
    pub pairs: Vec<Conflict>,
    /// How many attacking pairs there are in all: up to `k (k - 1) / 2`
    /// for `k` queens.
    pub total: u128,
}

impl AttackReport {
    /// Whether [`AttackReport::pairs`] lists every attacking pair.
    pub fn is_complete(&self) -> bool {
        self.pairs.len() as u128 == self.total
    }
}

/// The number of attacking pairs among `queens` on an `n x n` board and the
/// first `limit` of them, the same pairs in the same order as
/// [`attacking_pairs`] lists them first.
///
/// Time and memory are linear in `n` plus the number of queens, whatever
/// the number of pairs (plus the pairs listed): about
/// [`attack_memory_bytes`] bytes of tables, one entry per column and per
/// diagonal and a few per queen. So a hostile input, ten thousand queens
/// on one square say, costs no more than a solution with as many queens.
///
/// Errors: [`ErrorKind::SquareOffBoard`] for a queen off the board, and
/// [`ErrorKind::OutOfMemory`] when the tables cannot be allocated.
///
/// ```
/// use nqueens::{attacking_pairs, attacking_pairs_bounded, Line, Square};
///
/// // Four queens on one column, two of them on one square.
/// let queens = [(0, 0), (2, 0), (2, 0), (3, 0)].map(|(r, c)| Square::new(r, c));
/// let report = attacking_pairs_bounded(4, &queens, 2).unwrap();
/// assert_eq!(report.total, 6);
/// assert_eq!(report.pairs, attacking_pairs(4, &queens)[..2]);
/// assert_eq!(report.pairs[0].line, Line::Column(0));
/// assert!(!report.is_complete());
///
/// // The two queens on (2, 0) share its row, as `Square::shared_line` says.
/// let all = attacking_pairs_bounded(4, &queens, usize::MAX).unwrap();
/// assert_eq!(all.pairs[3].line, Line::Row(2));
/// assert!(all.is_complete());
///
/// assert!(attacking_pairs_bounded(4, &[Square::new(4, 0)], 10).is_err());
/// ```
pub fn attacking_pairs_bounded(
    n: usize,
    queens: &[Square],
    limit: usize,
) -> Result<AttackReport, Error> {
    if let Some(&square) = queens.iter().find(|s| s.row >= n || s.col >= n) {
        return Err(Error::new(ErrorKind::SquareOffBoard { square, n }));
    }
    let lines = Lines::new(n, queens)
        .map_err(|no| no.error("attacking-pairs", attack_memory_bytes(n, queens.len())))?;
    let shown = lines.total.min(limit as u128) as usize;
    let mut pairs = memory::with_capacity(shown).map_err(|no| {
        let bytes = attack_memory_bytes(n, queens.len())
            .saturating_add((shown as u64).saturating_mul(size_of::<Conflict>() as u64));
        no.error("attacking-pairs", bytes)
    })?;
    lines.list(limit, &mut pairs);
    Ok(AttackReport {
        pairs,
        total: lines.total,
    })
}

/// The bytes [`attacking_pairs_bounded`] allocates for its tables for
/// `queens` queens on an `n x n` board, not counting the pairs it lists.
///
/// On 64-bit machines that is `16 n + 48 queens`, and each pair listed
/// takes 48 bytes more.
///
/// ```
/// assert_eq!(nqueens::board::attack_memory_bytes(1000, 1000), 64_000);
/// ```
pub fn attack_memory_bytes(n: usize, queens: usize) -> u64 {
    let word = size_of::<usize>() as u64;
    let (n, k) = (n as u64, queens as u64);
    // At the peak: one table of 2n words, which serves the sort and then
    // each family of lines in turn, and per queen its sorted copy, three
    // links and one count (the sort's scratch copy is gone by then).
    (2 * word)
        .saturating_mul(n)
        .saturating_add(k.saturating_mul(size_of::<Square>() as u64 + 4 * word))
}

/// Whether the tables of [`Lines`] cost less than trying every pair: they
/// take a few passes over `2n` entries, the pairs `k (k - 1) / 2` checks.
fn tables_pay(n: usize, k: usize) -> bool {
    (k as u128) * (k as u128) > 8 * n as u128
}

/// Every pair tried: the definition, for few queens on a big board (and
/// queens off the board, which have no entry in the tables).
fn pairwise(n: usize, queens: &[Square]) -> Vec<Conflict> {
    let mut sorted = queens.to_vec();
    sorted.sort();
    let mut conflicts = Vec::new();
    for (k, &first) in sorted.iter().enumerate() {
        for &second in &sorted[k + 1..] {
            if let Some(line) = first.shared_line(second, n) {
                conflicts.push(Conflict {
                    first,
                    second,
                    line,
                });
            }
        }
    }
    conflicts
}

/// No further queen on the line.
const END: usize = usize::MAX;

/// Queens in reading order, each linked to the next one (in that order) on
/// its column, its diagonal and its anti-diagonal, and the number of
/// attacking pairs among them.
///
/// Queens in reading order share a row exactly when they are neighbours in
/// a run, and queens on one square form a run too, so rows and squares
/// need no links.
struct Lines {
    n: usize,
    sorted: Vec<Square>,
    /// For each queen, the next on its column, diagonal and anti-diagonal,
    /// or [`END`].
    next: Vec<[usize; 3]>,
    total: u128,
}

/// A stable counting sort of `from` into `into` by `key`, below
/// `table.len()`.
fn sort_by_line(
    from: &[Square],
    into: &mut [Square],
    table: &mut [usize],
    key: impl Fn(Square) -> usize,
) {
    table.fill(0);
    for &square in from {
        table[key(square)] += 1;
    }
    let mut start = 0;
    for slot in table.iter_mut() {
        (*slot, start) = (start, start + *slot);
    }
    for &square in from {
        let slot = &mut table[key(square)];
        into[*slot] = square;
        *slot += 1;
    }
}

impl Lines {
    /// The links for `queens`, all on the `n x n` board.
    fn new(n: usize, queens: &[Square]) -> Result<Lines, NoMemory> {
        let k = queens.len();
        // Anti-diagonals are numbered here `row + n - 1 - col`, from 0.
        let mut table = filled(2 * n, 0usize)?;
        let mut sorted = filled(k, Square::new(0, 0))?;
        let mut scratch = filled(k, Square::new(0, 0))?;
        // Reading order in linear time: by column, then stably by row.
        sort_by_line(queens, &mut scratch, &mut table[..n], |s| s.col);
        sort_by_line(&scratch, &mut sorted, &mut table[..n], |s| s.row);
        drop(scratch);

        let mut next = filled(k, [END; 3])?;
        // How many later queens stand on the queen's line, per family.
        let mut later = filled(k, 0usize)?;
        let mut total: u128 = 0;
        let keys: [fn(usize, Square) -> usize; 3] = [
            |_, s| s.col,
            |_, s| s.row + s.col,
            |n, s| s.row + n - 1 - s.col,
        ];
        for (family, key) in keys.into_iter().enumerate() {
            // The table holds the first queen of each line among those seen
            // so far, walking back from the end.
            table.fill(END);
            for i in (0..k).rev() {
                let head = &mut table[key(n, sorted[i])];
                let after = *head;
                later[i] = if after == END { 0 } else { later[after] + 1 };
                total += later[i] as u128;
                next[i][family] = after;
                *head = i;
            }
        }
        // Rows, and pairs of queens on one square: those were counted on
        // each of the three lines above, but are one pair, named by its row.
        let (mut row_end, mut square_end) = (0, 0);
        for i in 0..k {
            if i == row_end {
                row_end = run_end(&sorted, i, |a, b| a.row == b.row);
            }
            if i == square_end {
                square_end = run_end(&sorted, i, |a, b| a == b);
            }
            total += (row_end - i - 1) as u128;
            total -= 3 * (square_end - i - 1) as u128;
        }
        Ok(Lines {
            n,
            sorted,
            next,
            total,
        })
    }

    /// Fills `pairs` (empty) with the first `limit` attacking pairs, in the
    /// order of [`pairwise`]: each queen with the later queens of its row,
    /// then with those of later rows on its three other lines, merged by
    /// position.
    fn list(&self, limit: usize, pairs: &mut Vec<Conflict>) {
        let sorted = &self.sorted;
        let (mut row_end, mut square_end) = (0, 0);
        for (i, &first) in sorted.iter().enumerate() {
            if i == row_end {
                row_end = run_end(sorted, i, |a, b| a.row == b.row);
            }
            if i == square_end {
                square_end = run_end(sorted, i, |a, b| a == b);
            }
            let mut push = |j: usize, line: Line| {
                if pairs.len() == limit {
                    return false;
                }
                pairs.push(Conflict {
                    first,
                    second: sorted[j],
                    line,
                });
                true
            };
            for j in i + 1..row_end {
                if !push(j, Line::Row(first.row)) {
                    return;
                }
            }
            // The queens on the square after `i` are in its row; the last
            // of them links past them all.
            let [mut col, mut diag, mut anti] = self.next[square_end - 1];
            // Two queens on different squares share one line at most, so
            // the three lists never offer the same queen.
            loop {
                let j = col.min(diag).min(anti);
                if j == END {
                    break;
                }
                let line = if j == col {
                    col = self.next[j][0];
                    Line::Column(first.col)
                } else if j == diag {
                    diag = self.next[j][1];
                    Line::Diagonal(first.row + first.col)
                } else {
                    anti = self.next[j][2];
                    Line::AntiDiagonal(first.row + self.n - first.col)
                };
                if !push(j, line) {
                    return;
                }
            }
        }
    }
}

/// The end of the run of squares from `start` that `same` holds `start`'s
/// equal.
fn run_end(sorted: &[Square], start: usize, same: impl Fn(Square, Square) -> bool) -> usize {
    let first = sorted[start];
    start
        + sorted[start..]
            .iter()
            .take_while(|&&square| same(first, square))
            .count()
}

/// One queen in each row of an `n x n` board: `queens()[r]` is the column of
/// the queen in row `r`. A placement need not be a solution; see
/// [`Placement::is_solution`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    queens: Vec<usize>,
}

impl Placement {
    /// A placement from the column of each row's queen, counted from 0.
    ///
    /// ```
    /// use nqueens::Placement;
    /// let p = Placement::new(vec![1, 3, 0, 2]).unwrap();
    /// assert!(p.is_solution());
    /// assert!(Placement::new(vec![0, 4, 1, 2]).is_err());
    /// ```
    pub fn new(queens: Vec<usize>) -> Result<Placement, Error> {
        let n = queens.len();
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if let Some((row, &col)) = queens.iter().enumerate().find(|&(_, &c)| c >= n) {
            return Err(Error::new(ErrorKind::ColumnOutOfRange { row, col, n }));
        }
        Ok(Placement { queens })
    }

    /// A placement from columns counted from 1, the convention of the Pascal
    /// and Java lessons.
    ///
    /// ```
    /// use nqueens::Placement;
    /// let p = Placement::from_one_based(&[2, 4, 1, 3]).unwrap();
    /// assert_eq!(p.queens(), &[1, 3, 0, 2]);
    /// ```
    pub fn from_one_based(columns: &[usize]) -> Result<Placement, Error> {
        let n = columns.len();
        let mut queens = Vec::with_capacity(n);
        for (row, &col) in columns.iter().enumerate() {
            if col == 0 || col > n {
                return Err(Error::new(ErrorKind::ColumnOutOfRange {
                    row,
                    col: col.wrapping_sub(1),
                    n,
                }));
            }
            queens.push(col - 1);
        }
        Placement::new(queens)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.queens.len()
    }

    /// The column of each row's queen.
    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    /// The placement's columns, giving up the placement.
    pub fn into_queens(self) -> Vec<usize> {
        self.queens
    }

    /// The squares the queens stand on, row by row.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.queens
            .iter()
            .enumerate()
            .map(|(row, &col)| Square::new(row, col))
    }

    /// Whether no two queens attack each other, checked in O(n).
    pub fn is_solution(&self) -> bool {
        is_solution(&self.queens)
    }

    /// Every attacking pair; empty exactly when this is a solution.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let squares: Vec<Square> = self.squares().collect();
        attacking_pairs(self.n(), &squares)
    }
}

impl fmt::Display for Placement {
    /// The columns separated by spaces, as in `1 3 0 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, col) in self.queens.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{col}")?;
        }
        Ok(())
    }
}

/// Whether `queens` (the column of each row's queen) is a solution of the
/// `queens.len()`-queens problem, checked in O(n) time with one marker per
/// column and per diagonal.
///
/// ```
/// assert!(nqueens::is_solution(&[1, 3, 0, 2]));
/// assert!(!nqueens::is_solution(&[0, 2, 1, 3]));
/// assert!(!nqueens::is_solution(&[0, 9]));
/// ```
pub fn is_solution(queens: &[usize]) -> bool {
    let n = queens.len();
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    for (row, &col) in queens.iter().enumerate() {
        if col >= n {
            return false;
        }
        let (d, a) = (row + col, row + n - col);
        if columns[col] || diagonals[d] || anti_diagonals[a] {
            return false;
        }
        columns[col] = true;
        diagonals[d] = true;
        anti_diagonals[a] = true;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_tables(n: usize, queens: &[Square]) -> (Vec<Conflict>, u128) {
        let lines = Lines::new(n, queens).unwrap();
        let mut pairs = Vec::new();
        lines.list(usize::MAX, &mut pairs);
        (pairs, lines.total)
    }

    /// Every set of squares of the boards up to 4 x 4, and every multiset
    /// of up to four squares of the boards up to 3 x 3: the tables list
    /// what trying every pair lists.
    #[test]
    fn tables_agree_with_every_pair_on_small_boards() {
        for n in 1..=4 {
            let all: Vec<Square> = (0..n * n).map(|i| Square::new(i / n, i % n)).collect();
            for set in 0u32..1 << (n * n) {
                let queens: Vec<Square> = (0..n * n)
                    .filter(|&i| set >> i & 1 == 1)
                    .map(|i| all[i])
                    .collect();
                let expected = pairwise(n, &queens);
                assert_eq!(
                    by_tables(n, &queens),
                    (expected.clone(), expected.len() as u128)
                );
            }
        }
        for n in 1..=3usize {
            let squares = n * n;
            for len in 0..=4u32 {
                for code in 0..squares.pow(len) {
                    let queens: Vec<Square> = (0..len)
                        .map(|d| code / squares.pow(d) % squares)
                        .map(|i| Square::new(i / n, i % n))
                        .collect();
                    let expected = pairwise(n, &queens);
                    let found = by_tables(n, &queens);
                    assert_eq!(
                        found,
                        (expected.clone(), expected.len() as u128),
                        "{queens:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_limit_cuts_the_list_not_the_count() {
        let queens = vec![Square::new(1, 1); 5];
        let lines = Lines::new(3, &queens).unwrap();
        assert_eq!(lines.total, 10);
        for limit in 0..12 {
            let mut pairs = Vec::new();
            lines.list(limit, &mut pairs);
            assert_eq!(pairs.len(), limit.min(10));
            assert!(pairs.iter().all(|c| c.line == Line::Row(1)));
        }
    }
}
