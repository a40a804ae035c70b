//! `nqueens compare`: the lessons' ladder of methods, from brute force over
//! all `n^n` sequences to the symmetric counter, run on every board size
//! of a range, with the solutions each finds, the nodes each visits and
//! the time each takes.
//!
//! Two different runs measure a method. The time is that of the real
//! search ([`nqueens::for_each_solution`], or [`nqueens::count_with_unique`]
//! for the symmetric counter), which keeps no statistics. The nodes come
//! from running the method's [`Trace`] to its end (for the symmetric
//! counter, from [`nqueens::count_with_nodes`]), which is several times
//! slower and so is never timed. Both runs count the solutions, and every
//! count of a board size must agree, within a method and across methods.
//!
//! The slow methods stop at fixed sizes rather than at a time budget, so
//! that the same command shows the same cells on every machine.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{anyhow, bail};
use nqueens::{Method, Trace};

use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::estimate;
use crate::i18n::help::Choice;
use crate::output::json;
use crate::output::progress::Spinner;
use crate::values::{self, Quantity};

/// `nqueens compare`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "compare",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<MethodArg>(), Choice::of::<Format>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long, value_name = "N")]
    pub from: Option<String>,

    #[arg(short, long, value_enum, value_delimiter = ',', value_name = "LIST")]
    pub methods: Vec<MethodArg>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    #[arg(long, value_name = "R")]
    pub runs: Option<String>,

    #[arg(long)]
    pub no_limits: bool,
}

/// The rungs of `compare`'s ladder, in the order of the lessons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MethodArg {
    Brute,
    Pairwise,
    Marks,
    Stack,
    Bitmask,
    Symmetric,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    #[default]
    Table,
    Csv,
    Json,
}

mod plot;

/// The largest N: at 16 one run of the symmetric counter alone takes over
/// a second on two cores, and the whole default ladder about ten; beyond,
/// `nqueens count` is the tool, and the ladder has long lost its slower
/// rungs.
pub const MAX_N: usize = 16;

/// The smallest board compared unless `--from` says otherwise: below 4 the
/// boards have at most one solution and show nothing about the searches.
pub const DEFAULT_FROM: usize = 4;

/// The most timed runs `--runs` accepts.
pub const MAX_RUNS: usize = 100;

/// Timed runs unless `--runs` says otherwise.
const DEFAULT_RUNS: usize = 3;

/// A default run that takes longer than this is not repeated: its median
/// would not be worth the wait.
const LONG_RUN_SECONDS: f64 = 1.0;

/// The largest n brute force runs at by default. Tracing its 9^9
/// sequences at n = 9 takes half a minute; n = 8 takes about a second.
pub const BRUTE_LIMIT: usize = 8;

/// The largest n the pairwise, marks and stack searches run at by default:
/// tracing them at 13 takes seconds, and each size costs five to six
/// times the last.
pub const SLOW_LIMIT: usize = 12;

/// The largest n the bitmask search runs at by default: its trace takes
/// seconds at 14 and grows as the others do.
pub const BITMASK_LIMIT: usize = 14;

/// One rung of the ladder, in the order of the lessons: slowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rung {
    Search(Method),
    /// The counter of `nqueens count`, which searches only boards that can
    /// be the smallest member of their class.
    Symmetric,
}

