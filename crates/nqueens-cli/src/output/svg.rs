//! Pictures as SVG: a board with its queens, a sheet of many boards, and a
//! knight's tour drawn as a path through the squares.
//!
//! The SVG is written by hand as text. Every coordinate is a whole number
//! of user units, a square being [`SQUARE`] units wide, so the same input
//! always gives the same bytes. What is the same on every board of a
//! picture (the checkered squares, their labels, the queen) is drawn once
//! in `<defs>` and placed with `<use>`, which keeps a sheet of 92 boards
//! small. The queen is a shape of paths, not a font glyph, so it looks the
//! same in every viewer.
//!
//! Each drawn queen carries `data-row` and `data-col` (counted from 0, row
//! 0 at the top, as [`nqueens::Placement`] counts), and each board
//! `data-n` and `data-index`, so that the picture can be read back. The
//! variants with pawns draw them as white pawns, `class="pawn"` with the
//! same data, before the queens.

use std::fmt::Write;

use nqueens::board::MAX_ALGEBRAIC_N;
use nqueens::{Square, Tour};

/// The side of a square in user units.
pub const SQUARE: u32 = 100;

/// The space above and right of a board, so that its frame is not cut.
const MARGIN: u32 = 24;
/// The band under a board for the file labels.
const FILE_BAND: u32 = 60;
/// The font size of the labels along the edges.
const LABEL_FONT: u32 = 36;
/// The smallest font a long caption shrinks to.
const MIN_CAPTION_FONT: u32 = 24;
/// The gap between the boards of a sheet, across and down.
const GAP: u32 = 60;

/// The classic tournament colours: dark enough to tell the squares apart
/// in print, light enough that a black queen stands out on both.
const LIGHT_SQUARE: &str = "#f0d9b5";
const DARK_SQUARE: &str = "#b58863";
/// Paler squares for a tour, so that the path and its numbers stand out.
const TOUR_LIGHT_SQUARE: &str = "#f7f1e3";
const TOUR_DARK_SQUARE: &str = "#dccbaa";
const FRAME: &str = "#5c4330";
const LABEL_COLOUR: &str = "#5f5f5f";
const CAPTION_COLOUR: &str = "#222222";
const QUEEN_FILL: &str = "#1d1d1d";
/// The queen's outline: light, so that it shows on dark squares too.
const QUEEN_OUTLINE: &str = "#fafafa";
const PATH_COLOUR: &str = "#1f5fa8";
const START_COLOUR: &str = "#2e7d32";
const END_COLOUR: &str = "#c62828";

/// The fonts asked for, in order: the one PNG rendering embeds first, then
/// what browsers and printers have.
const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// The queen in a square of [`SQUARE`] units with its top-left corner at
/// the origin: a crown of five points with a ball on each, over a body
/// and a base.
const QUEEN_SHAPE: &str = concat!(
    r#"<path d="M25 73 L15 33 L32 55 L33 24 L45 53 L50 19 L55 53 L67 24 L68 55 L85 33 L75 73 Z"/>"#,
    r#"<rect x="21" y="73" width="58" height="12" rx="4"/>"#,
    r#"<circle cx="15" cy="31" r="6"/><circle cx="33" cy="22" r="6"/>"#,
    r#"<circle cx="50" cy="17" r="6"/><circle cx="67" cy="22" r="6"/>"#,
    r#"<circle cx="85" cy="31" r="6"/>"#,
);

/// The pawn in a square, as the queen: a head on a neck over a flared
/// body and a base.
const PAWN_SHAPE: &str = concat!(
    r#"<circle cx="50" cy="30" r="13"/>"#,
    r#"<path d="M40 44 L60 44 L56 52 C62 62 68 70 70 76 L30 76 C32 70 38 62 44 52 Z"/>"#,
    r#"<rect x="24" y="76" width="52" height="10" rx="4"/>"#,
);
const PAWN_FILL: &str = "#fafafa";
/// The pawn's outline: dark, so that it shows on light squares too.
const PAWN_OUTLINE: &str = "#1d1d1d";

/// One board of a picture: a placement (its queens' squares, in the order
/// drawn, and its pawns') and the caption over it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub queens: Vec<Square>,
    pub pawns: Vec<Square>,
    pub caption: Option<String>,
    /// The number shown as `data-index`: the solution's number.
    pub index: u64,
}

