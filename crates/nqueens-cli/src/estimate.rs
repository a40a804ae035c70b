//! Rough sizes of runs too long to wait for, so that the user is warned
//! before one starts. Orders of magnitude only: speeds differ between
//! machines far more than these guesses are precise.

/// Below this size every run finishes in minutes; no estimate is made.
const FIRST_ESTIMATED_N: usize = 19;

/// Solutions per second that `solve` finds and prints on a current desktop
/// machine (a small cloud machine manages a fifth of that).
const PRINTED_PER_SECOND: f64 = 1e7;
/// Solutions per second that `count` counts on the same machine; it
/// searches half of them and mirrors the rest.
const COUNTED_PER_SECOND: f64 = 5e7;
/// Runs expected to last longer than this (half an hour) get a warning.
const PATIENCE_SECONDS: f64 = 1800.0;

/// Runs whose length the program can tell well (`compare`'s ladder, the
/// local searches of `find` and `dominate`) warn when expected to last
/// longer than this: a command silent for longer looks hung.
pub const SOON_SECONDS: f64 = 10.0;

/// How many times longer than measured a run may take on a busy or smaller
/// machine: `knights 12 --count`, 5.7 s where it was measured, took 10.9 s
/// on a loaded two-core machine. Times extrapolated from one measurement
/// are multiplied by it before they are held against [`SOON_SECONDS`], so
/// that a run near the line warns rather than stays silent.
pub const BUSY_MACHINE: f64 = 2.0;

/// A year: a count expected to take longer starts only with `--force`.
/// Nobody waits that long for one machine; such a count is meant for
/// `--shard` across many, or was typed by mistake.
pub const FORCE_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// Rows a second that `find --method random` searches and prints on a
/// board too large for the processor's caches: measured with the release
/// build on two cores, 50 million rows in 10.0 s and 800 million in 96 s,
/// list format to /dev/null (smaller boards go faster: 10 million in
/// 0.9 s), so a little below the rate at the largest boards.
const RANDOM_ROWS_PER_SECOND: f64 = 6e6;

/// How long `find --method random` takes on the `n x n` board, when that is
/// longer than [`SOON_SECONDS`].
pub fn random_search(n: usize) -> Option<f64> {
    let seconds = n as f64 / RANDOM_ROWS_PER_SECOND;
    (seconds > SOON_SECONDS).then_some(seconds)
}

/// Whether the n x n board has more than `count` solutions (classes, with
/// `unique`), known at once: boards up to 14 are counted (in milliseconds),
/// and from n = 6 on the counts only grow, so a larger board has at least
/// as many as the 14 x 14 one. `false` where that does not settle it.
pub fn more_solutions_than(n: usize, unique: bool, count: u64) -> bool {
    const COUNTED_UP_TO: usize = 14;
    let counted = if n > COUNTED_UP_TO { COUNTED_UP_TO } else { n };
    nqueens::count_with_unique(counted).is_ok_and(|counts| {
        let known = if unique { counts.unique } else { counts.total };
        known > u128::from(count)
    })
}

/// How long a run would take, when that is too long.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub n: usize,
    pub solutions: Magnitude,
    pub seconds: f64,
}

/// A number as `mantissa x 10^exponent`, to one digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Magnitude {
    pub mantissa: u32,
    pub exponent: u32,
}

/// `solve` listing every solution (or every class, with `unique`).
pub fn listing(n: usize, unique: bool) -> Option<Estimate> {
    let log_total = log10_total(n)?;
    // Classes are about an eighth of the solutions, but the search behind
    // them still walks half of all solutions, as counting does.
    let log_seconds = if unique {
        log_total + (1.0 / (8.0 * PRINTED_PER_SECOND) + 1.0 / COUNTED_PER_SECOND).log10()
    } else {
        log_total - PRINTED_PER_SECOND.log10()
    };
    warn_if_long(n, log_total, log_seconds, PATIENCE_SECONDS)
}

