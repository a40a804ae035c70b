//! The split of a count into independent subproblems.
//!
//! A subproblem is a case of the symmetric search (see [`super::search`])
//! and a prefix: the columns of the queens in the first few rows. The
//! prefixes of each case are all those the search itself would reach at
//! that depth, so the subproblems partition the search exactly; their counts
//! add up to the whole.

use super::Tally;
use super::masks::{Masks, Rows, Ties};
use super::search;
use crate::fingerprint::Fnv;

/// The version of the way counts are split into subproblems. It changes
/// whenever the numbering of subproblems does, so that saved partial results
/// from another version are refused rather than mixed in.
pub const SPLIT_VERSION: u32 = 2;

/// The most rows a prefix holds.
const MAX_PREFIX: usize = 5;

/// The symmetry case a subproblem belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Case {
    /// Boards below 4 x 4: one subproblem, counted plainly.
    Small,
    /// A queen in the top-left corner.
    Corner,
    /// The first queen in column `t`, no border queen nearer a corner.
    Edge { t: u8 },
}

/// One independent piece of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Subproblem {
    case: Case,
    depth: u8,
    prefix: [u8; MAX_PREFIX],
}

impl Subproblem {
    fn prefix(&self) -> &[u8] {
        &self.prefix[..usize::from(self.depth)]
    }
}

/// How many rows the prefixes hold for an `n x n` board: four gives about
/// 7,000 subproblems at n = 16 and 37,000 at n = 22, enough for threads,
/// progress and shards to share out evenly, and few enough that each still
/// does real work; from n = 24 on, five rows (770,000 subproblems at
/// n = 24, 1.7 million at n = 27) keep each piece short enough to
/// checkpoint. Small boards keep three rows below the prefix.
fn prefix_depth(n: usize) -> usize {
    let depth = if n >= 24 { 5 } else { 4 };
    depth.min(n.saturating_sub(3))
}

/// The row constraints of a case.
fn rows_for(n: usize, case: Case, prefix: &[u8]) -> Rows {
    let all_columns = u64::MAX >> (64 - n);
    let mut rows = Rows {
        all: all_columns,
        allowed: [all_columns; 64],
        side_deadline: usize::MAX,
        side: 0,
        ties: Ties::NONE,
    };
    let m = n - 1;
    match case {
        Case::Small => {}
        Case::Corner => {
            // Column 1 stays closed down to the row numbered queens[1].
            if let Some(&second) = prefix.get(1) {
                for row in 2..=usize::from(second).min(m) {
                    rows.allowed[row] &= !0b10;
                }
            }
        }
        Case::Edge { t } => {
            let t = usize::from(t);
            let side = 1 | 1 << m;
            for row in 1..m {
                if row < t || row > m - t {
                    rows.allowed[row] &= !side;
                }
            }
            // Columns t..=m-t: the last row's queen keeps t from both corners.
            let far_from_corners = ((all_columns >> t) << t) & (all_columns >> t);
            rows.allowed[m] &= far_from_corners;
            rows.side_deadline = m - t;
            rows.side = side;
            // The images start at the rows of the side queens (each from
            // both ends of its column) and at the last queen's distances
            // from the corners; a candidate ties with one when that is t.
            rows.ties = if t == m - t {
                // The middle column of an odd board: compare every one.
                Ties {
                    watched: [(0, 0); 2],
                    next_to_last: 0,
                    last: all_columns,
                }
            } else if m - t == n - 2 {
                Ties {
                    watched: [(t, side), (0, 0)],
                    next_to_last: side,
                    last: 1 << t | 1 << (m - t),
                }
            } else {
                Ties {
                    watched: [(t, side), (m - t, side)],
                    next_to_last: 0,
                    last: 1 << t | 1 << (m - t),
                }
            };
        }
    }
    rows
}

/// The masks and bits of a prefix.
fn replay(prefix: &[u8], bits: &mut [u64; 64]) -> Masks {
    let mut masks = Masks::default();
    for (row, &col) in prefix.iter().enumerate() {
        let bit = 1u64 << col;
        bits[row] = bit;
        masks = masks.place(bit);
    }
    masks
}