/// How large a picture is on screen and how a sheet is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The width of the whole picture in pixels; the height follows.
    pub width: u32,
    /// Boards across a sheet.
    pub columns: usize,
}

/// The size of a picture: its user units and its size in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub units_wide: u32,
    pub units_high: u32,
    pub width: u32,
    pub height: u32,
}

impl Size {
    fn new(units_wide: u32, units_high: u32, width: u32) -> Size {
        // Rounded to the nearest pixel, in integers so that no platform's
        // floating point changes a byte.
        let height = (u64::from(units_high) * u64::from(width) + u64::from(units_wide) / 2)
            / u64::from(units_wide);
        Size {
            units_wide,
            units_high,
            width,
            height: u32::try_from(height.max(1)).unwrap_or(u32::MAX),
        }
    }
}

/// The labels along a board's edges: ranks up the side and files along the
/// bottom as in chess, up to 26 files; wider boards have no letter for
/// every file, so they show rows and columns counted from 0, as the text
/// boards do.
#[derive(Debug)]
struct Labels {
    rows: Vec<String>,
    cols: Vec<String>,
}

impl Labels {
    fn new(rows: usize, cols: usize) -> Labels {
        let letters = cols <= MAX_ALGEBRAIC_N;
        Labels {
            rows: (0..rows)
                .map(|row| if letters { rows - row } else { row }.to_string())
                .collect(),
            cols: (0..cols)
                .map(|col| {
                    if letters {
                        char::from(b'a' + col as u8).to_string()
                    } else {
                        col.to_string()
                    }
                })
                .collect(),
        }
    }

    /// The band left of the board: as wide as the longest rank label, a
    /// digit being a little under two thirds of the font size.
    fn side_band(&self) -> u32 {
        let chars = self.rows.iter().map(String::len).max().unwrap_or(1) as u32;
        24 + chars * LABEL_FONT * 2 / 3
    }
}

/// The parts of one board's picture, all in user units, with the board's
/// top-left corner at the origin.
#[derive(Debug)]
struct Frame {
    rows: usize,
    cols: usize,
    labels: Labels,
    /// The band above the board for its caption; 0 without captions.
    caption_band: u32,
    caption_font: u32,
}

impl Frame {
    fn new(rows: usize, cols: usize, captions: bool) -> Frame {
        // A caption grows with the board so that it reads at the same
        // size beside it, however many squares the board has.
        let side = rows.max(cols) as u32 * SQUARE;
        let caption_font = (side / 16).max(44);
        Frame {
            rows,
            cols,
            labels: Labels::new(rows, cols),
            caption_band: if captions { caption_font * 8 / 5 } else { 0 },
            caption_font,
        }
    }

    fn board_width(&self) -> u32 {
        self.cols as u32 * SQUARE
    }

    fn board_height(&self) -> u32 {
        self.rows as u32 * SQUARE
    }

    /// The whole cell of one board: labels, margins and caption.
    fn cell_width(&self) -> u32 {
        self.labels.side_band() + self.board_width() + MARGIN
    }

    fn cell_height(&self) -> u32 {
        self.caption_band + MARGIN + self.board_height() + FILE_BAND
    }

    /// Where the board's corner lies in its cell.
    fn offset(&self) -> (u32, u32) {
        (self.labels.side_band(), self.caption_band + MARGIN)
    }

