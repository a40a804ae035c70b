//! Completing a board: some queens already placed, some squares blocked,
//! the rest to fill (the n-queens completion problem, NP-complete: Gent,
//! Jefferson and Nightingale, 2017).
//!
//! Boards of up to [`MAX_WORD_N`] (64) rows are found and counted by a
//! search with one machine word per row, its free squares: every forced
//! move made at once (a row with one square left, a column that one row
//! alone can take), a row or column with none ending the branch, and the
//! row with the fewest free squares filled next, weighed by how often it
//! has ended a branch and by its distance from the board's middle. It is
//! split into pieces searched on all cores (in rounds of growing length
//! when one completion is wanted, so that no piece waits behind a large one
//! without completions), can be watched and stopped ([`Watch`],
//! [`find_completion_watched`], [`count_completions_watched`]), and answers
//! the same on any number of threads. On the hard instances of the
//! excluded-diagonals benchmark ([`ExcludedDiagonals`]) it is several times
//! faster than the plain row-order bitmask solver its authors found
//! fastest.
//!
//! Larger boards are searched keeping the lines the queens hold (columns
//! and both diagonals, one bit each, any width) and, for every row still
//! empty and every column still unused, how many of its squares are free,
//! always filling next the row with the fewest choices. Placing a queen
//! takes at most three squares from each empty row, so a step costs O(rows
//! still empty), memory is O(n) besides the blocked squares, and a row or a
//! column left with no free square ends the branch at once. So a fully
//! blocked row or column, or any line whose free squares are all attacked,
//! is answered "no completion" before the search starts.
//!
//! Listing every completion ([`for_each_completion`]) walks that second
//! search's whole tree, columns in increasing order, on any board;
//! [`estimate_completions`] estimates its size beforehand (it can be
//! astronomical: with nothing placed it is the n-queens count).
//!
//! Finding one completion on a board of 32 rows and more starts with local
//! search (a random greedy start and swaps that lower the number of
//! attacks, as [`crate::local_search`] does, with the given queens fixed
//! and the blocked squares counted as attacks), which takes milliseconds
//! where it succeeds and gives up after a fixed number of swaps a row.
//! Then the complete search decides: the word search up to 64 rows; above,
//! the second search with restarts, since a fixed order of columns can
//! wander for minutes in a barren part of the tree: it tries the columns of
//! each row from a random point, fills first a column with fewer candidate
//! rows than the tightest row has columns, and restarts with a fresh order
//! whenever a run exceeds its budget of steps, doubling the budget each
//! time. The budget grows without bound, so the search stays complete: a
//! run that ends within its budget without a completion proves there is
//! none, and no budget ever turns into a "no". The random choices come from
//! a fixed seed, so the answer is the same on every run.
//!
//! With nothing placed and nothing blocked this is the plain n-queens
//! problem: [`count_completions`] then equals [`crate::count()`], in another
//! order of search.

use std::ops::ControlFlow;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use crate::board::Placement;
use crate::error::{Error, ErrorKind};
use crate::estimate::{Estimate, Tree, estimate_unless_small};
use any_width::Search;

mod any_width;
mod excluded;
mod puzzle;
mod repair;
mod words;

pub use excluded::{ExcludedDiagonals, MAX_RANDOM_N};
pub use puzzle::{Puzzle, SearchProgress};

/// How a caller watches a long search: a flag that stops it, and a function
/// told each time a piece of it is done. The default watches nothing.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use nqueens::complete::{Puzzle, Watch, count_completions_watched};
///
/// let stop = AtomicBool::new(false);
/// let watch = Watch { stop: Some(&stop), ..Watch::default() };
/// assert_eq!(count_completions_watched(&Puzzle::new(10), watch), Ok(724));
/// ```
#[derive(Clone, Copy, Default)]
pub struct Watch<'a> {
    /// Once true, the search stops and answers
    /// [`ErrorKind::Interrupted`], never "no
    /// completion".
    pub stop: Option<&'a std::sync::atomic::AtomicBool>,
    /// Told of the progress as each piece ends, from any thread.
    pub progress: Option<&'a (dyn Fn(SearchProgress) + Sync)>,
}

