//! The bottom rows of the counting search, many partial boards at a time.
//!
//! Most of the search happens in its last few rows, where branches are
//! short and whether a square has a child below is close to a coin toss:
//! a depth-first loop there pays a mispredicted branch for most queens it
//! places. So the search above (see [`super::search`]) stops at the first
//! of the bottom rows and hands each partial board that gets there to a
//! [`Batch`]. The batch keeps one list of boards per row and works a list
//! in passes: a pass takes the lowest candidate column of every board in
//! it, appends the child board to the next row's list when that row and
//! the one after still have room, and keeps the board in place, compacted,
//! when it has candidates left. Neither decision is a branch: the write
//! always happens and the list length grows by 0 or 1. The boards of a
//! pass are independent, so the processor overlaps their work.
//!
//! The boards place queens exactly where the depth-first search would,
//! in another order, so counts and node counts are the same as its. Boards
//! that may tie with one of their images (see [`super::masks::Ties`]) are
//! rare; for those the batch rebuilds the whole board from the prefix it
//! came from, the columns it recorded and, for its last rows, the order of
//! the columns left that matches its anti-diagonals (see `rebuild`), and
//! compares it as before.

use std::ops::Range;

use super::Tally;
use super::masks::{self, Masks, Rows, slot};

/// Boards one row's list holds. The library's own tests use short lists
/// and few batch rows, so that on the small boards they count the lists
/// fill up, boards wait for room below, and the depth-first rows above the
/// batch run and fill the first list (which real counts rarely do).
const CAPACITY: usize = if cfg!(test) { 1 << 6 } else { 1 << 11 };

/// Boards one pass takes from a list at most, so that their children always
/// fit into the next row's list once that holds no more than
/// `CAPACITY - CHUNK`.
const CHUNK: usize = CAPACITY / 4;

/// The most rows worked in batches: the rows from `n - BATCH_ROWS` down
/// to `n - 3` (the last two are counted by formula). Deeper batches give
/// longer passes; the columns of a board's queens in these rows must fit
/// in [`Pending::origin`], 5 bits each. (Fewer in the library's own tests:
/// see [`CAPACITY`].)
pub(super) const BATCH_ROWS: usize = if cfg!(test) { 8 } else { 14 };

/// The lists: one per batch row above the last two.
const LISTS: usize = BATCH_ROWS - 2;

/// The rows just above the row `n - 3` whose queens' columns a board does
/// not record in [`Pending::origin`] (see `rebuild`).
const UNRECORDED: usize = 3;

/// Bits of [`Pending::origin`] that hold the columns of the batch rows'
/// queens.
const COLUMN_BITS: u32 = 40;

// The recorded rows' columns fit below the prefix index, and the prefix
// index below the tie bit.
const _: () = assert!(5 * (BATCH_ROWS - 3 - UNRECORDED) <= COLUMN_BITS as usize);
const _: () = assert!(CAPACITY <= 1 << (63 - COLUMN_BITS));
// A drain marks the lists waiting for room below in a `u32`.
const _: () = assert!(LISTS <= 32);

/// The bit of [`Pending::origin`] set when a queen stands on a watched tie
/// square (see [`super::masks::Ties::watched`]).
const TIE: u64 = 1 << 63;

/// A partial board waiting in a row's list.
#[derive(Clone, Copy, Debug, Default)]
struct Pending {
    /// The row's candidate columns not yet tried (low 32 bits) and the
    /// columns taken (high 32 bits). Boards have at most 32 columns. The
    /// candidates are below so that the lowest bit of the word is the
    /// next candidate.
    free_and_taken: u64,
    /// The diagonals reaching this row, as in [`Masks`].
    diagonals: u64,
    /// The anti-diagonals reaching this row, as in [`Masks`].
    anti_diagonals: u64,
    /// Where the board came from, to rebuild it when it must be compared
    /// with its images: the columns of its queens in the batch rows (5 bits
    /// each, from bit 0), the index of the prefix it extends (from bit 40)
    /// and [`TIE`].
    origin: u64,
}

