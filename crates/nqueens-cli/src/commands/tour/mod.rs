//! `nqueens tour`: a knight's tour, every tour from a start, or their count.

use std::io::{self, BufRead, IsTerminal, Write};
use std::ops::ControlFlow;

use nqueens::{ErrorKind, Square, Tour};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, note, warn};
use crate::i18n::help::Choice;
use crate::output::{json, pictures, tour_square_name};
use crate::values::{self, TourMethod};
use crate::{estimate, memory, text};

/// The largest side `tour` reads. What a board may hold in all is the
/// library's to say (`nqueens::tour::check_size`: squares numbered in 32
/// bits, so 100,000 x 42,949 at most) and the memory budget's; this only
/// keeps a side from being a number of any size.
pub const MAX_TOUR_SIDE: u64 = 100_000;

/// `nqueens tour`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "tour",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<crate::values::TourMethod>(),
        Choice::of::<Format>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub rows: String,

    #[arg(value_name = "M")]
    pub cols: Option<String>,

    #[arg(long, value_name = "SQUARE")]
    pub from: Option<String>,

    #[arg(long)]
    pub closed: bool,

    #[arg(short, long, value_enum)]
    pub method: Option<TourMethod>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(long, conflicts_with = "count")]
    pub all: bool,

    #[arg(long)]
    pub count: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    #[default]
    Board,
    List,
    Json,
    #[value(help = t!("render-help-format-svg"))]
    Svg,
}

/// `tour`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    rows: usize,
    cols: usize,
    /// `None`: ask for it (a terminal) or refuse (otherwise); a closed tour
    /// starts at a1 when none is given.
    start: Option<Square>,
    closed: bool,
    method: nqueens::TourMethod,
    format: Format,
    mode: Mode,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    One,
    All,
    Count,
}

/// Why the arguments cannot be run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourError {
    MethodEnumerates,
    AllAsSvg,
    NeedsStart,
}

impl std::error::Error for TourError {}

