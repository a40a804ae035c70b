//! `nqueens knights`: `m` queens and `m` knights on the board, no piece
//! attacking another. The largest `m`, proven (the next size searched in
//! full), its placements counted in all and up to symmetry, one drawn or
//! all listed; or a given placement checked.

use std::io::{self, Write};
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
use crate::output::small_problem::{self, Drawing, Listing, Printer, Report, Show};
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
    let mut out = Printer::stdout(
        config.format,
        Armies {
            n: config.n,
            problem: &problem,
            renderer: BoardRenderer::new(config.n, config.style),
        },
    );
    let outcome = match &config.mode {
        Mode::Search { size, show } => search(&mut out, &config, *size, *show)?,
        Mode::Check { queens, knights } => check(&mut out, queens, knights)?,
    };
    out.finish()?;
    Ok(outcome)
}

fn search(
    out: &mut Printer<Armies<'_>>,
    config: &Config,
    size: Option<usize>,
    show: Show,
) -> anyhow::Result<Outcome> {
    let (n, problem) = (config.n, out.drawing().problem);
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
    // The counts and the placement drawn from the library's searches,
    // which run on every core.
    let ((total, unique), first) = small_problem::search(
        out,
        show,
        |visit| {
            problem.for_each(size, visit);
            Ok(())
        },
        |_| Ok(problem.count(size)),
        |_| Ok(problem.find(size)),
    )?;
    // A size asked for is the largest when the next one, searched in
    // full, has no placement.
    let largest = total > 0 && (proven_largest || problem.find(size + 1).is_none());
    let seconds = started.elapsed().as_secs_f64();
    let drawing = out.drawing();
    let queens = first.as_ref().map(|a| drawing.squares(&a.queens));
    let knights = first.as_ref().map(|a| drawing.squares(&a.knights));
    let record = SummaryRecord {
        n,
        problem: PROBLEM,
        size,
        largest,
        total,
        unique,
        queens: queens.as_deref().map(Squares),
        knights: knights.as_deref().map(Squares),
        seconds: json::seconds(seconds),
    };
    let heading = if largest {
        t!("knights-largest", n = n, size = size, more = size + 1)
    } else {
        t!("knights-size", n = n, size = size)
    };
    let legend = match config.style {
        BoardStyle::Ascii => t!("knights-one-of-them"),
        BoardStyle::Unicode => t!("knights-one-of-them-unicode"),
    };
    out.report(
        &record,
        Report {
            lines: vec![
                heading,
                t!("knights-total", total = total.to_string()),
                t!("knights-unique", unique = unique.to_string()),
            ],
            shown: first.as_ref(),
            legend: Some(legend),
            last: Some(t!("knights-time", seconds = format!("{seconds:.3}"))),
        },
    )?;
    Ok(if total > 0 {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

fn check(
    out: &mut Printer<Armies<'_>>,
    queens: &[Square],
    knights: &[Square],
) -> anyhow::Result<Outcome> {
    let drawing = out.drawing();
    let (n, problem) = (drawing.n, drawing.problem);
    let cells =
        |squares: &[Square]| -> Vec<usize> { squares.iter().map(|s| s.row * n + s.col).collect() };
    let (queen_cells, knight_cells) = (cells(queens), cells(knights));
    let result = problem.check(&queen_cells, &knight_cells);
    let army = Army {
        queens: queen_cells,
        knights: knight_cells,
    };
    let name = |cell: usize| problem.square(cell).name(n);
    let pair = match result {
        Err(Clash::QueenAttacks { queen, target }) => Some((queen, target)),
        Err(Clash::KnightAttacks { knight, target }) => Some((knight, target)),
        _ => None,
    };
    let (queen_squares, knight_squares) = (
        drawing.squares(&army.queens),
        drawing.squares(&army.knights),
    );
    let pair_squares = pair.map(|(a, b)| [problem.square(a), problem.square(b)]);
    let record = PlacementRecord {
        n,
        problem: PROBLEM,
        index: None,
        queens: Squares(&queen_squares),
        knights: Squares(&knight_squares),
        peaceful: Some(result.is_ok()),
        attack: pair_squares.as_ref().map(|[a, b]| {
            [
                Squares(std::slice::from_ref(a)),
                Squares(std::slice::from_ref(b)),
            ]
        }),
    };
    let verdict = match &result {
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
    out.checked(&record, &verdict, &army)?;
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

/// How `knights` shows an army: queens and knights on the board.
struct Armies<'a> {
    n: usize,
    problem: &'a QueensKnights,
    renderer: BoardRenderer,
}

impl Armies<'_> {
    fn squares(&self, cells: &[usize]) -> Vec<Square> {
        cells.iter().map(|&c| self.problem.square(c)).collect()
    }

    fn names(&self, cells: &[usize], letter: char) -> Vec<String> {
        self.squares(cells)
            .iter()
            .map(|s| format!("{letter}{}", s.name(self.n)))
            .collect()
    }
}

impl Drawing<Army> for Armies<'_> {
    /// The placement on one line: `Qa1 Qc5 ... Nb7 ...`.
    fn line(&self, army: &Army) -> String {
        let mut names = self.names(&army.queens, 'Q');
        names.extend(self.names(&army.knights, 'N'));
        names.join(" ")
    }

    fn board(&mut self, army: &Army) -> String {
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
        self.renderer.render_pieces(&pieces).to_string()
    }
}

impl Listing<Army> for Armies<'_> {
    fn header(&self, number: u64) -> String {
        t!("knights-placement-header", number = number.to_string())
    }

    fn write_record(&self, out: &mut dyn Write, number: u64, army: &Army) -> io::Result<()> {
        let (queens, knights) = (self.squares(&army.queens), self.squares(&army.knights));
        json::write_line(
            out,
            &PlacementRecord {
                n: self.n,
                problem: PROBLEM,
                index: Some(u128::from(number)),
                queens: Squares(&queens),
                knights: Squares(&knights),
                peaceful: None,
                attack: None,
            },
        )
    }
}
