//! What a part of a count found, and how long it took. A leaf below the
//! count's modules, which all add tallies up.

use std::ops::{Add, AddAssign};

/// Solutions and classes of solutions counted in some part of the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    /// Solutions.
    pub total: u128,
    /// Classes of solutions under the eight symmetries of the square; for
    /// a meet-in-the-middle count or a variant, Burnside's numerator
    /// instead (see [`crate::count::Plan::counts`]).
    pub unique: u128,
}

impl Add for Tally {
    type Output = Tally;

    fn add(self, other: Tally) -> Tally {
        Tally {
            total: self.total + other.total,
            unique: self.unique + other.unique,
        }
    }
}

impl AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        *self = *self + other;
    }
}

impl std::iter::Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(tallies: I) -> Tally {
        tallies.fold(Tally::default(), Add::add)
    }
}

/// The timings of the subproblems of a sample: for each its index, tally
/// and seconds counting, and the tables built with their seconds.
#[derive(Debug, Default)]
pub(crate) struct Timings {
    pub(crate) counted: Vec<(usize, Tally, f64)>,
    /// Tables built for the sample, and their seconds.
    pub(crate) builds: usize,
    pub(crate) build_seconds: f64,
    /// Seconds spent on what every subproblem shares (the whole quadrant
    /// table), built once by any count.
    pub(crate) shared_seconds: f64,
    /// How many times a whole count builds tables.
    pub(crate) whole_builds: usize,
}
