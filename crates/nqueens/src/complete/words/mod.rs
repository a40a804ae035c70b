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
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::Puzzle;

#[cfg(target_arch = "x86_64")]
mod narrow;
mod wide;

/// The largest board this search takes.
pub(crate) const MAX_ROWS: usize = 64;

/// Open boards to split a run into, at least, where the tree has that many.
const PIECES: usize = 1024;

/// Nodes between two looks at the stop flags.
const CHECK_EVERY: u64 = 1 << 14;

/// When one completion is wanted, the nodes each piece may have visited
/// after the first round, how much that grows each round, and the bound
/// after which the last round has none.
const FIRST_ROUND: u64 = 1 << 8;
const ROUND_GROWTH: u64 = 4;
const LAST_ROUND: u64 = 1 << 20;

/// What a finished search says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome<T> {
    Done(T),
    Stopped,
}

/// How a run reports and stops: the caller's stop flag and progress.
pub(crate) struct Control<'a> {
    pub(crate) stop: Option<&'a AtomicBool>,
    pub(crate) progress: Option<&'a (dyn Fn(super::SearchProgress) + Sync)>,
}

impl Control<'_> {
    fn stopped(&self) -> bool {
        self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed))
    }
}

/// A board in the search, in one of the two layouts: the free squares of
/// every empty row, which rows are empty and which columns taken, and the
/// queens so far.
pub(crate) trait Board: Copy + Send + Sync {
    /// The board of `n` rows with every square free (`n` fits the
    /// layout).
    fn empty(n: usize) -> Self;

    /// Takes a square from an empty row before the search.
    fn block(&mut self, row: usize, col: usize);

    /// The column of each filled row's queen, by row.
    fn queens(&self) -> &[u8];

    /// The puzzle's board with its queens placed (the puzzle has been
    /// checked, and fits the layout).
    fn for_puzzle(puzzle: &Puzzle) -> Self {
        let mut board = Self::empty(puzzle.n);
        for square in &puzzle.blocked {
            board.block(square.row, square.col);
        }
        for square in &puzzle.queens {
            board.place(square.row, square.col);
        }
        board
    }

    /// The rows without a queen, one bit each.
    fn empty_rows(&self) -> u64;

    /// The columns with a queen, one bit each.
    fn used_cols(&self) -> u64;

    /// The free squares of an empty row, one bit per column.
    fn free(&self, row: usize) -> u64;

    /// Puts a queen on a free square of an empty row.
    fn place(&mut self, row: usize, col: usize);

    /// Makes this board a copy of `other`, a board of `n` rows.
    fn copy_rows(&mut self, other: &Self, n: usize);

    /// Looks at every empty row at once (there is one at least); the
    /// columns and the row to fill only matter, and need only be seen,
    /// where no row is dead or single.
    fn survey(&self, weights: &Weights) -> Survey;

    /// The empty rows whose free squares include column `col`.
    fn rows_of(&self, col: usize) -> u64;

    /// The columns of the queens, row by row (all rows filled).
    fn columns(&self, n: usize) -> Vec<usize> {
        self.queens()[..n]
            .iter()
            .map(|&col| usize::from(col))
            .collect()
    }

    /// Runs [`Search::search_with`] in the build made for this layout.
    fn search(search: &mut Search<'_, Self>, node: Self) -> bool;

    /// Runs [`pieces`] in the build made for this layout: on small boards
    /// opening the tree is much of the work, and outside that build each
    /// of a step's vector instructions would be a call.
    fn open(n: usize, root: Self) -> Vec<Self>;
}

/// What one look at the empty rows sees.
pub(crate) struct Survey {
    /// The rows with no free square.
    dead: u64,
    /// The rows with one.
    single: u64,
    /// The columns some empty row can take, and those two or more can.
    once: u64,
    twice: u64,
    /// The first row of least weighed size.
    best: usize,
}

/// How often each row has ended a branch, and its weight, kept as the
/// inverse that a row's size is multiplied by to weigh it.
#[derive(Clone)]
#[repr(C, align(64))]
pub(crate) struct Weights {
    inverse: [f32; MAX_ROWS],
    failures: [u32; MAX_ROWS],
    /// How much heavier a row is for its distance from the board's middle.
    distance: [f32; MAX_ROWS],
}

/// How much heavier the two edge rows are than the middle one: a queen
/// near the middle reaches more rows along its diagonals, so filling the
/// middle first makes more forced moves. Between them a row weighs `1 +
/// EDGE * x * x`, `x` its distance from the middle over half the board.
/// Measured against no such weight, on the random excluded-diagonal
/// instances near the phase transition, it left 24% fewer nodes at n = 23
/// and 37% fewer at n = 26, and about as many with `EDGE` from 0.5 to 1 or
/// with `x` not squared.
const EDGE: f32 = 0.75;

impl Weights {
    fn new(n: usize) -> Weights {
        let mut distance = [1.0; MAX_ROWS];
        let half = (n as f32 - 1.0) / 2.0;
        if half > 0.0 {
            for (row, weight) in distance.iter_mut().enumerate().take(n) {
                let x = (row as f32 - half).abs() / half;
                *weight = 1.0 + EDGE * x * x;
            }
        }
        Weights {
            inverse: distance,
            failures: [0; MAX_ROWS],
            distance,
        }
    }

