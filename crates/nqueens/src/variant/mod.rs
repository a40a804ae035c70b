//! One constraint model that the variants of the problem are instances of.
//!
//! A [`Model`] has cells `0..C`, *lines* (sets of cells of which at most one
//! may hold a queen), *groups* (sets of cells of which exactly one must hold
//! a queen), a number of pieces to place and a symmetry group given as
//! permutations of the cells. A solution is a set of `pieces` cells, no two
//! on one line, one in every group; it is written as its cells in
//! increasing order.
//!
//! The variants are constructors: [`Model::classic`], [`Model::torus`]
//! (diagonals taken mod n), [`Model::superqueens`] (queens that also move
//! as knights) and [`Model::with_pawns`] (pawns stop every line through
//! them, and `n + k` queens are placed). The operations are generic:
//! [`Model::count`], [`Model::count_with_unique`],
//! [`Model::for_each_solution`], [`Model::find`] and [`Model::check`].
//!
//! ```
//! use nqueens::variant::Model;
//!
//! // Queens on the torus: 10 solutions of the 5 x 5 board, 28 of the 7 x 7.
//! assert_eq!(Model::torus(5)?.count(), 10);
//! assert_eq!(Model::torus(7)?.count(), 28);
//! // Nine queens and one pawn on the 8 x 8 board.
//! let d5 = nqueens::Square::new(3, 4);
//! assert!(Model::with_pawns(8, &[d5])?.find().is_some());
//! # Ok::<(), nqueens::Error>(())
//! ```

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::Square;

mod pawns;
pub(crate) mod plan;
mod rows;
mod solutions;
mod superqueens;
mod torus;

use crate::error::{Error, ErrorKind};
use crate::symmetry::Symmetry;
pub use pawns::{MAX_PAWN_SETS, most_pawns};
pub use plan::{MAX_VARIANT_COUNT_N, pawn_set_classes, pawn_sets};
pub use solutions::{Arrangement, find_arrangement, for_each_arrangement};
pub use torus::{torus_construction, torus_has_solutions, torus_multipliers};

/// The most cells a model may have: a 64 x 64 board. The search keeps, for
/// every cell, a bitset of the cells it attacks, so memory grows as the
/// square of this.
pub const MAX_CELLS: usize = 64 * 64;

/// The largest side the square-board constructors accept.
pub const MAX_SIDE: usize = 64;

/// The largest side [`Model::torus`] accepts: its group has `8 n²`
/// permutations of `n²` cells each, held as a table of `8 n⁴` entries
/// (64 MiB here).
pub const MAX_TORUS_SIDE: usize = 32;

/// Which problem a count is about: the classic board or one of its
/// variants. [`crate::Plan::variant`] counts each with a row-by-row search
/// of its own, and [`Variant::model`] gives the generic model the tests
/// hold those searches to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Variant {
    /// `n` queens on the `n x n` board.
    #[default]
    Classic,
    /// `n` queens on the `n x n` torus, diagonals taken mod `n`; classes
    /// under the square's symmetries and the translations.
    Torus,
    /// `n` queens that also move as knights.
    Superqueens,
    /// `n + count` queens and `count` pawns, over every set of pawns: each
    /// placement of pawns and queens counts once.
    Pawns {
        /// The number of pawns.
        count: usize,
    },
    /// `n + k` queens with `k` pawns on the given squares; classes under
    /// the square's symmetries that keep the pawns in place.
    PawnsAt {
        /// The pawns.
        squares: Vec<Square>,
    },
}

