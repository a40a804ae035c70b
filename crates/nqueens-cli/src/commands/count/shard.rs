//! Shards: deterministic, disjoint slices of a count's subproblems, for
//! separate processes or machines, and the record of one shard's result
//! that `nqueens merge` adds up.

use serde::{Deserialize, Serialize};

use super::digest::{Checksum, round_seconds};

pub use crate::values::Shard;

impl Shard {
    /// Whether subproblem `subproblem` belongs to this slice.
    pub fn contains(self, subproblem: usize) -> bool {
        subproblem % self.count == self.index
    }

    /// The subproblems of this slice, of a plan of `len` subproblems.
    pub fn subproblems(self, len: usize) -> impl Iterator<Item = usize> {
        (self.index..len).step_by(self.count)
    }

    /// How many subproblems of a plan of `len` this slice holds.
    pub fn len_of(self, len: usize) -> usize {
        len.saturating_sub(self.index).div_ceil(self.count)
    }
}

/// The subproblems of a plan of `len` that a count covers: a shard's, or all.
pub fn subproblems(shard: Option<Shard>, len: usize) -> Box<dyn Iterator<Item = usize>> {
    match shard {
        Some(shard) => Box::new(shard.subproblems(len)),
        None => Box::new(0..len),
    }
}

/// What `count --shard I/K --format json` prints and `merge` reads: one
/// shard's partial counts, with enough about the split to check that the
/// shards of one count fit together, and a checksum over all of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardRecord {
    pub n: usize,
    /// What was counted, as [`nqueens::variant::Variant::tag`] names it;
    /// absent for the classic board, whose files are unchanged. For a
    /// variant, `unique` is Burnside's numerator (the sum of the
    /// solutions' stabilizer sizes), which only `merge` divides, once the
    /// whole sum is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// How the classic board was counted, as
    /// [`nqueens::count::Method::name`] names it; absent for a variant.
    /// For meeting in the middle `unique` is Burnside's numerator too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    pub split_version: u32,
    /// The plan's fingerprint in hex: as a JSON number it would exceed what
    /// many JSON readers hold exactly.
    pub fingerprint: String,
    pub shard: usize,
    pub shards: usize,
    pub total: u128,
    pub unique: u128,
    /// How many subproblems the shard counted.
    pub subproblems: usize,
    pub seconds: f64,
    pub checksum: String,
}

impl ShardRecord {
    /// The record of a finished shard, with its checksum.
    pub fn new(
        n: usize,
        fingerprint: u64,
        shard: Shard,
        total: u128,
        unique: u128,
        subproblems: usize,
        seconds: f64,
    ) -> ShardRecord {
        let mut record = ShardRecord {
            n,
            variant: None,
            method: None,
            split_version: nqueens::count::SPLIT_VERSION,
            fingerprint: fingerprint_text(fingerprint),
            shard: shard.index,
            shards: shard.count,
            total,
            unique,
            subproblems,
            seconds: round_seconds(seconds),
            checksum: String::new(),
        };
        record.checksum = record.expected_checksum();
        record
    }

    /// The record names what `plan` counts: its variant, or for the
    /// classic board its method; the checksum redone.
    pub fn of_plan(mut self, plan: &nqueens::Plan) -> ShardRecord {
        let problem = plan.problem();
        if problem == nqueens::variant::Variant::Classic {
            self.method = plan.method().map(|method| method.name().to_string());
        } else {
            self.variant = Some(problem.tag());
        }
        self.checksum = self.expected_checksum();
        self
    }

    /// Whether the checksum matches the other fields.
    pub fn checksum_matches(&self) -> bool {
        self.checksum == self.expected_checksum()
    }

    pub(super) fn expected_checksum(&self) -> String {
        let mut checksum = Checksum::new("nqueens shard 1");
        checksum
            .usize(self.n)
            .u64(u64::from(self.split_version))
            .text(&self.fingerprint)
            .usize(self.shard)
            .usize(self.shards)
            .u128(self.total)
            .u128(self.unique)
            .usize(self.subproblems)
            .seconds(self.seconds);
        // After the fields every record has, so that a classic record's
        // checksum is as before.
        if let Some(tag) = &self.variant {
            checksum.text(tag);
        }
        if let Some(method) = &self.method {
            checksum.text("method").text(method);
        }
        checksum.finish()
    }
}

/// A plan's fingerprint as the files write it.
pub fn fingerprint_text(fingerprint: u64) -> String {
    format!("{fingerprint:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_subproblems() {
        for len in [0, 1, 7, 100] {
            for count in 1..=9 {
                let mut seen = vec![0; len];
                for index in 0..count {
                    let shard = Shard { index, count };
                    let mine: Vec<usize> = shard.subproblems(len).collect();
                    assert_eq!(mine.len(), shard.len_of(len));
                    for subproblem in mine {
                        assert!(shard.contains(subproblem));
                        seen[subproblem] += 1;
                    }
                }
                assert!(seen.iter().all(|&times| times == 1), "{len} {count}");
            }
        }
    }

    #[test]
    fn an_edited_record_fails_its_checksum() {
        let shard = Shard { index: 1, count: 4 };
        let record = ShardRecord::new(14, 0xabc, shard, 91_000, 11_000, 400, 0.0123);
        assert!(record.checksum_matches());
        assert_eq!(record.seconds, 0.012);
        assert_eq!(record.fingerprint, "0000000000000abc");
        let mut edited = record.clone();
        edited.total += 1;
        assert!(!edited.checksum_matches());
        let mut edited = record.clone();
        edited.shard = 2;
        assert!(!edited.checksum_matches());
        // The variant is part of what the checksum covers.
        let mut edited = record.clone();
        edited.variant = Some("torus".to_string());
        assert!(!edited.checksum_matches());
        // So is the method.
        let mut edited = record;
        edited.method = Some("meet".to_string());
        assert!(!edited.checksum_matches());
    }
}
