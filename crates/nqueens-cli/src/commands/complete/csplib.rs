//! Instances of the excluded-diagonals benchmark (CSPLib prob079) as its
//! generator writes them, Python's way:
//!
//! ```text
//! n =  10
//! numdiags =  14
//! diags =  [[4, 1], [2, 1], [14, 0], [8, 1], [8, 0], [7, 0], [3, 1],
//!           [12, 1], [18, 0], [5, 0], [14, 1], [0, 0], [15, 1], [17, 1]]
//! ```
//!
//! Each pair is `[k, type]` on 0-based rows and columns: type 1 is the sum
//! diagonal `r + c = k`, the library's `Line::Diagonal(k)`; type 0 the
//! difference diagonal `r - c = k - (n - 1)`, which in the library's
//! numbering `r - c + n` is `Line::AntiDiagonal(k + 1)`. Both run from 0 to
//! 2n - 2. `numdiags` may be left out; given, it must be the list's length.
//! A list may span lines; `#` starts a comment.
//!
//! The reader refuses a file over [`MAX_FILE_BYTES`] before reading more,
//! and a board over the command's largest, so that the list it keeps is
//! bounded too: a diagonal listed twice is refused, which leaves at most
//! 4n - 2 of them.

use std::fmt;
use std::io::Read;

use anyhow::Context;
use nqueens::Line;
use nqueens::complete::ExcludedDiagonals;

use crate::input::Source;
use crate::text::{self, brief, quoted};
use crate::values;

/// The longest instance file read: an instance of the largest board with
/// every diagonal listed, as the generator spaces it, is under a megabyte;
/// the rest is room for other spacing and for comments.
pub const MAX_FILE_BYTES: u64 = 4 << 20;

/// Why an instance cannot be read: each is told after the file's name and,
/// where it has one, the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsplibError {
    TooLong,
    NotUtf8,
    /// The line starts with something other than a setting's name.
    ExpectedName {
        found: Found,
    },
    UnknownName {
        name: String,
    },
    /// A setting given twice.
    Twice {
        name: &'static str,
        first: usize,
    },
    ExpectedEquals {
        name: &'static str,
        found: Found,
    },
    ExpectedNumber {
        found: Found,
    },
    /// `diags` not followed by `[`.
    NotAList {
        found: Found,
    },
    /// Inside the list, something other than a pair `[k, type]`.
    NotAPair {
        found: Found,
    },
    /// A `[` whose `]` never comes.
    Unclosed,
    /// A `]` after a setting's value.
    StrayClose,
    /// Text after a setting's value on its line.
    AfterValue {
        found: Found,
    },
    NoSize,
    NoList,
    BadType {
        text: String,
    },
    OffBoard {
        k: String,
        sum: bool,
        n: usize,
    },
    Repeated {
        k: String,
        sum: bool,
        first: usize,
    },
    CountMismatch {
        says: String,
        has: usize,
    },
    /// `--first D` beyond the list.
    FirstTooLarge {
        first: usize,
        has: usize,
    },
}

/// What was found where something else was expected, for a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Text(String),
    EndOfLine,
    EndOfFile,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Found::Text(text) => quoted(text),
            Found::EndOfLine => t!("complete-csplib-end-of-line"),
            Found::EndOfFile => t!("complete-csplib-end-of-file"),
        })
    }
}

impl std::error::Error for CsplibError {}