impl std::fmt::Debug for Watch<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch")
            .field("stop", &self.stop)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// The largest board the word-per-row search takes; larger puzzles go to
/// the multi-word search.
pub const MAX_WORD_N: usize = words::MAX_ROWS;

/// One completion of the puzzle, if there is one; `None` is always a proof
/// that there is none (see the [module documentation](self)).
///
/// Boards with few constraints complete in milliseconds at any size the
/// memory allows (10,000 rows empty, or with ten queens placed, in a few
/// milliseconds; with a thousand queens placed, a few tenths of a second,
/// the time of counting the free squares once). A puzzle that local search
/// cannot solve falls to the complete search, which is exponential at
/// worst, as the problem is NP-complete.
///
/// ```
/// use nqueens::{Square, complete::{Puzzle, find_completion}};
///
/// // With a queen on a1 the eight queens can still be completed...
/// let puzzle = Puzzle::new(8).with_queen(Square::parse("a1", 8).unwrap());
/// let solution = find_completion(&puzzle).unwrap().unwrap();
/// assert!(solution.is_solution() && solution.queens()[7] == 0);
///
/// // ...but not with the 4 x 4 board's corner taken,
/// let puzzle = Puzzle::new(4).with_queen(Square::new(0, 0));
/// assert_eq!(find_completion(&puzzle).unwrap(), None);
///
/// // nor with a whole column blocked.
/// let mut puzzle = Puzzle::new(1000);
/// for row in 0..1000 {
///     puzzle = puzzle.with_blocked(Square::new(row, 7));
/// }
/// assert_eq!(find_completion(&puzzle).unwrap(), None);
///
/// // A large empty board.
/// let solution = find_completion(&Puzzle::new(5000)).unwrap().unwrap();
/// assert!(solution.is_solution());
/// ```
pub fn find_completion(puzzle: &Puzzle) -> Result<Option<Placement>, Error> {
    find_completion_watched(puzzle, Watch::default())
}

/// [`find_completion`], watched: it can be stopped, and it tells of its
/// progress, on boards of up to [`MAX_WORD_N`] rows (larger ones are
/// searched as [`find_completion`] does, unwatched).
///
/// ```
/// use nqueens::{Line, complete::{Puzzle, Watch, find_completion_watched}};
///
/// // A hard instance of the excluded-diagonals benchmark: no completion.
/// let diagonals = [33, 34, 18, 35];
/// let anti_diagonals = [3, 6, 2, 5, 24, 4, 11, 9, 10, 7];
/// let mut puzzle = Puzzle::new(19);
/// for k in diagonals {
///     puzzle = puzzle.with_excluded(Line::Diagonal(k));
/// }
/// for k in anti_diagonals {
///     puzzle = puzzle.with_excluded(Line::AntiDiagonal(k));
/// }
/// assert_eq!(find_completion_watched(&puzzle, Watch::default()), Ok(None));
/// ```
pub fn find_completion_watched(
    puzzle: &Puzzle,
    watch: Watch<'_>,
) -> Result<Option<Placement>, Error> {
    /// The seed of the random choices: fixed, so that answers repeat.
    const SEED: u64 = 0x006e_7175_6565_6e73;
    /// Boards from this size on are first tried by local search; below it
    /// the complete search is as quick.
    const REPAIR_FROM: usize = 32;
    puzzle.check()?;
    let mut random = Xoshiro256PlusPlus::seed_from_u64(SEED);
    let repaired = if puzzle.n >= REPAIR_FROM {
        let mut repair_random = Xoshiro256PlusPlus::seed_from_u64(random.next_u64());
        repair::repair(
            puzzle.n,
            &puzzle.queens,
            &puzzle.blocked,
            &mut repair_random,
        )
    } else {
        None
    };
    // Local search proves nothing when it gives up: the complete search
    // decides.
    let found = match repaired {
        Some(queens) => Some(queens),
        None if puzzle.n <= MAX_WORD_N => {
            let control = words::Control {
                stop: watch.stop,
                progress: watch.progress,
            };
            match words::find(puzzle, &control) {
                words::Outcome::Done(found) => found,
                words::Outcome::Stopped => return Err(Error::new(ErrorKind::Interrupted)),
            }
        }
        // A row or column left without a free square is seen here, before
        // any search: a proof that there is no completion.
        None => search_for(puzzle).and_then(|search| search.find(&mut random)),
    };
    debug_assert!(found.as_ref().is_none_or(|queens| {
        crate::is_solution(queens) && puzzle.queens.iter().all(|q| queens[q.row] == q.col)
    }));
    Ok(found.map(|queens| Placement::new(queens).expect("a completion is a placement")))
}

