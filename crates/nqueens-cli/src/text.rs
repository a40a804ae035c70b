//! Every word the user reads: help, labels, messages. Kept together so that
//! the tool can be translated in one place.
//!
//! `verify` reads back what `solve` prints. It recognises headers and the
//! summary by shape, not by their words: a header is words, a number and a
//! colon (`Solution 3:`), a summary a number, words and a colon (`8 queens:
//! 92 solutions.`). A translation must keep those shapes.

use std::fmt;

use crate::config::{ConfigError, Quantity, Source};
use crate::estimate::{Estimate, Magnitude};
use crate::input::{BaseHint, InputError, LineProblem};
use crate::render::Summary;

// Help.

pub const ABOUT: &str = "Solve, count and check n-queens placements: n queens on an n x n board, \
                         no two of them attacking each other.";
pub const AFTER_HELP: &str = "Exit status: 0 on success, 1 when there is no solution or a \
                              placement is not a solution, 2 on an error.";
pub const SOLVE_ABOUT: &str = "List the solutions for an N x N board as they are found";
pub const COUNT_ABOUT: &str = "Count the solutions for an N x N board without listing them";
pub const VERIFY_ABOUT: &str = "Check placements read from a file or standard input, in any format \
                                that solve writes";

pub const HELP_N: &str = "The board size: N queens on an N x N board";
pub const HELP_METHOD: &str =
    "How to search; every method finds the same solutions in the same order";
pub const HELP_METHOD_BITMASK: &str = "backtracking over bit masks (the fastest)";
pub const HELP_METHOD_MARKS: &str = "backtracking with marker arrays for columns and diagonals";
pub const HELP_METHOD_PAIRWISE: &str =
    "backtracking that tests each square against every queen placed";
pub const HELP_METHOD_STACK: &str = "backtracking with an explicit stack instead of recursion";
pub const HELP_METHOD_BRUTE: &str = "every one of the N^N column sequences (N up to 9)";
pub const HELP_SOLVE_FORMAT: &str =
    "How to print solutions [default: board up to N = 32, list above]";
pub const HELP_FORMAT_BOARD: &str = "a grid with rank and file labels, then a summary line";
pub const HELP_FORMAT_LIST: &str = "one line per solution: the column of each row's queen";
pub const HELP_FORMAT_ALGEBRAIC: &str = "one line per solution in chess notation (N up to 26)";
pub const HELP_FORMAT_JSON: &str = "one JSON object per line";
pub const HELP_UNIQUE_SOLVE: &str =
    "Only one solution of each class under rotations and reflections";
pub const HELP_LIMIT: &str = "Stop after K solutions";
pub const HELP_ONE_BASED_SOLVE: &str = "Count columns from 1 in list and json output";
pub const HELP_UNICODE: &str = "Draw a checkered board with ♛ for the queens";
pub const HELP_UNIQUE_COUNT: &str = "Count the classes under rotations and reflections too (they are \
                                     always shown: they come from the same search)";
pub const HELP_COUNT_FORMAT: &str = "How to print the counts";
pub const HELP_COUNT_FORMAT_TEXT: &str = "one count per line, then the time taken";
pub const HELP_COUNT_FORMAT_JSON: &str = "one JSON object";
pub const HELP_VERIFY_FILE: &str = "The file to read; standard input when absent or -";
pub const HELP_ONE_BASED_VERIFY: &str = "Read lists of columns as counted from 1";

// Prefixes of the lines on standard error.

pub const ERROR_PREFIX: &str = "nqueens: error: ";
pub const WARNING_PREFIX: &str = "nqueens: warning: ";

/// A usage error from the argument parser, pointing at the help that
/// explains the command.
pub fn usage_error(problem: &str, subcommand: Option<&str>) -> String {
    match subcommand {
        Some(name) => format!("{problem} (see nqueens {name} --help)"),
        None => format!("{problem} (see nqueens --help)"),
    }
}

pub const MISSING_COMMAND: &str = "a command is required: solve, count or verify";

pub fn did_you_mean(problem: &str, suggested: &str) -> String {
    format!("{problem}; did you mean {suggested}?")
}

pub const SEARCH_THREAD_FAILED: &str = "could not start the search";
pub const SEARCH_THREAD_DIED: &str = "the search stopped unexpectedly";

