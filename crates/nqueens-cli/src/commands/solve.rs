//! `nqueens solve`: every solution (or the first K), printed as the search
//! finds it.

use std::io::{self, BufWriter};
use std::ops::ControlFlow;
use std::thread;

use anyhow::{Context, anyhow};

use super::{Outcome, note, warn};
use crate::config::SolveConfig;
use crate::render::{SolutionPrinter, Summary};
use crate::{estimate, text};

/// Stack for everything but the recursion: the visitor, the printer, the
/// library's frames above the first row.
const BASE_STACK_BYTES: usize = 8 << 20;
/// Stack per row of recursion, with room to spare: the deepest frame
/// measured, in an unoptimised build, is under 128 bytes.
const STACK_BYTES_PER_ROW: usize = 1 << 10;

/// Output is written in blocks this large; a pipe takes them whole.
const OUTPUT_BUFFER_BYTES: usize = 64 << 10;

pub fn run(config: SolveConfig) -> anyhow::Result<Outcome> {
    let n = config.n;
    let refused_by_method = config.method.max_n().is_some_and(|max| n > max);
    // A run that is refused gets no warning: its error is the only line.
    if config.limit.is_none() && !refused_by_method {
        if let Some(estimate) = estimate::listing(n, config.unique) {
            warn(&text::listing_warning(&estimate));
        }
    }

    // The recursive methods go n frames deep, beyond the default stack of
    // a thread once n reaches the thousands.
    let stack_bytes = BASE_STACK_BYTES.saturating_add(n.saturating_mul(STACK_BYTES_PER_ROW));
    let search = thread::Builder::new()
        .name("search".to_string())
        .stack_size(stack_bytes)
        .spawn(move || print_solutions(&config))
        .context(text::SEARCH_THREAD_FAILED)?;
    let found = search
        .join()
        .map_err(|_| anyhow!(text::SEARCH_THREAD_DIED))??;

    if found == 0 {
        note(&text::no_solution(n));
        return Ok(Outcome::Failure);
    }
    Ok(Outcome::Success)
}

/// Runs the search and prints each solution; gives how many it printed.
fn print_solutions(config: &SolveConfig) -> anyhow::Result<u64> {
    let out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
    let mut printer = SolutionPrinter::new(out, config.n, config.format);
    let mut found = 0u64;
    let mut write_error = None;

    let visit = |queens: &[usize]| {
        found += 1;
        if let Err(err) = printer.solution(found, queens) {
            write_error = Some(err);
            return ControlFlow::Break(());
        }
        if config.limit == Some(found) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    if config.unique {
        nqueens::for_each_unique_solution(config.n, config.method, visit)?;
    } else {
        nqueens::for_each_solution(config.n, config.method, visit)?;
    }
    if let Some(err) = write_error {
        return Err(err.into());
    }

    let summary = Summary {
        n: config.n,
        found,
        unique: config.unique,
        stopped_at_limit: config.limit.filter(|&limit| limit == found),
    };
    printer.finish(summary)?;
    Ok(found)
}
