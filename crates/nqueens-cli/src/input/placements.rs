//! The placements of a text, recognised line by line: boards, lists,
//! algebraic and pawn lines, JSON lines.

use std::collections::{HashSet, VecDeque};
use std::io::BufRead;

use nqueens::Square;
use nqueens::board::MAX_ALGEBRAIC_N;
use serde::Deserialize;

use super::lines::{LineRead, read_line_bounded};
use super::{BaseHint, InputError, InputPlacement, LineProblem, pawn_rules};
use crate::memory;
use crate::output::PAWNS_SEPARATOR;
use crate::output::board::{
    ASCII_EMPTY, ASCII_PAWN, ASCII_QUEEN, BLOCKED, FRAME_BOTTOM_LEFT, FRAME_SIDE, FRAME_TOP_LEFT,
    PAWN, QUEEN, UNICODE_CELL_WIDTH,
};

/// Headers of the lessons whose list lines count columns from 1 (`Cach 1:
/// 2 4 1 3`), in the spellings found in the wild (precomposed and
/// decomposed accents).
const ONE_BASED_HEADERS: [&str; 3] = ["cach", "cách", "ca\u{301}ch"];

/// Cells other than the ASCII style's that mean a queen or an empty square.
const OTHER_QUEENS: [char; 3] = ['q', QUEEN, '♕'];
const OTHER_PAWNS: [char; 3] = ['p', PAWN, '♟'];
const OTHER_EMPTIES: [char; 2] = ['0', '·'];

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
pub(super) fn header(line: &str) -> Option<(bool, &str)> {
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
pub(super) fn are_file_labels(tokens: &[&str], rows: usize) -> bool {
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
pub(super) fn looks_like_square(token: &str) -> bool {
    Square::parse(token, MAX_ALGEBRAIC_N).is_ok() || token.contains(',')
}
