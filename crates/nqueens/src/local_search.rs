//! A random solution for a large board, found by local search.
//!
//! The search belongs to the family of Sosic and Gu's QS4 ("3,000,000
//! queens in less than one minute", 1991; "Efficient local search with
//! conflict minimization", 1994). Queens always form a permutation, so rows
//! and columns never clash and only diagonals are counted:
//!
//! 1. **Greedy start.** Row by row, take a random column not used yet whose
//!    two diagonals hold no queen. QS4 draws single columns until one fits;
//!    this search does so too on boards below 4096 rows and for the last
//!    1/64 of the columns, but first it draws a random block of 64 columns
//!    and takes a random fitting column of the block, which tests 64
//!    columns for the price of one on the boards where memory, not
//!    arithmetic, is the cost. (The pick within a block is random but not
//!    exactly uniform; see `place_by_blocks` in the source.)
//! 2. **Random tail.** When no fitting column turns up for a row after
//!    many draws (a few dozen to a few hundred rows before the end), the
//!    remaining columns go to the remaining rows in random order.
//! 3. **Repair.** Pick a random attacked queen and a random other row, and
//!    swap the two queens' columns if that lowers the number of collisions
//!    (queens beyond the first on each diagonal), or, once 64 tries in a
//!    row have failed, if it leaves the number unchanged: a sideways move
//!    off a plateau, which spares small boards most restarts. Stop when no
//!    collision is left.
//! 4. **Restart.** If no swap has lowered the collisions for a long while
//!    (a local minimum, which only small boards meet in practice), start
//!    again from a fresh greedy start.
//!
//! Almost all the work is the greedy start, one or two draws a row; the
//! repair phase only has the few hundred tail queens to move.
//!
//! # Reproducibility
//!
//! The only source of randomness is a xoshiro256++ generator seeded from
//! `seed` through SplitMix64 (the `rand_xoshiro` crate), and every draw maps
//! a 64-bit output to a range with integer arithmetic alone. So a seed gives
//! the same solution on every platform; the test suite pins a few, so that
//! a release that changes them has to say so.
//!
//! # Memory
//!
//! About 4.7 bytes per row: a `u32` column per row, one bit per diagonal
//! (about `4n` of them in both directions) and one per column during the
//! greedy start. Diagonals holding two queens or more, which only the
//! repair phase sees and of which there are a few hundred, keep their
//! extra count in a small hash table. [`memory_bytes`] gives the figure
//! before the search starts, and the tables are allocated fallibly: a
//! board too big for the machine is [`ErrorKind::OutOfMemory`], not an
//! abort.
//!
//! # Example
//!
//! ```
//! let found = nqueens::random_solution(1000, 7).unwrap();
//! assert_eq!(found.queens.len(), 1000);
//! assert_eq!(found, nqueens::random_solution(1000, 7).unwrap());
//! let placement = found.into_placement();
//! assert!(placement.is_solution());
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::hint::black_box;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use crate::board::Placement;
use crate::error::{Error, ErrorKind};
use crate::memory::{self, NoMemory};

/// The largest board [`random_solution`] accepts: columns are stored as
/// `u32` (and on 32-bit machines the diagonals' numbers must fit a `usize`).
pub const MAX_N: usize = if usize::BITS >= 64 {
    u32::MAX as usize
} else {
    usize::MAX / 8
};

/// Bytes allowed beyond the tables for the repair phase (its list of
/// suspect rows and its hash table of crowded diagonals, for the few
/// hundred rows placed at random) and for a block phase that ends early;
/// the test suite finds at most about 7 kB of these on any board.
const REPAIR_BYTES: u64 = 1 << 16;

