//! The library's one error type.

use std::fmt;

use crate::message::{Message, MessageArg};
use crate::square::{Conflict, Line, Square};

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
        square: Square,
        /// The board size.
        n: usize,
    },
    /// Queens given beforehand attack each other.
    PlacedQueensAttack {
        /// Every attacking pair among them.
        conflicts: Vec<Conflict>,
        /// The board size.
        n: usize,
    },
    /// A queen given beforehand stands on a blocked square.
    QueenOnBlockedSquare {
        /// The square.
        square: Square,
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
        square: Square,
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
        start: Square,
        /// Whether a closed tour was asked for.
        closed: bool,
        /// Why there is none.
        reason: NoTourReason,
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
        reason: TourUnsettled,
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
        line: Line,
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
        reason: ModelFault,
    },
    /// A pawn is given twice.
    RepeatedPawn {
        /// The square.
        square: Square,
        /// The board size.
        n: usize,
    },
    /// A pawn stands on the border, where it leaves its row or column a
    /// piece with no room for a queen, so no `n + k` queens fit.
    PawnOnBorder {
        /// The square.
        square: Square,
        /// The board size.
        n: usize,
    },
    /// Two pawns stand side by side in a row or column, leaving no room for
    /// a queen between them.
    PawnsSideBySide {
        /// The earlier pawn in the list.
        first: Square,
        /// The later one.
        second: Square,
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

/// The error in English, from [`crate::message::ENGLISH`]: the words a
/// front end shows in English too.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for Error {}

fn number(value: usize) -> MessageArg {
    MessageArg::Number(value as u128)
}

fn word(value: &str) -> MessageArg {
    MessageArg::Word(value.to_string())
}

fn yes_no(flag: bool) -> MessageArg {
    MessageArg::Choice(if flag { "yes" } else { "no" })
}

fn nested(message: Message) -> MessageArg {
    MessageArg::Message(Box::new(message))
}

/// Two queens that attack each other, as a message of its own.
fn conflict_message(conflict: &Conflict, n: usize) -> Message {
    let line = match conflict.line {
        Line::Row(_) => "row",
        Line::Column(_) => "column",
        Line::Diagonal(_) | Line::AntiDiagonal(_) => "diagonal",
    };
    Message::new(
        "pair-shares-line",
        vec![
            ("first", MessageArg::Word(conflict.first.name(n))),
            ("second", MessageArg::Word(conflict.second.name(n))),
            ("line", MessageArg::Choice(line)),
        ],
    )
}

fn no_tour_reason_message(reason: NoTourReason) -> Message {
    Message::plain(match reason {
        NoTourReason::OneLine => "tour-reason-one-line",
        NoTourReason::TwoLines => "tour-reason-two-lines",
        NoTourReason::SmallBoard => "tour-reason-small-board",
        NoTourReason::OddBoard => "tour-reason-odd-board",
        NoTourReason::FourLines => "tour-reason-four-lines",
        NoTourReason::ThreeLines => "tour-reason-three-lines",
        NoTourReason::InnerStart => "tour-reason-inner-start",
        NoTourReason::MinorityColour => "tour-reason-minority-colour",
        NoTourReason::Searched => "tour-reason-searched",
    })
}

fn tour_unsettled_message(reason: TourUnsettled) -> Message {
    Message::plain(match reason {
        TourUnsettled::TooManySquares => "tour-unsettled-too-many-squares",
        TourUnsettled::GaveUp => "tour-unsettled-gave-up",
        TourUnsettled::MarginTooWide => "tour-unsettled-margin-too-wide",
    })
}

fn model_fault_message(fault: ModelFault) -> Message {
    Message::plain(match fault {
        ModelFault::PawnSets => "model-fault-pawn-sets",
        ModelFault::CellOutside => "model-fault-cell-outside",
        ModelFault::GroupsOverlap => "model-fault-groups-overlap",
        ModelFault::NotAPermutation => "model-fault-not-a-permutation",
        ModelFault::ClassicPlan => "model-fault-classic-plan",
        ModelFault::ForeignCell => "model-fault-foreign-cell",
    })
}

fn obstacle_message(obstacle: Obstacle) -> Message {
    Message::plain(match obstacle {
        Obstacle::Covering => "inexpressible-covering",
        Obstacle::UncountedQueens => "inexpressible-uncounted",
        Obstacle::LongName => "inexpressible-long-name",
    })
}

impl Error {
    /// Every message id [`Error::message`] gives, nested ones included,
    /// with the names of the values it carries: what a front end's
    /// translations must word.
    #[rustfmt::skip] // A table: one message a line.
    pub const MESSAGES: &'static [(&'static str, &'static [&'static str])] = &[
        ("empty-board", &[]),
        ("too-large", &["method", "max", "n"]),
        ("too-large-instead", &["method", "max", "n", "instead"]),
        ("no-solution", &["n"]),
        ("square-off-board", &["square", "n"]),
        ("queens-attack", &["pairs"]),
        ("pair-shares-line", &["first", "second", "line"]),
        ("queen-on-blocked", &["square"]),
        ("column-out-of-range", &["row", "col", "last"]),
        ("invalid-square", &["text", "n"]),
        ("square-off-tour-board", &["row", "col", "rows", "cols"]),
        ("no-tour", &["closed", "rows", "cols", "reason"]),
        ("no-tour-from", &["closed", "rows", "cols", "from", "reason"]),
        ("tour-reason-one-line", &[]),
        ("tour-reason-two-lines", &[]),
        ("tour-reason-small-board", &[]),
        ("tour-reason-odd-board", &[]),
        ("tour-reason-four-lines", &[]),
        ("tour-reason-three-lines", &[]),
        ("tour-reason-inner-start", &[]),
        ("tour-reason-minority-colour", &[]),
        ("tour-reason-searched", &[]),
        ("tour-unsupported", &["method", "closed", "rows", "cols", "reason"]),
        ("tour-unsettled-too-many-squares", &[]),
        ("tour-unsettled-gave-up", &[]),
        ("tour-unsettled-margin-too-wide", &[]),
        ("out-of-memory", &["method", "bytes"]),
        ("not-a-diagonal", &["line", "n"]),
        ("interrupted", &[]),
        ("not-a-search", &["method"]),
        ("model-too-large", &["cells", "max"]),
        ("invalid-model", &["reason"]),
        ("model-fault-pawn-sets", &[]),
        ("model-fault-cell-outside", &[]),
        ("model-fault-groups-overlap", &[]),
        ("model-fault-not-a-permutation", &[]),
        ("model-fault-classic-plan", &[]),
        ("model-fault-foreign-cell", &[]),
        ("repeated-pawn", &["square"]),
        ("pawn-on-border", &["square"]),
        ("pawns-side-by-side", &["first", "second"]),
        ("pawns-do-not-fit", &["pawns", "n", "max"]),
        ("too-many-pawn-sets", &["pawns", "n", "sets", "max"]),
        ("inexpressible", &["format", "why"]),
        ("inexpressible-instead", &["format", "why", "instead"]),
        ("inexpressible-covering", &[]),
        ("inexpressible-uncounted", &[]),
        ("inexpressible-long-name", &[]),
    ];

    /// What a front end needs to word this error in its own language: the
    /// message's id (one of [`Error::MESSAGES`]) and its values. The
    /// [`Display`](fmt::Display) wording is this message in English
    /// ([`crate::message`]).
    ///
    /// ```
    /// use nqueens::{MessageArg, Placement};
    /// let err = Placement::new(vec![]).unwrap_err();
    /// assert_eq!(err.message().id, "empty-board");
    /// let err = Placement::new(vec![0, 5]).unwrap_err();
    /// let message = err.message();
    /// assert_eq!(message.id, "column-out-of-range");
    /// assert!(message.args.contains(&("col", MessageArg::Number(5))));
    /// ```
    pub fn message(&self) -> Message {
        use MessageArg::{Bytes, Input, List, Number};
        let (id, args) = match &self.kind {
            ErrorKind::EmptyBoard => ("empty-board", vec![]),
            ErrorKind::TooLarge {
                method,
                n,
                max,
                instead,
            } => {
                let mut args = vec![
                    ("method", word(method)),
                    ("max", number(*max)),
                    ("n", number(*n)),
                ];
                match instead {
                    Some(other) => {
                        args.push(("instead", word(other)));
                        ("too-large-instead", args)
                    }
                    None => ("too-large", args),
                }
            }
            ErrorKind::NoSolution { n } => ("no-solution", vec![("n", number(*n))]),
            ErrorKind::SquareOffBoard { square, n } => (
                "square-off-board",
                vec![
                    ("square", MessageArg::Word(square.name(*n))),
                    ("n", number(*n)),
                ],
            ),
            ErrorKind::PlacedQueensAttack { conflicts, n } => {
                let pairs = conflicts.iter().map(|c| conflict_message(c, *n)).collect();
                ("queens-attack", vec![("pairs", List(pairs))])
            }
            ErrorKind::QueenOnBlockedSquare { square, n } => (
                "queen-on-blocked",
                vec![("square", MessageArg::Word(square.name(*n)))],
            ),
            ErrorKind::ColumnOutOfRange { row, col, n } => (
                "column-out-of-range",
                vec![
                    ("row", number(*row)),
                    ("col", number(*col)),
                    ("last", number(n.saturating_sub(1))),
                ],
            ),
            ErrorKind::InvalidSquare { text, n } => (
                "invalid-square",
                vec![("text", Input(text.clone())), ("n", number(*n))],
            ),
            ErrorKind::SquareOffTourBoard { square, rows, cols } => (
                "square-off-tour-board",
                vec![
                    ("row", number(square.row)),
                    ("col", number(square.col)),
                    ("rows", number(*rows)),
                    ("cols", number(*cols)),
                ],
            ),
            ErrorKind::NoTour {
                rows,
                cols,
                start,
                closed,
                reason,
            } => {
                let mut args = vec![
                    ("closed", yes_no(*closed)),
                    ("rows", number(*rows)),
                    ("cols", number(*cols)),
                    ("reason", nested(no_tour_reason_message(*reason))),
                ];
                if reason.is_board_wide() {
                    ("no-tour", args)
                } else {
                    let from = if rows == cols {
                        start.name(*rows)
                    } else {
                        format!("({},{})", start.row, start.col)
                    };
                    args.push(("from", MessageArg::Word(from)));
                    ("no-tour-from", args)
                }
            }
            ErrorKind::TourUnsupported {
                rows,
                cols,
                closed,
                method,
                reason,
            } => (
                "tour-unsupported",
                vec![
                    ("method", word(method)),
                    ("closed", yes_no(*closed)),
                    ("rows", number(*rows)),
                    ("cols", number(*cols)),
                    ("reason", nested(tour_unsettled_message(*reason))),
                ],
            ),
            ErrorKind::OutOfMemory { method, bytes } => (
                "out-of-memory",
                vec![("method", word(method)), ("bytes", Bytes(*bytes))],
            ),
            ErrorKind::NotADiagonal { line, n } => (
                "not-a-diagonal",
                vec![("line", MessageArg::Line(*line)), ("n", number(*n))],
            ),
            ErrorKind::Interrupted => ("interrupted", vec![]),
            ErrorKind::NotASearch { method } => ("not-a-search", vec![("method", word(method))]),
            ErrorKind::ModelTooLarge { cells, max } => (
                "model-too-large",
                vec![("cells", number(*cells)), ("max", number(*max))],
            ),
            ErrorKind::InvalidModel { reason } => (
                "invalid-model",
                vec![("reason", nested(model_fault_message(*reason)))],
            ),
            ErrorKind::RepeatedPawn { square, n } => (
                "repeated-pawn",
                vec![("square", MessageArg::Word(square.name(*n)))],
            ),
            ErrorKind::PawnOnBorder { square, n } => (
                "pawn-on-border",
                vec![("square", MessageArg::Word(square.name(*n)))],
            ),
            ErrorKind::PawnsSideBySide { first, second, n } => (
                "pawns-side-by-side",
                vec![
                    ("first", MessageArg::Word(first.name(*n))),
                    ("second", MessageArg::Word(second.name(*n))),
                ],
            ),
            ErrorKind::PawnsDoNotFit { pawns, n, max } => (
                "pawns-do-not-fit",
                vec![
                    ("pawns", number(*pawns)),
                    ("n", number(*n)),
                    ("max", number(*max)),
                ],
            ),
            ErrorKind::TooManyPawnSets {
                pawns,
                n,
                sets,
                max,
            } => (
                "too-many-pawn-sets",
                vec![
                    ("pawns", number(*pawns)),
                    ("n", number(*n)),
                    ("sets", Number(*sets)),
                    ("max", Number(*max)),
                ],
            ),
            ErrorKind::Inexpressible {
                format,
                reason,
                instead,
            } => {
                let mut args = vec![
                    ("format", word(format)),
                    ("why", nested(obstacle_message(*reason))),
                ];
                match instead {
                    Some(other) => {
                        args.push(("instead", word(other)));
                        ("inexpressible-instead", args)
                    }
                    None => ("inexpressible", args),
                }
            }
        };
        Message::new(id, args)
    }
}

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

