//! Every sentence the user reads, put together from the messages of the
//! current language (see [`crate::i18n`]): labels, notes, warnings and the
//! words of every error. Commands call the functions here rather than
//! `t!` directly, so that each sentence is assembled in one
//! place; clap's help is localised by [`crate::i18n::help`].
//!
//! `verify` reads back what `solve` prints. It recognises headers and the
//! summary by shape, not by their words: a header is words, a number and a
//! colon (`Solution 3:`, `Phương án 3:`), a summary a number, words and a
//! colon (`8 queens: 92 solutions.`, `8 hậu: 92 lời giải.`). A translation
//! must keep those shapes.
//!
//! What a program reads stays in English whatever the language: JSON keys
//! and values, the names of methods and formats, flags.

use std::fmt;
use std::path::Path;

use nqueens::ErrorKind;
use nqueens::tour::NoTourReason;

use crate::checkpoint::CheckpointError;
use crate::commands::{CheckFailure, CompleteError, MergeError, SharedLine};
use crate::config::{ConfigError, Quantity, Source};
use crate::estimate::{Estimate, Magnitude};
use crate::input::{BaseHint, InputError, LineProblem};
use crate::render::Summary;
use crate::shard::Shard;

// Prefixes of the lines on standard error.

/// What starts the one line of an error: `nqueens: error: `.
pub fn error_prefix() -> String {
    format!("nqueens: {}: ", t!("error-prefix"))
}

/// What starts a warning: `nqueens: warning: `.
pub fn warning_prefix() -> String {
    format!("nqueens: {}: ", t!("warning-prefix"))
}

/// An error and its causes on one line, as anyhow's `{:#}` writes them, with
/// the library's errors in the current language.
pub fn error_line(err: &anyhow::Error) -> String {
    let causes: Vec<String> = err
        .chain()
        .map(|cause| match cause.downcast_ref::<nqueens::Error>() {
            Some(err) => library_error(err),
            None => cause.to_string(),
        })
        .collect();
    causes.join(": ")
}

/// A usage error from the argument parser, pointing at the help that
/// explains the command.
pub fn usage_error(problem: &str, subcommand: Option<&str>) -> String {
    match subcommand {
        Some(name) => t!("usage-see-command-help", problem = problem, command = name),
        None => t!("usage-see-help", problem = problem),
    }
}

pub fn missing_command() -> String {
    t!("usage-missing-command")
}

pub fn did_you_mean(problem: &str, suggested: &str) -> String {
    t!(
        "usage-did-you-mean",
        problem = problem,
        suggested = suggested
    )
}

