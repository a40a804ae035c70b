//! Closed tours by divide and conquer, in linear time, in the manner of
//! Parberry ("An efficient algorithm for the knight's tour problem",
//! Discrete Applied Mathematics 73 (1997) 251-260): cut the board into
//! small blocks, give each block a closed tour with a few moves known in
//! advance, and splice the tours together by trading known moves across
//! the block boundaries. Parberry quarters the board recursively and joins
//! four tours at a time, with base tours from his paper; here the board is
//! a grid of blocks joined two at a time, and the moves imposed on the
//! blocks and the splices are this module's own (the test suite checks the
//! result on every shape up to 24 x 24 and many larger ones).
//!
//! # Blocks
//!
//! The rows are cut into heights of 6, 8 or 10, plus one of 5, 7 or 9 when
//! the board has an odd number of rows; the columns likewise (a closed tour
//! needs an even number of squares, so at most one side is odd, and no
//! block has two odd sides). So every board whose shorter side is at least
//! 5 and which has an even number of squares is covered: exactly the boards
//! of Schwenk's theorem with both sides 5 or more. Boards of three rows
//! (or columns) are grown instead, see [`strip`].
//!
//! Every block's tour must contain two moves at its top-left corner, from
//! the square `(1, 1)` to `(3, 0)` and to `(0, 3)`. The tours of the block
//! shapes, one for each shape up to turning about the diagonal, are found
//! once, the first time they are needed, by the Warnsdorff-ordered search
//! of this module with those two moves imposed (well under a millisecond
//! each, the same tours every time).
//!
//! # Splices
//!
//! Removing one move from each of two disjoint cycles and adding two moves
//! that join the four loose ends always gives one cycle. The moves removed
//! are ones every tour of a block is known to contain: the imposed moves at
//! a top-left corner, and the moves at a corner square, which has only two
//! knight moves on its block and so uses both.
//!
//! - Blocks side by side, `L` then `R`, with `(r, c)` the top-left square of
//!   `R`: remove `(r, c-1)-(r+2, c-2)` (the corner of `L`) and
//!   `(r+1, c+1)-(r+3, c)` (imposed in `R`); add `(r, c-1)-(r+1, c+1)` and
//!   `(r+2, c-2)-(r+3, c)`.
//! - Blocks of the first column, `U` above `D`, with `(r, 0)` the top-left
//!   square of `D`: remove `(r-1, 0)-(r-2, 2)` (the corner of `U`) and
//!   `(r+1, 1)-(r, 3)` (imposed in `D`); add `(r-1, 0)-(r+1, 1)` and
//!   `(r-2, 2)-(r, 3)`.
//!
//! Each row of blocks is spliced left to right into one cycle, then the rows
//! top to bottom through their first blocks. No move is removed twice: a
//! block's imposed moves serve the splice to its left, or for the first
//! block of a row the splice above; its top-right corner serves the splice
//! to its right and its bottom-left corner the splice below.
//!
//! # Representation
//!
//! A tour under construction is one byte a square holding its two moves
//! along the cycle, as indices into [`KNIGHT_MOVES`] (one in each half of the
//! byte). Blocks are copied in a row at a time, a splice rewrites four
//! bytes, and reading the tour off is one pass round the cycle.

use std::sync::OnceLock;

use super::KNIGHT_MOVES;
use super::grid::Grid;
use super::path::Tour;
use super::search::{Order, Outcome, Search};
use crate::board::Square;
use crate::memory::{self, NoMemory};

/// The smallest block side.
const MIN_SIDE: usize = 5;
/// The largest block side.
const MAX_SIDE: usize = 10;
/// Steps allowed to the search for one block's tour: far more than any
/// needs (the unit tests find every one within 10,000).
const BLOCK_BUDGET: u64 = 10_000_000;

/// The index in [`KNIGHT_MOVES`] of the move `(dr, dc)`.
fn code(dr: isize, dc: isize) -> u8 {
    KNIGHT_MOVES
        .iter()
        .position(|&step| step == (dr, dc))
        .expect("a knight move") as u8
}

