//! Counting by meeting in the middle (DESIGN.md, "Counter v2: meet in the
//! middle"): the method [`Plan::new`] picks for the boards it counts
//! fastest, split into subproblems like the backtracking count, so that
//! threads, progress, checkpoints and shards work alike.
//!
//! Every solution puts one queen in each row; the rows whose queen stands
//! in the east half of the columns are its *east rows* E. For one E, the
//! east half-placements (rows E on the east columns) are joined from the
//! north-east and south-east quadrants' tables, the west ones likewise,
//! and a solution is an (east, west) pair with no diagonal in common,
//! which the matcher counts. The quadrant tables (every placement of a
//! quadrant, by row set and column set) are built once.
//!
//! Odd boards place the middle row's and middle column's queens first:
//! the centre, or a pair off it counted once for its eight images.
//!
//! The classes follow from Burnside's lemma: no reflection of the square
//! maps a solution of a board larger than 1 x 1 to itself (it would put
//! two queens on one line), so the number of classes
//! is `(Q + S180 + 2 S90) / 8`, where S180 and S90 count the solutions the
//! half turn and the quarter turn keep (two of the turns are quarter
//! turns); those come from searches over a half and a quarter of the
//! board.
//!
//! [`Plan::new`]: super::Plan::new

mod kernel;
mod layout;
mod matcher;
mod split;
mod symmetric;
mod tables;

#[cfg(target_arch = "x86_64")]
mod avx512;

use kernel::{Kernel, Portable};
use layout::{Pack, Shift};
use matcher::Matcher;
use tables::{Half, Quadrant, Table};

use super::Counts;
use crate::error::{Error, ErrorKind};
pub(crate) use split::MeetPlan;
use symmetric::Turn;

/// The largest board [`total`] takes. At n = 20 and 21 the quadrant table
/// holds 7.5 million placements (60 MB); a count of n = 20 needed 189 MB
/// at its peak on one thread, n = 21 376 MB on two. At n = 22 the table
/// would hold 66.8 million (534 MB, built from twice that): larger boards
/// need it built in pieces (DESIGN.md, "Why stop at n = 21?").
pub const MAX_MEET_N: usize = 21;

/// The number of solutions of the `n`-queens problem (OEIS A000170),
/// counted by meeting in the middle on this thread.
///
/// ```
/// assert_eq!(nqueens::count::meet::total(8), Ok(92));
/// assert_eq!(nqueens::count::meet::total(13), Ok(73_712));
/// ```
///
/// # Errors
///
/// [`ErrorKind::EmptyBoard`] for `n = 0` and [`ErrorKind::TooLarge`]
/// above [`MAX_MEET_N`]. Boards below 6 x 6 are counted by backtracking.
pub fn total(n: usize) -> Result<u128, Error> {
    check_size(n)?;
    super::check(n)?;
    // Quadrants of one or two rows leave nothing to meet: the backtracking
    // counter takes the smallest boards.
    if n < 6 {
        return super::count(n);
    }
    Ok(u128::from(Counter::new(n).total()))
}

/// Refuses boards above [`MAX_MEET_N`].
pub(crate) fn check_size(n: usize) -> Result<(), Error> {
    if n > MAX_MEET_N {
        return Err(Error::new(ErrorKind::TooLarge {
            method: "meet",
            n,
            max: MAX_MEET_N,
            instead: Some("backtrack"),
        }));
    }
    Ok(())
}

/// The number of solutions and of classes of solutions under the
/// symmetries of the square (OEIS A000170 and A002562), counted by meeting
/// in the middle on this thread; the classes from Burnside's lemma with
/// the solutions the turns keep, which cost little beside the total.
///
/// ```
/// let counts = nqueens::count::meet::counts(10)?;
/// assert_eq!((counts.total, counts.unique), (724, 92));
/// # Ok::<(), nqueens::Error>(())
/// ```
///
/// # Errors
///
/// As for [`total`].
pub fn counts(n: usize) -> Result<Counts, Error> {
    let total = total(n)?;
    let unique = if n == 1 {
        1
    } else {
        let turned = total + fixed_by_half_turn(n)? + 2 * fixed_by_quarter_turn(n)?;
        assert!(
            turned % 8 == 0,
            "Burnside's sum for n = {n} is {turned}, not a multiple of 8"
        );
        turned / 8
    };
    Ok(Counts { n, total, unique })
}

