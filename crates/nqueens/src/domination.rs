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
use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

mod exact;

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

    /// A dominating set of `size` queens (independent ones for the
    /// independent problem) found by local search, or `None` if none
    /// turned up in `steps` moves. The same seed gives the same answer
    /// everywhere. Finding none proves nothing; finding one shows the
    /// domination number is at most `size`.
    ///
    /// ```
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::new(&Model::classic(12)?);
    /// let queens = domination.search_of_size(6, 1, 1_000_000).expect("six queens dominate 12 x 12");
    /// assert_eq!(domination.check(&queens), Ok(()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn search_of_size(&self, size: usize, seed: u64, steps: u64) -> Option<Vec<usize>> {
        // Half the moves go to sets that the half turn maps to themselves,
        // where the board has one: a far smaller space, which holds the
        // minimum sets the plain search misses on the hard boards (21 x 21
        // and 25 x 25, where they are rare).
        if let Some(turn) = self.half_turn().filter(|_| !self.independent) {
            if let Some(found) = PairedSearch::new(self, &turn, size, seed).run(steps / 2) {
                return Some(found);
            }
            return LocalSearch::new(self, size, seed).run(steps - steps / 2);
        }
        LocalSearch::new(self, size, seed).run(steps)
    }

    /// The half turn of the board among the model's symmetries, if it has
    /// it: cell `i` to cell `cells - 1 - i` (on the square boards, `(r, c)`
    /// to `(n - 1 - r, n - 1 - c)`).
    fn half_turn(&self) -> Option<Vec<usize>> {
        let cells = self.cells;
        self.symmetries
            .iter()
            .find(|perm| perm.iter().enumerate().all(|(i, &j)| j == cells - 1 - i))
            .cloned()
    }

    /// A dominating set built greedily: each queen on the cell (allowed,
    /// for the independent problem) covering most cells not yet covered,
    /// the lowest such cell on ties. Quick, and rarely minimum.
    ///
    /// ```
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::independent(&Model::classic(8)?);
    /// let queens = domination.greedy();
    /// assert_eq!(domination.check(&queens), Ok(()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn greedy(&self) -> Vec<usize> {
        let words = self.words;
        let mut covered = vec![0u64; words];
        let mut allowed = vec![true; self.cells];
        let mut queens = Vec::new();
        let gain = |cell: usize, covered: &[u64]| -> u32 {
            self.closed_row(cell)
                .iter()
                .zip(covered)
                .map(|(a, b)| (a & !b).count_ones())
                .sum()
        };
        loop {
            let best = (0..self.cells)
                .filter(|&c| allowed[c])
                .map(|c| (gain(c, &covered), std::cmp::Reverse(c)))
                .max()
                .filter(|&(gain, _)| gain > 0);
            let Some((_, std::cmp::Reverse(cell))) = best else {
                break;
            };
            queens.push(cell);
            for (w, bits) in covered.iter_mut().zip(self.closed_row(cell)) {
                *w |= bits;
            }
            allowed[cell] = false;
            if self.independent {
                for (c, allowed) in allowed.iter_mut().enumerate() {
                    if self.attack(cell, c) {
                        *allowed = false;
                    }
                }
            }
        }
        queens.sort_unstable();
        queens
    }

    /// The smallest dominating set found: the greedy one, then one queen
    /// fewer each time the local search finds such a set within `steps`
    /// moves, down to `floor` queens (a lower bound known to the caller,
    /// such as [`spencer_bound`] on the square board, or 1). An upper bound
    /// on the domination number, and the minimum only where it meets a
    /// lower bound.
    ///
    /// ```
    /// use nqueens::domination::{Domination, spencer_bound};
    /// use nqueens::variant::Model;
    ///
    /// // Five queens on 11 x 11 meet the lower bound: the minimum.
    /// let queens = Domination::new(&Model::classic(11)?).smallest_found(0, 1_000_000, spencer_bound(11));
    /// assert_eq!(queens.len(), 5);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn smallest_found(&self, seed: u64, steps: u64, floor: usize) -> Vec<usize> {
        let mut best = self.greedy();
        while best.len() > floor {
            match self.search_of_size(best.len() - 1, seed, steps) {
                Some(smaller) => best = smaller,
                None => break,
            }
        }
        best
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

