//! `nqueens peaceable`: `m` white and `m` black queens with no queen
//! attacking one of the other colour. The largest `m`, proven (the next
//! size searched in full), with one placement drawn; a placement of a
//! given size; or a given placement checked.

use std::time::Instant;

use nqueens::Square;
use nqueens::peaceable::{Breach, MAX_SIDE, Peaceable};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::estimate;
use crate::i18n::help::Choice;
use crate::output::board::{BoardRenderer, BoardStyle, Piece};
use crate::output::json::{self, Squares};
use crate::output::small_problem::{Drawing, Printer, Report};
use crate::values;

/// The proof's time on one core at n = 9, and how many times longer each
/// size takes than the one before: measured 0.42 s at n = 8 and 16.4 s at
/// 9 (release build), 758 s at 10 (test build).
const AT_9_SECONDS: f64 = 16.4;
const GROWTH: f64 = 40.0;

/// `nqueens peaceable`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "peaceable",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<Format>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, value_name = "M")]
    pub size: Option<String>,

    #[arg(
        long,
        value_name = "SQUARES",
        conflicts_with = "size",
        requires = "black"
    )]
    pub white: Vec<String>,

    #[arg(long, value_name = "SQUARES", requires = "white")]
    pub black: Vec<String>,

    #[arg(short, long, value_enum, default_value_t = Format::Board)]
    pub format: Format,

    #[arg(long)]
    pub unicode: bool,
}

pub use crate::output::PlacementFormat as Format;

/// `peaceable`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    mode: Mode,
    format: Format,
    style: BoardStyle,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// The largest armies, proven.
    Most,
    /// Armies of this size, or the proof that there are none.
    Size(usize),
    Check {
        white: Vec<Square>,
        black: Vec<Square>,
    },
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, MAX_SIDE)?;
        let mode = if !args.white.is_empty() {
            Mode::Check {
                white: values::squares_on("--white", &args.white, n)?,
                black: values::squares_on("--black", &args.black, n)?,
            }
        } else if let Some(text) = &args.size {
            Mode::Size(
                values::positive(text, values::Quantity::Flag("--size"), (n * n) as u64)? as usize,
            )
        } else {
            Mode::Most
        };
        Ok(Config {
            n,
            mode,
            format: args.format,
            style: BoardStyle::chosen(args.unicode),
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    let problem = Peaceable::new(config.n)?;
    let mut out = Printer::stdout(
        config.format,
        Colours {
            n: config.n,
            renderer: BoardRenderer::new(config.n, config.style),
        },
    );
    let outcome = match &config.mode {
        Mode::Most => {
            warn_if_slow(config.n);
            let started = Instant::now();
            let most = problem.most();
            let armies = (most.white.as_slice(), most.black.as_slice());
            write_found(
                &mut out,
                &config,
                Found::Most,
                most.size,
                Some(armies),
                started,
            )?;
            Outcome::Success
        }
        Mode::Size(size) => {
            let started = Instant::now();
            match problem.find(*size) {
                Some((white, black)) => {
                    let armies = (white.as_slice(), black.as_slice());
                    write_found(&mut out, &config, Found::Size, *size, Some(armies), started)?;
                    Outcome::Success
                }
                None => {
                    write_found(&mut out, &config, Found::None, *size, None, started)?;
                    Outcome::Failure
                }
            }
        }
        Mode::Check { white, black } => {
            let cells = |squares: &[Square]| -> Vec<usize> {
                squares.iter().map(|s| s.row * config.n + s.col).collect()
            };
            let (white, black) = (cells(white), cells(black));
            let result = problem.check(&white, &black);
            write_check(&mut out, (&white, &black), &result)?;
            if result.is_ok() {
                Outcome::Success
            } else {
                Outcome::Failure
            }
        }
    };
    out.finish()?;
    Ok(outcome)
}

fn warn_if_slow(n: usize) {
    let expected = AT_9_SECONDS * GROWTH.powi(n as i32 - 9) * estimate::BUSY_MACHINE;
    if expected > estimate::SOON_SECONDS {
        warn(&t!(
            "peaceable-slow",
            time = crate::text::rough_time(expected),
            measured = AT_9_SECONDS.to_string()
        ));
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// The largest armies, the next size searched in full.
    Most,
    /// Armies of the size asked for.
    Size,
    /// No armies of that size: every placement was searched.
    None,
}

#[derive(Serialize)]
struct Record<'a> {
    n: usize,
    problem: &'static str,
    size: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    largest: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    found: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    white: Option<Squares<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    black: Option<Squares<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    peaceful: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds: Option<f64>,
}

impl Record<'_> {
    fn new(n: usize, size: usize) -> Self {
        Record {
            n,
            problem: "peaceable-queens",
            size,
            largest: None,
            found: None,
            white: None,
            black: None,
            peaceful: None,
            seconds: None,
        }
    }
}

