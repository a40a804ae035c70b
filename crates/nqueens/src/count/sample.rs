//! A timed sample of a count's subproblems: how long a count too long to
//! try would take, from a small part of its work.
//!
//! The subproblems fall into strata whose work per unit of
//! [`Plan::estimated_cost`] is about alike: for meeting in the middle the
//! groups of east-row sets (every case's runs of one group together) and
//! the turns' searches, for the other counts the whole plan. At least one
//! subproblem is drawn from each stratum and the rest in proportion to the
//! strata's costs, at random with a given seed, so that a sample repeats.
//! Each is counted and timed; a stratum's time is its sample's time scaled
//! by its cost over theirs. Tables are timed apart: a whole count builds
//! them once per group of a case (or once per case, or once), so their
//! part is the sample's mean build times the whole count's builds.

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use super::tally::Timings;
use super::{Plan, Split, Tally};

/// What a timed sample of a count found.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The subproblems counted, in increasing order.
    pub subproblems: Vec<usize>,
    /// Their estimated cost as a share of the whole count's.
    pub share: f64,
    /// The sum of their tallies: a part of the count, not an estimate of
    /// it.
    pub tally: Tally,
    /// Seconds the threads spent counting them, tables aside, added up.
    pub counting_seconds: f64,
    /// Seconds spent building the tables they needed.
    pub table_seconds: f64,
    /// The whole count's time on one core: each stratum's counting time
    /// scaled up, and the tables a whole count builds.
    pub core_seconds: f64,
}

