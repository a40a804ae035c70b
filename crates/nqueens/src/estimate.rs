//! How big is a backtracking search before it runs? Knuth's random probes
//! (D. E. Knuth, "Estimating the efficiency of backtrack programs",
//! Mathematics of Computation 29, 1975).
//!
//! Walk from the root to a leaf, choosing each step uniformly among the
//! children of the node reached, and note the degrees `d1, d2, ...` met on
//! the way. Then `1 + d1 + d1 d2 + d1 d2 d3 + ...` is an unbiased estimate of
//! the number of nodes of the tree: a node at depth `k` is reached with
//! probability `1 / (d1 ... dk)` and then counts `d1 ... dk`, so on average
//! each node counts once. In the same way the product of all the degrees,
//! if the leaf reached is a solution (and 0 otherwise), estimates the number
//! of solutions, and any per-node cost weighted by the product so far
//! estimates the total cost. The mean of many such probes converges on the
//! truth; its spread is small for bushy, even trees and large for lopsided
//! ones, where most probes miss the few deep branches and the mean runs low
//! (the estimate stays unbiased, but its typical value is an underestimate).
//! It gives orders of magnitude, which is what a warning needs.
//!
//! The core is [`estimate`] over any [`Tree`]; the library's searches that
//! can run for ages have their own faces:
//! [`crate::tour::estimate_tours`] for the lessons' knight's-tour
//! backtracking and [`crate::complete::estimate_completions`] for the search
//! that counts and lists completions.
//!
//! Estimates are in log10, as trees of a few hundred levels have more nodes
//! than an `f64` holds. A given seed gives the same estimate on every
//! platform (the probes' choices come from xoshiro256++ with integer
//! arithmetic only).
//!
//! # Example
//!
//! On a tree whose nodes at each depth all have the same degree, every
//! probe sees the same degrees, and the estimate is exact:
//!
//! ```
//! use nqueens::estimate::{Tree, estimate};
//!
//! /// A complete binary tree ten levels deep, its leftmost leaf a solution.
//! struct Binary {
//!     depth: usize,
//!     leftmost: bool,
//! }
//!
//! impl Tree for Binary {
//!     fn degree(&mut self) -> usize {
//!         if self.depth < 10 { 2 } else { 0 }
//!     }
//!     fn descend(&mut self, child: usize) {
//!         self.depth += 1;
//!         self.leftmost &= child == 0;
//!     }
//!     fn is_solution(&self) -> bool {
//!         self.depth == 10 && self.leftmost
//!     }
//!     fn reset(&mut self) {
//!         (self.depth, self.leftmost) = (0, true);
//!     }
//! }
//!
//! let mut tree = Binary { depth: 0, leftmost: true };
//! let found = estimate(&mut tree, 1000, 7);
//! assert_eq!(found.probes, 1000);
//! assert!((found.nodes() - 2047.0).abs() < 1e-6);
//! // One leaf in 1024 is the solution; 1000 probes see it about once.
//! assert!(found.solutions() < 10_000.0);
//! ```

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

/// A backtracking tree as a probe walks it: a current node, a way down to
/// each of its children, and a way back to the root.
///
/// The tree must be the one the search walks, with the same children at
/// every node, for the estimate to be that search's; the order of the
/// children does not matter.
pub trait Tree {
    /// How many children the current node has; 0 at a leaf. Called once
    /// per node reached, before [`Tree::descend`].
    fn degree(&mut self) -> usize;

    /// Moves to child `child` of the current node, `child < degree()`.
    fn descend(&mut self, child: usize);

    /// Whether the current node is a solution (a leaf the search reports).
    fn is_solution(&self) -> bool;

    /// Moves back to the root, for the next probe.
    fn reset(&mut self);

    /// The work the search does at the current node, in any unit that suits
    /// the search: [`Estimate::log10_cost`] sums it over the tree. One by
    /// default, making the cost the number of nodes.
    fn cost(&self) -> f64 {
        1.0
    }
}

