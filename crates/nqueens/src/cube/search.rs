//! The exact search for the n²-queens problem, layer by layer.
//!
//! Each layer of a solution is an n-queens solution of the `n x n` board
//! (its rows, columns and diagonals are the cube's lines within a layer),
//! and two queens `d` layers apart attack each other exactly when, seen
//! from above, one is a king's move scaled by `d` from the other, or on
//! the same square (the vertical line, the face diagonals of the vertical
//! planes and the space diagonals). So the search places whole layers,
//! from the bottom up, each by the bitmask n-queens search of the plane
//! with some squares blocked: a layer placed blocks, in every layer `d`
//! above it, the nine squares `(x + a d, y + b d)` with `a` and `b` in
//! -1, 0, 1 around each of its queens. The blocked squares grow so fast
//! that few layers but the first have more than a handful of choices, and
//! a layer left with a row or a column wholly blocked ends the branch.
//!
//! The first layer is taken up to the square's eight symmetries (those of
//! the cube that keep every layer in place): a layer and its images have
//! as many completions, so each class of first layers is searched once
//! and weighed by its size.

use std::ops::ControlFlow;

use super::{Cube, CubeCounts, CubeSolution, gcd};
use crate::error::Error;

/// The largest side the exhaustive search accepts. On two cores 13, whose
/// 624 solutions are the last count published, takes a third of a
/// second, 14 about 8 seconds and 15 about 6 minutes; each side beyond
/// costs some forty times the one before.
/// Past this, [`Cube::construct`] still solves every side with
/// `gcd(n, 210) = 1`.
pub const MAX_COUNT_SIDE: usize = 15;

/// Room for the largest side; a row of a layer is a `u32` of columns, and
/// a scaled king's move `x + d` stays below 32.
const ROOM: usize = 16;

/// Per layer, per row, the columns the layers below have blocked.
type Blocked = [[u32; ROOM]; ROOM];

/// The search's state: the columns of the queens of each layer placed.
#[derive(Clone, Debug)]
struct Layers {
    n: usize,
    /// The columns `0..n`.
    all: u32,
    /// `columns[z][y]` is the `x` of the queen of layer `z` in row `y`.
    columns: [[u8; ROOM]; ROOM],
}

impl Layers {
    fn new(n: usize) -> Layers {
        debug_assert!(n <= MAX_COUNT_SIDE && MAX_COUNT_SIDE <= ROOM);
        Layers {
            n,
            all: (1 << n) - 1,
            columns: [[0; ROOM]; ROOM],
        }
    }

    fn solution(&self) -> CubeSolution {
        let n = self.n;
        let mut heights = vec![0u16; n * n];
        for (z, layer) in self.columns[..n].iter().enumerate() {
            for (y, &x) in layer[..n].iter().enumerate() {
                heights[y * n + x as usize] = z as u16;
            }
        }
        CubeSolution { side: n, heights }
    }

    /// Places layers `z..n` on the squares `blocked` leaves, visiting each
    /// full solution.
    fn run<F>(&mut self, z: usize, blocked: &Blocked, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&Layers) -> ControlFlow<()>,
    {
        if z == self.n {
            return visit(self);
        }
        self.layer(z, 0, [0; 3], blocked, &mut |layers: &mut Layers| {
            let mut above = *blocked;
            if !layers.block_above(z, &mut above) {
                return ControlFlow::Continue(());
            }
            layers.run(z + 1, &above, visit)
        })
    }

    /// The bitmask n-queens search of layer `z` from row `y`, given the
    /// columns and the two diagonals its queens hold (`taken`), calling
    /// `done` with each placement of the whole layer.
    fn layer<F>(
        &mut self,
        z: usize,
        y: usize,
        taken: [u32; 3],
        blocked: &Blocked,
        done: &mut F,
    ) -> ControlFlow<()>
    where
        F: FnMut(&mut Layers) -> ControlFlow<()>,
    {
        if y == self.n {
            return done(self);
        }
        let [columns, left, right] = taken;
        let mut free = self.all & !(columns | left | right | blocked[z][y]);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.columns[z][y] = bit.trailing_zeros() as u8;
            let next = [columns | bit, (left | bit) << 1, (right | bit) >> 1];
            self.layer(z, y + 1, next, blocked, done)?;
        }
        ControlFlow::Continue(())
    }

    /// Blocks, in every layer above `z`, the squares layer `z`'s queens
    /// attack; false if some layer above is left with a row or a column
    /// it cannot fill.
    fn block_above(&self, z: usize, blocked: &mut Blocked) -> bool {
        let n = self.n;
        for (m, rows) in blocked.iter_mut().enumerate().take(n).skip(z + 1) {
            let d = m - z;
            for y in 0..n {
                let queen = 1u32 << self.columns[z][y];
                let row = (queen | queen << d | queen >> d) & self.all;
                rows[y] |= row;
                if y >= d {
                    rows[y - d] |= row;
                }
                if y + d < n {
                    rows[y + d] |= row;
                }
            }
            let mut open_columns = 0;
            for &row in &rows[..n] {
                if row == self.all {
                    return false;
                }
                open_columns |= !row;
            }
            if open_columns & self.all != self.all {
                return false;
            }
        }
        true
    }

    /// The eight images of layer 0 under the square's symmetries: whether
    /// it is the least of them (comparing columns row by row), and how
    /// many it has.
    fn first_layer_class(&self) -> Option<u128> {
        let n = self.n;
        let first = &self.columns[0][..n];
        let mut images = Vec::with_capacity(8);
        for symmetry in 0..8u8 {
            let mut image = vec![0u8; n];
            for (y, &x) in first.iter().enumerate() {
                let (mut a, mut b) = (x as usize, y);
                if symmetry & 1 != 0 {
                    a = n - 1 - a;
                }
                if symmetry & 2 != 0 {
                    b = n - 1 - b;
                }
                if symmetry & 4 != 0 {
                    std::mem::swap(&mut a, &mut b);
                }
                image[b] = a as u8;
            }
            if image.as_slice() < first {
                return None;
            }
            images.push(image);
        }
        images.sort();
        images.dedup();
        Some(images.len() as u128)
    }
}

