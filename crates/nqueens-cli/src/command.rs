//! What a command is to the rest of the tool: its name, its arguments as
//! clap reads them, the choices its help describes, and how it runs. Each
//! command declares one [`CommandSpec`] in its own folder, and
//! `commands::ALL` lists them; the command line, the help, the dispatch,
//! the completions and the manual page all read that list, so that none of
//! them names a command.

use clap::{ArgMatches, FromArgMatches};

use crate::console::Outcome;
use crate::i18n::help::Choice;

/// Builds the whole command line with its help in the language of the
/// run, for the commands that describe the tool itself.
pub type Tree = fn() -> clap::Command;

/// One command, as the table of commands holds it.
#[derive(Clone, Copy)]
pub struct CommandSpec {
    /// The name typed after `nqueens`.
    pub name: &'static str,
    /// Adds the command's arguments to a clap command of that name: its
    /// `Args`'s `augment_args`.
    pub args: fn(clap::Command) -> clap::Command,
    /// The choices its arguments take, whose values the help describes in
    /// the language of the run.
    pub choices: &'static [Choice],
    /// Runs it with the arguments clap read.
    pub run: fn(&ArgMatches, Tree) -> anyhow::Result<Outcome>,
}

impl CommandSpec {
    /// The command as clap reads it, its help not yet localised.
    pub fn command(&self) -> clap::Command {
        (self.args)(clap::Command::new(self.name))
    }
}

/// The arguments clap read, as a command's `Args`.
pub fn parsed<A: FromArgMatches>(matches: &ArgMatches) -> anyhow::Result<A> {
    Ok(A::from_arg_matches(matches)?)
}
