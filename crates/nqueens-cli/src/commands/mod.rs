//! The commands, each run against the library with a checked configuration.

use crate::cli::Command;
use crate::console::Outcome;

pub mod compare;
pub mod complete;
pub mod completions;
pub mod count;
pub mod cube;
pub mod dominate;
pub mod export;
pub mod find;
pub mod knights;
pub mod man;
pub mod peaceable;
pub mod phase;
pub mod render;
pub mod serve;
pub mod solve;
pub mod tour;
pub mod trace;
pub mod verify;
pub mod watch;

/// Runs `command`; `tree` builds the whole command line with its help, for
/// the commands that describe the tool itself.
pub fn run(command: Command, tree: impl FnOnce() -> clap::Command) -> anyhow::Result<Outcome> {
    match command {
        Command::Solve(args) => solve::run(args),
        Command::Count(args) => count::run(args),
        Command::Merge(args) => count::merge::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Find(args) => find::run(args),
        Command::Dominate(args) => dominate::run(args),
        Command::Knights(args) => knights::run(args),
        Command::Peaceable(args) => peaceable::run(args),
        Command::Cube(args) => cube::run(args),
        Command::Export(args) => export::run(args),
        Command::Complete(args) => complete::run(args),
        Command::Tour(args) => tour::run(args),
        Command::Render(args) => render::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Phase(args) => phase::run(args),
        Command::Watch(args) => watch::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Trace(args) => trace::run(args),
        Command::Completions(args) => completions::run(args, tree()),
        Command::Man(args) => man::run(args, tree()),
    }
}
