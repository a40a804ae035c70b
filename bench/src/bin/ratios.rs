//! Prints the counting speed table: the mirror-halved baseline, the
//! backtracking counter on one thread, and the meet-in-the-middle counter
//! on one thread and on two, as medians of several runs in one process,
//! with ratios against the baseline measured beside them.
//!
//! The runs take turns (baseline, backtracking, meet on one thread, then
//! on two, then again), so that other work on the machine slows every
//! column alike instead of whichever happened to run at the time.
//!
//! The last column is the share of the one-thread meet count spent on its
//! subproblem 0, the solutions the turns keep, which only the unique count
//! needs.
//!
//! Usage: `ratios [--runs R] [--slow-to M] N...` (see `scripts/bench`).
//! The baseline and backtracking columns, minutes long from n = 18 on, are
//! timed only for n <= M (17 unless told).

use std::time::{Duration, Instant};

use nqueens::count::{Counts, Method, Plan};
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
    let mut slow_to = 17;
    let mut sizes = Vec::new();
    let mut args = std::env::args().skip(1);
    let number = |value: Option<String>, flag: &str| -> usize {
        value
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| panic!("{flag} takes a number"))
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => runs = number(args.next(), "--runs"),
            "--slow-to" => slow_to = number(args.next(), "--slow-to"),
            _ => sizes.push(arg.parse::<usize>().expect("board sizes are numbers")),
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
    println!(
        "| n | total | unique | baseline | backtrack, 1 thread | meet, 1 thread | meet, 2 threads \
         | meet 2 threads / 1 | turns' share |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for n in sizes {
        let meet = Plan::with_method(n, Method::Meet).expect("a size the meet counter accepts");
        let backtrack =
            Plan::with_method(n, Method::Backtrack).expect("a size the counter accepts");
        let reference = meet.counts(one.install(|| meet.count()));
        let check = |method: Method| {
            move |counts: &Counts| assert_eq!(*counts, reference, "{} at n = {n}", method.name())
        };
        let slow = n <= slow_to;
        let (mut baseline, mut backtracked, mut single, mut double, mut turns) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            if slow {
                baseline.push(time(
                    || mirror_halved_count(n),
                    |&total| assert_eq!(total, reference.total),
                ));
                backtracked.push(time(
                    || backtrack.counts(one.install(|| backtrack.count())),
                    check(Method::Backtrack),
                ));
            }
            single.push(time(
                || meet.counts(one.install(|| meet.count())),
                check(Method::Meet),
            ));
            double.push(time(
                || meet.counts(two.install(|| meet.count())),
                check(Method::Meet),
            ));
            turns.push(time(|| meet.count_subproblem(0), |_| ()));
        }
        let secs = |d: Duration| d.as_secs_f64();
        let (single, double, turns) = (median(single), median(double), median(turns));
        let (baseline, against) = if slow {
            let baseline = median(baseline);
            (format!("{:.3}", secs(baseline)), Some(secs(baseline)))
        } else {
            ("-".to_string(), None)
        };
        let cell = |time: f64| match against {
            Some(baseline) => format!("{time:.3} ({:.1}x)", baseline / time),
            None => format!("{time:.3}"),
        };
        let backtracked = if slow {
            cell(secs(median(backtracked)))
        } else {
            "-".to_string()
        };
        println!(
            "| {n} | {} | {} | {baseline} | {backtracked} | {} | {} | {:.2}x | {:.1}% |",
            reference.total,
            reference.unique,
            cell(secs(single)),
            cell(secs(double)),
            secs(single) / secs(double),
            100.0 * secs(turns) / secs(single),
        );
    }
}
