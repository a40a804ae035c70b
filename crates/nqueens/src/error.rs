//! The library's one error type.

use std::fmt;

/// An error from the library: what went wrong is in [`Error::kind`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The board size is 0; every method needs `n >= 1`.
    EmptyBoard,
    /// The method cannot run at this size in reasonable time or memory.
    TooLarge {
        /// The method's name: [`crate::Method::name`] for the enumeration
        /// methods, `local-search` for [`crate::random_solution`], `torus` for
        /// [`crate::variant::Model::torus`].
        method: &'static str,
        /// The size asked for.
        n: usize,
        /// The largest size the method accepts.
        max: usize,
        /// A method that does handle this size, if there is one.
        instead: Option<&'static str>,
    },
    /// The board has no solution at all: `n` is 2 or 3.
    NoSolution {
        /// The board size.
        n: usize,
    },
    /// A square given to the library lies outside the `n x n` board.
    SquareOffBoard {
        /// The square.
        square: crate::Square,
        /// The board size.
        n: usize,
    },
    /// Queens given beforehand attack each other.
    PlacedQueensAttack {
        /// Every attacking pair among them.
        conflicts: Vec<crate::Conflict>,
        /// The board size.
        n: usize,
    },
    /// A queen given beforehand stands on a blocked square.
    QueenOnBlockedSquare {
        /// The square.
        square: crate::Square,
        /// The board size.
        n: usize,
    },
    /// A placement names a column outside the board.
    ColumnOutOfRange {
        /// The row holding the bad column.
        row: usize,
        /// The column given.
        col: usize,
        /// The board size.
        n: usize,
    },
    /// A square could not be read in any notation the library knows.
    InvalidSquare {
        /// The text that was given.
        text: String,
        /// The board size it was read against.
        n: usize,
    },
    /// A square given for a knight's tour lies outside the `rows x cols`
    /// board.
    #[non_exhaustive]
    SquareOffTourBoard {
        /// The square.
        square: crate::Square,
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
    },
    /// The knight has no tour of the kind asked for: the theorems rule it
    /// out, or a complete search found none.
    #[non_exhaustive]
    NoTour {
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
        /// The start asked for.
        start: crate::Square,
        /// Whether a closed tour was asked for.
        closed: bool,
        /// Why there is none.
        reason: crate::tour::NoTourReason,
    },
    /// A tour method cannot settle this board: a search gave up before
    /// finding a tour or proving there is none, or the board is too big to
    /// number.
    #[non_exhaustive]
    TourUnsupported {
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
        /// Whether a closed tour was asked for.
        closed: bool,
        /// The method's name ([`crate::TourMethod::name`]).
        method: &'static str,
        /// What stopped it.
        reason: &'static str,
    },
    /// The work needs more memory than could be allocated. The library
    /// allocates its large tables fallibly, so a request too big for the
    /// machine is this error rather than an abort; the estimates
    /// ([`crate::local_search::memory_bytes`], [`crate::tour::memory_bytes`],
    /// [`crate::board::attack_memory_bytes`]) say beforehand.
    #[non_exhaustive]
    OutOfMemory {
        /// What needed it: the method's name (`local-search`, a
        /// [`crate::TourMethod::name`], or `attacking-pairs`).
        method: &'static str,
        /// The bytes needed: the method's estimate for the whole request,
        /// or the allocation that failed when no estimate covers it.
        bytes: u64,
    },
    /// A line given as an excluded diagonal is not a diagonal or an
    /// anti-diagonal of the board.
    NotADiagonal {
        /// The line.
        line: crate::Line,
        /// The board size.
        n: usize,
    },
    /// The caller stopped the search (through the stop flag of a
    /// [`crate::complete::Watch`], [`crate::tour::backtrack_until`] or
    /// [`crate::variant::Model::find_until`]) before it had an answer.
    Interrupted,
    /// The method builds its answer without searching, so there are no
    /// steps to trace: [`crate::tour::TourTrace`] with
    /// [`crate::TourMethod::Divide`].
    #[non_exhaustive]
    NotASearch {
        /// The method's name.
        method: &'static str,
    },
    /// A variant model has more cells than the generic search handles.
    #[non_exhaustive]
    ModelTooLarge {
        /// The cells asked for.
        cells: usize,
        /// The most cells a model may have
        /// ([`crate::variant::MAX_CELLS`]).
        max: usize,
    },
    /// A variant model's parts do not fit together.
    #[non_exhaustive]
    InvalidModel {
        /// What is wrong.
        reason: &'static str,
    },
    /// A pawn is given twice.
    RepeatedPawn {
        /// The square.
        square: crate::Square,
        /// The board size.
        n: usize,
    },
    /// A pawn stands on the border, where it leaves its row or column a
    /// piece with no room for a queen, so no `n + k` queens fit.
    PawnOnBorder {
        /// The square.
        square: crate::Square,
        /// The board size.
        n: usize,
    },
    /// Two pawns stand side by side in a row or column, leaving no room for
    /// a queen between them.
    PawnsSideBySide {
        /// The earlier pawn in the list.
        first: crate::Square,
        /// The later one.
        second: crate::Square,
        /// The board size.
        n: usize,
    },
    /// More pawns than fit where queens can still fill every row and column
    /// piece ([`crate::variant::most_pawns`]).
    PawnsDoNotFit {
        /// The pawns asked for.
        pawns: usize,
        /// The board size.
        n: usize,
        /// The most that fit.
        max: usize,
    },
    /// A count over every set of `k` pawns would examine more sets than
    /// [`crate::variant::MAX_PAWN_SETS`].
    TooManyPawnSets {
        /// The pawns asked for.
        pawns: usize,
        /// The board size.
        n: usize,
        /// The sets to examine.
        sets: u128,
        /// The most examined.
        max: u128,
    },
    /// An export format cannot express the problem
    /// ([`crate::export::ExactCover`] takes neither domination nor a model
    /// whose lines do not fix the number of queens).
    #[non_exhaustive]
    Inexpressible {
        /// The format's name: `dlx`.
        format: &'static str,
        /// Why not.
        reason: Obstacle,
        /// A format that does express it, if there is one.
        instead: Option<&'static str>,
    },
}

