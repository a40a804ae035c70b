//! What several commands write: solutions as they stream out of the search
//! (boards, lists, chess notation, JSON lines), pictures (SVG and PNG) and
//! the progress bar, with the few words they carry (headers, summaries).

use std::io::{self, Write};

use nqueens::Square;
use nqueens::variant::{Arrangement, Variant};

pub mod board;
pub mod chart;
pub mod code;
pub mod json;
pub mod pictures;
pub mod png;
pub mod progress;
pub mod small_problem;
pub mod steps;
pub mod stream;
pub mod svg;

use board::BoardRenderer;
pub use board::BoardStyle;
use json::{Columns, Queens, SolutionRecord, Squares, VariantRecord};

/// Boards up to this size get the board format by default; wider ones no
/// longer fit a terminal, so they get the list format.
pub const MAX_DEFAULT_BOARD_N: usize = 32;

/// The widest board drawn, as text or as a picture: beyond it a row runs
/// to hundreds of characters and is no longer a picture of anything.
pub const MAX_BOARD_N: usize = 100;

/// The name of a square in `--format list` and in pictures: chess notation
/// where the board has letters for its files, `row,col` otherwise.
pub fn tour_square_name(square: Square, rows: usize, cols: usize) -> String {
    if cols <= nqueens::board::MAX_ALGEBRAIC_N {
        let file = char::from(b'a' + square.col as u8);
        format!("{file}{}", rows - square.row)
    } else {
        format!("{},{}", square.row, square.col)
    }
}

/// The squares of one queen a row: `queens[r]` is the column of row `r`'s.
pub fn column_squares(queens: &[usize]) -> Vec<Square> {
    queens
        .iter()
        .enumerate()
        .map(|(row, &col)| Square::new(row, col))
        .collect()
}

/// A result or a stream of records written for people or for programs:
/// the formats of `count`, `merge` and `trace`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum TextOrJson {
    #[default]
    Text,
    Json,
}

/// How `find` and `complete` write their one placement (or, for
/// `complete --all`, each of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PlacementFormat {
    Board,
    List,
    Json,
}

/// How [`SolutionPrinter`] writes each solution.
///
/// A placement with pawns may hold two queens in a row, so its list and
/// algebraic lines name squares: the queens' in row order, then `|` and
/// the pawns' (`0,0 0,4 1,2 … | 3,3` as `row,col` counted from 0, or
/// `a8 e8 c7 … | d5`); its size is the number of queens less the number
/// of pawns. The other variants have one queen per row and print as the
/// classic board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    Board(BoardStyle),
    /// Each row's column, on one line.
    List {
        one_based: bool,
    },
    /// Chess notation: boards up to 26 x 26 only.
    Algebraic,
    Json {
        one_based: bool,
    },
}

/// Writes solutions one at a time in one format, so that nothing but the
/// current solution is ever held.
#[derive(Debug)]
pub struct SolutionPrinter<W: Write> {
    out: W,
    n: usize,
    layout: Layout,
    /// The variant's rules as JSON lines name them, and the summary's
    /// words for what was placed; none for the classic board.
    rules: Option<Rules>,
}

/// What a variant's lines say about it.
#[derive(Debug)]
struct Rules {
    name: &'static str,
    head: String,
}

/// Between the queens and the pawns of a list or algebraic line.
pub const PAWNS_SEPARATOR: &str = "|";

/// A format with what it computes once per run, so that the hot loop only
/// copies strings.
#[derive(Debug)]
enum Layout {
    Board(BoardRenderer),
    /// Column numbers, already shifted for `--one-based`.
    List(Vec<String>),
    /// Every square's name in chess notation, row by row: at most 26 x 26.
    Algebraic {
        squares: Vec<String>,
    },
    Json {
        one_based: bool,
    },
}

/// How many solutions a run printed, for the line after the last board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub n: usize,
    pub found: u64,
    pub unique: bool,
    /// The boards are completions of a puzzle, not solutions from scratch.
    pub completions: bool,
    /// The limit, when the run stopped because it reached it.
    pub stopped_at_limit: Option<u64>,
}

impl<W: Write> SolutionPrinter<W> {
    pub fn new(out: W, n: usize, format: TextFormat) -> SolutionPrinter<W> {
        let layout = match format {
            TextFormat::Board(style) => Layout::Board(BoardRenderer::new(n, style)),
            TextFormat::List { one_based } => {
                let first = usize::from(one_based);
                Layout::List((first..n + first).map(|col| col.to_string()).collect())
            }
            // The configuration allows this format only where every square
            // has a chess name, which `name` then gives.
            TextFormat::Algebraic => Layout::Algebraic {
                squares: (0..n * n)
                    .map(|k| Square::new(k / n, k % n).name(n))
                    .collect(),
            },
            TextFormat::Json { one_based } => Layout::Json { one_based },
        };
        SolutionPrinter {
            out,
            n,
            layout,
            rules: None,
        }
    }

    /// A printer of `variant`'s placements, written with
    /// [`SolutionPrinter::arrangement`].
    pub fn for_variant(
        out: W,
        n: usize,
        format: TextFormat,
        variant: &Variant,
    ) -> SolutionPrinter<W> {
        let mut printer = SolutionPrinter::new(out, n, format);
        printer.rules = crate::variant::rules_name(variant).map(|name| Rules {
            name,
            head: crate::variant::summary_head(n, variant),
        });
        printer
    }

    /// Draws `squares` as blocked on the boards (other formats show only
    /// the queens).
    pub fn mark_blocked(&mut self, squares: &[Square]) {
        if let Layout::Board(board) = &mut self.layout {
            board.mark_blocked(squares);
        }
    }