/// clap's usage errors in words of our own, for the kinds met most often;
/// `None` for the others, which keep clap's (English) words. `arg` and
/// `value` are as clap quotes them (`--method <METHOD>`), `valid` the
/// values it would have accepted.
pub fn usage_problem(kind: clap::error::ErrorKind, context: &UsageContext) -> Option<String> {
    use clap::error::ErrorKind as Kind;
    let UsageContext {
        arg,
        value,
        valid,
        prior,
        command,
        missing,
    } = context;
    let problem = match kind {
        Kind::UnknownArgument => t!("usage-unknown-argument", arg = arg.as_deref()?),
        Kind::InvalidSubcommand => t!("usage-unknown-command", name = command.as_deref()?),
        Kind::InvalidValue => {
            let arg = arg.as_deref()?;
            let problem = match value.as_deref()? {
                "" => t!("usage-missing-value", arg = arg),
                value => t!("usage-invalid-value", value = value, arg = arg),
            };
            if valid.is_empty() {
                problem
            } else {
                t!(
                    "usage-possible-values",
                    problem = problem,
                    values = valid.join(", ")
                )
            }
        }
        Kind::MissingRequiredArgument => {
            t!(
                "usage-missing-arguments",
                args = missing.as_deref()?.join(", ")
            )
        }
        Kind::ArgumentConflict => {
            let arg = arg.as_deref()?;
            match prior.as_deref() {
                Some([other]) if other == arg => t!("usage-repeated", arg = arg),
                Some(others) if !others.is_empty() => {
                    let quoted: Vec<String> = others.iter().map(|o| format!("'{o}'")).collect();
                    t!("usage-conflict", arg = arg, other = quoted.join(", "))
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(problem)
}

/// What clap's error says about itself, taken from its context.
#[derive(Debug, Default)]
pub struct UsageContext {
    pub arg: Option<String>,
    pub value: Option<String>,
    pub valid: Vec<String>,
    pub prior: Option<Vec<String>>,
    pub command: Option<String>,
    pub missing: Option<Vec<String>>,
}

pub fn search_thread_failed() -> String {
    t!("search-thread-failed")
}

pub fn search_thread_died() -> String {
    t!("search-thread-died")
}

pub fn cannot_read(path: &Path) -> String {
    t!("cannot-read", path = path.display().to_string())
}

/// A place in a file, as compilers write it.
pub fn line_of(file: &str, line: usize) -> String {
    format!("{file}:{line}")
}

pub fn source_name(source: &Source) -> String {
    match source {
        Source::Stdin => t!("standard-input"),
        Source::File(path) => path.display().to_string(),
    }
}

// The library's errors, worded here from their kind: the library's own
// Display is English.

/// The library's error in the current language.
pub fn library_error(err: &nqueens::Error) -> String {
    match err.kind() {
        ErrorKind::EmptyBoard => t!("lib-empty-board"),
        ErrorKind::TooLarge {
            method,
            n,
            max,
            instead,
        } => match instead {
            Some(instead) => t!(
                "lib-too-large-instead",
                method = *method,
                max = *max,
                n = *n,
                instead = *instead
            ),
            None => t!("lib-too-large", method = *method, max = *max, n = *n),
        },
        ErrorKind::NoSolution { n } => t!("lib-no-solution", n = *n),
        ErrorKind::SquareOffBoard { square, n } => {
            t!("lib-square-off-board", square = square.name(*n), n = *n)
        }
        ErrorKind::PlacedQueensAttack { conflicts, n } => {
            let pairs: Vec<String> = conflicts
                .iter()
                .map(|conflict| shared_line(conflict, *n))
                .collect();
            t!("lib-queens-attack", pairs = pairs.join("; "))
        }
        ErrorKind::QueenOnBlockedSquare { square, n } => {
            t!("lib-queen-on-blocked", square = square.name(*n))
        }
        ErrorKind::ColumnOutOfRange { row, col, n } => t!(
            "lib-column-out-of-range",
            row = *row,
            col = *col,
            last = n.saturating_sub(1)
        ),
        ErrorKind::InvalidSquare { text, n } => {
            t!("lib-invalid-square", text = format!("{text:?}"), n = *n)
        }
        ErrorKind::SquareOffTourBoard {
            square, rows, cols, ..
        } => t!(
            "lib-square-off-tour-board",
            row = square.row,
            col = square.col,
            rows = *rows,
            cols = *cols
        ),
        ErrorKind::NoTour {
            rows,
            cols,
            start,
            closed,
            reason,
            ..
        } => {
            let closed = yes_no(*closed);
            let reason = no_tour_reason(*reason);
            if reason_is_board_wide(err) {
                t!(
                    "lib-no-tour",
                    closed = closed,
                    rows = *rows,
                    cols = *cols,
                    reason = reason
                )
            } else {
                let from = if rows == cols {
                    start.name(*rows)
                } else {
                    format!("({},{})", start.row, start.col)
                };
                t!(
                    "lib-no-tour-from",
                    closed = closed,
                    rows = *rows,
                    cols = *cols,
                    from = from,
                    reason = reason
                )
            }
        }
        ErrorKind::TourUnsupported {
            rows,
            cols,
            closed,
            method,
            reason,
            ..
        } => t!(
            "lib-tour-unsupported",
            method = *method,
            closed = yes_no(*closed),
            rows = *rows,
            cols = *cols,
            reason = tour_unsettled_reason(reason)
        ),
        // A kind added to the library after this was written: its own words.
        _ => err.to_string(),
    }
}

fn reason_is_board_wide(err: &nqueens::Error) -> bool {
    matches!(err.kind(), ErrorKind::NoTour { reason, .. } if reason.is_board_wide())
}

/// A selector value for messages that say one thing or the other.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A line of the board in words, numbered as the lessons' marker arrays
/// number it: `column 3`, `diagonal i+j=5`, `anti-diagonal i-j+n=7`. The
/// trace and the animation both name lines so.
pub fn line_words(line: nqueens::Line) -> String {
    match line {
        nqueens::Line::Row(index) => t!("line-row", index = index),
        nqueens::Line::Column(index) => t!("line-column", index = index),
        nqueens::Line::Diagonal(index) => t!("line-diagonal", index = index),
        nqueens::Line::AntiDiagonal(index) => t!("line-anti-diagonal", index = index),
    }
}

/// Two queens that attack each other: `d8 and g5 share a diagonal`.
fn shared_line(conflict: &nqueens::Conflict, n: usize) -> String {
    let line = match conflict.line {
        nqueens::Line::Row(_) => "row",
        nqueens::Line::Column(_) => "column",
        nqueens::Line::Diagonal(_) | nqueens::Line::AntiDiagonal(_) => "diagonal",
    };
    t!(
        "pair-shares-line",
        first = conflict.first.name(n),
        second = conflict.second.name(n),
        line = line
    )
}

fn no_tour_reason(reason: NoTourReason) -> String {
    match reason {
        NoTourReason::OneLine => t!("tour-reason-one-line"),
        NoTourReason::TwoLines => t!("tour-reason-two-lines"),
        NoTourReason::SmallBoard => t!("tour-reason-small-board"),
        NoTourReason::OddBoard => t!("tour-reason-odd-board"),
        NoTourReason::FourLines => t!("tour-reason-four-lines"),
        NoTourReason::ThreeLines => t!("tour-reason-three-lines"),
        NoTourReason::InnerStart => t!("tour-reason-inner-start"),
        NoTourReason::MinorityColour => t!("tour-reason-minority-colour"),
        NoTourReason::Searched => t!("tour-reason-searched"),
        _ => reason.to_string(),
    }
}

/// Why a tour method gave up. The library gives the reason as a fixed
/// English sentence; the ones it has are recognised, any other is kept.
fn tour_unsettled_reason(reason: &str) -> String {
    if reason.starts_with("tours are numbered in 32 bits") {
        t!("tour-unsettled-too-many-squares")
    } else if reason.starts_with("the search gave up") {
        t!("tour-unsettled-gave-up")
    } else {
        reason.to_string()
    }
}

// solve

pub fn solution_header(index: u64) -> String {
    t!("solve-header", number = index)
}

pub fn no_solution(n: usize) -> String {
    t!("solve-no-solution", n = n)
}

pub fn solve_summary(summary: Summary) -> String {
    let Summary {
        n,
        found,
        unique,
        completions,
        stopped_at_limit,
    } = summary;
    let kind = match (completions, unique) {
        (true, _) => "completions",
        (false, true) => "unique",
        (false, false) => "all",
    };
    match stopped_at_limit {
        Some(limit) => t!(
            "solve-summary-limited",
            n = n,
            found = found,
            kind = kind,
            limit = limit
        ),
        None => t!("solve-summary", n = n, found = found, kind = kind),
    }
}

pub fn listing_warning(estimate: &Estimate) -> String {
    t!(
        "solve-listing-warning",
        n = estimate.n,
        solutions = magnitude(estimate.solutions),
        time = rough_duration(estimate.seconds),
    )
}

// find

/// The line of `find --stats`.
pub fn search_stats(stats: &nqueens::SearchStats, seconds: f64) -> String {
    t!(
        "find-stats",
        steps = stats.steps,
        swaps = stats.swaps,
        restarts = stats.restarts,
        seconds = format!("{seconds:.3}"),
    )
}

pub fn check_out_of_memory(n: usize) -> String {
    t!("find-check-out-of-memory", n = n)
}

impl fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let problem = match *self {
            CheckFailure::Length { n, rows } => t!("find-check-length", rows = rows, n = n),
            CheckFailure::OffBoard { row, col, n } => t!(
                "find-check-off-board",
                row = row,
                col = col,
                last = n.saturating_sub(1)
            ),
            CheckFailure::Attacked { row, col, line } => t!(
                "find-check-attacked",
                row = row,
                col = col,
                line = match line {
                    SharedLine::Column => "column",
                    SharedLine::Diagonal => "diagonal",
                }
            ),
        };
        f.write_str(&t!("find-check-failed", problem = problem))
    }
}

// complete

pub fn no_completion(n: usize) -> String {
    t!("complete-no-completion", n = n)
}

impl fmt::Display for CompleteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            CompleteError::SizeMismatch { grid, given } => {
                t!("complete-size-mismatch", grid = grid, given = given)
            }
            CompleteError::GridTooLarge { n, max } => {
                t!("complete-grid-too-large", n = n, max = max)
            }
        })
    }
}

