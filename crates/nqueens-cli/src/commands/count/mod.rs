//! `nqueens count`: the number of solutions, and how long finding it took.
//!
//! The count runs as the numbered subproblems of a [`Plan`] on a pool of
//! threads. The main thread only watches: it collects what the workers
//! finish, moves the progress bar, saves the checkpoint every few seconds,
//! and on Ctrl-C saves and returns at once, leaving the subproblems under
//! way unfinished rather than waiting minutes for them (a resumed count does
//! them again).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use nqueens::count::Method;
use nqueens::count::meet::Tables;
use nqueens::{Plan, Tally};

use crate::command::{self, CommandSpec};
use crate::console::{self, Outcome, note, warn};
use crate::estimate::{self, Estimate};
use crate::i18n::help::Choice;
use crate::memory;
use crate::output::progress::{Progress, Remover};
use crate::text;
use crate::values::{self, CountMethod, Quantity};
use crate::variant::{self, VariantArgs};
use checkpoint::{Checkpoint, CheckpointError, Saved};
use nqueens::variant::Variant;
use sample::Sampling;
use shard::{Shard, ShardRecord};

pub mod checkpoint;
mod digest;
mod file;
pub mod merge;
mod output;
pub mod plan;
mod sample;
pub mod shard;

/// The most threads `--threads` accepts: beyond the largest machines, and
/// each thread costs a stack.
pub const MAX_THREADS: usize = 4096;

/// How often a checkpoint is saved unless `--save-every` says otherwise:
/// often enough that an interruption loses little, rarely enough that
/// writing the file (megabytes at n = 27) costs nothing noticeable.
pub const DEFAULT_SAVE_EVERY: Duration = Duration::from_secs(5);

/// `nqueens count`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "count",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<crate::values::CountMethod>(),
        Choice::of::<Format>(),
        Choice::of::<crate::variant::Piece>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    /// Optional only with --resume, whose file names the board.
    #[arg(value_name = "N", required_unless_present = "resume")]
    pub n: Option<String>,

    #[arg(long)]
    pub unique: bool,

    #[arg(short, long, value_enum, default_value_t)]
    pub format: Format,

    #[arg(short = 'j', long, value_name = "T")]
    pub threads: Option<String>,

    #[arg(long, short)]
    pub quiet: bool,

    #[arg(long)]
    pub force: bool,

    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    pub checkpoint: Option<PathBuf>,

    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,

    #[arg(long, value_name = "SECONDS")]
    pub save_every: Option<String>,

    #[arg(long, value_name = "I/K")]
    pub shard: Option<String>,

    #[arg(long, value_enum)]
    pub method: Option<CountMethod>,

    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,

    #[arg(long, value_name = "K", conflicts_with_all = ["checkpoint", "resume", "shard"])]
    pub sample: Option<String>,

    #[arg(long, value_name = "S", requires = "sample")]
    pub seed: Option<String>,

    #[command(flatten)]
    pub variant: VariantArgs,
}

/// How `count` and `merge` write their result.
pub use crate::output::TextOrJson as Format;

/// `count`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    /// The board size; absent only when resuming, as the checkpoint names
    /// it. When both give it, they must agree.
    n: Option<usize>,
    format: Format,
    /// Threads to count on; rayon's default (every core, or
    /// `RAYON_NUM_THREADS`) when absent.
    threads: Option<usize>,
    /// No progress bar and no warnings.
    quiet: bool,
    /// Start a count estimated to take longer than
    /// [`estimate::FORCE_SECONDS`].
    force: bool,
    /// The slice of the subproblems to count; all of them when absent
    /// (and, when resuming, whatever slice the checkpoint holds).
    shard: Option<Shard>,
    checkpoint: Option<Checkpointing>,
    /// How to count the classic board; the faster method for its size when
    /// absent (or, when resuming, the checkpoint's).
    method: Option<Method>,
    /// The variant flags, read once the board's size is known (a
    /// resumed count takes it from the checkpoint).
    variant: VariantArgs,
    /// The bytes the quadrant tables of a count by meeting in the middle
    /// may take.
    memory: u64,
    /// Count a timed sample of the subproblems instead of all of them.
    sample: Option<Sampling>,
}

