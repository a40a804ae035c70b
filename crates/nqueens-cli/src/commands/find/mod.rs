//! `nqueens find`: one solution for a board of any size, by the explicit
//! construction or by the seeded local search.
//!
//! The construction's columns stream from the library straight to the
//! output, so a board of a billion rows needs no memory for its placement;
//! only `--check` and the board format, which is limited to small boards,
//! hold anything in proportion to `n`.
//!
//! A variant's one solution comes from the library's
//! [`find_arrangement`]: Pólya's construction for the torus (any `n` not
//! divisible by 2 or 3, held whole, so within the memory budget), a search
//! of the generic model for superqueens and pawns. It prints as `solve`
//! prints the variant's solutions.

use std::fmt;
use std::io::{self, BufWriter};
use std::time::Instant;

use anyhow::anyhow;
use nqueens::ErrorKind;
use nqueens::variant::{Arrangement, Defect, Model, Variant, find_arrangement};

use crate::command::{self, CommandSpec};
use crate::console::{OUTPUT_BUFFER_BYTES, Outcome, note, warn};
use crate::i18n::help::Choice;
use crate::output::progress::Spinner;
use crate::output::{self, BoardStyle, MAX_DEFAULT_BOARD_N, SolutionPrinter, TextFormat, stream};
use crate::variant::{self, VariantArgs};
use crate::{estimate, memory, text, values};

/// The seed of `find --method random` unless `--seed` says otherwise.
pub const DEFAULT_SEED: u64 = 0;

/// `nqueens find`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "find",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<MethodArg>(),
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

    #[arg(short, long, value_enum, default_value_t)]
    pub method: MethodArg,

    /// A string, so that a bad seed gets this tool's words rather than
    /// clap's.
    #[arg(long, value_name = "S")]
    pub seed: Option<String>,

    #[arg(short, long, value_enum)]
    pub format: Option<Format>,

    #[arg(long)]
    pub check: bool,

    #[arg(long)]
    pub stats: bool,

    #[arg(long)]
    pub one_based: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum MethodArg {
    #[default]
    Construct,
    Random,
}

pub use crate::output::PlacementFormat as Format;

/// `find`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    method: Method,
    format: Format,
    one_based: bool,
    /// Check the placement before printing it.
    check: bool,
    variant: Variant,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Method {
    /// The explicit construction, streamed.
    Construct,
    /// The local search; `stats` reports what it did on stderr.
    Random { seed: u64, stats: bool },
}

/// Why the arguments cannot be run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindError {
    NeedsRandom {
        flag: &'static str,
    },
    OneBasedNeedsColumns,
    BoardTooWide {
        n: usize,
    },
    /// The local search asked of a variant: it knows the classic board.
    RandomIsClassic,
    /// `--one-based` where pawns make list and JSON lines name squares.
    OneBasedWithPawns,
}

impl std::error::Error for FindError {}

impl fmt::Display for FindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            FindError::NeedsRandom { flag } => t!("find-needs-random", flag = flag),
            FindError::OneBasedNeedsColumns => {
                t!("solve-one-based-needs-columns", format = "board")
            }
            FindError::BoardTooWide { n } => {
                t!("find-board-too-wide", max = output::MAX_BOARD_N, n = n)
            }
            FindError::RandomIsClassic => t!("find-random-is-classic"),
            FindError::OneBasedWithPawns => t!("solve-one-based-with-pawns"),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        // Both methods state their own limits (the construction has none),
        // so no cap here beyond what a usize holds.
        let n = values::board_size(&args.n, usize::MAX)?;
        let variant = args.variant.variant(n)?;
        if variant != Variant::Classic {
            if args.method == MethodArg::Random {
                return Err(FindError::RandomIsClassic.into());
            }
            if variant::has_pawns(&variant) && args.one_based {
                return Err(FindError::OneBasedWithPawns.into());
            }
        }
        let method = match args.method {
            MethodArg::Construct => {
                // The construction has one answer: a seed or statistics
                // asked of it are a mistake worth pointing out.
                if args.seed.is_some() {
                    return Err(FindError::NeedsRandom { flag: "--seed" }.into());
                }
                if args.stats {
                    return Err(FindError::NeedsRandom { flag: "--stats" }.into());
                }
                Method::Construct
            }
            MethodArg::Random => Method::Random {
                seed: args
                    .seed
                    .as_deref()
                    .map(values::seed)
                    .transpose()?
                    .unwrap_or(DEFAULT_SEED),
                stats: args.stats,
            },
        };
        let format = match args.format {
            Some(format) => format,
            None if n <= MAX_DEFAULT_BOARD_N => Format::Board,
            None => Format::List,
        };
        if format == Format::Board {
            if args.one_based {
                return Err(FindError::OneBasedNeedsColumns.into());
            }
            if n > output::MAX_BOARD_N {
                return Err(FindError::BoardTooWide { n }.into());
            }
        }
        Ok(Config {
            n,
            method,
            format,
            one_based: args.one_based,
            check: args.check,
            variant,
        })
    }
}

