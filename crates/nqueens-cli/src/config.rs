//! What to do, checked: the parsed arguments turned into settings that the
//! commands can trust.

use std::path::PathBuf;
use std::time::Duration;

use nqueens::Method;
use nqueens::board::MAX_ALGEBRAIC_N;

use crate::args::{
    Args, Command, CountArgs, CountFormatArg, MergeArgs, SolveArgs, SolveFormatArg, VerifyArgs,
};
use crate::shard::Shard;

/// Boards up to this size get the board format by default; wider ones no
/// longer fit a terminal, so they get the list format.
pub const MAX_DEFAULT_BOARD_N: usize = 32;

/// The largest board `solve` accepts. The search keeps a few arrays of `n`
/// entries and recurses `n` deep, and one solution of this size is already
/// a line of half a megabyte; far larger sizes would only fail to allocate.
pub const MAX_SOLVE_N: usize = 100_000;

/// The most threads `--threads` accepts: beyond the largest machines, and
/// each thread costs a stack.
pub const MAX_THREADS: usize = 4096;

/// How often a checkpoint is saved unless `--save-every` says otherwise:
/// often enough that an interruption loses little, rarely enough that
/// writing the file (megabytes at n = 27) costs nothing noticeable.
pub const DEFAULT_SAVE_EVERY: Duration = Duration::from_secs(5);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Config {
    Solve(SolveConfig),
    Count(CountConfig),
    Merge(MergeConfig),
    Verify(VerifyConfig),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveConfig {
    pub n: usize,
    pub method: Method,
    pub format: SolveFormat,
    /// Only the canonical member of each class under the symmetries.
    pub unique: bool,
    pub limit: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveFormat {
    Board(BoardStyle),
    List { one_based: bool },
    Algebraic,
    Json { one_based: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    Ascii,
    Unicode,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountConfig {
    /// The board size; absent only when resuming, as the checkpoint names
    /// it. When both give it, they must agree.
    pub n: Option<usize>,
    pub format: CountFormat,
    /// Threads to count on; rayon's default (every core, or
    /// `RAYON_NUM_THREADS`) when absent.
    pub threads: Option<usize>,
    /// No progress bar and no warnings.
    pub quiet: bool,
    /// The slice of the subproblems to count; all of them when absent
    /// (and, when resuming, whatever slice the checkpoint holds).
    pub shard: Option<Shard>,
    pub checkpoint: Option<Checkpointing>,
}

/// Where and how often a count saves what it has done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpointing {
    pub path: PathBuf,
    /// Continue the count saved in the file, rather than start a new one.
    pub resume: bool,
    pub save_every: Duration,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergeConfig {
    pub files: Vec<PathBuf>,
    pub format: CountFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountFormat {
    Text,
    Json,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyConfig {
    pub source: Source,
    /// Read list lines as columns counted from 1.
    pub one_based: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Stdin,
    File(PathBuf),
}

/// Why the arguments cannot be run; [`crate::text`] words each case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    NotANumber {
        quantity: Quantity,
        text: String,
    },
    BelowOne {
        quantity: Quantity,
        text: String,
    },
    TooLarge {
        quantity: Quantity,
        text: String,
        max: u64,
    },
    AlgebraicTooLarge {
        n: usize,
    },
    UnicodeNeedsBoard {
        format: &'static str,
    },
    OneBasedNeedsColumns {
        format: &'static str,
    },
    NotAShard {
        text: String,
    },
    ShardOutOfRange {
        index: usize,
        count: usize,
    },
    NotSeconds {
        text: String,
    },
    SaveEveryNeedsCheckpoint,
}

impl std::error::Error for ConfigError {}

/// The numbers given on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    BoardSize,
    Limit,
    Threads,
}

impl Config {
    pub fn from_args(args: Args) -> Result<Config, ConfigError> {
        match args.command {
            Command::Solve(solve) => SolveConfig::from_args(solve).map(Config::Solve),
            Command::Count(count) => CountConfig::from_args(count).map(Config::Count),
            Command::Merge(merge) => Ok(Config::Merge(MergeConfig::from_args(merge))),
            Command::Verify(verify) => Ok(Config::Verify(VerifyConfig::from_args(verify))),
        }
    }
}

impl SolveConfig {
    fn from_args(args: SolveArgs) -> Result<SolveConfig, ConfigError> {
        let method = Method::from(args.method);
        // A method with a lower limit of its own explains it better (it
        // names a method that does handle the size), so leave it the say.
        let cap = match method.max_n() {
            Some(method_max) if method_max < MAX_SOLVE_N => usize::MAX,
            _ => MAX_SOLVE_N,
        };
        let n = parse_positive(&args.n, Quantity::BoardSize, cap as u64)? as usize;
        let limit = args
            .limit
            .as_deref()
            .map(|text| parse_positive(text, Quantity::Limit, u64::MAX))
            .transpose()?;
        let format = solve_format(n, &args)?;
        Ok(SolveConfig {
            n,
            method,
            format,
            unique: args.unique,
            limit,
        })
    }
}

fn solve_format(n: usize, args: &SolveArgs) -> Result<SolveFormat, ConfigError> {
    let chosen = match args.format {
        Some(format) => format,
        // Asking for a Unicode board asks for a board, whatever the size.
        None if args.unicode || n <= MAX_DEFAULT_BOARD_N => SolveFormatArg::Board,
        None => SolveFormatArg::List,
    };
    if args.unicode && chosen != SolveFormatArg::Board {
        return Err(ConfigError::UnicodeNeedsBoard {
            format: format_name(chosen),
        });
    }
    if args.one_based && matches!(chosen, SolveFormatArg::Board | SolveFormatArg::Algebraic) {
        return Err(ConfigError::OneBasedNeedsColumns {
            format: format_name(chosen),
        });
    }
    Ok(match chosen {
        SolveFormatArg::Board if args.unicode => SolveFormat::Board(BoardStyle::Unicode),
        SolveFormatArg::Board => SolveFormat::Board(BoardStyle::Ascii),
        SolveFormatArg::List => SolveFormat::List {
            one_based: args.one_based,
        },
        SolveFormatArg::Algebraic if n > MAX_ALGEBRAIC_N => {
            return Err(ConfigError::AlgebraicTooLarge { n });
        }
        SolveFormatArg::Algebraic => SolveFormat::Algebraic,
        SolveFormatArg::Json => SolveFormat::Json {
            one_based: args.one_based,
        },
    })
}

fn format_name(format: SolveFormatArg) -> &'static str {
    match format {
        SolveFormatArg::Board => "board",
        SolveFormatArg::List => "list",
        SolveFormatArg::Algebraic => "algebraic",
        SolveFormatArg::Json => "json",
    }
}

impl CountConfig {
    fn from_args(args: CountArgs) -> Result<CountConfig, ConfigError> {
        // The library states the counter's own limit, so no cap here.
        let n = args
            .n
            .as_deref()
            .map(|text| parse_positive(text, Quantity::BoardSize, usize::MAX as u64))
            .transpose()?
            .map(|n| n as usize);
        let threads = args
            .threads
            .as_deref()
            .map(|text| parse_positive(text, Quantity::Threads, MAX_THREADS as u64))
            .transpose()?
            .map(|threads| threads as usize);
        let shard = args.shard.as_deref().map(parse_shard).transpose()?;
        let save_every = args.save_every.as_deref().map(parse_seconds).transpose()?;
        // clap refuses --checkpoint together with --resume.
        let checkpoint = match (args.checkpoint, args.resume) {
            (Some(path), _) => Some((path, false)),
            (None, Some(path)) => Some((path, true)),
            (None, None) => None,
        };
        let checkpoint = match (checkpoint, save_every) {
            (Some((path, resume)), save_every) => Some(Checkpointing {
                path,
                resume,
                save_every: save_every.unwrap_or(DEFAULT_SAVE_EVERY),
            }),
            (None, Some(_)) => return Err(ConfigError::SaveEveryNeedsCheckpoint),
            (None, None) => None,
        };
        Ok(CountConfig {
            n,
            format: count_format(args.format),
            threads,
            quiet: args.quiet,
            shard,
            checkpoint,
        })
    }
}

impl MergeConfig {
    fn from_args(args: MergeArgs) -> MergeConfig {
        MergeConfig {
            files: args.files,
            format: count_format(args.format),
        }
    }
}

fn count_format(format: CountFormatArg) -> CountFormat {
    match format {
        CountFormatArg::Text => CountFormat::Text,
        CountFormatArg::Json => CountFormat::Json,
    }
}

/// `I/K`: slice I of K, with 0 <= I < K.
fn parse_shard(text: &str) -> Result<Shard, ConfigError> {
    let not_a_shard = || ConfigError::NotAShard {
        text: text.to_string(),
    };
    let (index, count) = text.trim().split_once('/').ok_or_else(not_a_shard)?;
    let number = |part: &str| part.trim().parse::<usize>().map_err(|_| not_a_shard());
    let (index, count) = (number(index)?, number(count)?);
    if index >= count {
        return Err(ConfigError::ShardOutOfRange { index, count });
    }
    Ok(Shard { index, count })
}

/// A positive number of seconds, fractions allowed (tests save often).
fn parse_seconds(text: &str) -> Result<Duration, ConfigError> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| *seconds > 0.0)
        .and_then(|seconds| Duration::try_from_secs_f64(seconds).ok())
        .ok_or_else(|| ConfigError::NotSeconds {
            text: text.to_string(),
        })
}

