//! The checksums that guard the files `count` writes for later runs (shard
//! results and checkpoints): SHA-256 over the values a file holds, not over
//! its bytes, so that re-spacing the JSON changes nothing while changing any
//! number, by accident or by hand, is caught.

use std::fmt::Write;

use sha2::{Digest, Sha256};

/// What a checksum is written as: the algorithm, then the hex digest, so
/// that a later version can change the algorithm and still read old files.
pub const PREFIX: &str = "sha256:";

/// A checksum being computed, field by field.
#[derive(Clone, Debug)]
pub struct Checksum(Sha256);

impl Checksum {
    /// A checksum of a kind of file, named by `tag`, so that the same values
    /// in two kinds of file do not share a checksum.
    pub fn new(tag: &str) -> Checksum {
        let mut checksum = Checksum(Sha256::new());
        checksum.text(tag);
        checksum
    }

    pub fn u64(&mut self, value: u64) -> &mut Checksum {
        self.0.update(value.to_le_bytes());
        self
    }

    pub fn usize(&mut self, value: usize) -> &mut Checksum {
        self.u64(value as u64)
    }

    pub fn u128(&mut self, value: u128) -> &mut Checksum {
        self.0.update(value.to_le_bytes());
        self
    }

    /// Text, preceded by its length so that no two sequences of fields
    /// run together into the same bytes.
    pub fn text(&mut self, value: &str) -> &mut Checksum {
        self.usize(value.len());
        self.0.update(value.as_bytes());
        self
    }

    /// A field that may be absent.
    pub fn optional_usize(&mut self, value: Option<usize>) -> &mut Checksum {
        match value {
            Some(value) => self.u64(1).usize(value),
            None => self.u64(0),
        }
    }

    /// Seconds, as the whole milliseconds that files store: a float read
    /// back from JSON gives the same milliseconds even where its last bit
    /// differs.
    pub fn seconds(&mut self, seconds: f64) -> &mut Checksum {
        self.u64(millis(seconds))
    }

    /// The checksum as files store it: `sha256:` and 64 hex digits.
    pub fn finish(self) -> String {
        let mut out = String::from(PREFIX);
        for byte in self.0.finalize() {
            // Writing to a String cannot fail.
            let _ = write!(out, "{byte:02x}");
        }
        out
    }
}

/// The longest time a file may hold, some 285,000 years: the milliseconds
/// the checksum covers are exact up to 2^53 (a little more). Beyond that,
/// and below 0, different times would share a checksum.
pub const MAX_SECONDS: f64 = 9e12;

/// Whether `seconds` is a time a file may hold: not negative, not NaN, at
/// most [`MAX_SECONDS`].
pub fn valid_seconds(seconds: f64) -> bool {
    (0.0..=MAX_SECONDS).contains(&seconds)
}

/// Seconds rounded to whole milliseconds, which is all a timing tells and
/// all the files keep.
pub fn round_seconds(seconds: f64) -> f64 {
    millis(seconds) as f64 / 1000.0
}

fn millis(seconds: f64) -> u64 {
    // `as` saturates: negative and NaN give 0, which only a forged file has.
    (seconds * 1000.0).round() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_change_with_any_field() {
        let of = |a: u64, b: &str| {
            let mut checksum = Checksum::new("test");
            checksum.u64(a).text(b);
            checksum.finish()
        };
        let base = of(1, "ab");
        assert!(base.starts_with(PREFIX));
        assert_eq!(base.len(), PREFIX.len() + 64);
        assert_eq!(base, of(1, "ab"));
        assert_ne!(base, of(2, "ab"));
        assert_ne!(base, of(1, "abc"));
    }

    #[test]
    fn seconds_keep_milliseconds() {
        assert_eq!(round_seconds(1.23456), 1.235);
        let mut a = Checksum::new("t");
        a.seconds(0.1 + 0.2);
        let mut b = Checksum::new("t");
        b.seconds(0.3);
        assert_eq!(a.finish(), b.finish());
    }

    #[test]
    fn only_times_the_checksum_tells_apart_are_valid() {
        for seconds in [0.0, 0.001, 1e6, MAX_SECONDS] {
            assert!(seconds * 1000.0 < (1u64 << 53) as f64);
            assert!(valid_seconds(seconds), "{seconds}");
        }
        for seconds in [
            -0.001,
            -1.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e300,
        ] {
            assert!(!valid_seconds(seconds), "{seconds}");
        }
    }
}
