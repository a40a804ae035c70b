//! Completing a board: some queens already placed, some squares blocked,
//! the rest to fill (the n-queens completion problem, NP-complete: Gent,
//! Jefferson and Nightingale, 2017).
//!
//! The search keeps, for every row still empty, the set of columns where a
//! queen could still go, as a bitset of any width (no 64-column limit), and
//! always fills next the row with the fewest choices. Placing a queen
//! removes at most three squares from each other row (its column and its two
//! diagonals), so a step costs O(n), and a row left with no choice is seen
//! at once. Removed squares go on a trail and come back on the way out.
//!
//! Listing or counting every completion walks the whole tree, columns in
//! increasing order. Finding one completion is different: a fixed order of
//! columns can wander for minutes in a barren part of the tree of a board of
//! a few hundred rows (the heavy tail that backtracking searches are known
//! for), so [`find_completion`] tries the columns of each row from a random
//! point and restarts with a fresh order whenever a run exceeds its budget of
//! steps, doubling the budget each time. The budget grows without bound, so
//! the search stays complete: a run that ends within its budget without a
//! completion proves there is none. The random order comes from a fixed
//! seed, so the answer is the same on every run.
//!
//! With nothing placed and nothing blocked this is the plain n-queens
//! problem: [`count_completions`] then equals [`crate::count()`], in another
//! order of search.

use std::collections::HashSet;
use std::ops::ControlFlow;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use crate::board::{Conflict, Placement, Square, attacking_pairs};
use crate::error::{Error, ErrorKind};

/// A board to complete: its size, the queens already on it and the squares
/// no queen may use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzle {
    n: usize,
    queens: Vec<Square>,
    blocked: Vec<Square>,
}

impl Puzzle {
    /// An empty `n x n` board.
    pub fn new(n: usize) -> Puzzle {
        Puzzle {
            n,
            queens: Vec::new(),
            blocked: Vec::new(),
        }
    }

    /// The board with a queen placed on `square` too.
    pub fn with_queen(mut self, square: Square) -> Puzzle {
        self.queens.push(square);
        self
    }

    /// The board with `square` blocked too.
    pub fn with_blocked(mut self, square: Square) -> Puzzle {
        self.blocked.push(square);
        self
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens placed beforehand.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The blocked squares.
    pub fn blocked(&self) -> &[Square] {
        &self.blocked
    }

    /// Checks the puzzle: squares on the board, no two given queens
    /// attacking each other, no queen on a blocked square.
    pub fn check(&self) -> Result<(), Error> {
        let n = self.n;
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if let Some(&square) = self
            .queens
            .iter()
            .chain(&self.blocked)
            .find(|s| s.row >= n || s.col >= n)
        {
            return Err(Error::new(ErrorKind::SquareOffBoard { square, n }));
        }
        let conflicts: Vec<Conflict> = attacking_pairs(n, &self.queens);
        if !conflicts.is_empty() {
            return Err(Error::new(ErrorKind::PlacedQueensAttack { conflicts, n }));
        }
        let blocked: HashSet<Square> = self.blocked.iter().copied().collect();
        if let Some(&square) = self.queens.iter().find(|q| blocked.contains(q)) {
            return Err(Error::new(ErrorKind::QueenOnBlockedSquare { square, n }));
        }
        Ok(())
    }
}

/// One completion of the puzzle, if there is one.
///
/// ```
/// use nqueens::{Square, complete::{Puzzle, find_completion}};
///
/// // With a queen on a1 the eight queens can still be completed...
/// let puzzle = Puzzle::new(8).with_queen(Square::parse("a1", 8).unwrap());
/// let solution = find_completion(&puzzle).unwrap().unwrap();
/// assert!(solution.is_solution() && solution.queens()[7] == 0);
///
/// // ...but not with the 4 x 4 board's corner taken.
/// let puzzle = Puzzle::new(4).with_queen(Square::new(0, 0));
/// assert_eq!(find_completion(&puzzle).unwrap(), None);
/// ```
pub fn find_completion(puzzle: &Puzzle) -> Result<Option<Placement>, Error> {
    /// The seed of the column orders: fixed, so that answers repeat.
    const SEED: u64 = 0x006e_7175_6565_6e73;
    /// Steps allowed to the first run; each restart doubles it.
    const FIRST_BUDGET: u64 = 1 << 10;
    puzzle.check()?;
    let mut random = Xoshiro256PlusPlus::seed_from_u64(SEED);
    let mut budget = FIRST_BUDGET;
    loop {
        let Some(mut search) = Search::for_puzzle(puzzle) else {
            return Ok(None);
        };
        search.order = Order::Random {
            random: Xoshiro256PlusPlus::seed_from_u64(random.next_u64()),
            budget,
        };
        let mut found = None;
        let flow = search.run(&mut |queens: &[usize]| {
            found = Some(queens.to_vec());
            ControlFlow::Break(())
        });
        match found {
            Some(queens) => {
                return Ok(Some(
                    Placement::new(queens).expect("a completion is a placement"),
                ));
            }
            // The whole tree walked within the budget: there is none.
            None if flow.is_continue() => return Ok(None),
            None => budget = budget.saturating_mul(2),
        }
    }
}

/// The number of completions of the puzzle.
///
/// ```
/// use nqueens::complete::{Puzzle, count_completions};
/// assert_eq!(count_completions(&Puzzle::new(8)), Ok(92));
/// ```
pub fn count_completions(puzzle: &Puzzle) -> Result<u128, Error> {
    let mut count = 0u128;
    for_each_completion(puzzle, |_| {
        count += 1;
        ControlFlow::Continue(())
    })?;
    Ok(count)
}

/// Calls `visit` with every completion of the puzzle (as `queens[r]`, the
/// column of each row's queen) until it returns [`ControlFlow::Break`].
///
/// Completions come in the order of the search, which fills the most
/// constrained row first: not lexicographic order.
pub fn for_each_completion<F>(puzzle: &Puzzle, mut visit: F) -> Result<(), Error>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    puzzle.check()?;
    if let Some(mut search) = Search::for_puzzle(puzzle) {
        let _stopped = search.run(&mut visit);
    }
    Ok(())
}