impl Variant {
    /// A short stable name, for files that record what was counted:
    /// `classic`, `torus`, `superqueens`, `pawns:K`, or `pawns-at:` and the
    /// pawns as `row.column` (from 0) separated by commas, sorted.
    ///
    /// ```
    /// use nqueens::{Square, variant::Variant};
    /// assert_eq!(Variant::Pawns { count: 2 }.tag(), "pawns:2");
    /// let at = Variant::PawnsAt { squares: vec![Square::new(4, 3), Square::new(3, 4)] };
    /// assert_eq!(at.tag(), "pawns-at:3.4,4.3");
    /// let sorted = Variant::PawnsAt { squares: vec![Square::new(3, 4), Square::new(4, 3)] };
    /// assert_eq!(Variant::from_tag(&at.tag()), Some(sorted));
    /// ```
    pub fn tag(&self) -> String {
        match self {
            Variant::Classic => "classic".to_string(),
            Variant::Torus => "torus".to_string(),
            Variant::Superqueens => "superqueens".to_string(),
            Variant::Pawns { count } => format!("pawns:{count}"),
            Variant::PawnsAt { squares } => {
                let mut squares = squares.clone();
                squares.sort_by_key(|s| (s.row, s.col));
                let names: Vec<String> = squares
                    .iter()
                    .map(|s| format!("{}.{}", s.row, s.col))
                    .collect();
                format!("pawns-at:{}", names.join(","))
            }
        }
    }

    /// The variant a [`Variant::tag`] names (its pawns sorted).
    pub fn from_tag(tag: &str) -> Option<Variant> {
        match tag {
            "classic" => return Some(Variant::Classic),
            "torus" => return Some(Variant::Torus),
            "superqueens" => return Some(Variant::Superqueens),
            _ => {}
        }
        if let Some(count) = tag.strip_prefix("pawns:") {
            return count.parse().ok().map(|count| Variant::Pawns { count });
        }
        let list = tag.strip_prefix("pawns-at:")?;
        let squares = list
            .split(',')
            .map(|pair| {
                let (row, col) = pair.split_once('.')?;
                Some(Square::new(row.parse().ok()?, col.parse().ok()?))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Variant::PawnsAt { squares })
    }

    /// The generic model of this variant on the `n x n` board; for
    /// [`Variant::Pawns`], which stands for many models (one per pawn set,
    /// see [`pawn_sets`]), an error.
    pub fn model(&self, n: usize) -> Result<Model, Error> {
        match self {
            Variant::Classic => Model::classic(n),
            Variant::Torus => Model::torus(n),
            Variant::Superqueens => Model::superqueens(n),
            Variant::PawnsAt { squares } => Model::with_pawns(n, squares),
            Variant::Pawns { .. } => {
                Err(invalid("a count over every pawn set has one model per set"))
            }
        }
    }
}

/// A variant of the n-queens problem as cells, lines, groups, a number of
/// pieces and a symmetry group.
#[derive(Clone, Debug)]
pub struct Model {
    cells: usize,
    lines: Vec<Vec<usize>>,
    groups: Vec<Vec<usize>>,
    pieces: usize,
    symmetries: Vec<Vec<usize>>,
    /// The board square of each cell, for the square-board constructors.
    squares: Vec<Square>,
    side: usize,
    /// Bitset words per cell set.
    words: usize,
    /// Per cell, the cells sharing a line with it.
    attacks: Vec<u64>,
    /// Disjoint parts covering every cell, each holding at most one queen:
    /// the groups first (which need exactly one), then lines and single
    /// cells chosen greedily. The search branches on parts.
    parts: Vec<Part>,
}

#[derive(Clone, Debug)]
struct Part {
    /// `(word index, mask)` for each word the part touches.
    words: Vec<(usize, u64)>,
    required: bool,
}

/// Counts of a model's solutions: all of them, and one per class under the
/// model's symmetry group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModelCounts {
    /// Every solution.
    pub total: u128,
    /// Solutions that are the smallest of their images (as sorted cell
    /// lists) under the symmetry group: one per class.
    pub unique: u128,
}

/// Why a set of cells is not a solution of a model.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Defect {
    /// A cell is not below the model's cell count.
    OffModel {
        /// The cell.
        cell: usize,
    },
    /// A cell is given twice.
    Repeated {
        /// The cell.
        cell: usize,
    },
    /// Two queens share a line: the first such pair, ordered by the index
    /// of the first queen then of the second in the list given.
    Attack {
        /// The earlier cell.
        first: usize,
        /// The later cell.
        second: usize,
        /// The smallest index of a line holding both.
        line: usize,
    },
    /// A group holds no queen.
    EmptyGroup {
        /// The index of the group.
        group: usize,
    },
    /// The number of queens is not the model's number of pieces.
    WrongCount {
        /// The model's number of pieces.
        expected: usize,
        /// The number given.
        found: usize,
    },
}

