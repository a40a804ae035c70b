//! `nqueens merge`: the whole count from its shards' results, once they are
//! known to be every shard of one count, each exactly once and intact.

use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, PoisonError};

use anyhow::Context;
use nqueens::count::Method;
use nqueens::variant::Variant;
use nqueens::{Plan, Tally};

use super::digest::{MAX_SECONDS, valid_seconds};
use super::plan::resubmit::{Scheduler, resubmit_command};
use super::shard::{Shard, ShardRecord, fingerprint_text};
use super::{file, output};
use crate::command::{self, CommandSpec};
use crate::console::Outcome;
use crate::i18n::help::Choice;
use crate::input::Source;
use crate::output::TextOrJson as Format;
use crate::text;

/// `nqueens merge`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "merge",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<Format>(), Choice::of::<Resubmit>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(long, value_enum, value_name = "SCHEDULER")]
    pub resubmit: Option<Resubmit>,
}

/// The scheduler whose form the shards to count again are named in: that
/// of the files `nqueens plan` wrote for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Resubmit {
    Slurm,
    Kubernetes,
    Parallel,
}

impl Resubmit {
    fn scheduler(self) -> Scheduler {
        match self {
            Resubmit::Slurm => Scheduler::Slurm,
            Resubmit::Kubernetes => Scheduler::Kubernetes,
            Resubmit::Parallel => Scheduler::Parallel,
        }
    }
}

/// What `merge --format json` prints when shards are missing: which, and
/// the command that counts them again.
#[derive(Debug, serde::Serialize)]
struct MissingRecord<'a> {
    n: usize,
    shards: usize,
    missing: &'a [usize],
    #[serde(skip_serializing_if = "Option::is_none")]
    resubmit: Option<String>,
}

/// Why shards cannot be merged. Shards are named as [`Part::name`] gives.
#[derive(Clone, Debug, PartialEq)]
pub enum MergeError {
    Unparsable {
        message: String,
    },
    Empty,
    /// A file larger than [`FILE_LIMIT`].
    TooLarge,
    ChecksumMismatch,
    UniqueAboveTotal {
        shard: usize,
        shards: usize,
        unique: u128,
        total: u128,
    },
    /// A variant's record whose variant this nqueens does not know.
    /// A record counted by a method this nqueens does not know.
    UnknownMethod {
        name: String,
    },
    UnknownVariant {
        tag: String,
    },
    BadSeconds {
        seconds: f64,
    },
    UnknownSplitVersion {
        saved: u32,
    },
    /// The counts add up past `u128::MAX`.
    Overflow,
    NoSuchShard {
        shard: usize,
        shards: usize,
    },
    OtherBoard {
        first: String,
        first_n: usize,
        other: String,
        n: usize,
    },
    OtherShardCount {
        first: String,
        first_shards: usize,
        other: String,
        shards: usize,
    },
    OtherSplit {
        first: String,
        other: String,
    },
    Repeated {
        shard: usize,
        shards: usize,
        first: String,
        second: String,
    },
    /// The shards missing (up to [`MISSING_LISTED`] of them), and how
    /// many are missing in all.
    Missing {
        n: usize,
        listed: Vec<usize>,
        missing: usize,
        shards: usize,
    },
    NotThisSplit {
        n: usize,
        saved: String,
        ours: String,
    },
    WrongSubproblems {
        shard: usize,
        shards: usize,
        counted: usize,
        expected: usize,
    },
}

