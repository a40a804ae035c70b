//! `nqueens plan`: the job files of a count spread over a cluster, their
//! number of shards chosen from the count's own estimate so that each task
//! fits its time limit with a margin.
//!
//! The plan is sized on the subproblems themselves: the shards deal out
//! the subproblems by remainder, so the largest shard's estimated cost, and
//! the largest subproblem in it (one thread counts a subproblem), give the
//! time of the slowest task.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use nqueens::Plan;
use nqueens::count::Method;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, note, warn};
use crate::estimate;
use crate::memory;
use crate::text;
use crate::values::{self, Quantity};

pub mod jobs;
pub mod resubmit;

use jobs::{Sizing, clock};
pub use resubmit::Scheduler;

/// `nqueens plan`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "plan",
    args: <Args as clap::Args>::augment_args,
    choices: &[],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("scheduler").required(true).args(["slurm", "kubernetes", "parallel"])))]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(long)]
    pub slurm: bool,

    #[arg(long)]
    pub kubernetes: bool,

    #[arg(long)]
    pub parallel: bool,

    #[arg(long, value_name = "C")]
    pub cpus_per_task: Option<String>,

    #[arg(long, value_name = "HH:MM:SS")]
    pub time: Option<String>,

    #[arg(long, value_name = "FACTOR")]
    pub margin: Option<String>,

    #[arg(long, value_name = "K")]
    pub shards: Option<String>,

    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// The time limit of a task when `--time` is not given.
const DEFAULT_LIMIT_SECONDS: u64 = 12 * 3600;

/// How many times its estimate a task may take and still end before the
/// checkpoint signal, when `--margin` is not given: the estimates are
/// measured on one machine, and others' cores differ.
const DEFAULT_MARGIN: f64 = 2.0;

/// The largest margin taken: beyond it the plan is mostly waiting.
const MAX_MARGIN: f64 = 100.0;

/// The shortest limit: Slurm counts limits in minutes.
const MIN_LIMIT_SECONDS: u64 = 60;

/// The most CPUs a task may ask for (as `count --threads`).
const MAX_CPUS: u64 = super::MAX_THREADS as u64;

/// `plan`'s arguments, checked.
#[derive(Clone, Debug, PartialEq)]
struct Config {
    n: usize,
    scheduler: Scheduler,
    cpus: usize,
    limit_seconds: u64,
    margin: f64,
    shards: Option<usize>,
    out: PathBuf,
}

/// Why a plan cannot be made.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanError {
    /// Below the sizes the count's estimate covers.
    NoEstimate {
        n: usize,
    },
    BadTime {
        text: String,
    },
    LimitTooShort {
        limit: String,
    },
    BadMargin {
        text: String,
    },
    ShardsOverSubproblems {
        shards: usize,
        subproblems: usize,
    },
    /// Even a task of one subproblem would not fit.
    SliceTooLarge {
        largest: String,
        budget: String,
        limit: String,
    },
    /// The directory's name cannot be written into a script.
    OutNotText,
}

impl std::error::Error for PlanError {}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            PlanError::NoEstimate { n } => t!("plan-no-estimate", n = *n, first = FIRST_PLANNED_N),
            PlanError::BadTime { text } => t!("plan-bad-time", value = text::quoted(text)),
            PlanError::LimitTooShort { limit } => {
                t!("plan-limit-too-short", limit = limit.as_str())
            }
            PlanError::BadMargin { text } => t!(
                "plan-bad-margin",
                value = text::quoted(text),
                max = MAX_MARGIN as u64
            ),
            PlanError::ShardsOverSubproblems {
                shards,
                subproblems,
            } => t!(
                "plan-shards-over-subproblems",
                shards = *shards,
                subproblems = *subproblems
            ),
            PlanError::SliceTooLarge {
                largest,
                budget,
                limit,
            } => t!(
                "plan-slice-too-large",
                largest = largest.as_str(),
                budget = budget.as_str(),
                limit = limit.as_str()
            ),
            PlanError::OutNotText => t!("plan-out-not-text"),
        })
    }
}

/// The smallest board the count's estimate covers: smaller ones count in
/// minutes on one machine.
const FIRST_PLANNED_N: usize = 19;

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, nqueens::count::MAX_COUNT_N)?;
        let scheduler = if args.slurm {
            Scheduler::Slurm
        } else if args.kubernetes {
            Scheduler::Kubernetes
        } else {
            Scheduler::Parallel
        };
        let cpus = args
            .cpus_per_task
            .as_deref()
            .map(|text| values::positive(text, Quantity::Flag("--cpus-per-task"), MAX_CPUS))
            .transpose()?
            .unwrap_or(1) as usize;
        let limit_seconds = match args.time.as_deref() {
            Some(text) => parse_limit(text)?,
            None => DEFAULT_LIMIT_SECONDS,
        };
        let margin = match args.margin.as_deref() {
            Some(text) => parse_margin(text)?,
            None => DEFAULT_MARGIN,
        };
        let shards = args
            .shards
            .as_deref()
            .map(|text| values::positive(text, Quantity::Flag("--shards"), u64::MAX))
            .transpose()?
            .map(|shards| shards as usize);
        Ok(Config {
            n,
            scheduler,
            cpus,
            limit_seconds,
            margin,
            shards,
            out: args.out.unwrap_or_else(|| PathBuf::from(".")),
        })
    }
}