/// The code of the move from `a` to `b`, as `(row, col)`.
fn step(a: (usize, usize), b: (usize, usize)) -> u8 {
    code(b.0 as isize - a.0 as isize, b.1 as isize - a.1 as isize)
}

/// The closed tour of one block shape, as a byte of two move codes a
/// square, row-major.
#[derive(Debug)]
struct Block {
    links: Vec<u8>,
}

/// The tours found so far, by shape; `None` for a shape whose search failed
/// (none does).
static BLOCKS: [[OnceLock<Option<Block>>; MAX_SIDE + 1]; MAX_SIDE + 1] =
    [const { [const { OnceLock::new() }; MAX_SIDE + 1] }; MAX_SIDE + 1];

/// The tour of a `rows x cols` block with the imposed moves, found on first
/// use (taller blocks are the transposes of wide ones).
fn block(rows: usize, cols: usize) -> Option<&'static Block> {
    BLOCKS[rows][cols]
        .get_or_init(|| {
            // The tables are a few hundred bytes; should even they fail,
            // the shape counts as one whose search failed.
            if rows <= cols {
                find_block(rows, cols)
            } else {
                block(cols, rows).and_then(|wide| transpose(wide, rows, cols).ok())
            }
        })
        .as_ref()
}

fn find_block(rows: usize, cols: usize) -> Option<Block> {
    let grid = Grid::new(rows, cols);
    let at = |row, col| grid.index(Square::new(row, col));
    // The cycle through (1, 1) goes in from (0, 3) and out to (3, 0).
    let links = find_cycle(
        &grid,
        &[at(1, 1), at(3, 0)],
        Some(&[at(0, 3)]),
        BLOCK_BUDGET,
    )
    .ok()??;
    Some(Block { links })
}

/// A closed tour of the grid through `prefix` (and closing from one of
/// `closers`), by the Warnsdorff-ordered search within `budget` steps, as
/// move bytes.
fn find_cycle(
    grid: &Grid,
    prefix: &[usize],
    closers: Option<&[usize]>,
    budget: u64,
) -> Result<Option<Vec<u8>>, NoMemory> {
    let mut search = Search::new(grid, Order::Warnsdorff, true, prefix, closers)?;
    let mut cycle = Vec::new();
    let outcome = search.run(Some(budget), |path| {
        cycle.extend(path.iter().map(|&index| grid.square(index as usize)));
        std::ops::ControlFlow::Break(())
    });
    if outcome != Outcome::Stopped {
        return Ok(None);
    }
    let mut links = memory::filled(grid.squares(), 0u8)?;
    for (k, &from) in cycle.iter().enumerate() {
        let to = cycle[(k + 1) % cycle.len()];
        let (dr, dc) = (
            to.row as isize - from.row as isize,
            to.col as isize - from.col as isize,
        );
        link(&mut links[from.row * grid.cols + from.col], code(dr, dc));
        link(&mut links[to.row * grid.cols + to.col], code(-dr, -dc));
    }
    Ok(Some(links))
}

/// Adds a move to a square's byte: the first into the low half, the
/// second into the high half. An empty byte reads as "no move yet" because
/// code 0 is written as 8 (see [`moves`]).
fn link(byte: &mut u8, code: u8) {
    if *byte == 0 {
        *byte = code | 8;
    } else {
        *byte |= (code | 8) << 4;
    }
}

/// The two move codes of a square's byte.
#[inline]
fn moves(byte: u8) -> (u8, u8) {
    (byte & 7, (byte >> 4) & 7)
}

/// The block turned about its main diagonal.
fn transpose(wide: &Block, rows: usize, cols: usize) -> Result<Block, NoMemory> {
    Ok(Block {
        links: transpose_links(&wide.links, cols, rows)?,
    })
}

