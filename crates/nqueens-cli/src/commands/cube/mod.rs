//! `nqueens cube`: queens in the `n x n x n` cube. The n²-queens problem
//! (one queen on every vertical line, no two attacking along any of the 13
//! lines through a cell) counted in all and up to the cube's 48
//! symmetries, one solution shown layer by layer with its Latin square of
//! heights, every solution listed, the linear construction, and the most
//! queens that fit in a small cube.

use std::io::{self, Write};
use std::time::Instant;

use nqueens::Square;
use nqueens::cube::{Cell, Cube, CubeSolution, MAX_COUNT_SIDE, MAX_MOST_SIDE, MAX_SIDE};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::estimate;
use crate::i18n::help::Choice;
use crate::output::board::{BoardRenderer, BoardStyle, Piece};
use crate::output::json;
use crate::output::small_problem::{self, Drawing, Listing, Printer, Report, Show};
use crate::values;

/// The exhaustive search's time on two cores at n = 14 and 15 (measured
/// 9.4 s and 364 s, both finding none), and how many times longer each
/// size takes than the one before.
const AT_14_SECONDS: f64 = 9.4;
const AT_15_SECONDS: u64 = 364;
const GROWTH: f64 = 40.0;
/// The largest cube drawn layer by layer: past it, the heights only.
const MAX_DRAWN_SIDE: usize = 26;

/// `nqueens cube`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "cube",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<Format>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, conflicts_with_all = ["all", "construct", "most"])]
    pub count: bool,

    #[arg(long, conflicts_with_all = ["construct", "most"])]
    pub all: bool,

    #[arg(long, conflicts_with = "most")]
    pub construct: bool,

    #[arg(long)]
    pub most: bool,

    #[arg(short, long, value_enum, default_value_t = Format::Board)]
    pub format: Format,

    #[arg(long)]
    pub unicode: bool,
}

pub use crate::output::PlacementFormat as Format;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The counts, with one solution or every one, or alone.
    Search(Show),
    Construct,
    Most,
}

/// `cube`'s arguments, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    mode: Mode,
    format: Format,
    style: BoardStyle,
}

/// Why the arguments cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// A search asked for past its reach; `linear` when the construction
    /// applies instead.
    SearchTooLarge { n: usize, max: usize, linear: bool },
    /// The most-queens search past its reach.
    MostTooLarge { n: usize, max: usize },
}

impl std::error::Error for CubeError {}

impl std::fmt::Display for CubeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            CubeError::SearchTooLarge { n, max, linear } => t!(
                "cube-search-too-large",
                n = *n,
                max = *max,
                linear = crate::text::yes_no(*linear)
            ),
            CubeError::MostTooLarge { n, max } => t!("cube-most-too-large", n = *n, max = *max),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, MAX_SIDE)?;
        let mode = match (args.construct, args.most) {
            (true, _) => Mode::Construct,
            (_, true) => Mode::Most,
            _ => Mode::Search(Show::chosen(args.count, args.all)),
        };
        match mode {
            Mode::Search(_) if n > MAX_COUNT_SIDE => {
                let linear = Cube::new(n)?.construct().is_some();
                return Err(CubeError::SearchTooLarge {
                    n,
                    max: MAX_COUNT_SIDE,
                    linear,
                }
                .into());
            }
            Mode::Most if n > MAX_MOST_SIDE => {
                return Err(CubeError::MostTooLarge {
                    n,
                    max: MAX_MOST_SIDE,
                }
                .into());
            }
            _ => {}
        }
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
    let cube = Cube::new(config.n)?;
    let mut out = Printer::stdout(
        config.format,
        Layers {
            n: config.n,
            renderer: BoardRenderer::new(config.n, config.style),
        },
    );
    let expected = AT_14_SECONDS * GROWTH.powi(config.n as i32 - 14) * estimate::BUSY_MACHINE;
    if matches!(config.mode, Mode::Search(_)) && expected > estimate::SOON_SECONDS {
        warn(&t!(
            "cube-slow",
            time = crate::text::rough_time(expected),
            small = AT_14_SECONDS.to_string(),
            seconds = AT_15_SECONDS
        ));
    }
    let started = Instant::now();
    let n = config.n;
    let time = |started: Instant| {
        t!(
            "cube-time",
            seconds = format!("{:.3}", seconds_since(started))
        )
    };
    let outcome = match config.mode {
        Mode::Search(show) => {
            // The count first: it searches the first layer up to symmetry,
            // so where there is no solution it proves so sooner than a
            // search for one would.
            let (counts, first) = small_problem::search(
                &mut out,
                show,
                |visit| Ok(cube.for_each_solution(visit)?),
                |_| Ok(cube.count_with_unique()?),
                |counts| Ok(if counts.total > 0 { cube.find()? } else { None }),
            )?;
            out.report(
                &Record {
                    total: Some(counts.total),
                    unique: Some(counts.unique),
                    heights: first.as_ref().map(CubeSolution::latin_square),
                    seconds: Some(seconds_since(started)),
                    ..Record::new(n, FULL)
                },
                Report {
                    lines: vec![
                        t!(
                            "cube-counts",
                            n = n,
                            queens = n * n,
                            total = counts.total.to_string()
                        ),
                        t!("cube-unique", unique = counts.unique.to_string()),
                    ],
                    shown: first.as_ref(),
                    legend: Some(t!("cube-one-of-them")),
                    last: Some(time(started)),
                },
            )?;
            if counts.total > 0 {
                Outcome::Success
            } else {
                Outcome::Failure
            }
        }
        Mode::Construct => {
            let solution = cube.construct();
            let record = Record {
                heights: solution.as_ref().map(CubeSolution::latin_square),
                construction: Some(if solution.is_some() {
                    "linear"
                } else {
                    "none-unknown-existence"
                }),
                seconds: Some(seconds_since(started)),
                ..Record::new(n, FULL)
            };
            let report = match &solution {
                Some(solution) => Report {
                    lines: vec![t!("cube-linear", n = n, queens = n * n)],
                    shown: Some(solution),
                    legend: None,
                    last: Some(time(started)),
                },
                None => Report {
                    lines: vec![t!("cube-no-linear", n = n)],
                    shown: None,
                    legend: None,
                    last: None,
                },
            };
            out.report(&record, report)?;
            if solution.is_some() {
                Outcome::Success
            } else {
                Outcome::Failure
            }
        }
        Mode::Most => {
            let most = cube.most_queens()?;
            let triples: Vec<[usize; 3]> = most.queens.iter().map(|q| [q.x, q.y, q.z]).collect();
            out.report(
                &Record {
                    most: Some(most.count),
                    queens: Some(triples),
                    seconds: Some(seconds_since(started)),
                    ..Record::new(n, "cube-most-queens")
                },
                Report {
                    lines: vec![t!(
                        "cube-most",
                        n = n,
                        count = most.count,
                        more = most.count + 1
                    )],
                    shown: Some(most.queens.as_slice()),
                    legend: None,
                    last: Some(time(started)),
                },
            )?;
            Outcome::Success
        }
    };
    out.finish()?;
    Ok(outcome)
}