pub fn cannot_read(path: &std::path::Path) -> String {
    format!("cannot read {}", path.display())
}

pub fn source_name(source: &Source) -> String {
    match source {
        Source::Stdin => "standard input".to_string(),
        Source::File(path) => path.display().to_string(),
    }
}

// solve

pub fn solution_header(index: u64) -> String {
    format!("Solution {index}:")
}

pub fn no_solution(n: usize) -> String {
    format!(
        "no solution: there is no way to place {n} queens on a {n} x {n} board \
         without two of them attacking each other"
    )
}

pub fn solve_summary(summary: Summary) -> String {
    let Summary {
        n,
        found,
        unique,
        stopped_at_limit,
    } = summary;
    let queens = if n == 1 { "queen" } else { "queens" };
    let kind = if unique { "unique " } else { "" };
    let solutions = if found == 1 { "solution" } else { "solutions" };
    match stopped_at_limit {
        Some(limit) => format!("{n} {queens}: first {found} {kind}{solutions} (--limit {limit})."),
        None => format!("{n} {queens}: {found} {kind}{solutions}."),
    }
}

pub fn listing_warning(estimate: &Estimate) -> String {
    format!(
        "the {n} x {n} board has {solutions} solutions; listing them all would take {time} \
         (add --limit K to stop early)",
        n = estimate.n,
        solutions = magnitude(estimate.solutions),
        time = rough_duration(estimate.seconds),
    )
}

// count

pub fn count_total(n: usize, total: u128) -> String {
    format!("Q({n}) = {total}")
}

pub fn count_unique(unique: u128) -> String {
    format!("unique: {unique}")
}

pub fn count_time(seconds: f64) -> String {
    format!("time: {seconds:.3} s")
}

pub fn counting_warning(estimate: &Estimate) -> String {
    format!(
        "the {n} x {n} board has {solutions} solutions; counting them would take {time}",
        n = estimate.n,
        solutions = magnitude(estimate.solutions),
        time = rough_duration(estimate.seconds),
    )
}

fn magnitude(magnitude: Magnitude) -> String {
    let Magnitude { mantissa, exponent } = magnitude;
    format!("about {mantissa} x 10^{exponent}")
}

fn rough_duration(seconds: f64) -> &'static str {
    const HOUR: f64 = 3600.0;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.0 * DAY;
    match seconds {
        s if s < 2.0 * HOUR => "about an hour",
        s if s < DAY => "hours",
        s if s < 30.0 * DAY => "days",
        s if s < YEAR => "months",
        s if s < 100.0 * YEAR => "years",
        _ => "longer than a lifetime",
    }
}

// verify

/// One placement's verdict: its number, its board and what is wrong with
/// it, if anything (`problems` already worded by [`verify_problems`]).
pub fn verdict(index: u64, n: usize, problems: &[String]) -> String {
    if problems.is_empty() {
        format!("{index}: {n} x {n} board, a solution")
    } else {
        format!(
            "{index}: {n} x {n} board, not a solution: {}",
            problems.join("; ")
        )
    }
}

/// What keeps a placement from being a solution, in words.
pub fn verify_problems(
    n: usize,
    queen_count: usize,
    empty_rows: &[usize],
    conflicts: &[nqueens::Conflict],
) -> Vec<String> {
    let mut problems = Vec::new();
    if queen_count != n {
        let queens = if queen_count == 1 { "queen" } else { "queens" };
        problems.push(format!("{queen_count} {queens} instead of {n}"));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(format!("no queen on {}", rows.join(", ")));
    }
    for conflict in conflicts {
        let line = match conflict.line {
            nqueens::Line::Row(_) => "a row",
            nqueens::Line::Column(_) => "a column",
            nqueens::Line::Diagonal(_) | nqueens::Line::AntiDiagonal(_) => "a diagonal",
        };
        problems.push(format!(
            "{} and {} share {line}",
            conflict.first.name(n),
            conflict.second.name(n)
        ));
    }
    problems
}

/// A row as chess names it (`rank 5`) where the board has letters for its
/// files, by its index otherwise.
fn row_name(n: usize, row: usize) -> String {
    if n <= nqueens::board::MAX_ALGEBRAIC_N {
        format!("rank {}", n - row)
    } else {
        format!("row {row}")
    }
}