impl Error {
    pub(crate) fn new(kind: ErrorKind) -> Error {
        Error { kind }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::EmptyBoard => write!(f, "the board size must be at least 1"),
            ErrorKind::TooLarge {
                method,
                n,
                max,
                instead,
            } => {
                write!(f, "the {method} method accepts n up to {max}, not {n}")?;
                match instead {
                    Some(other) => write!(f, "; the {other} method handles larger boards"),
                    None => Ok(()),
                }
            }
            ErrorKind::NoSolution { n } => write!(
                f,
                "{n} queens cannot be placed on a {n} x {n} board without attacking each other \
                 (the problem has no solution for n = 2 and n = 3)"
            ),
            ErrorKind::SquareOffBoard { square, n } => write!(
                f,
                "the square {} is off the {n} x {n} board",
                square.name(*n)
            ),
            ErrorKind::PlacedQueensAttack { conflicts, n } => {
                let pairs: Vec<String> = conflicts
                    .iter()
                    .map(|c| {
                        format!(
                            "{} and {} share {}",
                            c.first.name(*n),
                            c.second.name(*n),
                            match c.line {
                                crate::Line::Row(_) => "a row",
                                crate::Line::Column(_) => "a column",
                                _ => "a diagonal",
                            }
                        )
                    })
                    .collect();
                write!(
                    f,
                    "the queens placed attack each other: {}",
                    pairs.join("; ")
                )
            }
            ErrorKind::QueenOnBlockedSquare { square, n } => write!(
                f,
                "a queen is placed on {}, which is blocked",
                square.name(*n)
            ),
            ErrorKind::ColumnOutOfRange { row, col, n } => write!(
                f,
                "row {row} has its queen in column {col}, but columns run from 0 to {}",
                n - 1
            ),
            ErrorKind::InvalidSquare { text, n } => write!(
                f,
                "{text:?} is not a square of a {n} x {n} board \
                 (write it as a file and rank such as d8, or as row,col counted from 0)"
            ),
            ErrorKind::SquareOffTourBoard { square, rows, cols } => write!(
                f,
                "the square ({},{}) is off the {rows} x {cols} board",
                square.row, square.col
            ),
            ErrorKind::NoTour {
                rows,
                cols,
                start,
                closed,
                reason,
            } => {
                let kind = if *closed { "closed" } else { "open" };
                if reason.is_board_wide() {
                    write!(
                        f,
                        "no {kind} knight's tour of the {rows} x {cols} board: {reason}"
                    )
                } else {
                    let from = if rows == cols {
                        start.name(*rows)
                    } else {
                        format!("({},{})", start.row, start.col)
                    };
                    write!(
                        f,
                        "no {kind} knight's tour of the {rows} x {cols} board starts at {from}: \
                         {reason}"
                    )
                }
            }
            ErrorKind::TourUnsupported {
                rows,
                cols,
                closed,
                method,
                reason,
            } => {
                let kind = if *closed { "a closed" } else { "an open" };
                write!(
                    f,
                    "the {method} method cannot settle {kind} knight's tour of the \
                     {rows} x {cols} board: {reason}"
                )
            }
            // The figure plain: the binary words it for people, in their
            // language.
            ErrorKind::OutOfMemory { method, bytes } => write!(
                f,
                "the {method} method needs about {bytes} bytes of memory here, more than could \
                 be allocated"
            ),
            ErrorKind::NotADiagonal { line, n } => {
                write!(f, "{line} is not a diagonal of the {n} x {n} board")
            }
            ErrorKind::Interrupted => write!(f, "the search was stopped before it had an answer"),
            ErrorKind::NotASearch { method } => write!(
                f,
                "the {method} method builds its answer without searching, so it has no steps \
                 to trace; trace the backtrack or warnsdorff search instead"
            ),
            ErrorKind::ModelTooLarge { cells, max } => write!(
                f,
                "the variant search handles models of up to {max} cells (a 64 x 64 board), \
                 not {cells}"
            ),
            ErrorKind::InvalidModel { reason } => {
                write!(f, "the variant model is invalid: {reason}")
            }
            ErrorKind::RepeatedPawn { square, .. } => {
                write!(
                    f,
                    "the pawn at row {}, column {} is given twice",
                    square.row, square.col
                )
            }
            ErrorKind::PawnOnBorder { square, .. } => write!(
                f,
                "the pawn at row {}, column {} stands on the border, which leaves no room for a \
                 queen on one side of it",
                square.row, square.col
            ),
            ErrorKind::PawnsSideBySide { first, second, .. } => write!(
                f,
                "the pawns at row {}, column {} and row {}, column {} stand side by side, which \
                 leaves no room for a queen between them",
                first.row, first.col, second.row, second.col
            ),
            ErrorKind::PawnsDoNotFit { pawns, n, max } => write!(
                f,
                "{pawns} pawns do not fit on the {n} x {n} board: at most {max} can stand off the \
                 border with none side by side"
            ),
            ErrorKind::TooManyPawnSets {
                pawns,
                n,
                sets,
                max,
            } => write!(
                f,
                "counting every set of {pawns} pawns on the {n} x {n} board would examine {sets} \
                 sets; the most is {max}"
            ),
            ErrorKind::Inexpressible {
                format,
                reason,
                instead,
            } => {
                write!(
                    f,
                    "the {format} format cannot express this problem: {reason}"
                )?;
                match instead {
                    Some(other) => write!(f, "; the {other} format can"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl std::error::Error for Error {}

/// Why a format cannot express a problem ([`ErrorKind::Inexpressible`], from [`crate::export`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Obstacle {
    /// Domination: a dominating set covers each cell at least once, not
    /// exactly once.
    Covering,
    /// The model's lines and groups do not fix the number of queens.
    UncountedQueens,
    /// An item would need a name longer than the format's eight characters.
    LongName,
}

impl std::fmt::Display for Obstacle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Obstacle::Covering => {
                "a dominating set covers each cell at least once, not exactly once"
            }
            Obstacle::UncountedQueens => {
                "the model's lines and groups do not fix the number of queens"
            }
            Obstacle::LongName => {
                "an item would need a name longer than the format's eight characters"
            }
        })
    }
}
