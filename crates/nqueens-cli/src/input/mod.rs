//! Reading placements for `verify`, in every format `solve` writes and in
//! the lessons' formats, recognised line by line; and the grids that
//! `complete` fills ([`read_grid`]).
//!
//! - A board is a block of grid rows: cells `Q` (or `♛`) for a queen, `P`
//!   (or `♙`) for a pawn and `.` or `0` for an empty square (or `x`, a
//!   square `complete` was told to leave free), optionally with a row label
//!   in front, a
//!   `Solution k:` (or `Phương án k:`) header above and a line of file labels
//!   below. Unicode boards put the cells between `│` frame lines. A blank
//!   line, a header or the file labels end a board; its size is its number
//!   of rows.
//! - A list line holds one column per row, counted from 0 (from 1 with
//!   `--one-based`, and always after a lesson's `Cach k:` header).
//! - An algebraic line holds one square per queen, such as `d8 g7 c6`.
//! - A line with pawns names the queens' squares, then `|` and the pawns'
//!   squares, in chess notation or as `row,col` from 0 (`a8 e8 c7 … | d5`);
//!   its board's size is the number of queens less the number of pawns.
//! - A JSON line is an object as `solve --format json` writes it: `"queens"`
//!   holds each row's column, or `[row, col]` squares beside `"pawns"`; a
//!   `"variant"` names the rules (`torus`, `superqueens`, `pawns`).
//!
//! Pawns in a board or a line, and a JSON line's `"variant"`, state the
//! rules of their placement ([`InputPlacement::variant`]).
//!
//! Summary lines (`8 queens: 92 solutions.`) are skipped. The reader streams:
//! it holds one board at most, however long the input, and no line longer
//! than [`MAX_LINE_BYTES`].

mod grid;
mod lines;
mod placements;
#[cfg(test)]
mod tests;

pub use grid::{Grid, read_grid};
pub use lines::{MAX_LINE_BYTES, MAX_LONG_LINE_N};
pub use placements::PlacementReader;

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::PathBuf;

use anyhow::Context;
use nqueens::Square;
use nqueens::variant::Variant;

use crate::memory;
use crate::text::{library_error, quoted};

/// Where input comes from: a file, or standard input (also for `-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Stdin,
    File(PathBuf),
}

impl Source {
    pub fn from_path(path: PathBuf) -> Source {
        if path.as_os_str() == "-" {
            Source::Stdin
        } else {
            Source::File(path)
        }
    }

    /// The input's name in messages, as compilers name their input.
    pub fn name(&self) -> String {
        match self {
            Source::Stdin => t!("standard-input"),
            Source::File(path) => crate::text::path_name(path),
        }
    }

    pub fn open(&self) -> anyhow::Result<Box<dyn BufRead>> {
        Ok(match self {
            Source::Stdin => Box::new(io::stdin().lock()),
            Source::File(path) => {
                let file = File::open(path).with_context(|| crate::text::cannot_read(path))?;
                Box::new(BufReader::new(file))
            }
        })
    }
}

/// One placement read from the input. Its queens need not be one per row:
/// a board may have a row with none or two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputPlacement {
    /// The line where the placement starts.
    pub line: usize,
    pub n: usize,
    pub squares: Vec<Square>,
    /// The rules the input states: a JSON line's `"variant"`, or pawns on
    /// a board or a line ([`Variant::PawnsAt`]). `None` where it says
    /// nothing, as for the classic board and the variants' one queen a row.
    pub variant: Option<Variant>,
}

impl InputPlacement {
    /// The pawns the input gives, if any.
    pub fn pawns(&self) -> &[Square] {
        match &self.variant {
            Some(Variant::PawnsAt { squares }) => squares,
            _ => &[],
        }
    }
}

/// The rules that pawns read from a board or a line state.
fn pawn_rules(pawns: Vec<Square>) -> Option<Variant> {
    (!pawns.is_empty()).then_some(Variant::PawnsAt { squares: pawns })
}

/// Input that is not a sequence of placements.
#[derive(Debug)]
pub enum InputError {
    NoPlacements,
    NoGrid,
    /// A grid's text, comments included, longer than its size allows.
    GridTooLong {
        limit: u64,
    },
    Line {
        line: usize,
        problem: LineProblem,
    },
}

