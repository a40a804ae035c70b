//! The depth-first search behind every method that searches: the lessons'
//! backtracking (moves in the fixed order) and the fallbacks of Warnsdorff's
//! rule and of the construction (moves in Warnsdorff's order).
//!
//! Both orders share two cuts that never lose a tour, only dead branches:
//!
//! - a free square next to the square the knight just left, with no free
//!   neighbour of its own, can never be entered again (the knight's graph is
//!   bipartite, so it is not next to the knight's new square either);
//! - of an open tour, a free square that cannot be entered and left again
//!   (one free neighbour, and not next to the knight) must be the tour's
//!   last square, so two of them end the branch; of a closed tour, every
//!   free square needs two ways in and out, counting the start square for
//!   the squares allowed to close the tour.
//!
//! Every free square keeps its count of free neighbours, so a cut costs a
//! look at the eight squares round the knight.
//!
//! The search is a step machine: [`Search::step`] takes one move or one
//! retreat and says which, so a trace can stop after any step
//! ([`crate::tour::TourTrace`]), and [`Search::run`], which every method
//! uses, is a loop over the same steps that only looks at the tours.

use std::ops::ControlFlow;

use super::grid::Grid;
use crate::memory::{self, NoMemory};

/// In which order the search tries the moves from a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// The grid's move order, as the lessons do.
    Fixed,
    /// Warnsdorff's rule: fewest onward moves first; ties go to the square
    /// farther from the centre of the board (Roth's rule), then to the
    /// grid's move order.
    Warnsdorff,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every branch was explored.
    Exhausted,
    /// The visitor asked to stop.
    Stopped,
    /// The step budget ran out first.
    OutOfSteps,
}

/// One step of [`Search::step`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// The knight moved to this square (a grid index), now the last of the
    /// path. A move that completes a tour is followed by [`Event::Tour`]
    /// and then its retreat.
    Moved(u32),
    /// The knight moved to this square and straight back: a cut rules the
    /// branch out, or the path is complete but does not close. (One event
    /// rather than two, which keeps [`Search::run`] nearly as fast as a
    /// plain loop.)
    Bounced(u32),
    /// The knight stepped back from this square, taken off the path: a
    /// dead end, a cut, or a square whose moves are all tried.
    Retreated(u32),
    /// The path is a tour (closing, when the tours are closed).
    Tour,
    /// Every branch was explored; every later step says so again.
    Exhausted,
    /// The step budget ran out before the next move.
    OutOfSteps,
}

/// What the step after a move must do before trying anything new.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    Nothing,
    /// Report the tour just completed, then take its last square back.
    Tour,
    /// Take back the last square of the tour just reported.
    TakeBack,
}

/// A depth-first search for knight's paths over every square of a grid.
#[derive(Clone, Debug)]
pub(crate) struct Search {
    /// A copy: a grid is a few words, and owning it lets a trace own its
    /// search.
    grid: Grid,
    order: Order,
    free: Vec<bool>,
    /// Free neighbours of each square (meaningful for free squares).
    degree: Vec<u8>,
    /// How many free squares have at most one free neighbour.
    low: usize,
    /// For closed tours: the squares allowed to be last (next to the start).
    closers: Vec<bool>,
    /// Closers still free.
    free_closers: usize,
    closed: bool,
    /// The knight's path so far, as grid indices.
    path: Vec<u32>,
    /// For every square the search has added to the path, where to resume
    /// in the candidate list of the square before it on backtracking.
    choice: Vec<u8>,
    /// Squares of the board: the length of a tour.
    total: usize,
    /// On a board of four rows (or columns), the squares of the inner two;
    /// empty otherwise.
    inner: Vec<bool>,
    /// Whether to cut branches whose free squares fall apart (see
    /// [`Search::split`]); costs a pass over the free squares a step,
    /// which counts against the budget.
    pub cut_splits: bool,
    /// Scratch for [`Search::split`]: the pass that last reached a square,
    /// and the squares still to look at.
    reached: Vec<u32>,
    pass: u32,
    stack: Vec<u32>,
    /// Steps taken (and squares looked at by the split cut), for the
    /// budget.
    pub steps: u64,
    /// The length of the prefix, below which the search never retreats.
    floor: usize,
    /// The free squares the last square of the path can move to, in
    /// search order, while `fresh`; the next of them to try.
    candidates: [u32; 8],
    candidate_count: usize,
    fresh: bool,
    next: usize,
    pending: Pending,
    exhausted: bool,
}

