//! Checkpoints of long counts: which subproblems are done and what each
//! counted, saved so that a count stopped by Ctrl-C, a reboot or a crash
//! continues where it was rather than from the start.
//!
//! The file is one line of JSON:
//!
//! ```text
//! {"format":"nqueens checkpoint 1","n":17,"split_version":1,
//!  "fingerprint":"…","subproblems":9000,"seconds":1.5,
//!  "done":[[0,1234,160],[1,980,122],…],"checksum":"sha256:…"}
//! ```
//!
//! with `"shard"` and `"shards"` after `"subproblems"` when the count is a
//! shard. Each entry of `done` is a subproblem's number, total and unique
//! count, in increasing order of number. Keeping each subproblem's tallies,
//! not only their sum, lets a suspicious result be checked one subproblem
//! at a time. The checksum covers every value, so a damaged or edited file
//! is refused rather than silently giving a wrong count.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use anyhow::Context;
use nqueens::count::Method;
use nqueens::variant::Variant;
use nqueens::{Plan, Tally};
use serde::{Deserialize, Serialize, Serializer};

use super::digest::{Checksum, MAX_SECONDS, round_seconds, valid_seconds};
use super::file;
use super::merge;
use super::shard::{self, Shard, fingerprint_text};
use crate::text;

/// The `format` field: what the file is, and the version of its layout.
pub const FORMAT: &str = "nqueens checkpoint 1";

/// A count under way: the subproblems of its slice that are done, with
/// their tallies.
#[derive(Clone, Debug)]
pub struct Checkpoint {
    shard: Option<Shard>,
    /// Seconds spent on this count by earlier runs.
    earlier_seconds: f64,
    /// Each subproblem's tally once it is done, by number.
    done: Vec<Option<Tally>>,
    done_count: usize,
    sum: Tally,
    /// How many subproblems the count covers: all, or its shard's.
    covered: usize,
}

/// Why a checkpoint cannot be continued.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckpointError {
    /// `--checkpoint` names a file that is there already.
    Exists {
        path: PathBuf,
    },
    /// `--checkpoint` names a directory; `example` is a file in it.
    IsDirectory {
        example: PathBuf,
    },
    /// Larger than any checkpoint of the board it names.
    TooLarge {
        limit: u64,
        n: usize,
        subproblems: usize,
    },
    /// No `"n"` where a checkpoint names its board.
    NoBoardSize {
        bytes: u64,
    },
    Unparsable {
        message: String,
    },
    NotACheckpoint {
        format: String,
    },
    ChecksumMismatch,
    OtherBoard {
        saved: usize,
        given: usize,
    },
    OtherSplitVersion {
        saved: u32,
    },
    OtherSplit {
        n: usize,
        saved: String,
        ours: String,
    },
    OtherShard {
        saved: Option<Shard>,
        given: Shard,
    },
    BadShard {
        shard: Option<usize>,
        shards: Option<usize>,
    },
    OutOfRange {
        index: usize,
        len: usize,
    },
    OutsideShard {
        index: usize,
        shard: Shard,
    },
    Repeated {
        index: usize,
    },
    OutOfOrder {
        index: usize,
    },
    UniqueAboveTotal {
        index: usize,
        unique: u128,
        total: u128,
    },
    BadSeconds {
        seconds: f64,
    },
    /// The counts listed add up past `u128::MAX`.
    Overflow,
    /// Counts no count of the plan could give.
    Impossible(super::merge::Impossible),
    /// The file names a variant this version does not know.
    UnknownVariant {
        tag: String,
    },
    /// The file counts another variant than the flags ask for.
    OtherVariant {
        saved: String,
        given: String,
    },
    /// The file names a method this version does not know.
    UnknownMethod {
        name: String,
    },
    /// The file counts by another method than `--method` asks for.
    OtherMethod {
        saved: &'static str,
        given: &'static str,
    },
}

impl std::error::Error for CheckpointError {}

