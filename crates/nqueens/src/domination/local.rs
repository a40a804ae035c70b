//! Local search for dominating sets of a given size: tabu moves scored
//! from bitsets, and a search over sets the half turn keeps.

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use super::Domination;

impl Domination {
    /// A dominating set of `size` queens (independent ones for the
    /// independent problem) found by local search, or `None` if none
    /// turned up in `steps` moves. The same seed gives the same answer
    /// everywhere. Finding none proves nothing; finding one shows the
    /// domination number is at most `size`.
    ///
    /// ```
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::new(&Model::classic(12)?);
    /// let queens = domination.search_of_size(6, 1, 1_000_000).expect("six queens dominate 12 x 12");
    /// assert_eq!(domination.check(&queens), Ok(()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn search_of_size(&self, size: usize, seed: u64, steps: u64) -> Option<Vec<usize>> {
        // Half the moves go to sets that the half turn maps to themselves,
        // where the board has one: a far smaller space, which holds the
        // minimum sets the plain search misses on the hard boards (21 x 21
        // and 25 x 25, where they are rare).
        if let Some(turn) = self.half_turn().filter(|_| !self.independent) {
            if let Some(found) = PairedSearch::new(self, &turn, size, seed).run(steps / 2) {
                return Some(found);
            }
            return LocalSearch::new(self, size, seed).run(steps - steps / 2);
        }
        LocalSearch::new(self, size, seed).run(steps)
    }

    /// The half turn of the board among the model's symmetries, if it has
    /// it: cell `i` to cell `cells - 1 - i` (on the square boards, `(r, c)`
    /// to `(n - 1 - r, n - 1 - c)`).
    fn half_turn(&self) -> Option<Vec<usize>> {
        let cells = self.cells;
        self.symmetries
            .iter()
            .find(|perm| perm.iter().enumerate().all(|(i, &j)| j == cells - 1 - i))
            .cloned()
    }

    /// A dominating set built greedily: each queen on the cell (allowed,
    /// for the independent problem) covering most cells not yet covered,
    /// the lowest such cell on ties. Quick, and rarely minimum.
    ///
    /// ```
    /// use nqueens::domination::Domination;
    /// use nqueens::variant::Model;
    ///
    /// let domination = Domination::independent(&Model::classic(8)?);
    /// let queens = domination.greedy();
    /// assert_eq!(domination.check(&queens), Ok(()));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn greedy(&self) -> Vec<usize> {
        let words = self.words;
        let mut covered = vec![0u64; words];
        let mut allowed = vec![true; self.cells];
        let mut queens = Vec::new();
        let gain = |cell: usize, covered: &[u64]| -> u32 {
            self.closed_row(cell)
                .iter()
                .zip(covered)
                .map(|(a, b)| (a & !b).count_ones())
                .sum()
        };
        loop {
            let best = (0..self.cells)
                .filter(|&c| allowed[c])
                .map(|c| (gain(c, &covered), std::cmp::Reverse(c)))
                .max()
                .filter(|&(gain, _)| gain > 0);
            let Some((_, std::cmp::Reverse(cell))) = best else {
                break;
            };
            queens.push(cell);
            for (w, bits) in covered.iter_mut().zip(self.closed_row(cell)) {
                *w |= bits;
            }
            allowed[cell] = false;
            if self.independent {
                for (c, allowed) in allowed.iter_mut().enumerate() {
                    if self.attack(cell, c) {
                        *allowed = false;
                    }
                }
            }
        }
        queens.sort_unstable();
        queens
    }

    /// The smallest dominating set found: the greedy one, then one queen
    /// fewer each time the local search finds such a set within `steps`
    /// moves, down to `floor` queens (a lower bound known to the caller,
    /// such as [`spencer_bound`](super::spencer_bound) on the square board, or 1). An upper bound
    /// on the domination number, and the minimum only where it meets a
    /// lower bound.
    ///
    /// ```
    /// use nqueens::domination::{Domination, spencer_bound};
    /// use nqueens::variant::Model;
    ///
    /// // Five queens on 11 x 11 meet the lower bound: the minimum.
    /// let queens = Domination::new(&Model::classic(11)?).smallest_found(0, 1_000_000, spencer_bound(11));
    /// assert_eq!(queens.len(), 5);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn smallest_found(&self, seed: u64, steps: u64, floor: usize) -> Vec<usize> {
        let mut best = self.greedy();
        while best.len() > floor {
            match self.search_of_size(best.len() - 1, seed, steps) {
                Some(smaller) => best = smaller,
                None => break,
            }
        }
        best
    }
}