impl Search {
    /// A search for tours that begin with `prefix` (at least the start).
    /// Closed tours must end on a knight move from `prefix[0]`; `closers`, if
    /// given, narrows the squares allowed to be last.
    ///
    /// It holds a byte or two per entry of the padded grid (see
    /// [`crate::tour::memory_bytes`]) and five per square for the path.
    pub fn new(
        grid: &Grid,
        order: Order,
        closed: bool,
        prefix: &[usize],
        closers: Option<&[usize]>,
    ) -> Result<Search, NoMemory> {
        let free = grid.on_board()?;
        let degree = grid.degrees(&free)?;
        let low = (0..grid.len())
            .filter(|&i| free[i] && degree[i] <= 1)
            .count();
        let mut search = Search {
            grid: grid.clone(),
            order,
            free,
            degree,
            low,
            closers: Vec::new(),
            free_closers: 0,
            closed,
            path: memory::with_capacity(grid.squares())?,
            choice: memory::with_capacity(grid.squares())?,
            total: grid.squares(),
            inner: inner_lines(grid, closed)?,
            cut_splits: false,
            reached: Vec::new(),
            pass: 0,
            stack: Vec::new(),
            steps: 0,
            floor: prefix.len(),
            candidates: [0; 8],
            candidate_count: 0,
            fresh: false,
            next: 0,
            pending: Pending::Nothing,
            exhausted: false,
        };
        if closed {
            search.closers = memory::filled(grid.len(), false)?;
            let start = prefix[0];
            let mut mark = |i: usize| {
                if search.free[i] && !search.closers[i] {
                    search.closers[i] = true;
                    search.free_closers += 1;
                }
            };
            match closers {
                Some(list) => list.iter().for_each(|&i| mark(i)),
                None => grid
                    .steps
                    .iter()
                    .for_each(|&step| mark(Grid::jump(start, step))),
            }
        }
        for &square in prefix {
            search.visit(square);
            search.path.push(square as u32);
        }
        Ok(search)
    }

    /// The path, as grid indices: after [`Search::run`] stopped at a tour,
    /// that tour.
    pub fn into_path(self) -> Vec<u32> {
        self.path
    }

    /// Whether the move from `from` to `to` joins two inner squares of a
    /// board of four lines.
    fn inner_step(&self, from: usize, to: usize) -> bool {
        !self.inner.is_empty() && self.inner[from] && self.inner[to]
    }

    /// Takes `square` off the free squares. Its free neighbours each lose a
    /// way out; counts kept this way make every cut a look at eight squares,
    /// and `unvisit` puts them back in the reverse order.
    fn visit(&mut self, square: usize) {
        self.free[square] = false;
        if self.degree[square] <= 1 {
            self.low -= 1;
        }
        if self.closed && self.closers[square] {
            self.free_closers -= 1;
        }
        for &step in &self.grid.steps {
            let next = Grid::jump(square, step);
            if self.free[next] {
                self.degree[next] -= 1;
                if self.degree[next] == 1 {
                    self.low += 1;
                }
            }
        }
    }

    fn unvisit(&mut self, square: usize) {
        for &step in &self.grid.steps {
            let next = Grid::jump(square, step);
            if self.free[next] {
                if self.degree[next] == 1 {
                    self.low -= 1;
                }
                self.degree[next] += 1;
            }
        }
        if self.closed && self.closers[square] {
            self.free_closers += 1;
        }
        if self.degree[square] <= 1 {
            self.low += 1;
        }
        self.free[square] = true;
    }