/// The bytes [`random_solution`] holds at its peak for an `n x n` board,
/// the solution included; an upper bound in practice, which the test
/// suite checks against the allocations it measures.
///
/// It is `4n` for the columns, `n / 2` for the diagonals' bits, `n / 8`
/// for the columns' bits during the greedy start and `n / 16` for the
/// columns left to draw singly (`4n` below 4096 rows, where every column is
/// drawn singly), plus 64 KiB: about `4.69 n` bytes on a large board, so
/// 4.7 GB for a billion queens.
///
/// ```
/// use nqueens::local_search::memory_bytes;
/// assert_eq!(memory_bytes(1_000_000_000), 4_687_565_572);
/// assert!(memory_bytes(100) < 100_000);
/// ```
pub fn memory_bytes(n: usize) -> u64 {
    let n = n as u64;
    // As `Board::new` and `greedy_start` size them.
    let anti_base = 64 * ((2 * n) / 64 + 2);
    let occupied = 8 * ((anti_base + 2 * n) / 64 + 2);
    let unused = 8 * n.div_ceil(64);
    let pool = if n >= BLOCKS_FROM as u64 {
        n / POOL_SHARE as u64 + 1
    } else {
        n
    };
    4 * n + occupied + unused + 4 * pool + REPAIR_BYTES
}

/// What the search did to find its solution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SearchStats {
    /// Times the search gave up on a placement and started again.
    pub restarts: u64,
    /// Random draws (of a block of columns, or of one column) while placing
    /// queens greedily, over all tries.
    pub draws: u64,
    /// Rows the last greedy start placed without a conflict; the rows
    /// after them took their columns at random.
    pub greedy_rows: u64,
    /// Collisions the last greedy start left: queens beyond the first on
    /// each diagonal.
    pub collisions: u64,
    /// Swaps tried while repairing, over all tries.
    pub steps: u64,
    /// Swaps made: each lowered the number of collisions or, after 64
    /// fruitless tries, left it unchanged.
    pub swaps: u64,
}

/// A solution found by [`random_solution`], and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomSolution {
    /// The column of each row's queen, counted from 0.
    pub queens: Vec<u32>,
    /// What the search did.
    pub stats: SearchStats,
}

impl RandomSolution {
    /// The solution as a [`Placement`] (which holds a `usize` per row, twice
    /// the memory of [`RandomSolution::queens`] on 64-bit machines).
    pub fn into_placement(self) -> Placement {
        let queens = self.queens.into_iter().map(|c| c as usize).collect();
        Placement::new(queens).expect("the search places every queen on the board")
    }
}

/// A random solution of the `n`-queens problem, the same for the same
/// `seed` on every platform (see the [module documentation](self)).
///
/// It takes time and memory linear in `n` in practice: a million queens
/// take a few hundredths of a second, a hundred million several seconds
/// and about 470 MB ([`memory_bytes`]). Fails with [`ErrorKind::EmptyBoard`]
/// for `n = 0`, [`ErrorKind::NoSolution`] for `n = 2` and `n = 3`,
/// [`ErrorKind::TooLarge`] above [`MAX_N`], and [`ErrorKind::OutOfMemory`]
/// (holding [`memory_bytes`]) when its tables cannot be allocated.
///
/// ```
/// use nqueens::ErrorKind;
///
/// let found = nqueens::random_solution(50, 1).unwrap();
/// let queens: Vec<usize> = found.queens.iter().map(|&c| c as usize).collect();
/// assert!(nqueens::is_solution(&queens));
///
/// assert_eq!(nqueens::random_solution(1, 1).unwrap().queens, [0]);
/// let err = nqueens::random_solution(2, 1).unwrap_err();
/// assert_eq!(err.kind(), &ErrorKind::NoSolution { n: 2 });
/// ```
pub fn random_solution(n: usize, seed: u64) -> Result<RandomSolution, Error> {
    match n {
        0 => return Err(Error::new(ErrorKind::EmptyBoard)),
        1 => {
            return Ok(RandomSolution {
                queens: vec![0],
                stats: SearchStats::default(),
            });
        }
        2 | 3 => return Err(Error::new(ErrorKind::NoSolution { n })),
        _ if n > MAX_N => {
            return Err(Error::new(ErrorKind::TooLarge {
                method: "local-search",
                n,
                max: MAX_N,
                instead: Some("construct"),
            }));
        }
        _ => {}
    }
    search(n, seed).map_err(|no| no.error("local-search", memory_bytes(n)))
}

fn search(n: usize, seed: u64) -> Result<RandomSolution, NoMemory> {
    let mut rng = Random::new(seed);
    let mut board = Board::new(n)?;
    let mut queens = memory::with_capacity(n)?;
    let mut stats = SearchStats::default();
    loop {
        let first_random = greedy_start(&mut queens, &mut board, &mut rng, &mut stats)?;
        if repair(&mut queens, &mut board, &mut rng, &mut stats, first_random)? {
            return Ok(RandomSolution { queens, stats });
        }
        stats.restarts += 1;
        queens.clear();
        board.clear();
    }
}

