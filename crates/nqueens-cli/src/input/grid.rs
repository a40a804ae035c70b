//! The one grid of a text that `complete` fills.

use std::io::BufRead;

use nqueens::Square;
use nqueens::variant::Variant;

use super::lines::{LineRead, MAX_LINE_BYTES, read_line_bounded};
use super::placements::{PlacementReader, are_file_labels, header, looks_like_square};
use super::{InputError, LineProblem};
use crate::output::PAWNS_SEPARATOR;
use crate::output::board::{ASCII_EMPTY, ASCII_QUEEN, BLOCKED};

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
