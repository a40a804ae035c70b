//! `nqueens man`: the manual page, as roff on standard output, built from
//! the same localised tree that `--help` shows.

use std::io::{self, Write};

use super::Outcome;

#[derive(Debug, clap::Args)]
pub struct Args {}

/// `tree` is the whole command line with its help in the language of the
/// run, handed in by `main`, which builds it.
pub fn run(_args: Args, tree: clap::Command) -> anyhow::Result<Outcome> {
    let mut page = Vec::new();
    clap_mangen::Man::new(tree).render(&mut page)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(Outcome::Success)
}
