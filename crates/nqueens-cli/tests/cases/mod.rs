//! The tests of the teaching commands, one module per command.
mod compare;
mod count_checks;
mod input_checks;
mod l10n;
mod limits;
mod pictures;
mod prompts;
mod render;
mod trace;
mod warnings;
mod watch;
