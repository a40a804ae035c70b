//! `nqueens man`: the manual page, as roff on standard output, built from
//! the same localised tree that `--help` shows.

use std::io::{self, Write};

use super::Outcome;
use crate::i18n;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<Outcome> {
    let mut page = Vec::new();
    clap_mangen::Man::new(i18n::help::command()).render(&mut page)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(Outcome::Success)
}