/// The order in which a search tries the columns of a row.
enum Order {
    /// Increasing columns, the whole tree: for listing and counting.
    Increasing,
    /// From a random column on, giving up (with `Break`) after `budget`
    /// steps: for finding one completion with restarts.
    Random {
        random: Xoshiro256PlusPlus,
        budget: u64,
    },
}

/// The state of the search: per empty row, the columns still possible.
struct Search {
    n: usize,
    words: usize,
    /// `free[row * words ..][..words]`: the row's possible columns.
    free: Vec<u64>,
    /// How many columns each row still has.
    choices: Vec<usize>,
    /// The column of each row's queen, or `EMPTY`.
    queens: Vec<usize>,
    /// Squares removed by placements, to put back when undone.
    trail: Vec<(usize, usize)>,
    order: Order,
}

const EMPTY: usize = usize::MAX;

impl Search {
    fn new(n: usize) -> Search {
        let words = n.div_ceil(64);
        let mut free = vec![u64::MAX; n * words];
        // Clear the bits past column n - 1 in each row's last word.
        if !n.is_multiple_of(64) {
            let tail = u64::MAX >> (64 - n % 64);
            for row in 0..n {
                free[row * words + words - 1] = tail;
            }
        }
        Search {
            n,
            words,
            free,
            choices: vec![n; n],
            queens: vec![EMPTY; n],
            trail: Vec::new(),
            order: Order::Increasing,
        }
    }

    /// The search with the puzzle's squares blocked and queens placed, or
    /// `None` when the queens given already leave some row no square.
    fn for_puzzle(puzzle: &Puzzle) -> Option<Search> {
        let mut search = Search::new(puzzle.n);
        for &square in &puzzle.blocked {
            search.block(square);
        }
        for &square in &puzzle.queens {
            if !search.place(square.row, square.col) {
                return None;
            }
        }
        Some(search)
    }

    /// The smallest possible column of `row` at or after `from`.
    fn next_free(&self, row: usize, from: usize) -> Option<usize> {
        if from >= self.n {
            return None;
        }
        let words = &self.free[row * self.words..][..self.words];
        let mut word = from / 64;
        let mut bits = words[word] & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            if word == self.words {
                return None;
            }
            bits = words[word];
        }
    }

    fn is_free(&self, row: usize, col: usize) -> bool {
        self.free[row * self.words + col / 64] & (1 << (col % 64)) != 0
    }

    /// Removes a square from its row's choices, remembering it on the trail.
    fn remove(&mut self, row: usize, col: usize) {
        if self.is_free(row, col) {
            self.free[row * self.words + col / 64] &= !(1 << (col % 64));
            self.choices[row] -= 1;
            self.trail.push((row, col));
        }
    }

    fn block(&mut self, square: Square) {
        self.remove(square.row, square.col);
    }

    /// Places a queen and removes the squares it attacks from every empty
    /// row; returns false when some empty row is left with no square.
    fn place(&mut self, row: usize, col: usize) -> bool {
        self.queens[row] = col;
        let mut dead_end = false;
        for other in 0..self.n {
            if self.queens[other] != EMPTY {
                continue;
            }
            let distance = other.abs_diff(row);
            self.remove(other, col);
            if col + distance < self.n {
                self.remove(other, col + distance);
            }
            if let Some(left) = col.checked_sub(distance) {
                self.remove(other, left);
            }
            dead_end |= self.choices[other] == 0;
        }
        !dead_end
    }

    /// Takes back everything removed since the trail had `mark` entries.
    fn undo_to(&mut self, mark: usize) {
        for (row, col) in self.trail.drain(mark..).rev() {
            self.free[row * self.words + col / 64] |= 1 << (col % 64);
            self.choices[row] += 1;
        }
    }

    /// The empty row with the fewest choices, if any row is empty.
    fn most_constrained_row(&self) -> Option<usize> {
        (0..self.n)
            .filter(|&row| self.queens[row] == EMPTY)
            .min_by_key(|&row| self.choices[row])
    }

    fn run<F>(&mut self, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        let Some(row) = self.most_constrained_row() else {
            return visit(&self.queens);
        };
        // Where the row's columns are first tried: the left edge, or a
        // random column, going round to the left edge after the right one.
        let start = match &mut self.order {
            Order::Increasing => 0,
            Order::Random { random, budget } => {
                if *budget == 0 {
                    return ControlFlow::Break(());
                }
                *budget -= 1;
                (random.next_u64() % self.n as u64) as usize
            }
        };
        // The chosen row's own choices do not change below it (only empty
        // rows are touched), so they can be read as the loop goes.
        let mut next = self.next_free(row, start);
        let mut wrapped = false;
        loop {
            let col = match next {
                Some(col) if !wrapped || col < start => col,
                _ if !wrapped && start > 0 => {
                    wrapped = true;
                    match self.next_free(row, 0) {
                        Some(col) if col < start => col,
                        _ => break,
                    }
                }
                _ => break,
            };
            let mark = self.trail.len();
            let flow = if self.place(row, col) {
                self.run(visit)
            } else {
                ControlFlow::Continue(())
            };
            self.undo_to(mark);
            self.queens[row] = EMPTY;
            flow?;
            next = self.next_free(row, col + 1);
        }
        ControlFlow::Continue(())
    }
}
