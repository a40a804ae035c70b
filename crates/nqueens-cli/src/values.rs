//! The values typed on the command line, read one way for every command:
//! board sizes and other whole numbers, seeds, durations, shard specs and
//! squares. clap hands these over as strings so that `0`, `-3` and `abc`
//! get this tool's words, in the language of the run, rather than clap's.

use std::fmt;
use std::num::IntErrorKind;
use std::sync::LazyLock;
use std::time::Duration;

use clap::ValueEnum;
use clap::builder::PossibleValue;
use nqueens::Square;

use crate::text::{brief, quoted};

/// Makes a library enum a clap choice without copying its variants: the
/// values are the library's own list and names.
macro_rules! library_choice {
    ($(#[$doc:meta])* $name:ident($library:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name(pub $library);

        impl ValueEnum for $name {
            fn value_variants<'a>() -> &'a [Self] {
                static ALL: LazyLock<Vec<$name>> =
                    LazyLock::new(|| <$library>::ALL.into_iter().map($name).collect());
                &ALL
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                Some(PossibleValue::new(self.0.name()))
            }
        }
    };
}

library_choice!(
    /// `--method` of `solve` and `trace`: the library's searches.
    QueensMethod(nqueens::Method)
);
library_choice!(
    /// `--method` of `count`.
    CountMethod(nqueens::count::Method)
);
library_choice!(
    /// `--method` of `tour`.
    TourMethod(nqueens::TourMethod)
);

/// What a number on the command line is, for naming it in an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// The N of every command.
    BoardSize,
    /// A flag's value, named by the flag (`--limit`), the same in every
    /// language.
    Flag(&'static str),
}

/// Why a value cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    NotANumber {
        quantity: Quantity,
        text: String,
    },
    /// A whole number, but not from `min` to `max`.
    OutOfRange {
        quantity: Quantity,
        text: String,
        min: u64,
        max: u64,
    },
    NotSeconds {
        flag: &'static str,
        text: String,
    },
    NotASeed {
        text: String,
    },
    NotAByteSize {
        flag: &'static str,
        text: String,
    },
    NotAShard {
        text: String,
    },
    ShardOutOfRange {
        index: usize,
        count: usize,
    },
    NotSquares {
        flag: &'static str,
        text: String,
    },
    NoSquares {
        flag: &'static str,
    },
    NotASquare {
        text: String,
        rows: usize,
        cols: usize,
    },
}

impl std::error::Error for ValueError {}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ValueError::NotANumber { quantity, text } => t!(
                "not-a-number",
                quantity = quantity.name(),
                text = quoted(text)
            ),
            ValueError::OutOfRange {
                quantity,
                text,
                min,
                max,
            } => {
                // A number, so plain; a long one is cut short all the same.
                let trimmed = text.trim();
                let below = trimmed.starts_with('-')
                    || trimmed.parse::<u64>().is_ok_and(|value| value < *min);
                let (quantity, text) = (quantity.name(), brief(trimmed));
                if below {
                    t!("too-small", quantity = quantity, min = *min, text = text)
                } else {
                    t!("too-large", quantity = quantity, max = *max, text = text)
                }
            }
            ValueError::NotSeconds { flag, text } => {
                t!("not-seconds", flag = *flag, text = quoted(text))
            }
            ValueError::NotASeed { text } => {
                t!("not-a-seed", max = u64::MAX, text = quoted(text))
            }
            ValueError::NotAByteSize { flag, text } => {
                t!("not-a-byte-size", flag = *flag, text = quoted(text))
            }
            ValueError::NotAShard { text } => t!("not-a-shard", text = quoted(text)),
            ValueError::ShardOutOfRange { index, count } => {
                t!("shard-out-of-range", index = *index, count = *count)
            }
            ValueError::NotSquares { flag, text } => {
                t!("not-squares", flag = *flag, text = quoted(text))
            }
            ValueError::NoSquares { flag } => t!("no-squares", flag = *flag),
            ValueError::NotASquare { text, rows, cols } => t!(
                "not-a-square",
                text = quoted(text),
                rows = *rows,
                cols = *cols
            ),
        })
    }
}

impl Quantity {
    fn name(self) -> String {
        match self {
            Quantity::BoardSize => t!("quantity-board-size"),
            // Flags are their own names in every language.
            Quantity::Flag(flag) => flag.to_string(),
        }
    }
}