/// The move bytes of a `rows x cols` board turned about the main diagonal:
/// those of the `cols x rows` board, with each move `(dr, dc)` turned into
/// `(dc, dr)`.
fn transpose_links(links: &[u8], rows: usize, cols: usize) -> Result<Vec<u8>, NoMemory> {
    let turn: [u8; 8] = std::array::from_fn(|k| {
        let (dr, dc) = KNIGHT_MOVES[k];
        code(dc, dr)
    });
    let mut turned = memory::filled(rows * cols, 0u8)?;
    for row in 0..rows {
        for col in 0..cols {
            let (a, b) = moves(links[row * cols + col]);
            let square = &mut turned[col * rows + row];
            link(square, turn[a as usize]);
            link(square, turn[b as usize]);
        }
    }
    Ok(turned)
}

/// A side cut into block sides of 6, 8 or 10, led by one of 5, 7 or 9 when
/// the side is odd. `None` for sides below 5.
fn cut(side: usize) -> Option<Vec<usize>> {
    if side < MIN_SIDE {
        return None;
    }
    let mut parts = Vec::with_capacity(side / 8 + 1);
    let mut rest = side;
    if side % 2 == 1 {
        // The odd part leaves 0 or at least 6 for the even parts.
        let odd = [9, 7, 5]
            .into_iter()
            .find(|&odd| rest == odd || rest >= odd + 6)?;
        parts.push(odd);
        rest -= odd;
    }
    while rest > MAX_SIDE {
        // Tens, but never a remainder below 6.
        let part = if rest - MAX_SIDE >= 6 {
            MAX_SIDE
        } else {
            rest - 6
        };
        parts.push(part);
        rest -= part;
    }
    if rest > 0 {
        parts.push(rest);
    }
    Some(parts)
}

/// Whether the construction covers a `rows x cols` board: every board with
/// a closed tour by Schwenk's theorem whose shorter side is 3 or at least 5
/// (the boards of four rows have none).
///
/// ```
/// use nqueens::tour::construction_covers;
/// assert!(construction_covers(1000, 1000));
/// assert!(construction_covers(5, 6));
/// assert!(construction_covers(3, 1000));
/// assert!(!construction_covers(7, 7)); // no closed tour at all
/// ```
pub fn construction_covers(rows: usize, cols: usize) -> bool {
    let (short, long) = (rows.min(cols), rows.max(cols));
    (short >= MIN_SIDE && (rows * cols).is_multiple_of(2))
        || (short == 3 && long >= 10 && long.is_multiple_of(2))
}

/// The closed tour of the construction as a byte of two moves a square, or
/// `None` where it does not apply.
fn construct(rows: usize, cols: usize) -> Result<Option<Vec<u8>>, NoMemory> {
    if !construction_covers(rows, cols) {
        return Ok(None);
    }
    if rows == 3 {
        return strip(cols);
    }
    if cols == 3 {
        return match strip(rows)? {
            Some(links) => transpose_links(&links, 3, rows).map(Some),
            None => Ok(None),
        };
    }
    blocks(rows, cols)
}

/// The closed tour of a board of blocks (see the module notes).
fn blocks(rows: usize, cols: usize) -> Result<Option<Vec<u8>>, NoMemory> {
    let (Some(heights), Some(widths)) = (cut(rows), cut(cols)) else {
        return Ok(None);
    };
    let mut links = memory::filled(rows * cols, 0u8)?;
    let mut top = 0;
    for &height in &heights {
        let mut left = 0;
        for &width in &widths {
            let Some(block) = block(height, width) else {
                return Ok(None);
            };
            for row in 0..height {
                let at = (top + row) * cols + left;
                links[at..at + width].copy_from_slice(&block.links[row * width..][..width]);
            }
            left += width;
        }
        top += height;
    }
    let mut splice = Splicer {
        links: &mut links,
        cols,
    };
    let mut top = 0;
    for (i, &height) in heights.iter().enumerate() {
        let mut left = widths[0];
        for &width in &widths[1..] {
            let (r, c) = (top, left);
            splice.join([(r, c - 1), (r + 2, c - 2)], [(r + 1, c + 1), (r + 3, c)]);
            left += width;
        }
        if i > 0 {
            let r = top;
            splice.join([(r - 1, 0), (r - 2, 2)], [(r + 1, 1), (r, 3)]);
        }
        top += height;
    }
    Ok(Some(links))
}