/// Every subproblem for `n`, in a fixed order.
pub(super) fn subproblems(n: usize) -> Vec<Subproblem> {
    if n < 4 {
        return vec![Subproblem {
            case: Case::Small,
            depth: 0,
            prefix: [0; MAX_PREFIX],
        }];
    }
    let depth = prefix_depth(n);
    let m = n - 1;
    let mut all = Vec::new();
    // Corner case: queens[0] = 0, then queens[1] in 2..n (its constraint on
    // column 1 depends on it, so the rows are built per second column).
    for second in 2..n {
        let prefix_start = [0u8, second as u8];
        let rows = rows_for(n, Case::Corner, &prefix_start);
        extend_prefixes(&rows, Case::Corner, &prefix_start, depth, &mut all);
    }
    for t in 1..=m / 2 {
        let case = Case::Edge { t: t as u8 };
        let rows = rows_for(n, case, &[]);
        extend_prefixes(&rows, case, &[t as u8], depth, &mut all);
    }
    all
}

/// Adds every extension of `start` to `depth` rows that the search would
/// reach, as subproblems.
fn extend_prefixes(rows: &Rows, case: Case, start: &[u8], depth: usize, out: &mut Vec<Subproblem>) {
    let mut prefix = [0u8; MAX_PREFIX];
    prefix[..start.len()].copy_from_slice(start);
    let mut bits = [0u64; 64];
    let masks = replay(start, &mut bits);
    // A start as deep as the prefixes is a subproblem by itself.
    if start.len() >= depth {
        out.push(Subproblem {
            case,
            depth: start.len() as u8,
            prefix,
        });
        return;
    }
    extend(rows, case, start.len(), depth, masks, &mut prefix, out);
}

fn extend(
    rows: &Rows,
    case: Case,
    row: usize,
    depth: usize,
    masks: Masks,
    prefix: &mut [u8; MAX_PREFIX],
    out: &mut Vec<Subproblem>,
) {
    if row == depth {
        out.push(Subproblem {
            case,
            depth: depth as u8,
            prefix: *prefix,
        });
        return;
    }
    let mut free = rows.allowed[row] & !(masks.columns | masks.diagonals | masks.anti_diagonals);
    if row == rows.side_deadline {
        let missing = rows.side & !masks.columns;
        free = if missing == rows.side {
            0
        } else if missing != 0 {
            free & missing
        } else {
            free
        };
    }
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        prefix[row] = bit.trailing_zeros() as u8;
        extend(rows, case, row + 1, depth, masks.place(bit), prefix, out);
    }
}

/// Counts one subproblem.
pub(super) fn count(n: usize, subproblem: &Subproblem) -> Tally {
    match subproblem.case {
        Case::Small => super::plain::count(n, &mut 0),
        case => count_below::<false>(n, case, subproblem.prefix(), &mut 0),
    }
}

/// Counts one subproblem with the search compiled for any processor (which
/// [`count`] does not run where the processor has more) and with the one
/// [`count`] runs, each with its tally and the queens it placed below the
/// prefix: for tests that compare the two.
#[cfg(test)]
pub(super) fn count_both_builds(n: usize, subproblem: &Subproblem) -> [(Tally, u64); 2] {
    let (mut anywhere, mut chosen) = (0, 0);
    let tallies = match subproblem.case {
        Case::Small => [
            super::plain::count(n, &mut anywhere),
            super::plain::count(n, &mut chosen),
        ],
        case => [
            count_below_anywhere::<true>(n, case, subproblem.prefix(), &mut anywhere),
            count_below::<true>(n, case, subproblem.prefix(), &mut chosen),
        ],
    };
    [(tallies[0], anywhere), (tallies[1], chosen)]
}

/// Counts the whole search for `n` on this thread, one case after another
/// without the split, adding every queen placed to `nodes`: the first rows'
/// queens once each, then everything below them.
pub(super) fn count_with_nodes(n: usize, nodes: &mut u64) -> Tally {
    if n < 4 {
        return super::plain::count(n, nodes);
    }
    let mut tally = Tally::default();
    // The corner queen, then each second-row queen (every column from 2 on
    // is free of the corner's lines).
    *nodes += 1 + (n as u64 - 2);
    for second in 2..n {
        tally += count_below::<true>(n, Case::Corner, &[0, second as u8], nodes);
    }
    for t in 1..=(n - 1) / 2 {
        *nodes += 1;
        tally += count_below::<true>(n, Case::Edge { t: t as u8 }, &[t as u8], nodes);
    }
    tally
}

