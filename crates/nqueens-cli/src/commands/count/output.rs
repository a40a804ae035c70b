//! What `count` and `merge` print: the counts as text for people, or a JSON
//! line for scripts and for `merge`.

use std::io::{self, Write};

use nqueens::variant::Variant;
use nqueens::{Counts, Plan};
use serde::Serialize;

use super::shard::{Shard, ShardRecord};
use crate::output::TextOrJson as CountFormat;
use crate::output::json;
use crate::variant;

/// Writes the result of `count`.
pub fn counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    plan: &Plan,
    seconds: f64,
    format: CountFormat,
) -> io::Result<()> {
    let time_line = count_time(seconds);
    whole_counts(out, counts, plan, seconds, &time_line, format)
}

/// A whole count, text or JSON, with `time_line` as its last text line.
fn whole_counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    plan: &Plan,
    seconds: f64,
    time_line: &str,
    format: CountFormat,
) -> io::Result<()> {
    let variant = &plan.problem();
    match format {
        CountFormat::Text => {
            let total = match variant {
                Variant::Classic => count_total(counts.n, counts.total),
                _ => variant_total(counts.n, variant, counts.total),
            };
            writeln!(out, "{total}")?;
            writeln!(out, "{}", count_unique(counts.unique))?;
            writeln!(out, "{time_line}")
        }
        CountFormat::Json => {
            let record = CountRecord {
                n: counts.n,
                variant: Some(variant)
                    .filter(|variant| **variant != Variant::Classic)
                    .map(Variant::tag),
                method: plan.method().map(nqueens::count::Method::name),
                total: counts.total,
                unique: counts.unique,
                seconds: json::seconds(seconds),
            };
            json::write_line(out, &record)
        }
    }
}

/// Writes the result of `count --shard`: in text, plainly marked as a part;
/// in JSON, the record that `merge` reads.
pub fn shard_counts<W: Write>(
    out: &mut W,
    record: &ShardRecord,
    plan: &Plan,
    format: CountFormat,
) -> io::Result<()> {
    let problem = &plan.problem();
    match format {
        CountFormat::Text => {
            let shard = Shard {
                index: record.shard,
                count: record.shards,
            };
            let heading = shard_heading(record.n, problem, shard, record.subproblems, plan.len());
            writeln!(out, "{heading}")?;
            writeln!(out, "{}", shard_total(record.total))?;
            let unique = if plan.unique_counts_classes() {
                shard_unique(record.unique)
            } else {
                shard_burnside(record.unique)
            };
            writeln!(out, "{unique}")?;
            writeln!(out, "{}", count_time(record.seconds))
        }
        CountFormat::Json => json::write_line(out, record),
    }
}

/// Writes the result of `merge`: as `count` writes a whole count, with the
/// shards' times added up.
pub fn merged_counts<W: Write>(
    out: &mut W,
    counts: &Counts,
    plan: &Plan,
    seconds: f64,
    shards: usize,
    format: CountFormat,
) -> io::Result<()> {
    whole_counts(
        out,
        counts,
        plan,
        seconds,
        &merged_time(seconds, shards),
        format,
    )
}

/// The line of `count --format json`.
#[derive(Debug, Serialize)]
pub struct CountRecord {
    pub n: usize,
    /// What was counted, as [`Variant::tag`] names it; absent for the
    /// classic board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// How the classic board was counted; absent for a variant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<&'static str>,
    pub total: u128,
    pub unique: u128,
    pub seconds: f64,
}

fn count_total(n: usize, total: u128) -> String {
    t!("count-total", n = n, total = total.to_string())
}

/// The first line of a variant's count: what was counted, and how many.
fn variant_total(n: usize, variant: &Variant, total: u128) -> String {
    t!(
        "count-total-variant",
        what = variant::describe(variant, n),
        n = n,
        total = total.to_string()
    )
}

fn count_unique(unique: u128) -> String {
    t!("count-unique", unique = unique.to_string())
}

fn count_time(seconds: f64) -> String {
    t!("count-time", seconds = format!("{seconds:.3}"))
}

/// The first line of a shard's text output, which must not read as the
/// whole count.
fn shard_heading(n: usize, problem: &Variant, shard: Shard, counted: usize, all: usize) -> String {
    if *problem != Variant::Classic {
        return t!(
            "count-shard-heading-variant",
            what = variant::describe(problem, n),
            index = shard.index,
            count = shard.count,
            n = n,
            counted = counted,
            all = all,
        );
    }
    t!(
        "count-shard-heading",
        index = shard.index,
        count = shard.count,
        n = n,
        counted = counted,
        all = all,
    )
}

fn shard_total(total: u128) -> String {
    t!("count-shard-total", total = total.to_string())
}

fn shard_unique(unique: u128) -> String {
    t!("count-shard-unique", unique = unique.to_string())
}

fn shard_burnside(sum: u128) -> String {
    t!("count-shard-burnside", sum = sum.to_string())
}

fn merged_time(seconds: f64, shards: usize) -> String {
    t!(
        "merge-time",
        seconds = format!("{seconds:.3}"),
        shards = shards
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_beyond_u64_are_exact() {
        let mut out = Vec::new();
        let record = CountRecord {
            n: 1,
            variant: None,
            method: None,
            total: u128::from(u64::MAX) + 1,
            unique: u128::from(u64::MAX) / 8 + 1,
            seconds: 0.5,
        };
        json::write_line(&mut out, &record).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"n\": 1, \"total\": 18446744073709551616, \"unique\": 2305843009213693952, \"seconds\": 0.5}\n"
        );
    }
}
