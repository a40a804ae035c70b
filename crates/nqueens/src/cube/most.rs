//! The most queens that fit in the cube with no two attacking: a maximum
//! independent set of the cube's queen graph, by branch and bound.
//!
//! The search is the classic one for a maximum clique (Tomita's, with
//! San Segundo's bitsets), run on the graph of pairs that do *not* attack:
//! the candidate cells are coloured greedily into classes of cells that
//! all attack each other (each holds at most one queen, so the number of
//! classes bounds what the candidates can add), and the search branches
//! on the candidates from the highest class down, dropping a branch once
//! the queens placed plus its class number cannot beat the best set
//! found. At the root it uses the cube's 48 symmetries: some maximum set
//! contains a given orbit's representative or no cell of the orbit at
//! all, so each orbit of cells is tried through one cell, then removed.

use super::{Cell, Cube, CubeSymmetry, Direction};
use crate::error::Error;

/// The largest side [`Cube::most_queens`] accepts. On two cores the search
/// proves side 5 (13 queens) in milliseconds and side 6 (21 queens, 216
/// cells) in half a second, but side 7 (32 queens) had not finished after
/// ten minutes: the colouring bound starts near n², far above the answer,
/// and the gap grows with the side.
pub const MAX_MOST_SIDE: usize = 6;

// The bitsets below are at most four words.
const _: () = assert!(MAX_MOST_SIDE * MAX_MOST_SIDE * MAX_MOST_SIDE <= 4 * 64);

/// The most queens that fit in a cube with no two attacking, and a set of
/// that many.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MostQueens {
    /// How many.
    pub count: usize,
    /// One such set, in increasing order of cell index.
    pub queens: Vec<Cell>,
}

impl Cube {
    /// The most queens that fit in the cube with no two attacking (OEIS
    /// A068940), with a set of that many, by exact search; refused past
    /// [`MAX_MOST_SIDE`].
    ///
    /// ```
    /// use nqueens::cube::Cube;
    ///
    /// let cube = Cube::new(3)?;
    /// let most = cube.most_queens()?;
    /// assert_eq!(most.count, 4);
    /// assert!(cube.attacking_pair(&most.queens).is_none());
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn most_queens(self) -> Result<MostQueens, Error> {
        let n = self.side;
        if n > MAX_MOST_SIDE {
            return Err(self.too_large("most cube queens", MAX_MOST_SIDE, None));
        }
        let best = match (n * n * n).div_ceil(64) {
            1 => Independent::<1>::new(n).maximum(),
            2 => Independent::<2>::new(n).maximum(),
            _ => Independent::<4>::new(n).maximum(),
        };
        Ok(MostQueens {
            count: best.len(),
            queens: best.into_iter().map(|c| Cell::from_index(n, c)).collect(),
        })
    }

    /// Two of `queens` that attack each other along a line of the cube, and
    /// its direction, or `None`: the pairwise test of the definition, for
    /// sets of any size (each pair is compared, so it is quadratic).
    pub fn attacking_pair(self, queens: &[Cell]) -> Option<(Cell, Cell, Direction)> {
        queens.iter().enumerate().find_map(|(i, &a)| {
            queens[i + 1..]
                .iter()
                .find_map(|&b| attack_direction(a, b).map(|d| (a, b, d)))
        })
    }
}

/// The line through `a` and `b` if they are distinct cells on one line:
/// each coordinate differs by 0 or by the same amount.
fn attack_direction(a: Cell, b: Cell) -> Option<Direction> {
    let delta = [
        b.x as isize - a.x as isize,
        b.y as isize - a.y as isize,
        b.z as isize - a.z as isize,
    ];
    let length = delta.iter().map(|d| d.abs()).max()?;
    if length == 0 || delta.iter().any(|d| d.abs() != 0 && d.abs() != length) {
        return None;
    }
    let mut step = delta.map(|d| d.signum() as i8);
    // Written with its first non-zero component 1.
    if step.iter().find(|&&s| s != 0) == Some(&-1) {
        step = step.map(|s| -s);
    }
    Some(Direction {
        dx: step[0],
        dy: step[1],
        dz: step[2],
    })
}

/// The search's graph, its cells renumbered: position `i` is cell
/// `order[i]`, and the bitsets are over positions.
struct Independent<const W: usize> {
    cells: usize,
    order: Vec<usize>,
    /// Per cell, the cells it attacks.
    attacks: Vec<[u64; W]>,
    /// The orbits of cells under the symmetries, as bitsets, largest
    /// first.
    orbits: Vec<[u64; W]>,
    best: Vec<usize>,
    chosen: Vec<usize>,
}