/// `count` of `fraction` of the whole search (less than 1 for a shard or a
/// resumed count), the fraction weighed by the subproblems' estimated costs.
pub fn counting(n: usize, fraction: f64) -> Option<Estimate> {
    let log_total = log10_total(n)?;
    // A fraction of 0 gives minus infinity: nothing left, nothing to warn of.
    let log_seconds = log_total - COUNTED_PER_SECOND.log10() + fraction.log10();
    warn_if_long(n, log_total, log_seconds, SOON_SECONDS)
}

/// A search too long to wait for, from the library's estimate of its size
/// (random probes of its own tree): about how many solutions it finds and
/// how long it takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LongSearch {
    /// Absent where the probes were cut short (they saw no solution) or
    /// ended on none.
    pub solutions: Option<Magnitude>,
    pub seconds: f64,
    /// Whether `seconds` is a lower bound: the probes were cut short.
    pub at_least: bool,
}

/// The search `search` estimates, taking `log10_seconds`, when that is too
/// long; a search refused before it starts costs minus infinity: none.
pub fn long_search(search: &nqueens::estimate::Estimate, log10_seconds: f64) -> Option<LongSearch> {
    (log10_seconds >= PATIENCE_SECONDS.log10()).then(|| LongSearch {
        solutions: solutions_seen(search).map(Magnitude::from_log10),
        seconds: seconds_from_log10(log10_seconds),
        at_least: search.truncated,
    })
}

/// log10 of the solutions the probes saw; an estimate below one is a search
/// whose probes found none.
fn solutions_seen(search: &nqueens::estimate::Estimate) -> Option<f64> {
    (!search.truncated && search.log10_solutions >= 0.0).then_some(search.log10_solutions)
}

/// Units of the library's completion estimate (its probes' cost, see
/// `nqueens::complete::estimate_completions`) that `complete --count`
/// passes a second on boards of up to `nqueens::complete::MAX_WORD_N`
/// rows, where it counts with the word search, in a tree of its own
/// (forced moves pruned), far faster than the estimate's unit suggests
/// (`ROWS_PER_SECOND` put the empty 16 x 16 board at 97 s).
///
/// Fitted to release-build counts of empty boards (n = 12 to 17) and of
/// boards of 18 to 40 rows with 1 to 16 queens placed (from a solution,
/// and at random, 40 runs from 0.04 to 15 s of CPU time): 2.1 to 3.9 x
/// 10^-9 s of CPU time a unit, 2.8 in the middle, with the vector layout
/// of AVX-512 (boards of up to 32 rows), so about 7 x 10^8 units a second
/// on two cores. The layout for other processors (and for more rows) is
/// up to twice as slow a node (DESIGN.md, "Why two layouts of the same
/// search?"): the rate below is about that one's, so that a count near
/// the line warns rather than stays silent.
const WORD_COUNT_COST_PER_SECOND: f64 = 4e8;

/// `complete --count`, or `complete --all` with `listing` (the search, and
/// the printing of what it finds, at the rate `solve` prints), on the `n x
/// n` board, from the library's estimate of its search. A count says
/// nothing until it ends, so it warns as `count` does, past
/// [`SOON_SECONDS`] on a busy machine; a listing streams its completions,
/// and warns only when it cannot finish in any wait.
pub fn completing(
    n: usize,
    search: &nqueens::estimate::Estimate,
    listing: bool,
) -> Option<LongSearch> {
    if !listing {
        let log_seconds = log10_counting_seconds(n, search) + BUSY_MACHINE.log10();
        return (log_seconds >= SOON_SECONDS.log10()).then(|| LongSearch {
            solutions: solutions_seen(search).map(Magnitude::from_log10),
            seconds: seconds_from_log10(log_seconds),
            at_least: search.truncated,
        });
    }
    let searching = search.log10_seconds_at(nqueens::complete::ROWS_PER_SECOND);
    let log_seconds = match solutions_seen(search) {
        Some(log_completions) => log10_sum(searching, log_completions - PRINTED_PER_SECOND.log10()),
        None => searching,
    };
    long_search(search, log_seconds)
}

