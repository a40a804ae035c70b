//! The exact search of [`super`]: every dominating set of a given size,
//! branching on the dominators of the uncovered cell with fewest, its
//! bitsets `W` words each. It is handed the board's tables, so it imports
//! nothing of its parent.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::bitset::{and, cells_of, ones};

/// The exact search, its bitsets `W` words each.
pub(super) struct Exact<'s, const W: usize> {
    pub(super) closed: Vec<[u64; W]>,
    pub(super) attacks: Vec<[u64; W]>,
    pub(super) all: [u64; W],
    pub(super) independent: bool,
    pub(super) chosen: Vec<usize>,
    /// Ends the search once set; looked at every node.
    pub(super) stop: Option<&'s AtomicBool>,
}

/// A board part way down the exact search: a subproblem.
#[derive(Clone, Debug)]
pub(super) struct Start<const W: usize> {
    pub(super) covered: [u64; W],
    pub(super) allowed: [u64; W],
    pub(super) left: usize,
    pub(super) chosen: Vec<usize>,
}

impl<const W: usize> Exact<'_, W> {
    /// Visits every dominating set of `size` queens, in search order.
    pub(super) fn run_all(
        &mut self,
        size: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) {
        let _ = self.run([0; W], self.all, size, visit);
    }

    /// The boards after the search's first `depth` steps (fewer where the
    /// search stops sooner), in search order: together, the whole search.
    pub(super) fn starts(&mut self, depth: usize, size: usize) -> Vec<Start<W>> {
        let mut out = Vec::new();
        self.collect_starts([0; W], self.all, size, depth, &mut out);
        out
    }

    pub(super) fn collect_starts(
        &mut self,
        covered: [u64; W],
        allowed: [u64; W],
        left: usize,
        depth: usize,
        out: &mut Vec<Start<W>>,
    ) {
        let branch = self.branch(&covered, &allowed, left);
        let (Some(Branch::On(target)), false) = (branch, depth == 0) else {
            // Deep enough, or a leaf or a dead end the subproblem decides
            // at once.
            out.push(Start {
                covered,
                allowed,
                left,
                chosen: self.chosen.clone(),
            });
            return;
        };
        let _all_visited =
            self.for_each_child(target, covered, allowed, |search, covered, allowed| {
                search.collect_starts(covered, allowed, left - 1, depth - 1, out);
                ControlFlow::Continue(())
            });
    }

    /// What the search does with a board: stop (`None`: nothing below it),
    /// visit it (every cell covered with no queen left) or branch on an
    /// uncovered cell.
    pub(super) fn branch(
        &self,
        covered: &[u64; W],
        allowed: &[u64; W],
        left: usize,
    ) -> Option<Branch> {
        let uncovered: [u64; W] = std::array::from_fn(|w| self.all[w] & !covered[w]);
        let need = ones(&uncovered);
        if need == 0 {
            // Only at the sizes searched (below the domination number and
            // at it) can a smaller set not already dominate; so a set that
            // dominates with queens left is never reached there.
            return (left == 0).then_some(Branch::Visit);
        }
        if left == 0 {
            return None;
        }
        // The bound: the `left` allowed cells covering most of what is
        // uncovered, even if they did not overlap, must cover it all.
        let mut best = [0u32; 64];
        let take = left.min(best.len());
        for c in cells_of(allowed) {
            let gain = ones(&and(&self.closed[c], &uncovered));
            if gain > best[take - 1] {
                let mut i = take - 1;
                while i > 0 && best[i - 1] < gain {
                    best[i] = best[i - 1];
                    i -= 1;
                }
                best[i] = gain;
            }
        }
        if best[..take].iter().sum::<u32>() < need {
            return None;
        }
        // The uncovered cell with the fewest allowed dominators.
        let mut target = None;
        let mut fewest = u32::MAX;
        for u in cells_of(&uncovered) {
            let options = ones(&and(&self.closed[u], allowed));
            if options < fewest {
                fewest = options;
                target = Some(u);
                if options <= 1 {
                    break;
                }
            }
        }
        target.filter(|_| fewest > 0).map(Branch::On)
    }

    /// Calls `child` with each board one queen further, a dominator of
    /// `target` on each: the ones tried before it forbidden below it.
    pub(super) fn for_each_child(
        &mut self,
        target: usize,
        covered: [u64; W],
        allowed: [u64; W],
        mut child: impl FnMut(&mut Self, [u64; W], [u64; W]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut allowed = allowed;
        for d in cells_of(&and(&self.closed[target], &allowed)) {
            allowed[d / 64] &= !(1 << (d % 64));
            let next_allowed = if self.independent {
                std::array::from_fn(|w| allowed[w] & !self.attacks[d][w])
            } else {
                allowed
            };
            let next_covered = std::array::from_fn(|w| covered[w] | self.closed[d][w]);
            self.chosen.push(d);
            let flow = child(self, next_covered, next_allowed);
            self.chosen.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// Places `left` more queens on `allowed` cells so that every cell is
    /// covered, given the cells `covered` so far.
    pub(super) fn run(
        &mut self,
        covered: [u64; W],
        allowed: [u64; W],
        left: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        // One relaxed load a node: next to the bitset work of `branch`,
        // too little to measure.
        if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return ControlFlow::Break(());
        }
        match self.branch(&covered, &allowed, left) {
            None => ControlFlow::Continue(()),
            Some(Branch::Visit) => visit(&self.chosen),
            Some(Branch::On(target)) => {
                self.for_each_child(target, covered, allowed, |search, covered, allowed| {
                    search.run(covered, allowed, left - 1, visit)
                })
            }
        }
    }
}

/// What the exact search does with a board.
pub(super) enum Branch {
    /// Every cell is covered and no queen is left: a set.
    Visit,
    /// Branch on the dominators of this uncovered cell.
    On(usize),
}
