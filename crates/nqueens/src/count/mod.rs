//! Counting solutions without listing them: the total (OEIS A000170) and
//! the classes under the symmetries of the square (OEIS A002562), from one
//! search.
//!
//! The search visits only boards that can be the canonical member of their
//! class, so it does about a quarter of the work of a search of every board
//! and a half of one that uses left-right mirroring alone; each canonical
//! solution found adds its orbit size to the total and one to the unique
//! count (the rules are in the `search` module's documentation).
//!
//! A count is split into independent subproblems by a [`Plan`]: fixed,
//! numbered pieces whose counts add up to the whole. Threads share them
//! out, a checkpoint records which are done, and separate machines can each
//! take a slice of them.

use crate::error::Error;
use crate::variant::Variant;
use crate::variant::plan::VariantPlan;
use counts::check;

pub use counts::{Counts, MAX_COUNT_N};
pub use plan::SPLIT_VERSION;
pub use sample::Sample;
pub use tally::Tally;

mod batch;
mod counts;
mod masks;
pub mod meet;
mod plain;
pub(crate) mod plan;
mod sample;
mod search;
pub(crate) mod tally;
#[cfg(test)]
mod tests;

/// How a count searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// The symmetric backtracking search: any board up to
    /// [`MAX_COUNT_N`].
    Backtrack,
    /// Meeting in the middle ([`meet`]): boards up to [`meet::MAX_MEET_N`].
    Meet,
}

impl Method {
    /// Every method, in the order the command line lists them.
    pub const ALL: [Method; 2] = [Method::Backtrack, Method::Meet];

    /// The faster method for the `n x n` board, as measured (DESIGN.md,
    /// "Which counter runs?"): meeting in the middle at n = 12 and from
    /// n = 14 up to the largest board it takes, backtracking elsewhere.
    ///
    /// ```
    /// use nqueens::count::Method;
    /// assert_eq!(Method::fastest(8), Method::Backtrack);
    /// assert_eq!(Method::fastest(12), Method::Meet);
    /// assert_eq!(Method::fastest(13), Method::Backtrack);
    /// assert_eq!(Method::fastest(18), Method::Meet);
    /// assert_eq!(Method::fastest(25), Method::Backtrack);
    /// ```
    pub fn fastest(n: usize) -> Method {
        match n {
            12 | FASTEST_MEET_FROM..=meet::MAX_MEET_N => Method::Meet,
            _ => Method::Backtrack,
        }
    }

    /// The method's name, as the command line and saved files spell it.
    pub fn name(self) -> &'static str {
        match self {
            Method::Backtrack => "backtrack",
            Method::Meet => "meet",
        }
    }

    /// The method named `name` (as [`Method::name`] spells it).
    pub fn from_name(name: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|method| method.name() == name)
    }
}

/// The board from which on meeting in the middle counts faster than
/// backtracking, measured as whole processes: at n = 13, whose quadrants
/// are small and whose middle queens make 16 cases, backtracking is a few
/// per cent faster; at 12 meeting in the middle is (by about a fifth,
/// both in about 10 ms); from 14 on it is 2.4 times faster and more.
const FASTEST_MEET_FROM: usize = 14;

/// The count of an `n x n` board split into independent, numbered
/// subproblems.
///
/// The split depends only on `n`, the [`Method`] and [`SPLIT_VERSION`], so
/// two processes
/// (or machines) that build the plan for the same `n` agree on what
/// subproblem `i` is; [`Plan::fingerprint`] lets them check.
///
/// ```
/// use nqueens::count::{Plan, Tally};
///
/// let plan = Plan::new(10).unwrap();
/// let whole: Tally = (0..plan.len()).map(|i| plan.count_subproblem(i)).sum();
/// assert_eq!((whole.total, whole.unique), (724, 92));
/// ```
#[derive(Clone, Debug)]
pub struct Plan {
    n: usize,
    split: Split,
}

#[derive(Clone, Debug)]
enum Split {
    Classic(Vec<plan::Subproblem>),
    Meet(std::sync::Arc<meet::MeetPlan>),
    Variant(Box<VariantPlan>),
}