impl std::error::Error for MergeError {}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MergeError::Unparsable { message } => {
                t!("merge-unparsable", message = message.as_str())
            }
            MergeError::ChecksumMismatch => t!("merge-checksum-mismatch"),
            MergeError::UniqueAboveTotal {
                shard,
                shards,
                unique,
                total,
            } => t!(
                "merge-unique-above-total",
                shard = *shard,
                shards = *shards,
                unique = unique.to_string(),
                total = total.to_string()
            ),
            MergeError::UnknownMethod { name } => {
                t!("merge-unknown-method", name = text::brief(name))
            }
            MergeError::UnknownVariant { tag } => {
                t!("merge-unknown-variant", tag = text::brief(tag))
            }
            MergeError::BadSeconds { seconds } => t!(
                "merge-bad-seconds",
                seconds = text::brief(&seconds.to_string()),
                max = format!("{MAX_SECONDS:.0}")
            ),
            MergeError::UnknownSplitVersion { saved } => t!(
                "merge-unknown-split-version",
                saved = *saved,
                ours = nqueens::count::SPLIT_VERSION
            ),
            MergeError::Overflow => t!("merge-overflow", max = u128::MAX.to_string()),
            MergeError::NoSuchShard { shard, shards } => {
                t!("merge-no-such-shard", shard = *shard, shards = *shards)
            }
            MergeError::Empty => t!("merge-empty"),
            MergeError::TooLarge => t!(
                "merge-too-large",
                limit = FILE_LIMIT,
                records = FILE_LIMIT / RECORD_BYTES
            ),
            MergeError::OtherBoard {
                first,
                first_n,
                other,
                n,
            } => t!(
                "merge-other-board",
                first = first.as_str(),
                first_n = *first_n,
                other = other.as_str(),
                n = *n
            ),
            MergeError::OtherShardCount {
                first,
                first_shards,
                other,
                shards,
            } => t!(
                "merge-other-shard-count",
                first = first.as_str(),
                first_shards = *first_shards,
                other = other.as_str(),
                shards = *shards
            ),
            MergeError::OtherSplit { first, other } => t!(
                "merge-other-split",
                first = first.as_str(),
                other = other.as_str()
            ),
            MergeError::Repeated {
                shard,
                shards,
                first,
                second,
            } => t!(
                "merge-repeated",
                shard = *shard,
                shards = *shards,
                first = first.as_str(),
                second = second.as_str()
            ),
            MergeError::Missing {
                listed,
                missing,
                shards,
                ..
            } => {
                let mut names: Vec<String> = listed
                    .iter()
                    .take(MISSING_NAMED)
                    .map(ToString::to_string)
                    .collect();
                if *missing > names.len() {
                    names.push(t!("merge-more", count = missing - names.len()));
                }
                match names.as_slice() {
                    [one] => t!("merge-missing-one", shard = one.as_str(), shards = *shards),
                    [init @ .., last] => t!(
                        "merge-missing-many",
                        list = init.join(", "),
                        last = last.as_str(),
                        shards = *shards
                    ),
                    [] => String::new(),
                }
            }
            MergeError::NotThisSplit { n, saved, ours } => t!(
                "merge-not-this-split",
                saved = saved.as_str(),
                n = *n,
                ours = ours.as_str()
            ),
            MergeError::WrongSubproblems {
                shard,
                shards,
                counted,
                expected,
            } => t!(
                "merge-wrong-subproblems",
                shard = *shard,
                shards = *shards,
                counted = *counted,
                expected = *expected
            ),
        })
    }
}

/// Room for one shard's result in a file: `count` writes some 300 bytes,
/// and the largest numbers every field can hold, spaced out, stay within
/// this.
const RECORD_BYTES: u64 = 1024;

/// The most that `merge` reads from one file: the results of 65,536
/// shards, far more than any count is worth splitting into (at n = 27 that
/// is 26 subproblems a shard).
pub const FILE_LIMIT: u64 = 65_536 * RECORD_BYTES;

/// How many missing shards an error names; the rest it counts.
pub const MISSING_NAMED: usize = 10;

/// How many missing shards are listed to count again: more than a plan
/// makes, and a bound on the walk however many shards a file claims.
pub const MISSING_LISTED: usize = 100_000;

/// One shard's result and where it was read.
#[derive(Debug)]
struct Part {
    /// The file, and the line where the result starts when the file holds
    /// several (as when every shard's output is collected in one file).
    name: String,
    record: ShardRecord,
}

