//! Every word the user reads: help, labels, messages. Kept together so that
//! the tool can be translated in one place.
//!
//! `verify` reads back what `solve` prints. It recognises headers and the
//! summary by shape, not by their words: a header is words, a number and a
//! colon (`Solution 3:`), a summary a number, words and a colon (`8 queens:
//! 92 solutions.`). A translation must keep those shapes.

use std::fmt;
use std::path::Path;

use crate::checkpoint::CheckpointError;
use crate::commands::{CheckFailure, CompleteError, MergeError, SharedLine};
use crate::config::{ConfigError, Quantity, Source};
use crate::estimate::{Estimate, Magnitude};
use crate::input::{BaseHint, InputError, LineProblem};
use crate::render::Summary;
use crate::shard::Shard;

// Help.

pub const ABOUT: &str = "Solve, count, find, complete and check n-queens placements: n queens on \
                         an n x n board, no two of them attacking each other.";
pub const AFTER_HELP: &str = "Exit status: 0 on success, 1 when there is no solution or \
                              completion or a placement is not a solution, 2 on an error, 130 \
                              when Ctrl-C stops a count after saving its checkpoint.";
pub const SOLVE_ABOUT: &str = "List the solutions for an N x N board as they are found";
pub const COUNT_ABOUT: &str = "Count the solutions for an N x N board without listing them";
pub const MERGE_ABOUT: &str =
    "Add up the shards of a count, as count --shard I/K --format json prints them";
pub const VERIFY_ABOUT: &str = "Check placements read from a file or standard input, in any format \
                                that solve writes";

pub const FIND_ABOUT: &str =
    "One solution for a board of any size: constructed, or found by a seeded random search";
pub const FIND_AFTER_HELP: &str = "The list format prints one line per row, the column of row 0's \
                                   queen first, so that a board of a billion rows streams out in \
                                   constant memory; nqueens verify reads the json format back.\n\n\
                                   Exit status: 0 on success, 1 when there is no solution (N = 2 \
                                   or 3), 2 on an error.";
pub const COMPLETE_ABOUT: &str = "Complete a board that has some queens placed and some squares \
                                  blocked";
pub const COMPLETE_AFTER_HELP: &str = "The board comes from a grid, from --n with --queens and \
                                       --blocked, or from both. A grid has one line per row: Q \
                                       for a queen, . for a free square, x for a blocked one, as \
                                       the board format prints it (rank and file labels may \
                                       stay; lines starting with # are comments). Without FILE \
                                       and --n the grid is read from standard input.\n\n\
                                       Squares are written in chess notation (d8, for N up to 26) \
                                       or as row,col counted from 0, row 0 at the top (0,3). \
                                       Separate squares in chess notation with commas (--queens \
                                       d8,g6), row,col squares with semicolons or spaces (--queens \
                                       '0,3;2,6'), or repeat the flag.\n\n\
                                       Exit status: 0 on success, 1 when there is no completion, \
                                       2 on an error, such as queens given that attack each other \
                                       or stand on a blocked square.";

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
pub const HELP_N_COUNT: &str = "The board size: N queens on an N x N board (with --resume, taken \
                                from the checkpoint when left out)";
pub const HELP_THREADS: &str = "Count on T threads [default: one per core]";
pub const HELP_QUIET: &str = "Show no progress bar and no warning of a long count (the bar shows \
                              only when standard error is a terminal; errors and failed saves are \
                              always reported)";
pub const HELP_CHECKPOINT: &str = "Save the subproblems done to FILE every few seconds, at the \
                                   end and on Ctrl-C, which stops the count; continue it with \
                                   --resume FILE";
pub const HELP_RESUME: &str = "Continue the count saved in FILE by --checkpoint, saving into \
                               FILE again; N and --shard may be left out, and must match the \
                               checkpoint when given";