impl fmt::Display for CsplibError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pair = |k: &str, sum: bool| format!("[{}, {}]", brief(k), u8::from(sum));
        f.write_str(&match self {
            CsplibError::TooLong => t!("complete-csplib-too-long", limit = MAX_FILE_BYTES),
            CsplibError::NotUtf8 => t!("input-not-utf8"),
            CsplibError::ExpectedName { found } => {
                t!("complete-csplib-expected-name", found = found.to_string())
            }
            CsplibError::UnknownName { name } => {
                t!("complete-csplib-unknown-name", name = quoted(name))
            }
            CsplibError::Twice { name, first } => {
                t!("complete-csplib-twice", name = *name, first = *first)
            }
            CsplibError::ExpectedEquals { name, found } => t!(
                "complete-csplib-expected-equals",
                name = *name,
                found = found.to_string()
            ),
            CsplibError::ExpectedNumber { found } => {
                t!("complete-csplib-expected-number", found = found.to_string())
            }
            CsplibError::NotAList { found } => {
                t!("complete-csplib-not-a-list", found = found.to_string())
            }
            CsplibError::NotAPair { found } => {
                t!("complete-csplib-not-a-pair", found = found.to_string())
            }
            CsplibError::Unclosed => t!("complete-csplib-unclosed"),
            CsplibError::StrayClose => t!("complete-csplib-stray-close"),
            CsplibError::AfterValue { found } => {
                t!("complete-csplib-after-value", found = found.to_string())
            }
            CsplibError::NoSize => t!("complete-csplib-no-size"),
            CsplibError::NoList => t!("complete-csplib-no-list"),
            CsplibError::BadType { text } => {
                t!("complete-csplib-bad-type", kind = brief(text))
            }
            CsplibError::OffBoard { k, sum, n } => t!(
                if *sum {
                    "complete-csplib-off-board-sum"
                } else {
                    "complete-csplib-off-board-difference"
                },
                pair = pair(k, *sum),
                n = *n,
                max = 2 * n - 2
            ),
            CsplibError::Repeated { k, sum, first } => t!(
                "complete-csplib-repeated",
                pair = pair(k, *sum),
                first = *first
            ),
            CsplibError::CountMismatch { says, has } => t!(
                "complete-csplib-count-mismatch",
                says = brief(says),
                has = *has
            ),
            CsplibError::FirstTooLarge { first, has } => {
                t!(
                    "complete-csplib-first-too-large",
                    first = *first,
                    has = *has
                )
            }
        })
    }
}

/// An error and the line it is on, if it is on one.
#[derive(Debug)]
struct Located {
    line: Option<usize>,
    error: anyhow::Error,
}

impl Located {
    fn at(line: usize, error: impl Into<anyhow::Error>) -> Located {
        Located {
            line: Some(line),
            error: error.into(),
        }
    }

    fn whole(error: CsplibError) -> Located {
        Located {
            line: None,
            error: error.into(),
        }
    }
}

/// Reads the instance from `source`, on a board of at most `max_n` rows;
/// its errors name the source and the line, as compilers do.
pub fn read(source: &Source, max_n: usize) -> anyhow::Result<ExcludedDiagonals> {
    let name = source.name();
    let mut bytes = Vec::new();
    source
        .open()?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| name.clone())?;
    parse(&bytes, max_n).map_err(|Located { line, error }| match line {
        Some(line) => error.context(text::line_of(&name, line)),
        None => error.context(name.clone()),
    })
}

/// The instance in `bytes`, the whole file.
fn parse(bytes: &[u8], max_n: usize) -> Result<ExcludedDiagonals, Located> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Located::whole(CsplibError::TooLong));
    }
    let text = std::str::from_utf8(bytes).map_err(|err| {
        let line = 1 + bytes[..err.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        Located::at(line, CsplibError::NotUtf8)
    })?;
    let settings = Parser::new(text).settings()?;
    let (n, n_line) = settings
        .n
        .ok_or_else(|| Located::whole(CsplibError::NoSize))?;
    let n = values::board_size(n, max_n).map_err(|err| Located::at(n_line, err))?;
    let pairs = settings
        .diags
        .ok_or_else(|| Located::whole(CsplibError::NoList))?;
    let mut first_line = vec![0usize; 2 * (2 * n - 1)];
    let mut lines = Vec::with_capacity(pairs.len());
    for pair in &pairs {
        let off_board = || CsplibError::OffBoard {
            k: pair.k.to_string(),
            sum: pair.sum,
            n,
        };
        let k = pair
            .k
            .parse::<usize>()
            .ok()
            .filter(|&k| k <= 2 * n - 2)
            .ok_or_else(|| Located::at(pair.line, off_board()))?;
        // The sum diagonals first, then the difference diagonals.
        let seen = &mut first_line[k + if pair.sum { 0 } else { 2 * n - 1 }];
        if *seen != 0 {
            let repeated = CsplibError::Repeated {
                k: pair.k.to_string(),
                sum: pair.sum,
                first: *seen,
            };
            return Err(Located::at(pair.line, repeated));
        }
        *seen = pair.line;
        lines.push(if pair.sum {
            Line::Diagonal(k)
        } else {
            Line::AntiDiagonal(k + 1)
        });
    }
    if let Some((says, line)) = settings.numdiags
        && says.parse::<usize>() != Ok(lines.len())
    {
        let mismatch = CsplibError::CountMismatch {
            says: says.to_string(),
            has: lines.len(),
        };
        return Err(Located::at(line, mismatch));
    }
    // Every line is on the board, checked above with the file's numbering.
    ExcludedDiagonals::new(n, lines).map_err(|err| Located {
        line: None,
        error: err.into(),
    })
}