pub fn run(config: Args) -> anyhow::Result<Outcome> {
    let mut parts = Vec::new();
    for path in &config.files {
        parts.extend(read(path)?);
    }
    if let Err(err) = check_together(&parts) {
        return Err(missing_told(err, config.format, config.resubmit)?);
    }
    let plan = check_against_plan(&parts)?;
    for Part { name, record } in &parts {
        let shard = Shard {
            index: record.shard,
            count: record.shards,
        };
        let saved = Tally {
            total: record.total,
            unique: record.unique,
        };
        check_recount(&plan, shard.subproblems(plan.len()), saved).with_context(|| name.clone())?;
    }

    let (sum, seconds) = add_up(&parts)?;
    // A variant's classes come from the whole sum of Burnside's numerator.
    let counts = plan.counts(sum);
    check_possible(&plan, &counts)?;
    let mut out = io::stdout().lock();
    output::merged_counts(
        &mut out,
        &counts,
        &plan,
        seconds,
        parts[0].record.shards,
        config.format,
    )?;
    out.flush()?;
    Ok(if counts.total == 0 {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// `err`, with the command that counts the missing shards again where it
/// is that some are missing; with `--format json` the missing shards are
/// also listed on standard output.
fn missing_told(
    err: MergeError,
    format: Format,
    resubmit: Option<Resubmit>,
) -> anyhow::Result<anyhow::Error> {
    let MergeError::Missing {
        n, listed, shards, ..
    } = &err
    else {
        return Ok(err.into());
    };
    let command = resubmit.map(|form| resubmit_command(form.scheduler(), *n, listed));
    if format == Format::Json {
        let record = MissingRecord {
            n: *n,
            shards: *shards,
            missing: listed,
            resubmit: command.clone(),
        };
        let mut out = io::stdout().lock();
        crate::output::json::write_line(&mut out, &record)?;
        out.flush()?;
    }
    Ok(match command {
        Some(command) => anyhow::anyhow!(t!(
            "merge-resubmit",
            problem = err.to_string(),
            command = command
        )),
        None => err.into(),
    })
}

/// The shards' counts added up, and their time.
fn add_up(parts: &[Part]) -> Result<(Tally, f64), MergeError> {
    let mut counts = Tally::default();
    let mut seconds = 0.0;
    for Part { record, .. } in parts {
        // Only a forged file, checksum and all, could overflow.
        counts.total = counts
            .total
            .checked_add(record.total)
            .ok_or(MergeError::Overflow)?;
        counts.unique = counts
            .unique
            .checked_add(record.unique)
            .ok_or(MergeError::Overflow)?;
        seconds += record.seconds;
    }
    Ok((counts, seconds))
}

/// The shards' results in a file (standard input for `-`), each intact: one
/// as `count` writes it, or several one after another, as collecting the
/// output of many counts gives.
fn read(path: &Path) -> anyhow::Result<Vec<Part>> {
    let from_stdin = path.as_os_str() == "-";
    let file_name = if from_stdin {
        Source::Stdin.name()
    } else {
        text::path_name(path)
    };
    let mut bytes = Vec::new();
    let fitted = if from_stdin {
        file::read_at_most(io::stdin().lock(), FILE_LIMIT, &mut bytes)
            .with_context(|| file_name.clone())?
    } else {
        let reader = File::open(path).with_context(|| text::cannot_read(path))?;
        file::read_at_most(reader, FILE_LIMIT, &mut bytes)
            .with_context(|| text::cannot_read(path))?
    };
    if !fitted {
        return Err(MergeError::TooLarge).with_context(|| file_name.clone());
    }

    let mut records = Vec::new();
    let mut stream = serde_json::Deserializer::from_slice(&bytes).into_iter::<ShardRecord>();
    loop {
        // Where the next record starts: past the whitespace after the last.
        let skipped = bytes[stream.byte_offset()..]
            .iter()
            .take_while(|byte| byte.is_ascii_whitespace())
            .count();
        let start = stream.byte_offset() + skipped;
        let Some(record) = stream.next() else {
            break;
        };
        let record = record
            .map_err(|err| MergeError::Unparsable {
                message: text::bounded_line(&err.to_string()),
            })
            .with_context(|| file_name.clone())?;
        let line = 1 + bytes[..start].iter().filter(|&&byte| byte == b'\n').count();
        records.push((line, record));
    }
    if records.is_empty() {
        return Err(MergeError::Empty).with_context(|| file_name.clone());
    }

    let several = records.len() > 1;
    records
        .into_iter()
        .map(|(line, record)| {
            let name = if several {
                text::line_of(&file_name, line)
            } else {
                file_name.clone()
            };
            check_record(&record).with_context(|| name.clone())?;
            Ok(Part { name, record })
        })
        .collect()
}

/// That a result is intact, names a shard that exists and could be true.
/// The checksum only shows that a file is as written: anyone can write a
/// file with a checksum that matches.
fn check_record(record: &ShardRecord) -> Result<(), MergeError> {
    if !record.checksum_matches() {
        return Err(MergeError::ChecksumMismatch);
    }
    if record.shard >= record.shards {
        return Err(MergeError::NoSuchShard {
            shard: record.shard,
            shards: record.shards,
        });
    }
    if record.split_version != nqueens::count::SPLIT_VERSION {
        return Err(MergeError::UnknownSplitVersion {
            saved: record.split_version,
        });
    }
    // The classes, or Burnside's numerator, are checked against the
    // plan's bound in `check_against_plan`.
    if !valid_seconds(record.seconds) {
        return Err(MergeError::BadSeconds {
            seconds: record.seconds,
        });
    }
    Ok(())
}

/// That the shards are of one count, split one way, and that each of its
/// shards is there exactly once.
fn check_together(parts: &[Part]) -> Result<(), MergeError> {
    let Part {
        name: first_name,
        record: first,
    } = &parts[0];
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    for Part { name, record } in parts {
        if record.n != first.n {
            return Err(MergeError::OtherBoard {
                first: first_name.clone(),
                first_n: first.n,
                other: name.clone(),
                n: record.n,
            });
        }
        if record.shards != first.shards {
            return Err(MergeError::OtherShardCount {
                first: first_name.clone(),
                first_shards: first.shards,
                other: name.clone(),
                shards: record.shards,
            });
        }
        if (record.split_version, &record.fingerprint) != (first.split_version, &first.fingerprint)
        {
            return Err(MergeError::OtherSplit {
                first: first_name.clone(),
                other: name.clone(),
            });
        }
        if let Some(earlier) = seen.insert(record.shard, name) {
            return Err(MergeError::Repeated {
                shard: record.shard,
                shards: record.shards,
                first: earlier.to_string(),
                second: name.clone(),
            });
        }
    }
    let missing = first.shards - seen.len();
    if missing > 0 {
        // Walks no further than the shards present and the few named,
        // however many shards there are.
        let listed = (0..first.shards)
            .filter(|shard| !seen.contains_key(shard))
            .take(MISSING_LISTED)
            .collect();
        return Err(MergeError::Missing {
            n: first.n,
            listed,
            missing,
            shards: first.shards,
        });
    }
    Ok(())
}

/// That the shards are this nqueens' subproblems (each record is of this
/// split version, as [`check_record`] checked) and that each shard counted
/// all of its own; gives the plan they split.
fn check_against_plan(parts: &[Part]) -> anyhow::Result<Plan> {
    let first = &parts[0].record;
    let plan = match &first.variant {
        None => match &first.method {
            None => Plan::new(first.n)?,
            Some(name) => {
                let method = Method::from_name(name)
                    .ok_or_else(|| MergeError::UnknownMethod { name: name.clone() })?;
                Plan::with_method(first.n, method)?
            }
        },
        Some(tag) => {
            let variant = Variant::from_tag(tag)
                .ok_or_else(|| MergeError::UnknownVariant { tag: tag.clone() })?;
            Plan::variant(first.n, &variant)?
        }
    };
    let ours = fingerprint_text(plan.fingerprint());
    if first.fingerprint != ours {
        return Err(MergeError::NotThisSplit {
            n: first.n,
            saved: first.fingerprint.clone(),
            ours,
        }
        .into());
    }
    for Part { name, record } in parts {
        let shard = Shard {
            index: record.shard,
            count: record.shards,
        };
        let expected = shard.len_of(plan.len());
        if record.subproblems != expected {
            return Err(MergeError::WrongSubproblems {
                shard: record.shard,
                shards: record.shards,
                counted: record.subproblems,
                expected,
            })
            .with_context(|| name.clone());
        }
        let bound = plan.max_unique(record.total);
        if record.unique > bound {
            return Err(MergeError::UniqueAboveTotal {
                shard: record.shard,
                shards: record.shards,
                unique: record.unique,
                total: record.total,
            })
            .with_context(|| name.clone());
        }
    }
    Ok(plan)
}

/// A count that cannot be true, whatever the files that gave it say: a
/// file edited with its checksum recomputed passes every check of its
/// form, so the numbers themselves are held to what they can be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// More classes than solutions: a class holds at least one.
    UniqueAboveTotal { unique: u128, total: u128 },
    /// Fewer classes than the solutions fill: a class holds at most the
    /// order of the group it is taken under.
    UniqueBelow {
        unique: u128,
        total: u128,
        order: u128,
    },
    /// More solutions than permutations, one queen a row and a column.
    TotalAbovePermutations { total: u128, n: usize, max: u128 },
    /// A small count recounted gives other numbers.
    Recounted { saved: Tally, recounted: Tally },
}

impl std::error::Error for Impossible {}

impl fmt::Display for Impossible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = match self {
            Impossible::UniqueAboveTotal { unique, total } => t!(
                "impossible-unique-above-total",
                unique = unique.to_string(),
                total = total.to_string()
            ),
            Impossible::UniqueBelow {
                unique,
                total,
                order,
            } => t!(
                "impossible-unique-below",
                unique = unique.to_string(),
                total = total.to_string(),
                order = order.to_string()
            ),
            Impossible::TotalAbovePermutations { total, n, max } => t!(
                "impossible-total-above-permutations",
                total = total.to_string(),
                n = *n,
                max = max.to_string()
            ),
            Impossible::Recounted { saved, recounted } => t!(
                "impossible-recounted",
                total = saved.total.to_string(),
                unique = saved.unique.to_string(),
                recounted_total = recounted.total.to_string(),
                recounted_unique = recounted.unique.to_string()
            ),
        };
        f.write_str(&t!("impossible", reason = reason))
    }
}