pub const HELP_SAVE_EVERY: &str = "Save the checkpoint every SECONDS seconds [default: 5]";
pub const HELP_SHARD: &str = "Count only slice I of K (0 <= I < K): the subproblems whose number \
                              leaves remainder I when divided by K; add up the K slices' \
                              --format json output with nqueens merge";
pub const COUNT_AFTER_HELP: &str = "The count is split into numbered subproblems, fixed for each \
                                    N, which the threads share out, a checkpoint records and \
                                    --shard deals out to separate processes or machines.\n\n\
                                    Exit status: 0 on success, 1 when there is no solution (never \
                                    for a shard, which is only a part of the count), 2 on an \
                                    error, 130 when Ctrl-C stops a count after saving its \
                                    checkpoint.";
pub const HELP_MERGE_FILES: &str = "The shards' results, each as count --shard I/K --format json \
                                    prints it, one or more to a file (- for standard input); \
                                    every shard of the count exactly once";
pub const MERGE_AFTER_HELP: &str = "Exit status: 0 on success, 1 when there is no solution, 2 \
                                    when a shard is missing, repeated, damaged or from another \
                                    count.";
pub const HELP_COUNT_FORMAT_TEXT: &str = "one count per line, then the time taken";
pub const HELP_COUNT_FORMAT_JSON: &str = "one JSON object";
pub const HELP_FIND_METHOD: &str = "How to find the solution";
pub const HELP_FIND_METHOD_CONSTRUCT: &str =
    "the classical explicit construction: at once, in constant memory, for any N";
pub const HELP_FIND_METHOD_RANDOM: &str = "a random solution by local search, the same for the same \
                                           --seed (about 5 bytes of memory a row)";
pub const HELP_SEED: &str = "The seed of --method random: the same seed gives the same solution \
                             on every machine [default: 0]";
pub const HELP_FIND_FORMAT: &str =
    "How to print the solution [default: board up to N = 32, list above]";
pub const HELP_FORMAT_BOARD_ONE: &str = "a grid with rank and file labels (N up to 100)";
pub const HELP_FORMAT_COLUMN_LINES: &str = "one line per row: the column of its queen";
pub const HELP_FORMAT_JSON_ONE: &str = "one JSON object, as solve --format json writes it";
pub const HELP_CHECK: &str = "Check the solution in O(N) time before printing it (for the \
                              construction, in a first pass that needs 5 bits of memory a row)";
pub const HELP_STATS: &str = "Show what --method random did on standard error: steps, swaps, \
                              restarts and time";
pub const HELP_COMPLETE_FILE: &str = "The grid to complete; - for standard input, which is also read when neither FILE nor --n \
     is given";
pub const HELP_COMPLETE_N: &str =
    "The board size where no grid gives it (a grid given too must be this size)";
pub const HELP_QUEENS: &str = "Queens already placed, such as d8,g6 or '0,3;2,6' (repeatable)";
pub const HELP_BLOCKED: &str = "Squares no queen may use, written as for --queens (repeatable)";
pub const HELP_ALL: &str = "Every completion, numbered as solve numbers solutions";
pub const HELP_COUNT_COMPLETIONS: &str =
    "Only the number of completions (a JSON object with --format json)";
pub const HELP_COMPLETE_FORMAT: &str =
    "How to print completions [default: board up to N = 32, list above]";
pub const HELP_FORMAT_BOARD_MARKED: &str =
    "a grid with rank and file labels and x on the blocked squares (N up to 100)";
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

pub const MISSING_COMMAND: &str =
    "a command is required: solve, count, find, complete, merge or verify";

pub fn did_you_mean(problem: &str, suggested: &str) -> String {
    format!("{problem}; did you mean {suggested}?")
}

pub const SEARCH_THREAD_FAILED: &str = "could not start the search";
pub const SEARCH_THREAD_DIED: &str = "the search stopped unexpectedly";

pub fn cannot_read(path: &std::path::Path) -> String {
    format!("cannot read {}", path.display())
}