    /// The checkered board with its frame and labels, for `<defs>`.
    fn write_board_def(&self, svg: &mut String, light: &str, dark: &str) {
        let (width, height) = (self.board_width(), self.board_height());
        let _ = write!(
            svg,
            r#"<g id="board"><rect width="{width}" height="{height}" fill="{light}"/><path fill="{dark}" d=""#
        );
        // a1, the bottom-left square, is dark; so is every square an even
        // number of steps from it.
        for row in 0..self.rows {
            let from_bottom = self.rows - 1 - row;
            let first_dark = from_bottom % 2;
            for col in (first_dark..self.cols).step_by(2) {
                let (x, y) = (col as u32 * SQUARE, row as u32 * SQUARE);
                let _ = write!(svg, "M{x} {y}h{SQUARE}v{SQUARE}h-{SQUARE}z");
            }
        }
        let _ = write!(
            svg,
            r#""/><rect width="{width}" height="{height}" fill="none" stroke="{FRAME}" stroke-width="4"/>"#
        );
        let _ = write!(
            svg,
            r#"<g font-size="{LABEL_FONT}" fill="{LABEL_COLOUR}" text-anchor="middle">"#
        );
        // Baselines a third of the font below the middle centre the digits
        // and lower-case letters by eye.
        let file_y = height + FILE_BAND / 2 + LABEL_FONT / 3;
        for (col, label) in self.labels.cols.iter().enumerate() {
            let x = col as u32 * SQUARE + SQUARE / 2;
            let _ = write!(svg, r#"<text x="{x}" y="{file_y}">{label}</text>"#);
        }
        let rank_x = self.labels.side_band() / 2;
        for (row, label) in self.labels.rows.iter().enumerate() {
            let y = row as u32 * SQUARE + SQUARE / 2 + LABEL_FONT / 3;
            let _ = write!(svg, r#"<text x="-{rank_x}" y="{y}">{label}</text>"#);
        }
        svg.push_str("</g></g>\n");
    }

    /// The caption, centred over the board, its font made smaller when
    /// it would run past the board's edges.
    fn write_caption(&self, svg: &mut String, caption: &str) {
        let x = self.board_width() / 2;
        // The caption's baseline sits a quarter of its font above the
        // margin over the board.
        let y = MARGIN + self.caption_font / 4;
        // A character of DejaVu Sans is about 0.6 of the font size wide.
        let chars = caption.chars().count().max(1) as u32;
        let fitting = self.board_width() * 5 / (chars * 3);
        let font = self.caption_font.min(fitting).max(MIN_CAPTION_FONT);
        let _ = writeln!(
            svg,
            r#"<text class="caption" x="{x}" y="-{y}" font-size="{font}" fill="{CAPTION_COLOUR}" text-anchor="middle">{}</text>"#,
            escape(caption)
        );
    }
}

/// A sheet of boards of one size, `layout.columns` across, in the order
/// given; a single board is a sheet of one.
///
/// `title` becomes the picture's `<title>`, which browsers show as the
/// tab's name and screen readers read out.
pub fn sheet(n: usize, boards: &[Board], title: &str, layout: Layout) -> String {
    let captions = boards.iter().any(|board| board.caption.is_some());
    let frame = Frame::new(n, n, captions);
    let columns = layout.columns.clamp(1, boards.len().max(1));
    let size = sheet_size(n, boards.len(), captions, layout);

    let mut svg = String::new();
    open(&mut svg, size, title);
    svg.push_str("<defs>\n");
    frame.write_board_def(&mut svg, LIGHT_SQUARE, DARK_SQUARE);
    let _ = writeln!(
        svg,
        r#"<g id="queen" fill="{QUEEN_FILL}" stroke="{QUEEN_OUTLINE}" stroke-width="3" stroke-linejoin="round">{QUEEN_SHAPE}</g>"#
    );
    // Only a picture with pawns defines one, so that the others keep
    // their bytes.
    if boards.iter().any(|board| !board.pawns.is_empty()) {
        let _ = writeln!(
            svg,
            r#"<g id="pawn" fill="{PAWN_FILL}" stroke="{PAWN_OUTLINE}" stroke-width="3" stroke-linejoin="round">{PAWN_SHAPE}</g>"#
        );
    }
    svg.push_str("</defs>\n");
    background(&mut svg, size);
    let (dx, dy) = frame.offset();
    for (k, board) in boards.iter().enumerate() {
        let x = MARGIN + (k % columns) as u32 * (frame.cell_width() + GAP) + dx;
        let y = MARGIN + (k / columns) as u32 * (frame.cell_height() + GAP) + dy;
        let _ = writeln!(
            svg,
            r#"<g class="board" data-n="{n}" data-index="{}" transform="translate({x} {y})">"#,
            board.index
        );
        if let Some(caption) = &board.caption {
            frame.write_caption(&mut svg, caption);
        }
        svg.push_str("<use xlink:href=\"#board\"/>\n");
        for (piece, squares) in [("pawn", &board.pawns), ("queen", &board.queens)] {
            for &Square { row, col } in squares {
                let (x, y) = (col as u32 * SQUARE, row as u32 * SQUARE);
                let _ = writeln!(
                    svg,
                    r##"<use class="{piece}" xlink:href="#{piece}" x="{x}" y="{y}" data-row="{row}" data-col="{col}"/>"##
                );
            }
        }
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg
}

/// A knight's tour: the board, the path through the centres of the squares
/// in order with the closing move dashed on a closed tour, and each
/// square's move number in a disc, the start green and the end red.
pub fn tour(tour: &Tour, caption: Option<&str>, title: &str, width: u32) -> String {
    let (rows, cols) = (tour.rows(), tour.cols());
    let frame = Frame::new(rows, cols, caption.is_some());
    let size = tour_size(rows, cols, caption.is_some(), width);

    let mut svg = String::new();
    open(&mut svg, size, title);
    svg.push_str("<defs>\n");
    frame.write_board_def(&mut svg, TOUR_LIGHT_SQUARE, TOUR_DARK_SQUARE);
    svg.push_str("</defs>\n");
    background(&mut svg, size);
    let (dx, dy) = frame.offset();
    let _ = writeln!(
        svg,
        r#"<g class="tour" data-rows="{rows}" data-cols="{cols}" data-closed="{}" transform="translate({} {})">"#,
        tour.is_closed(),
        MARGIN + dx,
        MARGIN + dy
    );
    if let Some(caption) = caption {
        frame.write_caption(&mut svg, caption);
    }
    svg.push_str("<use xlink:href=\"#board\"/>\n");

    let centre = |square: nqueens::Square| {
        (
            square.col as u32 * SQUARE + SQUARE / 2,
            square.row as u32 * SQUARE + SQUARE / 2,
        )
    };
    let _ = write!(
        svg,
        r#"<polyline class="path" fill="none" stroke="{PATH_COLOUR}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" points=""#
    );
    for (k, square) in tour.squares().enumerate() {
        let (x, y) = centre(square);
        let space = if k > 0 { " " } else { "" };
        let _ = write!(svg, "{space}{x},{y}");
    }
    svg.push_str("\"/>\n");
    if let (true, Some(start), Some(end)) = (tour.is_closed(), tour.start(), tour.end()) {
        let ((x1, y1), (x2, y2)) = (centre(end), centre(start));
        let _ = writeln!(
            svg,
            r#"<line class="closing" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{PATH_COLOUR}" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"/>"#
        );
    }

    // The disc fits the longest number; its font shrinks as numbers grow.
    let digits = (rows * cols).to_string().len() as u32;
    let font = match digits {
        0..=2 => 30,
        3 => 25,
        _ => 76 / digits,
    };
    let radius = 24.max(font * digits * 3 / 10 + 8);
    let _ = writeln!(
        svg,
        r#"<g class="moves" font-size="{font}" text-anchor="middle" stroke-width="3">"#
    );
    let last = tour.len();
    for (k, square) in tour.squares().enumerate() {
        let (x, y) = centre(square);
        let number = k + 1;
        let (class, fill, ink) = match number {
            1 => ("start", START_COLOUR, "#ffffff"),
            n if n == last => ("end", END_COLOUR, "#ffffff"),
            _ => ("move", "#ffffff", CAPTION_COLOUR),
        };
        let baseline = y + font * 9 / 25;
        let _ = writeln!(
            svg,
            r#"<g class="{class}" data-move="{number}" data-row="{}" data-col="{}"><circle cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="{PATH_COLOUR}"/><text x="{x}" y="{baseline}" fill="{ink}" stroke="none">{number}</text></g>"#,
            square.row, square.col
        );
    }
    svg.push_str("</g>\n</g>\n</svg>\n");
    svg
}

/// The XML declaration and the opening `<svg>` with its size and title.
fn open(svg: &mut String, size: Size, title: &str) {
    let Size {
        units_wide,
        units_high,
        width,
        height,
    } = size;
    let _ = writeln!(svg, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{width}" height="{height}" viewBox="0 0 {units_wide} {units_high}" font-family="{FONT_FAMILY}">"#
    );
    let _ = writeln!(svg, "<title>{}</title>", escape(title));
}

/// White under everything: a PNG would otherwise be transparent, and some
/// viewers show that as black.
fn background(svg: &mut String, size: Size) {
    let _ = writeln!(
        svg,
        r##"<rect width="{}" height="{}" fill="#ffffff"/>"##,
        size.units_wide, size.units_high
    );
}

/// Text made safe to stand between tags or in an attribute.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// The size of a sheet's picture without drawing it, so that a PNG too
/// large to hold can be refused before any work.
/// The size of [`tour`]'s picture of a `rows x cols` board, known before
/// it is drawn.
pub fn tour_size(rows: usize, cols: usize, caption: bool, width: u32) -> Size {
    let frame = Frame::new(rows, cols, caption);
    Size::new(
        frame.cell_width() + 2 * MARGIN,
        frame.cell_height() + 2 * MARGIN,
        width,
    )
}

pub fn sheet_size(n: usize, boards: usize, captions: bool, layout: Layout) -> Size {
    let frame = Frame::new(n, n, captions);
    let columns = layout.columns.clamp(1, boards.max(1));
    let rows = boards.div_ceil(columns).max(1);
    Size::new(
        columns as u32 * (frame.cell_width() + GAP) - GAP + 2 * MARGIN,
        rows as u32 * (frame.cell_height() + GAP) - GAP + 2 * MARGIN,
        layout.width,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(queens: &[usize], caption: Option<&str>) -> Vec<Board> {
        vec![Board {
            queens: crate::output::column_squares(queens),
            pawns: Vec::new(),
            caption: caption.map(str::to_string),
            index: 1,
        }]
    }

    #[test]
    fn dark_squares_follow_a1() {
        let svg = sheet(
            2,
            &one(&[0, 1], None),
            "t",
            Layout {
                width: 100,
                columns: 1,
            },
        );
        // On a 2 x 2 board a1 (bottom left) and b2 (top right) are dark.
        assert!(svg.contains(r#"d="M100 0h100v100h-100zM0 100h100v100h-100z""#));
    }

    #[test]
    fn labels_are_letters_up_to_26_files_then_numbers() {
        let labels = Labels::new(8, 8);
        assert_eq!(labels.cols[0], "a");
        assert_eq!(labels.rows[0], "8");
        let labels = Labels::new(27, 27);
        assert_eq!(labels.cols[26], "26");
        assert_eq!(labels.rows[0], "0");
    }

    #[test]
    fn pawns_are_defined_and_drawn_only_where_there_are_some() {
        let layout = Layout {
            width: 100,
            columns: 1,
        };
        let plain = sheet(4, &one(&[1, 3, 0, 2], None), "t", layout);
        assert!(!plain.contains("pawn"));
        let mut boards = one(&[1, 3, 0, 2], None);
        boards[0].pawns.push(Square::new(1, 1));
        let with_pawn = sheet(4, &boards, "t", layout);
        assert!(with_pawn.contains(r#"<g id="pawn""#));
        assert!(with_pawn.contains(
            r##"<use class="pawn" xlink:href="#pawn" x="100" y="100" data-row="1" data-col="1"/>"##
        ));
    }

    #[test]
    fn captions_are_escaped() {
        assert_eq!(escape(r#"a<b & "c">"#), "a&lt;b &amp; &quot;c&quot;&gt;");
    }

    #[test]
    fn sheet_size_is_the_drawn_size() {
        let layout = Layout {
            width: 900,
            columns: 3,
        };
        let boards: Vec<Board> = (1..=7)
            .flat_map(|k| {
                one(&[1, 3, 0, 2], Some("x"))
                    .into_iter()
                    .map(move |mut board| {
                        board.index = k;
                        board
                    })
            })
            .collect();
        let size = sheet_size(4, boards.len(), true, layout);
        let svg = sheet(4, &boards, "t", layout);
        let expected = format!(
            r#"width="{}" height="{}" viewBox="0 0 {} {}""#,
            size.width, size.height, size.units_wide, size.units_high
        );
        assert!(svg.contains(&expected), "{expected}");
        assert_eq!(size.width, 900);
    }

    #[test]
    fn the_height_keeps_the_aspect() {
        let size = Size::new(1000, 1500, 480);
        assert_eq!(size.height, 720);
    }
}