// count

pub fn count_total(n: usize, total: u128) -> String {
    t!("count-total", n = n, total = total.to_string())
}

pub fn count_unique(unique: u128) -> String {
    t!("count-unique", unique = unique.to_string())
}

pub fn count_time(seconds: f64) -> String {
    t!("count-time", seconds = format!("{seconds:.3}"))
}

/// The first line of a shard's text output, which must not read as the
/// whole count.
pub fn shard_heading(n: usize, shard: Shard, counted: usize, all: usize) -> String {
    t!(
        "count-shard-heading",
        index = shard.index,
        count = shard.count,
        n = n,
        counted = counted,
        all = all,
    )
}

pub fn shard_total(total: u128) -> String {
    t!("count-shard-total", total = total.to_string())
}

pub fn shard_unique(unique: u128) -> String {
    t!("count-shard-unique", unique = unique.to_string())
}

pub fn merged_time(seconds: f64, shards: usize) -> String {
    t!(
        "merge-time",
        seconds = format!("{seconds:.3}"),
        shards = shards
    )
}

/// `part`: the count is a shard or resumed, so only part of it is left.
pub fn counting_warning(estimate: &Estimate, part: bool) -> String {
    let id = if part {
        "count-warning-part"
    } else {
        "count-warning"
    };
    t!(
        id,
        n = estimate.n,
        solutions = magnitude(estimate.solutions),
        time = rough_duration(estimate.seconds),
    )
}

