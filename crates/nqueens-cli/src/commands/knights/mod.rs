//! `nqueens knights`: `m` queens and `m` knights on the board, no piece
//! attacking another. The largest `m`, proven (the next size searched in
//! full), its placements counted in all and up to symmetry, one drawn or
//! all listed; or a given placement checked.

use std::io::{self, BufWriter, Write};
use std::time::Instant;

use nqueens::Square;
use nqueens::queens_knights::{Army, Clash, MAX_SIDE, QueensKnights};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::estimate;
use crate::i18n::help::Choice;
use crate::output::board::{BoardRenderer, BoardStyle, Piece};
use crate::output::json::{self, Squares};
use crate::output::listing::{Show, write_each};
use crate::values;

/// The search's time on two cores at n = 12, and how many times longer
/// each size takes than the one before: measured 5.7 s at n = 12, 37 s at
/// 13 and 364 s at 14.
const AT_12_SECONDS: f64 = 5.7;
const GROWTH: f64 = 8.0;

/// `nqueens knights`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "knights",
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

    #[arg(long, conflicts_with = "all")]
    pub count: bool,

    #[arg(long)]
    pub all: bool,

    #[arg(long, value_name = "SQUARES", conflicts_with_all = ["count", "all", "size"])]
    pub queens: Vec<String>,

    #[arg(long, value_name = "SQUARES", requires = "queens")]
    pub knights: Vec<String>,

    #[arg(short, long, value_enum, default_value_t = Format::Board)]
    pub format: Format,

    #[arg(long)]
    pub unicode: bool,
}

pub use crate::output::PlacementFormat as Format;

/// `knights`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    mode: Mode,
    format: Format,
    style: BoardStyle,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// At `size` pieces of each kind, or the largest when `None`: the
    /// counts with one placement drawn, the counts only, or every one.
    Search { size: Option<usize>, show: Show },
    Check {
        queens: Vec<Square>,
        knights: Vec<Square>,
    },
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, MAX_SIDE)?;
        let mode = if !args.queens.is_empty() {
            Mode::Check {
                queens: values::squares_on("--queens", &args.queens, n)?,
                knights: values::squares_on("--knights", &args.knights, n)?,
            }
        } else {
            let size = match &args.size {
                Some(text) => Some(values::number_in(
                    text,
                    values::Quantity::Flag("--size"),
                    0,
                    (n * n) as u64,
                )? as usize),
                None => None,
            };
            Mode::Search {
                size,
                show: Show::chosen(args.count, args.all),
            }
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
    let problem = QueensKnights::new(config.n)?;
    let mut out = Printer {
        out: BufWriter::new(io::stdout().lock()),
        config: &config,
        problem: &problem,
        renderer: BoardRenderer::new(config.n, config.style),
    };
    let outcome = match &config.mode {
        Mode::Search { size, show } => search(&mut out, *size, *show)?,
        Mode::Check { queens, knights } => check(&mut out, queens, knights)?,
    };
    out.out.flush()?;
    Ok(outcome)
}