/// Both armies, white then black, by their cells.
type Armies<'a> = (&'a [usize], &'a [usize]);

/// Writes what a search found.
fn write_found(
    out: &mut Printer<Colours>,
    config: &Config,
    found: Found,
    size: usize,
    armies: Option<Armies<'_>>,
    started: Instant,
) -> anyhow::Result<()> {
    let n = config.n;
    let seconds = started.elapsed().as_secs_f64();
    let colours = out.drawing();
    let white = armies.map(|(w, _)| colours.squares(w));
    let black = armies.map(|(_, b)| colours.squares(b));
    let record = Record {
        largest: (found == Found::Most).then_some(true),
        found: Some(found != Found::None),
        white: white.as_deref().map(Squares),
        black: black.as_deref().map(Squares),
        seconds: Some(json::seconds(seconds)),
        ..Record::new(n, size)
    };
    let line = match found {
        Found::Most => t!("peaceable-most", n = n, size = size, more = size + 1),
        Found::Size => t!("peaceable-size", n = n, size = size),
        Found::None => t!("peaceable-none", n = n, size = size),
    };
    let legend = match config.style {
        BoardStyle::Ascii => t!("peaceable-legend-ascii"),
        BoardStyle::Unicode => t!("peaceable-legend-unicode"),
    };
    out.report(
        &record,
        Report {
            lines: vec![line],
            shown: armies.as_ref(),
            legend: Some(legend),
            last: Some(t!("peaceable-time", seconds = format!("{seconds:.3}"))),
        },
    )?;
    Ok(())
}

/// Writes the check of armies given.
fn write_check(
    out: &mut Printer<Colours>,
    armies: Armies<'_>,
    result: &Result<(), Breach>,
) -> anyhow::Result<()> {
    let colours = out.drawing();
    let n = colours.n;
    let (white, black) = armies;
    let name = |cell: usize| Square::new(cell / n, cell % n).name(n);
    let (w, b) = (colours.squares(white), colours.squares(black));
    let record = Record {
        white: Some(Squares(&w)),
        black: Some(Squares(&b)),
        peaceful: Some(result.is_ok()),
        ..Record::new(n, white.len())
    };
    let verdict = match result {
        Ok(()) => t!("peaceable-check-ok", size = white.len()),
        Err(Breach::Attack { white, black }) => t!(
            "peaceable-check-attack",
            white = name(*white),
            black = name(*black)
        ),
        Err(Breach::Unequal { white, black }) => {
            t!("peaceable-check-unequal", white = *white, black = *black)
        }
        Err(Breach::Shared { cell }) => t!("peaceable-check-shared", square = name(*cell)),
        Err(_) => t!("peaceable-check-shared", square = "?"),
    };
    out.checked(&record, &verdict, &armies)?;
    Ok(())
}

/// How `peaceable` shows the armies: white and black queens.
struct Colours {
    n: usize,
    renderer: BoardRenderer,
}

impl Colours {
    fn squares(&self, cells: &[usize]) -> Vec<Square> {
        let n = self.n;
        cells.iter().map(|&c| Square::new(c / n, c % n)).collect()
    }
}

impl Drawing<Armies<'_>> for Colours {
    /// Both armies on one line: `Wa1 Wb1 ... Bc3 ...`.
    fn line(&self, &(white, black): &Armies<'_>) -> String {
        let n = self.n;
        let mut names: Vec<String> = Vec::new();
        for (cells, letter) in [(white, 'W'), (black, 'B')] {
            names.extend(
                self.squares(cells)
                    .iter()
                    .map(|s| format!("{letter}{}", s.name(n))),
            );
        }
        names.join(" ")
    }

    fn board(&mut self, &(white, black): &Armies<'_>) -> String {
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        pieces.extend(
            self.squares(white)
                .into_iter()
                .map(|s| (s, Piece::WhiteQueen)),
        );
        pieces.extend(
            self.squares(black)
                .into_iter()
                .map(|s| (s, Piece::BlackQueen)),
        );
        self.renderer.render_pieces(&pieces).to_string()
    }
}