/// The environment variable that sets the memory a count's tables may take
/// where `--memory` does not: a cluster's job script sets it once.
pub const MEMORY_VARIABLE: &str = "NQUEENS_MEMORY";

/// The most subproblems `--sample` asks for: more than any plan has.
const MAX_SAMPLE: u64 = 1 << 24;

/// Where and how often a count saves what it has done.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Checkpointing {
    path: PathBuf,
    /// Continue the count saved in the file, rather than start a new one.
    resume: bool,
    save_every: Duration,
}

/// Why the arguments cannot be run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountError {
    SaveEveryNeedsCheckpoint,
    MissingN,
    /// `--method` with a variant's flags: the methods count the classic
    /// board.
    MethodOfVariant,
}

impl std::error::Error for CountError {}

impl std::fmt::Display for CountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            CountError::SaveEveryNeedsCheckpoint => t!("count-save-every-needs-checkpoint"),
            CountError::MissingN => t!("count-missing-n"),
            CountError::MethodOfVariant => t!("count-method-of-variant"),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        // The library states the counter's own limit, so no cap here.
        let n = args
            .n
            .as_deref()
            .map(|text| values::board_size(text, usize::MAX))
            .transpose()?;
        let threads = args
            .threads
            .as_deref()
            .map(|text| values::positive(text, Quantity::Flag("--threads"), MAX_THREADS as u64))
            .transpose()?
            .map(|threads| threads as usize);
        let shard = args.shard.as_deref().map(values::shard).transpose()?;
        let save_every = args
            .save_every
            .as_deref()
            .map(|text| values::seconds("--save-every", text))
            .transpose()?;
        // clap refuses --checkpoint together with --resume.
        let checkpoint = match (args.checkpoint, args.resume) {
            (Some(path), _) => Some((path, false)),
            (None, Some(path)) => Some((path, true)),
            (None, None) => None,
        };
        let checkpoint = match (checkpoint, save_every) {
            (Some((path, resume)), save_every) => Some(Checkpointing {
                path,
                resume,
                save_every: save_every.unwrap_or(DEFAULT_SAVE_EVERY),
            }),
            (None, Some(_)) => return Err(CountError::SaveEveryNeedsCheckpoint.into()),
            (None, None) => None,
        };
        if args.method.is_some() && args.variant.is_variant() {
            return Err(CountError::MethodOfVariant.into());
        }
        let memory = match (&args.memory, std::env::var(MEMORY_VARIABLE)) {
            (Some(text), _) => values::byte_size("--memory", text)?,
            (None, Ok(text)) => values::byte_size(MEMORY_VARIABLE, &text)?,
            (None, Err(_)) => memory::BUDGET_BYTES,
        };
        let sample = args
            .sample
            .as_deref()
            .map(|text| -> anyhow::Result<Sampling> {
                let size = values::positive(text, Quantity::Flag("--sample"), MAX_SAMPLE)?;
                let seed = args.seed.as_deref().map(values::seed).transpose()?;
                Ok(Sampling {
                    size: size as usize,
                    seed: seed.unwrap_or(sample::DEFAULT_SEED),
                })
            })
            .transpose()?;
        Ok(Config {
            n,
            format: args.format,
            threads,
            quiet: args.quiet,
            force: args.force,
            shard,
            checkpoint,
            method: args.method.map(|CountMethod(method)| method),
            variant: args.variant,
            memory,
            sample,
        })
    }
}

/// The most threads a core gets. Work-stealing keeps every core busy with
/// one thread each; more only share the cores (and each costs a stack and
/// a share of the stealing), but a few allow for a machine that reports
/// fewer cores than the count may use, as a container's quota can.
const THREADS_PER_CORE: usize = 4;

/// What caps the threads of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ThreadCap {
    /// No more threads than subproblems to count: a thread takes one at a
    /// time.
    Subproblems,
    /// No more than [`THREADS_PER_CORE`] for each of these cores.
    Cores(usize),
}

