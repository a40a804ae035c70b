//! The `nqueens` binary, run as a user runs it: one file of cases per
//! command, all in one test binary.
mod cases;
mod harness;
