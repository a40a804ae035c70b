//! The tests, one module per command; `usage` holds what all commands
//! share: the help, the version, and how a bad command line is told.
mod compare;
mod complete;
mod count;
mod find;
mod l10n;
mod render;
mod shell;
mod solve;
mod tour;
mod trace;
mod usage;
mod verify;
mod watch;