/// The threads to count `subproblems` on when `asked` for, and what capped
/// them where that is worth a note.
fn useful_threads(asked: usize, subproblems: usize) -> (usize, Option<ThreadCap>) {
    let cores = thread::available_parallelism().map_or(1, std::num::NonZero::get);
    cap_threads(asked, subproblems, cores)
}

fn cap_threads(asked: usize, subproblems: usize, cores: usize) -> (usize, Option<ThreadCap>) {
    let by_cores = cores.saturating_mul(THREADS_PER_CORE);
    // A finished count resumed counts nothing: it needs no word.
    if subproblems == 0 {
        return (1, None);
    }
    let threads = asked.min(subproblems).min(by_cores);
    // Only more threads than the machine could use are worth a word: a
    // few more than a small board's subproblems change nothing.
    let cap = if asked <= by_cores {
        None
    } else if subproblems < by_cores {
        Some(ThreadCap::Subproblems)
    } else {
        Some(ThreadCap::Cores(cores))
    };
    (threads, cap)
}

/// How often the progress bar takes in the subproblems finished.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// What the main thread waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    /// Every subproblem asked for is counted.
    Finished,
    /// The counting thread panicked.
    Died,
    /// Ctrl-C.
    Interrupted,
}

/// Subproblems finished since the main thread last looked, with their
/// tallies.
type Finished = Mutex<Vec<(usize, Tally)>>;

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = &Config::from_args(args)?;
    let resuming = config
        .checkpoint
        .as_ref()
        .is_some_and(|saving| saving.resume);
    if let (Some(n), false) = (config.n, resuming) {
        // A theorem says there is nothing to count: no search.
        let variant = config.variant.variant(n)?;
        if let Some(reason) = variant::known_no_solution(n, &variant) {
            note(&reason);
            return Ok(Outcome::Failure);
        }
    }
    let start = Instant::now();
    let (mut plan, mut checkpoint) = prepare(config)?;
    let remaining = checkpoint.remaining();
    // A finished checkpoint resumed only reports its result: its file
    // stays as it is.
    let resuming_finished = remaining.is_empty()
        && config
            .checkpoint
            .as_ref()
            .is_some_and(|saving| saving.resume);
    // Tables that do not fit are refused before any warning of the time.
    let mut tables_note = None;
    if plan.method() == Some(Method::Meet) && !remaining.is_empty() {
        let (tables, note) = check_tables(plan.n(), config.memory)?;
        plan = plan.keeping_tables(tables);
        tables_note = note.filter(|_| !config.quiet);
    }
    // A sample is warned of, or refused, by its own cost.
    let todo = match config.sample {
        Some(sampling) => plan.sample_subproblems(sampling.size, sampling.seed),
        None => remaining.clone(),
    };
    let remaining_cost: u64 = todo.iter().map(|&i| plan.estimated_cost(i)).sum();
    if let Some(long) = long_count(&plan, remaining_cost) {
        if long.seconds > estimate::FORCE_SECONDS && !config.force {
            return Err(anyhow!(t!("count-needs-force", estimate = long.text)));
        }
        if !config.quiet {
            warn(&long.text);
        }
    }
    if let Some(tables) = tables_note {
        note(&tables);
    }
    let plan = Arc::new(plan);

    let threads = config.threads.map(|asked| {
        let (threads, cap) = useful_threads(asked, remaining.len());
        if let Some(cap) = cap.filter(|_| !config.quiet) {
            note(&threads_capped(asked, threads, cap));
        }
        threads
    });
    let pool = rayon::ThreadPoolBuilder::new()
        // 0 is rayon's default: one thread per core, or RAYON_NUM_THREADS.
        .num_threads(threads.unwrap_or(0))
        .thread_name(|i| format!("count-{i}"))
        .build()
        .with_context(thread_pool_failed)?;
    if let Some(sampling) = config.sample {
        return sample::run(&plan, sampling, &todo, &pool, config.format, config.quiet);
    }

    let (events_sender, events) = mpsc::channel();
    let progress = Progress::new(config.quiet, remaining_cost);
    if let Some(saving) = &config.checkpoint {
        // Caught before the first save, so that a Ctrl-C once the file is
        // there always saves and says so; one before it waits in the
        // channel.
        catch_ctrl_c(events_sender.clone(), progress.remover())?;
        // Saved at once, so that a file that cannot be written stops the
        // count now rather than after hours of work.
        if !saving.resume {
            checkpoint.save(&saving.path, &plan, checkpoint.earlier_seconds())?;
        }
    }
    progress.advance(
        0,
        checkpoint.done_count(),
        checkpoint.covered(),
        checkpoint.sum().total,
    );

    let finished: Arc<Finished> = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    spawn_count(
        pool,
        Arc::clone(&plan),
        remaining,
        Arc::clone(&stop),
        Arc::clone(&finished),
        events_sender,
    )?;

    let watch = Watch {
        config,
        plan: &plan,
        start,
        finished: &finished,
        progress: &progress,
    };
    if watch.wait(&events, &mut checkpoint)? == Event::Interrupted {
        stop.store(true, Ordering::SeqCst);
        watch.collect(&mut checkpoint);
        progress.clear();
        // Ctrl-C is caught only when there is a checkpoint to save.
        if let Some(saving) = &config.checkpoint {
            checkpoint
                .save(&saving.path, &plan, watch.seconds(&checkpoint))
                .map_err(|err| anyhow!(interrupted_unsaved(&saving.path, &err)))?;
            note(&interrupted(
                &saving.path,
                checkpoint.done_count(),
                checkpoint.covered(),
            ));
        }
        return Ok(Outcome::Interrupted);
    }
    progress.clear();
    if checkpoint.done_count() != checkpoint.covered() {
        return Err(anyhow!(text::search_thread_died()));
    }

    let seconds = watch.seconds(&checkpoint);
    if let Some(saving) = config.checkpoint.as_ref().filter(|_| !resuming_finished) {
        // The count is known, so a failed save loses nothing but the file.
        if let Err(err) = checkpoint.save(&saving.path, &plan, seconds) {
            warn(&format!("{err:#}"));
        }
    }
    print(config, &plan, &checkpoint, seconds)
}