/// The solutions of the `n x n` board that the half turn maps to
/// themselves (OEIS A032522).
///
/// ```
/// assert_eq!(nqueens::count::meet::fixed_by_half_turn(8), Ok(4));
/// ```
///
/// # Errors
///
/// [`ErrorKind::EmptyBoard`] for `n = 0` and [`ErrorKind::TooLarge`]
/// above [`super::MAX_COUNT_N`].
pub fn fixed_by_half_turn(n: usize) -> Result<u128, Error> {
    super::check(n)?;
    Ok(symmetric::fixed_by(n, Turn::Half))
}

/// The solutions of the `n x n` board that the quarter turn maps to
/// themselves (OEIS A033148).
///
/// ```
/// assert_eq!(nqueens::count::meet::fixed_by_quarter_turn(12), Ok(8));
/// ```
///
/// # Errors
///
/// As for [`fixed_by_half_turn`].
pub fn fixed_by_quarter_turn(n: usize) -> Result<u128, Error> {
    super::check(n)?;
    Ok(symmetric::fixed_by(n, Turn::Quarter))
}

/// The quadrant table of one board and the cases of its count.
struct Counter {
    n: usize,
    /// The quadrants' side: `n / 2`. The north quadrants hold rows
    /// `0..side`, the south ones `n - side..n` (odd n leaves out the middle
    /// row and column).
    side: usize,
    /// Every placement of a quadrant.
    table: Table,
    /// Where the north-west, north-east, south-west and south-east
    /// quadrants lie.
    shifts: [Shift; 4],
    /// The diagonals both halves reach.
    pack: Pack,
}

/// Queens placed before the halves are joined (odd boards), and how the
/// east rows are taken.
#[derive(Clone, Debug)]
pub(super) struct Case {
    /// The diagonals of the placed queens.
    fixed: (u64, u64),
    /// The rows without a placed queen.
    rows: Vec<usize>,
    /// The local west columns free (all but a placed queen's).
    west_cols: u32,
    /// Whether the east rows are taken once per class under the vertical
    /// flip and the mirror (the placed queens keep both).
    symmetric: bool,
    /// How many solutions each one found stands for.
    weight: u64,
}

impl Counter {
    fn new(n: usize) -> Counter {
        let side = n / 2;
        // Odd n: the middle row and column are left out of the quadrants.
        let west_cols: Vec<usize> = (0..side).collect();
        let east_cols: Vec<usize> = (n - side..n).collect();
        // The diagonals both halves reach: only those can clash.
        let reach = |cols: &[usize]| {
            let (mut anti, mut diag) = (0u64, 0u64);
            for r in 0..n {
                for &c in cols {
                    anti |= 1 << (r + c);
                    diag |= 1 << (c + n - 1 - r);
                }
            }
            (anti, diag)
        };
        let (east, west) = (reach(&east_cols), reach(&west_cols));
        let (north, south, west_col, east_col) = (0, n - side, 0, n - side);
        Counter {
            n,
            side,
            table: Table::new(side),
            shifts: [
                (north, west_col),
                (north, east_col),
                (south, west_col),
                (south, east_col),
            ]
            .map(|(row, col)| Shift::new(n, side, row, col)),
            pack: Pack::new(east.0 & west.0, east.1 & west.1),
        }
    }

    /// The solutions of one case, with its weight, on this thread.
    fn count_case(&self, case: &Case) -> u64 {
        let tables = self.tables_for(case);
        let first = EastRows::new(case, self.side).state();
        self.count_sets(case, &tables, first, usize::MAX, &mut Scratch::default())
    }

    fn total(&self) -> u64 {
        cases(self.n).iter().map(|case| self.count_case(case)).sum()
    }

    /// The quadrant tables of `case`: with queens placed, each quadrant
    /// keeps the placements that avoid their diagonals.
    fn tables_for(&self, case: &Case) -> CaseTables {
        if case.fixed == (0, 0) {
            return CaseTables { filtered: None };
        }
        let filter = |k: usize| self.table.avoiding(self.shifts[k], case.fixed);
        #[cfg(feature = "parallel")]
        let filtered = {
            let ((nw, ne), (sw, se)) = rayon::join(
                || rayon::join(|| filter(0), || filter(1)),
                || rayon::join(|| filter(2), || filter(3)),
            );
            [nw, ne, sw, se]
        };
        #[cfg(not(feature = "parallel"))]
        let filtered = [0, 1, 2, 3].map(filter);
        CaseTables {
            filtered: Some(Box::new(filtered)),
        }
    }