/// A local search for a dominating set of a given size. Each step takes
/// a cell nobody covers (at random) and moves a queen onto one of the cells
/// covering it: the move leaving the fewest cells uncovered (and, for the
/// independent problem, the fewest attacking pairs), ties at random; a
/// queen that moved in the last few steps stays unless its move beats the
/// best board seen (tabu search). A move is scored from bitsets of the
/// cells covered by no queen and by exactly one, so a step costs a few
/// words per candidate move.
struct LocalSearch<'a> {
    domination: &'a Domination,
    queens: Vec<usize>,
    /// Per cell, how many queens cover it.
    cover: Vec<u32>,
    /// Per queen, the step it last moved.
    moved: Vec<u64>,
    rng: Xoshiro256PlusPlus,
}

/// How many steps a queen that moved stays put.
const TABU_STEPS: u64 = 4;

/// The local search restricted to sets the half turn maps to themselves:
/// its pieces are orbits, a cell and its image (or the centre alone, for
/// an odd size), and each step moves one orbit onto an orbit covering a
/// cell left uncovered, the move that leaves fewest uncovered, tabu as in
/// [`LocalSearch`]. Moves are scored from the bitset of cells uncovered
/// with the moving piece lifted.
struct PairedSearch<'a> {
    domination: &'a Domination,
    turn: &'a [usize],
    /// Per piece, its first cell (its image is the other).
    pieces: Vec<usize>,
    cover: Vec<u32>,
    uncovered: usize,
    moved: Vec<u64>,
    rng: Xoshiro256PlusPlus,
}

impl<'a> PairedSearch<'a> {
    fn new(domination: &'a Domination, turn: &'a [usize], size: usize, seed: u64) -> Self {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let cells = domination.cells;
        let centre = (0..cells).find(|&c| turn[c] == c);
        let mut pieces = Vec::new();
        let mut taken = vec![false; cells];
        let mut placed = 0;
        if let Some(centre) = centre.filter(|_| size % 2 == 1) {
            pieces.push(centre);
            taken[centre] = true;
            placed = 1;
        }
        // Pairs of distinct cells; an odd size without a centre cannot be
        // placed this way, and gets no pieces.
        if placed == size % 2 {
            while placed + 2 <= size && placed + 2 <= cells {
                let c = (rng.next_u64() % cells as u64) as usize;
                if !taken[c] && turn[c] != c {
                    taken[c] = true;
                    taken[turn[c]] = true;
                    pieces.push(c);
                    placed += 2;
                }
            }
        }
        let mut search = PairedSearch {
            domination,
            turn,
            moved: vec![0; pieces.len()],
            pieces: Vec::new(),
            cover: vec![0; cells],
            uncovered: cells,
            rng,
        };
        if placed == size {
            for &p in &pieces {
                search.add_piece(p, 1);
            }
            search.pieces = pieces;
        }
        search
    }

    /// The cells of the piece whose first cell is `cell`.
    fn piece_cells(&self, cell: usize) -> [Option<usize>; 2] {
        let image = self.turn[cell];
        [Some(cell), (image != cell).then_some(image)]
    }