impl Cube {
    fn exhaustive(self) -> Result<(), Error> {
        if self.side > MAX_COUNT_SIDE {
            // The construction finds a solution, not every one, and only
            // where gcd(n, 210) = 1.
            let instead = (gcd(self.side, 210) == 1).then_some("linear cube construction");
            return Err(self.too_large("cube search", MAX_COUNT_SIDE, instead));
        }
        Ok(())
    }

    /// The number of solutions of the n²-queens problem, by exhaustive
    /// search; refused past [`MAX_COUNT_SIDE`].
    ///
    /// ```
    /// use nqueens::cube::Cube;
    ///
    /// assert_eq!(Cube::new(1)?.count()?, 1);
    /// assert_eq!(Cube::new(7)?.count()?, 0);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn count(self) -> Result<u128, Error> {
        Ok(self.count_with_unique()?.total)
    }

    /// The solutions of the n²-queens problem counted in all and up to the
    /// cube's 48 symmetries, by exhaustive search (on all cores with the
    /// `parallel` feature, one class of first layers at a time); refused
    /// past [`MAX_COUNT_SIDE`].
    ///
    /// ```
    /// use nqueens::cube::{Cube, CubeCounts};
    ///
    /// assert_eq!(Cube::new(11)?.count_with_unique()?, CubeCounts { total: 264, unique: 6 });
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn count_with_unique(self) -> Result<CubeCounts, Error> {
        self.exhaustive()?;
        let n = self.side;
        // One first layer per class, with the size of its class.
        let mut firsts = Vec::new();
        let _ = Layers::new(n).layer(
            0,
            0,
            [0; 3],
            &[[0; ROOM]; ROOM],
            &mut |layers: &mut Layers| {
                if let Some(size) = layers.first_layer_class() {
                    firsts.push((layers.clone(), size));
                }
                ControlFlow::Continue(())
            },
        );
        // The solutions over one first layer, and the sum of their
        // stabilizers (Burnside's lemma over the 48), times its class size.
        let tally = |(layers, size): &mut (Layers, u128)| {
            let mut blocked = [[0; ROOM]; ROOM];
            let (mut total, mut fixed) = (0u128, 0u128);
            if layers.block_above(0, &mut blocked) {
                let _ = layers.run(1, &blocked, &mut |done: &Layers| {
                    total += 1;
                    fixed += done.solution().stabilizer() as u128;
                    ControlFlow::Continue(())
                });
            }
            (total * *size, fixed * *size)
        };
        let add = |a: (u128, u128), b: (u128, u128)| (a.0 + b.0, a.1 + b.1);
        #[cfg(feature = "parallel")]
        let (total, fixed) = {
            use rayon::prelude::*;
            firsts.par_iter_mut().map(tally).reduce(|| (0, 0), add)
        };
        #[cfg(not(feature = "parallel"))]
        let (total, fixed) = firsts.iter_mut().map(tally).fold((0, 0), add);
        Ok(CubeCounts {
            total,
            unique: fixed / 48,
        })
    }

    /// Visits every solution of the n²-queens problem until the visitor
    /// breaks; refused past [`MAX_COUNT_SIDE`]. The order is the search's:
    /// by the queens of layer 0 (their columns row by row, least first),
    /// then of layer 1, and so on.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens::cube::Cube;
    ///
    /// let cube = Cube::new(11)?;
    /// let mut seen = 0;
    /// cube.for_each_solution(|solution| {
    ///     assert_eq!(cube.check(&solution.queens()), Ok(()));
    ///     seen += 1;
    ///     if seen == 10 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// })?;
    /// assert_eq!(seen, 10);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn for_each_solution<F>(self, mut visit: F) -> Result<(), Error>
    where
        F: FnMut(&CubeSolution) -> ControlFlow<()>,
    {
        self.each_solution(&mut visit)
    }

    /// [`Cube::for_each_solution`]'s search, compiled here once with the
    /// library's optimisation rather than in each caller's crate.
    fn each_solution(
        self,
        visit: &mut dyn FnMut(&CubeSolution) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        self.exhaustive()?;
        let _ = Layers::new(self.side).run(0, &[[0; ROOM]; ROOM], &mut |done: &Layers| {
            visit(&done.solution())
        });
        Ok(())
    }

    /// The first solution of the n²-queens problem in the order of
    /// [`Cube::for_each_solution`], or `None` where there is none (a proof:
    /// the search is exhaustive); refused past [`MAX_COUNT_SIDE`].
    pub fn find(self) -> Result<Option<CubeSolution>, Error> {
        let mut found = None;
        self.for_each_solution(|solution| {
            found = Some(solution.clone());
            ControlFlow::Break(())
        })?;
        Ok(found)
    }
}