/// The reason in English, as [`Error`]'s words give it.
impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&obstacle_message(*self), f)
    }
}

/// Why a tour method could not settle a board
/// ([`ErrorKind::TourUnsupported`], from [`crate::tour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TourUnsettled {
    /// Tours are numbered in 32 bits, and the board has more than
    /// `2^32 - 1` squares.
    TooManySquares,
    /// The search gave up without finding a tour or proving there is none.
    GaveUp,
    /// The search numbers the board with a margin of two squares all round
    /// in 32 bits, and `(rows + 4) x (cols + 4)` is more than `2^32`.
    MarginTooWide,
}

/// The reason in English, as [`Error`]'s words give it.
impl fmt::Display for TourUnsettled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&tour_unsettled_message(*self), f)
    }
}

/// What is wrong with a variant model ([`ErrorKind::InvalidModel`], from
/// [`crate::variant`] and [`crate::export`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ModelFault {
    /// A count over every set of pawns
    /// ([`crate::variant::Variant::Pawns`]) has one model per set, not one.
    PawnSets,
    /// A line or a group names a cell outside the model.
    CellOutside,
    /// Two groups share a cell.
    GroupsOverlap,
    /// A symmetry is not a permutation of the cells.
    NotAPermutation,
    /// The classic count is planned as a [`crate::Plan`], not as a variant.
    ClassicPlan,
    /// A queen placed or a cell blocked is not a cell of the model.
    ForeignCell,
}

