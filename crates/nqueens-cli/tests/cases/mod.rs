//! The tests of the teaching commands, one module per command.
mod compare;
mod input_checks;
mod l10n;
mod render;
mod trace;
mod watch;