/// The plan, and what is done of it: nothing for a new count, what the
/// checkpoint holds for a resumed one.
fn prepare(config: &Config) -> anyhow::Result<(Plan, Checkpoint)> {
    if let Some(Checkpointing {
        path, resume: true, ..
    }) = &config.checkpoint
    {
        let file = || text::path_name(path);
        let (saved, plan) = Saved::read(path, config.n)?;
        if let Some(given) = config.n.filter(|&given| given != saved.n()) {
            let saved = saved.n();
            return Err(CheckpointError::OtherBoard { saved, given }).with_context(file);
        }
        if config.variant.is_variant() {
            let given = config.variant.variant(saved.n())?;
            // Tags list pawns sorted, so the order they are given in is no
            // difference.
            if given.tag() != plan.problem().tag() {
                return Err(CheckpointError::OtherVariant {
                    saved: plan.problem().tag(),
                    given: given.tag(),
                })
                .with_context(file);
            }
        }
        if let (Some(given), Some(saved)) = (config.method, plan.method())
            && given != saved
        {
            return Err(CheckpointError::OtherMethod {
                saved: saved.name(),
                given: given.name(),
            })
            .with_context(file);
        }
        let checkpoint = saved
            .into_checkpoint(&plan, config.shard)
            .with_context(file)?;
        return Ok((plan, checkpoint));
    }
    // The arguments require N unless resuming.
    let n = config.n.ok_or_else(|| anyhow!(CountError::MissingN))?;
    let plan = match config.method {
        Some(method) => Plan::with_method(n, method),
        None => Plan::variant(n, &config.variant.variant(n)?),
    }
    .map_err(counting_error)?;
    if let Some(saving) = &config.checkpoint {
        checkpoint::check_new(&saving.path, n)?;
    }
    let checkpoint = Checkpoint::new(&plan, config.shard);
    Ok((plan, checkpoint))
}