/// Counts the boards of `case` that extend `prefix`, adding the queens
/// placed below the prefix to `nodes` when `NODES` is set.
///
/// On x86-64 the search is compiled twice: for any x86-64 processor, and
/// for those with the BMI1 and BMI2 instructions (most of Intel's since
/// 2013, AMD's since 2015), which do the search's bit operations in fewer
/// instructions (about 11% faster at n = 16). Which one runs is decided
/// here, on the processor at hand. Elsewhere there is one build, for the
/// target's baseline.
fn count_below<const NODES: bool>(n: usize, case: Case, prefix: &[u8], nodes: &mut u64) -> Tally {
    #[cfg(target_arch = "x86_64")]
    if !crate::dispatch::portable_only()
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
    {
        // SAFETY: the processor has the instructions the function is
        // compiled for, which is all its `target_feature` asks of a caller.
        #[allow(unsafe_code)]
        return unsafe { count_below_bmi::<NODES>(n, case, prefix, nodes) };
    }
    count_below_anywhere::<NODES>(n, case, prefix, nodes)
}

/// [`count_below`] compiled for processors with BMI1 and BMI2. The whole
/// search is inlined into it (nothing in its hot loops is a call), so all
/// of it is compiled for them.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi1,bmi2")]
fn count_below_bmi<const NODES: bool>(
    n: usize,
    case: Case,
    prefix: &[u8],
    nodes: &mut u64,
) -> Tally {
    count_below_anywhere::<NODES>(n, case, prefix, nodes)
}

/// [`count_below`] for any processor.
#[inline(always)]
fn count_below_anywhere<const NODES: bool>(
    n: usize,
    case: Case,
    prefix: &[u8],
    nodes: &mut u64,
) -> Tally {
    let rows = rows_for(n, case, prefix);
    let mut bits = [0u64; 64];
    let masks = replay(prefix, &mut bits);
    let start = prefix.len();
    match case {
        Case::Small => unreachable!("small boards are counted plainly"),
        Case::Corner => {
            search::search::<NODES, _>(n, &rows, start, masks, &mut bits, nodes, &mut |_| Tally {
                total: 8,
                unique: 1,
            })
        }
        Case::Edge { t } => {
            let t = usize::from(t);
            search::search::<NODES, _>(n, &rows, start, masks, &mut bits, nodes, &mut |bits| {
                search::classify_edge(n, t, bits)
            })
        }
    }
}

/// A cheap guess at a subproblem's size, for progress estimates: the
/// number of ways to extend its prefix by two more rows.
pub(super) fn estimated_cost(n: usize, subproblem: &Subproblem) -> u64 {
    let prefix = subproblem.prefix();
    if subproblem.case == Case::Small {
        return 1;
    }
    let rows = rows_for(n, subproblem.case, prefix);
    let mut bits = [0u64; 64];
    let masks = replay(prefix, &mut bits);
    let row = prefix.len();
    let mut ways = 0;
    let mut free = rows.allowed[row] & !(masks.columns | masks.diagonals | masks.anti_diagonals);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let below = masks.place(bit);
        let next = rows.allowed[(row + 1).min(n - 1)]
            & !(below.columns | below.diagonals | below.anti_diagonals);
        ways += u64::from(next.count_ones()).max(1);
    }
    ways.max(1)
}

/// A 64-bit FNV-1a hash of the split: the version, n and every subproblem,
/// so that a checkpoint or shard made under another split is recognised.
pub(super) fn fingerprint(n: usize, subproblems: &[Subproblem]) -> u64 {
    let mut hash = Fnv::new();
    hash.write(&SPLIT_VERSION.to_le_bytes());
    hash.write(&(n as u64).to_le_bytes());
    for subproblem in subproblems {
        let (tag, t) = match subproblem.case {
            Case::Small => (0, 0),
            Case::Corner => (1, 0),
            Case::Edge { t } => (2, t),
        };
        hash.write(&[tag, t, subproblem.depth]);
        hash.write(subproblem.prefix());
    }
    hash.finish()
}