#[derive(Serialize)]
struct Record {
    n: usize,
    problem: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    total: Option<u128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    most: Option<usize>,
    /// The heights, one row per `y`.
    #[serde(skip_serializing_if = "Option::is_none")]
    heights: Option<Vec<Vec<usize>>>,
    /// The queens as `[x, y, z]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    queens: Option<Vec<[usize; 3]>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    construction: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds: Option<f64>,
}

impl Record {
    fn new(n: usize, problem: &'static str) -> Self {
        Record {
            n,
            problem,
            index: None,
            total: None,
            unique: None,
            most: None,
            heights: None,
            queens: None,
            construction: None,
            seconds: None,
        }
    }
}

const FULL: &str = "cube-n2-queens";

fn seconds_since(started: Instant) -> f64 {
    json::seconds(started.elapsed().as_secs_f64())
}

/// How `cube` shows its queens: a solution by its heights and its layers,
/// any other set of queens by its layers.
struct Layers {
    n: usize,
    renderer: BoardRenderer,
}

impl Layers {
    /// Every layer holding a queen, bottom first, as a board of rows `y`
    /// and columns `x`.
    fn layers(&mut self, queens: &[Cell]) -> String {
        let mut drawn = String::new();
        for z in 0..self.n {
            let pieces: Vec<(Square, Piece)> = queens
                .iter()
                .filter(|q| q.z == z)
                .map(|q| (Square::new(q.y, q.x), Piece::Queen))
                .collect();
            if pieces.is_empty() {
                continue;
            }
            drawn.push_str(&t!("cube-layer", z = z));
            drawn.push('\n');
            drawn.push_str(self.renderer.render_pieces(&pieces));
        }
        drawn
    }
}

impl Drawing<CubeSolution> for Layers {
    fn line(&self, solution: &CubeSolution) -> String {
        let rows: Vec<String> = solution
            .latin_square()
            .iter()
            .map(|row| {
                row.iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        rows.join(" / ")
    }

    /// The heights, one row of the Latin square per line, and on a board
    /// small enough the layers.
    fn board(&mut self, solution: &CubeSolution) -> String {
        let mut drawn = format!("{}\n", t!("cube-heights"));
        let width = (self.n - 1).to_string().len();
        for row in solution.latin_square() {
            let cells: Vec<String> = row.iter().map(|h| format!("{h:>width$}")).collect();
            drawn.push_str(&format!("  {}\n", cells.join(" ")));
        }
        if self.n <= MAX_DRAWN_SIDE {
            drawn.push_str(&self.layers(&solution.queens()));
        }
        drawn
    }
}

impl Listing<CubeSolution> for Layers {
    fn header(&self, number: u64) -> String {
        t!("cube-solution-header", number = number)
    }

    fn write_record(
        &self,
        out: &mut dyn Write,
        number: u64,
        solution: &CubeSolution,
    ) -> io::Result<()> {
        json::write_line(
            out,
            &Record {
                index: Some(number),
                heights: Some(solution.latin_square()),
                ..Record::new(self.n, FULL)
            },
        )
    }
}

impl Drawing<[Cell]> for Layers {
    /// The queens as `x,y,z`.
    fn line(&self, queens: &[Cell]) -> String {
        let names: Vec<String> = queens
            .iter()
            .map(|q| format!("{},{},{}", q.x, q.y, q.z))
            .collect();
        names.join(" ")
    }

    fn board(&mut self, queens: &[Cell]) -> String {
        self.layers(queens)
    }
}
