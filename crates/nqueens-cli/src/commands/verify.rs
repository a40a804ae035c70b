//! `nqueens verify`: whether each placement read is a solution, and if not,
//! every reason why.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Context;

use nqueens::{Conflict, Square};

use super::Outcome;
use crate::input::{InputError, InputPlacement, PlacementReader, Source};
use crate::text;

/// The most attacking pairs a verdict names; the others are counted. A
/// placement of 10,000 queens in one column has 49,995,000 pairs.
const MAX_LISTED_CONFLICTS: usize = 10;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[arg(long)]
    pub one_based: bool,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let source = args.file.map_or(Source::Stdin, Source::from_path);
    let input = source.open()?;
    let mut placements = PlacementReader::new(input, args.one_based);
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut checked, mut solutions) = (0u64, 0u64);

    // Errors in the input name where it came from, as compilers do.
    let source_name = || source.name();
    while let Some(placement) = placements.next_placement().with_context(source_name)? {
        checked += 1;
        let problems = problems(&placement);
        if problems.is_empty() {
            solutions += 1;
        }
        writeln!(out, "{}", verdict(checked, placement.n, &problems))?;
    }
    if checked == 0 {
        return Err(anyhow::Error::from(InputError::NoPlacements).context(source_name()));
    }
    writeln!(out, "{}", verify_summary(checked, solutions))?;
    out.flush()?;

    Ok(if solutions == checked {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

/// What keeps a placement from being a solution, in words; empty for a
/// solution.
fn problems(placement: &InputPlacement) -> Vec<String> {
    let n = placement.n;
    let mut occupied_rows = vec![false; n];
    for square in &placement.squares {
        occupied_rows[square.row] = true;
    }
    let empty_rows: Vec<usize> = (0..n).filter(|&row| !occupied_rows[row]).collect();
    let conflicts = conflicts(n, &placement.squares);
    verify_problems(n, placement.squares.len(), &empty_rows, &conflicts)
}

/// The first attacking pairs of a placement, in the order
/// `nqueens::attacking_pairs` lists them, and how many there are in all.
#[derive(Debug, Default, PartialEq, Eq)]
struct Conflicts {
    listed: Vec<Conflict>,
    total: u64,
}

/// The attacking pairs of distinct squares of an `n x n` board, listing
/// [`MAX_LISTED_CONFLICTS`] at most, in time linear in `n` and the squares:
/// the queens on each line are tallied, and a line of k queens holds
/// k(k-1)/2 pairs, as two distinct squares share at most one line.
fn conflicts(n: usize, squares: &[Square]) -> Conflicts {
    let mut sorted = squares.to_vec();
    // Reading order, as the library's pairs; the stable sort takes the
    // sorted input of a list line in one pass.
    sorted.sort();
    let line_of: [fn(Square, usize) -> usize; 4] = [
        |square, _| square.row,
        |square, _| square.col,
        |square, _| square.row + square.col,
        |square, n| square.row + n - 1 - square.col,
    ];
    let mut total = 0u64;
    // Per kind of line, the squares on each line in reading order (as
    // indices into `sorted`, grouped by line) and each square's place there.
    let mut members: Vec<(Vec<usize>, Vec<usize>, Vec<usize>)> = Vec::with_capacity(4);
    for line in line_of {
        let mut starts = vec![0usize; 2 * n + 1];
        for &square in &sorted {
            starts[line(square, n) + 1] += 1;
        }
        for &count in &starts {
            let count = count as u64;
            total += count * count.saturating_sub(1) / 2;
        }
        for k in 1..starts.len() {
            starts[k] += starts[k - 1];
        }
        let mut filled = starts.clone();
        let mut on_line = vec![0usize; sorted.len()];
        let mut place = vec![0usize; sorted.len()];
        for (index, &square) in sorted.iter().enumerate() {
            let slot = &mut filled[line(square, n)];
            on_line[*slot] = index;
            place[index] = *slot;
            *slot += 1;
        }
        // The end of each square's line, for the partners after it.
        let ends = sorted
            .iter()
            .map(|&square| starts[line(square, n) + 1])
            .collect();
        members.push((on_line, place, ends));
    }
    let mut listed = Vec::new();
    if total == 0 {
        return Conflicts { listed, total };
    }
    for (first_index, &first) in sorted.iter().enumerate() {
        let wanted = MAX_LISTED_CONFLICTS - listed.len();
        if wanted == 0 {
            break;
        }
        // The partners after this square on its four lines: the next ones
        // in reading order are among the first `wanted` of each line.
        let mut partners: Vec<usize> = Vec::new();
        for (on_line, place, ends) in &members {
            let after = place[first_index] + 1..ends[first_index];
            partners.extend(on_line[after].iter().take(wanted));
        }
        partners.sort_unstable();
        for &second_index in partners.iter().take(wanted) {
            let second = sorted[second_index];
            let line = first
                .shared_line(second, n)
                .expect("squares on one line share it");
            listed.push(Conflict {
                first,
                second,
                line,
            });
        }
    }
    Conflicts { listed, total }
}

/// One placement's verdict: its number, its board and what is wrong with
/// it, if anything (`problems` already worded by [`verify_problems`]).
fn verdict(index: u64, n: usize, problems: &[String]) -> String {
    if problems.is_empty() {
        t!("verify-solution", index = index, n = n)
    } else {
        t!(
            "verify-not-a-solution",
            index = index,
            n = n,
            problems = problems.join("; ")
        )
    }
}

/// What keeps a placement from being a solution, in words.
fn verify_problems(
    n: usize,
    queen_count: usize,
    empty_rows: &[usize],
    conflicts: &Conflicts,
) -> Vec<String> {
    let mut problems = Vec::new();
    if queen_count != n {
        problems.push(t!("verify-queen-count", count = queen_count, n = n));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(t!("verify-empty-rows", rows = rows.join(", ")));
    }
    for conflict in &conflicts.listed {
        problems.push(text::shared_line(conflict, n));
    }
    let unlisted = conflicts.total - conflicts.listed.len() as u64;
    if unlisted > 0 {
        problems.push(t!("verify-more-pairs", count = unlisted));
    }
    problems
}

/// A row as chess names it (`rank 5`) where the board has letters for its
/// files, by its index otherwise.
fn row_name(n: usize, row: usize) -> String {
    if n <= nqueens::board::MAX_ALGEBRAIC_N {
        t!("verify-rank", rank = n - row)
    } else {
        t!("verify-row", row = row)
    }
}

fn verify_summary(placements: u64, solutions: u64) -> String {
    let kind = match solutions {
        all if all == placements => "all",
        0 => "none",
        _ => "some",
    };
    t!(
        "verify-summary",
        all = placements,
        solutions = solutions,
        kind = kind,
        not = placements - solutions
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairs of every placement of `queens` queens on a small board,
    /// against the library's quadratic check.
    #[test]
    fn conflicts_match_the_librarys_pairs() {
        let n = 5;
        let squares: Vec<Square> = (0..n * n).map(|k| Square::new(k / n, k % n)).collect();
        // All 2^25 sets of squares would be slow; a prime stride through
        // them covers every size.
        for mask in (0u32..1 << 25).step_by(9973) {
            let chosen: Vec<Square> = squares
                .iter()
                .enumerate()
                .filter(|&(k, _)| mask & (1 << k) != 0)
                .map(|(_, &square)| square)
                .rev()
                .collect();
            let all = nqueens::attacking_pairs(n, &chosen);
            let found = conflicts(n, &chosen);
            assert_eq!(found.total, all.len() as u64, "{chosen:?}");
            let first = &all[..all.len().min(MAX_LISTED_CONFLICTS)];
            assert_eq!(found.listed, first, "{chosen:?}");
        }
    }

    #[test]
    fn a_column_of_queens_counts_its_pairs() {
        let n = 10_000;
        let column: Vec<Square> = (0..n).map(|row| Square::new(row, 0)).collect();
        let found = conflicts(n, &column);
        assert_eq!(found.total, 49_995_000);
        assert_eq!(found.listed.len(), MAX_LISTED_CONFLICTS);
        assert_eq!(found.listed[9].second, Square::new(10, 0));
    }
}