impl Rung {
    /// Every rung, in the order of the lessons.
    pub const ALL: [Rung; 6] = [
        Rung::Search(Method::Brute),
        Rung::Search(Method::Pairwise),
        Rung::Search(Method::Marks),
        Rung::Search(Method::Stack),
        Rung::Search(Method::Bitmask),
        Rung::Symmetric,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Rung::Search(method) => method.name(),
            Rung::Symmetric => "symmetric",
        }
    }

    /// The largest n this rung runs at, if it stops before N.
    fn limit(self, no_limits: bool) -> Option<usize> {
        match self {
            // The library's own limit holds whatever the flag.
            Rung::Search(Method::Brute) if no_limits => Method::Brute.max_n(),
            Rung::Search(Method::Brute) => Some(BRUTE_LIMIT),
            _ if no_limits => None,
            Rung::Search(Method::Pairwise | Method::Marks | Method::Stack) => Some(SLOW_LIMIT),
            Rung::Search(Method::Bitmask) => Some(BITMASK_LIMIT),
            Rung::Symmetric => None,
        }
    }

    /// About how long tracing and timing this rung once take on the
    /// `n x n` board: measured with the release build on a two-core
    /// machine (`compare N --from N -m METHOD --runs 1 --no-limits`, whole
    /// process) at the size given, and grown by the factor per size seen
    /// between the sizes below it. Orders of magnitude, for the warning.
    fn seconds(self, n: usize) -> f64 {
        let (measured_n, seconds, growth): (usize, f64, f64) = match self {
            // 2.1 s at 8, 28.9 s at 9.
            Rung::Search(Method::Brute) => (9, 28.9, 14.0),
            // 0.58 s at 12, 3.05 s at 13.
            Rung::Search(Method::Pairwise) => (13, 3.05, 5.5),
            // 0.45 s and 0.41 s at 12.
            Rung::Search(Method::Marks) => (12, 0.45, 5.5),
            Rung::Search(Method::Stack) => (12, 0.41, 5.5),
            // 1.7 s at 14.
            Rung::Search(Method::Bitmask) => (14, 1.7, 5.0),
            // 0.41 s at 15, 1.9 s at 16.
            Rung::Symmetric => (16, 1.9, 5.0),
        };
        seconds * growth.powf(n as f64 - measured_n as f64)
    }

    fn position(self) -> usize {
        Rung::ALL
            .iter()
            .position(|&rung| rung == self)
            .expect("every rung is on the ladder")
    }
}

impl From<MethodArg> for Rung {
    fn from(method: MethodArg) -> Rung {
        match method {
            MethodArg::Brute => Rung::Search(Method::Brute),
            MethodArg::Pairwise => Rung::Search(Method::Pairwise),
            MethodArg::Marks => Rung::Search(Method::Marks),
            MethodArg::Stack => Rung::Search(Method::Stack),
            MethodArg::Bitmask => Rung::Search(Method::Bitmask),
            MethodArg::Symmetric => Rung::Symmetric,
        }
    }
}

/// How many times each search is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runs {
    /// Three, or one when the first takes over a second.
    Default,
    Exactly(usize),
}

/// `compare`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareConfig {
    pub from: usize,
    pub to: usize,
    /// In the order of the lessons, each once.
    pub rungs: Vec<Rung>,
    pub format: Format,
    pub plot: Option<PathBuf>,
    pub runs: Runs,
    pub no_limits: bool,
}

impl CompareConfig {
    pub fn from_args(args: &Args) -> anyhow::Result<CompareConfig> {
        let to = values::board_size(&args.n, MAX_N)?;
        let from = match &args.from {
            Some(text) => values::board_size(text, MAX_N)?,
            None => DEFAULT_FROM.min(to),
        };
        if from > to {
            bail!(t!("compare-from-above-n", from = from, n = to));
        }
        let mut rungs: Vec<Rung> = if args.methods.is_empty() {
            Rung::ALL.to_vec()
        } else {
            args.methods
                .iter()
                .map(|&method| Rung::from(method))
                .collect()
        };
        rungs.sort_by_key(|rung| rung.position());
        rungs.dedup();
        let runs = match &args.runs {
            Some(text) => {
                Runs::Exactly(
                    values::positive(text, Quantity::Flag("--runs"), MAX_RUNS as u64)? as usize,
                )
            }
            None => Runs::Default,
        };
        let format = args.format;
        Ok(CompareConfig {
            from,
            to,
            rungs,
            format,
            plot: args.plot.clone(),
            runs,
            no_limits: args.no_limits,
        })
    }
}

/// What one method did on one board size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measurement {
    pub solutions: u64,
    /// Queens placed.
    pub nodes: u64,
    /// The median time of one search.
    pub seconds: f64,
    /// How many timed runs the median is of.
    pub runs: usize,
}

/// One cell of the ladder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cell {
    Measured(Measurement),
    /// Beyond the method's limit, which is given.
    Skipped {
        limit: usize,
    },
}

