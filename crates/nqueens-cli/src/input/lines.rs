//! Lines read with a bound: no line longer than [`MAX_LINE_BYTES`], but
//! for a placement's list or JSON line, which may be as long as its n needs.

use std::io::{self, BufRead, Read};

use crate::memory;

/// The longest line the readers take, in bytes, newline aside, but for a
/// placement's list or JSON line, which may be as long as its n needs (see
/// [`LongLine`]). A longer line is refused when the limit is reached, so
/// that input without newlines (`/dev/zero`) costs this much memory and no
/// more.
pub const MAX_LINE_BYTES: usize = 8 << 20;

/// The largest n of a list or JSON line longer than [`MAX_LINE_BYTES`]:
/// verifying a placement holds some 64 bytes a queen (its line, its
/// squares and the tables the check fills), and that must fit the memory
/// budget.
pub const MAX_LONG_LINE_N: u64 = memory::BUDGET_BYTES / 64;

/// How much more of a long line is read at a time.
const LONG_LINE_CHUNK: u64 = 1 << 20;

/// One line read by [`read_line_bounded`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LineRead {
    Line,
    End,
    TooLong,
}

/// Reads the next line into `bytes` (cleared first), taking at most
/// [`MAX_LINE_BYTES`] before its newline, or what its n allows for a
/// placement's list or JSON line (what `find` writes for a large n).
pub(super) fn read_line_bounded<R: BufRead>(
    input: &mut R,
    bytes: &mut Vec<u8>,
) -> io::Result<LineRead> {
    bytes.clear();
    // One byte over the limit tells a line of exactly the limit, whose
    // newline comes next, from a longer one.
    let limit = MAX_LINE_BYTES as u64 + 1;
    if Read::take(&mut *input, limit).read_until(b'\n', bytes)? == 0 {
        return Ok(LineRead::End);
    }
    if bytes.len() <= MAX_LINE_BYTES || bytes.last() == Some(&b'\n') {
        return Ok(LineRead::Line);
    }
    let Some(mut long) = LongLine::start(bytes) else {
        return Ok(LineRead::TooLong);
    };
    loop {
        let before = bytes.len();
        if Read::take(&mut *input, LONG_LINE_CHUNK).read_until(b'\n', bytes)? == 0 {
            return Ok(LineRead::Line);
        }
        if !long.extend(&bytes[before..]) || bytes.len() as u64 > long.limit() {
            return Ok(LineRead::TooLong);
        }
        if bytes.last() == Some(&b'\n') {
            return Ok(LineRead::Line);
        }
    }
}

/// A line past [`MAX_LINE_BYTES`] that may go on: a placement whose n
/// sets how long it may be, up to [`MAX_LONG_LINE_N`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LongLine {
    /// Columns and spaces only; its n is its number of columns, so it may
    /// be 21 bytes a column (20 digits and a space) long.
    List { columns: u64, in_number: bool },
    /// A JSON object that starts with `"n"`, as `find` and `solve` write
    /// it: each queen may take a `[row, col]` square.
    Json { n: u64 },
}

impl LongLine {
    fn start(prefix: &[u8]) -> Option<LongLine> {
        let text = prefix.trim_ascii_start();
        if text.first() == Some(&b'{') {
            return Self::json(text);
        }
        let mut line = LongLine::List {
            columns: 0,
            in_number: false,
        };
        line.extend(prefix).then_some(line)
    }

    /// `{"n": 123, …`: the n it declares, if within bounds.
    fn json(text: &[u8]) -> Option<LongLine> {
        let rest = text[1..].trim_ascii_start().strip_prefix(b"\"n\"")?;
        let rest = rest
            .trim_ascii_start()
            .strip_prefix(b":")?
            .trim_ascii_start();
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 12 {
            return None;
        }
        let n: u64 = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
        (n <= MAX_LONG_LINE_N).then_some(LongLine::Json { n })
    }

    /// Takes in more of the line; `false` when it is no longer a list line
    /// or has more columns than any may.
    fn extend(&mut self, more: &[u8]) -> bool {
        match self {
            LongLine::Json { .. } => true,
            LongLine::List { columns, in_number } => {
                for &byte in more {
                    match byte {
                        b'0'..=b'9' => {
                            if !*in_number {
                                *columns += 1;
                                *in_number = true;
                            }
                        }
                        b' ' | b'\t' | b'\r' | b'\n' => *in_number = false,
                        _ => return false,
                    }
                }
                *columns <= MAX_LONG_LINE_N
            }
        }
    }

    /// The most bytes the line may have so far.
    fn limit(&self) -> u64 {
        let room = match *self {
            LongLine::List { columns, .. } => columns * 21,
            // `[row, col], ` with both as long as n.
            LongLine::Json { n } => n * (2 * u64::from(n.checked_ilog10().unwrap_or(0) + 1) + 6),
        };
        MAX_LINE_BYTES as u64 + room
    }
}