/// The progress bar: indicatif's template, with `{msg}` from
/// [`count_progress`].
pub fn progress_template() -> String {
    format!(
        "{{spinner}} {{elapsed_precise}} [{{wide_bar}}] {{msg}}, {{eta}} {}",
        t!("count-progress-left")
    )
}

/// The bar's filled, current and empty cells.
pub const PROGRESS_CHARS: &str = "=> ";

pub fn count_progress(done: usize, covered: usize, solutions: u128) -> String {
    t!(
        "count-progress",
        done = done,
        covered = covered,
        solutions = solutions.to_string()
    )
}

pub fn missing_n() -> String {
    t!("count-missing-n")
}

pub fn thread_pool_failed() -> String {
    t!("count-thread-pool-failed")
}

pub fn ctrl_c_failed() -> String {
    t!("count-ctrl-c-failed")
}

pub fn cannot_save(path: &Path) -> String {
    t!("count-cannot-save", path = path.display().to_string())
}

pub fn save_failed_warning(err: &anyhow::Error) -> String {
    t!("count-save-failed", error = error_line(err))
}

/// The line after Ctrl-C: what is kept, and the command that continues.
pub fn interrupted(path: &Path, done: usize, covered: usize) -> String {
    t!(
        "count-interrupted",
        done = done,
        covered = covered,
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
    t!(
        "magnitude",
        mantissa = mantissa.to_string(),
        exponent = exponent.to_string()
    )
}

fn rough_duration(seconds: f64) -> String {
    const HOUR: f64 = 3600.0;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.0 * DAY;
    t!(match seconds {
        s if s < 2.0 * HOUR => "duration-about-an-hour",
        s if s < DAY => "duration-hours",
        s if s < 30.0 * DAY => "duration-days",
        s if s < YEAR => "duration-months",
        s if s < 100.0 * YEAR => "duration-years",
        _ => "duration-lifetime",
    })
}

// verify

/// One placement's verdict: its number, its board and what is wrong with
/// it, if anything (`problems` already worded by [`verify_problems`]).
pub fn verdict(index: u64, n: usize, problems: &[String]) -> String {
    if problems.is_empty() {
        t!("verify-solution", index = index, n = n)
    } else {
        t!(
            "verify-not-a-solution",
            index = index,
            n = n,
            problems = problems.join("; ")
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
        problems.push(t!("verify-queen-count", count = queen_count, n = n));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(t!("verify-empty-rows", rows = rows.join(", ")));
    }
    for conflict in conflicts {
        problems.push(shared_line(conflict, n));
    }
    problems
}

/// A row as chess names it (`rank 5`) where the board has letters for its
/// files, by its index otherwise.
fn row_name(n: usize, row: usize) -> String {
    if n <= nqueens::board::MAX_ALGEBRAIC_N {
        t!("verify-rank", rank = n - row)
    } else {
        t!("verify-row", row = row)
    }
}

pub fn verify_summary(placements: u64, solutions: u64) -> String {
    let kind = match solutions {
        all if all == placements => "all",
        0 => "none",
        _ => "some",
    };
    t!(
        "verify-summary",
        all = placements,
        solutions = solutions,
        kind = kind,
        not = placements - solutions
    )
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            InputError::NoPlacements => t!("input-no-placements"),
            InputError::NoGrid => t!("input-no-grid"),
            InputError::Line { line, problem } => {
                t!("input-line", line = *line, problem = problem.to_string())
            }
        })
    }
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            LineProblem::NotUtf8 => t!("input-not-utf8"),
            LineProblem::Unreadable { token } => {
                t!("input-unreadable", token = format!("{token:?}"))
            }
            LineProblem::NotACell { token } => {
                t!("input-not-a-cell", token = format!("{token:?}"))
            }
            LineProblem::AfterGrid => t!("input-after-grid"),
            LineProblem::MixedNumbersAndSquares => t!("input-mixed"),
            LineProblem::RaggedRow { cells, rows } => {
                t!("input-ragged-row", cells = *cells, rows = *rows)
            }
            LineProblem::RaggedUnicodeRow { width } => {
                t!("input-ragged-unicode-row", width = *width)
            }
            LineProblem::ColumnOutOfRange {
                column,
                n,
                one_based,
                hint,
            } => {
                let (first, last) = if *one_based { (1, *n) } else { (0, n - 1) };
                let problem = t!(
                    "input-column-out-of-range",
                    column = *column,
                    n = *n,
                    first = first,
                    last = last
                );
                match hint {
                    Some(BaseHint::AddOneBased) => {
                        format!("{problem}; {}", t!("input-hint-add-one-based"))
                    }
                    Some(BaseHint::DropOneBased) => {
                        format!("{problem}; {}", t!("input-hint-drop-one-based"))
                    }
                    None => problem,
                }
            }
            LineProblem::BadSquare(err) => library_error(err),
            LineProblem::RepeatedSquare { square } => {
                t!("input-repeated-square", square = square.as_str())
            }
            LineProblem::Json { message } => t!("input-json", message = message.as_str()),
            LineProblem::JsonEmptyBoard => t!("input-json-empty-board"),
            LineProblem::JsonLength { n, columns } => {
                t!("input-json-length", n = *n, columns = *columns)
            }
        })
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ConfigError::NotANumber { quantity, text } => t!(
                "not-a-number",
                quantity = quantity_name(*quantity),
                text = format!("{text:?}")
            ),
            ConfigError::BelowOne { quantity, text } => t!(
                "below-one",
                quantity = quantity_name(*quantity),
                text = text.as_str()
            ),
            ConfigError::TooLarge {
                quantity,
                text,
                max,
            } => t!(
                "too-large",
                quantity = quantity_name(*quantity),
                max = *max,
                text = text.as_str()
            ),
            ConfigError::AlgebraicTooLarge { n } => t!("solve-algebraic-too-large", n = *n),
            ConfigError::UnicodeNeedsBoard { format } => {
                t!("solve-unicode-needs-board", format = *format)
            }
            ConfigError::OneBasedNeedsColumns { format } => {
                t!("solve-one-based-needs-columns", format = *format)
            }
            ConfigError::NotAShard { text } => {
                t!("count-not-a-shard", text = format!("{text:?}"))
            }
            ConfigError::ShardOutOfRange { index, count } => {
                t!("count-shard-out-of-range", index = *index, count = *count)
            }
            ConfigError::NotSeconds { text } => {
                t!("count-not-seconds", text = format!("{text:?}"))
            }
            ConfigError::SaveEveryNeedsCheckpoint => t!("count-save-every-needs-checkpoint"),
            ConfigError::NotASeed { text } => t!(
                "find-not-a-seed",
                max = u64::MAX,
                text = format!("{text:?}")
            ),
            ConfigError::NotATourSquare { text, rows, cols } => {
                not_a_tour_square(text, *rows, *cols)
            }
            ConfigError::TourMethodEnumerates => tour_method_enumerates(),
            ConfigError::NeedsRandom { flag } => t!("find-needs-random", flag = *flag),
            ConfigError::BoardTooWide { n } => t!(
                "find-board-too-wide",
                max = crate::config::MAX_BOARD_N,
                n = *n
            ),
            ConfigError::NotSquares { flag, text } => t!(
                "complete-not-squares",
                flag = *flag,
                text = format!("{text:?}")
            ),
            ConfigError::SquaresNeedSize => t!("complete-squares-need-size"),
        })
    }
}