impl Plan {
    /// The split of the count for an `n x n` board, by the method
    /// [`Method::fastest`] picks.
    pub fn new(n: usize) -> Result<Plan, Error> {
        Plan::with_method(n, Method::fastest(n))
    }

    /// The split of the count for an `n x n` board by `method`.
    ///
    /// ```
    /// use nqueens::count::{Method, Plan};
    ///
    /// for method in [Method::Backtrack, Method::Meet] {
    ///     let plan = Plan::with_method(14, method)?;
    ///     let counts = plan.counts(plan.count());
    ///     assert_eq!((counts.total, counts.unique), (365_596, 45_752));
    /// }
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ErrorKind::EmptyBoard`](crate::ErrorKind::EmptyBoard) for `n = 0`,
    /// [`ErrorKind::TooLarge`](crate::ErrorKind::TooLarge)
    /// above [`MAX_COUNT_N`], or for [`Method::Meet`] above
    /// [`meet::MAX_MEET_N`].
    pub fn with_method(n: usize, method: Method) -> Result<Plan, Error> {
        check(n)?;
        let split = match method {
            Method::Backtrack => Split::Classic(plan::subproblems(n)),
            Method::Meet => {
                meet::check_size(n)?;
                Split::Meet(std::sync::Arc::new(meet::MeetPlan::new(n)))
            }
        };
        Ok(Plan { n, split })
    }

    /// The same plan, a count by meeting in the middle keeping its quadrant
    /// tables as `tables` (see [`meet::tables_within`]); other plans are
    /// unchanged. The subproblems and the fingerprint stay the same.
    ///
    /// ```
    /// use nqueens::count::{Method, Plan, meet::Tables};
    ///
    /// let plan = Plan::with_method(13, Method::Meet)?;
    /// let kept = plan.clone().keeping_tables(Tables::ByGroups);
    /// assert_eq!(kept.fingerprint(), plan.fingerprint());
    /// assert_eq!(kept.count(), plan.count());
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn keeping_tables(self, tables: meet::Tables) -> Plan {
        let split = match self.split {
            Split::Meet(plan) => {
                let plan =
                    std::sync::Arc::try_unwrap(plan).unwrap_or_else(|shared| shared.unbuilt());
                Split::Meet(std::sync::Arc::new(plan.keeping(tables)))
            }
            other => other,
        };
        Plan { n: self.n, split }
    }

    /// How a count by meeting in the middle keeps its tables; `None` for
    /// other plans.
    pub fn tables_kept(&self) -> Option<meet::Tables> {
        match &self.split {
            Split::Meet(plan) => Some(plan.tables_kept()),
            _ => None,
        }
    }

    /// The method of a count of the classic problem; `None` for a variant.
    pub fn method(&self) -> Option<Method> {
        match &self.split {
            Split::Classic(_) => Some(Method::Backtrack),
            Split::Meet(_) => Some(Method::Meet),
            Split::Variant(_) => None,
        }
    }

    /// Whether the subproblems' `unique` counts classes (the backtracking
    /// count) rather than Burnside's numerator (meeting in the middle, the
    /// variants), which only [`Plan::counts`] turns into classes.
    pub fn unique_counts_classes(&self) -> bool {
        matches!(self.split, Split::Classic(_))
    }