/// The settings of a file, each with its line, before they are checked
/// against each other.
#[derive(Debug, Default)]
struct Settings<'a> {
    n: Option<(&'a str, usize)>,
    numdiags: Option<(&'a str, usize)>,
    diags: Option<Vec<Pair<'a>>>,
    diags_line: usize,
}

/// One `[k, type]` of the list, its type checked, `k` not yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pair<'a> {
    k: &'a str,
    /// Type 1, `r + c = k`; otherwise type 0, a difference diagonal.
    sum: bool,
    line: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token<'a> {
    /// A run of anything but spaces, brackets, commas, `=` and `#`: a
    /// name, a number, or something wrong.
    Word(&'a str),
    Open,
    Close,
    Comma,
    Equals,
    EndOfLine,
    EndOfFile,
}

impl Token<'_> {
    fn found(self) -> Found {
        match self {
            Token::Word(word) => Found::Text(word.to_string()),
            Token::Open => Found::Text("[".to_string()),
            Token::Close => Found::Text("]".to_string()),
            Token::Comma => Found::Text(",".to_string()),
            Token::Equals => Found::Text("=".to_string()),
            Token::EndOfLine => Found::EndOfLine,
            Token::EndOfFile => Found::EndOfFile,
        }
    }
}

struct Parser<'a> {
    rest: &'a str,
    /// The line the next token starts on.
    line: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            rest: text.strip_prefix('\u{feff}').unwrap_or(text),
            line: 1,
        }
    }

    /// The next token and its line; comments and spaces are skipped.
    fn next(&mut self) -> (Token<'a>, usize) {
        loop {
            self.rest = self
                .rest
                .trim_start_matches(|c: char| c.is_whitespace() && c != '\n');
            if self.rest.starts_with('#') {
                let end = self.rest.find('\n').unwrap_or(self.rest.len());
                self.rest = &self.rest[end..];
                continue;
            }
            break;
        }
        let line = self.line;
        let Some(c) = self.rest.chars().next() else {
            return (Token::EndOfFile, line);
        };
        let punctuation = match c {
            '\n' => Some(Token::EndOfLine),
            '[' => Some(Token::Open),
            ']' => Some(Token::Close),
            ',' => Some(Token::Comma),
            '=' => Some(Token::Equals),
            _ => None,
        };
        if let Some(token) = punctuation {
            self.rest = &self.rest[1..];
            if token == Token::EndOfLine {
                self.line += 1;
            }
            return (token, line);
        }
        let end = self
            .rest
            .find(|c: char| c.is_whitespace() || "[],=#".contains(c))
            .unwrap_or(self.rest.len());
        let (word, rest) = self.rest.split_at(end);
        self.rest = rest;
        (Token::Word(word), line)
    }

    /// The next token that is not the end of a line, as inside a list.
    fn next_in_list(&mut self) -> (Token<'a>, usize) {
        loop {
            match self.next() {
                (Token::EndOfLine, _) => continue,
                token => return token,
            }
        }
    }

    /// Every `name = value` of the file, one a line.
    fn settings(mut self) -> Result<Settings<'a>, Located> {
        let mut settings = Settings::default();
        loop {
            let (token, line) = self.next_in_list();
            let word = match token {
                Token::EndOfFile => return Ok(settings),
                Token::Word(word) => word,
                token => {
                    let found = token.found();
                    return Err(Located::at(line, CsplibError::ExpectedName { found }));
                }
            };
            let name = match word {
                "n" => "n",
                "numdiags" => "numdiags",
                "diags" => "diags",
                _ => {
                    let name = word.to_string();
                    return Err(Located::at(line, CsplibError::UnknownName { name }));
                }
            };
            let first = match name {
                "n" => settings.n.map(|(_, first)| first),
                "numdiags" => settings.numdiags.map(|(_, first)| first),
                _ => settings.diags.as_ref().map(|_| settings.diags_line),
            };
            if let Some(first) = first {
                return Err(Located::at(line, CsplibError::Twice { name, first }));
            }
            match self.next() {
                (Token::Equals, _) => {}
                (token, at) => {
                    let found = token.found();
                    return Err(Located::at(at, CsplibError::ExpectedEquals { name, found }));
                }
            }
            match name {
                "n" => settings.n = Some((self.number()?, line)),
                "numdiags" => settings.numdiags = Some((self.number()?, line)),
                _ => {
                    settings.diags = Some(self.list()?);
                    settings.diags_line = line;
                }
            }
            match self.next() {
                (Token::EndOfLine | Token::EndOfFile, _) => {}
                (Token::Close, at) => return Err(Located::at(at, CsplibError::StrayClose)),
                (token, at) => {
                    let found = token.found();
                    return Err(Located::at(at, CsplibError::AfterValue { found }));
                }
            }
        }
    }

    /// A setting's number, as written: checked by what it sets.
    fn number(&mut self) -> Result<&'a str, Located> {
        match self.next() {
            (Token::Word(word), _) => Ok(word),
            (token, at) => {
                let found = token.found();
                Err(Located::at(at, CsplibError::ExpectedNumber { found }))
            }
        }
    }

    /// The list of pairs, from its `[` to its `]`; a comma may follow the
    /// last pair, as Python allows.
    fn list(&mut self) -> Result<Vec<Pair<'a>>, Located> {
        let open = match self.next() {
            (Token::Open, line) => line,
            (token, at) => {
                let found = token.found();
                return Err(Located::at(at, CsplibError::NotAList { found }));
            }
        };
        let mut pairs = Vec::new();
        loop {
            match self.next_in_list() {
                (Token::Close, _) => return Ok(pairs),
                (Token::Open, line) => pairs.push(self.pair(line)?),
                (Token::EndOfFile, _) => return Err(Located::at(open, CsplibError::Unclosed)),
                (token, at) => {
                    let found = token.found();
                    return Err(Located::at(at, CsplibError::NotAPair { found }));
                }
            }
            match self.next_in_list() {
                (Token::Comma, _) => {}
                (Token::Close, _) => return Ok(pairs),
                (Token::EndOfFile, _) => return Err(Located::at(open, CsplibError::Unclosed)),
                (token, at) => {
                    let found = token.found();
                    return Err(Located::at(at, CsplibError::NotAPair { found }));
                }
            }
        }
    }

    /// The rest of a pair whose `[` is on line `open`.
    fn pair(&mut self, open: usize) -> Result<Pair<'a>, Located> {
        let k = self.element(open)?;
        self.punctuation(Token::Comma, open)?;
        let kind = self.element(open)?;
        self.punctuation(Token::Close, open)?;
        let sum = match kind {
            "1" => true,
            "0" => false,
            text => {
                let text = text.to_string();
                return Err(Located::at(open, CsplibError::BadType { text }));
            }
        };
        Ok(Pair { k, sum, line: open })
    }

    /// A number of a pair: digits, or a sign and digits, whose range the
    /// caller checks.
    fn element(&mut self, open: usize) -> Result<&'a str, Located> {
        match self.next_in_list() {
            (Token::Word(word), _) if is_integer(word) => Ok(word),
            (Token::EndOfFile, _) => Err(Located::at(open, CsplibError::Unclosed)),
            (token, at) => {
                let found = token.found();
                Err(Located::at(at, CsplibError::ExpectedNumber { found }))
            }
        }
    }

    fn punctuation(&mut self, expected: Token<'a>, open: usize) -> Result<(), Located> {
        match self.next_in_list() {
            (token, _) if token == expected => Ok(()),
            (Token::EndOfFile, _) => Err(Located::at(open, CsplibError::Unclosed)),
            (token, at) => {
                let found = token.found();
                Err(Located::at(at, CsplibError::NotAPair { found }))
            }
        }
    }
}