fn search(out: &mut Printer<'_>, size: Option<usize>, show: Show) -> anyhow::Result<Outcome> {
    let (n, problem) = (out.config.n, out.problem);
    let expected = AT_12_SECONDS * GROWTH.powi(n as i32 - 12) * estimate::BUSY_MACHINE;
    if expected > estimate::SOON_SECONDS {
        warn(&t!(
            "knights-slow",
            time = crate::text::rough_time(expected),
            measured = AT_12_SECONDS.to_string()
        ));
    }
    let started = Instant::now();
    let (size, proven_largest) = match size {
        Some(size) => (size, false),
        None => (problem.most_pieces(), true),
    };
    if show == Show::All {
        write_each(
            |visit| problem.for_each(size, visit),
            |index, army| out.placement(Some(u128::from(index)), army),
        )?;
    }
    // The counts and the placement drawn from the library's searches,
    // which run on every core.
    let (total, unique) = problem.count(size);
    let first = if show == Show::One {
        problem.find(size)
    } else {
        None
    };
    // A size asked for is the largest when the next one, searched in
    // full, has no placement.
    let largest = total > 0 && (proven_largest || problem.find(size + 1).is_none());
    out.summary(
        size,
        largest,
        total,
        unique,
        first.as_ref(),
        started.elapsed().as_secs_f64(),
    )?;
    Ok(if total > 0 {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

fn check(out: &mut Printer<'_>, queens: &[Square], knights: &[Square]) -> anyhow::Result<Outcome> {
    let n = out.config.n;
    let cells =
        |squares: &[Square]| -> Vec<usize> { squares.iter().map(|s| s.row * n + s.col).collect() };
    let (queen_cells, knight_cells) = (cells(queens), cells(knights));
    let result = out.problem.check(&queen_cells, &knight_cells);
    let army = Army {
        queens: queen_cells,
        knights: knight_cells,
    };
    out.checked(&army, &result)?;
    Ok(if result.is_ok() {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

#[derive(Serialize)]
struct SummaryRecord<'a> {
    n: usize,
    problem: &'static str,
    size: usize,
    largest: bool,
    total: u128,
    unique: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    queens: Option<Squares<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    knights: Option<Squares<'a>>,
    seconds: f64,
}

#[derive(Serialize)]
struct PlacementRecord<'a> {
    n: usize,
    problem: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<u128>,
    queens: Squares<'a>,
    knights: Squares<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    peaceful: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack: Option<[Squares<'a>; 2]>,
}

const PROBLEM: &str = "queens-knights";

/// Writes what `knights` found in the chosen format.
struct Printer<'a> {
    out: BufWriter<io::StdoutLock<'static>>,
    config: &'a Config,
    problem: &'a QueensKnights,
    renderer: BoardRenderer,
}

impl Printer<'_> {
    fn squares(&self, cells: &[usize]) -> Vec<Square> {
        cells.iter().map(|&c| self.problem.square(c)).collect()
    }

    fn names(&self, cells: &[usize], letter: char) -> Vec<String> {
        self.squares(cells)
            .iter()
            .map(|s| format!("{letter}{}", s.name(self.config.n)))
            .collect()
    }

    /// The placement on one line: `Qa1 Qc5 ... Nb7 ...`.
    fn line(&self, army: &Army) -> String {
        let mut names = self.names(&army.queens, 'Q');
        names.extend(self.names(&army.knights, 'N'));
        names.join(" ")
    }

    fn board(&mut self, army: &Army) -> io::Result<()> {
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        pieces.extend(
            self.squares(&army.queens)
                .into_iter()
                .map(|s| (s, Piece::Queen)),
        );
        pieces.extend(
            self.squares(&army.knights)
                .into_iter()
                .map(|s| (s, Piece::Knight)),
        );
        let drawn = self.renderer.render_pieces(&pieces);
        self.out.write_all(drawn.as_bytes())
    }

    fn placement(&mut self, index: Option<u128>, army: &Army) -> io::Result<()> {
        match self.config.format {
            Format::Json => {
                let (queens, knights) = (self.squares(&army.queens), self.squares(&army.knights));
                json::write_line(
                    &mut self.out,
                    &PlacementRecord {
                        n: self.config.n,
                        problem: PROBLEM,
                        index,
                        queens: Squares(&queens),
                        knights: Squares(&knights),
                        peaceful: None,
                        attack: None,
                    },
                )
            }
            Format::List => writeln!(self.out, "{}", self.line(army)),
            Format::Board => {
                if let Some(index) = index {
                    writeln!(
                        self.out,
                        "{}",
                        t!("knights-placement-header", number = index.to_string())
                    )?;
                }
                self.board(army)?;
                writeln!(self.out)
            }
        }
    }

    fn summary(
        &mut self,
        size: usize,
        largest: bool,
        total: u128,
        unique: u128,
        first: Option<&Army>,
        seconds: f64,
    ) -> io::Result<()> {
        let n = self.config.n;
        if self.config.format == Format::Json {
            let queens = first.map(|a| self.squares(&a.queens));
            let knights = first.map(|a| self.squares(&a.knights));
            return json::write_line(
                &mut self.out,
                &SummaryRecord {
                    n,
                    problem: PROBLEM,
                    size,
                    largest,
                    total,
                    unique,
                    queens: queens.as_deref().map(Squares),
                    knights: knights.as_deref().map(Squares),
                    seconds: json::seconds(seconds),
                },
            );
        }
        let line = if largest {
            t!("knights-largest", n = n, size = size, more = size + 1)
        } else {
            t!("knights-size", n = n, size = size)
        };
        writeln!(self.out, "{line}")?;
        writeln!(
            self.out,
            "{}",
            t!("knights-total", total = total.to_string())
        )?;
        writeln!(
            self.out,
            "{}",
            t!("knights-unique", unique = unique.to_string())
        )?;
        if let Some(army) = first {
            match self.config.format {
                Format::List => writeln!(self.out, "{}", self.line(army))?,
                _ => {
                    let legend = match self.config.style {
                        BoardStyle::Ascii => t!("knights-one-of-them"),
                        BoardStyle::Unicode => t!("knights-one-of-them-unicode"),
                    };
                    writeln!(self.out, "{legend}")?;
                    self.board(army)?;
                }
            }
        }
        writeln!(
            self.out,
            "{}",
            t!("knights-time", seconds = format!("{seconds:.3}"))
        )
    }

    fn checked(&mut self, army: &Army, result: &Result<(), Clash>) -> io::Result<()> {
        let n = self.config.n;
        let name = |cell: usize| self.problem.square(cell).name(n);
        let pair = match result {
            Err(Clash::QueenAttacks { queen, target }) => Some((*queen, *target)),
            Err(Clash::KnightAttacks { knight, target }) => Some((*knight, *target)),
            _ => None,
        };
        if self.config.format == Format::Json {
            let (queens, knights) = (self.squares(&army.queens), self.squares(&army.knights));
            let pair_squares = pair.map(|(a, b)| [self.problem.square(a), self.problem.square(b)]);
            return json::write_line(
                &mut self.out,
                &PlacementRecord {
                    n,
                    problem: PROBLEM,
                    index: None,
                    queens: Squares(&queens),
                    knights: Squares(&knights),
                    peaceful: Some(result.is_ok()),
                    attack: pair_squares.as_ref().map(|[a, b]| {
                        [
                            Squares(std::slice::from_ref(a)),
                            Squares(std::slice::from_ref(b)),
                        ]
                    }),
                },
            );
        }
        let line = match result {
            Ok(()) => t!("knights-check-ok", size = army.queens.len()),
            Err(Clash::QueenAttacks { queen, target }) => t!(
                "knights-check-queen",
                queen = name(*queen),
                target = name(*target)
            ),
            Err(Clash::KnightAttacks { knight, target }) => t!(
                "knights-check-knight",
                knight = name(*knight),
                target = name(*target)
            ),
            Err(Clash::Unequal { queens, knights }) => t!(
                "knights-check-unequal",
                queens = *queens,
                knights = *knights
            ),
            Err(Clash::Shared { cell }) => t!("knights-check-shared", square = name(*cell)),
            Err(_) => t!("knights-check-shared", square = "?"),
        };
        writeln!(self.out, "{line}")?;
        if self.config.format == Format::Board {
            self.board(army)?;
        }
        Ok(())
    }
}