/// Boards from this size on start with block draws; below it a block would
/// be most of the board.
const BLOCKS_FROM: usize = 1 << 12;

/// Block draws stop when only `n / POOL_SHARE` columns are left unused: by
/// then most blocks hold no fitting column.
const POOL_SHARE: usize = 64;

/// Draws made at once, so that their memory reads can be issued together.
const BATCH: usize = 64;

/// Block draws in a row that find nothing before the search moves on to
/// single columns (in practice it never gets near this).
const FRUITLESS_BLOCKS: u64 = 1024;

/// A pool entry whose column has been taken.
const TAKEN: u32 = u32::MAX;

/// Failed swaps in a row after which a swap that leaves the collisions
/// unchanged is taken too: late enough that a large board, where an
/// improving swap turns up within a few dozen tries, never wanders.
const SIDEWAYS_AFTER: u64 = 64;

/// How many failed swaps in a row end a try: enough that a large board
/// (where a random swap helps about one time in twenty) never gives up,
/// few enough that a small board stuck in a local minimum moves on soon.
fn patience(n: usize) -> u64 {
    200 + 8 * n.min(1 << 20) as u64
}

/// The random numbers of the search.
struct Random(Xoshiro256PlusPlus);

impl Random {
    fn new(seed: u64) -> Random {
        Random(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// A number in `0..bound`, `bound >= 1`, by the multiply-high map: no
    /// division and no rejection loop, the same on every platform, and
    /// biased by less than `bound / 2^64`, which is below `2^-32` here.
    #[inline]
    fn below(&mut self, bound: usize) -> usize {
        ((u128::from(self.0.next_u64()) * bound as u128) >> 64) as usize
    }
}

/// The queens' diagonals and how many queens stand on each.
///
/// Square `(r, c)` lies on the diagonal numbered `r + c` and on the
/// anti-diagonal numbered `anti_base + c + (n - 1) - r` (the board's `r - c`
/// mirrored, so that both numbers grow with the column). One bit set holds
/// both families, with two spare words after each so that 64 bits can be
/// read from any line of either.
struct Board {
    n: usize,
    /// One bit per line: whether any queen stands on it.
    occupied: Vec<u64>,
    anti_base: usize,
    /// For each line holding two queens or more, how many beyond the first.
    extra: HashMap<usize, u32, BuildHasherDefault<LineHasher>>,
    /// The sum of `extra`: zero exactly when no queen is attacked.
    collisions: u64,
}

impl Board {
    fn new(n: usize) -> Result<Board, NoMemory> {
        let anti_base = 64 * ((2 * n) / 64 + 2);
        Ok(Board {
            n,
            occupied: memory::filled((anti_base + 2 * n) / 64 + 2, 0)?,
            anti_base,
            extra: HashMap::default(),
            collisions: 0,
        })
    }

    fn clear(&mut self) {
        self.occupied.fill(0);
        self.extra.clear();
        self.collisions = 0;
    }

    #[inline]
    fn diagonal(&self, row: usize, col: usize) -> usize {
        row + col
    }

    #[inline]
    fn anti_diagonal(&self, row: usize, col: usize) -> usize {
        self.anti_base + col + (self.n - 1) - row
    }

    #[inline]
    fn is_occupied(&self, line: usize) -> bool {
        self.occupied[line / 64] & (1 << (line % 64)) != 0
    }

    /// Lines `first..first + 64`, as bits from the lowest.
    #[inline]
    fn window(&self, first: usize) -> u64 {
        let (word, shift) = (first / 64, first % 64);
        // Shifting the high word by one and then by `63 - shift` avoids a
        // shift by 64 when `shift` is 0.
        (self.occupied[word] >> shift) | ((self.occupied[word + 1] << 1) << (63 - shift))
    }

    /// Which of the columns `base..base + 64` of `row` share no diagonal
    /// with a queen, as bits from the lowest.
    #[inline]
    fn free_in_block(&self, row: usize, base: usize) -> u64 {
        !(self.window(self.diagonal(row, base)) | self.window(self.anti_diagonal(row, base)))
    }

    /// Whether square `(row, col)` shares no diagonal with any queen.
    #[inline]
    fn is_free(&self, row: usize, col: usize) -> bool {
        // `|` rather than `||`: both loads issue at once, without a branch.
        !(self.is_occupied(self.diagonal(row, col))
            | self.is_occupied(self.anti_diagonal(row, col)))
    }

    /// Whether the queen on `(row, col)` shares a diagonal with another.
    fn is_attacked(&self, row: usize, col: u32) -> bool {
        let col = col as usize;
        self.extra.contains_key(&self.diagonal(row, col))
            || self.extra.contains_key(&self.anti_diagonal(row, col))
    }

    /// Puts a queen on `(row, col)` when both its lines are known free.
    #[inline]
    fn occupy(&mut self, row: usize, col: usize) {
        for line in [self.diagonal(row, col), self.anti_diagonal(row, col)] {
            self.occupied[line / 64] |= 1 << (line % 64);
        }
    }

    /// Puts a queen on `line`; returns the change in collisions.
    fn add(&mut self, line: usize) -> i64 {
        if self.is_occupied(line) {
            *self.extra.entry(line).or_insert(0) += 1;
            self.collisions += 1;
            1
        } else {
            self.occupied[line / 64] |= 1 << (line % 64);
            0
        }
    }

    /// Takes a queen off `line`; returns the change in collisions.
    fn remove(&mut self, line: usize) -> i64 {
        if let Some(extra) = self.extra.get_mut(&line) {
            *extra -= 1;
            if *extra == 0 {
                self.extra.remove(&line);
            }
            self.collisions -= 1;
            -1
        } else {
            self.occupied[line / 64] &= !(1 << (line % 64));
            0
        }
    }

    /// Puts a queen on `(row, col)`; returns the change in collisions.
    fn place(&mut self, row: usize, col: u32) -> i64 {
        let col = col as usize;
        self.add(self.diagonal(row, col)) + self.add(self.anti_diagonal(row, col))
    }

    /// Takes the queen off `(row, col)`; returns the change in collisions.
    fn lift(&mut self, row: usize, col: u32) -> i64 {
        let col = col as usize;
        self.remove(self.diagonal(row, col)) + self.remove(self.anti_diagonal(row, col))
    }
}

/// Hashes a line number for [`Board::extra`]: the SplitMix64 finaliser,
/// cheaper than the default SipHash and enough for a table of a few hundred
/// numbers nobody chooses adversarially. (The table is only ever looked up,
/// never iterated, so its layout cannot change the search's result.)
#[derive(Default)]
struct LineHasher(u64);

impl Hasher for LineHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(self.0 ^ u64::from(byte));
        }
    }

    fn write_usize(&mut self, line: usize) {
        self.write_u64(line as u64);
    }

    fn write_u64(&mut self, line: u64) {
        let mut z = line.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        self.0 = z ^ (z >> 31);
    }
}

