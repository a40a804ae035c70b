//! What the search's builds share, below them all: the search's tables
//! (`RowSearch`), the lanes of a board and the kernel each build
//! implements, so that the build for one kind of processor reads what
//! the search holds without importing the search.

/// What the search does next.
#[derive(Clone, Copy, Debug)]
pub(super) enum Step {
    /// Every row holds its queen.
    Full,
    /// Fill this unit.
    Row(usize),
}

/// How a build of the search chooses its next step: the portable loops,
/// or a kernel written for one kind of processor.
pub(super) trait Kernel {
    fn next_step(search: &RowSearch, lanes: &Lanes) -> Option<Step>;

    /// Writes into `child` the lanes of `parent` after a queen on column
    /// `col` of unit `unit`, and decides the step after it.
    #[inline(always)]
    fn place_and_step(
        search: &RowSearch,
        parent: &Aligned,
        unit: usize,
        col: usize,
        child: &mut Aligned,
    ) -> Option<Step> {
        child.0 = search.strike_out(&parent.0, unit, col);
        Self::next_step(search, &child.0)
    }
}

/// What one search counts on.
#[derive(Clone, Debug)]
pub(crate) struct RowSearch {
    pub(super) n: usize,
    pub(super) all: u32,
    /// Per unit, its row and its squares.
    pub(super) units: Vec<(u8, u32)>,
    /// `attacks[(r * n + c) * WIDTH..]`: the lanes a queen on `(r, c)`
    /// strikes out: the squares of each unit it attacks (its own unit
    /// whole), its unit, its column and its two diagonals.
    pub(super) attacks: Vec<Aligned>,
    /// The columns that must each hold a queen, whose coverage is checked.
    pub(super) columns: u32,
    /// Whether the diagonals wrap, so that each must hold a queen (the
    /// units are then the rows).
    pub(super) torus: bool,
    /// Per lane, the shifts that rotate its row by the row's index mod n
    /// (`u` and `n - u`, both 0 past the last row).
    pub(super) shifts: [u32; LANES],
    pub(super) shifts_back: [u32; LANES],
    /// Per lane, how the search breaks a tie between units with as few
    /// free squares: `rank << 8 | unit`, the rank being the unit's row's
    /// distance from the middle of the board (twice over), so the middle
    /// rows come first. That measured 13% faster on superqueens and 20%
    /// on the pawns than taking the first unit, and the same on the torus.
    pub(super) tie: [u32; LANES],
}

/// The lanes of a state: the most units a search has.
pub(super) const LANES: usize = 32;

/// The lanes of a state. Per unit, its free squares; then the units not
/// yet filled ([`OPEN`]), the columns and, on the torus, the diagonals
/// (`c - r` mod n) and anti-diagonals (`c + r` mod n) with no queen yet.
/// A queen strikes out of all of them with one table row, so that placing
/// one is a few vector operations and no store of a single word (which
/// would stall the next copy of the state).
pub(super) type Lanes = [u32; WIDTH];

/// The header's lanes.
pub(super) const OPEN: usize = LANES;
pub(super) const COLUMNS: usize = LANES + 1;
pub(super) const DIAGONALS: usize = LANES + 2;
pub(super) const ANTI: usize = LANES + 3;
/// A table row: the units' lanes and the header, padded to a whole
/// 16-lane vector so that a row is three of them.
pub(super) const WIDTH: usize = LANES + 16;

/// Lanes starting on a cache line: a square's table row, or a board of
/// the search's stack. Each then spans three lines rather than up to four,
/// which measured about 7% faster on superqueens.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
pub(super) struct Aligned(pub(super) Lanes);

impl RowSearch {
    /// The row of each unit.
    pub(crate) fn unit_row(&self, unit: usize) -> usize {
        usize::from(self.units[unit].0)
    }

    /// The lanes after a queen on column `col` of unit `unit`: what its
    /// square's table row strikes out.
    #[inline(always)]
    pub(super) fn strike_out(&self, lanes: &Lanes, unit: usize, col: usize) -> Lanes {
        let table = self.table_row(unit, col);
        let mut next = *lanes;
        for (lane, struck) in next.iter_mut().zip(table) {
            *lane &= !struck;
        }
        next
    }

    /// The table row of a queen on column `col` of unit `unit`.
    #[inline(always)]
    pub(super) fn table_row(&self, unit: usize, col: usize) -> &Lanes {
        &self.attacks[self.unit_row(unit) * self.n + col].0
    }
}
