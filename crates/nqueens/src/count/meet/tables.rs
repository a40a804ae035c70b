//! The quadrant table and the half-board placements joined from it.
//!
//! Whether queens on an `h x h` square attack each other does not depend
//! on where the square lies, so one table of placements serves all four
//! quadrants: its diagonals are numbered locally (anti-diagonal `i + j`,
//! diagonal `j - i + h - 1` for local row `i` and column `j`), and a
//! quadrant whose first row and column are `r0` and `c0` turns them into
//! the board's (`r + c` and `c - r + n - 1`) by shifting them `r0 + c0` and
//! `c0 - r0 + n - h` places. A placement is one word: its local
//! anti-diagonals in the low half, its diagonals in the high half.

use super::kernel::Kernel;
use super::layout::{Pack, Shift};

/// Every placement of queens on an `h x h` square (at most one per row and
/// column, none sharing a diagonal), grouped by (rows, columns).
#[derive(Clone, Debug)]
pub(super) struct Table {
    /// The square's side.
    side: usize,
    /// `start[rows << side | cols]..start[.. + 1]` index `placements`.
    start: Vec<u32>,
    /// Per placement, its local anti-diagonals and (`<< 32`) diagonals.
    placements: Vec<u64>,
    /// Per row set, the column sets that have placements.
    nonempty: Vec<Vec<u32>>,
}

impl Table {
    /// The placements on the `side x side` square of the sizes in `sizes`
    /// that use none of the lines in `forbidden`, found by search.
    pub(super) fn enumerated(side: usize, sizes: Sizes, forbidden: Forbidden) -> Table {
        Table::collected(side, |emit| {
            extend(side, sizes, forbidden.0, 0, (0, 0), 0, emit);
        })
    }

    /// The placements of this table of the sizes in `sizes` that, put on
    /// `quadrant`, use none of the board's diagonals in `fixed`.
    pub(super) fn filtered(&self, quadrant: Shift, fixed: (u64, u64), sizes: Sizes) -> Table {
        let keys = self.start.len() - 1;
        Table::collected(self.side, |emit| {
            for key in 0..keys {
                if !sizes.has((key >> self.side).count_ones() as usize) {
                    continue;
                }
                for &placement in
                    &self.placements[self.start[key] as usize..self.start[key + 1] as usize]
                {
                    let (anti, diag) = quadrant.board(placement);
                    if anti & fixed.0 == 0 && diag & fixed.1 == 0 {
                        emit(key as u32, placement);
                    }
                }
            }
        })
    }

    /// The table of the (key, placement) pairs `produce` gives, which it
    /// gives twice in the same order: once to count them by key, once to
    /// store them, so that nothing but the table itself is held.
    fn collected(side: usize, produce: impl Fn(&mut dyn FnMut(u32, u64))) -> Table {
        let keys = 1usize << (2 * side);
        let mut start = vec![0u32; keys + 1];
        produce(&mut |key, _| start[key as usize + 1] += 1);
        let mut sum = 0u64;
        for count in start.iter_mut() {
            sum += u64::from(*count);
            *count = u32::try_from(sum).expect("at most 2^32 placements in a table");
        }
        let mut next = start[..keys].to_vec();
        let mut placements = vec![0; sum as usize];
        produce(&mut |key, placement| {
            let slot = &mut next[key as usize];
            placements[*slot as usize] = placement;
            *slot += 1;
        });
        drop(next);
        let mut table = Table {
            side,
            start,
            placements,
            nonempty: Vec::new(),
        };
        table.nonempty = (0..1u32 << side)
            .map(|rows| {
                (0..1u32 << side)
                    .filter(|&cols| !table.range(rows, cols).is_empty())
                    .collect()
            })
            .collect();
        table
    }

    /// The bytes the table holds.
    #[cfg(test)]
    pub(super) fn bytes(&self) -> usize {
        let nonempty: usize = self.nonempty.iter().map(Vec::len).sum();
        std::mem::size_of_val(self.start.as_slice())
            + std::mem::size_of_val(self.placements.as_slice())
            + std::mem::size_of_val(self.nonempty.as_slice())
            + 4 * nonempty
    }

    fn range(&self, rows: u32, cols: u32) -> std::ops::Range<usize> {
        let key = (rows << self.side | cols) as usize;
        self.start[key] as usize..self.start[key + 1] as usize
    }
}