/// A count that would take hours or more: how long, and the sentence that
/// says so.
struct LongCount {
    seconds: f64,
    text: String,
}

/// The count of the part of `plan` left to do, when that would take hours
/// or more.
fn long_count(plan: &Plan, remaining_cost: u64) -> Option<LongCount> {
    let all_cost: u64 = (0..plan.len()).map(|i| plan.estimated_cost(i)).sum();
    let fraction = remaining_cost as f64 / all_cost.max(1) as f64;
    let problem = plan.problem();
    if problem != Variant::Classic {
        let seconds = estimate::variant_counting(plan.n(), &problem, fraction)?;
        let text = t!(
            "count-variant-warning",
            what = variant::describe(&problem, plan.n()),
            n = plan.n(),
            time = text::rough_time(seconds),
        );
        return Some(LongCount { seconds, text });
    }
    let estimate = if plan.method() == Some(Method::Meet) {
        estimate::meet_counting(plan.n(), fraction)
    } else {
        estimate::counting(plan.n(), fraction)
    }?;
    Some(LongCount {
        seconds: estimate.seconds,
        text: counting_warning(&estimate, remaining_cost < all_cost),
    })
}

/// The library's refusal of a plan in the user's words: "the count method"
/// is what the library calls every counter, but the user asked to count,
/// perhaps with no method named at all.
fn counting_error(err: nqueens::Error) -> anyhow::Error {
    match err.kind() {
        nqueens::ErrorKind::TooLarge {
            method: "count",
            n,
            max,
            ..
        } => anyhow!(t!("count-too-large", n = *n, max = *max)),
        _ => err.into(),
    }
}

/// How a count by meeting in the middle keeps its quadrant tables within
/// `budget` bytes, with a note of how much memory they take where that is
/// large; refuses a count whose tables would not fit.
fn check_tables(n: usize, budget: u64) -> anyhow::Result<(Tables, Option<String>)> {
    // Below this the tables take a few tens of megabytes and working out
    // their size costs more than it tells.
    const FIRST_SIZED_N: usize = 20;
    const LARGE_BYTES: u64 = 256 << 20;
    if n < FIRST_SIZED_N {
        return Ok((Tables::Whole, None));
    }
    let (tables, bytes) = nqueens::count::meet::tables_within(n, budget)?;
    memory::check_within(bytes, budget)
        .with_context(|| t!("count-meet-tables-too-large", n = n))?;
    let note =
        (bytes >= LARGE_BYTES).then(|| t!("count-meet-tables", size = memory::byte_size(bytes)));
    Ok((tables, note))
}

/// Stops the count on the first Ctrl-C (or SIGTERM, or SIGHUP), to save
/// and exit; ends the process on a second one, for a user who will not
/// wait for the save. That is safe: a save writes a new file and renames it
/// over the old one, so the file holds either checkpoint whole, and the new
/// file of a save cut off is removed first.
fn catch_ctrl_c(events: Sender<Event>, progress: Remover) -> anyhow::Result<()> {
    console::catch_interrupts(
        move || {
            // The main thread is gone only once the process is ending.
            let _ = events.send(Event::Interrupted);
            true
        },
        move || {
            progress.clear();
            // Held to the end: no save starts after this.
            let _no_more_saves = checkpoint::abandon_save();
            console::exit_interrupted();
        },
    )
    .with_context(ctrl_c_failed)
}

/// Counts `todo` on `pool` from a thread of its own, which the main thread
/// can leave running when Ctrl-C ends the process.
fn spawn_count(
    pool: rayon::ThreadPool,
    plan: Arc<Plan>,
    todo: Vec<usize>,
    stop: Arc<AtomicBool>,
    finished: Arc<Finished>,
    events: Sender<Event>,
) -> anyhow::Result<()> {
    thread::Builder::new()
        .name("count".to_string())
        .spawn(move || {
            let _report = ReportEnd(events);
            pool.install(|| {
                plan.count_parallel(&todo, &stop, |index, tally| {
                    // A poisoned lock means another worker panicked, which
                    // ends the count anyway; the list itself is intact.
                    finished
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .push((index, tally));
                });
            });
        })
        .with_context(text::search_thread_failed)?;
    Ok(())
}

