//! `nqueens dominate`: the fewest queens that cover the board, their count
//! in all and up to symmetry, every such set, the check of a given set,
//! and small dominating sets of large boards by local search.
//!
//! Sizes are said with what backs them: the exact search proves its size
//! minimum (every smaller size searched); a set from the local search is
//! only an upper bound, unless it meets the lower bound `ceil((n - 1) / 2)`
//! that a theorem gives for the square board.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::time::Instant;

use nqueens::Square;
use nqueens::domination::{Domination, MAX_EXACT_CELLS, Minimum, Shortfall, spencer_bound};
use nqueens::variant::{MAX_SIDE, Model, Variant};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::i18n::help::Choice;
use crate::output::board::{BoardRenderer, BoardStyle};
use crate::output::json::{self, Squares};
use crate::output::small_problem::{self, Drawing, Listing, Printer, Report, Show};
use crate::values;
use crate::variant::{self, VariantArgs};

/// The seed of the local search unless `--seed` says otherwise.
const DEFAULT_SEED: u64 = 0;
/// Moves the local search makes at each size before it gives up on it.
const DEFAULT_STEPS: u64 = 200_000;
/// The exact search's time on two cores at n = 14, classic board, and how
/// many times longer each size takes than the one before, for the plain
/// and the independent problem: measured 174.9 s and 3.2 s at n = 14
/// (6.1 s and 0.3 s at n = 13).
const EXACT_AT_14: [(f64, f64); 2] = [(175.0, 30.0), (3.2, 10.0)];
/// The local search's time on two cores at 32 x 32 with the default moves,
/// from a greedy set down (measured 15.5 s; 40 x 40 took 40.0 s): a step
/// costs about the fourth power of the side.
const LOCAL_AT_32_SECONDS: f64 = 15.5;
/// A run expected to take longer than this is warned of: the measured
/// 15.5 s of a 32 x 32 board are already too long to leave silent.
const SLOW_SECONDS: f64 = crate::estimate::SOON_SECONDS;

/// `nqueens dominate`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "dominate",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<SearchArg>(),
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

    #[arg(long)]
    pub independent: bool,

    #[arg(long, conflicts_with_all = ["all", "check"])]
    pub count: bool,

    #[arg(long, conflicts_with = "check")]
    pub all: bool,

    #[arg(long, value_name = "SQUARES")]
    pub check: Option<String>,

    #[arg(long, value_enum)]
    pub search: Option<SearchArg>,

    #[arg(long, value_name = "K")]
    pub size: Option<String>,

    #[arg(long, value_name = "S")]
    pub seed: Option<String>,

    #[arg(long, value_name = "STEPS")]
    pub steps: Option<String>,

    #[arg(short, long, value_enum, default_value_t = Format::Board)]
    pub format: Format,

    #[arg(long)]
    pub unicode: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SearchArg {
    Exact,
    Local,
}

pub use crate::output::PlacementFormat as Format;

/// `dominate`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    variant: Variant,
    independent: bool,
    mode: Mode,
    format: Format,
    style: BoardStyle,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// The minimum by exact search, its counts and one set (`show`).
    Exact {
        show: Show,
    },
    /// A small set by local search: of `size` queens, or as few as it
    /// finds.
    Local {
        size: Option<usize>,
        seed: u64,
        steps: u64,
    },
    Check(Vec<Square>),
}

/// Why the arguments cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DominateError {
    /// The exact search asked for where it cannot run.
    ExactTooLarge { n: usize, max: usize },
    /// `--size`, `--seed` or `--steps` without the local search.
    LocalOnly { flag: &'static str },
    /// `--count` or `--all` with the local search.
    ExactOnly { flag: &'static str },
    /// A count over every pawn set: one board per set.
    PawnSets,
}

impl std::error::Error for DominateError {}

impl std::fmt::Display for DominateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            DominateError::ExactTooLarge { n, max } => {
                t!("dominate-exact-too-large", n = *n, max = *max)
            }
            DominateError::LocalOnly { flag } => t!("dominate-local-only", flag = *flag),
            DominateError::ExactOnly { flag } => t!("dominate-exact-only", flag = *flag),
            DominateError::PawnSets => t!("dominate-pawn-sets"),
        })
    }
}