/// A whole number from `min` to `max`, written in decimal.
pub fn number_in(text: &str, quantity: Quantity, min: u64, max: u64) -> Result<u64, ValueError> {
    let out_of_range = || ValueError::OutOfRange {
        quantity,
        text: text.to_string(),
        min,
        max,
    };
    let trimmed = text.trim();
    // `+8` is read by Rust's parser, but written by nobody who means 8.
    if trimmed.starts_with('+') {
        return Err(ValueError::NotANumber {
            quantity,
            text: text.to_string(),
        });
    }
    let value = trimmed.parse::<i128>().map_err(|err| match err.kind() {
        IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => out_of_range(),
        _ => ValueError::NotANumber {
            quantity,
            text: text.to_string(),
        },
    })?;
    u64::try_from(value)
        .ok()
        .filter(|value| (min..=max).contains(value))
        .ok_or_else(out_of_range)
}

/// A whole number from 1 to `max`.
pub fn positive(text: &str, quantity: Quantity, max: u64) -> Result<u64, ValueError> {
    number_in(text, quantity, 1, max)
}

/// A board size from 1 to `max`.
pub fn board_size(text: &str, max: usize) -> Result<usize, ValueError> {
    // usize fits in u64 on every platform Rust supports.
    positive(text, Quantity::BoardSize, max as u64).map(|n| n as usize)
}

/// The largest board the searches that list solutions accept (`solve`,
/// `trace`). A search keeps a few arrays of `n` entries and recurses `n`
/// deep, and one solution of this size is already a line of half a
/// megabyte; far larger sizes would only fail to allocate.
pub const MAX_SEARCH_N: usize = 100_000;

/// The board size of a search by `method`.
pub fn search_size(method: nqueens::Method, text: &str) -> Result<usize, ValueError> {
    // A method with a lower limit of its own explains it better (it names a
    // method that does handle the size), so leave it the say.
    let cap = match method.max_n() {
        Some(method_max) if method_max < MAX_SEARCH_N => usize::MAX,
        _ => MAX_SEARCH_N,
    };
    board_size(text, cap)
}

/// `--limit`: how many solutions or steps at most.
pub fn limit(text: &str) -> Result<u64, ValueError> {
    positive(text, Quantity::Flag("--limit"), u64::MAX)
}

/// Any seed a u64 holds, 0 included.
pub fn seed(text: &str) -> Result<u64, ValueError> {
    number_in(text, Quantity::Flag("--seed"), 0, u64::MAX).map_err(|_| ValueError::NotASeed {
        text: text.to_string(),
    })
}

/// An amount of memory, as people write it: bytes (`4000000000`), or a
/// number with a unit of 1000 (`kB`, `MB`, `GB`, `TB`, the `B` optional) or
/// of 1024 (`KiB`, `MiB`, `GiB`, `TiB`), fractions allowed (`1.5GB`); at
/// least a megabyte, at most 2^64 bytes.
pub fn byte_size(flag: &'static str, text: &str) -> Result<u64, ValueError> {
    let not_a_size = || ValueError::NotAByteSize {
        flag,
        text: text.to_string(),
    };
    let trimmed = text.trim();
    let split = trimmed
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let unit = unit.trim().to_ascii_lowercase();
    let unit = unit.strip_suffix('b').unwrap_or(&unit);
    let factor: f64 = match unit {
        "" => 1.0,
        "k" => 1e3,
        "m" => 1e6,
        "g" => 1e9,
        "t" => 1e12,
        "ki" => 1024.0,
        "mi" => 1024.0 * 1024.0,
        "gi" => 1024.0 * 1024.0 * 1024.0,
        "ti" => 1024.0 * 1024.0 * 1024.0 * 1024.0,
        _ => return Err(not_a_size()),
    };
    let bytes = number.parse::<f64>().map_err(|_| not_a_size())? * factor;
    // u64::MAX as f64 rounds up to 2^64, which the cast saturates to.
    if !(1e6..=u64::MAX as f64).contains(&bytes) {
        return Err(not_a_size());
    }
    Ok(bytes as u64)
}

/// A positive number of seconds, fractions allowed.
pub fn seconds(flag: &'static str, text: &str) -> Result<Duration, ValueError> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| *seconds > 0.0)
        .and_then(|seconds| Duration::try_from_secs_f64(seconds).ok())
        .ok_or_else(|| ValueError::NotSeconds {
            flag,
            text: text.to_string(),
        })
}

/// Slice `index` of `count` of a count's subproblems, `0 <= index < count`:
/// the subproblems whose number leaves remainder `index` when divided by
/// `count`. Interleaving, rather than cutting the numbered list into runs,
/// spreads the big and the small subproblems (which lie in runs) evenly
/// over the slices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