/// Why a placement failed `--check`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckFailure {
    /// The placement does not have one queen per row.
    Length {
        n: usize,
        rows: usize,
    },
    OffBoard {
        row: usize,
        col: usize,
        n: usize,
    },
    /// The queen shares a line with a queen of an earlier row.
    Attacked {
        row: usize,
        col: usize,
        line: SharedLine,
    },
}

impl std::error::Error for CheckFailure {}

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

/// The line of `find --stats`.
fn search_stats(stats: &nqueens::SearchStats, seconds: f64) -> String {
    t!(
        "find-stats",
        steps = stats.steps,
        swaps = stats.swaps,
        restarts = stats.restarts,
        seconds = format!("{seconds:.3}"),
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedLine {
    Column,
    Diagonal,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = &Config::from_args(args)?;
    if config.variant != Variant::Classic {
        return find_variant(config);
    }
    let n = config.n;
    match config.method {
        Method::Construct => {
            let rows = match nqueens::construct(n) {
                Ok(rows) => rows,
                Err(err) => return no_solution_or_error(err, n),
            };
            if config.check {
                // A first pass of its own: the construction costs nothing
                // to run twice, and holding it would cost n words.
                check(n, rows.clone())?;
            }
            print(config, rows)?;
        }
        Method::Random { seed, stats } => {
            // Refused before the search allocates: see `memory`.
            let mut spinner = None;
            if n <= nqueens::local_search::MAX_N {
                let bytes = nqueens::local_search::memory_bytes(n);
                memory::check(bytes)?;
                if let Some(seconds) = estimate::random_search(n) {
                    warn(&t!(
                        "find-random-slow",
                        n = n,
                        time = text::rough_time(seconds),
                        size = memory::byte_size(bytes)
                    ));
                    spinner = Some(Spinner::new(t!("find-random-searching", n = n)));
                }
            }
            let start = Instant::now();
            let found = nqueens::random_solution(n, seed);
            // The printing that follows streams: the spinner would only
            // get in its way on a terminal.
            drop(spinner);
            let found = match found {
                Ok(found) => found,
                Err(err) => return no_solution_or_error(err, n),
            };
            if stats {
                let seconds = start.elapsed().as_secs_f64();
                note(&search_stats(&found.stats, seconds));
            }
            let columns = found.queens.iter().map(|&col| col as usize);
            if config.check {
                check(n, columns.clone())?;
            }
            print(config, columns)?;
        }
    }
    Ok(Outcome::Success)
}

/// No solution (n = 2 or 3) is a plain failure, as in `solve`; anything
/// else the library refuses is an error.
fn no_solution_or_error(err: nqueens::Error, n: usize) -> anyhow::Result<Outcome> {
    if matches!(err.kind(), ErrorKind::NoSolution { .. }) {
        note(&t!("solve-no-solution", n = n));
        Ok(Outcome::Failure)
    } else {
        Err(err.into())
    }
}

/// A variant's one solution: none when a theorem says so, else the
/// library's, checked first with `--check`.
fn find_variant(config: &Config) -> anyhow::Result<Outcome> {
    let (n, variant) = (config.n, &config.variant);
    if let Some(reason) = variant::known_no_solution(n, variant) {
        note(&reason);
        return Ok(Outcome::Failure);
    }
    // The construction's columns and the placement's squares, held whole.
    let per_row = (size_of::<usize>() + size_of::<nqueens::Square>()) as u64;
    memory::check((n as u64).saturating_mul(per_row))?;
    // The library tries the pawn sets nearest the centre first, where
    // placements are found at once: no warning of a long search.
    let Some(found) = find_arrangement(n, variant)? else {
        note(&variant::no_solution(n, variant));
        return Ok(Outcome::Failure);
    };
    if config.check {
        check_arrangement(n, variant, &found)?;
    }
    let mut out = io::stdout().lock();
    let one_per_row = found.pawns.is_empty();
    let name = variant::rules_name(variant);
    let columns = found.queens.iter().map(|square| square.col);
    let first = usize::from(config.one_based);
    match config.format {
        // A torus of a million rows streams as the construction does.
        Format::List if one_per_row => stream::list_line(&mut out, columns, first)?,
        Format::Json if one_per_row => {
            stream::json_line(&mut out, n, columns, config.one_based, name)?;
        }
        format => {
            let format = match format {
                Format::Board => TextFormat::Board(BoardStyle::Ascii),
                Format::List => TextFormat::List {
                    one_based: config.one_based,
                },
                Format::Json => TextFormat::Json {
                    one_based: config.one_based,
                },
            };
            let out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, out);
            SolutionPrinter::for_variant(out, n, format, variant).only_arrangement(&found)?;
        }
    }
    Ok(Outcome::Success)
}

/// Checks a variant's placement before it is printed: the torus in O(n)
/// with its diagonals taken mod n (it may have millions of rows), the
/// others, at most 64 x 64, with the generic model's check.
fn check_arrangement(n: usize, variant: &Variant, found: &Arrangement) -> anyhow::Result<()> {
    if *variant == Variant::Torus {
        return check_lines(n, found.queens.iter().map(|square| square.col), true);
    }
    let model = match variant {
        Variant::Superqueens => Model::superqueens(n)?,
        // A count of pawns stands for a model per set: the set found.
        _ => Model::with_pawns(n, &found.pawns)?,
    };
    let cells: Option<Vec<usize>> = found.queens.iter().map(|&q| model.cell(q)).collect();
    let problem = match cells.map(|cells| model.check(&cells)) {
        Some(Ok(())) => return Ok(()),
        Some(Err(Defect::Attack { first, second, .. })) => {
            let square = |cell| model.square(cell).expect("a board's cell");
            variant::attack_words(square(first), square(second), n, variant)
        }
        _ => t!("find-check-rules"),
    };
    Err(anyhow!(t!("find-check-failed", problem = problem)))
}

fn print(config: &Config, columns: impl Iterator<Item = usize>) -> io::Result<()> {
    // The streams gather their own large chunks, so they write to standard
    // output directly.
    let mut out = io::stdout().lock();
    match config.format {
        Format::Board => {
            // Only boards of up to 100 rows get here.
            let queens: Vec<usize> = columns.collect();
            let out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, out);
            let format = TextFormat::Board(BoardStyle::Ascii);
            SolutionPrinter::new(out, config.n, format).only(&queens)
        }
        Format::List => stream::list_line(&mut out, columns, usize::from(config.one_based)),
        Format::Json => stream::json_line(&mut out, config.n, columns, config.one_based, None),
    }
}

