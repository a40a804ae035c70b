//! Drawing a placement as a board with coordinates.
//!
//! Up to 26 columns the board is labelled as in chess: rank `n` on the top
//! row down to rank 1, files `a`, `b`, ... under it. Wider boards have no
//! letters for every file, so rows and columns show their 0-based indices.
//! The layout here is also what [`crate::input`] reads back.
//!
//! A placement of the variants with pawns draws them as `P` (`♙` in the
//! Unicode style) on their squares, and may hold two queens in a row.

use nqueens::Square;
use nqueens::board::MAX_ALGEBRAIC_N;

/// How a board is drawn: `Q` and `.` for any terminal, or a checkered
/// board in Unicode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    Ascii,
    Unicode,
}

impl BoardStyle {
    /// The style a command's `--unicode` flag chooses.
    pub fn chosen(unicode: bool) -> BoardStyle {
        if unicode {
            BoardStyle::Unicode
        } else {
            BoardStyle::Ascii
        }
    }
}

/// The queen in the Unicode style.
pub const QUEEN: char = '♛';
/// The shading of a dark square in the Unicode style.
pub const DARK: char = '░';
/// Terminal columns per square in the Unicode style: three columns are about
/// as wide as a line is high, so the squares look square.
pub const UNICODE_CELL_WIDTH: usize = 3;
/// The frame around a Unicode board.
pub const FRAME_SIDE: char = '│';
pub const FRAME_TOP_LEFT: char = '┌';
pub const FRAME_TOP_RIGHT: char = '┐';
pub const FRAME_BOTTOM_LEFT: char = '└';
pub const FRAME_BOTTOM_RIGHT: char = '┘';
pub const FRAME_HORIZONTAL: char = '─';

/// The queen and empty square in the ASCII style.
pub const ASCII_QUEEN: char = 'Q';
pub const ASCII_EMPTY: char = '.';
/// A square no queen may use, in the grids of `complete` (both styles).
pub const BLOCKED: char = 'x';
/// A pawn, in the ASCII style and in the Unicode style.
pub const ASCII_PAWN: char = 'P';
pub const PAWN: char = '♙';

/// A square a queen covers (attacks), in the boards of `dominate` (both
/// styles); a square no queen covers is drawn empty.
pub const COVERED: char = '+';

/// A knight, in the boards of `knights` (ASCII as in chess notation).
pub const ASCII_KNIGHT: char = 'N';
pub const KNIGHT: char = '♞';
/// The two armies of `peaceable`, as in chess: white in capitals (ASCII)
/// or outlined (Unicode), black in lower case or filled.
pub const ASCII_WHITE_QUEEN: char = 'Q';
pub const WHITE_QUEEN: char = '♕';
pub const ASCII_BLACK_QUEEN: char = 'q';

/// What stands on a square of a placement with pawns, or, in the boards
/// of `dominate`, what covers an empty one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Queen,
    Pawn,
    Covered,
    Knight,
    WhiteQueen,
    BlackQueen,
}

/// Draws boards of one size, reusing its labels and buffer.
#[derive(Debug)]
pub struct BoardRenderer {
    style: BoardStyle,
    /// Each row's label, right-aligned to a common width.
    row_labels: Vec<String>,
    /// Each column's label, aligned to its cell.
    column_labels: Vec<String>,
    /// Columns per cell in the ASCII style (wider for multi-digit labels).
    ascii_cell_width: usize,
    /// Row by row, whether each square is blocked; empty when none is, so
    /// that `solve` pays nothing for it.
    blocked: Vec<bool>,
    /// Row by row, the piece on each square of the placement being drawn
    /// by [`BoardRenderer::render_squares`].
    pieces: Vec<Option<Piece>>,
    buffer: String,
}

impl BoardRenderer {
    pub fn new(n: usize, style: BoardStyle) -> BoardRenderer {
        let letters = n <= MAX_ALGEBRAIC_N;
        let row_label = |row: usize| if letters { n - row } else { row }.to_string();
        let column_label = |col: usize| {
            if letters {
                char::from(b'a' + col as u8).to_string()
            } else {
                col.to_string()
            }
        };
        let label_width = (0..n).map(|row| row_label(row).len()).max().unwrap_or(0);
        let ascii_cell_width = (0..n).map(|col| column_label(col).len()).max().unwrap_or(1);
        let row_labels = (0..n)
            .map(|row| format!("{:>label_width$}", row_label(row)))
            .collect();
        let column_labels = (0..n)
            .map(|col| match style {
                BoardStyle::Ascii => format!("{:>ascii_cell_width$}", column_label(col)),
                BoardStyle::Unicode => format!("{:^UNICODE_CELL_WIDTH$}", column_label(col)),
            })
            .collect();
        BoardRenderer {
            style,
            row_labels,
            column_labels,
            ascii_cell_width,
            blocked: Vec::new(),
            pieces: Vec::new(),
            buffer: String::new(),
        }
    }

