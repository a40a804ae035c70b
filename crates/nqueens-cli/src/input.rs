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

use std::collections::{HashSet, VecDeque};
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;

use anyhow::Context;

use nqueens::Square;
use nqueens::board::MAX_ALGEBRAIC_N;
use nqueens::variant::Variant;
use serde::Deserialize;

use crate::memory;
use crate::output::PAWNS_SEPARATOR;
use crate::output::board::{
    ASCII_EMPTY, ASCII_PAWN, ASCII_QUEEN, BLOCKED, FRAME_BOTTOM_LEFT, FRAME_SIDE, FRAME_TOP_LEFT,
    PAWN, QUEEN, UNICODE_CELL_WIDTH,
};
use crate::text::{library_error, quoted};

/// Headers of the lessons whose list lines count columns from 1 (`Cach 1:
/// 2 4 1 3`), in the spellings found in the wild (precomposed and
/// decomposed accents).
const ONE_BASED_HEADERS: [&str; 3] = ["cach", "cách", "ca\u{301}ch"];

/// Cells other than the ASCII style's that mean a queen or an empty square.
const OTHER_QUEENS: [char; 3] = ['q', QUEEN, '♕'];
const OTHER_PAWNS: [char; 3] = ['p', PAWN, '♟'];
const OTHER_EMPTIES: [char; 2] = ['0', '·'];

/// The longest line the readers take, in bytes, newline aside, but for a
/// placement's list or JSON line, which may be as long as its n needs (see
/// [`LongLine`]). A longer line is refused when the limit is reached, so
/// that input without newlines (`/dev/zero`) costs this much memory and no
/// more.
pub const MAX_LINE_BYTES: usize = 8 << 20;

/// The largest n of a list or JSON line longer than [`MAX_LINE_BYTES`]:
/// verifying a placement holds some 64 bytes a queen (its line, its
/// squares and the tables the check fills), and that must fit the memory
/// budget.
pub const MAX_LONG_LINE_N: u64 = memory::BUDGET_BYTES / 64;

/// How much more of a long line is read at a time.
const LONG_LINE_CHUNK: u64 = 1 << 20;

/// One line read by [`read_line_bounded`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineRead {
    Line,
    End,
    TooLong,
}

/// Reads the next line into `bytes` (cleared first), taking at most
/// [`MAX_LINE_BYTES`] before its newline, or what its n allows for a
/// placement's list or JSON line (what `find` writes for a large n).
fn read_line_bounded<R: BufRead>(input: &mut R, bytes: &mut Vec<u8>) -> io::Result<LineRead> {
    bytes.clear();
    // One byte over the limit tells a line of exactly the limit, whose
    // newline comes next, from a longer one.
    let limit = MAX_LINE_BYTES as u64 + 1;
    if Read::take(&mut *input, limit).read_until(b'\n', bytes)? == 0 {
        return Ok(LineRead::End);
    }
    if bytes.len() <= MAX_LINE_BYTES || bytes.last() == Some(&b'\n') {
        return Ok(LineRead::Line);
    }
    let Some(mut long) = LongLine::start(bytes) else {
        return Ok(LineRead::TooLong);
    };
    loop {
        let before = bytes.len();
        if Read::take(&mut *input, LONG_LINE_CHUNK).read_until(b'\n', bytes)? == 0 {
            return Ok(LineRead::Line);
        }
        if !long.extend(&bytes[before..]) || bytes.len() as u64 > long.limit() {
            return Ok(LineRead::TooLong);
        }
        if bytes.last() == Some(&b'\n') {
            return Ok(LineRead::Line);
        }
    }
}

/// A line past [`MAX_LINE_BYTES`] that may go on: a placement whose n
/// sets how long it may be, up to [`MAX_LONG_LINE_N`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LongLine {
    /// Columns and spaces only; its n is its number of columns, so it may
    /// be 21 bytes a column (20 digits and a space) long.
    List { columns: u64, in_number: bool },
    /// A JSON object that starts with `"n"`, as `find` and `solve` write
    /// it: each queen may take a `[row, col]` square.
    Json { n: u64 },
}

impl LongLine {
    fn start(prefix: &[u8]) -> Option<LongLine> {
        let text = prefix.trim_ascii_start();
        if text.first() == Some(&b'{') {
            return Self::json(text);
        }
        let mut line = LongLine::List {
            columns: 0,
            in_number: false,
        };
        line.extend(prefix).then_some(line)
    }

    /// `{"n": 123, …`: the n it declares, if within bounds.
    fn json(text: &[u8]) -> Option<LongLine> {
        let rest = text[1..].trim_ascii_start().strip_prefix(b"\"n\"")?;
        let rest = rest
            .trim_ascii_start()
            .strip_prefix(b":")?
            .trim_ascii_start();
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 12 {
            return None;
        }
        let n: u64 = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
        (n <= MAX_LONG_LINE_N).then_some(LongLine::Json { n })
    }

    /// Takes in more of the line; `false` when it is no longer a list line
    /// or has more columns than any may.
    fn extend(&mut self, more: &[u8]) -> bool {
        match self {
            LongLine::Json { .. } => true,
            LongLine::List { columns, in_number } => {
                for &byte in more {
                    match byte {
                        b'0'..=b'9' => {
                            if !*in_number {
                                *columns += 1;
                                *in_number = true;
                            }
                        }
                        b' ' | b'\t' | b'\r' | b'\n' => *in_number = false,
                        _ => return false,
                    }
                }
                *columns <= MAX_LONG_LINE_N
            }
        }
    }