/// The order of the symmetry group `plan`'s classes are taken under, or a
/// bound on it: the square's eight symmetries (with pawns in place, those
/// of them that keep the pawns), and on the torus those eight with the
/// `n²` translations.
fn group_order(plan: &Plan) -> u128 {
    match plan.problem() {
        Variant::Torus => 8 * (plan.n() as u128).pow(2),
        _ => 8,
    }
}

/// The most solutions `plan` can have where one queen stands in each row
/// and column: `n!` (saturating); `None` with pawns, which let more queens
/// share lines.
fn max_total(plan: &Plan) -> Option<u128> {
    match plan.problem() {
        Variant::Pawns { .. } | Variant::PawnsAt { .. } => None,
        _ => Some((1..=plan.n() as u128).fold(1u128, |product, k| product.saturating_mul(k))),
    }
}

/// That the whole count of `plan` could be `counts`: as many classes as
/// solutions at most, and at least the solutions over the group's order;
/// no more solutions than permutations. (A torus whose side shares a
/// factor with 6 has no plan, so no file of its count is read.)
pub fn check_possible(plan: &Plan, counts: &nqueens::Counts) -> Result<(), Impossible> {
    let nqueens::Counts { total, unique, .. } = *counts;
    let n = plan.n();
    if let Some(max) = max_total(plan)
        && total > max
    {
        return Err(Impossible::TotalAbovePermutations { total, n, max });
    }
    if unique > total {
        return Err(Impossible::UniqueAboveTotal { unique, total });
    }
    let order = group_order(plan);
    if unique.saturating_mul(order) < total {
        return Err(Impossible::UniqueBelow {
            unique,
            total,
            order,
        });
    }
    Ok(())
}

