//! `nqueens phase`: the phase transition of the excluded-diagonals problem
//! (CSPLib prob079). For each board size, random lists of diagonals as the
//! benchmark makes them ([`ExcludedDiagonals::random`]); every prefix of d
//! lines with d / n in the range asked for is an instance, decided by
//! [`find_completion`]; the command prints the fraction of instances with
//! a completion against d / n, and can draw it.
//!
//! Few lines leave almost every instance a completion and many leave none;
//! between them the fraction falls steeply, and there the hardest instances
//! lie (Gent, Jefferson and Nightingale, "Complexity of n-Queens
//! Completion", JAIR 2017).

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::anyhow;
use nqueens::complete::{ExcludedDiagonals, find_completion};
use serde::Serialize;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, note};
use crate::i18n::help::Choice;
use crate::output::TextOrJson;
use crate::output::chart::{self, ChartFile, Curve, PhaseLabels};
use crate::output::json;
use crate::values::{self, Quantity};

/// `nqueens phase`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "phase",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<crate::output::TextOrJson>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N", required = true, num_args = 1..)]
    pub sizes: Vec<String>,

    #[arg(long, value_name = "K")]
    pub seeds: Option<String>,

    #[arg(long, value_name = "RATIO")]
    pub from: Option<String>,

    #[arg(long, value_name = "RATIO")]
    pub to: Option<String>,

    #[arg(long = "min-free", value_name = "M")]
    pub min_free: Option<String>,

    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: TextOrJson,
}

/// The largest board: the word-per-row search's.
const MAX_PHASE_N: usize = nqueens::complete::MAX_WORD_N;
/// Lists per size, at most.
const MAX_SEEDS: u64 = 100_000;
/// The largest d / n: past 2 every row has been left its minimum long
/// before.
const MAX_RATIO: f64 = 4.0;
/// From this size on, single instances near the transition can take
/// minutes to decide.
const SLOW_FROM_N: usize = 24;

/// A size whose other lists, judged by its first, would take this long or
/// more is announced before they run.
const ANNOUNCE_FROM: Duration = Duration::from_secs(60);

/// `phase`'s arguments, checked.
#[derive(Clone, Debug, PartialEq)]
struct Config {
    sizes: Vec<usize>,
    seeds: u64,
    from: f64,
    to: f64,
    min_free: usize,
    plot: Option<PathBuf>,
    format: TextOrJson,
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let mut sizes = args
            .sizes
            .iter()
            .map(|text| values::board_size(text, MAX_PHASE_N))
            .collect::<Result<Vec<_>, _>>()?;
        sizes.sort_unstable();
        sizes.dedup();
        let seeds = match &args.seeds {
            Some(text) => values::number_in(text, Quantity::Flag("--seeds"), 1, MAX_SEEDS)?,
            None => 20,
        };
        let ratio = |flag: &'static str, text: &Option<String>, default: f64| match text {
            None => Ok(default),
            Some(text) => match text.parse::<f64>() {
                Ok(value) if (0.0..=MAX_RATIO).contains(&value) => Ok(value),
                _ => Err(anyhow!(t!(
                    "phase-bad-ratio",
                    flag = flag,
                    text = crate::text::quoted(text),
                    max = MAX_RATIO.to_string()
                ))),
            },
        };
        let from = ratio("--from", &args.from, 0.4)?;
        let to = ratio("--to", &args.to, 1.6)?;
        if from > to {
            return Err(anyhow!(t!(
                "phase-empty-range",
                from = from.to_string(),
                to = to.to_string()
            )));
        }
        let min_free = match &args.min_free {
            Some(text) => {
                values::number_in(text, Quantity::Flag("--min-free"), 0, MAX_PHASE_N as u64)?
                    as usize
            }
            None => 4,
        };
        Ok(Config {
            sizes,
            seeds,
            from,
            to,
            min_free,
            plot: args.plot,
            format: args.format,
        })
    }

    /// The numbers of lines of the instances on the `n x n` board.
    fn lines_range(&self, n: usize) -> std::ops::RangeInclusive<usize> {
        let first = (self.from * n as f64).ceil() as usize;
        let last = (self.to * n as f64 + 1e-9).floor() as usize;
        first..=last
    }
}

/// How long `lists` more lists may take when the first took `first`,
/// where that is long enough to say so. Lists differ, by several times
/// near the transition: it is a rough guess.
fn time_left(first: Duration, lists: u64) -> Option<Duration> {
    let rest = first.saturating_mul(u32::try_from(lists).unwrap_or(u32::MAX));
    (rest >= ANNOUNCE_FROM).then_some(rest)
}

