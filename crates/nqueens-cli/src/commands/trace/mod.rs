//! `nqueens trace`: every step of a search, printed as the search takes it,
//! as indented text for reading or JSON lines for programs.
//!
//! Steps are written as they come through one buffered writer, so a trace
//! of billions of steps streams in constant memory and stops quietly when
//! the reader goes away.

use std::io::{self, BufWriter, Write};
use std::time::Instant;

use nqueens::lesson::{Algorithm, Listing};
use nqueens::{Method, Step, Trace, TraceStats};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{OUTPUT_BUFFER_BYTES, Outcome};
use crate::i18n::help::Choice;
use crate::output::TextOrJson as Format;
use crate::output::code::{self as programs, CodeLanguage};
use crate::output::json::write_line;
use crate::output::steps::{StepRecord, Summary, step_text};
use crate::values::{self, QueensMethod};

/// Spaces of indentation for each queen standing.
const INDENT: usize = 2;

/// `nqueens trace`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "trace",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<crate::values::QueensMethod>(),
        Choice::of::<Format>(),
        Choice::of::<CodeLanguage>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    /// Marks by default: the lessons' method, whose steps say which line
    /// blocks each square; with `--code`, the program's own method.
    #[arg(short, long, value_enum)]
    pub method: Option<QueensMethod>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(short, long, value_name = "STEPS")]
    pub limit: Option<String>,

    #[arg(short, long, value_enum, value_name = "LANG")]
    pub code: Option<CodeLanguage>,
}

/// `trace`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    method: Method,
    format: Format,
    /// Stop after this many steps.
    limit: Option<u64>,
    /// The lessons' program whose lines each step is shown with.
    code: Option<&'static nqueens::lesson::Program>,
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let asked = args.method.map(|method| method.0);
        let code = args
            .code
            .map(|language| programs::program(language.0, asked.map(Algorithm::Queens)))
            .transpose()?;
        let method = match code.map(|program| program.algorithm()) {
            Some(Algorithm::Queens(method)) => method,
            _ => asked.unwrap_or(Method::Marks),
        };
        Ok(Config {
            n: values::search_size(method, &args.n)?,
            method,
            format: args.format,
            limit: args.limit.as_deref().map(values::limit).transpose()?,
            code,
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = &Config::from_args(args)?;
    let started = Instant::now();
    let mut trace = Trace::new(config.n, config.method)?;
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
    let code = config.code.map(|program| {
        let listing = program.listing(programs::comments());
        if config.format == Format::Text {
            write_code_header(&mut out, program, &listing)
        } else {
            Ok(())
        }
        .map(|()| CodeColumn::new(listing))
    });
    let code = code.transpose()?;

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
        match (config.format, &code) {
            (Format::Text, None) => write_text_step(&mut out, &trace, step)?,
            (Format::Text, Some(code)) => code.write_step(&mut out, &trace, step)?,
            (Format::Json, None) => write_line(&mut out, &StepRecord::new(step, trace.queens()))?,
            (Format::Json, Some(code)) => write_line(
                &mut out,
                &CodeStepRecord {
                    step: StepRecord::new(step, trace.queens()),
                    code_line: code.listing.line_of_step(&step),
                },
            )?,
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

/// One step on one line, indented by the queens standing while it is
/// taken.
fn write_text_step<W: Write>(out: &mut W, trace: &Trace, step: Step) -> io::Result<()> {
    let (depth, text) = step_text(trace, step);
    writeln!(out, "{:width$}{text}", "", width = depth * INDENT)
}

/// A step of `--format json --code`: the step's record and the number of
/// its program line (`line` already names a conflict's board line).
#[derive(Debug, Serialize)]
struct CodeStepRecord<'a> {
    #[serde(flatten)]
    step: StepRecord<'a>,
    code_line: Option<usize>,
}

/// The program named by `--code`, before the steps: its file and, for
/// Python, how its numbering turns the trace's.
fn write_code_header<W: Write>(
    out: &mut W,
    program: &nqueens::lesson::Program,
    listing: &Listing,
) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        t!(
            "trace-code-program",
            file = program.file_name(),
            method = program.algorithm().name(),
            lines = listing.lines().len()
        )
    )?;
    if let Some(note) = programs::convention_note(program) {
        writeln!(out, "{note}")?;
    }
    writeln!(out)
}

/// Each step beside its line of the program: the line's number and text
/// in a column as wide as the longest line a step stands on, then the
/// step indented by depth.
struct CodeColumn {
    listing: Listing,
    width: usize,
}

impl CodeColumn {
    fn new(listing: Listing) -> CodeColumn {
        let width = listing
            .anchors()
            .iter()
            .filter_map(|&(_, line)| listing.line(line))
            .map(|text| text.chars().count())
            .max()
            .unwrap_or(0);
        CodeColumn { listing, width }
    }

    fn write_step<W: Write>(&self, out: &mut W, trace: &Trace, step: Step) -> io::Result<()> {
        let (depth, text) = step_text(trace, step);
        let line = self.listing.line_of_step(&step);
        let code = line.and_then(|line| self.listing.line(line)).unwrap_or("");
        let number = line.map_or_else(String::new, |line| line.to_string());
        let indent = depth * INDENT;
        let line = format!(
            "{number:>3}  {code:<width$}  {:indent$}{text}",
            "",
            width = self.width
        );
        writeln!(out, "{}", line.trim_end())
    }
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

/// The last line of `trace --format json`: `{"summary": {...}}`.
#[derive(Debug, Serialize)]
struct SummaryRecord {
    summary: Summary,
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
