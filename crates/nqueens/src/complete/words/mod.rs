//! The complete search for boards of up to 64 rows: one machine word per
//! row, the row's free squares.
//!
//! Placing a queen takes at most three squares from each empty row (its
//! column and its two diagonals, one shift each), so a step is one pass
//! over the empty rows. After each step the search makes every forced move
//! (every row with one free square left, or else a column with one row
//! left that can take it) and drops the branch as soon as a row or a
//! column has none; the columns are seen through two masks built in the
//! same pass (those some row can take, those two rows or more can).
//!
//! It then fills the row with the fewest free squares, weighed by how often
//! that row has ended a branch: the "dom/wdeg" rule of Boussemart, Hemery,
//! Lecoutre and Sais (2004), which steers the search to the part of the
//! board where the instance fails. Measured on the random excluded-diagonal
//! instances near the phase transition: the weights save a few per cent of
//! the nodes at n = 22 (89.7 against 93.1 million on 84 instances), and
//! branching on a column when it has fewer choices than every row, tried
//! too, visited more nodes (4.7 against 3.8 million on 120 instances at
//! n = 18, 21.0 against 15.0 at n = 20) as well as costing more a node.
//!
//! The board comes in two layouts with the same rules, step for step, so
//! that both visit the same nodes and find the same completion:
//! [`wide::Wide`], a word of 64 bits per row for any processor, and on
//! processors with AVX-512 and its vector popcount, for boards of up to 32
//! rows, [`narrow::Narrow`], 32 lanes of 32 bits in two vector registers,
//! where a step's pass over the rows is a few dozen instructions on the
//! whole board. The choice of the row to fill is kept exact in both: the
//! weighed size of a row is a product of two `f32`s, the same in each.
//!
//! A run is split into pieces for threads and for progress: the tree is
//! opened level by level, in the search's order, until there are enough
//! open boards, and each is searched on its own, with weights of its own,
//! so that its answer does not depend on the others. When one completion
//! is wanted, the pieces are searched in rounds: each may visit 256 nodes
//! in all in the first, four times as many in each next, and without bound
//! once a round has allowed a million. A search that reaches its bound
//! pauses, keeping its weights and, for each level of its stack, the row,
//! the square tried and those left, and goes on in the next round from its
//! boards rebuilt (forced moves depend on nothing else). The first round
//! in which some piece finds a completion ends the run, and the first such
//! piece in order gives it: a piece stops once an earlier one has found
//! one, a later one keeps going, so the answer is the same on any number of
//! threads. Rounds matter on boards with completions: some piece often
//! holds one that a short search finds, where an ordered search must first
//! rule out every piece before it (a random list at n = 31 took 21 s that
//! way, and takes 0.01 s now). Without completions every piece is searched
//! to its end, as an ordered search would, for a few rebuilt stacks more.

use std::sync::Mutex;
use std::sync::atomic::Ordering;

use super::puzzle::Puzzle;

#[cfg(target_arch = "x86_64")]
mod narrow;
mod search;
mod wide;

pub(crate) use search::{Board, Control, MAX_ROWS, Outcome, Search};
use search::{FIRST_ROUND, LAST_ROUND, ROUND_GROWTH, Run, fresh_tasks, lock, run_pieces};

/// Whether the board of `n` rows is searched in the narrow layout.
#[cfg(target_arch = "x86_64")]
fn narrow_fits(n: usize) -> bool {
    n <= narrow::MAX_ROWS && !crate::dispatch::portable_only() && crate::dispatch::has_avx512()
}