fn quantity_name(quantity: Quantity) -> String {
    match quantity {
        Quantity::BoardSize => t!("quantity-board-size"),
        // Flags are their own names in every language.
        Quantity::Limit => "--limit".to_string(),
        Quantity::Threads => "--threads".to_string(),
    }
}

fn shard_name(shard: Option<Shard>) -> String {
    match shard {
        Some(Shard { index, count }) => t!("checkpoint-shard", index = index, count = count),
        None => t!("checkpoint-whole-count"),
    }
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            CheckpointError::Exists { path } => t!(
                "checkpoint-exists",
                path = shell_quoted(&path.display().to_string())
            ),
            CheckpointError::Unparsable { message } => {
                t!("checkpoint-unparsable", message = message.as_str())
            }
            CheckpointError::NotACheckpoint { format } => t!(
                "checkpoint-not-a-checkpoint",
                format = format!("{format:?}"),
                expected = format!("{:?}", crate::checkpoint::FORMAT)
            ),
            CheckpointError::ChecksumMismatch => t!("checkpoint-checksum-mismatch"),
            CheckpointError::OtherBoard { saved, given } => {
                t!("checkpoint-other-board", saved = *saved, given = *given)
            }
            CheckpointError::OtherSplitVersion { saved } => t!(
                "checkpoint-other-split-version",
                saved = *saved,
                ours = nqueens::count::SPLIT_VERSION
            ),
            CheckpointError::OtherSplit { n, saved, ours } => t!(
                "checkpoint-other-split",
                saved = saved.as_str(),
                n = *n,
                ours = ours.as_str()
            ),
            CheckpointError::OtherShard { saved, given } => t!(
                "checkpoint-other-shard",
                saved = shard_name(*saved),
                given = shard_name(Some(*given))
            ),
            CheckpointError::BadShard { shard, shards } => t!(
                "checkpoint-bad-shard",
                shard = optional_number(*shard),
                shards = optional_number(*shards)
            ),
            CheckpointError::OutOfRange { index, len } => t!(
                "checkpoint-out-of-range",
                index = *index,
                last = len.saturating_sub(1)
            ),
            CheckpointError::OutsideShard { index, shard } => t!(
                "checkpoint-outside-shard",
                index = *index,
                shard = shard_name(Some(*shard))
            ),
            CheckpointError::Repeated { index } => t!("checkpoint-repeated", index = *index),
            CheckpointError::OutOfOrder { index } => {
                t!("checkpoint-out-of-order", index = *index)
            }
        })
    }
}

