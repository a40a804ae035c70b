//! `nqueens verify`: whether each placement read is a solution, and if not,
//! every reason why.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Context;

use super::Outcome;
use crate::input::{InputError, InputPlacement, PlacementReader, Source};
use crate::text;

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
    let conflicts = nqueens::attacking_pairs(n, &placement.squares);
    verify_problems(n, placement.squares.len(), &empty_rows, &conflicts)
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
    conflicts: &[nqueens::Conflict],
) -> Vec<String> {
    let mut problems = Vec::new();
    if queen_count != n {
        problems.push(t!("verify-queen-count", count = queen_count, n = n));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(t!("verify-empty-rows", rows = rows.join(", ")));
    }
    for conflict in conflicts {
        problems.push(text::shared_line(conflict, n));
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