/// What the probes of [`estimate`] found.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Estimate {
    /// Probes walked.
    pub probes: u64,
    /// log10 of the estimated number of nodes, the root included; minus
    /// infinity for a search that does not run at all.
    pub log10_nodes: f64,
    /// log10 of the estimated number of solutions; minus infinity when no
    /// probe ended on one.
    pub log10_solutions: f64,
    /// log10 of the estimated total of [`Tree::cost`] over the nodes.
    pub log10_cost: f64,
    /// Whether probes were stopped at a depth limit before reaching a leaf:
    /// then the nodes and the cost counted are those above the limit, on
    /// average a lower bound, and solutions below it went unseen.
    pub truncated: bool,
}

impl Estimate {
    /// The estimate of a search known without probing: `nodes` nodes,
    /// `solutions` solutions, each node costing `cost_per_node`.
    pub(crate) fn exact(nodes: f64, solutions: f64, cost_per_node: f64) -> Estimate {
        Estimate {
            probes: 0,
            log10_nodes: nodes.log10(),
            log10_solutions: solutions.log10(),
            log10_cost: (nodes * cost_per_node).log10(),
            truncated: false,
        }
    }

    /// The estimated number of nodes (infinite beyond what an `f64` holds).
    pub fn nodes(&self) -> f64 {
        10f64.powf(self.log10_nodes)
    }

    /// The estimated number of solutions (infinite beyond what an `f64`
    /// holds).
    pub fn solutions(&self) -> f64 {
        10f64.powf(self.log10_solutions)
    }

    /// log10 of the seconds the search would take at `cost_per_second`
    /// units of [`Tree::cost`] a second.
    pub fn log10_seconds_at(&self, cost_per_second: f64) -> f64 {
        self.log10_cost - cost_per_second.log10()
    }
}

/// Knuth's estimate of the size of `tree` from `probes` random probes, each
/// walked from the root to a leaf, the choices drawn from `seed`.
///
/// Probes start from wherever [`Tree::reset`] puts the tree; it is called
/// before each probe and after the last.
pub fn estimate<T: Tree + ?Sized>(tree: &mut T, probes: u64, seed: u64) -> Estimate {
    estimate_to_depth(tree, probes, seed, usize::MAX)
}

/// [`estimate`] with every probe stopped after `max_depth` steps down: for
/// trees whose paths are too long to walk in full (see
/// [`Estimate::truncated`]).
pub fn estimate_to_depth<T: Tree + ?Sized>(
    tree: &mut T,
    probes: u64,
    seed: u64,
    max_depth: usize,
) -> Estimate {
    let mut random = Xoshiro256PlusPlus::seed_from_u64(seed);
    // Sums over all probes, as natural logarithms.
    let (mut nodes, mut solutions, mut cost) = (Log::ZERO, Log::ZERO, Log::ZERO);
    let mut truncated = false;
    for _ in 0..probes {
        tree.reset();
        // The product of the degrees so far: how many nodes the one reached
        // stands for.
        let mut weight = 0.0f64;
        let mut probe_nodes = Log(0.0);
        let mut probe_cost = Log(tree.cost().ln());
        let mut depth = 0;
        loop {
            let degree = tree.degree();
            if degree == 0 {
                if tree.is_solution() {
                    solutions = solutions.add(Log(weight));
                }
                break;
            }
            if depth == max_depth {
                truncated = true;
                break;
            }
            let child = (random.next_u64() % degree as u64) as usize;
            tree.descend(child);
            depth += 1;
            weight += (degree as f64).ln();
            probe_nodes = probe_nodes.add(Log(weight));
            probe_cost = probe_cost.add(Log(weight + tree.cost().ln()));
        }
        nodes = nodes.add(probe_nodes);
        cost = cost.add(probe_cost);
    }
    tree.reset();
    let mean = |sum: Log| (sum.0 - (probes as f64).ln()) / std::f64::consts::LN_10;
    Estimate {
        probes,
        log10_nodes: mean(nodes),
        log10_solutions: mean(solutions),
        log10_cost: mean(cost),
        truncated,
    }
}