    /// Whether the knight, just moved from `left` to `now`, can no longer
    /// complete a tour (see the module notes for the two cuts).
    fn dead(&mut self, left: usize, now: usize) -> bool {
        let remaining = self.total - self.path.len();
        if remaining == 0 {
            return false;
        }
        if self.closed && self.free_closers == 0 {
            return true;
        }
        let mut beside = 0;
        for &step in &self.grid.steps {
            // A square next to `left` is not next to `now` (the graph is
            // bipartite): it has just lost its way in from the knight.
            let square = Grid::jump(left, step);
            if self.free[square] {
                let exits = usize::from(self.degree[square]);
                if self.closed && exits + usize::from(self.closers[square]) < 2 {
                    return true;
                }
                if exits == 0 {
                    return true;
                }
            }
            // A square next to the knight with no other free neighbour must
            // be entered now, and the knight would be stuck there.
            let square = Grid::jump(now, step);
            if self.free[square] {
                if self.degree[square] == 0 && remaining > 1 {
                    return true;
                }
                if self.degree[square] <= 1 {
                    beside += 1;
                }
            }
        }
        // Free squares with at most one free neighbour, not next to the
        // knight: each of them can only be the last square of an open tour.
        if !self.closed && self.low - beside >= 2 {
            return true;
        }
        self.cut_splits && self.split(now, remaining)
    }

    /// Whether some free square cannot be reached from `now` through free
    /// squares: then no path from `now` covers them all.
    fn split(&mut self, now: usize, remaining: usize) -> bool {
        if self.reached.is_empty() {
            self.reached = vec![0; self.grid.len()];
        }
        // A new pass number instead of clearing the marks.
        self.pass = self.pass.wrapping_add(1);
        if self.pass == 0 {
            self.reached.fill(0);
            self.pass = 1;
        }
        let mut count = 0usize;
        self.stack.clear();
        self.stack.push(now as u32);
        while let Some(square) = self.stack.pop() {
            for &step in &self.grid.steps {
                let next = Grid::jump(square as usize, step);
                if self.free[next] && self.reached[next] != self.pass {
                    self.reached[next] = self.pass;
                    count += 1;
                    self.stack.push(next as u32);
                }
            }
        }
        // The pass is work too: it counts against the budget.
        self.steps += count as u64;
        count < remaining
    }

    /// The free squares a knight on `square` can move to, in search order.
    fn candidates(&self, square: usize) -> ([u32; 8], usize) {
        let mut list = [0u32; 8];
        let mut len = 0;
        if self.order == Order::Fixed {
            for &step in &self.grid.steps {
                let next = Grid::jump(square, step);
                if self.free[next] {
                    list[len] = next as u32;
                    len += 1;
                }
            }
            return (list, len);
        }
        // Roth's key, computed here from the square's row and column rather
        // than kept for every square: one division a square entered, where a
        // table cost four bytes a square. Each candidate's sort key packs its
        // free neighbours, its nearness to the centre (farther sorts first)
        // and its place in the move order, so that one integer compare sorts
        // by all three and ties keep the move order.
        let here = self.grid.square(square);
        let (rows, cols) = (self.grid.rows as i64, self.grid.cols as i64);
        let centre_row = 2 * here.row as i64 - (rows - 1);
        let centre_col = 2 * here.col as i64 - (cols - 1);
        let mut keys = [0u64; 8];
        let mut next_of = [0u32; 8];
        // An index loop: zipping the two move arrays and enumerating them
        // took a sixth more instructions.
        #[allow(clippy::needless_range_loop)]
        for k in 0..8 {
            let next = Grid::jump(square, self.grid.steps[k]);
            if self.free[next] {
                let (dr, dc) = self.grid.moves[k];
                let (r, c) = (centre_row + 2 * dr as i64, centre_col + 2 * dc as i64);
                let far = (r * r + c * c).min(u32::MAX as i64 - 1) as u32;
                next_of[k] = next as u32;
                keys[len] =
                    u64::from(self.degree[next]) << 40 | u64::from(u32::MAX - far) << 8 | k as u64;
                len += 1;
            }
        }
        // Insertion sort: at most eight entries.
        for k in 1..len {
            let mut j = k;
            while j > 0 && keys[j - 1] > keys[j] {
                keys.swap(j - 1, j);
                j -= 1;
            }
        }
        for (entry, &key) in list.iter_mut().zip(&keys[..len]) {
            *entry = next_of[(key & 0xff) as usize];
        }
        (list, len)
    }