    /// The solutions, with the case's weight, of at most `sets` of the
    /// case's east-row sets, from the one at state `first` of
    /// [`EastRows`] on.
    fn count_sets(
        &self,
        case: &Case,
        tables: &CaseTables,
        first: u64,
        sets: usize,
        scratch: &mut Scratch,
    ) -> u64 {
        if crate::dispatch::portable_only() {
            return self.count_sets_with::<Portable>(case, tables, first, sets, scratch);
        }
        #[cfg(target_arch = "x86_64")]
        if crate::dispatch::has_avx512() {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.count_sets_avx512(case, tables, first, sets, scratch) };
        }
        self.count_sets_with::<Portable>(case, tables, first, sets, scratch)
    }

    /// [`Counter::count_sets`] compiled for processors with AVX-512 and
    /// BMI2; the whole count is inlined into it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vpopcntdq,bmi2,popcnt")]
    fn count_sets_avx512(
        &self,
        case: &Case,
        tables: &CaseTables,
        first: u64,
        sets: usize,
        scratch: &mut Scratch,
    ) -> u64 {
        self.count_sets_with::<avx512::Avx512>(case, tables, first, sets, scratch)
    }

    #[inline(always)]
    fn count_sets_with<K: Kernel>(
        &self,
        case: &Case,
        tables: &CaseTables,
        first: u64,
        sets: usize,
        scratch: &mut Scratch,
    ) -> u64 {
        let quadrant = |k: usize| Quadrant {
            table: tables
                .filtered
                .as_ref()
                .map_or(&self.table, |tables| &tables[k]),
            shift: self.shifts[k],
        };
        let [nw, ne, sw, se] = [0, 1, 2, 3].map(quadrant);
        let all_cols: u32 = (1 << self.side) - 1;
        let east = Half {
            north: ne,
            south: se,
            cols: all_cols,
        };
        let west = Half {
            north: nw,
            south: sw,
            cols: case.west_cols,
        };
        // A board-row mask as the north and south quadrants' local rows.
        let (side, south_from) = (self.side, self.n - self.side);
        let north = |rows: u64| (rows & ((1 << side) - 1)) as u32;
        let south = |rows: u64| (rows >> south_from & ((1 << side) - 1)) as u32;
        let Scratch {
            matcher,
            east: east_list,
            west: west_list,
        } = scratch;
        let mut total = 0;
        for (east_rows, west_rows, weight) in EastRows::at(case, self.side, first).take(sets) {
            east_list.clear();
            west_list.clear();
            east.placements::<K>(north(east_rows), south(east_rows), self.pack, east_list);
            if east_list.is_empty() {
                continue;
            }
            west.placements::<K>(north(west_rows), south(west_rows), self.pack, west_list);
            total += weight * matcher.count::<K>(east_list, west_list);
        }
        total * case.weight
    }
}

/// The buffers of a count, kept from one east-row set to the next.
#[derive(Default)]
pub(super) struct Scratch {
    matcher: Matcher,
    east: Vec<u64>,
    west: Vec<u64>,
}

/// The quadrant tables of one case: the shared table, or for queens
/// placed a copy per quadrant without the placements they attack.
pub(super) struct CaseTables {
    filtered: Option<Box<[Table; 4]>>,
}

/// The cases of the count of the `n x n` board (`n >= 6`): the whole board
/// for even `n`; for odd `n` the centre queen, and each pair of a
/// middle-row queen on `(h, a)` and a middle-column queen on `(b, h)` with
/// `a < b < h`, whose eight images under the square's symmetries are
/// distinct.
fn cases(n: usize) -> Vec<Case> {
    let h = n / 2;
    let all_cols: u32 = (1 << h) - 1;
    if n.is_multiple_of(2) {
        return vec![Case {
            fixed: (0, 0),
            rows: (0..n).collect(),
            west_cols: all_cols,
            symmetric: true,
            weight: 1,
        }];
    }
    let queen = |r: usize, c: usize| (1u64 << (r + c), 1u64 << (c + n - 1 - r));
    let mut cases = vec![Case {
        fixed: queen(h, h),
        rows: (0..n).filter(|&r| r != h).collect(),
        west_cols: all_cols,
        symmetric: true,
        weight: 1,
    }];
    for a in 0..h {
        for b in a + 1..h {
            let (row, col) = (queen(h, a), queen(b, h));
            cases.push(Case {
                fixed: (row.0 | col.0, row.1 | col.1),
                rows: (0..n).filter(|&r| r != h && r != b).collect(),
                // West column a is local column a.
                west_cols: all_cols & !(1 << a),
                symmetric: false,
                weight: 8,
            });
        }
    }
    cases
}