/// The fault in English, as [`Error`]'s words give it.
impl fmt::Display for ModelFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&model_fault_message(*self), f)
    }
}

/// Why the knight has no tour of the kind asked for ([`ErrorKind::NoTour`], from
/// [`crate::tour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NoTourReason {
    /// The board is a single row or column of more than one square: the
    /// knight cannot move at all.
    OneLine,
    /// The board has two rows or two columns: from each square the knight
    /// can only go on along one chain of squares, and no chain covers the
    /// board (a 2 x 1 board has no move either).
    TwoLines,
    /// The board is 3 x 3, 3 x 5, 3 x 6 or 4 x 4, the only boards of three
    /// or more rows and columns without an open tour (Conrad, Hindrichs,
    /// Morsy and Wegener, 1994).
    SmallBoard,
    /// Both sides are odd: a closed tour alternates colours, so it needs as
    /// many light squares as dark ones, and this board has one more of one
    /// colour.
    OddBoard,
    /// Four rows or columns: no closed tour (the colouring argument
    /// credited to Pósa: a closed tour would have to alternate between the
    /// outer two lines and the inner two, and also between the colours,
    /// which cannot both happen).
    FourLines,
    /// A 3 x 4, 3 x 6 or 3 x 8 board: no closed tour (Schwenk, 1991).
    ThreeLines,
    /// An open tour of a board of four rows (or columns) starts and ends on
    /// the outer two, and this start is on the inner two: every move from an
    /// outer line lands on an inner one, so a path over the board alternates
    /// outer and inner squares but for one step, and it cannot alternate all
    /// the way because the outer lines hold both colours.
    InnerStart,
    /// An open tour of a board with an odd number of squares starts and ends
    /// on the colour with more squares, the colour of the corners (squares
    /// with `row + col` even); this start has the other colour.
    MinorityColour,
    /// A search through every path from this start found no tour.
    Searched,
}