/// A time limit as Slurm writes it: `[D-]HH:MM:SS`, `MM:SS` or minutes.
fn parse_limit(text: &str) -> Result<u64, PlanError> {
    let bad = || PlanError::BadTime {
        text: text.to_string(),
    };
    let number = |part: &str| -> Result<u64, PlanError> {
        if part.is_empty() || part.len() > 6 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        part.parse().map_err(|_| bad())
    };
    let (days, clock) = match text.split_once('-') {
        Some((days, clock)) => (number(days)?, clock),
        None => (0, text),
    };
    let parts: Vec<&str> = clock.split(':').collect();
    let seconds = match parts.as_slice() {
        [minutes] if days == 0 => number(minutes)? * 60,
        [minutes, seconds] if days == 0 => number(minutes)? * 60 + number(seconds)?,
        [hours, minutes, seconds] => {
            let (minutes, seconds) = (number(minutes)?, number(seconds)?);
            if minutes >= 60 || seconds >= 60 {
                return Err(bad());
            }
            number(hours)? * 3600 + minutes * 60 + seconds
        }
        _ => return Err(bad()),
    };
    let seconds = days * 86_400 + seconds;
    if seconds < MIN_LIMIT_SECONDS {
        return Err(PlanError::LimitTooShort {
            limit: text::brief(text),
        });
    }
    Ok(seconds)
}

fn parse_margin(text: &str) -> Result<f64, PlanError> {
    let bad = || PlanError::BadMargin {
        text: text.to_string(),
    };
    let margin: f64 = text.trim().parse().map_err(|_| bad())?;
    if !(1.0..=MAX_MARGIN).contains(&margin) {
        return Err(bad());
    }
    Ok(margin)
}

/// How long before the limit the checkpoint signal comes: a tenth of the
/// limit, from 30 s (Slurm sends it up to a minute early or late, and a
/// save takes under a second even at n = 27) to 5 minutes.
fn signal_lead(limit_seconds: u64) -> u64 {
    (limit_seconds / 10).clamp(30, 300)
}

/// How often a task saves its checkpoint: a tenth of the time it counts,
/// from 5 s to 5 minutes, so that a task killed without warning loses
/// little.
fn save_every(counting_seconds: u64) -> u64 {
    (counting_seconds / 10).clamp(5, 300)
}

/// The estimated time of the slowest of `shards` tasks of `cpus` CPUs,
/// from the subproblems' estimated costs and the whole count's CPU time.
fn slowest_task(costs: &[u64], shards: usize, cpus: usize, core_seconds: f64) -> f64 {
    let total: u64 = costs.iter().sum::<u64>().max(1);
    let per_cost = core_seconds / total as f64;
    let mut shard_cost = vec![0u64; shards];
    let mut shard_largest = vec![0u64; shards];
    for (index, &cost) in costs.iter().enumerate() {
        let shard = index % shards;
        shard_cost[shard] += cost;
        shard_largest[shard] = shard_largest[shard].max(cost);
    }
    shard_cost
        .iter()
        .zip(&shard_largest)
        .map(|(&all, &largest)| {
            // A subproblem runs on one thread: it bounds the task's time
            // however many CPUs it has.
            (all as f64 * per_cost / cpus as f64).max(largest as f64 * per_cost)
        })
        .fold(0.0, f64::max)
}

/// The fewest shards (from the CPU time spread evenly, up by steps) whose
/// slowest task fits in `budget` seconds; `None` when not even one
/// subproblem a task does.
fn fewest_shards(costs: &[u64], cpus: usize, core_seconds: f64, budget: f64) -> Option<usize> {
    let len = costs.len();
    let spread = (core_seconds / cpus as f64 / budget).ceil();
    let mut shards = if spread.is_finite() && spread >= 1.0 {
        (spread as usize).min(len)
    } else {
        1
    };
    loop {
        if slowest_task(costs, shards, cpus, core_seconds) <= budget {
            return Some(shards);
        }
        if shards == len {
            return None;
        }
        // A step of a few percent keeps the search to tens of passes at
        // the largest plans.
        shards = (shards + (shards / 32).max(1)).min(len);
    }
}

