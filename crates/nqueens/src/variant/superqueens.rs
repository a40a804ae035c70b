//! Superqueens: the row-by-row counter.
//!
//! A superqueen also moves as a knight, so besides the columns and
//! diagonals above, the queens of the two rows above forbid squares of the
//! next row: the one just above those two columns away, the one before it
//! those one column away. Left-right mirroring halves the search: only
//! boards whose first queen stands in the left half (or, for odd `n`, in
//! the middle with the second row's queen in the left half) are searched,
//! each standing for itself and its mirror image. Classes come from
//! Burnside's lemma: each board adds twice its stabilizer's size (its
//! mirror image has the same), and the sum over all boards is eight times
//! the number of classes.

use super::plan::Accumulator;

pub(crate) struct SuperqueenRows {
    n: usize,
    all: u64,
}

/// The attacks on the next row: columns, diagonals, anti-diagonals, and
/// the queens of the last two rows (for the knight moves).
#[derive(Clone, Copy)]
struct Masks {
    columns: u64,
    diagonals: u64,
    anti: u64,
    last: u64,
    before_last: u64,
}

impl SuperqueenRows {
    pub(crate) fn new(n: usize) -> SuperqueenRows {
        SuperqueenRows {
            n,
            all: u64::MAX >> (64 - n),
        }
    }

    fn free(&self, m: &Masks) -> u64 {
        let knights = (m.last << 2) | (m.last >> 2) | (m.before_last << 1) | (m.before_last >> 1);
        self.all & !(m.columns | m.diagonals | m.anti | knights)
    }

    fn place(&self, m: &Masks, bit: u64) -> Masks {
        Masks {
            columns: m.columns | bit,
            diagonals: ((m.diagonals | bit) << 1) & self.all,
            anti: (m.anti | bit) >> 1,
            last: bit,
            before_last: m.last,
        }
    }

    fn replay(&self, prefix: &[u8]) -> Masks {
        let mut m = Masks {
            columns: 0,
            diagonals: 0,
            anti: 0,
            last: 0,
            before_last: 0,
        };
        for &c in prefix {
            m = self.place(&m, 1 << c);
        }
        m
    }

    /// The prefixes of `depth` rows (at most `n`) the mirrored search
    /// starts from, each with the number of boards a solution found from
    /// it stands for (2, or 1 for the single queen of the 1 x 1 board).
    pub(crate) fn prefixes(&self, depth: usize) -> Vec<(Vec<u8>, u8)> {
        let n = self.n;
        if n == 1 {
            return vec![(vec![0], 1)];
        }
        let depth = depth.clamp(2, n);
        let mut starts = Vec::new();
        for first in 0..n / 2 {
            starts.push(vec![first as u8]);
        }
        if n % 2 == 1 {
            let middle = n / 2;
            let m = self.replay(&[middle as u8]);
            let mut free = self.free(&m) & ((1 << middle) - 1);
            while free != 0 {
                starts.push(vec![middle as u8, free.trailing_zeros() as u8]);
                free &= free - 1;
            }
        }
        let mut out = Vec::new();
        for mut start in starts {
            self.extend_prefixes(depth, &mut start, &mut out);
        }
        out
    }

    fn extend_prefixes(&self, depth: usize, prefix: &mut Vec<u8>, out: &mut Vec<(Vec<u8>, u8)>) {
        if prefix.len() >= depth {
            out.push((prefix.clone(), 2));
            return;
        }
        let mut free = self.free(&self.replay(prefix));
        while free != 0 {
            prefix.push(free.trailing_zeros() as u8);
            free &= free - 1;
            self.extend_prefixes(depth, prefix, out);
            prefix.pop();
        }
    }

    /// Counts the boards that begin with `prefix`, each `weight` times;
    /// `unique` gets `weight` times each one's stabilizer size.
    pub(crate) fn count(&self, prefix: &[u8], weight: u8, acc: &mut Accumulator) {
        let mut queens = [0u8; 64];
        queens[..prefix.len()].copy_from_slice(prefix);
        let m = self.replay(prefix);
        let weight = u128::from(weight);
        if prefix.len() == self.n {
            acc.add(weight, weight * square_stabilizer(&queens[..self.n]));
            return;
        }
        self.search(prefix.len(), m, &mut queens, weight, acc);
    }

    fn search(
        &self,
        row: usize,
        m: Masks,
        queens: &mut [u8; 64],
        weight: u128,
        acc: &mut Accumulator,
    ) {
        let mut free = self.free(&m);
        if row + 1 == self.n {
            if free != 0 {
                queens[row] = free.trailing_zeros() as u8;
                acc.add(weight, weight * square_stabilizer(&queens[..self.n]));
            }
            return;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            queens[row] = bit.trailing_zeros() as u8;
            self.search(row + 1, self.place(&m, bit), queens, weight, acc);
        }
    }
}

/// How many of the square's eight symmetries map the permutation `q` (the
/// column of each row's queen) to itself.
pub(crate) fn square_stabilizer(q: &[u8]) -> u128 {
    let n = q.len();
    let last = n as u8 - 1;
    let mut inverse = [0u8; 64];
    for (r, &c) in q.iter().enumerate() {
        inverse[usize::from(c)] = r as u8;
    }
    let inverse = &inverse[..n];
    // Each symmetry as the permutation it makes of q: the image's queen in
    // row j. The four that keep rows as rows read q, the other four its
    // inverse.
    let images: [&dyn Fn(usize) -> u8; 7] = [
        &|j| last - q[j],
        &|j| q[n - 1 - j],
        &|j| last - q[n - 1 - j],
        &|j| inverse[j],
        &|j| last - inverse[j],
        &|j| inverse[n - 1 - j],
        &|j| last - inverse[n - 1 - j],
    ];
    1 + images
        .iter()
        .filter(|image| (0..n).all(|j| image(j) == q[j]))
        .count() as u128
}