    fn add_piece(&mut self, cell: usize, delta: i32) {
        for c in self.piece_cells(cell).into_iter().flatten() {
            for x in self.domination.covered_by_iter(c) {
                let before = self.cover[x];
                self.cover[x] = before.wrapping_add_signed(delta);
                match (before, self.cover[x]) {
                    (0, _) => self.uncovered -= 1,
                    (_, 0) => self.uncovered += 1,
                    _ => {}
                }
            }
        }
    }

    fn run(&mut self, steps: u64) -> Option<Vec<usize>> {
        if self.pieces.is_empty() {
            return None;
        }
        let cells = self.domination.cells;
        let mut best_ever = self.uncovered;
        let mut occupied = vec![false; cells];
        for step in 1..=steps {
            if self.uncovered == 0 {
                let mut queens: Vec<usize> = self
                    .pieces
                    .iter()
                    .flat_map(|&p| self.piece_cells(p).into_iter().flatten())
                    .collect();
                queens.sort_unstable();
                return Some(queens);
            }
            let uncovered: Vec<usize> = (0..cells).filter(|&c| self.cover[c] == 0).collect();
            let target = uncovered[(self.rng.next_u64() % uncovered.len() as u64) as usize];
            occupied.fill(false);
            for &p in &self.pieces {
                for c in self.piece_cells(p).into_iter().flatten() {
                    occupied[c] = true;
                }
            }
            let words = self.domination.words;
            let mut zero = vec![0u64; words];
            let mut best: Option<(usize, u64, usize, usize)> = None;
            for i in 0..self.pieces.len() {
                let from = self.pieces[i];
                // The centre stays: it is the one orbit of one cell.
                if self.turn[from] == from {
                    continue;
                }
                let tabu = step - self.moved[i] <= TABU_STEPS;
                // With the piece lifted, the cells nobody covers; a piece
                // put down covers the ones its two cells cover.
                self.add_piece(from, -1);
                zero.fill(0);
                for (c, &k) in self.cover.iter().enumerate() {
                    if k == 0 {
                        zero[c / 64] |= 1 << (c % 64);
                    }
                }
                let lifted = self.uncovered;
                self.add_piece(from, 1);
                for to in self.domination.covered_by_iter(target) {
                    if occupied[to] || occupied[self.turn[to]] || self.turn[to] == to {
                        continue;
                    }
                    let (a, b) = (
                        self.domination.closed_row(to),
                        self.domination.closed_row(self.turn[to]),
                    );
                    let won: usize = (0..words)
                        .map(|w| ((a[w] | b[w]) & zero[w]).count_ones() as usize)
                        .sum();
                    let after = lifted - won;
                    if tabu && after >= best_ever {
                        continue;
                    }
                    let tie = self.rng.next_u64();
                    if best.is_none_or(|b| (after, tie) < (b.0, b.1)) {
                        best = Some((after, tie, i, to));
                    }
                }
            }
            if let Some((_, _, i, to)) = best {
                self.add_piece(self.pieces[i], -1);
                self.add_piece(to, 1);
                self.pieces[i] = to;
                self.moved[i] = step;
                best_ever = best_ever.min(self.uncovered);
            }
        }
        None
    }
}

impl<'a> LocalSearch<'a> {
    fn new(domination: &'a Domination, size: usize, seed: u64) -> LocalSearch<'a> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let cells = domination.cells;
        let mut queens = Vec::with_capacity(size);
        while queens.len() < size.min(cells) {
            let c = (rng.next_u64() % cells as u64) as usize;
            if !queens.contains(&c) {
                queens.push(c);
            }
        }
        let mut search = LocalSearch {
            domination,
            cover: vec![0; cells],
            moved: vec![0; queens.len()],
            queens,
            rng,
        };
        for i in 0..search.queens.len() {
            search.add(search.queens[i], 1);
        }
        search
    }

    fn add(&mut self, cell: usize, delta: i32) {
        for c in self.domination.covered_by_iter(cell) {
            self.cover[c] = self.cover[c].wrapping_add_signed(delta);
        }
    }

