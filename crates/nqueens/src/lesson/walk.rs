//! A trace walked through a program: each step with its line and the
//! variables a debugger would show there, in the program's own names,
//! numbering and conventions.

use std::fmt;

use crate::board::Square;
use crate::error::Error;
use crate::search::{Method, Step};
use crate::trace::Trace;

use super::{Algorithm, Comments, Language, Listing, Program};

/// A value a variable holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Int(i64),
    /// A truth value (written `true` / `false`).
    Bool(bool),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(value) => write!(f, "{value}"),
            Value::Bool(value) => write!(f, "{value}"),
        }
    }
}

/// One active call of the program, innermost last: `Try(2)` with `j = 3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The call as the program would write it, with its arguments.
    pub call: String,
    /// Its local variables that matter to the search, by name.
    pub locals: Vec<(&'static str, i64)>,
}

/// An array of the program, as a debugger shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Array {
    /// Its name in the program.
    pub name: &'static str,
    /// The index of its first value shown.
    pub first: i64,
    /// The values from that index on.
    pub values: Vec<Value>,
}

impl Array {
    /// The value at `index` as the program indexes it, if shown.
    pub fn get(&self, index: i64) -> Option<Value> {
        usize::try_from(index - self.first)
            .ok()
            .and_then(|at| self.values.get(at).copied())
    }
}

/// One step of the trace at its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The step.
    pub step: Step,
    /// Its line in the listing, from 1.
    pub line: usize,
    /// The active calls, outermost first.
    pub frames: Vec<Frame>,
    /// The program's arrays after the step.
    pub arrays: Vec<Array>,
}

/// The program and method a walkthrough follows: how its variables are
/// named and numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialect {
    /// `tryNext(k)` over rows `i`; `A[k]` is the row of column k's queen.
    PythonPairwise,
    /// `Try(i)` over `j`, from 1; `a[j]`, `b[i+j]`, `c[i-j]` true while free.
    PascalMarks,
    /// `Try(i)` over `j`, from 0; `c[j]`, `cp[i+j]`, `cc[j-i+n]` true while taken.
    JavaMarks,
    /// `TimKQ()` with `i`, `j` and a `Stack`; markers as in `JavaMarks`.
    JavaStack,
    /// `Try(i)` over `j`, from 1; `a[j]`, `b[i+j]`, `c[i-j+n]` 1 while taken.
    CppMarks,
    /// `Gen(i)` over `j`, from 1, `x[i]` cleared after each column.
    CppBrute,
}

impl Dialect {
    fn of(language: Language, method: Method) -> Option<Dialect> {
        Some(match (language, method) {
            (Language::Python, Method::Pairwise) => Dialect::PythonPairwise,
            (Language::Pascal, Method::Marks) => Dialect::PascalMarks,
            (Language::Java, Method::Marks) => Dialect::JavaMarks,
            (Language::Java, Method::Stack) => Dialect::JavaStack,
            (Language::Cpp, Method::Marks) => Dialect::CppMarks,
            (Language::Cpp, Method::Brute) => Dialect::CppBrute,
            _ => return None,
        })
    }

    /// The number of row or column `index` in the program.
    fn number(self, index: usize) -> i64 {
        let base = match self {
            Dialect::PascalMarks | Dialect::CppMarks | Dialect::CppBrute => 1,
            Dialect::PythonPairwise | Dialect::JavaMarks | Dialect::JavaStack => 0,
        };
        index as i64 + base
    }
}