fn shard_name(shard: Option<Shard>) -> String {
    match shard {
        Some(Shard { index, count }) => t!("checkpoint-shard", index = index, count = count),
        None => t!("checkpoint-whole-count"),
    }
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            CheckpointError::Exists { path } => {
                t!("checkpoint-exists", path = text::shell_word(path))
            }
            CheckpointError::IsDirectory { example } => t!(
                "checkpoint-is-directory",
                example = text::shell_word(example)
            ),
            CheckpointError::TooLarge {
                limit,
                n,
                subproblems,
            } => t!(
                "checkpoint-too-large",
                limit = *limit,
                n = *n,
                subproblems = *subproblems
            ),
            CheckpointError::NoBoardSize { bytes } => {
                t!("checkpoint-no-board-size", bytes = *bytes)
            }
            CheckpointError::Unparsable { message } => {
                t!("checkpoint-unparsable", message = message.as_str())
            }
            CheckpointError::NotACheckpoint { format } => t!(
                "checkpoint-not-a-checkpoint",
                format = text::quoted(format),
                expected = format!("{:?}", FORMAT)
            ),
            CheckpointError::ChecksumMismatch => t!("checkpoint-checksum-mismatch"),
            CheckpointError::OtherBoard { saved, given } => {
                t!("checkpoint-other-board", saved = *saved, given = *given)
            }
            CheckpointError::OtherSplitVersion { saved } => t!(
                "checkpoint-other-split-version",
                saved = *saved,
                ours = nqueens::count::SPLIT_VERSION
            ),
            CheckpointError::OtherSplit { n, saved, ours } => t!(
                "checkpoint-other-split",
                saved = text::brief(saved),
                n = *n,
                ours = ours.as_str()
            ),
            CheckpointError::OtherShard { saved, given } => t!(
                "checkpoint-other-shard",
                saved = shard_name(*saved),
                given = shard_name(Some(*given))
            ),
            CheckpointError::BadShard { shard, shards } => t!(
                "checkpoint-bad-shard",
                shard = optional_number(*shard),
                shards = optional_number(*shards)
            ),
            CheckpointError::OutOfRange { index, len } => t!(
                "checkpoint-out-of-range",
                index = *index,
                last = len.saturating_sub(1)
            ),
            CheckpointError::OutsideShard { index, shard } => t!(
                "checkpoint-outside-shard",
                index = *index,
                shard = shard_name(Some(*shard))
            ),
            CheckpointError::Repeated { index } => t!("checkpoint-repeated", index = *index),
            CheckpointError::OutOfOrder { index } => {
                t!("checkpoint-out-of-order", index = *index)
            }
            CheckpointError::UniqueAboveTotal {
                index,
                unique,
                total,
            } => t!(
                "checkpoint-unique-above-total",
                index = *index,
                unique = unique.to_string(),
                total = total.to_string()
            ),
            CheckpointError::BadSeconds { seconds } => t!(
                "checkpoint-bad-seconds",
                seconds = text::brief(&seconds.to_string()),
                max = format!("{MAX_SECONDS:.0}")
            ),
            CheckpointError::Overflow => {
                t!("checkpoint-overflow", max = u128::MAX.to_string())
            }
            CheckpointError::Impossible(impossible) => impossible.to_string(),
            CheckpointError::UnknownVariant { tag } => {
                t!("checkpoint-unknown-variant", tag = text::brief(tag))
            }
            CheckpointError::OtherVariant { saved, given } => t!(
                "checkpoint-other-variant",
                saved = text::brief(saved),
                given = given.as_str()
            ),
            CheckpointError::UnknownMethod { name } => {
                t!("checkpoint-unknown-method", name = text::brief(name))
            }
            CheckpointError::OtherMethod { saved, given } => {
                t!("checkpoint-other-method", saved = *saved, given = *given)
            }
        })
    }
}

fn optional_number(value: Option<usize>) -> String {
    value.map_or_else(|| t!("checkpoint-absent"), |value| value.to_string())
}

impl Checkpoint {
    /// A count of `plan` (or of one shard of it) with nothing done yet.
    pub fn new(plan: &Plan, shard: Option<Shard>) -> Checkpoint {
        Checkpoint {
            shard,
            earlier_seconds: 0.0,
            done: vec![None; plan.len()],
            done_count: 0,
            sum: Tally::default(),
            covered: shard.map_or(plan.len(), |shard| shard.len_of(plan.len())),
        }
    }

    /// Records that subproblem `index` is done. A subproblem counted twice
    /// (which the counting never does) is recorded once.
    pub fn record(&mut self, index: usize, tally: Tally) {
        if self.done[index].is_none() {
            self.done[index] = Some(tally);
            self.done_count += 1;
            self.sum += tally;
        }
    }

    /// The subproblems of the count not done yet, in increasing order.
    pub fn remaining(&self) -> Vec<usize> {
        shard::subproblems(self.shard, self.done.len())
            .filter(|&index| self.done[index].is_none())
            .collect()
    }

