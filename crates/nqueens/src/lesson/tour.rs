//! The knight's-tour program walked step by step: each turn of its loop
//! over the eight moves, each move made and taken back, at its line, with
//! the calls and the board `d[x,y]` a debugger would show.
//!
//! The library's tour search ([`crate::tour::TourTrace`]) cuts dead
//! branches early, so its steps are not the program's; this walk runs the
//! program's own search, which tries every move of every square in the
//! order of `Hx` and `Hy` ([`crate::tour::KNIGHT_MOVES`]) and stops at the
//! first tour, as `knights_tour.pas` does.

use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::tour::KNIGHT_MOVES;

use super::{Algorithm, Anchor, Array, Comments, Frame, Listing, Program, Value};

/// The largest board the program takes (its `MaxN`).
pub const MAX_TOUR_WALK_N: usize = 8;

/// The rows of `d` as the walk names them, one array a row.
const ROW_NAMES: [&str; MAX_TOUR_WALK_N] = [
    "d[1]", "d[2]", "d[3]", "d[4]", "d[5]", "d[6]", "d[7]", "d[8]",
];

/// What one step of the knight's-tour program does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourAct {
    /// `for k`: the knight on `from` takes up move `k` (1 to 8), towards
    /// `to` (`None` when that is off the board); `free` when `to` is on
    /// the board and not yet visited, so the move is made next.
    Try {
        /// The knight's square.
        from: Square,
        /// The move, numbered from 1 as `Hx[k]`, `Hy[k]`.
        k: usize,
        /// The square the move leads to, if on the board.
        to: Option<Square>,
        /// Whether the knight may go there.
        free: bool,
    },
    /// `d[u, v] := i`: the knight moves to `to`, the `number`-th square.
    Move {
        /// The square it leaves.
        from: Square,
        /// The square it reaches.
        to: Square,
        /// `i`: its place in the path, the start being 1.
        number: usize,
    },
    /// `d[u, v] := 0`: the move to `square` is taken back.
    Undo {
        /// The square freed.
        square: Square,
        /// The number it held.
        number: usize,
    },
    /// `Print`: every square is numbered, the tour is found.
    Tour,
}

/// One step of the knight's-tour program at its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourStop {
    /// The step.
    pub act: TourAct,
    /// Its line in the listing, from 1.
    pub line: usize,
    /// The active calls `Try(i, x, y)`, outermost first, each with `k`,
    /// `u` and `v` (the square move `k` leads to).
    pub frames: Vec<Frame>,
    /// The board `d` after the step, one array a row (`d[1]` to `d[n]`).
    pub arrays: Vec<Array>,
}

/// An active call `Try(i, x, y)`, counted from 0, and the move its loop
/// has reached (0 before the first).
#[derive(Clone, Copy, Debug)]
struct Call {
    number: usize,
    at: Square,
    k: usize,
}

/// What the program does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// The loop takes its next move, or the call returns.
    Loop,
    /// The move tried is made.
    Move,
    /// After a move: the tour printed, or the call one square deeper.
    Deeper,
    /// The call below returned without a tour: the move is taken back.
    Undo,
    /// The program has stopped.
    Done,
}

/// The walk of `knights_tour.pas` on an `n x n` board from a start, to its
/// first tour or to the end of its search.
///
/// ```
/// use nqueens::lesson::{self, Algorithm, Anchor, Comments, Language, TourAct};
/// use nqueens::Square;
///
/// let program = lesson::find(Language::Pascal, Algorithm::KnightsTour).unwrap();
/// let mut walk = program
///     .tour_walkthrough(5, Square::new(0, 0), Comments::English)
///     .unwrap()
///     .unwrap();
/// let first = walk.next().unwrap();
/// // Move 1 (two rows down, one column right) from the corner.
/// assert_eq!(
///     first.act,
///     TourAct::Try { from: Square::new(0, 0), k: 1, to: Some(Square::new(2, 1)), free: true }
/// );
/// assert_eq!(Some(first.line), walk.listing().line_of(Anchor::MoveTry));
/// assert_eq!(first.frames[0].call, "Try(2, 1, 1)");
/// let made = walk.next().unwrap();
/// assert_eq!(made.arrays[2].get(2), Some(lesson::Value::Int(2)));
/// ```
#[derive(Clone, Debug)]
pub struct TourWalk {
    listing: Listing,
    n: usize,
    /// `d`, row-major, counted from 0.
    board: Vec<usize>,
    calls: Vec<Call>,
    next: Next,
}

impl Program {
    /// The walk of the knight's-tour program on the `n x n` board from
    /// `start` (counted from 0); `None` for the n-queens programs, whose
    /// walk is [`Program::walkthrough`]. The `1 x 1` board's tour is
    /// printed before any call, so its walk has no step.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::EmptyBoard`] for `n = 0`, [`ErrorKind::TooLarge`] above
    /// the program's `MaxN` ([`MAX_TOUR_WALK_N`]), and
    /// [`ErrorKind::SquareOffTourBoard`] for a start off the board.
    pub fn tour_walkthrough(
        &self,
        n: usize,
        start: Square,
        comments: Comments,
    ) -> Option<Result<TourWalk, Error>> {
        if self.algorithm != Algorithm::KnightsTour {
            return None;
        }
        Some(TourWalk::new(self.listing(comments), n, start))
    }
}