/// `I/K`: slice I of K.
pub fn shard(text: &str) -> Result<Shard, ValueError> {
    let not_a_shard = || ValueError::NotAShard {
        text: text.to_string(),
    };
    let (index, count) = text.trim().split_once('/').ok_or_else(not_a_shard)?;
    let number = |part: &str| {
        let part = part.trim();
        if part.starts_with('+') {
            return Err(not_a_shard());
        }
        part.parse::<usize>().map_err(|_| not_a_shard())
    };
    let (index, count) = (number(index)?, number(count)?);
    if index >= count {
        return Err(ValueError::ShardOutOfRange { index, count });
    }
    Ok(Shard { index, count })
}

/// A square of a `rows x cols` board: `row,col` counted from 0, or a file
/// letter and a rank counted from 1 at the bottom row (`a1` is the
/// bottom-left corner), as `solve` names squares. The file may be a
/// capital; the rank is plain digits without a leading zero, so `a01` and
/// `a+1` are refused rather than read as `a1`.
pub fn square(text: &str, rows: usize, cols: usize) -> Result<Square, ValueError> {
    Square::on_board(text, rows, cols).ok_or_else(|| ValueError::NotASquare {
        text: text.to_string(),
        rows,
        cols,
    })
}

/// The squares named by the values of a repeated flag on the `n x n`
/// board (none when the flag is not given).
pub fn squares_on(
    flag: &'static str,
    values: &[String],
    n: usize,
) -> Result<Vec<Square>, ValueError> {
    if values.is_empty() {
        return Ok(Vec::new());
    }
    square_list(flag, values)?
        .iter()
        .map(|name| square(name, n, n))
        .collect()
}

/// Every square named by the values of a repeated flag, each as written:
/// they can be read only once the board's size is known. A flag given with
/// nothing in it is refused rather than read as no squares.
pub fn square_list(flag: &'static str, values: &[String]) -> Result<Vec<String>, ValueError> {
    let mut squares = Vec::new();
    for value in values {
        let found = split_squares(flag, value)?;
        if found.is_empty() {
            return Err(ValueError::NoSquares { flag });
        }
        squares.extend(found);
    }
    Ok(squares)
}