    pub fn shard(&self) -> Option<Shard> {
        self.shard
    }

    pub fn earlier_seconds(&self) -> f64 {
        self.earlier_seconds
    }

    /// How many subproblems are done.
    pub fn done_count(&self) -> usize {
        self.done_count
    }

    /// How many subproblems the count covers.
    pub fn covered(&self) -> usize {
        self.covered
    }

    /// The tallies of the subproblems done, added up.
    pub fn sum(&self) -> Tally {
        self.sum
    }

    /// Writes the checkpoint to `path` so that the file always holds either
    /// the previous checkpoint or this one, whole, even if the machine stops
    /// mid-write: into a new file in the same directory, synced to disk,
    /// then renamed over the old one. `seconds` is the time spent on the
    /// count so far, this run's included.
    pub fn save(&self, path: &Path, plan: &Plan, seconds: f64) -> anyhow::Result<()> {
        let header = Header::of(plan, self.shard, round_seconds(seconds));
        let checksum = header.checksum(self.entries());
        let file = FileOut {
            format: FORMAT,
            variant: header.variant.as_deref(),
            method: header.method.as_deref(),
            n: header.n,
            split_version: header.split_version,
            fingerprint: &header.fingerprint,
            subproblems: header.subproblems,
            shard: header.shard,
            shards: header.shards,
            seconds: header.seconds,
            done: DoneList(&self.done),
            checksum,
        };
        write_atomically(path, |out| {
            serde_json::to_writer(&mut *out, &file)?;
            out.write_all(b"\n")
        })
        .with_context(|| cannot_save(path))
    }

    fn entries(&self) -> impl Iterator<Item = (usize, u128, u128)> + '_ {
        self.done
            .iter()
            .enumerate()
            .filter_map(|(index, tally)| tally.map(|tally| (index, tally.total, tally.unique)))
    }
}

/// A checkpoint file as read, its checksum checked, before it is matched
/// against the plan of its board.
#[derive(Debug)]
pub struct Saved {
    header: Header,
    done: Vec<(usize, u128, u128)>,
}

impl Saved {
    /// Reads and checks a checkpoint file (its format and its checksum),
    /// with the plan of its board. The file is read only as far as the
    /// largest checkpoint of that board can go: the board is `given`, or
    /// the one the file names first.
    pub fn read(path: &Path, given: Option<usize>) -> anyhow::Result<(Saved, Plan)> {
        let file = || text::path_name(path);
        let mut reader = File::open(path).with_context(|| text::cannot_read(path))?;
        let mut bytes = Vec::new();
        let whole = file::read_at_most(&mut reader, HEAD_BYTES, &mut bytes)
            .with_context(|| text::cannot_read(path))?;
        // The file's own word first, so that a checkpoint of another board
        // than the one given is named as such below.
        let Some(n) = declared_n(&bytes).or(given) else {
            // A short file says itself what is wrong with it.
            let short = if whole {
                Saved::parse(&bytes).err()
            } else {
                None
            };
            let err = short.unwrap_or(CheckpointError::NoBoardSize { bytes: HEAD_BYTES });
            return Err(err).with_context(file);
        };
        let method = match declared_text(&bytes, "method") {
            Some(name) => Some(
                Method::from_name(&name)
                    .ok_or(CheckpointError::UnknownMethod { name })
                    .with_context(file)?,
            ),
            None => None,
        };
        let variant = match declared_text(&bytes, "variant") {
            Some(tag) => Some(
                Variant::from_tag(&tag)
                    .ok_or(CheckpointError::UnknownVariant { tag })
                    .with_context(file)?,
            ),
            None => None,
        };
        let variant = variant.unwrap_or_default();
        let plan_of = |n| match method {
            Some(method) if variant == Variant::Classic => Plan::with_method(n, method),
            _ => Plan::variant(n, &variant),
        };
        let mut plan = plan_of(n).with_context(file)?;
        let limit = size_limit(&plan);
        if !file::read_at_most(&mut reader, limit, &mut bytes)
            .with_context(|| text::cannot_read(path))?
        {
            return Err(CheckpointError::TooLarge {
                limit,
                n,
                subproblems: plan.len(),
            })
            .with_context(file);
        }
        let saved = Saved::parse(&bytes).with_context(file)?;
        if saved.n() != plan.n() && given.is_none_or(|given| given == saved.n()) {
            // Only a file edited by hand names one board first and holds
            // another; its checksum decides.
            plan = plan_of(saved.n()).with_context(file)?;
        }
        Ok((saved, plan))
    }