    /// The most bytes the line may have so far.
    fn limit(&self) -> u64 {
        let room = match *self {
            LongLine::List { columns, .. } => columns * 21,
            // `[row, col], ` with both as long as n.
            LongLine::Json { n } => n * (2 * u64::from(n.checked_ilog10().unwrap_or(0) + 1) + 6),
        };
        MAX_LINE_BYTES as u64 + room
    }
}

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

/// Yields the placements of a text, one at a time.
#[derive(Debug)]
pub struct PlacementReader<R> {
    input: R,
    one_based: bool,
    line_number: usize,
    bytes: Vec<u8>,
    board: Option<OpenBoard>,
    ready: VecDeque<InputPlacement>,
    at_end: bool,
}

/// A board whose rows are still being read. It holds its queens and the
/// shape of each row, not its empty squares: its memory grows with the
/// rows and queens read, and is kept within the memory budget.
#[derive(Debug)]
struct OpenBoard {
    first_line: usize,
    rows: Vec<RowShape>,
    /// The queens so far, in reading order; a row whose first cell turns
    /// out to be its label has its columns counted one too many.
    squares: Vec<Square>,
    /// The pawns so far, counted as the queens are.
    pawns: Vec<Square>,
}

impl OpenBoard {
    fn new(first_line: usize) -> OpenBoard {
        OpenBoard {
            first_line,
            rows: Vec::new(),
            squares: Vec::new(),
            pawns: Vec::new(),
        }
    }

    /// Adds a row, refusing a board whose rows and queens would take more
    /// than the memory budget.
    fn push(&mut self, row: GridRow) -> Result<(), memory::OverBudget> {
        let rows = self.rows.len() as u64 + 1;
        let queens = (self.squares.len() + row.queens.len()) as u64;
        let queens = queens + (self.pawns.len() + row.pawns.len()) as u64;
        memory::check(
            rows.saturating_mul(size_of::<RowShape>() as u64)
                .saturating_add(queens.saturating_mul(size_of::<Square>() as u64)),
        )?;
        let index = self.rows.len();
        self.rows.push(RowShape {
            line: row.line,
            width: row.width,
            first_may_be_label: row.first_may_be_label,
            first_queen: self.squares.len(),
            first_pawn: self.pawns.len(),
        });
        let queens = row.queens.iter().map(|&col| Square::new(index, col));
        self.squares.extend(queens);
        let pawns = row.pawns.iter().map(|&col| Square::new(index, col));
        self.pawns.extend(pawns);
        Ok(())
    }
}

/// A row of a board being read, with its queens in [`OpenBoard::squares`]
/// from `first_queen` on and its pawns in [`OpenBoard::pawns`] from
/// `first_pawn` on.
#[derive(Debug)]
struct RowShape {
    line: usize,
    width: usize,
    first_may_be_label: bool,
    first_queen: usize,
    first_pawn: usize,
}

#[derive(Debug)]
struct GridRow {
    line: usize,
    /// How many cells the row has.
    width: usize,
    /// The cells that hold a queen, from the left.
    queens: Vec<usize>,
    /// The cells that hold a pawn, from the left.
    pawns: Vec<usize>,
    /// The first cell was a `0` that may instead be the row's label (wide
    /// boards label rows from 0); the board's size decides.
    first_may_be_label: bool,
}

/// What one line of input is.
enum LineKind<'a> {
    Blank,
    Header { one_based: bool, rest: &'a str },
    Summary,
    Json,
    FrameTop,
    FrameBottom,
    GridRow(GridRow),
    FileLabels,
    Columns,
}

impl<R: BufRead> PlacementReader<R> {
    pub fn new(input: R, one_based: bool) -> PlacementReader<R> {
        PlacementReader {
            input,
            one_based,
            line_number: 0,
            bytes: Vec::new(),
            board: None,
            ready: VecDeque::new(),
            at_end: false,
        }
    }

    /// The next placement, `None` at the end of the input.
    pub fn next_placement(&mut self) -> anyhow::Result<Option<InputPlacement>> {
        loop {
            if let Some(placement) = self.ready.pop_front() {
                return Ok(Some(placement));
            }
            if self.at_end {
                return Ok(None);
            }
            let read = read_line_bounded(&mut self.input, &mut self.bytes)?;
            if read == LineRead::End {
                self.at_end = true;
                self.close_board()?;
                continue;
            }
            self.line_number += 1;
            if read == LineRead::TooLong {
                return Err(self.problem(LineProblem::TooLong).into());
            }
            let bytes = std::mem::take(&mut self.bytes);
            let result = match std::str::from_utf8(&bytes) {
                Ok(line) => self.read_line(line),
                Err(_) => Err(self.problem(LineProblem::NotUtf8)),
            };
            self.bytes = bytes;
            result?;
        }
    }

