//! Prints the counting speed table: the mirror-halved baseline, this
//! project's counter on one thread and on two, as medians of several runs
//! in one process, with ratios against the baseline measured beside them.
//!
//! The runs take turns (baseline, one thread, two threads, then again), so
//! that other work on the machine slows all three columns alike instead of
//! whichever happened to run at the time.
//!
//! Usage: `ratios [--runs R] N...` (see `scripts/bench`).

use std::time::{Duration, Instant};

use nqueens::{Plan, Tally};
use nqueens_bench::mirror_halved_count;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Times one call of `run`, checking its answer with `check`.
fn time<T>(run: impl FnOnce() -> T, check: impl FnOnce(&T)) -> Duration {
    let start = Instant::now();
    let answer = run();
    let elapsed = start.elapsed();
    check(&answer);
    elapsed
}

fn main() {
    let mut runs = 3;
    let mut sizes = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            runs = args
                .next()
                .and_then(|r| r.parse().ok())
                .expect("--runs takes a number");
        } else {
            sizes.push(arg.parse::<usize>().expect("board sizes are numbers"));
        }
    }
    if sizes.is_empty() {
        sizes = vec![14, 15, 16];
    }
    let pool = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool")
    };
    let (one, two) = (pool(1), pool(2));

    println!("median of {runs} runs, seconds (ratio to the baseline)");
    println!("| n | total | unique | baseline | 1 thread | 2 threads | 2 threads / 1 thread |");
    println!("|---|---|---|---|---|---|---|");
    for n in sizes {
        let plan = Plan::new(n).expect("a size the counter accepts");
        let reference = plan.count_serial();
        let check = |tally: &Tally| assert_eq!(*tally, reference);
        let (mut baseline, mut single, mut double) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            baseline.push(time(
                || mirror_halved_count(n),
                |&total| assert_eq!(total, reference.total),
            ));
            single.push(time(|| one.install(|| plan.count()), check));
            double.push(time(|| two.install(|| plan.count()), check));
        }
        let (baseline, single, double) = (median(baseline), median(single), median(double));
        let secs = |d: Duration| d.as_secs_f64();
        println!(
            "| {n} | {} | {} | {:.3} | {:.3} ({:.2}x) | {:.3} ({:.2}x) | {:.2}x |",
            reference.total,
            reference.unique,
            secs(baseline),
            secs(single),
            secs(baseline) / secs(single),
            secs(double),
            secs(baseline) / secs(double),
            secs(single) / secs(double),
        );
    }
}
