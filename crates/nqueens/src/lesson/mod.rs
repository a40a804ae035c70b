//! The lessons' programs: short, complete programs in the languages the
//! lessons teach with, each built into the library as text, and the map
//! from a search's steps to their lines.
//!
//! Each [`Program`] is one file of the repository's `programs/` folder,
//! written in a lesson's language and conventions: Python with `tryNext(k)`
//! and the pairwise `check`, Pascal with the marker arrays `a[j]`, `b[i+j]`,
//! `c[i-j]` and the knight's tour, Java with marker arrays and with an
//! explicit `Stack`, C++ with marker arrays and brute force. The test
//! suite runs every one of them with its real compiler or interpreter and
//! holds what it prints to [`crate::solutions`].
//!
//! ```
//! use nqueens::lesson::{self, Algorithm, Comments, Language};
//! use nqueens::Method;
//!
//! let program = lesson::find(Language::Python, Algorithm::Queens(Method::Pairwise)).unwrap();
//! let listing = program.listing(Comments::English);
//! assert!(listing.text().contains("def tryNext(k):"));
//! // The other language's comments are left out.
//! assert!(!listing.text().contains("Bài toán"));
//! assert!(program.listing(Comments::Vietnamese).text().contains("Bài toán"));
//! ```
//!
//! # One source of truth
//!
//! The map from steps to lines is written in the programs themselves, as
//! comments that end a line: `A[k] = i  # @step place` says that a
//! [`Step::Place`] is that line. Comments in both languages sit on lines
//! of their own, tagged `en:` or `vi:`. A [`Listing`] is a program as
//! shown: the comments of one language, the anchors taken off, and the
//! anchors' line numbers kept, so the text a student sees, the file the
//! tests compile and the map every front end reads are one file.
//!
//! | anchor | the line that | step |
//! |---|---|---|
//! | `try` | sets the loop variable to the next column (row, for Python) | [`Step::Try`] |
//! | `conflict column`, `conflict diagonal`, `conflict anti-diagonal` | tests that line; a program testing both diagonals at once has only `conflict diagonal` | [`Step::Conflict`] |
//! | `place` | puts the queen down (sets the marks) | [`Step::Place`] |
//! | `call` | goes one row deeper (the recursive call, or the push) | none: the line between a place and the next row's first try |
//! | `backtrack` | takes the queen back (clears the marks) | [`Step::Backtrack`] |
//! | `solution` | prints a solution | [`Step::Solution`] |
//! | `move try`, `move accept`, `call`, `move undo`, `tour` | the knight's tour's loop over the eight moves, the move made, the call, the move taken back, the tour printed | [`TourStep`] |
//!
//! [`Walkthrough`] runs a [`crate::Trace`] and pairs each step with its
//! line and the variables a debugger would show at that line;
//! [`TourWalk`] does the same for the knight's-tour program, whose own
//! search it runs.

use std::fmt;

use crate::board::Line;
use crate::search::Method;
use crate::search::Step;
use crate::tour::TourStep;

mod tour;
mod walk;

pub use tour::{MAX_TOUR_WALK_N, TourAct, TourStop, TourWalk};
pub use walk::{Array, Frame, Stop, Value, Walkthrough};

/// The language a program is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// Python 3, as the secondary-school lesson writes it.
    Python,
    /// Pascal (Free Pascal).
    Pascal,
    /// Java.
    Java,
    /// C++.
    Cpp,
}

impl Language {
    /// Every language, in the order the lessons come.
    pub const ALL: [Language; 4] = [
        Language::Python,
        Language::Pascal,
        Language::Java,
        Language::Cpp,
    ];

