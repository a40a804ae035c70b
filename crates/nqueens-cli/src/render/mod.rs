//! Writing results: solutions as they stream out of the search, counts, and
//! the verdicts of `verify`. The words come from [`crate::text`]; this module
//! decides layout and writes.

use std::io::{self, Write};

use nqueens::{Counts, Square};

use crate::config::{CountFormat, SolveFormat};
use crate::shard::{Shard, ShardRecord};
use crate::text;

pub mod board;
pub mod json;
pub mod png;
pub mod stream;
pub mod svg;

use board::BoardRenderer;
use json::{Columns, CountRecord, SolutionRecord};

/// Writes solutions one at a time in one format, so that nothing but the
/// current solution is ever held.
#[derive(Debug)]
pub struct SolutionPrinter<W: Write> {
    out: W,
    n: usize,
    layout: Layout,
}

/// A format with what it computes once per run, so that the hot loop only
/// copies strings.
#[derive(Debug)]
enum Layout {
    Board(BoardRenderer),
    /// Column numbers, already shifted for `--one-based`.
    List(Vec<String>),
    /// Every square's name in chess notation, row by row: at most 26 x 26.
    Algebraic {
        squares: Vec<String>,
    },
    Json {
        one_based: bool,
    },
}

/// How many solutions a run printed, for the line after the last board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub n: usize,
    pub found: u64,
    pub unique: bool,
    /// The boards are completions of a puzzle, not solutions from scratch.
    pub completions: bool,
    /// The limit, when the run stopped because it reached it.
    pub stopped_at_limit: Option<u64>,
}

impl<W: Write> SolutionPrinter<W> {
    pub fn new(out: W, n: usize, format: SolveFormat) -> SolutionPrinter<W> {
        let layout = match format {
            SolveFormat::Board(style) => Layout::Board(BoardRenderer::new(n, style)),
            SolveFormat::List { one_based } => {
                let first = usize::from(one_based);
                Layout::List((first..n + first).map(|col| col.to_string()).collect())
            }
            // The configuration allows this format only where every square
            // has a chess name, which `name` then gives.
            SolveFormat::Algebraic => Layout::Algebraic {
                squares: (0..n * n)
                    .map(|k| Square::new(k / n, k % n).name(n))
                    .collect(),
            },
            SolveFormat::Json { one_based } => Layout::Json { one_based },
            // `solve` hands this format to `commands::render` before any
            // printer is made.
            SolveFormat::Svg => unreachable!("SVG sheets are drawn whole, not streamed"),
        };
        SolutionPrinter { out, n, layout }
    }

    /// Draws `squares` as blocked on the boards (other formats show only
    /// the queens).
    pub fn mark_blocked(&mut self, squares: &[Square]) {
        if let Layout::Board(board) = &mut self.layout {
            board.mark_blocked(squares);
        }
    }

    /// Writes a run's only placement: a board without the header and
    /// summary that number many, other formats as the first of many.
    pub fn only(mut self, queens: &[usize]) -> io::Result<()> {
        match &mut self.layout {
            Layout::Board(board) => self.out.write_all(board.render(queens).as_bytes())?,
            _ => self.solution(1, queens)?,
        }
        self.out.flush()
    }

    /// Writes the solution numbered `index` (from 1).
    pub fn solution(&mut self, index: u64, queens: &[usize]) -> io::Result<()> {
        match &mut self.layout {
            Layout::Board(board) => {
                if index > 1 {
                    self.out.write_all(b"\n")?;
                }
                writeln!(self.out, "{}", text::solution_header(index))?;
                self.out.write_all(board.render(queens).as_bytes())
            }
            Layout::List(names) => {
                for (row, &col) in queens.iter().enumerate() {
                    if row > 0 {
                        self.out.write_all(b" ")?;
                    }
                    self.out.write_all(names[col].as_bytes())?;
                }
                self.out.write_all(b"\n")
            }
            Layout::Algebraic { squares } => {
                for (row, &col) in queens.iter().enumerate() {
                    if row > 0 {
                        self.out.write_all(b" ")?;
                    }
                    self.out.write_all(squares[row * self.n + col].as_bytes())?;
                }
                self.out.write_all(b"\n")
            }
            &mut Layout::Json { one_based } => {
                let record = SolutionRecord {
                    n: self.n,
                    index,
                    one_based,
                    queens: Columns {
                        queens,
                        first: usize::from(one_based),
                    },
                };
                json::write_line(&mut self.out, &record)
            }
        }
    }

    /// Closes the run: boards get a line saying how many were shown.
    pub fn finish(mut self, summary: Summary) -> io::Result<()> {
        if matches!(self.layout, Layout::Board(_)) && summary.found > 0 {
            writeln!(self.out)?;
            writeln!(self.out, "{}", text::solve_summary(summary))?;
        }
        self.out.flush()
    }
}

/// Writes the number of completions of `complete --count`: the bare
/// number, for scripts, or a JSON line.
pub fn completion_count<W: Write>(
    out: &mut W,
    n: usize,
    completions: u128,
    json: bool,
) -> io::Result<()> {
    if json {
        json::write_line(out, &json::CompletionCountRecord { n, completions })
    } else {
        writeln!(out, "{completions}")
    }
}

/// Writes the result of `count`.
pub fn counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    seconds: f64,
    format: CountFormat,
) -> io::Result<()> {
    whole_counts(out, counts, seconds, &text::count_time(seconds), format)
}

/// A whole count, text or JSON, with `time_line` as its last text line.
fn whole_counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    seconds: f64,
    time_line: &str,
    format: CountFormat,
) -> io::Result<()> {
    match format {
        CountFormat::Text => {
            writeln!(out, "{}", text::count_total(counts.n, counts.total))?;
            writeln!(out, "{}", text::count_unique(counts.unique))?;
            writeln!(out, "{time_line}")
        }
        CountFormat::Json => {
            let record = CountRecord {
                n: counts.n,
                total: counts.total,
                unique: counts.unique,
                // Milliseconds are all a single timing can tell.
                seconds: (seconds * 1000.0).round() / 1000.0,
            };
            json::write_line(out, &record)
        }
    }
}

/// Writes the result of `count --shard`: in text, plainly marked as a part;
/// in JSON, the record that `merge` reads.
pub fn shard_counts<W: Write>(
    out: &mut W,
    record: &ShardRecord,
    all_subproblems: usize,
    format: CountFormat,
) -> io::Result<()> {
    match format {
        CountFormat::Text => {
            let shard = Shard {
                index: record.shard,
                count: record.shards,
            };
            let heading = text::shard_heading(record.n, shard, record.subproblems, all_subproblems);
            writeln!(out, "{heading}")?;
            writeln!(out, "{}", text::shard_total(record.total))?;
            writeln!(out, "{}", text::shard_unique(record.unique))?;
            writeln!(out, "{}", text::count_time(record.seconds))
        }
        CountFormat::Json => json::write_line(out, record),
    }
}

/// Writes the result of `merge`: as `count` writes a whole count, with the
/// shards' times added up.
pub fn merged_counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    seconds: f64,
    shards: usize,
    format: CountFormat,
) -> io::Result<()> {
    whole_counts(
        out,
        counts,
        seconds,
        &text::merged_time(seconds, shards),
        format,
    )
}