fn invalid(reason: &'static str) -> Error {
    Error::new(ErrorKind::InvalidModel { reason })
}

fn check_side(n: usize) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::new(ErrorKind::EmptyBoard));
    }
    if n > MAX_SIDE {
        return Err(Error::new(ErrorKind::ModelTooLarge {
            cells: n.saturating_mul(n),
            max: MAX_CELLS,
        }));
    }
    Ok(())
}

impl Model {
    /// A model from its parts. Lines and groups are lists of cells below
    /// `cells`; the groups must be disjoint; every symmetry is a
    /// permutation of `0..cells` (repeats are dropped, and the identity is
    /// added if missing). That the symmetries map solutions to solutions is
    /// the caller's promise (unique counts rely on it): mapping lines to
    /// lines and groups to groups is enough, and the square's symmetries
    /// qualify too, taking rows to columns, since every solution of the
    /// classic problem fills both.
    ///
    /// ```
    /// use nqueens::variant::Model;
    ///
    /// // Two cells on one line, one piece: two solutions, one up to swapping.
    /// let model = Model::new(2, vec![vec![0, 1]], vec![], 1, vec![vec![1, 0]])?;
    /// assert_eq!(model.count(), 2);
    /// assert_eq!(model.count_with_unique().unique, 1);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn new(
        cells: usize,
        lines: Vec<Vec<usize>>,
        groups: Vec<Vec<usize>>,
        pieces: usize,
        symmetries: Vec<Vec<usize>>,
    ) -> Result<Model, Error> {
        Model::build(cells, lines, groups, pieces, symmetries, Vec::new(), 0)
    }

    fn build(
        cells: usize,
        lines: Vec<Vec<usize>>,
        groups: Vec<Vec<usize>>,
        pieces: usize,
        mut symmetries: Vec<Vec<usize>>,
        squares: Vec<Square>,
        side: usize,
    ) -> Result<Model, Error> {
        if cells > MAX_CELLS {
            return Err(Error::new(ErrorKind::ModelTooLarge {
                cells,
                max: MAX_CELLS,
            }));
        }
        if lines.iter().chain(&groups).flatten().any(|&c| c >= cells) {
            return Err(invalid("a line or group names a cell outside the model"));
        }
        let words = cells.div_ceil(64).max(1);
        let set = |list: &[usize]| {
            let mut bits = vec![0u64; words];
            for &c in list {
                bits[c / 64] |= 1 << (c % 64);
            }
            bits
        };
        let mut covered = vec![0u64; words];
        let mut parts = Vec::new();
        let mut add_part = |bits: Vec<u64>, required: bool, covered: &mut Vec<u64>| {
            for (w, b) in covered.iter_mut().zip(&bits) {
                *w |= b;
            }
            let words = bits
                .iter()
                .enumerate()
                .filter(|(_, b)| **b != 0)
                .map(|(i, &b)| (i, b))
                .collect();
            parts.push(Part { words, required });
        };
        let disjoint = |a: &[u64], b: &[u64]| a.iter().zip(b).all(|(x, y)| x & y == 0);
        for group in &groups {
            let bits = set(group);
            if !disjoint(&bits, &covered) {
                return Err(invalid("the groups overlap"));
            }
            add_part(bits, true, &mut covered);
        }
        // Any line disjoint from what is covered holds at most one queen,
        // so it is a part; cells left over are parts of their own.
        for line in &lines {
            let bits = set(line);
            if bits.iter().any(|&b| b != 0) && disjoint(&bits, &covered) {
                add_part(bits, false, &mut covered);
            }
        }
        for c in 0..cells {
            if covered[c / 64] & (1 << (c % 64)) == 0 {
                add_part(set(&[c]), false, &mut covered);
            }
        }

        let mut attacks = vec![0u64; cells * words];
        for line in &lines {
            for &a in line {
                for &b in line {
                    if a != b {
                        attacks[a * words + b / 64] |= 1 << (b % 64);
                    }
                }
            }
        }

        for perm in &symmetries {
            let mut seen = vec![false; cells];
            if perm.len() != cells
                || perm
                    .iter()
                    .any(|&c| c >= cells || std::mem::replace(&mut seen[c], true))
            {
                return Err(invalid("a symmetry is not a permutation of the cells"));
            }
        }
        symmetries.push((0..cells).collect());
        symmetries.sort();
        symmetries.dedup();

        Ok(Model {
            cells,
            lines,
            groups,
            pieces,
            symmetries,
            squares,
            side,
            words,
            attacks,
            parts,
        })
    }

    /// The classic problem: `n` queens on the `n x n` board, one per row,
    /// under the square's eight symmetries. Cell `r * n + c` is row `r`,
    /// column `c`.
    ///
    /// ```
    /// use nqueens::variant::Model;
    /// assert_eq!(Model::classic(8)?.count_with_unique().unique, 12);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn classic(n: usize) -> Result<Model, Error> {
        check_side(n)?;
        let lines = square_lines(n, &[]);
        Model::square_model(n, &[], lines, true, n, square_symmetries(n, &[]))
    }

    /// Queens on the torus: rows, columns and the diagonals taken mod `n`,
    /// `n` queens, one per row. The symmetry group is the square's eight
    /// composed with the `n²` translations, which bounds the side by
    /// [`MAX_TORUS_SIDE`].
    ///
    /// ```
    /// use nqueens::variant::Model;
    /// assert_eq!(Model::torus(4)?.count(), 0);
    /// assert_eq!(Model::torus(5)?.count(), 10);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn torus(n: usize) -> Result<Model, Error> {
        check_side(n)?;
        if n > MAX_TORUS_SIDE {
            return Err(Error::new(ErrorKind::TooLarge {
                method: "torus",
                n,
                max: MAX_TORUS_SIDE,
                instead: None,
            }));
        }
        let mut lines = rows_and_columns(n);
        for d in 0..n {
            lines.push((0..n).map(|r| r * n + (r + d) % n).collect());
            lines.push((0..n).map(|r| r * n + (n + d - r % n) % n).collect());
        }
        let mut symmetries = Vec::with_capacity(8 * n * n);
        for s in Symmetry::ALL {
            for a in 0..n {
                for b in 0..n {
                    symmetries.push(
                        (0..n * n)
                            .map(|cell| {
                                let sq = Square::new((cell / n + a) % n, (cell % n + b) % n);
                                let to = s.apply_to_square(sq, n);
                                to.row * n + to.col
                            })
                            .collect(),
                    );
                }
            }
        }
        Model::square_model(n, &[], lines, true, n, symmetries)
    }

    /// Superqueens: queens that also move as knights, `n` of them on the
    /// `n x n` board, one per row, under the square's eight symmetries.
    /// Every knight's move is a line of two cells.
    ///
    /// ```
    /// use nqueens::variant::Model;
    /// assert_eq!(Model::superqueens(8)?.count(), 0);
    /// assert_eq!(Model::superqueens(10)?.count(), 4);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn superqueens(n: usize) -> Result<Model, Error> {
        check_side(n)?;
        let mut lines = square_lines(n, &[]);
        for r in 0..n {
            for c in 0..n {
                // Each knight pair once: the second cell one or two rows down.
                for (dr, dc) in [(1, -2), (1, 2), (2, -1), (2, 1)] {
                    let (r2, c2) = (r + dr, c as isize + dc);
                    if r2 < n && (0..n as isize).contains(&c2) {
                        lines.push(vec![r * n + c, r2 * n + c2 as usize]);
                    }
                }
            }
        }
        Model::square_model(n, &[], lines, true, n, square_symmetries(n, &[]))
    }

    /// Queens and pawns: pawns stand on the given squares and stop every
    /// line through them, and `n + pawns.len()` queens are placed on the
    /// other squares. The lines are the maximal runs of a row, column or
    /// diagonal not crossing a pawn; there are no groups. The symmetry
    /// group is the square's eight symmetries that map the pawns to
    /// themselves. The cells are the squares without pawns, in row-major
    /// order ([`Model::square`] and [`Model::cell`] convert). A pawn given
    /// twice counts once.
    ///
    /// ```
    /// use nqueens::{Square, variant::Model};
    ///
    /// // Five queens and a pawn on the 4 x 4 board: no way. Seven queens
    /// // and a pawn on the 6 x 6 board: two ways with the pawn on c5.
    /// assert_eq!(Model::with_pawns(4, &[Square::new(1, 1)])?.count(), 0);
    /// assert_eq!(Model::with_pawns(6, &[Square::new(1, 2)])?.count(), 2);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn with_pawns(n: usize, pawns: &[Square]) -> Result<Model, Error> {
        check_side(n)?;
        if let Some(&square) = pawns.iter().find(|s| s.row >= n || s.col >= n) {
            return Err(Error::new(ErrorKind::SquareOffBoard { square, n }));
        }
        let mut pawns = pawns.to_vec();
        pawns.sort_by_key(|s| (s.row, s.col));
        pawns.dedup();
        let lines = square_lines(n, &pawns);
        let symmetries = square_symmetries(n, &pawns);
        Model::square_model(n, &pawns, lines, false, n + pawns.len(), symmetries)
    }

    /// Renumbers board squares (`r * n + c`) to the cells that are not
    /// pawns, and builds the model.
    fn square_model(
        n: usize,
        pawns: &[Square],
        lines: Vec<Vec<usize>>,
        row_groups: bool,
        pieces: usize,
        symmetries: Vec<Vec<usize>>,
    ) -> Result<Model, Error> {
        let mut on_board = vec![true; n * n];
        for p in pawns {
            on_board[p.row * n + p.col] = false;
        }
        let mut index = vec![usize::MAX; n * n];
        let mut squares = Vec::new();
        for s in 0..n * n {
            if on_board[s] {
                index[s] = squares.len();
                squares.push(Square::new(s / n, s % n));
            }
        }
        let map = |list: &[usize]| list.iter().map(|&s| index[s]).collect::<Vec<_>>();
        let lines: Vec<Vec<usize>> = lines.iter().map(|l| map(l)).collect();
        let groups = if row_groups {
            (0..n)
                .map(|r| (0..n).map(|c| index[r * n + c]).collect())
                .collect()
        } else {
            Vec::new()
        };
        let symmetries = symmetries
            .iter()
            .map(|perm| {
                squares
                    .iter()
                    .map(|sq| index[perm[sq.row * n + sq.col]])
                    .collect()
            })
            .collect();
        let cells = squares.len();
        Model::build(cells, lines, groups, pieces, symmetries, squares, n)
    }

    /// The side of the board, for the square-board constructors (0 for
    /// [`Model::new`]).
    pub(crate) fn side(&self) -> usize {
        self.side
    }

    /// Per cell, the bitset (`cells.div_ceil(64)` words, at least one) of
    /// the cells sharing a line with it.
    pub(crate) fn attack_bits(&self) -> &[u64] {
        &self.attacks
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The lines: sets of cells of which at most one holds a queen.
    pub fn lines(&self) -> &[Vec<usize>] {
        &self.lines
    }

    /// The groups: sets of cells of which exactly one holds a queen.
    pub fn groups(&self) -> &[Vec<usize>] {
        &self.groups
    }

    /// The number of queens a solution places.
    pub fn pieces(&self) -> usize {
        self.pieces
    }

    /// The symmetry group as permutations of the cells, without repeats,
    /// in increasing order (so the identity first).
    pub fn symmetries(&self) -> &[Vec<usize>] {
        &self.symmetries
    }

    /// The board square of `cell`, for the square-board constructors.
    ///
    /// ```
    /// use nqueens::{Square, variant::Model};
    /// let model = Model::with_pawns(3, &[Square::new(0, 0)])?;
    /// assert_eq!(model.square(0), Some(Square::new(0, 1)));
    /// assert_eq!(model.cell(Square::new(0, 0)), None);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn square(&self, cell: usize) -> Option<Square> {
        self.squares.get(cell).copied()
    }

    /// The cell on `square`, if the model is on a board and the square is
    /// one of its cells.
    pub fn cell(&self, square: Square) -> Option<usize> {
        if square.row >= self.side || square.col >= self.side {
            return None;
        }
        self.squares
            .binary_search_by_key(&(square.row, square.col), |s| (s.row, s.col))
            .ok()
    }

    /// Visits every solution, as its cells in increasing order, until the
    /// visitor breaks. The order of visits is the search's own.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens::variant::Model;
    ///
    /// let mut all = Vec::new();
    /// Model::classic(4)?.for_each_solution(|cells| {
    ///     all.push(cells.to_vec());
    ///     ControlFlow::Continue(())
    /// });
    /// all.sort();
    /// assert_eq!(all, vec![vec![1, 7, 8, 14], vec![2, 4, 11, 13]]);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn for_each_solution<F>(&self, mut visit: F)
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        self.each_solution(&mut visit);
    }

    /// [`Model::for_each_solution`]'s search, compiled here once with the
    /// library's optimisation rather than in each caller's crate.
    fn each_solution(&self, visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>) {
        let _stopped = self.search(None, visit);
    }

    /// One solution, if there is any, or [`ErrorKind::Interrupted`] once
    /// `stop` is set: the search looks at the flag at every node, so it
    /// ends soon after (a server's deadline, a user's Ctrl-C).
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use nqueens::ErrorKind;
    /// use nqueens::variant::Model;
    ///
    /// let model = Model::classic(8)?;
    /// assert!(model.find_until(&AtomicBool::new(false))?.is_some());
    /// let err = model.find_until(&AtomicBool::new(true)).unwrap_err();
    /// assert_eq!(err.kind(), &ErrorKind::Interrupted);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn find_until(&self, stop: &AtomicBool) -> Result<Option<Vec<usize>>, Error> {
        let mut found = None;
        let stopped = self.search(Some(stop), |cells| {
            found = Some(cells.to_vec());
            ControlFlow::Break(())
        });
        if stopped {
            return Err(Error::new(ErrorKind::Interrupted));
        }
        Ok(found)
    }

    /// Runs the search, calling `visit` at each solution; whether `stop`
    /// ended it.
    fn search<F>(&self, stop: Option<&AtomicBool>, mut visit: F) -> bool
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        if self.pieces > self.parts.len() || self.groups.len() > self.pieces {
            return false;
        }
        let mut free = vec![0u64; self.words * (self.pieces + 1)];
        for c in 0..self.cells {
            free[c / 64] |= 1 << (c % 64);
        }
        let mut search = Search {
            model: self,
            free,
            order: (0..self.parts.len()).collect(),
            placed: Vec::with_capacity(self.pieces),
            sorted: Vec::with_capacity(self.pieces),
            required_left: self.groups.len(),
            stop,
            stopped: false,
        };
        let _ended = search.run(0, &mut visit);
        search.stopped
    }

    /// One solution, if there is any.
    ///
    /// ```
    /// use nqueens::variant::Model;
    /// assert_eq!(Model::classic(3)?.find(), None);
    /// assert!(Model::classic(5)?.find().is_some());
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn find(&self) -> Option<Vec<usize>> {
        let mut found = None;
        self.for_each_solution(|cells| {
            found = Some(cells.to_vec());
            ControlFlow::Break(())
        });
        found
    }

    /// The number of solutions.
    pub fn count(&self) -> u128 {
        let mut total = 0;
        self.for_each_solution(|_| {
            total += 1;
            ControlFlow::Continue(())
        });
        total
    }

    /// The number of solutions, and of classes under the symmetry group.
    pub fn count_with_unique(&self) -> ModelCounts {
        let (mut total, mut unique) = (0, 0);
        let mut image = Vec::with_capacity(self.pieces);
        self.for_each_solution(|cells| {
            total += 1;
            if self.is_canonical_with(cells, &mut image) {
                unique += 1;
            }
            ControlFlow::Continue(())
        });
        ModelCounts { total, unique }
    }

    /// The image of a set of cells under symmetry `index` of
    /// [`Model::symmetries`], sorted.
    pub fn image(&self, index: usize, cells: &[usize]) -> Vec<usize> {
        let perm = &self.symmetries[index];
        let mut image: Vec<usize> = cells.iter().map(|&c| perm[c]).collect();
        image.sort_unstable();
        image
    }

    /// The smallest of the images of `cells` (any order) under the symmetry
    /// group, as a sorted list: the representative of its class.
    pub fn canonical(&self, cells: &[usize]) -> Vec<usize> {
        (0..self.symmetries.len())
            .map(|g| self.image(g, cells))
            .min()
            .unwrap_or_default()
    }

    /// Whether the sorted cell list `cells` is the smallest of its images.
    pub fn is_canonical(&self, cells: &[usize]) -> bool {
        self.is_canonical_with(cells, &mut Vec::new())
    }

    fn is_canonical_with(&self, cells: &[usize], image: &mut Vec<usize>) -> bool {
        self.symmetries.iter().all(|perm| {
            image.clear();
            image.extend(cells.iter().map(|&c| perm[c]));
            image.sort_unstable();
            cells <= image.as_slice()
        })
    }

    /// Checks that `cells` (any order) is a solution, naming what is wrong
    /// if not: cells off the model or repeated, then the first two queens
    /// that share a line, then an empty group, then a wrong number of
    /// queens.
    ///
    /// ```
    /// use nqueens::variant::{Defect, Model};
    ///
    /// let model = Model::classic(4)?;
    /// assert_eq!(model.check(&[1, 7, 8, 14]), Ok(()));
    /// // Cells 0 and 5 are a1's diagonal neighbours: (0,0) and (1,1).
    /// assert!(matches!(model.check(&[0, 5]), Err(Defect::Attack { first: 0, second: 5, .. })));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn check(&self, cells: &[usize]) -> Result<(), Defect> {
        let mut seen = vec![false; self.cells];
        for &cell in cells {
            if cell >= self.cells {
                return Err(Defect::OffModel { cell });
            }
            if std::mem::replace(&mut seen[cell], true) {
                return Err(Defect::Repeated { cell });
            }
        }
        for (i, &first) in cells.iter().enumerate() {
            for &second in &cells[i + 1..] {
                if self.attacks[first * self.words + second / 64] & (1 << (second % 64)) != 0 {
                    let line = self
                        .lines
                        .iter()
                        .position(|l| l.contains(&first) && l.contains(&second))
                        .expect("an attack comes from a line");
                    return Err(Defect::Attack {
                        first,
                        second,
                        line,
                    });
                }
            }
        }
        if let Some(group) = self.groups.iter().position(|g| !g.iter().any(|&c| seen[c])) {
            return Err(Defect::EmptyGroup { group });
        }
        if cells.len() != self.pieces {
            return Err(Defect::WrongCount {
                expected: self.pieces,
                found: cells.len(),
            });
        }
        Ok(())
    }
}

