//! `nqueens merge`: the whole count from its shards' results, once they are
//! known to be every shard of one count, each exactly once and intact.

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use nqueens::{Counts, Plan};

use super::shard::{Shard, ShardRecord, fingerprint_text};
use super::{Format, output};
use crate::commands::Outcome;
use crate::input::Source;
use crate::text;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,
}

/// Why shards cannot be merged. Shards are named as [`Part::name`] gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    Unparsable {
        message: String,
    },
    Empty,
    ChecksumMismatch,
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
    /// The first few shards missing, and how many are missing in all.
    Missing {
        first_missing: Vec<usize>,
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
            MergeError::NoSuchShard { shard, shards } => {
                t!("merge-no-such-shard", shard = *shard, shards = *shards)
            }
            MergeError::Empty => t!("merge-empty"),
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
                first_missing,
                missing,
                shards,
            } => {
                let mut names: Vec<String> =
                    first_missing.iter().map(ToString::to_string).collect();
                if *missing > first_missing.len() {
                    names.push(t!("merge-more", count = missing - first_missing.len()));
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

/// How many missing shards an error names; the rest it counts.
pub const MISSING_NAMED: usize = 10;

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
    check_together(&parts)?;
    check_against_plan(&parts)?;

    let first = &parts[0].record;
    let mut counts = Counts {
        n: first.n,
        total: 0,
        unique: 0,
    };
    let mut seconds = 0.0;
    for Part { record, .. } in &parts {
        // Only a forged file, checksum and all, could overflow.
        counts.total = counts.total.saturating_add(record.total);
        counts.unique = counts.unique.saturating_add(record.unique);
        seconds += record.seconds;
    }
    let mut out = io::stdout().lock();
    output::merged_counts(&mut out, &counts, seconds, first.shards, config.format)?;
    out.flush()?;
    Ok(if counts.total == 0 {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// The shards' results in a file (standard input for `-`), each intact: one
/// as `count` writes it, or several one after another, as collecting the
/// output of many counts gives.
fn read(path: &Path) -> anyhow::Result<Vec<Part>> {
    let from_stdin = path.as_os_str() == "-";
    let file_name = if from_stdin {
        Source::Stdin.name()
    } else {
        path.display().to_string()
    };
    let bytes = if from_stdin {
        let mut bytes = Vec::new();
        io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .with_context(|| file_name.clone())?;
        bytes
    } else {
        fs::read(path).with_context(|| text::cannot_read(path))?
    };

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
                message: err.to_string(),
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

/// That a result is intact and names a shard that exists.
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
        let first_missing = (0..first.shards)
            .filter(|shard| !seen.contains_key(shard))
            .take(MISSING_NAMED)
            .collect();
        return Err(MergeError::Missing {
            first_missing,
            missing,
            shards: first.shards,
        });
    }
    Ok(())
}

/// Where the shards were split as this nqueens splits, that they are this
/// nqueens' subproblems and that each shard counted all of its own. Shards
/// from another split version are merged on their own word.
fn check_against_plan(parts: &[Part]) -> anyhow::Result<()> {
    let first = &parts[0].record;
    if first.split_version != nqueens::count::SPLIT_VERSION {
        return Ok(());
    }
    let plan = Plan::new(first.n)?;
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
    }
    Ok(())
}