    /// The grid searched.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Whether a complete path ending on `last` is a tour.
    fn closes(&self, last: usize) -> bool {
        !self.closed || self.closers[last]
    }

    /// Takes the next step of the depth-first search: the next move, or the
    /// retreat from a square that failed, or the report of a tour, or the
    /// end. Moves are tried in search order; `budget` caps [`Search::steps`].
    #[inline]
    pub fn step(&mut self, budget: Option<u64>) -> Event {
        match self.pending {
            Pending::Nothing => {}
            Pending::Tour => {
                self.pending = Pending::TakeBack;
                return Event::Tour;
            }
            Pending::TakeBack => {
                // The square before it is the last again, its candidates
                // as they were: taking back restores every count.
                self.pending = Pending::Nothing;
                let square = self.path.pop().expect("a move to take back");
                self.unvisit(square as usize);
                return Event::Retreated(square);
            }
        }
        if self.exhausted {
            return Event::Exhausted;
        }
        let here = *self.path.last().expect("the prefix is never popped") as usize;
        if self.path.len() == self.total {
            // The prefix alone covers the board: one path, no moves.
            self.exhausted = true;
            return if self.closes(here) {
                Event::Tour
            } else {
                Event::Exhausted
            };
        }
        if !self.fresh {
            (self.candidates, self.candidate_count) = self.candidates(here);
            self.fresh = true;
        }
        while self.next < self.candidate_count {
            if budget.is_some_and(|budget| self.steps >= budget) {
                return Event::OutOfSteps;
            }
            let square = self.candidates[self.next] as usize;
            self.next += 1;
            self.steps += 1;
            // Four lines: the one step between inner squares is the middle
            // step of the tour (see `inner_lines`).
            if self.inner_step(here, square) && self.path.len() != self.total / 2 {
                continue;
            }
            self.visit(square);
            self.path.push(square as u32);
            let complete = self.path.len() == self.total;
            if complete && self.closes(square) {
                self.pending = Pending::Tour;
            } else if complete || self.dead(here, square) {
                // Back at once; `here` keeps its candidates.
                self.path.pop();
                self.unvisit(square);
                return Event::Bounced(square as u32);
            } else {
                self.choice.push(self.next as u8);
                self.next = 0;
                self.fresh = false;
            }
            return Event::Moved(square as u32);
        }
        if self.path.len() == self.floor {
            self.exhausted = true;
            return Event::Exhausted;
        }
        let square = self.path.pop().expect("above the floor");
        self.unvisit(square as usize);
        self.next = usize::from(self.choice.pop().expect("one choice per step"));
        self.fresh = false;
        Event::Retreated(square)
    }

    /// Extends the path depth first, calling `visit` with every complete
    /// tour (as grid indices) until it breaks, the branches run out, or
    /// `budget` steps have been taken: [`Search::step`] until something
    /// other than a move or a retreat happens.
    pub fn run<F>(&mut self, budget: Option<u64>, mut visit: F) -> Outcome
    where
        F: FnMut(&[u32]) -> ControlFlow<()>,
    {
        loop {
            match self.step(budget) {
                Event::Moved(_) | Event::Bounced(_) | Event::Retreated(_) => {}
                Event::Tour => {
                    if visit(&self.path).is_break() {
                        return Outcome::Stopped;
                    }
                }
                Event::Exhausted => return Outcome::Exhausted,
                Event::OutOfSteps => return Outcome::OutOfSteps,
            }
        }
    }
}