/// A local search for a dominating set of a given size. Each step takes
/// a cell nobody covers (at random) and moves a queen onto one of the cells
/// covering it: the move leaving the fewest cells uncovered (and, for the
/// independent problem, the fewest attacking pairs), ties at random; a
/// queen that moved in the last few steps stays unless its move beats the
/// best board seen (tabu search). A move is scored from bitsets of the
/// cells covered by no queen and by exactly one, so a step costs a few
/// words per candidate move.
struct LocalSearch<'a> {
    domination: &'a Domination,
    queens: Vec<usize>,
    /// Per cell, how many queens cover it.
    cover: Vec<u32>,
    /// Per queen, the step it last moved.
    moved: Vec<u64>,
    rng: Xoshiro256PlusPlus,
}

/// How many steps a queen that moved stays put.
const TABU_STEPS: u64 = 4;

/// The local search restricted to sets the half turn maps to themselves:
/// its pieces are orbits, a cell and its image (or the centre alone, for
/// an odd size), and each step moves one orbit onto an orbit covering a
/// cell left uncovered, the move that leaves fewest uncovered, tabu as in
/// [`LocalSearch`]. Moves are scored from the bitset of cells uncovered
/// with the moving piece lifted.
struct PairedSearch<'a> {
    domination: &'a Domination,
    turn: &'a [usize],
    /// Per piece, its first cell (its image is the other).
    pieces: Vec<usize>,
    cover: Vec<u32>,
    uncovered: usize,
    moved: Vec<u64>,
    rng: Xoshiro256PlusPlus,
}

impl<'a> PairedSearch<'a> {
    fn new(domination: &'a Domination, turn: &'a [usize], size: usize, seed: u64) -> Self {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let cells = domination.cells;
        let centre = (0..cells).find(|&c| turn[c] == c);
        let mut pieces = Vec::new();
        let mut taken = vec![false; cells];
        let mut placed = 0;
        if let Some(centre) = centre.filter(|_| size % 2 == 1) {
            pieces.push(centre);
            taken[centre] = true;
            placed = 1;
        }
        // Pairs of distinct cells; an odd size without a centre cannot be
        // placed this way, and gets no pieces.
        if placed == size % 2 {
            while placed + 2 <= size && placed + 2 <= cells {
                let c = (rng.next_u64() % cells as u64) as usize;
                if !taken[c] && turn[c] != c {
                    taken[c] = true;
                    taken[turn[c]] = true;
                    pieces.push(c);
                    placed += 2;
                }
            }
        }
        let mut search = PairedSearch {
            domination,
            turn,
            moved: vec![0; pieces.len()],
            pieces: Vec::new(),
            cover: vec![0; cells],
            uncovered: cells,
            rng,
        };
        if placed == size {
            for &p in &pieces {
                search.add_piece(p, 1);
            }
            search.pieces = pieces;
        }
        search
    }

    /// The cells of the piece whose first cell is `cell`.
    fn piece_cells(&self, cell: usize) -> [Option<usize>; 2] {
        let image = self.turn[cell];
        [Some(cell), (image != cell).then_some(image)]
    }

    fn add_piece(&mut self, cell: usize, delta: i32) {
        for c in self.piece_cells(cell).into_iter().flatten() {
            for x in self.domination.covered_by_iter(c) {
                let before = self.cover[x];
                self.cover[x] = before.wrapping_add_signed(delta);
                match (before, self.cover[x]) {
                    (0, _) => self.uncovered -= 1,
                    (_, 0) => self.uncovered += 1,
                    _ => {}
                }
            }
        }
    }

