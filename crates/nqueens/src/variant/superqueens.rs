//! Superqueens: the counter.
//!
//! A superqueen also moves as a knight, so a queen strikes out, besides
//! its column and diagonals, the knight's squares one and two rows away.
//!
//! The search starts from the *frame*: the queens on the border (one each
//! in the first and last row and in the first and last column, three or
//! two when a queen stands in a corner). Every symmetry of the square maps
//! the border to itself, so it maps a solution's frame to its image's
//! frame, and only one frame per class under the eight symmetries is
//! searched (the smallest of its images, as sorted squares), each solution
//! standing for as many as the frame has images. Classes come from
//! Burnside's lemma: each solution adds that many times its stabilizer's
//! size (which only symmetries fixing the frame can be part of). Placing
//! the four border queens first also prunes: the rest of the board then
//! avoids the border columns.

use super::pawns::class_size;
use super::rows::{Accumulator, RowSearch, State, Visit};
use crate::board::Square;

#[derive(Clone, Debug)]
pub(crate) struct SuperqueenRows {
    search: RowSearch,
    /// The boards the search starts from, one per class of frames, each
    /// with the number of boards a solution found from it stands for.
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
        let starts = frames(n, &search);
        SuperqueenRows { search, starts }
    }

    /// The pieces of the search: for each start (by index), the
    /// placements of its first `depth` steps.
    pub(crate) fn pieces(&self) -> Vec<(u32, Vec<(u8, u8)>)> {
        // Few frames are each split by the search's first steps, so that
        // threads and progress have pieces to share; many are pieces enough.
        let depth = match self.starts.len() {
            0..=64 => 2,
            65..=2048 => 1,
            _ => 0,
        };
        let mut out = Vec::new();
        for (index, (start, _)) in self.starts.iter().enumerate() {
            for piece in self.search.pieces(start, depth) {
                out.push((index as u32, piece));
            }
        }
        out
    }

    /// Counts the boards of a piece, each as many times as its start says;
    /// `unique` gets that many times each one's stabilizer size.
    pub(crate) fn count(&self, start: u32, piece: &[(u8, u8)], acc: &mut Accumulator) {
        let (start, weight) = &self.starts[start as usize];
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

/// Whether superqueens on `a` and `b` attack each other.
fn attack(a: Square, b: Square) -> bool {
    let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
    dr == 0 || dc == 0 || dr == dc || (dr.min(dc) == 1 && dr.max(dc) == 2)
}

/// The frames of the `n x n` board, one per class under the square's
/// symmetries, as the board with those queens placed and the border
/// columns closed to the rest, with the number of images of the frame.
fn frames(n: usize, search: &RowSearch) -> Vec<(State, u8)> {
    let empty = search.start();
    if n == 1 {
        return vec![(search.place(&empty, 0, 0), 1)];
    }
    let last = n - 1;
    let inner = (u32::MAX >> (32 - n)) & !1 & !(1 << last);
    let mut out = Vec::new();
    for top in 0..n {
        for bottom in 0..n {
            for left in 0..n {
                for right in 0..n {
                    // A corner queen is on two sides at once.
                    if (top == 0) != (left == 0)
                        || (left == last) != (bottom == 0)
                        || (top == last) != (right == 0)
                        || (bottom == last) != (right == last)
                    {
                        continue;
                    }
                    let mut queens = vec![
                        Square::new(0, top),
                        Square::new(last, bottom),
                        Square::new(left, 0),
                        Square::new(right, last),
                    ];
                    queens.sort_by_key(|s| (s.row, s.col));
                    queens.dedup();
                    let peaceful = queens
                        .iter()
                        .enumerate()
                        .all(|(i, &a)| queens[..i].iter().all(|&b| !attack(a, b)));
                    if !peaceful {
                        continue;
                    }
                    // One frame per class, as for pawn sets.
                    let Some(images) = class_size(n, &queens) else {
                        continue;
                    };
                    let mut state = empty;
                    for q in &queens {
                        state = search.place(&state, q.row, q.col);
                    }
                    for row in 1..last {
                        if !queens.iter().any(|q| q.row == row) {
                            state = search.restrict(state, row, inner);
                        }
                    }
                    out.push((state, images as u8));
                }
            }
        }
    }
    out
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