/// The tours of the 3 x 10 and 3 x 12 boards that the strips grow from.
static STRIP_SEEDS: [OnceLock<Option<Vec<u8>>>; 2] = [const { OnceLock::new() }; 2];

/// A path over a 3 x 4 block, as `(row, col)`, from `(2, 0)` to `(1, 0)`:
/// inserted between `(0, c-1)` and `(2, c-2)` at the right end of a 3 x c
/// tour, it makes a 3 x (c + 4) tour.
const STRIP_PIECE: [(usize, usize); 12] = [
    (2, 0),
    (1, 2),
    (0, 0),
    (2, 1),
    (1, 3),
    (0, 1),
    (2, 2),
    (0, 3),
    (1, 1),
    (2, 3),
    (0, 2),
    (1, 0),
];

/// The closed tour of a 3 x `cols` board (`cols` even, at least 10), grown
/// from a 3 x 10 or 3 x 12 tour four columns at a time. Schwenk grows his
/// 3 x n tours by 3 x 4 pieces too; this piece and its place are ours: the
/// move `(0, c-1)-(2, c-2)` is in every tour of a 3 x c board because the
/// corner `(0, c-1)` has no other moves, so it can always be cut, and the
/// piece's own top-right corner provides the next cut.
fn strip(cols: usize) -> Result<Option<Vec<u8>>, NoMemory> {
    let seed = if cols % 4 == 2 { 10 } else { 12 };
    let seed_links = STRIP_SEEDS[usize::from(seed == 12)].get_or_init(|| {
        let grid = Grid::new(3, seed);
        // As for the blocks: tables too small to fail, or a failed search.
        find_cycle(&grid, &[grid.index(Square::new(0, 0))], None, BLOCK_BUDGET)
            .ok()
            .flatten()
    });
    let Some(seed_links) = seed_links else {
        return Ok(None);
    };
    let mut links = memory::filled(3 * cols, 0u8)?;
    for row in 0..3 {
        links[row * cols..][..seed].copy_from_slice(&seed_links[row * seed..][..seed]);
    }
    let mut splice = Splicer {
        links: &mut links,
        cols,
    };
    for c in (seed..cols).step_by(4) {
        let piece = STRIP_PIECE.map(|(row, col)| (row, c + col));
        for (k, &square) in piece.iter().enumerate() {
            let before = if k == 0 { (0, c - 1) } else { piece[k - 1] };
            let after = if k == 11 { (2, c - 2) } else { piece[k + 1] };
            let byte = &mut splice.links[square.0 * cols + square.1];
            *byte = 0;
            link(byte, step(square, before));
            link(byte, step(square, after));
        }
        splice.relink((0, c - 1), (2, c - 2), piece[0]);
        splice.relink((2, c - 2), (0, c - 1), piece[11]);
    }
    Ok(Some(links))
}

/// Rewrites the move bytes of a tour under construction.
struct Splicer<'a> {
    links: &'a mut [u8],
    cols: usize,
}

impl Splicer<'_> {
    /// Replaces `a`'s move to `from` with a move to `to`.
    fn relink(&mut self, a: (usize, usize), from: (usize, usize), to: (usize, usize)) {
        let step =
            |b: (usize, usize)| code(b.0 as isize - a.0 as isize, b.1 as isize - a.1 as isize);
        let (old, new) = (step(from) | 8, step(to) | 8);
        let byte = &mut self.links[a.0 * self.cols + a.1];
        if *byte & 15 == old {
            *byte = (*byte & 0xf0) | new;
        } else {
            debug_assert_eq!(*byte >> 4, old, "the move to replace is in the tour");
            *byte = (*byte & 0x0f) | (new << 4);
        }
    }

    /// Removes the moves `p-q` and `x-y` of two cycles and adds `p-x` and
    /// `q-y`, which joins them into one.
    fn join(&mut self, [p, q]: [(usize, usize); 2], [x, y]: [(usize, usize); 2]) {
        self.relink(p, q, x);
        self.relink(q, p, y);
        self.relink(x, y, p);
        self.relink(y, x, q);
    }
}