    fn read_line(&mut self, line: &str) -> Result<(), InputError> {
        let line = line.trim_start_matches('\u{feff}');
        let rows_so_far = self.board.as_ref().map(|board| board.rows.len());
        let kind = classify(line, self.line_number, rows_so_far)?;
        match kind {
            LineKind::Blank | LineKind::Summary | LineKind::FileLabels => self.close_board(),
            LineKind::Header { one_based, rest } => {
                self.close_board()?;
                if rest.is_empty() {
                    self.open_board();
                    Ok(())
                } else if one_based {
                    // The lesson's numbering, not the flag's: no hint.
                    self.read_columns(rest, true, false)
                } else {
                    self.read_columns(rest, self.one_based, true)
                }
            }
            LineKind::Json => {
                self.close_board()?;
                let placement = self.read_json(line)?;
                self.ready.push_back(placement);
                Ok(())
            }
            LineKind::FrameTop => {
                self.close_board_with_rows()?;
                if self.board.is_none() {
                    self.open_board();
                }
                Ok(())
            }
            LineKind::FrameBottom => Ok(()),
            LineKind::GridRow(row) => {
                let line_number = self.line_number;
                let board = self
                    .board
                    .get_or_insert_with(|| OpenBoard::new(line_number));
                board.push(row).map_err(|over| InputError::Line {
                    line: line_number,
                    problem: LineProblem::OverBudget(over),
                })
            }
            LineKind::Columns => {
                self.close_board()?;
                self.read_columns(line, self.one_based, true)
            }
        }
    }

    fn open_board(&mut self) {
        self.board = Some(OpenBoard::new(self.line_number));
    }

    /// Ends a board that has rows, keeping one that only has its header.
    fn close_board_with_rows(&mut self) -> Result<(), InputError> {
        if self
            .board
            .as_ref()
            .is_some_and(|board| !board.rows.is_empty())
        {
            self.close_board()?;
        }
        Ok(())
    }

    fn close_board(&mut self) -> Result<(), InputError> {
        let Some(board) = self.board.take() else {
            return Ok(());
        };
        // A header with nothing under it is no placement.
        if board.rows.is_empty() {
            return Ok(());
        }
        let n = board.rows.len();
        let (mut squares, mut pawns) = (board.squares, board.pawns);
        for (k, shape) in board.rows.iter().enumerate() {
            let labelled = match shape.width {
                width if width == n => false,
                width if width == n + 1 && shape.first_may_be_label => true,
                width => {
                    return Err(InputError::Line {
                        line: shape.line,
                        problem: LineProblem::RaggedRow {
                            cells: width,
                            rows: n,
                        },
                    });
                }
            };
            if labelled {
                // The label was a `0`, no queen or pawn, so every piece is
                // right of it.
                let next = board.rows.get(k + 1);
                let end = next.map_or(squares.len(), |next| next.first_queen);
                let pawns_end = next.map_or(pawns.len(), |next| next.first_pawn);
                let row_pawns = &mut pawns[shape.first_pawn..pawns_end];
                for square in squares[shape.first_queen..end].iter_mut().chain(row_pawns) {
                    square.col -= 1;
                }
            }
        }
        self.ready.push_back(InputPlacement {
            line: board.first_line,
            n,
            squares,
            variant: pawn_rules(pawns),
        });
        Ok(())
    }

    /// A list or algebraic line. `hint` says whether `--one-based` decided
    /// the numbering, so that changing it would be worth suggesting.
    fn read_columns(&mut self, text: &str, one_based: bool, hint: bool) -> Result<(), InputError> {
        let tokens = list_tokens(text);
        if let Some(at) = tokens.iter().position(|token| *token == PAWNS_SEPARATOR) {
            let placement = self.placement_with_pawns(&tokens[..at], &tokens[at + 1..])?;
            self.ready.push_back(placement);
            return Ok(());
        }
        let n = tokens.len();
        let numbers: Option<Vec<u64>> = tokens.iter().map(|token| token.parse().ok()).collect();
        let placement = if let Some(columns) = numbers {
            self.placement_from_columns(n, &columns, one_based, hint)?
        } else if tokens.iter().all(|token| looks_like_square(token)) {
            // Parsed against the real board size now, so that a square off
            // the board gets the library's explanation.
            self.placement_from_squares(n, &tokens)?
        } else {
            let unreadable = tokens
                .iter()
                .find(|token| token.parse::<u64>().is_err() && !looks_like_square(token));
            return Err(self.problem(match unreadable {
                Some(token) => LineProblem::Unreadable {
                    token: token.to_string(),
                },
                None => LineProblem::MixedNumbersAndSquares,
            }));
        };
        self.ready.push_back(placement);
        Ok(())
    }

    fn placement_from_columns(
        &self,
        n: usize,
        columns: &[u64],
        one_based: bool,
        hint: bool,
    ) -> Result<InputPlacement, InputError> {
        let first = u64::from(one_based);
        let fits = |first: u64| {
            columns
                .iter()
                .all(|&col| (first..n as u64 + first).contains(&col))
        };
        if let Some(&column) = columns
            .iter()
            .find(|&&col| !(first..n as u64 + first).contains(&col))
        {
            let other_fits = fits(1 - first);
            let hint = match (hint && other_fits, one_based) {
                (false, _) => None,
                (true, false) => Some(BaseHint::AddOneBased),
                (true, true) => Some(BaseHint::DropOneBased),
            };
            return Err(self.problem(LineProblem::ColumnOutOfRange {
                column,
                n,
                one_based,
                hint,
            }));
        }
        let squares = columns
            .iter()
            .enumerate()
            .map(|(row, &col)| Square::new(row, (col - first) as usize))
            .collect();
        Ok(InputPlacement {
            line: self.line_number,
            n,
            squares,
            variant: None,
        })
    }