struct Search<'a> {
    model: &'a Model,
    /// One free-cell bitset per depth, `model.words` words each.
    free: Vec<u64>,
    /// The parts, those not yet decided after the first `k` (the argument
    /// of [`Search::run`]).
    order: Vec<usize>,
    placed: Vec<usize>,
    sorted: Vec<usize>,
    required_left: usize,
    /// Looked at on entering every node; `stopped` says it ended the search.
    stop: Option<&'a AtomicBool>,
    stopped: bool,
}

impl Search<'_> {
    /// Decides the parts `order[k..]`, with the free cells at depth
    /// `placed.len()`.
    fn run<F>(&mut self, k: usize, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            self.stopped = true;
            return ControlFlow::Break(());
        }
        let m = self.model;
        let depth = self.placed.len();
        let left = m.pieces - depth;
        if left == 0 {
            if self.required_left > 0 {
                return ControlFlow::Continue(());
            }
            self.sorted.clear();
            self.sorted.extend_from_slice(&self.placed);
            self.sorted.sort_unstable();
            return visit(&self.sorted);
        }
        let parts_left = self.order.len() - k;
        if parts_left < left || self.required_left > left {
            return ControlFlow::Continue(());
        }
        let w = m.words;
        let free = &self.free[depth * w..(depth + 1) * w];
        // Branch on the part with the fewest free cells: a required part
        // with none, or with one, settles at once.
        let (mut best, mut best_free) = (k, u32::MAX);
        for (i, &p) in self.order.iter().enumerate().skip(k) {
            let part = &m.parts[p];
            let f: u32 = part
                .words
                .iter()
                .map(|&(j, b)| (free[j] & b).count_ones())
                .sum();
            let key = if part.required {
                f
            } else {
                f.saturating_add(1)
            };
            if key < best_free {
                best_free = key;
                best = i;
                if key == 0 {
                    break;
                }
            }
        }
        self.order.swap(k, best);
        let p = self.order[k];
        let required = m.parts[p].required;
        let result = self.branch(k, p, required, visit);
        self.order.swap(k, best);
        result
    }

    fn branch<F>(&mut self, k: usize, p: usize, required: bool, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        let m = self.model;
        let w = m.words;
        let depth = self.placed.len();
        if required {
            self.required_left -= 1;
        }
        for wi in 0..m.parts[p].words.len() {
            let (j, mask) = m.parts[p].words[wi];
            let mut bits = self.free[depth * w + j] & mask;
            while bits != 0 {
                let cell = j * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // The next depth's free cells: this depth's less the cell
                // and every cell it attacks.
                let (here, next) = self.free.split_at_mut((depth + 1) * w);
                let here = &here[depth * w..];
                let attacks = &m.attacks[cell * w..(cell + 1) * w];
                for ((n, h), a) in next[..w].iter_mut().zip(here).zip(attacks) {
                    *n = h & !a;
                }
                next[cell / 64] &= !(1 << (cell % 64));
                self.placed.push(cell);
                let flow = self.run(k + 1, visit);
                self.placed.pop();
                if flow.is_break() {
                    if required {
                        self.required_left += 1;
                    }
                    return flow;
                }
            }
        }
        if required {
            self.required_left += 1;
            return ControlFlow::Continue(());
        }
        // Or the part stays empty.
        self.run(k + 1, visit)
    }
}