const LOW_HALF: u64 = u32::MAX as u64;

impl Pending {
    /// The masks the board's candidates are tried under.
    #[inline(always)]
    fn masks(&self) -> Masks {
        Masks {
            columns: self.free_and_taken >> 32,
            diagonals: self.diagonals,
            anti_diagonals: self.anti_diagonals,
        }
    }

    /// The next candidate and the board without it. Boards in a list
    /// always have one, so it is the word's lowest bit.
    #[inline(always)]
    fn take_candidate(&self) -> (u64, Pending) {
        let bit = self.free_and_taken & self.free_and_taken.wrapping_neg();
        let rest = Pending {
            free_and_taken: self.free_and_taken ^ bit,
            ..*self
        };
        (bit, rest)
    }

    /// Whether candidates are left.
    #[inline(always)]
    fn has_candidates(&self) -> bool {
        self.free_and_taken & LOW_HALF != 0
    }
}

/// One row's boards, field by field: each field an array of its own, so
/// that every access is a base plus eight times the index.
struct List {
    free_and_taken: [u64; CAPACITY],
    diagonals: [u64; CAPACITY],
    anti_diagonals: [u64; CAPACITY],
    origin: [u64; CAPACITY],
    len: usize,
}

impl List {
    fn new() -> List {
        List {
            free_and_taken: [0; CAPACITY],
            diagonals: [0; CAPACITY],
            anti_diagonals: [0; CAPACITY],
            origin: [0; CAPACITY],
            len: 0,
        }
    }

    // Indexed plainly, with the bounds check: masking the index instead
    // (`index % CAPACITY`) measured 5% slower, as each counter's masked
    // copy took a register the pass loop needed.
    #[inline(always)]
    fn get(&self, index: usize) -> Pending {
        Pending {
            free_and_taken: self.free_and_taken[index],
            diagonals: self.diagonals[index],
            anti_diagonals: self.anti_diagonals[index],
            origin: self.origin[index],
        }
    }

    #[inline(always)]
    fn set(&mut self, index: usize, board: Pending) {
        self.free_and_taken[index] = board.free_and_taken;
        self.diagonals[index] = board.diagonals;
        self.anti_diagonals[index] = board.anti_diagonals;
        self.origin[index] = board.origin;
    }
}

/// The lists of the bottom rows and the prefixes their boards extend. One
/// per thread, reused by every subproblem it counts, so that counting
/// allocates nothing once it runs.
pub(super) struct Batch {
    lists: Vec<List>,
    /// The columns of the rows above the batch, one entry per board pushed
    /// since the lists were last emptied.
    prefixes: Box<[[u8; 32]; CAPACITY]>,
}

/// What a drain needs besides the lists: the search's rules, the rows, and
/// where results go.
pub(super) struct Drain<'a, const NODES: bool, F> {
    pub(super) n: usize,
    pub(super) rows: &'a Rows,
    /// The first batch row.
    pub(super) first: usize,
    pub(super) bits: &'a mut [u64; 64],
    pub(super) nodes: &'a mut u64,
    pub(super) classify: &'a mut F,
    /// Solutions compared with their images, as `classify` counts them.
    pub(super) tally: Tally,
    /// Solutions that need no comparison, each one class of eight.
    pub(super) plain: u64,
}

impl Batch {
    pub(super) fn new() -> Batch {
        Batch {
            lists: (0..LISTS).map(|_| List::new()).collect(),
            prefixes: Box::new([[0; 32]; CAPACITY]),
        }
    }

    /// Whether the first list is full: it must be drained before the next
    /// push.
    #[inline(always)]
    pub(super) fn is_full(&self) -> bool {
        self.lists[0].len == CAPACITY
    }

