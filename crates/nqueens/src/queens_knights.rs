//! Queens and knights together: `m` queens and `m` knights on the `n x n`
//! board with no piece attacking any other.
//!
//! Queens attack along their lines (from the [`Model`](crate::variant::Model) of the classic
//! board), knights by knight's moves, and either may attack a piece of
//! either kind. Whether lines stop at pieces does not matter: the first
//! piece on a queen's line would be attacked, so no piece may stand on any
//! queen's line at all. (Queens may stand a knight's move apart.) Offered: the largest `m` with the placements at
//! that `m` counted in all and up to the square's eight symmetries
//! ([`QueensKnights::largest`]), any `m` counted or listed
//! ([`QueensKnights::count`], [`QueensKnights::for_each`]), and the check
//! of a given placement naming the attack it finds
//! ([`QueensKnights::check`]).
//!
//! ```
//! use nqueens::queens_knights::QueensKnights;
//!
//! // Five queens and five knights fit on the 8 x 8 board, in 16 ways
//! // (two up to symmetry); six and six do not.
//! let largest = QueensKnights::new(8)?.largest();
//! assert_eq!((largest.pieces, largest.total, largest.unique), (5, 16, 2));
//! # Ok::<(), nqueens::Error>(())
//! ```
//!
//! # The search
//!
//! Queens go row by row (no two share a row), a row may stay empty, and
//! each queen shrinks the set of *free* cells: those on no queen's line
//! and no queen's knight move. Every knight stands on a free cell, so a
//! board with fewer free cells than knights is dropped. With the queens placed, the
//! knights are the sets of `m` free cells no two a knight's move apart,
//! counted by branching on the lowest free cell.

use std::ops::ControlFlow;

use crate::army;
use crate::bitset::{and, and_not, cells_of, insert, lowest, ones, or, row};
use crate::board::Square;
use crate::error::Error;

/// The largest side [`QueensKnights::new`] takes: the searches keep four
/// words per board, and past this size they would run for ages anyway.
pub const MAX_SIDE: usize = army::MAX_SIDE;

/// The problem on one board size: which cells each piece attacks.
#[derive(Clone, Debug)]
pub struct QueensKnights {
    n: usize,
    /// Per cell, the cells on its queen lines (not itself).
    lines: Vec<u64>,
    /// Per cell, the cells a knight's move away.
    knight: Vec<u64>,
    words: usize,
    symmetries: Vec<Vec<usize>>,
}

/// The most pieces of each kind that fit, and the placements at that size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Largest {
    /// The largest `m` such that `m` queens and `m` knights fit.
    pub pieces: usize,
    /// The placements of `m` queens and `m` knights.
    pub total: u128,
    /// Those up to the square's eight symmetries.
    pub unique: u128,
}

/// Queens and knights on the board, each as cells `row * n + col` in
/// increasing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Army {
    /// The queens' cells.
    pub queens: Vec<usize>,
    /// The knights' cells.
    pub knights: Vec<usize>,
}

/// Why a placement of queens and knights is not peaceful.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Clash {
    /// A cell is off the board.
    OffBoard {
        /// The cell.
        cell: usize,
    },
    /// Two pieces stand on one cell.
    Shared {
        /// The cell.
        cell: usize,
    },
    /// The queens and knights are not as many each.
    Unequal {
        /// The number of queens.
        queens: usize,
        /// The number of knights.
        knights: usize,
    },
    /// A queen attacks another piece along a line: the first such pair in
    /// the order given, queens before knights.
    QueenAttacks {
        /// The queen's cell.
        queen: usize,
        /// The attacked piece's cell.
        target: usize,
    },
    /// A knight attacks another piece by a knight's move.
    KnightAttacks {
        /// The knight's cell.
        knight: usize,
        /// The attacked piece's cell.
        target: usize,
    },
}

