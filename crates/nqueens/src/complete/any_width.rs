//! The search [`super`] runs on a board of any width: the lines the queens
//! hold as bitsets of any number of words, the most constrained row (or
//! column) filled first. It takes a puzzle's parts rather than the puzzle,
//! so as not to import its parent.

use std::ops::ControlFlow;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use crate::board::Square;

/// The order in which a search tries the columns of a row.
pub(super) enum Order {
    /// Increasing columns, the whole tree: for listing and counting.
    Increasing,
    /// From a random column on, giving up (with `Break`) after `budget`
    /// steps: for finding one completion with restarts.
    Random {
        random: Xoshiro256PlusPlus,
        budget: u64,
    },
}

/// The state of the search: the lines the queens hold, and per empty row
/// and unused column how many squares are still free.
///
/// A square is free when no queen holds its column or either diagonal and it
/// is not blocked; the search stores the lines, not the squares, so memory
/// is O(n) (and n x n bits when some square is blocked), and a row's free
/// columns are read 64 at a time from the line bitsets.
pub(super) struct Search {
    pub(super) n: usize,
    /// Words of a row: `n.div_ceil(64)`.
    pub(super) words: usize,
    /// Columns held by a queen, one bit each, plus a spare word so that any
    /// 64 bits in a row can be read as one word.
    pub(super) cols: Vec<u64>,
    /// Diagonals `row + col` held by a queen (plus a spare word).
    pub(super) up: Vec<u64>,
    /// Diagonals `col + (n - 1) - row` held by a queen (plus a spare word):
    /// numbered so that both diagonals grow with the column.
    pub(super) down: Vec<u64>,
    /// `blocked[row * words ..][..words]`: the row's blocked squares; empty
    /// when no square is blocked.
    pub(super) blocked: Vec<u64>,
    /// How many free squares each empty row has.
    pub(super) choices: Vec<usize>,
    /// How many empty rows each unused column has a free square in.
    pub(super) support: Vec<usize>,
    /// The column of each row's queen, or `EMPTY`.
    pub(super) queens: Vec<usize>,
    /// The empty rows.
    pub(super) empty: Members,
    /// The unused columns.
    pub(super) open: Members,
    pub(super) order: Order,
    /// Whether a column left with no free square ends a branch, and
    /// whether a search for one completion fills such tight columns first.
    /// Off only where answers must stay as they were before columns were
    /// watched (see [`find_completion`]); never changes what is found in
    /// all.
    pub(super) columns: bool,
    /// Queens placed by the search (each a node of its tree below the root).
    pub(super) placed: u64,
}

pub(super) const EMPTY: usize = usize::MAX;

/// A set of rows or columns as a list in no order, with where each member
/// stands in it: O(1) to take a member out and, last out first, to put it
/// back where it was, so the list after a search is the list before.
pub(super) struct Members {
    pub(super) list: Vec<usize>,
    pub(super) slot: Vec<usize>,
}

impl Members {
    pub(super) fn all(n: usize) -> Members {
        Members {
            list: (0..n).collect(),
            slot: (0..n).collect(),
        }
    }

    pub(super) fn of(n: usize, keep: impl Fn(usize) -> bool) -> Members {
        let list: Vec<usize> = (0..n).filter(|&x| keep(x)).collect();
        let mut slot = vec![0; n];
        for (at, &x) in list.iter().enumerate() {
            slot[x] = at;
        }
        Members { list, slot }
    }

    pub(super) fn len(&self) -> usize {
        self.list.len()
    }

    pub(super) fn remove(&mut self, x: usize) {
        let at = self.slot[x];
        let last = self.list.pop().expect("a member to remove");
        if last != x {
            self.list[at] = last;
            self.slot[last] = at;
        }
    }

    /// Puts back `x`, the member removed last.
    pub(super) fn restore(&mut self, x: usize) {
        let at = self.slot[x];
        if at < self.list.len() {
            let moved = self.list[at];
            self.slot[moved] = self.list.len();
            self.list.push(moved);
            self.list[at] = x;
        } else {
            self.list.push(x);
        }
    }
}