/// The number of placements on the `side x side` square of each number of
/// queens.
pub(super) fn placements_by_size(side: usize) -> Vec<u64> {
    let mut counts = vec![0; side + 1];
    if side == 0 {
        counts[0] = 1;
    } else {
        count_by_size(side, 0, 0, (0, 0, 0), &mut counts);
    }
    counts
}

/// Adds the placements of local rows `i..` to `counts`, by size, with
/// `queens` placed and `lines` (columns, anti-diagonals, diagonals) used:
/// the last row counted at once from its free squares.
fn count_by_size(side: usize, i: usize, queens: usize, lines: (u32, u64, u64), counts: &mut [u64]) {
    let (cols, anti, diag) = lines;
    let all = (1u32 << side) - 1;
    // Column j of row i is on anti-diagonal i + j and diagonal
    // j - i + side - 1.
    let free = all & !cols & !((anti >> i) as u32) & !((diag >> (side - 1 - i)) as u32);
    if i + 1 == side {
        counts[queens] += 1;
        counts[queens + 1] += u64::from(free.count_ones());
        return;
    }
    count_by_size(side, i + 1, queens, lines, counts);
    let mut left = free;
    while left != 0 {
        let j = left.trailing_zeros() as usize;
        left &= left - 1;
        let placed = (
            cols | 1 << j,
            anti | 1 << (i + j),
            diag | 1 << (j + side - 1 - i),
        );
        count_by_size(side, i + 1, queens + 1, placed, counts);
    }
}

/// The most bytes a table of the `side x side` square holding the sizes in
/// `sizes` takes, from the placements of each size, `by_size`: its
/// placements and, at most, its index and its lists of column sets.
pub(super) fn bytes_at_most(side: usize, sizes: Sizes, by_size: &[u64]) -> u64 {
    let placements: u64 = (0..=side)
        .filter(|&queens| sizes.has(queens))
        .map(|queens| by_size[queens])
        .sum();
    let keys = 1u64 << (2 * side);
    let row_sets = 1u64 << side;
    let list = std::mem::size_of::<Vec<u32>>() as u64;
    8 * placements + 4 * (keys + 1) + list * row_sets + 4 * keys
}

/// Which numbers of queens a table holds, as a bit per number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Sizes(pub(super) u32);

impl Sizes {
    /// Every number of queens a `side x side` square holds.
    pub(super) fn all(side: usize) -> Sizes {
        Sizes((1 << (side + 1)) - 1)
    }

    pub(super) fn has(self, queens: usize) -> bool {
        self.0 >> queens & 1 == 1
    }
}

/// The local lines a table's placements must avoid, as a placement word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Forbidden(u64);

impl Forbidden {
    pub(super) const NONE: Forbidden = Forbidden(0);

    /// The lines of a quadrant at `quadrant` that are the board's
    /// diagonals in `fixed`.
    pub(super) fn on(quadrant: Shift, fixed: (u64, u64)) -> Forbidden {
        let (anti, diag) = quadrant.amounts();
        Forbidden((fixed.0 >> anti & 0xffff_ffff) | (fixed.1 >> diag & 0xffff_ffff) << 32)
    }
}

/// Gives every placement of local rows `i..` to `emit` as (key, placement):
/// those whose number of queens is in `sizes` and that use no line of
/// `forbidden`.
fn extend(
    side: usize,
    sizes: Sizes,
    forbidden: u64,
    i: usize,
    key: (u32, u32),
    used: u64,
    emit: &mut dyn FnMut(u32, u64),
) {
    let queens = key.0.count_ones() as usize;
    // No size within reach: from the queens placed to as many more as
    // rows are left.
    if sizes.0 >> queens & ((2u32 << (side - i)) - 1) == 0 {
        return;
    }
    if i == side {
        if sizes.has(queens) {
            emit(key.0 << side | key.1, used);
        }
        return;
    }
    // Row i empty, or its queen on a free column.
    extend(side, sizes, forbidden, i + 1, key, used, emit);
    for j in 0..side {
        let lines = 1u64 << (i + j) | 1u64 << (32 + j + side - 1 - i);
        if key.1 >> j & 1 == 1 || (used | forbidden) & lines != 0 {
            continue;
        }
        extend(
            side,
            sizes,
            forbidden,
            i + 1,
            (key.0 | 1 << i, key.1 | 1 << j),
            used | lines,
            emit,
        );
    }
}