/// The largest board side the exact search takes.
fn max_exact_side() -> usize {
    (1..=MAX_SIDE)
        .take_while(|n| n * n <= MAX_EXACT_CELLS)
        .last()
        .unwrap_or(1)
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, MAX_SIDE)?;
        let variant = args.variant.variant(n)?;
        if matches!(variant, Variant::Pawns { .. }) {
            return Err(DominateError::PawnSets.into());
        }
        let local = match args.search {
            Some(SearchArg::Local) => true,
            Some(SearchArg::Exact) => false,
            // Past the exact search's reach the local one runs, unless
            // counts or every set are asked for, which it cannot give.
            None => n > max_exact_side() && !args.count && !args.all,
        };
        let mode = if let Some(text) = &args.check {
            let names = values::square_list("--check", std::slice::from_ref(text))?;
            let squares = names
                .iter()
                .map(|name| values::square(name, n, n))
                .collect::<Result<Vec<_>, _>>()?;
            Mode::Check(squares)
        } else if local {
            for (flag, given) in [("--count", args.count), ("--all", args.all)] {
                if given {
                    return Err(DominateError::ExactOnly { flag }.into());
                }
            }
            let size = match &args.size {
                Some(text) => Some(values::positive(
                    text,
                    values::Quantity::Flag("--size"),
                    (n * n) as u64,
                )? as usize),
                None => None,
            };
            let seed = match &args.seed {
                Some(text) => values::seed(text)?,
                None => DEFAULT_SEED,
            };
            let steps = match &args.steps {
                Some(text) => values::positive(text, values::Quantity::Flag("--steps"), u64::MAX)?,
                None => DEFAULT_STEPS,
            };
            Mode::Local { size, seed, steps }
        } else {
            for (flag, given) in [
                ("--size", args.size.is_some()),
                ("--seed", args.seed.is_some()),
                ("--steps", args.steps.is_some()),
            ] {
                if given {
                    return Err(DominateError::LocalOnly { flag }.into());
                }
            }
            if n > max_exact_side() {
                return Err(DominateError::ExactTooLarge {
                    n,
                    max: max_exact_side(),
                }
                .into());
            }
            Mode::Exact {
                show: Show::chosen(args.count, args.all),
            }
        };
        Ok(Config {
            n,
            variant,
            independent: args.independent,
            mode,
            format: args.format,
            style: BoardStyle::chosen(args.unicode),
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    let model = config.variant.model(config.n)?;
    let domination = if config.independent {
        Domination::independent(&model)
    } else {
        Domination::new(&model)
    };
    let mut out = Printer::stdout(
        config.format,
        Sets {
            config: &config,
            model: &model,
            domination: &domination,
            renderer: BoardRenderer::new(config.n, config.style),
        },
    );
    let outcome = match &config.mode {
        Mode::Exact { show } => exact(&mut out, *show)?,
        Mode::Local { size, seed, steps } => local(&mut out, *size, *seed, *steps)?,
        Mode::Check(squares) => check(&mut out, squares)?,
    };
    out.finish()?;
    Ok(outcome)
}

fn exact(out: &mut Printer<Sets<'_>>, show: Show) -> anyhow::Result<Outcome> {
    let sets = out.drawing();
    let (config, domination) = (sets.config, sets.domination);
    let n = config.n;
    let (at_14, growth) = EXACT_AT_14[usize::from(config.independent)];
    let expected = at_14 * growth.powi(n as i32 - 14);
    if expected > SLOW_SECONDS {
        let time = crate::text::rough_time(expected);
        warn(&t!(
            "dominate-slow-exact",
            time = time,
            measured = t!("dominate-seconds", seconds = at_14.round() as u64),
            growth = growth as u64
        ));
    }
    let started = Instant::now();
    // Each way proves the smaller sizes empty once: by listing (every
    // set, then the counts at that size) or by counting (then the first
    // set at the minimum).
    let (minimum, first) = small_problem::search(
        out,
        show,
        |visit| Ok(domination.for_each_minimum(visit)?),
        |listed| {
            Ok(match listed {
                Some(size) => domination.count_of_size(size)?,
                None => domination.minimum()?,
            })
        },
        |minimum: &Minimum| {
            let mut first = Vec::new();
            domination.for_each_of_size(minimum.size, &mut |queens| {
                first = queens.to_vec();
                ControlFlow::Break(())
            })?;
            Ok(Some(first))
        },
    )?;
    let seconds = started.elapsed().as_secs_f64();
    let sets = out.drawing();
    let squares = first.as_deref().map(|cells| sets.squares(cells));
    let record = MinimumRecord {
        n,
        problem: problem_name(config.independent),
        variant: variant::rules_name(&config.variant),
        size: minimum.size,
        minimum: status_name(true),
        total: minimum.total,
        unique: minimum.unique,
        queens: squares.as_deref().map(Squares),
        seconds: json::seconds(seconds),
    };
    let heading = sets.heading();
    let group = sets.model.symmetries().len();
    out.report(
        &record,
        Report {
            lines: vec![
                t!(
                    "dominate-minimum",
                    heading = heading,
                    size = minimum.size,
                    fewer = minimum.size - 1
                ),
                t!("dominate-total", total = minimum.total.to_string()),
                t!(
                    "dominate-unique",
                    unique = minimum.unique.to_string(),
                    group = group
                ),
            ],
            shown: first.as_deref(),
            legend: Some(t!("dominate-one-of-them")),
            last: Some(t!("dominate-time", seconds = format!("{seconds:.3}"))),
        },
    )?;
    Ok(Outcome::Success)
}

fn local(
    out: &mut Printer<Sets<'_>>,
    size: Option<usize>,
    seed: u64,
    steps: u64,
) -> anyhow::Result<Outcome> {
    let sets = out.drawing();
    let (config, domination) = (sets.config, sets.domination);
    let n = config.n as f64;
    let expected = LOCAL_AT_32_SECONDS * (n / 32.0).powi(4) * steps as f64 / DEFAULT_STEPS as f64;
    if size.is_none() && expected > SLOW_SECONDS {
        warn(&t!(
            "dominate-slow-local",
            time = crate::text::rough_time(expected),
            steps = steps
        ));
    }
    let started = Instant::now();
    let found = match size {
        Some(size) => domination.search_of_size(size, seed, steps),
        None => Some(domination.smallest_found(seed, steps, lower_bound(config).unwrap_or(1))),
    };
    let Some(cells) = found else {
        out.note(&t!(
            "dominate-local-none",
            size = size.unwrap_or(0),
            steps = steps
        ))?;
        return Ok(Outcome::Failure);
    };
    let seconds = started.elapsed().as_secs_f64();
    let squares = sets.squares(&cells);
    let bound = lower_bound(config);
    let proven = bound == Some(cells.len());
    let record = SetRecord {
        minimum: Some(status_name(proven)),
        seconds: Some(json::seconds(seconds)),
        ..SetRecord::new(config, &squares)
    };
    let heading = sets.heading();
    let line = match bound {
        Some(bound) if proven => t!(
            "dominate-local-proven",
            heading = heading,
            size = cells.len(),
            bound = bound
        ),
        Some(bound) => t!(
            "dominate-local-bounded",
            heading = heading,
            size = cells.len(),
            bound = bound
        ),
        None => t!(
            "dominate-local-upper",
            heading = heading,
            size = cells.len()
        ),
    };
    out.report(
        &record,
        Report {
            lines: vec![line],
            shown: Some(cells.as_slice()),
            legend: None,
            last: Some(t!("dominate-time", seconds = format!("{seconds:.3}"))),
        },
    )?;
    Ok(Outcome::Success)
}

fn check(out: &mut Printer<Sets<'_>>, squares: &[Square]) -> anyhow::Result<Outcome> {
    let sets = out.drawing();
    let (config, model, domination) = (sets.config, sets.model, sets.domination);
    let n = config.n;
    let mut queens = Vec::with_capacity(squares.len());
    for &square in squares {
        match model.cell(square) {
            Some(cell) => queens.push(cell),
            None => {
                out.note(&t!("dominate-check-not-a-cell", square = square.name(n)))?;
                return Ok(Outcome::Failure);
            }
        }
    }
    let result = domination.check(&queens);
    let placed = sets.squares(&queens);
    let uncovered = match &result {
        Err(Shortfall::Uncovered { cells }) => sets.squares(cells),
        _ => Vec::new(),
    };
    let record = SetRecord {
        uncovered: Some(Squares(&uncovered)),
        ..SetRecord::new(config, &placed)
    };
    let name = |cell: usize| {
        model
            .square(cell)
            .expect("a board model's cells are squares")
            .name(n)
    };
    let verdict = match &result {
        Ok(()) => t!(
            "dominate-check-ok",
            heading = sets.heading(),
            size = queens.len()
        ),
        Err(Shortfall::Uncovered { cells }) => t!(
            "dominate-check-uncovered",
            count = cells.len(),
            squares = names(&uncovered, n)
        ),
        Err(Shortfall::Attack { first, second }) => {
            t!(
                "dominate-check-attack",
                first = name(*first),
                second = name(*second)
            )
        }
        Err(Shortfall::Repeated { cell }) => {
            t!("dominate-check-repeated", square = name(*cell))
        }
        Err(_) => t!("dominate-check-uncovered", count = 0, squares = ""),
    };
    out.checked(&record, &verdict, queens.as_slice())?;
    Ok(if result.is_ok() {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

/// The problem's name in a JSON line.
fn problem_name(independent: bool) -> &'static str {
    if independent {
        "independent-domination"
    } else {
        "domination"
    }
}

/// What backs a size, in a JSON line: `proven` by the exact search or by
/// the lower bound, or only an `upper-bound`.
fn status_name(proven: bool) -> &'static str {
    if proven { "proven" } else { "upper-bound" }
}

#[derive(Serialize)]
struct MinimumRecord<'a> {
    n: usize,
    problem: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    size: usize,
    minimum: &'static str,
    total: u128,
    unique: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    queens: Option<Squares<'a>>,
    seconds: f64,
}

#[derive(Serialize)]
struct SetRecord<'a> {
    n: usize,
    problem: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<u64>,
    size: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    minimum: Option<&'static str>,
    queens: Squares<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    uncovered: Option<Squares<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds: Option<f64>,
}