/// log10 of the seconds `complete --count` takes on the `n x n` board on
/// two cores, from the library's estimate of its search.
fn log10_counting_seconds(n: usize, search: &nqueens::estimate::Estimate) -> f64 {
    let rate = if n <= nqueens::complete::MAX_WORD_N {
        WORD_COUNT_COST_PER_SECOND
    } else {
        nqueens::complete::ROWS_PER_SECOND
    };
    search.log10_seconds_at(rate)
}

/// `log10(10^a + 10^b)`, without leaving the logarithms.
fn log10_sum(a: f64, b: f64) -> f64 {
    let (high, low) = if a >= b { (a, b) } else { (b, a) };
    if low == f64::NEG_INFINITY {
        return high;
    }
    high + (1.0 + 10f64.powf(low - high)).log10()
}

/// Large enough to read as "longer than a lifetime" when it overflows.
fn seconds_from_log10(log_seconds: f64) -> f64 {
    10f64.powf(log_seconds.min(300.0))
}

/// The estimate when longer than `patience` seconds. A listing streams its
/// solutions as it goes, so it may run for longer before a warning; a count
/// says nothing until it ends.
fn warn_if_long(n: usize, log_total: f64, log_seconds: f64, patience: f64) -> Option<Estimate> {
    (log_seconds >= patience.log10()).then(|| Estimate {
        n,
        solutions: Magnitude::from_log10(log_total),
        seconds: seconds_from_log10(log_seconds),
    })
}

/// The largest board whose first solutions in lexicographic order the
/// searches reach quickly. Measured with `solve N --limit 1` (release build,
/// bitmask method): under 3 s for every n up to 33, then over 40 s at 34
/// and 36 and far beyond at larger sizes, where the first solution lies
/// behind ever larger dead subtrees; a few sizes above (35, say) are quick
/// by luck, which no rule of thumb predicts.
pub const MAX_QUICK_FIRST_N: usize = 33;

/// Whether reaching the first solutions of `n` in lexicographic order may
/// take minutes or more: boards above [`MAX_QUICK_FIRST_N`] that the
/// bitmask search handles (wider boards go to slower searches).
pub fn first_solutions_slow(n: usize) -> bool {
    n > MAX_QUICK_FIRST_N
}

/// How long `count` of `fraction` of the whole count would take by meeting
/// in the middle, when that is too long: from Q(22) counted in 2,228 s on
/// two cores and the growth per size a timed sample of n = 23 gives
/// (`count 23 --sample 60`: 36,500 s on one core, 8.3 times n = 22's
/// 4,381). Below n = 22 a size costs less (n = 21 took 309 s, a seventh).
pub fn meet_counting(n: usize, fraction: f64) -> Option<Estimate> {
    let log_total = log10_total(n)?;
    let log_seconds = log10_meet_seconds(n) + fraction.log10();
    warn_if_long(n, log_total, log_seconds, SOON_SECONDS)
}

/// log10 of the seconds the whole count by meeting in the middle takes on
/// the two cores it was measured on (see [`meet_counting`]).
fn log10_meet_seconds(n: usize) -> f64 {
    const MEASURED_N: usize = 22;
    const MEASURED_SECONDS: f64 = 2228.0;
    const GROWTH_PER_SIZE: f64 = 8.3;
    MEASURED_SECONDS.log10() + (n as f64 - MEASURED_N as f64) * GROWTH_PER_SIZE.log10()
}

/// The cores of the machine the counting speeds above were measured on.
const MEASURED_CORES: f64 = 2.0;

/// The CPU time, in seconds of one core like those it was measured on,
/// that the whole count of the `n x n` board by `method` takes; `None`
/// below the sizes that are estimated (they count in minutes at most).
pub fn count_core_seconds(n: usize, method: nqueens::count::Method) -> Option<f64> {
    let log_total = log10_total(n)?;
    let log_seconds = match method {
        nqueens::count::Method::Meet => log10_meet_seconds(n),
        _ => log_total - COUNTED_PER_SECOND.log10(),
    };
    Some(seconds_from_log10(log_seconds) * MEASURED_CORES)
}