/// The cycle of `links` read off from `start`, as row-major indices.
fn walk(rows: usize, cols: usize, links: &[u8], start: Square) -> Result<Vec<u32>, NoMemory> {
    let squares = rows * cols;
    let delta: [isize; 8] = KNIGHT_MOVES.map(|(dr, dc)| dr * cols as isize + dc);
    let mut path = memory::with_capacity(squares)?;
    let mut at = start.row * cols + start.col;
    let mut code = moves(links[at]).0;
    path.push(at as u32);
    for _ in 1..squares {
        at = at.wrapping_add_signed(delta[code as usize]);
        path.push(at as u32);
        // Leave by the move that is not the way back: the reverse of move k
        // is move k ^ 4 in the order of KNIGHT_MOVES.
        let (a, b) = moves(links[at]);
        code = if a == code ^ 4 { b } else { a };
    }
    Ok(path)
}

/// The construction's closed tour from `start`, where it applies.
pub(crate) fn constructed(
    rows: usize,
    cols: usize,
    start: Square,
    closed: bool,
) -> Result<Option<Tour>, NoMemory> {
    let Some(links) = construct(rows, cols)? else {
        return Ok(None);
    };
    let path = walk(rows, cols, &links, start)?;
    Ok(Some(Tour::from_indices(rows, cols, path, closed)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block shape and both strip seeds are found well within the
    /// budget, with the imposed moves.
    #[test]
    fn block_tours_are_found_quickly() {
        for rows in MIN_SIDE..=MAX_SIDE {
            for cols in rows.max(6)..=MAX_SIDE {
                if rows % 2 == 1 && cols % 2 == 1 {
                    continue;
                }
                let grid = Grid::new(rows, cols);
                let at = |row, col| grid.index(Square::new(row, col));
                let links = find_cycle(&grid, &[at(1, 1), at(3, 0)], Some(&[at(0, 3)]), 10_000)
                    .unwrap()
                    .unwrap_or_else(|| panic!("{rows} x {cols}"));
                let (a, b) = moves(links[cols + 1]);
                let mut imposed = [a, b];
                imposed.sort();
                let mut expected = [code(2, -1), code(-1, 2)];
                expected.sort();
                assert_eq!(imposed, expected, "{rows} x {cols}");
            }
        }
        for seed in [10, 12] {
            let grid = Grid::new(3, seed);
            let corner = [grid.index(Square::new(0, 0))];
            assert!(find_cycle(&grid, &corner, None, 10_000).unwrap().is_some());
        }
    }

    #[test]
    fn cuts_add_up_and_stay_in_range() {
        for side in MIN_SIDE..=1000 {
            let parts = cut(side).unwrap();
            assert_eq!(parts.iter().sum::<usize>(), side);
            assert!(parts.iter().all(|&p| (MIN_SIDE..=MAX_SIDE).contains(&p)));
            assert!(parts.iter().filter(|&&p| p % 2 == 1).count() <= 1);
            assert!(parts.iter().all(|&p| p % 2 == 0 || p == parts[0]));
        }
        assert_eq!(cut(4), None);
    }

    #[test]
    fn the_strip_piece_is_a_path_that_fits() {
        let knight =
            |a: (usize, usize), b: (usize, usize)| a.0.abs_diff(b.0) * a.1.abs_diff(b.1) == 2;
        let mut seen = [[false; 4]; 3];
        for (k, &(row, col)) in STRIP_PIECE.iter().enumerate() {
            assert!(!seen[row][col]);
            seen[row][col] = true;
            if k > 0 {
                assert!(knight(STRIP_PIECE[k - 1], (row, col)));
            }
        }
        // Joined at column c = 2 to (0, c - 1) and (2, c - 2).
        let shift = |(row, col): (usize, usize)| (row, col + 2);
        assert!(knight((0, 1), shift(STRIP_PIECE[0])));
        assert!(knight((2, 0), shift(STRIP_PIECE[11])));
    }
}
