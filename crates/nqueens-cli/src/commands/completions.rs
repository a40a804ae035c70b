//! `nqueens completions SHELL`: the shell's completion script for the
//! command line, built from the same localised tree that `--help` shows.

use std::io::{self, Write};

use clap_complete::Shell;

use super::Outcome;
use crate::i18n;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Shell,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    // clap_complete panics when its writer fails, so the script is built in
    // memory and written here, where a closed pipe or a full disk is told
    // as for any output.
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut i18n::help::command(),
        "nqueens",
        &mut script,
    );
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Outcome::Success)
}