/// The walk of one program's search of the `n x n` board, step by step.
///
/// ```
/// use nqueens::lesson::{self, Anchor, Comments, Language, Value};
/// use nqueens::Step;
///
/// let pascal = lesson::default_for(Language::Pascal);
/// let mut walk = pascal.walkthrough(4, Comments::English).unwrap().unwrap();
/// let first = walk.next().unwrap();
/// assert!(matches!(first.step, Step::Try { .. }));
/// assert_eq!(Some(first.line), walk.listing().line_of(Anchor::Try));
/// assert_eq!(first.frames[0].call, "Try(1)");
/// assert_eq!(first.frames[0].locals, vec![("j", 1)]);
///
/// let place = walk.next().unwrap();
/// // Row 1's queen in column 1: the column marker a[1] is no longer free.
/// let a = place.arrays.iter().find(|array| array.name == "a").unwrap();
/// assert_eq!(a.get(1), Some(Value::Bool(false)));
/// ```
#[derive(Clone, Debug)]
pub struct Walkthrough {
    dialect: Dialect,
    listing: Listing,
    trace: Trace,
    n: usize,
    /// The loop variable of each active row's call (the column it has
    /// reached), outermost first.
    loops: Vec<usize>,
    /// What the program's queens array holds for each row; a row whose
    /// queen was taken back keeps its old value unless the program clears
    /// it, as a debugger would show.
    written: Vec<Option<usize>>,
    /// The queens standing, by row.
    standing: Vec<Option<usize>>,
}

impl Program {
    /// The walk of this program's search of the `n x n` board; `None` for
    /// the knight's tour, whose walk is [`Program::tour_walkthrough`].
    ///
    /// # Errors
    ///
    /// Those of [`Trace::new`].
    pub fn walkthrough(&self, n: usize, comments: Comments) -> Option<Result<Walkthrough, Error>> {
        let Algorithm::Queens(method) = self.algorithm else {
            return None;
        };
        let dialect = Dialect::of(self.language, method)?;
        Some(Trace::new(n, method).map(|trace| Walkthrough {
            dialect,
            listing: self.listing(comments),
            trace,
            n,
            loops: Vec::with_capacity(n),
            written: vec![None; n],
            standing: vec![None; n],
        }))
    }
}

impl Walkthrough {
    /// The program's listing, whose lines the stops name.
    pub fn listing(&self) -> &Listing {
        &self.listing
    }

    /// The trace walked, as it stands after the last stop.
    pub fn trace(&self) -> &Trace {
        &self.trace
    }

    /// Follows `step` in the variables the program keeps.
    fn follow(&mut self, step: Step) {
        match step {
            Step::Try { square } => self.enter(square),
            Step::Place { square } => {
                self.written[square.row] = Some(square.col);
                self.standing[square.row] = Some(square.col);
            }
            Step::Backtrack { square } => {
                self.standing[square.row] = None;
                if matches!(self.dialect, Dialect::PythonPairwise | Dialect::CppBrute) {
                    self.written[square.row] = None;
                }
                // Back in the call of the queen's row, whose loop stands
                // on her column.
                self.enter(square);
            }
            Step::Conflict { .. } | Step::Solution { .. } => {}
        }
    }

    /// The loop of `square.row`'s call stands on `square.col`, and the
    /// calls below it have returned.
    fn enter(&mut self, square: Square) {
        self.loops.truncate(square.row);
        self.loops.resize(square.row, 0);
        self.loops.push(square.col);
    }

    fn frames(&self, step: &Step) -> Vec<Frame> {
        let d = self.dialect;
        if d == Dialect::JavaStack {
            let (i, j) = match *step {
                // After the push of the last queen, `j` is reset before
                // the solution is printed.
                Step::Solution { .. } => (self.n - 1, 0),
                _ => {
                    let row = self.loops.len().saturating_sub(1);
                    (row, self.loops.last().copied().unwrap_or(0))
                }
            };
            return vec![Frame {
                call: "TimKQ()".into(),
                locals: vec![("i", i as i64), ("j", j as i64)],
            }];
        }
        let (function, argument, variable) = match d {
            Dialect::PythonPairwise => ("tryNext", "k", "i"),
            Dialect::CppBrute => ("Gen", "i", "j"),
            _ => ("Try", "i", "j"),
        };
        let mut frames: Vec<Frame> = self
            .loops
            .iter()
            .enumerate()
            .map(|(row, &col)| Frame {
                call: format!("{function}({})", d.number(row)),
                locals: vec![(argument, d.number(row)), (variable, d.number(col))],
            })
            .map(|mut frame| {
                // The argument shows in the call; the loop variable is the
                // local that changes.
                frame.locals.remove(0);
                frame
            })
            .collect();
        if let Step::Conflict {
            square,
            queen: Some(queen),
            ..
        } = *step
        {
            frames.push(match d {
                Dialect::CppBrute => Frame {
                    call: "Check()".into(),
                    locals: vec![("i", d.number(square.row)), ("k", d.number(queen.row))],
                },
                _ => Frame {
                    call: format!(
                        "check(A, {}, {})",
                        d.number(square.col),
                        d.number(square.row)
                    ),
                    locals: vec![("j", d.number(queen.row))],
                },
            });
        }
        frames
    }