/// Tells the main thread that the counting thread ended, and how: a panic
/// unwinds through this too.
struct ReportEnd(Sender<Event>);

impl Drop for ReportEnd {
    fn drop(&mut self) {
        let event = if thread::panicking() {
            Event::Died
        } else {
            Event::Finished
        };
        let _ = self.0.send(event);
    }
}

/// The main thread's side of a count.
struct Watch<'a> {
    config: &'a Config,
    plan: &'a Plan,
    start: Instant,
    finished: &'a Finished,
    progress: &'a Progress,
}

impl Watch<'_> {
    /// Takes in finished subproblems, shows progress and saves the
    /// checkpoint until the count ends or Ctrl-C comes: gives
    /// [`Event::Finished`] or [`Event::Interrupted`].
    fn wait(&self, events: &Receiver<Event>, checkpoint: &mut Checkpoint) -> anyhow::Result<Event> {
        let saving = self.config.checkpoint.as_ref();
        let mut next_save = saving.map(|saving| Instant::now() + saving.save_every);
        let mut unsaved = false;
        // A save that fails is reported once, not every few seconds.
        let mut save_failing = false;
        loop {
            let mut wait = if self.progress.is_shown() {
                PROGRESS_EVERY
            } else {
                Duration::MAX
            };
            if let Some(at) = next_save {
                wait = wait.min(at.saturating_duration_since(Instant::now()));
            }
            let event = events.recv_timeout(wait);
            unsaved |= self.collect(checkpoint);
            match event {
                Ok(Event::Finished) => return Ok(Event::Finished),
                Ok(Event::Interrupted) => return Ok(Event::Interrupted),
                Ok(Event::Died) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(anyhow!(text::search_thread_died()));
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            let (Some(saving), Some(at)) = (saving, next_save) else {
                continue;
            };
            if Instant::now() < at {
                continue;
            }
            if unsaved {
                let seconds = self.seconds(checkpoint);
                match checkpoint.save(&saving.path, self.plan, seconds) {
                    Ok(()) => {
                        unsaved = false;
                        save_failing = false;
                    }
                    Err(err) => {
                        if !save_failing {
                            self.progress.suspend(|| warn(&save_failed_warning(&err)));
                        }
                        save_failing = true;
                    }
                }
            }
            next_save = Some(Instant::now() + saving.save_every);
        }
    }

    /// Records the subproblems finished since the last call; says whether
    /// there were any.
    fn collect(&self, checkpoint: &mut Checkpoint) -> bool {
        let batch =
            std::mem::take(&mut *self.finished.lock().unwrap_or_else(PoisonError::into_inner));
        if batch.is_empty() {
            return false;
        }
        let mut cost = 0;
        for (index, tally) in batch {
            cost += self.plan.estimated_cost(index);
            checkpoint.record(index, tally);
        }
        self.progress.advance(
            cost,
            checkpoint.done_count(),
            checkpoint.covered(),
            checkpoint.sum().total,
        );
        true
    }

    /// The time spent on the count, earlier runs' included.
    fn seconds(&self, checkpoint: &Checkpoint) -> f64 {
        checkpoint.earlier_seconds() + self.start.elapsed().as_secs_f64()
    }
}

