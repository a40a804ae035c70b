//! A search's steps as `trace` prints them and `serve` sends them: in words
//! for reading, and as JSON records for programs.

use nqueens::{Line, Method, Square, Step, Trace, TraceStats};
use serde::Serialize;

use crate::output::json;
use crate::text;

/// A square as students read it: `a4 (0,0)`, the chess name beside the
/// row and column counted from 0; `(0,0)` alone on boards too wide for
/// letters. The same in every language, so it is written here.
fn square_name(square: Square, n: usize) -> String {
    match square.algebraic(n) {
        Some(name) => format!("{name} ({},{})", square.row, square.col),
        None => format!("({},{})", square.row, square.col),
    }
}

/// A step in words, in the current language, and the depth it is written
/// at: a queen placed at the depth it is placed from, the other steps at
/// the depth they leave.
pub fn step_text(trace: &Trace, step: Step) -> (usize, String) {
    let n = trace.n();
    let name = |square: Square| square_name(square, n);
    let depth = match step {
        Step::Place { square } => square.row,
        _ => trace.depth(),
    };
    let text = match step {
        Step::Try { square } => t!("step-try", square = name(square)),
        Step::Conflict {
            square,
            line,
            queen: None,
        } => t!(
            "step-conflict",
            square = name(square),
            line = text::line_words(line)
        ),
        Step::Conflict {
            square,
            line,
            queen: Some(queen),
        } => t!(
            "step-conflict-queen",
            square = name(square),
            line = text::line_words(line),
            queen = name(queen)
        ),
        Step::Place { square } => t!("step-place", square = name(square)),
        Step::Backtrack { square } => t!("step-backtrack", square = name(square)),
        Step::Solution { number } => {
            let columns: Vec<String> = trace.queens().iter().map(usize::to_string).collect();
            t!(
                "step-solution",
                number = number,
                columns = columns.join(" ")
            )
        }
    };
    (depth, text)
}

/// A square in JSON: `{"row": 0, "col": 3}`.
#[derive(Debug, Serialize)]
pub struct SquareRecord {
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
pub enum StepRecord<'a> {
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
    pub fn new(step: Step, queens: &'a [usize]) -> StepRecord<'a> {
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
pub fn line_record(line: Line) -> (&'static str, usize) {
    match line {
        Line::Row(index) => ("row", index),
        Line::Column(index) => ("column", index),
        Line::Diagonal(index) => ("diagonal", index),
        Line::AntiDiagonal(index) => ("anti-diagonal", index),
    }
}

#[derive(Debug, Serialize)]
pub struct Summary {
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

impl Summary {
    /// The summary of a trace of `board` (its size and method) that took
    /// `stats` steps, `finished` or stopped at its `limit`.
    pub fn new(
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
