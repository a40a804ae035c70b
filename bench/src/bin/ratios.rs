//! Prints the counting speed table: the mirror-halved baseline, this
//! project's counter on one thread and on two, as medians of several runs
//! in one process, with ratios against the baseline measured beside them.
//!
//! Usage: `ratios [--runs R] N...` (see `scripts/bench`).

use std::time::{Duration, Instant};

use nqueens::{Plan, Tally};
use nqueens_bench::mirror_halved_count;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Times `run` `runs` times, checking each answer with `check`.
fn time<T>(runs: usize, mut run: impl FnMut() -> T, check: impl Fn(&T)) -> Duration {
    let times = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let answer = run();
            let elapsed = start.elapsed();
            check(&answer);
            elapsed
        })
        .collect();
    median(times)
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
        let baseline = time(
            runs,
            || mirror_halved_count(n),
            |&total| assert_eq!(total, reference.total),
        );
        let check = |tally: &Tally| assert_eq!(*tally, reference);
        let single = time(runs, || one.install(|| plan.count()), check);
        let double = time(runs, || two.install(|| plan.count()), check);
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
