//! Peaceable queens: `m` white and `m` black queens on the `n x n` board,
//! no queen attacking one of the other colour (queens of one colour may
//! attack each other). The largest such `m` is OEIS A250000.
//!
//! ```
//! use nqueens::peaceable::Peaceable;
//!
//! // Nine white and nine black queens keep the peace on the 8 x 8 board;
//! // ten and ten do not.
//! let most = Peaceable::new(8)?.most();
//! assert_eq!(most.size, 9);
//! assert_eq!(Peaceable::new(8)?.check(&most.white, &most.black), Ok(()));
//! # Ok::<(), nqueens::Error>(())
//! ```
//!
//! # The search
//!
//! The cells are decided in row-major order, each white, black or empty.
//! A cell may take a colour only when no queen of the other colour
//! attacks it, so each queen placed shrinks the cells left for the other
//! colour; a board is dropped when the queens of either colour, plus the
//! undecided cells still open to that colour, are fewer than `m`. Swapping
//! the colours maps solutions to solutions, so the first queen placed is
//! white. Whether `m` is possible is decided exactly: [`Peaceable::most`]
//! finds a placement for each `m` until one size has none, searched in
//! full.

use crate::army;
use crate::bitset::{and_not, contains, insert, ones, or, row};
use crate::error::Error;

/// The largest side [`Peaceable::new`] takes: the search keeps four words
/// per board, and the exhaustive proof that `m + 1` queens of each colour
/// do not fit grows steeply with the side (see the benchmarks).
pub const MAX_SIDE: usize = army::MAX_SIDE;

/// The problem on one board size.
#[derive(Clone, Debug)]
pub struct Peaceable {
    n: usize,
    /// Per cell, the cells sharing a line with it (not itself).
    attacks: Vec<u64>,
    words: usize,
}

/// The largest peaceful armies found and proven largest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Armies {
    /// The largest `m`: `m` white and `m` black queens fit.
    pub size: usize,
    /// The white queens' cells (`row * n + col`), increasing.
    pub white: Vec<usize>,
    /// The black queens' cells, increasing.
    pub black: Vec<usize>,
}

/// Why two armies are not at peace.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Breach {
    /// A cell is off the board.
    OffBoard {
        /// The cell.
        cell: usize,
    },
    /// Two queens stand on one cell.
    Shared {
        /// The cell.
        cell: usize,
    },
    /// The armies are not the same size.
    Unequal {
        /// White queens.
        white: usize,
        /// Black queens.
        black: usize,
    },
    /// A white queen and a black queen share a line: the first such pair.
    Attack {
        /// The white queen's cell.
        white: usize,
        /// The black queen's cell.
        black: usize,
    },
}

impl Peaceable {
    /// The problem on the `n x n` board, `1 <= n <=` [`MAX_SIDE`].
    pub fn new(n: usize) -> Result<Peaceable, Error> {
        let (model, words) = army::queen_attacks(n, "peaceable")?;
        Ok(Peaceable {
            n,
            attacks: model.attack_bits().to_vec(),
            words,
        })
    }

    /// The side of the board.
    pub fn side(&self) -> usize {
        self.n
    }

    /// The largest `m`, with one placement of `m` queens of each colour:
    /// sizes 1, 2, ... are tried until one has no placement.
    pub fn most(&self) -> Armies {
        let mut best = Armies {
            size: 0,
            white: Vec::new(),
            black: Vec::new(),
        };
        while let Some((white, black)) = self.find(best.size + 1) {
            best = Armies {
                size: white.len(),
                white,
                black,
            };
        }
        best
    }

