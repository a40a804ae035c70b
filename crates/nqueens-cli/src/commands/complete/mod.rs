//! `nqueens complete`: fill a board that has some queens placed and some
//! squares blocked, read from a grid, from an instance of the
//! excluded-diagonals benchmark ([`csplib`]), from flags, or from a grid or
//! an instance and flags together.
//!
//! The library does the search; this command gathers the board, in time
//! that grows with the input and no faster, so that a board of thousands of
//! rows costs nothing before the search starts, warns before a count or a
//! listing that the library's estimate puts beyond any wait, and shows the
//! progress of a long search, which Ctrl-C stops ([`watch`]).

use std::ffi::OsString;
use std::fmt;
use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;
use std::path::PathBuf;

use anyhow::Context;
use nqueens::complete::{
    MAX_WORD_N, Puzzle, Watch, count_completions_watched, estimate_completions,
    find_completion_watched, for_each_completion,
};
use nqueens::{ErrorKind, Line, Square};
use serde::Serialize;

use crate::console::{OUTPUT_BUFFER_BYTES, Outcome, note, on_deep_stack, warn};
use crate::estimate::{self, LongSearch};
use crate::input::{Grid, Source, read_grid};
use crate::memory;
use crate::output::{
    self, BoardStyle, MAX_DEFAULT_BOARD_N, SolutionPrinter, Summary, TextFormat, json,
};
use crate::text::{self, quoted};
use crate::values::{self, Quantity};

mod csplib;
mod watch;

use crate::command::{self, CommandSpec};
use crate::i18n::help::Choice;
use csplib::CsplibError;
use watch::Watcher;

/// The largest board `complete` accepts. Up to 64 rows the library searches
/// with a machine word per row; above, it keeps the lines the queens hold
/// and a count of free squares per row and column, O(n) memory, plus n x n
/// bits (12.5 MB here) once a square is blocked; a queen placed costs
/// O(rows still empty), and that search recurses once per row. For one
/// completion, boards of 32 rows and more are first
/// tried by a local search capped at a fixed number of swaps a row, which
/// fills this size in milliseconds when few squares are taken. Far beyond
/// it the blocked squares' bits and the grid to read grow as n², and a
/// search that local search leaves to backtracking cannot be waited for.
pub const MAX_COMPLETE_N: usize = 10_000;

/// `nqueens complete`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "complete",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<Format>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    /// The board size when it is a whole number, as every command takes
    /// its size first; otherwise the grid's file.
    #[arg(value_name = "N")]
    pub size: Option<OsString>,

    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[arg(short = 'n', long = "n", value_name = "N")]
    pub n: Option<String>,

    /// Repeatable, and each value may hold several squares.
    #[arg(long, value_name = "SQUARES")]
    pub queens: Vec<String>,

    #[arg(long, value_name = "SQUARES")]
    pub blocked: Vec<String>,

    /// Numbered as the lessons' marker arrays number them: i+j.
    #[arg(long = "exclude-diagonal", value_name = "K")]
    pub exclude_diagonal: Vec<String>,

    /// i-j+n, from 1 to 2n-1.
    #[arg(long = "exclude-antidiagonal", value_name = "K")]
    pub exclude_antidiagonal: Vec<String>,

    /// An instance of the excluded-diagonals benchmark, in place of a grid.
    #[arg(long, value_name = "FILE")]
    pub csplib: Option<PathBuf>,

    #[arg(long, value_name = "D", requires = "csplib")]
    pub first: Option<String>,

    #[arg(long, conflicts_with = "count")]
    pub all: bool,

    #[arg(long)]
    pub count: bool,

    #[arg(short, long, value_enum)]
    pub format: Option<Format>,
}

pub use crate::output::PlacementFormat as Format;

/// `complete`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    board: BoardSource,
    /// The squares of `--queens` and `--blocked`, one per entry, as
    /// written: they can only be read once the board's size is known,
    /// which a grid gives only when it is read.
    queens: Vec<String>,
    blocked: Vec<String>,
    /// The numbers of the excluded diagonals (i+j) and anti-diagonals
    /// (i-j+n), checked against the size once it is known.
    excluded: Excluded,
    mode: Mode,
    /// Absent: decided by the size, as for `solve`, once it is known.
    format: Option<Format>,
}

/// Where the board to complete comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum BoardSource {
    /// A grid, which must have `n` rows when `n` is given.
    Grid {
        source: Source,
        n: Option<GivenSize>,
    },
    /// An empty board of this size, for the flags to fill.
    Size(usize),
    /// An instance of the excluded-diagonals benchmark: an empty board with
    /// the first `first` diagonals of its list excluded (all without
    /// `first`). Its size must be `n` when `n` is given.
    Csplib {
        source: Source,
        first: Option<usize>,
        n: Option<GivenSize>,
    },
}

