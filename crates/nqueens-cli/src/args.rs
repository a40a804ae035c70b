//! The command line as clap reads it: strings and flags, before any checks.
//!
//! Numbers stay strings here so that `0`, `-3` and `abc` all reach
//! [`crate::config`], which explains what is wrong with them in its own
//! words rather than clap's.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use crate::text;

#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    about = text::ABOUT,
    after_help = text::AFTER_HELP,
    max_term_width = 100
)]
pub struct Args {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    #[command(about = text::SOLVE_ABOUT)]
    Solve(SolveArgs),
    #[command(about = text::COUNT_ABOUT)]
    Count(CountArgs),
    #[command(about = text::FIND_ABOUT, after_help = text::FIND_AFTER_HELP)]
    Find(FindArgs),
    #[command(about = text::COMPLETE_ABOUT, after_help = text::COMPLETE_AFTER_HELP)]
    Complete(CompleteArgs),
    #[command(about = text::TOUR_ABOUT, after_help = text::TOUR_AFTER_HELP)]
    Tour(TourArgs),
    #[command(about = text::MERGE_ABOUT)]
    Merge(MergeArgs),
    #[command(about = text::VERIFY_ABOUT)]
    Verify(VerifyArgs),
}

impl Command {
    /// The subcommands' names, for pointing a usage error at the right help.
    pub const NAMES: [&'static str; 7] = [
        "solve", "count", "find", "complete", "tour", "merge", "verify",
    ];
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct SolveArgs {
    #[arg(value_name = "N", help = text::HELP_N)]
    pub n: String,

    #[arg(long, value_enum, default_value_t, help = text::HELP_METHOD)]
    pub method: MethodArg,

    #[arg(long, value_enum, help = text::HELP_SOLVE_FORMAT)]
    pub format: Option<SolveFormatArg>,

    #[arg(long, help = text::HELP_UNIQUE_SOLVE)]
    pub unique: bool,

    #[arg(long, value_name = "K", help = text::HELP_LIMIT)]
    pub limit: Option<String>,

    #[arg(long, help = text::HELP_ONE_BASED_SOLVE)]
    pub one_based: bool,

    #[arg(long, help = text::HELP_UNICODE)]
    pub unicode: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true, after_help = text::COUNT_AFTER_HELP)]
pub struct CountArgs {
    /// Optional only with --resume, whose file names the board.
    #[arg(value_name = "N", help = text::HELP_N_COUNT, required_unless_present = "resume")]
    pub n: Option<String>,

    #[arg(long, help = text::HELP_UNIQUE_COUNT)]
    pub unique: bool,

    #[arg(long, value_enum, default_value_t, help = text::HELP_COUNT_FORMAT)]
    pub format: CountFormatArg,

    #[arg(long, value_name = "T", help = text::HELP_THREADS)]
    pub threads: Option<String>,

    #[arg(long, short, help = text::HELP_QUIET)]
    pub quiet: bool,

    #[arg(long, value_name = "FILE", conflicts_with = "resume", help = text::HELP_CHECKPOINT)]
    pub checkpoint: Option<PathBuf>,

    #[arg(long, value_name = "FILE", help = text::HELP_RESUME)]
    pub resume: Option<PathBuf>,

    #[arg(long, value_name = "SECONDS", help = text::HELP_SAVE_EVERY)]
    pub save_every: Option<String>,

    #[arg(long, value_name = "I/K", help = text::HELP_SHARD)]
    pub shard: Option<String>,
}

#[derive(Debug, clap::Args)]
#[command(after_help = text::MERGE_AFTER_HELP)]
pub struct MergeArgs {
    #[arg(value_name = "FILE", required = true, help = text::HELP_MERGE_FILES)]
    pub files: Vec<PathBuf>,

    #[arg(long, value_enum, default_value_t, help = text::HELP_COUNT_FORMAT)]
    pub format: CountFormatArg,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    #[arg(value_name = "FILE", help = text::HELP_VERIFY_FILE)]
    pub file: Option<PathBuf>,