impl<const W: usize> Independent<W> {
    fn new(n: usize) -> Self {
        let cells = n * n * n;
        let attacked = |a: usize| {
            (0..cells).filter(move |&b| {
                attack_direction(Cell::from_index(n, a), Cell::from_index(n, b)).is_some()
            })
        };
        // The cells attacking fewest first (the corners): they are coloured
        // first and so branched on last, which halves the time at side 6;
        // the reverse order doubles it.
        let mut order: Vec<usize> = (0..cells).collect();
        order.sort_by_key(|&c| (attacked(c).count(), c));
        let mut position = vec![0; cells];
        for (i, &c) in order.iter().enumerate() {
            position[c] = i;
        }
        let mut attacks = vec![[0u64; W]; cells];
        for (a, row) in attacks.iter_mut().enumerate() {
            for b in attacked(order[a]).map(|b| position[b]) {
                row[b / 64] |= 1 << (b % 64);
            }
        }
        let symmetries = CubeSymmetry::all();
        let mut seen = vec![false; cells];
        let mut orbits = Vec::new();
        for c in 0..cells {
            if seen[c] {
                continue;
            }
            let mut orbit = [0u64; W];
            for &s in &symmetries {
                let image = position[s.apply(n, Cell::from_index(n, order[c])).index(n)];
                seen[image] = true;
                orbit[image / 64] |= 1 << (image % 64);
            }
            orbits.push(orbit);
        }
        orbits.sort_by_key(|o| std::cmp::Reverse(count(o)));
        Independent {
            cells,
            order,
            attacks,
            orbits,
            best: Vec::new(),
            chosen: Vec::new(),
        }
    }

    fn maximum(mut self) -> Vec<usize> {
        self.best = self.greedy();
        let mut left = [0u64; W];
        for c in 0..self.cells {
            left[c / 64] |= 1 << (c % 64);
        }
        for orbit in self.orbits.clone() {
            let representative = lowest(&orbit).expect("an orbit has a cell");
            self.chosen.push(representative);
            let candidates = self.compatible(&left, representative);
            self.expand(candidates);
            self.chosen.pop();
            // Any set meeting this orbit is the image of one holding its
            // representative, just searched.
            for (word, taken) in left.iter_mut().zip(&orbit) {
                *word &= !taken;
            }
        }
        let mut best: Vec<usize> = self.best.iter().map(|&p| self.order[p]).collect();
        best.sort_unstable();
        best
    }

    /// The candidates that do not attack `cell`, itself excluded.
    fn compatible(&self, candidates: &[u64; W], cell: usize) -> [u64; W] {
        let mut next: [u64; W] = std::array::from_fn(|w| candidates[w] & !self.attacks[cell][w]);
        next[cell / 64] &= !(1 << (cell % 64));
        next
    }

    /// Queens placed one at a time on the lowest free cell: a first bound
    /// to beat.
    fn greedy(&self) -> Vec<usize> {
        let mut free = [0u64; W];
        for c in 0..self.cells {
            free[c / 64] |= 1 << (c % 64);
        }
        let mut set = Vec::new();
        while let Some(c) = lowest(&free) {
            set.push(c);
            free = self.compatible(&free, c);
        }
        set
    }

    fn expand(&mut self, candidates: [u64; W]) {
        if count(&candidates) == 0 {
            if self.chosen.len() > self.best.len() {
                self.best.clone_from(&self.chosen);
            }
            return;
        }
        // Colour classes: each takes the lowest uncoloured candidate and
        // then, greedily, candidates attacking every cell already in it.
        let mut order: Vec<(usize, usize)> = Vec::with_capacity(count(&candidates) as usize);
        let mut uncoloured = candidates;
        let mut colour = 0;
        while count(&uncoloured) > 0 {
            colour += 1;
            let mut class = uncoloured;
            while let Some(v) = lowest(&class) {
                class[v / 64] &= !(1 << (v % 64));
                uncoloured[v / 64] &= !(1 << (v % 64));
                for (word, attacked) in class.iter_mut().zip(&self.attacks[v]) {
                    *word &= attacked;
                }
                order.push((v, colour));
            }
        }
        let mut candidates = candidates;
        for &(v, colour) in order.iter().rev() {
            if self.chosen.len() + colour <= self.best.len() {
                return;
            }
            self.chosen.push(v);
            let next = self.compatible(&candidates, v);
            self.expand(next);
            self.chosen.pop();
            candidates[v / 64] &= !(1 << (v % 64));
        }
    }
}

fn count<const W: usize>(set: &[u64; W]) -> u32 {
    set.iter().map(|w| w.count_ones()).sum()
}

fn lowest(set: &[u64]) -> Option<usize> {
    let w = set.iter().position(|&word| word != 0)?;
    Some(w * 64 + set[w].trailing_zeros() as usize)
}
