//! The tests, one module per command; `usage` holds what all commands
//! share: the help, the version, and how a bad command line is told.
mod compare;
mod complete;
mod count;
mod count_checks;
mod count_variants;
mod cube;
mod dominate;
mod export;
mod find;
mod input_checks;
mod knights;
mod l10n;
mod limits;
mod pictures;
mod prompts;
mod render;
mod serve;
mod shell;
mod solve;
mod tour;
mod trace;
mod usage;
mod variants;
mod verify;
mod warnings;
mod watch;
