//! The split of a meet-in-the-middle count into a [`Plan`]'s subproblems.
//!
//! Subproblem 0 counts the solutions the turns keep (the classes need
//! them); every other one is a run of consecutive east-row sets of one
//! case, in the order [`EastRows`] gives them. A case's filtered quadrant
//! tables are large (tens of megabytes at n = 20) and take a moment to
//! build, so a parallel count takes the cases one after another and shares
//! each case's runs among the threads, with one copy of its tables.
//!
//! The tallies hold Burnside's numerator as `unique`: each run's `unique`
//! is its `total`, subproblem 0's is `S180 + 2 S90` with a `total` of 0.
//!
//! [`Plan`]: crate::count::Plan

#[cfg(feature = "parallel")]
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Instant;

use super::counter::{
    Case, Counter, EastRows, Group, GroupTables, Scratch, Tables, by_groups, cases, groups,
};
use super::symmetric::{self, Turn};

/// A group of a case: its index and the group.
type Phase = (usize, Group);
use crate::count::tally::Timings;
use crate::count::{SPLIT_VERSION, Tally};
use crate::fingerprint::Fnv;

/// About how many subproblems a count has: enough for threads, progress
/// and shards to share out evenly, few enough that each one still holds
/// many east-row sets (a thousand at n = 21).
const TARGET_UNITS: usize = 4096;

/// The smallest board split into east-row sets: smaller quadrants leave
/// nothing to meet, and backtracking counts those boards in microseconds.
pub(super) const MIN_MEET_N: usize = 6;

/// One subproblem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Unit {
    /// The solutions the half turn and the quarter turn keep.
    Turns,
    /// A board below [`MIN_MEET_N`], counted by backtracking.
    Small,
    /// `sets` east-row sets of group `group` of case `case`, from the one
    /// at state `first`.
    Sets {
        case: u32,
        group: Group,
        first: u64,
        sets: u32,
    },
}

/// The split of one board's count.
pub(crate) struct MeetPlan {
    n: usize,
    cases: Vec<Case>,
    units: Vec<Unit>,
    sets_per_unit: usize,
    /// Whether each case goes by groups of east-row sets.
    by_groups: bool,
    /// Whether the whole quadrant table is kept where the runs go by
    /// groups: each case's tables are then filtered from it once for all
    /// its groups, rather than searched group by group.
    keep_whole: bool,
    /// The quadrant table, built when the first run is counted (a plan made
    /// to check a file never needs it).
    counter: OnceLock<Counter>,
    /// The last case's tables, where the whole table is kept and the runs
    /// go by groups: the case's next group reuses them.
    case_tables: Mutex<Option<(usize, Arc<GroupTables>)>>,
}

impl std::fmt::Debug for MeetPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MeetPlan")
            .field("n", &self.n)
            .field("units", &self.units.len())
            .field("sets_per_unit", &self.sets_per_unit)
            .finish_non_exhaustive()
    }
}

impl MeetPlan {
    /// The split for `n`, which the caller has checked is at most
    /// [`super::MAX_MEET_N`].
    pub(crate) fn new(n: usize) -> MeetPlan {
        MeetPlan::grouped_or_not(n, by_groups(n))
    }

    /// The split for `n`, each case going by groups of east-row sets (with
    /// a table for each group) or whole (with the whole table).
    pub(super) fn grouped_or_not(n: usize, by_groups: bool) -> MeetPlan {
        if n < MIN_MEET_N {
            return MeetPlan {
                n,
                cases: Vec::new(),
                units: vec![Unit::Turns, Unit::Small],
                sets_per_unit: 0,
                by_groups,
                keep_whole: !by_groups,
                counter: OnceLock::new(),
                case_tables: Mutex::new(None),
            };
        }
        let side = n / 2;
        let cases = cases(n);
        let all_sets: usize = cases
            .iter()
            .map(|case| EastRows::new(case, side, Group::Whole).count())
            .sum();
        let sets_per_unit = all_sets.div_ceil(TARGET_UNITS).max(1);
        let mut units = vec![Unit::Turns];
        for (index, case) in cases.iter().enumerate() {
            for group in groups(case, side, by_groups) {
                let mut sets = EastRows::new(case, side, group);
                loop {
                    let first = sets.state();
                    let taken = sets.by_ref().take(sets_per_unit).count();
                    if taken == 0 {
                        break;
                    }
                    units.push(Unit::Sets {
                        case: index as u32,
                        group,
                        first,
                        sets: taken as u32,
                    });
                }
            }
        }
        MeetPlan {
            n,
            cases,
            units,
            sets_per_unit,
            by_groups,
            keep_whole: !by_groups,
            counter: OnceLock::new(),
            case_tables: Mutex::new(None),
        }
    }