    /// The split of the count of a variant on the `n x n` board; for
    /// [`Variant::Classic`], the same as [`Plan::new`]. The tallies of a
    /// variant's subproblems hold, as `unique`, Burnside's numerator (the
    /// sum of each solution's stabilizer size) rather than classes: only
    /// the whole sum, through [`Plan::counts`], gives the classes.
    ///
    /// ```
    /// use nqueens::{Plan, variant::Variant};
    ///
    /// let plan = Plan::variant(13, &Variant::Torus)?;
    /// let counts = plan.counts(plan.count_serial());
    /// assert_eq!((counts.total, counts.unique), (4524, 11));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn variant(n: usize, variant: &Variant) -> Result<Plan, Error> {
        if *variant == Variant::Classic {
            return Plan::new(n);
        }
        Ok(Plan {
            n,
            split: Split::Variant(Box::new(VariantPlan::new(n, variant)?)),
        })
    }

    /// What the plan counts.
    pub fn problem(&self) -> Variant {
        match &self.split {
            Split::Classic(_) | Split::Meet(_) => Variant::Classic,
            Split::Variant(plan) => plan.variant().clone(),
        }
    }

    /// The most the `unique` of some subproblems can add up to where their
    /// `total` is `total`, for checking saved tallies: `total` for the
    /// backtracking count, whose `unique` counts classes; for a variant,
    /// the most Burnside's numerator can add per solution (the largest
    /// stabilizer, times the factor the search's own symmetry puts on
    /// `total`) times `total`; for meeting in the middle, `total` and a
    /// bound on what the solutions the turns keep add.
    ///
    /// ```
    /// use nqueens::count::{Method, Plan};
    ///
    /// let plan = Plan::with_method(8, Method::Backtrack)?;
    /// assert_eq!(plan.max_unique(92), 92);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn max_unique(&self, total: u128) -> u128 {
        match &self.split {
            Split::Classic(_) => total,
            Split::Meet(plan) => plan.max_unique(total),
            Split::Variant(plan) => total.saturating_mul(plan.max_unique_per_solution()),
        }
    }

    /// The counts of the whole board from the sum of every subproblem's
    /// tally (for meeting in the middle and for a variant, the classes
    /// come from Burnside's numerator).
    pub fn counts(&self, sum: Tally) -> Counts {
        let unique = match &self.split {
            Split::Classic(_) => sum.unique,
            Split::Meet(plan) => plan.classes(sum),
            Split::Variant(plan) => plan.classes(sum.unique),
        };
        Counts {
            n: self.n,
            total: sum.total,
            unique,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of subproblems.
    pub fn len(&self) -> usize {
        match &self.split {
            Split::Classic(subproblems) => subproblems.len(),
            Split::Meet(plan) => plan.len(),
            Split::Variant(plan) => plan.len(),
        }
    }

    /// Whether there are no subproblems: never for the classic count; a
    /// variant with no way to fill its first rows has none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A hash of the split (its version, `n` and every subproblem), stable
    /// across runs, machines and releases of the same split version.
    pub fn fingerprint(&self) -> u64 {
        match &self.split {
            Split::Classic(subproblems) => plan::fingerprint(self.n, subproblems),
            Split::Meet(plan) => plan.fingerprint(),
            Split::Variant(plan) => plan.fingerprint(),
        }
    }

    /// Counts subproblem `index` (from 0 to `len() - 1`). A subproblem of
    /// a meet-in-the-middle count builds the tables it shares with others
    /// of its case first: [`Plan::count_parallel`] and
    /// [`Plan::count_serial`] build them once for all.
    ///
    /// # Panics
    ///
    /// When `index` is out of range.
    pub fn count_subproblem(&self, index: usize) -> Tally {
        match &self.split {
            Split::Classic(subproblems) => plan::count(self.n, &subproblems[index]),
            Split::Meet(plan) => plan.count_subproblem(index),
            Split::Variant(plan) => {
                let counted = plan.count_subproblem(index);
                Tally {
                    total: counted.total,
                    unique: counted.weighted,
                }
            }
        }
    }

    /// A rough relative size of subproblem `index`, for progress estimates
    /// that weigh big pieces more than small ones. Only ratios between
    /// subproblems mean anything.
    pub fn estimated_cost(&self, index: usize) -> u64 {
        match &self.split {
            Split::Classic(subproblems) => plan::estimated_cost(self.n, &subproblems[index]),
            Split::Meet(plan) => plan.estimated_cost(index),
            Split::Variant(plan) => plan.estimated_cost(index),
        }
    }

    /// Counts every subproblem, one after another on this thread.
    pub fn count_serial(&self) -> Tally {
        if let Split::Meet(plan) = &self.split {
            return plan.count_serial();
        }
        (0..self.len()).map(|i| self.count_subproblem(i)).sum()
    }

    /// Counts the subproblems numbered in `indices` on the current rayon
    /// thread pool, calling `done` with each one's index and tally as it
    /// finishes (in no particular order). Subproblems not yet started when
    /// `stop` becomes true are skipped.
    #[cfg(feature = "parallel")]
    pub fn count_parallel<F>(
        &self,
        indices: &[usize],
        stop: &std::sync::atomic::AtomicBool,
        done: F,
    ) where
        F: Fn(usize, Tally) + Sync,
    {
        // The counting itself is compiled here, once, with the library's
        // optimisation: a generic body would be compiled in the caller's
        // crate, with its own (the binary's tests build it unoptimised).
        self.count_parallel_with(indices, stop, &done);
    }

    #[cfg(feature = "parallel")]
    fn count_parallel_with(
        &self,
        indices: &[usize],
        stop: &std::sync::atomic::AtomicBool,
        done: &(dyn Fn(usize, Tally) + Sync),
    ) {
        use rayon::prelude::*;
        use std::sync::atomic::Ordering;

        if let Split::Meet(plan) = &self.split {
            return plan.count_parallel(indices, stop, done);
        }
        // One subproblem per task: sizes vary a lot, and work stealing
        // evens them out only if pieces are not batched together.
        indices.par_iter().with_max_len(1).for_each(|&index| {
            if !stop.load(Ordering::Relaxed) {
                done(index, self.count_subproblem(index));
            }
        });
    }

    /// Counts every subproblem, on all cores when the `parallel` feature is
    /// on (it is by default).
    pub fn count(&self) -> Tally {
        #[cfg(feature = "parallel")]
        {
            use rayon::prelude::*;
            if let Split::Meet(plan) = &self.split {
                let all: Vec<usize> = (0..self.len()).collect();
                let sum = std::sync::Mutex::new(Tally::default());
                let stop = std::sync::atomic::AtomicBool::new(false);
                plan.count_parallel(&all, &stop, &|_, tally| {
                    *sum.lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner) += tally;
                });
                return sum
                    .into_inner()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
            }
            (0..self.len())
                .into_par_iter()
                .with_max_len(1)
                .map(|i| self.count_subproblem(i))
                .sum()
        }
        #[cfg(not(feature = "parallel"))]
        {
            self.count_serial()
        }
    }
}