/// Fills `queens` (empty) with a permutation placed greedily as far as it
/// goes and at random after that, records its diagonals in `board` (empty),
/// and returns the first row placed at random: every attacked queen shares
/// a diagonal with a queen in that row or below.
fn greedy_start(
    queens: &mut Vec<u32>,
    board: &mut Board,
    rng: &mut Random,
    stats: &mut SearchStats,
) -> Result<usize, NoMemory> {
    let n = board.n;
    let mut unused = memory::filled(n.div_ceil(64), u64::MAX)?;
    if !n.is_multiple_of(64) {
        unused[n / 64] = (1 << (n % 64)) - 1;
    }
    if n >= BLOCKS_FROM {
        place_by_blocks(queens, &mut unused, board, rng, stats, n - n / POOL_SHARE);
    }
    let mut pool = memory::with_capacity(n - queens.len())?;
    for (word, &bits) in unused.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            pool.push((64 * word) as u32 + bits.trailing_zeros());
            bits &= bits - 1;
        }
    }
    drop(unused);
    place_from_pool(queens, &mut pool, board, rng, stats);
    let first_random = queens.len();
    stats.greedy_rows = first_random as u64;
    // The columns left go to the rows left in random order (Fisher-Yates).
    for k in 0..pool.len() {
        let pick = k + rng.below(pool.len() - k);
        pool.swap(k, pick);
        let row = queens.len();
        board.place(row, pool[k]);
        queens.push(pool[k]);
    }
    Ok(first_random)
}