/// [`estimate_to_depth`] in two rounds: `first` probes, and then, unless
/// they put the whole search below a tenth of `work` (in the tree's unit of
/// cost, which the probes spend too), `probes` probes afresh. Small
/// searches are then not estimated for longer than they run.
pub(crate) fn estimate_unless_small<T: Tree + ?Sized>(
    tree: &mut T,
    seed: u64,
    (first, probes): (u64, u64),
    max_depth: usize,
    work: f64,
) -> Estimate {
    let quick = estimate_to_depth(tree, first.min(probes), seed, max_depth);
    if first >= probes || quick.log10_cost < (work / 10.0).log10() {
        return quick;
    }
    estimate_to_depth(tree, probes, seed, max_depth)
}

/// A positive number by its natural logarithm, so that sums of products of
/// hundreds of degrees neither overflow nor lose the small terms.
#[derive(Clone, Copy, Debug)]
struct Log(f64);

impl Log {
    const ZERO: Log = Log(f64::NEG_INFINITY);

    /// `self + other`, as `max + ln(1 + e^(min - max))`.
    fn add(self, other: Log) -> Log {
        let (high, low) = if self.0 >= other.0 {
            (self.0, other.0)
        } else {
            (other.0, self.0)
        };
        if low == f64::NEG_INFINITY {
            return Log(high);
        }
        Log(high + (low - high).exp().ln_1p())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree given by the degree of each node, depth by depth: every node
    /// at depth `k` has `degrees[k]` children; leaves at the bottom are
    /// solutions when `solutions` says so.
    struct Even {
        degrees: Vec<usize>,
        depth: usize,
    }

    impl Tree for Even {
        fn degree(&mut self) -> usize {
            self.degrees.get(self.depth).copied().unwrap_or(0)
        }
        fn descend(&mut self, _child: usize) {
            self.depth += 1;
        }
        fn is_solution(&self) -> bool {
            self.depth == self.degrees.len()
        }
        fn reset(&mut self) {
            self.depth = 0;
        }
        fn cost(&self) -> f64 {
            2.0
        }
    }

    #[test]
    fn even_trees_are_estimated_exactly() {
        let mut tree = Even {
            degrees: vec![3, 1, 4, 1, 5],
            depth: 0,
        };
        let found = estimate(&mut tree, 10, 1);
        // 1 + 3 + 3 + 12 + 12 + 60 nodes, 60 of them solutions.
        assert!((found.nodes() - 91.0).abs() < 1e-9, "{found:?}");
        assert!((found.solutions() - 60.0).abs() < 1e-9);
        assert!((found.log10_cost - 182f64.log10()).abs() < 1e-12);
        assert!(!found.truncated);
        assert_eq!(tree.depth, 0, "the tree is left at its root");
    }

    #[test]
    fn deep_trees_do_not_overflow() {
        let mut tree = Even {
            degrees: vec![10; 1000],
            depth: 0,
        };
        let found = estimate(&mut tree, 3, 1);
        // 1 + 10 + ... + 10^1000 = 10^1000 x 10 / 9, near enough.
        let expected = 1000.0 + (10.0f64 / 9.0).log10();
        assert!((found.log10_nodes - expected).abs() < 1e-6, "{found:?}");
        assert!((found.log10_solutions - 1000.0).abs() < 1e-6);
        assert_eq!(found.nodes(), f64::INFINITY);
        let cut = estimate_to_depth(&mut tree, 3, 1, 100);
        assert!(cut.truncated);
        assert!((cut.log10_nodes - 100.0 - (10.0f64 / 9.0).log10()).abs() < 1e-6);
        assert_eq!(cut.log10_solutions, f64::NEG_INFINITY);
    }

    #[test]
    fn seconds_follow_the_rate() {
        let mut tree = Even {
            degrees: vec![10; 6],
            depth: 0,
        };
        let found = estimate(&mut tree, 1, 0);
        // About 2.2 million units of cost at a million a second.
        assert!((found.log10_seconds_at(1e6) - 2_222_222f64.log10() + 6.0).abs() < 1e-9);
    }
}
