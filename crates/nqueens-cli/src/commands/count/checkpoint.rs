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

use anyhow::Context;
use nqueens::{Plan, Tally};
use serde::{Deserialize, Serialize, Serializer};

use super::digest::{Checksum, round_seconds};
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

/// Why a checkpoint cannot be continued; [`crate::text`] words each case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// `--checkpoint` names a file that is there already.
    Exists {
        path: PathBuf,
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
            CheckpointError::Exists { path } => t!(
                "checkpoint-exists",
                path = super::shell_quoted(&path.display().to_string())
            ),
            CheckpointError::Unparsable { message } => {
                t!("checkpoint-unparsable", message = message.as_str())
            }
            CheckpointError::NotACheckpoint { format } => t!(
                "checkpoint-not-a-checkpoint",
                format = format!("{format:?}"),
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
                saved = saved.as_str(),
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
        let header = Header {
            n: plan.n(),
            split_version: nqueens::count::SPLIT_VERSION,
            fingerprint: fingerprint_text(plan.fingerprint()),
            subproblems: plan.len(),
            shard: self.shard.map(|shard| shard.index),
            shards: self.shard.map(|shard| shard.count),
            seconds: round_seconds(seconds),
        };
        let checksum = header.checksum(self.entries());
        let file = FileOut {
            format: FORMAT,
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
        .with_context(|| super::cannot_save(path))
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
    /// Reads and checks a checkpoint file: its format and its checksum.
    pub fn read(path: &Path) -> anyhow::Result<Saved> {
        let bytes = fs::read(path).with_context(|| text::cannot_read(path))?;
        Saved::parse(&bytes).with_context(|| path.display().to_string())
    }

    fn parse(bytes: &[u8]) -> Result<Saved, CheckpointError> {
        let file: FileIn =
            serde_json::from_slice(bytes).map_err(|err| CheckpointError::Unparsable {
                message: err.to_string(),
            })?;
        if file.format != FORMAT {
            return Err(CheckpointError::NotACheckpoint {
                format: file.format,
            });
        }
        let header = Header {
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

        let mut checkpoint = Checkpoint::new(plan, saved_shard);
        checkpoint.earlier_seconds = header.seconds.max(0.0);
        let mut previous = None;
        for &(index, total, unique) in &self.done {
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
            checkpoint.record(index, Tally { total, unique });
        }
        Ok(checkpoint)
    }
}

/// Everything in the file but its format, the list of subproblems done and
/// the checksum.
#[derive(Clone, Debug)]
struct Header {
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
    fn checksum(&self, done: impl Iterator<Item = (usize, u128, u128)>) -> String {
        let mut checksum = Checksum::new(FORMAT);
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
pub fn check_new(path: &Path) -> anyhow::Result<()> {
    if fs::symlink_metadata(path).is_ok() {
        return Err(CheckpointError::Exists {
            path: path.to_path_buf(),
        })
        .with_context(|| path.display().to_string());
    }
    Ok(())
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
    let temp = builder.tempfile_in(dir)?;
    {
        let mut out = BufWriter::new(temp.as_file());
        write(&mut out)?;
        out.flush()?;
    }
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|err| err.error)?;
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    Ok(())
}
