//! Reading back the files that `count` writes (checkpoints, shard results),
//! each within a size limit fit for its kind, so that a wrong path
//! (`/dev/zero`, a disk image, an endless pipe) is refused after a bounded
//! read rather than read until memory runs out.

use std::io::{self, Read};

/// Appends what `reader` holds to `bytes`, reading at most one byte past
/// `limit` bytes in all: gives whether it all fitted within the limit.
pub fn read_at_most(reader: impl Read, limit: u64, bytes: &mut Vec<u8>) -> io::Result<bool> {
    let room = limit.saturating_sub(bytes.len() as u64);
    reader.take(room.saturating_add(1)).read_to_end(bytes)?;
    Ok(bytes.len() as u64 <= limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_up_to_the_limit_and_no_further() {
        let mut bytes = Vec::new();
        assert!(read_at_most(&b"abcd"[..], 4, &mut bytes).unwrap());
        assert_eq!(bytes, b"abcd");
        let mut bytes = Vec::new();
        assert!(!read_at_most(&b"abcde"[..], 4, &mut bytes).unwrap());
        assert_eq!(bytes.len(), 5);
        // An endless reader stops one byte past the limit.
        let mut bytes = b"ab".to_vec();
        assert!(!read_at_most(io::repeat(0), 10, &mut bytes).unwrap());
        assert_eq!(bytes.len(), 11);
    }
}
