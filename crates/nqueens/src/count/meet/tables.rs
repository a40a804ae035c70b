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
    /// Every placement on the `side x side` square.
    pub(super) fn new(side: usize) -> Table {
        let mut found = Vec::new();
        extend(side, 0, (0, 0), 0, &mut found);
        Table::grouped(side, found)
    }

    /// The table of `found` (key, placement) pairs.
    fn grouped(side: usize, found: Vec<(u32, u64)>) -> Table {
        let keys = 1usize << (2 * side);
        let mut start = vec![0u32; keys + 1];
        for &(key, _) in &found {
            start[key as usize + 1] += 1;
        }
        for k in 0..keys {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut placements = vec![0; found.len()];
        for &(key, placement) in &found {
            placements[next[key as usize] as usize] = placement;
            next[key as usize] += 1;
        }
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

    /// The placements that, put on `quadrant`, use none of the board's
    /// diagonals in `fixed`.
    pub(super) fn avoiding(&self, quadrant: Shift, fixed: (u64, u64)) -> Table {
        let keys = self.start.len() - 1;
        let mut found = Vec::new();
        for key in 0..keys {
            for &placement in
                &self.placements[self.start[key] as usize..self.start[key + 1] as usize]
            {
                let (anti, diag) = quadrant.board(placement);
                if anti & fixed.0 == 0 && diag & fixed.1 == 0 {
                    found.push((key as u32, placement));
                }
            }
        }
        Table::grouped(self.side, found)
    }

    fn range(&self, rows: u32, cols: u32) -> std::ops::Range<usize> {
        let key = (rows << self.side | cols) as usize;
        self.start[key] as usize..self.start[key + 1] as usize
    }
}

/// Adds every placement of local rows `i..` to `out` as (key, placement).
fn extend(side: usize, i: usize, key: (u32, u32), used: u64, out: &mut Vec<(u32, u64)>) {
    if i == side {
        out.push((key.0 << side | key.1, used));
        return;
    }
    // Row i empty, or its queen on a free column.
    extend(side, i + 1, key, used, out);
    for j in 0..side {
        let lines = 1u64 << (i + j) | 1u64 << (32 + j + side - 1 - i);
        if key.1 >> j & 1 == 1 || used & lines != 0 {
            continue;
        }
        extend(
            side,
            i + 1,
            (key.0 | 1 << i, key.1 | 1 << j),
            used | lines,
            out,
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