    /// The weighed size of a row with `size` free squares: its size, times
    /// its weight for its distance from the middle, over one more than its
    /// failures.
    #[inline(always)]
    fn weigh(&self, row: usize, size: u32) -> f32 {
        size as f32 * self.inverse[row]
    }

    #[inline(always)]
    fn bump(&mut self, row: usize) {
        let failures = self.failures[row].saturating_add(1);
        self.failures[row] = failures;
        self.inverse[row] = self.distance[row] / (1.0 + failures as f32);
    }
}

/// The shared state of the pieces of one run.
struct Run<'a, B> {
    control: &'a Control<'a>,
    pieces: usize,
    done: AtomicUsize,
    nodes: AtomicU64,
    /// The first piece, in order, known to hold a completion.
    first_found: AtomicUsize,
    found: Mutex<Option<(usize, B)>>,
}

impl<'a, B> Run<'a, B> {
    fn new(control: &'a Control<'a>, pieces: usize) -> Run<'a, B> {
        Run {
            control,
            pieces,
            done: AtomicUsize::new(0),
            nodes: AtomicU64::new(0),
            first_found: AtomicUsize::new(usize::MAX),
            found: Mutex::new(None),
        }
    }

    fn report(&self, nodes: u64) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        let nodes = self.nodes.fetch_add(nodes, Ordering::Relaxed) + nodes;
        if let Some(progress) = self.control.progress {
            progress(super::SearchProgress {
                pieces_done: done,
                pieces: self.pieces,
                nodes,
            });
        }
    }
}

/// A level of the search's stack: a settled board, the row it branches on,
/// the square of that row tried last and those not tried yet.
#[derive(Clone, Copy)]
struct Level<B> {
    node: B,
    row: usize,
    col: usize,
    left: u64,
}

/// Where a search that ran out of nodes stands: its weights and nodes, and
/// its stack without the boards (a few bytes a level, where a board is a
/// few hundred), rebuilt when it goes on.
struct Paused {
    weights: Weights,
    nodes: u64,
    levels: Vec<PausedLevel>,
}

struct PausedLevel {
    row: u8,
    col: u8,
    left: u64,
}

/// What one pass over the empty rows finds.
enum Pass {
    Dead,
    Forced,
    Complete,
    /// The row to fill next.
    Branch(usize),
}

pub(crate) struct Search<'a, B> {
    n: usize,
    full: u64,
    weights: Weights,
    nodes: u64,
    /// Set when the caller stops the run or, when one completion is
    /// wanted, an earlier piece has found one.
    halt: &'a dyn Fn() -> bool,
    halted: bool,
    /// The nodes the search may visit; where it stopped when it reached
    /// them; where to go on from.
    budget: u64,
    paused: Option<Paused>,
    resume: Option<Paused>,
    count: u128,
    want_one: bool,
    found: Option<B>,
}

fn full(n: usize) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