/// A quadrant: a table (shared, or filtered for fixed queens) and where
/// it lies.
#[derive(Clone, Copy)]
pub(super) struct Quadrant<'a> {
    pub(super) table: &'a Table,
    pub(super) shift: Shift,
}

/// A half of the board: its north and south quadrants, on the same
/// columns.
pub(super) struct Half<'a> {
    pub(super) north: Quadrant<'a>,
    pub(super) south: Quadrant<'a>,
    /// The local columns the half may use (all but a fixed queen's).
    pub(super) cols: u32,
}

impl Half<'_> {
    /// Pushes the packed shared diagonals of every placement of the local
    /// north rows `north_rows` and south rows `south_rows` on the half's
    /// columns with no diagonal twice (the tables hold only placements
    /// that avoid the fixed queens).
    #[inline(always)]
    pub(super) fn placements<K: Kernel>(
        &self,
        north_rows: u32,
        south_rows: u32,
        pack: Pack,
        out: &mut Vec<u64>,
    ) {
        if north_rows.count_ones() + south_rows.count_ones() != self.cols.count_ones() {
            return;
        }
        let (n, s) = (self.north.table, self.south.table);
        for &north_cols in &n.nonempty[north_rows as usize] {
            if north_cols & !self.cols != 0 {
                continue;
            }
            let south = s.range(south_rows, self.cols & !north_cols);
            if south.is_empty() {
                continue;
            }
            let south = &s.placements[south];
            for &placement in &n.placements[n.range(north_rows, north_cols)] {
                K::join(
                    self.north.shift.board(placement),
                    south,
                    self.south.shift,
                    pack,
                    out,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Forbidden, Shift, Sizes, Table};

    /// Every (key, placement) of the `side x side` square found by trying
    /// each column or none in every row, sorted.
    fn brute_force(side: usize, sizes: Sizes, forbidden: u64) -> Vec<(u32, u64)> {
        let mut found = Vec::new();
        let choices = (side + 1).pow(side as u32);
        'next: for mut code in 0..choices {
            let (mut rows, mut cols, mut used) = (0u32, 0u32, 0u64);
            for i in 0..side {
                let choice = code % (side + 1);
                code /= side + 1;
                if choice == side {
                    continue;
                }
                let lines = 1u64 << (i + choice) | 1u64 << (32 + choice + side - 1 - i);
                if cols >> choice & 1 == 1 || (used | forbidden) & lines != 0 {
                    continue 'next;
                }
                rows |= 1 << i;
                cols |= 1 << choice;
                used |= lines;
            }
            if sizes.has(rows.count_ones() as usize) {
                found.push((rows << side | cols, used));
            }
        }
        found.sort_unstable();
        found
    }

    fn listed(table: &Table) -> Vec<(u32, u64)> {
        let mut all = Vec::new();
        for rows in 0..1u32 << table.side {
            for cols in 0..1u32 << table.side {
                for &placement in &table.placements[table.range(rows, cols)] {
                    all.push((rows << table.side | cols, placement));
                }
            }
        }
        all.sort_unstable();
        all
    }

    #[test]
    fn the_placements_by_size_are_those_brute_force_finds() {
        for side in 0..=6 {
            let mut expected = vec![0u64; side + 1];
            for (key, _) in brute_force(side, Sizes::all(side), 0) {
                expected[(key >> side).count_ones() as usize] += 1;
            }
            assert_eq!(super::placements_by_size(side), expected, "side {side}");
        }
    }

    #[test]
    fn the_tables_hold_what_brute_force_finds() {
        for side in 1..=6 {
            let n = 2 * side + 1;
            let (anti, diag) = (0b1010_0100_1000u64 << 3, 0b0110_0001_0010u64 << 2);
            let quadrant = Shift::new(n, side, n - side, 0);
            let forbidden = Forbidden::on(quadrant, (anti, diag));
            let all = Sizes::all(side);
            let some = Sizes(1 << (side / 2) | 1 << side);
            let whole = Table::enumerated(side, all, Forbidden::NONE);
            assert_eq!(listed(&whole), brute_force(side, all, 0), "side {side}");
            for sizes in [all, some] {
                let expected = brute_force(side, sizes, forbidden.0);
                let searched = Table::enumerated(side, sizes, forbidden);
                assert_eq!(listed(&searched), expected, "side {side}, {sizes:?}");
                let filtered = whole.filtered(quadrant, (anti, diag), sizes);
                assert_eq!(listed(&filtered), expected, "side {side}, {sizes:?}");
            }
        }
    }
}
