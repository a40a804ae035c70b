//! What to do, checked: the parsed arguments turned into settings that the
//! commands can trust.

use std::path::PathBuf;
use std::time::Duration;

use nqueens::board::MAX_ALGEBRAIC_N;
use nqueens::{Method, Square, TourMethod};

use crate::args::{
    Args, Command, CompareArgs, CompleteArgs, CompleteFormatArg, CountArgs, CountFormatArg,
    FindArgs, FindFormatArg, FindMethodArg, MergeArgs, RenderArgs, SolveArgs, SolveFormatArg,
    TourArgs, TourFormatArg, TourMethodArg, TraceArgs, TraceFormatArg, VerifyArgs,
};
use crate::shard::Shard;

/// Boards up to this size get the board format by default; wider ones no
/// longer fit a terminal, so they get the list format.
pub const MAX_DEFAULT_BOARD_N: usize = 32;

/// The largest board `solve` accepts. The search keeps a few arrays of `n`
/// entries and recurses `n` deep, and one solution of this size is already
/// a line of half a megabyte; far larger sizes would only fail to allocate.
pub const MAX_SOLVE_N: usize = 100_000;

/// The widest board `find` and `complete` draw: beyond it a row runs to
/// hundreds of characters and is no longer a picture of anything.
pub const MAX_BOARD_N: usize = 100;

/// The largest board `complete` accepts. Its search keeps n x n bits (12.5
/// MB here), does O(n) work per queen placed and recurses once per row;
/// far beyond this only the allocation would fail, after a long wait.
pub const MAX_COMPLETE_N: usize = 10_000;

/// The seed of `find --method random` unless `--seed` says otherwise.
pub const DEFAULT_SEED: u64 = 0;

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
    Find(FindConfig),
    Complete(CompleteConfig),
    Tour(TourConfig),
    /// Checked by the command itself, which words its own errors.
    Render(RenderArgs),
    /// Checked by the command itself, which words its own errors.
    Compare(CompareArgs),
    /// Checked by the command itself, which words its own errors.
    Watch(crate::commands::watch::WatchArgs),
    Trace(TraceConfig),
}

