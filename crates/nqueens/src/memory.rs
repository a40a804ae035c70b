//! Fallible allocation of the library's large tables: a request too big
//! for the machine becomes [`ErrorKind::OutOfMemory`] with the method's
//! estimate, instead of aborting the process.

use crate::error::{Error, ErrorKind};

/// A table could not be allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoMemory;

impl NoMemory {
    /// The error for `method`, which needs about `bytes` in all.
    pub(crate) fn error(self, method: &'static str, bytes: u64) -> Error {
        Error::new(ErrorKind::OutOfMemory { method, bytes })
    }
}

/// An empty vector with room for `capacity` entries.
pub(crate) fn with_capacity<T>(capacity: usize) -> Result<Vec<T>, NoMemory> {
    let mut vec = Vec::new();
    vec.try_reserve_exact(capacity).map_err(|_| NoMemory)?;
    Ok(vec)
}

/// `len` copies of `value`.
pub(crate) fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, NoMemory> {
    let mut vec = with_capacity(len)?;
    vec.resize(len, value);
    Ok(vec)
}