    fn placement_from_squares(
        &self,
        n: usize,
        tokens: &[&str],
    ) -> Result<InputPlacement, InputError> {
        // A set, so that a line of a million squares is not checked
        // against itself pair by pair.
        let mut seen = HashSet::with_capacity(n);
        let squares = self.squares(n, tokens, &mut seen)?;
        Ok(InputPlacement {
            line: self.line_number,
            n,
            squares,
            variant: None,
        })
    }

    /// The squares of `tokens` on the `n x n` board, none of them in
    /// `seen` or named twice.
    fn squares(
        &self,
        n: usize,
        tokens: &[&str],
        seen: &mut HashSet<Square>,
    ) -> Result<Vec<Square>, InputError> {
        let mut squares = Vec::with_capacity(tokens.len());
        for token in tokens {
            let square =
                Square::parse(token, n).map_err(|err| self.problem(LineProblem::BadSquare(err)))?;
            if !seen.insert(square) {
                return Err(self.problem(LineProblem::RepeatedSquare {
                    square: square.name(n),
                }));
            }
            squares.push(square);
        }
        Ok(squares)
    }

    /// A line of queens' squares, `|` and pawns' squares: `n + k` queens
    /// and `k` pawns on the `n x n` board.
    fn placement_with_pawns(
        &self,
        queens: &[&str],
        pawns: &[&str],
    ) -> Result<InputPlacement, InputError> {
        if let Some(token) = queens
            .iter()
            .chain(pawns)
            .find(|token| !looks_like_square(token))
        {
            return Err(self.problem(LineProblem::Unreadable {
                token: token.to_string(),
            }));
        }
        if queens.len() <= pawns.len() {
            return Err(self.problem(LineProblem::TooFewQueens {
                queens: queens.len(),
                pawns: pawns.len(),
            }));
        }
        let n = queens.len() - pawns.len();
        let mut seen = HashSet::with_capacity(queens.len() + pawns.len());
        let squares = self.squares(n, queens, &mut seen)?;
        let pawns = self.squares(n, pawns, &mut seen)?;
        Ok(InputPlacement {
            line: self.line_number,
            n,
            squares,
            variant: pawn_rules(pawns),
        })
    }

    fn read_json(&self, line: &str) -> Result<InputPlacement, InputError> {
        #[derive(Deserialize)]
        struct JsonPlacement {
            n: usize,
            queens: JsonQueens,
            one_based: Option<bool>,
            variant: Option<String>,
            pawns: Option<Vec<[u64; 2]>>,
        }

        /// Each row's column, or squares where a row may hold two queens.
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum JsonQueens {
            Columns(Vec<u64>),
            Squares(Vec<[u64; 2]>),
        }

        let record: JsonPlacement = serde_json::from_str(line).map_err(|err| {
            self.problem(LineProblem::Json {
                message: crate::text::bounded_line(&err.to_string()),
            })
        })?;
        let n = record.n;
        if n == 0 {
            return Err(self.problem(LineProblem::JsonEmptyBoard));
        }
        // The record says how it counts; only without a say does the flag.
        let (one_based, hint) = match record.one_based {
            Some(one_based) => (one_based, false),
            None => (self.one_based, true),
        };
        let mut placement = match record.queens {
            JsonQueens::Columns(columns) if columns.len() != n => {
                return Err(self.problem(LineProblem::JsonLength {
                    n,
                    columns: columns.len(),
                }));
            }
            JsonQueens::Columns(columns) => {
                self.placement_from_columns(n, &columns, one_based, hint)?
            }
            JsonQueens::Squares(pairs) => InputPlacement {
                line: self.line_number,
                n,
                squares: self.json_squares(n, &pairs, one_based)?,
                variant: None,
            },
        };
        let pawns = match &record.pawns {
            Some(pairs) => self.json_squares(n, pairs, one_based)?,
            None => Vec::new(),
        };
        placement.variant = match record.variant {
            Some(name) if !pawns.is_empty() && name != "pawns" => {
                return Err(self.problem(LineProblem::JsonPawnsUnderOtherRules { name }));
            }
            Some(name) => Some(
                crate::variant::from_rules_name(&name, pawns)
                    .ok_or_else(|| self.problem(LineProblem::JsonUnknownVariant { name }))?,
            ),
            None => pawn_rules(pawns),
        };
        Ok(placement)
    }

    /// `[row, col]` pairs of a JSON line as squares of the `n x n` board.
    fn json_squares(
        &self,
        n: usize,
        pairs: &[[u64; 2]],
        one_based: bool,
    ) -> Result<Vec<Square>, InputError> {
        let first = u64::from(one_based);
        let on_board = |k: u64| (first..n as u64 + first).contains(&k);
        pairs
            .iter()
            .map(|&[row, col]| {
                if on_board(row) && on_board(col) {
                    Ok(Square::new((row - first) as usize, (col - first) as usize))
                } else {
                    Err(self.problem(LineProblem::JsonSquareOffBoard {
                        row,
                        col,
                        n,
                        one_based,
                    }))
                }
            })
            .collect()
    }

    fn problem(&self, problem: LineProblem) -> InputError {
        InputError::Line {
            line: self.line_number,
            problem,
        }
    }
}