/// Places queens while fewer than `end` rows are filled, each in a random
/// fitting column of a random block of 64 columns, and clears the columns
/// it uses from `unused`.
///
/// The pick is random but not uniform over the fitting columns: one in a
/// block with few of them is likelier than one in a crowded block, and
/// within a block one after a gap is likelier. That does not matter for
/// the starting point of a local search, and it leaves the memory reads
/// per row at three words, with no random read of a column pool at all.
fn place_by_blocks(
    queens: &mut Vec<u32>,
    unused: &mut [u64],
    board: &mut Board,
    rng: &mut Random,
    stats: &mut SearchStats,
    end: usize,
) {
    let blocks = unused.len();
    let mut bases = [0usize; BATCH];
    let mut fruitless = 0;
    let mut touched = 0;
    'batches: while queens.len() < end {
        for base in &mut bases {
            *base = 64 * rng.below(blocks);
        }
        // On a large board each of these words is a cache and TLB miss.
        // Reading them all first, in a loop of independent loads (the row
        // guessed as if every draw fits), lets the misses overlap; the real
        // reads below then hit the cache. `black_box` keeps the loads.
        let row = queens.len();
        for (k, &base) in bases.iter().enumerate() {
            let diagonal = board.diagonal(row + k, base);
            let anti_diagonal = board.anti_diagonal(row + k, base);
            touched ^= unused[base / 64]
                ^ board.occupied[diagonal / 64]
                ^ board.occupied[anti_diagonal / 64];
        }
        for &base in &bases {
            let row = queens.len();
            let fits = unused[base / 64] & board.free_in_block(row, base);
            stats.draws += 1;
            if fits == 0 {
                fruitless += 1;
                if fruitless > FRUITLESS_BLOCKS {
                    break 'batches;
                }
                continue;
            }
            fruitless = 0;
            // A random rotation, then the lowest set bit: O(1), where an
            // exact uniform pick among the set bits would have to count
            // them; it favours a column that follows a gap, a little.
            let turn = rng.below(64) as u32;
            let bit = (fits.rotate_right(turn).trailing_zeros() + turn) % 64;
            let col = base + bit as usize;
            unused[base / 64] &= !(1 << bit);
            board.occupy(row, col);
            queens.push(col as u32);
            if queens.len() == end {
                break 'batches;
            }
        }
    }
    black_box(touched);
}

/// Places queens in random fitting columns drawn one at a time from `pool`
/// (the columns not used yet), as QS4 does, until a row finds no fitting
/// column after many draws; leaves the unused columns in `pool`.
///
/// A column taken is marked [`TAKEN`] rather than removed, so that a batch
/// of draws can be made (and their reads issued) before any is used, and
/// a draw of a taken column counts as a miss: the pick stays uniform over
/// the columns left. The pool is compacted whenever half of it is taken.
fn place_from_pool(
    queens: &mut Vec<u32>,
    pool: &mut Vec<u32>,
    board: &mut Board,
    rng: &mut Random,
    stats: &mut SearchStats,
) {
    let n = board.n;
    let mut live = pool.len();
    let mut misses = 0;
    let mut picks = [0usize; BATCH];
    let mut touched = 0;
    'batches: while live > 0 {
        if 2 * live < pool.len() {
            pool.retain(|&col| col != TAKEN);
        }
        let len = pool.len();
        for pick in &mut picks {
            *pick = rng.below(len);
        }
        // The same overlapping of misses as in `place_by_blocks`.
        let row = queens.len();
        for (k, &pick) in picks.iter().enumerate() {
            let col = (pool[pick] as usize).min(n - 1);
            let row = (row + k).min(n - 1);
            touched ^= board.occupied[board.diagonal(row, col) / 64]
                ^ board.occupied[board.anti_diagonal(row, col) / 64];
        }
        for &pick in &picks {
            let col = pool[pick];
            let row = queens.len();
            stats.draws += 1;
            if col != TAKEN && board.is_free(row, col as usize) {
                pool[pick] = TAKEN;
                live -= 1;
                misses = 0;
                board.occupy(row, col as usize);
                queens.push(col);
                if live == 0 {
                    break 'batches;
                }
            } else {
                misses += 1;
                // A row whose only fitting column is left would see it
                // within this many draws but for a chance of about e^-2.
                if misses > 2 * len + 64 {
                    break 'batches;
                }
            }
        }
    }
    black_box(touched);
    pool.retain(|&col| col != TAKEN);
}