/// Roughly how many solutions the `n x n` board has, as [`count_core_seconds`]
/// sizes it; `None` where it gives no estimate.
pub fn rough_total(n: usize) -> Option<f64> {
    log10_total(n).map(|log| 10f64.powf(log.min(300.0)))
}

/// log10 of Q(n), roughly; `None` below the sizes that could take long.
///
/// Q(n) grows like `(n e^-1.945)^n` (Simkin, 2021). At the sizes where
/// warnings matter that asymptotic form runs low by a steady factor of about
/// 10^1.5, so the offset below brings it to within a few tens of percent of
/// the published counts, which is all an order of magnitude needs.
fn log10_total(n: usize) -> Option<f64> {
    const SIMKIN_ALPHA: f64 = 1.945;
    const LOW_N_OFFSET: f64 = 1.5;
    if n < FIRST_ESTIMATED_N {
        return None;
    }
    let n = n as f64;
    Some(n * (n.log10() - SIMKIN_ALPHA / std::f64::consts::LN_10) + LOW_N_OFFSET)
}

impl Magnitude {
    pub fn from_log10(log: f64) -> Magnitude {
        let exponent = log.floor();
        let mantissa = 10f64.powf(log - exponent).round() as u32;
        let (mantissa, exponent) = if mantissa >= 10 {
            (1, exponent + 1.0)
        } else {
            (mantissa, exponent)
        };
        Magnitude {
            mantissa,
            exponent: exponent as u32,
        }
    }
}

/// A variant's count measured at one size on two cores, and the factor its
/// time grows by per size above that (from the sizes below it).
struct VariantSpeed {
    n: usize,
    seconds: f64,
    growth: f64,
}

/// What the variants' counters took on a 2-core machine (docs/benchmarks.md, "Variants").
fn variant_speed(variant: &nqueens::variant::Variant) -> Option<VariantSpeed> {
    use nqueens::variant::Variant;
    let (n, seconds, growth) = match variant {
        // 0.84 s at n = 23, 21.7 s at 25; a sample of n = 29's pieces
        // gives about 10 hours: about 6.5 times per size.
        Variant::Torus => (25, 21.7, 6.5),
        // 0.57 s at n = 18, 3.83 s at 19, 28.2 s at 20: about 7.2 times
        // per size.
        Variant::Superqueens => (20, 28.2, 7.2),
        // 16.9 s at n = 16, 155 s at 17.
        Variant::Pawns { count: 1 } => (17, 155.0, 8.0),
        Variant::Pawns { count: 2 } => (12, 0.14, 8.0),
        _ => return None,
    };
    Some(VariantSpeed { n, seconds, growth })
}