impl Plan {
    /// Counts a sample of about `size` of the plan's subproblems (at least
    /// one from each stratum, see the module's notes), drawn at random with
    /// `seed`, on the current rayon thread pool, and estimates the time
    /// the whole count would take on one core.
    ///
    /// ```
    /// use nqueens::count::{Method, Plan};
    ///
    /// let plan = Plan::with_method(14, Method::Meet)?;
    /// let sample = plan.sample(40, 7);
    /// assert!(sample.subproblems.len() >= 40);
    /// assert!(sample.share > 0.0 && sample.share < 1.0);
    /// assert!(sample.tally.total < 365_596);
    /// // The same seed draws the same subproblems: their counts repeat.
    /// let again = Plan::with_method(14, Method::Meet)?.sample(40, 7);
    /// assert_eq!((again.subproblems, again.tally), (sample.subproblems, sample.tally));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn sample(&self, size: usize, seed: u64) -> Sample {
        self.count_sample(&self.sample_subproblems(size, seed))
    }

    /// Counts the sample `chosen` (as [`Plan::sample_subproblems`] draws
    /// it) and estimates the whole count's time on one core, as
    /// [`Plan::sample`] does.
    pub fn count_sample(&self, chosen: &[usize]) -> Sample {
        let timings = self.count_timed(chosen);
        self.extrapolate(chosen, &timings)
    }

    /// The subproblems a sample of about `size` with `seed` counts, in
    /// increasing order.
    pub fn sample_subproblems(&self, size: usize, seed: u64) -> Vec<usize> {
        let strata = self.strata();
        let all_cost: u64 = self.costs(0..self.len());
        let extra = size.saturating_sub(strata.len());
        let mut random = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut chosen = Vec::new();
        for mut members in strata {
            let cost = self.costs(members.iter().copied());
            let share = extra as f64 * cost as f64 / all_cost.max(1) as f64;
            // Rounded up, so that the strata add up to `size` at least.
            let wanted = (1 + share.ceil() as usize).min(members.len());
            // The first `wanted` places of a shuffle, drawn one by one.
            for place in 0..wanted {
                let left = (members.len() - place) as u64;
                let pick = place + (random.next_u64() % left) as usize;
                members.swap(place, pick);
            }
            chosen.extend_from_slice(&members[..wanted]);
        }
        chosen.sort_unstable();
        chosen
    }

    /// The subproblems by stratum, each stratum in increasing order.
    fn strata(&self) -> Vec<Vec<usize>> {
        let mut strata: Vec<(u64, Vec<usize>)> = Vec::new();
        for index in 0..self.len() {
            let key = match &self.split {
                Split::Meet(plan) => plan.stratum(index),
                _ => 0,
            };
            match strata.iter_mut().find(|(k, _)| *k == key) {
                Some((_, members)) => members.push(index),
                None => strata.push((key, vec![index])),
            }
        }
        strata.into_iter().map(|(_, members)| members).collect()
    }

    fn costs(&self, indices: impl Iterator<Item = usize>) -> u64 {
        indices.map(|i| self.estimated_cost(i)).sum()
    }

    /// Counts `indices` on the current thread pool, timing each.
    fn count_timed(&self, indices: &[usize]) -> Timings {
        if let Split::Meet(plan) = &self.split {
            return plan.count_timed_all(indices);
        }
        let timed = |index: usize| {
            let start = std::time::Instant::now();
            let tally = self.count_subproblem(index);
            (index, tally, start.elapsed().as_secs_f64())
        };
        #[cfg(feature = "parallel")]
        let counted = {
            use rayon::prelude::*;
            indices
                .par_iter()
                .with_max_len(1)
                .map(|&i| timed(i))
                .collect()
        };
        #[cfg(not(feature = "parallel"))]
        let counted = indices.iter().map(|&i| timed(i)).collect();
        Timings {
            counted,
            ..Timings::default()
        }
    }

    /// The sample's figures and the whole count's estimate from its
    /// timings.
    fn extrapolate(&self, chosen: &[usize], timings: &Timings) -> Sample {
        let all_cost = self.costs(0..self.len());
        let mut counting_seconds = 0.0;
        let mut core_seconds = timings.shared_seconds;
        let mut tally = Tally::default();
        for members in self.strata() {
            let cost = self.costs(members.iter().copied());
            let (mut sampled_cost, mut seconds) = (0u64, 0.0);
            for &(index, part, taken) in &timings.counted {
                if members.binary_search(&index).is_ok() {
                    sampled_cost += self.estimated_cost(index);
                    seconds += taken;
                    tally += part;
                }
            }
            counting_seconds += seconds;
            if sampled_cost > 0 {
                core_seconds += seconds * cost as f64 / sampled_cost as f64;
            }
        }
        if timings.builds > 0 {
            let per_build = timings.build_seconds / timings.builds as f64;
            core_seconds += per_build * timings.whole_builds as f64;
        }
        Sample {
            subproblems: chosen.to_vec(),
            share: self.costs(chosen.iter().copied()) as f64 / all_cost.max(1) as f64,
            tally,
            counting_seconds,
            table_seconds: timings.shared_seconds + timings.build_seconds,
            core_seconds,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::count::{Method, Plan, Tally};

    #[test]
    fn a_sample_covers_every_stratum_and_repeats_with_its_seed() {
        for (n, method) in [
            (12, Method::Backtrack),
            (13, Method::Meet),
            (15, Method::Meet),
        ] {
            let plan = Plan::with_method(n, method).unwrap();
            let strata = plan.strata();
            let chosen = plan.sample_subproblems(30, 5);
            for members in &strata {
                assert!(
                    members.iter().any(|i| chosen.binary_search(i).is_ok()),
                    "n = {n}: a stratum left out"
                );
            }
            assert!(chosen.windows(2).all(|pair| pair[0] < pair[1]), "n = {n}");
            assert!(chosen.len() >= 30.min(plan.len()), "n = {n}");
            assert_eq!(plan.sample_subproblems(30, 5), chosen, "n = {n}");
            assert_ne!(plan.sample_subproblems(30, 6), chosen, "n = {n}");
        }
    }

    #[test]
    fn a_sample_counts_what_its_subproblems_count() {
        for n in [13, 15] {
            let plan = Plan::with_method(n, Method::Meet).unwrap();
            let sample = plan.sample(25, 1);
            let expected: Tally = sample
                .subproblems
                .iter()
                .map(|&i| plan.count_subproblem(i))
                .sum();
            assert_eq!(sample.tally, expected, "n = {n}");
            assert!(sample.core_seconds > 0.0, "n = {n}");
            assert!(sample.counting_seconds > 0.0, "n = {n}");
        }
    }

    #[test]
    fn a_whole_sample_takes_every_subproblem_and_the_whole_count() {
        let plan = Plan::with_method(12, Method::Backtrack).unwrap();
        let sample = plan.sample(plan.len(), 3);
        assert_eq!(sample.subproblems, (0..plan.len()).collect::<Vec<_>>());
        assert!((sample.share - 1.0).abs() < 1e-12);
        assert_eq!(sample.tally, plan.count_serial());
    }
}
