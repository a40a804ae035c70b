//! JSON lines, spaced as people write them by hand: `{"n": 8, "queens": [0, 4]}`.
//!
//! A variant's line names its rules after the index, `"variant": "torus"`
//! (or `"superqueens"`, `"pawns"`), so that `verify` knows them. With
//! pawns a row may hold two queens, so the queens are squares, `[row,
//! col]` counted from 0, and the pawns come before them the same way:
//! `{"n": 8, "index": 1, "variant": "pawns", "pawns": [[3, 3]], "queens":
//! [[0, 0], [0, 4], ...]}`.

use std::io::{self, Write};

use nqueens::Square;
use serde::{Serialize, Serializer};

/// serde_json's compact output with a space after each `:` and `,`.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpacedFormatter;

impl serde_json::ser::Formatter for SpacedFormatter {
    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }
}

/// Seconds to the millisecond, as JSON lines carry them: milliseconds are
/// all a single timing can tell.
pub fn seconds(seconds: f64) -> f64 {
    (seconds * 1000.0).round() / 1000.0
}

/// Writes `value` as one line of spaced JSON.
pub fn write_line<W: Write + ?Sized, T: Serialize>(out: &mut W, value: &T) -> io::Result<()> {
    let mut serializer = serde_json::Serializer::with_formatter(&mut *out, SpacedFormatter);
    value.serialize(&mut serializer).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// One line of `solve --format json`.
#[derive(Debug, Serialize)]
pub struct SolutionRecord<'a> {
    pub n: usize,
    pub index: u64,
    /// Present only when true, so that 0-based output stays as plain as
    /// the documented shape.
    #[serde(skip_serializing_if = "is_false")]
    pub one_based: bool,
    pub queens: Columns<'a>,
}

/// The queens' columns, shifted by the numbering's first column.
#[derive(Debug)]
pub struct Columns<'a> {
    pub queens: &'a [usize],
    pub first: usize,
}

impl Serialize for Columns<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.queens.iter().map(|&col| col + self.first))
    }
}

/// One line of `solve --format json` for a variant.
#[derive(Debug, Serialize)]
pub struct VariantRecord<'a> {
    pub n: usize,
    pub index: u64,
    #[serde(skip_serializing_if = "is_false")]
    pub one_based: bool,
    pub variant: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawns: Option<Squares<'a>>,
    pub queens: Queens<'a>,
}

/// A variant's queens: one per row, by column (shifted by the numbering's
/// first column), or, where pawns let a row hold two, by square.
#[derive(Debug)]
pub enum Queens<'a> {
    Columns { squares: &'a [Square], first: usize },
    Squares(Squares<'a>),
}

impl Serialize for Queens<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Queens::Columns { squares, first } => {
                serializer.collect_seq(squares.iter().map(|square| square.col + first))
            }
            Queens::Squares(squares) => squares.serialize(serializer),
        }
    }
}

/// Squares as `[row, col]` pairs counted from 0.
#[derive(Debug)]
pub struct Squares<'a>(pub &'a [Square]);

impl Serialize for Squares<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|square| [square.row, square.col]))
    }
}

fn is_false(flag: &bool) -> bool {
    !flag
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_spaced() {
        let mut out = Vec::new();
        let record = SolutionRecord {
            n: 4,
            index: 1,
            one_based: false,
            queens: Columns {
                queens: &[1, 3, 0, 2],
                first: 0,
            },
        };
        write_line(&mut out, &record).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"n\": 4, \"index\": 1, \"queens\": [1, 3, 0, 2]}\n"
        );
    }

    #[test]
    fn variant_records_name_their_rules_and_pawns() {
        let queens = [Square::new(0, 1), Square::new(1, 3)];
        let mut out = Vec::new();
        let record = VariantRecord {
            n: 2,
            index: 3,
            one_based: false,
            variant: "pawns",
            pawns: Some(Squares(&[Square::new(1, 1)])),
            queens: Queens::Squares(Squares(&queens)),
        };
        write_line(&mut out, &record).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"n\": 2, \"index\": 3, \"variant\": \"pawns\", \"pawns\": [[1, 1]], \"queens\": [[0, 1], [1, 3]]}\n"
        );
        let mut out = Vec::new();
        let record = VariantRecord {
            n: 2,
            index: 1,
            one_based: true,
            variant: "torus",
            pawns: None,
            queens: Queens::Columns {
                squares: &queens,
                first: 1,
            },
        };
        write_line(&mut out, &record).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"n\": 2, \"index\": 1, \"one_based\": true, \"variant\": \"torus\", \"queens\": [2, 4]}\n"
        );
    }
}
