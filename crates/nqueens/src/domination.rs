//! Queen domination: the fewest queens that hold or attack every cell.
//!
//! A set of queens *dominates* a board when every cell holds a queen or is
//! attacked by one; lines do not stop at other queens (the standard graph
//! model). The attack relation and the symmetry group come from a
//! [`Model`], so the classic board, the torus and the boards with pawns
//! (whose lines stop at the pawns) all work the same way. Offered:
//!
//! - the domination number and every minimum dominating set, counted in
//!   all and up to the model's symmetries ([`Domination::minimum`],
//!   [`Domination::for_each_minimum`]), by an exact search, which a stop
//!   flag ends early where a caller has a deadline
//!   ([`Domination::for_each_minimum_until`],
//!   [`Domination::count_of_size_until`]); with
//!   [`Domination::independent`] the queens must not attack each other
//!   (the independent domination number);
//! - the check of a given set, naming the cells left uncovered
//!   ([`Domination::check`]);
//! - for boards past exhaustive search, a small dominating set found
//!   quickly by local search ([`Domination::search_of_size`]), whose size
//!   is only an upper bound unless it meets the lower bound
//!   [`spencer_bound`], a theorem for the square board.
//!
//! ```
//! use nqueens::domination::Domination;
//! use nqueens::variant::Model;
//!
//! // Five queens dominate the 8 x 8 board, in 4,860 ways (638 up to the
//! // square's symmetries); no four do.
//! let minimum = Domination::new(&Model::classic(8)?).minimum()?;
//! assert_eq!((minimum.size, minimum.total, minimum.unique), (5, 4860, 638));
//! // With no two queens attacking each other: 728 sets of five.
//! let independent = Domination::independent(&Model::classic(8)?).minimum()?;
//! assert_eq!((independent.size, independent.total), (5, 728));
//! # Ok::<(), nqueens::Error>(())
//! ```
//!
//! # How each set is counted once
//!
//! The search picks a cell nobody covers yet; some queen of every
//! dominating set covers it, so it branches on which of the cell's
//! dominators (the cell and the cells attacking it) is the first, in a
//! fixed order, in the set: trying dominator `d` forbids the ones before
//! it. Every set is then reached on exactly one path. It picks the
//! uncovered cell with the fewest dominators still allowed, and drops a
//! board when the queens left, even each covering as many uncovered cells
//! as the best allowed cells do, cannot cover them all. No lower bound on
//! the domination number is assumed: the sizes below the answer are each
//! searched and found empty (the tempting `gamma >= ceil(n / 2)` fails at
//! n = 3 and n = 11).

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::bitset::cells_of;
use crate::error::{Error, ErrorKind};
use crate::variant::Model;
use exact::{Exact, Start};

mod exact;
mod local;

/// The most cells the exact search takes: a 16 x 16 board. Its bitsets are
/// four words; past this size the search would run for ages anyway.
pub const MAX_EXACT_CELLS: usize = 256;

/// The domination problem of a model: which cells cover which.
#[derive(Clone, Debug)]
pub struct Domination {
    cells: usize,
    /// Bitset words per cell set.
    words: usize,
    /// Per cell, the cells it covers: itself and those it attacks.
    closed: Vec<u64>,
    /// Per cell, the cells it attacks (for the independent problem).
    attacks: Vec<u64>,
    symmetries: Vec<Vec<usize>>,
    independent: bool,
    side: usize,
}

/// The minimum dominating sets of a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Minimum {
    /// The fewest queens that dominate: the domination number.
    pub size: usize,
    /// The number of dominating sets of that size.
    pub total: u128,
    /// The number of those up to the model's symmetries (Burnside's
    /// lemma: each set found adds the size of its stabilizer).
    pub unique: u128,
}

/// Why a set of cells is not a dominating set (or, for the independent
/// problem, not an independent one).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Shortfall {
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
    /// Two queens attack each other, where the problem is independent
    /// domination: the first such pair in the order given.
    Attack {
        /// The earlier cell.
        first: usize,
        /// The later cell.
        second: usize,
    },
    /// Cells that no queen holds or attacks, in increasing order.
    Uncovered {
        /// The cells.
        cells: Vec<usize>,
    },
}