/// Bytes a task holds beside the meet tables: the program, the plan and
/// the threads' stacks.
const BASE_MEMORY: u64 = 64 << 20;

fn size(config: &Config) -> anyhow::Result<Sizing> {
    let n = config.n;
    let method = Method::fastest(n);
    let core_seconds = estimate::count_core_seconds(n, method)
        .filter(|_| n >= FIRST_PLANNED_N)
        .ok_or(PlanError::NoEstimate { n })?;
    let plan = Plan::with_method(n, method)?;
    let costs: Vec<u64> = (0..plan.len()).map(|i| plan.estimated_cost(i)).collect();
    let limit = config.limit_seconds;
    let lead = signal_lead(limit);
    let counting = limit - lead;
    let budget = counting as f64 / config.margin;
    let shards = match config.shards {
        Some(shards) if shards > plan.len() => {
            return Err(PlanError::ShardsOverSubproblems {
                shards,
                subproblems: plan.len(),
            }
            .into());
        }
        Some(shards) => shards,
        None => fewest_shards(&costs, config.cpus, core_seconds, budget).ok_or_else(|| {
            let largest = slowest_task(&costs, plan.len(), config.cpus, core_seconds);
            PlanError::SliceTooLarge {
                largest: clock(largest),
                budget: clock(budget),
                limit: clock(limit as f64),
            }
        })?,
    };
    let task_seconds = slowest_task(&costs, shards, config.cpus, core_seconds);
    // The tasks count with the default budget, as the job files give no
    // --memory: the tables are kept as that budget allows.
    let tables = match method {
        Method::Meet => nqueens::count::meet::tables_within(n, memory::BUDGET_BYTES)?.1,
        _ => 0,
    };
    // Each subproblem is held in the plan, a few tens of bytes.
    let memory_bytes = BASE_MEMORY + tables + plan.len() as u64 * 64;
    Ok(Sizing {
        n,
        shards,
        cpus: config.cpus,
        limit_seconds: limit,
        signal_lead: lead,
        save_every: save_every(counting),
        task_seconds,
        core_seconds,
        memory_bytes,
        checkpoint_bytes: checkpoint_bytes(n, plan.len(), shards),
        subproblems: plan.len(),
    })
}

/// A task's checkpoint when done: its subproblems as `[index,total,unique],`,
/// each count about the board's total over its subproblems.
fn checkpoint_bytes(n: usize, subproblems: usize, shards: usize) -> u64 {
    const HEADER: u64 = 400;
    let digits = |value: f64| value.max(1.0).log10().floor() as u64 + 1;
    let per_subproblem = estimate::rough_total(n).unwrap_or(1.0) / subproblems.max(1) as f64;
    let entry = digits(subproblems as f64) + 2 * digits(per_subproblem) + 4;
    HEADER + entry * subproblems.div_ceil(shards) as u64
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(args)?;
    let sizing = size(&config)?;
    let dir = absolute_dir(&config.out)?;
    let files = jobs::files(config.scheduler, &sizing, &dir);
    write_all(&config.out, &files)?;
    summary(&config, &sizing, &files);
    Ok(Outcome::Success)
}

/// The output directory, made if missing, as an absolute path the scripts
/// can `cd` to from wherever the scheduler starts them.
fn absolute_dir(out: &Path) -> anyhow::Result<String> {
    fs::create_dir_all(out)
        .with_context(|| t!("plan-cannot-make-dir", dir = text::path_name(out)))?;
    let absolute = fs::canonicalize(out).with_context(|| text::cannot_read(out))?;
    absolute
        .to_str()
        .map(str::to_string)
        .ok_or_else(|| anyhow!(PlanError::OutNotText))
}

/// Writes every file under a temporary name first, then renames them all:
/// a failure leaves no file half written.
fn write_all(dir: &Path, files: &[jobs::JobFile]) -> anyhow::Result<()> {
    let mut written = Vec::new();
    let result = (|| -> anyhow::Result<()> {
        for file in files {
            let path = dir.join(&file.name);
            let mut temporary = tempfile::Builder::new()
                .prefix(&format!(".{}.", file.name))
                .tempfile_in(dir)
                .with_context(|| t!("plan-cannot-write", file = text::path_name(&path)))?;
            temporary
                .write_all(file.text.as_bytes())
                .and_then(|()| temporary.as_file().sync_all())
                .with_context(|| t!("plan-cannot-write", file = text::path_name(&path)))?;
            #[cfg(unix)]
            if file.executable {
                use std::os::unix::fs::PermissionsExt;
                fs::set_permissions(temporary.path(), fs::Permissions::from_mode(0o755))
                    .with_context(|| t!("plan-cannot-write", file = text::path_name(&path)))?;
            }
            written.push((temporary.into_temp_path(), path));
        }
        Ok(())
    })();
    // Dropping the temporary paths removes them.
    result?;
    for (temporary, path) in written {
        temporary
            .persist(&path)
            .map_err(|err| err.error)
            .with_context(|| t!("plan-cannot-write", file = text::path_name(&path)))?;
    }
    Ok(())
}