    fn run(&mut self, steps: u64) -> Option<Vec<usize>> {
        if self.pieces.is_empty() {
            return None;
        }
        let cells = self.domination.cells;
        let mut best_ever = self.uncovered;
        let mut occupied = vec![false; cells];
        for step in 1..=steps {
            if self.uncovered == 0 {
                let mut queens: Vec<usize> = self
                    .pieces
                    .iter()
                    .flat_map(|&p| self.piece_cells(p).into_iter().flatten())
                    .collect();
                queens.sort_unstable();
                return Some(queens);
            }
            let uncovered: Vec<usize> = (0..cells).filter(|&c| self.cover[c] == 0).collect();
            let target = uncovered[(self.rng.next_u64() % uncovered.len() as u64) as usize];
            occupied.fill(false);
            for &p in &self.pieces {
                for c in self.piece_cells(p).into_iter().flatten() {
                    occupied[c] = true;
                }
            }
            let words = self.domination.words;
            let mut zero = vec![0u64; words];
            let mut best: Option<(usize, u64, usize, usize)> = None;
            for i in 0..self.pieces.len() {
                let from = self.pieces[i];
                // The centre stays: it is the one orbit of one cell.
                if self.turn[from] == from {
                    continue;
                }
                let tabu = step - self.moved[i] <= TABU_STEPS;
                // With the piece lifted, the cells nobody covers; a piece
                // put down covers the ones its two cells cover.
                self.add_piece(from, -1);
                zero.fill(0);
                for (c, &k) in self.cover.iter().enumerate() {
                    if k == 0 {
                        zero[c / 64] |= 1 << (c % 64);
                    }
                }
                let lifted = self.uncovered;
                self.add_piece(from, 1);
                for to in self.domination.covered_by_iter(target) {
                    if occupied[to] || occupied[self.turn[to]] || self.turn[to] == to {
                        continue;
                    }
                    let (a, b) = (
                        self.domination.closed_row(to),
                        self.domination.closed_row(self.turn[to]),
                    );
                    let won: usize = (0..words)
                        .map(|w| ((a[w] | b[w]) & zero[w]).count_ones() as usize)
                        .sum();
                    let after = lifted - won;
                    if tabu && after >= best_ever {
                        continue;
                    }
                    let tie = self.rng.next_u64();
                    if best.is_none_or(|b| (after, tie) < (b.0, b.1)) {
                        best = Some((after, tie, i, to));
                    }
                }
            }
            if let Some((_, _, i, to)) = best {
                self.add_piece(self.pieces[i], -1);
                self.add_piece(to, 1);
                self.pieces[i] = to;
                self.moved[i] = step;
                best_ever = best_ever.min(self.uncovered);
            }
        }
        None
    }
}

impl<'a> LocalSearch<'a> {
    fn new(domination: &'a Domination, size: usize, seed: u64) -> LocalSearch<'a> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let cells = domination.cells;
        let mut queens = Vec::with_capacity(size);
        while queens.len() < size.min(cells) {
            let c = (rng.next_u64() % cells as u64) as usize;
            if !queens.contains(&c) {
                queens.push(c);
            }
        }
        let mut search = LocalSearch {
            domination,
            cover: vec![0; cells],
            moved: vec![0; queens.len()],
            queens,
            rng,
        };
        for i in 0..search.queens.len() {
            search.add(search.queens[i], 1);
        }
        search
    }

    fn add(&mut self, cell: usize, delta: i32) {
        for c in self.domination.covered_by_iter(cell) {
            self.cover[c] = self.cover[c].wrapping_add_signed(delta);
        }
    }

    /// The number of other queens a queen on `cell` would attack, queen
    /// `except` aside.
    fn attacked_queens(&self, cell: usize, except: usize) -> usize {
        self.queens
            .iter()
            .enumerate()
            .filter(|&(j, &q)| j != except && self.domination.attack(cell, q))
            .count()
    }