/// How long `count` of `fraction` of a variant's count would take on the
/// `n x n` board, when that is longer than [`SOON_SECONDS`]: from the measured
/// speed and growth, so an order of magnitude at best. `None` for shorter
/// counts and for variants without a measurement.
pub fn variant_counting(
    n: usize,
    variant: &nqueens::variant::Variant,
    fraction: f64,
) -> Option<f64> {
    let speed = variant_speed(variant)?;
    let log_seconds = speed.seconds.log10()
        + (n as f64 - speed.n as f64) * speed.growth.log10()
        + fraction.log10();
    (log_seconds >= SOON_SECONDS.log10()).then(|| seconds_from_log10(log_seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_start_where_waiting_becomes_unreasonable() {
        assert_eq!(listing(19, false), None);
        assert!(listing(20, false).is_some());
        assert_eq!(listing(20, true), None);
        assert!(listing(21, true).is_some());
        // A count says nothing until it ends: it is warned of sooner.
        assert_eq!(counting(18, 1.0), None);
        assert!(counting(19, 1.0).is_some());
        assert_eq!(counting(21, 0.001), None);
        assert_eq!(counting(21, 0.0), None);
        assert_eq!(meet_counting(19, 1.0), None);
        assert!(meet_counting(20, 1.0).is_some());
        assert_eq!(meet_counting(22, 0.001), None);
    }

    #[test]
    fn completions_are_warned_about_from_the_library_estimate() {
        use nqueens::complete::{Puzzle, estimate_completions};
        let search = |n| estimate_completions(&Puzzle::new(n), 0).unwrap();
        assert_eq!(completing(8, &search(8), false), None);
        assert_eq!(completing(8, &search(8), true), None);
        // Q(40) is about 10^32.
        let empty = search(40);
        let counting = completing(40, &empty, false).unwrap();
        let exponent = counting.solutions.unwrap().exponent;
        assert!((30..=34).contains(&exponent), "{counting:?}");
        assert!(!counting.at_least);
        // Listing prints them too.
        let listing = completing(40, &empty, true).unwrap();
        assert!(listing.seconds > counting.seconds, "{listing:?}");
        // Probes cut short see no completion and give a lower bound.
        let large = completing(2000, &search(2000), false).unwrap();
        assert_eq!(large.solutions, None);
        assert!(large.at_least && large.seconds.is_finite());
    }

    #[test]
    fn a_count_of_completions_is_estimated_near_the_time_it_took() {
        use nqueens::Square;
        use nqueens::complete::{Puzzle, estimate_completions};
        let first_column = |n| nqueens::construct(n).unwrap().next().unwrap();
        // Release build, the CPU time on two cores halved (vector layout).
        let measured = [
            (Puzzle::new(15), 0.42),
            (Puzzle::new(16), 2.56),
            (
                Puzzle::new(18).with_queen(Square::new(0, first_column(18))),
                5.4,
            ),
        ];
        for (puzzle, seconds) in measured {
            let search = estimate_completions(&puzzle, 0).unwrap();
            let estimate = 10f64.powf(log10_counting_seconds(puzzle.n(), &search));
            assert!(
                (seconds / 4.0..seconds * 4.0).contains(&estimate),
                "{puzzle:?}: estimated {estimate} s, measured {seconds} s"
            );
        }
        // From 17 on, a count warns; before, it is quick.
        let warned = |n| completing(n, &estimate_completions(&Puzzle::new(n), 0).unwrap(), false);
        assert_eq!(warned(15), None);
        let at_17 = warned(17).expect("a warning at n = 17");
        assert!((10.0..300.0).contains(&at_17.seconds), "{at_17:?}");
    }

    #[test]
    fn a_refused_search_is_not_warned_about() {
        use nqueens::Square;
        use nqueens::complete::{Puzzle, estimate_completions};
        let blocked = (0..40).fold(Puzzle::new(40), |puzzle, row| {
            puzzle.with_blocked(Square::new(row, 3))
        });
        let search = estimate_completions(&blocked, 0).unwrap();
        assert_eq!(completing(40, &search, false), None);
        assert_eq!(completing(40, &search, true), None);
    }

    #[test]
    fn a_random_search_is_warned_about_from_tens_of_millions_of_rows() {
        assert_eq!(random_search(10_000_000), None);
        let seconds = random_search(800_000_000).unwrap();
        assert!((60.0..300.0).contains(&seconds), "{seconds}");
    }

    #[test]
    fn first_solutions_are_slow_above_the_measured_sizes() {
        assert!(!first_solutions_slow(33));
        assert!(first_solutions_slow(34));
    }

    #[test]
    fn known_counts_bound_the_larger_boards() {
        assert!(!more_solutions_than(11, false, 10_000));
        assert!(more_solutions_than(12, false, 10_000));
        assert!(!more_solutions_than(13, true, 10_000));
        assert!(more_solutions_than(14, true, 10_000));
        assert!(more_solutions_than(100, true, 10_000));
        assert!(!more_solutions_than(3, false, 0));
    }

    #[test]
    fn magnitudes_have_one_digit() {
        let estimate = listing(20, false).unwrap();
        assert_eq!(
            estimate.solutions,
            Magnitude {
                mantissa: 4,
                exponent: 10,
            }
        );
        let beyond = listing(100_000, false).unwrap();
        assert!(beyond.solutions.exponent > 100_000);
        assert!(beyond.seconds.is_finite());
    }
}