    /// Writes a run's only placement: a board without the header and
    /// summary that number many, other formats as the first of many.
    pub fn only(mut self, queens: &[usize]) -> io::Result<()> {
        match &mut self.layout {
            Layout::Board(board) => self.out.write_all(board.render(queens).as_bytes())?,
            _ => self.solution(1, queens)?,
        }
        self.out.flush()
    }

    /// Writes the solution numbered `index` (from 1).
    pub fn solution(&mut self, index: u64, queens: &[usize]) -> io::Result<()> {
        match &mut self.layout {
            Layout::Board(board) => {
                if index > 1 {
                    self.out.write_all(b"\n")?;
                }
                writeln!(self.out, "{}", solution_header(index))?;
                self.out.write_all(board.render(queens).as_bytes())
            }
            Layout::List(names) => {
                for (row, &col) in queens.iter().enumerate() {
                    if row > 0 {
                        self.out.write_all(b" ")?;
                    }
                    self.out.write_all(names[col].as_bytes())?;
                }
                self.out.write_all(b"\n")
            }
            Layout::Algebraic { squares } => {
                for (row, &col) in queens.iter().enumerate() {
                    if row > 0 {
                        self.out.write_all(b" ")?;
                    }
                    self.out.write_all(squares[row * self.n + col].as_bytes())?;
                }
                self.out.write_all(b"\n")
            }
            &mut Layout::Json { one_based } => {
                let record = SolutionRecord {
                    n: self.n,
                    index,
                    one_based,
                    queens: Columns {
                        queens,
                        first: usize::from(one_based),
                    },
                };
                json::write_line(&mut self.out, &record)
            }
        }
    }

    /// Writes a run's only placement of a variant, as
    /// [`SolutionPrinter::only`] writes one of the classic board.
    pub fn only_arrangement(mut self, placement: &Arrangement) -> io::Result<()> {
        match &mut self.layout {
            Layout::Board(board) => {
                let drawn = board.render_squares(&placement.queens, &placement.pawns);
                self.out.write_all(drawn.as_bytes())?;
            }
            _ => self.arrangement(1, placement)?,
        }
        self.out.flush()
    }

    /// Writes the placement of a variant numbered `index` (from 1): with
    /// its pawns, and by square where pawns let a row hold two queens.
    pub fn arrangement(&mut self, index: u64, placement: &Arrangement) -> io::Result<()> {
        let Arrangement { pawns, queens } = placement;
        let by_square = !pawns.is_empty();
        match &mut self.layout {
            Layout::Board(board) => {
                if index > 1 {
                    self.out.write_all(b"\n")?;
                }
                writeln!(self.out, "{}", solution_header(index))?;
                let drawn = board.render_squares(queens, pawns);
                self.out.write_all(drawn.as_bytes())
            }
            Layout::List(names) => {
                if by_square {
                    let name = |square: &Square| format!("{},{}", square.row, square.col);
                    return write_squares(&mut self.out, queens, pawns, name);
                }
                let columns: Vec<&str> = queens.iter().map(|q| names[q.col].as_str()).collect();
                writeln!(self.out, "{}", columns.join(" "))
            }
            Layout::Algebraic { squares } => {
                let n = self.n;
                let name = |square: &Square| squares[square.row * n + square.col].clone();
                write_squares(&mut self.out, queens, pawns, name)
            }
            &mut Layout::Json { one_based } => {
                let queens = if by_square {
                    Queens::Squares(Squares(queens))
                } else {
                    Queens::Columns {
                        squares: queens,
                        first: usize::from(one_based),
                    }
                };
                let record = VariantRecord {
                    n: self.n,
                    index,
                    one_based,
                    variant: self.rules.as_ref().map_or("classic", |rules| rules.name),
                    pawns: by_square.then_some(Squares(pawns)),
                    queens,
                };
                json::write_line(&mut self.out, &record)
            }
        }
    }

    /// Closes the run: boards get a line saying how many were shown.
    pub fn finish(mut self, summary: Summary) -> io::Result<()> {
        if matches!(self.layout, Layout::Board(_)) && summary.found > 0 {
            writeln!(self.out)?;
            let head = self.rules.as_ref().map(|rules| rules.head.as_str());
            writeln!(self.out, "{}", solve_summary(summary, head))?;
        }
        self.out.flush()
    }
}

/// A line of squares: the queens', then the separator and the pawns'.
fn write_squares<W: Write>(
    out: &mut W,
    queens: &[Square],
    pawns: &[Square],
    name: impl Fn(&Square) -> String,
) -> io::Result<()> {
    let mut words: Vec<String> = queens.iter().map(&name).collect();
    if !pawns.is_empty() {
        words.push(PAWNS_SEPARATOR.to_string());
        words.extend(pawns.iter().map(&name));
    }
    writeln!(out, "{}", words.join(" "))
}

fn solution_header(index: u64) -> String {
    t!("solve-header", number = index)
}

/// The line after the last board; `head` says what a variant's run
/// placed (`7 queens on the torus`), where the classic line says `8 queens`.
fn solve_summary(summary: Summary, head: Option<&str>) -> String {
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
    match (stopped_at_limit, head) {
        (Some(limit), None) => t!(
            "solve-summary-limited",
            n = n,
            found = found,
            kind = kind,
            limit = limit
        ),
        (None, None) => t!("solve-summary", n = n, found = found, kind = kind),
        (Some(limit), Some(head)) => t!(
            "solve-summary-variant-limited",
            head = head,
            found = found,
            kind = kind,
            limit = limit
        ),
        (None, Some(head)) => t!(
            "solve-summary-variant",
            head = head,
            found = found,
            kind = kind
        ),
    }
}