/// Every method asked for on one board size.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub n: usize,
    pub cells: Vec<(Rung, Cell)>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = CompareConfig::from_args(&args)?;
    if let Some((seconds, longest)) = long_ladder(&config) {
        warn(&t!(
            if config.no_limits {
                "compare-slow-no-limits"
            } else {
                "compare-slow"
            },
            time = crate::text::rough_time(seconds),
            method = longest.1.name(),
            n = longest.0,
            longest = crate::text::rough_time(longest.2),
        ));
    }
    if config.rungs.contains(&Rung::Symmetric) {
        // Starts the pool of threads the counter runs on, so that the first
        // timed count does not pay for it.
        rayon::broadcast(|_| ());
    }
    let chart_file = config
        .plot
        .as_deref()
        .map(crate::output::chart::ChartFile::create)
        .transpose()?;
    let mut out = io::stdout().lock();
    if config.format == Format::Csv {
        writeln!(out, "{CSV_HEADER}")?;
    }
    let mut rows = Vec::new();
    let spinner = Spinner::new(String::new());
    for n in config.from..=config.to {
        let row = measure_row(n, &config, &spinner)?;
        agreed_solutions(&row)?;
        // The machine formats stream, a row as soon as it is checked, so
        // that a long ladder shows its progress.
        match config.format {
            Format::Table => {}
            Format::Csv => out.write_all(csv_lines(&row).as_bytes())?,
            Format::Json => write_json_lines(&mut out, &row)?,
        }
        out.flush()?;
        rows.push(row);
    }
    drop(spinner);
    if config.format == Format::Table {
        out.write_all(table(&rows, &config).as_bytes())?;
        out.flush()?;
    }
    if let Some(file) = chart_file {
        let labels = plot::Labels::localised(config.from, config.to);
        file.write(plot::svg(
            config.from,
            config.to,
            &plot_series(&rows, &config.rungs),
            &labels,
        ))?;
    }
    Ok(Outcome::Success)
}

/// The cells the ladder measures: each size with each rung not past its
/// limit.
fn measured_cells(config: &CompareConfig) -> impl Iterator<Item = (usize, Rung)> + '_ {
    (config.from..=config.to).flat_map(move |n| {
        config
            .rungs
            .iter()
            .filter(move |rung| rung.limit(config.no_limits).is_none_or(|limit| n <= limit))
            .map(move |&rung| (n, rung))
    })
}

/// The ladder's estimated time, when longer than
/// [`estimate::SOON_SECONDS`], and its longest cell: size, rung and
/// seconds.
fn long_ladder(config: &CompareConfig) -> Option<(f64, (usize, Rung, f64))> {
    // Timed runs repeat the search, about a third of a cell's time.
    let runs = match config.runs {
        Runs::Default => 1.0,
        Runs::Exactly(runs) => (2.0 + runs as f64) / 3.0,
    };
    let cells: Vec<(usize, Rung, f64)> = measured_cells(config)
        .map(|(n, rung)| (n, rung, rung.seconds(n) * runs))
        .collect();
    let seconds: f64 = cells.iter().map(|cell| cell.2).sum();
    let longest = cells.into_iter().max_by(|a, b| a.2.total_cmp(&b.2))?;
    (seconds > estimate::SOON_SECONDS).then_some((seconds, longest))
}

fn measure_row(n: usize, config: &CompareConfig, spinner: &Spinner) -> anyhow::Result<Row> {
    let mut cells = Vec::with_capacity(config.rungs.len());
    for &rung in &config.rungs {
        let cell = match rung.limit(config.no_limits) {
            Some(limit) if n > limit => Cell::Skipped { limit },
            _ => {
                spinner.say(t!("compare-measuring", method = rung.name(), n = n));
                Cell::Measured(measure(n, rung, config.runs)?)
            }
        };
        cells.push((rung, cell));
    }
    Ok(Row { n, cells })
}

