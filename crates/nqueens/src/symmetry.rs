//! The eight symmetries of the square, and canonical forms of placements.
//!
//! Rotating or reflecting a solution gives a solution, so the solutions fall
//! into classes of 1, 2, 4 or 8 members (OEIS A002562 counts the classes).
//! A class is represented by its *canonical* member: the lexicographically
//! smallest `queens` sequence among the images of any member.

use crate::board::Square;

/// One of the eight symmetries of the square (the dihedral group D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves every square where it is.
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// Three quarter turns clockwise (a quarter turn anticlockwise).
    Rotate270,
    /// Reflection in the vertical axis: left and right swap.
    FlipHorizontal,
    /// Reflection in the horizontal axis: top and bottom swap.
    FlipVertical,
    /// Reflection in the diagonal through the top-left corner: rows and
    /// columns swap.
    Transpose,
    /// Reflection in the diagonal through the top-right corner.
    AntiTranspose,
}

impl Symmetry {
    /// All eight symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::FlipHorizontal,
        Symmetry::FlipVertical,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where this symmetry moves `square` on an `n x n` board.
    ///
    /// ```
    /// use nqueens::{Square, Symmetry};
    /// // A quarter turn clockwise takes the top-left corner to the top-right.
    /// assert_eq!(Symmetry::Rotate90.apply_to_square(Square::new(0, 0), 8), Square::new(0, 7));
    /// ```
    pub fn apply_to_square(self, square: Square, n: usize) -> Square {
        let (r, c, m) = (square.row, square.col, n - 1);
        let (row, col) = match self {
            Symmetry::Identity => (r, c),
            Symmetry::Rotate90 => (c, m - r),
            Symmetry::Rotate180 => (m - r, m - c),
            Symmetry::Rotate270 => (m - c, r),
            Symmetry::FlipHorizontal => (r, m - c),
            Symmetry::FlipVertical => (m - r, c),
            Symmetry::Transpose => (c, r),
            Symmetry::AntiTranspose => (m - c, m - r),
        };
        Square::new(row, col)
    }

    /// The image of the placement `queens` (one queen per row, so a
    /// permutation when it is a solution).
    ///
    /// Every symmetry maps a permutation to a permutation; for any other
    /// placement the image may have rows with no queen, and then this panics.
    ///
    /// ```
    /// use nqueens::Symmetry;
    /// assert_eq!(Symmetry::FlipHorizontal.apply(&[1, 3, 0, 2]), vec![2, 0, 3, 1]);
    /// ```
    pub fn apply(self, queens: &[usize]) -> Vec<usize> {
        let n = queens.len();
        let mut image = vec![usize::MAX; n];
        for (row, &col) in queens.iter().enumerate() {
            let moved = self.apply_to_square(Square::new(row, col), n);
            image[moved.row] = moved.col;
        }
        assert!(
            image.iter().all(|&c| c != usize::MAX),
            "a symmetry's image of a placement that is not a permutation"
        );
        image
    }

    /// The `k`-th entry of this symmetry's image of the permutation `queens`,
    /// given its inverse (`inverse[queens[r]] == r`), in O(1): this lets a
    /// comparison stop at the first entry that differs.
    fn image_at(self, queens: &[usize], inverse: &[usize], k: usize) -> usize {
        let m = queens.len() - 1;
        match self {
            Symmetry::Identity => queens[k],
            Symmetry::Rotate90 => m - inverse[k],
            Symmetry::Rotate180 => m - queens[m - k],
            Symmetry::Rotate270 => inverse[m - k],
            Symmetry::FlipHorizontal => m - queens[k],
            Symmetry::FlipVertical => queens[m - k],
            Symmetry::Transpose => inverse[k],
            Symmetry::AntiTranspose => m - inverse[m - k],
        }
    }
}

/// Reusable scratch space for the symmetry checks on permutations, so that
/// a search that tests millions of solutions allocates once.
#[derive(Clone, Debug, Default)]
pub struct SymmetryScratch {
    inverse: Vec<usize>,
}

impl SymmetryScratch {
    /// Empty scratch space; it grows to the board size on first use.
    pub fn new() -> SymmetryScratch {
        SymmetryScratch::default()
    }

    fn invert(&mut self, queens: &[usize]) {
        self.inverse.clear();
        self.inverse.resize(queens.len(), 0);
        for (row, &col) in queens.iter().enumerate() {
            self.inverse[col] = row;
        }
    }

    /// Whether the permutation `queens` is the lexicographically smallest of
    /// its eight images.
    pub fn is_canonical(&mut self, queens: &[usize]) -> bool {
        self.invert(queens);
        Symmetry::ALL[1..]
            .iter()
            .all(|&symmetry| self.compare_image(queens, symmetry) != std::cmp::Ordering::Greater)
    }

    /// How many distinct placements the eight symmetries make of the
    /// permutation `queens`: 1 (only for n = 1), 2, 4 or 8.
    pub fn orbit_size(&mut self, queens: &[usize]) -> usize {
        self.invert(queens);
        // The images equal to `queens` form its stabiliser; the orbit has
        // 8 / |stabiliser| members.
        let fixed = Symmetry::ALL
            .iter()
            .filter(|&&symmetry| self.compare_image(queens, symmetry).is_eq())
            .count();
        8 / fixed
    }

    /// `queens` compared with its image under `symmetry`.
    fn compare_image(&self, queens: &[usize], symmetry: Symmetry) -> std::cmp::Ordering {
        for k in 0..queens.len() {
            let image = symmetry.image_at(queens, &self.inverse, k);
            match queens[k].cmp(&image) {
                std::cmp::Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        std::cmp::Ordering::Equal
    }
}

/// The canonical member of the class of the permutation `queens`: the
/// lexicographically smallest of its eight images.
///
/// ```
/// use nqueens::canonical;
/// assert_eq!(canonical(&[2, 0, 3, 1]), vec![1, 3, 0, 2]);
/// ```
pub fn canonical(queens: &[usize]) -> Vec<usize> {
    Symmetry::ALL
        .iter()
        .map(|symmetry| symmetry.apply(queens))
        .min()
        .expect("there are eight symmetries")
}

/// Whether the permutation `queens` is the canonical member of its class.
///
/// ```
/// assert!(nqueens::is_canonical(&[1, 3, 0, 2]));
/// assert!(!nqueens::is_canonical(&[2, 0, 3, 1]));
/// ```
pub fn is_canonical(queens: &[usize]) -> bool {
    SymmetryScratch::new().is_canonical(queens)
}

/// How many distinct placements the eight symmetries make of the
/// permutation `queens`.
///
/// ```
/// // The 4-queens solution is symmetric under a quarter turn.
/// assert_eq!(nqueens::orbit_size(&[1, 3, 0, 2]), 2);
/// ```
pub fn orbit_size(queens: &[usize]) -> usize {
    SymmetryScratch::new().orbit_size(queens)
}