impl QueensKnights {
    /// The problem on the `n x n` board, `1 <= n <=` [`MAX_SIDE`].
    pub fn new(n: usize) -> Result<QueensKnights, Error> {
        let (model, words) = army::queen_attacks(n, "queens-knights")?;
        let cells = n * n;
        let mut knight = vec![0u64; cells * words];
        for r in 0..n {
            for c in 0..n {
                for (dr, dc) in KNIGHT_MOVES {
                    let (r2, c2) = (r as isize + dr, c as isize + dc);
                    if (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2) {
                        let to = r2 as usize * n + c2 as usize;
                        insert(&mut knight[(r * n + c) * words..][..words], to);
                    }
                }
            }
        }
        Ok(QueensKnights {
            n,
            lines: model.attack_bits().to_vec(),
            knight,
            words,
            symmetries: model.symmetries().to_vec(),
        })
    }

    /// The side of the board.
    pub fn side(&self) -> usize {
        self.n
    }

    /// The largest `m` with a placement of `m` queens and `m` knights, and
    /// every placement at that `m` counted: sizes 1, 2, ... are tried until
    /// one has no placement, each size above the answer searched in full.
    pub fn largest(&self) -> Largest {
        let pieces = self.most_pieces();
        let (total, unique) = self.count(pieces);
        Largest {
            pieces,
            total,
            unique,
        }
    }

    /// The largest `m` with a placement of `m` queens and `m` knights:
    /// sizes 1, 2, ... are tried until one has none, searched in full.
    pub fn most_pieces(&self) -> usize {
        let mut pieces = 0;
        while self.find(pieces + 1).is_some() {
            pieces += 1;
        }
        pieces
    }