/// A place in a file, as compilers write it.
pub fn line_of(file: &str, line: usize) -> String {
    format!("{file}:{line}")
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
        completions,
        stopped_at_limit,
    } = summary;
    let queens = if n == 1 { "queen" } else { "queens" };
    let kind = if unique { "unique " } else { "" };
    let solutions = match (completions, found == 1) {
        (false, true) => "solution",
        (false, false) => "solutions",
        (true, true) => "completion",
        (true, false) => "completions",
    };
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

// find

/// The line of `find --stats`.
pub fn search_stats(stats: &nqueens::SearchStats, seconds: f64) -> String {
    let plural = |count: u64, one: &str, many: &str| {
        format!("{count} {}", if count == 1 { one } else { many })
    };
    format!(
        "local search: {}, {}, {}, {seconds:.3} s",
        plural(stats.steps, "step", "steps"),
        plural(stats.swaps, "swap", "swaps"),
        plural(stats.restarts, "restart", "restarts"),
    )
}

pub fn check_out_of_memory(n: usize) -> String {
    format!(
        "not enough memory to check {n} rows: the check needs 5 bits a row; \
         leave out --check"
    )
}

impl fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the solution failed its check, a bug in nqueens: ")?;
        match *self {
            CheckFailure::Length { n, rows } => {
                write!(f, "it has {rows} rows instead of {n}")
            }
            CheckFailure::OffBoard { row, col, n } => write!(
                f,
                "row {row} has its queen in column {col}, but columns run from 0 to {}",
                n - 1
            ),
            CheckFailure::Attacked { row, col, line } => write!(
                f,
                "the queen in row {row}, column {col} shares {} with an earlier queen",
                match line {
                    SharedLine::Column => "a column",
                    SharedLine::Diagonal => "a diagonal",
                }
            ),
        }
    }
}

// complete

pub fn no_completion(n: usize) -> String {
    format!(
        "no completion: no solution of the {n} x {n} board keeps the queens given and avoids \
         the blocked squares"
    )
}

impl fmt::Display for CompleteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompleteError::SizeMismatch { grid, given } => {
                write!(f, "the grid is {grid} x {grid}, but --n says {given}")
            }
            CompleteError::GridTooLarge { n, max } => write!(
                f,
                "the grid is {n} x {n}; complete handles boards up to {max} x {max}"
            ),
        }
    }
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

/// The first line of a shard's text output, which must not read as the
/// whole count.
pub fn shard_heading(n: usize, shard: Shard, counted: usize, all: usize) -> String {
    format!(
        "partial count: shard {index} of {count} of the {n} x {n} board, \
         {counted} of its {all} subproblems",
        index = shard.index,
        count = shard.count,
    )
}

pub fn shard_total(total: u128) -> String {
    format!("total in this shard: {total}")
}

pub fn shard_unique(unique: u128) -> String {
    format!("unique in this shard: {unique}")
}

pub fn merged_time(seconds: f64, shards: usize) -> String {
    let shards = if shards == 1 {
        "1 shard".to_string()
    } else {
        format!("{shards} shards")
    };
    format!("time: {seconds:.3} s, summed over {shards}")
}

/// `part`: the count is a shard or resumed, so only part of it is left.
pub fn counting_warning(estimate: &Estimate, part: bool) -> String {
    let what = if part {
        "counting the part asked for"
    } else {
        "counting them"
    };
    format!(
        "the {n} x {n} board has {solutions} solutions; {what} would take {time}",
        n = estimate.n,
        solutions = magnitude(estimate.solutions),
        time = rough_duration(estimate.seconds),
    )
}

/// The progress bar: indicatif's template, with `{msg}` from
/// [`count_progress`].
pub const PROGRESS_TEMPLATE: &str = "{spinner} {elapsed_precise} [{wide_bar}] {msg}, {eta} left";
/// The bar's filled, current and empty cells.
pub const PROGRESS_CHARS: &str = "=> ";