    fn parse(bytes: &[u8]) -> Result<Saved, CheckpointError> {
        let file: FileIn =
            serde_json::from_slice(bytes).map_err(|err| CheckpointError::Unparsable {
                message: text::bounded_line(&err.to_string()),
            })?;
        if file.format != FORMAT {
            return Err(CheckpointError::NotACheckpoint {
                format: file.format,
            });
        }
        let header = Header {
            variant: file.variant,
            method: file.method,
            n: file.n,
            split_version: file.split_version,
            fingerprint: file.fingerprint,
            subproblems: file.subproblems,
            shard: file.shard,
            shards: file.shards,
            seconds: file.seconds,
        };
        if header.checksum(file.done.iter().copied()) != file.checksum {
            return Err(CheckpointError::ChecksumMismatch);
        }
        Ok(Saved {
            header,
            done: file.done,
        })
    }

    /// The board size the checkpoint counts.
    pub fn n(&self) -> usize {
        self.header.n
    }

    /// The count saved, once it is known to be a count of `plan`, and of
    /// `shard` where one is given (the checkpoint's own shard otherwise).
    pub fn into_checkpoint(
        self,
        plan: &Plan,
        shard: Option<Shard>,
    ) -> Result<Checkpoint, CheckpointError> {
        let header = &self.header;
        if header.split_version != nqueens::count::SPLIT_VERSION {
            return Err(CheckpointError::OtherSplitVersion {
                saved: header.split_version,
            });
        }
        if header.variant != variant_tag(plan) {
            return Err(CheckpointError::OtherVariant {
                saved: header
                    .variant
                    .clone()
                    .unwrap_or_else(|| "classic".to_string()),
                given: plan.problem().tag(),
            });
        }
        let ours = fingerprint_text(plan.fingerprint());
        if header.fingerprint != ours || header.subproblems != plan.len() {
            return Err(CheckpointError::OtherSplit {
                n: plan.n(),
                saved: header.fingerprint.clone(),
                ours,
            });
        }
        let saved_shard = match (header.shard, header.shards) {
            (None, None) => None,
            (Some(index), Some(count)) if index < count => Some(Shard { index, count }),
            (shard, shards) => return Err(CheckpointError::BadShard { shard, shards }),
        };
        if let Some(given) = shard
            && saved_shard != Some(given)
        {
            return Err(CheckpointError::OtherShard {
                saved: saved_shard,
                given,
            });
        }

        if !valid_seconds(header.seconds) {
            return Err(CheckpointError::BadSeconds {
                seconds: header.seconds,
            });
        }
        let mut checkpoint = Checkpoint::new(plan, saved_shard);
        checkpoint.earlier_seconds = header.seconds;
        let mut previous = None;
        // The checksum shows only that the file is as written: anyone can
        // write one that matches, so the counts must also be possible.
        let mut sum = Tally::default();
        // Recounted together once read, where that is cheap.
        let recount = merge::cheap_to_recount(plan);
        let mut done = Vec::new();
        for &(index, total, unique) in &self.done {
            if unique > plan.max_unique(total) {
                return Err(CheckpointError::UniqueAboveTotal {
                    index,
                    unique,
                    total,
                });
            }
            sum = total
                .checked_add(sum.total)
                .zip(unique.checked_add(sum.unique))
                .map(|(total, unique)| Tally { total, unique })
                .ok_or(CheckpointError::Overflow)?;
            if index >= plan.len() {
                return Err(CheckpointError::OutOfRange {
                    index,
                    len: plan.len(),
                });
            }
            if let Some(shard) = saved_shard.filter(|shard| !shard.contains(index)) {
                return Err(CheckpointError::OutsideShard { index, shard });
            }
            match previous {
                Some(previous) if index == previous => {
                    return Err(CheckpointError::Repeated { index });
                }
                Some(previous) if index < previous => {
                    return Err(CheckpointError::OutOfOrder { index });
                }
                _ => {}
            }
            previous = Some(index);
            let saved = Tally { total, unique };
            checkpoint.record(index, saved);
            if recount {
                done.push((index, saved));
            }
        }
        merge::check_recounts(plan, &done).map_err(CheckpointError::Impossible)?;
        merge::check_possible_part(plan, sum.total).map_err(CheckpointError::Impossible)?;
        Ok(checkpoint)
    }
}