impl std::error::Error for InputError {}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            InputError::NoPlacements => t!("input-no-placements"),
            InputError::NoGrid => t!("input-no-grid"),
            InputError::GridTooLong { limit } => t!("input-grid-too-long", limit = *limit),
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
            LineProblem::TooLong => t!(
                "input-line-too-long",
                limit = MAX_LINE_BYTES,
                max_n = MAX_LONG_LINE_N
            ),
            LineProblem::TooManyRows { max } => t!("input-too-many-rows", max = *max),
            LineProblem::Unreadable { token } => {
                t!("input-unreadable", token = quoted(token))
            }
            LineProblem::NotACell { token } => {
                t!("input-not-a-cell", token = quoted(token))
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
            LineProblem::JsonSquareOffBoard {
                row,
                col,
                n,
                one_based,
            } => {
                let (first, last) = if *one_based { (1, *n) } else { (0, n - 1) };
                t!(
                    "input-json-square-off-board",
                    row = *row,
                    col = *col,
                    n = *n,
                    first = first,
                    last = last
                )
            }
            LineProblem::JsonUnknownVariant { name } => {
                t!("input-json-unknown-variant", name = quoted(name))
            }
            LineProblem::JsonPawnsUnderOtherRules { name } => {
                t!("input-json-pawns-under-other-rules", name = quoted(name))
            }
            LineProblem::VariantGrid => t!("input-variant-grid"),
            LineProblem::TooFewQueens { queens, pawns } => {
                t!("input-too-few-queens", queens = *queens, pawns = *pawns)
            }
            LineProblem::OverBudget(over) => over.to_string(),
        })
    }
}

#[derive(Debug)]
pub enum LineProblem {
    NotUtf8,
    /// A line longer than [`MAX_LINE_BYTES`].
    TooLong,
    /// A grid row past the largest board the command takes.
    TooManyRows {
        max: usize,
    },
    /// A token that is neither a number, a square nor a cell.
    Unreadable {
        token: String,
    },
    MixedNumbersAndSquares,
    /// A grid row's token that is neither a label nor cells.
    NotACell {
        token: String,
    },
    /// A line of a grid after its file labels.
    AfterGrid,
    RaggedRow {
        cells: usize,
        rows: usize,
    },
    RaggedUnicodeRow {
        width: usize,
    },
    ColumnOutOfRange {
        column: u64,
        n: usize,
        one_based: bool,
        hint: Option<BaseHint>,
    },
    BadSquare(nqueens::Error),
    RepeatedSquare {
        square: String,
    },
    Json {
        message: String,
    },
    JsonEmptyBoard,
    JsonLength {
        n: usize,
        columns: usize,
    },
    /// A JSON line's `[row, col]` square outside its board.
    JsonSquareOffBoard {
        row: u64,
        col: u64,
        n: usize,
        one_based: bool,
    },
    /// A JSON line's `"variant"` that names no rules known.
    JsonUnknownVariant {
        name: String,
    },
    /// A JSON line with pawns whose `"variant"` is not the pawns'.
    JsonPawnsUnderOtherRules {
        name: String,
    },
    /// A placement of a variant's rules given as a grid to complete.
    VariantGrid,
    /// A line with pawns that has no more queens than pawns.
    TooFewQueens {
        queens: usize,
        pawns: usize,
    },
    /// A board whose rows and queens would take more memory than a run
    /// may use.
    OverBudget(memory::OverBudget),
}

/// A change of `--one-based` that would make a list line fit its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BaseHint {
    AddOneBased,
    DropOneBased,
}

/// Reads every placement of a whole text, for tests.
#[cfg(test)]
fn read_all(text: &str, one_based: bool) -> Result<Vec<InputPlacement>, InputError> {
    let mut reader = PlacementReader::new(std::io::Cursor::new(text), one_based);
    let mut placements = Vec::new();
    loop {
        match reader.next_placement() {
            Ok(Some(placement)) => placements.push(placement),
            Ok(None) => return Ok(placements),
            Err(err) => return Err(err.downcast().expect("an input error")),
        }
    }
}