impl NoTourReason {
    /// Whether the reason holds for the board whatever the start (all but
    /// [`NoTourReason::MinorityColour`] and [`NoTourReason::Searched`]).
    pub fn is_board_wide(self) -> bool {
        !matches!(
            self,
            NoTourReason::InnerStart | NoTourReason::MinorityColour | NoTourReason::Searched
        )
    }
}

/// The reason in English, as [`Error`]'s words give it.
impl fmt::Display for NoTourReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&no_tour_reason_message(*self), f)
    }
}

impl Error {
    /// One error of every kind, with every message [`Error::message`] can
    /// give reached, nested ones included: what a front end's tests word in
    /// each of its languages.
    ///
    /// ```
    /// let ids: Vec<_> = nqueens::Error::examples().iter().map(|e| e.message().id).collect();
    /// assert!(ids.contains(&"empty-board") && ids.contains(&"no-tour-from"));
    /// ```
    pub fn examples() -> Vec<Error> {
        let at = Square::new;
        let mut kinds = vec![
            ErrorKind::EmptyBoard,
            ErrorKind::NoSolution { n: 3 },
            ErrorKind::SquareOffBoard {
                square: at(9, 0),
                n: 8,
            },
            ErrorKind::PlacedQueensAttack {
                conflicts: vec![Conflict {
                    first: at(0, 0),
                    second: at(1, 1),
                    line: Line::AntiDiagonal(8),
                }],
                n: 8,
            },
            ErrorKind::QueenOnBlockedSquare {
                square: at(0, 0),
                n: 8,
            },
            ErrorKind::ColumnOutOfRange {
                row: 1,
                col: 9,
                n: 8,
            },
            ErrorKind::InvalidSquare {
                text: "z9".into(),
                n: 8,
            },
            ErrorKind::SquareOffTourBoard {
                square: at(5, 0),
                rows: 3,
                cols: 4,
            },
            ErrorKind::OutOfMemory {
                method: "divide",
                bytes: 1 << 40,
            },
            ErrorKind::NotADiagonal {
                line: Line::Row(0),
                n: 8,
            },
            ErrorKind::Interrupted,
            ErrorKind::NotASearch { method: "divide" },
            ErrorKind::ModelTooLarge {
                cells: 5000,
                max: 4096,
            },
            ErrorKind::RepeatedPawn {
                square: at(2, 2),
                n: 8,
            },
            ErrorKind::PawnOnBorder {
                square: at(0, 2),
                n: 8,
            },
            ErrorKind::PawnsSideBySide {
                first: at(2, 2),
                second: at(2, 3),
                n: 8,
            },
            ErrorKind::PawnsDoNotFit {
                pawns: 50,
                n: 8,
                max: 9,
            },
            ErrorKind::TooManyPawnSets {
                pawns: 5,
                n: 20,
                sets: 1 << 60,
                max: 1 << 30,
            },
        ];
        for instead in [None, Some("other")] {
            kinds.push(ErrorKind::TooLarge {
                method: "pairwise",
                n: 40,
                max: 30,
                instead,
            });
            for reason in [
                Obstacle::Covering,
                Obstacle::UncountedQueens,
                Obstacle::LongName,
            ] {
                kinds.push(ErrorKind::Inexpressible {
                    format: "dlx",
                    reason,
                    instead,
                });
            }
        }
        let reasons = [
            NoTourReason::OneLine,
            NoTourReason::TwoLines,
            NoTourReason::SmallBoard,
            NoTourReason::OddBoard,
            NoTourReason::FourLines,
            NoTourReason::ThreeLines,
            NoTourReason::InnerStart,
            NoTourReason::MinorityColour,
            NoTourReason::Searched,
        ];
        for reason in reasons {
            kinds.push(ErrorKind::NoTour {
                rows: 5,
                cols: 5,
                start: at(0, 1),
                closed: false,
                reason,
            });
        }
        for reason in [
            ModelFault::PawnSets,
            ModelFault::CellOutside,
            ModelFault::GroupsOverlap,
            ModelFault::NotAPermutation,
            ModelFault::ClassicPlan,
            ModelFault::ForeignCell,
        ] {
            kinds.push(ErrorKind::InvalidModel { reason });
        }
        for reason in [
            TourUnsettled::TooManySquares,
            TourUnsettled::GaveUp,
            TourUnsettled::MarginTooWide,
        ] {
            kinds.push(ErrorKind::TourUnsupported {
                rows: 70_000,
                cols: 70_000,
                closed: true,
                method: "warnsdorff",
                reason,
            });
        }
        kinds.into_iter().map(Error::new).collect()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn ids_and_names(message: &Message, into: &mut Vec<(&'static str, BTreeSet<&'static str>)>) {
        into.push((
            message.id,
            message.args.iter().map(|(name, _)| *name).collect(),
        ));
        for (_, arg) in &message.args {
            match arg {
                MessageArg::Message(inner) => ids_and_names(inner, into),
                MessageArg::List(inner) => inner.iter().for_each(|m| ids_and_names(m, into)),
                _ => {}
            }
        }
    }

    #[test]
    fn every_message_is_listed_with_its_values_and_every_listed_one_is_given() {
        let listed: Vec<(&str, BTreeSet<&str>)> = Error::MESSAGES
            .iter()
            .map(|(id, names)| (*id, names.iter().copied().collect()))
            .collect();
        let mut given = Vec::new();
        for err in Error::examples() {
            ids_and_names(&err.message(), &mut given);
        }
        for message in &given {
            assert!(
                listed.contains(message),
                "not listed in MESSAGES: {message:?}"
            );
        }
        for message in &listed {
            assert!(given.contains(message), "never given: {message:?}");
        }
        let ids: BTreeSet<&str> = listed.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids.len(), listed.len(), "an id is listed twice");
    }