pub fn count_progress(done: usize, covered: usize, solutions: u128) -> String {
    format!("{done}/{covered} subproblems, {solutions} solutions")
}

pub const MISSING_N: &str = "the board size N is required, unless --resume names a checkpoint";
pub const THREAD_POOL_FAILED: &str = "could not start the counting threads";
pub const CTRL_C_FAILED: &str = "could not set up Ctrl-C to save the checkpoint";

pub fn cannot_save(path: &Path) -> String {
    format!("cannot save the checkpoint {}", path.display())
}

pub fn save_failed_warning(err: &anyhow::Error) -> String {
    format!("{err:#}; the count goes on and tries again at the next save")
}

/// The line after Ctrl-C: what is kept, and the command that continues.
pub fn interrupted(path: &Path, done: usize, covered: usize) -> String {
    format!(
        "nqueens: interrupted; {done} of {covered} subproblems are saved in {path}; \
         continue with: nqueens count --resume {path}",
        path = shell_quoted(&path.display().to_string()),
    )
}

/// A word as a POSIX shell reads it back, so that the line above can be
/// pasted whatever the file is called.
fn shell_quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-+./:,=@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
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

/// What `complete` reads.
const ACCEPTED_GRID: &str = "a grid row holds Q (a queen), . (a free square) and x (a blocked \
                             square), maybe after a rank label";

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NoPlacements => write!(f, "no placements in the input; {ACCEPTED_INPUT}"),
            InputError::NoGrid => write!(f, "no grid in the input; {ACCEPTED_GRID}"),
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
            LineProblem::NotACell { token } => {
                write!(f, "cannot read {token:?}; {ACCEPTED_GRID}")
            }
            LineProblem::AfterGrid => write!(
                f,
                "text after the grid's file labels; give one grid, or mark notes with #"
            ),
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
            ConfigError::NotAShard { text } => write!(
                f,
                "--shard must be I/K, slice I of K counted from 0, such as 0/8 or 7/8; not {text:?}"
            ),
            ConfigError::ShardOutOfRange { index, count } => write!(
                f,
                "--shard {index}/{count} names no slice: the K slices of --shard I/K are \
                 numbered from 0 to K - 1"
            ),
            ConfigError::NotSeconds { text } => write!(
                f,
                "--save-every must be a positive number of seconds, such as 5 or 0.5, not {text:?}"
            ),
            ConfigError::SaveEveryNeedsCheckpoint => write!(
                f,
                "--save-every says how often to save a checkpoint, so it needs --checkpoint FILE \
                 or --resume FILE"
            ),
            ConfigError::NotASeed { text } => write!(
                f,
                "--seed must be a whole number from 0 to {}, not {text:?}",
                u64::MAX
            ),
            ConfigError::NotATourSquare { text, rows, cols } => {
                f.write_str(&not_a_tour_square(text, *rows, *cols))
            }
            ConfigError::TourMethodEnumerates => f.write_str(TOUR_METHOD_ENUMERATES),
            ConfigError::NeedsRandom { flag } => write!(
                f,
                "{flag} is for the random search, so it needs --method random (the construction \
                 always gives the same solution)"
            ),
            ConfigError::BoardTooWide { n } => write!(
                f,
                "--format board draws boards up to N = {}, not {n}; use --format list or json",
                crate::config::MAX_BOARD_N
            ),
            ConfigError::NotSquares { flag, text } => write!(
                f,
                "{flag}: cannot read {text:?} as squares; separate squares in chess notation \
                 with commas (d8,g6) and row,col squares with ; or spaces ('0,3;2,6')"
            ),
            ConfigError::SquaresNeedSize => write!(
                f,
                "--queens and --blocked need the board size: give --n N, or a grid FILE \
                 (- for standard input)"
            ),
        }
    }
}

fn quantity_name(quantity: Quantity) -> &'static str {
    match quantity {
        Quantity::BoardSize => "the board size N",
        Quantity::Limit => "--limit",
        Quantity::Threads => "--threads",
    }
}

