//! `nqueens trace`: every step of a search, printed as the search takes it,
//! as indented text for reading or JSON lines for programs.
//!
//! Steps are written as they come through one buffered writer, so a trace
//! of billions of steps streams in constant memory and stops quietly when
//! the reader goes away.

use std::io::{self, BufWriter, Write};
use std::time::Instant;

use nqueens::{Line, Square, Step, Trace, TraceStats};
use serde::Serialize;

use nqueens::Method;

use super::{OUTPUT_BUFFER_BYTES, Outcome};
use crate::output::TextOrJson as Format;
use crate::output::json::{self, write_line};
use crate::text;
use crate::values::{self, QueensMethod};

/// Spaces of indentation for each queen standing.
const INDENT: usize = 2;

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    /// Marks by default: the lessons' method, whose steps say which line
    /// blocks each square.
    #[arg(short, long, value_enum, default_value = "marks")]
    pub method: QueensMethod,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(short, long, value_name = "STEPS")]
    pub limit: Option<String>,
}

/// `trace`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    method: Method,
    format: Format,
    /// Stop after this many steps.
    limit: Option<u64>,
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let method = args.method.0;
        Ok(Config {
            n: values::search_size(method, &args.n)?,
            method,
            format: args.format,
            limit: args.limit.as_deref().map(values::limit).transpose()?,
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = &Config::from_args(args)?;
    let started = Instant::now();
    let mut trace = Trace::new(config.n, config.method)?;
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());

    let mut taken = 0u64;
    let ended = loop {
        if config.limit == Some(taken) {
            // A trace that ends exactly at the limit is finished all the
            // same; one step more tells which.
            let stats = trace.stats();
            let finished = trace.next().is_none();
            break Ended { stats, finished };
        }
        let Some(step) = trace.next() else {
            break Ended {
                stats: trace.stats(),
                finished: true,
            };
        };
        taken += 1;
        match config.format {
            Format::Text => write_text_step(&mut out, &trace, step)?,
            Format::Json => write_line(&mut out, &StepRecord::new(step, trace.queens()))?,
        }
    };

    let seconds = started.elapsed().as_secs_f64();
    match config.format {
        Format::Text => write_text_summary(&mut out, config, ended, seconds)?,
        Format::Json => write_line(
            &mut out,
            &SummaryRecord::new(config, ended.stats, ended.finished, seconds),
        )?,
    }
    out.flush()?;

    if ended.finished && ended.stats.solutions == 0 {
        return Ok(Outcome::Failure);
    }
    Ok(Outcome::Success)
}

/// How the trace ended: what it had emitted, and whether the search was
/// over or the limit stopped it.
#[derive(Clone, Copy, Debug)]
struct Ended {
    stats: TraceStats,
    finished: bool,
}

/// A square as students read it: `a4 (0,0)`, the chess name beside the
/// row and column counted from 0; `(0,0)` alone on boards too wide for
/// letters. The same in every language, so it is written here.
fn square_name(square: Square, n: usize) -> String {
    match square.algebraic(n) {
        Some(name) => format!("{name} ({},{})", square.row, square.col),
        None => format!("({},{})", square.row, square.col),
    }
}

/// One step on one line, indented by the queens standing while it is
/// taken.
fn write_text_step<W: Write>(out: &mut W, trace: &Trace, step: Step) -> io::Result<()> {
    let (depth, text) = step_text(trace, step);
    writeln!(out, "{:width$}{text}", "", width = depth * INDENT)
}

/// A step in words, in the current language, and the depth it is written
/// at: a queen placed at the depth it is placed from, the other steps at
/// the depth they leave.
pub(crate) fn step_text(trace: &Trace, step: Step) -> (usize, String) {
    let n = trace.n();
    let name = |square: Square| square_name(square, n);
    let depth = match step {
        Step::Place { square } => square.row,
        _ => trace.depth(),
    };
    let text = match step {
        Step::Try { square } => t!("trace-try", square = name(square)),
        Step::Conflict {
            square,
            line,
            queen: None,
        } => t!(
            "trace-conflict",
            square = name(square),
            line = text::line_words(line)
        ),
        Step::Conflict {
            square,
            line,
            queen: Some(queen),
        } => t!(
            "trace-conflict-queen",
            square = name(square),
            line = text::line_words(line),
            queen = name(queen)
        ),
        Step::Place { square } => t!("trace-place", square = name(square)),
        Step::Backtrack { square } => t!("trace-backtrack", square = name(square)),
        Step::Solution { number } => {
            let columns: Vec<String> = trace.queens().iter().map(usize::to_string).collect();
            t!(
                "trace-solution",
                number = number,
                columns = columns.join(" ")
            )
        }
    };
    (depth, text)
}