/// The 64 bits of `bits` from bit `start` on.
#[inline]
pub(super) fn window(bits: &[u64], start: usize) -> u64 {
    let (word, shift) = (start / 64, start % 64);
    if shift == 0 {
        bits[word]
    } else {
        (bits[word] >> shift) | (bits[word + 1] << (64 - shift))
    }
}

#[inline]
pub(super) fn has(bits: &[u64], index: usize) -> bool {
    bits[index / 64] & (1 << (index % 64)) != 0
}

#[inline]
pub(super) fn flip(bits: &mut [u64], index: usize) {
    bits[index / 64] ^= 1 << (index % 64);
}

impl Search {
    /// The search with the `blocked` squares blocked and `queens` placed, or
    /// `None` when the puzzle already leaves some empty row, or some unused
    /// column, without a free square (so a fully blocked row or column is
    /// refused before any search).
    pub(super) fn for_puzzle(n: usize, queens: &[Square], blocked: &[Square]) -> Option<Search> {
        let words = n.div_ceil(64);
        let lines = (2 * n - 1).div_ceil(64) + 1;
        let mut search = Search {
            n,
            words,
            cols: vec![0; words + 1],
            up: vec![0; lines],
            down: vec![0; lines],
            blocked: Vec::new(),
            choices: vec![n; n],
            support: vec![n; n],
            queens: vec![EMPTY; n],
            empty: Members::all(n),
            open: Members::all(n),
            order: Order::Increasing,
            columns: true,
            placed: 0,
        };
        if !blocked.is_empty() {
            search.blocked = vec![0; n * words];
            for square in blocked {
                let index = square.row * words * 64 + square.col;
                // A square listed twice is blocked once.
                if !has(&search.blocked, index) {
                    flip(&mut search.blocked, index);
                    search.choices[square.row] -= 1;
                    search.support[square.col] -= 1;
                }
            }
        }
        if queens.len() <= n / 8 {
            // Few queens: each costs a pass over the empty rows. Counts only
            // fall as queens are added, so the end state decides.
            for &square in queens {
                let _ = search.place(square.row, square.col);
            }
        } else {
            // Many: cheaper to count the few free squares left afresh.
            search.place_all(queens);
        }
        let dead_line = search
            .empty
            .list
            .iter()
            .any(|&row| search.choices[row] == 0)
            || search.open.list.iter().any(|&col| search.support[col] == 0);
        (!dead_line).then_some(search)
    }

    /// Places every queen of `queens` at once and counts each empty row's
    /// and unused column's free squares afresh: O(n) a queen and O(n) an
    /// empty row, plus one step a free square.
    pub(super) fn place_all(&mut self, queens: &[Square]) {
        let n = self.n;
        for &Square { row, col } in queens {
            self.queens[row] = col;
            flip(&mut self.cols, col);
            flip(&mut self.up, row + col);
            flip(&mut self.down, col + n - 1 - row);
        }
        self.empty = Members::of(n, |row| self.queens[row] == EMPTY);
        self.open = Members::of(n, |col| !has(&self.cols, col));
        self.support.fill(0);
        for index in 0..self.empty.len() {
            let row = self.empty.list[index];
            self.choices[row] = 0;
            for word in 0..self.words {
                let mut bits = self.free_word(row, word);
                self.choices[row] += bits.count_ones() as usize;
                while bits != 0 {
                    self.support[word * 64 + bits.trailing_zeros() as usize] += 1;
                    bits &= bits - 1;
                }
            }
        }
    }

    /// The free columns `64 * word ..` of `row`, one bit each.
    #[inline]
    pub(super) fn free_word(&self, row: usize, word: usize) -> u64 {
        let n = self.n;
        let first = 64 * word;
        let mut taken = self.cols[word]
            | window(&self.up, row + first)
            | window(&self.down, n - 1 - row + first);
        if !self.blocked.is_empty() {
            taken |= self.blocked[row * self.words + word];
        }
        let valid = if first + 64 <= n {
            u64::MAX
        } else {
            u64::MAX >> (first + 64 - n)
        };
        !taken & valid
    }