/// For open tours of a board of four rows, the squares of rows 1 and 2 (of
/// four columns, of columns 1 and 2); no squares on other boards.
///
/// Every knight move from an outer row lands on an inner one, and the outer
/// rows hold half the squares, of both colours. A path over every square
/// with no two outer squares in a row must then alternate outer and inner
/// squares with exactly one exception, a step from inner to inner: without
/// it every outer square would lie an even number of moves from the start,
/// and so have the start's colour. So the tour starts and ends on outer
/// squares (the rule of `NoTourReason::InnerStart`), and before the inner
/// step its outer squares have the start's colour, after it the other: the
/// first half of the tour covers the outer squares of one colour and the
/// inner squares of the other, and the inner step is the middle step.
fn inner_lines(grid: &Grid, closed: bool) -> Result<Vec<bool>, NoMemory> {
    let (rows, cols) = (grid.rows, grid.cols);
    // (Closed tours of these boards do not exist at all.)
    if closed || (rows != 4 && cols != 4) {
        return Ok(Vec::new());
    }
    let mut inner = memory::filled(grid.len(), false)?;
    for row in 0..rows {
        for col in 0..cols {
            let line = if rows == 4 { row } else { col };
            inner[grid.index(crate::board::Square::new(row, col))] = line == 1 || line == 2;
        }
    }
    Ok(inner)
}

/// The tree [`Search::step`] walks, for Knuth's estimate of its size
/// ([`crate::estimate`]): a node is a path; its children are the free
/// squares next to its last square, in search order, each one step of the
/// search, whether the search goes on from it or bounces back at once (a
/// cut, or a full path that does not close). So the tree has one node more
/// than the search takes steps.
#[derive(Debug)]
pub(crate) struct Probe<'a> {
    search: &'a mut Search,
    /// Whether the node reached is a leaf the search does not go on from.
    leaf: bool,
    /// Whether that leaf is a tour.
    tour: bool,
}

impl<'a> Probe<'a> {
    /// Probes of `search`, which must not have stepped yet.
    pub fn new(search: &'a mut Search) -> Probe<'a> {
        let mut probe = Probe {
            search,
            leaf: false,
            tour: false,
        };
        probe.root();
        probe
    }

    fn root(&mut self) {
        let search = &mut *self.search;
        // The prefix alone may already cover the board.
        self.leaf = search.path.len() == search.total;
        self.tour = self.leaf && search.closes(*search.path.last().expect("a start") as usize);
    }
}

impl crate::estimate::Tree for Probe<'_> {
    fn degree(&mut self) -> usize {
        if self.leaf {
            return 0;
        }
        let here = *self.search.path.last().expect("a start") as usize;
        let (candidates, count) = self.search.candidates(here);
        (self.search.candidates, self.search.candidate_count) = (candidates, count);
        count
    }

    fn descend(&mut self, child: usize) {
        let search = &mut *self.search;
        let here = *search.path.last().expect("a start") as usize;
        let square = search.candidates[child] as usize;
        // A step the search skips without moving (see `inner_lines`).
        if search.inner_step(here, square) && search.path.len() != search.total / 2 {
            (self.leaf, self.tour) = (true, false);
            return;
        }
        search.visit(square);
        search.path.push(square as u32);
        let complete = search.path.len() == search.total;
        self.tour = complete && search.closes(square);
        self.leaf = complete || search.dead(here, square);
    }

    fn is_solution(&self) -> bool {
        self.tour
    }

    fn reset(&mut self) {
        let search = &mut *self.search;
        while search.path.len() > search.floor {
            let square = search.path.pop().expect("above the floor");
            search.unvisit(square as usize);
        }
        self.root();
    }
}