/// Counts the nodes of `rung` on the `n x n` board, then times its search.
fn measure(n: usize, rung: Rung, runs: Runs) -> anyhow::Result<Measurement> {
    let (traced_solutions, nodes) = match rung {
        Rung::Search(method) => {
            let stats = Trace::new(n, method)?.run_to_end();
            (stats.solutions, stats.nodes)
        }
        Rung::Symmetric => {
            let (counts, nodes) = nqueens::count_with_nodes(n)?;
            (solutions_u64(counts.total)?, nodes)
        }
    };
    let search = || -> anyhow::Result<u64> {
        match rung {
            Rung::Search(method) => {
                let mut solutions = 0_u64;
                nqueens::for_each_solution(n, method, |_| {
                    solutions += 1;
                    ControlFlow::Continue(())
                })?;
                Ok(solutions)
            }
            Rung::Symmetric => solutions_u64(nqueens::count_with_unique(n)?.total),
        }
    };
    let (solutions, seconds, runs) = time_runs(runs, search, |first, other| {
        anyhow!(t!(
            "compare-unstable",
            method = rung.name(),
            first = first,
            other = other,
            n = n
        ))
    })?;
    if solutions != traced_solutions {
        bail!(t!(
            "compare-inconsistent",
            method = rung.name(),
            n = n,
            search = solutions,
            trace = traced_solutions
        ));
    }
    Ok(Measurement {
        solutions,
        nodes,
        seconds,
        runs,
    })
}

/// Solutions of a board of at most [`MAX_N`] rows fit a `u64` many times
/// over.
fn solutions_u64(total: u128) -> anyhow::Result<u64> {
    Ok(u64::try_from(total)?)
}

/// Times `search`, which returns its number of solutions, `runs` times;
/// gives that number, the median time in seconds and the runs made.
/// Runs that disagree on the number are an error, made by `unstable`
/// from the first number and the other.
fn time_runs(
    runs: Runs,
    mut search: impl FnMut() -> anyhow::Result<u64>,
    unstable: impl Fn(u64, u64) -> anyhow::Error,
) -> anyhow::Result<(u64, f64, usize)> {
    let mut seconds = Vec::new();
    let mut solutions = None;
    loop {
        let start = Instant::now();
        let found = search()?;
        seconds.push(start.elapsed().as_secs_f64());
        match solutions {
            Some(first) if first != found => return Err(unstable(first, found)),
            _ => solutions = Some(found),
        }
        let enough = match runs {
            Runs::Exactly(runs) => seconds.len() >= runs,
            Runs::Default => seconds.len() >= DEFAULT_RUNS || seconds[0] > LONG_RUN_SECONDS,
        };
        if enough {
            break;
        }
    }
    let solutions = solutions.expect("at least one run");
    let runs = seconds.len();
    Ok((solutions, median(&mut seconds), runs))
}

/// The middle value, or the mean of the middle two.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    }
}

/// The number of solutions every method measured on the row found, or the
/// error naming the first two that disagree. `None` when none was
/// measured.
fn agreed_solutions(row: &Row) -> anyhow::Result<Option<u64>> {
    let mut measured = row.cells.iter().filter_map(|(rung, cell)| match cell {
        Cell::Measured(measurement) => Some((*rung, measurement.solutions)),
        Cell::Skipped { .. } => None,
    });
    let Some((first, count)) = measured.next() else {
        return Ok(None);
    };
    for (other, other_count) in measured {
        if other_count != count {
            bail!(t!(
                "compare-disagree",
                n = row.n,
                first = first.name(),
                first_count = count,
                other = other.name(),
                other_count = other_count
            ));
        }
    }
    Ok(Some(count))
}

/// The header of `--format csv`.
const CSV_HEADER: &str = "n,method,solutions,nodes,seconds,runs,skipped";

/// Why a cell is empty, in the machine formats: stable English words, as
/// the field names are.
fn skipped_reason(rung: Rung, limit: usize) -> String {
    match rung {
        Rung::Search(Method::Brute) => format!("above n = {limit} (n^n sequences)"),
        _ => format!("above n = {limit}"),
    }
}