/// Swaps the columns of rows `i` and `j`; returns the change in collisions.
fn swap_rows(queens: &mut [u32], board: &mut Board, i: usize, j: usize) -> i64 {
    let (a, b) = (queens[i], queens[j]);
    // All four lines come off before any goes back, so lines the two
    // queens share are counted right.
    let delta = board.lift(i, a) + board.lift(j, b) + board.place(i, b) + board.place(j, a);
    queens.swap(i, j);
    delta
}

/// Swaps attacked queens away until none is left (`true`) or no swap has
/// lowered the collisions for [`patience`] tries (`false`).
fn repair(
    queens: &mut [u32],
    board: &mut Board,
    rng: &mut Random,
    stats: &mut SearchStats,
    first_random: usize,
) -> Result<bool, NoMemory> {
    let n = queens.len();
    // Rows that may be attacked. Every line holding `k >= 2` queens has at
    // least `k - 1` of them here: at the start all but its one greedy queen,
    // and afterwards every queen a swap moves onto a crowded line is added.
    // So while a collision is left some row here is attacked.
    let mut suspects: Vec<usize> = memory::with_capacity(n - first_random)?;
    suspects.extend(first_random..n);
    stats.collisions = board.collisions;
    let patience = patience(n);
    let mut failures = 0;
    while board.collisions > 0 {
        debug_assert!(!suspects.is_empty(), "a collision with no suspect");
        if suspects.is_empty() {
            return Ok(false);
        }
        let k = rng.below(suspects.len());
        let i = suspects[k];
        if !board.is_attacked(i, queens[i]) {
            suspects.swap_remove(k);
            continue;
        }
        let j = rng.below(n);
        stats.steps += 1;
        // Drawing `i` itself is a wasted try, like a swap that does not help.
        let delta = if j == i {
            1
        } else {
            swap_rows(queens, board, i, j)
        };
        let keep = delta < 0 || (delta == 0 && failures >= SIDEWAYS_AFTER);
        if keep {
            stats.swaps += 1;
            if board.is_attacked(j, queens[j]) {
                suspects.push(j);
            }
        } else if j != i {
            swap_rows(queens, board, i, j);
        }
        if delta < 0 {
            failures = 0;
        } else {
            failures += 1;
            if failures > patience {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_counts_collisions() {
        let mut board = Board::new(8).unwrap();
        assert_eq!(board.place(0, 0), 0);
        assert_eq!(board.place(7, 7), 1); // the main diagonal again
        assert_eq!(board.place(3, 3), 1);
        assert!(board.is_attacked(0, 0));
        assert_eq!(board.collisions, 2);
        assert_eq!(board.lift(7, 7), -1);
        assert_eq!(board.lift(3, 3), -1);
        assert!(!board.is_attacked(0, 0));
        assert!(board.extra.is_empty());
        assert!(!board.is_free(1, 1));
        assert!(board.is_free(1, 2) && board.is_free(1, 0));
    }

    #[test]
    fn blocks_agree_with_single_squares() {
        let n = 200;
        let mut board = Board::new(n).unwrap();
        let mut rng = Random::new(3);
        for row in 0..n {
            if rng.below(3) == 0 {
                board.occupy(row, rng.below(n));
            }
        }
        for row in 0..n {
            for base in (0..n).step_by(64) {
                let free = board.free_in_block(row, base);
                for bit in 0..64.min(n - base) {
                    let expected = board.is_free(row, base + bit);
                    assert_eq!(
                        free >> bit & 1 == 1,
                        expected,
                        "row {row} col {}",
                        base + bit
                    );
                }
            }
        }
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Random::new(0);
        for bound in 1..200 {
            assert!((0..50).all(|_| rng.below(bound) < bound));
        }
    }
}
