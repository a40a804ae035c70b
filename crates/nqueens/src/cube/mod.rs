//! Queens in three dimensions: the `n x n x n` cube.
//!
//! A queen on a cell attacks along 13 lines through it (26 directions):
//! the 3 rook lines parallel to the axes, the 6 face diagonals (2 in each
//! of the xy, xz and yz planes) and the 4 space diagonals. Lines do not
//! stop at other queens. Offered:
//!
//! - the *n²-queens problem*, n² queens with no two attacking: every
//!   solution counted, in all and up to the cube's 48 symmetries
//!   ([`Cube::count_with_unique`]), streamed ([`Cube::for_each_solution`])
//!   or one found ([`Cube::find`]) by an exact search, and the linear
//!   construction that solves it at once when `gcd(n, 210) = 1`
//!   ([`Cube::construct`]);
//! - the check of any set of queens, naming an attacking pair and its
//!   direction, or an empty vertical line ([`Cube::check`]);
//! - the most queens that fit with no two attacking, with a witness, by a
//!   branch-and-bound search for small cubes ([`Cube::most_queens`]).
//!
//! # Coordinates
//!
//! A cell is `(x, y, z)`, each from 0 to `n - 1`; `z` is the *vertical*
//! axis, its value the *height*, and a *layer* is the `n x n` board of one
//! height, drawn with row `y` and column `x`. The index of a cell is
//! `x + n * (y + n * z)`: the layers one after another, each row by row.
//!
//! # Why a solution is a height function
//!
//! Every rook line holds at most one queen, and the n² vertical lines
//! (fixed `x` and `y`) hold all n² queens, so each holds exactly one: a
//! solution is the height `h(x, y)` of the queen above each square. The
//! same count along the other two axes makes every row and every column of
//! `h` a permutation (a Latin square), and the diagonals make each row and
//! each column an n-queens solution (in the vertical planes), and each
//! layer `{(x, y) : h(x, y) = z}` an n-queens solution too. It also makes
//! the set of solutions closed under all 48 symmetries of the cube, not
//! only the 16 that keep the vertical axis vertical.
//!
//! ```
//! use nqueens::cube::Cube;
//!
//! // 121 queens in the 11 x 11 x 11 cube, in 264 ways.
//! let cube = Cube::new(11)?;
//! assert_eq!(cube.count()?, 264);
//! // The linear construction needs no search at all.
//! let solution = cube.construct().expect("gcd(11, 210) = 1");
//! assert_eq!(cube.check(&solution.queens()), Ok(()));
//! # Ok::<(), nqueens::Error>(())
//! ```

use crate::error::{Error, ErrorKind};

mod most;
mod search;

pub use most::{MAX_MOST_SIDE, MostQueens};
pub use search::MAX_COUNT_SIDE;

/// The largest side a [`Cube`] may have. A solution is n² heights of two
/// bytes and the check keeps one table of n² heights, so 32 MiB here; past
/// this, building the n² queens of the construction would be the cost.
pub const MAX_SIDE: usize = 4096;

/// The `n x n x n` cube, the board of the problems of this module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cube {
    side: usize,
}

/// A cell of the cube: `x` and `y` horizontal, `z` the height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    /// The column within a layer.
    pub x: usize,
    /// The row within a layer.
    pub y: usize,
    /// The height: which layer.
    pub z: usize,
}

impl Cell {
    /// The cell `(x, y, z)`.
    pub const fn new(x: usize, y: usize, z: usize) -> Cell {
        Cell { x, y, z }
    }

    /// Its index in the cube of side `n`: `x + n * (y + n * z)`.
    pub const fn index(self, n: usize) -> usize {
        self.x + n * (self.y + n * self.z)
    }

    /// The cell of index `index` in the cube of side `n`.
    pub const fn from_index(n: usize, index: usize) -> Cell {
        Cell::new(index % n, index / n % n, index / (n * n))
    }
}

/// A direction of attack: a step `(dx, dy, dz)` with each component -1, 0
/// or 1, not all 0, written with its first non-zero component 1, so each of
/// the 13 lines through a cell has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Direction {
    /// The step along `x`.
    pub dx: i8,
    /// The step along `y`.
    pub dy: i8,
    /// The step along `z`: 0 for a line within a layer.
    pub dz: i8,
}

