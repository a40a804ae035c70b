//! Fixed-width bitsets over cells, for the exact searches that keep a few
//! words per board (domination, queens with knights, peaceable queens).

/// The cells of a bitset, lowest first.
pub(crate) fn cells_of(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(w, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                w * 64 + b
            })
        })
    })
}

pub(crate) fn and<const W: usize>(a: &[u64; W], b: &[u64; W]) -> [u64; W] {
    std::array::from_fn(|w| a[w] & b[w])
}

pub(crate) fn and_not<const W: usize>(a: &[u64; W], b: &[u64; W]) -> [u64; W] {
    std::array::from_fn(|w| a[w] & !b[w])
}

pub(crate) fn or<const W: usize>(a: &[u64; W], b: &[u64; W]) -> [u64; W] {
    std::array::from_fn(|w| a[w] | b[w])
}

pub(crate) fn ones<const W: usize>(a: &[u64; W]) -> u32 {
    a.iter().map(|w| w.count_ones()).sum()
}

/// The lowest cell of a non-empty bitset.
pub(crate) fn lowest<const W: usize>(a: &[u64; W]) -> Option<usize> {
    a.iter()
        .position(|&w| w != 0)
        .map(|w| w * 64 + a[w].trailing_zeros() as usize)
}

pub(crate) fn contains(set: &[u64], cell: usize) -> bool {
    set[cell / 64] >> (cell % 64) & 1 == 1
}

pub(crate) fn insert(set: &mut [u64], cell: usize) {
    set[cell / 64] |= 1 << (cell % 64);
}

/// A row of `W` words out of a flat table of per-cell bitsets.
pub(crate) fn row<const W: usize>(table: &[u64], words: usize, cell: usize) -> [u64; W] {
    std::array::from_fn(|w| {
        if w < words {
            table[cell * words + w]
        } else {
            0
        }
    })
}