    /// Cells uncovered, plus attacking pairs on the independent problem.
    fn cost(&self) -> usize {
        let uncovered = self.cover.iter().filter(|&&k| k == 0).count();
        if !self.domination.independent {
            return uncovered;
        }
        let pairs: usize = (0..self.queens.len())
            .map(|i| self.attacked_queens(self.queens[i], i))
            .sum();
        uncovered + pairs / 2
    }

    fn run(&mut self, steps: u64) -> Option<Vec<usize>> {
        if self.queens.is_empty() {
            return None;
        }
        let (cells, words) = (self.domination.cells, self.domination.words);
        let mut cost = self.cost();
        let mut best_cost = cost;
        let mut none = vec![0u64; words];
        let mut once = vec![0u64; words];
        let mut uncovered = Vec::with_capacity(cells);
        for step in 1..=steps {
            if cost == 0 {
                let mut queens = self.queens.clone();
                queens.sort_unstable();
                return Some(queens);
            }
            none.fill(0);
            once.fill(0);
            uncovered.clear();
            for (c, &k) in self.cover.iter().enumerate() {
                match k {
                    0 => {
                        none[c / 64] |= 1 << (c % 64);
                        uncovered.push(c);
                    }
                    1 => once[c / 64] |= 1 << (c % 64),
                    _ => {}
                }
            }
            // What to fix: an uncovered cell, whose coverers are the
            // targets; or, all covered but queens attacking, a queen of a
            // pair, which may go anywhere.
            let (targets, movers): (Vec<usize>, Vec<usize>) = if uncovered.is_empty() {
                let attacking: Vec<usize> = (0..self.queens.len())
                    .filter(|&i| self.attacked_queens(self.queens[i], i) > 0)
                    .collect();
                let pick = attacking[(self.rng.next_u64() % attacking.len() as u64) as usize];
                ((0..cells).collect(), vec![pick])
            } else {
                let target = uncovered[(self.rng.next_u64() % uncovered.len() as u64) as usize];
                (
                    self.domination.covered_by(target),
                    (0..self.queens.len()).collect(),
                )
            };
            let mut best: Option<(isize, u64, usize, usize)> = None;
            for &i in &movers {
                let from = self.queens[i];
                let from_row = self.domination.closed_row(from);
                let tabu = step - self.moved[i] <= TABU_STEPS;
                let pairs_from = if self.domination.independent {
                    self.attacked_queens(from, i) as isize
                } else {
                    0
                };
                for &to in &targets {
                    if to == from || self.queens.contains(&to) {
                        continue;
                    }
                    let to_row = self.domination.closed_row(to);
                    // Cells only `from` covers and `to` does not are lost;
                    // uncovered cells `to` covers are won.
                    let mut delta = 0isize;
                    for w in 0..words {
                        delta += (from_row[w] & once[w] & !to_row[w]).count_ones() as isize;
                        delta -= (to_row[w] & none[w]).count_ones() as isize;
                    }
                    if self.domination.independent {
                        delta += self.attacked_queens(to, i) as isize - pairs_from;
                    }
                    let after = cost as isize + delta;
                    if tabu && after >= best_cost as isize {
                        continue;
                    }
                    let tie = self.rng.next_u64();
                    if best.is_none_or(|b| (after, tie) < (b.0, b.1)) {
                        best = Some((after, tie, i, to));
                    }
                }
            }
            if let Some((after, _, i, to)) = best {
                let from = self.queens[i];
                self.add(from, -1);
                self.add(to, 1);
                self.queens[i] = to;
                self.moved[i] = step;
                cost = after as usize;
                best_cost = best_cost.min(cost);
            }
        }
        None
    }
}

impl Domination {
    /// The cells a queen on `cell` covers, lowest first.
    fn covered_by_iter(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        cells_of(self.closed_row(cell))
    }
}