/// What kind of line a [`Direction`] runs along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// Parallel to an axis: one non-zero component.
    Rook,
    /// A diagonal of a face (the xy, xz or yz plane): two.
    FaceDiagonal,
    /// A diagonal through the cube: three.
    SpaceDiagonal,
}

impl Direction {
    const fn new(dx: i8, dy: i8, dz: i8) -> Direction {
        Direction { dx, dy, dz }
    }

    /// The vertical direction, along `z`.
    pub const VERTICAL: Direction = Direction::new(0, 0, 1);

    /// The 13 directions: the 3 rook lines, the 6 face diagonals (xy, xz,
    /// yz) and the 4 space diagonals.
    pub const ALL: [Direction; 13] = [
        Direction::new(1, 0, 0),
        Direction::new(0, 1, 0),
        Direction::new(0, 0, 1),
        Direction::new(1, 1, 0),
        Direction::new(1, -1, 0),
        Direction::new(1, 0, 1),
        Direction::new(1, 0, -1),
        Direction::new(0, 1, 1),
        Direction::new(0, 1, -1),
        Direction::new(1, 1, 1),
        Direction::new(1, 1, -1),
        Direction::new(1, -1, 1),
        Direction::new(1, -1, -1),
    ];

    /// Rook line, face diagonal or space diagonal.
    pub fn kind(self) -> LineKind {
        match [self.dx, self.dy, self.dz]
            .iter()
            .filter(|&&d| d != 0)
            .count()
        {
            1 => LineKind::Rook,
            2 => LineKind::FaceDiagonal,
            _ => LineKind::SpaceDiagonal,
        }
    }
}

/// Why a set of queens is not a solution of the n²-queens problem.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Defect {
    /// A queen lies outside the cube.
    OffCube {
        /// The queen.
        queen: Cell,
    },
    /// A queen is given twice.
    Repeated {
        /// The queen.
        queen: Cell,
    },
    /// Two queens attack each other: the first pair found, on the vertical
    /// lines first, then on the lines whose steps seen from above are rows,
    /// columns, diagonals and antidiagonals of the board.
    Attack {
        /// The queen met first: the one given first on a vertical line,
        /// the lower `x` on a row, the lower `y` on the other lines.
        first: Cell,
        /// The other.
        second: Cell,
        /// The line they share, from `first` to `second` or back.
        direction: Direction,
    },
    /// No two queens attack each other, but there are fewer than n²: the
    /// first vertical line, in the order of `y` then `x`, with no queen.
    EmptyLine {
        /// The line's `x`.
        x: usize,
        /// The line's `y`.
        y: usize,
        /// The number of queens given.
        queens: usize,
    },
}

/// A solution of the n²-queens problem: the height of the queen on each
/// vertical line.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CubeSolution {
    side: usize,
    /// `heights[y * n + x]` is the height of the queen above `(x, y)`.
    heights: Vec<u16>,
}

/// The number of solutions of the n²-queens problem: all of them, and one
/// per class under the cube's 48 symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeCounts {
    /// Every solution.
    pub total: u128,
    /// The classes under the 48 symmetries (Burnside's lemma: each solution
    /// adds the size of its stabilizer, and the sum is 48 times this).
    pub unique: u128,
}

/// A symmetry of the cube: a permutation of the three axes, then a
/// reflection of some of them. All 48 are [`CubeSymmetry::all`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeSymmetry {
    /// Coordinate `i` of the image is coordinate `axes[i]` of the cell.
    axes: [u8; 3],
    /// Whether coordinate `i` of the image is then reflected, `v` to
    /// `n - 1 - v`.
    flips: [bool; 3],
}