/// The number of solutions of the `n`-queens problem, on all cores.
///
/// ```
/// assert_eq!(nqueens::count(8), Ok(92));
/// assert_eq!(nqueens::count(3), Ok(0));
/// ```
pub fn count(n: usize) -> Result<u128, Error> {
    Ok(count_with_unique(n)?.total)
}

/// The number of solutions and of classes of solutions under the symmetries
/// of the square, on all cores, by [`Method::fastest`]. The classes cost
/// little extra: the backtracking search finds them as it counts, and
/// meeting in the middle adds two small searches for the solutions the
/// turns keep (a few per cent of the time at n = 16, under 2% from 17 on).
///
/// ```
/// let counts = nqueens::count_with_unique(8).unwrap();
/// assert_eq!((counts.total, counts.unique), (92, 12));
/// ```
pub fn count_with_unique(n: usize) -> Result<Counts, Error> {
    let plan = Plan::new(n)?;
    Ok(plan.counts(plan.count()))
}

/// The counts of [`count_with_unique`] and the size of the search that
/// found them, on this thread only (no split, no threads), for comparing
/// searches.
///
/// The node count is the number of queens the symmetric search places:
/// every square, row by row, that no queen above attacks and that the rules
/// of its symmetry case allow (see the module documentation). That includes
/// the queens of branches the search then drops because a row below is
/// already full (it looks one row past the next before going on) and the
/// last row's queens, one per solution examined. Each partial board counts
/// once, the first rows shared by many subproblems too. Boards below 4 x 4
/// are counted by the plain search, whose node count is the same quantity
/// without the symmetry rules.
///
/// The counting path does not keep this number: it costs [`count`] and
/// [`count_with_unique`] nothing.
///
/// ```
/// let (counts, nodes) = nqueens::count_with_nodes(8).unwrap();
/// assert_eq!((counts.total, counts.unique), (92, 12));
/// // The plain search of the 8 x 8 board places 2,056 queens.
/// assert!(0 < nodes && nodes < 2_056);
/// ```
pub fn count_with_nodes(n: usize) -> Result<(Counts, u64), Error> {
    check(n)?;
    let mut nodes = 0;
    let tally = plan::count_with_nodes(n, &mut nodes);
    let counts = Counts {
        n,
        total: tally.total,
        unique: tally.unique,
    };
    Ok((counts, nodes))
}
