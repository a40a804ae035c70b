//! One placement written as its columns come, never held whole: `find`
//! prints boards of a billion rows this way.
//!
//! Each column is formatted with `itoa` into a large chunk that is written
//! when full, so a line costs a few nanoseconds rather than a trip through
//! `fmt` and the writer's bookkeeping: a hundred million lines go out in a
//! fraction of a second.

use std::io::{self, Write};

/// Bytes gathered before each write: large enough that the writes' own
/// cost vanishes, small enough to stay in the cache.
const CHUNK_BYTES: usize = 256 << 10;

/// The longest text one column takes with its separator (20 digits and
/// ", ").
const MAX_COLUMN_BYTES: usize = 22;

/// Gathers text into chunks and writes each when it fills.
struct Chunks<'a, W: Write> {
    out: &'a mut W,
    chunk: Vec<u8>,
    digits: itoa::Buffer,
}

impl<'a, W: Write> Chunks<'a, W> {
    fn new(out: &'a mut W) -> Chunks<'a, W> {
        Chunks {
            out,
            chunk: Vec::with_capacity(CHUNK_BYTES + MAX_COLUMN_BYTES),
            digits: itoa::Buffer::new(),
        }
    }

    fn text(&mut self, text: &[u8]) -> io::Result<()> {
        self.chunk.extend_from_slice(text);
        self.write_if_full()
    }

    /// `value` in decimal, then `separator`.
    #[inline]
    fn number(&mut self, value: usize, separator: &[u8]) -> io::Result<()> {
        self.chunk
            .extend_from_slice(self.digits.format(value).as_bytes());
        self.chunk.extend_from_slice(separator);
        self.write_if_full()
    }

    #[inline]
    fn write_if_full(&mut self) -> io::Result<()> {
        if self.chunk.len() >= CHUNK_BYTES {
            self.out.write_all(&self.chunk)?;
            self.chunk.clear();
        }
        Ok(())
    }

    fn finish(self) -> io::Result<()> {
        self.out.write_all(&self.chunk)?;
        self.out.flush()
    }
}

/// Writes the columns on one line separated by spaces, counted from
/// `first` (0 or 1), as `solve --format list` writes a solution, so that
/// `verify` reads it back as one placement.
pub fn list_line<W: Write>(
    out: &mut W,
    columns: impl Iterator<Item = usize>,
    first: usize,
) -> io::Result<()> {
    let mut chunks = Chunks::new(out);
    for (row, col) in columns.enumerate() {
        if row > 0 {
            chunks.text(b" ")?;
        }
        chunks.number(col + first, b"")?;
    }
    chunks.text(b"\n")?;
    chunks.finish()
}

/// Writes the placement as the one JSON line `solve --format json` would
/// give it as its first solution: `{"n": 4, "index": 1, "queens": [1, 3,
/// 0, 2]}` (with `"one_based": true` before the queens when counting from
/// 1, and a variant's `"variant": "torus"` before them too).
pub fn json_line<W: Write>(
    out: &mut W,
    n: usize,
    columns: impl Iterator<Item = usize>,
    one_based: bool,
    variant: Option<&str>,
) -> io::Result<()> {
    let mut chunks = Chunks::new(out);
    chunks.text(b"{\"n\": ")?;
    chunks.number(n, b", \"index\": 1, ")?;
    if one_based {
        chunks.text(b"\"one_based\": true, ")?;
    }
    if let Some(variant) = variant {
        // A variant's name is a word of its own: nothing to escape.
        chunks.text(b"\"variant\": \"")?;
        chunks.text(variant.as_bytes())?;
        chunks.text(b"\", ")?;
    }
    chunks.text(b"\"queens\": [")?;
    let first = usize::from(one_based);
    for (row, col) in columns.enumerate() {
        if row > 0 {
            chunks.text(b", ")?;
        }
        chunks.number(col + first, b"")?;
    }
    chunks.text(b"]}\n")?;
    chunks.finish()
}

#[cfg(test)]
mod tests {
    use super::super::json::{self, Columns, SolutionRecord};
    use super::*;

    #[test]
    fn lists_count_from_zero_or_one() {
        let mut out = Vec::new();
        list_line(&mut out, [1, 3, 0, 2].into_iter(), 0).unwrap();
        assert_eq!(out, b"1 3 0 2\n");
        let mut out = Vec::new();
        list_line(&mut out, [1, 3, 0, 2].into_iter(), 1).unwrap();
        assert_eq!(out, b"2 4 1 3\n");
    }

    #[test]
    fn chunks_join_up() {
        let n = 100_000;
        let mut out = Vec::new();
        list_line(&mut out, 0..n, 0).unwrap();
        let text = String::from_utf8(out).unwrap();
        let line = text.strip_suffix('\n').expect("one line");
        assert!(!line.contains('\n'));
        assert!(
            line.split(' ')
                .map(|column| column.parse::<usize>().unwrap())
                .eq(0..n)
        );
    }

    #[test]
    fn json_is_what_solve_writes() {
        for one_based in [false, true] {
            let queens = [1, 3, 0, 2];
            let mut expected = Vec::new();
            let record = SolutionRecord {
                n: 4,
                index: 1,
                one_based,
                queens: Columns {
                    queens: &queens,
                    first: usize::from(one_based),
                },
            };
            json::write_line(&mut expected, &record).unwrap();
            let mut out = Vec::new();
            json_line(&mut out, 4, queens.into_iter(), one_based, None).unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                String::from_utf8(expected).unwrap()
            );
        }
    }

    #[test]
    fn a_variants_json_is_what_solve_writes() {
        let squares: Vec<nqueens::Square> = [0, 2, 4, 1, 3]
            .iter()
            .enumerate()
            .map(|(row, &col)| nqueens::Square::new(row, col))
            .collect();
        let mut expected = Vec::new();
        let record = json::VariantRecord {
            n: 5,
            index: 1,
            one_based: true,
            variant: "torus",
            pawns: None,
            queens: json::Queens::Columns {
                squares: &squares,
                first: 1,
            },
        };
        json::write_line(&mut expected, &record).unwrap();
        let mut out = Vec::new();
        let columns = squares.iter().map(|square| square.col);
        json_line(&mut out, 5, columns, true, Some("torus")).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            String::from_utf8(expected).unwrap()
        );
    }
}
