//! The library's test suite: one binary, a module per concept.
//!
//! Every fast implementation is checked against `oracle`, a definition-level
//! solver that shares no code with the library, and against the published
//! counts in `testdata/counts.toml`.

mod board;
mod complete;
mod construct;
mod count;
mod cube;
mod domination;
mod enumerate;
mod export;
mod imports;
mod lesson;
mod lesson_programs;
mod local_search;
mod memory;
mod oracle;
mod peaceable;
mod queens_knights;
mod reference;
mod symmetry;
mod tour;
mod tour_trace;
mod trace;
mod variant;
mod variant_counts;