/// Digits, maybe after a minus sign: a number a message can name as it is
/// out of range, where other text is not a number at all.
fn is_integer(word: &str) -> bool {
    let digits = word.strip_prefix('-').unwrap_or(word);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<ExcludedDiagonals, (Option<usize>, String)> {
        parse(text.as_bytes(), 10_000).map_err(|err| (err.line, err.error.to_string()))
    }

    #[test]
    fn the_benchmark_example_reads_as_the_library_numbers_lines() {
        let instance =
            parsed("n =  10\nnumdiags =  3\ndiags =  [[4, 1], [5, 0],\n          [0, 0]]\n")
                .unwrap();
        assert_eq!(instance.n(), 10);
        assert_eq!(
            instance.lines(),
            [
                Line::Diagonal(4),
                Line::AntiDiagonal(6),
                Line::AntiDiagonal(1)
            ]
        );
        // The benchmark's notes: [4, 1] is (0,4) ... (4,0); [5, 0] is
        // (0,4), (1,5) ... (5,9).
        let squares = |line: Line| line.squares(10).collect::<Vec<_>>();
        let sum = squares(instance.lines()[0]);
        assert_eq!(sum.first(), Some(&nqueens::Square::new(0, 4)));
        assert_eq!(sum.last(), Some(&nqueens::Square::new(4, 0)));
        assert_eq!(sum.len(), 5);
        let difference = squares(instance.lines()[1]);
        assert_eq!(difference.first(), Some(&nqueens::Square::new(0, 4)));
        assert_eq!(difference.last(), Some(&nqueens::Square::new(5, 9)));
        assert_eq!(difference.len(), 6);
    }

    #[test]
    fn comments_blank_lines_and_a_last_comma_are_allowed() {
        let instance =
            parsed("# an instance\n\nn = 4 # the size\ndiags = [\n  [0, 1],\n  [6, 0],\n]\n")
                .unwrap();
        assert_eq!(instance.lines(), [Line::Diagonal(0), Line::AntiDiagonal(7)]);
        assert_eq!(parsed("diags = []\nn = 3").unwrap().lines(), []);
    }

    #[test]
    fn each_problem_is_told_with_its_line() {
        let cases: &[(&str, Option<usize>, &str)] = &[
            ("diags = []\n", None, "no \"n = ...\" line"),
            ("n = 4\n", None, "no \"diags = [...]\" list"),
            (
                "n = 4\ndiags = [[1, 1],\n [2, 2]]",
                Some(3),
                "the diagonal type 2 is neither 0 (difference) nor 1 (sum)",
            ),
            (
                "n = 10\ndiags = [[40, 1]]",
                Some(2),
                "[40, 1] is off the 10 x 10 board: sum diagonals are numbered 0 to 18",
            ),
            (
                "n = 10\ndiags = [[-1, 0]]",
                Some(2),
                "[-1, 0] is off the 10 x 10 board: difference diagonals are numbered 0 to 18",
            ),
            (
                "n = 4\nnumdiags = 2\ndiags = [[1, 1]]",
                Some(2),
                "numdiags says 2 but the list has 1",
            ),
            ("n = 4\ndiags = [[1, 1]", Some(2), "never closed"),
            ("n = 4\ndiags = [[1, 1]\n", Some(2), "never closed"),
            ("n = 4\ndiags = [[1, 1],\n[2", Some(3), "never closed"),
            ("n = 4\ndiags = [[1, 1]]]", Some(2), "closes no list"),
            (
                "n = 4\ndiags = [[1, 1] [2, 1]]",
                Some(2),
                "expected a pair such as [4, 1], found \"[\"",
            ),
            (
                "n = 4\ndiags = [[1, 1, 1]]",
                Some(2),
                "expected a pair such as [4, 1], found \",\"",
            ),
            (
                "n = 4\ndiags = [[one, 1]]",
                Some(2),
                "expected a whole number, found \"one\"",
            ),
            ("n = ten\n", Some(1), "must be a whole number, not \"ten\""),
            ("n = 0\n", Some(1), "must be at least 1, not 0"),
            ("n = 20000\n", Some(1), "must be at most 10000, not 20000"),
            ("n = 4 5\n", Some(1), "after the value: \"5\""),
            ("n 4\n", Some(1), "expected \"=\" after n, found \"4\""),
            ("\n\nsize = 4\n", Some(3), "\"size\" is not a setting"),
            ("n = 4\nn = 5\n", Some(2), "n is set twice, first on line 1"),
            ("n = 4\ndiags = 3\n", Some(2), "diags must be a list"),
            (
                "n = 4\ndiags = [[1, 1], [1, 0], [1, 1]]",
                Some(2),
                "[1, 1] is listed twice, first on line 2",
            ),
        ];
        for &(text, line, message) in cases {
            let (at, error) = parsed(text).unwrap_err();
            assert_eq!(at, line, "{text:?}: {error}");
            assert!(error.contains(message), "{text:?}: {error}");
        }
        let mut bytes = b"n = 4\n# \xff\n".to_vec();
        assert_eq!(parse(&bytes, 10).unwrap_err().line, Some(2));
        bytes.resize(MAX_FILE_BYTES as usize + 1, b' ');
        assert_eq!(parse(&bytes, 10).unwrap_err().line, None);
    }
}