/// How much of a checkpoint is read to find its board: the fields before
/// `done` take a few hundred bytes.
const HEAD_BYTES: u64 = 4096;

/// The largest checkpoint of `plan`'s board, with room to spare: the fields
/// before `done`, then every subproblem's `[index,total,unique],` with
/// totals of at most n! (no subproblem has more solutions than the n! ways
/// to put one queen in each row and column), about twice what the counts
/// reach (some 120 MB at n = 27, whose checkpoints take some 60 MB).
pub fn size_limit(plan: &Plan) -> u64 {
    let digits = |value: u128| value.checked_ilog10().unwrap_or(0) as u64 + 1;
    // A variant's rows may hold more than one queen, and its `unique` is a
    // sum of stabilizers: any u128.
    let factorial = (2..=plan.n() as u128)
        .try_fold(1u128, u128::checked_mul)
        .filter(|_| plan.problem() == Variant::Classic);
    let count_digits = digits(factorial.unwrap_or(u128::MAX));
    let index_digits = digits(plan.len() as u128);
    let entry = index_digits + 2 * count_digits + 4;
    HEAD_BYTES + entry * plan.len() as u64
}

/// The board size a checkpoint names, found in its first bytes without
/// parsing the rest: `"n"`, a colon and digits, as the file writes it.
fn declared_n(head: &[u8]) -> Option<usize> {
    let key = b"\"n\"";
    let at = head.windows(key.len()).position(|window| window == key)? + key.len();
    let rest = head[at..]
        .trim_ascii_start()
        .strip_prefix(b":")?
        .trim_ascii_start();
    let digits = rest.iter().take_while(|byte| byte.is_ascii_digit()).count();
    std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()
}

/// The text field `key` of a checkpoint (the variant, the method), found
/// in its first bytes as [`declared_n`] finds the board: the variant is
/// absent for the classic count, the method for a variant.
fn declared_text(head: &[u8], key: &str) -> Option<String> {
    let key = format!("\"{key}\":\"");
    let key = key.as_bytes();
    let at = head.windows(key.len()).position(|window| window == key)? + key.len();
    let rest = &head[at..];
    let end = rest.iter().position(|&byte| byte == b'"')?;
    Some(String::from_utf8_lossy(&rest[..end]).into_owned())
}

/// The variant as a checkpoint records it: nothing for the classic count.
fn variant_tag(plan: &Plan) -> Option<String> {
    Some(plan.problem())
        .filter(|variant| *variant != Variant::Classic)
        .map(|variant| variant.tag())
}

/// Everything in the file but its format, the list of subproblems done and
/// the checksum.
#[derive(Clone, Debug)]
struct Header {
    /// The variant's tag; `None` for the classic count.
    variant: Option<String>,
    /// The method's name for the classic count; `None` for a variant.
    method: Option<String>,
    n: usize,
    split_version: u32,
    /// Hex, as in shard files.
    fingerprint: String,
    /// How many subproblems the plan has (all of them, not the shard's).
    subproblems: usize,
    shard: Option<usize>,
    shards: Option<usize>,
    seconds: f64,
}

impl Header {
    /// The header of a checkpoint of `plan` (or of one shard of it).
    fn of(plan: &Plan, shard: Option<Shard>, seconds: f64) -> Header {
        Header {
            variant: variant_tag(plan),
            method: plan
                .method()
                .filter(|_| plan.problem() == Variant::Classic)
                .map(|method| method.name().to_string()),
            n: plan.n(),
            split_version: nqueens::count::SPLIT_VERSION,
            fingerprint: fingerprint_text(plan.fingerprint()),
            subproblems: plan.len(),
            shard: shard.map(|shard| shard.index),
            shards: shard.map(|shard| shard.count),
            seconds,
        }
    }

    fn checksum(&self, done: impl Iterator<Item = (usize, u128, u128)>) -> String {
        let mut checksum = Checksum::new(FORMAT);
        // Only where present, so that a classic checkpoint's sum is as it
        // was before variants.
        if let Some(variant) = &self.variant {
            checksum.text(variant);
        }
        if let Some(method) = &self.method {
            checksum.text("method").text(method);
        }
        checksum
            .usize(self.n)
            .u64(u64::from(self.split_version))
            .text(&self.fingerprint)
            .usize(self.subproblems)
            .optional_usize(self.shard)
            .optional_usize(self.shards)
            .seconds(self.seconds);
        for (index, total, unique) in done {
            checksum.usize(index).u128(total).u128(unique);
        }
        checksum.finish()
    }
}