impl CubeSymmetry {
    /// The 48 symmetries, the identity first.
    pub fn all() -> Vec<CubeSymmetry> {
        const PERMUTATIONS: [[u8; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut all = Vec::with_capacity(48);
        for axes in PERMUTATIONS {
            for mask in 0..8u8 {
                let flips = [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0];
                all.push(CubeSymmetry { axes, flips });
            }
        }
        all
    }

    /// The image of `cell` in the cube of side `n`.
    pub fn apply(self, n: usize, cell: Cell) -> Cell {
        let from = [cell.x, cell.y, cell.z];
        let to: [usize; 3] = std::array::from_fn(|i| {
            let v = from[self.axes[i] as usize];
            if self.flips[i] { n - 1 - v } else { v }
        });
        Cell::new(to[0], to[1], to[2])
    }
}

impl CubeSolution {
    /// The side `n` of the cube.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The height of the queen above `(x, y)`.
    pub fn height(&self, x: usize, y: usize) -> usize {
        self.heights[y * self.side + x] as usize
    }

    /// Every height, row by row: `heights()[y * n + x]` is
    /// [`CubeSolution::height`]`(x, y)`.
    pub fn heights(&self) -> &[u16] {
        &self.heights
    }

    /// The heights as a Latin square, one row per `y`: every row and column
    /// holds each height once.
    pub fn latin_square(&self) -> Vec<Vec<usize>> {
        self.heights
            .chunks(self.side.max(1))
            .map(|row| row.iter().map(|&h| h as usize).collect())
            .collect()
    }

    /// The n² queens, in the order of `y` then `x`.
    pub fn queens(&self) -> Vec<Cell> {
        let n = self.side;
        (0..n * n)
            .map(|i| Cell::new(i % n, i / n, self.heights[i] as usize))
            .collect()
    }

    /// The queens of layer `z` as an n-queens placement: entry `y` is the
    /// `x` of the queen in row `y` of that layer (every row of a layer
    /// holds one).
    pub fn layer(&self, z: usize) -> Vec<usize> {
        let n = self.side;
        let mut columns = vec![0; n];
        for (i, &h) in self.heights.iter().enumerate() {
            if h as usize == z {
                columns[i / n] = i % n;
            }
        }
        columns
    }

    /// The image under `symmetry`: a solution again, since the solutions
    /// are closed under every symmetry of the cube.
    pub fn transformed(&self, symmetry: CubeSymmetry) -> CubeSolution {
        let n = self.side;
        let mut heights = vec![0u16; n * n];
        for queen in self.queens() {
            let image = symmetry.apply(n, queen);
            heights[image.y * n + image.x] = image.z as u16;
        }
        CubeSolution { side: n, heights }
    }

    /// How many of the 48 symmetries map this solution to itself.
    pub fn stabilizer(&self) -> usize {
        CubeSymmetry::all()
            .into_iter()
            .filter(|&s| self.transformed(s) == *self)
            .count()
    }

    /// The least of the solution's 48 images, comparing the heights row by
    /// row: the same for every solution of one class.
    pub fn canonical(&self) -> CubeSolution {
        CubeSymmetry::all()
            .into_iter()
            .map(|s| self.transformed(s))
            .min()
            .expect("the group is not empty")
    }
}

impl Cube {
    /// The cube of side `n`, from 1 to [`MAX_SIDE`].
    pub fn new(n: usize) -> Result<Cube, Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        if n > MAX_SIDE {
            return Err(Error::new(ErrorKind::TooLarge {
                method: "cube",
                n,
                max: MAX_SIDE,
                instead: None,
            }));
        }
        Ok(Cube { side: n })
    }

    /// The side `n`.
    pub fn side(self) -> usize {
        self.side
    }

    /// The solution of the n²-queens problem with these heights
    /// (`heights[y * n + x]`, as [`CubeSolution::heights`]), if it is one.
    ///
    /// ```
    /// use nqueens::cube::{Cell, Cube, Defect, Direction};
    ///
    /// let cube = Cube::new(2)?;
    /// // The first row of heights climbs a face diagonal of the xz plane.
    /// assert_eq!(
    ///     cube.solution(vec![0, 1, 1, 0]),
    ///     Err(Defect::Attack {
    ///         first: Cell::new(0, 0, 0),
    ///         second: Cell::new(1, 0, 1),
    ///         direction: Direction { dx: 1, dy: 0, dz: 1 },
    ///     })
    /// );
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn solution(self, heights: Vec<u16>) -> Result<CubeSolution, Defect> {
        let n = self.side;
        let queens: Vec<Cell> = heights
            .iter()
            .take(n * n)
            .enumerate()
            .map(|(i, &h)| Cell::new(i % n, i / n, h as usize))
            .collect();
        self.check(&queens)?;
        if heights.len() > n * n {
            // One height too many is a queen off the cube's n² lines.
            let extra = heights.len() - 1;
            return Err(Defect::OffCube {
                queen: Cell::new(extra % n, extra / n, heights[extra] as usize),
            });
        }
        Ok(CubeSolution { side: n, heights })
    }

    /// Checks that `queens` (any order) solve the n²-queens problem: every
    /// queen in the cube, none repeated, no two attacking, n² of them;
    /// otherwise says what is wrong (see [`Defect`] for the order). Time
    /// and memory are O(n²) beside the queens: a queen per vertical line
    /// is looked up in a table of heights, and each other line is walked
    /// once, remembering the invariants its queens fix.
    ///
    /// ```
    /// use nqueens::cube::{Cell, Cube, Defect, Direction};
    ///
    /// let cube = Cube::new(3)?;
    /// // A space diagonal.
    /// assert_eq!(
    ///     cube.check(&[Cell::new(0, 0, 0), Cell::new(2, 2, 2)]),
    ///     Err(Defect::Attack {
    ///         first: Cell::new(0, 0, 0),
    ///         second: Cell::new(2, 2, 2),
    ///         direction: Direction { dx: 1, dy: 1, dz: 1 },
    ///     })
    /// );
    /// // A knight's move apart in a layer: no attack, but 7 lines empty.
    /// assert_eq!(
    ///     cube.check(&[Cell::new(0, 0, 0), Cell::new(1, 2, 0)]),
    ///     Err(Defect::EmptyLine { x: 1, y: 0, queens: 2 })
    /// );
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn check(self, queens: &[Cell]) -> Result<(), Defect> {
        let n = self.side;
        if let Some(&queen) = queens.iter().find(|q| q.x >= n || q.y >= n || q.z >= n) {
            return Err(Defect::OffCube { queen });
        }
        // n <= MAX_SIDE < u16::MAX, so u16::MAX marks an empty line.
        const EMPTY: u16 = u16::MAX;
        let mut heights = vec![EMPTY; n * n];
        for (i, &queen) in queens.iter().enumerate() {
            let slot = &mut heights[queen.y * n + queen.x];
            if *slot == EMPTY {
                *slot = queen.z as u16;
                continue;
            }
            if *slot as usize == queen.z {
                return Err(Defect::Repeated { queen });
            }
            let first = *queens[..i]
                .iter()
                .find(|q| q.x == queen.x && q.y == queen.y)
                .expect("the slot was filled by an earlier queen");
            return Err(Defect::Attack {
                first,
                second: queen,
                direction: Direction::VERTICAL,
            });
        }
        check_lines(n, &heights, EMPTY)?;
        match heights.iter().position(|&h| h == EMPTY) {
            Some(i) => Err(Defect::EmptyLine {
                x: i % n,
                y: i / n,
                queens: queens.len(),
            }),
            None => Ok(()),
        }
    }

    /// The linear solution `h(x, y) = (3x + 5y) mod n`, where
    /// `gcd(n, 210) = 1`; `None` for the other sides, where this formula
    /// fails (which says nothing about whether some other solution exists:
    /// see [`Cube::find`]).
    ///
    /// # Why it works
    ///
    /// Two queens on one vertical line would share `(x, y)`, and `h` gives
    /// each square one height. Any other line, seen from above, runs along
    /// a row, a column or a diagonal of the `n x n` board, direction
    /// `(p, q)` one of `(1, 0)`, `(0, 1)`, `(1, 1)`, `(1, -1)`, while its
    /// height moves by `s` = -1, 0 or 1 per step. Queens `t` steps apart on
    /// it, `0 < |t| < n`, have heights differing by exactly `s t`, so
    /// `3 p t + 5 q t ≡ s t (mod n)`, that is `t (3p + 5q - s) ≡ 0`. No
    /// such `t` exists when every `3p + 5q - s` is a unit mod `n`. The
    /// twelve values are `3 - s` = 2, 3, 4; `5 - s` = 4, 5, 6;
    /// `8 - s` = 7, 8, 9; and `-2 - s` = -1, -2, -3: their prime factors
    /// are 2, 3, 5 and 7, whose product is 210.
    ///
    /// Where `n` has one of those factors `p`, `t = n / p` gives an attack:
    /// same height `n / 2` apart along a layer's antidiagonal for 2, `n / 3`
    /// along a row for 3, `n / 5` along a column for 5, and from `(0, 0, 0)`
    /// up the space diagonal to `(t, t, t)` for 7.
    ///
    /// ```
    /// use nqueens::cube::Cube;
    ///
    /// let cube = Cube::new(1001 / 7 / 11)?; // 13
    /// let solution = cube.construct().expect("gcd(13, 210) = 1");
    /// assert_eq!(solution.height(1, 1), 8);
    /// assert_eq!(cube.check(&solution.queens()), Ok(()));
    /// assert_eq!(Cube::new(15)?.construct(), None);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn construct(self) -> Option<CubeSolution> {
        let n = self.side;
        if gcd(n, 210) != 1 {
            return None;
        }
        let mut heights = Vec::with_capacity(n * n);
        for y in 0..n {
            // Each step in x adds 3 mod n; start the row at 5y mod n.
            let mut h = 5 * y % n;
            for _ in 0..n {
                heights.push(h as u16);
                h = (h + 3) % n;
            }
        }
        Some(CubeSolution { side: n, heights })
    }