/// The instances of one size and number of lines.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
struct Cell {
    n: usize,
    d: usize,
    instances: u64,
    with_completion: u64,
}

impl Cell {
    fn fraction(&self) -> f64 {
        self.with_completion as f64 / self.instances as f64
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    let chart_file = config.plot.as_deref().map(ChartFile::create).transpose()?;
    if let Some(&largest) = config.sizes.last()
        && largest >= SLOW_FROM_N
    {
        note(&t!("phase-slow", n = largest));
    }
    let mut out = io::stdout().lock();
    let mut cells = Vec::new();
    for &n in &config.sizes {
        let range = config.lines_range(n);
        let mut row: Vec<Cell> = range
            .clone()
            .map(|d| Cell {
                n,
                d,
                instances: 0,
                with_completion: 0,
            })
            .collect();
        let started = Instant::now();
        for seed in 0..config.seeds {
            if seed == 1
                && let Some(rest) = time_left(started.elapsed(), config.seeds - 1)
            {
                note(&t!(
                    "phase-long",
                    n = n,
                    lists = config.seeds - 1,
                    time = crate::text::rough_time(rest.as_secs_f64())
                ));
            }
            let list = ExcludedDiagonals::random(n, config.min_free, seed)?;
            for cell in &mut row {
                // A list can run out of lines before d: that instance does
                // not exist.
                if cell.d > list.lines().len() {
                    continue;
                }
                cell.instances += 1;
                if find_completion(&list.first(cell.d))?.is_some() {
                    cell.with_completion += 1;
                }
            }
        }
        row.retain(|cell| cell.instances > 0);
        if config.format == TextOrJson::Json {
            for cell in &row {
                json::write_line(&mut out, cell)?;
            }
            out.flush()?;
        }
        cells.extend(row);
    }
    if config.format == TextOrJson::Text {
        out.write_all(table(&cells, &config.sizes).as_bytes())?;
        out.flush()?;
    }
    if let Some(file) = chart_file {
        file.write(chart::phase_svg(
            &curves(&cells, &config.sizes),
            &labels(&config),
        ))?;
    }
    Ok(Outcome::Success)
}

/// The table: a row per tenth of d / n (the instances whose d / n rounds to
/// it), a column per size, each cell the fraction with a completion and,
/// in brackets, the number of instances.
fn table(cells: &[Cell], sizes: &[usize]) -> String {
    let tenth = |cell: &Cell| (cell.d as f64 / cell.n as f64 * 10.0).round() as i64;
    let mut tenths: Vec<i64> = cells.iter().map(tenth).collect();
    tenths.sort_unstable();
    tenths.dedup();
    let mut rows = vec![
        std::iter::once(t!("phase-ratio-heading"))
            .chain(sizes.iter().map(|n| format!("n = {n}")))
            .collect::<Vec<String>>(),
    ];
    for &at in &tenths {
        let mut row = vec![format!("{:.1}", at as f64 / 10.0)];
        for &n in sizes {
            let (instances, with) = cells
                .iter()
                .filter(|cell| cell.n == n && tenth(cell) == at)
                .fold((0, 0), |(all, with), cell| {
                    (all + cell.instances, with + cell.with_completion)
                });
            row.push(if instances == 0 {
                String::new()
            } else {
                format!("{:.2} ({instances})", with as f64 / instances as f64)
            });
        }
        rows.push(row);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|col| {
            rows.iter()
                .map(|row| row[col].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for row in &rows {
        let line: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(cell, &width)| format!("{cell:>width$}"))
            .collect();
        text.push_str(line.join("  ").trim_end());
        text.push('\n');
    }
    text
}

/// A curve per size: the fraction with a completion at each d / n.
fn curves(cells: &[Cell], sizes: &[usize]) -> Vec<Curve> {
    sizes
        .iter()
        .map(|&n| Curve {
            label: format!("n = {n}"),
            points: cells
                .iter()
                .filter(|cell| cell.n == n)
                .map(|cell| (cell.d as f64 / n as f64, cell.fraction()))
                .collect(),
        })
        .collect()
}

fn labels(config: &Config) -> PhaseLabels {
    PhaseLabels {
        title: t!("phase-plot-title", seeds = config.seeds),
        x_axis: t!("phase-plot-x"),
        y_axis: t!("phase-plot-y"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_left_are_announced_from_a_minute() {
        let seconds = Duration::from_secs;
        assert_eq!(time_left(seconds(2), 10), None);
        assert_eq!(time_left(seconds(6), 9), None);
        assert_eq!(time_left(seconds(6), 10), Some(seconds(60)));
        assert_eq!(time_left(seconds(1), 99_999), Some(seconds(99_999)));
        assert_eq!(time_left(seconds(3600), 0), None);
    }
}
