//! The command line as clap reads it: the subcommands and the flags of the
//! whole tool. Each subcommand's own arguments live with the command, in
//! [`crate::commands`].

use clap::{Parser, Subcommand, ValueEnum};

use crate::commands::{
    compare, complete, completions, count, cube, dominate, export, find, knights, man, peaceable,
    phase, render, serve, solve, tour, trace, verify, watch,
};

#[derive(Debug, Parser)]
#[command(name = "nqueens", version, max_term_width = 100)]
pub struct Args {
    #[command(subcommand)]
    pub command: Command,

    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

/// The languages of the messages; `main` reads the flag before clap does,
/// so that clap's own help and errors come in the language asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    En,
    Vi,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Solve(solve::Args),
    Count(count::Args),
    Find(find::Args),
    Complete(complete::Args),
    Tour(tour::Args),
    Merge(count::merge::Args),
    Verify(verify::Args),
    // The lessons' further problems.
    Dominate(dominate::Args),
    Knights(knights::Args),
    Peaceable(peaceable::Args),
    Cube(cube::Args),
    Export(export::Args),
    // The commands for seeing the search work, in the order a lesson meets
    // them.
    Trace(trace::Args),
    Watch(watch::WatchArgs),
    Compare(compare::Args),
    // The benchmark of completion's phase transition.
    Phase(phase::Args),
    Serve(serve::Args),
    #[command(about = t!("cmd-render-about"), after_help = t!("cmd-render-after-help"))]
    Render(render::Args),
    // For the shell: completions and the manual page.
    Completions(completions::Args),
    Man(man::Args),
}