/// The row as CSV, a line per method.
fn csv_lines(row: &Row) -> String {
    let mut lines = String::new();
    for &(rung, cell) in &row.cells {
        let name = rung.name();
        let n = row.n;
        let _ = match cell {
            Cell::Measured(m) => writeln!(
                lines,
                "{n},{name},{},{},{:.9},{},",
                m.solutions, m.nodes, m.seconds, m.runs
            ),
            Cell::Skipped { limit } => {
                writeln!(lines, "{n},{name},,,,,{}", skipped_reason(rung, limit))
            }
        };
    }
    lines
}

/// One method on one board size, as a JSON line.
#[derive(Serialize)]
struct Record<'a> {
    n: usize,
    method: &'a str,
    #[serde(flatten)]
    result: RecordResult,
}

#[derive(Serialize)]
#[serde(untagged)]
enum RecordResult {
    Measured {
        solutions: u64,
        nodes: u64,
        seconds: f64,
        runs: usize,
    },
    Skipped {
        skipped: String,
    },
}

/// The row as JSON lines, an object per method.
fn write_json_lines<W: Write>(out: &mut W, row: &Row) -> io::Result<()> {
    for &(rung, cell) in &row.cells {
        let result = match cell {
            Cell::Measured(m) => RecordResult::Measured {
                solutions: m.solutions,
                nodes: m.nodes,
                // Nanoseconds are all a clock tells.
                seconds: (m.seconds * 1e9).round() / 1e9,
                runs: m.runs,
            },
            Cell::Skipped { limit } => RecordResult::Skipped {
                skipped: skipped_reason(rung, limit),
            },
        };
        let record = Record {
            n: row.n,
            method: rung.name(),
            result,
        };
        json::write_line(out, &record)?;
    }
    Ok(())
}

/// What an empty cell of the table shows.
const SKIPPED_CELL: &str = "—";

/// The two tables, nodes then time, and notes on the cells skipped.
fn table(rows: &[Row], config: &CompareConfig) -> String {
    let n_header = t!("compare-column-n");
    let solutions_header = t!("compare-column-solutions");
    let names: Vec<&str> = config.rungs.iter().map(|rung| rung.name()).collect();
    let cell_text = |cell: &Cell, text: &dyn Fn(&Measurement) -> String| match cell {
        Cell::Measured(measurement) => text(measurement),
        Cell::Skipped { .. } => SKIPPED_CELL.to_string(),
    };
    let solutions_of = |row: &Row| {
        // Checked to agree; a row with every method skipped has none.
        agreed_solutions(row)
            .ok()
            .flatten()
            .map_or_else(|| SKIPPED_CELL.to_string(), |count| count.to_string())
    };
    let nodes: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            let mut line = vec![row.n.to_string(), solutions_of(row)];
            line.extend(
                row.cells
                    .iter()
                    .map(|(_, cell)| cell_text(cell, &|m| m.nodes.to_string())),
            );
            line
        })
        .collect();
    let times: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            let mut line = vec![row.n.to_string()];
            line.extend(
                row.cells
                    .iter()
                    .map(|(_, cell)| cell_text(cell, &|m| format_seconds(m.seconds))),
            );
            line
        })
        .collect();

    let mut text = String::new();
    text.push_str(&t!("compare-heading-nodes"));
    text.push('\n');
    let mut header = vec![n_header.as_str(), solutions_header.as_str()];
    header.extend(&names);
    text.push_str(&aligned(&header, &nodes));
    text.push('\n');
    text.push_str(&match config.runs {
        Runs::Default => t!("compare-heading-time-default"),
        Runs::Exactly(runs) => t!("compare-heading-time", runs = runs),
    });
    text.push('\n');
    let mut header = vec![n_header.as_str()];
    header.extend(&names);
    text.push_str(&aligned(&header, &times));
    let notes = notes(rows, config);
    if !notes.is_empty() {
        text.push('\n');
        for note in notes {
            text.push_str(&note);
            text.push('\n');
        }
    }
    text
}