impl<'a> SetRecord<'a> {
    /// The record of a set, its optional fields left out.
    fn new(config: &Config, queens: &'a [Square]) -> SetRecord<'a> {
        SetRecord {
            n: config.n,
            problem: problem_name(config.independent),
            variant: variant::rules_name(&config.variant),
            index: None,
            size: queens.len(),
            minimum: None,
            queens: Squares(queens),
            uncovered: None,
            seconds: None,
        }
    }
}

/// How `dominate` shows a set of queens (by their cells): its squares in
/// row order, or the board with every square they cover marked.
struct Sets<'a> {
    config: &'a Config,
    model: &'a Model,
    domination: &'a Domination,
    renderer: BoardRenderer,
}

impl Sets<'_> {
    /// The squares of `cells`, in row order.
    fn squares(&self, cells: &[usize]) -> Vec<Square> {
        let mut squares: Vec<Square> = cells
            .iter()
            .map(|&c| {
                self.model
                    .square(c)
                    .expect("a board model's cells are squares")
            })
            .collect();
        squares.sort_by_key(|s| (s.row, s.col));
        squares
    }

    fn heading(&self) -> String {
        let n = self.config.n;
        let board = variant::describe_board(&self.config.variant, n);
        if self.config.independent {
            t!("dominate-heading-independent", board = board)
        } else {
            t!("dominate-heading", board = board)
        }
    }
}