/// A size given beside a grid, and how, for the message when they differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct GivenSize {
    n: usize,
    positional: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The first completion found.
    One,
    All,
    Count,
}

/// Why the board cannot be completed as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompleteError {
    SizeMismatch {
        grid: usize,
        given: usize,
    },
    /// The size given before FILE does not match the grid.
    PositionalSizeMismatch {
        grid: usize,
        given: usize,
    },
    /// Both N and --n.
    SizeTwice,
    /// Two positional arguments whose first is not a size.
    NotASize {
        text: String,
    },
    SquaresNeedSize,
    /// `--csplib` and a grid FILE.
    CsplibAndGrid,
    /// The size given beside `--csplib` is not the instance's.
    CsplibSizeMismatch {
        instance: usize,
        given: usize,
        positional: bool,
    },
    BoardTooWide {
        n: usize,
    },
    /// An excluded line's number off the board.
    LineOffBoard {
        flag: &'static str,
        k: u64,
        min: usize,
        max: usize,
    },
}

/// The diagonals (i+j) and anti-diagonals (i-j+n) no queen may stand on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Excluded {
    diagonals: Vec<u64>,
    anti_diagonals: Vec<u64>,
}

impl Excluded {
    fn is_empty(&self) -> bool {
        self.diagonals.is_empty() && self.anti_diagonals.is_empty()
    }

    /// Every square of the excluded lines of the `n x n` board, after
    /// checking each line is on it.
    fn squares(&self, n: usize) -> anyhow::Result<Vec<Square>> {
        let lines = self.diagonals.len() + self.anti_diagonals.len();
        memory::check(
            (lines as u64).saturating_mul(n as u64 * std::mem::size_of::<Square>() as u64),
        )?;
        let mut squares = Vec::new();
        let mut add = |flag: &'static str, k: u64, (min, max): (usize, usize), line: Line| {
            if k < min as u64 || k > max as u64 {
                return Err(CompleteError::LineOffBoard { flag, k, min, max });
            }
            squares.extend(line.squares(n));
            Ok(())
        };
        for &k in &self.diagonals {
            add(
                "--exclude-diagonal",
                k,
                (0, 2 * n - 2),
                Line::Diagonal(k as usize),
            )?;
        }
        for &k in &self.anti_diagonals {
            add(
                "--exclude-antidiagonal",
                k,
                (1, 2 * n - 1),
                Line::AntiDiagonal(k as usize),
            )?;
        }
        Ok(squares)
    }
}

impl std::error::Error for CompleteError {}