/// Says what a line is, given how many rows the open board has (`None`
/// when no board is open).
fn classify(
    line: &str,
    line_number: usize,
    board_rows: Option<usize>,
) -> Result<LineKind<'_>, InputError> {
    let trimmed = line.trim();
    if trimmed.is_empty() {
        return Ok(LineKind::Blank);
    }
    // JSON first: its colons would otherwise pass for a header's.
    if trimmed.starts_with('{') {
        return Ok(LineKind::Json);
    }
    if let Some((one_based, rest)) = header(trimmed) {
        return Ok(LineKind::Header { one_based, rest });
    }
    if is_summary(trimmed) {
        return Ok(LineKind::Summary);
    }
    if trimmed.contains(FRAME_TOP_LEFT) {
        return Ok(LineKind::FrameTop);
    }
    if trimmed.contains(FRAME_BOTTOM_LEFT) {
        return Ok(LineKind::FrameBottom);
    }
    if let Some((label, inside)) = trimmed.split_once(FRAME_SIDE)
        && (label.is_empty() || label.trim().parse::<usize>().is_ok())
    {
        return unicode_row(inside, line_number).map(LineKind::GridRow);
    }
    let tokens: Vec<&str> = trimmed.split_whitespace().collect();
    if board_rows.is_some_and(|rows| rows > 0 && are_file_labels(&tokens, rows)) {
        return Ok(LineKind::FileLabels);
    }
    if let Some(row) = ascii_row(&tokens, line_number, board_rows.is_some()) {
        return Ok(LineKind::GridRow(row));
    }
    Ok(LineKind::Columns)
}

/// `Solution 3:` or `Phương án 3:` (a board follows), or `Cach 3: 2 4 1 3`
/// (a list on the same line): words, a number and a colon. Gives whether
/// the header's lists count from 1, and what follows the colon.
fn header(line: &str) -> Option<(bool, &str)> {
    let (head, rest) = line.split_once(':')?;
    let (words, number) = head.trim().rsplit_once(char::is_whitespace)?;
    let words = words.trim();
    let is_word = |c: char| !c.is_ascii_digit() && !c.is_ascii_punctuation();
    if number.parse::<u64>().is_err() || words.is_empty() || !words.chars().all(is_word) {
        return None;
    }
    let lowercase = words.to_lowercase();
    let one_based = ONE_BASED_HEADERS.contains(&lowercase.as_str());
    Some((one_based, rest.trim()))
}

/// The line after a run's output, such as `8 queens: 92 solutions.`: a
/// number, words and a colon.
fn is_summary(line: &str) -> bool {
    let Some((head, _)) = line.split_once(':') else {
        return false;
    };
    let mut words = head.split_whitespace();
    let starts_with_number = words
        .next()
        .is_some_and(|first| first.parse::<u64>().is_ok());
    let mut rest = words.peekable();
    starts_with_number
        && rest.peek().is_some()
        && rest.all(|word| {
            word.chars().all(|c| !c.is_ascii_digit()) && word.chars().any(char::is_alphabetic)
        })
}

/// The file labels under a board of `rows` rows: `a b c ...` or `0 1 2 ...`.
fn are_file_labels(tokens: &[&str], rows: usize) -> bool {
    if tokens.len() != rows {
        return false;
    }
    let letters = tokens.iter().enumerate().all(|(col, token)| {
        col < MAX_ALGEBRAIC_N && *token == char::from(b'a' + col as u8).to_string()
    });
    let indices = tokens
        .iter()
        .enumerate()
        .all(|(col, token)| *token == col.to_string());
    letters || indices
}

fn is_queen(c: char) -> bool {
    c == ASCII_QUEEN || OTHER_QUEENS.contains(&c)
}

fn is_pawn(c: char) -> bool {
    c == ASCII_PAWN || OTHER_PAWNS.contains(&c)
}

fn is_cell(c: char) -> bool {
    is_queen(c) || is_pawn(c) || c == ASCII_EMPTY || c == BLOCKED || OTHER_EMPTIES.contains(&c)
}

/// A row of an ASCII board: cells, single or run together (`.Q..`), maybe
/// after a row label. A row of nothing but `0`s reads as a list line unless
/// a board is open.
fn ascii_row(tokens: &[&str], line_number: usize, board_open: bool) -> Option<GridRow> {
    let (mut width, mut queens, mut pawns) = (0, Vec::new(), Vec::new());
    let mut first_may_be_label = false;
    let mut only_zeros = true;
    for (k, token) in tokens.iter().enumerate() {
        if token.chars().all(is_cell) {
            for c in token.chars() {
                if is_queen(c) {
                    queens.push(width);
                } else if is_pawn(c) {
                    pawns.push(width);
                }
                width += 1;
            }
            only_zeros &= token.chars().all(|c| c == '0');
            first_may_be_label |= k == 0 && *token == "0";
        } else if k == 0 && token.parse::<usize>().is_ok() {
            // A row label; it says nothing about the queens.
        } else {
            return None;
        }
    }
    if width == 0 || (only_zeros && !board_open) {
        return None;
    }
    Some(GridRow {
        line: line_number,
        width,
        queens,
        pawns,
        first_may_be_label,
    })
}

/// The part of a Unicode board row between the frame's sides, three
/// columns to a square.
fn unicode_row(inside: &str, line_number: usize) -> Result<GridRow, InputError> {
    let inside = inside.strip_suffix(FRAME_SIDE).unwrap_or(inside);
    let chars: Vec<char> = inside.chars().collect();
    if !chars.len().is_multiple_of(UNICODE_CELL_WIDTH) {
        return Err(InputError::Line {
            line: line_number,
            problem: LineProblem::RaggedUnicodeRow { width: chars.len() },
        });
    }
    let holding = |piece: fn(char) -> bool| {
        chars
            .chunks(UNICODE_CELL_WIDTH)
            .enumerate()
            .filter(|(_, cell)| cell.iter().any(|&c| piece(c)))
            .map(|(col, _)| col)
            .collect()
    };
    Ok(GridRow {
        line: line_number,
        width: chars.len() / UNICODE_CELL_WIDTH,
        queens: holding(is_queen),
        pawns: holding(is_pawn),
        first_may_be_label: false,
    })
}