fn shard_name(shard: Option<Shard>) -> String {
    match shard {
        Some(Shard { index, count }) => format!("shard {index}/{count}"),
        None => "the whole count".to_string(),
    }
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Exists { path } => write!(
                f,
                "the file exists already; continue its count with --resume {}, or remove it \
                 to start again",
                shell_quoted(&path.display().to_string())
            ),
            CheckpointError::Unparsable { message } => write!(
                f,
                "not a checkpoint that nqueens can read (damaged or cut short?): {message}"
            ),
            CheckpointError::NotACheckpoint { format } => write!(
                f,
                "not a checkpoint that this nqueens can read: its format is {format:?}, not {:?}",
                crate::checkpoint::FORMAT
            ),
            CheckpointError::ChecksumMismatch => write!(
                f,
                "the checksum does not match the contents: the checkpoint is damaged or was edited"
            ),
            CheckpointError::OtherBoard { saved, given } => write!(
                f,
                "a checkpoint of the {saved} x {saved} board, not of the {given} x {given} board \
                 asked for"
            ),
            CheckpointError::OtherSplitVersion { saved } => write!(
                f,
                "saved under version {saved} of the split into subproblems, but this nqueens uses \
                 version {}; resume it with the nqueens that saved it",
                nqueens::count::SPLIT_VERSION
            ),
            CheckpointError::OtherSplit { n, saved, ours } => write!(
                f,
                "its subproblems (fingerprint {saved}) are not those this nqueens makes for \
                 n = {n} (fingerprint {ours}); resume it with the nqueens that saved it"
            ),
            CheckpointError::OtherShard { saved, given } => write!(
                f,
                "a checkpoint of {}, not of {}",
                shard_name(*saved),
                shard_name(Some(*given))
            ),
            CheckpointError::BadShard { shard, shards } => write!(
                f,
                "\"shard\" and \"shards\" ({}, {}) name no shard: both are needed, with shard \
                 below shards",
                optional_number(*shard),
                optional_number(*shards)
            ),
            CheckpointError::OutOfRange { index, len } => write!(
                f,
                "subproblem {index} is listed as done, but they run from 0 to {}",
                len - 1
            ),
            CheckpointError::OutsideShard { index, shard } => write!(
                f,
                "subproblem {index} is listed as done, but it is not in {}",
                shard_name(Some(*shard))
            ),
            CheckpointError::Repeated { index } => {
                write!(f, "subproblem {index} is listed as done twice")
            }
            CheckpointError::OutOfOrder { index } => {
                write!(f, "subproblem {index} is listed out of order")
            }
        }
    }
}

fn optional_number(value: Option<usize>) -> String {
    value.map_or_else(|| "absent".to_string(), |value| value.to_string())
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Unparsable { message } => write!(
                f,
                "not a shard's result as nqueens count --shard I/K --format json prints it: \
                 {message}"
            ),
            MergeError::ChecksumMismatch => write!(
                f,
                "the checksum does not match the contents: the file is damaged or was edited"
            ),
            MergeError::NoSuchShard { shard, shards } => {
                write!(f, "shard {shard} of {shards} does not exist")
            }
            MergeError::Empty => write!(f, "holds no shard's result"),
            MergeError::OtherBoard {
                first,
                first_n,
                other,
                n,
            } => write!(
                f,
                "{first} counts the {first_n} x {first_n} board but {other} the {n} x {n} board"
            ),
            MergeError::OtherShardCount {
                first,
                first_shards,
                other,
                shards,
            } => write!(
                f,
                "{first} is one of {first_shards} shards but {other} one of {shards}"
            ),
            MergeError::OtherSplit { first, other } => write!(
                f,
                "{first} and {other} come from different splits of the count into subproblems; \
                 count every shard with the same version of nqueens"
            ),
            MergeError::Repeated {
                shard,
                shards,
                first,
                second,
            } => write!(
                f,
                "shard {shard} of {shards} is given twice: {first} and {second}"
            ),
            MergeError::Missing {
                first_missing,
                missing,
                shards,
            } => {
                let mut names: Vec<String> =
                    first_missing.iter().map(ToString::to_string).collect();
                if *missing > first_missing.len() {
                    names.push(format!("{} more", missing - first_missing.len()));
                }
                match names.as_slice() {
                    [one] => write!(f, "shard {one} of {shards} is missing"),
                    [init @ .., last] => write!(
                        f,
                        "shards {} and {last} of {shards} are missing",
                        init.join(", ")
                    ),
                    [] => Ok(()),
                }
            }
            MergeError::NotThisSplit { n, saved, ours } => write!(
                f,
                "the shards' subproblems (fingerprint {saved}) are not those this nqueens makes \
                 for n = {n} (fingerprint {ours})"
            ),
            MergeError::WrongSubproblems {
                shard,
                shards,
                counted,
                expected,
            } => write!(
                f,
                "shard {shard} of {shards} counted {counted} subproblems, but it has {expected}"
            ),
        }
    }
}