impl fmt::Display for CompleteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            CompleteError::SizeMismatch { grid, given } => {
                t!("complete-size-mismatch", grid = grid, given = given)
            }
            CompleteError::PositionalSizeMismatch { grid, given } => {
                t!(
                    "complete-positional-size-mismatch",
                    grid = grid,
                    given = given
                )
            }
            CompleteError::SizeTwice => t!("complete-size-twice"),
            CompleteError::NotASize { ref text } => {
                t!("complete-not-a-size", text = quoted(text))
            }
            CompleteError::SquaresNeedSize => t!("complete-squares-need-size"),
            CompleteError::CsplibAndGrid => t!("complete-csplib-and-grid"),
            CompleteError::CsplibSizeMismatch {
                instance,
                given,
                positional,
            } => t!(
                if positional {
                    "complete-csplib-positional-size-mismatch"
                } else {
                    "complete-csplib-size-mismatch"
                },
                instance = instance,
                given = given
            ),
            CompleteError::BoardTooWide { n } => {
                t!("find-board-too-wide", max = output::MAX_BOARD_N, n = n)
            }
            CompleteError::LineOffBoard { flag, k, min, max } => t!(
                "complete-line-off-board",
                flag = flag,
                k = k,
                min = min,
                max = max
            ),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        // A first positional that is a whole number is the size; anything
        // else is a file (a file named 8 is `./8`).
        let (size, file) = match (args.size, args.file) {
            (Some(first), file) if first.to_str().is_some_and(is_whole_number) => {
                (first.into_string().ok(), file)
            }
            (Some(first), None) => (None, Some(PathBuf::from(first))),
            (Some(first), Some(_)) => {
                let text = first.to_string_lossy().into_owned();
                return Err(CompleteError::NotASize { text }.into());
            }
            (None, file) => (None, file),
        };
        let given = match (size, args.n) {
            (Some(_), Some(_)) => return Err(CompleteError::SizeTwice.into()),
            (Some(text), None) => Some((text, true)),
            (None, Some(text)) => Some((text, false)),
            (None, None) => None,
        };
        let given = given
            .map(|(text, positional)| {
                values::board_size(&text, MAX_COMPLETE_N).map(|n| GivenSize { n, positional })
            })
            .transpose()?;
        let n = given.map(|given| given.n);
        let queens = values::square_list("--queens", &args.queens)?;
        let blocked = values::square_list("--blocked", &args.blocked)?;
        let excluded = Excluded {
            diagonals: line_numbers("--exclude-diagonal", &args.exclude_diagonal)?,
            anti_diagonals: line_numbers("--exclude-antidiagonal", &args.exclude_antidiagonal)?,
        };
        let first = args
            .first
            .map(|text| values::number_in(&text, Quantity::Flag("--first"), 0, u64::from(u32::MAX)))
            .transpose()?
            .map(|first| first as usize);
        let board = match (file, n, args.csplib) {
            // One board: a grid cannot have its diagonals excluded by a
            // file as well.
            (Some(_), _, Some(_)) => return Err(CompleteError::CsplibAndGrid.into()),
            (None, _, Some(path)) => BoardSource::Csplib {
                source: Source::from_path(path),
                first,
                n: given,
            },
            (Some(path), _, None) => BoardSource::Grid {
                source: Source::from_path(path),
                n: given,
            },
            (None, Some(n), None) => BoardSource::Size(n),
            // Squares without a size would leave the command waiting for a
            // grid on a terminal, which is surely not what was meant.
            (None, None, None)
                if !queens.is_empty() || !blocked.is_empty() || !excluded.is_empty() =>
            {
                return Err(CompleteError::SquaresNeedSize.into());
            }
            (None, None, None) => BoardSource::Grid {
                source: Source::Stdin,
                n: None,
            },
        };
        let mode = match (args.all, args.count) {
            (true, _) => Mode::All,
            (_, true) => Mode::Count,
            _ => Mode::One,
        };
        Ok(Config {
            board,
            queens,
            blocked,
            excluded,
            mode,
            format: args.format,
        })
    }

    /// The format for a board of size `n`: the one asked for, or a board
    /// up to 32 rows and a list above, as `solve` does. Checked here rather
    /// than with the arguments because a grid's size is known only once it
    /// is read.
    fn format_for(&self, n: usize) -> Result<Format, CompleteError> {
        match self.format {
            Some(Format::Board) if n > output::MAX_BOARD_N => {
                Err(CompleteError::BoardTooWide { n })
            }
            Some(format) => Ok(format),
            None if n <= MAX_DEFAULT_BOARD_N => Ok(Format::Board),
            None => Ok(Format::List),
        }
    }
}

/// The line of `complete --count --format json`.
#[derive(Debug, Serialize)]
struct CountRecord {
    n: usize,
    completions: u128,
}