fn optional_number(value: Option<usize>) -> String {
    value.map_or_else(|| t!("checkpoint-absent"), |value| value.to_string())
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MergeError::Unparsable { message } => {
                t!("merge-unparsable", message = message.as_str())
            }
            MergeError::ChecksumMismatch => t!("merge-checksum-mismatch"),
            MergeError::NoSuchShard { shard, shards } => {
                t!("merge-no-such-shard", shard = *shard, shards = *shards)
            }
            MergeError::Empty => t!("merge-empty"),
            MergeError::OtherBoard {
                first,
                first_n,
                other,
                n,
            } => t!(
                "merge-other-board",
                first = first.as_str(),
                first_n = *first_n,
                other = other.as_str(),
                n = *n
            ),
            MergeError::OtherShardCount {
                first,
                first_shards,
                other,
                shards,
            } => t!(
                "merge-other-shard-count",
                first = first.as_str(),
                first_shards = *first_shards,
                other = other.as_str(),
                shards = *shards
            ),
            MergeError::OtherSplit { first, other } => t!(
                "merge-other-split",
                first = first.as_str(),
                other = other.as_str()
            ),
            MergeError::Repeated {
                shard,
                shards,
                first,
                second,
            } => t!(
                "merge-repeated",
                shard = *shard,
                shards = *shards,
                first = first.as_str(),
                second = second.as_str()
            ),
            MergeError::Missing {
                first_missing,
                missing,
                shards,
            } => {
                let mut names: Vec<String> =
                    first_missing.iter().map(ToString::to_string).collect();
                if *missing > first_missing.len() {
                    names.push(t!("merge-more", count = missing - first_missing.len()));
                }
                match names.as_slice() {
                    [one] => t!("merge-missing-one", shard = one.as_str(), shards = *shards),
                    [init @ .., last] => t!(
                        "merge-missing-many",
                        list = init.join(", "),
                        last = last.as_str(),
                        shards = *shards
                    ),
                    [] => String::new(),
                }
            }
            MergeError::NotThisSplit { n, saved, ours } => t!(
                "merge-not-this-split",
                saved = saved.as_str(),
                n = *n,
                ours = ours.as_str()
            ),
            MergeError::WrongSubproblems {
                shard,
                shards,
                counted,
                expected,
            } => t!(
                "merge-wrong-subproblems",
                shard = *shard,
                shards = *shards,
                counted = *counted,
                expected = *expected
            ),
        })
    }
}

// tour

/// The question asked on a terminal, with the space the answer follows.
pub fn tour_prompt() -> String {
    format!("{} ", t!("tour-prompt"))
}

pub fn tour_method_enumerates() -> String {
    t!("tour-method-enumerates")
}

pub fn tour_needs_start() -> String {
    t!("tour-needs-start")
}

pub fn not_a_tour_square(text: &str, rows: usize, cols: usize) -> String {
    t!(
        "tour-not-a-square",
        text = format!("{text:?}"),
        rows = rows,
        cols = cols
    )
}

pub fn no_tour(reason: &str) -> String {
    t!("tour-none", reason = reason)
}

pub fn tour_header(index: u64) -> String {
    t!("tour-header", number = index)
}