/// Columns right-aligned under their headers, two spaces apart (the first
/// column, n, one space in).
fn aligned(header: &[&str], lines: &[Vec<String>]) -> String {
    let width = |text: &str| text.chars().count();
    let widths: Vec<usize> = (0..header.len())
        .map(|column| {
            lines
                .iter()
                .map(|line| width(&line[column]))
                .chain([width(header[column])])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    let mut line_of = |cells: &mut dyn Iterator<Item = &str>| {
        let mut line = String::new();
        for (column, cell) in cells.enumerate() {
            let gap = if column == 0 { 1 } else { 2 };
            let padding = gap + widths[column] - width(cell);
            line.extend(std::iter::repeat_n(' ', padding));
            line.push_str(cell);
        }
        text.push_str(&line);
        text.push('\n');
    };
    line_of(&mut header.iter().copied());
    for line in lines {
        line_of(&mut line.iter().map(String::as_str));
    }
    text
}

/// A duration to three significant figures, in the unit that keeps it
/// between 1 and 1000 (seconds at most).
fn format_seconds(seconds: f64) -> String {
    let (value, unit) = if seconds < 1e-3 {
        (seconds * 1e6, "µs")
    } else if seconds < 1.0 {
        (seconds * 1e3, "ms")
    } else {
        (seconds, "s")
    };
    // Rounding may carry 999.7 up to 1000; it is still three figures.
    let decimals = if value < 10.0 {
        2
    } else if value < 100.0 {
        1
    } else {
        0
    };
    format!("{value:.decimals$} {unit}")
}

/// A line for each group of methods that skipped a size, and one on how
/// the symmetric counter was measured.
fn notes(rows: &[Row], config: &CompareConfig) -> Vec<String> {
    let skipped: Vec<(Rung, usize)> = config
        .rungs
        .iter()
        .filter_map(|&rung| {
            rows.iter()
                .flat_map(|row| &row.cells)
                .find_map(|&(other, cell)| match cell {
                    Cell::Skipped { limit } if other == rung => Some((rung, limit)),
                    _ => None,
                })
        })
        .collect();
    let mut notes = Vec::new();
    let mut others: Vec<(Vec<&str>, usize)> = Vec::new();
    for &(rung, limit) in &skipped {
        if rung == Rung::Search(Method::Brute) {
            let max = Method::Brute.max_n().unwrap_or(limit);
            notes.push(t!("compare-skipped-brute", limit = limit, max = max));
            continue;
        }
        match others.iter_mut().find(|(_, other)| *other == limit) {
            Some((names, _)) => names.push(rung.name()),
            None => others.push((vec![rung.name()], limit)),
        }
    }
    for (names, limit) in others {
        notes.push(t!(
            "compare-skipped",
            methods = names.join(", "),
            count = names.len(),
            limit = limit
        ));
    }
    let symmetric_measured = rows
        .iter()
        .flat_map(|row| &row.cells)
        .any(|(rung, cell)| *rung == Rung::Symmetric && matches!(cell, Cell::Measured(_)));
    if symmetric_measured {
        notes.push(t!(
            "compare-symmetric-note",
            threads = rayon::current_num_threads()
        ));
    }
    notes
}

/// The measured cells of each method, for the chart.
fn plot_series(rows: &[Row], rungs: &[Rung]) -> Vec<plot::Series> {
    rungs
        .iter()
        .map(|&rung| plot::Series {
            name: rung.name().to_string(),
            style: rung.position(),
            points: rows
                .iter()
                .flat_map(|row| row.cells.iter().map(move |cell| (row.n, cell)))
                .filter_map(|(n, &(other, cell))| match cell {
                    Cell::Measured(m) if other == rung => Some(plot::Point {
                        n,
                        nodes: m.nodes,
                        seconds: m.seconds,
                    }),
                    _ => None,
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measured(solutions: u64, nodes: u64) -> Cell {
        Cell::Measured(Measurement {
            solutions,
            nodes,
            seconds: 0.001,
            runs: 1,
        })
    }

    #[test]
    fn methods_that_disagree_are_an_error_naming_both() {
        let row = Row {
            n: 8,
            cells: vec![
                (Rung::Search(Method::Brute), Cell::Skipped { limit: 7 }),
                (Rung::Search(Method::Marks), measured(92, 2056)),
                (Rung::Search(Method::Bitmask), measured(92, 2056)),
                (Rung::Symmetric, measured(91, 528)),
            ],
        };
        // Checked in words every language keeps.
        let error = agreed_solutions(&row).unwrap_err().to_string();
        for words in ["n = 8", "marks", "92", "symmetric", "91"] {
            assert!(error.contains(words), "{error}");
        }

        let agreeing = Row {
            n: 8,
            cells: row.cells[..3].to_vec(),
        };
        assert_eq!(agreed_solutions(&agreeing).unwrap(), Some(92));
        let all_skipped = Row {
            n: 8,
            cells: row.cells[..1].to_vec(),
        };
        assert_eq!(agreed_solutions(&all_skipped).unwrap(), None);
    }

    #[test]
    fn runs_that_disagree_are_an_error() {
        let mut answers = [92, 92, 91].into_iter();
        let unstable = |first, other| anyhow!("{first} then {other}");
        let error =
            time_runs(Runs::Exactly(3), || Ok(answers.next().unwrap()), unstable).unwrap_err();
        assert_eq!(error.to_string(), "92 then 91");
    }

    #[test]
    fn runs_are_counted_and_long_default_runs_not_repeated() {
        let mut calls = 0;
        let (solutions, _, runs) = time_runs(
            Runs::Exactly(5),
            || {
                calls += 1;
                Ok(2)
            },
            |_, _| unreachable!(),
        )
        .unwrap();
        assert_eq!((solutions, runs, calls), (2, 5, 5));

        let mut calls = 0;
        let (_, seconds, runs) = time_runs(
            Runs::Default,
            || {
                calls += 1;
                std::thread::sleep(std::time::Duration::from_millis(1_050));
                Ok(2)
            },
            |_, _| unreachable!(),
        )
        .unwrap();
        assert_eq!((runs, calls), (1, 1));
        assert!(seconds > LONG_RUN_SECONDS);
    }

    #[test]
    fn medians() {
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&mut [7.0]), 7.0);
    }

    #[test]
    fn durations_keep_three_figures() {
        assert_eq!(format_seconds(0.000_000_5), "0.50 µs");
        assert_eq!(format_seconds(0.000_012_34), "12.3 µs");
        assert_eq!(format_seconds(0.000_123_4), "123 µs");
        assert_eq!(format_seconds(0.001_5), "1.50 ms");
        assert_eq!(format_seconds(0.25), "250 ms");
        assert_eq!(format_seconds(31.4), "31.4 s");
    }

    #[test]
    fn limits_follow_the_flag_and_the_library() {
        let brute = Rung::Search(Method::Brute);
        assert_eq!(brute.limit(false), Some(BRUTE_LIMIT));
        assert_eq!(brute.limit(true), Method::Brute.max_n());
        assert_eq!(Rung::Search(Method::Marks).limit(true), None);
        assert_eq!(Rung::Symmetric.limit(false), None);
        // Each default limit is below N's, or it would never show.
        for rung in Rung::ALL {
            assert!(
                rung.limit(false).is_none_or(|limit| limit < MAX_N),
                "{rung:?}"
            );
        }
    }

    #[test]
    fn help_states_the_limits_in_force() {
        use crate::i18n::{Lang, message_in};
        for lang in Lang::ALL {
            let help = message_in(lang, "cmd-compare-after-help", None);
            for limit in [BRUTE_LIMIT, SLOW_LIMIT, BITMASK_LIMIT, MAX_N] {
                assert!(help.contains(&limit.to_string()), "{limit}: {help}");
            }
            let brute_max = Method::Brute.max_n().expect("brute force has a limit");
            assert!(help.contains(&format!("n = {brute_max}")), "{help}");
        }
    }

    #[test]
    fn columns_line_up_whatever_their_widths() {
        let lines = vec![
            vec!["9".to_string(), "—".to_string(), "8393".to_string()],
            vec!["10".to_string(), "—".to_string(), "35538".to_string()],
        ];
        assert_eq!(
            aligned(&["n", "brute", "marks"], &lines),
            "  n  brute  marks\n  9      —   8393\n 10      —  35538\n"
        );
    }
}
