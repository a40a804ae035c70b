//! JSON lines, spaced as people write them by hand: `{"n": 8, "queens": [0, 4]}`.

use std::io::{self, Write};

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

/// Writes `value` as one line of spaced JSON.
pub fn write_line<W: Write, T: Serialize>(out: &mut W, value: &T) -> io::Result<()> {
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
}