    /// Each message of a Fluent file with the variables it uses, read line
    /// by line: a message starts at the margin with `id =`, and its other
    /// lines are indented.
    fn worded(source: &str) -> Vec<(String, BTreeSet<String>)> {
        let mut messages: Vec<(String, BTreeSet<String>)> = Vec::new();
        for line in source.lines() {
            if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                let (id, _) = line.split_once('=').expect("a message line has =");
                messages.push((id.trim().to_string(), BTreeSet::new()));
            } else if !line.starts_with(' ') {
                continue;
            }
            let Some((_, variables)) = messages.last_mut() else {
                continue;
            };
            for piece in line.split('$').skip(1) {
                let end = piece
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                    .unwrap_or(piece.len());
                variables.insert(piece[..end].to_string());
            }
        }
        messages
    }

    #[test]
    fn english_words_every_message_once_with_every_value() {
        let worded = worded(crate::message::ENGLISH);
        let listed: Vec<(String, BTreeSet<String>)> = Error::MESSAGES
            .iter()
            .map(|(id, names)| {
                (
                    id.to_string(),
                    names.iter().map(|n| n.to_string()).collect(),
                )
            })
            .collect();
        for message in &listed {
            assert!(
                worded.contains(message),
                "not worded as listed: {message:?}"
            );
        }
        for message in &worded {
            assert!(
                listed.contains(message),
                "worded but not listed: {message:?}"
            );
        }
        assert_eq!(worded.len(), listed.len(), "an id is worded twice");
    }

    #[test]
    fn every_kind_has_an_example_and_every_example_is_worded() {
        // An exhaustive match: a new kind does not compile until it is
        // placed here, and then this test asks for its example.
        fn index(kind: &ErrorKind) -> usize {
            match kind {
                ErrorKind::EmptyBoard => 0,
                ErrorKind::TooLarge { .. } => 1,
                ErrorKind::NoSolution { .. } => 2,
                ErrorKind::SquareOffBoard { .. } => 3,
                ErrorKind::PlacedQueensAttack { .. } => 4,
                ErrorKind::QueenOnBlockedSquare { .. } => 5,
                ErrorKind::ColumnOutOfRange { .. } => 6,
                ErrorKind::InvalidSquare { .. } => 7,
                ErrorKind::SquareOffTourBoard { .. } => 8,
                ErrorKind::NoTour { .. } => 9,
                ErrorKind::TourUnsupported { .. } => 10,
                ErrorKind::OutOfMemory { .. } => 11,
                ErrorKind::NotADiagonal { .. } => 12,
                ErrorKind::Interrupted => 13,
                ErrorKind::NotASearch { .. } => 14,
                ErrorKind::ModelTooLarge { .. } => 15,
                ErrorKind::InvalidModel { .. } => 16,
                ErrorKind::RepeatedPawn { .. } => 17,
                ErrorKind::PawnOnBorder { .. } => 18,
                ErrorKind::PawnsSideBySide { .. } => 19,
                ErrorKind::PawnsDoNotFit { .. } => 20,
                ErrorKind::TooManyPawnSets { .. } => 21,
                ErrorKind::Inexpressible { .. } => 22,
            }
        }
        const KINDS: usize = 23;
        let examples = Error::examples();
        let covered: BTreeSet<usize> = examples.iter().map(|e| index(e.kind())).collect();
        assert_eq!(covered, (0..KINDS).collect(), "a kind has no example");
        for err in examples {
            let text = err.to_string();
            let id = err.message().id;
            assert!(!text.is_empty() && !text.contains('{'), "{id}: {text}");
            assert!(!text.contains(id), "{id} not worded: {text}");
        }
    }

    #[test]
    fn the_reasons_are_worded_as_the_errors_word_them() {
        let reason = NoTourReason::Searched.to_string();
        assert_eq!(
            reason,
            "a search through every path from this square found none"
        );
        let err = Error::new(ErrorKind::NoTour {
            rows: 5,
            cols: 5,
            start: Square::new(0, 1),
            closed: false,
            reason: NoTourReason::Searched,
        });
        assert!(
            err.to_string()
                .ends_with(&format!("starts at b5: {reason}")),
            "{err}"
        );
        assert_eq!(
            Obstacle::LongName.to_string(),
            "an item would need a name longer than the format's eight characters"
        );
        assert_eq!(ModelFault::GroupsOverlap.to_string(), "the groups overlap");
        assert_eq!(
            TourUnsettled::GaveUp.to_string(),
            "the search gave up without finding a tour or proving there is none"
        );
    }
}