impl TourWalk {
    fn new(listing: Listing, n: usize, start: Square) -> Result<TourWalk, Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if n > MAX_TOUR_WALK_N {
            return Err(Error::new(ErrorKind::TooLarge {
                method: "tour",
                n,
                max: MAX_TOUR_WALK_N,
                instead: None,
            }));
        }
        if start.row >= n || start.col >= n {
            return Err(Error::new(ErrorKind::SquareOffTourBoard {
                square: start,
                rows: n,
                cols: n,
            }));
        }
        let mut board = vec![0; n * n];
        board[start.row * n + start.col] = 1;
        let (calls, next) = if n == 1 {
            (Vec::new(), Next::Done)
        } else {
            let call = Call {
                number: 2,
                at: start,
                k: 0,
            };
            (vec![call], Next::Loop)
        };
        Ok(TourWalk {
            listing,
            n,
            board,
            calls,
            next,
        })
    }

    /// The program's listing, whose lines the stops name.
    pub fn listing(&self) -> &Listing {
        &self.listing
    }

    /// The board's side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The square move `k` (from 1) leads to from `from`, if on the board.
    fn target(&self, from: Square, k: usize) -> Option<Square> {
        let (dr, dc) = KNIGHT_MOVES[k - 1];
        let row = from
            .row
            .checked_add_signed(dr)
            .filter(|&row| row < self.n)?;
        let col = from
            .col
            .checked_add_signed(dc)
            .filter(|&col| col < self.n)?;
        Some(Square::new(row, col))
    }

    fn number_at(&self, square: Square) -> usize {
        self.board[square.row * self.n + square.col]
    }

    fn set(&mut self, square: Square, number: usize) {
        self.board[square.row * self.n + square.col] = number;
    }

    /// Takes the program's next step.
    fn act(&mut self) -> Option<TourAct> {
        loop {
            match self.next {
                Next::Done => return None,
                Next::Loop => {
                    let call = self.calls.last_mut().expect("a loop runs in a call");
                    if call.k == KNIGHT_MOVES.len() {
                        self.calls.pop();
                        self.next = if self.calls.is_empty() {
                            Next::Done
                        } else {
                            Next::Undo
                        };
                        continue;
                    }
                    call.k += 1;
                    let Call { at, k, .. } = *call;
                    let to = self.target(at, k);
                    let free = to.is_some_and(|to| self.number_at(to) == 0);
                    self.next = if free { Next::Move } else { Next::Loop };
                    return Some(TourAct::Try {
                        from: at,
                        k,
                        to,
                        free,
                    });
                }
                Next::Move => {
                    let Call { number, at, k } = *self.calls.last().expect("a move in a call");
                    let to = self.target(at, k).expect("a free square is on the board");
                    self.set(to, number);
                    self.next = Next::Deeper;
                    return Some(TourAct::Move {
                        from: at,
                        to,
                        number,
                    });
                }
                Next::Deeper => {
                    let Call { number, at, k } = *self.calls.last().expect("a move in a call");
                    if number == self.n * self.n {
                        self.next = Next::Done;
                        return Some(TourAct::Tour);
                    }
                    let to = self.target(at, k).expect("a move made is on the board");
                    self.calls.push(Call {
                        number: number + 1,
                        at: to,
                        k: 0,
                    });
                    self.next = Next::Loop;
                }
                Next::Undo => {
                    let Call { at, k, .. } = *self.calls.last().expect("an undo in a call");
                    let square = self.target(at, k).expect("a move made is on the board");
                    let number = self.number_at(square);
                    self.set(square, 0);
                    self.next = Next::Loop;
                    return Some(TourAct::Undo { square, number });
                }
            }
        }
    }

    fn frames(&self) -> Vec<Frame> {
        self.calls
            .iter()
            .map(|call| {
                let (dr, dc) = KNIGHT_MOVES[call.k.max(1) - 1];
                let (x, y) = (call.at.row as i64 + 1, call.at.col as i64 + 1);
                Frame {
                    call: format!("Try({}, {x}, {y})", call.number),
                    locals: vec![
                        ("k", call.k as i64),
                        ("u", x + dr as i64),
                        ("v", y + dc as i64),
                    ],
                }
            })
            .collect()
    }

    fn arrays(&self) -> Vec<Array> {
        self.board
            .chunks(self.n)
            .zip(ROW_NAMES)
            .map(|(row, name)| Array {
                name,
                first: 1,
                values: row
                    .iter()
                    .map(|&number| Value::Int(number as i64))
                    .collect(),
            })
            .collect()
    }
}

impl Iterator for TourWalk {
    type Item = TourStop;

    fn next(&mut self) -> Option<TourStop> {
        let act = self.act()?;
        let anchor = match act {
            TourAct::Try { .. } => Anchor::MoveTry,
            TourAct::Move { .. } => Anchor::MoveAccept,
            TourAct::Undo { .. } => Anchor::MoveUndo,
            TourAct::Tour => Anchor::Tour,
        };
        let line = self
            .listing
            .line_of(anchor)
            .expect("the tour program anchors every step it takes");
        Some(TourStop {
            act,
            line,
            frames: self.frames(),
            arrays: self.arrays(),
        })
    }
}