/// A set of numbers below a bound, one bit each.
struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// The empty set below `len`, or `None` when the memory is not there
    /// (a check of a board of 10^12 rows would need 600 GB).
    fn new(len: usize) -> Option<Bits> {
        let count = len.div_ceil(64);
        let mut words = Vec::new();
        words.try_reserve_exact(count).ok()?;
        words.resize(count, 0);
        Some(Bits { words })
    }

    /// Adds `k`; false when it was there already.
    #[inline]
    fn insert(&mut self, k: usize) -> bool {
        let (word, bit) = (k / 64, 1u64 << (k % 64));
        let fresh = self.words[word] & bit == 0;
        self.words[word] |= bit;
        fresh
    }
}

/// Checks in O(n) time that `columns` (row 0's first) is a solution of
/// the `n`-queens problem, with one bit per column and per diagonal in
/// each direction: 5n bits, where the library's `is_solution` would take
/// 5n bytes and the placement in memory.
fn check(n: usize, columns: impl Iterator<Item = usize>) -> anyhow::Result<()> {
    check_lines(n, columns, false)
}

/// [`check`], on the torus when `wrap`: its diagonals taken mod n.
fn check_lines(n: usize, columns: impl Iterator<Item = usize>, wrap: bool) -> anyhow::Result<()> {
    let out_of_memory = || anyhow!(t!("find-check-out-of-memory", n = n));
    // Square (r, c) lies on diagonal r + c and anti-diagonal r + (n-1) - c,
    // both below 2n - 1; on the torus, on those mod n.
    let lines = n.checked_mul(2).ok_or_else(out_of_memory)?;
    let mut used_columns = Bits::new(n).ok_or_else(out_of_memory)?;
    let mut diagonals = Bits::new(lines).ok_or_else(out_of_memory)?;
    let mut anti_diagonals = Bits::new(lines).ok_or_else(out_of_memory)?;
    let mut rows = 0;
    for (row, col) in columns.enumerate() {
        rows = row + 1;
        if row >= n {
            continue;
        }
        if col >= n {
            return Err(CheckFailure::OffBoard { row, col, n }.into());
        }
        let (diagonal, anti_diagonal) = (row + col, row + (n - 1) - col);
        let (diagonal, anti_diagonal) = if wrap {
            (diagonal % n, anti_diagonal % n)
        } else {
            (diagonal, anti_diagonal)
        };
        let line = if !used_columns.insert(col) {
            SharedLine::Column
        } else if !diagonals.insert(diagonal) || !anti_diagonals.insert(anti_diagonal) {
            SharedLine::Diagonal
        } else {
            continue;
        };
        return Err(CheckFailure::Attacked { row, col, line }.into());
    }
    if rows != n {
        return Err(CheckFailure::Length { n, rows }.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failure(queens: &[usize], n: usize) -> Option<CheckFailure> {
        check(n, queens.iter().copied())
            .err()
            .map(|err| *err.downcast_ref::<CheckFailure>().expect("a check failure"))
    }

    #[test]
    fn solutions_pass() {
        assert_eq!(failure(&[0], 1), None);
        assert_eq!(failure(&[1, 3, 0, 2], 4), None);
        for n in [4, 5, 8, 9, 63, 64, 65, 200] {
            let queens: Vec<usize> = nqueens::construct(n).unwrap().collect();
            assert_eq!(failure(&queens, n), None, "n = {n}");
        }
    }

    #[test]
    fn every_kind_of_attack_is_caught() {
        let attacked = |row, col, line| Some(CheckFailure::Attacked { row, col, line });
        assert_eq!(
            failure(&[1, 3, 1, 2], 4),
            attacked(2, 1, SharedLine::Column)
        );
        // (0,0) and (3,3) share the anti-diagonal; (1,2) and (2,1) the
        // diagonal.
        assert_eq!(
            failure(&[0, 2, 3, 1], 4),
            attacked(2, 3, SharedLine::Diagonal)
        );
        assert_eq!(
            failure(&[1, 2, 0, 3], 4),
            attacked(1, 2, SharedLine::Diagonal)
        );
        assert_eq!(
            failure(&[1, 3, 4, 2], 4),
            Some(CheckFailure::OffBoard {
                row: 2,
                col: 4,
                n: 4
            })
        );
        assert_eq!(
            failure(&[1, 3, 0], 4),
            Some(CheckFailure::Length { n: 4, rows: 3 })
        );
        assert_eq!(
            failure(&[1, 3, 0, 2, 0], 4),
            Some(CheckFailure::Length { n: 4, rows: 5 })
        );
    }

    #[test]
    fn the_torus_check_wraps_the_diagonals() {
        let torus: Vec<usize> = nqueens::variant::torus_construction(7).unwrap();
        assert!(check_lines(7, torus.iter().copied(), true).is_ok());
        // A classic solution of 8 x 8 wraps into attacks on the torus.
        let classic = [0, 4, 7, 5, 2, 6, 1, 3];
        assert!(check_lines(8, classic.into_iter(), false).is_ok());
        assert!(check_lines(8, classic.into_iter(), true).is_err());
    }

    #[test]
    fn a_check_too_large_for_memory_is_an_error() {
        let err = check(usize::MAX, std::iter::empty()).unwrap_err();
        assert!(err.downcast_ref::<CheckFailure>().is_none());
    }
}