    fn arrays(&self) -> Vec<Array> {
        let d = self.dialect;
        let n = self.n;
        let ints = |empty: i64| -> Vec<Value> {
            self.written
                .iter()
                .map(|col| Value::Int(col.map_or(empty, |col| d.number(col))))
                .collect()
        };
        let queens = self
            .standing
            .iter()
            .enumerate()
            .filter_map(|(row, col)| col.map(|col| (row as i64, col as i64)));
        let queens: Vec<(i64, i64)> = queens.collect();
        let n_i = n as i64;
        // A marker array over `range` of the program's indices, telling
        // whether a queen (row, col) counted from 0 lies on each line.
        let marker = |name: &'static str,
                      range: std::ops::RangeInclusive<i64>,
                      index: &dyn Fn(i64, i64) -> i64,
                      taken: Value,
                      free: Value| Array {
            name,
            first: *range.start(),
            values: range
                .map(|at| {
                    if queens.iter().any(|&(row, col)| index(row, col) == at) {
                        taken
                    } else {
                        free
                    }
                })
                .collect(),
        };
        let (yes, no) = (Value::Bool(true), Value::Bool(false));
        let (one, zero) = (Value::Int(1), Value::Int(0));
        match d {
            Dialect::PythonPairwise => vec![Array {
                name: "A",
                first: 0,
                values: ints(-1),
            }],
            Dialect::PascalMarks => vec![
                Array {
                    name: "x",
                    first: 1,
                    values: ints(0),
                },
                // 1-based: i + j = row + col + 2, i - j = row - col.
                marker("a", 1..=n_i, &|_, c| c + 1, no, yes),
                marker("b", 2..=2 * n_i, &|r, c| r + c + 2, no, yes),
                marker("c", 1 - n_i..=n_i - 1, &|r, c| r - c, no, yes),
            ],
            Dialect::JavaMarks | Dialect::JavaStack => {
                let mut arrays = vec![if d == Dialect::JavaMarks {
                    Array {
                        name: "h",
                        first: 0,
                        values: ints(0),
                    }
                } else {
                    Array {
                        name: "stack",
                        first: 0,
                        values: queens.iter().map(|&(_, col)| Value::Int(col)).collect(),
                    }
                }];
                arrays.extend([
                    marker("c", 0..=n_i - 1, &|_, c| c, yes, no),
                    marker("cp", 0..=2 * n_i - 2, &|r, c| r + c, yes, no),
                    marker("cc", 1..=2 * n_i - 1, &|r, c| c - r + n_i, yes, no),
                ]);
                arrays
            }
            Dialect::CppMarks => vec![
                Array {
                    name: "x",
                    first: 1,
                    values: ints(0),
                },
                marker("a", 1..=n_i, &|_, c| c + 1, one, zero),
                marker("b", 2..=2 * n_i, &|r, c| r + c + 2, one, zero),
                marker("c", 1..=2 * n_i - 1, &|r, c| r - c + n_i, one, zero),
            ],
            Dialect::CppBrute => vec![Array {
                name: "x",
                first: 1,
                values: ints(0),
            }],
        }
    }
}

impl Iterator for Walkthrough {
    type Item = Stop;

    fn next(&mut self) -> Option<Stop> {
        let step = self.trace.next()?;
        self.follow(step);
        let line = self
            .listing
            .line_of_step(&step)
            .expect("every program anchors every step it takes");
        Some(Stop {
            step,
            line,
            frames: self.frames(&step),
            arrays: self.arrays(),
        })
    }
}
