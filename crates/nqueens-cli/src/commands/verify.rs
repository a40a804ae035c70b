//! `nqueens verify`: whether each placement read is a solution, and if not,
//! every reason why.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Context;

use nqueens::{AttackReport, Conflict};

use super::Outcome;
use crate::input::{InputError, InputPlacement, PlacementReader, Source};
use crate::{memory, text};

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
        // Worded as the reader words its lines' problems.
        let problems = problems(&placement)
            .map_err(|err| {
                let problem = text::error_line(&err);
                anyhow::anyhow!(t!("input-line", line = placement.line, problem = problem))
            })
            .with_context(source_name)?;
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
/// solution. The board's size comes from the input (a JSON line's `"n"`),
/// so the library's tables are estimated against the memory budget first.
fn problems(placement: &InputPlacement) -> anyhow::Result<Vec<String>> {
    let n = placement.n;
    let squares = &placement.squares;
    memory::check(problems_memory_bytes(n, squares.len()))?;
    let mut occupied_rows = vec![false; n];
    for square in squares {
        occupied_rows[square.row] = true;
    }
    let empty_rows: Vec<usize> = (0..n).filter(|&row| !occupied_rows[row]).collect();
    // Linear in the board and the queens however many pairs attack.
    let conflicts = nqueens::attacking_pairs_bounded(n, squares, MAX_LISTED_CONFLICTS)?;
    Ok(verify_problems(n, squares.len(), &empty_rows, &conflicts))
}

/// The bytes [`problems`] allocates for a placement of `queens` queens on
/// an `n x n` board: the library's tables and pairs, and a flag and an
/// index per row for the empty rows.
fn problems_memory_bytes(n: usize, queens: usize) -> u64 {
    let per_row = (size_of::<bool>() + size_of::<usize>()) as u64;
    let listed = (MAX_LISTED_CONFLICTS * size_of::<Conflict>()) as u64;
    nqueens::board::attack_memory_bytes(n, queens)
        .saturating_add(per_row.saturating_mul(n as u64))
        .saturating_add(listed)
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
    conflicts: &AttackReport,
) -> Vec<String> {
    let mut problems = Vec::new();
    if queen_count != n {
        problems.push(t!("verify-queen-count", count = queen_count, n = n));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(t!("verify-empty-rows", rows = rows.join(", ")));
    }
    for conflict in &conflicts.pairs {
        problems.push(text::shared_line(conflict, n));
    }
    let unlisted = conflicts.total - conflicts.pairs.len() as u128;
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
