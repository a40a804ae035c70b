//! The quadrant tables of one board and the cases of its count: the
//! east-row sets, their groups and the count of each (DESIGN.md, "Counter
//! v2: meet in the middle").

use super::kernel::{Kernel, Portable};
use super::layout::{Pack, Shift};
use super::matcher::Matcher;
use super::tables::{Forbidden, Half, Quadrant, Sizes, Table};

/// The quadrant tables of one board and the cases of its count.
pub(super) struct Counter {
    n: usize,
    /// The quadrants' side: `n / 2`. The north quadrants hold rows
    /// `0..side`, the south ones `n - side..n` (odd n leaves out the middle
    /// row and column).
    side: usize,
    /// Every placement of a quadrant, where the count takes each case
    /// whole; `None` where it goes by [`Group::North`], building only the
    /// placements each group needs.
    base: Option<Table>,
    /// Where the north-west, north-east, south-west and south-east
    /// quadrants lie.
    shifts: [Shift; 4],
    /// The diagonals both halves reach.
    pack: Pack,
}

/// How a count by meeting in the middle keeps its quadrant tables. The
/// subproblems are the same either way, so checkpoints and shards of one
/// are those of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tables {
    /// The whole table, and for odd boards a filtered copy of it per case
    /// of placed middle queens: below n = 22 always, as it is small.
    Whole,
    /// From n = 22, only the placements one group of east-row sets needs,
    /// searched group by group.
    ByGroups,
}

/// Which of a case's east-row sets a part of the count takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Group {
    /// All of them, with the whole quadrant table at hand.
    Whole,
    /// Those with `a` east rows among the north rows, where `a` is the
    /// number given or (for a symmetric case, whose classes hold both) the
    /// side less it: each quadrant then needs the placements of only one
    /// or two numbers of queens, a fraction of the whole table.
    North(u32),
}

/// The largest quadrant side whose whole table is kept: 7.5 million
/// placements (60 MB) at side 10, 66.8 million (534 MB) at 11, when a
/// count by groups needs at most 24.8 million of them at a time.
const LARGEST_WHOLE_SIDE: usize = 10;

/// Whether the count of the `n x n` board goes by [`Group::North`].
pub(super) fn by_groups(n: usize) -> bool {
    n / 2 > LARGEST_WHOLE_SIDE
}

/// The groups of the east-row sets of `case`, whose quadrants' side is
/// `side`: by the number of east rows in the north (up to half the side
/// for a symmetric case, as the mirror pairs `a` with `side - a`), or the
/// case whole.
pub(super) fn groups(case: &Case, side: usize, by_groups: bool) -> Vec<Group> {
    if !by_groups {
        return vec![Group::Whole];
    }
    let last = if case.symmetric { side / 2 } else { side };
    (0..=last as u32).map(Group::North).collect()
}

/// The numbers of queens each quadrant (north-west, north-east, south-west,
/// south-east) of side `side` holds in the east-row sets of `group` of
/// `case`.
pub(super) fn group_sizes(case: &Case, side: usize, group: Group) -> [Sizes; 4] {
    let Group::North(g) = group else {
        return [Sizes::all(side); 4];
    };
    let north = case.rows.iter().filter(|&&r| r < side).count();
    let west = case.west_cols.count_ones() as usize;
    let mut sizes = [Sizes(0); 4];
    let g = g as usize;
    let east_in_north = if case.symmetric {
        vec![g, side - g]
    } else {
        vec![g]
    };
    for a in east_in_north {
        // a east rows in the north, so side - a in the south; the west
        // takes the rest of each.
        let Some(west_north) = north.checked_sub(a) else {
            continue;
        };
        let Some(west_south) = west.checked_sub(west_north) else {
            continue;
        };
        for (k, queens) in [west_north, a, west_south, side - a]
            .into_iter()
            .enumerate()
        {
            sizes[k].0 |= 1 << queens;
        }
    }
    sizes
}