// tour

pub const TOUR_ABOUT: &str = "Move a knight over every square of an N x M board exactly once";
pub const TOUR_AFTER_HELP: &str = "Squares are written as in solve: a1 (file and rank, rank 1 at the \
                                   bottom) or row,col counted from 0 with row 0 at the top. Without \
                                   --from, a closed tour starts at a1 and an open one asks for its \
                                   start when standard input is a terminal.";
pub const HELP_TOUR_ROWS: &str = "The number of rows";
pub const HELP_TOUR_COLS: &str = "The number of columns [default: N]";
pub const HELP_TOUR_FROM: &str = "The start square: a1 or row,col";
pub const HELP_TOUR_CLOSED: &str =
    "A closed tour: the last square is a knight's move from the first";
pub const HELP_TOUR_METHOD: &str = "How to find the tour [default: warnsdorff for open tours, divide \
                                    for closed ones, backtrack with --all or --count]";
pub const HELP_TOUR_METHOD_BACKTRACK: &str =
    "the lessons' backtracking over the eight moves in a fixed order";
pub const HELP_TOUR_METHOD_WARNSDORFF: &str =
    "always to the square with the fewest onward moves, with fallbacks";
pub const HELP_TOUR_METHOD_DIVIDE: &str = "closed tours built from small blocks (large boards)";
pub const HELP_TOUR_FORMAT: &str = "How to print the tour";
pub const HELP_TOUR_FORMAT_BOARD: &str = "the board with each square's move number";
pub const HELP_TOUR_FORMAT_LIST: &str =
    "the squares in order, one a line (one tour a line with --all)";
pub const HELP_TOUR_FORMAT_JSON: &str = "one JSON object a tour";
pub const HELP_TOUR_ALL: &str = "Every tour from the start, by backtracking (small boards)";
pub const HELP_TOUR_COUNT: &str = "Count the tours from the start, by backtracking (small boards)";
pub const TOUR_PROMPT: &str = "Start square (a1 or row,col): ";
pub const TOUR_METHOD_ENUMERATES: &str = "--all and --count enumerate by backtracking: leave out --method \
                                          or use --method backtrack";

pub fn tour_needs_start() -> String {
    "an open tour needs its start square: give --from SQUARE (a1 or row,col)".to_string()
}

pub fn not_a_tour_square(text: &str, rows: usize, cols: usize) -> String {
    format!(
        "{text:?} is not a square of the {rows} x {cols} board (write a1 with rank 1 at the bottom, \
         or row,col counted from 0 with row 0 at the top)"
    )
}

pub fn no_tour(reason: &str) -> String {
    format!("no tour: {reason}")
}

pub fn tour_header(index: u64) -> String {
    format!("Tour {index}:")
}