    /// A placement of `m` white and `m` black queens at peace, the first in
    /// search order, or `None` when the search proves there is none.
    ///
    /// ```
    /// use nqueens::peaceable::Peaceable;
    /// let problem = Peaceable::new(4)?;
    /// assert!(problem.find(2).is_some());
    /// assert_eq!(problem.find(3), None);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn find(&self, m: usize) -> Option<(Vec<usize>, Vec<usize>)> {
        if m == 0 {
            return Some((Vec::new(), Vec::new()));
        }
        army::by_width!(self.words, self.search(m))
    }

    fn search<const W: usize>(&self, m: usize) -> Option<(Vec<usize>, Vec<usize>)> {
        let mut search = self.start::<W>(m);
        // The boards after the first cells are collected, then searched on
        // every core; the first in search order that succeeds is the
        // answer, so the placement found does not depend on the threads.
        search.split_at = SPLIT_CELLS.min(search.cells);
        if search.run(0, [0; W], [0; W]) {
            // Found before the split: after the boards collected so far,
            // which come earlier in search order.
            let (white, black) = (search.white.clone(), search.black.clone());
            search.starts.push(Start {
                cell: 0,
                white_hit: [0; W],
                black_hit: [0; W],
                white,
                black,
            });
        }
        let starts = std::mem::take(&mut search.starts);
        let run = |search: &mut Search<W>, start: &Start<W>| {
            search.white.clone_from(&start.white);
            search.black.clone_from(&start.black);
            search
                .run(start.cell, start.white_hit, start.black_hit)
                .then(|| (search.white.clone(), search.black.clone()))
        };
        // In turn, the serial search must not collect boards again.
        search.split_at = usize::MAX;
        army::first_in_order(&starts, &mut search, || self.start::<W>(m), run)
    }

    /// A search for `m` of each colour, at its start.
    fn start<const W: usize>(&self, m: usize) -> Search<W> {
        let cells = self.n * self.n;
        Search::<W> {
            cells,
            m,
            attacks: (0..cells)
                .map(|c| row(&self.attacks, self.words, c))
                .collect(),
            suffix: (0..=cells)
                .map(|from| {
                    let mut set = [0u64; W];
                    for c in from..cells {
                        insert(&mut set, c);
                    }
                    set
                })
                .collect(),
            white: Vec::new(),
            black: Vec::new(),
            split_at: usize::MAX,
            starts: Vec::new(),
        }
    }

    /// Whether the armies are at peace: cells on the board and distinct,
    /// the same number of each colour, and no white queen on a line with a
    /// black one.
    ///
    /// ```
    /// use nqueens::peaceable::{Breach, Peaceable};
    /// let problem = Peaceable::new(3)?;
    /// // a3 (cell 0) and b1 (cell 7) are a knight's move apart: at peace.
    /// assert_eq!(problem.check(&[0], &[7]), Ok(()));
    /// assert_eq!(problem.check(&[0], &[8]), Err(Breach::Attack { white: 0, black: 8 }));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn check(&self, white: &[usize], black: &[usize]) -> Result<(), Breach> {
        let cells = self.n * self.n;
        let mut seen = vec![false; cells];
        for &cell in white.iter().chain(black) {
            if cell >= cells {
                return Err(Breach::OffBoard { cell });
            }
            if std::mem::replace(&mut seen[cell], true) {
                return Err(Breach::Shared { cell });
            }
        }
        if white.len() != black.len() {
            return Err(Breach::Unequal {
                white: white.len(),
                black: black.len(),
            });
        }
        for &w in white {
            for &b in black {
                if contains(&self.attacks[w * self.words..][..self.words], b) {
                    return Err(Breach::Attack { white: w, black: b });
                }
            }
        }
        Ok(())
    }
}

/// The cells decided before a search splits into boards for the threads.
const SPLIT_CELLS: usize = 12;

/// A board part way down the search: a subproblem.
#[derive(Clone, Debug)]
struct Start<const W: usize> {
    cell: usize,
    white_hit: [u64; W],
    black_hit: [u64; W],
    white: Vec<usize>,
    black: Vec<usize>,
}

struct Search<const W: usize> {
    /// The cell at which boards are collected into `starts` instead of
    /// searched (`usize::MAX`: none).
    split_at: usize,
    starts: Vec<Start<W>>,
    cells: usize,
    m: usize,
    attacks: Vec<[u64; W]>,
    /// `suffix[i]`: the cells `i..`.
    suffix: Vec<[u64; W]>,
    white: Vec<usize>,
    black: Vec<usize>,
}

impl<const W: usize> Search<W> {
    /// Decides cells `cell..`, where `white_hit` and `black_hit` are the
    /// cells attacked by (or holding) a white and a black queen. True when
    /// both armies reach `m`.
    fn run(&mut self, cell: usize, white_hit: [u64; W], black_hit: [u64; W]) -> bool {
        let (whites, blacks) = (self.white.len(), self.black.len());
        if whites == self.m && blacks == self.m {
            return true;
        }
        let rest = &self.suffix[cell];
        // The undecided cells that each colour could still take.
        let open_white = whites + ones(&and_not(rest, &black_hit)) as usize;
        let open_black = blacks + ones(&and_not(rest, &white_hit)) as usize;
        if cell == self.cells || open_white < self.m || open_black < self.m {
            return false;
        }
        if cell == self.split_at {
            self.starts.push(Start {
                cell,
                white_hit,
                black_hit,
                white: self.white.clone(),
                black: self.black.clone(),
            });
            return false;
        }
        let bit = {
            let mut b = [0u64; W];
            b[cell / 64] = 1 << (cell % 64);
            b
        };
        let hit = or(&self.attacks[cell], &bit);
        let free_of = |set: &[u64; W]| set[cell / 64] >> (cell % 64) & 1 == 0;
        if whites < self.m && free_of(&black_hit) {
            self.white.push(cell);
            if self.run(cell + 1, or(&white_hit, &hit), black_hit) {
                return true;
            }
            self.white.pop();
        }
        // The colours are interchangeable: the first queen is white.
        if blacks < self.m && whites > 0 && free_of(&white_hit) {
            self.black.push(cell);
            if self.run(cell + 1, white_hit, or(&black_hit, &hit)) {
                return true;
            }
            self.black.pop();
        }
        self.run(cell + 1, white_hit, black_hit)
    }
}
