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

use super::rows::{Accumulator, RowSearch, State, Visit};

#[derive(Clone, Debug)]
pub(crate) struct SuperqueenRows {
    search: RowSearch,
    /// The boards the search starts from, each with the number of boards a
    /// solution found from it stands for.
    starts: Vec<(State, u8)>,
}

impl SuperqueenRows {
    pub(crate) fn new(n: usize) -> SuperqueenRows {
        let search = RowSearch::new(n, false, |r, c, r2| {
            let d = r.abs_diff(r2);
            let mut bits = 1u64 << c;
            // The diagonals, and the knight's moves one or two rows away.
            let mut offsets = vec![d];
            match d {
                1 => offsets.push(2),
                2 => offsets.push(1),
                _ => {}
            }
            for offset in offsets {
                if c + offset < n {
                    bits |= 1 << (c + offset);
                }
                if c >= offset {
                    bits |= 1 << (c - offset);
                }
            }
            bits as u32
        });
        let empty = search.start();
        let starts = if n == 1 {
            vec![(empty, 1)]
        } else {
            let left = |columns: usize| (1u32 << columns) - 1;
            let mut starts = vec![(search.restrict(empty, 0, left(n / 2)), 2)];
            if n % 2 == 1 {
                let middle = search.place(&empty, 0, n / 2);
                starts.push((search.restrict(middle, 1, left(n / 2)), 2));
            }
            starts
        };
        SuperqueenRows { search, starts }
    }

    /// The pieces of the search: for each start (by index), the
    /// placements of its first `depth` steps.
    pub(crate) fn pieces(&self, depth: usize) -> Vec<(u8, Vec<(u8, u8)>)> {
        let mut out = Vec::new();
        for (index, (start, _)) in self.starts.iter().enumerate() {
            for piece in self.search.pieces(start, depth) {
                out.push((index as u8, piece));
            }
        }
        out
    }

    /// Counts the boards of a piece, each as many times as its start says;
    /// `unique` gets that many times each one's stabilizer size.
    pub(crate) fn count(&self, start: u8, piece: &[(u8, u8)], acc: &mut Accumulator) {
        let (start, weight) = &self.starts[usize::from(start)];
        let state = self.search.replay(start, piece);
        let mut leaf = SuperqueenLeaf {
            weight: u128::from(*weight),
            acc,
        };
        self.search.search(&state, &mut leaf);
    }
}

struct SuperqueenLeaf<'a> {
    weight: u128,
    acc: &'a mut Accumulator,
}

impl Visit for SuperqueenLeaf<'_> {
    fn solution(&mut self, queens: &[u8]) {
        self.acc
            .add(self.weight, self.weight * square_stabilizer(queens));
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