/// The number of completions of the puzzle.
///
/// ```
/// use nqueens::complete::{Puzzle, count_completions};
/// assert_eq!(count_completions(&Puzzle::new(8)), Ok(92));
/// ```
pub fn count_completions(puzzle: &Puzzle) -> Result<u128, Error> {
    count_completions_watched(puzzle, Watch::default())
}

/// [`count_completions`], watched: it can be stopped, and it tells of its
/// progress, on boards of up to [`MAX_WORD_N`] rows (larger ones are
/// counted as [`for_each_completion`] lists them, unwatched). Counts on all
/// cores with the `parallel` feature.
pub fn count_completions_watched(puzzle: &Puzzle, watch: Watch<'_>) -> Result<u128, Error> {
    if puzzle.n <= MAX_WORD_N {
        puzzle.check()?;
        let control = words::Control {
            stop: watch.stop,
            progress: watch.progress,
        };
        return match words::count(puzzle, &control) {
            words::Outcome::Done(count) => Ok(count),
            words::Outcome::Stopped => Err(Error::new(ErrorKind::Interrupted)),
        };
    }
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
    each_completion(puzzle, &mut visit)
}

/// [`for_each_completion`]'s search, compiled here once with the library's
/// optimisation rather than in each caller's crate with its own.
fn each_completion(
    puzzle: &Puzzle,
    mut visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> Result<(), Error> {
    puzzle.check()?;
    if let Some(mut search) = search_for(puzzle) {
        let _stopped = search.run(&mut visit);
    }
    Ok(())
}

/// Empty rows a second that [`for_each_completion`] (and
/// [`count_completions`] above [`MAX_WORD_N`] rows) passes over (a node of
/// its search costs a pass over the rows still empty, see
/// [`estimate_completions`]), for turning an
/// estimate into time: measured on boards of 12 to 100 rows on a small cloud
/// machine, where it runs from 1 to 2 x 10^7. Orders of magnitude only.
pub const ROWS_PER_SECOND: f64 = 2e7;

/// Knuth's estimate ([`crate::estimate`]) of the search that
/// [`for_each_completion`] makes (and [`count_completions`] above
/// [`MAX_WORD_N`] rows; up to that size the word search counts, in a tree
/// of its own, and the estimate gives only the order of magnitude a warning
/// needs): the same tree
/// (each node a board, its children the free columns of its most
/// constrained row, a queen that leaves some row or column no square a
/// leaf), its solutions the completions, and the cost of a node the rows
/// still empty there plus one, in the unit of [`ROWS_PER_SECOND`].
///
/// Deterministic for a given `seed`; the probes take a few tenths of a
/// second at most, and far fewer when the first thousand probes find the
/// search small. On the boards the tests count exactly, the estimates of
/// nodes and of completions are within a few percent.
///
/// On large boards with many rows empty a whole probe would cost more than
/// that, so probes stop at a depth ([`Estimate::truncated`]): the estimate
/// is then a lower bound, which is all a warning needs (the empty board of
/// 1000 rows has more than 10^190 nodes above the depth reached). Finding
/// one completion ([`find_completion`]) is a different search, not
/// estimated here.
///
/// ```
/// use nqueens::Square;
/// use nqueens::complete::{Puzzle, ROWS_PER_SECOND, estimate_completions};
///
/// // The 40 x 40 board with nothing on it: Q(40) is about 10^32, far out
/// // of reach.
/// let empty = estimate_completions(&Puzzle::new(40), 0).unwrap();
/// assert!((30.0..34.0).contains(&empty.log10_solutions));
/// assert!(empty.log10_seconds_at(ROWS_PER_SECOND) > 20.0);
///
/// // With a queen in every other row, taken from a solution, a matter of
/// // seconds at most.
/// let solution = nqueens::random_solution(40, 1).unwrap().queens;
/// let mut puzzle = Puzzle::new(40);
/// for row in (0..40).step_by(2) {
///     puzzle = puzzle.with_queen(Square::new(row, solution[row] as usize));
/// }
/// let crowded = estimate_completions(&puzzle, 0).unwrap();
/// assert!(crowded.log10_solutions >= 0.0);
/// assert!(crowded.log10_seconds_at(ROWS_PER_SECOND) < 2.0, "{crowded:?}");
/// ```
pub fn estimate_completions(puzzle: &Puzzle, seed: u64) -> Result<Estimate, Error> {
    /// Empty rows passed over by all probes together, at most.
    const WORK: usize = 1 << 22;
    /// Fewest probes worth averaging; below, probes are cut short instead.
    const FEWEST: usize = 64;
    /// Most probes, and probes of the first round.
    const MOST: usize = 1 << 16;
    const FIRST: u64 = 1 << 10;
    puzzle.check()?;
    let Some(search) = search_for(puzzle) else {
        // Refused before any search.
        return Ok(Estimate::exact(0.0, 0.0, 1.0));
    };
    let empty = search.empty.len();
    // A whole probe passes over the rows still empty at each level.
    let per_probe = empty * (empty + 1) / 2 + 1;
    let (probes, max_depth) = if WORK / per_probe >= FEWEST {
        ((WORK / per_probe).min(MOST), usize::MAX)
    } else {
        (FEWEST, (WORK / (FEWEST * (empty + 1))).max(1))
    };
    let mut probe = Probe {
        search,
        path: Vec::new(),
        dead: false,
        row: None,
    };
    Ok(estimate_unless_small(
        &mut probe,
        seed,
        (FIRST, probes as u64),
        max_depth,
        WORK as f64,
    ))
}

/// The any-width search set up for `puzzle`, or `None` when the puzzle
/// already leaves some row or column no square.
fn search_for(puzzle: &Puzzle) -> Option<Search> {
    Search::for_puzzle(puzzle.n, &puzzle.queens, &puzzle.blocked)
}

/// The search's tree as [`crate::estimate`] walks it.
struct Probe {
    search: Search,
    /// The queens placed by the probe, to take back.
    path: Vec<(usize, usize)>,
    /// Whether the last queen left some row or column no square.
    dead: bool,
    /// The row the node's children fill.
    row: Option<usize>,
}

impl Tree for Probe {
    fn degree(&mut self) -> usize {
        self.row = None;
        if self.dead {
            return 0;
        }
        self.row = self.search.most_constrained_row();
        self.row.map_or(0, |row| self.search.choices[row])
    }

    fn descend(&mut self, child: usize) {
        let row = self.row.expect("a row to fill");
        let col = self.search.nth_free(row, child);
        self.dead = !self.search.place(row, col);
        self.path.push((row, col));
    }

    fn is_solution(&self) -> bool {
        !self.dead && self.search.empty.len() == 0
    }

    fn reset(&mut self) {
        while let Some((row, col)) = self.path.pop() {
            self.search.undo(row, col);
        }
        self.dead = false;
    }

    fn cost(&self) -> f64 {
        (self.search.empty.len() + 1) as f64
    }
}

/// The nodes of the tree [`count_completions`] walks, and its completions.
#[cfg(test)]
fn search_size(puzzle: &Puzzle) -> (u64, u128) {
    let Some(mut search) = search_for(puzzle) else {
        return (0, 0);
    };
    let mut count = 0;
    let _ = search.run(&mut |_: &[usize]| {
        count += 1;
        ControlFlow::Continue(())
    });
    (search.placed + 1, count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    /// Whether `queens` completes `puzzle`.
    fn completes(puzzle: &Puzzle, queens: &[usize]) -> bool {
        crate::is_solution(queens)
            && puzzle.queens.iter().all(|q| queens[q.row] == q.col)
            && puzzle.blocked.iter().all(|b| queens[b.row] != b.col)
    }

    /// Queens from a random solution of the board, every `step`-th row.
    fn from_solution(n: usize, step: usize, seed: u64) -> Puzzle {
        let solution = crate::random_solution(n, seed).unwrap().queens;
        (0..n).step_by(step).fold(Puzzle::new(n), |puzzle, row| {
            puzzle.with_queen(Square::new(row, solution[row] as usize))
        })
    }

    #[test]
    fn estimates_are_close_to_the_exact_sizes() {
        let mut puzzles: Vec<Puzzle> = (8..=10).map(Puzzle::new).collect();
        puzzles.push(
            Puzzle::new(12)
                .with_queen(Square::new(0, 3))
                .with_blocked(Square::new(5, 5))
                .with_blocked(Square::new(6, 1)),
        );
        puzzles.push(from_solution(40, 2, 3));
        for puzzle in &puzzles {
            let (nodes, completions) = search_size(puzzle);
            for seed in 0..3 {
                let found = estimate_completions(puzzle, seed).unwrap();
                assert_eq!(found, estimate_completions(puzzle, seed).unwrap());
                assert!(!found.truncated && found.probes >= 1000);
                // Off by a few percent at most on these trees: ten is slack.
                let nodes_off = found.nodes() / nodes as f64;
                let completions_off = found.solutions() / completions as f64;
                assert!(
                    (0.9..1.1).contains(&nodes_off) && (0.8..1.25).contains(&completions_off),
                    "n = {}, seed {seed}: {found:?} against {nodes} nodes, {completions} completions",
                    puzzle.n
                );
            }
        }
    }

    #[test]
    fn boards_refused_or_given_in_full_are_estimated_exactly() {
        let mut blocked = Puzzle::new(9);
        for row in 0..9 {
            blocked = blocked.with_blocked(Square::new(row, 4));
        }
        let found = estimate_completions(&blocked, 0).unwrap();
        assert_eq!(
            (found.nodes(), found.solutions(), found.probes),
            (0.0, 0.0, 0)
        );
        let full = from_solution(30, 1, 0);
        let found = estimate_completions(&full, 0).unwrap();
        assert!((found.nodes() - 1.0).abs() < 1e-9 && (found.solutions() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn large_boards_are_estimated_from_probes_cut_short() {
        let found = estimate_completions(&Puzzle::new(2000), 0).unwrap();
        assert!(found.truncated);
        // Far beyond any wait even as a lower bound.
        assert!(found.log10_seconds_at(ROWS_PER_SECOND) > 20.0, "{found:?}");
    }

    #[test]
    fn dead_columns_are_seen_before_the_search() {
        // The a-file of the 8 x 8 board: with a queen on c8, a6 is attacked
        // and a8 needs no queen; block a5 to a1 and only a7 is left.
        let n = 8;
        let mut puzzle = Puzzle::new(n).with_queen(Square::new(0, 2));
        for row in 3..n {
            puzzle = puzzle.with_blocked(Square::new(row, 0));
        }
        assert!(search_for(&puzzle).is_some());
        let puzzle = puzzle.with_blocked(Square::new(1, 0));
        assert!(search_for(&puzzle).is_none());
        assert_eq!(search_size(&puzzle), (0, 0));
    }

    #[test]
    fn the_complete_search_alone_finds_completions_of_large_boards() {
        // Without the local search in front, so that it is tested too.
        let mut random = Xoshiro256PlusPlus::seed_from_u64(5);
        for puzzle in [
            Puzzle::new(300),
            from_solution(300, 10, 1),
            from_solution(200, 3, 2),
        ] {
            let search = search_for(&puzzle).unwrap();
            let queens = search.find(&mut random).expect("a completion exists");
            assert!(completes(&puzzle, &queens));
        }
    }

    #[test]
    fn local_search_respects_placed_queens_and_blocked_squares() {
        let mut random = Xoshiro256PlusPlus::seed_from_u64(1);
        let mut puzzle = from_solution(500, 7, 4);
        for k in 0..2000 {
            let square = Square::new(k * 7 % 500, k * 13 % 500);
            if puzzle.queens.iter().all(|q| q.row != square.row) {
                puzzle = puzzle.with_blocked(square);
            }
        }
        let queens = repair::repair(puzzle.n, &puzzle.queens, &puzzle.blocked, &mut random)
            .expect("local search succeeds here");
        assert!(completes(&puzzle, &queens));
    }
}