    #[arg(long, help = text::HELP_ONE_BASED_VERIFY)]
    pub one_based: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct FindArgs {
    #[arg(value_name = "N", help = text::HELP_N)]
    pub n: String,

    #[arg(long, value_enum, default_value_t, help = text::HELP_FIND_METHOD)]
    pub method: FindMethodArg,

    /// A string, so that a bad seed gets this tool's words rather than
    /// clap's.
    #[arg(long, value_name = "S", help = text::HELP_SEED)]
    pub seed: Option<String>,

    #[arg(long, value_enum, help = text::HELP_FIND_FORMAT)]
    pub format: Option<FindFormatArg>,

    #[arg(long, help = text::HELP_CHECK)]
    pub check: bool,

    #[arg(long, help = text::HELP_STATS)]
    pub stats: bool,

    #[arg(long, help = text::HELP_ONE_BASED_SOLVE)]
    pub one_based: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct TourArgs {
    #[arg(value_name = "N", help = text::HELP_TOUR_ROWS)]
    pub rows: String,

    #[arg(value_name = "M", help = text::HELP_TOUR_COLS)]
    pub cols: Option<String>,

    #[arg(long, value_name = "SQUARE", help = text::HELP_TOUR_FROM)]
    pub from: Option<String>,

    #[arg(long, help = text::HELP_TOUR_CLOSED)]
    pub closed: bool,

    #[arg(long, value_enum, help = text::HELP_TOUR_METHOD)]
    pub method: Option<TourMethodArg>,

    #[arg(long, value_enum, default_value_t, help = text::HELP_TOUR_FORMAT)]
    pub format: TourFormatArg,

    #[arg(long, conflicts_with = "count", help = text::HELP_TOUR_ALL)]
    pub all: bool,

    #[arg(long, help = text::HELP_TOUR_COUNT)]
    pub count: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TourMethodArg {
    #[value(help = text::HELP_TOUR_METHOD_BACKTRACK)]
    Backtrack,
    #[value(help = text::HELP_TOUR_METHOD_WARNSDORFF)]
    Warnsdorff,
    #[value(help = text::HELP_TOUR_METHOD_DIVIDE)]
    Divide,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TourFormatArg {
    #[default]
    #[value(help = text::HELP_TOUR_FORMAT_BOARD)]
    Board,
    #[value(help = text::HELP_TOUR_FORMAT_LIST)]
    List,
    #[value(help = text::HELP_TOUR_FORMAT_JSON)]
    Json,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct CompleteArgs {
    #[arg(value_name = "FILE", help = text::HELP_COMPLETE_FILE)]
    pub file: Option<PathBuf>,

    #[arg(short = 'n', long = "n", value_name = "N", help = text::HELP_COMPLETE_N)]
    pub n: Option<String>,

    /// Repeatable, and each value may hold several squares.
    #[arg(long, value_name = "SQUARES", help = text::HELP_QUEENS)]
    pub queens: Vec<String>,

    #[arg(long, value_name = "SQUARES", help = text::HELP_BLOCKED)]
    pub blocked: Vec<String>,

    #[arg(long, conflicts_with = "count", help = text::HELP_ALL)]
    pub all: bool,

    #[arg(long, help = text::HELP_COUNT_COMPLETIONS)]
    pub count: bool,

    #[arg(long, value_enum, help = text::HELP_COMPLETE_FORMAT)]
    pub format: Option<CompleteFormatArg>,
}

/// The library's [`nqueens::Method`], mirrored so that clap can list it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    #[default]
    #[value(help = text::HELP_METHOD_BITMASK)]
    Bitmask,
    #[value(help = text::HELP_METHOD_MARKS)]
    Marks,
    #[value(help = text::HELP_METHOD_PAIRWISE)]
    Pairwise,
    #[value(help = text::HELP_METHOD_STACK)]
    Stack,
    #[value(help = text::HELP_METHOD_BRUTE)]
    Brute,
}

impl From<MethodArg> for nqueens::Method {
    fn from(method: MethodArg) -> nqueens::Method {
        match method {
            MethodArg::Bitmask => nqueens::Method::Bitmask,
            MethodArg::Marks => nqueens::Method::Marks,
            MethodArg::Pairwise => nqueens::Method::Pairwise,
            MethodArg::Stack => nqueens::Method::Stack,
            MethodArg::Brute => nqueens::Method::Brute,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolveFormatArg {
    #[value(help = text::HELP_FORMAT_BOARD)]
    Board,
    #[value(help = text::HELP_FORMAT_LIST)]
    List,
    #[value(help = text::HELP_FORMAT_ALGEBRAIC)]
    Algebraic,
    #[value(help = text::HELP_FORMAT_JSON)]
    Json,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum CountFormatArg {
    #[default]
    #[value(help = text::HELP_COUNT_FORMAT_TEXT)]
    Text,
    #[value(help = text::HELP_COUNT_FORMAT_JSON)]
    Json,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum FindMethodArg {
    #[default]
    #[value(help = text::HELP_FIND_METHOD_CONSTRUCT)]
    Construct,
    #[value(help = text::HELP_FIND_METHOD_RANDOM)]
    Random,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FindFormatArg {
    #[value(help = text::HELP_FORMAT_BOARD_ONE)]
    Board,
    #[value(help = text::HELP_FORMAT_COLUMN_LINES)]
    List,
    #[value(help = text::HELP_FORMAT_JSON_ONE)]
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CompleteFormatArg {
    #[value(help = text::HELP_FORMAT_BOARD_MARKED)]
    Board,
    #[value(help = text::HELP_FORMAT_LIST)]
    List,
    #[value(help = text::HELP_FORMAT_JSON)]
    Json,
}
