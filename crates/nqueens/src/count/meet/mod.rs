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
mod counter;

pub use counter::Tables;
use counter::{Counter, by_groups, cases, group_sizes, groups};
use tables::Sizes;

use super::counts::{Counts, check};
use super::plain;
use crate::error::{Error, ErrorKind};
pub(crate) use split::MeetPlan;
use symmetric::Turn;

/// The largest board [`total`] takes. Up to n = 21 the whole quadrant
/// table is kept (7.5 million placements, 60 MB, at n = 20 and 21); from
/// n = 22 the tables are built for one group of east-row sets at a time,
/// at most 1.8 GB at n = 24 ([`table_bytes`]). At n = 25 they could take
/// 7.3 GB (DESIGN.md, "What happens from n = 22 on?").
pub const MAX_MEET_N: usize = 24;

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
/// above [`MAX_MEET_N`]. Boards below 6 x 6 are counted by the plain
/// search, as the split counts them.
pub fn total(n: usize) -> Result<u128, Error> {
    check_size(n)?;
    check(n)?;
    // Quadrants of one or two rows leave nothing to meet: the plain search
    // takes the smallest boards, in microseconds.
    if n < split::MIN_MEET_N {
        return Ok(plain::count(n, &mut 0).total);
    }
    Ok(u128::from(Counter::new(n, by_groups(n)).total()))
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

/// The most bytes the quadrant tables of a count of the `n x n` board by
/// meeting in the middle hold at once: at most, as placed queens leave out
/// some placements. Up to n = 21 the whole table is kept, with four
/// filtered copies for odd boards; from n = 22 on the tables are built for
/// one group of east-row sets at a time. Working that out takes a search
/// of every quadrant placement: a few seconds at n = 24.
///
/// ```
/// let bytes = nqueens::count::meet::table_bytes(22)?;
/// assert!(bytes > 100 << 20 && bytes < 400 << 20);
/// # Ok::<(), nqueens::Error>(())
/// ```
///
/// # Errors
///
/// As for [`total`].
pub fn table_bytes(n: usize) -> Result<u64, Error> {
    check_size(n)?;
    check(n)?;
    Ok(table_bytes_of(n, by_groups(n)))
}

/// The most bytes the tables of a count of the `n x n` board kept as
/// `tables` hold at once (as [`table_bytes`]). Below n = 22 the whole
/// table is kept either way.
///
/// ```
/// use nqueens::count::meet::{Tables, table_bytes_as};
///
/// let whole = table_bytes_as(21, Tables::Whole)?;
/// assert_eq!(table_bytes_as(21, Tables::ByGroups)?, whole);
/// # Ok::<(), nqueens::Error>(())
/// ```
///
/// # Errors
///
/// As for [`total`].
pub fn table_bytes_as(n: usize, tables: Tables) -> Result<u64, Error> {
    check_size(n)?;
    check(n)?;
    Ok(table_bytes_of(
        n,
        by_groups(n) && tables == Tables::ByGroups,
    ))
}

/// How a count of the `n x n` board keeps its tables within `budget`
/// bytes, and the most they then hold: the whole table where it fits and
/// saves time, by groups otherwise. Keeping it saves time on odd boards
/// from n = 23, whose many cases of placed middle queens each filter
/// their tables from it once instead of searching them group by group; on
/// even boards, with one case, it saves nothing.
///
/// ```
/// use nqueens::count::meet::{Tables, tables_within};
///
/// let (tables, bytes) = tables_within(21, 4_000_000_000)?;
/// assert_eq!(tables, Tables::Whole);
/// assert!(bytes < 1_000_000_000);
/// # Ok::<(), nqueens::Error>(())
/// ```
///
/// # Errors
///
/// As for [`total`].
pub fn tables_within(n: usize, budget: u64) -> Result<(Tables, u64), Error> {
    check_size(n)?;
    check(n)?;
    if !by_groups(n) {
        return Ok((Tables::Whole, table_bytes_of(n, false)));
    }
    if n % 2 == 1 {
        let whole = table_bytes_of(n, false);
        if whole <= budget {
            return Ok((Tables::Whole, whole));
        }
    }
    Ok((Tables::ByGroups, table_bytes_of(n, true)))
}

/// [`table_bytes`] for a count by groups or by whole cases.
fn table_bytes_of(n: usize, by_groups: bool) -> u64 {
    if n < split::MIN_MEET_N {
        return 0;
    }
    let side = n / 2;
    let by_size = tables::placements_by_size(side);
    let table = |sizes: Sizes| tables::bytes_at_most(side, sizes, &by_size);
    let mut most = 0;
    for case in cases(n) {
        for group in groups(&case, side, by_groups) {
            let sizes = group_sizes(&case, side, group);
            let bytes = if case.fixed == (0, 0) {
                table(Sizes(sizes.iter().fold(0, |all, s| all | s.0)))
            } else {
                sizes.into_iter().map(table).sum()
            };
            most = most.max(bytes);
        }
    }
    if !by_groups {
        // The whole table stays beside each case's copies.
        most += table(Sizes::all(side));
    }
    most
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
    check(n)?;
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
    check(n)?;
    Ok(symmetric::fixed_by(n, Turn::Quarter))
}

#[cfg(test)]
mod tests {
    use super::counter::{Counter, EastRows, Group, cases, groups};
    use super::{table_bytes_of, total};
    use crate::error::ErrorKind;

    #[test]
    fn the_tables_stay_within_the_bytes_foretold() {
        for n in 6..=15 {
            for grouped in [false, true] {
                let counter = Counter::new(n, grouped);
                let bound = table_bytes_of(n, grouped) as usize;
                let mut most = 0;
                for case in cases(n) {
                    for group in groups(&case, n / 2, grouped) {
                        let bytes = counter.tables_for(&case, group).bytes(&counter);
                        most = most.max(bytes);
                    }
                }
                assert!(most <= bound, "n = {n}, {grouped}: {most} > {bound}");
                // Close, not just above: the bound leaves out only what
                // the placed queens remove and unused index entries.
                assert!(
                    most * 4 >= bound,
                    "n = {n}, {grouped}: {most} < {bound} / 4"
                );
            }
        }
    }

    /// The widths that only large boards reach (patterns of 42 bits, keys
    /// of 22): a few east-row sets of n = 22 and 23 counted with their
    /// groups' tables and with the whole table. Opt-in: the whole table takes half a gigabyte.
    #[test]
    #[ignore = "builds the 534 MB table of side 11; run with --ignored"]
    fn groups_of_large_boards_count_as_the_whole_table() {
        for n in [22, 23] {
            let (grouped, whole) = (Counter::new(n, true), Counter::new(n, false));
            for case in cases(n).iter().take(2) {
                // The first few east-row sets of two large groups.
                for group in [Group::North(4), Group::North(5)] {
                    let first = EastRows::new(case, n / 2, group).state();
                    let count = |counter: &Counter, tables_of: Group| {
                        let tables = counter.tables_for(case, tables_of);
                        let mut scratch = super::counter::Scratch::default();
                        counter.count_sets(case, group, &tables, first, 3, &mut scratch)
                    };
                    let by_group = count(&grouped, group);
                    assert!(by_group > 0, "n = {n}, {group:?}");
                    assert_eq!(by_group, count(&whole, Group::Whole), "n = {n}, {group:?}");
                }
            }
        }
    }

    #[test]
    fn sizes_outside_the_tables_are_refused() {
        assert!(matches!(
            total(0).unwrap_err().kind(),
            ErrorKind::EmptyBoard
        ));
        assert!(matches!(
            total(25).unwrap_err().kind(),
            ErrorKind::TooLarge { max: 24, .. }
        ));
    }
}