/// That part of the count of `plan` could have `total` solutions: no
/// more than the whole could.
pub fn check_possible_part(plan: &Plan, total: u128) -> Result<(), Impossible> {
    match max_total(plan) {
        Some(max) if total > max => Err(Impossible::TotalAbovePermutations {
            total,
            n: plan.n(),
            max,
        }),
        _ => Ok(()),
    }
}

/// Whether every subproblem of `plan` counts in a moment, so that a
/// result read from a file can be recounted rather than believed: every
/// kind of count up to n = 13 takes a few milliseconds, but pawns add
/// queens and take longer (n = 13 with three pawns, half a minute).
pub fn cheap_to_recount(plan: &Plan) -> bool {
    match plan.problem() {
        Variant::Pawns { count } => plan.n() + count <= 12,
        Variant::PawnsAt { squares } => plan.n() + squares.len() <= 12,
        _ => plan.n() <= 13,
    }
}

/// `saved`, the tally of `indices` read from a file, recounted where that
/// is cheap.
pub fn check_recount(
    plan: &Plan,
    indices: impl Iterator<Item = usize>,
    saved: Tally,
) -> Result<(), Impossible> {
    if !cheap_to_recount(plan) {
        return Ok(());
    }
    let indices: Vec<usize> = indices.collect();
    let recounted: Tally = recount(plan, &indices).into_values().sum();
    if recounted != saved {
        return Err(Impossible::Recounted { saved, recounted });
    }
    Ok(())
}