    /// Adds a board that reaches the first batch row with `masks`, whose
    /// candidates there are `free` (not empty), and whose queens above are
    /// `bits[..first]`. `tie` says whether one of them stands on a watched
    /// tie square. The first list must not be full.
    #[inline(always)]
    pub(super) fn push<const NODES: bool, F>(
        &mut self,
        drain: &mut Drain<'_, NODES, F>,
        masks: Masks,
        free: u64,
        tie: bool,
    ) where
        F: FnMut(&[u64; 64]) -> Tally,
    {
        let index = self.lists[0].len;
        let prefix = &mut self.prefixes[index];
        for (column, bit) in prefix.iter_mut().zip(&drain.bits[..drain.first]) {
            *column = bit.trailing_zeros() as u8;
        }
        self.lists[0].set(
            index,
            Pending {
                free_and_taken: free | masks.columns << 32,
                diagonals: masks.diagonals,
                anti_diagonals: masks.anti_diagonals,
                origin: (index as u64) << COLUMN_BITS | if tie { TIE } else { 0 },
            },
        );
        self.lists[0].len += 1;
    }

    /// Works every board in the lists, leaving them all empty.
    ///
    /// A list is worked in rounds of passes over its boards, a chunk at a
    /// time; a round keeps the boards with candidates left for the next,
    /// until none are left, and then the next list is worked. Before each
    /// chunk the next list must have room for the chunk's children: when it
    /// has not, this list waits while the next is worked empty, and so on
    /// down. One loop keeps the lists' places instead of recursing, so that
    /// the whole drain, passes included, is compiled into its caller (see
    /// `count_below` in [`super::plan`] for why that matters).
    #[inline(always)]
    pub(super) fn drain<const NODES: bool, F>(&mut self, drain: &mut Drain<'_, NODES, F>)
    where
        F: FnMut(&[u64; 64]) -> Tally,
    {
        let levels = drain.n - 2 - drain.first;
        let rules: [PassRules; LISTS] = std::array::from_fn(|level| PassRules::new(drain, level));
        let mut rounds = [Round::default(); LISTS];
        // Bit `level` set: that list waits for the next to be worked empty.
        let mut waiting = 0u32;
        let mut level = 0;
        rounds[0] = Round::new(self.lists[0].len);
        loop {
            if level + 1 == levels {
                // The corner case has no ties: every solution stands for
                // eight. (Asked here, not once before the loop: a flag held
                // across the loop measured 2% slower, short of registers.)
                if drain.rows.ties.can_tie() {
                    self.last_rows::<NODES, true, F>(drain, level);
                } else {
                    self.last_rows::<NODES, false, F>(drain, level);
                }
                if waiting == 0 {
                    return;
                }
                // The deepest list waiting goes on.
                level = (u32::BITS - 1 - waiting.leading_zeros()) as usize;
                waiting ^= 1 << level;
                continue;
            }
            let round = &mut rounds[level];
            if round.start == round.len {
                if NODES {
                    *drain.nodes += round.len as u64;
                }
                self.lists[level].len = round.kept;
                if round.kept > 0 {
                    *round = Round::new(round.kept);
                } else {
                    level += 1;
                    rounds[level] = Round::new(self.lists[level].len);
                }
                continue;
            }
            if self.lists[level + 1].len > CAPACITY - CHUNK {
                waiting |= 1 << level;
                level += 1;
                rounds[level] = Round::new(self.lists[level].len);
                continue;
            }
            let end = (round.start + CHUNK).min(round.len);
            // The list and the next as one array, so that the pass reaches
            // both from one base register (2% faster than two references).
            let pair: &mut [List; 2] = (&mut self.lists[level..level + 2])
                .try_into()
                .expect("a list below every list but the last");
            let rules = &rules[level];
            let range = round.start..end;
            round.kept = pass(rules, pair, range, round.kept);
            round.start = end;
        }
    }

    /// The row above the last two: each queen placed there ends a branch,
    /// whose last two rows are counted by formula.
    #[inline(always)]
    fn last_rows<const NODES: bool, const TIES: bool, F>(
        &mut self,
        drain: &mut Drain<'_, NODES, F>,
        level: usize,
    ) where
        F: FnMut(&[u64; 64]) -> Tally,
    {
        let (n, rows) = (drain.n, drain.rows);
        let watched = watched_columns(rows, n - 3);
        let list: &mut List = &mut self.lists[level];
        let prefixes = &self.prefixes;
        let mut plain = 0;
        while list.len > 0 {
            let len = list.len;
            let mut kept = 0;
            for index in 0..len {
                let board = list.get(index);
                let (bit, rest) = board.take_candidate();
                list.set(kept, rest);
                kept += usize::from(rest.has_candidates());
                let below = board.masks().place(bit);
                let tie = (board.origin & TIE != 0) | (bit & watched != 0);
                let ways = last_two_ways::<TIES>(n, rows, below, tie);
                if NODES {
                    *drain.nodes += ways.nodes;
                }
                if ways.plain != ways.all {
                    // Rare: some solution here may tie with an image.
                    let found = compare(drain, prefixes, board, bit, level);
                    drain.tally += found;
                } else {
                    plain += ways.plain;
                }
            }
            if NODES {
                *drain.nodes += len as u64;
            }
            list.len = kept;
        }
        drain.plain += plain;
    }
}

/// How the last two rows below a board can be filled (see
/// [`last_two_ways`]).
pub(super) struct Ways {
    /// Every way.
    pub(super) all: u64,
    /// The ways that put no queen on a tie square; 0 when a queen above
    /// already stands on one.
    pub(super) plain: u64,
    /// The queens the search places in the two rows: those of the
    /// next-to-last row, and one more for each way.
    pub(super) nodes: u64,
}

/// The last two rows, from their masks. `tie_above` says whether a queen
/// above stands on a watched tie square.
#[inline(always)]
pub(super) fn last_two_ways<const TIES: bool>(
    n: usize,
    rows: &Rows,
    masks: Masks,
    tie_above: bool,
) -> Ways {
    let (next_to_last, last) = (n - 2, n - 1);
    // Exactly two columns are left, `low` and `high`; a solution puts one
    // queen on each, in either order, and never on neighbouring columns.
    let remaining = rows.all & !masks.columns;
    let low = remaining & remaining.wrapping_neg();
    let high = remaining ^ low;
    let apart = u64::from(high != low << 1);
    let on_next_to_last = rows.allowed[slot(next_to_last)] & !masks.attacked();
    let on_last = rows.allowed[slot(last)] & !masks.attacked_below(1);
    let ways = |upper: u64, lower: u64| {
        let low_high = u64::from(upper & low != 0) & u64::from(lower & high != 0);
        let high_low = u64::from(upper & high != 0) & u64::from(lower & low != 0);
        apart * (low_high + high_low)
    };
    let all = ways(on_next_to_last, on_last);
    let ties = &rows.ties;
    // Worked out either way and masked, not branched on: which way it
    // goes follows the board.
    let plain = if TIES {
        ways(on_next_to_last & !ties.next_to_last, on_last & !ties.last) * u64::from(!tie_above)
    } else {
        all
    };
    Ways {
        all,
        plain,
        nodes: u64::from(on_next_to_last.count_ones()) + all,
    }
}

/// Compares every solution below `board` of the list `level` with the
/// candidate `bit` placed, with the board's images: the rare path of
/// [`Batch::last_rows`], kept out of line so that the pass's loop keeps its
/// values in registers.
#[cold]
#[inline(never)]
fn compare<const NODES: bool, F>(
    drain: &mut Drain<'_, NODES, F>,
    prefixes: &[[u8; 32]; CAPACITY],
    board: Pending,
    bit: u64,
    level: usize,
) -> Tally
where
    F: FnMut(&[u64; 64]) -> Tally,
{
    let n = drain.n;
    // Rebuilt apart from `drain.bits`, whose rows above are still in use by
    // the search that feeds the batch.
    let mut bits = [0u64; 64];
    let prefix = &prefixes[prefix_index(board.origin)];
    rebuild(n, &mut bits, prefix, drain.first, &board, level);
    bits[n - 3] = bit;
    let below = board.masks().place(bit);
    masks::enumerate::<false, F>(
        n,
        drain.rows,
        n - 2,
        below,
        &mut bits,
        &mut 0,
        drain.classify,
    )
}

/// The index of the prefix a board with `origin` extends.
fn prefix_index(origin: u64) -> usize {
    ((origin & !TIE) >> COLUMN_BITS) as usize
}

/// Writes the queens of a board from the list `level` rows below `first`
/// (the row `n - 3`) into `bits`: the rows above `first` from the prefix it
/// extends, then the columns in its `origin`, then the last
/// [`UNRECORDED`] rows: their queens take the columns left, in the one
/// order whose anti-diagonals are the board's. (No two orders of three
/// queens in three rows meet row `n - 3` on the same anti-diagonals, so
/// the order is certain; with four it would not be.)
fn rebuild(
    n: usize,
    bits: &mut [u64; 64],
    prefix: &[u8; 32],
    first: usize,
    board: &Pending,
    level: usize,
) {
    for (bit, &column) in bits[..first].iter_mut().zip(prefix) {
        *bit = 1 << column;
    }
    let unrecorded = level.min(UNRECORDED);
    let top = first + level - unrecorded;
    for step in 0..level - unrecorded {
        bits[first + step] = 1 << (board.origin >> (5 * step) & 31);
    }
    // A queen in row r meets row n - 3 on the anti-diagonal n - 3 - r
    // columns to its right.
    let anti_at_last = |row: usize, bit: u64| bit << (n - 3 - row);
    let (mut taken, mut anti) = (0, 0);
    for (row, &bit) in bits[..top].iter().enumerate() {
        taken |= bit;
        anti |= anti_at_last(row, bit);
    }
    let mut left = [0u64; UNRECORDED];
    let mut columns = board.masks().columns & !taken;
    for column in &mut left[..unrecorded] {
        *column = columns & columns.wrapping_neg();
        columns ^= *column;
    }
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let order = ORDERS
        .iter()
        .filter(|order| order[..unrecorded].iter().all(|&i| i < unrecorded))
        .find(|order| {
            let lines = (0..unrecorded).fold(anti, |lines, i| {
                lines | anti_at_last(top + i, left[order[i]])
            });
            lines == board.anti_diagonals
        })
        .expect("the board's own order matches");
    for i in 0..unrecorded {
        bits[top + i] = left[order[i]];
    }
}

/// The columns of `row` that are watched tie squares.
fn watched_columns(rows: &Rows, row: usize) -> u64 {
    rows.ties
        .watched
        .iter()
        .filter(|&&(watched_row, _)| watched_row == row)
        .fold(0, |columns, &(_, watched)| columns | watched)
}

/// How far a list's round of passes has got.
#[derive(Clone, Copy, Debug, Default)]
struct Round {
    /// The boards in the list when the round began.
    len: usize,
    /// The boards kept so far for the next round, from index 0.
    kept: usize,
    /// The first board not yet passed over.
    start: usize,
}

impl Round {
    fn new(len: usize) -> Round {
        Round {
            len,
            kept: 0,
            start: 0,
        }
    }
}

/// What a pass over one row's list needs to know about the rows below.
#[derive(Clone, Copy, Default)]
struct PassRules {
    /// The columns the next row may use.
    next: u64,
    /// The columns the row after the next may use.
    after_next: u64,
    /// The side columns when the next row is the side deadline, else 0.
    side: u64,
    /// The columns of this row that are watched tie squares.
    watched: u64,
    /// Where this row's column goes in [`Pending::origin`].
    shift: u32,
    /// Whether the row's column is recorded in [`Pending::origin`]: the
    /// last rows above the row `n - 3` are not (see `rebuild`).
    record: bool,
}

impl PassRules {
    /// The rules of the list `level`, for a row above `n - 3`; any other
    /// list gets rules it never uses.
    fn new<const NODES: bool, F>(drain: &Drain<'_, NODES, F>, level: usize) -> PassRules {
        let (n, rows) = (drain.n, drain.rows);
        let row = drain.first + level;
        if row + 3 >= n {
            return PassRules::default();
        }
        PassRules {
            next: rows.allowed[row + 1],
            after_next: rows.allowed[row + 2],
            side: if row + 1 == rows.side_deadline {
                rows.side
            } else {
                0
            },
            watched: watched_columns(rows, row),
            shift: 5 * level as u32,
            record: row + UNRECORDED + 3 < n,
        }
    }
}

/// [`pass_rows`] in the variant `rules` asks for: each compiles to a loop
/// of its own, with no test in it for what the row does not need.
#[inline(always)]
fn pass(rules: &PassRules, pair: &mut [List; 2], range: Range<usize>, kept: usize) -> usize {
    if rules.record {
        pass_recording::<true>(rules, pair, range, kept)
    } else {
        pass_recording::<false>(rules, pair, range, kept)
    }
}

/// [`pass`] once whether the row's column is recorded is settled.
#[inline(always)]
fn pass_recording<const RECORD: bool>(
    rules: &PassRules,
    pair: &mut [List; 2],
    range: Range<usize>,
    kept: usize,
) -> usize {
    match (rules.side != 0, rules.watched != 0) {
        (false, false) => pass_rows::<false, false, RECORD>(rules, pair, range, kept),
        (false, true) => pass_rows::<false, true, RECORD>(rules, pair, range, kept),
        (true, false) => pass_rows::<true, false, RECORD>(rules, pair, range, kept),
        (true, true) => pass_rows::<true, true, RECORD>(rules, pair, range, kept),
    }
}

/// One pass over the boards of a list (`pair[0]`) in `range`: each board's
/// lowest candidate is placed, the child goes to the end of the next list
/// (`pair[1]`) when its next two rows have room, and the board is kept from
/// index `kept` on when it has candidates left. Returns the new `kept`.
#[inline(always)]
fn pass_rows<const DEADLINE: bool, const WATCHED: bool, const RECORD: bool>(
    rules: &PassRules,
    pair: &mut [List; 2],
    range: Range<usize>,
    mut kept: usize,
) -> usize {
    let [list, below] = pair;
    let mut appended = below.len;
    let PassRules {
        next,
        after_next,
        side,
        watched,
        shift,
        record: _,
    } = *rules;
    // Checked once here, so that the loop's reads need no check.
    assert!(range.end <= CAPACITY);
    for index in range {
        let board = list.get(index);
        let (bit, rest) = board.take_candidate();
        list.set(kept, rest);
        kept += usize::from(rest.has_candidates());
        // `Masks::place` spelled out: the same operations, which here
        // measured about 1% faster than through the struct.
        let columns = board.masks().columns | bit;
        let diagonals = (board.diagonals | bit) >> 1;
        let anti_diagonals = (board.anti_diagonals | bit) << 1;
        let mut next_free = next & !(columns | diagonals | anti_diagonals);
        if DEADLINE {
            // Whichever side column is still empty must be taken in the
            // next row, and both cannot be.
            let missing = side & !columns;
            let keep = if missing == 0 { u64::MAX } else { missing };
            next_free &= if missing == side { 0 } else { keep };
        }
        let after_next = after_next & !(columns | diagonals >> 1 | anti_diagonals << 1);
        let mut origin = board.origin;
        if RECORD {
            origin |= u64::from(bit.trailing_zeros()) << shift;
        }
        let origin = origin
            | if WATCHED && bit & watched != 0 {
                TIE
            } else {
                0
            };
        below.set(
            appended,
            Pending {
                free_and_taken: next_free | columns << 32,
                diagonals,
                anti_diagonals,
                origin,
            },
        );
        // Both are below 2^32, so their product cannot wrap: it is non-zero
        // exactly when both are.
        appended += usize::from(next_free * after_next != 0);
    }
    below.len = appended;
    kept
}