impl VerifyConfig {
    fn from_args(args: VerifyArgs) -> VerifyConfig {
        let source = match args.file {
            Some(path) if path.as_os_str() != "-" => Source::File(path),
            _ => Source::Stdin,
        };
        VerifyConfig {
            source,
            one_based: args.one_based,
        }
    }
}

/// A whole number from 1 to `max`, written in decimal.
fn parse_positive(text: &str, quantity: Quantity, max: u64) -> Result<u64, ConfigError> {
    use std::num::IntErrorKind;

    let text_owned = || text.to_string();
    let below_one = || ConfigError::BelowOne {
        quantity,
        text: text_owned(),
    };
    let too_large = || ConfigError::TooLarge {
        quantity,
        text: text_owned(),
        max,
    };
    let value = text
        .trim()
        .parse::<i128>()
        .map_err(|err| match err.kind() {
            IntErrorKind::PosOverflow => too_large(),
            IntErrorKind::NegOverflow => below_one(),
            _ => ConfigError::NotANumber {
                quantity,
                text: text_owned(),
            },
        })?;
    if value < 1 {
        return Err(below_one());
    }
    u64::try_from(value)
        .ok()
        .filter(|&value| value <= max)
        .ok_or_else(too_large)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positive_numbers_are_checked() {
        let board = Quantity::BoardSize;
        assert_eq!(parse_positive("8", board, 10), Ok(8));
        assert!(matches!(
            parse_positive("0", board, 10),
            Err(ConfigError::BelowOne { .. })
        ));
        assert!(matches!(
            parse_positive("-3", board, 10),
            Err(ConfigError::BelowOne { .. })
        ));
        assert!(matches!(
            parse_positive("abc", board, 10),
            Err(ConfigError::NotANumber { .. })
        ));
        assert!(matches!(
            parse_positive("11", board, 10),
            Err(ConfigError::TooLarge { max: 10, .. })
        ));
        assert!(matches!(
            parse_positive("99999999999999999999999999999999999999999", board, 10),
            Err(ConfigError::TooLarge { .. })
        ));
    }

    #[test]
    fn shards_are_checked() {
        assert_eq!(parse_shard("3/8"), Ok(Shard { index: 3, count: 8 }));
        assert_eq!(parse_shard("0/1"), Ok(Shard { index: 0, count: 1 }));
        assert_eq!(
            parse_shard("8/8"),
            Err(ConfigError::ShardOutOfRange { index: 8, count: 8 })
        );
        assert_eq!(
            parse_shard("0/0"),
            Err(ConfigError::ShardOutOfRange { index: 0, count: 0 })
        );
        for text in ["3", "3/", "/8", "-1/8", "a/b", "1/2/3"] {
            assert!(
                matches!(parse_shard(text), Err(ConfigError::NotAShard { .. })),
                "{text}"
            );
        }
    }

    #[test]
    fn save_intervals_are_positive_seconds() {
        assert_eq!(parse_seconds("5"), Ok(Duration::from_secs(5)));
        assert_eq!(parse_seconds("0.25"), Ok(Duration::from_millis(250)));
        for text in ["0", "-1", "abc", "inf", "NaN", "1e300"] {
            assert!(parse_seconds(text).is_err(), "{text}");
        }
    }
}