/// Queens placed before the halves are joined (odd boards), and how the
/// east rows are taken.
#[derive(Clone, Debug)]
pub(super) struct Case {
    /// The diagonals of the placed queens.
    pub(super) fixed: (u64, u64),
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
    /// The counter of the `n x n` board, with the whole quadrant table
    /// unless it goes `by_groups`.
    pub(super) fn new(n: usize, by_groups: bool) -> Counter {
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
            base: (!by_groups).then(|| Table::enumerated(side, Sizes::all(side), Forbidden::NONE)),
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

    /// The solutions of one group of a case, with its weight, on this
    /// thread.
    fn count_group(&self, case: &Case, group: Group) -> u64 {
        let tables = self.tables_for(case, group);
        let first = EastRows::new(case, self.side, group).state();
        self.count_sets(
            case,
            group,
            &tables,
            first,
            usize::MAX,
            &mut Scratch::default(),
        )
    }

    pub(super) fn total(&self) -> u64 {
        cases(self.n)
            .iter()
            .flat_map(|case| {
                groups(case, self.side, self.base.is_none())
                    .into_iter()
                    .map(move |group| (case, group))
            })
            .map(|(case, group)| self.count_group(case, group))
            .sum()
    }

    /// The quadrant tables of `group` of `case`: the placements of the
    /// numbers of queens the group needs, and with queens placed, only
    /// those that avoid their diagonals.
    pub(super) fn tables_for(&self, case: &Case, group: Group) -> GroupTables {
        let sizes = group_sizes(case, self.side, group);
        let build = |k: usize, sizes: Sizes| match &self.base {
            Some(base) => base.filtered(self.shifts[k], case.fixed, sizes),
            None => Table::enumerated(self.side, sizes, Forbidden::on(self.shifts[k], case.fixed)),
        };
        if case.fixed == (0, 0) {
            if group == Group::Whole && self.base.is_some() {
                return GroupTables {
                    own: Vec::new(),
                    which: [None; 4],
                };
            }
            // Nothing placed: one table serves every quadrant.
            let union = Sizes(sizes.iter().fold(0, |all, s| all | s.0));
            return GroupTables {
                own: vec![build(0, union)],
                which: [Some(0); 4],
            };
        }
        #[cfg(feature = "parallel")]
        let own = {
            let ((nw, ne), (sw, se)) = rayon::join(
                || rayon::join(|| build(0, sizes[0]), || build(1, sizes[1])),
                || rayon::join(|| build(2, sizes[2]), || build(3, sizes[3])),
            );
            vec![nw, ne, sw, se]
        };
        #[cfg(not(feature = "parallel"))]
        let own = (0..4).map(|k| build(k, sizes[k])).collect();
        GroupTables {
            own,
            which: [Some(0), Some(1), Some(2), Some(3)],
        }
    }

    /// The solutions, with the case's weight, of at most `sets` of the
    /// east-row sets of `group` of `case`, from the one at state `first` of
    /// [`EastRows`] on.
    pub(super) fn count_sets(
        &self,
        case: &Case,
        group: Group,
        tables: &GroupTables,
        first: u64,
        sets: usize,
        scratch: &mut Scratch,
    ) -> u64 {
        let run = Run {
            case,
            group,
            tables,
            first,
            sets,
        };
        if crate::dispatch::portable_only() {
            return self.count_sets_with::<Portable>(run, scratch);
        }
        #[cfg(target_arch = "x86_64")]
        if crate::dispatch::has_avx512() {
            // SAFETY: the processor has the instructions the function is
            // compiled for, which is all its `target_feature` asks.
            #[allow(unsafe_code)]
            return unsafe { self.count_sets_avx512(run, scratch) };
        }
        self.count_sets_with::<Portable>(run, scratch)
    }

    /// [`Counter::count_sets`] compiled for processors with AVX-512 and
    /// BMI2; the whole count is inlined into it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vpopcntdq,bmi2,popcnt")]
    fn count_sets_avx512(&self, run: Run<'_>, scratch: &mut Scratch) -> u64 {
        self.count_sets_with::<super::avx512::Avx512>(run, scratch)
    }

    #[inline(always)]
    fn count_sets_with<K: Kernel>(&self, run: Run<'_>, scratch: &mut Scratch) -> u64 {
        let Run {
            case,
            group,
            tables,
            first,
            sets,
        } = run;
        let quadrant = |k: usize| Quadrant {
            table: tables.get(self, k),
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
        for (east_rows, west_rows, weight) in EastRows::at(case, self.side, group, first).take(sets)
        {
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

/// What one call of the count covers: `sets` east-row sets of `group` of
/// `case` from the one at state `first`, with the group's tables.
#[derive(Clone, Copy)]
struct Run<'a> {
    case: &'a Case,
    group: Group,
    tables: &'a GroupTables,
    first: u64,
    sets: usize,
}

/// The buffers of a count, kept from one east-row set to the next.
#[derive(Default)]
pub(super) struct Scratch {
    matcher: Matcher,
    east: Vec<u64>,
    west: Vec<u64>,
}

/// The quadrant tables of one group of a case: for each quadrant, one of
/// its own tables or (`None`) the whole table.
pub(super) struct GroupTables {
    own: Vec<Table>,
    which: [Option<usize>; 4],
}

impl GroupTables {
    /// The table of quadrant `k` (north-west, north-east, south-west,
    /// south-east).
    fn get<'a>(&'a self, counter: &'a Counter, k: usize) -> &'a Table {
        match self.which[k] {
            Some(own) => &self.own[own],
            None => counter.base.as_ref().expect("a whole table to share"),
        }
    }

    /// The bytes of its tables, the whole table too where it shares it.
    #[cfg(test)]
    pub(super) fn bytes(&self, counter: &Counter) -> usize {
        let own: usize = self.own.iter().map(Table::bytes).sum();
        own + counter.base.as_ref().map_or(0, Table::bytes)
    }
}

/// The cases of the count of the `n x n` board (`n >= 6`): the whole board
/// for even `n`; for odd `n` the centre queen, and each pair of a
/// middle-row queen on `(h, a)` and a middle-column queen on `(b, h)` with
/// `a < b < h`, whose eight images under the square's symmetries are
/// distinct.
pub(super) fn cases(n: usize) -> Vec<Case> {
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
/// case is symmetric, with the size of that class; only those of one
/// [`Group`]. The sets come in a fixed order, and an iterator can start at
/// any of them from its [`EastRows::state`].
#[derive(Clone)]
pub(super) struct EastRows<'a> {
    case: &'a Case,
    group: Group,
    /// The positions in `case.rows` of the north rows.
    north: u64,
    count: u32,
    /// The next set to look at, as a mask of positions in `case.rows`.
    next: u64,
    full: u64,
}

impl<'a> EastRows<'a> {
    pub(super) fn new(case: &'a Case, count: usize, group: Group) -> EastRows<'a> {
        EastRows::at(case, count, group, (1 << count) - 1)
    }

    /// The sets from the one at `state` on.
    pub(super) fn at(case: &'a Case, count: usize, group: Group, state: u64) -> EastRows<'a> {
        debug_assert_eq!(state.count_ones() as usize, count);
        let north = case
            .rows
            .iter()
            .enumerate()
            .filter(|&(_, &r)| r < count)
            .map(|(i, _)| 1u64 << i)
            .sum();
        EastRows {
            case,
            group,
            north,
            count: count as u32,
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
    /// member of its class comes first or it is not in the group.
    fn weight(&self) -> u64 {
        let e = self.next;
        if let Group::North(g) = self.group {
            let a = (e & self.north).count_ones();
            let group = if self.case.symmetric {
                a.min(self.count - a)
            } else {
                a
            };
            if group != g {
                return 0;
            }
        }
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