/// One completion of the puzzle (checked, `n <= MAX_ROWS`), the first in
/// the search's order, or `None` if there is none.
pub(crate) fn find(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<Option<Vec<usize>>> {
    #[cfg(target_arch = "x86_64")]
    if narrow_fits(puzzle.n) {
        return find_in::<narrow::Narrow>(puzzle, control);
    }
    find_in::<wide::Wide>(puzzle, control)
}

fn find_in<B: Board>(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<Option<Vec<usize>>> {
    let n = puzzle.n;
    let pieces = B::open(n, B::for_puzzle(puzzle));
    let run = Run::new(control, pieces.len());
    let keep = |index: usize, search: &Search<'_, B>| {
        if let Some(queens) = search.found {
            let mut found = lock(&run.found);
            if found.as_ref().is_none_or(|(first, _)| index < *first) {
                *found = Some((index, queens));
            }
            run.first_found.fetch_min(index, Ordering::Relaxed);
        }
    };
    // Every piece is searched a little at first, then further in rounds:
    // on a board with completions some piece often holds one that a short
    // search finds, where the pieces before it could take long to rule
    // out. A paused search goes on where it stopped, so the rounds cost
    // nothing when there is no completion. The last round has no bound.
    let mut tasks = fresh_tasks(pieces.len());
    let mut budget = FIRST_ROUND;
    while !tasks.is_empty() && lock(&run.found).is_none() {
        tasks = run_pieces(n, &pieces, tasks, budget, true, &run, keep);
        budget = if budget >= LAST_ROUND {
            u64::MAX
        } else {
            budget * ROUND_GROWTH
        };
    }
    let found = run.found.into_inner().unwrap_or_else(|e| e.into_inner());
    // A halt by the caller leaves the answer open, unless a piece before
    // every unfinished one has already found a completion; the simple rule
    // is to trust nothing once the caller has stopped.
    if control.stopped() {
        return Outcome::Stopped;
    }
    Outcome::Done(found.map(|(_, board)| board.columns(n)))
}

/// The number of completions of the puzzle (checked, `n <= MAX_ROWS`).
pub(crate) fn count(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<u128> {
    #[cfg(target_arch = "x86_64")]
    if narrow_fits(puzzle.n) {
        return count_in::<narrow::Narrow>(puzzle, control);
    }
    count_in::<wide::Wide>(puzzle, control)
}

fn count_in<B: Board>(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<u128> {
    let n = puzzle.n;
    let pieces = B::open(n, B::for_puzzle(puzzle));
    let run = Run::<B>::new(control, pieces.len());
    let total = Mutex::new(0u128);
    let tasks = fresh_tasks(pieces.len());
    run_pieces(n, &pieces, tasks, u64::MAX, false, &run, |_, search| {
        *lock(&total) += search.count;
    });
    if control.stopped() {
        return Outcome::Stopped;
    }
    Outcome::Done(total.into_inner().unwrap_or_else(|e| e.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::search::*;
    use super::*;
    use crate::complete::ExcludedDiagonals;

    /// Searches `puzzle` on this thread, in one piece, in layout `B` by
    /// the build `search` picks for this processor, or by the build for
    /// any processor: its count, nodes and first completion.
    fn search_in_one_piece<B: Board>(
        puzzle: &Puzzle,
        portable: bool,
        want_one: bool,
    ) -> (u128, u64, Option<Vec<usize>>) {
        let never = || false;
        let mut search = Search::<B>::new(puzzle.n, want_one, &never);
        let root = B::for_puzzle(puzzle);
        if portable {
            search.search_with(root);
        } else {
            search.search(root);
        }
        let found = search.found.map(|board| board.columns(puzzle.n));
        (search.count, search.nodes, found)
    }

    fn count_split(puzzle: &Puzzle) -> u128 {
        let control = Control {
            stop: None,
            progress: None,
        };
        let Outcome::Done(split) = count(puzzle, &control) else {
            panic!("nothing stops this count");
        };
        split
    }

    #[test]
    fn both_builds_and_the_split_count_alike() {
        for (n, seed) in [(8, 0), (10, 1), (12, 2), (13, 3)] {
            let list = ExcludedDiagonals::random(n, 4, seed).unwrap();
            for d in [0, n / 2, n, list.lines().len()] {
                let puzzle = list.first(d);
                let split = count_split(&puzzle);
                let (fast, _, _) = search_in_one_piece::<wide::Wide>(&puzzle, false, false);
                let (portable, _, _) = search_in_one_piece::<wide::Wide>(&puzzle, true, false);
                assert_eq!(fast, split, "n {n} d {d}");
                assert_eq!(portable, split, "n {n} d {d}");
            }
        }
        // The empty 12 x 12 board: Q(12).
        let (empty, _, _) = search_in_one_piece::<wide::Wide>(&Puzzle::new(12), true, false);
        assert_eq!(empty, 14_200);
    }

    /// Searches `puzzle` in one piece, paused every `every` nodes and taken
    /// up again: its count, nodes, first completion and pauses.
    fn search_in_steps<B: Board>(
        puzzle: &Puzzle,
        every: u64,
        want_one: bool,
    ) -> ((u128, u64, Option<Vec<usize>>), usize) {
        let never = || false;
        let root = B::for_puzzle(puzzle);
        let mut count = 0;
        let mut resume = None;
        let mut pauses = 0;
        loop {
            let mut search = Search::<B>::new(puzzle.n, want_one, &never);
            search.budget = resume.as_ref().map_or(0, |paused: &Paused| paused.nodes) + every;
            search.resume = resume;
            search.search(root);
            count += search.count;
            match search.paused.take() {
                Some(paused) => {
                    pauses += 1;
                    resume = Some(paused);
                }
                None => {
                    let found = search.found.map(|board| board.columns(puzzle.n));
                    return ((count, search.nodes, found), pauses);
                }
            }
        }
    }

    #[test]
    fn a_paused_search_goes_on_where_it_stopped() {
        let mut pauses = 0;
        for (n, seed) in [(8, 0), (11, 1), (13, 2), (14, 3), (20, 4)] {
            let list = ExcludedDiagonals::random(n, 4, seed).unwrap();
            let lines = list.lines().len();
            for d in [0, n / 2, n, lines] {
                let puzzle = list.first(d);
                for want_one in [false, true] {
                    if n == 20 && !want_one && d < n {
                        continue;
                    }
                    let whole = search_in_one_piece::<wide::Wide>(&puzzle, false, want_one);
                    for every in [1, 7, 100] {
                        let (steps, paused) =
                            search_in_steps::<wide::Wide>(&puzzle, every, want_one);
                        assert_eq!(steps, whole, "n {n} d {d} every {every}");
                        pauses += paused;
                    }
                }
            }
        }
        assert!(pauses > 1000, "the searches were paused {pauses} times");
    }

    /// The narrow layout takes the same steps as the wide one: the same
    /// nodes, counts and first completions.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn both_layouts_take_the_same_steps() {
        if !crate::dispatch::has_avx512() {
            eprintln!("no AVX-512 here: the narrow layout is not run");
            return;
        }
        // Counts where they are cheap, first completions on the boards of
        // 20 rows and more.
        for (n, want_one) in [
            (4, false),
            (8, false),
            (12, false),
            (14, false),
            (16, false),
        ]
        .into_iter()
        .chain([(20, true), (25, true), (31, true), (32, true)])
        {
            for seed in 0..3 {
                let list = ExcludedDiagonals::random(n, 4, seed).unwrap();
                let lines = list.lines().len();
                // At 20 rows and more, lists from a quarter to a half of
                // the lines can take minutes.
                let lengths = if want_one {
                    vec![0, 4, lines]
                } else {
                    vec![lines / 4, lines / 2, lines]
                };
                for d in lengths {
                    let puzzle = list.first(d);
                    let narrow = search_in_one_piece::<narrow::Narrow>(&puzzle, false, want_one);
                    let wide = search_in_one_piece::<wide::Wide>(&puzzle, true, want_one);
                    assert_eq!(narrow, wide, "n {n} seed {seed} d {d}");
                }
            }
        }
    }
}