    /// The cube as an instance of the library's constraint core: cells
    /// by [`Cell::index`], the lines of all 13 directions (two cells or
    /// more), the vertical lines as groups (one queen each), n² pieces and
    /// the cube's 48 symmetries. The generic operations then apply: the
    /// tests hold the fast searches to it where it is cheap, and
    /// [`crate::export`] writes the cube for other solvers. Up to
    /// [`crate::variant::MAX_CELLS`] cells: a side of 16.
    ///
    /// ```
    /// use nqueens::cube::Cube;
    /// let model = Cube::new(3)?.model()?;
    /// assert_eq!((model.cells(), model.pieces(), model.symmetries().len()), (27, 9, 48));
    /// assert_eq!(model.count(), 0);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn model(self) -> Result<crate::variant::Model, Error> {
        let n = self.side;
        if n * n * n > crate::variant::MAX_CELLS {
            return Err(Error::new(ErrorKind::ModelTooLarge {
                cells: n * n * n,
                max: crate::variant::MAX_CELLS,
            }));
        }
        let inside = |v: isize| (0..n as isize).contains(&v);
        let mut lines = Vec::new();
        for d in Direction::ALL {
            let step = [d.dx as isize, d.dy as isize, d.dz as isize];
            for index in 0..n * n * n {
                let c = Cell::from_index(n, index);
                let at = [c.x as isize, c.y as isize, c.z as isize];
                // A line starts where one step back leaves the cube.
                if (0..3).all(|k| inside(at[k] - step[k])) {
                    continue;
                }
                let mut line = Vec::new();
                let mut p = at;
                while (0..3).all(|k| inside(p[k])) {
                    line.push(Cell::new(p[0] as usize, p[1] as usize, p[2] as usize).index(n));
                    for k in 0..3 {
                        p[k] += step[k];
                    }
                }
                if line.len() > 1 {
                    lines.push(line);
                }
            }
        }
        let groups = (0..n * n)
            .map(|xy| (0..n).map(|z| xy + n * n * z).collect())
            .collect();
        let symmetries = CubeSymmetry::all()
            .into_iter()
            .map(|s| {
                (0..n * n * n)
                    .map(|i| s.apply(n, Cell::from_index(n, i)).index(n))
                    .collect()
            })
            .collect();
        crate::variant::Model::new(n * n * n, lines, groups, n * n, symmetries)
    }

    fn too_large(self, method: &'static str, max: usize, instead: Option<&'static str>) -> Error {
        Error::new(ErrorKind::TooLarge {
            method,
            n: self.side,
            max,
            instead,
        })
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The lines other than the vertical ones, over the table of heights
/// (`empty` where a vertical line holds no queen). Seen from above each is
/// a row, a column or a diagonal of the board, walked with a step count
/// `t` (`x` along a row, `y` along the others); on it a queen of height
/// `h` fixes the invariants `h` (a level line), `h - t` (rising) and
/// `h + t` (falling), and two queens sharing one attack each other. Each
/// line keeps three bitsets of the invariants seen; only a collision walks
/// it again, to name the earlier queen.
///
/// Rows are walked one at a time. Columns and diagonals are walked 64 at a
/// time, row by row, so that the table is read in order: a column walked
/// alone would touch a cache line per cell on a large board.
fn check_lines(n: usize, heights: &[u16], empty: u16) -> Result<(), Defect> {
    const BLOCK: usize = 64;
    let words = (2 * n - 1).div_ceil(64);
    // Per line of a block, the falling, level and rising invariants, each
    // offset to be >= 0.
    let mut seen = vec![0u64; BLOCK * 3 * words];
    let test_and_set = |seen: &mut [u64], line: usize, rise: usize, key: usize| {
        let word = &mut seen[(line * 3 + rise) * words + key / 64];
        let bit = 1u64 << (key % 64);
        let taken = *word & bit != 0;
        *word |= bit;
        taken
    };
    let queen = |x: usize, y: usize| Cell::new(x, y, heights[y * n + x] as usize);
    // The earlier queen of a line sharing the invariant of `second`.
    let earlier = |line: &mut dyn Iterator<Item = (usize, usize)>, second: Cell, rise: isize| {
        line.map(|(x, y)| (x, y, heights[y * n + x]))
            .filter(|&(_, _, h)| h != empty)
            .map(|(x, y, _)| queen(x, y))
            .find(|&q| attack_rise(q, second) == Some(rise))
            .expect("an earlier queen set the invariant")
    };
    for y in 0..n {
        seen[..3 * words].fill(0);
        for x in 0..n {
            let h = heights[y * n + x];
            if h == empty {
                continue;
            }
            let h = h as usize;
            for (rise, key) in [h + x, h, h + n - 1 - x].into_iter().enumerate() {
                if test_and_set(&mut seen, 0, rise, key) {
                    let second = queen(x, y);
                    let rise = rise as isize - 1;
                    let first = earlier(&mut (0..x).map(|x| (x, y)), second, rise);
                    return Err(Defect::Attack {
                        first,
                        second,
                        direction: Direction::new(1, 0, rise as i8),
                    });
                }
            }
        }
    }
    // A line of slope `dx` (0 for the columns, 1 for the diagonals, -1 for
    // the antidiagonals) is its `c = x - dx * y`, and holds `x = c + dx * y`
    // in row `y`: a block of consecutive `c` is a run of each row.
    let ni = n as isize;
    for dx in [0isize, 1, -1] {
        let (low, high) = match dx {
            0 => (0, ni - 1),
            1 => (1 - ni, ni - 1),
            _ => (0, 2 * ni - 2),
        };
        let mut c0 = low;
        while c0 <= high {
            seen.fill(0);
            for y in 0..ni {
                let from = (c0 + dx * y).max(0);
                let to = (c0 + BLOCK as isize + dx * y).min(ni);
                for x in from..to {
                    let h = heights[(y * ni + x) as usize];
                    if h == empty {
                        continue;
                    }
                    let (h, t) = (h as usize, y as usize);
                    let line = (x - dx * y - c0) as usize;
                    for (rise, key) in [h + t, h, h + n - 1 - t].into_iter().enumerate() {
                        if !test_and_set(&mut seen, line, rise, key) {
                            continue;
                        }
                        let second = queen(x as usize, t);
                        let rise = rise as isize - 1;
                        let c = c0 + line as isize;
                        let mut before = (0..y)
                            .map(|y| (c + dx * y, y))
                            .filter(|&(x, _)| (0..ni).contains(&x))
                            .map(|(x, y)| (x as usize, y as usize));
                        let first = earlier(&mut before, second, rise);
                        // Stepping up in y is (dx, 1, rise); written with
                        // its first non-zero component 1.
                        let direction = match dx {
                            -1 => Direction::new(1, -1, -rise as i8),
                            _ => Direction::new(dx as i8, 1, rise as i8),
                        };
                        return Err(Defect::Attack {
                            first,
                            second,
                            direction,
                        });
                    }
                }
            }
            c0 += BLOCK as isize;
        }
    }
    Ok(())
}

/// The rise per step from `a` up to a later `b` of one line seen from
/// above, if it is -1, 0 or 1 exactly.
fn attack_rise(a: Cell, b: Cell) -> Option<isize> {
    let run = a.x.abs_diff(b.x).max(a.y.abs_diff(b.y)) as isize;
    let rise = b.z as isize - a.z as isize;
    [-1, 0, 1].into_iter().find(|&r| r * run == rise)
}
