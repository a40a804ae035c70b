//! `nqueens solve`: every solution (or the first K), printed as the search
//! finds it; of the classic board, or of a variant (`--torus`, `--piece
//! superqueen`, `--pawns`) through the library's generic model.
//!
//! A variant prints as the classic board does, its pawns drawn as `P` (`♙`
//! with `--unicode`); where pawns let a row hold two queens, list and
//! algebraic lines name the queens' squares, then `|` and the pawns'
//! squares, and JSON lines give `[row, col]` squares (see
//! [`crate::output::TextFormat`] and [`crate::output::json`]). JSON lines
//! of a variant name it (`"variant": "torus"`), so that `verify` knows
//! the rules.

use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;

use nqueens::Method;
use nqueens::board::MAX_ALGEBRAIC_N;
use nqueens::variant::{Variant, for_each_arrangement};

use crate::command::{self, CommandSpec};
use crate::console::{OUTPUT_BUFFER_BYTES, Outcome, note, on_deep_stack, warn};
use crate::estimate::{self, Estimate};
use crate::i18n::help::Choice;
use crate::output::pictures::{Picture, solutions_sheet};
use crate::output::{
    BoardStyle, MAX_BOARD_N, MAX_DEFAULT_BOARD_N, SolutionPrinter, Summary, TextFormat,
};
use crate::text;
use crate::values::{self, QueensMethod};
use crate::variant::{self, VariantArgs};

/// `nqueens solve`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "solve",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<crate::values::QueensMethod>(),
        Choice::of::<Format>(),
        Choice::of::<crate::variant::Piece>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(short, long, value_enum, default_value = "bitmask")]
    pub method: QueensMethod,

    #[arg(short, long, value_enum)]
    pub format: Option<Format>,

    #[arg(long)]
    pub unique: bool,

    #[arg(short, long, value_name = "K")]
    pub limit: Option<String>,

    #[arg(long)]
    pub one_based: bool,

    #[arg(long)]
    pub unicode: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Board,
    List,
    Algebraic,
    Json,
    #[value(help = t!("render-help-format-svg"))]
    Svg,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Board => "board",
            Format::List => "list",
            Format::Algebraic => "algebraic",
            Format::Json => "json",
            Format::Svg => "svg",
        }
    }
}

/// `solve`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    method: Method,
    /// `None`: a sheet of pictures, drawn whole rather than streamed.
    format: Option<TextFormat>,
    /// Only the canonical member of each class under the symmetries.
    unique: bool,
    limit: Option<u64>,
    variant: Variant,
}

/// Why the arguments cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    AlgebraicTooLarge {
        n: usize,
    },
    UnicodeNeedsBoard {
        format: &'static str,
    },
    OneBasedNeedsColumns {
        format: &'static str,
    },
    /// A method other than the default asked of a variant, which the
    /// generic model searches.
    MethodIsClassic {
        method: &'static str,
    },
    /// `--one-based` where pawns make list and JSON lines name squares.
    OneBasedWithPawns,
}

impl std::error::Error for SolveError {}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match *self {
            SolveError::AlgebraicTooLarge { n } => t!("solve-algebraic-too-large", n = n),
            SolveError::UnicodeNeedsBoard { format } => {
                t!("solve-unicode-needs-board", format = format)
            }
            SolveError::OneBasedNeedsColumns { format } => {
                t!("solve-one-based-needs-columns", format = format)
            }
            SolveError::MethodIsClassic { method } => {
                t!("solve-method-is-classic", method = method)
            }
            SolveError::OneBasedWithPawns => t!("solve-one-based-with-pawns"),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let method = args.method.0;
        if args.variant.is_variant() && method != Method::Bitmask {
            return Err(SolveError::MethodIsClassic {
                method: method.name(),
            }
            .into());
        }
        let n = values::search_size(method, &args.n)?;
        let variant = args.variant.variant(n)?;
        if variant::has_pawns(&variant) && args.one_based {
            return Err(SolveError::OneBasedWithPawns.into());
        }
        let limit = args.limit.as_deref().map(values::limit).transpose()?;
        let format = text_format(n, &args)?;
        Ok(Config {
            n,
            method,
            format,
            unique: args.unique,
            limit,
            variant,
        })
    }
}

fn text_format(n: usize, args: &Args) -> Result<Option<TextFormat>, SolveError> {
    let chosen = match args.format {
        Some(format) => format,
        // Asking for a Unicode board asks for a board, whatever the size.
        None if args.unicode || n <= MAX_DEFAULT_BOARD_N => Format::Board,
        None => Format::List,
    };
    if args.unicode && chosen != Format::Board {
        return Err(SolveError::UnicodeNeedsBoard {
            format: chosen.name(),
        });
    }
    if args.one_based && matches!(chosen, Format::Board | Format::Algebraic | Format::Svg) {
        return Err(SolveError::OneBasedNeedsColumns {
            format: chosen.name(),
        });
    }
    Ok(Some(match chosen {
        Format::Board if args.unicode => TextFormat::Board(BoardStyle::Unicode),
        Format::Board => TextFormat::Board(BoardStyle::Ascii),
        Format::List => TextFormat::List {
            one_based: args.one_based,
        },
        Format::Algebraic if n > MAX_ALGEBRAIC_N => {
            return Err(SolveError::AlgebraicTooLarge { n });
        }
        Format::Algebraic => TextFormat::Algebraic,
        Format::Json => TextFormat::Json {
            one_based: args.one_based,
        },
        Format::Svg => return Ok(None),
    }))
}