/// The most tasks of an array under Slurm's default `MaxArraySize` (1001:
/// indices 0 to 1000); many clusters keep it.
const SLURM_ARRAY_LIMIT: usize = 1001;

/// Core-hours to two decimals where they are few, whole where many.
fn core_hours(core_seconds: f64) -> String {
    let hours = core_seconds / 3600.0;
    if hours < 100.0 {
        format!("{hours:.2}")
    } else {
        format!("{hours:.0}")
    }
}

/// The plan on standard error: what each task and the whole will take, and
/// how to start it.
fn summary(config: &Config, sizing: &Sizing, files: &[jobs::JobFile]) {
    let counting = (sizing.limit_seconds - sizing.signal_lead) as f64;
    note(&t!(
        "plan-shards",
        n = sizing.n,
        shards = sizing.shards,
        subproblems = sizing.subproblems,
        cpus = sizing.cpus
    ));
    note(&t!(
        "plan-task",
        time = clock(sizing.task_seconds),
        limit = clock(sizing.limit_seconds as f64),
        lead = sizing.signal_lead,
        margin = format!("{}", config.margin)
    ));
    note(&t!(
        "plan-whole",
        time = clock(sizing.task_seconds),
        core_hours = core_hours(sizing.core_seconds)
    ));
    note(&t!(
        "plan-memory",
        memory = memory::byte_size(sizing.memory_bytes),
        checkpoint = memory::byte_size(sizing.checkpoint_bytes),
        every = sizing.save_every
    ));
    if config.scheduler == Scheduler::Slurm && sizing.shards > SLURM_ARRAY_LIMIT {
        warn(&t!(
            "plan-array-large",
            shards = sizing.shards,
            limit = SLURM_ARRAY_LIMIT
        ));
    }
    if sizing.task_seconds * config.margin > counting {
        warn(&t!(
            "plan-tasks-cut",
            time = clock(sizing.task_seconds),
            counting = clock(counting)
        ));
    }
    let names: Vec<&str> = files.iter().map(|file| file.name.as_str()).collect();
    note(&t!("plan-wrote", files = names.join(", ")));
    note(&t!(
        "plan-start",
        command = resubmit::start_command(config.scheduler, sizing.n)
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_read_as_slurm_writes_them() {
        assert_eq!(parse_limit("12:00:00"), Ok(43_200));
        assert_eq!(parse_limit("1-00:00:30"), Ok(86_430));
        assert_eq!(parse_limit("90"), Ok(5_400));
        assert_eq!(parse_limit("2:30"), Ok(150));
        for bad in ["", "1:60:00", "x", "1-", "-5", "1:2:3:4", "1e3"] {
            assert!(
                matches!(parse_limit(bad), Err(PlanError::BadTime { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            parse_limit("0:00:59"),
            Err(PlanError::LimitTooShort { .. })
        ));
        assert_eq!(clock(43_200.0), "12:00:00");
        assert_eq!(clock(86_430.0), "1-00:00:30");
        assert_eq!(clock(59.2), "0:01:00");
    }

    #[test]
    fn the_fewest_shards_that_fit_are_chosen() {
        // Ten subproblems of cost 1 and one of 10: twenty units in all.
        let mut costs = vec![1; 10];
        costs.push(10);
        // 20 core-seconds: one unit a second.
        assert_eq!(slowest_task(&costs, 1, 1, 20.0), 20.0);
        assert_eq!(fewest_shards(&costs, 1, 20.0, 20.0), Some(1));
        // The largest subproblem takes 10 s on one thread, whatever the
        // CPUs.
        assert_eq!(slowest_task(&costs, 1, 4, 20.0), 10.0);
        let shards = fewest_shards(&costs, 1, 20.0, 12.0).unwrap();
        assert!(slowest_task(&costs, shards, 1, 20.0) <= 12.0);
        assert!(slowest_task(&costs, shards - 1, 1, 20.0) > 12.0);
        assert_eq!(fewest_shards(&costs, 1, 20.0, 9.0), None);
    }

    #[test]
    fn the_signal_and_the_saves_scale_with_the_limit() {
        assert_eq!(signal_lead(60), 30);
        assert_eq!(signal_lead(3600), 300);
        assert_eq!(save_every(30), 5);
        assert_eq!(save_every(43_200 - 300), 300);
    }
}
