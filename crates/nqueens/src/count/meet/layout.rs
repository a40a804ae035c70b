//! The data the counter's loops share: how a quadrant's placements become
//! the board's diagonals, how a half's diagonals are packed for the
//! matcher, and the matcher's slices. The loops (`kernel.rs`, `avx512.rs`)
//! and the code that calls them both read these.

/// 64-bit words in a slice: 512 patterns, one vector register.
pub(super) const LANES: usize = 8;

/// How a block's tables cut a pattern's bits: `count` chunks of `width`
/// bits, each with a slice for every subset of its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Chunks {
    pub(super) count: usize,
    pub(super) width: usize,
}

impl Chunks {
    /// The chunks of `bits` bits: of 6 bits (64 slices, 4 KB a chunk), or
    /// of 7 where that takes a chunk fewer, up to 5 (40 KB), so that a
    /// block's tables stay in the first-level cache while the queries
    /// stream by. A chunk fewer is a load fewer a query; a chunk of 7
    /// bits costs twice the slices to build.
    pub(super) fn of(bits: usize) -> Chunks {
        let (narrow, wide) = (bits.div_ceil(6).max(1), bits.div_ceil(7).max(1));
        if wide < narrow && wide <= 5 {
            Chunks {
                count: wide,
                width: 7,
            }
        } else {
            Chunks {
                count: narrow,
                width: 6,
            }
        }
    }

    /// The slices of a block's tables.
    pub(super) fn slices(self) -> usize {
        self.count << self.width
    }
}

/// Where in a block's tables the slice of a query's chunk `c` lies, in
/// slices, with chunks of `width` bits: the chunk's slices, then the one
/// its bits pick.
#[inline(always)]
pub(super) fn slot(query: u64, c: usize, width: usize) -> usize {
    (c << width) | (query >> (c * width)) as usize & ((1 << width) - 1)
}

/// The most chunks a pattern's bits make (48 bits in chunks of 6, past
/// the 42 the counter uses at n = 22).
pub(super) const MAX_CHUNKS: usize = 8;

/// One slice: a bit per pattern of a block, on a cache line of its own.
/// Unaligned, every load of a slice (a vector register) would straddle two
/// lines: the allocator places large buffers 16 bytes past a page start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(64))]
pub(super) struct Slice(pub(super) [u64; LANES]);

/// Where a quadrant lies: the shifts that turn the table's local
/// diagonals into the board's.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shift {
    anti: u32,
    diag: u32,
}

impl Shift {
    /// The quadrant of the `n x n` board whose first row is `row` and first
    /// column `col`, of side `side`.
    pub(super) fn new(n: usize, side: usize, row: usize, col: usize) -> Shift {
        Shift {
            anti: (row + col) as u32,
            diag: (col + n - side - row) as u32,
        }
    }

    /// The two shifts, anti-diagonals first.
    pub(super) fn amounts(self) -> (u64, u64) {
        (u64::from(self.anti), u64::from(self.diag))
    }

    /// The board's anti-diagonals and diagonals a placement uses here.
    #[inline(always)]
    pub(super) fn board(self, placement: u64) -> (u64, u64) {
        (
            (placement & 0xffff_ffff) << self.anti,
            (placement >> 32) << self.diag,
        )
    }
}

/// The diagonals both halves of the board reach, which are all the matcher
/// looks at: a run of anti-diagonals and a run of diagonals, packed into
/// one word side by side.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pack {
    pub(super) anti_from: u32,
    pub(super) anti_mask: u64,
    pub(super) diag_from: u32,
    pub(super) diag_mask: u64,
    pub(super) diag_at: u32,
}

impl Pack {
    /// The pack of the lines in `anti` and `diag`, each a run of bits.
    pub(super) fn new(anti: u64, diag: u64) -> Pack {
        let run = |bits: u64| {
            let from = bits.trailing_zeros();
            let len = bits.count_ones();
            debug_assert_eq!(bits >> from, (1u64 << len) - 1, "a run of bits");
            (from, (1u64 << len) - 1)
        };
        let ((anti_from, anti_mask), (diag_from, diag_mask)) = (run(anti), run(diag));
        Pack {
            anti_from,
            anti_mask,
            diag_from,
            diag_mask,
            diag_at: anti_mask.count_ones(),
        }
    }

    /// The packed pattern of a half's board diagonals.
    #[inline(always)]
    pub(super) fn pattern(self, anti: u64, diag: u64) -> u64 {
        (anti >> self.anti_from & self.anti_mask)
            | (diag >> self.diag_from & self.diag_mask) << self.diag_at
    }
}