    /// Draws `squares` as blocked on every board from now on (unless a
    /// queen stands there). The squares must be on the board.
    pub fn mark_blocked(&mut self, squares: &[Square]) {
        let n = self.row_labels.len();
        if self.blocked.is_empty() && !squares.is_empty() {
            self.blocked = vec![false; n * n];
        }
        for square in squares {
            self.blocked[square.row * n + square.col] = true;
        }
    }

    /// The cell drawn for an empty square: blocked, or `empty`.
    fn empty_cell(&self, row: usize, col: usize, empty: char) -> char {
        let n = self.row_labels.len();
        if self.blocked.get(row * n + col) == Some(&true) {
            BLOCKED
        } else {
            empty
        }
    }

    /// The board of `queens`, one line per row plus the frame and the file
    /// labels, each line ending in a newline.
    pub fn render(&mut self, queens: &[usize]) -> &str {
        self.draw(|row, col| (queens[row] == col).then_some(Piece::Queen))
    }

    /// The board of queens and pawns on any squares (of the board), drawn
    /// as [`BoardRenderer::render`] draws one queen per row.
    pub fn render_squares(&mut self, queens: &[Square], pawns: &[Square]) -> &str {
        self.render_covered(queens, pawns, &[])
    }

    /// The board of queens and pawns on any squares, each empty square
    /// that `covered` (row by row, possibly empty) marks drawn as covered.
    pub fn render_covered(
        &mut self,
        queens: &[Square],
        pawns: &[Square],
        covered: &[bool],
    ) -> &str {
        let n = self.row_labels.len();
        let mut pieces = std::mem::take(&mut self.pieces);
        pieces.clear();
        pieces.extend(covered.iter().map(|&c| c.then_some(Piece::Covered)));
        pieces.resize(n * n, None);
        for (squares, piece) in [(queens, Piece::Queen), (pawns, Piece::Pawn)] {
            for square in squares {
                pieces[square.row * n + square.col] = Some(piece);
            }
        }
        self.draw(|row, col| pieces[row * n + col]);
        self.pieces = pieces;
        &self.buffer
    }

    /// The board of the given pieces on any squares (of the board).
    pub fn render_pieces(&mut self, pieces: &[(Square, Piece)]) -> &str {
        let n = self.row_labels.len();
        let mut on = std::mem::take(&mut self.pieces);
        on.clear();
        on.resize(n * n, None);
        for &(square, piece) in pieces {
            on[square.row * n + square.col] = Some(piece);
        }
        self.draw(|row, col| on[row * n + col]);
        self.pieces = on;
        &self.buffer
    }

    fn draw(&mut self, piece: impl Fn(usize, usize) -> Option<Piece>) -> &str {
        self.buffer.clear();
        match self.style {
            BoardStyle::Ascii => self.render_ascii(piece),
            BoardStyle::Unicode => self.render_unicode(piece),
        }
        &self.buffer
    }

    fn render_ascii(&mut self, piece: impl Fn(usize, usize) -> Option<Piece>) {
        let n = self.row_labels.len();
        let width = self.ascii_cell_width;
        for row in 0..n {
            self.buffer.push_str(&self.row_labels[row]);
            for col in 0..n {
                let cell = match piece(row, col) {
                    Some(Piece::Queen) => ASCII_QUEEN,
                    Some(Piece::Pawn) => ASCII_PAWN,
                    Some(Piece::Covered) => COVERED,
                    Some(Piece::Knight) => ASCII_KNIGHT,
                    Some(Piece::WhiteQueen) => ASCII_WHITE_QUEEN,
                    Some(Piece::BlackQueen) => ASCII_BLACK_QUEEN,
                    None => self.empty_cell(row, col, ASCII_EMPTY),
                };
                self.buffer.push(' ');
                push_repeated(&mut self.buffer, ' ', width - 1);
                self.buffer.push(cell);
            }
            self.buffer.push('\n');
        }
        let indent = self.label_width();
        push_repeated(&mut self.buffer, ' ', indent);
        for label in &self.column_labels {
            self.buffer.push(' ');
            self.buffer.push_str(label);
        }
        self.buffer.push('\n');
    }