/// The board to complete, with every square on it, each named once, in
/// reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    n: usize,
    queens: Vec<Square>,
    blocked: Vec<Square>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    let board = read_board(&config)?;
    let n = board.n;
    let format = config.format_for(n)?;
    let mode = config.mode;
    // The library's search recurses once per row it fills above
    // `MAX_WORD_N` rows.
    let found = match on_deep_stack(n, move || complete(&board, mode, format))? {
        Ended::Found(found) => found,
        Ended::Interrupted => {
            note(&watch::interrupted(mode == Mode::Count));
            return Ok(Outcome::Interrupted);
        }
    };
    if found == 0 && mode != Mode::Count {
        note(&t!("complete-no-completion", n = n));
    }
    Ok(if found == 0 {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// With this many completions (up to 1 unless all are asked for).
    Found(u128),
    /// Stopped by Ctrl-C, with no answer.
    Interrupted,
}

/// Runs the search the mode asks for and prints what it finds.
fn complete(board: &Board, mode: Mode, format: Format) -> anyhow::Result<Ended> {
    let puzzle = puzzle(board);
    // The library's errors first: they say more than "no completion".
    puzzle.check()?;
    // One completion and a count can be watched (on the boards the library
    // watches); a listing is stopped as any output is, and shows its
    // progress as it prints.
    let watcher =
        (mode != Mode::All && board.n <= MAX_WORD_N).then(|| Watcher::start(mode == Mode::Count));
    if mode != Mode::One {
        // The seed is fixed, so that the warning is the same on every run.
        let search = estimate_completions(&puzzle, ESTIMATE_SEED)?;
        if let Some(estimate) = estimate::completing(board.n, &search, mode == Mode::All) {
            warn(&search_warning(board.n, &estimate, mode));
        }
    }
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
    if mode == Mode::Count {
        let Some(count) = watched(watcher, |watch| count_completions_watched(&puzzle, watch))?
        else {
            return Ok(Ended::Interrupted);
        };
        if format == Format::Json {
            json::write_line(
                &mut out,
                &CountRecord {
                    n: board.n,
                    completions: count,
                },
            )?;
        } else {
            writeln!(out, "{count}")?;
        }
        out.flush()?;
        return Ok(Ended::Found(count));
    }
    let text_format = match format {
        Format::Board => TextFormat::Board(BoardStyle::Ascii),
        Format::List => TextFormat::List { one_based: false },
        Format::Json => TextFormat::Json { one_based: false },
    };
    let mut printer = SolutionPrinter::new(out, board.n, text_format);
    printer.mark_blocked(&board.blocked);
    if mode == Mode::One {
        let Some(found) = watched(watcher, |watch| find_completion_watched(&puzzle, watch))? else {
            return Ok(Ended::Interrupted);
        };
        return match found {
            Some(placement) => {
                printer.only(placement.queens())?;
                Ok(Ended::Found(1))
            }
            None => Ok(Ended::Found(0)),
        };
    }
    let mut found = 0u64;
    let mut write_error = None;
    for_each_completion(&puzzle, |queens| {
        found += 1;
        match printer.solution(found, queens) {
            Ok(()) => ControlFlow::Continue(()),
            Err(err) => {
                write_error = Some(err);
                ControlFlow::Break(())
            }
        }
    })?;
    if let Some(err) = write_error {
        return Err(err.into());
    }
    printer.finish(Summary {
        n: board.n,
        found,
        unique: false,
        completions: true,
        stopped_at_limit: None,
    })?;
    Ok(Ended::Found(u128::from(found)))
}

/// Runs `search` under `watcher`, if there is one; `None` when Ctrl-C
/// stopped it.
fn watched<T>(
    watcher: Option<Watcher>,
    search: impl FnOnce(Watch<'_>) -> Result<T, nqueens::Error>,
) -> anyhow::Result<Option<T>> {
    let result = match watcher {
        Some(watcher) => watcher.search(search),
        None => search(Watch::default()),
    };
    match result {
        Ok(found) => Ok(Some(found)),
        Err(err) if matches!(err.kind(), ErrorKind::Interrupted) => Ok(None),
        Err(err) => Err(err.into()),
    }
}

/// The seed of the probes that estimate a count or a listing.
const ESTIMATE_SEED: u64 = 0;

/// The warning before a count (or, in `Mode::All`, a listing) that cannot
/// finish soon.
fn search_warning(n: usize, estimate: &LongSearch, mode: Mode) -> String {
    // A count warns from a few seconds on: its time in minutes, as
    // `count` says it, where the probes saw the whole tree.
    let time = if estimate.at_least {
        text::rough_duration_at_least(estimate.seconds, true)
    } else {
        text::rough_time(estimate.seconds)
    };
    let listing = mode == Mode::All;
    match estimate.solutions {
        Some(completions) => t!(
            if listing {
                "complete-all-warning"
            } else {
                "complete-count-warning"
            },
            n = n,
            completions = text::magnitude(completions),
            time = time,
        ),
        None => t!(
            if listing {
                "complete-all-warning-search"
            } else {
                "complete-count-warning-search"
            },
            n = n,
            time = time,
        ),
    }
}

/// The board from the grid and the flags together.
fn read_board(config: &Config) -> anyhow::Result<Board> {
    let grid = match &config.board {
        BoardSource::Grid { source, n } => {
            let grid = read_grid_from(source)?;
            if let Some(GivenSize {
                n: given,
                positional,
            }) = *n
                && given != grid.n
            {
                let grid = grid.n;
                return Err(if positional {
                    CompleteError::PositionalSizeMismatch { grid, given }
                } else {
                    CompleteError::SizeMismatch { grid, given }
                }
                .into());
            }
            grid
        }
        &BoardSource::Size(n) => Grid {
            n,
            ..Grid::default()
        },
        BoardSource::Csplib { source, first, n } => read_instance(source, *first, *n)?,
    };
    let n = grid.n;
    let parse = |texts: &[String]| -> Result<Vec<Square>, nqueens::Error> {
        texts.iter().map(|text| Square::parse(text, n)).collect()
    };
    let mut queens = grid.queens;
    queens.extend(parse(&config.queens)?);
    let mut blocked = grid.blocked;
    blocked.extend(parse(&config.blocked)?);
    blocked.extend(config.excluded.squares(n)?);
    // A square named twice (in the grid and a flag, say) is one square;
    // the library would take a queen named twice for two queens sharing a
    // row.
    for squares in [&mut queens, &mut blocked] {
        squares.sort_unstable();
        squares.dedup();
    }
    Ok(Board { n, queens, blocked })
}

/// The board of an instance of the excluded-diagonals benchmark: empty,
/// with its first `first` diagonals (all without `first`) blocked, which
/// the board format draws as it draws blocked squares.
fn read_instance(
    source: &Source,
    first: Option<usize>,
    given: Option<GivenSize>,
) -> anyhow::Result<Grid> {
    let instance = csplib::read(source, MAX_COMPLETE_N)?;
    let n = instance.n();
    if let Some(GivenSize {
        n: given,
        positional,
    }) = given
        && given != n
    {
        return Err(CompleteError::CsplibSizeMismatch {
            instance: n,
            given,
            positional,
        }
        .into());
    }
    let has = instance.lines().len();
    let first = match first {
        Some(first) if first > has => {
            return Err(CsplibError::FirstTooLarge { first, has }).with_context(|| source.name());
        }
        Some(first) => first,
        None => has,
    };
    // At most 4n - 2 lines, each listed once, of n squares at most.
    memory::check((first as u64).saturating_mul(n as u64 * std::mem::size_of::<Square>() as u64))?;
    Ok(Grid {
        n,
        blocked: instance.first(first).blocked().to_vec(),
        ..Grid::default()
    })
}

fn read_grid_from(source: &Source) -> anyhow::Result<Grid> {
    let input = source.open().map_err(|err| match source {
        // `complete 1O` or `complete 8x8` was surely meant as a size.
        Source::File(path) if path.to_str().is_some_and(looks_like_a_number) => {
            let hint = t!(
                "complete-file-like-size",
                text = quoted(&path.to_string_lossy())
            );
            anyhow::anyhow!("{err:#}; {hint}")
        }
        _ => err,
    })?;
    // Errors in the input name where it came from, as compilers do.
    read_grid(input, MAX_COMPLETE_N).with_context(|| source.name())
}

/// The line numbers of a flag: whole numbers, separated by commas, in one
/// value or several.
fn line_numbers(flag: &'static str, values: &[String]) -> anyhow::Result<Vec<u64>> {
    let mut numbers = Vec::new();
    for text in values.iter().flat_map(|value| value.split(',')) {
        numbers.push(values::number_in(
            text.trim(),
            Quantity::Flag(flag),
            0,
            u64::from(u32::MAX),
        )?);
    }
    numbers.sort_unstable();
    numbers.dedup();
    Ok(numbers)
}

fn is_whole_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// A name that starts as a number does (`1O`, `-8`, `8x8`, `1e3`).
fn looks_like_a_number(text: &str) -> bool {
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    unsigned.starts_with(|c: char| c.is_ascii_digit())
}

/// The puzzle for the library, less the blocked squares that a given queen
/// attacks: no queen could stand there anyway, and the library compares
/// every given queen with every blocked square, which on a large grid with
/// most squares blocked would cost far more than the search. A blocked
/// square under a queen stays, for the library to report.
fn puzzle(board: &Board) -> Puzzle {
    let n = board.n;
    let mut rows = vec![false; n];
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    let mut puzzle = Puzzle::new(n);
    for &queen in &board.queens {
        rows[queen.row] = true;
        columns[queen.col] = true;
        diagonals[queen.row + queen.col] = true;
        anti_diagonals[queen.row + (n - 1) - queen.col] = true;
        puzzle = puzzle.with_queen(queen);
    }
    for &square in &board.blocked {
        let attacked = rows[square.row]
            || columns[square.col]
            || diagonals[square.row + square.col]
            || anti_diagonals[square.row + (n - 1) - square.col];
        // The queens are sorted, so this is a binary search.
        if !attacked || board.queens.binary_search(&square).is_ok() {
            puzzle = puzzle.with_blocked(square);
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_blocked_squares_that_matter_reach_the_library() {
        let board = Board {
            n: 4,
            queens: vec![Square::new(0, 1)],
            blocked: vec![
                // Attacked by the queen: left out.
                Square::new(0, 3),
                Square::new(2, 1),
                Square::new(1, 0),
                // Under the queen: kept, for the library to refuse.
                Square::new(0, 1),
                // Free: kept.
                Square::new(3, 0),
            ],
        };
        let puzzle = puzzle(&board);
        assert_eq!(puzzle.queens(), [Square::new(0, 1)]);
        assert_eq!(puzzle.blocked(), [Square::new(0, 1), Square::new(3, 0)]);
    }
}