impl Domination {
    /// Domination of the model's cells by queens that attack along its
    /// lines.
    pub fn new(model: &Model) -> Domination {
        Domination::build(model, false)
    }

    /// Independent domination: the queens must also not attack each other.
    pub fn independent(model: &Model) -> Domination {
        Domination::build(model, true)
    }

    fn build(model: &Model, independent: bool) -> Domination {
        let cells = model.cells();
        let words = cells.div_ceil(64).max(1);
        let attacks = model.attack_bits().to_vec();
        let mut closed = attacks.clone();
        for c in 0..cells {
            closed[c * words + c / 64] |= 1 << (c % 64);
        }
        Domination {
            cells,
            words,
            closed,
            attacks,
            symmetries: model.symmetries().to_vec(),
            independent,
            side: model.side(),
        }
    }

    /// Whether the queens must not attack each other.
    pub fn is_independent(&self) -> bool {
        self.independent
    }

    /// The cells a queen on `cell` covers (itself included), in increasing
    /// order.
    pub fn covered_by(&self, cell: usize) -> Vec<usize> {
        self.covered_by_iter(cell).collect()
    }

    /// Checks that `queens` (cells, any order) dominate the model, and for
    /// the independent problem that no two attack each other; otherwise
    /// says what is wrong: a cell off the model or repeated, then the
    /// first attacking pair, then every cell left uncovered.
    ///
    /// ```
    /// use nqueens::domination::{Domination, Shortfall};
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::new(&Model::classic(3)?);
    /// // The centre of the 3 x 3 board covers it all.
    /// assert_eq!(domination.check(&[4]), Ok(()));
    /// // A corner leaves the two squares a knight's move away.
    /// assert_eq!(domination.check(&[0]), Err(Shortfall::Uncovered { cells: vec![5, 7] }));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn check(&self, queens: &[usize]) -> Result<(), Shortfall> {
        let mut seen = vec![false; self.cells];
        for &cell in queens {
            if cell >= self.cells {
                return Err(Shortfall::OffModel { cell });
            }
            if std::mem::replace(&mut seen[cell], true) {
                return Err(Shortfall::Repeated { cell });
            }
        }
        if self.independent {
            for (i, &first) in queens.iter().enumerate() {
                if let Some(&second) = queens[i + 1..].iter().find(|&&b| self.attack(first, b)) {
                    return Err(Shortfall::Attack { first, second });
                }
            }
        }
        let mut covered = vec![0u64; self.words];
        for &q in queens {
            for (w, bits) in covered.iter_mut().zip(self.closed_row(q)) {
                *w |= bits;
            }
        }
        let uncovered: Vec<usize> = (0..self.cells)
            .filter(|&c| covered[c / 64] >> (c % 64) & 1 == 0)
            .collect();
        if uncovered.is_empty() {
            Ok(())
        } else {
            Err(Shortfall::Uncovered { cells: uncovered })
        }
    }

    fn closed_row(&self, cell: usize) -> &[u64] {
        &self.closed[cell * self.words..(cell + 1) * self.words]
    }

    fn attack(&self, a: usize, b: usize) -> bool {
        self.attacks[a * self.words + b / 64] >> (b % 64) & 1 == 1
    }

    /// How many of the model's symmetries map the set `queens` to itself.
    pub fn stabilizer(&self, queens: &[usize]) -> usize {
        let mut sorted = queens.to_vec();
        sorted.sort_unstable();
        let mut image = Vec::with_capacity(queens.len());
        self.symmetries
            .iter()
            .filter(|perm| {
                image.clear();
                image.extend(sorted.iter().map(|&c| perm[c]));
                image.sort_unstable();
                image == sorted
            })
            .count()
    }

    /// The order of the model's symmetry group.
    pub fn symmetry_count(&self) -> usize {
        self.symmetries.len()
    }

    /// The domination number and the minimum dominating sets counted, in
    /// all and up to symmetry, by exact search over sizes 1, 2, ... until
    /// one has a dominating set. Refused past [`MAX_EXACT_CELLS`].
    ///
    /// ```
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// // One queen in the centre dominates the 3 x 3 board.
    /// let minimum = Domination::new(&Model::classic(3)?).minimum()?;
    /// assert_eq!((minimum.size, minimum.total, minimum.unique), (1, 1, 1));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn minimum(&self) -> Result<Minimum, Error> {
        let mut size = 0;
        loop {
            size += 1;
            let counts = self.count_of_size(size)?;
            if counts.total > 0 {
                return Ok(counts);
            }
        }
    }

    /// The dominating sets of `size` queens counted, in all and up to
    /// symmetry, where no smaller set dominates (so at the domination
    /// number, once [`Domination::for_each_minimum`] has found it, its
    /// counts without searching the smaller sizes again).
    pub fn count_of_size(&self, size: usize) -> Result<Minimum, Error> {
        self.count_of_size_stopped(size, None)
    }

    /// [`Domination::count_of_size`], or [`ErrorKind::Interrupted`] once
    /// `stop` is set: the search looks at the flag at every node, so it
    /// ends soon after (a server's deadline, a user's Ctrl-C).
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use nqueens::ErrorKind;
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::new(&Model::classic(8)?);
    /// let minimum = domination.count_of_size_until(5, &AtomicBool::new(false))?;
    /// assert_eq!((minimum.total, minimum.unique), (4860, 638));
    /// let err = domination.count_of_size_until(5, &AtomicBool::new(true)).unwrap_err();
    /// assert_eq!(err.kind(), &ErrorKind::Interrupted);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn count_of_size_until(&self, size: usize, stop: &AtomicBool) -> Result<Minimum, Error> {
        self.count_of_size_stopped(size, Some(stop))
    }

    fn count_of_size_stopped(
        &self,
        size: usize,
        stop: Option<&AtomicBool>,
    ) -> Result<Minimum, Error> {
        let (total, fixed) = match self.words {
            1 => self.count_words::<1>(size, stop),
            2 => self.count_words::<2>(size, stop),
            3 | 4 => self.count_words::<4>(size, stop),
            _ => return Err(self.too_large()),
        };
        if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return Err(Error::new(ErrorKind::Interrupted));
        }
        Ok(Minimum {
            size,
            total,
            unique: fixed / self.symmetries.len() as u128,
        })
    }

    /// The dominating sets of `size` queens, and the sum of their
    /// stabilizers' sizes, where no smaller set dominates; on all cores
    /// with the `parallel` feature, split at the search's first two steps.
    fn count_words<const W: usize>(&self, size: usize, stop: Option<&AtomicBool>) -> (u128, u128) {
        let mut search = self.exact_search::<W>(size, stop);
        let count = |search: &mut Exact<'_, W>, start: &Start<W>| {
            let (mut total, mut fixed) = (0u128, 0u128);
            search.chosen.clone_from(&start.chosen);
            let _ = search.run(start.covered, start.allowed, start.left, &mut |queens| {
                total += 1;
                fixed += self.stabilizer(queens) as u128;
                ControlFlow::Continue(())
            });
            (total, fixed)
        };
        let starts = search.starts(2, size);
        let add = |a: (u128, u128), b: (u128, u128)| (a.0 + b.0, a.1 + b.1);
        #[cfg(feature = "parallel")]
        {
            use rayon::prelude::*;
            starts
                .par_iter()
                .map_init(|| self.exact_search::<W>(size, stop), count)
                .reduce(|| (0, 0), add)
        }
        #[cfg(not(feature = "parallel"))]
        {
            starts
                .iter()
                .map(|start| count(&mut search, start))
                .fold((0, 0), add)
        }
    }

    fn too_large(&self) -> Error {
        Error::new(ErrorKind::TooLarge {
            method: "exact domination",
            n: if self.side > 0 { self.side } else { self.cells },
            max: if self.side > 0 { 16 } else { MAX_EXACT_CELLS },
            instead: Some("a local search for a small dominating set"),
        })
    }

    /// The domination number, then each minimum dominating set (its cells
    /// in the order the search placed them), until the visitor breaks.
    pub fn for_each_minimum<F>(&self, visit: F) -> Result<usize, Error>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        self.for_each_minimum_stopped(None, visit)
    }

    /// [`Domination::for_each_minimum`], or [`ErrorKind::Interrupted`] once
    /// `stop` is set: the search looks at the flag at every node, so it
    /// ends soon after.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use std::sync::atomic::AtomicBool;
    /// use nqueens::ErrorKind;
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::new(&Model::classic(8)?);
    /// let mut first = Vec::new();
    /// let size = domination.for_each_minimum_until(&AtomicBool::new(false), |queens| {
    ///     first = queens.to_vec();
    ///     ControlFlow::Break(())
    /// })?;
    /// assert_eq!((size, first.len()), (5, 5));
    /// assert_eq!(domination.check(&first), Ok(()));
    /// let stopped = domination.for_each_minimum_until(&AtomicBool::new(true), |_| ControlFlow::Break(()));
    /// assert_eq!(stopped.unwrap_err().kind(), &ErrorKind::Interrupted);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn for_each_minimum_until<F>(&self, stop: &AtomicBool, visit: F) -> Result<usize, Error>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        self.for_each_minimum_stopped(Some(stop), visit)
    }

    fn for_each_minimum_stopped<F>(
        &self,
        stop: Option<&AtomicBool>,
        mut visit: F,
    ) -> Result<usize, Error>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        let mut size = 0;
        loop {
            size += 1;
            let mut found = false;
            self.for_each_of_size_stopped(size, stop, &mut |queens| {
                found = true;
                visit(queens)
            })?;
            if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
                return Err(Error::new(ErrorKind::Interrupted));
            }
            if found {
                return Ok(size);
            }
        }
    }

    /// Visits every dominating set of `size` queens, each once, where no
    /// smaller set dominates (the sizes up to the domination number), in
    /// search order, until the visitor breaks.
    pub fn for_each_of_size(
        &self,
        size: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        self.for_each_of_size_stopped(size, None, visit)
    }

    fn for_each_of_size_stopped(
        &self,
        size: usize,
        stop: Option<&AtomicBool>,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        match self.words {
            1 => self.exact_search::<1>(size, stop).run_all(size, visit),
            2 => self.exact_search::<2>(size, stop).run_all(size, visit),
            3 | 4 => self.exact_search::<4>(size, stop).run_all(size, visit),
            _ => return Err(self.too_large()),
        }
        Ok(())
    }

    fn exact_search<'s, const W: usize>(
        &self,
        size: usize,
        stop: Option<&'s AtomicBool>,
    ) -> Exact<'s, W> {
        let rows = |table: &[u64]| -> Vec<[u64; W]> {
            (0..self.cells)
                .map(|c| {
                    let mut row = [0u64; W];
                    row[..self.words].copy_from_slice(&table[c * self.words..(c + 1) * self.words]);
                    row
                })
                .collect()
        };
        let mut all = [0u64; W];
        for c in 0..self.cells {
            all[c / 64] |= 1 << (c % 64);
        }
        Exact {
            closed: rows(&self.closed),
            attacks: rows(&self.attacks),
            all,
            independent: self.independent,
            chosen: Vec::with_capacity(size),
            stop,
        }
    }
}

/// The lower bound `ceil((n - 1) / 2)` on the domination number of the
/// `n x n` queens graph (Spencer's theorem, as proved by Weakley): a set
/// found of this size is minimum.
///
/// ```
/// // Five queens dominate the 11 x 11 board (a theorem says no four do).
/// assert_eq!(nqueens::domination::spencer_bound(11), 5);
/// ```
pub fn spencer_bound(n: usize) -> usize {
    n.saturating_sub(1).div_ceil(2).max(1)
}

impl Domination {
    /// The cells a queen on `cell` covers, lowest first.
    fn covered_by_iter(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        cells_of(self.closed_row(cell))
    }
}
