//! The command line as clap reads it: strings and flags, before any checks.
//!
//! Numbers stay strings here so that `0`, `-3` and `abc` all reach
//! [`crate::config`], which explains what is wrong with them in its own
//! words rather than clap's.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(name = "nqueens", version, max_term_width = 100)]
pub struct Args {
    #[command(subcommand)]
    pub command: Command,

    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

/// The languages of the messages; `main` reads the flag before clap does,
/// so that clap's own help and errors come in the language asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    En,
    Vi,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Solve(SolveArgs),
    Count(CountArgs),
    Find(FindArgs),
    Complete(CompleteArgs),
    Tour(TourArgs),
    Merge(MergeArgs),
    Verify(VerifyArgs),
    // The commands for seeing the search work, in the order a lesson meets
    // them.
    Trace(TraceArgs),
    Watch(crate::commands::watch::WatchArgs),
    Compare(CompareArgs),
    #[command(about = t!("cmd-render-about"), after_help = t!("cmd-render-after-help"))]
    Render(RenderArgs),
}

impl Command {
    /// The subcommands' names, for pointing a usage error at the right help.
    pub const NAMES: [&'static str; 11] = [
        "solve", "count", "find", "complete", "tour", "merge", "verify", "trace", "watch",
        "compare", "render",
    ];
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct SolveArgs {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, value_enum, default_value_t)]
    pub method: MethodArg,

    #[arg(long, value_enum)]
    pub format: Option<SolveFormatArg>,

    #[arg(long)]
    pub unique: bool,

    #[arg(long, value_name = "K")]
    pub limit: Option<String>,

    #[arg(long)]
    pub one_based: bool,

    #[arg(long)]
    pub unicode: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct CountArgs {
    /// Optional only with --resume, whose file names the board.
    #[arg(value_name = "N", required_unless_present = "resume")]
    pub n: Option<String>,

    #[arg(long)]
    pub unique: bool,

    #[arg(long, value_enum, default_value_t)]
    pub format: CountFormatArg,

    #[arg(long, value_name = "T")]
    pub threads: Option<String>,

    #[arg(long, short)]
    pub quiet: bool,

    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    pub checkpoint: Option<PathBuf>,

    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,

    #[arg(long, value_name = "SECONDS")]
    pub save_every: Option<String>,

    #[arg(long, value_name = "I/K")]
    pub shard: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct MergeArgs {
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,

    #[arg(long, value_enum, default_value_t)]
    pub format: CountFormatArg,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[arg(long)]
    pub one_based: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct FindArgs {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, value_enum, default_value_t)]
    pub method: FindMethodArg,

    /// A string, so that a bad seed gets this tool's words rather than
    /// clap's.
    #[arg(long, value_name = "S")]
    pub seed: Option<String>,

    #[arg(long, value_enum)]
    pub format: Option<FindFormatArg>,

    #[arg(long)]
    pub check: bool,

    #[arg(long)]
    pub stats: bool,

    #[arg(long)]
    pub one_based: bool,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct TourArgs {
    #[arg(value_name = "N")]
    pub rows: String,

    #[arg(value_name = "M")]
    pub cols: Option<String>,

    #[arg(long, value_name = "SQUARE")]
    pub from: Option<String>,

    #[arg(long)]
    pub closed: bool,

    #[arg(long, value_enum)]
    pub method: Option<TourMethodArg>,

    #[arg(long, value_enum, default_value_t)]
    pub format: TourFormatArg,

    #[arg(long, conflicts_with = "count")]
    pub all: bool,

    #[arg(long)]
    pub count: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TourMethodArg {
    Backtrack,
    Warnsdorff,
    Divide,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TourFormatArg {
    #[default]
    Board,
    List,
    Json,
    #[value(help = t!("render-help-format-svg"))]
    Svg,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct CompleteArgs {
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[arg(short = 'n', long = "n", value_name = "N")]
    pub n: Option<String>,

    /// Repeatable, and each value may hold several squares.
    #[arg(long, value_name = "SQUARES")]
    pub queens: Vec<String>,

    #[arg(long, value_name = "SQUARES")]
    pub blocked: Vec<String>,

    #[arg(long, conflicts_with = "count")]
    pub all: bool,

    #[arg(long)]
    pub count: bool,

    #[arg(long, value_enum)]
    pub format: Option<CompleteFormatArg>,
}

/// The library's [`nqueens::Method`], mirrored so that clap can list it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    #[default]
    Bitmask,
    Marks,
    Pairwise,
    Stack,
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
    Board,
    List,
    Algebraic,
    Json,
    #[value(help = t!("render-help-format-svg"))]
    Svg,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum CountFormatArg {
    #[default]
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum FindMethodArg {
    #[default]
    Construct,
    Random,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FindFormatArg {
    Board,
    List,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CompleteFormatArg {
    Board,
    List,
    Json,
}

/// `render`'s arguments; checked by [`crate::commands::render`], which
/// owns the words for what is wrong with them.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct RenderArgs {
    #[arg(value_name = "N", help = t!("arg-render-n"))]
    pub n: String,

    #[arg(long, conflicts_with_all = ["solution", "queens", "tour"], help = t!("arg-render-all"))]
    pub all: bool,

    #[arg(long, conflicts_with_all = ["queens", "tour"], help = t!("arg-render-unique"))]
    pub unique: bool,

    #[arg(long, value_name = "K", conflicts_with_all = ["queens", "tour", "limit"], help = t!("arg-render-solution"))]
    pub solution: Option<String>,

    #[arg(long, value_name = "K", conflicts_with_all = ["queens", "tour"], help = t!("arg-render-limit"))]
    pub limit: Option<String>,

    #[arg(long, value_name = "LIST", conflicts_with = "tour", help = t!("arg-render-queens"))]
    pub queens: Option<String>,

    #[arg(long, help = t!("arg-render-tour"))]
    pub tour: bool,

    #[arg(long, value_name = "SQUARE", requires = "tour", help = t!("arg-render-from"))]
    pub from: Option<String>,

    #[arg(long, requires = "tour", help = t!("arg-render-closed"))]
    pub closed: bool,

    #[arg(short = 'o', long, value_name = "FILE", help = t!("arg-render-output"))]
    pub output: Option<PathBuf>,

    #[arg(long, value_enum, help = t!("arg-render-format"))]
    pub format: Option<PictureFormatArg>,

    #[arg(long, value_name = "PIXELS", help = t!("arg-render-size"))]
    pub size: Option<String>,

    #[arg(long, value_name = "C", help = t!("arg-render-columns"))]
    pub columns: Option<String>,

    #[arg(long, help = t!("arg-render-no-caption"))]
    pub no_caption: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PictureFormatArg {
    #[value(help = t!("render-help-format-svg"))]
    Svg,
    #[value(help = t!("value-render-format-png"))]
    Png,
}

/// `compare`'s arguments; checked by `commands::compare`, which
/// owns the words for what is wrong with them.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct CompareArgs {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, value_name = "N")]
    pub from: Option<String>,

    #[arg(long, value_enum, value_delimiter = ',', value_name = "LIST")]
    pub methods: Vec<CompareMethodArg>,

    #[arg(long, value_enum, default_value_t)]
    pub format: CompareFormatArg,

    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    #[arg(long, value_name = "R")]
    pub runs: Option<String>,

    #[arg(long)]
    pub no_limits: bool,
}

/// The rungs of `compare`'s ladder, in the order of the lessons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CompareMethodArg {
    Brute,
    Pairwise,
    Marks,
    Stack,
    Bitmask,
    Symmetric,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum CompareFormatArg {
    #[default]
    Table,
    Csv,
    Json,
}

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct TraceArgs {
    #[arg(value_name = "N")]
    pub n: String,

    /// Marks by default: the lessons' method, whose steps say which line
    /// blocks each square.
    #[arg(long, value_enum, default_value_t = MethodArg::Marks)]
    pub method: MethodArg,

    #[arg(long, value_enum, default_value_t)]
    pub format: TraceFormatArg,

    #[arg(long, value_name = "STEPS")]
    pub limit: Option<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TraceFormatArg {
    #[default]
    Text,
    Json,
}
