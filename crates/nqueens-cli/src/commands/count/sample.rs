//! `count --sample K`: a timed sample of the count's subproblems, drawn at
//! random with a seed and covering every group of them, and the time of
//! the whole count it points to (the library's `Plan::sample`).

use std::io::{self, Write};
use std::time::Instant;

use anyhow::Context;
use nqueens::Plan;
use serde::Serialize;

use crate::console::{Outcome, note};
use crate::output::TextOrJson as Format;
use crate::output::json;
use crate::text;

/// The sample asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// About how many subproblems: at least one of each group.
    pub size: usize,
    pub seed: u64,
}

/// The seed of a sample when `--seed` is not given.
pub const DEFAULT_SEED: u64 = 1;

/// Counts the subproblems `chosen` for `sampling` (as
/// `Plan::sample_subproblems` draws them) on `pool` and prints what they
/// found.
pub fn run(
    plan: &Plan,
    sampling: Sampling,
    chosen: &[usize],
    pool: &rayon::ThreadPool,
    format: Format,
    quiet: bool,
) -> anyhow::Result<Outcome> {
    if !quiet {
        note(&t!(
            "count-sample-start",
            counted = chosen.len(),
            all = plan.len(),
            threads = pool.current_num_threads()
        ));
    }
    let start = Instant::now();
    let sample = pool.install(|| plan.count_sample(chosen));
    let record = SampleRecord {
        n: plan.n(),
        method: plan.method().map(nqueens::count::Method::name),
        sample: sample.subproblems.len(),
        subproblems: plan.len(),
        seed: sampling.seed,
        share: (sample.share * 1e6).round() / 1e6,
        total: sample.tally.total,
        threads: pool.current_num_threads(),
        seconds: json::seconds(start.elapsed().as_secs_f64()),
        table_seconds: json::seconds(sample.table_seconds),
        counting_seconds: json::seconds(sample.counting_seconds),
        core_seconds: json::seconds(sample.core_seconds),
        estimated_seconds: json::seconds(sample.core_seconds / pool.current_num_threads() as f64),
    };
    let mut out = io::stdout().lock();
    write(&mut out, &record, format).context(t!("count-sample-unprinted"))?;
    Ok(Outcome::Success)
}

/// What `count --sample` prints as JSON, and the figures of its text.
#[derive(Debug, Serialize)]
struct SampleRecord {
    n: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    method: Option<&'static str>,
    /// Subproblems counted.
    sample: usize,
    /// Subproblems of the whole count.
    subproblems: usize,
    seed: u64,
    /// The sample's share of the whole count's estimated work.
    share: f64,
    /// Solutions in the sample: a part of the count, not an estimate of it.
    total: u128,
    threads: usize,
    /// The sample's own time, start to end.
    seconds: f64,
    table_seconds: f64,
    counting_seconds: f64,
    /// The whole count's estimated time on one core.
    core_seconds: f64,
    /// The same on this many threads, if they share it out evenly.
    estimated_seconds: f64,
}

fn write<W: Write>(out: &mut W, record: &SampleRecord, format: Format) -> io::Result<()> {
    match format {
        Format::Json => json::write_line(out, record),
        Format::Text => {
            writeln!(
                out,
                "{}",
                t!(
                    "count-sample-heading",
                    n = record.n,
                    counted = record.sample,
                    all = record.subproblems,
                    seed = record.seed,
                    percent = format!("{:.2}", record.share * 100.0)
                )
            )?;
            writeln!(
                out,
                "{}",
                t!("count-sample-total", total = record.total.to_string())
            )?;
            writeln!(
                out,
                "{}",
                t!(
                    "count-sample-time",
                    seconds = format!("{:.1}", record.seconds),
                    threads = record.threads,
                    tables = format!("{:.1}", record.table_seconds),
                    counting = format!("{:.1}", record.counting_seconds)
                )
            )?;
            writeln!(
                out,
                "{}",
                t!(
                    "count-sample-estimate",
                    core_seconds = rounded(record.core_seconds),
                    core_time = text::clock_time(record.core_seconds),
                    threads = record.threads,
                    time = text::clock_time(record.estimated_seconds)
                )
            )
        }
    }
}

/// Seconds to a tenth below a hundred, whole above: an estimate is no
/// finer than that.
fn rounded(seconds: f64) -> String {
    if seconds < 100.0 {
        format!("{seconds:.1}")
    } else {
        format!("{seconds:.0}")
    }
}