pub fn verify_summary(placements: u64, solutions: u64) -> String {
    match (placements, solutions) {
        (1, 1) => "1 placement: a solution.".to_string(),
        (1, _) => "1 placement: not a solution.".to_string(),
        (all, solutions) if solutions == all => format!("{all} placements: all solutions."),
        (all, 0) => format!("{all} placements: no solutions."),
        (all, 1) => format!("{all} placements: 1 solution, {} not.", all - 1),
        (all, solutions) => format!(
            "{all} placements: {solutions} solutions, {} not.",
            all - solutions
        ),
    }
}

/// What `verify` reads, for messages about input it cannot.
const ACCEPTED_INPUT: &str = "expected a board (rows of Q and . cells), a list of columns such as \
                              1 3 0 2, chess squares such as b4 d3 a2 c1, or a JSON line as \
                              nqueens solve --format json writes it";

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NoPlacements => write!(f, "no placements in the input; {ACCEPTED_INPUT}"),
            InputError::Line { line, problem } => write!(f, "line {line}: {problem}"),
        }
    }
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::NotUtf8 => write!(f, "not UTF-8 text"),
            LineProblem::Unreadable { token } => {
                write!(f, "cannot read {token:?}; {ACCEPTED_INPUT}")
            }
            LineProblem::MixedNumbersAndSquares => write!(
                f,
                "mixes column numbers and squares; write a placement either as numbers \
                 (1 3 0 2) or as squares (b4 d3 a2 c1)"
            ),
            LineProblem::RaggedRow { cells, rows } => write!(
                f,
                "a board row of {cells} squares on a board of {rows} rows; \
                 a board has as many squares in each row as it has rows"
            ),
            LineProblem::RaggedUnicodeRow { width } => write!(
                f,
                "a board row {width} characters wide between its │ sides, \
                 not a multiple of 3 (each square is 3 characters wide)"
            ),
            LineProblem::ColumnOutOfRange {
                column,
                n,
                one_based,
                hint,
            } => {
                let (first, last) = if *one_based { (1, *n) } else { (0, n - 1) };
                write!(
                    f,
                    "column {column} is outside the {n} x {n} board, whose columns run \
                     from {first} to {last}"
                )?;
                match hint {
                    Some(BaseHint::AddOneBased) => {
                        write!(f, "; if the columns count from 1, add --one-based")
                    }
                    Some(BaseHint::DropOneBased) => {
                        write!(f, "; if the columns count from 0, leave out --one-based")
                    }
                    None => Ok(()),
                }
            }
            LineProblem::BadSquare(err) => write!(f, "{err}"),
            LineProblem::RepeatedSquare { square } => {
                write!(f, "the square {square} is named twice")
            }
            LineProblem::Json { message } => {
                write!(
                    f,
                    "not a placement as solve --format json writes it: {message}"
                )
            }
            LineProblem::JsonEmptyBoard => write!(f, "\"n\" is 0; a board has at least 1 row"),
            LineProblem::JsonLength { n, columns } => {
                write!(f, "\"n\" is {n} but \"queens\" holds {columns} columns")
            }
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NotANumber { quantity, text } => {
                write!(
                    f,
                    "{} must be a whole number, not {text:?}",
                    quantity_name(*quantity)
                )
            }
            ConfigError::BelowOne { quantity, text } => {
                write!(
                    f,
                    "{} must be at least 1, not {text}",
                    quantity_name(*quantity)
                )
            }
            ConfigError::TooLarge {
                quantity,
                text,
                max,
            } => write!(
                f,
                "{} must be at most {max}, not {text}",
                quantity_name(*quantity)
            ),
            ConfigError::AlgebraicTooLarge { n } => write!(
                f,
                "chess notation has letters for 26 files, so --format algebraic works up to \
                 N = 26, not {n}; use --format list or json"
            ),
            ConfigError::UnicodeNeedsBoard { format } => write!(
                f,
                "--unicode draws a board, so it does not go with --format {format}"
            ),
            ConfigError::OneBasedNeedsColumns { format } => write!(
                f,
                "--one-based numbers the columns of list and json output, not of --format {format}"
            ),
        }
    }
}

fn quantity_name(quantity: Quantity) -> &'static str {
    match quantity {
        Quantity::BoardSize => "the board size N",
        Quantity::Limit => "--limit",
    }
}