/// The tokens of a list or algebraic line, which may be bracketed and
/// comma-separated as programs print arrays: `[3, 6, 2]`.
fn list_tokens(text: &str) -> Vec<&str> {
    let text = text.trim();
    let text = text.strip_prefix('[').unwrap_or(text);
    let text = text.strip_suffix(']').unwrap_or(text);
    text.split_whitespace()
        .map(|token| token.trim_end_matches(','))
        .filter(|token| !token.is_empty())
        .collect()
}

/// A square of some board: chess notation on the largest board that has
/// it, or `row,col`.
fn looks_like_square(token: &str) -> bool {
    Square::parse(token, MAX_ALGEBRAIC_N).is_ok() || token.contains(',')
}

/// A board to complete, as a grid gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    pub n: usize,
    /// In reading order.
    pub queens: Vec<Square>,
    /// In reading order.
    pub blocked: Vec<Square>,
}

/// Reads the one grid of a text: rows of `Q` (or `q`) for a queen, `.` for
/// a free square and `x` (or `X`) for a blocked one, spaced or run
/// together, each maybe after a row label, as the board format prints
/// them. Blank lines and lines starting with `#` are skipped anywhere, a
/// header such as `Solution 1:` above the grid, and the file labels below
/// it end it. The grid's size is its number of rows, and every row must
/// have as many squares.
///
/// It holds only the squares that are not free, so its work and memory
/// grow with the input and no faster; a grid of more than `max_n` rows is
/// refused at its first row too many, and no line may be longer than
/// [`MAX_LINE_BYTES`]. Blank and comment lines between count against
/// [`grid_byte_limit`]`(max_n)`, so that no input is read without end.
pub fn read_grid<R: BufRead>(mut input: R, max_n: usize) -> anyhow::Result<Grid> {
    let max_bytes = grid_byte_limit(max_n);
    let mut total_bytes = 0u64;
    let mut grid = Grid::default();
    // Each row's line and number of squares, checked once the size is
    // known.
    let mut rows: Vec<(usize, usize)> = Vec::new();
    let mut labels_seen = false;
    let mut bytes = Vec::new();
    let mut line_number = 0;
    loop {
        let read = read_line_bounded(&mut input, &mut bytes)?;
        if read == LineRead::End {
            break;
        }
        line_number += 1;
        let problem = |problem| InputError::Line {
            line: line_number,
            problem,
        };
        total_bytes += bytes.len() as u64;
        if read == LineRead::TooLong {
            return Err(problem(LineProblem::TooLong).into());
        }
        if total_bytes > max_bytes {
            return Err(InputError::GridTooLong { limit: max_bytes }.into());
        }
        let line = std::str::from_utf8(&bytes).map_err(|_| problem(LineProblem::NotUtf8))?;
        let line = line.trim_start_matches('\u{feff}').trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if labels_seen {
            return Err(problem(LineProblem::AfterGrid).into());
        }
        if rows.is_empty() && header(line).is_some_and(|(_, rest)| rest.is_empty()) {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if rows.is_empty() && is_placement_line(line, &tokens) {
            // What `solve` and `find` print: its queens, on an empty board
            // of its size, and nothing else may follow.
            grid = placement_grid(line, line_number, max_n)?;
            labels_seen = true;
            continue;
        }
        if !rows.is_empty() && are_file_labels(&tokens, rows.len()) {
            labels_seen = true;
            continue;
        }
        let row = rows.len();
        if row == max_n {
            return Err(problem(LineProblem::TooManyRows { max: max_n }).into());
        }
        let mut cells = 0;
        for (k, token) in tokens.iter().enumerate() {
            if k == 0 && token.bytes().all(|b| b.is_ascii_digit()) {
                // A row label; it says nothing about the squares.
                continue;
            }
            if !token.chars().all(|c| grid_cell(c).is_some()) {
                let token = token.to_string();
                return Err(problem(LineProblem::NotACell { token }).into());
            }
            for c in token.chars() {
                match grid_cell(c) {
                    Some(GridCell::Queen) => grid.queens.push(Square::new(row, cells)),
                    Some(GridCell::Blocked) => grid.blocked.push(Square::new(row, cells)),
                    Some(GridCell::Free) | None => {}
                }
                cells += 1;
            }
        }
        if cells == 0 {
            let token = line.to_string();
            return Err(problem(LineProblem::NotACell { token }).into());
        }
        rows.push((line_number, cells));
    }
    if grid.n > 0 {
        // Read from a placement line, not from rows.
        return Ok(grid);
    }
    let n = rows.len();
    if n == 0 {
        return Err(InputError::NoGrid.into());
    }
    if let Some(&(line, cells)) = rows.iter().find(|&&(_, cells)| cells != n) {
        let problem = LineProblem::RaggedRow { cells, rows: n };
        return Err(InputError::Line { line, problem }.into());
    }
    grid.n = n;
    Ok(grid)
}

/// Whether a line that starts a grid is a placement as `solve` prints it
/// instead: a JSON line, a list of columns (two or more numbers, or one:
/// no grid row is a label alone), or squares in chess notation, maybe
/// with pawns after a `|`.
fn is_placement_line(line: &str, tokens: &[&str]) -> bool {
    let is_number = |token: &&str| token.bytes().all(|b| b.is_ascii_digit());
    let is_square = |token: &&str| *token == PAWNS_SEPARATOR || looks_like_square(token);
    line.starts_with('{')
        || (!tokens.is_empty() && tokens.iter().all(is_number))
        || (!tokens.is_empty() && tokens.iter().all(is_square))
}

/// The board of one placement line, read as `verify` reads it.
fn placement_grid(line: &str, line_number: usize, max_n: usize) -> anyhow::Result<Grid> {
    let mut reader = PlacementReader::new(line.as_bytes(), false);
    let placement = reader
        .next_placement()
        .map_err(|err| renumbered(err, line_number))?
        .ok_or(InputError::NoGrid)?;
    if placement
        .variant
        .as_ref()
        .is_some_and(|rules| *rules != Variant::Classic)
    {
        return Err(InputError::Line {
            line: line_number,
            problem: LineProblem::VariantGrid,
        }
        .into());
    }
    if placement.n > max_n {
        let problem = LineProblem::TooManyRows { max: max_n };
        return Err(InputError::Line {
            line: line_number,
            problem,
        }
        .into());
    }
    Ok(Grid {
        n: placement.n,
        queens: placement.squares,
        blocked: Vec::new(),
    })
}

/// An error of a reader given one line, placed at that line of the whole
/// input.
fn renumbered(err: anyhow::Error, line_number: usize) -> anyhow::Error {
    match err.downcast::<InputError>() {
        Ok(InputError::Line { problem, .. }) => InputError::Line {
            line: line_number,
            problem,
        }
        .into(),
        Ok(other) => other.into(),
        Err(err) => err,
    }
}

/// The most bytes [`read_grid`] reads for a grid of up to `max_n` rows:
/// each row with its label and every square three characters wide (as
/// wide boards print them), and one longest line's worth of comments.
pub fn grid_byte_limit(max_n: usize) -> u64 {
    let rows = max_n as u64;
    rows * (3 * rows + 16) + MAX_LINE_BYTES as u64
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GridCell {
    Queen,
    Free,
    Blocked,
}

fn grid_cell(c: char) -> Option<GridCell> {
    match c {
        ASCII_QUEEN | 'q' => Some(GridCell::Queen),
        ASCII_EMPTY => Some(GridCell::Free),
        BLOCKED | 'X' => Some(GridCell::Blocked),
        _ => None,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn columns(placement: &InputPlacement) -> Vec<(usize, usize)> {
        placement.squares.iter().map(|s| (s.row, s.col)).collect()
    }

    #[test]
    fn reads_a_labelled_board() {
        let text = "Solution 1:\n4 . Q . .\n3 . . . Q\n2 Q . . .\n1 . . Q .\n  a b c d\n\n4 queens: 2 solutions.\n";
        let placements = read_all(text, false).unwrap();
        assert_eq!(placements.len(), 1);
        assert_eq!(placements[0].n, 4);
        assert_eq!(placements[0].line, 1);
        assert_eq!(columns(&placements[0]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
    }

    #[test]
    fn reads_the_lessons_formats() {
        let text =
            "Phương án 1:\n0 Q 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\nCach 2: 3 1 4 2\nCách 3: 2 4 1 3\n";
        let placements = read_all(text, false).unwrap();
        assert_eq!(placements.len(), 3);
        assert_eq!(columns(&placements[0]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
        assert_eq!(columns(&placements[1]), [(0, 2), (1, 0), (2, 3), (3, 1)]);
        assert_eq!(columns(&placements[2]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
    }

    #[test]
    fn a_row_of_zeros_inside_a_board_is_a_row() {
        let text = "Phương án 1:\n0 0 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\n";
        let placements = read_all(text, false).unwrap();
        assert_eq!(placements[0].squares.len(), 3);
        // Outside a board the same line is a list of columns.
        let placements = read_all("0 0 0 0\n", false).unwrap();
        assert_eq!(placements[0].squares.len(), 4);
    }

    #[test]
    fn wide_boards_keep_row_zero_apart_from_its_label() {
        let n = 27;
        let mut text = String::new();
        for row in 0..n {
            let cells: Vec<&str> = (0..n)
                .map(|col| if col == row { "Q" } else { "." })
                .collect();
            text.push_str(&format!("{row:>2} {}\n", cells.join("  ")));
        }
        let placements = read_all(&text, false).unwrap();
        assert_eq!(placements[0].n, n);
        assert_eq!(placements[0].squares[0], Square::new(0, 0));
    }

    #[test]
    fn reads_lists_squares_and_json() {
        let text = "[1, 3, 0, 2]\nb4 d3 a2 c1\n{\"n\": 4, \"index\": 1, \"one_based\": true, \"queens\": [2, 4, 1, 3]}\n";
        let placements = read_all(text, false).unwrap();
        assert_eq!(placements.len(), 3);
        for placement in &placements {
            assert_eq!(columns(placement), [(0, 1), (1, 3), (2, 0), (3, 2)]);
        }
    }

    #[test]
    fn reads_pawns_from_boards_lines_and_json() {
        let text = "4 Q . . .\n3 Q P Q .\n2 . . . Q\n1 . Q . .\n  a b c d\n\
                    0,0 1,0 1,2 2,3 3,1 | 1,1\n\
                    a4 a3 c3 d2 b1 | b3\n\
                    {\"n\": 4, \"variant\": \"pawns\", \"pawns\": [[1, 1]], \
                    \"queens\": [[0, 0], [1, 0], [1, 2], [2, 3], [3, 1]]}\n";
        let placements = read_all(text, false).unwrap();
        assert_eq!(placements.len(), 4);
        let pawns = Some(Variant::PawnsAt {
            squares: vec![Square::new(1, 1)],
        });
        for placement in &placements {
            assert_eq!(placement.n, 4);
            assert_eq!(columns(placement), [(0, 0), (1, 0), (1, 2), (2, 3), (3, 1)]);
            assert_eq!(placement.variant, pawns);
        }
        // No more queens than pawns: no board at all.
        assert!(matches!(
            read_all("a1 | b2\n", false),
            Err(InputError::Line {
                problem: LineProblem::TooFewQueens { .. },
                ..
            })
        ));
    }

    #[test]
    fn json_lines_name_their_rules() {
        let torus = "{\"n\": 5, \"variant\": \"torus\", \"queens\": [0, 2, 4, 1, 3]}\n";
        let placements = read_all(torus, false).unwrap();
        assert_eq!(placements[0].variant, Some(Variant::Torus));
        for (line, problem) in [
            (
                "{\"n\": 5, \"variant\": \"hex\", \"queens\": [0, 2, 4, 1, 3]}",
                "unknown",
            ),
            (
                "{\"n\": 5, \"variant\": \"torus\", \"pawns\": [[2, 2]], \"queens\": [0, 2, 4, 1, 3]}",
                "pawns",
            ),
            ("{\"n\": 2, \"queens\": [[0, 2], [1, 0]]}", "off"),
        ] {
            let err = read_all(line, false).unwrap_err();
            let matched = match err {
                InputError::Line { problem, .. } => match problem {
                    LineProblem::JsonUnknownVariant { .. } => "unknown",
                    LineProblem::JsonPawnsUnderOtherRules { .. } => "pawns",
                    LineProblem::JsonSquareOffBoard { .. } => "off",
                    _ => "other",
                },
                _ => "other",
            };
            assert_eq!(matched, problem, "{line}");
        }
    }

    #[test]
    fn suggests_one_based_when_it_fits() {
        let err = read_all("2 4 1 3\n", false).unwrap_err();
        assert!(matches!(
            err,
            InputError::Line {
                line: 1,
                problem: LineProblem::ColumnOutOfRange {
                    column: 4,
                    hint: Some(BaseHint::AddOneBased),
                    ..
                }
            }
        ));
    }

    fn grid(text: &str) -> Result<Grid, InputError> {
        read_grid(std::io::Cursor::new(text), 100)
            .map_err(|err| err.downcast().expect("an input error"))
    }

    #[test]
    fn reads_grids_labelled_or_not() {
        let labelled =
            "# a puzzle\nSolution 1:\n4 . Q . .\n3 x . . .\n\n2 . . . .\n1 . . x Q\n  a b c d\n\n";
        let bare = ".Q..\nx...\n....\n..xq\n";
        for text in [labelled, bare] {
            let grid = grid(text).unwrap();
            assert_eq!(grid.n, 4);
            assert_eq!(grid.queens, [Square::new(0, 1), Square::new(3, 3)]);
            assert_eq!(grid.blocked, [Square::new(1, 0), Square::new(3, 2)]);
        }
        // Wide boards label their rows and files from 0.
        let mut wide = String::new();
        for row in 0..27 {
            let cells: Vec<&str> = (0..27)
                .map(|col| if col == row { "Q" } else { "." })
                .collect();
            wide.push_str(&format!("{row:>2}  {}\n", cells.join("  ")));
        }
        let labels: Vec<String> = (0..27).map(|col| format!("{col:>2}")).collect();
        wide.push_str(&format!("   {}\n", labels.join(" ")));
        let grid = grid(&wide).unwrap();
        assert_eq!(grid.n, 27);
        assert_eq!(grid.queens.len(), 27);
        assert_eq!(grid.queens[26], Square::new(26, 26));
    }

    #[test]
    fn rejects_what_is_not_one_grid() {
        assert!(matches!(grid("\n# nothing\n"), Err(InputError::NoGrid)));
        assert!(matches!(
            grid("Q . .\n. . Q\n"),
            Err(InputError::Line {
                line: 1,
                problem: LineProblem::RaggedRow { cells: 3, rows: 2 }
            })
        ));
        assert!(matches!(
            grid("Q .\n. o\n"),
            Err(InputError::Line {
                line: 2,
                problem: LineProblem::NotACell { .. }
            })
        ));
        assert!(matches!(
            grid(".Q\nQ.\n  a b\n.Q\n"),
            Err(InputError::Line {
                line: 4,
                problem: LineProblem::AfterGrid
            })
        ));
    }

    #[test]
    fn rejects_ragged_boards_and_unknown_tokens() {
        let err = read_all("Q . .\n. . Q\n", false).unwrap_err();
        assert!(matches!(
            err,
            InputError::Line {
                line: 1,
                problem: LineProblem::RaggedRow { cells: 3, rows: 2 }
            }
        ));
        let err = read_all("3 6 x 7\n", false).unwrap_err();
        assert!(matches!(
            err,
            InputError::Line {
                problem: LineProblem::Unreadable { .. },
                ..
            }
        ));
    }
}
