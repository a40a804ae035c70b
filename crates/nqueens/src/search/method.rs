//! The methods of searching, which both the enumeration and the trace
//! offer.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, ErrorKind};

use super::brute;

/// A way of searching for solutions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Backtracking over bitboards: one machine word holds the free squares
    /// of a row (the fastest; boards above 64 columns fall back to
    /// [`Method::Stack`]).
    #[default]
    Bitmask,
    /// Recursive backtracking with marker arrays for the columns and both
    /// diagonals: an O(1) test per square.
    Marks,
    /// Recursive backtracking that tests a square against every queen placed
    /// so far: an O(k) test in row `k`.
    Pairwise,
    /// Backtracking with an explicit stack instead of recursion.
    Stack,
    /// Every one of the `n^n` sequences of columns, keeping the valid ones.
    Brute,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; 5] = [
        Method::Bitmask,
        Method::Marks,
        Method::Pairwise,
        Method::Stack,
        Method::Brute,
    ];

    /// The method's name: `bitmask`, `marks`, `pairwise`, `stack` or `brute`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Bitmask => "bitmask",
            Method::Marks => "marks",
            Method::Pairwise => "pairwise",
            Method::Stack => "stack",
            Method::Brute => "brute",
        }
    }

    /// The largest board the method accepts, if it has a limit.
    ///
    /// Brute force visits `n^n` sequences: 387 million at n = 9, ten
    /// billion at n = 10, which is where it stops being a demonstration.
    pub fn max_n(self) -> Option<usize> {
        match self {
            Method::Brute => Some(brute::MAX_N),
            _ => None,
        }
    }

    /// Refuses sizes the method cannot handle.
    pub(crate) fn check(self, n: usize) -> Result<(), Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        match self.max_n() {
            Some(max) if n > max => Err(Error::new(ErrorKind::TooLarge {
                method: self.name(),
                n,
                max,
                instead: Some(Method::Bitmask.name()),
            })),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Method {
    type Err = String;

    fn from_str(text: &str) -> Result<Method, String> {
        Method::ALL
            .into_iter()
            .find(|method| method.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown method {text:?}; expected one of {}",
                    names.join(", ")
                )
            })
    }
}