/// The largest side of a board `tour` accepts: a million squares a side
/// would number past what a tour can hold.
pub const MAX_TOUR_SIDE: u64 = 100_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourConfig {
    pub rows: usize,
    pub cols: usize,
    /// `None`: ask for it (a terminal) or refuse (otherwise); a closed tour
    /// starts at a1 when none is given.
    pub start: Option<Square>,
    pub closed: bool,
    pub method: TourMethod,
    pub format: TourFormat,
    pub mode: TourMode,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourFormat {
    Board,
    List,
    Json,
    Svg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourMode {
    One,
    All,
    Count,
}

impl TourConfig {
    fn from_args(args: TourArgs) -> Result<TourConfig, ConfigError> {
        let rows = parse_positive(&args.rows, Quantity::BoardSize, MAX_TOUR_SIDE)? as usize;
        let cols = match &args.cols {
            Some(cols) => parse_positive(cols, Quantity::BoardSize, MAX_TOUR_SIDE)? as usize,
            None => rows,
        };
        let start = match &args.from {
            Some(text) => Some(parse_tour_square(text, rows, cols).ok_or_else(|| {
                ConfigError::NotATourSquare {
                    text: text.clone(),
                    rows,
                    cols,
                }
            })?),
            // A cycle can start anywhere: a1, as a board is read.
            None if args.closed => Some(Square::new(rows - 1, 0)),
            None => None,
        };
        let mode = match (args.all, args.count) {
            (true, _) => TourMode::All,
            (_, true) => TourMode::Count,
            _ => TourMode::One,
        };
        let method = match (args.method, mode) {
            (None | Some(TourMethodArg::Backtrack), TourMode::All | TourMode::Count) => {
                TourMethod::Backtrack
            }
            (Some(_), _) if mode != TourMode::One => return Err(ConfigError::TourMethodEnumerates),
            (Some(TourMethodArg::Backtrack), _) => TourMethod::Backtrack,
            (Some(TourMethodArg::Warnsdorff), _) => TourMethod::Warnsdorff,
            (Some(TourMethodArg::Divide), _) => TourMethod::Divide,
            (None, _) if args.closed => TourMethod::Divide,
            (None, _) => TourMethod::Warnsdorff,
        };
        let format = match args.format {
            TourFormatArg::Board => TourFormat::Board,
            TourFormatArg::List => TourFormat::List,
            TourFormatArg::Json => TourFormat::Json,
            TourFormatArg::Svg => TourFormat::Svg,
        };
        Ok(TourConfig {
            rows,
            cols,
            start,
            closed: args.closed,
            method,
            format,
            mode,
        })
    }
}

/// A square of a `rows x cols` board: `row,col` counted from 0, or a file
/// letter and a rank counted from 1 at the bottom row (`a1` is the
/// bottom-left corner), as `solve` names squares.
pub fn parse_tour_square(text: &str, rows: usize, cols: usize) -> Option<Square> {
    let text = text.trim();
    let square = if let Some((row, col)) = text.split_once(',') {
        Square::new(row.trim().parse().ok()?, col.trim().parse().ok()?)
    } else {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: usize = chars.as_str().parse().ok()?;
        if rank == 0 || rank > rows {
            return None;
        }
        Square::new(rows - rank, usize::from(file as u8 - b'a'))
    };
    (square.row < rows && square.col < cols).then_some(square)
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
    List {
        one_based: bool,
    },
    Algebraic,
    Json {
        one_based: bool,
    },
    /// A sheet of boards as a picture, drawn by `render`'s code.
    Svg,
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
pub struct FindConfig {
    pub n: usize,
    pub method: FindMethod,
    pub format: FindFormat,
    /// Check the placement before printing it.
    pub check: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindMethod {
    /// The explicit construction, streamed.
    Construct,
    /// The local search; `stats` reports what it did on stderr.
    Random { seed: u64, stats: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindFormat {
    Board,
    /// One column per line.
    List {
        one_based: bool,
    },
    Json {
        one_based: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompleteConfig {
    pub board: BoardSource,
    /// The squares of `--queens` and `--blocked`, one per entry, as
    /// written: they can only be read once the board's size is known,
    /// which a grid gives only when it is read.
    pub queens: Vec<String>,
    pub blocked: Vec<String>,
    pub mode: CompleteMode,
    /// Absent: decided by the size, as for `solve`, once it is known.
    pub format: Option<CompleteFormat>,
}

/// Where the board to complete comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardSource {
    /// A grid, which must have `n` rows when `n` is given.
    Grid { source: Source, n: Option<usize> },
    /// An empty board of this size, for the flags to fill.
    Size(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompleteMode {
    /// The first completion found.
    One,
    All,
    Count,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompleteFormat {
    Board,
    List,
    Json,
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
    NotASeed {
        text: String,
    },
    NeedsRandom {
        flag: &'static str,
    },
    BoardTooWide {
        n: usize,
    },
    NotSquares {
        flag: &'static str,
        text: String,
    },
    SquaresNeedSize,
    NotATourSquare {
        text: String,
        rows: usize,
        cols: usize,
    },
    TourMethodEnumerates,
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
            Command::Find(find) => FindConfig::from_args(find).map(Config::Find),
            Command::Tour(tour) => TourConfig::from_args(tour).map(Config::Tour),
            Command::Render(render) => Ok(Config::Render(render)),
            Command::Compare(compare) => Ok(Config::Compare(compare)),
            Command::Watch(watch) => Ok(Config::Watch(watch)),
            Command::Trace(trace) => TraceConfig::from_args(trace).map(Config::Trace),
            Command::Complete(complete) => {
                CompleteConfig::from_args(complete).map(Config::Complete)
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceConfig {
    pub n: usize,
    pub method: Method,
    pub format: TraceFormat,
    /// Stop after this many steps.
    pub limit: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceFormat {
    Text,
    Json,
}

impl TraceConfig {
    fn from_args(args: TraceArgs) -> Result<TraceConfig, ConfigError> {
        let method = Method::from(args.method);
        let (n, limit) = size_and_limit(method, &args.n, args.limit.as_deref())?;
        let format = match args.format {
            TraceFormatArg::Text => TraceFormat::Text,
            TraceFormatArg::Json => TraceFormat::Json,
        };
        Ok(TraceConfig {
            n,
            method,
            format,
            limit,
        })
    }
}

/// The board size and the limit as `solve` and `trace` take them.
fn size_and_limit(
    method: Method,
    n: &str,
    limit: Option<&str>,
) -> Result<(usize, Option<u64>), ConfigError> {
    // A method with a lower limit of its own explains it better (it names a
    // method that does handle the size), so leave it the say.
    let cap = match method.max_n() {
        Some(method_max) if method_max < MAX_SOLVE_N => usize::MAX,
        _ => MAX_SOLVE_N,
    };
    let n = parse_positive(n, Quantity::BoardSize, cap as u64)? as usize;
    let limit = limit
        .map(|text| parse_positive(text, Quantity::Limit, u64::MAX))
        .transpose()?;
    Ok((n, limit))
}

impl SolveConfig {
    fn from_args(args: SolveArgs) -> Result<SolveConfig, ConfigError> {
        let method = Method::from(args.method);
        let (n, limit) = size_and_limit(method, &args.n, args.limit.as_deref())?;
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
    if args.one_based
        && matches!(
            chosen,
            SolveFormatArg::Board | SolveFormatArg::Algebraic | SolveFormatArg::Svg
        )
    {
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
        SolveFormatArg::Svg => SolveFormat::Svg,
    })
}

fn format_name(format: SolveFormatArg) -> &'static str {
    match format {
        SolveFormatArg::Board => "board",
        SolveFormatArg::List => "list",
        SolveFormatArg::Algebraic => "algebraic",
        SolveFormatArg::Json => "json",
        SolveFormatArg::Svg => "svg",
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

impl FindConfig {
    fn from_args(args: FindArgs) -> Result<FindConfig, ConfigError> {
        // Both methods state their own limits (the construction has none),
        // so no cap here beyond what a usize holds.
        let n = parse_positive(&args.n, Quantity::BoardSize, usize::MAX as u64)? as usize;
        let method = match args.method {
            FindMethodArg::Construct => {
                // The construction has one answer: a seed or statistics
                // asked of it are a mistake worth pointing out.
                if args.seed.is_some() {
                    return Err(ConfigError::NeedsRandom { flag: "--seed" });
                }
                if args.stats {
                    return Err(ConfigError::NeedsRandom { flag: "--stats" });
                }
                FindMethod::Construct
            }
            FindMethodArg::Random => FindMethod::Random {
                seed: args
                    .seed
                    .as_deref()
                    .map(parse_seed)
                    .transpose()?
                    .unwrap_or(DEFAULT_SEED),
                stats: args.stats,
            },
        };
        let chosen = match args.format {
            Some(format) => format,
            None if n <= MAX_DEFAULT_BOARD_N => FindFormatArg::Board,
            None => FindFormatArg::List,
        };
        let format = match chosen {
            FindFormatArg::Board if args.one_based => {
                return Err(ConfigError::OneBasedNeedsColumns { format: "board" });
            }
            FindFormatArg::Board => {
                check_board_width(n)?;
                FindFormat::Board
            }
            FindFormatArg::List => FindFormat::List {
                one_based: args.one_based,
            },
            FindFormatArg::Json => FindFormat::Json {
                one_based: args.one_based,
            },
        };
        Ok(FindConfig {
            n,
            method,
            format,
            check: args.check,
        })
    }
}

impl CompleteConfig {
    fn from_args(args: CompleteArgs) -> Result<CompleteConfig, ConfigError> {
        let n = args
            .n
            .as_deref()
            .map(|text| parse_positive(text, Quantity::BoardSize, MAX_COMPLETE_N as u64))
            .transpose()?
            .map(|n| n as usize);
        let queens = split_squares_all("--queens", &args.queens)?;
        let blocked = split_squares_all("--blocked", &args.blocked)?;
        let board = match (args.file, n) {
            (Some(path), n) => {
                let source = if path.as_os_str() == "-" {
                    Source::Stdin
                } else {
                    Source::File(path)
                };
                BoardSource::Grid { source, n }
            }
            (None, Some(n)) => BoardSource::Size(n),
            // Squares without a size would leave the command waiting for a
            // grid on a terminal, which is surely not what was meant.
            (None, None) if !queens.is_empty() || !blocked.is_empty() => {
                return Err(ConfigError::SquaresNeedSize);
            }
            (None, None) => BoardSource::Grid {
                source: Source::Stdin,
                n: None,
            },
        };
        let mode = match (args.all, args.count) {
            (true, _) => CompleteMode::All,
            (_, true) => CompleteMode::Count,
            _ => CompleteMode::One,
        };
        let format = args.format.map(|format| match format {
            CompleteFormatArg::Board => CompleteFormat::Board,
            CompleteFormatArg::List => CompleteFormat::List,
            CompleteFormatArg::Json => CompleteFormat::Json,
        });
        Ok(CompleteConfig {
            board,
            queens,
            blocked,
            mode,
            format,
        })
    }

    /// The format for a board of size `n`: the one asked for, or a board
    /// up to 32 rows and a list above, as `solve` does. Checked here rather
    /// than with the arguments because a grid's size is known only once it
    /// is read.
    pub fn format_for(&self, n: usize) -> Result<CompleteFormat, ConfigError> {
        match self.format {
            Some(CompleteFormat::Board) => check_board_width(n).map(|()| CompleteFormat::Board),
            Some(format) => Ok(format),
            None if n <= MAX_DEFAULT_BOARD_N => Ok(CompleteFormat::Board),
            None => Ok(CompleteFormat::List),
        }
    }
}

/// Refuses boards too wide to draw.
pub fn check_board_width(n: usize) -> Result<(), ConfigError> {
    if n > MAX_BOARD_N {
        return Err(ConfigError::BoardTooWide { n });
    }
    Ok(())
}

/// Every square named by the values of a repeated flag.
fn split_squares_all(flag: &'static str, values: &[String]) -> Result<Vec<String>, ConfigError> {
    let mut squares = Vec::new();
    for value in values {
        squares.extend(split_squares(flag, value)?);
    }
    Ok(squares)
}

/// The squares of one flag's value. Squares in chess notation are
/// separated by commas (`d8,g5`); a `row,col` square holds a comma itself,
/// so such squares are separated by `;` or spaces (`0,3;2,6`). Either kind
/// may also be separated by `;` or spaces, and the flag repeated. A piece
/// between commas that is a number is part of a `row,col` pair, and a piece
/// of exactly two numbers is one, so no text reads two ways.
fn split_squares(flag: &'static str, value: &str) -> Result<Vec<String>, ConfigError> {
    let not_squares = |piece: &str| ConfigError::NotSquares {
        flag,
        text: piece.to_string(),
    };
    let mut squares = Vec::new();
    let pieces = value
        .split(|c: char| c == ';' || c.is_whitespace())
        .filter(|piece| !piece.is_empty());
    for piece in pieces {
        // A trailing comma, as in `d8,g5,`, is harmless.
        let parts: Vec<&str> = piece
            .split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .collect();
        let is_number = |part: &&str| part.bytes().all(|b| b.is_ascii_digit());
        let is_named = |part: &&str| part.starts_with(|c: char| c.is_ascii_alphabetic());
        match parts.as_slice() {
            [row, col] if is_number(row) && is_number(col) => {
                squares.push(format!("{row},{col}"));
            }
            named if !named.is_empty() && named.iter().all(is_named) => {
                squares.extend(named.iter().map(|part| (*part).to_string()));
            }
            _ => return Err(not_squares(piece)),
        }
    }
    Ok(squares)
}

/// Any seed a u64 holds, 0 included.
fn parse_seed(text: &str) -> Result<u64, ConfigError> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| ConfigError::NotASeed {
            text: text.to_string(),
        })
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
    fn square_lists_read_one_way_only() {
        let split = |text: &str| split_squares("--queens", text);
        assert_eq!(split("d8,g5"), Ok(vec!["d8".into(), "g5".into()]));
        assert_eq!(
            split("d8, g5 a1;"),
            Ok(vec!["d8".into(), "g5".into(), "a1".into()])
        );
        assert_eq!(split("0,3;2,6"), Ok(vec!["0,3".into(), "2,6".into()]));
        assert_eq!(
            split("0,3 3,6 d8"),
            Ok(vec!["0,3".into(), "3,6".into(), "d8".into()])
        );
        assert_eq!(split(" ; "), Ok(vec![]));
        for text in ["0,3,3,6", "d8,3", "3", "3,d8", "-1,2"] {
            assert!(
                matches!(split(text), Err(ConfigError::NotSquares { .. })),
                "{text}"
            );
        }
    }

    #[test]
    fn seeds_are_any_u64() {
        assert_eq!(parse_seed("0"), Ok(0));
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for text in ["-1", "x", "18446744073709551616", ""] {
            assert!(parse_seed(text).is_err(), "{text}");
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