// The file's fields in the order written. Spelled out rather than
// flattened from `Header`: serde cannot refuse unknown fields of a
// flattened struct.

#[derive(Debug, Serialize)]
struct FileOut<'a> {
    format: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    method: Option<&'a str>,
    n: usize,
    split_version: u32,
    fingerprint: &'a str,
    subproblems: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    shard: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shards: Option<usize>,
    seconds: f64,
    done: DoneList<'a>,
    checksum: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileIn {
    format: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    method: Option<String>,
    n: usize,
    split_version: u32,
    fingerprint: String,
    subproblems: usize,
    #[serde(default)]
    shard: Option<usize>,
    #[serde(default)]
    shards: Option<usize>,
    seconds: f64,
    done: Vec<(usize, u128, u128)>,
    checksum: String,
}

/// The subproblems done, written straight from the table without a copy:
/// at n = 27 it holds hundreds of thousands.
#[derive(Debug)]
struct DoneList<'a>(&'a [Option<Tally>]);

impl Serialize for DoneList<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            self.0
                .iter()
                .enumerate()
                .filter_map(|(index, tally)| tally.map(|tally| (index, tally.total, tally.unique))),
        )
    }
}

/// Refuses to start a new checkpoint over an existing file, which may hold
/// the work of days.
pub fn check_new(path: &Path, n: usize) -> anyhow::Result<()> {
    if fs::symlink_metadata(path).is_err() {
        return Ok(());
    }
    let path = path.to_path_buf();
    let err = if fs::metadata(&path).is_ok_and(|metadata| metadata.is_dir()) {
        let example = path.join(format!("count-{n}.json"));
        CheckpointError::IsDirectory { example }
    } else {
        CheckpointError::Exists { path: path.clone() }
    };
    Err(err).with_context(|| text::path_name(&path))
}

/// The temporary file of the save under way, if any.
static UNFINISHED_SAVE: Mutex<Option<PathBuf>> = Mutex::new(None);

fn unfinished_save() -> MutexGuard<'static, Option<PathBuf>> {
    // Only a path is kept: a panic elsewhere leaves it usable.
    UNFINISHED_SAVE
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// Forgets the temporary file of a save once it is renamed or removed.
struct KnownSave;

impl Drop for KnownSave {
    fn drop(&mut self) {
        *unfinished_save() = None;
    }
}

/// Removes the temporary file of a save under way, for a process about to
/// end without finishing it (the checkpoint it replaces stays whole). The
/// guard returned holds off any new save: keep it until the end.
pub fn abandon_save() -> MutexGuard<'static, Option<PathBuf>> {
    let mut unfinished = unfinished_save();
    if let Some(path) = unfinished.take() {
        let _ = fs::remove_file(path);
    }
    unfinished
}

/// Writes a file through a temporary file in the same directory (a rename
/// is atomic only within one file system), synced before the rename, and
/// the directory synced after it so that the rename itself is on disk.
fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<&File>) -> io::Result<()>,
) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".nqueens-checkpoint-").suffix(".tmp");
    // Temporary files are private by default; the checkpoint is an ordinary
    // file, so it gets the permissions the umask gives new files.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    // Created and made known under the lock, so that no file a second
    // Ctrl-C misses is left behind; dropped on an error, which removes it.
    let (temp, _known) = {
        let mut unfinished = unfinished_save();
        let temp = builder.tempfile_in(dir)?;
        *unfinished = Some(temp.path().to_path_buf());
        (temp, KnownSave)
    };
    {
        let mut out = BufWriter::new(temp.as_file());
        write(&mut out)?;
        out.flush()?;
    }
    temp.as_file().sync_all()?;
    {
        let mut unfinished = unfinished_save();
        temp.persist(path).map_err(|err| err.error)?;
        *unfinished = None;
    }
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    Ok(())
}