fn rows_and_columns(n: usize) -> Vec<Vec<usize>> {
    let mut lines = Vec::with_capacity(2 * n);
    for r in 0..n {
        lines.push((0..n).map(|c| r * n + c).collect());
    }
    for c in 0..n {
        lines.push((0..n).map(|r| r * n + c).collect());
    }
    lines
}

/// The rows, columns and diagonals of the `n x n` board as squares
/// `r * n + c`, cut into maximal runs at the pawns; rows first, so that
/// the search's parts are row runs. Runs of one square constrain nothing
/// and are left out.
fn square_lines(n: usize, pawns: &[Square]) -> Vec<Vec<usize>> {
    let mut pawn = vec![false; n * n];
    for p in pawns {
        pawn[p.row * n + p.col] = true;
    }
    let mut lines = Vec::new();
    let mut runs = |squares: &mut dyn Iterator<Item = (usize, usize)>| {
        let mut run = Vec::new();
        for (r, c) in squares.chain(std::iter::once((n, n))) {
            if r < n && !pawn[r * n + c] {
                run.push(r * n + c);
            } else {
                if run.len() >= 2 {
                    lines.push(std::mem::take(&mut run));
                }
                run.clear();
            }
        }
    };
    for r in 0..n {
        runs(&mut (0..n).map(|c| (r, c)));
    }
    for c in 0..n {
        runs(&mut (0..n).map(|r| (r, c)));
    }
    // Diagonal d holds the squares with c - r = d; anti-diagonal s those
    // with r + c = s.
    for d in -(n as isize - 1)..n as isize {
        runs(&mut (0..n).filter_map(|r| {
            let c = r as isize + d;
            (0..n as isize).contains(&c).then_some((r, c as usize))
        }));
    }
    for s in 0..2 * n - 1 {
        runs(&mut (0..n).filter(|&r| s >= r && s - r < n).map(|r| (r, s - r)));
    }
    lines
}

/// The square's symmetries that map the pawns to themselves, as
/// permutations of the squares `r * n + c`.
fn square_symmetries(n: usize, pawns: &[Square]) -> Vec<Vec<usize>> {
    Symmetry::ALL
        .iter()
        .filter(|s| {
            pawns
                .iter()
                .all(|&p| pawns.contains(&s.apply_to_square(p, n)))
        })
        .map(|s| {
            (0..n * n)
                .map(|cell| {
                    let to = s.apply_to_square(Square::new(cell / n, cell % n), n);
                    to.row * n + to.col
                })
                .collect()
        })
        .collect()
}
