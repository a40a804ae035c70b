//! The commands, one folder each, and the one table that lists them.
//!
//! Each command's folder declares what it is in a `COMMAND` (see
//! [`CommandSpec`]); [`ALL`] lists them in the order `--help` shows them,
//! and is read as data by the command line, the dispatch, the help, the
//! completions and the manual page. Commands do not import each other, nor
//! this table.

use crate::command::CommandSpec;

pub mod code;
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

/// Every command, in the order of `--help`.
#[rustfmt::skip] // A table: one command a line.
pub const ALL: &[CommandSpec] = &[
    solve::COMMAND,
    count::COMMAND,
    find::COMMAND,
    complete::COMMAND,
    tour::COMMAND,
    count::merge::COMMAND,
    count::plan::COMMAND,
    verify::COMMAND,
    // The lessons' further problems.
    dominate::COMMAND,
    knights::COMMAND,
    peaceable::COMMAND,
    cube::COMMAND,
    export::COMMAND,
    // The commands for seeing the search work, in the order a lesson meets
    // them.
    trace::COMMAND,
    code::COMMAND,
    watch::COMMAND,
    compare::COMMAND,
    // The benchmark of completion's phase transition.
    phase::COMMAND,
    serve::COMMAND,
    render::COMMAND,
    // For the shell: completions and the manual page.
    completions::COMMAND,
    man::COMMAND,
];