    /// The language's name on the command line: `python`, `pascal`,
    /// `java` or `cpp`.
    pub fn name(self) -> &'static str {
        match self {
            Language::Python => "python",
            Language::Pascal => "pascal",
            Language::Java => "java",
            Language::Cpp => "cpp",
        }
    }

    /// What starts a comment that runs to the end of the line, and what
    /// ends it (Pascal's braces).
    fn comment(self) -> (&'static str, &'static str) {
        match self {
            Language::Python => ("#", ""),
            Language::Pascal => ("{", "}"),
            Language::Java | Language::Cpp => ("//", ""),
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a program searches for, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The n queens by one of the textbook methods.
    Queens(Method),
    /// The knight's tour by the lessons' backtracking
    /// ([`crate::TourMethod::Backtrack`]): the first tour from a start.
    KnightsTour,
}

impl Algorithm {
    /// The algorithm's name: the method's ([`Method::name`]) or `tour`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Queens(method) => method.name(),
            Algorithm::KnightsTour => "tour",
        }
    }
}

/// Which language a listing's comments are in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Comments {
    /// English.
    #[default]
    English,
    /// Vietnamese.
    Vietnamese,
}

impl Comments {
    /// The tag of a comment line in this language.
    fn tag(self) -> &'static str {
        match self {
            Comments::English => "en:",
            Comments::Vietnamese => "vi:",
        }
    }
}

/// One of the lessons' programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Program {
    language: Language,
    algorithm: Algorithm,
    file_name: &'static str,
    source: &'static str,
}

/// Every program, in the order of the lessons.
static PROGRAMS: [Program; 7] = [
    Program {
        language: Language::Python,
        algorithm: Algorithm::Queens(Method::Pairwise),
        file_name: "queens.py",
        source: include_str!("../../programs/queens.py"),
    },
    Program {
        language: Language::Pascal,
        algorithm: Algorithm::Queens(Method::Marks),
        file_name: "queens_marks.pas",
        source: include_str!("../../programs/queens_marks.pas"),
    },
    Program {
        language: Language::Pascal,
        algorithm: Algorithm::KnightsTour,
        file_name: "knights_tour.pas",
        source: include_str!("../../programs/knights_tour.pas"),
    },
    Program {
        language: Language::Java,
        algorithm: Algorithm::Queens(Method::Marks),
        file_name: "QueensMarks.java",
        source: include_str!("../../programs/QueensMarks.java"),
    },
    Program {
        language: Language::Java,
        algorithm: Algorithm::Queens(Method::Stack),
        file_name: "QueensStack.java",
        source: include_str!("../../programs/QueensStack.java"),
    },
    Program {
        language: Language::Cpp,
        algorithm: Algorithm::Queens(Method::Marks),
        file_name: "queens_marks.cpp",
        source: include_str!("../../programs/queens_marks.cpp"),
    },
    Program {
        language: Language::Cpp,
        algorithm: Algorithm::Queens(Method::Brute),
        file_name: "queens_brute.cpp",
        source: include_str!("../../programs/queens_brute.cpp"),
    },
];

/// Every program, in the order of the lessons: for each language, its
/// first program is the one [`default_for`] gives.
///
/// ```
/// assert_eq!(nqueens::lesson::programs().len(), 7);
/// ```
pub fn programs() -> &'static [Program] {
    &PROGRAMS
}

/// The program in `language` for `algorithm`, if there is one.
///
/// ```
/// use nqueens::lesson::{self, Algorithm, Language};
/// use nqueens::Method;
/// assert!(lesson::find(Language::Java, Algorithm::Queens(Method::Stack)).is_some());
/// assert!(lesson::find(Language::Python, Algorithm::Queens(Method::Brute)).is_none());
/// ```
pub fn find(language: Language, algorithm: Algorithm) -> Option<&'static Program> {
    PROGRAMS
        .iter()
        .find(|program| program.language == language && program.algorithm == algorithm)
}

/// The first program in `language`: its n-queens program (pairwise for
/// Python, marker arrays for the others).
///
/// ```
/// use nqueens::lesson::{self, Algorithm, Language};
/// use nqueens::Method;
/// let python = lesson::default_for(Language::Python);
/// assert_eq!(python.algorithm(), Algorithm::Queens(Method::Pairwise));
/// ```
pub fn default_for(language: Language) -> &'static Program {
    PROGRAMS
        .iter()
        .find(|program| program.language == language)
        .expect("every language has a program")
}

