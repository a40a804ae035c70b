//! Superqueens: the counter.
//!
//! A superqueen also moves as a knight, so a queen strikes out, besides
//! its column and diagonals, the knight's squares one and two rows away.
//!
//! The search starts from the *frame*: the queens on two rows and two
//! columns that every symmetry of the square maps to one another, a row
//! `i` with its mirror row `n - 1 - i` and the columns of the same numbers
//! (one queen on each of those rows and columns, three or two when a queen
//! stands on two of them at once). Every symmetry maps a solution's frame
//! to its image's frame, so only one frame per class under the eight
//! symmetries is searched (the smallest of its images, as sorted squares),
//! each solution standing for as many as the frame has images. Classes
//! come from Burnside's lemma: each solution adds that many times its
//! stabilizer's size (which only symmetries fixing the frame can be part
//! of).
//!
//! The frame's lines are the two nearest the middle (for odd `n`, those
//! either side of the middle line), which the search would fill first
//! anyway: a queen near the middle strikes out the most. With the border
//! as the frame the search ran 2.5 to 2.8 times slower (n = 17 to 20):
//! the border's queens strike out little, so each frame class left a
//! large search of its own.

use super::pawns::class_size;
use super::rows::{Accumulator, RowSearch, State, Visit};
use crate::board::Square;

#[derive(Clone, Debug)]
pub(crate) struct SuperqueenRows {
    search: RowSearch,
    /// The boards the search starts from, one per class of frames, each
    /// with the number of boards a solution found from it stands for.
    starts: Vec<(State, u8)>,
    /// The frame's rows (and columns).
    lines: Vec<usize>,
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
        let lines = frame_lines(n);
        let starts = frames(n, &search, &lines);
        SuperqueenRows {
            search,
            starts,
            lines,
        }
    }

    /// The rows (and columns) of the frame the search starts from, which
    /// a checkpoint's fingerprint names: the pieces are placements after it.
    pub(crate) fn frame_lines(&self) -> &[usize] {
        &self.lines
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

/// The two lines of the frame: a row (and column) near the middle and its
/// mirror image.
fn frame_lines(n: usize) -> Vec<usize> {
    if n < 2 {
        return vec![0];
    }
    let near = n / 2 - 1;
    vec![near, n - 1 - near]
}

/// The frames of the `n x n` board, one per class under the square's
/// symmetries, as the board with those queens placed (their rows filled,
/// their columns closed to the rest), with the number of images of the
/// frame.
fn frames(n: usize, search: &RowSearch, lines: &[usize]) -> Vec<(State, u8)> {
    let mut out = Vec::new();
    extend_frame(n, search, lines, &mut Vec::new(), &mut out);
    out
}

/// Adds the frames that extend `queens`: first a queen on each frame row,
/// then one on each frame column still without one, off the frame rows.
fn extend_frame(
    n: usize,
    search: &RowSearch,
    lines: &[usize],
    queens: &mut Vec<Square>,
    out: &mut Vec<(State, u8)>,
) {
    let open_row = lines
        .iter()
        .find(|&&row| !queens.iter().any(|q| q.row == row));
    let open_col = lines
        .iter()
        .find(|&&col| !queens.iter().any(|q| q.col == col));
    let candidates: Vec<Square> = match (open_row, open_col) {
        (Some(&row), _) => (0..n).map(|col| Square::new(row, col)).collect(),
        (None, Some(&col)) => (0..n)
            .filter(|row| !lines.contains(row))
            .map(|row| Square::new(row, col))
            .collect(),
        (None, None) => {
            let mut sorted = queens.clone();
            sorted.sort_by_key(|s| (s.row, s.col));
            // One frame per class, as for pawn sets.
            if let Some(images) = class_size(n, &sorted) {
                let state = sorted.iter().fold(search.start(), |state, q| {
                    search.place(&state, q.row, q.col)
                });
                out.push((state, images as u8));
            }
            return;
        }
    };
    for square in candidates {
        if queens.iter().all(|&q| !attack(square, q)) {
            queens.push(square);
            extend_frame(n, search, lines, queens, out);
            queens.pop();
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

#[cfg(test)]
mod tests {
    use super::{SuperqueenRows, attack, frame_lines};
    use crate::board::Square;

    /// Every placement of peaceful superqueens with one queen on each frame
    /// row and column and none elsewhere, found by trying all of them.
    fn all_frames(n: usize) -> usize {
        let [a, b] = frame_lines(n)[..] else {
            unreachable!("two frame lines from n = 2 on")
        };
        let mut found = std::collections::BTreeSet::new();
        for (ca, cb, ra, rb) in
            (0..n.pow(4)).map(|i| (i % n, i / n % n, i / n / n % n, i / n.pow(3)))
        {
            let mut queens = vec![
                Square::new(a, ca),
                Square::new(b, cb),
                Square::new(ra, a),
                Square::new(rb, b),
            ];
            queens.sort_by_key(|s| (s.row, s.col));
            queens.dedup();
            let one_each = [a, b].iter().all(|&line| {
                queens.iter().filter(|q| q.row == line).count() == 1
                    && queens.iter().filter(|q| q.col == line).count() == 1
            });
            let peaceful = queens
                .iter()
                .enumerate()
                .all(|(i, &q)| queens[..i].iter().all(|&p| !attack(p, q)));
            if one_each && peaceful {
                found.insert(queens.iter().map(|q| (q.row, q.col)).collect::<Vec<_>>());
            }
        }
        found.len()
    }

    #[test]
    fn the_frame_classes_stand_for_every_frame_once() {
        for n in 2..=11 {
            let rows = SuperqueenRows::new(n);
            let images: usize = rows.starts.iter().map(|&(_, k)| usize::from(k)).sum();
            assert_eq!(images, all_frames(n), "n = {n}");
        }
    }

    #[test]
    fn the_frame_is_a_row_pair_the_symmetries_keep_near_the_middle() {
        assert_eq!(frame_lines(1), [0]);
        assert_eq!(frame_lines(8), [3, 4]);
        assert_eq!(frame_lines(9), [3, 5]);
        for n in 2..=32 {
            let [a, b] = frame_lines(n)[..] else {
                panic!("n = {n}")
            };
            assert_eq!(a + b, n - 1, "n = {n}");
            assert!(b - a <= 2, "n = {n}");
        }
    }
}