    /// The placements of `m` queens and `m` knights, in all and up to the
    /// square's eight symmetries (Burnside's lemma over the placements
    /// found).
    ///
    /// ```
    /// use nqueens::queens_knights::QueensKnights;
    /// // One queen and one knight on the 4 x 4 board: 40 ways.
    /// assert_eq!(QueensKnights::new(4)?.count(1).0, 40);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn count(&self, m: usize) -> (u128, u128) {
        let (total, fixed) = army::by_width!(self.words, self.count_words(m));
        (total, fixed / self.symmetries.len() as u128)
    }

    /// The placements and the sum of their stabilizers, the boards after
    /// the first [`SPLIT_ROWS`] rows searched on every core.
    fn count_words<const W: usize>(&self, m: usize) -> (u128, u128) {
        let tally = |search: &mut Search<W>, row: usize, open: [u64; W], free: [u64; W]| {
            let (mut total, mut fixed) = (0u128, 0u128);
            let _ = search.queens(row, open, free, &mut |army| {
                total += 1;
                fixed += self.stabilizer(army) as u128;
                ControlFlow::Continue(())
            });
            (total, fixed)
        };
        let mut search = self.start::<W>(m);
        // Placements whose queens are all down before the split row are
        // counted here; the others' boards are collected at it.
        search.split_at = SPLIT_ROWS.min(self.n);
        let all = search.all;
        let (total, fixed) = tally(&mut search, 0, all, all);
        let starts = std::mem::take(&mut search.starts);
        search.split_at = usize::MAX;
        let run = |search: &mut Search<W>, start: &Start<W>| {
            search.army.queens.clone_from(&start.queens);
            tally(search, start.row, start.open, start.free)
        };
        let add = |a: (u128, u128), b: (u128, u128)| (a.0 + b.0, a.1 + b.1);
        #[cfg(feature = "parallel")]
        let rest = {
            use rayon::prelude::*;
            starts
                .par_iter()
                .map_init(|| self.start::<W>(m), run)
                .reduce(|| (0, 0), add)
        };
        #[cfg(not(feature = "parallel"))]
        let rest = starts
            .iter()
            .map(|start| run(&mut search, start))
            .fold((0, 0), add);
        add((total, fixed), rest)
    }

    /// One placement of `m` queens and `m` knights, the first in search
    /// order, or `None` when there is none.
    pub fn find(&self, m: usize) -> Option<Army> {
        army::by_width!(self.words, self.find_words(m))
    }

    /// The first placement in search order, the boards after the first
    /// [`SPLIT_ROWS`] rows searched on every core (the first of them that
    /// has one gives it, so the answer does not depend on the threads).
    fn find_words<const W: usize>(&self, m: usize) -> Option<Army> {
        let first_of = |search: &mut Search<W>, row: usize, open: [u64; W], free: [u64; W]| {
            let mut found = None;
            let _ = search.queens(row, open, free, &mut |army| {
                found = Some(army.clone());
                ControlFlow::Break(())
            });
            found
        };
        let mut search = self.start::<W>(m);
        search.split_at = SPLIT_ROWS.min(self.n);
        let all = search.all;
        // One found before the split comes after the boards collected so
        // far, which the collecting stops at.
        let early = first_of(&mut search, 0, all, all);
        let starts = std::mem::take(&mut search.starts);
        let run = |search: &mut Search<W>, start: &Start<W>| {
            search.army.queens.clone_from(&start.queens);
            first_of(search, start.row, start.open, start.free)
        };
        search.split_at = usize::MAX;
        let found = army::first_in_order(&starts, &mut search, || self.start::<W>(m), run);
        found.or(early)
    }

    /// Visits every placement of `m` queens and `m` knights, queens in
    /// lexicographic order of their cells and, for each, the knights in
    /// lexicographic order, until `visit` breaks.
    pub fn for_each<F>(&self, m: usize, mut visit: F)
    where
        F: FnMut(&Army) -> ControlFlow<()>,
    {
        self.each(m, &mut visit);
    }

    /// [`QueensKnights::for_each`]'s search, compiled here once with the
    /// library's optimisation rather than in each caller's crate.
    fn each(&self, m: usize, visit: &mut dyn FnMut(&Army) -> ControlFlow<()>) {
        army::by_width!(self.words, self.search(m, visit))
    }

    fn search<const W: usize>(&self, m: usize, visit: &mut dyn FnMut(&Army) -> ControlFlow<()>) {
        let mut search = self.start::<W>(m);
        let all = search.all;
        let _ = search.queens(0, all, all, visit);
    }

    /// A search for `m` of each, at its start.
    fn start<const W: usize>(&self, m: usize) -> Search<W> {
        let cells = self.n * self.n;
        let mut all = [0u64; W];
        for c in 0..cells {
            insert(&mut all, c);
        }
        Search::<W> {
            n: self.n,
            m,
            all,
            lines: (0..cells)
                .map(|c| row(&self.lines, self.words, c))
                .collect(),
            knight: (0..cells)
                .map(|c| row(&self.knight, self.words, c))
                .collect(),
            army: Army {
                queens: Vec::with_capacity(m),
                knights: Vec::with_capacity(m),
            },
            split_at: usize::MAX,
            starts: Vec::new(),
        }
    }

    /// How many of the square's symmetries map the placement to itself.
    pub fn stabilizer(&self, army: &Army) -> usize {
        let image = |perm: &[usize], cells: &[usize]| {
            let mut image: Vec<usize> = cells.iter().map(|&c| perm[c]).collect();
            image.sort_unstable();
            image
        };
        let (mut queens, mut knights) = (army.queens.clone(), army.knights.clone());
        queens.sort_unstable();
        knights.sort_unstable();
        self.symmetries
            .iter()
            .filter(|perm| image(perm, &queens) == queens && image(perm, &knights) == knights)
            .count()
    }

    /// Whether the placement is peaceful: every cell on the board, no two
    /// pieces on one cell, as many queens as knights, and no piece attacked.
    ///
    /// ```
    /// use nqueens::queens_knights::{Clash, QueensKnights};
    /// let problem = QueensKnights::new(4)?;
    /// // A queen on a4 (cell 0) and a knight on b2 (cell 9), a knight's
    /// // move away; with the knight on d2 (cell 11) instead, all is well.
    /// assert_eq!(
    ///     problem.check(&[0], &[9]),
    ///     Err(Clash::KnightAttacks { knight: 9, target: 0 })
    /// );
    /// assert_eq!(problem.check(&[0], &[11]), Ok(()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn check(&self, queens: &[usize], knights: &[usize]) -> Result<(), Clash> {
        let cells = self.n * self.n;
        let mut seen = vec![false; cells];
        for &cell in queens.iter().chain(knights) {
            if cell >= cells {
                return Err(Clash::OffBoard { cell });
            }
            if std::mem::replace(&mut seen[cell], true) {
                return Err(Clash::Shared { cell });
            }
        }
        if queens.len() != knights.len() {
            return Err(Clash::Unequal {
                queens: queens.len(),
                knights: knights.len(),
            });
        }
        let has = |table: &[u64], from: usize, to: usize| {
            table[from * self.words + to / 64] >> (to % 64) & 1 == 1
        };
        for &queen in queens {
            if let Some(&target) = queens
                .iter()
                .chain(knights)
                .find(|&&t| has(&self.lines, queen, t))
            {
                return Err(Clash::QueenAttacks { queen, target });
            }
        }
        for &knight in knights {
            if let Some(&target) = queens
                .iter()
                .chain(knights)
                .find(|&&t| has(&self.knight, knight, t))
            {
                return Err(Clash::KnightAttacks { knight, target });
            }
        }
        Ok(())
    }

    /// The board square of a cell.
    pub fn square(&self, cell: usize) -> Square {
        Square::new(cell / self.n, cell % self.n)
    }
}

