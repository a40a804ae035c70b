//! `nqueens solve`: every solution (or the first K), printed as the search
//! finds it.

use std::io::{self, BufWriter};
use std::ops::ControlFlow;

use super::{OUTPUT_BUFFER_BYTES, Outcome, note, on_deep_stack, warn};
use crate::config::{SolveConfig, SolveFormat};
use crate::render::{SolutionPrinter, Summary};
use crate::{estimate, text};

pub fn run(config: SolveConfig) -> anyhow::Result<Outcome> {
    if config.format == SolveFormat::Svg {
        return super::render::solve_sheet(&config);
    }
    let n = config.n;
    let refused_by_method = config.method.max_n().is_some_and(|max| n > max);
    // A run that is refused gets no warning: its error is the only line.
    if config.limit.is_none()
        && !refused_by_method
        && let Some(estimate) = estimate::listing(n, config.unique)
    {
        warn(&text::listing_warning(&estimate));
    }

    // The recursive methods go n frames deep.
    let found = on_deep_stack(n, move || print_solutions(&config))?;

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
        completions: false,
        stopped_at_limit: config.limit.filter(|&limit| limit == found),
    };
    printer.finish(summary)?;
    Ok(found)
}