    fn render_unicode(&mut self, piece: impl Fn(usize, usize) -> Option<Piece>) {
        let n = self.row_labels.len();
        let inner_width = n * UNICODE_CELL_WIDTH;
        let indent = self.label_width() + 1;

        push_repeated(&mut self.buffer, ' ', indent);
        self.buffer.push(FRAME_TOP_LEFT);
        push_repeated(&mut self.buffer, FRAME_HORIZONTAL, inner_width);
        self.buffer.push(FRAME_TOP_RIGHT);
        self.buffer.push('\n');

        for row in 0..n {
            self.buffer.push_str(&self.row_labels[row]);
            self.buffer.push(' ');
            self.buffer.push(FRAME_SIDE);
            for col in 0..n {
                let shade = if is_dark(n, row, col) { DARK } else { ' ' };
                let middle = match piece(row, col) {
                    Some(Piece::Queen) => QUEEN,
                    Some(Piece::Pawn) => PAWN,
                    Some(Piece::Covered) => COVERED,
                    Some(Piece::Knight) => KNIGHT,
                    Some(Piece::WhiteQueen) => WHITE_QUEEN,
                    Some(Piece::BlackQueen) => QUEEN,
                    None => self.empty_cell(row, col, shade),
                };
                self.buffer.extend([shade, middle, shade]);
            }
            self.buffer.push(FRAME_SIDE);
            self.buffer.push('\n');
        }

        push_repeated(&mut self.buffer, ' ', indent);
        self.buffer.push(FRAME_BOTTOM_LEFT);
        push_repeated(&mut self.buffer, FRAME_HORIZONTAL, inner_width);
        self.buffer.push(FRAME_BOTTOM_RIGHT);
        self.buffer.push('\n');

        push_repeated(&mut self.buffer, ' ', indent + 1);
        for label in &self.column_labels {
            self.buffer.push_str(label);
        }
        // Centring pads the last label on the right; no line should end in
        // spaces.
        let trimmed = self.buffer.trim_end_matches(' ').len();
        self.buffer.truncate(trimmed);
        self.buffer.push('\n');
    }

    fn label_width(&self) -> usize {
        self.row_labels.first().map_or(0, String::len)
    }
}

/// Whether a square is dark, with `a1` (bottom left) dark as on a chess
/// board.
fn is_dark(n: usize, row: usize, col: usize) -> bool {
    let rank = n - row;
    let file = col + 1;
    (rank + file).is_multiple_of(2)
}

fn push_repeated(buffer: &mut String, c: char, count: usize) {
    buffer.extend(std::iter::repeat_n(c, count));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_dark_and_h1_light() {
        assert!(is_dark(8, 7, 0));
        assert!(!is_dark(8, 7, 7));
        assert!(!is_dark(8, 0, 0));
    }

    #[test]
    fn blocked_squares_show_unless_a_queen_stands_there() {
        let mut renderer = BoardRenderer::new(4, BoardStyle::Ascii);
        renderer.mark_blocked(&[Square::new(0, 0), Square::new(0, 1), Square::new(3, 3)]);
        assert_eq!(
            renderer.render(&[1, 3, 0, 2]),
            "4 x Q . .\n3 . . . Q\n2 Q . . .\n1 . . Q x\n  a b c d\n"
        );
    }

    #[test]
    fn pawns_are_drawn_and_rows_may_hold_two_queens() {
        let mut renderer = BoardRenderer::new(4, BoardStyle::Ascii);
        let queens = [Square::new(0, 0), Square::new(1, 0), Square::new(1, 2)];
        assert_eq!(
            renderer.render_squares(&queens, &[Square::new(1, 1)]),
            "4 Q . . .\n3 Q P Q .\n2 . . . .\n1 . . . .\n  a b c d\n"
        );
        let mut renderer = BoardRenderer::new(2, BoardStyle::Unicode);
        let board = renderer.render_squares(&[Square::new(0, 0)], &[Square::new(1, 1)]);
        assert!(board.contains("2 │ ♛ ░░░│\n1 │░░░ ♙ │\n"), "{board}");
    }

    #[test]
    fn wide_boards_are_labelled_by_index() {
        let mut renderer = BoardRenderer::new(27, BoardStyle::Ascii);
        let queens: Vec<usize> = (0..27).collect();
        let board = renderer.render(&queens).to_string();
        let lines: Vec<&str> = board.lines().collect();
        assert_eq!(lines.len(), 28);
        assert!(lines[0].starts_with(" 0  Q  ."));
        assert!(lines[26].starts_with("26  .  ."));
        assert!(lines[26].ends_with(" Q"));
        assert!(lines[27].starts_with("    0  1"));
        assert!(lines[27].ends_with("25 26"));
    }
}
