//! The complete search for boards of up to 64 rows: one machine word per
//! row, the row's free squares.
//!
//! Placing a queen takes at most three squares from each empty row (its
//! column and its two diagonals, one shift each), so a step is one pass
//! over the empty rows. After each step the search makes every forced move
//! (a row with one free square left, or a column with one row left that can
//! take it) and drops the branch as soon as a row or a column has none; the
//! columns are seen through two masks built in the same pass (those some
//! row can take, those two rows or more can).
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
//! A run is split into pieces for threads and for progress: the tree is
//! opened level by level, in the search's order, until there are enough
//! open boards, and each is searched on its own, with weights of its own,
//! so that its answer does not depend on the others. When one completion
//! is wanted, the first piece in order that has one gives it: a piece stops
//! once an earlier one has found one, a later one keeps going, so the
//! answer is the same on any number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::Puzzle;

/// The largest board this search takes.
pub(crate) const MAX_ROWS: usize = 64;

/// Open boards to split a run into, at least, where the tree has that many.
const PIECES: usize = 1024;

/// Nodes between two looks at the stop flags.
const CHECK_EVERY: u64 = 1 << 14;

/// A board in the search: the free squares of every empty row, which rows
/// are empty and which columns taken, and the queens so far.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    free: [u64; MAX_ROWS],
    empty_rows: u64,
    used_cols: u64,
    queens: [u8; MAX_ROWS],
}

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

/// The shared state of the pieces of one run.
struct Run<'a> {
    control: &'a Control<'a>,
    pieces: usize,
    done: AtomicUsize,
    nodes: AtomicU64,
    /// The first piece, in order, known to hold a completion.
    first_found: AtomicUsize,
    found: Mutex<Option<(usize, [u8; MAX_ROWS])>>,
}

impl<'a> Run<'a> {
    fn new(control: &'a Control<'a>, pieces: usize) -> Run<'a> {
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

/// What one pass over the empty rows finds.
enum Pass {
    Dead,
    Forced,
    Complete,
    /// The row to fill next.
    Branch(usize),
}

struct Search<'a> {
    n: usize,
    full: u64,
    /// How often each row has ended a branch.
    weights: [u32; MAX_ROWS],
    nodes: u64,
    /// Set when the caller stops the run or, when one completion is
    /// wanted, an earlier piece has found one.
    halt: &'a dyn Fn() -> bool,
    halted: bool,
    count: u128,
    want_one: bool,
    found: Option<[u8; MAX_ROWS]>,
}

impl Node {
    /// The puzzle's board with its queens placed (the puzzle has been
    /// checked, and `n <= MAX_ROWS`).
    pub(crate) fn for_puzzle(puzzle: &Puzzle) -> Node {
        let n = puzzle.n;
        debug_assert!(n <= MAX_ROWS);
        let full = full(n);
        let mut node = Node {
            free: [0; MAX_ROWS],
            empty_rows: full,
            used_cols: 0,
            queens: [0; MAX_ROWS],
        };
        node.free[..n].fill(full);
        for square in &puzzle.blocked {
            node.free[square.row] &= !(1 << square.col);
        }
        for square in &puzzle.queens {
            node.place(square.row, square.col);
        }
        node
    }

    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        self.empty_rows &= !(1 << row);
        self.used_cols |= 1 << col;
        self.queens[row] = col as u8;
        let queen = 1u64 << col;
        let mut rows = self.empty_rows;
        while rows != 0 {
            let other = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            // Bits shifted past either end of the word fall off: those
            // diagonals leave the board.
            let distance = other.abs_diff(row);
            self.free[other] &= !(queen | queen << distance | queen >> distance);
        }
    }

    /// Makes this board a copy of `other`, a board of `n` rows.
    #[inline(always)]
    fn copy_rows(&mut self, other: &Node, n: usize) {
        self.free[..n].copy_from_slice(&other.free[..n]);
        self.queens[..n].copy_from_slice(&other.queens[..n]);
        self.empty_rows = other.empty_rows;
        self.used_cols = other.used_cols;
    }

    /// The columns of the queens, row by row (all rows filled).
    fn columns(queens: &[u8; MAX_ROWS], n: usize) -> Vec<usize> {
        queens[..n].iter().map(|&col| usize::from(col)).collect()
    }
}

fn full(n: usize) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

