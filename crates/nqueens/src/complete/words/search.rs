//! The engine of the word-per-row search: the board layouts' trait, the
//! pieces, the rounds and the stacks, which both layouts (`narrow`,
//! `wide`) and the entry points share.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use crate::complete::puzzle::{Puzzle, SearchProgress};

/// The largest board this search takes.
pub(crate) const MAX_ROWS: usize = 64;

/// Open boards to split a run into, at least, where the tree has that many.
pub(super) const PIECES: usize = 1024;

/// Nodes between two looks at the stop flags.
pub(super) const CHECK_EVERY: u64 = 1 << 14;

/// When one completion is wanted, the nodes each piece may have visited
/// after the first round, how much that grows each round, and the bound
/// after which the last round has none.
pub(super) const FIRST_ROUND: u64 = 1 << 8;
pub(super) const ROUND_GROWTH: u64 = 4;
pub(super) const LAST_ROUND: u64 = 1 << 20;

/// What a finished search says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome<T> {
    Done(T),
    Stopped,
}

/// How a run reports and stops: the caller's stop flag and progress.
pub(crate) struct Control<'a> {
    pub(crate) stop: Option<&'a AtomicBool>,
    pub(crate) progress: Option<&'a (dyn Fn(SearchProgress) + Sync)>,
}

impl Control<'_> {
    pub(super) fn stopped(&self) -> bool {
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
    pub(super) dead: u64,
    /// The rows with one.
    pub(super) single: u64,
    /// The columns some empty row can take, and those two or more can.
    pub(super) once: u64,
    pub(super) twice: u64,
    /// The first row of least weighed size.
    pub(super) best: usize,
}

/// How often each row has ended a branch, and its weight, kept as the
/// inverse that a row's size is multiplied by to weigh it.
#[derive(Clone)]
#[repr(C, align(64))]
pub(crate) struct Weights {
    pub(super) inverse: [f32; MAX_ROWS],
    pub(super) failures: [u32; MAX_ROWS],
    /// How much heavier a row is for its distance from the board's middle.
    pub(super) distance: [f32; MAX_ROWS],
}

/// How much heavier the two edge rows are than the middle one: a queen
/// near the middle reaches more rows along its diagonals, so filling the
/// middle first makes more forced moves. Between them a row weighs `1 +
/// EDGE * x * x`, `x` its distance from the middle over half the board.
/// Measured against no such weight, on the random excluded-diagonal
/// instances near the phase transition, it left 24% fewer nodes at n = 23
/// and 37% fewer at n = 26, and about as many with `EDGE` from 0.5 to 1 or
/// with `x` not squared.
pub(super) const EDGE: f32 = 0.75;

impl Weights {
    pub(super) fn new(n: usize) -> Weights {
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
    pub(super) fn weigh(&self, row: usize, size: u32) -> f32 {
        size as f32 * self.inverse[row]
    }

    #[inline(always)]
    pub(super) fn bump(&mut self, row: usize) {
        let failures = self.failures[row].saturating_add(1);
        self.failures[row] = failures;
        self.inverse[row] = self.distance[row] / (1.0 + failures as f32);
    }
}

/// The shared state of the pieces of one run.
pub(super) struct Run<'a, B> {
    pub(super) control: &'a Control<'a>,
    pub(super) pieces: usize,
    pub(super) done: AtomicUsize,
    pub(super) nodes: AtomicU64,
    /// The first piece, in order, known to hold a completion.
    pub(super) first_found: AtomicUsize,
    pub(super) found: Mutex<Option<(usize, B)>>,
}

impl<'a, B> Run<'a, B> {
    pub(super) fn new(control: &'a Control<'a>, pieces: usize) -> Run<'a, B> {
        Run {
            control,
            pieces,
            done: AtomicUsize::new(0),
            nodes: AtomicU64::new(0),
            first_found: AtomicUsize::new(usize::MAX),
            found: Mutex::new(None),
        }
    }

    pub(super) fn report(&self, nodes: u64) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        let nodes = self.nodes.fetch_add(nodes, Ordering::Relaxed) + nodes;
        if let Some(progress) = self.control.progress {
            progress(SearchProgress {
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
pub(super) struct Level<B> {
    pub(super) node: B,
    pub(super) row: usize,
    pub(super) col: usize,
    pub(super) left: u64,
}

/// Where a search that ran out of nodes stands: its weights and nodes, and
/// its stack without the boards (a few bytes a level, where a board is a
/// few hundred), rebuilt when it goes on.
pub(super) struct Paused {
    pub(super) weights: Weights,
    pub(super) nodes: u64,
    pub(super) levels: Vec<PausedLevel>,
}

pub(super) struct PausedLevel {
    pub(super) row: u8,
    pub(super) col: u8,
    pub(super) left: u64,
}

/// What one pass over the empty rows finds.
pub(super) enum Pass {
    Dead,
    Forced,
    Complete,
    /// The row to fill next.
    Branch(usize),
}

pub(crate) struct Search<'a, B> {
    pub(super) n: usize,
    pub(super) full: u64,
    pub(super) weights: Weights,
    pub(super) nodes: u64,
    /// Set when the caller stops the run or, when one completion is
    /// wanted, an earlier piece has found one.
    pub(super) halt: &'a dyn Fn() -> bool,
    pub(super) halted: bool,
    /// The nodes the search may visit; where it stopped when it reached
    /// them; where to go on from.
    pub(super) budget: u64,
    pub(super) paused: Option<Paused>,
    pub(super) resume: Option<Paused>,
    pub(super) count: u128,
    pub(super) want_one: bool,
    pub(super) found: Option<B>,
}

pub(super) fn full(n: usize) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

impl<'a, B: Board> Search<'a, B> {
    pub(super) fn new(n: usize, want_one: bool, halt: &'a dyn Fn() -> bool) -> Search<'a, B> {
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
    pub(super) fn pass(&mut self, node: &mut B) -> Pass {
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
    pub(super) fn settle(&mut self, node: &mut B) -> Pass {
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
    pub(super) fn search(&mut self, node: B) -> bool {
        B::search(self, node)
    }

    /// The search, with a stack of its own rather than recursion, so that
    /// it inlines whole into each build. Each level holds a settled board
    /// and the squares of its branching line not yet tried; a child is
    /// built in the level above its parent, copying only the board's rows.
    #[inline(always)]
    pub(super) fn search_with(&mut self, root: B) -> bool {
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
    pub(super) fn pause(&mut self, levels: &[Level<B>]) {
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
    pub(super) fn rebuild(&mut self, stack: &mut Vec<Level<B>>, paused: Paused) -> usize {
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
    pub(super) fn complete(&mut self, node: &B) -> bool {
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
    pub(super) fn children(&mut self, mut node: B) -> Vec<B> {
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
pub(super) fn pieces<B: Board>(n: usize, root: B) -> Vec<B> {
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
pub(super) type Task = (usize, Option<Paused>);

/// Every piece, none of them run yet.
pub(super) fn fresh_tasks(pieces: usize) -> Vec<Task> {
    (0..pieces).map(|index| (index, None)).collect()
}

/// Searches the pieces in `tasks` (on all cores with the `parallel`
/// feature), each until it has visited `budget` nodes in all, calling
/// `each` with its index and its finished search; the pieces that ran out
/// of nodes, in order, to go on with.
pub(super) fn run_pieces<B, F>(
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
pub(super) fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