fn listing_warning(estimate: &Estimate) -> String {
    t!(
        "solve-listing-warning",
        n = estimate.n,
        solutions = text::magnitude(estimate.solutions),
        time = text::rough_duration(estimate.seconds),
    )
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    if config.variant != Variant::Classic {
        return solve_variant(config);
    }
    let Some(format) = config.format else {
        return solve_sheet(&config);
    };
    let n = config.n;
    let refused_by_method = config.method.max_n().is_some_and(|max| n > max);
    // A run that is refused gets no warning: its error is the only line.
    if !refused_by_method {
        if config.limit.is_none() {
            if let Some(estimate) = estimate::listing(n, config.unique) {
                warn(&listing_warning(&estimate));
            }
        } else if estimate::first_solutions_slow(n) {
            // A limit asks for the first solutions, which backtracking can
            // take hours to reach on these boards; `find` needs no search.
            warn(&t!(
                "solve-first-slow",
                n = n,
                max = estimate::MAX_QUICK_FIRST_N
            ));
        }
    }

    // The recursive methods go n frames deep.
    let found = on_deep_stack(n, move || print_solutions(&config, format))?;

    if found == 0 {
        note(&t!("solve-no-solution", n = n));
        return Ok(Outcome::Failure);
    }
    Ok(Outcome::Success)
}

/// Runs the search and prints each solution; gives how many it printed.
fn print_solutions(config: &Config, format: TextFormat) -> anyhow::Result<u64> {
    let out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
    let printer = SolutionPrinter::new(out, config.n, format);
    print_listing(config, printer, SolutionPrinter::solution, |visit| {
        if config.unique {
            nqueens::for_each_unique_solution(config.n, config.method, visit)
        } else {
            nqueens::for_each_solution(config.n, config.method, visit)
        }
    })
}

/// Prints with `print` each solution that `search` visits, up to the
/// limit, then the summary; gives how many it printed.
fn print_listing<W: Write, S: ?Sized>(
    config: &Config,
    mut printer: SolutionPrinter<W>,
    print: impl Fn(&mut SolutionPrinter<W>, u64, &S) -> io::Result<()>,
    search: impl FnOnce(&mut dyn FnMut(&S) -> ControlFlow<()>) -> Result<(), nqueens::Error>,
) -> anyhow::Result<u64> {
    let mut found = 0u64;
    let mut write_error = None;

    search(&mut |solution: &S| {
        found += 1;
        if let Err(err) = print(&mut printer, found, solution) {
            write_error = Some(err);
            return ControlFlow::Break(());
        }
        if config.limit == Some(found) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })?;
    if let Some(err) = write_error {
        return Err(err.into());
    }

    let summary = Summary {
        n: config.n,
        found,
        unique: config.unique,
        completions: false,
        stopped_at_limit: config.limit.filter(|&limit| limit == found),
    };
    printer.finish(summary)?;
    Ok(found)
}

/// A variant's solutions: none when a theorem says so, else listed by the
/// generic model. There is no estimate of a variant's listing to warn
/// with; `--limit` bounds it.
fn solve_variant(config: Config) -> anyhow::Result<Outcome> {
    let n = config.n;
    if let Some(reason) = variant::known_no_solution(n, &config.variant) {
        note(&reason);
        return Ok(Outcome::Failure);
    }
    if let Some(warning) = variant::slow_search(n, &config.variant)? {
        warn(&warning);
    }
    let Some(format) = config.format else {
        return solve_sheet(&config);
    };
    let none_found = variant::no_solution(n, &config.variant);
    // The model's search goes one frame per queen.
    let queens = variant::queens_placed(n, &config.variant);
    let found = on_deep_stack(queens, move || {
        let out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
        let printer = SolutionPrinter::for_variant(out, config.n, format, &config.variant);
        print_listing(&config, printer, SolutionPrinter::arrangement, |visit| {
            for_each_arrangement(config.n, &config.variant, config.unique, visit)
        })
    })?;
    if found == 0 {
        note(&none_found);
        return Ok(Outcome::Failure);
    }
    Ok(Outcome::Success)
}

/// `solve --format svg`: the sheet of the solutions `solve` would list,
/// as `render --all` draws it, on standard output.
fn solve_sheet(config: &Config) -> anyhow::Result<Outcome> {
    if config.n > MAX_BOARD_N {
        anyhow::bail!(t!("render-board-too-wide", max = MAX_BOARD_N, n = config.n));
    }
    let sheet = solutions_sheet(
        config.n,
        &config.variant,
        config.unique,
        config.limit,
        &Picture::SVG,
    )?;
    let Some(svg) = sheet else {
        let reason = if config.variant == Variant::Classic {
            t!("render-no-solution", n = config.n)
        } else {
            variant::no_solution(config.n, &config.variant)
        };
        note(&reason);
        return Ok(Outcome::Failure);
    };
    let mut out = io::stdout().lock();
    out.write_all(svg.as_bytes())?;
    out.flush()?;
    Ok(Outcome::Success)
}