impl Search<'_> {
    /// One pass over the empty rows: a dead end, forced moves (made here:
    /// every row found with one free square, so that a chain of them costs
    /// one pass each rather than one per move), a full board, or the line
    /// to branch on.
    #[inline(always)]
    fn pass(&mut self, node: &mut Node) -> Pass {
        let mut rows = node.empty_rows;
        if rows == 0 {
            return Pass::Complete;
        }
        // The columns some empty row can take, and those two or more can.
        let (mut once, mut twice) = (0u64, 0u64);
        let mut best = 0;
        // Above any count of squares, so that the first line is taken.
        let (mut best_size, mut best_weight) = (MAX_ROWS as u64 + 1, 1u64);
        let mut forced = false;
        while rows != 0 {
            let row = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let free = node.free[row];
            if free == 0 {
                self.weights[row] = self.weights[row].saturating_add(1);
                return Pass::Dead;
            }
            if free & (free - 1) == 0 {
                // Rows after this one see the queen; rows before it are
                // looked at again in the next pass.
                node.place(row, free.trailing_zeros() as usize);
                forced = true;
                continue;
            }
            if forced {
                continue;
            }
            twice |= once & free;
            once |= free;
            let size = u64::from(free.count_ones());
            let weight = 1 + u64::from(self.weights[row]);
            // size / weight < best_size / best_weight, without dividing.
            if size * best_weight < best_size * weight {
                (best, best_size, best_weight) = (row, size, weight);
            }
        }
        if forced {
            return Pass::Forced;
        }
        let open = !node.used_cols & self.full;
        if open & !once != 0 {
            return Pass::Dead;
        }
        let alone = open & once & !twice;
        if alone != 0 {
            let col = alone.trailing_zeros() as usize;
            let row = self.rows_of(node, col).trailing_zeros() as usize;
            node.place(row, col);
            return Pass::Forced;
        }
        Pass::Branch(best)
    }

    /// The empty rows whose free squares include column `col`.
    #[inline(always)]
    fn rows_of(&self, node: &Node, col: usize) -> u64 {
        let mut rows = node.empty_rows;
        let mut taking = 0;
        while rows != 0 {
            let row = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            taking |= (node.free[row] >> col & 1) << row;
        }
        taking
    }

    /// Makes the forced moves; what is left to do.
    #[inline(always)]
    fn settle(&mut self, node: &mut Node) -> Pass {
        loop {
            match self.pass(node) {
                Pass::Forced => {}
                other => return other,
            }
        }
    }

    /// Searches below `node`; false once the run is to stop (a completion
    /// found when one is wanted, or a halt).
    ///
    /// On x86-64 the search is compiled twice, for any processor and for
    /// those with POPCNT, BMI1 and BMI2 (Intel's since 2013, AMD's since
    /// 2015): counting a row's free squares is one instruction there and a
    /// dozen elsewhere, and the search counts them for every empty row at
    /// every step. Which one runs is decided here.
    fn search(&mut self, node: Node) -> bool {
        #[cfg(target_arch = "x86_64")]
        if !crate::dispatch::portable_only()
            && std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.search_bmi(node) };
        }
        self.search_with(node)
    }

    /// [`Search::search`] compiled for processors with POPCNT, BMI1 and
    /// BMI2; the whole search is inlined into it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    fn search_bmi(&mut self, node: Node) -> bool {
        self.search_with(node)
    }

    /// The search, with a stack of its own rather than recursion, so that
    /// it inlines whole into each build. Each level holds a settled board
    /// and the squares of its branching line not yet tried; a child is
    /// built in the level above its parent, copying only the board's rows.
    #[inline(always)]
    fn search_with(&mut self, root: Node) -> bool {
        #[derive(Clone, Copy)]
        struct Level {
            node: Node,
            row: usize,
            left: u64,
        }
        let n = self.n;
        let mut stack = Vec::with_capacity(MAX_ROWS + 1);
        stack.push(Level {
            node: root,
            row: 0,
            left: 0,
        });
        self.nodes += 1;
        match self.settle(&mut stack[0].node) {
            Pass::Dead | Pass::Forced => return true,
            Pass::Complete => return self.complete(&root),
            Pass::Branch(row) => {
                stack[0].left = stack[0].node.free[row];
                stack[0].row = row;
            }
        }
        let mut depth = 0;
        loop {
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
                    child.left = child.node.free[row];
                    child.row = row;
                    depth += 1;
                }
            }
        }
    }

    /// Counts a full board, and keeps it when one completion is wanted;
    /// false once the run is to stop.
    #[inline(always)]
    fn complete(&mut self, node: &Node) -> bool {
        self.count += 1;
        if self.want_one {
            self.found = Some(node.queens);
            return false;
        }
        true
    }

    /// The settled children of `node` in the search's order: none for a
    /// dead end, the node itself for a full board.
    fn children(&mut self, mut node: Node) -> Vec<Node> {
        let mut children = Vec::new();
        let row = match self.settle(&mut node) {
            Pass::Dead | Pass::Forced => return children,
            Pass::Complete => return vec![node],
            Pass::Branch(row) => row,
        };
        let mut cols = node.free[row];
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

impl<'a> Search<'a> {
    fn new(n: usize, want_one: bool, halt: &'a dyn Fn() -> bool) -> Search<'a> {
        Search {
            n,
            full: full(n),
            weights: [0; MAX_ROWS],
            nodes: 0,
            halt,
            halted: false,
            count: 0,
            want_one,
            found: None,
        }
    }
}

/// The open boards a run is split into, in the search's order: the tree
/// opened level by level until there are `PIECES` of them or nothing is
/// left to open.
fn pieces(n: usize, root: Node) -> Vec<Node> {
    let never = || false;
    let mut search = Search::new(n, false, &never);
    let mut level = search.children(root);
    while level.len() < PIECES {
        let mut next = Vec::with_capacity(level.len() * 4);
        let mut opened = false;
        for node in level {
            if node.empty_rows == 0 {
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

/// Searches each piece (on all cores with the `parallel` feature), calling
/// `each` with its index and its finished search.
fn run_pieces<F>(n: usize, pieces: &[Node], want_one: bool, run: &Run<'_>, each: F)
where
    F: Fn(usize, &Search<'_>) + Sync,
{
    let one = |index: usize, node: &Node| {
        let halt = || {
            run.control.stopped() || (want_one && run.first_found.load(Ordering::Relaxed) < index)
        };
        if halt() {
            return;
        }
        let mut search = Search::new(n, want_one, &halt);
        search.search(*node);
        if !search.halted {
            each(index, &search);
            run.report(search.nodes);
        }
    };
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        pieces
            .par_iter()
            .enumerate()
            .with_max_len(1)
            .for_each(|(index, node)| one(index, node));
    }
    #[cfg(not(feature = "parallel"))]
    for (index, node) in pieces.iter().enumerate() {
        one(index, node);
    }
}

/// One completion of the puzzle (checked, `n <= MAX_ROWS`), the first in
/// the search's order, or `None` if there is none.
pub(crate) fn find(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<Option<Vec<usize>>> {
    let n = puzzle.n;
    let pieces = pieces(n, Node::for_puzzle(puzzle));
    let run = Run::new(control, pieces.len());
    run_pieces(n, &pieces, true, &run, |index, search| {
        if let Some(queens) = search.found {
            let mut found = run.found.lock().unwrap_or_else(|e| e.into_inner());
            if found.is_none_or(|(first, _)| index < first) {
                *found = Some((index, queens));
            }
            run.first_found.fetch_min(index, Ordering::Relaxed);
        }
    });
    let found = run.found.into_inner().unwrap_or_else(|e| e.into_inner());
    // A halt by the caller leaves the answer open, unless a piece before
    // every unfinished one has already found a completion; the simple rule
    // is to trust nothing once the caller has stopped.
    if control.stopped() {
        return Outcome::Stopped;
    }
    Outcome::Done(found.map(|(_, queens)| Node::columns(&queens, n)))
}

/// The number of completions of the puzzle (checked, `n <= MAX_ROWS`).
pub(crate) fn count(puzzle: &Puzzle, control: &Control<'_>) -> Outcome<u128> {
    let n = puzzle.n;
    let pieces = pieces(n, Node::for_puzzle(puzzle));
    let run = Run::new(control, pieces.len());
    let total = Mutex::new(0u128);
    run_pieces(n, &pieces, false, &run, |_, search| {
        *total.lock().unwrap_or_else(|e| e.into_inner()) += search.count;
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

    /// Counts `puzzle` on this thread, in one piece, by the build `search`
    /// picks for this processor or by the build for any processor.
    fn count_in_one_piece(puzzle: &Puzzle, portable: bool) -> u128 {
        let never = || false;
        let mut search = Search::new(puzzle.n, false, &never);
        let root = Node::for_puzzle(puzzle);
        if portable {
            search.search_with(root);
        } else {
            search.search(root);
        }
        search.count
    }

    #[test]
    fn both_builds_and_the_split_count_alike() {
        for (n, seed) in [(8, 0), (10, 1), (12, 2), (13, 3)] {
            let list = ExcludedDiagonals::random(n, 4, seed).unwrap();
            for d in [0, n / 2, n, list.lines().len()] {
                let puzzle = list.first(d);
                let control = Control {
                    stop: None,
                    progress: None,
                };
                let Outcome::Done(split) = count(&puzzle, &control) else {
                    panic!("nothing stops this count");
                };
                assert_eq!(count_in_one_piece(&puzzle, false), split, "n {n} d {d}");
                assert_eq!(count_in_one_piece(&puzzle, true), split, "n {n} d {d}");
            }
        }
        // The empty 12 x 12 board: Q(12).
        assert_eq!(count_in_one_piece(&Puzzle::new(12), true), 14_200);
    }
}