const KNIGHT_MOVES: [(isize, isize); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// The rows decided before a count splits into boards for the threads.
const SPLIT_ROWS: usize = 3;

struct Search<const W: usize> {
    n: usize,
    m: usize,
    /// Every cell.
    all: [u64; W],
    lines: Vec<[u64; W]>,
    knight: Vec<[u64; W]>,
    army: Army,
    /// The row at which boards with queens still to place are collected
    /// into `starts` instead of searched (`usize::MAX`: none).
    split_at: usize,
    starts: Vec<Start<W>>,
}

/// A board part way down the search: a subproblem.
#[derive(Clone, Debug)]
struct Start<const W: usize> {
    row: usize,
    open: [u64; W],
    free: [u64; W],
    queens: Vec<usize>,
}

impl<const W: usize> Search<W> {
    /// Places the queens still missing from row `row` on: on cells `open`
    /// (on no queen's line), leaving the cells `free` (also on no queen's
    /// knight move) for the knights.
    fn queens(
        &mut self,
        row: usize,
        open: [u64; W],
        free: [u64; W],
        visit: &mut dyn FnMut(&Army) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let left = self.m - self.army.queens.len();
        if left == 0 {
            return self.knights(free, self.m, visit);
        }
        if row == self.split_at {
            self.starts.push(Start {
                row,
                open,
                free,
                queens: self.army.queens.clone(),
            });
            return ControlFlow::Continue(());
        }
        // Free cells only shrink as queens come, and the knights need m.
        if row + left > self.n || (ones(&free) as usize) < self.m {
            return ControlFlow::Continue(());
        }
        let mut in_row = [0u64; W];
        for c in row * self.n..(row + 1) * self.n {
            insert(&mut in_row, c);
        }
        for cell in cells_of(&and(&open, &in_row)) {
            let mut child_open = and_not(&open, &self.lines[cell]);
            child_open[cell / 64] &= !(1 << (cell % 64));
            let mut child_free = and_not(&free, &or(&self.lines[cell], &self.knight[cell]));
            child_free[cell / 64] &= !(1 << (cell % 64));
            self.army.queens.push(cell);
            let flow = self.queens(row + 1, child_open, child_free, visit);
            self.army.queens.pop();
            flow?;
        }
        // Or no queen in this row.
        self.queens(row + 1, open, free, visit)
    }

    /// Places `left` more knights on the free cells, none a knight's move
    /// from another, branching on the lowest free cell: in or out.
    fn knights(
        &mut self,
        free: [u64; W],
        left: usize,
        visit: &mut dyn FnMut(&Army) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if left == 0 {
            return visit(&self.army);
        }
        if (ones(&free) as usize) < left {
            return ControlFlow::Continue(());
        }
        let Some(cell) = lowest(&free) else {
            return ControlFlow::Continue(());
        };
        let mut without = free;
        without[cell / 64] &= !(1 << (cell % 64));
        self.army.knights.push(cell);
        let flow = self.knights(and_not(&without, &self.knight[cell]), left - 1, visit);
        self.army.knights.pop();
        flow?;
        self.knights(without, left, visit)
    }
}