/// The context of a save that failed.
pub(super) fn cannot_save(path: &Path) -> String {
    t!("count-cannot-save", path = text::path_name(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkpoint file of n = 8 listing `done`, its checksum matching.
    fn file(plan: &Plan, seconds: f64, done: &[(usize, u128, u128)]) -> Vec<u8> {
        let header = Header::of(plan, None, seconds);
        let checksum = header.checksum(done.iter().copied());
        // By hand: serde_json's values hold no u128.
        let done: Vec<String> = done
            .iter()
            .map(|(index, total, unique)| format!("[{index},{total},{unique}]"))
            .collect();
        let method = header
            .method
            .as_ref()
            .map_or_else(String::new, |name| format!(r#""method":"{name}","#));
        format!(
            r#"{{"format":"{FORMAT}",{method}"n":{},"split_version":{},"fingerprint":"{}","subproblems":{},"seconds":{seconds:?},"done":[{}],"checksum":"{checksum}"}}"#,
            header.n,
            header.split_version,
            header.fingerprint,
            header.subproblems,
            done.join(","),
        )
        .into_bytes()
    }

    fn load(
        plan: &Plan,
        seconds: f64,
        done: &[(usize, u128, u128)],
    ) -> Result<Tally, CheckpointError> {
        let saved = Saved::parse(&file(plan, seconds, done))?;
        Ok(saved.into_checkpoint(plan, None)?.sum())
    }

    #[test]
    fn counts_that_cannot_be_true_are_refused() {
        // Past the boards whose subproblems are recounted.
        let plan = Plan::with_method(14, Method::Backtrack).unwrap();
        assert_eq!(
            load(&plan, 1.0, &[(0, 5, 1), (2, 3, 3)]),
            Ok(Tally {
                total: 8,
                unique: 4
            })
        );
        assert_eq!(
            load(&plan, 1.0, &[(0, 5, 1), (2, 3, 4)]),
            Err(CheckpointError::UniqueAboveTotal {
                index: 2,
                unique: 4,
                total: 3
            })
        );
        let half = u128::MAX / 2 + 1;
        assert_eq!(
            load(&plan, 1.0, &[(0, half, 1), (1, half, 1)]),
            Err(CheckpointError::Overflow)
        );
        for seconds in [-1.0, 1e300] {
            let refused = load(&plan, seconds, &[(0, 5, 1)]);
            assert!(
                matches!(refused, Err(CheckpointError::BadSeconds { .. })),
                "{seconds}: {refused:?}"
            );
        }
    }

    #[test]
    fn the_size_limit_holds_the_largest_checkpoint() {
        let plan = Plan::new(10).unwrap();
        // Every subproblem done, each with the most solutions a board has.
        let most = (1..=10u128).product::<u128>();
        let done: Vec<_> = (0..plan.len()).map(|index| (index, most, most)).collect();
        let checkpoint = file(&plan, MAX_SECONDS, &done);
        assert!((checkpoint.len() as u64) < size_limit(&plan));
        assert!(size_limit(&plan) < 2 * checkpoint.len() as u64 + HEAD_BYTES);
    }

    /// The temporary files of saves in `dir`.
    fn temporary_files(dir: &Path) -> Vec<PathBuf> {
        fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.to_string_lossy().contains(".nqueens-checkpoint-"))
            .collect()
    }

    #[test]
    fn a_save_cut_off_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        fs::write(&path, "old").unwrap();
        let result = write_atomically(&path, |out| {
            out.write_all(b"new")?;
            out.flush()?;
            assert_eq!(temporary_files(dir.path()).len(), 1);
            // What a second Ctrl-C does before it ends the process.
            drop(abandon_save());
            Ok(())
        });
        assert!(result.is_err());
        assert_eq!(temporary_files(dir.path()), Vec::<PathBuf>::new());
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        // A failed write removes its file too, and nothing is left known.
        let failed = write_atomically(&path, |_| Err(io::Error::other("full")));
        assert!(failed.is_err());
        assert_eq!(temporary_files(dir.path()), Vec::<PathBuf>::new());
        assert_eq!(*unfinished_save(), None);
        write_atomically(&path, |out| out.write_all(b"new")).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(temporary_files(dir.path()), Vec::<PathBuf>::new());
    }

    #[test]
    fn the_board_is_found_in_the_first_bytes() {
        assert_eq!(
            declared_n(br#"{"format":"x","n":17,"split_version":1"#),
            Some(17)
        );
        assert_eq!(declared_n(b"{\n  \"n\" :\n 9,"), Some(9));
        assert_eq!(declared_n(br#"{"format":"nqueens checkpoint 1","#), None);
        assert_eq!(declared_n(br#"{"n":"17"}"#), None);
        assert_eq!(declared_n(&[0; 64]), None);
    }
}