impl std::fmt::Display for TourError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            TourError::MethodEnumerates => t!("tour-method-enumerates"),
            // Many pictures run together would be no picture.
            TourError::AllAsSvg => t!("tour-all-svg"),
            TourError::NeedsStart => t!("tour-needs-start"),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let rows = values::board_size(&args.rows, MAX_TOUR_SIDE as usize)?;
        let cols = match &args.cols {
            Some(cols) => values::board_size(cols, MAX_TOUR_SIDE as usize)?,
            None => rows,
        };
        let start = match &args.from {
            Some(text) => Some(values::square(text, rows, cols)?),
            // A cycle can start anywhere: a1, as a board is read.
            None if args.closed => Some(Square::new(rows - 1, 0)),
            None => None,
        };
        let mode = match (args.all, args.count) {
            (true, _) => Mode::All,
            (_, true) => Mode::Count,
            _ => Mode::One,
        };
        let method = match (args.method.map(|method| method.0), mode) {
            (None | Some(nqueens::TourMethod::Backtrack), Mode::All | Mode::Count) => {
                nqueens::TourMethod::Backtrack
            }
            (Some(_), Mode::All | Mode::Count) => return Err(TourError::MethodEnumerates.into()),
            (Some(method), Mode::One) => method,
            (None, Mode::One) if args.closed => nqueens::TourMethod::Divide,
            (None, Mode::One) => nqueens::TourMethod::Warnsdorff,
        };
        if args.format == Format::Svg && mode == Mode::All {
            return Err(TourError::AllAsSvg.into());
        }
        Ok(Config {
            rows,
            cols,
            start,
            closed: args.closed,
            method,
            format: args.format,
            mode,
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = &Config::from_args(args)?;
    if let Some(start) = config.start {
        return settled(search(config, start));
    }
    // Asked on a terminal: a start without a tour, as the lessons' program
    // does, gets the reason and the question again, unless no square of
    // the board has one.
    loop {
        let Some(start) = ask_for_start(config) else {
            return Err(TourError::NeedsStart.into());
        };
        match search(config, start) {
            Err(error) if asks_again(&error) => note(&text::error_line(&error)),
            result => return settled(result),
        }
    }
}

/// Whether the search failed for this start alone, so another could do.
fn asks_again(error: &anyhow::Error) -> bool {
    error.downcast_ref::<nqueens::Error>().is_some_and(
        |error| matches!(error.kind(), ErrorKind::NoTour { reason, .. } if !reason.is_board_wide()),
    )
}

/// Searches from `start` as the mode asks and prints what it finds.
fn search(config: &Config, start: Square) -> anyhow::Result<Outcome> {
    let (rows, cols, closed) = (config.rows, config.cols, config.closed);
    // A board the theorems rule out is answered by the library at once;
    // any other is refused before a table is allocated if the method cannot
    // number it or its memory is over the budget.
    if nqueens::tour::ruled_out(rows, cols, start, closed).is_none() {
        nqueens::tour::check_size(rows, cols, closed, config.method)?;
        memory::check(
            nqueens::tour::memory_bytes(rows, cols, closed, config.method)
                .saturating_add(output_bytes(rows, cols, config.format)),
        )?;
    }
    if config.mode != Mode::One {
        warn_if_long(config, start)?;
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    let searched = match config.mode {
        Mode::One => nqueens::find_tour(rows, cols, start, closed, config.method)
            .map(|tour| write_tour(&mut out, config, &tour, None)),
        Mode::Count => nqueens::tour::count_tours(rows, cols, start, closed)
            .map(|count| writeln!(out, "{count}")),
        Mode::All => {
            let mut index = 0;
            let mut written = Ok(());
            nqueens::tour::for_each_tour(rows, cols, start, closed, |path| {
                index += 1;
                let tour = Tour::new(rows, cols, path.iter().copied(), closed)
                    .expect("the library's tours lie on its board");
                written = write_tour(&mut out, config, &tour, Some(index));
                if written.is_err() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .map(|()| written)
        }
    };
    match searched {
        Ok(written) => {
            written?;
            out.flush()?;
            Ok(Outcome::Success)
        }
        Err(error) => Err(error.into()),
    }
}

/// A search's result, where no tour is an answer (exit 1), not an error.
fn settled(searched: anyhow::Result<Outcome>) -> anyhow::Result<Outcome> {
    match searched {
        Err(error) => match error.downcast_ref::<nqueens::Error>() {
            Some(no_tour) if matches!(no_tour.kind(), ErrorKind::NoTour { .. }) => {
                note(&text::no_tour(no_tour));
                Ok(Outcome::Failure)
            }
            _ => Err(error),
        },
        result => result,
    }
}

/// Warns once before counting or listing every tour when the lessons'
/// backtracking, estimated by random probes of its own tree, would run for
/// more than half an hour.
fn warn_if_long(config: &Config, start: Square) -> anyhow::Result<()> {
    /// The probes' seed: the same warning on every run.
    const SEED: u64 = 0;
    let estimate =
        nqueens::tour::estimate_tours(config.rows, config.cols, start, config.closed, SEED)?;
    let log10_seconds = estimate.log10_seconds_at(nqueens::tour::BACKTRACK_STEPS_PER_SECOND);
    if let Some(long) = estimate::long_search(&estimate, log10_seconds) {
        let time = text::rough_duration_at_least(long.seconds, long.at_least);
        let steps = text::magnitude(estimate::Magnitude::from_log10(estimate.log10_nodes));
        warn(&match long.solutions {
            Some(tours) => t!(
                "tour-count-warning",
                steps = steps,
                tours = text::magnitude(tours),
                time = time
            ),
            None => t!("tour-count-warning-no-tours", steps = steps, time = time),
        });
    }
    Ok(())
}

/// What printing a tour holds beyond the library's tables: the board
/// format numbers every square first (a word each); the others stream.
fn output_bytes(rows: usize, cols: usize, format: Format) -> u64 {
    match format {
        Format::Board => (rows as u64) * (cols as u64) * 8,
        Format::List | Format::Json | Format::Svg => 0,
    }
}

/// Asks on the terminal for the start square until a valid one comes, as
/// the lessons' program does; `None` when standard input is not a terminal
/// or ends.
fn ask_for_start(config: &Config) -> Option<Square> {
    let stdin = io::stdin();
    if !stdin.is_terminal() {
        return None;
    }
    let mut lines = stdin.lock().lines();
    loop {
        eprint!("{} ", t!("tour-prompt"));
        let line = lines.next()?.ok()?;
        match values::square(&line, config.rows, config.cols) {
            Ok(square) => return Some(square),
            Err(err) => note(&err.to_string()),
        }
    }
}

#[derive(Serialize)]
struct TourRecord<'a> {
    rows: usize,
    cols: usize,
    closed: bool,
    path: PathSquares<'a>,
}

/// The squares of a tour as `[row, col]` pairs, written as they are read
/// from the tour rather than gathered first: a large board's path would
/// cost 16 bytes a square.
struct PathSquares<'a>(&'a Tour);

impl Serialize for PathSquares<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.squares().map(|square| [square.row, square.col]))
    }
}

fn write_tour<W: Write>(
    out: &mut W,
    config: &Config,
    tour: &Tour,
    index: Option<u64>,
) -> io::Result<()> {
    let (rows, cols) = (tour.rows(), tour.cols());
    match config.format {
        Format::Board => {
            if let Some(index) = index {
                if index > 1 {
                    writeln!(out)?;
                }
                writeln!(out, "{}", t!("tour-header", number = index))?;
            }
            write!(out, "{tour}")
        }
        Format::List => {
            let names = tour
                .squares()
                .map(|square| tour_square_name(square, rows, cols));
            if index.is_some() {
                // One tour a line when there are many.
                writeln!(out, "{}", names.collect::<Vec<_>>().join(" "))
            } else {
                for name in names {
                    writeln!(out, "{name}")?;
                }
                Ok(())
            }
        }
        Format::Json => {
            let record = TourRecord {
                rows,
                cols,
                closed: tour.is_closed(),
                path: PathSquares(tour),
            };
            json::write_line(out, &record)
        }
        Format::Svg => {
            let svg = pictures::tour_svg(tour).map_err(io::Error::other)?;
            out.write_all(svg.as_bytes())
        }
    }
}
