//! `nqueens completions SHELL`: the shell's completion script for the
//! command line, built from the same localised tree that `--help` shows.

use std::io::{self, Write};

use clap_complete::Shell;

use crate::command::{self, CommandSpec};
use crate::console::Outcome;
use crate::i18n::help::Choice;

/// `nqueens completions`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "completions",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<Shell>()],
    run: |matches, tree| run(command::parsed(matches)?, tree()),
};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Shell,
}

/// `tree` is the whole command line with its help in the language of the
/// run, handed in by `main`, which builds it.
pub fn run(args: Args, mut tree: clap::Command) -> anyhow::Result<Outcome> {
    // clap_complete panics when its writer fails, so the script is built in
    // memory and written here, where a closed pipe or a full disk is told
    // as for any output.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut tree, "nqueens", &mut script);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Outcome::Success)
}