/// The programs in `language`.
pub fn in_language(language: Language) -> impl Iterator<Item = &'static Program> {
    PROGRAMS
        .iter()
        .filter(move |program| program.language == language)
}

impl Program {
    /// The language it is written in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// What it searches for, and how.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// Its file name, which a compiler may insist on (Java's class name).
    pub fn file_name(&self) -> &'static str {
        self.file_name
    }

    /// The file as the repository holds it: comments in both languages
    /// and the step anchors. This is what the tests compile.
    pub fn source(&self) -> &'static str {
        self.source
    }

    /// The program as shown: the comments of one language, no anchors.
    ///
    /// ```
    /// use nqueens::lesson::{self, Anchor, Comments, Language};
    /// let listing = lesson::default_for(Language::Pascal).listing(Comments::English);
    /// let place = listing.line_of(Anchor::Place).unwrap();
    /// assert!(listing.line(place).unwrap().contains("a[j] := false"));
    /// assert!(!listing.text().contains("@step"));
    /// ```
    pub fn listing(&self, comments: Comments) -> Listing {
        Listing::new(self.language, self.source, comments)
    }
}

/// A line of a program that a step of the search stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// The loop over the columns (rows, for Python) takes its next value.
    Try,
    /// The test of the column marker (or of `A[j] == i`).
    ConflictColumn,
    /// The test of a diagonal, or of both at once.
    ConflictDiagonal,
    /// The test of the other diagonal.
    ConflictAntiDiagonal,
    /// The queen is put down.
    Place,
    /// One row deeper: the recursive call or the push.
    Call,
    /// The queen is taken back.
    Backtrack,
    /// A solution is printed.
    Solution,
    /// The knight's loop over its eight moves.
    MoveTry,
    /// The knight moves: the square gets its number.
    MoveAccept,
    /// The knight's move is taken back.
    MoveUndo,
    /// A tour is printed.
    Tour,
}

impl Anchor {
    /// Every anchor.
    pub const ALL: [Anchor; 12] = [
        Anchor::Try,
        Anchor::ConflictColumn,
        Anchor::ConflictDiagonal,
        Anchor::ConflictAntiDiagonal,
        Anchor::Place,
        Anchor::Call,
        Anchor::Backtrack,
        Anchor::Solution,
        Anchor::MoveTry,
        Anchor::MoveAccept,
        Anchor::MoveUndo,
        Anchor::Tour,
    ];

    /// The anchor as the programs write it, after `@step`.
    pub fn name(self) -> &'static str {
        match self {
            Anchor::Try => "try",
            Anchor::ConflictColumn => "conflict column",
            Anchor::ConflictDiagonal => "conflict diagonal",
            Anchor::ConflictAntiDiagonal => "conflict anti-diagonal",
            Anchor::Place => "place",
            Anchor::Call => "call",
            Anchor::Backtrack => "backtrack",
            Anchor::Solution => "solution",
            Anchor::MoveTry => "move try",
            Anchor::MoveAccept => "move accept",
            Anchor::MoveUndo => "move undo",
            Anchor::Tour => "tour",
        }
    }

    fn from_name(name: &str) -> Option<Anchor> {
        Anchor::ALL.into_iter().find(|anchor| anchor.name() == name)
    }

    /// The anchor of an n-queens step.
    pub fn of_step(step: &Step) -> Anchor {
        match step {
            Step::Try { .. } => Anchor::Try,
            Step::Conflict { line, .. } => match line {
                Line::Column(_) | Line::Row(_) => Anchor::ConflictColumn,
                Line::Diagonal(_) => Anchor::ConflictDiagonal,
                Line::AntiDiagonal(_) => Anchor::ConflictAntiDiagonal,
            },
            Step::Place { .. } => Anchor::Place,
            Step::Backtrack { .. } => Anchor::Backtrack,
            Step::Solution { .. } => Anchor::Solution,
        }
    }

    /// The anchor of a knight's-tour step.
    pub fn of_tour_step(step: &TourStep) -> Anchor {
        match step {
            TourStep::Move { .. } => Anchor::MoveAccept,
            TourStep::Retreat { .. } => Anchor::MoveUndo,
            TourStep::Tour { .. } => Anchor::Tour,
        }
    }
}

