//! A quick first try at one completion, by local search: most boards worth
//! completing fast are large ones with few constraints, where a complete
//! search spends O(n) on every node of a path n nodes deep and can still
//! wander, while repair by swaps takes a few operations a row.
//!
//! The free rows take the unused columns as a permutation, so rows and
//! columns never clash; what is counted is collisions on diagonals (queens
//! beyond the first on a diagonal, placed queens included) and queens on
//! blocked squares. A greedy random start (each row a random unused column
//! whose diagonals are still empty, if a few draws find one), then swaps of
//! two rows' columns that lower that number, as in Sosic and Gu's QS4 (see
//! [`crate::local_search`]). The work is capped at a fixed number of
//! operations a row: the try either ends with no collision, which is a
//! completion, or gives up and proves nothing.

use std::collections::HashSet;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::Rng;

use crate::board::Square;

/// Draws of a random unused column for a row of the greedy start before the
/// row is left to the random tail.
const DRAWS: usize = 16;

/// Swaps tried per free row, all passes together (a pass over the rows
/// counting as an eighth of a swap a row), before giving up.
const SWAPS_PER_ROW: usize = 256;

/// Partners tried for one attacked queen within a pass.
const PARTNERS: usize = 64;

/// The board as the repair sees it.
struct Board {
    n: usize,
    /// The column of each row's queen (placed queens included).
    queens: Vec<usize>,
    /// Queens on each diagonal `row + col` and `col + (n - 1) - row`.
    up: Vec<u32>,
    down: Vec<u32>,
    /// Blocked squares of the free rows, as `row * n + col`.
    blocked: HashSet<u64>,
}

impl Board {
    fn is_blocked(&self, row: usize, col: usize) -> bool {
        !self.blocked.is_empty()
            && self
                .blocked
                .contains(&(row as u64 * self.n as u64 + col as u64))
    }

    /// Puts a queen on (`row`, `col`) and says how much the cost rose.
    fn add(&mut self, row: usize, col: usize) -> i64 {
        let (up, down) = (row + col, col + self.n - 1 - row);
        let cost = i64::from(self.up[up] > 0)
            + i64::from(self.down[down] > 0)
            + i64::from(self.is_blocked(row, col));
        self.up[up] += 1;
        self.down[down] += 1;
        self.queens[row] = col;
        cost
    }

    /// Takes the queen off `row` and says how much the cost fell.
    fn remove(&mut self, row: usize) -> i64 {
        let col = self.queens[row];
        let (up, down) = (row + col, col + self.n - 1 - row);
        self.up[up] -= 1;
        self.down[down] -= 1;
        i64::from(self.up[up] > 0)
            + i64::from(self.down[down] > 0)
            + i64::from(self.is_blocked(row, col))
    }

    fn attacked(&self, row: usize) -> bool {
        let col = self.queens[row];
        self.up[row + col] > 1 || self.down[col + self.n - 1 - row] > 1 || self.is_blocked(row, col)
    }

    /// Swaps the columns of rows `a` and `b`; gives the change of cost.
    fn swap(&mut self, a: usize, b: usize) -> i64 {
        let (col_a, col_b) = (self.queens[a], self.queens[b]);
        let fallen = self.remove(a) + self.remove(b);
        let risen = self.add(a, col_b) + self.add(b, col_a);
        risen - fallen
    }
}

/// A completion of the checked puzzle on the `n x n` board with `queens`
/// placed and `blocked` squares, found by local search from `random`, or
/// `None` when the try gives up (which proves nothing). It takes the
/// puzzle's parts rather than the puzzle, so as not to import its parent.
pub(super) fn repair(
    n: usize,
    queens: &[Square],
    blocked: &[Square],
    random: &mut Xoshiro256PlusPlus,
) -> Option<Vec<usize>> {
    const FREE: usize = usize::MAX;
    let mut board = Board {
        n,
        queens: vec![FREE; n],
        up: vec![0; 2 * n - 1],
        down: vec![0; 2 * n - 1],
        blocked: HashSet::new(),
    };
    let mut used = vec![false; n];
    for square in queens {
        let _ = board.add(square.row, square.col);
        used[square.col] = true;
    }
    board.blocked = blocked
        .iter()
        .filter(|s| board.queens[s.row] == FREE)
        .map(|s| s.row as u64 * n as u64 + s.col as u64)
        .collect();
    let mut rows: Vec<usize> = (0..n).filter(|&row| board.queens[row] == FREE).collect();
    let mut pool: Vec<usize> = (0..n).filter(|&col| !used[col]).collect();
    if rows.is_empty() {
        return Some(board.queens);
    }
    let below =
        |random: &mut Xoshiro256PlusPlus, len: usize| (random.next_u64() % len as u64) as usize;
    // Greedy start, rows in random order.
    for k in (1..rows.len()).rev() {
        rows.swap(k, below(random, k + 1));
    }
    let mut cost = 0i64;
    let mut tail = Vec::new();
    for &row in &rows {
        let fit = (0..DRAWS.min(pool.len())).find_map(|_| {
            let index = below(random, pool.len());
            let col = pool[index];
            let free = board.up[row + col] == 0
                && board.down[col + n - 1 - row] == 0
                && !board.is_blocked(row, col);
            free.then_some(index)
        });
        match fit {
            Some(index) => cost += board.add(row, pool.swap_remove(index)),
            None => tail.push(row),
        }
    }
    // The rows no fitting column was drawn for take the rest at random.
    for k in (1..pool.len()).rev() {
        pool.swap(k, below(random, k + 1));
    }
    for (row, col) in tail.into_iter().zip(pool) {
        cost += board.add(row, col);
    }
    // Repair: passes over the attacked queens, each trying random partners
    // until a swap lowers the cost; a pass that lowers nothing allows swaps
    // that keep it, to leave a plateau.
    let mut swaps_left = SWAPS_PER_ROW * rows.len();
    let mut sideways = false;
    while cost > 0 && swaps_left > 0 {
        // The pass over the rows is work too: a pass with few queens to
        // move must not make the whole try quadratic.
        swaps_left = swaps_left.saturating_sub(rows.len() / 8);
        let attacked: Vec<usize> = rows
            .iter()
            .copied()
            .filter(|&row| board.attacked(row))
            .collect();
        let before = cost;
        for row in attacked {
            if !board.attacked(row) {
                continue;
            }
            for _ in 0..PARTNERS {
                if swaps_left == 0 {
                    break;
                }
                swaps_left -= 1;
                let other = rows[below(random, rows.len())];
                if other == row {
                    continue;
                }
                let change = board.swap(row, other);
                if change < 0 || (sideways && change == 0) {
                    cost += change;
                    break;
                }
                let _ = board.swap(row, other);
            }
        }
        sideways = cost == before;
    }
    (cost == 0).then_some(board.queens)
}