impl<'a, B: Board> Search<'a, B> {
    fn new(n: usize, want_one: bool, halt: &'a dyn Fn() -> bool) -> Search<'a, B> {
        Search {
            n,
            full: full(n),
            weights: Weights::new(n),
            nodes: 0,
            halt,
            halted: false,
            budget: u64::MAX,
            paused: None,
            resume: None,
            count: 0,
            want_one,
            found: None,
        }
    }

    /// One pass over the empty rows: a full board, a dead end, forced
    /// moves (made here: every row found with one free square, in order,
    /// so that a chain of them costs one pass each rather than one per
    /// move; else a column that one row alone can take), or the row to
    /// branch on.
    #[inline(always)]
    fn pass(&mut self, node: &mut B) -> Pass {
        if node.empty_rows() == 0 {
            return Pass::Complete;
        }
        let survey = node.survey(&self.weights);
        if survey.dead != 0 {
            self.weights.bump(survey.dead.trailing_zeros() as usize);
            return Pass::Dead;
        }
        if survey.single != 0 {
            let mut rows = survey.single;
            while rows != 0 {
                let row = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                // An earlier queen of this pass may have taken the square.
                let free = node.free(row);
                if free == 0 {
                    self.weights.bump(row);
                    return Pass::Dead;
                }
                node.place(row, free.trailing_zeros() as usize);
            }
            return Pass::Forced;
        }
        let open = !node.used_cols() & self.full;
        if open & !survey.once != 0 {
            return Pass::Dead;
        }
        let alone = open & survey.once & !survey.twice;
        if alone != 0 {
            let col = alone.trailing_zeros() as usize;
            let row = node.rows_of(col).trailing_zeros() as usize;
            node.place(row, col);
            return Pass::Forced;
        }
        Pass::Branch(survey.best)
    }

    /// Makes the forced moves; what is left to do.
    #[inline(always)]
    fn settle(&mut self, node: &mut B) -> Pass {
        loop {
            match self.pass(node) {
                Pass::Forced => {}
                other => return other,
            }
        }
    }

    /// Searches below `node`, in the build for this processor; false once
    /// the run is to stop (a completion found when one is wanted, or a
    /// halt).
    fn search(&mut self, node: B) -> bool {
        B::search(self, node)
    }

    /// The search, with a stack of its own rather than recursion, so that
    /// it inlines whole into each build. Each level holds a settled board
    /// and the squares of its branching line not yet tried; a child is
    /// built in the level above its parent, copying only the board's rows.
    #[inline(always)]
    fn search_with(&mut self, root: B) -> bool {
        let n = self.n;
        let mut stack = Vec::with_capacity(MAX_ROWS + 1);
        stack.push(Level {
            node: root,
            row: 0,
            col: 0,
            left: 0,
        });
        self.nodes += 1;
        match self.settle(&mut stack[0].node) {
            Pass::Dead | Pass::Forced => return true,
            Pass::Complete => {
                let full_board = stack[0].node;
                return self.complete(&full_board);
            }
            Pass::Branch(row) => {
                stack[0].left = stack[0].node.free(row);
                stack[0].row = row;
            }
        }
        let mut depth = 0;
        if let Some(paused) = self.resume.take() {
            depth = self.rebuild(&mut stack, paused);
        }
        loop {
            if self.nodes >= self.budget {
                self.pause(&stack[..=depth]);
                return false;
            }
            if stack.len() == depth + 1 {
                // Levels are made as the search first goes this deep.
                stack.push(stack[depth]);
            }
            let (parents, children) = stack.split_at_mut(depth + 1);
            let top = &mut parents[depth];
            if top.left == 0 {
                if depth == 0 {
                    return true;
                }
                depth -= 1;
                continue;
            }
            let col = top.left.trailing_zeros() as usize;
            top.left &= top.left - 1;
            top.col = col;
            let child = &mut children[0];
            child.node.copy_rows(&top.node, n);
            child.node.place(top.row, col);
            self.nodes += 1;
            if self.nodes.is_multiple_of(CHECK_EVERY) && (self.halt)() {
                self.halted = true;
                return false;
            }
            match self.settle(&mut child.node) {
                Pass::Dead | Pass::Forced => {}
                Pass::Complete => {
                    if !self.complete(&child.node) {
                        return false;
                    }
                }
                Pass::Branch(row) => {
                    child.left = child.node.free(row);
                    child.row = row;
                    depth += 1;
                }
            }
        }
    }

    /// Keeps where the search stands, for [`Search::rebuild`].
    fn pause(&mut self, levels: &[Level<B>]) {
        self.paused = Some(Paused {
            weights: self.weights.clone(),
            nodes: self.nodes,
            levels: levels
                .iter()
                .map(|level| PausedLevel {
                    row: level.row as u8,
                    col: level.col as u8,
                    left: level.left,
                })
                .collect(),
        });
    }

    /// Rebuilds the stack of a paused search, whose first level is there:
    /// each level's board is its parent's with the square tried placed
    /// and the forced moves made, which depend on nothing else; the rows
    /// to branch on are the ones kept, since the weights that chose them
    /// have changed since. The depth to go on from.
    fn rebuild(&mut self, stack: &mut Vec<Level<B>>, paused: Paused) -> usize {
        for (depth, kept) in paused.levels.iter().enumerate() {
            if depth > 0 {
                let mut child = stack[depth - 1];
                child.node.place(child.row, child.col);
                let settled = self.settle(&mut child.node);
                debug_assert!(matches!(settled, Pass::Branch(_)));
                stack.push(child);
            }
            let level = &mut stack[depth];
            level.row = usize::from(kept.row);
            level.col = usize::from(kept.col);
            level.left = kept.left;
        }
        self.weights = paused.weights;
        self.nodes = paused.nodes;
        paused.levels.len() - 1
    }

    /// Counts a full board, and keeps it when one completion is wanted;
    /// false once the run is to stop.
    #[inline(always)]
    fn complete(&mut self, node: &B) -> bool {
        self.count += 1;
        if self.want_one {
            self.found = Some(*node);
            return false;
        }
        true
    }

    /// The settled children of `node` in the search's order: none for a
    /// dead end, the node itself for a full board.
    #[inline(always)]
    fn children(&mut self, mut node: B) -> Vec<B> {
        let mut children = Vec::new();
        let row = match self.settle(&mut node) {
            Pass::Dead | Pass::Forced => return children,
            Pass::Complete => return vec![node],
            Pass::Branch(row) => row,
        };
        let mut cols = node.free(row);
        while cols != 0 {
            let col = cols.trailing_zeros() as usize;
            cols &= cols - 1;
            let mut child = node;
            child.place(row, col);
            if !matches!(self.settle(&mut child), Pass::Dead) {
                children.push(child);
            }
        }
        children
    }
}

/// The open boards a run is split into, in the search's order: the tree
/// opened level by level until there are `PIECES` of them or nothing is
/// left to open.
#[inline(always)]
fn pieces<B: Board>(n: usize, root: B) -> Vec<B> {
    let never = || false;
    let mut search = Search::new(n, false, &never);
    let mut level = search.children(root);
    while level.len() < PIECES {
        let mut next = Vec::with_capacity(level.len() * 4);
        let mut opened = false;
        for node in level {
            if node.empty_rows() == 0 {
                next.push(node);
            } else {
                opened = true;
                next.extend(search.children(node));
            }
        }
        level = next;
        if !opened {
            break;
        }
    }
    level
}

/// A piece to search: its index, and where its search stopped if it has
/// run before.
type Task = (usize, Option<Paused>);

/// Every piece, none of them run yet.
fn fresh_tasks(pieces: usize) -> Vec<Task> {
    (0..pieces).map(|index| (index, None)).collect()
}

/// Searches the pieces in `tasks` (on all cores with the `parallel`
/// feature), each until it has visited `budget` nodes in all, calling
/// `each` with its index and its finished search; the pieces that ran out
/// of nodes, in order, to go on with.
fn run_pieces<B, F>(
    n: usize,
    pieces: &[B],
    tasks: Vec<Task>,
    budget: u64,
    want_one: bool,
    run: &Run<'_, B>,
    each: F,
) -> Vec<Task>
where
    B: Board,
    F: Fn(usize, &Search<'_, B>) + Sync,
{
    let unfinished = Mutex::new(Vec::new());
    let one = |(index, resume): Task| {
        let halt = || {
            run.control.stopped() || (want_one && run.first_found.load(Ordering::Relaxed) < index)
        };
        if halt() {
            return;
        }
        let mut search = Search::new(n, want_one, &halt);
        search.budget = budget;
        let nodes_before = resume.as_ref().map_or(0, |paused| paused.nodes);
        search.resume = resume;
        search.search(pieces[index]);
        if let Some(paused) = search.paused.take() {
            run.nodes
                .fetch_add(search.nodes - nodes_before, Ordering::Relaxed);
            lock(&unfinished).push((index, Some(paused)));
        } else if !search.halted {
            each(index, &search);
            run.report(search.nodes - nodes_before);
        }
    };
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        tasks.into_par_iter().with_max_len(1).for_each(one);
    }
    #[cfg(not(feature = "parallel"))]
    for task in tasks {
        one(task);
    }
    let mut unfinished = unfinished.into_inner().unwrap_or_else(|e| e.into_inner());
    unfinished.sort_unstable_by_key(|&(index, _)| index);
    unfinished
}

/// The value behind a lock, even one a panicking thread held.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

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