/// The names of `squares`, spaced.
fn names(squares: &[Square], n: usize) -> String {
    let names: Vec<String> = squares.iter().map(|s| s.name(n)).collect();
    names.join(" ")
}

impl Drawing<[usize]> for Sets<'_> {
    fn line(&self, cells: &[usize]) -> String {
        names(&self.squares(cells), self.config.n)
    }

    fn board(&mut self, cells: &[usize]) -> String {
        let n = self.config.n;
        let queens = self.squares(cells);
        let mut covered = vec![false; n * n];
        for &q in &queens {
            let cell = self.model.cell(q).expect("a queen stands on a cell");
            for c in self.domination.covered_by(cell) {
                let s = self
                    .model
                    .square(c)
                    .expect("a board model's cells are squares");
                covered[s.row * n + s.col] = true;
            }
        }
        let pawns = pawns_of(&self.config.variant);
        self.renderer
            .render_covered(&queens, pawns, &covered)
            .to_string()
    }
}

impl Listing<[usize]> for Sets<'_> {
    fn header(&self, number: u64) -> String {
        t!("dominate-set-header", number = number)
    }

    fn write_record(&self, out: &mut dyn Write, number: u64, cells: &[usize]) -> io::Result<()> {
        let squares = self.squares(cells);
        json::write_line(
            out,
            &SetRecord {
                index: Some(number),
                ..SetRecord::new(self.config, &squares)
            },
        )
    }
}

/// The lower bound a theorem gives: `ceil((n - 1) / 2)` for the square
/// board's queens graph (an independent dominating set is one too, so it
/// holds for both problems); none for the variants.
fn lower_bound(config: &Config) -> Option<usize> {
    matches!(config.variant, Variant::Classic).then(|| spencer_bound(config.n))
}

/// The pawns drawn on the board, for `--pawns SQUARES`.
fn pawns_of(variant: &Variant) -> &[Square] {
    match variant {
        Variant::PawnsAt { squares } => squares,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(args: &[&str]) -> anyhow::Result<Config> {
        use clap::Parser;
        #[derive(Debug, clap::Parser)]
        struct Wrapper {
            #[command(flatten)]
            args: Args,
        }
        let wrapper = Wrapper::try_parse_from([&["dominate"], args].concat())?;
        Config::from_args(wrapper.args)
    }

    #[test]
    fn the_exact_search_is_the_default_up_to_its_limit_and_the_local_one_past_it() {
        assert_eq!(max_exact_side(), 16);
        assert!(matches!(
            config(&["16"]).unwrap().mode,
            Mode::Exact { show: Show::One }
        ));
        assert!(matches!(
            config(&["17"]).unwrap().mode,
            Mode::Local { size: None, .. }
        ));
        let error = config(&["17", "--count"]).unwrap_err();
        assert!(error.downcast_ref::<DominateError>().is_some());
        let error = config(&["8", "--size", "5"]).unwrap_err();
        assert_eq!(
            error.downcast_ref::<DominateError>(),
            Some(&DominateError::LocalOnly { flag: "--size" })
        );
    }
}