    /// The same split, its tables kept as `tables`: the subproblems and
    /// the fingerprint do not change, only what is held while counting.
    pub(crate) fn keeping(mut self, tables: Tables) -> MeetPlan {
        // A plan that does not go by groups keeps the whole table anyway.
        self.keep_whole = !self.by_groups || tables == Tables::Whole;
        self
    }

    /// A copy of the split, with none of its tables built.
    pub(crate) fn unbuilt(&self) -> MeetPlan {
        MeetPlan {
            n: self.n,
            cases: self.cases.clone(),
            units: self.units.clone(),
            sets_per_unit: self.sets_per_unit,
            by_groups: self.by_groups,
            keep_whole: self.keep_whole,
            counter: OnceLock::new(),
            case_tables: Mutex::new(None),
        }
    }

    /// How the tables are kept.
    pub(crate) fn tables_kept(&self) -> Tables {
        if self.keep_whole {
            Tables::Whole
        } else {
            Tables::ByGroups
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.units.len()
    }

    fn counter(&self) -> &Counter {
        self.counter
            .get_or_init(|| Counter::new(self.n, !self.keep_whole))
    }

    /// Counts one subproblem by itself: a run of east-row sets builds its
    /// group's tables first, which [`MeetPlan::count_parallel`] and
    /// [`MeetPlan::count_serial`] do once per group.
    pub(crate) fn count_subproblem(&self, index: usize) -> Tally {
        self.count_timed(index).0
    }

    /// Counts one subproblem by itself, as [`MeetPlan::count_subproblem`],
    /// with the seconds spent building tables (the whole table, the first
    /// time, and the subproblem's group's or case's) and counting.
    pub(crate) fn count_timed(&self, index: usize) -> (Tally, f64, f64) {
        let start = Instant::now();
        let Unit::Sets { case, group, .. } = self.units[index] else {
            let tally = self.count_alone(index);
            return (tally, 0.0, start.elapsed().as_secs_f64());
        };
        let tables = self.tables((case as usize, group));
        let built = start.elapsed().as_secs_f64();
        let start = Instant::now();
        let tally = self.count_run(self.counter(), &tables, index, &mut Scratch::default());
        (tally, built, start.elapsed().as_secs_f64())
    }

    /// The key of the part of the count a sample takes subproblem `index`
    /// from: its group of east-row sets (every case's runs of one group
    /// cost about alike), or one of its own for the searches that stand
    /// alone.
    pub(crate) fn stratum(&self, index: usize) -> u64 {
        match self.units[index] {
            Unit::Turns => 0,
            Unit::Small => 1,
            Unit::Sets {
                group: Group::Whole,
                ..
            } => 2,
            Unit::Sets {
                group: Group::North(g),
                ..
            } => 3 + u64::from(g),
        }
    }

    /// How many times a whole count builds tables: once per group of each
    /// case, or once per case where the whole table is kept.
    pub(crate) fn table_builds(&self) -> usize {
        let mut keys: Vec<Phase> = self
            .units
            .iter()
            .filter_map(|unit| match *unit {
                Unit::Sets { case, group, .. } => Some(self.table_key((case as usize, group))),
                _ => None,
            })
            .collect();
        keys.dedup();
        keys.len()
    }

    /// What a whole count builds a run's tables for: its group of a case,
    /// or its case where the whole table is kept.
    fn table_key(&self, (case, group): Phase) -> Phase {
        if self.by_groups && !self.keep_whole {
            (case, group)
        } else {
            (case, Group::Whole)
        }
    }

    /// Counts the subproblems of `indices` for a sample as
    /// [`MeetPlan::count_parallel`] does (each group's or case's tables
    /// built once, its runs shared by the pool's threads), timing each
    /// table build and each subproblem.
    pub(crate) fn count_timed_all(&self, indices: &[usize]) -> Timings {
        let mut timings = Timings {
            shared_seconds: self.prepare(),
            whole_builds: self.table_builds(),
            ..Timings::default()
        };
        let (alone, by_phase) = self.grouped(indices);
        for index in alone {
            let (tally, _, seconds) = self.count_timed(index);
            timings.counted.push((index, tally, seconds));
        }
        let mut last_key = None;
        for (phase, runs) in by_phase {
            let start = Instant::now();
            let tables = self.tables(phase);
            let key = self.table_key(phase);
            if last_key != Some(key) {
                timings.builds += 1;
                timings.build_seconds += start.elapsed().as_secs_f64();
                last_key = Some(key);
            }
            let counter = self.counter();
            let timed = |scratch: &mut Scratch, index: usize| {
                let start = Instant::now();
                let tally = self.count_run(counter, &tables, index, scratch);
                (index, tally, start.elapsed().as_secs_f64())
            };
            #[cfg(feature = "parallel")]
            let counted: Vec<(usize, Tally, f64)> = {
                use rayon::prelude::*;
                runs.par_iter()
                    .with_max_len(1)
                    .map_init(Scratch::default, |scratch, &index| timed(scratch, index))
                    .collect()
            };
            #[cfg(not(feature = "parallel"))]
            let counted: Vec<(usize, Tally, f64)> = {
                let mut scratch = Scratch::default();
                runs.iter()
                    .map(|&index| timed(&mut scratch, index))
                    .collect()
            };
            timings.counted.extend(counted);
        }
        timings
    }

    /// Builds what every subproblem shares (the whole quadrant table, where
    /// it is kept), and says how many seconds that took: none when it was
    /// there already.
    pub(crate) fn prepare(&self) -> f64 {
        let start = Instant::now();
        if self.n >= MIN_MEET_N {
            self.counter();
        }
        start.elapsed().as_secs_f64()
    }

    /// Counts subproblem `index`, which is not a run of east-row sets.
    fn count_alone(&self, index: usize) -> Tally {
        match self.units[index] {
            Unit::Turns => {
                let turned = symmetric::fixed_by(self.n, Turn::Half)
                    + 2 * symmetric::fixed_by(self.n, Turn::Quarter);
                Tally {
                    total: 0,
                    unique: turned,
                }
            }
            Unit::Small => {
                let total = crate::count::plain::count(self.n, &mut 0).total;
                Tally {
                    total,
                    unique: total,
                }
            }
            Unit::Sets { .. } => unreachable!("runs are counted with their group's tables"),
        }
    }

    /// Counts the run `index` with its case's tables.
    fn count_run(
        &self,
        counter: &Counter,
        tables: &GroupTables,
        index: usize,
        scratch: &mut Scratch,
    ) -> Tally {
        let Unit::Sets {
            case,
            group,
            first,
            sets,
        } = self.units[index]
        else {
            unreachable!("only runs have tables");
        };
        let case = &self.cases[case as usize];
        let total =
            u128::from(counter.count_sets(case, group, tables, first, sets as usize, scratch));
        Tally {
            total,
            unique: total,
        }
    }

    /// The subproblems of `indices` that stand alone, and the runs by
    /// group of a case (each group's runs in the order given).
    fn grouped(&self, indices: &[usize]) -> (Vec<usize>, Vec<(Phase, Vec<usize>)>) {
        let mut alone = Vec::new();
        let mut by_phase: Vec<(Phase, Vec<usize>)> = Vec::new();
        for &index in indices {
            match self.units[index] {
                Unit::Sets { case, group, .. } => {
                    let phase = (case as usize, group);
                    match by_phase.iter_mut().find(|(p, _)| *p == phase) {
                        Some((_, runs)) => runs.push(index),
                        None => by_phase.push((phase, vec![index])),
                    }
                }
                _ => alone.push(index),
            }
        }
        (alone, by_phase)
    }

    /// The tables of a group of a case: with the whole table kept and the
    /// runs by groups, the case's, filtered once for all its groups.
    fn tables(&self, (case, group): Phase) -> Arc<GroupTables> {
        let counter = self.counter();
        if !(self.by_groups && self.keep_whole) {
            return Arc::new(counter.tables_for(&self.cases[case], group));
        }
        let mut last = self
            .case_tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some((kept, tables)) = last.as_ref()
            && *kept == case
        {
            return Arc::clone(tables);
        }
        // The last case's copies go before this one's are built, so that
        // two cases' copies are never held at once.
        *last = None;
        let tables = Arc::new(counter.tables_for(&self.cases[case], Group::Whole));
        *last = Some((case, Arc::clone(&tables)));
        tables
    }

    /// Counts every subproblem, one after another on this thread, each
    /// group's tables built once.
    pub(crate) fn count_serial(&self) -> Tally {
        let all: Vec<usize> = (0..self.len()).collect();
        let (alone, by_phase) = self.grouped(&all);
        let mut sum: Tally = alone.iter().map(|&i| self.count_alone(i)).sum();
        let mut scratch = Scratch::default();
        for (phase, runs) in by_phase {
            let tables = self.tables(phase);
            for index in runs {
                sum += self.count_run(self.counter(), &tables, index, &mut scratch);
            }
        }
        sum
    }

    /// Counts the subproblems of `indices` on the current rayon pool: the
    /// turns beside the runs, and the runs group by group, each group's
    /// runs shared by the threads. `done` gets each one's index and tally
    /// as it finishes; nothing new starts once `stop` is set.
    #[cfg(feature = "parallel")]
    pub(crate) fn count_parallel(
        &self,
        indices: &[usize],
        stop: &AtomicBool,
        done: &(dyn Fn(usize, Tally) + Sync),
    ) {
        use rayon::prelude::*;

        let (alone, by_phase) = self.grouped(indices);
        let stopped = || stop.load(Ordering::Relaxed);
        rayon::join(
            || {
                alone.par_iter().with_max_len(1).for_each(|&index| {
                    if !stopped() {
                        done(index, self.count_alone(index));
                    }
                });
            },
            || {
                for (phase, runs) in &by_phase {
                    if stopped() {
                        return;
                    }
                    let tables = self.tables(*phase);
                    let counter = self.counter();
                    runs.par_iter().with_max_len(1).for_each_init(
                        Scratch::default,
                        |scratch, &index| {
                            if !stopped() {
                                done(index, self.count_run(counter, &tables, index, scratch));
                            }
                        },
                    );
                }
            },
        );
    }

    /// A rough relative size of a subproblem: its east-row sets, and for
    /// the turns about a hundredth of all of them.
    pub(crate) fn estimated_cost(&self, index: usize) -> u64 {
        match self.units[index] {
            Unit::Sets { sets, .. } => u64::from(sets),
            Unit::Turns => (self.units.len() * self.sets_per_unit / 100).max(1) as u64,
            Unit::Small => 1,
        }
    }

    /// The classes from the sum of every subproblem's tally.
    pub(crate) fn classes(&self, sum: Tally) -> u128 {
        // The 1 x 1 board's one solution is kept by every symmetry, the
        // reflections too, which the lemma's form here leaves out.
        if self.n == 1 {
            return sum.total;
        }
        sum.unique / 8
    }

    /// The most `unique` can be for subproblems holding `total`
    /// solutions: `total` from the runs, and at most
    /// `3 * 2^k * k!` (`k = n / 2`) from the turns, as a permutation the
    /// half turn keeps is one of the `2^k k!` that commute with it and a
    /// solution the quarter turn keeps is one the half turn keeps.
    pub(crate) fn max_unique(&self, total: u128) -> u128 {
        let k = (self.n / 2) as u32;
        let commuting: u128 = (1..=u128::from(k)).product::<u128>() << k;
        total.saturating_add(3 * commuting)
    }

    /// A hash of the split: its version, the method, `n` and every
    /// subproblem.
    pub(crate) fn fingerprint(&self) -> u64 {
        let mut hash = Fnv::new();
        hash.write(&SPLIT_VERSION.to_le_bytes());
        hash.write(b"meet");
        hash.write(&(self.n as u64).to_le_bytes());
        hash.write(&(self.sets_per_unit as u64).to_le_bytes());
        for unit in &self.units {
            match *unit {
                Unit::Turns => hash.write(&[0]),
                Unit::Small => hash.write(&[1]),
                Unit::Sets {
                    case,
                    group,
                    first,
                    sets,
                } => {
                    hash.write(&[2]);
                    hash.write(&case.to_le_bytes());
                    // Whole cases hash as before groups came in, so that
                    // saved counts of the boards they split stay valid.
                    if let Group::North(g) = group {
                        hash.write(&g.to_le_bytes());
                    }
                    hash.write(&first.to_le_bytes());
                    hash.write(&sets.to_le_bytes());
                }
            }
        }
        hash.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::MeetPlan;
    use crate::count::Tally;
    use crate::count::meet::Tables;

    #[test]
    fn the_runs_cover_every_east_row_set_once() {
        for n in 6..=13 {
            let plan = MeetPlan::new(n);
            let whole = super::super::counter::Counter::new(n, false).total();
            let sum: Tally = (0..plan.len()).map(|i| plan.count_subproblem(i)).sum();
            assert_eq!(sum.total, u128::from(whole), "n = {n}");
            assert_eq!(plan.count_serial(), sum, "n = {n}");
        }
    }

    #[test]
    fn counting_by_groups_counts_as_counting_whole_cases() {
        // The groups (with their tables built by search) against whole
        // cases (filtered from the whole table) and the known totals (OEIS
        // A000170), in both builds of the matcher.
        const TOTALS: [u128; 10] = [
            4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596, 2_279_184,
        ];
        for (n, known) in (6..=15).zip(TOTALS) {
            let whole = MeetPlan::grouped_or_not(n, false);
            let grouped = MeetPlan::grouped_or_not(n, true);
            assert_ne!(grouped.fingerprint(), whole.fingerprint(), "n = {n}");
            let expected = whole.count_serial();
            assert_eq!(grouped.count_serial(), expected, "n = {n}");
            let anywhere = crate::dispatch::portable(|| grouped.count_serial());
            assert_eq!(anywhere, expected, "n = {n}");
            // One subproblem at a time builds its tables for each: the
            // largest boards would take most of the test's time.
            if n <= 13 {
                let each: Tally = (0..grouped.len())
                    .map(|i| grouped.count_subproblem(i))
                    .sum();
                assert_eq!(each, expected, "n = {n}");
            }
            assert_eq!(expected.total, known, "n = {n}");
        }
    }

    #[test]
    fn keeping_the_whole_table_counts_as_searching_each_groups() {
        // Odd boards, where the whole table and each case's copies of it
        // replace the groups' searched tables; the subproblems stay the
        // same.
        for n in [7, 11, 13] {
            let grouped = MeetPlan::grouped_or_not(n, true);
            let whole = MeetPlan::grouped_or_not(n, true).keeping(Tables::Whole);
            assert_eq!(whole.tables_kept(), Tables::Whole);
            assert_eq!(grouped.tables_kept(), Tables::ByGroups);
            assert_eq!(whole.fingerprint(), grouped.fingerprint(), "n = {n}");
            assert!(whole.table_builds() < grouped.table_builds(), "n = {n}");
            let expected = grouped.count_serial();
            assert_eq!(whole.count_serial(), expected, "n = {n}");
            let anywhere = crate::dispatch::portable(|| whole.count_serial());
            assert_eq!(anywhere, expected, "n = {n}");
            // Subproblem by subproblem, so that a checkpoint or a shard of
            // one holds what the other counts.
            for i in 0..whole.len() {
                assert_eq!(
                    whole.count_subproblem(i),
                    grouped.count_subproblem(i),
                    "n = {n}, subproblem {i}"
                );
            }
            #[cfg(feature = "parallel")]
            {
                let sum = std::sync::Mutex::new(Tally::default());
                let all: Vec<usize> = (0..whole.len()).collect();
                let stop = std::sync::atomic::AtomicBool::new(false);
                whole.count_parallel(&all, &stop, &|_, tally| *sum.lock().unwrap() += tally);
                assert_eq!(sum.into_inner().unwrap(), expected, "n = {n}");
            }
        }
    }

    #[test]
    fn the_turns_stay_under_their_bound() {
        for n in 1..=14 {
            let plan = MeetPlan::new(n);
            let turns = plan.count_subproblem(0);
            assert_eq!(turns.total, 0);
            assert!(turns.unique <= plan.max_unique(0), "n = {n}");
        }
    }
}