/// Each of `saved`'s subproblems (its index and the tally read from a
/// file) recounted where that is cheap; the first that differs is refused.
pub fn check_recounts(plan: &Plan, saved: &[(usize, Tally)]) -> Result<(), Impossible> {
    if !cheap_to_recount(plan) {
        return Ok(());
    }
    let indices: Vec<usize> = saved.iter().map(|&(index, _)| index).collect();
    let recounted = recount(plan, &indices);
    for &(index, saved) in saved {
        let recounted = recounted[&index];
        if recounted != saved {
            return Err(Impossible::Recounted { saved, recounted });
        }
    }
    Ok(())
}

/// The tallies of the subproblems numbered in `indices`, counted together:
/// meeting in the middle builds the tables a group of subproblems shares
/// once for all of them, where one subproblem at a time would build them
/// for each (a second for a whole count of 13 that takes 20 ms).
fn recount(plan: &Plan, indices: &[usize]) -> BTreeMap<usize, Tally> {
    let tallies = Mutex::new(BTreeMap::new());
    plan.count_parallel(indices, &AtomicBool::new(false), |index, tally| {
        tallies
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(index, tally);
    });
    tallies.into_inner().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record of shard `index` of 2 of n = 10, its checksum matching
    /// after `edit`.
    fn record(index: usize, edit: impl FnOnce(&mut ShardRecord)) -> ShardRecord {
        let shard = Shard { index, count: 2 };
        let mut record = ShardRecord::new(10, 0xabc, shard, 400, 50, 30, 0.5);
        edit(&mut record);
        record.checksum = record.expected_checksum();
        record
    }

    #[test]
    fn results_that_cannot_be_true_are_refused() {
        assert_eq!(check_record(&record(0, |_| {})), Ok(()));
        for seconds in [-1.0, -0.0004, 1e300, f64::INFINITY, f64::NAN] {
            let refused = check_record(&record(0, |record| record.seconds = seconds));
            assert!(
                matches!(refused, Err(MergeError::BadSeconds { .. })),
                "{seconds}: {refused:?}"
            );
        }
        assert_eq!(
            check_record(&record(0, |record| record.split_version = 99)),
            Err(MergeError::UnknownSplitVersion { saved: 99 })
        );
    }

    #[test]
    fn a_variant_record_is_checked_against_its_own_plan() {
        let part = |tag: &str, unique| Part {
            name: "part".to_string(),
            record: record(0, |record| {
                record.variant = Some(tag.to_string());
                record.unique = unique;
            }),
        };
        let unknown = check_against_plan(&[part("cube", 50)]).unwrap_err();
        assert_eq!(
            unknown.downcast_ref::<MergeError>(),
            Some(&MergeError::UnknownVariant {
                tag: "cube".to_string()
            })
        );
        // Another plan's fingerprint.
        let other = check_against_plan(&[part("torus", 50)]).unwrap_err();
        assert!(
            matches!(
                other.downcast_ref::<MergeError>(),
                Some(MergeError::NotThisSplit { .. })
            ),
            "{other:#}"
        );
        // A numerator above what the torus's group allows per solution
        // (8 n = 80 on 10 x 10), on this nqueens' own plan.
        let plan = Plan::variant(10, &Variant::Torus).unwrap();
        let own = |unique| Part {
            name: "part".to_string(),
            record: record(0, |record| {
                record.variant = Some("torus".to_string());
                record.fingerprint = fingerprint_text(plan.fingerprint());
                record.shards = 1;
                record.subproblems = plan.len();
                record.unique = unique;
            }),
        };
        assert!(check_against_plan(&[own(400 * 80)]).is_ok());
        let above = check_against_plan(&[own(400 * 80 + 1)]).unwrap_err();
        assert!(
            matches!(
                above.downcast_ref::<MergeError>(),
                Some(MergeError::UniqueAboveTotal { .. })
            ),
            "{above:#}"
        );
    }

    #[test]
    fn unique_counts_are_held_to_their_method_s_bound() {
        let own = |method: Method, unique| {
            let plan = Plan::with_method(10, method).unwrap();
            Part {
                name: "part".to_string(),
                record: record(0, |record| {
                    record.method = Some(method.name().to_string());
                    record.fingerprint = fingerprint_text(plan.fingerprint());
                    record.shards = 1;
                    record.subproblems = plan.len();
                    record.unique = unique;
                }),
            }
        };
        let refused = |part: Part| {
            let err = check_against_plan(&[part]).unwrap_err();
            matches!(
                err.downcast_ref::<MergeError>(),
                Some(MergeError::UniqueAboveTotal { .. })
            )
        };
        // Backtracking counts classes: never more than the solutions.
        assert!(check_against_plan(&[own(Method::Backtrack, 400)]).is_ok());
        assert!(refused(own(Method::Backtrack, 401)));
        // Meeting in the middle adds what the turns keep to Burnside's
        // numerator: at most 3 * 2^5 * 5! = 11,520 beside the total.
        assert!(check_against_plan(&[own(Method::Meet, 400 + 11_520)]).is_ok());
        assert!(refused(own(Method::Meet, 400 + 11_521)));
        let unknown = Part {
            name: "part".to_string(),
            record: record(0, |record| record.method = Some("guess".to_string())),
        };
        let err = check_against_plan(&[unknown]).unwrap_err();
        assert_eq!(
            err.downcast_ref::<MergeError>(),
            Some(&MergeError::UnknownMethod {
                name: "guess".to_string()
            })
        );
    }

    #[test]
    fn counts_that_add_up_past_u128_are_refused() {
        let part = |index, total: u128| Part {
            name: format!("part-{index}"),
            record: record(index, |record| {
                record.total = total;
                record.unique = 1;
            }),
        };
        let (counts, seconds) = add_up(&[part(0, 3), part(1, 4)]).unwrap();
        assert_eq!((counts.total, counts.unique, seconds), (7, 2, 1.0));
        let huge = [part(0, u128::MAX / 2 + 1), part(1, u128::MAX / 2 + 1)];
        assert_eq!(add_up(&huge).unwrap_err(), MergeError::Overflow);
        let message = MergeError::Overflow.to_string();
        assert!(message.contains(&u128::MAX.to_string()), "{message}");
    }
}