/// The squares of one flag's value. Squares in chess notation are
/// separated by commas (`d8,g5`); a `row,col` square holds a comma itself,
/// so such squares are separated by `;` or spaces (`0,3;2,6`). Either kind
/// may also be separated by `;` or spaces, and the flag repeated. A piece
/// between commas that is a number is part of a `row,col` pair, and a piece
/// of exactly two numbers is one, so no text reads two ways.
fn split_squares(flag: &'static str, value: &str) -> Result<Vec<String>, ValueError> {
    let not_squares = |piece: &str| ValueError::NotSquares {
        flag,
        text: piece.to_string(),
    };
    let mut squares = Vec::new();
    let pieces = value
        .split(|c: char| c == ';' || c.is_whitespace())
        .filter(|piece| !piece.is_empty());
    for piece in pieces {
        // A trailing comma, as in `d8,g5,`, is harmless.
        let parts: Vec<&str> = piece
            .split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .collect();
        let is_number = |part: &&str| part.bytes().all(|b| b.is_ascii_digit());
        let is_named = |part: &&str| part.starts_with(|c: char| c.is_ascii_alphabetic());
        match parts.as_slice() {
            [row, col] if is_number(row) && is_number(col) => {
                squares.push(format!("{row},{col}"));
            }
            named if !named.is_empty() && named.iter().all(is_named) => {
                squares.extend(named.iter().map(|part| (*part).to_string()));
            }
            _ => return Err(not_squares(piece)),
        }
    }
    Ok(squares)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_sizes_are_read_as_people_write_them() {
        let size = |text: &str| byte_size("--memory", text);
        assert_eq!(size("4000000000"), Ok(4_000_000_000));
        assert_eq!(size("16GB"), Ok(16_000_000_000));
        assert_eq!(size("16 gb"), Ok(16_000_000_000));
        assert_eq!(size("16G"), Ok(16_000_000_000));
        assert_eq!(size("1.5GB"), Ok(1_500_000_000));
        assert_eq!(size("500MB"), Ok(500_000_000));
        assert_eq!(
            size("2kB"),
            Err(ValueError::NotAByteSize {
                flag: "--memory",
                text: "2kB".into()
            })
        );
        assert_eq!(size("16GiB"), Ok(16 << 30));
        assert_eq!(size("1TiB"), Ok(1 << 40));
        assert_eq!(size("18446744073709551615"), Ok(u64::MAX));
        for text in [
            "",
            "GB",
            "lots",
            "-4GB",
            "4 GB GB",
            "4XB",
            "1.2.3GB",
            "999999",
            "1e30",
            "20000000000000000000000",
        ] {
            assert!(size(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn positive_numbers_are_checked() {
        let board = Quantity::BoardSize;
        assert_eq!(positive("8", board, 10), Ok(8));
        assert_eq!(positive(" 8 ", board, 10), Ok(8));
        for text in [
            "0",
            "-3",
            "-99999999999999999999999999999999999999999",
            "11",
            "99999999999999999999999999999999999999999",
        ] {
            assert!(
                matches!(
                    positive(text, board, 10),
                    Err(ValueError::OutOfRange {
                        min: 1,
                        max: 10,
                        ..
                    })
                ),
                "{text}"
            );
        }
        for text in ["abc", "+8", "8.0", ""] {
            assert!(
                matches!(
                    positive(text, board, 10),
                    Err(ValueError::NotANumber { .. })
                ),
                "{text}"
            );
        }
        assert_eq!(number_in("0", board, 0, 10), Ok(0));
        assert!(matches!(
            number_in("1", board, 2, 10),
            Err(ValueError::OutOfRange { min: 2, .. })
        ));
    }

    #[test]
    fn shards_are_checked() {
        assert_eq!(shard("3/8"), Ok(Shard { index: 3, count: 8 }));
        assert_eq!(shard("0/1"), Ok(Shard { index: 0, count: 1 }));
        assert_eq!(
            shard("8/8"),
            Err(ValueError::ShardOutOfRange { index: 8, count: 8 })
        );
        assert_eq!(
            shard("0/0"),
            Err(ValueError::ShardOutOfRange { index: 0, count: 0 })
        );
        for text in ["3", "3/", "/8", "-1/8", "a/b", "1/2/3", "+1/8"] {
            assert!(
                matches!(shard(text), Err(ValueError::NotAShard { .. })),
                "{text}"
            );
        }
    }

    #[test]
    fn square_lists_read_one_way_only() {
        let split = |text: &str| split_squares("--queens", text);
        assert_eq!(split("d8,g5"), Ok(vec!["d8".into(), "g5".into()]));
        assert_eq!(
            split("d8, g5 a1;"),
            Ok(vec!["d8".into(), "g5".into(), "a1".into()])
        );
        assert_eq!(split("0,3;2,6"), Ok(vec!["0,3".into(), "2,6".into()]));
        assert_eq!(
            split("0,3 3,6 d8"),
            Ok(vec!["0,3".into(), "3,6".into(), "d8".into()])
        );
        for text in ["0,3,3,6", "d8,3", "3", "3,d8", "-1,2"] {
            assert!(
                matches!(split(text), Err(ValueError::NotSquares { .. })),
                "{text}"
            );
        }
    }

    #[test]
    fn an_empty_square_list_is_refused() {
        for text in ["", " ; ", "\t"] {
            assert_eq!(
                square_list("--queens", &[text.to_string()]),
                Err(ValueError::NoSquares { flag: "--queens" }),
                "{text:?}"
            );
        }
        assert_eq!(square_list("--queens", &[]), Ok(vec![]));
    }

    #[test]
    fn squares_are_read_strictly() {
        let read = |text: &str| square(text, 8, 8);
        assert_eq!(read("a1"), Ok(Square::new(7, 0)));
        assert_eq!(read("A1"), Ok(Square::new(7, 0)));
        assert_eq!(read("h8"), Ok(Square::new(0, 7)));
        assert_eq!(read("0,0"), Ok(Square::new(0, 0)));
        assert_eq!(read(" 7 , 7 "), Ok(Square::new(7, 7)));
        for text in [
            "a01", "a+1", "a0", "a9", "i1", "", "1", "+1,0", "01,0", "8,0", "a-1",
        ] {
            assert!(
                matches!(read(text), Err(ValueError::NotASquare { .. })),
                "{text}"
            );
        }
        // Rectangular boards name their squares the same way.
        assert_eq!(square("c1", 3, 4), Ok(Square::new(2, 2)));
        assert!(square("e1", 3, 4).is_err());
    }

    #[test]
    fn seeds_are_any_u64() {
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        for text in ["-1", "x", "18446744073709551616", "", "+1"] {
            assert!(seed(text).is_err(), "{text}");
        }
    }

    #[test]
    fn durations_are_positive_seconds() {
        let read = |text: &str| seconds("--save-every", text);
        assert_eq!(read("5"), Ok(Duration::from_secs(5)));
        assert_eq!(read("0.25"), Ok(Duration::from_millis(250)));
        for text in ["0", "-1", "abc", "inf", "NaN", "1e300"] {
            assert!(read(text).is_err(), "{text}");
        }
    }
}