/// Prints the result: the whole count, or one shard's part of it.
fn print(
    config: &Config,
    plan: &Plan,
    checkpoint: &Checkpoint,
    seconds: f64,
) -> anyhow::Result<Outcome> {
    let sum = checkpoint.sum();
    let mut out = io::stdout().lock();
    let outcome = match checkpoint.shard() {
        Some(shard) => {
            let record = ShardRecord::new(
                plan.n(),
                plan.fingerprint(),
                shard,
                sum.total,
                sum.unique,
                checkpoint.covered(),
                seconds,
            )
            .of_plan(plan);
            output::shard_counts(&mut out, &record, plan, config.format)?;
            // A shard without solutions says nothing about the whole count.
            Outcome::Success
        }
        None => {
            let counts = plan.counts(sum);
            // A resumed count adds what its file says: that must be possible.
            merge::check_possible(plan, &counts)?;
            let problem = plan.problem();
            output::counts(&mut out, &counts, plan, seconds, config.format)?;
            if counts.total == 0 {
                if problem != Variant::Classic {
                    out.flush()?;
                    note(&variant::no_solution(plan.n(), &problem));
                }
                Outcome::Failure
            } else {
                Outcome::Success
            }
        }
    };
    out.flush()?;
    Ok(outcome)
}

/// `part`: the count is a shard or resumed, so only part of it is left.
fn counting_warning(estimate: &Estimate, part: bool) -> String {
    let id = if part {
        "count-warning-part"
    } else {
        "count-warning"
    };
    t!(
        id,
        n = estimate.n,
        solutions = text::magnitude(estimate.solutions),
        time = text::rough_time(estimate.seconds),
    )
}

/// The note that the threads asked for were more than a count can use.
fn threads_capped(asked: usize, threads: usize, cap: ThreadCap) -> String {
    match cap {
        ThreadCap::Subproblems => t!(
            "count-threads-capped-subproblems",
            asked = asked,
            threads = threads
        ),
        ThreadCap::Cores(cores) => t!(
            "count-threads-capped-cores",
            asked = asked,
            threads = threads,
            cores = cores,
            per_core = THREADS_PER_CORE
        ),
    }
}

fn thread_pool_failed() -> String {
    t!("count-thread-pool-failed")
}

fn ctrl_c_failed() -> String {
    t!("count-ctrl-c-failed")
}

fn save_failed_warning(err: &anyhow::Error) -> String {
    t!("count-save-failed", error = text::error_line(err))
}

/// The line after Ctrl-C: what is kept, and the command that continues.
fn interrupted(path: &Path, done: usize, covered: usize) -> String {
    t!(
        "count-interrupted",
        done = done,
        covered = covered,
        path = text::shell_word(path),
    )
}

/// The error when Ctrl-C finds the checkpoint cannot be saved (a full disk,
/// say): the file keeps the last checkpoint saved, which resumes.
fn interrupted_unsaved(path: &Path, err: &anyhow::Error) -> String {
    t!(
        "count-interrupted-unsaved",
        error = text::error_line(err),
        path = text::shell_word(path),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_are_capped_at_what_a_count_can_use() {
        assert_eq!(cap_threads(4, 100, 2), (4, None));
        assert_eq!(cap_threads(8, 100, 2), (8, None));
        assert_eq!(cap_threads(9, 100, 2), (8, Some(ThreadCap::Cores(2))));
        assert_eq!(cap_threads(4096, 7, 16), (7, Some(ThreadCap::Subproblems)));
        assert_eq!(cap_threads(4096, 70, 16), (64, Some(ThreadCap::Cores(16))));
        assert_eq!(cap_threads(3, 0, 16), (1, None));
        // Silently: a few threads more than a small board's subproblems.
        assert_eq!(cap_threads(3, 1, 16), (1, None));
        let note = threads_capped(4096, 8, ThreadCap::Cores(2));
        assert!(note.contains("8 threads, not 4096"), "{note}");
    }

    #[test]
    fn a_save_that_fails_on_ctrl_c_points_to_the_last_one() {
        let err = anyhow!(io::Error::other("No space left on device"))
            .context(checkpoint::cannot_save(Path::new("count 17.json")));
        assert_eq!(
            interrupted_unsaved(Path::new("count 17.json"), &err),
            "interrupted, but cannot save the checkpoint count 17.json: No space left on device; \
             the checkpoint saved last is kept and resumes: nqueens count --resume 'count 17.json'"
        );
    }
}
