//! Random instances of the excluded-diagonals problem (CSPLib prob079).

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use super::puzzle::Puzzle;
use crate::Line;
use crate::error::{Error, ErrorKind};

/// The largest board [`ExcludedDiagonals::random`] makes lists for: it
/// keeps a flag for every square.
pub const MAX_RANDOM_N: usize = 1000;

/// An instance list of the excluded-diagonals problem: a board size and
/// diagonals in order, of which the first `d`, for any `d`, make an
/// instance ([`ExcludedDiagonals::first`]). This is how Gent, Jefferson
/// and Nightingale ("Complexity of n-Queens Completion", JAIR 2017) define
/// their benchmark: taking any other subset would change the distribution
/// of instances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExcludedDiagonals {
    n: usize,
    lines: Vec<Line>,
}

impl ExcludedDiagonals {
    /// A random list for the `n x n` board, as the benchmark's generator
    /// makes it: the diagonals (`i + j = k`) and anti-diagonals
    /// (`i - j + n = k`) each in a random order, then, over and over, one
    /// of the two kinds at random and the next line of that kind, excluded
    /// unless that would leave some row or column fewer than `min_free`
    /// free squares (the benchmark takes 4), until both kinds run out.
    ///
    /// The same `n`, `min_free` and `seed` give the same list.
    ///
    /// ```
    /// use nqueens::complete::{ExcludedDiagonals, count_completions};
    /// let list = ExcludedDiagonals::random(10, 4, 1).unwrap();
    /// assert_eq!(list, ExcludedDiagonals::random(10, 4, 1).unwrap());
    /// // No lines, no constraint: the 724 solutions of the 10 x 10 board.
    /// assert_eq!(count_completions(&list.first(0)), Ok(724));
    /// // All of them: every row and column keeps 4 free squares or more.
    /// assert!(list.lines().len() > 10);
    /// ```
    pub fn random(n: usize, min_free: usize, seed: u64) -> Result<ExcludedDiagonals, Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if n > MAX_RANDOM_N {
            return Err(Error::new(ErrorKind::TooLarge {
                method: "excluded-diagonals",
                n,
                max: MAX_RANDOM_N,
                instead: None,
            }));
        }
        let mut random = Xoshiro256PlusPlus::seed_from_u64(seed);
        let lines = 2 * n - 1;
        let mut diagonals: Vec<Line> = (0..lines).map(Line::Diagonal).collect();
        let mut anti_diagonals: Vec<Line> = (1..=lines).map(Line::AntiDiagonal).collect();
        shuffle(&mut diagonals, &mut random);
        shuffle(&mut anti_diagonals, &mut random);
        let mut excluded = vec![false; n * n];
        let mut free_in_row = vec![n; n];
        let mut free_in_col = vec![n; n];
        let mut chosen = Vec::new();
        loop {
            let pick_diagonal = match (diagonals.is_empty(), anti_diagonals.is_empty()) {
                (true, true) => break,
                (false, true) => true,
                (true, false) => false,
                (false, false) => random.next_u64() & 1 == 0,
            };
            let line = if pick_diagonal {
                diagonals.pop()
            } else {
                anti_diagonals.pop()
            }
            .expect("the kind picked has lines left");
            let newly: Vec<_> = line
                .squares(n)
                .filter(|s| !excluded[s.row * n + s.col])
                .collect();
            if newly
                .iter()
                .any(|s| free_in_row[s.row] <= min_free || free_in_col[s.col] <= min_free)
            {
                continue;
            }
            for s in newly {
                excluded[s.row * n + s.col] = true;
                free_in_row[s.row] -= 1;
                free_in_col[s.col] -= 1;
            }
            chosen.push(line);
        }
        Ok(ExcludedDiagonals { n, lines: chosen })
    }

    /// A list read elsewhere (from a file of the benchmark, say). Every line
    /// must be a diagonal or an anti-diagonal of the board.
    ///
    /// ```
    /// use nqueens::{Line, complete::ExcludedDiagonals};
    /// assert!(ExcludedDiagonals::new(8, vec![Line::Diagonal(14)]).is_ok());
    /// assert!(ExcludedDiagonals::new(8, vec![Line::Diagonal(15)]).is_err());
    /// assert!(ExcludedDiagonals::new(8, vec![Line::Row(0)]).is_err());
    /// ```
    pub fn new(n: usize, lines: Vec<Line>) -> Result<ExcludedDiagonals, Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if let Some(&line) = lines.iter().find(|line| !is_diagonal_of(**line, n)) {
            return Err(Error::new(ErrorKind::NotADiagonal { line, n }));
        }
        Ok(ExcludedDiagonals { n, lines })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The diagonals, in order.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The instance of the first `d` diagonals (all of them, if there are
    /// fewer).
    pub fn first(&self, d: usize) -> Puzzle {
        self.lines
            .iter()
            .take(d)
            .fold(Puzzle::new(self.n), |puzzle, &line| {
                puzzle.with_excluded(line)
            })
    }
}

fn is_diagonal_of(line: Line, n: usize) -> bool {
    match line {
        Line::Diagonal(k) => k < 2 * n - 1,
        Line::AntiDiagonal(k) => (1..2 * n).contains(&k),
        Line::Row(_) | Line::Column(_) => false,
    }
}

/// Fisher and Yates's shuffle.
fn shuffle<T>(items: &mut [T], random: &mut Xoshiro256PlusPlus) {
    for last in (1..items.len()).rev() {
        let pick = (random.next_u64() % (last as u64 + 1)) as usize;
        items.swap(last, pick);
    }
}
