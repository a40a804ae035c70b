//! `nqueens verify`: whether each placement read is a solution, and if not,
//! every reason why.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

use anyhow::Context;

use super::Outcome;
use crate::config::{Source, VerifyConfig};
use crate::input::{InputError, InputPlacement, PlacementReader};
use crate::text;

pub fn run(config: &VerifyConfig) -> anyhow::Result<Outcome> {
    let input: Box<dyn BufRead> = match &config.source {
        Source::Stdin => Box::new(io::stdin().lock()),
        Source::File(path) => {
            let file = File::open(path).with_context(|| text::cannot_read(path))?;
            Box::new(BufReader::new(file))
        }
    };
    let mut placements = PlacementReader::new(input, config.one_based);
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut checked, mut solutions) = (0u64, 0u64);

    // Errors in the input name where it came from, as compilers do.
    let source_name = || text::source_name(&config.source);
    while let Some(placement) = placements.next_placement().with_context(source_name)? {
        checked += 1;
        let problems = problems(&placement);
        if problems.is_empty() {
            solutions += 1;
        }
        writeln!(out, "{}", text::verdict(checked, placement.n, &problems))?;
    }
    if checked == 0 {
        return Err(anyhow::Error::from(InputError::NoPlacements).context(source_name()));
    }
    writeln!(out, "{}", text::verify_summary(checked, solutions))?;
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
    text::verify_problems(n, placement.squares.len(), &empty_rows, &conflicts)
}