/// A program as shown: its lines, numbered from 1, and where its anchors
/// stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    lines: Vec<String>,
    anchors: Vec<(Anchor, usize)>,
}

impl Listing {
    fn new(language: Language, source: &str, comments: Comments) -> Listing {
        let (open, close) = language.comment();
        let other = match comments {
            Comments::English => Comments::Vietnamese,
            Comments::Vietnamese => Comments::English,
        };
        let mut lines = Vec::new();
        let mut anchors = Vec::new();
        for raw in source.lines() {
            let trimmed = raw.trim_start();
            if let Some(rest) = trimmed.strip_prefix(open) {
                let text = rest.trim_start();
                if text.starts_with(other.tag()) {
                    continue;
                }
                if let Some(words) = text.strip_prefix(comments.tag()) {
                    let indent = &raw[..raw.len() - trimmed.len()];
                    lines.push(format!("{indent}{open} {}", words.trim_start()));
                    continue;
                }
            }
            let marker = format!("{open} @step ");
            match raw.find(&marker) {
                Some(at) => {
                    let name = raw[at + marker.len()..].trim_end();
                    let name = name.strip_suffix(close).unwrap_or(name).trim_end();
                    let anchor = Anchor::from_name(name)
                        .unwrap_or_else(|| panic!("unknown step anchor {name:?} in a program"));
                    lines.push(raw[..at].trim_end().to_string());
                    anchors.push((anchor, lines.len()));
                }
                None => lines.push(raw.to_string()),
            }
        }
        Listing { lines, anchors }
    }

    /// The lines, the first being line 1.
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// Line `number`, counted from 1.
    pub fn line(&self, number: usize) -> Option<&str> {
        number
            .checked_sub(1)
            .and_then(|index| self.lines.get(index))
            .map(String::as_str)
    }

    /// The whole program, each line ended by a newline.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for line in &self.lines {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    /// Every anchor and its line, in the order of the lines.
    pub fn anchors(&self) -> &[(Anchor, usize)] {
        &self.anchors
    }

    /// The line of `anchor`, if the program has it.
    pub fn line_of(&self, anchor: Anchor) -> Option<usize> {
        self.anchors
            .iter()
            .find(|(at, _)| *at == anchor)
            .map(|&(_, line)| line)
    }

    /// The line an n-queens step stands on. A program that tests both
    /// diagonals in one expression shows either diagonal's conflict on
    /// that line.
    ///
    /// ```
    /// use nqueens::lesson::{self, Comments, Language};
    /// use nqueens::{Line, Square, Step};
    /// let listing = lesson::default_for(Language::Python).listing(Comments::English);
    /// let conflict = Step::Conflict {
    ///     square: Square::new(1, 1),
    ///     line: Line::AntiDiagonal(4),
    ///     queen: Some(Square::new(0, 0)),
    /// };
    /// let line = listing.line_of_step(&conflict).unwrap();
    /// assert!(listing.line(line).unwrap().contains("abs(A[j] - i) == abs(j - k)"));
    /// ```
    pub fn line_of_step(&self, step: &Step) -> Option<usize> {
        let anchor = Anchor::of_step(step);
        self.line_of(anchor).or_else(|| match anchor {
            Anchor::ConflictAntiDiagonal => self.line_of(Anchor::ConflictDiagonal),
            _ => None,
        })
    }

    /// The line a knight's-tour step stands on.
    pub fn line_of_tour_step(&self, step: &TourStep) -> Option<usize> {
        self.line_of(Anchor::of_tour_step(step))
    }
}