    // Called three times per empty row for every queen placed: inlined.
    #[inline(always)]
    pub(super) fn is_free(&self, row: usize, col: usize) -> bool {
        let n = self.n;
        !has(&self.cols, col)
            && !has(&self.up, row + col)
            && !has(&self.down, col + n - 1 - row)
            && (self.blocked.is_empty() || !has(&self.blocked, row * self.words * 64 + col))
    }

    /// The smallest free column of `row` at or after `from`.
    pub(super) fn next_free(&self, row: usize, from: usize) -> Option<usize> {
        if from >= self.n {
            return None;
        }
        let mut word = from / 64;
        let mut bits = self.free_word(row, word) & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            if word == self.words {
                return None;
            }
            bits = self.free_word(row, word);
        }
    }

    /// The free column of `row` with `index` free columns before it.
    pub(super) fn nth_free(&self, row: usize, mut index: usize) -> usize {
        for word in 0..self.words {
            let mut bits = self.free_word(row, word);
            let ones = bits.count_ones() as usize;
            if index < ones {
                for _ in 0..index {
                    bits &= bits - 1;
                }
                return word * 64 + bits.trailing_zeros() as usize;
            }
            index -= ones;
        }
        unreachable!("a row has as many free columns as its count says")
    }

    /// Adds `delta` (1 or -1) to the support of every free column of `row`:
    /// the row leaving, or coming back to, the empty rows. Returns whether
    /// some column other than `except` is left with no support.
    pub(super) fn add_row_support(&mut self, row: usize, delta: isize, except: usize) -> bool {
        let mut dead = false;
        for word in 0..self.words {
            let mut bits = self.free_word(row, word);
            while bits != 0 {
                let col = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.support[col] = self.support[col].wrapping_add_signed(delta);
                dead |= self.support[col] == 0 && col != except;
            }
        }
        dead
    }

    /// Takes (`row`, `col`) from its row's and column's free squares if it
    /// is free; says whether that left the column none. (Called for three
    /// squares of every empty row for every queen placed: inlined.)
    #[inline(always)]
    pub(super) fn lose(&mut self, row: usize, col: usize) -> bool {
        if !self.is_free(row, col) {
            return false;
        }
        self.choices[row] -= 1;
        self.support[col] -= 1;
        self.support[col] == 0
    }

    /// Gives (`row`, `col`) back to its row and column if it is free.
    #[inline(always)]
    pub(super) fn gain(&mut self, row: usize, col: usize) {
        if self.is_free(row, col) {
            self.choices[row] += 1;
            self.support[col] += 1;
        }
    }

    /// Places a queen, taking the squares it attacks from every empty row
    /// and unused column; returns false when some empty row or unused
    /// column is left with no free square. [`Search::undo`] takes it back.
    pub(super) fn place(&mut self, row: usize, col: usize) -> bool {
        let n = self.n;
        self.empty.remove(row);
        self.open.remove(col);
        // The row no longer needs a column: its free squares stop counting
        // for their columns (which has to be read before the queen's lines
        // are taken).
        let mut dead_column = self.add_row_support(row, -1, col);
        let mut dead_row = false;
        // Each other empty row loses at most three squares, on the queen's
        // column and two diagonals; a square counts only if it was free.
        for index in 0..self.empty.len() {
            let other = self.empty.list[index];
            let distance = other.abs_diff(row);
            // The queen's column is taken now: its support no longer counts.
            let _ = self.lose(other, col);
            if col + distance < n {
                dead_column |= self.lose(other, col + distance);
            }
            if let Some(left) = col.checked_sub(distance) {
                dead_column |= self.lose(other, left);
            }
            dead_row |= self.choices[other] == 0;
        }
        self.queens[row] = col;
        flip(&mut self.cols, col);
        flip(&mut self.up, row + col);
        flip(&mut self.down, col + n - 1 - row);
        !(dead_row || (dead_column && self.columns))
    }

    /// Takes back the queen that [`Search::place`] put on `row`, `col`: the
    /// latest placement still standing.
    pub(super) fn undo(&mut self, row: usize, col: usize) {
        let n = self.n;
        flip(&mut self.cols, col);
        flip(&mut self.up, row + col);
        flip(&mut self.down, col + n - 1 - row);
        self.queens[row] = EMPTY;
        // With the queen's lines free again, a square is free exactly when
        // it was before the placement, so the same tests count it back.
        for index in 0..self.empty.len() {
            let other = self.empty.list[index];
            let distance = other.abs_diff(row);
            self.gain(other, col);
            if col + distance < n {
                self.gain(other, col + distance);
            }
            if let Some(left) = col.checked_sub(distance) {
                self.gain(other, left);
            }
        }
        let _ = self.add_row_support(row, 1, col);
        self.open.restore(col);
        self.empty.restore(row);
    }

    /// The empty row with the fewest choices (the first such row from the
    /// top), if any row is empty.
    pub(super) fn most_constrained_row(&self) -> Option<usize> {
        self.empty
            .list
            .iter()
            .copied()
            .min_by_key(|&row| (self.choices[row], row))
    }

    /// One completion by runs of the search in random orders, each run
    /// stopped after a budget of nodes and the next given twice as many.
    /// The budget grows without bound, so this stays a complete search:
    /// `None` only when a run walked the whole tree within its budget.
    pub(super) fn find(mut self, random: &mut Xoshiro256PlusPlus) -> Option<Vec<usize>> {
        // A run never stops before it could reach a leaf.
        let mut budget = (1u64 << 10).max(self.empty.len() as u64);
        loop {
            self.order = Order::Random {
                random: Xoshiro256PlusPlus::seed_from_u64(random.next_u64()),
                budget,
            };
            let mut found = None;
            let flow = self.run(&mut |queens: &[usize]| {
                found = Some(queens.to_vec());
                ControlFlow::Break(())
            });
            if found.is_some() || flow.is_continue() {
                return found;
            }
            budget = budget.saturating_mul(2);
        }
    }

    /// The unused column with the fewest empty rows to take it from.
    pub(super) fn most_constrained_column(&self) -> Option<usize> {
        self.open
            .list
            .iter()
            .copied()
            .min_by_key(|&col| self.support[col])
    }

    pub(super) fn run<F>(&mut self, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        let Some(row) = self.most_constrained_row() else {
            return visit(&self.queens);
        };
        let random = match &mut self.order {
            Order::Increasing => return self.fill_row(row, 0, visit),
            Order::Random { random, budget } => {
                if *budget == 0 {
                    return ControlFlow::Break(());
                }
                *budget -= 1;
                random.next_u64()
            }
        };
        // Finding one completion, a column with fewer ways to be filled
        // than the tightest row is filled first: near the end of a large
        // board that is what cuts a wrong guess short, where rows alone
        // would try every column of a row before seeing that some column
        // can no longer be taken.
        let column = if self.columns {
            self.most_constrained_column()
        } else {
            None
        };
        match column {
            Some(col) if self.support[col] < self.choices[row] => {
                let start = (random % self.empty.len() as u64) as usize;
                self.fill_column(col, start, visit)
            }
            _ => self.fill_row(row, (random % self.n as u64) as usize, visit),
        }
    }

    /// Tries the free columns of `row`, from `start` on, going round to the
    /// left edge after the right one.
    pub(super) fn fill_row<F>(&mut self, row: usize, start: usize, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        // Every placement below is undone before the next column is read,
        // so the row's free columns are the same at each read.
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
            self.try_queen(row, col, visit)?;
            next = self.next_free(row, col + 1);
        }
        ControlFlow::Continue(())
    }

    /// Tries the empty rows with a free square in `col`, in the order of the
    /// list of empty rows from `start` on (the list is the same after each
    /// try).
    pub(super) fn fill_column<F>(
        &mut self,
        col: usize,
        start: usize,
        visit: &mut F,
    ) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        let len = self.empty.len();
        for k in 0..len {
            let row = self.empty.list[(start + k) % len];
            if self.is_free(row, col) {
                self.try_queen(row, col, visit)?;
            }
        }
        ControlFlow::Continue(())
    }

    pub(super) fn try_queen<F>(&mut self, row: usize, col: usize, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&[usize]) -> ControlFlow<()>,
    {
        self.placed += 1;
        let flow = if self.place(row, col) {
            self.run(visit)
        } else {
            ControlFlow::Continue(())
        };
        self.undo(row, col);
        flow
    }
}
