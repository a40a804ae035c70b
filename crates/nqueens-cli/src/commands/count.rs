//! `nqueens count`: the number of solutions, and how long finding it took.

use std::io::{self, Write};
use std::time::Instant;

use super::{Outcome, warn};
use crate::config::CountConfig;
use crate::{estimate, render, text};

pub fn run(config: &CountConfig) -> anyhow::Result<Outcome> {
    let n = config.n;
    if let Some(estimate) = estimate::counting(n).filter(|_| n <= nqueens::count::MAX_COUNT_N) {
        warn(&text::counting_warning(&estimate));
    }
    let start = Instant::now();
    // The unique count comes from the same search, so it is always there.
    let counts = nqueens::count_with_unique(n)?;
    let seconds = start.elapsed().as_secs_f64();

    let mut out = io::stdout().lock();
    render::counts(&mut out, &counts, seconds, config.format)?;
    out.flush()?;
    Ok(if counts.total == 0 {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}