/// The ways of choosing `count` of a case's rows as east rows, as
/// `(east, west, weight)` with board-row masks: once per class under the
/// vertical flip (reversed order) and the mirror (complement) when the
/// case is symmetric, with the size of that class. The sets come in a fixed
/// order, and an iterator can start at any of them from its
/// [`EastRows::state`].
#[derive(Clone)]
pub(super) struct EastRows<'a> {
    case: &'a Case,
    /// The next set to look at, as a mask of positions in `case.rows`.
    next: u64,
    full: u64,
}

impl<'a> EastRows<'a> {
    pub(super) fn new(case: &'a Case, count: usize) -> EastRows<'a> {
        EastRows::at(case, count, (1 << count) - 1)
    }

    /// The sets from the one at `state` on.
    pub(super) fn at(case: &'a Case, count: usize, state: u64) -> EastRows<'a> {
        debug_assert_eq!(state.count_ones() as usize, count);
        EastRows {
            case,
            next: state,
            full: (1 << case.rows.len()) - 1,
        }
    }

    /// Where the iterator stands: the next set it gives (or the end).
    pub(super) fn state(&self) -> u64 {
        let mut probe = self.clone();
        while probe.next <= probe.full && probe.weight() == 0 {
            probe.step();
        }
        probe.next
    }

    /// The size of the class of the set at `next`, or 0 when another
    /// member of its class comes first.
    fn weight(&self) -> u64 {
        let e = self.next;
        if !self.case.symmetric {
            return 1;
        }
        let m = self.case.rows.len();
        let reversed = e.reverse_bits() >> (64 - m);
        let mut images = [e, reversed, self.full & !e, self.full & !reversed];
        if images.iter().any(|&x| x < e) {
            return 0;
        }
        images.sort_unstable();
        1 + images.windows(2).filter(|pair| pair[0] != pair[1]).count() as u64
    }

    /// The next set of as many rows (Gosper's hack).
    fn step(&mut self) {
        let e = self.next;
        let low = e & e.wrapping_neg();
        let carry = e + low;
        self.next = (((carry ^ e) >> 2) / low) | carry;
    }
}

impl Iterator for EastRows<'_> {
    type Item = (u64, u64, u64);

    fn next(&mut self) -> Option<(u64, u64, u64)> {
        while self.next <= self.full {
            let weight = self.weight();
            let e = self.next;
            self.step();
            if weight == 0 {
                continue;
            }
            let (mut east, mut west) = (0u64, 0u64);
            for (i, &r) in self.case.rows.iter().enumerate() {
                if e >> i & 1 == 1 {
                    east |= 1 << r;
                } else {
                    west |= 1 << r;
                }
            }
            return Some((east, west, weight));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{MeetPlan, total};
    use crate::dispatch::portable;
    use crate::error::ErrorKind;

    #[test]
    fn the_totals_agree_with_backtracking() {
        for n in 1..=13 {
            assert_eq!(total(n), crate::count(n), "n = {n}");
        }
    }

    #[test]
    fn the_build_for_any_processor_counts_as_the_chosen_one() {
        // Each build against the backtracking counter, through the split
        // the plan counts with, on every board size the routine tests take.
        for n in 1..=15 {
            let backtracked = crate::count::Plan::with_method(n, crate::count::Method::Backtrack)
                .unwrap()
                .count_serial();
            let plan = MeetPlan::new(n);
            let chosen = plan.count_serial();
            let anywhere = portable(|| plan.count_serial());
            assert_eq!(chosen, anywhere, "n = {n}");
            assert_eq!(chosen.total, backtracked.total, "n = {n}");
            assert_eq!(plan.classes(chosen), backtracked.unique, "n = {n}");
        }
    }

    #[test]
    fn sizes_outside_the_tables_are_refused() {
        assert!(matches!(
            total(0).unwrap_err().kind(),
            ErrorKind::EmptyBoard
        ));
        assert!(matches!(
            total(22).unwrap_err().kind(),
            ErrorKind::TooLarge { max: 21, .. }
        ));
    }
}
