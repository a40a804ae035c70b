//! `nqueens cube`: queens in the `n x n x n` cube. The n²-queens problem
//! (one queen on every vertical line, no two attacking along any of the 13
//! lines through a cell) counted in all and up to the cube's 48
//! symmetries, one solution shown layer by layer with its Latin square of
//! heights, every solution listed, the linear construction, and the most
//! queens that fit in a small cube.

use std::io::{self, BufWriter, Write};
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
use crate::output::listing::write_each;
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
    /// The counts and one solution.
    One,
    Count,
    All,
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
        let mode = match (args.count, args.all, args.construct, args.most) {
            (true, ..) => Mode::Count,
            (_, true, ..) => Mode::All,
            (_, _, true, _) => Mode::Construct,
            (.., true) => Mode::Most,
            _ => Mode::One,
        };
        match mode {
            Mode::One | Mode::Count | Mode::All if n > MAX_COUNT_SIDE => {
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
    let mut out = Printer {
        out: BufWriter::new(io::stdout().lock()),
        config,
        renderer: BoardRenderer::new(config.n, config.style),
    };
    let expected = AT_14_SECONDS * GROWTH.powi(config.n as i32 - 14) * estimate::BUSY_MACHINE;
    if matches!(config.mode, Mode::One | Mode::Count | Mode::All)
        && expected > estimate::SOON_SECONDS
    {
        warn(&t!(
            "cube-slow",
            time = crate::text::rough_time(expected),
            small = AT_14_SECONDS.to_string(),
            seconds = AT_15_SECONDS
        ));
    }
    let started = Instant::now();
    let outcome = match config.mode {
        Mode::One | Mode::Count | Mode::All => {
            let mut first = None;
            if config.mode == Mode::All {
                write_each(
                    |visit| cube.for_each_solution(visit),
                    |index, solution| out.solution(Some(index), solution),
                )??;
            }
            // The count first: it searches the first layer up to symmetry,
            // so where there is no solution it proves so sooner than a
            // search for one would.
            let counts = cube.count_with_unique()?;
            if config.mode == Mode::One && counts.total > 0 {
                first = cube.find()?;
            }
            out.counts(counts.total, counts.unique, first.as_ref(), started)?;
            if counts.total > 0 {
                Outcome::Success
            } else {
                Outcome::Failure
            }
        }
        Mode::Construct => match cube.construct() {
            Some(solution) => {
                out.constructed(Some(&solution), started)?;
                Outcome::Success
            }
            None => {
                out.constructed(None, started)?;
                Outcome::Failure
            }
        },
        Mode::Most => {
            let most = cube.most_queens()?;
            out.most(most.count, &most.queens, started)?;
            Outcome::Success
        }
    };
    out.out.flush()?;
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

/// Writes what `cube` found in the chosen format.
struct Printer {
    out: BufWriter<io::StdoutLock<'static>>,
    config: Config,
    renderer: BoardRenderer,
}

impl Printer {
    /// The heights, one row of the Latin square per line.
    fn heights(&mut self, solution: &CubeSolution) -> io::Result<()> {
        let width = (self.config.n - 1).to_string().len();
        for row in solution.latin_square() {
            let cells: Vec<String> = row.iter().map(|h| format!("{h:>width$}")).collect();
            writeln!(self.out, "  {}", cells.join(" "))?;
        }
        Ok(())
    }

    /// Every layer holding a queen, bottom first, as a board of rows `y`
    /// and columns `x`.
    fn layers(&mut self, queens: &[Cell]) -> io::Result<()> {
        let n = self.config.n;
        for z in 0..n {
            let pieces: Vec<(Square, Piece)> = queens
                .iter()
                .filter(|q| q.z == z)
                .map(|q| (Square::new(q.y, q.x), Piece::Queen))
                .collect();
            if pieces.is_empty() {
                continue;
            }
            writeln!(self.out, "{}", t!("cube-layer", z = z))?;
            let drawn = self.renderer.render_pieces(&pieces);
            self.out.write_all(drawn.as_bytes())?;
        }
        Ok(())
    }

    /// A solution: its heights and, on a board small enough, its layers.
    fn drawn(&mut self, solution: &CubeSolution) -> io::Result<()> {
        writeln!(self.out, "{}", t!("cube-heights"))?;
        self.heights(solution)?;
        if self.config.n <= MAX_DRAWN_SIDE {
            self.layers(&solution.queens())?;
        }
        Ok(())
    }

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

    fn solution(&mut self, index: Option<u64>, solution: &CubeSolution) -> io::Result<()> {
        match self.config.format {
            Format::Json => json::write_line(
                &mut self.out,
                &Record {
                    index,
                    heights: Some(solution.latin_square()),
                    ..Record::new(self.config.n, FULL)
                },
            ),
            Format::List => writeln!(self.out, "{}", self.line(solution)),
            Format::Board => {
                if let Some(index) = index {
                    writeln!(self.out, "{}", t!("cube-solution-header", number = index))?;
                }
                self.drawn(solution)?;
                writeln!(self.out)
            }
        }
    }

    fn counts(
        &mut self,
        total: u128,
        unique: u128,
        first: Option<&CubeSolution>,
        started: Instant,
    ) -> io::Result<()> {
        let n = self.config.n;
        if self.config.format == Format::Json {
            return json::write_line(
                &mut self.out,
                &Record {
                    total: Some(total),
                    unique: Some(unique),
                    heights: first.map(CubeSolution::latin_square),
                    seconds: Some(seconds_since(started)),
                    ..Record::new(n, FULL)
                },
            );
        }
        writeln!(
            self.out,
            "{}",
            t!(
                "cube-counts",
                n = n,
                queens = n * n,
                total = total.to_string()
            )
        )?;
        writeln!(
            self.out,
            "{}",
            t!("cube-unique", unique = unique.to_string())
        )?;
        if let Some(solution) = first {
            match self.config.format {
                Format::List => writeln!(self.out, "{}", self.line(solution))?,
                _ => {
                    writeln!(self.out, "{}", t!("cube-one-of-them"))?;
                    self.drawn(solution)?;
                }
            }
        }
        self.time(started)
    }

    fn constructed(&mut self, solution: Option<&CubeSolution>, started: Instant) -> io::Result<()> {
        let n = self.config.n;
        if self.config.format == Format::Json {
            return json::write_line(
                &mut self.out,
                &Record {
                    heights: solution.map(CubeSolution::latin_square),
                    construction: Some(if solution.is_some() {
                        "linear"
                    } else {
                        "none-unknown-existence"
                    }),
                    seconds: Some(seconds_since(started)),
                    ..Record::new(n, FULL)
                },
            );
        }
        let Some(solution) = solution else {
            return writeln!(self.out, "{}", t!("cube-no-linear", n = n));
        };
        writeln!(self.out, "{}", t!("cube-linear", n = n, queens = n * n))?;
        match self.config.format {
            Format::List => writeln!(self.out, "{}", self.line(solution))?,
            _ => self.drawn(solution)?,
        }
        self.time(started)
    }

    fn most(&mut self, count: usize, queens: &[Cell], started: Instant) -> io::Result<()> {
        let n = self.config.n;
        let triples: Vec<[usize; 3]> = queens.iter().map(|q| [q.x, q.y, q.z]).collect();
        if self.config.format == Format::Json {
            return json::write_line(
                &mut self.out,
                &Record {
                    most: Some(count),
                    queens: Some(triples),
                    seconds: Some(seconds_since(started)),
                    ..Record::new(n, "cube-most-queens")
                },
            );
        }
        writeln!(
            self.out,
            "{}",
            t!("cube-most", n = n, count = count, more = count + 1)
        )?;
        match self.config.format {
            Format::List => {
                let names: Vec<String> = triples
                    .iter()
                    .map(|[x, y, z]| format!("{x},{y},{z}"))
                    .collect();
                writeln!(self.out, "{}", names.join(" "))?;
            }
            _ => self.layers(queens)?,
        }
        self.time(started)
    }

    fn time(&mut self, started: Instant) -> io::Result<()> {
        writeln!(
            self.out,
            "{}",
            t!(
                "cube-time",
                seconds = format!("{:.3}", seconds_since(started))
            )
        )
    }
}