fn write_text_summary<W: Write>(
    out: &mut W,
    config: &Config,
    ended: Ended,
    seconds: f64,
) -> io::Result<()> {
    let stats = ended.stats;
    writeln!(out)?;
    if !ended.finished {
        let limit = config.limit.unwrap_or(stats.steps);
        writeln!(out, "{}", t!("trace-stopped", limit = limit))?;
    }
    writeln!(out, "{}", t!("trace-steps", count = stats.steps))?;
    writeln!(out, "{}", t!("trace-nodes", count = stats.nodes))?;
    writeln!(out, "{}", t!("trace-conflicts", count = stats.conflicts))?;
    writeln!(out, "{}", t!("trace-solutions", count = stats.solutions))?;
    writeln!(
        out,
        "{}",
        t!("trace-time", seconds = format!("{seconds:.3}"))
    )
}

/// A square in JSON: `{"row": 0, "col": 3}`.
#[derive(Debug, Serialize)]
pub(crate) struct SquareRecord {
    row: usize,
    col: usize,
}

impl From<Square> for SquareRecord {
    fn from(square: Square) -> SquareRecord {
        SquareRecord {
            row: square.row,
            col: square.col,
        }
    }
}

/// One line of `trace --format json`: `{"step": "try", "row": 0, "col":
/// 1}`, with the line and the queen for a conflict and the columns for a
/// solution.
#[derive(Debug, Serialize)]
#[serde(tag = "step", rename_all = "lowercase")]
pub(crate) enum StepRecord<'a> {
    Try {
        row: usize,
        col: usize,
    },
    Conflict {
        row: usize,
        col: usize,
        /// `column`, `diagonal` (i+j) or `anti-diagonal` (i-j+n).
        line: &'static str,
        index: usize,
        /// `null` when the method does not know whose line it is.
        queen: Option<SquareRecord>,
    },
    Place {
        row: usize,
        col: usize,
    },
    Backtrack {
        row: usize,
        col: usize,
    },
    Solution {
        number: u64,
        queens: &'a [usize],
    },
}

impl<'a> StepRecord<'a> {
    pub(crate) fn new(step: Step, queens: &'a [usize]) -> StepRecord<'a> {
        match step {
            Step::Try { square } => StepRecord::Try {
                row: square.row,
                col: square.col,
            },
            Step::Conflict {
                square,
                line,
                queen,
            } => {
                let (line, index) = line_record(line);
                StepRecord::Conflict {
                    row: square.row,
                    col: square.col,
                    line,
                    index,
                    queen: queen.map(SquareRecord::from),
                }
            }
            Step::Place { square } => StepRecord::Place {
                row: square.row,
                col: square.col,
            },
            Step::Backtrack { square } => StepRecord::Backtrack {
                row: square.row,
                col: square.col,
            },
            Step::Solution { number } => StepRecord::Solution { number, queens },
        }
    }
}

/// A line as JSON names it (`row`, `column`, `diagonal` for i+j,
/// `anti-diagonal` for i-j+n), with its number.
pub(crate) fn line_record(line: Line) -> (&'static str, usize) {
    match line {
        Line::Row(index) => ("row", index),
        Line::Column(index) => ("column", index),
        Line::Diagonal(index) => ("diagonal", index),
        Line::AntiDiagonal(index) => ("anti-diagonal", index),
    }
}

/// The last line of `trace --format json`: `{"summary": {...}}`.
#[derive(Debug, Serialize)]
struct SummaryRecord {
    summary: Summary,
}

#[derive(Debug, Serialize)]
pub(crate) struct Summary {
    n: usize,
    method: &'static str,
    steps: u64,
    nodes: u64,
    conflicts: u64,
    solutions: u64,
    /// False when `--limit` stopped the trace before the search was over.
    finished: bool,
    limit: Option<u64>,
    seconds: f64,
}

impl SummaryRecord {
    fn new(config: &Config, stats: TraceStats, finished: bool, seconds: f64) -> SummaryRecord {
        SummaryRecord {
            summary: Summary::new(
                (config.n, config.method),
                stats,
                (finished, config.limit),
                seconds,
            ),
        }
    }
}

impl Summary {
    /// The summary of a trace of `board` (its size and method) that took
    /// `stats` steps, `finished` or stopped at its `limit`.
    pub(crate) fn new(
        (n, method): (usize, Method),
        stats: TraceStats,
        (finished, limit): (bool, Option<u64>),
        seconds: f64,
    ) -> Summary {
        Summary {
            n,
            method: method.name(),
            steps: stats.steps,
            nodes: stats.nodes,
            conflicts: stats.conflicts,
            solutions: stats.solutions,
            finished,
            limit,
            seconds: json::seconds(seconds),
        }
    }
}