    /// The number of other queens a queen on `cell` would attack, queen
    /// `except` aside.
    fn attacked_queens(&self, cell: usize, except: usize) -> usize {
        self.queens
            .iter()
            .enumerate()
            .filter(|&(j, &q)| j != except && self.domination.attack(cell, q))
            .count()
    }

    /// Cells uncovered, plus attacking pairs on the independent problem.
    fn cost(&self) -> usize {
        let uncovered = self.cover.iter().filter(|&&k| k == 0).count();
        if !self.domination.independent {
            return uncovered;
        }
        let pairs: usize = (0..self.queens.len())
            .map(|i| self.attacked_queens(self.queens[i], i))
            .sum();
        uncovered + pairs / 2
    }

    fn run(&mut self, steps: u64) -> Option<Vec<usize>> {
        if self.queens.is_empty() {
            return None;
        }
        let (cells, words) = (self.domination.cells, self.domination.words);
        let mut cost = self.cost();
        let mut best_cost = cost;
        let mut none = vec![0u64; words];
        let mut once = vec![0u64; words];
        let mut uncovered = Vec::with_capacity(cells);
        for step in 1..=steps {
            if cost == 0 {
                let mut queens = self.queens.clone();
                queens.sort_unstable();
                return Some(queens);
            }
            none.fill(0);
            once.fill(0);
            uncovered.clear();
            for (c, &k) in self.cover.iter().enumerate() {
                match k {
                    0 => {
                        none[c / 64] |= 1 << (c % 64);
                        uncovered.push(c);
                    }
                    1 => once[c / 64] |= 1 << (c % 64),
                    _ => {}
                }
            }
            // What to fix: an uncovered cell, whose coverers are the
            // targets; or, all covered but queens attacking, a queen of a
            // pair, which may go anywhere.
            let (targets, movers): (Vec<usize>, Vec<usize>) = if uncovered.is_empty() {
                let attacking: Vec<usize> = (0..self.queens.len())
                    .filter(|&i| self.attacked_queens(self.queens[i], i) > 0)
                    .collect();
                let pick = attacking[(self.rng.next_u64() % attacking.len() as u64) as usize];
                ((0..cells).collect(), vec![pick])
            } else {
                let target = uncovered[(self.rng.next_u64() % uncovered.len() as u64) as usize];
                (
                    self.domination.covered_by(target),
                    (0..self.queens.len()).collect(),
                )
            };
            let mut best: Option<(isize, u64, usize, usize)> = None;
            for &i in &movers {
                let from = self.queens[i];
                let from_row = self.domination.closed_row(from);
                let tabu = step - self.moved[i] <= TABU_STEPS;
                let pairs_from = if self.domination.independent {
                    self.attacked_queens(from, i) as isize
                } else {
                    0
                };
                for &to in &targets {
                    if to == from || self.queens.contains(&to) {
                        continue;
                    }
                    let to_row = self.domination.closed_row(to);
                    // Cells only `from` covers and `to` does not are lost;
                    // uncovered cells `to` covers are won.
                    let mut delta = 0isize;
                    for w in 0..words {
                        delta += (from_row[w] & once[w] & !to_row[w]).count_ones() as isize;
                        delta -= (to_row[w] & none[w]).count_ones() as isize;
                    }
                    if self.domination.independent {
                        delta += self.attacked_queens(to, i) as isize - pairs_from;
                    }
                    let after = cost as isize + delta;
                    if tabu && after >= best_cost as isize {
                        continue;
                    }
                    let tie = self.rng.next_u64();
                    if best.is_none_or(|b| (after, tie) < (b.0, b.1)) {
                        best = Some((after, tie, i, to));
                    }
                }
            }
            if let Some((after, _, i, to)) = best {
                let from = self.queens[i];
                self.add(from, -1);
                self.add(to, 1);
                self.queens[i] = to;
                self.moved[i] = step;
                cost = after as usize;
                best_cost = best_cost.min(cost);
            }
        }
        None
    }
}
